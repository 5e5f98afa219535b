"""The app around the tables: lobby, seat setup, saves and resume, damaged saves, rules, settings, errors."""

from __future__ import annotations

import json

import pygame
import pytest

from ninjatable.engine.registry import game_names
from ninjatable.games.shinobi.commands import Deploy
from ninjatable.ui import markdown
from ninjatable.ui.app.dialogs import MessageScene, SettingsScene
from ninjatable.ui.app.lobby import LobbyScene
from ninjatable.ui.app.rulebook import RulesScene
from ninjatable.ui.app.setup import SetupScene
from ninjatable.ui.scene import Scene
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.scene import TableScene

from .conftest import make_app
from .helpers import click, click_button, drag, frames, key


def _play_to_my_deploy(app) -> TableScene:
    table = app.table()
    for _ in range(40):
        frames(app)
        if table.session.human_seat() == 0 and table.view.order == "first" and any(isinstance(c, Deploy) for c in table.decision.commands):
            return table
    raise AssertionError("the human never got a first order")


def test_lobby_to_seat_setup_to_table(app):
    app.show_lobby()
    frames(app)
    lobby = app.scenes.top
    assert isinstance(lobby, LobbyScene)
    click_button(app, "play:shinobi")
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    click_button(app, "count:3")
    assert setup.seats == ["human", "normal", "normal"]
    click_button(app, "seat:1")  # normal -> hard
    click_button(app, "seat:2")  # normal -> hard
    click_button(app, "seat:2")  # hard -> human
    assert setup.seats == ["human", "hard", "human"]
    key(app, pygame.K_BACKSPACE)
    for digit in "42":
        key(app, getattr(pygame, f"K_{digit}"), unicode=digit)
    click_button(app, "casual-undo")
    assert setup.casual_undo
    setup.seed_text = ""
    setup.seed = 0
    for digit in "77":
        key(app, getattr(pygame, f"K_{digit}"), unicode=digit)
    click_button(app, "start")
    table = app.scenes.find(TableScene)
    assert table is not None
    assert table.session.match.seats == ["human", "hard", "human"] and table.session.match.seed == 77 and table.session.match.casual_undo


def test_empty_places_default_to_ai(app):
    app.show_lobby()
    app.open_setup("shinobi")
    setup = app.scenes.top
    click_button(app, "count:5")
    assert setup.seats == ["human", "normal", "normal", "normal", "normal"]


def test_save_quit_relaunch_and_resume_gives_the_same_game(home):
    first = make_app(home)
    first.new_match("shinobi", ["human", "random", "random"], 21, ai_inline=True)
    table = _play_to_my_deploy(first)
    rect, _ = next((r, c) for r, c in zip(table.hand_rects, table.view.hand, strict=False) if c.clan is not None)
    target = table.province_rects[1]
    drag(first, rect.center, (target.x + 8, target.bottom - 10))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    first.step(0.0)
    assert not first.running
    saved_json = table.session.match.to_json()
    saved_view = table.session.match.view(0)
    first.shutdown()

    second = make_app(home)
    second.show_lobby()
    frames(second)
    click_button(second, "resume")
    resumed = second.table()
    assert resumed is not None
    assert resumed.session.match.to_json() == saved_json
    assert resumed.session.match.view(0) == saved_view
    assert resumed.view.hand == saved_view.hand
    second.shutdown()


def test_damaged_save_names_the_file_and_is_left_untouched(app, home):
    saves = home / "saves"
    saves.mkdir(parents=True)
    bad = saves / "autosave.json"
    bad.write_text('{"format": 1, "game": "shinobi", "seats": [', encoding="utf-8")
    original = bad.read_bytes()
    app.show_lobby()
    frames(app)
    click_button(app, "resume")
    message = app.scenes.top
    assert isinstance(message, MessageScene)
    assert str(bad) in message.message
    frames(app)
    click_button(app, "ok")
    # a new game autosaves to another name; the damaged file keeps its bytes
    app.new_match("shinobi", ["human", "random", "random"], 4, ai_inline=True)
    table = _play_to_my_deploy(app)
    assert table.session.autosave()
    assert bad.read_bytes() == original
    assert table.session.save_path == saves / "autosave-1.json"
    assert json.loads(table.session.save_path.read_text(encoding="utf-8"))["game"] == "shinobi"


