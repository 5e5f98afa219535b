"""Where things are on the Ninja All-Stars table (1280x800 logical pixels): the tournament ground on the left,
the choice bar and the token tray under it, and on the right the round and score track, the moon, the dice
tray, your moon cards, and the Training Grounds and Healing Houses."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.games.ninja_all_stars.commands import (
    ChooseResult,
    CombatCard,
    Discard,
    End,
    Heal,
    Manage,
    ManageCard,
    OpenChest,
    PlayCard,
    Pray,
    React,
    Run,
    TakeObjective,
    TeamTest,
    Turn,
)
from ninjatable.games.ninja_all_stars.geometry import DIRS, Square
from ninjatable.games.ninja_all_stars.map import Arena
from ninjatable.games.ninja_all_stars.view import CombatView, NasView
from ninjatable.ui.table.board import Grid

BOARD_TOP_LEFT = (6, 50)
#: the ground's dots fit in this many pixels (a 15x15 ground: squares of 38 pixels)
BOARD_SPAN = 570
MARGIN = 18
LARGEST_CELL = 38
#: the ground and its frame (labels drawn over the ground stay inside it)
GROUND_RECT = pygame.Rect(6, 50, 624, 606)
#: the choice bar under the ground: three rows of buttons
BAR_RECT = pygame.Rect(8, 660, 620, 136)
TOKEN_Y = 718
TOKEN_SIZE = 40
#: the quick setup button, at the right end of the token row
QUICK_RECT = pygame.Rect(470, 748, 152, 40)
TRACK_RECT = pygame.Rect(636, 54, 338, 104)
MOON_RECT = pygame.Rect(636, 164, 338, 58)
DICE_RECT = pygame.Rect(636, 228, 338, 176)
HAND_RECT = pygame.Rect(636, 410, 338, 146)
GROUNDS_RECT = pygame.Rect(636, 562, 338, 234)
COLUMN_RECT = pygame.Rect(632, 50, 348, 750)
CARD_SIZE = (74, 104)
#: the menu of a drop on an enemy that may give several orders: its title line, rows and closing line.
MENU_TITLE, MENU_ROW, MENU_FOOT = 26, 32, 20
DIE_SIZE, DIE_STEP = 26, 29


def grid(arena: Arena) -> Grid:
    """The squares of the ground, as large as fits the board area."""
    cell = min(LARGEST_CELL, BOARD_SPAN // max(arena.width, arena.height))
    return Grid((BOARD_TOP_LEFT[0] + MARGIN, BOARD_TOP_LEFT[1] + MARGIN), cell, arena.width, arena.height)


def radius(board: Grid) -> int:
    """The radius of a miniature's base."""
    return int(board.cell * 0.4)


def centre(board: Grid, square: Square) -> tuple[int, int]:
    return board.cell_rect(square).center


def base_rect(board: Grid, square: Square) -> pygame.Rect:
    """The base of a miniature standing on `square` (a little larger than the base, to pick it up)."""
    size = radius(board) * 2 + 6
    rect = pygame.Rect(0, 0, size, size)
    rect.center = centre(board, square)
    return rect


def facing_rect(board: Grid, square: Square, facing: int) -> pygame.Rect:
    """The square next to `square` in the direction `facing` (where a click chooses that facing)."""
    dx, dy = DIRS[facing]
    return board.cell_rect((square[0] + dx, square[1] + dy))


def held_centre(board: Grid, pos: tuple[int, int]) -> tuple[int, int]:
    """Where a miniature carried by the mouse stands: lifted above the pointer, so that the square under the
    pointer (where it would be dropped) stays in sight."""
    return pos[0], pos[1] - int(board.cell * 1.15)


