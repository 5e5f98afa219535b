"""Write the two Ninja All-Stars tournament grounds as Tiled maps and their tileset.

Writes `maps/nas_sakura_garden.tmx`, `maps/nas_moon_temple.tmx`, `maps/nas_terrain.tsx` and
`maps/nas_terrain.png`. A map's `objectives` layer (the hills, target squares and posts the challenges use) is
drawn in Tiled, not here: the script keeps the layer of the map it writes over, as it is. Run
`python tools/nas_maps.py` from the project root (`--help` says this and writes nothing). The maps stay
editable in Tiled afterwards; this script only saves typing. Each arena is drawn below as 15 rows of 15 characters:

    .  open ground           d  difficult          o  obscuring         f  foliage
    upper-case letters: elevated squares or structures, one letter per separate terrain element; the legend
    of each arena says what the element is (wall, tree, torii, pagoda...) and whether it is a structure.
    Walls are elevated and obscuring (they block line of sight between models on the ground); trees and
    torii are elevated only.

Deployment zones lie on the four edges (the corner dots belong to no zone); the marked deployment squares are
the middle seven dots of every edge. Chest spots (used by the Search challenge) are listed per arena.
"""

from __future__ import annotations

import argparse
import re
import struct
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAPS = ROOT / "maps"
SIZE = 15
TILE = 32
TILESET = "nas_terrain.tsx"
TILESET_IMAGE = "nas_terrain.png"

#: tile id -> (terrain name, properties, colour of the tile picture)
TILES = {
    0: ("difficult", {"difficult": True}, (150, 120, 80)),
    1: ("obscuring", {"obscuring": True}, (120, 120, 140)),
    2: ("elevated", {"elevated": True}, (170, 150, 120)),
    3: ("structure", {"structure": True, "obscuring": True, "elevated": True}, (140, 60, 50)),
    4: ("foliage", {"foliage": True, "obscuring": True, "difficult": True}, (60, 130, 60)),
    5: ("deployment", {"deployment_square": True}, (220, 210, 170)),
    6: ("elevated", {"elevated": True, "obscuring": True}, (110, 100, 90)),
}
CHAR_TILE = {"d": 0, "o": 1, "f": 4}

ARENAS = {
    "nas_sakura_garden": {
        "title": "Sakura Garden",
        "rows": [
            "...............",
            "...............",
            "..ff.......dd..",
            "..fB....AAA.d..",
            "...........o...",
            ".o...CCC.......",
            "......d....ff..",
            "..dd.......fD..",
            ".......PP......",
            ".......PP...o..",
            "..EE.......GG..",
            ".f........d....",
            "...ff.......ff.",
            "...............",
            "...............",
        ],
        "legend": {"A": ("stone wall", "wall", False), "B": ("old cherry tree", "tree", False),
                   "C": ("red torii", "torii", False), "D": ("pine tree", "tree", False),
                   "E": ("garden wall", "wall", False), "G": ("garden wall", "wall", False),
                   "P": ("pagoda", "structure", True)},
        "chests": [(4, 7), (10, 8), (7, 4), (6, 11)],
    },
    "nas_moon_temple": {
        "title": "Moon Temple",
        "rows": [
            "...............",
            "...............",
            "...o.....ff....",
            "..AA.....f..dd.",
            "..........B....",
            ".dd..TTTTT.....",
            ".....d...d..o..",
            ".o...d.S.d...o.",
            "..o..d...d.....",
            ".....HHHHH..dd.",
            "....C..........",
            ".dd.....f..EE..",
            "....ff..ff.....",
            "...............",
            "...............",
        ],
        "legend": {"A": ("shrine wall", "wall", False), "B": ("camphor tree", "tree", False),
                   "T": ("temple hall", "structure", True), "H": ("temple hall", "structure", True),
                   "S": ("moon torii", "torii", False), "C": ("maple tree", "tree", False),
                   "E": ("lantern wall", "wall", False)},
        "chests": [(3, 7), (11, 7), (7, 3), (7, 11)],
    },
}

EDGES = {
    "north": (1, 0, SIZE - 2, 1),
    "south": (1, SIZE - 1, SIZE - 2, 1),
    "west": (0, 1, 1, SIZE - 2),
    "east": (SIZE - 1, 1, 1, SIZE - 2),
}


def deployment_squares(edge: str) -> list[tuple[int, int]]:
    middle = range(4, 11)
    if edge == "north":
        return [(x, 0) for x in middle]
    if edge == "south":
        return [(x, SIZE - 1) for x in middle]
    if edge == "west":
        return [(0, y) for y in middle]
    return [(SIZE - 1, y) for y in middle]


def png(width: int, height: int, pixel) -> bytes:
    """A plain RGB PNG file."""
    raw = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def prop(name: str, value) -> str:
    if isinstance(value, bool):
        return f'<property name="{name}" type="bool" value="{"true" if value else "false"}"/>'
    if isinstance(value, int):
        return f'<property name="{name}" type="int" value="{value}"/>'
    return f'<property name="{name}" value="{value}"/>'


