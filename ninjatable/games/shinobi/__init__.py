"""Shinobi (Rightgames 2012): 3–5 secret agents of five clans fight over provinces."""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.engine.protocol import Game
from ninjatable.games.shinobi import moves
from ninjatable.games.shinobi.ai import ShinobiKnowledge
from ninjatable.games.shinobi.commands import COMMAND_TYPES, describe
from ninjatable.games.shinobi.rules import ShinobiState
from ninjatable.games.shinobi.view import ShinobiView, redact, view_of
from ninjatable.games.words import player_name


class ShinobiGame(Game):
    """The game spec: 3 to 5 players, no parameters."""

    name = "shinobi"
    title = "Shinobi"
    seat_counts = (3, 4, 5)
    rules_doc = "shinobi.md"
    command_types = COMMAND_TYPES
    knowledge = ShinobiKnowledge()

    def new_state(self, num_seats: int, seed: int, parameters: dict[str, Any] | None = None) -> ShinobiState:
        self.parameters(parameters)
        return ShinobiState(num_seats, seed)

    def view(self, state: Any, seat: int | None) -> ShinobiView:
        return view_of(state, seat)

    def redact(self, state: Any, seat: int | None) -> ShinobiState:
        return redact(state, seat)

    def seat_label(self, num_seats: int, seat: int) -> str:
        return player_name(seat)

    def describe(self, command: Command, view: Any) -> str:
        return describe(command, view.seat, view.current)

    def find_move(self, state: Any, seat: int, gesture: Any) -> Preview:
        return moves.find_move(state, seat, gesture)


GAME = ShinobiGame()

__all__ = ["GAME", "ShinobiGame"]
