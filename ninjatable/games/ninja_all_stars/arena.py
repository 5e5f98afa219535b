"""The tournament grounds, read from Tiled maps `maps/nas_*.tmx` into our own dataclasses.

A ground is a grid of dots (squares). The tile layer `terrain` gives each square its terrain through the
properties of its tile (`terrain` = difficult, obscuring, elevated, structure or foliage, with the matching
booleans). The tile layer `deployment` marks the deployment squares (tile property `deployment_square`).
The object layer `elements` holds one rectangle per separate terrain element (a wall, tree, torii or
structure); every elevated square must lie in exactly one of them. The object layer `zones` holds the four
deployment zones (type `deployment_zone`, property `edge`), and the object layer `features` the chest spots
(type `chest_spot`). Nothing of pytmx leaves this module; a broken map raises MapError naming the file, the
layer and the problem.
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path
from typing import Any

from ninjatable.engine.errors import MapError
from ninjatable.engine.tiled import get_layer, load_tmx, object_type
from ninjatable.paths import maps_dir

Square = tuple[int, int]
PREFIX = "nas_"
EDGE_NAMES = ("north", "east", "south", "west")
TERRAIN_NAMES = ("difficult", "obscuring", "elevated", "structure", "foliage")
ELEMENT_TYPES = ("wall", "tree", "torii", "structure", "rock", "cloud")


@dataclasses.dataclass(frozen=True)
class Terrain:
    """What one square's terrain does (open ground has all False)."""

    name: str = "open"
    difficult: bool = False
    obscuring: bool = False
    elevated: bool = False
    structure: bool = False
    foliage: bool = False


OPEN = Terrain()


@dataclasses.dataclass(frozen=True)
class Element:
    """One separate terrain element: which squares form one wall, tree, torii or structure."""

    id: int
    name: str
    kind: str
    squares: frozenset[Square]


@dataclasses.dataclass(frozen=True)
class Zone:
    """A deployment zone on one edge: all its squares and its marked deployment squares."""

    edge: str
    squares: frozenset[Square]
    deployment_squares: tuple[Square, ...]
    inward: int  # the facing (0..7) that looks into the arena


@dataclasses.dataclass(frozen=True, eq=False)
class Arena:
    """A tournament ground, checked. `terrain[y][x]`; `element_of` maps elevated squares to element ids."""

    key: str
    title: str
    path: str
    width: int
    height: int
    terrain: tuple[tuple[Terrain, ...], ...]
    elements: tuple[Element, ...]
    element_of: dict[Square, int]
    zones: dict[str, Zone]
    chest_spots: tuple[Square, ...]

    def at(self, square: Square) -> Terrain:
        return self.terrain[square[1]][square[0]]

    def on_grid(self, square: Square) -> bool:
        return 0 <= square[0] < self.width and 0 <= square[1] < self.height

    def zone_distance(self, square: Square) -> int:
        """Squares (king's moves) from `square` to the nearest square of any deployment zone."""
        return _zone_distances(self)[square]


@functools.lru_cache(maxsize=64)
def _zone_distances(arena: Arena) -> dict[Square, int]:
    zone_squares = [sq for zone in arena.zones.values() for sq in zone.squares]
    return {(x, y): min(max(abs(x - zx), abs(y - zy)) for zx, zy in zone_squares)
            for y in range(arena.height) for x in range(arena.width)}


_INWARD = {"north": 4, "south": 0, "west": 2, "east": 6}


def _rect_squares(obj: Any, tile_w: int, tile_h: int) -> set[Square]:
    x0 = int(round(obj.x / tile_w))
    y0 = int(round(obj.y / tile_h))
    w = max(1, int(round((obj.width or 0) / tile_w)))
    h = max(1, int(round((obj.height or 0) / tile_h)))
    return {(x, y) for x in range(x0, x0 + w) for y in range(y0, y0 + h)}


def _terrain_from(props: dict[str, Any], path: str, square: Square) -> Terrain:
    name = props.get("terrain")
    if name not in TERRAIN_NAMES:
        raise MapError(path, f"square {square} has unknown terrain {name!r} (known: {', '.join(TERRAIN_NAMES)})",
                       layer="terrain")
    structure = bool(props.get("structure")) or name == "structure"
    foliage = bool(props.get("foliage")) or name == "foliage"
    return Terrain(
        name=name,
        difficult=bool(props.get("difficult")) or foliage or name == "difficult",
        obscuring=bool(props.get("obscuring")) or structure or foliage or name == "obscuring",
        elevated=bool(props.get("elevated")) or structure or name == "elevated",
        structure=structure,
        foliage=foliage,
    )


