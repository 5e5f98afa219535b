"""The situation of a game of Shitennō: everything on the table and in the hands, and the questions the rules
ask of it. The flow of the years (`flow.ShitennoState`) builds on it; the phases (`distribution`, `conquest`)
and the final scoring (`scoring`) read and change it.

Cards and bonus tiles are ids (`data.card`, `data.tile`). A state given to a seat (`view.redact`) holds
placeholders where that seat cannot see: `HIDDEN` for an unknown card or tile, and for the top tile of a
province's stack, whose troop side lies face up, `top_placeholder(troop)`.
"""

from __future__ import annotations

from typing import Final

from ninjatable.engine.protocol import State
from ninjatable.engine.rng import Rng
from ninjatable.games.shitenno.data import (
    EXCHANGE,
    GOLD_WEIGHT,
    PLUS,
    STARTING_TROOP_CARDS,
    TILES_PER_PROVINCE,
    TITLES,
    TROOPS,
    all_tiles,
    card,
    general_words,
    kamons_for,
    koku_card_ids,
    seals,
    tile,
    troop_card_ids,
)
from ninjatable.games.shitenno.map import Province, board
from ninjatable.games.shitenno.rules.payment import Need, Payment, need_of
from ninjatable.i18n import Message

#: an unknown card or tile.
HIDDEN = -1

#: the stages of a year.
BUILD, OFFER, CHOOSE, CONQUER, GILD, OVER = "build", "offer", "choose", "conquer", "gild", "over"


class DecisionKind:
    """Every kind of decision of Shitennō (`Decision.kind`), named once: the rules, the table, the computer and
    the tests compare a decision's kind with these names. Each stage of a year asks its own decision."""

    BUILD: Final = "build"
    OFFER: Final = "offer"
    CHOOSE: Final = "choose"
    CONQUER: Final = "conquer"
    GILD: Final = "gild"

#: a kamon in a slot: (seat, gold).
Kamon = tuple[int, bool]

#: who is Tairō in the even years of a two-player game: the two take turns (our rule: last year's chooser makes
#: the packets), or the highest title, as in every game of three or four (the rulebook's rule).
TAIRO_TURNS, TAIRO_TITLE = "turns", "title"
TAIRO_RULES = (TAIRO_TURNS, TAIRO_TITLE)


def top_placeholder(troop: str) -> int:
    """The stand-in for a stack's top tile whose troop side is seen and whose bonus is not."""
    return -2 - TROOPS.index(troop)


def tile_troop(tile_id: int) -> str | None:
    """The troop side of a tile or of a top placeholder (None for a tile nobody has seen)."""
    if tile_id >= 0:
        return tile(tile_id).troop
    if tile_id <= -2:
        return TROOPS[-2 - tile_id]
    return None


