"""Payments a general could make: for each province, a few good minimal payments from the hand, found greedily
(one with troops, one with koku), and what placing each would bring.

The computer seats use plans to choose their conquests, to value cards (what could they take with them) and to
prune their search to a few sensible payments.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from itertools import product

from ninjatable.games.shitenno.data import (
    EXCHANGE,
    MAJORITY_FAVOUR,
    PLUS,
    TROOPS,
    card,
    favour_per_kamon,
    tile,
)
from ninjatable.games.shitenno.rules import ShitennoState
from ninjatable.games.shitenno.rules.payment import Need, Payment, counts_of, koku_value, pays, pays_troops

#: what an item spent in a payment costs its owner, in favour: per koku, per troop symbol, per bonus tile, for
#: the Hatamoto's once-a-turn help.
KOKU_COST, SYMBOL_COST, TILE_COST, HATAMOTO_COST = 1.0, 0.9, 0.9, 0.3
#: what a bonus tile taken from a province is worth to its new owner.
TILE_GAIN = 1.0

Item = tuple[str, int]  # ("card", id), ("tile", id) or ("hatamoto", 0)


@dataclasses.dataclass(frozen=True)
class Plan:
    """A minimal payment for a province's free slot, what placing there gains and what the payment costs."""

    province: str
    payment: Payment
    gain: float
    cost: float

    @property
    def value(self) -> float:
        return self.gain - self.cost

    def items(self) -> list[Item]:
        """The payment's items in the order they are picked."""
        found: list[Item] = [("card", c) for c in sorted(self.payment.cards)]
        found.extend(("tile", t) for t in sorted(self.payment.tiles))
        if self.payment.hatamoto:
            found.append(("hatamoto", 0))
        return found


def item_cost(item: Item) -> float:
    kind, number = item
    if kind == "card":
        found = card(number)
        return found.koku * KOKU_COST if found.is_koku else len(found.troops) * SYMBOL_COST
    return TILE_COST if kind == "tile" else HATAMOTO_COST


def payment_cost(payment: Payment) -> float:
    return (sum(item_cost(("card", c)) for c in payment.cards) + TILE_COST * len(payment.tiles)
            + HATAMOTO_COST * payment.hatamoto)


def _with(payment: Payment, item: Item) -> Payment:
    kind, number = item
    if kind == "card":
        return dataclasses.replace(payment, cards=(*payment.cards, number))
    if kind == "tile":
        return dataclasses.replace(payment, tiles=(*payment.tiles, number))
    return dataclasses.replace(payment, hatamoto=True)


def _without(payment: Payment, item: Item) -> Payment:
    kind, number = item
    if kind == "card":
        return dataclasses.replace(payment, cards=tuple(c for c in payment.cards if c != number))
    if kind == "tile":
        return dataclasses.replace(payment, tiles=tuple(t for t in payment.tiles if t != number))
    return dataclasses.replace(payment, hatamoto=False)


def _items(payment: Payment) -> list[Item]:
    found: list[Item] = [("card", c) for c in payment.cards]
    found.extend(("tile", t) for t in payment.tiles)
    if payment.hatamoto:
        found.append(("hatamoto", 0))
    return found


def minimise(payment: Payment, need: Need) -> Payment:
    """Leave out items the payment does not need, the costliest first, until every item is needed."""
    changed = True
    while changed:
        changed = False
        for item in sorted(_items(payment), key=item_cost, reverse=True):
            rest = _without(payment, item)
            if not rest.empty and pays(rest.counts(), need):
                payment, changed = rest, True
                break
    return payment


def _troop_plan(cards: Sequence[int], tiles: Sequence[int], hatamoto: bool, need: Need) -> Payment | None:
    """Cards that match the troops asked for, best matches first; then the Hatamoto, +1 and exchange tiles
    (with the cheapest card left as exchange fodder) while the troops fall short."""
    want = dict(need.by_type)
    chosen: list[int] = []
    left = list(cards)
    while any(want.values()):
        best, best_key = None, None
        for card_id in left:
            symbols = card(card_id).troops
            matched = 0
            for troop in set(symbols):
                matched += min(symbols.count(troop), want.get(troop, 0))
            if matched == 0:
                continue
            key = (matched, matched - len(symbols), -card_id)
            if best_key is None or key > best_key:
                best, best_key = card_id, key
        if best is None:
            break
        chosen.append(best)
        left.remove(best)
        for troop in card(best).troops:
            if want.get(troop, 0):
                want[troop] -= 1
    payment = Payment(tuple(chosen))
    extras: list[Item] = ([("hatamoto", 0)] if hatamoto else [])
    extras += [("tile", t) for t in tiles if tile(t).effect == PLUS]
    extras += [("tile", t) for t in tiles if tile(t).effect == EXCHANGE]
    fodder = sorted(left, key=lambda c: item_cost(("card", c)))
    for item in extras:
        if pays_troops(payment.counts(), need):
            break
        payment = _with(payment, item)
        if item[0] == "tile" and tile(item[1]).effect == EXCHANGE and fodder and not _has_spare(payment, need):
            payment = _with(payment, ("card", fodder.pop(0)))
    if not pays_troops(payment.counts(), need):
        return None
    return minimise(payment, need)


