"""The board of Shitennō is a Tiled map: it loads into the game's own dataclasses, says what the published board
says, draws a recognisable Japan, is only read when a game needs it, and a broken map names the file, the layer
and the problem."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ninjatable.engine.errors import MapError
from ninjatable.games.shitenno.map import MAP_FILE, board, load_board
from ninjatable.paths import maps_dir

SOURCE = maps_dir() / MAP_FILE

PUBLISHED = {
    "chugoku": ("Chūgoku", (3, 4, 6, 9), 2, "samurai"),
    "chubu": ("Chūbu", (3, 4, 6, 9), 2, "shinobi"),
    "hokkaido": ("Hokkaidō", (3, 4, 6, 9), 2, "sohei"),
    "kyushu": ("Kyūshū", (3, 4, 6, 9), 2, "bushi"),
    "tohoku": ("Tōhoku", (5, 6, 8, 11), 3, "bushi"),
    "shikoku": ("Shikoku", (5, 6, 8, 11), 3, "sohei"),
    "kansai": ("Kansai", (5, 6, 8, 11), 3, "shinobi"),
    "kanto": ("Kantō", (5, 6, 8, 11), 3, "samurai"),
}


def test_the_board_has_the_eight_provinces_with_their_favour_symbols_and_troops():
    found = board()
    assert set(found.keys) == set(PUBLISHED)
    for key, (name, favour, symbols, troop) in PUBLISHED.items():
        province = found.province(key)
        assert (province.name, province.favour, province.symbols, province.troop) == (name, favour, symbols, troop)
        assert [slot.number for slot in province.slots] == [1, 2, 3, 4]


def test_bribes_rise_slot_by_slot_and_kanto_slot_two_costs_six():
    found = board()
    for province in found.provinces:
        bribes = [slot.bribe for slot in province.slots]
        assert bribes == sorted(bribes) and len(set(bribes)) == 4
    assert found.province("kanto").slots[1].bribe == 6


def test_the_track_runs_from_0_to_99_around_the_edge():
    found = board()
    assert len(found.track) == 100
    xs = [x for x, _ in found.track]
    ys = [y for _, y in found.track]
    assert min(xs) < 20 and max(xs) > found.width - 20 and min(ys) < 20 and max(ys) > found.height - 20
    assert {name for name, _ in found.places} == {"troop_deck", "troop_discard", "koku_deck", "koku_discard"}


def centre(key: str) -> tuple[float, float]:
    points = board().province(key).polygon
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


def test_japan_runs_from_hokkaido_in_the_north_east_to_kyushu_in_the_south_west():
    chain = ["kyushu", "chugoku", "kansai", "chubu", "kanto", "tohoku", "hokkaido"]
    xs = [centre(key)[0] for key in chain]
    ys = [centre(key)[1] for key in chain]
    assert xs[0] < xs[2] < xs[3] < xs[5] < xs[6], "west to east"
    assert ys[0] > ys[3] > ys[5] > ys[6], "south to north"
    assert centre("shikoku")[1] > centre("chugoku")[1] and centre("kansai")[0] > centre("shikoku")[0]


def test_the_file_is_a_tiled_map_with_polygons_in_object_layers_and_typed_properties():
    root = ET.parse(SOURCE).getroot()
    assert root.tag == "map" and root.get("orientation") == "orthogonal"
    layers = {group.get("name"): group for group in root.findall("objectgroup")}
    assert set(layers) == {"provinces", "slots", "gates", "track", "places"}
    for obj in layers["provinces"].findall("object"):
        assert obj.find("polygon") is not None
        types = {p.get("name"): p.get("type") for p in obj.find("properties")}
        assert types["favour_1"] == types["symbols"] == "int"
    for obj in layers["slots"].findall("object"):
        types = {p.get("name"): p.get("type") for p in obj.find("properties")}
        assert types["number"] == types["bribe"] == "int"


def test_the_generator_writes_the_map_as_it_is():
    tools = Path(__file__).resolve().parents[2] / "tools"
    sys.path.insert(0, str(tools))
    try:
        import shitenno_map
    finally:
        sys.path.remove(str(tools))
    assert shitenno_map.build() == SOURCE.read_text(encoding="utf-8")


def test_the_map_is_read_only_when_a_game_asks_for_it():
    script = ("import ninjatable.games.shitenno as g; from ninjatable.games.shitenno import map as m; "
              "print(m._default_board.cache_info().currsize); g.GAME.new_state(2, 1); "
              "print(m._default_board.cache_info().currsize)")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["0", "1"]


# --- broken maps -----------------------------------------------------------------------------------------------
def broken(tmp_path: Path, change) -> Path:
    text = change(SOURCE.read_text(encoding="utf-8"))
    path = tmp_path / "broken.tmx"
    path.write_text(text, encoding="utf-8")
    return path


def drop_layer(name: str):
    return lambda text: re.sub(rf' <objectgroup id="\d+" name="{name}">.*?</objectgroup>\n', "", text, flags=re.S)


CASES = [
    ("a missing layer", drop_layer("gates"), "gates", "the layer is missing"),
    ("an untyped favour", lambda t: t.replace('name="favour_2" type="int" value="6"', 'name="favour_2" value="6"', 1),
     "provinces", "needs a whole-number property 'favour_2'"),
    ("an unknown troop", lambda t: t.replace('value="samurai"', 'value="ronin"', 1), "provinces", "has troop 'ronin'"),
    ("a slot numbered twice", lambda t: t.replace('name="number" type="int" value="2"', 'name="number" type="int" value="1"', 1),
     "slots", "two slots numbered 1"),
    ("a slot of an unknown province", lambda t: t.replace('name="province" value="kanto"', 'name="province" value="edo"', 1),
     "slots", "unknown province 'edo'"),
    ("a missing place", lambda t: t.replace('value="koku_discard"', 'value="treasury"'), "places", "is 'treasury'"),
    ("a short track", lambda t: re.sub(r'  <object id="\d+" name="favour 57".*?</object>\n', "", t, flags=re.S),
     "track", "needs 100 points"),
    ("a province without outline", lambda t: re.sub(r'(name="Kantō" type="province".*?)<polygon points="[^"]*"/>',
                                                    r"\1", t, count=1, flags=re.S), "provinces", "is not a polygon"),
]


@pytest.mark.parametrize("what, change, layer, problem", CASES, ids=[c[0] for c in CASES])
def test_a_broken_map_names_the_file_the_layer_and_the_problem(tmp_path, what, change, layer, problem):
    path = broken(tmp_path, change)
    with pytest.raises(MapError) as info:
        load_board(path)
    assert info.value.path == str(path) and info.value.layer == layer
    assert problem in info.value.problem, info.value.problem


def test_a_map_of_another_game_or_not_xml_at_all_is_refused(tmp_path):
    other = broken(tmp_path, lambda t: t.replace('value="shitenno"', 'value="ronin"'))
    with pytest.raises(MapError, match="must be 'shitenno'"):
        load_board(other)
    garbled = tmp_path / "garbled.tmx"
    garbled.write_text("<map><objectgroup", encoding="utf-8")
    with pytest.raises(MapError, match="not a readable Tiled map") as info:
        load_board(garbled)
    assert str(garbled) in str(info.value)
    with pytest.raises(MapError, match="does not exist"):
        load_board(tmp_path / "missing.tmx")
