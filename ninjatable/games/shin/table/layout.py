"""Where things are on the SHIN table (1280x800 logical pixels, the log column on the right).

From top to bottom: the enemy seats (one band, split in two with four players), the enemy side of the
village, the strip of six territories with their stones, your side of the village, and your band: your spy,
your play slot and your hand (with four players your partner sits at the right of your band). The draw and
discard piles stand left of the village, the strength of both teams right of it.
"""

from __future__ import annotations

import dataclasses

import pygame

from ninjatable.games.shin.data import TERRITORIES

HAND_CARD = (96, 134)
BOARD_CARD = (92, 128)
SMALL_CARD = (62, 86)
PILE_CARD = (64, 90)
BACK_CARD = (40, 56)

COLUMN_WIDTH = 116
COLUMN_GAP = 6
VILLAGE_X = 128
TOP_ROW_Y = 194
STRIP_Y = 326
STRIP_HEIGHT = 58
BOTTOM_ROW_Y = STRIP_Y + STRIP_HEIGHT + 4
OWN_BAND_Y = 526
HAND_Y = 556
ENEMY_BAND = pygame.Rect(8, 52, 964, 134)
#: the table's part of the window (the status line above it, the log column at its right).
TABLE_AREA = pygame.Rect(0, 48, 980, 752)

DECK_RECT = pygame.Rect(30, 212, *PILE_CARD)
DISCARD_RECT = pygame.Rect(30, 400, *PILE_CARD)
TOTALS_RECT = pygame.Rect(860, 194, 112, 322)
#: where the last round's count is shown while the village is empty (turn 1 of a new round).
SUMMARY_RECT = pygame.Rect(VILLAGE_X, TOP_ROW_Y, 6 * COLUMN_WIDTH + 5 * COLUMN_GAP, BOTTOM_ROW_Y + 128 - TOP_ROW_Y)


def column(territory: int) -> pygame.Rect:
    """The whole column of a territory: the enemy side, the strip and your side."""
    x = VILLAGE_X + (territory - 1) * (COLUMN_WIDTH + COLUMN_GAP)
    return pygame.Rect(x, TOP_ROW_Y, COLUMN_WIDTH, BOTTOM_ROW_Y + BOARD_CARD[1] - TOP_ROW_Y)


def strip_tile(territory: int) -> pygame.Rect:
    rect = column(territory)
    return pygame.Rect(rect.x, STRIP_Y, rect.width, STRIP_HEIGHT)


def slot(territory: int, mine: bool) -> pygame.Rect:
    """Where a ninja stands on a territory: on your side (below the strip) or the enemy side (above)."""
    rect = column(territory)
    y = BOTTOM_ROW_Y if mine else TOP_ROW_Y
    return pygame.Rect(rect.centerx - BOARD_CARD[0] // 2, y, *BOARD_CARD)


def drop_zone(territory: int) -> pygame.Rect:
    """Where a ninja dragged to a territory may be dropped: the strip and your side of its column."""
    rect = column(territory)
    return pygame.Rect(rect.x, STRIP_Y, rect.width, BOTTOM_ROW_Y + BOARD_CARD[1] - STRIP_Y)


@dataclasses.dataclass(frozen=True)
class SeatArea:
    """A seat's place at the table: its panel, its spy slot, its play slot, its hand."""

    seat: int
    panel: pygame.Rect
    spy: pygame.Rect
    play: pygame.Rect
    hand: pygame.Rect
    own: bool
    #: where the name line starts (your own band names the spy and play slots at its left).
    label_x: int


def _own_area(seat: int, width: int) -> SeatArea:
    panel = pygame.Rect(8, OWN_BAND_Y, width, 170)
    spy = pygame.Rect(panel.x + 8, HAND_Y, *HAND_CARD)
    play = pygame.Rect(spy.right + 12, HAND_Y, *HAND_CARD)
    hand = pygame.Rect(play.right + 22, HAND_Y, panel.right - play.right - 30, HAND_CARD[1])
    return SeatArea(seat, panel, spy, play, hand, True, hand.x)


def _small_area(seat: int, panel: pygame.Rect) -> SeatArea:
    """Another seat: its name on top, its spy and play slots at the left, its hand as backs at the right."""
    top = panel.y + 36
    spy = pygame.Rect(panel.x + 10, top, *SMALL_CARD)
    play = pygame.Rect(spy.right + 10, top, *SMALL_CARD)
    hand = pygame.Rect(play.right + 16, top + 4, panel.right - play.right - 26, SMALL_CARD[1] - 4)
    return SeatArea(seat, panel, spy, play, hand, False, panel.x + 10)


def seat_areas(num_seats: int, me: int) -> dict[int, SeatArea]:
    """Every seat's area seen from `me`: you at the bottom; with four players your partner at the bottom right
    and the two enemies at the top (the one you pass to on the left)."""
    if num_seats == 2:
        return {me: _own_area(me, 964), 1 - me: _small_area(1 - me, ENEMY_BAND)}
    left, partner, right = (me + 1) % 4, (me + 2) % 4, (me + 3) % 4
    half = (ENEMY_BAND.width - 8) // 2
    top_left = pygame.Rect(ENEMY_BAND.x, ENEMY_BAND.y, half, ENEMY_BAND.height)
    top_right = pygame.Rect(ENEMY_BAND.x + half + 8, ENEMY_BAND.y, half, ENEMY_BAND.height)
    partner_panel = pygame.Rect(726, OWN_BAND_Y, 246, 170)
    partner_area = _small_area(partner, partner_panel)
    return {me: _own_area(me, 710), left: _small_area(left, top_left), right: _small_area(right, top_right),
            partner: SeatArea(partner, partner_panel, partner_area.spy.move(0, 16), partner_area.play.move(0, 16),
                              partner_area.hand.move(0, 16), False, partner_area.label_x)}


def hand_rects(area: SeatArea, count: int) -> list[pygame.Rect]:
    """Your hand's cards, side by side (overlapping when the space is short)."""
    if count <= 0:
        return []
    step = min(HAND_CARD[0] + 10, (area.hand.width - HAND_CARD[0]) // max(1, count - 1) if count > 1 else 0)
    return [pygame.Rect(area.hand.x + i * step, HAND_Y, *HAND_CARD) for i in range(count)]


def territories() -> range:
    return range(1, TERRITORIES + 1)
