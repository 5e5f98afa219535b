"""The command line: simulate's JSON, screenshots, play's refusal of damaged saves, the start-up path."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame
import pytest

from ninjatable.cli.main import main


def _last_json(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


def test_simulate_prints_one_json_object_last(capsys):
    assert main(["simulate", "shinobi", "--seats", "random,easy,random", "--games", "3", "--seed", "5"]) == 0
    summary = _last_json(capsys.readouterr().out)
    assert summary["game"] == "shinobi" and summary["games"] == 3
    assert summary["seats"] == ["random", "easy", "random"]
    assert len(summary["wins"]) == 3 and sum(summary["wins"]) >= 3
    assert len(summary["mean_scores"]) == 3
    assert summary["errors"] == 0 and summary["draws"] <= 3
    assert summary["mean_commands"] > 0 and summary["games_per_s"] > 0


def test_simulate_in_parallel_gives_the_same_results(capsys):
    args = ["simulate", "shinobi", "--seats", "random,random,easy,random", "--games", "4", "--seed", "9"]
    assert main(args) == 0
    alone = _last_json(capsys.readouterr().out)
    assert main(args + ["--jobs", "2"]) == 0
    parallel = _last_json(capsys.readouterr().out)
    for field in ("wins", "mean_scores", "draws", "errors", "mean_commands"):
        assert alone[field] == parallel[field]


def test_simulate_names_where_a_failing_game_raised_and_exits_non_zero(capsys, monkeypatch):
    from ninjatable.ai import runner

    def broken(match, bots):
        assert match.history == ["never"], ""

    monkeypatch.setattr(runner, "play_to_end", broken)
    assert main(["simulate", "shinobi", "--seats", "random,random,random", "--games", "2", "--seed", "5"]) == 1
    captured = capsys.readouterr()
    assert "game with seed 5 failed: AssertionError:" in captured.err
    assert "(at test_cli.py:" in captured.err and "in broken)" in captured.err
    assert _last_json(captured.out)["errors"] == 2


def test_simulate_refuses_an_unknown_seat_kind(capsys):
    assert main(["simulate", "shinobi", "--seats", "random,human,random", "--games", "1"]) == 2
    assert "unknown seat kind 'human'" in capsys.readouterr().err


def test_screenshot_writes_a_1280x800_png(tmp_path):
    out = tmp_path / "table.png"
    assert main(["screenshot", "shinobi", "--out", str(out), "--seed", "3", "--moves", "12"]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 800)


def test_screenshot_of_a_finished_game_shows_the_results(tmp_path):
    out = tmp_path / "end.png"
    assert main(["screenshot", "shinobi", "--out", str(out), "--seats", "random,random,random", "--moves",
                 "1000"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 800)


def test_play_with_a_damaged_save_names_the_file_and_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    assert main(["play", "shinobi", "--load", str(bad)]) == 2
    err = capsys.readouterr().err
    assert str(bad) in err and "Traceback" not in err
    assert bad.read_text(encoding="utf-8") == "{ not json"


def test_play_refuses_an_unknown_game(capsys):
    assert main(["play", "go"]) == 2
    assert "unknown game 'go'" in capsys.readouterr().err


def test_play_refuses_a_wrong_seat_count(capsys):
    assert main(["play", "shinobi", "--seats", "human,easy"]) == 2
    assert "Shinobi is played by 3, 4, 5 players, not 2" in capsys.readouterr().err


@pytest.mark.parametrize("args", [["--lobby-once"]])
def test_the_lobby_comes_up_in_a_fresh_process_without_importing_games(args, tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", NINJATABLE_HOME=str(tmp_path))
    code = ("import sys, runpy; sys.argv=['ninjatable', '--lobby-once']\n"
            "from ninjatable.cli.main import main; main(['--lobby-once'])\n"
            "print(sorted(m for m in sys.modules if m.startswith('ninjatable.games.')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert lines[0].startswith("lobby drawn")
    assert lines[-1] == "[]"


@pytest.mark.slow
def test_bench_prints_its_figures_as_json_last(capsys):
    assert main(["bench", "--quick"]) == 0
    report = _last_json(capsys.readouterr().out)
    assert report["startup_ms"] > 0
    shinobi = report["games"]["shinobi"]
    assert shinobi["frame_ms"] > 0 and shinobi["ai_ms"] > 0 and shinobi["playouts_per_s"] > 0
    assert shinobi["turn_ms"] > 0
    assert 0 <= shinobi["idle_cpu_percent"] < 100
    assert 0 <= shinobi["p95_wait_s"] <= shinobi["longest_wait_s"] and "5 players" in shinobi["wait_table"]


def test_screenshot_sets_the_dummy_video_driver_itself(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env["NINJATABLE_HOME"] = str(tmp_path / "home")
    out = tmp_path / "shot.png"
    result = subprocess.run([sys.executable, "-m", "ninjatable", "screenshot", "shinobi", "--out", str(out),
                             "--moves", "5"], capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert pygame.image.load(str(out)).get_size() == (1280, 800)
    assert not (tmp_path / "home").exists()


@pytest.mark.parametrize("out, moves, words", [
    ("table.txt", "3", "a screenshot is a PNG file, so the name must end in .png"),
    ("table", "3", "must end in .png"),
    ("a-file/table.png", "3", "a-file is a file, not a folder"),
    ("a-file/deeper/table.png", "3", "a-file is a file, not a folder"),
    ("a-folder.png", "3", "this is a folder"),
    ("table.png", "-5", "--moves is the number of commands to play first: 0 or more, not -5"),
])
def test_screenshot_refuses_a_bad_out_or_moves_with_a_clear_message(tmp_path, capsys, monkeypatch, out, moves, words):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    (tmp_path / "a-folder.png").mkdir()
    before = sorted(p.name for p in tmp_path.iterdir())
    assert main(["screenshot", "shinobi", "--out", out, "--moves", moves]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    assert (tmp_path / "a-file").read_text(encoding="utf-8") == "not a folder"


def test_what_the_command_line_prints_is_escaped(capsys):
    assert main(["play", "\x1b[2J\u202eevil\x00"]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\u202e" not in err and "\x00" not in err
    assert "unknown game '\\x1b[2J\\u202eevil\\x00'" in err


def test_play_refuses_an_unknown_option_with_the_known_ones(capsys):
    assert main(["play", "shinobi", "--option", "arena=../../x.tmx"]) == 2
    assert "Shinobi has no option 'arena' (options: none)" in capsys.readouterr().err


def test_play_refuses_a_seed_out_of_range(capsys):
    assert main(["play", "shinobi", "--seed", str(2 ** 64)]) == 2
    assert "the seed must be a whole number below 2^63" in capsys.readouterr().err


def test_screenshot_and_replay_leave_no_temporary_folder_behind(tmp_path, monkeypatch):
    import tempfile

    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    shot = tmp_path / "shot.png"
    assert main(["screenshot", "shinobi", "--out", str(shot), "--moves", "5"]) == 0
    assert list(scratch.iterdir()) == []
    from ninjatable.cli.screenshot import advanced_match

    save = tmp_path / "game.json"
    advanced_match("shinobi", ["human", "easy", "easy"], 3, 12).save(save)
    assert main(["replay", str(save), "--out", str(tmp_path / "replay.png"), "--seat", "everyone"]) == 0
    assert list(scratch.iterdir()) == []


def test_play_prints_no_pygame_banner(tmp_path):
    """`play` imports the window before opening it: the greeting of pygame must not reach the terminal."""
    code = ("import sys, ninjatable.cli.main as a, ninjatable.cli.window as w\n"
            "w.open_app = lambda: sys.exit(0)\n"
            "sys.exit(a.main(['play', 'shinobi', '--seats', 'human,easy,easy', '--seed', '1']))\n")
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    env.update(SDL_VIDEODRIVER="dummy", NINJATABLE_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "pygame" not in done.stdout.lower()


def test_a_map_that_is_a_pipe_is_named_as_no_regular_file(tmp_path):
    from ninjatable.engine.errors import MapError
    from ninjatable.engine.tiled import load_tmx
    from ninjatable.games.ninja_all_stars.map import check_map_file

    pipe = tmp_path / "arena.tmx"
    os.mkfifo(pipe)
    for reader in (load_tmx, check_map_file):
        with pytest.raises(MapError) as refused:
            reader(pipe)
        assert "not a regular file" in str(refused.value) and "does not exist" not in str(refused.value)
    missing = tmp_path / "gone.tmx"
    with pytest.raises(MapError, match="does not exist"):
        load_tmx(missing)
