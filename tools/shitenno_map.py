"""Write maps/shitenno_japan.tmx, the board of Shitennō, as a Tiled object map (560x472 pixels).

Layers:

- `provinces`: the eight provinces as polygons (type `province`), from Hokkaidō in the north-east to Kyūshū in
  the south-west, drawn from rough coastline coordinates (longitude, latitude). Properties: `key`, `favour_1`
  to `favour_4` (favour for each slot), `symbols` (troop symbols printed in the province) and `troop` (the
  province's troop type: what the printed symbols and the gate show).
- `slots`: four points per province (type `slot`): `province`, `number` (1-4, from the left), `bribe` (koku
  that buy the slot instead of troops: our design).
- `gates`: one point per province (type `gate`), where the bonus tiles are stacked: `province`.
- `track`: the favour track, 100 points around the edge (type `track`): `favour` 0-99.
- `places`: rectangles (type `place`) for the troop deck, its discard, the koku deck and its discard: `place`.

Run `python tools/shitenno_map.py` from the project root to write the file again.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

WIDTH, HEIGHT = 560, 472
TILE = 8

#: how longitude and latitude become pixels: the north-east (east of BEND_LON, north of BEND_LAT) is drawn
#: smaller, as board maps do, to give the small provinces of the south-west room.
WEST, SOUTH = 129.6, 30.95
BEND_LON, BEND_LAT, BEND = 139.3, 38.2, 0.72
PX_PER_LON, PX_PER_LAT = 31.5, 33.0
ORIGIN = (82, 446)

#: key -> (name, favour per slot, printed symbols, troop type, bribe per slot, outline in (lon, lat),
#: where the gate stands (pixels) and whether its four slots follow it in a row or a column).
PROVINCES = {
    "chugoku": ("Chūgoku", (3, 4, 6, 9), 2, "samurai", (4, 5, 6, 7),
                [(134.35, 35.62), (133.25, 35.58), (132.65, 35.48), (131.75, 34.72), (130.92, 34.42),
                 (131.22, 34.0), (132.2, 34.0), (132.5, 34.3), (133.4, 34.42), (134.0, 34.6), (134.32, 34.72)],
                (58, 236, "row")),
    "chubu": ("Chūbu", (3, 4, 6, 9), 2, "shinobi", (4, 5, 6, 7),
              [(139.55, 38.45), (139.0, 37.9), (138.2, 37.15), (137.3, 36.75), (136.95, 37.05), (137.35, 37.5),
               (136.75, 37.35), (136.6, 36.6), (136.05, 35.95), (135.9, 35.62), (136.45, 35.3), (136.62, 35.1),
               (136.82, 34.92), (137.0, 34.7), (137.35, 34.62), (138.2, 34.6), (138.8, 34.62), (139.12, 35.12),
               (139.12, 35.22), (138.92, 35.62), (138.62, 36.3), (138.92, 36.92), (139.7, 37.15), (139.55, 37.8)],
              (190, 168, "row")),
    "hokkaido": ("Hokkaidō", (3, 4, 6, 9), 2, "sohei", (4, 5, 6, 7),
                 [(140.05, 41.45), (141.2, 41.78), (141.0, 42.45), (141.7, 42.62), (143.3, 42.0), (144.3, 42.95),
                  (145.6, 43.3), (145.3, 44.3), (144.3, 44.0), (142.5, 45.0), (141.9, 45.5), (141.6, 44.3),
                  (141.4, 43.3), (140.5, 43.3), (139.9, 42.6), (140.2, 42.1)],
                 (262, 48, "row")),
    "kyushu": ("Kyūshū", (3, 4, 6, 9), 2, "bushi", (4, 5, 6, 7),
               [(130.92, 33.92), (130.4, 33.62), (129.82, 33.5), (129.7, 33.1), (129.9, 32.7), (130.35, 32.55),
                (130.2, 31.25), (130.68, 31.05), (131.1, 31.35), (131.42, 31.45), (131.52, 32.0), (131.9, 32.9),
                (131.7, 33.3), (131.1, 33.75)],
               (38, 318, "column")),
    "tohoku": ("Tōhoku", (5, 6, 8, 11), 3, "bushi", (5, 6, 7, 8),
               [(139.95, 40.62), (140.3, 41.25), (140.9, 41.2), (141.05, 41.5), (141.5, 41.4), (141.5, 40.5),
                (142.0, 39.5), (141.6, 38.4), (141.0, 38.22), (141.0, 37.0), (140.3, 36.9), (139.7, 37.15),
                (139.55, 37.8), (139.55, 38.45), (139.8, 38.9), (140.05, 39.8), (139.72, 40.0)],
               (508, 158, "column")),
    "shikoku": ("Shikoku", (5, 6, 8, 11), 3, "sohei", (5, 6, 7, 8),
                [(132.02, 33.32), (132.8, 33.92), (133.5, 34.02), (134.02, 34.35), (134.62, 34.2),
                 (134.72, 33.82), (134.2, 33.25), (133.6, 33.5), (133.0, 32.75), (132.45, 32.92)],
                (162, 426, "row")),
    "kansai": ("Kansai", (5, 6, 8, 11), 3, "shinobi", (5, 6, 7, 8),
               [(135.9, 35.62), (135.2, 35.72), (134.42, 35.62), (134.35, 35.62), (134.32, 34.72), (135.0, 34.62),
                (135.4, 34.62), (135.1, 34.3), (135.7, 33.48), (136.0, 33.6), (136.9, 34.3), (136.62, 34.7),
                (136.62, 35.1), (136.45, 35.3)],
               (302, 426, "row")),
    "kanto": ("Kantō", (5, 6, 8, 11), 3, "samurai", (5, 6, 7, 8),
              [(140.3, 36.9), (141.0, 37.0), (140.62, 36.3), (140.85, 35.72), (140.4, 35.3), (139.9, 34.92),
               (139.82, 35.32), (139.72, 35.6), (139.62, 35.22), (139.12, 35.22), (138.92, 35.62), (138.62, 36.3),
               (138.92, 36.92), (139.7, 37.15)],
              (414, 350, "row")),
}

SLOT_STEP = 26
PLACES = {"troop_deck": (26, 44, 40, 56), "troop_discard": (72, 44, 40, 56), "koku_deck": (124, 44, 40, 56),
          "koku_discard": (170, 44, 40, 56)}


def _bent(value: float, bend: float) -> float:
    return value if value < bend else bend + (value - bend) * BEND


def pixel(lon: float, lat: float) -> tuple[int, int]:
    """Map pixels of a point of Japan."""
    return (round(ORIGIN[0] + (_bent(lon, BEND_LON) - WEST) * PX_PER_LON),
            round(ORIGIN[1] - (_bent(lat, BEND_LAT) - SOUTH) * PX_PER_LAT))


def track_points() -> list[tuple[int, int]]:
    """100 points evenly around the edge, clockwise from the top-left corner."""
    inset = 9
    left, top, right, bottom = inset, inset, WIDTH - inset, HEIGHT - inset
    perimeter = 2 * ((right - left) + (bottom - top))
    points = []
    for step in range(100):
        d = perimeter * step / 100
        if d < right - left:
            points.append((left + d, top))
            continue
        d -= right - left
        if d < bottom - top:
            points.append((right, top + d))
            continue
        d -= bottom - top
        if d < right - left:
            points.append((right - d, bottom))
            continue
        d -= right - left
        points.append((left, bottom - d))
    return [(round(x), round(y)) for x, y in points]


def props(**values: tuple[object, str]) -> str:
    lines = "".join(f'    <property name="{k}"{(" type=" + quoteattr(t)) if t else ""} value={quoteattr(str(v))}/>\n'
                    for k, (v, t) in values.items())
    return f"   <properties>\n{lines}   </properties>"


def build() -> str:
    next_id = 1
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
           f'width="{WIDTH // TILE}" height="{HEIGHT // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
           f'nextlayerid="6" nextobjectid="300">',
           ' <properties>',
           '  <property name="game" value="shitenno"/>',
           ' </properties>']
    out.append(' <objectgroup id="1" name="provinces">')
    for key, (name, favour, symbols, troop, _, outline, _) in PROVINCES.items():
        corners = [pixel(lon, lat) for lon, lat in outline]
        x0, y0 = corners[0]
        points = " ".join(f"{x - x0},{y - y0}" for x, y in corners)
        out.append(f'  <object id="{next_id}" name="{name}" type="province" x="{x0}" y="{y0}">')
        values: dict[str, tuple[object, str]] = {"key": (key, "")}
        for slot, amount in enumerate(favour, start=1):
            values[f"favour_{slot}"] = (amount, "int")
        values["symbols"] = (symbols, "int")
        values["troop"] = (troop, "")
        out.append(props(**values))
        out.append(f'   <polygon points="{points}"/>\n  </object>')
        next_id += 1
    out.append(' </objectgroup>')
    out.append(' <objectgroup id="2" name="slots">')
    gates = []
    for key, (name, _, _, _, bribes, _, strip) in PROVINCES.items():
        x, y, direction = strip
        gates.append((key, name, (x, y)))
        for number, bribe in enumerate(bribes, start=1):
            step = 4 + number * SLOT_STEP
            sx, sy = (x + step, y) if direction == "row" else (x, y + step)
            out.append(f'  <object id="{next_id}" name="{name} {number}" type="slot" x="{sx}" y="{sy}">')
            out.append(props(province=(key, ""), number=(number, "int"), bribe=(bribe, "int")))
            out.append('   <point/>\n  </object>')
            next_id += 1
    out.append(' </objectgroup>')
    out.append(' <objectgroup id="3" name="gates">')
    for key, name, (x, y) in gates:
        out.append(f'  <object id="{next_id}" name="{name} gate" type="gate" x="{x}" y="{y}">')
        out.append(props(province=(key, "")))
        out.append('   <point/>\n  </object>')
        next_id += 1
    out.append(' </objectgroup>')
    out.append(' <objectgroup id="4" name="track">')
    for favour, (x, y) in enumerate(track_points()):
        out.append(f'  <object id="{next_id}" name="favour {favour}" type="track" x="{x}" y="{y}">')
        out.append(props(favour=(favour, "int")))
        out.append('   <point/>\n  </object>')
        next_id += 1
    out.append(' </objectgroup>')
    out.append(' <objectgroup id="5" name="places">')
    for place, (x, y, w, h) in PLACES.items():
        out.append(f'  <object id="{next_id}" name="{place}" type="place" x="{x}" y="{y}" width="{w}" height="{h}">')
        out.append(props(place=(place, "")))
        out.append('  </object>')
        next_id += 1
    out.append(' </objectgroup>')
    out.append('</map>')
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    target = Path(__file__).resolve().parents[1] / "maps" / "shitenno_japan.tmx"
    target.write_text(build(), encoding="utf-8")
    print(f"wrote {target}")
