"""Drawing the Ronin table from its view: the painted map of Japan (made once), the tiles, figures, castles and
goods on it; the mission display and the Shogun cards; the tea ceremony and score tracks; the character display;
your player board and the other players. Every function draws from the view, the layout and a `Look` (what the
scene adds: who sits at the table, what is lit, what the mouse holds); none changes anything.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Hashable

import pygame

from ninjatable.games.ronin.data import DATA, GAME, bonus_name, character_name, city_name, region_name
from ninjatable.games.ronin.map import japan
from ninjatable.games.ronin.table import layout, pieces
from ninjatable.games.ronin.table.layout import KINDS, Places
from ninjatable.games.ronin.view import SHOGUN, DecisionKind, RoninView
from ninjatable.i18n import N_, _, join_and, term
from ninjatable.ui import cards, text, theme
from ninjatable.ui.widgets import draw_panel

REGION_COLOURS = [(196, 200, 150), (178, 196, 140), (204, 190, 144), (186, 206, 156), (210, 198, 160)]
SEA = (96, 142, 168)
SEA_LINE = (116, 160, 184)
PHASES = (("place", N_("1 Place")), ("collect", N_("2 Goods")), ("fulfil", N_("3 Missions")), ("discard", N_("4 End")))


@dataclasses.dataclass(frozen=True)
class Look:
    """What the table shows besides the view: the seat at the table and the labels of the seats, the seat
    acting, the places lit for a click, what the mouse carries ("ronin", "good" or ""), the pieces lifted from
    their place, the cities where the +2 chip may take a ronin, whether the choice bar is open, and the goods
    chosen to give back."""

    me: int
    labels: tuple[str, ...]
    acting: int | None = None
    lit: frozenset[Hashable] = frozenset()
    carrying: str = ""
    lifted: frozenset[Hashable] = frozenset()
    points_cities: frozenset[str] = frozenset()
    bar_open: bool = False
    #: while giving goods back: how many must go, and the goods chosen so far (kind, count).
    give_back: int = 0
    chosen: tuple[tuple[str, int], ...] = ()


# --- the map, painted once ---------------------------------------------------------------------------------
_layers: dict[tuple[int, ...], pygame.Surface] = {}


def map_layer(regions_in_play: tuple[int, ...]) -> pygame.Surface:
    """The sea, the regions, their numbers and names, castle and resource spaces, city markers (made once)."""
    layer = _layers.get(regions_in_play)
    if layer is None:
        layer = pygame.Surface(layout.MAP_RECT.size)
        _sea(layer)
        _regions(layer, regions_in_play)
        _spaces(layer, regions_in_play)
        _city_markers(layer, regions_in_play)
        pygame.draw.rect(layer, (70, 52, 36), layer.get_rect(), 3)
        _layers[regions_in_play] = layer
    return layer


def _local(points: list[tuple[int, int]]) -> list[tuple[int, int]]:
    ox, oy = layout.MAP_RECT.topleft
    return [(x - ox, y - oy) for x, y in points]


def _sea(layer: pygame.Surface) -> None:
    layer.fill(SEA)
    for y in range(10, layout.MAP_RECT.height, 26):
        for x in range(-20 + (y // 26 % 2) * 20, layout.MAP_RECT.width, 40):
            pygame.draw.arc(layer, SEA_LINE, (x, y, 22, 12), 0.3, math.pi - 0.3, 1)


def _regions(layer: pygame.Surface, in_play: tuple[int, ...]) -> None:
    polygons = {number: _local(points) for number, points in layout.region_polygons().items()}
    for points in polygons.values():
        pygame.draw.polygon(layer, (64, 100, 122), [(x + 4, y + 5) for x, y in points])
    for points in polygons.values():
        pygame.draw.polygon(layer, (226, 210, 164), points, 7)
    for number, points in polygons.items():
        used = number in in_play
        _paint_region(layer, points, REGION_COLOURS[number % len(REGION_COLOURS)] if used else (150, 150, 140), used)
    for points in polygons.values():
        pygame.draw.polygon(layer, (92, 74, 50), points, 2)
    for number, where in layout.region_labels().items():
        _region_label(layer, number, _local_rect(where), number in in_play)


def _local_rect(rect: pygame.Rect) -> pygame.Rect:
    return rect.move(-layout.MAP_RECT.x, -layout.MAP_RECT.y)


def _region_label(layer: pygame.Surface, number: int, where: pygame.Rect, used: bool) -> None:
    """A region's number in a disc and its name beside it, on a pale plate (clear of the pieces)."""
    name = region_name(japan().regions[number].name)
    colour = (80, 64, 44) if used else (100, 100, 96)
    plate = pygame.Surface(where.size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (250, 242, 220, 170), plate.get_rect(), border_radius=11)
    layer.blit(plate, where)
    centre = (where.x + 12, where.centery)
    pygame.draw.circle(layer, (250, 240, 214), centre, 11)
    pygame.draw.circle(layer, colour, centre, 11, 2)
    text.blit_text(layer, str(number), centre, 19, colour, bold=True, anchor="center")
    # a region the game does not use is greyed and hatched; hovering it says so (its name alone fits its plate)
    text.blit_text(layer, name, (where.x + 26, where.centery + 1), layout.REGION_NAME_SIZE, colour, bold=True,
                   anchor="midleft", box=where, how="shrink")


