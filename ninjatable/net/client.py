"""A screen's connection to a host: it reconnects by itself, and hands over what the host says already read.

`Connection` runs its own asyncio loop in a thread, so a window (or a headless player) only puts messages in
(`send`) and takes the host's messages out (`receive`), each decoded once by `ninjatable.net.protocol`: the
welcome, then updates whose states are made again from the game's own classes. The first hello uses the invites
(or a watch code) with a nonce of its own; the host answers with each seat's token, and every later hello (after
a dropped connection, a host restarted) uses the tokens. A welcome lost on the way is asked for again with the
same invites and nonce. With `kept` (`ninjatable.net.kept`) the tokens outlive the program: the same invites
used again from the same data folder return to the seats with their tokens. A hello the host refuses (an
invite used already, a token that opens the seat no more, another version of ninjatable) stops the connection:
`refusal` says why. A `wss://` address is reached over TLS, its certificate checked (against `cafile` when
given: a host's own certificate); a certificate the connection does not trust stops it, saying why.

`play_headless` sits a computer player at a seat and plays to the end; `create_table`, `reinvite` and
`open_tables` ask a host for a table, a seat's new invite and its list of open tables.
"""

from __future__ import annotations

import asyncio
import collections
import dataclasses
import os
import queue
import secrets
import ssl
import threading
import time
from typing import Any

import websockets
from websockets.asyncio.client import connect

from ninjatable.ai.bots import LEVELS, make_bot
from ninjatable.engine.protocol import Game
from ninjatable.engine.registry import game_names, get_game
from ninjatable.engine.seats import SeatKind
from ninjatable.i18n import Message, Text, msg, render
from ninjatable.net import protocol
from ninjatable.net.codec import CodecError
from ninjatable.net.kept import KeptSeat, KeptSeats, invite_key
from ninjatable.net.protocol import (
    ClientMessage,
    Created,
    Hello,
    HostMessage,
    Invited,
    Lost,
    OpenTable,
    ProtocolError,
    Refused,
    SeatToken,
    TableList,
    Unreadable,
    Update,
    Welcome,
    split_invite,
)

#: the longest pause between two tries to reach a host that has gone.
MAX_RETRY_SECONDS = 2.0
#: a headless player whose order was refused, or who heard nothing, looks again after this long.
RETRY_SECONDS = 0.5
#: how long a player new to a table tries to reach its host before giving up.
FIRST_CONTACT_SECONDS = 15.0


class NetworkError(ConnectionError):
    """A network command that cannot be carried out, with a sentence for the person who typed it."""


def address_uri(address: str) -> str:
    """`host:port` (or a `ws://` address) as the address to connect to."""
    address = address.strip()
    return address if address.startswith(("ws://", "wss://")) else f"ws://{address}"


def invite_parts(text: str) -> tuple[str | None, str]:
    """An invite given as one string, `ADDRESS/CODE` (or a code alone): the address (None if not given), which
    keeps its `wss://` (a host reached over TLS stays so), and the code."""
    address, code = split_invite(text)
    secure = text.strip().lower().startswith("wss://")
    return (f"wss://{address}" if secure and address is not None else address), code


def certificate_path(cafile: str | None) -> str | None:
    """A certificate file as given (`~` for the home folder, relative to the current folder) made absolute, so
    that a seat kept with it opens again from anywhere."""
    if not cafile or not cafile.strip():
        return None
    return os.path.abspath(os.path.expanduser(cafile.strip()))


def client_tls(uri: str, cafile: str | None = None) -> ssl.SSLContext | None:
    """The TLS of a `wss://` address: the system's trusted certificates, or the certificate file `cafile` (a
    host's own); None for `ws://`. Raises NetworkError naming the file when it cannot be read or holds no
    certificate."""
    if not uri.startswith("wss://"):
        return None
    try:
        return ssl.create_default_context(cafile=cafile)
    except ssl.SSLError:
        raise NetworkError(msg("The file {file} holds no certificate that can be read: give the host's certificate, "
                               "a PEM file.", file=str(cafile))) from None
    except FileNotFoundError:
        raise NetworkError(msg("There is no certificate file {file}.", file=str(cafile))) from None
    except OSError as exc:
        raise NetworkError(msg("The certificate file {file} cannot be read: {problem}.", file=str(cafile),
                               problem=exc.strerror or str(exc))) from None


