"""What the computer seats know of Ronin: dealing the unseen cards back, judging a position, the playout
policy and the easy player.

The playout policy and the easy player share one greedy scoring of commands: fulfil the best mission,
collect and buy the goods the held missions still need, place ronin in the cities of held missions, build
castles next to one's own castles, and give an action up for points only when nothing better is on offer.
Every hook sees a redacted state (or a world the search dealt from one): never the deck order.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Callable, Sequence

from ninjatable.ai.knowledge import Knowledge
from ninjatable.ai.policies import best_by_value
from ninjatable.engine.commands import Command
from ninjatable.engine.rng import Rng
from ninjatable.games.ronin.commands import (
    JOKER,
    POINTS,
    Build,
    Buy,
    ChooseBonus,
    ChooseCharacter,
    ChooseMission,
    Collect,
    Discard,
    Done,
    Fulfil,
    GiveBack,
    Place,
    TakeMission,
)
from ninjatable.games.ronin.data import DATA, GOODS, flag_points
from ninjatable.games.ronin.map import japan
from ninjatable.games.ronin.rules import OVER, RoninState
from ninjatable.games.ronin.view import HIDDEN

CHARACTER_VALUE = {"geisha": 9, "samurai": 7, "architect": 6, "merchant": 6, "traveller": 8, "rider": 5,
                   "scout": 5, "farmer": 6, "brewer": 6, "tea_master": 5, "student": 4, "sensei": 4,
                   "monk": 3, "hermit": 4, "bannerman": 6}
ROUNDS: int = DATA["rounds"]
#: a playout judges this many of the legal commands, drawn at random, when there are more.
PLAYOUT_SAMPLE = 8
MISSION_NEEDS = {m.id: tuple(m.need().items()) for m in DATA.missions.values()}


@dataclasses.dataclass(frozen=True)
class Geography:
    """The map as the AI reads it: each city's regions, each region's cities and neighbours."""

    city_regions: dict[str, tuple[int, ...]]
    region_cities: dict[int, tuple[str, ...]]
    region_neighbours: dict[int, tuple[int, ...]]


@functools.lru_cache(maxsize=1)
def geography() -> Geography:
    """Read from the map on first use (never when the game is imported)."""
    board = japan()
    return Geography({name: city.regions for name, city in board.cities.items()},
                     {number: region.cities for number, region in board.regions.items()},
                     {number: region.neighbours for number, region in board.regions.items()})


# --- dealing the unseen ------------------------------------------------------------------------------------
def determinize(state: RoninState, seat: int, rng: Rng) -> RoninState:
    """A full state consistent with what `seat` knows (`state`, redacted for it): the missions it has not
    seen shuffled into the deck, the Shogun cards not yet revealed dealt at random to the face-down row or
    stack and to the box, and a fresh generator."""
    world = state.clone()
    world.rng = rng.fork()
    seen = set(state.boxed_missions) | set(state.discard) | set(state.display) | set(state.drawn)
    for held in state.missions:
        seen.update(held)
    for done in state.fulfilled:
        seen.update(done)
    deck = [m for m in DATA.missions if m not in seen]
    rng.shuffle(deck)
    assert all(c == HIDDEN for c in state.deck) and len(deck) == len(state.deck), "the mission deck does not add up"
    world.deck = deck
    unseen = [c for c in DATA.shogun_cards if c not in state.shogun_revealed]
    rng.shuffle(unseen)
    world.shogun_deck = unseen[:len(state.shogun_deck)]
    world.shogun_box = unseen[len(state.shogun_deck):]
    return world


# --- judging a position ----------------------------------------------------------------------------------
def _mission_chance(state: RoninState, seat: int, mission_id: int, share: float) -> float:
    """How likely a held mission is fulfilled: a ronin in one of its cities this round, goods in hand, rounds
    still to come."""
    open_round = state.phase in ("place", "collect", "fulfil")
    chance = 0.0
    if open_round:
        cities = DATA.missions[mission_id].cities
        if any(seat in state.occupants.get(c, ()) for c in cities):
            chance = share if state.phase == "fulfil" else 0.25 + 0.7 * share * share
        elif state.phase == "place" and state.ronin_left(seat) > 0:
            chance = 0.15 + 0.5 * share * share
    if ROUNDS - state.round > 0:
        chance = max(chance, 0.2 + 0.45 * share)
    return chance


def estimate(state: RoninState, seat: int) -> float:
    """The points `seat` may expect at the end: scored points (flags included), castles and bonus tiles as they stand,
    the chance of each held mission, and a little for goods, jokers, tea, meditation and characters."""
    value = float(state.points[seat])
    if state.phase == OVER:
        return value
    value += state.castle_score(seat) + state.bonus_score(seat)
    open_round = state.phase in ("place", "collect", "fulfil")
    goods, jokers = state.goods[seat], state.jokers[seat]
    wanted = dict.fromkeys(GOODS, 0)
    for mission_id in state.missions[seat]:
        have = 0
        for good, count in MISSION_NEEDS[mission_id]:
            have += min(count, goods[good])
            wanted[good] += count
        share = min(1.0, (have + jokers) / len(DATA.missions[mission_id].goods))
        value += DATA.missions[mission_id].points * _mission_chance(state, seat, mission_id, share)
    rounds_left = ROUNDS - state.round
    if open_round or rounds_left > 0:
        value += 2.5 * jokers + 0.5 * state.meditation[seat]
        value += sum(1.2 * min(goods[good], wanted[good]) + 0.3 * goods[good] for good in GOODS)
    value += 0.4 * state.tea[seat]
    remaining = rounds_left + (1 if open_round else 0)
    value += sum(0.5 * CHARACTER_VALUE.get(c, 3) * remaining / ROUNDS for c in state.characters[seat])
    if not state.fifth_waiting[seat]:
        value += 5.0 * remaining / ROUNDS
    return value


def evaluate(state: RoninState) -> tuple[float, ...]:
    """Solo: the expected score on the scale of the outcome (250 points = 1). Otherwise: each seat's share of
    the expected scores, sharpened towards the leader."""
    values = [estimate(state, seat) for seat in range(state.num_seats)]
    if state.num_seats == 1:
        return (max(0.0, min(1.0, values[0] / 250.0)),)
    top = max(values)
    weights = [math.exp((v - top) / 12.0) for v in values]
    total = sum(weights)
    return tuple(w / total for w in weights)


# --- the greedy judgement of one command -----------------------------------------------------------------
class _Context:
    """What the greedy scoring of one decision needs, worked out once for all the legal commands."""

    __slots__ = ("city_cache", "geo", "mission_cities", "need", "seat", "state", "wants")

    def __init__(self, state: RoninState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.geo = geography()
        goods = state.goods[seat]
        need = dict.fromkeys(GOODS, 0)
        weights: dict[str, float] = {}
        jokers = state.jokers[seat]
        for mission_id in state.missions[seat]:
            mission = DATA.missions[mission_id]
            have = jokers
            for good, count in MISSION_NEEDS[mission_id]:
                need[good] += count
                have += min(count, goods[good])
            value = mission.points * (0.3 + min(1.0, have / len(mission.goods)))
            for city in mission.cities:
                if weights.get(city, 0.0) < value:
                    weights[city] = value
        self.need = {good: max(0, need[good] - goods[good]) for good in GOODS}
        self.wants = sum(self.need.values()) > 0
        self.mission_cities = weights
        self.city_cache: dict[str, float] = {}

    def city_value(self, city: str) -> float:
        """Held missions fulfilled there, and what the city's regions may bring in goods."""
        cached = self.city_cache.get(city)
        if cached is None:
            cached = 0.25 * self.mission_cities.get(city, 0.0) + sum(
                self._region_value(region) for region in self.geo.city_regions[city])
            self.city_cache[city] = cached
        return cached

    def _region_value(self, region: int) -> float:
        spaces = self.state.spaces.get(region)
        if not spaces:
            return 0.0
        best = max((self.need[good] for good in spaces if good is not None), default=-1)
        if best < 0:
            return 0.0
        mine = others = 0
        for other_city in self.geo.region_cities[region]:
            for figure in self.state.occupants.get(other_city, ()):
                if figure == self.seat:
                    mine += 1
                else:
                    others += 1
        if mine:
            return 0.0
        return (0.6 if others else 1.0) * (1.5 + 1.5 * best)


