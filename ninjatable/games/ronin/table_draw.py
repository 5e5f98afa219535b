"""Pieces and static layers of the Ronin table: the painted map of Japan (built once), ronin figures, castles,
goods, action tiles, mission cards, character and bonus tiles. Pure drawing: nothing here reads the match.

Coordinates: the map file is drawn at `MAP_SCALE` with `MAP_OFFSET` (logical pixels of the 1280x800 window);
the other areas of the table are the rects named below.
"""

from __future__ import annotations

import functools
import math

import pygame

from ninjatable.games.ronin.board import load_board
from ninjatable.games.ronin.data import DATA
from ninjatable.ui import text, theme

MAP_SCALE = 0.74
MAP_OFFSET = (-60.0, 22.0)
MAP_RECT = pygame.Rect(0, 48, 796, 556)

DISPLAY_POS = (10, 58)
MISSION_CARD = (76, 98)
SHOGUN_ROW_POS = (10, 200)
DRAWN_POS = (364, 518)
DRAWN_CARD = (56, 76)
SHOGUN_CARD = (58, 74)
TEA_RECT = pygame.Rect(804, 56, 52, 452)
SCORE_RECT = pygame.Rect(864, 56, 112, 452)
CHAR_RECT = pygame.Rect(660, 516, 316, 86)
BOARD_RECT = pygame.Rect(6, 608, 602, 188)
OTHERS_RECT = pygame.Rect(616, 608, 360, 188)
CHOICE_RECT = pygame.Rect(170, 250, 560, 210)

SEAT_COLOURS = [(196, 52, 40), (44, 92, 196), (40, 146, 72), (226, 176, 36), (140, 72, 170)]
SHOGUN_COLOUR = (34, 32, 38)
GOOD_COLOURS = {"rice": (246, 242, 226), "tea": (104, 158, 64), "silk": (206, 112, 176), "sake": (86, 142, 206),
                "coin": (218, 172, 48), "joker": (60, 60, 64)}
ACTION_LABELS = {"mission": "Mission", "tea": "Tea", "flag": "Flag", "character": "Character", "build": "Castle",
                 "joker": "Joker", "meditate": "Meditate", "market": "Market", "points": "2 points"}
ACTION_COLOURS = {"mission": (168, 62, 48), "tea": (74, 128, 64), "flag": (190, 70, 110),
                  "character": (116, 84, 150), "build": (96, 96, 104), "joker": (50, 50, 56),
                  "meditate": (60, 118, 150), "market": (176, 128, 40), "points": (200, 150, 30)}
REGION_COLOURS = [(196, 200, 150), (178, 196, 140), (204, 190, 144), (186, 206, 156), (210, 198, 160)]
SEA = (96, 142, 168)
SEA_LINE = (116, 160, 184)
TILE_FACES = ((242, 230, 200), (214, 186, 140))
CHIP_SIZE = (58, 15)
UI_AREAS = (pygame.Rect(0, 48, 400, 132), pygame.Rect(0, 190, 440, 120), pygame.Rect(400, 50, 232, 48),
            pygame.Rect(358, 496, 302, 108), CHAR_RECT)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SHOGUN_COLOUR if seat < 0 else SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def to_screen(pos: tuple[float, float]) -> tuple[int, int]:
    """A point of the map file in logical pixels."""
    return (int(MAP_OFFSET[0] + pos[0] * MAP_SCALE), int(MAP_OFFSET[1] + pos[1] * MAP_SCALE))


@functools.lru_cache(maxsize=1)
def region_polygons() -> dict[int, list[tuple[int, int]]]:
    return {n: [to_screen(p) for p in r.polygon] for n, r in load_board().regions.items()}


def polygon_centre(points: list[tuple[int, int]]) -> tuple[int, int]:
    """The area centroid of a polygon (where the region's name goes)."""
    area = cx = cy = 0.0
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=False):
        cross = x1 * y2 - x2 * y1
        area += cross
        cx += (x1 + x2) * cross
        cy += (y1 + y2) * cross
    if abs(area) < 1e-6:
        return points[0]
    return (int(cx / (3 * area)), int(cy / (3 * area)))


def city_pos(city: str) -> tuple[int, int]:
    return to_screen(load_board().cities[city].pos)


