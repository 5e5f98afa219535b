"""Why a command is refused: the sentence a player reads where they acted."""

from __future__ import annotations

from collections.abc import Callable

from ninjatable.engine.commands import Command
from ninjatable.games.ronin.commands import (
    Build,
    Collect,
    Discard,
    Fulfil,
    GiveBack,
    Place,
    TakeMission,
    goods_in_words,
)
from ninjatable.games.ronin.data import DATA
from ninjatable.games.ronin.rules.flow import excess
from ninjatable.games.ronin.rules.legal import held
from ninjatable.games.ronin.rules.position import DISCARD, PLACE, DecisionKind, Position

ONE_CASTLE = "With two players only one castle may stand in a region (the Architect excepted)."


def why_illegal(state: Position, seat: int, command: Command) -> str | None:
    """The reason `command` is not legal for `seat` now (asked only of commands that are not)."""
    pending = state.pending
    if pending is not None and pending.kind == DecisionKind.COLLECT and not isinstance(command, Collect):
        return "Choose a good in the region being resolved first."
    if pending is not None and isinstance(command, Place):
        return "Finish the action of the ronin you just placed first."
    reason = _REASONS.get(type(command))
    return reason(state, seat, command) if reason is not None else None


def _place(state: Position, seat: int, command: Place) -> str | None:
    if state.phase != PLACE:
        return "Ronin are placed in phase 1 only."
    city = command.city
    if city not in state.occupants:
        if city in state.board.cities:
            return f"{city} lies in a region that is not used with this number of players."
        return f"There is no city called {city}."
    if state.occupants[city] and not state.city_open(seat, city):
        if state.mode == "solo":
            return f"{city} is occupied: in the solo game a ronin goes only to an unoccupied city."
        if state.has(seat, "student") and seat in state.occupants[city]:
            return "The Student may not join a ronin of your own."
        return f"{city} is already occupied: only one ronin may stand in a city."
    if state.mode == "solo" and city not in state.placement_cities(seat):
        return "Your ronin must go to a city named on a mission card you drew."
    if command.source:
        return _rider(state, seat, command)
    if command.action not in state.actions_of(city):
        return f"The tile in {city} does not show the action '{command.action}'."
    if command.action == "build":
        return _no_building(state, seat)
    return f"The action '{command.action}' cannot be carried out now."


def _rider(state: Position, seat: int, command: Place) -> str:
    if not state.has(seat, "rider"):
        return "Only the Rider may use the action of another city."
    if state.rider_used[seat]:
        return "The Rider's power is used once per round."
    return f"The Rider may only use the action shown in an occupied city, not {command.action}."


def _no_building(state: Position, seat: int) -> str:
    if state.castles_left[seat] <= 0:
        return "You have no castle left to build."
    if not state.pay_options(seat):
        return "A castle costs one good and you have none."
    if state.mode == "duel":
        return ONE_CASTLE
    return "You may not build in any region of this city."


def _take_mission(state: Position, seat: int, command: TakeMission) -> str:
    if state.display_taken:
        return "You may take one mission from the display per turn."
    if 0 <= command.slot < len(state.display):
        cost = DATA["display_costs"][command.slot]
        return (f"That mission costs {cost} meditation token{'s' if cost != 1 else ''} and you have "
                f"{state.meditation[seat]}.")
    return "There is no mission in that place of the display."


def _build(state: Position, seat: int, command: Build) -> str:
    if state.mode == "duel" and command.region in state.castle_spaces and not state.has(seat, "architect"):
        return ONE_CASTLE
    if command.region in state.castle_spaces and seat in state.castle_spaces[command.region]:
        return "You already have a castle in that region."
    return "You may build only in a region of the city where your ronin stands, on a free castle space."


def _fulfil(state: Position, seat: int, command: Fulfil) -> str:
    if command.mission not in state.missions[seat]:
        return "You do not hold that mission."
    mission = DATA.missions[command.mission]
    if not state.mission_city_held(seat, mission.cities):
        return f"You need a ronin in {mission.cities[0]} or {mission.cities[1]} to fulfil that mission."
    return "You do not have the goods that mission asks for."


def _collect(state: Position, seat: int, command: Collect) -> str:
    return "You may take one good from the region being resolved."


def _give_back(state: Position, seat: int, command: Command) -> str:
    if state.phase != DISCARD:
        return "Goods are given back at the end of a round only."
    over = excess(state, seat)
    goods = command.goods if isinstance(command, GiveBack) else (getattr(command, "good", ""),)
    if isinstance(command, GiveBack) and len(goods) != over:
        return (f"Give back exactly {over} good{'s' if over != 1 else ''}: you hold {state.goods_count(seat)} "
                f"and keep {state.goods_limit(seat)}.")
    have = dict(held(state, seat))
    for good in dict.fromkeys(goods):
        if goods.count(good) > have.get(good, 0):
            return f"You do not hold {goods_in_words([good] * goods.count(good))}."
    return "Those goods cannot be given back now."


_REASONS: dict[type, Callable[[Position, int, Command], str | None]] = {
    Place: _place, TakeMission: _take_mission, Build: _build, Fulfil: _fulfil, Collect: _collect,
    Discard: _give_back, GiveBack: _give_back,
}  # type: ignore[dict-item]
