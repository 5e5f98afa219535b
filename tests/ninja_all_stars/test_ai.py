"""The Ninja All-Stars AI: janken shows no habit a player could read; its search cache tells plays apart."""

from __future__ import annotations

from collections import Counter

import pytest

from ninjatable.ai.bots import make_bot
from ninjatable.ai.knowledge import knowledge_of
from ninjatable.ai.runner import bots_for
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.games.ninja_all_stars.commands import End, Janken, Ranged

GAME = get_game("ninja-all-stars")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_ai_janken_shows_every_sign_about_a_third_of_the_time(level):
    state = GAME.new_state(2, 11, {"initiative": "janken"})
    legal = state.legal_commands(0)
    assert all(isinstance(c, Janken) for c in legal) and len(legal) == 3
    known = GAME.redact(state, 0)
    signs = Counter(make_bot(GAME, level, seed).choose(known, 0).sign for seed in range(150))
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
    knowledge = knowledge_of(GAME)
    assert knowledge.mixed_command(GAME.redact(state, seat), seat, legal, make_bot(GAME, "easy", 1).rng) is None


def test_the_record_of_play_tells_apart_commands_with_equal_fields():
    """The public record (`trail`) keys the search's cache: ending an activation facing 7 and shooting at
    model 7 are different plays even though both commands carry the numbers (model, 7)."""
    match = Match(GAME, ["random", "random"], seed=3)
    bots = bots_for(match, 3)
    for _ in range(3000):
        state = match.state
        actor = state.to_act()[0]
        legal = state.legal_commands(actor)
        shots = [c for c in legal if isinstance(c, Ranged)]
        ends = {(c.model, c.facing): c for c in legal if isinstance(c, End)}
        pairs = [(s, ends[(s.model, s.target)]) for s in shots if (s.model, s.target) in ends]
        for shot, end in pairs:
            after_shot, after_end = state.clone(), state.clone()
            rolled = [e for e in after_shot.apply(actor, shot) if e.irreversible]
            if rolled or not after_shot.pending:
                continue  # dice already rolled would tell the two apart anyway
            after_end.apply(actor, end)
            assert after_shot.trail != after_end.trail
            return
        match.submit(actor, bots[actor].choose(match.redacted(actor), actor))
        if match.state.is_over():
            match = Match(GAME, ["random", "random"], seed=match.seed + 1)
            bots = bots_for(match, match.seed)
    pytest.fail("no position offered a shot (waiting for a combat card) and an end with the same numbers")
