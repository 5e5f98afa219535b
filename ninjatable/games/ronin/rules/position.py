"""Everything on the table and in the players' hands: the explicit state the rule functions read and change.

`Position` holds the pieces (the board, the goods, the cards, the tracks) and answers questions about them
(influence, free cities, what may be built, which missions can be fulfilled). It changes nothing: the phases of
a round (`flow`), the commands (`actions`) and the setup (`setup`) are plain functions over it. The Shogun is
part of the rules and has no seat: he is written as seat -1 (`SHOGUN`) on the board.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from ninjatable.engine.protocol import State
from ninjatable.engine.rng import Rng
from ninjatable.games.ronin.commands import JOKER, POINTS
from ninjatable.games.ronin.data import DATA, GOODS
from ninjatable.games.ronin.map import Board, japan
from ninjatable.games.words import player
from ninjatable.i18n import Message, msg

SHOGUN = -1
PLACE, COLLECT, FULFIL, DISCARD, OVER = "place", "collect", "fulfil", "discard", "over"
SCORED_FIELDS = ("missions", "actions", "castles", "flags", "bonus")
#: a card whose face the seat cannot know (in the mission deck, among the Shogun cards).
HIDDEN = -1

__all__ = ["COLLECT", "DISCARD", "FULFIL", "HIDDEN", "JOKER", "OVER", "PLACE", "POINTS", "SCORED_FIELDS", "SHOGUN",
           "DecisionKind", "Pending", "Position", "mode_for"]


class DecisionKind:
    """Every kind of decision of Ronin (`Decision.kind`), named once: the rules, the table, the computer and the
    tests compare a decision's kind with these names. A choice that must be made before play goes on
    (`Pending.kind`) is a decision of its own kind; otherwise the phase asks for a placement, the missions to
    fulfil or the goods to give back."""

    PLACE: Final = "place"
    #: the choices that finish a city action (named after the action), a bonus tile, a good of the region
    MISSION: Final = "mission"
    CHARACTER: Final = "character"
    BUILD: Final = "build"
    MARKET: Final = "market"
    BONUS: Final = "bonus"
    COLLECT: Final = "collect"
    FULFIL: Final = "fulfil"
    GIVE_BACK: Final = "give-back"


def mode_for(num_seats: int) -> str:
    """solo (1 player), duel (2 players with the neutral Shogun), base (3-5 players)."""
    return "solo" if num_seats == 1 else "duel" if num_seats == 2 else "base"


@dataclasses.dataclass(frozen=True)
class Pending:
    """A choice a player must make before play goes on: finishing the action of the ronin just placed
    (`kind` mission, character, build, market; `city` is the city whose action it is), a bonus tile of the
    tea ceremony track (bonus), or a good in the region being resolved (collect, `region`)."""

    kind: str  # a DecisionKind: MISSION, CHARACTER, BUILD, MARKET, BONUS or COLLECT
    seat: int
    city: str = ""
    region: int = 0


class Position(State):
    """The whole truth of one game of Ronin, and the questions the rules ask of it."""

    mode: str
    regions: list[int]
    cities: list[str]
    round: int
    phase: str
    #: goods in the bag by kind (the bag has no order: a draw is the generator's).
    bag: dict[str, int]
    #: goods the Shogun of two players took out of the game.
    out_of_game: dict[str, int]
    #: region -> its three resource spaces (index 0 the horse-head space), each a good or None.
    spaces: dict[int, list[str | None]]
    #: regions with the face-down marker under the horse-head space (solo, two players).
    horse_marker: list[int]
    #: regions where the Shogun of two players stands a castle on the horse-head space.
    horse_castle: list[int]
    #: region -> its two castle spaces, each a seat, SHOGUN or None.
    castle_spaces: dict[int, list[int | None]]
    castles_left: list[int]
    shogun_castles_left: int
    shogun_castles_boxed: int
    #: city -> the figures standing there (seats, SHOGUN), in the order they came.
    occupants: dict[str, list[int]]
    #: city -> the side of its action tile shown (0 or 1).
    face: dict[str, int]
    ronin_total: list[int]
    ronin_placed: list[int]
    #: ronin that found no free city and stay home this round.
    ronin_idle: list[int]
    #: the fifth ronin still waits beside the characters (it joins with the first character).
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
    #: flags, jokers and meditation tokens not yet taken.
    supply: dict[str, int]
    tea: list[int]
    #: when each marker reached its space (smaller arrived first: it is ahead on the same space).
    tea_stamp: list[int]
    stamp_counter: int
    #: the Shogun's tea ceremony marker (solo, two players), and when it reached its space.
    shogun_tea: int | None
    shogun_tea_stamp: int
    boxed_missions: list[int]
    #: the mission deck; the top card is the last of the list.
    deck: list[int]
    discard: list[int]
    display: list[int]
    #: solo: the mission cards drawn for the ronin being placed (face up).
    drawn: list[int]
    #: solo: no card could show a free city, so the ronin may go to any free city.
    any_city: bool
    shogun_deck: list[int]
    shogun_box: list[int]
    shogun_revealed: list[int]
    start_gate: int
    order: list[int]
    turn_seat: int
    #: a mission was bought from the display this turn (one a turn).
    display_taken: bool
    rider_used: list[bool]
    student_used: list[bool]
    pending: Pending | None
    #: bonus tiles owed for bonus spaces of the tea track reached this turn.
    pending_bonus: list[int]
    collect_index: int
    collect_queue: list[int]
    fulfil_queue: list[int]
    discard_queue: list[int]
    final: list[dict[str, int]] | None

    def __init__(self, num_seats: int, seed: int) -> None:
        self.num_seats = num_seats
        self.rng = Rng(seed)

    @property
    def board(self) -> Board:
        return japan()

    # --- who and what --------------------------------------------------------------------------------------
    def seat_words(self, seat: int) -> Message:
        """A seat's name in a message kept for later ("Player 2", "The Shogun")."""
        return msg("The Shogun") if seat == SHOGUN else player(seat)

    def has(self, seat: int, character: str) -> bool:
        return character in self.characters[seat]

    def goods_count(self, seat: int) -> int:
        """Goods and jokers held (a joker counts as a good)."""
        return sum(self.goods[seat].values()) + self.jokers[seat]

    def goods_limit(self, seat: int) -> int:
        """Goods kept at the end of a round: 4, the Merchant 6."""
        return 6 if self.has(seat, "merchant") else DATA["goods_limit"]

    def meditation_limit(self, seat: int) -> int:
        """Meditation tokens kept at the end of a round: 3, the Monk 5."""
        return 5 if self.has(seat, "monk") else DATA["meditation_limit"]

    def ronin_left(self, seat: int) -> int:
        """Ronin still to place this round."""
        return max(0, self.ronin_total[seat] - self.ronin_placed[seat] - self.ronin_idle[seat])

    def tea_key(self, seat: int) -> tuple[int, int]:
        """Larger is further ahead on the tea ceremony track: the space, then earlier arrival on it."""
        if seat == SHOGUN:
            return (self.shogun_tea or 0, -self.shogun_tea_stamp)
        return (self.tea[seat], -self.tea_stamp[seat])

    # --- the board ----------------------------------------------------------------------------------------
    def influence(self, seat: int, region: int) -> int:
        """Ronin in the region's cities plus a castle in the region (the Samurai's castles count 2)."""
        total = 0
        for city in self.board.regions[region].cities:
            occupants = self.occupants.get(city)
            if occupants:
                total += occupants.count(seat)
        if seat in self.castle_spaces[region]:
            total += 2 if seat != SHOGUN and self.has(seat, "samurai") else DATA["castle_influence"]
        elif seat == SHOGUN and region in self.horse_castle:
            total += DATA["castle_influence"]
        return total

    def city_open(self, seat: int, city: str) -> bool:
        """An empty city, or with the Student (once per round, not in the solo game) a city holding one figure
        that is not your own."""
        occupants = self.occupants[city]
        if not occupants:
            return True
        return (self.mode != "solo" and len(occupants) == 1 and occupants[0] != seat and self.has(seat, "student")
                and not self.student_used[seat])

    def placement_cities(self, seat: int) -> list[str]:
        """The cities a ronin may go to now. Solo: only the free cities of the drawn mission cards."""
        if self.mode == "solo" and not self.any_city:
            names: list[str] = []
            for card in self.drawn:
                for city in DATA.missions[card].cities:
                    if city in self.occupants and city not in names and self.city_open(seat, city):
                        names.append(city)
            return names
        return [c for c in self.cities if self.city_open(seat, c)]

    def actions_of(self, city: str) -> tuple[str, ...]:
        """The actions on the side of the city's tile shown now (one, or two to choose from)."""
        return DATA.city_tiles[city][self.face[city]]

    def action_possible(self, seat: int, action: str, city: str) -> bool:
        """Whether a city action can be carried out at all now (a supply left, something to take)."""
        if action in ("tea", POINTS):
            return True
        if action in ("flag", "joker", "meditate"):
            return self.supply[_SUPPLY[action]] > 0
        if action == "character":
            return any(c not in self.characters[seat] for c in self.char_display)
        if action == "mission":
            return bool(self.display)
        if action == "market":
            return any(self.bag.values())
        if action == "build":
            return bool(self.build_options(seat, city))
        raise ValueError(f"unknown action {action}")

    def build_regions(self, seat: int, city: str) -> list[int]:
        """Regions where `seat` may build: a region of the city (the Architect: any region), a free castle
        space, not two castles of one player in a region; with two players one castle per region, except the
        Architect who may build beside any castle (and covers both spaces when hers is the first)."""
        if self.castles_left[seat] <= 0:
            return []
        architect = self.has(seat, "architect")
        candidates = self.regions if architect else [r for r in self.board.cities[city].regions
                                                     if r in self.castle_spaces]
        result = []
        for region in candidates:
            spaces = self.castle_spaces[region]
            if seat in spaces or None not in spaces:
                continue
            if self.mode == "duel" and not architect and (spaces != [None, None] or region in self.horse_castle):
                continue
            result.append(region)
        return result

    def pay_options(self, seat: int) -> list[str]:
        """The kinds of goods (and the joker) `seat` can pay with."""
        kinds = [g for g in GOODS if self.goods[seat][g] > 0]
        if self.jokers[seat] > 0:
            kinds.append(JOKER)
        return kinds

    def build_options(self, seat: int, city: str) -> list[tuple[int, str]]:
        pays = self.pay_options(seat)
        if not pays:
            return []
        return [(r, p) for r in self.build_regions(seat, city) for p in pays]

    # --- missions, goods, bonus tiles -------------------------------------------------------------------------
    def mission_city_held(self, seat: int, cities: tuple[str, ...]) -> bool:
        """A ronin of `seat` in one of the cities (the Traveller: in a city sharing a region with one)."""
        for city in cities:
            if seat in self.occupants.get(city, ()):
                return True
        if self.has(seat, "traveller"):
            board = self.board
            near = {r for c in cities for r in board.cities[c].regions}
            for city, occupants in self.occupants.items():
                if seat in occupants and near.intersection(board.cities[city].regions):
                    return True
        return False

    def can_fulfil(self, seat: int, mission_id: int) -> bool:
        mission = DATA.missions[mission_id]
        if not self.mission_city_held(seat, mission.cities):
            return False
        missing = 0
        for good, count in mission.need().items():
            missing += max(0, count - self.goods[seat][good])
        return missing <= self.jokers[seat]

    def bonus_choices(self, seat: int) -> list[str]:
        """The bonus tiles a player may take: one of each kind at most."""
        seen: list[str] = []
        for tile in self.bonus_supply:
            if tile not in seen and tile not in self.bonus[seat]:
                seen.append(tile)
        return seen

    def character_choices(self, seat: int) -> list[str]:
        """The characters of the display a player may take: one of each kind at most."""
        seen: list[str] = []
        for character in self.char_display:
            if character not in seen and character not in self.characters[seat]:
                seen.append(character)
        return seen

    def collect_spaces(self, region: int) -> list[int]:
        """The spaces a player may take from: the horse-head space, and one of each kind among the others."""
        result = []
        seen: set[str] = set()
        for index, good in enumerate(self.spaces[region]):
            if good is None:
                continue
            if index == 0:
                result.append(0)
            elif good not in seen:
                seen.add(good)
                result.append(index)
        return result

    # --- copies ---------------------------------------------------------------------------------------------
    def clone(self) -> Position:
        """An independent copy: every list and dict of its own (pieces and cards are plain values)."""
        twin = type(self).__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        for name in _LISTS:
            setattr(twin, name, list(getattr(self, name)))
        for name in _DICTS:
            setattr(twin, name, dict(getattr(self, name)))
        for name in _LISTS_OF_LISTS:
            setattr(twin, name, [list(part) for part in getattr(self, name)])
        for name in _LISTS_OF_DICTS:
            setattr(twin, name, [dict(part) for part in getattr(self, name)])
        for name in _DICTS_OF_LISTS:
            setattr(twin, name, {key: list(part) for key, part in getattr(self, name).items()})
        if self.final is not None:
            twin.final = [dict(part) for part in self.final]
        return twin


_SUPPLY = {"flag": "flags", "joker": "jokers", "meditate": "meditation"}
_LISTS = ("regions", "cities", "horse_marker", "horse_castle", "castles_left", "ronin_total", "ronin_placed",
          "ronin_idle", "fifth_waiting", "jokers", "meditation", "flags", "points", "char_display", "bonus_supply",
          "tea", "tea_stamp", "boxed_missions", "deck", "discard", "display", "drawn", "shogun_deck", "shogun_box",
          "shogun_revealed", "order", "rider_used", "student_used", "pending_bonus", "collect_queue", "fulfil_queue",
          "discard_queue")
_DICTS = ("bag", "out_of_game", "face", "supply")
_LISTS_OF_LISTS = ("missions", "fulfilled", "characters", "bonus")
_LISTS_OF_DICTS = ("goods", "score_parts")
_DICTS_OF_LISTS = ("spaces", "castle_spaces", "occupants")
