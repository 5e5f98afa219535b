"""Drawing and layout of the Ninja All-Stars table (the scene is in table.py): the board with its markers and
miniatures, the highlights while a ninja is dragged, the action bar, the tracks, the moon, the dice tray, the
moon hand and the Training Grounds and Healing Houses. Nothing here changes the game.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from ninjatable.games.ninja_all_stars import table_draw as paint
from ninjatable.games.ninja_all_stars.commands import (
    Move,
    PlayCard,
)
from ninjatable.games.ninja_all_stars.data import (
    ELEMENT_NAMES,
    MARKER_NAMES,
    MODEL_TYPES,
    MOON_PHASES,
    TEAMS,
)
from ninjatable.ui import cards, text, theme
from ninjatable.ui.drag import DragController
from ninjatable.ui.widgets import draw_panel

if TYPE_CHECKING:
    from ninjatable.games.ninja_all_stars.table import NinjaAllStarsTable

PANEL_FILL = (38, 30, 24)
PANEL_EDGE = (150, 112, 60)
LABEL = (236, 222, 190)
SOFT = (190, 176, 150)


class BoardDrag(DragController):
    """The drag controller with the board's own highlights: soft tints on reachable squares, their costs
    and dodge marks, the path and the line of sight drawn over them."""

    def _press(self, pos: tuple[int, int]) -> bool:
        """Pressing on the picked ninja again, or on another of yours, picks that one up (to drag it) instead
        of dropping the picked one there."""
        if self.selected is not None:
            source = self.source_at(pos)
            if source is not None and (source.key == self.selected.key
                                       or source.payload[0] == self.selected.payload[0] == "model"):
                self.selected = None
                self.targets = []
        return super()._press(pos)

    def draw_targets(self, surface: pygame.Surface) -> None:
        active = self.active
        if active is None:
            return
        host: NinjaAllStarsTable = self.host  # type: ignore[assignment]
        cell = host.grid.cell
        if host.mode is not None:
            return
        surface.blit(targets_layer(host, active.payload, self.targets), host.grid.origin)
        hovered = self.target_at(self.pos) if self.dragging else None
        if hovered is not None and hovered.legal and hovered.key[0] == "sq":
            surface.blit(paint.cell_tint(cell, theme.SELECT, 70), hovered.rect)
        for target in self.targets:
            if target.legal and target.key[0] != "sq":
                is_hovered = hovered is not None and hovered.key == target.key
                colour = theme.SELECT if is_hovered else theme.DANGER if target.key[0] == "enemy" else theme.LEGAL
                pygame.draw.circle(surface, colour, target.rect.center, host.radius + 5, 3)
        draw_drag_annotations(host, surface)
        if self.selected is not None:
            surface.blit(cards.highlight(self.selected.rect.inflate(8, 8).size, theme.SELECT, alpha=40),
                         self.selected.rect.inflate(8, 8))


def team_short(team: str) -> str:
    return TEAMS[team].name.replace(" Shrine", "")


# --- layout ------------------------------------------------------------------------------------------
def ground_layout(table: NinjaAllStarsTable) -> dict[int, pygame.Rect]:
    """Where each ninja off the board stands: its team's Training Ground or Healing House row."""
    from ninjatable.games.ninja_all_stars.table import GROUNDS_RECT

    view = table.nview
    rects: dict[int, pygame.Rect] = {}
    n = view.num_seats
    block = (GROUNDS_RECT.height - 30) // n
    for seat in range(n):
        top = GROUNDS_RECT.y + 28 + seat * block
        if n <= 2:
            rows = {"training": top + 22, "healing": top + 22 + (block - 24) // 2}
            spacing, size, x0 = 27, 24, GROUNDS_RECT.x + 88
            starts = {"training": x0, "healing": x0}
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


def hand_layout(table: NinjaAllStarsTable) -> list[tuple[pygame.Rect, int]]:
    from ninjatable.games.ninja_all_stars.table import CARD_SIZE, HAND_RECT

    hand = table.nview.hand
    rects = []
    gap = 6 if len(hand) <= 3 else -10
    x = HAND_RECT.x + 10
    for card_id in hand:
        rects.append((pygame.Rect(x, HAND_RECT.y + 30, *CARD_SIZE), card_id))
        x += CARD_SIZE[0] + gap
    return rects


def token_image(token: Any, cell: int) -> pygame.Surface:
    if token[0] == "lantern":
        return paint.lantern(cell)
    return paint.shrine(cell, token[1])




# --- drawing -----------------------------------------------------------------------------------------
COLUMN_RECT = pygame.Rect(632, 50, 348, 750)
BAR_AREA = pygame.Rect(0, 672, 632, 128)


def draw_all(table: NinjaAllStarsTable, surface: pygame.Surface) -> None:
    """The board and its pieces every frame; the action bar and the right-hand panels from a cached canvas
    redrawn only when what they show changes."""
    draw_board(table, surface)
    draw_highlights(table, surface)
    draw_models(table, surface)
    draw_overlays(table, surface)
    canvas = table.canvas
    if canvas is None:
        canvas = table.canvas = pygame.Surface((980, 800))
    dragging = table.drag.pressed.key if table.drag.dragging and table.drag.pressed is not None else None
    snapping = table.drag.snap_key
    common = (len(table.match.history), table.human_seat(), table.show_private, dragging, snapping)
    column_key = (common, table.focus(), table.pending_kind())
    if table.canvas_keys.get("column") != column_key:
        table.canvas_keys["column"] = column_key
        canvas.fill(theme.FELT, COLUMN_RECT)
        draw_tracks(table, canvas)
        draw_moon(table, canvas)
        draw_hand(table, canvas)
        draw_grounds(table, canvas)
    hovered = next((item.key for item in table.bar if item.rect.collidepoint(table.drag.pos)), None)
    bar_key = (common, table.bar_key, hovered, table.mode is not None, table.thinking_seat())
    if table.canvas_keys.get("bar") != bar_key:
        table.canvas_keys["bar"] = bar_key
        canvas.fill(theme.FELT, BAR_AREA)
        draw_bar(table, canvas)
    surface.blit(canvas, COLUMN_RECT.topleft, COLUMN_RECT)
    surface.blit(canvas, BAR_AREA.topleft, BAR_AREA)
    draw_dice(table, surface)


def draw_board(table: NinjaAllStarsTable, surface: pygame.Surface) -> None:
    from ninjatable.games.ninja_all_stars.table import BOARD_TOP_LEFT

    view = table.nview
    zone_colours = {edge: paint.team_colour(view.teams[seat]) for seat, edge in view.edges.items()}
    surface.blit(paint.board_layer(table.arena, table.grid.cell, zone_colours), BOARD_TOP_LEFT)
    cell = table.grid.cell
    for square in view.lanterns:
        surface.blit(paint.lantern(cell), table.grid.cell_rect(square))
    for square, cond in view.shrines.items():
        surface.blit(paint.shrine(cell, cond), table.grid.cell_rect(square))
    for square in view.chests:
        surface.blit(paint.chest(cell), table.grid.cell_rect(square))
    for path in table.last_moves:
        for square in path[:-1]:
            pygame.draw.circle(surface, (250, 236, 200), table.centre(tuple(square)), 3)


def _dragged_model(table: NinjaAllStarsTable) -> int | None:
    active = table.drag.active
    if active is not None and active.payload[0] == "model":
        return active.payload[1]
    return None


def draw_highlights(table: NinjaAllStarsTable, surface: pygame.Surface) -> None:
    """While a ninja is dragged or picked: reachable squares with their cost, dodges, path, line of sight."""
    cell = table.grid.cell
    if table.mode is not None:
        for square in table.mode[1]:
            surface.blit(paint.cell_tint(cell, (250, 200, 80), 70), table.grid.cell_rect(square))
    combat = table.nview.combat
    if combat is not None:
        a = table.nview.models[combat["attacker"]].pos
        d = table.nview.models[combat["defender"]].pos
        if a is not None and d is not None:
            pygame.draw.line(surface, theme.DANGER, table.centre(a), table.centre(d), 3)
            pygame.draw.circle(surface, theme.GOLD, table.centre(a), table.radius + 6, 3)
            pygame.draw.circle(surface, theme.DANGER, table.centre(d), table.radius + 6, 3)
    if table.human_seat() is not None and table.nview.phase == "choose_edge" and table.nview.pending is None:
        for command in table.legal:
            for square in table.arena.zones[command.edge].squares:
                surface.blit(paint.cell_tint(cell, theme.SELECT, 50), table.grid.cell_rect(square))
    if table.pending_kind() in ("push", "water_move", "water_place"):
        for square in table.placing_squares():
            surface.blit(paint.cell_tint(cell, (120, 200, 250), 70), table.grid.cell_rect(square))


def targets_layer(table: NinjaAllStarsTable, payload: Any, targets: list[Any]) -> pygame.Surface:
    """The lit squares of a payload in one image (built once per payload and position): soft tints, and for
    a ninja the cost of each square and the dodges needed on the way."""
    key = (payload, len(table.match.history), table.grid)
    cached = table.layer_cache.get(key)
    if cached is not None:
        return cached
    grid = table.grid
    cell = grid.cell
    layer = pygame.Surface(grid.rect.size, pygame.SRCALPHA)
    tint = paint.cell_tint(cell, theme.LEGAL, 44)
    dodge = paint.cell_tint(cell, (250, 140, 40), 90)
    for target in targets:
        if target.legal and target.key[0] == "sq":
            layer.blit(tint, target.rect.move(-grid.origin[0], -grid.origin[1]))
    if payload[0] == "model":
        plan = table.plan(payload[1])
        if plan is not None:
            for square, way in plan.reach().items():
                if Move(payload[1], square) not in plan.legal:
                    continue
                rect = grid.cell_rect(square).move(-grid.origin[0], -grid.origin[1])
                if way.dodges:
                    layer.blit(dodge, rect)
                    text.blit_text(layer, "!" * min(3, len(way.dodges)), (rect.x + 3, rect.y + 1), 18,
                                   (190, 40, 20), bold=True)
                text.blit_text(layer, str(way.cost), (rect.right - 3, rect.bottom - 1), 17, (20, 40, 20),
                               bold=True, anchor="bottomright")
    table.layer_cache.clear()
    table.layer_cache[key] = layer
    return layer


def draw_drag_annotations(table: NinjaAllStarsTable, surface: pygame.Surface) -> None:
    """Over the lit squares of a dragged ninja: the path to the square under the mouse, its dodges, and the
    enemies it would see from there."""
    model_id = _dragged_model(table)
    if model_id is None:
        return
    plan = table.plan(model_id)
    if plan is None:
        return
    reach = plan.reach()
    hovered = table.hover_square if table.drag.dragging else None
    model = table.nview.models[model_id]
    if hovered is not None and hovered in reach and model.pos is not None:
        points = [table.centre(model.pos)] + [table.centre(sq) for sq in reach[hovered].path]
        pygame.draw.lines(surface, (255, 250, 220), False, points, 3)
        for sq in reach[hovered].dodges:
            pygame.draw.circle(surface, (230, 110, 30), table.centre(sq), 6, 2)
    target = table.drag.target_at(table.drag.pos) if table.drag.dragging else None
    if target is not None and target.key[0] == "enemy" and target.legal:
        key = ("dice", model_id, target.key[1])
        preview = table.sight_cache.get(key)
        if preview is None:
            preview = table.sight_cache[key] = plan.dice_preview(target.command) or ()
        if preview:
            label = text.render(f"{preview[0]} dice v {preview[1]}", 18, theme.INK, bold=True)
            box = label.get_rect(midbottom=(target.rect.centerx, target.rect.y - 6)).inflate(10, 6)
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=5)
            pygame.draw.rect(surface, theme.DANGER, box, 2, border_radius=5)
            surface.blit(label, label.get_rect(center=box.center))
    origin = hovered if hovered is not None and (hovered in reach or hovered == model.pos) else model.pos
    if origin is None:
        return
    key = (model_id, origin)
    seen = table.sight_cache.get(key)
    if seen is None:
        seen = plan.seen_from(origin)
        table.sight_cache[key] = seen
    start = table.centre(origin)
    for enemy in seen:
        pos = table.nview.models[enemy].pos
        if pos is not None:
            pygame.draw.line(surface, (255, 230, 120), start, table.centre(pos), 1)
            pygame.draw.circle(surface, (255, 230, 120), table.centre(pos), table.radius + 4, 2)


