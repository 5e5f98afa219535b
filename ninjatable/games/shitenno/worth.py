"""How the computer generals judge Shitennō: what cards and titles are worth to a player, which packets a Tairō
should make, whether a packet is worth taking, and how a position stands.

Everything here reads only what the judging seat may know: its own hand, the cards every player saw go into the
others' hands, titles, kamons and provinces. A world the search dealt (with hidden cards filled in) is judged
the same way, from the seen cards only, so that a Tairō's packets are the same in every world it imagines.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence

from ninjatable.engine.commands import Command
from ninjatable.games.shitenno.commands import Offer, PackCard, PackTitle, UnpackCard
from ninjatable.games.shitenno.data import TITLES, TROOPS, card, drawn_per_year, favour_per_kamon
from ninjatable.games.shitenno.plans import majority_share
from ninjatable.games.shitenno.rules import ShitennoState
from ninjatable.games.shitenno.rules.distribution import receivers
from ninjatable.games.shitenno.rules.payment import Counts, counts_of, pays
from ninjatable.games.shitenno.rules.realm import BUILD, CHOOSE, CONQUER, GILD, OFFER

#: favour a koku in hand is worth (1 at the end, more as a bribe), a tile in front of a player.
KOKU_WORTH, TILE_WORTH = 1.15, 0.8
#: favour a placed kamon brings beyond the cards it costs.
KAMON_SURPLUS = 3.5
#: favour a title is worth for one coming year, before its kamon bonus (order, the Sensei's gold, the
#: Hatamoto's troop, the Tairō's part in sharing).
TITLE_EXTRA = {"daimyo": 1.5, "shomyo": 0.8, "sensei": 1.6, "hatamoto": 1.0}
#: how much a new province within reach adds to a packet's worth, per favour it would bring.
REACH_WORTH = 0.25
#: a troop symbol shared out in Edo, against its plain worth: a slot asks for about four symbols and brings
#: about 1.8 times their plain worth in favour, a bonus tile and a share of a majority. At plain worth a card
#: weighed too little against a title: with two players the Tairō gave the chooser most cards every year to
#: keep the Daimyō (and with it the Tairō's seat), and the chooser won by some 40 to 70 favour.
PACKET_SYMBOL_FACTOR = 1.8
Kind = tuple[int, tuple[str, ...]]


def kind_key(card_id: int) -> Kind:
    found = card(card_id)
    return (found.koku, found.troops)


# --- the years ahead ------------------------------------------------------------------------------------
def odd_years_left(state: ShitennoState) -> int:
    """Conquest years still to come, the current one included (from the koku deck and the kamons left)."""
    _, koku_per_year = drawn_per_year(state.num_seats)
    by_koku = math.ceil(len(state.koku_deck) / koku_per_year)
    if state.stage in (BUILD, OFFER, CHOOSE, CONQUER, GILD):
        by_koku += 1
    by_kamons = math.ceil(min(state.supply) / 2) if min(state.supply) else 1
    return max(1, min(by_koku, by_kamons))


def placeable(state: ShitennoState, seat: int) -> int:
    """Kamons the seat can still place before the end, at two a year."""
    years = odd_years_left(state)
    if state.stage in (CONQUER, GILD) and state.turns and seat not in state.turns:
        years -= 1
    return max(0, min(state.supply[seat], 2 * years))


# --- cards and titles ------------------------------------------------------------------------------------
def symbol_weights(state: ShitennoState) -> tuple[float, ...]:
    """What a troop symbol of each type is worth now: about 1, more for types the open provinces ask for."""
    demand = [0.0] * len(TROOPS)
    for key in state.open_provinces():
        need = state.need(key)
        assert need is not None
        for troop, count in need.troops:
            demand[TROOPS.index(troop)] += count
    mean = sum(demand) / len(demand) or 1.0
    return tuple(0.55 + 0.45 * min(2.0, d / mean) for d in demand)


def packet_weights(state: ShitennoState) -> tuple[float, ...]:
    """What a troop symbol of each type in a packet is worth to a general who will spend it on provinces: its
    plain worth and its share of the favour a conquest brings beyond that (`PACKET_SYMBOL_FACTOR`)."""
    return tuple(PACKET_SYMBOL_FACTOR * w for w in symbol_weights(state))


def card_worth(card_id: int, weights: Sequence[float]) -> float:
    found = card(card_id)
    if found.is_koku:
        return KOKU_WORTH * found.koku
    return sum(weights[TROOPS.index(t)] for t in found.troops)


def title_worth(state: ShitennoState, seat: int, title: str | None) -> float:
    """A title for the coming conquest year: its favour per kamon and what else it gives."""
    if title is None:
        return 0.0
    kamons = min(2, placeable(state, seat))
    return favour_per_kamon(title) * kamons + TITLE_EXTRA[title] * (1 if kamons else 0.2)


def seen_hand(state: ShitennoState, judge: int, seat: int) -> list[int]:
    """The cards of `seat`'s hand that `judge` knows: all of its own, the seen ones of another."""
    return [c for c in state.hands[seat] if c >= 0] if seat == judge else list(state.known[seat])


