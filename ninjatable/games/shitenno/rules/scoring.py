"""The end of the game and the final scoring.

The game ends at the end of an odd year in which a player has placed his last kamon, or after the koku deck
ran out. Every general then gains 1 favour per koku in hand (bonus tiles still unused may turn troop symbols
into koku, or raise koku, one each) and 6 favour for every province where he has the most kamons (a gold one
counts as two; in a tie the general whose kamon lies furthest left wins). The most favour wins; a tie goes to
the higher title of the last year.
"""

from __future__ import annotations

import dataclasses

from ninjatable.games.shitenno.data import (
    EXCHANGE,
    MAJORITY_FAVOUR,
    PLUS,
    card,
    general_term,
    place_term,
    seals,
    tile,
    title_term,
)
from ninjatable.games.shitenno.rules.realm import Realm
from ninjatable.i18n import Message, msg


@dataclasses.dataclass(frozen=True)
class Majority:
    """Who holds a province at the end, and how it was decided."""

    province: str
    holder: int | None
    weights: tuple[int, ...]
    by_position: bool


@dataclasses.dataclass(frozen=True)
class Tally:
    """A general's final favour: from play, from koku cards, from bonus tiles turned into koku, and from
    provinces held."""

    seat: int
    favour: int
    koku_cards: int
    koku_from_tiles: int
    provinces: tuple[str, ...]

    @property
    def total(self) -> int:
        return self.favour + self.koku_cards + self.koku_from_tiles + MAJORITY_FAVOUR * len(self.provinces)


def majority(realm: Realm, key: str) -> Majority:
    """The general with the most kamons in the province (gold ones count twice); a tie goes to the kamon
    further left."""
    weights = tuple(realm.kamons_of(seat, key) for seat in range(realm.num_seats))
    best = max(weights)
    if best == 0:
        return Majority(key, None, weights, False)
    tied = [seat for seat in range(realm.num_seats) if weights[seat] == best]
    if len(tied) == 1:
        return Majority(key, tied[0], weights, False)
    for kamon in realm.slots[key]:
        if kamon is not None and kamon[0] in tied:
            return Majority(key, kamon[0], weights, True)
    raise AssertionError("a tie among generals with no kamon")


def koku_from_tiles(realm: Realm, seat: int) -> int:
    """Favour the seat's unused bonus tiles add at the end: an exchange turns a troop symbol in hand into one
    koku; a +1 raises koku in hand by one."""
    hand = [card(c) for c in realm.hands[seat] if c >= 0]
    effects = [tile(t).effect for t in realm.tiles[seat] if t >= 0]
    exchanged = min(effects.count(EXCHANGE), sum(len(c.troops) for c in hand))
    has_koku = any(c.is_koku for c in hand) or exchanged > 0
    return exchanged + (effects.count(PLUS) if has_koku else 0)


def tallies(realm: Realm) -> list[Tally]:
    held: dict[int, list[str]] = {seat: [] for seat in range(realm.num_seats)}
    for key in realm.slots:
        found = majority(realm, key)
        if found.holder is not None:
            held[found.holder].append(key)
    return [Tally(seat, realm.scores[seat], realm.koku_in_hand(seat), koku_from_tiles(realm, seat),
                  tuple(held[seat])) for seat in range(realm.num_seats)]


def ranking(realm: Realm, totals: list[int]) -> list[int]:
    """Most favour first; a tie goes to the higher title of the last year."""
    return sorted(range(realm.num_seats), key=lambda s: (-totals[s], -seals(realm.titles[s])))


def explanation(realm: Realm, found: list[Tally]) -> list[Message]:
    """Every point explained, the winner and any tie-break, as messages."""
    lines = []
    for tally in sorted(found, key=lambda t: -t.total):
        fields = {"player": general_term(tally.seat), "favour": tally.favour, "koku": tally.koku_cards,
                  "total": tally.total}
        held = MAJORITY_FAVOUR * len(tally.provinces)
        provinces = tuple(place_term(realm.province(key).name) for key in tally.provinces)
        if tally.koku_from_tiles and tally.provinces:
            lines.append(msg("{player}: {favour} favour in play + {koku} koku in hand + {tiles} from bonus tiles + "
                             "{held} for {provinces} = {total}.", tiles=tally.koku_from_tiles, held=held,
                             provinces=provinces, **fields))
        elif tally.koku_from_tiles:
            lines.append(msg("{player}: {favour} favour in play + {koku} koku in hand + {tiles} from bonus tiles = "
                             "{total}.", tiles=tally.koku_from_tiles, **fields))
        elif tally.provinces:
            lines.append(msg("{player}: {favour} favour in play + {koku} koku in hand + {held} for {provinces} = "
                             "{total}.", held=held, provinces=provinces, **fields))
        else:
            lines.append(msg("{player}: {favour} favour in play + {koku} koku in hand = {total}.", **fields))
    totals = [t.total for t in found]
    order = ranking(realm, totals)
    best = totals[order[0]]
    tied = [msg("{player} ({title})", player=general_term(s), title=title_term(realm.titles[s]))
            for s in order if totals[s] == best]
    if len(tied) > 1:
        lines.append(msg("Tie at {n}: {first} ahead of {others} by last year's title.", n=best, first=tied[0],
                         others=tuple(tied[1:])))
    lines.append(msg("{player} is the Shōgun's favourite with {n} favour.", player=general_term(order[0]), n=best))
    return lines
