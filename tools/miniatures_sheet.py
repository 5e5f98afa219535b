"""Render a sheet of the painted Ninja All-Stars miniatures to a PNG, to look at them.

Run `python tools/miniatures_sheet.py OUT.png` from the project root. The sheet shows every ninja type of
every team at the board's size (base radius 11) and at twice that size, the eight facings, the dimmed
figures of ninja that have acted, lifted figures, the Stealth veil, every condition marker, and two patches
of board with both teams of a brawl (at the board's size and at 2x). It also prints how long the eighteen
figures of a two-team board take to paint and to draw from the cache.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ninjatable.games.ninja_all_stars.table import miniatures as mini  # noqa: E402
from ninjatable.ui import text  # noqa: E402

DATA = json.loads((ROOT / "ninjatable/games/ninja_all_stars/data.json").read_text(encoding="utf-8"))
TEAMS = {key: mini.TeamColours.from_rgb(team["colour"]) for key, team in DATA["teams"].items()}
SAND = (196, 176, 132)
DOT = (70, 56, 40)
PAPER = (34, 30, 36)
LABEL = (236, 226, 200)
#: a team of nine: the type and the facing of each ninja on the sample board
SQUAD = [("chunin", 0), ("kaiken", 0), ("kaiken", 1), ("kaiken", 7), ("yajiri", 0), ("yajiri", 2),
         ("kunoichi", 1), ("kunoichi", 6), ("madoushi", 0)]


def blit_centred(surface: pygame.Surface, image: pygame.Surface, centre: tuple[int, int]) -> None:
    surface.blit(image, (centre[0] - image.get_width() // 2, centre[1] - image.get_height() // 2))


def ground(size: tuple[int, int], cell: int) -> pygame.Surface:
    """A patch of the arena: sand with the dot of every square."""
    patch = pygame.Surface(size)
    patch.fill(SAND)
    for y in range(cell // 2, size[1], cell):
        for x in range(cell // 2, size[0], cell):
            pygame.draw.circle(patch, DOT, (x, y), max(2, cell // 14))
    return patch


def row_of_kinds(sheet: pygame.Surface, y: int, radius: int, label: str, draw) -> int:
    """One row of figures on sand, one per type and team (`draw(kind, colours)` gives the image)."""
    cell = round(radius * 2.5)
    width = cell * len(mini.KINDS) * len(TEAMS)
    patch = ground((width, cell), cell)
    for t, colours in enumerate(TEAMS.values()):
        for k, kind in enumerate(mini.KINDS):
            blit_centred(patch, draw(kind, colours), ((t * len(mini.KINDS) + k) * cell + cell // 2, cell // 2))
    sheet.blit(patch, (200, y))
    text.blit_text(sheet, label, (14, y + cell // 2), 18, LABEL, anchor="midleft")
    return y + cell + 12


def row_of_facings(sheet: pygame.Surface, y: int, radius: int, colours: mini.TeamColours) -> int:
    cell = round(radius * 2.5)
    patch = ground((cell * 8 * len(mini.KINDS), cell), cell)
    for k, kind in enumerate(mini.KINDS):
        for facing in range(8):
            blit_centred(patch, mini.figure(kind, colours, radius, facing), ((k * 8 + facing) * cell + cell // 2,
                                                                            cell // 2))
    sheet.blit(patch, (200, y))
    text.blit_text(sheet, f"8 facings, r={radius}", (14, y + cell // 2), 18, LABEL, anchor="midleft")
    return y + cell + 12


def row_of_extras(sheet: pygame.Surface, y: int, radius: int) -> int:
    """Lifted figures, the veil over figures, and a figure with markers around its base."""
    cell = round(radius * 2.5)
    patch = ground((cell * 20, round(cell * 1.8)), cell)
    fire, water = TEAMS["fire"], TEAMS["water"]
    mid = patch.get_height() // 2
    for i, kind in enumerate(mini.KINDS):
        blit_centred(patch, mini.lifted(kind, fire if i % 2 else water, radius, i), (i * cell + cell // 2, mid))
    for i, kind in enumerate(mini.KINDS):
        x = (6 + i) * cell + cell // 2
        blit_centred(patch, mini.figure(kind, water, radius, 4), (x, mid))
        blit_centred(patch, mini.stealth_veil(radius), (x, mid))
    conditions = list(DATA["marker_names"])
    size = max(13, round(radius * 1.45))
    for i in range(4):
        x = (12 + 2 * i) * cell + cell
        blit_centred(patch, mini.figure(mini.KINDS[i], fire, radius, 2, dim=i == 1), (x, mid))
        reach = radius + size * 0.5
        for j, condition in enumerate(conditions[i * 2:i * 2 + 3]):
            angle = math.radians(200) - j * size * 1.25 / reach
            at = (round(x + reach * math.cos(angle) - size / 2), round(mid + reach * math.sin(angle) - size / 2))
            patch.blit(mini.condition_marker(condition, 1 + (j == 1) * 2, size), at)
    sheet.blit(patch, (200, y))
    text.blit_text(sheet, f"lifted, veil, markers r={radius}", (14, y + mid), 18, LABEL, anchor="midleft")
    return y + patch.get_height() + 12


def row_of_markers(sheet: pygame.Surface, y: int, size: int) -> int:
    conditions = list(DATA["marker_names"])
    step = max(size + 12, 52)
    for i, condition in enumerate(conditions):
        for j, count in enumerate((1, 3)):
            sheet.blit(mini.condition_marker(condition, count, size), (200 + (2 * i + j) * step, y))
        text.blit_text(sheet, DATA["marker_names"][condition], (200 + 2 * i * step, y + size + 2), 14, LABEL)
    text.blit_text(sheet, f"markers {size} px", (14, y + size // 2), 18, LABEL, anchor="midleft")
    return y + size + 24


def board_patch(radius: int) -> pygame.Surface:
    """Both teams of a brawl facing off on ten by six squares, some acted, one in Stealth, some marked."""
    cell = round(radius * 2.5)
    patch = ground((cell * 10, cell * 6), cell)
    spots = [(1, 1), (3, 1), (5, 1), (7, 1), (2, 2), (4, 2), (6, 2), (8, 2), (5, 0)]
    for side, (team, flip) in enumerate((("water", False), ("fire", True))):
        for i, (kind, facing) in enumerate(SQUAD):
            x, y = spots[i]
            if flip:
                x, y, facing = 9 - x, 5 - y, (facing + 4) % 8
            centre = (x * cell + cell // 2, y * cell + cell // 2)
            blit_centred(patch, mini.figure(kind, TEAMS[team], radius, facing, dim=(i + side) % 4 == 0), centre)
            if i == 6 and side == 0:
                blit_centred(patch, mini.stealth_veil(radius), centre)
            if i == 2:
                marker = mini.condition_marker("stunned" if side else "poison", 1, max(13, round(radius * 1.45)))
                blit_centred(patch, marker, (centre[0] - radius, centre[1] + radius))
    return patch


def timings(radius: int) -> str:
    """Milliseconds to paint the eighteen figures of a two-team board, and to draw them from the cache."""
    screen = pygame.Surface((1280, 800))
    squad = [(kind, TEAMS[team], facing if team == "water" else (facing + 4) % 8)
             for team in ("water", "fire") for kind, facing in SQUAD]
    mini.clear_cache()
    start = time.perf_counter()
    for i, (kind, colours, facing) in enumerate(squad):
        screen.blit(mini.figure(kind, colours, radius, facing), (i * 40, 100))
    cold = time.perf_counter() - start
    rounds = 200
    start = time.perf_counter()
    for _ in range(rounds):
        for i, (kind, colours, facing) in enumerate(squad):
            screen.blit(mini.figure(kind, colours, radius, facing), (i * 40, 100))
    warm = (time.perf_counter() - start) / rounds
    return f"r={radius}: 18 figures cold {cold * 1000:.1f} ms, from the cache {warm * 1000:.3f} ms"


def render(out: Path) -> None:
    pygame.font.init()
    sheet = pygame.Surface((2400, 1900))
    sheet.fill(PAPER)
    y = 10
    text.blit_text(sheet, "teams: " + ", ".join(TEAMS) + "  (each: " + ", ".join(mini.KINDS) + ")", (14, y), 20,
                   LABEL)
    y += 30
    y = row_of_kinds(sheet, y, 11, "r=11 (board)", lambda k, c: mini.figure(k, c, 11, 0))
    y = row_of_kinds(sheet, y, 11, "r=11 dimmed", lambda k, c: mini.figure(k, c, 11, 0, dim=True))
    y = row_of_kinds(sheet, y, 15, "r=15 facing SE", lambda k, c: mini.figure(k, c, 15, 3))
    y = row_of_kinds(sheet, y, 22, "r=22 (2x)", lambda k, c: mini.figure(k, c, 22, 0))
    y = row_of_kinds(sheet, y, 22, "r=22 dimmed", lambda k, c: mini.figure(k, c, 22, 0, dim=True))
    y = row_of_kinds(sheet, y, 22, "r=22 painted alone", lambda k, c: mini.painted(k, c, 22, 0))
    y = row_of_facings(sheet, y, 11, TEAMS["earth"])
    y = row_of_facings(sheet, y, 22, TEAMS["air"])
    y = row_of_extras(sheet, y, 11)
    y = row_of_extras(sheet, y, 22)
    y = row_of_markers(sheet, y, 16)
    y = row_of_markers(sheet, y, 32)
    small, large = board_patch(11), board_patch(22)
    sheet.blit(small, (200, y))
    sheet.blit(large, (220 + small.get_width(), y))
    text.blit_text(sheet, "board r=11 | r=22", (14, y + 20), 18, LABEL)
    used = pygame.Rect(0, 0, sheet.get_width(), max(y + large.get_height() + 10, y + small.get_height() + 10))
    pygame.image.save(sheet.subsurface(used), str(out))
    for radius in (11, 15, 22):
        print(timings(radius))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the PNG file to write")
    render(parser.parse_args().out)


if __name__ == "__main__":
    main()
