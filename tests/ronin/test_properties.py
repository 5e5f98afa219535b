"""Random legal play: goods, castles, figures, jokers, flags and meditation tokens are never created or
lost; views hide the decks; determinized states agree with the view."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ninjatable.engine.rng import Rng
from ninjatable.games.ronin import GAME
from ninjatable.games.ronin.data import DATA
from ninjatable.games.ronin.rules import SHOGUN

from .helpers import EXPECTED_GOODS, goods_total, new


def check_invariants(state):
    assert goods_total(state) == EXPECTED_GOODS
    assert all(v >= 0 for v in state.bag.values())
    for seat in range(state.num_seats):
        built = sum(1 for spaces in state.castle_spaces.values() if seat in spaces)
        assert built + state.castles_left[seat] == DATA["castles_per_player"]
        on_board = sum(occ.count(seat) for occ in state.occupants.values())
        assert on_board == state.ronin_placed[seat] <= state.ronin_total[seat] <= 5
        assert state.goods[seat] and all(v >= 0 for v in state.goods[seat].values())
    assert sum(state.jokers) + state.supply["jokers"] == DATA["supply"]["jokers"]
    assert sum(state.flags) + state.supply["flags"] == DATA["supply"]["flags"]
    assert sum(state.meditation) + state.supply["meditation"] == DATA["supply"]["meditation"]
    shogun_on_board = sum(occ.count(SHOGUN) for occ in state.occupants.values())
    assert shogun_on_board in (0, 4)
    if state.mode != "base":
        castles = sum(s.count(SHOGUN) for s in state.castle_spaces.values()) + len(state.horse_castle)
        total = DATA["shogun_castles"][str(state.num_seats)]
        assert castles + state.shogun_castles_left + state.shogun_castles_boxed == total
    missions = list(state.deck) + state.discard + state.display + state.drawn + state.boxed_missions
    for seat in range(state.num_seats):
        missions += state.missions[seat] + state.fulfilled[seat]
    assert sorted(missions) == sorted(DATA.missions)
    characters = list(state.char_display) + [c for cs in state.characters for c in cs]
    copies = 1 if state.mode == "solo" else DATA["character_copies"]
    removed = 3 if state.mode == "solo" else 0
    assert len(characters) == (len(DATA.characters) - removed) * copies
    assert len(state.bonus_supply) + sum(len(b) for b in state.bonus) == len(DATA.bonus_kinds) * DATA["bonus_copies"]


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.integers(min_value=1, max_value=5), seed=st.integers(min_value=0, max_value=10**6))
def test_random_play_never_creates_or_loses_goods_castles_or_figures(seats, seed):
    state = new(seats, seed)
    rng = Rng(seed)
    check_invariants(state)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_commands(seat)))
        check_invariants(state)
    outcome = state.outcome()
    assert len(outcome.scores) == seats


@settings(max_examples=6, deadline=None)
@given(seats=st.integers(min_value=1, max_value=5), seed=st.integers(min_value=0, max_value=10**6))
def test_determinized_state_agrees_with_the_view_and_hides_the_deck(seats, seed):
    state = new(seats, seed)
    rng = Rng(seed)
    sampler = Rng(seed + 1)
    steps = 0
    while not state.is_over() and steps < 60:
        seat = state.to_act()[0]
        view = GAME.view(state, seat)
        assert not hasattr(view, "deck") and view.deck_size == len(state.deck)
        sampled = GAME.knowledge.determinize(GAME.redact(state, seat), seat, sampler)
        assert GAME.view(sampled, seat) == view
        assert set(sampled.legal_commands(seat)) == set(state.legal_commands(seat))
        state.apply(seat, rng.choice(state.legal_commands(seat)))
        steps += 1


def test_same_seed_same_commands_same_game():
    texts = []
    for _ in range(2):
        state = new(3, 77)
        rng = Rng(5)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_commands(seat)))
        texts.append((state.points, state.deck, state.bag))
    assert texts[0] == texts[1]
