"""A thousand random games of Shinobi, with 3, 4 and 5 players, end without an error."""

from __future__ import annotations

import pytest

from ninjatable.engine.rng import Rng
from ninjatable.games.shinobi.rules import ShinobiState


@pytest.mark.slow
def test_a_thousand_random_games_finish_without_error():
    rng = Rng(2024)
    finished = 0
    for number in range(1000):
        state = ShinobiState(3 + number % 3, seed=number)
        for _ in range(1000):
            if state.is_over():
                break
            (seat,) = state.to_act()
            state.apply(seat, rng.choice(state.legal_commands(seat)))
        assert state.is_over(), f"game {number} did not end"
        assert state.outcome().winners
        finished += 1
    assert finished == 1000
