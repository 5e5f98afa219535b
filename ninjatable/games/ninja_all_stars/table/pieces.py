"""Painted pieces of the Ninja All-Stars table: the arena board, the miniatures on round bases, lanterns,
shrines, chests, element dice and moon cards. Every image is built once and kept (the table only blits); the
store is emptied when it grows past a few hundred images.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from ninjatable.games.ninja_all_stars.data import DECK, TEAMS
from ninjatable.games.ninja_all_stars.geometry import DIRS
from ninjatable.games.ninja_all_stars.map import Arena
from ninjatable.games.ninja_all_stars.table import miniatures as mini
from ninjatable.games.ninja_all_stars.table.words import CONDITION_LETTERS
from ninjatable.games.ninja_all_stars.terms import GAME
from ninjatable.i18n import N_, _, term
from ninjatable.ui import text, theme

ELEMENT_COLOURS = {
    "spirit": (238, 236, 246), "water": (44, 104, 204), "earth": (132, 98, 52),
    "void": (46, 40, 58), "fire": (206, 56, 40), "air": (150, 206, 226),
}
GLYPH_COLOURS = {"spirit": (60, 50, 90), "air": (30, 60, 80)}
CONDITION_COLOURS = {
    "stunned": (250, 210, 60), "curse": (150, 70, 190), "poison": (70, 170, 60), "lucky": (240, 180, 40),
    "haste": (70, 200, 220), "slow": (150, 110, 70), "moon_power": (235, 235, 255), "protection": (180, 190, 205),
    "delayed": (120, 120, 120),
}
GROUND = (196, 176, 132)
FRAME = (86, 54, 30)

_cache: dict[tuple, pygame.Surface] = {}
#: images kept at most (boards of several arenas and sizes, bases, dice, cards)
KEPT = 600


def _keep(key: tuple, image: pygame.Surface) -> None:
    if len(_cache) >= KEPT:
        _cache.clear()
    _cache[key] = image


def team_colour(team: str) -> tuple[int, int, int]:
    return TEAMS[team].colour


def _shade(colour: tuple[int, ...], factor: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(c * factor))) for c in colour[:3])  # type: ignore[return-value]


# --- the board -------------------------------------------------------------------------------------------
BOARD_MARGIN = 18


def board_layer(arena: Arena, cell: int, zone_colours: dict[str, tuple[int, int, int]]) -> pygame.Surface:
    """The arena as painted terrain on a gravel ground: dots, deployment zones and squares, terrain elements,
    the coordinates on the frame. Kept per arena, cell size and zone colours."""
    key = ("board", arena, cell, tuple(sorted(zone_colours.items())))
    image = _cache.get(key)
    if image is not None:
        return image
    w, h = arena.width * cell, arena.height * cell
    image = pygame.Surface((w + 2 * BOARD_MARGIN, h + 2 * BOARD_MARGIN))
    rng = random.Random(arena.key)
    _paint_ground(image, w, h, rng)
    _paint_zones(image, arena, cell, zone_colours)
    _paint_terrain(image, arena, cell, rng)
    for element in arena.elements:  # elevated elements, one piece each
        xs = [sq[0] for sq in element.squares]
        ys = [sq[1] for sq in element.squares]
        r = pygame.Rect(BOARD_MARGIN + min(xs) * cell, BOARD_MARGIN + min(ys) * cell, (max(xs) - min(xs) + 1) * cell,
                        (max(ys) - min(ys) + 1) * cell)
        _paint_element(image, r, element.kind, cell)
    _paint_dots(image, arena, cell)
    _keep(key, image)
    return image


def _square_rect(square: tuple[int, int], cell: int) -> pygame.Rect:
    return pygame.Rect(BOARD_MARGIN + square[0] * cell, BOARD_MARGIN + square[1] * cell, cell, cell)


def _paint_ground(image: pygame.Surface, w: int, h: int, rng: random.Random) -> None:
    """The wooden frame and the gravel ground with its speckles."""
    image.fill(theme.FELT)
    pygame.draw.rect(image, FRAME, image.get_rect(), border_radius=10)
    pygame.draw.rect(image, _shade(FRAME, 1.4), image.get_rect(), 2, border_radius=10)
    pygame.draw.rect(image, GROUND, pygame.Rect(BOARD_MARGIN, BOARD_MARGIN, w, h))
    for _step in range(w * h // 60):
        x, y = rng.randrange(w), rng.randrange(h)
        shade = rng.choice((0.86, 0.92, 1.06, 1.1))
        pygame.draw.circle(image, _shade(GROUND, shade), (BOARD_MARGIN + x, BOARD_MARGIN + y), rng.choice((1, 1, 2)))


def _paint_zones(image: pygame.Surface, arena: Arena, cell: int, zone_colours: dict[str, tuple[int, int, int]]) -> None:
    """Deployment zones, tinted by the team that deploys there, and their marked squares."""
    for edge, zone in arena.zones.items():
        colour = zone_colours.get(edge, (150, 140, 110))
        tint = pygame.Surface((cell, cell), pygame.SRCALPHA)
        tint.fill((*colour, 46 if edge in zone_colours else 26))
        for sq in zone.squares:
            image.blit(tint, _square_rect(sq, cell))
        for sq in zone.deployment_squares:
            pygame.draw.rect(image, _shade(colour, 0.8), _square_rect(sq, cell).inflate(-6, -6), 2, border_radius=4)


def _paint_terrain(image: pygame.Surface, arena: Arena, cell: int, rng: random.Random) -> None:
    """Ground terrain: foliage, obscuring bamboo, rough difficult ground."""
    for square in arena.squares():
        terrain = arena.at(square)
        if terrain.name == "open" or terrain.elevated:
            continue
        r = _square_rect(square, cell)
        if terrain.foliage:
            _paint_foliage(image, r, rng)
        elif terrain.obscuring:
            _paint_bamboo(image, r, rng)
        elif terrain.difficult:
            _paint_rough(image, r, rng)


def _paint_dots(image: pygame.Surface, arena: Arena, cell: int) -> None:
    """The dots and, on the frame, the coordinates."""
    for square in arena.squares():
        pygame.draw.circle(image, (70, 56, 40), _square_rect(square, cell).center, max(2, cell // 14))
    size = 15 if cell >= 24 else 12
    for x in range(arena.width):
        text.blit_text(image, str(x), (BOARD_MARGIN + x * cell + cell // 2, BOARD_MARGIN // 2 + 1), size,
                       (230, 210, 170), anchor="center")
    for y in range(arena.height):
        text.blit_text(image, str(y), (BOARD_MARGIN // 2, BOARD_MARGIN + y * cell + cell // 2), size,
                       (230, 210, 170), anchor="center")


def _paint_rough(image: pygame.Surface, r: pygame.Rect, rng: random.Random) -> None:
    pygame.draw.rect(image, (168, 140, 96), r.inflate(-2, -2), border_radius=6)
    for _step in range(6):
        cx = r.x + rng.randrange(6, r.width - 6)
        cy = r.y + rng.randrange(6, r.height - 6)
        rad = rng.randrange(2, 5)
        pygame.draw.circle(image, (120, 108, 92), (cx, cy), rad)
        pygame.draw.circle(image, (160, 150, 134), (cx - 1, cy - 1), max(1, rad - 2))


def _paint_bamboo(image: pygame.Surface, r: pygame.Rect, rng: random.Random) -> None:
    pygame.draw.rect(image, (70, 110, 56), r.inflate(-2, -2), border_radius=6)
    for i in range(4):
        x = r.x + 6 + i * (r.width - 12) // 3
        pygame.draw.line(image, (150, 190, 90), (x, r.bottom - 4), (x + rng.randrange(-3, 4), r.y + 4), 3)
        for j in range(1, 3):
            y = r.y + j * r.height // 3
            pygame.draw.line(image, (90, 130, 60), (x - 2, y), (x + 2, y), 1)


def _paint_foliage(image: pygame.Surface, r: pygame.Rect, rng: random.Random) -> None:
    pygame.draw.rect(image, (58, 96, 50), r.inflate(-2, -2), border_radius=10)
    for _leaf in range(5):
        cx = r.x + rng.randrange(8, r.width - 8)
        cy = r.y + rng.randrange(8, r.height - 8)
        pygame.draw.circle(image, (84, 136, 64), (cx, cy), r.width // 5)
        pygame.draw.circle(image, (118, 168, 86), (cx - 2, cy - 2), r.width // 9)


def _paint_element(image: pygame.Surface, r: pygame.Rect, kind: str, cell: int) -> None:
    """Elevated terrain: walls of stone, trees, torii, structures, rocks, clouds."""
    shadow = r.move(4, 5)
    pygame.draw.rect(image, (60, 50, 36), shadow, border_radius=6)
    if kind == "wall":
        pygame.draw.rect(image, (150, 146, 138), r, border_radius=4)
        for row in range(0, r.height, cell // 3):
            pygame.draw.line(image, (110, 104, 98), (r.x, r.y + row), (r.right - 1, r.y + row), 1)
            offset = (row // (cell // 3)) % 2 * (cell // 4)
            for col in range(offset, r.width, cell // 2):
                pygame.draw.line(image, (110, 104, 98), (r.x + col, r.y + row), (r.x + col, r.y + row + cell // 3))
        pygame.draw.rect(image, (96, 90, 84), r, 2, border_radius=4)
    elif kind == "tree":
        pygame.draw.rect(image, (96, 66, 40), r.inflate(-r.width // 2, -r.height // 2))
        pygame.draw.circle(image, (228, 150, 172), r.center, r.width // 2 + 2)
        pygame.draw.circle(image, (244, 186, 200), (r.centerx - 4, r.centery - 4), r.width // 3)
        pygame.draw.circle(image, (200, 110, 140), r.center, r.width // 2 + 2, 2)
    elif kind == "torii":
        pygame.draw.rect(image, (120, 40, 30), r, border_radius=3)
        beam = pygame.Rect(r.x - 3, r.y + 3, r.width + 6, r.height // 3)
        pygame.draw.rect(image, (28, 24, 24), beam, border_radius=3)
        pygame.draw.rect(image, (200, 56, 40), r.inflate(0, -r.height // 2).move(0, r.height // 6), border_radius=3)
        for x in (r.x + cell // 2, r.right - cell // 2):
            pygame.draw.circle(image, (28, 24, 24), (x, r.centery + 4), cell // 6)
    elif kind == "structure":
        pygame.draw.rect(image, (60, 48, 46), r, border_radius=4)
        inner = r.inflate(-8, -8)
        if inner.width > 4 and inner.height > 4:
            pygame.draw.rect(image, (92, 76, 70), inner, border_radius=3)
            step = max(4, cell // 5)
            if r.width >= r.height:
                for x in range(inner.x + step, inner.right, step):
                    pygame.draw.line(image, (70, 56, 52), (x, inner.y), (x, inner.bottom - 1), 1)
                pygame.draw.line(image, (40, 32, 30), (inner.x, inner.centery), (inner.right - 1, inner.centery), 3)
            else:
                for y in range(inner.y + step, inner.bottom, step):
                    pygame.draw.line(image, (70, 56, 52), (inner.x, y), (inner.right - 1, y), 1)
                pygame.draw.line(image, (40, 32, 30), (inner.centerx, inner.y), (inner.centerx, inner.bottom - 1), 3)
        pygame.draw.circle(image, (222, 180, 70), r.center, cell // 6)
    else:
        pygame.draw.rect(image, (128, 124, 120), r, border_radius=10)
        pygame.draw.rect(image, (90, 86, 84), r, 2, border_radius=10)


# --- markers on the board --------------------------------------------------------------------------------
def lantern(cell: int) -> pygame.Surface:
    key = ("lantern", cell)
    image = _cache.get(key)
    if image is None:
        size = cell
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        centre = (size // 2, size // 2)
        for radius, alpha in ((size // 2, 40), (size // 2 - 4, 60)):
            pygame.draw.circle(image, (255, 200, 90, alpha), centre, radius)
        body = pygame.Rect(0, 0, size // 2, size * 3 // 5)
        body.center = centre
        pygame.draw.ellipse(image, (226, 76, 40), body)
        pygame.draw.ellipse(image, (255, 170, 90), body.inflate(-body.width // 2, -body.height // 3))
        for y in (body.y + 3, body.bottom - 5):
            pygame.draw.line(image, (40, 30, 24), (body.x + 3, y), (body.right - 3, y), 3)
        pygame.draw.ellipse(image, (40, 30, 24), body, 1)
        _keep(key, image)
    return image


def shrine(cell: int, condition: str) -> pygame.Surface:
    key = ("shrine", cell, condition)
    image = _cache.get(key)
    if image is None:
        size = cell
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        colour = CONDITION_COLOURS[condition]
        base = pygame.Rect(4, size // 3, size - 8, size * 2 // 3 - 4)
        pygame.draw.rect(image, (70, 50, 40), base.move(2, 2), border_radius=3)
        pygame.draw.rect(image, (196, 170, 120), base, border_radius=3)
        roof = [(1, size // 3 + 2), (size // 2, 3), (size - 1, size // 3 + 2)]
        pygame.draw.polygon(image, (60, 40, 36), roof)
        pygame.draw.polygon(image, colour, [(p[0], p[1] + 3) for p in roof], 3)
        pygame.draw.circle(image, colour, (size // 2, size * 2 // 3), size // 5)
        pygame.draw.circle(image, (30, 26, 22), (size // 2, size * 2 // 3), size // 5, 1)
        text.blit_text(image, CONDITION_LETTERS[condition], (size // 2, size * 2 // 3 + 1), max(12, size // 3),
                       (20, 20, 20), bold=True, anchor="center")
        _keep(key, image)
    return image


def chest(cell: int) -> pygame.Surface:
    key = ("chest", cell)
    image = _cache.get(key)
    if image is None:
        image = pygame.Surface((cell, cell), pygame.SRCALPHA)
        body = pygame.Rect(cell // 6, cell // 4, cell * 2 // 3, cell // 2)
        pygame.draw.rect(image, (40, 26, 16), body.move(2, 3), border_radius=4)
        pygame.draw.rect(image, (130, 78, 36), body, border_radius=4)
        pygame.draw.rect(image, (222, 180, 70), body, 2, border_radius=4)
        pygame.draw.line(image, (222, 180, 70), (body.x, body.y + body.height // 3),
                         (body.right - 1, body.y + body.height // 3), 2)
        pygame.draw.rect(image, (222, 180, 70), (body.centerx - 3, body.y + body.height // 3 - 2, 6, 8))
        _keep(key, image)
    return image


# --- miniatures ------------------------------------------------------------------------------------------
#: figures kept at most (every type of four teams at eight facings, dimmed or not, lifted, on the board and on the
#: Training Grounds fits well under this)
FIGURES_KEPT = 1200
_figures: dict[tuple, pygame.Surface] = {}
_paints: dict[tuple[str, tuple[int, ...]], mini.TeamColours] = {}


def team_paints(team: str) -> mini.TeamColours:
    """The paints of a team's miniatures, from its colour in the team data."""
    colour = tuple(team_colour(team))
    paints = _paints.get((team, colour))
    if paints is None:
        paints = _paints[(team, colour)] = mini.TeamColours.from_rgb(colour)
    return paints


