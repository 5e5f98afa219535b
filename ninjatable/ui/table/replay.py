"""Replays: a saved or finished match stepped through on the game's own table, read-only.

`ReplaySession` is a `Session` (`ninjatable.ui.table.session`) that is fed a match and never plays: it holds the
match as it stood after `step` commands (rebuilt from the seed, with a copy of the state kept every few commands
so that stepping back is quick) and shows it from one viewpoint. It has no judge: it offers no decision, no
gesture, no computer seat, no undo and no autosave, so the game's own `TABLE_SCENE` draws it unchanged and nothing
can reach the save.

Viewpoints: a seat (only what that seat knew at that moment: its view, its log), everyone (the public table,
what a spectator sees), or, for a finished game only, every seat (over the shoulder of the seat to act at each
step, with every private line of the log). While a game is unfinished, a replay may be seen only from a human
seat of that game or by everyone: a computer seat's hand stays hidden from the player who will resume it.

`ReplayScene` wraps the game's table with the controls: first, back, forward, last, a slider, the viewpoint,
the arrow keys, Home and End.
"""

from __future__ import annotations

from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.engine.match import Match
from ninjatable.engine.protocol import Event, Game, Outcome, State
from ninjatable.engine.seats import acting_now
from ninjatable.i18n import N_, Text, _, number, pgettext, render
from ninjatable.ui import text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.scene import Scene
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.scene import BUTTONS_RECT, LOG_RECT, TABLE_AREA, TableScene
from ninjatable.ui.table.session import Applied
from ninjatable.ui.table.shown import whose_words
from ninjatable.ui.table.slider import Slider
from ninjatable.ui.table.tutor import Tutor
from ninjatable.ui.widgets import Button, ButtonRow, draw_panel

#: the viewpoint of the public table (what everyone saw).
EVERYONE = "everyone"
#: the viewpoint over the shoulder of whichever seat acts, every secret shown (finished games only).
EVERY_SEAT = "every seat"
Viewpoint = int | str

#: what a replay answers to anything that would change the game.
READ_ONLY = N_("This is a replay: nothing can be changed.")


def viewpoints(match: Match) -> list[Viewpoint]:
    """The viewpoints a replay of `match` may take: for a finished game every seat, everyone and every seat at
    once; for an unfinished one its human seats and everyone."""
    if match.state.is_over():
        return [EVERY_SEAT, *range(len(match.seats)), EVERYONE]
    return [*match.humans, EVERYONE]


def default_viewpoint(match: Match) -> Viewpoint:
    """Every seat for a finished game; else the one human's seat, or everyone when several humans play."""
    if match.state.is_over():
        return EVERY_SEAT
    return match.humans[0] if len(match.humans) == 1 else EVERYONE


def viewpoint_refusal(match: Match, viewpoint: Viewpoint) -> str | None:
    """Why `match` may not be replayed from `viewpoint`, or None when it may."""
    if viewpoint in viewpoints(match):
        return None
    if viewpoint == EVERY_SEAT:
        return _("Every seat's secrets are shown only once the game is over.")
    if isinstance(viewpoint, int) and 0 <= viewpoint < len(match.seats):
        return _("{player} is played by the computer and the game is not over: its hand is shown once the game is "
                 "finished.").format(player=match.state.seat_name(viewpoint))
    return _("There is no seat {seat}: the seats are 0 to {last}.").format(seat=viewpoint, last=len(match.seats) - 1)


def shown_words(session: ReplaySession) -> str:
    """Whose hand and knowledge the replay shows at this step, in a line: with every seat's viewpoint, the seat
    followed (the one to act), or that nobody acts."""
    seat = session.shown_seat()
    if session.viewpoint == EVERY_SEAT:
        if seat is None:
            return _("No one acts now: the public table.")
        return _("Following {player}, who acts now.").format(player=session.seat_name(seat))
    if seat is None:
        return _("The public table: no hand is shown.")
    return _("Only what {player} knew then.").format(player=session.seat_name(seat))


def viewpoint_name(match: Match, viewpoint: Viewpoint) -> str:
    if viewpoint == EVERY_SEAT:
        return _("every seat")
    if viewpoint == EVERYONE:
        return _("everyone (the public table)")
    return match.state.seat_name(int(viewpoint))


