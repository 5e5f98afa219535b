"""What one Shitennō seat may know.

Hands are secret, but packets are laid face up: every player knows the cards another received in a packet
(until they are paid away) and only the number of the cards that player drew unseen (the first two, and those
from card bonuses). A province's bonus tiles lie troop side up: the troop of the top tile is seen, its bonus
and the tiles under it are not. A payment being put together is the acting player's own business until it is
placed. At the end of the game the hands are shown.

`view_of` is the frozen snapshot a table draws; `redact` is the same knowledge as a `ShitennoState` for the
computer seats: unknown cards and tiles become placeholders (their number kept), the deck orders and the
generator are taken out.
"""

from __future__ import annotations

import dataclasses

from ninjatable.engine.rng import NoGenerator
from ninjatable.games.shitenno.data import Card, Tile, card, place_name, tile
from ninjatable.games.shitenno.map import board
from ninjatable.games.shitenno.rules import ShitennoState
from ninjatable.games.shitenno.rules.payment import Need, Payment
from ninjatable.games.shitenno.rules.realm import (
    HIDDEN,
    OVER,
    DecisionKind,
    Kamon,
    tile_troop,
    top_placeholder,
)
from ninjatable.games.shitenno.rules.scoring import Tally, tallies


@dataclasses.dataclass(frozen=True)
class ProvinceView:
    """A province as everybody sees it: its slots, the troop on its top bonus tile (or gate), the number of
    tiles left on its stack, and what its first free slot costs (None when full)."""

    key: str
    slots: tuple[Kamon | None, ...]
    top_troop: str
    stack: int
    need: Need | None
    free_slot: int | None


@dataclasses.dataclass(frozen=True)
class ShitennoView:
    """A seat's share of the game (`seat` None: a spectator, who sees only what lies face up)."""

    seat: int | None
    num_seats: int
    names: tuple[str, ...]
    year: int
    stage: str
    titles: tuple[str, ...]
    order: tuple[int, ...]
    scores: tuple[int, ...]
    supply: tuple[int, ...]
    provinces: tuple[ProvinceView, ...]
    #: bonus tiles in front of each player, bonus side up.
    tiles: tuple[tuple[Tile, ...], ...]
    used_tiles: int
    #: the viewer's own hand (every card, at the end every hand is shown in `known`).
    hand: tuple[Card, ...]
    #: the cards of each hand every player saw; and how many more each hand holds unseen.
    known: tuple[tuple[Card, ...], ...]
    unseen: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    troop_deck: int
    troop_discard: tuple[Card, ...]
    koku_deck: int
    koku_discard: tuple[Card, ...]
    # the distribution
    tairo: int | None
    asked: int | None
    refused: tuple[int, ...]
    row: tuple[Card, ...]
    ranks: tuple[str, ...]
    packets: tuple[tuple[Card, ...], ...]
    packet_titles: tuple[str | None, ...]
    received: tuple[str | None, ...]
    # the conquest
    current: int | None
    placed: int
    #: the viewer's own payment while it is the viewer's turn (empty otherwise).
    payment: Payment
    hatamoto_used: bool
    over: bool
    final: tuple[Tally, ...]


def _province(state: ShitennoState, key: str) -> ProvinceView:
    stack = state.stacks[key]
    province = state.province(key)
    top = (tile_troop(stack[-1]) if stack else None) or province.troop
    return ProvinceView(key, tuple(state.slots[key]), top, len(stack), state.need(key), state.free_slot(key))


def view_of(state: ShitennoState, seat: int | None) -> ShitennoView:
    over = state.is_over()
    mine = seat is not None and not over and state.current == seat
    known = tuple(tuple(card(c) for c in (sorted(hand) if over else state.known[s]) if c >= 0)
                  for s, hand in enumerate(state.hands))
    return ShitennoView(
        seat=seat,
        num_seats=state.num_seats,
        names=tuple(state.seat_name(s) for s in range(state.num_seats)),
        year=state.year,
        stage=state.stage,
        titles=tuple(state.titles),
        order=tuple(state.order()),
        scores=tuple(state.scores),
        supply=tuple(state.supply),
        provinces=tuple(_province(state, key) for key in board().keys),
        tiles=tuple(tuple(tile(t) for t in held) for held in state.tiles),
        used_tiles=len(state.used_tiles),
        hand=tuple(card(c) for c in state.hands[seat]) if seat is not None else (),
        known=known,
        unseen=tuple(len(hand) - len(known[s]) for s, hand in enumerate(state.hands)),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        troop_deck=len(state.troop_deck),
        troop_discard=tuple(card(c) for c in state.troop_discard),
        koku_deck=len(state.koku_deck),
        koku_discard=tuple(card(c) for c in state.koku_discard),
        tairo=state.tairo,
        asked=state.asked,
        refused=tuple(state.refused),
        row=tuple(card(c) for c in state.row),
        ranks=tuple(state.ranks),
        packets=tuple(tuple(card(c) for c in packet) for packet in state.packets),
        packet_titles=tuple(state.packet_titles),
        received=tuple(state.received),
        current=state.current,
        placed=state.placed,
        payment=state.payment if mine else Payment(),
        hatamoto_used=state.hatamoto_used,
        over=over,
        final=tuple(tallies(state)) if over else (),
    )


def redact(state: ShitennoState, seat: int | None) -> ShitennoState:
    """`state` as `seat` knows it: other hands show only their seen cards (the rest hidden, their number kept),
    another player's payment in progress is taken back into the hand, the decks lose their order, a stack shows
    only its top tile's troop, and there is no generator."""
    known = state.clone()
    known.rng = NoGenerator()
    if known.current != seat:
        known.payment = Payment()
    if state.stage != OVER:
        for other in range(state.num_seats):
            if other != seat:
                seen = sorted(state.known[other])
                known.hands[other] = seen + [HIDDEN] * (len(state.hands[other]) - len(seen))
    known.troop_deck = [HIDDEN] * len(state.troop_deck)
    known.koku_deck = [HIDDEN] * len(state.koku_deck)
    for key, stack in state.stacks.items():
        hidden = [HIDDEN] * len(stack)
        if stack:
            troop = tile_troop(stack[-1])
            assert troop is not None
            hidden[-1] = top_placeholder(troop)
        known.stacks[key] = hidden
    known.board_changed()
    return known


def province_names() -> dict[str, str]:
    """Each province's name in the current language, by its key."""
    return {p.key: place_name(p.name) for p in board().provinces}


__all__ = ["OVER", "DecisionKind", "ProvinceView", "ShitennoView", "province_names", "redact", "view_of"]
