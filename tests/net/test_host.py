"""The host over real sockets on 127.0.0.1: every game played to the end by headless remote players, a player
who drops and comes back, computer stand-ins, undo by agreement, and every kind of bad message refused while
the table goes on."""

from __future__ import annotations

import json
import threading

import pytest
from websockets.sync.client import connect

from ninjatable.engine.registry import CATALOGUE
from ninjatable.net import protocol
from ninjatable.net.client import Connection, play_headless, read_share
from ninjatable.net.server import HostThread
from ninjatable.net.store import Store
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
    socket.send(protocol.message("hello", **fields))
    return socket, [json.loads(socket.recv(timeout=5))]


def test_an_invite_works_once_and_a_reconnect_uses_the_token(host):
    _, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    socket, received = hello(host, invite=invites[0])
    welcome = received[0]
    assert welcome["kind"] == "welcome" and welcome["seat"] == 0 and welcome["token"]
    assert "seed" not in json.dumps(welcome)
    again, answer = hello(host, invite=invites[0])
    assert answer[0]["kind"] == "refused" and "used already" in answer[0]["reason"]
    socket.close()
    back, answer = hello(host, table=welcome["table"], seat=0, token=welcome["token"])
    assert answer[0]["kind"] == "welcome" and answer[0]["token"] is None
    back.close()


def test_a_wrong_token_opens_no_seat_and_a_command_without_a_seat_is_refused(host):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    socket, answer = hello(host, table=table.id, seat=1, token="not-the-token")
    assert answer[0]["kind"] == "refused" and "token" in answer[0]["reason"]
    plain = raw(host)
    plain.send(protocol.message("command", text="pick 1", at=0))
    assert json.loads(plain.recv(timeout=5))["kind"] == "refused"
    plain.close()
    assert table.match.history == []


def test_a_seat_may_not_act_for_another_or_out_of_turn(host):
    table, invites, _ = host.call(host.host.create, "shinobi", ["remote"] * 3, {}, False)
    socket, _ = hello(host, invite=invites[1])
    update = json.loads(socket.recv(timeout=5))
    assert update["kind"] == "update"
    acting = table.match.state.to_act()[0]
    legal = table.match.state.legal_commands(acting)[0].to_text()
    socket.send(protocol.message("command", text=legal, at=0))
    answer = json.loads(socket.recv(timeout=5))
    if acting != 1:
        assert answer["kind"] == "refused" and "not your turn" in answer["reason"]
        assert table.match.history == []
    socket.close()


@pytest.mark.parametrize("frame, reason", [
    ("{not json", "not JSON"),
    (json.dumps({"v": 99, "kind": "hello"}), "version"),
    (json.dumps({"v": protocol.VERSION, "kind": "teleport"}), "unknown message kind"),
    (json.dumps({"v": protocol.VERSION, "kind": "command", "text": 5, "at": 0}), "wrong type"),
    (json.dumps([1, 2]), "JSON object"),
])
def test_a_malformed_message_is_refused_and_the_connection_goes_on(host, frame, reason):
    _, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    socket, _ = hello(host, invite=invites[0])
    socket.recv(timeout=5)  # the table
    socket.send(frame)
    answer = json.loads(socket.recv(timeout=5))
    assert answer["kind"] == "error" and reason in answer["reason"]
    socket.send(protocol.message("undo"))  # still heard
    assert json.loads(socket.recv(timeout=5))["kind"] == "refused"
    socket.close()


def test_an_oversized_frame_closes_only_that_connection(host):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    socket, _ = hello(host, invite=invites[0])
    socket.recv(timeout=5)
    socket.send("x" * (protocol.CLIENT_FRAME_LIMIT + 10))
    with pytest.raises(Exception):  # noqa: B017 - the host closes the connection (1009, message too big)
        for _ in range(5):
            socket.recv(timeout=5)
    outcomes = play_all(host, [None, invites[1]])  # the other seat still plays; the first comes back as away
    assert table.match.state.is_over() and 1 in outcomes


def test_a_flood_of_messages_is_refused_past_the_rate_and_the_table_goes_on(host):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    socket, _ = hello(host, invite=invites[0])
    for _ in range(protocol.BURST * 3):
        socket.send(protocol.message("undo"))
    kinds = []
    try:
        while True:
            kinds.append(json.loads(socket.recv(timeout=2)).get("reason", ""))
    except Exception:  # quiet again, or closed for flooding
        pass
    assert any("too many messages" in reason for reason in kinds)
    assert table.match.history == []


def test_a_player_who_drops_is_away_then_played_by_the_computer_until_they_come_back(host):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    first = Connection(address(host), {"invite": invites[0]}).start()
    welcome = first.inbox.get(timeout=5)
    token = welcome["token"]
    first.close()
    # the other seat plays to the end: the computer stands in for the first after the grace period
    outcomes = play_all(host, [None, invites[1]])
    assert table.match.state.is_over() and 1 in outcomes
    lines = table.log_lines(1)
    assert any("is away: the computer plays for them" in line for line in lines)
    back = Connection(address(host), {"table": table.id, "seat": 0, "token": token}).start()
    found = None
    while found is None:
        data = back.inbox.get(timeout=5)
        found = data if data["kind"] == "update" else None
    back.close()
    assert found["seats"][0]["presence"] == "here"


