"""Building SHIN positions for rule tests, naming ninja by their names."""

from __future__ import annotations

from ninjatable.games.shin.commands import Choose
from ninjatable.games.shin.data import CARD_IDS, card_by_name
from ninjatable.games.shin.rules import CHOOSE, ShinState
from ninjatable.games.shin.rules.cards import NONE


def ids(*names: str) -> list[int]:
    return [card_by_name(name).id for name in names]


def nid(name: str) -> int:
    return card_by_name(name).id


def position(hands: list[list[str]], *, spies: list[str] | None = None,
             placed: dict[str, tuple[int, int]] | None = None, turn: int = 2, phase: str = CHOOSE,
             stones: dict[int, list[int]] | None = None, seed: int = 0) -> ShinState:
    """A state with the given hands (names), spies (one per seat, or none), ninja in the village
    (name -> (seat, territory)), stones (territory -> teams); the other cards are in the draw pile. Every
    hand card is known to its owner and to the player who passed it (as after turn 1)."""
    num_seats = len(hands)
    state = ShinState(num_seats, seed)
    cards = state.cards
    used: set[int] = set()
    cards.hands = [sorted(ids(*hand)) for hand in hands]
    cards.knowers = {}
    for seat, hand in enumerate(cards.hands):
        for c in hand:
            cards.knowers[c] = {seat, (seat - 1) % num_seats}
        used.update(hand)
    cards.spies = [NONE] * num_seats
    if spies:
        for seat, name in enumerate(spies):
            cards.spies[seat] = nid(name)
            cards.knowers[nid(name)] = {seat}
            used.add(nid(name))
    state.village.where, state.village.seat_of = {}, {}
    for name, (seat, territory) in (placed or {}).items():
        state.village.place(nid(name), seat, territory)
        used.add(nid(name))
    for territory, teams in (stones or {}).items():
        for team in teams:
            state.village.add_stone(territory, team)
    cards.deck = [c for c in CARD_IDS if c not in used]
    cards.discard = []
    cards.chosen = [NONE] * num_seats
    state.turn = turn
    state.phase = phase
    return state


def choose(state: ShinState, *names: str) -> list:
    """Every seat chooses the named card, in seat order; the events of the last choice."""
    events: list = []
    for seat, name in enumerate(names):
        events = state.apply(seat, Choose(nid(name)))
    return events
