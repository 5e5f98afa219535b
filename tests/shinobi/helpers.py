"""Building Shinobi positions for rule tests."""

from __future__ import annotations

from ninjatable.games.shinobi.data import CLANS, card, troop_deck
from ninjatable.games.shinobi.rules import FIRST, ShinobiState


class CardBox:
    """Hands out distinct card ids of a clan (None: a Ninja)."""

    def __init__(self) -> None:
        self.free: dict[str | None, list[int]] = {}
        for c in troop_deck():
            self.free.setdefault(c.clan, []).append(c.id)

    def take(self, clan: str | None, n: int = 1) -> list[int]:
        return [self.free[clan].pop() for _ in range(n)]

    def rest(self) -> list[int]:
        return [i for ids in self.free.values() for i in ids]


def position(num_seats: int = 3, *, clans: list[str] | None = None,
             hands: list[list[str | None]] | None = None,
             provinces: list[dict[str, int]] | None = None,
             current: int = 0, deck: int | None = None, seed: int = 0) -> ShinobiState:
    """A state at the start of `current`'s turn with the given hands (clan names, None = Ninja) and
    armies; the rest of the cards go to the deck (or `deck` cards of it, the others discarded)."""
    state = ShinobiState(num_seats, seed)
    box = CardBox()
    state.clans = list(clans or CLANS[:num_seats])
    state.hands = [[] for _ in range(num_seats)]
    for seat, hand in enumerate(hands or [[] for _ in range(num_seats)]):
        for clan in hand:
            state.hands[seat].extend(box.take(clan))
    state.provinces = [{} for _ in range(num_seats)]
    for seat, armies in enumerate(provinces or [{} for _ in range(num_seats)]):
        for clan, count in armies.items():
            state.provinces[seat][clan] = box.take(clan, count)
    rest = box.rest()
    state.rng.shuffle(rest)
    if deck is None:
        state.deck, state.discard = rest, []
    else:
        state.deck, state.discard = rest[:deck], rest[deck:]
    state.current = current
    state.first_player = current
    state.order = FIRST
    state.protected = set()
    state.deployed_twice = False
    state.last_card_drawn_by = None
    state.last_turn = False
    return state


def card_of(state: ShinobiState, seat: int, clan: str | None) -> int:
    """The id of a card of `clan` in `seat`'s hand."""
    return next(c for c in state.hands[seat] if card(c).clan == clan)
