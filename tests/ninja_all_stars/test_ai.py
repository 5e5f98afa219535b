"""The Ninja All-Stars AI at its secret choices: janken shows no habit a player could read."""

from __future__ import annotations

from collections import Counter

import pytest

from ninjatable.ai.bots import make_bot
from ninjatable.engine.registry import get_game
from ninjatable.games.ninja_all_stars.commands import Janken

GAME = get_game("ninja-all-stars")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_ai_janken_shows_every_sign_about_a_third_of_the_time(level):
    state = GAME.new_state(2, 11, {"initiative": "janken"})
    legal = state.legal_commands(0)
    assert all(isinstance(c, Janken) for c in legal) and len(legal) == 3
    view = state.view(0)
    signs = Counter(make_bot(GAME, level, seed).choose(view, 0, legal).sign for seed in range(150))
    assert set(signs) == {c.sign for c in legal}
    assert all(30 <= count <= 70 for count in signs.values()), signs


def test_mixed_choice_is_only_for_janken():
    """Outside janken the game offers no random mix: the levels play their own judgement."""
    state = GAME.new_state(2, 11, {"initiative": "janken"})
    for seat in (0, 1):
        state.apply(seat, state.legal_commands(seat)[0])
    while state.to_act() and all(isinstance(c, Janken) for c in state.legal_commands(state.to_act()[0])):
        for seat in state.to_act():
            state.apply(seat, state.legal_commands(seat)[seat % 3])
    seat = state.to_act()[0]
    legal = state.legal_commands(seat)
    assert not all(isinstance(c, Janken) for c in legal)
    assert GAME.mixed_command(state.view(seat), seat, legal, make_bot(GAME, "easy", 1).rng) is None
