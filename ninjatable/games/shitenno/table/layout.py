"""Where things are on the Shitennō table (1280x800 logical pixels): the map of Japan at the top left with the
favour track around it, the generals in a column at the right, the distribution (laid-out cards, hierarchy
tiles, packets) or your payment in the band below, your hand and bonus tiles at the bottom, the choice bar at
the bottom right."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ninjatable.games.shitenno.map import Board, Province

MAP_ORIGIN = (8, 52)
#: the part of the table drawn once per change (the map and the generals), from the top left.
STILL_SIZE = (980, 526)
SLOT_RADIUS = 11
GATE_SIZE = 22
#: the generals' panels.
PANELS = pygame.Rect(576, 52, 396, 472)
PANEL_GAP = 6
#: the band under the map: the distribution (the laid-out cards, the free titles, the packets), or your payment.
BAND = pygame.Rect(8, 530, 964, 108)
BAND_GAP = 6
BAND_CARD = (48, 68)
#: the laid-out row is as wide as its cards side by side, never narrower than its title needs.
ROW_MIN_WIDTH, ROW_EMPTY_WIDTH = 300, 230
RANKS_WIDTH = 78
#: the packets keep at least this much of the band (a title and a few cards).
TRAYS_MIN_WIDTH = 200
RANK_SIZE = (34, 34)
#: your hand, bonus tiles and title at the bottom; the choice bar beside them.
HAND_RECT = pygame.Rect(8, 644, 712, 150)
HAND_CARD = (60, 86)
HAND_Y = 686
TILE_SIZE = (38, 38)
TILES_X = 548
BAR_RECT = pygame.Rect(726, 644, 246, 150)
PAYMENT_RECT = pygame.Rect(8, 530, 964, 108)


def at(point: tuple[float, float]) -> tuple[int, int]:
    """A map point in table pixels."""
    return (int(MAP_ORIGIN[0] + point[0]), int(MAP_ORIGIN[1] + point[1]))


def map_rect(board: Board) -> pygame.Rect:
    return pygame.Rect(MAP_ORIGIN, (board.width, board.height))


def polygon(province: Province) -> list[tuple[int, int]]:
    return [at(p) for p in province.polygon]


def slot_centre(province: Province, index: int) -> tuple[int, int]:
    return at(province.slots[index].pos)


def is_column(province: Province) -> bool:
    """True when the province's slots run down from its gate (else to the right)."""
    first, last = province.slots[0].pos, province.slots[-1].pos
    return abs(last[1] - first[1]) > abs(last[0] - first[0])