def _figure(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    image = _figures.get(key)
    if image is None:
        if len(_figures) >= FIGURES_KEPT:
            _figures.clear()
        image = _figures[key] = make()
    return image


def ninja(team: str, kind: str, radius: int, facing: int, dim: bool = False) -> pygame.Surface:
    """A ninja as its painted miniature seen from above: the figure of its type in its team's paints on a round
    base of `radius` pixels, turned to `facing` with the notch on the rim pointing the way it looks; `dim` once
    it has acted (or lies in the Healing House). The centre of the image is the centre of the base."""
    return _figure(("board", team, kind, radius, facing, dim),
                   lambda: mini.figure(kind, team_paints(team), radius, facing, dim=dim))


def ninja_lifted(team: str, kind: str, radius: int, facing: int) -> pygame.Surface:
    """A ninja picked up: its miniature a little larger, its shadow on the table down-right of it. The centre of
    the image is the centre of the base."""
    return _figure(("lifted", team, kind, radius, facing), lambda: mini.lifted(kind, team_paints(team), radius, facing))


def stealth_veil(radius: int) -> pygame.Surface:
    """Stealth: mist and a dashed ring over a miniature on a base of `radius` pixels, centred like `ninja`."""
    return mini.stealth_veil(radius)


def condition_marker(condition: str, count: int, size: int) -> pygame.Surface:
    """The marker of a condition `size` pixels wide, with the number when a ninja carries more than one."""
    return mini.condition_marker(condition, count, size)


def notch_points(centre: tuple[float, float], radius: int, facing: int) -> list[tuple[float, float]]:
    """A wedge `radius` pixels from `centre` pointing the way `facing` looks."""
    dx, dy = DIRS[facing]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    px, py = -uy, ux
    tip = (centre[0] + ux * (radius + 6), centre[1] + uy * (radius + 6))
    left = (centre[0] + ux * (radius - 5) + px * 7, centre[1] + uy * (radius - 5) + py * 7)
    right = (centre[0] + ux * (radius - 5) - px * 7, centre[1] + uy * (radius - 5) - py * 7)
    return [tip, left, right]


def glow(radius: int, colour: tuple[int, int, int]) -> pygame.Surface:
    key = ("glow", radius, colour)
    image = _cache.get(key)
    if image is None:
        size = radius * 2 + 12
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        for k, alpha in ((6, 60), (4, 110), (2, 200)):
            pygame.draw.circle(image, (*colour, alpha), (size // 2, size // 2), radius + k, 3)
        _keep(key, image)
    return image


#: when a moon card is played, as its face says it
CARD_TIMES = {"combat_attacker": N_("in attack"), "combat_defender": N_("in defence"),
              "activation": N_("activation"), "activation_enemy": N_("on an enemy"),
              "activation_healing": N_("on the injured"), "combat_escape": N_("in defence"),
              "reaction_move": N_("enemy's move"), "management": N_("management")}

def cell_tint(cell: int, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    key = ("tint", cell, colour, alpha)
    image = _cache.get(key)
    if image is None:
        image = pygame.Surface((cell, cell), pygame.SRCALPHA)
        image.fill((*colour, alpha))
        pygame.draw.rect(image, (*colour, min(255, alpha * 3)), image.get_rect(), 2)
        _keep(key, image)
    return image


# --- dice ------------------------------------------------------------------------------------------------
def die(element: str, size: int = 30, faded: bool = False) -> pygame.Surface:
    """An element die showing `element`: coloured face with the element's sign."""
    key = ("die", element, size, faded)
    image = _cache.get(key)
    if image is not None:
        return image
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = ELEMENT_COLOURS[element]
    rect = image.get_rect().inflate(-2, -2)
    pygame.draw.rect(image, (20, 16, 14), rect.move(1, 2), border_radius=6)
    pygame.draw.rect(image, colour, rect, border_radius=6)
    pygame.draw.rect(image, (20, 16, 14), rect, 1, border_radius=6)
    ink = GLYPH_COLOURS.get(element, (250, 246, 238))
    c = rect.center
    s = size // 4
    if element == "spirit":
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            pygame.draw.polygon(image, ink, [(c[0] + dx * s, c[1] + dy * s), (c[0] + dy * 3, c[1] - dx * 3),
                                             (c[0] - dy * 3, c[1] + dx * 3)])
    elif element == "water":
        for row in (-s // 2 - 1, s // 2 + 1):
            points = [(c[0] - s + i, c[1] + row + int(2.5 * math.sin(i / 2.2))) for i in range(2 * s + 1)]
            pygame.draw.lines(image, ink, False, points, 2)
    elif element == "earth":
        pygame.draw.polygon(image, ink, [(c[0] - s, c[1] + s - 1), (c[0], c[1] - s), (c[0] + s, c[1] + s - 1)])
    elif element == "void":
        pygame.draw.circle(image, ink, c, s, 2)
        pygame.draw.circle(image, ink, c, 2)
    elif element == "fire":
        pygame.draw.polygon(image, ink, [(c[0], c[1] - s - 1), (c[0] + s - 1, c[1] + s - 2),
                                         (c[0], c[1] + s // 2), (c[0] - s + 1, c[1] + s - 2)])
    else:
        for k in (-1, 0, 1):
            pygame.draw.arc(image, ink, (c[0] - s + 2 * k, c[1] - s + 3 * k, 2 * s, s + 2), 0.2, 2.9, 2)
    if faded:
        veil_surface = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(veil_surface, (40, 40, 40, 150), rect, border_radius=6)
        image.blit(veil_surface, (0, 0))
        pygame.draw.line(image, (230, 60, 50), (4, 4), (size - 5, size - 5), 3)
        pygame.draw.line(image, (230, 60, 50), (size - 5, 4), (4, size - 5), 3)
    _keep(key, image)
    return image


# --- moon cards ------------------------------------------------------------------------------------------
def moon_card(card_id: int, size: tuple[int, int], strong: bool) -> pygame.Surface:
    """A moon card face: its moon phase sign on a coloured band, its name, when it is played."""
    card = DECK[card_id]
    key = ("card", card.key, size, strong)
    image = _cache.get(key)
    if image is not None:
        return image
    w, h = size
    image = pygame.Surface(size, pygame.SRCALPHA)
    rect = image.get_rect()
    pygame.draw.rect(image, (246, 238, 218), rect, border_radius=7)
    band = pygame.Rect(0, 0, w, 30)
    pygame.draw.rect(image, ELEMENT_COLOURS[card.phase], band, border_top_left_radius=7, border_top_right_radius=7)
    image.blit(die(card.phase, 24), (w // 2 - 12, 3))
    y = 36
    name = term(GAME, card.name)
    # a long word of the reader's language is drawn smaller rather than cut
    size = next((points for points in (18, 16, 15, 14, 13)
                 if all(text.font(points, True).size(part)[0] <= w - 8 for part in name.split())), 13)
    for line in text.wrap(name, w - 8, size, bold=True)[:3]:
        text.blit_text(image, line, (w // 2, y), size, theme.INK, bold=True, anchor="midtop")
        y += size - 2
    when = _(CARD_TIMES[card.timing])
    when_size = next((points for points in (15, 14, 13, 12, 11) if text.font(points).size(when)[0] <= w - 6), 11)
    for row, line in enumerate(reversed(text.wrap(when, w - 6, when_size)[:2])):
        text.blit_text(image, line, (w // 2, h - 6 - row * (when_size - 1)), when_size, theme.MUTED,
                       anchor="midbottom")
    pygame.draw.rect(image, theme.GOLD if strong else (120, 90, 60), rect, 3 if strong else 2, border_radius=7)
    _keep(key, image)
    return image


def card_back(size: tuple[int, int]) -> pygame.Surface:
    key = ("back", size)
    image = _cache.get(key)
    if image is None:
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        pygame.draw.rect(image, (34, 36, 70), rect, border_radius=5)
        pygame.draw.circle(image, (236, 226, 180), rect.center, min(size) // 3)
        pygame.draw.circle(image, (34, 36, 70), (rect.centerx + min(size) // 7, rect.centery - 2), min(size) // 3)
        pygame.draw.rect(image, theme.GOLD, rect, 1, border_radius=5)
        _keep(key, image)
    return image



def token(kind: str, cell: int) -> pygame.Surface:
    """A lantern (`kind` "lantern") or a shrine of the condition `kind`."""
    return lantern(cell) if kind == "lantern" else shrine(cell, kind)


def arrow(cell: int, facing: int) -> pygame.Surface:
    """An arrow pointing the way `facing` looks, over a square where a click chooses that facing."""
    key = ("arrow", cell, facing)
    image = _cache.get(key)
    if image is None:
        image = pygame.Surface((cell, cell), pygame.SRCALPHA)
        centre = (cell / 2, cell / 2)
        points = notch_points(centre, max(4, cell // 2 - 10), facing)
        pygame.draw.polygon(image, (250, 240, 200), points)
        pygame.draw.polygon(image, (30, 20, 10), points, 2)
        _keep(key, image)
    return image
