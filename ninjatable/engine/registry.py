"""The games by name. A new game is a package under `ninjatable.games` and one line here."""

from __future__ import annotations

import importlib

from ninjatable.engine.protocol import Game

#: name -> module that defines `GAME`, in lobby order.
GAME_MODULES: dict[str, str] = {
    "shinobi": "ninjatable.games.shinobi",
    "ninja-all-stars": "ninjatable.games.ninja_all_stars",
    "ronin": "ninjatable.games.ronin",
}

_loaded: dict[str, Game] = {}


def game_names() -> list[str]:
    """Every registered game whose package is present."""
    names = []
    for name, module in GAME_MODULES.items():
        if importlib.util.find_spec(module) is not None:
            names.append(name)
    return names


def get_game(name: str) -> Game:
    """The game called `name`. Raises KeyError with the known names."""
    if name not in _loaded:
        module_name = GAME_MODULES.get(name)
        if module_name is None or importlib.util.find_spec(module_name) is None:
            raise KeyError(f"unknown game '{name}' (known: {', '.join(game_names())})")
        module = importlib.import_module(module_name)
        _loaded[name] = module.GAME
    return _loaded[name]
