"""The lobby's game covers: an emblem for each game in its colours, drawn with pygame shapes (no image file,
no game package imported), made once per size and kept."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ninjatable.ui import text, theme

Colour = tuple[int, int, int]

#: each game's cover colours: the ground and the emblem's main colour.
COLOURS: dict[str, tuple[Colour, Colour]] = {
    "shinobi": ((120, 30, 34), (246, 236, 214)),
    "ninja-all-stars": ((196, 164, 112), (40, 44, 58)),
    "ronin": ((36, 82, 122), (246, 240, 226)),
    "shitenno": ((46, 92, 62), (222, 180, 70)),
    "shin": ((52, 44, 72), (240, 236, 228)),
}
DEFAULT_COLOURS: tuple[Colour, Colour] = ((92, 58, 34), theme.LIGHT)

_covers: dict[tuple[str, str, int, int], pygame.Surface] = {}


def cover(name: str, title: str, size: tuple[int, int]) -> pygame.Surface:
    """The cover of the game `name` at `size`: its ground, a band of waves and its emblem (a game without an
    emblem of its own shows the initial of its `title`)."""
    key = (name, title, *size)
    image = _covers.get(key)
    if image is None:
        image = _covers[key] = _paint(name, title, size)
    return image


def _paint(name: str, title: str, size: tuple[int, int]) -> pygame.Surface:
    ground, ink = COLOURS.get(name, DEFAULT_COLOURS)
    image = pygame.Surface(size)
    image.fill(ground)
    _waves(image, _shade(ground, 0.82))
    centre = (size[0] // 2, size[1] // 2)
    radius = min(size) * 0.4
    painter = EMBLEMS.get(name)
    if painter is None:
        pygame.draw.circle(image, ink, centre, round(radius), 4)
        text.blit_text(image, title[:1], centre, round(radius * 1.3), ink, bold=True, anchor="center")
    else:
        painter(image, centre, radius, ink)
    return image


def _shade(colour: Colour, by: float) -> Colour:
    return tuple(max(0, min(255, round(c * by))) for c in colour)  # type: ignore[return-value]


def _waves(image: pygame.Surface, colour: Colour) -> None:
    """Seigaiha-like arcs along the bottom of a cover."""
    width, height = image.get_size()
    step = 28
    for row, y in enumerate(range(height - 6, height + 30, 12)):
        for x in range(-step + (row % 2) * step // 2, width + step, step):
            for r in (14, 9):
                pygame.draw.circle(image, colour, (x, y), r, 2, draw_top_left=True, draw_top_right=True)


def _points(centre: tuple[int, int], radius: float, count: int, turn: float = 0.0) -> list[tuple[float, float]]:
    return [(centre[0] + radius * math.cos(turn + 2 * math.pi * i / count),
             centre[1] + radius * math.sin(turn + 2 * math.pi * i / count)) for i in range(count)]


def _shinobi(image: pygame.Surface, centre: tuple[int, int], radius: float, ink: Colour) -> None:
    """A shuriken on a pale disc: the ninja of the secret clans."""
    pygame.draw.circle(image, ink, centre, round(radius))
    star = []
    for outer, inner in zip(_points(centre, radius * 0.86, 4, -math.pi / 2),
                            _points(centre, radius * 0.26, 4, -math.pi / 4), strict=True):
        star += [outer, inner]
    pygame.draw.polygon(image, (30, 26, 30), star)
    pygame.draw.circle(image, ink, centre, round(radius * 0.12))


def _ninja_all_stars(image: pygame.Surface, centre: tuple[int, int], radius: float, ink: Colour) -> None:
    """A square arena with the five element dice colours around a crossed pair of blades."""
    arena = pygame.Rect(0, 0, round(radius * 1.5), round(radius * 1.5))
    arena.center = centre
    pygame.draw.rect(image, (222, 198, 150), arena, border_radius=6)
    pygame.draw.rect(image, ink, arena, 3, border_radius=6)
    for a, b in (((-1, -1), (1, 1)), ((1, -1), (-1, 1))):
        start = (centre[0] + a[0] * radius * 0.55, centre[1] + a[1] * radius * 0.55)
        end = (centre[0] + b[0] * radius * 0.55, centre[1] + b[1] * radius * 0.55)
        pygame.draw.line(image, ink, start, end, 6)
    elements = ((206, 64, 48), (58, 110, 190), (150, 110, 60), (120, 180, 200), (240, 236, 228))
    for colour, point in zip(elements, _points(centre, radius * 0.98, 5, -math.pi / 2), strict=True):
        pygame.draw.circle(image, colour, point, round(radius * 0.17))
        pygame.draw.circle(image, ink, point, round(radius * 0.17), 2)


def _ronin(image: pygame.Surface, centre: tuple[int, int], radius: float, ink: Colour) -> None:
    """A red sun behind a snow-capped mountain over the sea."""
    cx, cy = centre
    pygame.draw.circle(image, (200, 56, 44), (cx, cy - radius * 0.25), round(radius * 0.62))
    base = cy + radius * 0.7
    pygame.draw.polygon(image, (70, 84, 110), ((cx - radius * 1.25, base), (cx, cy - radius * 0.55),
                                               (cx + radius * 1.25, base)))
    pygame.draw.polygon(image, ink, ((cx - radius * 0.34, cy - radius * 0.25), (cx, cy - radius * 0.55),
                                     (cx + radius * 0.34, cy - radius * 0.25), (cx + radius * 0.12, cy - radius * 0.3),
                                     (cx, cy - radius * 0.2), (cx - radius * 0.14, cy - radius * 0.3)))


def _shitenno(image: pygame.Surface, centre: tuple[int, int], radius: float, ink: Colour) -> None:
    """The four heavenly kings: four kamon around a gold castle seal."""
    pygame.draw.circle(image, ink, centre, round(radius * 0.36))
    pygame.draw.circle(image, (40, 60, 44), centre, round(radius * 0.36), 3)
    kamon = ((196, 60, 44), (58, 110, 190), (240, 236, 228), (40, 44, 58))
    for colour, point in zip(kamon, _points(centre, radius * 0.78, 4, -math.pi / 4), strict=True):
        diamond = [(point[0], point[1] - radius * 0.3), (point[0] + radius * 0.3, point[1]),
                   (point[0], point[1] + radius * 0.3), (point[0] - radius * 0.3, point[1])]
        pygame.draw.polygon(image, colour, diamond)
        pygame.draw.polygon(image, ink, diamond, 3)


def _shin(image: pygame.Surface, centre: tuple[int, int], radius: float, ink: Colour) -> None:
    """A black and a white stone over the strip of six territories."""
    cx, cy = centre
    cell = radius * 0.36
    left = cx - cell * 3
    for i in range(6):
        pygame.draw.rect(image, (150, 120, 80), (left + i * cell + 2, cy + radius * 0.45, cell - 4, cell * 0.8),
                         border_radius=3)
    pygame.draw.circle(image, (24, 22, 26), (cx - radius * 0.36, cy - radius * 0.12), round(radius * 0.5))
    pygame.draw.circle(image, ink, (cx + radius * 0.36, cy - radius * 0.12), round(radius * 0.5))
    pygame.draw.circle(image, (24, 22, 26), (cx + radius * 0.36, cy - radius * 0.12), round(radius * 0.5), 2)


#: each game's emblem painter: (image, centre, radius, ink).
EMBLEMS: dict[str, Callable[[pygame.Surface, tuple[int, int], float, Colour], None]] = {
    "shinobi": _shinobi,
    "ninja-all-stars": _ninja_all_stars,
    "ronin": _ronin,
    "shitenno": _shitenno,
    "shin": _shin,
}
