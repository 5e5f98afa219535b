"""What the computer seats know of Ronin: dealing the unseen cards back, judging a position, the playout
policy, the commands a search weighs and the easy player.

The playout policy and the easy player share one greedy scoring of commands: fulfil the best mission,
collect and buy the goods the held missions still need, place ronin in the cities of held missions, build
castles next to one's own castles, and give an action up for points only when nothing better is on offer. A
playout plays that judgement with a little noise (a turn of phase 1 valued city by city, without listing every
command). A search weighs, of the many placements of one action in different cities, the best ones by that
judgement (`grouped`). Where a playout stops, `evaluate` compares the points each seat may expect at the end
(`estimate`: the banked points and a weighing of the position fitted stage by stage on the final scores of
self-played games) and turns the lead into a chance to win, the sharper the closer the end.
Every hook sees a redacted state (or a world the search dealt from one): never the deck order.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Callable, Hashable, Sequence

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
from ninjatable.games.ronin.rules import DISCARD, OVER, PLACE, RoninState
from ninjatable.games.ronin.view import HIDDEN

CHARACTER_VALUE = {"geisha": 9, "samurai": 7, "architect": 6, "merchant": 6, "traveller": 8, "rider": 5,
                   "scout": 5, "farmer": 6, "brewer": 6, "tea_master": 5, "student": 4, "sensei": 4,
                   "monk": 3, "hermit": 4, "bannerman": 6}
ROUNDS: int = DATA["rounds"]
#: the random amount (up to this many points) added to each command's greedy value in a playout.
PLAYOUT_NOISE = 2.0
#: a search weighs the best commands of each group of similar ones (`grouped`), and the best ones of all.
GROUP_SIZE = 1
GROUP_TOP = 6
#: the parts of a round the evaluation tells apart (`stage`).
PARTS = 4
BONUS_KINDS = tuple(DATA.bonus_kinds)
MISSION_NEEDS = {m.id: tuple(m.need().items()) for m in DATA.missions.values()}


#: what `features` measures of a seat's position, in its order (the last is a constant).
FEATURES = ("best mission", "second mission", "third mission", "further missions", "missions held", "missions ready",
            "goods kept", "goods asked for", "jokers", "meditation", "tea", "characters", "ronin", "castles",
            "ronin to place", *BONUS_KINDS, "constant")
# The evaluation's weights, one row for each stage of the game (`stage`: round 1-4, each in four parts), one
# weight for each of `FEATURES`: the points a position may still bring beside the banked ones. Fitted by least
# squares (a little ridge, the weight of every asset kept at zero or more) on the final scores of 6,000 games (solo
# 5,000) the playout policy played against itself, some players making a random move now and then so that
# unusual positions (many missions held, say) are seen too; the temperatures by the likelihood of the winners.
DUEL_WEIGHTS = (
    (1.34, 1.03, 1.12, 1.30, -3.97, 0, 0, 0, 0, 0, 1.63, 4.68, 0, 0, 5.79, 0, 0, 0, 0, -4.29, -6.10, 1.31, 76.24),
    (1.46, 1.17, 0.96, 1.18, 4.33, 0, 0, 0, 0, 0.78, 1.26, 7.38, 3.34, 9.25, 6.72, 0.77, 0, 0, 0, 0.08, -6.84, 7.78, 32.73),
    (0.41, 0.86, 0.52, 0.64, 8.09, 0, 0, 0, 2.24, 1.64, 0.82, 6.74, 1.19, 8.50, 0, 2.03, 0, 0, 0, -1.70, -2.36, 9.07, 40.90),
    (0.77, 0.82, 0.68, 0.66, 2.93, 0, 0, 0, 0.30, 1.66, 0, 5.38, 2.73, 7.68, 0, 4.21, 0.47, 0, 0, -1.09, -3.39, 9.73, 41.38),
    (0.88, 0.88, 0.74, 0.57, 2.41, 0.03, 0.19, 0, 0, 0.77, 0.12, 4.10, 0, 3.35, 4.48, 0.53, 0, 0, 0, -1.28, -6.19, 6.99, 37.56),
    (0.87, 1.00, 0.67, 0.63, 3.42, 0, 0, 0, 0, 1.84, 1.03, 4.99, 5.15, 3.74, 5.27, 0, 0, 0, 0, -4.07, -5.30, 6.44, 2.62),
    (0.79, 0.80, 0.72, 0.52, 4.31, 0.05, 0, 0, 2.15, 1.94, 1.18, 5.32, 6.09, 3.76, 0, 0, 0, 0, 0, -6.34, -6.52, 6.72, -9.46),
    (0.87, 0.74, 0.73, 0.31, 1.89, 0, 0, 0, 0.85, 2.06, 0.94, 4.50, 5.27, 3.30, 0, 0, 0, 0, 0, -5.73, -5.67, 4.66, 0.24),
    (0.79, 0.86, 0.56, 0.37, 2.60, 0.06, 0.32, 0, 0.73, 2.21, 0.72, 3.98, 0.18, 2.53, 5.11, 0, 0, 0, 0, -4.00, -5.26, 4.50, 2.63),
    (0.73, 0.79, 0.53, 0.30, 3.08, 0.16, 0, 0, 0.17, 1.61, 0.47, 3.24, 3.12, 1.89, 4.64, 0, 0, 0, 0, -3.52, -3.67, 5.13, -7.38),
    (0.62, 0.50, 0.42, 0.07, 3.51, 0.33, 0, 0.05, 1.14, 1.13, 0.34, 2.35, 7.00, 1.28, 0, 0.29, 0, 0, 0, -6.60, -3.59, 5.31, -26.93),
    (0.71, 0.59, 0.33, 0, 0.86, 0, 0.19, 0, 0.97, 1.55, 0.31, 2.27, 3.80, 1.03, 0, 0.13, 0, 0, 0, -4.33, -3.35, 1.74, -7.30),
    (0.60, 0.79, 0.17, 0, 1.16, 0.16, 0.29, 0, 0.46, 1.21, 0.28, 1.46, 0.56, 0.81, 4.43, 0, 0, 0, 0, -1.60, -2.32, 2.27, -11.55),
    (0.53, 0.44, 0, 0, 2.51, 0.43, 0, 0, 0, 0.72, 0.17, 1.07, 2.14, 0.62, 3.66, 0, 0, 0.26, 0, -0.95, -1.73, 3.83, -18.54),
    (0.39, 0.23, 0, 0, 0.88, 0.61, 0, 0.16, 0.69, 0, 0, 0.68, 3.15, 0.13, 0, 0.24, 0, 0, 0.04, -4.41, -2.02, 4.78, -22.35),
    (0, 0, 0, 0, 0.04, 0, 0, 0, 0, 0.03, 0, 0.26, 0, 0, 0, 0, 0.68, 0, 0, -2.70, -0.08, 0, -0.52),
)
SOLO_WEIGHTS = (
    (1.44, 1.02, 0.91, 0, -3.48, 0, 0, 0, 0, 4.28, 1.39, 0.92, 3.51, 0, 3.31, 0, 0, 0, 0, -4.97, -7.40, 0.59, 72.28),
    (1.62, 0.93, 0.98, 1.15, -1.88, 0, 0, 0, 0, 3.04, 0.90, 4.17, 2.20, 9.74, 5.25, 0, 0, 0, 0, -1.99, -9.02, 5.96, 64.97),
    (0.38, 0.96, 0.51, 0.73, 2.93, 0.01, 0, 0, 5.76, 4.14, 1.29, 5.18, 7.13, 13.85, 0, 3.65, 0, 0, 0, -4.07, -8.01, 9.13, 23.79),
    (1.13, 0.80, 0.74, 1.80, -4.98, 0, 0, 0.10, 3.77, 5.35, 1.31, 5.11, 6.10, 13.10, 0, 0, 0.20, 0, 0, -2.59, -2.53, 10.17, 30.43),
    (0.97, 0.88, 0.76, 0.72, -2.92, 0.05, 1.60, 0, 0.03, 3.10, 0.01, 2.97, 2.04, 7.40, 4.17, 2.77, 0, 0, 0, -2.62, -5.28, 8.00, 34.34),
    (1.10, 0.99, 0.79, 0.81, -2.44, 0.05, 0.82, 0, 0, 2.67, 0.55, 3.78, 1.93, 6.19, 4.45, 2.24, 0, 0, 0.83, -3.96, -5.02, 8.81, 28.96),
    (1.01, 0.69, 0.77, 0.66, 0.60, 0.09, 0, 0, 2.41, 2.85, 0.74, 3.94, 5.72, 5.54, 0, 3.37, 0, 0, 1.40, -2.97, -1.82, 9.86, -2.67),
    (0.78, 0.39, 0.66, 0.38, 1.63, 0, 0, 0, 2.61, 1.62, 0.85, 4.10, 5.31, 5.66, 0, 3.23, 0, 0, 0, -2.32, -4.66, 9.56, -2.72),
    (1.01, 0.86, 0.80, 0.74, -1.86, 0.04, 0.79, 0, 1.19, 1.82, 0.62, 2.89, 0.57, 4.32, 4.20, 0.94, 0, 0, 0, -2.18, -5.01, 6.14, 6.67),
    (0.84, 0.81, 0.68, 0.53, -0.43, 0.18, 0.30, 0.19, 1.38, 0.86, 0.55, 2.33, 4.07, 3.05, 4.36, 0, 0, 0, 0, -3.11, -4.77, 4.91, -6.55),
    (0.77, 0.45, 0.45, 0.11, 3.23, 0.27, 0, 0.09, 2.55, 1.83, 0.46, 2.84, 5.40, 2.52, 0, 0.97, 0, 0, 0, -5.58, -3.32, 7.00, -26.10),
    (0.69, 0.37, 0, 0.58, 0.87, 0, 0, 0.08, 1.57, 2.80, 0.27, 1.60, 5.27, 1.97, 0, 0, 0, 0.81, 0, -3.75, -2.59, 3.80, -14.95),
    (0.61, 0.60, 0.21, 0, 0.15, 0.27, 0.35, 0.45, 1.21, 1.17, 0.41, 1.25, 1.59, 1.76, 3.92, 0, 0, 0, 0, -2.68, -3.15, 3.37, -16.05),
    (0.45, 0.45, 0, 0, 0.63, 0.56, 0, 0, 0.27, 0.01, 0.11, 0.76, 1.91, 0.76, 4.91, 0, 0, 0, 0, -1.74, -1.91, 4.52, -13.08),
    (0.03, 0.10, 0, 0, -0.27, 0.94, 0, 0.04, 0.88, 0, 0, 0.52, 1.67, 0.83, 0, 0, 0.35, 0, 0.56, -4.23, -1.30, 4.23, -14.47),
    (0.01, 0, 0, 0, -0.01, 0, 0, 0, 0, 0.04, 0, 0.34, 0, 0.01, 0, 0, 1.05, 0, 0, -2.91, -0.08, 0.22, -0.75),
)
#: how sharply a lead in expected points turns into a chance to win, stage by stage (points).
TEMPERATURES = (20, 25, 13, 18, 17, 12.5, 11.5, 12.5, 13, 10, 9, 8.5, 8.5, 5.5, 2.5, 1)


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
def stage(state: RoninState) -> int:
    """Where the game stands, 0 to 15: the round (1-4) times its part (the first half of the ronin placed, the
    second half, goods and missions, the end of the round)."""
    if state.phase == PLACE:
        total = sum(state.ronin_total) or 1
        part = 0 if 2 * sum(state.ronin_placed) < total else 1
    else:
        part = 2 if state.phase in ("collect", "fulfil") else 3
    return PARTS * (min(ROUNDS, state.round) - 1) + part


def banked(state: RoninState, seat: int) -> float:
    """The points `seat` would have if the game ended now: scored points, castle groups and bonus tiles."""
    return float(state.points[seat] + state.castle_score(seat) + state.bonus_score(seat))


def features(state: RoninState, seat: int) -> tuple[float, ...]:
    """What the evaluation weighs of `seat`'s position besides the banked points (`FEATURES`): the held missions best first
    (each its points, less while its goods are missing: a player fulfils only so many, so each further mission
    counts for less), the missions held, the points of those a ronin stands ready for, goods (no more than are
    kept at the end of a round), the goods the missions ask for, jokers, meditation tokens (no more than are kept),
    the tea track, characters, the fifth ronin, castles built, ronin still to place, and each bonus tile held."""
    goods, jokers = state.goods[seat], state.jokers[seat]
    open_round = state.phase in (PLACE, "collect", "fulfil")
    ready = 0.0
    values: list[float] = []
    wanted = dict.fromkeys(GOODS, 0)
    for mission_id in state.missions[seat]:
        mission = DATA.missions[mission_id]
        have = 0
        for good, need in MISSION_NEEDS[mission_id]:
            have += min(need, goods[good])
            wanted[good] += need
        share = min(1.0, (have + jokers) / len(mission.goods))
        values.append(mission.points * (0.5 + 0.5 * share))
        if open_round and state.mission_city_held(seat, mission.cities):
            ready += mission.points * share
    values.sort(reverse=True)
    values.extend((0.0, 0.0, 0.0))
    held = min(sum(goods.values()) + jokers, state.goods_limit(seat))
    useful = sum(min(goods[good], wanted[good]) for good in GOODS)
    tiles = state.bonus[seat]
    return (values[0], values[1], values[2], sum(values[3:]), float(len(state.missions[seat])), ready, float(held),
            float(useful), float(jokers), float(min(state.meditation[seat], state.meditation_limit(seat))),
            float(state.tea[seat]), float(len(state.characters[seat])), float(state.ronin_total[seat]),
            float(DATA["castles_per_player"] - state.castles_left[seat]), float(state.ronin_left(seat)),
            *(1.0 if kind in tiles else 0.0 for kind in BONUS_KINDS), 1.0)


def estimate(state: RoninState, seat: int) -> float:
    """The points `seat` may expect at the end: the banked points and what its position may still bring, by the
    weights of the stage (two players and more: `DUEL_WEIGHTS`, solo: `SOLO_WEIGHTS`)."""
    if state.phase == OVER:
        return float(state.points[seat])
    table = SOLO_WEIGHTS if state.num_seats == 1 else DUEL_WEIGHTS
    weights = table[stage(state)]
    return banked(state, seat) + sum(w * f for w, f in zip(weights, features(state, seat), strict=True) if w)


def evaluate(state: RoninState) -> tuple[float, ...]:
    """Solo: the expected score on the scale of the outcome (250 points = 1). Otherwise each seat's chance to win
    (the expected scores compared, the closer the end the sharper: `TEMPERATURES`), on the scale of the outcome:
    0.85 for the win, and 0.15 times the score over the best score."""
    values = [estimate(state, seat) for seat in range(state.num_seats)]
    if state.num_seats == 1:
        return (max(0.0, min(1.0, values[0] / 250.0)),)
    top = max(values)
    temperature = TEMPERATURES[stage(state)] if state.phase != OVER else 1.0
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    scale = max(1.0, top)
    return tuple(0.85 * w / total + 0.15 * max(0.0, v) / scale for w, v in zip(weights, values, strict=True))


# --- the greedy judgement of one command -----------------------------------------------------------------
class _Context:
    """What the greedy scoring of one decision needs, worked out once for all the legal commands."""

    __slots__ = ("_mission_cities", "city_cache", "geo", "need", "region_cache", "seat", "state", "wants")

    def __init__(self, state: RoninState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.geo = geography()
        goods = state.goods[seat]
        need = dict.fromkeys(GOODS, 0)
        for mission_id in state.missions[seat]:
            for good, count in MISSION_NEEDS[mission_id]:
                need[good] += count
        self.need = {good: max(0, need[good] - goods[good]) for good in GOODS}
        self.wants = sum(self.need.values()) > 0
        self._mission_cities: dict[str, float] | None = None
        self.city_cache: dict[str, float] = {}
        self.region_cache: dict[int, float] = {}

    @property
    def mission_cities(self) -> dict[str, float]:
        """Each city of a held mission and what the best mission there is worth (worked out when first asked)."""
        if self._mission_cities is None:
            state, seat = self.state, self.seat
            goods, jokers = state.goods[seat], state.jokers[seat]
            weights: dict[str, float] = {}
            for mission_id in state.missions[seat]:
                mission = DATA.missions[mission_id]
                have = jokers
                for good, count in MISSION_NEEDS[mission_id]:
                    have += min(count, goods[good])
                value = mission.points * (0.3 + min(1.0, have / len(mission.goods)))
                for city in mission.cities:
                    if weights.get(city, 0.0) < value:
                        weights[city] = value
            self._mission_cities = weights
        return self._mission_cities

    def city_value(self, city: str) -> float:
        """Held missions fulfilled there, and what the city's regions may bring in goods."""
        cached = self.city_cache.get(city)
        if cached is None:
            cached = 0.25 * self.mission_cities.get(city, 0.0)
            for region in self.geo.city_regions[city]:
                value = self.region_cache.get(region)
                if value is None:
                    value = self.region_cache[region] = self._region_value(region)
                cached += value
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


