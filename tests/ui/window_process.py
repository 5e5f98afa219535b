"""A window of the app in a process of its own, headless, for tests of two windows on one data folder.

`python -m tests.ui.window_process hold HOME ORDERS MORE`: resumes the newest game from the lobby, plays ORDERS
orders of the human seat at random (each saved), prints `ready N` (the orders in the game), waits for a line on
its input, plays MORE orders, prints `done N` and quits as a player would.

`python -m tests.ui.window_process other HOME`: tries what a second window may try on the same game (Resume in
the lobby, Resume and Discard in Saved games) and prints what the window showed, as one JSON line.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from ninjatable.i18n import render  # noqa: E402
from ninjatable.ui.app.window import App  # noqa: E402
from ninjatable.ui.storage import Settings, Storage  # noqa: E402
from tests.ui.helpers import click_button, frames, match_of  # noqa: E402


def _app(home: str) -> App:
    return App(Storage(Path(home)), Settings(animation_speed="off", ai_pacing="instant"))


def _play(app: App, orders: int, chooser: random.Random) -> int:
    """Play `orders` orders of the human seat at random (the computer seats answer within the frames)."""
    session = app.table().session
    target = len(match_of(session).history) + orders
    while len(match_of(session).history) < target and not session.is_over:
        seat = session.human_seat()
        if seat is not None:
            assert session.submit(chooser.choice(match_of(session).state.legal_commands(seat))) is None
            assert session.save_problem is None, session.save_problem
        frames(app)
    return len(match_of(session).history)


def hold(home: str, orders: int, more: int) -> None:
    app = _app(home)
    app.show_lobby()
    click_button(app, "resume")
    chooser = random.Random(11)
    print(f"ready {_play(app, orders, chooser)}", flush=True)
    sys.stdin.readline()
    print(f"done {_play(app, more, chooser)}", flush=True)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(0.0)
    app.shutdown()


def _shown(app: App) -> dict[str, str]:
    top = app.scenes.top
    return {"screen": type(top).__name__, "title": render(getattr(top, "title", "")),
            "message": render(getattr(top, "message", ""))}


def other(home: str) -> None:
    app = _app(home)
    seen: dict[str, object] = {}
    lobby = app.show_lobby()
    frames(app)
    seen["lobby"] = lobby.resume_info
    click_button(app, "resume")
    seen["resume"] = _shown(app)
    seen["table"] = app.table() is not None
    app.show_lobby()
    click_button(app, "saves")
    listing = app.scenes.top
    seen["listed"] = [render(game.note) for game in listing.games]
    name = listing.games[0].path.name
    click_button(app, f"resume:{name}")
    seen["saves_resume"] = _shown(app)
    app.show_lobby()
    click_button(app, "saves")
    click_button(app, f"discard:{name}")
    click_button(app, f"discard:{name}")
    seen["discard"] = _shown(app)
    seen["kept"] = (Path(home) / "saves" / name).exists()
    app.shutdown()
    print(json.dumps(seen), flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "hold":
        hold(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        other(sys.argv[2])
