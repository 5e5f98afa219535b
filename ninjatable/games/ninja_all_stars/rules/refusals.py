"""Why a command is refused, in the words a player reads where the move was tried."""

from __future__ import annotations

from ninjatable.engine.commands import Command
from ninjatable.games.ninja_all_stars.commands import (
    Attack,
    Deploy,
    End,
    HexCommand,
    LeapingStrike,
    Move,
    OpenChest,
    PassPlacement,
    PlaceLantern,
    PlaceShrine,
    PlayCard,
    Pray,
    Push,
    Ranged,
    Reinforce,
    Run,
    Shuriken,
    Stealth,
    TakeObjective,
    TigerStrike,
    Turn,
    WaterMove,
    WaterPlace,
)
from ninjatable.games.ninja_all_stars.data import MARKERS
from ninjatable.games.ninja_all_stars.rules.challenges import OBJECTIVE_REFUSALS
from ninjatable.games.ninja_all_stars.rules.combat import tiger_turn
from ninjatable.games.ninja_all_stars.rules.movement import enemies_in_zone, may_act, move_budget
from ninjatable.games.ninja_all_stars.rules.scoring import deployable
from ninjatable.games.ninja_all_stars.rules.tournament import (
    ACTIVATION,
    DEPLOY,
    PLACEMENT,
    TEAM_TEST,
    DecisionKind,
    Pending,
    Tournament,
)

#: what a decision waiting asks for, in a player's words
ASKED_WORDS = {
    DecisionKind.COMBAT_CARD: "play a combat card or none", DecisionKind.REACTION: "play a reaction card or none",
    DecisionKind.HEAL: "choose the ninja that leaves the Healing House",
    DecisionKind.CHOOSE_RESULT: "choose the combat result",
    DecisionKind.PUSH: "move the defender (Air)", DecisionKind.WATER_MOVE: "move the attacker (Water)",
    DecisionKind.WATER_PLACE: "place the defender in the attacker's front zone",
    DecisionKind.DISCARD: "discard down to three moon cards",
    DecisionKind.MANAGE: "choose the management step", DecisionKind.REINFORCE: "deploy reinforcements",
}
#: why an answer of the right kind is still refused
ASKED_REASONS: dict[type, str] = {
    Push: "The defender moves up to three squares, never onto or over a ninja, lantern, shrine or chest.",
    WaterMove: "The attacker moves up to three squares, never onto or over a ninja, lantern, shrine or chest.",
    WaterPlace: "The defender goes on a free square of the attacker's front zone.",
    Reinforce: "Reinforcements go on a free marked square of your own deployment zone.",
}
#: why an order of a ninja that may give it is refused, by the kind of order
ORDER_REASONS: dict[type, str] = {
    Attack: "A ninja attacks an enemy in the square next to it that is not in Stealth.",
    TigerStrike: "A ninja attacks an enemy in the square next to it that is not in Stealth.",
    LeapingStrike: "A Leaping Strike lands within three squares, next to an enemy that is not in Stealth.",
    Run: "That ninja cannot run to that square (too far, blocked, or taken).",
    HexCommand: "The hex needs a target in range and in sight.",
    Pray: "Only a ninja next to a shrine of a positive condition may pray at it.",
    OpenChest: "Only a ninja next to a chest may search it.",
    PlayCard: "That moon card cannot be played on that ninja now.",
}
#: why a second Tiger Strike in the turn of the first is refused
TIGER_MADE = ("The Tiger Strike was made this turn: its +3 AT holds for every attack until the turn ends, so "
              "attack as usual.")
#: why an order is refused while a Leaping Strike is under way (its leap held by a failed dodge in Stealth)
LEAP_HELD = ("The Leaping Strike is under way: leap on with what is left of its three squares, strike from "
             "where the Chunin stands, or end the activation.")


