"""What a screen shows of its table: the judge's last update it has shown, read. No commands, no time.

`ShownTable` is the reading half of a table's session (`ninjatable.ui.table.session.TableSession`): who plays
here, who is asked and who thinks, each seat's name and who plays it, the log and the computers' reasons as this
screen's reader may know them, the outcome. Everything comes from the last `Update` shown (`share`); nothing is
worked out that the judge did not send.
"""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision
from ninjatable.engine.protocol import Event, Game, Outcome, State
from ninjatable.i18n import Text, _, render
from ninjatable.net.protocol import Applied, LogLine, Update

#: after this long a computer seat's thinking is named on the status line, whatever else is awaited.
THINKING_SHOWN_AFTER = 0.5


def whose_words(following: bool, name: str) -> str:
    """Whose things a table shows at the bottom: "Your" for the player at the table, else the seat's own name
    ("Player 2's") when the table only follows a seat (a replay, a spectator)."""
    return _("{name}'s").format(name=name) if following else _("Your")


class ShownTable:
    """The judge's last update shown at a screen playing `seats`, read."""

    def __init__(self, game: Game, seats: list[int], hints: bool, seed: int | None) -> None:
        self.game = game
        self._seats = list(seats)
        self._hints = hints
        self._seed = seed
        self.share: Update | None = None
        self.lines: list[LogLine] = []
        self._reasons: dict[int, tuple[Text, ...]] = {}
        self.view: Any = None
        self.decision: Decision | None = None
        #: counts the changes: a scene reads the session again when it moved.
        self.version = 0
        #: the screen's own time (the sum of the frames), and when the computer seat now thinking began.
        self.clock = 0.0
        self.thinking_since = 0.0
        #: the player of this screen who had it last (a screen of several players).
        self._holder: int | None = self._seats[0] if len(self._seats) == 1 else None
        self._notices: list[str] = []
        self._applied: list[Applied] = []
        self._last_events: list[Event] = []
        #: who gave each command shown so far, by its number (who gives a command is public).
        self._given_by: dict[int, int] = {}

    def take(self, update: Update) -> None:
        """Show `update`: its log lines, its computers' reasons, what its commands did."""
        previous, self.share = self.share, update
        self.lines = self.lines[:update.log_from] + list(update.log)
        self._reasons = dict(update.reasons) if update.reasons_reset else {**self._reasons, **update.reasons}
        if previous is not None and update.at < previous.at:
            self._last_events = []
        first = update.at - len(update.applied)  # the update's commands are the last of the history
        self._given_by = {at: seat for at, seat in self._given_by.items() if at < first}
        self._given_by.update((first + index, applied.seat) for index, applied in enumerate(update.applied))
        for applied in update.applied:
            self._applied.append(applied)
            self._last_events = list(applied.events)
        if update.thinking is None or previous is None or (previous.thinking, previous.at) != (update.thinking,
                                                                                               update.at):
            self.thinking_since = self.clock  # a new think (the same seat's next command is one too)

    def notice(self, text: str) -> None:
        self._notices.append(text)
        self.version += 1

    def take_notices(self) -> list[str]:
        found, self._notices = self._notices, []
        return found

    def take_applied(self) -> list[Applied]:
        applied, self._applied = self._applied, []
        return applied

    def last_events(self) -> list[Event]:
        return list(self._last_events)

    @property
    def humans(self) -> list[int]:
        return list(self._seats)

    @property
    def viewer(self) -> int:
        if self.share is not None:
            return self.share.viewer
        return self._seats[0] if self._seats else 0

    @property
    def show_private(self) -> bool:
        return self.share is not None and self.share.seat is not None

    @property
    def following(self) -> bool:
        return not self._seats

    @property
    def is_over(self) -> bool:
        return self.share is not None and self.share.outcome is not None

    @property
    def ready(self) -> bool:
        return self.share is not None

    @property
    def seed(self) -> int | None:
        return self._seed

    @property
    def commands_given(self) -> int:
        return self.share.at if self.share is not None else 0

    @property
    def hints_allowed(self) -> bool:
        return self._hints

    @property
    def hint_counts(self) -> tuple[int, ...]:
        return self.share.hints if self.share is not None else ()

    @property
    def reasons(self) -> dict[int, tuple[str, ...]]:
        """What the computers weighed, by command number, in the reader's language now."""
        return {at: tuple(render(line) for line in lines) for at, lines in self._reasons.items()}

    def share_state(self) -> State | None:
        return self.share.state if self.share is not None else None

    def log_commands(self) -> list[int | None]:
        return [line.at for line in self.lines]

    def answering(self) -> tuple[int, ...]:
        return self.share.waiting if self.share is not None else ()

    def human_asked(self) -> int | None:
        return next((seat for seat in self.answering() if seat in self._seats), None)

    def answered(self, seat: int) -> Command | None:
        """`seat`'s own secret answer, while its player has the screen (until the next hand-over)."""
        share = self.share
        return share.answered if share is not None and seat == self._holder else None

    def awaited(self) -> list[str]:
        share = self.share
        mine = len(self._seats) == 1 or (share is not None and (share.seat is not None or share.hand_over is not None))
        own = self.human_asked() if mine else None
        return [self.seat_name(seat) for seat in self.answering() if seat != own]

    def thinking_seat(self) -> int | None:
        return self.share.thinking if self.share is not None else None

    def thinking_long(self) -> int | None:
        seat = self.thinking_seat()
        if seat is None or self.clock - self.thinking_since <= THINKING_SHOWN_AFTER:
            return None
        return seat

    def seat_name(self, seat: int) -> str:
        share = self.share
        if share is not None and 0 <= seat < len(share.seats):
            return render(share.seats[seat].name)
        return _("Player {n}").format(n=seat + 1)

    def whose(self, seat: int | None = None) -> str:
        return whose_words(self.following, self.seat_name(self.viewer if seat is None else seat))

    def seat_label(self, seat: int) -> str:
        name = self.seat_name(seat)
        if seat in self._seats:
            return _("{name} (you)").format(name=name) if len(self._seats) == 1 else \
                _("{name} (human)").format(name=name)
        share = self.share
        if share is None or not 0 <= seat < len(share.seats):
            return name
        info = share.seats[seat]
        if info.kind.is_computer:
            return _("{name} ({kind})").format(name=name, kind=info.kind.label)
        words = info.presence.words
        if words:
            return _("{name} (friend, {presence})").format(name=name, presence=words)
        return _("{name} (friend)").format(name=name)

    def log_lines(self) -> list[str]:
        return [render(line.text) for line in self.lines]

    def since_last_move(self) -> list[str]:
        """The log lines after the last line of the shown player's own commands (all of them when it gave none
        yet), but for its own: the other seats' commands and the judge's lines, as this screen reads the log. A
        line whose command's giver is not known here (before a reset) counts as another seat's."""
        own = self.viewer
        mine = [index for index, line in enumerate(self.lines)
                if line.at is not None and self._given_by.get(line.at) == own]
        start = mine[-1] + 1 if mine else 0
        return [render(line.text) for line in self.lines[start:]
                if line.at is None or self._given_by.get(line.at) != own]

    def outcome(self) -> Outcome:
        assert self.share is not None and self.share.outcome is not None
        return self.share.outcome

    def final_view(self) -> Any:
        assert self.share is not None
        return self.game.view(self.share.state, None)

