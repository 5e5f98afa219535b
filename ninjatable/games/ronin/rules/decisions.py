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
)
from ninjatable.games.ronin.data import bonus_name, capitalized, good_name, region_name
from ninjatable.games.ronin.rules.flow import excess
from ninjatable.games.ronin.rules.legal import legal_commands
from ninjatable.games.ronin.rules.position import DISCARD, FULFIL, PLACE, DecisionKind, Position
from ninjatable.i18n import N_, _, ngettext

PROMPTS = {
    DecisionKind.MISSION: N_("Mission action: click a mission of the display to take it for free."),
    DecisionKind.CHARACTER: N_("Character action: click a character of the display to take it."),
    DecisionKind.BUILD: N_("Build a castle: click a lit castle space, or choose the region below (then the good "
                           "you pay)."),
    DecisionKind.MARKET: N_("Market: choose the good you take from the bag."),
    DecisionKind.BONUS: N_("A bonus space of the tea ceremony track: choose a bonus tile."),
    DecisionKind.FULFIL: N_("Fulfil your missions: drag a good onto a lit mission (or click it); Done when you have "
                            "finished."),
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
            name = region_name(state.board.regions[pending.region].name)
            return DecisionKind.COLLECT, _("Goods of region {region} ({name}): take one good (click it on the map "
                                           "or choose below).").format(region=pending.region, name=name)
        return pending.kind, _(PROMPTS[pending.kind])
    if state.phase == PLACE:
        return DecisionKind.PLACE, _place_prompt(state, seat)
    if state.phase == FULFIL:
        return DecisionKind.FULFIL, _(PROMPTS[DecisionKind.FULFIL])
    if state.phase == DISCARD:
        over, limit = excess(state, seat), state.goods_limit(seat)
        return DecisionKind.GIVE_BACK, ngettext(
            "End of the round: you keep {limit} goods. Click the {n} good you give back on your board (a right "
            "click puts one back), then confirm below.",
            "End of the round: you keep {limit} goods. Click the {n} goods you give back on your board (a right "
            "click puts one back), then confirm below.", over).format(limit=limit, n=over)
    raise AssertionError(state.phase)


def _place_prompt(state: Position, seat: int) -> str:
    if state.mode == "solo" and state.any_city:
        prompt = _("No mission card can show a free city: drag your ronin onto an action of any free city.")
    elif state.mode == "solo":
        prompt = _("Drag a ronin onto an action of a free city named on a drawn mission card (or onto +2 to give "
                   "the action up).")
    else:
        prompt = _("Drag a ronin onto an action of a free city (or onto +2 to give the action up).")
    if state.meditation[seat]:
        return " ".join((prompt, _("You may first buy a mission of the display with meditation tokens.")))
    return prompt


def _label(state: Position, command: Command) -> str:
    if isinstance(command, Build):
        return _("{region}: pay {good}").format(region=region_name(state.board.regions[command.region].name),
                                                good=good_name(command.pay))
    return describe(command, state.display, state.spaces)


def _collect_group(state: Position, command: Collect) -> str:
    good = state.spaces[command.region][command.space]
    name = good_name(good) if good else ""
    if command.space == 0:
        return _("Take {good} (horse head)").format(good=name)
    return _("Take {good}").format(good=name)


def _build_group(state: Position, command: Build) -> str:
    return region_name(state.board.regions[command.region].name)


def _buy_group(state: Position, command: Buy) -> str:
    return _("{good} ({n})").format(good=capitalized(good_name(command.good)), n=state.bag[command.good])


_GROUPS: dict[type, Callable[[Position, Command], str]] = {
    Collect: _collect_group,
    Build: _build_group,
    Buy: _buy_group,
    ChooseBonus: lambda state, command: bonus_name(command.tile),  # type: ignore[attr-defined]
    Done: lambda state, command: _("Done"),
}  # type: ignore[dict-item]


def _group(state: Position, command: Command) -> str:
    group = _GROUPS.get(type(command))
    return group(state, command) if group is not None else ""
