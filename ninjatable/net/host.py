"""The host's tables, invites and tokens, without sockets: who may sit where, and each table's judge.

A host holds tables, each with its `Judge` (`ninjatable.net.judge`) over its match, kept in the host's store
(`ninjatable.net.store`, one SQLite file): a table made (`create`) draws its seed, which never leaves the host,
and gives an invite code for each friend's seat and, if it may be watched, a watch code. A screen sits at a
table (`sit`) with a `Hello`: invites (each used once; the host answers with each seat's secret token), tokens
(seats taken already, after a reconnect) or a watch code (the public table, as often as it is used); several seats
may be played at one screen (the hosting window's players). Codes and tokens are kept only as SHA-256 hashes.

Started again, the host replays every table from its store: the commands, the secret answers not applied yet,
the lines it added to the log; every player who had come is away until they come back.

The transport (`ninjatable.net.transport`) gives the host its judges' transport, their thinkers, its clock and
`wake` (poll a table's judge now and whenever it asks).
"""

from __future__ import annotations

import dataclasses
import logging
import secrets
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import Match
from ninjatable.engine.registry import game_names, get_game
from ninjatable.engine.seats import SeatKind
from ninjatable.net import protocol, store
from ninjatable.net.judge import DEFAULT_GRACE, Judge, Thinker, Transport
from ninjatable.net.protocol import Hello, SeatToken, Welcome
from ninjatable.net.shares import Screen
from ninjatable.net.store import StoredTable, digest

log = logging.getLogger("ninjatable.host")

#: the port a host listens on unless told otherwise.
DEFAULT_PORT = 8765
#: the text of a friend's seat on the command line (`table new --seats remote,normal`).
REMOTE = SeatKind.FRIEND.value
#: the most tables one host keeps open, and the most screens at one table.
MAX_TABLES = 2000
MAX_SCREENS = 32
#: letters of invite and watch codes (no 0/O, 1/I/L: they are read out).
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

UNKNOWN_INVITE = ("That invite is not known here, or it was used already (a player who joined comes back by "
                  "themselves).")


def new_code() -> str:
    """A short code to read out: eight letters in two groups (about 40 bits)."""
    letters = "".join(secrets.choice(CODE_LETTERS) for _ in range(8))
    return f"{letters[:4]}-{letters[4:]}"


def normal_code(code: str) -> str:
    """A code as typed (any case, with or without the dash or spaces) in the form it was made."""
    letters = "".join(ch for ch in code.upper() if ch.isalnum())
    return f"{letters[:4]}-{letters[4:]}" if len(letters) == 8 else letters


class TableRecord:
    """One table's part of the host's store, as its judge keeps it (`ninjatable.net.judge.Store`)."""

    def __init__(self, kept: store.Store, table_id: str) -> None:
        self.kept = kept
        self.table_id = table_id

    def recorded(self, match: Match, first: int) -> str | None:
        self.kept.add_commands(self.table_id, first, [(seat, command.to_text())
                                                      for seat, command in match.history[first:]])
        return None

    def cut(self, match: Match) -> str | None:
        self.kept.cut(self.table_id, len(match.history))
        return None

    def noted(self, index: int, at: int, text: str) -> str | None:
        self.kept.add_note(self.table_id, index, at, text)
        return None

    def kept_secret(self, seat: int, command: Command) -> str | None:
        self.kept.set_pending(self.table_id, seat, command.to_text())
        return None

    def hinted(self, match: Match) -> str | None:
        return None  # no hints at a network table


@dataclasses.dataclass
class HostTable:
    """A table at the host: its judge, the hashes of its seats' invites and tokens, its watch code's."""

    id: str
    judge: Judge
    invite_hashes: list[str | None]
    token_hashes: list[str | None]
    watch_hash: str | None

    @property
    def match(self) -> Match:
        return self.judge.match

    @property
    def game(self) -> Any:
        return self.judge.game

    def log_lines(self, seat: int | None) -> list[str]:
        return self.judge.log_lines(seat)


@dataclasses.dataclass(frozen=True)
class Seated:
    """A screen that sat at a table, and the welcome it is sent."""

    table: HostTable
    screen: Screen
    welcome: Welcome


