"""The tournament grounds are Tiled maps: each shipped one loads headless; a broken one names the file, the
layer and the problem, is listed with that problem and cannot be played; nothing in a map file can make the app
read without bound; the players' own maps appear beside the shipped ones; a save can only name a listed arena."""

from __future__ import annotations

import importlib.util
import shutil
import time
from pathlib import Path

import pytest

from ninjatable.ai.bots import SearchBudget, make_bot
from ninjatable.ai.knowledge import knowledge_of
from ninjatable.ai.runner import bots_for, play_to_end
from ninjatable.engine.errors import MapError, SaveError
from ninjatable.engine.match import Match
from ninjatable.engine.rng import Rng
from ninjatable.engine.tiled import load_tmx
from ninjatable.games.ninja_all_stars import GAME, caches
from ninjatable.games.ninja_all_stars import ai as ai_module
from ninjatable.games.ninja_all_stars import map as arena_module
from ninjatable.games.ninja_all_stars.map import LARGEST, LARGEST_FILE, SMALLEST, arena_files, load_arena
from ninjatable.paths import maps_dir, user_maps_dir
from tests.ninja_all_stars.helpers import arena_text, write_arena


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
    assert choices["challenge"] == ["brawl", "search", "assassination", "messenger", "champion", "king-of-the-hill",
                                    "infiltration", "capture-the-medal"]
    assert choices["team_1"][0] == "fire" and choices["team_2"][0] == "water"
    assert choices["initiative"] == ["janken", "affinity"]
    assert "team_3" in GAME.parameter_choices(3)


# --- arenas that cannot break the app ---------------------------------------------------------------------------
def _never_loaded(monkeypatch):
    """Fail the test if a map reaches the full reader (the checks must stop it first)."""
    def refuse(path):
        raise AssertionError(f"{path} was read in full before its sizes were checked")

    monkeypatch.setattr(arena_module, "load_tmx", refuse)


def _refused(path, monkeypatch=None) -> MapError:
    if monkeypatch is not None:
        _never_loaded(monkeypatch)
    with pytest.raises(MapError) as info:
        load_arena(path)
    assert path.name in str(info.value)
    return info.value


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "NaN", "1e400"])
def test_an_object_at_a_coordinate_that_is_not_a_finite_number_is_refused(tmp_path, value, monkeypatch):
    text = arena_text().replace('name="rock" type="rock" x="224"', f'name="rock" type="rock" x="{value}"')
    error = _refused(write_arena(tmp_path, "nas_nan.tmx", text), monkeypatch)
    assert error.layer == "elements" and "finite" in error.problem and "rock" in error.problem


def test_a_tile_width_of_zero_is_refused(tmp_path, monkeypatch):
    text = arena_text().replace('tilewidth="32" tileheight="32" infinite', 'tilewidth="0" tileheight="32" infinite')
    error = _refused(write_arena(tmp_path, "nas_flat.tmx", text), monkeypatch)
    assert "tilewidth" in error.problem


def test_a_short_row_of_tile_data_is_refused_naming_the_layer(tmp_path, monkeypatch):
    text = arena_text()
    start = text.index('<data encoding="csv">') + len('<data encoding="csv">\n')
    text = text[:start] + text[start:].replace("0,", "", 1)
    error = _refused(write_arena(tmp_path, "nas_short.tmx", text), monkeypatch)
    assert error.layer == "terrain" and "224 tiles" in error.problem and "225" in error.problem


def test_a_folder_named_like_a_map_is_listed_with_its_problem_and_cannot_be_played(tmp_path, monkeypatch):
    user_maps = user_maps_dir()
    write_arena(user_maps, "nas_fine.tmx")
    (user_maps / "nas_folder.tmx").mkdir()
    error = _refused(user_maps / "nas_folder.tmx")
    assert "folder" in error.problem
    assert "nas_fine" in GAME.parameter_choices(2)["arena"]
    assert "folder" in GAME.parameter_problems(2)["arena"]["nas_folder"]
    with pytest.raises(ValueError, match="folder"):
        Match(GAME, ["random", "random"], 1, {"arena": "nas_folder"})


@pytest.mark.parametrize("width", ["1e12", "1000000000000", "-3", "15.5"])
def test_an_absurd_width_is_refused_before_anything_large_is_read(tmp_path, width, monkeypatch):
    text = arena_text().replace('width="15" height="15" tilewidth', f'width="{width}" height="15" tilewidth')
    started = time.process_time()
    error = _refused(write_arena(tmp_path, "nas_wide.tmx", text), monkeypatch)
    assert "width" in error.problem or "dots" in error.problem
    assert time.process_time() - started < 5, "the refusal came only after a long time"


def test_a_map_file_too_large_for_any_ground_is_refused_unread(tmp_path, monkeypatch):
    path = write_arena(tmp_path, "nas_huge.tmx", arena_text() + " " * LARGEST_FILE)
    error = _refused(path, monkeypatch)
    assert "bytes" in error.problem


def test_a_ground_larger_than_the_largest_the_game_supports_is_refused_with_the_reason(tmp_path):
    error = _refused(write_arena(tmp_path, "nas_vast.tmx", width=LARGEST + 1, height=LARGEST))
    assert f"{LARGEST + 1}x{LARGEST}" in error.problem and f"{SMALLEST} to {LARGEST}" in error.problem
    text = arena_text(30, 30).replace('width="30" height="30" tilewidth', 'width="500" height="500" tilewidth')
    assert "500x500" in _refused(write_arena(tmp_path, "nas_500.tmx", text)).problem