def draw_models(table: NinjaAllStarsTable, surface: pygame.Surface) -> None:
    view = table.nview
    radius = table.radius
    active = view.active["model"] if view.active else None
    focus = table.focus()
    for model in view.models:
        if model.pos is None or table.drag.is_dragging(("model", model.id)):
            continue
        centre = table.centre(model.pos)
        image = paint.base(model.team, model.kind, radius, dim=model.activated)
        half = image.get_width() // 2
        if model.id == active or model.id == focus:
            g = paint.glow(radius, theme.SELECT)
            surface.blit(g, (centre[0] - g.get_width() // 2, centre[1] - g.get_height() // 2))
        surface.blit(image, (centre[0] - half, centre[1] - half))
        facing = model.facing
        if model.id == focus and table.turn_facing is not None:
            facing = table.turn_facing
        pygame.draw.polygon(surface, (250, 240, 200), paint.notch_points(centre, radius, facing))
        pygame.draw.polygon(surface, (30, 20, 10), paint.notch_points(centre, radius, facing), 1)
        if model.stealth:
            v = paint.veil(radius)
            surface.blit(v, (centre[0] - v.get_width() // 2, centre[1] - v.get_height() // 2))
        if model.activated:
            pygame.draw.rect(surface, (30, 26, 22), (centre[0] - radius - 2, centre[1] - radius - 2, 9, 9))
            pygame.draw.rect(surface, (200, 190, 170), (centre[0] - radius - 2, centre[1] - radius - 2, 9, 9), 1)
        _draw_pips(surface, model.conditions, centre, radius)


def _draw_pips(surface: pygame.Surface, conditions: dict[str, int], centre: tuple[int, int], radius: int) -> None:
    if not conditions:
        return
    for i, (cond, count) in enumerate(sorted(conditions.items())):
        angle = math.radians(135 - i * 30)
        x = centre[0] + math.cos(angle) * (radius + 1) - 6
        y = centre[1] + math.sin(angle) * (radius + 1) - 6
        surface.blit(paint.condition_pip(cond, count), (x, y))


def draw_overlays(table: NinjaAllStarsTable, surface: pygame.Surface) -> None:
    """The facing knob of the ninja whose facing may be set."""
    turning = table.may_turn()
    if turning is None:
        return
    knob = table.knob_centre(turning)
    if knob is not None and not table.drag.is_dragging(("model", turning)):
        pygame.draw.circle(surface, (30, 20, 10), (int(knob[0]) + 1, int(knob[1]) + 2), 7)
        pygame.draw.circle(surface, theme.GOLD, (int(knob[0]), int(knob[1])), 7)
        pygame.draw.circle(surface, (90, 60, 20), (int(knob[0]), int(knob[1])), 7, 2)


def _panel(surface: pygame.Surface, rect: pygame.Rect, title: str) -> None:
    draw_panel(surface, rect, fill=PANEL_FILL, edge=PANEL_EDGE, radius=8)
    if title:
        text.blit_text(surface, title, (rect.x + 10, rect.y + 6), 19, theme.GOLD, bold=True)


def draw_bar(table: NinjaAllStarsTable, surface: pygame.Surface) -> None:
    from ninjatable.games.ninja_all_stars.table import BAR_RECT

    _panel(surface, BAR_RECT, "")
    seat = table.human_seat()
    view = table.nview
    if view.over:
        message = f"The challenge is over: {view.end_reason}"
    elif seat is None:
        thinking = table.thinking_seat()
        message = f"{table.match.state.seat_name(thinking)} is thinking..." if thinking is not None else "Waiting."
    else:
        from ninjatable.games.ninja_all_stars.table_bar import prompt

        message = prompt(table)
    y = BAR_RECT.y + 5
    for line in text.wrap(message, BAR_RECT.width - 20, 21)[:2]:
        text.blit_text(surface, line, (BAR_RECT.x + 10, y), 21, LABEL)
        y += 20
    mouse = table.drag.pos
    for item in table.bar:
        if item.token is not None:
            if table.drag.is_dragging(("token", item.key)):
                pygame.draw.rect(surface, SOFT, item.rect, 1, border_radius=6)
                continue
            pygame.draw.rect(surface, (70, 56, 42), item.rect, border_radius=6)
            surface.blit(pygame.transform.smoothscale(token_image(item.token, table.grid.cell), (36, 36)),
                         item.rect.move(2, 2))
            name = "Lantern" if item.token[0] == "lantern" else MARKER_NAMES[item.token[1]]
            text.blit_text(surface, name, (item.rect.centerx, item.rect.bottom + 2), 15, SOFT, anchor="midtop")
            continue
        hover = item.rect.collidepoint(mouse)
        fill = theme.BUTTON_HOVER if hover and item.enabled else theme.BUTTON if item.enabled else theme.BUTTON_DISABLED
        pygame.draw.rect(surface, (10, 8, 6), item.rect.move(2, 2), border_radius=7)
        pygame.draw.rect(surface, fill, item.rect, border_radius=7)
        pygame.draw.rect(surface, PANEL_EDGE, item.rect, 2, border_radius=7)
        centre = item.rect.center
        if item.key.startswith("janken:"):
            _sign_icon(surface, item.key.split(":")[1], (item.rect.x + 20, item.rect.centery))
            centre = (centre[0] + 12, centre[1])
        text.blit_text(surface, item.label, centre, 20, theme.INK if item.enabled else theme.MUTED,
                       bold=True, anchor="center")


def _sign_icon(surface: pygame.Surface, sign: str, centre: tuple[int, int]) -> None:
    """A janken sign: a fist (rock), an open hand (paper), two fingers (scissors)."""
    x, y = centre
    if sign == "rock":
        pygame.draw.circle(surface, (120, 96, 80), (x, y), 9)
        pygame.draw.circle(surface, theme.INK, (x, y), 9, 2)
    elif sign == "paper":
        pygame.draw.rect(surface, (246, 238, 218), (x - 8, y - 10, 16, 20), border_radius=2)
        pygame.draw.rect(surface, theme.INK, (x - 8, y - 10, 16, 20), 2, border_radius=2)
    else:
        pygame.draw.line(surface, theme.INK, (x - 8, y - 9), (x + 6, y + 9), 3)
        pygame.draw.line(surface, theme.INK, (x + 8, y - 9), (x - 6, y + 9), 3)
        pygame.draw.circle(surface, theme.ACCENT, (x - 6, y + 8), 4)
        pygame.draw.circle(surface, theme.ACCENT, (x + 6, y + 8), 4)


def draw_tracks(table: NinjaAllStarsTable, surface: pygame.Surface) -> None:
    from ninjatable.games.ninja_all_stars.table import TRACK_RECT

    view = table.nview
    _panel(surface, TRACK_RECT, "Round")
    x = TRACK_RECT.x + 70
    for r in range(1, view.rounds + 1):
        rect = pygame.Rect(x, TRACK_RECT.y + 5, 26, 20)
        current = r == view.round_no
        pygame.draw.rect(surface, theme.GOLD if current else (70, 56, 42), rect, border_radius=4)
        text.blit_text(surface, str(r), rect.center, 18, theme.INK if current else SOFT, bold=current,
                       anchor="center")
        x += 30
    goal = 6
    y = TRACK_RECT.y + 32
    rows = view.num_seats
    step = min(22, (TRACK_RECT.height - 36) // max(1, rows))
    for seat in range(rows):
        colour = paint.team_colour(view.teams[seat])
        pygame.draw.circle(surface, colour, (TRACK_RECT.x + 16, y + 8), 7)
        label = team_short(view.teams[seat]) + (" (you)" if seat in table.humans and len(table.humans) == 1 else "")
        text.blit_text(surface, text.fit(label, 96, 18), (TRACK_RECT.x + 28, y + 1), 18, LABEL)
        if seat == view.initiative and not (view.phase == "janken" and view.round_no == 1):
            star = (TRACK_RECT.x + 130, y + 8)
            pygame.draw.circle(surface, theme.GOLD, star, 5)
            pygame.draw.circle(surface, PANEL_FILL, star, 2)
        for k in range(1, max(goal, view.scores[seat]) + 1):
            peg = (TRACK_RECT.x + 150 + (k - 1) * 22, y + 8)
            if k <= view.scores[seat]:
                pygame.draw.circle(surface, colour, peg, 7)
                pygame.draw.circle(surface, LABEL, peg, 7, 1)
            else:
                pygame.draw.circle(surface, (80, 66, 52), peg, 6, 1)
        text.blit_text(surface, str(view.scores[seat]), (TRACK_RECT.right - 12, y + 1), 20, LABEL, bold=True,
                       anchor="topright")
        if view.phase == "activation" and view.turn == seat and not view.over:
            pygame.draw.polygon(surface, theme.GOLD, [(TRACK_RECT.x + 3, y + 2), (TRACK_RECT.x + 8, y + 8),
                                                     (TRACK_RECT.x + 3, y + 14)])
        y += step


def draw_moon(table: NinjaAllStarsTable, surface: pygame.Surface) -> None:
    from ninjatable.games.ninja_all_stars.table import MOON_RECT

    view = table.nview
    _panel(surface, MOON_RECT, "Moon")
    x = MOON_RECT.x + 70
    placed = not (view.phase == "janken" and view.round_no == 1 and not any(view.hand_sizes) and not view.deck_size)
    for index, phase in enumerate(MOON_PHASES):
        rect = pygame.Rect(x, MOON_RECT.y + 12, 34, 34)
        if placed and index == view.moon_index:
            pygame.draw.circle(surface, theme.GOLD, rect.center, 21)
            pygame.draw.circle(surface, (250, 246, 220), (rect.centerx + 13, rect.y - 2), 6)
        surface.blit(paint.die(phase, 34), rect)
        x += 42
    text.blit_text(surface, ELEMENT_NAMES[view.moon] if placed else "not yet", (MOON_RECT.x + 10, MOON_RECT.y + 32),
                   18, LABEL)


def _roll_faces(table: NinjaAllStarsTable, dice: list[str], salt: int) -> list[str]:
    """While the dice are still rolling: faces that tumble (a show only, not a result)."""
    if table.roll_clock >= 0.6:
        return dice
    tick = int(table.roll_clock * 14)
    order = ("spirit", "water", "earth", "void", "fire", "air")
    return [order[(tick * 7 + i * 3 + salt) % 6] for i in range(len(dice))]


def draw_dice(table: NinjaAllStarsTable, surface: pygame.Surface) -> None:
    from ninjatable.games.ninja_all_stars.table import DICE_RECT

    _panel(surface, DICE_RECT, "Dice")
    table.die_rects = []
    view = table.nview
    combat = view.combat
    rolling = table.roll_clock < 0.6
    y = DICE_RECT.y + 28
    choosing = table.pending_kind() == "choose_result"
    if not rolling and table.roll_note and combat is None:
        text.blit_text(surface, _fitted(table.roll_note, DICE_RECT.width - 20, 18),
                       (DICE_RECT.x + 10, DICE_RECT.bottom - 22), 18, theme.GOLD)
    if combat is not None and combat.get("att") is None:
        attacker = view.models[combat["attacker"]]
        defender = view.models[combat["defender"]]
        for label, model, count in (("Attack", attacker, combat["attack_dice"]),
                                    ("Defence", defender, combat["defence_dice"])):
            text.blit_text(surface, f"{label}: {team_short(model.team)} {MODEL_TYPES[model.kind].name} - "
                           f"{count} dice", (DICE_RECT.x + 10, y), 18, LABEL)
            y += 24
        text.blit_text(surface, "Moon cards may add dice before the roll.", (DICE_RECT.x + 10, y + 6), 17, SOFT)
        return
    if combat is not None and combat.get("att") is not None:
        _combat_rows(table, surface, combat["att"], combat["dfn"], _pairs(combat), combat["attacker"],
                     combat["defender"], y, choosing, combat.get("options", []))
        return
    if not table.rolls:
        text.blit_text(surface, "No dice rolled yet.", (DICE_RECT.x + 12, y + 4), 19, SOFT)
        return
    for event in table.rolls[-3:]:
        data = event.data
        if event.kind == "dice":
            y = _combat_rows(table, surface, data["attack_dice"], data["defence_dice"], data.get("pairs", []),
                             data["attacker"], data["defender"], y, False, data.get("options", []))
            continue
        dice = _roll_faces(table, list(data.get("dice", [])), y)
        model = view.models[data["model"]] if data.get("model") is not None else None
        reason = data.get("reason") or event.kind
        label = reason[:1].upper() + reason[1:]
        if data.get("rerolled"):
            label += " (rerolled)"
        who = f"{team_short(model.team)} {MODEL_TYPES[model.kind].name}" if model else ""
        text.blit_text(surface, _fitted(f"{who}: {label}", DICE_RECT.width - 60, 17), (DICE_RECT.x + 10, y), 17,
                       LABEL)
        x = DICE_RECT.x + 12
        element = data.get("element")
        for face in dice:
            surface.blit(paint.die(face, 24), (x, y + 15))
            if not rolling and face == element:
                pygame.draw.rect(surface, theme.LEGAL, (x - 1, y + 14, 26, 26), 2, border_radius=6)
            x += 28
        if not rolling and "success" in data:
            mark = "pass" if data["success"] else "fail"
            text.blit_text(surface, mark, (DICE_RECT.right - 10, y + 18), 20,
                           theme.LEGAL if data["success"] else theme.DANGER, bold=True, anchor="topright")
        y += 44
        if y > DICE_RECT.bottom - 44:
            break


_fit_cache: dict[tuple[str, int, int], str] = {}


def _fitted(words: str, width: int, size: int) -> str:
    """`text.fit`, remembered (the dice tray is drawn every frame)."""
    key = (words, width, size)
    found = _fit_cache.get(key)
    if found is None:
        if len(_fit_cache) > 500:
            _fit_cache.clear()
        found = _fit_cache[key] = text.fit(words, width, size)
    return found


def _pairs(combat: dict[str, Any]) -> list[tuple[int, int]]:
    left_a = set(combat.get("left_a", []))
    left_d = set(combat.get("left_d", []))
    gone_a = [i for i in range(len(combat["att"])) if i not in left_a]
    gone_d = [j for j in range(len(combat["dfn"])) if j not in left_d]
    return list(zip(gone_a, gone_d, strict=False))


def _combat_rows(table: NinjaAllStarsTable, surface: pygame.Surface, att: list[str], dfn: list[str],
                 pairs: list[Any], attacker: int, defender: int, y: int, choosing: bool,
                 options: list[str]) -> int:
    from ninjatable.games.ninja_all_stars.table import DICE_RECT

    view = table.nview
    rolling = table.roll_clock < 0.6
    gone_a = {p[0] for p in pairs}
    gone_d = {p[1] for p in pairs}
    size, step = 26, 29
    y -= 2
    rows = []
    for label, model_id, dice, gone, salt in (("Attack", attacker, att, gone_a, 1), ("Defence", defender, dfn,
                                                                                    gone_d, 4)):
        model = view.models[model_id]
        text.blit_text(surface, f"{label}: {team_short(model.team)} {MODEL_TYPES[model.kind].name}",
                       (DICE_RECT.x + 10, y), 17, LABEL)
        faces = _roll_faces(table, list(dice), salt)
        x = DICE_RECT.x + 10
        spots = []
        for i, face in enumerate(faces):
            if x + size > DICE_RECT.right - 6:
                break
            faded = not rolling and i in gone
            rect = pygame.Rect(x, y + 17, size, size)
            surface.blit(paint.die(face, size, faded=faded), rect)
            if not rolling and not faded and choosing and face in options:
                pygame.draw.rect(surface, theme.SELECT, rect.inflate(4, 4), 2, border_radius=7)
                table.die_rects.append((rect, face))
            spots.append(rect)
            x += step
        if not dice:
            text.blit_text(surface, "no dice", (DICE_RECT.x + 12, y + 20), 17, SOFT)
        rows.append(spots)
        y += 60
    if not rolling:
        for i, j in pairs:
            if i < len(rows[0]) and j < len(rows[1]):
                pygame.draw.line(surface, (230, 80, 60), rows[0][i].midbottom, rows[1][j].midtop, 2)
    return y + 2


def draw_hand(table: NinjaAllStarsTable, surface: pygame.Surface) -> None:
    from ninjatable.games.ninja_all_stars.table import CARD_SIZE, HAND_RECT

    view = table.nview
    title = "Your moon cards" if table.humans and table.show_private else "Moon cards"
    _panel(surface, HAND_RECT, title)
    text.blit_text(surface, f"deck {view.deck_size} - discard {len(view.discard)}", (HAND_RECT.right - 10,
                                                                                   HAND_RECT.y + 8), 16, SOFT,
                   anchor="topright")
    playable = _playable_cards(table)
    for rect, card_id in table.card_rects:
        if table.drag.is_dragging(("card", card_id)):
            pygame.draw.rect(surface, SOFT, rect, 1, border_radius=7)
            continue
        surface.blit(paint.moon_card(card_id, CARD_SIZE, table.strong(card_id)), rect)
        if card_id in playable:
            pygame.draw.rect(surface, theme.LEGAL, rect.inflate(4, 4), 2, border_radius=8)
    if not view.hand:
        text.blit_text(surface, "no cards", (HAND_RECT.x + 12, HAND_RECT.y + 40), 18, SOFT)
    y = HAND_RECT.y + 34
    for seat in range(view.num_seats):
        if seat == view.seat:
            continue
        surface.blit(paint.card_back((12, 17)), (HAND_RECT.right - 84, y))
        text.blit_text(surface, f"{team_short(view.teams[seat])} {view.hand_sizes[seat]}",
                       (HAND_RECT.right - 68, y + 1), 16, SOFT)
        y += 22


def _playable_cards(table: NinjaAllStarsTable) -> set[int]:
    kind = table.pending_kind()
    if kind in ("combat_card", "discard"):
        return {c.card for c in table.legal if hasattr(c, "card")}
    focus = table.focus()
    if focus is None:
        return set()
    plan = table.plan(focus)
    return {c.card for c in plan.of_kind(PlayCard)} if plan else set()


def draw_grounds(table: NinjaAllStarsTable, surface: pygame.Surface) -> None:
    from ninjatable.games.ninja_all_stars.table import GROUNDS_RECT

    view = table.nview
    _panel(surface, GROUNDS_RECT, "Training Ground / Healing House")
    n = view.num_seats
    block = (GROUNDS_RECT.height - 30) // n
    for seat in range(n):
        top = GROUNDS_RECT.y + 28 + seat * block
        colour = paint.team_colour(view.teams[seat])
        if n <= 2:
            text.blit_text(surface, TEAMS[view.teams[seat]].name, (GROUNDS_RECT.x + 10, top), 18, colour, bold=True)
            text.blit_text(surface, "Training", (GROUNDS_RECT.x + 10, top + 27), 17, LABEL)
            text.blit_text(surface, "Healing", (GROUNDS_RECT.x + 10, top + 27 + (block - 24) // 2), 17, LABEL)
        else:
            pygame.draw.circle(surface, colour, (GROUNDS_RECT.x + 14, top + 24), 6)
            text.blit_text(surface, "T", (GROUNDS_RECT.x + 10, top + 2), 16, LABEL)
            text.blit_text(surface, "H", (GROUNDS_RECT.x + 172, top + 2), 16, LABEL)
    for model_id, rect in table.ground_rects.items():
        if table.drag.is_dragging(("ground", model_id)):
            continue
        model = view.models[model_id]
        radius = rect.width // 2 - 1
        image = paint.base(model.team, model.kind, radius, dim=model.where == "healing")
        surface.blit(image, (rect.centerx - image.get_width() // 2, rect.centery - image.get_height() // 2))
        if model.where == "healing" and model.conditions.get("delayed"):
            surface.blit(paint.condition_pip("delayed", model.conditions["delayed"], 11), (rect.right - 6, rect.y - 4))
