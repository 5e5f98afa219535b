"""Real mouse and key events posted into pygame's queue, and positions to test from."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pygame

from ninjatable.ai.bots import make_bot
from ninjatable.ai.runner import bot_step
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.ui.app.window import App


def frames(app: App, count: int = 1) -> None:
    for _ in range(count):
        app.step(0.0)


def until(app: App, done: Callable[[], bool], seconds: float = 10.0) -> None:
    """Run frames until `done()` (a network host answers from its own thread), for `seconds` at the most."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        frames(app)
        time.sleep(0.005)
    assert done()


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app)


def hold(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
    """Press at `start` and move to `end` in a few steps, one frame each, the button still held."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app)
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        frames(app)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
    """Press at `start`, move in a few steps (one frame each), release at `end`."""
    hold(app, start, end, steps)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app)


def key(app: App, key_code: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode=unicode, scancode=0))
    frames(app)


def click_button(app: App, key_name: str) -> None:
    """Click the centre of the top scene's button called `key_name`."""
    scene = app.scenes.top
    button = scene.buttons.get(key_name)
    click(app, button.rect.center)


def find_match(predicate: Callable[[Match], bool], seats: list[str], seeds=range(1, 400),
               game: str = "shinobi") -> Match:
    """A match played by random bots (every seat) until `predicate` holds; the first seed that gets there."""
    spec = get_game(game)
    for seed in seeds:
        match = Match(spec, seats, seed)
        bots = {s: make_bot(spec, "random", seed * 31 + s) for s in range(len(seats))}
        for _ in range(400):
            if predicate(match):
                return match
            if match.state.is_over():
                break
            bot_step(match, bots)
    raise AssertionError("no seed reaches the wanted position")


def match_of(session) -> Match:
    """The match of a table here, as its judge holds it: the one documented way for a test to reach it (the table's
    screen is a client of an in-process judge, `ninjatable.net.local.LocalLink`)."""
    return session.link.judge.match


def save_path_of(session) -> Path:
    """The save file the judge of a table here writes."""
    return session.link.judge.store.path


def pick_arena(app: App, setup, name: str) -> None:
    """Click the seat setup's arena choice until it shows the arena `name` (usable or not)."""
    for _ in range(12):
        if setup.parameters["arena"] == name:
            return
        click_button(app, "param:arena")
    assert setup.parameters["arena"] == name
