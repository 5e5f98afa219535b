"""AI seats think off the UI thread: one decision at a time in a worker thread.

The worker is handed only what a bot may see (the game, the seat's view, the seat, its legal commands)
and hands back one command. A result that arrives after the game moved on (undo, new game) is dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from ninjatable.ai.bots import Bot
from ninjatable.engine.commands import Command


class AIWorker:
    """Runs `bot.choose(view, seat, legal)` in a daemon thread and keeps the answer until polled."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._generation = 0
        self._busy = False
        self._result: tuple[int, int, Command | None, BaseException | None] | None = None
        self.seat: int | None = None
        self._finished = threading.Event()

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._busy

    def start(self, bot: Bot, view: Any, seat: int, legal: Sequence[Command]) -> None:
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._busy = True
            self._result = None
        self._finished.clear()
        self.seat = seat
        legal = list(legal)

        def run() -> None:
            command: Command | None = None
            error: BaseException | None = None
            try:
                command = bot.choose(view, seat, legal)
            except BaseException as exc:  # handed to the UI thread, which shows it
                error = exc
            with self._lock:
                if generation == self._generation:
                    self._result = (generation, seat, command, error)
                    self._busy = False
            self._finished.set()

        threading.Thread(target=run, name=f"ai-seat-{seat}", daemon=True).start()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the decision in progress is finished (for tests and tools; the UI polls)."""
        return self._finished.wait(timeout)

    def poll(self) -> tuple[int, Command] | None:
        """(seat, command) once the decision is ready; raises the bot's exception if it failed."""
        with self._lock:
            result = self._result
            self._result = None
        if result is None:
            return None
        _, seat, command, error = result
        self.seat = None
        if error is not None:
            raise error
        assert command is not None
        return seat, command

    def cancel(self) -> None:
        """Forget the decision in progress (its answer will be ignored)."""
        with self._lock:
            self._generation += 1
            self._busy = False
            self._result = None
        self.seat = None
