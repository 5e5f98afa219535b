"""Every registered game honours the contract: random legal play ends and is deterministic from the seed; what a
seat is told (its view, its redacted state, its decision) holds nothing it may not know; the AI's sampled
worlds agree with that knowledge; copies are independent; refusals say why and change nothing.

The games and their seat counts come from the registry's listing, so a new game is tested by these checks as
soon as its registry line exists, and a game that cannot be imported fails here by name.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from ninjatable.ai.ismcts import Search
from ninjatable.ai.knowledge import Knowledge, knowledge_of
from ninjatable.ai.runner import bot_step, bots_for, play_to_end
from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.match import Match
from ninjatable.engine.protocol import Game, State
from ninjatable.engine.registry import CATALOGUE, get_game
from ninjatable.engine.rng import NoGenerator, Rng

PLANS = [(name, seats) for name, listing in CATALOGUE.items() for seats in listing.seat_counts]
NAMES = list(CATALOGUE)


def snapshot(value: Any, seen: frozenset[int] = frozenset()) -> Any:
    """A comparable picture of everything a state holds, its generator and `_private` caches left out."""
    if isinstance(value, (str, int, float, bool, type(None))):
        return value
    if isinstance(value, Rng):
        return "<generator>"
    if id(value) in seen:
        return "<cycle>"
    seen = seen | {id(value)}
    if isinstance(value, dict):
        return {"dict": sorted(((repr(k), snapshot(v, seen)) for k, v in value.items()), key=lambda kv: kv[0])}
    if isinstance(value, (list, tuple)):
        return [type(value).__name__, [snapshot(v, seen) for v in value]]
    if isinstance(value, (set, frozenset)):
        return ["set", sorted(repr(snapshot(v, seen)) for v in value)]
    fields = attributes(value)
    if fields is None:
        return repr(value)
    return [type(value).__name__, {k: snapshot(v, seen) for k, v in sorted(fields.items()) if k != "rng"}]


def attributes(value: Any) -> dict[str, Any] | None:
    """The public attributes of an object (its `__dict__` and `__slots__`), or None for a plain value."""
    found: dict[str, Any] = {}
    if hasattr(value, "__dict__"):
        found.update(vars(value))
    for cls in type(value).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            if hasattr(value, slot):
                found[slot] = getattr(value, slot)
    if not found and not hasattr(value, "__dict__"):
        return None
    return {k: v for k, v in found.items() if not k.startswith("_")}


def walk(value: Any, seen: set[int] | None = None) -> Iterator[Any]:
    """Every object reachable from `value` (containers, dataclass fields, attributes)."""
    seen = set() if seen is None else seen
    if id(value) in seen or isinstance(value, (str, int, float, bool, type(None))):
        return
    seen.add(id(value))
    yield value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from walk(k, seen)
            yield from walk(v, seen)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            yield from walk(v, seen)
    else:
        for v in (attributes(value) or {}).values():
            yield from walk(v, seen)


def mutable_parts(value: Any, path: str = "state", seen: set[int] | None = None) -> Iterator[tuple[str, Any]]:
    """Every mutable container or object inside a state, with the path that reaches it."""
    seen = set() if seen is None else seen
    if id(value) in seen or isinstance(value, (str, int, float, bool, type(None), tuple, frozenset, Rng)):
        if isinstance(value, tuple):
            for i, v in enumerate(value):
                yield from mutable_parts(v, f"{path}[{i}]", seen)
        return
    seen.add(id(value))
    if isinstance(value, (list, dict, set)) or attributes(value) is not None:
        if not (dataclasses.is_dataclass(value) and type(value).__dataclass_params__.frozen):  # type: ignore[attr-defined]
            yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from mutable_parts(v, f"{path}[{k!r}]", seen)
    elif isinstance(value, (list, set)):
        for i, v in enumerate(value):
            yield from mutable_parts(v, f"{path}[{i}]", seen)
    else:
        for k, v in (attributes(value) or {}).items():
            yield from mutable_parts(v, f"{path}.{k}", seen)


def played(name: str, seats: int, seed: int, steps: int) -> Iterator[tuple[Game, Match]]:
    """A match of random seats, yielded before each of its first `steps` commands (one command at a time,
    so a simultaneous decision is also seen half answered)."""
    game = get_game(name)
    match = Match(game, ["random"] * seats, seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        if match.state.is_over():
            return
        yield game, match
        acting = match.state.to_act()
        seat = acting[rng.randint(0, len(acting) - 1)] if match.state.is_simultaneous() else acting[0]
        legal = match.state.legal_commands(seat)
        match.submit(seat, legal[rng.randint(0, len(legal) - 1)])


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
def test_views_are_frozen_snapshots_without_generator(name, seats):
    for game, match in played(name, seats, seed=5, steps=40):
        for seat in [None, *range(seats)]:
            view = game.view(match.state, seat)
            assert dataclasses.is_dataclass(view) and type(view).__dataclass_params__.frozen, type(view)
            assert not any(isinstance(part, (Rng, State)) for part in walk(view)), f"{name}: a view holds a state"


@pytest.mark.parametrize("name, seats", PLANS)
def test_a_seat_knows_nothing_of_what_it_cannot_see(name, seats):
    """Deal a new world from a seat's redacted state: its view, its legal commands and its redaction are the
    same as in the true game. A view or redaction that held another seat's hidden card, a pending secret
    choice or the deck order would differ between the two worlds."""
    knowledge = knowledge_of(get_game(name))
    rng = Rng(7)
    for game, match in played(name, seats, seed=9, steps=60):
        state = match.state
        for seat in range(seats):
            redacted = game.redact(state, seat)
            assert type(redacted) is type(state)
            assert isinstance(redacted.rng, NoGenerator), f"{name}: a redacted state keeps the generator"
            assert game.view(redacted, seat) == game.view(state, seat)
            assert set(redacted.legal_commands(seat)) == set(state.legal_commands(seat))
            world = knowledge.determinize(game.redact(state, seat), seat, rng)
            assert not isinstance(world.rng, NoGenerator), f"{name}: a determinized world cannot draw"
            assert game.view(world, seat) == game.view(state, seat)
            assert set(world.legal_commands(seat)) == set(state.legal_commands(seat))
            assert snapshot(game.redact(world, seat)) == snapshot(redacted), \
                f"{name}: seat {seat}'s redacted state differs between two worlds it cannot tell apart"


@pytest.mark.parametrize("name, seats", PLANS)
def test_each_acting_seat_is_asked_one_decision_holding_its_legal_commands(name, seats):
    for _, match in played(name, seats, seed=13, steps=60):
        state = match.state
        acting = state.to_act()
        for seat in range(seats):
            decision = state.decision(seat)
            legal = state.legal_commands(seat)
            if seat not in acting:
                assert decision is None and not legal
                continue
            assert decision is not None and decision.seat == seat and decision.prompt
            assert len(decision.commands) == len(set(decision.commands)) == len(legal)
            assert set(decision.commands) == set(legal)
            assert all(option.label for option in decision.options)
            assert decision.simultaneous == (state.is_simultaneous() and len(acting) > 1) or len(acting) == 1


@pytest.mark.parametrize("name, seats", PLANS)
def test_a_copy_shares_nothing_mutable_with_its_original(name, seats):
    """`clone` misses no field: every list, dict, set and object of the copy is its own, with equal contents,
    and playing on the copy leaves the original as it was."""
    for _, match in played(name, seats, seed=21, steps=50):
        state = match.state
        twin = state.clone()
        assert snapshot(twin) == snapshot(state)
        originals = dict(mutable_parts(state))
        for path, part in mutable_parts(twin):
            if path in originals:
                assert part is not originals[path], f"{name}: {path} is shared between a state and its copy"
        before = snapshot(state)
        seat = twin.to_act()[0]
        twin.apply(seat, twin.legal_commands(seat)[0])
        assert snapshot(state) == before


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
    before = snapshot(state)
    command = state.legal_commands(acting[0])[0]
    with pytest.raises(IllegalCommand, match="not your turn"):
        state.apply(idle[0], command)
    assert snapshot(state) == before


@pytest.mark.parametrize("name, seats", PLANS)
def test_the_search_only_plays_legal_commands_in_its_sampled_worlds(name, seats):
    """Whatever the search caches or prunes, every command it applies inside a determinization is legal there
    (a plan that stands for several commands begins with a legal one)."""
    knowledge = knowledge_of(get_game(name))

    class Checked(type(knowledge)):  # type: ignore[misc]
        def search_commands(self, state, seat):
            options = super().search_commands(state, seat)
            legal = set(state.legal_commands(seat))
            for option in options:  # a command of the rules, or a plan whose first step is one
                assert option in legal or self.step(state, seat, option) in legal
            return options

        def playout_command(self, state, seat, rng):
            command = super().playout_command(state, seat, rng)
            assert command in state.legal_commands(seat)
            return command

    checked = Checked.__new__(Checked)
    checked.__dict__.update(vars(knowledge))
    for step, (game, match) in enumerate(played(name, seats, seed=17, steps=300)):
        if step % 25:
            continue
        seat = match.state.to_act()[0]
        legal = match.state.legal_commands(seat)
        redacted = game.redact(match.state, seat)
        search = Search(checked, redacted, seat, legal, Rng(step))
        chosen = search.run(iterations=30, seconds=60.0).command
        assert chosen in legal or checked.step(redacted, seat, chosen) in legal


@pytest.mark.parametrize("name", NAMES)
def test_the_game_and_its_knowledge_override_only_hooks_that_exist(name):
    """A misspelt hook would silently keep the default: every public method of the game's classes is one
    of the contract's."""
    game = get_game(name)
    knowledge = knowledge_of(game)
    for instance, base in ((game, Game), (knowledge, Knowledge)):
        own = {attr for cls in type(instance).__mro__ if cls not in base.__mro__ and cls is not object
               for attr, value in vars(cls).items() if callable(value) and not attr.startswith("_")}
        assert own <= set(dir(base)), f"{name}: {sorted(own - set(dir(base)))} are not hooks of {base.__name__}"


