"""The challenges on the Ninja All-Stars table: their objectives drawn on the board, said on hover, their action
offered in the choice bar, and the seat setup's one line about each challenge."""

from __future__ import annotations

import pygame

from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.games.ninja_all_stars.table import layout
from ninjatable.games.ninja_all_stars.table.objectives import HILL, STEEL
from ninjatable.games.ninja_all_stars.table.scene import NasTable
from ninjatable.ui.app.setup import SetupScene

from .helpers import click_button, frames

GAME = "ninja-all-stars"


def _table(app, challenge: str) -> NasTable:
    match = Match(get_game(GAME), ["human", "random"], 3, {"challenge": challenge})
    table = app.start_match(match, ai_inline=True)
    frames(app)
    assert isinstance(table, NasTable)
    return table


def _drawn(table: NasTable) -> pygame.Surface:
    surface = pygame.Surface((1280, 800))
    table.draw(surface)
    return surface


def test_the_hill_is_drawn_with_a_golden_outline_and_said_on_hover(app):
    table = _table(app, "king-of-the-hill")
    hill = table.nview.objectives.hill
    edge = min(hill)  # the top-left square of the hill: its outline runs along the top of the square
    rect = table.grid.cell_rect(edge)
    assert tuple(_drawn(table).get_at((rect.centerx, rect.top + 1)))[:3] == HILL
    assert "The hill" in table.hover_text(layout.centre(table.grid, edge))


def test_the_samurai_guards_and_target_squares_are_drawn_and_said_on_hover(app):
    table = _table(app, "infiltration")
    objectives = table.nview.objectives
    assert len(objectives.guards) == 4 and len(objectives.targets) == 4
    guard = objectives.guards[0]
    centre = layout.centre(table.grid, guard)
    assert tuple(_drawn(table).get_at((centre[0] - layout.radius(table.grid) + 4, centre[1])))[:3] == STEEL
    assert "Samurai guard" in table.hover_text(centre)
    assert "target square" in table.hover_text(layout.centre(table.grid, objectives.targets[0]))


def test_medals_and_the_messenger_are_said_on_hover(app):
    table = _table(app, "capture-the-medal")
    medal = table.nview.objectives.medals[0]
    assert "A medal" in table.hover_text(layout.centre(table.grid, medal))
    table = _table(app, "messenger")
    messenger = table.nview.objectives.messenger
    assert messenger is not None and "messenger with 3 scrolls" in table.hover_text(layout.centre(table.grid, messenger))


def test_the_seat_setup_says_what_the_chosen_challenge_is(app):
    app.show_lobby()
    app.open_setup(GAME)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    while setup.parameters["challenge"] != "champion":
        click_button(app, "param:challenge")
    assert setup.game.parameter_note("challenge", "champion").startswith("Only the Chunin count")
    surface = pygame.Surface((1280, 800))
    setup.draw(surface)  # the line is drawn beside the challenge's button
