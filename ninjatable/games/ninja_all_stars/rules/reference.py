"""The rules of movement and sight written plainly, square by square: the reference the fast ground code
(`walks`, `sight`) is held to by the tests, on random positions of every ground.

Nothing in the game calls this module; it is slow on purpose. Its answers are what the book says:

- a walk steps from square to square (`movement.step_table_for`: never off the grid or over a marker), each
  step costing what `movement.STEP_COSTS` says; never onto a square taken by a ninja (Moon Power passes
  through, but never ends there); leaving a square in an enemy zone is a dodge. The best walk to a square has
  the fewest dodges, then the lowest cost; between equal walks, the one a cheapest-first search meets first.
- sight: any one sight line (`lines.sight_lines`, drawn point by point) clear of what blocks it.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable

from ninjatable.games.ninja_all_stars.geometry import Square, adjacent, distance, rear_zone
from ninjatable.games.ninja_all_stars.lines import sight_lines
from ninjatable.games.ninja_all_stars.rules.movement import (
    Reach,
    blocked_squares,
    enemy_zone_squares,
    step_table_for,
)
from ninjatable.games.ninja_all_stars.rules.tournament import Model, Tournament

Steps = dict[Square, tuple[tuple[Square, int], ...]]


# --- walks -----------------------------------------------------------------------------------------------------
def walks(state: Tournament, model: Model, budget: int) -> dict[Square, tuple[Reach, ...]]:
    """Per square the model may end on, the walks worth knowing within `budget`, the best first: with fewer
    dodges, or cheaper than every walk with fewer dodges (a smaller budget may fit only those). Squares in the
    order the moves are listed: the order the search meets them (`Reaches` lists them so)."""
    moon = model.cond.get("moon_power", 0) > 0
    start = model.pos
    assert start is not None
    taken = set(state.occupied)
    zone = set() if moon else {sq for sq in enemy_zone_squares(state, model.seat)
                                       if distance(start, sq) <= budget}
    table = step_table_for(state.arena, blocked_squares(state))
    if zone:
        return _dodging(start, budget, table, taken, moon, zone)
    return {sq: (reach,) for sq, reach in _cheapest(start, budget, table, taken, moon).items()}


def fitting(found: dict[Square, tuple[Reach, ...]], budget: int) -> list[tuple[Square, Reach]]:
    """The squares with a walk within `budget`, each with its best such walk, in the order of `found`."""
    return [(sq, next(w for w in ws if w.cost <= budget)) for sq, ws in found.items()
            if any(w.cost <= budget for w in ws)]


def _dodging(start: Square, budget: int, table: Steps, taken: set[Square], moon: bool,
             zone: set[Square]) -> dict[Square, tuple[Reach, ...]]:
    """A cheapest-first search over (dodges, square): labels leave the heap by dodges, then cost, then
    square; a square's walk with more dodges is kept only when it is cheaper than those with fewer."""
    cost_of = {(0, start): 0}
    back: dict[tuple[int, Square], tuple[int, Square]] = {}
    paths: dict[tuple[int, Square], tuple[Square, ...]] = {(0, start): ()}
    dodged: dict[tuple[int, Square], tuple[Square, ...]] = {(0, start): ()}
    cheapest: dict[Square, int] = {}
    found: dict[Square, list[Reach]] = {}
    heap = [(0, 0, start)]
    while heap:
        dodges, cost, here = heapq.heappop(heap)
        label = (dodges, here)
        if cost_of[label] < cost or cheapest.get(here, budget + 1) <= cost:
            continue
        cheapest[here] = cost
        if label != (0, start):
            came = back[label]
            paths[label] = paths[came] + (here,)
            dodged[label] = dodged[came] + ((came[1],) if came[1] in zone else ())
            if here not in taken:
                found.setdefault(here, []).append(Reach(cost, paths[label], dodged[label]))
        leave = dodges + 1 if here in zone else dodges
        for nxt, step in table[here]:
            if cost + step > budget or (not moon and nxt in taken):
                continue
            old = cost_of.get((leave, nxt))
            if old is None or cost + step < old:
                cost_of[(leave, nxt)] = cost + step
                back[(leave, nxt)] = label
                heapq.heappush(heap, (leave, cost + step, nxt))
    found.pop(start, None)
    return {sq: tuple(ws) for sq, ws in found.items()}


def _cheapest(start: Square, budget: int, table: Steps, taken: set[Square], moon: bool) -> dict[Square, Reach]:
    """With no dodge to make: Dijkstra's search from the start, squares by cost, then square."""
    best = {start: 0}
    back: dict[Square, Square] = {}
    paths: dict[Square, tuple[Square, ...]] = {start: ()}
    heap = [(0, start)]
    while heap:
        cost, here = heapq.heappop(heap)
        if best[here] < cost:
            continue
        if here != start:
            paths[here] = paths[back[here]] + (here,)
        for nxt, step in table[here]:
            if cost + step > budget or (not moon and nxt in taken):
                continue
            old = best.get(nxt)
            if old is None or cost + step < old:
                best[nxt] = cost + step
                back[nxt] = here
                heapq.heappush(heap, (cost + step, nxt))
    return {sq: Reach(cost, paths[sq], ()) for sq, cost in best.items() if sq != start and sq not in taken}


# --- sight -----------------------------------------------------------------------------------------------------
def line_of_sight(state: Tournament, viewer_id: int, target_id: int, may_turn: bool) -> bool:
    """Does the viewer see the target? Never a ninja in Stealth (a ninja always sees itself); the viewer's
    rear zone blocks unless it may turn freely."""
    viewer, target = state.models[viewer_id], state.models[target_id]
    if viewer.pos is None or target.pos is None:
        return False
    if viewer_id == target_id:
        return True
    if target.stealth:
        return False
    return sees(state, viewer.pos, target.pos, None if may_turn else viewer.facing, {viewer_id, target_id})


def sees(state: Tournament, a: Square, b: Square, facing: int | None, ignore: set[int]) -> bool:
    """Sight from a ninja on `a` facing `facing` (None: turning freely) to `b`, the ninja in `ignore` left
    out: any one sight line whose squares are neither in the viewer's rear zone nor block."""
    if a == b:
        return True
    rear = set(rear_zone(a, facing)) if facing is not None else set()
    if b in rear:
        return False  # sight is drawn only through the front zone
    blocks = _blocking(state, a, b, ignore)
    return any(not any(square in rear or blocks(square) for square in line) for line in sight_lines(a, b))


def _blocking(state: Tournament, a: Square, b: Square, ignore: set[int]) -> Callable[[Square], bool]:
    """What blocks a sight line from `a` to `b`, by how the two stand."""
    arena = state.arena
    ninja = {sq for sq, m in state.occupied_models().items() if not m.stealth and m.id not in ignore}
    a_high, b_high = arena.at(a).elevated, arena.at(b).elevated
    if not a_high and not b_high:
        markers = {*state.lanterns, *state.shrines, *state.chests, *state.figures}
        return lambda sq: arena.on_grid(sq) and (arena.at(sq).obscuring or sq in markers or sq in ninja)
    element = arena.element_of.get
    if a_high and b_high:
        ends = {element(a, -1), element(b, -1)}
        return lambda sq: (arena.on_grid(sq) and arena.at(sq).elevated
                           and (sq in ninja or element(sq, -1) not in ends))
    high = a if a_high else b
    return lambda sq: (arena.on_grid(sq) and arena.at(sq).elevated
                       and (not adjacent(sq, high) or element(sq, -1) != element(high, -1)))
