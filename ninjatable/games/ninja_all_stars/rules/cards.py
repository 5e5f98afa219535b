"""Moon cards played in a ninja's activation: whom they may target, and what each card does (its stronger
effect while the moon marker is on its phase)."""

from __future__ import annotations

from collections.abc import Callable

from ninjatable.games.ninja_all_stars.data import DECK, ELEMENT_NAMES
from ninjatable.games.ninja_all_stars.geometry import distance
from ninjatable.games.ninja_all_stars.rules.board import line_of_sight
from ninjatable.games.ninja_all_stars.rules.effects import give, heal_one, moon_phase, stun
from ninjatable.games.ninja_all_stars.rules.tournament import BOARD, HEALING, Model, Tournament
from ninjatable.games.ninja_all_stars.rules.turns import end_activation

#: a card's effect: (state, seat playing it, the active ninja, its target or None, stronger) -> None
Effect = Callable[[Tournament, int, Model, "Model | None", bool], None]


def card_targets(state: Tournament, card_id: int, model: Model) -> list[int]:
    """Targets of a moon card played in `model`'s activation (-1: the card takes no target)."""
    card = DECK[card_id]
    if card.timing == "activation":
        if card.key == "healing_herbs":
            ok = any(m.seat == model.seat and m.where == HEALING and not m.cond.get("delayed") for m in state.models)
            return [-1] if ok else []
        if card.key == "smoke_bomb" and model.stealth:
            return []
        return [-1]
    if card.timing == "activation_enemy":
        assert model.pos is not None
        return [m.id for m in state.models if m.seat != model.seat and m.pos is not None and not m.stealth
                and distance(m.pos, model.pos) <= card.range
                and line_of_sight(state, model.id, m.id, may_turn=True)]
    if card.timing == "activation_healing":
        return [m.id for m in state.models if m.seat != model.seat and m.where == HEALING]
    return []


def _smoke_bomb(state: Tournament, seat: int, model: Model, victim: Model | None, strong: bool) -> None:
    model.stealth = True
    if strong:
        model.cond.pop("stunned", None)


def _healing_herbs(state: Tournament, seat: int, model: Model, victim: Model | None, strong: bool) -> None:
    for _ in range(2 if strong else 1):
        heal_one(state, seat)


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
                state.say(f"{other.name} is revealed.", "stealth", other.seat, model=other.id)
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
    "fortune": _on_self("lucky", twice=True),
    "caltrops": _on_enemy("slow", "stunned"),
    "shield_charm": _on_self("protection", twice=True),
    "flash_powder": _flash_powder,
    "spirit_chains": _spirit_chains,
}


def play_activation_card(state: Tournament, seat: int, card_id: int, model: Model, target: int) -> None:
    """Play a moon card during `model`'s activation; its stronger effect in the card's moon phase."""
    card = DECK[card_id]
    strong = moon_phase(state) == card.phase
    state.hands[seat].remove(card_id)
    state.discard.append(card_id)
    note = f" ({ELEMENT_NAMES[card.phase]} moon: {card.strong})" if strong else ""
    state.say(f"{state.seat_name(seat)} plays {card.name}{note}.", "card", seat, card=card_id, strong=strong,
              model=model.id, target=target)
    EFFECTS[card.key](state, seat, model, state.models[target] if target >= 0 else None, strong)
    if state.active is not None and state.models[state.active.model].where != BOARD:
        end_activation(state)
