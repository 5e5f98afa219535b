"""SHIN's commands, one per thing a player does, and how each reads in words.

Territories are numbered 1 to 6 along the village strip; a card is named by its initiative (1..20).
"""

from __future__ import annotations

from ninjatable.engine.commands import Command, command_kind
from ninjatable.games.shin.data import card, deck, ninja_term
from ninjatable.games.words import player
from ninjatable.i18n import Message, msg, render


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


_IDS = frozenset(found.id for found in deck())


def ninja(card_id: int) -> Message:
    """A ninja as players name it, in a message: its name and initiative, "Takeshi (3)"."""
    if card_id not in _IDS:
        return msg("a hidden card")
    return msg("{name} ({initiative})", name=ninja_term(card_id), initiative=card(card_id).initiative)


def ninja_name(card_id: int) -> str:
    """A ninja as players name it, in the current language: "Takeshi (3)"."""
    return render(ninja(card_id))


def describe(command: Command, seat: int | None) -> str:
    """A command in the words of the seat that gives it."""
    if isinstance(command, Choose):
        return render(msg("Choose {ninja}", ninja=ninja(command.card)))
    if isinstance(command, Place):
        return render(msg("Place {ninja} on territory {territory}", ninja=ninja(command.card),
                          territory=command.territory))
    if isinstance(command, Target):
        return render(msg("Target {ninja}", ninja=ninja(command.card)))
    if isinstance(command, MoveTo):
        return render(msg("Move it to territory {territory}", territory=command.territory))
    if isinstance(command, Peek):
        return render(msg("{player}'s spy", player=player(command.seat)))
    if isinstance(command, Skip):
        return render(msg("Let the ability pass"))
    if isinstance(command, Stone):
        return render(msg("Place a stone on territory {territory}", territory=command.territory))
    return command.to_text()
