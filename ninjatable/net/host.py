"""The host's tables, invites and tokens, without sockets: who may sit where, and each table's judge.

A host holds tables, each with its `Judge` (`ninjatable.net.judge`) over its match, kept in the host's store
(`ninjatable.net.store`, one SQLite file): a table made (`create`) draws its seed, which never leaves the host,
and gives an invite code for each friend's seat and, if it may be watched, a watch code. A screen sits at a
table (`sit`) with a `Hello`: invites (each used once; the host answers with each seat's secret token), tokens
(seats taken already, after a reconnect) or a watch code (the public table, as often as it is used); several seats
may be played at one screen (the hosting window's players). Codes and tokens are kept only as SHA-256 hashes.

An invite sent with a nonce of the screen's own is answered again, with the same seat and token, when the same
invite comes back with the same nonce within `RETRY_SECONDS` (a welcome lost on the way); with another nonce it
is refused. The host may invite a seat again (`reinvite`): a new code, and the seat's old token opens nothing.

A table lives until its game is over or it is closed: a finished table is kept in the store as history and
leaves the host once its last screen has gone; a table no player has come to for `idle` seconds (14 days by
default) is closed (`sweep`). Only live tables count toward `MAX_TABLES`. A table made `listed` is in the host's
list of open tables (`open_tables`, a club's), and anyone may sit at one of its free seats.

Started again, the host replays every live table from its store: the commands, the secret answers not applied
yet, the lines it added to the log; every player who had come is away until they come back (and no computer
plays for them while no player of the table is there).

The transport (`ninjatable.net.transport`) gives the host its judges' transport, their thinkers, its clock and
`wake` (poll a table's judge now and whenever it asks).
"""

from __future__ import annotations

import dataclasses
import logging
import secrets
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import Match
from ninjatable.engine.registry import game_names, get_game
from ninjatable.engine.seats import SeatKind
from ninjatable.i18n import Message, Text, msg
from ninjatable.net import protocol, store
from ninjatable.net.judge import DEFAULT_GRACE, Judge, Thinker, Transport
from ninjatable.net.protocol import Hello, OpenTable, SeatToken, Welcome
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

#: how long an invite used with a nonce is answered again to the same nonce (a welcome lost on the way).
RETRY_SECONDS = 600.0
#: finished tables kept in memory (the newest), for their players to see how the game ended.
KEPT_FINISHED = 100
#: a table no player came to for this long is closed (a `serve` setting).
DEFAULT_IDLE = 14 * 24 * 3600.0

UNKNOWN_INVITE = msg("That invite is not known here, or it was used already: ask the host to invite you again.")
USED_INVITE = msg("That invite was used already, by another computer: ask the host to invite you again.")
WRONG_TOKEN = msg("That token does not open this seat (the host may have invited it again): ask the host for a new "
                  "invite.")
