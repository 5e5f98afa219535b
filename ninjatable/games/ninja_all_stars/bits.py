"""Sets of squares as bit masks: the one layout of the squares of a ground in the bits of an integer.

Bit `index(square)` stands for a square. The squares are numbered column after column, west to east, and
north to south within a column, over the ground and a border one square wide around it: on a ground `height`
dots high a column takes `stride = height + 2` bits, and square (x, y) is bit `(x + 1) * stride + y + 1`. The
border is never part of the ground, so shifting a mask by the offset of a neighbour (`dx * stride + dy`) never
carries a square from the bottom of one column to the top of the next; the squares just off the ground (the
rear zone of a ninja on the edge, a zone reaching past it) have bits too. Bits rise in the order squares sort.

Everything the ground code says with masks uses this layout: walks (`rules/walks.py`), the sight lines
(`geometry.py`) and sight itself (`rules/sight.py`). `scan_forward` lists the bits of a mask, lowest first.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from ninjatable.games.ninja_all_stars.caches import BOXES, LAYOUTS, memo, remembered
from ninjatable.games.ninja_all_stars.geometry import DIRS, Square


def stride_of(height: int) -> int:
    """The bits of one column: the ground's height and a border square at either end."""
    return height + 2


def index(square: Square, stride: int) -> int:
    """The bit of `square` on a ground whose columns are `stride` bits long."""
    return (square[0] + 1) * stride + square[1] + 1


def square_at(bit: int, stride: int) -> Square:
    """The square of `bit` (the inverse of `index`)."""
    column, row = divmod(bit, stride)
    return column - 1, row - 1


def spread(mask: int, stride: int) -> int:
    """Every square next to a square of `mask`: the squares above and below, then those three columns shifted
    one column both ways (for a mask of the ground and its border, never of bit 0)."""
    column = mask << 1 | mask >> 1
    three = mask | column
    return column | three << stride | three >> stride


def box(bit: int, reach: int, layout: Layout) -> int:
    """The squares at most `reach` squares from `bit` (counted like a king's moves), the border included. Known
    by the layout's height and width both: a box stops at the ground's last column."""
    key = (layout.stride, layout.columns, bit, reach)
    found = _BOXES.get(key)
    if found is None:
        found = _BOXES.keep(key, _box(bit, reach, layout))
    return found


def _box(bit: int, reach: int, layout: Layout) -> int:
    """`box`, made: a column of rows repeated over the columns."""
    stride = layout.stride
    x, y = divmod(bit, stride)
    low_row, high_row = max(0, y - reach), min(stride, y + reach + 1)
    low_col, high_col = max(0, x - reach), min(layout.columns, x + reach + 1)
    column = (1 << high_row) - (1 << low_row)
    # one bit at the foot of every column: (2^(n*s) - 1) / (2^s - 1) = 1 + 2^s + ... + 2^((n-1)s)
    feet = ((1 << ((high_col - low_col) * stride)) - 1) // ((1 << stride) - 1)
    return column * feet << (low_col * stride)


@dataclasses.dataclass(frozen=True, eq=False)
class Layout:
    """The bits of the squares of one size of ground (see the module's docstring)."""

    width: int
    height: int
    stride: int
    #: columns of bits, the border's two included
    columns: int
    #: every square of the ground (the border left out)
    ground: int
    #: the square of each bit (None on the border)
    squares: tuple[Square | None, ...]
    #: the mask of each square of the ground alone
    single: dict[Square, int]
    #: per bit of the ground, the bits of the eight squares around it (0 on the border)
    around: tuple[int, ...]
    #: the neighbours of a square shifted down so that its north-west neighbour is bit 0, for any set of them:
    #: their bits (so shifted) in the order of `DIRS` (see `neighbours_in_order`)
    in_order: dict[int, tuple[int, ...]]

    def index(self, square: Square) -> int:
        return (square[0] + 1) * self.stride + square[1] + 1

    def mask(self, squares: Iterable[Square]) -> int:
        """The squares of the ground among `squares` as a mask."""
        single = self.single
        found = 0
        for square in squares:
            found |= single.get(square, 0)
        return found

    def neighbours_in_order(self, bit: int, neighbours: int) -> list[int]:
        """The bits of `neighbours` (some of the squares around `bit`) in the order of `DIRS`."""
        corner = bit - self.stride - 1
        return [corner + shifted for shifted in self.in_order[neighbours >> corner]]


@remembered(LAYOUTS)
def layout_of(width: int, height: int) -> Layout:
    """The layout of a ground `width` by `height` dots."""
    stride = stride_of(height)
    columns = width + 2
    squares: list[Square | None] = [None] * (columns * stride)
    ground = 0
    for x in range(width):
        for y in range(height):
            squares[(x + 1) * stride + y + 1] = (x, y)
            ground |= 1 << ((x + 1) * stride + y + 1)
    around = tuple(spread(1 << bit, stride) if squares[bit] is not None else 0 for bit in range(len(squares)))
    single = {square: 1 << bit for bit, square in enumerate(squares) if square is not None}
    # the eight neighbours of bit `stride + 1`: the bits of any set of them in the order of `DIRS`
    centre = stride + 1
    offsets = [centre + dx * stride + dy for dx, dy in DIRS]
    in_order = {sum(1 << offsets[k] for k in range(8) if chosen >> k & 1):
                tuple(offsets[k] for k in range(8) if chosen >> k & 1) for chosen in range(256)}
    _cover_bytes((len(squares) + 7) // 8 + 1)
    return Layout(width, height, stride, columns, ground, tuple(squares), single, around, in_order)


_BOXES = memo(BOXES)


# --- listing the bits of a mask ---------------------------------------------------------------------------------
#: for byte k of a mask and its value v, entry k * 256 + v: the bits v stands for (grown with the widest layout
#: made: 26 x 26 bits, 22,000 entries, at most)
_BYTE_BITS: list[tuple[int, ...]] = []


def _cover_bytes(count: int) -> None:
    """Grow `_BYTE_BITS` to masks of `count` bytes."""
    for k in range(len(_BYTE_BITS) // 256, count):
        _BYTE_BITS.extend(tuple(k * 8 + i for i in range(8) if value >> i & 1) for value in range(256))


def scan_forward(mask: int) -> list[int]:
    """The bits set in `mask`, lowest first."""
    if mask.bit_count() <= 4:  # a few bits: taking the lowest one at a time is quicker
        found = []
        while mask:
            low = mask & -mask
            found.append(low.bit_length() - 1)
            mask ^= low
        return found
    found = []
    table = _BYTE_BITS
    if len(table) < (mask.bit_length() + 7) >> 3 << 8:
        _cover_bytes((mask.bit_length() + 7) >> 3)
    first = ((mask & -mask).bit_length() - 1) >> 3  # the bytes below the lowest bit are all zero
    k = first << 8
    for value in (mask >> (first << 3)).to_bytes(((mask.bit_length() + 7) >> 3) - first, "little"):
        if value:
            found += table[k + value]
        k += 256
    return found
