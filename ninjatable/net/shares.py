"""What each screen of a table is sent: its share of the table, made from the judge's match and decisions.

A screen is sent an `Update` whenever its share changed: the state redacted for the seat it shows, the log as
that seat may read it (only the lines new since its last update, unless the log changed under it), what the
commands since then did as that seat may know it (another seat's command only by its events), who is awaited and
who thinks, each seat's presence, the seat's own secret answer, the hand-over due, an undo asked of it, the
computers' reasons as its reader may know them, the hints used, the outcome. Never the seed, a deck's order,
another seat's hidden cards or its secret answer.

Which seat a screen shows, as at a table of several players today: a screen of one seat shows that seat; a
spectator the public table (or the seat it follows); a screen of several players the asked player's share once
they confirmed the hand-over (`Screen.revealed`), else the public table, laid out from the asked player's seat.
"""

from __future__ import annotations

import dataclasses
import itertools
from types import MappingProxyType
from typing import TYPE_CHECKING

from ninjatable.engine.protocol import Event
from ninjatable.i18n import msg
from ninjatable.net.protocol import Applied, LogLine, SeatInfo, UndoAsk, Update

if TYPE_CHECKING:
    from ninjatable.net.judge import Judge

_NUMBERS = itertools.count(1)


@dataclasses.dataclass(eq=False)
class Screen:
    """One client endpoint of a table: the seats played there (none: a spectator, who may follow one seat),
    the player who has it now at a screen of several, and what it was sent last."""

    seats: tuple[int, ...]
    follows: int | None = None
    #: the player of a screen of several who confirmed the hand-over last.
    revealed: int | None = None
    number: int = dataclasses.field(default_factory=lambda: next(_NUMBERS))
    #: its share changed since it was last sent.
    dirty: bool = True
    sent_log: list[LogLine] = dataclasses.field(default_factory=list)
    sent_at: int = 0
    sent_undos: int = 0
    #: the reader and whether the game was over when the computers' reasons were sent last.
    sent_reader: tuple[int | None, bool] | None = None

    def __repr__(self) -> str:
        return f"Screen({self.number}, seats={self.seats})"