TILE_WIDTH = CHIP_SIZE[0] + 4
TILE_HEADER = 13
FIGURES_SIZE = (34, 24)


@functools.lru_cache(maxsize=1)
def city_layout() -> dict[str, tuple[pygame.Rect, tuple[int, int]]]:
    """Where each city's tile (its name plate, its actions and the "2 points" chip under it) and its figures
    go: beside the city, on the spot that covers the least of the resource spaces, the other tiles, the castle
    spaces, the region labels, the other cities and the display areas on the sea (tried again a few times so
    that every tile finds room). Returns city -> (tile footprint, figures' top-left)."""
    board = load_board()
    fixed: list[tuple[pygame.Rect, int]] = []
    for spaces in board.resource_spaces.values():
        for space in spaces:
            x, y = to_screen(space.pos)
            fixed.append((pygame.Rect(x - 11, y - 11, 22, 22), 10))
    for spaces in board.castle_spaces.values():
        for space in spaces:
            x, y = to_screen(space.pos)
            fixed.append((pygame.Rect(x - 11, y - 13, 22, 24), 3))
    for points in region_polygons().values():
        cx, cy = polygon_centre(points)
        fixed.append((pygame.Rect(cx - 32, cy - 14, 64, 30), 1))
    for city in board.cities.values():
        x, y = to_screen(city.pos)
        fixed.append((pygame.Rect(x - 8, y - 8, 16, 16), 10))
    fixed.extend((area, 20) for area in UI_AREAS)
    bounds = MAP_RECT.inflate(-6, -6)

    def cost(rect: pygame.Rect, blocked: list[tuple[pygame.Rect, int]]) -> int:
        if not bounds.contains(rect):
            return 10 ** 8
        total = 0
        for other, weight in blocked:
            clip = rect.clip(other)
            total += clip.width * clip.height * weight
        return total

    def best(candidates: list[pygame.Rect], blocked: list[tuple[pygame.Rect, int]]) -> pygame.Rect:
        scored = [(cost(r, blocked) + i * 12, i) for i, r in enumerate(candidates)]
        return candidates[min(scored)[1]]

    tile_candidates: dict[str, list[pygame.Rect]] = {}
    for city in board.cities.values():
        x, y = to_screen(city.pos)
        sides = DATA.city_tiles.get(city.name, (("tea",), ("tea",)))
        w, h = TILE_WIDTH, TILE_HEADER + CHIP_SIZE[1] * max(len(sides[0]), len(sides[1])) + 4 + 15
        tile_candidates[city.name] = [
            pygame.Rect(x + 8, y - 10, w, h), pygame.Rect(x + 8, y - h + 10, w, h),
            pygame.Rect(x - 8 - w, y - 10, w, h), pygame.Rect(x - 8 - w, y - h + 10, w, h),
            pygame.Rect(x - w // 2, y + 9, w, h), pygame.Rect(x - w // 2, y - h - 9, w, h),
            pygame.Rect(x + 8, y - h // 2, w, h), pygame.Rect(x - 8 - w, y - h // 2, w, h),
            pygame.Rect(x - w // 2, y - h - 24, w, h), pygame.Rect(x - w // 2, y + 24, w, h),
            pygame.Rect(x + 24, y - h // 2, w, h), pygame.Rect(x - 24 - w, y - h // 2, w, h)]
    tiles: dict[str, pygame.Rect] = {}
    for _ in range(4):
        for name, candidates in tile_candidates.items():
            others = [(rect, 40) for other, rect in tiles.items() if other != name]
            tiles[name] = best(candidates, fixed + others)
    blocked = fixed + [(rect, 40) for rect in tiles.values()]
    layout = {}
    for city in board.cities.values():
        x, y = to_screen(city.pos)
        w, h = FIGURES_SIZE
        candidates = [pygame.Rect(x - w // 2, y - h - 3, w, h), pygame.Rect(x - w - 2, y - h + 2, w, h),
                      pygame.Rect(x + 2, y - h + 2, w, h), pygame.Rect(x - w // 2, y + 5, w, h),
                      pygame.Rect(x - w - 7, y - h // 2, w, h), pygame.Rect(x + 7, y - h // 2, w, h)]
        figures = best(candidates, blocked)
        blocked.append((figures, 10))
        layout[city.name] = (tiles[city.name], figures.topleft)
    return layout


def tile_rect(city: str, actions: int) -> pygame.Rect:
    """The action tile of a city, one chip per action."""
    footprint = city_layout()[city][0]
    return pygame.Rect(footprint.x, footprint.y, TILE_WIDTH, TILE_HEADER + CHIP_SIZE[1] * actions + 4)


def chip_rects(city: str, actions: int) -> list[pygame.Rect]:
    tile = tile_rect(city, actions)
    return [pygame.Rect(tile.x + 2, tile.y + 2 + TILE_HEADER + i * CHIP_SIZE[1], CHIP_SIZE[0], CHIP_SIZE[1] - 1)
            for i in range(actions)]


def points_chip_rect(city: str, actions: int) -> pygame.Rect:
    """The "2 points" chip shown under a tile while a ronin is carried."""
    tile = tile_rect(city, actions)
    return pygame.Rect(tile.x, tile.bottom + 1, 40, 14)


def city_body(city: str) -> pygame.Rect:
    """The city's marker and its figures (the place a ronin is dropped)."""
    x, y = city_pos(city)
    fx, fy = city_layout()[city][1]
    return pygame.Rect(fx, fy, *FIGURES_SIZE).union(pygame.Rect(x - 9, y - 9, 18, 18))


def name_plate(city: str) -> pygame.Rect:
    """The top of a city's tile with its name (dropping a ronin there is dropping it on the city)."""
    tile = city_layout()[city][0]
    return pygame.Rect(tile.x, tile.y, TILE_WIDTH, TILE_HEADER + 2)


def figure_slots(city: str, count: int) -> list[tuple[int, int]]:
    """Top-left corners of up to `count` figures standing by the city."""
    fx, fy = city_layout()[city][1]
    return [(fx + 16 - 14 * i if count > 1 else fx + 9, fy + 1) for i in range(count)]


# --- the static map layer -------------------------------------------------------------------------------------
_layers: dict[tuple[int, ...], pygame.Surface] = {}


def map_layer(regions_in_play: tuple[int, ...]) -> pygame.Surface:
    """The sea, the regions, their numbers and names, castle and resource spaces, city markers (built once)."""
    key = regions_in_play
    layer = _layers.get(key)
    if layer is not None:
        return layer
    board = load_board()
    layer = pygame.Surface(MAP_RECT.size)
    layer.fill(SEA)
    ox, oy = MAP_RECT.topleft
    for y in range(10, MAP_RECT.height, 26):
        for x in range(-20 + (y // 26 % 2) * 20, MAP_RECT.width, 40):
            pygame.draw.arc(layer, SEA_LINE, (x, y, 22, 12), 0.3, math.pi - 0.3, 1)
    polygons = region_polygons()
    for points in polygons.values():
        local = [(x - ox, y - oy) for x, y in points]
        shadow = [(x + 4, y + 5) for x, y in local]
        pygame.draw.polygon(layer, (64, 100, 122), shadow)
    for points in polygons.values():
        local = [(x - ox, y - oy) for x, y in points]
        pygame.draw.polygon(layer, (226, 210, 164), local, 7)
    for number, points in polygons.items():
        local = [(x - ox, y - oy) for x, y in points]
        used = number in regions_in_play
        fill = REGION_COLOURS[number % len(REGION_COLOURS)] if used else (150, 150, 140)
        _paint_region(layer, local, fill, used)
    for number, points in polygons.items():
        local = [(x - ox, y - oy) for x, y in points]
        pygame.draw.polygon(layer, (92, 74, 50), local, 2)
        cx, cy = polygon_centre(local)
        used = number in regions_in_play
        name = board.regions[number].name
        colour = (80, 64, 44) if used else (100, 100, 96)
        pygame.draw.circle(layer, (250, 240, 214), (cx, cy - 2), 11)
        pygame.draw.circle(layer, colour, (cx, cy - 2), 11, 2)
        text.blit_text(layer, str(number), (cx, cy - 2), 19, colour, bold=True, anchor="center")
        text.blit_text(layer, name if used else f"{name} (not used)", (cx, cy + 10), 15, colour, anchor="midtop")
    for number, spaces in board.castle_spaces.items():
        if number not in regions_in_play:
            continue
        for space in spaces:
            x, y = to_screen(space.pos)
            rect = pygame.Rect(x - ox - 9, y - oy - 9, 18, 18)
            pygame.draw.rect(layer, (226, 214, 180), rect, border_radius=3)
            pygame.draw.rect(layer, (112, 90, 60), rect, 1, border_radius=3)
    for number, spaces in board.resource_spaces.items():
        if number not in regions_in_play:
            continue
        for space in spaces:
            x, y = to_screen(space.pos)
            centre = (x - ox, y - oy)
            pygame.draw.circle(layer, (236, 224, 190), centre, 10)
            pygame.draw.circle(layer, (112, 90, 60), centre, 10, 1)
            if space.horse_head:
                _horse_head(layer, (centre[0] + 7, centre[1] - 15))
    for city in board.cities.values():
        x, y = to_screen(city.pos)
        used = any(r in regions_in_play for r in city.regions)
        centre = (x - ox, y - oy)
        pygame.draw.circle(layer, (60, 40, 30), centre, 7)
        pygame.draw.circle(layer, (220, 60, 44) if used else (140, 130, 120), centre, 5)
        if not used:
            text.blit_text(layer, city.name, (centre[0], centre[1] + 8), 15, (90, 90, 86), anchor="midtop")
    pygame.draw.rect(layer, (70, 52, 36), layer.get_rect(), 3)
    _layers[key] = layer
    return layer


def _paint_region(layer: pygame.Surface, points: list[tuple[int, int]], fill: tuple[int, int, int],
                  used: bool) -> None:
    """A region washed in its colour, lighter to the north; hatched grey when not used."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    paint = pygame.Surface(box.size, pygame.SRCALPHA)
    for y in range(box.height):
        t = y / max(1, box.height - 1)
        shade = tuple(max(0, min(255, int(c * (1.08 - 0.16 * t)))) for c in fill)
        pygame.draw.line(paint, (*shade, 255), (0, y), (box.width, y))
    if not used:
        for i in range(-box.height, box.width, 10):
            pygame.draw.line(paint, (132, 132, 124, 255), (i, 0), (i + box.height, box.height), 1)
    mask = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in points])
    paint.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(paint, box.topleft)


def _horse_head(surface: pygame.Surface, at: tuple[int, int]) -> None:
    """A small horse head: the mark of the first resource space of a region."""
    x, y = at
    points = [(x - 4, y + 6), (x - 3, y - 2), (x, y - 6), (x + 2, y - 4), (x + 6, y - 1), (x + 5, y + 2),
              (x + 1, y + 1), (x + 2, y + 6)]
    pygame.draw.polygon(surface, (110, 70, 40), points)
    pygame.draw.polygon(surface, (50, 30, 20), points, 1)


# --- pieces ---------------------------------------------------------------------------------------------------
@functools.lru_cache(maxsize=64)
def ronin_image(colour: tuple[int, int, int], size: int = 22) -> pygame.Surface:
    """A painted ronin miniature: a straw hat over a robe, in the player's colour."""
    w, h = int(size * 0.7), size
    big = pygame.Surface((w * 3, h * 3), pygame.SRCALPHA)
    s = 3
    dark = tuple(max(0, c - 70) for c in colour)
    light = tuple(min(255, c + 60) for c in colour)
    body = [(w * s * 0.18, h * s * 0.98), (w * s * 0.3, h * s * 0.42), (w * s * 0.7, h * s * 0.42),
            (w * s * 0.82, h * s * 0.98)]
    pygame.draw.polygon(big, colour, body)
    pygame.draw.polygon(big, dark, body, 3)
    pygame.draw.line(big, light, (w * s * 0.38, h * s * 0.5), (w * s * 0.32, h * s * 0.9), 3)
    pygame.draw.circle(big, (236, 200, 160), (w * s * 0.5, h * s * 0.34), w * s * 0.17)
    hat = [(0, h * s * 0.3), (w * s * 0.5, h * s * 0.05), (w * s, h * s * 0.3)]
    pygame.draw.polygon(big, (214, 184, 110), hat)
    pygame.draw.polygon(big, (90, 70, 30), hat, 3)
    return pygame.transform.smoothscale(big, (w, h))


@functools.lru_cache(maxsize=32)
def castle_image(colour: tuple[int, int, int], size: int = 18) -> pygame.Surface:
    """A small castle: a keep with a curved roof in the owner's colour."""
    s = 3
    big = pygame.Surface((size * s, size * s), pygame.SRCALPHA)
    n = size * s
    dark = tuple(max(0, c - 70) for c in colour)
    pygame.draw.rect(big, (240, 232, 214), (n * 0.2, n * 0.45, n * 0.6, n * 0.5))
    pygame.draw.rect(big, dark, (n * 0.2, n * 0.45, n * 0.6, n * 0.5), 3)
    pygame.draw.rect(big, dark, (n * 0.42, n * 0.7, n * 0.16, n * 0.25))
    roof = [(n * 0.02, n * 0.5), (n * 0.2, n * 0.3), (n * 0.8, n * 0.3), (n * 0.98, n * 0.5)]
    pygame.draw.polygon(big, colour, roof)
    pygame.draw.polygon(big, dark, roof, 3)
    top = [(n * 0.25, n * 0.3), (n * 0.5, n * 0.02), (n * 0.75, n * 0.3)]
    pygame.draw.polygon(big, colour, top)
    pygame.draw.polygon(big, dark, top, 3)
    return pygame.transform.smoothscale(big, (size, size))


@functools.lru_cache(maxsize=64)
def good_image(good: str, radius: int = 8) -> pygame.Surface:
    """A wooden good token in its colour with its initial."""
    size = radius * 2 + 2
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = GOOD_COLOURS.get(good, (120, 120, 120))
    dark = tuple(max(0, c - 90) for c in colour)
    pygame.draw.circle(surface, (0, 0, 0, 90), (radius + 2, radius + 2), radius)
    pygame.draw.circle(surface, colour, (radius + 1, radius + 1), radius)
    pygame.draw.circle(surface, dark, (radius + 1, radius + 1), radius, 1)
    ink = (40, 34, 28) if sum(colour) > 420 else (250, 246, 236)
    letter = "J" if good == "joker" else good[0].upper()
    text.blit_text(surface, letter, (radius + 1, radius + 2), max(12, radius * 2 - 2), ink, bold=True,
                   anchor="center")
    return surface


@functools.lru_cache(maxsize=256)
def chip_image(action: str, face: int, size: tuple[int, int] = CHIP_SIZE) -> pygame.Surface:
    """One action on a city tile: a coloured band with its name; `face` 1 is the flipped side."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    colour = ACTION_COLOURS.get(action, (90, 90, 90))
    if face:
        colour = tuple(max(0, c - 30) for c in colour)
    pygame.draw.rect(surface, colour, rect, border_radius=3)
    text.blit_text(surface, text.fit(ACTION_LABELS.get(action, action), size[0] - 4, 15), rect.center, 15,
                   (252, 248, 238), anchor="center")
    return surface


@functools.lru_cache(maxsize=256)
def mission_image(mission_id: int, size: tuple[int, int] = MISSION_CARD) -> pygame.Surface:
    """A mission card: its points, its two cities and the goods it asks for."""
    mission = DATA.missions[mission_id]
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (248, 240, 220), rect, border_radius=6)
    pygame.draw.rect(surface, (150, 56, 42), rect.inflate(-4, -4), 2, border_radius=6)
    small = w < 70
    text_size = 14 if h < 90 else 15
    if small:
        points_at, radius, step, per_row, first = (w - 11, 11), 6, 13, max(1, (w - 6) // 13), w - 26
    else:
        points_at, radius, step, per_row, first = (w - 14, h - 14), 8, 18, max(1, (w - 32) // 18), w - 8
    pygame.draw.circle(surface, (176, 52, 40), points_at, 10 if small else 11)
    text.blit_text(surface, str(mission.points), (points_at[0], points_at[1] + 1), 17 if small else 19,
                   (255, 248, 236), bold=True, anchor="center")
    text.blit_text(surface, text.fit(mission.cities[0], first, text_size), (5, 5), text_size, (60, 40, 30))
    text.blit_text(surface, "or", (5, 5 + text_size - 2), 12, (140, 110, 90))
    text.blit_text(surface, text.fit(mission.cities[1], w - 8, text_size), (5, 5 + 2 * text_size - 4), text_size,
                   (60, 40, 30))
    goods = list(mission.goods)
    rows = (len(goods) + per_row - 1) // per_row
    for i, good in enumerate(goods):
        row, col = divmod(i, per_row)
        surface.blit(good_image(good, radius), (4 + col * step, h - 5 - (rows - row) * step))
    if mission.mark:
        corner = {"anchor": "bottomright", "pos": (w - 5, h - 4)} if small else {"anchor": "topright", "pos": (w - 5, 4)}
        text.blit_text(surface, mission.mark, corner["pos"], 13, (120, 100, 80), anchor=corner["anchor"])
    return surface


@functools.lru_cache(maxsize=32)
def shogun_card_image(card_id: int | None, size: tuple[int, int] = SHOGUN_CARD) -> pygame.Surface:
    """A Shogun card: its region in a red sun and its four cities (None: the back)."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    if card_id is None:
        pygame.draw.rect(surface, (40, 36, 44), rect, border_radius=5)
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(-6, -6), 1, border_radius=4)
        pygame.draw.circle(surface, (170, 40, 36), rect.center, w // 4)
        text.blit_text(surface, "Shogun", (w // 2, h - 4), 13, theme.GOLD, anchor="midbottom")
        return surface
    card = DATA.shogun_cards[card_id]
    pygame.draw.rect(surface, (246, 238, 218), rect, border_radius=5)
    pygame.draw.rect(surface, SHOGUN_COLOUR, rect.inflate(-2, -2), 2, border_radius=5)
    pygame.draw.circle(surface, (190, 44, 36), (w // 2, 14), 11)
    text.blit_text(surface, str(card.region), (w // 2, 15), 19, (255, 248, 236), bold=True, anchor="center")
    for i, city in enumerate(card.cities):
        text.blit_text(surface, text.fit(city, w - 6, 13), (w // 2, 28 + i * 11), 13, (40, 34, 30),
                       anchor="midtop")
    return surface


def tile_chip(label: str, colour: tuple[int, int, int], size: tuple[int, int], ink=(252, 248, 238),
              font_size: int = 15) -> pygame.Surface:
    """A small labelled tile (character, bonus tile, button-like choice)."""
    return _tile_chip(label, tuple(colour), size, tuple(ink), font_size)


@functools.lru_cache(maxsize=512)
def _tile_chip(label: str, colour: tuple[int, int, int], size: tuple[int, int], ink: tuple[int, int, int],
               font_size: int) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    dark = tuple(max(0, c - 60) for c in colour)
    pygame.draw.rect(surface, colour, rect, border_radius=5)
    pygame.draw.rect(surface, dark, rect, 1, border_radius=5)
    text.blit_text(surface, text.fit(label, size[0] - 6, font_size), rect.center, font_size, ink, anchor="center")
    return surface


def token(surface: pygame.Surface, pos: tuple[int, int], colour: tuple[int, int, int], label: str,
          radius: int = 9) -> None:
    """A round counter with a number (meditation tokens, flags)."""
    pygame.draw.circle(surface, colour, pos, radius)
    pygame.draw.circle(surface, (30, 26, 22), pos, radius, 1)
    text.blit_text(surface, label, (pos[0], pos[1] + 1), 15, (252, 248, 238), bold=True, anchor="center")


def draw_tile(surface: pygame.Surface, city: str, actions: tuple[str, ...], face: int) -> None:
    """A city's action tile: a leader to the city, the name plate, the actions of the face shown (the flipped
    side is darker, with a corner mark)."""
    tile = tile_rect(city, len(actions))
    x, y = city_pos(city)
    near = (min(max(x, tile.left), tile.right - 1), min(max(y, tile.top), tile.bottom - 1))
    pygame.draw.line(surface, (60, 44, 30), (x, y), near, 2)
    pygame.draw.rect(surface, (40, 30, 22), tile.move(2, 2), border_radius=4)
    pygame.draw.rect(surface, TILE_FACES[face], tile, border_radius=4)
    pygame.draw.rect(surface, (90, 70, 46), tile, 1, border_radius=4)
    text.blit_text(surface, text.fit(city, tile.width - 4, 14, True), (tile.centerx, tile.y + 2), 14, (50, 36, 24),
                   bold=True, anchor="midtop")
    for action, rect in zip(actions, chip_rects(city, len(actions)), strict=False):
        surface.blit(chip_image(action, face), rect)
    if face:
        pygame.draw.polygon(surface, (110, 80, 50), ((tile.right - 8, tile.y), (tile.right, tile.y),
                                                     (tile.right, tile.y + 8)))
