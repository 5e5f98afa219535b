"""Nothing lost: a host killed at any instant (kill -9) and started again resumes every table from its store, and
the players come back by themselves and finish."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

from ninjatable.cli.table import create_table
from ninjatable.net.client import play_headless
from ninjatable.net.store import Store


def start_host(data: Path, port: int = 0, *extra: str) -> tuple[subprocess.Popen, dict]:
    """A `serve` process and what it said once it listened (its key on the first start, its `port`: with 0, the
    one the system chose, so that no other program can take it between a choice here and the host's start). What
    it logs goes to `serve.log` beside its data folder."""
    data.parent.mkdir(parents=True, exist_ok=True)
    with (data.parent / "serve.log").open("a", encoding="utf-8") as log:
        process = subprocess.Popen([sys.executable, "-m", "ninjatable", "serve", "--port", str(port), "--data",
                                    str(data), "--grace", "60", *extra], stdout=subprocess.PIPE, stderr=log,
                                   text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    if not line:
        raise AssertionError(f"serve did not start: {(data.parent / 'serve.log').read_text(encoding='utf-8')}")
    said = json.loads(line)
    assert "serving" in said and said["port"] > 0
    return process, said


def commands_stored(data: Path) -> int:
    path = data / "tables.sqlite3"
    if not path.exists():
        return 0
    with sqlite3.connect(path) as db:
        return db.execute("SELECT COUNT(*) FROM commands").fetchone()[0]


def test_a_host_killed_mid_game_resumes_every_table_and_the_players_finish(tmp_path):
    data = tmp_path / "host"
    process, said = start_host(data)
    port = said["port"]
    try:
        tables = [create_table(f"127.0.0.1:{port}", game, ["remote", "remote"], {}, key=said["key"])
                  for game in ("shitenno", "shin")]
        outcomes: dict[tuple[int, int], dict] = {}
        errors: list[BaseException] = []

        def play(key: tuple[int, int], code: str) -> None:
            try:
                outcomes[key] = play_headless(f"127.0.0.1:{port}", code, "easy", timeout=120)
            except BaseException as exc:  # reported by the test
                errors.append(exc)

        threads = [threading.Thread(target=play, args=((t, seat), code))
                   for t, table in enumerate(tables) for seat, code in enumerate(table["invites"])]
        for thread in threads:
            thread.start()
        deadline = time.monotonic() + 60
        while commands_stored(data) < 40 and time.monotonic() < deadline:
            time.sleep(0.05)
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
        at_kill = commands_stored(data)
        process, _ = start_host(data, port)
        for thread in threads:
            thread.join(240)
        assert not errors, errors
        assert at_kill >= 40
        stored = {table.id: table for table in Store(data / "tables.sqlite3").tables()}
        for t, table in enumerate(tables):
            assert len(stored[table["table"]].commands) > 0
            assert outcomes[(t, 0)] == outcomes[(t, 1)]  # both players saw the same end
    finally:
        process.kill()
        process.wait()


def test_serve_on_a_port_another_host_holds_says_so_in_one_line(tmp_path):
    process, said = start_host(tmp_path / "first")
    try:
        taken = subprocess.run([sys.executable, "-m", "ninjatable", "serve", "--port", str(said["port"]), "--data",
                                str(tmp_path / "second")], capture_output=True, text=True, timeout=240)
        assert taken.returncode == 2 and not taken.stdout  # it never said it was serving
        assert f"cannot listen on 127.0.0.1:{said['port']}" in taken.stderr and "Traceback" not in taken.stderr
    finally:
        process.kill()
        process.wait()
