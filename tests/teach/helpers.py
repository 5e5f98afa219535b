"""Games to teach with, from the registry: every registered game, skipped (with the reason) when its package
cannot be imported or has no table yet."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjatable.ai.bots import Bot, SearchBudget, make_bot
from ninjatable.ai.runner import bot_answers
from ninjatable.engine.match import Match
from ninjatable.engine.protocol import Game
from ninjatable.engine.registry import CATALOGUE, get_game

NAMES = list(CATALOGUE)


def game_or_skip(name: str) -> Game:
    """The game `name`, or a skip saying why it cannot be imported here."""
    try:
        return get_game(name)
    except Exception as exc:  # a game being moved onto the shared shape by someone else
        pytest.skip(f"{name} cannot be imported: {exc.__class__.__name__}: {exc}")


def table_or_skip(name: str) -> Game:
    """The game `name` with its table, or a skip saying why not."""
    from ninjatable.ui.app.window import table_scene_class

    game = game_or_skip(name)
    try:
        table = table_scene_class(name)
    except Exception as exc:
        pytest.skip(f"{name}'s table cannot be imported: {exc.__class__.__name__}: {exc}")
    if table is None:
        pytest.skip(f"{name} has no table yet")
    return game


def seat_count(game: Game) -> int:
    return 4 if 4 in game.seat_counts else max(game.seat_counts)


def quick_bots(game: Game, seats: list[str], seed: int, iterations: int = 40) -> dict[int, Bot]:
    """Computer seats that search like the normal level but with few iterations (and no clock), for speed."""
    return {seat: make_bot(game, "normal", seed * 31 + seat, SearchBudget(iterations, float("inf")))
            for seat, kind in enumerate(seats) if kind != "human"}


def random_play(match: Match, seed: int, until: Callable[[Match], bool], limit: int = 3000) -> bool:
    """Play `match` with random choices for every seat until `until(match)` holds (True) or it ends (False)."""
    bots = {seat: make_bot(match.game, "random", seed * 17 + seat) for seat in range(len(match.seats))}
    for _ in range(limit):
        if until(match):
            return True
        if match.state.is_over():
            return False
        for seat, command in bot_answers(match, bots):
            match.submit(seat, command)
    return until(match)


def seat_zero_decides(after: int = 3) -> Callable[[Match], bool]:
    """Seat 0 must choose among several commands, at least `after` commands into the game."""

    def holds(match: Match) -> bool:
        state = match.state
        return (len(match.history) >= after and 0 in state.to_act() and not state.is_over()
                and len(state.legal_commands(0)) > 1
                and (state.is_simultaneous() or state.to_act()[0] == 0))

    return holds


def match_where_seat_zero_decides(game: Game, seats: list[str], after: int = 3) -> Match:
    """A match played at random until seat 0 must choose among several commands."""
    for seed in range(1, 60):
        match = Match(game, seats, seed)
        if random_play(match, seed, seat_zero_decides(after)):
            return match
    raise AssertionError(f"no seed brings {game.title} to a decision of seat 0")


def finished_match(game: Game, seats: list[str], seed: int = 3) -> Match:
    """A match played to its end by random choices."""
    match = Match(game, seats, seed)
    random_play(match, seed, lambda m: m.state.is_over(), limit=100_000)
    assert match.state.is_over()
    return match
