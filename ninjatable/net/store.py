"""Where a host keeps its tables: one SQLite file in its data folder.

For each table: the game, its parameters, the seed, who plays each seat, the hashes of the seats' invite codes
and tokens (never the codes or tokens themselves), and the command log. A command is written (and committed)
before the host acknowledges it, so a host killed at any instant and started again replays every table to the
last acknowledged command. Secret answers given to a simultaneous choice and not yet carried out are kept the
same way (`pending`), and so are the lines the host adds to a table's log (`notes`).

A table lives (`live`) until its game is over (`finished`) or the host closes it (`closed`: nobody came for a
long time, or its owner closed it); a table no longer live is kept as history (`saved` gives it as a save file
to replay) and no longer counts toward the host's limit. The store also keeps, for a while after an invite was
used, what answers the same invite sent again with the same nonce (`redeemed`): the seat and its token, sealed
with the invite code and the nonce, which are themselves kept only as hashes, so the file alone opens no seat.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sqlite3
import time
from pathlib import Path
from typing import Any

from ninjatable.engine.seats import SeatKind
from ninjatable.i18n import Text, text_from_json, text_to_json

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
CREATE TABLE IF NOT EXISTS redeemed (
    invite_hash TEXT PRIMARY KEY, nonce_hash TEXT NOT NULL, table_id TEXT NOT NULL, seat INTEGER NOT NULL,
    sealed TEXT NOT NULL, at REAL NOT NULL);
CREATE UNIQUE INDEX IF NOT EXISTS invites ON seats (invite_hash) WHERE invite_hash IS NOT NULL;
"""

#: columns added to a store made by an older build (each with its default).
ADDED_COLUMNS = (("tables", "status", "TEXT NOT NULL DEFAULT 'live'"),
                 ("tables", "last_present", "REAL"),
                 ("tables", "listed", "INTEGER NOT NULL DEFAULT 0"))

LIVE, FINISHED, CLOSED = "live", "finished", "closed"


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
    notes: list[tuple[int, Text]]
    token_hashes: dict[int, str | None]
    invite_hashes: dict[int, str | None]
    #: anyone may sit at a free seat (the table is in the host's list).
    listed: bool = False
    #: when a player of the table was last seen (seconds since the epoch; None: never).
    last_present: float | None = None


