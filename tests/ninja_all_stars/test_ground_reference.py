"""The fast ground code answers as the rules written plainly (`rules/reference.py`) on random positions: on
every shipped arena and on made grounds of every height the game supports, with random terrain, ninja,
facings, Stealth, Moon Power and markers, the squares a ninja reaches (and the walk to each, for every
budget) and who sees whom are the same."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars.map import LARGEST, SMALLEST, Arena, Terrain, arena_files, load_arena
from ninjatable.games.ninja_all_stars.rules import reference
from ninjatable.games.ninja_all_stars.rules.sight import line_of_sight, sight_between
from ninjatable.games.ninja_all_stars.rules.tournament import BOARD
from ninjatable.games.ninja_all_stars.rules.walks import reachable
from tests.ninja_all_stars.helpers import board

SHIPPED = {path.stem: load_arena(path) for path in arena_files()}
GROUNDS = [*SHIPPED, *(f"made, {height} high" for height in range(SMALLEST, LARGEST + 1))]
#: the terrain of a made ground, by how often it is drawn
KINDS = ([Terrain()] * 10 + [Terrain("difficult", difficult=True)] * 3 + [Terrain("obscuring", obscuring=True)] * 2
         + [Terrain("elevated", elevated=True)] * 3 + [Terrain("rough height", difficult=True, elevated=True)])


def made_ground(rng: Rng, width: int, height: int, seed: int) -> Arena:
    """A ground of random terrain, its elevated squares in up to three elements. Its key names the seed too: the
    ground caches know a ground by its key, as every map file has its own."""
    terrain = tuple(tuple(rng.choice(KINDS) for _ in range(width)) for _ in range(height))
    element_of = {(x, y): rng.randint(0, 2) for y in range(height) for x in range(width) if terrain[y][x].elevated}
    base = SHIPPED["nas_sakura_garden"]
    return dataclasses.replace(base, key=f"nas_made_{width}x{height}_{seed}", width=width, height=height, terrain=terrain,
                               element_of=element_of, chest_spots=(),
                               zone_distances=tuple((0,) * width for _ in range(height)))


def position(ground: str, seed: int, width: int):
    """A random position on the ground: ninja of both teams, markers, Stealth and Moon Power here and there."""
    rng = Rng(seed)
    state = board({})
    height = int(ground.split(", ")[1].split()[0]) if ground.startswith("made") else 0
    state.arena = SHIPPED[ground] if not height else made_ground(rng, width, height, seed)
    squares = state.arena.squares()
    rng.shuffle(squares)
    ninja = rng.randint(2, 12)
    for model, square in zip(rng.sample(state.models, ninja), squares, strict=False):
        model.where = BOARD
        state.place(model, square)
        model.facing = rng.randint(0, 7)
        model.stealth = rng.random() < 0.2
        if rng.random() < 0.15:
            model.cond["moon_power"] = 1
    markers = squares[ninja:ninja + rng.randint(0, 8)]
    for k, square in enumerate(markers):
        kind = k % 4
        if kind == 0:
            state.lanterns.add(square)
        elif kind == 1:
            state.shrines[square] = "fire"
        elif kind == 2:
            state.chests.add(square)
        else:
            state.figures[square] = "guard"
    state.forget()
    return state, rng


ground_cases = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("ground", GROUNDS)
@ground_cases
@given(seed=st.integers(0, 10**9), width=st.integers(SMALLEST, LARGEST))
def test_a_ninja_reaches_the_squares_of_the_plain_rules_by_the_same_walks_for_every_budget(ground, seed, width):
    state, rng = position(ground, seed, width)
    for model in [m for m in state.models if m.pos is not None][:4]:
        widest = rng.randint(1, 8)
        state.forget()
        reachable(state, model.id, widest)  # the widest first, as listing the moves does
        expected = reference.walks(state, model, widest)
        for budget in range(1, widest + 1):
            found = reachable(state, model.id, budget)
            assert list(found.items()) == reference.fitting(expected, budget), (model.pos, budget)
            assert all(found.effort(sq) == (len(walk.dodges), walk.cost) for sq, walk in found.items())


@pytest.mark.parametrize("ground", GROUNDS)
@ground_cases
@given(seed=st.integers(0, 10**9), width=st.integers(SMALLEST, LARGEST))
def test_who_sees_whom_follows_the_plain_rules_of_sight(ground, seed, width):
    state, rng = position(ground, seed, width)
    on_board = [m for m in state.models if m.pos is not None]
    for viewer in on_board:
        for target in on_board:
            may_turn = rng.random() < 0.3
            assert line_of_sight(state, viewer.id, target.id, may_turn=may_turn) == reference.line_of_sight(
                state, viewer.id, target.id, may_turn), (viewer.pos, target.pos, may_turn)
    squares = state.arena.squares()
    for _ in range(60):
        a, b = rng.choice(squares), rng.choice(squares)
        facing = rng.choice([None, *range(8)])
        ignore = {m.id for m in rng.sample(on_board, 2)}
        assert sight_between(state, a, b, facing, frozenset(ignore)) == reference.sees(state, a, b, facing, ignore), \
            (a, b, facing)
