"""The board of Shitennō, read from the Tiled file `maps/shitenno_japan.tmx` into the game's own dataclasses.

The map holds the eight provinces (polygons with their favour per slot, printed troop symbols and troop type),
the four slots of each province (with the koku that buy each one), the gate where each province's bonus tiles
are stacked, the favour track (0-99) around the edge and the places of the two decks and their discards. It is
read once, when a game first asks for it. A map that breaks these rules raises MapError naming the file, the
layer and the problem.
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path
from typing import Any

from ninjatable.engine.errors import MapError
from ninjatable.engine.tiled import get_layer, load_tmx, map_property, object_type
from ninjatable.games.shitenno.data import FAVOUR_TRACK, TROOPS
from ninjatable.paths import maps_dir

MAP_FILE = "shitenno_japan.tmx"
PROVINCE_COUNT = 8
SLOTS = 4
PLACES = ("troop_deck", "troop_discard", "koku_deck", "koku_discard")

Point = tuple[float, float]


@dataclasses.dataclass(frozen=True)
class Slot:
    """A slot of a province for one kamon: its number (1 is the leftmost), where it is, and the koku that buy
    it instead of troops."""

    number: int
    pos: Point
    bribe: int


@dataclasses.dataclass(frozen=True)
class Province:
    """A province: the troops its printed symbols ask for, the favour of each slot, its outline and where its
    slots and its gate (the bonus tile stack) are drawn."""

    key: str
    name: str
    polygon: tuple[Point, ...]
    favour: tuple[int, ...]
    symbols: int
    troop: str
    slots: tuple[Slot, ...]
    gate: Point


@dataclasses.dataclass(frozen=True)
class Board:
    """Everything the map file says, checked."""

    path: str
    width: int
    height: int
    provinces: tuple[Province, ...]
    track: tuple[Point, ...]
    places: tuple[tuple[str, tuple[float, float, float, float]], ...]

    @functools.cached_property
    def by_key(self) -> dict[str, Province]:
        return {p.key: p for p in self.provinces}

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(p.key for p in self.provinces)

    def province(self, key: str) -> Province:
        return self.by_key[key]

    def place(self, name: str) -> tuple[float, float, float, float]:
        return dict(self.places)[name]


def board() -> Board:
    """The board of the game (read from the project's map the first time it is asked for)."""
    return _default_board()


@functools.lru_cache(maxsize=1)
def _default_board() -> Board:
    return load_board(maps_dir() / MAP_FILE)


def _whole(obj: Any, name: str, path: str, layer: str, low: int = 0) -> int:
    value = obj.properties.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise MapError(path, f"'{obj.name}' needs a whole-number property '{name}' (found {value!r})", layer=layer)
    if value < low:
        raise MapError(path, f"'{obj.name}': '{name}' must be at least {low}, not {value}", layer=layer)
    return value


def _objects(tmx: Any, path: str, layer: str, kind: str) -> list[Any]:
    found = []
    for obj in get_layer(tmx, layer, path):
        if object_type(obj) != kind:
            raise MapError(path, f"object '{obj.name}' has type {object_type(obj)!r}; this layer holds {kind}s",
                           layer=layer)
        found.append(obj)
    return found


def _read_provinces(tmx: Any, path: str) -> dict[str, tuple[str, tuple[Point, ...], tuple[int, ...], int, str]]:
    found: dict[str, tuple[str, tuple[Point, ...], tuple[int, ...], int, str]] = {}
    for obj in _objects(tmx, path, "provinces", "province"):
        key = str(obj.properties.get("key") or "")
        if not key:
            raise MapError(path, f"province '{obj.name}' has no property 'key'", layer="provinces")
        if key in found:
            raise MapError(path, f"the province key '{key}' appears twice", layer="provinces")
        points = getattr(obj, "points", None)
        if not points or len(points) < 3:
            raise MapError(path, f"province '{obj.name}' is not a polygon", layer="provinces")
        favour = tuple(_whole(obj, f"favour_{slot}", path, "provinces", 1) for slot in range(1, SLOTS + 1))
        symbols = _whole(obj, "symbols", path, "provinces", 1)
        troop = str(obj.properties.get("troop") or "")
        if troop not in TROOPS:
            raise MapError(path, f"province '{obj.name}' has troop {troop!r} (use {', '.join(TROOPS)})",
                           layer="provinces")
        found[key] = (str(obj.name or key), tuple((float(p.x), float(p.y)) for p in points), favour, symbols, troop)
    if len(found) != PROVINCE_COUNT:
        raise MapError(path, f"the board needs {PROVINCE_COUNT} provinces, found {len(found)}", layer="provinces")
    return found


def _read_slots(tmx: Any, path: str, keys: set[str]) -> dict[str, tuple[Slot, ...]]:
    slots: dict[str, dict[int, Slot]] = {key: {} for key in keys}
    for obj in _objects(tmx, path, "slots", "slot"):
        key = str(obj.properties.get("province") or "")
        if key not in keys:
            raise MapError(path, f"slot '{obj.name}' names an unknown province {key!r}", layer="slots")
        number = _whole(obj, "number", path, "slots", 1)
        if number > SLOTS:
            raise MapError(path, f"slot '{obj.name}' has number {number}; slots are numbered 1 to {SLOTS}",
                           layer="slots")
        if number in slots[key]:
            raise MapError(path, f"province '{key}' has two slots numbered {number}", layer="slots")
        slots[key][number] = Slot(number, (float(obj.x), float(obj.y)), _whole(obj, "bribe", path, "slots", 1))
    for key, numbered in slots.items():
        if sorted(numbered) != list(range(1, SLOTS + 1)):
            raise MapError(path, f"province '{key}' needs slots numbered 1 to {SLOTS}, found {sorted(numbered)}",
                           layer="slots")
    return {key: tuple(numbered[n] for n in range(1, SLOTS + 1)) for key, numbered in slots.items()}


def _read_gates(tmx: Any, path: str, keys: set[str]) -> dict[str, Point]:
    gates: dict[str, Point] = {}
    for obj in _objects(tmx, path, "gates", "gate"):
        key = str(obj.properties.get("province") or "")
        if key not in keys:
            raise MapError(path, f"gate '{obj.name}' names an unknown province {key!r}", layer="gates")
        if key in gates:
            raise MapError(path, f"province '{key}' has two gates", layer="gates")
        gates[key] = (float(obj.x), float(obj.y))
    missing = sorted(keys - set(gates))
    if missing:
        raise MapError(path, f"province '{missing[0]}' has no gate", layer="gates")
    return gates


def _read_track(tmx: Any, path: str) -> tuple[Point, ...]:
    track: dict[int, Point] = {}
    for obj in _objects(tmx, path, "track", "track"):
        favour = _whole(obj, "favour", path, "track")
        if favour >= FAVOUR_TRACK or favour in track:
            raise MapError(path, f"track point '{obj.name}' repeats or exceeds favour {favour}", layer="track")
        track[favour] = (float(obj.x), float(obj.y))
    if len(track) != FAVOUR_TRACK:
        raise MapError(path, f"the favour track needs {FAVOUR_TRACK} points (0 to {FAVOUR_TRACK - 1}), "
                             f"found {len(track)}", layer="track")
    return tuple(track[n] for n in range(FAVOUR_TRACK))


def _read_places(tmx: Any, path: str) -> tuple[tuple[str, tuple[float, float, float, float]], ...]:
    places: dict[str, tuple[float, float, float, float]] = {}
    for obj in _objects(tmx, path, "places", "place"):
        name = str(obj.properties.get("place") or "")
        if name not in PLACES:
            raise MapError(path, f"place '{obj.name}' is {name!r} (use {', '.join(PLACES)})", layer="places")
        if not (obj.width and obj.height):
            raise MapError(path, f"place '{name}' must be a rectangle", layer="places")
        places[name] = (float(obj.x), float(obj.y), float(obj.width), float(obj.height))
    missing = [name for name in PLACES if name not in places]
    if missing:
        raise MapError(path, f"the place '{missing[0]}' is missing", layer="places")
    return tuple((name, places[name]) for name in PLACES)


def load_board(path: str | Path) -> Board:
    """Read and check a Shitennō map. Raises MapError naming the file, the layer and what is wrong."""
    source = str(path)
    tmx = load_tmx(source)
    if map_property(tmx, "game", source) != "shitenno":
        raise MapError(source, "the map property 'game' must be 'shitenno'")
    raw = _read_provinces(tmx, source)
    slots = _read_slots(tmx, source, set(raw))
    gates = _read_gates(tmx, source, set(raw))
    provinces = tuple(Province(key, name, polygon, favour, symbols, troop, slots[key], gates[key])
                      for key, (name, polygon, favour, symbols, troop) in raw.items())
    return Board(source, int(tmx.width * tmx.tilewidth), int(tmx.height * tmx.tileheight), provinces,
                 _read_track(tmx, source), _read_places(tmx, source))
