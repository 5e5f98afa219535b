"""What one seat of Ronin may know: everything on the table, never the order of the decks.

Hidden: the order of the mission deck (only its size is known), which Shogun cards lie face down in the row
or the stack and which went back to the box unseen (only their numbers), and what the bag gives next (its
contents by kind can be counted from the table, so they are known). Nothing else in Ronin is secret: the
missions a player holds lie open in front of them.

`view_of` is the frozen snapshot a table draws; `redact` is the same knowledge as a `RoninState` for the
computer seats, with the decks as hidden cards (their numbers kept) and no generator.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from types import MappingProxyType

from ninjatable.engine.rng import NoGenerator
from ninjatable.games.ronin.data import DATA, Mission
from ninjatable.games.ronin.rules import HIDDEN, SHOGUN, DecisionKind, RoninState

__all__ = ["HIDDEN", "SHOGUN", "DecisionKind", "RoninView", "redact", "view_of"]


@dataclasses.dataclass(frozen=True)
class RoninView:
    """A seat's share of the game (`seat` None: a spectator). The fields have the meaning of the state's
    attributes of the same name; the Shogun is seat -1 (`SHOGUN`) in `occupants` and `castle_spaces`.
    `pending` is the kind of choice that must be made before play goes on (mission, character, build,
    market, bonus, collect), `pending_seat` who makes it, `pending_city` the city whose action it finishes,
    `pending_region` the region whose goods are taken."""

    seat: int | None
    num_seats: int
    mode: str
    to_act: tuple[int, ...]
    regions: tuple[int, ...]
    cities: tuple[str, ...]
    round: int
    rounds: int
    phase: str
    bag: Mapping[str, int]
    out_of_game: Mapping[str, int]
    spaces: Mapping[int, tuple[str | None, ...]]
    horse_marker: tuple[int, ...]
    horse_castle: tuple[int, ...]
    castle_spaces: Mapping[int, tuple[int | None, ...]]
    castles_left: tuple[int, ...]
    shogun_castles_left: int
    shogun_castles_boxed: int
    occupants: Mapping[str, tuple[int, ...]]
    face: Mapping[str, int]
    ronin_total: tuple[int, ...]
    ronin_placed: tuple[int, ...]
    ronin_idle: tuple[int, ...]
    fifth_waiting: tuple[bool, ...]
    goods: tuple[Mapping[str, int], ...]
    jokers: tuple[int, ...]
    meditation: tuple[int, ...]
    flags: tuple[int, ...]
    points: tuple[int, ...]
    #: each seat's points by where they came from (missions, actions, flags, castles, bonus).
    score_parts: tuple[Mapping[str, int], ...]
    missions: tuple[tuple[int, ...], ...]
    fulfilled: tuple[tuple[int, ...], ...]
    characters: tuple[tuple[str, ...], ...]
    char_display: tuple[str, ...]
    bonus: tuple[tuple[str, ...], ...]
    supply: Mapping[str, int]
    tea: tuple[int, ...]
    #: the seats (and the Shogun's marker) in the order their tea markers reached their spaces (first first).
    tea_arrival: tuple[int, ...]
    shogun_tea: int | None
    deck_size: int
    discard_size: int
    display: tuple[int, ...]
    drawn: tuple[int, ...]
    any_city: bool
    shogun_revealed: tuple[int, ...]
    shogun_deck_size: int
    shogun_box_size: int
    start_gate: int
    turn_seat: int
    display_taken: bool
    pending: str | None
    pending_seat: int | None
    pending_city: str
    pending_region: int
    goods_limit: tuple[int, ...]
    final: tuple[Mapping[str, int], ...] | None

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def tile_actions(self, city: str) -> tuple[str, ...]:
        """The actions on the side of a city's tile shown now (one or two to choose from)."""
        return DATA.city_tiles[city][self.face[city]]

    def mission(self, mission_id: int) -> Mission:
        """The mission card (cities, goods, points, mark) of an id."""
        return DATA.missions[mission_id]

    def held(self, seat: int, kind: str) -> int:
        """How many goods of `kind` (or jokers) `seat` holds."""
        return self.jokers[seat] if kind == "joker" else self.goods[seat][kind]

    def goods_count(self, seat: int) -> int:
        return sum(self.goods[seat].values()) + self.jokers[seat]

    def ronin_left(self, seat: int) -> int:
        """Ronin `seat` still has to place this round."""
        return max(0, self.ronin_total[seat] - self.ronin_placed[seat] - self.ronin_idle[seat])

    def acting(self) -> int | None:
        """The seat that must answer now, if any."""
        return self.to_act[0] if self.to_act else None


