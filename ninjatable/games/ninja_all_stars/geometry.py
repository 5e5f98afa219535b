"""Squares, facings and zones of the dot grid (pure functions).

Facings are 0..7 clockwise from north: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW. A model's zone is the
eight squares around it; its rear zone is the three squares opposite the square it faces, the other five are
its front zone. Squares are counted like a king moves in chess (ranges, pushes, distances).
"""

from __future__ import annotations

import math

from ninjatable.games.ninja_all_stars.caches import FACINGS, NEIGHBOURS, remembered

Square = tuple[int, int]

DIRS: tuple[Square, ...] = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
FACING_NAMES = ("north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west")
BASE_RADIUS = 0.35


@remembered(NEIGHBOURS)
def neighbours(square: Square) -> tuple[Square, ...]:
    """The eight squares around `square`, in the order of `DIRS`."""
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


@remembered(FACINGS)
def _facing_along(dx: int, dy: int) -> int:
    if dx == 0 and dy == 0:
        return 0
    angle = math.degrees(math.atan2(dx, -dy)) % 360.0
    return int(round(angle / 45.0)) % 8


def in_front(attacker: Square, facing: int, target: Square) -> bool:
    return adjacent(attacker, target) and target not in rear_zone(attacker, facing)