def test_foreign_save_is_not_overwritten(app, home):
    saves = home / "saves"
    saves.mkdir(parents=True)
    foreign = saves / "autosave.json"
    foreign.write_text('["not", "a", "save"]', encoding="utf-8")
    table = app.new_match("shinobi", ["human", "random", "random"], 4, ai_inline=True)
    table.session.autosave()
    assert foreign.read_text(encoding="utf-8") == '["not", "a", "save"]'
    assert table.session.save_path.name == "autosave-1.json"


def test_rules_panel_opens_for_every_game_from_the_lobby(app):
    for name in game_names():
        app.show_lobby()
        frames(app)
        click_button(app, f"rules:{name}")
        rules = app.scenes.top
        assert isinstance(rules, RulesScene) and rules.name == name
        assert rules.lines
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
        frames(app)
        assert rules.scroll > 0 or rules.max_scroll == 0
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scenes.top, LobbyScene)


def test_rules_panel_from_the_table_button_and_the_pause_menu(app):
    table = app.new_match("shinobi", ["human", "random", "random"], 9, ai_inline=True)
    frames(app)
    click(app, table.buttons.get("Rules").rect.center)
    assert isinstance(app.scenes.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    click_button(app, "Rules")
    assert isinstance(app.scenes.top, RulesScene)
    assert any("Shinobi" in line for line in app.scenes.top.texts)


def test_markdown_reader_keeps_headings_lists_and_tables():
    blocks = markdown.parse("# Title\n\nSome **bold** text\ngoes on.\n\n- one\n- two `x`\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
    assert [b.kind for b in blocks] == ["h1", "p", "li", "li", "row", "row"]
    assert blocks[1].text == "Some bold text goes on."
    assert blocks[3].text == "• two x"
    assert blocks[5].text == "1   |   2"


def test_settings_are_remembered_between_launches(app, home):
    app.show_lobby()
    click_button(app, "settings")
    assert isinstance(app.scenes.top, SettingsScene)
    click_button(app, "animation")
    click_button(app, "pacing")
    assert Storage(home).load_settings().animation_speed == "slow"  # was off in the test app
    assert Storage(home).load_settings().ai_pacing == "slow"


def test_settings_file_with_nonsense_falls_back_to_defaults(home):
    home.mkdir(parents=True)
    (home / "settings.json").write_text('{"animation_speed": "warp", "window_size": [1, 2]}', encoding="utf-8")
    assert Storage(home).load_settings() == Settings()


def test_unexpected_error_autosaves_logs_and_shows_an_error_scene(app, home):
    table = app.new_match("shinobi", ["human", "random", "random"], 9, ai_inline=True)

    class Broken(Scene):
        def update(self, dt):
            raise RuntimeError("boom")

    app.scenes.push(Broken(app))
    app.run(max_frames=2)
    assert isinstance(app.scenes.top, MessageScene) and app.scenes.top.is_error
    assert "boom" in app.scenes.top.message
    assert "RuntimeError: boom" in (home / "crash.log").read_text(encoding="utf-8")
    assert table.session.save_path is not None and table.session.save_path.exists()


def test_mouse_positions_are_mapped_from_a_scaled_window(app):
    app.window = pygame.display.set_mode((640, 480))
    view = app.viewport()
    assert view.width == 640 and view.height == 400 and view.y == 40
    assert app.to_logical((320, 240)) == (640, 400)
    assert app.to_logical((0, 40)) == (0, 0)
    app.present()


def test_lobby_marks_games_without_a_table(app):
    lobby = app.show_lobby()
    from ninjatable.ui.app.words import table_module_exists

    for name in game_names():
        assert lobby.buttons.get(f"play:{name}").enabled == table_module_exists(name)
    assert table_module_exists("shinobi")


def test_frames_advance_scene_time_by_the_measured_clock(app, monkeypatch):
    import ninjatable.ui.app.window as window

    seen = []

    class Clockwork(Scene):
        def update(self, dt):
            seen.append(dt)

    now = [100.0]
    monkeypatch.setattr(window.time, "perf_counter", lambda: now[0])
    app.scenes.push(Clockwork(app))
    app.step()
    now[0] += 0.05
    app.step()
    now[0] += 0.02
    app.run(max_frames=1)
    assert seen[1:] == [pytest.approx(0.05), pytest.approx(0.02)]


def test_f11_toggles_full_screen_and_remembers_it(app, home):
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    assert Storage(home).load_settings().fullscreen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert app.window.get_size() == app.settings.window_size


def test_quit_from_the_rules_panel_over_a_table_saves_the_game(app, home):
    table = app.new_match("shinobi", ["human", "random", "random"], 14, ai_inline=True)
    frames(app, 3)
    app.open_rules("shinobi")
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(0.0)
    assert not app.running
    saved = json.loads(table.session.save_path.read_text(encoding="utf-8"))
    assert saved == table.session.match.to_json()


def test_a_save_with_an_illegal_command_is_not_overwritten_by_a_new_game(app, home):
    saves = home / "saves"
    saves.mkdir(parents=True)
    bad = saves / "autosave.json"
    bad.write_text(json.dumps({"format": 1, "game": "shinobi", "seats": ["human", "easy", "easy"], "seed": 1,
                               "commands": [[0, "attack clan=\"oda\" province=1 target=\"mori\""]]}),
                   encoding="utf-8")
    original = bad.read_bytes()
    table = app.new_match("shinobi", ["human", "random", "random"], 4, ai_inline=True)
    assert table.session.autosave()
    assert bad.read_bytes() == original and table.session.save_path.name == "autosave-1.json"


def test_rules_tables_are_laid_out_in_columns(app):
    rules = RulesScene(app, "shinobi")
    rules.lines = rules._layout("# T\n\n| Clan | Cards |\n|---|---|\n| Oda | 11 |\n| Go-Hōjō | 11 |\n")
    cells = [(x, rules.texts[i]) for x, _, _, _, _, i in rules.lines if rules.texts[i] != "T"]
    assert [c for _, c in cells] == ["Clan", "Cards", "Oda", "11", "Go-Hōjō", "11"]
    assert cells[1][0] == cells[3][0] == cells[5][0] > 0


def test_a_resized_window_is_remembered(app, home):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1500, h=900, size=(1500, 900)))
    frames(app)
    assert Storage(home).load_settings().window_size == (1500, 900)


