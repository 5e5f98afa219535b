"""`ninjatable play GAME`: the window straight into a new game, or into a save with `--load` (a new game never
replaces another game's save)."""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from ninjatable.cli import window
from ninjatable.cli.common import CommandLineError, game_named, load_save, options_of, seats_of
from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import SEAT_KINDS, Match
from ninjatable.i18n import _
from ninjatable.ui.app.window import table_scene_class
from ninjatable.ui.storage import refuse_open_elsewhere


def _new_match(args: argparse.Namespace) -> Match:
    game = game_named(args.game)
    seats = seats_of(args.seats, game, SEAT_KINDS)
    seed = args.seed if args.seed is not None else random.randrange(1, 1_000_000)
    try:
        return Match(game, seats, seed, options_of(args.option, game, len(seats)))
    except ValueError as exc:
        raise CommandLineError(str(exc)) from exc


def _loaded_match(path: str, name: str) -> Match:
    try:
        refuse_open_elsewhere(Path(path))  # a game open in another window is not opened twice
    except SaveError as exc:
        raise CommandLineError(f"{exc.path}: {exc.problem}") from exc
    match = load_save(path)
    if match.game.name != name:
        raise CommandLineError(_("{file}: this save is a game of {game}, not of {name}").format(
            file=path, game=match.game.title, name=name))
    return match


def run(args: argparse.Namespace) -> int:
    match = _loaded_match(args.load, args.game) if args.load else _new_match(args)
    if table_scene_class(match.game.name) is None:
        raise CommandLineError(_("{game} has no table yet (see `ninjatable simulate`).").format(game=match.game.title))
    app = window.open_app()
    app.show_lobby()
    loaded = Path(args.load) if args.load else None
    in_saves = loaded is not None and loaded.resolve().parent == app.storage.saves_dir.resolve()
    app.start_match(match, save_path=loaded if in_saves else None)  # a new game gets a save of its own
    app.run()
    return 0
