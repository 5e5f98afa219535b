"""The rules panel: a game's rules document (docs/rules/<game>.md) readable and scrollable in the window.

The document is Markdown: headings, paragraphs with bold, italic and code, bullet and numbered lists (nested),
quotes, code and tables. Tables are drawn as tables: a shaded header row, ruled cells, columns sized to their
contents and wrapped when the page is too narrow, each column aligned as the document says.
"""

from __future__ import annotations

import dataclasses
import re

import pygame

from ninjatable import i18n
from ninjatable.engine import registry
from ninjatable.i18n import _, pgettext
from ninjatable.paths import rules_document
from ninjatable.ui import markdown, text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.app.words import game_title
from ninjatable.ui.scene import Scene
from ninjatable.ui.widgets import Button, ButtonRow, draw_backdrop, draw_panel

#: where the rules panel's title is (a long title shrinks).
TITLE_BOX = pygame.Rect(60, 0, 1180, 110)


@dataclasses.dataclass(frozen=True)
class Piece:
    """A run of text at (x, y) on the page, in one style."""

    x: int
    y: int
    text: str
    size: int
    bold: bool = False
    italic: bool = False
    colour: tuple[int, int, int] = theme.INK


#: a shape on the page: ('rect' or 'line', where, colour, line width; 0 fills).
Shape = tuple[str, pygame.Rect, tuple[int, int, int], int]

_fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
_rendered: dict[tuple[str, int, bool, bool, tuple[int, int, int]], pygame.Surface] = {}

HEADINGS = {1: (40, theme.ACCENT, 18), 2: (32, theme.INK, 14), 3: (27, theme.INK, 10)}
BODY = 24
TABLE = 22
CODE_FILL = (228, 218, 198)
HEADER_FILL = (226, 210, 180)
GRID = (170, 145, 110)
CELL_PAD = 8


def style_font(size: int, bold: bool, italic: bool) -> pygame.font.Font:
    key = (size, bold, italic)
    found = _fonts.get(key)
    if found is None:
        found = pygame.font.Font(None, size)
        found.bold, found.italic = bold, italic
        _fonts[key] = found
    return found


def styled(words: str, size: int, bold: bool, italic: bool, colour: tuple[int, int, int]) -> pygame.Surface:
    """`words` rendered in the style (cached)."""
    key = (words, size, bold, italic, colour)
    image = _rendered.get(key)
    if image is None:
        if len(_rendered) > 3000:
            _rendered.clear()
        image = style_font(size, bold, italic).render(words, True, colour)
        _rendered[key] = image
    return image


def advance(words: str, size: int, bold: bool, italic: bool) -> int:
    """How far `words` in the style move the pen: their width, less the slant an italic face adds at the end
    (measured once for the whole run, so that a run of italic words is not spread apart)."""
    width = style_font(size, bold, italic).size(words)[0]
    if italic:
        width -= style_font(size, bold, True).size("a")[0] - style_font(size, bold, False).size("a")[0]
    return width


def _words(spans: markdown.Spans) -> list[tuple[str, markdown.Span, bool]]:
    """Each word with its span and whether a space comes before it."""
    found: list[tuple[str, markdown.Span, bool]] = []
    space = False
    for span in spans:
        for part in re.findall(r"\S+|\s+", span.text):
            if part.isspace():
                space = True
            else:
                found.append((part, span, space))
                space = False
    return found


def wrap_spans(spans: markdown.Spans, width: int, size: int, bold: bool = False,
               colour: tuple[int, int, int] = theme.INK) -> list[list[Piece]]:
    """Styled text broken into lines of at most `width` pixels (a word longer than a line stays whole); each
    line's pieces at x offsets from 0 and y 0."""
    lines: list[list[Piece]] = [[]]
    x = 0
    for word, span, space in _words(spans):
        font = style_font(size, bold or span.bold, span.italic)
        gap = font.size(" ")[0] if space and lines[-1] else 0
        w = font.size(word)[0]
        if lines[-1] and x + gap + w > width:
            lines.append([])
            x, gap = 0, 0
        line = lines[-1]
        same = bool(line) and not span.code and not _is_code(line[-1]) \
            and (line[-1].bold, line[-1].italic) == (bold or span.bold, span.italic)
        if same:
            last = line[-1]
            line[-1] = dataclasses.replace(last, text=last.text + (" " if gap else "") + word)
        else:
            gap += 2 if gap else 0  # a change of style: the bold face's bearing eats into a plain space
            line.append(_CodePiece(x + gap, 0, word, size, bold or span.bold, span.italic, colour) if span.code
                        else Piece(x + gap, 0, word, size, bold or span.bold, span.italic, colour))
        last = line[-1]
        x = last.x + advance(last.text, size, last.bold, last.italic)
    return lines


@dataclasses.dataclass(frozen=True)
class _CodePiece(Piece):
    """Code in running text: drawn on a tinted ground."""


