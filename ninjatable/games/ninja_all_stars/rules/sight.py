"""Line of sight, in the book's words, and who may hide from whom.

- A ninja sees another if any one of the sight lines between their bases (`lines.LINE_ENDS`) is clear.
- Sight is drawn only through the viewer's front zone: its rear zone is unseen and blocks (a ninja that may
  turn freely, the active one, has no rear zone for its own sight).
- Between two ninja on the ground, other ninja (not those in Stealth), obscuring terrain, lanterns, shrines,
  chests and the challenge's Samurai figures block.
- From or to elevated ground, the ground's terrain and ninja are ignored, but elevated squares of another
  element, or outside the elevated ninja's zone, block; between two elevated ninja, elevated ninja and other
  elements on the line block.
- A ninja in Stealth cannot be seen (a ninja always sees itself). Stealth is lost, and cannot be taken, in the
  light of a lantern (the squares next to it).

The fast answers read sight lines and blockers as masks of the one bit layout (`bits`); `reference.sight`
draws the same rules square by square, and the tests hold the two to the same answers.
"""

from __future__ import annotations

from ninjatable.games.ninja_all_stars.bits import scan_forward, square_at, stride_of
from ninjatable.games.ninja_all_stars.caches import (
    FIXED_BLOCKERS,
    HIGH_SIGHT,
    HIGH_SIGHT_GROUNDS,
    LIGHT,
    REARS,
    RECTANGLES,
    Memo,
    memo,
    remembered,
)
from ninjatable.games.ninja_all_stars.geometry import Square, adjacent, neighbours, rear_zone
from ninjatable.games.ninja_all_stars.lines import (
    LINES,
    SHAPES,
    doubtful_bits,
    line_bits,
    line_shape,
    shape_key,
)
from ninjatable.games.ninja_all_stars.map import Arena
from ninjatable.games.ninja_all_stars.rules.movement import blocked_squares
from ninjatable.games.ninja_all_stars.rules.tournament import Model, Tournament

#: how the two ends of a sight line stand: both on the ground, one on elevated ground, both elevated
GROUND, ONE_HIGH, BOTH_HIGH = 0, 1, 2


# --- who may be seen ---------------------------------------------------------------------------------------------
def enemies_within(state: Tournament, model: Model, reach: int) -> list[tuple[Model, Square]]:
    """The enemies on the board within `reach` squares of the model that are not in Stealth, with their
    squares, in the order of the models."""
    assert model.pos is not None
    x, y = model.pos
    return [(enemy, (ex, ey)) for enemy, (ex, ey) in _unhidden_enemies(state, model.seat)
            if -reach <= ex - x <= reach and -reach <= ey - y <= reach]


def _unhidden_enemies(state: Tournament, seat: int) -> list[tuple[Model, Square]]:
    """The enemies of `seat` on the board and not in Stealth, with their squares, in the order of the models
    (kept for the moment, unless a command is being carried out)."""
    key = ("unhidden-enemies", seat)
    cache = state.cache()
    found = cache.get(key) if state.steady() else None
    if found is None:
        found = [(m, m.pos) for m in state.models if m.seat != seat and m.pos is not None and not m.stealth]
        if state.steady():
            cache[key] = found
    return found


def in_lantern_light(state: Tournament, model: Model) -> bool:
    """Is the ninja next to a lantern (in its light, where Stealth is lost and cannot be taken)?"""
    if model.pos is None or not state.lanterns:
        return False
    if not state.steady():
        return any(adjacent(model.pos, lantern) for lantern in state.lanterns)
    cache = state.cache()
    light = cache.get("lantern-light")
    if light is None:
        light = cache["lantern-light"] = light_of(frozenset(state.lanterns))
    return model.pos in light


@remembered(LIGHT)
def light_of(lanterns: frozenset[Square]) -> frozenset[Square]:
    """The squares next to the lanterns."""
    return frozenset(square for lantern in lanterns for square in neighbours(lantern))