class ReplaySession:
    """A match shown after `step` of its commands, from one viewpoint; it never plays and never saves."""

    #: a copy of the state is kept every this many commands.
    CHECKPOINT = 16
    following = True
    inline = True
    ai_pause = 0.0
    pass_clock = 0.0
    undo_asked: str | None = None
    #: what a replay says to an undo (English words, read through the catalogs where shown).
    undo_message = READ_ONLY
    save_problem: str | None = None
    last_refusal: str | None = None
    ready = True
    in_flight = False
    hints_allowed = True
    decision = None
    brisk = False
    hurried = False

    def __init__(self, source: Match, storage: Storage, settings: Settings, viewpoint: Viewpoint,
                 step: int | None = None) -> None:
        self.source = source
        self.storage = storage
        self.settings = settings
        self.viewpoint = viewpoint
        self.length = len(source.history)
        working = Match(source.game, list(source.seats), source.seed, dict(source.parameters),
                        casual_undo=source.casual_undo)
        self._checkpoints: dict[int, State] = {0: working.state.clone()}
        for count, (seat, command) in enumerate(source.history, start=1):
            working.submit(seat, command)
            if count % self.CHECKPOINT == 0:
                self._checkpoints[count] = working.state.clone()
        self._log = list(working.log)
        working.hints = list(source.hints)
        self.match = working
        self.game: Game = working.game
        #: True when the whole match has ended (its last step is the end of the game).
        self.finished = working.state.is_over()
        self.view: Any = None
        self.version = 0
        self.tutor = Tutor(self)
        self.go_to(self.length if step is None else step)

    # --- stepping ----------------------------------------------------------------------------------------
    @property
    def step(self) -> int:
        """How many commands have been played at the moment shown."""
        return len(self.match.history)

    def go_to(self, step: int) -> None:
        """Show the moment after `step` commands (kept within 0 and the last)."""
        step = max(0, min(self.length, step))
        match = self.match
        if step < self.step or step - self.step > self.CHECKPOINT:
            base = max(at for at in self._checkpoints if at <= step)
            if base > self.step or step < self.step:
                match.state = self._checkpoints[base].clone()
                match.history = list(self.source.history[:base])
                match.log = [entry for entry in self._log if entry.command_index < base]
        for seat, command in self.source.history[self.step:step]:
            match.submit(seat, command)
        self.refresh()

    def set_viewpoint(self, viewpoint: Viewpoint) -> None:
        self.viewpoint = viewpoint
        self.refresh()

    def current_lines(self) -> set[int]:
        """The log lines of the last command played (the current line of the replay)."""
        last = self.step - 1
        return {index for index, entry in enumerate(self.match.log) if entry.command_index == last}

    # --- who is shown ------------------------------------------------------------------------------------
    def shown_seat(self) -> int | None:
        """The seat whose knowledge is shown now (None: the public table)."""
        if self.viewpoint == EVERY_SEAT:
            acting = self.match.state.to_act()
            return acting[0] if acting else None
        if self.viewpoint == EVERYONE:
            return None
        return int(self.viewpoint)

    @property
    def humans(self) -> list[int]:
        seat = self.shown_seat()
        return [] if seat is None else [seat]

    @property
    def viewer(self) -> int:
        seat = self.shown_seat()
        return 0 if seat is None else seat

    @property
    def show_private(self) -> bool:
        return self.shown_seat() is not None

    @property
    def is_over(self) -> bool:
        return self.match.state.is_over()

    @property
    def seed(self) -> int:
        return self.match.seed

    @property
    def commands_given(self) -> int:
        return self.step

    @property
    def hint_counts(self) -> tuple[int, ...]:
        return tuple(self.match.hints)

    @property
    def reasons(self) -> dict[int, tuple[str, ...]]:
        """A replay has no computer reasons: they were weighed when the game was played."""
        return {}

    def share_state(self) -> State | None:
        return None

    def log_commands(self) -> list[int | None]:
        return [entry.command_index for entry in self.match.log]

    def answering(self) -> tuple[int, ...]:
        """The seats acting at the moment shown."""
        return acting_now(self.match.state)

    def awaited(self) -> list[str]:
        return [self.seat_name(seat) for seat in self.answering()]

    def seat_name(self, seat: int) -> str:
        return self.match.state.seat_name(seat)

    def seat_label(self, seat: int) -> str:
        return _("{name} ({kind})").format(name=self.seat_name(seat), kind=self.match.seats[seat].label)

    def whose(self, seat: int | None = None) -> str:
        return whose_words(True, self.seat_name(self.viewer if seat is None else seat))

    # --- what the table shows ----------------------------------------------------------------------------
    def refresh(self) -> None:
        self.view = self.match.view(self.shown_seat())
        self.version += 1

    def log_lines(self) -> list[str]:
        if self.viewpoint != EVERY_SEAT:
            return self.match.log_for(self.shown_seat())
        return [self._every_line(entry.event) for entry in self.match.log]

    def _every_line(self, event: Event) -> str:
        """A log line with what each seat was told privately."""
        told = " ".join(_("[{player}: {words}]").format(player=self.seat_name(seat), words=event.text_for(seat))
                        for seat in sorted(event.private))
        said = event.text_for(None)
        return _("{said} {told}").format(said=said, told=told) if told else said

    def outcome(self) -> Outcome:
        return self.match.state.outcome()

    def final_view(self) -> Any:
        return self.match.view(None)

    def last_events(self) -> list[Event]:
        """What the last command shown did (its log entries)."""
        last = self.step - 1
        return [entry.event for entry in self.match.log if entry.command_index == last]

    # --- nothing plays, nothing changes --------------------------------------------------------------------
    def human_asked(self) -> int | None:
        return None

    def human_seat(self) -> int | None:
        return None

    def answered(self, seat: int) -> Command | None:
        return None

    def thinking_seat(self) -> int | None:
        return None

    def thinking_long(self) -> int | None:
        return None

    def needs_hand_over(self) -> int | None:
        return None

    def reveal(self, seat: int) -> None:
        self.refresh()

    def not_your_turn(self) -> str:
        return _(READ_ONLY)

    def preview(self, gesture: Any) -> Preview:
        return Preview(None, _(READ_ONLY))

    def take_applied(self) -> list[Applied]:
        return []

    def since_last_move(self) -> list[str]:
        return []  # a replay has no player of its own: its log marks the order shown

    def can_hurry(self) -> bool:
        return False

    def hurry(self) -> None:
        return None

    def take_notices(self) -> list[str]:
        return []

    def submit(self, command: Command) -> str | None:
        self.last_refusal = _(READ_ONLY)
        return _(READ_ONLY)

    def undo(self) -> str | None:
        return _(READ_ONLY)

    def undo_reason(self) -> str | None:
        return _(READ_ONLY)

    def answer_undo(self, agree: bool) -> None:
        """Nobody asks a replay anything."""

    def hint_used(self, seat: int) -> None:
        """A replay gives no hints."""

    def autosave(self) -> bool:
        """A replay never writes: the save it was opened from stays as it is."""
        return True

    def auto_pass(self) -> Command | None:
        return None

    def update(self, dt: float, animating: bool = False) -> None:
        """Time passes; a replay has no computer seat to answer."""

    def needs_time(self) -> bool:
        return False

    def wait(self, timeout: float) -> bool:
        return True

    def close(self) -> None:
        """Nothing runs behind a replay."""


