"""Reusable widgets: buttons, panels, toasts, the log panel, hover tooltips.

Widgets work in logical coordinates. A widget's `handle_event` returns True when it consumed the event;
`draw` never changes state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ninjatable.ui import text, theme


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, ...] = theme.PANEL,
               edge: tuple[int, ...] = theme.PANEL_EDGE, radius: int = 10, width: int = 2) -> None:
    """A rounded panel with a soft shadow."""
    shadow = rect.move(3, 4)
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def draw_backdrop(surface: pygame.Surface) -> None:
    """The background of the full-screen menus: felt with a wooden header band."""
    surface.fill(theme.FELT)
    pygame.draw.rect(surface, theme.WOOD, (0, 0, surface.get_width(), 96))
    pygame.draw.line(surface, theme.GOLD, (0, 96), (surface.get_width(), 96), 3)


_overlay_cache: dict[tuple[tuple[int, int], tuple[int, ...]], pygame.Surface] = {}


def dim(surface: pygame.Surface, colour: tuple[int, ...] = theme.OVERLAY) -> None:
    """Darken the whole surface (under a dialog)."""
    key = (surface.get_size(), colour)
    veil = _overlay_cache.get(key)
    if veil is None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(colour)
        _overlay_cache[key] = veil
    surface.blit(veil, (0, 0))


class Button:
    """A clickable button. `on_click` runs on mouse release inside the button."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 on_click: Callable[[], None] | None = None, size: int = 24, enabled: bool = True,
                 tooltip: str = "", key: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.size = size
        self.enabled = enabled
        self.tooltip = tooltip
        self.key = key or label
        self.hover = False
        self.pressed = False
        self.selected = False
        #: greyed but still clickable: it shows a choice that cannot be used (the reason is shown beside it).
        self.muted = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos) and self.enabled:
                if self.on_click:
                    self.on_click()
                return True
            return self.rect.collidepoint(event.pos)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.enabled or self.muted:
            fill = theme.BUTTON_DISABLED
        elif self.selected:
            fill = theme.SELECT
        elif self.hover:
            fill = theme.BUTTON_HOVER
        else:
            fill = theme.BUTTON
        rect = self.rect.move(0, 1) if self.pressed else self.rect
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=8)
        pygame.draw.rect(surface, fill, rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=8)
        colour = theme.INK if self.enabled and not self.muted else theme.MUTED
        label = text.fit(self.label, rect.width - 12, self.size)
        text.blit_text(surface, label, rect.center, self.size, colour, anchor="center")


class ButtonRow:
    """A group of buttons handled and drawn together."""

    def __init__(self, buttons: Sequence[Button] = ()) -> None:
        self.buttons: list[Button] = list(buttons)

    def add(self, button: Button) -> Button:
        self.buttons.append(button)
        return button

    def get(self, key: str) -> Button:
        for button in self.buttons:
            if button.key == key:
                return button
        raise KeyError(key)

    def handle_event(self, event: pygame.event.Event) -> bool:
        consumed = False
        for button in list(self.buttons):
            if button.handle_event(event):
                consumed = True
                if event.type != pygame.MOUSEMOTION:
                    break
        return consumed

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface)

    def hovered(self) -> Button | None:
        for button in self.buttons:
            if button.hover:
                return button
        return None


