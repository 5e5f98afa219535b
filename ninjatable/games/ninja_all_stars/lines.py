"""The sight lines between two squares: straight lines from the edge of one ninja's base to the other's.

The book draws sight across the bases: the line between the centres, the two lines along the bases' edges and
the two lines crossing from one edge to the other (`LINE_ENDS`, in base radii across the line). A line holds
the squares its points fall in, its two end squares left out (`sight_lines` draws them point by point; the
reference rules read them so).

The fast sight of the rules reads a line as a mask of the one bit layout (`bits`): its squares are the same
for every pair of ends with the same offset (its shape, `line_shape`), except the points that lie so near a
square's edge that rounding could tip them to the other side (its doubtful points, `doubtful_bits`). Where such
a point falls depends on the line's ends, its column on their columns only and its row on their rows only, so
those are worked out once per offset and column, and per offset and row.
"""

from __future__ import annotations

import math

from ninjatable.games.ninja_all_stars.caches import (
    DOUBTFUL_COLUMNS,
    DOUBTFUL_ROWS,
    LINE_SHAPES,
    OCTANTS,
    SIGHT_LINES,
    memo,
    remembered,
)
from ninjatable.games.ninja_all_stars.geometry import BASE_RADIUS, Square

#: the ends of the lines across the bases: the centre line, the two edge lines and the two crossing lines
LINE_ENDS = ((0.0, 0.0), (1.0, 1.0), (-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0))
#: the sight lines between two squares, by number (any one clear gives sight, whichever comes first)
LINES = range(len(LINE_ENDS))

#: how near a square's edge a point of a line may lie and still be placed by its shape (rounding moves points
#: by far less: ends at most a few dozen squares apart)
EDGE_MARGIN = 1e-9

#: the line mirrored across a column, a row or the diagonal runs along the mirror images of the points of the
#: line whose ends' offsets across it are turned the other way: the numbers of the lines in `LINE_ENDS` as they
#: map (the mirrored ends of line 1 are those of line 2, and so on)
MIRRORED = (0, 2, 1, 4, 3)


# --- drawn point by point ---------------------------------------------------------------------------------------
@remembered(SIGHT_LINES)
def sight_lines(a: Square, b: Square) -> tuple[tuple[Square, ...], ...]:
    """The squares nearest to each of the sight lines from a's base to b's base (the end squares left out),
    each line once, the shortest first. There is line of sight if any one of them is clear."""
    if a == b:
        return ((),)
    lines: list[tuple[Square, ...]] = []
    for ends in LINE_ENDS:
        line = drawn_line(a, b, *ends)
        if line not in lines:
            lines.append(line)
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


def drawn_line(a: Square, b: Square, oa: float, ob: float) -> tuple[Square, ...]:
    """The squares met by the line from a's base edge (`oa` base radii across) to b's (`ob`), in order, the
    end squares left out."""
    fx, fy, stepx, stepy, steps = _line_walk(a, b, oa, ob)
    cells: list[Square] = []
    met = {a, b}
    floor = math.floor
    for i in range(steps + 1):
        cell = (floor(fx + stepx * i), floor(fy + stepy * i))
        if cell not in met:
            met.add(cell)
            cells.append(cell)
    return tuple(cells)


# --- read as masks ---------------------------------------------------------------------------------------------
def shape_key(dx: int, dy: int, stride: int) -> int:
    """The offset and the layout's stride packed into one number, shifted up three bits for a line's number:
    `line_shape` is remembered by this number or'ed with the line's."""
    return (((dx + 128) << 8 | (dy + 128)) << 8 | stride) << 3


def line_bits(a: Square, b: Square, which: int, stride: int) -> int:
    """The squares of line `which` between a and b as a mask (of the layout `stride` bits a column): its
    shape placed at a, and its doubtful points."""
    key = shape_key(b[0] - a[0], b[1] - a[1], stride) | which
    mask, shift, doubtful = SHAPES.get(key) or line_shape(b[0] - a[0], b[1] - a[1], which, stride)
    found = (mask << ((a[0] + 1) * stride + a[1] + 1)) >> shift
    if doubtful:
        found |= doubtful_bits(a, b, which, stride, doubtful)
    return found


