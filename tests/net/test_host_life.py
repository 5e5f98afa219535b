"""A host's tables over their life, its limits per connection and address, `wss://`, and a club's list of open
tables, over real sockets on 127.0.0.1."""

from __future__ import annotations

import datetime
import json
import sqlite3
import subprocess
import sys
import time

import pytest
import websockets
from websockets.sync.client import connect

from ninjatable.engine.match import Match
from ninjatable.net import client, protocol, transport
from ninjatable.net import host as host_module
from ninjatable.net import store as store_module
from ninjatable.net.client import Connection, play_headless
from ninjatable.net.host import MAX_TABLES
from ninjatable.net.protocol import Hello, Refused, UndoAnswer, Update, Welcome
from ninjatable.net.store import Store, StoredTable
from ninjatable.net.transport import HostThread, server_tls
from tests.net.test_friends_return import KEY, address, first


@pytest.fixture
def host(tmp_path):
    running = HostThread(tmp_path / "host", port=0, grace=0.3, key=KEY)
    running.start()
    yield running
    running.stop()


def test_two_thousand_finished_tables_do_not_stop_a_new_one(tmp_path):
    kept = Store(tmp_path / "host" / "tables.sqlite3")
    for number in range(MAX_TABLES):
        kept.create(StoredTable(f"old{number}", "shin", {}, number, ["friend", "friend"], None, [], {}, [], {}, {}))
        kept.set_status(f"old{number}", store_module.FINISHED)
    kept.close()
    running = HostThread(tmp_path / "host", port=0, key=KEY)
    running.start()
    try:
        made = client.create_table(address(running), "shin", ["remote", "remote"], {}, key=KEY)
        assert made["table"] in running.host.tables and running.host.live_tables() == 1
    finally:
        running.stop()


def test_a_finished_table_is_kept_as_history_that_replays_and_leaves_the_limit(host, monkeypatch):
    monkeypatch.setattr(host_module, "MAX_TABLES", 1)
    made = client.create_table(address(host), "ronin", ["remote", "random"], {}, key=KEY)
    with pytest.raises(client.NetworkError, match="as many tables"):
        client.create_table(address(host), "ronin", ["remote", "random"], {}, key=KEY)
    outcome = play_headless(address(host), made["invites"][0], "random", timeout=120)
    saved = host.host.store.saved(made["table"])
    replayed = Match.from_json(saved)
    assert replayed.state.is_over()
    assert list(replayed.state.outcome().winners) == outcome["winners"]
    assert client.create_table(address(host), "ronin", ["remote", "random"], {}, key=KEY)["table"]


def test_a_table_nobody_came_to_for_the_idle_time_is_closed_and_kept(tmp_path):
    data = tmp_path / "host"
    running = HostThread(data, port=0, key=KEY)
    running.start()
    table, invites, _ = running.call(running.host.create, "shin", ["remote", "remote"], {}, False)
    running.stop()
    with sqlite3.connect(data / "tables.sqlite3") as db:  # fifteen days ago
        db.execute("UPDATE tables SET last_present = ?", (time.time() - 15 * 86400,))
    again = HostThread(data, port=0, key=KEY)
    again.start()
    try:
        assert table.id not in again.host.tables
        assert [t.id for t in again.host.store.tables(store_module.CLOSED)] == [table.id]
        late = Connection(address(again), Hello(invites=(invites[0],))).start()
        try:
            assert isinstance(first(late, lambda m: isinstance(m, Refused)), Refused)
        finally:
            late.close()
    finally:
        again.stop()


def test_a_connection_that_never_says_hello_is_closed(host, monkeypatch):
    monkeypatch.setattr(transport, "HELLO_SECONDS", 0.3)
    socket = connect(f"ws://{address(host)}")
    started = time.monotonic()
    with pytest.raises(websockets.ConnectionClosed):  # the host closes it
        socket.recv(timeout=10)
    assert time.monotonic() - started < 5
    socket.close()


def test_wrong_invites_from_one_address_are_limited_with_the_reason(host):
    reasons = []
    for number in range(transport.WRONG_BURST + 2):
        socket = connect(f"ws://{address(host)}")
        socket.send(protocol.encode(Hello(invites=(f"WRNG-{number:04d}",))))
        reasons.append(json.loads(socket.recv(timeout=5))["reason"])
        socket.close()
    assert reasons[0] == str(host_module.UNKNOWN_INVITE)
    assert reasons[-1] == str(transport.TOO_MANY_WRONG)


def test_table_requests_from_one_address_are_limited_with_the_reason(host):
    socket = connect(f"ws://{address(host)}")
    reasons = []
    for _ in range(transport.REQUEST_BURST + 2):
        socket.send(protocol.encode(protocol.ListTables()))
        reasons.append(json.loads(socket.recv(timeout=5)).get("reason"))
    socket.close()
    assert reasons[0] is None and reasons[-1] == str(transport.TOO_MANY_REQUESTS)


