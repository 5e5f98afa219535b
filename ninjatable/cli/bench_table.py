"""The table's figures for `ninjatable bench`: frame times of the busiest table (a drag in hand, an animation
running, the full screen) and the processor a still table takes."""

from __future__ import annotations

import statistics
import time

import pygame

from ninjatable.ai.bots import make_bot
from ninjatable.ai.runner import bot_answers
from ninjatable.cli.common import game_named
from ninjatable.cli.screenshot import render_table
from ninjatable.engine.match import Match
from ninjatable.ui.app.window import table_scene_class
from ninjatable.ui.table.animation import Animation, flash


def busy_match(name: str, seed: int = 7, commands: int = 300) -> Match:
    """For the frame benchmark: a random game of the most players, seat 0 human, at the last moment within
    `commands` commands where seat 0 must act with a gesture on the board (later in a game the table holds
    more; a moment where only buttons are offered would leave nothing to drag)."""
    game = game_named(name)
    count = max(game.seat_counts)
    match = Match(game, ["human"] + ["random"] * (count - 1), seed)
    bots = {s: make_bot(game, "random", seed * 31 + s) for s in range(count)}
    latest = 0
    for _ in range(commands):
        if match.state.is_over():
            break
        if 0 in match.state.to_act():
            decision = match.state.decision(0)
            if decision is not None and any(not option.group for option in decision.options):
                latest = len(match.history)
        for seat, command in bot_answers(match, bots):
            match.submit(seat, command)
    replay = Match(game, match.seats, seed)
    for seat, command in match.history[:latest]:
        replay.submit(seat, command)
    return replay


def frame_times(name: str, size: tuple[int, int] = (1280, 800), animate: bool = False) -> list[float]:
    """Frame times (ms) of the busiest table: a piece dragged with its legal targets lit, and with
    `animate` a move animation running; `size` is the window, the table scaled into it."""
    match = busy_match(name)
    app = render_table(match)
    if size != app.window.get_size():
        app.window = pygame.display.set_mode(size)
    table = app.table()
    assert table is not None
    sources = table.drag_sources()
    if sources:
        src = sources[0]
        for event in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=src.rect.center),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=(src.rect.centerx + 40, src.rect.centery - 200),
                                         rel=(40, -200), buttons=(1, 0, 0))):
            app.scenes.handle_event(event)
    if animate:
        image = pygame.Surface((80, 110), pygame.SRCALPHA)
        image.fill((200, 60, 40, 230))
        table.animations = [Animation(image, (100, 600), (700, 120), 1e9),
                            flash(pygame.Rect(300, 200, 200, 150), 1e9)]
    times = []
    for i in range(160):
        started = time.perf_counter()
        app.scenes.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(300 + i, 300), rel=(1, 0),
                                                   buttons=(1, 0, 0)))
        for animation in table.animations:
            animation.elapsed += 0.004
        app.draw()
        app.present()
        times.append((time.perf_counter() - started) * 1000)
    app.shutdown()
    return times[10:]


def frame_figures(name: str) -> dict[str, float] | None:
    """Median frame with a drag in hand; 99th percentile with a drag and an animation running; median at
    1920x1080 (the table scaled to the full screen)."""
    if table_scene_class(name) is None:
        return None
    plain = frame_times(name)
    busy = sorted(frame_times(name, animate=True))
    large = frame_times(name, size=(1920, 1080))
    return {"frame_ms": round(statistics.median(plain), 3),
            "frame_p99_ms": round(busy[min(len(busy) - 1, int(0.99 * len(busy)))], 3),
            "frame_1080p_ms": round(statistics.median(large), 3)}


def idle_cpu_percent(name: str, seconds: float = 3.0) -> float:
    """Per cent of one core the window takes at a still table waiting for the player: the process's CPU time
    over `seconds` of the main loop (`App.run`, frame by frame) divided by the wall time. The game with its
    fewest seats (Ronin solo), at the player's first decision, once nothing moves."""
    game = game_named(name)
    seats = ["human"] + ["random"] * (min(game.seat_counts) - 1)
    match = Match(game, seats, 7)
    bots = {seat: make_bot(game, "random", 7 + seat) for seat in range(1, len(seats))}
    for _ in range(500):
        answers = bot_answers(match, bots)
        if match.state.is_over() or 0 in match.state.to_act() or not answers:
            break
        for seat, command in answers:
            match.submit(seat, command)
    app = render_table(match)
    table = app.table()
    for _ in range(300):  # until the player may act and nothing moves
        app.run(max_frames=1)
        if table is None or (table.session.human_seat() is not None and not table.animations):
            break
    cpu, wall = time.process_time(), time.perf_counter()
    while time.perf_counter() - wall < seconds:
        app.run(max_frames=1)
    figure = 100 * (time.process_time() - cpu) / (time.perf_counter() - wall)
    app.shutdown()
    return round(figure, 1)
