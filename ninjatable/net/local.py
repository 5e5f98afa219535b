"""A table here: its screen is a client of a judge in this process, as a network table's is of a judge over a
websocket (boardgame.io's LocalMaster beside its Master).

`LocalLink` joins one screen to its `Judge`. Its `transport` is the judge's (what the judge sends the screen waits
in the link's inbox), and `send` hands the screen's messages to the judge at once, so a command or a reveal is
answered before the call returns. Its clock is the table's own time, advanced by `tick(dt)` (each
frame of the window), which also polls the judge: a computer seat's thinking floor and a hint run on that clock,
so tests and screenshots step it as they please. With `round_trip` every message is written to the wire form and
read back on its way, so a table here provably carries what a network table carries.

`ThreadThinker` lets a table's computer seats think in a worker thread, one at a time. Tests read a table's match
as `link.judge.match`.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable

from ninjatable.ai.ismcts import SearchResult
from ninjatable.net import protocol
from ninjatable.net.judge import Job, Judge
from ninjatable.net.protocol import ClientMessage, HostMessage, Welcome
from ninjatable.net.shares import Screen

#: the name of a table here, in its welcome.
HERE = "here"


class ThreadThinker:
    """Runs a bot's `think` in a daemon thread and keeps the answer until the judge polls."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._done: list[tuple[Job, SearchResult | BaseException]] = []
        self._finished = threading.Event()
        self.busy = False

    def start(self, job: Job) -> None:
        self._finished.clear()
        self.busy = True

        def run() -> None:
            try:
                answer: SearchResult | BaseException = job.bot.think(job.state, job.seat, job.moment)
            except BaseException as exc:  # handed to the judge, which raises it where the window shows it
                answer = exc
            with self._lock:
                self._done.append((job, answer))
            self._finished.set()

        threading.Thread(target=run, name=f"ai-seat-{job.seat}", daemon=True).start()

    def finished(self) -> list[tuple[Job, SearchResult | BaseException]]:
        with self._lock:
            done, self._done = self._done, []
        if done:
            self.busy = False
        return done

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the thinking in progress is done (tests and the playtest robot; the window polls)."""
        return not self.busy or self._finished.wait(timeout)


class _Inbox:
    """The judge's transport to a table here."""

    def __init__(self, link: LocalLink) -> None:
        self.link = link

    def send(self, screen: Screen, message: HostMessage) -> None:
        self.link.deliver(screen, message)


class LocalLink:
    """The link between a table here and its judge, and the judge's transport to that one screen."""

    def __init__(self, round_trip: bool = False) -> None:
        self.round_trip = round_trip
        #: the table's time, in seconds of frames given to `tick`.
        self.now = 0.0
        self.judge: Judge | None = None
        self.screen: Screen | None = None
        self._inbox: list[HostMessage] = []
        #: the judge's transport: what it sends this screen waits in the inbox.
        self.transport = _Inbox(self)

    def clock(self) -> float:
        return self.now

    def sit(self, judge: Judge, seats: Iterable[int] = (), follows: int | None = None) -> Welcome:
        """Sit this screen at `judge`'s table playing `seats` (none: following `follows`, or the public table);
        the welcome and the first share wait in the inbox."""
        self.judge = judge
        self.screen = judge.attach(seats, follows)
        welcome = Welcome(HERE, judge.game.name, self.screen.seats, (), dict(judge.match.parameters),
                          judge.hints_allowed)
        self._inbox.append(self._carried(welcome))
        judge.flush()
        return welcome

    # --- the judge's side ------------------------------------------------------------------------------
    def deliver(self, screen: Screen, message: HostMessage) -> None:
        """What the judge says to `screen`, kept for this screen when it is this one."""
        if screen is self.screen:
            self._inbox.append(self._carried(message))

    def _carried(self, message: HostMessage) -> HostMessage:
        if not self.round_trip:
            return message
        game = self.judge.game if self.judge is not None else None
        return protocol.decode_host(protocol.encode(message, game), game)

    # --- the screen's side -----------------------------------------------------------------------------
    def send(self, message: ClientMessage) -> None:
        """Hand `message` to the judge; its answers are in the inbox when this returns."""
        judge, screen = self.judge, self.screen
        if judge is None or screen is None:
            return
        if self.round_trip:
            message = protocol.decode_client(protocol.encode(message), judge.game)
        judge.receive(screen, message)

    def receive(self) -> list[HostMessage]:
        found, self._inbox = self._inbox, []
        return found

    def tick(self, dt: float) -> None:
        """`dt` seconds of the table's time pass: the judge does what is due (one move at a time)."""
        self.now += dt
        if self.judge is not None:
            self.judge.poll(self.now)

    def wait(self, timeout: float) -> bool:
        """Block until a computer seat's thinking is done (tests and the playtest robot)."""
        thinker = self.judge.thinker if self.judge is not None else None
        return thinker.wait(timeout) if isinstance(thinker, ThreadThinker) else True

    def close(self) -> None:
        """The table is left: its screen goes (whatever a computer seat thinks is dropped)."""
        if self.judge is not None and self.screen is not None:
            self.judge.detach(self.screen)
        self.screen = None
