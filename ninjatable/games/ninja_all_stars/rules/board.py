"""The ninja on the grid: movement budgets, zones, reachable squares, pushes and lines of sight.

These functions read a tournament and change nothing (their answers are kept in its cache for the moment).
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections.abc import Iterator, Mapping
from typing import Any, NamedTuple

from ninjatable.games.ninja_all_stars.geometry import (
    DIRS,
    LINE_ENDS,
    LINE_SHAPES,
    Square,
    adjacent,
    distance,
    doubtful_bits,
    line_bits,
    line_shape,
    neighbours,
    rear_zone,
    set_bits,
    shape_key,
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


def enemies_within(state: Tournament, model: Model, reach: int) -> list[tuple[Model, Square]]:
    """The enemies on the board within `reach` squares of the model that are not in Stealth, with their
    squares, in the order of the models."""
    assert model.pos is not None
    x, y = model.pos
    return [(enemy, (ex, ey)) for enemy, (ex, ey) in _unhidden_enemies(state, model.seat)
            if -reach <= ex - x <= reach and -reach <= ey - y <= reach]


def _unhidden_enemies(state: Tournament, seat: int) -> list[tuple[Model, Square]]:
    """The enemies of `seat` on the board and not in Stealth, with their squares, in the order of the models
    (kept for the moment, unless a command is being carried out)."""
    key = ("unhidden-enemies", seat)
    cache = state.cache()
    found = cache.get(key) if state.steady() else None
    if found is None:
        found = [(m, m.pos) for m in state.models if m.seat != seat and m.pos is not None and not m.stealth]
        if state.steady():
            cache[key] = found
    return found


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
              ignore_zones: bool | None = None) -> Reaches:
    """Every square the model can move to with `budget` movement points (by default what its activation
    has left, or its full MV before it is activated), with the cheapest path that needs the fewest dodges.

    A model may step to any of the eight neighbouring squares not taken by another model (Moon Power passes
    through models and ignores zones) and never onto a lantern, shrine or chest. Leaving a square in an
    enemy's zone is a dodge.
    """
    model = state.models[model_id]
    if model.pos is None:
        return NOWHERE
    if budget is None:
        budget = move_budget(state, model)
    if budget <= 0:
        return NOWHERE
    key = ("reach", model_id, budget, ignore_zones)
    cache = state.cache()
    found = cache.get(key)
    if found is not None:
        return found
    widest_key = ("reach-widest", model_id, ignore_zones)
    wider = cache.get(widest_key)
    if wider is not None and wider[0] >= budget:
        # the walks found for a larger budget hold every walk that fits this one
        result = wider[1].fitting(budget)
    else:
        walks = _walks(state, model, budget, ignore_zones)
        cache[widest_key] = (budget, walks)
        result = walks.fitting(budget)
    cache[key] = result
    return result


_reach = tuple.__new__


@dataclasses.dataclass(frozen=True, eq=False, slots=True)
class Grid:
    """The ground under one set of markers as bit masks, for searching many squares at once. Bit `(x + 1) *
    stride + y + 1` stands for square (x, y); a border one bit wide around the grid is never open, so a shift
    by a neighbour's offset never wraps from one column into the next. Bits rise in the order squares sort.
    One grid per ground and markers (`grid_for`), so a grid is known by its identity."""

    stride: int
    #: squares on the grid a model may stand on (no lantern, shrine, chest or figure)
    open: int
    elevated: int
    #: a step onto these costs 1 from anywhere; `high_level` 1 from elevated ground (3 from below)
    level: int
    high_level: int
    #: a step onto these costs 2 from anywhere; `high_rough` 2 from elevated ground (3 from below)
    rough: int
    high_rough: int
    #: the square of each bit
    squares: tuple[Square | None, ...]
    #: the mask of each square alone
    single: dict[Square, int]
    #: the neighbours' bit offsets, in the order of `DIRS`
    offsets: tuple[int, ...]
    #: per bit, the bits of its neighbours
    around: tuple[int, ...]
    #: `_box_bits` worked out so far, by start and reach (shared by every grid of the arena)
    boxes: dict[int, int]
    #: for the neighbours of a bit shifted down so that its north-west neighbour is bit 0: the bits set, in the
    #: order of `DIRS` (see `_met`; shared by every grid of the arena)
    meets: dict[int, tuple[int, ...]]

    def bit(self, square: Square) -> int:
        return (square[0] + 1) * self.stride + square[1] + 1


@functools.lru_cache(maxsize=32)
def grid_for(arena: Arena, blocked: frozenset[Square]) -> Grid:
    """The bit masks of `arena` with the squares in `blocked` closed (every grid of an arena shares the tables
    of the open ground's)."""
    if blocked:
        ground = grid_for(arena, frozenset())
        closed = sum(map(ground.single.get, blocked, itertools.repeat(0)))
        open_, elevated = ground.open & ~closed, ground.elevated & ~closed
        difficult = (ground.rough | ground.high_rough) & ~closed
        return dataclasses.replace(ground, open=open_, elevated=elevated, level=open_ & ~elevated & ~difficult,
                                   high_level=elevated & ~difficult, rough=difficult & ~elevated,
                                   high_rough=elevated & difficult)
    width, height = arena.width, arena.height
    stride = height + 2
    squares: list[Square | None] = [None] * ((width + 2) * stride)
    open_ = elevated = difficult = 0
    for x in range(width):
        for y in range(height):
            index = (x + 1) * stride + y + 1
            squares[index] = (x, y)
            open_ |= 1 << index
            terrain = arena.at((x, y))
            if terrain.elevated:
                elevated |= 1 << index
            if terrain.difficult:
                difficult |= 1 << index
    level = open_ & ~elevated & ~difficult
    offsets = tuple(dx * stride + dy for dx, dy in DIRS)
    around = tuple(_spread(1 << i, stride) if i >= stride + 1 else 0 for i in range(len(squares)))
    _cover_bytes((len(squares) + 7) // 8 + 1)  # every mask of this grid fits
    single = {square: 1 << index for index, square in enumerate(squares) if square is not None}
    return Grid(stride, open_, elevated, level, elevated & ~difficult, difficult & ~elevated, elevated & difficult,
                tuple(squares), single, offsets, around, {}, {})


def _spread(m: int, stride: int) -> int:
    """Every square next to a square of `m`: the squares above and below, then those three columns shifted
    one column both ways (for an `m` without bit 0, which is the grid's border)."""
    column = m << 1 | m >> 1
    three = m | column
    return column | three << stride | three >> stride


class Walks:
    """What one search of a model's walks found. Walks are labelled by their number of dodges and their cost:
    for each number of dodges `levels[d][c]` holds the squares first reached with d dodges at cost c, unless a
    walk with fewer dodges gets there for no more (each such walk is one worth knowing: fewer dodges, or
    cheaper than those with fewer). A square's walk itself is traced back only when someone asks for it.
    Shared by every position with the same ground, markers, models and zones near the start."""

    __slots__ = ("grid", "start", "budget", "zone", "levels", "order", "fitted", "kept", "labelled")

    def __init__(self, grid: Grid, start: int, budget: int, zone: int, levels: list[list[int]],
                 order: list[int]) -> None:
        self.grid = grid
        self.start = start
        self.budget = budget
        self.zone = zone
        self.levels = levels
        #: the squares a model may end on (as bits), in the order the moves are listed
        self.order = order
        #: per budget, the squares with a walk that fits it in that order, as bits (`Fitted`)
        self.fitted: dict[int, Fitted] = {}
        #: per budget, anything worked out from those squares (see `Reaches.kept`)
        self.kept: dict[int, dict[Any, Any]] = {}
        #: per budget, the dodges and cost of each square's walk (see `label`), by bit
        self.labelled: dict[int, dict[int, tuple[int, int]]] = {}

    def fitting(self, budget: int) -> Reaches:
        """The squares with a walk that fits the budget, each with the walk with the fewest dodges."""
        fitted = self.fitted.get(budget)
        if fitted is None:
            if budget >= self.budget:
                chosen = self.order
            else:
                fits = 0
                for costs in self.levels:
                    for found in costs[:budget + 1]:
                        fits |= found
                chosen = list(filter(set(_bits(fits)).__contains__, self.order))
            fitted = self.fitted[budget] = Fitted(self.grid, chosen)
        return Reaches(self, budget, fitted)

    def label(self, here: int, budget: int) -> tuple[int, int]:
        """The dodges and the cost of the walk to bit `here` with the fewest dodges that fits `budget`."""
        labels = self.labelled.get(budget)
        if labels is None:
            # the first square asked about (a move carried out) is looked up alone; from the second on (the
            # computer weighing squares) every square is labelled at once
            self.labelled[budget] = {}
            for dodges, costs in enumerate(self.levels):
                for cost, found in enumerate(costs[:budget + 1]):
                    if found >> here & 1:
                        return dodges, cost
            raise KeyError(here)
        if not labels:
            for dodges, costs in enumerate(self.levels):
                for cost, found in enumerate(costs[:budget + 1]):
                    if found:
                        for bit in _bits(found):
                            labels.setdefault(bit, (dodges, cost))
        return labels[here]

    def reach(self, square: Square, budget: int) -> Reach:
        """The walk to `square` with the fewest dodges that fits `budget` (then the cheapest), traced back
        step by step: the step into each square comes from the neighbour whose walk the search took first
        (fewer dodges, then cheaper, then the lower square)."""
        grid, levels, zone = self.grid, self.levels, self.zone
        elevated, rough, squares, around = grid.elevated, grid.rough | grid.high_rough, grid.squares, grid.around
        here = grid.bit(square)
        dodges, cost = self.label(here, budget)
        total = cost
        path: list[Square] = []
        left: list[Square] = []
        while here != self.start or cost:
            path.append(squares[here])  # type: ignore[arg-type]
            # what the step into `here` cost (`step_cost`): from elevated ground `into`, from below `climb`
            into = 2 if rough >> here & 1 else 1
            climb = 3 if elevated >> here & 1 else into
            # the neighbours it may have come from, by the dodges and cost of their walks: leaving a zone square
            # was a dodge, and the step cost `into` from elevated ground, `climb` from below
            beside = around[here]
            zoned = beside & zone
            came_from = 0
            for was, ground in ((dodges - 1, zoned), (dodges, beside ^ zoned)):
                if was < 0 or not ground:
                    continue
                high = ground & elevated
                low = ground ^ high
                costs = levels[was]
                if into == climb:
                    if cost >= into:
                        came_from = ground & costs[cost - into]
                else:  # from below the step cost more: its walk cost less
                    if cost >= climb:
                        came_from = low & costs[cost - climb]
                    if not came_from and cost >= into:
                        came_from = high & costs[cost - into]
                if came_from:
                    dodges, cost = was, cost - (into if elevated & came_from & -came_from else climb)
                    break
            assert came_from, "every square reached has a square it was reached from"
            here = (came_from & -came_from).bit_length() - 1
            if zone >> here & 1:
                left.append(squares[here])  # type: ignore[arg-type]
        path.reverse()
        left.reverse()
        return _reach(Reach, (total, tuple(path), tuple(left)))


class Fitted:
    """The squares with a walk that fits one budget, in the order the moves are listed: as bits of the grid,
    and (made on first asking: listing the moves needs only the bits) as squares."""

    __slots__ = ("grid", "bits", "_order", "_squares")

    def __init__(self, grid: Grid | None, bits: list[int]) -> None:
        self.grid = grid
        self.bits = bits
        self._order: list[Square] | None = None
        self._squares: dict[Square, None] | None = None

    def order(self) -> list[Square]:
        found = self._order
        if found is None:
            # (every bit of a walk stands for a square: `filter` only tells the type checker so)
            squares = self.grid.squares if self.grid is not None else ()
            found = self._order = list(filter(None, map(squares.__getitem__, self.bits)))
        return found

    def squares(self) -> dict[Square, None]:
        found = self._squares
        if found is None:
            found = self._squares = dict.fromkeys(self.order())
        return found


class Reaches(Mapping[Square, Reach]):
    """The squares a model can reach within one budget, in the order the moves are listed, each with its walk
    (traced on first asking). Listing the squares costs nothing more than the search. Shared by every
    position with the same walks, and so is what `kept` holds: anything worked out from these squares."""

    __slots__ = ("walks", "budget", "fitted", "made", "kept")

    def __init__(self, walks: Walks | None, budget: int, fitted: Fitted) -> None:
        self.walks = walks
        self.budget = budget
        self.fitted = fitted
        self.made: dict[Square, Reach] = {}
        # (the walks keep nothing of this object, so that no cycle outlives its last use)
        self.kept: dict[Any, Any] = walks.kept.setdefault(budget, {}) if walks is not None else {}

    @property
    def bits(self) -> list[int]:
        """The squares as bits of the walks' grid."""
        return self.fitted.bits

    @property
    def order(self) -> list[Square]:
        return self.fitted.order()

    @property
    def squares(self) -> dict[Square, None]:
        return self.fitted.squares()

    def __getitem__(self, square: Square) -> Reach:
        found = self.made.get(square)
        if found is None:
            if square not in self.squares:
                raise KeyError(square)
            assert self.walks is not None
            found = self.made[square] = self.walks.reach(square, self.budget)
        return found

    def __contains__(self, square: object) -> bool:
        return square in self.squares

    def effort(self, square: Square) -> tuple[int, int]:
        """How many dodges the walk to `square` needs and what it costs, without tracing it."""
        if square not in self.squares:
            raise KeyError(square)
        assert self.walks is not None
        dodges, cost = self.walks.label(self.walks.grid.bit(square), self.budget)
        return dodges, cost

    def __iter__(self) -> Iterator[Square]:
        return iter(self.order)

    def __len__(self) -> int:
        return len(self.fitted.bits)

    def __repr__(self) -> str:
        return f"Reaches({dict(self.items())!r})"


#: no square at all (a model off the board, or with no movement left)
NOWHERE = Reaches(None, 0, Fitted(None, []))


def blocked_squares(state: Tournament) -> frozenset[Square]:
    """The squares of the lanterns, shrines, chests and the challenge's figures (for the moment)."""
    cache = state.cache()
    found = cache.get("blocked")
    if found is None:
        found = cache["blocked"] = frozenset(itertools.chain(state.lanterns, state.shrines, state.chests,
                                                             state.figures))
    return found


def _grid(state: Tournament) -> Grid:
    """The grid of the ground under the markers of the moment."""
    cache = state.cache()
    found = cache.get("grid")
    if found is None:
        found = cache["grid"] = grid_for(state.arena, blocked_squares(state))
    return found


def _taken_bits(state: Tournament, grid: Grid) -> int:
    """The squares taken by models, as `grid` bits (for the moment)."""
    cache = state.cache()
    found = cache.get("taken-bits")
    if found is None:
        found = cache["taken-bits"] = sum(map(grid.single.__getitem__, state.occupied))
    return found


def _enemy_zone_bits(state: Tournament, grid: Grid, seat: int) -> int:
    """`enemy_zone_squares` as `grid` bits, the squares just off the grid or under a marker included (for the
    moment)."""
    cache = state.cache()
    key = ("enemy-zone-bits", seat)
    found = cache.get(key)
    if found is None:
        around, stride, models = grid.around, grid.stride, state.models
        found = 0
        for (x, y), model_id in state.occupied.items():
            other = models[model_id]
            if other.seat != seat and has_zone(state, other):
                found |= around[(x + 1) * stride + y + 1]
        cache[key] = found
    return found


def _box_bits(grid: Grid, start: int, reach: int) -> int:
    """The bits at most `reach` squares from bit `start` (a king's moves), the grid's border included."""
    key = start << 8 | reach
    found = grid.boxes.get(key)
    if found is None:
        stride = grid.stride
        x, y = divmod(start, stride)
        column = 0
        for row in range(max(0, y - reach), min(stride, y + reach + 1)):
            column |= 1 << row
        found = 0
        for col in range(max(0, x - reach), min(len(grid.squares) // stride, x + reach + 1)):
            found |= column << (col * stride)
        grid.boxes[key] = found
    return found


def _walks(state: Tournament, model: Model, budget: int, ignore_zones: bool | None) -> Walks:
    assert model.pos is not None
    moon = model.cond.get("moon_power", 0) > 0
    if ignore_zones is None:
        ignore_zones = moon
    grid, taken = _ground_bits(state)
    start = (model.pos[0] + 1) * grid.stride + model.pos[1] + 1
    # a walk within the budget never looks further than this box
    around = grid.boxes.get(start << 8 | budget) or _box_bits(grid, start, budget)
    zone = 0 if ignore_zones else _enemy_zone_bits(state, grid, model.seat) & around
    return walks_from(grid, taken & around, start, budget, moon, zone)


def _ground_bits(state: Tournament) -> tuple[Grid, int]:
    """The grid of the ground under the moment's markers, and the squares taken by models as its bits (for
    the moment)."""
    cache = state.cache()
    found = cache.get("ground-bits")
    if found is None:
        grid = _grid(state)
        found = cache["ground-bits"] = grid, _taken_bits(state, grid)
    return found


#: how many searches of reachable squares are remembered; positions repeat a lot in the computer's search,
#: where every sampled world starts from the same board.
WALKS_REMEMBERED = 256


@functools.lru_cache(maxsize=WALKS_REMEMBERED)
def walks_from(grid: Grid, taken: int, start: int, budget: int, moon: bool, zone: int) -> Walks:
    """The walks from bit `start` within `budget`, from exactly what decides them: the ground and its markers,
    the squares taken and in enemy zones within `budget` squares of the start (a walk never gets further;
    zone squares off the grid or under a marker count too), and Moon Power (which passes through models and
    ignores zones)."""
    levels = _levels(grid, start, budget, taken, zone & grid.open, moon)
    if zone:
        order = _by_walk(levels, taken | 1 << start)
    else:
        order = _by_discovery(grid, levels[0], start, budget, taken, moon)
    return Walks(grid, start, budget, zone & grid.open, levels, order)


def _levels(grid: Grid, first: int, budget: int, taken: int, zoned: int, moon: bool) -> list[list[int]]:
    """The walks worth knowing, by dodges and cost. Leaving a square in an enemy zone is a dodge: a walk with
    fewer dodges is better, between equal dodges the cheaper. A cheaper walk with more dodges is kept too,
    since it may be the only one that fits a smaller budget or lead further: for every square and number of
    dodges the cheapest walk, unless a walk with fewer dodges costs no more. Entering difficult ground costs
    2, climbing onto elevated ground from below 3, any other step 1; no step onto a square taken by a model
    (unless with Moon Power)."""
    free = grid.open if moon else grid.open & ~taken
    ground = _Ground(grid.level & free, grid.high_level & free, grid.rough & free, grid.high_rough & free,
                     grid.elevated, grid.elevated & free, zoned, grid.stride)
    costs = budget + 1
    # the walks without a dodge begin on the start
    found, leaving, first_dodge, last_dodge = _sweep(ground, [1 << first] + [0] * budget, free & ~(1 << first), None,
                                                     [0] * costs, 0, -1)
    levels = [found]
    # per cost, the squares that no walk with fewer dodges reaches for no more
    unbeaten = [grid.open] * costs
    while last_dodge >= 0:
        so_far = 0
        for cost in range(costs):
            so_far |= found[cost]
            unbeaten[cost] &= ~so_far
        # the walks with one dodge more go on from the zone squares the walks of the level below left
        found, leaving, first_dodge, last_dodge = _sweep(ground, [0] * costs, free, unbeaten, leaving, first_dodge,
                                                         last_dodge)
        levels.append(found)
    return levels


class _Ground(NamedTuple):
    """The masks one search of walks steps on: the ground a step enters for 1 from anywhere (`level`), for 1
    from elevated ground (`high_level`), for 2 from anywhere (`rough`), for 2 from elevated ground
    (`high_rough`), every elevated square, those a climb from below enters (for 3), the enemy zones."""

    level: int
    high_level: int
    rough: int
    high_rough: int
    elevated: int
    climb: int
    zoned: int
    stride: int


def _sweep(ground: _Ground, found: list[int], unreached: int, unbeaten: list[int] | None, dodging: list[int],
           first_dodge: int, last_dodge: int) -> tuple[list[int], list[int], int, int]:
    """One level of `_levels`, cost after cost: the squares each cost first reaches (`found`, holding the start
    at cost 0 for the first level), from the squares walked on and the zone squares the level below left at
    each cost (`dodging`, from `first_dodge` to `last_dodge`); a square is kept only where no walk with fewer
    dodges gets there for no more (`unbeaten`, None for the first level). Returns what it found, the zone
    squares its walks leave by cost, and the lowest and the highest of those costs (-1: none)."""
    level, high_level, rough, high_rough, elevated, climb, zoned, stride = ground
    costs = len(found)
    leaving = [0] * costs
    first_leave, last_leave = costs, -1
    # the squares next to those walked on from one, two and three costs ago (a step onto level ground arrives
    # one cost later, onto rough ground two, a climb three); once a walk is on elevated ground, also those next
    # to the squares walked on from elevated ground (`high_`) and from below (`low_`)
    one = two = three = high_one = high_two = low_one = low_two = low_three = 0
    uphill = False
    for cost in range(first_dodge, costs):
        if not uphill:
            new = one & level | two & rough | three & climb
        else:
            new = one & level | high_one & high_level | two & rough | high_two & high_rough | low_three & climb
        if new:
            new &= unreached
            unreached ^= new
            kept = found[cost] = new & unbeaten[cost] if unbeaten is not None else new
        else:
            kept = found[cost]
        walked_from = dodging[cost]
        if kept:
            left = kept & zoned
            if left:
                leaving[cost] = left
                first_leave = min(first_leave, cost)
                last_leave = cost
                walked_from |= kept ^ left
            else:
                walked_from |= kept
        high = walked_from & elevated
        if not high:
            if not walked_from and not (one or two) and cost >= last_dodge:
                break  # nothing walked on from in the last three costs and no dodge to come: no step arrives later
            # `_spread`, written out: this is the search's innermost step
            column = walked_from << 1 | walked_from >> 1
            centre = walked_from | column
            three, two, one = two, one, column | centre << stride | centre >> stride
            if uphill:
                high_two, high_one = high_one, 0
                low_three, low_two, low_one = low_two, low_one, one
            continue
        if not uphill:  # until now every square walked on from was below
            uphill = True
            low_three, low_two, low_one = three, two, one
        spread, spread_high, spread_low = _spread_split(walked_from, high, stride)
        three, two, one = two, one, spread
        high_two, high_one = high_one, spread_high
        low_three, low_two, low_one = low_two, low_one, spread_low
    return found, leaving, first_leave, last_leave


def _spread_split(walked_from: int, high: int, stride: int) -> tuple[int, int, int]:
    """The squares next to `walked_from`: all of them, those next to its elevated squares `high`, and those
    next to the others."""
    if high == walked_from:
        up = _spread(walked_from, stride)
        return up, up, 0
    up, down = _spread(high, stride), _spread(walked_from ^ high, stride)
    return up | down, up, down


#: for byte k of a mask and its value v, entry k * 256 + v: the bits v stands for (grown to the widest grid)
_BYTE_BITS: list[tuple[int, ...]] = []


def _cover_bytes(count: int) -> None:
    """Grow `_BYTE_BITS` to masks of `count` bytes."""
    for k in range(len(_BYTE_BITS) // 256, count):
        _BYTE_BITS.extend(tuple(k * 8 + i for i in range(8) if value >> i & 1) for value in range(256))


def _bits(m: int) -> list[int]:
    """The bits set in `m` (a mask of a grid, whose bytes `_BYTE_BITS` covers), lowest first."""
    if m.bit_count() <= 4:  # a few bits: taking the lowest one at a time is quicker
        return set_bits(m)
    found: list[int] = []
    table = _BYTE_BITS
    first = ((m & -m).bit_length() - 1) >> 3  # the bytes below the lowest bit are all zero
    k = first << 8
    for value in (m >> (first << 3)).to_bytes(((m.bit_length() + 7) >> 3) - first, "little"):
        if value:
            found += table[k + value]
        k += 256
    return found


def _by_walk(levels: list[list[int]], left_out: int) -> list[int]:
    """The squares ended on in the order their best walks are found: fewest dodges, then cost, then square."""
    order: list[int] = []
    # the walks without a dodge reach each square at one cost only (cost 0: the start), never a taken square
    first = levels[0]
    for found in first[1:]:
        if found:
            order += _bits(found)
    unseen = ~(left_out | sum(first))
    for costs in levels[1:]:
        for found in costs:
            new = found & unseen
            if new:
                unseen ^= new
                order += _bits(new)
    return order


def _by_discovery(grid: Grid, costs: list[int], first: int, budget: int, taken: int, moon: bool) -> list[int]:
    """With no dodge to make, the squares in the order a cheapest-first search meets them: the squares walked
    on by cost, then square, and around each the neighbours it first meets in the order of `DIRS`."""
    free = grid.open if moon else grid.open & ~taken
    elevated = grid.elevated
    level = grid.level & free
    around, stride, meets = grid.around, grid.stride, grid.meets
    order: list[int] = []
    unseen = free & ~(1 << first)
    for cost, found in enumerate(costs):
        left = budget - cost
        if left <= 0:
            break
        # what a step may enter with `left` points: from elevated ground, and from below (never more)
        if left >= 3:
            from_high = from_low = free
        elif left == 2:
            from_high, from_low = free, free & ~elevated
        else:
            from_high, from_low = level | grid.high_level & free, level
        # the squares a step may enter that no square walked on before has met (taken out as they are met)
        high = found & elevated if from_high != from_low else 0
        avail_low = from_low & unseen
        avail_high = from_high & unseen if high else avail_low
        were = avail_high
        for here in _bits(found):
            if high and high >> here & 1:
                new = around[here] & avail_high
                if not new:
                    continue
                avail_high ^= new
                avail_low &= ~new
            else:
                new = around[here] & avail_low
                if not new:
                    continue
                avail_low ^= new
                if high:
                    avail_high ^= new
                else:
                    avail_high = avail_low
            if new.bit_count() == 1:
                order.append(new.bit_length() - 1)
            else:
                corner = here - stride - 1
                ahead = new >> corner
                met = meets.get(ahead) or _met(grid, ahead)
                order += map(corner.__add__, met)
        unseen ^= were ^ avail_high
    # without Moon Power no step enters a taken square; with it, a walk passes through but does not end there
    return [here for here in order if not taken >> here & 1] if moon else order


def _met(grid: Grid, ahead: int) -> tuple[int, ...]:
    """The bits of `ahead` (the neighbours of a square, shifted down so that its north-west neighbour is bit 0)
    in the order of `DIRS`."""
    corner = grid.stride + 1
    found = grid.meets[ahead] = tuple(corner + o for o in grid.offsets if ahead >> (corner + o) & 1)
    return found


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


def ground_blockers(state: Tournament) -> int:
    """The squares that block sight between two models on the ground, as bits `x * height + y`: obscuring
    terrain, lanterns, shrines, chests, the challenge's Samurai figures and the models not in Stealth (kept
    for the moment, unless a command is being carried out)."""
    if not state.steady():
        return _ground_blockers(state)
    cache = state.cache()
    found = cache.get("sight-blockers")
    if found is None:
        found = cache["sight-blockers"] = _ground_blockers(state)
    return found


def _ground_blockers(state: Tournament) -> int:
    height = state.arena.height
    found = _fixed_blockers(state.arena, blocked_squares(state))
    models = state.models
    for (x, y), model_id in state.occupied.items():
        if not models[model_id].stealth:
            found |= 1 << (x * height + y)
    return found


@functools.lru_cache(maxsize=32)
def _fixed_blockers(arena: Arena, markers: frozenset[Square]) -> int:
    """The obscuring terrain of `arena` and the squares of `markers`, as bits `x * height + y`."""
    return sum(1 << (x * arena.height + y) for x, y in obscuring_squares(arena) | markers)


def _rectangle(dx: int, dy: int, height: int) -> tuple[int, int]:
    """The squares of the rectangle between a square and the square `dx` columns and `dy` rows away, those two
    left out, as bits `x * height + y` shifted up by the second number: shifting by the first square's bit
    and back down gives the rectangle from that square (worked out once for every offset and height)."""
    key = shape_key(dx, dy, height)
    columns, rows = abs(dx) + 1, abs(dy) + 1
    column = (1 << rows) - 1
    # one bit at the foot of every column: (2^(n*h) - 1) / (2^h - 1) = 1 + 2^h + ... + 2^((n-1)h)
    feet = ((1 << (columns * height)) - 1) // ((1 << height) - 1)
    shift = -(min(0, dx) * height + min(0, dy))
    found = _RECTANGLES[key] = column * feet & ~(1 << shift | 1 << (shift + dx * height + dy)), shift
    return found


#: `_rectangle` by offset and height packed into one number (`shape_key`; a few thousand per grid height at most)
_RECTANGLES: dict[int, tuple[int, int]] = {}


def _ground_sight(state: Tournament, a_sq: Square, b_sq: Square, rear: set[Square], ignore: frozenset[int],
                  blockers: int | None) -> bool:
    """Sight between two models on the ground: any one of the sight lines clear of blocking squares."""
    height = state.arena.height
    if blockers is None:
        blockers = ground_blockers(state)
    for model_id in ignore:
        there = state.models[model_id].pos
        if there is not None:
            blockers &= ~(1 << (there[0] * height + there[1]))
    for x, y in rear:
        if 0 <= y < height and x >= 0:
            blockers |= 1 << (x * height + y)
    return _clear_line(a_sq, b_sq, blockers, height)


def _clear_line(a_sq: Square, b_sq: Square, blockers: int, height: int) -> bool:
    """Is any sight line between the two squares clear of `blockers` (the squares of its ends never block)?
    Sight needs one clear line: a line is looked at only when those before it are blocked, and drawn in full
    only when its shape, the squares it passes wherever it is drawn, is clear and leaves doubtful points."""
    # every sight line runs inside the rectangle of its two ends: only what stands there counts
    (ax, ay), (bx, by) = a_sq, b_sq
    dx, dy = bx - ax, by - ay
    shaped = shape_key(dx, dy, height)
    rectangle, shift = _RECTANGLES.get(shaped) or _rectangle(dx, dy, height)
    at = ax * height + ay
    inside = blockers & rectangle << at >> shift
    if not inside:
        return True
    shapes = LINE_SHAPES
    for which in LINES:
        mask, raised, doubtful = shapes.get(shaped | which) or line_shape(dx, dy, which, height)
        if inside & mask << at >> raised:
            continue  # a square the line passes wherever it is drawn blocks it
        # the shape is clear: the line is too unless one of its doubtful points falls on a blocker
        if not doubtful or not inside & doubtful_bits(a_sq, b_sq, which, height, doubtful):
            return True
    return False


def _sight_on_ground(a_sq: Square, b_sq: Square, rear: int, blockers: int, height: int) -> bool:
    """Sight from a model on the ground whose rear zone is `rear` (as `_rear_bits`; 0 when it may turn) to a
    square on the ground: drawn only through the front zone, so the rear zone is unseen and blocks."""
    if rear >> (b_sq[0] * height + b_sq[1]) & 1:
        return False
    return _clear_line(a_sq, b_sq, blockers | rear, height)


def _rear_bits(square: Square, facing: int, height: int) -> int:
    """The rear zone of a model on `square` facing `facing`, as bits `x * height + y` (squares off the grid's
    top, bottom and left left out)."""
    key = ((square[0] << 8 | square[1]) << 8 | height) << 3 | facing
    found = _REARS.get(key)
    if found is None:
        found = _REARS[key] = sum(1 << (x * height + y) for x, y in rear_zone(square, facing)
                                  if 0 <= y < height and x >= 0)
    return found


#: `_rear_bits` by square, height and facing packed into one number (a few thousand at most)
_REARS: dict[int, int] = {}


def sight_between(state: Tournament, a_sq: Square, b_sq: Square, facing: int | None,
                  ignore: frozenset[int] = frozenset(), blockers: int | None = None) -> bool:
    """Line of sight from a model on `a_sq` (facing `facing`; None: it may turn freely) to `b_sq`.

    Models block (those in Stealth do not), obscuring terrain, lanterns, shrines, chests, Samurai figures
    and structures block, and so does the viewer's own rear zone (a model standing in it is not seen). From or to elevated terrain, ground terrain and models
    are ignored but other elevated squares outside the elevated model's zone, or of another element, block;
    between two elevated models only elevated models and other elements on the line block. `blockers` may
    bring `ground_blockers` for this moment, when many lines are drawn in it.
    """
    if a_sq == b_sq:
        return True
    a_el = is_elevated(state, a_sq)
    b_el = is_elevated(state, b_sq)
    if a_el != b_el:
        # only the ground decides: the answer is the same for every position on this arena
        known = _high_sight(state.arena)
        key = (((a_sq[0] << 8 | a_sq[1]) << 8 | b_sq[0]) << 8 | b_sq[1]) << 4 | (8 if facing is None else facing)
        found = known.get(key)
        if found is None:
            if len(known) >= HIGH_SIGHT_KEPT:
                known.clear()
            found = known[key] = _sight_square_by_square(state, a_sq, b_sq, facing, ignore, blockers)
        return found
    return _sight_square_by_square(state, a_sq, b_sq, facing, ignore, blockers)


@functools.lru_cache(maxsize=32)
def _high_sight(arena: Arena) -> dict[int, bool]:
    """Sight between a model on elevated ground and one below on `arena`, as found so far, by the two squares
    and the viewer's facing packed into one number (numbers only); emptied when it holds `HIGH_SIGHT_KEPT`."""
    return {}


HIGH_SIGHT_KEPT = 50_000


def _sight_square_by_square(state: Tournament, a_sq: Square, b_sq: Square, facing: int | None,
                            ignore: frozenset[int], blockers: int | None) -> bool:
    """`sight_between`, worked out square by square (also between two models on the ground)."""
    rear = set(rear_zone(a_sq, facing)) if facing is not None else set()
    if b_sq in rear:
        return False  # sight is drawn only through the front zone: the rear zone itself is unseen
    a_el = is_elevated(state, a_sq)
    b_el = is_elevated(state, b_sq)
    if not a_el and not b_el:
        return _ground_sight(state, a_sq, b_sq, rear, ignore, blockers)
    blocking = {sq: m for sq, m in state.occupied_models().items() if not m.stealth and m.id not in ignore}
    elem = state.arena.element_of
    if a_el and b_el:
        mode, first, second = 2, a_sq, b_sq
    elif a_el:
        mode, first, second = 1, a_sq, b_sq
    else:
        mode, first, second = 1, b_sq, a_sq
    fe, se = elem.get(first, -1), elem.get(second, -1)
    height = state.arena.height
    for which in LINES:
        clear = True
        for bit in set_bits(line_bits(a_sq, b_sq, which, height)):
            square = divmod(bit, height)
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
    arena = state.arena
    (ax, ay), (bx, by) = a_sq, b_sq = viewer.pos, target.pos
    if arena.terrain[ay][ax].elevated or arena.terrain[by][bx].elevated:
        return sight_between(state, a_sq, b_sq, facing, frozenset((viewer_id, target_id)))
    # both on the ground: the two stand at the ends of the lines, where nothing blocks
    height = arena.height
    rear = 0 if facing is None else _rear_bits(a_sq, facing, height)
    return _sight_on_ground(a_sq, b_sq, rear, ground_blockers(state), height)


def seen_by_enemy(state: Tournament, model_id: int) -> bool:
    """Is the model in the line of sight of any enemy on the board (each enemy as it faces now)?"""
    model = state.models[model_id]
    if model.pos is None:
        return False
    hx, hy = here = model.pos
    watchers = _watchers(state, model.seat)
    if len(watchers) > 1:
        # the nearest first: their lines are the shortest and the likeliest to be clear (the answer is the same)
        watchers = sorted(watchers, key=lambda e: max(abs(e[0][0] - hx), abs(e[0][1] - hy)))
    blockers = ground_blockers(state)
    height = state.arena.height
    here_high = state.arena.at(here).elevated
    for there, other_id, facing, high, rear in watchers:
        if here_high or high:
            if sight_between(state, there, here, facing, frozenset((other_id, model_id)), blockers):
                return True
        # both on the ground: the two stand at the ends of the lines, where nothing blocks
        elif _sight_on_ground(there, here, rear, blockers, height):
            return True
    return False


def _watchers(state: Tournament, seat: int) -> list[tuple[Square, int, int, bool, int]]:
    """The enemies of `seat` on the board, in the order of the models: square, id, facing, whether on elevated
    ground, and rear zone as `_rear_bits` (kept for the moment, unless a command is being carried out)."""
    key = ("watchers", seat)
    cache = state.cache()
    found = cache.get(key) if state.steady() else None
    if found is None:
        height, arena = state.arena.height, state.arena
        found = [(other.pos, other.id, other.facing, arena.at(other.pos).elevated,
                  _rear_bits(other.pos, other.facing, height))
                 for other in state.models if other.seat != seat and other.pos is not None]
        if state.steady():
            cache[key] = found
    return found


def in_lantern_light(state: Tournament, model: Model) -> bool:
    """Is the ninja next to a lantern (in its light, where Stealth is lost and cannot be taken)?"""
    if model.pos is None or not state.lanterns:
        return False
    if not state.steady():
        return any(adjacent(model.pos, lantern) for lantern in state.lanterns)
    cache = state.cache()
    light = cache.get("lantern-light")
    if light is None:
        light = cache["lantern-light"] = _light_of(frozenset(state.lanterns))
    return model.pos in light


@functools.lru_cache(maxsize=64)
def _light_of(lanterns: frozenset[Square]) -> frozenset[Square]:
    """The squares next to the lanterns."""
    return frozenset(square for lantern in lanterns for square in neighbours(lantern))


def in_enemy_zone(state: Tournament, model: Model) -> bool:
    """Is the model in the zone of an enemy (next to an enemy that has a zone)?"""
    if model.pos is None:
        return False
    if not state.steady():
        return bool(enemies_in_zone(state, model))
    grid = _grid(state)
    return bool(_enemy_zone_bits(state, grid, model.seat) >> grid.bit(model.pos) & 1)


def within(a: Square, b: Square, reach: int) -> bool:
    return distance(a, b) <= reach