TABLE_CLOSED = msg("That table is closed, or its game is over.")
TABLE_FULL = msg("The table is full: no more spectators may watch it.")
NOT_WATCHED = msg("No table here may be watched with this code.")
#: the refusals of a wrong code or token (counted against the address that sent it).
WRONG_CODES = frozenset({UNKNOWN_INVITE, USED_INVITE, WRONG_TOKEN, NOT_WATCHED})


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
        if match.state.is_over():
            self.kept.set_status(self.table_id, store.FINISHED)
        return None

    def cut(self, match: Match) -> str | None:
        self.kept.cut(self.table_id, len(match.history))
        return None

    def noted(self, index: int, at: int, text: Text) -> str | None:
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
    listed: bool = False
    #: closed by the host (nobody came for too long): no screen may sit at it.
    closed: bool = False

    @property
    def live(self) -> bool:
        return not self.closed and not self.match.state.is_over()

    def present(self) -> int:
        """The players at the table now (screens playing seats)."""
        return sum(1 for play in self.judge.seats if play.screens)

    def free_seats(self) -> list[int]:
        """The friends' seats nobody has taken yet."""
        return [seat for seat, play in enumerate(self.judge.seats)
                if play.kind is SeatKind.FRIEND and self.token_hashes[seat] is None]

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
                 grace: float = DEFAULT_GRACE, idle: float = DEFAULT_IDLE,
                 wall: Callable[[], float] = time.time) -> None:
        """`clock` is the judges' (monotonic) time; `wall` the calendar's (seconds since the epoch), for what the
        store keeps across restarts."""
        self.store = store.Store(data / "tables.sqlite3")
        self.transport = transport
        self.thinkers = thinkers
        self.clock = clock
        self.wake = wake
        self.grace = grace
        self.idle = idle
        self.wall = wall
        self.tables: dict[str, HostTable] = {}
        for stored in self.store.tables(store.LIVE):
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
                         [stored.token_hashes.get(seat) for seat in seats], stored.watch_hash, stored.listed)

    # --- tables ----------------------------------------------------------------------------------------
    def live_tables(self) -> int:
        """The tables still being played (those finished or closed do not count toward the limit)."""
        return sum(1 for table in self.tables.values() if table.live)

    def create(self, game_name: str, players: Sequence[str | SeatKind], parameters: dict[str, Any] | None = None,
               watchable: bool = False, listed: bool = False) -> tuple[HostTable, list[str | None], str | None]:
        """A new table: its invite codes in seat order (None for a computer seat) and its watch code (None when
        spectators may not come); `listed`: in the list of open tables. The seed is drawn here and never leaves
        the host. Raises ValueError with a sentence for a game, seats or parameters the host cannot set up."""
        if game_name not in game_names():
            raise ValueError(f"there is no game '{game_name[:40]}' (use {', '.join(game_names())})")
        self.let_go()
        if self.live_tables() >= MAX_TABLES:
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
                          digest(watch) if watch else None, listed)
        self.store.create(StoredTable(table_id, game_name, match.parameters, seed, [k.value for k in kinds],
                                      table.watch_hash, [], {}, [], {}, dict(enumerate(invite_hashes)), listed,
                                      self.wall()))
        self.tables[table_id] = table
        self.wake(table)
        return table, invites, watch

    def reinvite(self, table_id: str, seat: int) -> tuple[str, list[Screen]]:
        """A new invite for a friend's `seat`: its old invite and token open it no more. Returns the code and
        the screens that played the seat with the old token (to be sent away). Raises ValueError with a sentence
        when there is no such seat."""
        table = self.tables.get(table_id)
        if table is None or not table.live:
            raise ValueError(str(TABLE_CLOSED))
        if not 0 <= seat < len(table.judge.seats) or table.judge.seats[seat].kind is not SeatKind.FRIEND:
            raise ValueError(f"seat {seat} of that table is not a friend's")
        code = new_code()
        self.store.reinvite(table_id, seat, code)
        table.invite_hashes[seat], table.token_hashes[seat] = digest(code), None
        return code, list(table.judge.seats[seat].screens)

    def open_tables(self) -> list[OpenTable]:
        """The listed tables still being played: game, seats, seats free, players present."""
        return [OpenTable(table.id, table.game.name, len(table.judge.seats), len(table.free_seats()),
                          table.present()) for table in self.tables.values() if table.listed and table.live]

    def let_go(self) -> None:
        """Tables no longer live leave the host once nobody is at them (they are kept in the store), but for the
        newest `KEPT_FINISHED` finished ones: a player who comes back sees how the game ended."""
        idle = [table_id for table_id, table in self.tables.items() if not table.live and not table.judge.screens]
        finished = [table_id for table_id in idle if not self.tables[table_id].closed]
        for table_id in [t for t in idle if self.tables[t].closed] + finished[:max(0, len(finished) - KEPT_FINISHED)]:
            del self.tables[table_id]

    def sweep(self) -> list[str]:
        """Close every table nobody has been at for `idle` seconds (kept as history); their ids."""
        now = self.wall()
        closed = []
        for stored in self.store.tables(store.LIVE):
            table = self.tables.get(stored.id)
            if table is not None and table.judge.screens:
                continue
            if stored.last_present is not None and now - stored.last_present < self.idle:
                continue
            self.store.set_status(stored.id, store.CLOSED)
            if table is not None:
                table.closed = True
            closed.append(stored.id)
        self.let_go()
        self.store.forget_redeemed(now - RETRY_SECONDS)
        return closed

    def seen(self, table: HostTable) -> None:
        """A screen came to `table` or left it: its players were there now."""
        self.store.present(table.id, self.wall())

    # --- screens ---------------------------------------------------------------------------------------
    def sit(self, hello: Hello) -> Seated | Message:
        """The table and seats a hello opens, its screen attached to the table's judge (invites are spent and
        their tokens made), or why none."""
        if hello.build != protocol.build():
            return msg(protocol.OTHER_BUILD)
        invites = [normal_code(code) for code in hello.invites]
        watch = hello.watch if hello.watch is not None else (
            invites[0] if len(invites) == 1 and self._watched(invites[0]) else None)  # one field takes either code
        if watch is not None:
            table = self._watched(watch)
            if table is None:
                return NOT_WATCHED
            return self._attach(table, (), ())
        if hello.table is not None:
            return self._open_seat(hello.table)
        if invites and hello.tokens:
            return msg("Come with invites or with tokens, not both.")
        if invites:
            again = self._again(invites, hello.nonce)
            if again is not None:
                return again
        found = self._invited(invites) if invites else self._returning(hello.tokens)
        if isinstance(found, Message):
            return found
        table, seats = found
        tokens: list[SeatToken] = []
        for seat, code in zip(seats, invites, strict=False):
            token = secrets.token_urlsafe(24)
            if self.store.take_invite(code, token, hello.nonce, self.wall()) is None:
                return UNKNOWN_INVITE
            table.invite_hashes[seat], table.token_hashes[seat] = None, digest(token)
            tokens.append(SeatToken(table.id, seat, token))
        return self._attach(table, seats, tuple(tokens))

    def _again(self, invites: list[str], nonce: str | None) -> Seated | Message | None:
        """Invites used already, sent again: the same seats and tokens for the same nonce, a refusal for
        another, None when they were not used (lately)."""
        since = self.wall() - RETRY_SECONDS
        found = [self.store.redeemed_again(code, nonce, since) for code in invites]
        if all(item is None for item in found):
            return None
        if any(not isinstance(item, tuple) for item in found):
            return USED_INVITE
        tokens = [SeatToken(table_id, seat, token) for table_id, seat, token in found]  # type: ignore[misc]
        returning = self._returning(tokens)
        if isinstance(returning, Message):
            return returning
        table, seats = returning
        return self._attach(table, seats, tuple(tokens))

    def _open_seat(self, table_id: str) -> Seated | Message:
        """A free seat of a listed table, for whoever asks (a club's table)."""
        table = self.tables.get(table_id)
        if table is None or not table.listed or not table.live:
            return TABLE_CLOSED
        free = table.free_seats()
        if not free:
            return msg("Every seat of that table is taken.")
        seat, token = free[0], secrets.token_urlsafe(24)
        self.store.give_seat(table.id, seat, token)
        table.invite_hashes[seat], table.token_hashes[seat] = None, digest(token)
        return self._attach(table, [seat], (SeatToken(table.id, seat, token),))

    def _attach(self, table: HostTable, seats: Sequence[int], tokens: tuple[SeatToken, ...]) -> Seated | Message:
        if len(table.judge.screens) >= MAX_SCREENS:
            return TABLE_FULL
        screen = table.judge.attach(seats)
        welcome = Welcome(table.id, table.game.name, screen.seats, tokens, dict(table.match.parameters), False)
        return Seated(table, screen, welcome)

    def _invited(self, codes: list[str]) -> tuple[HostTable, list[int]] | Message:
        """The table and seats unused invites open (all of one table), or why not."""
        wanted = [digest(code) for code in codes]
        for table in self.tables.values():
            if not table.live:
                continue
            seats = [table.invite_hashes.index(code) for code in wanted if code in table.invite_hashes]
            if seats:
                return (table, seats) if len(seats) == len(codes) == len(set(seats)) else UNKNOWN_INVITE
        return UNKNOWN_INVITE

    def _returning(self, tokens: Sequence[SeatToken]) -> tuple[HostTable, list[int]] | Message:
        """The table and seats a player's tokens open again, or why not."""
        if not tokens:
            return msg("Come with an invite, a seat's token or a watch code.")
        table = self.tables.get(tokens[0].table)
        if table is None or table.closed or any(token.table != table.id for token in tokens):
            return TABLE_CLOSED
        seats = []
        for token in tokens:
            if not 0 <= token.seat < len(table.token_hashes):
                return WRONG_TOKEN
            expected = table.token_hashes[token.seat]
            if expected is None or not secrets.compare_digest(expected, digest(token.token)):
                return WRONG_TOKEN
            seats.append(token.seat)
        return table, seats

    def _watched(self, code: str) -> HostTable | None:
        """The table a spectators' code opens, if any."""
        wanted = digest(normal_code(code))
        return next((table for table in self.tables.values() if table.watch_hash == wanted), None)

    def close(self) -> None:
        self.store.close()
