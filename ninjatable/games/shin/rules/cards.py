"""The cards outside the village: the draw pile, the discard pile, the hands, the secret choices of the turn
and the spies, with who knows which card where.

Knowledge follows the table: a player knows the cards it drew and the ninja it took back (those everybody
saw); when a hand is passed, the player who passes it and the one who receives it both know it; a card that
is chosen and then revealed shows where every other card of that hand went. A spy is known to its owner, to
whoever looked at it, and to a player who knew it was in the hand and then received the rest of that hand (so
saw it was missing). Where the table leaves a player unsure (a card known in another hand that may have
become the spy or been passed on to a third player), the player forgets where it is.
"""

from __future__ import annotations

from ninjatable.engine.rng import Rng
from ninjatable.games.shin.data import CARD_IDS

#: an empty place: no choice made yet, no spy.
NONE = 0
#: a card the seat cannot see (in a redacted state): a hand card, a spy, a choice, the draw pile.
HIDDEN = -1


class Cards:
    """Hands, secret choices, spies, draw pile and discard pile, and who knows where each hidden card is."""

    def __init__(self, num_seats: int) -> None:
        self.num_seats = num_seats
        #: the draw pile; its top card is the last of the list.
        self.deck: list[int] = list(CARD_IDS)
        #: the discard pile (face up), oldest first.
        self.discard: list[int] = []
        #: each seat's hand, in initiative order (a card chosen this turn stays in it until the choice is
        #: resolved, so that taking it out shows nothing).
        self.hands: list[list[int]] = [[] for _ in range(num_seats)]
        #: each seat's secret choice of this turn (NONE: not chosen yet).
        self.chosen: list[int] = [NONE] * num_seats
        #: each seat's spy this round (NONE: none).
        self.spies: list[int] = [NONE] * num_seats
        #: the spies whose ability was cancelled (by a spy hunter) this round.
        self.spy_cancelled: list[bool] = [False] * num_seats
        #: True from the reveal of the spies at the round's end until the next round.
        self.spies_revealed = False
        #: card in a hand or a spy -> the seats that know where it is.
        self.knowers: dict[int, set[int]] = {}

    def clone(self) -> Cards:
        twin = Cards.__new__(Cards)
        twin.num_seats = self.num_seats
        twin.deck = list(self.deck)
        twin.discard = list(self.discard)
        twin.hands = [list(h) for h in self.hands]
        twin.chosen = list(self.chosen)
        twin.spies = list(self.spies)
        twin.spy_cancelled = list(self.spy_cancelled)
        twin.spies_revealed = self.spies_revealed
        twin.knowers = {c: set(k) for c, k in self.knowers.items()}
        return twin

    # --- who knows ----------------------------------------------------------------------------------
    def knows(self, seat: int | None, card: int) -> bool:
        return seat is not None and seat in self.knowers.get(card, ())

    def spy_known(self, seat: int | None, owner: int) -> bool:
        """Does `seat` know `owner`'s spy?"""
        spy = self.spies[owner]
        return spy > NONE and (self.spies_revealed or seat == owner or self.knows(seat, spy))

    def everybody(self) -> set[int]:
        return set(range(self.num_seats))

    # --- moving cards -------------------------------------------------------------------------------
    def draw(self, seat: int, count: int, rng: Rng) -> tuple[list[int], int]:
        """`seat` draws `count` cards; an empty pile is first made again from the shuffled discard pile.
        Returns the cards drawn (fewer only if both piles are empty) and how many discarded cards were
        shuffled into a new draw pile (0 when the pile lasted)."""
        drawn: list[int] = []
        shuffled = 0
        for _ in range(count):
            if not self.deck:
                if not self.discard:
                    break
                self.deck, self.discard = self.discard, []
                rng.shuffle(self.deck)
                shuffled += len(self.deck)
            card = self.deck.pop()
            drawn.append(card)
            self.knowers[card] = {seat}
        self.hands[seat] = sorted(self.hands[seat] + drawn)
        return drawn, shuffled

    def take_back(self, seat: int, cards: list[int]) -> None:
        """Ninja come back from the village into `seat`'s hand: everybody saw them."""
        for card in cards:
            self.knowers[card] = self.everybody()
        self.hands[seat] = sorted(self.hands[seat] + cards)

    def discard_card(self, card: int) -> None:
        self.knowers.pop(card, None)
        self.discard.append(card)

    def set_spies(self, receiver: list[int]) -> None:
        """Turn 1's choices become the spies, face down; `receiver[seat]` is who gets that seat's hand."""
        for seat in range(self.num_seats):
            spy = self.chosen[seat]
            self.hands[seat].remove(spy)
            self.spies[seat] = spy
            saw_it = {receiver[seat]} & self.knowers.get(spy, set())
            self.knowers[spy] = {seat} | saw_it
        self.chosen = [NONE] * self.num_seats

    def reveal_choices(self) -> list[tuple[int, int]]:
        """Turns 2-4: the chosen cards are turned face up and leave the hands. Returns (seat, card) pairs."""
        shown = []
        for seat in range(self.num_seats):
            card = self.chosen[seat]
            self.hands[seat].remove(card)
            self.knowers.pop(card, None)
            shown.append((seat, card))
        self.chosen = [NONE] * self.num_seats
        return shown

    def pass_hands(self, receiver: list[int], spy_turn: bool) -> None:
        """Every hand goes to its receiver. Its cards are known to the passer and the receiver; after a
        revealed choice, also to whoever knew them before (it saw which card was played); after a spy was
        chosen, a third player cannot tell which of the cards it knew were passed on, and forgets them."""
        passed = self.hands
        self.hands = [[] for _ in range(self.num_seats)]
        for seat, hand in enumerate(passed):
            to = receiver[seat]
            for card in hand:
                before = set() if spy_turn else self.knowers.get(card, set())
                self.knowers[card] = before | {seat, to}
            self.hands[to] = sorted(hand)

    def new_round(self) -> None:
        """Spies and leftover cards have been discarded: nothing is chosen or cancelled any more."""
        self.chosen = [NONE] * self.num_seats
        self.spies = [NONE] * self.num_seats
        self.spy_cancelled = [False] * self.num_seats
        self.spies_revealed = False

    def all_cards(self) -> list[int]:
        """Every card outside the village (hands, spies, piles); for checks that none is lost."""
        found = list(self.deck) + list(self.discard)
        for hand in self.hands:
            found.extend(hand)
        found.extend(spy for spy in self.spies if spy != NONE)
        return found
