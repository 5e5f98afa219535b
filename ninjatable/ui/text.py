"""Fonts and cached text: every string is rendered once per (text, size, colour, bold) and reused.

The font is pygame's bundled default font (it has the macrons of Go-Hōjō and Mōri).

Fitting is a property of drawing text: a caller names the box the text must stay in (`box=`) and how it fits
there (`how=`): "shrink" (a smaller size, down to `min_size`, then an ellipsis), "ellipsis" (cut at the end) or,
with `blit_lines`, "wrap" (lines within the box's width, shrunk until they fit its height). Text cut with an
ellipsis is remembered with its full words at the last drawing (`elided_at`), for a hover hint.

For tests, `recording()` keeps every draw: the words, the rectangle drawn and the box it had to stay in (the
target surface when the caller named none), in the coordinates of the top surface.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_cache: dict[tuple[str, int, tuple[int, ...], bool], pygame.Surface] = {}
_CACHE_LIMIT = 4000
#: the smallest size text is shrunk to (a legible size at 1280x800).
MIN_SIZE = 14
ELLIPSIS = "…"


@dataclass(frozen=True)
class Drawn:
    """One piece of text drawn: its words, where it went and the box it had to stay in."""

    text: str
    rect: pygame.Rect
    box: pygame.Rect
    size: int

    @property
    def fits(self) -> bool:
        return self.box.contains(self.rect)


#: every draw while a test records (None: not recording).
_records: list[Drawn] | None = None
#: the texts cut with an ellipsis at the last drawing: (where, full text), on the top surface.
_elided: list[tuple[pygame.Rect, str]] = []


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Keep every text drawn inside the `with` block (for tests)."""
    global _records
    previous, _records = _records, []
    try:
        yield _records
    finally:
        _records = previous


def begin_frame() -> None:
    """A new drawing of the window starts: forget the texts cut at the last one."""
    _elided.clear()


def elided_at(pos: tuple[int, int]) -> str:
    """The full words of a text cut with an ellipsis at `pos` at the last drawing, or ""."""
    for rect, full in reversed(_elided):
        if rect.collidepoint(pos):
            return full
    return ""


def _note(surface: pygame.Surface, words: str, rect: pygame.Rect, box: pygame.Rect | None, size: int,
          full: str) -> None:
    offset = surface.get_abs_offset()
    if words != full:
        _elided.append((rect.move(offset), full))
    if _records is not None:
        area = surface.get_rect() if box is None else pygame.Rect(box)
        _records.append(Drawn(words, rect.move(offset), area.move(offset), size))


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The default font at `size` pixels (cached)."""
    key = (size, bold)
    found = _fonts.get(key)
    if found is None:
        if not pygame.font.get_init():
            pygame.font.init()
        found = pygame.font.Font(None, size)
        found.bold = bold
        _fonts[key] = found
    return found


def render(text: str, size: int = 22, colour: tuple[int, ...] = (20, 20, 20), bold: bool = False) -> pygame.Surface:
    """`text` as an anti-aliased surface with a transparent background (cached; do not modify the result)."""
    key = (text, size, tuple(colour), bold)
    surface = _cache.get(key)
    if surface is None:
        if len(_cache) > _CACHE_LIMIT:
            _cache.clear()
        surface = font(size, bold).render(text, True, colour)
        _cache[key] = surface
    return surface


#: signs written after a space that never begin a line ("71 %" stays whole).
KEPT_WITH_THE_WORD_BEFORE = frozenset({"%"})


def _glued(words: list[str]) -> list[str]:
    """The words of a line, a sign that never begins a line joined to the word before it."""
    found: list[str] = []
    for word in words:
        if word in KEPT_WITH_THE_WORD_BEFORE and found:
            found[-1] = f"{found[-1]} {word}"
        else:
            found.append(word)
    return found


def wrap(text: str, width: int, size: int = 22, bold: bool = False) -> list[str]:
    """Split `text` into lines no wider than `width` pixels (words longer than a line stay whole; a number and
    its "%" stay on one line)."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = _glued(paragraph.split(" "))
        line = ""
        for word in words:
            candidate = word if not line else f"{line} {word}"
            if f.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def room(box: pygame.Rect, pos: tuple[int, int], anchor: str) -> int:
    """How wide a text anchored by `anchor` at `pos` may be and stay within `box`'s sides."""
    x = pos[0]
    if anchor.endswith("left"):
        return box.right - x
    if anchor.endswith("right"):
        return x - box.left
    return 2 * min(x - box.left, box.right - x)


