"""A game's parameters take only the values the game lists: through a match, a save and the command line an
unknown value (an arena file elsewhere on disk, an initiative rule that does not exist) is refused with the
allowed values, before the game is set up."""

from __future__ import annotations

import json

import pytest

from ninjatable.cli.main import main
from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import Match

from .tally import register


def save_with(tmp_path, parameters) -> str:
    path = tmp_path / "tally.json"
    path.write_text(json.dumps({"format": 1, "game": "tally", "parameters": parameters, "seats": ["human", "easy"],
                                "seed": 3, "commands": []}), encoding="utf-8")
    return str(path)


def test_an_unknown_initiative_rule_is_refused_with_the_allowed_ones(monkeypatch):
    game = register(monkeypatch)
    with pytest.raises(ValueError, match="initiative 'coin' is not one of janken, affinity"):
        Match(game, ["human", "easy"], 1, {"initiative": "coin"})
    assert Match(game, ["human", "easy"], 1, {"initiative": "affinity"}).parameters["initiative"] == "affinity"


@pytest.mark.parametrize("arena", ["../../etc/passwd.tmx", "/tmp/elsewhere.tmx", "nas_arena.tmx", "garden\x00"])
def test_a_save_cannot_point_the_arena_at_a_file_the_game_does_not_list(monkeypatch, tmp_path, arena):
    register(monkeypatch)
    path = save_with(tmp_path, {"arena": arena})
    with pytest.raises(SaveError) as refused:
        Match.load(path)
    assert refused.value.path == path
    assert "is not one of garden, temple" in refused.value.problem
    assert "\x00" not in str(refused.value)


@pytest.mark.parametrize("parameters, problem", [
    ({"initiative": "coin"}, "initiative 'coin' is not one of janken, affinity"),
    ({"initiative": 1}, "initiative '1' is not one of janken, affinity"),
    ({"goal": 3}, "Goal '3' cannot be chosen (it is 10)"),
    ({"goal": 10.0}, "Goal '10.0' cannot be chosen"),
    ({"colour": "red"}, "has no parameter 'colour'"),
    ([], "'parameters' must be an object, not a list"),
    ({"arena": ["garden"]}, "must be a single value, not a list"),
])
def test_a_save_with_a_parameter_the_game_does_not_offer_names_the_file(monkeypatch, tmp_path, parameters, problem):
    register(monkeypatch)
    path = save_with(tmp_path, parameters)
    with pytest.raises(SaveError) as refused:
        Match.load(path)
    assert refused.value.path == path and problem in refused.value.problem


def test_the_command_line_refuses_an_unknown_option_value_with_the_allowed_ones(monkeypatch, capsys):
    register(monkeypatch)
    assert main(["simulate", "tally", "--seats", "random,random", "--games", "1", "--option", "initiative=coin"]) == 2
    err = capsys.readouterr().err
    assert "option initiative cannot be 'coin' (allowed: janken, affinity)" in err
    assert main(["play", "tally", "--seats", "human,easy", "--option", "arena=../x.tmx"]) == 2
    assert "option arena cannot be '../x.tmx' (allowed: garden, temple)" in capsys.readouterr().err


def test_a_save_with_an_unknown_initiative_rule_is_refused_by_play(monkeypatch, tmp_path, capsys):
    register(monkeypatch)
    path = save_with(tmp_path, {"initiative": "coin"})
    assert main(["play", "tally", "--load", path]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and path in err[0] and "initiative 'coin' is not one of janken, affinity" in err[0]
