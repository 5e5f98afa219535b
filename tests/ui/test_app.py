"""The app around the tables: lobby, seat setup, saves and resume, damaged saves, rules, settings, errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import tracemalloc
import warnings
from pathlib import Path

import pygame
import pytest

from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import Match
from ninjatable.engine.registry import game_names
from ninjatable.games.shinobi.commands import Deploy
from ninjatable.ui import markdown, text
from ninjatable.ui.app.dialogs import MessageScene, SettingsScene
from ninjatable.ui.app.lobby import LobbyScene
from ninjatable.ui.app.results import ResultsScene
from ninjatable.ui.app.rulebook import RulesScene, advance
from ninjatable.ui.app.saves import SavesScene
from ninjatable.ui.app.setup import SetupScene
from ninjatable.ui.app.window import SMALLEST_WINDOW, App
from ninjatable.ui.app.words import describe_saved
from ninjatable.ui.scene import Scene
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.scene import TableScene
from tests.ui.helpers import match_of, save_path_of

from ..test_crafted_saves import CASES, contents, write_case
from .conftest import make_app
from .helpers import click, click_button, drag, find_match, frames, key


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
    click_button(app, "seat:2")  # hard -> a friend over the network
    click_button(app, "seat:2")  # friend -> human
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
    assert match_of(table.session).seats == ["human", "hard", "human"] and match_of(table.session).seed == 77 and match_of(table.session).casual_undo


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
    saved_json = match_of(table.session).to_json()
    saved_view = match_of(table.session).view(0)
    first.shutdown()

    second = make_app(home)
    second.show_lobby()
    frames(second)
    click_button(second, "resume")
    resumed = second.table()
    assert resumed is not None
    assert match_of(resumed.session).to_json() == saved_json
    assert match_of(resumed.session).view(0) == saved_view
    assert resumed.view.hand == saved_view.hand
    second.shutdown()


def test_damaged_save_names_the_file_and_is_left_untouched(app, home):
    saves = home / "saves"
    saves.mkdir(parents=True)
    bad = saves / "autosave.json"
    bad.write_text('{"format": 1, "game": "shinobi", "seats": [', encoding="utf-8")
    original = bad.read_bytes()
    lobby = app.show_lobby()
    frames(app)
    assert not lobby.buttons.get("resume").enabled, "a damaged file is not offered as the game to resume"
    assert "1 file in the saves folder cannot be read" in lobby.resume_info
    click_button(app, "saves")
    listing = app.scenes.top
    assert isinstance(listing, SavesScene) and [g.path for g in listing.games] == [bad]
    assert "damaged JSON" in str(listing.games[0].problem) and not listing.buttons.get("resume:autosave.json").enabled
    app.resume(bad)
    message = app.scenes.top
    assert isinstance(message, MessageScene)
    assert message.message == f"{bad}: damaged JSON at line 1, column 44. The file was left as it is."
    frames(app)
    click_button(app, "ok")
    # a new game autosaves to another name; the damaged file keeps its bytes
    app.new_match("shinobi", ["human", "random", "random"], 4, ai_inline=True)
    table = _play_to_my_deploy(app)
    assert table.session.autosave()
    assert bad.read_bytes() == original
    assert save_path_of(table.session) == saves / "autosave-1.json"
    assert json.loads(save_path_of(table.session).read_text(encoding="utf-8"))["game"] == "shinobi"


def test_foreign_save_is_not_overwritten(app, home):
    saves = home / "saves"
    saves.mkdir(parents=True)
    foreign = saves / "autosave.json"
    foreign.write_text('["not", "a", "save"]', encoding="utf-8")
    table = app.new_match("shinobi", ["human", "random", "random"], 4, ai_inline=True)
    table.session.autosave()
    assert foreign.read_text(encoding="utf-8") == '["not", "a", "save"]'
    assert save_path_of(table.session).name == "autosave-1.json"


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


def test_markdown_reader_keeps_headings_lists_tables_and_styles():
    blocks = markdown.parse("# Title\n\nSome **bold** text\ngoes on.\n\n- one\n- two `x`\n  - deeper\n\n"
                            "3. third\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n\n> said\n\n---\n")
    assert [b.kind for b in blocks] == ["heading", "paragraph", "item", "item", "item", "item", "table", "quote",
                                        "rule"]
    assert blocks[1].text == "Some bold text goes on."
    assert [span.bold for span in blocks[1].spans] == [False, True, False]
    assert (blocks[3].marker, blocks[3].text, blocks[3].spans[-1].code) == ("•", "two x", True)
    assert (blocks[4].level, blocks[5].marker) == (1, "3.")
    table = blocks[6]
    assert [[markdown.plain(cell) for cell in row] for row in table.rows] == [["a", "b"], ["1", "2"]]
    assert table.align == ("left", "right")


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
    assert save_path_of(table.session) is not None and save_path_of(table.session).exists()


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
    saved = json.loads(save_path_of(table.session).read_text(encoding="utf-8"))
    assert saved == match_of(table.session).to_json()


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
    assert bad.read_bytes() == original and save_path_of(table.session).name == "autosave-1.json"


def test_rules_tables_are_drawn_as_tables_in_columns(app):
    rules = RulesScene(app, "shinobi")
    rules.lines = rules._layout("# T\n\n| Clan | Cards |\n|---|--:|\n| Oda | 11 |\n| Go-Hōjō | 11 |\n")
    cells = [piece for piece in rules.lines if piece.text != "T"]
    assert [c.text for c in cells] == ["Clan", "Cards", "Oda", "11", "Go-Hōjō", "11"]
    assert cells[0].bold and not cells[2].bold, "the header row is bold"
    assert cells[0].x == cells[2].x == cells[4].x
    assert cells[1].x > cells[4].x + 60 and cells[3].x == cells[5].x, "a right-aligned column lines up"
    assert cells[0].y < cells[2].y < cells[4].y
    lines = [rect for kind, rect, _, _ in rules.shapes if kind == "line"]
    assert sum(1 for rect in lines if rect.height == 0) >= 3, "rows are ruled"
    assert any(rect.width == 0 and rect.height > 0 for rect in lines), "columns are ruled"
    assert not any("|" in piece.text for piece in rules.lines)


def test_a_table_too_wide_for_the_page_wraps_its_cells(app):
    rules = RulesScene(app, "shinobi")
    long = " ".join(["word"] * 120)
    rules.lines = rules._layout(f"| A | B |\n|---|---|\n| short | {long} |\n")
    right_edge = max(piece.x + rules_width(piece) for piece in rules.lines)
    assert right_edge <= RulesScene.PAGE.width - 60
    assert len({piece.y for piece in rules.lines if "word" in piece.text}) > 3


def test_punctuation_after_an_italic_run_follows_it_without_a_gap(app):
    """A run of several italic words followed by a full stop: the stop sits right after the run's last letter
    (its slant measured once), as in the Shitennō rules' "(our reading: ... years with turns)."."""
    rules = RulesScene(app, "shinobi")
    rules.lines = rules._layout("Draw a card *(our reading: only in odd years, the only years with turns)*. The end.\n")
    italic = next(piece for piece in rules.lines if piece.italic)
    after = next(piece for piece in rules.lines if piece.text.startswith(".") and piece.y == italic.y)
    assert after.x == italic.x + advance(italic.text, italic.size, italic.bold, True)
    assert advance(italic.text, italic.size, False, True) <= rules_width(italic) - 2, "the slant is not counted"
    for name in ("shitenno", "shin", "ronin", "shinobi", "ninja-all-stars"):
        rules = RulesScene(app, name)
        for a, b in zip(rules.lines, rules.lines[1:], strict=False):
            if a.y == b.y and a.italic and b.text[:1] in ".,;:)":
                assert b.x - (a.x + advance(a.text, a.size, a.bold, True)) <= 0, (name, a.text, b.text)


