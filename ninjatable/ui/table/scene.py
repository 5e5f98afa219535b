"""The table scene every game's table builds on: it routes input by screen region and draws.

The scene talks to a `Session` (`ninjatable.ui.table.session`): a table's screen whose judge decides who acts,
or a replay. It reads the session's view and decision and hands gestures back to it. Regions, as arcade's sections:

- the status line at the top (`StatusBar`): the game's words for what to do, or who is thinking;
- the Undo / Rules / Menu buttons and the log column on the right;
- the choice bar (`DecisionBar`, its place set by the game's layout): the decision's groups of options;
- the board: everything else, the game's own drawing and gestures.

A game's table (`ninjatable/games/<package>/table/scene.py`, exported as `TABLE_SCENE`) subclasses
`TableScene` and provides (the defaults are in `ninjatable.ui.table.hooks.TableHooks`), reading `self.view` and
`self.decision` (never a State):

- `drag_sources()` / `drop_targets(payload)` / `on_drop(source, target, pos)`: the board's gestures (a drop
  target's command comes from `self.session.preview(gesture)`; `self.give(command, pos)` submits it);
- `locate(command)`: where on the board a command points, so the choice bar can light its options there;
- `draw_board(surface)`; optionally `on_refresh()`, `status_text()`, `hover_text(pos)`,
  `handle_board_event(event)`, `animations_for(applied, previous_view)`, `result_lines(outcome)` and
  `result_title(outcome)`;
- optionally `show_hint(command)` and `draw_hint(surface, command)`: where a hinted command is made and how it
  is shown (by default the piece to pick up and the place it goes, found among the table's own drag sources and
  drop targets, else where `locate` points, framed in gold with the path between them);
- optionally `clicks_for(command)` (the board clicks that give a command, by default where `locate` points),
  `implied_by(command)` (the other options that also make one the table never offers alone) and
  `bar_is_stale()` (a table whose choice bar follows a picked piece between changes): what the playtest robot
  and the choice bar rely on.

Pacing, the same at every table: a computer's turn that goes on is shown briskly (`Session.brisk`, its
animations as short as its step); only pieces flying block the next move or the player's turn, a glow fades on
its own. Space (or Skip over the log) hurries the others' moves to the player's turn; L (or "Since my move")
opens what the others did since the player's last move (`ninjatable.ui.table.recap`).

Sounds, the same at every table: each change plays the cues of its events (`cues.py`), a refused order, the
player's turn after another seat played and the end of the game have their own.

Teaching, the same at every table: the Hint button (and H) asks the normal AI for a move from the player's own
knowledge and shows it with the sentence saying why and "Play it"; with the AI reasons setting on, a click on a
computer's line in the log unfolds what it weighed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision
from ninjatable.i18n import N_, _, render
from ninjatable.ui import theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.scene import Scene
from ninjatable.ui.table.animation import Animation
from ninjatable.ui.table.cues import cues_for
from ninjatable.ui.table.drag import DragController, DragSource, DropTarget
from ninjatable.ui.table.hooks import TableHooks
from ninjatable.ui.table.recap import RecapPanel
from ninjatable.ui.table.sections import DecisionBar, HintPanel, StatusBar
from ninjatable.ui.table.session import LOST_NOTICE, Applied, Session
from ninjatable.ui.table.tutor import STILL_SHOWING
from ninjatable.ui.widgets import Button, ButtonRow, LogPanel, Toast, Tooltip

#: the area of the logical surface left to the game's own drawing (the log column is on the right).
TABLE_AREA = pygame.Rect(0, 48, 980, 752)
STATUS_RECT = pygame.Rect(0, 0, 980, 44)
LOG_RECT = pygame.Rect(988, 52, 284, 740)
BUTTONS_RECT = pygame.Rect(980, 0, 300, 48)
#: the hinted move's piece and place are looked for among at most this many drop targets.
HINT_TARGETS_LIMIT = 1500


class TableScene(TableHooks, Scene):
    """The table of one match. Subclass per game; see the module docstring and `TableHooks` for the hooks."""

    #: where the choice bar sits (a game's layout may put it elsewhere).
    BAR_RECT = pygame.Rect(8, 706, 964, 88)
    #: where the hint panel opens (its top, width and side; it grows down to fit): over the top of the log.
    HINT_RECT = pygame.Rect(988, 52, 284, 0)

    def __init__(self, app: AppContext, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.status = StatusBar(STATUS_RECT)
        self.toast = Toast()
        self.tooltip = Tooltip()
        self.log_panel = LogPanel(LOG_RECT, N_("Orders"))
        self.buttons = self.table_buttons()
        self.recap = RecapPanel(session.since_last_move)
        #: over the log: hurry the others' moves to the player's turn, and what they did since the last move.
        self.log_buttons = self.over_log_buttons()
        self.bar = DecisionBar(self.BAR_RECT, self.give, self.locate)
        self.hint_panel = HintPanel(self.HINT_RECT, self.play_hint, self.close_hint)
        #: where the shown hint is made (framed in gold) and the path from its piece to its place.
        self.hint_marks: list[pygame.Rect] = []
        self.hint_path: tuple[tuple[int, int], ...] = ()
        self.hint_clock = 0.0
        #: the log lines whose computer reasons are unfolded.
        self.unfolded: set[int] = set()
        self.drag = DragController(self)
        #: where the mouse was last seen (a tooltip is read again there after a change).
        self.mouse: tuple[int, int] | None = None
        self.animations: list[Animation] = []
        self.results_shown = False
        #: another seat gave a command since the player was last asked (their turn then sounds its cue); the
        #: end of the game sounded.
        self.others_moved = False
        self.end_sounded = self.session.is_over
        self._seen_version = -1
        #: the session's version when the table was last drawn (a change since wants a frame).
        self._drawn_version = -1
        #: the view and decision the board and the choice bar were last set up for.
        self._shown: tuple[Any, Decision | None] | None = None
        self.sync()
        #: the view the table last drew, before the latest commands (animations start from it).
        self._drawn_view: Any = self.view

    # --- what the table shows ----------------------------------------------------------------------------
    @property
    def view(self) -> Any:
        return self.session.view

    @property
    def decision(self) -> Decision | None:
        """What the player at the table must decide now, while they may act."""
        return self.session.decision if self.may_act() is not None else None

    @property
    def viewer(self) -> int:
        return self.session.viewer

    @property
    def following(self) -> bool:
        """True when the table only follows a seat nobody plays here (a replay): its words name that seat."""
        return self.session.following

    def whose(self) -> str:
        """Whose things are shown at the bottom: "Your", or the followed seat's name ("Player 2's")."""
        return self.session.whose()

    def may_act(self) -> int | None:
        """The human seat that may give a command now (not while a move is still being shown)."""
        return None if self.moving() else self.session.human_seat()

    def moving(self) -> bool:
        """Is a piece still flying (a glow fading does not hold the table up)?"""
        return any(animation.image is not None and not animation.done for animation in self.animations)

    def sync(self) -> None:
        """Read the session again after a change: view, log, buttons, choice bar, the game's layout.

        A change that leaves the player's decision as it was (another seat's secret answer was collected, and the
        table shows that it was) keeps the piece the player is dragging in their hand and the choice bar as it
        is."""
        self._seen_version = self.session.version
        self.log_panel.set_lines(self.session.log_lines())
        self.buttons.get("Undo").enabled = not self.session.is_over and self.session.undo_reason() is None
        self.log_buttons.get("skip").enabled = self.session.can_hurry()
        self.log_buttons.get("since").enabled = not self.following
        self.recap.refresh()
        shown = (self.view, self.decision)
        changed = shown != self._shown
        same_question = self._shown is not None and self._shown[1] == self.decision is not None
        self._shown = shown
        if changed and not (same_question and self.drag.active is not None):
            self.drag.cancel()  # a piece in the hand stays there while the player's question is the same
        self.on_refresh()
        if changed or self.bar_is_stale():
            self.bar.show(self.decision)
        self.status.set(self.status_text())
        self.sync_teaching()
        if self.tooltip.text and self.mouse is not None:
            self.point_out(self.mouse)  # what it described may have gone (a button of the bar)

    def table_buttons(self) -> ButtonRow:
        """Undo, Hint, Rules and Menu at the top right, in the current language (keyed by their English
        words)."""
        return ButtonRow([
            Button((988, 8, 66, 36), _("Undo"), self.undo, size=22, key="Undo",
                   tooltip=_("Take back your last order (Ctrl+Z)")),
            Button((1060, 8, 64, 36), _("Hint"), self.hint, size=22, key="Hint",
                   tooltip=_("The computer proposes a move from what you know, and says why (H)")),
            Button((1130, 8, 70, 36), _("Rules"), self.open_rules, size=22, key="Rules", tooltip=_("How to play (F1)")),
            Button((1206, 8, 66, 36), _("Menu"), self.open_menu, size=22, key="Menu", tooltip=_("Pause menu (Esc)")),
        ])

    def over_log_buttons(self) -> ButtonRow:
        """Skip and Since my move over the log, in the current language."""
        return ButtonRow([
            Button((1082, 56, 58, 28), _("Skip"), self.hurry, size=17, key="skip",
                   tooltip=_("Show the others' moves at once, up to your turn (Space)")),
            Button((1144, 56, 122, 28), _("Since my move"), self.recap.toggle, size=17, key="since",
                   tooltip=_("What the others did since your last move (L)")),
        ])

    def language_changed(self) -> None:
        """The table's words again in the new language: its buttons, the status line, the choice bar, the hint and
        the log (the game keeps its state). The view and the decision are read again from the state, so their
        words (a prompt, a choice's label) are in the new language too."""
        self.session.refresh()
        self.buttons = self.table_buttons()
        self.log_buttons = self.over_log_buttons()
        self.recap.language_changed()
        self.bar.show(self.decision)
        self.tooltip.clear()
        self.toast.clear()
        self.sync()

    def sync_teaching(self) -> None:
        """Read the hint and the computer reasons of the session again."""
        tutor = self.session.tutor
        self.buttons.get("Hint").enabled = tutor.refusal() is None
        hint = tutor.hint
        if hint is not None:
            self.hint_panel.show(render(hint.why))
            self.place_hint(hint.command)
        elif tutor.pending:
            self.hint_panel.show(_("The computer is weighing your options with what you know."), pending=True)
        else:
            self.hint_panel.hide()
            self.hint_marks, self.hint_path = [], ()
        self.show_reasons()

    # --- commands ----------------------------------------------------------------------------------------
    def give(self, command: Command, pos: tuple[int, int] | None = None) -> bool:
        """Submit the player's command; a refusal is shown near `pos` and nothing changes."""
        reason = self.session.submit(command)
        if reason is not None:
            self.refuse(reason, pos)
            return False
        self.toast.clear()
        self.after_change()
        return True

    def undo(self) -> None:
        """Take back the humans' last command (and the computer commands after it)."""
        reason = self.session.undo()
        if reason is not None:
            self.refuse(reason, (490, 400))
            return
        self.animations.clear()
        self.others_moved, self.end_sounded = False, self.session.is_over
        self.results_shown = False
        self.unfolded = set()
        self.sync()
        self.toast.show(_(self.session.undo_message), (490, 400), seconds=1.5, colour=theme.LEGAL)

    def refuse(self, reason: str, pos: tuple[int, int] | None = None) -> None:
        """Say why an order is refused, near `pos`, with the refusal's sound."""
        self.toast.show(reason, pos)
        self.app.sound.play("refusal")

    # --- sounds ------------------------------------------------------------------------------------------
    def sound_changes(self, applied: Sequence[Applied]) -> None:
        """The sound of what just happened: the end of the game, else the cue of the commands' events."""
        if self.session.is_over and not self.end_sounded:
            self.end_sounded = True
            self.app.sound.play("end")
            return
        humans = self.session.humans
        self.others_moved = self.others_moved or any(item.seat not in humans for item in applied)
        events = [event for item in applied for event in item.events]
        self.app.sound.play_in_turn(cues_for(self.session.game.name, events))

    def sound_turn(self) -> None:
        """The player's turn comes back after another seat played (not for a card window passed by itself)."""
        if self.may_act() is None or self.session.is_over:
            return
        if self.others_moved and self.session.auto_pass() is None:
            self.app.sound.play("turn")
        self.others_moved = False

    # --- teaching ----------------------------------------------------------------------------------------
    def hint(self) -> None:
        """Ask the computer for a move for the player at the table (H)."""
        reason = _(STILL_SHOWING) if self.moving() else self.session.tutor.request()
        if reason is not None:  # under the buttons, never over them
            self.toast.show(reason, self.buttons.get("Hint").rect.midbottom, below=True)
            return
        self.sync_teaching()

    def play_hint(self, pos: tuple[int, int]) -> None:
        """Make the hinted move ("Play it")."""
        hint = self.session.tutor.hint
        if hint is not None:
            self.give(hint.command, pos)

    def close_hint(self) -> None:
        self.session.tutor.dismiss()
        self.sync_teaching()

    def place_hint(self, command: Command) -> None:
        """Find where the hinted command is made: the game's `show_hint`, the choice-bar button of its option,
        and the path from the piece to its place when the table's own gestures make it."""
        marks = list(self.show_hint(command))
        decision = self.decision
        for option in decision.options if decision is not None else ():
            button = self.bar.find(option.group) if option.command == command and option.group else None
            if button is not None:
                marks.append(pygame.Rect(button.rect))
        gesture = self.gesture_for(command)
        self.hint_path = (gesture[0].rect.center, gesture[1].rect.center) if gesture is not None else ()
        self.hint_marks = marks

    def gesture_for(self, command: Command) -> tuple[DragSource, DropTarget] | None:
        """The piece the player would pick up and the place it would go to give `command`, among the table's
        drag sources and their drop targets (None when no gesture of the table makes it)."""
        looked = 0
        for source in self.drag_sources():
            targets = self.drop_targets(source.payload)
            for target in targets:
                if target.legal and target.command == command:
                    return source, target
            looked += len(targets)
            if looked > HINT_TARGETS_LIMIT:
                return None
        return None

    def show_reasons(self, keep: int | None = None) -> None:
        """With the AI reasons setting on, the computers' lines of the log unfold to what they weighed."""
        if not self.app.settings.ai_reasons:
            self.unfolded = set()
            self.log_panel.set_notes(set(), {})
            return
        tutor = self.session.tutor
        lines = tutor.reasoned_lines()
        self.unfolded &= lines
        details = {line: tutor.reasons_at(line) or [] for line in self.unfolded}
        self.log_panel.set_notes(lines, details, keep)

    def unfold(self, line: int) -> bool:
        """Show or hide what the computer weighed for the command of log line `line`; False when it has no
        reasons to show."""
        first = self.session.tutor.reasoned_line(line)
        if not self.app.settings.ai_reasons or first is None:
            return False
        self.unfolded ^= {first}
        self.show_reasons(keep=first)
        return True

    def hurry(self) -> None:
        """Show the others' moves at once, up to the player's turn (Space)."""
        self.session.hurry()
        self.animations.clear()
        self.sync()

    def after_change(self) -> None:
        """The session applied commands: read it again and animate what happened (briskly while a computer's
        turn goes on, not at all when the player hurried it)."""
        previous = self._drawn_view
        applied = self.session.take_applied()
        self.sync()
        self.sound_changes(applied)
        if self.session.hurried:
            self.animations.clear()
        elif self.app.settings.animation_seconds > 0:
            step = self.app.settings.ai_step_seconds
            for item in applied:
                for animation in self.animations_for(item, previous):
                    if self.session.brisk and animation.image is not None:
                        animation.duration = min(animation.duration, step)
                    self.animations.append(animation)
        if self.session.save_problem:
            self.toast.show(self.session.save_problem)
        for notice in self.session.take_notices():
            self.refuse(notice)
        if self.toast.message == _(LOST_NOTICE) and not getattr(self.session, "connection_lost", False):
            self.toast.clear()  # the connection is back
        if self.session.undo_asked is not None:
            self.app.ask_undo(self)
        self._drawn_view = self.view

    # --- scene lifecycle ---------------------------------------------------------------------------------
    def enter(self) -> None:
        """Back on top (after the settings, say): the log follows the AI reasons setting."""
        self.show_reasons()

    def leave(self) -> None:
        """Another screen covers the table (the pause menu, the results, the rules): what was in hand is put down
        and a toast is gone (it would stay over that screen's time)."""
        self.drag.cancel()
        self.bar.close()
        self.toast.clear()

    def update(self, dt: float) -> None:
        self.toast.update(dt)
        self.app.sound.update()
        self.drag.update(dt)
        self.hint_clock += dt
        self.session.tutor.poll()
        was_moving = self.moving()
        for animation in self.animations:
            animation.elapsed += dt
        if self.animations and all(a.done for a in self.animations):
            self.animations.clear()
            self._drawn_version = -1  # drawn again now: the choice bar and the prompt come back with no input
        if was_moving and not self.moving():
            self.sync()
            self._drawn_version = -1
        self.session.update(dt, animating=self.moving())
        if self.session.version != self._seen_version:
            self.after_change()
        self.sound_turn()
        if self.moving() or self.session.ai_pause > 0:
            return
        if self.session.is_over:
            if not self.results_shown:
                self.results_shown = True
                self.app.show_results(self)
            return
        seat = self.session.needs_hand_over()
        if seat is not None:
            self.app.hand_over(self, seat)

    def needs_frame(self) -> bool:
        """Frames only while something moves or waits on time: an animation, a piece flying back, a toast, the
        pulsing hint, a cue to sound, a computer seat thinking or a pause or pass running down, or a change of
        the session not drawn yet. A table waiting for the player is drawn again on input only (a network
        table's news comes through `update`, called every step, and bumps the session's version)."""
        session = self.session
        if (self.animations or self.drag.snap is not None or self.toast.wants_frame or session.version != self._drawn_version
                or session.tutor.pending or session.tutor.hint is not None or getattr(self.app.sound, "waiting", None)):
            return True
        return self.waits_on_time()

    def waits_on_time(self) -> bool:
        """Does time alone change the session now (a pause, an automatic pass, a computer seat to answer)?"""
        return self.session.needs_time()

    def reveal(self, seat: int) -> None:
        """The hand-over was confirmed: show `seat`'s private things."""
        self.session.reveal(seat)
        self.sync()

    def open_rules(self) -> None:
        self.app.open_rules(self.session.game.name)

    def open_menu(self) -> None:
        self.drag.cancel()
        self.bar.close()
        self.app.pause(self)

    # --- input, routed by region -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.recap.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self._hover(event)
        if self.drag.pressed is not None or self.drag.dragging:
            return self.drag.handle_event(event)
        pos = getattr(event, "pos", None)
        if pos is None:
            return False
        if self.hint_panel.handle_event(event):
            return True
        if self.bar.handle_event(event):
            return True
        if BUTTONS_RECT.collidepoint(pos) and self.buttons.handle_event(event):
            return True
        if self.log_buttons.handle_event(event):
            return True
        if LOG_RECT.collidepoint(pos):
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                line = self.log_panel.line_at(pos)
                return True if line is None else self.unfold(line) or True
            return self.log_panel.handle_event(event) or event.type != pygame.MOUSEMOTION
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.tooltip.clear()
        if self.handle_board_event(event) or self.drag.handle_event(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_ESCAPE:
            if not (self.bar.handle_event(event) or self.drag.handle_event(event)
                    or self.hint_panel.handle_event(event)):
                self.open_menu()
        elif event.key == pygame.K_F1:
            self.open_rules()
        elif event.key == pygame.K_SPACE:
            self.hurry()
        elif event.key == pygame.K_l and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            self.recap.toggle()
        elif event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            self.hint()
        else:
            return self.handle_board_event(event)
        return True

    def _hover(self, event: pygame.event.Event) -> None:
        self.buttons.handle_event(event)
        self.log_buttons.handle_event(event)
        self.mouse = event.pos
        if any(getattr(event, "buttons", ())):
            self.tooltip.clear()
            return
        self.point_out(event.pos)

    def point_out(self, pos: tuple[int, int]) -> None:
        """The tooltip of what lies under the mouse (also while a piece is picked; not while one is carried)."""
        self.tooltip.clear()
        hovered = self.buttons.hovered() or self.log_buttons.hovered()
        if hovered is not None and hovered.tooltip:
            if not (hovered.key == "Hint" and self.hint_panel.visible):  # it would cover the hint it opened
                self.tooltip.set(hovered.tooltip, pos)
            return
        if self.drag.dragging or self.drag.pressed is not None:
            return
        lit = self.bar.lit_at(pos)
        if lit is not None:  # a place lit on the board: the option, then what lies there
            below = self.hover_text(pos)
            self.tooltip.set(f"{lit.label}\n{below}" if below else lit.label, pos)
            return
        on_bar = self.bar.hover_text(pos)
        if on_bar:  # kept off the bar: it would cover the buttons beside the one it describes
            self.tooltip.set(on_bar, pos, clear_of=self.bar.area())
            return
        hint = self.hover_text(pos)
        if hint:
            self.tooltip.set(hint, pos)

    # --- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._drawn_version = self.session.version
        surface.fill(theme.FELT)
        pygame.draw.rect(surface, theme.WOOD, (980, 0, 300, 800))
        self.draw_board(surface)
        if self.session.tutor.hint is not None:
            self.draw_hint(surface, self.session.tutor.hint.command)
        self.drag.draw_targets(surface)
        self.bar.draw(surface)
        for animation in self.animations:
            animation.draw(surface)
        self.drag.draw_dragged(surface)
        self.status.draw(surface)
        self.log_panel.draw(surface)
        self.log_buttons.draw(surface)
        self.hint_panel.draw(surface)
        self.recap.draw(surface)
        self.buttons.draw(surface)
        self.toast.draw(surface)
        self.tooltip.draw(surface)
