"""Several players at the hosting window of a network table: each of their seats is a `RemoteSession` of its
own (its own connection, token and share, so each sees only what its seat may know), handed over as at a
hotseat table here.

Between two players the table shows what everyone sees, from a spectator's connection to the same table (the
public state, the public log and what the moves did as anyone may know it). Once the asked player confirms the
hand-over, the table shows their seat's share until another player here is asked. The other seats may be friends
at other computers and computer seats at the host; the host is the judge for all of them alike.

An undo asked by one player here is agreed by the other players here at once (they sit at the same screen and
see it asked); one asked by a friend elsewhere is put to the window once, and its answer is given for every
seat played here.
"""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.engine.protocol import Event, Outcome
from ninjatable.ui.storage import Settings
from ninjatable.ui.table.remote import NoHints, RemoteSession
from ninjatable.ui.table.session import Applied, HandOver, pass_after, pass_by_itself, whose_words
from ninjatable.ui.table.worker import AIWorker


def undo_asker(session: RemoteSession) -> int | None:
    """The seat that asks `session`'s seat to agree to an undo, if any."""
    share = session.share
    return share.undo.get("by") if share is not None and share.undo else None


class HotseatRemote(HandOver):
    """The seats played at this window of a network table, with the hand-over between their players."""

    ai_inline = False
    save_problem: str | None = None
    held = None
    following = False
    undo_message = RemoteSession.undo_message

    def __init__(self, members: dict[int, RemoteSession], public: RemoteSession, settings: Settings) -> None:
        if len(members) < 2:
            raise ValueError("a hotseat network table has two players at its window at the least")
        for member in members.values():
            member.passes_by_itself = False  # a pass by itself waits for the hand-over, as below
        self.members = dict(sorted(members.items()))
        self.public = public
        self.game = public.game
        self.settings = settings
        #: the player here whose private things are on screen after a hand-over.
        self.revealed: int | None = None
        self.pass_clock = 0.0
        self.worker = AIWorker()  # never busy: the computers think at the host
        self.tutor = NoHints(self)  # type: ignore[arg-type]
        self._own_version = 0
        self._shown_key: tuple[int, int] = (0, -1)

    # --- the sessions behind the table -------------------------------------------------------------------
    def sessions(self) -> list[RemoteSession]:
        return [*self.members.values(), self.public]

    def shown(self) -> RemoteSession:
        """The session the table shows now: the revealed player's seat, else the public one."""
        return self.members[self.viewer] if self.show_private else self.public

    @property
    def version(self) -> int:
        """Counts the changes of what the table shows: the shown session's own changes, and a change of the
        session shown (the public table's pauses and the other seats' shares do not disturb a player's hand)."""
        shown = self.shown()
        key = (id(shown), shown.version)
        if key != self._shown_key:
            self._shown_key = key
            self._own_version += 1
        return self._own_version

    @property
    def share(self) -> Any:
        return self.shown().share

    @property
    def ready(self) -> bool:
        """Has the host sent every seat here and the public table its first share?"""
        return all(session.share is not None for session in self.sessions())

    @property
    def connections(self) -> list[Any]:
        return [session.connection for session in self.sessions()]

    # --- reading the host --------------------------------------------------------------------------------
    def update(self, dt: float, animating: bool = False) -> None:
        for session in self.sessions():
            session.update(dt, animating)
        for session in self.members.values():
            if session.undo_asked is not None and undo_asker(session) in self.members:
                session.answer_undo(True)  # asked by a player at this same screen
        if self.ai_pause > 0 or animating:
            return
        self.pass_clock, passing = pass_after(self.pass_clock, self.auto_pass(), dt)
        if passing is not None:
            self.submit(passing)

    @property
    def ai_pause(self) -> float:
        return self.shown().ai_pause

    @property
    def sent_at(self) -> int | None:
        """The number of commands the move of the player at the screen answered, until the host took it."""
        return self.members[self.revealed].sent_at if self.revealed is not None else None

    def take_notices(self) -> list[str]:
        found: list[str] = []
        for session in self.sessions():
            found.extend(notice for notice in session.take_notices() if notice not in found)
        return found

    def take_applied(self) -> list[Applied]:
        """What the last moves did, as the table shows them now (the others' copies are dropped)."""
        shown = self.shown()
        for session in self.sessions():
            if session is not shown:
                session.take_applied()
        return shown.take_applied()

    def last_events(self) -> list[Event]:
        return self.shown().last_events()

    # --- who is asked, who sees --------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return list(self.members)

    @property
    def is_over(self) -> bool:
        return self.public.is_over

    def answering(self) -> tuple[int, ...]:
        return self.public.answering()

    def human_asked(self) -> int | None:
        """The first player here who must answer now."""
        return next((seat for seat, session in self.members.items() if session.human_asked() is not None), None)

    def human_seat(self) -> int | None:
        asked = self.human_asked()
        if asked is None or not self.show_private:
            return None
        return self.members[asked].human_seat()

    def answered(self, seat: int) -> Command | None:
        """`seat`'s own secret answer, not applied yet: only while its player is the one at the screen (the last
        revealed, until the computer is handed on)."""
        if seat not in self.members or seat != self.revealed:
            return None
        return self.members[seat].answered(seat)

    def awaited(self) -> list[str]:
        own = self.human_asked() if self.revealed is not None else None
        return [self.seat_name(seat) for seat in self.answering() if seat != own]

    def thinking_seat(self) -> int | None:
        return self.public.thinking_seat()

    def thinking_long(self) -> int | None:
        return self.public.thinking_long()

    def seat_name(self, seat: int) -> str:
        return self.public.seat_name(seat)

    @property
    def seed(self) -> None:
        return None

    @property
    def commands_given(self) -> int:
        return self.public.commands_given

    def whose(self, seat: int | None = None) -> str:
        return whose_words(False, self.seat_name(self.viewer if seat is None else seat))

    def seat_label(self, seat: int) -> str:
        if seat in self.members:
            return f"{self.seat_name(seat)} (human, here)"
        return self.public.seat_label(seat)

    # --- what the table shows ----------------------------------------------------------------------------
    @property
    def view(self) -> Any:
        return self.shown().view

    @property
    def decision(self) -> Any:
        seat = self.human_seat()
        return self.members[seat].decision if seat is not None else None

    def refresh(self) -> None:
        for session in self.sessions():
            session.refresh()
        self._own_version += 1

    def log_lines(self) -> list[str]:
        return self.shown().log_lines()

    def outcome(self) -> Outcome:
        return self.public.outcome()

    def final_view(self) -> Any:
        return self.public.final_view()

    def preview(self, gesture: Any) -> Preview:
        seat = self.human_seat()
        if seat is None:
            return Preview(None, self.not_your_turn())
        return self.members[seat].preview(gesture)

    def not_your_turn(self) -> str:
        asked = self.human_asked()
        if asked is not None and self.show_private:
            return self.members[asked].not_your_turn()
        if asked is not None:
            return f"Pass the computer to {self.seat_name(asked)} first."
        return self.public.not_your_turn()

    # --- commands ----------------------------------------------------------------------------------------
    def submit(self, command: Command) -> str | None:
        seat = self.human_seat()
        if seat is None:
            return self.not_your_turn()
        self.pass_clock = 0.0
        return self.members[seat].submit(command)

    def undo_reason(self) -> str | None:
        if not self.show_private:
            return "Show a player's hand first: the move taken back is theirs."
        return self.members[self.viewer].undo_reason()

    def undo(self) -> str | None:
        reason = self.undo_reason()
        return reason if reason is not None else self.members[self.viewer].undo()

    @property
    def undo_asked(self) -> str | None:
        """A friend elsewhere asks to take a move back: one question for the window."""
        return next((session.undo_asked for session in self.members.values()
                     if session.undo_asked is not None and undo_asker(session) not in self.members), None)

    def answer_undo(self, agree: bool) -> None:
        for session in self.members.values():
            session.answer_undo(agree)

    def autosave(self) -> bool:
        return True

    def auto_pass(self) -> Command | None:
        return pass_by_itself(self.decision, self.settings)

    def close(self) -> None:
        for session in self.sessions():
            session.close()
