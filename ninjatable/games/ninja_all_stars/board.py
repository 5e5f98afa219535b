"""The ninja on the grid: models, who stands where, zones, line of sight and reachable squares.

These helpers are pure: they read a state and change nothing. The table scene uses `reachable`,
`line_of_sight`, `dodge_squares` and `push_squares` to light up squares while a miniature is dragged.
"""

from __future__ import annotations

import functools
import heapq
from typing import TYPE_CHECKING, NamedTuple

from ninjatable.games.ninja_all_stars.arena import Arena
from ninjatable.games.ninja_all_stars.data import MODEL_TYPES, TEAMS, ModelType
from ninjatable.games.ninja_all_stars.geometry import (
    DIRS,
    Square,
    adjacent,
    distance,
    neighbours,
    rear_zone,
    sight_lines,
)

if TYPE_CHECKING:
    from ninjatable.games.ninja_all_stars.rules import NasState

BOARD, TRAINING, HEALING = "board", "training", "healing"


class Model:
    """One ninja: owner, team, type, where it is (board square, Training Ground or Healing House), facing,
    whether it was activated this round, its condition markers, Stealth, and Tiger Strike's lost defence."""

    __slots__ = ("activated", "cond", "facing", "id", "kind", "no_defence", "pos", "seat", "stealth", "team",
                 "where")

    def __init__(self, model_id: int, seat: int, team: str, kind: str) -> None:
        self.id = model_id
        self.seat = seat
        self.team = team
        self.kind = kind
        self.pos: Square | None = None
        self.facing = 0
        self.where = TRAINING
        self.activated = False
        self.cond: dict[str, int] = {}
        self.stealth = False
        self.no_defence = False

    def copy(self) -> Model:
        twin = Model.__new__(Model)
        twin.id, twin.seat, twin.team, twin.kind = self.id, self.seat, self.team, self.kind
        twin.pos, twin.facing, twin.where, twin.activated = self.pos, self.facing, self.where, self.activated
        twin.cond = dict(self.cond)
        twin.stealth, twin.no_defence = self.stealth, self.no_defence
        return twin

    @property
    def type(self) -> ModelType:
        return MODEL_TYPES[self.kind]

    @property
    def affinity(self) -> str:
        return TEAMS[self.team].element

    @property
    def name(self) -> str:
        return f"{TEAMS[self.team].name} {MODEL_TYPES[self.kind].name} #{self.id}"

    def has(self, keyword: str) -> bool:
        return keyword in MODEL_TYPES[self.kind].keywords

    @property
    def on_board(self) -> bool:
        return self.where == BOARD


class Reach(NamedTuple):
    """How a model gets to a square: movement points spent, the squares walked (start excluded), and the
    squares along the way that it must dodge out of (each needs an affinity test)."""

    cost: int
    path: tuple[Square, ...]
    dodges: tuple[Square, ...]

    @property
    def needs_dodge(self) -> bool:
        return bool(self.dodges)


def is_elevated(state: NasState, square: Square) -> bool:
    return state.arena.at(square).elevated


def blocked_for_movement(state: NasState, square: Square) -> bool:
    """Lanterns, shrines and chests may not be moved over; squares off the grid do not exist."""
    return (not state.arena.on_grid(square) or square in state.lanterns or square in state.shrines
            or square in state.chests)


def has_zone(state: NasState, model: Model) -> bool:
    """A model in Stealth has a zone only during its own activation."""
    if not model.on_board:
        return False
    if model.stealth:
        return state.active is not None and state.active.model == model.id
    return True


def enemy_zone_squares(state: NasState, seat: int) -> set[Square]:
    """Every square in the zone of an enemy of `seat` (a model in Stealth outside its activation has none)."""
    squares: set[Square] = set()
    for other in state.models:
        if other.seat != seat and other.pos is not None and has_zone(state, other):
            squares.update(neighbours(other.pos))
    return squares