def greedy(state: RoninState, seat: int, legal: Sequence[Command], rng: Rng, noise: float,
           ctx: _Context | None = None) -> Command:
    ctx = ctx if ctx is not None else _Context(state, seat)
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


def options(state: RoninState, seat: int) -> list[Command]:
    """The legal commands with goods given back one at a time (`one_at_a_time`), without first listing every
    way of giving them back at once (that list grows fast with the goods held)."""
    if state.phase == DISCARD and state.pending is None and seat in state.to_act():
        return [Discard(good) for good in state.pay_options(seat)]
    return one_at_a_time(state.legal_commands(seat))


def greedy_place(state: RoninState, seat: int, ctx: _Context, rng: Rng, noise: float) -> Command:
    """The greedy choice of a turn in phase 1 (the easy player's judgement, less the Rider's borrowed actions),
    valued city by city without listing every command: each city's actions, the 2 points, and a mission bought
    from the display."""
    best: Command | None = None
    best_value = float("-inf")
    action_values: dict[str, float] = {}
    for city in state.placement_cities(seat):
        city_value = ctx.city_value(city)
        for action in (*state.actions_of(city), POINTS):
            if action != POINTS and not state.action_possible(seat, action, city):
                continue
            value = action_values.get(action)
            if value is None:
                value = action_values[action] = _action_value(ctx, action)
            value += city_value + (rng.random() * noise if noise else 0.0)
            if value > best_value:
                best, best_value = Place(city, action), value
    if not state.display_taken:
        costs = DATA["display_costs"]
        for slot in range(len(state.display)):
            if state.meditation[seat] >= costs[slot]:
                command = TakeMission(slot)
                value = _mission_value(ctx, command) + (rng.random() * noise if noise else 0.0)
                if value > best_value:
                    best, best_value = command, value
    if best is None:  # no city and no mission: the rules always leave a command, so this is never reached
        return rng.choice(options(state, seat))
    return best


