"""The Ninja All-Stars table: the tournament ground drawn from its map, the ninja as painted miniatures on round
bases, and around it the tracks, the moon, the dice tray, your moon cards and each team's Training Ground and
Healing House. The choice bar under the board offers the decision's buttons.

Gestures (each a `moves` gesture; the rules say what it means and why not):

- drag one of your ninja onto a square: move it (a ninja that is not active yet is activated by it); the squares
  it can reach light up with their cost, squares it must dodge out of are marked, the path and the enemies it
  would see from the square under the mouse are drawn; onto an enemy: attack it (melee next to it, else a
  ranged attack or shuriken, else the Chunin's Leaping Strike), with the dice shown over the target;
- click a ninja to pick it: the choice bar offers its orders (run, attacks, search, stealth, pray, hex, chests,
  moon cards, End activation); an order with several targets lights them on the board: click one;
- drag a moon card onto your ninja (or onto an enemy, the target of the card your picked ninja plays);
- setup: janken and edges in the choice bar (or click a deployment zone), lantern and shrine tokens dragged
  onto the ground, ninja dragged from the Training Ground onto a marked square;
- the initiative by affinity test: the ninja that may roll it are lit; click one on the board, or its name in
  the choice bar;
- combat: combat cards and results in the choice bar, or click the card in your hand or the remaining die;
  after Air or Water, click the square the ninja goes to, then the way it faces;
- the mouse resting on a figure (on the ground, a Training Ground or a Healing House) shows its profile card
  (`profile`); a right click pins it until the next right click; the Quick setup button (`quick`) gives the
  setup commands the computer would.
"""

from __future__ import annotations

from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision, Preview
from ninjatable.engine.protocol import Outcome
from ninjatable.games.ninja_all_stars.commands import Activate, End
from ninjatable.games.ninja_all_stars.geometry import Square
from ninjatable.games.ninja_all_stars.table import (
    carry,
    layout,
    model,
    objectives,
    paint,
    pieces,
    profile,
    quick,
    words,
)
from ninjatable.games.ninja_all_stars.view import DecisionKind, NasView
from ninjatable.i18n import Text, _, render
from ninjatable.ui import cards, theme
from ninjatable.ui.table.animation import Animation, flash
from ninjatable.ui.table.board import Grid
from ninjatable.ui.table.drag import DragController, DragSource, DropTarget, InHand
from ninjatable.ui.table.scene import TableScene
from ninjatable.ui.table.session import Applied

ROLLS = ("affinity", "poison", "dice")
#: the keys of pieces that are miniatures: a ninja on the board, one on a Training Ground
FIGURES = ("ninja", "reserve")


