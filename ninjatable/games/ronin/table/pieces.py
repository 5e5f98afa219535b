"""The pieces of Ronin drawn by code, each image made once and kept: ronin figures, castles, goods, the action
chips of the city tiles, mission cards, Shogun cards, character and bonus tiles, counters."""

from __future__ import annotations

import functools
import math

import pygame

from ninjatable.games.ronin.data import ACTION_NAMES, DATA, GAME, action_name, city_name
from ninjatable.games.ronin.table import layout
from ninjatable.i18n import _, language, pgettext, term
from ninjatable.ui import text, theme

SEAT_COLOURS = [(196, 52, 40), (44, 92, 196), (40, 146, 72), (226, 176, 36), (140, 72, 170)]
SHOGUN_COLOUR = (34, 32, 38)
GOOD_COLOURS = {"rice": (246, 242, 226), "tea": (104, 158, 64), "silk": (206, 112, 176), "sake": (86, 142, 206),
                "coin": (218, 172, 48), "joker": (60, 60, 64)}
ACTION_COLOURS = {"mission": (168, 62, 48), "tea": (74, 128, 64), "flag": (190, 70, 110),
                  "character": (116, 84, 150), "build": (96, 96, 104), "joker": (50, 50, 56),
                  "meditate": (60, 118, 150), "market": (176, 128, 40), "points": (200, 150, 30)}
TILE_FACES = ((242, 230, 200), (214, 186, 140))
MEDITATION = (96, 70, 150)
FLAG = (186, 40, 60)


def action_label(action: str) -> str:
    """An action's name as its chip on a city tile shows it, in the current language."""
    if action == "points":
        return _("2 points")
    if action == "build":
        return pgettext("action tile", "Castle")
    return action_name(action) if action in ACTION_NAMES else action


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SHOGUN_COLOUR if seat < 0 else SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def _darker(colour: tuple[int, ...], by: int) -> tuple[int, int, int]:
    return (max(0, colour[0] - by), max(0, colour[1] - by), max(0, colour[2] - by))


@functools.lru_cache(maxsize=64)
def ronin_image(colour: tuple[int, int, int], size: int = 22) -> pygame.Surface:
    """A painted ronin miniature: a straw hat over a robe, in the player's colour."""
    w, h = int(size * 0.7), size
    big = pygame.Surface((w * 3, h * 3), pygame.SRCALPHA)
    s = 3
    dark = _darker(colour, 70)
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
    dark = _darker(colour, 70)
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


def _rice(s: pygame.Surface, n: float, ink: tuple[int, ...]) -> None:
    """A bowl heaped with rice."""
    pygame.draw.ellipse(s, ink, (n * 0.24, n * 0.24, n * 0.52, n * 0.4), max(2, int(n * 0.07)))
    bowl = [(n * 0.14, n * 0.48), (n * 0.86, n * 0.48), (n * 0.74, n * 0.74), (n * 0.6, n * 0.82),
            (n * 0.4, n * 0.82), (n * 0.26, n * 0.74)]
    pygame.draw.polygon(s, ink, bowl)


def _tea(s: pygame.Surface, n: float, ink: tuple[int, ...]) -> None:
    """A tea leaf with its midrib."""
    leaf = [(n * 0.2, n * 0.8), (n * 0.22, n * 0.5), (n * 0.4, n * 0.28), (n * 0.82, n * 0.18), (n * 0.72, n * 0.6),
            (n * 0.5, n * 0.76)]
    pygame.draw.polygon(s, ink, leaf)
    pygame.draw.line(s, (255, 255, 255, 0), (n * 0.22, n * 0.78), (n * 0.7, n * 0.3), max(2, int(n * 0.05)))


def _silk(s: pygame.Surface, n: float, ink: tuple[int, ...]) -> None:
    """A spool of silk thread: two flanges and the thread wound between them."""
    width = max(2, int(n * 0.06))
    pygame.draw.rect(s, ink, (n * 0.24, n * 0.16, n * 0.52, n * 0.12), border_radius=int(n * 0.04))
    pygame.draw.rect(s, ink, (n * 0.24, n * 0.72, n * 0.52, n * 0.12), border_radius=int(n * 0.04))
    for i in range(4):
        y = n * (0.34 + i * 0.1)
        pygame.draw.line(s, ink, (n * 0.32, y), (n * 0.68, y + n * 0.06), width)