def test_undo_takes_a_move_back_only_when_the_other_player_agrees(host):
    table, invites, _ = host.call(host.host.create, "ronin", ["remote", "remote"], {}, False)
    players = [Connection(address(host), {"invite": code}).start() for code in invites]
    from ninjatable.engine.registry import get_game

    game = get_game("ronin")

    def until(connection: Connection, wanted) -> dict:
        """The first message from the host that `wanted` accepts."""
        while True:
            data = connection.inbox.get(timeout=10)
            if wanted(data):
                return data

    seat = table.match.state.to_act()[0]
    other = players[1 - seat]
    for player in players:  # both sit at the table: an undo asks the other to agree only when they are there
        until(player, lambda d: d["kind"] == "update")
    command = next(c for c in table.match.state.legal_commands(seat) if undoable(table.match, seat, c))
    players[seat].send("command", text=command.to_text(), at=0)
    share = read_share(game, until(players[seat], lambda d: d["kind"] == "update" and d["at"] == 1))
    assert share.at == 1
    players[seat].send("undo")
    asked = until(other, lambda d: d["kind"] == "update" and d.get("undo") is not None)
    assert "asks to take back" in asked["undo"]["prompt"]
    other.send("undo_answer", agree=False)
    refused = until(players[seat], lambda d: d["kind"] == "refused")
    assert "did not agree" in refused["reason"] and len(table.match.history) == 1
    players[seat].send("undo")
    until(other, lambda d: d["kind"] == "update" and d.get("undo") is not None)
    other.send("undo_answer", agree=True)
    until(players[seat], lambda d: d["kind"] == "update" and d["at"] == 0)
    assert any("took back" in line for line in table.log_lines(seat))
    for connection in players:
        connection.close()


def test_a_spectator_with_the_watch_code_sees_the_public_table_and_gives_no_orders(host):
    table, invites, watch = host.call(host.host.create, "shinobi", ["remote"] * 3, {}, True)
    socket, answer = hello(host, invite=watch)  # the join screen's one field takes a watch code too
    assert answer[0]["kind"] == "welcome" and answer[0]["seat"] is None and answer[0]["token"] is None
    update = json.loads(socket.recv(timeout=5))
    from ninjatable.net.codec import decode_state
    from tests.engine.test_conformance import snapshot

    assert snapshot(decode_state(table.game, update["state"])) == snapshot(table.game.redact(table.match.state, None))
    socket.send(protocol.message("command", text="pass", at=0))
    assert "spectator" in json.loads(socket.recv(timeout=5))["reason"]
    socket.close()
    closed, answer = hello(host, watch="AAAA-AAAA")
    assert answer[0]["kind"] == "refused"


def test_a_computer_seat_at_the_host_takes_the_time_that_hides_its_hand(host, monkeypatch):
    """The host holds a computer's answer for the same floor a table here does (`thinking_floor`): how quickly
    it answers tells the players over the network nothing of its hand."""
    from ninjatable.net import server as server_module

    asked: list[tuple[int, str]] = []

    def floor(game, state, seat, bot, moment):
        asked.append((seat, bot.level, moment))
        return 0.0

    monkeypatch.setattr(server_module, "thinking_floor", floor)
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "easy"], {}, False)
    play_all(host, invites)
    assert table.match.state.is_over()
    assert asked and all(seat == 1 and level == "easy" for seat, level, _ in asked)
    assert all(0 <= moment <= len(table.match.history) for _, _, moment in asked)


def test_a_computer_that_joined_over_the_network_agrees_to_an_undo_asked_of_it(host):
    table, invites, _ = host.call(host.host.create, "shitenno", ["remote", "remote"], {}, False)
    player = Connection(address(host), {"invite": invites[0]}).start()
    threading.Thread(target=play_headless, args=(address(host), invites[1], "random", 60), daemon=True).start()
    game = table.game

    def until(wanted) -> dict:
        while True:
            data = player.inbox.get(timeout=10)
            if data["kind"] == "update" and wanted(read_share(game, data)):
                return data

    for _ in range(200):  # play until a move leaves this player asked (a packet made card by card)
        share = read_share(game, until(lambda s: 0 in s.waiting and s.at == len(table.match.history)))
        length = share.at
        legal = table.match.state.legal_commands(0)
        kept = next((command for command in legal if keeps_the_turn(table.match, 0, command)), None)
        player.send("command", text=(kept or legal[0]).to_text(), at=length)
        if kept is not None:
            break
    assert kept is not None
    until(lambda s: s.at == length + 1)
    player.send("undo")  # the other seat is asked to agree: the computer over the network does
    until(lambda s: s.at == length)
    assert len(table.match.history) == length
    player.close()
