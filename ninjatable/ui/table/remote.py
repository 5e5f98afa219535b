"""A seat at a table hosted over the network: the same face as `TableSession`, fed by the host.

The host runs the match and is its only judge; this session holds what the host sent for its seat (a `Share`):
the seat's redacted state, from which it reads the view, the decision and the previews itself (a drop is
previewed and its targets lit without asking the host), and the seat's log. A command is checked against the
seat's own state first (the same rules), then sent with the number of commands it answers; until the host's
next update arrives the seat waits. A refusal from the host is shown as a notice.

Updates are shown one after another, with the table's pause after another seat's move, as the local session
shows computer moves. There are no hints at a network table (every player plays on their own knowledge) and no
computer reasons in the log (the computer seats think at the host).
"""

from __future__ import annotations

import collections
import time
from typing import Any

from ninjatable.ai.explain import Reasons
from ninjatable.ai.ismcts import SearchResult
from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision, Preview
from ninjatable.engine.protocol import Event, Game, Outcome
from ninjatable.net.client import Connection, Share, read_share
from ninjatable.net.codec import CodecError
from ninjatable.net.protocol import ProtocolError
from ninjatable.ui.storage import Settings
from ninjatable.ui.table.session import (
    KIND_LABELS,
    THINKING_SHOWN_AFTER,
    Applied,
    pass_after,
    pass_by_itself,
    whose_words,
)
from ninjatable.ui.table.worker import AIWorker

#: updates waiting beyond this many are shown without the pause between them (the table catches up).
CATCH_UP = 3

PRESENCE_WORDS = {"here": "", "invited": "invited, not here yet", "away": "away",
                  "computer plays": "away, the computer plays"}


class NoHints:
    """The teaching face of a network seat: no hints (every player plays on their own), no reasons."""

    hint = None
    pending = False

    def __init__(self, session: RemoteSession) -> None:
        self.session = session

    def refusal(self) -> str | None:
        return "No hints at a table with friends over the network: each player plays on their own."

    def request(self) -> str | None:
        return self.refusal()

    def poll(self) -> None:
        return None

    def dismiss(self) -> None:
        return None

    def refreshed(self) -> None:
        return None

    def undone(self) -> None:
        return None

    def close(self) -> None:
        return None

    def summary(self) -> str | None:
        return None

    def describe(self, command: Command) -> str:
        session = self.session
        label = session.decision.label_of(command) if session.decision is not None else None
        return label or session.game.describe(command, session.view)

    def weigh(self, seat: int, thought: SearchResult | None) -> Reasons | None:
        return None

    def reasoned_lines(self) -> set[int]:
        return set()

    def reasoned_line(self, line: int) -> int | None:
        return None

    def reasons_at(self, line: int) -> list[str] | None:
        return None