def _action_value(ctx: _Context, action: str) -> float:
    state, seat = ctx.state, ctx.seat
    rounds_left = ROUNDS - state.round
    if action == "tea":
        gain = 2 + (1 if state.has(seat, "tea_master") else 0)
        position = state.tea[seat]
        reaches = any(position < b <= position + gain for b in DATA["tea_bonus_spaces"])
        return 3.0 + (6.0 if reaches else 0.0)
    if action == "flag":
        return flag_points(state.flags[seat] + 1) - flag_points(state.flags[seat]) + 1.0
    values = {
        POINTS: 4.0 if state.has(seat, "sensei") else 2.0,
        "build": 7.0 + 1.0 * rounds_left if state.castles_left[seat] > 0 else 0.0,
        "mission": 5.0,
        "character": 4.0 + 2.0 * rounds_left,
        "joker": 3.0 + (2.0 if ctx.wants else 0.0),
        "market": 2.5 + (2.0 if ctx.wants else 0.0),
        "meditate": 1.5 if state.meditation[seat] < 2 else 0.5,
    }
    return values.get(action, 1.0)


def _place_value(ctx: _Context, command: Place) -> float:
    return _action_value(ctx, command.action) + ctx.city_value(command.city) - (0.5 if command.source else 0.0)


def _collect_value(ctx: _Context, command: Collect) -> float:
    good = ctx.state.spaces[command.region][command.space]
    value = 1.0 + 3.0 * ctx.need.get(good or "", 0)
    return value + (0.5 if command.space == 0 and ctx.state.mode == "duel" else 0.0)


