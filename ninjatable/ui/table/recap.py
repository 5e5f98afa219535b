"""What happened since the player's last move: a panel over the table listing the other seats' moves since then,
in the words of the log (`Session.since_last_move`: only lines this screen already holds, so nothing hidden).

It opens with the "Since my move" button over the log or the L key, and closes with its Close button, L, Esc or
a click outside it. The newest line is at the bottom; when there are more than fit, the newest are shown and the
panel says how many earlier ones the log holds.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ninjatable.i18n import _, ngettext
from ninjatable.ui import text, theme
from ninjatable.ui.widgets import Button, ButtonRow, draw_panel

#: where the panel opens: over the middle of the table area, clear of the log column.
RECAP_RECT = pygame.Rect(140, 110, 700, 560)


class RecapPanel:
    """The list of the others' moves since the player's last one, shown on demand."""

    SIZE = 20
    LINE = 23

    def __init__(self, read: Callable[[], list[str]], rect: pygame.Rect = RECAP_RECT) -> None:
        #: reads the lines again (the table may move on while the panel is open).
        self.read = read
        self.rect = pygame.Rect(rect)
        self.visible = False
        self.lines: list[str] = []
        #: the rows on screen (the newest lines, wrapped), and how many lines did not fit above them.
        self._rows: list[str] = []
        self.earlier = 0
        self.buttons = self._buttons()

    def _buttons(self) -> ButtonRow:
        return ButtonRow([Button((self.rect.right - 132, self.rect.bottom - 50, 120, 38), _("Close"),
                                 self.hide, size=22, key="recap:close", tooltip=_("Back to the table (L)"))])

    def language_changed(self) -> None:
        """Its button and lines again in the new language."""
        self.buttons = self._buttons()
        if self.visible:
            self.refresh()

    def toggle(self) -> None:
        if self.visible:
            self.hide()
        else:
            self.show()

    def show(self) -> None:
        self.visible = True
        self.refresh()

    def hide(self) -> None:
        self.visible = False

    def refresh(self) -> None:
        """Read the lines again and lay out the newest that fit."""
        if not self.visible:
            return
        self.lines = self.read()
        room = (self.rect.height - 44 - 60) // self.LINE
        rows: list[str] = []
        shown = 0
        for line in reversed(self.lines):
            wrapped = text.wrap(line, self.rect.width - 40, self.SIZE)
            parts = [wrapped[0]] + ["   " + part for part in wrapped[1:]]
            if len(rows) + len(parts) > room:
                break
            rows[:0] = parts
            shown += 1
        self._rows = rows
        self.earlier = len(self.lines) - shown

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Its button, Esc and L close it; a click outside closes it too; everything else over the table is taken
        while it is open. True when consumed."""
        if not self.visible:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_l):
            self.hide()
            return True
        if self.buttons.handle_event(event):
            return True
        pos = getattr(event, "pos", None)
        if pos is None:
            return False
        if event.type == pygame.MOUSEBUTTONUP and not self.rect.collidepoint(pos):
            self.hide()
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        draw_panel(surface, self.rect, fill=(255, 248, 226), edge=theme.GOLD, width=3)
        text.blit_text(surface, _("Since your last move"), (self.rect.x + 16, self.rect.y + 12), 26, theme.ACCENT,
                       bold=True, box=self.rect.inflate(-16, 0))
        inside = self.rect.inflate(-16, 0)
        y = self.rect.y + 48
        if not self.lines:
            text.blit_text(surface, _("Nobody else has moved since your last move."), (self.rect.x + 20, y),
                           self.SIZE, theme.MUTED, box=inside)
        elif self.earlier:
            note = ngettext("{n} earlier line is in the log.", "{n} earlier lines are in the log.", self.earlier)
            text.blit_text(surface, note.format(n=self.earlier), (self.rect.right - 20, self.rect.y + 16), 17,
                           theme.MUTED, anchor="topright", box=inside)
        for row in self._rows:
            text.blit_text(surface, row, (self.rect.x + 20, y), self.SIZE, theme.INK, box=inside)
            y += self.LINE
        self.buttons.draw(surface)
