"""Random legal play never breaks the game: no ninja or moon card is created or lost, the board stays
consistent, hands respect the limit, scores never fall, the AI's deal matches what a seat knows, and every
move walks the path with the fewest dodges."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ninjatable.ai.knowledge import knowledge_of
from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.data import DECK, HAND_LIMIT
from ninjatable.games.ninja_all_stars.geometry import adjacent
from ninjatable.games.ninja_all_stars.rules import reference
from ninjatable.games.ninja_all_stars.rules.movement import enemy_zone_squares, move_budget, step_cost
from ninjatable.games.ninja_all_stars.rules.tournament import BOARD, HEALING, TRAINING, DecisionKind
from ninjatable.games.ninja_all_stars.rules.walks import reachable

TEAMS = ["fire", "water", "earth", "air"]


def check_invariants(state, last_scores):
    assert len(state.models) == 9 * state.num_seats
    squares = {}
    for model in state.models:
        assert model.where in (BOARD, TRAINING, HEALING)
        if model.where == BOARD:
            assert model.pos is not None and state.arena.on_grid(model.pos)
            assert model.pos not in squares, "two ninja on one square"
            assert model.pos not in state.lanterns and model.pos not in state.shrines
            assert model.pos not in state.chests
            squares[model.pos] = model.id
        else:
            assert model.pos is None and not model.stealth
        if model.cond.get("delayed"):
            assert model.where == HEALING
        assert all(v > 0 for v in model.cond.values())
    assert squares == state.occupied
    cards = list(state.deck) + list(state.discard) + [c for hand in state.hands for c in hand]
    assert sorted(cards) == list(range(len(DECK))) or state.phase == "janken" and not cards
    for seat, hand in enumerate(state.hands):
        if len(hand) > HAND_LIMIT:
            assert any(p.kind == DecisionKind.DISCARD and p.seat == seat for p in state.pending)
    assert all(a >= b for a, b in zip(state.scores, last_scores, strict=True))
    assert len(state.lanterns) <= 6 and len(state.shrines) <= 4
    assert bool(state.team_test) == (state.phase == "team_test")
    for seat, chosen in state.team_test:
        assert chosen < 0 or state.models[chosen].seat == seat and state.models[chosen].on_board


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), seats=st.sampled_from([2, 2, 3, 4]), arena=st.sampled_from(
    ["nas_sakura_garden", "nas_moon_temple"]), challenge=st.sampled_from(["brawl", "search"]),
    shift=st.integers(0, 3), initiative=st.sampled_from(["janken", "affinity"]))
def test_random_legal_play_keeps_every_invariant(seed, seats, arena, challenge, shift, initiative):
    teams = {f"team_{k + 1}": TEAMS[(k + shift) % 4] for k in range(seats)}
    state = GAME.new_state(seats, seed, {"arena": arena, "challenge": challenge, "initiative": initiative,
                                         **teams})
    rng = Rng(seed)
    scores = list(state.scores)
    for step in range(3000):
        if state.is_over():
            break
        seat = state.to_act()[0]
        legal = state.legal_commands(seat)
        assert legal, f"no legal command for {seat} in phase {state.phase}"
        command = rng.choice(legal)
        if step % 25 == 0:
            dealt = knowledge_of(GAME).determinize(GAME.redact(state, seat), seat, Rng(step))
            assert dealt.hands[seat] == state.hands[seat]
            assert [len(h) for h in dealt.hands] == [len(h) for h in state.hands]
            assert dealt.legal_commands(seat) == legal
            assert GAME.parse_command(command.to_text()) == command
        state.apply(seat, command)
        check_invariants(state, scores)
        scores = list(state.scores)
    assert state.is_over()
    outcome = state.outcome()
    assert outcome.winners and abs(sum(outcome.seat_returns()) - 1.0) < 1e-9


@pytest.mark.parametrize("seed", [0, 1, 8])
def test_a_move_walks_the_path_with_the_fewest_dodges_then_the_cheapest(seed):
    """Checked at every activation of a random game, after the ninja's legal commands (whose run budget
    is searched first) are known, so the walks for the smaller move budget come from the wider search."""
    state = GAME.new_state(2, seed, {"arena": "nas_sakura_garden", "challenge": "brawl"})
    rng = Rng(seed)
    checked = 0
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_commands(seat)
        if state.phase == "activation" and state.active is not None and not state.pending:
            model = state.models[state.active.model]
            if not model.cond.get("moon_power"):
                reach = reachable(state, model.id)
                expected = reference.fitting(reference.walks(state, model, move_budget(state, model)),
                                             move_budget(state, model))
                assert {sq: (len(r.dodges), r.cost) for sq, r in reach.items()} == {
                    sq: (len(r.dodges), r.cost) for sq, r in expected}
                zone = enemy_zone_squares(state, model.seat)
                for square, r in reach.items():
                    walk = (model.pos, *r.path)
                    assert walk[-1] == square
                    assert sum(step_cost(state, a, b) for a, b in pairwise(walk)) == r.cost
                    assert all(adjacent(a, b) for a, b in pairwise(walk))
                    assert r.dodges == tuple(sq for sq in walk[:-1] if sq in zone)
                checked += 1
        state.apply(seat, rng.choice(legal))
    assert checked > 40  # many activations of one random game were checked
