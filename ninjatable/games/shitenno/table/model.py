"""What the player can do with the mouse at the Shitennō table, from the view and the decision alone (no
window, no rules).

Things to pick up: as Tairō the laid-out cards, the cards in the packets and the hierarchy tiles; in a conquest
turn your payment. For a picked-up thing, every place it may be dropped and the gesture that drop would be.
Things to click: your hand cards, bonus tiles and Hatamoto title (into or out of the payment), a packet (when you
choose one), your kamons (when the Sensei gilds). The rules, asked through the session, say what each gesture
means and whether it is allowed. Keys name places the layout can find.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable

from ninjatable.engine.decision import Decision
from ninjatable.games.shitenno.moves import (
    BonusTileClicked,
    CardIntoPacket,
    CardOutOfPacket,
    Gesture,
    HandCardClicked,
    HatamotoClicked,
    KamonClicked,
    PacketClicked,
    PaymentOnProvince,
    TitleIntoPacket,
)
from ninjatable.games.shitenno.view import DecisionKind, ShitennoView


@dataclasses.dataclass(frozen=True)
class Pickup:
    """Something to pick up: a card (`card`), a hierarchy tile (`title`), or the payment."""

    key: Hashable
    card: int | None = None
    title: str | None = None
    packet: int | None = None


@dataclasses.dataclass(frozen=True)
class Drop:
    """A place to drop a pickup and the gesture it would be (a province's label box over its land: higher)."""

    key: Hashable
    gesture: Gesture
    priority: int = 1


PAYMENT = ("payment",)


def building(view: ShitennoView, decision: Decision | None) -> bool:
    return decision is not None and decision.kind == DecisionKind.BUILD


def conquering(view: ShitennoView, decision: Decision | None) -> bool:
    return decision is not None and decision.kind == DecisionKind.CONQUER


def pickups(view: ShitennoView, decision: Decision | None) -> list[Pickup]:
    """Everything the player may pick up now."""
    found: list[Pickup] = []
    if building(view, decision):
        found.extend(Pickup(("row", c.id), card=c.id) for c in view.row)
        for k, packet in enumerate(view.packets):
            found.extend(Pickup(("packet-card", c.id), card=c.id, packet=k) for c in packet)
            title = view.packet_titles[k]
            if title is not None:
                found.append(Pickup(("packet-title", k), title=title, packet=k))
        found.extend(Pickup(("rank", t), title=t) for t in view.ranks)
    elif conquering(view, decision) and not view.payment.empty:
        found.append(Pickup(PAYMENT))
    return found


def drops(view: ShitennoView, pickup: Pickup) -> list[Drop]:
    """Every place `pickup` may be dropped, with the gesture it would be."""
    if pickup.key == PAYMENT:
        found = [Drop(("province", p.key), PaymentOnProvince(p.key)) for p in view.provinces if p.need is not None]
        found.extend(Drop(("box", p.key), PaymentOnProvince(p.key), 2) for p in view.provinces if p.need is not None)
        return found
    trays = range(len(view.packets))
    if pickup.card is not None:
        found = [Drop(("tray", k), CardIntoPacket(pickup.card, k)) for k in trays if k != pickup.packet]
        if pickup.packet is not None:
            found.append(Drop(("row-area",), CardOutOfPacket(pickup.card)))
        return found
    assert pickup.title is not None
    return [Drop(("tray", k), TitleIntoPacket(pickup.title, k)) for k in trays if k != pickup.packet]


def clicks(view: ShitennoView, decision: Decision | None) -> list[tuple[Hashable, Gesture]]:
    """Every place a click means something now, with its gesture."""
    if decision is None:
        return []
    found: list[tuple[Hashable, Gesture]] = []
    if decision.kind == DecisionKind.CONQUER:
        found.extend((("hand", c.id), HandCardClicked(c.id)) for c in view.hand)
        seat = view.seat if view.seat is not None else 0
        found.extend((("tile", t.id), BonusTileClicked(t.id)) for t in view.tiles[seat])
        if view.titles[seat] == "hatamoto":
            found.append((("title",), HatamotoClicked()))
    elif decision.kind == DecisionKind.CHOOSE:
        found.extend((("tray", k), PacketClicked(k)) for k in range(len(view.packets)))
    elif decision.kind == DecisionKind.GILD:
        for province in view.provinces:
            for index, kamon in enumerate(province.slots):
                if kamon is not None and kamon[0] == view.seat and not kamon[1]:
                    found.append((("kamon", province.key, index), KamonClicked(province.key, index + 1)))
    return found


def picked(view: ShitennoView) -> set[Hashable]:
    """The keys of the items in your payment (drawn raised and outlined)."""
    found: set[Hashable] = {("hand", c) for c in view.payment.cards}
    found.update(("tile", t) for t in view.payment.tiles)
    if view.payment.hatamoto:
        found.add(("title",))
    return found
