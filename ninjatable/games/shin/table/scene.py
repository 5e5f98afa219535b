"""The SHIN table: the enemy seats at the top, the village strip of six territories in the middle with your
side below it, your spy, play slot and hand at the bottom (with four players your partner sits at the bottom
right, both enemies at the top).

Gestures (each a `moves` gesture; the rules say what it means):

- choosing: drag a hand card onto your play slot, or double-click it (or click it, then the slot); it lies
  face down there, "waiting for the opponent", until every player has chosen; then the chosen cards flip;
- placing: drag your revealed ninja from the play slot onto a free territory on your side (they light up);
  a drop on a taken territory is refused with the reason;
- an ability's targets and the territories for a stone are lit on the board: click one (or let the ability
  pass with the button of the choice bar).
"""

from __future__ import annotations

from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Outcome
from ninjatable.games.shin.data import STONES_PER_TEAM
from ninjatable.games.shin.moves import NOTHING, CardOnSlot
from ninjatable.games.shin.table import layout, model, paint, words
from ninjatable.games.shin.table.motion import animations_for_event
from ninjatable.games.shin.view import DecisionKind, NinjaStrength, ShinView, team_of
from ninjatable.i18n import _, ngettext
from ninjatable.ui import theme
from ninjatable.ui.table.animation import Animation, flash
from ninjatable.ui.table.drag import DragSource, DropTarget
from ninjatable.ui.table.scene import TableScene
from ninjatable.ui.table.session import Applied

#: two presses on the same hand card within this many milliseconds choose it.
DOUBLE_CLICK_MS = 450


