"""Shitennō's cards, tiles and kamons drawn by code (every surface cached): troop cards with their troop marks,
koku cards with their value, card backs, bonus tiles on either side, hierarchy tiles with their seals, titles,
and the generals' kamons, plain or gold."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ninjatable.games.shitenno.data import (
    CARD,
    EXCHANGE,
    GAME,
    Card,
    general,
    seals,
    title_name,
    troop_info,
    troop_name,
)
from ninjatable.i18n import _, language, term
from ninjatable.ui import cards, text, theme

PAPER = (250, 244, 228)
KOKU_PAPER = (246, 226, 160)
KOKU_INK = (150, 96, 20)
SEAL_RED = (178, 40, 34)
#: the crest on each general's kamons.
CRESTS = ("flower", "diamonds", "bamboo", "stars")

_cache: dict[tuple, pygame.Surface] = {}


def _cached(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """A piece drawn once per language (its words are in the language it was drawn in)."""
    key = (*key, language())
    found = _cache.get(key)
    if found is None:
        found = _cache[key] = make()
    return found


def colour_of(troop: str) -> tuple[int, int, int]:
    return tuple(troop_info(troop)["colour"])  # type: ignore[return-value]


def seat_colour(seat: int) -> tuple[int, int, int]:
    return tuple(general(seat)["colour"])  # type: ignore[return-value]


def draw_mark(surface: pygame.Surface, troop: str, centre: tuple[float, float], size: float) -> None:
    """A troop's mark: Bushi a diamond, Samurai a disc, Shinobi a star, Sōhei a square, in the troop's colour."""
    colour = colour_of(troop)
    cx, cy = centre
    r = size / 2
    shape = troop_info(troop)["mark"]
    if shape == "diamond":
        pygame.draw.polygon(surface, colour, ((cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)))
    elif shape == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.9)
    elif shape == "star":
        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            radius = r if i % 2 == 0 else r * 0.45
            points.append((cx + math.cos(angle) * radius, cy + math.sin(angle) * radius))
        pygame.draw.polygon(surface, colour, points)
    else:
        side = r * 1.6
        pygame.draw.rect(surface, colour, pygame.Rect(cx - side / 2, cy - side / 2, side, side), border_radius=2)


def mark(troop: str, size: int) -> pygame.Surface:
    """A troop's mark alone, smoothed."""

    def make() -> pygame.Surface:
        big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
        draw_mark(big, troop, (size, size), size * 2 - 2)
        return pygame.transform.smoothscale(big, (size, size))

    return _cached(("mark", troop, size), make)


def card_face(found: Card, size: tuple[int, int]) -> pygame.Surface:
    """A card face up: a troop card shows its marks and troop names, a koku card its value."""
    return _cached(("card", found.kind, size), lambda: _koku_face(found, size) if found.is_koku
                   else _troop_face(found, size))