def _discard_value(ctx: _Context, command: Discard) -> float:
    if command.good == JOKER:
        return -10.0
    return -3.0 * ctx.need[command.good] + ctx.state.goods[ctx.seat][command.good] * 0.1


def _mission_value(ctx: _Context, command: ChooseMission | TakeMission) -> float:
    state, seat = ctx.state, ctx.seat
    mission = DATA.missions[state.display[command.slot]]
    have = sum(min(c, state.goods[seat][g]) for g, c in MISSION_NEEDS[mission.id])
    value = mission.points * (0.3 + have / len(mission.goods)) - 0.8 * len(state.missions[seat])
    if isinstance(command, TakeMission):
        value -= 4.0 + 3.0 * DATA["display_costs"][command.slot]
    return value


def _build_value(ctx: _Context, command: Build) -> float:
    mine = {r for r, spaces in ctx.state.castle_spaces.items() if ctx.seat in spaces}
    value = 5.0 + 3.0 * sum(1 for r in ctx.geo.region_neighbours[command.region] if r in mine)
    return value - (3.0 if command.pay == JOKER else 2.0 * ctx.need[command.pay])


def _bonus_value(ctx: _Context, command: ChooseBonus) -> float:
    kind = DATA.bonus_kinds[command.tile]
    return kind.points * _bonus_count_guess(ctx.state, ctx.seat, kind.per)