def _paint_region(layer: pygame.Surface, points: list[tuple[int, int]], fill: tuple[int, int, int],
                  used: bool) -> None:
    """A region washed in its colour, lighter to the north; hatched grey when not used."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    paint = pygame.Surface(box.size, pygame.SRCALPHA)
    for y in range(box.height):
        t = y / max(1, box.height - 1)
        shade = tuple(max(0, min(255, int(c * (1.08 - 0.16 * t)))) for c in fill)
        pygame.draw.line(paint, (*shade, 255), (0, y), (box.width, y))
    if not used:
        for i in range(-box.height, box.width, 10):
            pygame.draw.line(paint, (132, 132, 124, 255), (i, 0), (i + box.height, box.height), 1)
    mask = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in points])
    paint.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(paint, box.topleft)


def _spaces(layer: pygame.Surface, in_play: tuple[int, ...]) -> None:
    board = japan()
    ox, oy = layout.MAP_RECT.topleft
    for number in in_play:
        for space in board.castle_spaces[number]:
            rect = layout.castle_space_rect(number, space.index).inflate(-4, -4).move(-ox, -oy)
            pygame.draw.rect(layer, (226, 214, 180), rect, border_radius=3)
            pygame.draw.rect(layer, (112, 90, 60), rect, 1, border_radius=3)
        for space in board.resource_spaces[number]:
            centre = layout.resource_space_rect(number, space.index).move(-ox, -oy).center
            pygame.draw.circle(layer, (236, 224, 190), centre, 10)
            pygame.draw.circle(layer, (112, 90, 60), centre, 10, 1)
            if space.horse_head:
                _horse_head(layer, (centre[0] + 7, centre[1] - 15))


def _city_markers(layer: pygame.Surface, in_play: tuple[int, ...]) -> None:
    ox, oy = layout.MAP_RECT.topleft
    for city in japan().cities.values():
        x, y = layout.to_screen(city.pos)
        used = any(r in in_play for r in city.regions)
        centre = (x - ox, y - oy)
        pygame.draw.circle(layer, (60, 40, 30), centre, 7)
        pygame.draw.circle(layer, (220, 60, 44) if used else (140, 130, 120), centre, 5)
        if not used:
            name = layout.city_name_rect(city.name).move(-ox, -oy)
            text.blit_text(layer, city_name(city.name), (name.centerx, name.y + 1), layout.CITY_NAME_SIZE, (90, 90, 86),
                           anchor="midtop")


def _horse_head(surface: pygame.Surface, at: tuple[int, int]) -> None:
    """A small horse head: the mark of the first resource space of a region."""
    x, y = at
    points = [(x - 4, y + 6), (x - 3, y - 2), (x, y - 6), (x + 2, y - 4), (x + 6, y - 1), (x + 5, y + 2),
              (x + 1, y + 1), (x + 2, y + 6)]
    pygame.draw.polygon(surface, (110, 70, 40), points)
    pygame.draw.polygon(surface, (50, 30, 20), points, 1)


# --- the table -----------------------------------------------------------------------------------------------
def table(surface: pygame.Surface, view: RoninView, places: Places, look: Look) -> None:
    """Everything the view shows, lit as the look says."""
    surface.blit(map_layer(view.regions), layout.MAP_RECT.topleft)
    _region_outlines(surface, view)
    _castles(surface, view)
    _resources(surface, view)
    _cities(surface, view, look)
    _display(surface, view, places)
    _shogun_row(surface, view)
    _round_box(surface, view)
    _tea_track(surface, view)
    _score_track(surface, view)
    if look.bar_open or look.give_back:
        _tray(surface, look)
    else:
        _drawn(surface, view, places, look)
        _characters(surface, view, places)
    _own_board(surface, view, places, look)
    _others(surface, view, places, look)
    _lit(surface, view, places, look)


def _tray(surface: pygame.Surface, look: Look) -> None:
    """Where the choice bar opens (over the characters); while giving goods back, how many are chosen."""
    draw_panel(surface, layout.BAR_RECT.inflate(4, 4), fill=(54, 44, 60), edge=(20, 16, 24), radius=6)
    if look.give_back:
        done = sum(count for _kind, count in look.chosen)
        line = _("Goods to give back: {done} of {total} chosen. Click a good on your board to choose it, a right "
                 "click takes one back.").format(done=done, total=look.give_back)
        for i, part in enumerate(text.wrap(line, layout.BAR_RECT.width - 16, 16)[:2]):
            text.blit_text(surface, part, (layout.BAR_RECT.x + 8, layout.BAR_RECT.bottom - 38 + i * 17), 16,
                           theme.LIGHT)


def _region_outlines(surface: pygame.Surface, view: RoninView) -> None:
    """The region of this round's Shogun card, and the region whose goods are being taken."""
    if view.shogun_revealed and not view.over:
        card = DATA.shogun_cards[view.shogun_revealed[-1]]
        pygame.draw.polygon(surface, pieces.SHOGUN_COLOUR, layout.region_polygons()[card.region], 5)
        pygame.draw.polygon(surface, theme.GOLD, layout.region_polygons()[card.region], 1)
    if view.pending == DecisionKind.COLLECT:
        pygame.draw.polygon(surface, theme.SELECT, layout.region_polygons()[view.pending_region], 4)


