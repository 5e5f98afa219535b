"""Gestures at the Shinobi table turned into orders, inside the rules and without a window.

A gesture is what the player did with the mouse: a hand card dropped on a province or on an army, an army
dropped on a province or on another army. `find_move` says which order it means for the seat and whether the
rules accept it now, with the reason when they do not.
"""

from __future__ import annotations

import dataclasses

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.games.shinobi.commands import Attack, Deploy, DeployOwn, PlayNinja, Relocate
from ninjatable.games.shinobi.data import card
from ninjatable.games.shinobi.rules import SECOND, ShinobiState
from ninjatable.i18n import _


@dataclasses.dataclass(frozen=True)
class CardOnProvince:
    """A card from the hand dropped on a province."""

    card: int
    province: int


@dataclasses.dataclass(frozen=True)
class CardOnArmy:
    """A card from the hand dropped on an army (a Ninja strikes it; a troop joins its province)."""

    card: int
    province: int
    clan: str


@dataclasses.dataclass(frozen=True)
class ArmyOnProvince:
    """An army dropped on another province: one of its cards moves there."""

    province: int
    clan: str
    to_province: int


@dataclasses.dataclass(frozen=True)
class ArmyOnArmy:
    """An army dropped on another army: your own army attacks it; any other army moves a card to it."""

    province: int
    clan: str
    to_province: int
    target: str


Gesture = CardOnProvince | CardOnArmy | ArmyOnProvince | ArmyOnArmy


def command_for(state: ShinobiState, seat: int, gesture: Gesture) -> Command | None:
    """The order a gesture means for `seat` (None: it means none)."""
    if isinstance(gesture, CardOnArmy):
        if card(gesture.card).is_ninja:
            return PlayNinja(gesture.card, gesture.province, gesture.clan)
        gesture = CardOnProvince(gesture.card, gesture.province)
    if isinstance(gesture, CardOnProvince):
        if gesture.province == seat and state.order == SECOND:
            return DeployOwn(gesture.card)
        return Deploy(gesture.card, gesture.province)
    if isinstance(gesture, ArmyOnArmy):
        if gesture.province == seat:
            return Attack(gesture.clan, gesture.to_province, gesture.target)
        gesture = ArmyOnProvince(gesture.province, gesture.clan, gesture.to_province)
    if isinstance(gesture, ArmyOnProvince) and gesture.to_province != gesture.province:
        return Relocate(gesture.province, gesture.clan, gesture.to_province)
    return None


def find_move(state: ShinobiState, seat: int, gesture: object) -> Preview:
    """The order a gesture means and whether the rules accept it now."""
    if isinstance(gesture, Command):
        return Preview(gesture, state.refusal(seat, gesture))
    if not isinstance(gesture, (CardOnProvince, CardOnArmy, ArmyOnProvince, ArmyOnArmy)):
        return Preview(None, _("That does nothing here."))
    command = command_for(state, seat, gesture)
    if command is None:
        return Preview(None, _("Drop it on another province or army."))
    return Preview(command, state.refusal(seat, command))
