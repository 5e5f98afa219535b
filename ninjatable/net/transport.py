"""The host on the network: websocket connections, their limits, the hello, and the judges' time.

`Server` runs a `Host` (`ninjatable.net.host`) on an asyncio loop with the `websockets` library. Each connection
is one screen of a table once its hello is welcomed; what the connection sends is decoded once
(`ninjatable.net.protocol`) and handed to the table's judge, and what the judge sends a screen is encoded and
written to its connection in order. A frame over 16 KB closes that connection; a message that cannot be read,
and more than 50 messages a second (bursts of 100), are refused with a reason and the table goes on. A
connection that says nothing within `HELLO_SECONDS` is closed. Per address, wrong codes and tokens
(`WRONG_RATE`) and table requests (`REQUEST_RATE`) are limited: past them the address is refused for a while,
with the reason. Making or changing tables needs the host's key (`key`; a host without one takes no such
request from the network: its window makes its tables itself). With `tls` the host serves `wss://`. A table's
judge is polled after every message, whenever it asked to be (a stand-in's grace period, a computer's thinking
floor) and when a computer seat's thinking is done: computer seats think in the server's worker threads.

`HostThread` runs a `Server` in a thread of the window's process (hosting from the seat setup).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import hmac
import logging
import socket
import ssl
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import websockets
from websockets.asyncio.server import ServerConnection, serve

from ninjatable.ai.ismcts import SearchResult
from ninjatable.i18n import Message, Text, msg
from ninjatable.net import protocol
from ninjatable.net.host import DEFAULT_IDLE, DEFAULT_PORT, WRONG_CODES, WRONG_TOKEN, Host, HostTable, Seated
from ninjatable.net.judge import DEFAULT_GRACE, Job
from ninjatable.net.protocol import ClientMessage, HostMessage, ProtocolError, Refused
from ninjatable.net.shares import Screen

log = logging.getLogger("ninjatable.host")

__all__ = ["DEFAULT_GRACE", "DEFAULT_PORT", "HostThread", "Server"]

#: a connection must say something (its hello, or a request) within this many seconds.
HELLO_SECONDS = 10.0
#: per address: wrong invites, tokens and watch codes, on average a second and at once.
WRONG_RATE, WRONG_BURST = 0.2, 10
#: per address: requests for tables (make, invite again, list), on average a second and at once.
REQUEST_RATE, REQUEST_BURST = 1.0, 20
#: how often the host closes the tables nobody came to for too long.
SWEEP_SECONDS = 3600.0

NEEDS_KEY = msg("Making or changing tables at this host needs its key (the one `ninjatable serve` printed).")
NO_KEY_HERE = msg("This host makes its tables itself: ask its player to invite you.")
TOO_MANY_WRONG = msg("Too many wrong codes from your address: wait a minute and try again.")
TOO_MANY_REQUESTS = msg("Too many requests for tables from your address: wait a moment and try again.")


def server_tls(cert: str, key: str) -> ssl.SSLContext:
    """The host's TLS: its certificate chain and private key (files in PEM). Raises OSError or ssl.SSLError with
    the reason when they cannot be read."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


@dataclasses.dataclass(eq=False)
class Link:
    """One connection: the table and screen it plays once welcomed, its rate limit, and what waits to be sent."""

    socket: ServerConnection
    table: HostTable | None = None
    screen: Screen | None = None
    limit: protocol.RateLimit = dataclasses.field(default_factory=lambda: protocol.RateLimit(time.monotonic()))
    outbox: asyncio.Queue[str] = dataclasses.field(default_factory=asyncio.Queue)


