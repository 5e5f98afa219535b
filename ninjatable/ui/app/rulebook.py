"""The rules panel: a game's rules document (docs/rules/<game>.md) readable and scrollable in the window."""

from __future__ import annotations

import pygame

from ninjatable.engine import registry
from ninjatable.paths import rules_dir
from ninjatable.ui import markdown, text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.app.words import game_title
from ninjatable.ui.scene import Scene
from ninjatable.ui.widgets import Button, ButtonRow, draw_backdrop, draw_panel


class RulesScene(Scene):
    """The game's rules document (docs/rules/<game>.md), readable and scrollable in the window."""

    PAGE = pygame.Rect(140, 110, 1000, 620)

    def __init__(self, app: AppContext, name: str) -> None:
        super().__init__(app)
        self.name = name
        self.title = f"{game_title(name)}: rules"
        self.lines = self._layout(self._source())
        self.scroll = 0
        self.buttons = ButtonRow([Button((1140 - 160, 744, 160, 44), "Close", self.close, key="close")])
        self._dragging_bar = False

    def _source(self) -> str:
        file_name = f"{self.name}.md"
        try:
            game = registry.get_game(self.name)
            file_name = game.rules_doc or file_name
        except Exception:  # a game that cannot be loaded still has its rules document
            pass
        path = rules_dir() / file_name
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            return f"# {game_title(self.name)}\n\nThe rules document {path.name} is not installed."

    def _layout(self, source: str) -> list[tuple[int, int, int, bool, tuple[int, int, int], int]]:
        """Wrapped lines as (x offset, y offset, size, bold, colour, index into self.texts). Table rows are laid
        out in columns when they fit the page, else as wrapped text rows."""
        styles = {"h1": (40, True, theme.ACCENT, 18), "h2": (32, True, theme.INK, 14), "h3": (27, True, theme.INK, 10),
                  "p": (24, False, theme.INK, 8), "li": (24, False, theme.INK, 4), "row": (22, False, theme.INK, 2)}
        self.texts = []
        lines: list[tuple[int, int, int, bool, tuple[int, int, int], int]] = []
        width = self.PAGE.width - 60
        blocks = markdown.parse(source)
        column_x = self._table_columns(blocks, width)
        y = 0

        def put(x: int, part: str, size: int, bold: bool, colour: tuple[int, int, int]) -> None:
            self.texts.append(part)
            lines.append((x, y, size, bold, colour, len(self.texts) - 1))

        for index, block in enumerate(blocks):
            if block.kind == "rule":
                y += 16
                continue
            size, bold, colour, gap = styles[block.kind]
            if block.kind == "row" and index in column_x:
                header = index == 0 or blocks[index - 1].kind != "row"
                for x, cell in zip(column_x[index], block.cells, strict=False):
                    put(x, cell, size, header, colour)
                y += int(size * 1.15) + gap
                continue
            indent = 24 * block.indent + (10 if block.kind == "li" else 0)
            if block.kind.startswith("h"):
                y += gap
            for i, part in enumerate(text.wrap(block.text, width - indent - 20, size, bold)):
                put(indent + (16 if block.kind == "li" and i > 0 else 0), part, size, bold, colour)
                y += int(size * 1.05)
            y += gap
        self.height = y
        return lines

    @staticmethod
    def _table_columns(blocks: list[markdown.Block], width: int) -> dict[int, list[int]]:
        """For each table row that belongs to a table narrow enough for the page: its cells' x offsets."""
        found: dict[int, list[int]] = {}
        index = 0
        while index < len(blocks):
            if blocks[index].kind != "row":
                index += 1
                continue
            end = index
            while end < len(blocks) and blocks[end].kind == "row":
                end += 1
            rows = blocks[index:end]
            count = max(len(r.cells) for r in rows)
            widths = [0] * count
            for number, row in enumerate(rows):
                for column, cell in enumerate(row.cells):
                    widths[column] = max(widths[column], text.font(22, number == 0).size(cell)[0])
            if sum(widths) + 28 * (count - 1) <= width - 20:
                xs, x = [], 0
                for w in widths:
                    xs.append(x)
                    x += w + 28
                for offset in range(index, end):
                    found[offset] = xs
            index = end
        return found

    @property
    def max_scroll(self) -> int:
        return max(0, self.height - (self.PAGE.height - 40))

    def close(self) -> None:
        self.app.scenes.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 500, pygame.K_PAGEUP: -500,
                    pygame.K_SPACE: 500, pygame.K_HOME: -10**9, pygame.K_END: 10**9}.get(event.key)
            if step is not None:
                self.scroll = max(0, min(self.max_scroll, self.scroll + step))
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.close()
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * 60))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._bar_area().collidepoint(event.pos):
            self._dragging_bar = True
            self._scroll_to(event.pos[1])
            return True
        if event.type == pygame.MOUSEMOTION and self._dragging_bar:
            self._scroll_to(event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._dragging_bar:
            self._dragging_bar = False
            return True
        self.buttons.handle_event(event)
        return True

    def _bar_area(self) -> pygame.Rect:
        return pygame.Rect(self.PAGE.right - 22, self.PAGE.y + 10, 14, self.PAGE.height - 20)

    def _scroll_to(self, y: int) -> None:
        area = self._bar_area()
        fraction = (y - area.y) / max(1, area.height)
        self.scroll = int(max(0, min(1, fraction)) * self.max_scroll)

    def needs_frame(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, self.title, (60, 24), 56, theme.LIGHT, bold=True)
        draw_panel(surface, self.PAGE)
        clip = surface.get_clip()
        inner = self.PAGE.inflate(-20, -20)
        surface.set_clip(inner)
        top = self.PAGE.y + 20 - self.scroll
        for x, y, size, bold, colour, index in self.lines:
            sy = top + y
            if sy < self.PAGE.y - 50 or sy > self.PAGE.bottom:
                continue
            text.blit_text(surface, self.texts[index], (self.PAGE.x + 30 + x, sy), size, colour, bold)
        surface.set_clip(clip)
        if self.max_scroll:
            area = self._bar_area()
            pygame.draw.rect(surface, (220, 208, 186), area, border_radius=6)
            visible = (self.PAGE.height - 40) / max(1, self.height)
            thumb_h = max(30, int(area.height * visible))
            thumb_y = area.y + int((area.height - thumb_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (area.x, thumb_y, area.width, thumb_h), border_radius=6)
        text.blit_text(surface, "Wheel, arrows or Page Up/Down to scroll; Esc to close", (140, 756), 22, theme.LIGHT)
        self.buttons.draw(surface)
