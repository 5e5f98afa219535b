"""Shinobi (Rightgames 2012): 3–5 secret agents of five clans fight over provinces."""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Game
from ninjatable.games.shinobi import heuristics
from ninjatable.games.shinobi.data import a_clan_card, clan_name
from ninjatable.games.shinobi.rules import (
    COMMAND_TYPES,
    Attack,
    Deploy,
    DeployOwn,
    PlayNinja,
    Relocate,
    ShinobiState,
)
from ninjatable.games.shinobi.view import ShinobiView


class ShinobiGame(Game):
    """The game spec: 3 to 5 players, no parameters."""

    name = "shinobi"
    title = "Shinobi"
    seat_counts = (3, 4, 5)
    rules_doc = "shinobi.md"
    command_types = COMMAND_TYPES
    playout_depth = 24
    knowledge = heuristics

    def new_state(self, num_seats: int, seed: int, parameters: dict[str, Any] | None = None) -> ShinobiState:
        self.parameters(parameters)
        return ShinobiState(num_seats, seed)

    def describe(self, command: Command, view: Any) -> str:
        """A command in a player's words."""
        assert isinstance(view, ShinobiView)
        hand = {c.id: c for c in view.hand}

        def where(province: int) -> str:
            return "your province" if province == view.seat else f"Player {province + 1}'s province"

        if isinstance(command, Deploy):
            return f"Deploy {clan_name(hand[command.card].clan) if command.card in hand else 'a card'} in {where(command.province)}"
        if isinstance(command, DeployOwn):
            return f"Deploy {clan_name(hand[command.card].clan) if command.card in hand else 'a card'} in your province"
        if isinstance(command, PlayNinja):
            return f"Ninja on the {clan_name(command.clan)} army in {where(command.province)}"
        if isinstance(command, Relocate):
            return (f"Move {a_clan_card(command.clan)} from {where(command.from_province)} "
                    f"to {where(command.to_province)}")
        if isinstance(command, Attack):
            return f"Your {clan_name(command.clan)} army attacks {clan_name(command.target)} in {where(command.province)}"
        return command.to_text()


GAME = ShinobiGame()

__all__ = ["GAME", "ShinobiGame"]
