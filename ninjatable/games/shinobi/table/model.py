"""What the player can do with the mouse at the Shinobi table, from the view alone (no window, no rules).

Things to pick up are your hand cards and the armies; for a picked-up thing, every place it may be dropped
and the gesture that drop would be (the rules, asked through the session, say what it means and whether it
is allowed). Keys name places the layout can find: ("province", p), ("army", p, clan), ("card", id).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable

from ninjatable.games.shinobi.data import CLANS
from ninjatable.games.shinobi.moves import ArmyOnArmy, ArmyOnProvince, CardOnArmy, CardOnProvince, Gesture
from ninjatable.games.shinobi.view import ShinobiView


@dataclasses.dataclass(frozen=True)
class Pickup:
    """Something the player can pick up: a hand card (`card` set) or the army `clan` in `province`."""

    key: Hashable
    card: int | None = None
    clan: str | None = None
    province: int | None = None

    @property
    def is_ninja(self) -> bool:
        return self.card is not None and self.clan is None


@dataclasses.dataclass(frozen=True)
class Drop:
    """A place to drop a pickup and the gesture it would be; armies lie over provinces (higher priority)."""

    key: Hashable
    gesture: Gesture
    priority: int


def armies(view: ShinobiView) -> list[tuple[int, str]]:
    return [(province, clan) for province, present in enumerate(view.provinces) for clan in CLANS
            if present.get(clan)]


def pickups(view: ShinobiView) -> list[Pickup]:
    """Every army on the table and every card in the viewer's hand."""
    found = [Pickup(("army", province, clan), clan=clan, province=province) for province, clan in armies(view)]
    found.extend(Pickup(("card", card.id), card=card.id, clan=card.clan) for card in view.hand)
    return found


def drops(view: ShinobiView, pickup: Pickup) -> list[Drop]:
    """Every place `pickup` may be dropped, with the gesture it would be."""
    found: list[Drop] = []
    if pickup.card is not None:
        card = pickup.card
        found.extend(Drop(("province", p), CardOnProvince(card, p), 1) for p in range(view.num_seats))
        if pickup.is_ninja:
            found.extend(Drop(("army", p, c), CardOnArmy(card, p, c), 2) for p, c in armies(view))
        return found
    assert pickup.province is not None and pickup.clan is not None
    source, clan = pickup.province, pickup.clan
    found.extend(Drop(("province", p), ArmyOnProvince(source, clan, p), 1)
                 for p in range(view.num_seats) if p != source)
    found.extend(Drop(("army", p, c), ArmyOnArmy(source, clan, p, c), 2) for p, c in armies(view) if p != source)
    return found
