"""Friends who come back, over real sockets on 127.0.0.1: a seat's token kept in the data folder outlives the
program, an invite whose welcome was lost is asked for again, a seat is invited again, and an abandoned table is
not played on by the computer alone."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import stat
import subprocess
import sys
import threading
import time

import pytest
from websockets.asyncio.client import connect
from websockets.asyncio.server import serve

from ninjatable.net import client
from ninjatable.net.client import Connection, play_headless
from ninjatable.net.host import USED_INVITE, WRONG_TOKEN, Host
from ninjatable.net.kept import KeptSeats
from ninjatable.net.protocol import Hello, Refused, Update, Welcome
from ninjatable.net.seams import InlineThinker
from ninjatable.net.transport import HostThread
from tests.net.test_restart import commands_stored, start_host

KEY = "the-test-key"
#: the longest a command of the command line may take here: only a guard against one that never ends (a loaded
#: machine starts Python slowly), never a measure of speed.
COMMAND_SECONDS = 240


@pytest.fixture
def host(tmp_path):
    running = HostThread(tmp_path / "host", port=0, grace=0.3, key=KEY)
    running.start()
    yield running
    running.stop()


def address(host: HostThread) -> str:
    return f"127.0.0.1:{host.port}"


def first(connection: Connection, wanted, seconds: float = 60.0):
    """The first message of the host that is `wanted`, waited for `seconds` at the most (a guard: it comes at
    once on an idle machine)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        message = connection.next(deadline - time.monotonic())
        if message is not None and wanted(message):
            return message
    raise AssertionError("the host did not say it")


def test_a_seat_is_kept_in_the_data_folder_readable_by_its_user_only_and_used_before_the_invite(host, tmp_path):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    kept = KeptSeats(tmp_path / "friend")
    one = Connection(address(host), Hello(invites=(invites[0],)), kept).start()
    welcome = first(one, lambda m: isinstance(m, Welcome))
    first(one, lambda m: isinstance(m, Update))
    one.close()
    files = list((tmp_path / "friend" / "network").glob("*/table-*.json"))
    assert len(files) == 1 and stat.S_IMODE(files[0].stat().st_mode) == 0o600
    seat = kept.find(f"ws://{address(host)}", [invites[0].lower()])  # as typed, in any case
    assert seat is not None and seat.tokens == welcome.tokens and seat.game == "shin"
    # the same invite again from the same folder: the seat, with its token (the invite itself is spent)
    again = Connection(address(host), Hello(invites=(invites[0],)), kept).start()
    try:
        assert first(again, lambda m: isinstance(m, Welcome)).seats == (0,)
        assert first(again, lambda m: isinstance(m, Update)).seats[0].presence == "here"
    finally:
        again.close()
    # from another data folder the spent invite opens nothing
    stranger = Connection(address(host), Hello(invites=(invites[0],)), KeptSeats(tmp_path / "stranger")).start()
    try:
        refused = first(stranger, lambda m: isinstance(m, Refused))
        assert "used already" in refused.reason and stranger.refusal is not None
    finally:
        stranger.close()


