"""Drawing the Shitennō table: the map of Japan with its provinces, slots, kamons, gates and the favour track;
the generals' panels; the distribution band (laid-out cards, hierarchy tiles, packets) or your payment; your
hand and bonus tiles. Every function draws from the view and the layout; none changes anything."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from ninjatable.games.shitenno.commands import PACKET_NAMES
from ninjatable.games.shitenno.data import GAME, card, place_name
from ninjatable.games.shitenno.map import Board, Province
from ninjatable.games.shitenno.table import layout, pieces
from ninjatable.games.shitenno.view import ProvinceView, ShitennoView
from ninjatable.i18n import _, ngettext, pgettext, render, term
from ninjatable.ui import cards, text, theme
from ninjatable.ui.widgets import draw_panel

SEA = (58, 98, 128)
SEA_LINE = (74, 116, 146)
LANDS = ((196, 178, 128), (176, 190, 128), (204, 192, 150), (186, 164, 118), (166, 184, 136), (198, 168, 132),
         (178, 158, 118), (206, 186, 136))
COAST = (84, 64, 40)
BOX = (246, 238, 218)
BOX_EDGE = (120, 90, 60)

_background: dict[str, pygame.Surface] = {}


def map_background(board: Board) -> pygame.Surface:
    """The sea, the provinces, the favour track's cells and the places of the decks (drawn once)."""
    found = _background.get(board.path)
    if found is not None:
        return found
    surface = pygame.Surface((board.width, board.height))
    surface.fill(SEA)
    for y in range(30, board.height - 20, 22):
        for x in range(30 + (y // 22 % 2) * 18, board.width - 30, 36):
            pygame.draw.arc(surface, SEA_LINE, pygame.Rect(x, y, 16, 8), 0.3, 2.8, 1)
    for index, province in enumerate(board.provinces):
        points = [(int(x), int(y)) for x, y in province.polygon]
        pygame.draw.polygon(surface, LANDS[index % len(LANDS)], points)
        pygame.draw.polygon(surface, COAST, points, 2)
    for province in board.provinces:
        box = layout.box_rect(province).move(-layout.MAP_ORIGIN[0], -layout.MAP_ORIGIN[1])
        xs = [p[0] for p in province.polygon]
        ys = [p[1] for p in province.polygon]
        centre = (sum(xs) / len(xs), sum(ys) / len(ys))
        pygame.draw.line(surface, COAST, box.center, centre, 2)
        pygame.draw.circle(surface, COAST, (int(centre[0]), int(centre[1])), 3)
    frame = surface.get_rect().inflate(-2, -2)
    pygame.draw.rect(surface, (40, 30, 22), frame, 20)
    pygame.draw.rect(surface, theme.GOLD, frame, 2)
    for favour, (x, y) in enumerate(board.track):
        big = favour % 5 == 0
        pygame.draw.circle(surface, (236, 222, 190) if big else (150, 128, 96), (int(x), int(y)), 8 if big else 5)
        if big:
            text.blit_text(surface, str(favour), (int(x), int(y) + 1), 12, theme.INK, bold=True, anchor="center")
    _background[board.path] = surface
    return surface


def track_markers(surface: pygame.Surface, view: ShitennoView, board: Board) -> None:
    """Each general's favour marker on the track (stacked where they share a cell)."""
    placed: dict[int, int] = {}
    for seat in range(view.num_seats):
        cell = view.scores[seat] % len(board.track)
        offset = placed.get(cell, 0)
        placed[cell] = offset + 1
        x, y = layout.at(board.track[cell])
        image = pieces.kamon(seat, False, 8)
        surface.blit(image, image.get_rect(center=(x + offset * 5, y - offset * 5)))


def decks(surface: pygame.Surface, view: ShitennoView, board: Board) -> None:
    """The troop deck and its discard, the koku deck and its discard, with their counts."""
    size = (int(board.place("troop_deck")[2]), int(board.place("troop_deck")[3]))
    for name, count, top, koku in (("troop_deck", view.troop_deck, None, False),
                                   ("troop_discard", len(view.troop_discard), view.troop_discard[-1:], False),
                                   ("koku_deck", view.koku_deck, None, True),
                                   ("koku_discard", len(view.koku_discard), view.koku_discard[-1:], True)):
        rect = layout.place_rect(board, name)
        if count == 0:
            pygame.draw.rect(surface, (230, 220, 200), rect, 1, border_radius=5)
        elif top:
            cards.shadowed(surface, pieces.card_face(top[0], size), rect.topleft, 2)
        else:
            cards.shadowed(surface, pieces.card_back(koku, size), rect.topleft, 2)
        text.blit_text(surface, str(count), (rect.centerx, rect.bottom + 2), 16, theme.LIGHT, bold=True,
                       anchor="midtop")
    for name, caption in (("troop_deck", pgettext("deck", "troops")), ("koku_deck", term(GAME, "koku"))):
        rect = layout.place_rect(board, name)
        text.blit_text(surface, caption, (rect.x, rect.y - 3), 15, theme.LIGHT, bold=True, anchor="bottomleft")


def province_box(surface: pygame.Surface, view: ShitennoView, place: ProvinceView, info: Province,
                 lit: bool, marked: set[int]) -> None:
    """A province's label: name, cost of its free slot, its gate with the top tile's troop, the four slots with
    their favour and bribe, and the kamons on them."""
    box = layout.box_rect(info)
    draw_panel(surface, box, fill=BOX, edge=theme.LEGAL if lit else BOX_EDGE, radius=7, width=3 if lit else 2)
    column = layout.is_column(info)
    name_pos = (box.centerx, box.y + 4) if column else (box.x + 7, box.y + 4)
    name = place_name(info.name)
    text.blit_text(surface, name, name_pos, 17, theme.INK, bold=True, anchor="midtop" if column else "topleft")
    if not column:
        x = box.x + 12 + text.font(17, True).size(name)[0]
        for _symbol in range(info.symbols):
            surface.blit(pieces.mark(info.troop, 11), (x, box.y + 6))
            x += 12
        text.blit_text(surface, "+", (x + 1, box.y + 4), 17, theme.INK, bold=True)
        surface.blit(pieces.mark(place.top_troop, 11), (x + 11, box.y + 6))
    gate = layout.gate_rect(info)
    surface.blit(pieces.troop_tile(place.top_troop, gate.size), gate)
    for i in range(min(place.stack, 3) - 1):
        pygame.draw.line(surface, BOX_EDGE, (gate.x + 2, gate.bottom + 2 + 2 * i), (gate.right - 2, gate.bottom + 2 + 2 * i))
    for index, slot in enumerate(info.slots):
        centre = layout.slot_centre(info, index)
        kamon = place.slots[index]
        if kamon is None:
            free = index == place.free_slot
            pygame.draw.circle(surface, (255, 250, 236) if free else (226, 214, 190), centre, layout.SLOT_RADIUS)
            pygame.draw.circle(surface, theme.INK if free else BOX_EDGE, centre, layout.SLOT_RADIUS, 2 if free else 1)
            text.blit_text(surface, str(info.favour[index]), centre, 17, theme.INK, bold=True, anchor="center")
        else:
            image = pieces.kamon(kamon[0], kamon[1], layout.SLOT_RADIUS)
            surface.blit(image, image.get_rect(center=centre))
            if index in marked:
                pygame.draw.circle(surface, theme.SELECT, centre, layout.SLOT_RADIUS + 3, 2)
        bribe_pos = (centre[0] + layout.SLOT_RADIUS + 3, centre[1]) if column else (centre[0], centre[1] + 13)
        text.blit_text(surface, _("{n}k").format(n=slot.bribe), bribe_pos, 14, pieces.KOKU_INK, bold=True,
                       anchor="midleft" if column else "midtop")


def provinces_lit(surface: pygame.Surface, board: Board, keys: set[str]) -> None:
    for province in board.provinces:
        if province.key in keys:
            pygame.draw.polygon(surface, theme.LEGAL, layout.polygon(province), 3)


# --- the generals -----------------------------------------------------------------------------------------
def panel(surface: pygame.Surface, view: ShitennoView, seat: int, rect: pygame.Rect, label: str, acting: bool,
          mine: bool) -> None:
    """A general's panel: name and colour, favour, title, kamons left, bonus tiles, the cards seen in his hand
    and the number unseen, and the hierarchy tile received this year."""
    draw_panel(surface, rect, fill=(250, 242, 224) if mine else theme.PANEL,
               edge=theme.GOLD if acting else theme.PANEL_EDGE, width=4 if acting else 2)
    surface.blit(pieces.kamon(seat, False, 12), (rect.x + 8, rect.y + 6))
    x = rect.x + 38
    if acting:
        pygame.draw.polygon(surface, theme.ACCENT, ((x, rect.y + 10), (x + 10, rect.y + 17), (x, rect.y + 24)))
        x += 14
    text.blit_text(surface, text.fit(label, rect.right - x - 90, 21, bold=True), (x, rect.y + 8), 21, theme.INK,
                   bold=True)
    text.blit_text(surface, _("{n} favour").format(n=view.scores[seat]), (rect.right - 10, rect.y + 9), 20, theme.ACCENT, bold=True,
                   anchor="topright")
    y = rect.y + 34
    surface.blit(pieces.title_badge(view.titles[seat], (118, 22)), (rect.x + 8, y))
    x = rect.x + 134
    for i in range(view.supply[seat]):
        surface.blit(pieces.kamon(seat, False, 7), (x + i * 12, y + 4))
    x += max(1, view.supply[seat]) * 12 + 8
    for found in view.tiles[seat]:
        surface.blit(pieces.bonus_tile(found.effect, (20, 20)), (x, y + 1))
        x += 22
    hand_y = y + 28
    size = (28, 38) if rect.height < 120 else (32, 44)
    x = rect.x + 8
    for found in view.known[seat]:
        surface.blit(pieces.card_face(found, size), (x, hand_y))
        x += size[0] - 4
    for _unseen in range(view.unseen[seat]):
        surface.blit(pieces.card_back(False, size), (x, hand_y))
        x += size[0] - 10
    if not view.hand_sizes[seat]:
        text.blit_text(surface, _("no cards"), (x, hand_y + 10), 17, theme.MUTED)
    received = view.received[seat]
    if received is not None:
        tile = pygame.Rect(rect.right - 40, hand_y + 2, 30, 30)
        surface.blit(pieces.hierarchy_tile(received, tile.size), tile)
        text.blit_text(surface, _("next title"), (tile.x - 4, tile.centery), 15, theme.MUTED, anchor="midright")


# --- the distribution band ---------------------------------------------------------------------------------
def band_title(surface: pygame.Surface, rect: pygame.Rect, label: str, lit: bool = False) -> None:
    draw_panel(surface, rect, fill=(44, 72, 58), edge=theme.LEGAL if lit else (20, 40, 30), radius=8,
               width=3 if lit else 2)
    text.blit_text(surface, text.fit(label, rect.width - 14, 18, bold=True), (rect.x + 8, rect.y + 6), 18,
                   theme.LIGHT, bold=True)


def row(surface: pygame.Surface, view: ShitennoView, area: pygame.Rect, rects: Sequence[pygame.Rect],
        lifted: set[Hashable], selected: Hashable | None) -> None:
    tairo = view.names[view.tairo] if view.tairo is not None else ""
    band_title(surface, area, _("Laid out by {player}, the Tairō").format(player=tairo) if view.row else
               _("Laid out: all in packets"))
    for rect, found in zip(rects, view.row, strict=True):
        if ("row", found.id) in lifted:
            continue
        top = rect.move(0, -8) if selected == ("row", found.id) else rect
        cards.shadowed(surface, pieces.card_face(found, layout.BAND_CARD), top.topleft, 2)


def ranks(surface: pygame.Surface, area: pygame.Rect, view: ShitennoView, rects: Sequence[pygame.Rect],
          lifted: set[Hashable]) -> None:
    band_title(surface, area, _("Titles"))
    for rect, title in zip(rects, view.ranks, strict=True):
        if ("rank", title) not in lifted:
            cards.shadowed(surface, pieces.hierarchy_tile(title, rect.size), rect.topleft, 2)


def trays(surface: pygame.Surface, view: ShitennoView, trays_at: Sequence[pygame.Rect], lifted: set[Hashable],
          lit: set[int]) -> None:
    """The packets: their hierarchy tile and cards."""
    two = len(view.packets) == 2
    for k, (tray, packet) in enumerate(zip(trays_at, view.packets, strict=True)):
        letter = render(PACKET_NAMES[k])
        if view.asked is not None and view.stage == "offer":
            asked = view.names[view.asked]
            name = (_("Packet {letter}, offered to {player}") if two else _("Packet, offered to {player}")).format(
                letter=letter, player=asked)
        else:
            name = _("Packet {letter}").format(letter=letter) if two else _("Packet")
        band_title(surface, tray, name, k in lit)
        slot = layout.tray_title_rect(tray)
        title = view.packet_titles[k]
        if title is not None and ("packet-title", k) not in lifted:
            cards.shadowed(surface, pieces.hierarchy_tile(title, slot.size), slot.topleft, 2)
        else:
            pygame.draw.rect(surface, (90, 120, 100), slot, 2, border_radius=5)
        for rect, found in zip(layout.tray_card_rects(tray, len(packet)), packet, strict=True):
            if ("packet-card", found.id) not in lifted:
                cards.shadowed(surface, pieces.card_face(found, layout.BAND_CARD), rect.topleft, 2)
        if not packet:
            text.blit_text(surface, _("no cards"), (slot.right + 12, slot.y + 8), 18, (170, 200, 180))


def payment(surface: pygame.Surface, view: ShitennoView, rect: pygame.Rect, hint: str) -> None:
    """Your payment in the band, with what it buys or lacks."""
    chosen = view.payment
    band_title(surface, rect, _("Your payment"))
    x = rect.x + 10
    for card_id in chosen.cards:
        surface.blit(pieces.card_face(card(card_id), (40, 56)), (x, rect.y + 30))
        x += 44
    for tile_id in chosen.tiles:
        found = next(t for t in view.tiles[view.seat or 0] if t.id == tile_id)
        surface.blit(pieces.bonus_tile(found.effect, (34, 34)), (x, rect.y + 40))
        x += 38
    if chosen.hatamoto:
        surface.blit(pieces.title_badge("hatamoto", (110, 24)), (x, rect.y + 44))
    for i, line in enumerate(text.wrap(hint, layout.PAYMENT_RECT.right - rect.right - 24, 19)[:4]):
        text.blit_text(surface, line, (rect.right + 14, rect.y + 8 + i * 22), 19, theme.LIGHT)


# --- your hand -------------------------------------------------------------------------------------------------
def hand(surface: pygame.Surface, view: ShitennoView, rects: Sequence[pygame.Rect], tiles_at: Sequence[pygame.Rect],
         chosen: set[Hashable], title_lit: bool, owner: str | None = None) -> None:
    """Your cards (raised when in your payment), your bonus tiles and your title (`owner`: the name of the seat
    a replay follows, None for your own)."""
    seat = view.seat if view.seat is not None else 0
    draw_panel(surface, layout.HAND_RECT, fill=(40, 66, 52), edge=(20, 40, 30), radius=8)
    count = len(view.hand)
    if owner is None:
        caption = ngettext("Your hand ({n} card)", "Your hand ({n} cards)", count).format(n=count)
    else:
        caption = ngettext("{player}'s hand ({n} card)", "{player}'s hand ({n} cards)", count).format(
            player=owner, n=count)
    text.blit_text(surface, caption, (layout.HAND_RECT.x + 10, layout.HAND_RECT.y + 8), 20,
                   theme.LIGHT, bold=True, box=pygame.Rect(layout.HAND_RECT.x, layout.HAND_RECT.y, layout.TILES_X - layout.HAND_RECT.x - 12, 30),
                   how="shrink", min_size=14)
    if not view.hand and view.seat is None:
        return
    for rect, found in zip(rects, view.hand, strict=True):
        raised = ("hand", found.id) in chosen
        top = rect.move(0, -16) if raised else rect
        cards.shadowed(surface, pieces.card_face(found, layout.HAND_CARD), top.topleft, 3)
        if raised:
            pygame.draw.rect(surface, theme.SELECT, top.inflate(4, 4), 3, border_radius=7)
    text.blit_text(surface, _("Bonus tiles"), (layout.TILES_X, layout.HAND_RECT.y + 10), 18, theme.LIGHT)
    for rect, found in zip(tiles_at, view.tiles[seat], strict=True):
        raised = ("tile", found.id) in chosen
        top = rect.move(0, -6) if raised else rect
        surface.blit(pieces.bonus_tile(found.effect, rect.size), top)
        if raised:
            pygame.draw.rect(surface, theme.SELECT, top.inflate(4, 4), 3, border_radius=7)
    if not view.tiles[seat]:
        text.blit_text(surface, _("none yet"), (layout.TILES_X, layout.HAND_Y + 8), 18, (170, 200, 180))
    badge = layout.title_rect()
    surface.blit(pieces.title_badge(view.titles[seat], badge.size, title_lit), badge)


def mark_rects(surface: pygame.Surface, rects: Sequence[pygame.Rect], colour: tuple[int, int, int] = theme.GOLD) -> None:
    for rect in rects:
        pygame.draw.rect(surface, colour, rect, 2, border_radius=8)

