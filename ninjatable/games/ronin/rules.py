"""The rules of Ronin: the base game for 3-5 players, solo against the Shogun deck, two players with a
neutral Shogun. See docs/rules/ronin.md.

A round: phase 0 the Shogun places (solo and two players), phase 1 every player places ronin in cities and
carries out the city's action (or takes 2 points), phase 2 goods are collected region by region by influence,
phase 3 missions are fulfilled, phase 4 the end of round (at most 3 meditation tokens and 4 goods kept).
After round four castles, flags and bonus tiles are scored. The Shogun is part of the rules: it acts inside
`apply` and has no seat (it is written as seat -1 on the board).
"""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Event, Outcome, State
from ninjatable.engine.rng import Rng
from ninjatable.games.ronin.board import Board, load_board
from ninjatable.games.ronin.commands import (
    Build,
    Buy,
    ChooseBonus,
    ChooseCharacter,
    ChooseMission,
    Collect,
    Discard,
    Done,
    Fulfil,
    Place,
    TakeMission,
)
from ninjatable.games.ronin.data import DATA, GOODS, solo_rank
from ninjatable.games.ronin.phases import SHOGUN, RoundFlow

JOKER = "joker"
POINTS = "points"
SCORED_FIELDS = ("missions", "actions", "castles", "flags", "bonus")


def mode_for(num_seats: int) -> str:
    """solo (1 player), duel (2 players with the neutral Shogun), base (3-5 players)."""
    return "solo" if num_seats == 1 else "duel" if num_seats == 2 else "base"


