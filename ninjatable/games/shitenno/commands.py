"""Shitennō's commands: small steps, each one thing a player does at the table, and how each reads in words.

Even years: the Tairō puts drawn cards and one hierarchy tile into a packet (two packets when only two players
are left), takes cards back, and offers; the player asked accepts or refuses; with two packets the other player
chooses one. Odd years: on your turn you pick cards, bonus tiles and (as Hatamoto) your title for a payment and
place a kamon on a province the payment buys, draw with a card bonus, and end your turn; the Sensei may then
gild one of his kamons.
"""

from __future__ import annotations

from ninjatable.engine.commands import Command, command_kind
from ninjatable.games.shitenno.data import EXCHANGE, PLUS, card_words, place_term, tile, title_term
from ninjatable.games.shitenno.map import board
from ninjatable.i18n import Arg, Message, msg, msg_p, render


@command_kind("pack")
class PackCard(Command):
    """The Tairō puts a drawn card into a packet (0, or 1 when two packets are made)."""

    card: int
    packet: int = 0


@command_kind("unpack")
class UnpackCard(Command):
    """The Tairō takes a card out of a packet, back to the drawn cards."""

    card: int


@command_kind("rank")
class PackTitle(Command):
    """The Tairō puts a hierarchy tile into a packet (the one there before goes back)."""

    title: str
    packet: int = 0


@command_kind("offer")
class Offer(Command):
    """The Tairō offers the packet (or the two packets) to the next player."""


@command_kind("accept")
class Accept(Command):
    """The player asked takes the packet."""


@command_kind("refuse")
class Refuse(Command):
    """The player asked passes the packet on."""


@command_kind("choose")
class Choose(Command):
    """The other player takes one of the Tairō's two packets; the Tairō keeps the other."""

    packet: int


@command_kind("pick")
class PickCard(Command):
    """A card from your hand goes into your payment."""

    card: int


@command_kind("unpick")
class UnpickCard(Command):
    """A card of your payment goes back into your hand."""

    card: int


@command_kind("pick-tile")
class PickTile(Command):
    """A bonus tile (exchange or +1) goes into your payment."""

    tile: int


@command_kind("unpick-tile")
class UnpickTile(Command):
    """A bonus tile goes back out of your payment."""

    tile: int


@command_kind("pick-hatamoto")
class PickHatamoto(Command):
    """The Hatamoto's title stands for one troop symbol of your payment."""


@command_kind("unpick-hatamoto")
class UnpickHatamoto(Command):
    """The Hatamoto's title goes back out of your payment."""


@command_kind("place")
class Place(Command):
    """Your payment buys the first free slot of a province: your kamon goes there."""

    province: str


@command_kind("draw")
class DrawCard(Command):
    """A card bonus tile is used: draw a troop card."""

    tile: int


@command_kind("end-turn")
class EndTurn(Command):
    """Your conquest turn is over (a payment not placed goes back to your hand)."""


@command_kind("gild")
class Gild(Command):
    """The Sensei turns one of his kamons gold."""

    province: str
    slot: int


@command_kind("keep-plain")
class KeepPlain(Command):
    """The Sensei leaves his kamons as they are."""


COMMAND_TYPES: tuple[type[Command], ...] = (
    PackCard, UnpackCard, PackTitle, Offer, Accept, Refuse, Choose, PickCard, UnpickCard, PickTile, UnpickTile,
    PickHatamoto, UnpickHatamoto, Place, DrawCard, EndTurn, Gild, KeepPlain)

#: the packets' letters, when the Tairō makes two.
PACKET_NAMES: tuple[Message, Message] = (msg_p("packet", "A"), msg_p("packet", "B"))


def tile_words(tile_id: int) -> Message:
    """A bonus tile by its bonus: "an exchange tile", "a +1 tile", "a card tile"."""
    effect = tile(tile_id).effect
    if effect == EXCHANGE:
        return msg("an exchange tile")
    return msg("a +1 tile") if effect == PLUS else msg("a card tile")


def paid_tile_words(tile_id: int) -> Message:
    """A bonus tile in the list of what paid for a kamon: "(with) an exchange tile"."""
    effect = tile(tile_id).effect
    if effect == EXCHANGE:
        return msg_p("paid with", "an exchange tile")
    return msg_p("paid with", "a +1 tile") if effect == PLUS else msg_p("paid with", "a card tile")


def the_tile_words(tile_id: int) -> Message:
    """A bonus tile of a payment by its bonus: "the exchange tile", "the +1 tile", "the card tile"."""
    effect = tile(tile_id).effect
    if effect == EXCHANGE:
        return msg("the exchange tile")
    return msg("the +1 tile") if effect == PLUS else msg("the card tile")


def province_term(key: str) -> Arg:
    """A province by its key, named from the glossary (the key itself when the map has no such province)."""
    found = board().by_key.get(key)
    return place_term(found.name) if found is not None else key


def describe(command: Command) -> str:
    """A command in a player's words, in the current language."""
    return render(command_words(command))


def command_words(command: Command) -> Message:
    """A command in a player's words, as a message."""
    if isinstance(command, PackCard):
        return msg("Put {card} into packet {packet}", card=card_words(command.card),
                   packet=PACKET_NAMES[command.packet])
    if isinstance(command, UnpackCard):
        return msg("Take {card} back out of the packet", card=card_words(command.card))
    if isinstance(command, PackTitle):
        return msg("Put the {title} hierarchy tile into packet {packet}", title=title_term(command.title),
                   packet=PACKET_NAMES[command.packet])
    if isinstance(command, Choose):
        return msg("Take packet {packet}", packet=PACKET_NAMES[command.packet])
    if isinstance(command, PickCard):
        return msg("Add {card} to your payment", card=card_words(command.card))
    if isinstance(command, UnpickCard):
        return msg("Take {card} back from your payment", card=card_words(command.card))
    if isinstance(command, PickTile):
        return msg("Use {tile} in your payment", tile=tile_words(command.tile))
    if isinstance(command, UnpickTile):
        return msg("Take {tile} back from your payment", tile=tile_words(command.tile))
    if isinstance(command, Place):
        return msg("Place a kamon in {province}", province=province_term(command.province))
    if isinstance(command, Gild):
        return msg("Turn your kamon in {province} (slot {slot}) gold", province=province_term(command.province),
                   slot=command.slot)
    return _SIMPLE[type(command)]


_SIMPLE: dict[type[Command], Message] = {
    Offer: msg("Offer the packet"),
    Accept: msg("Accept the packet"),
    Refuse: msg("Refuse the packet"),
    PickHatamoto: msg("Let your Hatamoto title stand for one troop"),
    UnpickHatamoto: msg("Take your Hatamoto title back from the payment"),
    DrawCard: msg("Use a card bonus: draw a troop card"),
    EndTurn: msg("End your turn"),
    KeepPlain: msg("Leave your kamons plain"),
}