def enemies_in_zone(state: NasState, model: Model) -> list[Model]:
    """Enemy models adjacent to `model` that have a zone."""
    if model.pos is None:
        return []
    return [o for o in state.models if o.seat != model.seat and o.pos is not None and adjacent(o.pos, model.pos)
            and has_zone(state, o)]


def step_cost(state: NasState, start: Square, end: Square) -> int:
    """Entering difficult terrain costs 2, climbing from the ground onto elevated terrain 3, otherwise 1."""
    there = state.arena.at(end)
    if there.elevated and not state.arena.at(start).elevated:
        return 3
    if there.difficult:
        return 2
    return 1


@functools.lru_cache(maxsize=256)
def _step_table(arena: Arena, blocked: frozenset[Square]) -> dict[Square, tuple[tuple[Square, int], ...]]:
    """For every square, the neighbouring squares a model may step to and what the step costs, given the
    markers that may not be moved over."""
    table: dict[Square, tuple[tuple[Square, int], ...]] = {}
    for y in range(arena.height):
        for x in range(arena.width):
            here = arena.at((x, y))
            steps = []
            for dx, dy in DIRS:
                nxt = (x + dx, y + dy)
                if not arena.on_grid(nxt) or nxt in blocked:
                    continue
                there = arena.at(nxt)
                cost = 3 if there.elevated and not here.elevated else 2 if there.difficult else 1
                steps.append((nxt, cost))
            table[(x, y)] = tuple(steps)
    return table


def step_table(state: NasState) -> dict[Square, tuple[tuple[Square, int], ...]]:
    blocked = frozenset(state.lanterns) | frozenset(state.shrines) | frozenset(state.chests)
    return _step_table(state.arena, blocked)


def reachable(state: NasState, model_id: int, budget: int | None = None, *,
              ignore_zones: bool | None = None) -> dict[Square, Reach]:
    """Every square the model can move to with `budget` movement points (by default what its activation
    has left, or its full MV before it is activated), with the cheapest path that needs the fewest dodges.

    A model may step to any of the eight neighbouring squares not taken by another model (Moon Power passes
    through models and ignores zones) and never onto a lantern, shrine or chest. Leaving a square in an
    enemy's zone is a dodge.
    """
    model = state.models[model_id]
    if model.pos is None:
        return {}
    if budget is None:
        budget = state.move_budget(model)
    if budget <= 0:
        return {}
    key = ("reach", model_id, budget, ignore_zones)
    cache = state.cache()
    if key in cache:
        return cache[key]
    widest_key = ("reach-widest", model_id, ignore_zones)
    wider = cache.get(widest_key)
    if wider is not None and wider[0] >= budget:
        # the walks found for a larger budget hold every walk that fits this one
        result = _fitting(wider[1], budget)
    else:
        fronts = _walks(state, model, budget, ignore_zones)
        cache[widest_key] = (budget, fronts)
        result = _fitting(fronts, budget)
    cache[key] = result
    return result


#: for each square, the walks worth knowing: fewest dodges first, each one cheaper than the one before
Fronts = dict[Square, tuple[Reach, ...]]


def _fitting(fronts: Fronts, budget: int) -> dict[Square, Reach]:
    """Per square, the walk with the fewest dodges among those that fit the budget."""
    result: dict[Square, Reach] = {}
    for square, walks in fronts.items():
        for walk in walks:
            if walk.cost <= budget:
                result[square] = walk
                break
    return result


def _walks(state: NasState, model: Model, budget: int, ignore_zones: bool | None) -> Fronts:
    assert model.pos is not None
    moon = model.cond.get("moon_power", 0) > 0
    if ignore_zones is None:
        ignore_zones = moon
    zone = set() if ignore_zones else enemy_zone_squares(state, model.seat)
    occupied = state.occupied
    table = step_table(state)
    start = model.pos
    plain = _reach_plain(start, budget, table, occupied, moon)
    if not zone or (start not in zone and not any(sq in zone for sq in plain)):
        return {square: (reach,) for square, reach in plain.items()}
    return _reach_dodging(start, budget, table, occupied, moon, zone)


