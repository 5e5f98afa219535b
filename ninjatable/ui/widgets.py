"""Reusable widgets: buttons, panels, toasts, the log panel, hover tooltips.

Widgets work in logical coordinates. A widget's `handle_event` returns True when it consumed the event;
`draw` never changes state.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import pygame

from ninjatable.i18n import N_, _, ngettext, number
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
        text.blit_text(surface, self.label, rect.center, self.size, colour, anchor="center",
                       box=rect.inflate(-12, 0), how="shrink", min_size=min(self.size, 17))


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
    """A short message shown near a point for a few seconds (illegal moves, refused undo).

    It lasts its seconds of the table's time (`update`) and never longer than as many seconds of the clock, so a
    toast left when another screen covers the table is gone when the table shows again. It opens above its point,
    or below it (`below`: under a row of buttons, which it must not cover)."""

    #: the clock a toast's life is measured by (seconds).
    clock: Callable[[], float] = staticmethod(time.monotonic)

    def __init__(self) -> None:
        self.message = ""
        self.pos = (640, 400)
        self.remaining = 0.0
        self.until = 0.0
        self.below = False
        self.colour = theme.DANGER
        #: the toast is on the screen as last drawn (a frame must take it away once it is over).
        self.on_screen = False

    @property
    def wants_frame(self) -> bool:
        """Does the screen need drawing for the toast: while it shows, and once more to take it away."""
        return self.visible or self.on_screen

    def show(self, message: str, pos: tuple[int, int] | None = None, seconds: float = 3.5,
             colour: tuple[int, ...] = theme.DANGER, below: bool = False) -> None:
        self.message = message
        self.pos = pos or (640, 400)
        self.remaining = seconds
        self.until = self.clock() + seconds
        self.below = below
        self.colour = colour

    @property
    def visible(self) -> bool:
        return self.remaining > 0 and bool(self.message) and self.clock() < self.until

    def update(self, dt: float) -> None:
        if self.remaining > 0:
            self.remaining = max(0.0, self.remaining - dt)

    def clear(self) -> None:
        self.remaining = 0.0

    def rect(self) -> pygame.Rect:
        """Where the toast is drawn (before it is kept within the window)."""
        lines = text.wrap(self.message, 420, 22)
        width = max(text.font(22).size(line)[0] for line in lines) + 28
        rect = pygame.Rect(0, 0, width, 16 + 22 * len(lines))
        if self.below:
            rect.midtop = (self.pos[0], self.pos[1] + 10)
        else:
            rect.midbottom = (self.pos[0], self.pos[1] - 14)
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        self.on_screen = self.visible
        if not self.visible:
            return
        lines = text.wrap(self.message, 420, 22)
        rect = self.rect().clamp(surface.get_rect().inflate(-8, -8))
        pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 3), border_radius=8)
        pygame.draw.rect(surface, (255, 244, 232), rect, border_radius=8)
        pygame.draw.rect(surface, self.colour, rect, 3, border_radius=8)
        for i, line in enumerate(lines):
            text.blit_text(surface, line, (rect.x + 14, rect.y + 9 + 22 * i), 22, theme.INK, box=rect)


class LogPanel:
    """The list of everything that happened, newest at the bottom; scrolls with the mouse wheel.

    A line may be marked (the current line of a replay, drawn on a light band), may unfold (a small triangle
    before its number: a click on it shows or hides its detail lines, indented under it) and may carry those
    detail lines (`set_notes`).
    """

    LINE = 19
    SIZE = 19
    DETAIL_SIZE = 18

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], title: str = N_("Log")) -> None:
        self.rect = pygame.Rect(rect)
        self.title = title
        self.lines: list[str] = []
        #: the rows on screen: (text, the line it belongs to, True for a detail row).
        self._rows: list[tuple[str, int, bool]] = []
        self._source_len = -1
        self.scroll = 0  # rows scrolled up from the bottom
        #: lines drawn on a light band (the current line of a replay).
        self.marked: set[int] = set()
        #: lines that unfold to show details; `details` holds the unfolded ones' detail lines.
        self.expandable: set[int] = set()
        self.details: dict[int, list[str]] = {}
        self._wrap_width = self.rect.width

    def set_lines(self, lines: Sequence[str]) -> None:
        """Replace the entries (wrapping is recomputed only when they change)."""
        if len(lines) == self._source_len and (not lines or lines[-1] == (self.lines[-1] if self.lines else None)):
            if list(lines) == self.lines and self._wrap_width == self.rect.width:
                return
        given = list(lines)
        # new lines after the same ones, at the same width: only the new ones are wrapped (a long game's log)
        appended = (len(given) > len(self.lines) and self._wrap_width == self.rect.width
                    and self._number_width(len(given)) == self._number_width(len(self.lines))
                    and given[:len(self.lines)] == self.lines)
        start = len(self.lines) if appended else 0
        self.lines = given
        self._source_len = len(lines)
        self.details = {line: rows for line, rows in self.details.items() if line < len(self.lines)}
        self._rewrap(start)
        self.scroll = 0

    def set_notes(self, expandable: set[int], details: dict[int, list[str]], keep: int | None = None) -> None:
        """Which lines unfold, and the detail lines of the unfolded ones. With `keep`, the view scrolls so that
        line `keep` stays where it was and its details show below it."""
        if expandable == self.expandable and details == self.details:
            return
        top = self._top_row()
        self.expandable = set(expandable)
        self.details = {line: list(rows) for line, rows in details.items()}
        self._rewrap()
        if keep is not None:
            self._keep_in_view(keep, top)
        self.scroll = max(0, min(self._limit(), self.scroll))

    def mark(self, lines: set[int]) -> None:
        """Draw `lines` on a light band and scroll so that the last of them shows."""
        self.marked = set(lines)
        if lines:
            rows = [i for i, (_, line, detail) in enumerate(self._rows) if line == max(lines) and not detail]
            if rows:
                self._show_row(rows[-1])

    def _rewrap(self, start: int = 0) -> None:
        """Wrap the lines into rows, from line `start` on (the rows of the lines before it are kept)."""
        self._wrap_width = self.rect.width
        rows: list[tuple[str, int, bool]] = self._rows if start else []
        number = self._number_width(len(self.lines))
        for index, line in enumerate(self.lines[start:], start=start):
            parts = text.wrap(line, self.rect.width - 24 - number, self.SIZE)
            rows.append((f"{index + 1:>3}  {parts[0]}", index, False))
            rows.extend((f"     {part}", index, False) for part in parts[1:])
            for detail in self.details.get(index, ()):
                rows.extend((part, index, True) for part in text.wrap(detail, self.rect.width - 58, self.DETAIL_SIZE))
        self._rows = rows

    def _number_width(self, count: int) -> int:
        """The width kept for the lines' numbers when there are `count` lines: as many of the widest digit as the
        count has digits (at least three), so it changes only with their number."""
        font = text.font(self.SIZE)
        widest = max(font.size(digit)[0] for digit in "0123456789")
        return widest * max(3, len(str(count))) + font.size("  ")[0]

    @property
    def visible_count(self) -> int:
        return max(1, (self.rect.height - 40) // self.LINE)

    def _limit(self) -> int:
        return max(0, len(self._rows) - self.visible_count)

    def _window(self) -> tuple[int, int]:
        end = len(self._rows) - self.scroll
        return max(0, end - self.visible_count), end

    def _top_row(self) -> int:
        return self._window()[0]

    def _show_row(self, row: int) -> None:
        """Scroll the least so that `row` is on screen."""
        start, end = self._window()
        if row >= end:
            self.scroll = max(0, len(self._rows) - row - 1)
        elif row < start:
            self.scroll = min(self._limit(), max(0, len(self._rows) - row - self.visible_count))

    def _keep_in_view(self, line: int, top: int) -> None:
        """Keep the rows above `line`'s first row where they were, then make its last detail row visible."""
        rows = [i for i, (_, owner, _) in enumerate(self._rows) if owner == line]
        if not rows:
            return
        self.scroll = max(0, min(self._limit(), len(self._rows) - top - self.visible_count))
        self._show_row(rows[-1])
        self._show_row(rows[0])

    def line_at(self, pos: tuple[int, int]) -> int | None:
        """The line (index into `lines`) shown at `pos`, detail rows included, or None."""
        if not self.rect.collidepoint(pos):
            return None
        start, end = self._window()
        row = start + (pos[1] - (self.rect.y + 34)) // self.LINE
        if pos[1] < self.rect.y + 34 or not start <= row < end:
            return None
        return self._rows[row][1]

    def line_rect(self, line: int) -> pygame.Rect | None:
        """Where the first row of `line` is on screen, or None when it is scrolled away."""
        start, end = self._window()
        for row in range(start, end):
            if self._rows[row][1] == line and not self._rows[row][2]:
                return pygame.Rect(self.rect.x + 6, self.rect.y + 34 + (row - start) * self.LINE,
                                   self.rect.width - 12, self.LINE)
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            pos = getattr(event, "pos", None) or pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                self.scroll = max(0, min(self._limit(), self.scroll + event.y * 3))
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self._wrap_width != self.rect.width:
            self._rewrap()
        draw_panel(surface, self.rect, fill=(236, 228, 210))
        text.blit_text(surface, _(self.title), (self.rect.x + 12, self.rect.y + 8), 24, theme.INK, bold=True,
                       box=self.rect)
        start, end = self._window()
        y = self.rect.y + 34
        clip = surface.get_clip()
        inside = self.rect.inflate(-8, -6)
        surface.set_clip(inside)
        previous = -1
        for row_text, line, detail in self._rows[start:end]:
            if line in self.marked and not detail:
                pygame.draw.rect(surface, (255, 232, 150), (self.rect.x + 5, y - 1, self.rect.width - 10, self.LINE))
            if detail:
                text.blit_text(surface, row_text, (self.rect.x + 44, y + 1), self.DETAIL_SIZE, theme.ACCENT,
                               box=inside)
            else:
                text.blit_text(surface, row_text, (self.rect.x + 12, y), self.SIZE, theme.INK, box=inside)
                if line in self.expandable and line != previous:
                    self._draw_fold(surface, (self.rect.x + 4, y + 3), line in self.details)
            previous = line
            y += self.LINE
        surface.set_clip(clip)
        if self.scroll:
            text.blit_text(surface, ngettext("{n} more line below", "{n} more lines below", self.scroll).format(
                               n=number(self.scroll)), (self.rect.right - 10, self.rect.bottom - 4),
                           17, theme.MUTED, anchor="bottomright", box=self.rect)

    @staticmethod
    def _draw_fold(surface: pygame.Surface, at: tuple[int, int], open_: bool) -> None:
        """The small triangle of a line that unfolds: pointing right when closed, down when open."""
        x, y = at
        points = [(x, y + 4), (x + 8, y + 4), (x + 4, y + 10)] if open_ else [(x + 1, y + 1), (x + 7, y + 6),
                                                                             (x + 1, y + 11)]
        pygame.draw.polygon(surface, theme.ACCENT, points)


