"""A slider: a track with a knob, for a value from 0 to a length (the step of a replay)."""

from __future__ import annotations

import pygame

from ninjatable.ui import theme


class Slider:
    """A track with a knob: the step of the replay, from 0 to `length`, set by a click or a drag."""

    def __init__(self, rect: pygame.Rect, length: int) -> None:
        self.rect = pygame.Rect(rect)
        self.length = length
        self.value = length
        self.dragging = False

    def value_at(self, x: int) -> int:
        if self.length == 0:
            return 0
        share = (x - self.rect.x) / max(1, self.rect.width)
        return max(0, min(self.length, round(share * self.length)))

    def knob_x(self) -> int:
        share = self.value / self.length if self.length else 1.0
        return self.rect.x + round(share * self.rect.width)

    def handle_event(self, event: pygame.event.Event) -> int | None:
        """The step chosen by this event, or None."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.inflate(16, 20).collidepoint(
                event.pos):
            self.dragging = True
            return self.value_at(event.pos[0])
        if event.type == pygame.MOUSEMOTION and self.dragging:
            return self.value_at(event.pos[0])
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return self.value_at(event.pos[0])
        return None

    def draw(self, surface: pygame.Surface) -> None:
        track = pygame.Rect(self.rect.x, self.rect.centery - 3, self.rect.width, 6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=3)
        filled = pygame.Rect(track.x, track.y, self.knob_x() - track.x, track.height)
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=3)
        pygame.draw.circle(surface, (0, 0, 0), (self.knob_x() + 1, self.rect.centery + 2), 10)
        pygame.draw.circle(surface, theme.BUTTON, (self.knob_x(), self.rect.centery), 10)
        pygame.draw.circle(surface, theme.PANEL_EDGE, (self.knob_x(), self.rect.centery), 10, 2)
