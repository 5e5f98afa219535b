"""The map of Japan for Ronin, read from the Tiled file `maps/ronin_japan.tmx` into Ronin's own dataclasses.

Regions are polygons with a number (1-10) and their neighbours; cities are points naming the regions they
belong to; every region has two castle spaces and three resource spaces, the first of them marked with the
horse head. The map is read once, when it is first needed (never when the game is imported), and kept. A map
that breaks these rules raises MapError naming the file, the layer and the problem.
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
REGION_NUMBERS = tuple(range(1, 11))
CITY_COUNT = 17
RESOURCE_SPACES = 3
CASTLE_SPACES = 2

Point = tuple[float, float]


@dataclasses.dataclass(frozen=True)
class Region:
    """A region: its number, name, outline (table pixels), neighbours and the cities that touch it."""

    number: int
    name: str
    polygon: tuple[Point, ...]
    neighbours: tuple[int, ...]
    cities: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class City:
    """A city: a point on the map and the regions (1-3) it belongs to."""

    name: str
    pos: Point
    regions: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Space:
    """A castle space or a resource space of a region (`index` 0 of the resources is the horse-head space)."""

    region: int
    index: int
    pos: Point
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


@dataclasses.dataclass(frozen=True)
class _RawRegion:
    name: str
    polygon: tuple[Point, ...]
    neighbours: tuple[int, ...]


def japan() -> Board:
    """The project's own map, read on first use and kept."""
    return _japan()


@functools.lru_cache(maxsize=1)
def _japan() -> Board:
    return load_board(maps_dir() / MAP_FILE)


def load_board(path: str | Path | None = None) -> Board:
    """Read and check a map (the project's own when `path` is None)."""
    if path is None:
        return japan()
    source = str(path)
    tmx = load_tmx(source)
    raw = _read_regions(tmx, source)
    _check_neighbours(raw, source)
    cities = _read_cities(tmx, source, raw)
    regions = _join_regions(raw, cities, source)
    castle_spaces = _read_spaces(tmx, source, "castles", "castle", CASTLE_SPACES, regions)
    resource_spaces = _read_spaces(tmx, source, "resources", "resource", RESOURCE_SPACES, regions)
    _check_horse_heads(resource_spaces, source)
    return Board(source, regions, cities, castle_spaces, resource_spaces)


def _ints(text: Any, path: str, layer: str, what: str) -> tuple[int, ...]:
    try:
        return tuple(int(part) for part in str(text).split(",") if part.strip())
    except ValueError as exc:
        raise MapError(path, f"{what}: '{text}' is not a list of region numbers", layer=layer) from exc


def _read_regions(tmx: Any, path: str) -> dict[int, _RawRegion]:
    found: dict[int, _RawRegion] = {}
    for obj in get_layer(tmx, "regions", path):
        if object_type(obj) != "region":
            continue
        number = obj.properties.get("number")
        if not isinstance(number, int):
            raise MapError(path, f"region '{obj.name}' has no whole-number property 'number'", layer="regions")
        points = getattr(obj, "points", None)
        if not points or len(points) < 3:
            raise MapError(path, f"region {number} is not a polygon", layer="regions")
        if number in found:
            raise MapError(path, f"region {number} appears twice", layer="regions")
        neighbours = _ints(obj.properties.get("neighbours", ""), path, "regions", f"neighbours of region {number}")
        found[number] = _RawRegion(str(obj.name or f"Region {number}"),
                                   tuple((float(p.x), float(p.y)) for p in points), neighbours)
    if tuple(sorted(found)) != REGION_NUMBERS:
        raise MapError(path, f"the regions must be numbered 1 to 10, found {sorted(found)}", layer="regions")
    return found


def _check_neighbours(raw: dict[int, _RawRegion], path: str) -> None:
    for number, region in raw.items():
        for other in region.neighbours:
            if other not in raw or other == number:
                raise MapError(path, f"region {number} names an unknown neighbour {other}", layer="regions")
            if number not in raw[other].neighbours:
                raise MapError(path, f"region {number} lists {other} as neighbour but not the other way round",
                               layer="regions")


def _read_cities(tmx: Any, path: str, raw: dict[int, _RawRegion]) -> dict[str, City]:
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
        unknown = [number for number in regions if number not in raw]
        if unknown:
            raise MapError(path, f"{name} names an unknown region {unknown[0]}", layer="cities")
        if name in cities:
            raise MapError(path, f"the city {name} appears twice", layer="cities")
        cities[name] = City(name, (float(obj.x), float(obj.y)), regions)
    if len(cities) != CITY_COUNT:
        raise MapError(path, f"the map needs {CITY_COUNT} cities, found {len(cities)}", layer="cities")
    return cities


def _join_regions(raw: dict[int, _RawRegion], cities: dict[str, City], path: str) -> dict[int, Region]:
    regions: dict[int, Region] = {}
    for number, region in sorted(raw.items()):
        touching = tuple(c.name for c in cities.values() if number in c.regions)
        if not 2 <= len(touching) <= 4:
            raise MapError(path, f"region {number} must touch 2 to 4 cities, not {len(touching)}", layer="cities")
        regions[number] = Region(number, region.name, region.polygon, region.neighbours, touching)
    return regions


def _read_spaces(tmx: Any, path: str, layer_name: str, kind: str, count: int,
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


def _check_horse_heads(resource_spaces: dict[int, tuple[Space, ...]], path: str) -> None:
    for number, spaces in resource_spaces.items():
        if [s.horse_head for s in spaces].count(True) != 1 or not spaces[0].horse_head:
            raise MapError(path, f"region {number} needs exactly one horse-head resource space, numbered 0",
                           layer="resources")
