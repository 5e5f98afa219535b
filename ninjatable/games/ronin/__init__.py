"""Ronin (Emanuele Ornella): ronin in the cities of Japan collect goods and fulfil missions. The base game
for 3-5 players, solo against the Shogun deck, and two players with a neutral Shogun."""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.engine.protocol import Game
from ninjatable.games.ronin import moves
from ninjatable.games.ronin.ai import RoninKnowledge
from ninjatable.games.ronin.commands import COMMAND_TYPES, describe
from ninjatable.games.ronin.data import solo_rank
from ninjatable.games.ronin.rules import RoninState
from ninjatable.games.ronin.view import RoninView, redact, view_of
from ninjatable.games.words import player_name
from ninjatable.i18n import _


class RoninGame(Game):
    """The game spec: 1 (solo), 2 (with the neutral Shogun), 3-5 players; no parameters."""

    name = "ronin"
    title = "Ronin"
    seat_counts = (1, 2, 3, 4, 5)
    rules_doc = "ronin.md"
    command_types = COMMAND_TYPES
    knowledge = RoninKnowledge()

    def new_state(self, num_seats: int, seed: int, parameters: dict[str, Any] | None = None) -> RoninState:
        self.parameters(parameters)
        if num_seats not in self.seat_counts:
            raise ValueError(f"Ronin is played by 1 to 5 players, not {num_seats}")
        return RoninState(num_seats, seed)

    def seat_label(self, num_seats: int, seat: int) -> str:
        return _("You") if num_seats == 1 else player_name(seat)

    def mode_name(self, num_seats: int) -> str:
        if num_seats == 1:
            return _("Solo against the Shogun")
        return _("Two players and a neutral Shogun") if num_seats == 2 else ""

    def view(self, state: Any, seat: int | None) -> RoninView:
        return view_of(state, seat)

    def redact(self, state: Any, seat: int | None) -> RoninState:
        return redact(state, seat)

    def describe(self, command: Command, view: Any) -> str:
        return describe(command, view.display, view.spaces)

    def find_move(self, state: Any, seat: int, gesture: Any) -> Preview:
        return moves.find_move(state, seat, gesture)


GAME = RoninGame()

__all__ = ["GAME", "RoninGame", "RoninState", "RoninView", "solo_rank"]
