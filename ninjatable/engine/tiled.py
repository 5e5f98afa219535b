"""Reading Tiled `.tmx` maps with pytmx, for the map loaders of the games (no pygame involved).

The loaders of the games turn what this returns into their own dataclasses, so nothing past a loader knows
pytmx. Tiles are keyed by their own properties, never by gid (pytmx renumbers gids). Every problem raises
`MapError` naming the file and, where it applies, the layer.
"""

from __future__ import annotations

import os
import stat
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ninjatable.engine.errors import MapError


def file_problem(path: str | os.PathLike[str]) -> str | None:
    """Why `path` cannot be read as a map file (it does not exist, it is a folder, or it is no regular file: a
    FIFO, a device, a socket, a link to one), or None when it is a regular file."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return "the file does not exist" if not os.path.lexists(path) else "it is a link to nothing"
    except OSError as exc:
        return f"the file cannot be read ({exc.strerror or exc.__class__.__name__})"
    if stat.S_ISDIR(info.st_mode):
        return "this is a folder, not a map file"
    if not stat.S_ISREG(info.st_mode):
        return "this is not a regular file (a pipe, a device or a socket), not a map file"
    return None


def find_tilesets(root: ET.Element, source: str, folders: Sequence[Path]) -> None:
    """Point every external tileset of a map (`<tileset source="x.tsx">`) that is not beside the map at the
    file of that name in the first of `folders` that has one (a map copied alone into a folder of its own uses
    the shipped tileset). An embedded tileset needs nothing. Raises MapError when a tileset is found nowhere."""
    beside = Path(source).parent
    for node in root.iter("tileset"):
        wanted = node.get("source")
        if not wanted or (beside / wanted).is_file():
            continue
        name = Path(wanted).name  # only a file's name is looked for elsewhere, never a path
        found = next((folder / name for folder in folders if (folder / name).is_file()), None)
        if found is None:
            raise MapError(source, f"the tileset {wanted} is neither beside the map nor among the shipped maps: "
                           "copy it next to the map, or embed it in the map (Tiled: Embed Tileset)")
        node.set("source", str(found.resolve()))


def load_tmx(path: str | os.PathLike[str], tileset_folders: Sequence[Path] = ()) -> Any:
    """Parse a `.tmx` file (images are not loaded). A tileset that is not beside the map is looked for in
    `tileset_folders` (`find_tilesets`). Raises MapError naming the file."""
    # pytmx's package imports its optional pygame helper when pygame is installed; its greeting line would
    # otherwise land in the middle of headless output such as `simulate`.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pytmx  # imported here so that rules modules that never load maps do not need it

    source = str(path)
    problem = file_problem(path)
    if problem is not None:
        raise MapError(source, problem)
    try:
        root = ET.parse(source).getroot()
        find_tilesets(root, source, tileset_folders)
        tmx = pytmx.TiledMap(load_all_tiles=False)
        tmx.filename = source
        tmx.parse_xml(root)
        return tmx
    except MapError:
        raise
    except ET.ParseError as exc:
        raise MapError(source, f"not a readable Tiled map (XML error: {exc})") from exc
    except Exception as exc:  # pytmx raises plain Exceptions/ValueErrors/KeyErrors for broken files
        raise MapError(source, f"not a readable Tiled map ({exc.__class__.__name__}: {exc})") from exc


def object_type(obj: Any) -> str:
    """An object's type: Tiled 1.9+ writes `class`, older versions `type`; pytmx may expose either."""
    for attribute in ("type", "class_", "class"):
        value = getattr(obj, attribute, None)
        if value:
            return str(value)
    return str(obj.properties.get("type", "") or obj.properties.get("class", ""))


def get_layer(tmx: Any, name: str, path: str) -> Any:
    """The layer called `name`. Raises MapError if the map lacks it."""
    for layer in tmx.layers:
        if getattr(layer, "name", None) == name:
            return layer
    raise MapError(path, "the layer is missing", layer=name)


def map_property(tmx: Any, name: str, path: str) -> Any:
    """A property of the map itself. Raises MapError if missing."""
    if name not in tmx.properties:
        raise MapError(path, f"the map property '{name}' is missing")
    return tmx.properties[name]


def tile_properties_grid(tmx: Any, layer_name: str, path: str) -> list[list[dict[str, Any] | None]]:
    """For a tile layer, the properties of the tile in every cell ([y][x]; None for an empty cell)."""
    layer = get_layer(tmx, layer_name, path)
    if not hasattr(layer, "data"):
        raise MapError(path, "expected a tile layer", layer=layer_name)
    grid: list[list[dict[str, Any] | None]] = []
    for y in range(tmx.height):
        row: list[dict[str, Any] | None] = []
        for x in range(tmx.width):
            gid = layer.data[y][x]
            row.append(dict(tmx.get_tile_properties_by_gid(gid) or {}) if gid else None)
        grid.append(row)
    return grid
