"""Move animations: a card or miniature flying from one place to another, or a glow flashing over a place."""

from __future__ import annotations

import dataclasses

import pygame

from ninjatable.ui import theme


@dataclasses.dataclass
class Animation:
    """`image` flying from `start` to `end` in `duration` seconds, or a flash over `rect` when `image` is None."""

    image: pygame.Surface | None
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    rect: pygame.Rect | None = None
    colour: tuple[int, int, int] = theme.SELECT
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def draw(self, surface: pygame.Surface) -> None:
        t = min(1.0, self.elapsed / self.duration) if self.duration > 0 else 1.0
        if self.image is not None:
            ease = 1 - (1 - t) ** 3
            x = self.start[0] + (self.end[0] - self.start[0]) * ease
            y = self.start[1] + (self.end[1] - self.start[1]) * ease
            surface.blit(self.image, (x, y))
        elif self.rect is not None:
            alpha = int(200 * (1 - t))
            glow = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*self.colour, alpha), glow.get_rect(), 6, border_radius=10)
            surface.blit(glow, self.rect)


def flash(rect: pygame.Rect, seconds: float, colour: tuple[int, int, int] = theme.SELECT) -> Animation:
    """A glow over `rect` that fades in `seconds`."""
    return Animation(None, (0, 0), (0, 0), seconds, rect=rect, colour=colour)
