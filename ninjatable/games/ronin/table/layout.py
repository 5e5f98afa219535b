"""Where things are on the Ronin table (1280x800 logical pixels): the map of Japan with its city tiles, the
mission display and the Shogun cards in the sea, the tea ceremony and score tracks on the right, the character
display (where the choice bar opens), your player board at the bottom and the other players beside it.

The map file is drawn at `MAP_SCALE` with `MAP_OFFSET`. City tiles are placed beside their cities where they
cover the least of the spaces, the other tiles and the other areas. Nothing here draws.
"""

from __future__ import annotations

import dataclasses
import functools

import pygame

from ninjatable.games.ronin.data import DATA, GOODS
from ninjatable.games.ronin.map import japan
from ninjatable.games.ronin.view import SHOGUN, RoninView
from ninjatable.ui import text

MAP_SCALE = 0.74
MAP_OFFSET = (-60.0, 22.0)
MAP_RECT = pygame.Rect(0, 48, 796, 556)

DISPLAY_POS = (10, 58)
DISPLAY_STEP = 82
MISSION_CARD = (76, 98)
OWN_MISSION = (70, 82)
SHOGUN_ROW_POS = (10, 200)
SHOGUN_CARD = (58, 74)
SHOGUN_STEP = 52
#: the solo player's drawn mission cards, by their cities only (all they are drawn for): two columns of three.
DRAWN_POS = (358, 518)
DRAWN_CARD = (148, 26)
DRAWN_STEP = (152, 29)
ROUND_BOX = pygame.Rect(404, 54, 222, 40)
TEA_RECT = pygame.Rect(804, 56, 52, 452)
SCORE_RECT = pygame.Rect(864, 56, 112, 452)
CHAR_RECT = pygame.Rect(660, 516, 316, 86)
BOARD_RECT = pygame.Rect(6, 608, 602, 188)
OTHERS_RECT = pygame.Rect(616, 608, 360, 188)
#: the choice bar opens over the character display and the solo player's drawn cards (not needed then).
BAR_RECT = pygame.Rect(404, 514, 572, 88)

CHIP_SIZE = (58, 15)
TILE_WIDTH = CHIP_SIZE[0] + 4
TILE_HEADER = 13
#: the size of a city's name on its tile and of a region's name on the map (written whole, never cut).
NAME_SIZE = 14
REGION_NAME_SIZE = 14
#: the size of a city's name under its marker, for a city no region of the game uses
CITY_NAME_SIZE = 15
FIGURES_SIZE = (34, 24)
SPACE = 22
#: the areas of the table over the sea that city tiles keep clear of.
UI_AREAS = (pygame.Rect(0, 48, 400, 132), pygame.Rect(0, 190, 440, 120), pygame.Rect(400, 50, 232, 48),
            pygame.Rect(358, 496, 302, 108), CHAR_RECT)
KINDS = (*GOODS, "joker")
SPACES_WEIGHT, CASTLE_WEIGHT, LABEL_WEIGHT, CITY_WEIGHT, AREA_WEIGHT, TILE_WEIGHT = 40, 40, 4, 40, 20, 40
#: how much a tile prefers to stay close to its city (per pixel of distance), and the grid of its places.
NEARNESS, TILE_GRID = 30.0, 8
#: figures stand anywhere rather than on a tile.
FIGURES_ON_TILE = 1000


def to_screen(pos: tuple[float, float]) -> tuple[int, int]:
    """A point of the map file in logical pixels."""
    return (int(MAP_OFFSET[0] + pos[0] * MAP_SCALE), int(MAP_OFFSET[1] + pos[1] * MAP_SCALE))


@functools.lru_cache(maxsize=1)
def region_polygons() -> dict[int, list[tuple[int, int]]]:
    return {n: [to_screen(p) for p in r.polygon] for n, r in japan().regions.items()}


def region_bounds(region: int) -> pygame.Rect:
    points = region_polygons()[region]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


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
    return to_screen(japan().cities[city].pos)


