"""Random legal play through SHIN keeps every card: none created, none lost, none in two places; a territory
never holds two ninja on one side; stones never exceed three per team; every command's text round-trips."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ninjatable.games.shin import GAME
from ninjatable.games.shin.data import CARD_IDS, HAND_SIZE, STONES_PER_TEAM
from ninjatable.games.shin.rules import ShinState
from ninjatable.games.shin.rules.village import team_of


def every_card(state: ShinState) -> list[int]:
    return state.cards.all_cards() + list(state.village.where) + [c for c, _ in state.queue]


def check(state: ShinState) -> None:
    assert sorted(every_card(state)) == list(CARD_IDS), "a card was created, lost or doubled"
    places = [(t, 0 if state.village.shared else team_of(state.village.seat_of[c]))
              for c, t in state.village.where.items()]
    assert len(places) == len(set(places)), "two ninja on one place"
    assert all(1 <= t <= 6 for t, _ in places)
    assert all(len(hand) <= HAND_SIZE for hand in state.cards.hands)
    assert all(state.village.stones_placed(t) <= STONES_PER_TEAM for t in (0, 1))


@settings(max_examples=40, deadline=None)
@given(seats=st.sampled_from([2, 4]), seed=st.integers(0, 2**31), choices=st.randoms(use_true_random=False))
def test_no_card_is_created_or_lost_in_random_play(seats, seed, choices):
    state = ShinState(seats, seed)
    steps = 0
    while not state.is_over():
        check(state)
        acting = state.to_act()
        assert acting, "nobody may act in a game that is not over"
        seat = choices.choice(acting) if state.is_simultaneous() else acting[0]
        legal = state.legal_commands(seat)
        assert legal, "a seat was asked to act with nothing legal"
        state.apply(seat, choices.choice(legal))
        steps += 1
        assert steps < 1000
    check(state)
    outcome = state.outcome()
    assert state.village.stones_placed(team_of(outcome.winners[0])) == STONES_PER_TEAM


@settings(max_examples=20, deadline=None)
@given(seats=st.sampled_from([2, 4]), seed=st.integers(0, 2**31), choices=st.randoms(use_true_random=False))
def test_every_legal_command_is_accepted_and_its_text_round_trips(seats, seed, choices):
    state = ShinState(seats, seed)
    for _ in range(80):
        if state.is_over():
            break
        seat = state.to_act()[0]
        legal = state.legal_commands(seat)
        for command in legal:
            assert GAME.parse_command(command.to_text()) == command
            assert state.refusal(seat, command) is None
        state.apply(seat, choices.choice(legal))