# --- sight between two ninja ---------------------------------------------------------------------------------------
def line_of_sight(state: Tournament, viewer_id: int, target_id: int, *, may_turn: bool | None = None) -> bool:
    """Does `viewer` have line of sight to `target`? A model in Stealth cannot be seen (a model always sees
    itself). The active model may turn freely, so its rear zone does not block its own sight."""
    viewer = state.models[viewer_id]
    target = state.models[target_id]
    if viewer.pos is None or target.pos is None:
        return False
    if viewer_id == target_id:
        return True
    if target.stealth:
        return False
    if may_turn is None:
        may_turn = state.active is not None and state.active.model == viewer_id
    facing = None if may_turn else viewer.facing
    arena = state.arena
    (ax, ay), (bx, by) = a_sq, b_sq = viewer.pos, target.pos
    if arena.terrain[ay][ax].elevated or arena.terrain[by][bx].elevated:
        return sight_between(state, a_sq, b_sq, facing, frozenset((viewer_id, target_id)))
    # both on the ground: the two stand at the ends of the lines, where nothing blocks
    stride = stride_of(arena.height)
    rear = 0 if facing is None else _rear_bits(a_sq, facing, stride)
    return _sight_on_ground(a_sq, b_sq, rear, ground_blockers(state), stride)


def seen_by_enemy(state: Tournament, model_id: int) -> bool:
    """Is the model in the line of sight of any enemy on the board (each enemy as it faces now)?"""
    model = state.models[model_id]
    if model.pos is None:
        return False
    hx, hy = here = model.pos
    watchers = _watchers(state, model.seat)
    if len(watchers) > 1:
        # the nearest first: their lines are the shortest and the likeliest to be clear (the answer is the same)
        watchers = sorted(watchers, key=lambda e: max(abs(e[0][0] - hx), abs(e[0][1] - hy)))
    blockers = ground_blockers(state)
    stride = stride_of(state.arena.height)
    here_high = state.arena.at(here).elevated
    for there, other_id, facing, high, rear in watchers:
        if here_high or high:
            if sight_between(state, there, here, facing, frozenset((other_id, model_id)), blockers):
                return True
        # both on the ground: the two stand at the ends of the lines, where nothing blocks
        elif _sight_on_ground(there, here, rear, blockers, stride):
            return True
    return False


def _watchers(state: Tournament, seat: int) -> list[tuple[Square, int, int, bool, int]]:
    """The enemies of `seat` on the board, in the order of the models: square, id, facing, whether on elevated
    ground, and rear zone as `_rear_bits` (kept for the moment, unless a command is being carried out)."""
    key = ("watchers", seat)
    cache = state.cache()
    found = cache.get(key) if state.steady() else None
    if found is None:
        arena = state.arena
        stride = stride_of(arena.height)
        found = [(other.pos, other.id, other.facing, arena.at(other.pos).elevated,
                  _rear_bits(other.pos, other.facing, stride))
                 for other in state.models if other.seat != seat and other.pos is not None]
        if state.steady():
            cache[key] = found
    return found


def sight_between(state: Tournament, a_sq: Square, b_sq: Square, facing: int | None,
                  ignore: frozenset[int] = frozenset(), blockers: int | None = None) -> bool:
    """Line of sight from a model on `a_sq` (facing `facing`; None: it may turn freely) to `b_sq`, the models
    in `ignore` (the two ends) left out. `blockers` may bring `ground_blockers` for this moment, when many
    lines are drawn in it."""
    if a_sq == b_sq:
        return True
    arena = state.arena
    if arena.at(a_sq).elevated != arena.at(b_sq).elevated:
        # only the ground decides: the answer is the same for every position on this arena
        known = _high_sight(arena)
        key = (((a_sq[0] << 8 | a_sq[1]) << 8 | b_sq[0]) << 8 | b_sq[1]) << 4 | (8 if facing is None else facing)
        found = known.get(key)
        if found is None:
            found = known.keep(key, square_by_square(state, a_sq, b_sq, facing, ignore, blockers))
        return found
    return square_by_square(state, a_sq, b_sq, facing, ignore, blockers)