def _kind(command: Command) -> object:
    """The group a command belongs to when a search weighs a decision: a placement by its action, a castle by its
    region (whatever it is paid with), the characters together; every other command is its own group."""
    if isinstance(command, Place):
        return ("place", command.action)
    if isinstance(command, Build):
        return ("build", command.region)
    if isinstance(command, ChooseCharacter):
        return "character"
    return command


def grouped(state: RoninState, seat: int) -> list[Command]:
    """The commands a search weighs: of every group of similar commands (`_kind`), the best `GROUP_SIZE` by the
    greedy judgement, and besides them the `GROUP_TOP` best commands of all. A turn of phase 1 offers some
    twenty placements, most of them the same action in another city; the search spends its tries on the
    cities the judgement ranks first for each action."""
    legal = options(state, seat)
    if len(legal) <= GROUP_TOP:
        return legal
    ctx = _Context(state, seat)
    ranked = sorted(legal, key=lambda command: -command_score(state, seat, command, ctx))
    kept: list[Command] = []
    taken: dict[object, int] = {}
    for rank, command in enumerate(ranked):
        kind = _kind(command)
        if rank < GROUP_TOP or taken.get(kind, 0) < GROUP_SIZE:
            kept.append(command)
            taken[kind] = taken.get(kind, 0) + 1
    return kept


