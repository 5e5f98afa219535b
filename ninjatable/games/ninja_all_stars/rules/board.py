"""The ninja on the grid: movement budgets, zones, reachable squares, pushes and lines of sight.

These functions read a tournament and change nothing (their answers are kept in its cache for the moment).
"""

from __future__ import annotations

import functools
import heapq
from typing import NamedTuple

from ninjatable.games.ninja_all_stars.geometry import (
    DIRS,
    LINE_ENDS,
    Square,
    adjacent,
    distance,
    neighbours,
    rear_zone,
    sight_line,
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


class Fronts(dict[Square, tuple["Reach", ...]]):
    """For each square, the walks worth knowing: fewest dodges first, each one cheaper than the one before;
    with the walks that fit each budget asked so far (shared by every position with these walks)."""

    __slots__ = ("fitted",)

    def __init__(self, walks: dict[Square, tuple[Reach, ...]]) -> None:
        super().__init__(walks)
        self.fitted: dict[int, dict[Square, Reach]] = {}


def _fitting(fronts: Fronts, budget: int) -> dict[Square, Reach]:
    """Per square, the walk with the fewest dodges among those that fit the budget."""
    result = fronts.fitted.get(budget)
    if result is not None:
        return result
    result = {}
    for square, walks in fronts.items():
        for walk in walks:
            if walk.cost <= budget:
                result[square] = walk
                break
    fronts.fitted[budget] = result
    return result


def blocked_squares(state: Tournament) -> frozenset[Square]:
    """The squares of the lanterns, shrines, chests and the challenge's figures (for the moment)."""
    cache = state.cache()
    found = cache.get("blocked")
    if found is None:
        found = cache["blocked"] = (frozenset(state.lanterns) | frozenset(state.shrines) | frozenset(state.chests)
                                    | frozenset(state.figures))
    return found


def _enemy_zone(state: Tournament, seat: int) -> frozenset[Square]:
    """`enemy_zone_squares`, kept for the moment."""
    cache = state.cache()
    key = ("enemy-zone", seat)
    found = cache.get(key)
    if found is None:
        found = cache[key] = frozenset(enemy_zone_squares(state, seat))
    return found


@functools.lru_cache(maxsize=2048)
def box(start: Square, reach: int) -> frozenset[Square]:
    """The squares at most `reach` squares from `start` (a king's moves), the grid's edge ignored."""
    x, y = start
    return frozenset((i, j) for i in range(x - reach, x + reach + 1) for j in range(y - reach, y + reach + 1))


def _walks(state: Tournament, model: Model, budget: int, ignore_zones: bool | None) -> Fronts:
    assert model.pos is not None
    moon = model.cond.get("moon_power", 0) > 0
    if ignore_zones is None:
        ignore_zones = moon
    start = model.pos
    # a walk within the budget never looks further than this box
    around = box(start, budget)
    zone = frozenset() if ignore_zones else _enemy_zone(state, model.seat) & around
    near = around.intersection(state.occupied)
    return walks_from(state.arena, blocked_squares(state), near, start, budget, moon, zone)


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
    table = step_index_for(arena, blocked)
    if zone and (start in zone or any(distance(start, sq) <= budget for sq in zone)):
        return Fronts(_reach_dodging(start, budget, table, occupied, moon, zone))
    return Fronts({square: (reach,) for square, reach in _reach_plain(start, budget, table, occupied, moon).items()})


class StepIndex(NamedTuple):
    """The step table with squares numbered (x * height + y, so numbers sort like squares): the square of each
    number and, per number, the numbers of the squares a model may step to with what the step costs."""

    height: int
    size: int
    squares: tuple[Square, ...]
    steps: tuple[tuple[tuple[int, int], ...], ...]

    def numbers(self, squares: frozenset[Square]) -> set[int]:
        """The numbers of those of `squares` that lie on the grid."""
        height, width = self.height, self.size // self.height
        return {x * height + y for x, y in squares if 0 <= x < width and 0 <= y < height}


@functools.lru_cache(maxsize=32)
def step_index_for(arena: Arena, blocked: frozenset[Square]) -> StepIndex:
    """`step_table_for` with numbered squares (the neighbours in the same order)."""
    table = step_table_for(arena, blocked)
    height, size = arena.height, arena.width * arena.height
    squares = tuple((n // height, n % height) for n in range(size))
    steps = tuple(tuple((nxt[0] * height + nxt[1], cost) for nxt, cost in table[square]) for square in squares)
    return StepIndex(height, size, squares, steps)


_reach = tuple.__new__


def _reach_dodging(start: Square, budget: int, table: StepIndex, occupied: frozenset[Square], moon: bool,
                   zone: frozenset[Square]) -> dict[Square, tuple[Reach, ...]]:
    """Walks past enemy zones. A walk with fewer dodges is better; between equal dodges the cheaper. A
    cheaper walk with more dodges is kept too, since it may be the only one that fits a smaller budget or
    lead further: for every square and number of dodges the cheapest walk, unless a walk with fewer
    dodges costs no more."""
    # labels are dodges * size + square number; they leave the heap by dodges, then cost, then square
    size, squares, steps = table.size, table.squares, table.steps
    taken = table.numbers(occupied)
    zoned = table.numbers(zone)
    first = start[0] * table.height + start[1]
    costs = budget + 1
    cost_of: dict[int, int] = {first: 0}
    back: dict[int, int] = {}
    paths: dict[int, tuple[Square, ...]] = {first: ()}
    dodged: dict[int, tuple[Square, ...]] = {first: ()}
    cheapest: dict[int, int] = {}
    fronts: dict[int, list[Reach]] = {}
    heap: list[int] = [first]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        dodges, rest = divmod(pop(heap), costs * size)
        cost, here = divmod(rest, size)
        label = dodges * size + here
        if cost_of[label] < cost or cheapest.get(here, costs) <= cost:
            continue  # a better walk here is known, or one with fewer dodges that costs no more
        cheapest[here] = cost
        if label != first:
            came = back[label]
            path = paths[label] = paths[came] + (squares[here],)
            gone = came % size
            left = dodged[label] = dodged[came] + (squares[gone],) if gone in zoned else dodged[came]
            if here not in taken:
                walks = fronts.get(here)
                if walks is None:
                    fronts[here] = [_reach(Reach, (cost, path, left))]
                else:
                    walks.append(_reach(Reach, (cost, path, left)))
        leave = dodges + 1 if here in zoned else dodges
        label_base, key_base = leave * size, leave * costs
        for nxt, step in steps[here]:
            ncost = cost + step
            if ncost > budget or (not moon and nxt in taken):
                continue
            nxt_label = label_base + nxt
            old = cost_of.get(nxt_label)
            if old is None or ncost < old:
                cost_of[nxt_label] = ncost
                back[nxt_label] = label
                push(heap, (key_base + ncost) * size + nxt)
    fronts.pop(first, None)
    return {squares[here]: tuple(walks) for here, walks in fronts.items()}


def _reach_plain(start: Square, budget: int, table: StepIndex, occupied: frozenset[Square],
                 moon: bool) -> dict[Square, Reach]:
    """Reachable squares when no enemy zone is in the way (no dodges): plain cheapest paths."""
    size, squares, steps = table.size, table.squares, table.steps
    taken = table.numbers(occupied)
    first = start[0] * table.height + start[1]
    best: dict[int, int] = {first: 0}
    back: dict[int, int] = {}
    # a square's path is known once it leaves the heap at its final cost: its predecessor left earlier
    paths: dict[int, tuple[Square, ...]] = {first: ()}
    heap: list[int] = [first]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        cost, here = divmod(pop(heap), size)
        if best[here] < cost:
            continue
        if here != first:
            paths[here] = paths[back[here]] + (squares[here],)
        for nxt, step in steps[here]:
            ncost = cost + step
            if ncost > budget or (not moon and nxt in taken):
                continue
            old = best.get(nxt)
            if old is None or ncost < old:
                best[nxt] = ncost
                back[nxt] = here
                push(heap, ncost * size + nxt)
    return {squares[here]: _reach(Reach, (cost, paths[here], ())) for here, cost in best.items()
            if here != first and here not in taken}


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


@functools.lru_cache(maxsize=32)
def obscuring_squares(arena: Arena) -> frozenset[Square]:
    """The squares whose terrain blocks sight between models on the ground."""
    return frozenset(sq for sq in arena.squares() if arena.at(sq).obscuring)


#: the sight lines between two squares, by number (any one clear gives sight, whichever comes first)
LINES = range(len(LINE_ENDS))


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
    block, and so does the viewer's own rear zone (a model standing in it is not seen). From or to elevated terrain, ground terrain and models
    are ignored but other elevated squares outside the elevated model's zone, or of another element, block;
    between two elevated models only elevated models and other elements on the line block.
    """
    if a_sq == b_sq:
        return True
    rear = set(rear_zone(a_sq, facing)) if facing is not None else set()
    if b_sq in rear:
        return False  # sight is drawn only through the front zone: the rear zone itself is unseen
    a_el = is_elevated(state, a_sq)
    b_el = is_elevated(state, b_sq)
    if not a_el and not b_el:
        walls = obscuring_squares(state.arena)
        lanterns, shrines, chests, occupied, models = (state.lanterns, state.shrines, state.chests, state.occupied,
                                                       state.models)
        for which in LINES:
            for square in sight_line(a_sq, b_sq, which):
                if square in rear or square in walls or square in lanterns or square in shrines or square in chests:
                    break
                seen = occupied.get(square)
                if seen is not None and seen not in ignore and not models[seen].stealth:
                    break
            else:
                return True
        return False
    blocking = {sq: m for sq, m in state.occupied_models().items() if not m.stealth and m.id not in ignore}
    elem = state.arena.element_of
    if a_el and b_el:
        mode, first, second = 2, a_sq, b_sq
    elif a_el:
        mode, first, second = 1, a_sq, b_sq
    else:
        mode, first, second = 1, b_sq, a_sq
    fe, se = elem.get(first, -1), elem.get(second, -1)
    for which in LINES:
        clear = True
        for square in sight_line(a_sq, b_sq, which):
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
    here = model.pos
    # the nearest first: their lines are the shortest and the likeliest to be clear (the answer is the same)
    enemies = sorted((max(abs(other.pos[0] - here[0]), abs(other.pos[1] - here[1])), other.id, other.pos,
                      other.facing) for other in state.models if other.seat != model.seat and other.pos is not None)
    for _, other_id, there, facing in enemies:
        if sight_between(state, there, here, facing, frozenset((other_id, model_id))):
            return True
    return False


def in_lantern_light(state: Tournament, model: Model) -> bool:
    """Is the ninja next to a lantern (in its light, where Stealth is lost and cannot be taken)?"""
    return model.pos is not None and any(adjacent(model.pos, lantern) for lantern in state.lanterns)


def within(a: Square, b: Square, reach: int) -> bool:
    return distance(a, b) <= reach
