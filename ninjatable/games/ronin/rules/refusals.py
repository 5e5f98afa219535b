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
from ninjatable.games.ronin.data import ACTION_NAMES, DATA, action_name, city_name
from ninjatable.games.ronin.rules.flow import excess
from ninjatable.games.ronin.rules.legal import held
from ninjatable.games.ronin.rules.position import DISCARD, PLACE, DecisionKind, Position
from ninjatable.i18n import N_, _, ngettext

ONE_CASTLE = N_("With two players only one castle may stand in a region (the Architect excepted).")


def why_illegal(state: Position, seat: int, command: Command) -> str | None:
    """The reason `command` is not legal for `seat` now (asked only of commands that are not)."""
    pending = state.pending
    if pending is not None and pending.kind == DecisionKind.COLLECT and not isinstance(command, Collect):
        return _("Choose a good in the region being resolved first.")
    if pending is not None and isinstance(command, Place):
        return _("Finish the action of the ronin you just placed first.")
    reason = _REASONS.get(type(command))
    return reason(state, seat, command) if reason is not None else None


def _place(state: Position, seat: int, command: Place) -> str | None:
    if state.phase != PLACE:
        return _("Ronin are placed in phase 1 only.")
    city = command.city
    if city not in state.occupants:
        if city in state.board.cities:
            return _("{city} lies in a region that is not used with this number of players.").format(
                city=city_name(city))
        return _("There is no city called {city}.").format(city=city)
    name = city_name(city)
    if state.occupants[city] and not state.city_open(seat, city):
        if state.mode == "solo":
            return _("{city} is occupied: in the solo game a ronin goes only to an unoccupied city.").format(
                city=name)
        if state.has(seat, "student") and seat in state.occupants[city]:
            return _("The Student may not join a ronin of your own.")
        return _("{city} is already occupied: only one ronin may stand in a city.").format(city=name)
    if state.mode == "solo" and city not in state.placement_cities(seat):
        return _("Your ronin must go to a city named on a mission card you drew.")
    if command.source:
        return _rider(state, seat, command)
    if command.action not in state.actions_of(city):
        return _("The tile in {city} does not show the action '{action}'.").format(
            city=name, action=action_words(command.action))
    if command.action == "build":
        return _no_building(state, seat)
    return _("The action '{action}' cannot be carried out now.").format(action=action_words(command.action))


def action_words(action: str) -> str:
    """An action's name for a refusal: its glossary name, or the words given when there is no such action."""
    return action_name(action) if action in ACTION_NAMES else action


def _rider(state: Position, seat: int, command: Place) -> str:
    if not state.has(seat, "rider"):
        return _("Only the Rider may use the action of another city.")
    if state.rider_used[seat]:
        return _("The Rider's power is used once per round.")
    return _("The Rider may only use the action shown in an occupied city, not {action}.").format(
        action=action_words(command.action))


def _no_building(state: Position, seat: int) -> str:
    if state.castles_left[seat] <= 0:
        return _("You have no castle left to build.")
    if not state.pay_options(seat):
        return _("A castle costs one good and you have none.")
    if state.mode == "duel":
        return _(ONE_CASTLE)
    return _("You may not build in any region of this city.")


def _take_mission(state: Position, seat: int, command: TakeMission) -> str:
    if state.display_taken:
        return _("You may take one mission from the display per turn.")
    if 0 <= command.slot < len(state.display):
        cost = DATA["display_costs"][command.slot]
        return ngettext("That mission costs {n} meditation token and you have {have}.",
                        "That mission costs {n} meditation tokens and you have {have}.", cost).format(
                            n=cost, have=state.meditation[seat])
    return _("There is no mission in that place of the display.")


def _build(state: Position, seat: int, command: Build) -> str:
    if state.mode == "duel" and command.region in state.castle_spaces and not state.has(seat, "architect"):
        return _(ONE_CASTLE)
    if command.region in state.castle_spaces and seat in state.castle_spaces[command.region]:
        return _("You already have a castle in that region.")
    return _("You may build only in a region of the city where your ronin stands, on a free castle space.")


def _fulfil(state: Position, seat: int, command: Fulfil) -> str:
    if command.mission not in state.missions[seat]:
        return _("You do not hold that mission.")
    mission = DATA.missions[command.mission]
    if not state.mission_city_held(seat, mission.cities):
        return _("You need a ronin in {city} or {other} to fulfil that mission.").format(
            city=city_name(mission.cities[0]), other=city_name(mission.cities[1]))
    return _("You do not have the goods that mission asks for.")


def _collect(state: Position, seat: int, command: Collect) -> str:
    return _("You may take one good from the region being resolved.")


def _give_back(state: Position, seat: int, command: Command) -> str:
    if state.phase != DISCARD:
        return _("Goods are given back at the end of a round only.")
    over = excess(state, seat)
    goods = command.goods if isinstance(command, GiveBack) else (getattr(command, "good", ""),)
    if isinstance(command, GiveBack) and len(goods) != over:
        return ngettext("Give back exactly {n} good: you hold {have} and keep {keep}.",
                        "Give back exactly {n} goods: you hold {have} and keep {keep}.", over).format(
                            n=over, have=state.goods_count(seat), keep=state.goods_limit(seat))
    have = dict(held(state, seat))
    for good in dict.fromkeys(goods):
        if goods.count(good) > have.get(good, 0):
            return _("You do not hold {goods}.").format(goods=goods_in_words([good] * goods.count(good)))
    return _("Those goods cannot be given back now.")


_REASONS: dict[type, Callable[[Position, int, Command], str | None]] = {
    Place: _place, TakeMission: _take_mission, Build: _build, Fulfil: _fulfil, Collect: _collect,
    Discard: _give_back, GiveBack: _give_back,
}  # type: ignore[dict-item]
