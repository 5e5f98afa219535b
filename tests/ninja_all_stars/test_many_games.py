"""Many random games with every team, arena, challenge and player count finish without error; the AI
levels beat random play and decide within their budgets."""

from __future__ import annotations

import itertools
import time

import pytest

from ninjatable.ai.bots import make_bot
from ninjatable.ai.runner import bots_for, play_to_end
from ninjatable.engine.match import Match
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.arena import arena_keys

TEAMS = ["fire", "water", "earth", "air"]


def configurations():
    """Every arena x challenge x player count x team rotation."""
    for arena, challenge, seats, shift in itertools.product(arena_keys(), ["brawl", "search"], [2, 3, 4],
                                                            range(4)):
        teams = {f"team_{k + 1}": TEAMS[(k + shift) % 4] for k in range(seats)}
        yield seats, {"arena": arena, "challenge": challenge, **teams}


def run_random_games(count: int) -> int:
    configs = list(configurations())
    finished = 0
    for index in range(count):
        seats, params = configs[index % len(configs)]
        match = Match(GAME, ["random"] * seats, 1000 + index, params)
        play_to_end(match, bots_for(match, index))
        assert match.state.is_over()
        finished += 1
    return finished


def test_random_games_with_every_team_and_arena_finish():
    total = len(list(configurations()))
    assert run_random_games(total) == total


@pytest.mark.slow
def test_a_thousand_random_games_finish():
    assert run_random_games(1000) == 1000


def test_easy_ai_beats_random_play():
    wins = 0
    for seed in range(4):
        seats = ["easy", "random"] if seed % 2 == 0 else ["random", "easy"]
        match = Match(GAME, seats, seed)
        play_to_end(match, bots_for(match, seed))
        ai = seats.index("easy")
        wins += match.state.outcome().winners == (ai,)
    assert wins >= 3


def test_normal_ai_decides_within_budget_in_the_middle_of_a_brawl():
    match = Match(GAME, ["random", "random"], 5)
    bots = bots_for(match, 5)
    while match.state.phase != "activation" or match.state.round_no < 2:
        seat = match.state.to_act()[0]
        match.submit(seat, bots[seat].choose(match.state.view(seat), seat, match.state.legal_commands(seat)))
    bot = make_bot(GAME, "normal", 1)
    seat = match.state.to_act()[0]
    legal = match.state.legal_commands(seat)
    start = time.perf_counter()
    command = bot.choose(match.state.view(seat), seat, legal)
    assert time.perf_counter() - start < 1.5
    assert command in legal
