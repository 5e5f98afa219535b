"""What one seat of Ronin may know: everything on the table, never the order of the decks.

Hidden: the order of the mission deck (only its size is shown), which Shogun cards are still face down and
which went back to the box unseen (only their numbers), and the order of the goods in the bag (the bag's
contents by kind can be counted from the table, so they are shown).
"""

from __future__ import annotations

import dataclasses
from typing import Any

#: state attributes that every seat sees as they are (same names in the view).
PUBLIC_FIELDS = (
    "mode", "num_seats", "regions", "cities", "round", "phase", "bag", "out_of_game", "spaces", "horse_marker",
    "horse_castle", "castle_spaces", "castles_left", "shogun_castles_left", "shogun_castles_boxed",
    "occupants", "face", "ronin_total", "ronin_placed", "ronin_idle", "fifth_waiting", "goods", "jokers",
    "meditation", "flags", "points", "score_parts", "missions", "fulfilled", "characters", "char_display", "bonus",
    "bonus_supply", "supply", "tea", "tea_stamp", "stamp_counter", "shogun_tea", "boxed_missions", "discard",
    "display", "drawn", "any_city", "shogun_revealed", "start_gate", "order", "turn_seat", "display_taken",
    "rider_used", "student_used", "pending", "pending_bonus", "collect_index", "collect_queue",
    "fulfil_queue", "discard_queue", "final",
)


def dup(value: Any) -> Any:
    """A copy of nested lists and dicts (tuples and plain values are shared)."""
    if isinstance(value, list):
        return [dup(v) for v in value]
    if isinstance(value, dict):
        return {k: dup(v) for k, v in value.items()}
    return value


@dataclasses.dataclass
class RoninView:
    """One seat's knowledge. `seat` is None for a spectator. The fields named in PUBLIC_FIELDS have the
    meaning of the state attributes of the same name (see RoninState); the Shogun is seat -1 in
    `occupants`, `castle_spaces` and `collect_queue`. `pending` is (kind, seat, detail) while a player
    finishes an action ("mission", "character", "build", "market", "bonus") or chooses a good ("collect",
    detail = region)."""

    seat: int | None
    to_act: tuple[int, ...]
    deck_size: int
    shogun_deck_size: int
    shogun_box_size: int
    mode: str
    num_seats: int
    regions: list[int]
    cities: list[str]
    round: int
    phase: str
    bag: dict[str, int]
    out_of_game: dict[str, int]
    spaces: dict[int, list[str | None]]
    horse_marker: list[int]
    horse_castle: list[int]
    castle_spaces: dict[int, list[int | None]]
    castles_left: list[int]
    shogun_castles_left: int
    shogun_castles_boxed: int
    occupants: dict[str, list[int]]
    face: dict[str, int]
    ronin_total: list[int]
    ronin_placed: list[int]
    ronin_idle: list[int]
    fifth_waiting: list[bool]
    goods: list[dict[str, int]]
    jokers: list[int]
    meditation: list[int]
    flags: list[int]
    points: list[int]
    score_parts: list[dict[str, int]]
    missions: list[list[int]]
    fulfilled: list[list[int]]
    characters: list[list[str]]
    char_display: list[str]
    bonus: list[list[str]]
    bonus_supply: list[str]
    supply: dict[str, int]
    tea: list[int]
    tea_stamp: list[int]
    stamp_counter: int
    shogun_tea: int | None
    boxed_missions: list[int]
    discard: list[int]
    display: list[int]
    drawn: list[int]
    any_city: bool
    shogun_revealed: list[int]
    start_gate: int
    order: list[int]
    turn_seat: int
    display_taken: bool
    rider_used: list[bool]
    student_used: list[bool]
    pending: tuple[str, int, str] | None
    pending_bonus: list[int]
    collect_index: int
    collect_queue: list[int]
    fulfil_queue: list[int]
    discard_queue: list[int]
    final: list[dict[str, int]] | None

    def tile_actions(self, city: str) -> tuple[str, ...]:
        """The actions on the face of a city's tile shown now (one or two to choose from)."""
        from ninjatable.games.ronin.data import DATA

        return DATA.city_tiles[city][self.face[city]]

    def mission(self, mission_id: int) -> Any:
        """The mission card (cities, goods, points, mark) of an id in `display`, `missions` or `drawn`."""
        from ninjatable.games.ronin.data import DATA

        return DATA.missions[mission_id]


def make_view(state: Any, seat: int | None) -> RoninView:
    values = {name: dup(getattr(state, name)) for name in PUBLIC_FIELDS}
    return RoninView(seat=seat, to_act=state.to_act(), deck_size=len(state.deck),
                     shogun_deck_size=len(state.shogun_deck), shogun_box_size=len(state.shogun_box), **values)
