"""What each SHIN seat knows: its hand, the cards it passed, revealed cards, its own spy; never another seat's
pending choice or unseen spy. Checked by rule, and by random play with hypothesis over every view and
redaction."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ninjatable.engine.rng import Rng
from ninjatable.games.shin import GAME
from ninjatable.games.shin.ai import determinize
from ninjatable.games.shin.commands import Choose, ninja_name
from ninjatable.games.shin.rules import ShinState
from ninjatable.games.shin.rules.cards import HIDDEN, NONE
from ninjatable.games.shin.view import view_of
from tests.shin.helpers import choose, ids, nid, position


def test_a_player_knows_exactly_what_the_opponent_holds_after_passing():
    state = ShinState(2, seed=14)
    passed = [c for c in state.cards.hands[0] if c != state.cards.hands[0][0]]
    state.apply(0, Choose(state.cards.hands[0][0]))
    state.apply(1, Choose(state.cards.hands[1][0]))
    assert view_of(state, 0).known_hands[1] == tuple(passed)
    assert GAME.redact(state, 0).cards.hands[1] == passed


def test_before_the_first_pass_the_opponents_hand_is_unknown():
    state = ShinState(2, seed=14)
    assert view_of(state, 0).known_hands[1] == ()
    assert GAME.redact(state, 0).cards.hands[1] == [HIDDEN] * 5


def test_the_other_players_pending_choice_is_in_no_view_and_no_redaction():
    state = position([["Goro", "Takeshi", "Hotaru"], ["Kiri", "Mai", "Rin"]])
    state.apply(0, Choose(nid("Takeshi")))
    view = view_of(state, 1)
    assert view.chosen == (True, False) and view.my_choice == NONE
    assert view.known_hands[0] == tuple(sorted(ids("Goro", "Takeshi", "Hotaru")))  # which one: not said
    redacted = GAME.redact(state, 1)
    assert redacted.cards.chosen == [HIDDEN, NONE]


def test_the_log_of_a_choice_names_the_card_only_to_its_chooser():
    state = position([["Goro", "Takeshi", "Hotaru"], ["Kiri", "Mai", "Rin"]])
    (event,) = state.apply(0, Choose(nid("Takeshi")))
    assert "Takeshi" in event.text_for(0)
    assert "Takeshi" not in event.text_for(1) and "Takeshi" not in event.text_for(None)


def test_an_enemy_spy_is_unknown_until_revealed_or_looked_at():
    state = ShinState(2, seed=3)
    spy = state.cards.hands[1][1]
    state.apply(0, Choose(state.cards.hands[0][0]))
    state.apply(1, Choose(spy))
    assert view_of(state, 0).spies[1] == HIDDEN and view_of(state, 1).spies[1] == spy
    assert GAME.redact(state, 0).cards.spies[1] == HIDDEN


def test_a_spy_chosen_from_cards_the_receiver_knew_is_known_to_the_receiver():
    """Round 2: the ninja taken back are known to all. The receiver of the rest of the hand sees which of them
    is missing: that one is the spy."""
    state = position([["Goro", "Takeshi", "Hotaru", "Jubei", "Ayame"], ["Kiri", "Mai", "Rin", "Kuro", "Isamu"]],
                     turn=1)
    everybody = {0, 1}
    for c in ids("Goro", "Takeshi", "Hotaru"):
        state.cards.knowers[c] = set(everybody)
    for c in ids("Jubei", "Ayame"):
        state.cards.knowers[c] = {0}
    choose(state, "Takeshi", "Kiri")
    assert view_of(state, 1).spies[0] == nid("Takeshi")
    state2 = position([["Goro", "Takeshi", "Hotaru", "Jubei", "Ayame"], ["Kiri", "Mai", "Rin", "Kuro", "Isamu"]],
                      turn=1)
    state2.cards.knowers = {c: {0} for c in state2.cards.hands[0]} | {c: {1} for c in state2.cards.hands[1]}
    choose(state2, "Jubei", "Kiri")
    assert view_of(state2, 1).spies[0] == HIDDEN


def test_in_the_team_game_a_third_player_loses_track_of_cards_that_may_have_become_the_spy():
    state = ShinState(4, seed=1)
    for seat in range(4):
        for c in state.cards.hands[seat]:
            state.cards.knowers[c] = {0, 1, 2, 3}  # as if all were ninja taken back from the village
    state.turn = 1
    for seat in range(4):
        state.apply(seat, Choose(state.cards.hands[seat][0]))
    passed = state.cards.hands[1]  # seat 0's hand, now with seat 1
    assert all(c in view_of(state, 1).known_hands[1] for c in passed)
    assert view_of(state, 2).known_hands[1] == ()  # seat 3 cannot tell which of them stayed as seat 0's spy
    assert view_of(state, 1).spies[0] > 0 and view_of(state, 2).spies[0] == HIDDEN


def _hidden_parts(state: ShinState, viewer: int) -> tuple:
    cards = GAME.redact(state, viewer).cards
    return (cards.hands, cards.chosen, cards.spies, cards.deck, cards.discard, sorted(cards.knowers.items()))


def _another_choice(state: ShinState, seat: int, rng) -> ShinState | None:
    """The same state, but `seat`'s pending choice is another card of its hand."""
    chosen = state.cards.chosen[seat]
    others = [c for c in state.cards.hands[seat] if c != chosen]
    if chosen <= NONE or not others:
        return None
    twin = state.clone()
    twin.cards.chosen[seat] = rng.choice(others)
    return twin