def rules_width(piece) -> int:
    from ninjatable.ui.app.rulebook import style_font

    return style_font(piece.size, piece.bold, piece.italic).size(piece.text)[0]


def test_the_window_manager_is_told_the_smallest_window_a_person_can_play_at(home):
    """The table is played at four fifths of its size at least (1024x640): the window manager is told, a
    smaller size remembered from before opens at that size, and a resize below it is remembered as it."""
    assert SMALLEST_WINDOW == (1024, 640)
    home.mkdir(parents=True)
    (home / "settings.json").write_text('{"window_size": [400, 300]}', encoding="utf-8")
    app = App(Storage(home), Storage(home).load_settings())
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        assert tuple(window.minimum_size) == SMALLEST_WINDOW
        assert app.window.get_size() == SMALLEST_WINDOW
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=200, h=120, size=(200, 120)))
        frames(app)
        assert Storage(home).load_settings().window_size == SMALLEST_WINDOW
    finally:
        app.shutdown()


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


def test_seat_setup_says_in_one_line_what_a_chosen_value_is(app):
    """A game's note on a value (what a team is) is the choice's tooltip and is shown once it is chosen."""
    app.open_setup("ninja-all-stars")
    setup = app.scenes.top
    click_button(app, "param:team_2")
    chosen = setup.parameters["team_2"]
    note = setup.game.parameter_note("team_2", chosen)
    assert note and setup.noted == "team_2"
    assert setup.buttons.get("param:team_2").tooltip.startswith(note)
    assert setup.game.parameter_note("team_2", "no such team") == ""


