"""`ninjatable replay FILE --out FILE.png`: a save as it stood after K commands, drawn at 1280x800 without a
window and seen by one seat, by everyone or, once the game is over, by every seat. The save is only read."""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import pygame

from ninjatable.cli.common import CommandLineError, headless, load_save
from ninjatable.i18n import _
from ninjatable.ui.app.window import App, table_scene_class
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.replay import (
    EVERY_SEAT,
    EVERYONE,
    Viewpoint,
    default_viewpoint,
    viewpoint_name,
    viewpoint_refusal,
)


def viewpoint_of(text: str | None) -> Viewpoint | None:
    """`--seat`: a seat number from 0, 'everyone' (the public table) or 'all' (every seat, finished games)."""
    if text is None:
        return None
    words = {"all": EVERY_SEAT, "everyone": EVERYONE}
    if text.strip().lower() in words:
        return words[text.strip().lower()]
    try:
        return int(text)
    except ValueError:
        raise CommandLineError(_("--seat takes a seat number from 0, 'everyone' or 'all', not '{given}'").format(
            given=text)) from None


def run(args: argparse.Namespace) -> int:
    """Render a save at command K, seen from one viewpoint, to a PNG; the save is only read."""
    headless()
    match = load_save(args.file)
    viewpoint = viewpoint_of(args.seat)
    viewpoint = default_viewpoint(match) if viewpoint is None else viewpoint
    refusal = viewpoint_refusal(match, viewpoint)
    if refusal is not None:
        raise CommandLineError(f"--seat {args.seat}: {refusal}")
    length = len(match.history)
    step = length if args.to is None else args.to
    if not 0 <= step <= length:
        raise CommandLineError(_("--to {step}: this save has {n} commands, so K is 0 to {n}").format(step=step,
                                                                                                   n=length))
    if table_scene_class(match.game.name) is None:
        raise CommandLineError(_("{game} has no table yet.").format(game=match.game.title))
    with tempfile.TemporaryDirectory(prefix="ninjatable-replay-") as root:
        app = App(Storage(Path(root)), Settings())
        app.watch(match, viewpoint, step)
        app.draw()
        out = Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.surface, str(out))
        app.shutdown()
    print(_("wrote {file} (1280x800, command {step} of {steps}, seen by {viewpoint})").format(
        file=out, step=step, steps=length, viewpoint=viewpoint_name(match, viewpoint)))
    return 0
