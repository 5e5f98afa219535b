"""What the player can do with the mouse at the Ninja All-Stars table, from the view and the decision alone (no
window, no rules).

Things to pick up: your ninja that may be given orders, ninja on your Training Ground at deployment and for
reinforcements, the lantern and shrine tokens while they are placed, and your moon cards in an activation.
For a picked-up thing, every place it may be dropped and the gesture that drop would be (the rules, asked
through the session, say what it means and whether it is allowed). The ninja in focus is the active one, or
the one you clicked: the choice bar offers its orders only. Keys name places the layout can find:
("sq", square), ("ninja", id), ("reserve", id), ("token", token), ("card", id).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Iterable, Mapping
from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision, Preview
from ninjatable.games.ninja_all_stars.commands import (
    Activate,
    CombatCard,
    Deploy,
    Discard,
    ManageCard,
    PlaceLantern,
    PlaceShrine,
    PlayCard,
    Push,
    React,
    Reinforce,
    WaterMove,
    WaterPlace,
)
from ninjatable.games.ninja_all_stars.data import SHRINE_CONDITIONS
from ninjatable.games.ninja_all_stars.geometry import Square
from ninjatable.games.ninja_all_stars.moves import (
    CardClick,
    CardToNinja,
    DieClick,
    DropChoice,
    EdgeAt,
    Gesture,
    NinjaToNinja,
    NinjaToSquare,
    ReserveToSquare,
    RollerAt,
    ShiftTo,
    TokenToSquare,
    WalkShown,
    shown,
)
from ninjatable.games.ninja_all_stars.view import DecisionKind, NasView

ACTIVATION = "activation"
#: the decisions answered by clicking a moon card in the hand
CARD_DECISIONS = (DecisionKind.COMBAT_CARD, DecisionKind.REACTION, DecisionKind.MANAGE, DecisionKind.DISCARD)
#: the decisions inside an action that move a ninja to a square with a facing
SHIFTS = (Push, WaterMove, WaterPlace)


@dataclasses.dataclass(frozen=True)
class Pickup:
    """Something the player can pick up: a ninja on the board (`ninja`), one on the Training Ground
    (`reserve`), a lantern or shrine token (`token`), or a moon card (`card`)."""

    key: Hashable
    kind: str
    model: int = -1
    card: int = -1
    token: str = ""


@dataclasses.dataclass(frozen=True)
class Choosing:
    """A ninja dropped on an enemy where the drop may give several orders (a shuriken, a move in and a melee
    attack): it stays in hand (`key`) while the player picks one of `choices` from the menu at the enemy."""

    key: Hashable
    model: int
    target: int
    choices: tuple[DropChoice, ...]
    kind: str = "choosing"


@dataclasses.dataclass(frozen=True)
class Drop:
    """A place to drop a pickup and the gesture it would be; a ninja lies over its square (higher priority)."""

    key: Hashable
    gesture: Gesture
    priority: int = 0


def ordered_models(decision: Decision | None) -> set[int]:
    """The ninja the decision has orders for."""
    if decision is None:
        return set()
    found = (getattr(command, "model", None) for command in decision.commands
             if not isinstance(command, Deploy | Reinforce))
    return {model for model in found if isinstance(model, int) and model >= 0}


def choosing_orders(view: NasView, decision: Decision | None) -> bool:
    """Is the player giving a ninja its orders now (not a decision inside an action)?"""
    return decision is not None and view.phase == ACTIVATION and view.pending is None


def focus(view: NasView, decision: Decision | None, selected: int | None) -> int | None:
    """The ninja the choice bar is about: the active one, or the one the player clicked (if it has orders)."""
    if not choosing_orders(view, decision):
        return None
    if view.active is not None:
        return view.active.model
    return selected if selected in ordered_models(decision) else None


def focused(view: NasView, decision: Decision | None, ninja: int | None) -> Decision | None:
    """The decision as the choice bar offers it: while orders are given, only the orders of the ninja in focus
    (none before one is picked); `activate` alone is never offered (every order activates its ninja)."""
    if decision is None or not choosing_orders(view, decision):
        return decision
    options = tuple(option for option in decision.options if not isinstance(option.command, Activate)
                    and getattr(option.command, "model", None) == ninja)
    return dataclasses.replace(decision, options=options)


def tokens(decision: Decision | None) -> list[str]:
    """The tokens that may be placed now: "lantern", then shrines by condition."""
    if decision is None:
        return []
    commands = decision.commands
    found = ["lantern"] if any(isinstance(c, PlaceLantern) for c in commands) else []
    shrines = {c.condition for c in commands if isinstance(c, PlaceShrine)}
    return found + [cond for cond in SHRINE_CONDITIONS if cond in shrines]


def pickups(view: NasView, decision: Decision | None) -> list[Pickup]:
    """Everything the player may pick up now."""
    if decision is None:
        return []
    found: list[Pickup] = []
    if choosing_orders(view, decision):
        ordered = ordered_models(decision)
        found.extend(Pickup(("ninja", m.id), "ninja", model=m.id) for m in view.models
                     if m.id in ordered and m.pos is not None)
        found.extend(Pickup(("card", card), "card", card=card) for card in dict.fromkeys(view.hand))
        return found
    reserves = {c.model for c in decision.commands if isinstance(c, Deploy | Reinforce)}
    found.extend(Pickup(("reserve", m.id), "reserve", model=m.id) for m in view.models if m.id in reserves)
    found.extend(Pickup(("token", token), "token", token=token) for token in tokens(decision))
    return found


def drops(view: NasView, pickup: Pickup, squares: Iterable[Square], actor: int | None) -> list[Drop]:
    """Every place `pickup` may be dropped (the board's squares, the ninja), with its gesture. A ninja is never
    dropped on its friends' squares, so a press there picks the friend up instead."""
    standing = {m.pos: m for m in view.models if m.pos is not None}
    if pickup.kind == "card":
        return [Drop(("ninja", m.id), CardToNinja(pickup.card, m.id, actor), 2) for m in view.models
                if m.where != "training"]
    if pickup.kind == "reserve":
        return [Drop(("sq", sq), ReserveToSquare(pickup.model, sq)) for sq in squares if sq not in standing]
    if pickup.kind == "token":
        return [Drop(("sq", sq), TokenToSquare(pickup.token, sq)) for sq in squares if sq not in standing]
    me = view.models[pickup.model]
    found: list[Drop] = []
    for sq in squares:
        other = standing.get(sq)
        if other is None:
            found.append(Drop(("sq", sq), NinjaToSquare(me.id, sq)))
        elif other.seat != me.seat:
            found.append(Drop(("ninja", other.id), NinjaToNinja(me.id, other.id), 2))
    return found


def shift_squares(decision: Decision | None) -> list[Square]:
    """After an Air or Water result: the squares the moved ninja may go to."""
    if decision is None:
        return []
    return list(dict.fromkeys(c.to for c in decision.commands if isinstance(c, SHIFTS)))


def shift_facings(decision: Decision | None, square: Square) -> dict[int, Command]:
    """The facings the moved ninja may take on `square`, with their commands."""
    if decision is None:
        return {}
    return {c.facing: c for c in decision.commands if isinstance(c, SHIFTS) and c.to == square}


@dataclasses.dataclass(frozen=True)
class Walk:
    """The path a move would walk from `start`, and the squares it must dodge out of."""

    start: Square
    path: tuple[Square, ...]
    dodges: tuple[Square, ...]
    #: what else the walk calls for, in words ("2 Curse tests")
    warnings: tuple[str, ...] = ()


def reach(previews: Mapping[tuple[str, Any], Preview]) -> dict[Square, tuple[int, int]]:
    """For the squares a picked-up ninja may move to: the cost and the number of dodges."""
    walks = {key[1]: shown(p) for key, p in previews.items() if p.accepted}
    return {square: (walk.cost, len(walk.dodges)) for square, walk in walks.items() if isinstance(walk, WalkShown)}


def walk_to(previews: Mapping[tuple[str, Any], Preview], start: Square | None, square: Square | None) -> Walk | None:
    """The walk of a move to `square`, if that move is allowed."""
    preview = previews.get(("sq", square)) if square is not None else None
    walk = shown(preview) if preview is not None and preview.accepted else None
    if start is None or not isinstance(walk, WalkShown):
        return None
    return Walk(start, walk.path, walk.dodges, walk.warnings)


def playable(decision: Decision | None) -> set[int]:
    """The cards that answer the decision now (a combat card, a discard, a card the ninja in focus plays)."""
    if decision is None:
        return set()
    return {c.card for c in decision.commands if isinstance(c, CombatCard | Discard | PlayCard | React | ManageCard)}


def click(decision: Decision | None, thing: tuple[str, Any] | None,
          placing: Square | None) -> tuple[Gesture | None, Square | None]:
    """What a click on `thing` (as the layout finds it) means: a gesture, or a square chosen after Air or Water
    (then the facing is asked for)."""
    if decision is None or thing is None:
        return None, None
    kind, value = thing
    if kind == "facing" and placing is not None:
        return ShiftTo(placing, value), None
    if kind == "die" and decision.kind == DecisionKind.CHOOSE_RESULT:
        return DieClick(value), None
    if kind == "card" and decision.kind in CARD_DECISIONS:
        return CardClick(value), None
    if kind == "square" and decision.kind == DecisionKind.CHOOSE_EDGE:
        return EdgeAt(value), None
    if kind == "square" and decision.kind == DecisionKind.TEAM_TEST:
        return RollerAt(value), None
    if kind == "square" and value in shift_squares(decision):
        return None, value
    return None, None