def gate_rect(province: Province) -> pygame.Rect:
    x, y = at(province.gate)
    return pygame.Rect(x - GATE_SIZE // 2, y - GATE_SIZE // 2, GATE_SIZE, GATE_SIZE)


def box_rect(province: Province) -> pygame.Rect:
    """The label box of a province: its name and cost over its gate and slots."""
    points = [at(province.gate), *(at(s.pos) for s in province.slots)]
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    if is_column(province):
        left = min(xs) - 16
        return pygame.Rect(left, min(ys) - 34, max(64, max(xs) - left + 30), max(ys) - min(ys) + 50)
    return pygame.Rect(min(xs) - 15, min(ys) - 32, max(xs) - min(xs) + 30, max(ys) - min(ys) + 56)


def slot_rect(province: Province, index: int) -> pygame.Rect:
    x, y = slot_centre(province, index)
    return pygame.Rect(x - SLOT_RADIUS - 2, y - SLOT_RADIUS - 2, 2 * SLOT_RADIUS + 4, 2 * SLOT_RADIUS + 4)


def place_rect(board: Board, name: str) -> pygame.Rect:
    x, y, w, h = board.place(name)
    return pygame.Rect(*at((x, y)), int(w), int(h))


def panel_rects(num_seats: int) -> list[pygame.Rect]:
    """The generals' panels, one under the other in seat order."""
    height = (PANELS.height - PANEL_GAP * (num_seats - 1)) // num_seats
    return [pygame.Rect(PANELS.x, PANELS.y + i * (height + PANEL_GAP), PANELS.width, height)
            for i in range(num_seats)]


def fanned(count: int, area: pygame.Rect, size: tuple[int, int], gap: int = 6, top: int = 0) -> list[pygame.Rect]:
    """`count` cards of `size` in a row inside `area` from its left, overlapping when they do not fit."""
    if count == 0:
        return []
    stride = min(size[0] + gap, (area.width - size[0]) // max(1, count - 1)) if count > 1 else size[0]
    return [pygame.Rect(area.x + i * stride, area.y + top, *size) for i in range(count)]


@dataclass(frozen=True)
class Band:
    """The distribution band's three parts, left to right: the laid-out row (as wide as its cards, so that
    every card shows whole with its name), the free titles, and the packets in the rest."""

    row: pygame.Rect
    ranks: pygame.Rect
    trays: pygame.Rect
    #: the cards each packet holds.
    packet_sizes: tuple[int, ...] = ()


def band(row_count: int, packet_sizes: Sequence[int] = ()) -> Band:
    """The band's parts when `row_count` cards are laid out and the packets hold `packet_sizes` cards: the row
    as wide as its cards (at least as wide as its title, unless the packets need that room)."""
    needed = 16 + row_count * (BAND_CARD[0] + 6) - 6
    packets = sum(tray_width_for(size) for size in packet_sizes) + BAND_GAP * max(0, len(packet_sizes) - 1)
    widest = BAND.width - RANKS_WIDTH - 2 * BAND_GAP - max(TRAYS_MIN_WIDTH, packets)
    least = min(ROW_MIN_WIDTH if row_count else ROW_EMPTY_WIDTH, widest)
    width = max(least, min(needed, BAND.width - RANKS_WIDTH - 2 * BAND_GAP - TRAYS_MIN_WIDTH))
    row = pygame.Rect(BAND.x, BAND.y, width, BAND.height)
    ranks = pygame.Rect(row.right + BAND_GAP, BAND.y, RANKS_WIDTH, BAND.height)
    trays = pygame.Rect(ranks.right + BAND_GAP, BAND.y, BAND.right - ranks.right - BAND_GAP, BAND.height)
    return Band(row, ranks, trays, tuple(packet_sizes))


def tray_width_for(cards: int) -> int:
    """How wide a packet's tray must be to show its title and `cards` cards side by side."""
    return RANK_SIZE[0] + 20 + max(0, cards * (BAND_CARD[0] + 6) - 6)


def row_card_rects(where: Band, count: int) -> list[pygame.Rect]:
    return fanned(count, where.row.inflate(-16, 0), BAND_CARD, top=30)


def rank_rects(where: Band, count: int) -> list[pygame.Rect]:
    """The free hierarchy tiles, two by two."""
    w, h = RANK_SIZE
    ranks = where.ranks
    return [pygame.Rect(ranks.x + 4 + (i % 2) * (w + 4), ranks.y + 28 + (i // 2) * (h + 4), w, h)
            for i in range(count)]


def tray_rects(where: Band) -> list[pygame.Rect]:
    """The packet trays: one across, or A and B side by side, each as wide as it needs and half the room left."""
    trays = where.trays
    if len(where.packet_sizes) <= 1:
        return [trays]
    needs = [tray_width_for(size) for size in where.packet_sizes[:2]]
    spare = max(0, trays.width - BAND_GAP - sum(needs)) // 2
    first = pygame.Rect(trays.x, trays.y, needs[0] + spare, trays.height)
    return [first, pygame.Rect(first.right + BAND_GAP, trays.y, trays.right - first.right - BAND_GAP, trays.height)]


def tray_title_rect(tray: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(tray.x + 6, tray.y + 30, *RANK_SIZE)


def tray_card_rects(tray: pygame.Rect, count: int) -> list[pygame.Rect]:
    area = pygame.Rect(tray.x + RANK_SIZE[0] + 14, tray.y, tray.width - RANK_SIZE[0] - 20, tray.height)
    return fanned(count, area, BAND_CARD, top=30)


def hand_rects(count: int) -> list[pygame.Rect]:
    area = pygame.Rect(HAND_RECT.x + 8, HAND_Y, TILES_X - HAND_RECT.x - 24, HAND_CARD[1])
    return fanned(count, area, HAND_CARD, gap=4)


def tile_rects(count: int) -> list[pygame.Rect]:
    """Your bonus tiles, four to a row."""
    w, h = TILE_SIZE
    return [pygame.Rect(TILES_X + (i % 4) * (w + 5), HAND_Y + (i // 4) * (h + 6), w, h) for i in range(count)]


def title_rect() -> pygame.Rect:
    """Your title, clickable when it is the Hatamoto's."""
    return pygame.Rect(TILES_X, HAND_RECT.bottom - 34, 4 * (TILE_SIZE[0] + 5) - 5, 28)


def payment_rect(count: int) -> pygame.Rect:
    """The payment in the band: a tray as wide as what it holds."""
    return pygame.Rect(PAYMENT_RECT.x, PAYMENT_RECT.y, max(240, 70 + count * 54), PAYMENT_RECT.height)


def first_hit(rects: Sequence[tuple[object, pygame.Rect]], pos: tuple[int, int]) -> object | None:
    return next((key for key, rect in rects if rect.collidepoint(pos)), None)
