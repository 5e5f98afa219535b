"""Painting the Ronin table from its view: the map with tiles, figures, castles and goods; the mission
display and the Shogun cards; the tea ceremony and score tracks; the character display; the player boards;
the choice panel. Reads the table scene, never changes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjatable.games.ronin import table_draw as td
from ninjatable.games.ronin.board import load_board
from ninjatable.games.ronin.commands import Place
from ninjatable.games.ronin.data import DATA, GOODS
from ninjatable.ui import cards, text, theme
from ninjatable.ui.table import TABLE_AREA
from ninjatable.ui.widgets import draw_panel

if TYPE_CHECKING:
    from ninjatable.games.ronin.table import RoninTable

SHOGUN = -1
KINDS = (*GOODS, "joker")
PHASES = (("place", "1 Place"), ("collect", "2 Goods"), ("fulfil", "3 Missions"), ("discard", "4 End"))
MEDITATION = (96, 70, 150)
FLAG = (186, 40, 60)


def layer_key(table: RoninTable) -> tuple:
    """What the cached table layer depends on besides the view: a ronin or good in the hand, or flying back."""
    drag = table.drag
    active = drag.active.payload[0] if drag.active is not None else None
    held = drag.pressed.key if drag.dragging and drag.pressed is not None else None
    return (table.layer_version, active, held, drag.snap_key)


def paint(table: RoninTable, surface: pygame.Surface) -> None:
    """The table: a layer drawn once per change of the view (or of the piece in hand), then what is lit."""
    key = layer_key(table)
    cache = table.layer_cache
    if cache.get("key") != key or "layer" not in cache:
        layer = cache.get("layer")
        if layer is None:
            layer = pygame.Surface(surface.get_size())
            cache["layer"] = layer
        layer.fill(theme.FELT)
        paint_layer(table, layer)
        cache["key"] = key
    surface.blit(cache["layer"], TABLE_AREA, TABLE_AREA)
    view = table.rview
    _build_spaces(table, surface)
    if view.pending is not None and view.pending[0] == "collect":
        region = int(view.pending[2])
        for space, good in zip(load_board().resource_spaces[region], view.spaces[region], strict=False):
            if good is not None:
                x, y = td.to_screen(space.pos)
                surface.blit(td.good_image(good, 9), (x - 9, y - 9))
    _hotspots(table, surface)
    choice = table.choice or table.forced_choice
    if choice is not None and table.human_seat() is not None:
        _choice(surface, choice)


def paint_layer(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    surface.blit(td.map_layer(tuple(view.regions)), td.MAP_RECT.topleft)
    _shogun_region(table, surface)
    _collect_region(table, surface)
    _castles(table, surface)
    _resources(table, surface)
    _cities(table, surface)
    _display(table, surface)
    _shogun_row(table, surface)
    _round_box(table, surface)
    _drawn(table, surface)
    _tea_track(table, surface)
    _score_track(table, surface)
    _characters(table, surface)
    _own_board(table, surface)
    _others(table, surface)


def _build_spaces(table: RoninTable, surface: pygame.Surface) -> None:
    """While the human builds a castle: the free castle spaces they may take, drawn as empty lots."""
    view = table.rview
    if view.pending is None or view.pending[0] != "build" or table.human_seat() is None:
        return
    board = load_board()
    for spot in table.hotspots:
        if spot.key[0] == "castle" and spot.legal:
            region, index = spot.key[1], spot.key[2]
            owner = view.castle_spaces[region][index]
            x, y = td.to_screen(board.castle_spaces[region][index].pos)
            if owner is None:
                rect = pygame.Rect(x - 9, y - 9, 18, 18)
                pygame.draw.rect(surface, (226, 214, 180), rect, border_radius=3)
                pygame.draw.rect(surface, (112, 90, 60), rect, 1, border_radius=3)
            else:
                surface.blit(td.castle_image(td.seat_colour(owner), 22), (x - 11, y - 13))


def _outline_region(surface: pygame.Surface, region: int, colour: tuple[int, int, int], width: int) -> None:
    pygame.draw.polygon(surface, colour, td.region_polygons()[region], width)


def _shogun_region(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    if view.shogun_revealed and view.phase != "over":
        card = DATA.shogun_cards[view.shogun_revealed[-1]]
        _outline_region(surface, card.region, td.SHOGUN_COLOUR, 5)
        _outline_region(surface, card.region, theme.GOLD, 1)


def _collect_region(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    if view.pending is not None and view.pending[0] == "collect":
        _outline_region(surface, int(view.pending[2]), theme.SELECT, 4)


def _castles(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    board = load_board()
    for region, owners in view.castle_spaces.items():
        for space, owner in zip(board.castle_spaces[region], owners, strict=False):
            if owner is None:
                continue
            x, y = td.to_screen(space.pos)
            surface.blit(td.castle_image(td.seat_colour(owner), 22), (x - 11, y - 13))
    for region in view.horse_castle:
        x, y = td.to_screen(board.resource_spaces[region][0].pos)
        surface.blit(td.castle_image(td.SHOGUN_COLOUR, 22), (x - 11, y - 13))


def _resources(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    board = load_board()
    for region, goods in view.spaces.items():
        for space, good in zip(board.resource_spaces[region], goods, strict=False):
            x, y = td.to_screen(space.pos)
            if space.horse_head and region in view.horse_marker:
                pygame.draw.circle(surface, (70, 52, 40), (x + 3, y + 3), 9)
            if good is not None:
                surface.blit(td.good_image(good, 9), (x - 9, y - 9))


def _cities(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    carrying = table.drag.active is not None and table.drag.active.payload[0] == "ronin"
    for city in view.cities:
        face = view.face[city]
        actions = view.tile_actions(city)
        td.draw_tile(surface, city, actions, face)
        if carrying and Place(city, "points") in table.legal_set:
            chip = td.points_chip_rect(city, len(actions))
            pygame.draw.rect(surface, td.ACTION_COLOURS["points"], chip, border_radius=7)
            text.blit_text(surface, "+2", chip.center, 15, theme.INK, bold=True, anchor="center")
        occupants = view.occupants.get(city, [])
        for seat, pos in zip(occupants, td.figure_slots(city, len(occupants)), strict=False):
            cards.shadowed(surface, td.ronin_image(td.seat_colour(seat), 22), pos, 2)


def _display(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    x0, y0 = td.DISPLAY_POS
    costs = DATA["display_costs"]
    for slot, rect in enumerate(table.display_rects):
        cards.shadowed(surface, td.mission_image(view.display[slot]), rect.topleft)
        label = f"{costs[slot]} meditation"
        text.blit_text(surface, label, (rect.centerx, rect.bottom + 2), 15, theme.LIGHT, anchor="midtop")
    deck = pygame.Rect(x0 + 4 * 82, y0 + 12, 50, 70)
    if view.deck_size:
        cards.shadowed(surface, cards.card_back(deck.size, "red"), deck.topleft)
    else:
        pygame.draw.rect(surface, (60, 90, 110), deck, 2, border_radius=6)
    text.blit_text(surface, f"Deck {view.deck_size}", (deck.centerx, deck.bottom + 2), 15, theme.LIGHT,
                   anchor="midtop")


def _shogun_row(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    if view.mode == "base":
        return
    total = len(view.shogun_revealed) + view.shogun_deck_size
    x0, y0 = td.SHOGUN_ROW_POS
    for i in range(total):
        rect = table._shogun_slot(i)
        card = view.shogun_revealed[i] if i < len(view.shogun_revealed) else None
        cards.shadowed(surface, td.shogun_card_image(card), rect.topleft, 2)
        if card is not None and i == len(view.shogun_revealed) - 1 and view.phase != "over":
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 2, border_radius=6)
    label_y = y0 + td.SHOGUN_CARD[1] + 4
    if view.shogun_revealed and view.phase == "place" and sum(view.ronin_placed) == 0:
        card = DATA.shogun_cards[view.shogun_revealed[-1]]
        text.blit_text(surface, f"Round {view.round}: the Shogun takes region {card.region}, his ronin in", (x0, label_y),
                       15, theme.GOLD, bold=True)
        text.blit_text(surface, ", ".join(card.cities), (x0, label_y + 15), 15, theme.GOLD, bold=True)
    else:
        text.blit_text(surface, f"Shogun cards: {len(view.shogun_revealed)} revealed, {view.shogun_deck_size} to come",
                       (x0, label_y), 15, theme.LIGHT)


def _round_box(table: RoninTable, surface: pygame.Surface) -> None:
    """The round and the four phases, the current one lit (in the sea north of Honshū)."""
    view = table.rview
    rect = pygame.Rect(404, 54, 222, 40)
    draw_panel(surface, rect, fill=(242, 232, 208), radius=6)
    text.blit_text(surface, f"Round {view.round} of {DATA['rounds']}", (rect.x + 8, rect.y + 4), 16, theme.INK,
                   bold=True)
    x = rect.x + 8
    for phase, label in PHASES:
        current = view.phase == phase
        drawn = text.blit_text(surface, label, (x, rect.y + 22), 15, theme.ACCENT if current else theme.MUTED,
                               bold=current)
        if current:
            pygame.draw.line(surface, theme.ACCENT, (drawn.x, drawn.bottom), (drawn.right, drawn.bottom), 2)
        x = drawn.right + 8


def _drawn(table: RoninTable, surface: pygame.Surface) -> None:
    """Solo: the mission cards drawn for the ronin to place; it goes to a free city named on one of them."""
    view = table.rview
    if view.mode != "solo" or view.phase != "place" or not (view.drawn or view.any_city):
        return
    x0, y0 = td.DRAWN_POS
    label = "Your ronin may go to a city on these cards:" if view.drawn else "No card shows a free city: any city"
    text.blit_text(surface, label, (x0, y0 - 2), 15, theme.LIGHT, anchor="bottomleft")
    lit = {c.city for c in table.legal if hasattr(c, "city")}
    for rect, mission in table.drawn_rects:
        cards.shadowed(surface, td.mission_image(mission, rect.size), rect.topleft, 2)
        if lit.intersection(DATA.missions[mission].cities):
            pygame.draw.rect(surface, theme.LEGAL, rect.inflate(4, 4), 2, border_radius=6)


def _marker(surface: pygame.Surface, seat: int, pos: tuple[int, int], radius: int = 6, label: str = "") -> None:
    colour = td.seat_colour(seat)
    pygame.draw.circle(surface, (0, 0, 0), (pos[0] + 1, pos[1] + 2), radius)
    pygame.draw.circle(surface, colour, pos, radius)
    pygame.draw.circle(surface, (250, 246, 236) if seat == SHOGUN else (30, 26, 22), pos, radius, 1)
    if label:
        text.blit_text(surface, label, (pos[0], pos[1] + 1), 13, (255, 255, 255), bold=True, anchor="center")


def _tea_track(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    rect = td.TEA_RECT
    draw_panel(surface, rect, fill=(70, 100, 70), edge=(30, 50, 30), radius=6)
    text.blit_text(surface, "Tea", (rect.centerx, rect.y + 4), 17, theme.LIGHT, bold=True, anchor="midtop")
    length = DATA["tea_track_length"]
    bonus = set(DATA["tea_bonus_spaces"])
    here: dict[int, list[int]] = {}
    order = sorted(range(view.num_seats), key=lambda s: view.tea_stamp[s])
    for seat in order:
        here.setdefault(view.tea[seat], []).append(seat)
    if view.shogun_tea is not None:
        here.setdefault(view.shogun_tea, []).insert(0, SHOGUN)
    for space in range(1, length + 1):
        cell = pygame.Rect(rect.x + 4, rect.y + 22 + (length - space) * 28, rect.width - 8, 26)
        pygame.draw.rect(surface, (226, 196, 110) if space in bonus else (214, 222, 196), cell, border_radius=4)
        text.blit_text(surface, str(space), (cell.x + 3, cell.y + 2), 13, (70, 60, 40))
        for i, seat in enumerate(here.get(space, [])):
            _marker(surface, seat, (cell.x + 8 + (i % 4) * 10, cell.y + 18 - (i // 4) * 8), 5)


def _score_track(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    rect = td.SCORE_RECT
    draw_panel(surface, rect, fill=(120, 84, 52), edge=(60, 40, 20), radius=6)
    text.blit_text(surface, "Score", (rect.centerx, rect.y + 4), 17, theme.LIGHT, bold=True, anchor="midtop")
    cell_w, cell_h = 21, 42
    for value in range(50):
        row, col = divmod(value, 5)
        cell = pygame.Rect(rect.x + 4 + col * cell_w, rect.y + 22 + (9 - row) * cell_h, cell_w - 1, cell_h - 1)
        pygame.draw.rect(surface, (238, 226, 196) if value % 10 else (226, 196, 110), cell, border_radius=3)
        text.blit_text(surface, str(value), (cell.x + 2, cell.y + 1), 12, (90, 70, 50))
    stacks: dict[int, int] = {}
    for seat in range(view.num_seats):
        points = view.points[seat]
        value, laps = points % 50, points // 50
        row, col = divmod(value, 5)
        count = stacks.get(value, 0)
        stacks[value] = count + 1
        pos = (rect.x + 4 + col * cell_w + 10, rect.y + 22 + (9 - row) * cell_h + 18 + (count % 3) * 8)
        _marker(surface, seat, pos, 6, str(laps) if laps else "")


def _characters(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    rect = td.CHAR_RECT
    draw_panel(surface, rect, fill=(54, 44, 60), edge=(20, 16, 24), radius=6)
    text.blit_text(surface, "Characters", (rect.x + 6, rect.y + 2), 15, theme.LIGHT, bold=True)
    counts = {key: view.char_display.count(key) for key in set(view.char_display)}
    for r, key in table.char_rects:
        two = counts.get(key, 0) > 1
        size = (r.width - 12, r.height) if two else r.size
        surface.blit(td.tile_chip(DATA.characters[key].name, (236, 224, 200), size, theme.INK, 14), r.topleft)
        if two:
            td.token(surface, (r.right - 6, r.centery), (90, 70, 120), str(counts[key]), 6)
    if not table.char_rects:
        text.blit_text(surface, "all taken", rect.center, 16, theme.LIGHT, anchor="center")


def _ronin_row(table: RoninTable, surface: pygame.Surface, seat: int) -> None:
    view = table.rview
    left = table.ronin_left(seat)
    used = view.ronin_placed[seat] + view.ronin_idle[seat]
    image = td.ronin_image(td.seat_colour(seat), 32)
    for i, rect in enumerate(table.ronin_rects):
        pygame.draw.rect(surface, (206, 188, 150), rect, border_radius=5)
        pygame.draw.rect(surface, (120, 96, 64), rect, 1, border_radius=5)
        if i >= view.ronin_total[seat]:
            surface.blit(td.ronin_image((150, 140, 120), 32), (rect.x + 2, rect.y + 2))
            continue
        if i == left - 1 and table.drag.is_dragging(("ronin",)):
            continue
        if i < left:
            surface.blit(image, (rect.x + 2, rect.y + 2))
    if used and left == 0 and view.phase == "place":
        text.blit_text(surface, "all placed", (table.ronin_rects[0].x + 4, table.ronin_rects[0].bottom + 1), 13,
                       theme.MUTED)


def _own_board(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    me = table.viewer
    rect = td.BOARD_RECT
    acting = table.actor() == me
    draw_panel(surface, rect, fill=(236, 222, 190), edge=theme.GOLD if acting else (110, 84, 52), radius=8,
               width=3 if acting else 2)
    colour = td.seat_colour(me)
    pygame.draw.rect(surface, colour, (rect.x + 2, rect.y + 2, rect.width - 4, 24), border_top_left_radius=8,
                     border_top_right_radius=8)
    text.blit_text(surface, table.seat_label(me), (rect.x + 10, rect.y + 6), 19, theme.LIGHT, bold=True)
    summary = (f"{view.points[me]} points   tea {view.tea[me]}   castles left {view.castles_left[me]}")
    text.blit_text(surface, summary, (rect.x + 250, rect.y + 7), 17, theme.LIGHT)
    if any(s.key == ("done",) for s in table.hotspots):
        pygame.draw.rect(surface, theme.BUTTON, td_done(), border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, td_done(), 2, border_radius=6)
        text.blit_text(surface, "Done", td_done().center, 18, theme.INK, bold=True, anchor="center")
    _ronin_row(table, surface, me)
    if view.fifth_waiting[me]:
        text.blit_text(surface, "5th ronin: joins with your first character", (rect.x + 162, rect.y + 34), 14,
                       theme.MUTED)
    # goods, jokers, meditation, flags
    for kind, r in table.good_rects.items():
        count = table._held(kind)
        if table.drag.is_dragging(("good", kind)) and count == 1:
            count = 0
        image = td.good_image(kind, 10)
        if count:
            surface.blit(image, (r.x, r.y + 1))
        else:
            pygame.draw.circle(surface, (200, 184, 150), (r.x + 11, r.y + 12), 10, 1)
        text.blit_text(surface, f"x{table._held(kind)}", (r.x + 24, r.y + 5), 17, theme.INK)
    x = rect.x + 316
    td.token(surface, (x, rect.y + 86), MEDITATION, str(view.meditation[me]), 10)
    text.blit_text(surface, "meditation", (x + 14, rect.y + 79), 15, theme.INK)
    td.token(surface, (x + 100, rect.y + 86), FLAG, str(view.flags[me]), 10)
    text.blit_text(surface, "flags", (x + 114, rect.y + 79), 15, theme.INK)
    # missions
    if not table.mission_rects:
        text.blit_text(surface, "no missions", (rect.x + 14, rect.y + 130), 16, theme.MUTED)
    for r, mission in table.mission_rects:
        cards.shadowed(surface, td.mission_image(mission, r.size), r.topleft, 2)
    # characters and bonus tiles
    x, y = rect.x + 434, rect.y + 104
    text.blit_text(surface, "Characters / bonus tiles", (x, y - 2), 14, theme.MUTED)
    items = [(DATA.characters[c].name, (90, 70, 120)) for c in view.characters[me]]
    items += [(DATA.bonus_kinds[b].name, (150, 110, 50)) for b in view.bonus[me]]
    shown = items if len(items) <= 8 else items[:7] + [(f"+{len(items) - 7} more", (120, 110, 100))]
    for i, (label, colour) in enumerate(shown):
        row, col = divmod(i, 2)
        surface.blit(td.tile_chip(label, colour, (80, 16), font_size=14), (x + col * 84, y + 14 + row * 17))


def td_done() -> pygame.Rect:
    from ninjatable.games.ronin.table import DONE_RECT

    return DONE_RECT


def _others(table: RoninTable, surface: pygame.Surface) -> None:
    view = table.rview
    for seat, rect in table.other_rects.items():
        acting = table.actor() == seat
        draw_panel(surface, rect, fill=(232, 220, 194), edge=theme.GOLD if acting else (110, 84, 52), radius=6,
                   width=3 if acting else 1)
        colour = td.seat_colour(seat)
        pygame.draw.rect(surface, colour, (rect.x + 2, rect.y + 2, 8, rect.height - 4), border_radius=3)
        if seat == SHOGUN:
            text.blit_text(surface, "The Shogun", (rect.x + 16, rect.y + 4), 17, theme.INK, bold=True)
            line = (f"castles left {view.shogun_castles_left}, cards to come {view.shogun_deck_size}"
                    + (f", tea {view.shogun_tea}" if view.shogun_tea is not None else ""))
            text.blit_text(surface, line, (rect.x + 16, rect.y + 22), 15, theme.INK)
            continue
        text.blit_text(surface, text.fit(table.seat_label(seat), 170, 17, True), (rect.x + 16, rect.y + 4), 17,
                       theme.INK, bold=True)
        text.blit_text(surface, f"{view.points[seat]} pts  tea {view.tea[seat]}", (rect.right - 8, rect.y + 5), 16,
                       theme.INK, anchor="topright")
        small = td.ronin_image(colour, 16)
        for i in range(table.ronin_left(seat)):
            surface.blit(small, (rect.x + 16 + i * 11, rect.y + 21))
        x = rect.x + 76
        for kind in KINDS:
            count = view.jokers[seat] if kind == "joker" else view.goods[seat][kind]
            if count:
                surface.blit(td.good_image(kind, 7), (x, rect.y + 23))
                text.blit_text(surface, str(count), (x + 16, rect.y + 24), 15, theme.INK)
                x += 27
        x = rect.right - 118
        td.token(surface, (x, rect.y + 30), MEDITATION, str(view.meditation[seat]), 8)
        td.token(surface, (x + 26, rect.y + 30), FLAG, str(view.flags[seat]), 8)
        surface.blit(td.castle_image(colour, 16), (x + 42, rect.y + 21))
        text.blit_text(surface, str(view.castles_left[seat]), (x + 59, rect.y + 24), 15, theme.INK)
        pygame.draw.rect(surface, (248, 240, 220), (x + 74, rect.y + 21, 12, 16), border_radius=2)
        pygame.draw.rect(surface, (150, 56, 42), (x + 74, rect.y + 21, 12, 16), 1, border_radius=2)
        text.blit_text(surface, f"{len(view.missions[seat])}", (x + 90, rect.y + 24), 15, theme.INK)
        if rect.height >= 56:
            items = [DATA.characters[c].name for c in view.characters[seat]]
            items += [DATA.bonus_kinds[b].name for b in view.bonus[seat]]
            line = ", ".join(items) if items else "no characters or bonus tiles"
            text.blit_text(surface, text.fit(line, rect.width - 24, 14), (rect.x + 16, rect.y + 40), 14,
                           (90, 70, 120))


def _hotspots(table: RoninTable, surface: pygame.Surface) -> None:
    if table.choice is not None or table.forced_choice is not None:
        return
    for spot in table.hotspots:
        if spot.legal and spot.key != ("done",):
            surface.blit(cards.highlight(spot.rect.inflate(6, 6).size, theme.LEGAL, width=3, radius=6, alpha=50),
                         spot.rect.inflate(6, 6))


def _choice(surface: pygame.Surface, choice) -> None:
    rect = td.CHOICE_RECT
    draw_panel(surface, rect, fill=theme.PANEL, edge=theme.GOLD, radius=10, width=3)
    text.blit_text(surface, text.fit(choice.title, rect.width - 24, 22, True), (rect.x + 14, rect.y + 12), 22,
                   theme.INK, bold=True)
    for r, (label, _, colour) in zip(choice.option_rects(), choice.options, strict=False):
        ink = theme.INK if sum(colour) > 420 else theme.LIGHT
        pygame.draw.rect(surface, colour, r, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 2, border_radius=6)
        lines = text.wrap(label, r.width - 10, 15)
        if text.font(17).size(label)[0] <= r.width - 10:
            text.blit_text(surface, label, r.center, 17, ink, anchor="center")
        else:
            for i, line in enumerate(lines[:2]):
                text.blit_text(surface, line, (r.centerx, r.y + 3 + i * 14), 15, ink, anchor="midtop")
    if choice.closable:
        cancel = choice.cancel_rect()
        pygame.draw.rect(surface, theme.BUTTON, cancel, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, cancel, 2, border_radius=6)
        text.blit_text(surface, "Cancel", cancel.center, 18, theme.INK, anchor="center")
