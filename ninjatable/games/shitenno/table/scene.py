"""The Shitennō table: the map of Japan with its provinces, slots and kamons, the favour track around it, the
generals at the right, the distribution or your payment below the map, your hand and bonus tiles at the bottom.

Gestures (each a `moves` gesture; the rules say what it means):

- as Tairō, drag laid-out cards and one hierarchy tile into the packet (two packets when two players are left),
  drag cards back to take them out, and press Offer;
- when offered a packet, Accept or Refuse in the choice bar; when choosing between two packets, click one;
- in a conquest turn, click cards, bonus tiles and (as Hatamoto) your title to put them into your payment, then
  drag the payment (or any of its cards) onto a province: a province the payment buys lights up, and when it
  does not the table says what is missing; a payment worth more than the slot needs is allowed, and the table
  says what it would lose; a card bonus tile is clicked to draw;
- as Sensei at the end of your turn, click one of your kamons to turn it gold.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.engine.protocol import Outcome
from ninjatable.games.shitenno.commands import (
    Accept,
    Choose,
    DrawCard,
    Gild,
    Offer,
    PackCard,
    PackTitle,
    PickCard,
    PickTile,
    Place,
    Refuse,
)
from ninjatable.games.shitenno.data import place_name
from ninjatable.games.shitenno.map import Board, board
from ninjatable.games.shitenno.moves import NOTHING, PaymentOnProvince
from ninjatable.games.shitenno.table import layout, model, paint, pieces, words
from ninjatable.games.shitenno.view import DecisionKind, ShitennoView, province_names
from ninjatable.i18n import _, join_and
from ninjatable.ui import text, theme
from ninjatable.ui.table.animation import Animation, flash
from ninjatable.ui.table.drag import DRAG_THRESHOLD, DragSource, DropTarget
from ninjatable.ui.table.scene import TableScene
from ninjatable.ui.table.session import Applied


class ShitennoTable(TableScene):
    """The table scene of Shitennō."""

    BAR_RECT = layout.BAR_RECT

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.board: Board = board()
        self.rects: dict[Hashable, pygame.Rect] = {}
        self.panels: list[pygame.Rect] = []
        #: what the payment would do on each open province (lit when it buys the slot).
        self.previews: dict[str, Preview] = {}
        #: the distribution band's parts, as wide as what they hold.
        self.band = layout.band(0)
        #: a click target pressed and not yet released: (key, gesture, where).
        self.pressed: tuple[Hashable, Any, tuple[int, int]] | None = None
        #: the map and the generals as last drawn, with what they were drawn from (redrawn when that changes).
        self.still: tuple[tuple[Any, ...], pygame.Surface] | None = None
        #: the command each click target gives, and the moment it was asked for.
        self._clicked: tuple[Any, dict[Command, Hashable]] = (None, {})
        super().__init__(*args, **kwargs)

    @property
    def sview(self) -> ShitennoView:
        return self.view

    # --- layout --------------------------------------------------------------------------------------
    def on_refresh(self) -> None:
        view = self.sview
        seat = self.viewer
        rects: dict[Hashable, pygame.Rect] = {}
        for rect, found in zip(layout.hand_rects(len(view.hand)), view.hand, strict=True):
            rects[("hand", found.id)] = rect
        for rect, found in zip(layout.tile_rects(len(view.tiles[seat])), view.tiles[seat], strict=True):
            rects[("tile", found.id)] = rect
        rects[("title",)] = layout.title_rect()
        self.band = band = layout.band(len(view.row), [len(packet) for packet in view.packets])
        for rect, found in zip(layout.row_card_rects(band, len(view.row)), view.row, strict=True):
            rects[("row", found.id)] = rect
        for rect, title in zip(layout.rank_rects(band, len(view.ranks)), view.ranks, strict=True):
            rects[("rank", title)] = rect
        rects[("row-area",)] = band.row
        trays = layout.tray_rects(band)
        for k, packet in enumerate(view.packets):
            rects[("tray", k)] = trays[k]
            rects[("packet-title", k)] = layout.tray_title_rect(trays[k])
            for rect, found in zip(layout.tray_card_rects(trays[k], len(packet)), packet, strict=True):
                rects[("packet-card", found.id)] = rect
        rects[model.PAYMENT] = layout.payment_rect(view.payment.size)
        for province in self.board.provinces:
            rects[("box", province.key)] = layout.box_rect(province)
            for index in range(4):
                rects[("kamon", province.key, index)] = layout.slot_rect(province, index)
        self.rects = rects
        self.panels = layout.panel_rects(view.num_seats)
        self.previews = {}
        if model.conquering(view, self.decision) and not view.payment.empty:
            self.previews = {p.key: self.session.preview(PaymentOnProvince(p.key)) for p in view.provinces
                             if p.need is not None}

    def lit_provinces(self) -> set[str]:
        return {key for key, preview in self.previews.items() if preview.accepted}

    # --- gestures --------------------------------------------------------------------------------------
    def payment_image(self) -> pygame.Surface:
        view = self.sview
        count = max(1, view.payment.size)
        image = pygame.Surface((40 + 14 * (count - 1), 56), pygame.SRCALPHA)
        for i, card_id in enumerate(view.payment.cards):
            found = next(c for c in view.hand if c.id == card_id)
            image.blit(pieces.card_face(found, (40, 56)), (14 * i, 0))
        return image

    def drag_sources(self) -> list[DragSource]:
        if self.may_act() is None:
            return []
        sources = []
        for pickup in model.pickups(self.sview, self.decision):
            rect = self.rects.get(pickup.key)
            if rect is None:
                continue
            if pickup.key == model.PAYMENT:
                image = self.payment_image()
            elif pickup.card is not None:
                image = pieces.card_face(next(c for c in self.all_cards() if c.id == pickup.card), layout.BAND_CARD)
            else:
                image = pieces.hierarchy_tile(pickup.title or "hatamoto", layout.RANK_SIZE)
            sources.append(DragSource(pickup.key, rect, pickup, image))
        return sources

    def all_cards(self) -> list[Any]:
        view = self.sview
        return [*view.row, *(c for packet in view.packets for c in packet), *view.hand]

    def drop_targets(self, payload: model.Pickup) -> list[DropTarget]:
        targets = []
        for drop in model.drops(self.sview, payload):
            preview = self.session.preview(drop.gesture)
            shape = None
            if drop.key[0] == "province":
                province = self.board.province(drop.key[1])
                shape = layout.polygon(province)
                rect = pygame.Rect(paint_bounds(shape))
            else:
                rect = self.rects[drop.key]
            targets.append(DropTarget(drop.key, rect, preview.command, preview.accepted, drop.priority, shape))
            if isinstance(drop.gesture, PaymentOnProvince):
                self.previews[drop.gesture.province] = preview
        return targets

    def locate(self, command: Command) -> pygame.Rect | None:
        """Where a command points: the packet, a slot, a tile, a card, a province."""
        if isinstance(command, (Choose,)):
            return self.rects.get(("tray", command.packet))
        if isinstance(command, (Offer, Accept, Refuse)):
            return self.rects.get(("tray", 0))
        if isinstance(command, Gild):
            return self.rects.get(("kamon", command.province, command.slot - 1))
        if isinstance(command, DrawCard):
            return self.rects.get(("tile", command.tile))
        if isinstance(command, Place):
            return self.rects.get(("box", command.province))
        if isinstance(command, PickCard):
            return self.rects.get(("hand", command.card))
        if isinstance(command, PickTile):
            return self.rects.get(("tile", command.tile))
        if isinstance(command, (PackCard, PackTitle)):
            return self.rects.get(("tray", command.packet))
        return None

    def clicks_for(self, command: Command) -> list[pygame.Rect]:
        """A card, tile or title clicked (picked into the payment, or taken back out of it): the part of it that
        shows (hand cards overlap to the right)."""
        key = self.clicked_commands().get(command)
        rect = self.rects.get(key) if key is not None else None
        if rect is not None:
            for y in range(rect.top - 16, rect.bottom, 6):
                for x in range(rect.left + 2, rect.right, 4):
                    hit = self.click_target((x, y))
                    if hit is not None and hit[0] == key:
                        return [pygame.Rect(x, y, 1, 1)]
        return super().clicks_for(command)

    def clicked_commands(self) -> dict[Command, Hashable]:
        """The command each click target gives now (asked of the rules once per moment)."""
        moment = (self.session.version, id(self.decision))
        if self._clicked[0] != moment:
            found = {self.session.preview(gesture).command: key for key, gesture in model.clicks(self.sview,
                                                                                                   self.decision)}
            self._clicked = (moment, found)
        return self._clicked[1]

    def click_target(self, pos: tuple[int, int]) -> tuple[Hashable, Any] | None:
        """The click target under `pos` (the last drawn wins: hand cards overlap to the right)."""
        found = None
        for key, gesture in model.clicks(self.sview, self.decision):
            rect = self.rects.get(key)
            if rect is None:
                continue
            if key in model.picked(self.sview) and key[0] in ("hand", "tile"):
                rect = rect.move(0, -16 if key[0] == "hand" else -6)
            if rect.collidepoint(pos):
                found = (key, gesture)
        return found

    def handle_board_event(self, event: pygame.event.Event) -> bool:
        """Clicks on hand cards, bonus tiles, the title, a packet or a kamon; a press on an item of the payment
        that moves drags the whole payment."""
        if self.may_act() is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.click_target(event.pos)
            if hit is None:
                return False
            self.pressed = (hit[0], hit[1], event.pos)
            return True
        if event.type == pygame.MOUSEMOTION and self.pressed is not None:
            key, _gesture, start = self.pressed
            dx, dy = event.pos[0] - start[0], event.pos[1] - start[1]
            if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD and key in model.picked(self.sview):
                self.pressed = None
                self.start_payment_drag(start, event)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed is not None:
            _key, gesture, _start = self.pressed
            self.pressed = None
            preview = self.session.preview(gesture)
            if preview.command is None:
                self.refuse(preview.refusal or _(NOTHING), event.pos)
                return True
            self.give(preview.command, event.pos)
            return True
        return False

    def start_payment_drag(self, start: tuple[int, int], event: pygame.event.Event) -> None:
        """Hand the drag controller the payment, as if it had been pressed where the card was."""
        source = next((s for s in self.drag_sources() if s.key == model.PAYMENT), None)
        if source is None:
            return
        self.drag.pressed = source
        self.drag.press_pos = start
        self.drag.grab = (20, 28)
        self.drag.handle_event(event)

    def leave(self) -> None:
        super().leave()
        self.pressed = None

    # --- words ---------------------------------------------------------------------------------------
    def status_text(self) -> str:
        return words.status(self.sview, *self.turn_words())

    def hover_text(self, pos: tuple[int, int]) -> str:
        view = self.sview
        for key, rect in self.rects.items():
            if rect.collidepoint(pos) and key[0] in ("hand", "tile", "title", "row", "rank", "packet-card", "kamon"):  # type: ignore[index]
                return self.describe_key(key)  # type: ignore[arg-type]
        for seat, rect in enumerate(self.panels):
            if rect.collidepoint(pos):
                return words.general(view, seat, self.session.seat_label(seat))
        for k in range(len(view.packets)):
            if self.rects[("tray", k)].collidepoint(pos):
                return words.packet(view, k, model.building(view, self.decision))
        if view.stage in ("conquer", "gild") and self.rects[model.PAYMENT].collidepoint(pos):
            return words.payment(view)
        for name in ("troop_deck", "troop_discard", "koku_deck", "koku_discard"):
            if layout.place_rect(self.board, name).collidepoint(pos):
                return words.decks(view, name.startswith("koku"))
        for province, place in zip(self.board.provinces, view.provinces, strict=True):
            if layout.gate_rect(province).collidepoint(pos):
                return words.gate(place, province)
            if self.rects[("box", province.key)].collidepoint(pos) or point_in(pos, layout.polygon(province)):
                line = words.province(view, place, province, view.seat)
                preview = self.previews.get(province.key)
                if preview is not None:
                    line += " " + words.on_province(preview.refusal, preview.detail.get("lost"))
                return line
        return ""

    def describe_key(self, key: tuple[Any, ...]) -> str:
        view = self.sview
        seat = self.viewer
        kind = key[0]
        if kind in ("hand", "row", "packet-card"):
            found = next(c for c in self.all_cards() if c.id == key[1])
            return words.card(found, kind)
        if kind == "tile":
            return words.tile(next(t for t in view.tiles[seat] if t.id == key[1]), True)
        if kind == "title":
            return words.title(view.titles[seat])
        if kind == "rank":
            return words.rank(key[1])
        province, index = key[1], key[2]
        place = next(p for p in view.provinces if p.key == province)
        return words.slot(view, place, self.board.province(province), index)

    def result_lines(self, outcome: Outcome) -> list[str]:
        final = self.session.final_view()
        return words.results(final, province_names())

    # --- animations ----------------------------------------------------------------------------------
    def animations_for(self, applied: Applied, previous_view: Any) -> list[Animation]:
        seconds = self.app.settings.animation_seconds
        found: list[Animation] = []
        for event in applied.events:
            data = event.data
            if event.kind == "pack":
                found.append(flash(self.rects[("tray", data["packet"])].inflate(6, 6), seconds * 2, theme.GOLD))
            elif event.kind == "place":
                province = self.board.province(data["province"])
                end = layout.slot_centre(province, data["slot"] - 1)
                start = self.panels[data["seat"]].topleft
                image = pieces.kamon(data["seat"], False, layout.SLOT_RADIUS)
                found.append(Animation(image, (start[0] + 8, start[1] + 7),
                                       (end[0] - layout.SLOT_RADIUS, end[1] - layout.SLOT_RADIUS), seconds * 1.5))
                found.append(flash(layout.box_rect(province).inflate(8, 8), seconds * 3, theme.GOLD))
            elif event.kind in ("accept", "choose", "refuse", "tairo") and "seat" in data:
                found.append(flash(self.panels[data["seat"]].inflate(6, 6), seconds * 2,
                                   theme.DANGER if event.kind == "refuse" else theme.LEGAL))
            elif event.kind == "offer":
                found.append(flash(self.band.trays.inflate(6, 6), seconds * 2, theme.SELECT))
            elif event.kind == "gild":
                found.append(flash(self.rects[("kamon", data["province"], data["slot"] - 1)].inflate(10, 10),
                                   seconds * 3, theme.GOLD))
        return found

    def last_move(self) -> list[pygame.Rect]:
        """Outlines around where the last command went."""
        marks = []
        for event in self.session.last_events():
            data = event.data
            if event.kind in ("place", "gild"):
                marks.append(self.rects[("kamon", data["province"], data["slot"] - 1)].inflate(6, 6))
            elif event.kind in ("accept", "choose", "refuse") and "seat" in data:
                marks.append(self.panels[data["seat"]].inflate(4, 4))
        return marks

    # --- drawing -------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        view = self.sview
        surface.blit(self.still_layer(), (0, 0))
        self.draw_band(surface)
        chosen = model.picked(view)
        paint.hand(surface, view, layout.hand_rects(len(view.hand)), layout.tile_rects(len(view.tiles[self.viewer])),
                   chosen, ("title",) in chosen, self.session.seat_name(self.viewer) if self.following else None)
        paint.mark_rects(surface, self.last_move())
        self.draw_drop_reason(surface)

    def still_layer(self) -> pygame.Surface:
        """The map with its provinces, kamons and favour track, and the generals' panels: drawn again only when
        the game, the lit provinces or the player asked change."""
        view = self.sview
        lit = self.lit_provinces()
        gilding = model.clicks(view, self.decision) if self.decision is not None and self.decision.kind == DecisionKind.GILD else []
        marked = frozenset(key[1:] for key, _command in gilding)
        acting = tuple(self.session.answering())
        key = (self.session.version, frozenset(lit), marked, acting, self.viewer, bool(self.session.humans))
        if self.still is not None and self.still[0] == key:
            return self.still[1]
        layer = self.still[1] if self.still is not None else pygame.Surface(layout.STILL_SIZE)
        layer.fill(theme.FELT)
        board_ = self.board
        layer.blit(paint.map_background(board_), layout.MAP_ORIGIN)
        paint.provinces_lit(layer, board_, lit)
        paint.decks(layer, view, board_)
        for province, place in zip(board_.provinces, view.provinces, strict=True):
            paint.province_box(layer, view, place, province, province.key in lit,
                               {index for name, index in marked if name == province.key})
        paint.track_markers(layer, view, board_)
        for seat, rect in enumerate(self.panels):
            paint.panel(layer, view, seat, rect, self.session.seat_label(seat), seat in acting,
                        seat == self.viewer and bool(self.session.humans))
        self.still = (key, layer)
        return layer

    def lifted(self) -> set[Hashable]:
        keys = set()
        if self.drag.dragging and self.drag.pressed is not None:
            keys.add(self.drag.pressed.key)
        if self.drag.snap_key is not None:
            keys.add(self.drag.snap_key)
        return keys

    def draw_band(self, surface: pygame.Surface) -> None:
        view = self.sview
        if view.stage in ("build", "offer", "choose"):
            lifted = self.lifted()
            selected = self.drag.selected.key if self.drag.selected is not None else None
            band = self.band
            paint.row(surface, view, band.row, layout.row_card_rects(band, len(view.row)), lifted, selected)
            paint.ranks(surface, band.ranks, view, layout.rank_rects(band, len(view.ranks)), lifted)
            choosing = self.decision is not None and self.decision.kind == DecisionKind.CHOOSE
            paint.trays(surface, view, layout.tray_rects(band), lifted,
                        set(range(len(view.packets))) if choosing else set())
            return
        rect = self.rects[model.PAYMENT]
        paint.payment(surface, view, rect, self.payment_hint())

    def payment_hint(self) -> str:
        view = self.sview
        if view.over:
            return ""
        if not model.conquering(view, self.decision):
            return words.turn_order(view)
        if view.payment.empty:
            return _("Click cards (and bonus tiles) in your hand to put them into your payment, then drag it onto a "
                     "province. Hover a province to see its cost.")
        lit = sorted(words.bought(place_name(self.board.province(k).name), self.previews[k].detail.get("lost"))
                     for k in self.lit_provinces())
        if lit:
            return _("It buys: {provinces}. Drag it there (or click it, then the province).").format(
                provinces=join_and(lit))
        return _("It buys no province yet. Hover a province to see what is missing.")

    def draw_drop_reason(self, surface: pygame.Surface) -> None:
        """While the payment is dragged over a province, say what is missing when it cannot buy the slot, and
        what would be lost when it pays more than the slot needs."""
        if not self.drag.dragging:
            return
        target = self.drag.target_at(self.drag.pos)
        if target is None or target.key[0] not in ("province", "box"):
            return
        preview = self.previews.get(target.key[1])
        if preview is None or (preview.refusal is None and not preview.detail.get("lost")):
            return
        edge = theme.DANGER if preview.refusal is not None else theme.GOLD
        lines = text.wrap(words.on_province(preview.refusal, preview.detail.get("lost")), 360, 19)
        box = pygame.Rect(0, 0, 380, 12 + 20 * len(lines))
        box.midbottom = (self.drag.pos[0], self.drag.pos[1] - 40)
        box.clamp_ip(pygame.Rect(0, 48, 980, 752))
        pygame.draw.rect(surface, (255, 244, 232), box, border_radius=8)
        pygame.draw.rect(surface, edge, box, 3, border_radius=8)
        for i, line in enumerate(lines):
            text.blit_text(surface, line, (box.x + 10, box.y + 6 + 20 * i), 19, theme.INK)


def paint_bounds(points: list[tuple[int, int]]) -> tuple[int, int, int, int]:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def point_in(pos: tuple[int, int], points: list[tuple[int, int]]) -> bool:
    inside = False
    for i in range(len(points)):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % len(points)]
        if (y1 > pos[1]) != (y2 > pos[1]) and pos[0] < x1 + (pos[1] - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


TABLE_SCENE = ShitennoTable
