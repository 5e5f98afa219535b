"""SHIN's components and numbers, read from `data.json`: the twenty ninja cards (a name, a colour, a unique
initiative from 1 to 20 that is also the card's id, an ability), the five colours, the two stone colours, and
the sizes of the game (hand, turns, territories, stones)."""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from pathlib import Path

from ninjatable.i18n import Term, _, term

_DATA = json.loads(Path(__file__).with_name("data.json").read_text(encoding="utf-8"))

HAND_SIZE: int = _DATA["hand_size"]
TURNS_PER_ROUND: int = _DATA["turns_per_round"]
TERRITORIES: int = _DATA["territories"]
STONES_PER_TEAM: int = _DATA["stones_per_team"]
DRAW_PER_ROUND: int = _DATA["draw_per_round"]
#: territories numbered from 1 along the village strip.
END_TERRITORIES: frozenset[int] = frozenset(_DATA["end_territories"])
MIDDLE_TERRITORIES: frozenset[int] = frozenset(_DATA["middle_territories"])
SEAT_COUNTS: tuple[int, ...] = tuple(_DATA["seat_counts"])
#: the two teams by number (0: black stones, 1: white stones).
TEAM_KEYS: tuple[str, ...] = tuple(_DATA["teams"])
COLOURS: tuple[str, ...] = tuple(_DATA["colours"])

#: abilities that act when the ninja enters play (or when the spy is revealed).
ENTER = "enter"
#: abilities that count when the strength of the teams is compared.
COUNT = "count"


@dataclasses.dataclass(frozen=True)
class Card:
    """A ninja card. Its initiative (1..20, unique) is its id. `amount` is its ability's number, `plus` a flat
    strength it adds to itself besides (counted like an ability: not when cancelled), `steadfast` an ability
    that cannot be cancelled."""

    initiative: int
    name: str
    colour: str
    ability: str
    amount: int
    plus: int
    steadfast: bool
    timing: str
    short: str
    text: str

    @property
    def id(self) -> int:
        return self.initiative


@dataclasses.dataclass(frozen=True)
class Colour:
    """One of the five ninja colours: its name, its RGB and the symbol drawn around the initiative."""

    key: str
    name: str
    rgb: tuple[int, int, int]
    crest: str
    symbol: str


@dataclasses.dataclass(frozen=True)
class Team:
    """A side of the village and its stones: black (team 0) or white (team 1)."""

    key: str
    name: str
    stone: tuple[int, int, int]
    edge: tuple[int, int, int]


def _card(entry: dict) -> Card:
    ability = _DATA["abilities"][entry["ability"]]
    amount = int(entry.get("amount", 0))
    plus = int(entry.get("plus", 0))
    short = entry.get("short") or ability["short"].format(n=amount) + (f" +{plus}" if plus else "")
    text = ability["text"].format(n=amount) + (f" {entry['name']} also has +{plus} strength." if plus else "")
    return Card(entry["initiative"], entry["name"], entry["colour"], entry["ability"], amount, plus,
                bool(ability.get("steadfast", False)), ability["timing"], short, text)


@cache
def deck() -> tuple[Card, ...]:
    """The twenty ninja cards in initiative order."""
    cards = tuple(sorted((_card(entry) for entry in _DATA["cards"]), key=lambda c: c.initiative))
    if [c.initiative for c in cards] != list(range(1, len(cards) + 1)):
        raise ValueError("SHIN's data: the initiatives must be 1..N, each once")
    return cards


CARD_IDS: tuple[int, ...] = tuple(c.id for c in deck())


def card(card_id: int) -> Card:
    """The card with initiative `card_id`."""
    return deck()[card_id - 1]


def colour(key: str) -> Colour:
    entry = _DATA["colours"][key]
    return Colour(key, entry["name"], tuple(entry["rgb"]), entry["crest"], entry["symbol"])  # type: ignore[arg-type]


def team(number: int) -> Team:
    key = TEAM_KEYS[number]
    entry = _DATA["teams"][key]
    return Team(key, entry["name"], tuple(entry["stone"]), tuple(entry["edge"]))  # type: ignore[arg-type]


def ninja_term(card_id: int) -> Term:
    """A ninja's name from the glossary (the same in every language), to put in a message."""
    return Term("shin", card(card_id).name)


def team_term(number: int) -> Term:
    """A team's name from the glossary ("Black"), to put in a message."""
    return Term("shin", team(number).name)


def team_name(number: int) -> str:
    """A team's name in the current language."""
    return term("shin", team(number).name)


def colour_name(key: str) -> str:
    """A colour's name in the current language."""
    return term("shin", colour(key).name)


def ability_short(found: Card) -> str:
    """A card's ability in a word or two, as its face shows it, in the current language ("Edge +2")."""
    entry = next(e for e in _DATA["cards"] if e["initiative"] == found.initiative)
    if entry.get("short"):
        return term("shin", entry["short"])
    short = term("shin", _DATA["abilities"][found.ability]["short"]).format(n=found.amount)
    return _("{ability} +{plus}").format(ability=short, plus=found.plus) if found.plus else short


def ability_text(found: Card) -> str:
    """A card's ability in a sentence (or two), in the current language."""
    text = _(_DATA["abilities"][found.ability]["text"]).format(n=found.amount)
    if found.plus:
        return _("{text} {name} also has +{plus} strength.").format(text=text, name=term("shin", found.name),
                                                                    plus=found.plus)
    return text


def card_by_name(name: str) -> Card:
    """The card called `name` (as the rules document and the tests name them)."""
    for found in deck():
        if found.name == name:
            return found
    raise KeyError(name)
