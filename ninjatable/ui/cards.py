"""Cards drawn by code: faces with a crest (mon), backs, stacks. Every surface is cached.

Crests are simple geometric mon shapes drawn with pygame.draw; `CRESTS` maps a shape name to a function
`draw(surface, rect, colour)` and games may register more with `register_crest`.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ninjatable.ui import text, theme

CrestDrawer = Callable[[pygame.Surface, pygame.Rect, tuple[int, int, int]], None]


def _scales(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """Three scales: three triangles stacked into one big triangle."""
    cx, top, w, h = r.centerx, r.y + r.height * 0.1, r.width * 0.9, r.height * 0.8
    a = (cx, top)
    b = (cx - w / 2, top + h)
    c = (cx + w / 2, top + h)
    mid_ab = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    mid_ac = ((a[0] + c[0]) / 2, (a[1] + c[1]) / 2)
    mid_bc = ((b[0] + c[0]) / 2, (b[1] + c[1]) / 2)
    for tri in ((a, mid_ab, mid_ac), (mid_ab, b, mid_bc), (mid_ac, mid_bc, c)):
        pygame.draw.polygon(surface, colour, tri)


def _stars(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A bar over three stars (one big disc above two small ones)."""
    unit = r.width / 10
    pygame.draw.rect(surface, colour, pygame.Rect(r.x + unit, r.y + unit * 1.2, unit * 8, unit * 1.6))
    pygame.draw.circle(surface, colour, (r.centerx, r.y + unit * 5), unit * 1.9)
    pygame.draw.circle(surface, colour, (r.centerx - unit * 2.3, r.y + unit * 8.1), unit * 1.6)
    pygame.draw.circle(surface, colour, (r.centerx + unit * 2.3, r.y + unit * 8.1), unit * 1.6)