#: the panel of the replay's step, slider and viewpoint, at the top of the log column.
PANEL_RECT = pygame.Rect(LOG_RECT.x, 52, LOG_RECT.width, 132)
#: the log of a replay, below that panel.
REPLAY_LOG_RECT = pygame.Rect(LOG_RECT.x, PANEL_RECT.bottom + 6, LOG_RECT.width, LOG_RECT.bottom - PANEL_RECT.bottom - 6)
#: steps taken by Page Up and Page Down.
PAGE = 10


class ReplayScene(Scene):
    """A match replayed on its game's own table, read-only, with the controls to step through it."""

    def __init__(self, app: AppContext, table_class: type[TableScene], session: ReplaySession,
                 title: Text) -> None:
        super().__init__(app)
        self.session = session
        self.title = title
        self.buttons = ButtonRow()
        self.choices = viewpoints(session.source)
        self.table = table_class(app, session)
        self.table.log_panel.rect = pygame.Rect(REPLAY_LOG_RECT)
        self.slider = Slider(pygame.Rect(PANEL_RECT.x + 18, PANEL_RECT.y + 70, PANEL_RECT.width - 36, 16),
                             session.length)
        self._build()
        self.sync()

    def _build(self) -> None:
        x, y = BUTTONS_RECT.x + 8, 8
        self.buttons = ButtonRow([
            Button((x, y, 50, 36), "|<", lambda: self.go_to(0), size=22, key="first", tooltip=_("The start (Home)")),
            Button((x + 54, y, 50, 36), "<", lambda: self.go_to(self.session.step - 1), size=22, key="back",
                   tooltip=_("One step back (Left)")),
            Button((x + 108, y, 50, 36), ">", lambda: self.go_to(self.session.step + 1), size=22, key="forward",
                   tooltip=_("One step forward (Right)")),
            Button((x + 162, y, 50, 36), ">|", lambda: self.go_to(self.session.length), size=22, key="last",
                   tooltip=_("The end (End)")),
            Button((x + 216, y, 68, 36), pgettext("button", "Close"), self.close, size=22, key="close",
                   tooltip=_("Back to the list (Esc)")),
            Button((PANEL_RECT.x + 10, PANEL_RECT.y + 90, PANEL_RECT.width - 20, 36), "", self.next_viewpoint,
                   size=20, key="viewpoint", tooltip=_("Click to see the game with another player's knowledge")),
        ])

    def language_changed(self) -> None:
        """The replay's words again in the new language (the table under it too)."""
        self._build()
        self.table.language_changed()
        self.table.log_panel.rect = pygame.Rect(REPLAY_LOG_RECT)
        self.sync()

    # --- stepping ----------------------------------------------------------------------------------------
    def go_to(self, step: int) -> None:
        self.session.go_to(step)
        self.sync()

    def next_viewpoint(self) -> None:
        """Show the game from the next viewpoint; a human's hand in an unfinished game of several humans is
        shown only after the hand-over screen."""
        current = self.choices.index(self.session.viewpoint) if self.session.viewpoint in self.choices else -1
        chosen = self.choices[(current + 1) % len(self.choices)]
        source = self.session.source
        if isinstance(chosen, int) and not self.session.finished and len(source.humans) > 1:
            self.app.hand_over(self, chosen)
            return
        self.session.set_viewpoint(chosen)
        self.sync()

    def reveal(self, seat: int) -> None:
        """The hand-over was confirmed: show the game from `seat`."""
        self.session.set_viewpoint(seat)
        self.sync()

    def open_menu(self) -> None:
        """Esc on the hand-over screen: back to the replay as it was."""
        while self.app.scenes.top is not None and self.app.scenes.top is not self:
            self.app.scenes.pop()

    def sync(self) -> None:
        session = self.session
        self.table.sync()
        self.table.log_panel.mark(session.current_lines())
        self.slider.value = session.step
        self.buttons.get("viewpoint").label = _("Seen by {viewpoint}").format(
            viewpoint=viewpoint_name(session.source, session.viewpoint))
        for key, enabled in (("first", session.step > 0), ("back", session.step > 0),
                             ("forward", session.step < session.length), ("last", session.step < session.length)):
            self.buttons.get(key).enabled = enabled
        self.buttons.get("viewpoint").enabled = len(self.choices) > 1

    def close(self) -> None:
        self.app.scenes.pop(self)

    # --- input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        chosen = self.slider.handle_event(event)
        if chosen is not None:
            if chosen != self.session.step:
                self.go_to(chosen)
            return True
        if self.buttons.handle_event(event):
            return True
        pos = getattr(event, "pos", None)
        if pos is None:
            return True
        if event.type == pygame.MOUSEMOTION:
            self.table.tooltip.clear()
            hovered = self.buttons.hovered()
            if hovered is not None:  # kept off the buttons and the panel with the replay's title
                self.table.tooltip.set(hovered.tooltip, pos, clear_of=BUTTONS_RECT.union(PANEL_RECT))
            elif not (BUTTONS_RECT.collidepoint(pos) or PANEL_RECT.collidepoint(pos)):
                self.table.handle_event(event)  # the table's hover sentences; no gesture reaches it
        elif event.type == pygame.MOUSEWHEEL:
            self.table.log_panel.handle_event(event)
        elif TABLE_AREA.collidepoint(pos):
            self.table.handle_board_event(event)  # looking only (a peek at a hidden card); no command passes
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        steps = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_PAGEUP: -PAGE, pygame.K_PAGEDOWN: PAGE}
        if event.key in steps:
            self.go_to(self.session.step + steps[event.key])
        elif event.key == pygame.K_HOME:
            self.go_to(0)
        elif event.key == pygame.K_END:
            self.go_to(self.session.length)
        elif event.key == pygame.K_ESCAPE:
            self.close()
        elif event.key == pygame.K_F1:
            self.app.open_rules(self.session.game.name)
        return True

    def update(self, dt: float) -> None:
        self.table.toast.update(dt)

    def needs_frame(self) -> bool:
        """A replay changes on input only (its steps, its viewpoint); a toast fades by itself."""
        return self.table.toast.wants_frame

    # --- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        pygame.draw.rect(surface, theme.WOOD, BUTTONS_RECT)
        draw_panel(surface, PANEL_RECT)
        session = self.session
        inside = PANEL_RECT.inflate(-12, 0)
        text.blit_text(surface, _("Replay: {title}").format(title=render(self.title)), (PANEL_RECT.x + 12, PANEL_RECT.y + 8), 20, theme.INK,
                       bold=True, box=inside, how="shrink", min_size=16)
        text.blit_text(surface, _("step {step} of {steps}").format(step=number(session.step), steps=number(session.length)),
                       (PANEL_RECT.x + 12, PANEL_RECT.y + 27),
                       19, theme.MUTED, box=inside)
        text.blit_text(surface, shown_words(session), (PANEL_RECT.x + 12, PANEL_RECT.y + 46), 19, theme.ACCENT,
                       box=inside, how="shrink", min_size=15)
        self.slider.draw(surface)
        self.buttons.draw(surface)
        self.table.tooltip.draw(surface)
