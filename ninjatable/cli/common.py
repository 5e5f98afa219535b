"""What the commands share: their error, and the game, seats, options and save named on the line."""

from __future__ import annotations

import os
import time
from typing import Any

from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import Match
from ninjatable.engine.protocol import Game
from ninjatable.engine.registry import get_game
from ninjatable.i18n import _

#: when the command line started (the lobby's start-up time is counted from here)
STARTED = time.perf_counter()


class CommandLineError(Exception):
    """A mistake in the command line or its files: printed without a traceback, exit code 2."""


def game_named(name: str) -> Game:
    """The game called `name`; an unknown game, or one that cannot be loaded, is refused with the reason."""
    try:
        return get_game(name)
    except KeyError as exc:
        raise CommandLineError(str(exc.args[0])) from exc
    except Exception as exc:  # a game package that is present but not finished
        raise CommandLineError(_("the game '{game}' cannot be loaded: {problem}").format(game=name, problem=exc)) from exc


def options_of(pairs: list[str] | None, game: Game, num_seats: int) -> dict[str, Any]:
    """`--option key=value` pairs as the game's parameters; a name or value the game does not know is refused
    with the allowed ones."""
    choices = game.parameter_choices(num_seats)
    found: dict[str, Any] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not key:
            raise CommandLineError(_("--option takes KEY=VALUE, not '{given}'").format(given=pair))
        if key not in game.default_parameters:
            known = ", ".join(game.default_parameters) or _("none")
            raise CommandLineError(_("{game} has no option '{key}' (options: {known})").format(
                game=game.title, key=key, known=known))
        allowed = choices.get(key, [game.default_parameters[key]])
        match = [v for v in allowed if str(v) == value.strip()]
        if not match:
            raise CommandLineError(_("{game}: option {key} cannot be '{value}' (allowed: {allowed})").format(
                game=game.title, key=key, value=value, allowed=", ".join(str(v) for v in allowed)))
        found[key] = match[0]
    return found


def default_seat_count(game: Game) -> int:
    """The number of players when the line names no seats: four where the game allows it, else its fewest."""
    return 4 if 4 in game.seat_counts else game.seat_counts[0]


def seats_of(text: str | None, game: Game, allowed: tuple[str, ...], default_first: str = "human") -> list[str]:
    """`--seats a,b,c` checked against the seat kinds `allowed` and the game's numbers of players; without
    it, `default_first` against normal computer seats."""
    if not text:
        return [default_first] + ["normal"] * (default_seat_count(game) - 1)
    seats = [s.strip().lower() for s in text.split(",") if s.strip()]
    for kind in seats:
        if kind not in allowed:
            raise CommandLineError(_("unknown seat kind '{kind}' (use {kinds})").format(kind=kind,
                                                                                      kinds=", ".join(allowed)))
    if len(seats) not in game.seat_counts:
        counts = ", ".join(str(n) for n in game.seat_counts)
        raise CommandLineError(_("{game} is played by {counts} players, not {n}").format(
            game=game.title, counts=counts, n=len(seats)))
    return seats


def load_save(path: str) -> Match:
    """The match of the save at `path`; a save that cannot be read is refused naming the file and the
    problem (the file is left as it is)."""
    try:
        return Match.load(path)
    except SaveError as exc:
        raise CommandLineError(f"{exc.path}: {exc.problem}") from exc


def headless() -> None:
    """No window and no sound device: the commands that draw to a file set this before the first frame."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


class NetworkError(CommandLineError):
    """A network command that cannot be carried out (a host that cannot be reached or refuses), with a
    sentence for the person who typed it."""
