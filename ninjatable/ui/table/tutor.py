"""Teaching at the table: hints and the computers' reasons. It draws nothing.

A hint is the move the normal AI proposes to the seat that may act, found from that seat's redacted state only
(the session's share; in the tutor's own worker thread, or at once when the session thinks inline), with one
sentence saying why, taken from the search's counts (`ninjatable.ai.explain.hint_sentence`). It stays while the
game is at the moment it was asked for. Every hint shown is told to the judge, which counts it (in the save and
on the results screen). A table says whether hints may be asked at all (not at a network table).

What computer seats weighed is worked out by the judge when their commands are applied, and sent to each screen
as its reader may know it (`Session.reasons`); the tutor finds the log lines that unfold to them.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ninjatable.ai.bots import Bot, make_bot
from ninjatable.ai.explain import hint_sentence
from ninjatable.ai.ismcts import SearchResult
from ninjatable.engine.commands import Command
from ninjatable.i18n import N_, Text, _
from ninjatable.net.judge import NO_HINTS
from ninjatable.ui.table.worker import AIWorker

if TYPE_CHECKING:
    from ninjatable.ui.table.session import Session

#: why no hint is given while the last computer move is still on show.
STILL_SHOWING = N_("One moment: the last move is still being shown.")


@dataclasses.dataclass(frozen=True)
class Hint:
    """A move the normal AI proposes to the seat that may act, and why (from the search's own counts)."""

    seat: int
    command: Command
    why: Text
    thought: SearchResult


class Tutor:
    """The hints and the computers' reasons of one table session."""

    def __init__(self, session: Session) -> None:
        self.session = session
        #: the hint for the seat that may act now (None: none asked, or the game moved on).
        self.hint: Hint | None = None
        self.worker = AIWorker()
        self._bots: dict[int, Bot] = {}
        self._moment: tuple[Any, ...] | None = None
        #: counts the undos, so that a hint asked before one is never shown after it.
        self.undos = 0

    # --- hints -------------------------------------------------------------------------------------------
    def moment(self) -> tuple[Any, ...]:
        """The moment a hint answers: the seat that may act, the commands so far and the undos. Another seat's
        secret answer, collected while the player still chooses, changes nothing the player knows, so the
        hint stays."""
        session = self.session
        return (session.human_seat(), session.commands_given, self.undos)

    @property
    def pending(self) -> bool:
        """True while the normal AI looks for the hint asked for."""
        return not self.worker.idle

    def refusal(self) -> str | None:
        """Why no hint can be asked for now, or None when one can."""
        session = self.session
        if not session.hints_allowed:
            return _(NO_HINTS)
        if session.human_seat() is not None:
            return None
        if session.ai_pause > 0 and session.human_asked() is not None:
            return _(STILL_SHOWING)
        return session.not_your_turn()

    def request(self) -> str | None:
        """Ask the normal AI for a move for the seat that may act, from that seat's redacted state. None when
        asked (or already there), else why no hint can be given now."""
        reason = self.refusal()
        if reason is not None:
            return reason
        session = self.session
        seat, state = session.human_seat(), session.share_state()
        assert seat is not None and state is not None
        moment = self.moment()
        if self._moment == moment and (self.hint is not None or self.pending):
            return None
        self.worker.cancel()
        self.hint = None
        self._moment = moment
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = make_bot(session.game, "normal", (session.seed or 0) * 7919 + 101 + seat,
                                              advises=True)
        if session.inline:
            self.arrived(seat, bot.think(state.clone(), seat))
        else:
            self.worker.start(bot, state.clone(), seat)
        return None

    def poll(self) -> None:
        """Take the hint from the worker once it is ready (every frame)."""
        found = self.worker.poll()
        if found is not None:
            self.arrived(*found)

    def arrived(self, seat: int, thought: SearchResult) -> None:
        """The AI answered: show the hint and have it counted, unless the game moved on meanwhile."""
        session = self.session
        state = session.share_state()
        if self.moment() != self._moment or session.human_seat() != seat or state is None:
            return
        legal = len(state.legal_commands(seat))
        self.hint = Hint(seat, thought.command, hint_sentence(thought, self.describe, legal), thought)
        session.hint_used(seat)
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
        used = [(seat, count) for seat, count in enumerate(session.hint_counts) if count]
        if not used:
            return _("No hints were used.") if session.humans else None
        return _("Hints used: {counts}.").format(counts=", ".join(
            _("{player} {n}").format(player=session.seat_label(seat), n=count) for seat, count in used))

    # --- the session's events ------------------------------------------------------------------------------
    def refreshed(self) -> None:
        """The session read the judge again: a hint for another moment, shown or still looked for, is gone."""
        if self._moment is not None and self.moment() != self._moment:
            self.worker.cancel()
            self.hint = None
            self._moment = None

    def undone(self) -> None:
        self.worker.cancel()
        self.undos += 1

    def close(self) -> None:
        self.worker.cancel()

    # --- the computers' reasons ------------------------------------------------------------------------------
    @property
    def reasons(self) -> dict[int, tuple[str, ...]]:
        """What each computer command weighed, by the command's number, as this screen's reader may know it."""
        return self.session.reasons

    def reasoned_lines(self) -> set[int]:
        """The log lines that unfold to what a computer weighed: the first line of each of its commands."""
        lines: dict[int, int] = {}
        reasons = self.session.reasons
        for line, at in enumerate(self.session.log_commands()):
            if at is not None and at in reasons:
                lines.setdefault(at, line)
        return set(lines.values())

    def reasoned_line(self, line: int) -> int | None:
        """The first log line of the command behind line `line`, if that command has reasons to show."""
        commands = self.session.log_commands()
        at = commands[line] if 0 <= line < len(commands) else None
        if at is None or at not in self.session.reasons:
            return None
        return commands.index(at)

    def reasons_at(self, line: int) -> list[str] | None:
        """What the computer weighed for the command behind log line `line`, as the log's reader may know it
        (None when that line is not a computer's command)."""
        commands = self.session.log_commands()
        at = commands[line] if 0 <= line < len(commands) else None
        found = self.session.reasons.get(at) if at is not None else None
        return list(found) if found is not None else None