def _sake(s: pygame.Surface, n: float, ink: tuple[int, ...]) -> None:
    """A sake flask: a round body under a narrow neck."""
    pygame.draw.circle(s, ink, (n * 0.5, n * 0.62), n * 0.25)
    pygame.draw.rect(s, ink, (n * 0.42, n * 0.2, n * 0.16, n * 0.3))
    pygame.draw.rect(s, ink, (n * 0.37, n * 0.14, n * 0.26, n * 0.08), border_radius=int(n * 0.03))


def _coin(s: pygame.Surface, n: float, ink: tuple[int, ...]) -> None:
    """A coin with its square hole."""
    pygame.draw.circle(s, ink, (n * 0.5, n * 0.5), n * 0.32, max(2, int(n * 0.09)))
    pygame.draw.rect(s, ink, (n * 0.42, n * 0.42, n * 0.16, n * 0.16), max(2, int(n * 0.05)))


def _joker(s: pygame.Surface, n: float, ink: tuple[int, ...]) -> None:
    """A five-pointed star: it stands for any good."""
    points = []
    for i in range(10):
        radius = n * (0.36 if i % 2 == 0 else 0.15)
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((n * 0.5 + math.cos(angle) * radius, n * 0.52 + math.sin(angle) * radius))
    pygame.draw.polygon(s, ink, points)


GOOD_SYMBOLS = {"rice": _rice, "tea": _tea, "silk": _silk, "sake": _sake, "coin": _coin, "joker": _joker}


