"""Sight lines as the engine reads them quickly (masks of the one bit layout), checked against the lines drawn
point by point.

A line's squares are taken from its shape per offset between its ends (read from the mirror image of the line
of its kind whose offset has 0 <= dy <= dx, so every octant of offsets is checked below), except the points
that lie within a hair of a square's edge, which are placed from the line's own ends (a line whose shape
alone is blocked, or has no such points, is never drawn in full); sight between elevated
ground and the ground below is remembered per pair of squares and facing, because only the ground decides it.
Both must give exactly what drawing the line point by point gives (`rules/reference.py` for sight).
"""

from __future__ import annotations

import pytest

from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.bits import index, stride_of
from ninjatable.games.ninja_all_stars.lines import LINE_ENDS, drawn_line, line_bits, line_shape
from ninjatable.games.ninja_all_stars.rules import reference
from ninjatable.games.ninja_all_stars.rules.sight import sight_between


def drawn(a, b, which: int, height: int) -> int:
    """The line drawn point by point, as a mask of the layout of a ground `height` high."""
    found = 0
    for square in drawn_line(a, b, *LINE_ENDS[which]):
        found |= 1 << index(square, stride_of(height))
    return found


@pytest.mark.parametrize("width,height", [(9, 9), (6, 11)])
def test_a_sight_line_holds_the_squares_its_points_fall_in(width: int, height: int) -> None:
    squares = [(x, y) for x in range(width) for y in range(height)]
    different = [(a, b, which) for a in squares for b in squares if a != b for which in range(len(LINE_ENDS))
                 if line_bits(a, b, which, stride_of(height)) != drawn(a, b, which, height)]
    assert not different


@pytest.mark.parametrize("width,height", [(9, 9), (6, 11)])
def test_a_line_is_blocked_by_any_square_of_its_shape_and_is_its_shape_when_nothing_is_doubtful(
        width: int, height: int) -> None:
    """Sight reads a line's shape before drawing the line: every square of the shape, placed at the line's
    first end, is a square of the line, and a shape without doubtful points is the whole line."""
    squares = [(x, y) for x in range(width) for y in range(height)]
    wrong = []
    for a in squares:
        for b in squares:
            if a == b:
                continue
            for which in range(len(LINE_ENDS)):
                mask, raised, doubtful = line_shape(b[0] - a[0], b[1] - a[1], which, stride_of(height))
                placed, line = mask << index(a, stride_of(height)) >> raised, drawn(a, b, which, height)
                if placed & ~line or (not doubtful and placed != line):
                    wrong.append((a, b, which))
    assert not wrong


def test_far_sight_lines_on_the_widest_ground_hold_the_squares_their_points_fall_in() -> None:
    rng = Rng(3)
    pairs = [((rng.randint(0, 23), rng.randint(0, 17)), (rng.randint(0, 23), rng.randint(0, 17)))
             for _ in range(3000)]
    different = [(a, b, which) for a, b in pairs if a != b for which in range(len(LINE_ENDS))
                 if line_bits(a, b, which, stride_of(18)) != drawn(a, b, which, 18)]
    assert not different


def test_sight_between_elevated_ground_and_the_ground_below_does_not_depend_on_the_ninja() -> None:
    state = GAME.new_state(2, 4, None)
    rng = Rng(4)

    def play(commands: int) -> None:
        for _ in range(commands):
            if state.is_over():
                return
            seat = state.to_act()[0]
            state.apply_unchecked(seat, rng.choice(state.legal_commands(seat)))

    arena = state.arena
    high = [sq for sq in arena.squares() if arena.at(sq).elevated]
    low = [sq for sq in arena.squares() if not arena.at(sq).elevated]
    pairs = [(a, b) for a in high for b in low[::3]] + [(b, a) for a in high for b in low[::3]]
    facings = (None, 0, 3, 6)
    play(120)  # into the activations: ninja on the board, some of them between the pairs
    before = dict(state.occupied)
    for facing in facings:
        for a, b in pairs:
            sight_between(state, a, b, facing)
    play(60)  # the ninja stand elsewhere now; what was remembered must still be the answer
    assert high and state.occupied and dict(state.occupied) != before
    for facing in facings:
        for a, b in pairs:
            assert sight_between(state, a, b, facing) == reference.sees(state, a, b, facing, set()), (a, b, facing)
