"""The face a table talks to (`Session`), and the one client that gives it for every table that is played.

`Session` declares, once, every member a table scene, the window, the screens over a table, the tutor and the
playtest robot use: what the table shows (`view`, `decision`, the log), who is asked and who sees, the commands
(`preview`, `submit`, `undo`), the hand-over, pacing and time. Two classes give it: `TableSession` here, and
`ninjatable.ui.table.replay.ReplaySession` (a finished or saved game stepped through, read-only).

`TableSession` is one screen of a table whose judge (`ninjatable.net.judge`) is elsewhere: in this process for
a table here (`ninjatable.ui.table.here`, over `ninjatable.net.local.LocalLink`), at a host for a network table
(over `ninjatable.net.client.Connection`); the session cannot tell which. It holds what the judge sent its
screen (the last `Update`s): the seat's redacted state, from which it reads the view, the decision and the
previews itself (a drop is previewed and its targets lit without asking the judge), the log, what the last
commands did (for animations), who is awaited and thinking, each seat's presence, an undo asked of it, the
hand-over due and the outcome. A command is checked against the seat's own state first (the same rules), then
sent with the number of commands it answers; until the judge's answer arrives the seat waits (at a table here it
arrives before `submit` returns). A refusal is the sentence to show, and nothing changes.

Updates are shown one after another, with the table's pause after another seat's move so a player can follow
(more than `CATCH_UP` waiting are shown without it). A computer seat's turn reads as one movement: while the same
seat is awaited again (who is awaited is public), each of its commands is shown briskly (`brisk`: for
`Settings.ai_step_seconds`, its flights as short; a step that shows nothing, such as a card put into a payment in
secret, not paused for); once its turn is over the table pauses
(`Settings.ai_seat_seconds` when yet another seat plays next, the full `Settings.ai_pause_seconds` before a
player of this screen is asked). The player may hurry the table to their own turn (`hurry`: the moves waiting
are shown at once, without pause or animation; a computer's thinking is never cut short), and read what the
others did since their last move (`since_last_move`: the lines of the log this screen already holds, of the
other seats' commands and the judge's own). Only what is the screen's business is decided here: the
view, previews, animations, pacing, the card window's pass by itself (`pass_by_itself`), and hints (asked of the
normal AI from the seat's own redacted state, by the `Tutor`; the judge counts them).
"""

from __future__ import annotations

import collections
from typing import Any, Protocol, runtime_checkable

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision, Preview
from ninjatable.engine.protocol import Event, Game, Outcome, State
from ninjatable.engine.seats import Presence
from ninjatable.i18n import N_, _, join_and, render
from ninjatable.net import protocol
from ninjatable.net.client import game_of
from ninjatable.net.protocol import Applied, Link, Update, Welcome
from ninjatable.ui.storage import Settings
from ninjatable.ui.table.shown import THINKING_SHOWN_AFTER, ShownTable, whose_words
from ninjatable.ui.table.tutor import Tutor

__all__ = ["THINKING_SHOWN_AFTER", "Applied", "Session", "TableSession", "whose_words"]

#: how long a human seat's card window waits before it passes by itself (no playable card, the setting on):
#: the same for everyone, so the wait says nothing of the hand.
AUTO_PASS_SECONDS = 0.7

#: updates waiting beyond this many are shown without the pause between them (the table catches up).
CATCH_UP = 3
#: a table here's judge goes on while fewer of its updates than this wait to be shown: the next computer thinks
#: while the last moves are still on show.
AHEAD = 2

UNDONE = N_("Undone.")
ASKED_TO_UNDO = N_("Asked the other players to agree to take your move back.")
#: said once when the connection to the host drops, and taken off the screen when it is back.
LOST_NOTICE = N_("The connection to the host was lost: trying again…")


def pass_by_itself(decision: Decision | None, settings: Settings) -> Command | None:
    """The pass a human seat gives by itself now, if any: the setting is on and the decision is a card window
    whose only answer is to play no card (`Decision.hides_hand` with one option)."""
    if not settings.auto_pass or decision is None or not decision.hides_hand or len(decision.options) != 1:
        return None
    return decision.options[0].command


def pass_after(clock: float, passing: Command | None, dt: float) -> tuple[float, Command | None]:
    """The card window's clock after `dt`, and the pass due now: the clock runs while the seat may pass by itself
    (`pass_by_itself`) and gives the pass once `AUTO_PASS_SECONDS` have gone by."""
    if passing is None:
        return 0.0, None
    clock += dt
    return (0.0, passing) if clock >= AUTO_PASS_SECONDS else (clock, None)


