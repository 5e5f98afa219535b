"""A client's connection to a host: it reconnects by itself, and reads what the host says into plain values.

`Connection` runs its own asyncio loop in a thread, so a window (or a headless player) only puts messages in
and takes checked messages out. The first hello uses the invite; the host answers with the seat's token, and
every later hello (after a dropped connection, a host restarted) uses that token. A hello the host refuses
before ever welcoming this connection (an invite used already) stops it: `refusal` says why.

`Share` is one `update` read back: the seat's redacted state made again from the game's own classes, with its
log lines and what the last commands did. `play_headless` sits a computer player at a seat and plays to the end.
"""

from __future__ import annotations

import asyncio
import collections
import dataclasses
import queue
import threading
import time
from typing import Any

import websockets
from websockets.asyncio.client import connect

from ninjatable.ai.bots import LEVELS, make_bot
from ninjatable.engine.protocol import Event, Game, Outcome, State
from ninjatable.engine.registry import game_names, get_game
from ninjatable.net import protocol
from ninjatable.net.codec import CodecError, decode_state, decode_value
from ninjatable.net.protocol import ProtocolError, field, message

#: the longest pause between two tries to reach a host that has gone.
MAX_RETRY_SECONDS = 2.0
#: a headless player whose order was refused, or who heard nothing, looks again after this long.
RETRY_SECONDS = 0.5
#: how long a player new to a table tries to reach its host before giving up.
FIRST_CONTACT_SECONDS = 15.0


def address_uri(address: str) -> str:
    """`host:port` (or a `ws://` address) as the address to connect to."""
    address = address.strip()
    return address if address.startswith(("ws://", "wss://")) else f"ws://{address}"


class Connection:
    """A connection to a host, in its own thread, that reconnects until closed."""

    def __init__(self, address: str, hello: dict[str, Any]) -> None:
        self.uri = address_uri(address)
        self.hello = dict(hello)
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        #: messages waiting to be sent (kept while the host is out of reach).
        self._outbox: collections.deque[str] = collections.deque()
        self._wake: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._closing = False
        self._welcomed = False
        #: why the host will not let this connection in (an invite used already); None while it may.
        self.refusal: str | None = None
        self.connected = False
        #: the seat's token and table once welcomed (for coming back).
        self.token: str | None = None
        self.table: str | None = None
        self.seat: int | None = None
        self._thread = threading.Thread(target=self._main, name="connection", daemon=True)

    def start(self) -> Connection:
        self._thread.start()
        return self

    def send(self, kind: str, **fields: Any) -> None:
        """Queue a message for the host (sent once connected)."""
        if self._closing:
            return
        self._outbox.append(message(kind, **fields))
        loop, wake = self._loop, self._wake
        if loop is not None and wake is not None:
            try:
                loop.call_soon_threadsafe(wake.set)
            except RuntimeError:  # the connection's loop has ended
                pass

    def close(self) -> None:
        self._closing = True
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(lambda: None)
            except RuntimeError:  # the loop ended meanwhile
                pass
        if self._thread.is_alive():
            self._thread.join(3)

    @property
    def closed(self) -> bool:
        return self._closing or self.refusal is not None

    def _main(self) -> None:
        asyncio.run(self._run())

    async def _run(self) -> None:
        self._wake = asyncio.Event()
        self._loop = asyncio.get_running_loop()
        delay = 0.1
        while not self._closing and self.refusal is None:
            try:
                async with connect(self.uri, max_size=protocol.HOST_FRAME_LIMIT, open_timeout=5,
                                   ping_interval=10, ping_timeout=20) as socket:
                    delay = 0.1
                    await self._session(socket)
            except (OSError, websockets.WebSocketException, asyncio.TimeoutError):
                pass
            self.connected = False
            if self._closing or self.refusal is not None:
                break
            self.inbox.put({"kind": "lost"})
            await asyncio.sleep(delay)
            delay = min(MAX_RETRY_SECONDS, delay * 2)

    async def _session(self, socket: Any) -> None:
        hello = {"table": self.table, "seat": self.seat, "token": self.token} if self.token else self.hello
        if hello:  # a connection without one only makes tables
            await socket.send(message("hello", **hello))
        self.connected = True
        sender = asyncio.ensure_future(self._sender(socket))
        try:
            while not self._closing:
                try:
                    raw = await asyncio.wait_for(socket.recv(), 0.2)
                except asyncio.TimeoutError:
                    continue
                self._received(raw)
        finally:
            sender.cancel()

    async def _sender(self, socket: Any) -> None:
        wake = self._wake
        assert wake is not None
        while True:
            wake.clear()
            while self._outbox:
                await socket.send(self._outbox[0])
                self._outbox.popleft()
            await wake.wait()

    def _received(self, raw: str | bytes) -> None:
        try:
            data = protocol.read_host(raw)
        except ProtocolError as exc:
            self.inbox.put({"kind": "error", "reason": f"the host sent a message that cannot be read: {exc}"})
            return
        if data["kind"] == "welcome":
            self._welcomed = True
            if isinstance(data.get("token"), str):
                self.token = data["token"]
            self.table = data.get("table") if isinstance(data.get("table"), str) else self.table
            self.seat = data.get("seat") if type(data.get("seat")) is int else None
        elif data["kind"] == "refused" and not self._welcomed and self.token is None:
            self.refusal = str(data.get("reason", "the host refused"))
        self.inbox.put(data)


