"""What moves on the Ronin table after a command: a ronin walking to its city, the Shogun card flying to its
row and his ronin to their cities, a good taken from the map, a castle's region glowing."""

from __future__ import annotations

from typing import Any

import pygame

from ninjatable.games.ronin.data import DATA
from ninjatable.games.ronin.table import layout, pieces
from ninjatable.games.ronin.view import RoninView
from ninjatable.ui import theme
from ninjatable.ui.table.animation import Animation
from ninjatable.ui.table.session import Applied


class DelayedAnimation(Animation):
    """An animation that starts once `elapsed` has climbed from a negative delay to zero."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.elapsed >= 0:
            super().draw(surface)


def animations_for(applied: Applied, previous_view: Any, view: RoninView, places: layout.Places, viewer: int,
                   seconds: float) -> list[Animation]:
    """The animations of one command's events, one after the other."""
    found: list[Animation] = []
    delay = 0.0
    for event in applied.events:
        data = event.data or {}
        if event.kind == "place" and "city" in data:
            start = layout.seat_origin(places, applied.seat, viewer)
            found.append(DelayedAnimation(pieces.ronin_image(pieces.seat_colour(applied.seat), 22), start,
                                          layout.figure_slots(data["city"], 1)[0], seconds, elapsed=-delay))
        elif event.kind == "shogun" and "card" in data:
            found.extend(shogun_revealed(view, data["card"], data["region"], seconds, delay))
            delay += seconds * 8
        elif event.kind == "good" and "region" in data and event.seat is not None:
            good = previous_view.spaces.get(data["region"], (None,) * 3)[data["space"]] if previous_view else None
            if good:
                rect = layout.resource_space_rect(data["region"], data["space"])
                found.append(DelayedAnimation(pieces.good_image(good, 9), (rect.centerx - 9, rect.centery - 9),
                                              layout.seat_origin(places, event.seat, viewer), seconds, elapsed=-delay))
                delay += seconds * 0.5
        elif event.kind == "castle" and "region" in data:
            found.append(DelayedAnimation(None, (0, 0), (0, 0), seconds * 2, rect=layout.region_bounds(data["region"]),
                                          colour=theme.GOLD, elapsed=-delay))
    return found


def shogun_revealed(view: RoninView, card: int, region: int, seconds: float, delay: float) -> list[Animation]:
    """The Shogun card flies to its place in the row, then his four ronin to their cities, then his region
    flashes."""
    slot = layout.shogun_slot(len(view.shogun_revealed) - 1)
    found: list[Animation] = [DelayedAnimation(pieces.shogun_card_image(card), (380, 300), slot.topleft, seconds * 2,
                                               elapsed=-delay)]
    for i, city in enumerate(DATA.shogun_cards[card].cities):
        found.append(DelayedAnimation(pieces.ronin_image(pieces.SHOGUN_COLOUR, 22), slot.center,
                                      layout.figure_slots(city, 1)[0], seconds * 1.5,
                                      elapsed=-(delay + seconds * (2 + i))))
    found.append(DelayedAnimation(None, (0, 0), (0, 0), seconds * 3, rect=layout.region_bounds(region),
                                  colour=theme.DANGER, elapsed=-(delay + seconds * 6)))
    return found
