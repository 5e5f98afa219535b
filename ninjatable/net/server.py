"""The host of network tables: the only judge of every game it holds.

Each table holds one `Match`. A client joins a seat with an invite code (used once; the host answers with the
seat's secret token) or comes back with that token; a spectator comes with the table's watch code. From then on
the host sends each connection only its seat's share of the table (`update`, see `Table.update_for`): the seat's
redacted state, its log lines, what the last commands did as that seat may know it, who is awaited and who
thinks, each seat's presence, and the outcome at the end. Never the seed, a deck's order, or another seat's
hidden cards or secret answer.

A command is checked against the rules, written to the store (`ninjatable.net.store`) and only then carried
out and announced. When several seats choose at once and in secret, the host keeps each answer until every
one is in, then carries them out in seat order. Computer seats think in worker threads on their own redacted
state. A seat whose player has gone is shown as away; after the grace period a normal computer plays it until
the player comes back. Undo takes back the asking seat's last command only when every other player present
agrees, and never across a card draw, a reveal or a die roll.

`Host` runs the tables on an asyncio loop with the `websockets` library; `HostThread` runs a `Host` in a
thread of the window's process (hosting from the seat setup).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import logging
import secrets
import socket
import threading
import time
from pathlib import Path
from typing import Any

import websockets
from websockets.asyncio.server import ServerConnection, serve

from ninjatable.ai.bots import Bot, make_bot
from ninjatable.ai.runner import thinking_floor
from ninjatable.engine.commands import Command
from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import SEAT_KINDS, Match
from ninjatable.engine.registry import game_names, get_game
from ninjatable.net import protocol
from ninjatable.net.codec import encode_state, encode_value
from ninjatable.net.protocol import ProtocolError, message
from ninjatable.net.store import Store, StoredTable, digest

log = logging.getLogger("ninjatable.host")

#: the port a host listens on unless told otherwise.
DEFAULT_PORT = 8765
#: seconds a seat's player may be gone before a computer plays for them.
DEFAULT_GRACE = 60.0
#: a seat played by a player over the network.
REMOTE = "remote"
#: the computer level that plays for a player who has gone.
STAND_IN = "normal"
#: the most tables one host keeps open, and the most connections to one table.
MAX_TABLES = 2000
MAX_LINKS = 32
#: letters of invite and watch codes (no 0/O, 1/I/L: they are read out).
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"


def new_code() -> str:
    """A short code to read out: eight letters in two groups (about 40 bits)."""
    letters = "".join(secrets.choice(CODE_LETTERS) for _ in range(8))
    return f"{letters[:4]}-{letters[4:]}"


def normal_code(code: str) -> str:
    """A code as typed (any case, with or without the dash or spaces) in the form it was made."""
    letters = "".join(ch for ch in code.upper() if ch.isalnum())
    return f"{letters[:4]}-{letters[4:]}" if len(letters) == 8 else letters


@dataclasses.dataclass
class Seat:
    """Who plays a seat of a table and whether they are here."""

    player: str
    token_hash: str | None = None
    invite_hash: str | None = None
    links: set[Link] = dataclasses.field(default_factory=set)
    #: when the player's last connection closed (None: here, or never came).
    away_since: float | None = None
    #: a computer plays for the player who has gone.
    stand_in: bool = False

    @property
    def presence(self) -> str:
        if self.player != REMOTE:
            return "computer"
        if self.stand_in:
            return "computer plays"
        if self.links:
            return "here"
        return "invited" if self.token_hash is None else "away"


@dataclasses.dataclass(eq=False)
class Link:
    """One connection: the table and seat it plays (None: a spectator) and what it was last sent."""

    socket: ServerConnection
    table: Table | None = None
    seat: int | None = None
    sent_lines: list[str] = dataclasses.field(default_factory=list)
    sent_at: int = 0
    limit: protocol.RateLimit = dataclasses.field(default_factory=lambda: protocol.RateLimit(time.monotonic()))


@dataclasses.dataclass
class UndoAsk:
    """A player asked to take back their last command; the others present must agree."""

    by: int
    waiting: set[int]


class Table:
    """One game at the host: its match, its seats, the secret answers kept until all are in, its notes."""

    def __init__(self, table_id: str, match: Match, seats: list[Seat], watch_hash: str | None) -> None:
        self.id = table_id
        self.match = match
        self.game = match.game
        self.seats = seats
        self.watch_hash = watch_hash
        self.spectators: set[Link] = set()
        self.collected: dict[int, Command] = {}
        #: lines the host adds to the log (a player gone or back, an undo), each after the command count it
        #: was written at.
        self.notes: list[tuple[int, str]] = []
        self.bots: dict[int, Bot] = {}
        self.thinking: int | None = None
        #: counts the changes a computer answer could miss (an undo, a player back): a late answer is dropped.
        self.generation = 0
        self.undo: UndoAsk | None = None
        for seat, info in enumerate(seats):
            if info.player != REMOTE:
                self.bots[seat] = make_bot(self.game, info.player, match.seed * 7919 + seat)

    # --- who is asked ----------------------------------------------------------------------------------
    def answering(self) -> tuple[int, ...]:
        """The seats whose answer is awaited: every acting seat that has not answered a simultaneous choice,
        else the first acting seat."""
        state = self.match.state
        acting = state.to_act()
        pool = acting if len(acting) > 1 and state.is_simultaneous() else acting[:1]
        return tuple(seat for seat in pool if seat not in self.collected)

    def computer_plays(self, seat: int) -> bool:
        return seat in self.bots

    def links(self) -> list[Link]:
        return [link for seat in self.seats for link in seat.links] + list(self.spectators)

    def add_note(self, store: Store, text: str) -> None:
        at = len(self.match.history)
        store.add_note(self.id, len(self.notes), at, text)
        self.notes.append((at, text))

    # --- what a seat is told ---------------------------------------------------------------------------
    def log_lines(self, seat: int | None) -> list[str]:
        """The log in words as `seat` may read it, with the host's notes in their places."""
        lines: list[str] = []
        notes = iter(self.notes)
        note = next(notes, None)
        for entry in self.match.log:
            while note is not None and note[0] <= entry.command_index:
                lines.append(note[1])
                note = next(notes, None)
            lines.append(entry.event.text_for(seat))
        while note is not None:
            lines.append(note[1])
            note = next(notes, None)
        return lines

    def applied_since(self, first: int, seat: int | None) -> list[dict[str, Any]]:
        """What the commands from number `first` on did, as `seat` may know it (their events; the command's
        text only for the seat's own commands)."""
        history = self.match.history
        found = [{"seat": given_by, "events": [], "command": command.to_text() if given_by == seat else None}
                 for given_by, command in history[first:]]
        for entry in self.match.log:
            if entry.command_index >= first:
                event = entry.event
                found[entry.command_index - first]["events"].append(
                    {"text": event.text_for(seat), "seat": event.seat, "kind": event.kind,
                     "irreversible": event.irreversible, "data": encode_value(self.game, event.data)})
        return found

    def seats_public(self) -> list[dict[str, Any]]:
        state = self.match.state
        return [{"name": state.seat_name(seat), "player": info.player, "presence": info.presence}
                for seat, info in enumerate(self.seats)]

    def update_for(self, link: Link) -> str:
        """The `update` message for one connection, and what it was sent is remembered."""
        seat = link.seat
        history = len(self.match.history)
        lines = self.log_lines(seat)
        same = len(link.sent_lines) <= len(lines) and lines[:len(link.sent_lines)] == link.sent_lines
        start = len(link.sent_lines) if same else 0
        reset = link.sent_at > history or not same
        applied = [] if reset else self.applied_since(link.sent_at, seat)
        link.sent_lines, link.sent_at = lines, history
        answered = self.collected.get(seat) if seat is not None else None
        state = self.match.state
        outcome = encode_value(self.game, state.outcome()) if state.is_over() else None
        undo = None
        if self.undo is not None and seat in self.undo.waiting:
            undo = {"by": self.undo.by, "prompt": f"{state.seat_name(self.undo.by)} asks to take back their last "
                                                  f"move. Do you agree?"}
        return message("update", at=history, state=encode_state(self.game, self.match.redacted(seat)),
                       log={"from": start, "lines": lines[start:]}, applied=applied, reset=reset,
                       waiting=list(self.answering()), thinking=self.thinking,
                       answered=answered.to_text() if answered is not None else None,
                       seats=self.seats_public(), undo=undo, outcome=outcome)


