"""Many random games with every team, arena, challenge and player count finish without error; the AI
levels beat random play and decide within their budgets."""

from __future__ import annotations

import itertools

import pytest

from ninjatable.ai import ismcts
from ninjatable.ai.bots import make_bot
from ninjatable.ai.runner import bots_for, play_to_end
from ninjatable.engine.match import Match
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.map import arena_catalogue

TEAMS = ["fire", "water", "earth", "air"]


def configurations():
    """Every arena x challenge x player count x team rotation, half of them with the initiative by affinity
    test."""
    for arena, challenge, seats, shift in itertools.product(arena_catalogue()[0], ["brawl", "search"], [2, 3, 4],
                                                            range(4)):
        teams = {f"team_{k + 1}": TEAMS[(k + shift) % 4] for k in range(seats)}
        initiative = "affinity" if shift % 2 else "janken"
        yield seats, {"arena": arena, "challenge": challenge, "initiative": initiative, **teams}


def run_random_games(count: int, first: int = 0, seats: int | None = None) -> int:
    """Play `count` random games from configuration `first` on (only those of `seats` players if given)."""
    configs = [c for c in configurations() if seats is None or c[0] == seats]
    finished = 0
    for index in range(first, first + count):
        players, params = configs[index % len(configs)]
        match = Match(GAME, ["random"] * players, 1000 + index, params)
        play_to_end(match, bots_for(match, index))
        assert match.state.is_over()
        finished += 1
    return finished


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_with_every_team_and_arena_finish(seats):
    total = len([c for c in configurations() if c[0] == seats])
    assert run_random_games(total, seats=seats) == total


@pytest.mark.slow
@pytest.mark.parametrize("first", range(0, 1000, 50), ids=lambda first: f"games {first}-{first + 49}")
def test_a_thousand_random_games_finish(first):
    """A thousand random games in twenty runs of fifty (every configuration again and again)."""
    assert run_random_games(50, first) == 50


def test_easy_ai_beats_random_play():
    wins = 0
    for seed in range(4):
        seats = ["easy", "random"] if seed % 2 == 0 else ["random", "easy"]
        match = Match(GAME, seats, seed)
        play_to_end(match, bots_for(match, seed))
        ai = seats.index("easy")
        wins += match.state.outcome().winners == (ai,)
    assert wins >= 3


def test_normal_ai_stops_at_its_time_budget_in_the_middle_of_a_brawl(monkeypatch):
    """The search ends when its time is up, whatever the iterations left: a clock that moves 0.1 s per
    reading lets the normal level (0.8 s) read it about nine times, then it answers with a legal command."""
    match = Match(GAME, ["random", "random"], 5)
    bots = bots_for(match, 5)
    while match.state.phase != "activation" or match.state.round_no < 2:
        seat = match.state.to_act()[0]
        match.submit(seat, bots[seat].choose(match.redacted(seat), seat))
    bot = make_bot(GAME, "normal", 1)
    assert bot.budget is not None and bot.budget.seconds < 1.0 and bot.budget.iterations > 100
    readings = []

    def clock() -> float:
        readings.append(1)
        return 0.1 * len(readings)

    monkeypatch.setattr(ismcts.time, "perf_counter", clock)
    seat = match.state.to_act()[0]
    legal = match.state.legal_commands(seat)
    command = bot.choose(match.redacted(seat), seat)
    assert command in legal
    assert len(readings) <= bot.budget.seconds / 0.1 + 3