def beside(over: pygame.Rect, size: tuple[int, int], avoid: Sequence[pygame.Rect] = (),
           bounds: pygame.Rect = GROUND_RECT) -> pygame.Rect:
    """Where a note of `size` about `over` goes: next to it (above right, above left, below right, below left,
    then right or left), inside `bounds` and clear of `over` and of `avoid` (the miniature in hand, the other
    figures); where every place covers something, the one covering least."""
    inside = bounds.inflate(-6, -6)
    box = pygame.Rect((0, 0), size)
    spots = ({"bottomleft": (over.right + 4, over.top - 2)}, {"bottomright": (over.left - 4, over.top - 2)},
             {"topleft": (over.right + 4, over.bottom + 2)}, {"topright": (over.left - 4, over.bottom + 2)},
             {"midleft": (over.right + 6, over.centery)}, {"midright": (over.left - 6, over.centery)},
             {"midbottom": (over.centerx, over.top - 4)}, {"midtop": (over.centerx, over.bottom + 4)})
    best: tuple[int, int, pygame.Rect] | None = None
    for order, spot in enumerate(spots):
        tried = box.copy()
        setattr(tried, *next(iter(spot.items())))
        tried.clamp_ip(inside)
        covered = sum(tried.clip(rect).width * tried.clip(rect).height for rect in (over, *avoid))
        if best is None or (covered, order) < best[:2]:
            best = (covered, order, tried)
        if covered == 0:
            break
    assert best is not None
    return best[2]


def menu_rects(over: pygame.Rect, width: int, rows: int, avoid: Sequence[pygame.Rect] = ()) -> tuple[
        pygame.Rect, list[pygame.Rect]]:
    """The menu of the orders a drop on `over` may give: its panel (a title line, `rows` rows of `width`, a
    closing line) beside the enemy, and each row's rect."""
    panel = beside(over, (width + 12, MENU_TITLE + rows * MENU_ROW + MENU_FOOT + 8), avoid)
    return panel, [pygame.Rect(panel.x + 6, panel.y + MENU_TITLE + i * MENU_ROW, width, MENU_ROW - 4)
                   for i in range(rows)]