def test_seat_setup_offers_a_team_beside_each_seat_and_names_the_choices(app):
    """Per-seat parameters (a Ninja All-Stars team) sit beside their seat; every choice is shown in words."""
    app.open_setup("ninja-all-stars")
    setup = app.scenes.top
    click_button(app, "count:4")
    seat_rows = [setup.buttons.get(f"seat:{seat}").rect for seat in range(4)]
    team_rows = [setup.buttons.get(f"param:team_{seat + 1}").rect for seat in range(4)]
    for seat_rect, team_rect in zip(seat_rows, team_rows, strict=True):
        assert team_rect.centery == seat_rect.centery and team_rect.left > seat_rect.right
    for button in setup.buttons.buttons:
        assert pygame.Rect(0, 0, 860, 780).contains(button.rect) or button.key in ("start", "back", "rules")
    assert setup.buttons.get("param:team_2").label == "Water Shrine"
    assert setup.buttons.get("param:arena").label == "Sakura Garden"
    click_button(app, "param:team_2")
    assert setup.parameters["team_2"] != "water"
    assert setup.buttons.get("param:team_2").label.endswith("Shrine")


def test_seat_setup_refuses_two_players_on_one_team_with_the_reason(app):
    app.open_setup("ninja-all-stars")
    setup = app.scenes.top
    click_button(app, "count:2")
    while setup.parameters["team_2"] != "fire":
        click_button(app, "param:team_2")
    click_button(app, "start")
    assert app.scenes.find(TableScene) is None and app.scenes.top is setup
    assert "different" in setup.refusal
    click_button(app, "param:team_2")
    assert setup.refusal == "", "a changed choice clears the refusal"
    while setup.parameters["team_2"] != "water":
        click_button(app, "param:team_2")
    click_button(app, "start")
    table = app.scenes.find(TableScene)
    assert table is not None and table.session.match.view(0).teams[1] == "water"
