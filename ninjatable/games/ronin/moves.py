"""Gestures at the Ronin table turned into commands, inside the rules and without a window.

A gesture is what the player did with the mouse: a ronin dropped onto an action of a city tile (or its +2
chip, or with the Rider onto a city while another city's action is chosen), a mission of the display, a
character, a resource space or a castle space clicked, a good dropped onto a mission, goods chosen to give
back. `find_move` says which command it means for the seat and whether the rules accept it now, with the
reason when they do not.
"""

from __future__ import annotations

import dataclasses

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.games.ronin.commands import (
    Build,
    ChooseCharacter,
    ChooseMission,
    Collect,
    Fulfil,
    GiveBack,
    Place,
    TakeMission,
)
from ninjatable.games.ronin.data import GOODS
from ninjatable.games.ronin.rules import JOKER, DecisionKind, RoninState
from ninjatable.i18n import N_, _

#: the order goods are named in when given back together.
#: the refusal of a gesture that means no command.
NOTHING = N_("That does nothing here.")
KIND_ORDER = (*GOODS, JOKER)


@dataclasses.dataclass(frozen=True)
class RoninToAction:
    """A ronin dropped onto an action of a city's tile ("points": onto its +2 chip); with `source` (the Rider)
    the ronin goes to `city` and carries out `action` of the tile of `source`."""

    city: str
    action: str
    source: str = ""


@dataclasses.dataclass(frozen=True)
class DisplayMission:
    """A mission of the display clicked (bought before placing, or taken with the mission action)."""

    slot: int


@dataclasses.dataclass(frozen=True)
class CharacterTile:
    """A character of the display clicked."""

    character: str


@dataclasses.dataclass(frozen=True)
class ResourceSpace:
    """A good on a resource space clicked."""

    region: int
    space: int


@dataclasses.dataclass(frozen=True)
class CastleSpace:
    """A castle space clicked while building, paying with `pay` (a good or "joker")."""

    region: int
    pay: str


@dataclasses.dataclass(frozen=True)
class GoodOnMission:
    """A good dropped onto (or a click on) one of your missions."""

    mission: int


@dataclasses.dataclass(frozen=True)
class GoodsGivenBack:
    """The goods chosen on your board to give back together at the end of a round."""

    goods: tuple[str, ...]


Gesture = (RoninToAction | DisplayMission | CharacterTile | ResourceSpace | CastleSpace | GoodOnMission
           | GoodsGivenBack)


def command_for(state: RoninState, gesture: Gesture) -> Command:
    """The command a gesture means."""
    if isinstance(gesture, RoninToAction):
        return Place(gesture.city, gesture.action, gesture.source)
    if isinstance(gesture, DisplayMission):
        if state.pending is not None and state.pending.kind == DecisionKind.MISSION:
            return ChooseMission(gesture.slot)
        return TakeMission(gesture.slot)
    if isinstance(gesture, CharacterTile):
        return ChooseCharacter(gesture.character)
    if isinstance(gesture, ResourceSpace):
        return Collect(gesture.region, gesture.space)
    if isinstance(gesture, CastleSpace):
        return Build(gesture.region, gesture.pay)
    if isinstance(gesture, GoodOnMission):
        return Fulfil(gesture.mission)
    return GiveBack(tuple(sorted(gesture.goods, key=KIND_ORDER.index)))


def find_move(state: RoninState, seat: int, gesture: object) -> Preview:
    """The command a gesture means and whether the rules accept it now."""
    if isinstance(gesture, Command):
        return Preview(gesture, state.refusal(seat, gesture))
    if not isinstance(gesture, Gesture.__args__):  # type: ignore[attr-defined]
        return Preview(None, _(NOTHING))
    command = command_for(state, gesture)  # type: ignore[arg-type]
    return Preview(command, state.refusal(seat, command))
