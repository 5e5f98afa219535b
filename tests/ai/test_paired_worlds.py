"""Nothing told by a computer's pace or words: two worlds that differ only in what the acting seat holds in
secret (its hand dealt anew from what another seat knows, `runner.another_hand`) give the same wait that hides a
hand (`thinking_floor`), the same shortcut where no wait hides it (`Bot.answers_at_once`), and the same reasons
to another reader (`explain.weigh`), at every decision of random games of every game. Where a game says no hand
can matter (`Knowledge.hand_may_matter`), the options themselves are the same in both worlds."""

from __future__ import annotations

import pytest

from ninjatable.ai.bots import make_bot
from ninjatable.ai.explain import weigh
from ninjatable.ai.ismcts import Considered, SearchResult
from ninjatable.ai.knowledge import knowledge_of
from ninjatable.ai.runner import another_hand, thinking_floor
from ninjatable.engine.match import Match
from ninjatable.engine.protocol import State
from ninjatable.engine.registry import get_game
from ninjatable.engine.rng import Rng

#: each game at its tables, the seeds of the random games driven.
TABLES = [("ronin", 1, (1, 2)), ("ronin", 2, (3,)), ("ninja-all-stars", 2, (1, 2)), ("shinobi", 3, (1, 2)),
          ("shitenno", 2, (1, 2)), ("shitenno", 3, (3,)), ("shin", 2, (1, 2)), ("shin", 4, (3,))]
#: commands of each random game looked at.
COMMANDS = 400


def thought(state: State, seat: int) -> SearchResult:
    """What a search might have weighed: every option, the first chosen."""
    legal = state.legal_commands(seat)
    considered = tuple(Considered(command, 10 - i, 0.1, 0.5) for i, command in enumerate(legal[:4]))
    return SearchResult(legal[0], considered, 400 if len(legal) > 1 else 0)


def decisions(name: str, players: int, seed: int):
    """The states of a random game in which one seat must decide alone, with the moment."""
    game = get_game(name)
    match = Match(game, ["random"] * players, seed)
    rng = Rng(seed)
    for _ in range(COMMANDS):
        state = match.state
        if state.is_over():
            return
        acting = state.to_act()
        if len(acting) == 1 and not state.is_simultaneous():
            yield game, state, acting[0], len(match.history)
        for seat in (acting if state.is_simultaneous() else acting[:1]):
            match.submit(seat, rng.choice(state.legal_commands(seat)))


@pytest.mark.parametrize(("name", "players", "seeds"), TABLES)
def test_worlds_that_differ_in_a_hidden_hand_look_alike_at_every_computer_decision(name, players, seeds):
    looked = waited = 0
    for seed in seeds:
        for game, state, seat, moment in decisions(name, players, seed):
            twin = another_hand(game, state, seat, Rng(moment))
            knowledge = knowledge_of(game)
            may_matter = knowledge.hand_may_matter(game.redact(state, seat), seat)
            assert may_matter == knowledge.hand_may_matter(game.redact(twin, seat), seat)
            assert may_matter == knowledge.hand_may_matter(game.redact(state, None), seat)
            if not may_matter:
                assert set(state.legal_commands(seat)) == set(twin.legal_commands(seat)), (
                    f"{name}: no hand should matter at command {moment}, but another hand changes the options")
            for level in ("normal", "hard"):
                floors = [thinking_floor(game, world, seat, make_bot(game, level, 1), moment)
                          for world in (state, twin)]
                assert floors[0] == floors[1], f"{name}: the wait at command {moment} tells the hand"
                if floors[0] == 0:
                    at_once = [make_bot(game, level, 1).answers_at_once(game.redact(world, seat), seat)
                               for world in (state, twin)]
                    assert at_once[0] == at_once[1], f"{name}: answering at once at command {moment} tells the hand"
                else:
                    waited += 1
            readers = [other for other in range(players) if other != seat] + [None]
            for reader in readers:
                said = [weigh(game, world, seat, thought(world, seat), readers, "normal").lines(reader, over=False)
                        for world in (state, twin)]
                assert said[0] == said[1], f"{name}: the reasons at command {moment} tell the hand to {reader}"
            looked += 1
    assert looked > 20
    if name != "ronin":  # Ronin: nothing a player holds is secret, so no wait is ever added
        assert waited > 0
