"""The AI's knowledge of Ronin: dealing the unknown from a view, judging a position, the playout policy and
the easy player.

The playout policy and the easy player share one greedy scoring of commands: fulfil the best mission,
collect and buy the goods the held missions still need, place ronin in the cities of held missions, build
castles next to one's own castles, and give an action up for points only when nothing better is on offer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.rng import Rng
from ninjatable.games.ronin.board import load_board
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
from ninjatable.games.ronin.data import DATA, GOODS, flag_points
from ninjatable.games.ronin.rules import JOKER, POINTS, SHOGUN, RoninState
from ninjatable.games.ronin.view import PUBLIC_FIELDS, RoninView, dup

CHARACTER_VALUE = {"geisha": 9, "samurai": 7, "architect": 6, "merchant": 6, "traveller": 8, "rider": 5,
                   "scout": 5, "farmer": 6, "brewer": 6, "tea_master": 5, "student": 4, "sensei": 4,
                   "monk": 3, "hermit": 4, "bannerman": 6}
ROUNDS = DATA["rounds"]
#: a playout judges this many of the legal commands, drawn at random, when there are more.
PLAYOUT_SAMPLE = 8


# ---------------------------------------------------------------------------------------------- sampling
def determinize(view: RoninView, seat: int, rng: Rng) -> RoninState:
    """A full state consistent with `view`: the unseen missions shuffled into the deck, the unseen Shogun
    cards dealt to the face-down row (the rest to the box), and a fresh generator."""
    state = RoninState.__new__(RoninState)
    for name in PUBLIC_FIELDS:
        setattr(state, name, dup(getattr(view, name)))
    state.rng = rng.fork()
    seen = set(view.boxed_missions) | set(view.discard) | set(view.display) | set(view.drawn)
    for held in view.missions:
        seen.update(held)
    for done in view.fulfilled:
        seen.update(done)
    deck = [m for m in DATA.missions if m not in seen]
    rng.shuffle(deck)
    assert len(deck) == view.deck_size, "the mission deck does not add up"
    state.deck = deck
    unseen = [c for c in DATA.shogun_cards if c not in view.shogun_revealed]
    rng.shuffle(unseen)
    state.shogun_deck = unseen[:view.shogun_deck_size]
    state.shogun_box = unseen[view.shogun_deck_size:]
    return state


# ---------------------------------------------------------------------------------------------- judging
def estimate(state: RoninState, seat: int) -> float:
    """The points `seat` may expect at the end: scored points, castles, flags and bonus tiles as they
    stand, and the chance of each held mission (its goods in hand, a ronin in one of its cities this round,
    rounds still to come), plus a little for goods, jokers, tea, meditation and characters."""
    value = float(state.points[seat])
    if state.phase == "over":
        return value
    value += state.castle_score(seat) + flag_points(state.flags[seat]) + state.bonus_score(seat)
    rounds_left = ROUNDS - state.round
    open_round = state.phase in ("place", "collect", "fulfil")
    placing = state.phase == "place" and state.ronin_placed[seat] + state.ronin_idle[seat] < state.ronin_total[seat]
    goods = state.goods[seat]
    jokers = state.jokers[seat]
    later = rounds_left > 0
    wanted = dict.fromkeys(GOODS, 0)
    for mission_id in state.missions[seat]:
        mission = DATA.missions[mission_id]
        size = len(mission.goods)
        have = 0
        for good, count in MISSION_NEEDS[mission_id]:
            have += min(count, goods[good])
            wanted[good] += count
        share = min(1.0, (have + jokers) / size)
        chance = 0.0
        if open_round:
            present = any(seat in state.occupants.get(c, ()) for c in mission.cities)
            if present:
                chance = share if state.phase == "fulfil" else 0.25 + 0.7 * share * share
            elif placing:
                chance = 0.15 + 0.5 * share * share
        if later:
            chance = max(chance, 0.2 + 0.45 * share)
        value += mission.points * chance
    if open_round or later:
        value += 2.5 * jokers + 0.5 * state.meditation[seat]
        for good in GOODS:
            value += 1.2 * min(goods[good], wanted[good]) + 0.3 * goods[good]
    value += 0.4 * state.tea[seat]
    remaining = rounds_left + (1 if open_round else 0)
    for character in state.characters[seat]:
        value += 0.5 * CHARACTER_VALUE.get(character, 3) * remaining / ROUNDS
    if not state.fifth_waiting[seat]:
        value += 5.0 * remaining / ROUNDS
    return value


def evaluate(state: RoninState) -> tuple[float, ...]:
    """Solo: the expected score on the scale of the outcome (250 points = 1). Otherwise: each seat's share
    of the expected scores, sharpened towards the leader."""
    values = [estimate(state, seat) for seat in range(state.num_seats)]
    if state.num_seats == 1:
        return (max(0.0, min(1.0, values[0] / 250.0)),)
    top = max(values)
    weights = [2.718281828 ** ((v - top) / 12.0) for v in values]
    total = sum(weights)
    return tuple(w / total for w in weights)


# ---------------------------------------------------------------------------------------------- greedy
_BOARD = load_board()
CITY_REGIONS = {name: city.regions for name, city in _BOARD.cities.items()}
REGION_CITIES = {number: region.cities for number, region in _BOARD.regions.items()}
REGION_NEIGHBOURS = {number: region.neighbours for number, region in _BOARD.regions.items()}
MISSION_NEEDS = {m.id: tuple(m.need().items()) for m in DATA.missions.values()}


class _Context:
    """What the greedy scoring of one decision needs, worked out once for all the legal commands."""

    __slots__ = ("city_cache", "mission_cities", "need", "seat", "state", "wants")

    def __init__(self, state: Any, seat: int) -> None:
        self.state = state
        self.seat = seat
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
            closeness = min(1.0, have / len(mission.goods))
            value = mission.points * (0.3 + closeness)
            for city in mission.cities:
                if weights.get(city, 0.0) < value:
                    weights[city] = value
        for good in GOODS:
            need[good] = max(0, need[good] - goods[good])
        self.need = need
        self.wants = sum(need.values()) > 0
        self.mission_cities = weights
        self.city_cache: dict[str, float] = {}

    def city_value(self, city: str) -> float:
        """Held missions fulfilled there, and what the city's regions may bring in goods."""
        cached = self.city_cache.get(city)
        if cached is not None:
            return cached
        state, seat, need = self.state, self.seat, self.need
        total = 0.25 * self.mission_cities.get(city, 0.0)
        occupants = state.occupants
        for region in CITY_REGIONS[city]:
            spaces = state.spaces.get(region)
            if not spaces:
                continue
            best = -1
            for good in spaces:
                if good is not None and need[good] > best:
                    best = need[good]
            if best < 0:
                continue
            mine = others = 0
            for other_city in REGION_CITIES[region]:
                for figure in occupants.get(other_city, ()):
                    if figure == seat:
                        mine += 1
                    else:
                        others += 1
            if mine:
                continue
            total += (0.6 if others else 1.0) * (1.5 + 1.5 * best)
        self.city_cache[city] = total
        return total


