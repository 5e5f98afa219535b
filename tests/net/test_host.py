"""The host over real sockets on 127.0.0.1: every game played to the end by headless remote players, a player
who drops and comes back, computer stand-ins, undo by agreement, and every kind of bad message refused while
the table goes on."""

from __future__ import annotations

import json
import threading
import time

import pytest
from websockets.sync.client import connect

from ninjatable.engine.registry import CATALOGUE
from ninjatable.i18n import render
from ninjatable.net import protocol
from ninjatable.net.client import Connection, play_headless
from ninjatable.net.protocol import Command, Hello, Refused, SeatToken, Undo, UndoAnswer, Update, Welcome
from ninjatable.net.store import Store
from ninjatable.net.transport import HostThread
from tests.net.helpers import keeps_the_turn, undoable

#: every game at its smallest table, and each game with teams or a solo mode at another size.
SMALLEST = [(name, listing.seat_counts[0]) for name, listing in CATALOGUE.items()]
TABLES = SMALLEST + [("shin", 4), ("ronin", 2)]
#: one whole network game of each game every day, the other sizes in the slow tier
WHOLE_GAMES = SMALLEST + [pytest.param(*table, marks=pytest.mark.slow) for table in TABLES[len(SMALLEST):]]


@pytest.fixture
def host(tmp_path):
    running = HostThread(tmp_path / "host", port=0, grace=0.3)
    running.start()
    yield running
    running.stop()


def address(host: HostThread) -> str:
    return f"127.0.0.1:{host.port}"


def play_all(host: HostThread, invites: list[str | None], level: str = "random") -> dict[int, dict]:
    """Every invited seat played by a headless computer player, each in its own thread, to the end."""
    outcomes: dict[int, dict] = {}
    errors: list[BaseException] = []

    def play(seat: int, code: str) -> None:
        try:
            outcomes[seat] = play_headless(address(host), code, level, timeout=60)
        except BaseException as exc:  # reported by the test
            errors.append(exc)

    threads = [threading.Thread(target=play, args=(seat, code)) for seat, code in enumerate(invites) if code]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(300)
    assert not errors, errors
    return outcomes


@pytest.mark.parametrize("name, seats", WHOLE_GAMES)
def test_every_game_is_played_to_the_end_with_every_seat_a_remote_player(host, name, seats):
    table, invites, _ = host.call(host.host.create, name, ["remote"] * seats, {}, False)
    outcomes = play_all(host, invites)
    state = table.match.state
    assert state.is_over()
    truth = {"winners": list(state.outcome().winners), "scores": list(state.outcome().scores)}
    assert outcomes == {seat: truth for seat in range(seats)}


def test_remote_players_and_computer_seats_share_a_table(host):
    table, invites, _ = host.call(host.host.create, "shitenno", ["remote", "easy", "remote"], {}, False)
    assert invites[1] is None
    outcomes = play_all(host, invites)
    assert table.match.state.is_over() and set(outcomes) == {0, 2}


def test_every_move_is_in_the_store_before_it_is_announced(host, tmp_path):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    play_all(host, invites)
    stored = next(t for t in Store(tmp_path / "host" / "tables.sqlite3").tables() if t.id == table.id)
    assert [text for _, text in stored.commands] == [c.to_text() for _, c in table.match.history]
    assert stored.seed == table.match.seed and all(len(h or "") == 64 for h in stored.token_hashes.values())


def raw(host: HostThread):
    """A bare WebSocket connection to the host, to send it anything."""
    return connect(f"ws://{address(host)}").__enter__()


def hello(host: HostThread, **fields) -> tuple[object, list[dict]]:
    socket = raw(host)
    socket.send(protocol.encode(Hello(**fields)))
    return socket, [json.loads(socket.recv(timeout=5))]


def test_an_invite_works_once_and_a_reconnect_uses_the_token(host):
    _, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    socket, received = hello(host, invites=(invites[0],))
    welcome = received[0]
    assert welcome["kind"] == "welcome" and welcome["seats"] == [0] and welcome["tokens"][0]["token"]
    assert "seed" not in json.dumps(welcome)
    again, answer = hello(host, invites=(invites[0],))
    assert answer[0]["kind"] == "refused" and "used already" in answer[0]["reason"]
    socket.close()
    token = SeatToken(welcome["table"], 0, welcome["tokens"][0]["token"])
    back, answer = hello(host, tokens=(token,))
    assert answer[0]["kind"] == "welcome" and answer[0]["tokens"] == [] and answer[0]["seats"] == [0]
    back.close()


def test_one_screen_may_play_several_seats_of_a_table(host):
    table, invites, _ = host.call(host.host.create, "shinobi", ["remote", "remote", "easy"], {}, False)
    socket, answer = hello(host, invites=(invites[0], invites[1]))
    assert answer[0]["kind"] == "welcome" and answer[0]["seats"] == [0, 1] and len(answer[0]["tokens"]) == 2
    update = json.loads(socket.recv(timeout=5))
    assert update["kind"] == "update" and update["seat"] is None and update["hand_over"] in (0, 1, None)
    socket.close()


