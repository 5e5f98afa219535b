"""The engine: the contract every game implements, and what is the same for every game.

Nothing under this package imports pygame.
"""

from __future__ import annotations

from ninjatable.engine.commands import Command, command_kind
from ninjatable.engine.errors import IllegalCommand, MapError, SaveError
from ninjatable.engine.protocol import Event, Game, Outcome, State
from ninjatable.engine.rng import Rng

__all__ = [
    "Command",
    "Event",
    "Game",
    "IllegalCommand",
    "MapError",
    "Outcome",
    "Rng",
    "SaveError",
    "State",
    "command_kind",
]
