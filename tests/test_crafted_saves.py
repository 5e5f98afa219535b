"""Every crafted save we know of, with the message it must give. Each file is built here by the test itself.

For each one: loading raises a SaveError naming the file and the problem (and nothing else: no raw
exception); `ninjatable play shinobi --load FILE` exits with code 2 and prints one line with the file and the
problem, escaped (no NUL, escape code or right-to-left override reaches the terminal); the file keeps its
bytes. The window shows the same message (`tests/ui/test_app.py` runs this table through Resume).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from ninjatable.cli.main import main
from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import MAX_SAVE_BYTES, Match

SEATS = ["human", "easy", "easy"]


def save(**fields) -> bytes:
    """A Shinobi save whose fields are replaced by `fields` (a field set to ... is left out)."""
    data = {"format": 1, "game": "shinobi", "parameters": {}, "seats": SEATS, "seed": 7, "casual_undo": False,
            "commands": []}
    data.update(fields)
    return json.dumps({k: v for k, v in data.items() if v is not ...}).encode("utf-8")


def first_card(seed: int = 7) -> tuple[int, int, int]:
    """The seat on turn in the standard save, its first card and a province it may deploy to."""
    from ninjatable.engine.registry import get_game

    match = Match(get_game("shinobi"), SEATS, seed)
    seat = match.state.current
    return seat, match.state.hands[seat][0], (seat + 1) % 3


def command(text_of: Callable[[int, int, int], str]) -> bytes:
    seat, card, province = first_card()
    return save(commands=[[seat, text_of(seat, card, province)]])


def raw(text: str) -> bytes:
    return text.encode("utf-8")


def deep(depth: int) -> bytes:
    return b'{"format": 1, "game": "shinobi", "seats": ' + b"[" * depth + b"]" * depth + b"}"


#: (name, the file's bytes or a function that makes the file at a path, the words the message must hold).
CASES: list[tuple[str, bytes | Callable[[Path], None], str]] = [
    ("not JSON", raw("{not json"), "damaged JSON at line 1, column 2"),
    ("cut mid-write", save()[:40], "damaged JSON at line 1"),
    ("empty", b"", "the file is empty"),
    ("only spaces", b"  \n ", "the file is empty"),
    ("not UTF-8", b'{"format": 1, "game": "shinobi\xff"}', "not UTF-8 text"),
    ("a list", raw("[1, 2]"), "not a ninjatable save"),
    ("a number", raw("12"), "not a ninjatable save"),
    ("format 99", save(format=99), "unknown save format"),
    ("format 1.0", save(format=1.0), "unknown save format"),
    ("format true", save(format=True), "unknown save format"),
    ("format missing", save(format=...), "unknown save format"),
    ("unknown field", save(evil=1), "unknown field 'evil'"),
    ("game missing", save(game=...), "the field 'game' is missing"),
    ("game null", save(game=None), "the field 'game' must be a text, not null"),
    ("game a list", save(game=["shinobi"]), "the field 'game' must be a text, not a list"),
    ("unknown game", save(game="chess"), "unknown game 'chess'"),
    ("NUL in the game name", save(game="shi\x00nobi"), "unknown game 'shi\\x00nobi'"),
    ("lone surrogate in the game name", raw('{"format": 1, "game": "\\ud800", "seats": [], "seed": 1, '
                                            '"commands": []}'), "unknown game '\\ud800'"),
    ("escape codes in the game name", save(game="\x1b[2J\x1b[31mred\u202eevil"),
     "unknown game '\\x1b[2J\\x1b[31mred\\u202eevil'"),
    ("seats a text", save(seats="human"), "the field 'seats' must be a list, not a text"),
    ("no seats", save(seats=[]), "a game has 1 to 8 seats, this save has 0"),
    ("a seat a number", save(seats=["human", 3, "easy"]), "seat 2 is a whole number"),
    ("an unknown seat kind", save(seats=["human", "genius", "easy"]), "seat 2 is 'genius'"),
    ("two seats", save(seats=["human", "easy"]), "Shinobi is played by 3, 4, 5 players, not 2"),
    ("seed 7.0", save(seed=7.0), "the field 'seed' must be a whole number, not a decimal number"),
    ("seed a text", save(seed="7"), "the field 'seed' must be a whole number, not a text"),
    ("seed true", save(seed=True), "the field 'seed' must be a whole number, not true or false"),
    ("seed null", save(seed=None), "the field 'seed' must be a whole number, not null"),
    ("seed too large", save(seed=2 ** 70), "the seed is out of range"),
    ("seed of 4,300 digits", save(seed=int("9" * 4300)), "the seed is out of range"),
    ("number of 5,000 digits", raw('{"format": 1, "seed": ' + "7" * 5000 + "}"), "holds a value no save holds"),
    ("seed NaN", raw('{"format": 1, "game": "shinobi", "seats": [], "seed": NaN}'), "holds a value no save holds"),
    ("casual undo a text", save(casual_undo="yes"), "'casual_undo' must be true or false, not a text"),
    ("over a number", save(over=1), "'over' must be true or false, not a whole number"),
    ("parameters a list", save(parameters=[]), "the field 'parameters' must be an object, not a list"),
    ("parameters a text", save(parameters="arena"), "the field 'parameters' must be an object, not a text"),
    ("an unknown parameter", save(parameters={"arena": "../../x.tmx"}), "Shinobi has no parameter 'arena'"),
    ("a parameter holding a list", save(parameters={"arena": [1]}), "must be a single value, not a list"),
    ("commands an object", save(commands={}), "the field 'commands' must be a list, not an object"),
    ("a command without text", save(commands=[[0]]), "command 1 is not a [seat, text] pair"),
    ("a command seat true", save(commands=[[True, "deploy card=1 province=1"]]), "command 1 is not a [seat, text] pair"),
    ("a command seat 1.0", save(commands=[[1.0, "deploy card=1 province=1"]]), "command 1 is not a [seat, text] pair"),
    ("a command by a seat not at the table", save(commands=[[7, "deploy card=1 province=1"]]),
     "command 1 is given by seat 7, but the game has 3 seats"),
    ("a card 10.0", command(lambda s, c, p: f"deploy card={c}.0 province={p}"), "its card must be a whole number, not"),
    ("a card as text", command(lambda s, c, p: f'deploy card="{c}" province={p}'), "its card must be a whole number"),
    ("a card true", command(lambda s, c, p: f"deploy card=true province={p}"), "its card must be a whole number"),
    ("a card null", command(lambda s, c, p: f"deploy card=null province={p}"), "its card must be a whole number"),
    ("a list for a province", command(lambda s, c, p: f"deploy card={c} province=[{p}]"),
     "its province must be a whole number"),
    ("a card of 1,990 digits", command(lambda s, c, p: f"deploy card={'9' * 1990} province={p}"),
     "a command text is at most 2000 characters long"),
    ("a nested value", command(lambda s, c, p: f"deploy card={'[' * 900}{c}{']' * 900} province={p}"),
     "nested too deeply"),
    ("an unknown command", command(lambda s, c, p: "fly high=1"), "unknown command 'fly'"),
    ("a field given twice", command(lambda s, c, p: f"deploy card={c} card={c} province={p}"), "given twice"),
    ("an illegal command", command(lambda s, c, p: f"deploy card={c} province={s}"), "is not legal"),
    ("escape codes in a command", command(lambda s, c, p: "\x1b]0;owned\x07\u202e"), "'\\x1b]0;owned\\x07\\u202e'"),
    ("nesting thousands deep", deep(5000), "nested too deeply"),
    ("nesting a hundred thousand deep", raw("[" * 100_000), "nested too deeply"),
    ("too large", lambda path: path.write_bytes(b" " * (MAX_SAVE_BYTES + 1)), "too large to be a save"),
    ("a folder", lambda path: path.mkdir(), "this is not a file"),
]

IDS = [name for name, _, _ in CASES]


def write_case(folder: Path, content: bytes | Callable[[Path], None], name: str = "crafted.json") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    if callable(content):
        content(path)
    else:
        path.write_bytes(content)
    return path


def contents(path: Path) -> bytes | None:
    return path.read_bytes() if path.is_file() else None


@pytest.mark.parametrize("name, content, words", CASES, ids=IDS)
def test_a_crafted_save_gives_a_save_error_naming_the_file_and_the_problem(tmp_path, name, content, words):
    path = write_case(tmp_path, content)
    before = contents(path)
    with pytest.raises(SaveError) as refused:
        Match.load(path)
    assert refused.value.path == str(path)
    assert words in refused.value.problem, refused.value.problem
    assert refused.value.problem.isprintable(), "the message holds no control or format character"
    assert contents(path) == before


@pytest.mark.parametrize("name, content, words", CASES, ids=IDS)
def test_play_with_a_crafted_save_prints_one_line_and_exits_2(tmp_path, capsys, name, content, words):
    path = write_case(tmp_path, content)
    before = contents(path)
    assert main(["play", "shinobi", "--load", str(path)]) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1 and captured.out == ""
    assert str(path) in lines[0] and words in lines[0] and "Traceback" not in lines[0]
    assert lines[0].isprintable()
    assert contents(path) == before


def test_a_missing_save_is_named():
    with pytest.raises(SaveError, match="does not exist"):
        Match.load("no-such-save.json")


def test_a_path_with_escape_codes_is_printed_escaped(tmp_path, capsys):
    path = write_case(tmp_path, raw("{"), "\x1b[31mred\u202e.json")
    assert main(["play", "shinobi", "--load", str(path)]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\u202e" not in err and "\\x1b[31mred\\u202e.json" in err
