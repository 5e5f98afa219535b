"""The messages of a table travel as frozen dataclasses: each is written to the wire and read back as itself, an
update's state through the codec; the build's digest follows the codec's class list; nothing outside the
protocol module reads a message's kind; and the network package imports no window, no game and no pygame."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from ninjatable import i18n
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.engine.seats import SeatKind
from ninjatable.net import codec, protocol
from ninjatable.net.judge import InlineThinker, Judge
from ninjatable.net.protocol import ProtocolError

ROOT = Path(__file__).resolve().parents[2] / "ninjatable"

SIMPLE = [
    protocol.Hello(invites=("ABCD-EFGH",)),
    protocol.Hello(tokens=(protocol.SeatToken("t1", 2, "secret"),)),
    protocol.Hello(watch="WXYZ-2345"),
    protocol.Create("shin", (SeatKind.FRIEND, SeatKind.NORMAL), {"variant": "base"}, True),
    protocol.Undo(),
    protocol.UndoAnswer(False),
    protocol.Reveal(1),
    protocol.HintUsed(0),
]
HOST = [
    protocol.Welcome("t1", "shin", (0, 1), (protocol.SeatToken("t1", 0, "x"),), {"variant": "base"}, False),
    protocol.Refused("It is not your turn."),
    protocol.Created("t1", ("ABCD-EFGH", None), "WXYZ-2345"),
]


def plain(value):
    """A message compared by value (read-only mappings as dicts)."""
    return json.loads(json.dumps(value, default=lambda v: dict(v) if hasattr(v, "items") else vars(v)))


@pytest.mark.parametrize("message", SIMPLE, ids=lambda m: type(m).__name__)
def test_a_screens_message_is_read_back_as_itself(message):
    read = protocol.decode_client(protocol.encode(message), None)
    assert type(read) is type(message)
    assert protocol.encode(read) == protocol.encode(message)


@pytest.mark.parametrize("message", HOST, ids=lambda m: type(m).__name__)
def test_a_hosts_message_is_read_back_as_itself(message):
    read = protocol.decode_host(protocol.encode(message), None)
    assert type(read) is type(message) and protocol.encode(read) == protocol.encode(message)


def test_a_command_is_read_with_the_games_own_parser():
    game = get_game("shinobi")
    match = Match(game, ["human"] * 3, 3)
    seat = match.state.to_act()[0]
    command = protocol.Command(seat, match.state.legal_commands(seat)[0], 0)
    assert protocol.decode_client(protocol.encode(command), game) == command
    with pytest.raises(ProtocolError, match="Sit at a table first"):
        protocol.decode_client(protocol.encode(command), None)


@pytest.mark.parametrize("name", ["shinobi", "shin", "ninja-all-stars"])
def test_an_update_is_read_back_as_the_same_update(name):
    game = get_game(name)
    sent = []

    class Wire:
        def send(self, screen, message):
            sent.append(message)

    seats = ["human"] + ["easy"] * (game.seat_counts[0] - 1)
    judge = Judge(Match(game, seats, 7), Wire(), thinker=InlineThinker(), floors=False, explain=True)
    judge.attach([0])
    judge.poll()
    for update in sent:
        text = protocol.encode(update, game)
        read = protocol.decode_host(text, game)
        assert isinstance(read, protocol.Update) and protocol.encode(read, game) == text


def test_an_update_carries_messages_that_each_screen_reads_in_its_own_language():
    """A host sends the log, the seats' names and the computers' reasons as messages, never as words of its own
    language: a German and an Italian screen read the same update each in its own words."""
    game = get_game("shinobi")
    sent = []

    class Wire:
        def send(self, screen, message):
            sent.append(message)

    judge = Judge(Match(game, ["human", "easy", "easy"], 7), Wire(), thinker=InlineThinker(), floors=False,
                  explain=True)
    judge.attach([0])
    for _ in range(40):
        judge.poll()
    text = protocol.encode(sent[-1], game)
    assert "Player" not in json.dumps([line for line in json.loads(text)["log"] if isinstance(line[0], str)])
    read = protocol.decode_host(text, game)
    assert isinstance(read, protocol.Update) and read.log and read.reasons
    words = {}
    for language in ("de", "it"):
        i18n.set_language(language)
        words[language] = ([i18n.render(info.name) for info in read.seats],
                           " ".join(i18n.render(line.text) for line in read.log),
                           " ".join(i18n.render(line) for lines in read.reasons.values() for line in lines))
    i18n.set_language("en")
    assert words["de"][0][1] == "Spieler 2" and words["it"][0][1] == "Giocatore 2"
    assert "Spieler" in words["de"][1] and "Giocatore" in words["it"][1] and "Player" not in words["de"][1]
    assert words["de"][2] != words["it"][2]


def test_the_build_digest_follows_the_codecs_class_list(monkeypatch):
    before = protocol.build()
    assert protocol.build() == before
    monkeypatch.setattr(codec, "_DIGEST", ["another class list"])
    assert protocol.build() != before


def test_nothing_but_the_protocol_module_reads_a_messages_kind():
    """Where messages travel (the network, the screens, the command line), only `net/protocol.py` looks at a
    message's kind (a game's glossary has kinds of terms of its own)."""
    for path in sorted(p for folder in ("net", "ui", "cli") for p in (ROOT / folder).rglob("*.py")):
        if path.name == "protocol.py" and path.parent.name == "net":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
                assert node.slice.value != "kind", f"{path.relative_to(ROOT)} reads a message's kind"
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "get" and node.args \
                    and isinstance(node.args[0], ast.Constant) and node.args[0].value == "kind":
                raise AssertionError(f"{path.relative_to(ROOT)} reads a message's kind")


def imports_of(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
    return found


@pytest.mark.parametrize("path", sorted((ROOT / "net").glob("*.py")), ids=lambda p: p.name)
def test_the_network_package_imports_no_window_no_game_and_no_pygame(path):
    for name in imports_of(path):
        assert not name.startswith(("ninjatable.ui", "ninjatable.games", "pygame")), f"{path.name}: {name}"


def test_the_judge_rests_on_the_engine_and_the_ai_alone():
    """(and on the messages it says, `ninjatable.i18n`, read later in each screen's language)"""
    allowed = ("ninjatable.i18n", "ninjatable.engine", "ninjatable.ai", "ninjatable.net.protocol", "ninjatable.net.shares",
               "ninjatable.net.codec", "ninjatable.net")
    for module in ("judge.py", "shares.py"):
        for name in imports_of(ROOT / "net" / module):
            if name.startswith("ninjatable"):
                assert name.startswith(allowed), f"{module}: {name}"
