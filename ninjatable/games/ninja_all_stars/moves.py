"""Gestures at the Ninja All-Stars table turned into commands, inside the rules and without a window.

A gesture is what the player did with the mouse: a ninja dragged onto a square or onto another ninja, a ninja
from the Training Ground dragged onto a square, a lantern or shrine token dragged onto the ground, a moon card
dragged onto a ninja, a click on a deployment edge, on the ninja that rolls for the team, on a die or on a card. `find_move` says which command a
gesture means for the seat and whether the rules accept it now (with the reason when they do not), and what
the table may show before the drop: a move's cost, path and dodges, an attack's dice, what a ninja would see
from a square.

A ninja dropped on an enemy it is not next to may mean several orders: a shuriken or a ranged attack from where
it stands, a Leaping Strike, or a move in next to the enemy and then a melee attack. Each is a `DropChoice` with
its dice (`ChoicesShown`), so the table lets the player choose; too far for any of them, the refusal says how
far it is and how far the ninja moves.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.games.ninja_all_stars.ai import setup_command
from ninjatable.games.ninja_all_stars.commands import (
    Attack,
    ChooseEdge,
    ChooseResult,
    CombatCard,
    Deploy,
    Discard,
    HexCommand,
    LeapingStrike,
    ManageCard,
    Move,
    PlaceLantern,
    PlaceShrine,
    PlayCard,
    Push,
    Ranged,
    React,
    Reinforce,
    Shuriken,
    TeamTest,
    WaterMove,
    WaterPlace,
)
from ninjatable.games.ninja_all_stars.data import SHURIKEN_RANGE
from ninjatable.games.ninja_all_stars.geometry import Square, distance, neighbours, rear_zone
from ninjatable.games.ninja_all_stars.rules import NasState
from ninjatable.games.ninja_all_stars.rules.combat import dice_counts, dice_totals
from ninjatable.games.ninja_all_stars.rules.effects import walk_warnings
from ninjatable.games.ninja_all_stars.rules.legal import legal_set
from ninjatable.games.ninja_all_stars.rules.movement import move_budget
from ninjatable.games.ninja_all_stars.rules.sight import sight_between
from ninjatable.games.ninja_all_stars.rules.tournament import DEPLOY, DecisionKind
from ninjatable.games.ninja_all_stars.rules.walks import reachable
from ninjatable.i18n import _, ngettext


# --- what the table may show before the drop -------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class WalkShown:
    """A move: its cost in movement points, the squares walked (the start left out), the squares it must dodge
    out of, and what else the walk calls for in words (`walk_warnings`: "2 Curse tests")."""

    cost: int
    path: tuple[Square, ...]
    dodges: tuple[Square, ...]
    warnings: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class DiceShown:
    """An attack: the dice of the attacker and of the defender before cards."""

    attack: int
    defence: int


@dataclasses.dataclass(frozen=True)
class SightShown:
    """What a ninja would see from a square: the enemies, by id."""

    sees: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class DropChoice:
    """One order a drop on an enemy may give: the command given at once, the dice it would roll, and for a move
    in, the attack given once the move is made (`then`) and the walk there."""

    command: Command
    dice: DiceShown
    then: Command | None = None
    walk: WalkShown | None = None


@dataclasses.dataclass(frozen=True)
class ChoicesShown:
    """The orders a drop on an enemy may give, the one a plain drop gives first."""

    choices: tuple[DropChoice, ...]


Shown = WalkShown | DiceShown | SightShown | ChoicesShown


@dataclasses.dataclass(frozen=True)
class NasPreview(Preview):
    """A preview of the Ninja All-Stars table: the engine's, and what the table may show (`shown`)."""

    shown: Shown | None = None


def shown(preview: Preview) -> Shown | None:
    """What the table may show of a preview (None for a preview that shows nothing)."""
    return preview.shown if isinstance(preview, NasPreview) else None


#: the kind of combat of each attack
ATTACK_KINDS: dict[type, str] = {Attack: "melee", Ranged: "ranged", Shuriken: "shuriken"}
#: how far the table looks for enemies a ninja would see from a square
SIGHT_SHOWN = 12


@dataclasses.dataclass(frozen=True)
class NinjaToSquare:
    """One of your ninja on the board dropped on a square: a move (activating it if it is not active)."""

    model: int
    square: Square


@dataclasses.dataclass(frozen=True)
class NinjaToNinja:
    """One of your ninja dropped on another ninja: an attack on an enemy (melee, ranged, shuriken or a Leaping
    Strike, whichever the rules allow), the hex on a friend."""

    model: int
    target: int


