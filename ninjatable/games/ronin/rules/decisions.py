"""What a seat must decide now, in the game's words: the kind of choice, one sentence saying what to do, and
every legal command as a labelled option. Options with a group are offered as buttons of the choice bar (the
goods of a region, the market, the bonus tiles, the regions to build in, Done); the others are gestures on the
board (a ronin dragged onto a city action, a mission or a character clicked, goods chosen to give back)."""

from __future__ import annotations

from collections.abc import Callable

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision, Option
from ninjatable.games.ronin.commands import (
    Build,
    Buy,
    ChooseBonus,
    Collect,
    Done,
    describe,
    good_name,
)
from ninjatable.games.ronin.data import DATA
from ninjatable.games.ronin.rules.flow import excess
from ninjatable.games.ronin.rules.legal import legal_commands
from ninjatable.games.ronin.rules.position import DISCARD, FULFIL, PLACE, DecisionKind, Position

PROMPTS = {
    DecisionKind.MISSION: "Mission action: click a mission of the display to take it for free.",
    DecisionKind.CHARACTER: "Character action: click a character of the display to take it.",
    DecisionKind.BUILD: "Build a castle: click a lit castle space, or choose the region below (then the good you pay).",
    DecisionKind.MARKET: "Market: choose the good you take from the bag.",
    DecisionKind.BONUS: "A bonus space of the tea ceremony track: choose a bonus tile.",
    DecisionKind.FULFIL: "Fulfil your missions: drag a good onto a lit mission (or click it); Done when you have finished.",
}


def decision(state: Position, seat: int) -> Decision | None:
    """What `seat` must decide now, or None when it has nothing to decide."""
    legal = legal_commands(state, seat)
    if not legal:
        return None
    kind, prompt = _moment(state, seat)
    options = tuple(Option(command, _label(state, command), _group(state, command)) for command in legal)
    return Decision(seat, kind, prompt, options)


def _moment(state: Position, seat: int) -> tuple[str, str]:
    """The kind of decision and its prompt."""
    pending = state.pending
    if pending is not None:
        if pending.kind == DecisionKind.COLLECT:
            name = state.board.regions[pending.region].name
            return DecisionKind.COLLECT, (f"Goods of region {pending.region} ({name}): take one good (click it on the map "
                               "or choose below).")
        return pending.kind, PROMPTS[pending.kind]
    if state.phase == PLACE:
        return DecisionKind.PLACE, _place_prompt(state, seat)
    if state.phase == FULFIL:
        return DecisionKind.FULFIL, PROMPTS[DecisionKind.FULFIL]
    if state.phase == DISCARD:
        over, limit = excess(state, seat), state.goods_limit(seat)
        return DecisionKind.GIVE_BACK, (f"End of the round: you keep {limit} goods. Click the {over} good"
                             f"{'s' if over != 1 else ''} you give back on your board (a right click puts one "
                             "back), then confirm below.")
    raise AssertionError(state.phase)


def _place_prompt(state: Position, seat: int) -> str:
    buy = " You may first buy a mission of the display with meditation tokens." if state.meditation[seat] else ""
    if state.mode == "solo" and state.any_city:
        return "No mission card can show a free city: drag your ronin onto an action of any free city." + buy
    if state.mode == "solo":
        return ("Drag a ronin onto an action of a free city named on a drawn mission card (or onto +2 to give the "
                "action up)." + buy)
    return "Drag a ronin onto an action of a free city (or onto +2 to give the action up)." + buy


def _label(state: Position, command: Command) -> str:
    if isinstance(command, Build):
        return f"{state.board.regions[command.region].name}: pay {good_name(command.pay)}"
    return describe(command, state.display, state.spaces)


def _collect_group(state: Position, command: Collect) -> str:
    good = state.spaces[command.region][command.space] or ""
    return f"Take {good}" + (" (horse head)" if command.space == 0 else "")


def _build_group(state: Position, command: Build) -> str:
    return state.board.regions[command.region].name


def _buy_group(state: Position, command: Buy) -> str:
    return f"{command.good.capitalize()} ({state.bag[command.good]})"


_GROUPS: dict[type, Callable[[Position, Command], str]] = {
    Collect: _collect_group,
    Build: _build_group,
    Buy: _buy_group,
    ChooseBonus: lambda state, command: DATA.bonus_kinds[command.tile].name,  # type: ignore[attr-defined]
    Done: lambda state, command: "Done",
}  # type: ignore[dict-item]


def _group(state: Position, command: Command) -> str:
    group = _GROUPS.get(type(command))
    return group(state, command) if group is not None else ""
