"""One match at the table: who sees what, the computer seats, pacing, undo and autosave. It draws nothing.

The table scene draws the session's `view` (a frozen snapshot for the seat shown at the bottom) and offers the
session's `decision` (what that seat must decide now, when it may). Before a drop it asks `preview(gesture)`,
one engine call on the seat's redacted state; a drop becomes `submit(command)`, the one place a player's
command enters the match (a refusal comes back as the sentence to show, and nothing changes).

Computer seats answer from their own redacted state, in a worker thread (or inline for tests and
screenshots), with a pause after each answer so a player can follow. When several seats choose at once and in
secret (`State.is_simultaneous`), the session collects every answer first: each human behind the hand-over
screen, each computer seat from its own knowledge. Only when every answer is in are they applied, in seat
order, so no seat's answer can depend on another's.

Several humans at one computer: before a human's private things are shown, the scene puts up the hand-over
screen (`needs_hand_over`), and `reveal(seat)` is called once that player confirms.

Teaching (`tutor`, a `ninjatable.ui.table.tutor.Tutor`): hints for the seat that may act, asked of the normal
AI from that seat's own knowledge, and what each computer command weighed, for the log.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from ninjatable.ai.bots import Bot
from ninjatable.ai.ismcts import SearchResult
from ninjatable.ai.runner import bots_for, thinking_floor
from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision, Preview
from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.match import Match
from ninjatable.engine.protocol import Event, Outcome, State
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.tutor import Tutor
from ninjatable.ui.table.worker import AIWorker

#: how long a human seat's card window waits before it passes by itself (no playable card, the setting on):
#: the same for everyone, so the wait says nothing of the hand.
AUTO_PASS_SECONDS = 0.7

#: after this long a computer seat's thinking is named on the status line, whatever else is awaited.
THINKING_SHOWN_AFTER = 0.5

KIND_LABELS = {"human": "Human", "random": "Random AI", "easy": "Easy AI", "normal": "Normal AI", "hard": "Hard AI"}


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


def whose_words(following: bool, name: str) -> str:
    """Whose things a table shows at the bottom: "Your" for the player at the table, else the seat's own name
    ("Player 2's") when the table only follows a seat (a replay, a spectator)."""
    return f"{name}'s" if following else "Your"


@dataclasses.dataclass(frozen=True)
class Applied:
    """A command that entered the match: who gave it, what happened, and, for a computer seat, what its
    search saw when it chose."""

    seat: int
    #: None for another seat's command at a network table (only its events are told).
    command: Command | None
    events: tuple[Event, ...]
    thought: SearchResult | None = None


class HandOver:
    """Who sees the table when several humans share the screen: the asked human, once the computer was handed
    to them (`needs_hand_over`, then `reveal`). Needs `humans`, `human_asked()`, `is_over`, `refresh()` and a
    `revealed` attribute."""

    revealed: int | None = None

    @property
    def viewer(self) -> int:
        """The seat the table is seen from: the human, the asked human when several play, seat 0 when only
        computer seats play."""
        humans = self.humans
        if not humans:
            return 0
        if len(humans) == 1:
            return humans[0]
        asked = self.human_asked()
        if asked is not None:
            return asked
        return self.revealed if self.revealed is not None else humans[0]

    @property
    def show_private(self) -> bool:
        """May the viewer's hand and secrets be shown now? With several humans only after the hand-over, and
        only while that human is asked."""
        if len(self.humans) <= 1:
            return True
        return self.revealed == self.viewer and self.human_asked() == self.viewer

    def needs_hand_over(self) -> int | None:
        """The human to hand the computer to before a private hand is shown, if one is due."""
        asked = self.human_asked()
        if len(self.humans) > 1 and asked is not None and self.revealed != asked and not self.is_over:
            return asked
        return None

    def reveal(self, seat: int) -> None:
        """The hand-over was confirmed: show `seat`'s private things."""
        self.revealed = seat
        self.refresh()


