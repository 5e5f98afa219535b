"""Ninja All-Stars figures a player can read, a quick setup, and arenas of the player's own: real mouse events
posted into the table and the seat setup (headless)."""

from __future__ import annotations

import re

import pygame

from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.games.ninja_all_stars.commands import Move
from ninjatable.games.ninja_all_stars.data import (
    CHALLENGES,
    CONDITION_NAMES,
    CONDITION_TEXTS,
    CONDITIONS,
    KEYWORDS,
    SHRINE_CONDITIONS,
    SPECIALS,
    TEAMS,
    ninja_type,
)
from ninjatable.games.ninja_all_stars.map import arena_catalogue, get_arena
from ninjatable.games.ninja_all_stars.moves import QuickSetup
from ninjatable.games.ninja_all_stars.table import layout, words
from ninjatable.games.ninja_all_stars.table.scene import NasTable
from ninjatable.paths import user_maps_dir
from ninjatable.ui import text
from ninjatable.ui.app.setup import SIDE_PANEL
from tests.ninja_all_stars.helpers import arena_text
from tests.ui.helpers import match_of

from .helpers import click, click_button, find_match, frames, hold

GAME = "ninja-all-stars"
SEATS = ["human", "random"]


def _table(app, match) -> NasTable:
    table = app.start_match(match, ai_inline=True)
    frames(app)
    assert isinstance(table, NasTable)
    return table


def _hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)


def _right_click(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3))
    frames(app)


def _drawn_words(app) -> str:
    """Every text drawn in a frame (the profile card, kept between frames, is made again)."""
    app.scenes.top.cards.key = None
    with text.recording() as drawn:
        app.draw()
    return " ".join(d.text for d in drawn)


def _activation(match) -> bool:
    state = match.state
    return state.to_act() == (0,) and state.phase == "activation" and not state.pending and state.active is None


def _markers(match) -> bool:
    state = match.state
    return state.to_act() == (0,) and state.phase == "markers" and not state.pending


def _one_sentence(words_: str) -> bool:
    return words_.endswith(".") and not re.search(r"\. [A-Z]", words_)


# --- the ninja profile ----------------------------------------------------------------------------------------
def test_every_keyword_special_and_condition_has_its_rule_in_one_sentence():
    for keyword in KEYWORDS.values():
        assert _one_sentence(keyword.text), keyword.name
    for special in SPECIALS.values():
        assert _one_sentence(special["text"]), special["name"]
    assert set(CONDITION_TEXTS) == set(CONDITIONS)
    for condition, sentence in CONDITION_TEXTS.items():
        assert _one_sentence(sentence), condition


def test_hovering_a_figure_on_the_ground_shows_its_card_with_every_keyword_and_special(app):
    table = _table(app, find_match(_activation, SEATS, seeds=range(1, 60), game=GAME))
    chunin = next(m for m in table.nview.models if m.kind == "chunin" and m.pos is not None)
    _hover(app, layout.centre(table.grid, chunin.pos))
    assert table.shown_profile() == chunin.id and not table.tooltip.text
    shown = _drawn_words(app)
    line = ninja_type(chunin.team, chunin.kind)
    special = SPECIALS[TEAMS[chunin.team].chunin_special]
    assert str(chunin.name) in shown and f"MV {line.mv}" in shown and f"AT {line.at}" in shown
    card = words.profile(table.nview, chunin, "")
    rules = dict(entry for _, entries in card.sections for entry in entries)
    assert {KEYWORDS[k].name: KEYWORDS[k].text for k in line.keywords}.items() <= rules.items()
    assert rules[special["name"]] == special["text"]
    for name in [KEYWORDS[k].name for k in line.keywords] + [special["name"]]:
        assert name in shown, f"{name} is not on the card"
    _hover(app, (300, 790))
    assert table.shown_profile() is None


def test_a_madoushis_card_says_what_its_hex_does():
    for team in TEAMS.values():
        sentence = words.hex_sentence(team)
        assert _one_sentence(sentence) and CONDITION_NAMES[team.hex.condition] in sentence
        assert f"within {team.hex.range}" in sentence


def test_hovering_a_figure_on_the_training_ground_shows_its_card(app):
    table = _table(app, find_match(_activation, SEATS, seeds=range(1, 60), game=GAME))
    waiting = next(m for m in table.nview.models if m.where == "training")
    _hover(app, table.where.ground[waiting.id].center)
    assert table.shown_profile() == waiting.id
    assert "Training Ground" in _drawn_words(app)