def best_reach(state: ShitennoState, seat: int, cards: Sequence[int]) -> float:
    """The most favour one conquest with these cards (and the seat's tiles) could bring now."""
    return _reach(state, counts_of(cards, state.payment_tiles(seat), state.titles[seat] == "hatamoto"))


def _reach(state: ShitennoState, counts: Counts) -> float:
    best = 0.0
    for key in state.slots:
        need = state.need(key)
        if need is not None and pays(counts, need):
            best = max(best, state.province(key).favour[state.free_slot(key) or 0])
    return best


def _plus_card(counts: Counts, card_id: int) -> Counts:
    found = card(card_id)
    if found.is_koku:
        return dataclasses.replace(counts, koku_cards=counts.koku_cards + 1, koku=counts.koku + found.koku)
    symbols = list(counts.symbols)
    for troop in found.troops:
        symbols[TROOPS.index(troop)] += 1
    return dataclasses.replace(counts, symbols=tuple(symbols), troop_symbols=counts.troop_symbols + len(found.troops))


def plain_worth(state: ShitennoState, seat: int, cards: Sequence[int], title: str | None,
                weights: Sequence[float]) -> float:
    """A packet's cards and title at their plain worth to `seat` (no look at the hand)."""
    return sum(card_worth(c, weights) for c in cards) + title_worth(state, seat, title)


def packet_worth(state: ShitennoState, judge: int, seat: int, cards: Sequence[int], title: str | None,
                 weights: Sequence[float]) -> float:
    """What a packet is worth to `seat`, as `judge` sees it: its cards, its title, and the provinces it would
    bring within reach of the seat's seen hand."""
    if placeable(state, seat) == 0:
        return sum(KOKU_WORTH * card(c).koku for c in cards) + title_worth(state, seat, title)
    hand = seen_hand(state, judge, seat)
    reach = best_reach(state, seat, [*hand, *cards]) - best_reach(state, seat, hand)
    return sum(card_worth(c, weights) for c in cards) + title_worth(state, seat, title) + REACH_WORTH * reach


# --- answering an offer -----------------------------------------------------------------------------------
def share_if_refused(state: ShitennoState, seat: int, weights: Sequence[float]) -> float:
    """What the seat may expect from the rest of the year if it refuses: an even share of what is left."""
    waiting = len(state.without_packet())
    rest = sum(card_worth(c, weights) for c in state.row)
    titles = sorted((title_worth(state, seat, t) for t in state.ranks), reverse=True)
    left = max(1, waiting - 1)
    return (rest + sum(titles[:left])) / left


def offer_gap(state: ShitennoState, seat: int) -> float:
    """How much better the offered packet is for the seat than refusing it (negative: refuse)."""
    weights = packet_weights(state)
    offered = packet_worth(state, seat, seat, state.packets[0], state.packet_titles[0], weights)
    return offered - share_if_refused(state, seat, weights)


def choice_gap(state: ShitennoState, seat: int) -> float:
    """How much better packet A is than packet B for the seat choosing."""
    weights = packet_weights(state)
    a, b = (packet_worth(state, seat, seat, state.packets[k], state.packet_titles[k], weights) for k in (0, 1))
    return a - b


# --- making packets ---------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Proposal:
    """Packets a Tairō means to make: the cards and tile of packet A, and (with two packets) the tile of B,
    which gets every card left."""

    cards: tuple[Kind, ...]
    title: str
    title_b: str | None = None


