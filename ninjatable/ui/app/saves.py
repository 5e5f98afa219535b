"""The saved games: every unfinished game (the game, its seats, how far it went, when it was saved) with
Resume and Discard, and every file in the saves folder that cannot be read, with the reason and Discard.
Discarding asks once more before the file is deleted."""

from __future__ import annotations

from pathlib import Path

import pygame

from ninjatable.i18n import _, ngettext, number
from ninjatable.ui import text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.app.words import describe_saved, game_title, open_elsewhere_message, saved_options
from ninjatable.ui.scene import Scene
from ninjatable.ui.storage import SavedGame
from ninjatable.ui.widgets import Button, ButtonRow, draw_backdrop, draw_panel

PANEL = pygame.Rect(40, 120, 1200, 610)
ROW_HEIGHT = 84
ROWS_PER_PAGE = 6


class SavesScene(Scene):
    """The list of saved games, a page at a time."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.games: list[SavedGame] = []
        self.page = 0
        #: the file whose Discard was clicked once: the next click on it deletes it.
        self.confirming: Path | None = None
        self.buttons = ButtonRow()
        self._build()

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.games) // ROWS_PER_PAGE))

    def _build(self) -> None:
        self.games = self.app.storage.unfinished()
        #: each game's options in words (its arena and challenge), by file.
        self.options = {game.path: saved_options(game) for game in self.games}
        self.page = min(self.page, self.pages - 1)
        b = ButtonRow()
        shown = self.games[self.page * ROWS_PER_PAGE:(self.page + 1) * ROWS_PER_PAGE]
        for index, game in enumerate(shown):
            y = PANEL.y + 70 + index * ROW_HEIGHT
            b.add(Button((PANEL.right - 330, y + 14, 150, 44), _("Resume"), lambda g=game: self.resume(g),
                         enabled=game.readable, key=f"resume:{game.path.name}"))
            confirm = self.confirming == game.path
            discard = b.add(Button((PANEL.right - 170, y + 14, 150, 44), _("Really?") if confirm else _("Discard"),
                                   lambda g=game: self.discard(g), key=f"discard:{game.path.name}",
                                   tooltip=_("Delete this saved game (click twice)")))
            discard.selected = confirm
        if self.pages > 1:
            b.add(Button((PANEL.x + 20, PANEL.bottom + 14, 140, 46), _("Previous"), lambda: self._turn(-1),
                         enabled=self.page > 0, key="previous"))
            b.add(Button((PANEL.x + 170, PANEL.bottom + 14, 140, 46), _("Next"), lambda: self._turn(1),
                         enabled=self.page < self.pages - 1, key="next"))
        b.add(Button((PANEL.right - 200, PANEL.bottom + 14, 200, 46), _("Back"), self.close, key="back"))
        self.buttons = b

    def enter(self) -> None:
        self._build()

    def language_changed(self) -> None:
        self._build()

    def _turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self.confirming = None
        self._build()

    def resume(self, game: SavedGame) -> None:
        self.app.resume(game.path)

    def discard(self, game: SavedGame) -> None:
        """The first click asks; the second deletes the file."""
        if self.confirming != game.path:
            self.confirming = game.path
        else:
            self.confirming = None
            if not self.app.storage.discard(game.path) and self.app.storage.open_elsewhere(game.path):
                self.app.show_message(_("Open in another window"), open_elsewhere_message(game.path))
        self._build()

    def close(self) -> None:
        self.app.scenes.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.MOUSEWHEEL and self.pages > 1:
            self._turn(-1 if event.y > 0 else 1)
            return True
        self.buttons.handle_event(event)
        return True

    def needs_frame(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, _("Saved games"), (60, 24), 56, theme.LIGHT, bold=True)
        draw_panel(surface, PANEL)
        if not self.games:
            text.blit_text(surface, _("No game in progress is saved."), (PANEL.x + 30, PANEL.y + 30), 28, theme.INK)
        else:
            count = len(self.games)
            summary = ngettext("{n} saved game", "{n} saved games", count).format(n=number(count))
            if self.pages > 1:
                summary = ngettext("{n} saved game, page {page} of {pages}", "{n} saved games, page {page} of {pages}",
                                   count).format(n=number(count), page=number(self.page + 1), pages=number(self.pages))
            text.blit_text(surface, summary, (PANEL.x + 30, PANEL.y + 24), 26, theme.MUTED)
        shown = self.games[self.page * ROWS_PER_PAGE:(self.page + 1) * ROWS_PER_PAGE]
        width = PANEL.width - 400
        for index, game in enumerate(shown):
            y = PANEL.y + 70 + index * ROW_HEIGHT
            pygame.draw.line(surface, (210, 196, 170), (PANEL.x + 20, y + ROW_HEIGHT - 4),
                             (PANEL.right - 20, y + ROW_HEIGHT - 4), 1)
            title = game_title(game.game) if game.readable else _("Cannot be read")
            shown = text.blit_text(surface, title, (PANEL.x + 30, y + 6), 30,
                                   theme.INK if game.readable else theme.DANGER, bold=True)
            options = self.options.get(game.path, "")
            if options:  # what tells two games of the same game apart: the arena, the challenge
                text.blit_text(surface, options, (shown.right + 16, y + 12), 22, theme.ACCENT,
                               box=pygame.Rect(shown.right + 16, y, PANEL.x + 30 + width - shown.right - 16, 40),
                               how="shrink", min_size=16)
            size, lines = text.fit_lines(describe_saved(game), width, sizes=(22, 19, 17), max_lines=2)
            for i, line in enumerate(lines[:3]):
                text.blit_text(surface, line, (PANEL.x + 30, y + 38 + i * (size + 1)), size, theme.MUTED)
        self.buttons.draw(surface)