class TableSession(HandOver):
    """The match in play at a table, with its seats, pacing, undo and autosave."""

    #: what the table says once Undo took a move back.
    undo_message = "Undone."
    #: another player's request to take a move back, awaiting this table's answer (only at network tables).
    undo_asked: str | None = None
    #: True when the table only follows a seat and nobody plays (a replay): its words name that seat, not "you".
    following = False

    def __init__(self, match: Match, storage: Storage, settings: Settings, save_path: Path | None = None,
                 ai_inline: bool = False, bots: dict[int, Bot] | None = None) -> None:
        self.match = match
        self.game = match.game
        self.storage = storage
        self.settings = settings
        self.save_path = save_path
        #: True: computer seats decide within `update` (tests, screenshots); False: in the worker thread.
        self.ai_inline = ai_inline
        self.bots = bots if bots is not None else bots_for(match, match.seed)
        self.worker = AIWorker()
        #: secret answers given to a simultaneous decision, applied once every acting seat has answered.
        self.collected: dict[int, tuple[Command, SearchResult | None]] = {}
        #: seconds left before the next computer answer (so a player sees the last one).
        self.ai_pause = 0.0
        #: seconds the human seat's pass without a playable card has waited (see `auto_pass`).
        self.pass_clock = 0.0
        #: a computer answer that came before its seat's time was up (`think_floor`, see `thinking_time`), and
        #: the time spent on it so far.
        self.held: tuple[int, SearchResult] | None = None
        self.thought_for = 0.0
        self.think_floor = 0.0
        #: the human whose private things are on screen after a hand-over (several humans only).
        self.revealed: int | None = None
        self.last_refusal: str | None = None
        self.save_problem: str | None = None
        self._applied: list[Applied] = []
        self._redacted: State | None = None
        self.view: Any = None
        self.decision: Decision | None = None
        #: counts the refreshes, so a scene knows when to read the session again.
        self.version = 0
        self._last_events: tuple[int, list[Event]] = (-1, [])
        #: hints and the computers' reasons.
        self.tutor = Tutor(self)
        self.refresh()

    # --- who is asked, who sees --------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return self.match.humans

    @property
    def is_over(self) -> bool:
        return self.match.state.is_over()

    def answering(self) -> tuple[int, ...]:
        """The seats whose answer is awaited now: every acting seat that has not answered a simultaneous
        decision yet, else the first acting seat."""
        state = self.match.state
        acting = state.to_act()
        pool = acting if len(acting) > 1 and state.is_simultaneous() else acting[:1]
        return tuple(seat for seat in pool if seat not in self.collected)

    def human_asked(self) -> int | None:
        """The first human who must answer now, if any."""
        return next((seat for seat in self.answering() if seat in self.humans), None)

    def human_seat(self) -> int | None:
        """The human seat that may give a command now, if any."""
        asked = self.human_asked()
        if asked is None or not self.show_private or self.ai_pause > 0:
            return None
        return asked

    def answered(self, seat: int) -> Command | None:
        """`seat`'s own secret answer, given but not yet applied (only for that seat to see)."""
        found = self.collected.get(seat)
        return found[0] if found is not None else None

    def awaited(self) -> list[str]:
        """The names of the seats awaited now, never the player at the table: their own turn, while its controls
        are not shown yet (a move is still being shown), is nobody's wait."""
        own = self.human_asked() if len(self.humans) == 1 or self.revealed is not None else None
        return [self.seat_name(seat) for seat in self.answering() if seat != own]

    def thinking_seat(self) -> int | None:
        """A computer seat whose answer is awaited."""
        return next((seat for seat in self.answering() if seat not in self.humans), None)

    def thinking_long(self) -> int | None:
        """The computer seat that has been thinking for longer than `THINKING_SHOWN_AFTER`, if any."""
        busy = not self.worker.idle or self.held is not None
        return self.thinking_seat() if busy and self.thought_for > THINKING_SHOWN_AFTER else None

    def seat_name(self, seat: int) -> str:
        return self.match.state.seat_name(seat)

    @property
    def seed(self) -> int:
        """The match's seed: with the commands given, it is the whole game (a record of a finished game names
        it)."""
        return self.match.seed

    @property
    def commands_given(self) -> int:
        """How many commands the match has taken so far."""
        return len(self.match.history)

    def whose(self, seat: int | None = None) -> str:
        """Whose things the table shows at the bottom: "Your" for the player at the table; the seat's own name
        ("Player 2's") when the table only follows a seat (`following`, a replay)."""
        return whose_words(self.following, self.seat_name(self.viewer if seat is None else seat))

    def seat_label(self, seat: int) -> str:
        name = self.seat_name(seat)
        kind = self.match.seats[seat]
        if kind == "human":
            return f"{name} (you)" if len(self.humans) == 1 else f"{name} (human)"
        return f"{name} ({KIND_LABELS[kind]})"

    # --- what the table shows ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the view and the decision after any change."""
        seat = self.viewer if self.show_private else None
        self.view = self.match.view(seat)
        human = self.human_seat()
        self.decision = self.match.state.decision(human) if human is not None else None
        self._redacted = None
        self.tutor.refreshed()
        self.version += 1

    def log_lines(self) -> list[str]:
        return self.match.log_for(self.viewer if self.show_private else None)

    def outcome(self) -> Outcome:
        return self.match.state.outcome()

    def final_view(self) -> Any:
        """The table as everyone sees it (at the end of a game: with what the game reveals then)."""
        return self.match.view(None)

    def preview(self, gesture: Any) -> Preview:
        """What a gesture would mean for the seat that may act now: the command and whether the rules accept
        it, asked of the seat's redacted state."""
        seat = self.human_seat()
        if seat is None:
            return Preview(None, self.not_your_turn())
        if self._redacted is None:
            self._redacted = self.match.redacted(seat)
        return self.game.find_move(self._redacted, seat, gesture)

    def not_your_turn(self) -> str:
        waiting = self.answering()
        if not waiting:
            return "The game is over." if self.is_over else "It is not your turn."
        if self.ai_pause > 0 and self.human_asked() is not None:
            return "One moment: the last move is still being shown."
        return f"It is not your turn: waiting for {', '.join(self.seat_name(s) for s in waiting)}."

    def last_events(self) -> list[Event]:
        """What the last command in the match did (its log entries), so a table can mark the last move."""
        if self._last_events[0] != self.version:
            log = self.match.log
            index = log[-1].command_index if log else -1
            found = []
            for entry in reversed(log):
                if entry.command_index != index:
                    break
                found.append(entry.event)
            self._last_events = (self.version, found[::-1])
        return self._last_events[1]

    def take_notices(self) -> list[str]:
        """Sentences to show once; a local table has none (its refusals come back from `submit` and `undo`)."""
        return []

    def answer_undo(self, agree: bool) -> None:
        """Only a network table asks its players to agree to an undo."""

    def take_applied(self) -> list[Applied]:
        """The commands applied since the last call (for the scene's animations)."""
        applied, self._applied = self._applied, []
        return applied

    # --- commands ----------------------------------------------------------------------------------------
    def submit(self, command: Command) -> str | None:
        """The asked human's command. Returns None when it was taken, else the reason it was refused (the
        match is unchanged)."""
        seat = self.human_seat()
        reason = self.not_your_turn() if seat is None else self.match.state.refusal(seat, command)
        self.last_refusal = reason
        if seat is None or reason is not None:
            return reason
        self._answer(seat, command, None)
        return None

    def _answer(self, seat: int, command: Command, thought: SearchResult | None) -> None:
        self.collected[seat] = (command, thought)
        if self.answering():
            self.refresh()
            return
        state = self.match.state
        order = [s for s in state.to_act() if s in self.collected] or [seat]
        answers, self.collected = self.collected, {}
        for answering_seat in order:
            given, seen = answers[answering_seat]
            reasons = self.tutor.weigh(answering_seat, seen)
            try:
                events = self.match.submit(answering_seat, given)
            except IllegalCommand as exc:  # a computer answer the rules refuse: a bug worth a clear message
                raise RuntimeError(f"{self.seat_name(answering_seat)}'s answer {given} was refused: "
                                   f"{exc.reason}") from exc
            self._applied.append(Applied(answering_seat, given, tuple(events), seen))
            self.tutor.remember(len(self.match.history) - 1, reasons)
        if any(s not in self.humans for s in order):
            self.ai_pause = self.settings.ai_pause_seconds
        self.autosave()
        self.refresh()

    def undo(self) -> str | None:
        """Take back the humans' last command (and the computer commands after it). None when done, else why
        not."""
        humans = self.humans
        reason = self.match.undo_reason(humans)
        if reason is not None or not self.match.undo(humans):
            self.last_refusal = reason or "Nothing to undo."
            return self.last_refusal
        self.worker.cancel()
        self.held = None
        self.tutor.undone()
        self.collected = {}
        self.ai_pause = 0.0
        self.last_refusal = None
        self.autosave()
        self.refresh()
        return None

    def undo_reason(self) -> str | None:
        return self.match.undo_reason(self.humans) if self.humans else "There is nothing of yours to undo."

    def autosave(self) -> bool:
        """Write the match to its save file (chosen on the first save; see `Storage.write_save`). False, with
        `save_problem` set, when it could not be written."""
        self.save_path, self.save_problem = self.storage.write_save(self.match, self.save_path)
        return self.save_problem is None

    def auto_pass(self) -> Command | None:
        return pass_by_itself(self.decision, self.settings)

    # --- time --------------------------------------------------------------------------------------------
    def update(self, dt: float, animating: bool = False) -> None:
        """Let time pass: the pause after a computer answer runs down, then the next computer seat answers
        (not while the scene is still animating the last move)."""
        if self.ai_pause > 0:
            self.ai_pause = max(0.0, self.ai_pause - dt)
            if self.ai_pause == 0:
                self.refresh()
            return
        if animating or self.is_over:
            return
        self.pass_clock, passing = pass_after(self.pass_clock, self.auto_pass(), dt)
        if passing is not None:
            self.submit(passing)
            return
        seat = self.thinking_seat()
        if seat is None:
            return
        bot = self.bots[seat]
        if self.ai_inline:
            thought = bot.think(self.match.redacted(seat), seat, len(self.match.history))
            self._answer(seat, thought.command, thought)
            return
        if self.held is None and self.worker.idle:
            self.think_floor, self.thought_for = self.thinking_time(seat), 0.0
            self.worker.start(bot, self.match.redacted(seat), seat, len(self.match.history))
            return
        self.thought_for += dt
        if self.thought_for - dt <= THINKING_SHOWN_AFTER < self.thought_for:
            self.refresh()  # a long think: the status line names who is thinking
        if self.held is None:
            self.held = self.worker.poll()
        if self.held is not None and self.thought_for >= self.think_floor:
            (answered_seat, thought), self.held = self.held, None
            if answered_seat == self.thinking_seat():
                self._answer(answered_seat, thought.command, thought)

    def thinking_time(self, seat: int) -> float:
        """How long a computer seat takes at least to answer (`ninjatable.ai.runner.thinking_floor`)."""
        return thinking_floor(self.game, self.match.state, seat, self.bots[seat], len(self.match.history))

    def close(self) -> None:
        """The table is left: any decision in progress is forgotten."""
        self.worker.cancel()
        self.held = None
        self.tutor.close()