class ShinTable(TableScene):
    """The table scene of SHIN."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.areas: dict[int, layout.SeatArea] = {}
        self.hand_rects: list[tuple[int, pygame.Rect]] = []
        self.last_press: tuple[int, int] = (0, -DOUBLE_CLICK_MS)
        super().__init__(*args, **kwargs)

    @property
    def sview(self) -> ShinView:
        return self.view

    @property
    def my_team(self) -> int:
        return team_of(self.viewer)

    def answered(self) -> Command | None:
        return self.session.answered(self.viewer) if self.session.show_private else None

    # --- layout --------------------------------------------------------------------------------------
    def on_refresh(self) -> None:
        view = self.sview
        self.areas = layout.seat_areas(view.num_seats, self.viewer)
        hand = model.hand_shown(view, self.answered())
        self.hand_rects = list(zip(hand, layout.hand_rects(self.areas[self.viewer], len(hand)), strict=True))

    def sync(self) -> None:
        super().sync()
        self.light_targets()

    def light_targets(self) -> None:
        """Light an ability's targets (or the territories for a stone) on the board, ready to be clicked."""
        lit = []
        for option in model.lit_options(self.decision):
            where = self.locate(option.command)
            if where is not None:
                lit.append((option, where))
        self.bar.choosing = lit

    def ninja_rect(self, card_id: int) -> pygame.Rect | None:
        found = self.sview.ninja(card_id)
        if found is None:
            return None
        return layout.slot(found.territory, found.team == self.my_team)

    def place(self, key: Any) -> pygame.Rect | None:
        """The rect of a model key."""
        kind, value = key
        if kind == "card":
            return next((rect for card, rect in self.hand_rects if card == value), None)
        if kind == "play":
            return self.areas[value].play
        if kind == "spy":
            return self.areas[value].spy
        if kind == "ninja":
            return self.ninja_rect(value)
        if kind == "territory":
            return layout.slot(value, True)
        return None

    # --- gestures --------------------------------------------------------------------------------------
    def drag_sources(self) -> list[DragSource]:
        if self.may_act() is None:
            return []
        sources = []
        for pickup in model.pickups(self.sview, self.decision, self.answered()):
            rect = self.place(pickup.key)
            if rect is not None:
                sources.append(DragSource(pickup.key, rect, pickup, paint.face(pickup.card, rect.size)))
        return sources

    def drop_targets(self, payload: model.Pickup) -> list[DropTarget]:
        targets = []
        for drop in model.drops(self.sview, payload):
            rect = layout.drop_zone(drop.key[1]) if drop.key[0] == "territory" else self.place(drop.key)
            if rect is None:
                continue
            preview = self.session.preview(drop.gesture)
            targets.append(DropTarget(drop.key, rect, preview.command, preview.accepted))
        return targets

    def locate(self, command: Command) -> pygame.Rect | None:
        key = model.key_of(command)
        return self.place(key) if key is not None else None

    def handle_board_event(self, event: pygame.event.Event) -> bool:
        """A double-click on a hand card chooses it: a press on the card a click has just selected."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.may_act() is None:
            return False
        card = next((c for c, rect in self.hand_rects if rect.collidepoint(event.pos)), None)
        if card is None:
            return False
        now = pygame.time.get_ticks()
        last_card, last_time = self.last_press
        self.last_press = (card, now)
        selected = self.drag.selected.key if self.drag.selected is not None else None
        if last_card != card or now - last_time > DOUBLE_CLICK_MS or selected != ("card", card):
            return False
        self.last_press = (0, -DOUBLE_CLICK_MS)
        preview = self.session.preview(CardOnSlot(card))
        if preview.command is None:
            self.refuse(preview.refusal or _(NOTHING), event.pos)
            return True
        self.drag.cancel()
        self.give(preview.command, event.pos)
        return True

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.bar.asking and self.decision is not None and model.lit_options(self.decision):
            self.light_targets()

    # --- words ---------------------------------------------------------------------------------------
    def status_text(self) -> str:
        session, view = self.session, self.sview
        decision = self.decision
        thinking = session.thinking_seat()
        waiting = [name for name in session.awaited() if name != session.seat_name(self.viewer)]
        chose = view.phase == "choose" and self.answered() is not None
        return words.status(view, decision.prompt if decision is not None else None,
                            session.seat_name(thinking) if thinking is not None else None, waiting, chose)

    def strength_of(self, card_id: int) -> NinjaStrength | None:
        for side in self.sview.strengths:
            for found in side.ninja:
                if found.card == card_id:
                    return found
        return None

    def hover_text(self, pos: tuple[int, int]) -> str:
        view = self.sview
        for card, rect in self.hand_rects:
            if rect.collidepoint(pos):
                return words.ninja_text(card, note=_("In your hand."))
        for found in view.village:
            rect = self.ninja_rect(found.card)
            if rect is not None and rect.collidepoint(pos):
                note = _("Its ability is cancelled.") if found.cancelled else ""
                return words.ninja_text(found.card, self.strength_of(found.card), note)
        for seat, area in self.areas.items():
            name = self.session.seat_label(seat)
            if area.spy.collidepoint(pos):
                return words.spy_text(view, seat, name)
            if area.play.collidepoint(pos):
                return self.play_slot_text(seat, name)
            if area.hand.collidepoint(pos) and seat != self.viewer:
                return words.hand_text(view, seat, name)
        return self.board_hover(pos)

    def play_slot_text(self, seat: int, name: str) -> str:
        waiting = dict((s, c) for c, s in self.sview.queue)
        if seat in waiting:
            return words.ninja_text(waiting[seat], note=_("Revealed: it enters play in initiative order."))
        if seat == self.viewer and model.shown_choice(self.sview, self.answered()):
            return _("Your card for this turn lies face down here until everybody has chosen.")
        return _("{player}'s play slot: the card chosen this turn lies here face down, then is revealed.").format(
            player=name)

    def board_hover(self, pos: tuple[int, int]) -> str:
        view = self.sview
        if layout.DECK_RECT.collidepoint(pos):
            return ngettext("Draw pile: {n} card. When it runs out, the discard pile is shuffled into a new one.",
                            "Draw pile: {n} cards. When it runs out, the discard pile is shuffled into a new one.",
                            view.deck_size).format(n=view.deck_size)
        if layout.DISCARD_RECT.collidepoint(pos):
            count = len(view.discard)
            return ngettext("Discard pile: {n} card, face up (spies and leftover cards).",
                            "Discard pile: {n} cards, face up (spies and leftover cards).", count).format(n=count)
        if layout.TOTALS_RECT.collidepoint(pos):
            return _("Each team's strength: every ninja 1, +1 for every other ninja of its colour in the team "
                     "(spies too), then the abilities. Unseen spies are not counted until revealed.")
        for territory in layout.territories():
            if layout.strip_tile(territory).collidepoint(pos):
                laid = len(view.stones[territory - 1])
                return ngettext("Territory {territory}: {n} stone. Neighbouring territories are adjacent.",
                                "Territory {territory}: {n} stones. Neighbouring territories are adjacent.",
                                laid).format(territory=territory, n=laid)
        return ""

    def result_lines(self, outcome: Outcome) -> list[str]:
        final = self.session.final_view()
        return words.results(final, [self.session.seat_label(s) for s in range(final.num_seats)])

    # --- animations ----------------------------------------------------------------------------------
    def animations_for(self, applied: Applied, previous_view: Any) -> list[Animation]:
        seconds = self.app.settings.animation_seconds
        found: list[Animation] = []
        for event in applied.events:
            found.extend(animations_for_event(event, self.areas, self.my_team, seconds, self.team_of_card))
            if event.kind in ("cancel", "swap"):
                for card_id in event.data.get("cards", [event.data.get("card")]):
                    rect = self.ninja_rect(card_id)
                    if rect is not None:
                        found.append(flash(rect.inflate(12, 12), seconds * 2,
                                           theme.DANGER if event.kind == "cancel" else theme.SELECT))
        return found

    def team_of_card(self, card_id: int) -> int:
        found = self.sview.ninja(card_id)
        return found.team if found is not None else self.my_team

    def animated_keys(self) -> set[Any]:
        """The places whose card is in flight or turning over (drawn by its animation, not in place)."""
        return {key for a in self.animations if (key := getattr(a, "key", None)) is not None}

    # --- drawing -------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        view = self.sview
        hidden = self.animated_keys()
        if self.drag.dragging and self.drag.pressed is not None:
            hidden.add(self.drag.pressed.key)
        if self.drag.snap_key is not None:
            hidden.add(self.drag.snap_key)
        paint.background(surface, self.areas, tuple(self.seat_mark(seat) for seat in range(view.num_seats)),
                         _("Spy") if self.following else _("Your spy"))
        paint.stones(surface, view)
        if not view.village and view.last_result is not None and view.phase == "choose" and view.turn == 1:
            self.draw_summary(surface)
        self.draw_placing_glow(surface)
        for found in view.village:
            if ("ninja", found.card) in hidden:
                continue
            rect = layout.slot(found.territory, found.team == self.my_team)
            paint.ninja(surface, rect, found.card, self.strength_of(found.card), found.cancelled)
        for seat in range(view.num_seats):
            self.draw_seat(surface, seat, hidden)
        paint.piles(surface, view)
        paint.totals(surface, view.strengths, self.my_team, not view.spies_revealed)

    def draw_placing_glow(self, surface: pygame.Surface) -> None:
        """While you place a ninja, the free territories of your side are outlined."""
        decision = self.decision
        if decision is None or decision.kind != DecisionKind.PLACE or self.drag.active is not None:
            return
        for option in decision.options:
            rect = self.locate(option.command)
            if rect is not None:
                pygame.draw.rect(surface, theme.LEGAL, rect, 2, border_radius=8)

    def draw_summary(self, surface: pygame.Surface) -> None:
        paint.round_summary(surface, self.sview, self.my_team)

    def seat_mark(self, seat: int) -> tuple[int, str, bool, int]:
        """A seat's panel: its label, whether it acts now, its team's stones still to place (shown once for
        your team, on your own panel)."""
        view = self.sview
        partner = seat != self.viewer and team_of(seat) == self.my_team
        stones_left = 0 if partner else STONES_PER_TEAM - view.stones_placed[team_of(seat)]
        return (seat, self.session.seat_label(seat), seat in view.acting and not view.over, stones_left)

    def draw_seat(self, surface: pygame.Surface, seat: int, hidden: set[Any]) -> None:
        view = self.sview
        _seat, _label, acting, stones_left = self.seat_mark(seat)
        chosen = view.chosen[seat] or (view.phase == "choose" and seat not in self.session.answering())
        own_choice = model.shown_choice(view, self.answered()) if seat == self.viewer else 0
        waiting = bool(own_choice) and any(s != self.viewer for s in self.session.answering())
        look = paint.SeatLook(self.session.seat_label(seat), acting, stones_left, chosen, own_choice,
                              self.session.show_private, waiting, _("spy") if self.following else _("your spy"))
        paint.seat_area(surface, view, self.areas[seat], look, hidden)
        if seat == self.viewer:
            selected = self.drag.selected.key if self.drag.selected is not None else None
            paint.own_hand(surface, self.hand_rects, hidden, selected)


TABLE_SCENE = ShinTable