def tileset_xml() -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<tileset version="1.10" tiledversion="1.10.2" name="nas_terrain" tilewidth="{TILE}" '
             f'tileheight="{TILE}" tilecount="{len(TILES)}" columns="{len(TILES)}">',
             f' <image source="{TILESET_IMAGE}" width="{TILE * len(TILES)}" height="{TILE}"/>']
    for tile_id, (name, props, _) in TILES.items():
        lines.append(f' <tile id="{tile_id}">')
        lines.append("  <properties>")
        lines.append("   " + prop("terrain", name))
        for key, value in props.items():
            lines.append("   " + prop(key, value))
        lines.append("  </properties>")
        lines.append(" </tile>")
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def arena_xml(name: str, arena: dict) -> str:
    rows = arena["rows"]
    assert len(rows) == SIZE and all(len(r) == SIZE for r in rows), name
    legend = arena["legend"]
    terrain = [[0] * SIZE for _ in range(SIZE)]
    cells: dict[str, list[tuple[int, int]]] = {}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch in CHAR_TILE:
                terrain[y][x] = CHAR_TILE[ch] + 1
            elif ch.isupper():
                kind = legend[ch][1]
                terrain[y][x] = (3 if legend[ch][2] else 6 if kind == "wall" else 2) + 1
                cells.setdefault(ch, []).append((x, y))
            elif ch != ".":
                raise ValueError(f"{name}: unknown character {ch!r}")
    deploy = [[0] * SIZE for _ in range(SIZE)]
    for edge in EDGES:
        for x, y in deployment_squares(edge):
            deploy[y][x] = 5 + 1

    def csv(grid: list[list[int]]) -> str:
        return "\n" + ",\n".join(",".join(str(v) for v in row) for row in grid) + "\n"

    oid = 1
    elements = []
    for letter, squares in sorted(cells.items()):
        xs = [s[0] for s in squares]
        ys = [s[1] for s in squares]
        x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
        assert len(squares) == (x1 - x0 + 1) * (y1 - y0 + 1), f"{name}: element {letter} is not a rectangle"
        title, kind, _ = legend[letter]
        elements.append(f'  <object id="{oid}" name="{title}" type="{kind}" x="{x0 * TILE}" y="{y0 * TILE}" '
                        f'width="{(x1 - x0 + 1) * TILE}" height="{(y1 - y0 + 1) * TILE}"/>')
        oid += 1
    zones = []
    for edge, (x, y, w, h) in EDGES.items():
        zones.append(f'  <object id="{oid}" name="{edge} edge" type="deployment_zone" x="{x * TILE}" '
                     f'y="{y * TILE}" width="{w * TILE}" height="{h * TILE}">\n'
                     f'   <properties>\n    {prop("edge", edge)}\n   </properties>\n  </object>')
        oid += 1
    features = []
    for x, y in arena["chests"]:
        features.append(f'  <object id="{oid}" name="chest spot" type="chest_spot" x="{x * TILE + TILE // 2}" '
                        f'y="{y * TILE + TILE // 2}">\n   <point/>\n  </object>')
        oid += 1
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="{SIZE}" height="{SIZE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="6" nextobjectid="{oid}">
 <properties>
  {prop("game", "ninja-all-stars")}
  {prop("title", arena["title"])}
 </properties>
 <tileset firstgid="1" source="{TILESET}"/>
 <layer id="1" name="terrain" width="{SIZE}" height="{SIZE}">
  <data encoding="csv">{csv(terrain)}</data>
 </layer>
 <layer id="2" name="deployment" width="{SIZE}" height="{SIZE}">
  <data encoding="csv">{csv(deploy)}</data>
 </layer>
 <objectgroup id="3" name="elements">
{chr(10).join(elements)}
 </objectgroup>
 <objectgroup id="4" name="zones">
{chr(10).join(zones)}
 </objectgroup>
 <objectgroup id="5" name="features">
{chr(10).join(features)}
 </objectgroup>
</map>
"""


#: the objectives layer of a map as Tiled writes it (and as the shipped maps hold it)
OBJECTIVES = re.compile(r'\n <objectgroup id="\d+" name="objectives">.*?</objectgroup>', re.S)


def kept_objectives(path: Path) -> str:
    """The objectives layer of the map already at `path`, as written there ("" when there is none)."""
    if not path.exists():
        return ""
    found = OBJECTIVES.search(path.read_text(encoding="utf-8"))
    return found.group(0) if found else ""


def with_objectives(xml: str, layer: str) -> str:
    """The map `xml` with the objectives `layer` after its other layers, the next free layer and object ids
    counted past it."""
    if not layer:
        return xml
    ids = [int(number) for number in re.findall(r'<object id="(\d+)"', xml + layer)]
    layers = [int(number) for number in re.findall(r'<(?:layer|objectgroup) id="(\d+)"', xml + layer)]
    xml = re.sub(r'nextlayerid="\d+" nextobjectid="\d+"',
                 f'nextlayerid="{max(layers) + 1}" nextobjectid="{max(ids) + 1}"', xml, count=1)
    return xml.replace("\n</map>", f"{layer}\n</map>")


def main() -> None:
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    MAPS.mkdir(exist_ok=True)
    (MAPS / TILESET).write_text(tileset_xml(), encoding="utf-8")

    def pixel(x: int, y: int) -> tuple[int, int, int]:
        colour = TILES[x // TILE][2]
        edge = x % TILE in (0, TILE - 1) or y in (0, TILE - 1)
        return tuple(max(0, c - 40) for c in colour) if edge else colour

    (MAPS / TILESET_IMAGE).write_bytes(png(TILE * len(TILES), TILE, pixel))
    for name, arena in ARENAS.items():
        path = MAPS / f"{name}.tmx"
        path.write_text(with_objectives(arena_xml(name, arena), kept_objectives(path)), encoding="utf-8")
        print("wrote", MAPS / f"{name}.tmx")


if __name__ == "__main__":
    main()
