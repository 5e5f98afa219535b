"""What one Shinobi seat may know: its own hand and loyalty, the table, counts of the rest.

`view_of` is the frozen snapshot a table draws; `redact` is the same knowledge as a `ShinobiState`, for the
computer seats: other hands and the deck become hidden cards (`HIDDEN`, their number kept), other loyalties
`None` until the game is over, and the generator is taken out. `DecisionKind` names the kinds of decision a
table is asked (the rules make the decisions).
"""

from __future__ import annotations

import dataclasses

from ninjatable.engine.rng import NoGenerator
from ninjatable.games.shinobi.data import CLANS, Card, card
from ninjatable.games.shinobi.rules import DecisionKind as DecisionKind  # for the table
from ninjatable.games.shinobi.rules import ShinobiState

#: a card the seat has not seen (in another hand or in the deck).
HIDDEN = -1


@dataclasses.dataclass(frozen=True)
class ShinobiView:
    """A seat's share of the game. Other hands, other loyalties, the unused loyalty cards and the deck order
    are not in it (loyalties of all seats appear once the game is over)."""

    seat: int | None
    num_seats: int
    current: int | None
    order: str
    my_clan: str | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    provinces: tuple[dict[str, int], ...]
    deck_size: int
    discard_counts: dict[str, int]
    protected: frozenset[tuple[int, str]]
    final_round: bool
    last_turn: bool
    last_card_drawn_by: int | None
    clans: tuple[str | None, ...]
    turn_number: int
    first_player: int
    deployed_twice: bool
    record: tuple[dict[str, float], ...]
    over: bool

    @property
    def clan_totals(self) -> dict[str, int]:
        """Each clan's strength on the table: its cards in every province together (public: who is loyal to a
        clan is not part of it)."""
        totals = dict.fromkeys(CLANS, 0)
        for province in self.provinces:
            for clan, count in province.items():
                totals[clan] = totals.get(clan, 0) + count
        return totals

    @property
    def round_number(self) -> int:
        """The round of the game (every player has one turn a round), counted from 1."""
        return (self.turn_number - 1) // self.num_seats + 1


def view_of(state: ShinobiState, seat: int | None) -> ShinobiView:
    over = state.is_over()
    discard: dict[str, int] = {}
    for card_id in state.discard:
        key = card(card_id).clan or "ninja"
        discard[key] = discard.get(key, 0) + 1
    return ShinobiView(
        seat=seat,
        num_seats=state.num_seats,
        current=None if over else state.current,
        order=state.order,
        my_clan=state.clans[seat] if seat is not None else None,
        hand=tuple(card(c) for c in state.hands[seat]) if seat is not None else (),
        hand_sizes=tuple(len(h) for h in state.hands),
        provinces=tuple({clan: len(army) for clan, army in p.items()} for p in state.provinces),
        deck_size=len(state.deck),
        discard_counts=discard,
        protected=frozenset(state.protected),
        final_round=state.last_card_drawn_by is not None,
        last_turn=state.last_turn,
        last_card_drawn_by=state.last_card_drawn_by,
        clans=tuple(c if over or s == seat else None for s, c in enumerate(state.clans)),
        turn_number=state.turn_number,
        first_player=state.first_player,
        deployed_twice=state.deployed_twice,
        record=tuple(dict(r) for r in state.record),
        over=over,
    )


def redact(state: ShinobiState, seat: int | None) -> ShinobiState:
    """`state` as `seat` knows it: other hands and the deck hidden (their sizes kept), other loyalties unknown
    until the game is over, no generator."""
    known = state.clone()
    known.rng = NoGenerator()
    for other in range(state.num_seats):
        if other != seat:
            known.hands[other] = [HIDDEN] * len(state.hands[other])
            if not state.is_over():
                known.clans[other] = None  # type: ignore[call-overload]
    known.deck = [HIDDEN] * len(state.deck)
    return known
