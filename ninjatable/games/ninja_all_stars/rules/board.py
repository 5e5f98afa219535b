"""The ninja on the grid: movement budgets, zones, reachable squares, pushes and lines of sight.

These functions read a tournament and change nothing (their answers are kept in its cache for the moment).
"""

from __future__ import annotations

import functools
import heapq
from typing import NamedTuple

from ninjatable.games.ninja_all_stars.geometry import (
    DIRS,
    Square,
    adjacent,
    distance,
    neighbours,
    rear_zone,
    sight_lines,
)
from ninjatable.games.ninja_all_stars.map import Arena
from ninjatable.games.ninja_all_stars.rules.tournament import Model, Tournament


# --- movement budgets ---------------------------------------------------------------------------------------
def base_mv(model: Model) -> int:
    """MV, halved (rounded up) while a Slowed marker is spent this activation."""
    mv = model.type.mv
    return (mv + 1) // 2 if model.cond.get("slow") else mv


def is_active(state: Tournament, model: Model) -> bool:
    return state.active is not None and state.active.model == model.id


def move_budget(state: Tournament, model: Model) -> int:
    """Movement points the model may spend on a move now (0 if it may not move). A ninja of the player on
    turn that is not activated yet moves as if its activation began now."""
    act = state.active
    if act is not None and act.model == model.id:
        if act.facing_only:
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
    """May the ninja take an action now (before its activation: it has not been activated this round)?"""
    act = state.active
    if act is None:
        return model.on_board and not model.activated
    if act.model != model.id or act.facing_only:
        return False
    if act.acted == 0 and not (act.restricted and act.moved):
        return True
    return act.bonus


def run_budget(state: Tournament, model: Model) -> int:
    """A run moves the ninja again by its MV (halved while Slowed this activation)."""
    if state.active is None or state.active.model != model.id:
        return base_mv(model)
    return state.active.mv_full


class Reach(NamedTuple):
    """How a model gets to a square: movement points spent, the squares walked (start excluded), and the
    squares along the way that it must dodge out of (each needs an affinity test)."""

    cost: int
    path: tuple[Square, ...]
    dodges: tuple[Square, ...]

    @property
    def needs_dodge(self) -> bool:
        return bool(self.dodges)


def is_elevated(state: Tournament, square: Square) -> bool:
    return state.arena.at(square).elevated


def blocked_for_movement(state: Tournament, square: Square) -> bool:
    """Lanterns, shrines, chests and the challenges' Samurai figures may not be moved over; squares off the
    grid do not exist."""
    return (not state.arena.on_grid(square) or square in state.lanterns or square in state.shrines
            or square in state.chests or square in state.figures)


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


def step_cost(state: Tournament, start: Square, end: Square) -> int:
    """Entering difficult terrain costs 2, climbing from the ground onto elevated terrain 3, otherwise 1."""
    there = state.arena.at(end)
    if there.elevated and not state.arena.at(start).elevated:
        return 3
    if there.difficult:
        return 2
    return 1


@functools.lru_cache(maxsize=32)
def step_table_for(arena: Arena, blocked: frozenset[Square]) -> dict[Square, tuple[tuple[Square, int], ...]]:
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


def step_table(state: Tournament) -> dict[Square, tuple[tuple[Square, int], ...]]:
    blocked = frozenset(state.lanterns) | frozenset(state.shrines) | frozenset(state.chests) | frozenset(state.figures)
    return step_table_for(state.arena, blocked)


