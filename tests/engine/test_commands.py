"""Commands are frozen values whose text form round-trips."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ninjatable.engine.commands import Command, CommandSet, command_kind, parse_fields


@command_kind("sample")
class Sample(Command):
    number: int
    word: str
    path: tuple


KINDS = CommandSet([Sample])


@given(st.integers(), st.text(), st.lists(st.one_of(st.integers(), st.text(), st.booleans())))
def test_command_text_round_trips(number, word, path):
    command = Sample(number, word, tuple(path))
    assert KINDS.parse(command.to_text()) == command


def test_commands_are_hashable_and_frozen():
    command = Sample(1, "a", (1, 2))
    assert hash(command) == hash(Sample(1, "a", (1, 2)))
    with pytest.raises(AttributeError):
        command.number = 2  # type: ignore[misc]


@command_kind("other")
class Other(Command):
    number: int
    word: str
    path: tuple


def test_commands_of_different_kinds_with_equal_fields_hash_apart():
    # a running hash over the commands played (a public record of play) must tell them apart
    assert Sample(13, "x", (7,)) != Other(13, "x", (7,))
    assert hash(Sample(13, "x", (7,))) != hash(Other(13, "x", (7,)))
    assert hash((0, Sample(13, "x", (7,)))) != hash((0, Other(13, "x", (7,))))


@pytest.mark.parametrize("text, problem", [
    ("", "empty"),
    ("fly number=1", "unknown command"),
    ("sample number=1 word=\"x\"", "needs field"),
    ("sample number=1 word=\"x\" path=[] extra=2", "no field"),
    ("sample number=[1", "bad value"),
    ("sample number", "cannot read"),
])
def test_broken_command_texts_are_refused_with_the_problem(text, problem):
    with pytest.raises(ValueError, match=problem):
        KINDS.parse(text)


def test_parse_fields_reads_spaces_inside_strings():
    assert parse_fields('say text="two words" n=3') == ("say", {"text": "two words", "n": 3})
