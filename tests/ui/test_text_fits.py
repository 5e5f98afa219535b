"""Text fits its box everywhere: every screen of the app and every scene of every game, drawn at 1280x800 and in
the smallest window, in English, German and Italian, with every piece of text recorded by the text helper; none is
drawn outside the box its caller gave (or outside the surface it was drawn on, when the caller named no box)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from ninjatable import i18n
from ninjatable.cli.screenshot import advanced_match
from ninjatable.engine.registry import game_names, get_game
from ninjatable.paths import user_maps_dir
from ninjatable.ui import text
from ninjatable.ui.app.window import SMALLEST_WINDOW, App
from ninjatable.ui.table.replay import EVERY_SEAT

from ..ninja_all_stars.helpers import arena_text, write_arena
from .helpers import click_button, frames, pick_arena

SIZES = {"1280x800": (1280, 800), "smallest": SMALLEST_WINDOW}
LANGUAGES = ("en", "de", "it")


def overflows(app: App, scene: str, size: tuple[int, int]) -> list[str]:
    """Draw the window once in a window of `size`, recording the text; each piece drawn outside its box, in
    words. (The window goes back to 1280x800 after, for the clicks that follow.)"""
    app.window = pygame.display.set_mode(size)
    with text.recording() as drawn:
        app.draw()
        app.present()
    app.window = pygame.display.set_mode((1280, 800))
    assert drawn, f"{scene}: no text was drawn"
    return [f"{scene}: {d.text!r} at {tuple(d.rect)} outside {tuple(d.box)}" for d in drawn if not d.fits]


def game_scenes(app: App, name: str) -> Iterator[str]:
    """Show each scene of game `name` in turn (seat setup, rules, a table at its start, a table in the middle of a game with the most
    players and with the fewest, what happened there since the player's last move, the pause menu, the results, a replay); yields each one's name once shown."""
    game = get_game(name)
    app.open_setup(name)
    for count in game.seat_counts:
        click_button(app, f"count:{count}")
        yield f"{name} seat setup, {count} players"
    app.open_rules(name)
    frames(app)
    yield f"{name} rules"
    app.start_match(advanced_match(name, ["human"] + ["easy"] * (min(game.seat_counts) - 1), 1, 0), ai_inline=True)
    frames(app)
    yield f"{name} table at its start"
    for count in sorted({min(game.seat_counts), max(game.seat_counts)}):
        seats = ["human"] + ["easy"] * (count - 1)
        table = app.start_match(advanced_match(name, seats, 1, 30), ai_inline=True)
        frames(app)
        yield f"{name} table, {count} players"
        table.recap.show()
        frames(app)
        assert table.recap.visible
        yield f"{name} table, what happened since the player's last move, {count} players"
        table.recap.hide()
        table.hint()
        if table.session.tutor.pending:
            table.session.tutor.worker.wait(60)
        frames(app, 2)
        yield f"{name} table with a hint, {count} players"
        app.pause(table)
        yield f"{name} pause menu"
    finished = advanced_match(name, ["human"] + ["random"] * (game.seat_counts[0] - 1), 2, 5000,
                              level_for_humans="random")
    table = app.start_match(finished, ai_inline=True)
    table.results_shown = True
    app.show_results(table)
    yield f"{name} results"
    app.show_lobby()
    app.watch(finished, EVERY_SEAT, step=len(finished.history) // 2)
    frames(app)
    yield f"{name} replay"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("name", game_names())
def test_no_text_of_a_game_is_drawn_outside_its_box(app, name, size, language):
    i18n.set_language(language)
    found = []
    for scene in game_scenes(app, name):
        found += overflows(app, scene, SIZES[size])
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", list(SIZES))
def test_no_text_of_the_app_screens_is_drawn_outside_its_box(app, size, language):
    i18n.set_language(language)
    text_ = arena_text()
    start = text_.index('<objectgroup id="4" name="zones">')
    end = text_.index("</objectgroup>", start) + len("</objectgroup>")
    write_arena(user_maps_dir(), "nas_zoneless_and_with_a_long_name.tmx", text_[:start] + text_[end:])
    found = []
    app.show_lobby()
    found += overflows(app, "lobby", SIZES[size])
    app.open_settings()
    found += overflows(app, "settings", SIZES[size])
    app.show_lobby()
    app.open_replays()
    found += overflows(app, "replays", SIZES[size])
    app.show_lobby()
    app.open_saves()
    found += overflows(app, "saved games", SIZES[size])
    setup = app.open_setup("ninja-all-stars")
    click_button(app, "count:2")
    pick_arena(app, setup, "nas_zoneless_and_with_a_long_name")
    click_button(app, "start")
    assert setup.refusal
    found += overflows(app, "seat setup with a broken arena", SIZES[size])
    join = app.open_join("wss://games.example.org:8765", "ABCD-EFGH")
    join.take_file("/home/someone/Downloads/a-rather-long-folder-name/and-deeper-still/host-certificate.pem")
    join.join()  # no such file: the refusal names it
    found += overflows(app, "join a wss:// table with a certificate file that is not there", SIZES[size])
    app.show_lobby()
    app.show_message("The save cannot be read", "x" * 40 + " " + "a long sentence of words " * 20)
    found += overflows(app, "message", SIZES[size])
    assert not found, "\n".join(found)