def line_shape(dx: int, dy: int, which: int, stride: int) -> tuple[int, int, tuple[int, ...]]:
    """Line `which` from a square to the square `dx` columns and `dy` rows away: its squares but for its
    doubtful points, as a mask shifted up by the second number (shifting by the first square's bit and back
    down places them), and the numbers of its doubtful points. Every square of the shape is a square of the
    line, wherever it is drawn."""
    key = shape_key(dx, dy, stride) | which
    found = SHAPES.get(key)
    if found is None:
        found = SHAPES.keep(key, _shape_of(dx, dy, which, stride))
    return found


def doubtful_bits(a: Square, b: Square, which: int, stride: int, doubtful: tuple[int, ...]) -> int:
    """The squares of the doubtful points `doubtful` of line `which` from a to b (as `line_shape` gives
    them), the ends left out, as a mask: with the shape placed at a, the whole line."""
    key = shape_key(b[0] - a[0], b[1] - a[1], stride) | which
    columns = _COLUMNS.get(key << 8 | a[0]) or _doubtful_places(key, a, b, which, doubtful, 0)
    rows = _ROWS.get(key << 8 | a[1]) or _doubtful_places(key, a, b, which, doubtful, 1)
    found = 0
    for x, y in zip(columns, rows, strict=True):
        found |= 1 << ((x + 1) * stride + y + 1)
    return found & ~(1 << ((a[0] + 1) * stride + a[1] + 1) | 1 << ((b[0] + 1) * stride + b[1] + 1))


def _doubtful_places(key: int, a: Square, b: Square, which: int, doubtful: tuple[int, ...],
                     axis: int) -> tuple[int, ...]:
    """The columns (`axis` 0) or the rows (1) of the doubtful points of the line from a to b, remembered by the
    line's shape and the column (or the row) of a: along one axis a point depends on the ends' places along
    that axis only."""
    fx, fy, stepx, stepy, _ = _line_walk(a, b, *LINE_ENDS[which])
    start, step = (fy, stepy) if axis else (fx, stepx)
    floor = math.floor
    known = _ROWS if axis else _COLUMNS
    found: tuple[int, ...] = known.keep(key << 8 | a[axis], tuple([floor(start + step * i) for i in doubtful]))
    return found


def _shape_of(dx: int, dy: int, which: int, stride: int) -> tuple[int, int, tuple[int, ...]]:
    """Line `which` from (0, 0) to (dx, dy): its squares as bits shifted up by the second number, but for the
    points (by their number, the third) that lie within `EDGE_MARGIN` of a square's edge.

    Mirrored across the diagonal, a line samples exactly the points of the line to the swapped offset, x and y
    swapped; mirrored across a column (or a row) it samples the mirror images of that line's points up to
    rounding far below the margin, and the mirror image of square x is -x. So every line is read from the one
    line of its kind whose offset has 0 <= dy <= dx (`_octant_squares`)."""
    across = abs(dy) > abs(dx)
    mirrors = (dx < 0) + (dy < 0) + across
    squares, doubtful = _octant_squares(*((abs(dy), abs(dx)) if across else (abs(dx), abs(dy))),
                                        MIRRORED[which] if mirrors % 2 else which)
    sx, sy = (-1 if dx < 0 else 1), (-1 if dy < 0 else 1)
    offsets = [sx * cy * stride + sy * cx if across else sx * cx * stride + sy * cy for cx, cy in squares]
    low = min(offsets, default=0)
    shift = -low if low < 0 else 0
    return sum(1 << (offset + shift) for offset in offsets), shift, doubtful


@remembered(OCTANTS)
def _octant_squares(dx: int, dy: int, which: int) -> tuple[tuple[Square, ...], tuple[int, ...]]:
    """Line `which` from (0, 0) to (dx, dy) with 0 <= dy <= dx: the squares its points fall in, the ends left
    out, but for the points (by their number, the second) that lie within `EDGE_MARGIN` of a square's edge."""
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
    return tuple(sorted(squares)), tuple(doubtful)


#: `line_shape` by `shape_key` and line (read directly where sight is drawn many times)
SHAPES = memo(LINE_SHAPES)
_COLUMNS = memo(DOUBTFUL_COLUMNS)
_ROWS = memo(DOUBTFUL_ROWS)