def test_a_host_of_another_build_is_told_apart_before_any_state_is_read(host):
    _, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    socket, answer = hello(host, invites=(invites[0],), build="another-build")
    assert answer[0]["kind"] == "refused" and answer[0]["reason"] == protocol.OTHER_BUILD
    assert answer[0]["said"] == {"text": protocol.OTHER_BUILD}  # the sentence as data, read in any language
    older = raw(host)
    older.send(json.dumps({"v": protocol.VERSION - 1, "kind": "hello", "invite": invites[0]}))
    assert json.loads(older.recv(timeout=5))["reason"] == protocol.OTHER_BUILD
    older.close()
    client = Connection(address(host), Hello(invites=(invites[0],), build="another-build")).start()
    try:
        assert isinstance(client.next(5), Refused) and client.refusal == protocol.OTHER_BUILD
    finally:
        client.close()


def test_a_wrong_token_opens_no_seat_and_a_command_without_a_seat_is_refused(host):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    socket, answer = hello(host, tokens=(SeatToken(table.id, 1, "not-the-token"),))
    assert answer[0]["kind"] == "refused" and "token" in answer[0]["reason"]
    plain = raw(host)
    plain.send(json.dumps({"v": protocol.VERSION, "kind": "command", "seat": 0, "text": "pick 1", "at": 0}))
    assert json.loads(plain.recv(timeout=5))["kind"] == "refused"
    plain.close()
    assert table.match.history == []


def test_a_seat_may_not_act_for_another_or_out_of_turn(host):
    table, invites, _ = host.call(host.host.create, "shinobi", ["remote"] * 3, {}, False)
    socket, _ = hello(host, invites=(invites[1],))
    update = json.loads(socket.recv(timeout=5))
    assert update["kind"] == "update"
    acting = table.match.state.to_act()[0]
    legal = table.match.state.legal_commands(acting)[0]
    for seat in (acting, 1):
        socket.send(protocol.encode(Command(seat, legal, 0)))
        answer = json.loads(socket.recv(timeout=5))
        if acting != 1:
            assert answer["kind"] == "refused"
            assert ("not your turn" if seat == 1 else "not played here") in answer["reason"]
            assert table.match.history == []
    socket.close()


@pytest.mark.parametrize("frame, reason", [
    ("{not json", "not JSON"),
    (json.dumps({"v": 99, "kind": "undo"}), "different version"),
    (json.dumps({"v": protocol.VERSION, "kind": "teleport"}), "unknown message kind"),
    (json.dumps({"v": protocol.VERSION, "kind": "command", "seat": 0, "text": 5, "at": 0}), "wrong type"),
    (json.dumps({"v": protocol.VERSION, "kind": "command", "seat": 0, "text": "teleport x=1", "at": 0}),
     "not a move of this game"),
    (json.dumps([1, 2]), "JSON object"),
])
def test_a_malformed_message_is_refused_and_the_connection_goes_on(host, frame, reason):
    _, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    socket, _ = hello(host, invites=(invites[0],))
    socket.recv(timeout=5)  # the table
    socket.send(frame)
    answer = json.loads(socket.recv(timeout=5))
    assert answer["kind"] == "refused" and reason in answer["reason"]
    socket.send(protocol.encode(Undo()))  # still heard
    assert json.loads(socket.recv(timeout=5))["kind"] == "refused"
    socket.close()


def test_an_oversized_frame_closes_only_that_connection(host):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    socket, _ = hello(host, invites=(invites[0],))
    socket.recv(timeout=5)
    socket.send("x" * (protocol.CLIENT_FRAME_LIMIT + 10))
    with pytest.raises(Exception):  # noqa: B017 - the host closes the connection (1009, message too big)
        for _ in range(5):
            socket.recv(timeout=5)
    outcomes = play_all(host, [None, invites[1]])  # the other seat still plays; the first comes back as away
    assert table.match.state.is_over() and 1 in outcomes


def test_a_flood_of_messages_is_refused_past_the_rate_and_the_table_goes_on(host):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    socket, _ = hello(host, invites=(invites[0],))
    for _ in range(protocol.BURST * 3):
        socket.send(protocol.encode(Undo()))
    kinds = []
    try:
        while True:
            kinds.append(json.loads(socket.recv(timeout=2)).get("reason", ""))
    except Exception:  # quiet again, or closed for flooding
        pass
    assert any("too many messages" in reason for reason in kinds)
    assert table.match.history == []