def untrusted(uri: str, cafile: str | None, problem: ssl.SSLCertVerificationError) -> Message:
    """Why a `wss://` host's certificate was refused: the file given does not vouch for it, or (no file given)
    nobody this computer trusts does."""
    why = problem.verify_message or problem.reason or str(problem)
    if cafile:
        return msg("The host at {address} shows a certificate that {file} does not vouch for ({problem}): give this "
                   "host's own certificate file.", address=uri, file=cafile, problem=why)
    return msg("The host at {address} shows a certificate this computer does not trust ({problem}): if the host "
               "made its own, give its certificate file.", address=uri, problem=why)


def game_of(welcome: Welcome) -> Game:
    """The game a welcome names (only one this program has)."""
    if welcome.game not in game_names():
        raise ProtocolError(f"this program does not have the game '{welcome.game[:40]}'")
    return get_game(welcome.game)


class Connection:
    """A connection to a host, in its own thread, that reconnects until closed."""

    def __init__(self, address: str, hello: Hello | None = None, kept: KeptSeats | None = None,
                 cafile: str | None = None) -> None:
        self.uri = address_uri(address)
        self.cafile = certificate_path(cafile)
        self.tls = client_tls(self.uri, self.cafile)
        self.kept = kept
        if hello is not None and hello.invites and hello.nonce is None:
            nonce = kept.nonce(self.uri, hello.invites) if kept is not None else secrets.token_urlsafe(16)
            hello = Hello(hello.invites, hello.tokens, hello.watch, hello.build, nonce, hello.table)
        self.hello = hello
        #: the seats kept in the data folder for this connection's invites (None: none yet).
        self.seat: KeptSeat | None = None
        if kept is not None and hello is not None and hello.invites:
            self.seat = kept.find(self.uri, hello.invites)
        elif kept is not None and hello is not None and hello.tokens:  # a kept seat opened again
            self.seat = kept.of_table(self.uri, hello.tokens[0].table)
        elif kept is not None and hello is not None and hello.table:  # a club's table sat at again: the same seat
            self.seat = kept.of_table(self.uri, hello.table)
        self._inbox: queue.Queue[HostMessage] = queue.Queue()
        #: messages waiting to be sent (kept while the host is out of reach).
        self._outbox: collections.deque[str] = collections.deque()
        self._wake: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._closing = False
        #: the table's game once welcomed (updates are read with it).
        self.game: Game | None = None
        #: why the host will not let this connection in (an invite used already); None while it may.
        self.refusal: Text | None = None
        self.connected = False
        #: the seats' tokens once welcomed (for coming back).
        self.tokens: tuple[SeatToken, ...] = self.seat.tokens if self.seat is not None else ()
        #: this connection's hello was welcomed since it was last made (a refusal before is the hello's).
        self._seated = False
        self._thread = threading.Thread(target=self._main, name="connection", daemon=True)

    def start(self) -> Connection:
        self._thread.start()
        return self

    def send(self, message: ClientMessage) -> None:
        """Queue a message for the host (sent once connected)."""
        if self._closing:
            return
        self._outbox.append(protocol.encode(message))
        loop, wake = self._loop, self._wake
        if loop is not None and wake is not None:
            try:
                loop.call_soon_threadsafe(wake.set)
            except RuntimeError:  # the connection's loop has ended
                pass

    def receive(self) -> list[HostMessage]:
        """What the host said since the last call."""
        found = []
        while True:
            try:
                found.append(self._inbox.get_nowait())
            except queue.Empty:
                return found

    def next(self, timeout: float) -> HostMessage | None:
        """The host's next message, waiting for it `timeout` seconds at the most."""
        try:
            return self._inbox.get(timeout=max(0.0, timeout))
        except queue.Empty:
            return None

    def newest(self, first: HostMessage | None) -> HostMessage | None:
        """`first`, or the newest update waiting after it (only the newest moment counts)."""
        message = first
        while isinstance(message, Update):
            newer = self.next(0)
            if newer is None:
                break
            if not isinstance(newer, Update):
                self._inbox.put(newer)
                break
            message = newer
        return message

    def tick(self, dt: float) -> None:
        """Time passes at the screen: the host keeps its own."""

    def wait(self, timeout: float) -> bool:
        """Block until the host has said something (or `timeout` passed); True when it has."""
        deadline = time.monotonic() + timeout
        while self._inbox.empty() and time.monotonic() < deadline:
            time.sleep(0.005)
        return not self._inbox.empty()

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
                                   ping_interval=10, ping_timeout=20, ssl=self.tls) as socket:
                    delay = 0.1
                    await self._session(socket)
            except ssl.SSLCertVerificationError as exc:  # trying again would meet the same certificate
                said = untrusted(self.uri, self.cafile, exc)
                self._inbox.put(Refused.of(said))
                self.refusal = said
            except (OSError, websockets.WebSocketException, asyncio.TimeoutError):
                pass
            self.connected = False
            if self._closing or self.refusal is not None:
                break
            self._inbox.put(Lost())
            await asyncio.sleep(delay)
            delay = min(MAX_RETRY_SECONDS, delay * 2)

    async def _session(self, socket: Any) -> None:
        hello = Hello(tokens=self.tokens) if self.tokens else self.hello
        self._seated = hello is None  # a connection without one only asks for tables
        if hello is not None:
            await socket.send(protocol.encode(hello))
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
            message = protocol.decode_host(raw, self.game)
            if isinstance(message, Welcome):
                self._welcomed(message)
        except (ProtocolError, CodecError) as exc:
            if self.game is None and str(exc) == protocol.OTHER_BUILD:
                self.refusal = protocol.OTHER_BUILD
                message = Refused(protocol.OTHER_BUILD)
            else:
                message = Unreadable(f"the host sent a message that cannot be read: {exc}")
        if isinstance(message, Refused) and not self._seated:
            self.refusal = message.reason  # the hello was refused: trying again would not help
        if isinstance(message, Update):
            self._note(message)
        self._inbox.put(message)

    def _welcomed(self, welcome: Welcome) -> None:
        if welcome.build != protocol.build():
            raise ProtocolError(protocol.OTHER_BUILD)
        self.game = game_of(welcome)
        self._seated = True
        if welcome.tokens:
            self.tokens = welcome.tokens
            hello = self.hello
            if self.kept is not None and hello is not None and (hello.invites or hello.table):
                self.seat = KeptSeat(self.uri, welcome.table, welcome.game, welcome.seats, welcome.tokens,
                                     invite_key(hello.invites) if hello.invites else "", updated=time.time(),
                                     cafile=self.cafile)
                self.kept.keep(self.seat)

    def _note(self, update: Update) -> None:
        """Keep whose turn it is at the table (for the lobby's list), when it changed."""
        seat = self.seat
        if self.kept is None or seat is None:
            return
        waiting = ", ".join(render(update.seats[s].name) for s in update.waiting if 0 <= s < len(update.seats))
        mine = any(s in seat.seats for s in update.waiting)
        over = update.outcome is not None
        if (waiting, mine, over) != (seat.waiting, seat.my_turn, seat.over):
            self.seat = dataclasses.replace(seat, waiting=waiting, my_turn=mine, over=over, updated=time.time())
            try:
                self.kept.keep(self.seat)
            except OSError:  # a full disk: the seat's token was kept when it was given; the list is only late
                pass