def proposals(state: ShitennoState) -> list[Proposal]:
    """A few packets worth offering, from the Tairō's point of view (same for every world it imagines). The
    cards of a proposal are in the order they go into the packet: proposals with the same title share that
    order, so each card added is a choice between one more and offering now."""
    tairo = state.tairo
    assert tairo is not None
    pool = sorted([*state.row, *(c for packet in state.packets for c in packet)])
    titles = sorted([*state.ranks, *(t for t in state.packet_titles if t is not None)], key=TITLES.index)
    who = receivers(state)
    key = (tuple(kind_key(c) for c in pool), tuple(titles), tuple(who), tuple(state.titles), len(state.packets),
           tuple(tuple(sorted(state.known[s])) for s in who), tuple(sorted(state.hands[tairo])),
           tuple(tuple(sorted(held)) for held in state.tiles), tuple(state.supply), tuple(p for k in state.slots for p in state.slots[k]),
           tuple(state.need(k) for k in state.slots), len(state.koku_deck))
    return list(_proposals(key, state, tairo, tuple(pool), tuple(titles), tuple(who)))


_memo: dict[tuple, tuple[Proposal, ...]] = {}


def _proposals(key: tuple, state: ShitennoState, tairo: int, pool: tuple[int, ...], titles: tuple[str, ...],
               who: tuple[int, ...]) -> tuple[Proposal, ...]:
    found = _memo.get(key)
    if found is None:
        if len(_memo) > 2000:
            _memo.clear()
        weights = packet_weights(state)
        if len(state.packets) == 2:
            found = tuple(_two_packets(state, tairo, who[0], pool, titles, weights))
        else:
            found = tuple(_one_packet(state, tairo, who[0], pool, titles, weights))
        _memo[key] = found
    return found


def card_worths(state: ShitennoState, judge: int, seat: int, pool: Sequence[int],
                weights: Sequence[float]) -> dict[int, float]:
    """Each card of the pool as `judge` sees its worth to `seat`: its plain worth, more when it brings a
    province within reach of the seat's seen hand."""
    counts = counts_of(seen_hand(state, judge, seat), state.payment_tiles(seat), state.titles[seat] == "hatamoto")
    base = _reach(state, counts)
    return {c: card_worth(c, weights) + REACH_WORTH * (_reach(state, _plus_card(counts, c)) - base) for c in pool}


def _one_packet(state: ShitennoState, tairo: int, receiver: int, pool: Sequence[int], titles: Sequence[str],
                weights: Sequence[float]) -> list[Proposal]:
    """For each free title, the cards the receiver likes most compared with the Tairō, until the packet is
    worth an even share to the receiver; and the highest and lowest title alone."""
    waiting = len(state.without_packet())
    theirs = card_worths(state, tairo, receiver, pool, weights)
    mine = card_worths(state, tairo, tairo, pool, weights)
    title_values = {t: title_worth(state, receiver, t) for t in titles}
    total = sum(theirs.values()) + sum(sorted(title_values.values(), reverse=True)[:waiting])
    target = total / waiting
    ordered = sorted(pool, key=lambda c: (theirs[c] - mine[c], -c), reverse=True)
    kinds = [kind_key(c) for c in ordered]
    found: list[Proposal] = []
    for title in titles:
        size, worth = 0, title_values[title]
        while size < len(ordered) and worth < target:
            worth += theirs[ordered[size]]
            size += 1
        for stop in sorted({max(0, size - 1), size, min(len(ordered), size + 1)}):
            found.append(Proposal(tuple(kinds[:stop]), title))
    found.append(Proposal((), titles[0]))
    found.append(Proposal((), titles[-1]))
    return list(dict.fromkeys(found))


def _two_packets(state: ShitennoState, tairo: int, chooser: int, pool: Sequence[int], titles: Sequence[str],
                 weights: Sequence[float]) -> list[Proposal]:
    """For each pair of titles, the Tairō fills the packet he hopes to get with the cards he likes more than
    the chooser does, as long as the chooser still prefers the other packet (A, which the chooser is expected
    to take)."""
    mine = card_worths(state, tairo, tairo, pool, weights)
    theirs = card_worths(state, tairo, chooser, pool, weights)
    ordered = sorted(pool, key=lambda c: (mine[c] - theirs[c], -c), reverse=True)
    found: list[tuple[float, Proposal]] = []
    for given_title in titles:
        for kept_title in titles:
            if kept_title == given_title:
                continue
            give: list[int] = []
            kept = title_worth(state, chooser, kept_title)
            given = title_worth(state, chooser, given_title) + sum(theirs.values())
            outcome = title_worth(state, tairo, kept_title)
            for card_id in ordered:
                if kept + theirs[card_id] <= given - theirs[card_id]:
                    kept += theirs[card_id]
                    given -= theirs[card_id]
                    outcome += mine[card_id]
                else:
                    give.append(card_id)
            found.append((outcome, Proposal(tuple(kind_key(c) for c in give), given_title, kept_title)))
    found.sort(key=lambda item: -item[0])
    return list(dict.fromkeys(p for _, p in found[:4]))