def reachable(state: Tournament, model_id: int, budget: int | None = None, *,
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
        budget = move_budget(state, model)
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


def _walks(state: Tournament, model: Model, budget: int, ignore_zones: bool | None) -> Fronts:
    assert model.pos is not None
    moon = model.cond.get("moon_power", 0) > 0
    if ignore_zones is None:
        ignore_zones = moon
    start = model.pos
    left, right, top, bottom = start[0] - budget, start[0] + budget, start[1] - budget, start[1] + budget
    # a walk within the budget never looks further than this box
    zone = frozenset() if ignore_zones else frozenset(
        sq for sq in enemy_zone_squares(state, model.seat) if left <= sq[0] <= right and top <= sq[1] <= bottom)
    blocked = frozenset(state.lanterns) | frozenset(state.shrines) | frozenset(state.chests) | frozenset(state.figures)
    near = frozenset(sq for sq in state.occupied if left <= sq[0] <= right and top <= sq[1] <= bottom)
    return walks_from(state.arena, blocked, near, start, budget, moon, zone)


#: how many searches of reachable squares are remembered (each a few dozen kB); positions repeat a lot in
#: the computer's search, where every sampled world starts from the same board.
WALKS_REMEMBERED = 256


@functools.lru_cache(maxsize=WALKS_REMEMBERED)
def walks_from(arena: Arena, blocked: frozenset[Square], occupied: frozenset[Square], start: Square,
                budget: int, moon: bool, zone: frozenset[Square]) -> Fronts:
    """The walks from `start` within `budget`, from exactly what decides them: the ground, the markers, the
    squares taken and in enemy zones within `budget` squares of the start (a walk never gets further), and
    Moon Power. Where no zone square lies within reach the plain search gives the same walks as the search
    with dodges."""
    table = step_table_for(arena, blocked)
    if zone and (start in zone or any(distance(start, sq) <= budget for sq in zone)):
        return _reach_dodging(start, budget, table, occupied, moon, zone)
    return {square: (reach,) for square, reach in _reach_plain(start, budget, table, occupied, moon).items()}


def _reach_dodging(start: Square, budget: int, table: dict[Square, tuple[tuple[Square, int], ...]],
                   occupied: frozenset[Square], moon: bool, zone: frozenset[Square]) -> Fronts:
    """Walks past enemy zones. A walk with fewer dodges is better; between equal dodges the cheaper. A
    cheaper walk with more dodges is kept too, since it may be the only one that fits a smaller budget or
    lead further: for every square and number of dodges the cheapest walk, unless a walk with fewer
    dodges costs no more."""
    # labels are (square, dodges); they leave the heap by dodges, then cost
    cost_of: dict[tuple[Square, int], int] = {(start, 0): 0}
    back: dict[tuple[Square, int], tuple[Square, int]] = {}
    paths: dict[tuple[Square, int], tuple[Square, ...]] = {(start, 0): ()}
    dodged: dict[tuple[Square, int], tuple[Square, ...]] = {(start, 0): ()}
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
            came = back[label]
            path = paths[label] = paths[came] + (square,)
            left = dodged[label] = dodged[came] + (came[0],) if came[0] in zone else dodged[came]
            if square not in occupied:
                fronts.setdefault(square, []).append(Reach(cost, path, left))
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


def _reach_plain(start: Square, budget: int, table: dict[Square, tuple[tuple[Square, int], ...]],
                 occupied: frozenset[Square], moon: bool) -> dict[Square, Reach]:
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


def dodge_squares(state: Tournament, model_id: int) -> set[Square]:
    """The squares reachable only with at least one dodge (for the table to mark them)."""
    return {sq for sq, reach in reachable(state, model_id).items() if reach.needs_dodge}


def push_squares(state: Tournament, model_id: int, steps: int) -> set[Square]:
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


def _square_blocks(state: Tournament, square: Square, mode: int, a_sq: Square, b_sq: Square,
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
        return (terrain.obscuring or square in state.lanterns or square in state.shrines or square in state.chests
                or square in state.figures)
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


def sight_between(state: Tournament, a_sq: Square, b_sq: Square, facing: int | None,
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


def line_of_sight(state: Tournament, viewer_id: int, target_id: int, *, may_turn: bool | None = None) -> bool:
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


def seen_by_enemy(state: Tournament, model_id: int) -> bool:
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
