"""Fonts and cached text: every string is rendered once per (text, size, colour, bold) and reused.

The font is pygame's bundled default font (it has the macrons of Go-Hōjō and Mōri).
"""

from __future__ import annotations

import pygame

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_cache: dict[tuple[str, int, tuple[int, ...], bool], pygame.Surface] = {}
_CACHE_LIMIT = 4000


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


def wrap(text: str, width: int, size: int = 22, bold: bool = False) -> list[str]:
    """Split `text` into lines no wider than `width` pixels (words longer than a line stay whole)."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
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


def blit_text(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int = 22,
              colour: tuple[int, ...] = (20, 20, 20), bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """Draw cached text with its rect's `anchor` ("topleft", "center", "midtop", ...) at `pos`."""
    image = render(text, size, colour, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def fit(text: str, width: int, size: int = 22, bold: bool = False) -> str:
    """`text` shortened with an ellipsis so that it fits in `width` pixels."""
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def fit_lines(text: str, width: int, sizes: tuple[int, ...] = (26, 22, 19), max_lines: int = 2,
              bold: bool = False) -> tuple[int, list[str]]:
    """The largest of `sizes` at which `text` wraps into at most `max_lines` lines of `width` pixels, with
    those lines. A sentence is never cut: at the smallest size it may take more lines."""
    for size in sizes:
        lines = wrap(text, width, size, bold)
        if len(lines) <= max_lines:
            return size, lines
    return sizes[-1], wrap(text, width, sizes[-1], bold)
