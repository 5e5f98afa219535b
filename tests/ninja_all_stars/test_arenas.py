"""The tournament grounds are Tiled maps in maps/: each loads headless, a broken one names the file, the
layer and the problem, and a new valid map appears in the setup screen."""

from __future__ import annotations

import shutil

import pytest

from ninjatable.engine.errors import MapError
from ninjatable.engine.tiled import load_tmx
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars import map as arena_module
from ninjatable.games.ninja_all_stars.map import arena_files, load_arena
from ninjatable.paths import maps_dir


@pytest.mark.parametrize("path", arena_files(), ids=lambda p: p.name)
def test_every_arena_in_maps_loads_headless(path):
    tmx = load_tmx(path)
    arena = load_arena(path)
    assert (arena.width, arena.height) == (tmx.width, tmx.height)
    assert set(arena.zones) == {"north", "east", "south", "west"}
    assert all(len(z.deployment_squares) >= 5 for z in arena.zones.values())
    assert any(t.elevated for row in arena.terrain for t in row)
    assert all(sq in arena.element_of for y, row in enumerate(arena.terrain)
               for x, t in enumerate(row) if t.elevated for sq in [(x, y)])


def test_two_tournament_grounds_exist():
    assert len(arena_files()) >= 2


def _copy_maps(tmp_path, name="nas_sakura_garden.tmx"):
    for extra in ("nas_terrain.tsx", "nas_terrain.png"):
        shutil.copy(maps_dir() / extra, tmp_path / extra)
    target = tmp_path / name
    shutil.copy(maps_dir() / "nas_sakura_garden.tmx", target)
    return target


def test_broken_map_missing_layer_names_file_and_layer(tmp_path):
    target = _copy_maps(tmp_path, "nas_broken.tmx")
    text = target.read_text(encoding="utf-8")
    start = text.index('<objectgroup id="4" name="zones">')
    end = text.index("</objectgroup>", start) + len("</objectgroup>")
    target.write_text(text[:start] + text[end:], encoding="utf-8")
    with pytest.raises(MapError) as info:
        load_arena(target)
    assert info.value.layer == "zones" and "nas_broken.tmx" in str(info.value)


def test_broken_map_unknown_terrain(tmp_path):
    target = _copy_maps(tmp_path, "nas_lava.tmx")
    tsx = tmp_path / "nas_terrain.tsx"
    tsx.write_text(tsx.read_text(encoding="utf-8").replace('value="difficult"', 'value="lava"'), encoding="utf-8")
    with pytest.raises(MapError, match="unknown terrain 'lava'") as info:
        load_arena(target)
    assert info.value.layer == "terrain"


def test_broken_map_zone_off_the_grid(tmp_path):
    target = _copy_maps(tmp_path, "nas_off.tmx")
    text = target.read_text(encoding="utf-8").replace('name="east edge" type="deployment_zone" x="448"',
                                                      'name="east edge" type="deployment_zone" x="640"')
    target.write_text(text, encoding="utf-8")
    with pytest.raises(MapError, match="off the grid") as info:
        load_arena(target)
    assert info.value.layer == "zones"


def test_new_valid_map_appears_in_setup_screen(tmp_path, monkeypatch):
    _copy_maps(tmp_path, "nas_sakura_garden.tmx")
    shutil.copy(maps_dir() / "nas_sakura_garden.tmx", tmp_path / "nas_night_garden.tmx")
    (tmp_path / "nas_broken.tmx").write_text("<map>", encoding="utf-8")
    monkeypatch.setattr(arena_module, "maps_dir", lambda: tmp_path)
    choices = GAME.parameter_choices(2)
    assert choices["arena"][0] == "nas_sakura_garden"
    assert "nas_night_garden" in choices["arena"] and "nas_broken" not in choices["arena"]
    assert "nas_broken.tmx" in GAME.parameter_problems(2)["arena"]["nas_broken"]
    state = GAME.new_state(2, 1, {"arena": "nas_night_garden"})
    assert state.arena.key == "nas_night_garden"


def test_parameter_choices_offer_challenges_teams_and_initiative():
    choices = GAME.parameter_choices(2)
    assert choices["challenge"] == ["brawl", "search"]
    assert choices["team_1"][0] == "fire" and choices["team_2"][0] == "water"
    assert choices["initiative"] == ["janken", "affinity"]
    assert "team_3" in GAME.parameter_choices(3)
