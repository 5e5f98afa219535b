"""Playing a match between bots to its end (simulate, tests, screenshots)."""

from __future__ import annotations

from ninjatable.ai.bots import Bot, make_bot
from ninjatable.engine.match import Match


def bots_for(match: Match, seed: int) -> dict[int, Bot]:
    """A bot for every seat that is not human, each with its own seed."""
    return {seat: make_bot(match.game, kind, seed * 7919 + seat)
            for seat, kind in enumerate(match.seats) if kind != "human"}


def next_actor(match: Match) -> int | None:
    """The seat that should act next, or None when the game is over."""
    actors = match.state.to_act()
    return actors[0] if actors else None


def bot_step(match: Match, bots: dict[int, Bot]) -> bool:
    """Let the first acting bot give one command. False when no bot may act (over, or a human's turn)."""
    for seat in match.state.to_act():
        bot = bots.get(seat)
        if bot is None:
            continue
        view = match.state.view(seat)
        legal = match.state.legal_commands(seat)
        match.submit(seat, bot.choose(view, seat, legal))
        return True
    return False


def play_to_end(match: Match, bots: dict[int, Bot], max_commands: int = 100_000) -> Match:
    """Play until the game is over. Raises RuntimeError if it does not end or only humans may act."""
    for _ in range(max_commands):
        if match.state.is_over():
            return match
        if not bot_step(match, bots):
            raise RuntimeError("no bot may act: every acting seat is human")
    raise RuntimeError(f"{match.game.title} did not end within {max_commands} commands")