def _castles(surface: pygame.Surface, view: RoninView) -> None:
    for region, owners in view.castle_spaces.items():
        for index, owner in enumerate(owners):
            if owner is not None:
                rect = layout.castle_space_rect(region, index)
                surface.blit(pieces.castle_image(pieces.seat_colour(owner), 22), (rect.x, rect.y - 2))
    for region in view.horse_castle:
        rect = layout.resource_space_rect(region, 0)
        surface.blit(pieces.castle_image(pieces.SHOGUN_COLOUR, 22), (rect.x, rect.y - 2))


def _resources(surface: pygame.Surface, view: RoninView) -> None:
    for region, goods in view.spaces.items():
        for index, good in enumerate(goods):
            rect = layout.resource_space_rect(region, index)
            if index == 0 and region in view.horse_marker:
                pygame.draw.circle(surface, (70, 52, 40), (rect.centerx + 3, rect.centery + 3), 9)
            if good is not None:
                surface.blit(pieces.good_image(good, 9), (rect.centerx - 9, rect.centery - 9))


def _cities(surface: pygame.Surface, view: RoninView, look: Look) -> None:
    for city in view.cities:
        actions = view.tile_actions(city)
        pieces.draw_tile(surface, city, actions, view.face[city])
        if look.carrying == "ronin" and city in look.points_cities:
            chip = layout.points_chip_rect(city, len(actions))
            pygame.draw.rect(surface, pieces.ACTION_COLOURS["points"], chip, border_radius=7)
            text.blit_text(surface, "+2", chip.center, 15, theme.INK, bold=True, anchor="center")
        occupants = view.occupants.get(city, ())
        for seat, pos in zip(occupants, layout.figure_slots(city, len(occupants)), strict=False):
            cards.shadowed(surface, pieces.ronin_image(pieces.seat_colour(seat), 22), pos, 2)


