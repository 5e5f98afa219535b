"""Gestures at the SHIN table turned into commands, inside the rules and without a window.

A gesture is what the player did with the mouse: a hand card dropped on the play slot (or double-clicked), or
a revealed ninja dropped on a territory. `find_move` says which command it means for the seat now and whether
the rules accept it, with the reason when they do not. (An ability's targets and the territories for a stone
are options of the decision, lit on the board and clicked there.)
"""

from __future__ import annotations

import dataclasses

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.games.shin.commands import Choose, Place
from ninjatable.games.shin.rules import CHOOSE, PLACE, ShinState
from ninjatable.i18n import N_, _


@dataclasses.dataclass(frozen=True)
class CardOnSlot:
    """A hand card dropped on the play slot (or double-clicked): the secret choice of the turn."""

    card: int


@dataclasses.dataclass(frozen=True)
class NinjaOnTerritory:
    """A revealed ninja dropped on a territory: it enters play there."""

    card: int
    territory: int


Gesture = CardOnSlot | NinjaOnTerritory

NOTHING = N_("That does nothing now.")


def command_for(state: ShinState, gesture: Gesture) -> Command | None:
    """The command a gesture means in the present phase (None: it means none)."""
    if isinstance(gesture, CardOnSlot):
        return Choose(gesture.card) if state.phase == CHOOSE else None
    return Place(gesture.card, gesture.territory) if state.phase == PLACE else None


def find_move(state: ShinState, seat: int, gesture: object) -> Preview:
    """The command a gesture means and whether the rules accept it now."""
    if isinstance(gesture, Command):
        return Preview(gesture, state.refusal(seat, gesture))
    if not isinstance(gesture, (CardOnSlot, NinjaOnTerritory)):
        return Preview(None, _(NOTHING))
    command = command_for(state, gesture)
    if command is None:
        return Preview(None, _(NOTHING))
    return Preview(command, state.refusal(seat, command))