def _has_spare(payment: Payment, need: Need) -> bool:
    counts = payment.counts()
    wanted = need.by_type
    return counts.koku_cards > 0 or any(counts.symbols[i] > wanted.get(t, 0) for i, t in enumerate(TROOPS))


def _koku_plan(cards: Sequence[int], tiles: Sequence[int], need: Need) -> Payment | None:
    """The koku cards closest above the bribe (fewest cards on a tie); +1 and exchange tiles make up what the
    koku cards alone lack."""
    by_value: dict[int, list[int]] = {1: [], 2: [], 3: []}
    for card_id in cards:
        found = card(card_id)
        if found.is_koku:
            by_value[found.koku].append(card_id)
    best: tuple[int, int, tuple[int, int, int]] | None = None
    for n1, n2, n3 in product(range(len(by_value[1]) + 1), range(len(by_value[2]) + 1), range(len(by_value[3]) + 1)):
        total = n1 + 2 * n2 + 3 * n3
        if total >= need.bribe and (best is None or (total, n1 + n2 + n3) < best[:2]):
            best = (total, n1 + n2 + n3, (n1, n2, n3))
    if best is not None:
        n1, n2, n3 = best[2]
        return Payment(tuple(by_value[1][:n1] + by_value[2][:n2] + by_value[3][:n3]))
    payment = Payment(tuple(c for c in cards if card(c).is_koku))
    fodder = sorted((c for c in cards if not card(c).is_koku), key=lambda c: item_cost(("card", c)))
    for tile_id in sorted(tiles, key=lambda t: tile(t).effect != PLUS):
        if koku_value(payment.counts()) >= need.bribe:
            break
        payment = _with(payment, ("tile", tile_id))
        if tile(tile_id).effect == EXCHANGE and fodder:
            payment = _with(payment, ("card", fodder.pop(0)))
    if koku_value(payment.counts()) < need.bribe:
        return None
    return minimise(payment, need)


def payments_for(cards: Sequence[int], tiles: Sequence[int], hatamoto: bool, need: Need) -> list[Payment]:
    """Up to two good minimal payments for a slot: one with troops and one with koku (when each is possible)."""
    everything = counts_of(cards, tiles, hatamoto)
    found: list[Payment] = []
    if pays_troops(everything, need):
        troop = _troop_plan(cards, tiles, hatamoto, need)
        if troop is not None:
            found.append(troop)
    if koku_value(everything) >= need.bribe:
        koku = _koku_plan(cards, tiles, need)
        if koku is not None and koku not in found:
            found.append(koku)
    return found


def majority_gain(state: ShitennoState, seat: int, key: str) -> float:
    """How much one more kamon in the province raises the seat's expected majority favour."""
    weights = [state.kamons_of(s, key) for s in range(state.num_seats)]
    before = majority_share(weights, seat)
    weights[seat] += 1
    return MAJORITY_FAVOUR * (majority_share(weights, seat) - before)


def majority_share(weights: Sequence[int], seat: int) -> float:
    """The seat's chance to hold a province, read from the weights there (the squares, shared)."""
    total = sum(w * w for w in weights)
    return weights[seat] * weights[seat] / total if total else 0.0


def quick_plan(state: ShitennoState, seat: int) -> Plan | None:
    """One good plan found fast: the most favourable open province the whole hand can pay for, with its
    cheapest payment of the two kinds."""
    cards = [c for c in state.hands[seat] if c >= 0]
    tiles = state.payment_tiles(seat)
    hatamoto = state.titles[seat] == "hatamoto" and not state.hatamoto_used
    everything = counts_of(cards, tiles, hatamoto)
    ranked = sorted(state.open_provinces(), key=lambda k: (-state.province(k).favour[state.free_slot(k) or 0], k))
    for key in ranked:
        need = state.need(key)
        assert need is not None
        if not pays(everything, need):
            continue
        found = payments_for(cards, tiles, hatamoto, need)
        if found:
            payment = min(found, key=payment_cost)
            index = state.free_slot(key) or 0
            gain = state.province(key).favour[index] + favour_per_kamon(state.titles[seat])
            return Plan(key, payment, gain, payment_cost(payment))
    return None


def plans(state: ShitennoState, seat: int, hand: Sequence[int] | None = None) -> list[Plan]:
    """Good payments for every open province from the seat's hand (or `hand`), best first."""
    cards = [c for c in (state.hands[seat] if hand is None else hand) if c >= 0]
    tiles = state.payment_tiles(seat)
    hatamoto = state.titles[seat] == "hatamoto" and not state.hatamoto_used
    bonus = favour_per_kamon(state.titles[seat])
    found: list[Plan] = []
    for key in state.open_provinces():
        need = state.need(key)
        index = state.free_slot(key)
        assert need is not None and index is not None
        gain = (state.province(key).favour[index] + bonus + (TILE_GAIN if state.stacks[key] else 0.0)
                + majority_gain(state, seat, key))
        for payment in payments_for(cards, tiles, hatamoto, need):
            found.append(Plan(key, payment, gain, payment_cost(payment)))
    found.sort(key=lambda plan: -plan.value)
    return found