def _display(surface: pygame.Surface, view: RoninView, places: Places) -> None:
    costs = DATA["display_costs"]
    for slot, rect in enumerate(places.display):
        cards.shadowed(surface, pieces.mission_image(view.display[slot]), rect.topleft)
        text.blit_text(surface, _("{n} meditation").format(n=costs[slot]), (rect.centerx, rect.bottom + 2), 15, theme.LIGHT,
                       anchor="midtop")
    x0, y0 = layout.DISPLAY_POS
    deck = pygame.Rect(x0 + 4 * layout.DISPLAY_STEP, y0 + 12, 50, 70)
    if view.deck_size:
        cards.shadowed(surface, cards.card_back(deck.size, "red"), deck.topleft)
    else:
        pygame.draw.rect(surface, (60, 90, 110), deck, 2, border_radius=6)
    text.blit_text(surface, _("Deck {n}").format(n=view.deck_size), (deck.centerx, deck.bottom + 2), 15, theme.LIGHT,
                   anchor="midtop")


def _shogun_row(surface: pygame.Surface, view: RoninView) -> None:
    if view.mode == "base":
        return
    total = len(view.shogun_revealed) + view.shogun_deck_size
    for i in range(total):
        rect = layout.shogun_slot(i)
        card = view.shogun_revealed[i] if i < len(view.shogun_revealed) else None
        cards.shadowed(surface, pieces.shogun_card_image(card), rect.topleft, 2)
        if card is not None and i == len(view.shogun_revealed) - 1 and not view.over:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 2, border_radius=6)
    x0, y0 = layout.SHOGUN_ROW_POS
    label_y = y0 + layout.SHOGUN_CARD[1] + 4
    if view.shogun_revealed and view.phase == "place" and sum(view.ronin_placed) == 0:
        card = DATA.shogun_cards[view.shogun_revealed[-1]]
        text.blit_text(surface, _("Round {round}: the Shogun takes region {region}, his ronin in").format(
            round=view.round, region=card.region), (x0, label_y), 15, theme.GOLD, bold=True)
        text.blit_text(surface, join_and(city_name(c) for c in card.cities), (x0, label_y + 15), 15, theme.GOLD,
                       bold=True)
    else:
        text.blit_text(surface, _("Shogun cards: {revealed} revealed, {left} to come").format(
            revealed=len(view.shogun_revealed), left=view.shogun_deck_size),
                       (x0, label_y), 15, theme.LIGHT)


def _round_box(surface: pygame.Surface, view: RoninView) -> None:
    """The round and the four phases, the current one lit (in the sea north of Honshū)."""
    rect = layout.ROUND_BOX
    draw_panel(surface, rect, fill=(242, 232, 208), radius=6)
    text.blit_text(surface, _("Round {round} of {rounds}").format(round=view.round, rounds=view.rounds), (rect.x + 8, rect.y + 4), 16, theme.INK,
                   bold=True)
    x = rect.x + 8
    labels = [(phase, _(label), view.phase == phase) for phase, label in PHASES]
    size = next((size for size in (15, 14, 13, 12) if sum(text.font(size, bold).size(label)[0] + 8
                                                         for _phase, label, bold in labels) <= rect.width - 8), 12)
    for _phase, label, current in labels:
        drawn = text.blit_text(surface, label, (x, rect.y + 22), size, theme.ACCENT if current else theme.MUTED,
                               bold=current)
        if current:
            pygame.draw.line(surface, theme.ACCENT, (drawn.x, drawn.bottom), (drawn.right, drawn.bottom), 2)
        x = drawn.right + 8