def _reach_dodging(start: Square, budget: int, table: dict[Square, tuple[tuple[Square, int], ...]],
                   occupied: dict[Square, int], moon: bool, zone: set[Square]) -> Fronts:
    """Walks past enemy zones. A walk with fewer dodges is better; between equal dodges the cheaper. A
    cheaper walk with more dodges is kept too, since it may be the only one that fits a smaller budget or
    lead further: for every square and number of dodges the cheapest walk, unless a walk with fewer
    dodges costs no more."""
    # labels are (square, dodges); they leave the heap by dodges, then cost
    cost_of: dict[tuple[Square, int], int] = {(start, 0): 0}
    back: dict[tuple[Square, int], tuple[Square, int]] = {}
    paths: dict[tuple[Square, int], tuple[Square, ...]] = {(start, 0): ()}
    cheapest: dict[Square, int] = {}
    fronts: dict[Square, list[Reach]] = {}
    heap: list[tuple[int, int, Square]] = [(0, 0, start)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        dodges, cost, square = pop(heap)
        label = (square, dodges)
        if cost_of[label] < cost or cheapest.get(square, budget + 1) <= cost:
            continue  # a better walk here is known, or one with fewer dodges that costs no more
        cheapest[square] = cost
        if label != (start, 0):
            path = paths[label] = paths[back[label]] + (square,)
            if square not in occupied:
                fronts.setdefault(square, []).append(Reach(cost, path, _dodged(start, path, zone)))
        leave = dodges + 1 if square in zone else dodges
        for nxt, step in table[square]:
            ncost = cost + step
            if ncost > budget or (not moon and nxt in occupied):
                continue
            nxt_label = (nxt, leave)
            old = cost_of.get(nxt_label)
            if old is None or ncost < old:
                cost_of[nxt_label] = ncost
                back[nxt_label] = label
                push(heap, (leave, ncost, nxt))
    fronts.pop(start, None)
    return {square: tuple(walks) for square, walks in fronts.items()}


def _dodged(start: Square, path: tuple[Square, ...], zone: set[Square]) -> tuple[Square, ...]:
    """The squares of a walk (start included, destination not) that lie in an enemy zone."""
    return tuple(sq for sq in (start, *path[:-1]) if sq in zone)


def _reach_plain(start: Square, budget: int, table: dict[Square, tuple[tuple[Square, int], ...]],
                 occupied: dict[Square, int], moon: bool) -> dict[Square, Reach]:
    """Reachable squares when no enemy zone is in the way (no dodges): plain cheapest paths."""
    best: dict[Square, int] = {start: 0}
    back: dict[Square, Square] = {}
    # a square's path is known once it leaves the heap at its final cost: its predecessor left earlier
    paths: dict[Square, tuple[Square, ...]] = {start: ()}
    heap: list[tuple[int, Square]] = [(0, start)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        cost, square = pop(heap)
        if best[square] < cost:
            continue
        if square != start:
            paths[square] = paths[back[square]] + (square,)
        for nxt, step in table[square]:
            ncost = cost + step
            if ncost > budget or (not moon and nxt in occupied):
                continue
            old = best.get(nxt)
            if old is None or ncost < old:
                best[nxt] = ncost
                back[nxt] = square
                push(heap, (ncost, nxt))
    return {square: Reach(cost, paths[square], ()) for square, cost in best.items()
            if square != start and square not in occupied}


def dodge_squares(state: NasState, model_id: int) -> set[Square]:
    """The squares reachable only with at least one dodge (for the table to mark them)."""
    return {sq for sq, reach in reachable(state, model_id).items() if reach.needs_dodge}


def push_squares(state: NasState, model_id: int, steps: int) -> set[Square]:
    """Squares a model can be moved to by a combat result: up to `steps` squares in any direction, zones
    and terrain costs ignored, never through or onto another model, a lantern, shrine or chest."""
    model = state.models[model_id]
    if model.pos is None:
        return set()
    occupied = state.occupied
    frontier = {model.pos}
    seen = {model.pos}
    for _ in range(steps):
        nxt: set[Square] = set()
        for square in frontier:
            for n in neighbours(square):
                if n in seen or blocked_for_movement(state, n) or n in occupied:
                    continue
                seen.add(n)
                nxt.add(n)
        frontier = nxt
    return seen


def _square_blocks(state: NasState, square: Square, mode: int, a_sq: Square, b_sq: Square,
                   a_elem: int, b_elem: int, blocking: dict[Square, Model]) -> bool:
    """Does `square` on a sight line block it? mode 0: both on the ground; 1: one of them elevated
    (a_sq/a_elem is the elevated one); 2: both elevated."""
    arena = state.arena
    if not arena.on_grid(square):
        return False
    terrain = arena.at(square)
    if mode == 0:
        if square in blocking:
            return True
        return terrain.obscuring or square in state.lanterns or square in state.shrines or square in state.chests
    elem = arena.element_of.get(square, -1)
    if mode == 1:
        if not terrain.elevated:
            return False
        return not adjacent(square, a_sq) or elem != a_elem
    if not terrain.elevated:
        return False
    if square in blocking:
        return True
    return elem != a_elem and elem != b_elem


def sight_between(state: NasState, a_sq: Square, b_sq: Square, facing: int | None,
                  ignore: frozenset[int] = frozenset()) -> bool:
    """Line of sight from a model on `a_sq` (facing `facing`; None: it may turn freely) to `b_sq`.

    Models block (those in Stealth do not), obscuring terrain, lanterns, shrines, chests and structures
    block, and so does the viewer's own rear zone. From or to elevated terrain, ground terrain and models
    are ignored but other elevated squares outside the elevated model's zone, or of another element, block;
    between two elevated models only elevated models and other elements on the line block.
    """
    if a_sq == b_sq:
        return True
    rear = set(rear_zone(a_sq, facing)) if facing is not None else set()
    blocking = {sq: m for sq, m in state.occupied_models().items() if not m.stealth and m.id not in ignore}
    a_el = is_elevated(state, a_sq)
    b_el = is_elevated(state, b_sq)
    elem = state.arena.element_of
    if a_el and b_el:
        mode, first, second = 2, a_sq, b_sq
    elif a_el:
        mode, first, second = 1, a_sq, b_sq
    elif b_el:
        mode, first, second = 1, b_sq, a_sq
    else:
        mode, first, second = 0, a_sq, b_sq
    fe, se = elem.get(first, -1), elem.get(second, -1)
    for line in sight_lines(a_sq, b_sq):
        clear = True
        for square in line:
            if square in rear or _square_blocks(state, square, mode, first, second, fe, se, blocking):
                clear = False
                break
        if clear:
            return True
    return False


def line_of_sight(state: NasState, viewer_id: int, target_id: int, *, may_turn: bool | None = None) -> bool:
    """Does `viewer` have line of sight to `target`? A model in Stealth cannot be seen (a model always sees
    itself). The active model may turn freely, so its rear zone does not block its own sight."""
    viewer = state.models[viewer_id]
    target = state.models[target_id]
    if viewer.pos is None or target.pos is None:
        return False
    if viewer_id == target_id:
        return True
    if target.stealth:
        return False
    if may_turn is None:
        may_turn = state.active is not None and state.active.model == viewer_id
    facing = None if may_turn else viewer.facing
    return sight_between(state, viewer.pos, target.pos, facing, frozenset((viewer_id, target_id)))


def seen_by_enemy(state: NasState, model_id: int) -> bool:
    """Is the model in the line of sight of any enemy on the board (each enemy as it faces now)?"""
    model = state.models[model_id]
    if model.pos is None:
        return False
    for other in state.models:
        if other.seat != model.seat and other.pos is not None:
            if sight_between(state, other.pos, model.pos, other.facing, frozenset((other.id, model_id))):
                return True
    return False


def within(a: Square, b: Square, reach: int) -> bool:
    return distance(a, b) <= reach
