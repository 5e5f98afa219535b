"""The seat setup: rows keep their places when the number of players changes, every choice can be picked from a
list, and a game played otherwise with one seat is named so."""

from __future__ import annotations

from ninjatable.ui.app.setup import SetupScene

from .helpers import click, click_button, frames


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