def shrunk(text: str, width: int, size: int, min_size: int | None = None, bold: bool = False) -> tuple[str, int]:
    """The largest size from `size` down to `min_size` at which `text` is at most `width` pixels wide, with
    the text (cut with an ellipsis at `min_size` when even that is too wide)."""
    smallest = min(size, MIN_SIZE if min_size is None else min_size)
    for trial in range(size, smallest - 1, -1):
        if font(trial, bold).size(text)[0] <= width:
            return text, trial
    return fit(text, width, smallest, bold), smallest


def blit_text(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int = 22,
              colour: tuple[int, ...] = (20, 20, 20), bold: bool = False, anchor: str = "topleft",
              box: pygame.Rect | None = None, how: str = "ellipsis", min_size: int | None = None) -> pygame.Rect:
    """Draw cached text with its rect's `anchor` ("topleft", "center", "midtop", ...) at `pos`.

    With `box`, the text is made to fit between the box's sides: `how` "ellipsis" cuts it, "shrink" draws it
    smaller (not below `min_size`, by default `MIN_SIZE`) and cuts it only at that size."""
    words = text
    if box is not None:
        width = room(pygame.Rect(box), pos, anchor)
        if how == "shrink":
            words, size = shrunk(text, width, size, min_size, bold)
        else:
            words = fit(text, width, size, bold)
    image = render(words, size, colour, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    _note(surface, words, rect, box, size, text)
    return rect


def blit_lines(surface: pygame.Surface, text: str, box: pygame.Rect, size: int = 22,
               colour: tuple[int, ...] = (20, 20, 20), bold: bool = False, min_size: int | None = None,
               align: str = "left", spacing: int = 2) -> pygame.Rect:
    """Draw `text` wrapped within `box`: at `size`, or smaller (down to `min_size`) until its lines fit the
    box's height; at the smallest size the lines that do not fit are left out, the last shown ending with an
    ellipsis. `align` is "left" or "center". Returns the rectangle the lines took."""
    box = pygame.Rect(box)
    smallest = min(size, MIN_SIZE if min_size is None else min_size)
    lines: list[str] = []
    for trial in range(size, smallest - 1, -1):
        size, lines = trial, wrap(text, box.width, trial, bold)
        if len(lines) * (trial + spacing) <= box.height + spacing and all(
                font(trial, bold).size(line)[0] <= box.width for line in lines):
            break
    step = size + spacing
    shown = max(1, min(len(lines), (box.height + spacing) // step))
    used = pygame.Rect(box.x, box.y, 0, 0)
    for i, line in enumerate(lines[:shown]):
        cut = i == shown - 1 and shown < len(lines)
        words = fit(line + (" " + ELLIPSIS if cut else ""), box.width, size, bold)
        image = render(words, size, colour, bold)
        rect = image.get_rect(midtop=(box.centerx, box.y + i * step)) if align == "center" else \
            image.get_rect(topleft=(box.x, box.y + i * step))
        surface.blit(image, rect)
        _note(surface, words, rect, box, size, text if cut or words != line else words)
        used.union_ip(rect)
    return used


def fit(text: str, width: int, size: int = 22, bold: bool = False) -> str:
    """`text` shortened with an ellipsis so that it fits in `width` pixels."""
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + ELLIPSIS)[0] > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS if f.size(ELLIPSIS)[0] <= width else ""


def fit_lines(text: str, width: int, sizes: tuple[int, ...] = (26, 22, 19), max_lines: int = 2,
              bold: bool = False) -> tuple[int, list[str]]:
    """The largest of `sizes` at which `text` wraps into at most `max_lines` lines of `width` pixels, with
    those lines. A sentence is never cut: at the smallest size it may take more lines."""
    for size in sizes:
        lines = wrap(text, width, size, bold)
        if len(lines) <= max_lines:
            return size, lines
    return sizes[-1], wrap(text, width, sizes[-1], bold)
