"""Carrying out a player's command (already known to be legal): placing a ronin and its city action, the
choices that finish an action, goods, missions and the goods given back at the end of a round."""

from __future__ import annotations

from collections.abc import Callable

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Event
from ninjatable.games.ronin.commands import (
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
from ninjatable.games.ronin.data import (
    DATA,
    action_term,
    bonus_term,
    character_term,
    city_term,
    good_term,
    goods_count,
    goods_words,
)
from ninjatable.games.ronin.rules import collect, flow
from ninjatable.games.ronin.rules.basics import advance_tea, pay, refill_display, score, take_flag
from ninjatable.games.ronin.rules.position import DecisionKind, Pending, Position
from ninjatable.i18n import msg, msg_n

#: city actions finished by a further choice of the player (which mission, character, where to build, which good),
#: and the kind of that decision.
CHOSEN_ACTIONS = {"character": DecisionKind.CHARACTER, "mission": DecisionKind.MISSION, "build": DecisionKind.BUILD,
                  "market": DecisionKind.MARKET}


def apply(state: Position, seat: int, command: Command) -> list[Event]:
    """Carry out `command` for `seat`; the events say what happened."""
    events: list[Event] = []
    handler = _HANDLERS.get(type(command))
    if handler is None:
        raise TypeError(f"not a Ronin command: {command!r}")
    handler(state, seat, command, events)
    return events


def _take_mission(state: Position, seat: int, command: TakeMission, events: list[Event]) -> None:
    cost = DATA["display_costs"][command.slot]
    state.meditation[seat] -= cost
    state.supply["meditation"] += cost
    state.display_taken = True
    card = state.display.pop(command.slot)
    state.missions[seat].append(card)
    refill_display(state)
    events.append(Event(msg_n("{player} takes a mission from the display for {n} meditation token.",
                              "{player} takes a mission from the display for {n} meditation tokens.", n=cost,
                              player=state.seat_words(seat)), seat,
                        "mission", irreversible=True, data={"mission": card}))


def _place(state: Position, seat: int, command: Place, events: list[Event]) -> None:
    city = command.city
    if state.occupants[city]:
        state.student_used[seat] = True
    state.occupants[city].append(seat)
    state.ronin_placed[seat] += 1
    if state.mode == "solo":
        state.discard.extend(state.drawn)
        state.drawn = []
        state.any_city = False
    action_city = command.source or city
    if command.source:
        state.rider_used[seat] = True
    name = state.seat_words(seat)
    if command.action == POINTS:
        amount = 4 if state.has(seat, "sensei") else DATA["decline_points"]
        score(state, seat, amount, "actions")
        events.append(Event(msg_n("{player} places a ronin in {city} and takes {n} point.",
                                  "{player} places a ronin in {city} and takes {n} points.", n=amount, player=name,
                                  city=city_term(city)), seat, "place",
                            data={"city": city}))
        flow.end_turn(state, events)
        return
    state.face[action_city] = 1 - state.face[action_city]
    if command.source:
        placed = msg("{player} places a ronin in {city}: {action} (in {source}, the Rider).", player=name,
                     city=city_term(city), action=action_term(command.action), source=city_term(action_city))
    else:
        placed = msg("{player} places a ronin in {city}: {action}.", player=name, city=city_term(city),
                     action=action_term(command.action))
    events.append(Event(placed, seat, "place",
                        data={"city": city, "action": command.action, "source": action_city}))
    if command.action in CHOSEN_ACTIONS:
        state.pending = Pending(CHOSEN_ACTIONS[command.action], seat, action_city)
        return
    _ACTIONS[command.action](state, seat, events)
    flow.after_action(state, seat, events)


def _tea(state: Position, seat: int, events: list[Event]) -> None:
    advance_tea(state, seat, DATA["tea_action_steps"] + (1 if state.has(seat, "tea_master") else 0), events)


def _flag(state: Position, seat: int, events: list[Event]) -> None:
    take_flag(state, seat, events)


def _joker(state: Position, seat: int, events: list[Event]) -> None:
    state.supply["jokers"] -= 1
    state.jokers[seat] += 1


def _meditate(state: Position, seat: int, events: list[Event]) -> None:
    amount = min(DATA["meditation_action"], state.supply["meditation"])
    state.supply["meditation"] -= amount
    state.meditation[seat] += amount


_ACTIONS: dict[str, Callable[[Position, int, list[Event]], None]] = {
    "tea": _tea, "flag": _flag, "joker": _joker, "meditate": _meditate}


def _choose_mission(state: Position, seat: int, command: ChooseMission, events: list[Event]) -> None:
    card = state.display.pop(command.slot)
    state.missions[seat].append(card)
    refill_display(state)
    events.append(Event(msg("{player} takes a mission from the display.", player=state.seat_words(seat)), seat,
                        "mission",
                        irreversible=True, data={"mission": card}))
    flow.after_action(state, seat, events)


def _choose_character(state: Position, seat: int, command: ChooseCharacter, events: list[Event]) -> None:
    state.char_display.remove(command.character)
    state.characters[seat].append(command.character)
    text = msg("{player} takes the {character}.", player=state.seat_words(seat),
               character=character_term(command.character))
    if state.fifth_waiting[seat]:
        state.fifth_waiting[seat] = False
        state.ronin_total[seat] += 1
        text = msg("{player} takes the {character}. Their fifth ronin joins them from the next turn on.",
                   player=state.seat_words(seat), character=character_term(command.character))
    events.append(Event(text, seat, "character", data={"character": command.character}))
    flow.after_action(state, seat, events)


def _build(state: Position, seat: int, command: Build, events: list[Event]) -> None:
    pay(state, seat, command.pay)
    spaces = state.castle_spaces[command.region]
    if state.mode == "duel" and spaces == [None, None] and state.has(seat, "architect"):
        spaces[0] = spaces[1] = seat
    else:
        spaces[spaces.index(None)] = seat
    state.castles_left[seat] -= 1
    events.append(Event(msg("{player} builds a castle in region {region}.", player=state.seat_words(seat),
                            region=command.region), seat, "castle",
                        data={"region": command.region}))
    flow.after_action(state, seat, events)


def _buy(state: Position, seat: int, command: Buy, events: list[Event]) -> None:
    state.bag[command.good] -= 1
    state.goods[seat][command.good] += 1
    events.append(Event(msg("{player} takes {good} from the bag.", player=state.seat_words(seat),
                            good=good_term(command.good)), seat, "good"))
    flow.after_action(state, seat, events)


def _choose_bonus(state: Position, seat: int, command: ChooseBonus, events: list[Event]) -> None:
    state.bonus_supply.remove(command.tile)
    state.bonus[seat].append(command.tile)
    state.pending_bonus[seat] -= 1
    events.append(Event(msg("{player} takes the bonus tile {tile}.", player=state.seat_words(seat),
                            tile=bonus_term(command.tile)), seat, "bonus"))
    flow.after_action(state, seat, events)


def _collect(state: Position, seat: int, command: Collect, events: list[Event]) -> None:
    collect.take(state, seat, command.region, command.space, events)
    flow.continue_collect(state, events)


def _fulfil(state: Position, seat: int, command: Fulfil, events: list[Event]) -> None:
    """Hand the mission's goods back (jokers for what is missing) and score its points (the Geisha 2 more)."""
    mission = DATA.missions[command.mission]
    for good, count in mission.need().items():
        own = min(count, state.goods[seat][good])
        state.goods[seat][good] -= own
        state.bag[good] += own
        state.jokers[seat] -= count - own
        state.supply["jokers"] += count - own
    state.missions[seat].remove(command.mission)
    state.fulfilled[seat].append(command.mission)
    points = mission.points + (2 if state.has(seat, "geisha") else 0)
    score(state, seat, points, "missions")
    events.append(Event(msg_n("{player} fulfils a mission ({goods}) for {n} point.",
                              "{player} fulfils a mission ({goods}) for {n} points.", n=points,
                              player=state.seat_words(seat), goods=tuple(good_term(g) for g in mission.goods)),
                        seat, "fulfil", data={"mission": command.mission}))
    if not any(state.can_fulfil(seat, m) for m in state.missions[seat]):
        flow.next_fulfiller(state, events)


def _done(state: Position, seat: int, command: Done, events: list[Event]) -> None:
    flow.next_fulfiller(state, events)


def _discard(state: Position, seat: int, command: Discard, events: list[Event]) -> None:
    pay(state, seat, command.good)
    events.append(Event(msg("{player} gives back {goods}.", player=state.seat_words(seat),
                            goods=goods_count(command.good, 1)), seat, "good"))
    flow.run_discards(state, events)


def _give_back(state: Position, seat: int, command: GiveBack, events: list[Event]) -> None:
    for good in command.goods:
        pay(state, seat, good)
    events.append(Event(msg("{player} gives back {goods}.", player=state.seat_words(seat),
                            goods=goods_words(command.goods)), seat, "good"))
    flow.run_discards(state, events)


_HANDLERS: dict[type, Callable[[Position, int, Command, list[Event]], None]] = {
    TakeMission: _take_mission, Place: _place, ChooseMission: _choose_mission, ChooseCharacter: _choose_character,
    Build: _build, Buy: _buy, ChooseBonus: _choose_bonus, Collect: _collect, Fulfil: _fulfil, Done: _done,
    Discard: _discard, GiveBack: _give_back,
}  # type: ignore[dict-item]
