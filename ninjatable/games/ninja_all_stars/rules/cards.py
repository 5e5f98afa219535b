"""Moon cards: those played in a ninja's activation (whom they may target, what each does), the reaction
window after an enemy's move, and the cards played in the management. A card's stronger effect applies while
the moon marker is on its phase."""

from __future__ import annotations

from collections.abc import Callable

from ninjatable.games.ninja_all_stars.data import DECK
from ninjatable.games.ninja_all_stars.geometry import distance, neighbours
from ninjatable.games.ninja_all_stars.rules.effects import (
    draw_card,
    give,
    healable,
    moon_phase,
    offer_heal,
    stun,
)
from ninjatable.games.ninja_all_stars.rules.sight import enemies_within, in_lantern_light, line_of_sight
from ninjatable.games.ninja_all_stars.rules.tournament import BOARD, HEALING, DecisionKind, Model, Tournament
from ninjatable.games.ninja_all_stars.rules.turns import end_activation
from ninjatable.games.ninja_all_stars.terms import card_term, element_term
from ninjatable.i18n import Message, msg

#: a card's effect: (state, seat playing it, the active ninja, its target or None, stronger) -> None
Effect = Callable[[Tournament, int, Model, "Model | None", bool], None]


def card_targets(state: Tournament, card_id: int, model: Model) -> list[int]:
    """Targets of a moon card played in `model`'s activation (-1: the card takes no target)."""
    card = DECK[card_id]
    if card.timing == "activation":
        if card.key == "healing_herbs":
            return [-1] if healable(state, model.seat) else []
        if card.key == "smoke_bomb" and (model.stealth or in_lantern_light(state, model)):
            return []
        return [-1]
    if card.timing == "activation_enemy":
        return [enemy.id for enemy, _ in enemies_within(state, model, card.range)
                if line_of_sight(state, model.id, enemy.id, may_turn=True)]
    if card.timing == "activation_healing":
        return [m.id for m in state.models if m.seat != model.seat and m.where == HEALING]
    return []


def _smoke_bomb(state: Tournament, seat: int, model: Model, victim: Model | None, strong: bool) -> None:
    model.stealth = True
    if strong:
        model.cond.pop("stunned", None)


def _healing_herbs(state: Tournament, seat: int, model: Model, victim: Model | None, strong: bool) -> None:
    offer_heal(state, seat, 2 if strong else 1)


def _on_self(first: str, second: str = "", twice: bool = False) -> Effect:
    """A card that gives the active ninja `first` (and with the strong effect `second`, or `first` twice)."""
    def effect(state: Tournament, seat: int, model: Model, victim: Model | None, strong: bool) -> None:
        give(state, model, first, seat, 2 if strong and twice else 1)
        if strong and second:
            give(state, model, second, seat)
    return effect


def _on_enemy(first: str, second: str) -> Effect:
    """A card that gives its target `first` (and with the strong effect `second`)."""
    def effect(state: Tournament, seat: int, model: Model, victim: Model | None, strong: bool) -> None:
        if victim is None:
            return
        give(state, victim, first, seat)
        if strong:
            if second == "stunned":
                stun(state, victim, seat)
            else:
                give(state, victim, second, seat)
    return effect


def _flash_powder(state: Tournament, seat: int, model: Model, victim: Model | None, strong: bool) -> None:
    assert model.pos is not None
    for other in state.models:
        if other.seat != model.seat and other.pos is not None and distance(other.pos, model.pos) <= 2:
            if other.stealth:
                other.stealth = False
                state.say(msg("{ninja} is revealed.", ninja=other.name), "stealth", other.seat, model=other.id)
            if strong:
                stun(state, other, seat)


def _spirit_chains(state: Tournament, seat: int, model: Model, victim: Model | None, strong: bool) -> None:
    if victim is not None:
        give(state, victim, "delayed", seat, 2 if strong else 1)


#: what each moon card does, by its key
EFFECTS: dict[str, Effect] = {
    "smoke_bomb": _smoke_bomb,
    "healing_herbs": _healing_herbs,
    "swift_wind": _on_self("haste", "lucky"),
    "moon_blessing": _on_self("moon_power", "protection"),
    "poisoned_blade": _on_enemy("poison", "slow"),
    "hex_scroll": _on_enemy("curse", "slow"),
    "flash_powder": _flash_powder,
    "spirit_chains": _spirit_chains,
}