class RoninState(RoundFlow, State):
    """The whole truth of one game of Ronin."""

    def __init__(self, num_seats: int, seed: int) -> None:
        self.num_seats = num_seats
        self.rng = Rng(seed)
        self._setup()

    # ------------------------------------------------------------------ setup
    @property
    def board(self) -> Board:
        return load_board()

    def _setup(self) -> None:
        n = self.num_seats
        key = str(n)
        board = self.board
        self.mode = mode_for(n)
        self.regions: list[int] = list(DATA["regions_by_players"][key])
        self.cities: list[str] = [c.name for c in board.cities.values()
                                  if any(r in self.regions for r in c.regions)]
        self.round = 1
        self.phase = "place"
        self.bag: dict[str, int] = {g: DATA["goods_per_kind"] for g in GOODS}
        self.out_of_game: dict[str, int] = {g: 0 for g in GOODS}
        self.spaces: dict[int, list[str | None]] = {r: [None] * 3 for r in self.regions}
        self.horse_marker: list[int] = list(self.regions) if self.mode != "base" else []
        self.horse_castle: list[int] = []
        self.castle_spaces: dict[int, list[int | None]] = {r: [None, None] for r in self.regions}
        self.castles_left = [DATA["castles_per_player"]] * n
        self.shogun_castles_left = DATA["shogun_castles"].get(key, 0)
        self.shogun_castles_boxed = 0
        self.occupants: dict[str, list[int]] = {c: [] for c in self.cities}
        self.face: dict[str, int] = {c: 0 for c in self.cities}
        self.ronin_total = [DATA["ronin_by_players"][key]] * n
        self.ronin_placed = [0] * n
        self.ronin_idle = [0] * n
        self.fifth_waiting = [True] * n
        self.goods: list[dict[str, int]] = [{g: 0 for g in GOODS} for _ in range(n)]
        self.jokers = [0] * n
        self.meditation = [0] * n
        self.flags = [0] * n
        self.points = [0] * n
        self.score_parts: list[dict[str, int]] = [{f: 0 for f in SCORED_FIELDS} for _ in range(n)]
        self.missions: list[list[int]] = [[] for _ in range(n)]
        self.fulfilled: list[list[int]] = [[] for _ in range(n)]
        self.characters: list[list[str]] = [[] for _ in range(n)]
        copies = 1 if self.mode == "solo" else DATA["character_copies"]
        removed = set(DATA["solo_removed_characters"]) if self.mode == "solo" else set()
        self.char_display: list[str] = [c for c in DATA.characters if c not in removed for _ in range(copies)]
        self.bonus: list[list[str]] = [[] for _ in range(n)]
        self.bonus_supply: list[str] = [b for b in DATA.bonus_kinds for _ in range(DATA["bonus_copies"])]
        self.supply = dict(DATA["supply"])
        self.tea = [1] * n
        self.tea_stamp = list(range(n))
        self.stamp_counter = n
        length = DATA["tea_track_length"]
        self.shogun_tea: int | None = (DATA["solo_shogun_tea_start"] if self.mode == "solo"
                                       else length if self.mode == "duel" else None)
        marks = set(DATA["removed_mission_marks"][key])
        self.boxed_missions = [m.id for m in DATA.missions.values() if m.mark in marks]
        self.deck = [m.id for m in DATA.missions.values() if m.mark not in marks]
        self.rng.shuffle(self.deck)
        self.discard: list[int] = []
        self.display: list[int] = []
        self.drawn: list[int] = []
        self.any_city = False
        cards = list(DATA.shogun_cards)
        self.rng.shuffle(cards)
        if self.mode == "solo":
            used = DATA["solo_shogun_cards_used"]
            self.shogun_deck, self.shogun_box = cards[:used], cards[used:]
        elif self.mode == "duel":
            self.shogun_deck, self.shogun_box = cards, []
        else:
            self.shogun_deck, self.shogun_box = [], cards
        self.shogun_revealed: list[int] = []
        self.start_gate = 0
        self.order: list[int] = list(range(n))
        self.turn_seat = 0
        self.display_taken = False
        self.rider_used = [False] * n
        self.student_used = [False] * n
        self.pending: tuple[str, int, str] | None = None
        self.pending_bonus = [0] * n
        self.collect_index = 0
        self.collect_queue: list[int] = []
        self.fulfil_queue: list[int] = []
        self.discard_queue: list[int] = []
        self.final: list[dict[str, int]] | None = None
        events: list[Event] = []
        for region in self.regions:
            self._fill_region(region)
        for _ in range(DATA["display_size"]):
            self._refill_display()
        for seat in range(n):
            for _ in range(DATA["start_missions"]):
                card = self._draw_mission()
                if card is not None:
                    self.missions[seat].append(card)
        self._start_round(events)

    # ------------------------------------------------------------------ small helpers
    def seat_name(self, seat: int) -> str:
        return "The Shogun" if seat == SHOGUN else f"Player {seat + 1}"

    def has(self, seat: int, character: str) -> bool:
        return character in self.characters[seat]

    def goods_count(self, seat: int) -> int:
        return sum(self.goods[seat].values()) + self.jokers[seat]

    def _draw_good(self) -> str | None:
        total = sum(self.bag.values())
        if total == 0:
            return None
        pick = self.rng.randint(1, total)
        for good in GOODS:
            pick -= self.bag[good]
            if pick <= 0:
                self.bag[good] -= 1
                return good
        raise AssertionError("bag count mismatch")

    def _fill_region(self, region: int) -> None:
        """Fill the empty resource spaces of a region from the bag (not the horse-head space under a castle
        of the Shogun)."""
        for index in range(3):
            if self.spaces[region][index] is None and not (index == 0 and region in self.horse_castle):
                self.spaces[region][index] = self._draw_good()

    def _draw_mission(self) -> int | None:
        """The top mission card; an empty deck is made again from the shuffled discard pile."""
        if not self.deck and self.discard:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
        return self.deck.pop() if self.deck else None

    def _refill_display(self) -> None:
        while len(self.display) < DATA["display_size"]:
            card = self._draw_mission()
            if card is None:
                return
            self.display.append(card)

    def tea_key(self, seat: int) -> tuple[int, int]:
        """Larger is further ahead: position, then earlier arrival on the same space."""
        return (self.tea[seat], -self.tea_stamp[seat])

    def influence(self, seat: int, region: int) -> int:
        """Ronin in the region's cities plus castles in the region (the Samurai's castles count 2)."""
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
        """An empty city, or with the Student (once per round) a city holding one figure not your own."""
        occupants = self.occupants[city]
        if not occupants:
            return True
        return (len(occupants) == 1 and occupants[0] != seat and self.has(seat, "student")
                and not self.student_used[seat])

    def placement_cities(self, seat: int) -> list[str]:
        """The cities a ronin may go to now. Solo: only the cities of the drawn mission cards."""
        if self.mode == "solo" and not self.any_city:
            names: list[str] = []
            for card in self.drawn:
                for city in DATA.missions[card].cities:
                    if city in self.occupants and city not in names and self.city_open(seat, city):
                        names.append(city)
            return names
        return [c for c in self.cities if self.city_open(seat, c)]

    def actions_of(self, city: str) -> tuple[str, ...]:
        return DATA.city_tiles[city][self.face[city]]

    # ------------------------------------------------------------------ what may be done
    def action_possible(self, seat: int, action: str, city: str) -> bool:
        if action == "tea" or action == POINTS:
            return True
        if action == "flag":
            return self.supply["flags"] > 0
        if action == "joker":
            return self.supply["jokers"] > 0
        if action == "meditate":
            return self.supply["meditation"] > 0
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
        Architect who may build beside any castle (and covers both spaces when she builds first)."""
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
            if self.mode == "duel" and not architect:
                if any(s is not None for s in spaces) or region in self.horse_castle:
                    continue
            result.append(region)
        return result

    def pay_options(self, seat: int) -> list[str]:
        kinds = [g for g in GOODS if self.goods[seat][g] > 0]
        if self.jokers[seat] > 0:
            kinds.append(JOKER)
        return kinds

    def build_options(self, seat: int, city: str) -> list[tuple[int, str]]:
        pays = self.pay_options(seat)
        if not pays:
            return []
        return [(r, p) for r in self.build_regions(seat, city) for p in pays]

    def can_fulfil(self, seat: int, mission_id: int) -> bool:
        mission = DATA.missions[mission_id]
        if not self._mission_city_held(seat, mission.cities):
            return False
        missing = 0
        for good, count in mission.need().items():
            missing += max(0, count - self.goods[seat][good])
        return missing <= self.jokers[seat]

    def _mission_city_held(self, seat: int, cities: tuple[str, ...]) -> bool:
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

    # ------------------------------------------------------------------ protocol
    def to_act(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        if self.pending is not None:
            return (self.pending[1],)
        if self.phase == "place":
            return (self.turn_seat,)
        if self.phase == "fulfil":
            return (self.fulfil_queue[0],)
        if self.phase == "discard":
            return (self.discard_queue[0],)
        return ()

    def is_over(self) -> bool:
        return self.phase == "over"

    def legal_commands(self, seat: int) -> list[Command]:
        if seat not in self.to_act():
            return []
        if self.pending is not None:
            return self._pending_commands(seat)
        if self.phase == "place":
            return self._place_commands(seat)
        if self.phase == "fulfil":
            result: list[Command] = [Fulfil(m) for m in self.missions[seat] if self.can_fulfil(seat, m)]
            result.append(Done())
            return result
        if self.phase == "discard":
            return [Discard(g) for g in self.pay_options(seat)]
        return []

    def _place_commands(self, seat: int) -> list[Command]:
        result: list[Command] = []
        if not self.display_taken:
            costs = DATA["display_costs"]
            for slot in range(len(self.display)):
                if self.meditation[seat] >= costs[slot]:
                    result.append(TakeMission(slot))
        rider = self.has(seat, "rider") and not self.rider_used[seat]
        sources = [c for c, occ in self.occupants.items() if occ and seat not in occ] if rider else []
        for city in self.placement_cities(seat):
            for action in self.actions_of(city):
                if self.action_possible(seat, action, city):
                    result.append(Place(city, action))
            result.append(Place(city, POINTS))
            for source in sources:
                if source == city:
                    continue
                for action in self.actions_of(source):
                    if self.action_possible(seat, action, source):
                        result.append(Place(city, action, source))
        return result

    def _pending_commands(self, seat: int) -> list[Command]:
        kind, _, extra = self.pending  # type: ignore[misc]
        if kind == "mission":
            return [ChooseMission(slot) for slot in range(len(self.display))]
        if kind == "character":
            seen: list[str] = []
            for c in self.char_display:
                if c not in seen and c not in self.characters[seat]:
                    seen.append(c)
            return [ChooseCharacter(c) for c in seen]
        if kind == "build":
            return [Build(r, p) for r, p in self.build_options(seat, extra)]
        if kind == "market":
            return [Buy(g) for g in GOODS if self.bag[g] > 0]
        if kind == "bonus":
            return [ChooseBonus(b) for b in self.bonus_choices(seat)]
        if kind == "collect":
            return [Collect(int(extra), space) for space in self.collect_spaces(int(extra))]
        raise AssertionError(kind)

    def bonus_choices(self, seat: int) -> list[str]:
        """The bonus tiles a player may take: one of each kind at most."""
        seen: list[str] = []
        for b in self.bonus_supply:
            if b not in seen and b not in self.bonus[seat]:
                seen.append(b)
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

    def why_illegal(self, seat: int, command: Command) -> str | None:
        if self.pending is not None and self.pending[0] == "collect" and not isinstance(command, Collect):
            return "Choose a good in the region being resolved first."
        if self.pending is not None and isinstance(command, Place):
            return "Finish the action of the ronin you just placed first."
        if isinstance(command, Place):
            if self.phase != "place":
                return "Ronin are placed in phase 1 only."
            if command.city not in self.occupants:
                if command.city in self.board.cities:
                    return f"{command.city} lies in a region that is not used with this number of players."
                return f"There is no city called {command.city}."
            if self.occupants[command.city] and not self.city_open(seat, command.city):
                if self.has(seat, "student") and seat in self.occupants[command.city]:
                    return "The Student may not join a ronin of your own."
                return f"{command.city} is already occupied: only one ronin may stand in a city."
            if self.mode == "solo" and command.city not in self.placement_cities(seat):
                return "Your ronin must go to a city named on a mission card you drew."
            if command.source:
                if not self.has(seat, "rider"):
                    return "Only the Rider may use the action of another city."
                if self.rider_used[seat]:
                    return "The Rider's power is used once per round."
                return f"The Rider may only use the action shown in an occupied city, not {command.action}."
            if command.action not in self.actions_of(command.city):
                return f"The tile in {command.city} does not show the action '{command.action}'."
            if command.action == "build":
                if self.castles_left[seat] <= 0:
                    return "You have no castle left to build."
                if not self.pay_options(seat):
                    return "A castle costs one good and you have none."
                if self.mode == "duel":
                    return "With two players only one castle may stand in a region (the Architect excepted)."
                return "You may not build in any region of this city."
            return f"The action '{command.action}' cannot be carried out now."
        if isinstance(command, TakeMission):
            if self.display_taken:
                return "You may take one mission from the display per turn."
            if 0 <= command.slot < len(self.display):
                cost = DATA["display_costs"][command.slot]
                return f"That mission costs {cost} meditation tokens and you have {self.meditation[seat]}."
            return "There is no mission in that place of the display."
        if isinstance(command, Build):
            if self.mode == "duel" and command.region in self.castle_spaces and not self.has(seat, "architect"):
                return "With two players only one castle may stand in a region (the Architect excepted)."
            if command.region in self.castle_spaces and seat in self.castle_spaces[command.region]:
                return "You already have a castle in that region."
            return "You may build only in a region of the city where your ronin stands, on a free castle space."
        if isinstance(command, Fulfil):
            if command.mission not in self.missions[seat]:
                return "You do not hold that mission."
            mission = DATA.missions[command.mission]
            if not self._mission_city_held(seat, mission.cities):
                return f"You need a ronin in {mission.cities[0]} or {mission.cities[1]} to fulfil that mission."
            return "You do not have the goods that mission asks for."
        if isinstance(command, Collect):
            return "You may take one good from the region being resolved."
        return None

    # ------------------------------------------------------------------ carrying out
    def _apply(self, seat: int, command: Command) -> list[Event]:
        events: list[Event] = []
        if isinstance(command, TakeMission):
            cost = DATA["display_costs"][command.slot]
            self.meditation[seat] -= cost
            self.supply["meditation"] += cost
            self.display_taken = True
            card = self.display.pop(command.slot)
            self.missions[seat].append(card)
            self._refill_display()
            events.append(Event(f"{self.seat_name(seat)} takes a mission from the display for {cost} "
                                f"meditation.", seat, "mission", irreversible=True, data={"mission": card}))
        elif isinstance(command, Place):
            self._place(seat, command, events)
        elif isinstance(command, ChooseMission):
            card = self.display.pop(command.slot)
            self.missions[seat].append(card)
            self._refill_display()
            events.append(Event(f"{self.seat_name(seat)} takes a mission from the display.", seat, "mission",
                                irreversible=True, data={"mission": card}))
            self._after_action(seat, events)
        elif isinstance(command, ChooseCharacter):
            self.char_display.remove(command.character)
            self.characters[seat].append(command.character)
            name = DATA.characters[command.character].name
            text = f"{self.seat_name(seat)} takes the {name}."
            if self.fifth_waiting[seat]:
                self.fifth_waiting[seat] = False
                self.ronin_total[seat] += 1
                text += " Their fifth ronin joins them from the next turn on."
            events.append(Event(text, seat, "character", data={"character": command.character}))
            self._after_action(seat, events)
        elif isinstance(command, Build):
            self._pay(seat, command.pay)
            spaces = self.castle_spaces[command.region]
            if self.mode == "duel" and spaces == [None, None] and self.has(seat, "architect"):
                spaces[0] = spaces[1] = seat
            else:
                spaces[spaces.index(None)] = seat
            self.castles_left[seat] -= 1
            events.append(Event(f"{self.seat_name(seat)} builds a castle in region {command.region}.", seat,
                                "castle", data={"region": command.region}))
            self._after_action(seat, events)
        elif isinstance(command, Buy):
            self.bag[command.good] -= 1
            self.goods[seat][command.good] += 1
            events.append(Event(f"{self.seat_name(seat)} takes {command.good} from the bag.", seat, "good"))
            self._after_action(seat, events)
        elif isinstance(command, ChooseBonus):
            self.bonus_supply.remove(command.tile)
            self.bonus[seat].append(command.tile)
            self.pending_bonus[seat] -= 1
            events.append(Event(f"{self.seat_name(seat)} takes the bonus tile {DATA.bonus_kinds[command.tile].name}.",
                                seat, "bonus"))
            self._after_action(seat, events)
        elif isinstance(command, Collect):
            good = self.spaces[command.region][command.space]
            assert good is not None
            self.spaces[command.region][command.space] = None
            self.goods[seat][good] += 1
            self.pending = None
            events.append(Event(f"{self.seat_name(seat)} takes {good} in region {command.region}.", seat, "good",
                                data={"region": command.region, "space": command.space}))
            self._run_collect(events)
        elif isinstance(command, Fulfil):
            self._fulfil(seat, command.mission, events)
            if not any(self.can_fulfil(seat, m) for m in self.missions[seat]):
                self._next_fulfiller(events)
        elif isinstance(command, Done):
            self._next_fulfiller(events)
        elif isinstance(command, Discard):
            self._pay(seat, command.good)
            events.append(Event(f"{self.seat_name(seat)} gives back {command.good}.", seat, "good"))
            self._run_discards(events)
        else:
            raise AssertionError(command)
        return events

    def _pay(self, seat: int, good: str) -> None:
        if good == JOKER:
            self.jokers[seat] -= 1
            self.supply["jokers"] += 1
        else:
            self.goods[seat][good] -= 1
            self.bag[good] += 1

    def _score(self, seat: int, amount: int, part: str) -> None:
        self.points[seat] += amount
        self.score_parts[seat][part] += amount

    def _place(self, seat: int, command: Place, events: list[Event]) -> None:
        city = command.city
        if self.occupants[city]:
            self.student_used[seat] = True
        self.occupants[city].append(seat)
        self.ronin_placed[seat] += 1
        if self.mode == "solo":
            self.discard.extend(self.drawn)
            self.drawn = []
            self.any_city = False
        action_city = command.source or city
        if command.source:
            self.rider_used[seat] = True
        name = self.seat_name(seat)
        if command.action == POINTS:
            amount = 4 if self.has(seat, "sensei") else DATA["decline_points"]
            self._score(seat, amount, "actions")
            events.append(Event(f"{name} places a ronin in {city} and takes {amount} points.", seat, "place",
                                data={"city": city}))
            self._end_turn(events)
            return
        self.face[action_city] = 1 - self.face[action_city]
        events.append(Event(f"{name} places a ronin in {city}: {command.action}"
                            + (f" (in {action_city}, the Rider)" if command.source else "") + ".", seat, "place",
                            data={"city": city, "action": command.action, "source": action_city}))
        action = command.action
        if action == "tea":
            self._advance_tea(seat, DATA["tea_action_steps"] + (1 if self.has(seat, "tea_master") else 0), events)
        elif action == "flag":
            self.supply["flags"] -= 1
            self.flags[seat] += 1
        elif action == "joker":
            self.supply["jokers"] -= 1
            self.jokers[seat] += 1
        elif action == "meditate":
            amount = min(DATA["meditation_action"], self.supply["meditation"])
            self.supply["meditation"] -= amount
            self.meditation[seat] += amount
        elif action in ("character", "mission", "build", "market"):
            self.pending = (action, seat, action_city)
            return
        self._after_action(seat, events)

    def _advance_tea(self, seat: int, steps: int, events: list[Event]) -> None:
        old = self.tea[seat]
        new = min(DATA["tea_track_length"], old + steps)
        if new == old:
            return
        self.tea[seat] = new
        self.tea_stamp[seat] = self.stamp_counter
        self.stamp_counter += 1
        reached = sum(1 for b in DATA["tea_bonus_spaces"] if old < b <= new)
        self.pending_bonus[seat] += reached
        events.append(Event(f"{self.seat_name(seat)} moves to space {new} of the tea ceremony track.", seat, "tea"))

    def _after_action(self, seat: int, events: list[Event]) -> None:
        self.pending = None
        if self.pending_bonus[seat] > 0 and self.bonus_choices(seat):
            self.pending = ("bonus", seat, "")
            return
        self.pending_bonus[seat] = 0
        self._end_turn(events)

    # ------------------------------------------------------------------ the end
    def outcome(self) -> Outcome:
        scores = tuple(float(p) for p in self.points)
        if self.mode == "solo":
            points = self.points[0]
            return Outcome(scores, (0,), (0,),
                           (f"Rank: {solo_rank(points)} ({points} points)",),
                           (max(0.0, min(1.0, points / 250.0)),))
        ranking = tuple(sorted(range(self.num_seats), key=lambda s: (self.points[s], self.tea_key(s)),
                               reverse=True))
        top = max(self.points)
        leaders = [s for s in range(self.num_seats) if self.points[s] == top]
        explanation = [f"{self.seat_name(s)}: {self.points[s]} points" for s in ranking]
        if self.mode == "duel" and len(leaders) > 1:
            explanation.append("A tie: the Shogun, always furthest ahead on the tea ceremony track, wins.")
            returns = tuple(0.25 for _ in range(self.num_seats))
            return Outcome(scores, (), ranking, tuple(explanation), returns)
        winner = ranking[0]
        if len(leaders) > 1:
            explanation.append(f"A tie on points: {self.seat_name(winner)} is further ahead on the tea "
                               "ceremony track.")
        returns = tuple((0.85 if s == winner else 0.0) + 0.15 * self.points[s] / max(1, top)
                        for s in range(self.num_seats))
        return Outcome(scores, (winner,), ranking, tuple(explanation), returns)

    def view(self, seat: int | None) -> Any:
        from ninjatable.games.ronin.view import make_view

        return make_view(self, seat)
