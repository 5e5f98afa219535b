"""Drag and drop (and click-to-select) turned into drops on targets, with legal targets lit up.

A host scene describes what can be picked up (`DragSource`) and, for a picked-up payload, where it can be
dropped (`DropTarget`: a rect, the command that drop means, whether that command is legal now). The
controller follows the mouse: press on a source and move to drag it; release over a target to drop it.
A click (press and release without moving) selects a source; the next click on a target drops it there.
The host's `on_drop(source, target, pos)` turns the drop into the command (the one translation layer);
a drop that is refused snaps back (`snap_back`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from typing import Any, Protocol

import pygame

from ninjatable.ui import cards, theme
from ninjatable.ui.table.shapes import point_in_polygon

DRAG_THRESHOLD = 6


@dataclasses.dataclass
class DragSource:
    """Something the player can pick up: a card in hand, an army, a miniature."""

    key: Hashable
    rect: pygame.Rect
    payload: Any
    image: pygame.Surface | None = None


@dataclasses.dataclass
class DropTarget:
    """A place a payload may be dropped, and what dropping it there means. `command` None: no meaning."""

    key: Hashable
    rect: pygame.Rect
    command: Any
    legal: bool
    #: when targets overlap, the one with the highest priority wins (an army inside a province).
    priority: int = 0
    #: a polygon (logical pixels) when the target is not its rect (a region of a map); hits follow it.
    shape: Sequence[tuple[float, float]] | None = None

    def contains(self, pos: tuple[int, int]) -> bool:
        if not self.rect.collidepoint(pos):
            return False
        return self.shape is None or point_in_polygon(pos, self.shape)


@dataclasses.dataclass(frozen=True)
class InHand:
    """What a drop means when it is one step of a longer gesture, not yet a command: the piece stays in hand as
    `payload` with its next places lit, and `hint` says what to click next. `step` is the table's own word for
    the step (what a preview line names)."""

    payload: Any
    hint: str
    step: Any = None


class DragHost(Protocol):
    def drag_sources(self) -> list[DragSource]: ...

    def drop_targets(self, payload: Any) -> list[DropTarget]: ...

    def on_drop(self, source: DragSource, target: DropTarget | None, pos: tuple[int, int]) -> bool:
        """Carry out the drop; True if it was accepted (False: the piece snaps back)."""
        ...


class DragController:
    """Mouse handling for one host scene."""

    def __init__(self, host: DragHost) -> None:
        self.host = host
        self.pressed: DragSource | None = None
        self.press_pos = (0, 0)
        self.grab = (0, 0)
        self.dragging = False
        self.selected: DragSource | None = None
        self.pos = (0, 0)
        self.targets: list[DropTarget] = []
        #: a piece flying back to where it came from: (image, from, to, progress 0..1).
        self.snap: tuple[pygame.Surface, tuple[int, int], tuple[int, int], float] | None = None
        self.snap_key: Hashable | None = None

    # --- queries -------------------------------------------------------------------------------------
    @property
    def active(self) -> DragSource | None:
        """The source being dragged or selected (its targets are lit)."""
        if self.dragging and self.pressed is not None:
            return self.pressed
        return self.selected

    def source_at(self, pos: tuple[int, int]) -> DragSource | None:
        for source in reversed(self.host.drag_sources()):
            if source.rect.collidepoint(pos):
                return source
        return None

    def target_at(self, pos: tuple[int, int]) -> DropTarget | None:
        best: DropTarget | None = None
        for target in self.targets:
            if target.contains(pos) and (best is None or target.priority >= best.priority):
                best = target
        return best

    def cancel(self) -> None:
        """Forget any drag or selection (the game changed under it)."""
        self.pressed = None
        self.dragging = False
        self.selected = None
        self.targets = []

    # --- events --------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos
            if self.pressed is not None and not self.dragging:
                dx, dy = event.pos[0] - self.press_pos[0], event.pos[1] - self.press_pos[1]
                if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD:
                    self.dragging = True
                    self.selected = None
                    self.targets = self.host.drop_targets(self.pressed.payload)
            return self.pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (self.selected or self.dragging):
            self.cancel()
            return True
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        self.pos = pos
        if self.selected is not None:
            target = self.target_at(pos)
            source = self.source_at(pos)
            if source is not None and source.key == self.selected.key:
                self.cancel()
                return True
            if target is not None:
                chosen = self.selected
                self.cancel()
                self._drop(chosen, target, pos)
                return True
            if source is None:
                self.cancel()
                return True
        source = self.source_at(pos)
        if source is None:
            return False
        self.pressed = source
        self.press_pos = pos
        self.grab = (pos[0] - source.rect.x, pos[1] - source.rect.y)
        self.dragging = False
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        self.pos = pos
        source = self.pressed
        if source is None:
            return False
        self.pressed = None
        if self.dragging:
            self.dragging = False
            target = self.target_at(pos)
            self.targets = []
            self._drop(source, target, pos)
            return True
        # a click: select the source and light its targets
        self.selected = source
        self.targets = self.host.drop_targets(source.payload)
        return True

    def _drop(self, source: DragSource, target: DropTarget | None, pos: tuple[int, int]) -> None:
        accepted = self.host.on_drop(source, target, pos)
        if not accepted and source.image is not None:
            start = (pos[0] - self.grab[0], pos[1] - self.grab[1])
            self.snap = (source.image, start, source.rect.topleft, 0.0)
            self.snap_key = source.key

    def update(self, dt: float) -> None:
        if self.snap is not None:
            image, start, end, progress = self.snap
            progress += dt / 0.25
            self.snap = None if progress >= 1 else (image, start, end, progress)
            if self.snap is None:
                self.snap_key = None

    # --- drawing -------------------------------------------------------------------------------------
    def draw_targets(self, surface: pygame.Surface) -> None:
        """Light up the legal targets of the active payload and outline the selected source."""
        active = self.active
        if active is None:
            return
        hovered = self.target_at(self.pos) if self.dragging else None
        for target in self.targets:
            if target.legal:
                colour = theme.SELECT if hovered is not None and hovered.key == target.key else theme.LEGAL
                if target.shape is not None:
                    pygame.draw.polygon(surface, colour, target.shape, 4)
                else:
                    surface.blit(cards.highlight(target.rect.size, colour, alpha=40), target.rect)
        if self.selected is not None:
            surface.blit(cards.highlight(self.selected.rect.inflate(8, 8).size, theme.SELECT, alpha=40),
                         self.selected.rect.inflate(8, 8))

    def draw_dragged(self, surface: pygame.Surface) -> None:
        """The piece under the mouse (or flying back)."""
        if self.dragging and self.pressed is not None and self.pressed.image is not None:
            cards.shadowed(surface, self.pressed.image, (self.pos[0] - self.grab[0], self.pos[1] - self.grab[1]), 6)
        if self.snap is not None:
            image, start, end, progress = self.snap
            t = 1 - (1 - progress) ** 2
            surface.blit(image, (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))

    def is_dragging(self, key: Hashable) -> bool:
        """True while the source `key` is under the mouse or flying back (the host does not draw it in place)."""
        if self.snap is not None and self.snap_key == key:
            return True
        return self.dragging and self.pressed is not None and self.pressed.key == key
