"""Scenes and the scene stack.

Lifecycle of a scene:

- `enter()` is called when it becomes the top of the stack (pushed, or uncovered when the scene above leaves);
- `handle_event(event)` gets each input event while it is on the stack, top scene first, and returns True
  when it consumed the event; an unconsumed event is passed on to the scene below unless the scene is
  `modal` (then it stops there);
- `update(dt)` advances time (animations, AI) for the top scene only, `dt` in seconds;
- `draw(surface)` paints the scene on the 1280x800 logical surface; it never changes the game or the scene's
  state. A scene that is not `opaque` (a dialog, the pause menu) is drawn over the scenes below it;
- `needs_frame()` says whether the top scene must be drawn again although no input came: True while something
  moves or time matters (a table, an animation); a screen that changes only on input says False, and the
  window then sleeps until the next event instead of redrawing at 60 frames a second;
- `leave()` is called when it is removed from the stack or covered by a new scene;
- `language_changed()` is called on every scene of the stack when the player chose another language: a scene
  that made words ahead of drawing (button labels, a laid-out document) makes them again.
"""

from __future__ import annotations

from typing import Any

import pygame


class Scene:
    """Base class of every screen of the app."""

    #: False for overlays: the scenes below are drawn first.
    opaque = True
    #: True: events not consumed here are not passed to the scenes below.
    modal = True

    def __init__(self, app: Any) -> None:
        #: the app, as `ninjatable.ui.app.navigation.AppContext` describes it.
        self.app = app

    def enter(self) -> None:
        """The scene became the top of the stack."""

    def leave(self) -> None:
        """The scene was removed or covered."""

    def language_changed(self) -> None:
        """The player chose another language: words made ahead of drawing are made again in it."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one input event (mouse positions already in logical coordinates); True if consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance time by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene. Must not change any state."""

    def needs_frame(self) -> bool:
        """True when the scene changes without input (it animates, or waits on time): the window draws every
        frame. A still screen returns False and is drawn again only after input or a change of screens."""
        return True


class SceneManager:
    """The stack of scenes: the top one gets events and updates first."""

    def __init__(self) -> None:
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack[-1].leave()
        self.stack.append(scene)
        scene.enter()
        return scene

    def pop(self, scene: Scene | None = None) -> Scene | None:
        """Remove the top scene (or `scene` if given and on the stack)."""
        if not self.stack:
            return None
        if scene is not None and scene is not self.stack[-1]:
            if scene in self.stack:
                self.stack.remove(scene)
                scene.leave()
            return scene
        removed = self.stack.pop()
        removed.leave()
        if self.stack:
            self.stack[-1].enter()
        return removed

    def replace(self, scene: Scene) -> Scene:
        """Put `scene` in place of the top scene."""
        if self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        scene.enter()
        return scene

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack and show `scene` alone."""
        while self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        scene.enter()
        return scene

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of class `kind`, if any."""
        for scene in reversed(self.stack):
            if isinstance(scene, kind):
                return scene
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        for scene in reversed(list(self.stack)):
            if scene.handle_event(event):
                return True
            if scene.modal:
                return False
        return False

    def update(self, dt: float) -> None:
        if self.stack:
            self.stack[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index].opaque:
                start = index
                break
        for scene in self.stack[start:]:
            scene.draw(surface)