def _flower(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A five-petal quince flower with a light centre."""
    cx, cy = r.center
    radius = r.width * 0.22
    for i in range(5):
        angle = -math.pi / 2 + i * 2 * math.pi / 5
        pygame.draw.circle(surface, colour, (cx + math.cos(angle) * radius, cy + math.sin(angle) * radius), radius * 0.95)
    pygame.draw.circle(surface, (250, 246, 236), (cx, cy), radius * 0.55)
    pygame.draw.circle(surface, colour, (cx, cy), radius * 0.25)


def _diamonds(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """Four diamonds arranged in a diamond."""
    cx, cy = r.center
    d = r.width * 0.2
    for ox, oy in ((0, -1), (-1, 0), (1, 0), (0, 1)):
        x, y = cx + ox * d * 1.05, cy + oy * d * 1.05
        pygame.draw.polygon(surface, colour, ((x, y - d), (x + d, y), (x, y + d), (x - d, y)))


def _bamboo(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A ring around crossed bamboo leaves."""
    cx, cy = r.center
    outer = r.width * 0.46
    pygame.draw.circle(surface, colour, (cx, cy), outer, max(2, int(r.width * 0.07)))
    for angle in (-0.7, 0.7, math.pi - 0.7, math.pi + 0.7):
        tip = (cx + math.cos(angle) * outer * 0.75, cy + math.sin(angle) * outer * 0.75)
        side = angle + math.pi / 2
        w = outer * 0.16
        base = (cx + math.cos(angle) * outer * 0.1, cy + math.sin(angle) * outer * 0.1)
        mid = (cx + math.cos(angle) * outer * 0.42, cy + math.sin(angle) * outer * 0.42)
        pygame.draw.polygon(surface, colour, (base, (mid[0] + math.cos(side) * w, mid[1] + math.sin(side) * w), tip,
                                              (mid[0] - math.cos(side) * w, mid[1] - math.sin(side) * w)))
    pygame.draw.circle(surface, colour, (cx, cy), outer * 0.12)


def _shuriken(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A four-pointed throwing star (the Ninja)."""
    cx, cy = r.center
    outer, inner = r.width * 0.46, r.width * 0.13
    points = []
    for i in range(8):
        angle = -math.pi / 2 + i * math.pi / 4
        radius = outer if i % 2 == 0 else inner
        points.append((cx + math.cos(angle) * radius, cy + math.sin(angle) * radius))
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.circle(surface, (250, 246, 236), (cx, cy), inner * 0.6)


def _circle(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int]) -> None:
    pygame.draw.circle(surface, colour, r.center, r.width * 0.42, max(2, r.width // 10))


CRESTS: dict[str, CrestDrawer] = {
    "scales": _scales, "stars": _stars, "flower": _flower, "diamonds": _diamonds, "bamboo": _bamboo,
    "shuriken": _shuriken, "circle": _circle,
}


def register_crest(name: str, drawer: CrestDrawer) -> None:
    """Add a crest shape other games can use by name."""
    CRESTS[name] = drawer


_cache: dict[tuple, pygame.Surface] = {}


def _cached(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    surface = _cache.get(key)
    if surface is None:
        surface = make()
        _cache[key] = surface
    return surface


def crest(shape: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The crest `shape` in `colour` on a transparent square of `size` pixels (drawn 2x and smoothed)."""

    def make() -> pygame.Surface:
        big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
        CRESTS.get(shape, _circle)(big, big.get_rect(), tuple(colour))
        return pygame.transform.smoothscale(big, (size, size))

    return _cached(("crest", shape, size, tuple(colour)), make)


def card_face(size: tuple[int, int], colour: tuple[int, int, int], shape: str, label: str = "",
              corner: str = "") -> pygame.Surface:
    """A face-up card: cream paper, a border in the clan colour, the crest, a name at the bottom."""

    def make() -> pygame.Surface:
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, (250, 246, 236), rect, border_radius=max(4, w // 12))
        pygame.draw.rect(surface, colour, rect.inflate(-4, -4), max(3, w // 16), border_radius=max(4, w // 12))
        crest_size = int(min(w * 0.7, h * 0.55))
        surface.blit(crest(shape, crest_size, colour), crest(shape, crest_size, colour).get_rect(
            center=(w // 2, int(h * 0.43))))
        if label:
            label_size = max(14, min(22, w // 5))
            name = text.fit(label, w - 10, label_size, bold=True)
            text.blit_text(surface, name, (w // 2, h - max(8, h // 14)), label_size, colour, bold=True,
                           anchor="midbottom")
        if corner:
            text.blit_text(surface, corner, (max(6, w // 12), max(4, h // 20)), max(16, w // 4), colour, bold=True)
        return surface

    return _cached(("face", size, tuple(colour), shape, label, corner), make)


BACK_COLOURS = {"blue": ((38, 66, 132), (90, 124, 196)), "red": ((140, 34, 34), (206, 92, 76))}


def card_back(size: tuple[int, int], kind: str = "blue", caption: str = "") -> pygame.Surface:
    """A face-down card: a blue (deck) or red (loyalty) back with a lattice pattern."""

    def make() -> pygame.Surface:
        w, h = size
        base, line = BACK_COLOURS.get(kind, BACK_COLOURS["blue"])
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, base, rect, border_radius=max(4, w // 12))
        inner = rect.inflate(-10, -10)
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(8, w // 6)
        for x in range(-inner.height, inner.width + inner.height, step):
            pygame.draw.line(pattern, line, (x, 0), (x + inner.height, inner.height), 1)
            pygame.draw.line(pattern, line, (x + inner.height, 0), (x, inner.height), 1)
        surface.blit(pattern, inner)
        pygame.draw.rect(surface, line, inner, 2, border_radius=max(3, w // 16))
        pygame.draw.rect(surface, (250, 246, 236), rect, 2, border_radius=max(4, w // 12))
        pygame.draw.circle(surface, base, rect.center, w * 0.2)
        pygame.draw.circle(surface, line, rect.center, w * 0.2, 2)
        if caption:
            text.blit_text(surface, caption, (w // 2, h - 8), max(14, w // 6), (250, 246, 236), anchor="midbottom")
        return surface

    return _cached(("back", size, kind, caption), make)


def highlight(size: tuple[int, int], colour: tuple[int, int, int], width: int = 4, radius: int = 10,
              alpha: int = 70) -> pygame.Surface:
    """A translucent glow rectangle for legal targets and selections."""

    def make() -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, (*colour, alpha), rect, border_radius=radius)
        pygame.draw.rect(surface, (*colour, 255), rect, width, border_radius=radius)
        return surface

    return _cached(("glow", size, tuple(colour), width, radius, alpha), make)


def shadowed(surface: pygame.Surface, image: pygame.Surface, pos: tuple[int, int], offset: int = 3) -> None:
    """Blit `image` at `pos` with a dark drop shadow."""
    w, h = image.get_size()
    shadow = _cached(("shadow", w, h), lambda: _shadow(w, h))
    surface.blit(shadow, (pos[0] + offset, pos[1] + offset))
    surface.blit(image, pos)


def _shadow(w: int, h: int) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surface, theme.SHADOW, surface.get_rect(), border_radius=max(4, w // 12))
    return surface