class GroundDrag(DragController):
    """The drag controller of the ground: pressing on the picked ninja (or another of yours) picks it up rather
    than dropping the picked one there; the lit squares are drawn by the table (soft tints with their costs),
    the ninja and the cards it may be dropped on get a ring here."""

    def __init__(self, table: NasTable) -> None:
        super().__init__(table)
        self.table = table

    def handle_event(self, event: pygame.event.Event) -> bool:
        pressed = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        kind = self.selected.payload.kind if self.selected is not None else ""
        if pressed and kind == "choosing":  # the menu of a drop on an enemy: a row gives its order, a press
            chosen, target = self.selected, self.target_at(event.pos)  # elsewhere closes it
            self.cancel()
            if chosen is not None and target is not None:
                self._drop(chosen, target, event.pos)
            return True
        if pressed and kind == "ninja":
            source = self.source_at(event.pos)
            if source is not None and source.payload.kind == "card":  # a card played by the ninja picked
                self.table.card_actor = self.selected.payload.model if self.selected is not None else None
            elif source is not None and source.payload.kind == "ninja":
                self.selected = None
                self.targets = []
        return super().handle_event(event)

    def draw_targets(self, surface: pygame.Surface) -> None:
        if self.active is None:
            return
        hovered = self.target_at(self.pos) if self.dragging else None
        for target in self.targets:
            if not target.legal:
                continue
            lit = hovered is not None and hovered.key == target.key
            if target.key[0] == "choice":  # a row of the menu, drawn by the table
                continue
            if target.key[0] == "sq":
                if lit:
                    surface.blit(cards.highlight(target.rect.size, theme.SELECT, width=3, radius=4, alpha=70),
                                 target.rect)
                continue
            radius = max(target.rect.width, target.rect.height) // 2 + 3
            pygame.draw.circle(surface, theme.SELECT if lit else theme.DANGER, target.rect.center, radius, 3)
        if self.selected is not None:
            surface.blit(cards.highlight(self.selected.rect.inflate(8, 8).size, theme.SELECT, alpha=40),
                         self.selected.rect.inflate(8, 8))

    def draw_dragged(self, surface: pygame.Surface) -> None:
        """A ninja in hand is its lifted miniature, its own shadow on the table under it, its base centred where
        the mouse holds it; it flies back the same way from a refused drop. Cards and tokens are drawn as on every
        table."""
        held = self.pressed if self.dragging else None
        if held is not None and held.image is not None:
            corner = (self.pos[0] - self.grab[0], self.pos[1] - self.grab[1])
            if isinstance(held.key, tuple) and held.key[0] in FIGURES:  # lifted above the pointer, which marks
                x, y = layout.held_centre(self.table.grid, self.pos)  # the square it would be dropped on
                corner = (x - held.rect.width / 2, y - held.rect.height / 2)
                pygame.draw.circle(surface, theme.SELECT, self.pos, 5, 2)
            draw_piece(surface, held.key, held.image, corner, held.rect.size, True)
        if self.snap is not None:
            image, start, end, progress = self.snap
            t = 1 - (1 - progress) ** 2
            corner = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
            home = self.table.where.place(self.snap_key) if isinstance(self.snap_key, tuple) else None
            draw_piece(surface, self.snap_key, image, corner, home.size if home is not None else image.get_size(),
                       False)


def draw_piece(surface: pygame.Surface, key: Any, image: pygame.Surface, corner: tuple[float, float],
               size: tuple[int, int], held: bool) -> None:
    """A piece off its place, the rect it came from (`size`) at `corner`: a miniature centred on that rect (its
    image holds its shadow), a card or token at the corner, with a shadow while `held`."""
    if isinstance(key, tuple) and key[0] in FIGURES:
        surface.blit(image, image.get_rect(center=(round(corner[0] + size[0] / 2), round(corner[1] + size[1] / 2))))
    elif held:
        cards.shadowed(surface, image, (round(corner[0]), round(corner[1])), 6)
    else:
        surface.blit(image, corner)