class Host:
    """Tables, their seats and their connections, on one asyncio loop."""

    def __init__(self, data: Path, grace: float = DEFAULT_GRACE, workers: int = 2) -> None:
        self.store = Store(data / "tables.sqlite3")
        self.grace = grace
        self.tables: dict[str, Table] = {}
        self.pool = concurrent.futures.ThreadPoolExecutor(max_workers=workers, thread_name_prefix="host-ai")
        self.loop: asyncio.AbstractEventLoop | None = None
        for stored in self.store.tables():
            try:
                self.tables[stored.id] = self._restore(stored)
            except SaveError as exc:
                log.error("table %s cannot be resumed: %s", stored.id, exc)

    # --- tables ----------------------------------------------------------------------------------------
    def _restore(self, stored: StoredTable) -> Table:
        data = {"format": 1, "game": stored.game, "parameters": stored.parameters, "seed": stored.seed,
                "seats": ["human" if kind == REMOTE else kind for kind in stored.seats], "casual_undo": False,
                "commands": [[seat, text] for seat, text in stored.commands]}
        match = Match.from_json(data, f"table {stored.id}")
        seats = [Seat(kind, stored.token_hashes.get(seat), stored.invite_hashes.get(seat))
                 for seat, kind in enumerate(stored.seats)]
        now = time.monotonic()
        for seat in seats:  # everyone must come back: until they do, they are away
            if seat.player == REMOTE and seat.token_hash is not None:
                seat.away_since = now
        table = Table(stored.id, match, seats, stored.watch_hash)
        table.notes = list(stored.notes)
        table.collected = {seat: match.game.parse_command(text) for seat, text in stored.pending.items()}
        return table

    def create(self, game_name: str, players: list[str], parameters: dict[str, Any] | None = None,
               watchable: bool = False) -> tuple[Table, list[str | None], str | None]:
        """A new table: its invite codes in seat order (None for a computer seat) and its watch code (None when
        spectators may not come). The seed is drawn here and never leaves the host. Raises ValueError with a
        sentence for a game, seats or parameters the host cannot set up."""
        if game_name not in game_names():
            raise ValueError(f"there is no game '{game_name[:40]}' (use {', '.join(game_names())})")
        if len(self.tables) >= MAX_TABLES:
            raise ValueError("this host holds as many tables as it may")
        for player in players:
            if player != REMOTE and player not in SEAT_KINDS[1:]:
                raise ValueError(f"unknown seat '{str(player)[:20]}' (use {REMOTE}, {', '.join(SEAT_KINDS[1:])})")
        game = get_game(game_name)
        seed = secrets.randbits(62)
        match = Match(game, ["human" if p == REMOTE else p for p in players], seed, parameters or {})
        invites = [new_code() if player == REMOTE else None for player in players]
        watch = new_code() if watchable else None
        table_id = secrets.token_hex(6)
        seats = [Seat(player, invite_hash=digest(code) if code else None) for player, code in zip(players, invites, strict=True)]
        table = Table(table_id, match, seats, digest(watch) if watch else None)
        self.store.create(StoredTable(table_id, game_name, match.parameters, seed, list(players), table.watch_hash,
                                      [], {}, [], {}, {seat: s.invite_hash for seat, s in enumerate(seats)}))
        self.tables[table_id] = table
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self.drive, table)
        return table, invites, watch

    # --- connections -----------------------------------------------------------------------------------
    async def handler(self, socket: ServerConnection) -> None:
        link = Link(socket)
        try:
            async for raw in socket:
                if not link.limit.allow(time.monotonic()):
                    self.refuse(link, "too many messages: wait a moment")
                    if link.limit.refused > 4 * protocol.BURST:
                        await socket.close(1008, "too many messages")
                        return
                    continue
                try:
                    data = protocol.read_client(raw)
                except ProtocolError as exc:
                    log.warning("refused a message: %s", exc)
                    await socket.send(message("error", reason=str(exc)))
                    continue
                await self.dispatch(link, data)
        except websockets.ConnectionClosed:
            pass
        finally:
            self.gone(link)

    def refuse(self, link: Link, reason: str) -> None:
        log.warning("refused: %s", reason)
        asyncio.ensure_future(self._send(link, message("refused", reason=reason)))

    async def _send(self, link: Link, text: str) -> None:
        try:
            await link.socket.send(text)
        except websockets.ConnectionClosed:
            pass

    async def dispatch(self, link: Link, data: dict[str, Any]) -> None:
        kind = data["kind"]
        if kind == "hello":
            await self.hello(link, data)
        elif kind == "create":
            self.create_from(link, data)
        elif link.table is None:
            self.refuse(link, "say hello with an invite, a token or a watch code first")
        elif link.seat is None:
            self.refuse(link, "a spectator watches: it gives no orders")
        elif kind == "command":
            self.command(link.table, link.seat, data["text"], data["at"], link)
        elif kind == "undo":
            self.ask_undo(link.table, link.seat, link)
        elif kind == "undo_answer":
            self.answer_undo(link.table, link.seat, data["agree"])

    def create_from(self, link: Link, data: dict[str, Any]) -> None:
        try:
            game, seats = data.get("game"), data.get("seats")
            parameters, watchable = data.get("parameters", {}), data.get("watchable", False)
            if not isinstance(game, str) or not isinstance(seats, list) or not isinstance(parameters, dict):
                raise ValueError("'create' needs a game, its seats and its parameters")
            table, invites, watch = self.create(game, seats, parameters, watchable is True)
        except (ValueError, TypeError) as exc:
            self.refuse(link, str(exc))
            return
        asyncio.ensure_future(self._send(link, message("created", table=table.id, invites=invites, watch=watch)))

    async def hello(self, link: Link, data: dict[str, Any]) -> None:
        if link.table is not None:
            self.refuse(link, "this connection already sits at a table")
            return
        found = self.find_seat(data)
        if isinstance(found, str):
            log.warning("refused a hello: %s", found)
            await link.socket.send(message("refused", reason=found))
            await link.socket.close(1008, "refused")
            return
        table, seat, token = found
        if seat is None:
            if len(table.links()) >= MAX_LINKS:
                await link.socket.close(1008, "the table is full")
                return
            table.spectators.add(link)
        else:
            self.arrived(table, seat, link)
        link.table, link.seat = table, seat
        await link.socket.send(message("welcome", table=table.id, game=table.game.name, seat=seat, token=token,
                                       parameters=table.match.parameters, seats=table.seats_public()))
        self.announce(table)

    def find_seat(self, data: dict[str, Any]) -> tuple[Table, int | None, str | None] | str:
        """The table and seat a hello opens (and the token, when an invite was used), or why none."""
        if "invite" in data and self.watched(data["invite"]) is not None:  # one field takes either code
            data = {"watch": data["invite"]}
        if "invite" in data:
            token = secrets.token_urlsafe(24)
            taken = self.store.take_invite(normal_code(data["invite"]), token)
            if taken is None:
                return "That invite is not known here, or it was used already (a player who joined comes back " \
                       "by themselves)."
            table = self.tables.get(taken[0])
            if table is None:
                return "That table is closed."
            table.seats[taken[1]].token_hash, table.seats[taken[1]].invite_hash = digest(token), None
            return table, taken[1], token
        if "watch" in data:
            watched = self.watched(data["watch"])
            if watched is None:
                return "No table here may be watched with this code."
            return watched, None, None
        table = self.tables.get(data.get("table", "")) if isinstance(data.get("table"), str) else None
        seat = data.get("seat")
        if table is None or "token" not in data or type(seat) is not int or not 0 <= seat < len(table.seats):
            return "Come with an invite, a seat's token or a watch code."
        expected = table.seats[seat].token_hash
        if expected is None or not secrets.compare_digest(expected, digest(data["token"])):
            return "That token does not open this seat."
        return table, seat, None

    def watched(self, code: str) -> Table | None:
        """The table a spectators' code opens, if any."""
        wanted = digest(normal_code(code))
        return next((table for table in self.tables.values() if table.watch_hash == wanted), None)

    def arrived(self, table: Table, seat: int, link: Link) -> None:
        info = table.seats[seat]
        came_back = info.token_hash is not None and not info.links and info.away_since is not None
        info.links.add(link)
        info.away_since = None
        name = table.match.state.seat_name(seat)
        if info.stand_in:
            info.stand_in = False
            table.bots.pop(seat, None)
            table.generation += 1
            if table.thinking == seat:
                table.thinking = None
            table.add_note(self.store, f"{name} is back and plays again.")
        elif came_back:
            log.info("table %s: %s is back", table.id, name)

    def gone(self, link: Link) -> None:
        table = link.table
        if table is None:
            return
        if link.seat is None:
            table.spectators.discard(link)
            return
        info = table.seats[link.seat]
        info.links.discard(link)
        if info.links:
            return
        info.away_since = time.monotonic()
        if table.undo is not None:
            table.undo = None
        if self.loop is not None:
            self.loop.call_later(self.grace, self.check_away, table, link.seat)
        self.announce(table)

    def check_away(self, table: Table, seat: int) -> None:
        """The grace period is over: a computer plays for a player still gone."""
        info = table.seats[seat]
        if info.links or info.away_since is None or info.stand_in or table.match.state.is_over():
            return
        if time.monotonic() - info.away_since < self.grace - 0.01:
            return
        info.stand_in = True
        table.bots[seat] = make_bot(table.game, STAND_IN, secrets.randbits(31))
        table.add_note(self.store, f"{table.match.state.seat_name(seat)} is away: the computer plays for them "
                                   f"(normal level) until they come back.")
        self.announce(table)

    # --- commands --------------------------------------------------------------------------------------
    def command(self, table: Table, seat: int, text: str, at: int, link: Link | None) -> None:
        reason = self.refusal(table, seat, text, at)
        if isinstance(reason, str):
            if link is not None:
                self.refuse(link, reason)
            return
        self.answer(table, seat, reason)

    def refusal(self, table: Table, seat: int, text: str, at: int) -> Command | str:
        """The command `text` means, when `seat` may give it now; else why not, in a player's words."""
        match = table.match
        if at != len(match.history):
            return "The table moved on before your move arrived: look again."
        if table.computer_plays(seat):
            return "The computer plays this seat now."
        if seat in table.collected:
            return "You have answered already: waiting for the others."
        try:
            command = match.game.parse_command(text)
        except ValueError as exc:
            return f"That is not a move of this game: {exc}"
        if seat not in table.answering():
            names = ", ".join(match.state.seat_name(s) for s in table.answering())
            return f"It is not your turn: waiting for {names}." if names else "The game is over."
        return match.state.refusal(seat, command) or command

    def answer(self, table: Table, seat: int, command: Command) -> None:
        """A checked answer enters the table: kept until every secret answer is in, else written and carried
        out at once."""
        match = table.match
        table.undo = None
        state = match.state
        if len(state.to_act()) > 1 and state.is_simultaneous():
            table.collected[seat] = command
            self.store.set_pending(table.id, seat, command.to_text())
            if table.answering():
                self.announce(table)
                return
            order = [s for s in state.to_act() if s in table.collected]
            given = [(s, table.collected[s]) for s in order]
            self.store.add_commands(table.id, len(match.history), [(s, c.to_text()) for s, c in given])
            table.collected = {}
            for s, c in given:
                match.submit(s, c)
        else:
            self.store.add_command(table.id, len(match.history), seat, command.to_text())
            match.submit(seat, command)
        self.announce(table)

    def announce(self, table: Table) -> None:
        """Send every connection of the table its share now, and let a computer seat answer if one is asked."""
        for link in table.links():
            try:
                text = table.update_for(link)
            except Exception:  # a seat's share that cannot be encoded: a bug, logged; the table goes on
                log.exception("table %s: the update for seat %s could not be made", table.id, link.seat)
                continue
            asyncio.ensure_future(self._send(link, text))
        self.drive(table)

    # --- computer seats --------------------------------------------------------------------------------
    def drive(self, table: Table) -> None:
        """If a computer seat must answer and none is thinking, let it think in a worker thread."""
        if table.thinking is not None or table.match.state.is_over() or self.loop is None:
            return
        seat = next((s for s in table.answering() if table.computer_plays(s)), None)
        if seat is None:
            return
        table.thinking = seat
        generation, at = table.generation, len(table.match.history)
        bot = table.bots[seat]
        # a seat whose options may show its hand takes its level's full time, however quickly it knows
        ready = self.loop.time() + thinking_floor(table.game, table.match.state, seat, bot, at)
        future = self.loop.run_in_executor(self.pool, bot.think, table.match.redacted(seat), seat, at)
        future.add_done_callback(lambda done: self.loop.call_at(  # type: ignore[union-attr]
            max(ready, self.loop.time()), self.thought, table, seat, generation, at, done))  # type: ignore[union-attr]

    def thought(self, table: Table, seat: int, generation: int, at: int, done: asyncio.Future) -> None:
        if table.thinking == seat:
            table.thinking = None
        if done.cancelled():
            return
        error = done.exception()
        if error is not None:
            log.error("table %s: the computer for seat %d failed: %r", table.id, seat, error)
            return
        fresh = generation == table.generation and at == len(table.match.history)
        if fresh and seat in table.answering() and table.computer_plays(seat):
            self.answer(table, seat, done.result().command)
        else:
            self.drive(table)

    # --- undo ------------------------------------------------------------------------------------------
    def ask_undo(self, table: Table, seat: int, link: Link) -> None:
        match = table.match
        reason = match.undo_reason([seat])
        if reason is not None:
            self.refuse(link, reason)
            return
        others = {s for s, info in enumerate(table.seats)
                  if s != seat and info.player == REMOTE and info.links and not info.stand_in}
        if not others:
            self.undo(table, seat)
            return
        table.undo = UndoAsk(seat, others)
        self.announce(table)

    def answer_undo(self, table: Table, seat: int, agree: bool) -> None:
        ask = table.undo
        if ask is None or seat not in ask.waiting:
            return
        if not agree:
            table.undo = None
            name = table.match.state.seat_name(seat)
            for link in table.seats[ask.by].links:
                self.refuse(link, f"{name} did not agree to take the move back.")
            self.announce(table)
            return
        ask.waiting.discard(seat)
        if not ask.waiting:
            self.undo(table, ask.by)

    def undo(self, table: Table, seat: int) -> None:
        match = table.match
        table.undo = None
        if not match.undo([seat]):
            return
        self.store.cut(table.id, len(match.history))
        table.collected = {}
        table.generation += 1
        table.add_note(self.store, f"{match.state.seat_name(seat)} took back their last move.")
        self.announce(table)

    # --- running ---------------------------------------------------------------------------------------
    async def run(self, host: str, port: int, ready: threading.Event | None = None,
                  stop: asyncio.Event | None = None) -> None:
        """Serve until `stop` is set (forever without one)."""
        self.loop = asyncio.get_running_loop()
        for table in self.tables.values():
            for seat, info in enumerate(table.seats):
                if info.away_since is not None:
                    self.loop.call_later(self.grace, self.check_away, table, seat)
            self.drive(table)
        async with serve(self.handler, host, port, max_size=protocol.CLIENT_FRAME_LIMIT,
                         ping_interval=10, ping_timeout=20) as server:
            self.port = server.sockets[0].getsockname()[1] if server.sockets else port
            if ready is not None:
                ready.set()
            await (stop.wait() if stop is not None else asyncio.Future())

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.store.close()