class ExecutorThinker:
    """A table's computer seats think in the server's worker threads; the table's judge is polled once an
    answer is in."""

    def __init__(self, server: Server, table_id: str) -> None:
        self.server = server
        self.table_id = table_id
        self._done: list[tuple[Job, SearchResult | BaseException]] = []

    def start(self, job: Job) -> None:
        loop = self.server.loop
        if loop is None:  # not serving yet: the judge starts again once the server runs
            return
        future = loop.run_in_executor(self.server.pool, job.bot.think, job.state, job.seat, job.moment)
        future.add_done_callback(lambda done: self._finished(job, done))

    def _finished(self, job: Job, done: asyncio.Future) -> None:
        if done.cancelled():
            return
        error = done.exception()
        self._done.append((job, error if error is not None else done.result()))
        table = self.server.host.tables.get(self.table_id)
        if table is not None:
            self.server.wake(table)

    def finished(self) -> list[tuple[Job, SearchResult | BaseException]]:
        done, self._done = self._done, []
        return done


class Server:
    """The host's tables served over websockets, on one asyncio loop."""

    def __init__(self, data: Path, grace: float = DEFAULT_GRACE, workers: int = 2, key: str | None = None,
                 idle: float = DEFAULT_IDLE, tls: ssl.SSLContext | None = None) -> None:
        """`key`: what a request to make or change tables must carry (None: no such request is taken)."""
        self.loop: asyncio.AbstractEventLoop | None = None
        self.pool = concurrent.futures.ThreadPoolExecutor(max_workers=workers, thread_name_prefix="host-ai")
        self.links: dict[Screen, Link] = {}
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self.port = 0
        self.key = key
        self.tls = tls
        #: per address: its wrong codes and its table requests.
        self.wrong: dict[str, protocol.RateLimit] = {}
        self.requests: dict[str, protocol.RateLimit] = {}
        self.host = Host(data, self, lambda table_id: ExecutorThinker(self, table_id), time.monotonic, self.wake,
                         grace, idle)

    @property
    def tables(self) -> dict[str, HostTable]:
        return self.host.tables

    # --- the judges' side ------------------------------------------------------------------------------
    def send(self, screen: Screen, message: HostMessage) -> None:
        """What a judge says to a screen, encoded and queued on its connection (a screen gone drops it)."""
        link = self.links.get(screen)
        if link is None or link.table is None:
            return
        try:
            text = protocol.encode(message, link.table.game)
        except Exception:  # a seat's share that cannot be encoded: a bug, logged; the table goes on
            log.exception("table %s: a message for %s could not be written", link.table.id, screen)
            return
        link.outbox.put_nowait(text)

    def wake(self, table: HostTable) -> None:
        """Poll the table's judge now, and again when it asks."""
        if self.loop is None:
            return
        timer = self._timers.pop(table.id, None)
        if timer is not None:
            timer.cancel()
        try:
            next_poll = table.judge.poll(time.monotonic())
        except Exception:  # a computer seat that failed: logged; the table waits
            log.exception("table %s: its judge failed", table.id)
            return
        if next_poll is not None:
            delay = max(0.0, next_poll - time.monotonic())
            self._timers[table.id] = self.loop.call_later(delay, self.wake, table)

    # --- connections -----------------------------------------------------------------------------------
    async def handler(self, connection: ServerConnection) -> None:
        link = Link(connection)
        writer = asyncio.ensure_future(self._writer(link))
        try:
            try:
                first = await asyncio.wait_for(connection.recv(), HELLO_SECONDS)
            except asyncio.TimeoutError:
                await connection.close(1008, "no hello")
                return
            async for raw in self._messages(first, connection):
                if not link.limit.allow(time.monotonic()):
                    self.refuse(link, "too many messages: wait a moment")
                    if link.limit.refused > 4 * protocol.BURST:
                        await connection.close(1008, "too many messages")
                        return
                    continue
                try:
                    message = protocol.decode_client(raw, link.table.game if link.table is not None else None)
                except ProtocolError as exc:
                    log.warning("refused a message: %s", exc)
                    self.refuse(link, str(exc))
                    continue
                await self.dispatch(link, message)
        except websockets.ConnectionClosed:
            pass
        finally:
            self.gone(link)
            await asyncio.sleep(0)
            writer.cancel()

    @staticmethod
    async def _messages(first: str | bytes, connection: ServerConnection) -> Any:
        """The connection's messages, its first one already read."""
        yield first
        async for raw in connection:
            yield raw

    def _limited(self, buckets: dict[str, protocol.RateLimit], link: Link, rate: float, burst: int) -> bool:
        """Is the connection's address past its limit of `buckets` (counting one more)?"""
        address = self.address_of(link)
        now = time.monotonic()
        if len(buckets) > 10000:  # forget the addresses whose buckets are full again
            for known in [a for a, b in buckets.items() if b.tokens + (now - b.at) * b.rate >= b.burst]:
                del buckets[known]
        bucket = buckets.setdefault(address, protocol.RateLimit(now, rate, burst))
        return not bucket.allow(now)

    @staticmethod
    def address_of(link: Link) -> str:
        remote = link.socket.remote_address
        return str(remote[0]) if isinstance(remote, tuple) and remote else "?"

    def _wrong_blocked(self, link: Link) -> bool:
        """Is the address refused for now, after too many wrong codes? (Looks without counting.)"""
        bucket = self.wrong.get(self.address_of(link))
        if bucket is None:
            return False
        now = time.monotonic()
        return min(bucket.burst, bucket.tokens + (now - bucket.at) * bucket.rate) < 1

    async def _writer(self, link: Link) -> None:
        """Write what waits for the connection, in order."""
        try:
            while True:
                text = await link.outbox.get()
                if not text:  # sent away
                    await link.socket.close(1008, "sent away")
                    return
                await link.socket.send(text)
        except websockets.ConnectionClosed:
            pass

    def refuse(self, link: Link, reason: Text) -> None:
        refusal = Refused.of(reason)
        log.warning("refused: %s", refusal.reason)
        link.outbox.put_nowait(protocol.encode(refusal))

    def _allowed(self, link: Link, key: str | None) -> bool:
        """A request to make or change tables: with the host's key (refused with the reason otherwise; the
        requests without it are limited per address, as wrong codes are)."""
        if self.key is not None and key is not None and hmac.compare_digest(key.encode(), self.key.encode()):
            return True
        if self._limited(self.requests, link, REQUEST_RATE, REQUEST_BURST):
            self.refuse(link, TOO_MANY_REQUESTS)
            return False
        if self.key is None:
            self.refuse(link, NO_KEY_HERE)
            return False
        self._limited(self.wrong, link, WRONG_RATE, WRONG_BURST)
        self.refuse(link, NEEDS_KEY)
        return False

    async def dispatch(self, link: Link, message: ClientMessage) -> None:
        if isinstance(message, protocol.Create):
            if self._allowed(link, message.key):
                self.create(link, message)
        elif isinstance(message, protocol.Reinvite):
            if self._allowed(link, message.key):
                self.reinvite(link, message)
        elif isinstance(message, protocol.ListTables):
            if self._limited(self.requests, link, REQUEST_RATE, REQUEST_BURST):
                self.refuse(link, TOO_MANY_REQUESTS)
            else:
                link.outbox.put_nowait(protocol.encode(protocol.TableList(tuple(self.host.open_tables()))))
        elif isinstance(message, protocol.Hello):
            await self.hello(link, message)
        elif link.table is None or link.screen is None:
            self.refuse(link, "Sit at a table first: say hello with an invite, a token or a watch code.")
        else:
            link.table.judge.receive(link.screen, message)
            self.wake(link.table)

    def create(self, link: Link, message: protocol.Create) -> None:
        if message.build != protocol.build():
            self.refuse(link, protocol.OTHER_BUILD)
            return
        try:
            table, invites, watch = self.host.create(message.game, list(message.seats), dict(message.parameters),
                                                     message.watchable, message.listed)
        except (ValueError, TypeError) as exc:
            self.refuse(link, str(exc))
            return
        link.outbox.put_nowait(protocol.encode(protocol.Created(table.id, tuple(invites), watch)))

    def reinvite(self, link: Link, message: protocol.Reinvite) -> None:
        try:
            code, screens = self.host.reinvite(message.table, message.seat)
        except ValueError as exc:
            self.refuse(link, str(exc))
            return
        self.send_away(screens, WRONG_TOKEN)
        link.outbox.put_nowait(protocol.encode(protocol.Invited(message.table, message.seat, code)))

    def send_away(self, screens: list[Screen], reason: Message) -> None:
        """Close the connections of `screens` (their seat's token opens it no more), saying why."""
        for screen in screens:
            other = self.links.get(screen)
            if other is not None:
                other.outbox.put_nowait(protocol.encode(Refused.of(reason)))
                other.outbox.put_nowait("")  # the writer closes the connection once the refusal is out

    async def hello(self, link: Link, hello: protocol.Hello) -> None:
        if link.screen is not None:
            self.refuse(link, "this connection already sits at a table")
            return
        seated = TOO_MANY_WRONG if self._wrong_blocked(link) else self.host.sit(hello)
        if not isinstance(seated, Seated):
            log.warning("refused a hello: %s", seated.english())
            if seated in WRONG_CODES:
                self._limited(self.wrong, link, WRONG_RATE, WRONG_BURST)
            await link.socket.send(protocol.encode(Refused.of(seated)))
            await link.socket.close(1008, "refused")
            return
        link.table, link.screen = seated.table, seated.screen
        self.links[seated.screen] = link
        link.outbox.put_nowait(protocol.encode(seated.welcome))
        if seated.screen.seats:
            self.host.seen(seated.table)
        self.wake(seated.table)

    def gone(self, link: Link) -> None:
        table, screen = link.table, link.screen
        if table is None or screen is None:
            return
        self.links.pop(screen, None)
        table.judge.detach(screen)
        if screen.seats:
            self.host.seen(table)
        self.wake(table)
        self.host.let_go()

    # --- running ---------------------------------------------------------------------------------------
    async def run(self, host: str, port: int, ready: Callable[[], object] | None = None,
                  stop: asyncio.Event | None = None) -> None:
        """Serve until `stop` is set (forever without one); `ready` is called once it listens (on `port`, the
        port it was given or, for 0, the one it was given by the system). Raises OSError when it cannot listen."""
        self.loop = asyncio.get_running_loop()
        self.sweep()
        for table in self.tables.values():
            self.wake(table)
        async with serve(self.handler, host, port, max_size=protocol.CLIENT_FRAME_LIMIT,
                         ping_interval=10, ping_timeout=20, ssl=self.tls) as server:
            self.port = server.sockets[0].getsockname()[1] if server.sockets else port
            if ready is not None:
                ready()
            await (stop.wait() if stop is not None else asyncio.Future())

    def sweep(self) -> None:
        """Close the tables nobody came to for too long, now and every `SWEEP_SECONDS`."""
        for table_id in self.host.sweep():
            log.info("table %s closed: nobody came for too long", table_id)
        if self.loop is not None:
            self.loop.call_later(SWEEP_SECONDS, self.sweep)

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.host.close()


