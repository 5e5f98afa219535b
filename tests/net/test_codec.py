"""The state codec: over random positions of every game and every seat (and a spectator), the state a client
decodes is the seat's redacted state — the same snapshot, view, decision, legal commands and previews — and
anything that is not an encoded state of the game is refused with a reason, changing nothing."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ninjatable.engine.rng import Rng
from ninjatable.net.codec import CodecError, decode_state, encode_state, encode_value
from tests.engine.test_conformance import PLANS, played, snapshot


def wire(game, state):
    """The state as it travels: encoded, written as JSON text, read back and decoded."""
    return decode_state(game, json.loads(json.dumps(encode_state(game, state), separators=(",", ":"))))


@pytest.mark.parametrize("name, seats", PLANS)
def test_a_decoded_state_is_the_seats_redaction_with_the_same_view_decision_commands_and_previews(name, seats):
    for game, match in played(name, seats, seed=21, steps=80):
        state = match.state
        for seat in [*range(seats), None]:
            redacted = game.redact(state, seat)
            decoded = wire(game, redacted)
            assert type(decoded) is type(redacted)
            assert snapshot(decoded) == snapshot(redacted), f"{name}: seat {seat}'s state changed on the wire"
            assert encode_value(game, game.view(decoded, seat)) == encode_value(game, game.view(redacted, seat))
            if seat is None:
                continue
            assert decoded.legal_commands(seat) == redacted.legal_commands(seat)
            assert decoded.decision(seat) == redacted.decision(seat)
            for command in redacted.legal_commands(seat)[:12]:
                assert game.find_move(decoded, seat, command) == game.find_move(redacted, seat, command)


@pytest.mark.parametrize("name, seats", PLANS[:1] + [p for p in PLANS if p[0] == "ninja-all-stars"][:1])
def test_a_decoded_state_plays_on_like_the_redaction_once_dealt(name, seats):
    """The computer player of a network seat deals the unknown into its decoded state and plays on it."""
    from ninjatable.ai.knowledge import knowledge_of

    for game, match in played(name, seats, seed=5, steps=30):
        seat = match.state.to_act()[0]
        knowledge = knowledge_of(game)
        world = knowledge.determinize(wire(game, game.redact(match.state, seat)), seat, Rng(3))
        twin = knowledge.determinize(game.redact(match.state, seat), seat, Rng(3))
        assert snapshot(world) == snapshot(twin)


def test_a_state_with_its_generator_is_never_encoded():
    """The seed stays at the host: only a redacted state (no generator) may be sent."""
    name, seats = PLANS[0]
    for game, match in played(name, seats, seed=2, steps=1):
        with pytest.raises(CodecError, match="generator"):
            encode_state(game, match.state)


def encoded_example():
    name, seats = next(plan for plan in PLANS if plan[0] == "shinobi")
    for game, match in played(name, seats, seed=4, steps=10):
        last = game, encode_state(game, game.redact(match.state, 0))
    return last


@pytest.mark.parametrize("change, reason", [
    (lambda data: {"o": "os.system", "a": {}}, "not a type"),
    (lambda data: {"o": data["o"], "a": {**data["a"], "__class__": {"o": "engine.rng.Rng", "a": {}}}}, "attribute"),
    (lambda data: {"o": data["o"], "a": {**data["a"], "rng": {"o": "engine.rng.Rng", "a": {}}}}, "not a type"),
    (lambda data: {"e": "engine.rng.NoGenerator", "n": "x"}, "enum"),
    (lambda data: {"ref": 99}, "reference"),
    (lambda data: {"x": 1}, "unknown tag"),
    (lambda data: [data], "not a redacted state"),
    (lambda data: {"t": "abc"}, "must hold a list"),
    (lambda data: {"s": [[1]]}, "set"),
    (lambda data: {"d": [[[1], 2]]}, "key"),
    (lambda data: {"o": data["o"], "a": {**data["a"], "rng": 5}}, "not a redacted state"),
])
def test_a_malformed_state_is_refused_with_a_reason(change, reason):
    game, data = encoded_example()
    with pytest.raises(CodecError, match=reason):
        decode_state(game, change(data))


def test_a_state_nested_too_deeply_is_refused():
    game, _ = encoded_example()
    deep: object = 1
    for _ in range(5000):
        deep = [deep]
    with pytest.raises(CodecError, match="deeply"):
        decode_state(game, deep)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_a_fuzzed_or_truncated_state_is_refused_or_read_never_anything_else(data):
    """Cut short, or with bytes changed: the decoder refuses it with a CodecError (or reads a value of the game),
    never raises anything else, and the state it was encoded from is unchanged."""
    game, encoded = encoded_example()
    text = json.dumps(encoded)
    before = text
    if data.draw(st.booleans()):
        text = text[:data.draw(st.integers(0, len(text) - 1))]
    else:
        chars = list(text)
        for _ in range(data.draw(st.integers(1, 8))):
            chars[data.draw(st.integers(0, len(chars) - 1))] = data.draw(st.sampled_from('{}[]",:0123abo#@-'))
        text = "".join(chars)
    try:
        value = json.loads(text)
    except ValueError:
        return  # not JSON at all: the protocol refuses it before the codec sees it
    try:
        decode_state(game, value)
    except CodecError as exc:
        assert str(exc)
    assert json.dumps(encoded) == before


def test_shared_objects_stay_shared_across_the_wire():
    """One object held in two places is one object again after the trip (a figure in a square and a team)."""
    name, seats = next(plan for plan in PLANS if plan[0] == "ninja-all-stars")
    for game, match in played(name, seats, seed=1, steps=random.Random(1).randint(20, 40)):
        state = game.redact(match.state, 0)
    decoded = wire(game, state)
    originals = {id(v) for v in vars(state).values()}
    assert len({id(v) for v in vars(decoded).values()}) == len(originals)
