"""Drawing the Ninja All-Stars table: the ground with its markers and miniatures, what a dragged ninja may do
(reachable squares with their cost, dodges, the path, the enemies it would see, the dice of an attack), the
token tray, and the panels on the right (round and scores, moon, dice tray, moon cards, Training Grounds and
Healing Houses). Every function draws from the view and the layout; none changes anything."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pygame

from ninjatable.engine.decision import Decision
from ninjatable.games.ninja_all_stars.commands import ChooseEdge, TeamTest
from ninjatable.games.ninja_all_stars.data import DECK, MARKER_NAMES, MOON_PHASES
from ninjatable.games.ninja_all_stars.geometry import Square
from ninjatable.games.ninja_all_stars.table import layout, pieces, words
from ninjatable.games.ninja_all_stars.table.model import Walk, shift_facings, shift_squares
from ninjatable.games.ninja_all_stars.terms import element_term, team_term, word
from ninjatable.games.ninja_all_stars.view import CombatView, DecisionKind, ModelView, NasView
from ninjatable.i18n import N_, Message, _, join_and, ngettext, pgettext, render
from ninjatable.ui import text, theme
from ninjatable.ui.table.board import Grid
from ninjatable.ui.widgets import draw_panel

PANEL_FILL = (38, 30, 24)
PANEL_EDGE = (150, 112, 60)
LABEL = (236, 222, 190)
SOFT = (190, 176, 150)
PATH = (255, 250, 220)
SIGHT = (255, 230, 120)
DODGE = (230, 110, 30)
ROLL_SECONDS = 0.6


@dataclasses.dataclass(frozen=True)
class Roll:
    """Dice shown in the tray: whose, what for, the faces, the element aimed at, and the outcome."""

    label: str
    dice: tuple[str, ...]
    element: str = ""
    success: bool | None = None


# --- the ground ------------------------------------------------------------------------------------------------
def board(surface: pygame.Surface, view: NasView, grid: Grid, last_paths: Sequence[Sequence[Square]]) -> None:
    """The ground (deployment zones tinted by the teams that deploy there), lanterns, shrines, chests and the
    squares walked by the last move."""
    zone_colours = {edge: pieces.team_colour(view.teams[seat]) for seat, edge in view.edges.items()}
    surface.blit(pieces.board_layer(view.arena, grid.cell, zone_colours), layout.BOARD_TOP_LEFT)
    cell = grid.cell
    for square in view.lanterns:
        surface.blit(pieces.lantern(cell), grid.cell_rect(square))
    for square, cond in view.shrines.items():
        surface.blit(pieces.shrine(cell, cond), grid.cell_rect(square))
    for square in view.chests:
        surface.blit(pieces.chest(cell), grid.cell_rect(square))
    for path in last_paths:
        for square in path[:-1]:
            pygame.draw.circle(surface, (250, 236, 200), layout.centre(grid, square), 3)


def tint(surface: pygame.Surface, grid: Grid, squares: Iterable[Square], colour: tuple[int, int, int],
         alpha: int) -> None:
    image = pieces.cell_tint(grid.cell, colour, alpha)
    for square in squares:
        surface.blit(image, grid.cell_rect(square))


def combat(surface: pygame.Surface, view: NasView, grid: Grid) -> None:
    """The attacker and the defender of the combat in progress, linked."""
    if view.combat is None:
        return
    a, d = view.models[view.combat.attacker].pos, view.models[view.combat.defender].pos
    if a is None or d is None:
        return
    r = layout.radius(grid) + 6
    pygame.draw.line(surface, theme.DANGER, layout.centre(grid, a), layout.centre(grid, d), 3)
    pygame.draw.circle(surface, theme.GOLD, layout.centre(grid, a), r, 3)
    pygame.draw.circle(surface, theme.DANGER, layout.centre(grid, d), r, 3)


def arrows(surface: pygame.Surface, grid: Grid, facings: Iterable[tuple[pygame.Rect, int]]) -> None:
    """Arrows over the squares where a click chooses a facing."""
    for rect, facing in facings:
        surface.blit(pieces.arrow(grid.cell, facing), rect)


def models(surface: pygame.Surface, view: NasView, grid: Grid, lifted: set[Any], focus: int | None) -> None:
    """The miniatures: each ninja as the painted figure of its type in its team's colours, turned the way it
    faces (the notch on the rim of its base points there), greyer once it has acted, Stealth's veil over it; then
    the condition markers around the bases, clear of the notches. The active ninja or the one picked glows."""
    radius = layout.radius(grid)
    active = view.active.model if view.active is not None else None
    standing = [model for model in view.models if model.pos is not None and ("ninja", model.id) not in lifted]
    for model in standing:
        centre = layout.centre(grid, model.pos)
        if model.id in (active, focus):
            halo = pieces.glow(radius, theme.SELECT)
            surface.blit(halo, halo.get_rect(center=centre))
        image = pieces.ninja(model.team, model.kind, radius, model.facing, dim=model.activated)
        surface.blit(image, image.get_rect(center=centre))
        if model.stealth:
            veil = pieces.stealth_veil(radius)
            surface.blit(veil, veil.get_rect(center=centre))
    for model in standing:
        markers(surface, model.conditions, layout.centre(grid, model.pos), radius, model.facing)


#: where the condition markers of a ninja go around its base, in order (screen degrees, 0 east, 90 south): the
#: diagonals first, where a square has the most room, then the sides
MARKER_SLOTS = (135, 45, 225, 315, 90, 180, 0, 270)


def marker_angles(facing: int, count: int) -> list[int]:
    """The places of `count` condition markers around a base: slots away from the facing notch first."""
    notch = 45 * facing - 90

    def near_notch(angle: int) -> bool:
        return abs((angle - notch + 180) % 360 - 180) < 50

    order = sorted(MARKER_SLOTS, key=near_notch)
    return [order[i % len(order)] for i in range(count)]


def marker_size(radius: int) -> int:
    """A condition marker is almost as wide as the radius of the base it sits on (its sign still reads)."""
    return max(10, round(radius * 0.95))


def markers(surface: pygame.Surface, conditions: Mapping[str, int], centre: tuple[int, int], radius: int,
            facing: int) -> None:
    """A ninja's condition markers on the rim of its base, a number on a marker it carries more than once."""
    size = marker_size(radius)
    found = sorted(conditions.items())
    for (cond, count), angle in zip(found, marker_angles(facing, len(found)), strict=True):
        x = centre[0] + math.cos(math.radians(angle)) * radius - size / 2
        y = centre[1] + math.sin(math.radians(angle)) * radius - size / 2
        surface.blit(pieces.condition_marker(cond, count, size), (round(x), round(y)))