def _bonus_count_guess(state: RoninState, seat: int, per: str) -> float:
    left = ROUNDS - state.round
    guesses = {
        "castle": lambda: DATA["castles_per_player"] - state.castles_left[seat] + 0.7 * left,
        "flag": lambda: state.flags[seat] + 0.5 * left,
        "character": lambda: len(state.characters[seat]) + 0.5 * left,
        "tea": lambda: sum(1 for b in DATA["tea_bonus_spaces"] if b <= state.tea[seat]) + 0.5 * left,
        "good": lambda: 2.5,
        "meditation": lambda: min(3, state.meditation[seat]) * 0.8,
        "mission": lambda: len(state.fulfilled[seat]) + 1.5 * left,
    }
    return guesses[per]() if per in guesses else 0.0


def _give_back_value(ctx: _Context, command: GiveBack) -> float:
    return sum(_discard_value(ctx, Discard(good)) for good in command.goods)


_VALUES: dict[type, Callable[[_Context, Command], float]] = {
    Place: _place_value,
    Fulfil: lambda ctx, command: 100.0 + DATA.missions[command.mission].points,  # type: ignore[attr-defined]
    Done: lambda ctx, command: 0.0,
    Collect: _collect_value,
    Buy: lambda ctx, command: 1.0 + 3.0 * ctx.need[command.good] - 0.01 * ctx.state.bag[command.good],  # type: ignore[attr-defined]
    Discard: _discard_value,
    GiveBack: _give_back_value,
    ChooseCharacter: lambda ctx, command: CHARACTER_VALUE.get(command.character, 3),  # type: ignore[attr-defined]
    ChooseBonus: _bonus_value,
    ChooseMission: _mission_value,
    TakeMission: _mission_value,
    Build: _build_value,
}  # type: ignore[dict-item]


def command_score(state: RoninState, seat: int, command: Command, ctx: _Context | None = None) -> float:
    """The greedy value of one command (higher is better)."""
    value = _VALUES.get(type(command))
    if value is None:
        return 0.0
    return value(ctx if ctx is not None else _Context(state, seat), command)


def greedy(state: RoninState, seat: int, legal: Sequence[Command], rng: Rng, noise: float) -> Command:
    ctx = _Context(state, seat)
    best, best_value = legal[0], float("-inf")
    for command in legal:
        value = command_score(state, seat, command, ctx) + (rng.random() * noise if noise else 0.0)
        if value > best_value:
            best, best_value = command, value
    return best


def one_at_a_time(legal: Sequence[Command]) -> list[Command]:
    """The commands worth weighing: goods given back one by one (the same choices as every way of giving them
    back at once, in far fewer branches)."""
    if any(isinstance(c, Discard) for c in legal):
        return [c for c in legal if not isinstance(c, GiveBack)]
    return list(legal)


def playout_command(state: RoninState, seat: int, rng: Rng) -> Command:
    """Greedy with some noise; now and then a random legal command."""
    legal = one_at_a_time(state.legal_commands(seat))
    if len(legal) == 1:
        return legal[0]
    if rng.random() < 0.1:
        return rng.choice(legal)
    if len(legal) > PLAYOUT_SAMPLE:
        legal = [rng.choice(legal) for _ in range(PLAYOUT_SAMPLE)]
    return greedy(state, seat, legal, rng, noise=3.0)


class RoninKnowledge(Knowledge[RoninState]):
    """Ronin for the computer seats."""

    playout_depth = 30

    def determinize(self, state: RoninState, seat: int, rng: Rng) -> RoninState:
        return determinize(state, seat, rng)

    def search_commands(self, state: RoninState, seat: int) -> Sequence[Command]:
        return one_at_a_time(state.legal_commands(seat))

    def playout_command(self, state: RoninState, seat: int, rng: Rng) -> Command:
        return playout_command(state, seat, rng)

    def evaluate(self, state: RoninState) -> tuple[float, ...]:
        return evaluate(state)

    def easy_command(self, state: RoninState, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
        """The greedy choice with a little noise."""
        ctx = _Context(state, seat)
        return best_by_value(one_at_a_time(legal), lambda command: command_score(state, seat, command, ctx), rng,
                             noise=1.0)
