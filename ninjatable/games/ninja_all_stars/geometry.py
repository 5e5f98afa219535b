"""Squares, facings, zones and the lines of sight of the dot grid (pure functions, cached per arena).

Facings are 0..7 clockwise from north: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW. A model's zone is the
eight squares around it; its rear zone is the three squares opposite the square it faces, the other five are
its front zone. Squares are counted like a king moves in chess (ranges, pushes, distances).
"""

from __future__ import annotations

import functools
import math

Square = tuple[int, int]

DIRS: tuple[Square, ...] = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
FACING_NAMES = ("north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west")
BASE_RADIUS = 0.35


@functools.cache
def neighbours(square: Square) -> tuple[Square, ...]:
    """The eight squares around `square`, in the order of `DIRS` (the squares of a few grounds and their
    edges: the cache stays small)."""
    x, y = square
    return tuple((x + dx, y + dy) for dx, dy in DIRS)


def distance(a: Square, b: Square) -> int:
    """Squares between a and b counted like a king's moves."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def adjacent(a: Square, b: Square) -> bool:
    """Are the two squares next to each other (one of the eight around)?"""
    dx, dy = a[0] - b[0], a[1] - b[1]
    return -1 <= dx <= 1 and -1 <= dy <= 1 and (dx != 0 or dy != 0)


def rear_zone(square: Square, facing: int) -> tuple[Square, Square, Square]:
    """The three squares opposite the faced square."""
    x, y = square
    return tuple((x + DIRS[(facing + k) % 8][0], y + DIRS[(facing + k) % 8][1]) for k in (3, 4, 5))  # type: ignore[return-value]


def front_zone(square: Square, facing: int) -> tuple[Square, ...]:
    """The five squares of the zone that are not the rear zone."""
    x, y = square
    return tuple((x + DIRS[(facing + k) % 8][0], y + DIRS[(facing + k) % 8][1]) for k in (6, 7, 0, 1, 2))


def facing_towards(a: Square, b: Square) -> int:
    """The facing from a that points most nearly at b."""
    return _facing_along(b[0] - a[0], b[1] - a[1])


@functools.cache
def _facing_along(dx: int, dy: int) -> int:
    if dx == 0 and dy == 0:
        return 0
    angle = math.degrees(math.atan2(dx, -dy)) % 360.0
    return int(round(angle / 45.0)) % 8


def in_front(attacker: Square, facing: int, target: Square) -> bool:
    return adjacent(attacker, target) and target not in rear_zone(attacker, facing)


#: one tuple per square met on a sight line, shared by every line that passes it (the lines are kept in a cache:
#: sharing the squares keeps it small). Sight lines stay within their ends' box, so this holds the grounds'
#: squares and their edge at most.
_SQUARES: dict[Square, Square] = {}
#: how many pairs of squares keep their sight lines (about 0.7 kB each)
SIGHT_LINES_KEPT = 40_000


#: the ends of the lines across the bases: the centre line, the two edge lines and the two crossing lines
LINE_ENDS = ((0.0, 0.0), (1.0, 1.0), (-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0))


@functools.lru_cache(maxsize=SIGHT_LINES_KEPT)
def sight_lines(a: Square, b: Square) -> tuple[tuple[Square, ...], ...]:
    """The squares nearest to each of several straight lines from a point of a's base to a point of b's
    base (the end squares left out). There is line of sight if any one of them is clear."""
    if a == b:
        return ((),)
    lines: list[tuple[Square, ...]] = []
    seen: set[tuple[Square, ...]] = set()
    for oa, ob in LINE_ENDS:
        key = _line(a, b, oa, ob)
        if key not in seen:
            seen.add(key)
            lines.append(key)
    lines.sort(key=len)
    return tuple(lines)


def _line_walk(a: Square, b: Square, oa: float, ob: float) -> tuple[float, float, float, float, int]:
    """Where the line from a's base edge (`oa` base radii across) to b's (`ob`) starts (shifted half a square,
    so that flooring gives the square under a point), its step and how many steps it takes."""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy)
    px, py = -dy / length * BASE_RADIUS, dx / length * BASE_RADIUS
    steps = max(6, int(length * 5))
    sx, sy = ax + px * oa, ay + py * oa
    ex, ey = bx + px * ob, by + py * ob
    return sx + 0.5, sy + 0.5, (ex - sx) / steps, (ey - sy) / steps, steps


def _line(a: Square, b: Square, oa: float, ob: float) -> tuple[Square, ...]:
    """The squares met by the line from a's base edge (`oa` base radii across) to b's (`ob`), in order."""
    fx, fy, stepx, stepy, steps = _line_walk(a, b, oa, ob)
    cells: list[Square] = []
    met = {a, b}
    floor = math.floor
    for i in range(steps + 1):
        cell = (floor(fx + stepx * i), floor(fy + stepy * i))
        if cell not in met:
            met.add(cell)
            cells.append(cell)
    if len(_SQUARES) > 4096:
        _SQUARES.clear()
    return tuple(_SQUARES.setdefault(cell, cell) for cell in cells)


def line_bits(a: Square, b: Square, which: int, height: int) -> int:
    """The squares of line `which` of `sight_lines(a, b)` as bits `x * height + y` (a line stays inside the
    rectangle of its ends, so on a grid `height` high when both ends are).

    A line's squares shift with its ends, so they are worked out once for each offset from a to b: except
    the points of the line that lie so near a square's edge that rounding could tip them to the other side.
    Where such a point falls depends on the line's ends, its column on their columns only and its row on their
    rows only, so those are worked out once per offset and column, and per offset and row.
    """
    key = shape_key(b[0] - a[0], b[1] - a[1], height) | which
    mask, shift, doubtful = LINE_SHAPES.get(key) or line_shape(b[0] - a[0], b[1] - a[1], which, height)
    found = (mask << (a[0] * height + a[1])) >> shift
    if doubtful:
        found |= doubtful_bits(a, b, which, height, doubtful)
    return found


def doubtful_bits(a: Square, b: Square, which: int, height: int, doubtful: tuple[int, ...]) -> int:
    """The squares of the doubtful points `doubtful` of line `which` from a to b (as `line_shape` gives
    them), the ends left out, as bits `x * height + y`: with the shape placed at a, the whole line."""
    key = shape_key(b[0] - a[0], b[1] - a[1], height) | which
    columns = _DOUBTFUL_COLUMNS.get(key << 8 | a[0]) or _doubtful_places(key, a, b, which, doubtful, 0)
    rows = _DOUBTFUL_ROWS.get(key << 8 | a[1]) or _doubtful_places(key, a, b, which, doubtful, 1)
    found = 0
    for x, y in zip(columns, rows, strict=True):
        found |= 1 << (x * height + y)
    return found & ~(1 << (a[0] * height + a[1]) | 1 << (b[0] * height + b[1]))


def _doubtful_places(key: int, a: Square, b: Square, which: int, doubtful: tuple[int, ...],
                     axis: int) -> tuple[int, ...]:
    """The columns (`axis` 0) or the rows (1) of the doubtful points of the line from a to b, remembered by the
    line's shape and the column (or the row) of a: along one axis a point depends on the ends' places along
    that axis only."""
    fx, fy, stepx, stepy, _ = _line_walk(a, b, *LINE_ENDS[which])
    start, step = (fy, stepy) if axis else (fx, stepx)
    floor = math.floor
    known = _DOUBTFUL_ROWS if axis else _DOUBTFUL_COLUMNS
    if len(known) >= DOUBTFUL_KEPT:
        known.clear()
    found = known[key << 8 | a[axis]] = tuple([floor(start + step * i) for i in doubtful])
    return found


#: the columns and the rows of the doubtful points of lines (see `line_bits`), by the line's shape and the
#: column (or row) of its first end packed into one number; each emptied when it holds `DOUBTFUL_KEPT`
_DOUBTFUL_COLUMNS: dict[int, tuple[int, ...]] = {}
_DOUBTFUL_ROWS: dict[int, tuple[int, ...]] = {}
DOUBTFUL_KEPT = 50_000


#: how near a square's edge a point of a line may lie and still be placed by its shape (rounding moves points
#: by far less: ends at most a few dozen squares apart)
EDGE_MARGIN = 1e-9


#: the line mirrored across a column, a row or the diagonal runs along the mirror images of the points of the
#: line whose ends' offsets across it are turned the other way: the numbers of the lines in `LINE_ENDS` as they
#: map (the mirrored ends of line 1 are those of line 2, and so on)
MIRRORED = (0, 2, 1, 4, 3)


def _shape_of(dx: int, dy: int, which: int, height: int) -> tuple[int, int, tuple[int, ...]]:
    """Line `which` from (0, 0) to (dx, dy): its squares as bits shifted up by the second number, so that
    shifting by a square's bit and back down gives the line from that square, but for the points (by their
    number, the third) that lie within `EDGE_MARGIN` of a square's edge.

    Mirrored across the diagonal, a line samples exactly the points of the line to the swapped offset, x and y
    swapped; mirrored across a column (or a row) it samples the mirror images of that line's points up to
    rounding far below the margin, and the mirror image of square x is -x. So every line is read from the one
    line of its kind whose offset has 0 <= dy <= dx (`_octant_squares`)."""
    across = abs(dy) > abs(dx)
    mirrors = (dx < 0) + (dy < 0) + across
    squares, doubtful = _octant_squares(*((abs(dy), abs(dx)) if across else (abs(dx), abs(dy))),
                                        MIRRORED[which] if mirrors % 2 else which)
    sx, sy = (-1 if dx < 0 else 1), (-1 if dy < 0 else 1)
    offsets = [sx * cy * height + sy * cx if across else sx * cx * height + sy * cy for cx, cy in squares]
    low = min(offsets, default=0)
    shift = -low if low < 0 else 0
    return sum(1 << (offset + shift) for offset in offsets), shift, doubtful


def _octant_squares(dx: int, dy: int, which: int) -> tuple[tuple[Square, ...], tuple[int, ...]]:
    """Line `which` from (0, 0) to (dx, dy) with 0 <= dy <= dx: the squares its points fall in, the ends left
    out, but for the points (by their number, the second) that lie within `EDGE_MARGIN` of a square's edge
    (worked out once for every offset: a few hundred on the widest ground)."""
    key = (dx << 8 | dy) << 3 | which
    found = _OCTANT.get(key)
    if found is not None:
        return found
    fx, fy, stepx, stepy, steps = _line_walk((0, 0), (dx, dy), *LINE_ENDS[which])
    floor = math.floor
    squares = set()
    doubtful = []
    near, far = EDGE_MARGIN, 1 - EDGE_MARGIN
    for i in range(steps + 1):
        px, py = fx + stepx * i, fy + stepy * i
        cx, cy = floor(px), floor(py)
        if near < px - cx < far and near < py - cy < far:
            squares.add((cx, cy))
        else:
            doubtful.append(i)
    squares.discard((0, 0))
    squares.discard((dx, dy))
    found = _OCTANT[key] = tuple(sorted(squares)), tuple(doubtful)
    return found


#: `_octant_squares` by offset and line packed into one number
_OCTANT: dict[int, tuple[tuple[Square, ...], tuple[int, ...]]] = {}


def set_bits(mask: int) -> list[int]:
    """The bits set in `mask`, lowest first (for masks with a few bits, such as a sight line's squares)."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def shape_key(dx: int, dy: int, height: int) -> int:
    """The offset and the grid's height packed into one number, shifted up three bits for a line's number:
    `LINE_SHAPES` is keyed by this number or'ed with the line's."""
    return (((dx + 128) << 8 | (dy + 128)) << 8 | height) << 3


def line_shape(dx: int, dy: int, which: int, height: int) -> tuple[int, int, tuple[int, ...]]:
    """Line `which` from a square to the square `dx` columns and `dy` rows away on a grid `height` high: its
    squares but for its doubtful points, as bits `x * height + y` shifted up by the second number (shifting by
    the first square's bit and back down places them), and the numbers of its doubtful points (see
    `line_bits`). Every square of the shape is a square of the line, wherever it is drawn."""
    key = shape_key(dx, dy, height) | which
    found = LINE_SHAPES.get(key)
    if found is None:
        found = LINE_SHAPES[key] = _shape_of(dx, dy, which, height)
    return found


#: `line_shape` by `shape_key` and line (a few thousand per grid height)
LINE_SHAPES: dict[int, tuple[int, int, tuple[int, ...]]] = {}