def choices(surface: pygame.Surface, places: layout.Places, decision: Decision | None, placing: Square | None,
            ends: Sequence[tuple[pygame.Rect, int]]) -> None:
    """Lit places of the decision: free deployment zones, the ninja that may roll the initiative test, the squares
    of an Air or Water shift and, once one is chosen, the facings around it; arrows on the directions offered by
    End activation."""
    if decision is None:
        return
    grid, view = places.grid, places.view
    if decision.kind == DecisionKind.CHOOSE_EDGE:
        free = {c.edge for c in decision.commands if isinstance(c, ChooseEdge)}
        tint(surface, grid, (sq for edge, zone in view.arena.zones.items() if edge in free for sq in zone.squares),
             theme.SELECT, 50)
    if decision.kind == DecisionKind.TEAM_TEST:
        standing = (view.models[c.model].pos for c in decision.commands if isinstance(c, TeamTest))
        tint(surface, grid, [pos for pos in standing if pos is not None], theme.SELECT, 70)
    tint(surface, grid, shift_squares(decision), (120, 200, 250), 70)
    if placing is not None:
        tint(surface, grid, [placing], theme.SELECT, 110)
        arrows(surface, grid, [(layout.facing_rect(grid, placing, f), f) for f in shift_facings(decision, placing)])
    arrows(surface, grid, ends)