def _troop_face(found: Card, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(4, w // 10)
    pygame.draw.rect(surface, PAPER, rect, border_radius=radius)
    troops = found.troops
    edge = max(3, w // 14)
    if len(troops) == 1 or troops[0] == troops[1]:
        pygame.draw.rect(surface, colour_of(troops[0]), rect.inflate(-2, -2), edge, border_radius=radius)
    else:
        left, right = rect.inflate(-2, -2), rect.inflate(-2, -2)
        pygame.draw.rect(surface, colour_of(troops[0]), left, edge, border_radius=radius)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(w // 2, 0, w - w // 2, h))
        pygame.draw.rect(surface, colour_of(troops[1]), right, edge, border_radius=radius)
        surface.set_clip(clip)
    marks = len(troops)
    # a small card (a laid-out one, a packet's) puts two marks side by side, keeping the bottom for two lines
    side_by_side = marks == 2 and h < 80
    mark_size = int(min(w * (0.55 if marks == 1 else 0.42), h * (0.3 if side_by_side else 0.36)))
    for i, troop in enumerate(troops):
        if side_by_side:
            centre = (int(w * (0.3 + 0.4 * i)), int(h * 0.3))
        else:
            centre = (w // 2, int(h * (0.38 if marks == 1 else 0.26 + 0.3 * i)))
        surface.blit(mark(troop, mark_size), mark(troop, mark_size).get_rect(center=centre))
    if marks == 1:
        label = troop_name(troops[0])
    elif troops[0] == troops[1]:
        label = _("{n} {troop}").format(n=2, troop=troop_name(troops[0]))
    else:
        label = _("{troop} + {other}").format(troop=troop_name(troops[0]), other=troop_name(troops[1]))
    label_size = max(14, min(18, w // 4))
    bottom = h - max(4, h // 16)
    one_line = text.shrunk(label, w - 2 * edge - 2, label_size, 12, bold=True)[0] == label
    if w >= 40 and ((marks == 2 and troops[0] != troops[1]) or not one_line):  # two troops, or a narrow card: two lines, whole
        size = 13 if h < 80 else max(12, label_size - 3)
        text.blit_lines(surface, label, pygame.Rect(3, bottom - 2 * size, w - 6, 2 * size + 2), size, theme.INK,
                        bold=True, min_size=11, align="center", spacing=0)
    elif w >= 40:
        text.blit_text(surface, label, (w // 2, bottom - 1), label_size, theme.INK, bold=True, anchor="midbottom",
                       box=rect.inflate(-2 * edge - 2, 0), how="shrink", min_size=11)
    return surface


def _koku_face(found: Card, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(4, w // 10)
    pygame.draw.rect(surface, KOKU_PAPER, rect, border_radius=radius)
    pygame.draw.rect(surface, KOKU_INK, rect.inflate(-2, -2), max(2, w // 18), border_radius=radius)
    coin = int(min(w, h) * 0.3)
    pygame.draw.circle(surface, (222, 176, 60), (w // 2, int(h * 0.4)), coin)
    pygame.draw.circle(surface, KOKU_INK, (w // 2, int(h * 0.4)), coin, 2)
    pygame.draw.rect(surface, KOKU_INK, pygame.Rect(w // 2 - coin // 3, int(h * 0.4) - coin // 3, coin * 2 // 3,
                                                    coin * 2 // 3), 2)
    text.blit_text(surface, str(found.koku), (w // 2, int(h * 0.4)), max(20, w // 2), theme.INK, bold=True,
                   anchor="center")
    label_size = max(13, min(19, w // 4))
    text.blit_text(surface, term(GAME, "koku"), (w // 2, h - max(5, h // 16)), label_size, KOKU_INK, bold=True, anchor="midbottom")
    return surface


def card_back(koku: bool, size: tuple[int, int]) -> pygame.Surface:
    """A card face down: blue for the troop deck, red for the koku deck."""
    return cards.card_back(size, "red" if koku else "blue")


def _arrows(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    cx, cy = rect.center
    span = rect.width * 0.32
    for dy, direction in ((-rect.height * 0.14, 1), (rect.height * 0.14, -1)):
        y = cy + dy
        start, end = cx - span * direction, cx + span * direction
        pygame.draw.line(surface, colour, (start, y), (end, y), max(2, rect.width // 14))
        head = rect.width * 0.12
        pygame.draw.polygon(surface, colour, ((end, y), (end - head * direction, y - head * 0.8),
                                              (end - head * direction, y + head * 0.8)))


def bonus_tile(effect: str, size: tuple[int, int]) -> pygame.Surface:
    """A bonus tile bonus side up: two arrows (exchange), +1, or a small card (card)."""

    def make() -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, (64, 52, 44), rect, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(-4, -4), 2, border_radius=5)
        if effect == EXCHANGE:
            _arrows(surface, rect, theme.GOLD)
        elif effect == CARD:
            card = pygame.Rect(0, 0, int(rect.width * 0.42), int(rect.height * 0.58))
            card.center = rect.center
            pygame.draw.rect(surface, PAPER, card, border_radius=3)
            pygame.draw.rect(surface, theme.GOLD, card, 2, border_radius=3)
            text.blit_text(surface, "+", card.center, max(16, rect.width // 2), theme.INK, bold=True, anchor="center")
        else:
            text.blit_text(surface, "+1", rect.center, max(18, rect.width * 2 // 3), theme.GOLD, bold=True,
                           anchor="center")
        return surface

    return _cached(("bonus", effect, size), make)


def troop_tile(troop: str, size: tuple[int, int]) -> pygame.Surface:
    """A bonus tile troop side up (the top of a province's stack), or the gate when `troop` is the province's."""

    def make() -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, PAPER, rect, border_radius=4)
        pygame.draw.rect(surface, colour_of(troop), rect, 2, border_radius=4)
        inner = int(min(size) * 0.7)
        surface.blit(mark(troop, inner), mark(troop, inner).get_rect(center=rect.center))
        return surface

    return _cached(("troop-tile", troop, size), make)


def hierarchy_tile(title: str, size: tuple[int, int]) -> pygame.Surface:
    """A hierarchy tile: its Bakufu seals as red dots on paper."""

    def make() -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, PAPER, rect, border_radius=5)
        pygame.draw.rect(surface, (90, 60, 40), rect, 2, border_radius=5)
        count = seals(title)
        spots = {1: [(0.5, 0.5)], 2: [(0.3, 0.3), (0.7, 0.7)], 3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
                 4: [(0.3, 0.3), (0.7, 0.3), (0.3, 0.7), (0.7, 0.7)]}[count]
        radius = max(3, int(min(size) * 0.12))
        for fx, fy in spots:
            pygame.draw.circle(surface, SEAL_RED, (int(rect.width * fx), int(rect.height * fy)), radius)
        return surface

    return _cached(("rank", title, size), make)


def title_badge(title: str, size: tuple[int, int], lit: bool = False) -> pygame.Surface:
    """A title: its name beside its seals."""

    def make() -> pygame.Surface:
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, theme.SELECT if lit else (70, 40, 30), rect, border_radius=h // 2)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=h // 2)
        ink = theme.INK if lit else theme.LIGHT
        label = text.fit(title_name(title), w - 16 - seals(title) * 9, max(15, h - 10), bold=True)
        text.blit_text(surface, label, (10, h // 2), max(15, h - 10), ink, bold=True, anchor="midleft")
        for i in range(seals(title)):
            pygame.draw.circle(surface, SEAL_RED if not lit else (150, 20, 20), (w - 10 - i * 9, h // 2), 3)
        return surface

    return _cached(("title", title, size, lit), make)


def kamon(seat: int, gold: bool, radius: int) -> pygame.Surface:
    """A general's kamon: his crest on his colour, or on gold when it has been turned."""

    def make() -> pygame.Surface:
        size = radius * 2 + 2
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        centre = (radius + 1, radius + 1)
        colour = seat_colour(seat)
        pygame.draw.circle(surface, (222, 180, 60) if gold else colour, centre, radius)
        pygame.draw.circle(surface, (250, 230, 150) if gold else (30, 24, 20), centre, radius, 2)
        crest_size = int(radius * 1.35)
        crest = cards.crest(CRESTS[seat], crest_size, colour if gold else (250, 246, 236))
        surface.blit(crest, crest.get_rect(center=centre))
        return surface

    return _cached(("kamon", seat, gold, radius), make)