def _action_value(ctx: _Context, action: str) -> float:
    state, seat = ctx.state, ctx.seat
    rounds_left = ROUNDS - state.round
    if action == POINTS:
        return 4.0 if "sensei" in state.characters[seat] else 2.0
    if action == "build":
        return 7.0 + 1.0 * rounds_left if state.castles_left[seat] > 0 else 0.0
    if action == "mission":
        return 5.0
    if action == "character":
        return 4.0 + 2.0 * rounds_left
    if action == "tea":
        gain = 2 + (1 if "tea_master" in state.characters[seat] else 0)
        position = state.tea[seat]
        reaches = any(position < b <= position + gain for b in DATA["tea_bonus_spaces"])
        return 3.0 + (6.0 if reaches else 0.0)
    if action == "joker":
        return 3.0 + (2.0 if ctx.wants else 0.0)
    if action == "market":
        return 2.5 + (2.0 if ctx.wants else 0.0)
    if action == "flag":
        return flag_points(state.flags[seat] + 1) - flag_points(state.flags[seat]) + 1.0
    if action == "meditate":
        return 1.5 if state.meditation[seat] < 2 else 0.5
    return 1.0


def command_score(state: Any, seat: int, command: Command, ctx: _Context | None = None) -> float:
    """The greedy value of one command (higher is better)."""
    if ctx is None:
        ctx = _Context(state, seat)
    need = ctx.need
    if isinstance(command, Place):
        value = _action_value(ctx, command.action) + ctx.city_value(command.city)
        if command.source:
            value -= 0.5
        return value
    if isinstance(command, Fulfil):
        return 100.0 + DATA.missions[command.mission].points
    if isinstance(command, Done):
        return 0.0
    if isinstance(command, Collect):
        good = state.spaces[command.region][command.space]
        value = 1.0 + 3.0 * need.get(good, 0)
        if command.space == 0 and state.mode == "duel":
            value += 0.5
        return value
    if isinstance(command, Buy):
        return 1.0 + 3.0 * need[command.good] - 0.01 * state.bag[command.good]
    if isinstance(command, Discard):
        if command.good == JOKER:
            return -10.0
        return -3.0 * need[command.good] + state.goods[seat][command.good] * 0.1
    if isinstance(command, ChooseCharacter):
        return CHARACTER_VALUE.get(command.character, 3)
    if isinstance(command, ChooseBonus):
        kind = DATA.bonus_kinds[command.tile]
        return kind.points * _bonus_count_guess(state, seat, kind.per)
    if isinstance(command, (ChooseMission, TakeMission)):
        mission = DATA.missions[state.display[command.slot]]
        have = sum(min(c, state.goods[seat][g]) for g, c in MISSION_NEEDS[mission.id])
        value = mission.points * (0.3 + have / len(mission.goods)) - 0.8 * len(state.missions[seat])
        if isinstance(command, TakeMission):
            value -= 4.0 + 3.0 * DATA["display_costs"][command.slot]
        return value
    if isinstance(command, Build):
        mine = {r for r, spaces in state.castle_spaces.items() if seat in spaces}
        value = 5.0 + 3.0 * sum(1 for r in REGION_NEIGHBOURS[command.region] if r in mine)
        if command.pay == JOKER:
            value -= 3.0
        else:
            value -= 2.0 * need[command.pay]
        return value
    return 0.0


