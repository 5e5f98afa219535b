"""Turns of a round: activations begin and end, players take turns, and the round's management begins when
every ninja on the board has been activated."""

from __future__ import annotations

from ninjatable.games.ninja_all_stars.data import MOON_PHASES
from ninjatable.games.ninja_all_stars.rules.challenges import activation_ended, round_end
from ninjatable.games.ninja_all_stars.rules.dice import roll
from ninjatable.games.ninja_all_stars.rules.effects import injure, offer_heal, remove_marker, stun
from ninjatable.games.ninja_all_stars.rules.tournament import (
    ACTIVATION,
    MANAGE,
    Activation,
    DecisionKind,
    Model,
    Tournament,
)
from ninjatable.games.ninja_all_stars.terms import element_term, facing_words
from ninjatable.i18n import N_, Message, msg

#: the faces of the Poison die that harm the ninja
POISON_HARM = ("water", "spirit")


def start_round(state: Tournament) -> None:
    state.phase = ACTIVATION
    start_activations(state)


def start_activations(state: Tournament) -> None:
    state.say(msg("Round {round}: {player} has the initiative; the moon is {element}.", round=state.round_no,
                  player=state.seat_label(state.initiative), element=element_term(MOON_PHASES[state.moon])),
              "round", None, round=state.round_no, moon=MOON_PHASES[state.moon])
    state.turn = state.initiative
    if not can_activate(state, state.turn):
        next_turn(state)


def can_activate(state: Tournament, seat: int) -> bool:
    return any(m.on_board and not m.activated for m in state.seat_models(seat))


def next_turn(state: Tournament) -> None:
    for k in range(1, state.num_seats + 1):
        seat = (state.turn + k) % state.num_seats
        if can_activate(state, seat):
            state.turn = seat
            return
    start_management(state)


def begin_activation(state: Tournament, model: Model) -> None:
    """At the start of an activation: Stunned markers come off (then move or act, not both), one Slowed
    marker comes off (half movement), one Haste marker may be spent (a second move or action)."""
    state.say(msg("{ninja} is activated.", ninja=model.name), "activate", model.seat, model=model.id)
    restricted = bool(model.cond.get("stunned"))
    if restricted:
        model.cond.pop("stunned")
        state.say(msg("{ninja} shakes off its Stunned markers: it may move or act, not both.", ninja=model.name),
                  "condition", model.seat, model=model.id)
    mv = model.type.mv
    if model.cond.get("slow"):
        remove_marker(model, "slow")
        mv = (mv + 1) // 2
        state.say(msg("{ninja} is Slowed: {n} movement this activation.", ninja=model.name, n=mv), "condition",
                  model.seat, model=model.id)
    bonus = False
    if model.cond.get("haste"):
        remove_marker(model, "haste")
        bonus = True
        state.say(msg("{ninja} spends Haste: a second move or action.", ninja=model.name), "condition", model.seat,
                  model=model.id)
    state.active = Activation(model.id, mv, bonus, restricted)


def after_action(state: Tournament, model: Model, ran: bool = False) -> None:
    """The action is done: with Haste left the activation goes on; after a run (a move) only the final facing
    is left to choose; after any other action the activation is over, the ninja keeping its facing."""
    act = state.active
    if act is None or state.over:
        return
    if not model.on_board or act.model != model.id:
        end_activation(state)
        return
    if act.bonus:
        return
    if not ran:
        end_activation(state)
        return
    act.facing_only = True


def end_activation(state: Tournament) -> None:
    """The end of an activation: Poison is rolled, Moon Power ends, the activation marker goes on; then the
    next player's turn."""
    act = state.active
    if act is None:
        return
    model = state.models[act.model]
    state.active = None
    model.activated = True
    while model.on_board and model.cond.get("poison"):
        poison_roll(state, model)
    if model.cond.get("moon_power"):
        model.cond.pop("moon_power")
    state.say(msg("{ninja} ends its activation facing {facing}.", ninja=model.name, facing=facing_words(model.facing)),
              "end", model.seat, model=model.id, facing=model.facing)
    activation_ended(state, model)
    if state.over:
        return
    next_turn(state)


def poison_roll(state: Tournament, model: Model) -> None:
    """One Poison marker: one die (Water: Stunned, Spirit: Injured; no points), then the marker comes off.
    A Lucky ninja rerolls a harmful die, an enemy rerolls a Cursed ninja's harmless one (once)."""
    remove_marker(model, "poison")
    die = roll(state.rng, 1)[0]
    first = die
    words = N_("Poison: {ninja} rolls {element}.")
    if die in POISON_HARM and model.cond.get("lucky"):
        remove_marker(model, "lucky")
        die, words = roll(state.rng, 1)[0], N_("Poison: {ninja} rolls {element} (Lucky: rerolled {first}).")
    elif die not in POISON_HARM and model.cond.get("curse"):
        remove_marker(model, "curse")
        die = roll(state.rng, 1)[0]
        words = N_("Poison: {ninja} rolls {element} (Cursed: an enemy forced a reroll of {first}).")
    state.say(Message(words, (("ninja", model.name), ("element", element_term(die)), ("first", element_term(first)))),
              "poison", model.seat, irreversible=True, dice=[die], first_dice=[first], model=model.id)
    if die == "water":
        stun(state, model, None, scores=False)
    elif die == "spirit":
        injure(state, model, None, scores=False, reason=msg("poison"))


def start_management(state: Tournament) -> None:
    """Management, in initiative order: one ninja home from the Healing House, activation markers off,
    one choice, reinforcements."""
    state.phase = MANAGE
    state.say(msg("Round {round} ends: management.", round=state.round_no), "manage", None)
    round_end(state)
    if state.over:
        return
    state.manage_queue = [(state.initiative + k) % state.num_seats for k in range(state.num_seats)]
    manage_begin_seat(state)


def manage_begin_seat(state: Tournament) -> None:
    seat = state.manage_queue[0]
    for m in state.seat_models(seat):
        m.activated = False
    state.ask(DecisionKind.MANAGE, seat)
    offer_heal(state, seat)  # step 1 comes first: the player picks the ninja that goes home