class Shares:
    """The screens of one judge and what each is sent."""

    def __init__(self, judge: Judge) -> None:
        self.judge = judge
        self.screens: list[Screen] = []

    def add(self, seats: tuple[int, ...], follows: int | None) -> Screen:
        screen = Screen(seats, follows)
        self.screens.append(screen)
        return screen

    def remove(self, screen: Screen) -> None:
        self.screens.remove(screen)

    def touch(self) -> None:
        """The table changed: every screen is sent its share at the next flush."""
        for screen in self.screens:
            screen.dirty = True

    def flush(self) -> None:
        """Send every screen whose share changed its share now."""
        for screen in list(self.screens):
            if screen.dirty and screen in self.screens:
                screen.dirty = False
                self.judge.transport.send(screen, self.update_for(screen))

    # --- whose share -----------------------------------------------------------------------------------
    def asked_here(self, screen: Screen) -> int | None:
        """The first player of `screen` whose answer is awaited."""
        return next((seat for seat in self.judge.answering() if seat in screen.seats), None)

    def shown(self, screen: Screen) -> int | None:
        """Whose share `screen` shows (None: the public table)."""
        if not screen.seats:
            return screen.follows
        if len(screen.seats) == 1:
            return screen.seats[0]
        asked = self.asked_here(screen)
        return asked if asked is not None and screen.revealed == asked else None

    def viewer(self, screen: Screen) -> int:
        """The seat `screen` lays the table out from."""
        if not screen.seats:
            return screen.follows if screen.follows is not None else 0
        asked = self.asked_here(screen)
        if len(screen.seats) == 1 or asked is not None:
            return screen.seats[0] if asked is None else asked
        return screen.revealed if screen.revealed is not None else screen.seats[0]

    def hand_over(self, screen: Screen) -> int | None:
        """The player of a screen of several to hand the computer to before their share is shown, if due."""
        asked = self.asked_here(screen)
        if len(screen.seats) > 1 and asked is not None and screen.revealed != asked \
                and not self.judge.match.state.is_over():
            return asked
        return None

    # --- the log ---------------------------------------------------------------------------------------
    def log(self, seat: int | None) -> list[LogLine]:
        """The log as `seat` may read it, with the judge's notes in their places."""
        lines: list[LogLine] = []
        notes = iter(self.judge.notes)
        note = next(notes, None)
        for entry in self.judge.match.log:
            while note is not None and note[0] <= entry.command_index:
                lines.append(LogLine(note[1], None))
                note = next(notes, None)
            lines.append(LogLine(entry.event.message_for(seat), entry.command_index))
        while note is not None:
            lines.append(LogLine(note[1], None))
            note = next(notes, None)
        return lines

    def applied_since(self, first: int, seat: int | None) -> tuple[Applied, ...]:
        """What the commands from number `first` on did, as `seat` may know it (their events; the command itself
        only for the seat's own commands)."""
        history = self.judge.match.history
        events: list[list[Event]] = [[] for _ in history[first:]]
        for entry in self.judge.match.log:
            if entry.command_index >= first:
                event = entry.event
                events[entry.command_index - first].append(Event(event.message_for(seat), event.seat, event.kind, {},
                                                                 event.irreversible, event.data))
        return tuple(Applied(given_by, command if given_by == seat else None, tuple(told))
                     for (given_by, command), told in zip(history[first:], events, strict=True))

    # --- the update ------------------------------------------------------------------------------------
    def update_for(self, screen: Screen) -> Update:
        """`screen`'s share of the table now; what it was sent is remembered."""
        judge, match = self.judge, self.judge.match
        seat, history = self.shown(screen), len(match.history)
        lines = self.log(seat)
        sent = screen.sent_log
        same_history = screen.sent_undos == judge.undos and screen.sent_at <= history
        kept = same_history and len(sent) <= len(lines) and lines[:len(sent)] == sent
        start = len(sent) if kept else 0
        applied = self.applied_since(screen.sent_at, seat) if same_history else ()
        reader = (seat, match.state.is_over())
        reasons_reset = not same_history or screen.sent_reader != reader
        reasons = {at: tuple(found.lines(seat, reader[1])) for at, found in judge.reasons.items()
                   if reasons_reset or at >= screen.sent_at}
        screen.sent_log, screen.sent_at, screen.sent_undos, screen.sent_reader = lines, history, judge.undos, reader
        holder = seat if seat is not None or len(screen.seats) < 2 else screen.revealed  # who had the screen last
        answered = judge.collected.get(holder) if holder is not None else None
        thinking = judge.thinking.job.seat if judge.thinking is not None else None
        return Update(
            at=history, seat=seat, viewer=self.viewer(screen), state=match.redacted(seat), log_from=start,
            log=tuple(lines[start:]), applied=applied, reset=not kept, waiting=judge.answering(),
            thinking=thinking, answered=answered[0] if answered is not None else None, seats=self.seat_infos(),
            hand_over=self.hand_over(screen), undo=self.undo_ask(screen), undo_refusal=judge.undo_refusal(screen),
            outcome=match.state.outcome() if match.state.is_over() else None, hints=tuple(match.hints),
            reasons=MappingProxyType(reasons), reasons_reset=reasons_reset, problem=judge.problem)

    def seat_infos(self) -> tuple[SeatInfo, ...]:
        state = self.judge.match.state
        return tuple(SeatInfo(state.seat_words(seat), play.kind, self.judge.presence(seat))
                     for seat, play in enumerate(self.judge.seats))

    def undo_ask(self, screen: Screen) -> UndoAsk | None:
        """Another screen's request to take a move back, when `screen` must answer it."""
        request = self.judge.undo_request
        if request is None or screen not in request.waiting:
            return None
        match = self.judge.match
        target = match.undo_target(list(request.by.seats))
        by = match.history[target][0] if target is not None else request.by.seats[0]
        return UndoAsk(by, msg("{player} asks to take back their last move. Do you agree?",
                               player=match.state.seat_words(by)))
