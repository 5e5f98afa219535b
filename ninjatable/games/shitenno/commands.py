"""Shitennō's commands: small steps, each one thing a player does at the table, and how each reads in words.

Even years: the Tairō puts drawn cards and one hierarchy tile into a packet (two packets when only two players
are left), takes cards back, and offers; the player asked accepts or refuses; with two packets the other player
chooses one. Odd years: on your turn you pick cards, bonus tiles and (as Hatamoto) your title for a payment and
place a kamon on a province the payment buys, draw with a card bonus, and end your turn; the Sensei may then
gild one of his kamons.
"""

from __future__ import annotations

from ninjatable.engine.commands import Command, command_kind
from ninjatable.games.shitenno.data import card_words, effect_name, tile, title_name


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

PACKET_NAMES = ("A", "B")


def tile_words(tile_id: int) -> str:
    """A bonus tile by its bonus: "an exchange tile", "a +1 tile", "a card tile"."""
    name = effect_name(tile(tile_id).effect)
    article = "an" if name[0] in "AEIOU" else "a"
    return f"{article} {name.lower() if name[0].isalpha() else name} tile"


def describe(command: Command, province_name: dict[str, str]) -> str:
    """A command in a player's words (`province_name` gives the provinces' names)."""
    return _WORDS.get(type(command), lambda c, names: c.to_text())(command, province_name)


_WORDS = {
    PackCard: lambda c, n: f"Put {card_words(c.card)} into packet {PACKET_NAMES[c.packet]}",
    UnpackCard: lambda c, n: f"Take {card_words(c.card)} back out of the packet",
    PackTitle: lambda c, n: f"Put the {title_name(c.title)} hierarchy tile into packet {PACKET_NAMES[c.packet]}",
    Offer: lambda c, n: "Offer the packet",
    Accept: lambda c, n: "Accept the packet",
    Refuse: lambda c, n: "Refuse the packet",
    Choose: lambda c, n: f"Take packet {PACKET_NAMES[c.packet]}",
    PickCard: lambda c, n: f"Add {card_words(c.card)} to your payment",
    UnpickCard: lambda c, n: f"Take {card_words(c.card)} back from your payment",
    PickTile: lambda c, n: f"Use {tile_words(c.tile)} in your payment",
    UnpickTile: lambda c, n: f"Take {tile_words(c.tile)} back from your payment",
    PickHatamoto: lambda c, n: "Let your Hatamoto title stand for one troop",
    UnpickHatamoto: lambda c, n: "Take your Hatamoto title back from the payment",
    Place: lambda c, n: f"Place a kamon in {n.get(c.province, c.province)}",
    DrawCard: lambda c, n: "Use a card bonus: draw a troop card",
    EndTurn: lambda c, n: "End your turn",
    Gild: lambda c, n: f"Turn your kamon in {n.get(c.province, c.province)} (slot {c.slot}) gold",
    KeepPlain: lambda c, n: "Leave your kamons plain",
}