def ground_rects(view: NasView) -> dict[int, pygame.Rect]:
    """Where each ninja off the board stands: its team's Training Ground or Healing House row."""
    rects: dict[int, pygame.Rect] = {}
    n = view.num_seats
    block = (GROUNDS_RECT.height - 30) // n
    for seat in range(n):
        top = GROUNDS_RECT.y + 28 + seat * block
        if n <= 2:
            rows = {"training": top + 22, "healing": top + 22 + (block - 24) // 2}
            spacing, size = 27, 24
            starts = {"training": GROUNDS_RECT.x + 88, "healing": GROUNDS_RECT.x + 88}
        else:
            rows = {"training": top + 16, "healing": top + 16}
            spacing, size = 16, 18
            starts = {"training": GROUNDS_RECT.x + 26, "healing": GROUNDS_RECT.x + 186}
        for where in ("training", "healing"):
            x = starts[where]
            for model in view.models:
                if model.seat == seat and model.where == where:
                    rects[model.id] = pygame.Rect(x, rows[where], size, size)
                    x += spacing
    return rects


def ground_block(view: NasView, seat: int) -> pygame.Rect:
    """The part of the grounds panel that belongs to `seat`."""
    block = (GROUNDS_RECT.height - 30) // view.num_seats
    return pygame.Rect(GROUNDS_RECT.x, GROUNDS_RECT.y + 28 + seat * block, GROUNDS_RECT.width, block)


def hand_rects(hand: tuple[int, ...]) -> list[tuple[pygame.Rect, int]]:
    """Your moon cards, side by side (overlapping when there are more than three)."""
    gap = 6 if len(hand) <= 3 else -10
    x = HAND_RECT.x + 10
    rects = []
    for card_id in hand:
        rects.append((pygame.Rect(x, HAND_RECT.y + 30, *CARD_SIZE), card_id))
        x += CARD_SIZE[0] + gap
    return rects


def token_rects(tokens: list[str]) -> list[tuple[pygame.Rect, str]]:
    """The lantern and shrine tokens to drag, in a row under the choice bar's first buttons."""
    return [(pygame.Rect(BAR_RECT.x + 10 + i * 64, TOKEN_Y, TOKEN_SIZE, TOKEN_SIZE), token)
            for i, token in enumerate(tokens)]


def combat_rows(combat: CombatView) -> list[list[pygame.Rect]]:
    """The rolled dice of a combat in the dice tray: the attacker's row, then the defender's."""
    rows = []
    y = DICE_RECT.y + 26
    for dice in (combat.att or (), combat.dfn or ()):
        x = DICE_RECT.x + 10
        row = []
        for _ in dice:
            if x + DIE_SIZE > DICE_RECT.right - 6:
                break
            row.append(pygame.Rect(x, y + 17, DIE_SIZE, DIE_SIZE))
            x += DIE_STEP
        rows.append(row)
        y += 60
    return rows


def choosable_dice(view: NasView) -> list[tuple[pygame.Rect, str]]:
    """The remaining dice a player may click as the combat result, with their elements."""
    combat = view.combat
    if combat is None or combat.att is None or combat.dfn is None:
        return []
    attacker_chooses = len(combat.left_a) >= len(combat.left_d)
    row = combat_rows(combat)[0 if attacker_chooses else 1]
    dice, left = (combat.att, combat.left_a) if attacker_chooses else (combat.dfn, combat.left_d)
    return [(rect, dice[index]) for index, rect in enumerate(row) if index in left and dice[index] in combat.options]


@dataclasses.dataclass(frozen=True)
class Places:
    """Where everything of one view is: the squares, the ninja off the board, your cards, the tokens."""

    view: NasView
    grid: Grid
    ground: dict[int, pygame.Rect]
    cards: list[tuple[pygame.Rect, int]]
    tokens: list[tuple[pygame.Rect, str]]

    @classmethod
    def of(cls, view: NasView, tokens: list[str]) -> Places:
        return cls(view, grid(view.arena), ground_rects(view), hand_rects(view.hand), token_rects(tokens))

    def place(self, key: tuple[str, Any]) -> pygame.Rect | None:
        """The rect of a model key: a square, a ninja (on the board or off it), a reserve, a token, a card."""
        kind, thing = key
        if kind == "sq":
            return self.grid.cell_rect(thing)
        if kind in ("ninja", "reserve"):
            pos = self.view.models[thing].pos
            return base_rect(self.grid, pos) if pos is not None else self.ground.get(thing)
        if kind == "token":
            return next((rect for rect, token in self.tokens if token == thing), None)
        return next((rect for rect, card in self.cards if card == thing), None)

    def locate(self, command: Command) -> pygame.Rect | None:
        """Where an order points on the table: its square, its target, the card it plays, the way it faces, the
        die it chooses."""
        if isinstance(command, Run | Pray | OpenChest):
            square = command.to if isinstance(command, Run) else command.shrine if isinstance(command, Pray) \
                else command.chest
            return self.grid.cell_rect(square)
        if isinstance(command, TakeObjective):
            return self.grid.cell_rect(command.square)
        if isinstance(command, End | Turn):
            pos = self.view.models[command.model].pos
            return facing_rect(self.grid, pos, command.facing) if pos is not None else None
        if isinstance(command, CombatCard | Discard | React | ManageCard) \
                or isinstance(command, PlayCard) and command.target < 0:
            return self.place(("card", command.card))
        if isinstance(command, ChooseResult):
            return next((rect for rect, element in choosable_dice(self.view) if element == command.element), None)
        if isinstance(command, Heal | TeamTest) or isinstance(command, Manage) and command.model >= 0:
            return self.place(("ninja", command.model))
        target = getattr(command, "target", None)
        if isinstance(target, int) and target >= 0:
            return self.place(("ninja", target))
        return None

    def thing_at(self, pos: tuple[int, int], placing: Square | None) -> tuple[str, Any] | None:
        """What lies at `pos`: a facing around the square being placed, a die to choose, a card, a ninja off the
        board, a square (with what stands on it), a panel."""
        if placing is not None:
            facing = next((f for f in range(8) if facing_rect(self.grid, placing, f).collidepoint(pos)), None)
            if facing is not None:
                return ("facing", facing)
        for rect, element in choosable_dice(self.view):
            if rect.collidepoint(pos):
                return ("die", element)
        for rect, card in self.cards:
            if rect.collidepoint(pos):
                return ("card", card)
        for rect, token in self.tokens:
            if rect.collidepoint(pos):
                return ("token", token)
        for model_id, rect in self.ground.items():
            if rect.collidepoint(pos):
                return ("ninja", model_id)
        square = self.grid.cell_at(pos)
        if square is not None:
            return ("square", square)
        panels = (("moon", MOON_RECT), ("track", TRACK_RECT), ("dice", DICE_RECT))
        return next(((name, None) for name, rect in panels if rect.collidepoint(pos)), None)
