"""Random legal play through Shitennō keeps every card, tile and kamon: none created, none lost, none in two
places; favour only grows; every legal command is accepted and its text reads back."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ninjatable.games.shitenno import GAME
from ninjatable.games.shitenno.data import all_cards, all_tiles, kamons_for
from ninjatable.games.shitenno.rules import ShitennoState


def cards_everywhere(state: ShitennoState) -> list[int]:
    found = [*state.troop_deck, *state.koku_deck, *state.troop_discard, *state.koku_discard, *state.row]
    for part in (*state.hands, *state.packets):
        found.extend(part)
    return found


def tiles_everywhere(state: ShitennoState) -> list[int]:
    found = list(state.used_tiles)
    for part in (*state.stacks.values(), *state.tiles):
        found.extend(part)
    return found


def kamons_everywhere(state: ShitennoState) -> int:
    return sum(state.supply) + sum(1 for slots in state.slots.values() for k in slots if k is not None)


@settings(max_examples=30, deadline=None)
@given(seats=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**31), play=st.integers(0, 2**31))
def test_no_card_tile_or_kamon_is_created_or_lost_in_random_play(seats, seed, play):
    state = ShitennoState(seats, seed)
    choices = random.Random(play)
    cards = sorted(c.id for c in all_cards())
    tiles = sorted(t.id for t in all_tiles())
    steps = 0
    scores = list(state.scores)
    while not state.is_over():
        assert sorted(cards_everywhere(state)) == cards
        assert sorted(tiles_everywhere(state)) == tiles
        assert kamons_everywhere(state) == seats * kamons_for(seats)
        assert all(known in hand for hand, seen in zip(state.hands, state.known, strict=True) for known in seen)
        assert all(new >= old for new, old in zip(state.scores, scores, strict=True))
        scores = list(state.scores)
        (seat,) = state.to_act()
        legal = state.legal_commands(seat)
        assert legal, "a seat was asked to act with nothing legal"
        state.apply(seat, choices.choice(legal))
        steps += 1
        assert steps < 20000
    assert sorted(cards_everywhere(state)) == cards and sorted(tiles_everywhere(state)) == tiles
    outcome = state.outcome()
    assert outcome.winners and outcome.scores[outcome.winners[0]] == max(outcome.scores)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**31), play=st.integers(0, 2**31))
def test_every_legal_command_is_accepted_and_its_text_reads_back(seed, play):
    state = ShitennoState(4, seed)
    choices = random.Random(play)
    for _ in range(150):
        if state.is_over():
            break
        (seat,) = state.to_act()
        legal = state.legal_commands(seat)
        for command in legal:
            assert GAME.parse_command(command.to_text()) == command
            assert state.refusal(seat, command) is None
        state.apply(seat, choices.choice(legal))