# --- a ninja in hand -------------------------------------------------------------------------------------------
def reach_layer(grid: Grid, reach: Mapping[Square, tuple[int, int]], lit: Iterable[Square]) -> pygame.Surface:
    """The lit squares of a picked-up piece in one image: soft tints, and for a ninja the cost of each square it
    may move to and the dodges needed on the way (`reach`: square -> (cost, dodges))."""
    cell = grid.cell
    layer = pygame.Surface(grid.rect.size, pygame.SRCALPHA)
    soft = pieces.cell_tint(cell, theme.LEGAL, 44)
    dodge = pieces.cell_tint(cell, (250, 140, 40), 90)
    ox, oy = grid.origin
    size = 17 if cell >= 30 else 14
    for square in lit:
        rect = grid.cell_rect(square).move(-ox, -oy)
        way = reach.get(square)
        layer.blit(dodge if way is not None and way[1] else soft, rect)
        if way is None:
            continue
        if way[1]:
            text.blit_text(layer, "!" * min(3, way[1]), (rect.x + 3, rect.y + 1), size + 1, (190, 40, 20), bold=True)
        text.blit_text(layer, str(way[0]), (rect.right - 3, rect.bottom - 1), size, (20, 40, 20), bold=True,
                       anchor="bottomright")
    return layer


def in_hand(surface: pygame.Surface, places: layout.Places, layer: pygame.Surface, walked: Walk | None,
            seen_from: tuple[Square, Sequence[int]] | None) -> None:
    """What a picked-up piece may do, under the figures: the lit squares (`layer`), the path to the square under
    the mouse, the enemies a ninja would see from where that path ends."""
    surface.blit(layer, places.grid.origin)
    if walked is not None:
        walk(surface, places.grid, walked.start, walked.path, walked.dodges)
    if seen_from is not None:
        sight(surface, places.view, places.grid, *seen_from)


@dataclasses.dataclass(frozen=True)
class Note:
    """A short note about a drop on `over` (the order and its dice, what the walk calls for, why it cannot be
    made), one line each, edged in `edge`."""

    over: pygame.Rect
    lines: tuple[str, ...]
    edge: tuple[int, int, int]


def notes(surface: pygame.Surface, found: Sequence[Note], avoid: Sequence[pygame.Rect]) -> None:
    """The notes of the piece in hand, over the figures, each beside what it is about and clear of `avoid`."""
    for note in found:
        note_label(surface, note.over, note.lines, note.edge, avoid)


def note_label(surface: pygame.Surface, over: pygame.Rect, lines: Sequence[str], edge: tuple[int, int, int],
               avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """A note about a drop on `over`, beside it and clear of `avoid` where it can be; returns where it went."""
    widest = max(text.font(18, True).size(line)[0] for line in lines)
    box = dice_box(over, (widest, 20 * len(lines) - 2), avoid)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=5)
    pygame.draw.rect(surface, edge, box, 2, border_radius=5)
    for i, line in enumerate(lines):
        text.blit_text(surface, line, (box.centerx, box.y + 4 + 20 * i), 18, theme.INK, bold=True, anchor="midtop",
                       box=box)
    return box


def choice_menu(surface: pygame.Surface, panel: pygame.Rect, rows: Sequence[tuple[pygame.Rect, str]],
                title: str, foot: str, hovered: int | None) -> None:
    """The orders a drop on an enemy may give, one row each (the one under the mouse lit), with a title and a
    closing line."""
    draw_panel(surface, panel, fill=theme.PANEL, edge=theme.DANGER, radius=6)
    inside = panel.inflate(-12, 0)
    text.blit_text(surface, title, (panel.x + 8, panel.y + 5), 17, theme.INK, bold=True, box=inside, how="shrink")
    for i, (rect, label) in enumerate(rows):
        fill = theme.SELECT if i == hovered else theme.BUTTON
        pygame.draw.rect(surface, fill, rect, border_radius=5)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=5)
        text.blit_text(surface, label, (rect.x + 8, rect.centery), 18, theme.INK, bold=True, anchor="midleft",
                       box=rect.inflate(-8, 0), how="shrink", min_size=14)
    text.blit_text(surface, foot, (panel.x + 8, panel.bottom - layout.MENU_FOOT - 2), 15, theme.MUTED, box=inside,
                   how="shrink", min_size=13)


