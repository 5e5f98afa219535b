"""Hint counts live in the save: a resumed game still knows them, and saves from before hints still load."""

from __future__ import annotations

import json

import pytest

from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game


def _match() -> Match:
    return Match(get_game("shinobi"), ["human", "random", "random"], 5)


def test_a_save_without_hints_writes_no_hint_field_and_loads_with_none_used(tmp_path):
    match = _match()
    data = match.to_json()
    assert "hints" not in data
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert Match.load(path).hints == [0, 0, 0]


def test_hints_used_survive_save_and_load(tmp_path):
    match = _match()
    match.hints[0] = 3
    path = tmp_path / "game.json"
    match.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["hints"] == [3, 0, 0]
    assert Match.load(path).hints == [3, 0, 0]


@pytest.mark.parametrize("hints", [[1, 2], "3", [1, -1, 0], [1.0, 0, 0], [True, 0, 0]])
def test_a_damaged_hint_count_is_refused_naming_the_field(tmp_path, hints):
    data = _match().to_json()
    data["hints"] = hints
    with pytest.raises(SaveError) as refused:
        Match.from_json(data, "x.json")
    assert "'hints'" in refused.value.problem
