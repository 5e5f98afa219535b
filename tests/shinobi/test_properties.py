"""Random legal play through Shinobi keeps every card: none created, none lost, none in two places."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ninjatable.games.shinobi import GAME
from ninjatable.games.shinobi.data import troop_deck
from ninjatable.games.shinobi.rules import ShinobiState


def all_cards(state: ShinobiState) -> list[int]:
    cards = list(state.deck) + list(state.discard)
    for hand in state.hands:
        cards.extend(hand)
    for province in state.provinces:
        for army in province.values():
            assert army, "an empty army stack was left on the table"
            cards.extend(army)
    return cards


@settings(max_examples=40, deadline=None)
@given(seats=st.sampled_from([3, 4, 5]), seed=st.integers(0, 2**31), choices=st.randoms(use_true_random=False))
def test_no_card_is_created_or_lost_in_random_play(seats, seed, choices):
    state = ShinobiState(seats, seed)
    expected = sorted(c.id for c in troop_deck())
    steps = 0
    while not state.is_over():
        assert sorted(all_cards(state)) == expected
        (seat,) = state.to_act()
        legal = state.legal_commands(seat)
        assert legal, "a seat was asked to act with nothing legal"
        assert all(len(hand) <= 4 for hand in state.hands)
        state.apply(seat, choices.choice(legal))
        steps += 1
        assert steps < 1000
    assert sorted(all_cards(state)) == expected
    outcome = state.outcome()
    assert outcome.winners and max(outcome.scores) == outcome.scores[outcome.winners[0]]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), choices=st.randoms(use_true_random=False))
def test_every_legal_command_is_accepted_and_text_round_trips(seed, choices):
    state = ShinobiState(4, seed)
    for _ in range(60):
        if state.is_over():
            break
        (seat,) = state.to_act()
        legal = state.legal_commands(seat)
        for command in legal:
            assert GAME.parse_command(command.to_text()) == command
        state.apply(seat, choices.choice(legal))
