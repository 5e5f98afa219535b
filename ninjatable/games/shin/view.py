"""What one SHIN seat may know: its hand and its own choice, the cards it passed (it knows what the next player
holds), the revealed ninja, its own spy and any spy it looked at; never another player's pending choice or
unseen spy, nor the order of the draw pile.

`view_of` is the frozen snapshot a table draws; `redact` is the same knowledge as a `ShinState` for the computer
seats: every card the seat cannot see becomes `HIDDEN` (their number kept), another player's pending choice is
only "chosen" (`HIDDEN`), and the generator is taken out.
"""

from __future__ import annotations

import dataclasses

from ninjatable.engine.rng import NoGenerator
from ninjatable.games.shin.rules import OVER, ShinState
from ninjatable.games.shin.rules.abilities import Step
from ninjatable.games.shin.rules.asking import DecisionKind
from ninjatable.games.shin.rules.cards import HIDDEN, NONE
from ninjatable.games.shin.rules.strength import (
    BASE,
    COLOUR,
    NinjaStrength,
    RoundResult,
    TeamStrength,
    strengths,
)
from ninjatable.games.shin.rules.village import team_of

#: what a view holds and the table reads (the table never imports the rules).
__all__ = ["BASE", "COLOUR", "HIDDEN", "NONE", "DecisionKind", "Ninja", "NinjaStrength", "RoundResult", "ShinView",
           "Step", "TeamStrength", "redact", "team_of", "view_of"]


@dataclasses.dataclass(frozen=True)
class Ninja:
    """A ninja standing in the village."""

    card: int
    seat: int
    territory: int
    cancelled: bool

    @property
    def team(self) -> int:
        return team_of(self.seat)


@dataclasses.dataclass(frozen=True)
class ShinView:
    """A seat's share of the game (`seat` None: a spectator, who sees only what lies face up)."""

    seat: int | None
    num_seats: int
    round: int
    turn: int
    phase: str
    #: the seat's hand in initiative order, without its own choice of this turn.
    hand: tuple[int, ...]
    #: the seat's own face-down choice of this turn (0: none yet).
    my_choice: int
    #: who has chosen this turn (a card lies face down in front of them).
    chosen: tuple[bool, ...]
    #: how many cards each hand holds (a face-down choice not counted).
    hand_counts: tuple[int, ...]
    #: per seat, the cards this seat knows to be in that hand (or chosen from it this turn).
    known_hands: tuple[tuple[int, ...], ...]
    #: per seat, its spy if this seat knows it, else HIDDEN (face down) or NONE (no spy).
    spies: tuple[int, ...]
    spy_cancelled: tuple[bool, ...]
    spies_revealed: bool
    #: the other players who have looked at this seat's own spy.
    my_spy_seen_by: tuple[int, ...]
    village: tuple[Ninja, ...]
    #: per territory (index 0 for territory 1), the teams of its stones in the order they were laid.
    stones: tuple[tuple[int, ...], ...]
    stones_placed: tuple[int, int]
    #: the revealed ninja waiting to enter play, in initiative order: (card, seat).
    queue: tuple[tuple[int, int], ...]
    step: Step | None
    acting: tuple[int, ...]
    stone_queue: tuple[int, ...]
    deck_size: int
    discard: tuple[int, ...]
    #: both teams' strength as this seat can count it now (unseen spies left out).
    strengths: tuple[TeamStrength, TeamStrength]
    last_result: RoundResult | None
    results: tuple[RoundResult, ...]
    winner: int | None
    over: bool

    @property
    def team(self) -> int:
        return team_of(self.seat) if self.seat is not None else 0

    def ninja_at(self, territory: int, side: int) -> Ninja | None:
        for ninja in self.village:
            if ninja.territory == territory and ninja.team == side:
                return ninja
        return None

    def ninja(self, card: int) -> Ninja | None:
        return next((n for n in self.village if n.card == card), None)


def _known_hand(state: ShinState, seat: int | None, other: int) -> tuple[int, ...]:
    if seat is None:
        return ()
    return tuple(c for c in state.cards.hands[other] if other == seat or state.cards.knows(seat, c))


def _spy_seen(state: ShinState, seat: int | None, other: int) -> int:
    cards = state.cards
    if cards.spies[other] == NONE:
        return NONE
    return cards.spies[other] if cards.spy_known(seat, other) else HIDDEN


def view_of(state: ShinState, seat: int | None) -> ShinView:
    cards, village = state.cards, state.village
    n = state.num_seats
    mine = cards.chosen[seat] if seat is not None and cards.chosen[seat] > NONE else NONE
    own_spy = cards.spies[seat] if seat is not None else NONE
    seen_by = tuple(sorted(cards.knowers.get(own_spy, set()) - {seat})) if own_spy > NONE else ()
    return ShinView(
        seat=seat, num_seats=n, round=state.round, turn=state.turn, phase=state.phase,
        hand=tuple(c for c in cards.hands[seat] if c != mine) if seat is not None else (),
        my_choice=mine,
        chosen=tuple(cards.chosen[s] != NONE for s in range(n)),
        hand_counts=tuple(len(cards.hands[s]) - (cards.chosen[s] != NONE) for s in range(n)),
        known_hands=tuple(_known_hand(state, seat, s) for s in range(n)),
        spies=tuple(_spy_seen(state, seat, s) for s in range(n)),
        spy_cancelled=tuple(cards.spy_cancelled),
        spies_revealed=cards.spies_revealed,
        my_spy_seen_by=seen_by,
        village=tuple(Ninja(c, village.seat_of[c], village.where[c], c in village.cancelled) for c in village.ninja()),
        stones=tuple(tuple(s) for s in village.stones),
        stones_placed=(village.stones_placed(0), village.stones_placed(1)),
        queue=tuple(state.queue), step=state.step, acting=state.to_act(), stone_queue=tuple(state.stone_queue),
        deck_size=len(cards.deck), discard=tuple(cards.discard),
        strengths=strengths(village, state.visible_spies(seat)),
        last_result=state.results[-1] if state.results else None, results=tuple(state.results),
        winner=state.winner, over=state.phase == OVER,
    )


def redact(state: ShinState, seat: int | None) -> ShinState:
    """`state` as `seat` knows it: hidden cards as HIDDEN (known cards of another hand first, in initiative
    order), other players' pending choices only marked as made, unseen spies face down, the draw pile
    hidden, no generator."""
    known = state.clone()
    known.rng = NoGenerator()
    cards = known.cards
    for other in range(state.num_seats):
        if other == seat:
            continue
        hand = state.cards.hands[other]
        seen = sorted(c for c in hand if state.cards.knows(seat, c))
        cards.hands[other] = seen + [HIDDEN] * (len(hand) - len(seen))
        if cards.chosen[other] != NONE:
            cards.chosen[other] = HIDDEN
        cards.spies[other] = _spy_seen(state, seat, other)
    cards.knowers = {c: set(k) for c, k in state.cards.knowers.items() if seat is not None and seat in k}
    cards.deck = [HIDDEN] * len(state.cards.deck)
    return known