def test_seat_setup_says_what_every_seats_team_is_before_anything_is_changed(app):
    app.open_setup("ninja-all-stars")
    setup = app.scenes.top
    notes = setup.side_notes()
    for seat in range(setup.count):
        team = setup.parameters[f"team_{seat + 1}"]
        assert any(setup.game.parameter_note(f"team_{seat + 1}", team) in note for note in notes)
    click_button(app, "param:challenge")
    assert setup.side_notes()[-1].endswith(setup.game.parameter_note("challenge", setup.parameters["challenge"]))


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
    assert table is not None and match_of(table.session).view(0).teams[1] == "water"


# --- saved games: every unfinished game kept, damaged files listed, nothing an old file does stops a new game --
def _save_game(home, seed: int, moves: int, name: str, mtime: float) -> Path:
    """An unfinished Shinobi save written by the engine itself, `moves` random commands in."""
    from ninjatable.ai.bots import make_bot
    from ninjatable.ai.runner import bot_step
    from ninjatable.engine.registry import get_game

    game = get_game("shinobi")
    match = Match(game, ["human", "easy", "easy"], seed)
    bots = {seat: make_bot(game, "random", seed + seat) for seat in range(3)}
    for _ in range(moves):
        assert bot_step(match, bots)
    path = home / "saves" / name
    match.save(path)
    os.utime(path, (mtime, mtime))
    return path


def test_every_crafted_save_shows_the_same_message_in_the_window_and_a_new_game_still_saves(app, home):
    """The table of crafted saves, through Resume: the window says what the command line says (file and
    problem), the file keeps its bytes, and with all of them lying in the saves folder a new game saves."""
    saves = home / "saves"
    written = {}
    for number, (name, content, words) in enumerate(CASES):
        path = write_case(saves, content, f"crafted-{number}.json")
        written[path] = contents(path)
        with pytest.raises(SaveError) as refused:
            Match.load(path)
        app.show_lobby()
        app.resume(path)
        message = app.scenes.top
        assert isinstance(message, MessageScene) and message.title == "The save cannot be read", name
        assert message.message == f"{refused.value.path}: {refused.value.problem}. The file was left as it is."
        assert words in message.message and str(path) in message.message
        frames(app)  # drawn without an error
    lobby = app.show_lobby()
    frames(app)
    assert not lobby.buttons.get("resume").enabled and lobby.buttons.get("saves").enabled
    app.open_saves()
    frames(app)
    table = app.new_match("shinobi", ["human", "random", "random"], 4, ai_inline=True)
    assert save_path_of(table.session) is not None and save_path_of(table.session).is_file()
    assert Match.load(save_path_of(table.session)).seed == 4
    assert all(contents(path) == before for path, before in written.items())


def test_resume_offers_the_newest_good_game_when_the_newest_file_is_damaged(app, home):
    good = _save_game(home, 3, 10, "autosave.json", time.time() - 600)
    (home / "saves" / "autosave-1.json").write_text("{", encoding="utf-8")
    lobby = app.show_lobby()
    frames(app)
    assert lobby.latest is not None and lobby.latest.path == good
    assert "Shinobi with Human, Easy AI, Easy AI; 10 orders given; saved today" in lobby.resume_info
    click_button(app, "resume")
    table = app.table()
    assert table is not None and save_path_of(table.session) == good and len(match_of(table.session).history) == 10