def _drawn(surface: pygame.Surface, view: RoninView, places: Places, look: Look) -> None:
    """Solo: the mission cards drawn for the ronin to place; it goes to a free city named on one of them."""
    if view.mode != "solo" or view.phase != "place" or not (view.drawn or view.any_city):
        return
    x0, y0 = layout.DRAWN_POS
    label = _("Your ronin may go to a city on these cards:") if view.drawn else \
        _("No card shows a free city: any city")
    text.blit_text(surface, label, (x0, y0 - 2), 15, theme.LIGHT, anchor="bottomleft")
    for rect, mission in places.drawn:
        cards.shadowed(surface, pieces.drawn_card_image(mission, rect.size), rect.topleft, 2)
        if look.lit.intersection(("city", c) for c in DATA.missions[mission].cities):
            pygame.draw.rect(surface, theme.LEGAL, rect.inflate(4, 4), 2, border_radius=6)


def _marker(surface: pygame.Surface, seat: int, pos: tuple[int, int], radius: int = 6, label: str = "") -> None:
    colour = pieces.seat_colour(seat)
    pygame.draw.circle(surface, (0, 0, 0), (pos[0] + 1, pos[1] + 2), radius)
    pygame.draw.circle(surface, colour, pos, radius)
    pygame.draw.circle(surface, (250, 246, 236) if seat == SHOGUN else (30, 26, 22), pos, radius, 1)
    if label:
        text.blit_text(surface, label, (pos[0], pos[1] + 1), 13, (255, 255, 255), bold=True, anchor="center")


