"""SHIN's animations: chosen cards and spies turning over when they are revealed, ninja flying onto their
territories (and moved or swapped by abilities), a glow where a stone is laid or an ability strikes.

Each animation names the place it covers (`key`, as the table model names places), so that the table does not
draw the card in place while it is in flight or turning over.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable
from typing import Any

import pygame

from ninjatable.engine.protocol import Event
from ninjatable.games.shin.table import layout, paint
from ninjatable.ui import theme
from ninjatable.ui.table.animation import Animation, flash


@dataclasses.dataclass
class Fly(Animation):
    """A card flying from one place to another, covering the place `key`."""

    key: Hashable = None


@dataclasses.dataclass
class Flip(Animation):
    """A card turning over in place: its back narrows to an edge, then its face widens."""

    key: Hashable = None
    back: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface) -> None:
        t = min(1.0, self.elapsed / self.duration) if self.duration > 0 else 1.0
        image = self.back if t < 0.5 else self.image
        if image is None or self.rect is None:
            return
        width = max(1, int(self.rect.width * abs(1.0 - 2.0 * t)))
        squeezed = pygame.transform.scale(image, (width, self.rect.height))
        surface.blit(squeezed, (self.rect.centerx - width // 2, self.rect.y))


def flip(key: Hashable, rect: pygame.Rect, card: int, seconds: float) -> Flip:
    return Flip(paint.face(card, rect.size), rect.topleft, rect.topleft, seconds, rect=pygame.Rect(rect), key=key,
                back=paint.back(rect.size))


def _slot(territory: int, team: int, my_team: int) -> pygame.Rect:
    return layout.slot(territory, team == my_team)


def animations_for_event(event: Event, areas: dict[int, layout.SeatArea], my_team: int, seconds: float,
                         team_of_card: Any) -> list[Animation]:
    """The animations that show `event`; `team_of_card(card)` is the team of a ninja in the village."""
    data, kind = event.data, event.kind
    if kind == "reveal":
        return [flip(("play", seat), areas[seat].play, card, seconds) for seat, card in data["cards"]]
    if kind == "spies-revealed":
        return [flip(("spy", seat), areas[seat].spy, card, seconds) for seat, card in data["cards"]]
    if kind == "place":
        end = _slot(data["territory"], data["seat"] % 2, my_team)
        start = areas[data["seat"]].play
        return [Fly(paint.face(data["card"], layout.BOARD_CARD), start.topleft, end.topleft, seconds,
                    key=("ninja", data["card"]))]
    if kind == "move":
        side = team_of_card(data["card"])
        return [Fly(paint.face(data["card"], layout.BOARD_CARD), _slot(data["from"], side, my_team).topleft,
                    _slot(data["to"], side, my_team).topleft, seconds, key=("ninja", data["card"]))]
    if kind == "stone":
        return [flash(layout.strip_tile(data["territory"]).inflate(10, 10), seconds * 2, theme.GOLD)]
    if kind == "peek":
        return [flash(areas[data["seat"]].spy.inflate(10, 10), seconds * 2, theme.SELECT)]
    return []
