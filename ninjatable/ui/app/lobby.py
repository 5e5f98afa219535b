"""The lobby: pick a game, resume the newest saved game or choose among them, open the settings, quit."""

from __future__ import annotations

import pygame

from ninjatable.engine import registry
from ninjatable.ui import text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.app.words import describe_saved, game_title, table_module_exists
from ninjatable.ui.scene import Scene
from ninjatable.ui.storage import SavedGame
from ninjatable.ui.widgets import Button, ButtonRow, draw_backdrop, draw_panel


class LobbyScene(Scene):
    """Pick a game, resume the newest unfinished game (or pick one in the list of saved games), open the
    settings, quit."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.buttons = ButtonRow()
        self.rows: list[tuple[str, bool, int]] = []
        self.resume_info = ""
        self.latest: SavedGame | None = None
        self._build()

    def _build(self) -> None:
        self.buttons = ButtonRow()
        self.rows = []
        y = 170
        for name in registry.game_names():
            has_table = table_module_exists(name)
            self.rows.append((name, has_table, y))
            self.buttons.add(Button((560, y + 14, 150, 44), "Play", lambda n=name: self.app.open_setup(n),
                                    enabled=has_table, key=f"play:{name}"))
            self.buttons.add(Button((720, y + 14, 130, 44), "Rules", lambda n=name: self.app.open_rules(n),
                                    key=f"rules:{name}"))
            y += 84
        saved = self.app.storage.unfinished()
        self.latest = next((game for game in saved if game.readable), None)
        unreadable = sum(1 for game in saved if not game.readable)
        info = describe_saved(self.latest) if self.latest else "No game in progress."
        if unreadable:
            info += f" {unreadable} file{'s' if unreadable != 1 else ''} in the saves folder cannot be read: see " \
                    "the saved games."
        self.resume_info = info
        self.buttons.add(Button((930, 200, 300, 54), "Resume", self.resume_latest, enabled=self.latest is not None,
                                key="resume"))
        self.buttons.add(Button((930, 392, 300, 48), f"Saved games ({len(saved)})", self.app.open_saves,
                                enabled=bool(saved), key="saves"))
        self.buttons.add(Button((930, 456, 300, 48), "Replays", self.app.open_replays, key="replays",
                                tooltip="Watch a saved or finished game again, step by step"))
        self.buttons.add(Button((930, 520, 300, 48), "Settings", self.app.open_settings, key="settings"))
        self.buttons.add(Button((930, 584, 300, 48), "Quit", self.app.quit, key="quit"))

    def resume_latest(self) -> None:
        """Continue the newest unfinished game whose orders replay (newer files that fail are passed over and
        named in the list of saved games)."""
        if self.latest is not None:
            self.app.resume()

    def enter(self) -> None:
        self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return self.buttons.handle_event(event)

    def needs_frame(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, "ninjatable", (60, 24), 64, theme.LIGHT, bold=True)
        text.blit_text(surface, "Japan-themed board and card games against the computer", (420, 44), 28, theme.GOLD)
        draw_panel(surface, pygame.Rect(40, 120, 840, 640))
        text.blit_text(surface, "Choose a game", (70, 134), 32, theme.INK, bold=True)
        for name, has_table, y in self.rows:
            pygame.draw.line(surface, (210, 196, 170), (70, y + 78), (850, y + 78), 1)
            text.blit_text(surface, game_title(name), (80, y + 16), 36, theme.INK, bold=True)
            if has_table:
                text.blit_text(surface, registry.CATALOGUE[name].tagline, (80, y + 54), 20, theme.MUTED)
            else:
                text.blit_text(surface, "no table yet: rules only", (80, y + 54), 22, theme.ACCENT)
        draw_panel(surface, pygame.Rect(910, 120, 340, 640))
        text.blit_text(surface, "Saved game", (930, 140), 30, theme.INK, bold=True)
        size, lines = text.fit_lines(self.resume_info, 300, sizes=(22, 19, 17), max_lines=6)
        for i, line in enumerate(lines):
            text.blit_text(surface, line, (930, 270 + (size + 2) * i), size, theme.MUTED)
        text.blit_text(surface, "F11: full screen", (930, 700), 20, theme.MUTED)
        self.buttons.draw(surface)