class HostThread:
    """A host run in a thread of this process (the window hosts its own table). `host` is its tables."""

    def __init__(self, data: Path, host: str = "127.0.0.1", port: int = 0, grace: float = DEFAULT_GRACE,
                 key: str | None = None, tls: ssl.SSLContext | None = None) -> None:
        self.server = Server(data, grace, key=key, tls=tls)
        self.host = self.server.host
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
        self.port = self.server.port

    def _main(self) -> None:
        async def main() -> None:
            self._stop = asyncio.Event()
            await self.server.run(self.address, self.port, self._ready.set, self._stop)

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

    def call(self, function: Callable[..., Any], *args: Any) -> Any:
        """Run `function(*args)` on the host's loop and wait for its result."""
        loop = self.server.loop
        assert loop is not None

        async def call() -> Any:
            return function(*args)

        return asyncio.run_coroutine_threadsafe(call(), loop).result(10)

    def reinvite(self, table_id: str, seat: int) -> str:
        """A new invite for a friend's seat (the screens that sat there with the old token are sent away)."""
        def renew() -> str:
            code, screens = self.host.reinvite(table_id, seat)
            self.server.send_away(screens, WRONG_TOKEN)
            return code

        return self.call(renew)

    def stop(self) -> None:
        loop = self.server.loop
        if loop is not None and self._stop is not None:
            loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(5)
        self.server.close()
