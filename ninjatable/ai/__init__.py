"""Computer seats over the protocol alone: they see a seat's redacted state, nothing more."""

from __future__ import annotations

from ninjatable.ai.bots import LEVELS, Bot, make_bot
from ninjatable.ai.knowledge import Knowledge

__all__ = ["LEVELS", "Bot", "Knowledge", "make_bot"]