def walk(surface: pygame.Surface, grid: Grid, start: Square, path: Sequence[Square], dodges: Sequence[Square]) -> None:
    """The path a move would walk, and the squares it must dodge out of."""
    points = [layout.centre(grid, start)] + [layout.centre(grid, sq) for sq in path]
    if len(points) > 1:
        pygame.draw.lines(surface, PATH, False, points, 3)
    for square in dodges:
        pygame.draw.circle(surface, DODGE, layout.centre(grid, square), 6, 2)


def sight(surface: pygame.Surface, view: NasView, grid: Grid, origin: Square, seen: Iterable[int]) -> None:
    """Lines to the enemies a ninja would see from `origin`."""
    start = layout.centre(grid, origin)
    radius = layout.radius(grid) + 4
    for enemy in seen:
        pos = view.models[enemy].pos
        if pos is not None:
            pygame.draw.line(surface, SIGHT, start, layout.centre(grid, pos), 1)
            pygame.draw.circle(surface, SIGHT, layout.centre(grid, pos), radius, 2)


def walk_words(walked: Walk) -> str:
    """'2 Curse tests on this path', 'loses Stealth in a lantern's light on this path'."""
    return _("{warnings} on this path").format(warnings=join_and(walked.warnings))


def dice_words(dice: tuple[int, int], action: str) -> str:
    return ngettext("{action}: {n} die v {defence}", "{action}: {n} dice v {defence}", dice[0]).format(
        action=action, n=dice[0], defence=dice[1])