@remembered(HIGH_SIGHT_GROUNDS)
def _high_sight(arena: Arena) -> Memo:
    """Sight between a model on elevated ground and one below on `arena`, as found so far, by the two squares
    and the viewer's facing packed into one number."""
    return Memo(HIGH_SIGHT)


def square_by_square(state: Tournament, a_sq: Square, b_sq: Square, facing: int | None,
                     ignore: frozenset[int], blockers: int | None) -> bool:
    """`sight_between`, each line read square by square (between two models on the ground, as masks)."""
    rear = set(rear_zone(a_sq, facing)) if facing is not None else set()
    if b_sq in rear:
        return False  # sight is drawn only through the front zone: the rear zone itself is unseen
    arena = state.arena
    a_el, b_el = arena.at(a_sq).elevated, arena.at(b_sq).elevated
    if not a_el and not b_el:
        return _ground_sight(state, a_sq, b_sq, rear, ignore, blockers)
    blocking = {sq for sq, m in state.occupied_models().items() if not m.stealth and m.id not in ignore}
    mode, first, second = (BOTH_HIGH, a_sq, b_sq) if a_el and b_el else (ONE_HIGH, a_sq, b_sq) if a_el \
        else (ONE_HIGH, b_sq, a_sq)
    element_of = arena.element_of
    elements = element_of.get(first, -1), element_of.get(second, -1)
    stride = stride_of(arena.height)
    for which in LINES:
        squares = (square_at(bit, stride) for bit in scan_forward(line_bits(a_sq, b_sq, which, stride)))
        if not any(square in rear or _high_blocks(arena, square, mode, first, elements, blocking)
                   for square in squares):
            return True
    return False


def _high_blocks(arena: Arena, square: Square, mode: int, high: Square, elements: tuple[int, int],
                 blocking: set[Square]) -> bool:
    """Does `square` on a sight line from or to elevated ground block it? One end elevated (`high`, of the
    first element): elevated squares outside its zone or of another element; both elevated: elevated models
    and elevated squares of neither end's element."""
    if not arena.on_grid(square) or not arena.at(square).elevated:
        return False
    element = arena.element_of.get(square, -1)
    if mode == ONE_HIGH:
        return not adjacent(square, high) or element != elements[0]
    return square in blocking or element not in elements


# --- the ground as masks ---------------------------------------------------------------------------------------
def ground_blockers(state: Tournament) -> int:
    """The squares that block sight between two models on the ground, as a mask: obscuring terrain, lanterns,
    shrines, chests, the challenge's Samurai figures and the models not in Stealth (kept for the moment,
    unless a command is being carried out)."""
    if not state.steady():
        return _ground_blockers(state)
    cache = state.cache()
    found = cache.get("sight-blockers")
    if found is None:
        found = cache["sight-blockers"] = _ground_blockers(state)
    return found


def _ground_blockers(state: Tournament) -> int:
    arena = state.arena
    stride = stride_of(arena.height)
    found = _fixed_blockers(arena, blocked_squares(state))
    models = state.models
    for (x, y), model_id in state.occupied.items():
        if not models[model_id].stealth:
            found |= 1 << ((x + 1) * stride + y + 1)
    return found


@remembered(FIXED_BLOCKERS)
def _fixed_blockers(arena: Arena, markers: frozenset[Square]) -> int:
    """The obscuring terrain of `arena` and the squares of `markers`, as a mask."""
    stride = stride_of(arena.height)
    squares = {square for square in arena.squares() if arena.at(square).obscuring} | markers
    return sum(1 << ((x + 1) * stride + y + 1) for x, y in squares)