@pytest.mark.parametrize("name", NAMES)
def test_the_listing_agrees_with_the_game(name):
    game = get_game(name)
    listing = CATALOGUE[name]
    assert game.name == name and listing.title == game.title
    assert listing.seat_counts == game.seat_counts
    seats = sorted(game.seat_counts)
    if seats == list(range(seats[0], seats[-1] + 1)):
        counts = f"{seats[0]}–{seats[-1]} players"
    else:  # a gap in the counts is named: "2 or 4 players"
        counts = ", ".join(map(str, seats[:-1])) + f" or {seats[-1]} players"
    assert listing.tagline.startswith(counts), "the lobby states the seat counts the game allows"


@pytest.mark.parametrize("name, seats", PLANS)
def test_whatever_a_command_shows_its_own_seat_for_the_first_time_stops_undo(name, seats):
    """Undo peeks: a command whose outcome for its own seat depends on something that seat could not see (a
    bonus tile under the one taken, an enemy spy looked at, another seat's secret answer turned over) is a reveal
    for undo, like a draw or a roll. Deal a world the seat cannot tell from the true one, give the same command in
    both: if what the seat sees afterwards differs, the command must be marked irreversible."""
    knowledge = knowledge_of(get_game(name))
    rng = Rng(11)
    checked = 0
    for game, match in played(name, seats, seed=13, steps=160):
        state = match.state
        acting = state.to_act()
        for seat in acting if state.is_simultaneous() else acting[:1]:
            for command in state.legal_commands(seat)[:6]:
                world = knowledge.determinize(game.redact(state, seat), seat, rng)
                if command not in set(world.legal_commands(seat)):
                    continue
                true = state.clone()
                events = true.apply(seat, command)
                if any(event.irreversible for event in events):
                    continue
                world.apply(seat, command)
                checked += 1
                assert game.view(world, seat) == game.view(true, seat), (
                    f"{name}: {command.to_text()} shows seat {seat} something it did not see before, but undo "
                    "may take it back")
    assert checked > 0