def test_the_lobby_describes_exactly_the_game_resume_opens(app, home):
    """The text beside Resume describes the game Resume opens: a newer save whose orders fail on replay is the
    one described, and Resume then says what is wrong with that file (never opening another game instead); back
    in the lobby, the text describes the next game, and Resume opens that one."""
    import json

    good = _save_game(home, 3, 10, "autosave.json", time.time() - 600)
    broken = home / "saves" / "autosave-1.json"
    data = json.loads(good.read_text(encoding="utf-8"))
    data["commands"] = data["commands"][:4] + [data["commands"][1]]  # an order that is not legal there
    broken.write_text(json.dumps(data), encoding="utf-8")
    lobby = app.show_lobby()
    frames(app)
    assert lobby.latest.path == broken and "5 orders given" in lobby.resume_info
    click_button(app, "resume")
    assert app.table() is None
    message = app.scenes.top
    assert isinstance(message, MessageScene) and message.title == "The save cannot be read"
    assert str(broken) in message.message and "command 5" in message.message
    lobby = app.show_lobby()
    frames(app)
    assert lobby.latest.path == good and "10 orders given" in lobby.resume_info
    assert "1 file in the saves folder cannot be read" in lobby.resume_info
    click_button(app, "resume")
    table = app.table()
    assert table is not None and save_path_of(table.session) == good and len(match_of(table.session).history) == 10
    assert not isinstance(app.scenes.top, MessageScene)
    (listed,) = [g for g in app.storage.unfinished() if g.path == broken]
    assert "command 5" in str(listed.problem)


def test_the_lobby_moves_to_the_history_only_games_that_replay_to_their_end(app, home):
    """A save's own word that it is over is not trusted: an unfinished game marked over stays in the saves."""
    import json

    unfinished = _save_game(home, 3, 10, "autosave.json", time.time() - 600)
    data = json.loads(unfinished.read_text(encoding="utf-8"))
    data["over"] = True
    unfinished.write_text(json.dumps(data), encoding="utf-8")
    app.show_lobby()
    assert unfinished.exists()
    assert not (home / "saves" / "history").exists() or not any((home / "saves" / "history").iterdir())


def test_a_new_game_keeps_every_unfinished_game_and_the_list_shows_them(app, home):
    first = app.new_match("shinobi", ["human", "random", "random"], 5, ai_inline=True)
    _play_to_my_deploy(app)
    first.session.autosave()
    kept = save_path_of(first.session).read_bytes()
    app.show_lobby()
    second = app.new_match("shinobi", ["human", "easy", "hard", "normal"], 6, ai_inline=True)
    assert save_path_of(second.session) != save_path_of(first.session) and save_path_of(second.session).is_file()
    assert save_path_of(first.session).read_bytes() == kept
    app.show_lobby()
    click_button(app, "saves")
    listing = app.scenes.top
    described = [describe_saved(game) for game in listing.games]
    assert len(described) == 2
    assert described[0].startswith("Shinobi with Human, Easy AI, Hard AI, Normal AI; 0 orders given; saved today")
    assert "Shinobi with Human, Random AI, Random AI;" in described[1]
    frames(app)


def test_play_on_the_command_line_keeps_the_unfinished_game(home, monkeypatch):
    monkeypatch.setenv("NINJATABLE_HOME", str(home))
    unfinished = _save_game(home, 3, 6, "autosave.json", time.time() - 60)
    kept = unfinished.read_bytes()
    from ninjatable.cli import main as cli
    from ninjatable.ui.app.window import App

    monkeypatch.setattr(App, "run", lambda self, max_frames=None: self.shutdown())
    assert cli.main(["play", "shinobi", "--seats", "human,easy,easy", "--seed", "9"]) == 0
    assert unfinished.read_bytes() == kept
    saved = sorted(p.name for p in (home / "saves").glob("*.json"))
    assert saved == ["autosave-1.json", "autosave.json"]
    assert Match.load(home / "saves" / "autosave-1.json").seed == 9


def test_a_saved_game_is_discarded_only_after_a_second_click(app, home):
    path = _save_game(home, 3, 4, "autosave.json", time.time())
    app.show_lobby()
    click_button(app, "saves")
    click_button(app, "discard:autosave.json")
    assert path.exists() and app.scenes.top.buttons.get("discard:autosave.json").label == "Really?"
    click_button(app, "discard:autosave.json")
    assert not path.exists() and app.scenes.top.games == []
    frames(app)


