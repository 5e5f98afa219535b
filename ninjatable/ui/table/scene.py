"""The generic table scene every game's table builds on.

It owns the match and does everything that is the same in every game: whose view is shown (hand-over
between several humans), AI seats thinking in a worker thread with pacing, the one place where commands are
submitted (`submit`: an IllegalCommand's reason becomes a toast near the drop and nothing changes), undo
(Ctrl+Z), autosave after every command, the log panel, the Undo / Rules / Menu buttons, the pause menu (Esc),
the results overlay when the game is over, and move animations.

A game's table (`ninjatable/games/<package>/table.py`, class `TABLE_SCENE`) subclasses `TableScene` and
provides:

- `drag_sources()` / `drop_targets(payload)` / `on_drop(source, target, pos)`: the drag controller host
  (the translation of mouse gestures into commands; call `self.submit(command, pos)` in `on_drop`);
- `draw_table(surface)`: the board, the pieces and the hand (from `self.view`, never from the state);
- optionally `on_refresh()` (recompute layout caches after a change), `animations_for(events, seat)`,
  `status_text()`, `hover_text(pos)`, `handle_table_event(event)`, `result_lines(outcome)`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ninjatable.ai.runner import bots_for
from ninjatable.engine.commands import Command
from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.protocol import Event, Outcome
from ninjatable.ui import text, theme
from ninjatable.ui.ai_worker import AIWorker
from ninjatable.ui.drag import DragController, DragSource, DropTarget
from ninjatable.ui.scene import Scene
from ninjatable.ui.widgets import Button, ButtonRow, LogPanel, Toast, Tooltip, draw_panel

if TYPE_CHECKING:
    from ninjatable.engine.match import Match
    from ninjatable.ui.window import App

KIND_LABELS = {"human": "Human", "random": "Random AI", "easy": "Easy AI", "normal": "Normal AI", "hard": "Hard AI"}

#: the area of the logical surface left to the game's own drawing (the log column is on the right).
TABLE_AREA = pygame.Rect(0, 48, 980, 752)
STATUS_BAR = pygame.Rect(0, 0, 980, 44)
LOG_AREA = pygame.Rect(988, 52, 284, 740)


@dataclasses.dataclass
class Animation:
    """A card (or any image) flying from `start` to `end`, or a flash over a rect when `image` is None."""

    image: pygame.Surface | None
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    rect: pygame.Rect | None = None
    colour: tuple[int, int, int] = theme.SELECT
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def draw(self, surface: pygame.Surface) -> None:
        t = min(1.0, self.elapsed / self.duration) if self.duration > 0 else 1.0
        if self.image is not None:
            ease = 1 - (1 - t) ** 3
            x = self.start[0] + (self.end[0] - self.start[0]) * ease
            y = self.start[1] + (self.end[1] - self.start[1]) * ease
            surface.blit(self.image, (x, y))
        elif self.rect is not None:
            alpha = int(200 * (1 - t))
            glow = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*self.colour, alpha), glow.get_rect(), 6, border_radius=10)
            surface.blit(glow, self.rect)


class TableScene(Scene):
    """The table of one match. Subclass per game; see the module docstring for the hooks."""

    def __init__(self, app: App, match: Match, save_path: Path | None = None, ai_inline: bool = False,
                 bots: dict[int, Any] | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.bots = bots if bots is not None else bots_for(match, match.seed)
        self.worker = AIWorker()
        #: True: AI seats decide within `update` (tests, screenshots); False: in the worker thread.
        self.ai_inline = ai_inline
        self.save_path = save_path
        self.toast = Toast()
        self.tooltip = Tooltip()
        self.log_panel = LogPanel(LOG_AREA, "Orders")
        self.buttons = ButtonRow([
            Button((988, 8, 88, 36), "Undo", self.undo, size=22, tooltip="Take back your last order (Ctrl+Z)"),
            Button((1084, 8, 88, 36), "Rules", self.open_rules, size=22, tooltip="How to play (F1)"),
            Button((1180, 8, 92, 36), "Menu", self.open_menu, size=22, tooltip="Pause menu (Esc)"),
        ])
        self.drag = DragController(self)
        self.animations: list[Animation] = []
        self.ai_pause = 0.0
        self.results_shown = False
        self.last_refusal: str | None = None
        #: the human whose private things are on screen after a hand-over (several humans only).
        self.revealed: int | None = None
        self.view: Any = None
        self.legal: list[Command] = []
        self.legal_set: set[Command] = set()
        self.refresh()

    # --- who sees what -------------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return self.match.humans

    def actor(self) -> int | None:
        acting = self.match.state.to_act()
        return acting[0] if acting else None

    @property
    def viewer(self) -> int:
        """The seat the table is seen from (at the bottom): the human, the acting human when several play,
        seat 0 when only AIs play."""
        humans = self.humans
        if not humans:
            return 0
        if len(humans) == 1:
            return humans[0]
        actor = self.actor()
        if actor in humans:
            return actor
        return self.revealed if self.revealed is not None else humans[0]

    @property
    def show_private(self) -> bool:
        """May the viewer's hand and secrets be shown now? With several humans only after the hand-over."""
        humans = self.humans
        if len(humans) <= 1:
            return True
        return self.revealed == self.viewer and self.actor() == self.viewer

    def needs_hand_over(self) -> bool:
        humans = self.humans
        actor = self.actor()
        return len(humans) > 1 and actor in humans and self.revealed != actor and not self.match.state.is_over()

    def human_seat(self) -> int | None:
        """The human seat that may give a command now, if any."""
        actor = self.actor()
        if actor is None or actor not in self.humans or not self.show_private:
            return None
        if self.animations or self.ai_pause > 0:
            return None
        return actor

    def seat_label(self, seat: int) -> str:
        name = self.match.state.seat_name(seat)
        kind = self.match.seats[seat]
        if kind == "human":
            return f"{name} (you)" if len(self.humans) == 1 else f"{name} (human)"
        return f"{name} ({KIND_LABELS[kind]})"

    def refresh(self) -> None:
        """Re-read the view, the legal commands and the log after any change."""
        state = self.match.state
        seat = self.viewer if self.show_private else None
        self.view = state.view(seat)
        actor = self.actor()
        if actor is not None and actor in self.humans and self.show_private:
            self.legal = list(state.legal_commands(actor))
        else:
            self.legal = []
        self.legal_set = set(self.legal)
        self.log_panel.set_lines(self.match.log_for(seat))
        self.buttons.get("Undo").enabled = bool(self.humans) and self.match.undo_reason(self.humans) is None
        self.drag.cancel()
        self.on_refresh()

    # --- commands ------------------------------------------------------------------------------------
    def submit(self, command: Command, pos: tuple[int, int] | None = None) -> bool:
        """The one place a human command enters the match. Refused: the reason is shown near `pos`."""
        seat = self.actor()
        if seat is None or seat not in self.humans:
            self.last_refusal = "It is not your turn."
            self.toast.show(self.last_refusal, pos)
            return False
        try:
            events = self.match.submit(seat, command)
        except IllegalCommand as exc:
            self.last_refusal = exc.reason
            self.toast.show(exc.reason, pos)
            return False
        self.toast.clear()
        self.last_refusal = None
        self.after_command(seat, command, events)
        return True

    def after_command(self, seat: int, command: Command, events: Sequence[Event]) -> None:
        self.autosave()
        previous_view = self.view
        self.refresh()
        if self.app.settings.animation_seconds > 0:
            self.animations.extend(self.animations_for(events, seat, previous_view))
        if seat not in self.humans:
            self.ai_pause = self.app.settings.ai_pause_seconds

    def undo(self) -> None:
        """Take back the humans' last command (and the AI commands after it)."""
        humans = self.humans
        reason = self.match.undo_reason(humans)
        if reason is not None or not self.match.undo(humans):
            self.toast.show(reason or "Nothing to undo.", (490, 400))
            self.last_refusal = reason
            return
        self.worker.cancel()
        self.animations.clear()
        self.ai_pause = 0.0
        self.results_shown = False
        self.autosave()
        self.refresh()
        self.toast.show("Undone.", (490, 400), seconds=1.5, colour=theme.LEGAL)

    def autosave(self) -> bool:
        """Write the match to its save file (chosen on the first save). Returns True when written."""
        if self.save_path is None or self.save_path.resolve() in self.app.storage.damaged:
            self.save_path = self.app.storage.autosave_target()
        try:
            self.match.save(self.save_path)
        except OSError as exc:
            self.toast.show(f"The game could not be saved to {self.save_path}: {exc.strerror or exc}.")
            return False
        return True

    # --- AI ------------------------------------------------------------------------------------------
    def _ai_turn(self) -> None:
        actor = self.actor()
        if actor is None or actor in self.humans:
            return
        bot = self.bots[actor]
        state = self.match.state
        if self.ai_inline:
            command = bot.choose(state.view(actor), actor, state.legal_commands(actor))
            self.after_command(actor, command, self.match.submit(actor, command))
            return
        if not self.worker.busy and self.worker.seat is None:
            self.worker.start(bot, state.view(actor), actor, state.legal_commands(actor))
            return
        result = self.worker.poll()
        if result is not None:
            seat, command = result
            if seat == self.actor():
                self.after_command(seat, command, self.match.submit(seat, command))

    def thinking_seat(self) -> int | None:
        actor = self.actor()
        if actor is not None and actor not in self.humans:
            return actor
        return None

    # --- scene lifecycle -----------------------------------------------------------------------------
    def leave(self) -> None:
        self.drag.cancel()

    def update(self, dt: float) -> None:
        self.toast.update(dt)
        self.drag.update(dt)
        for animation in self.animations:
            animation.elapsed += dt
        if self.animations and all(a.done for a in self.animations):
            self.animations.clear()
        if self.ai_pause > 0:
            self.ai_pause = max(0.0, self.ai_pause - dt)
            return
        if self.animations:
            return
        if self.match.state.is_over():
            if not self.results_shown:
                self.results_shown = True
                self.show_results()
            return
        if self.needs_hand_over():
            from ninjatable.ui.scenes import HandOverScene

            self.app.scenes.push(HandOverScene(self.app, self, self.actor()))
            return
        self._ai_turn()

    def reveal(self, seat: int) -> None:
        """The hand-over was confirmed: show `seat`'s private things."""
        self.revealed = seat
        self.refresh()

    def show_results(self) -> None:
        from ninjatable.ui.scenes import ResultsScene

        self.refresh()
        self.app.scenes.push(ResultsScene(self.app, self))

    def open_rules(self) -> None:
        self.app.open_rules(self.match.game.name)

    def open_menu(self) -> None:
        from ninjatable.ui.scenes import PauseScene

        self.drag.cancel()
        self.app.scenes.push(PauseScene(self.app, self))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_ESCAPE:
                if self.drag.handle_event(event):
                    return True
                self.open_menu()
                return True
            if event.key == pygame.K_F1:
                self.open_rules()
                return True
        if event.type == pygame.MOUSEMOTION:
            self.buttons.handle_event(event)
            self.tooltip.clear()
            hovered = self.buttons.hovered()
            if hovered is not None and hovered.tooltip:
                self.tooltip.set(hovered.tooltip, event.pos)
            elif self.drag.active is None and self.drag.pressed is None and not any(getattr(event, "buttons", ())):
                hint = self.hover_text(event.pos)
                if hint:
                    self.tooltip.set(hint, event.pos)
        elif self.buttons.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.tooltip.clear()
        if self.log_panel.handle_event(event):
            return True
        if self.handle_table_event(event):
            return True
        if self.drag.handle_event(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT)
        pygame.draw.rect(surface, theme.WOOD, (980, 0, 300, 800))
        self.draw_table(surface)
        self.drag.draw_targets(surface)
        for animation in self.animations:
            animation.draw(surface)
        self.drag.draw_dragged(surface)
        self.draw_status(surface)
        self.log_panel.draw(surface)
        self.buttons.draw(surface)
        self.toast.draw(surface)
        self.tooltip.draw(surface)

    def draw_status(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (24, 40, 32), STATUS_BAR)
        pygame.draw.line(surface, theme.GOLD, STATUS_BAR.bottomleft, STATUS_BAR.bottomright, 2)
        message = self.status_text()
        text.blit_text(surface, text.fit(message, STATUS_BAR.width - 24, 26), (14, 12), 26, theme.LIGHT)

    # --- hooks for the game's table ------------------------------------------------------------------
    def on_refresh(self) -> None:
        """The view changed: recompute layout and cached surfaces."""

    def status_text(self) -> str:
        """The line at the top: whose turn it is and what to do."""
        if self.match.state.is_over():
            return "The game is over."
        thinking = self.thinking_seat()
        if thinking is not None:
            return f"{self.match.state.seat_name(thinking)} is thinking..."
        actor = self.actor()
        if actor is not None and self.human_seat() == actor:
            return "Your turn."
        return ""

    def hover_text(self, pos: tuple[int, int]) -> str:
        return ""

    @classmethod
    def busiest_match(cls) -> Match | None:
        """For `ninjatable bench`: a match at the moment this table is busiest to draw (seat 0 human, about to
        drag a piece), or None to let the benchmark play a few random commands into the game instead."""
        return None

    def handle_table_event(self, event: pygame.event.Event) -> bool:
        """Game-specific input before the drag controller (press-and-hold peeks, keys); True if consumed."""
        return False

    def animations_for(self, events: Sequence[Event], seat: int, previous_view: Any) -> list[Animation]:
        return []

    def result_lines(self, outcome: Outcome) -> list[str]:
        """Extra lines for the results screen (revealed secrets, counts)."""
        return []

    def drag_sources(self) -> list[DragSource]:
        return []

    def drop_targets(self, payload: Any) -> list[DropTarget]:
        return []

    def on_drop(self, source: DragSource, target: DropTarget | None, pos: tuple[int, int]) -> bool:
        """Turn a drop into a command and submit it; the default refuses drops with no meaning."""
        if target is None or target.command is None:
            return False
        return self.submit(target.command, pos)

    def draw_table(self, surface: pygame.Surface) -> None:
        draw_panel(surface, TABLE_AREA.inflate(-40, -40))