@runtime_checkable
class Session(Protocol):
    """What a table talks to, whoever judges it."""

    #: the game played.
    game: Game
    #: what the viewer sees now (the game's frozen View) and what the seat that may act must decide.
    view: Any
    decision: Decision | None
    #: counts the changes: a scene reads the session again when it moved.
    version: int
    #: seconds left of the pause after another seat's move, and of the card window's pass by itself.
    ai_pause: float
    pass_clock: float
    #: hints and the computers' reasons.
    tutor: Tutor
    #: another screen's request to take a move back, awaiting this one's answer; what Undo said when pressed.
    undo_asked: str | None
    undo_message: str
    #: why the game could not be kept (saved), or None.
    save_problem: str | None
    #: the last refusal given.
    last_refusal: str | None
    #: hints are thought within the frame (tests, screenshots), not in a worker thread.
    inline: bool
    #: the change shown last is a step of a computer seat's turn that goes on (shown briskly), or was hurried
    #: to the player's turn (shown at once, without animation).
    brisk: bool
    hurried: bool

    @property
    def humans(self) -> list[int]:
        """The seats played at this screen."""

    @property
    def viewer(self) -> int:
        """The seat the table is laid out from."""

    @property
    def show_private(self) -> bool:
        """Are the viewer's hand and secrets shown now?"""

    @property
    def following(self) -> bool:
        """Does the table only follow a seat nobody plays here (a replay, a spectator)?"""

    @property
    def is_over(self) -> bool: ...

    @property
    def seed(self) -> int | None:
        """The game's seed, known only where the whole game is (a table here, a replay)."""

    @property
    def commands_given(self) -> int: ...

    @property
    def ready(self) -> bool:
        """Has the judge sent the table yet?"""

    @property
    def in_flight(self) -> bool:
        """Is a command of this screen on its way to the judge?"""

    @property
    def hints_allowed(self) -> bool: ...

    @property
    def hint_counts(self) -> tuple[int, ...]:
        """How many hints each seat used."""

    @property
    def reasons(self) -> dict[int, tuple[str, ...]]:
        """What computer seats weighed, by command number, as this screen's reader may know it."""

    def share_state(self) -> State | None:
        """The redacted state of the seat shown (a hint is thought from it)."""

    def log_commands(self) -> list[int | None]:
        """For each log line, the number of the command that wrote it (None: a line the judge added)."""

    def human_asked(self) -> int | None:
        """The first player of this screen whose answer is awaited."""

    def human_seat(self) -> int | None:
        """The player who may give a command now (not while a move is still shown or one is on its way)."""

    def answering(self) -> tuple[int, ...]:
        """The seats whose answer is awaited."""

    def answered(self, seat: int) -> Command | None:
        """`seat`'s own secret answer, given and not applied yet (only while its share is shown)."""

    def awaited(self) -> list[str]:
        """The names of the seats awaited, never the player at the table's own."""

    def thinking_seat(self) -> int | None: ...

    def thinking_long(self) -> int | None:
        """The computer seat thinking for longer than `THINKING_SHOWN_AFTER`."""

    def seat_name(self, seat: int) -> str: ...

    def seat_label(self, seat: int) -> str:
        """A seat's name with who plays it ("Player 2 (Normal AI)")."""

    def whose(self, seat: int | None = None) -> str: ...

    def needs_hand_over(self) -> int | None:
        """The player to hand the computer to before a private hand is shown, if due."""

    def reveal(self, seat: int) -> None:
        """The hand-over was confirmed."""

    def refresh(self) -> None: ...

    def log_lines(self) -> list[str]: ...

    def outcome(self) -> Outcome: ...

    def final_view(self) -> Any:
        """The table as everyone sees it (at the end, with what the game reveals then)."""

    def preview(self, gesture: Any) -> Preview: ...

    def not_your_turn(self) -> str: ...

    def last_events(self) -> list[Event]: ...

    def take_applied(self) -> list[Applied]:
        """The commands shown since the last call (for animations)."""

    def since_last_move(self) -> list[str]:
        """The log lines since the last move of the player shown: the other seats' commands, as this screen may
        read them."""

    def can_hurry(self) -> bool:
        """Are there others' moves to hurry through before the player's turn?"""

    def hurry(self) -> None:
        """Show the others' moves at once, without pause or animation, up to the player's turn."""

    def take_notices(self) -> list[str]:
        """Sentences to show once."""

    def submit(self, command: Command) -> str | None:
        """The asked player's command: None when taken, else why not (nothing changed)."""

    def undo(self) -> str | None: ...

    def undo_reason(self) -> str | None: ...

    def answer_undo(self, agree: bool) -> None: ...

    def hint_used(self, seat: int) -> None:
        """A hint was shown to `seat`'s player (the judge counts it)."""

    def autosave(self) -> bool:
        """Is the game kept (saved)?"""

    def auto_pass(self) -> Command | None: ...

    def update(self, dt: float, animating: bool = False) -> None:
        """Let `dt` seconds pass (not showing the next move while the scene animates the last)."""

    def needs_time(self) -> bool:
        """Does time alone change the session now?"""

    def wait(self, timeout: float) -> bool:
        """Block until the judge may have news (tests and the playtest robot; the window polls)."""

    def close(self) -> None: ...


