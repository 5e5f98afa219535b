"""A thousand random games of Shitennō, with 2, 3 and 4 players, end without an error (ten runs of a hundred)."""

from __future__ import annotations

import pytest

from ninjatable.engine.rng import Rng
from ninjatable.games.shitenno.rules import ShitennoState


@pytest.mark.slow
@pytest.mark.parametrize("run", range(10))
def test_a_hundred_random_games_finish_without_error(run):
    rng = Rng(1000 + run)
    for number in range(run * 100, run * 100 + 100):
        state = ShitennoState(2 + number % 3, seed=number)
        for _ in range(20000):
            if state.is_over():
                break
            (seat,) = state.to_act()
            state.apply(seat, rng.choice(state.legal_commands(seat)))
        assert state.is_over(), f"game {number} did not end"
        assert state.outcome().winners
