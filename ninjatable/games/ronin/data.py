"""The numbers and cards of Ronin, read from `data.json` beside this module.

Goods, mission cards (two cities, goods, points, a mark "2" or "2/3" for the player counts that leave them
out), city action tiles (two sides), characters (15 kinds, two of each), bonus tiles, Shogun cards, and the
numbers of the game (rounds, limits, tea ceremony track, castle neighbourhood table, solo ranks).
"""

from __future__ import annotations

import dataclasses
import functools
import json
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).resolve().parent / "data.json"


@dataclasses.dataclass(frozen=True)
class Mission:
    """A mission card: a ronin in one of its two cities and the goods on it fulfil it for its points."""

    id: int
    cities: tuple[str, str]
    goods: tuple[str, ...]
    points: int
    mark: str

    def need(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for good in self.goods:
            counts[good] = counts.get(good, 0) + 1
        return counts


@dataclasses.dataclass(frozen=True)
class Character:
    key: str
    name: str
    text: str


@dataclasses.dataclass(frozen=True)
class BonusKind:
    """A bonus tile: `points` for each `per` (castle, flag, character, tea, good, meditation, mission)."""

    key: str
    name: str
    text: str
    per: str
    points: int


@dataclasses.dataclass(frozen=True)
class ShogunCard:
    """A Shogun card: a highlighted region and four cities."""

    id: int
    region: int
    cities: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class RoninData:
    raw: dict[str, Any]
    goods: tuple[str, ...]
    missions: dict[int, Mission]
    characters: dict[str, Character]
    bonus_kinds: dict[str, BonusKind]
    shogun_cards: dict[int, ShogunCard]
    city_tiles: dict[str, tuple[tuple[str, ...], tuple[str, ...]]]
    actions: dict[str, str]

    def __getitem__(self, key: str) -> Any:
        return self.raw[key]


@functools.lru_cache(maxsize=1)
def load_data() -> RoninData:
    raw = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    missions = {m["id"]: Mission(m["id"], tuple(m["cities"]), tuple(m["goods"]), m["points"], m["mark"])
                for m in raw["missions"]}
    characters = {c["key"]: Character(c["key"], c["name"], c["text"]) for c in raw["characters"]}
    bonus = {b["key"]: BonusKind(b["key"], b["name"], b["text"], b["per"], b["points"]) for b in raw["bonus_tiles"]}
    shogun = {c["id"]: ShogunCard(c["id"], c["region"], tuple(c["cities"])) for c in raw["shogun_cards"]}
    tiles = {city: (tuple(sides[0]), tuple(sides[1])) for city, sides in raw["city_tiles"].items()}
    return RoninData(raw, tuple(raw["goods"]), missions, characters, bonus, shogun, tiles, dict(raw["actions"]))


DATA = load_data()
GOODS: tuple[str, ...] = DATA.goods


def solo_rank(points: int) -> str:
    """The solo rank for a final score: Ronin up to 100, Redeemed Ronin 101-150, Retainer of the Shogun
    151-200, Samurai above 200."""
    rank = DATA["solo_ranks"][0][1]
    for threshold, name in DATA["solo_ranks"]:
        if points >= threshold:
            rank = name
    return rank


def castle_group_points(size: int) -> int:
    """Points for a group of neighbouring castles: 1, 3, 6, 10, 15 for 1-5 castles."""
    table = DATA["castle_groups"]
    return table[min(size, len(table) - 1)]


def flag_points(flags: int) -> int:
    """Points for the flags a player collected (more the more you have)."""
    table = DATA["flag_points"]
    if flags < len(table):
        return table[flags]
    return table[-1] + (flags - len(table) + 1) * (table[-1] - table[-2])
