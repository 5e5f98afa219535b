"""Write maps/ronin_japan.tmx, the Ronin map of Japan without Hokkaido, as a Tiled object map.

Layers: `regions` (polygons, one per region, properties `number`, `neighbours`), `cities` (points, property
`regions`), `castles` (two points per region, property `region`), `resources` (three points per region,
property `region`; the one with `horse_head` true is the horse-head space). The logical size is 1280x800.
Run `python tools/ronin_map.py` from the project root to write the file again.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

REGIONS = {
    1: ("Satsuma", [(120, 620), (250, 600), (290, 700), (230, 780), (140, 760), (100, 690)], [2, 3]),
    2: ("Chikuzen", [(110, 520), (230, 490), (300, 520), (290, 600), (250, 600), (120, 620), (90, 570)], [1, 4]),
    3: ("Shikoku", [(380, 600), (470, 570), (570, 580), (600, 640), (520, 690), (420, 700), (370, 650)],
        [1, 4, 5]),
    4: ("Chugoku", [(300, 470), (400, 420), (520, 400), (560, 450), (540, 520), (420, 540), (320, 530)],
        [2, 3, 5, 6]),
    5: ("Kinai", [(560, 450), (640, 430), (680, 500), (650, 600), (590, 580), (540, 520)], [3, 4, 6, 7]),
    6: ("Hokuriku", [(520, 400), (620, 330), (720, 280), (800, 250), (820, 320), (740, 380), (640, 430),
                     (560, 450)], [4, 5, 7, 8, 9]),
    7: ("Tokai", [(640, 430), (740, 380), (820, 420), (800, 500), (700, 540), (680, 500)], [5, 6, 8]),
    8: ("Kanto", [(820, 320), (900, 300), (960, 360), (950, 470), (860, 490), (800, 500), (820, 420),
                  (740, 380)], [6, 7, 9, 10]),
    9: ("Dewa", [(800, 250), (880, 150), (940, 60), (1010, 50), (1000, 200), (900, 300), (820, 320)],
        [6, 8, 10]),
    10: ("Mutsu", [(1010, 50), (1100, 40), (1150, 120), (1100, 250), (1020, 330), (960, 360), (900, 300),
                   (1000, 200)], [8, 9]),
}

CITIES = {
    "Kagoshima": ((185, 700), [1]),
    "Nagasaki": ((112, 618), [1, 2]),
    "Hakata": ((200, 540), [2]),
    "Shimonoseki": ((298, 522), [2, 4]),
    "Kochi": ((480, 660), [3]),
    "Matsuyama": ((415, 562), [3, 4]),
    "Hiroshima": ((410, 480), [4]),
    "Osaka": ((585, 570), [3, 5]),
    "Kyoto": ((642, 432), [5, 6, 7]),
    "Nagoya": ((690, 520), [5, 7]),
    "Kanazawa": ((660, 370), [6]),
    "Niigata": ((808, 285), [6, 9]),
    "Sunpu": ((805, 460), [7, 8]),
    "Edo": ((895, 420), [8]),
    "Nikko": ((900, 302), [8, 9, 10]),
    "Akita": ((1003, 130), [9, 10]),
    "Sendai": ((1085, 210), [10]),
}

CASTLES = {
    1: [(170, 660), (230, 650)], 2: [(150, 560), (250, 560)], 3: [(440, 630), (530, 620)],
    4: [(350, 500), (525, 475)], 5: [(600, 500), (630, 560)], 6: [(580, 420), (740, 320)],
    7: [(730, 430), (760, 480)], 8: [(880, 350), (900, 460)], 9: [(950, 110), (900, 240)],
    10: [(1100, 110), (1040, 280)],
}

RESOURCES = {
    1: [(150, 700), (200, 740), (250, 700)], 2: [(130, 580), (175, 590), (260, 520)],
    3: [(400, 650), (480, 610), (555, 640)], 4: [(330, 520), (450, 510), (510, 430)],
    5: [(580, 530), (640, 490), (650, 580)], 6: [(620, 400), (700, 330), (780, 280)],
    7: [(700, 480), (750, 520), (780, 440)], 8: [(840, 420), (930, 380), (920, 450)],
    9: [(950, 160), (960, 70), (870, 270)], 10: [(1090, 70), (1120, 150), (1050, 240)],
}


def props(**values: object) -> str:
    lines = "".join(f'    <property name="{k}" {t}value={quoteattr(str(v))}/>\n'
                    for k, (v, t) in values.items())
    return f"   <properties>\n{lines}   </properties>\n"


def build() -> str:
    next_id = 1
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
           'width="40" height="25" tilewidth="32" tileheight="32" infinite="0" nextlayerid="5" '
           'nextobjectid="200">',
           ' <properties>\n  <property name="game" value="ronin"/>\n  <property name="width_px" type="int" '
           'value="1280"/>\n  <property name="height_px" type="int" value="800"/>\n </properties>']
    out.append(' <objectgroup id="1" name="regions">')
    for number, (name, poly, neighbours) in REGIONS.items():
        x0, y0 = poly[0]
        points = " ".join(f"{x - x0},{y - y0}" for x, y in poly)
        out.append(f'  <object id="{next_id}" name="{name}" type="region" x="{x0}" y="{y0}">')
        out.append(props(number=(number, 'type="int" '), neighbours=(",".join(map(str, neighbours)), "")).rstrip())
        out.append(f'   <polygon points="{points}"/>\n  </object>')
        next_id += 1
    out.append(' </objectgroup>')
    out.append(' <objectgroup id="2" name="cities">')
    for name, ((x, y), regions) in CITIES.items():
        out.append(f'  <object id="{next_id}" name="{name}" type="city" x="{x}" y="{y}">')
        out.append(props(regions=(",".join(map(str, regions)), "")).rstrip())
        out.append('   <point/>\n  </object>')
        next_id += 1
    out.append(' </objectgroup>')
    out.append(' <objectgroup id="3" name="castles">')
    for region, spots in CASTLES.items():
        for index, (x, y) in enumerate(spots):
            out.append(f'  <object id="{next_id}" name="castle {region}.{index + 1}" type="castle" '
                       f'x="{x}" y="{y}">')
            out.append(props(region=(region, 'type="int" '), space=(index, 'type="int" ')).rstrip())
            out.append('   <point/>\n  </object>')
            next_id += 1
    out.append(' </objectgroup>')
    out.append(' <objectgroup id="4" name="resources">')
    for region, spots in RESOURCES.items():
        for index, (x, y) in enumerate(spots):
            out.append(f'  <object id="{next_id}" name="goods {region}.{index + 1}" type="resource" '
                       f'x="{x}" y="{y}">')
            out.append(props(region=(region, 'type="int" '), space=(index, 'type="int" '),
                             horse_head=("true" if index == 0 else "false", 'type="bool" ')).rstrip())
            out.append('   <point/>\n  </object>')
            next_id += 1
    out.append(' </objectgroup>')
    out.append('</map>')
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    target = Path(__file__).resolve().parents[1] / "maps" / "ronin_japan.tmx"
    target.write_text(build(), encoding="utf-8")
    print(f"wrote {target}")
