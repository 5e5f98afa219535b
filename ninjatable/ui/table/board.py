"""Board geometry for tables with a grid (miniatures on squares) or a map of regions (armies on provinces).

Both turn a mouse position into a place on the board and a place back into pixels, so a table can build its
`DropTarget`s from them (`Grid.targets`, `RegionMap.targets`) and draw highlights that follow the shapes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any

import pygame

from ninjatable.ui.table.drag import DropTarget
from ninjatable.ui.table.shapes import Point, bounds, point_in_polygon


@dataclasses.dataclass(frozen=True)
class Grid:
    """A rectangular grid of `cols` x `rows` square cells of `cell` pixels with its top-left at `origin`."""

    origin: tuple[int, int]
    cell: int
    cols: int
    rows: int

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, (self.cols * self.cell, self.rows * self.cell))

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The (col, row) under `pos`, or None outside the grid."""
        x, y = pos[0] - self.origin[0], pos[1] - self.origin[1]
        if x < 0 or y < 0:
            return None
        col, row = x // self.cell, y // self.cell
        if col >= self.cols or row >= self.rows:
            return None
        return int(col), int(row)

    def cell_rect(self, cell: tuple[int, int]) -> pygame.Rect:
        return pygame.Rect(self.origin[0] + cell[0] * self.cell, self.origin[1] + cell[1] * self.cell,
                           self.cell, self.cell)

    def cells(self) -> Iterable[tuple[int, int]]:
        for row in range(self.rows):
            for col in range(self.cols):
                yield col, row

    def targets(self, command_for: Callable[[tuple[int, int]], Any], legal: set[Any]) -> list[DropTarget]:
        """A drop target per cell whose command (`command_for(cell)`) is not None."""
        found = []
        for cell in self.cells():
            command = command_for(cell)
            if command is not None:
                found.append(DropTarget(("cell", cell), self.cell_rect(cell), command, command in legal))
        return found

    def draw_lines(self, surface: pygame.Surface, colour: tuple[int, int, int], width: int = 1) -> None:
        rect = self.rect
        for col in range(self.cols + 1):
            x = rect.x + col * self.cell
            pygame.draw.line(surface, colour, (x, rect.y), (x, rect.bottom), width)
        for row in range(self.rows + 1):
            y = rect.y + row * self.cell
            pygame.draw.line(surface, colour, (rect.x, y), (rect.right, y), width)


class RegionMap:
    """Named regions of a map, each a polygon in logical pixels (scaled from map coordinates if needed)."""

    def __init__(self, regions: dict[Hashable, Sequence[Point]], scale: float = 1.0,
                 offset: tuple[float, float] = (0.0, 0.0)) -> None:
        self.regions: dict[Hashable, list[Point]] = {
            key: [(offset[0] + x * scale, offset[1] + y * scale) for x, y in points]
            for key, points in regions.items()}
        self._bounds = {key: _bounds(points) for key, points in self.regions.items()}

    def region_at(self, pos: tuple[int, int]) -> Hashable | None:
        """The region under `pos` (the first whose polygon contains it), or None."""
        for key, points in self.regions.items():
            if self._bounds[key].collidepoint(pos) and point_in_polygon(pos, points):
                return key
        return None

    def bounds(self, key: Hashable) -> pygame.Rect:
        return self._bounds[key]

    def centre(self, key: Hashable) -> tuple[int, int]:
        """The centroid of the region's corners (where its pieces are drawn)."""
        points = self.regions[key]
        return (int(sum(p[0] for p in points) / len(points)), int(sum(p[1] for p in points) / len(points)))

    def targets(self, command_for: Callable[[Hashable], Any], legal: set[Any]) -> list[DropTarget]:
        """A drop target per region whose command is not None; hits follow the polygon, not the box."""
        found = []
        for key, points in self.regions.items():
            command = command_for(key)
            if command is not None:
                found.append(DropTarget(("region", key), self._bounds[key], command, command in legal,
                                        shape=points))
        return found

    def draw(self, surface: pygame.Surface, key: Hashable, fill: tuple[int, ...] | None,
             edge: tuple[int, int, int] | None = None, width: int = 2) -> None:
        points = self.regions[key]
        if fill is not None:
            pygame.draw.polygon(surface, fill, points)
        if edge is not None:
            pygame.draw.polygon(surface, edge, points, width)


def _bounds(points: Sequence[Point]) -> pygame.Rect:
    return pygame.Rect(bounds(points))