class Tooltip:
    """A hover hint: set `text` and `pos` each frame (or clear), drawn last by the scene.

    It opens below and to the right of the mouse; with `clear_of` (a row of buttons, a title) it keeps off that
    rectangle, above it or else below it, so that it never covers the buttons next to the one it describes."""

    def __init__(self) -> None:
        self.text = ""
        self.pos = (0, 0)
        self.clear_of: pygame.Rect | None = None

    def set(self, message: str, pos: tuple[int, int], clear_of: pygame.Rect | None = None) -> None:
        self.text = message
        self.pos = pos
        self.clear_of = pygame.Rect(clear_of) if clear_of is not None else None

    def clear(self) -> None:
        self.text = ""
        self.clear_of = None

    def place(self, bounds: pygame.Rect) -> tuple[pygame.Rect, list[str]]:
        """Where the tooltip goes within `bounds`, and its lines: below and right of the mouse, else (to keep
        off `clear_of`) above that rectangle, below it, or to its left or right."""
        lines = text.wrap(self.text, 320, 20)
        width = max(text.font(20).size(line)[0] for line in lines) + 16
        rect = pygame.Rect(self.pos[0] + 16, self.pos[1] + 18, width, 8 + 20 * len(lines))
        rect.clamp_ip(bounds)
        avoid = self.clear_of
        if avoid is None or not rect.colliderect(avoid):
            return rect, lines
        for x, y in ((rect.x, avoid.top - 4 - rect.height), (rect.x, avoid.bottom + 4),
                     (avoid.left - 4 - rect.width, rect.y), (avoid.right + 4, rect.y)):
            moved = pygame.Rect(x, y, rect.width, rect.height).clamp(bounds)
            if not moved.colliderect(avoid):
                return moved, lines
        return rect, lines

    def draw(self, surface: pygame.Surface) -> None:
        if not self.text:
            return
        rect, lines = self.place(surface.get_rect())
        pygame.draw.rect(surface, (255, 252, 230), rect, border_radius=4)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=4)
        for i, line in enumerate(lines):
            text.blit_text(surface, line, (rect.x + 8, rect.y + 4 + 20 * i), 20, theme.INK, box=rect)


