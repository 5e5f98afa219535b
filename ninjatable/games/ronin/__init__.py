"""Ronin (Emanuele Ornella): ronin in the cities of Japan collect goods and fulfil missions. The base game
for 3-5 players, solo against the Shogun deck, and two players with a neutral Shogun."""

from __future__ import annotations

from typing import Any

from ninjatable.engine.protocol import Game
from ninjatable.games.ronin import heuristics
from ninjatable.games.ronin.commands import COMMAND_TYPES
from ninjatable.games.ronin.data import solo_rank
from ninjatable.games.ronin.rules import RoninState
from ninjatable.games.ronin.view import RoninView


class RoninGame(Game):
    """The game spec: 1 (solo), 2 (with the neutral Shogun), 3-5 players; no parameters."""

    name = "ronin"
    title = "Ronin"
    seat_counts = (1, 2, 3, 4, 5)
    rules_doc = "ronin.md"
    command_types = COMMAND_TYPES
    playout_depth = 30
    knowledge = heuristics

    def new_state(self, num_seats: int, seed: int, parameters: dict[str, Any] | None = None) -> RoninState:
        self.parameters(parameters)
        if num_seats not in self.seat_counts:
            raise ValueError(f"Ronin is played by 1 to 5 players, not {num_seats}")
        return RoninState(num_seats, seed)

    def seat_label(self, num_seats: int, seat: int) -> str:
        return "You" if num_seats == 1 else f"Player {seat + 1}"


GAME = RoninGame()

__all__ = ["GAME", "RoninGame", "RoninState", "RoninView", "solo_rank"]
