"""The decisions inside an action or the management, answered: a combat card or none, the combat result, the
Air and Water shifts, a discard down to three moon cards, the management step, a reinforcement."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ninjatable.games.ninja_all_stars.commands import (
    ChooseResult,
    CombatCard,
    Discard,
    Heal,
    Manage,
    ManageCard,
    Push,
    React,
    Reinforce,
    WaterMove,
    WaterPlace,
)
from ninjatable.games.ninja_all_stars.data import HAND_LIMIT
from ninjatable.games.ninja_all_stars.geometry import Square
from ninjatable.games.ninja_all_stars.rules.cards import play_management_card, play_reaction
from ninjatable.games.ninja_all_stars.rules.combat import (
    apply_result,
    finish_combat,
    play_combat_card,
    water_place_squares,
)
from ninjatable.games.ninja_all_stars.rules.effects import offer_heal, send_home
from ninjatable.games.ninja_all_stars.rules.manage import manage_choice, manage_continue
from ninjatable.games.ninja_all_stars.rules.setup import put_on_board
from ninjatable.games.ninja_all_stars.rules.tournament import MANAGE, DecisionKind, Model, Tournament
from ninjatable.games.ninja_all_stars.terms import card_term, square_words
from ninjatable.i18n import N_, Message, msg

#: answers one kind of decision: (state, seat, command)
Answer = Callable[[Tournament, int, Any], None]


#: an element result's shift in words: the Air push, the Water move of the attacker, the Water placing.
SHIFT_WORDS = {"air": N_("Air: {ninja} is moved to {square}."), "water": N_("Water: {ninja} is moved to {square}."),
               "place": N_("Water: {ninja} is placed on {square}.")}


def shift(state: Tournament, seat: int, model: Model, to: Square, facing: int, how: str) -> None:
    """An element result moves a ninja without a move action: no dodge, no cost, the chosen facing. `how`:
    "air", "water" or "place" (`SHIFT_WORDS`)."""
    start = model.pos
    state.place(model, to)
    model.facing = facing
    state.say(Message(SHIFT_WORDS[how], (("ninja", model.name), ("square", square_words(to)))), "push", seat,
              model=model.id, start=start, to=to)


def _combat_card(state: Tournament, seat: int, command: Any) -> None:
    play_combat_card(state, seat, command.card if isinstance(command, CombatCard) else None)


def _result(state: Tournament, seat: int, command: ChooseResult) -> None:
    apply_result(state, command.element)


def _push(state: Tournament, seat: int, command: Push) -> None:
    assert state.combat is not None
    shift(state, seat, state.models[state.combat.defender], command.to, command.facing, "air")
    finish_combat(state)


def _water_move(state: Tournament, seat: int, command: WaterMove) -> None:
    """The chooser moves the attacker; then, after a melee attack, the defender's player places the defender
    in its front zone (Tide Arrows move the shooter only)."""
    assert state.combat is not None
    shift(state, seat, state.models[state.combat.attacker], command.to, command.facing, "water")
    defender = state.models[state.combat.defender]
    if defender.on_board and state.combat.kind == "melee" and water_place_squares(state):
        state.ask(DecisionKind.WATER_PLACE, defender.seat)
    else:
        finish_combat(state)


def _water_place(state: Tournament, seat: int, command: WaterPlace) -> None:
    assert state.combat is not None
    shift(state, seat, state.models[state.combat.defender], command.to, command.facing, "place")
    finish_combat(state)


def _react(state: Tournament, seat: int, command: Any) -> None:
    play_reaction(state, seat, command.card if isinstance(command, React) else None)


def _discard(state: Tournament, seat: int, command: Discard) -> None:
    state.hands[seat].remove(command.card)
    state.discard.append(command.card)
    state.say(msg("{player} discards {card}.", player=state.seat_label(seat), card=card_term(command.card)), "discard",
              seat, card=command.card)
    if len(state.hands[seat]) > HAND_LIMIT:
        state.ask(DecisionKind.DISCARD, seat)
    else:
        _management_goes_on(state, seat)


def _management_goes_on(state: Tournament, seat: int) -> None:
    """In the management, a player with nothing left to decide goes on to the reinforcements."""
    if state.phase == MANAGE and not any(p.seat == seat for p in state.pending):
        manage_continue(state)


def _heal(state: Tournament, seat: int, command: Heal, count: int) -> None:
    """The chosen ninja goes home; a card that brings two home asks again."""
    send_home(state, state.models[command.model])
    if count > 1:
        offer_heal(state, seat, count - 1)
    _management_goes_on(state, seat)


def _manage(state: Tournament, seat: int, command: Manage | ManageCard) -> None:
    if isinstance(command, ManageCard):
        play_management_card(state, seat, command.card)
    else:
        manage_choice(state, seat, command.choice, command.model)


def _reinforce(state: Tournament, seat: int, command: Reinforce) -> None:
    model = state.models[command.model]
    put_on_board(state, model, command.square)
    state.say(msg("{ninja} joins the challenge as a reinforcement on {square}.", ninja=model.name,
                  square=square_words(command.square)), "deploy", seat, model=model.id, square=command.square)
    manage_continue(state)


ANSWERS: dict[str, Answer] = {
    DecisionKind.COMBAT_CARD: _combat_card,
    DecisionKind.REACTION: _react,
    DecisionKind.CHOOSE_RESULT: _result,
    DecisionKind.PUSH: _push,
    DecisionKind.WATER_MOVE: _water_move,
    DecisionKind.WATER_PLACE: _water_place,
    DecisionKind.DISCARD: _discard,
    DecisionKind.MANAGE: _manage,
    DecisionKind.REINFORCE: _reinforce,
}


def apply_pending(state: Tournament, seat: int, command: Any) -> None:
    """Answer the decision that comes first."""
    asked = state.pending.pop()
    if asked.kind == DecisionKind.HEAL:
        _heal(state, seat, command, asked.count)
        return
    ANSWERS[asked.kind](state, seat, command)