class TableSession(ShownTable):
    """One screen of a table, fed by its judge."""

    last_refusal: str | None = None
    #: the connection to the host dropped and is not back yet (its notice is shown until it is).
    connection_lost: bool = False

    def __init__(self, link: Link, welcome: Welcome, settings: Settings, seed: int | None = None,
                 inline: bool = False, game: Game | None = None) -> None:
        """`seed` and `game` are known where the judge is (a table here); elsewhere the welcome names the game."""
        super().__init__(game if game is not None else game_of(welcome), list(welcome.seats), welcome.hints, seed)
        self.link = link
        self.settings = settings
        #: hints are thought within the frame (tests, screenshots).
        self.inline = inline
        #: the judge's updates waiting to be shown, and the number of commands of the newest.
        self._waiting: collections.deque[Update] = collections.deque()
        self._latest_at = -1
        self.ai_pause = 0.0
        #: the part of the pause running that is skipped once the next move is there to show (`_pause_after`).
        self._skippable = 0.0
        self.pass_clock = 0.0
        #: the number of commands a sent command answered, until the judge's answer.
        self.sent_at: int | None = None
        self.save_problem: str | None = None
        self.undo_message = ASKED_TO_UNDO
        #: another player's request to take a move back, until answered here.
        self.undo_asked: str | None = None
        self._undo_answered = False
        self._revealing: int | None = None
        self.brisk = False
        self.hurried = False
        #: the player asked to see the others' moves at once, until they are asked again.
        self._hurrying = False
        self.tutor = Tutor(self)
        self._read()
        self._show_next()

    # --- reading the judge -----------------------------------------------------------------------------
    def _read(self) -> list[str]:
        """Take what the judge said: updates wait their turn; refusals are returned (and kept as notices)."""
        refusals = []
        for message in self.link.receive():
            if isinstance(message, Update):
                self.connection_lost = False  # back: the notice that it was lost goes
                if message.at < self._latest_at:  # an undo: what waited is of a moment gone
                    self._waiting.clear()
                    self.ai_pause = 0.0
                self._latest_at = message.at
                self._waiting.append(message)
            elif isinstance(message, protocol.Refused):
                self.sent_at = None
                words = message.words
                self.last_refusal = words
                refusals.append(words)
                self.notice(words)
            elif isinstance(message, protocol.Unreadable):
                self.notice(_("{reason}; waiting for the next one.").format(reason=render(message.reason)))
            elif isinstance(message, protocol.Lost):
                if not self.connection_lost:  # said once, however many tries it takes
                    self.notice(_(LOST_NOTICE))
                self.connection_lost = True
        return refusals

    def _show_next(self) -> None:
        if self._waiting:
            self._show(self._waiting.popleft())

    def _show(self, update: Update) -> None:
        previous = self.share
        self.take(update)
        if previous is not None and update.at < previous.at:
            self.tutor.undone()
        if previous is None or update.at != previous.at or update.reset or update.answered is not None:
            self.sent_at = None  # the judge took a command (a secret answer is kept until all are in)
        prompt = render(update.undo.prompt) if update.undo is not None else None
        if prompt is None:
            self._undo_answered = False
        self.undo_asked = None if self._undo_answered else prompt  # answered once: not asked again
        if update.hand_over != self._revealing:
            self._revealing = None
        self.save_problem = render(update.problem) if update.problem is not None else None
        if previous is None:  # the table as it stands when it opens: nothing to show move by move
            self._applied.clear()
        others = [applied.seat for applied in update.applied
                  if applied.seat not in self._seats and previous is not None]
        self.hurried = self._hurrying and bool(others)
        if self.human_asked() is not None or self.is_over or previous is not None and update.at < previous.at:
            self._hurrying = False  # the player's turn (or an undo): the table goes at its pace again
        self.brisk = bool(others) and update.outcome is None and update.waiting == (others[-1],)
        if others and not self.hurried and len(self._waiting) < CATCH_UP:
            self.ai_pause = self._pause_after(update)
            self._skippable = self.ai_pause / 2 if self.ai_pause == self.settings.ai_seat_seconds and \
                not any(seat in self._seats for seat in update.waiting) else 0.0
        self.refresh()

    def _pause_after(self, update: Update) -> float:
        """The pause after another seat's move shown: a step while the same seat's turn goes on (`brisk`), the
        full pause before a player of this screen is asked (or at the end), a shorter one when yet another seat
        plays next or the player is only asked whether to play a card (a window that hides the hand, which
        passes by itself when they hold none: whatever they hold, it opens after the same pause). A step that
        shows nothing (`_shows_nothing`) is not paused for: the table goes on to what can be seen. Between two
        other seats' turns, the pause is halved once the next move is there to show (the table keeps up with
        the computers rather than falling behind them). Who is awaited, what is asked and what is shown are
        public, and when the next move is there is what the table sees of it anyway: the pace tells nothing
        hidden."""
        settings = self.settings
        if self.brisk:
            return 0.0 if self._shows_nothing(update) else settings.ai_step_seconds
        if update.outcome is not None:
            return settings.ai_pause_seconds
        asked = next((seat for seat in update.waiting if seat in self._seats), None)
        if asked is None:
            return settings.ai_seat_seconds
        decision = update.state.decision(asked) if update.seat == asked else None
        return settings.ai_seat_seconds if decision is not None and decision.hides_hand else \
            settings.ai_pause_seconds

    def _shows_nothing(self, update: Update) -> bool:
        """Does `update` show this screen nothing: no line of the log, no event, and the table drawn as it was
        (another seat's step kept from this screen, such as a card put into a payment in secret)?"""
        return not update.log and not any(applied.events for applied in update.applied) and \
            self.game.view(update.state, update.seat) == self.view

    # --- who is asked, who sees ------------------------------------------------------------------------
    @property
    def in_flight(self) -> bool:
        """A command, or the hand-over to a player here, is on its way to the judge."""
        revealing = self._revealing is not None and (self.share is None or self.share.seat != self._revealing)
        return self.sent_at is not None or revealing

    def human_seat(self) -> int | None:
        asked = self.human_asked()
        share = self.share
        if asked is None or share is None or share.seat != asked or self.ai_pause > 0 or self.sent_at is not None \
                or self._waiting:
            return None
        return asked

    def needs_hand_over(self) -> int | None:
        share = self.share
        if share is None or self._waiting or share.hand_over is None or share.hand_over == self._revealing:
            return None
        return share.hand_over

    def reveal(self, seat: int) -> None:
        """The hand-over was confirmed: the judge shows `seat`'s share (at once, at a table here)."""
        self._revealing = self._holder = seat
        self.link.send(protocol.Reveal(seat))
        self._read()
        self._show_waiting()
        self.refresh()

    # --- what the table shows --------------------------------------------------------------------------
    def refresh(self) -> None:
        share = self.share
        if share is not None:
            self.view = self.game.view(share.state, share.seat)
            human = self.human_seat()
            self.decision = share.state.decision(human) if human is not None else None
        self.tutor.refreshed()
        self.version += 1

    def preview(self, gesture: Any) -> Preview:
        seat = self.human_seat()
        if seat is None or self.share is None:
            return Preview(None, self.not_your_turn())
        return self.game.find_move(self.share.state, seat, gesture)

    def not_your_turn(self) -> str:
        share = self.share
        if share is None:
            return _("Waiting for the host…")
        if self.sent_at is not None:
            return _("One moment: your move is on its way to the host.")
        waiting = self.answering()
        if not waiting:
            return _("The game is over.") if self.is_over else _("It is not your turn.")
        asked = self.human_asked()
        if asked is not None and (self.ai_pause > 0 or self._waiting):
            return _("One moment: the last move is still being shown.")
        if asked is not None and share.seat != asked:
            return _("Pass the computer to {name} first.").format(name=self.seat_name(asked))
        return _("It is not your turn: waiting for {players}.").format(
            players=join_and(self.seat_name(s) for s in waiting))

    # --- commands --------------------------------------------------------------------------------------
    def submit(self, command: Command) -> str | None:
        """Check the command against the seat's own state (the judge's rules), then send it."""
        seat, share = self.human_seat(), self.share
        reason = self.not_your_turn() if seat is None or share is None else share.state.refusal(seat, command)
        self.last_refusal = reason
        if reason is not None or seat is None or share is None:
            return reason
        self.pass_clock = 0.0
        self.sent_at = share.at
        self.link.send(protocol.Command(seat, command, share.at))
        return self._answered()

    def _answered(self) -> str | None:
        """What the judge answered at once (a table here): its refusal, or None with its update shown."""
        refusals = self._read()
        if refusals:
            self._notices = [notice for notice in self._notices if notice not in refusals]
            self.refresh()
            return refusals[-1]
        self._show_waiting()
        self.refresh()
        return None

    def can_hurry(self) -> bool:
        """Others' moves are still to come before the player's turn: shown, waiting, or being thought."""
        share = self.share
        if share is None or self.is_over or self.following or self.human_seat() is not None:
            return False
        return self.ai_pause > 0 or bool(self._waiting) or self.human_asked() is None

    def hurry(self) -> None:
        """Show the others' moves at once, without pause or animation, up to the player's turn (a computer's
        thinking, and the wait that hides its hand, still take their time)."""
        if not self.can_hurry():
            return
        self._hurrying = True
        self.ai_pause = 0.0
        self.refresh()

    def _show_waiting(self) -> None:
        """Show the judge's answer at once, unless another move is still on show."""
        if self.ai_pause == 0 and self._waiting:
            self._show_next()

    def undo_reason(self) -> str | None:
        if self.share is None:
            return _("There is nothing of yours to undo.")
        refusal = self.share.undo_refusal
        return render(refusal) if refusal is not None else None

    def undo(self) -> str | None:
        """Take back this screen's last move (and every move after it); other screens with players are asked to
        agree first."""
        reason = self.undo_reason()
        if reason is not None:
            return reason
        before = self.commands_given
        self.link.send(protocol.Undo())
        reason = self._answered()
        self.undo_message = UNDONE if self.commands_given < before else ASKED_TO_UNDO
        return reason

    def answer_undo(self, agree: bool) -> None:
        """This screen's answer to another player's request to take a move back."""
        if self.undo_asked is not None and not self._undo_answered:
            self._undo_answered = True
            self.link.send(protocol.UndoAnswer(agree))
            self.undo_asked = None
            self.version += 1
            self._answered()

    def hint_used(self, seat: int) -> None:
        self.link.send(protocol.HintUsed(seat))
        self._answered()

    def autosave(self) -> bool:
        """Is the game kept? Its judge keeps it after every change (a table here: its save file)."""
        return self.save_problem is None

    def auto_pass(self) -> Command | None:
        return pass_by_itself(self.decision, self.settings)

    # --- time ------------------------------------------------------------------------------------------
    def update(self, dt: float, animating: bool = False) -> None:
        """Let time pass: the judge does what is due, then the next update is shown once the pause after the last
        is over (not while the scene still animates the last move); a card window may pass by itself."""
        self.clock += dt
        if len(self._waiting) < AHEAD:  # the judge goes on while this screen has little of it still to show
            self.link.tick(dt)
        self._read()
        seat = self.thinking_seat()
        if seat is not None and self.clock - dt - self.thinking_since <= THINKING_SHOWN_AFTER < \
                self.clock - self.thinking_since:
            self.refresh()  # a long think: the status line names who is thinking
        if self.ai_pause > 0:
            self.ai_pause = max(0.0, self.ai_pause - dt)
            if self._waiting and self.ai_pause <= self._skippable:
                self.ai_pause = 0.0  # the next move is there: the rest of the pause between two turns is skipped
            if self.ai_pause > 0:
                return
            self.refresh()  # the pause is over: the next move may be shown in this same frame
        if animating and not self._hurrying:
            return
        if self._waiting:
            self._show_next()
            while self._hurrying and self._waiting:
                self._show_next()
            return
        if self.is_over:
            return
        self.pass_clock, passing = pass_after(self.pass_clock, self.auto_pass(), dt)
        if passing is not None:
            self.submit(passing)

    def needs_time(self) -> bool:
        """A pause or a pass running down, moves waiting to be shown, a move on its way, or a computer seat to
        answer."""
        share = self.share
        if self.ai_pause > 0 or self.pass_clock > 0 or self._waiting or self.in_flight:
            return True
        if share is None or self.is_over:
            return False
        computers = (Presence.COMPUTER, Presence.STAND_IN)
        return share.thinking is not None or self.auto_pass() is not None or \
            any(share.seats[seat].presence in computers for seat in share.waiting)

    def wait(self, timeout: float) -> bool:
        return self.link.wait(timeout)

    def close(self) -> None:
        """The table is left: the screen goes (a network seat shows as away to the others)."""
        self.tutor.close()
        self.link.close()