def dice_box(over: pygame.Rect, size: tuple[int, int], avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where the note of a drop on `over` goes (its text `size`): beside it, inside the ground, clear of the
    miniature in hand and the other figures (`avoid`) where it can be."""
    return layout.beside(over, (size[0] + 10, size[1] + 8), avoid)


def ring(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], radius: int) -> None:
    pygame.draw.circle(surface, colour, rect.center, radius, 3)


def bar_panel(surface: pygame.Surface, note: str) -> None:
    """The panel behind the choice bar; while it offers nothing, the last thing that happened."""
    panel(surface, layout.BAR_RECT.inflate(4, 2), "")
    for i, line in enumerate(text.wrap(note, layout.BAR_RECT.width - 24, 19)[:3]):
        text.blit_text(surface, line, (layout.BAR_RECT.x + 10, layout.BAR_RECT.y + 10 + 22 * i), 19, SOFT)


def tokens(surface: pygame.Surface, rects: Sequence[tuple[pygame.Rect, str]], lifted: set[Any], cell: int) -> None:
    """The lantern and shrine tokens under the choice bar, each with its name."""
    if rects:
        text.blit_text(surface, _("Drag onto the ground:"), (rects[0][0].x, rects[0][0].y - 22), 18, SOFT)
    for rect, token in rects:
        if ("token", token) in lifted:
            pygame.draw.rect(surface, SOFT, rect, 1, border_radius=6)
            continue
        pygame.draw.rect(surface, (70, 56, 42), rect, border_radius=6)
        surface.blit(pygame.transform.smoothscale(pieces.token(token, cell), (rect.w - 4, rect.h - 4)),
                     rect.move(2, 2))
        name = "Lantern" if token == "lantern" else MARKER_NAMES[token]
        text.blit_text(surface, name, (rect.centerx, rect.bottom + 2), 15, SOFT, anchor="midtop")


# --- the panels on the right -----------------------------------------------------------------------------------
def column(canvas: pygame.Surface, places: layout.Places, labels: Sequence[str], title: str, playable: set[int],
           lifted: set[Any]) -> None:
    """Every panel on the right."""
    view = places.view
    canvas.fill(theme.FELT, layout.COLUMN_RECT)
    tracks(canvas, view, labels)
    moon(canvas, view)
    hand(canvas, view, places.cards, playable, lifted, title)
    grounds(canvas, view, places.ground, lifted)


def panel(surface: pygame.Surface, rect: pygame.Rect, title: str) -> None:
    draw_panel(surface, rect, fill=PANEL_FILL, edge=PANEL_EDGE, radius=8)
    if title:
        text.blit_text(surface, title, (rect.x + 10, rect.y + 6), 19, theme.GOLD, bold=True)


def tracks(surface: pygame.Surface, view: NasView, labels: Sequence[str]) -> None:
    """The round track and a row per team: its score pegs up to the winning score, the initiative ring, and an
    arrow at the team on turn."""
    rect = layout.TRACK_RECT
    panel(surface, rect, word("round").capitalize())
    x = rect.x + 70
    for r in range(1, view.rounds + 1):
        box = pygame.Rect(x, rect.y + 5, 26, 20)
        current = r == view.round_no
        pygame.draw.rect(surface, theme.GOLD if current else (70, 56, 42), box, border_radius=4)
        text.blit_text(surface, str(r), box.center, 18, theme.INK if current else SOFT, bold=current, anchor="center")
        x += 30
    goal = view.win_score or 6
    y = rect.y + 32
    step = min(22, (rect.height - 36) // max(1, view.num_seats))
    for seat in range(view.num_seats):
        colour = pieces.team_colour(view.teams[seat])
        pygame.draw.circle(surface, colour, (rect.x + 16, y + 8), 7)
        text.blit_text(surface, text.fit(labels[seat], 96, 18), (rect.x + 28, y + 1), 18, LABEL)
        if seat == view.initiative and view.moon_placed:
            pygame.draw.circle(surface, theme.GOLD, (rect.x + 130, y + 8), 5)
            pygame.draw.circle(surface, PANEL_FILL, (rect.x + 130, y + 8), 2)
        for k in range(1, max(goal, view.scores[seat]) + 1):
            peg = (rect.x + 150 + (k - 1) * 22, y + 8)
            if k <= view.scores[seat]:
                pygame.draw.circle(surface, colour, peg, 7)
                pygame.draw.circle(surface, LABEL, peg, 7, 1)
            else:
                pygame.draw.circle(surface, (80, 66, 52), peg, 6, 1)
        text.blit_text(surface, str(view.scores[seat]), (rect.right - 12, y + 1), 20, LABEL, bold=True,
                       anchor="topright")
        if view.phase == "activation" and view.turn == seat and not view.over:
            pygame.draw.polygon(surface, theme.GOLD, [(rect.x + 3, y + 2), (rect.x + 8, y + 8), (rect.x + 3, y + 14)])
        y += step


def moon(surface: pygame.Surface, view: NasView) -> None:
    """The moon track, the marker on the current phase."""
    rect = layout.MOON_RECT
    panel(surface, rect, _("Moon"))
    x = rect.x + 70
    for index, phase in enumerate(MOON_PHASES):
        box = pygame.Rect(x, rect.y + 12, 34, 34)
        if view.moon_placed and index == view.moon_index:
            pygame.draw.circle(surface, theme.GOLD, box.center, 21)
            pygame.draw.circle(surface, (250, 246, 220), (box.centerx + 13, box.y - 2), 6)
        surface.blit(pieces.die(phase, 34), box)
        x += 42
    text.blit_text(surface, str(element_term(view.moon)) if view.moon_placed else _("not yet"), (rect.x + 10, rect.y + 32),
                   18, LABEL)


def tumbling(dice: Sequence[str], clock: float, salt: int) -> list[str]:
    """While the dice still roll: faces that tumble (a show only, not a result)."""
    if clock >= ROLL_SECONDS:
        return list(dice)
    tick = int(clock * 14)
    order = MOON_PHASES
    return [order[(tick * 7 + i * 3 + salt) % 6] for i in range(len(dice))]


def dice_tray(surface: pygame.Surface, view: NasView, rolls: Sequence[Roll], note: str, clock: float,
              choosing: bool) -> None:
    """The combat in progress (its dice before and after the roll), else the last dice rolled."""
    rect = layout.DICE_RECT
    panel(surface, rect, _("Dice"))
    rolling = clock < ROLL_SECONDS
    if view.combat is not None:
        _combat_tray(surface, view, view.combat, clock, choosing)
        return
    if not rolling and note:
        text.blit_text(surface, text.fit(note, rect.width - 20, 18), (rect.x + 10, rect.bottom - 22), 18, theme.GOLD)
    if not rolls:
        text.blit_text(surface, _("No dice rolled yet."), (rect.x + 12, rect.y + 32), 19, SOFT)
        return
    y = rect.y + 28
    for salt, roll in enumerate(rolls[-3:]):
        text.blit_text(surface, text.fit(roll.label, rect.width - 60, 17), (rect.x + 10, y), 17, LABEL)
        x = rect.x + 12
        for face in tumbling(roll.dice, clock, salt):
            surface.blit(pieces.die(face, 24), (x, y + 15))
            if not rolling and face == roll.element:
                pygame.draw.rect(surface, theme.LEGAL, (x - 1, y + 14, 26, 26), 2, border_radius=6)
            x += 28
        if not rolling and roll.success is not None:
            text.blit_text(surface, _("pass") if roll.success else _("fail"), (rect.right - 10, y + 18), 20,
                           theme.LEGAL if roll.success else theme.DANGER, bold=True, anchor="topright")
        y += 44


def _combat_tray(surface: pygame.Surface, view: NasView, fight: CombatView, clock: float, choosing: bool) -> None:
    rect = layout.DICE_RECT
    attacker, defender = view.models[fight.attacker], view.models[fight.defender]
    y = rect.y + 28
    if fight.att is None or fight.dfn is None:
        for label, model, count in ((N_("Attack: {ninja} - {dice}"), attacker, fight.attack_dice),
                                    (N_("Defence: {ninja} - {dice}"), defender, fight.defence_dice)):
            text.blit_text(surface, _(label).format(ninja=model.name, dice=words.dice_count(count)), (rect.x + 10, y),
                           18, LABEL)
            y += 24
        text.blit_text(surface, _("Moon cards may add dice before the roll."), (rect.x + 10, y + 6), 17, SOFT)
        return
    rolling = clock < ROLL_SECONDS
    pairs = fight.pairs()
    gone = ({i for i, _j in pairs}, {j for _i, j in pairs})
    rows = layout.combat_rows(fight)
    for side, (label, model, dice) in enumerate(((N_("Attack: {ninja}"), attacker, fight.att),
                                                 (N_("Defence: {ninja}"), defender, fight.dfn))):
        text.blit_text(surface, _(label).format(ninja=model.name), (rect.x + 10, y - 2 + side * 60), 17, LABEL)
        for i, (face, spot) in enumerate(zip(tumbling(dice, clock, 1 + 3 * side), rows[side], strict=False)):
            surface.blit(pieces.die(face, layout.DIE_SIZE, faded=not rolling and i in gone[side]), spot)
        if not dice:
            text.blit_text(surface, _("no dice"), (rect.x + 12, y + 18 + side * 60), 17, SOFT)
    if rolling:
        return
    for i, j in pairs:
        if i < len(rows[0]) and j < len(rows[1]):
            pygame.draw.line(surface, (230, 80, 60), rows[0][i].midbottom, rows[1][j].midtop, 2)
    if choosing:
        for spot, _element in layout.choosable_dice(view):
            pygame.draw.rect(surface, theme.SELECT, spot.inflate(4, 4), 2, border_radius=7)


def hand(surface: pygame.Surface, view: NasView, rects: Sequence[tuple[pygame.Rect, int]], playable: set[int],
         lifted: set[Any], title: str) -> None:
    """Your moon cards (lit when one may be played or discarded now), the deck, the discard and how many cards
    the others hold."""
    rect = layout.HAND_RECT
    panel(surface, rect, title)
    text.blit_text(surface, _("deck {deck} - discard {discard}").format(deck=view.deck_size, discard=len(view.discard)),
                   (rect.right - 10, rect.y + 8), 16,
                   SOFT, anchor="topright")
    for spot, card_id in rects:
        if ("card", card_id) in lifted:
            pygame.draw.rect(surface, SOFT, spot, 1, border_radius=7)
            continue
        surface.blit(pieces.moon_card(card_id, layout.CARD_SIZE, DECK[card_id].phase == view.moon), spot)
        if card_id in playable:
            pygame.draw.rect(surface, theme.LEGAL, spot.inflate(4, 4), 2, border_radius=8)
    if not view.hand:
        text.blit_text(surface, _("no cards"), (rect.x + 12, rect.y + 40), 18, SOFT)
    y = rect.y + 34
    for seat in range(view.num_seats):
        if seat == view.seat:
            continue
        surface.blit(pieces.card_back((12, 17)), (rect.right - 84, y))
        text.blit_text(surface, _("{team} {n}").format(team=words.team(view.teams[seat]), n=view.hand_sizes[seat]),
                       (rect.right - 68, y + 1),
                       16, SOFT)
        y += 22


def grounds(surface: pygame.Surface, view: NasView, rects: Mapping[int, pygame.Rect], lifted: set[Any]) -> None:
    """Each team's Training Ground and Healing House with the ninja waiting there."""
    rect = layout.GROUNDS_RECT
    panel(surface, rect, _("{training} / {healing}").format(training=word("Training Ground"),
                                                            healing=word("Healing House")))
    for seat in range(view.num_seats):
        block = layout.ground_block(view, seat)
        colour = pieces.team_colour(view.teams[seat])
        if view.num_seats <= 2:
            text.blit_text(surface, str(team_term(view.teams[seat])), (rect.x + 10, block.y), 18, colour, bold=True)
            text.blit_text(surface, pgettext("ground", "Training"), (rect.x + 10, block.y + 27), 17, LABEL)
            text.blit_text(surface, pgettext("ground", "Healing"), (rect.x + 10, block.y + 27 + (block.height - 24) // 2),
                           17, LABEL)
        else:
            pygame.draw.circle(surface, colour, (rect.x + 14, block.y + 24), 6)
            text.blit_text(surface, pgettext("Training Ground, one letter", "T"), (rect.x + 10, block.y + 2), 16, LABEL)
            text.blit_text(surface, pgettext("Healing House, one letter", "H"), (rect.x + 172, block.y + 2), 16, LABEL)
    for model_id, spot in rects.items():
        if ("reserve", model_id) in lifted:
            continue
        model = view.models[model_id]
        image = pieces.ninja(model.team, model.kind, spot.width // 2 - 1, 0, dim=model.where == "healing")
        surface.blit(image, image.get_rect(center=spot.center))
        if model.where == "healing" and model.conditions.get("delayed"):
            surface.blit(pieces.condition_marker("delayed", model.conditions["delayed"], 12),
                         (spot.right - 7, spot.y - 5))


def rolls_of(view: NasView, kind: str, data: Mapping[str, Any]) -> list[Roll]:
    """The dice of one event of the log, as the tray shows them: a test's dice, or both sides of a combat."""
    if kind == "dice":
        attacker, defender = view.models[data["attacker"]], view.models[data["defender"]]
        return [Roll(_("{ninja}: attack").format(ninja=attacker.name), tuple(data.get("attack_dice") or ())),
                Roll(_("{ninja}: defence").format(ninja=defender.name), tuple(data.get("defence_dice") or ()))]
    dice = tuple(data.get("dice") or ())
    if not dice:
        return []
    model: ModelView | None = view.models[data["model"]] if data.get("model") is not None else None
    reason = render(Message.from_json(data["reason"])) if isinstance(data.get("reason"), dict) else _(
        "an affinity test")
    if data.get("rerolled"):
        reason = _("{reason} (rerolled)").format(reason=reason)
    label = reason[:1].upper() + reason[1:]
    return [Roll(_("{ninja}: {reason}").format(ninja=model.name, reason=label) if model is not None else label, dice,
                 str(data.get("element") or ""),
                 data.get("success"))]
