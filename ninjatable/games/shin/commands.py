"""SHIN's commands, one per thing a player does, and how each reads in words.

Territories are numbered 1 to 6 along the village strip; a card is named by its initiative (1..20).
"""

from __future__ import annotations

from ninjatable.engine.commands import Command, command_kind
from ninjatable.games.shin.data import deck


@command_kind("choose")
class Choose(Command):
    """The secret choice of a turn: a card from the hand, face down (turn 1: the spy)."""

    card: int


@command_kind("place")
class Place(Command):
    """A revealed ninja enters play on a free territory on its owner's side."""

    card: int
    territory: int


@command_kind("target")
class Target(Command):
    """An ability's target: a ninja in the village."""

    card: int


@command_kind("move-to")
class MoveTo(Command):
    """Where an ability moves the ninja it picked: a free territory on that ninja's side."""

    territory: int


@command_kind("peek")
class Peek(Command):
    """An ability's target: the spy of the enemy player `seat`."""

    seat: int


@command_kind("skip")
class Skip(Command):
    """An optional ability is let pass."""


@command_kind("stone")
class Stone(Command):
    """The round is won: a stone on a territory where a ninja of the team stands."""

    territory: int


COMMAND_TYPES: tuple[type[Command], ...] = (Choose, Place, Target, MoveTo, Peek, Skip, Stone)


_NAMES = {found.id: f"{found.name} ({found.id})" for found in deck()}


def ninja_name(card_id: int) -> str:
    """A ninja as players name it: its name and initiative, "Takeshi (3)"."""
    return _NAMES.get(card_id, "a hidden card")


def describe(command: Command, seat: int | None) -> str:
    """A command in the words of the seat that gives it."""
    if isinstance(command, Choose):
        return f"Choose {ninja_name(command.card)}"
    if isinstance(command, Place):
        return f"Place {ninja_name(command.card)} on territory {command.territory}"
    if isinstance(command, Target):
        return f"Target {ninja_name(command.card)}"
    if isinstance(command, MoveTo):
        return f"Move it to territory {command.territory}"
    if isinstance(command, Peek):
        return f"Player {command.seat + 1}'s spy"
    if isinstance(command, Skip):
        return "Let the ability pass"
    if isinstance(command, Stone):
        return f"Place a stone on territory {command.territory}"
    return command.to_text()