def test_two_saved_games_of_one_game_are_told_apart_by_their_arena_and_challenge(app, home):
    from ninjatable.engine.registry import get_game

    game = get_game("ninja-all-stars")
    Match(game, ["human", "easy"], 3, {"challenge": "champion", "arena": "nas_moon_temple"}).save(
        home / "saves" / "autosave.json")
    Match(game, ["human", "easy"], 4, {"challenge": "brawl"}).save(home / "saves" / "autosave-1.json")
    app.show_lobby()
    click_button(app, "saves")
    with text.recording() as drawn:
        app.draw()
    said = [piece.text for piece in drawn]
    assert "Arena: Moon Temple, Challenge: Champion, Initiative by: Janken" in said
    assert "Arena: Sakura Garden, Challenge: Brawl, Initiative by: Janken" in said
    assert not any("Team" in line for line in said), "each seat's team is not an option of the game"
    assert all(piece.fits for piece in drawn)


def test_a_finished_game_goes_to_the_history_and_stray_files_of_an_interrupted_save_are_cleaned(app, home):
    from ninjatable.ai.runner import bots_for, play_to_end
    from ninjatable.engine.registry import get_game

    match = Match(get_game("shinobi"), ["random"] * 3, 8)
    play_to_end(match, bots_for(match, 8))
    saves = home / "saves"
    match.save(saves / "autosave.json")
    old_tmp = saves / ".autosave-2.json.x1y2.tmp"
    new_tmp = saves / ".autosave-3.json.z9.tmp"
    reserved = saves / "autosave-4.json"
    for path in (old_tmp, new_tmp, reserved):
        path.write_bytes(b"" if path is reserved else b'{"format": 1')
    an_hour_ago = time.time() - 3600
    os.utime(old_tmp, (an_hour_ago, an_hour_ago))
    os.utime(reserved, (an_hour_ago, an_hour_ago))
    finished = (saves / "autosave.json").read_bytes()
    app.show_lobby()
    assert sorted(p.name for p in saves.iterdir()) == sorted(["history", new_tmp.name]), "a save being written now is left alone"
    (kept,) = (saves / "history").iterdir()
    assert kept.read_bytes() == finished, "a finished game is kept, unchanged, to be replayed"
    assert not app.storage.unfinished()


def test_a_huge_file_in_the_saves_folder_is_not_read(app, home):
    saves = home / "saves"
    saves.mkdir(parents=True)
    huge = saves / "autosave.json"
    with huge.open("wb") as handle:
        handle.truncate(200 * 1024 * 1024)  # sparse: 200 MB on paper
    tracemalloc.start()
    lobby = app.show_lobby()
    frames(app)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 20 * 1024 * 1024, f"{peak / 1e6:.0f} MB allocated to show the lobby"
    assert "too large to be a save (209.7 MB" in str(app.storage.unfinished()[0].problem)
    assert "cannot be read" in lobby.resume_info


@pytest.mark.parametrize("game_name", ["shi\x00nobi", "\ud800", "\x1b[31m\u202eevil"])
def test_a_strange_game_name_in_a_save_does_not_stop_the_lobby(app, home, game_name):
    saves = home / "saves"
    saves.mkdir(parents=True)
    (saves / "autosave.json").write_text(json.dumps({"format": 1, "game": game_name, "seats": ["human"],
                                                      "seed": 1, "commands": []}), encoding="utf-8")
    app.show_lobby()
    frames(app)
    click_button(app, "saves")
    frames(app)
    assert "unknown game" in str(app.scenes.top.games[0].problem)
    key(app, pygame.K_ESCAPE)
    click_button(app, "play:shinobi")
    assert isinstance(app.scenes.top, SetupScene)


def test_a_deeply_nested_autosave_does_not_stop_the_app_from_starting(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "autosave.json").write_text("[" * 200_000, encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", NINJATABLE_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "ninjatable", "--lobby-once"], capture_output=True, text=True,
                            env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("lobby drawn")


# --- a still screen is not redrawn -------------------------------------------------------------------------
def test_the_lobby_and_the_end_screen_are_drawn_only_when_something_changes(app):
    app.show_lobby()
    frames(app)
    drawn = app.frames_drawn
    frames(app, 30)
    assert app.frames_drawn == drawn, "nothing changed, nothing drawn"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 200), rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 5)
    assert app.frames_drawn == drawn + 1, "input draws once"
    app.open_settings()
    frames(app, 5)
    assert app.frames_drawn == drawn + 2, "a new screen draws once"

    def over(match):
        return match.state.is_over()

    table = app.start_match(find_match(over, ["random", "random", "random"]), ai_inline=True)
    frames(app, 3)
    assert isinstance(app.scenes.top, ResultsScene) and app.table() is table
    drawn = app.frames_drawn
    frames(app, 30)
    assert app.frames_drawn == drawn