def test_the_largest_ground_plays_and_its_first_placement_stays_small_for_the_search():
    """On the largest ground the first placement offers a bounded number of places, and the search weighs only
    a short list of them (the thousands of placements are never listed in its sampled worlds)."""
    write_arena(user_maps_dir(), "nas_largest.tmx", width=LARGEST, height=LARGEST)
    match = Match(GAME, ["random", "random"], 4, {"arena": "nas_largest"})
    while match.state.phase == "janken":
        for seat in match.state.to_act():
            match.submit(seat, match.state.legal_commands(seat)[0 if seat else 1])
    seat = match.state.to_act()[0]
    legal = match.state.legal_commands(seat)
    assert match.state.phase == "markers" and len(legal) <= 7 * (LARGEST - 4) ** 2 + 1
    knowledge = knowledge_of(GAME)
    short = knowledge.search_commands(knowledge.determinize(match.redacted(seat), seat, Rng(1)), seat)
    assert 1 <= len(short) <= 4 and set(short) <= set(legal)
    bot = make_bot(GAME, "normal", 3, SearchBudget(iterations=60, seconds=float("inf")))
    assert bot.choose(match.redacted(seat), seat) in legal
    play_to_end(match, bots_for(match, 4))
    assert match.state.is_over()


def test_arenas_in_the_players_maps_folder_appear_in_the_arena_choice_and_play():
    write_arena(user_maps_dir(), "nas_my_garden.tmx", arena_text(title="My Garden"))
    choices = GAME.parameter_choices(3)["arena"]
    assert choices[0] == "nas_sakura_garden" and "nas_my_garden" in choices
    assert GAME.parameter_label("arena", "nas_my_garden") == "My Garden"
    match = Match(GAME, ["random"] * 3, 2, {"arena": "nas_my_garden", "team_3": "earth"})
    play_to_end(match, bots_for(match, 2))
    assert match.state.is_over()


def test_a_players_map_with_a_shipped_name_does_not_replace_the_shipped_one():
    write_arena(user_maps_dir(), "nas_sakura_garden.tmx", arena_text(title="Impostor"))
    assert GAME.parameter_label("arena", "nas_sakura_garden") == "Sakura Garden"
    assert any("ships with the game" in reason for reason in GAME.parameter_problems(2)["arena"].values())


@pytest.mark.parametrize("arena", ["../x.tmx", "/etc/passwd", "nas_sakura_garden.tmx", "nas_missing", 17])
def test_a_save_can_only_name_an_arena_the_app_lists(tmp_path, arena):
    save = Match(GAME, ["random", "random"], 5).to_json()
    save["parameters"]["arena"] = arena
    with pytest.raises(SaveError, match="arena") as info:
        Match.from_json(save, "old.json")
    assert "nas_sakura_garden" in info.value.problem  # the reason names the arenas there are


def test_a_broken_players_map_is_listed_with_the_file_the_layer_and_the_problem(tmp_path):
    text = arena_text()
    start = text.index('<objectgroup id="4" name="zones">')
    end = text.index("</objectgroup>", start) + len("</objectgroup>")
    write_arena(user_maps_dir(), "nas_zoneless.tmx", text[:start] + text[end:])
    reason = GAME.parameter_problems(2)["arena"]["nas_zoneless"]
    assert "nas_zoneless.tmx" in reason and "zones" in reason and "missing" in reason
    assert "nas_zoneless" not in GAME.parameter_choices(2)["arena"]


def test_the_caches_of_the_rules_are_bounded():
    """Memory stays bounded however many games one process plays: every cache of the ground code is declared in
    `caches.py` with a size limit and what makes its answers wrong, and no module keeps answers otherwise."""
    for bound in caches.DECLARED:
        assert 0 < bound.size <= 100_000 and bound.holds and bound.invalidated_by, bound.name
    assert len({bound.name for bound in caches.DECLARED}) == len(caches.DECLARED)
    for name, function in caches.FUNCTIONS.items():
        assert function.cache_info().maxsize == next(b.size for b in caches.DECLARED if b.name == name)
    for name, table in caches.MEMOS.items():
        assert table.bound.name == name and len(table) <= table.bound.size
    ground = Path(caches.__file__).parent
    for path in [*ground.glob("*.py"), *ground.glob("rules/*.py")]:
        if path.name != "caches.py":
            text = path.read_text(encoding="utf-8")
            assert "lru_cache" not in text and "functools.cache" not in text, f"{path.name} keeps answers itself"
    assert arena_module.read_arena.cache_info().maxsize is not None
    assert ai_module.SEARCH_CACHE_SIZE <= 50_000


def test_a_memo_is_emptied_when_it_holds_its_bound():
    table = caches.Memo(caches.Bound("test", "numbers", 3, caches.NEVER))
    for number in range(10):
        table.keep(number, number)
        assert len(table) <= 3
    assert table[9] == 9


def test_writing_the_grounds_again_keeps_each_maps_objectives_layer(tmp_path, monkeypatch):
    """`tools/nas_maps.py` writes the shipped grounds from its drawings; the objectives layer is drawn in Tiled:
    written over the shipped maps, every file comes out as it was."""
    spec = importlib.util.spec_from_file_location("nas_maps", Path(__file__).parents[2] / "tools" / "nas_maps.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    shutil.copytree(maps_dir(), tmp_path / "maps")
    monkeypatch.setattr(script, "MAPS", tmp_path / "maps")
    monkeypatch.setattr("sys.argv", ["nas_maps.py"])
    script.main()
    for path in arena_files():
        assert (tmp_path / "maps" / path.name).read_text(encoding="utf-8") == path.read_text(encoding="utf-8")
