"""The default command: the window on the lobby (`ninjatable`); `--lobby-once` draws the lobby once, prints
how long it took to come up and closes (the start-up figure of `ninjatable bench`)."""

from __future__ import annotations

import argparse
import time

from ninjatable.cli.common import STARTED
from ninjatable.ui.app.window import App


def open_app() -> App:
    """The window, with the player's settings and saves."""
    return App()


def run_window(lobby_once: bool = False) -> int:
    """Open the window on the lobby and run it until the player quits."""
    app = open_app()
    app.show_lobby()
    if lobby_once:
        app.step(0.0)
        print(f"lobby drawn {(time.perf_counter() - STARTED) * 1000:.1f} ms", flush=True)
        app.shutdown()
        return 0
    app.run()
    return 0


def run(args: argparse.Namespace) -> int:
    """No command named: the window."""
    return run_window()