class Store:
    """The host's SQLite file of tables."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        # a process killed at any instant keeps every committed command (the write-ahead log is on disk)
        self.db.execute("PRAGMA journal_mode=WAL")
        # and a power cut too: each commit reaches the disk before the command is acknowledged
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.executescript(SCHEMA)
        for table, column, kind in ADDED_COLUMNS:
            have = {row[1] for row in self.db.execute(f"PRAGMA table_info({table})")}
            if column not in have:
                self.db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")

    def close(self) -> None:
        self.db.close()

    def create(self, table: StoredTable) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("INSERT INTO tables (id, game, parameters, seed, seats, watch_hash, created, status, "
                            "last_present, listed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                            (table.id, table.game, json.dumps(table.parameters), table.seed,
                             json.dumps(table.seats), table.watch_hash, time.time(), LIVE, table.last_present,
                             int(table.listed)))
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

    def add_note(self, table_id: str, index: int, at: int, text: Text) -> None:
        """A line of the host's own in a table's log, kept as a message (read in each reader's language)."""
        with self.db:
            self.db.execute("INSERT INTO notes VALUES (?, ?, ?, ?)",
                            (table_id, index, at, json.dumps(text_to_json(text), ensure_ascii=False)))

    def take_invite(self, invite: str, token: str, nonce: str | None = None, now: float = 0.0) -> tuple[str, int] | None:
        """Use an invite: the table and seat it opens, its token kept (hashed) and the invite spent; with a
        `nonce`, what answers the same invite and nonce again is kept too (`redeemed_again`). None if no unused
        invite has this code."""
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            row = self.db.execute("SELECT table_id, seat FROM seats WHERE invite_hash = ?",
                                  (digest(invite),)).fetchone()
            if row is None:
                return None
            self.db.execute("UPDATE seats SET invite_hash = NULL, token_hash = ? WHERE table_id = ? AND seat = ?",
                            (digest(token), row[0], row[1]))
            if nonce is not None:
                self.db.execute("INSERT OR REPLACE INTO redeemed VALUES (?, ?, ?, ?, ?, ?)",
                                (digest(invite), digest(nonce), row[0], row[1], seal(token, invite, nonce), now))
        return row[0], row[1]

    def redeemed_again(self, invite: str, nonce: str | None, since: float) -> tuple[str, int, str] | str | None:
        """An invite used already, sent again: its table, seat and token when `nonce` is the one it was used
        with (after `since`, and the seat's token still the same); "other" when it was used with another nonce
        (or none); None when it was not used since then."""
        row = self.db.execute("SELECT nonce_hash, table_id, seat, sealed FROM redeemed WHERE invite_hash = ? "
                              "AND at >= ?", (digest(invite), since)).fetchone()
        if row is None:
            return None
        if nonce is None or row[0] != digest(nonce):
            return "other"
        token = unseal(row[3], invite, nonce)
        current = self.db.execute("SELECT token_hash FROM seats WHERE table_id = ? AND seat = ?",
                                  (row[1], row[2])).fetchone()
        if current is None or current[0] != digest(token):
            return "other"
        return row[1], row[2], token

    def forget_redeemed(self, before: float) -> None:
        """Invites used before `before` are no longer answered again."""
        with self.db:
            self.db.execute("DELETE FROM redeemed WHERE at < ?", (before,))

    def reinvite(self, table_id: str, seat: int, invite: str) -> None:
        """A new invite for a seat; its token and any earlier invite no longer open it."""
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("UPDATE seats SET invite_hash = ?, token_hash = NULL WHERE table_id = ? AND seat = ?",
                            (digest(invite), table_id, seat))
            self.db.execute("DELETE FROM redeemed WHERE table_id = ? AND seat = ?", (table_id, seat))

    def give_seat(self, table_id: str, seat: int, token: str) -> None:
        """A free seat of a listed table taken: its token kept (hashed), its invite spent."""
        with self.db:
            self.db.execute("UPDATE seats SET invite_hash = NULL, token_hash = ? WHERE table_id = ? AND seat = ?",
                            (digest(token), table_id, seat))

    def set_status(self, table_id: str, status: str) -> None:
        """The table is `live`, `finished` or `closed`."""
        with self.db:
            self.db.execute("UPDATE tables SET status = ? WHERE id = ?", (status, table_id))

    def present(self, table_id: str, now: float) -> None:
        """A player of the table was there at `now`."""
        with self.db:
            self.db.execute("UPDATE tables SET last_present = ? WHERE id = ?", (now, table_id))

    def count(self, status: str = LIVE) -> int:
        return self.db.execute("SELECT COUNT(*) FROM tables WHERE status = ?", (status,)).fetchone()[0]

    def saved(self, table_id: str) -> dict[str, Any] | None:
        """A table as a save file (`ninjatable.engine.match.Match.from_json`): to replay a finished game."""
        found = self.tables(table_id=table_id, status=None)
        if not found:
            return None
        table = found[0]
        seats = [SeatKind.HUMAN.value if SeatKind.parse(kind) is SeatKind.FRIEND else kind for kind in table.seats]
        return {"format": 1, "game": table.game, "parameters": table.parameters, "seed": table.seed,
                "seats": seats, "casual_undo": False, "commands": [[seat, text] for seat, text in table.commands]}

    def tables(self, status: str | None = None, table_id: str | None = None) -> list[StoredTable]:
        """The tables of `status` (every table: None), or the one `table_id`, with their commands in order."""
        query = "SELECT id, game, parameters, seed, seats, watch_hash, listed, last_present FROM tables"
        where, values = [], []
        if status is not None:
            where.append("status = ?")
            values.append(status)
        if table_id is not None:
            where.append("id = ?")
            values.append(table_id)
        query += (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY created"
        found = []
        for row in list(self.db.execute(query, values)):
            table_id = row[0]
            commands = [(seat, text) for seat, text in self.db.execute(
                "SELECT seat, text FROM commands WHERE table_id = ? ORDER BY idx", (table_id,))]
            pending = dict(self.db.execute("SELECT seat, text FROM pending WHERE table_id = ?", (table_id,)))
            notes = [(at, _note(text)) for at, text in self.db.execute(
                "SELECT at, text FROM notes WHERE table_id = ? ORDER BY idx", (table_id,))]
            hashes = list(self.db.execute("SELECT seat, invite_hash, token_hash FROM seats WHERE table_id = ?",
                                          (table_id,)))
            found.append(StoredTable(table_id, row[1], json.loads(row[2]), row[3], json.loads(row[4]), row[5],
                                     commands, pending, notes, {seat: token for seat, _, token in hashes},
                                     {seat: invite for seat, invite, _ in hashes}, bool(row[6]), row[7]))
        return found


def _pad(invite: str, nonce: str, length: int) -> bytes:
    """A one-time pad from an invite code and a nonce (neither is kept in the store)."""
    pad = b""
    counter = 0
    while len(pad) < length:
        pad += hashlib.sha256(f"{counter}:{invite}:{nonce}".encode()).digest()
        counter += 1
    return pad[:length]


def seal(token: str, invite: str, nonce: str) -> str:
    """A token kept so that only the invite code and the nonce it was given for open it again."""
    data = token.encode()
    return bytes(a ^ b for a, b in zip(data, _pad(invite, nonce, len(data)), strict=True)).hex()


def unseal(sealed: str, invite: str, nonce: str) -> str:
    data = bytes.fromhex(sealed)
    return bytes(a ^ b for a, b in zip(data, _pad(invite, nonce, len(data)), strict=True)).decode(errors="replace")


def _note(kept: str) -> Text:
    """A kept line of the host's own: its message, or the words as they are (a line kept as words before)."""
    try:
        return text_from_json(json.loads(kept))
    except ValueError:
        return kept
