"""`replay FILE --seat N --to K --out x.png` renders a save at a command headless, and refuses a bad file, seat or
K with a clear message and exit code 2; the save is only read."""

from __future__ import annotations

import pygame
import pytest

from ninjatable.cli.main import main
from ninjatable.engine.match import Match

from .helpers import finished_match, game_or_skip, random_play


@pytest.fixture
def saves(tmp_path):
    game = game_or_skip("shinobi")
    done = finished_match(game, ["human", "random", "random"])
    going = Match(game, ["human", "normal", "easy"], 4)
    random_play(going, 4, lambda m: len(m.history) >= 12)
    paths = {"finished": tmp_path / "finished.json", "going": tmp_path / "going.json"}
    done.save(paths["finished"])
    going.save(paths["going"])
    return paths, {key: path.read_bytes() for key, path in paths.items()}, len(done.history)


def test_replay_renders_the_table_at_command_k_seen_by_a_seat(saves, tmp_path, capsys):
    paths, original, length = saves
    out = tmp_path / "at-30.png"
    assert main(["replay", str(paths["finished"]), "--seat", "1", "--to", "30", "--out", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 800)
    assert capsys.readouterr().out.strip() == (f"wrote {out} (1280x800, command 30 of {length}, seen by Player 2)")
    assert main(["replay", str(paths["going"]), "--out", str(tmp_path / "going.png")]) == 0
    assert "command 12 of 12, seen by Player 1" in capsys.readouterr().out
    assert {key: path.read_bytes() for key, path in paths.items()} == original


@pytest.mark.parametrize("args, message", [
    (["--seat", "3"], "--seat 3: There is no seat 3: the seats are 0 to 2."),
    (["--seat", "north"], "--seat takes a seat number from 0, 'everyone' or 'all', not 'north'"),
    (["--to", "-1"], "--to -1: this save has"),
    (["--to", "100000"], "--to 100000: this save has"),
])
def test_a_bad_seat_or_k_is_refused_with_exit_code_2(saves, tmp_path, capsys, args, message):
    paths, original, _ = saves
    out = tmp_path / "never.png"
    assert main(["replay", str(paths["finished"]), "--out", str(out), *args]) == 2
    assert message in capsys.readouterr().err
    assert not out.exists()


def test_an_unfinished_game_is_not_replayed_by_a_computer_seat_nor_every_seat(saves, tmp_path, capsys):
    paths, original, _ = saves
    for seat, message in (("1", "Player 2 is played by the computer and the game is not over"),
                          ("all", "Every seat's secrets are shown only once the game is over.")):
        assert main(["replay", str(paths["going"]), "--seat", seat, "--out", str(tmp_path / "x.png")]) == 2
        assert message in capsys.readouterr().err
    assert paths["going"].read_bytes() == original["going"]


def test_a_missing_or_damaged_save_is_named_with_exit_code_2(tmp_path, capsys):
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": 1, "game": "shinobi", "seats": [', encoding="utf-8")
    for path, problem in ((tmp_path / "missing.json", "the file does not exist"), (damaged, "damaged JSON")):
        assert main(["replay", str(path), "--out", str(tmp_path / "x.png")]) == 2
        err = capsys.readouterr().err
        assert str(path) in err and problem in err
    assert damaged.read_text(encoding="utf-8") == '{"format": 1, "game": "shinobi", "seats": ['