def join_command(port: int, code: str, home) -> subprocess.Popen:
    env = {**os.environ, "NINJATABLE_HOME": str(home)}
    return subprocess.Popen([sys.executable, "-m", "ninjatable", "join", f"127.0.0.1:{port}", "--invite", code,
                             "--as", "easy"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def test_a_player_killed_mid_game_and_started_again_with_the_same_command_finishes_at_its_seat(tmp_path):
    data = tmp_path / "host"
    process, said = start_host(data)
    port = said["port"]
    players: list[subprocess.Popen] = []
    try:
        created = client.create_table(f"127.0.0.1:{port}", "shitenno", ["remote", "remote"], {}, key=said["key"])
        codes = created["invites"]
        players = [join_command(port, code, tmp_path / f"player{seat}") for seat, code in enumerate(codes)]
        deadline = time.monotonic() + COMMAND_SECONDS
        while commands_stored(data) < 10 and time.monotonic() < deadline:
            time.sleep(0.05)
        players[1].send_signal(signal.SIGKILL)
        players[1].wait()
        at_kill = commands_stored(data)
        players[1] = join_command(port, codes[1], tmp_path / "player1")  # the same command, the same folder
        outputs = [player.communicate(timeout=2 * COMMAND_SECONDS) for player in players]
        assert at_kill >= 10
        assert [player.returncode for player in players] == [0, 0], [err for _, err in outputs]
        outcomes = [json.loads(out.strip().splitlines()[-1])["outcome"] for out, _ in outputs]
        assert outcomes[0] == outcomes[1]
        assert all(created["invites"][1] not in err for _, err in outputs)  # nor a code in what it says
    finally:
        for player in players:
            player.kill()
        process.kill()
        process.wait()


class WelcomeDropper:
    """A proxy between the client and the host that drops the host's first welcome and cuts the connection."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.dropped = 0
        self.port = 0
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)

    async def _relay(self, downstream) -> None:
        async with connect(f"ws://127.0.0.1:{self.target}") as upstream:
            async def up() -> None:
                async for frame in downstream:
                    await upstream.send(frame)

            sender = asyncio.ensure_future(up())
            try:
                async for frame in upstream:
                    if '"kind":"welcome"' in frame and self.dropped == 0:
                        self.dropped += 1
                        await downstream.close()
                        return
                    await downstream.send(frame)
            finally:
                sender.cancel()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        async with serve(self._relay, "127.0.0.1", 0) as server:
            self.port = server.sockets[0].getsockname()[1]
            self._ready.set()
            await self._stop.wait()

    def __enter__(self) -> WelcomeDropper:
        self._thread.start()
        self._ready.wait(10)
        return self

    def __exit__(self, *exc) -> None:
        assert self._loop is not None and self._stop is not None
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(5)


def test_a_join_whose_welcome_is_lost_asks_again_and_keeps_its_seat_and_nobody_else_can(host, tmp_path):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    with WelcomeDropper(host.port) as proxy:
        joining = Connection(f"127.0.0.1:{proxy.port}", Hello(invites=(invites[0],)),
                             KeptSeats(tmp_path / "friend")).start()
        try:
            welcome = first(joining, lambda m: isinstance(m, Welcome))
            assert proxy.dropped == 1 and welcome.seats == (0,) and welcome.tokens
            assert first(joining, lambda m: isinstance(m, Update)).seats[0].presence == "here"
        finally:
            joining.close()
    # the same invite with another nonce: refused, with the reason
    other = Connection(address(host), Hello(invites=(invites[0],), nonce="someone-else")).start()
    try:
        assert first(other, lambda m: isinstance(m, Refused)).reason == str(USED_INVITE)
    finally:
        other.close()


def test_an_invite_answered_again_survives_a_host_restarted_between_redeem_and_welcome(tmp_path):
    def make() -> Host:
        return Host(tmp_path / "host", Sent(), lambda _: InlineThinker(), time.monotonic, lambda table: None)

    class Sent:
        def send(self, screen, message) -> None:
            pass

    host = make()
    _, invites, _ = host.create("shin", ["remote", "remote"])
    seated = host.sit(Hello(invites=(invites[1],), nonce="mine"))
    host.close()
    host = make()  # the welcome never left: the host was killed
    again = host.sit(Hello(invites=(invites[1],), nonce="mine"))
    assert again.welcome.tokens == seated.welcome.tokens and again.welcome.seats == (1,)
    assert host.sit(Hello(invites=(invites[1],), nonce="not-mine")) == USED_INVITE
    host.close()


def test_the_host_invites_a_seat_again_and_the_old_token_opens_it_no_more(host, tmp_path):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    old = Connection(address(host), Hello(invites=(invites[0],))).start()
    welcome = first(old, lambda m: isinstance(m, Welcome))
    first(old, lambda m: isinstance(m, Update))
    with pytest.raises(client.NetworkError, match="key"):
        client.reinvite(address(host), table.id, 0, "a wrong key")
    code = client.reinvite(address(host), table.id, 0, KEY)
    try:
        assert first(old, lambda m: isinstance(m, Refused)).reason == str(WRONG_TOKEN)  # sent away, saying why
    finally:
        old.close()
    stale = Connection(address(host), Hello(tokens=welcome.tokens)).start()
    try:
        assert first(stale, lambda m: isinstance(m, Refused)).reason == str(WRONG_TOKEN)
    finally:
        stale.close()
    fresh = Connection(address(host), Hello(invites=(code,))).start()
    try:
        assert first(fresh, lambda m: isinstance(m, Welcome)).seats == (0,)
    finally:
        fresh.close()


def test_the_command_line_invites_a_seat_again_with_the_key(tmp_path):
    data = tmp_path / "host"
    process, said = start_host(data)
    port = said["port"]
    try:
        created = client.create_table(f"127.0.0.1:{port}", "shin", ["remote", "normal"], {}, key=said["key"])
        line = subprocess.run([sys.executable, "-m", "ninjatable", "table", "invite", f"127.0.0.1:{port}",
                               created["table"], "0", "--key", said["key"]], capture_output=True, text=True,
                              timeout=COMMAND_SECONDS)
        assert line.returncode == 0, line.stderr
        answer = json.loads(line.stdout)
        assert answer["table"] == created["table"] and answer["seat"] == 0
        assert answer["invite"] != created["invites"][0]
        outcome = play_headless(f"127.0.0.1:{port}", answer["invite"], "random", timeout=120)
        assert outcome["winners"]
    finally:
        process.kill()
        process.wait()


def held_until(done, seconds: float = 60.0) -> None:
    """Wait until `done()` holds (a guard of `seconds`: it holds at once on an idle machine)."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert done()


def test_a_computer_player_told_to_leave_leaves_its_seat(host):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    leave, found = threading.Event(), {}
    player = threading.Thread(target=lambda: found.update(outcome=play_headless(address(host), invites[0], "random",
                                                                                stop=leave)))
    player.start()
    held_until(lambda: bool(table.judge.seats[0].screens))
    leave.set()
    player.join(60)
    assert not player.is_alive() and found["outcome"] == {}  # it left before the game was over
    held_until(lambda: not table.judge.seats[0].screens)


def test_a_host_started_again_with_nobody_there_plays_no_table_on_until_a_player_is_back(tmp_path):
    data = tmp_path / "host"
    first_run = HostThread(data, port=0, grace=0.1, key=KEY)
    first_run.start()
    table, invites, _ = first_run.call(first_run.host.create, "shin", ["remote", "remote"], {}, False)
    players = [Connection(address(first_run), Hello(invites=(code,))).start() for code in invites]
    welcomes = [first(player, lambda m: isinstance(m, Welcome)) for player in players]
    for player in players:
        player.close()
    first_run.stop()
    second = HostThread(data, port=0, grace=0.1, key=KEY)
    second.start()
    try:
        restored = second.host.tables[table.id]
        judge = restored.judge
        # long past the grace period, with nobody at the table: no stand-in, nothing asked of the judge
        assert second.call(judge.poll, time.monotonic() + 1000) is None
        assert not any(play.stand_in for play in judge.seats) and len(restored.match.history) == 0
        back = Connection(address(second), Hello(tokens=welcomes[0].tokens)).start()
        try:
            first(back, lambda m: isinstance(m, Update))
            second.call(judge.poll, time.monotonic() + 1000)
            assert judge.seats[1].stand_in and not judge.seats[0].stand_in  # one player back: the other's seat
        finally:
            back.close()
    finally:
        second.stop()


def test_table_new_needs_the_hosts_key_and_says_which_seat_each_invite_opens(tmp_path):
    data = tmp_path / "host"
    process, said = start_host(data)  # it has said so once it listens: every command below reaches it
    try:
        assert stat.S_IMODE((data / "host.key").stat().st_mode) == 0o600
        assert said["key_file"] == str(data / "host.key") and said["key"] == (data / "host.key").read_text().strip()
        line = [sys.executable, "-m", "ninjatable", "table", "new", "shin", "--server", f"127.0.0.1:{said['port']}",
                "--seats", "normal,remote,remote,easy"]
        refused = subprocess.run(line, capture_output=True, text=True, timeout=COMMAND_SECONDS)
        assert refused.returncode == 2 and "key" in refused.stderr, refused.stderr
        wrong = subprocess.run([*line, "--key", "guessed"], capture_output=True, text=True, timeout=COMMAND_SECONDS)
        assert wrong.returncode == 2 and "key" in wrong.stderr, wrong.stderr
        made = subprocess.run([*line, "--key", said["key"]], capture_output=True, text=True, timeout=COMMAND_SECONDS)
        assert made.returncode == 0, made.stderr
        answer = json.loads(made.stdout)
        assert [entry["seat"] for entry in answer["seats"]] == [0, 1, 2, 3]
        assert answer["seats"][0] == {"seat": 0, "level": "normal"}
        assert [answer["seats"][1]["invite"], answer["seats"][2]["invite"]] == answer["invites"]
    finally:
        process.kill()
        process.wait()
    process, again = start_host(data)  # started again: the key is kept, not printed
    try:
        assert "key" not in again and again["key_file"] == said["key_file"]
    finally:
        process.kill()
        process.wait()
