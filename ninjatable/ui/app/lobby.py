"""The lobby: pick a game, resume a saved one, open the settings, quit."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from ninjatable.engine import registry
from ninjatable.ui import text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.app.words import SEAT_CHOICE_LABELS, game_title, table_module_exists
from ninjatable.ui.scene import Scene
from ninjatable.ui.widgets import Button, ButtonRow, draw_backdrop, draw_panel


class LobbyScene(Scene):
    """Pick a game, resume the autosaved one, open the settings, quit."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.buttons = ButtonRow()
        self.rows: list[tuple[str, bool, int]] = []
        self.resume_info = ""
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
        latest = self.app.storage.latest_autosave()
        self.resume_info = self._describe_save(latest) if latest else "No saved game."
        self.buttons.add(Button((930, 200, 300, 54), "Resume", self.app.resume, enabled=latest is not None,
                                key="resume"))
        self.buttons.add(Button((930, 456, 300, 48), "Replays", self.app.open_replays, key="replays",
                                tooltip="Watch a saved or finished game again, step by step"))
        self.buttons.add(Button((930, 520, 300, 48), "Settings", self.app.open_settings, key="settings"))
        self.buttons.add(Button((930, 584, 300, 48), "Quit", self.app.quit, key="quit"))

    @staticmethod
    def _describe_save(path: Path) -> str:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            seats = ", ".join(SEAT_CHOICE_LABELS.get(s, str(s)) for s in data["seats"])
            return f"{game_title(str(data['game']))}: {seats}; {len(data['commands'])} orders given."
        except (OSError, ValueError, KeyError, TypeError):
            return f"{path.name} (cannot be read)"

    def enter(self) -> None:
        self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return self.buttons.handle_event(event)

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
        for i, line in enumerate(text.wrap(self.resume_info, 290, 22)[:6]):
            text.blit_text(surface, line, (930, 270 + 24 * i), 22, theme.MUTED)
        text.blit_text(surface, "F11: full screen", (930, 700), 20, theme.MUTED)
        self.buttons.draw(surface)
