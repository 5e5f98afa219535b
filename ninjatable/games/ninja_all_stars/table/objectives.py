"""Drawing the challenges' objectives: the hill, the messenger's road, target squares (with the teams that
have infiltrated them), medals, the Samurai guards and the messenger on the ground; over the miniatures, the
medals carried and the rings of the Chunin that are marks (Assassination) or champions (Champion).
Every image is built once per size and kept; nothing here changes the game."""

from __future__ import annotations

import math

import pygame

from ninjatable.games.ninja_all_stars.geometry import Square
from ninjatable.games.ninja_all_stars.table import layout, pieces
from ninjatable.games.ninja_all_stars.view import NasView
from ninjatable.ui import text
from ninjatable.ui.table.board import Grid

HILL = (232, 190, 80)
ROAD = (246, 232, 196)
TARGET_RED = (190, 40, 36)
TARGET_LIGHT = (244, 236, 220)
GOLD = (236, 196, 72)
GOLD_DARK = (140, 100, 30)
RIBBON = (176, 36, 40)
STEEL = (78, 82, 94)
STEEL_LIGHT = (150, 156, 170)
MARK_RED = (220, 50, 40)
INK = (24, 18, 14)

_cache: dict[tuple[object, ...], pygame.Surface] = {}


def _kept(key: tuple[object, ...], image: pygame.Surface) -> pygame.Surface:
    if len(_cache) > 64:
        _cache.clear()
    _cache[key] = image
    return image


