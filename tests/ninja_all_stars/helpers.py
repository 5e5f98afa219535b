"""Building Ninja All-Stars positions for rule tests: ninja on chosen squares, dice that show chosen faces."""

from __future__ import annotations

import shutil
from pathlib import Path

from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.data import ELEMENTS
from ninjatable.games.ninja_all_stars.rules import NasState
from ninjatable.games.ninja_all_stars.rules.setup import put_on_board
from ninjatable.games.ninja_all_stars.rules.tournament import DecisionKind
from ninjatable.paths import maps_dir

# model ids: seat 0 (Fire) 0 Chunin, 1-3 Kaiken, 4-5 Yajiri, 6-7 Kunoichi, 8 Madoushi; seat 1 (Water) +9
CHUNIN, KAIKEN, YAJIRI, KUNOICHI, MADOUSHI = 0, 1, 4, 6, 8
ENEMY = 9


class Dice(Rng):
    """A generator whose element dice show the given faces first (then it rolls at random)."""

    def __init__(self, faces: list[str] | None = None) -> None:
        super().__init__(7)
        self.faces = list(faces or [])

    def push(self, *faces: str) -> None:
        self.faces.extend(faces)

    def die(self, sides: int = 6) -> int:
        if sides == 6 and self.faces:
            return ELEMENTS.index(self.faces.pop(0)) + 1
        return super().die(sides)

    def copy(self) -> Dice:
        twin = Dice(self.faces)
        twin._random.setstate(self._random.getstate())
        return twin


def new_game(seed: int = 1, **params) -> NasState:
    return GAME.new_state(params.pop("seats", 2), seed, params)


def board(placements: dict[int, tuple[tuple[int, int], int]], *, arena: str = "nas_sakura_garden",
          challenge: str = "brawl", turn: int = 0, faces: list[str] | None = None, seats: int = 2,
          teams: tuple[str, ...] = ()) -> NasState:
    """A state in the activation phase of round 1 with the given ninja on the board
    ({model id: ((x, y), facing)}); every other ninja waits on its Training Ground. `teams`: the shrine of
    each seat (by default Fire, Water, Earth, Air)."""
    chosen = {f"team_{seat + 1}": team for seat, team in enumerate(teams)}
    state = new_game(1, arena=arena, challenge=challenge, seats=seats, **chosen)
    state.phase = "activation"
    state.janken_purpose = "round"
    state.pending = []
    state.events = []
    edges = ["south", "north", "west", "east"]
    state.edges = {s: edges[s] for s in range(seats)}
    state.hands = [[] for _ in range(seats)]
    state.deck = list(range(52))
    state.discard = []
    state.lanterns, state.shrines = set(), {}
    state.chests = set(state.arena.chest_spots) if state.challenge.chests else set()
    state.moon = 0
    for model_id, (square, facing) in placements.items():
        model = state.models[model_id]
        put_on_board(state, model, square)
        model.facing = facing
    state.turn = turn
    state.initiative = turn
    state.rng = Dice(faces)
    state.forget()
    return state


def play(state: NasState, seat: int, text: str):
    """Give a command in its text form through the full legality check (an order to a ninja that is not
    active yet activates it first, in the same command)."""
    return state.apply(seat, GAME.parse_command(text))


def texts(events) -> str:
    return "\n".join(e.text_for(None) for e in events)


# --- arenas made by the tests --------------------------------------------------------------------------------
ELEVATED_GID, DEPLOY_GID = 3, 6


def arena_text(width: int = 15, height: int = 15, title: str = "Test Ground") -> str:
    """A valid arena map of `width` x `height` dots (Tiled's format, CSV tiles, the shipped tileset): open ground,
    one rock in the middle, seven marked squares in the middle of each edge, two chest spots."""
    cx, cy = width // 2, height // 2
    terrain = [[ELEVATED_GID if (x, y) == (cx, cy) else 0 for x in range(width)] for y in range(height)]
    marks = [[0] * width for _ in range(height)]
    for k in range(-3, 4):
        marks[0][cx + k] = marks[height - 1][cx + k] = DEPLOY_GID
        marks[cy + k][0] = marks[cy + k][width - 1] = DEPLOY_GID

    def csv(grid: list[list[int]]) -> str:
        return ",\n".join(",".join(str(v) for v in row) for row in grid)

    def zone(edge: str, x: int, y: int, w: int, h: int, number: int) -> str:
        return (f'  <object id="{number}" name="{edge} edge" type="deployment_zone" x="{x * 32}" y="{y * 32}" '
                f'width="{w * 32}" height="{h * 32}">\n   <properties>\n    <property name="edge" value="{edge}"/>\n'
                "   </properties>\n  </object>\n")

    zones = (zone("north", 1, 0, width - 2, 1, 2) + zone("south", 1, height - 1, width - 2, 1, 3)
             + zone("west", 0, 1, 1, height - 2, 4) + zone("east", width - 1, 1, 1, height - 2, 5))
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="{width}" height="{height}" tilewidth="32" tileheight="32" infinite="0" nextlayerid="6" nextobjectid="9">
 <properties>
  <property name="game" value="ninja-all-stars"/>
  <property name="title" value="{title}"/>
 </properties>
 <tileset firstgid="1" source="nas_terrain.tsx"/>
 <layer id="1" name="terrain" width="{width}" height="{height}">
  <data encoding="csv">
{csv(terrain)}
</data>
 </layer>
 <layer id="2" name="deployment" width="{width}" height="{height}">
  <data encoding="csv">
{csv(marks)}
</data>
 </layer>
 <objectgroup id="3" name="elements">
  <object id="1" name="rock" type="rock" x="{cx * 32}" y="{cy * 32}" width="32" height="32"/>
 </objectgroup>
 <objectgroup id="4" name="zones">
{zones} </objectgroup>
 <objectgroup id="5" name="features">
  <object id="6" name="chest spot" type="chest_spot" x="{3 * 32 + 16}" y="{3 * 32 + 16}">
   <point/>
  </object>
  <object id="7" name="chest spot" type="chest_spot" x="{(width - 4) * 32 + 16}" y="{(height - 4) * 32 + 16}">
   <point/>
  </object>
 </objectgroup>
</map>
"""


def write_arena(folder: Path, name: str, text: str | None = None, **size: int) -> Path:
    """Write an arena file (and the shipped tileset beside it) into `folder`; returns the map's path."""
    folder.mkdir(parents=True, exist_ok=True)
    for extra in ("nas_terrain.tsx", "nas_terrain.png"):
        shutil.copy(maps_dir() / extra, folder / extra)
    path = folder / name
    path.write_text(text if text is not None else arena_text(**size), encoding="utf-8")
    return path


def strike(state: NasState, seat: int, text: str):
    """Give an attack order, then pass for every player asked in the combat card window (each is asked,
    the attacker first); returns every event."""
    events = play(state, seat, text)
    while state.pending and state.pending[-1].kind == DecisionKind.COMBAT_CARD:
        events += state.apply(state.to_act()[0], GAME.parse_command("no_card"))
    return events