def first(connection: Connection, wanted, seconds: float = 10.0):
    """The first message from the host that `wanted` accepts."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        message = connection.next(deadline - time.monotonic())
        if message is not None and wanted(message):
            return message
    raise AssertionError("the host did not say it")


def test_a_player_who_drops_is_away_then_played_by_the_computer_until_they_come_back(host):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    gone = Connection(address(host), Hello(invites=(invites[0],))).start()
    welcome = first(gone, lambda m: isinstance(m, Welcome))
    gone.close()
    # the other seat plays to the end: the computer stands in for the first after the grace period
    outcomes = play_all(host, [None, invites[1]])
    assert table.match.state.is_over() and 1 in outcomes
    lines = table.log_lines(1)
    assert any("is away: the computer plays for them" in line for line in lines)
    back = Connection(address(host), Hello(tokens=welcome.tokens)).start()
    found = first(back, lambda m: isinstance(m, Update))
    back.close()
    assert found.seats[0].presence == "here"


def test_undo_takes_a_move_back_only_when_the_other_player_agrees(host):
    table, invites, _ = host.call(host.host.create, "ronin", ["remote", "remote"], {}, False)
    players = [Connection(address(host), Hello(invites=(code,))).start() for code in invites]
    seat = table.match.state.to_act()[0]
    other = players[1 - seat]
    for player in players:  # both sit at the table: an undo asks the other to agree only when they are there
        first(player, lambda m: isinstance(m, Update))
    command = next(c for c in table.match.state.legal_commands(seat) if undoable(table.match, seat, c))
    players[seat].send(Command(seat, command, 0))
    assert first(players[seat], lambda m: isinstance(m, Update) and m.at == 1).at == 1
    players[seat].send(Undo())
    asked = first(other, lambda m: isinstance(m, Update) and m.undo is not None)
    assert "asks to take back" in render(asked.undo.prompt)
    other.send(UndoAnswer(False))
    refused = first(players[seat], lambda m: isinstance(m, Refused))
    assert "did not agree" in refused.reason and len(table.match.history) == 1
    players[seat].send(Undo())
    first(other, lambda m: isinstance(m, Update) and m.undo is not None)
    other.send(UndoAnswer(True))
    first(players[seat], lambda m: isinstance(m, Update) and m.at == 0)
    assert any("took back" in line for line in table.log_lines(seat))
    for connection in players:
        connection.close()


def test_a_spectator_with_the_watch_code_sees_the_public_table_and_gives_no_orders(host):
    table, invites, watch = host.call(host.host.create, "shinobi", ["remote"] * 3, {}, True)
    socket, answer = hello(host, invites=(watch,))  # the join screen's one field takes a watch code too
    assert answer[0]["kind"] == "welcome" and answer[0]["seats"] == [] and answer[0]["tokens"] == []
    update = protocol.decode_host(socket.recv(timeout=5), table.game)
    from tests.engine.test_conformance import snapshot

    assert snapshot(update.state) == snapshot(table.game.redact(table.match.state, None))
    acting = table.match.state.to_act()[0]
    socket.send(protocol.encode(Command(acting, table.match.state.legal_commands(acting)[0], 0)))
    assert "spectator" in json.loads(socket.recv(timeout=5))["reason"]
    socket.close()
    closed, answer = hello(host, watch="AAAA-AAAA")
    assert answer[0]["kind"] == "refused"


def test_a_computer_seat_at_the_host_takes_the_time_that_hides_its_hand(host, monkeypatch):
    """The host holds a computer's answer for the same floor a table here does (`thinking_floor`): how quickly
    it answers tells the players over the network nothing of its hand."""
    from ninjatable.net import judge as judge_module

    asked: list[tuple[int, str]] = []

    def floor(game, state, seat, bot, moment):
        asked.append((seat, bot.level, moment))
        return 0.0

    monkeypatch.setattr(judge_module, "thinking_floor", floor)
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "easy"], {}, False)
    play_all(host, invites)
    assert table.match.state.is_over()
    assert asked and all(seat == 1 and level == "easy" for seat, level, _ in asked)
    assert all(0 <= moment <= len(table.match.history) for _, _, moment in asked)


def test_a_computer_that_joined_over_the_network_agrees_to_an_undo_asked_of_it(host):
    table, invites, _ = host.call(host.host.create, "shitenno", ["remote", "remote"], {}, False)
    player = Connection(address(host), Hello(invites=(invites[0],))).start()
    leave = threading.Event()  # the computer leaves when the test ends, whatever the end (not later, nor raising)
    computer = threading.Thread(target=play_headless, args=(address(host), invites[1], "random", 60),
                                kwargs={"stop": leave}, daemon=True)
    computer.start()

    def until(wanted) -> Update:
        return first(player, lambda m: isinstance(m, Update) and wanted(m))

    try:
        for _ in range(200):  # play until a move leaves this player asked (a packet made card by card)
            share = until(lambda s: 0 in s.waiting and s.at == len(table.match.history))
            length = share.at
            legal = table.match.state.legal_commands(0)
            kept = next((command for command in legal if keeps_the_turn(table.match, 0, command)), None)
            player.send(Command(0, kept or legal[0], length))
            if kept is not None:
                break
        assert kept is not None
        until(lambda s: s.at == length + 1)
        player.send(Undo())  # the other seat is asked to agree: the computer over the network does
        until(lambda s: s.at == length)
        assert len(table.match.history) == length
    finally:
        player.close()
        leave.set()
        computer.join(30)
    assert not computer.is_alive()
