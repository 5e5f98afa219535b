"""Gestures at the Shitennō table turned into commands, inside the rules and without a window.

A gesture is what the player did with the mouse: a drawn card or a hierarchy tile dragged into a packet or back,
a card, bonus tile or the Hatamoto's title clicked into or out of the payment, the payment dropped on a
province, a packet or a kamon clicked. `find_move` says which command it means for the seat and whether the
rules accept it now, with the reason when they do not; for a payment on a province it also tells what the
province's free slot costs and gives, and what a payment that buys it would lose (paying more than the slot
needs is allowed).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.games.shitenno.commands import (
    Choose,
    DrawCard,
    Gild,
    PackCard,
    PackTitle,
    PickCard,
    PickHatamoto,
    PickTile,
    Place,
    UnpackCard,
    UnpickCard,
    UnpickHatamoto,
    UnpickTile,
)
from ninjatable.games.shitenno.data import CARD, favour_per_kamon, tile
from ninjatable.games.shitenno.rules import ShitennoState
from ninjatable.games.shitenno.rules.payment import surplus
from ninjatable.i18n import N_, _

#: the refusal of a gesture that means no command.
NOTHING = N_("That does nothing here.")


@dataclasses.dataclass(frozen=True)
class CardIntoPacket:
    """A drawn card (or a card of the other packet) dropped into packet `packet`."""

    card: int
    packet: int


@dataclasses.dataclass(frozen=True)
class CardOutOfPacket:
    """A packet's card dropped back among the drawn cards."""

    card: int


@dataclasses.dataclass(frozen=True)
class TitleIntoPacket:
    """A hierarchy tile dropped into packet `packet`."""

    title: str
    packet: int


@dataclasses.dataclass(frozen=True)
class PacketClicked:
    """One of the two packets clicked by the player who chooses."""

    packet: int


@dataclasses.dataclass(frozen=True)
class HandCardClicked:
    """A card of the hand clicked: into the payment, or back out of it."""

    card: int


@dataclasses.dataclass(frozen=True)
class BonusTileClicked:
    """A bonus tile in front of you clicked: into or out of the payment, or (a card bonus) used to draw."""

    tile: int


@dataclasses.dataclass(frozen=True)
class HatamotoClicked:
    """Your Hatamoto title clicked: into or out of the payment."""


@dataclasses.dataclass(frozen=True)
class PaymentOnProvince:
    """The payment dropped on a province: a kamon for its first free slot."""

    province: str


@dataclasses.dataclass(frozen=True)
class KamonClicked:
    """One of your kamons clicked (the Sensei gilds it)."""

    province: str
    slot: int


Gesture = (CardIntoPacket | CardOutOfPacket | TitleIntoPacket | PacketClicked | HandCardClicked | BonusTileClicked
           | HatamotoClicked | PaymentOnProvince | KamonClicked)


def command_for(state: ShitennoState, seat: int, gesture: Any) -> Command | None:
    """The command a gesture means for `seat` (None: it means none)."""
    payment = state.payment
    simple = {CardIntoPacket: lambda g: PackCard(g.card, g.packet), CardOutOfPacket: lambda g: UnpackCard(g.card),
              TitleIntoPacket: lambda g: PackTitle(g.title, g.packet), PacketClicked: lambda g: Choose(g.packet),
              PaymentOnProvince: lambda g: Place(g.province), KamonClicked: lambda g: Gild(g.province, g.slot)}
    made = simple.get(type(gesture))
    if made is not None:
        return made(gesture)
    if isinstance(gesture, HandCardClicked):
        return UnpickCard(gesture.card) if gesture.card in payment.cards else PickCard(gesture.card)
    if isinstance(gesture, BonusTileClicked):
        if gesture.tile >= 0 and tile(gesture.tile).effect == CARD:
            return DrawCard(gesture.tile)
        return UnpickTile(gesture.tile) if gesture.tile in payment.tiles else PickTile(gesture.tile)
    if isinstance(gesture, HatamotoClicked):
        return UnpickHatamoto() if payment.hatamoto else PickHatamoto()
    return None


def find_move(state: ShitennoState, seat: int, gesture: object) -> Preview:
    """What `gesture` means for `seat` in `state` (the seat's redacted state) and whether the rules accept it."""
    command = command_for(state, seat, gesture)
    if command is None:
        return Preview(None, _(NOTHING))
    detail: dict[str, Any] = {}
    if isinstance(command, Place) and command.province in state.slots:
        need = state.need(command.province)
        index = state.free_slot(command.province)
        if need is not None and index is not None:
            province = state.province(command.province)
            detail = {"need": need, "slot": index + 1,
                      "favour": province.favour[index] + favour_per_kamon(state.titles[seat])}
    refusal = state.refusal(seat, command)
    if detail and refusal is None:
        detail["lost"] = surplus(state.payment, detail["need"])
    return Preview(command, refusal, detail)
