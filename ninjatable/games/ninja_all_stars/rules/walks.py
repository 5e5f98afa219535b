"""The squares a ninja can reach and the walk to each: the rules of `movement`, searched over the whole ground
at once (`walk_search`), the answers kept for the moment and shared by every position with the same walks.

`reachable` is the one door: every square the ninja may end a move on within a budget, in the order the moves
are listed, each with the walk that needs the fewest dodges, then costs the least (`Reach`). `reference.walks`
is the same rule searched square by square, and the tests hold the two to the same answers.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from ninjatable.games.ninja_all_stars.bits import Layout, box, scan_forward
from ninjatable.games.ninja_all_stars.caches import WALKS, remembered
from ninjatable.games.ninja_all_stars.geometry import Square
from ninjatable.games.ninja_all_stars.rules.movement import (
    Ground,
    Reach,
    enemy_zone_bits,
    ground_of,
    move_budget,
    taken_bits,
)
from ninjatable.games.ninja_all_stars.rules.tournament import Model, Tournament
from ninjatable.games.ninja_all_stars.rules.walk_search import by_discovery, by_walk, levels


def reachable(state: Tournament, model_id: int, budget: int | None = None) -> Reaches:
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
    key = ("reach", model_id, budget)
    cache = state.cache()
    found = cache.get(key)
    if found is not None:
        return found
    widest_key = ("reach-widest", model_id)
    wider = cache.get(widest_key)
    if wider is not None and wider[0] >= budget:
        # the walks found for a larger budget hold every walk that fits this one
        result = wider[1].fitting(budget)
    else:
        walks = _walks(state, model, budget)
        cache[widest_key] = (budget, walks)
        result = walks.fitting(budget)
    cache[key] = result
    return result



class Walks:
    """What one search of a model's walks found. Walks are labelled by their number of dodges and their cost:
    for each number of dodges `levels[d][c]` holds the squares first reached with d dodges at cost c, unless a
    walk with fewer dodges gets there for no more (each such walk is one worth knowing: fewer dodges, or
    cheaper than those with fewer). A square's walk itself is traced back only when someone asks for it.
    Shared by every position with the same ground, markers, models and zones near the start."""

    __slots__ = ("ground", "start", "budget", "zone", "levels", "order", "fitted", "kept", "labelled")

    def __init__(self, ground: Ground, start: int, budget: int, zone: int, levels: list[list[int]],
                 order: list[int]) -> None:
        self.ground = ground
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
                chosen = list(filter(set(scan_forward(fits)).__contains__, self.order))
            fitted = self.fitted[budget] = Fitted(self.ground.layout, chosen)
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
                        for bit in scan_forward(found):
                            labels.setdefault(bit, (dodges, cost))
        return labels[here]

    def reach(self, square: Square, budget: int) -> Reach:
        """The walk to `square` with the fewest dodges that fits `budget` (then the cheapest), traced back
        step by step: the step into each square comes from the neighbour whose walk the search took first
        (fewer dodges, then cheaper, then the lower square)."""
        layout, levels, zone = self.ground.layout, self.levels, self.zone
        elevated, costs_onto, squares, around = self.ground.elevated, self.ground.costs, layout.squares, layout.around
        here = layout.index(square)
        dodges, cost = self.label(here, budget)
        total = cost
        path: list[Square] = []
        left: list[Square] = []
        while here != self.start or cost:
            path.append(squares[here])  # type: ignore[arg-type]
            # what the step into `here` cost (`STEP_COSTS`): from below `climb`, from elevated ground `into`
            climb, into = costs_onto[here]  # type: ignore[misc]  (every square walked on is open ground)
            # the neighbours it may have come from, by the dodges and cost of their walks: leaving a zone square
            # was a dodge, and the step cost `into` from elevated ground, `climb` from below
            beside = around[here]
            zoned = beside & zone
            came_from = 0
            for was, nearby in ((dodges - 1, zoned), (dodges, beside ^ zoned)):
                if was < 0 or not nearby:
                    continue
                high = nearby & elevated
                low = nearby ^ high
                costs = levels[was]
                if into == climb:
                    if cost >= into:
                        came_from = nearby & costs[cost - into]
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
        return Reach(total, tuple(path), tuple(left))


class Fitted:
    """The squares with a walk that fits one budget, in the order the moves are listed: as bits of the ground's layout,
    and (made on first asking: listing the moves needs only the bits) as squares."""

    __slots__ = ("layout", "bits", "_order", "_squares")

    def __init__(self, layout: Layout | None, bits: list[int]) -> None:
        self.layout = layout
        self.bits = bits
        self._order: list[Square] | None = None
        self._squares: dict[Square, None] | None = None

    def order(self) -> list[Square]:
        found = self._order
        if found is None:
            # (every bit of a walk stands for a square: `filter` only tells the type checker so)
            squares = self.layout.squares if self.layout is not None else ()
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
        """The squares as bits of the ground's layout."""
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
        dodges, cost = self.walks.label(self.walks.ground.layout.index(square), self.budget)
        return dodges, cost

    def __iter__(self) -> Iterator[Square]:
        return iter(self.order)

    def __len__(self) -> int:
        return len(self.fitted.bits)

    def __repr__(self) -> str:
        return f"Reaches({dict(self.items())!r})"


#: no square at all (a model off the board, or with no movement left)
NOWHERE = Reaches(None, 0, Fitted(None, []))

def _walks(state: Tournament, model: Model, budget: int) -> Walks:
    """Search the walks of `model` within `budget` (or take them from `walks_from`'s memory)."""
    assert model.pos is not None
    moon = model.cond.get("moon_power", 0) > 0
    ground = ground_of(state)
    layout = ground.layout
    start = layout.index(model.pos)
    # a walk within the budget never looks further than this box
    around = box(start, budget, layout)
    zone = 0 if moon else enemy_zone_bits(state, layout, model.seat) & around
    return walks_from(ground, taken_bits(state, layout) & around, start, budget, moon, zone)


@remembered(WALKS)
def walks_from(ground: Ground, taken: int, start: int, budget: int, moon: bool, zone: int) -> Walks:
    """The walks from bit `start` within `budget`, from exactly what decides them: the ground and its markers,
    the squares taken and in enemy zones within `budget` squares of the start (a walk never gets further;
    zone squares off the grid or under a marker count too), and Moon Power (which passes through models and
    ignores zones)."""
    found = levels(ground, start, budget, taken, zone & ground.open, moon)
    if zone:
        order = by_walk(found, taken | 1 << start)
    else:
        order = by_discovery(ground, found[0], start, budget, taken, moon)
    return Walks(ground, start, budget, zone & ground.open, found, order)
