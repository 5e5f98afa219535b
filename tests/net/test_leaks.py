"""Nothing secret on the wire: every byte each client receives in a full game of every game is recorded, and none
of it holds the seed, another seat's hidden cards, a deck's order or another seat's secret answer.

Each update's state is compared with the redaction of a world dealt from the seat's own knowledge: had the
hidden things been otherwise, the seat would have been sent the same. And every hidden sequence of the true
state (another hand, a deck in its order) is looked for, as the codec writes it, in the bytes."""

from __future__ import annotations

import json

import pytest

from ninjatable.ai.knowledge import knowledge_of
from ninjatable.engine.rng import Rng
from ninjatable.net import protocol
from ninjatable.net.client import Connection
from ninjatable.net.transport import Server
from tests.engine.test_conformance import attributes, snapshot
from tests.net.test_host import TABLES, host, play_all  # noqa: F401 - the host fixture

SCALARS = (str, int, float, bool, type(None))


def hidden_sequences(true: object, redacted: object, seen: set[int] | None = None) -> list[object]:
    """The sequences of plain values the true state holds where the seat's redaction holds something else
    (another hand, a deck in its order), three or more long."""
    seen = set() if seen is None else seen
    if id(true) in seen or isinstance(true, SCALARS):
        return []
    seen.add(id(true))
    found: list[object] = []
    if isinstance(true, (list, tuple)) and len(true) >= 3 and all(isinstance(v, (int, str)) for v in true):
        if type(true) is not type(redacted) or list(true) != list(redacted):
            found.append(true)
        return found
    if isinstance(true, dict) and isinstance(redacted, dict):
        for key, value in true.items():
            found += hidden_sequences(value, redacted.get(key), seen)
    elif isinstance(true, (list, tuple)) and isinstance(redacted, (list, tuple)):
        for index, value in enumerate(true):
            found += hidden_sequences(value, redacted[index] if index < len(redacted) else None, seen)
    else:
        mine, theirs = attributes(true) or {}, attributes(redacted) or {}
        for name, value in mine.items():
            found += hidden_sequences(value, theirs.get(name), seen)
    return found


def written(sequence: object) -> list[str]:
    """How the codec writes a sequence (a list, or a tuple)."""
    items = json.dumps(list(sequence), separators=(",", ":"))
    return [items] if isinstance(sequence, list) else ['{"t":' + items + "}"]


@pytest.mark.parametrize("name, seats", TABLES)
def test_no_client_receives_the_seed_another_hand_a_deck_order_or_another_secret_answer(host, name, seats,  # noqa: F811
                                                                                       monkeypatch):
    sent: list[tuple[int | None, str, object, dict]] = []
    received: dict[int, list[str]] = {}
    send = Server.send
    arrived = Connection._received

    def recording_send(server, screen, message):
        link = server.links.get(screen)
        if isinstance(message, protocol.Update) and link is not None:
            judge = link.table.judge
            sent.append((message.seat, protocol.encode(message, judge.game), judge.match.state.clone(),
                         dict(judge.collected)))
        send(server, screen, message)

    def recording_receive(connection, raw):
        received.setdefault(id(connection), []).append(raw)
        arrived(connection, raw)

    monkeypatch.setattr(Server, "send", recording_send)
    monkeypatch.setattr(Connection, "_received", recording_receive)
    table, invites, _ = host.call(host.host.create, name, ["remote"] * seats, {}, False)
    play_all(host, invites)
    game, seed = table.game, str(table.match.seed)
    knowledge = knowledge_of(game)
    every_sent = {text for _, text, _, _ in sent}
    for raw in (raw for texts in received.values() for raw in texts):
        assert seed not in raw
        assert raw in every_sent or '"kind":"update"' not in raw, "a client got an update the host did not send"
    assert sum(len(texts) for texts in received.values()) >= len(table.match.history)
    rng = Rng(11)
    for number, (seat, text, true, collected) in enumerate(sent):
        assert seed not in text, f"{name}: the seed went to seat {seat}"
        message = json.loads(text)
        redacted = game.redact(true, seat)
        for sequence in hidden_sequences(true, redacted):
            for form in written(sequence):
                assert form not in text, f"{name}: seat {seat} was sent a hidden sequence {form}"
        for other, (answer, _) in collected.items():
            if other != seat:
                assert message["answered"] != answer.to_text()
        assert all(item["command"] is None for item in message["applied"] if item["seat"] != seat)
        if number % 3 == 0:  # the state sent is the one any world the seat cannot tell apart would give
            world = knowledge.determinize(game.redact(true, seat), seat, rng) if seat is not None else true
            state = protocol.decode_host(text, game).state
            assert snapshot(state) == snapshot(game.redact(world, seat)), \
                f"{name}: seat {seat}'s update holds something of a world it cannot see"
