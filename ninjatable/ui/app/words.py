"""Names the app's screens share: seat kinds in words, game titles, whether a game has a table."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from ninjatable.engine import registry

SEAT_CHOICES = ("human", "easy", "normal", "hard")
SEAT_CHOICE_LABELS = {"human": "Human", "easy": "Easy AI", "normal": "Normal AI", "hard": "Hard AI",
                      "random": "Random AI"}


def game_title(name: str) -> str:
    """A game's title without importing it: 'ninja-all-stars' -> 'Ninja All-Stars'."""
    listing = registry.CATALOGUE.get(name)
    return listing.title if listing else "-".join(part.capitalize() for part in name.split("-"))


def table_module_exists(name: str) -> bool:
    """True if the game has a table (`<package>/table/scene.py`), checked without importing the game."""
    module = registry.GAME_MODULES.get(name)
    if module is None:
        return False
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return False
    if spec is None or not spec.submodule_search_locations:
        return False
    return any((Path(folder) / "table" / "scene.py").is_file() for folder in spec.submodule_search_locations)