# --- images ---------------------------------------------------------------------------------------------------
def target_image(cell: int) -> pygame.Surface:
    """A target square: red and white rings painted on the ground."""
    key = ("target", cell)
    if key in _cache:
        return _cache[key]
    image = pygame.Surface((cell, cell), pygame.SRCALPHA)
    middle = (cell // 2, cell // 2)
    for index, radius in enumerate((cell * 9 // 20, cell * 7 // 20, cell * 5 // 20, cell * 3 // 20)):
        pygame.draw.circle(image, TARGET_RED if index % 2 == 0 else TARGET_LIGHT, middle, radius)
    pygame.draw.circle(image, INK, middle, cell * 9 // 20, 1)
    image.set_alpha(215)
    return _kept(key, image)


def medal_image(size: int) -> pygame.Surface:
    """A medal: a gold disc hanging from a red ribbon."""
    key = ("medal", size)
    if key in _cache:
        return _cache[key]
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size
    pygame.draw.polygon(image, RIBBON, [(s * 0.25, 0), (s * 0.45, 0), (s * 0.55, s * 0.5), (s * 0.4, s * 0.5)])
    pygame.draw.polygon(image, RIBBON, [(s * 0.75, 0), (s * 0.55, 0), (s * 0.45, s * 0.5), (s * 0.6, s * 0.5)])
    centre, radius = (s // 2, s * 5 // 8), s * 5 // 16
    pygame.draw.circle(image, GOLD_DARK, (centre[0] + 1, centre[1] + 2), radius)
    pygame.draw.circle(image, GOLD, centre, radius)
    pygame.draw.circle(image, GOLD_DARK, centre, radius, max(1, s // 16))
    star = [(centre[0] + radius * 0.55 * math.sin(k * math.pi / 5) * (1 if k % 2 == 0 else 0.45),
             centre[1] - radius * 0.55 * math.cos(k * math.pi / 5) * (1 if k % 2 == 0 else 0.45)) for k in range(10)]
    pygame.draw.polygon(image, (255, 238, 160), star)
    return _kept(key, image)


def _figure_base(radius: int, fill: tuple[int, int, int], rim: tuple[int, int, int],
                 rim_width: int) -> tuple[pygame.Surface, int]:
    """A Samurai figure's round base with its shadow, on a new image; returns the image and its centre."""
    size = radius * 2 + 6
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(image, (20, 20, 24, 120), (c + 2, c + 3), radius)
    pygame.draw.circle(image, fill, (c, c), radius)
    pygame.draw.circle(image, rim, (c, c), radius, rim_width)
    return image, c


def guard_image(radius: int) -> pygame.Surface:
    """A Samurai guard from above: a steel-grey base, the helmet with its gold crest, a spear across."""
    key = ("guard", radius)
    if key in _cache:
        return _cache[key]
    image, c = _figure_base(radius, STEEL, STEEL_LIGHT, 2)
    pygame.draw.line(image, (120, 84, 48), (c - radius, c + radius * 0.7), (c + radius, c - radius * 0.7), 3)
    pygame.draw.polygon(image, (210, 220, 230), [(c + radius, c - radius * 0.7), (c + radius * 0.55, c - radius * 0.62),
                                                 (c + radius * 0.8, c - radius * 0.35)])
    pygame.draw.circle(image, (40, 40, 48), (c, c + 1), radius * 11 // 20)
    pygame.draw.circle(image, (96, 30, 30), (c, c + 1), radius * 11 // 20, 2)
    crest = [(c - radius * 0.5, c - radius * 0.75), (c, c - radius * 0.1), (c + radius * 0.5, c - radius * 0.75)]
    pygame.draw.lines(image, GOLD, False, crest, 3)
    return _kept(key, image)


def messenger_image(radius: int) -> pygame.Surface:
    """The Samurai messenger from above: a pale base with a sealed scroll."""
    key = ("messenger", radius)
    if key in _cache:
        return _cache[key]
    image, c = _figure_base(radius, (214, 200, 170), STEEL, 3)
    scroll = pygame.Rect(0, 0, radius * 3 // 2, radius * 2 // 3)
    scroll.center = (c, c)
    pygame.draw.rect(image, (250, 242, 220), scroll, border_radius=radius // 4)
    pygame.draw.rect(image, (120, 84, 48), scroll, 2, border_radius=radius // 4)
    pygame.draw.circle(image, RIBBON, (c, c), max(3, radius // 5))
    return _kept(key, image)


# --- the ground ------------------------------------------------------------------------------------------------
def _hill(surface: pygame.Surface, grid: Grid, hill: frozenset[Square]) -> None:
    """The hill: a golden wash with a bold outline around it."""
    wash = pieces.cell_tint(grid.cell, HILL, 70)
    for square in hill:
        rect = grid.cell_rect(square)
        surface.blit(wash, rect)
        x, y = square
        edges = (((x, y - 1), (rect.topleft, rect.topright)), ((x, y + 1), (rect.bottomleft, rect.bottomright)),
                 ((x - 1, y), (rect.topleft, rect.bottomleft)), ((x + 1, y), (rect.topright, rect.bottomright)))
        for neighbour, (a, b) in edges:
            if neighbour not in hill:
                pygame.draw.line(surface, HILL, a, b, 3)


def _road(surface: pygame.Surface, grid: Grid, road: tuple[Square, ...]) -> None:
    """The road still ahead of the messenger: pale stepping stones, and a gate where it leaves the ground."""
    for square in road[1:]:
        pygame.draw.circle(surface, INK, layout.centre(grid, square), 5)
        pygame.draw.circle(surface, ROAD, layout.centre(grid, square), 4)
    if road:
        rect = grid.cell_rect(road[-1]).inflate(-grid.cell // 3, -grid.cell // 3)
        pygame.draw.line(surface, RIBBON, rect.topleft, rect.bottomleft, 3)
        pygame.draw.line(surface, RIBBON, rect.topright, rect.bottomright, 3)
        pygame.draw.line(surface, RIBBON, (rect.left - 3, rect.top), (rect.right + 3, rect.top), 3)


def ground(surface: pygame.Surface, view: NasView, grid: Grid) -> None:
    """What the challenge puts on the ground, under the miniatures."""
    objectives = view.objectives
    cell = grid.cell
    if objectives.hill:
        _hill(surface, grid, objectives.hill)
    if objectives.road:
        _road(surface, grid, objectives.road)
    dot = max(3, cell // 10)
    for square in objectives.targets:
        rect = grid.cell_rect(square)
        surface.blit(target_image(cell), rect)
        done = sorted(seat for seat, sq in objectives.infiltrated if sq == square)
        for k, seat in enumerate(done):
            spot = (rect.left + dot + 1 + k * (2 * dot + 2), rect.top + dot + 1)
            pygame.draw.circle(surface, pieces.team_colour(view.teams[seat]), spot, dot)
            pygame.draw.circle(surface, INK, spot, dot, 1)
    for square in objectives.medals:
        image = medal_image(cell * 9 // 10)
        surface.blit(image, image.get_rect(center=layout.centre(grid, square)))
    radius = layout.radius(grid)
    for square in objectives.guards:
        image = guard_image(radius)
        surface.blit(image, image.get_rect(center=layout.centre(grid, square)))
    if objectives.messenger is not None:
        centre = layout.centre(grid, objectives.messenger)
        image = messenger_image(radius)
        surface.blit(image, image.get_rect(center=centre))
        badge = (centre[0] + radius * 3 // 4, centre[1] - radius * 3 // 4)
        pygame.draw.circle(surface, RIBBON, badge, max(8, cell // 5))
        text.blit_text(surface, str(objectives.scrolls), badge, max(12, cell // 3), (255, 250, 235), bold=True,
                       anchor="center")


# --- over the miniatures -----------------------------------------------------------------------------------------
def marks(surface: pygame.Surface, view: NasView, grid: Grid) -> None:
    """Medals carried (on the carrier's shoulder) and the rings of the Chunin the challenge singles out: a
    red reticle around a mark, a gold crown over a champion."""
    objectives = view.objectives
    radius = layout.radius(grid)
    for model_id in sorted(objectives.carriers):
        pos = view.models[model_id].pos
        if pos is not None:
            centre = layout.centre(grid, pos)
            image = medal_image(max(14, radius))
            surface.blit(image, image.get_rect(center=(centre[0] + radius * 3 // 4, centre[1] - radius * 3 // 4)))
    for model_id in objectives.leaders:
        pos = view.models[model_id].pos
        if pos is None:
            continue
        cx, cy = layout.centre(grid, pos)
        ring = radius + 4
        if objectives.kind == "mark":
            pygame.draw.circle(surface, MARK_RED, (cx, cy), ring, 2)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                pygame.draw.line(surface, MARK_RED, (cx + dx * (ring - 5), cy + dy * (ring - 5)),
                                 (cx + dx * (ring + 5), cy + dy * (ring + 5)), 3)
        else:
            pygame.draw.circle(surface, GOLD, (cx, cy), ring, 2)
            top = cy - ring - 2
            crown = [(cx - 9, top), (cx - 9, top - 8), (cx - 4, top - 3), (cx, top - 10), (cx + 4, top - 3),
                     (cx + 9, top - 8), (cx + 9, top)]
            pygame.draw.polygon(surface, GOLD, crown)
            pygame.draw.polygon(surface, GOLD_DARK, crown, 1)
