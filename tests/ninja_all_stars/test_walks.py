"""The squares a ninja can reach and the walk to each, checked against a plain reference search.

The engine finds walks with bit masks over the whole ground at once; the reference below is the plain
label-by-label search of the movement rules (a walk with fewer dodges is better, between equal dodges the
cheaper; difficult ground costs 2, climbing 3; no step onto a model unless with Moon Power; leaving a square
in an enemy zone is a dodge). Both must give the same squares in the same order (the order the moves are
listed), and the same walk to each, for every budget.
"""

from __future__ import annotations

import heapq

import pytest

from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.geometry import Square, distance
from ninjatable.games.ninja_all_stars.rules.board import (
    Reach,
    blocked_squares,
    enemy_zone_squares,
    reachable,
    step_table_for,
)


def box(start: Square, reach: int) -> frozenset[Square]:
    x, y = start
    return frozenset((i, j) for i in range(x - reach, x + reach + 1) for j in range(y - reach, y + reach + 1))


def reference_walks(state, model, budget: int, ignore_zones: bool | None) -> dict[Square, tuple[Reach, ...]]:
    """Per square, the walks worth knowing in the order a cheapest-first search finds them."""
    moon = model.cond.get("moon_power", 0) > 0
    if ignore_zones is None:
        ignore_zones = moon
    start = model.pos
    around = box(start, budget)
    zone = frozenset() if ignore_zones else frozenset(enemy_zone_squares(state, model.seat)) & around
    taken = around.intersection(state.occupied)
    table = step_table_for(state.arena, blocked_squares(state))
    if zone and (start in zone or any(distance(start, sq) <= budget for sq in zone)):
        return _dodging(start, budget, table, taken, moon, zone)
    return {sq: (reach,) for sq, reach in _plain(start, budget, table, taken, moon).items()}


def _dodging(start, budget, table, taken, moon, zone):
    # a label is (dodges, cost, square): labels leave the heap by dodges, then cost, then square
    cost_of = {(0, start): 0}
    back: dict = {}
    paths = {(0, start): ()}
    dodged = {(0, start): ()}
    cheapest: dict = {}
    fronts: dict = {}
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
                fronts.setdefault(here, []).append(Reach(cost, paths[label], dodged[label]))
        leave = dodges + 1 if here in zone else dodges
        for nxt, step in table[here]:
            ncost = cost + step
            if ncost > budget or (not moon and nxt in taken):
                continue
            old = cost_of.get((leave, nxt))
            if old is None or ncost < old:
                cost_of[(leave, nxt)] = ncost
                back[(leave, nxt)] = label
                heapq.heappush(heap, (leave, ncost, nxt))
    fronts.pop(start, None)
    return {sq: tuple(walks) for sq, walks in fronts.items()}


def _plain(start, budget, table, taken, moon):
    best = {start: 0}
    back: dict = {}
    paths = {start: ()}
    heap = [(0, start)]
    while heap:
        cost, here = heapq.heappop(heap)
        if best[here] < cost:
            continue
        if here != start:
            paths[here] = paths[back[here]] + (here,)
        for nxt, step in table[here]:
            ncost = cost + step
            if ncost > budget or (not moon and nxt in taken):
                continue
            old = best.get(nxt)
            if old is None or ncost < old:
                best[nxt] = ncost
                back[nxt] = here
                heapq.heappush(heap, (ncost, nxt))
    return {sq: Reach(cost, paths[sq], ()) for sq, cost in best.items() if sq != start and sq not in taken}


def fitting(walks: dict[Square, tuple[Reach, ...]], budget: int) -> list[tuple[Square, Reach]]:
    return [(sq, next(w for w in ws if w.cost <= budget)) for sq, ws in walks.items()
            if any(w.cost <= budget for w in ws)]


def positions(arena: str, challenge: str, seed: int, every: int = 9):
    """States met in a random game, one every `every` commands during the activations."""
    state = GAME.new_state(2, seed, {"arena": arena, "challenge": challenge})
    rng = Rng(seed)
    step = 0
    while not state.is_over():
        seat = state.to_act()[0]
        if state.phase == "activation" and step % every == 0:
            yield state
        state.apply_unchecked(seat, rng.choice(state.legal_commands(seat)))
        step += 1


@pytest.mark.parametrize("arena,challenge,seed", [
    ("nas_sakura_garden", "brawl", 1), ("nas_moon_temple", "brawl", 2), ("nas_moon_temple", "search", 3),
    ("nas_sakura_garden", "king-of-the-hill", 4), ("nas_moon_temple", "infiltration", 5),
])
def test_moving_reaches_the_squares_a_step_by_step_search_reaches_by_the_same_walks(arena, challenge, seed):
    checked = 0
    for state in positions(arena, challenge, seed):
        for model in state.models:
            if model.pos is None:
                continue
            widest = 7 if checked % 2 else 5
            for ignore in (None, True):
                state.forget()
                reachable(state, model.id, widest, ignore_zones=ignore)  # the widest first, as listing does
                expected = reference_walks(state, model, widest, ignore)
                for budget in range(1, widest + 1):
                    found = reachable(state, model.id, budget, ignore_zones=ignore)
                    assert list(found.items()) == fitting(expected, budget), (model.pos, budget, ignore)
                    assert all(found.effort(sq) == (len(walk.dodges), walk.cost) for sq, walk in found.items())
            checked += 1
    assert checked > 100


def test_moon_power_walks_through_models_by_the_same_walks():
    for state in positions("nas_moon_temple", "brawl", 7, every=5):
        for model in state.models:
            if model.pos is None:
                continue
            model.cond["moon_power"] = 1
            state.forget()
            expected = reference_walks(state, model, 6, None)
            found = reachable(state, model.id, 6)
            assert list(found.items()) == fitting(expected, 6)
            del model.cond["moon_power"]
            state.forget()
