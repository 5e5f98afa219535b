"""How a ninja moves, in the book's words: how far it may move now, what each step costs, where it may not
step, and when it must dodge.

- A ninja moves up to its MV in movement points (halved, rounded up, while a Slowed marker is spent).
- A step goes to any of the eight squares around; it costs what `STEP_COSTS` says.
- No step onto or over a lantern, shrine, chest or the challenge's Samurai figures, nor off the grid, nor onto
  another ninja (Moon Power passes through ninja, but never ends on one).
- Every ninja has a zone, the eight squares around it; a ninja in Stealth has one only in its own activation.
  Leaving a square in an enemy's zone is a dodge (an affinity test); Moon Power ignores zones.
- A combat result moves a ninja up to a few squares, zones and costs ignored (`push_squares`).

The masks the walk search steps on (`Ground`) are made from the same table.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import NamedTuple

from ninjatable.games.ninja_all_stars.bits import Layout, layout_of
from ninjatable.games.ninja_all_stars.caches import GROUNDS, STEP_TABLES, remembered
from ninjatable.games.ninja_all_stars.geometry import Square, adjacent, neighbours
from ninjatable.games.ninja_all_stars.map import Arena, Terrain
from ninjatable.games.ninja_all_stars.rules.tournament import Model, Tournament

#: what a step costs in movement points, by what the square stepped onto is: (from the ground, from elevated
#: ground). "Entering difficult terrain costs 2 movement points; climbing from the ground onto elevated
#: terrain costs 3; any other step costs 1."
STEP_COSTS: dict[str, tuple[int, int]] = {
    #                      from the ground, from elevated ground
    "open ground": (1, 1),
    "difficult ground": (2, 2),
    "elevated ground": (3, 1),
    "difficult elevated ground": (3, 2),
}


def ground_name(terrain: Terrain) -> str:
    """The row of `STEP_COSTS` for a square of this terrain."""
    if terrain.elevated:
        return "difficult elevated ground" if terrain.difficult else "elevated ground"
    return "difficult ground" if terrain.difficult else "open ground"


#: `STEP_COSTS` by whether the square stepped onto is elevated and whether it is difficult
_COSTS_ONTO = {(high, rough): STEP_COSTS[ground_name(Terrain(elevated=high, difficult=rough))]
               for high in (False, True) for rough in (False, True)}


def step_cost(state: Tournament, start: Square, end: Square) -> int:
    """What the step from `start` onto the square `end` next to it costs (`STEP_COSTS`)."""
    arena = state.arena
    there = arena.at(end)
    return _COSTS_ONTO[there.elevated, there.difficult][arena.at(start).elevated]


class Reach(NamedTuple):
    """How a model gets to a square: movement points spent, the squares walked (start excluded), and the
    squares along the way that it must dodge out of (each needs an affinity test)."""

    cost: int
    path: tuple[Square, ...]
    dodges: tuple[Square, ...]

    @property
    def needs_dodge(self) -> bool:
        return bool(self.dodges)


# --- how far ---------------------------------------------------------------------------------------------------
def base_mv(model: Model) -> int:
    """MV, halved (rounded up) while a Slowed marker is spent this activation."""
    mv = model.type.mv
    return (mv + 1) // 2 if model.cond.get("slow") else mv


def move_budget(state: Tournament, model: Model) -> int:
    """Movement points the model may spend on a move now (0 if it may not move). A ninja of the player on
    turn that is not activated yet moves as if its activation began now."""
    act = state.active
    if act is not None and act.model == model.id:
        if act.facing_only or act.leap_left:
            return 0
        if act.restricted and act.acted and not act.bonus:
            return 0
        if not act.acted and act.mv_left > 0:
            return act.mv_left
        if act.bonus:
            return act.mv_full
        return 0
    if not model.activated and model.on_board:
        return base_mv(model)
    return 0


def may_act(state: Tournament, model: Model) -> bool:
    """May the ninja take an action now (before its activation: it has not been activated this round)? Not
    while its Leaping Strike is under way (a leap held by a failed dodge in Stealth)."""
    act = state.active
    if act is None:
        return model.on_board and not model.activated
    if act.model != model.id or act.facing_only or act.leap_left:
        return False
    if act.acted == 0 and not (act.restricted and act.moved):
        return True
    return act.bonus


def run_budget(state: Tournament, model: Model) -> int:
    """A run moves the ninja again by its MV (halved while Slowed this activation)."""
    if state.active is None or state.active.model != model.id:
        return base_mv(model)
    return state.active.mv_full


# --- where a ninja may not step ----------------------------------------------------------------------------------
def blocked_squares(state: Tournament) -> frozenset[Square]:
    """The squares of the lanterns, shrines, chests and the challenge's figures (for the moment)."""
    cache = state.cache()
    found = cache.get("blocked")
    if found is None:
        found = cache["blocked"] = frozenset(itertools.chain(state.lanterns, state.shrines, state.chests,
                                                             state.figures))
    return found


@remembered(STEP_TABLES)
def step_table_for(arena: Arena, blocked: frozenset[Square]) -> dict[Square, tuple[tuple[Square, int], ...]]:
    """For every square, the squares next to it a model may step to (on the grid, not in `blocked`) and what
    the step costs, in the order of `DIRS`."""
    table: dict[Square, tuple[tuple[Square, int], ...]] = {}
    for here in arena.squares():
        high = arena.at(here).elevated
        table[here] = tuple((there, STEP_COSTS[ground_name(arena.at(there))][high]) for there in neighbours(here)
                            if arena.on_grid(there) and there not in blocked)
    return table


