"""Typed errors whose message is a sentence a player can read."""

from __future__ import annotations


class IllegalCommand(Exception):
    """A command the rules refuse. `reason` is shown to the player as it is."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SaveError(Exception):
    """A save file that cannot be read: names the file and what is wrong with it."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem


class MapError(Exception):
    """A Tiled map that cannot be used: names the file, the layer and what is wrong."""

    def __init__(self, path: str, problem: str, layer: str | None = None) -> None:
        where = f"{path} (layer '{layer}')" if layer else path
        super().__init__(f"{where}: {problem}")
        self.path = path
        self.layer = layer
        self.problem = problem
