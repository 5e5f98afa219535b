"""The Shinobi table: provinces around the table (yours at the bottom), your hand below it, armies as stacks in
their clan colours with their counts, the deck and the discard in the middle.

Gestures (each a `moves` gesture; the rules say what it means):

- a card from the hand onto another player's province: deploy (first order); onto your own province:
  deploy into your own province (second order);
- a Ninja from the hand onto an army in another province: the Ninja strikes that army;
- an army (any province but yours) onto another province or another army there: relocate one card;
- your army (in your province) onto an enemy army: attack it.

Click a card or army, then a target, to do the same without dragging. Press and hold your loyalty card to
see your clan (it stays face down otherwise).
"""

from __future__ import annotations

from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Outcome
from ninjatable.games.shinobi.commands import Attack, Deploy, DeployOwn, PlayNinja, Relocate
from ninjatable.games.shinobi.table import layout, model, paint, words
from ninjatable.games.shinobi.view import ShinobiView
from ninjatable.games.words import whose
from ninjatable.i18n import N_, _, ngettext
from ninjatable.ui import theme
from ninjatable.ui.table.animation import Animation, flash
from ninjatable.ui.table.drag import DragSource, DropTarget
from ninjatable.ui.table.scene import TABLE_AREA, TableScene
from ninjatable.ui.table.session import Applied