def _frozen(mapping: Mapping) -> Mapping:
    return MappingProxyType(dict(mapping))


def view_of(state: RoninState, seat: int | None) -> RoninView:
    """What `seat` may know of `state`, to draw."""
    pending = state.pending
    markers = [*range(state.num_seats), *([SHOGUN] if state.shogun_tea is not None else [])]
    arrival = tuple(sorted(markers, key=lambda s: -state.tea_key(s)[1]))
    return RoninView(
        seat=seat, num_seats=state.num_seats, mode=state.mode, to_act=state.to_act(),
        regions=tuple(state.regions), cities=tuple(state.cities), round=state.round, rounds=DATA["rounds"],
        phase=state.phase, bag=_frozen(state.bag), out_of_game=_frozen(state.out_of_game),
        spaces=_frozen({r: tuple(s) for r, s in state.spaces.items()}), horse_marker=tuple(state.horse_marker),
        horse_castle=tuple(state.horse_castle),
        castle_spaces=_frozen({r: tuple(s) for r, s in state.castle_spaces.items()}),
        castles_left=tuple(state.castles_left), shogun_castles_left=state.shogun_castles_left,
        shogun_castles_boxed=state.shogun_castles_boxed,
        occupants=_frozen({c: tuple(o) for c, o in state.occupants.items()}), face=_frozen(state.face),
        ronin_total=tuple(state.ronin_total), ronin_placed=tuple(state.ronin_placed),
        ronin_idle=tuple(state.ronin_idle), fifth_waiting=tuple(state.fifth_waiting),
        goods=tuple(_frozen(g) for g in state.goods), jokers=tuple(state.jokers),
        meditation=tuple(state.meditation), flags=tuple(state.flags), points=tuple(state.points),
        score_parts=tuple(_frozen(p) for p in state.score_parts),
        missions=tuple(tuple(m) for m in state.missions), fulfilled=tuple(tuple(m) for m in state.fulfilled),
        characters=tuple(tuple(c) for c in state.characters), char_display=tuple(state.char_display),
        bonus=tuple(tuple(b) for b in state.bonus), supply=_frozen(state.supply), tea=tuple(state.tea),
        tea_arrival=arrival, shogun_tea=state.shogun_tea, deck_size=len(state.deck),
        discard_size=len(state.discard), display=tuple(state.display), drawn=tuple(state.drawn),
        any_city=state.any_city, shogun_revealed=tuple(state.shogun_revealed),
        shogun_deck_size=len(state.shogun_deck), shogun_box_size=len(state.shogun_box),
        start_gate=state.start_gate, turn_seat=state.turn_seat, display_taken=state.display_taken,
        pending=pending.kind if pending else None, pending_seat=pending.seat if pending else None,
        pending_city=pending.city if pending else "", pending_region=pending.region if pending else 0,
        goods_limit=tuple(state.goods_limit(s) for s in range(state.num_seats)),
        final=tuple(_frozen(f) for f in state.final) if state.final is not None else None,
    )


def redact(state: RoninState, seat: int | None) -> RoninState:
    """`state` as `seat` knows it: the mission deck and the face-down Shogun cards (row, stack and box) become
    hidden cards, their numbers kept; no generator."""
    known = state.clone()
    known.rng = NoGenerator()
    known.deck = [HIDDEN] * len(state.deck)
    known.shogun_deck = [HIDDEN] * len(state.shogun_deck)
    known.shogun_box = [HIDDEN] * len(state.shogun_box)
    return known
