"""The app's own icon, drawn by our code: a throwing star in gold on a vermilion lacquer disc with a dark rim,
the colours of the lobby. It is made at start-up; nothing is read from disk."""

from __future__ import annotations

import math

import pygame

from ninjatable.ui import theme

ICON_SIZE = 64


def draw_icon(size: int = ICON_SIZE) -> pygame.Surface:
    """The icon at `size` pixels, drawn four times larger and smoothed down."""
    big = size * 4
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    centre = (big / 2, big / 2)
    radius = big / 2 - 2
    pygame.draw.circle(surface, (40, 26, 18), centre, radius)
    pygame.draw.circle(surface, theme.ACCENT, centre, radius * 0.88)
    pygame.draw.circle(surface, theme.GOLD, centre, radius * 0.88, max(2, big // 40))
    points = []
    for i in range(8):  # four long blades and four short notches between them
        angle = math.pi / 4 * i - math.pi / 2
        reach = radius * (0.78 if i % 2 == 0 else 0.24)
        points.append((centre[0] + reach * math.cos(angle), centre[1] + reach * math.sin(angle)))
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, (120, 84, 30), points, max(1, big // 96))
    pygame.draw.circle(surface, (40, 26, 18), centre, radius * 0.1)
    return pygame.transform.smoothscale(surface, (size, size))
