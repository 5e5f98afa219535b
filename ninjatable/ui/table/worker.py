"""A hint is thought off the UI thread: one search at a time in a worker thread.

The worker is handed only what the player may see (the seat's redacted state) and hands back the normal AI's
answer with what its search saw. An answer that arrives after the game moved on (undo, a new game) is dropped.
(The computer seats of a table here think in the judge's thinker, `ninjatable.net.local.ThreadThinker`.)
"""

from __future__ import annotations

import threading

from ninjatable.ai.bots import Bot
from ninjatable.ai.ismcts import SearchResult
from ninjatable.engine.protocol import State


class AIWorker:
    """Runs `bot.think(state, seat)` in a daemon thread and keeps the answer until polled."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._generation = 0
        self._busy = False
        self._result: tuple[int, SearchResult | None, BaseException | None] | None = None
        self.seat: int | None = None
        self._finished = threading.Event()

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._busy

    @property
    def idle(self) -> bool:
        """Nothing started and nothing waiting to be polled."""
        return self.seat is None

    def start(self, bot: Bot, state: State, seat: int, moment: int | None = None) -> None:
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._busy = True
            self._result = None
        self._finished.clear()
        self.seat = seat

        def run() -> None:
            result: SearchResult | None = None
            error: BaseException | None = None
            try:
                result = bot.think(state, seat, moment)
            except BaseException as exc:  # handed to the UI thread, which shows it
                error = exc
            with self._lock:
                if generation == self._generation:
                    self._result = (seat, result, error)
                    self._busy = False
            self._finished.set()

        threading.Thread(target=run, name=f"ai-seat-{seat}", daemon=True).start()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the decision in progress is finished (for tests and tools; the UI polls)."""
        return self._finished.wait(timeout)

    def poll(self) -> tuple[int, SearchResult] | None:
        """(seat, answer) once the decision is ready; raises the bot's exception if it failed."""
        with self._lock:
            result = self._result
            self._result = None
        if result is None:
            return None
        seat, answer, error = result
        self.seat = None
        if error is not None:
            raise error
        assert answer is not None
        return seat, answer

    def cancel(self) -> None:
        """Forget the decision in progress (its answer will be ignored)."""
        with self._lock:
            self._generation += 1
            self._busy = False
            self._result = None
        self.seat = None