def play_headless(address: str, invite: str, level: str = "normal", timeout: float = 600.0,
                  kept: KeptSeats | None = None, cafile: str | None = None,
                  stop: threading.Event | None = None) -> dict[str, Any]:
    """Sit a computer player of `level` at the seat `invite` opens and play to the end. Returns the outcome as
    the host announced it (`winners`, `scores`). It agrees to every undo another player asks of it. Raises
    ConnectionError when the host refuses the seat, cannot be reached at first (`FIRST_CONTACT_SECONDS`), or
    says nothing for `timeout` seconds (it may restart meanwhile: the player comes back by itself). With
    `kept`, a seat this invite opened before from the same data folder is taken back with its token. Once `stop`
    is set it leaves the table (the outcome then is empty)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level '{level}' (use {', '.join(LEVELS)})")
    connection = Connection(address, Hello(invites=(invite,)), kept, cafile).start()
    try:
        return _play(connection, level, timeout, stop)
    finally:
        connection.close()


def _play(connection: Connection, level: str, timeout: float, stop: threading.Event | None) -> dict[str, Any]:
    bot = None
    share: Update | None = None
    seat: int | None = None
    heard = sent = time.monotonic()
    while stop is None or not stop.is_set():
        message = connection.newest(connection.next(RETRY_SECONDS))
        now = time.monotonic()
        if message is not None and not isinstance(message, Lost):
            heard = now
        elif now - heard > (timeout if bot is not None else min(timeout, FIRST_CONTACT_SECONDS)):
            raise ConnectionError(f"the host at {connection.uri} cannot be reached or said nothing for too long")
        if connection.refusal is not None:
            raise ConnectionError(connection.refusal)
        if isinstance(message, Welcome):
            bot = make_bot(game_of(message), level, hash(connection.tokens) & 0x7FFFFFFF)
            seat = message.seats[0] if message.seats else None
        if isinstance(message, Update):
            share = message
            if share.outcome is not None:
                return {"winners": list(share.outcome.winners), "scores": list(share.outcome.scores)}
            if share.undo is not None:  # a computer agrees to take a move back, as the host's own computers do
                connection.send(protocol.UndoAnswer(True))
        elif message is not None or now - sent < RETRY_SECONDS:  # refused or unheard: again, later
            continue
        if share is None or bot is None or seat is None:
            continue
        if seat in share.waiting and share.answered is None and share.state.decision(seat) is not None:
            command = bot.think(share.state, seat, share.at).command
            connection.send(protocol.Command(seat, command, share.at))
            sent = time.monotonic()
    return {}


def ask_host(address: str, message: ClientMessage, answer: type, cafile: str | None = None,
             timeout: float = 15.0) -> Any:
    """Send `message` to the host at `address` and wait for its answer of type `answer`. Raises NetworkError
    with the host's reason when it refuses, or when it cannot be reached."""
    connection = Connection(address, cafile=cafile).start()
    try:
        connection.send(message)
        deadline = time.monotonic() + timeout
        while True:
            found = connection.next(deadline - time.monotonic())
            if found is None and time.monotonic() >= deadline:
                raise NetworkError(f"the host at {address} cannot be reached or did not answer")
            if isinstance(found, answer):
                return found
            if isinstance(found, Refused):
                raise NetworkError(found.said if found.said is not None else found.reason)
            if isinstance(found, Unreadable):
                raise NetworkError(found.reason)
    finally:
        connection.close()


