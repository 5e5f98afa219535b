"""Names the app's screens share: seat kinds in words, game titles, whether a game has a table."""

from __future__ import annotations

import importlib.util
import time
from pathlib import Path

from ninjatable.engine import registry
from ninjatable.engine.errors import printable
from ninjatable.ui.storage import SavedGame

#: a seat played by a friend at another computer (the table is then hosted from this window).
FRIEND = "friend"
SEAT_CHOICES = ("human", "easy", "normal", "hard", FRIEND)
SEAT_CHOICE_LABELS = {"human": "Human", "easy": "Easy AI", "normal": "Normal AI", "hard": "Hard AI",
                      "random": "Random AI", FRIEND: "Friend (network)"}


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


def saved_when(timestamp: float, now: float | None = None) -> str:
    """When a game was last saved, in words: 'today 14:05', 'yesterday 09:12', '3 Mar 2025 18:40'."""
    now = time.time() if now is None else now
    day = time.localtime(timestamp)
    today = time.localtime(now)
    clock = time.strftime("%H:%M", day)
    if day[:3] == today[:3]:
        return f"today {clock}"
    if day[:3] == time.localtime(now - 86400)[:3]:
        return f"yesterday {clock}"
    return f"{day.tm_mday} {time.strftime('%b %Y', day)} {clock}"


def seats_in_words(seats: tuple[str, ...]) -> str:
    return ", ".join(SEAT_CHOICE_LABELS.get(kind, kind) for kind in seats)


def options_in_words(saved: SavedGame) -> str:
    """The options a saved game was started with, other than each seat's own (a team): "Arena: Moon Temple,
    Challenge: Champion, Initiative by: Janken"; "" for a game without options. Named by the game, which is
    loaded for it (never from the lobby)."""
    if not saved.readable or not saved.parameters:
        return ""
    try:
        game = registry.get_game(saved.game)
        seat_keys = f"{game.seat_parameter}_" if game.seat_parameter else None
        return ", ".join(f"{game.parameter_title(key)}: {game.parameter_label(key, value)}"
                         for key, value in saved.parameters if not (seat_keys and key.startswith(seat_keys)))
    except Exception:  # a game or value this app cannot name: the list shows the rest
        return ""


def describe_saved(game: SavedGame) -> str:
    """One saved game in a sentence: the game, its seats, how far it went and when it was saved; or the file
    and why it cannot be read."""
    if not game.readable:
        return f"{printable(game.path.name, 40)} cannot be read: {game.problem}"
    orders = f"{game.orders} order{'s' if game.orders != 1 else ''} given"
    return f"{game_title(game.game)} with {seats_in_words(game.seats)}; {orders}; saved {saved_when(game.modified)}."