def push_squares(state: Tournament, model_id: int, steps: int) -> set[Square]:
    """Squares a model can be moved to by a combat result: up to `steps` squares in any direction, zones
    and terrain costs ignored, never through or onto another model, a lantern, shrine or chest."""
    model = state.models[model_id]
    if model.pos is None:
        return set()
    occupied, arena = state.occupied, state.arena
    # (the markers as they are now: a combat result moves a ninja while a command is carried out)
    blocked = set(itertools.chain(state.lanterns, state.shrines, state.chests, state.figures))
    frontier = {model.pos}
    seen = {model.pos}
    for _ in range(steps):
        nxt: set[Square] = set()
        for square in frontier:
            for n in neighbours(square):
                if n in seen or not arena.on_grid(n) or n in blocked or n in occupied:
                    continue
                seen.add(n)
                nxt.add(n)
        frontier = nxt
    return seen


# --- zones and dodges ------------------------------------------------------------------------------------------
def has_zone(state: Tournament, model: Model) -> bool:
    """A model in Stealth has a zone only during its own activation."""
    if not model.on_board:
        return False
    if model.stealth:
        return state.active is not None and state.active.model == model.id
    return True


def enemy_zone_squares(state: Tournament, seat: int) -> set[Square]:
    """Every square in the zone of an enemy of `seat` (a model in Stealth outside its activation has none)."""
    squares: set[Square] = set()
    for other in state.models:
        if other.seat != seat and other.pos is not None and has_zone(state, other):
            squares.update(neighbours(other.pos))
    return squares


def enemies_in_zone(state: Tournament, model: Model) -> list[Model]:
    """Enemy models adjacent to `model` that have a zone."""
    if model.pos is None:
        return []
    return [o for o in state.models if o.seat != model.seat and o.pos is not None and adjacent(o.pos, model.pos)
            and has_zone(state, o)]


def in_enemy_zone(state: Tournament, model: Model) -> bool:
    """Is the model in the zone of an enemy (next to an enemy that has a zone)?"""
    if model.pos is None:
        return False
    if not state.steady():
        return bool(enemies_in_zone(state, model))
    layout = ground_of(state).layout
    return bool(enemy_zone_bits(state, layout, model.seat) >> layout.index(model.pos) & 1)


def enemy_zone_bits(state: Tournament, layout: Layout, seat: int) -> int:
    """`enemy_zone_squares` as a mask, the squares just off the grid or under a marker included (for the
    moment)."""
    cache = state.cache()
    key = ("enemy-zone-bits", seat)
    found = cache.get(key)
    if found is None:
        around, stride, models = layout.around, layout.stride, state.models
        found = 0
        for (x, y), model_id in state.occupied.items():
            other = models[model_id]
            if other.seat != seat and has_zone(state, other):
                found |= around[(x + 1) * stride + y + 1]
        cache[key] = found
    return found


# --- the masks a walk steps on -----------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True, eq=False)
class Ground:
    """A ground under one set of markers as masks of its layout, by what a step onto a square costs
    (`STEP_COSTS`). One per ground and markers (`ground_for`), so known by its identity."""

    layout: Layout
    #: squares a model may stand on (on the grid, no lantern, shrine, chest or figure)
    open: int
    elevated: int
    #: a step onto these costs 1 from anywhere; `high_level` 1 from elevated ground (3 from below)
    level: int
    high_level: int
    #: a step onto these costs 2 from anywhere; `high_rough` 2 from elevated ground (3 from below)
    rough: int
    high_rough: int
    #: per bit, what a step onto its square costs from the ground and from elevated ground (None: no step)
    costs: tuple[tuple[int, int] | None, ...]


def _costing(arena: Arena, layout: Layout, costs: tuple[int, int]) -> int:
    """The squares of `arena` a step onto costs `costs` (from the ground, from elevated ground)."""
    return layout.mask(square for square in arena.squares() if STEP_COSTS[ground_name(arena.at(square))] == costs)


@remembered(GROUNDS)
def ground_for(arena: Arena, blocked: frozenset[Square]) -> Ground:
    """The masks of `arena` with the squares in `blocked` closed."""
    layout = layout_of(arena.width, arena.height)
    open_ = layout.ground & ~layout.mask(blocked)
    masks = {costs: _costing(arena, layout, costs) & open_ for costs in set(STEP_COSTS.values())}
    # the search knows steps of these costs only: 1 or 2 from anywhere, or 3 from below and 1 or 2 from above
    assert set(masks) <= {(1, 1), (2, 2), (3, 1), (3, 2)}, "a step cost the walk search does not know"
    elevated = layout.mask(square for square in arena.squares() if arena.at(square).elevated) & open_
    costs = tuple(STEP_COSTS[ground_name(arena.at(square))] if square is not None and open_ >> bit & 1 else None
                  for bit, square in enumerate(layout.squares))
    return Ground(layout, open_, elevated, masks.get((1, 1), 0), masks.get((3, 1), 0), masks.get((2, 2), 0),
                  masks.get((3, 2), 0), costs)


def ground_of(state: Tournament) -> Ground:
    """The masks of the ground under the markers of the moment."""
    cache = state.cache()
    found = cache.get("ground")
    if found is None:
        found = cache["ground"] = ground_for(state.arena, blocked_squares(state))
    return found


def taken_bits(state: Tournament, layout: Layout) -> int:
    """The squares taken by models, as a mask (for the moment)."""
    cache = state.cache()
    found = cache.get("taken-bits")
    if found is None:
        found = cache["taken-bits"] = sum(map(layout.single.__getitem__, state.occupied))
    return found

