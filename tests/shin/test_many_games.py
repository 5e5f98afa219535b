"""A thousand random games of SHIN, at 2 and at 4 players, end without an error (ten runs of a hundred)."""

from __future__ import annotations

import pytest

from ninjatable.engine.rng import Rng
from ninjatable.games.shin.data import STONES_PER_TEAM
from ninjatable.games.shin.rules import ShinState
from ninjatable.games.shin.rules.village import team_of


@pytest.mark.parametrize("run", range(10))
def test_a_hundred_random_games_finish_without_error(run):
    rng = Rng(7000 + run)
    for number in range(100 * run, 100 * run + 100):
        state = ShinState(2 if number % 2 == 0 else 4, seed=number)
        for _ in range(2000):
            if state.is_over():
                break
            acting = state.to_act()
            seat = acting[rng.randint(0, len(acting) - 1)]
            state.apply(seat, rng.choice(state.legal_commands(seat)))
        assert state.is_over(), f"game {number} did not end"
        winners = state.outcome().winners
        assert winners and state.village.stones_placed(team_of(winners[0])) == STONES_PER_TEAM
