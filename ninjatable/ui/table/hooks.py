"""The hooks a game's table provides, with what a table does when it does not: the base of every table scene.

`ninjatable.ui.table.scene.TableScene` is built on `TableHooks`; a game's table (`TABLE_SCENE`) overrides the
hooks it needs, reading `self.view`, `self.decision` and `self.session`, never a State. The board's gestures
(`drag_sources`, `drop_targets`, `on_drop`), where a command points (`locate`, `clicks_for`, `implied_by`), the
drawing (`draw_board`, `draw_hint`, `show_hint`), the words (`status_text`, `turn_words`, `hover_text`,
`result_lines`, `result_title`), input before the drag (`handle_board_event`), animations (`animations_for`) and
`on_refresh`, `bar_is_stale`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision
from ninjatable.engine.protocol import Outcome
from ninjatable.i18n import _, join_and
from ninjatable.ui import theme
from ninjatable.ui.table.animation import Animation
from ninjatable.ui.table.drag import DragController, DragSource, DropTarget, InHand
from ninjatable.ui.table.sections import draw_hint_marks
from ninjatable.ui.table.session import Applied, Session
from ninjatable.ui.widgets import Toast


class TableHooks:
    """What a game's table may provide; the defaults draw nothing and offer nothing."""

    session: Session
    drag: DragController
    toast: Toast
    #: where the shown hint is made (framed in gold), the path from its piece to its place, and its pulse.
    hint_marks: list[pygame.Rect]
    hint_path: tuple[tuple[int, int], ...]
    hint_clock: float
    #: what the player at the table must decide now, while they may act.
    decision: Decision | None

    def on_refresh(self) -> None:
        """The view changed: recompute layout and cached surfaces."""

    def bar_is_stale(self) -> bool:
        """Must the choice bar be set up again though the view and decision are as they were (a table whose bar
        changes between changes)? No, by default."""
        return False

    def turn_words(self) -> tuple[str | None, str | None, str | None]:
        """What a status line is made of: the prompt of the viewer's decision, the name of the seat thinking
        and the names of the other seats awaited, never the viewer's own (each None when there is none)."""
        session = self.session
        decision = self.decision
        thinking = session.thinking_seat()
        if decision is None and session.thinking_long() is not None:  # a long think: only who is thinking
            return None, session.seat_name(thinking), None
        awaited = [name for name in session.awaited() if thinking is None or name != session.seat_name(thinking)]
        return (decision.prompt if decision is not None else None,
                session.seat_name(thinking) if thinking is not None else None,
                ", ".join(awaited) if awaited else None)

    def status_text(self) -> str:
        """The line at the top: whose turn it is and what to do."""
        session = self.session
        if session.is_over:
            return _("The game is over.")
        thinking = session.thinking_seat()
        if thinking is not None and session.human_seat() is None:
            return _("{player} is thinking...").format(player=session.seat_name(thinking))
        decision = self.decision
        if decision is not None:
            return decision.prompt
        waiting = session.awaited()
        if waiting:
            return _("Waiting for {players}.").format(players=join_and(waiting))
        return ""

    def hover_text(self, pos: tuple[int, int]) -> str:
        return ""

    def handle_board_event(self, event: pygame.event.Event) -> bool:
        """Game-specific input before the drag controller (press-and-hold peeks, keys); True if consumed."""
        return False

    def animations_for(self, applied: Applied, previous_view: Any) -> Sequence[Animation]:
        return []

    def result_lines(self, outcome: Outcome) -> list[str]:
        """Extra lines for the results screen (revealed secrets, counts)."""
        return []

    def result_title(self, outcome: Outcome) -> str | None:
        """The title of the results screen when the game names the result itself (a solo game's rank); None:
        the winners are named."""
        return None

    def locate(self, command: Command) -> pygame.Rect | None:
        """Where on the board `command` points (its target), or None when it points nowhere on the board."""
        return None

    def clicks_for(self, command: Command) -> list[pygame.Rect]:
        """Where a player clicks on the board, in order, to give `command` without the choice bar or a drag
        (a die, a card, then a square and a way to face): by default where `locate` points, or nowhere."""
        where = self.locate(command)
        return [pygame.Rect(where)] if where is not None else []

    def implied_by(self, command: Command) -> list[Command]:
        """The decision's other commands that also make `command` (so the table need not offer it alone): none
        by default."""
        return []

    def show_hint(self, command: Command) -> list[pygame.Rect]:
        """Where a hinted `command` is made, to be framed in gold: by default the piece the player would pick
        up and the place it would go (from the table's own gestures), else where `locate` points. A table may
        answer better (the card to lift, every square of a path)."""
        gesture = self.gesture_for(command)
        if gesture is not None:
            return [pygame.Rect(gesture[0].rect), pygame.Rect(gesture[1].rect)]
        where = self.locate(command)
        return [pygame.Rect(where)] if where is not None else []

    def draw_hint(self, surface: pygame.Surface, command: Command) -> None:
        """Show the hinted `command` on the board: by default gold frames around `show_hint`'s places and a
        dotted path from the piece to its place. A table may draw more (a lifted card, an arrow)."""
        draw_hint_marks(surface, self.hint_marks, self.hint_path, 0.5 + 0.5 * math.sin(self.hint_clock * 4))

    def drag_sources(self) -> list[DragSource]:
        return []

    def drop_targets(self, payload: Any) -> list[DropTarget]:
        return []

    def on_drop(self, source: DragSource, target: DropTarget | None, pos: tuple[int, int]) -> bool:
        """Submit the command a drop means; a drop with no meaning is refused (the piece snaps back); a drop
        that is one step of a gesture (`InHand`) keeps the piece in hand with its next places lit."""
        if target is None or target.command is None:
            return False
        if isinstance(target.command, InHand):
            return self.keep_in_hand(source, target.command, pos)
        return self.give(target.command, pos)

    def keep_in_hand(self, source: DragSource, step: InHand, pos: tuple[int, int]) -> bool:
        """The piece stays in hand, waiting for the next click, with the places it may go lit."""
        chosen = DragSource(source.key, source.rect, step.payload, source.image)
        self.drag.selected = chosen
        self.drag.targets = self.drop_targets(step.payload)
        self.toast.show(step.hint, pos, colour=theme.LEGAL)
        return True

    def draw_board(self, surface: pygame.Surface) -> None:
        """The game's board, pieces and hand."""
