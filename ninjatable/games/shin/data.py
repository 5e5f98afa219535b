"""SHIN's components and numbers, read from `data.json`: the twenty ninja cards (a name, a colour, a unique
initiative from 1 to 20 that is also the card's id, an ability), the five colours, the two stone colours, and
the sizes of the game (hand, turns, territories, stones)."""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from pathlib import Path

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


def card_by_name(name: str) -> Card:
    """The card called `name` (as the rules document and the tests name them)."""
    for found in deck():
        if found.name == name:
            return found
    raise KeyError(name)
