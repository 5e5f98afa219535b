"""A payment's worth as the rules define it, checked against an exhaustive search over every way to apply the
bonus tiles and the Hatamoto to the paid cards."""

from __future__ import annotations

from functools import lru_cache

from hypothesis import given, settings
from hypothesis import strategies as st

from ninjatable.games.shitenno.data import TROOPS, all_cards, all_tiles
from ninjatable.games.shitenno.rules.payment import (
    Counts,
    Need,
    Payment,
    buys,
    koku_value,
    need_of,
    pays_troops,
    surplus,
)
from ninjatable.i18n.message import render_arg


def covers(tokens: tuple[str, ...], need: dict[str, int]) -> bool:
    wild = tokens.count("W")
    return sum(max(0, need.get(t, 0) - tokens.count(t)) for t in TROOPS) <= wild


def exhaustive(tokens: list[str], exchanges: int, pluses: int, hatamoto: int, need: dict[str, int]) -> bool:
    """Try every sequence of effects: an exchange turns any troop symbol or koku card ('K') into any troop, a
    +1 copies a troop symbol on a card, the Hatamoto adds a wild symbol ('W') a +1 cannot copy."""

    @lru_cache(None)
    def search(held: tuple[str, ...], e: int, p: int, h: int) -> bool:
        if covers(held, need):
            return True
        if h and search(tuple(sorted((*held, "W"))), e, p, 0):
            return True
        for token in set(held) - {"W"}:
            rest = list(held)
            rest.remove(token)
            if e and any(search(tuple(sorted((*rest, t))), e - 1, p, h) for t in TROOPS if t != token):
                return True
            if p and token != "K" and search(tuple(sorted((*held, token))), e, p - 1, h):
                return True
        return False

    return search(tuple(sorted(tokens)), exchanges, pluses, hatamoto)


@settings(max_examples=600, deadline=None)
@given(printed=st.sampled_from(TROOPS), symbols=st.integers(2, 3), extra=st.sampled_from(TROOPS),
       held=st.lists(st.integers(0, 3), min_size=4, max_size=4), koku_cards=st.integers(0, 2),
       exchanges=st.integers(0, 2), pluses=st.integers(0, 2), hatamoto=st.integers(0, 1))
def test_troop_payments_agree_with_every_way_to_use_the_tiles(printed, symbols, extra, held, koku_cards, exchanges,
                                                              pluses, hatamoto):
    need = need_of(printed, symbols, extra, 5)
    tokens = [t for i, t in enumerate(TROOPS) for _ in range(held[i])] + ["K"] * koku_cards
    counts = Counts(tuple(held), koku_cards, koku_cards, exchanges, pluses, hatamoto, sum(held))
    assert pays_troops(counts, need) == exhaustive(tokens, exchanges, pluses, hatamoto, need.by_type)


@settings(max_examples=300, deadline=None)
@given(koku=st.lists(st.integers(1, 3), max_size=4), symbols=st.integers(0, 3), exchanges=st.integers(0, 2),
       pluses=st.integers(0, 2))
def test_koku_payments_count_cards_exchanged_symbols_and_raises(koku, symbols, exchanges, pluses):
    counts = Counts((symbols, 0, 0, 0), len(koku), sum(koku), exchanges, pluses, 0, symbols)
    exchanged = min(exchanges, symbols)
    expected = sum(koku) + exchanged + (pluses if koku or exchanged else 0)
    assert koku_value(counts) == expected


def _cards(*names: str) -> tuple[int, ...]:
    """Distinct card ids by name ('samurai', 'bushi+sohei', 'koku2')."""
    left = list(all_cards())
    found = []
    for name in names:
        koku = int(name[4:]) if name.startswith("koku") else 0
        troops = () if koku else tuple(sorted(name.split("+"), key=TROOPS.index))
        chosen = next(c for c in left if c.koku == koku and c.troops == troops)
        left.remove(chosen)
        found.append(chosen.id)
    return tuple(found)


def _tiles(*effects: str) -> tuple[int, ...]:
    found: list[int] = []
    for effect in effects:
        found.append(next(t.id for t in all_tiles() if t.effect == effect and t.id not in found))
    return tuple(found)


def test_a_payment_buys_with_cards_to_spare_but_not_with_a_tile_that_does_nothing():
    need = need_of("samurai", 3, "bushi", 5)
    assert buys(Payment(_cards("samurai", "samurai", "samurai", "bushi")), need)
    assert buys(Payment(_cards("samurai", "samurai", "samurai", "samurai", "bushi")), need), "cards may be spare"
    assert buys(Payment(_cards("koku3", "koku2", "koku1")), need)
    assert not buys(Payment(_cards("samurai", "samurai", "bushi")), need)
    assert not buys(Payment(), need)
    assert buys(Payment(_cards("samurai", "samurai", "bushi"), _tiles("plus")), need)
    assert not buys(Payment(_cards("samurai", "samurai", "samurai", "bushi"), _tiles("plus")), need)
    assert not buys(Payment(_cards("samurai", "samurai", "samurai", "bushi"), hatamoto=True), need)


def _lost(payment: Payment, need: Need) -> str | None:
    """What the payment loses, in words (None: nothing)."""
    found = surplus(payment, need)
    return None if found is None else render_arg(found)


def test_what_an_overpaid_slot_loses_is_said_in_words():
    need = need_of("samurai", 3, "bushi", 5)
    assert _lost(Payment(_cards("samurai", "samurai", "samurai", "bushi")), need) is None
    assert _lost(Payment(_cards("koku3", "koku2")), need) is None
    assert _lost(Payment(_cards("koku3", "koku3")), need) == "1 koku"
    assert _lost(Payment(_cards("koku3", "koku2", "koku2")), need) == "2 koku"
    assert _lost(Payment(_cards("samurai", "samurai", "samurai", "bushi+sohei")), need) == "1 Sōhei"
    assert _lost(Payment(_cards("samurai", "samurai", "samurai", "bushi", "koku2")), need) == "2 koku"
    assert _lost(Payment(_cards("samurai", "samurai", "samurai+samurai", "bushi", "shinobi")), need) == \
        "1 Samurai and 1 Shinobi"
    assert _lost(Payment(_cards("samurai", "samurai", "bushi+sohei"), _tiles("plus")), need) == "1 troop symbol"
    assert _lost(Payment(_cards("samurai", "samurai", "bushi"), _tiles("plus")), need) is None