def _tea_track(surface: pygame.Surface, view: RoninView) -> None:
    rect = layout.TEA_RECT
    draw_panel(surface, rect, fill=(70, 100, 70), edge=(30, 50, 30), radius=6)
    text.blit_text(surface, term(GAME, "Tea"), (rect.centerx, rect.y + 4), 17, theme.LIGHT, bold=True, anchor="midtop")
    length = DATA["tea_track_length"]
    bonus = set(DATA["tea_bonus_spaces"])
    here: dict[int, list[int]] = {}
    for seat in view.tea_arrival:
        here.setdefault(view.shogun_tea if seat == SHOGUN else view.tea[seat], []).append(seat)
    for space in range(1, length + 1):
        cell = pygame.Rect(rect.x + 4, rect.y + 22 + (length - space) * 28, rect.width - 8, 26)
        pygame.draw.rect(surface, (226, 196, 110) if space in bonus else (214, 222, 196), cell, border_radius=4)
        text.blit_text(surface, str(space), (cell.x + 3, cell.y + 2), 13, (70, 60, 40))
        for i, seat in enumerate(here.get(space, [])):
            _marker(surface, seat, (cell.x + 8 + (i % 4) * 10, cell.y + 18 - (i // 4) * 8), 5)


def _score_track(surface: pygame.Surface, view: RoninView) -> None:
    rect = layout.SCORE_RECT
    draw_panel(surface, rect, fill=(120, 84, 52), edge=(60, 40, 20), radius=6)
    text.blit_text(surface, _("Score"), (rect.centerx, rect.y + 4), 17, theme.LIGHT, bold=True, anchor="midtop")
    cell_w, cell_h = 21, 42
    for value in range(50):
        row, col = divmod(value, 5)
        cell = pygame.Rect(rect.x + 4 + col * cell_w, rect.y + 22 + (9 - row) * cell_h, cell_w - 1, cell_h - 1)
        pygame.draw.rect(surface, (238, 226, 196) if value % 10 else (226, 196, 110), cell, border_radius=3)
        text.blit_text(surface, str(value), (cell.x + 2, cell.y + 1), 12, (90, 70, 50))
    stacks: dict[int, int] = {}
    for seat in range(view.num_seats):
        value, laps = view.points[seat] % 50, view.points[seat] // 50
        row, col = divmod(value, 5)
        count = stacks.get(value, 0)
        stacks[value] = count + 1
        pos = (rect.x + 4 + col * cell_w + 10, rect.y + 22 + (9 - row) * cell_h + 18 + (count % 3) * 8)
        if laps:  # once round the track: a larger marker with its lap's points beside it
            _marker(surface, seat, pos, 8)
            lap_tag(surface, seat, (pos[0] + 7, pos[1]), laps)
        else:
            _marker(surface, seat, pos, 6)


def lap_tag(surface: pygame.Surface, seat: int, at: tuple[int, int], laps: int) -> pygame.Rect:
    """The points of the laps a marker went round the score track ("+50"), on a plate in the seat's colour
    beside it (its left middle at `at`)."""
    words_ = f"+{laps * 50}"
    width, height = text.font(14, True).size(words_)
    plate = pygame.Rect(0, 0, width + 8, height + 4)
    plate.midleft = at
    plate.clamp_ip(layout.SCORE_RECT.inflate(-4, -4))
    pygame.draw.rect(surface, (30, 26, 22), plate.move(1, 1), border_radius=4)
    pygame.draw.rect(surface, pieces.seat_colour(seat), plate, border_radius=4)
    pygame.draw.rect(surface, (250, 246, 236), plate, 1, border_radius=4)
    text.blit_text(surface, words_, plate.center, 14, (255, 255, 255), bold=True, anchor="center", box=plate)
    return plate


def _characters(surface: pygame.Surface, view: RoninView, places: Places) -> None:
    rect = layout.CHAR_RECT
    draw_panel(surface, rect, fill=(54, 44, 60), edge=(20, 16, 24), radius=6)
    text.blit_text(surface, _("Characters"), (rect.x + 6, rect.y + 2), 15, theme.LIGHT, bold=True)
    for r, key in places.characters:
        count = view.char_display.count(key)
        size = (r.width - 12, r.height) if count > 1 else r.size
        surface.blit(pieces.tile_chip(character_name(key), (236, 224, 200), size, theme.INK, 14), r.topleft)
        if count > 1:
            pieces.token(surface, (r.right - 6, r.centery), (90, 70, 120), str(count), 6)
    if not places.characters:
        text.blit_text(surface, _("all taken"), rect.center, 16, theme.LIGHT, anchor="center")


def _ronin_row(surface: pygame.Surface, view: RoninView, places: Places, look: Look) -> None:
    me = look.me
    left = view.ronin_left(me)
    image = pieces.ronin_image(pieces.seat_colour(me), 32)
    for i, rect in enumerate(places.ronin):
        pygame.draw.rect(surface, (206, 188, 150), rect, border_radius=5)
        pygame.draw.rect(surface, (120, 96, 64), rect, 1, border_radius=5)
        if i >= view.ronin_total[me]:
            surface.blit(pieces.ronin_image((150, 140, 120), 32), (rect.x + 2, rect.y + 2))
        elif i < left and ("ronin", i) not in look.lifted:
            surface.blit(image, (rect.x + 2, rect.y + 2))
    if left == 0 and view.ronin_placed[me] + view.ronin_idle[me] and view.phase == "place":
        first = places.ronin[0]
        text.blit_text(surface, _("all placed"), (first.x + 4, first.bottom + 1), 13, theme.MUTED)


def _goods_row(surface: pygame.Surface, view: RoninView, places: Places, look: Look) -> None:
    chosen = dict(look.chosen)
    for kind, rect in places.goods.items():
        count = view.held(look.me, kind)
        shown = count - (1 if ("good", kind) in look.lifted else 0) - chosen.get(kind, 0)
        surface.blit(pieces.good_image(kind, 10, faint=not shown), (rect.x, rect.y + 1))
        text.blit_text(surface, _("x{n}").format(n=count), (rect.x + 24, rect.y + 5), 17, theme.INK)
        if chosen.get(kind):
            badge = pygame.Rect(rect.x - 4, rect.y - 8, 22, 14)
            pygame.draw.rect(surface, theme.DANGER, badge, border_radius=7)
            text.blit_text(surface, f"-{chosen[kind]}", badge.center, 14, theme.LIGHT, bold=True, anchor="center")
        if look.give_back and count:
            frame = rect.inflate(6, 6)
            surface.blit(cards.highlight(frame.size, theme.DANGER if chosen.get(kind) else theme.LEGAL, width=2,
                                         radius=6, alpha=30), frame)



def _own_board(surface: pygame.Surface, view: RoninView, places: Places, look: Look) -> None:
    me = look.me
    rect = layout.BOARD_RECT
    acting = look.acting == me
    draw_panel(surface, rect, fill=(236, 222, 190), edge=theme.GOLD if acting else (110, 84, 52), radius=8,
               width=3 if acting else 2)
    pygame.draw.rect(surface, pieces.seat_colour(me), (rect.x + 2, rect.y + 2, rect.width - 4, 24),
                     border_top_left_radius=8, border_top_right_radius=8)
    text.blit_text(surface, look.labels[me], (rect.x + 10, rect.y + 6), 19, theme.LIGHT, bold=True)
    summary = _("{points} points   tea {tea}   castles left {castles}").format(
        points=view.points[me], tea=view.tea[me], castles=view.castles_left[me])
    text.blit_text(surface, summary, (rect.x + 250, rect.y + 7), 17, theme.LIGHT)
    _ronin_row(surface, view, places, look)
    if view.fifth_waiting[me]:
        text.blit_text(surface, _("5th ronin: joins with your first character"), (rect.x + 162, rect.y + 34), 14,
                       theme.MUTED)
    _goods_row(surface, view, places, look)
    x = rect.x + 316
    pieces.token(surface, (x, rect.y + 86), pieces.MEDITATION, str(view.meditation[me]), 10)
    text.blit_text(surface, _("meditation"), (x + 14, rect.y + 79), 15, theme.INK)
    pieces.token(surface, (x + 100, rect.y + 86), pieces.FLAG, str(view.flags[me]), 10)
    text.blit_text(surface, _("flags"), (x + 114, rect.y + 79), 15, theme.INK)
    if not places.missions:
        text.blit_text(surface, _("no missions"), (rect.x + 14, rect.y + 130), 16, theme.MUTED)
    for r, mission in places.missions:
        cards.shadowed(surface, pieces.mission_image(mission, r.size), r.topleft, 2)
    _own_tiles(surface, view, me)


def _own_tiles(surface: pygame.Surface, view: RoninView, me: int) -> None:
    """Your characters and bonus tiles."""
    x, y = layout.BOARD_RECT.x + 434, layout.BOARD_RECT.y + 104
    text.blit_text(surface, _("Characters / bonus tiles"), (x, y - 2), 14, theme.MUTED)
    items = [(character_name(c), (90, 70, 120)) for c in view.characters[me]]
    items += [(bonus_name(b), (150, 110, 50)) for b in view.bonus[me]]
    shown = items if len(items) <= 8 else items[:7] + [(_("+{n} more").format(n=len(items) - 7), (120, 110, 100))]
    for i, (label, colour) in enumerate(shown):
        row, col = divmod(i, 2)
        surface.blit(pieces.tile_chip(label, colour, (80, 16), font_size=14), (x + col * 84, y + 14 + row * 17))


def _others(surface: pygame.Surface, view: RoninView, places: Places, look: Look) -> None:
    for seat, rect in places.others.items():
        acting = look.acting == seat
        draw_panel(surface, rect, fill=(232, 220, 194), edge=theme.GOLD if acting else (110, 84, 52), radius=6,
                   width=3 if acting else 1)
        pygame.draw.rect(surface, pieces.seat_colour(seat), (rect.x + 2, rect.y + 2, 8, rect.height - 4),
                         border_radius=3)
        if seat == SHOGUN:
            text.blit_text(surface, _("The Shogun"), (rect.x + 16, rect.y + 4), 17, theme.INK, bold=True)
            if view.shogun_tea is not None:
                line = _("castles left {castles}, cards to come {cards}, tea {tea}").format(
                    castles=view.shogun_castles_left, cards=view.shogun_deck_size, tea=view.shogun_tea)
            else:
                line = _("castles left {castles}, cards to come {cards}").format(
                    castles=view.shogun_castles_left, cards=view.shogun_deck_size)
            text.blit_text(surface, line, (rect.x + 16, rect.y + 22), 15, theme.INK)
        else:
            _other_player(surface, view, seat, rect, look.labels[seat])


def _other_player(surface: pygame.Surface, view: RoninView, seat: int, rect: pygame.Rect, label: str) -> None:
    colour = pieces.seat_colour(seat)
    text.blit_text(surface, text.fit(label, 170, 17, True), (rect.x + 16, rect.y + 4), 17, theme.INK, bold=True)
    text.blit_text(surface, _("{points} pts  tea {tea}").format(points=view.points[seat], tea=view.tea[seat]), (rect.right - 8, rect.y + 5), 16,
                   theme.INK, anchor="topright")
    small = pieces.ronin_image(colour, 16)
    for i in range(view.ronin_left(seat)):
        surface.blit(small, (rect.x + 16 + i * 11, rect.y + 21))
    x = rect.x + 76
    for kind in KINDS:
        count = view.held(seat, kind)
        if count:
            surface.blit(pieces.good_image(kind, 7), (x, rect.y + 23))
            text.blit_text(surface, str(count), (x + 16, rect.y + 24), 15, theme.INK)
            x += 27
    x = rect.right - 118
    pieces.token(surface, (x, rect.y + 30), pieces.MEDITATION, str(view.meditation[seat]), 8)
    pieces.token(surface, (x + 26, rect.y + 30), pieces.FLAG, str(view.flags[seat]), 8)
    surface.blit(pieces.castle_image(colour, 16), (x + 42, rect.y + 21))
    text.blit_text(surface, str(view.castles_left[seat]), (x + 59, rect.y + 24), 15, theme.INK)
    pygame.draw.rect(surface, (248, 240, 220), (x + 74, rect.y + 21, 12, 16), border_radius=2)
    pygame.draw.rect(surface, (150, 56, 42), (x + 74, rect.y + 21, 12, 16), 1, border_radius=2)
    text.blit_text(surface, f"{len(view.missions[seat])}", (x + 90, rect.y + 24), 15, theme.INK)
    if rect.height >= 56:
        names = [character_name(c) for c in view.characters[seat]]
        names += [bonus_name(b) for b in view.bonus[seat]]
        line = ", ".join(names) if names else _("no characters or bonus tiles")
        text.blit_text(surface, text.fit(line, rect.width - 24, 14), (rect.x + 16, rect.y + 40), 14, (90, 70, 120))


def lit_rect(view: RoninView, places: Places, key: Hashable) -> pygame.Rect | None:
    """Where a lit place is: a display mission, a character, a good on the map, the free castle space of a
    region, one of your missions."""
    kind = key[0]  # type: ignore[index]
    if kind == "display" and key[1] < len(places.display):  # type: ignore[index]
        return places.display[key[1]]  # type: ignore[index]
    if kind == "character":
        return places.character_rect(key[1])  # type: ignore[index]
    if kind == "resource":
        return layout.resource_space_rect(key[1], key[2])  # type: ignore[index]
    if kind == "castle":
        owners = view.castle_spaces.get(key[1], ())  # type: ignore[index]
        index = owners.index(None) if None in owners else 0
        return layout.castle_space_rect(key[1], index)  # type: ignore[index]
    if kind == "mission":
        return places.mission_rect(key[1])  # type: ignore[index]
    return None


_veils: dict[tuple[int, int], pygame.Surface] = {}


def greyed(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A grey veil over a place the piece in hand may not go to."""
    veil = _veils.get(rect.size)
    if veil is None:
        veil = _veils[rect.size] = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((96, 96, 96, 170))
    surface.blit(veil, rect)


def _lit(surface: pygame.Surface, view: RoninView, places: Places, look: Look) -> None:
    """A glowing frame around every place a click answers the decision with."""
    for key in look.lit:
        rect = lit_rect(view, places, key)
        if rect is not None:
            frame = rect.inflate(6, 6)
            surface.blit(cards.highlight(frame.size, theme.LEGAL, width=3, radius=6, alpha=50), frame)