class Toast:
    """A short message shown near a point for a few seconds (illegal moves, refused undo)."""

    def __init__(self) -> None:
        self.message = ""
        self.pos = (640, 400)
        self.remaining = 0.0
        self.colour = theme.DANGER

    def show(self, message: str, pos: tuple[int, int] | None = None, seconds: float = 3.5,
             colour: tuple[int, ...] = theme.DANGER) -> None:
        self.message = message
        self.pos = pos or (640, 400)
        self.remaining = seconds
        self.colour = colour

    @property
    def visible(self) -> bool:
        return self.remaining > 0 and bool(self.message)

    def update(self, dt: float) -> None:
        if self.remaining > 0:
            self.remaining = max(0.0, self.remaining - dt)

    def clear(self) -> None:
        self.remaining = 0.0

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lines = text.wrap(self.message, 420, 22)
        height = 16 + 22 * len(lines)
        width = max(text.font(22).size(line)[0] for line in lines) + 28
        rect = pygame.Rect(0, 0, width, height)
        rect.midbottom = (self.pos[0], self.pos[1] - 14)
        rect.clamp_ip(surface.get_rect().inflate(-8, -8))
        pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 3), border_radius=8)
        pygame.draw.rect(surface, (255, 244, 232), rect, border_radius=8)
        pygame.draw.rect(surface, self.colour, rect, 3, border_radius=8)
        for i, line in enumerate(lines):
            text.blit_text(surface, line, (rect.x + 14, rect.y + 9 + 22 * i), 22, theme.INK)


class LogPanel:
    """The list of everything that happened, newest at the bottom; scrolls with the mouse wheel."""

    LINE = 19
    SIZE = 19

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], title: str = "Log") -> None:
        self.rect = pygame.Rect(rect)
        self.title = title
        self.lines: list[str] = []
        self._wrapped: list[str] = []
        self._source_len = -1
        self.scroll = 0  # lines scrolled up from the bottom

    def set_lines(self, lines: Sequence[str]) -> None:
        """Replace the entries (wrapping is recomputed only when they change)."""
        if len(lines) == self._source_len and (not lines or lines[-1] == (self.lines[-1] if self.lines else None)):
            if list(lines) == self.lines:
                return
        self.lines = list(lines)
        self._source_len = len(lines)
        wrapped: list[str] = []
        for number, line in enumerate(self.lines, start=1):
            parts = text.wrap(line, self.rect.width - 40, self.SIZE)
            wrapped.append(f"{number:>3}  {parts[0]}")
            wrapped.extend(f"     {part}" for part in parts[1:])
        self._wrapped = wrapped
        self.scroll = 0

    @property
    def visible_count(self) -> int:
        return max(1, (self.rect.height - 40) // self.LINE)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            pos = getattr(event, "pos", None) or pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                limit = max(0, len(self._wrapped) - self.visible_count)
                self.scroll = max(0, min(limit, self.scroll + event.y * 3))
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect, fill=(236, 228, 210))
        text.blit_text(surface, self.title, (self.rect.x + 12, self.rect.y + 8), 24, theme.INK, bold=True)
        count = self.visible_count
        end = len(self._wrapped) - self.scroll
        start = max(0, end - count)
        y = self.rect.y + 34
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-6, -6))
        for line in self._wrapped[start:end]:
            text.blit_text(surface, line, (self.rect.x + 8, y), self.SIZE, theme.INK)
            y += self.LINE
        surface.set_clip(clip)
        if self.scroll:
            text.blit_text(surface, f"{self.scroll} more lines below", (self.rect.right - 10, self.rect.y + 10),
                           17, theme.MUTED, anchor="topright")


class Tooltip:
    """A hover hint: set `text` and `pos` each frame (or clear), drawn last by the scene."""

    def __init__(self) -> None:
        self.text = ""
        self.pos = (0, 0)

    def set(self, message: str, pos: tuple[int, int]) -> None:
        self.text = message
        self.pos = pos

    def clear(self) -> None:
        self.text = ""

    def draw(self, surface: pygame.Surface) -> None:
        if not self.text:
            return
        lines = text.wrap(self.text, 320, 20)
        width = max(text.font(20).size(line)[0] for line in lines) + 16
        rect = pygame.Rect(self.pos[0] + 16, self.pos[1] + 18, width, 8 + 20 * len(lines))
        rect.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (255, 252, 230), rect, border_radius=4)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=4)
        for i, line in enumerate(lines):
            text.blit_text(surface, line, (rect.x + 8, rect.y + 4 + 20 * i), 20, theme.INK)