def quick_proposal(state: ShitennoState) -> Proposal:
    """A quick packet for playouts: cards dealt out by worth so that the receiver's share is about even, with a
    middle title (with two packets, the two highest titles, cards alternating)."""
    weights = symbol_weights(state)
    pool = sorted([*state.row, *(c for packet in state.packets for c in packet)],
                  key=lambda c: (-card_worth(c, weights), c))
    titles = sorted([*state.ranks, *(t for t in state.packet_titles if t is not None)], key=TITLES.index)
    if len(state.packets) == 2:
        return Proposal(tuple(kind_key(c) for c in pool[0::2]), titles[1], titles[0])
    waiting = len(state.without_packet())
    return Proposal(tuple(kind_key(c) for c in pool[1::waiting]), titles[len(titles) // 2])


def follows(state: ShitennoState, proposal: Proposal) -> bool:
    """True when the packets so far are on the way to the proposal: its titles where titles are set, and in
    packet A the first of its cards."""
    titles = (proposal.title, proposal.title_b)
    if any(t is not None and t != titles[k] for k, t in enumerate(state.packet_titles)):
        return False
    have = sorted(kind_key(c) for c in state.packets[0])
    return len(have) <= len(proposal.cards) and have == sorted(proposal.cards[:len(have)])


def step_towards(state: ShitennoState, proposal: Proposal) -> Command:
    """The next step that brings the packets closer to the proposal (the offer once they match)."""
    if state.packet_titles[0] != proposal.title:
        return PackTitle(proposal.title, 0)
    if proposal.title_b is not None and state.packet_titles[1] != proposal.title_b:
        return PackTitle(proposal.title_b, 1)
    have = [kind_key(c) for c in state.packets[0]]
    if follows(state, proposal):
        if len(have) == len(proposal.cards):
            return Offer()
        kind = proposal.cards[len(have)]
        sources = [*state.row, *(state.packets[1] if len(state.packets) == 2 else [])]
        return PackCard(min(c for c in sources if kind_key(c) == kind), 0)
    wanted = list(proposal.cards)
    for kind in have:
        if kind in wanted:
            wanted.remove(kind)
        else:
            return UnpackCard(min(c for c in state.packets[0] if kind_key(c) == kind))
    sources = [*state.row, *(state.packets[1] if len(state.packets) == 2 else [])]
    return PackCard(min(c for c in sources if kind_key(c) == wanted[0]), 0)


# --- a position --------------------------------------------------------------------------------------------
def estimate(state: ShitennoState) -> list[float]:
    """Each general's expected final favour: favour so far, likely majorities, koku, the cards and tiles in
    hand while kamons and years are left to use them, and the title."""
    weights = symbol_weights(state)
    found = [float(score) for score in state.scores]
    for key in state.slots:
        kamons = [state.kamons_of(s, key) for s in range(state.num_seats)]
        if any(kamons):
            for seat in range(state.num_seats):
                found[seat] += 6.0 * majority_share(kamons, seat)
    for seat in range(state.num_seats):
        hand = [c for c in state.hands[seat] if c >= 0]
        koku = sum(card(c).koku for c in hand)
        troops = sum(card_worth(c, weights) for c in hand if not card(c).is_koku)
        tiles = len(state.tiles[seat])
        kamons = placeable(state, seat)
        reach = min(kamons, (troops + tiles + koku / 1.5) / 4.0)
        usable = troops + TILE_WORTH * tiles if kamons else 0.1 * troops
        found[seat] += koku + usable + KAMON_SURPLUS * reach + title_worth(state, seat, state.titles[seat]) * 0.5
    return found


def chances(state: ShitennoState, estimates: Sequence[float]) -> tuple[float, ...]:
    """Chances to win from the estimates: a soft maximum that grows sharper as the end nears."""
    temperature = 2.5 + 2.0 * odd_years_left(state)
    top = max(estimates)
    powers = [math.exp((e - top) / temperature) for e in estimates]
    total = sum(powers)
    return tuple(p / total for p in powers)
