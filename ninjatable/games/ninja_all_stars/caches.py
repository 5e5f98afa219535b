"""Every cache of the Ninja All-Stars ground code, declared in one place: what it holds, how much it may hold,
and what makes an answer it holds wrong.

Two kinds of cache exist. Answers that hold for good (a ground's bit masks, the squares of a sight line, the
walks from one set of squares taken) are kept across positions and games: a function's answers by
`remembered(bound)` (least recently used dropped beyond the bound), or a table of answers in a `Memo` (emptied
when it holds its bound). Answers about one position are kept in the position itself (`Tournament.cache`) and
dropped by every command (`MOMENT`). Nothing else in the ground code keeps answers.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any, TypeVar

Answer = TypeVar("Answer", bound=Callable[..., Any])


@dataclasses.dataclass(frozen=True)
class Bound:
    """One cache: its name, what it holds, the most entries it holds, and what would make an entry wrong."""

    name: str
    holds: str
    size: int
    invalidated_by: str


class Memo(dict[Any, Any]):
    """A table of answers emptied when it holds `bound.size` of them (`keep` adds one)."""

    __slots__ = ("bound",)

    def __init__(self, bound: Bound) -> None:
        super().__init__()
        self.bound = bound

    def keep(self, key: Any, value: Any) -> Any:
        if len(self) >= self.bound.size:
            self.clear()
        self[key] = value
        return value


#: the functions whose answers are remembered, by the name of their bound
FUNCTIONS: dict[str, Any] = {}
#: the tables of answers, by the name of their bound
MEMOS: dict[str, Memo] = {}

NEVER = "nothing: the answer follows from the arguments alone"

# --- the grounds' files ----------------------------------------------------------------------------------------
ARENA_FILES = Bound("arena-files", "each map file read, or the problem it has, by its path, time and size "
                    "(`map.read_arena`)", 32, "the file changing: its time and size are part of the key")

# --- the ground ------------------------------------------------------------------------------------------------
LAYOUTS = Bound("layouts", "the bit layout of each size of ground (`bits.layout_of`)", 64, NEVER)
BOXES = Bound("boxes", "the squares within a reach of a square, per layout (`bits.box`)", 50_000, NEVER)
NEIGHBOURS = Bound("neighbours", "the eight squares around a square (`geometry.neighbours`)", 4096, NEVER)
FACINGS = Bound("facings", "the facing along an offset (`geometry.facing_towards`)", 4096, NEVER)
STEP_TABLES = Bound("step-tables", "per ground and markers, the steps from every square and their costs "
                    "(`movement.step_table_for`)", 32, NEVER + " (a ground never changes once read)")
GROUNDS = Bound("grounds", "per ground and markers, the masks a walk steps on (`movement.ground_for`)", 32,
                NEVER + " (a ground never changes once read)")
MARKER_GROUNDS = Bound("marker-grounds", "per ground and the challenge's reserved squares, the squares a "
                       "lantern or shrine may be placed on (`legal.marker_squares`)", 32,
                       NEVER + " (a ground never changes once read)")
LIGHT = Bound("light", "the squares in the light of a set of lanterns (`sight.light_of`)", 64, NEVER)

# --- walks -----------------------------------------------------------------------------------------------------
WALKS = Bound("walks", "the walks from one square within a budget, by exactly what decides them: the ground "
              "and its markers, the squares taken and in enemy zones within reach, Moon Power "
              "(`walks.walks_from`); positions repeat a lot in the computer's search", 256, NEVER)

# --- sight -----------------------------------------------------------------------------------------------------
SIGHT_LINES = Bound("sight-lines", "the squares of the sight lines between two squares, drawn point by point "
                    "(`geometry.sight_lines`, read by the reference rules)", 40_000, NEVER)
OCTANTS = Bound("octants", "a sight line's squares per offset with 0 <= dy <= dx (`geometry`)", 4096, NEVER)
LINE_SHAPES = Bound("line-shapes", "a sight line's squares per offset, line and layout (`geometry.line_shape`)",
                    100_000, NEVER)
DOUBTFUL_COLUMNS = Bound("doubtful-columns", "the columns of a line's points near a square's edge, per shape "
                         "and first column (`geometry.doubtful_bits`)", 50_000, NEVER)
DOUBTFUL_ROWS = Bound("doubtful-rows", "the rows of a line's points near a square's edge, per shape and "
                      "first row (`geometry.doubtful_bits`)", 50_000, NEVER)
RECTANGLES = Bound("rectangles", "the squares between two squares, per offset and layout (`sight`)", 50_000,
                   NEVER)
REARS = Bound("rears", "the rear zone of a square and facing, per layout (`sight`)", 50_000, NEVER)
FIXED_BLOCKERS = Bound("fixed-blockers", "per ground and markers, the squares that block sight between two "
                       "ninja on the ground (`sight`)", 32, NEVER + " (a ground never changes once read)")
HIGH_SIGHT_GROUNDS = Bound("high-sight-grounds", "the grounds whose sight between elevated ground and the "
                           "ground below is remembered (`sight`)", 32, NEVER)
HIGH_SIGHT = Bound("high-sight", "per ground, sight between elevated ground and the ground below, by the two "
                   "squares and the viewer's facing (only the ground decides it: `sight`)", 50_000, NEVER)

# --- one position ----------------------------------------------------------------------------------------------
MOMENT = Bound("moment", "a position's own answers (legal commands, reachable squares, zones, blockers), in "
               "`Tournament.cache`; answers about where the ninja stand and who hides are kept only while no "
               "command is being carried out (`Tournament.steady`)", 1, "every command: the position changes "
               "(`Tournament.forget`)")

DECLARED: tuple[Bound, ...] = (ARENA_FILES, MARKER_GROUNDS, LAYOUTS, BOXES, NEIGHBOURS, FACINGS, STEP_TABLES, GROUNDS, LIGHT, WALKS, SIGHT_LINES,
                               OCTANTS, LINE_SHAPES, DOUBTFUL_COLUMNS, DOUBTFUL_ROWS, RECTANGLES, REARS,
                               FIXED_BLOCKERS, HIGH_SIGHT_GROUNDS, HIGH_SIGHT, MOMENT)


def remembered(bound: Bound) -> Callable[[Answer], Answer]:
    """Remember the answers of a function, at most `bound.size` of them (the least recently used dropped)."""

    def wrap(function: Answer) -> Answer:
        kept = functools.lru_cache(maxsize=bound.size)(function)
        FUNCTIONS[bound.name] = kept
        return kept  # type: ignore[return-value]

    return wrap


def memo(bound: Bound) -> Memo:
    """The table of answers declared by `bound` (one per bound)."""
    table = MEMOS[bound.name] = Memo(bound)
    return table
