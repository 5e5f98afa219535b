"""The numbers and texts of Ninja All-Stars, read from `data.json` beside this file.

The six elements, the moon phases in track order, the keyword abilities (grouped by element, each with the effect
the rules give it), the four shrine teams (each ninja type's stat line and keywords per team, affinities, special
abilities), the 52-card moon deck (13 cards, 4 copies each) and the challenges.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

_RAW: dict[str, Any] = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

ELEMENTS: tuple[str, ...] = tuple(_RAW["elements"])
ELEMENT_NAMES: dict[str, str] = _RAW["element_names"]
OPPOSED: dict[str, str] = _RAW["opposed"]
MOON_PHASES: tuple[str, ...] = tuple(_RAW["moon_phases"])
AFFINITY_DICE: int = _RAW["affinity_dice"]
SHURIKEN_RANGE: int = _RAW["shuriken_range"]
PUSH_DISTANCE: int = _RAW["push_distance"]
CONDITIONS: tuple[str, ...] = tuple(_RAW["conditions"])
CONDITION_NAMES: dict[str, str] = _RAW["condition_names"]
MARKER_NAMES: dict[str, str] = _RAW["marker_names"]
#: what each condition does, in one sentence (the profile of a ninja, the shrines)
CONDITION_TEXTS: dict[str, str] = _RAW["condition_texts"]
#: what a harmful and a positive shrine do to the ninja around them
SHRINE_TEXTS: dict[str, str] = _RAW["shrine_texts"]
STEALTH_TEXT: str = _RAW["stealth_text"]
LANTERN_TEXT: str = _RAW["lantern_text"]
SHRINE_CONDITIONS: dict[str, str] = _RAW["shrine_conditions"]
MARKERS: dict[str, int] = _RAW["markers"]
KEYWORD_GROUPS: dict[str, str] = _RAW["keyword_groups"]
SPECIALS: dict[str, dict[str, Any]] = _RAW["specials"]
HAND_LIMIT: int = _RAW["hand_limit"]
ROSTER: tuple[str, ...] = tuple(_RAW["roster"])
#: the fewest and the most dots along a side of a tournament ground.
ARENA_LIMITS: dict[str, int] = _RAW["arena_limits"]


@dataclasses.dataclass(frozen=True)
class Keyword:
    """A keyword ability: its name, the element group it belongs to, its text, and its effect in the rules
    (`effect` names the kind; `params` holds the kind's numbers: which side and attacks, how many dice, an
    element, ...)."""

    key: str
    name: str
    group: str
    text: str
    effect: str
    params: dict[str, Any]

    def get(self, name: str, default: Any = None) -> Any:
        return self.params.get(name, default)


@dataclasses.dataclass(frozen=True)
class ModelType:
    """A ninja type's stat line: MV, AT, DF, koban, keywords, ranged reach (0 = none)."""

    key: str
    name: str
    mv: int
    at: int
    df: int
    koban: int
    keywords: tuple[str, ...]
    ranged: int
    field_max: int


@dataclasses.dataclass(frozen=True)
class Hex:
    """The Madoushi's hex of one team: its name, reach, whom it targets and the condition it gives."""

    name: str
    range: int
    target: str
    condition: str


@dataclasses.dataclass(frozen=True)
class Team:
    """A shrine team: its element (every ninja's affinity), colour, the Chunin's chosen special, the hex, and a
    line saying how it plays."""

    key: str
    name: str
    element: str
    colour: tuple[int, int, int]
    chunin_special: str
    hex: Hex
    text: str


@dataclasses.dataclass(frozen=True)
class MoonCard:
    """A moon card: when it is played, what it does, and the stronger effect in its moon phase."""

    key: str
    name: str
    timing: str
    text: str
    phase: str
    strong: str
    range: int = 0


@dataclasses.dataclass(frozen=True)
class Challenge:
    """A challenge: player counts, ninja on the board per team (with two players and with three or four),
    length, scoring, its objective (what it adds to the ground and the rules) with that objective's numbers,
    and a one-line summary for the seat setup."""

    key: str
    name: str
    players: tuple[int, ...]
    on_board: int
    rounds: int
    win_score: int
    injury_points: int
    chests: bool
    chest_points: int
    text: str
    summary: str = ""
    on_board_many: int = 0
    objective: str = ""
    numbers: Mapping[str, int] = dataclasses.field(default_factory=lambda: MappingProxyType({}), compare=False)

    def fielded(self, num_seats: int) -> int:
        """How many ninja a team has on the board: fewer with three or four players (our design)."""
        return self.on_board_many if num_seats > 2 and self.on_board_many else self.on_board


_KEYWORD_FIELDS = ("name", "group", "text", "effect")
KEYWORDS: dict[str, Keyword] = {
    key: Keyword(key, v["name"], v["group"], v["text"], v["effect"],
                 {k: (tuple(x) if isinstance(x, list) else x) for k, x in v.items() if k not in _KEYWORD_FIELDS})
    for key, v in _RAW["keywords"].items()
}


def _model_type(key: str, line: dict[str, Any]) -> ModelType:
    return ModelType(key, line["name"], line["mv"], line["at"], line["df"], line["koban"], tuple(line["keywords"]),
                     line.get("ranged", 0), line["field_max"])


#: the ninja types with the rulebook's Chunin and the lines a team's own ninja start from.
MODEL_TYPES: dict[str, ModelType] = {key: _model_type(key, v) for key, v in _RAW["model_types"].items()}
TEAMS: dict[str, Team] = {
    key: Team(key, v["name"], v["element"], tuple(v["colour"]), v["chunin_special"], Hex(**v["hex"]), v["text"])
    for key, v in _RAW["teams"].items()
}
#: team -> ninja type -> that team's stat line (a team's own line, else the shared one: the Chunin).
TEAM_TYPES: dict[str, dict[str, ModelType]] = {
    team: {kind: _model_type(kind, {**base, **v.get("ninja", {}).get(kind, {})})
           for kind, base in _RAW["model_types"].items()}
    for team, v in _RAW["teams"].items()
}


def ninja_type(team: str, kind: str) -> ModelType:
    """The stat line of a `kind` ninja of `team` (the shared line for a team or a type without its own)."""
    types = TEAM_TYPES.get(team)
    return types[kind] if types is not None and kind in types else MODEL_TYPES[kind]
CARD_TYPES: tuple[MoonCard, ...] = tuple(MoonCard(**c) for c in _RAW["moon_cards"])
COPIES: int = _RAW["copies_per_card"]
#: card id -> card; ids 0..51, four copies of each of the 13 cards.
DECK: tuple[MoonCard, ...] = tuple(card for card in CARD_TYPES for _ in range(COPIES))
CHALLENGES: dict[str, Challenge] = {
    key: Challenge(key, v["name"], tuple(v["players"]), v["on_board"], v["rounds"], v["win_score"],
                   v["injury_points"], v["chests"], v.get("chest_points", 0), v["text"], v.get("summary", ""),
                   v.get("on_board_many", 0), v.get("objective", ""), MappingProxyType(dict(v.get("numbers", {}))))
    for key, v in _RAW["challenges"].items()
}