class ShinobiTable(TableScene):
    """The table scene of Shinobi."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.peeking = False
        self.province_rects: list[pygame.Rect] = []
        self.army_rects: dict[tuple[int, str], pygame.Rect] = {}
        self.hand_rects: list[pygame.Rect] = []
        super().__init__(*args, **kwargs)

    @property
    def sview(self) -> ShinobiView:
        return self.view

    # --- layout --------------------------------------------------------------------------------------
    def on_refresh(self) -> None:
        view = self.sview
        self.province_rects = layout.province_rects(view.num_seats, self.viewer)
        self.army_rects = layout.army_rects(view, self.province_rects)
        self.hand_rects = layout.hand_rects(len(view.hand))

    def place(self, key: Any) -> pygame.Rect | None:
        """The rect of a model key: a province, an army (a little larger, to drop on) or a hand card."""
        if key[0] == "province":
            return self.province_rects[key[1]]
        if key[0] == "army":
            rect = self.army_rects.get((key[1], key[2]))
            return rect.inflate(6, 6) if rect is not None else None
        for rect, card in zip(self.hand_rects, self.sview.hand, strict=True):
            if card.id == key[1]:
                return rect
        return None

    def province_name(self, province: int) -> str:
        if province == self.viewer and self.session.show_private and len(self.session.humans) == 1:
            return _("your province")
        return _("{player}'s province").format(player=self.session.seat_name(province))

    # --- gestures --------------------------------------------------------------------------------------
    def drag_sources(self) -> list[DragSource]:
        if self.may_act() is None:
            return []
        sources = []
        for pickup in model.pickups(self.sview):
            rect = self.place(pickup.key)
            if rect is None:
                continue
            if pickup.card is not None:
                image = paint.face(pickup.clan, layout.HAND_CARD)
            else:
                rect = self.army_rects[(pickup.province, pickup.clan)]  # type: ignore[index]
                image = paint.stack_face(pickup.clan)  # type: ignore[arg-type]
            sources.append(DragSource(pickup.key, rect, pickup, image))
        return sources

    def drop_targets(self, payload: model.Pickup) -> list[DropTarget]:
        targets = []
        for drop in model.drops(self.sview, payload):
            rect = self.place(drop.key)
            if rect is None:
                continue
            preview = self.session.preview(drop.gesture)
            targets.append(DropTarget(drop.key, rect, preview.command, preview.accepted, drop.priority))
        return targets

    def locate(self, command: Command) -> pygame.Rect | None:
        """Where an order points: the province or army it goes to."""
        if isinstance(command, Deploy):
            return self.province_rects[command.province]
        if isinstance(command, DeployOwn):
            return self.province_rects[self.viewer]
        if isinstance(command, PlayNinja):
            return self.place(("army", command.province, command.clan))
        if isinstance(command, Relocate):
            return self.province_rects[command.to_province]
        if isinstance(command, Attack):
            return self.place(("army", command.province, command.target))
        return None

    def handle_board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and layout.LOYALTY_RECT.collidepoint(event.pos):
            self.peeking = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.peeking:
            self.peeking = False
            return True
        return False

    def leave(self) -> None:
        super().leave()
        self.peeking = False

    # --- words ---------------------------------------------------------------------------------------
    def owner(self) -> str | None:
        """The name of the seat whose things are shown at the bottom when the table only follows it, else None
        (they are the reader's own)."""
        return self.session.seat_name(self.viewer) if self.following else None

    def status_text(self) -> str:
        return words.status(self.sview, *self.turn_words())

    def hover_text(self, pos: tuple[int, int]) -> str:
        view = self.sview
        army = layout.first_hit(self.army_rects, pos)
        if army is not None:
            province, clan = army  # type: ignore[misc]
            return words.army(view, province, clan, self.province_name(province))
        for rect, card in zip(self.hand_rects, view.hand, strict=True):
            if rect.collidepoint(pos):
                return words.hand_card(card.clan)
        if layout.LOYALTY_RECT.collidepoint(pos):
            return _(words.LOYALTY)
        if layout.DECK_RECT.collidepoint(pos):
            return words.deck(view)
        if layout.DISCARD_RECT.collidepoint(pos):
            return words.discard(view)
        if layout.TOTALS_RECT.collidepoint(pos):
            clan = next((clan for clan, row in layout.totals_rows() if row.collidepoint(pos)), None)
            return words.clan_total(view, clan, self.province_name)
        province = layout.first_hit(enumerate(self.province_rects), pos)
        if province is not None:
            count = view.hand_sizes[province]  # type: ignore[index]
            return ngettext("{player}: {n} card in hand.", "{player}: {n} cards in hand.", count).format(
                player=self.session.seat_label(province), n=count)
        return ""

    def result_lines(self, outcome: Outcome) -> list[str]:
        final = self.session.final_view()
        return words.results(final, [self.session.seat_label(s) for s in range(final.num_seats)])

    # --- animations ----------------------------------------------------------------------------------
    def target_rect(self, data: dict[str, Any]) -> pygame.Rect:
        """Where a move's event lands: the army it reached, else the middle of its province."""
        to = data["to"]
        army = self.army_rects.get((to, data.get("target") or data.get("clan")))
        return army if army is not None else layout.province_centre(self.province_rects, to)

    def animations_for(self, applied: Applied, previous_view: Any) -> list[Animation]:
        seconds = self.app.settings.animation_seconds
        found: list[Animation] = []
        for event in applied.events:
            data = event.data
            if event.kind not in ("deploy", "ninja", "relocate", "attack") or "to" not in data:
                continue
            target = self.target_rect(data)
            clan = data.get("clan")
            if event.kind in ("deploy", "ninja"):
                start = layout.hand_origin(self.province_rects, applied.seat, self.viewer)
                found.append(Animation(paint.face(clan if event.kind == "deploy" else None, layout.STACK_SIZE),
                                       start, target.topleft, seconds))
                if event.kind == "ninja":
                    found.append(flash(target.inflate(16, 16), seconds * 2, theme.DANGER))
            elif event.kind == "relocate":
                start = layout.province_centre(self.province_rects, data["from"]).topleft
                found.append(Animation(paint.face(clan, layout.STACK_SIZE), start, target.topleft, seconds))
            else:
                attacker = self.army_rects.get((data["from"], clan)) or layout.province_centre(self.province_rects,
                                                                                              data["from"])
                found.append(flash(attacker.inflate(16, 16), seconds * 2, theme.GOLD))
                found.append(flash(target.inflate(16, 16), seconds * 2, theme.DANGER))
        return found

    def last_move(self) -> list[pygame.Rect]:
        """Outlines around where the last order went, while that army or province is still there."""
        marks = []
        for event in self.session.last_events():
            data = event.data
            if event.kind not in ("deploy", "ninja", "relocate", "attack") or "to" not in data:
                continue
            army = self.army_rects.get((data["to"], data.get("target") or data.get("clan")))
            if army is not None:
                marks.append(army.inflate(12, 12))
        return marks

    # --- drawing -------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        view = self.sview
        pygame.draw.ellipse(surface, theme.FELT_DARK, TABLE_AREA.inflate(-60, -90).move(0, -20), 0)
        lifted = {key for key in [self.drag.pressed.key if self.drag.dragging and self.drag.pressed else None,
                                  self.drag.snap_key] if key is not None}
        for seat in range(view.num_seats):
            caption = whose(self.owner(), N_("Your province"), N_("{player}'s province")) if (
                seat == self.viewer and self.session.humans) else ""
            paint.province(surface, view, seat, self.province_rects[seat], self.session.seat_label(seat),
                           self.army_rects, lifted, caption)
        paint.piles(surface, view)
        paint.clan_totals(surface, view)
        paint.orders(surface, view)
        selected = self.drag.selected.key if self.drag.selected is not None else None
        session = self.session
        paint.hand(surface, view, self.hand_rects, self.peeking, session.show_private and bool(session.humans), lifted,
                   selected, self.owner(), not self.following)
        for rect in self.last_move():
            pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=8)
        paint.banner(surface, view)


TABLE_SCENE = ShinobiTable