def load_arena(path: str | Path) -> Arena:
    """Read and check one arena file. Raises MapError naming the file, the layer and what is wrong."""
    source = str(path)
    tmx = load_tmx(path)
    width, height = tmx.width, tmx.height
    if width < 9 or height < 9:
        raise MapError(source, f"the grid is {width}x{height}; an arena needs at least 9x9 dots")
    if tmx.properties.get("game") != "ninja-all-stars":
        raise MapError(source, "the map property 'game' must be 'ninja-all-stars'")
    tw, th = tmx.tilewidth, tmx.tileheight

    layer = get_layer(tmx, "terrain", source)
    if not hasattr(layer, "data"):
        raise MapError(source, "expected a tile layer", layer="terrain")
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            gid = layer.data[y][x]
            if not gid:
                row.append(OPEN)
                continue
            props = tmx.get_tile_properties_by_gid(gid) or {}
            row.append(_terrain_from(props, source, (x, y)))
        rows.append(tuple(row))
    terrain = tuple(rows)

    dep_layer = get_layer(tmx, "deployment", source)
    if not hasattr(dep_layer, "data"):
        raise MapError(source, "expected a tile layer", layer="deployment")
    marked: set[Square] = set()
    for y in range(height):
        for x in range(width):
            gid = dep_layer.data[y][x]
            if gid and (tmx.get_tile_properties_by_gid(gid) or {}).get("deployment_square"):
                marked.add((x, y))

    elements: list[Element] = []
    element_of: dict[Square, int] = {}
    for obj in get_layer(tmx, "elements", source):
        kind = object_type(obj)
        if kind not in ELEMENT_TYPES:
            raise MapError(source, f"object '{obj.name}' has unknown type {kind!r} "
                           f"(known: {', '.join(ELEMENT_TYPES)})", layer="elements")
        squares = _rect_squares(obj, tw, th)
        for sq in squares:
            if not (0 <= sq[0] < width and 0 <= sq[1] < height):
                raise MapError(source, f"element '{obj.name}' reaches off the grid at {sq}", layer="elements")
            if not terrain[sq[1]][sq[0]].elevated:
                raise MapError(source, f"element '{obj.name}' covers {sq}, which is not elevated",
                               layer="elements")
            if sq in element_of:
                raise MapError(source, f"square {sq} belongs to two elements", layer="elements")
            element_of[sq] = len(elements)
        elements.append(Element(len(elements), obj.name or kind, kind, frozenset(squares)))
    for y in range(height):
        for x in range(width):
            if terrain[y][x].elevated and (x, y) not in element_of:
                raise MapError(source, f"elevated square {(x, y)} lies in no terrain element", layer="elements")

    zones: dict[str, Zone] = {}
    for obj in get_layer(tmx, "zones", source):
        if object_type(obj) != "deployment_zone":
            raise MapError(source, f"object '{obj.name}' is not a deployment_zone", layer="zones")
        edge = obj.properties.get("edge")
        if edge not in EDGE_NAMES:
            raise MapError(source, f"zone '{obj.name}' has edge {edge!r} (use {', '.join(EDGE_NAMES)})",
                           layer="zones")
        if edge in zones:
            raise MapError(source, f"two zones on the {edge} edge", layer="zones")
        squares = _rect_squares(obj, tw, th)
        for sq in squares:
            if not (0 <= sq[0] < width and 0 <= sq[1] < height):
                raise MapError(source, f"zone '{obj.name}' lies off the grid at {sq}", layer="zones")
        deploy = tuple(sorted(sq for sq in marked if sq in squares))
        if len(deploy) < 5:
            raise MapError(source, f"the {edge} zone has {len(deploy)} marked deployment squares; it needs 5",
                           layer="deployment")
        zones[edge] = Zone(edge, frozenset(squares), deploy, _INWARD[edge])
    missing = [e for e in EDGE_NAMES if e not in zones]
    if missing:
        raise MapError(source, f"no deployment zone on the {', '.join(missing)} edge", layer="zones")
    stray = [sq for sq in marked if not any(sq in z.squares for z in zones.values())]
    if stray:
        raise MapError(source, f"deployment square {sorted(stray)[0]} lies in no zone", layer="deployment")

    chests: list[Square] = []
    for obj in get_layer(tmx, "features", source):
        if object_type(obj) != "chest_spot":
            raise MapError(source, f"object '{obj.name}' has unknown type {object_type(obj)!r}",
                           layer="features")
        sq = (int(obj.x // tw), int(obj.y // th))
        if not (0 <= sq[0] < width and 0 <= sq[1] < height):
            raise MapError(source, f"chest spot off the grid at {sq}", layer="features")
        if terrain[sq[1]][sq[0]] != OPEN:
            raise MapError(source, f"chest spot {sq} must be open ground", layer="features")
        chests.append(sq)

    key = Path(source).stem
    title = str(tmx.properties.get("title") or key)
    return Arena(key, title, source, width, height, terrain, tuple(elements), element_of, zones,
                 tuple(sorted(chests)))


def arena_files(folder: Path | None = None) -> list[Path]:
    """Every `nas_*.tmx` in the maps folder, sorted."""
    folder = folder or maps_dir()
    return sorted(folder.glob(f"{PREFIX}*.tmx"))


@functools.cache
def _load_cached(path: str, mtime: float) -> Arena:
    return load_arena(path)


def get_arena(key: str) -> Arena:
    """The arena called `key` (file name without `.tmx`). Raises KeyError if there is no such file."""
    path = maps_dir() / f"{key}.tmx"
    if not path.is_file():
        raise KeyError(f"no arena '{key}' in {maps_dir().name}/")
    return _load_cached(str(path), path.stat().st_mtime)


def arena_keys() -> list[str]:
    """The arenas that load without error (a broken map is left out of the setup screen)."""
    keys = []
    for path in arena_files():
        try:
            get_arena(path.stem)
        except MapError:
            continue
        keys.append(path.stem)
    return keys