class HostThread:
    """A host run in a thread of this process (the window hosts its own table)."""

    def __init__(self, data: Path, host: str = "127.0.0.1", port: int = 0, grace: float = DEFAULT_GRACE) -> None:
        self.host = Host(data, grace)
        self.address = host
        self.port = port
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._main, name="host", daemon=True)
        self.error: BaseException | None = None

    def start(self, timeout: float = 10.0) -> None:
        self._thread.start()
        if not self._ready.wait(timeout) or self.error is not None:
            raise OSError(f"the table could not be opened on {self.address}:{self.port}: {self.error}")
        self.port = self.host.port

    def _main(self) -> None:
        async def main() -> None:
            self._stop = asyncio.Event()
            await self.host.run(self.address, self.port, self._ready, self._stop)

        try:
            asyncio.run(main())
        except BaseException as exc:  # shown to the player who tried to host
            self.error = exc
            self._ready.set()

    def shown_address(self) -> str:
        """The address to give friends: this computer's address on its network when the host listens on every
        network, else the loopback address."""
        if self.address not in ("0.0.0.0", ""):
            return self.address
        try:
            found = socket.gethostbyname(socket.gethostname())
        except OSError:
            return "127.0.0.1"
        return found

    def call(self, function: Any, *args: Any) -> Any:
        """Run `function(*args)` on the host's loop and wait for its result."""
        loop = self.host.loop
        assert loop is not None

        async def call() -> Any:
            return function(*args)

        return asyncio.run_coroutine_threadsafe(call(), loop).result(10)

    def stop(self) -> None:
        loop = self.host.loop
        if loop is not None and self._stop is not None:
            loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(5)
        self.host.close()
