"""What a payment is worth: troop symbols and koku, with bonus tiles and the Hatamoto's title.

A province's next slot is bought either with troops (the province's printed symbols plus the troop on its top
bonus tile, or on its gate when the stack is empty) or with koku worth at least the slot's bribe. Cards are
never split: a symbol or koku a card carries beyond what is needed is lost.

Bonus tiles act on the cards of the payment, several on one card if you like:

- exchange: one troop symbol or one koku card becomes a troop symbol of any type, or one troop symbol
  becomes one koku;
- +1: one more symbol of a type already on a card of the payment, or one more koku on a payment that has koku;
- the Hatamoto's title (once a turn) stands for one troop symbol of any type.

A player may pay more than the slot needs, as the rulebook allows: a card the slot could do without goes to the
discard with the others and what it carries is lost. A bonus tile or the Hatamoto's title, though, must help
(our rule): the table refuses one the payment could do without, so no tile is used up for nothing. The tiles of
a payment are then all used and discarded.
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from collections.abc import Iterable, Mapping

from ninjatable.games.shitenno.data import EXCHANGE, PLUS, TROOPS, card, tile, troop_term
from ninjatable.i18n import Arg, Message, msg, msg_n


def troops_words(count: int, troop: str) -> Message:
    """A number of troops of one type: "3 Samurai"."""
    return msg("{n} {troop}", n=count, troop=troop_term(troop))


@dataclasses.dataclass(frozen=True)
class Need:
    """What a slot costs: troops by type (`troops`), or koku worth `bribe`."""

    troops: tuple[tuple[str, int], ...]
    bribe: int

    @functools.cached_property
    def by_type(self) -> dict[str, int]:
        return dict(self.troops)

    @functools.cached_property
    def wanted(self) -> tuple[int, ...]:
        """The troops asked for, counted in the order of `TROOPS`."""
        found = dict(self.troops)
        return tuple(found.get(troop, 0) for troop in TROOPS)

    def words(self) -> Message:
        """"3 Samurai + 1 Sōhei, or 6 koku"."""
        if len(self.troops) == 1:
            (troop, count), = self.troops
            return msg("{troops}, or {bribe} koku", troops=troops_words(count, troop), bribe=self.bribe)
        (troop, count), (other, more) = self.troops
        return msg("{troops} + {more}, or {bribe} koku", troops=troops_words(count, troop),
                   more=troops_words(more, other), bribe=self.bribe)


def need_of(printed: str, symbols: int, extra: str, bribe: int) -> Need:
    """The cost of a slot: `symbols` of the `printed` type plus one of the `extra` type (the top bonus tile's
    troop, or the gate's), or `bribe` koku."""
    counts = {printed: symbols}
    counts[extra] = counts.get(extra, 0) + 1
    return Need(tuple(counts.items()), bribe)


@dataclasses.dataclass(frozen=True)
class Counts:
    """A payment summed up: troop symbols by type, koku, and the effects in it."""

    symbols: tuple[int, ...]
    koku_cards: int
    koku: int
    exchanges: int
    pluses: int
    hatamoto: int
    troop_symbols: int

    def without(self, item: str) -> Counts:
        """The counts with one item ("card:<id>", "tile:<id>" or "hatamoto:0") left out."""
        kind, _, number = item.partition(":")
        if kind == "hatamoto":
            return Counts(self.symbols, self.koku_cards, self.koku, self.exchanges, self.pluses, 0, self.troop_symbols)
        if kind == "tile":
            effect = tile(int(number)).effect
            return Counts(self.symbols, self.koku_cards, self.koku, self.exchanges - (effect == EXCHANGE),
                          self.pluses - (effect == PLUS), self.hatamoto, self.troop_symbols)
        found = card(int(number))
        if found.is_koku:
            return Counts(self.symbols, self.koku_cards - 1, self.koku - found.koku, self.exchanges, self.pluses,
                          self.hatamoto, self.troop_symbols)
        symbols = list(self.symbols)
        for troop in found.troops:
            symbols[TROOPS.index(troop)] -= 1
        return Counts(tuple(symbols), self.koku_cards, self.koku, self.exchanges, self.pluses, self.hatamoto,
                      self.troop_symbols - len(found.troops))


def counts_of(cards: Iterable[int], tiles: Iterable[int] = (), hatamoto: bool = False) -> Counts:
    symbols = [0] * len(TROOPS)
    koku_cards = koku = 0
    for card_id in cards:
        found = card(card_id)
        if found.is_koku:
            koku_cards += 1
            koku += found.koku
        for troop in found.troops:
            symbols[TROOPS.index(troop)] += 1
    effects = [tile(t).effect for t in tiles]
    return Counts(tuple(symbols), koku_cards, koku, effects.count(EXCHANGE), effects.count(PLUS), int(hatamoto),
                  sum(symbols))


def pays_troops(counts: Counts, need: Mapping[str, int] | Need) -> bool:
    """True if the payment gives every troop symbol `need` asks for.

    Each missing symbol is covered by the Hatamoto, by an exchange (turning a symbol or a koku card the slot
    does not need into it), or by a +1 on a symbol of its type. A type with no symbol on the cards first needs
    an exchange (fed by an unneeded symbol or koku card, or by a +1 copy of any symbol) unless the Hatamoto
    alone covers it.
    """
    wanted = need.wanted if isinstance(need, Need) else tuple(need.get(troop, 0) for troop in TROOPS)
    short = 0
    absent_ones = absent = 0
    spare = counts.koku_cards
    for have, want in zip(counts.symbols, wanted, strict=True):
        if have >= want:
            spare += have - want
            continue
        short += want - have
        if have == 0:
            absent += 1
            absent_ones += want == 1
    if short == 0:
        return True
    openers = absent - (1 if counts.hatamoto and absent_ones else 0)
    fed = min(counts.exchanges, spare)
    copies = min(counts.exchanges - fed, counts.pluses) if counts.troop_symbols or fed else 0
    return short <= counts.hatamoto + fed + counts.pluses and openers <= fed + copies


def koku_value(counts: Counts) -> int:
    """The koku a payment is worth: its koku cards, one koku per exchanged troop symbol, one per +1 (a +1
    needs koku in the payment to raise)."""
    exchanged = min(counts.exchanges, counts.troop_symbols)
    raised = counts.pluses if counts.koku_cards or exchanged else 0
    return counts.koku + exchanged + raised


def pays(counts: Counts, need: Need) -> bool:
    """True if the payment buys the slot with troops or with koku."""
    return koku_value(counts) >= need.bribe or pays_troops(counts, need)


@dataclasses.dataclass(frozen=True)
class Payment:
    """What a player has put forward: cards from the hand, bonus tiles, and perhaps the Hatamoto's title."""

    cards: tuple[int, ...] = ()
    tiles: tuple[int, ...] = ()
    hatamoto: bool = False

    @property
    def empty(self) -> bool:
        return not (self.cards or self.tiles or self.hatamoto)

    @property
    def size(self) -> int:
        return len(self.cards) + len(self.tiles) + int(self.hatamoto)

    def counts(self) -> Counts:
        return counts_of(self.cards, self.tiles, self.hatamoto)

    def items(self) -> list[str]:
        """Each item once per kind ("card:<id>", "tile:<id>", "hatamoto:0"): items alike are tried once."""
        found: list[str] = []
        seen: set[object] = set()
        for card_id in self.cards:
            kind = card(card_id).kind
            if kind not in seen:
                seen.add(kind)
                found.append(f"card:{card_id}")
        for tile_id in self.tiles:
            effect = tile(tile_id).effect
            if effect not in seen:
                seen.add(effect)
                found.append(f"tile:{tile_id}")
        if self.hatamoto:
            found.append("hatamoto:0")
        return found


#: the kinds of item a payment may hold: cards, bonus tiles, the Hatamoto's title.
ITEM_KINDS = ("card", "tile", "hatamoto")
#: the items a payment may hold only when they help.
HELPERS = ("tile", "hatamoto")


def spare_item(payment: Payment, need: Need, counts: Counts | None = None,
               kinds: tuple[str, ...] = ITEM_KINDS) -> str | None:
    """The first item of the given kinds the payment does not need (as "card:<id>", "tile:<id>" or
    "hatamoto:0"), or None when every such item is needed. Asked only of a payment that buys the slot."""
    counts = counts or payment.counts()
    for item in payment.items():
        if item.partition(":")[0] in kinds and pays(counts.without(item), need):
            return item
    return None


def buys(payment: Payment, need: Need, counts: Counts | None = None) -> bool:
    """True if the payment buys the slot: it gives the troops or the bribe, and every bonus tile in it (and the
    Hatamoto's title) helps. Cards beyond what the slot needs are allowed; what they carry is lost."""
    if payment.empty:
        return False
    counts = counts or payment.counts()
    return pays(counts, need) and spare_item(payment, need, counts, HELPERS) is None


def _worth(card_id: int) -> tuple[int, bool, int]:
    """A card's worth for choosing what a payment loses: its koku or its symbols (a koku above a symbol)."""
    found = card(card_id)
    return (found.koku or len(found.troops), found.is_koku, card_id)


def surplus(payment: Payment, need: Need) -> Arg | None:
    """What a payment that buys the slot loses beyond the slot's cost, in words ("2 koku", "1 Sōhei",
    "1 Bushi and 3 koku"), or None when it loses nothing.

    The cards the slot could do without are lost whole (the worthiest left out first, so what is kept is the
    cheapest way to pay). Of the cards kept, paying with koku loses the koku above the bribe and any troop
    symbol no exchange turns into koku; paying with troops loses the symbols above those asked for (counted
    without their types when a tile or the Hatamoto's title takes part).
    """
    kept = list(payment.cards)
    for card_id in sorted(payment.cards, key=_worth, reverse=True):
        rest = [c for c in kept if c != card_id]
        if (rest or payment.tiles or payment.hatamoto) and pays(counts_of(rest, payment.tiles, payment.hatamoto),
                                                                 need):
            kept = rest
    left_out = [card(c) for c in payment.cards if c not in kept]
    koku = sum(found.koku for found in left_out)
    troops = Counter(troop for found in left_out for troop in found.troops)
    counts = counts_of(kept, payment.tiles, payment.hatamoto)
    symbols = 0
    if pays_troops(counts, need):
        if counts.exchanges or counts.pluses or counts.hatamoto:
            symbols = counts.troop_symbols + counts.koku_cards + counts.pluses + counts.hatamoto - sum(need.wanted)
        else:
            troops.update({t: counts.symbols[i] - want for i, (t, want) in enumerate(zip(TROOPS, need.wanted,
                                                                                          strict=True))})
    else:
        koku += koku_value(counts) - need.bribe
        symbols = counts.troop_symbols - min(counts.exchanges, counts.troop_symbols)
    return _lost_words(troops, symbols, koku)


def _lost_words(troops: Counter[str], symbols: int, koku: int) -> Arg | None:
    parts = [troops_words(troops[t], t) for t in TROOPS if troops[t] > 0]
    if symbols > 0:
        parts.append(msg_n("{n} troop symbol", "{n} troop symbols", n=symbols))
    if koku > 0:
        parts.append(msg("{n} koku", n=koku))
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else tuple(parts)


def shortfall(payment: Payment, need: Need) -> Message:
    """What a payment that does not buy the slot lacks, in words: the troops missing when the tiles are not
    counted, or the koku missing."""
    counts = payment.counts()
    wanted = need.by_type
    missing = tuple(troops_words(wanted[t] - counts.symbols[i], t) for i, t in enumerate(TROOPS)
                    if counts.symbols[i] < wanted.get(t, 0))
    koku = need.bribe - koku_value(counts)
    troops: Arg = missing if missing else msg("no troops")
    if counts.exchanges or counts.pluses or counts.hatamoto:
        return msg("missing {troops} (before bonus tiles), or {koku} more koku", troops=troops, koku=koku)
    return msg("missing {troops}, or {koku} more koku", troops=troops, koku=koku)
