"""The map of Japan for Ronin, read from the Tiled file `maps/ronin_japan.tmx`.

Regions are polygons with a number (1-10) and their neighbours; cities are points naming the regions they
belong to; every region has two castle spaces and three resource spaces, one of them marked with the horse
head. A map that breaks these rules raises MapError naming the file, the layer and the problem.
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path
from typing import Any

from ninjatable.engine.errors import MapError
from ninjatable.engine.tiled import get_layer, load_tmx, object_type
from ninjatable.paths import maps_dir

MAP_FILE = "ronin_japan.tmx"
RESOURCE_SPACES = 3
CASTLE_SPACES = 2


@dataclasses.dataclass(frozen=True)
class Region:
    """A region: its number, name, outline (table pixels), neighbours and the cities that touch it."""

    number: int
    name: str
    polygon: tuple[tuple[float, float], ...]
    neighbours: tuple[int, ...]
    cities: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class City:
    """A city: a point on the map and the regions (1-3) it belongs to."""

    name: str
    pos: tuple[float, float]
    regions: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Space:
    """A castle space or a resource space of a region (`index` 0 is the horse-head resource space)."""

    region: int
    index: int
    pos: tuple[float, float]
    horse_head: bool = False


@dataclasses.dataclass(frozen=True)
class Board:
    """Everything the map file says, checked."""

    path: str
    regions: dict[int, Region]
    cities: dict[str, City]
    castle_spaces: dict[int, tuple[Space, ...]]
    resource_spaces: dict[int, tuple[Space, ...]]

    def city_names(self) -> list[str]:
        return list(self.cities)


def _ints(text: Any, path: str, layer: str, what: str) -> tuple[int, ...]:
    try:
        return tuple(int(part) for part in str(text).split(",") if part.strip())
    except ValueError as exc:
        raise MapError(path, f"{what}: '{text}' is not a list of region numbers", layer=layer) from exc


def load_board(path: str | Path | None = None) -> Board:
    """Read and check the map (the project's own map when `path` is None)."""
    if path is None:
        return _default_board()
    return _load(str(path))


@functools.lru_cache(maxsize=1)
def _default_board() -> Board:
    return _load(str(maps_dir() / MAP_FILE))


def _load(path: str) -> Board:
    tmx = load_tmx(path)
    regions_raw: dict[int, tuple[str, tuple[tuple[float, float], ...], tuple[int, ...]]] = {}
    layer = get_layer(tmx, "regions", path)
    for obj in layer:
        if object_type(obj) != "region":
            continue
        number = obj.properties.get("number")
        if not isinstance(number, int):
            raise MapError(path, f"region '{obj.name}' has no whole-number property 'number'", layer="regions")
        points = getattr(obj, "points", None)
        if not points or len(points) < 3:
            raise MapError(path, f"region {number} is not a polygon", layer="regions")
        if number in regions_raw:
            raise MapError(path, f"region {number} appears twice", layer="regions")
        neighbours = _ints(obj.properties.get("neighbours", ""), path, "regions", f"neighbours of region {number}")
        regions_raw[number] = (str(obj.name or f"Region {number}"),
                               tuple((float(p.x), float(p.y)) for p in points), neighbours)
    if sorted(regions_raw) != list(range(1, 11)):
        raise MapError(path, f"the regions must be numbered 1 to 10, found {sorted(regions_raw)}", layer="regions")
    for number, (_, _, neighbours) in regions_raw.items():
        for other in neighbours:
            if other not in regions_raw or other == number:
                raise MapError(path, f"region {number} names an unknown neighbour {other}", layer="regions")
            if number not in regions_raw[other][2]:
                raise MapError(path, f"region {number} lists {other} as neighbour but not the other way round",
                               layer="regions")
    cities: dict[str, City] = {}
    for obj in get_layer(tmx, "cities", path):
        if object_type(obj) != "city":
            continue
        name = str(obj.name or "")
        if not name:
            raise MapError(path, "a city has no name", layer="cities")
        regions = _ints(obj.properties.get("regions", ""), path, "cities", f"regions of {name}")
        if not 1 <= len(regions) <= 3:
            raise MapError(path, f"{name} must belong to 1 to 3 regions, not {len(regions)}", layer="cities")
        for number in regions:
            if number not in regions_raw:
                raise MapError(path, f"{name} names an unknown region {number}", layer="cities")
        if name in cities:
            raise MapError(path, f"the city {name} appears twice", layer="cities")
        cities[name] = City(name, (float(obj.x), float(obj.y)), regions)
    if len(cities) != 17:
        raise MapError(path, f"the map needs 17 cities, found {len(cities)}", layer="cities")
    regions: dict[int, Region] = {}
    for number, (name, polygon, neighbours) in sorted(regions_raw.items()):
        touching = tuple(c.name for c in cities.values() if number in c.regions)
        if not 2 <= len(touching) <= 4:
            raise MapError(path, f"region {number} must touch 2 to 4 cities, not {len(touching)}", layer="cities")
        regions[number] = Region(number, name, polygon, neighbours, touching)
    castle_spaces = _spaces(tmx, path, "castles", "castle", CASTLE_SPACES, regions)
    resource_spaces = _spaces(tmx, path, "resources", "resource", RESOURCE_SPACES, regions)
    for number, spaces in resource_spaces.items():
        if [s.horse_head for s in spaces].count(True) != 1 or not spaces[0].horse_head:
            raise MapError(path, f"region {number} needs exactly one horse-head resource space, numbered 0",
                           layer="resources")
    return Board(path, regions, cities, castle_spaces, resource_spaces)


def _spaces(tmx: Any, path: str, layer_name: str, kind: str, count: int,
            regions: dict[int, Region]) -> dict[int, tuple[Space, ...]]:
    found: dict[int, list[Space]] = {n: [] for n in regions}
    for obj in get_layer(tmx, layer_name, path):
        if object_type(obj) != kind:
            continue
        region = obj.properties.get("region")
        index = obj.properties.get("space")
        if region not in regions or not isinstance(index, int):
            raise MapError(path, f"{kind} space '{obj.name}' needs a known 'region' and a 'space' number",
                           layer=layer_name)
        found[region].append(Space(region, index, (float(obj.x), float(obj.y)),
                                   bool(obj.properties.get("horse_head", False))))
    result = {}
    for number, spaces in found.items():
        spaces.sort(key=lambda s: s.index)
        if [s.index for s in spaces] != list(range(count)):
            raise MapError(path, f"region {number} needs {count} {kind} spaces numbered 0 to {count - 1}",
                           layer=layer_name)
        result[number] = tuple(spaces)
    return result