class Host:
    """The tables of one host and who may sit at them."""

    def __init__(self, data: Path, transport: Transport, thinkers: Callable[[str], Thinker],
                 clock: Callable[[], float], wake: Callable[[HostTable], None],
                 grace: float = DEFAULT_GRACE) -> None:
        self.store = store.Store(data / "tables.sqlite3")
        self.transport = transport
        self.thinkers = thinkers
        self.clock = clock
        self.wake = wake
        self.grace = grace
        self.tables: dict[str, HostTable] = {}
        for stored in self.store.tables():
            try:
                self.tables[stored.id] = self._restore(stored)
            except SaveError as exc:
                log.error("table %s cannot be resumed: %s", stored.id, exc)

    def _judge(self, table_id: str, match: Match, players: Sequence[SeatKind], **kept: Any) -> Judge:
        return Judge(match, self.transport, players=players, thinker=self.thinkers(table_id), clock=self.clock,
                     store=TableRecord(self.store, table_id), grace=self.grace, hints=False, **kept)

    def _restore(self, stored: StoredTable) -> HostTable:
        players = [SeatKind.parse(kind) for kind in stored.seats]
        data = {"format": 1, "game": stored.game, "parameters": stored.parameters, "seed": stored.seed,
                "seats": [SeatKind.HUMAN.value if kind is SeatKind.FRIEND else kind.value for kind in players],
                "casual_undo": False, "commands": [[seat, text] for seat, text in stored.commands]}
        match = Match.from_json(data, f"table {stored.id}")
        pending = {seat: match.game.parse_command(text) for seat, text in stored.pending.items()}
        came = [seat for seat, token in stored.token_hashes.items() if token is not None]
        judge = self._judge(stored.id, match, players, notes=stored.notes, pending=pending, away=came)
        seats = range(len(players))
        return HostTable(stored.id, judge, [stored.invite_hashes.get(seat) for seat in seats],
                         [stored.token_hashes.get(seat) for seat in seats], stored.watch_hash)

    # --- tables ----------------------------------------------------------------------------------------
    def create(self, game_name: str, players: Sequence[str | SeatKind], parameters: dict[str, Any] | None = None,
               watchable: bool = False) -> tuple[HostTable, list[str | None], str | None]:
        """A new table: its invite codes in seat order (None for a computer seat) and its watch code (None when
        spectators may not come). The seed is drawn here and never leaves the host. Raises ValueError with a
        sentence for a game, seats or parameters the host cannot set up."""
        if game_name not in game_names():
            raise ValueError(f"there is no game '{game_name[:40]}' (use {', '.join(game_names())})")
        if len(self.tables) >= MAX_TABLES:
            raise ValueError("this host holds as many tables as it may")
        kinds = [SeatKind.parse(player) for player in players]
        if SeatKind.HUMAN in kinds:
            raise ValueError(f"a seat at a host is a friend's ({REMOTE}) or a computer level's, not 'human'")
        seed = secrets.randbits(62)
        match = Match(get_game(game_name), [SeatKind.HUMAN if k is SeatKind.FRIEND else k for k in kinds], seed,
                      dict(parameters or {}))
        invites = [new_code() if kind is SeatKind.FRIEND else None for kind in kinds]
        watch = new_code() if watchable else None
        table_id = secrets.token_hex(6)
        invite_hashes = [digest(code) if code else None for code in invites]
        table = HostTable(table_id, self._judge(table_id, match, kinds), invite_hashes, [None] * len(kinds),
                          digest(watch) if watch else None)
        self.store.create(StoredTable(table_id, game_name, match.parameters, seed, [k.value for k in kinds],
                                      table.watch_hash, [], {}, [], {}, dict(enumerate(invite_hashes))))
        self.tables[table_id] = table
        self.wake(table)
        return table, invites, watch

    # --- screens ---------------------------------------------------------------------------------------
    def sit(self, hello: Hello) -> Seated | str:
        """The table and seats a hello opens, its screen attached to the table's judge (invites are spent and
        their tokens made), or why none."""
        if hello.build != protocol.build():
            return protocol.OTHER_BUILD
        invites = [normal_code(code) for code in hello.invites]
        watch = hello.watch if hello.watch is not None else (
            invites[0] if len(invites) == 1 and self._watched(invites[0]) else None)  # one field takes either code
        if watch is not None:
            table = self._watched(watch)
            if table is None:
                return "No table here may be watched with this code."
            return self._attach(table, (), ())
        if invites and hello.tokens:
            return "Come with invites or with tokens, not both."
        found = self._invited(invites) if invites else self._returning(hello.tokens)
        if isinstance(found, str):
            return found
        table, seats = found
        tokens: list[SeatToken] = []
        for seat, code in zip(seats, invites, strict=False):
            token = secrets.token_urlsafe(24)
            if self.store.take_invite(code, token) is None:
                return UNKNOWN_INVITE
            table.invite_hashes[seat], table.token_hashes[seat] = None, digest(token)
            tokens.append(SeatToken(table.id, seat, token))
        return self._attach(table, seats, tuple(tokens))

    def _attach(self, table: HostTable, seats: Sequence[int], tokens: tuple[SeatToken, ...]) -> Seated | str:
        if len(table.judge.screens) >= MAX_SCREENS:
            return "The table is full."
        screen = table.judge.attach(seats)
        welcome = Welcome(table.id, table.game.name, screen.seats, tokens, dict(table.match.parameters), False)
        return Seated(table, screen, welcome)

    def _invited(self, codes: list[str]) -> tuple[HostTable, list[int]] | str:
        """The table and seats unused invites open (all of one table), or why not."""
        wanted = [digest(code) for code in codes]
        for table in self.tables.values():
            seats = [table.invite_hashes.index(code) for code in wanted if code in table.invite_hashes]
            if seats:
                return (table, seats) if len(seats) == len(codes) == len(set(seats)) else UNKNOWN_INVITE
        return UNKNOWN_INVITE

    def _returning(self, tokens: Sequence[SeatToken]) -> tuple[HostTable, list[int]] | str:
        """The table and seats a player's tokens open again, or why not."""
        if not tokens:
            return "Come with an invite, a seat's token or a watch code."
        table = self.tables.get(tokens[0].table)
        if table is None or any(token.table != table.id for token in tokens):
            return "That table is closed."
        seats = []
        for token in tokens:
            if not 0 <= token.seat < len(table.token_hashes):
                return "That token does not open this seat."
            expected = table.token_hashes[token.seat]
            if expected is None or not secrets.compare_digest(expected, digest(token.token)):
                return "That token does not open this seat."
            seats.append(token.seat)
        return table, seats

    def _watched(self, code: str) -> HostTable | None:
        """The table a spectators' code opens, if any."""
        wanted = digest(normal_code(code))
        return next((table for table in self.tables.values() if table.watch_hash == wanted), None)

    def close(self) -> None:
        self.store.close()