def why_illegal(state: Tournament, seat: int, command: Command) -> str | None:
    """The sentence saying why `command` is refused (asked only for commands that are not legal)."""
    asked = state.asked()
    if asked is not None:
        return _not_asked(asked, command)
    if state.phase == PLACEMENT:
        return _not_placed(state, command)
    if state.phase == DEPLOY and isinstance(command, Deploy):
        if state.challenge.objective == "mark" and all(m.kind == "chunin" for m in deployable(state, seat)):
            return "In Assassination your Chunin is deployed first."
        return "Deploy a ninja from your Training Ground on a free marked square of your own deployment zone."
    if state.phase == TEAM_TEST:
        return "Choose one of your own ninja on the board to roll the affinity test for the initiative."
    model_id = getattr(command, "model", None)
    if state.phase != ACTIVATION or not isinstance(model_id, int):
        return None
    return _not_ordered(state, seat, model_id, command)


def _not_asked(asked: Pending, command: Command) -> str:
    reason = ASKED_REASONS.get(type(command))
    if reason is not None and type(command).kind == asked.kind:
        return reason
    return f"First {ASKED_WORDS.get(asked.kind, 'finish the decision in progress')}."


def _not_placed(state: Tournament, command: Command) -> str | None:
    if isinstance(command, PassPlacement):
        return f"You may pass only after {MARKERS['min_lanterns_before_pass']} lanterns are placed."
    if isinstance(command, PlaceLantern) and len(state.lanterns) >= MARKERS["max_lanterns"]:
        return f"{MARKERS['max_lanterns']} lanterns are already on the board."
    if isinstance(command, PlaceShrine) and len(state.shrines) >= MARKERS["max_shrines"]:
        return f"{MARKERS['max_shrines']} shrines are already on the board."
    if isinstance(command, PlaceLantern | PlaceShrine):
        return "Lanterns and shrines go at least two squares away from every deployment zone, on a free square."
    return None


def _not_ordered(state: Tournament, seat: int, model_id: int, command: Command) -> str | None:
    """Why an order of the ninja `model_id` is refused in the activation phase."""
    not_yours = _not_orderable(state, seat, model_id)
    if not_yours is not None:
        return not_yours
    model = state.models[model_id]
    if state.active is not None and state.active.leap_left and not isinstance(command, End | PlayCard | Turn):
        return LEAP_HELD
    if isinstance(command, Move):
        if move_budget(state, model) > 0:
            return "That ninja cannot reach that square (too far, blocked, or taken)."
        if state.active is not None and state.active.acted:
            return "A ninja may not move after its action."
        return "That ninja has no movement left."
    if not may_act(state, model) and not isinstance(command, End | PlayCard):
        if state.active is not None and state.active.restricted and state.active.moved:
            return "A Stunned ninja may move or take an action this activation, not both."
        return "That ninja has already taken its action."
    if isinstance(command, Ranged | Shuriken):
        if enemies_in_zone(state, model):
            return "A ninja in an enemy's zone may not make ranged attacks."
        return "The target is out of range, out of sight or in Stealth."
    if isinstance(command, TigerStrike) and tiger_turn(state, model):
        return TIGER_MADE
    if isinstance(command, Stealth):
        if model.stealth:
            return "That ninja is already in Stealth."
        return "A ninja in an enemy's line of sight may not enter Stealth."
    return ORDER_REASONS.get(type(command)) or _no_objective(state, command)


def _not_orderable(state: Tournament, seat: int, model_id: int) -> str | None:
    """Why the ninja `model_id` takes no orders from `seat` now, whatever the order (None: it may)."""
    if not 0 <= model_id < len(state.models):
        return "There is no such ninja."
    model = state.models[model_id]
    if model.seat != seat:
        return "That ninja is not yours."
    if not model.on_board:
        return "That ninja is not on the board."
    if state.active is not None and state.active.model != model_id:
        return f"{state.models[state.active.model].name} is being activated; finish its activation first."
    if model.activated:
        return "That ninja has already been activated this round."
    return None


def _no_objective(state: Tournament, command: Command) -> str | None:
    if not isinstance(command, TakeObjective):
        return None
    return OBJECTIVE_REFUSALS.get(state.challenge.objective, "This challenge has no objective to take.")
