"""What the challenges use on a tournament ground, read from the map's object layer `objectives`.

Objects of the layer, by type:
- `hill` (one rectangle): the hill of King of the Hill;
- `target_square` (points): the target squares of Infiltration;
- `guard_post` (points, at most six): where the Samurai guards stand at the start;
- `medal_spot` (points): where the medals lie in Capture the Medal;
- `waypoint` (points, whole-number property `step` = 1, 2, 3...): the messenger's road, walked from step 1
  to the last step in straight lines of king's moves.

Nothing may stand in a deployment zone's reach (two squares), and figures (guards, the messenger) never on
elevated terrain. The layer is optional: a ground without it hosts only the challenges that need nothing
from it. A broken layer raises `MapError` naming the file, the layer and the problem.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ninjatable.engine.errors import MapError

Square = tuple[int, int]
LAYER = "objectives"
OBJECT_TYPES = ("hill", "target_square", "guard_post", "medal_spot", "waypoint")
#: the rulebook's box holds six Samurai guards.
MOST_GUARDS = 6
#: objectives keep this far from every deployment zone (as lanterns and shrines do).
ZONE_REACH = 2
#: what each challenge objective needs from the ground, in words for a refusal.
NEEDS = {"hill": ("hill", "hill"), "infiltration": ("target_squares", "target squares"),
         "medals": ("medal_spots", "medal spots"), "messenger": ("route", "messenger's road")}


@dataclasses.dataclass(frozen=True)
class Objectives:
    """The challenge objectives of one ground (empty where the map marks none)."""

    hill: frozenset[Square] = frozenset()
    target_squares: tuple[Square, ...] = ()
    guard_posts: tuple[Square, ...] = ()
    medal_spots: tuple[Square, ...] = ()
    #: the messenger's road, square by square from its start.
    route: tuple[Square, ...] = ()

    def lacks(self, objective: str) -> str | None:
        """What a challenge of this objective needs and the ground does not mark, in words, or None."""
        need = NEEDS.get(objective)
        if need is None or getattr(self, need[0]):
            return None
        return f"the ground marks no {need[1]} in its '{LAYER}' layer"


NO_OBJECTIVES = Objectives()


def _square(obj: Any, tmx: Any) -> Square:
    return (int(obj.x // tmx.tilewidth), int(obj.y // tmx.tileheight))


def _line(a: Square, b: Square) -> list[Square]:
    """The squares from `a` (excluded) to `b` (included) by king's moves, diagonal first."""
    squares = []
    x, y = a
    while (x, y) != b:
        x += (b[0] > x) - (b[0] < x)
        y += (b[1] > y) - (b[1] < y)
        squares.append((x, y))
    return squares


class _Reader:
    """Reads and checks the objects of the layer one by one."""

    def __init__(self, tmx: Any, terrain: Any, distances: Any, source: str) -> None:
        self.tmx, self.terrain, self.distances, self.source = tmx, terrain, distances, source
        self.found: dict[str, list[Any]] = {kind: [] for kind in OBJECT_TYPES}

    def fail(self, problem: str) -> MapError:
        return MapError(self.source, problem, layer=LAYER)

    def check_square(self, sq: Square, what: str, figure: bool = False) -> Square:
        if not (0 <= sq[0] < self.tmx.width and 0 <= sq[1] < self.tmx.height):
            raise self.fail(f"{what} {sq} lies off the grid")
        if self.distances[sq[1]][sq[0]] < ZONE_REACH:
            raise self.fail(f"{what} {sq} lies within {ZONE_REACH - 1} square of a deployment zone; "
                            f"keep it {ZONE_REACH} squares away")
        if figure and self.terrain[sq[1]][sq[0]].elevated:
            raise self.fail(f"{what} {sq} is on elevated terrain; Samurai figures stand on the ground")
        return sq

    def read(self, objects: list[tuple[str, Any]]) -> Objectives:
        for kind, obj in objects:
            if kind not in OBJECT_TYPES:
                raise self.fail(f"object '{obj.name or obj.id}' has unknown type {kind!r} "
                                f"(known: {', '.join(OBJECT_TYPES)})")
            self.found[kind].append(obj)
        return Objectives(self.hill(), self.points("target_square", "target square"),
                          self.guards(), self.points("medal_spot", "medal spot"), self.route())

    def points(self, kind: str, what: str, figure: bool = False) -> tuple[Square, ...]:
        squares = [self.check_square(_square(obj, self.tmx), what, figure) for obj in self.found[kind]]
        if len(set(squares)) != len(squares):
            raise self.fail(f"two {what}s on one square")
        return tuple(sorted(squares))

    def guards(self) -> tuple[Square, ...]:
        posts = self.points("guard_post", "guard post", figure=True)
        if len(posts) > MOST_GUARDS:
            raise self.fail(f"{len(posts)} guard posts; the game has {MOST_GUARDS} Samurai guards")
        return posts

    def hill(self) -> frozenset[Square]:
        hills = self.found["hill"]
        if len(hills) > 1:
            raise self.fail("more than one hill")
        if not hills:
            return frozenset()
        obj, tile = hills[0], (self.tmx.tilewidth, self.tmx.tileheight)
        x0, y0 = int(round(obj.x / tile[0])), int(round(obj.y / tile[1]))
        w = max(1, int(round((obj.width or 0) / tile[0])))
        h = max(1, int(round((obj.height or 0) / tile[1])))
        return frozenset(self.check_square((x, y), "the hill's square")
                         for x in range(x0, x0 + w) for y in range(y0, y0 + h))

    def route(self) -> tuple[Square, ...]:
        steps: dict[int, Square] = {}
        for obj in self.found["waypoint"]:
            step = obj.properties.get("step")
            if not isinstance(step, int) or isinstance(step, bool) or step < 1:
                raise self.fail(f"waypoint '{obj.name or obj.id}' needs a whole-number property 'step' of 1 or more")
            if step in steps:
                raise self.fail(f"two waypoints with step {step}")
            steps[step] = self.check_square(_square(obj, self.tmx), f"waypoint {step}", figure=True)
        if not steps:
            return ()
        order = sorted(steps)
        if order != list(range(1, len(order) + 1)):
            raise self.fail(f"the waypoints' steps must run 1, 2, 3... without a gap (found {order})")
        if len(order) < 2:
            raise self.fail("the messenger's road needs at least two waypoints")
        road = [steps[1]]
        for step in order[1:]:
            for sq in _line(road[-1], steps[step]):
                road.append(self.check_square(sq, f"the road to waypoint {step} at", figure=True))
        if len(set(road)) != len(road):
            raise self.fail("the messenger's road crosses itself")
        return tuple(road)


def read_objectives(objects: list[tuple[str, Any]] | None, tmx: Any, terrain: Any, distances: Any,
                    source: str) -> Objectives:
    """The objectives of a map from the objects of its layer, each with its type (none without the layer).
    Raises MapError naming the file, the layer and the problem."""
    if objects is None:
        return NO_OBJECTIVES
    return _Reader(tmx, terrain, distances, source).read(objects)