class Realm(State):
    """Everything of one game of Shitennō at one moment. `Realm(num_seats, seed)` deals a new game; `tairo_rule`
    says who is Tairō in a two-player game (`TAIRO_RULES`)."""

    def __init__(self, num_seats: int, seed: int, tairo_rule: str = TAIRO_TURNS) -> None:
        if num_seats not in (2, 3, 4):
            raise ValueError("Shitennō is played by 2 to 4 players")
        if tairo_rule not in TAIRO_RULES:
            raise ValueError(f"unknown Tairō rule '{tairo_rule}' (use {', '.join(TAIRO_RULES)})")
        self.num_seats = num_seats
        self.tairo_rule = tairo_rule
        self.rng = Rng(seed)
        self.year = 0
        self.stage = BUILD
        keys = board().keys
        #: each province's four slots, from the left (None: free).
        self.slots: dict[str, list[Kamon | None]] = {key: [None] * 4 for key in keys}
        #: each province's bonus tiles, troop side up; the top is the last.
        self.stacks: dict[str, list[int]] = {}
        shuffled = [t.id for t in all_tiles()]
        self.rng.shuffle(shuffled)
        for index, key in enumerate(keys):
            self.stacks[key] = shuffled[index * TILES_PER_PROVINCE:(index + 1) * TILES_PER_PROVINCE]
        #: bonus tiles in front of each player, bonus side up; and those used up.
        self.tiles: list[list[int]] = [[] for _ in range(num_seats)]
        self.used_tiles: list[int] = []
        self.troop_deck = list(troop_card_ids())
        self.rng.shuffle(self.troop_deck)
        self.koku_deck = list(koku_card_ids())
        self.rng.shuffle(self.koku_deck)
        self.troop_discard: list[int] = []
        self.koku_discard: list[int] = []
        titles = list(TITLES)
        self.rng.shuffle(titles)
        self.titles: list[str] = titles[:num_seats]
        self.scores = [0] * num_seats
        self.supply = [kamons_for(num_seats)] * num_seats
        self.hands: list[list[int]] = [[self.troop_deck.pop() for _ in range(STARTING_TROOP_CARDS)]
                                       for _ in range(num_seats)]
        #: the cards of each hand that every player saw (they came in a packet laid face up).
        self.known: list[list[int]] = [[] for _ in range(num_seats)]
        # --- the distribution (even years) ---
        self.tairo: int | None = None
        #: with two players, the general who chose a packet in the last distribution: he is the next Tairō when
        #: the two take turns (`TAIRO_TURNS`).
        self.chose_last: int | None = None
        self.asked: int | None = None
        self.refused: list[int] = []
        self.row: list[int] = []
        self.ranks: list[str] = []
        self.packets: list[list[int]] = []
        self.packet_titles: list[str | None] = []
        self.received: list[str | None] = [None] * num_seats
        # --- the conquest (odd years) ---
        self.turns: list[int] = []
        self.placed = 0
        self.payment = Payment()
        self.hatamoto_used = False
        #: what each province's free slot costs, worked out when first asked (never changed, only replaced).
        self._needs: dict[str, Need | None] | None = None

    # --- who is who --------------------------------------------------------------------------------------
    def seat_words(self, seat: int) -> Message:
        """The general a seat plays, by his name ("Ii")."""
        return general_words(seat)

    def order(self) -> list[int]:
        """The seats in title order: the most Bakufu seals first."""
        return sorted(range(self.num_seats), key=lambda s: -seals(self.titles[s]))

    def seat_with(self, title: str) -> int | None:
        return self.titles.index(title) if title in self.titles else None

    @property
    def current(self) -> int | None:
        """The seat whose conquest turn it is."""
        return self.turns[0] if self.stage in (CONQUER, GILD) and self.turns else None

    def without_packet(self) -> list[int]:
        """The seats that have no packet yet this year, in title order."""
        return [s for s in self.order() if self.received[s] is None]

    # --- provinces ---------------------------------------------------------------------------------------
    @staticmethod
    def province(key: str) -> Province:
        return board().province(key)

    def free_slot(self, key: str) -> int | None:
        """The first free slot of a province (0 is the leftmost), or None when it is full."""
        slots = self.slots[key]
        for index, kamon in enumerate(slots):
            if kamon is None:
                return index
        return None

    def need(self, key: str) -> Need | None:
        """What the province's first free slot costs, or None when the province is full."""
        needs = self._needs
        if needs is None:
            needs = self._needs = {k: self._cost(k) for k in self.slots}
        return needs[key]

    def _cost(self, key: str) -> Need | None:
        index = self.free_slot(key)
        if index is None:
            return None
        province = self.province(key)
        stack = self.stacks[key]
        extra = tile_troop(stack[-1]) if stack else province.troop
        return need_of(province.troop, province.symbols, extra or province.troop, province.slots[index].bribe)

    def board_changed(self) -> None:
        """A kamon was placed or a stack changed: the costs of the slots are worked out again when asked."""
        self._needs = None

    def forget(self) -> None:
        self.board_changed()

    def open_provinces(self) -> list[str]:
        return [key for key in self.slots if self.free_slot(key) is not None]

    def kamons_of(self, seat: int, key: str) -> int:
        """The seat's weight in a province: a plain kamon counts 1, a gold one 2."""
        return sum(GOLD_WEIGHT if kamon[1] else 1 for kamon in self.slots[key] if kamon is not None and kamon[0] == seat)

    def plain_kamons(self, seat: int) -> list[tuple[str, int]]:
        """(province, slot number from 1) of each plain kamon of the seat on the board."""
        return [(key, index + 1) for key, slots in self.slots.items() for index, kamon in enumerate(slots)
                if kamon is not None and kamon[0] == seat and not kamon[1]]

    # --- a player's things ---------------------------------------------------------------------------------
    def bonus_tiles(self, seat: int, effect: str) -> list[int]:
        return [t for t in self.tiles[seat] if t >= 0 and tile(t).effect == effect]

    def payment_tiles(self, seat: int) -> list[int]:
        """The seat's tiles that can go into a payment (exchange and +1)."""
        return [t for t in self.tiles[seat] if t >= 0 and tile(t).effect in (EXCHANGE, PLUS)]

    def koku_in_hand(self, seat: int) -> int:
        return sum(card(c).koku for c in self.hands[seat] if c >= 0)

    # --- cards moving ------------------------------------------------------------------------------------
    def draw_troop(self) -> tuple[int | None, bool]:
        """The top troop card (None when deck and discard are both empty), and whether the discard was shuffled
        into a new deck first."""
        shuffled = False
        if not self.troop_deck and self.troop_discard:
            self.troop_deck = self.troop_discard
            self.troop_discard = []
            self.rng.shuffle(self.troop_deck)
            shuffled = True
        return (self.troop_deck.pop() if self.troop_deck else None), shuffled

    def take_into_hand(self, seat: int, cards: list[int], seen: bool) -> None:
        """Cards join a hand; `seen` when every player saw them (a packet)."""
        self.hands[seat].extend(cards)
        if seen:
            self.known[seat].extend(cards)
            self.known[seat].sort()

    def discard_from_hand(self, seat: int, cards: tuple[int, ...] | list[int]) -> None:
        """Cards leave a hand face up: troop cards to their discard, koku cards to theirs."""
        for card_id in cards:
            self.hands[seat].remove(card_id)
            if card_id in self.known[seat]:
                self.known[seat].remove(card_id)
            (self.koku_discard if card(card_id).is_koku else self.troop_discard).append(card_id)

    # --- copies ------------------------------------------------------------------------------------------
    def clone(self) -> Realm:
        twin = type(self).__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        twin.slots = {key: list(slots) for key, slots in self.slots.items()}
        twin.stacks = {key: list(stack) for key, stack in self.stacks.items()}
        for name in ("tiles", "hands", "known", "packets"):
            setattr(twin, name, [list(part) for part in getattr(self, name)])
        for name in ("used_tiles", "troop_deck", "koku_deck", "troop_discard", "koku_discard", "titles", "scores",
                     "supply", "refused", "row", "ranks", "packet_titles", "received", "turns"):
            setattr(twin, name, list(getattr(self, name)))
        return twin
