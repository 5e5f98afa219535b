"""The seams of a table's judge (`ninjatable.net.judge`): how it reaches its screens (`Transport`), what keeps
its table (`Store`), and where its computer seats think (`Thinker`, handed a `Job`; `InlineThinker` thinks at
once, for tests and screenshots). A table here and a host each give the judge their own."""

from __future__ import annotations

import dataclasses
from typing import Protocol

from ninjatable.ai.bots import Bot
from ninjatable.ai.ismcts import SearchResult
from ninjatable.engine.commands import Command
from ninjatable.engine.match import Match
from ninjatable.engine.protocol import State
from ninjatable.i18n import Text
from ninjatable.net.protocol import HostMessage
from ninjatable.net.shares import Screen


class Transport(Protocol):
    """How the judge reaches its screens."""

    def send(self, screen: Screen, message: HostMessage) -> None:
        """Deliver `message` to `screen` (in order; a screen that has gone drops it)."""


class Store(Protocol):
    """What the judge keeps of a table (a save file, a host's database). Each call returns None, or a sentence
    when it could not be kept (shown on every screen; the game goes on)."""

    def recorded(self, match: Match, first: int) -> str | None:
        """The commands from number `first` on were taken (before any screen hears of them)."""

    def cut(self, match: Match) -> str | None:
        """An undo: only `match.history` is kept; secret answers not applied are forgotten."""

    def noted(self, index: int, at: int, text: Text) -> str | None:
        """The judge added line `index` of its own to the log, after command `at`."""

    def kept_secret(self, seat: int, command: Command) -> str | None:
        """`seat`'s secret answer is kept until every answer is in."""

    def hinted(self, match: Match) -> str | None:
        """A hint was counted (`match.hints`)."""


@dataclasses.dataclass(frozen=True, eq=False)
class Job:
    """A computer seat asked to think: its bot, its redacted state and the moment (commands given so far)."""

    seat: int
    bot: Bot
    state: State
    moment: int


class Thinker(Protocol):
    """Runs a bot's `think` somewhere and reports back when the judge polls."""

    def start(self, job: Job) -> None:
        """Begin thinking (one job at a time)."""

    def finished(self) -> list[tuple[Job, SearchResult | BaseException]]:
        """The jobs done since the last call, with their answers (or what went wrong)."""


class InlineThinker:
    """Thinks at once, inside `start` (tests, screenshots)."""

    def __init__(self) -> None:
        self._done: list[tuple[Job, SearchResult | BaseException]] = []

    def start(self, job: Job) -> None:
        try:
            self._done.append((job, job.bot.think(job.state, job.seat, job.moment)))
        except Exception as exc:  # handed to the judge, which raises it from `poll`
            self._done.append((job, exc))

    def finished(self) -> list[tuple[Job, SearchResult | BaseException]]:
        done, self._done = self._done, []
        return done