def _ground_sight(state: Tournament, a_sq: Square, b_sq: Square, rear: set[Square], ignore: frozenset[int],
                  blockers: int | None) -> bool:
    """Sight between two models on the ground: any one of the sight lines clear of blocking squares (a model
    left out no longer blocks, the terrain or marker under it still does)."""
    stride = stride_of(state.arena.height)
    if blockers is None:
        blockers = ground_blockers(state)
    fixed = _fixed_blockers(state.arena, blocked_squares(state))
    for model_id in ignore:
        there = state.models[model_id].pos
        if there is not None:
            blockers &= ~(1 << ((there[0] + 1) * stride + there[1] + 1)) | fixed
    for x, y in rear:
        blockers |= 1 << ((x + 1) * stride + y + 1)
    return _clear_line(a_sq, b_sq, blockers, stride)


def _sight_on_ground(a_sq: Square, b_sq: Square, rear: int, blockers: int, stride: int) -> bool:
    """Sight from a model on the ground whose rear zone is `rear` (as `_rear_bits`; 0 when it may turn) to a
    square on the ground: drawn only through the front zone, so the rear zone is unseen and blocks."""
    if rear >> ((b_sq[0] + 1) * stride + b_sq[1] + 1) & 1:
        return False
    return _clear_line(a_sq, b_sq, blockers | rear, stride)


def _clear_line(a_sq: Square, b_sq: Square, blockers: int, stride: int) -> bool:
    """Is any sight line between the two squares clear of `blockers` (the squares of its ends never block)?
    Sight needs one clear line: a line is looked at only when those before it are blocked, and drawn in full
    only when its shape, the squares it passes wherever it is drawn, is clear and leaves doubtful points."""
    # every sight line runs inside the rectangle of its two ends: only what stands there counts
    (ax, ay), (bx, by) = a_sq, b_sq
    dx, dy = bx - ax, by - ay
    shaped = shape_key(dx, dy, stride)
    rectangle, shift = _RECTANGLES.get(shaped) or _rectangle(dx, dy, stride)
    at = (ax + 1) * stride + ay + 1
    inside = blockers & rectangle << at >> shift
    if not inside:
        return True
    shapes = SHAPES
    for which in LINES:
        mask, raised, doubtful = shapes.get(shaped | which) or line_shape(dx, dy, which, stride)
        if inside & mask << at >> raised:
            continue  # a square the line passes wherever it is drawn blocks it
        # the shape is clear: the line is too unless one of its doubtful points falls on a blocker
        if not doubtful or not inside & doubtful_bits(a_sq, b_sq, which, stride, doubtful):
            return True
    return False


def _rectangle(dx: int, dy: int, stride: int) -> tuple[int, int]:
    """The squares of the rectangle between a square and the square `dx` columns and `dy` rows away, those two
    left out, as a mask shifted up by the second number: shifting by the first square's bit and back down
    gives the rectangle from that square."""
    columns, rows = abs(dx) + 1, abs(dy) + 1
    column = (1 << rows) - 1
    # one bit at the foot of every column: (2^(n*s) - 1) / (2^s - 1) = 1 + 2^s + ... + 2^((n-1)s)
    feet = ((1 << (columns * stride)) - 1) // ((1 << stride) - 1)
    shift = -(min(0, dx) * stride + min(0, dy))
    found: tuple[int, int] = _RECTANGLES.keep(shape_key(dx, dy, stride), (
        column * feet & ~(1 << shift | 1 << (shift + dx * stride + dy)), shift))
    return found


def _rear_bits(square: Square, facing: int, stride: int) -> int:
    """The rear zone of a model on `square` facing `facing`, as a mask."""
    key = ((square[0] << 8 | square[1]) << 8 | stride) << 3 | facing
    found = _REARS.get(key)
    if found is None:
        found = _REARS.keep(key, sum(1 << ((x + 1) * stride + y + 1) for x, y in rear_zone(square, facing)))
    return found


_RECTANGLES = memo(RECTANGLES)
_REARS = memo(REARS)
