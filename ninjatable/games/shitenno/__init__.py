"""Shitennō (Ludonaute 2011): 2–4 generals of Tokugawa share out troops, koku and titles in Edo every other year,
and take the provinces of Japan in the years between."""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.engine.protocol import Game
from ninjatable.games.shitenno import moves
from ninjatable.games.shitenno.ai import ShitennoKnowledge
from ninjatable.games.shitenno.commands import COMMAND_TYPES, describe
from ninjatable.games.shitenno.data import general
from ninjatable.games.shitenno.rules import ShitennoState
from ninjatable.games.shitenno.view import ShitennoView, province_names, redact, view_of


class ShitennoGame(Game):
    """The game spec: 2 to 4 players, no parameters."""

    name = "shitenno"
    title = "Shitennō"
    seat_counts = (2, 3, 4)
    rules_doc = "shitenno.md"
    command_types = COMMAND_TYPES
    knowledge = ShitennoKnowledge()

    def new_state(self, num_seats: int, seed: int, parameters: dict[str, Any] | None = None) -> ShitennoState:
        self.parameters(parameters)
        return ShitennoState(num_seats, seed)

    def seat_label(self, num_seats: int, seat: int) -> str:
        return general(seat)["name"]

    def view(self, state: Any, seat: int | None) -> ShitennoView:
        return view_of(state, seat)

    def redact(self, state: Any, seat: int | None) -> ShitennoState:
        return redact(state, seat)

    def describe(self, command: Command, view: Any) -> str:
        return describe(command, province_names())

    def find_move(self, state: Any, seat: int, gesture: Any) -> Preview:
        return moves.find_move(state, seat, gesture)


GAME = ShitennoGame()

__all__ = ["GAME", "ShitennoGame"]
