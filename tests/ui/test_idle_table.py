"""An idle table is cheap: while it waits for the player nothing is drawn (the window sleeps until input); it
draws while a move is shown, while a computer seat thinks, and once for any change of the session, such as a
network table's news that comes in the background."""

from __future__ import annotations

import time

import pygame

from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.games.shinobi.commands import Deploy
from ninjatable.ui.app.window import App
from ninjatable.ui.storage import Settings, Storage

from .helpers import drag, find_match, frames


def _settle(app: App, table) -> None:
    """Frames until the player may act and nothing moves."""
    for _ in range(200):
        frames(app)
        if table.session.human_seat() is not None and not table.needs_frame():
            return
    raise AssertionError("the table never came to rest")


def test_a_ronin_solo_table_waiting_for_the_player_draws_nothing_until_input(app):
    table = app.start_match(Match(get_game("ronin"), ["human"], 7), ai_inline=True)
    _settle(app, table)
    drawn = app.frames_drawn
    started = time.perf_counter()
    app.run(max_frames=6)  # the main loop: it sleeps until input on a still table
    assert app.frames_drawn == drawn
    assert time.perf_counter() - started > 1.0, "the loop waited for input instead of spinning"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 300), rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 3)
    assert app.frames_drawn == drawn + 1


def test_a_move_is_drawn_frame_by_frame_until_its_animation_ends(tmp_path):
    app = App(Storage(tmp_path / "home"), Settings(animation_speed="normal", ai_pacing="instant"))
    try:
        def my_deploy(match) -> bool:
            state = match.state
            return state.to_act() == (0,) and state.order == "first" and any(
                isinstance(c, Deploy) for c in state.legal_commands(0))

        table = app.start_match(find_match(my_deploy, ["human", "random", "random"]), ai_inline=True)
        _settle(app, table)
        rect = next(r for r, c in zip(table.hand_rects, table.view.hand, strict=False) if c.clan is not None)
        target = table.province_rects[1]
        drag(app, rect.center, (target.x + 12, target.bottom - 12))
        assert table.animations and table.needs_frame()
        drawn = app.frames_drawn
        frames(app, 3)
        assert app.frames_drawn == drawn + 3, "a move in flight is drawn every frame"
        for animation in table.animations:
            animation.elapsed = animation.duration
        frames(app, 2)
        assert not table.animations
    finally:
        app.shutdown()


def test_a_computer_seat_thinking_keeps_the_table_drawn(app):
    def theirs(match) -> bool:
        return match.state.to_act() == (1,)

    table = app.start_match(find_match(theirs, ["human", "normal", "random"]))  # the worker thread thinks
    frames(app)
    assert table.session.thinking_seat() == 1
    assert table.needs_frame()
    drawn = app.frames_drawn
    frames(app, 2)
    assert app.frames_drawn == drawn + 2
    table.session.close()


def test_a_change_of_the_session_on_a_still_table_is_drawn_once(app):
    table = app.start_match(Match(get_game("ronin"), ["human"], 7), ai_inline=True)
    _settle(app, table)
    drawn = app.frames_drawn
    table.session.refresh()  # as a network table's update does in the background: the version moves on
    frames(app, 4)
    assert app.frames_drawn == drawn + 1
    assert not table.needs_frame()
