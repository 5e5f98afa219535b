"""Teaching at the table: hints and the computers' reasons. It draws nothing.

A hint is the move the normal AI proposes to the seat that may act, found from that seat's redacted state only
(in its own worker thread, or at once when the session's computer seats answer inline), with one sentence
saying why, taken from the search's counts (`ninjatable.ai.explain.hint_sentence`). It stays while the game is
at the moment it was asked for. Every hint shown is counted in the match, and so in its save.

For every command of a computer seat the tutor keeps what its search weighed (`Reasons`), taken just before the
command was applied, so that a line of the log can unfold to it, named only as far as the log's reader knows.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ninjatable.ai.bots import Bot, make_bot
from ninjatable.ai.explain import Reader, Reasons, hint_sentence, weigh
from ninjatable.ai.ismcts import SearchResult
from ninjatable.engine.commands import Command
from ninjatable.ui.table.worker import AIWorker

if TYPE_CHECKING:
    from ninjatable.ui.table.session import TableSession

#: why no hint is given while the last computer move is still on show.
STILL_SHOWING = "One moment: the last move is still being shown."


@dataclasses.dataclass(frozen=True)
class Hint:
    """A move the normal AI proposes to the seat that may act, and why (from the search's own counts)."""

    seat: int
    command: Command
    why: str
    thought: SearchResult


class Tutor:
    """The hints and the computers' reasons of one table session."""

    def __init__(self, session: TableSession) -> None:
        self.session = session
        #: the hint for the seat that may act now (None: none asked, or the game moved on).
        self.hint: Hint | None = None
        self.worker = AIWorker()
        self._bots: dict[int, Bot] = {}
        self._moment: tuple[Any, ...] | None = None
        #: counts the undos, so that a hint asked before one is never shown after it.
        self.undos = 0
        #: what each computer command weighed, by the command's number in the history.
        self.reasons: dict[int, Reasons] = {}

    # --- hints -------------------------------------------------------------------------------------------
    def moment(self) -> tuple[Any, ...]:
        """The moment a hint answers: the seat that may act, the commands so far and the undos. Another seat's
        secret answer, collected while the player still chooses, changes nothing the player knows, so the
        hint stays."""
        session = self.session
        history = session.match.history
        return (session.human_seat(), len(history), history[-1] if history else None, self.undos)

    @property
    def pending(self) -> bool:
        """True while the normal AI looks for the hint asked for."""
        return not self.worker.idle

    def refusal(self) -> str | None:
        """Why no hint can be asked for now, or None when one can."""
        session = self.session
        if session.human_seat() is not None:
            return None
        if session.ai_pause > 0 and session.human_asked() is not None:
            return STILL_SHOWING
        return session.not_your_turn()

    def request(self) -> str | None:
        """Ask the normal AI for a move for the seat that may act, from that seat's redacted state. None when
        asked (or already there), else why no hint can be given now."""
        reason = self.refusal()
        if reason is not None:
            return reason
        session = self.session
        seat = session.human_seat()
        assert seat is not None
        moment = self.moment()
        if self._moment == moment and (self.hint is not None or self.pending):
            return None
        self.worker.cancel()
        self.hint = None
        self._moment = moment
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = make_bot(session.game, "normal", session.match.seed * 7919 + 101 + seat,
                                              advises=True)
        if session.ai_inline:
            self.arrived(seat, bot.think(session.match.redacted(seat), seat))
        else:
            self.worker.start(bot, session.match.redacted(seat), seat)
        return None

    def poll(self) -> None:
        """Take the hint from the worker once it is ready (every frame)."""
        found = self.worker.poll()
        if found is not None:
            self.arrived(*found)

    def arrived(self, seat: int, thought: SearchResult) -> None:
        """The AI answered: show the hint, count it and save, unless the game moved on meanwhile."""
        session = self.session
        if self.moment() != self._moment or session.human_seat() != seat:
            return
        legal = len(session.match.state.legal_commands(seat))
        self.hint = Hint(seat, thought.command, hint_sentence(thought, self.describe, legal), thought)
        session.match.hints[seat] += 1
        session.autosave()
        session.refresh()

    def dismiss(self) -> None:
        """The player closed the hint (or stopped the search for one)."""
        self.worker.cancel()
        self.hint = None
        self._moment = None
        self.session.version += 1

    def describe(self, command: Command) -> str:
        """A command of the seat that may act, in its words: its option's label, else the game's words."""
        session = self.session
        label = session.decision.label_of(command) if session.decision is not None else None
        return label or session.game.describe(command, session.view)

    def summary(self) -> str | None:
        """How many hints each seat used, for the results screen (None when only computers played)."""
        session = self.session
        used = [(seat, count) for seat, count in enumerate(session.match.hints) if count]
        if not used:
            return "No hints were used." if session.humans else None
        return "Hints used: " + ", ".join(f"{session.seat_label(seat)} {count}" for seat, count in used) + "."

    # --- the session's events ------------------------------------------------------------------------------
    def refreshed(self) -> None:
        """The session read the match again: a hint for another moment, shown or still looked for, is gone."""
        if self._moment is not None and self.moment() != self._moment:
            self.worker.cancel()
            self.hint = None
            self._moment = None

    def undone(self) -> None:
        self.worker.cancel()
        self.undos += 1
        length = len(self.session.match.history)
        self.reasons = {index: found for index, found in self.reasons.items() if index < length}

    def close(self) -> None:
        self.worker.cancel()

    # --- the computers' reasons ------------------------------------------------------------------------------
    def readers(self) -> tuple[Reader, ...]:
        """Everyone who may read the log at this table: each human (seat 0 when only computers play) and the
        table between two hand-overs."""
        return (*(self.session.humans or [0]), None)

    def weigh(self, seat: int, thought: SearchResult | None) -> Reasons | None:
        """What a computer seat's search weighed, taken just before its command is applied."""
        session = self.session
        if thought is None or seat in session.humans:
            return None
        return weigh(session.game, session.match.state, seat, thought, self.readers(), session.match.seats[seat])

    def remember(self, index: int, reasons: Reasons | None) -> None:
        if reasons is not None:
            self.reasons[index] = reasons

    def log_reader(self) -> Reader:
        """The seat whose log is on screen (None: the table between two hand-overs)."""
        session = self.session
        return session.viewer if session.show_private else None

    def reasoned_lines(self) -> set[int]:
        """The log lines that unfold to what a computer weighed: the first line of each of its commands."""
        lines: dict[int, int] = {}
        for line, entry in enumerate(self.session.match.log):
            if entry.command_index in self.reasons:
                lines.setdefault(entry.command_index, line)
        return set(lines.values())

    def reasoned_line(self, line: int) -> int | None:
        """The first log line of the command behind line `line`, if that command has reasons to show."""
        log = self.session.match.log
        if not 0 <= line < len(log) or log[line].command_index not in self.reasons:
            return None
        index = log[line].command_index
        return next(number for number, entry in enumerate(log) if entry.command_index == index)

    def reasons_at(self, line: int) -> list[str] | None:
        """What the computer weighed for the command behind log line `line`, as the log's reader may know it
        (None when that line is not a computer's command)."""
        log = self.session.match.log
        if not 0 <= line < len(log):
            return None
        found = self.reasons.get(log[line].command_index)
        return found.lines(self.log_reader(), self.session.is_over) if found is not None else None