def _bonus_count_guess(state: Any, seat: int, per: str) -> float:
    left = ROUNDS - state.round
    if per == "castle":
        return DATA["castles_per_player"] - state.castles_left[seat] + 0.7 * left
    if per == "flag":
        return state.flags[seat] + 0.5 * left
    if per == "character":
        return len(state.characters[seat]) + 0.5 * left
    if per == "tea":
        return sum(1 for b in DATA["tea_bonus_spaces"] if b <= state.tea[seat]) + 0.5 * left
    if per == "good":
        return 2.5
    if per == "meditation":
        return min(3, state.meditation[seat]) * 0.8
    if per == "mission":
        return len(state.fulfilled[seat]) + 1.5 * left
    return 0.0


def greedy(state: Any, seat: int, legal: Sequence[Command], rng: Rng, noise: float) -> Command:
    ctx = _Context(state, seat)
    best, best_value = legal[0], float("-inf")
    for command in legal:
        value = command_score(state, seat, command, ctx) + (rng.random() * noise if noise else 0.0)
        if value > best_value:
            best, best_value = command, value
    return best


def playout_command(state: RoninState, seat: int, rng: Rng) -> Command:
    """Greedy with some noise; now and then a random legal command."""
    legal = state.legal_commands(seat)
    if len(legal) == 1:
        return legal[0]
    if rng.random() < 0.1:
        return rng.choice(legal)
    if len(legal) > PLAYOUT_SAMPLE:
        legal = [rng.choice(legal) for _ in range(PLAYOUT_SAMPLE)]
    return greedy(state, seat, legal, rng, noise=3.0)


def easy_command(view: RoninView, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
    """The easy player: the greedy choice over the view, with a little noise."""
    return greedy(view, seat, list(legal), rng, noise=1.0)


# ---------------------------------------------------------------------------------------------- words
def describe(command: Command, view: RoninView) -> str:
    """A command in a player's words."""
    if isinstance(command, Place):
        if command.action == POINTS:
            return f"Ronin to {command.city}: give the action up for 2 points"
        text = f"Ronin to {command.city}: {DATA.actions[command.action]}"
        if command.source:
            text += f" (the Rider uses the tile of {command.source})"
        return text
    if isinstance(command, TakeMission):
        mission = DATA.missions[view.display[command.slot]]
        return (f"Take the mission {mission.cities[0]}/{mission.cities[1]} ({', '.join(mission.goods)}, "
                f"{mission.points} points) for {DATA['display_costs'][command.slot]} meditation")
    if isinstance(command, ChooseMission):
        mission = DATA.missions[view.display[command.slot]]
        return (f"Take the mission {mission.cities[0]}/{mission.cities[1]} ({', '.join(mission.goods)}, "
                f"{mission.points} points)")
    if isinstance(command, ChooseCharacter):
        character = DATA.characters[command.character]
        return f"Take the {character.name}: {character.text}"
    if isinstance(command, Build):
        return f"Build a castle in region {command.region}, paying {command.pay}"
    if isinstance(command, Buy):
        return f"Take {command.good} from the bag"
    if isinstance(command, ChooseBonus):
        kind = DATA.bonus_kinds[command.tile]
        return f"Take the bonus tile {kind.name} ({kind.text})"
    if isinstance(command, Collect):
        good = view.spaces[command.region][command.space]
        where = " from the horse-head space" if command.space == 0 else ""
        return f"Take {good}{where} in region {command.region}"
    if isinstance(command, Fulfil):
        mission = DATA.missions[command.mission]
        return f"Fulfil the mission {', '.join(mission.goods)} for {mission.points} points"
    if isinstance(command, Done):
        return "Fulfil no more missions this round"
    if isinstance(command, Discard):
        return f"Give back {command.good}"
    return command.to_text()


__all__ = ["SHOGUN", "describe", "determinize", "easy_command", "estimate", "evaluate", "playout_command"]
