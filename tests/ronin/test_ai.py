"""The AI hooks of Ronin: the sampler, the evaluation, the easy player and a small search play whole games."""

from __future__ import annotations

import pytest

from ninjatable.ai.bots import SearchBudget, make_bot
from ninjatable.ai.runner import play_to_end
from ninjatable.engine.match import Match
from ninjatable.engine.rng import Rng
from ninjatable.games.ronin import GAME
from ninjatable.games.ronin.ai import RoninKnowledge, command_score, estimate, evaluate
from ninjatable.games.ronin.commands import Discard, GiveBack, Place
from ninjatable.games.ronin.rules import RoninState

from .helpers import DATA, give, new


@pytest.mark.parametrize("seats", [["normal"], ["normal", "easy"]])
def test_small_search_plays_a_whole_game(seats):
    match = Match(GAME, seats, seed=3)
    bots = {s: make_bot(GAME, kind, 10 + s, SearchBudget(12, 5.0)) for s, kind in enumerate(seats)}
    play_to_end(match, bots)
    assert match.state.is_over()


@pytest.mark.parametrize("num_seats", [1, 2, 3, 4, 5])
def test_easy_player_finishes_every_player_count(num_seats):
    match = Match(GAME, ["easy"] * num_seats, seed=4)
    bots = {s: make_bot(GAME, "easy", s) for s in range(num_seats)}
    play_to_end(match, bots)
    assert match.state.is_over()


def test_evaluation_gives_returns_between_0_and_1():
    for num_seats in (1, 3):
        state = new(num_seats, 5)
        rng = Rng(5)
        while not state.is_over():
            values = evaluate(state)
            assert len(values) == num_seats and all(0.0 <= v <= 1.0 for v in values)
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_commands(seat)))
        assert estimate(state, 0) == state.points[0]


def test_every_legal_command_can_be_described():
    state = new(2, 6)
    rng = Rng(6)
    while not state.is_over():
        seat = state.to_act()[0]
        view = GAME.view(state, seat)
        legal = state.legal_commands(seat)
        for command in legal:
            assert GAME.describe(command, view)
        state.apply(seat, rng.choice(legal))


# --- the search's knowledge: playouts, the commands it weighs, the evaluation ----------------------------------
def _states(num_seats: int, seed: int) -> list[RoninState]:
    """The states of a game the easy player plays against itself, each seat's turn as it stood."""
    state = new(num_seats, seed)
    rng = Rng(seed)
    seen = []
    while not state.is_over():
        seat = state.to_act()[0]
        seen.append(state.clone())
        state.apply(seat, RoninKnowledge().easy_command(state, seat, state.legal_commands(seat), rng))
    return seen


#: a playout adds up to this many points of noise to each command's value.
PLAYOUT_NOISE = 2.0


def _weighable(state: RoninState, seat: int) -> list:
    """The legal commands but the goods given back all at once and the Rider's borrowed actions."""
    return [c for c in state.legal_commands(seat)
            if not isinstance(c, GiveBack) and not (isinstance(c, Place) and c.source)]


def test_playout_plays_the_greedy_judgement_not_a_random_sample():
    """A playout move is the command the greedy judgement values most, give or take its little noise: never a
    random legal command, never the best of a few drawn at random."""
    knowledge = RoninKnowledge()
    rng = Rng(1)
    judged = 0
    for state in _states(2, 21):
        seat = state.to_act()[0]
        options = _weighable(state, seat)
        if len(options) < 2:
            continue
        for _ in range(3):
            chosen = knowledge.playout_command(state, seat, rng)
            assert chosen in state.legal_commands(seat)
            scores = [command_score(state, seat, c) for c in options]
            assert command_score(state, seat, chosen) >= max(scores) - PLAYOUT_NOISE
        judged += 1
    assert judged > 40


def test_the_search_lists_goods_given_back_one_at_a_time_without_every_combination(monkeypatch):
    """At the end of a round a player over the limit gives goods back; the search weighs one good at a time and
    never lists every way of giving them all back at once (that list grows fast with the goods held)."""
    from ninjatable.games.ronin.rules import legal

    state = new(2, 7)
    state.phase = "discard"
    state.pending = None
    state.discard_queue = [0, 1]
    give(state, 0, rice=3, tea=2, silk=2)
    expected = [Discard(g) for g in state.pay_options(0)]
    assert set(expected) <= set(state.legal_commands(0))
    monkeypatch.setattr(legal, "give_backs", lambda *args: pytest.fail("listed every way of giving back"))
    assert list(RoninKnowledge().search_commands(state, 0)) == expected


def test_the_search_weighs_the_best_cities_of_each_action():
    """A turn of phase 1 offers some twenty placements, most of them one action in another city; the search
    weighs the best ones by the greedy judgement and the best city of every other action, each of them legal."""
    turns = 0
    for state in _states(2, 8):
        seat = state.to_act()[0]
        if state.phase != "place" or state.pending is not None:
            continue
        legal_commands = _weighable(state, seat)
        weighed = list(RoninKnowledge().search_commands(state, seat))
        assert set(weighed) <= set(state.legal_commands(seat))
        best = max(legal_commands, key=lambda c: command_score(state, seat, c))
        assert best in weighed
        actions = {c.action for c in legal_commands if isinstance(c, Place)}
        assert actions == {c.action for c in weighed if isinstance(c, Place)}
        if len(legal_commands) > 16:
            assert len(weighed) <= 0.75 * len(legal_commands)
        turns += 1
    assert turns > 20


def _symmetric_duel(round_number: int, phase: str = "place") -> RoninState:
    """Two players with nothing in hand, equal on every count but the points."""
    state = new(2, 9)
    state.round = round_number
    state.phase = phase
    state.missions = [[], []]
    return state


def test_the_evaluation_favours_the_player_ahead_and_more_surely_near_the_end():
    early = _symmetric_duel(1)
    late = _symmetric_duel(4, "fulfil")
    level = evaluate(early)
    assert level[0] == pytest.approx(level[1])
    for state in (early, late):
        state.points = [12, 0]
    ahead_early, ahead_late = evaluate(early)[0], evaluate(late)[0]
    assert 0.5 < ahead_early < ahead_late
    assert evaluate(late)[1] < 0.2 < 0.5 < evaluate(early)[0]


def test_the_evaluation_counts_each_further_mission_for_less():
    """A player fulfils only so many missions: holding eight missions is not worth four times holding two."""
    state = _symmetric_duel(2)
    worth = []
    for count in range(0, 9):
        state.missions[0] = [m for m in DATA.missions if DATA.missions[m].points == 13][:count]
        worth.append(estimate(state, 0))
    gains = [b - a for a, b in zip(worth, worth[1:], strict=False)]
    assert all(g > 0 for g in gains[:2])
    assert gains[-1] < gains[0]
    assert worth[8] - worth[0] < 4 * (worth[2] - worth[0])
