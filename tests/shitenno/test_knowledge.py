"""What each Shitennō seat knows: the cards another general took in packets laid face up, only the number of the
cards he drew unseen; the troop side of a stack's top tile and nothing under it; its own payment in progress and
nobody else's. The AI deals exactly the unknown."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from ninjatable.engine.rng import NoGenerator, Rng
from ninjatable.games.shitenno import GAME
from ninjatable.games.shitenno.ai import determinize
from ninjatable.games.shitenno.commands import (
    Accept,
    Choose,
    DrawCard,
    EndTurn,
    Offer,
    PackCard,
    PackTitle,
    Refuse,
)
from ninjatable.games.shitenno.data import card, tile
from ninjatable.games.shitenno.rules import ShitennoState
from ninjatable.games.shitenno.rules.realm import HIDDEN, OVER, tile_troop
from ninjatable.games.shitenno.view import redact, view_of
from tests.shitenno.helpers import conquest, distributing, pay


def test_a_seat_sees_the_cards_others_took_in_packets_and_only_counts_the_rest():
    state = distributing(3, titles=["daimyo", "shomyo", "sensei"])
    given_cards = list(state.row[:2])
    for c in given_cards:
        state.apply(0, PackCard(c, 0))
    state.apply(0, PackTitle("sensei", 0))
    state.apply(0, Offer())
    state.apply(1, Accept())
    seen = view_of(state, 2)
    assert Counter(c.id for c in seen.known[1]) == Counter(given_cards)
    assert seen.unseen[1] == 2 and seen.hand_sizes[1] == 4
    assert {c.id for c in seen.hand} == set(state.hands[2])
    hidden = redact(state, 2)
    assert sorted(c for c in hidden.hands[1] if c >= 0) == sorted(given_cards)
    assert hidden.hands[1].count(HIDDEN) == 2 and hidden.hands[0] == [HIDDEN, HIDDEN]
    assert isinstance(hidden.rng, NoGenerator) and set(hidden.troop_deck) == {HIDDEN}


def test_a_stack_shows_its_top_troop_and_hides_every_bonus():
    state = ShitennoState(4, 8)
    hidden = redact(state, 0)
    for key, stack in hidden.stacks.items():
        assert stack[:-1] == [HIDDEN, HIDDEN] and stack[-1] < -1
        assert tile_troop(stack[-1]) == tile(state.stacks[key][-1]).troop
    assert all(not hasattr(place, "effect") for place in view_of(state, 0).provinces)


def test_a_payment_in_progress_is_the_payers_own_business():
    state, _ = conquest(2, titles=["daimyo", "shomyo"], hands=[["koku3", "samurai"], []])
    pay(state, 0, state.hands[0][:1])
    assert not view_of(state, 0).payment.empty
    assert view_of(state, 1).payment.empty and view_of(state, None).payment.empty
    assert redact(state, 1).payment.empty and not redact(state, 0).payment.empty


def test_a_drawn_card_is_told_to_its_drawer_only():
    state, _ = conquest(2, titles=["daimyo", "shomyo"], tiles=[["card"], []])
    events = state.apply(0, DrawCard(state.tiles[0][0]))
    drawn = state.hands[0][-1]
    assert events[-1].text_for(None) == "Honda uses a card bonus and draws a troop card."
    assert card(drawn).troops and events[-1].private == {0: events[-1].private[0]}
    assert events[-1].data == {"seat": 0}
    assert view_of(state, 1).known[0] == () and view_of(state, 1).unseen[0] == 1


def test_a_general_with_kamons_is_asked_even_with_an_empty_hand():
    """Who is asked says nothing about a hand: a turn is skipped only for what everybody can see."""
    state, _ = conquest(2, titles=["daimyo", "shomyo"], hands=[[], []])
    assert state.to_act() == (0,) and state.legal_commands(0) == [EndTurn()]


def test_the_hands_are_shown_at_the_end():
    state, _ = conquest(2, titles=["daimyo", "shomyo"], hands=[["koku3", "samurai"], ["bushi"]])
    state.koku_deck = []
    state.apply(0, EndTurn())
    state.apply(1, EndTurn())
    assert state.stage == OVER
    assert Counter(c.id for c in view_of(state, 1).known[0]) == Counter(state.hands[0])


def test_a_dealt_world_keeps_what_the_seat_knows_and_deals_only_the_unseen():
    state = distributing(4)
    for c in list(state.row[:3]):
        state.apply(0, PackCard(c, 0))
    state.apply(0, PackTitle("hatamoto", 0))
    state.apply(0, Offer())
    state.apply(1, Accept())
    known = redact(state, 2)
    world = determinize(known, 2, Rng(5))
    assert world.hands[2] == state.hands[2] and world.row == state.row
    assert all(c in world.hands[1] for c in known.hands[1] if c >= 0)
    assert all(HIDDEN not in hand for hand in world.hands)
    for key, stack in world.stacks.items():
        assert tile(stack[-1]).troop == tile(state.stacks[key][-1]).troop
    every = sorted([*world.troop_deck, *world.koku_deck, *world.row, *(c for h in world.hands for c in h)])
    assert every == sorted(c for c in range(58))


def public_cards_after(state: ShitennoState, seat: int, command, before: ShitennoState, public: list[Counter]) -> None:
    """What every player saw go into or out of a hand with this command."""
    packets = [list(p) for p in before.packets]
    tairo = before.tairo
    if isinstance(command, Accept):
        public[seat].update(packets[0])
    elif isinstance(command, Refuse) and tairo is not None and before.received[tairo] is None \
            and state.received[tairo] is not None:
        public[tairo].update(packets[0])
    elif isinstance(command, Choose):
        public[seat].update(packets[command.packet])
        public[tairo].update(packets[1 - command.packet])  # type: ignore[index]


@settings(max_examples=25, deadline=None)
@given(seats=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**31), play=st.integers(0, 2**31))
def test_no_view_or_redaction_holds_a_card_of_another_seat_it_did_not_see(seats, seed, play):
    state = ShitennoState(seats, seed)
    choices = random.Random(play)
    public = [Counter() for _ in range(seats)]
    for _ in range(400):
        if state.is_over():
            break
        for viewer in range(seats):
            view = view_of(state, viewer)
            hidden = redact(state, viewer)
            for other in range(seats):
                if other == viewer:
                    continue
                assert Counter(c.id for c in view.known[other]) == public[other]
                assert Counter(c for c in hidden.hands[other] if c >= 0) == public[other]
            assert not view.payment.cards or state.current == viewer
        seat = state.to_act()[0]
        command = choices.choice(state.legal_commands(seat))
        before = state.clone()
        events = state.apply(seat, command)
        public_cards_after(state, seat, command, before, public)
        for event in events:
            for paid in event.data.get("cards", []) if event.kind == "place" else []:
                public[seat][paid] = max(0, public[seat][paid] - 1)
        public = [+counter for counter in public]


def test_the_game_describes_commands_in_players_words():
    assert GAME.describe(PackCard(0, 1), None) == "Put Bushi into packet B"
    assert GAME.describe(EndTurn(), None) == "End your turn"
