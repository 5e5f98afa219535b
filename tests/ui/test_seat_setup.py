"""The seat setup: rows keep their places when the number of players changes, every choice can be picked from a
list, and a game played otherwise with one seat is named so."""

from __future__ import annotations

import pygame

from ninjatable.paths import user_maps_dir
from ninjatable.ui import text
from ninjatable.ui.app.setup import SetupScene

from ..ninja_all_stars.helpers import arena_text, write_arena
from .helpers import click, click_button, frames, pick_arena


def _places(setup: SetupScene) -> dict[str, tuple[int, int, int, int]]:
    return {button.key: tuple(button.rect) for button in setup.buttons.buttons if not button.key.startswith("count:")}


def test_a_row_keeps_its_place_when_the_number_of_players_changes(app):
    setup = app.open_setup("ninja-all-stars")
    click_button(app, "count:4")
    at_four = _places(setup)
    click_button(app, "count:2")
    at_two = _places(setup)
    shared = set(at_four) & set(at_two)
    assert {"param:arena", "param:initiative", "param:challenge", "seed-", "casual-undo"} <= shared
    assert all(at_four[key] == at_two[key] for key in shared)
    arena = setup.parameters["arena"], setup.parameters["initiative"]
    click(app, setup.buttons.get("param:initiative").rect.center)  # where it was with 4 players
    assert setup.parameters["arena"] == arena[0] and setup.parameters["initiative"] != arena[1]


def test_a_choice_is_picked_from_its_list(app):
    setup = app.open_setup("ninja-all-stars")
    click_button(app, "count:2")
    click_button(app, "list:param:challenge")
    assert setup.menu is not None
    labels, values, _ = setup.list_choices("param:challenge")
    assert len(labels) == len(values) > 2
    click(app, setup.menu.buttons.get("pick:param:challenge:4").rect.center)
    assert setup.menu is None and setup.parameters["challenge"] == values[4]
    click_button(app, "list:seat:1")
    click(app, setup.menu.buttons.get("pick:seat:1:3").rect.center)
    assert setup.seats[1] == "hard"


def test_a_click_outside_the_list_closes_it_and_changes_nothing(app):
    setup = app.open_setup("shinobi")
    before = list(setup.seats)
    click_button(app, "list:seat:0")
    click(app, (1000, 700))  # the Start button, under no list
    frames(app)
    assert setup.menu is None and setup.seats == before and app.scenes.top is setup


def test_ronin_with_one_seat_is_named_solo_against_the_shogun(app):
    setup = app.open_setup("ronin")
    click_button(app, "count:1")
    assert setup.game.mode_name(1) == "Solo against the Shogun"
    click_button(app, "count:3")
    assert setup.game.mode_name(3) == ""


def test_shitenno_offers_the_tairo_rule_only_for_two_players(app):
    setup = app.open_setup("shitenno")
    click_button(app, "count:3")
    assert "param:tairo" not in _places(setup) and "tairo" not in setup.parameters
    click_button(app, "count:2")
    assert setup.parameters["tairo"] == "turns"
    click_button(app, "param:tairo")
    assert setup.parameters["tairo"] == "title"
    assert setup.game.parameter_label("tairo", "title") == setup.buttons.get("param:tairo").label


def test_the_setup_opens_as_the_last_game_of_that_game_was_started(app):
    """SHIN's two or four players, Ninja All-Stars' count, arena and challenge: kept from the last start."""
    setup = app.open_setup("shin")
    click_button(app, "count:4")
    click_button(app, "seat:3")  # normal -> hard
    seats = list(setup.seats)
    click_button(app, "start")
    app.show_lobby()
    setup = app.open_setup("shin")
    assert setup.count == 4 and setup.seats == seats

    setup = app.open_setup("ninja-all-stars")
    click_button(app, "count:2")
    click_button(app, "param:arena")
    click_button(app, "param:challenge")
    click_button(app, "casual-undo")
    chosen = (setup.parameters["arena"], setup.parameters["challenge"])
    assert chosen != (setup.game.default_parameters["arena"], setup.game.default_parameters["challenge"])
    click_button(app, "start")
    app.show_lobby()
    again = app.open_setup("ninja-all-stars")
    assert again.count == 2 and (again.parameters["arena"], again.parameters["challenge"]) == chosen
    assert again.casual_undo
    app.show_lobby()
    assert app.open_setup("shin").count == 4, "each game keeps its own"


def test_a_kept_setup_that_is_nonsense_or_names_a_map_since_removed_falls_back(app, home):
    app.storage.write_record("setup-ninja-all-stars", {"count": 2, "seats": ["human", "wizard"],
                                                      "parameters": {"arena": "nas_gone", "challenge": "brawl",
                                                                     "bogus": 1}, "casual_undo": "yes"})
    setup = app.open_setup("ninja-all-stars")
    assert setup.count == 2 and setup.seats == ["human", "normal"]
    assert setup.parameters["arena"] == setup.game.default_parameters["arena"] and "bogus" not in setup.parameters
    assert setup.parameters["challenge"] == "brawl" and not setup.casual_undo
    app.storage.write_record("setup-shin", ["not", "a", "setup"])
    assert app.open_setup("shin").count == 4


def test_a_map_fixed_while_the_setup_is_open_is_usable_when_the_window_comes_back(app):
    text_ = arena_text()
    broken = text_.replace('<objectgroup id="4" name="zones">', '<objectgroup id="4" name="zones" bad="', 1)
    path = write_arena(user_maps_dir(), "nas_my_ground.tmx", broken)
    setup = app.open_setup("ninja-all-stars")
    click_button(app, "count:2")
    pick_arena(app, setup, "nas_my_ground")
    assert "nas_my_ground" in setup.problems.get("arena", {}) and setup.buttons.get("param:arena").muted
    path.write_text(text_, encoding="utf-8")  # fixed in Tiled while the window is behind
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    frames(app)
    assert setup.parameters["arena"] == "nas_my_ground" and "nas_my_ground" not in setup.problems.get("arena", {})
    assert not setup.buttons.get("param:arena").muted
    with text.recording() as drawn:
        app.draw()
    assert not any("cannot be used" in piece.text for piece in drawn)
