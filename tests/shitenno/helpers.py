"""Building Shitennō positions for rule tests: hands by card names, tiles by bonus, stacks by troop."""

from __future__ import annotations

import pytest

from ninjatable.engine.errors import IllegalCommand
from ninjatable.games.shitenno.commands import PickCard, PickHatamoto, PickTile
from ninjatable.games.shitenno.data import TROOPS, all_cards, all_tiles, card, tile
from ninjatable.games.shitenno.rules import ShitennoState, distribution
from ninjatable.games.shitenno.rules import conquest as conquest_year
from ninjatable.games.shitenno.rules.payment import Payment
from ninjatable.games.shitenno.rules.realm import TAIRO_TURNS


def card_kind(name: str) -> tuple:
    """'samurai', 'bushi+sohei', 'koku2' -> a card's kind."""
    if name.startswith("koku"):
        return (int(name[4:]), ())
    troops = tuple(name.split("+"))
    assert all(t in TROOPS for t in troops), name
    return (0, tuple(sorted(troops, key=TROOPS.index)))


class Box:
    """Hands out distinct card ids and tile ids by name."""

    def __init__(self) -> None:
        self.cards = [c.id for c in all_cards()]
        self.tiles = [t.id for t in all_tiles()]

    def card(self, name: str) -> int:
        kind = card_kind(name)
        found = next(c for c in self.cards if (card(c).koku, card(c).troops) == kind)
        self.cards.remove(found)
        return found

    def tile(self, effect: str | None, troop: str | None = None) -> int:
        """A tile with this bonus (any when None) and this troop side (any when None)."""
        found = next(t for t in self.tiles if (effect is None or tile(t).effect == effect)
                     and (troop is None or tile(t).troop == troop))
        self.tiles.remove(found)
        return found


def conquest(num_seats: int = 4, *, titles: list[str] | None = None, hands: list[list[str]] | None = None,
             tiles: list[list[str]] | None = None, tops: dict[str, list[str]] | None = None,
             seed: int = 0) -> tuple[ShitennoState, Box]:
    """An odd year at the start of the first turn, with the given titles, hands (card names), bonus tiles
    (effects) and stacks (`tops`: province -> troops of its tiles from the bottom; the others keep theirs).
    The decks hold every other card."""
    state = ShitennoState(num_seats, seed)
    box = Box()
    state.titles = list(titles or ["daimyo", "shomyo", "sensei", "hatamoto"][:num_seats])
    state.hands = [[box.card(name) for name in hand] for hand in (hands or [[] for _ in range(num_seats)])]
    state.known = [[] for _ in range(num_seats)]
    state.tiles = [[box.tile(effect) for effect in held] for held in (tiles or [[] for _ in range(num_seats)])]
    state.stacks = {key: [box.tile(None, troop) for troop in wanted] for key, wanted in (tops or {}).items()}
    for key in state.slots:
        if key not in state.stacks:
            state.stacks[key] = [box.tiles.pop() for _ in range(min(3, len(box.tiles)))]
    state.used_tiles = []
    state.troop_deck = [c for c in box.cards if not card(c).is_koku]
    state.koku_deck = [c for c in box.cards if card(c).is_koku]
    state.troop_discard, state.koku_discard = [], []
    state.row, state.packets, state.packet_titles, state.ranks = [], [], [], []
    state.received = [None] * num_seats
    state.tairo = state.asked = None
    state.year = 1591
    state.payment = Payment()
    state.board_changed()
    conquest_year.begin(state, [])
    return state, box


def refused(state: ShitennoState, seat: int, command) -> str:
    """Apply a command that must be refused; the state must not change. Returns the reason."""
    before = public(state)
    with pytest.raises(IllegalCommand) as info:
        state.apply(seat, command)
    assert public(state) == before
    return info.value.reason


def public(state: ShitennoState) -> str:
    """Everything a state holds but its private caches, as text to compare."""
    return repr({k: v for k, v in vars(state).items() if not k.startswith("_")})


def pay(state: ShitennoState, seat: int, cards: list[int] = (), tiles: list[int] = (), hatamoto: bool = False):
    """Pick the given items into the seat's payment."""
    for card_id in cards:
        state.apply(seat, PickCard(card_id))
    for tile_id in tiles:
        state.apply(seat, PickTile(tile_id))
    if hatamoto:
        state.apply(seat, PickHatamoto())


def distributing(num_seats: int = 4, *, titles: list[str] | None = None, seed: int = 0,
                 tairo_rule: str = TAIRO_TURNS) -> ShitennoState:
    """A new game whose first even year begins with the given titles (seat order), under the given two-player
    Tairō rule."""
    state = ShitennoState(num_seats, seed, tairo_rule)
    for card_id in state.row:
        (state.koku_deck if card(card_id).is_koku else state.troop_deck).append(card_id)
    state.titles = list(titles or ["daimyo", "shomyo", "sensei", "hatamoto"][:num_seats])
    distribution.begin(state, [])
    return state


def set_stack(state: ShitennoState, key: str, wanted: list[tuple[str, str]]) -> None:
    """Give a province exactly these tiles (effect, troop), from the bottom, swapping them with tiles of other
    stacks."""
    stack: list[int] = []
    for effect, troop in wanted:
        found = next(t.id for t in all_tiles() if t.effect == effect and t.troop == troop
                     and t.id not in stack and not any(t.id in held for held in state.tiles))
        for other in state.stacks.values():
            if found in other:
                other.remove(found)
        stack.append(found)
    for tile_id in state.stacks[key]:
        for other_key, other in state.stacks.items():
            if other_key != key and len(other) < 3:
                other.insert(0, tile_id)
                break
    state.stacks[key] = stack
    state.board_changed()
