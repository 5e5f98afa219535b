"""Every game honours the protocol: random legal play ends, is deterministic, and views hide the rng."""

from __future__ import annotations

import pytest

from ninjatable.ai.ismcts import ismcts_decide
from ninjatable.ai.runner import bot_step, bots_for, play_to_end
from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.match import Match
from ninjatable.engine.registry import game_names, get_game
from ninjatable.engine.rng import Rng


def seat_plans(name):
    game = get_game(name)
    return [(name, n) for n in game.seat_counts]


PLANS = [plan for name in game_names() for plan in seat_plans(name)]


@pytest.mark.parametrize("name, seats", PLANS)
def test_random_play_ends_and_is_deterministic_from_the_seed(name, seats):
    game = get_game(name)
    runs = []
    for _ in range(2):
        match = Match(game, ["random"] * seats, seed=41)
        play_to_end(match, bots_for(match, 41))
        runs.append(match.to_json())
        outcome = match.state.outcome()
        assert len(outcome.scores) == seats and set(outcome.winners) <= set(range(seats))
        assert sorted(outcome.ranking) == list(range(seats))
    assert runs[0] == runs[1]


@pytest.mark.parametrize("name, seats", PLANS)
def test_views_never_carry_the_generator_or_the_seed(name, seats):
    game = get_game(name)
    match = Match(game, ["random"] * seats, seed=5)
    bots = bots_for(match, 5)
    for _ in range(30):
        if match.state.is_over():
            break
        for seat in range(seats):
            view = match.state.view(seat)
            assert "Rng" not in repr(view)
            assert not any(isinstance(v, Rng) for v in vars(view).values())
        actor = match.state.to_act()[0]
        match.submit(actor, bots[actor].choose(match.state.view(actor), actor, match.state.legal_commands(actor)))


@pytest.mark.parametrize("name, seats", [plan for plan in PLANS if plan[1] > 1])
def test_acting_out_of_turn_is_refused_with_a_reason(name, seats):
    game = get_game(name)
    match = Match(game, ["random"] * seats, seed=3)
    bots = bots_for(match, 3)
    for _ in range(500):
        acting = match.state.to_act()
        idle = [s for s in range(seats) if s not in acting]
        if idle:
            break
        bot_step(match, bots)
    else:
        pytest.fail("no moment in 500 commands where a seat had to wait")
    state = match.state
    before = state.view(None)
    command = state.legal_commands(acting[0])[0]
    with pytest.raises(IllegalCommand, match="not your turn"):
        state.apply(idle[0], command)
    assert state.view(None) == before


@pytest.mark.parametrize("name, seats", PLANS)
def test_determinized_states_agree_with_the_view(name, seats):
    game = get_game(name)
    match = Match(game, ["random"] * seats, seed=9)
    bots = bots_for(match, 9)
    rng = Rng(1)
    for _ in range(25):
        if match.state.is_over():
            break
        actor = match.state.to_act()[0]
        view = match.state.view(actor)
        sampled = game.determinize(view, actor, rng)
        assert sampled.view(actor) == view
        assert set(sampled.legal_commands(actor)) == set(match.state.legal_commands(actor))
        match.submit(actor, bots[actor].choose(view, actor, match.state.legal_commands(actor)))


@pytest.mark.parametrize("name, seats", PLANS)
def test_the_search_only_plays_legal_commands_in_its_sampled_worlds(name, seats, monkeypatch):
    """Whatever the search caches or prunes, every command it applies inside a determinization is legal there."""
    game = get_game(name)
    search_commands, playout_command = game.search_commands, game.playout_command

    def checked_search(state, seat):
        options = search_commands(state, seat)
        assert set(options) <= set(state.legal_commands(seat))
        return options

    def checked_playout(state, seat, rng):
        command = playout_command(state, seat, rng)
        assert command in state.legal_commands(seat)
        return command

    monkeypatch.setattr(game, "search_commands", checked_search)
    monkeypatch.setattr(game, "playout_command", checked_playout)
    match = Match(game, ["random"] * seats, seed=17)
    bots = bots_for(match, 17)
    rng = Rng(2)
    for step in range(400):
        if match.state.is_over():
            break
        actor = match.state.to_act()[0]
        view, legal = match.state.view(actor), match.state.legal_commands(actor)
        if step % 25 == 0:
            assert ismcts_decide(game, view, actor, legal, rng, iterations=30, seconds=60.0) in legal
        match.submit(actor, bots[actor].choose(view, actor, legal))