def _another_spy(state: ShinState, seat: int, rng) -> ShinState | None:
    """The same state, but `seat`'s face-down spy is exchanged with a card of the draw pile."""
    spy = state.cards.spies[seat]
    if spy <= NONE or not state.cards.deck or state.cards.spies_revealed:
        return None
    twin = state.clone()
    index = rng.randrange(len(twin.cards.deck))
    other = twin.cards.deck[index]
    twin.cards.deck[index] = spy
    twin.cards.spies[seat] = other
    twin.cards.knowers[other] = twin.cards.knowers.pop(spy)
    return twin


@settings(max_examples=30, deadline=None)
@given(seats=st.sampled_from([2, 4]), seed=st.integers(0, 2**31), choices=st.randoms(use_true_random=False))
def test_no_view_shows_another_seats_pending_choice_or_unseen_spy(seats, seed, choices):
    """Random play, one answer at a time (so simultaneous choices are also seen half answered). Another
    seat's pending choice changed to another card of its hand, or an unseen spy exchanged with a card of the
    draw pile, changes neither the seat's view nor its redacted state."""
    state = ShinState(seats, seed)
    for _ in range(150):
        if state.is_over():
            break
        for viewer in range(seats):
            view, hidden = view_of(state, viewer), _hidden_parts(state, viewer)
            for seat in range(seats):
                if seat == viewer:
                    continue
                twins = [_another_choice(state, seat, choices)]
                if not state.cards.spy_known(viewer, seat):
                    twins.append(_another_spy(state, seat, choices))
                for twin in twins:
                    if twin is not None:
                        assert view_of(twin, viewer) == view
                        assert _hidden_parts(twin, viewer) == hidden
        acting = state.to_act()
        seat = choices.choice(acting) if state.is_simultaneous() else acting[0]
        state.apply(seat, choices.choice(state.legal_commands(seat)))


def test_the_computer_seats_world_keeps_what_the_seat_knows():
    state = ShinState(2, seed=8)
    state.apply(1, Choose(state.cards.hands[1][0]))
    world = determinize(GAME.redact(state, 0), 0, Rng(4))
    assert view_of(world, 0) == view_of(state, 0)
    assert world.cards.chosen[1] in world.cards.hands[1]


def test_the_choice_names_of_the_log_are_private():
    state = ShinState(2, seed=5)
    card = state.cards.hands[0][0]
    (event,) = state.apply(0, Choose(card))
    assert ninja_name(card) in event.text_for(0) and 1 not in event.private
