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
from ninjatable.i18n import N_, _, ngettext

#: what a decision waiting asks for, in a player's words
ASKED_WORDS = {
    DecisionKind.COMBAT_CARD: N_("First play a combat card or none."),
    DecisionKind.REACTION: N_("First play a reaction card or none."),
    DecisionKind.HEAL: N_("First choose the ninja that leaves the Healing House."),
    DecisionKind.CHOOSE_RESULT: N_("First choose the combat result."),
    DecisionKind.PUSH: N_("First move the defender (Air)."),
    DecisionKind.WATER_MOVE: N_("First move the attacker (Water)."),
    DecisionKind.WATER_PLACE: N_("First place the defender in the attacker's front zone."),
    DecisionKind.DISCARD: N_("First discard down to three moon cards."),
    DecisionKind.MANAGE: N_("First choose the management step."),
    DecisionKind.REINFORCE: N_("First deploy reinforcements."),
}
#: why an answer of the right kind is still refused
ASKED_REASONS: dict[type, str] = {
    Push: N_("The defender moves up to three squares, never onto or over a ninja, lantern, shrine or chest."),
    WaterMove: N_("The attacker moves up to three squares, never onto or over a ninja, lantern, shrine or chest."),
    WaterPlace: N_("The defender goes on a free square of the attacker's front zone."),
    Reinforce: N_("Reinforcements go on a free marked square of your own deployment zone."),
}
#: why an order of a ninja that may give it is refused, by the kind of order
ORDER_REASONS: dict[type, str] = {
    Attack: N_("A ninja attacks an enemy in the square next to it that is not in Stealth."),
    TigerStrike: N_("A ninja attacks an enemy in the square next to it that is not in Stealth."),
    LeapingStrike: N_("A Leaping Strike lands within three squares, next to an enemy that is not in Stealth."),
    Run: N_("That ninja cannot run to that square (too far, blocked, or taken)."),
    HexCommand: N_("The hex needs a target in range and in sight."),
    Pray: N_("Only a ninja next to a shrine of a positive condition may pray at it."),
    OpenChest: N_("Only a ninja next to a chest may search it."),
    PlayCard: N_("That moon card cannot be played on that ninja now."),
}
#: why a second Tiger Strike in the turn of the first is refused
TIGER_MADE = N_("The Tiger Strike was made this turn: its +3 AT holds for every attack until the turn ends, so "
                "attack as usual.")
#: why an order is refused while a Leaping Strike is under way (its leap held by a failed dodge in Stealth)
LEAP_HELD = N_("The Leaping Strike is under way: leap on with what is left of its three squares, strike from "
               "where the Chunin stands, or end the activation.")


def why_illegal(state: Tournament, seat: int, command: Command) -> str | None:
    """The sentence saying why `command` is refused (asked only for commands that are not legal), in the reader's
    language."""
    asked = state.asked()
    if asked is not None:
        return _not_asked(asked, command)
    if state.phase == PLACEMENT:
        return _not_placed(state, command)
    if state.phase == DEPLOY and isinstance(command, Deploy):
        if state.challenge.objective == "mark" and all(m.kind == "chunin" for m in deployable(state, seat)):
            return _("In Assassination your Chunin is deployed first.")
        return _("Deploy a ninja from your Training Ground on a free marked square of your own deployment zone.")
    if state.phase == TEAM_TEST:
        return _("Choose one of your own ninja on the board to roll the affinity test for the initiative.")
    model_id = getattr(command, "model", None)
    if state.phase != ACTIVATION or not isinstance(model_id, int):
        return None
    return _not_ordered(state, seat, model_id, command)


def _not_asked(asked: Pending, command: Command) -> str:
    reason = ASKED_REASONS.get(type(command))
    if reason is not None and type(command).kind == asked.kind:
        return _(reason)
    return _(ASKED_WORDS.get(asked.kind, N_("First finish the decision in progress.")))


def _not_placed(state: Tournament, command: Command) -> str | None:
    if isinstance(command, PassPlacement):
        least = MARKERS["min_lanterns_before_pass"]
        return ngettext("You may pass only after {n} lantern is placed.",
                        "You may pass only after {n} lanterns are placed.", least).format(n=least)
    if isinstance(command, PlaceLantern) and len(state.lanterns) >= MARKERS["max_lanterns"]:
        most = MARKERS["max_lanterns"]
        return ngettext("{n} lantern is already on the board.", "{n} lanterns are already on the board.",
                        most).format(n=most)
    if isinstance(command, PlaceShrine) and len(state.shrines) >= MARKERS["max_shrines"]:
        most = MARKERS["max_shrines"]
        return ngettext("{n} shrine is already on the board.", "{n} shrines are already on the board.",
                        most).format(n=most)
    if isinstance(command, PlaceLantern | PlaceShrine):
        return _("Lanterns and shrines go at least two squares away from every deployment zone, on a free square.")
    return None


def _not_ordered(state: Tournament, seat: int, model_id: int, command: Command) -> str | None:
    """Why an order of the ninja `model_id` is refused in the activation phase."""
    not_yours = _not_orderable(state, seat, model_id)
    if not_yours is not None:
        return not_yours
    model = state.models[model_id]
    if state.active is not None and state.active.leap_left and not isinstance(command, End | PlayCard | Turn):
        return _(LEAP_HELD)
    if isinstance(command, Move):
        if move_budget(state, model) > 0:
            return _("That ninja cannot reach that square (too far, blocked, or taken).")
        if state.active is not None and state.active.acted:
            return _("A ninja may not move after its action.")
        return _("That ninja has no movement left.")
    if not may_act(state, model) and not isinstance(command, End | PlayCard):
        if state.active is not None and state.active.restricted and state.active.moved:
            return _("A Stunned ninja may move or take an action this activation, not both.")
        return _("That ninja has already taken its action.")
    if isinstance(command, Ranged | Shuriken):
        if enemies_in_zone(state, model):
            return _("A ninja in an enemy's zone may not make ranged attacks.")
        return _("The target is out of range, out of sight or in Stealth.")
    if isinstance(command, TigerStrike) and tiger_turn(state, model):
        return _(TIGER_MADE)
    if isinstance(command, Stealth):
        if model.stealth:
            return _("That ninja is already in Stealth.")
        return _("A ninja in an enemy's line of sight may not enter Stealth.")
    reason = ORDER_REASONS.get(type(command))
    return _(reason) if reason is not None else _no_objective(state, command)


def _not_orderable(state: Tournament, seat: int, model_id: int) -> str | None:
    """Why the ninja `model_id` takes no orders from `seat` now, whatever the order (None: it may)."""
    if not 0 <= model_id < len(state.models):
        return _("There is no such ninja.")
    model = state.models[model_id]
    if model.seat != seat:
        return _("That ninja is not yours.")
    if not model.on_board:
        return _("That ninja is not on the board.")
    if state.active is not None and state.active.model != model_id:
        return _("{ninja} is being activated; finish its activation first.").format(
            ninja=state.models[state.active.model].name)
    if model.activated:
        return _("That ninja has already been activated this round.")
    return None


def _no_objective(state: Tournament, command: Command) -> str | None:
    if not isinstance(command, TakeObjective):
        return None
    reason = OBJECTIVE_REFUSALS.get(state.challenge.objective)
    return _(reason) if reason is not None else _("This challenge has no objective to take.")
