"""The squares a ninja can reach and the walk to each, in positions of random games, are those of the plain
square-by-square search of the movement rules (`rules/reference.py`): the same squares in the same order (the
order the moves are listed), and the same walk to each, for every budget, the widest searched first as listing
the moves does.
"""

from __future__ import annotations

import pytest

from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.rules import reference
from ninjatable.games.ninja_all_stars.rules.walks import reachable


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
            state.forget()
            reachable(state, model.id, widest)  # the widest first, as listing does
            expected = reference.walks(state, model, widest)
            for budget in range(1, widest + 1):
                found = reachable(state, model.id, budget)
                assert list(found.items()) == reference.fitting(expected, budget), (model.pos, budget)
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
            expected = reference.walks(state, model, 6)
            found = reachable(state, model.id, 6)
            assert list(found.items()) == reference.fitting(expected, 6)
            del model.cond["moon_power"]
            state.forget()
