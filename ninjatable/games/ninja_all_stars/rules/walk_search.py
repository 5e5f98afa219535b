"""The search of a ninja's walks over the whole ground at once, with the masks of the one bit layout (`bits`).

The rules it follows are those of `movement`: a step costs what `STEP_COSTS` says (1, 2, or 3 for a climb from
below), never onto a square taken by a ninja (unless with Moon Power), and leaving a square in an enemy zone is
a dodge. A walk with fewer dodges is better; between equal dodges, the cheaper. The search goes cost after cost
for each number of dodges (`levels`); `by_walk` and `by_discovery` give the order the squares are listed in,
the order a plain cheapest-first search meets them (`reference.walks` is that search, and the tests hold the
two to the same answers).
"""

from __future__ import annotations

from typing import NamedTuple

from ninjatable.games.ninja_all_stars.bits import scan_forward, spread
from ninjatable.games.ninja_all_stars.rules.movement import Ground


def levels(ground: Ground, first: int, budget: int, taken: int, zoned: int, moon: bool) -> list[list[int]]:
    """The walks worth knowing, by dodges and cost. Leaving a square in an enemy zone is a dodge: a walk with
    fewer dodges is better, between equal dodges the cheaper. A cheaper walk with more dodges is kept too,
    since it may be the only one that fits a smaller budget or lead further: for every square and number of
    dodges the cheapest walk, unless a walk with fewer dodges costs no more. Entering difficult ground costs
    2, climbing onto elevated ground from below 3, any other step 1; no step onto a square taken by a model
    (unless with Moon Power)."""
    free = ground.open if moon else ground.open & ~taken
    steps = _Steps(ground.level & free, ground.high_level & free, ground.rough & free, ground.high_rough & free,
                    ground.elevated, ground.elevated & free, zoned, ground.layout.stride)
    costs = budget + 1
    # the walks without a dodge begin on the start
    found, leaving, first_dodge, last_dodge = _sweep(steps, [1 << first] + [0] * budget, free & ~(1 << first), None,
                                                     [0] * costs, 0, -1)
    found_levels = [found]
    # per cost, the squares that no walk with fewer dodges reaches for no more
    unbeaten = [ground.open] * costs
    while last_dodge >= 0:
        so_far = 0
        for cost in range(costs):
            so_far |= found[cost]
            unbeaten[cost] &= ~so_far
        # the walks with one dodge more go on from the zone squares the walks of the level below left
        found, leaving, first_dodge, last_dodge = _sweep(steps, [0] * costs, free, unbeaten, leaving, first_dodge,
                                                         last_dodge)
        found_levels.append(found)
    return found_levels


class _Steps(NamedTuple):
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


def _sweep(ground: _Steps, found: list[int], unreached: int, unbeaten: list[int] | None, dodging: list[int],
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
        spread_all, spread_high, spread_low = _spread_split(walked_from, high, stride)
        three, two, one = two, one, spread_all
        high_two, high_one = high_one, spread_high
        low_three, low_two, low_one = low_two, low_one, spread_low
    return found, leaving, first_leave, last_leave


def _spread_split(walked_from: int, high: int, stride: int) -> tuple[int, int, int]:
    """The squares next to `walked_from`: all of them, those next to its elevated squares `high`, and those
    next to the others."""
    if high == walked_from:
        up = spread(walked_from, stride)
        return up, up, 0
    up, down = spread(high, stride), spread(walked_from ^ high, stride)
    return up | down, up, down


def by_walk(levels: list[list[int]], left_out: int) -> list[int]:
    """The squares ended on in the order their best walks are found: fewest dodges, then cost, then square."""
    order: list[int] = []
    # the walks without a dodge reach each square at one cost only (cost 0: the start), never a taken square
    first = levels[0]
    for found in first[1:]:
        if found:
            order += scan_forward(found)
    unseen = ~(left_out | sum(first))
    for costs in levels[1:]:
        for found in costs:
            new = found & unseen
            if new:
                unseen ^= new
                order += scan_forward(new)
    return order


def by_discovery(ground: Ground, costs: list[int], first: int, budget: int, taken: int, moon: bool) -> list[int]:
    """With no dodge to make, the squares in the order a cheapest-first search meets them: the squares walked
    on by cost, then square, and around each the neighbours it first meets in the order of `DIRS`."""
    free = ground.open if moon else ground.open & ~taken
    elevated = ground.elevated
    level = ground.level & free
    layout = ground.layout
    around, stride, in_order = layout.around, layout.stride, layout.in_order
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
            from_high, from_low = level | ground.high_level & free, level
        # the squares a step may enter that no square walked on before has met (taken out as they are met)
        high = found & elevated if from_high != from_low else 0
        avail_low = from_low & unseen
        avail_high = from_high & unseen if high else avail_low
        were = avail_high
        for here in scan_forward(found):
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
                order += map(corner.__add__, in_order[ahead])
        unseen ^= were ^ avail_high
    # without Moon Power no step enters a taken square; with it, a walk passes through but does not end there
    return [here for here in order if not taken >> here & 1] if moon else order