class NasTable(TableScene):
    """The table scene of Ninja All-Stars."""

    BAR_RECT = layout.BAR_RECT

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.places: layout.Places | None = None
        self.shown_focus: int | None = None
        #: after an Air or Water result: the square chosen, waiting for the facing
        self.placing: Square | None = None
        self.previews: dict[tuple[str, Any], Preview] = {}
        self.reach_image: pygame.Surface | None = None
        self.hover_square: Square | None = None
        self.rolls: list[paint.Roll] = []
        self.roll_note: Text = ""
        self.roll_clock = 99.0
        self.last_paths: list[tuple[Square, ...]] = []
        #: the events whose dice and walks are shown (None: nothing noted yet, the table just opened)
        self.noted: tuple[int, ...] | None = None
        self.canvas: pygame.Surface | None = None
        self.column_key: Any = None
        self.focus_key: Any = None
        self.focused: int | None = None
        self.last_line = ""
        #: the profile cards of the ninja (under the mouse, or pinned by a right click)
        self.cards = profile.Cards()
        #: the quick setup button (and whether it is giving the setup commands for the player)
        self.quick = quick.Quick(self)
        #: the ninja picked when a moon card was taken up: the card is played by it
        self.card_actor: int | None = None
        #: after Air or Water: the button is held down since a press on a square the ninja may go to
        self.shifting = False
        #: what the ninja in hand shows, the menu of a drop on an enemy, the attack after a move in
        self.carry = carry.Carry(self)
        super().__init__(*args, **kwargs)
        self.drag = GroundDrag(self)

    @property
    def nview(self) -> NasView:
        return self.view

    @property
    def grid(self) -> Grid:
        return self.where.grid

    @property
    def where(self) -> layout.Places:
        if self.places is None or self.places.view is not self.view:
            self.places = layout.Places.of(self.view, model.tokens(self.whole_decision()))
        return self.places

    # --- what is offered ---------------------------------------------------------------------------------
    def selected_ninja(self) -> int | None:
        """The ninja the player picked; with a moon card in hand, the one picked when it was taken up (its card)."""
        picked = self.drag.selected
        if picked is not None and picked.payload.kind in ("ninja", "choosing"):
            return picked.payload.model
        active = self.drag.active
        return self.card_actor if active is not None and active.payload.kind == "card" else None

    def whole_decision(self) -> Decision | None:
        """Everything the player must decide now, while they may act (the choice bar offers a part: `decision`)."""
        return self.session.decision if self.may_act() is not None else None

    def focus(self) -> int | None:
        """The ninja the choice bar is about (asked again only when the session or the selection changes)."""
        key = (self.session.version, self.selected_ninja(), self.may_act())
        if key != self.focus_key:
            self.focus_key = key
            self.focused = model.focus(self.nview, self.whole_decision(), key[1])
        return self.focused

    @property
    def decision(self) -> Decision | None:
        """The decision as the choice bar offers it: the orders of the ninja in focus."""
        return model.focused(self.nview, self.whole_decision(), self.focus())

    def follow_focus(self) -> None:
        """A ninja was picked or let go: the choice bar offers its orders."""
        focus = self.focus()
        decision = self.decision
        if focus != self.shown_focus or decision != self.bar.decision:
            self.shown_focus = focus
            self.bar.show(decision)
            self.status.set(self.status_text())

    def bar_is_stale(self) -> bool:
        """After any change the choice bar offers the orders of the ninja in focus again (none while a move shows)."""
        return self.decision != self.bar.decision

    # --- after every change --------------------------------------------------------------------------------
    def language_changed(self) -> None:
        """The table's words in the new language, the Quick setup button's too."""
        self.quick.language_changed()
        super().language_changed()

    def on_refresh(self) -> None:
        self.places = layout.Places.of(self.nview, model.tokens(self.whole_decision()))
        self.shown_focus = self.focus()
        self.placing = None
        if self.drag.active is None:  # a piece kept in hand (the question is the same) keeps what its drops mean
            self.previews, self.reach_image = {}, None
            self.carry.sights = {}
        self.column_key = None
        lines = self.session.log_lines()
        self.last_line = _("Last: {line}").format(line=lines[-1]) if lines else ""
        self.note_events()

    def note_events(self) -> None:
        """The dice, result and walks of the last command (shown until another command rolls or moves)."""
        events = self.session.last_events()
        marks = tuple(id(e) for e in events)
        if marks == self.noted:
            return
        rolls = [roll for e in events if e.kind in ROLLS for roll in paint.rolls_of(self.nview, e.kind, e.data)]
        if rolls:
            self.rolls = rolls[-4:]
            opened = self.noted is not None
            self.roll_clock = 0.0 if opened and self.app.settings.animation_seconds > 0 else 99.0
            self.roll_note = ""
        notes = [e.text for e in events if e.kind == "result"]
        if notes:
            self.roll_note = notes[-1]
        paths = [tuple(tuple(sq) for sq in e.data["path"]) for e in events if e.kind == "move" and e.data.get("path")]
        if paths:
            self.last_paths = paths
        self.noted = marks

    # --- gestures --------------------------------------------------------------------------------------------
    def image_of(self, pickup: model.Pickup) -> pygame.Surface:
        if pickup.kind == "token":
            return pieces.token(pickup.token, layout.TOKEN_SIZE)
        if pickup.kind == "card":
            return pieces.moon_card(pickup.card, layout.CARD_SIZE, False)
        ninja = self.nview.models[pickup.model]
        return pieces.ninja_lifted(ninja.team, ninja.kind, layout.radius(self.grid), ninja.facing)

    def drag_sources(self) -> list[DragSource]:
        if self.may_act() is None or self.placing is not None:
            return []
        sources = []
        for pickup in model.pickups(self.nview, self.whole_decision()):
            rect = self.where.place(pickup.key)
            if rect is not None:
                sources.append(DragSource(pickup.key, rect, pickup, self.image_of(pickup)))
        return sources

    def drop_targets(self, payload: model.Pickup | model.Choosing) -> list[DropTarget]:
        if isinstance(payload, model.Choosing):
            return self.carry.open(payload)
        self.previews, self.reach_image = {}, None
        targets = []
        for drop in model.drops(self.nview, payload, self.grid.cells(), self.focus()):
            rect = self.where.place(drop.key)
            if rect is not None:
                preview = self.previews[drop.key] = self.session.preview(drop.gesture)
                targets.append(self.carry.target(drop.key, rect, payload, preview, drop.priority))
        return targets

    def keep_in_hand(self, source: DragSource, step: InHand, pos: tuple[int, int]) -> bool:
        """A drop on an enemy that may give several orders opens their menu; the ninja stays in hand."""
        if not isinstance(step.payload, model.Choosing):
            return super().keep_in_hand(source, step, pos)
        self.carry.keep(source, step)
        self.tooltip.clear()
        return True

    def on_drop(self, source: DragSource, target: DropTarget | None, pos: tuple[int, int]) -> bool:
        """Give the command the drop means; a drop that means none says why (a piece put back where it was just
        goes back)."""
        if target is None or target.command is None:
            preview = self.previews.get(target.key) if target is not None else None
            if not source.rect.collidepoint(pos):
                self.refuse(preview.refusal if preview is not None and preview.refusal
                            else _("Drop it on a lit place of the board."), pos)
            return False
        if isinstance(target.command, InHand):
            return self.keep_in_hand(source, target.command, pos)
        self.carry.given(target)
        if not self.give(target.command, pos):
            self.carry.then = None
            return False
        return True

    def after_change(self) -> None:
        super().after_change()
        self.carry.follow_up()

    def undo(self) -> None:
        self.carry.then = None
        super().undo()

    def locate(self, command: Command) -> pygame.Rect | None:
        return self.where.locate(command)

    def clicks_for(self, command: Command) -> list[pygame.Rect]:
        """After Air or Water (or a push): the square, then the way the ninja faces there."""
        if isinstance(command, model.SHIFTS):
            return [self.grid.cell_rect(command.to), layout.facing_rect(self.grid, command.to, command.facing)]
        return super().clicks_for(command)

    def implied_by(self, command: Command) -> list[Command]:
        """Activating a ninja is never offered alone: every order of a ninja that is not active activates it."""
        whole = self.whole_decision()
        if not isinstance(command, Activate) or whole is None:
            return []
        return [c for c in whole.commands if not isinstance(c, Activate) and getattr(c, "model", None) == command.model]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_square = self.grid.cell_at(event.pos)
            if self.cards.pinned is not None and self.drag.dragging:
                self.cards.pinned = None  # a drag lets a pinned card go
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.cards.pinned = None  # so does any left click
            self.cards.hovered = None  # (read again when the mouse next moves with no button down)
        if self.quick.offered() and self.quick.button.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.cards.pinned is not None:
            self.cards.pinned = None
            return True
        if self.placing is not None and (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                                         or event.type == pygame.MOUSEBUTTONDOWN and event.button == 3):
            self.set_placing(None)
            return True
        handled = super().handle_event(event)
        self.follow_focus()
        return handled

    def handle_board_event(self, event: pygame.event.Event) -> bool:
        """Clicks that are not drags: a die or a card when they answer the decision, a deployment zone, the
        square and then the facing after Air or Water; a right click lets a picked ninja go."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cards.pin(self.ninja_at(event.pos) if self.drag.active is None else None)
            self.drag.cancel()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.shifting:
            # after Air or Water the square is the one where the button is let go: a click, or a drag of the
            # moved ninja from its square to another
            self.shifting = False
            _, square = model.click(self.whole_decision(), self.where.thing_at(event.pos, None), None)
            if square is not None and self.may_act() is not None:
                self.set_placing(square)
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.may_act() is None:
            return False
        gesture, square = model.click(self.whole_decision(), self.where.thing_at(event.pos, self.placing), self.placing)
        if square is not None:
            self.shifting = True
            return True
        if gesture is None:
            return False
        preview = self.session.preview(gesture)
        if preview.command is None:
            self.refuse(preview.refusal or _("That does nothing here."), event.pos)
        else:
            self.give(preview.command, event.pos)
        return True

    def set_placing(self, square: Square | None) -> None:
        self.placing = square
        self.status.set(self.status_text())

    # --- profiles ----------------------------------------------------------------------------------------------
    def ninja_at(self, pos: tuple[int, int]) -> int | None:
        """The ninja whose figure is at `pos` (on the ground, a Training Ground or a Healing House)."""
        thing = self.where.thing_at(pos, None)
        if thing is None:
            return None
        if thing[0] == "ninja":
            return thing[1]
        if thing[0] == "square":
            return next((m.id for m in self.nview.models if m.pos == thing[1]), None)
        return None

    def point_out(self, pos: tuple[int, int]) -> None:
        """Over a figure the profile card shows instead of a one-line hint; while a ninja is picked, the hint says
        what it would do there, as before."""
        super().point_out(pos)
        if self.carry.choosing and self.carry.menu is not None and self.carry.menu.panel.collidepoint(pos):
            self.tooltip.clear()
        busy = (self.drag.dragging or self.drag.pressed is not None or self.drag.selected is not None
                or self.buttons.hovered() is not None)
        self.cards.hovered = None if busy else self.ninja_at(pos)
        if self.cards.hovered is not None:
            self.tooltip.clear()
        elif self.quick.offered() and layout.QUICK_RECT.collidepoint(pos):
            self.tooltip.set(_(quick.TIP), pos)

    def shown_profile(self) -> int | None:
        """The ninja whose card shows (none while the menu of a drop is open: it would cover it)."""
        if self.carry.choosing:
            return None
        return self.cards.shown(self.drag.dragging)

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then the profile card of the ninja under the mouse (or pinned) over everything."""
        super().draw(surface)
        self.carry.draw_menu(surface)
        ninja = self.shown_profile()
        near = self.where.place(("ninja", ninja)) if ninja is not None else None
        if ninja is not None and near is not None:
            self.cards.draw(surface, self.nview, ninja, self.session.seat_label(self.nview.models[ninja].seat), near)

    # --- words ---------------------------------------------------------------------------------------------------
    def status_text(self) -> str:
        session = self.session
        thinking = session.thinking_seat()
        focus = self.focus()
        return words.status(self.nview, self.decision, self.nview.models[focus] if focus is not None else None,
                            session.seat_name(thinking) if thinking is not None and session.human_seat() is None
                            else None,
                            session.awaited(), session.answered(self.viewer),
                            self.placing is not None)

    def hover_text(self, pos: tuple[int, int]) -> str:
        return words.hover(self.nview, self.where.thing_at(pos, None), self.session.seat_label)

    def result_lines(self, outcome: Outcome) -> list[str]:
        return words.results(self.session.final_view())

    # --- time and animations -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.roll_clock += dt
        super().update(dt)
        self.quick.step()
        self.carry.follow_up()

    def needs_frame(self) -> bool:
        """Frames also while the dice roll and while quick setup places the pieces."""
        return super().needs_frame() or self.roll_clock < paint.ROLL_SECONDS or self.quick.running

    def animations_for(self, applied: Applied, previous_view: Any) -> list[Animation]:
        seconds = self.app.settings.animation_seconds
        found: list[Animation] = []
        for event in applied.events:
            data = event.data
            if event.kind in ("move", "push") and data.get("to") is not None and data.get("start") is not None:
                ninja = self.nview.models[data["model"]]
                image = pieces.ninja(ninja.team, ninja.kind, layout.radius(self.grid), ninja.facing)
                start = image.get_rect(center=layout.centre(self.grid, tuple(data["start"]))).topleft
                end = image.get_rect(center=layout.centre(self.grid, tuple(data["to"]))).topleft
                found.append(Animation(image, start, end, seconds))
            elif event.kind == "injured" and data.get("square") is not None:
                found.append(flash(self.grid.cell_rect(tuple(data["square"])).inflate(14, 14), seconds * 2, theme.DANGER))
            elif event.kind == "attack":
                for key, colour in (("attacker", theme.GOLD), ("defender", theme.DANGER)):
                    pos = self.nview.models[data[key]].pos
                    if pos is not None:
                        found.append(flash(self.grid.cell_rect(pos).inflate(12, 12), seconds * 2, colour))
        return found

    # --- drawing -------------------------------------------------------------------------------------------------
    def lifted(self) -> set[Any]:
        drag = self.drag
        keys = {drag.snap_key, drag.pressed.key if drag.dragging and drag.pressed is not None else None}
        return {key for key in keys if key is not None}

    def draw_board(self, surface: pygame.Surface) -> None:
        view, places, whole = self.nview, self.where, self.whole_decision()
        paint.board(surface, view, places.grid, self.last_paths)
        objectives.ground(surface, view, places.grid)
        paint.bar_panel(surface, "" if self.bar.visible or places.tokens else self.last_line)
        ends = [(rect, option.command.facing) for option, rect in self.bar.choosing if isinstance(option.command, End)]
        paint.choices(surface, places, whole, self.placing, ends)
        paint.combat(surface, view, places.grid)
        lifted = self.lifted()
        self.carry.draw_under(surface)
        paint.models(surface, view, places.grid, lifted, self.focus())
        objectives.marks(surface, view, places.grid)
        paint.tokens(surface, places.tokens, lifted, places.grid.cell)
        if self.quick.offered():
            self.quick.button.draw(surface)
        self.draw_column(surface, lifted)
        paint.dice_tray(surface, view, self.rolls, render(self.roll_note), self.roll_clock,
                        whole is not None and whole.kind == DecisionKind.CHOOSE_RESULT)
        self.carry.draw_over(surface)

    def action_name(self, command: Command) -> str:
        """The order a drop gives, as the choice bar names it ("Shuriken", "Ranged attack", "Attack")."""
        whole = self.whole_decision()
        option = next((o for o in whole.options if o.command == command), None) if whole is not None else None
        return option.group if option is not None and option.group else words.order_name(command)

    def draw_column(self, surface: pygame.Surface, lifted: set[Any]) -> None:
        """The panels on the right, drawn again only when what they show changes."""
        if self.canvas is None:
            self.canvas = pygame.Surface(surface.get_size())
        key = (self.session.version, frozenset(lifted), self.shown_focus)
        if key != self.column_key:
            self.column_key = key
            session, view = self.session, self.nview
            alone = len(session.humans) == 1 and not self.following
            labels = [_("{team} (you)").format(team=words.team(view.teams[s])) if alone and s in session.humans
                      else words.team(view.teams[s]) for s in range(view.num_seats)]
            title = (_("Moon cards") if not (session.humans and session.show_private) else _("Your moon cards")
                     if not self.following else _("{team}'s moon cards").format(team=words.team(view.teams[session.viewer])))
            paint.column(self.canvas, self.where, labels, title, model.playable(self.decision), lifted)
        surface.blit(self.canvas, layout.COLUMN_RECT.topleft, layout.COLUMN_RECT)


TABLE_SCENE = NasTable