def _ink(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    return (70, 52, 30) if sum(colour) > 420 else (250, 246, 236)


@functools.lru_cache(maxsize=64)
def good_symbol(good: str, size: int, colour: tuple[int, int, int] = (0, 0, 0), alpha: int = 255) -> pygame.Surface:
    """The symbol of a good alone (a rice bale, a tea leaf, a silk spool, a sake flask, a coin, a star for the
    joker), drawn large and scaled down smooth."""
    big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
    GOOD_SYMBOLS[good](big, size * 4, (*colour, alpha))
    return pygame.transform.smoothscale(big, (size, size))


@functools.lru_cache(maxsize=64)
def good_image(good: str, radius: int = 8, faint: bool = False) -> pygame.Surface:
    """A wooden good token in its colour with its own symbol; `faint`: the empty place of that good."""
    size = radius * 2 + 2
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = GOOD_COLOURS.get(good, (120, 120, 120))
    centre = (radius + 1, radius + 1)
    if faint:
        pygame.draw.circle(surface, (*colour, 60), centre, radius)
        pygame.draw.circle(surface, (*_darker(colour, 90), 110), centre, radius, 1)
        symbol = good_symbol(good, int(radius * 1.6), _darker(colour, 60), 120)
    else:
        pygame.draw.circle(surface, (0, 0, 0, 90), (radius + 2, radius + 2), radius)
        pygame.draw.circle(surface, colour, centre, radius)
        pygame.draw.circle(surface, _darker(colour, 90), centre, radius, 1)
        symbol = good_symbol(good, int(radius * 1.6), _ink(colour))
    surface.blit(symbol, symbol.get_rect(center=centre))
    return surface


def chip_image(action: str, face: int, size: tuple[int, int] = layout.CHIP_SIZE) -> pygame.Surface:
    """One action on a city tile: a coloured band with its name; `face` 1 is the flipped side."""
    return _chip_image(action, face, size, language())


@functools.lru_cache(maxsize=256)
def _chip_image(action: str, face: int, size: tuple[int, int], lang: str) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    colour = ACTION_COLOURS.get(action, (90, 90, 90))
    if face:
        colour = _darker(colour, 30)
    pygame.draw.rect(surface, colour, rect, border_radius=3)
    text.blit_text(surface, action_label(action), rect.center, 15, (252, 248, 238), anchor="center",
                   box=rect.inflate(-4, 0), how="shrink", min_size=12)
    return surface


#: the sizes city names are written in on a mission card, largest first (a name is never shortened).
CITY_SIZES = (17, 16, 15, 14, 13, 12, 11)


def mission_city_size(mission_id: int, width: int) -> int:
    """The largest type in which both cities of a mission fit whole on a card `width` pixels wide."""
    cities = DATA.missions[mission_id].cities
    room = width - 12
    for size in CITY_SIZES:
        if all(text.font(size).size(city)[0] <= room for city in cities):
            return size
    return CITY_SIZES[-1]


def mission_image(mission_id: int, size: tuple[int, int] = layout.MISSION_CARD) -> pygame.Surface:
    """A mission card: its two cities written whole at the top, the goods it asks for at the bottom left, its
    points in the red seal at the bottom right."""
    return _mission_image(mission_id, size, language())


@functools.lru_cache(maxsize=256)
def _mission_image(mission_id: int, size: tuple[int, int], lang: str) -> pygame.Surface:
    mission = DATA.missions[mission_id]
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (248, 240, 220), rect, border_radius=6)
    pygame.draw.rect(surface, (150, 56, 42), rect.inflate(-4, -4), 2, border_radius=6)
    type_size = mission_city_size(mission_id, w)
    or_size = min(12, type_size)
    text.blit_text(surface, city_name(mission.cities[0]), (5, 4), type_size, (60, 40, 30), box=rect.inflate(-6, 0),
                   how="shrink", min_size=12)
    text.blit_text(surface, pgettext("mission card", "or"), (5, 1 + type_size), or_size, (140, 110, 90))
    text.blit_text(surface, city_name(mission.cities[1]), (5, type_size + or_size - 1), type_size, (60, 40, 30),
                   box=rect.inflate(-6, 0), how="shrink", min_size=12)
    seal = 10 if w < 70 else 11
    points_at = (w - seal - 4, h - seal - 4)
    pygame.draw.circle(surface, (176, 52, 40), points_at, seal)
    text.blit_text(surface, str(mission.points), (points_at[0], points_at[1] + 1), 17 if w < 70 else 19,
                   (255, 248, 236), bold=True, anchor="center")
    radius, step = (6, 13) if w < 70 else (7, 15) if h < 90 else (8, 18)
    per_row = max(1, (w - 8 - 2 * seal) // step)
    rows = (len(mission.goods) + per_row - 1) // per_row
    for i, good in enumerate(mission.goods):
        row, col = divmod(i, per_row)
        surface.blit(good_image(good, radius), (4 + col * step, h - 4 - (rows - row) * step))
    if mission.mark:
        text.blit_text(surface, mission.mark, (w - 5, h - 2 * seal - 6), 13, (120, 100, 80), anchor="bottomright")
    return surface


#: the types a drawn card's cities are written in, largest first: bold, then plain where bold is too wide (never
#: below the smallest readable).
DRAWN_TYPES = ((17, True), (16, True), (15, True), (14, True), (15, False), (14, False), (13, False))


def drawn_card_image(mission_id: int, size: tuple[int, int] = layout.DRAWN_CARD) -> pygame.Surface:
    """A mission card the solo player drew for a ronin, by what it is drawn for: its two cities, "Kochi or
    Sunpu", whole and large on a strip of the card's paper (its goods and points do not count there)."""
    return _drawn_card_image(mission_id, size, language())


@functools.lru_cache(maxsize=64)
def _drawn_card_image(mission_id: int, size: tuple[int, int], lang: str) -> pygame.Surface:
    first, second = DATA.missions[mission_id].cities
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (248, 240, 220), rect, border_radius=5)
    pygame.draw.rect(surface, (150, 56, 42), rect, 2, border_radius=5)
    parts = ((city_name(first), (60, 40, 30)), (f" {pgettext('mission card', 'or')} ", (140, 110, 90)),
             (city_name(second), (60, 40, 30)))
    type_size, bold = next(((s, b) for s, b in DRAWN_TYPES
                            if sum(text.font(s, b).size(part)[0] for part, _colour in parts) <= w - 8), DRAWN_TYPES[-1])
    x = 4
    for part, colour in parts:
        drawn = text.blit_text(surface, part, (x, h // 2 + 1), type_size, colour, bold=bold, anchor="midleft",
                               box=rect.inflate(-2, 0), how="shrink", min_size=DRAWN_TYPES[-1][0])
        x = drawn.right
    return surface


def shogun_card_image(card_id: int | None, size: tuple[int, int] = layout.SHOGUN_CARD) -> pygame.Surface:
    """A Shogun card: its region in a red sun and its four cities (None: the back)."""
    return _shogun_card_image(card_id, size, language())


@functools.lru_cache(maxsize=32)
def _shogun_card_image(card_id: int | None, size: tuple[int, int], lang: str) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    if card_id is None:
        pygame.draw.rect(surface, (40, 36, 44), rect, border_radius=5)
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(-6, -6), 1, border_radius=4)
        pygame.draw.circle(surface, (170, 40, 36), rect.center, w // 4)
        text.blit_text(surface, term(GAME, "Shogun"), (w // 2, h - 4), 13, theme.GOLD, anchor="midbottom")
        return surface
    card = DATA.shogun_cards[card_id]
    pygame.draw.rect(surface, (246, 238, 218), rect, border_radius=5)
    pygame.draw.rect(surface, SHOGUN_COLOUR, rect.inflate(-2, -2), 2, border_radius=5)
    pygame.draw.circle(surface, (190, 44, 36), (w // 2, 14), 11)
    text.blit_text(surface, str(card.region), (w // 2, 15), 19, (255, 248, 236), bold=True, anchor="center")
    for i, city in enumerate(card.cities):
        text.blit_text(surface, text.fit(city_name(city), w - 6, 13), (w // 2, 28 + i * 11), 13, (40, 34, 30),
                       anchor="midtop")
    return surface


def tile_chip(label: str, colour: tuple[int, int, int], size: tuple[int, int],
              ink: tuple[int, int, int] = (252, 248, 238), font_size: int = 15) -> pygame.Surface:
    """A small labelled tile (a character or a bonus tile)."""
    return _tile_chip(label, tuple(colour), size, tuple(ink), font_size)


@functools.lru_cache(maxsize=512)
def _tile_chip(label: str, colour: tuple[int, int, int], size: tuple[int, int], ink: tuple[int, int, int],
               font_size: int) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, colour, rect, border_radius=5)
    pygame.draw.rect(surface, _darker(colour, 60), rect, 1, border_radius=5)
    text.blit_text(surface, label, rect.center, font_size, ink, anchor="center", box=rect.inflate(-6, 0),
                   how="shrink", min_size=11)
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
    tile = layout.tile_rect(city, len(actions))
    x, y = layout.city_pos(city)
    near = (min(max(x, tile.left), tile.right - 1), min(max(y, tile.top), tile.bottom - 1))
    pygame.draw.line(surface, (60, 44, 30), (x, y), near, 2)
    pygame.draw.rect(surface, (40, 30, 22), tile.move(2, 2), border_radius=4)
    pygame.draw.rect(surface, TILE_FACES[face], tile, border_radius=4)
    pygame.draw.rect(surface, (90, 70, 46), tile, 1, border_radius=4)
    text.blit_text(surface, city_name(city), (tile.centerx, tile.y + 2), layout.NAME_SIZE, (50, 36, 24), bold=True,
                   anchor="midtop", box=tile.inflate(-2, 0), how="shrink", min_size=12)
    for action, rect in zip(actions, layout.chip_rects(city, len(actions)), strict=False):
        surface.blit(chip_image(action, face), rect)
    if face:
        pygame.draw.polygon(surface, (110, 80, 50), ((tile.right - 8, tile.y), (tile.right, tile.y),
                                                     (tile.right, tile.y + 8)))
