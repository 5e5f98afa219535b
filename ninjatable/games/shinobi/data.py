"""Shinobi's cards: five clans, eleven troop cards each, three Ninja, and one loyalty card per clan."""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from pathlib import Path
from typing import Any

from ninjatable.i18n import Message, Term, msg, term

_DATA = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

#: The clans, in a fixed order (ids used in commands and saves).
CLANS: tuple[str, ...] = tuple(_DATA["clans"])
TROOPS_PER_CLAN: int = _DATA["troops_per_clan"]
NINJA_CARDS: int = _DATA["ninja_cards"]
HAND_SIZE: int = _DATA["hand_size"]
SEAT_COUNTS: tuple[int, ...] = tuple(_DATA["seat_counts"])


@dataclasses.dataclass(frozen=True, order=True)
class Card:
    """A troop card with a blue back. `clan` is None for a Ninja (a card without a crest)."""

    id: int
    clan: str | None

    @property
    def is_ninja(self) -> bool:
        return self.clan is None


def clan_info(clan: str) -> dict[str, Any]:
    """Display data of a clan: name, colour, crest shape."""
    return _DATA["clans"][clan]


def clan_term(clan: str | None) -> Term:
    """The clan's name from the glossary, to put in a message (None: the Ninja)."""
    return Term("shinobi", "Ninja" if clan is None else _DATA["clans"][clan]["name"])


def clan_name(clan: str | None) -> str:
    """The clan's name in the current language (None: the Ninja)."""
    return term("shinobi", "Ninja" if clan is None else _DATA["clans"][clan]["name"])


def a_clan_card(clan: str | None) -> Message:
    """One card of the clan, as a message: "a Takeda card", "an Oda card" (the English article by the name's
    first letter; each language says it its own way)."""
    if clan is None:
        return msg("a Ninja card")
    name = _DATA["clans"][clan]["name"]
    if name[0] in "AEIOUŌ":
        return msg("an {clan} card", clan=clan_term(clan))
    return msg("a {clan} card", clan=clan_term(clan))


@cache
def troop_deck() -> tuple[Card, ...]:
    """The 58 blue-backed cards in id order: 11 troops of each clan, then the 3 Ninja."""
    cards = []
    for clan in CLANS:
        for _ in range(TROOPS_PER_CLAN):
            cards.append(Card(len(cards), clan))
    for _ in range(NINJA_CARDS):
        cards.append(Card(len(cards), None))
    return tuple(cards)


def card(card_id: int) -> Card:
    return troop_deck()[card_id]