class RemoteSession:
    """One seat (or a spectator) at a table hosted elsewhere."""

    ai_inline = False
    save_problem: str | None = None
    #: a computer answer held back at this window: never (the computers think at the host).
    held = None
    #: what the Undo button says when it was pressed: the others are asked first.
    undo_message = "Asked the other players to agree to take your move back."
    #: gives the pass with no card to play by itself (off for a seat whose player must first be handed the
    #: computer: see `HotseatRemote`).
    passes_by_itself = True

    def __init__(self, connection: Connection, game: Game, seat: int | None, settings: Settings) -> None:
        self.connection = connection
        self.game = game
        self.seat = seat
        self.settings = settings
        self.share: Share | None = None
        self._waiting: collections.deque[Share] = collections.deque()
        self.view: Any = None
        self.decision: Decision | None = None
        self.version = 0
        self.lines: list[str] = []
        self.ai_pause = 0.0
        self.pass_clock = 0.0
        #: the number of commands a sent command answered, until the host's next update.
        self.sent_at: int | None = None
        self.last_refusal: str | None = None
        self._notices: list[str] = []
        self._applied: list[Applied] = []
        self._last_events: list[Event] = []
        #: the undo another player asks this seat to agree to (its sentence), until answered.
        self.undo_asked: str | None = None
        self._undo_answered = False
        self.worker = AIWorker()
        self.tutor = NoHints(self)
        #: when the host's computer seat now thinking began (as this window heard it).
        self.thinking_since = time.monotonic()

    # --- reading the host --------------------------------------------------------------------------------
    def update(self, dt: float, animating: bool = False) -> None:
        """Read what the host sent, then show the next update once the pause after the last one is over."""
        self._read_inbox()
        if self.ai_pause > 0:
            self.ai_pause = max(0.0, self.ai_pause - dt)
            if self.ai_pause == 0:
                self.refresh()
            return
        if animating:
            return
        if self._waiting:
            self._show(self._waiting.popleft())
            return
        if not self.passes_by_itself:
            return
        self.pass_clock, passing = pass_after(self.pass_clock, self.auto_pass(), dt)
        if passing is not None:
            self.submit(passing)

    def _read_inbox(self) -> None:
        inbox = self.connection.inbox
        while not inbox.empty():
            data = inbox.get()
            kind = data.get("kind")
            if kind == "update":
                try:
                    self._waiting.append(read_share(self.game, data))
                except (ProtocolError, CodecError) as exc:
                    self.notice(f"The host sent a table that cannot be read ({exc}); waiting for the next one.")
            elif kind in ("refused", "error"):
                self.sent_at = None
                self.last_refusal = str(data.get("reason"))
                self.notice(self.last_refusal)
            elif kind == "lost":
                self.notice("The connection to the host was lost: trying again…")

    def _show(self, share: Share) -> None:
        previous = self.share
        self.share = share
        if share.reset or previous is None:
            self.lines = []
            self._last_events = []
        self.lines = self.lines[:share.log_from] + list(share.lines)
        for applied in share.applied:
            mine = applied.command if applied.seat == self.seat else None
            command = self._parse(mine) if mine is not None else None
            self._applied.append(Applied(applied.seat, command, applied.events))  # type: ignore[arg-type]
            self._last_events = list(applied.events)
        if previous is None or share.at != previous.at or share.reset or share.answered is not None:
            self.sent_at = None  # the host took a command (a secret answer is kept until all are in)
        prompt = share.undo.get("prompt") if share.undo else None
        if prompt is None:
            self._undo_answered = False
        self.undo_asked = None if self._undo_answered else prompt  # answered once: not asked again
        if share.thinking is None or previous is None or previous.thinking != share.thinking:
            self.thinking_since = time.monotonic()
        others = any(applied.seat != self.seat for applied in share.applied)
        if others and len(self._waiting) < CATCH_UP:
            self.ai_pause = self.settings.ai_pause_seconds
        self.refresh()

    def _parse(self, text: str) -> Command | None:
        try:
            return self.game.parse_command(text)
        except ValueError:
            return None

    def notice(self, text: str) -> None:
        self._notices.append(text)
        self.version += 1

    def take_notices(self) -> list[str]:
        """Sentences to show once (a refusal from the host, a lost connection)."""
        found, self._notices = self._notices, []
        return found

    # --- who is asked, who sees --------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        """The seats played at this window."""
        return [self.seat] if self.seat is not None else []

    @property
    def is_over(self) -> bool:
        return self.share is not None and self.share.outcome is not None

    @property
    def ready(self) -> bool:
        """Has the host sent the table yet?"""
        return self.share is not None

    def answering(self) -> tuple[int, ...]:
        return self.share.waiting if self.share is not None else ()

    def human_asked(self) -> int | None:
        share = self.share
        if share is None or self.seat is None or self.seat not in share.waiting or share.answered is not None:
            return None
        return self.seat

    @property
    def viewer(self) -> int:
        return self.seat if self.seat is not None else 0

    @property
    def show_private(self) -> bool:
        return self.seat is not None

    def needs_hand_over(self) -> int | None:
        return None

    def reveal(self, seat: int) -> None:
        self.refresh()

    def human_seat(self) -> int | None:
        asked = self.human_asked()
        if asked is None or self.ai_pause > 0 or self.sent_at is not None or self._waiting:
            return None
        return asked

    def answered(self, seat: int) -> Command | None:
        share = self.share
        if share is None or seat != self.seat or share.answered is None:
            return None
        return self._parse(share.answered)

    def awaited(self) -> list[str]:
        own = self.human_asked()
        return [self.seat_name(seat) for seat in self.answering() if seat != own]

    def thinking_seat(self) -> int | None:
        return self.share.thinking if self.share is not None else None

    def thinking_long(self) -> int | None:
        """The computer seat at the host that has been thinking for longer than `THINKING_SHOWN_AFTER`."""
        seat = self.thinking_seat()
        if seat is None or time.monotonic() - self.thinking_since <= THINKING_SHOWN_AFTER:
            return None
        return seat

    def seat_name(self, seat: int) -> str:
        share = self.share
        if share is not None and 0 <= seat < len(share.seats):
            return share.seats[seat].get("name", f"Player {seat + 1}")
        return f"Player {seat + 1}"

    @property
    def seed(self) -> None:
        """A network seat never knows the seed (it would tell the deck's order)."""
        return None

    @property
    def commands_given(self) -> int:
        return self.share.at if self.share is not None else 0

    @property
    def following(self) -> bool:
        """A spectator follows the table; a seat plays it."""
        return self.seat is None

    def whose(self, seat: int | None = None) -> str:
        """Whose things the table shows at the bottom: "Your" for the seat played here, else the seat's name."""
        return whose_words(self.following, self.seat_name(self.viewer if seat is None else seat))

    def seat_label(self, seat: int) -> str:
        name = self.seat_name(seat)
        if seat == self.seat:
            return f"{name} (you)"
        info = self.share.seats[seat] if self.share is not None and seat < len(self.share.seats) else {}
        player = info.get("player", "")
        if player in KIND_LABELS:
            return f"{name} ({KIND_LABELS[player]})"
        presence = PRESENCE_WORDS.get(info.get("presence", ""), "")
        return f"{name} (friend{', ' + presence if presence else ''})"

    # --- what the table shows ----------------------------------------------------------------------------
    def refresh(self) -> None:
        share = self.share
        if share is not None:
            self.view = self.game.view(share.state, self.seat)
            human = self.human_seat()
            self.decision = share.state.decision(human) if human is not None else None
        self.version += 1

    def log_lines(self) -> list[str]:
        return list(self.lines)

    def outcome(self) -> Outcome:
        assert self.share is not None and self.share.outcome is not None
        return self.share.outcome

    def final_view(self) -> Any:
        assert self.share is not None
        return self.game.view(self.share.state, None)

    def preview(self, gesture: Any) -> Preview:
        seat = self.human_seat()
        if seat is None or self.share is None:
            return Preview(None, self.not_your_turn())
        return self.game.find_move(self.share.state, seat, gesture)

    def not_your_turn(self) -> str:
        if self.share is None:
            return "Waiting for the host…"
        if self.sent_at is not None:
            return "One moment: your move is on its way to the host."
        waiting = self.answering()
        if not waiting:
            return "The game is over." if self.is_over else "It is not your turn."
        if (self.ai_pause > 0 or self._waiting) and self.human_asked() is not None:
            return "One moment: the last move is still being shown."
        return f"It is not your turn: waiting for {', '.join(self.seat_name(s) for s in waiting)}."

    def last_events(self) -> list[Event]:
        return list(self._last_events)

    def take_applied(self) -> list[Applied]:
        applied, self._applied = self._applied, []
        return applied

    # --- commands ----------------------------------------------------------------------------------------
    def submit(self, command: Command) -> str | None:
        """Check the command against the seat's own state (the host's rules), then send it."""
        seat = self.human_seat()
        share = self.share
        reason = self.not_your_turn() if seat is None or share is None else share.state.refusal(seat, command)
        self.last_refusal = reason
        if reason is not None or share is None:
            return reason
        self.connection.send("command", text=command.to_text(), at=share.at)
        self.sent_at = share.at
        self.refresh()
        return None

    def undo_reason(self) -> str | None:
        if self.seat is None:
            return "A spectator has nothing to undo."
        if self.share is None or self.share.at == 0:
            return "There is nothing of yours to undo."
        return None

    def undo(self) -> str | None:
        """Ask the host to take back this seat's last move (the others present are asked to agree)."""
        reason = self.undo_reason()
        if reason is not None:
            return reason
        self.connection.send("undo")
        return None

    def answer_undo(self, agree: bool) -> None:
        """This seat's answer to another player's request to take a move back."""
        if self.undo_asked is not None and not self._undo_answered:
            self._undo_answered = True
            self.connection.send("undo_answer", agree=agree)
            self.undo_asked = None
            self.version += 1

    def autosave(self) -> bool:
        """The host keeps the game: nothing is saved here."""
        return True

    def auto_pass(self) -> Command | None:
        return pass_by_itself(self.decision, self.settings)

    def close(self) -> None:
        self.connection.close()