def test_a_spectator_over_the_limit_is_told_why(host, monkeypatch):
    monkeypatch.setattr(host_module, "MAX_SCREENS", 1)
    _, _, watch = host.call(host.host.create, "shin", ["remote", "remote"], {}, True)
    one = Connection(address(host), Hello(watch=watch)).start()
    try:
        first(one, lambda m: isinstance(m, Welcome))
        two = Connection(address(host), Hello(watch=watch)).start()
        try:
            assert first(two, lambda m: isinstance(m, Refused)).reason == str(host_module.TABLE_FULL)
        finally:
            two.close()
    finally:
        one.close()


def test_an_undo_answer_nobody_asked_for_is_answered(host):
    _, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    player = Connection(address(host), Hello(invites=(invites[0],))).start()
    try:
        first(player, lambda m: isinstance(m, Update))
        player.send(UndoAnswer(True))
        assert "Nobody asked" in first(player, lambda m: isinstance(m, Refused)).reason
    finally:
        player.close()


def test_a_version_sent_as_text_is_told_the_versions_differ(host):
    socket = connect(f"ws://{address(host)}")
    socket.send(json.dumps({"v": str(protocol.VERSION), "kind": "hello", "invites": []}))
    assert json.loads(socket.recv(timeout=5))["reason"] == protocol.OTHER_BUILD
    socket.close()


def test_the_store_reaches_the_disk_before_a_command_is_acknowledged(tmp_path):
    kept = Store(tmp_path / "tables.sqlite3")
    assert kept.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL: a power cut loses no acknowledged move
    kept.close()


def self_signed(folder) -> tuple[str, str]:
    """A certificate for 127.0.0.1 and its key, made now."""
    x509 = pytest.importorskip("cryptography.x509")
    import ipaddress

    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                           critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    cert_path, key_path = folder / "host.pem", folder / "host-key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return str(cert_path), str(key_path)


def test_a_game_is_played_to_the_end_over_wss_with_the_hosts_own_certificate(tmp_path):
    cert, key = self_signed(tmp_path)
    running = HostThread(tmp_path / "host", port=0, key=KEY, tls=server_tls(cert, key))
    running.start()
    try:
        where = f"wss://127.0.0.1:{running.port}"
        with pytest.raises(client.NetworkError):  # a certificate nobody vouches for is not trusted by default
            client.create_table(where, "ronin", ["remote", "remote"], {}, key=KEY, timeout=3)
        made = client.create_table(where, "ronin", ["remote", "remote"], {}, key=KEY, cafile=cert)
        outcomes: dict[int, dict] = {}
        import threading

        def play(seat: int) -> None:
            outcomes[seat] = play_headless(where, made["invites"][seat], "random", timeout=120, cafile=cert)

        threads = [threading.Thread(target=play, args=(seat,)) for seat in (0, 1)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(180)
        # played to the end, the same outcome at both seats (a tied duel has no winner: the Shogun wins it)
        assert outcomes[0] == outcomes[1] and len(outcomes[0]["scores"]) == 2
        with pytest.raises((websockets.WebSocketException, OSError, TimeoutError)):  # plain ws:// gets nothing
            with connect(f"ws://127.0.0.1:{running.port}", open_timeout=3) as plain:
                plain.recv(timeout=3)
    finally:
        running.stop()


def test_serve_takes_a_certificate_on_the_command_line(tmp_path):
    cert, key = self_signed(tmp_path)
    from tests.net.test_restart import start_host

    process, said = start_host(tmp_path / "host", 0, "--cert", cert, "--cert-key", key)
    port = said["port"]
    try:
        assert said["serving"].startswith("wss://")
        made = subprocess.run([sys.executable, "-m", "ninjatable", "table", "new", "ronin", "--server",
                               f"wss://127.0.0.1:{port}", "--seats", "remote,normal", "--key", said["key"],
                               "--cafile", cert], capture_output=True, text=True, timeout=60)
        assert made.returncode == 0, made.stderr
        assert len(json.loads(made.stdout)["invites"]) == 1
    finally:
        process.kill()
        process.wait()


def test_a_clubs_open_tables_are_listed_and_anyone_may_sit_at_a_free_seat(host):
    listed = client.create_table(address(host), "shin", ["remote", "remote"], {}, key=KEY, listed=True)
    client.create_table(address(host), "shin", ["remote", "remote"], {}, key=KEY)  # by invite only: not listed
    found = client.open_tables(address(host))
    assert [(t.table, t.game, t.seats, t.free, t.present) for t in found] == [(listed["table"], "shin", 2, 2, 0)]
    sitting = Connection(address(host), Hello(table=listed["table"])).start()
    try:
        welcome = first(sitting, lambda m: isinstance(m, Welcome))
        assert welcome.seats == (0,) and welcome.tokens
        first(sitting, lambda m: isinstance(m, Update))
        (entry,) = client.open_tables(address(host))
        assert (entry.free, entry.present) == (1, 1)
        line = subprocess.run([sys.executable, "-m", "ninjatable", "tables", address(host)], capture_output=True,
                              text=True, timeout=60)
        assert json.loads(line.stdout)["tables"] == [{"table": listed["table"], "game": "shin", "seats": 2,
                                                      "free": 1, "present": 1}]
    finally:
        sitting.close()