def create_table(address: str, game: str, seats: list[str], parameters: dict[str, Any],
                 watchable: bool = False, timeout: float = 15.0, key: str | None = None, listed: bool = False,
                 cafile: str | None = None) -> dict[str, Any]:
    """Ask the host at `address` for a new table (with its `key`): its id, its invites (in seat order, None for
    a computer seat) and its watch code. Raises NetworkError with the host's reason when it refuses, or when
    it cannot be reached."""
    try:
        kinds = tuple(SeatKind.parse(seat) for seat in seats)
    except ValueError as exc:
        raise NetworkError(str(exc)) from None
    created: Created = ask_host(address, protocol.Create(game, kinds, parameters, watchable, key=key,
                                                         listed=listed), Created, cafile, timeout)
    return {"table": created.table, "invites": list(created.invites), "watch": created.watch}


def reinvite(address: str, table: str, seat: int, key: str | None, cafile: str | None = None) -> str:
    """A new invite for `seat` of `table` at the host (its old token opens the seat no more)."""
    invited: Invited = ask_host(address, protocol.Reinvite(table, seat, key), Invited, cafile)
    return invited.code


def open_tables(address: str, cafile: str | None = None, timeout: float = 15.0) -> list[OpenTable]:
    """The host's open tables (those listed, still being played)."""
    found: TableList = ask_host(address, protocol.ListTables(), TableList, cafile, timeout)
    return list(found.tables)
