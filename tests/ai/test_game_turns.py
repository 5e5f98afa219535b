"""A computer's turn ends where the game's turn ends (`Knowledge.turn_of`): a seat that gives many turns in a row,
nobody else acting between them (the solo game of Ronin, a side activating its last ninjas one after another),
gets its level's whole time at the start of each. The clock and the search are stand-ins: each search takes
exactly the time it is given, so the test is about the rule, not the machine's speed."""

from __future__ import annotations

from collections import Counter

import pytest

from ninjatable.ai.bots import BUDGETS, SearchBudget, make_bot
from ninjatable.ai.runner import bots_for, play_to_end
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game

#: each game at a table where one seat gives many turns, the seed of a random game, and the seat watched.
TABLES = [("ronin", 1, 3), ("ninja-all-stars", 2, 4), ("shinobi", 3, 5), ("shitenno", 2, 6), ("shin", 2, 7)]


def decisions_of(name: str, players: int, seed: int, seat: int):
    """Every state in which `seat` had to decide in a game of random players, as the seat knew it."""
    game = get_game(name)
    match = Match(game, ["random"] * players, seed)
    bots = bots_for(match, seed)
    asked = []
    real_submit = match.submit

    def submit(who, command):
        if who == seat and len(match.state.to_act()) == 1:
            asked.append(match.redacted(seat))
        return real_submit(who, command)

    match.submit = submit  # type: ignore[method-assign]
    play_to_end(match, bots)
    return game, asked


@pytest.mark.parametrize(("name", "players", "seed"), [t[:3] for t in TABLES])
def test_a_seat_giving_many_turns_in_a_row_gets_its_whole_time_at_the_start_of_each(name, players, seed, searches):
    game, asked = decisions_of(name, players, seed, 0)
    budget = BUDGETS["hard"]
    bot = make_bot(game, "hard", 1)
    knowledge = bot.knowledge
    turns: Counter = Counter()
    last = object()
    for moment, state in enumerate(asked):  # one command after another: nobody else acts between them
        turn = knowledge.turn_of(state, 0)
        given = bot.seconds_for(moment, turn)
        if turn != last:
            assert given == budget.seconds, f"{name}: a new turn at decision {moment} is given {given} s"
        last = turn
        turns[turn] += 1
        bot.plan = None
        bot.think(state, 0, moment)
        assert given > 0
    assert len(turns) >= 5, f"{name}: the seat gave only {len(turns)} turns"
    assert max(turns.values()) >= 2, f"{name}: no turn of the game held two decisions of the seat"


@pytest.mark.parametrize(("name", "players", "seed"), [t[:3] for t in TABLES])
def test_a_turn_is_read_from_public_facts(name, players, seed):
    """Every seat reads the same turn, whatever it holds: the mark is the same in the seat's redaction and in
    the spectator's."""
    game, asked = decisions_of(name, players, seed, 0)
    knowledge = make_bot(game, "hard", 1).knowledge
    for state in asked:
        assert knowledge.turn_of(state, 0) == knowledge.turn_of(game.redact(state, None), 0)


def test_the_decisions_of_one_game_turn_share_its_time(searches):
    """Inside one turn of the game the decisions share the turn's time: a Ronin placement searched, then the
    choice that follows it in the same turn is given what is left."""
    game, asked = decisions_of("ronin", 1, 1, 0)
    budget = SearchBudget(iterations=2400, seconds=2.0, turn_seconds=3.0)
    bot = make_bot(game, "hard", 1, budget)
    turn = [bot.knowledge.turn_of(state, 0) for state in asked]
    first = next(i for i in range(1, len(asked))
                 if turn[i] == turn[i - 1] and len(asked[i - 1].legal_commands(0)) > 1)
    bot.think(asked[first - 1], 0, 0)
    assert searches == [budget.seconds]
    assert bot.seconds_for(1, turn[first]) == pytest.approx(1.0)
    later = next(i for i in range(first + 1, len(asked)) if turn[i] != turn[first])
    assert bot.seconds_for(1, turn[later]) == budget.seconds