def _is_code(piece: Piece) -> bool:
    return isinstance(piece, _CodePiece)


class PageLayout:
    """Lays out blocks down a page of `width` pixels: `pieces` of text and `shapes`, `y` the height so far."""

    def __init__(self, width: int) -> None:
        self.width = width
        self.pieces: list[Piece] = []
        self.shapes: list[Shape] = []
        self.y = 0

    def blocks(self, blocks: list[markdown.Block]) -> None:
        for block in blocks:
            getattr(self, f"_{block.kind}")(block)

    def _put_lines(self, lines: list[list[Piece]], x: int, size: int) -> None:
        height = int(size * 1.08)
        for line in lines:
            for piece in line:
                placed = dataclasses.replace(piece, x=piece.x + x, y=self.y)
                if _is_code(piece):
                    w, h = style_font(piece.size, piece.bold, piece.italic).size(piece.text)
                    self.shapes.append(("rect", pygame.Rect(placed.x - 3, self.y - 2, w + 6, h + 2), CODE_FILL, 0))
                self.pieces.append(placed)
            self.y += height

    def _heading(self, block: markdown.Block) -> None:
        size, colour, gap = HEADINGS.get(block.level, (25, theme.INK, 8))
        self.y += gap
        self._put_lines(wrap_spans(block.spans, self.width, size, True, colour), 0, size)
        if block.level <= 2:
            self.shapes.append(("line", pygame.Rect(0, self.y + 2, self.width - 20, 0), GRID, 1))
        self.y += gap // 2 + 4

    def _paragraph(self, block: markdown.Block) -> None:
        self._put_lines(wrap_spans(block.spans, self.width - 20, BODY), 0, BODY)
        self.y += 8

    def _item(self, block: markdown.Block) -> None:
        indent = 28 * block.level + 8
        marker_width = max(22, style_font(BODY, False, False).size(block.marker + " ")[0])
        if block.marker:
            self.pieces.append(Piece(indent, self.y, block.marker, BODY))
        self._put_lines(wrap_spans(block.spans, self.width - indent - marker_width - 20, BODY),
                        indent + marker_width, BODY)
        self.y += 4

    def _quote(self, block: markdown.Block) -> None:
        top = self.y
        spans = tuple(dataclasses.replace(span, italic=True) for span in block.spans)
        self._put_lines(wrap_spans(spans, self.width - 60, BODY, colour=theme.MUTED), 24, BODY)
        self.shapes.append(("rect", pygame.Rect(6, top, 4, self.y - top), GRID, 0))
        self.y += 8

    def _code(self, block: markdown.Block) -> None:
        top = self.y
        self.y += 6
        for span in block.spans:
            self.pieces.append(Piece(14, self.y, span.text, 21, colour=theme.INK))
            self.y += 22
        self.shapes.insert(0, ("rect", pygame.Rect(0, top, self.width - 20, self.y - top + 6), CODE_FILL, 0))
        self.y += 14

    def _rule(self, block: markdown.Block) -> None:
        self.y += 8
        self.shapes.append(("line", pygame.Rect(0, self.y, self.width - 20, 0), GRID, 2))
        self.y += 12

    def _table(self, block: markdown.Block) -> None:
        """A table: columns as wide as their contents when the page allows, else shared out by need and
        wrapped; a shaded, bold header row; every cell ruled."""
        count = max(len(row) for row in block.rows)
        rows = [tuple(row) + ((),) * (count - len(row)) for row in block.rows]
        widths = self._column_widths(rows, count)
        top = self.y
        self.y += 2
        xs = [sum(widths[:i]) for i in range(count + 1)]
        for number, row in enumerate(rows):
            header = number == 0
            cells = [wrap_spans(cell, widths[i] - 2 * CELL_PAD, TABLE, header) for i, cell in enumerate(row)]
            height = max(len(lines) for lines in cells) * int(TABLE * 1.08) + 2 * CELL_PAD - 4
            if header:
                self.shapes.append(("rect", pygame.Rect(0, self.y, xs[-1], height), HEADER_FILL, 0))
            for column, lines in enumerate(cells):
                align = block.align[column] if column < len(block.align) else "left"
                for line_number, line in enumerate(lines):
                    used = _line_width(line)
                    spare = widths[column] - 2 * CELL_PAD - used
                    shift = spare if align == "right" else spare // 2 if align == "center" else 0
                    for piece in line:
                        self.pieces.append(dataclasses.replace(
                            piece, x=xs[column] + CELL_PAD + shift + piece.x,
                            y=self.y + CELL_PAD - 2 + line_number * int(TABLE * 1.08)))
            self.y += height
            self.shapes.append(("line", pygame.Rect(0, self.y, xs[-1], 0), GRID, 2 if header else 1))
        self.shapes.append(("rect", pygame.Rect(0, top, xs[-1] + 1, self.y - top + 1), GRID, 1))
        for x in xs[1:-1]:
            self.shapes.append(("line", pygame.Rect(x, top, 0, self.y - top), GRID, 1))
        self.y += 14

    def _column_widths(self, rows: list[tuple[markdown.Spans, ...]], count: int) -> list[int]:
        """Natural widths (the longest cell) when they fit; else each column keeps its longest word and the
        rest of the page is shared in proportion to what each still needs."""
        available = self.width - 20
        natural = [0] * count
        least = [0] * count
        for number, row in enumerate(rows):
            for column, cell in enumerate(row):
                font = style_font(TABLE, number == 0, False)
                natural[column] = max(natural[column], font.size(markdown.plain(cell))[0] + 2 * CELL_PAD + 4)
                longest = max((font.size(word)[0] for word, _span, _code in _words(cell)), default=0)
                least[column] = max(least[column], longest + 2 * CELL_PAD)
        if sum(natural) <= available:
            return natural
        spare = max(0, available - sum(least))
        need = [n - m for n, m in zip(natural, least, strict=True)]
        total = sum(need) or 1
        return [m + spare * n // total for m, n in zip(least, need, strict=True)]


def _line_width(line: list[Piece]) -> int:
    if not line:
        return 0
    last = line[-1]
    return last.x + style_font(last.size, last.bold, last.italic).size(last.text)[0]


class RulesScene(Scene):
    """The game's rules document (docs/rules/<game>.md, or its translation <game>.<lang>.md in the player's
    language when there is one), readable and scrollable in the window."""

    PAGE = pygame.Rect(140, 110, 1000, 620)

    def __init__(self, app: AppContext, name: str) -> None:
        super().__init__(app)
        self.name = name
        self.title = ""
        self.shapes: list[Shape] = []
        self.lines = self._layout(self._source())
        self.scroll = 0
        self.buttons = ButtonRow()
        self._build()
        self._dragging_bar = False

    def _build(self) -> None:
        self.title = _("{game}: rules").format(game=game_title(self.name))
        self.buttons = ButtonRow([Button((1140 - 160, 744, 160, 44), pgettext("button", "Close"), self.close,
                                         key="close")])

    def language_changed(self) -> None:
        """The document in the new language, from its top."""
        self.lines = self._layout(self._source())
        self.scroll = 0
        self._build()

    def _source(self) -> str:
        file_name = f"{self.name}.md"
        try:
            game = registry.get_game(self.name)
            file_name = game.rules_doc or file_name
        except Exception:  # a game that cannot be loaded still has its rules document
            pass
        path = rules_document(file_name, i18n.language())
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            return "# {title}\n\n{words}".format(
                title=game_title(self.name),
                words=_("The rules document {file} is not installed.").format(file=path.name))

    def _layout(self, source: str) -> list[Piece]:
        """The document laid out for the page: text pieces and shapes, in page coordinates from the top."""
        layout = PageLayout(self.PAGE.width - 60)
        layout.blocks(markdown.parse(source))
        self.height = layout.y
        self.shapes = layout.shapes
        self.texts = [piece.text for piece in layout.pieces]
        return layout.pieces

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
        text.blit_text(surface, self.title, (60, 24), 56, theme.LIGHT, bold=True, box=TITLE_BOX, how="shrink",
                       min_size=32)
        draw_panel(surface, self.PAGE)
        clip = surface.get_clip()
        inner = self.PAGE.inflate(-20, -20)
        surface.set_clip(inner)
        top = self.PAGE.y + 20 - self.scroll
        left = self.PAGE.x + 30
        for kind, rect, colour, width in self.shapes:
            if rect.bottom + top < self.PAGE.y or rect.y + top > self.PAGE.bottom:
                continue
            moved = rect.move(left, top)
            if kind == "line":
                pygame.draw.line(surface, colour, moved.topleft, moved.topright if rect.height == 0 else moved.bottomleft,
                                 width)
            else:
                pygame.draw.rect(surface, colour, moved, width, border_radius=3 if width == 0 else 0)
        for piece in self.lines:
            sy = top + piece.y
            if sy < self.PAGE.y - 50 or sy > self.PAGE.bottom:
                continue
            surface.blit(styled(piece.text, piece.size, piece.bold, piece.italic, piece.colour), (left + piece.x, sy))
        surface.set_clip(clip)
        if self.max_scroll:
            area = self._bar_area()
            pygame.draw.rect(surface, (220, 208, 186), area, border_radius=6)
            visible = (self.PAGE.height - 40) / max(1, self.height)
            thumb_h = max(30, int(area.height * visible))
            thumb_y = area.y + int((area.height - thumb_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (area.x, thumb_y, area.width, thumb_h), border_radius=6)
        text.blit_text(surface, _("Wheel, arrows or Page Up/Down to scroll; Esc to close"), (140, 756), 22,
                       theme.LIGHT, box=pygame.Rect(140, 740, 820, 50), how="shrink", min_size=15)
        self.buttons.draw(surface)