def playout_command(state: RoninState, seat: int, rng: Rng) -> Command:
    """The easy player's judgement with a little noise (a turn of phase 1 valued city by city)."""
    ctx = _Context(state, seat)
    if state.phase == PLACE and state.pending is None:
        return greedy_place(state, seat, ctx, rng, PLAYOUT_NOISE)
    legal = options(state, seat)
    if len(legal) == 1:
        return legal[0]
    return greedy(state, seat, legal, rng, noise=PLAYOUT_NOISE, ctx=ctx)


class RoninKnowledge(Knowledge[RoninState]):
    """Ronin for the computer seats."""

    playout_depth = 30

    def determinize(self, state: RoninState, seat: int, rng: Rng) -> RoninState:
        return determinize(state, seat, rng)

    def turn_of(self, state: RoninState, seat: int) -> Hashable:
        """A turn is one placement of the round (a mission bought first, the ronin placed, its action and the
        bonus it earns: the ronin counts as placed from its own command on, so the choices after it are still
        its turn), a player's part of goods collection, each mission fulfilled, or each good or token given
        back at the end of a round."""
        if state.phase == PLACE:
            begun = sum(state.ronin_placed) + sum(state.ronin_idle) - (state.pending is not None)
            return (state.round, state.phase, begun)
        fulfilled = sum(len(missions) for missions in state.fulfilled)
        held = sum(state.goods_count(other) + state.meditation[other] for other in range(state.num_seats))
        return (state.round, state.phase, state.collect_index, len(state.collect_queue), len(state.fulfil_queue),
                len(state.discard_queue), fulfilled, held)

    def hand_may_matter(self, state: RoninState, seat: int) -> bool:
        """Nothing a player holds is secret in Ronin (only the decks are): its options are everyone's to see."""
        return False

    def search_commands(self, state: RoninState, seat: int) -> Sequence[Command]:
        return grouped(state, seat)

    def playout_command(self, state: RoninState, seat: int, rng: Rng) -> Command:
        return playout_command(state, seat, rng)

    def evaluate(self, state: RoninState) -> tuple[float, ...]:
        return evaluate(state)

    def easy_command(self, state: RoninState, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
        """The greedy choice with a little noise."""
        ctx = _Context(state, seat)
        return best_by_value(one_at_a_time(legal), lambda command: command_score(state, seat, command, ctx), rng,
                             noise=1.0)