def test_a_table_waiting_for_the_player_is_drawn_only_when_something_changes(app):
    table = app.new_match("shinobi", ["human", "random", "random"], 9, ai_inline=True)
    for _ in range(50):
        frames(app)
        if table.session.human_seat() == 0 and not table.needs_frame():
            break
    drawn = app.frames_drawn
    frames(app, 10)
    assert app.frames_drawn == drawn, "the player thinks: nothing is drawn"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 200), rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 5)
    assert app.frames_drawn == drawn + 1, "input draws once"


def test_the_main_loop_sleeps_until_input_on_a_still_screen(app, monkeypatch):
    waits = []
    real_wait = pygame.event.wait
    monkeypatch.setattr(pygame.event, "wait", lambda timeout: waits.append(timeout) or real_wait(1))
    app.show_lobby()
    app.run(max_frames=4)
    assert len(waits) >= 3 and all(timeout > 0 for timeout in waits)


# --- the window -------------------------------------------------------------------------------------------
def test_the_window_has_our_title_class_and_icon(app):
    assert pygame.display.get_caption()[0] == "ninjatable"
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "ninjatable"
    icon = app.icon
    assert icon.get_size() == (64, 64)
    assert icon.get_at((32, 32)).a == 255 and icon.get_at((0, 0)).a == 0, "a round icon on a clear square"
    colours = {tuple(icon.get_at((x, y)))[:3] for x in range(0, 64, 4) for y in range(0, 64, 4)}
    assert len(colours) > 5
    app.new_match("shinobi", ["human", "random", "random"], 9, ai_inline=True)
    assert pygame.display.get_caption()[0] == "Shinobi — ninjatable"
    app.show_lobby()
    assert pygame.display.get_caption()[0] == "ninjatable"


def test_the_shinobi_rules_speak_to_players_only():
    """No command names, file paths or words of the program in the document players read."""
    import re

    from ninjatable.games.shinobi.commands import COMMAND_TYPES
    from ninjatable.paths import rules_dir

    source = (rules_dir() / "shinobi.md").read_text(encoding="utf-8")
    blocks = markdown.parse(source)
    words = " ".join(b.text for b in blocks) + " ".join(markdown.plain(c) for b in blocks for r in b.rows for c in r)
    assert not any(span.code for b in blocks for span in b.spans)
    assert not re.search(r"\w+\.(py|json|tmx|md)\b|/\w+/", words)
    assert not re.search(r"\b(seed|seat|redact|parse)s?\b", words, re.IGNORECASE)
    kinds = {t.kind for t in COMMAND_TYPES if "-" in t.kind}
    assert not any(kind in words for kind in kinds)
    assert any(b.kind == "table" for b in blocks)


# --- no sentence is cut at 1280x800 ---------------------------------------------------------------------
def test_a_long_message_is_shown_whole_inside_its_panel(app):
    from ninjatable.ui import text

    message = "Something went wrong: " + " ".join(f"word{i}" for i in range(400)) + ". The end."
    scene = MessageScene(app, "Unexpected error", message, is_error=True)
    assert " ".join(scene.lines).split() == message.split(), "every word is shown"
    assert all(text.font(scene.size).size(line)[0] <= 800 for line in scene.lines)
    bottom = scene.panel.y + 100 + len(scene.lines) * (scene.size + 2)
    assert bottom <= scene.buttons.get("ok").rect.top and scene.panel.bottom <= 800
    app.scenes.push(scene)
    frames(app)


def test_a_long_explanation_on_the_end_screen_is_shown_whole():
    from ninjatable.ui import text

    lines = [f"Line {i}: " + "the tie is broken by the cards of the own clan in the own province " * 2
             for i in range(9)]
    size, wrapped = ResultsScene.fit_explanation(lines, 300)
    assert [" ".join(parts).split() for parts in wrapped] == [line.split() for line in lines]
    assert size < 24 and all(text.font(size).size(part)[0] <= 780 for parts in wrapped for part in parts)


def test_the_seat_setup_refusal_stays_inside_its_panel(app):
    from ninjatable.ui import text

    setup = app.open_setup("shinobi")
    setup.refusal = "Ninja All-Stars: two players may not play the same team; choose a different shrine for each."
    frames(app)
    assert all(text.font(24, True).size(line)[0] <= 280 for line in text.wrap(setup.refusal, 280, 24, bold=True))