class ChoiceList:
    """A small drop-down list of choices under (or above) the control that opened it. A click on a choice picks
    it; a click elsewhere, Esc or a right click closes the list. Choices that cannot be used are greyed but
    listed (picking one shows why it cannot be used)."""

    ROW = 36

    def __init__(self, anchor: pygame.Rect, choices: Sequence[tuple[str, bool]], current: int,
                 pick: Callable[[int], None], bounds: pygame.Rect, key: str = "list") -> None:
        """`choices`: (label, usable) each; `current`: the index of the chosen one; `pick(index)`."""
        width = max(anchor.width, max((text.font(21).size(label)[0] for label, _ in choices), default=0) + 32)
        width = min(width, bounds.width)
        height = self.ROW * len(choices) + 8
        rect = pygame.Rect(anchor.x, anchor.bottom + 2, width, height)
        if rect.bottom > bounds.bottom:
            rect.bottom = anchor.y - 2
        self.rect = rect.clamp(bounds)
        self.pick = pick
        self.buttons = ButtonRow()
        for i, (label, usable) in enumerate(choices):
            button = self.buttons.add(Button((self.rect.x + 4, self.rect.y + 4 + i * self.ROW, width - 8,
                                              self.ROW - 4), label, lambda i=i: self.pick(i), size=21,
                                             key=f"{key}:{i}"))
            button.selected = i == current
            button.muted = not usable

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        """True when the list used the event; None when the list should close (the event is used too)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return None
        if event.type == pygame.MOUSEMOTION:
            self.buttons.handle_event(event)
            return True
        pos = getattr(event, "pos", None)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and pos is not None:
            if event.button == 3 or not self.rect.collidepoint(pos):
                return None if event.type == pygame.MOUSEBUTTONDOWN else True
            if self.buttons.handle_event(event) and event.type == pygame.MOUSEBUTTONUP:
                return None
            return True
        return event.type == pygame.KEYDOWN

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect.inflate(4, 4), radius=8)
        self.buttons.draw(surface)
