"""Shitennō's components, read from `data.json`: the four troop types, the troop and koku cards, the bonus
tiles, the four titles, the generals, and the numbers that depend on the player count."""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any

from ninjatable.i18n import Arg, Message, Term, msg, msg_p, term
from ninjatable.i18n.message import render_arg

GAME = "shitenno"

_DATA: dict[str, Any] = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

#: the troop types in a fixed order (ids used in commands, saves and the map).
TROOPS: tuple[str, ...] = tuple(_DATA["troops"])
#: the titles from the highest (most Bakufu seals) to the lowest.
TITLES: tuple[str, ...] = tuple(sorted(_DATA["titles"], key=lambda key: -_DATA["titles"][key]["seals"]))
EFFECTS: tuple[str, ...] = tuple(_DATA["bonus_effects"])
EXCHANGE, PLUS, CARD = "exchange", "plus", "card"
SEAT_COUNTS: tuple[int, ...] = tuple(_DATA["seat_counts"])
STARTING_TROOP_CARDS: int = _DATA["starting_troop_cards"]
KAMONS_PER_YEAR: int = _DATA["kamons_per_year"]
MAJORITY_FAVOUR: int = _DATA["majority_favour"]
GOLD_WEIGHT: int = _DATA["gold_kamon_weight"]
FAVOUR_TRACK: int = _DATA["favour_track"]
FIRST_YEAR: int = _DATA["first_year"]
TILES_PER_PROVINCE: int = _DATA["bonus_tiles_per_province"]


@dataclasses.dataclass(frozen=True)
class Card:
    """A troop card (one or two troop symbols) or a koku card (worth 1, 2 or 3 koku)."""

    id: int
    troops: tuple[str, ...] = ()
    koku: int = 0

    @property
    def is_koku(self) -> bool:
        return self.koku > 0

    @property
    def kind(self) -> tuple[str, ...] | int:
        """What tells two cards apart in play: the symbols of a troop card, the value of a koku card."""
        return self.koku if self.is_koku else self.troops


@dataclasses.dataclass(frozen=True)
class Tile:
    """A bonus tile: the troop on its front (what a province asks for while it lies on the stack) and the
    bonus on its back (what its owner may use once)."""

    id: int
    effect: str
    troop: str


def troop_term(troop: str) -> Term:
    """A troop type's name from the glossary, to put in a message ("Sōhei")."""
    return Term(GAME, _DATA["troops"][troop]["name"])


def troop_name(troop: str) -> str:
    """A troop type's name in the current language."""
    return term(GAME, _DATA["troops"][troop]["name"])


def troop_info(troop: str) -> dict[str, Any]:
    """Display data of a troop type: name, colour, mark."""
    return _DATA["troops"][troop]


def title_term(title: str) -> Term:
    """A title's name from the glossary, to put in a message ("Daimyō")."""
    return Term(GAME, _DATA["titles"][title]["name"])


def title_name(title: str) -> str:
    """A title's name in the current language."""
    return term(GAME, _DATA["titles"][title]["name"])


def seals(title: str) -> int:
    """The title's Bakufu seals: the more, the higher the rank (4 for the Daimyō ... 1 for the Hatamoto)."""
    return _DATA["titles"][title]["seals"]


def favour_per_kamon(title: str) -> int:
    """Extra favour for every kamon its holder places (Daimyō 2, Shōmyō 1)."""
    return _DATA["titles"][title]["favour_per_kamon"]


def effect_name(effect: str) -> str:
    """A bonus's name in the current language ("Exchange", "+1", "Card")."""
    return term(GAME, _DATA["bonus_effects"][effect]["name"])


def general_term(seat: int) -> Term:
    """The name of the general a seat plays, to put in a message ("Honda")."""
    return Term(GAME, _DATA["generals"][seat]["name"])


def general_words(seat: int) -> Message:
    """The name of the general a seat plays, as a message kept for later (a seat's name at the table)."""
    return msg_p("a general's name", "{general}", general=general_term(seat))


def general_name(seat: int) -> str:
    """The name of the general a seat plays, in the current language."""
    return term(GAME, _DATA["generals"][seat]["name"])


def place_term(name: str) -> Term:
    """A province's name (as the map file gives it) from the glossary, to put in a message ("Kantō")."""
    return Term(GAME, name)


def place_name(name: str) -> str:
    """A province's name (as the map file gives it) in the current language."""
    return term(GAME, name)


def general(seat: int) -> dict[str, Any]:
    """The general a seat plays: name and colour."""
    return _DATA["generals"][seat]


def kamons_for(num_seats: int) -> int:
    """Kamons in each player's supply at the start."""
    return _DATA["kamons"][str(num_seats)]


def drawn_per_year(num_seats: int) -> tuple[int, int]:
    """Troop cards and koku cards the Tairō draws at the start of an even year."""
    troops, koku = _DATA["drawn_per_year"][str(num_seats)]
    return troops, koku


@cache
def all_cards() -> tuple[Card, ...]:
    """Every card in id order: the single troop cards, the double troop cards (one per pair of types, a pair
    of the same type included), then the koku cards from the lowest value."""
    cards: list[Card] = []
    for troop in TROOPS:
        for _ in range(_DATA["single_troop_cards_per_type"]):
            cards.append(Card(len(cards), (troop,)))
    for pair in combinations_with_replacement(TROOPS, 2):
        cards.append(Card(len(cards), pair))
    for value, count in sorted(_DATA["koku_cards"].items(), key=lambda item: int(item[0])):
        for _ in range(count):
            cards.append(Card(len(cards), (), int(value)))
    return tuple(cards)


def card(card_id: int) -> Card:
    return all_cards()[card_id]


@cache
def troop_card_ids() -> tuple[int, ...]:
    return tuple(c.id for c in all_cards() if not c.is_koku)


@cache
def koku_card_ids() -> tuple[int, ...]:
    return tuple(c.id for c in all_cards() if c.is_koku)


@cache
def all_tiles() -> tuple[Tile, ...]:
    """The bonus tiles: every bonus with every troop on its front, twice."""
    tiles: list[Tile] = []
    for effect in EFFECTS:
        for troop in TROOPS:
            for _ in range(_DATA["bonus_tiles_per_effect_and_troop"]):
                tiles.append(Tile(len(tiles), effect, troop))
    return tuple(tiles)


def tile(tile_id: int) -> Tile:
    return all_tiles()[tile_id]


def card_words(card_id: int) -> Arg:
    """A card in words, to put in a message: "Samurai", "Bushi+Sōhei", "2 koku"."""
    found = card(card_id)
    if found.is_koku:
        return msg("{n} koku", n=found.koku)
    if len(found.troops) == 1:
        return troop_term(found.troops[0])
    return msg("{troop}+{other}", troop=troop_term(found.troops[0]), other=troop_term(found.troops[1]))


def card_text(card_id: int) -> str:
    """A card in words, in the current language."""
    return render_arg(card_words(card_id))


def cards_words(card_ids: list[int] | tuple[int, ...]) -> Arg:
    """Cards in words, sorted, koku cards first, to put in a message: "1 koku, 2 koku, Samurai and Bushi+Sōhei"
    (a list joined in the reader's way), or "no cards"."""
    ordered = sorted(card_ids, key=lambda c: (not card(c).is_koku, card(c).koku, c))
    return tuple(card_words(c) for c in ordered) if ordered else NO_CARDS


def cards_text(card_ids: list[int] | tuple[int, ...]) -> str:
    """Cards in words, sorted, koku cards first, in the current language."""
    return render_arg(cards_words(card_ids))


#: no card at all, in a list of cards.
NO_CARDS: Message = msg("no cards")
