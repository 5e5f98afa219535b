"""A thousand random games of SHIN at 2 players and a thousand at 4 end without an error (runs of a hundred)."""

from __future__ import annotations

import pytest

from ninjatable.engine.rng import Rng
from ninjatable.games.shin.data import STONES_PER_TEAM
from ninjatable.games.shin.rules import ShinState
from ninjatable.games.shin.rules.village import team_of


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("run", range(10))
def test_a_hundred_random_games_finish_without_error(seats, run):
    rng = Rng(7000 + 10 * seats + run)
    for number in range(100 * run, 100 * run + 100):
        state = ShinState(seats, seed=number)
        for _ in range(2000):
            if state.is_over():
                break
            acting = state.to_act()
            seat = acting[rng.randint(0, len(acting) - 1)]
            state.apply(seat, rng.choice(state.legal_commands(seat)))
        assert state.is_over(), f"game {number} with {seats} players did not end"
        winners = state.outcome().winners
        assert winners and state.village.stones_placed(team_of(winners[0])) == STONES_PER_TEAM
