"""A thousand random games of Ronin for each player count (solo, two players, three to five) end without an
error and keep their outcome sound. Marked slow: in runs of 250 games, a few seconds each."""

from __future__ import annotations

import pytest

from ninjatable.engine.rng import Rng
from ninjatable.games.ronin.rules import RoninState

GAMES = 1000
RUN = 250


@pytest.mark.slow
@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("first", range(0, GAMES, RUN), ids=lambda first: f"games {first}-{first + RUN - 1}")
def test_a_thousand_random_games_finish_without_error(seats, first):
    rng = Rng(2026 + seats * GAMES + first)
    for number in range(first, first + RUN):
        state = RoninState(seats, seed=number)
        for _ in range(2000):
            if state.is_over():
                break
            (seat,) = state.to_act()
            state.apply_unchecked(seat, rng.choice(state.legal_commands(seat)))
        assert state.is_over(), f"game {number} with {seats} players did not end"
        outcome = state.outcome()
        assert sorted(outcome.ranking) == list(range(seats))
