"""SHIN - Shadows in the night: a ninja drafting duel for 2 players, or 4 in two teams, with secret
simultaneous choices, spies and a village of six territories."""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.engine.protocol import Game
from ninjatable.games.shin import moves
from ninjatable.games.shin.ai import ShinKnowledge
from ninjatable.games.shin.commands import COMMAND_TYPES, describe
from ninjatable.games.shin.data import SEAT_COUNTS, team_name
from ninjatable.games.shin.rules import ShinState
from ninjatable.games.shin.rules.village import team_of
from ninjatable.games.shin.view import ShinView, redact, view_of
from ninjatable.i18n import _


class ShinGame(Game):
    """The game spec: 2 players, or 4 in two teams of two; no parameters."""

    name = "shin"
    title = "SHIN"
    seat_counts = SEAT_COUNTS
    rules_doc = "shin.md"
    command_types = COMMAND_TYPES
    knowledge = ShinKnowledge()

    def new_state(self, num_seats: int, seed: int, parameters: dict[str, Any] | None = None) -> ShinState:
        self.parameters(parameters)
        return ShinState(num_seats, seed)

    def seat_label(self, num_seats: int, seat: int) -> str:
        return _("Player {n} ({team})").format(n=seat + 1, team=team_name(team_of(seat)))

    def view(self, state: Any, seat: int | None) -> ShinView:
        return view_of(state, seat)

    def redact(self, state: Any, seat: int | None) -> ShinState:
        return redact(state, seat)

    def describe(self, command: Command, view: Any) -> str:
        return describe(command, view.seat)

    def find_move(self, state: Any, seat: int, gesture: Any) -> Preview:
        return moves.find_move(state, seat, gesture)


GAME = ShinGame()

__all__ = ["GAME", "ShinGame"]