@dataclasses.dataclass(frozen=True)
class Applied:
    """What one command did, as the seat may know it: who gave it, its events, and the command itself only
    when it was the seat's own."""

    seat: int
    command: str | None
    events: tuple[Event, ...]


@dataclasses.dataclass(frozen=True)
class Share:
    """One `update` of the host, read: the seat's redacted state and what goes with it."""

    at: int
    state: State
    log_from: int
    lines: tuple[str, ...]
    applied: tuple[Applied, ...]
    reset: bool
    waiting: tuple[int, ...]
    thinking: int | None
    answered: str | None
    seats: tuple[dict[str, str], ...]
    undo: dict[str, Any] | None
    outcome: Outcome | None


def read_share(game: Game, data: dict[str, Any]) -> Share:
    """An `update` message as a `Share`. Raises ProtocolError (or CodecError) for one that is not whole."""
    log = field(data, "log", dict)
    lines = field(log, "lines", list)
    if not all(isinstance(line, str) for line in lines):
        raise ProtocolError("log lines are text")
    applied = []
    for item in field(data, "applied", list):
        if not isinstance(item, dict):
            raise ProtocolError("a malformed applied command")
        events = tuple(Event(str(e.get("text", "")), e.get("seat") if type(e.get("seat")) is int else None,
                             str(e.get("kind", "info")), {}, bool(e.get("irreversible")),
                             _data(game, e.get("data")))
                       for e in field(item, "events", list) if isinstance(e, dict))
        command = item.get("command")
        applied.append(Applied(field(item, "seat", int), command if isinstance(command, str) else None, events))
    outcome = decode_value(game, data["outcome"]) if data.get("outcome") is not None else None
    if outcome is not None and not isinstance(outcome, Outcome):
        raise ProtocolError("the outcome is not an outcome")
    seats = tuple({key: str(value) for key, value in seat.items()} for seat in field(data, "seats", list)
                  if isinstance(seat, dict))
    thinking = data.get("thinking")
    undo = data.get("undo")
    return Share(field(data, "at", int), decode_state(game, data.get("state")), field(log, "from", int),
                 tuple(lines), tuple(applied), bool(data.get("reset")),
                 tuple(s for s in field(data, "waiting", list) if type(s) is int),
                 thinking if type(thinking) is int else None,
                 data["answered"] if isinstance(data.get("answered"), str) else None, seats,
                 undo if isinstance(undo, dict) else None, outcome)


def _data(game: Game, value: Any) -> dict[str, Any]:
    try:
        found = decode_value(game, value)
    except CodecError:
        return {}
    return found if isinstance(found, dict) else {}


def game_of(welcome: dict[str, Any]) -> Game:
    """The game a welcome names (only one this program has)."""
    name = field(welcome, "game", str)
    if name not in game_names():
        raise ProtocolError(f"this program does not have the game '{name[:40]}'")
    return get_game(name)


def play_headless(address: str, invite: str, level: str = "normal", timeout: float = 600.0) -> dict[str, Any]:
    """Sit a computer player of `level` at the seat `invite` opens and play to the end. Returns the outcome as
    the host announced it (`winners`, `scores`). It agrees to every undo another player asks of it. Raises
    ConnectionError when the host refuses the seat, cannot be reached at first (`FIRST_CONTACT_SECONDS`), or
    says nothing for `timeout` seconds (it may restart meanwhile: the player comes back by itself)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level '{level}' (use {', '.join(LEVELS)})")
    connection = Connection(address, {"invite": invite}).start()
    try:
        return _play(connection, level, timeout)
    finally:
        connection.close()


def _play(connection: Connection, level: str, timeout: float) -> dict[str, Any]:
    game = None
    bot = None
    share: Share | None = None
    heard = sent = time.monotonic()
    while True:
        try:
            data = connection.inbox.get(timeout=RETRY_SECONDS)
        except queue.Empty:
            data = {"kind": "quiet"}
        now = time.monotonic()
        if data["kind"] not in ("quiet", "lost"):
            heard = now
        elif now - heard > (timeout if game is not None else min(timeout, FIRST_CONTACT_SECONDS)):
            raise ConnectionError(f"the host at {connection.uri} cannot be reached or said nothing for too long")
        while data["kind"] == "update" and not connection.inbox.empty():  # only the newest moment counts
            newer = connection.inbox.get()
            if newer["kind"] != "update":
                connection.inbox.put(newer)
                break
            data = newer
        if connection.refusal is not None:
            raise ConnectionError(connection.refusal)
        if data["kind"] == "welcome":
            game = game_of(data)
            bot = make_bot(game, level, hash(connection.token) & 0x7FFFFFFF)
        if data["kind"] == "update" and game is not None:
            share = read_share(game, data)
            if share.outcome is not None:
                return {"winners": list(share.outcome.winners), "scores": list(share.outcome.scores)}
            if share.undo is not None:  # a computer agrees to take a move back, as the host's own computers do
                connection.send("undo_answer", agree=True)
        elif data["kind"] != "quiet" or now - sent < RETRY_SECONDS:  # an order refused or unheard: again, later
            continue
        seat = connection.seat
        if share is None or bot is None or seat is None:
            continue
        if seat in share.waiting and share.answered is None and share.state.decision(seat) is not None:
            command = bot.think(share.state, seat, share.at).command
            connection.send("command", text=command.to_text(), at=share.at)
            sent = time.monotonic()
