"""Painted Ninja All-Stars miniatures seen from above, and the veil and markers drawn around them.

Each ninja type is a figure on a round base in its team's paints, lit from the top-left, outlined in dark
ink, with the facing notch on the rim of the base:

- Chunin (the leader): a lacquered kabuto with a golden crest of two horns, armoured shoulders, a long
  katana held forward in both hands;
- Kaiken: a hooded ninja with a short sword in each outstretched hand;
- Yajiri: a bow drawn across the front with an arrow nocked, a quiver of fletched arrows on the back;
- Kunoichi: a slim figure with a hair knot and a kunai, a long scarf flowing out behind;
- Madoushi: a wide robe with a sash and long sleeves, a conical straw hat, a staff topped by a ring and a
  glowing orb.

The figures are shapes measured in base radii (facing north), turned exactly by the facing and painted at
four times the size, then smoothly scaled down; the light stays at the top-left whatever the facing. Every
surface is cached by its arguments: a caller must never draw on a surface it gets from here.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ninjatable.ui import text

Point = tuple[float, float]
Colour = tuple[int, int, int]

KINDS = ("chunin", "kaiken", "yajiri", "kunoichi", "madoushi")
SUPERSAMPLE = 4
#: a lifted figure is this much larger than on the board
LIFT_SCALE = 1.15
#: a dimmed figure keeps this share of its own colour (the rest turns grey), then darkens by DIM_DARKEN
DIM_COLOUR = 0.5
DIM_DARKEN = 0.7

OUTLINE: Colour = (24, 18, 16)
NOTCH: Colour = (250, 240, 200)
WHITE: Colour = (255, 252, 244)
#: paints that do not depend on the team
PAINTS: dict[str, Colour] = {
    "skin": (228, 184, 146), "steel": (204, 212, 224), "gold": (230, 184, 60), "wood": (134, 90, 50),
    "leather": (112, 70, 40), "lacquer": (48, 42, 50), "feather": (240, 234, 218), "hair": (40, 32, 36),
    "string": (236, 230, 210), "straw": (216, 188, 124), "bamboo": (214, 172, 96), "ground": (112, 104, 92),
}

_cache: dict[tuple, pygame.Surface] = {}
#: surfaces kept at most (every layer of four teams' figures on the board and on the Training Grounds fits well
#: under this); past it the store starts again empty
KEPT = 4000


def _mix(a: Sequence[int], b: Sequence[int], t: float) -> Colour:
    """`a` moved the share `t` of the way to `b`."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


@dataclass(frozen=True)
class TeamColours:
    """A team's paints: `main` for the cloth and the rim of the base, `dark` for hoods and shadows, `light`
    for scarves and highlights, `trim` for belts, sashes and edges."""

    main: Colour
    dark: Colour
    light: Colour
    trim: Colour

    @classmethod
    def from_rgb(cls, rgb: Sequence[int]) -> TeamColours:
        main = (int(rgb[0]), int(rgb[1]), int(rgb[2]))
        return cls(main=main, dark=_mix(main, (14, 12, 20), 0.55), light=_mix(main, (255, 250, 240), 0.5),
                   trim=_mix(main, (244, 216, 136), 0.72))

    def paint(self, name: str) -> Colour:
        """A team paint by its name, or one of the shared `PAINTS`."""
        if name in ("main", "dark", "light", "trim"):
            return getattr(self, name)
        return PAINTS[name]


@dataclass(frozen=True)
class Part:
    """One painted shape of a figure: its outline in base radii (north is up), its paint, and its finish:
    `cloth` (soft shading), `dome` (a rounded highlight), `metal` (bright edges) or `flat` (no shading)."""

    points: tuple[Point, ...]
    paint: str
    finish: str = "cloth"


# --- shapes --------------------------------------------------------------------------------------------
def _ellipse(cx: float, cy: float, rx: float, ry: float, angle: float = 0.0, n: int = 32) -> tuple[Point, ...]:
    c, s = math.cos(angle), math.sin(angle)
    out = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((cx + x * c - y * s, cy + x * s + y * c))
    return tuple(out)


def _circle(cx: float, cy: float, r: float) -> tuple[Point, ...]:
    return _ellipse(cx, cy, r, r)


def _band(path: Sequence[Point], widths: Sequence[float]) -> tuple[Point, ...]:
    """A strip along `path`, `widths[i]` wide at its i-th point (blades, staffs, strings, scarves)."""
    left: list[Point] = []
    right: list[Point] = []
    last = len(path) - 1
    for i, (x, y) in enumerate(path):
        ax, ay = path[max(0, i - 1)]
        bx, by = path[min(last, i + 1)]
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / length, (bx - ax) / length
        half = widths[i] / 2
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    return tuple(left + right[::-1])