def test_a_right_click_pins_a_card_and_a_right_click_elsewhere_lets_it_go(app):
    table = _table(app, find_match(_activation, SEATS, seeds=range(1, 60), game=GAME))
    before = match_of(table.session).to_json()
    ninja = next(m for m in table.nview.models if m.pos is not None)
    _right_click(app, layout.centre(table.grid, ninja.pos))
    _hover(app, (300, 790))
    assert table.shown_profile() == ninja.id
    _right_click(app, (630, 30))
    assert table.shown_profile() is None and match_of(table.session).to_json() == before


def test_a_pinned_card_goes_with_a_left_click_or_a_drag(app):
    table = _table(app, find_match(_activation, SEATS, seeds=range(1, 60), game=GAME))
    ninja = next(m for m in table.nview.models if m.pos is not None)
    _right_click(app, layout.centre(table.grid, ninja.pos))
    assert table.cards.pinned == ninja.id
    click(app, (300, 790))
    assert table.shown_profile() is None
    mine = next(m for m in table.nview.models if m.seat == 0 and m.pos is not None and not m.activated)
    _right_click(app, layout.centre(table.grid, ninja.pos))
    start = layout.centre(table.grid, mine.pos)
    hold(app, start, (start[0] + 60, start[1]))
    assert table.drag.dragging and table.cards.pinned is None


def test_the_card_of_the_ninja_being_activated_says_so_after_its_move(app):
    """Moved, the ninja is active: its card no longer says it is not activated yet, and says what is left."""
    table = _table(app, find_match(_activation, SEATS, seeds=range(1, 60), game=GAME))
    match = match_of(table.session)
    move = next(c for c in match.state.legal_commands(0) if isinstance(c, Move))
    _right_click(app, layout.centre(table.grid, match.state.models[move.model].pos))
    assert "Not activated yet this round." in _drawn_words(app)
    table.give(move)
    frames(app)
    if match.state.active is None or match.state.active.model != move.model:
        return  # a failed dodge ended the activation at once
    table.cards.pinned = move.model
    shown = _drawn_words(app)
    assert "Not activated yet" not in shown and "Active now:" in shown


def test_the_card_names_every_condition_on_the_ninja_now_with_its_marker_letter_and_rule(app):
    def marked(match):
        return _activation(match) and any(m.conditions and m.pos is not None for m in match.view(0).models)

    table = _table(app, find_match(marked, SEATS, seeds=range(1, 200), game=GAME))
    ninja = next(m for m in table.nview.models if m.conditions and m.pos is not None)
    _right_click(app, layout.centre(table.grid, ninja.pos))
    card = words.profile(table.nview, ninja, "")
    now = dict(next(entries for heading, entries in card.sections if heading == "Now"))
    for condition, count in ninja.conditions.items():
        name, sentence = words.condition_line(condition, count)
        assert now[name] == CONDITION_TEXTS[condition] == sentence
        assert f"({words.CONDITION_LETTERS[condition]})" in name
    assert CONDITION_NAMES[next(iter(ninja.conditions))] in _drawn_words(app)


def test_shrine_tokens_name_their_letter_and_effect_on_hover(app):
    table = _table(app, find_match(_markers, SEATS, seeds=range(1, 60), game=GAME))
    assert table.where.tokens
    for rect, token in table.where.tokens:
        _hover(app, rect.center)
        tip = table.tooltip.text
        if token == "lantern":
            assert tip.startswith("Lantern:") and "Stealth" in tip
            continue
        assert f"({words.CONDITION_LETTERS[token]}, {SHRINE_CONDITIONS[token]})" in tip
        assert CONDITION_TEXTS[token] in tip


def test_a_shrine_on_the_ground_names_its_effect_on_hover(app):
    table = _table(app, find_match(lambda m: _activation(m) and m.state.shrines, SEATS, seeds=range(1, 60),
                                   game=GAME))
    square, condition = next(iter(table.nview.shrines.items()))
    _hover(app, layout.centre(table.grid, square))
    assert CONDITION_TEXTS[condition] in table.tooltip.text
    assert f"({words.CONDITION_LETTERS[condition]}," in table.tooltip.text


# --- quick setup ------------------------------------------------------------------------------------------------
def _quick_setup(app, table, frames_at_most=400) -> None:
    click(app, table.quick.button.rect.center)
    for _ in range(frames_at_most):
        if not table.quick.running:
            return
        frames(app)
    raise AssertionError("quick setup did not finish")