@dataclasses.dataclass(frozen=True)
class ReserveToSquare:
    """A ninja from your Training Ground dropped on a square: deployment or a reinforcement."""

    model: int
    square: Square


@dataclasses.dataclass(frozen=True)
class TokenToSquare:
    """A lantern (`token` "lantern") or a shrine (`token` its condition) dropped on a square."""

    token: str
    square: Square


@dataclasses.dataclass(frozen=True)
class CardToNinja:
    """A moon card dropped on a ninja: your own ninja plays it; on an enemy it is the target of the card played
    by `actor` (the ninja you picked, or the only one that could play it)."""

    card: int
    ninja: int
    actor: int | None = None


@dataclasses.dataclass(frozen=True)
class EdgeAt:
    """A click on a square of a deployment zone while edges are chosen."""

    square: Square


@dataclasses.dataclass(frozen=True)
class RollerAt:
    """A click on a square while the ninja that rolls the initiative test for the team is chosen."""

    square: Square


@dataclasses.dataclass(frozen=True)
class ShiftTo:
    """After an Air or Water result: the square the moved ninja goes to and the way it faces."""

    square: Square
    facing: int


@dataclasses.dataclass(frozen=True)
class DieClick:
    """A click on a remaining die when you choose the combat result."""

    element: str


@dataclasses.dataclass(frozen=True)
class CardClick:
    """A click on a moon card in your hand (a combat card, or the card to discard)."""

    card: int


@dataclasses.dataclass(frozen=True)
class LookFrom:
    """What your ninja would see from a square (nothing is given: the preview shows the enemies, `SightShown`)."""

    model: int
    square: Square


@dataclasses.dataclass(frozen=True)
class QuickSetup:
    """The quick setup button: the setup command the computer would give for you now (janken, a lantern or a
    shrine, an edge, a ninja deployed)."""


Gesture = (NinjaToSquare | NinjaToNinja | ReserveToSquare | TokenToSquare | CardToNinja | EdgeAt | RollerAt
           | ShiftTo | DieClick | CardClick | LookFrom | QuickSetup)


def find_move(state: NasState, seat: int, gesture: object) -> Preview:
    """The command a gesture means, whether the rules accept it now, and what the table may show."""
    if isinstance(gesture, Command):
        return Preview(gesture, state.refusal(seat, gesture))
    if isinstance(gesture, LookFrom):
        return NasPreview(None, None, shown=SightShown(seen_from(state, gesture.model, gesture.square)))
    meaning = MEANINGS.get(type(gesture))
    if meaning is None:
        return Preview(None, _("That does nothing here."))
    command, nothing = meaning(state, seat, gesture)
    if command is None:
        return Preview(None, nothing)
    refusal = state.refusal(seat, command)
    if refusal is None and isinstance(gesture, NinjaToNinja) and isinstance(command, Attack | Ranged | Shuriken
                                                                            | LeapingStrike | Move):
        choices = attack_choices(state, seat, gesture)
        if len(choices) > 1 or (choices and choices[0].then is not None):
            return NasPreview(command, None, shown=ChoicesShown(choices))
    return NasPreview(command, refusal, shown=detail(state, seat, command) if refusal is None else None)


# --- what each gesture means -----------------------------------------------------------------------------------
Meaning = tuple[Command | None, str]


def _ninja_to_square(state: NasState, seat: int, gesture: NinjaToSquare) -> Meaning:
    model = state.models[gesture.model]
    if model.pos == gesture.square:
        return None, _("The ninja is already there.")
    move = Move(gesture.model, gesture.square)
    if move not in legal_set(state, seat) and model.pos is not None:
        apart, moves = distance(model.pos, gesture.square), move_budget(state, model)
        if apart > moves:
            return None, too_far_words(apart, moves)
    return move, ""


def _ninja_to_ninja(state: NasState, seat: int, gesture: NinjaToNinja) -> Meaning:
    model, target = state.models[gesture.model], state.models[gesture.target]
    legal = legal_set(state, seat)
    if target.seat == model.seat:
        hexed = HexCommand(model.id, target.id)
        if hexed in legal:
            return hexed, ""
        return None, _("Drop it on an empty square to move, or on an enemy to attack.")
    choices = attack_choices(state, seat, gesture)
    if choices:
        return choices[0].command, ""
    far = too_far(state, model, target.pos)
    if far:
        return None, far
    return Attack(model.id, target.id), ""


