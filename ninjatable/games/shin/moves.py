"""Gestures at the SHIN table turned into commands, inside the rules and without a window.

A gesture is what the player did with the mouse: a hand card dropped on the play slot (or double-clicked), a
revealed ninja dropped on a territory, a click on a ninja, on a territory or on a spy. `find_move` says which
command it means for the seat now and whether the rules accept it, with the reason when they do not.
"""

from __future__ import annotations

import dataclasses

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.games.shin.commands import Choose, MoveTo, Peek, Place, Stone, Target
from ninjatable.games.shin.rules import ABILITY, CHOOSE, PLACE, STONE, ShinState
from ninjatable.games.shin.rules.abilities import DESTINATION, SPY


@dataclasses.dataclass(frozen=True)
class CardOnSlot:
    """A hand card dropped on the play slot (or double-clicked): the secret choice of the turn."""

    card: int


@dataclasses.dataclass(frozen=True)
class NinjaOnTerritory:
    """A revealed ninja dropped on a territory: it enters play there."""

    card: int
    territory: int


@dataclasses.dataclass(frozen=True)
class ClickNinja:
    """A click on a ninja in the village (an ability's target)."""

    card: int


@dataclasses.dataclass(frozen=True)
class ClickTerritory:
    """A click on a territory (where an ability moves a ninja, or where a stone goes)."""

    territory: int


@dataclasses.dataclass(frozen=True)
class ClickSpy:
    """A click on a player's face-down spy (an ability that looks at it)."""

    seat: int


Gesture = CardOnSlot | NinjaOnTerritory | ClickNinja | ClickTerritory | ClickSpy

NOTHING = "That does nothing now."


def command_for(state: ShinState, gesture: Gesture) -> Command | None:
    """The command a gesture means in the present phase (None: it means none)."""
    stage = state.step.stage if state.step is not None else ""
    if isinstance(gesture, CardOnSlot):
        return Choose(gesture.card) if state.phase == CHOOSE else None
    if isinstance(gesture, NinjaOnTerritory):
        return Place(gesture.card, gesture.territory) if state.phase == PLACE else None
    if isinstance(gesture, ClickNinja):
        return Target(gesture.card) if state.phase == ABILITY and stage not in (SPY, DESTINATION) else None
    if isinstance(gesture, ClickSpy):
        return Peek(gesture.seat) if state.phase == ABILITY and stage == SPY else None
    if state.phase == STONE:
        return Stone(gesture.territory)
    return MoveTo(gesture.territory) if state.phase == ABILITY and stage == DESTINATION else None


def find_move(state: ShinState, seat: int, gesture: object) -> Preview:
    """The command a gesture means and whether the rules accept it now."""
    if isinstance(gesture, Command):
        return Preview(gesture, state.refusal(seat, gesture))
    if not isinstance(gesture, (CardOnSlot, NinjaOnTerritory, ClickNinja, ClickTerritory, ClickSpy)):
        return Preview(None, NOTHING)
    command = command_for(state, gesture)
    if command is None:
        return Preview(None, NOTHING)
    return Preview(command, state.refusal(seat, command))
