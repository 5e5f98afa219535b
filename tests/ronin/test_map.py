"""The Tiled map of Japan: it loads into checked dataclasses, and a broken copy fails with a clear message."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ninjatable.engine.errors import MapError
from ninjatable.games.ronin.map import MAP_FILE, load_board
from ninjatable.paths import maps_dir

SOURCE = maps_dir() / MAP_FILE


def test_map_has_ten_regions_and_seventeen_cities():
    board = load_board()
    assert sorted(board.regions) == list(range(1, 11))
    assert len(board.cities) == 17


def test_each_region_touches_two_to_four_cities_and_each_city_one_to_three_regions():
    board = load_board()
    assert all(2 <= len(r.cities) <= 4 for r in board.regions.values())
    assert all(1 <= len(c.regions) <= 3 for c in board.cities.values())


def test_each_region_has_two_castle_spaces_and_a_horse_head_resource_space():
    board = load_board()
    for number in board.regions:
        assert len(board.castle_spaces[number]) == 2
        assert [s.horse_head for s in board.resource_spaces[number]] == [True, False, False]


def test_region_neighbours_go_both_ways():
    board = load_board()
    for region in board.regions.values():
        for other in region.neighbours:
            assert region.number in board.regions[other].neighbours


def test_cities_in_the_most_regions_are_never_mission_cities():
    from ninjatable.games.ronin.data import DATA

    board = load_board()
    most = max(len(c.regions) for c in board.cities.values())
    busiest = {c.name for c in board.cities.values() if len(c.regions) == most}
    assert busiest == {"Kyoto", "Nikko"}
    assert not any(set(m.cities) & busiest for m in DATA.missions.values())


def test_map_fits_the_table():
    board = load_board()
    for region in board.regions.values():
        assert all(0 <= x <= 1280 and 0 <= y <= 800 for x, y in region.polygon)


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = SOURCE.read_text(encoding="utf-8")
    assert old in text
    target = tmp_path / "broken.tmx"
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    return target


def test_broken_map_missing_layer_names_file_and_layer(tmp_path):
    path = _broken(tmp_path, 'name="castles"', 'name="forts"')
    with pytest.raises(MapError) as info:
        load_board(path)
    assert str(path) in str(info.value) and info.value.layer == "castles"
    assert "missing" in info.value.problem


def test_broken_map_city_in_unknown_region_is_named(tmp_path):
    path = _broken(tmp_path, '<property name="regions" value="1"/>', '<property name="regions" value="11"/>')
    with pytest.raises(MapError, match=re.escape("Kagoshima names an unknown region 11")) as info:
        load_board(path)
    assert info.value.layer == "cities"


def test_broken_map_one_sided_neighbour_is_named(tmp_path):
    path = _broken(tmp_path, '<property name="neighbours" value="2,3"/>', '<property name="neighbours" value="2"/>')
    with pytest.raises(MapError, match="not the other way round") as info:
        load_board(path)
    assert info.value.layer == "regions"


def test_broken_map_without_horse_head_is_named(tmp_path):
    path = _broken(tmp_path, '<property name="horse_head" type="bool" value="true"/>',
                   '<property name="horse_head" type="bool" value="false"/>')
    with pytest.raises(MapError, match="horse-head") as info:
        load_board(path)
    assert info.value.layer == "resources"


def test_unreadable_map_file_is_named(tmp_path):
    path = tmp_path / "bad.tmx"
    path.write_text("<map", encoding="utf-8")
    with pytest.raises(MapError, match="bad.tmx"):
        load_board(path)
