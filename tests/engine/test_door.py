"""The engine's door: whatever is handed to a game's `apply` or its command parser (wrong types, foreign
commands, any text), it is refused with a reason and the game is left byte for byte as it was.

In Python `10.0 == 10` and `True == 1`, so a command with a float or a bool where a whole number belongs equals
a legal one; the type check before the rules keeps it out. Every registered game is fed; a game whose package
cannot be imported is skipped with the reason.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ninjatable.ai.runner import bot_step, bots_for
from ninjatable.engine.commands import Command, command_kind, parse_fields
from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.match import Match
from ninjatable.engine.registry import CATALOGUE, get_game

from .test_conformance import snapshot


def importable(name: str):
    """The game, or a skip saying why it cannot be imported here."""
    try:
        importlib.import_module(CATALOGUE[name].module)
        return get_game(name)
    except Exception as exc:  # a game package in the middle of a change elsewhere
        pytest.skip(f"{name} cannot be imported: {exc.__class__.__name__}: {exc}")


def positions(name: str, count: int = 3) -> list[Match]:
    """Matches of the game at a few moments of random play (start, early, later)."""
    game = importable(name)
    seats = CATALOGUE[name].seat_counts[-1]
    found = []
    for steps in (0, 7, 31)[:count]:
        match = Match(game, ["random"] * seats, seed=11)
        bots = bots_for(match, 11)
        for _ in range(steps):
            if match.state.is_over() or not bot_step(match, bots):
                break
        found.append(match)
    return found


@command_kind("foreign-order")
class Foreign(Command):
    """A command no game knows."""

    card: int


GARBAGE = st.one_of(
    st.integers(min_value=-3, max_value=70), st.integers(), st.floats(allow_nan=True),
    st.booleans(), st.none(), st.text(max_size=12), st.sampled_from(["oda", "mori", "fire", "rock", ""]),
    st.lists(st.integers(-2, 12), max_size=3), st.tuples(st.integers(-2, 12), st.integers(-2, 12)),
    st.tuples(st.floats(), st.booleans()), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def garbage_commands(game) -> st.SearchStrategy:
    """A command of one of the game's types with any values in its fields, or something that is no command
    of the game at all."""
    def of_type(command_type: type[Command]) -> st.SearchStrategy:
        fields = dataclasses.fields(command_type)
        return st.tuples(*[GARBAGE for _ in fields]).map(lambda values: command_type(*values))

    own = [of_type(t) for t in game.command_types] or [st.nothing()]
    return st.one_of(*own, st.builds(Foreign, GARBAGE), st.sampled_from([None, 42, "deploy card=1", Command()]))


def seats_for(match: Match) -> st.SearchStrategy:
    acting = list(match.state.to_act()) or [0]
    return st.one_of(st.sampled_from(acting), st.integers(-2, 9), st.sampled_from([True, 1.0, None, "0"]))


def refused_and_unchanged(match: Match, seat, command) -> None:
    state = match.state
    if isinstance(command, Command) and command.problem() is None and type(seat) is int \
            and 0 <= seat < state.num_seats and command in state.legal_commands(seat):
        return  # the garbage happens to be a legal move
    before_json = match.to_json()
    before_state = snapshot(state)
    before_rng = copy.deepcopy(state.rng)._random.getstate()
    with pytest.raises(IllegalCommand) as refused:
        match.submit(seat, command)
    assert refused.value.reason and refused.value.reason.strip()
    assert match.to_json() == before_json
    assert snapshot(match.state) == before_state
    assert match.state.rng._random.getstate() == before_rng


@pytest.mark.parametrize("name", list(CATALOGUE))
def test_garbage_commands_are_refused_with_a_reason_and_change_nothing(name):
    for match in positions(name):
        if not match.state.is_over():
            feed_garbage(match)


def feed_garbage(match: Match) -> None:
    @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
    @given(data=st.data())
    def check(data):
        seat = data.draw(seats_for(match))
        command = data.draw(garbage_commands(match.game))
        refused_and_unchanged(match, seat, command)

    check()


def kind_texts(game) -> st.SearchStrategy:
    """Texts that look like the game's commands: a real kind with any fields and values, or noise."""
    kinds = [t.kind for t in game.command_types] or ["x"]
    names = sorted({f.name for t in game.command_types for f in dataclasses.fields(t)}) or ["x"]
    value = st.one_of(st.sampled_from(["1", "10.0", "1e400", "true", "null", '"oda"', "[1,2]", "[[[[[[[[[[1]]]]]]]]]]",
                                       "{}", "NaN", "-Infinity", "9" * 5000, "[" * 3000, '"\\ud800"', '"\x00"',
                                       '"\u202e"', "", "]", "\"", "1 2"]),
                      st.integers().map(str), st.text(max_size=8))
    field = st.tuples(st.sampled_from(names), value).map(lambda pair: f"{pair[0]}={pair[1]}")
    structured = st.tuples(st.sampled_from(kinds), st.lists(field, max_size=4)).map(
        lambda parts: " ".join([parts[0], *parts[1]]))
    return st.one_of(structured, st.text(max_size=60), st.binary(max_size=40).map(lambda b: b.decode("latin-1")))


@pytest.mark.parametrize("name", list(CATALOGUE))
def test_the_parser_refuses_any_text_with_a_value_error(name):
    game = importable(name)

    @settings(max_examples=400, deadline=None)
    @given(text=kind_texts(game))
    def check(text):
        try:
            command = game.parse_command(text)
        except ValueError as exc:
            assert str(exc)
            return
        assert command.problem() is None, "a parsed command holds only values of its declared types"
        assert game.parse_command(command.to_text()) == command

    check()


@pytest.mark.parametrize("text", [
    "deploy card=" + "[" * 100_000, "deploy card=" + "[" * 900 + "1" + "]" * 900, "x " * 5000,
    'deploy card={"a":' * 500, "deploy card=" + "9" * 1900,
], ids=["100000 brackets", "900 deep", "long noise", "deep objects", "1900 digits"])
def test_no_text_reaches_a_recursion_error(text):
    with pytest.raises(ValueError):
        parse_fields(text) if len(text) > 2000 else get_game("shinobi").parse_command(text)


def test_a_float_or_a_bool_card_is_refused_and_stays_in_the_hand():
    """`Deploy(10.0, 1)` equals `Deploy(10, 1)`: it used to pass the check, leave the hand, then fail."""
    from ninjatable.games.shinobi.commands import Deploy

    match = Match(get_game("shinobi"), ["human"] * 3, 5)
    seat = match.state.current
    card = match.state.hands[seat][0]
    other = (seat + 1) % 3
    assert Deploy(card, other) in match.state.legal_commands(seat)
    for bad, words in ((Deploy(float(card), other), "whole number"), (Deploy(card, True), "whole number"),
                       (Deploy(str(card), other), "whole number"), (Deploy(None, other), "whole number"),
                       (Deploy(card, float(other)), "whole number")):
        before = match.to_json()
        with pytest.raises(IllegalCommand, match=words):
            match.submit(seat, bad)
        assert match.to_json() == before and card in match.state.hands[seat]
    with pytest.raises(IllegalCommand, match="no such player"):
        match.submit(float(seat), Deploy(card, other))
    for text in (f"deploy card={card}.0 province={other}", f"deploy card=true province={other}",
                 f'deploy card="{card}" province={other}', f"deploy card={card} province=[{other}]"):
        with pytest.raises(ValueError, match="must be a whole number"):
            match.game.parse_command(text)
