"""The tournament grounds: Tiled maps named `nas_*.tmx`, read into the game's own dataclasses.

A ground is a grid of dots (squares). The tile layer `terrain` gives each square its terrain through the
properties of its tile (`terrain` = difficult, obscuring, elevated, structure or foliage, with the matching
booleans). The tile layer `deployment` marks the deployment squares (tile property `deployment_square`).
The object layer `elements` holds one rectangle per separate terrain element (a wall, tree, torii or
structure); every elevated square must lie in exactly one of them. The object layer `zones` holds the four
deployment zones (type `deployment_zone`, property `edge`), and the object layer `features` the chest spots
(type `chest_spot`). The optional object layer `objectives` marks what the challenges use (`objectives.py`).

Grounds come from two folders: the maps that ship with the app and the player's own maps folder, read again
every time the arenas are listed. A map copied alone into the player's folder uses the shipped tileset of the
name it gives (a tileset beside the map, or embedded in it, comes first). A file is
checked before anything large is read: its size, the map's width and height (between the smallest and the
largest ground the game supports), its tile size, every layer's size and amount of data, every object's
coordinates. Nothing of pytmx leaves this module; a broken map raises `MapError` naming the file, the layer
and the problem, and the arena choice lists it with that problem instead of leaving it out.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import math
import re
import xml.etree.ElementTree as ET
import zlib
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ninjatable.engine.errors import MapError
from ninjatable.engine.tiled import file_problem, get_layer, load_tmx, object_type
from ninjatable.games.ninja_all_stars.caches import ARENA_FILES, remembered
from ninjatable.games.ninja_all_stars.data import ARENA_LIMITS
from ninjatable.games.ninja_all_stars.objectives import LAYER as OBJECTIVES_LAYER
from ninjatable.games.ninja_all_stars.objectives import NO_OBJECTIVES, Objectives, read_objectives
from ninjatable.paths import maps_dir, user_maps_dir

Square = tuple[int, int]
PREFIX = "nas_"
EDGE_NAMES = ("north", "east", "south", "west")
TERRAIN_NAMES = ("difficult", "obscuring", "elevated", "structure", "foliage")
ELEMENT_TYPES = ("wall", "tree", "torii", "structure", "rock", "cloud")
#: the fewest and the most dots along a side of a ground.
SMALLEST, LARGEST = ARENA_LIMITS["smallest"], ARENA_LIMITS["largest"]
#: a map file larger than this is refused before it is read (the largest ground needs a few dozen kB).
LARGEST_FILE = 2_000_000
#: an arena's name: `nas_` and letters, digits, `_` or `-` (never a path).
KEY_PATTERN = re.compile(r"^nas_[A-Za-z0-9_-]{1,60}$")
_INWARD = {"north": 4, "south": 0, "west": 2, "east": 6}


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
    """A tournament ground, checked and unchangeable (every game on it shares it). `terrain[y][x]`;
    `element_of` maps elevated squares to element ids; `zone_distances[y][x]` is the distance to the nearest
    square of any deployment zone."""

    key: str
    title: str
    path: str
    width: int
    height: int
    terrain: tuple[tuple[Terrain, ...], ...]
    elements: tuple[Element, ...]
    element_of: Mapping[Square, int]
    zones: Mapping[str, Zone]
    chest_spots: tuple[Square, ...]
    zone_distances: tuple[tuple[int, ...], ...]
    objectives: Objectives = NO_OBJECTIVES

    def at(self, square: Square) -> Terrain:
        return self.terrain[square[1]][square[0]]

    def on_grid(self, square: Square) -> bool:
        return 0 <= square[0] < self.width and 0 <= square[1] < self.height

    def zone_distance(self, square: Square) -> int:
        """Squares (king's moves) from `square` to the nearest square of any deployment zone."""
        return self.zone_distances[square[1]][square[0]]

    def squares(self) -> list[Square]:
        """Every square, row by row."""
        return [(x, y) for y in range(self.height) for x in range(self.width)]

    def __deepcopy__(self, memo: dict[int, Any]) -> Arena:
        return self


# --- checks before the map is read -----------------------------------------------------------------------
def _whole(node: ET.Element, name: str, source: str, layer: str | None = None) -> int:
    """A whole-number attribute written as digits (Tiled writes no other kind)."""
    text = (node.get(name) or "").strip()
    if not text.isdigit():
        raise MapError(source, f"the attribute {name}={text!r} is not a whole number", layer=layer)
    return int(text)


def _check_tiles(node: ET.Element, width: int, height: int, source: str) -> None:
    """A tile layer has the map's size and exactly one tile per square, as CSV or Base64 (checked without
    unpacking more than the map can hold)."""
    name = node.get("name") or "?"
    if _whole(node, "width", source, name) != width or _whole(node, "height", source, name) != height:
        raise MapError(source, f"the layer is {node.get('width')}x{node.get('height')}, the map {width}x{height}",
                       layer=name)
    data = node.find("data")
    if data is None or data.find("chunk") is not None:
        raise MapError(source, "the layer has no fixed-size tile data (infinite maps are not supported)", layer=name)
    need = width * height
    encoding = data.get("encoding")
    if encoding == "csv":
        count = len((data.text or "").strip().split(","))
    elif encoding == "base64":
        count = _base64_tiles(data, need, source, name)
    else:
        raise MapError(source, "tiles must be stored as CSV or Base64 (Tiled's layer format setting)", layer=name)
    if count != need:
        raise MapError(source, f"the layer holds {count} tiles; a {width}x{height} map needs {need} "
                       "(a row of the tile data is short or long)", layer=name)


def _base64_tiles(data: ET.Element, need: int, source: str, layer: str) -> int:
    """How many tiles Base64 data holds, unpacking at most one tile more than the map needs."""
    try:
        raw = base64.b64decode((data.text or "").strip(), validate=False)
    except (binascii.Error, ValueError) as exc:
        raise MapError(source, f"the tile data is not valid Base64 ({exc})", layer=layer) from exc
    compression = data.get("compression")
    if compression in ("zlib", "gzip"):
        unpacker = zlib.decompressobj(31 if compression == "gzip" else 15)
        try:
            raw = unpacker.decompress(raw, 4 * need + 4)
        except zlib.error as exc:
            raise MapError(source, f"the {compression} tile data is damaged ({exc})", layer=layer) from exc
    elif compression:
        raise MapError(source, f"tile compression {compression!r} is not supported (use zlib, gzip or none)",
                       layer=layer)
    if len(raw) % 4:
        raise MapError(source, "the tile data does not divide into whole tiles", layer=layer)
    return len(raw) // 4


def _check_objects(group: ET.Element, source: str) -> None:
    """Every object's position and size are finite numbers."""
    name = group.get("name") or "?"
    for obj in group.iter("object"):
        for attribute in ("x", "y", "width", "height"):
            text = obj.get(attribute)
            if text is None:
                continue
            try:
                value = float(text)
            except ValueError:
                value = math.nan
            if not math.isfinite(value):
                raise MapError(source, f"object '{obj.get('name') or obj.get('id')}' has {attribute}={text!r}, "
                               "not a finite number", layer=name)


def check_map_file(path: Path) -> tuple[int, int]:
    """Check a map file before it is loaded: a readable file of modest size, a ground between the smallest and
    the largest size, a positive tile size, layers of the map's size with one tile per square, objects at
    finite coordinates. Returns (width, height). Raises MapError."""
    source = str(path)
    problem = file_problem(path)
    if problem is not None:
        raise MapError(source, problem)
    size = path.stat().st_size
    if size > LARGEST_FILE:
        raise MapError(source, f"the file has {size} bytes; a ground's map needs far fewer (at most {LARGEST_FILE})")
    try:
        root = ET.parse(source).getroot()
    except ET.ParseError as exc:
        raise MapError(source, f"not a readable Tiled map (XML error: {exc})") from exc
    if root.tag != "map":
        raise MapError(source, f"not a Tiled map (the document is a <{root.tag}>)")
    width, height = _whole(root, "width", source), _whole(root, "height", source)
    if not (SMALLEST <= width <= LARGEST and SMALLEST <= height <= LARGEST):
        raise MapError(source, f"the grid is {width}x{height} dots; a ground has {SMALLEST} to {LARGEST} dots "
                       "on each side")
    for name in ("tilewidth", "tileheight"):
        if _whole(root, name, source) <= 0:
            raise MapError(source, f"the {name} is 0; tiles need a positive size")
    for node in root.iter("layer"):
        _check_tiles(node, width, height, source)
    for group in root.iter("objectgroup"):
        _check_objects(group, source)
    return width, height


# --- reading ---------------------------------------------------------------------------------------------
def _tile_grid(tmx: Any, layer_name: str, source: str) -> list[list[dict[str, Any] | None]]:
    """The properties of the tile on every square of a tile layer ([y][x]; None where it is empty)."""
    layer = get_layer(tmx, layer_name, source)
    if not hasattr(layer, "data"):
        raise MapError(source, "expected a tile layer", layer=layer_name)
    return [[dict(tmx.get_tile_properties_by_gid(gid) or {}) if gid else None for gid in row]
            for row in layer.data]


def _terrain_from(props: dict[str, Any] | None, source: str, square: Square) -> Terrain:
    if props is None:
        return OPEN
    name = props.get("terrain")
    if name not in TERRAIN_NAMES:
        raise MapError(source, f"square {square} has unknown terrain {name!r} (known: {', '.join(TERRAIN_NAMES)})",
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


def _rect_squares(obj: Any, tile: tuple[int, int], grid: tuple[int, int], source: str, layer: str) -> set[Square]:
    """The squares a rectangle object covers; a rectangle reaching off the grid is refused before its squares
    are listed."""
    x0 = int(round(obj.x / tile[0]))
    y0 = int(round(obj.y / tile[1]))
    w = max(1, int(round((obj.width or 0) / tile[0])))
    h = max(1, int(round((obj.height or 0) / tile[1])))
    if x0 < 0 or y0 < 0 or x0 + w > grid[0] or y0 + h > grid[1]:
        corner = (x0, y0) if x0 < 0 or y0 < 0 else (x0 + w - 1, y0 + h - 1)
        raise MapError(source, f"'{obj.name or object_type(obj)}' reaches off the grid at {corner}", layer=layer)
    return {(x, y) for x in range(x0, x0 + w) for y in range(y0, y0 + h)}


def _elements(tmx: Any, terrain: tuple[tuple[Terrain, ...], ...], source: str) -> tuple[list[Element], dict[Square, int]]:
    """The elevated terrain elements; every elevated square lies in exactly one."""
    elements: list[Element] = []
    element_of: dict[Square, int] = {}
    tile, grid = (tmx.tilewidth, tmx.tileheight), (tmx.width, tmx.height)
    for obj in get_layer(tmx, "elements", source):
        kind = object_type(obj)
        if kind not in ELEMENT_TYPES:
            raise MapError(source, f"object '{obj.name}' has unknown type {kind!r} (known: {', '.join(ELEMENT_TYPES)})",
                           layer="elements")
        squares = _rect_squares(obj, tile, grid, source, "elements")
        for sq in squares:
            if not terrain[sq[1]][sq[0]].elevated:
                raise MapError(source, f"element '{obj.name}' covers {sq}, which is not elevated", layer="elements")
            if sq in element_of:
                raise MapError(source, f"square {sq} belongs to two elements", layer="elements")
            element_of[sq] = len(elements)
        elements.append(Element(len(elements), obj.name or kind, kind, frozenset(squares)))
    for y, row in enumerate(terrain):
        for x, here in enumerate(row):
            if here.elevated and (x, y) not in element_of:
                raise MapError(source, f"elevated square {(x, y)} lies in no terrain element", layer="elements")
    return elements, element_of


def _zones(tmx: Any, marked: set[Square], source: str) -> dict[str, Zone]:
    """The four deployment zones with their marked squares (at least five each)."""
    zones: dict[str, Zone] = {}
    tile, grid = (tmx.tilewidth, tmx.tileheight), (tmx.width, tmx.height)
    for obj in get_layer(tmx, "zones", source):
        if object_type(obj) != "deployment_zone":
            raise MapError(source, f"object '{obj.name}' is not a deployment_zone", layer="zones")
        edge = obj.properties.get("edge")
        if edge not in EDGE_NAMES:
            raise MapError(source, f"zone '{obj.name}' has edge {edge!r} (use {', '.join(EDGE_NAMES)})", layer="zones")
        if edge in zones:
            raise MapError(source, f"two zones on the {edge} edge", layer="zones")
        squares = _rect_squares(obj, tile, grid, source, "zones")
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
    return zones


def _chest_spots(tmx: Any, terrain: tuple[tuple[Terrain, ...], ...], source: str) -> tuple[Square, ...]:
    chests: list[Square] = []
    for obj in get_layer(tmx, "features", source):
        if object_type(obj) != "chest_spot":
            raise MapError(source, f"object '{obj.name}' has unknown type {object_type(obj)!r}", layer="features")
        sq = (int(obj.x // tmx.tilewidth), int(obj.y // tmx.tileheight))
        if not (0 <= sq[0] < tmx.width and 0 <= sq[1] < tmx.height):
            raise MapError(source, f"chest spot off the grid at {sq}", layer="features")
        if terrain[sq[1]][sq[0]] != OPEN:
            raise MapError(source, f"chest spot {sq} must be open ground", layer="features")
        chests.append(sq)
    return tuple(sorted(chests))


def _zone_distances(width: int, height: int, zones: dict[str, Zone]) -> tuple[tuple[int, ...], ...]:
    zone_squares = [sq for zone in zones.values() for sq in zone.squares]
    return tuple(tuple(min(max(abs(x - zx), abs(y - zy)) for zx, zy in zone_squares) for x in range(width))
                 for y in range(height))


def _objective_objects(tmx: Any, source: str) -> list[tuple[str, Any]] | None:
    """The objects of the optional `objectives` layer with their types, or None without the layer."""
    layer = next((lay for lay in tmx.layers if getattr(lay, "name", None) == OBJECTIVES_LAYER), None)
    if layer is None:
        return None
    if hasattr(layer, "data") or not hasattr(layer, "__iter__"):
        raise MapError(source, "expected an object layer", layer=OBJECTIVES_LAYER)
    return [(object_type(obj), obj) for obj in layer]


def load_arena(path: str | Path) -> Arena:
    """Read and check one arena file. Raises MapError naming the file, the layer and what is wrong."""
    path = Path(path)
    source = str(path)
    width, height = check_map_file(path)
    tmx = load_tmx(path, tileset_folders=(maps_dir(),))
    if tmx.properties.get("game") != "ninja-all-stars":
        raise MapError(source, "the map property 'game' must be 'ninja-all-stars'")
    terrain = tuple(tuple(_terrain_from(props, source, (x, y)) for x, props in enumerate(row))
                    for y, row in enumerate(_tile_grid(tmx, "terrain", source)))
    marked = {(x, y) for y, row in enumerate(_tile_grid(tmx, "deployment", source))
              for x, props in enumerate(row) if props and props.get("deployment_square")}
    elements, element_of = _elements(tmx, terrain, source)
    zones = _zones(tmx, marked, source)
    chests = _chest_spots(tmx, terrain, source)
    distances = _zone_distances(width, height, zones)
    objectives = read_objectives(_objective_objects(tmx, source), tmx, terrain, distances, source)
    key = path.stem
    title = str(tmx.properties.get("title") or key)
    return Arena(key, title, source, width, height, terrain, tuple(elements), MappingProxyType(element_of),
                 MappingProxyType(zones), chests, distances, objectives)


# --- the arenas the app offers -------------------------------------------------------------------------------
@remembered(ARENA_FILES)
def read_arena(path: str, stamp: tuple[float, int]) -> Arena | MapError:
    """An arena file read once per version of the file (its time and size), or the problem it has."""
    try:
        return load_arena(path)
    except MapError as exc:
        return exc


def _stamp(path: Path) -> tuple[float, int]:
    try:
        status = path.stat()
    except OSError:
        return (0.0, -1)
    return (status.st_mtime, status.st_size)


def arena_files(folder: Path | None = None) -> list[Path]:
    """Every `nas_*.tmx` in a folder (the shipped maps by default), sorted."""
    folder = folder or maps_dir()
    return sorted(folder.glob(f"{PREFIX}*.tmx")) if folder.is_dir() else []


def arena_sources() -> dict[str, Path]:
    """The arenas the app lists, by name: the shipped maps, then the player's own maps folder (a name the app
    already ships keeps the shipped map)."""
    found: dict[str, Path] = {}
    for folder in (maps_dir(), user_maps_dir()):
        for path in arena_files(folder):
            found.setdefault(path.stem, path)
    return found


def _where(path: Path, shipped: bool) -> str:
    return f"{path.name} ({'shipped maps' if shipped else 'your maps folder'})"


def arena_catalogue() -> tuple[list[str], dict[str, str]]:
    """The arenas that load (by name) and the listed ones that do not, each with its problem: the file, the
    layer and what is wrong."""
    good: list[str] = []
    broken: dict[str, str] = {}
    shipped = {path.stem for path in arena_files(maps_dir())}
    for folder in (maps_dir(), user_maps_dir()):
        ours = folder == maps_dir()
        for path in arena_files(folder):
            key = path.stem
            if not ours and key in shipped:
                broken[f"{key} (yours)"] = f"{_where(path, ours)}: an arena that ships with the game has this name"
            elif not KEY_PATTERN.match(key):
                broken[key] = f"{_where(path, ours)}: name it nas_ followed by letters, digits, '_' or '-'"
            else:
                loaded = read_arena(str(path), _stamp(path))
                if isinstance(loaded, MapError):
                    layer = f", layer '{loaded.layer}'" if loaded.layer else ""
                    broken[key] = f"{_where(path, ours)}{layer}: {loaded.problem}"
                else:
                    good.append(key)
    return good, broken


def get_arena(key: str) -> Arena:
    """The listed arena called `key` (its file name without `.tmx`). Raises KeyError when the app lists no
    such arena (a path or any other name), MapError when its file is broken."""
    if not isinstance(key, str) or not KEY_PATTERN.match(key):
        raise KeyError(f"'{key}' is not an arena name (arenas are named nas_...)")
    path = arena_sources().get(key)
    if path is None:
        raise KeyError(f"no arena '{key}' among the shipped maps or in {user_maps_dir()}")
    loaded = read_arena(str(path), _stamp(path))
    if isinstance(loaded, MapError):
        raise loaded
    return loaded
