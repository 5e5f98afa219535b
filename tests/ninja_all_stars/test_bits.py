"""The one bit layout of a ground: the squares within a king's reach of a square, on grounds of every size."""

from __future__ import annotations

from ninjatable.games.ninja_all_stars.bits import box, layout_of, scan_forward


def king_reach(layout, square, reach: int) -> set:
    """The squares of the ground at most `reach` king's moves from `square`, counted one by one."""
    x, y = square
    return {(a, b) for a in range(layout.width) for b in range(layout.height)
            if max(abs(a - x), abs(b - y)) <= reach}


def test_the_squares_within_reach_are_those_of_each_ground_even_after_a_narrower_ground_of_the_same_height():
    # grounds of one height share a stride: what is remembered of the narrow one must not cut the wide one short
    narrow, wide = layout_of(10, 12), layout_of(20, 12)
    for layout in (narrow, wide, narrow):
        for square in [(9, 5), (0, 0), (5, 11)]:
            for reach in (1, 3, 6):
                found = {layout.squares[bit] for bit in scan_forward(box(layout.index(square), reach, layout))
                         if layout.squares[bit] is not None}
                assert found == king_reach(layout, square, reach), (layout.width, square, reach)
