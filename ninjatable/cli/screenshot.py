"""`ninjatable screenshot GAME --out FILE.png`: the table after K computer commands, drawn at 1280x800
without a window and seen from seat 0 (human seats are moved by the easy computer player on the way)."""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path
from typing import Any

import pygame

from ninjatable.ai.bots import make_bot
from ninjatable.ai.runner import bot_step
from ninjatable.cli.common import CommandLineError, game_named, headless, options_of, seats_of
from ninjatable.engine.match import SEAT_KINDS, Match
from ninjatable.i18n import _
from ninjatable.ui.app.window import App, table_scene_class
from ninjatable.ui.storage import Settings, Storage


def advanced_match(name: str, seats: list[str], seed: int, moves: int, level_for_humans: str = "easy",
                   options: dict[str, Any] | None = None) -> Match:
    """A match after `moves` AI commands (human seats are played by `level_for_humans` bots meanwhile)."""
    game = game_named(name)
    try:
        match = Match(game, seats, seed, options)
    except ValueError as exc:
        raise CommandLineError(str(exc)) from exc
    bots = {seat: make_bot(game, level_for_humans if kind == "human" else kind, seed * 7919 + seat)
            for seat, kind in enumerate(seats)}
    for _move in range(moves):
        if match.state.is_over() or not bot_step(match, bots):
            break
    return match


def render_table(match: Match, out: Path | None = None, storage_root: Path | None = None) -> App:
    """Draw `match` on its table at 1280x800 headless; save a PNG to `out` if given. Returns the App."""
    headless()
    if table_scene_class(match.game.name) is None:
        raise CommandLineError(_("{game} has no table yet.").format(game=match.game.title))
    own = None if storage_root is not None else tempfile.TemporaryDirectory(prefix="ninjatable-shot-")
    root = storage_root or Path(own.name)  # type: ignore[union-attr]
    app = App(Storage(root), Settings())
    if own is not None:
        app.leftovers.append(own)  # the folder of the throwaway save goes when the app shuts down
    table = app.start_match(match, ai_inline=True)
    assert table is not None
    if match.state.is_over():
        table.results_shown = True
        app.show_results(table)
    app.draw()
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.surface, str(out))
    return app


def screenshot_path(text: str) -> Path:
    """The PNG file to write: refused with the reason when it does not end in .png, or when its folder is a
    file or cannot be made or written."""
    out = Path(text)
    if out.suffix.lower() != ".png":
        raise CommandLineError(_("--out {file}: a screenshot is a PNG file, so the name must end in .png").format(
            file=text))
    if out.is_dir():
        raise CommandLineError(_("--out {file}: this is a folder; give a file name ending in .png").format(
            file=text))
    for parent in out.parents:
        if parent.exists():
            if not parent.is_dir():
                raise CommandLineError(_("--out {file}: {folder} is a file, not a folder").format(file=text,
                                                                                                 folder=parent))
            if not os.access(parent, os.W_OK):
                raise CommandLineError(_("--out {file}: the folder {folder} cannot be written to").format(
                    file=text, folder=parent))
            break
    return out


def run(args: argparse.Namespace) -> int:
    headless()
    if args.moves < 0:
        raise CommandLineError(_("--moves is the number of commands to play first: 0 or more, not {given}").format(
            given=args.moves))
    out = screenshot_path(args.out)
    game = game_named(args.game)
    if args.seats:
        seats = seats_of(args.seats, game, SEAT_KINDS)
    else:
        seats = ["human"] + ["easy"] * (max(game.seat_counts) - 1)
    match = advanced_match(game.name, seats, args.seed, args.moves, options=options_of(args.option, game, len(seats)))
    try:
        app = render_table(match, out)
    except (OSError, pygame.error) as exc:
        raise CommandLineError(_("--out {file}: the file cannot be written ({problem})").format(
            file=args.out, problem=exc)) from exc
    app.shutdown()
    print(_("wrote {file} (1280x800, {n} commands in, seen from seat 0)").format(file=args.out,
                                                                               n=len(match.history)))
    return 0
