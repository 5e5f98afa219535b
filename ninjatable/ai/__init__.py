"""Bots over the protocol alone: they see a seat's view and its legal commands, nothing more."""

from __future__ import annotations

from ninjatable.ai.bots import LEVELS, Bot, make_bot

__all__ = ["LEVELS", "Bot", "make_bot"]