def castle_space_rect(region: int, index: int) -> pygame.Rect:
    x, y = to_screen(japan().castle_spaces[region][index].pos)
    return pygame.Rect(x - SPACE // 2, y - SPACE // 2, SPACE, SPACE)


def resource_space_rect(region: int, index: int) -> pygame.Rect:
    x, y = to_screen(japan().resource_spaces[region][index].pos)
    return pygame.Rect(x - SPACE // 2, y - SPACE // 2, SPACE, SPACE)


# --- the city tiles ------------------------------------------------------------------------------------------
Blocked = list[tuple[pygame.Rect, int]]


def _fixed_obstacles() -> Blocked:
    """What a tile should not cover, with how much it matters: resource and castle spaces, region labels,
    city markers, the areas over the sea."""
    board = japan()
    fixed: Blocked = []
    for region in board.regions:
        fixed.extend((resource_space_rect(region, s.index), SPACES_WEIGHT) for s in board.resource_spaces[region])
        fixed.extend((castle_space_rect(region, s.index).inflate(0, 2).move(0, -1), CASTLE_WEIGHT)
                     for s in board.castle_spaces[region])
    for points in region_polygons().values():
        cx, cy = polygon_centre(points)
        fixed.append((pygame.Rect(cx - 32, cy - 14, 64, 30), LABEL_WEIGHT))
    for city in board.cities.values():
        x, y = to_screen(city.pos)
        fixed.append((pygame.Rect(x - 8, y - 8, 16, 16), CITY_WEIGHT))
        fixed.append((_figure_candidates(city.name)[0], CITY_WEIGHT))
    fixed.extend((area, AREA_WEIGHT) for area in UI_AREAS)
    return fixed


def _cost(rect: pygame.Rect, blocked: Blocked) -> int:
    if not MAP_RECT.inflate(-6, -6).contains(rect):
        return 10 ** 8
    total = 0
    for other, weight in blocked:
        clip = rect.clip(other)
        total += clip.width * clip.height * weight
    return total


def _distance(rect: pygame.Rect, point: tuple[int, int]) -> float:
    dx = max(rect.left - point[0], 0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0, point[1] - rect.bottom)
    return float((dx * dx + dy * dy) ** 0.5)


def _best(candidates: list[pygame.Rect], blocked: Blocked, near: tuple[int, int] | None = None) -> pygame.Rect:
    """The candidate covering the least (by weight); with `near`, also the closest to that point; else the
    earliest."""
    def score(index: int) -> float:
        rect = candidates[index]
        return _cost(rect, blocked) + (NEARNESS * _distance(rect, near) if near is not None else index * 12)

    return candidates[min(range(len(candidates)), key=score)]


def tile_width(city: str) -> int:
    """A city's tile is as wide as its actions (its name is written whole in it, a size smaller if need be)."""
    return TILE_WIDTH


def _tile_size(city: str) -> tuple[int, int]:
    """A tile's footprint: its name plate, its longer side of actions and the +2 chip under it."""
    sides = DATA.city_tiles[city]
    return tile_width(city), TILE_HEADER + CHIP_SIZE[1] * max(len(sides[0]), len(sides[1])) + 4 + 15


def _tile_candidates(city: str) -> list[pygame.Rect]:
    """Every place near the city for its tile, on a grid, clear of the city's own marker."""
    x, y = city_pos(city)
    w, h = _tile_size(city)
    found = []
    for dx in range(-w - 40, 41, TILE_GRID):
        for dy in range(-h - 40, 41, TILE_GRID):
            rect = pygame.Rect(x + dx, y + dy, w, h)
            if not rect.inflate(12, 12).collidepoint(x, y):
                found.append(rect)
    return found


def _figure_candidates(city: str) -> list[pygame.Rect]:
    x, y = city_pos(city)
    w, h = FIGURES_SIZE
    return [pygame.Rect(x - w // 2, y - h - 3, w, h), pygame.Rect(x - w - 2, y - h + 2, w, h),
            pygame.Rect(x + 2, y - h + 2, w, h), pygame.Rect(x - w // 2, y + 5, w, h),
            pygame.Rect(x - w - 7, y - h // 2, w, h), pygame.Rect(x + 7, y - h // 2, w, h)]


@functools.lru_cache(maxsize=1)
def city_layout() -> dict[str, tuple[pygame.Rect, tuple[int, int]]]:
    """Where each city's tile (its name plate, its actions and the +2 chip under it) and its figures go:
    city -> (tile footprint, figures' top-left). Each tile goes where it covers the least of the spaces, the
    city markers, the other tiles and the areas over the sea, close to its city; the tiles are placed again a
    few times so that each finds room among the others."""
    fixed = _fixed_obstacles()
    candidates = {name: _tile_candidates(name) for name in japan().cities}
    reach = {name: options[0].unionall(options) for name, options in candidates.items()}
    near = {name: [(rect, weight) for rect, weight in fixed if rect.colliderect(reach[name])] for name in candidates}
    tiles: dict[str, pygame.Rect] = {}
    for _ in range(3):
        for name, options in candidates.items():
            others = [(rect, TILE_WEIGHT) for other, rect in tiles.items() if other != name]
            tiles[name] = _best(options, near[name] + others, city_pos(name))
    blocked = fixed + [(rect, FIGURES_ON_TILE) for rect in tiles.values()]
    layout = {}
    for name in japan().cities:
        figures = _best(_figure_candidates(name), blocked)
        blocked.append((figures, CITY_WEIGHT))
        layout[name] = (tiles[name], figures.topleft)
    return layout


def tile_rect(city: str, actions: int) -> pygame.Rect:
    """The action tile of a city, one chip per action."""
    footprint = city_layout()[city][0]
    return pygame.Rect(footprint.x, footprint.y, tile_width(city), TILE_HEADER + CHIP_SIZE[1] * actions + 4)


def chip_rects(city: str, actions: int) -> list[pygame.Rect]:
    tile = tile_rect(city, actions)
    return [pygame.Rect(tile.centerx - CHIP_SIZE[0] // 2, tile.y + 2 + TILE_HEADER + i * CHIP_SIZE[1], CHIP_SIZE[0], CHIP_SIZE[1] - 1)
            for i in range(actions)]


def points_chip_rect(city: str, actions: int) -> pygame.Rect:
    """The +2 chip shown under a tile while a ronin is carried (give the action up for points)."""
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
    return pygame.Rect(tile.x, tile.y, tile.width, TILE_HEADER + 2)


def city_name_rect(name: str) -> pygame.Rect:
    """Where a city's name is written under its marker when no region of the game uses it (it has no tile)."""
    x, y = city_pos(name)
    width, height = text.font(CITY_NAME_SIZE).size(name)
    return pygame.Rect(x - width // 2 - 2, y + 7, width + 4, height + 2)


def region_label_size(region: int) -> tuple[int, int]:
    """The region's number (a disc) and its name beside it."""
    name = japan().regions[region].name
    return 25 + text.font(REGION_NAME_SIZE, True).size(name)[0] + 5, 23


def point_inside(point: tuple[int, int], points: list[tuple[int, int]]) -> bool:
    """Is `point` inside the polygon `points` (a region of the map)?"""
    x, y = point
    found = False
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=False):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            found = not found
    return found


@functools.lru_cache(maxsize=1)
def region_labels() -> dict[int, pygame.Rect]:
    """Where each region's number and name go: inside the region, as near its middle as can be while clear of
    the spaces, the cities, their tiles and their figures."""
    board = japan()
    blocked: Blocked = []
    for region in board.regions:
        for space in board.resource_spaces[region]:
            rect = resource_space_rect(region, space.index)
            blocked.append((rect.inflate(4, 4), SPACES_WEIGHT))
            if space.horse_head:
                blocked.append((pygame.Rect(rect.centerx - 2, rect.centery - 24, 20, 20), SPACES_WEIGHT))
        blocked.extend((castle_space_rect(region, s.index).inflate(4, 4), CASTLE_WEIGHT)
                       for s in board.castle_spaces[region])
    for name, (tile, figures) in city_layout().items():
        x, y = city_pos(name)
        blocked.append((pygame.Rect(x - 10, y - 10, 20, 20), CITY_WEIGHT))
        blocked.append((city_name_rect(name), CITY_WEIGHT))  # written under a city no region of the game uses
        blocked.append((tile.inflate(4, 4), TILE_WEIGHT))
        blocked.append((pygame.Rect(figures, FIGURES_SIZE).inflate(4, 4), FIGURES_ON_TILE))
    found: dict[int, pygame.Rect] = {}
    for region, points in region_polygons().items():
        w, h = region_label_size(region)
        cx, cy = polygon_centre(points)
        candidates = [pygame.Rect(cx + dx - w // 2, cy + dy - h // 2, w, h) for dx in range(-120, 121, 4)
                      for dy in range(-80, 81, 4)]
        candidates = [rect for rect in candidates if point_inside(rect.center, points)] or [
            pygame.Rect(cx - w // 2, cy - h // 2, w, h)]
        found[region] = _best(candidates, blocked + [(other, TILE_WEIGHT) for other in found.values()] + [
            (area, AREA_WEIGHT) for area in UI_AREAS], (cx, cy))
    return found


def figure_slots(city: str, count: int) -> list[tuple[int, int]]:
    """Top-left corners of up to `count` figures standing by the city."""
    fx, fy = city_layout()[city][1]
    return [(fx + 16 - 14 * i if count > 1 else fx + 9, fy + 1) for i in range(count)]


# --- the areas that depend on the view -----------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Places:
    """The rects of the things the view shows outside the map, for the seat at the table."""

    ronin: tuple[pygame.Rect, ...]
    goods: dict[str, pygame.Rect]
    missions: tuple[tuple[pygame.Rect, int], ...]
    display: tuple[pygame.Rect, ...]
    drawn: tuple[tuple[pygame.Rect, int], ...]
    characters: tuple[tuple[pygame.Rect, str], ...]
    others: dict[int, pygame.Rect]

    def mission_rect(self, mission: int) -> pygame.Rect | None:
        return next((rect for rect, m in self.missions if m == mission), None)

    def character_rect(self, key: str) -> pygame.Rect | None:
        return next((rect for rect, k in self.characters if k == key), None)


def places(view: RoninView, me: int) -> Places:
    """Your ronin spaces (the fifth shown while it waits), goods, missions; the display; the drawn cards; the
    characters on offer (one tile per kind); the other players' rows (and the Shogun's)."""
    total = max(view.ronin_total[me], 5 if view.fifth_waiting[me] else view.ronin_total[me])
    ronin = tuple(pygame.Rect(BOARD_RECT.x + 10 + i * 30, BOARD_RECT.y + 30, 26, 36) for i in range(total))
    goods = {kind: pygame.Rect(BOARD_RECT.x + 10 + i * 50, BOARD_RECT.y + 74, 44, 24) for i, kind in enumerate(KINDS)}
    held = view.missions[me]
    step = 74 if len(held) <= 5 else max(24, 350 // (len(held) - 1))
    missions = tuple((pygame.Rect(BOARD_RECT.x + 10 + i * step, BOARD_RECT.y + 102, *OWN_MISSION), m)
                     for i, m in enumerate(held))
    display = tuple(pygame.Rect(DISPLAY_POS[0] + i * DISPLAY_STEP, DISPLAY_POS[1], *MISSION_CARD)
                    for i in range(len(view.display)))
    drawn = tuple((pygame.Rect(DRAWN_POS[0] + (i // 3) * DRAWN_STEP[0], DRAWN_POS[1] + (i % 3) * DRAWN_STEP[1],
                               *DRAWN_CARD), m) for i, m in enumerate(view.drawn[:6]))
    kinds = list(dict.fromkeys(view.char_display))
    characters = tuple((pygame.Rect(CHAR_RECT.x + 4 + (i % 4) * 78, CHAR_RECT.y + 18 + (i // 4) * 17, 76, 16), key)
                       for i, key in enumerate(kinds))
    return Places(ronin, goods, missions, display, drawn, characters, other_rects(view, me))


def other_rects(view: RoninView, me: int) -> dict[int, pygame.Rect]:
    """A row for each other player (and the Shogun of the solo and two-player games) beside your board."""
    seats = [s for s in range(view.num_seats) if s != me] + ([SHOGUN] if view.mode in ("solo", "duel") else [])
    height = min(62, OTHERS_RECT.height // max(1, len(seats)))
    return {seat: pygame.Rect(OTHERS_RECT.x, OTHERS_RECT.y + i * height, OTHERS_RECT.width, height - 4)
            for i, seat in enumerate(seats)}


def shogun_slot(index: int) -> pygame.Rect:
    """The place of the Shogun card of round `index + 1` in the row."""
    return pygame.Rect(SHOGUN_ROW_POS[0] + index * SHOGUN_STEP, SHOGUN_ROW_POS[1], *SHOGUN_CARD)


def seat_origin(view_places: Places, seat: int, me: int) -> tuple[int, int]:
    """Where a piece of `seat` comes from or goes to: your ronin spaces, or the seat's row."""
    if seat == me:
        return (BOARD_RECT.x + 40, BOARD_RECT.y + 30)
    rect = view_places.others.get(seat)
    return (rect.x + 20, rect.y + 4) if rect is not None else (490, 700)
