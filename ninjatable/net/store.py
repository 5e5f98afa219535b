"""Where a host keeps its tables: one SQLite file in its data folder.

For each table: the game, its parameters, the seed, who plays each seat, the hashes of the seats' invite codes
and tokens (never the codes or tokens themselves), and the command log. A command is written (and committed)
before the host acknowledges it, so a host killed at any instant and started again replays every table to the
last acknowledged command. Secret answers given to a simultaneous choice and not yet carried out are kept the
same way (`pending`), and so are the lines the host adds to a table's log (`notes`).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sqlite3
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, parameters TEXT NOT NULL, seed INTEGER NOT NULL,
    seats TEXT NOT NULL, watch_hash TEXT, created REAL NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, invite_hash TEXT, token_hash TEXT,
    PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS commands (
    table_id TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL, text TEXT NOT NULL,
    PRIMARY KEY (table_id, idx));
CREATE TABLE IF NOT EXISTS pending (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, text TEXT NOT NULL, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS notes (
    table_id TEXT NOT NULL, idx INTEGER NOT NULL, at INTEGER NOT NULL, text TEXT NOT NULL,
    PRIMARY KEY (table_id, idx));
CREATE UNIQUE INDEX IF NOT EXISTS invites ON seats (invite_hash) WHERE invite_hash IS NOT NULL;
"""


def digest(secret: str) -> str:
    """What is kept of an invite code or a token: its SHA-256."""
    return hashlib.sha256(secret.encode()).hexdigest()


@dataclasses.dataclass
class StoredTable:
    """A table as the store holds it."""

    id: str
    game: str
    parameters: dict[str, Any]
    seed: int
    #: who plays each seat: "remote" (a player over the network) or a computer level.
    seats: list[str]
    watch_hash: str | None
    commands: list[tuple[int, str]]
    pending: dict[int, str]
    notes: list[tuple[int, str]]
    token_hashes: dict[int, str | None]
    invite_hashes: dict[int, str | None]


class Store:
    """The host's SQLite file of tables."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        # a process killed at any instant keeps every committed command (the write-ahead log is on disk)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)

    def close(self) -> None:
        self.db.close()

    def create(self, table: StoredTable) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, strftime('%s','now'))",
                            (table.id, table.game, json.dumps(table.parameters), table.seed,
                             json.dumps(table.seats), table.watch_hash))
            for seat in range(len(table.seats)):
                self.db.execute("INSERT INTO seats VALUES (?, ?, ?, ?)",
                                (table.id, seat, table.invite_hashes.get(seat), table.token_hashes.get(seat)))

    def add_command(self, table_id: str, index: int, seat: int, text: str) -> None:
        """Keep a command (and forget the secret answers it carried out), committed before this returns."""
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("INSERT INTO commands VALUES (?, ?, ?, ?)", (table_id, index, seat, text))
            self.db.execute("DELETE FROM pending WHERE table_id = ? AND seat = ?", (table_id, seat))

    def add_commands(self, table_id: str, first: int, given: list[tuple[int, str]]) -> None:
        """Keep several commands at once (the answers of a simultaneous choice)."""
        with self.db:
            self.db.execute("BEGIN")
            for offset, (seat, text) in enumerate(given):
                self.db.execute("INSERT INTO commands VALUES (?, ?, ?, ?)", (table_id, first + offset, seat, text))
            self.db.execute("DELETE FROM pending WHERE table_id = ?", (table_id,))

    def set_pending(self, table_id: str, seat: int, text: str) -> None:
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO pending VALUES (?, ?, ?)", (table_id, seat, text))

    def cut(self, table_id: str, length: int) -> None:
        """Undo: keep only the first `length` commands, forget the pending answers and the notes after them."""
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("DELETE FROM commands WHERE table_id = ? AND idx >= ?", (table_id, length))
            self.db.execute("DELETE FROM pending WHERE table_id = ?", (table_id,))

    def add_note(self, table_id: str, index: int, at: int, text: str) -> None:
        with self.db:
            self.db.execute("INSERT INTO notes VALUES (?, ?, ?, ?)", (table_id, index, at, text))

    def take_invite(self, invite: str, token: str) -> tuple[str, int] | None:
        """Use an invite: the table and seat it opens, its token kept (hashed) and the invite spent. None if
        no unused invite has this code."""
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            row = self.db.execute("SELECT table_id, seat FROM seats WHERE invite_hash = ?",
                                  (digest(invite),)).fetchone()
            if row is None:
                return None
            self.db.execute("UPDATE seats SET invite_hash = NULL, token_hash = ? WHERE table_id = ? AND seat = ?",
                            (digest(token), row[0], row[1]))
        return row[0], row[1]

    def tables(self) -> list[StoredTable]:
        """Every table, with its commands in order."""
        found = []
        for row in self.db.execute("SELECT id, game, parameters, seed, seats, watch_hash FROM tables ORDER BY created"):
            table_id = row[0]
            commands = [(seat, text) for seat, text in self.db.execute(
                "SELECT seat, text FROM commands WHERE table_id = ? ORDER BY idx", (table_id,))]
            pending = dict(self.db.execute("SELECT seat, text FROM pending WHERE table_id = ?", (table_id,)))
            notes = [(at, text) for at, text in self.db.execute(
                "SELECT at, text FROM notes WHERE table_id = ? ORDER BY idx", (table_id,))]
            hashes = list(self.db.execute("SELECT seat, invite_hash, token_hash FROM seats WHERE table_id = ?",
                                          (table_id,)))
            found.append(StoredTable(table_id, row[1], json.loads(row[2]), row[3], json.loads(row[4]), row[5],
                                     commands, pending, notes, {seat: token for seat, _, token in hashes},
                                     {seat: invite for seat, invite, _ in hashes}))
        return found
