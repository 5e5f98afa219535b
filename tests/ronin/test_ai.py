"""The AI hooks of Ronin: the sampler, the evaluation, the easy player and a small search play whole games."""

from __future__ import annotations

import pytest

from ninjatable.ai.bots import SearchBudget, make_bot
from ninjatable.ai.runner import play_to_end
from ninjatable.engine.match import Match
from ninjatable.engine.rng import Rng
from ninjatable.games.ronin import GAME
from ninjatable.games.ronin.ai import estimate, evaluate

from .helpers import new


@pytest.mark.parametrize("seats", [["normal"], ["normal", "easy"]])
def test_small_search_plays_a_whole_game(seats):
    match = Match(GAME, seats, seed=3)
    bots = {s: make_bot(GAME, kind, 10 + s, SearchBudget(12, 5.0)) for s, kind in enumerate(seats)}
    play_to_end(match, bots)
    assert match.state.is_over()


@pytest.mark.parametrize("num_seats", [1, 2, 3, 4, 5])
def test_easy_player_finishes_every_player_count(num_seats):
    match = Match(GAME, ["easy"] * num_seats, seed=4)
    bots = {s: make_bot(GAME, "easy", s) for s in range(num_seats)}
    play_to_end(match, bots)
    assert match.state.is_over()


def test_evaluation_gives_returns_between_0_and_1():
    for num_seats in (1, 3):
        state = new(num_seats, 5)
        rng = Rng(5)
        while not state.is_over():
            values = evaluate(state)
            assert len(values) == num_seats and all(0.0 <= v <= 1.0 for v in values)
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_commands(seat)))
        assert estimate(state, 0) == state.points[0]


def test_every_legal_command_can_be_described():
    state = new(2, 6)
    rng = Rng(6)
    while not state.is_over():
        seat = state.to_act()[0]
        view = GAME.view(state, seat)
        legal = state.legal_commands(seat)
        for command in legal:
            assert GAME.describe(command, view)
        state.apply(seat, rng.choice(legal))
