"""Where things are on the Shinobi table (1280x800 logical pixels): your province at the bottom above your
hand, the others around the table clockwise from your left, the deck and the discard in the middle."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pygame

from ninjatable.games.shinobi.data import CLANS
from ninjatable.games.shinobi.view import ShinobiView

PROVINCE_SIZE = (300, 178)
STACK_SIZE = (52, 74)
HAND_CARD = (92, 128)
PILE_CARD = (70, 98)
OWN_PROVINCE = (340, 450)
#: the other seats' provinces, clockwise from your left, by how many others there are.
OTHER_PROVINCES = {
    2: [(40, 150), (640, 150)],
    3: [(15, 250), (340, 60), (665, 250)],
    4: [(15, 262), (170, 60), (510, 60), (665, 262)],
}
HAND_Y = 660
HAND_CENTRE_X = 490
LOYALTY_RECT = pygame.Rect(120, HAND_Y, *HAND_CARD)
DECK_RECT = pygame.Rect((370, 280), PILE_CARD)
DISCARD_RECT = pygame.Rect((540, 280), PILE_CARD)
ORDERS_Y = 414
BANNER_RECT = pygame.Rect(330, 232, 320, 36)
#: each clan's strength on the table, left of your province (free in every seating).
TOTALS_RECT = pygame.Rect(15, 450, 300, 168)
TOTALS_ROW = 25


def totals_rows() -> list[tuple[str, pygame.Rect]]:
    """The row of each clan in the strengths panel, in clan order."""
    top = TOTALS_RECT.y + 34
    return [(clan, pygame.Rect(TOTALS_RECT.x + 8, top + i * TOTALS_ROW, TOTALS_RECT.width - 16, TOTALS_ROW))
            for i, clan in enumerate(CLANS)]


def province_rects(num_seats: int, me: int) -> list[pygame.Rect]:
    """Each seat's province: `me` at the bottom, the others around the table."""
    rects = [pygame.Rect(0, 0, 0, 0)] * num_seats
    rects[me] = pygame.Rect(OWN_PROVINCE, PROVINCE_SIZE)
    for i, pos in enumerate(OTHER_PROVINCES[num_seats - 1]):
        rects[(me + 1 + i) % num_seats] = pygame.Rect(pos, PROVINCE_SIZE)
    return rects


def army_rects(view: ShinobiView, provinces: list[pygame.Rect]) -> dict[tuple[int, str], pygame.Rect]:
    """Each army (province, clan) as a stack, side by side in its province, in clan order."""
    found: dict[tuple[int, str], pygame.Rect] = {}
    for province, armies in enumerate(view.provinces):
        rect = provinces[province]
        present = [c for c in CLANS if armies.get(c)]
        width = len(present) * (STACK_SIZE[0] + 6) - 6
        x = rect.centerx - width // 2
        for clan in present:
            found[(province, clan)] = pygame.Rect(x, rect.y + 62, *STACK_SIZE)
            x += STACK_SIZE[0] + 6
    return found


def hand_rects(count: int) -> list[pygame.Rect]:
    """The cards of a hand of `count`, centred under your province."""
    width = count * (HAND_CARD[0] + 14) - 14
    x = HAND_CENTRE_X - width // 2
    return [pygame.Rect(x + i * (HAND_CARD[0] + 14), HAND_Y, *HAND_CARD) for i in range(count)]


def province_centre(provinces: list[pygame.Rect], province: int) -> pygame.Rect:
    """A stack-sized place in the middle of a province (where a new army appears)."""
    rect = provinces[province]
    return pygame.Rect(rect.centerx - STACK_SIZE[0] // 2, rect.y + 62, *STACK_SIZE)


def hand_origin(provinces: list[pygame.Rect], seat: int, me: int) -> tuple[int, int]:
    """Where a card played by `seat` flies from: your hand, or the top of the player's province."""
    if seat == me:
        return (HAND_CENTRE_X - STACK_SIZE[0] // 2, HAND_Y)
    rect = provinces[seat]
    return (rect.centerx - STACK_SIZE[0] // 2, rect.y)


def first_hit(rects: Mapping[object, pygame.Rect] | Iterable[tuple[object, pygame.Rect]],
              pos: tuple[int, int]) -> object | None:
    """The key of the first rect containing `pos`."""
    items = rects.items() if isinstance(rects, Mapping) else rects
    return next((key for key, rect in items if rect.collidepoint(pos)), None)