def _along(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _smooth(points: Sequence[Point], steps: int = 5) -> list[Point]:
    """A Catmull-Rom curve through `points`."""
    pts = [points[0], *points, points[-1]]
    out: list[Point] = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (p2[j] - p0[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (3 * p1[j] - p0[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))  # type: ignore[misc]
    out.append(points[-1])
    return out


def _arc(cx: float, cy: float, r: float, start: float, end: float, n: int = 14) -> list[Point]:
    """Points on a circle between two angles in degrees (0 is east, 90 is south: screen angles)."""
    return [(cx + r * math.cos(math.radians(start + (end - start) * i / n)),
             cy + r * math.sin(math.radians(start + (end - start) * i / n))) for i in range(n + 1)]


def _blade(hilt: Point, tip: Point, width: float) -> Part:
    """A straight steel blade from the guard to the point, its edge narrowing at the end."""
    return Part(_band([hilt, _along(hilt, tip, 0.78), tip], [width, width * 0.85, 0.0]), "steel", "metal")


def _guard(at: Point, towards: Point, size: float) -> Part:
    angle = math.atan2(towards[1] - at[1], towards[0] - at[0]) + math.pi / 2
    return Part(_ellipse(at[0], at[1], size, size * 0.45, angle, 16), "gold", "metal")


def _arm(shoulder: Point, hand: Point, sleeve: str = "main") -> list[Part]:
    """A sleeved arm from the shoulder to the hand (the hand is painted by `_hand`)."""
    elbow = _along(shoulder, hand, 0.5)
    return [Part(_band([shoulder, elbow, hand], [0.24, 0.2, 0.15]), sleeve)]


def _hand(at: Point, r: float = 0.09) -> Part:
    return Part(_circle(at[0], at[1], r), "skin", "dome")


def _torso(rx: float = 0.58, ry: float = 0.34) -> Part:
    return Part(_ellipse(0.0, 0.06, rx, ry), "main")


def _hooded_head(hood: str = "dark", tails: str = "dark") -> list[Part]:
    """A ninja's head in a hood seen from above: the knot's two tails behind, the eye slit in front."""
    return [
        Part(_band([(0.04, 0.16), (0.15, 0.38), (0.13, 0.56)], [0.11, 0.09, 0.05]), tails),
        Part(_band([(-0.04, 0.16), (-0.17, 0.36), (-0.25, 0.5)], [0.11, 0.09, 0.05]), tails),
        Part(_circle(0.0, -0.01, 0.25), hood, "dome"),
        Part(_ellipse(0.0, -0.2, 0.14, 0.05), "skin", "flat"),
    ]


def _straw_hat(r: float) -> list[Part]:
    """A wide conical straw hat seen from above: woven rings, a band in the trim colour, a knob on top."""
    return [
        Part(_circle(0.0, 0.0, r), "straw", "dome"),
        *(Part(_band(_arc(0.0, 0.0, r * k, 0, 360, 24), [0.025] * 25), "wood", "flat") for k in (0.45, 0.75)),
        Part(_band(_arc(0.0, 0.0, r * 0.6, 0, 360, 24), [0.06] * 25), "trim", "flat"),
        Part(_circle(0.0, 0.0, 0.06), "wood", "dome"),
    ]


def _sword(grip: Point, tip: Point, width: float) -> tuple[list[Part], Point, Point]:
    """A hilt wrapped in black, a gold guard and a steel blade from `grip` to `tip`; with the two points
    where the hands hold the hilt."""
    dx, dy = tip[0] - grip[0], tip[1] - grip[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    pommel = (grip[0] - ux * 0.22, grip[1] - uy * 0.22)
    guard = (grip[0] + ux * 0.08, grip[1] + uy * 0.08)
    parts = [Part(_band([pommel, guard], [width * 0.9, width * 0.9]), "lacquer", "flat"),
             _guard(guard, tip, width * 1.2),
             _blade((guard[0] + ux * 0.02, guard[1] + uy * 0.02), tip, width)]
    return parts, (grip[0] - ux * 0.14, grip[1] - uy * 0.14), (grip[0] + ux * 0.01, grip[1] + uy * 0.01)


# --- the five figures (north is up, lengths in base radii) ---------------------------------------------
def _chunin() -> tuple[Part, ...]:
    sword, back_hand, front_hand = _sword((0.3, -0.38), (0.58, -1.24), 0.11)
    ridges = [Part(_band([(0.09 * math.cos(a), -0.02 + 0.09 * math.sin(a)),
                          (0.25 * math.cos(a), -0.02 + 0.25 * math.sin(a))], [0.028, 0.028]), "trim", "flat")
              for a in (math.radians(d) for d in range(0, 360, 45))]
    return (
        _torso(0.6, 0.34),
        Part(_ellipse(-0.5, 0.06, 0.2, 0.28, 0.2, 20), "main"),
        Part(_ellipse(0.5, 0.06, 0.2, 0.28, -0.2, 20), "main"),
        *(Part(_band([(-0.62 + 0.02 * k, -0.06 + 0.12 * k), (-0.38 + 0.02 * k, -0.02 + 0.12 * k)],
                     [0.035, 0.035]), "trim", "flat") for k in range(3)),
        *(Part(_band([(0.38 - 0.02 * k, -0.02 + 0.12 * k), (0.62 - 0.02 * k, -0.06 + 0.12 * k)],
                     [0.035, 0.035]), "trim", "flat") for k in range(3)),
        *_arm((-0.4, -0.02), back_hand),
        *_arm((0.42, -0.02), front_hand),
        *sword,
        _hand(back_hand),
        _hand(front_hand),
        Part(_ellipse(0.0, 0.1, 0.42, 0.32), "main"),
        Part(_band(_arc(0.0, 0.02, 0.36, 15, 165, 12), [0.045] * 13), "dark", "flat"),
        Part(_ellipse(-0.27, -0.14, 0.11, 0.07, 0.9, 14), "trim"),
        Part(_ellipse(0.27, -0.14, 0.11, 0.07, -0.9, 14), "trim"),
        Part(_circle(0.0, -0.02, 0.27), "lacquer", "dome"),
        *ridges,
        Part(_circle(0.0, -0.02, 0.06), "gold", "dome"),
        Part(_band([(-0.05, -0.24), (-0.2, -0.4), (-0.3, -0.66)], [0.11, 0.08, 0.04]), "gold", "metal"),
        Part(_band([(0.05, -0.24), (0.2, -0.4), (0.3, -0.66)], [0.11, 0.08, 0.04]), "gold", "metal"),
        Part(_circle(0.0, -0.27, 0.075), "gold", "dome"),
    )


def _kaiken() -> tuple[Part, ...]:
    parts = [_torso(0.56, 0.33), Part(_band([(-0.36, 0.1), (0.36, 0.1)], [0.12, 0.12]), "trim", "flat")]
    for side in (-1, 1):
        hand = (0.6 * side, -0.3)
        sword, _, _ = _sword(hand, (0.92 * side, -0.94), 0.12)
        parts += [*_arm((0.4 * side, -0.02), hand), *sword, _hand(hand)]
    return (*parts, *_hooded_head())


def _yajiri() -> tuple[Part, ...]:
    bow = _arc(0.0, 0.38, 1.12, -90 - 36, -90 + 36, 16)
    widths = [0.05 + 0.07 * math.sin(math.pi * i / (len(bow) - 1)) for i in range(len(bow))]
    draw_hand, bow_hand = (0.12, -0.14), bow[len(bow) // 2]
    return (
        _torso(0.56, 0.33),
        Part(_band([(-0.3, 0.62), (0.36, 0.06)], [0.26, 0.24]), "leather"),
        Part(_band([(-0.3, 0.62), (-0.16, 0.5)], [0.26, 0.25]), "dark", "flat"),
        Part(_ellipse(0.42, -0.02, 0.08, 0.13, 0.7, 12), "feather", "dome"),
        Part(_ellipse(0.32, 0.09, 0.08, 0.13, 0.7, 12), "light", "dome"),
        Part(_ellipse(0.49, 0.09, 0.08, 0.13, 0.7, 12), "feather", "dome"),
        *_arm((-0.4, -0.02), (bow_hand[0] - 0.02, bow_hand[1] + 0.1)),
        *_arm((0.42, -0.02), draw_hand),
        Part(_band([bow[0], draw_hand], [0.045, 0.045]), "string", "flat"),
        Part(_band([draw_hand, bow[-1]], [0.045, 0.045]), "string", "flat"),
        Part(_band(bow, widths), "bamboo", "metal"),
        Part(_band([draw_hand, (0.0, -0.86)], [0.05, 0.05]), "bamboo", "flat"),
        Part(((-0.08, -0.82), (0.0, -1.02), (0.08, -0.82)), "steel", "metal"),
        _hand(bow_hand, 0.1),
        _hand(draw_hand),
        *_hooded_head(),
    )


def _kunoichi() -> tuple[Part, ...]:
    long_tail = _smooth([(0.06, 0.12), (0.3, 0.42), (0.22, 0.74), (0.46, 1.0), (0.74, 1.12)])
    short_tail = _smooth([(-0.06, 0.14), (-0.24, 0.44), (-0.14, 0.72), (-0.34, 0.94)])
    return (
        Part(_band(long_tail, [0.26 - 0.14 * i / (len(long_tail) - 1) for i in range(len(long_tail))]), "light"),
        Part(_band(short_tail, [0.22 - 0.12 * i / (len(short_tail) - 1) for i in range(len(short_tail))]),
             "light"),
        _torso(0.48, 0.3),
        *_arm((-0.34, -0.02), (-0.54, -0.3)),
        *_arm((0.34, -0.02), (0.44, -0.46)),
        Part(_band([(0.41, -0.36), (0.45, -0.52)], [0.06, 0.06]), "lacquer", "flat"),
        Part(_band(_arc(0.4, -0.3, 0.06, 0, 360, 12), [0.035] * 13), "steel", "flat"),
        _blade((0.45, -0.52), (0.54, -0.9), 0.13),
        _hand((-0.54, -0.3)),
        _hand((0.44, -0.46)),
        Part(_ellipse(0.0, 0.04, 0.32, 0.25), "light"),
        Part(_circle(0.0, -0.02, 0.23), "hair", "dome"),
        Part(_circle(0.0, 0.2, 0.12), "hair", "dome"),
        Part(_band([(-0.2, 0.14), (0.2, 0.26)], [0.045, 0.045]), "gold", "flat"),
        Part(_ellipse(0.0, -0.19, 0.12, 0.05), "skin", "flat"),
    )


def _madoushi() -> tuple[Part, ...]:
    staff_foot, staff_top = (-0.8, 0.62), (-0.46, -1.0)
    ring = (staff_top[0] - 0.01, staff_top[1] - 0.1)
    ring_path = _arc(ring[0], ring[1], 0.15, 0, 360, 20)
    return (
        Part(_ellipse(0.0, 0.1, 0.76, 0.64), "trim"),
        Part(_ellipse(0.0, 0.08, 0.69, 0.57), "main"),
        Part(_band([(-0.4, -0.3), (0.46, 0.52)], [0.16, 0.16]), "trim", "flat"),
        Part(_band([staff_foot, staff_top], [0.09, 0.09]), "wood", "metal"),
        Part(_band(ring_path, [0.06] * len(ring_path)), "gold", "metal"),
        Part(_circle(ring[0], ring[1], 0.1), "light", "dome"),
        Part(_ellipse(-0.46, -0.22, 0.17, 0.28, 0.35, 20), "main"),
        Part(_ellipse(0.44, -0.24, 0.17, 0.28, -0.35, 20), "main"),
        Part(_band([(-0.55, -0.44), (-0.42, -0.51)], [0.14, 0.14]), "trim", "flat"),
        Part(_band([(0.39, -0.51), (0.52, -0.46)], [0.14, 0.14]), "trim", "flat"),
        _hand((-0.56, -0.47), 0.09),
        *_straw_hat(0.4),
    )


FIGURES: dict[str, Callable[[], tuple[Part, ...]]] = {
    "chunin": _chunin, "kaiken": _kaiken, "yajiri": _yajiri, "kunoichi": _kunoichi, "madoushi": _madoushi,
}
_parts: dict[str, tuple[Part, ...]] = {}


def _figure_parts(kind: str) -> tuple[Part, ...]:
    found = _parts.get(kind)
    if found is None:
        found = FIGURES[kind]()
        _parts[kind] = found
    return found


# --- painting ------------------------------------------------------------------------------------------
#: finish -> (share of the colour left in the shadowed side, highlight blob mix, lit edge mix)
FINISHES: dict[str, tuple[float, float, float]] = {
    "cloth": (0.62, 0.0, 0.3), "dome": (0.55, 0.38, 0.3), "metal": (0.5, 0.0, 0.75), "rim": (0.55, 0.0, 0.45),
}
NOTCH_SHAPE: tuple[Point, ...] = ((0.0, -1.33), (0.24, -0.88), (-0.24, -0.88))


def figure_size(radius: int) -> int:
    """The side of the square surface of a figure on a base of `radius` pixels; the centre of the surface is
    the centre of the base, the margin holds the props, the facing notch and the shadow."""
    return 2 * (math.ceil(radius * 1.5) + 1)


def _turn(points: Sequence[Point], facing: int, scale: float, centre: float) -> list[Point]:
    """Points in base radii turned clockwise by `facing` eighths and placed on a canvas."""
    angle = math.radians(45 * facing)
    c, s = math.cos(angle), math.sin(angle)
    return [(centre + scale * (x * c - y * s), centre + scale * (x * s + y * c)) for x, y in points]


def _lit_edges(points: Sequence[Point]) -> list[tuple[Point, Point]]:
    """The edges of a shape that face the light at the top-left."""
    count = len(points)
    area = sum(points[i][0] * points[(i + 1) % count][1] - points[(i + 1) % count][0] * points[i][1]
               for i in range(count))
    sign = 1.0 if area > 0 else -1.0
    lit = []
    for i in range(count):
        p, q = points[i], points[(i + 1) % count]
        ex, ey = q[0] - p[0], q[1] - p[1]
        length = math.hypot(ex, ey)
        if length and -(sign * ey - sign * ex) / length * math.sqrt(0.5) > 0.25:
            lit.append((p, q))
    return lit


def _thickness(points: Sequence[Point]) -> float:
    """How thick a shape is (twice its area over its perimeter: the radius of a disc, the width of a
    strip)."""
    count = len(points)
    area = abs(sum(points[i][0] * points[(i + 1) % count][1] - points[(i + 1) % count][0] * points[i][1]
                   for i in range(count))) / 2
    perimeter = sum(math.dist(points[i], points[(i + 1) % count]) for i in range(count))
    return 2 * area / perimeter if perimeter else 0.0


def _highlight(layer: pygame.Surface, points: Sequence[Point], colour: Colour, mix: float) -> None:
    """The rounded shine of a dome: two smaller copies of the shape pushed towards the light."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    reach = max(max(abs(p[0] - cx), abs(p[1] - cy)) for p in points)
    for scale, push, extra in ((0.55, 0.3, 0.0), (0.25, 0.45, 0.3)):
        shine = [(cx + (x - cx) * scale - reach * push, cy + (y - cy) * scale - reach * push) for x, y in points]
        pygame.draw.polygon(layer, _mix(colour, WHITE, min(1.0, mix + extra)), shine)


def _paint_part(canvas: pygame.Surface, points: Sequence[Point], colour: Colour, finish: str, unit: float,
                offset: float = 0.05) -> None:
    """Paint one shape lit from the top-left: the shadowed side towards the bottom-right, the edges that
    face the light brighter, a shine on domes, a fine dark line around it."""
    if finish == "flat":
        pygame.draw.polygon(canvas, colour, points)
        return
    shade, blob, edge = FINISHES[finish]
    left = math.floor(min(p[0] for p in points)) - 2
    top = math.floor(min(p[1] for p in points)) - 2
    size = (math.ceil(max(p[0] for p in points)) - left + 3, math.ceil(max(p[1] for p in points)) - top + 3)
    local = [(x - left, y - top) for x, y in points]
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill(_mix(colour, (0, 0, 0), 1.0 - shade))
    thickness = _thickness(local)
    shift = min(unit * offset, thickness * 0.3)
    pygame.draw.polygon(layer, colour, [(x - shift, y - shift) for x, y in local])
    width = max(1, round(min(unit * 0.05, thickness * 0.35)))
    for p, q in _lit_edges(local):
        pygame.draw.line(layer, _mix(colour, WHITE, edge), p, q, width)
    if blob:
        _highlight(layer, local, colour, blob)
    clip = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(clip, (255, 255, 255, 255), local)
    layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.polygon(layer, _mix(colour, OUTLINE, 0.75), local, max(1, round(unit * 0.025)))
    canvas.blit(layer, (left, top))


def _soft(image: pygame.Surface, blur: float) -> pygame.Surface:
    """A painted (four times larger) layer blurred by `blur` painted pixels; the blur runs at screen size,
    where it is sixteen times cheaper and looks the same."""
    width, height = image.get_size()
    small = pygame.transform.smoothscale(image, (width // SUPERSAMPLE, height // SUPERSAMPLE))
    small = pygame.transform.gaussian_blur(small, max(1, round(blur / SUPERSAMPLE)))
    return pygame.transform.smoothscale(small, (width, height))


@functools.lru_cache(maxsize=64)
def _disc(radius: int) -> pygame.mask.Mask:
    disc = pygame.mask.Mask((2 * radius + 1, 2 * radius + 1))
    for y in range(2 * radius + 1):
        for x in range(2 * radius + 1):
            if (x - radius) ** 2 + (y - radius) ** 2 <= radius * radius + radius:
                disc.set_at((x, y))
    return disc


def _outline_width(radius: int) -> int:
    """The dark ink line around a figure, in painted (four times larger) pixels: one screen pixel at the
    board's size, thicker on larger bases."""
    return max(SUPERSAMPLE, round(SUPERSAMPLE * radius / 11))


def _paint_figure(canvas: pygame.Surface, kind: str, colours: TeamColours, radius: int, facing: int,
                  shadow: bool) -> None:
    """The figure's ink outline, then its parts in order; with `shadow`, first its shadow on the base."""
    unit = radius * SUPERSAMPLE
    centre = canvas.get_width() / 2
    shapes = [(_turn(part.points, facing, unit, centre), colours.paint(part.paint), part.finish)
              for part in _figure_parts(kind)]
    silhouette = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
    for points, _, _ in shapes:
        pygame.draw.polygon(silhouette, (0, 0, 0, 255), points)
    mask = pygame.mask.from_surface(silhouette)
    if shadow:
        cast = mask.to_surface(setcolor=(10, 8, 6, 120), unsetcolor=(0, 0, 0, 0))
        cast = _soft(cast, unit * 0.06)
        canvas.blit(cast, (round(unit * 0.1), round(unit * 0.15)))
    width = _outline_width(radius)
    ink = mask.convolve(_disc(width)).to_surface(setcolor=(*OUTLINE, 255), unsetcolor=(0, 0, 0, 0))
    canvas.blit(ink, (-width, -width))
    for points, colour, finish in shapes:
        _paint_part(canvas, points, colour, finish, unit)


def _paint_base(canvas: pygame.Surface, colours: TeamColours, radius: int, facing: int) -> None:
    """A bevelled round base: its shadow on the table, the rim in the team colour, a top of dark earth with
    gravel, the ink line around it."""
    unit = radius * SUPERSAMPLE
    centre = canvas.get_width() / 2
    ground_shadow = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(ground_shadow, (10, 8, 6, 110), (centre + unit * 0.1, centre + unit * 0.16), unit)
    canvas.blit(_soft(ground_shadow, unit * 0.08), (0, 0))
    _paint_part(canvas, _turn(_circle(0, 0, 1.0), 0, unit, centre), colours.main, "rim", unit, 0.12)
    earth = _mix(PAINTS["ground"], colours.dark, 0.2)
    _paint_part(canvas, _turn(_circle(0, 0, 0.8), 0, unit, centre), earth, "cloth", unit, 0.03)
    rng = random.Random(11)
    for _ in range(46):
        angle, reach = rng.uniform(0, 2 * math.pi), 0.74 * math.sqrt(rng.random())
        spot = (centre + unit * reach * math.cos(angle), centre + unit * reach * math.sin(angle))
        tone = _mix(earth, rng.choice(((0, 0, 0), (0, 0, 0), WHITE, (150, 170, 90))), rng.uniform(0.15, 0.35))
        pygame.draw.circle(canvas, tone, spot, unit * rng.uniform(0.025, 0.055))
    pygame.draw.circle(canvas, OUTLINE, (centre, centre), unit, _outline_width(radius))


def _paint_notch(canvas: pygame.Surface, radius: int, facing: int) -> None:
    """The facing notch: a pale wedge on the rim pointing at the faced square, over the figure."""
    unit = radius * SUPERSAMPLE
    notch = _turn(NOTCH_SHAPE, facing, unit, canvas.get_width() / 2)
    pygame.draw.polygon(canvas, NOTCH, notch)
    pygame.draw.polygon(canvas, OUTLINE, notch, max(2, _outline_width(radius) * 3 // 4))


def _finish(canvas: pygame.Surface, side: int) -> pygame.Surface:
    return pygame.transform.smoothscale(canvas, (side, side))


def _dimmed(image: pygame.Surface) -> pygame.Surface:
    """Mostly grey and darker, the shapes unchanged."""
    keep = round(255 * DIM_COLOUR * DIM_DARKEN)
    grey_share = round(255 * (1 - DIM_COLOUR) * DIM_DARKEN)
    out = image.copy()
    out.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    grey = pygame.transform.grayscale(image)
    grey.fill((grey_share, grey_share, min(255, grey_share + 14)), special_flags=pygame.BLEND_RGB_MULT)
    out.blit(grey, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return out


def _cached(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    image = _cache.get(key)
    if image is None:
        image = make()
        if len(_cache) >= KEPT:
            _cache.clear()
        _cache[key] = image
    return image


def _check(kind: str, radius: int, facing: int) -> None:
    if kind not in FIGURES:
        raise ValueError(f"no miniature for the ninja type {kind!r} (known: {', '.join(KINDS)})")
    if radius < 4:
        raise ValueError(f"a base of radius {radius} px is too small to paint (4 px at least)")
    if facing not in range(8):
        raise ValueError(f"facing {facing} is not one of the eight facings 0..7")


def _layer(key: tuple, radius: int, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """One painted layer of a figure's square, painted at four times the size and scaled down, kept."""

    def make() -> pygame.Surface:
        side = figure_size(radius)
        canvas = pygame.Surface((side * SUPERSAMPLE, side * SUPERSAMPLE), pygame.SRCALPHA)
        paint(canvas)
        return _finish(canvas, side)

    return _cached(key, make)


def figure(kind: str, colours: TeamColours, radius: int, facing: int, *, dim: bool = False) -> pygame.Surface:
    """The miniature of ninja type `kind` on its base of `radius` pixels, turned to `facing` (0 north,
    clockwise in eighths), in a square of `figure_size(radius)` centred on the base. `dim` for a ninja
    that has acted this round or is injured: the figure greyer and darker, still the same shape, while the rim
    of its base keeps the team's colour and the notch stays bright (the team and the facing still read)."""
    _check(kind, radius, facing)

    def make() -> pygame.Surface:
        base = _layer(("base", colours, radius), radius, lambda canvas: _paint_base(canvas, colours, radius, facing))
        body = _layer(("body", kind, colours, radius, facing), radius,
                      lambda canvas: _paint_figure(canvas, kind, colours, radius, facing, shadow=True))
        notch = _layer(("notch", radius, facing), radius, lambda canvas: _paint_notch(canvas, radius, facing))
        out = base.copy()
        out.blit(_dimmed(body) if dim else body, (0, 0))
        out.blit(notch, (0, 0))
        return out

    return _cached(("figure", kind, colours, radius, facing, dim), make)


def painted(kind: str, colours: TeamColours, radius: int, facing: int) -> pygame.Surface:
    """The painted figure alone, without its base (for a roster or a portrait), in the same square as
    `figure` and centred the same way."""
    _check(kind, radius, facing)

    def make() -> pygame.Surface:
        side = figure_size(radius)
        canvas = pygame.Surface((side * SUPERSAMPLE, side * SUPERSAMPLE), pygame.SRCALPHA)
        _paint_figure(canvas, kind, colours, radius, facing, shadow=False)
        return _finish(canvas, side)

    return _cached(("painted", kind, colours, radius, facing), make)


def lift_offset(radius: int) -> tuple[int, int]:
    """How far down-right the shadow of a lifted figure falls."""
    return round(radius * 0.3), round(radius * 0.45)


def lifted(kind: str, colours: TeamColours, radius: int, facing: int) -> pygame.Surface:
    """The figure picked up while it is dragged: `LIFT_SCALE` larger, with a soft shadow down-right. The
    centre of the surface is the centre of the base (it follows the mouse)."""
    _check(kind, radius, facing)

    def make() -> pygame.Surface:
        image = figure(kind, colours, round(radius * LIFT_SCALE), facing)
        dx, dy = lift_offset(radius)
        margin = max(dx, dy) + radius // 3
        side = image.get_width() + 2 * margin
        out = pygame.Surface((side, side), pygame.SRCALPHA)
        shadow = pygame.mask.from_surface(image, 200).to_surface(setcolor=(10, 8, 6, 96), unsetcolor=(0, 0, 0, 0))
        out.blit(shadow, (margin + dx, margin + dy))
        out = pygame.transform.gaussian_blur(out, max(1, radius // 5))
        out.blit(image, (margin, margin))
        return out

    return _cached(("lifted", kind, colours, radius, facing), make)



# --- stealth -------------------------------------------------------------------------------------------
def stealth_veil(radius: int) -> pygame.Surface:
    """Stealth: a mist of soft puffs around the base, three curling wisps and a dashed ring, sized and
    centred like `figure` (blit it over the figure)."""
    if radius < 4:
        raise ValueError(f"a base of radius {radius} px is too small to paint (4 px at least)")

    def make() -> pygame.Surface:
        side = figure_size(radius)
        big = side * SUPERSAMPLE
        unit = radius * SUPERSAMPLE
        centre = big / 2
        mist = pygame.Surface((big, big), pygame.SRCALPHA)
        pygame.draw.circle(mist, (214, 224, 240, 64), (centre, centre), unit * 1.02)
        rng = random.Random(5)
        for i in range(14):
            angle = 2 * math.pi * i / 14 + rng.uniform(-0.2, 0.2)
            reach, size = unit * rng.uniform(0.82, 1.05), unit * rng.uniform(0.2, 0.32)
            puff = pygame.Surface((round(2 * size) + 2, round(2 * size) + 2), pygame.SRCALPHA)
            pygame.draw.circle(puff, (232, 238, 250, 80), (size + 1, size + 1), size)
            mist.blit(puff, (centre + reach * math.cos(angle) - size, centre + reach * math.sin(angle) - size))
        mist = _soft(mist, unit * 0.12)
        for k in range(3):
            start = 2 * math.pi * k / 3 + 0.5
            path = [(centre + unit * (0.55 + 0.5 * t / 10) * math.cos(start + 1.5 * t / 10),
                     centre + unit * (0.55 + 0.5 * t / 10) * math.sin(start + 1.5 * t / 10)) for t in range(11)]
            widths = [unit * 0.07 * math.sin(math.pi * (t + 0.5) / 11) for t in range(11)]
            pygame.draw.polygon(mist, (246, 250, 255, 170), _band(path, widths))
        for i in range(12):
            dash = _arc(centre, centre, unit * 1.1, i * 30, i * 30 + 17, 6)
            pygame.draw.polygon(mist, (244, 248, 255, 230), _band(dash, [unit * 0.08] * len(dash)))
        return _finish(mist, side)

    return _cached(("veil", radius), make)


# --- condition markers ---------------------------------------------------------------------------------
Shape = tuple[tuple[Point, ...], Colour]

MARKER_COLOURS: dict[str, Colour] = {
    "stunned": (250, 204, 50), "curse": (132, 62, 180), "poison": (66, 160, 58), "lucky": (198, 50, 42),
    "haste": (56, 188, 214), "slow": (150, 108, 66), "moon_power": (36, 44, 100), "protection": (170, 182, 198),
    "delayed": (118, 118, 124),
}
PAPER: Colour = (250, 244, 228)
INK: Colour = (30, 22, 18)


def _star(points: int, outer: float, inner: float, turn: float = 0.0) -> tuple[Point, ...]:
    out = []
    for i in range(2 * points):
        r = outer if i % 2 == 0 else inner
        a = turn + math.pi * i / points - math.pi / 2
        out.append((r * math.cos(a), r * math.sin(a)))
    return tuple(out)


def _glyph_stunned() -> list[Shape]:
    """A blow: a jagged burst with a bright core."""
    return [(_star(8, 0.78, 0.4, 0.2), INK), (_star(8, 0.4, 0.2, 0.2), PAPER)]


def _glyph_curse() -> list[Shape]:
    """The evil eye."""
    eye = [(0.78 * t / 8, -0.46 * (1 - (t / 8) ** 2)) for t in range(-8, 9)]
    eye += [(0.78 * t / 8, 0.46 * (1 - (t / 8) ** 2)) for t in range(7, -8, -1)]
    return [(tuple(eye), PAPER), (_circle(0, 0, 0.3), (52, 16, 70)), (_ellipse(0, 0, 0.08, 0.24), INK)]


def _glyph_poison() -> list[Shape]:
    """A drop of venom."""
    drop = ((0.0, -0.76), *_arc(0.0, 0.2, 0.42, -28, 208, 18))
    return [(drop, (18, 56, 18)), (_ellipse(-0.13, 0.12, 0.07, 0.13, 0.4, 12), (170, 226, 150))]


def _glyph_lucky() -> list[Shape]:
    """A gold coin with its square hole."""
    hole = ((-0.15, -0.15), (0.15, -0.15), (0.15, 0.15), (-0.15, 0.15))
    return [(_circle(0, 0, 0.68), (150, 104, 24)), (_circle(0, 0, 0.58), (248, 204, 76)),
            (_circle(0, 0, 0.36), (222, 172, 52)), (hole, MARKER_COLOURS["lucky"])]


def _glyph_haste() -> list[Shape]:
    """Two chevrons pushing forward."""
    return [(_band([(-0.5, y + 0.27), (0.0, y - 0.2), (0.5, y + 0.27)], [0.24, 0.24, 0.24]), INK)
            for y in (-0.24, 0.22)]


def _glyph_slow() -> list[Shape]:
    """A snail under its shell."""
    body = _band([(-0.66, 0.44), (0.0, 0.46), (0.62, 0.4)], [0.2, 0.22, 0.14])
    spiral = [(0.08 + 0.4 * (1 - t / 16) * math.cos(3.3 * math.pi * t / 16),
               -0.1 + 0.4 * (1 - t / 16) * math.sin(3.3 * math.pi * t / 16)) for t in range(16)]
    return [(body, PAPER), (_band([(-0.5, 0.4), (-0.66, -0.02)], [0.08, 0.06]), PAPER),
            (_circle(0.08, -0.1, 0.5), INK), (_circle(0.08, -0.1, 0.42), PAPER),
            (_band(spiral, [0.1] * len(spiral)), INK)]


def _glyph_moon_power() -> list[Shape]:
    """A crescent moon and a star."""
    return [(_circle(-0.08, 0.02, 0.6), (246, 238, 196)), (_circle(0.2, -0.14, 0.5), MARKER_COLOURS["moon_power"]),
            (_star(4, 0.24, 0.07), (246, 238, 196))]


def _glyph_protection() -> list[Shape]:
    """A shield."""
    outer = ((-0.52, -0.6), (0.52, -0.6), (0.52, 0.02), (0.0, 0.72), (-0.52, 0.02))
    return [(outer, (36, 46, 68)), (tuple((x * 0.66, y * 0.66 - 0.02) for x, y in outer), (216, 226, 240))]


def _glyph_delayed() -> list[Shape]:
    """An hourglass running."""
    return [(((-0.42, -0.56), (0.42, -0.56), (0.0, 0.0)), PAPER), (((0.0, 0.0), (0.42, 0.56), (-0.42, 0.56)), PAPER),
            (((-0.2, 0.56), (0.0, 0.3), (0.2, 0.56)), (222, 180, 70)),
            (_band([(-0.55, -0.62), (0.55, -0.62)], [0.14, 0.14]), INK),
            (_band([(-0.55, 0.62), (0.55, 0.62)], [0.14, 0.14]), INK)]


MARKER_GLYPHS: dict[str, Callable[[], list[Shape]]] = {
    "stunned": _glyph_stunned, "curse": _glyph_curse, "poison": _glyph_poison, "lucky": _glyph_lucky,
    "haste": _glyph_haste, "slow": _glyph_slow, "moon_power": _glyph_moon_power,
    "protection": _glyph_protection, "delayed": _glyph_delayed,
}


def _badge_radius(size: int) -> int:
    return max(5, round(size * 0.36))


def marker_side(size: int, count: int) -> int:
    """The side of a marker's surface: the marker itself fills the top-left `size` square; with more than
    one marker the number hangs off its lower right."""
    if count <= 1:
        return size
    r = _badge_radius(size)
    return math.ceil(size - r * 0.35 + r + 1)


def _count_badge(image: pygame.Surface, size: int, count: int) -> None:
    """The number of markers in a dark disc at the lower right of the marker."""
    r = _badge_radius(size)
    centre = (round(size - r * 0.35), round(size - r * 0.35))
    pygame.draw.circle(image, OUTLINE, centre, r)
    pygame.draw.circle(image, (236, 226, 200), centre, r, 1)
    label = str(count) if count < 10 else "9+"
    text.blit_text(image, label, (centre[0], centre[1] + 1), max(11, round(r * 1.9)), WHITE, bold=True,
                   anchor="center")


def condition_marker(condition: str, count: int, size: int = 16) -> pygame.Surface:
    """The round marker of a condition: its colour and its sign (a burst for Stunned, the evil eye for
    Curse, a drop for Poison, a coin for Luck, chevrons for Haste, a snail for Slow, a crescent for Moon
    Power, a shield for Protection, an hourglass for Delay); a number when a ninja carries more than one.
    A condition without a sign of its own shows its initial on a grey marker. The surface is
    `marker_side(size, count)` square, the marker in its top-left `size` square."""
    if size < 8:
        raise ValueError(f"a marker of {size} px is too small to read (8 px at least)")

    def make() -> pygame.Surface:
        big = size * SUPERSAMPLE
        canvas = pygame.Surface((big, big), pygame.SRCALPHA)
        colour = MARKER_COLOURS.get(condition, (150, 146, 140))
        r = big / 2 - SUPERSAMPLE * 0.5
        centre = big / 2
        pygame.draw.circle(canvas, OUTLINE, (centre, centre), r)
        _paint_part(canvas, _turn(_circle(0, 0, 1.0), 0, r - SUPERSAMPLE, centre), colour, "rim", r, 0.1)
        glyph = MARKER_GLYPHS.get(condition)
        for points, paint in glyph() if glyph else []:
            pygame.draw.polygon(canvas, paint, _turn(points, 0, r * 0.86, centre))
        image = pygame.Surface((marker_side(size, count),) * 2, pygame.SRCALPHA)
        image.blit(_finish(canvas, size), (0, 0))
        if glyph is None:
            text.blit_text(image, condition[:1].upper(), (size // 2, size // 2 + 1), size, INK, bold=True,
                           anchor="center")
        if count > 1:
            _count_badge(image, size, count)
        return image

    return _cached(("marker", condition, count, size), make)


def clear_cache() -> None:
    """Forget every painted surface (after the display scale changes, or to measure painting itself)."""
    _cache.clear()
