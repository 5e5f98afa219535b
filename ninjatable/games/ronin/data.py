"""The numbers and cards of Ronin, read from `data.json` beside this module.

Goods, mission cards (two cities, goods, points, a mark "2" or "2/3" for the player counts that leave them
out), city action tiles (two sides), characters (15 kinds, two of each), bonus tiles, Shogun cards, and the
numbers of the game (rounds, limits, tea ceremony track, castle neighbourhood table, solo ranks).
"""

from __future__ import annotations

import dataclasses
import functools
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ninjatable.i18n import Arg, Message, Term, _, msg, msg_n, term

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


# --- words ---------------------------------------------------------------------------------------------------
#: the game's name in the glossaries.
GAME = "ronin"
#: each city action's name, as the glossary has it.
ACTION_NAMES = {"mission": "Mission", "tea": "Tea", "flag": "Flag", "character": "Character", "build": "Build",
                "joker": "Joker", "meditate": "Meditate", "market": "Market"}
#: the solo ranks the glossary tells apart from a piece or a character of the same English name.
_RANK_SENSES = {"Ronin": "rank", "Samurai": "rank"}


def city_term(city: str) -> Term:
    """A city's name from the glossary ("Edo"), to put in a message."""
    return Term(GAME, city)


def city_name(city: str) -> str:
    """A city's name in the current language."""
    return term(GAME, city)


def region_name(name: str) -> str:
    """A region's name (as the map file gives it) in the current language."""
    return term(GAME, name)


def capitalized(words: str) -> str:
    """Words with a capital first letter, as a button shows them ("Rice")."""
    return words[:1].upper() + words[1:]


def good_term(good: str) -> Term:
    """A good's name from the glossary ("rice", "coin", "joker"), to put in a message."""
    return Term(GAME, good)


def good_name(good: str) -> str:
    """A good's name in the current language."""
    return term(GAME, good)


def action_term(action: str) -> Term:
    """A city action's name from the glossary ("Tea"), to put in a message."""
    return Term(GAME, ACTION_NAMES[action])


def action_name(action: str) -> str:
    """A city action's name in the current language."""
    return term(GAME, ACTION_NAMES[action])


def action_text(action: str) -> str:
    """What a city action does, in a sentence of the current language (from the data file)."""
    return _(DATA.actions[action])


def character_term(key: str) -> Term:
    """A character's name from the glossary ("Rider"), to put in a message."""
    return Term(GAME, DATA.characters[key].name)


def character_name(key: str) -> str:
    return term(GAME, DATA.characters[key].name)


def character_text(key: str) -> str:
    """What a character does, in the current language (from the data file)."""
    return _(DATA.characters[key].text)


def bonus_term(key: str) -> Term:
    """A bonus tile's name from the glossary ("Castellan"), to put in a message."""
    return Term(GAME, DATA.bonus_kinds[key].name)


def bonus_name(key: str) -> str:
    return term(GAME, DATA.bonus_kinds[key].name)


def bonus_text(key: str) -> str:
    """What a bonus tile scores, in the current language (from the data file)."""
    return _(DATA.bonus_kinds[key].text)


def rank_name(name: str) -> str:
    """A solo rank (as the data file names it) in the current language."""
    return term(GAME, name, _RANK_SENSES.get(name, ""))


def rank_term(name: str) -> Term:
    return Term(GAME, name, _RANK_SENSES.get(name, ""))


def goods_count(good: str, count: int) -> Message:
    """A number of one good: "2 rice", "3 coins", "1 joker"."""
    if good == "rice":
        return msg_n("{n} rice", "{n} rice", n=count)
    if good == "tea":
        return msg_n("{n} tea", "{n} tea", n=count)
    if good == "silk":
        return msg_n("{n} silk", "{n} silk", n=count)
    if good == "sake":
        return msg_n("{n} sake", "{n} sake", n=count)
    if good == "coin":
        return msg_n("{n} coin", "{n} coins", n=count)
    return msg_n("{n} joker", "{n} jokers", n=count)


def goods_words(goods: Sequence[str]) -> Arg:
    """Goods counted by kind, to put in a message: "2 rice and 1 silk" (a list), or "nothing"."""
    counts: dict[str, int] = {}
    for good in goods:
        counts[good] = counts.get(good, 0) + 1
    if not counts:
        return msg("nothing")
    parts = tuple(goods_count(good, count) for good, count in counts.items())
    return parts[0] if len(parts) == 1 else parts


def mission_words(mission_id: int) -> Message:
    """A mission: "Edo or Nagoya (rice and silk; 8 points)"."""
    mission = DATA.missions[mission_id]
    return msg_n("{city} or {other} ({goods}; {n} point)", "{city} or {other} ({goods}; {n} points)",
                 n=mission.points, city=city_term(mission.cities[0]), other=city_term(mission.cities[1]),
                 goods=tuple(good_term(g) for g in mission.goods))
