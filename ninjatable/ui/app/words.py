"""Names the app's screens share: seat kinds in words, game titles, whether a game has a table."""

from __future__ import annotations

import datetime
import importlib.util
import time
from pathlib import Path
from typing import Any

from babel.dates import format_date

from ninjatable.engine import registry
from ninjatable.engine.errors import printable
from ninjatable.engine.seats import SeatKind
from ninjatable.i18n import Message, _, language, msg, ngettext, number, pgettext, render
from ninjatable.ui.storage import SavedGame

#: who may sit in a seat of the setup, in the order a click goes through them (a friend at another computer: the
#: table is then hosted from this window).
SEAT_CHOICES = (SeatKind.HUMAN, SeatKind.EASY, SeatKind.NORMAL, SeatKind.HARD, SeatKind.FRIEND)


def game_title(name: str) -> str:
    """A game's title without importing it: 'ninja-all-stars' -> 'Ninja All-Stars'."""
    listing = registry.CATALOGUE.get(name)
    return listing.title if listing else "-".join(part.capitalize() for part in name.split("-"))


def score_text(score: float) -> str:
    """A score in the reader's way: a whole number as it is, else with its decimals ("7", "6.5", "6,5")."""
    return number(int(score)) if float(score).is_integer() else number(score)


def on_off(value: bool) -> str:
    """A choice that is on or off, in words."""
    return pgettext("setting", "On") if value else pgettext("setting", "Off")


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
    """When a game was last saved, in words, in the reader's way: 'today 14:05', 'yesterday 09:12', '3 Mar 2025
    18:40' ('gestern 09:12', '3 mar 2025 18:40')."""
    now = time.time() if now is None else now
    day = time.localtime(timestamp)
    today = time.localtime(now)
    clock = time.strftime("%H:%M", day)
    if day[:3] == today[:3]:
        return _("today {time}").format(time=clock)
    if day[:3] == time.localtime(now - 86400)[:3]:
        return _("yesterday {time}").format(time=clock)
    date = format_date(datetime.date(day.tm_year, day.tm_mon, day.tm_mday), format="medium", locale=language())
    return _("{date} {time}").format(date=date, time=clock)


def seats_in_words(seats: tuple[str, ...]) -> str:
    """Who plays each seat, one after the other ("Human, Easy AI, Easy AI")."""
    return ", ".join(_label(kind) for kind in seats)


def _label(kind: str) -> str:
    try:
        return SeatKind.parse(kind).label
    except ValueError:
        return printable(kind, 20)


def saved_options(saved: SavedGame) -> str:
    """The options a saved game was started with, other than each seat's own (a team): "Arena: Moon Temple,
    Challenge: Champion, Initiative by: Janken"; "" for a game without options. Named by the game, which is
    loaded for it (never from the lobby)."""
    if not saved.readable or not saved.parameters:
        return ""
    try:
        game = registry.get_game(saved.game)
        seat_keys = f"{game.seat_parameter}_" if game.seat_parameter else None
        return ", ".join(_("{option}: {value}").format(option=game.parameter_title(key),
                                                        value=game.parameter_label(key, value))
                         for key, value in saved.parameters if not (seat_keys and key.startswith(seat_keys)))
    except Exception:  # a game or value this app cannot name: the list shows the rest
        return ""


def describe_saved(game: SavedGame) -> str:
    """One saved game in a sentence: the game, its seats, how far it went and when it was saved, and what the
    player should know of it (open in another window, marked finished too soon); or the file and why it cannot
    be read."""
    if not game.readable:
        return _("{file} cannot be read: {problem}").format(file=printable(game.path.name, 40),
                                                            problem=render(game.problem))
    described = ngettext("{game} with {seats}; {n} order given; saved {when}.",
                         "{game} with {seats}; {n} orders given; saved {when}.", game.orders).format(
        game=game_title(game.game), seats=seats_in_words(game.seats), n=number(game.orders),
        when=saved_when(game.modified))
    return _("{saved} {note}").format(saved=described, note=render(game.note)) if game.note else described


def options_in_words(name: str, parameters: tuple[tuple[str, Any], ...]) -> str:
    """The options a game was played with, as the seat setup names them ("Sakura Garden, Brawl, Janken"): every
    parameter but the seats' own (a team); "" for a game without options, or one that cannot be loaded."""
    try:
        game = registry.get_game(name)
    except Exception:  # a game package that cannot be imported: the list shows the rest
        return ""
    own = f"{game.seat_parameter}_" if game.seat_parameter else None
    labels = [game.parameter_label(key, value) for key, value in parameters
              if key in game.default_parameters and not (own and key.startswith(own))]
    return ", ".join(printable(label, 40) for label in labels)


def open_elsewhere_message(path: Path) -> Message:
    """What a window says when it refuses a game another window has open."""
    return msg("This game is open in another window ({file}). Go back to the lobby there, or close that window, to "
               "play it here.", file=printable(path.name, 60))