def test_quick_setup_gives_janken_lanterns_shrines_edges_and_deployment_through_the_rules(app):
    match = Match(get_game(GAME), ["human", "easy"], 5)
    table = _table(app, match)
    assert table.quick.offered() and table.quick.button.tooltip.endswith("Undo takes them back one by one.")
    _quick_setup(app, table)
    mine = [type(c).__name__ for s, c in match.history if s == 0]
    assert {"Janken", "Deploy"} <= set(mine) and {"PlaceLantern", "PlaceShrine"} & set(mine)
    state = match.state
    assert state.phase == "activation" and len(state.lanterns) >= 4
    on_board = [m for m in state.models if m.seat == 0 and m.pos is not None]
    assert len(on_board) == CHALLENGES["brawl"].fielded(2)
    assert not table.quick.offered() and "Quick setup is done" in table.toast.message


def test_quick_setup_placements_are_taken_back_by_undo(app):
    match = Match(get_game(GAME), ["human", "easy"], 6)
    table = _table(app, match)
    _quick_setup(app, table)
    deployed = sum(1 for m in match.state.models if m.seat == 0 and m.pos is not None)
    click_button(app, "Undo")
    assert sum(1 for m in match.state.models if m.seat == 0 and m.pos is not None) == deployed - 1
    assert table.quick.offered()


def test_quick_setup_can_be_stopped_and_gives_nothing_after_the_setup(app):
    match = find_match(_markers, SEATS, seeds=range(1, 60), game=GAME)
    table = _table(app, match)
    click(app, table.quick.button.rect.center)
    assert table.quick.running
    click(app, table.quick.button.rect.center)
    assert not table.quick.running
    done = find_match(_activation, SEATS, seeds=range(1, 60), game=GAME)
    preview = get_game(GAME).find_move(done.redacted(0), 0, QuickSetup())
    assert preview.command is None and "setup is over" in preview.refusal


# --- arenas of the player's own -----------------------------------------------------------------------------
def test_a_map_copied_alone_into_the_maps_folder_uses_the_shipped_tileset():
    folder = user_maps_dir()
    folder.mkdir(parents=True)
    (folder / "nas_alone.tmx").write_text(arena_text(title="Alone"), encoding="utf-8")
    assert not (folder / "nas_terrain.tsx").exists()
    good, broken = arena_catalogue()
    assert "nas_alone" in good and not broken
    assert get_arena("nas_alone").title == "Alone"


def test_a_map_whose_tileset_is_nowhere_says_where_to_put_it():
    folder = user_maps_dir()
    folder.mkdir(parents=True)
    (folder / "nas_lost.tmx").write_text(arena_text().replace("nas_terrain.tsx", "lost.tsx"), encoding="utf-8")
    _, broken = arena_catalogue()
    assert "lost.tsx" in broken["nas_lost"] and "embed" in broken["nas_lost"].lower()


def test_the_maps_folder_is_read_again_each_time_the_seat_setup_opens(app):
    app.show_lobby()
    app.open_setup(GAME)
    assert "nas_later" not in app.scenes.top.game.parameter_choices(2)["arena"]
    assert "nas_later" not in app.scenes.top.parameters.get("arena", "")
    click_button(app, "back")
    user_maps_dir().mkdir(parents=True)
    (user_maps_dir() / "nas_later.tmx").write_text(arena_text(title="Later Ground"), encoding="utf-8")
    app.open_setup(GAME)
    setup = app.scenes.top
    seen = []
    for _ in range(6):
        seen.append(setup.buttons.get("param:arena").label)
        click_button(app, "param:arena")
    assert "Later Ground" in seen


def test_a_broken_arenas_message_wraps_inside_its_panel(app):
    folder = user_maps_dir()
    folder.mkdir(parents=True)
    broken = arena_text().replace('name="zones"', 'name="zones_with_a_long_and_unexpected_name"')
    (folder / "nas_a_ground_with_a_rather_long_name_that_someone_made.tmx").write_text(broken, encoding="utf-8")
    app.open_setup(GAME)
    setup = app.scenes.top
    click_button(app, "count:4")
    for _ in range(8):
        if setup.buttons.get("param:arena").muted:
            break
        click_button(app, "param:arena")
    assert setup.buttons.get("param:arena").muted
    with text.recording() as drawn:
        app.draw()
    message = [d for d in drawn if d.box.x == 910 and d.box.y >= 300]
    assert message, "the problem is shown beside the seats"
    assert all(SIDE_PANEL.contains(d.rect) for d in message)
    assert any("cannot be used" in d.text for d in message)