def play_activation_card(state: Tournament, seat: int, card_id: int, model: Model, target: int) -> None:
    """Play a moon card during `model`'s activation; its stronger effect in the card's moon phase."""
    card = DECK[card_id]
    strong = moon_phase(state) == card.phase
    state.hands[seat].remove(card_id)
    state.discard.append(card_id)
    if strong:
        played = msg("{player} plays {card} ({moon} moon: {effect}).", player=state.seat_label(seat),
                     card=card_term(card_id), moon=element_term(card.phase), effect=Message(card.strong))
    else:
        played = msg("{player} plays {card}.", player=state.seat_label(seat), card=card_term(card_id))
    state.say(played, "card", seat, card=card_id, strong=strong, model=model.id, target=target)
    EFFECTS[card.key](state, seat, model, state.models[target] if target >= 0 else None, strong)
    if state.active is not None and state.models[state.active.model].where != BOARD:
        end_activation(state)


# --- the reaction window after an enemy's move ------------------------------------------------------------------
def open_move_reactions(state: Tournament, mover: Model) -> None:
    """An enemy ninja ended a move or a run in the zone of ninja of other players: each such player, going
    round the table from the moving player, is asked whether to play a reaction card, whatever the hand holds
    (who is asked depends only on the board)."""
    if mover.pos is None or mover.stealth or state.over:
        return  # a ninja in Stealth cannot be targeted
    seats = [(mover.seat + k) % state.num_seats for k in range(1, state.num_seats)]
    occupied, models = state.occupied, state.models
    beside = {models[occupied[sq]].seat for sq in neighbours(mover.pos)
              if sq in occupied and not models[occupied[sq]].stealth}
    asked = [seat for seat in seats if seat in beside]
    for seat in reversed(asked):  # the first one asked is answered first
        state.ask(DecisionKind.REACTION, seat)


def reaction_cards(state: Tournament, seat: int) -> list[int]:
    """The reaction cards `seat` may play on the ninja that just moved."""
    if state.active is None or not state.models[state.active.model].on_board:
        return []
    return [c for c in state.hands[seat] if DECK[c].timing == "reaction_move"]


def play_reaction(state: Tournament, seat: int, card_id: int | None) -> None:
    """A reaction card on the ninja that just moved (or none). Tripwire: it is Stunned; in the card's moon
    phase its activation also ends at once. A ninja that leaves the board ends its activation."""
    assert state.active is not None
    mover = state.models[state.active.model]
    if card_id is None:
        state.say(msg("{player} plays no card.", player=state.seat_label(seat)), "card", seat)
        return
    card = DECK[card_id]
    strong = moon_phase(state) == card.phase
    state.hands[seat].remove(card_id)
    state.discard.append(card_id)
    if strong:
        played = msg("{player} plays {card} on {ninja} ({moon} moon: {effect}).", player=state.seat_label(seat),
                     card=card_term(card_id), ninja=mover.name, moon=element_term(card.phase),
                     effect=Message(card.strong))
    else:
        played = msg("{player} plays {card} on {ninja}.", player=state.seat_label(seat), card=card_term(card_id),
                     ninja=mover.name)
    state.say(played, "card", seat, card=card_id, strong=strong, target=mover.id)
    stun(state, mover, seat)
    if strong or not mover.on_board:
        state.pending = [p for p in state.pending if p.kind != DecisionKind.REACTION]
        end_activation(state)


# --- cards played in the management ---------------------------------------------------------------------------
def management_cards(state: Tournament, seat: int) -> list[int]:
    """The management cards `seat` may play in its management step (one claim of the initiative a round)."""
    if seat in state.initiative_claims:
        return []
    return sorted({c for c in state.hands[seat] if DECK[c].timing == "management"})


def play_management_card(state: Tournament, seat: int, card_id: int) -> None:
    """Dawn Raid: the player claims the next round's initiative (several claims: janken among them); in the
    card's moon phase the player also draws a moon card. The management choice is still to be made."""
    card = DECK[card_id]
    strong = moon_phase(state) == card.phase
    state.hands[seat].remove(card_id)
    state.discard.append(card_id)
    if strong:
        played = msg("{player} plays {card}: it claims the initiative of the next round ({moon} moon: {effect}).",
                     player=state.seat_label(seat), card=card_term(card_id), moon=element_term(card.phase),
                     effect=Message(card.strong))
    else:
        played = msg("{player} plays {card}: it claims the initiative of the next round.",
                     player=state.seat_label(seat), card=card_term(card_id))
    state.say(played, "card", seat, card=card_id, strong=strong)
    state.initiative_claims.append(seat)
    state.ask(DecisionKind.MANAGE, seat)
    if strong:
        draw_card(state, seat)