def attack_choices(state: NasState, seat: int, gesture: NinjaToNinja) -> tuple[DropChoice, ...]:
    """The orders a drop of your ninja on an enemy may give, the plain drop's first: a melee attack when it is
    next to it; else a ranged attack, a Leaping Strike, a move in next to the enemy then a melee attack, and a
    shuriken, whichever the rules allow now."""
    model, target = state.models[gesture.model], state.models[gesture.target]
    legal = legal_set(state, seat)
    melee = Attack(model.id, target.id)
    if melee in legal:
        return (DropChoice(melee, _dice(state, melee)),)
    found: list[DropChoice] = []
    ranged = Ranged(model.id, target.id)
    if ranged in legal:
        found.append(DropChoice(ranged, _dice(state, ranged)))
    leaps = sorted((c for c in legal if isinstance(c, LeapingStrike) and c.model == model.id
                    and c.target == target.id), key=lambda c: (c.to != model.pos, c.to))
    if leaps:
        found.append(DropChoice(leaps[0], _dice(state, Attack(model.id, target.id), leaps[0].to)))
    moving_in = move_in(state, seat, model.id, target.id)
    if moving_in is not None:
        found.append(moving_in)
    shuriken = Shuriken(model.id, target.id)
    if shuriken in legal:
        found.append(DropChoice(shuriken, _dice(state, shuriken)))
    return tuple(found)


def move_in(state: NasState, seat: int, model_id: int, target_id: int) -> DropChoice | None:
    """A move to a square next to the enemy (the one with the fewest dodges, then behind it, then the cheapest)
    followed by a melee attack from there, when the rules allow both now; None otherwise."""
    model, target = state.models[model_id], state.models[target_id]
    if model.pos is None or target.pos is None:
        return None
    legal = legal_set(state, seat)
    ways = reachable(state, model_id)
    rear = rear_zone(target.pos, target.facing)
    beside = [sq for sq in neighbours(target.pos) if sq in ways and Move(model_id, sq) in legal]
    if not beside:
        return None
    best = min(beside, key=lambda sq: (len(ways[sq].dodges), sq not in rear, ways[sq].cost, sq))
    strike = Attack(model_id, target_id)
    there = state.clone()
    there.place(there.models[model_id], best)
    there.forget()
    if strike not in legal_set(there, seat):
        return None
    way = ways[best]
    walked = WalkShown(way.cost, way.path, way.dodges, walk_warnings(state, model, way.path))
    return DropChoice(Move(model_id, best), _dice(there, strike), then=strike, walk=walked)


def _dice(state: NasState, command: Attack | Ranged | Shuriken, at: Square | None = None) -> DiceShown:
    """The dice of an attack before cards (the attacker standing on `at`, when given)."""
    if at is not None and at != state.models[command.model].pos:
        state = state.clone()
        state.place(state.models[command.model], at)
        state.forget()
    attacker, defender = state.models[command.model], state.models[command.target]
    parts = dice_counts(state, attacker, defender, ATTACK_KINDS[type(command)])
    return DiceShown(*dice_totals(parts, defender.no_defence))


def too_far(state: NasState, model: Any, square: Square | None) -> str:
    """When the ninja can neither get next to `square` with the movement it has left nor shoot that far: how far
    it is and how far the ninja moves ("" when distance is not what stops it)."""
    if model.pos is None or square is None:
        return ""
    apart = distance(model.pos, square)
    moves = move_budget(state, model)
    shoots = max(SHURIKEN_RANGE, model.type.ranged or 0)
    if apart - 1 <= moves or apart <= shoots:
        return ""
    return too_far_words(apart, moves)


def _reserve_to_square(state: NasState, seat: int, gesture: ReserveToSquare) -> Meaning:
    asked = state.asked()
    if asked is not None and asked.kind == DecisionKind.REINFORCE:
        return Reinforce(gesture.model, gesture.square), ""
    if asked is None and state.phase == DEPLOY:
        return Deploy(gesture.model, gesture.square), ""
    return None, _("Ninja leave the Training Ground only at deployment and as reinforcements.")


def _token_to_square(state: NasState, seat: int, gesture: TokenToSquare) -> Meaning:
    if gesture.token == "lantern":
        return PlaceLantern(gesture.square), ""
    return PlaceShrine(gesture.square, gesture.token), ""


def _card_to_ninja(state: NasState, seat: int, gesture: CardToNinja) -> Meaning:
    ninja = state.models[gesture.ninja]
    if ninja.seat == seat and ninja.pos is not None:
        return PlayCard(gesture.card, ninja.id, -1), ""
    if gesture.actor is not None:
        return PlayCard(gesture.card, gesture.actor, ninja.id), ""
    actors = sorted({c.model for c in legal_set(state, seat)
                     if isinstance(c, PlayCard) and c.card == gesture.card and c.target == ninja.id})
    if len(actors) == 1:
        return PlayCard(gesture.card, actors[0], ninja.id), ""
    if actors:
        return None, _("Several of your ninja could play it: first click the one whose activation plays the card.")
    return PlayCard(gesture.card, state.active.model if state.active else -1, ninja.id), ""


def _edge_at(state: NasState, seat: int, gesture: EdgeAt) -> Meaning:
    for edge, zone in state.arena.zones.items():
        if gesture.square in zone.squares:
            return ChooseEdge(edge), ""
    return None, _("Click a deployment zone along an edge of the board.")


def _roller_at(state: NasState, seat: int, gesture: RollerAt) -> Meaning:
    model_id = state.occupied.get(gesture.square)
    if model_id is None or state.models[model_id].seat != seat:
        return None, _("Click one of your own ninja on the board: it rolls for your team.")
    return TeamTest(model_id), ""


def _shift_to(state: NasState, seat: int, gesture: ShiftTo) -> Meaning:
    asked = state.asked()
    kinds = {DecisionKind.PUSH: Push, DecisionKind.WATER_MOVE: WaterMove,
             DecisionKind.WATER_PLACE: WaterPlace}
    if asked is None or asked.kind not in kinds:
        return None, _("Nothing is being moved by a combat result now.")
    return kinds[asked.kind](gesture.square, gesture.facing), ""


def _die_click(state: NasState, seat: int, gesture: DieClick) -> Meaning:
    return ChooseResult(gesture.element), ""


def _card_click(state: NasState, seat: int, gesture: CardClick) -> Meaning:
    asked = state.asked()
    if asked is not None and asked.kind == DecisionKind.COMBAT_CARD:
        return CombatCard(gesture.card), ""
    if asked is not None and asked.kind == DecisionKind.REACTION:
        return React(gesture.card), ""
    if asked is not None and asked.kind == DecisionKind.MANAGE:
        return ManageCard(gesture.card), ""
    if asked is not None and asked.kind == DecisionKind.DISCARD:
        return Discard(gesture.card), ""
    return None, _("Drag the card onto a ninja to play it in an activation.")


def _quick_setup(state: NasState, seat: int, gesture: QuickSetup) -> Meaning:
    command = setup_command(state, seat)
    return command, "" if command is not None else _("The setup is over: quick setup has nothing left to place.")


MEANINGS: dict[type, Any] = {
    NinjaToSquare: _ninja_to_square,
    NinjaToNinja: _ninja_to_ninja,
    ReserveToSquare: _reserve_to_square,
    TokenToSquare: _token_to_square,
    CardToNinja: _card_to_ninja,
    EdgeAt: _edge_at,
    RollerAt: _roller_at,
    ShiftTo: _shift_to,
    DieClick: _die_click,
    CardClick: _card_click,
    QuickSetup: _quick_setup,
}


# --- what a legal command shows ----------------------------------------------------------------------------------
def detail(state: NasState, seat: int, command: Command) -> Shown | None:
    """For a legal move: its cost, path, dodges and what else the walk calls for (`walk_warnings`); for an
    attack: the dice of each side before cards."""
    if isinstance(command, Move):
        way = reachable(state, command.model).get(command.to)
        if way is None:
            return None
        return WalkShown(way.cost, way.path, way.dodges, walk_warnings(state, state.models[command.model], way.path))
    if isinstance(command, Attack | Ranged | Shuriken):
        attacker, defender = state.models[command.model], state.models[command.target]
        parts = dice_counts(state, attacker, defender, ATTACK_KINDS[type(command)])
        attack, defence = dice_totals(parts, defender.no_defence)
        return DiceShown(attack, defence)
    return None


def seen_from(state: NasState, model_id: int, square: Square) -> tuple[int, ...]:
    """The enemies (not in Stealth, within a dozen squares) the ninja would see from `square`, turning
    freely."""
    model = state.models[model_id]
    found = []
    for other in state.models:
        if other.seat == model.seat or other.pos is None or other.stealth:
            continue
        if distance(other.pos, square) > SIGHT_SHOWN:
            continue
        if sight_between(state, square, other.pos, None, frozenset((model.id, other.id))):
            found.append(other.id)
    return tuple(found)


def too_far_words(apart: int, moves: int) -> str:
    """Why a ninja cannot reach a square `apart` squares away with `moves` movement points, in the reader's
    language (each sentence begins with the words of `TOO_FAR`)."""
    if moves <= 0:
        return ngettext("Too far: {n} square away, and it has no movement left.",
                        "Too far: {n} squares away, and it has no movement left.", apart).format(n=apart)
    return ngettext("Too far: {n} square away, it moves {moves}.", "Too far: {n} squares away, it moves {moves}.",
                    apart).format(n=apart, moves=moves)
