"""The Ronin table: the map of Japan with its cities, action tiles, castles, goods and figures; your player
board at the bottom (ronin spaces, goods, meditation tokens, flags, missions, characters, bonus tiles), the
other players beside it; the mission display and the Shogun cards in the sea; the tea ceremony track and the
score track on the right.

Gestures (each a `moves` gesture; the rules say what it means):

- drag any of your idle ronin onto an action of a city's tile to carry it out, onto the +2 chip under the tile
  to give the action up, or onto the city itself: its only action, or its actions are lit to pick one; with
  the Rider, onto an action of a city where another figure stands, then click the city your ronin goes to;
- click a mission of the display to take it (paying meditation tokens before placing, or for free with the
  mission action), a character to take it, a good in the region being resolved, a lit castle space to build;
- drag a good (or joker) from your board onto one of your missions to fulfil it (or click the mission).

The choice bar (over the character display) offers the rest: the goods of a region, the market, the bonus
tiles, the region to build in and the good to pay, Done.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision, Option
from ninjatable.engine.protocol import Outcome
from ninjatable.games.ronin.commands import (
    POINTS,
    ChooseCharacter,
    ChooseMission,
    Collect,
    Discard,
    Fulfil,
    GiveBack,
    Place,
    TakeMission,
)
from ninjatable.games.ronin.data import DATA, action_text, city_name
from ninjatable.games.ronin.moves import (
    NOTHING,
    CastleSpace,
    CharacterTile,
    DisplayMission,
    GoodOnMission,
    GoodsGivenBack,
    ResourceSpace,
)
from ninjatable.games.ronin.table import layout, model, motion, paint, pieces, records, words
from ninjatable.games.ronin.table.model import AtCity, Pickup, RiderAction
from ninjatable.games.ronin.view import DecisionKind, RoninView
from ninjatable.i18n import _, join_and
from ninjatable.ui import text, theme
from ninjatable.ui.table.animation import Animation
from ninjatable.ui.table.drag import DragSource, DropTarget, InHand
from ninjatable.ui.table.scene import TABLE_AREA, TableScene
from ninjatable.ui.table.session import Applied


class TableLayer:
    """The table drawn once per change of the view or of the look, and copied to the screen every frame."""

    def __init__(self) -> None:
        self.version = 0
        self.key: tuple[int, paint.Look] | None = None
        self.surface: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, view: RoninView, places: layout.Places, look: paint.Look) -> None:
        if self.surface is None or self.surface.get_size() != surface.get_size():
            self.surface = pygame.Surface(surface.get_size())
            self.key = None
        if self.key != (self.version, look):
            self.surface.fill(theme.FELT)
            paint.table(self.surface, view, places, look)
            self.key = (self.version, look)
        surface.blit(self.surface, TABLE_AREA, TABLE_AREA)


class RoninTable(TableScene):
    """The table scene of Ronin."""

    BAR_RECT = layout.BAR_RECT

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.places: layout.Places | None = None
        self.lit: frozenset[Hashable] = frozenset()
        self.labels: tuple[str, ...] = ()
        #: the best solo scores kept, with this game's place among them (read again in the reader's language).
        self.best: list[dict[str, Any]] = []
        self.place: int | None = None
        self.results: list[str] = []
        self.recorded = False
        #: the goods chosen to give back at the end of a round, and the session version they were chosen in.
        self.chosen: model.Chosen = ()
        self.chosen_at = -1
        self.layer = TableLayer()
        super().__init__(*args, **kwargs)

    @property
    def rview(self) -> RoninView:
        return self.view

    # --- layout --------------------------------------------------------------------------------------------
    def on_refresh(self) -> None:
        view = self.rview
        self.places = layout.places(view, self.viewer)
        self.lit = frozenset(model.lit(self.decision))
        self.labels = tuple(self.session.seat_label(s) for s in range(view.num_seats))
        if self.chosen_at != self.session.version:
            self.chosen = ()
        self.layer.version += 1
        if view.over:
            self._finish()

    def _finish(self) -> None:
        """The game is over: the lines of the results screen; a solo score joins the best scores kept."""
        final = self.session.final_view()
        if not self.recorded and final.mode == "solo" and self.session.humans == [0]:
            self.best, self.place = records.record_solo_score(self.app.storage, final.points[0], self.session.seed,
                                                              self.session.commands_given)
            self.recorded = True
        self.results = words.results(final, self.labels) + records.best_score_lines(self.best, self.place)

    def where(self) -> layout.Places:
        assert self.places is not None
        return self.places

    def drop_rect(self, key: Hashable) -> pygame.Rect | None:
        """The rect of a model key: an action chip, a +2 chip, a city, its name plate, one of your missions."""
        kind, value = key[0], key[1]  # type: ignore[index]
        if kind == "chip":
            actions = self.rview.tile_actions(value)
            return layout.chip_rects(value, len(actions))[actions.index(key[2])]  # type: ignore[index]
        if kind == "points":
            return layout.points_chip_rect(value, len(self.rview.tile_actions(value)))
        if kind == "city":
            return layout.city_body(value)
        if kind == "plate":
            return layout.name_plate(value)
        if kind == "mission":
            return self.where().mission_rect(value)
        return None

    # --- gestures ------------------------------------------------------------------------------------------
    def drag_sources(self) -> list[DragSource]:
        seat = self.may_act()
        if seat is None:
            return []
        sources = []
        places = self.where()
        for pickup in model.pickups(self.rview, self.decision, seat):
            if pickup.kind == "ronin":
                rect = places.ronin[pickup.key[1]]  # type: ignore[index]
                image = pieces.ronin_image(pieces.seat_colour(seat), 32)
            else:
                rect = places.goods[pickup.good]
                image = pieces.good_image(pickup.good, 11)
            sources.append(DragSource(pickup.key, rect, pickup, image))
        return sources

    def drop_targets(self, payload: Pickup) -> list[DropTarget]:
        targets = []
        for drop in model.drops(self.rview, self.decision, payload):
            rect = self.drop_rect(drop.key)
            if rect is None:
                continue
            if isinstance(drop.gesture, AtCity):
                step = InHand(dataclasses.replace(payload, at=drop.gesture.city),
                              _("{city}: click one of its lit actions (or +2).").format(
                                  city=city_name(drop.gesture.city)), drop.gesture)
                targets.append(DropTarget(drop.key, rect, step, True, drop.priority))
                continue
            if isinstance(drop.gesture, RiderAction):
                rider = drop.gesture
                step = InHand(dataclasses.replace(payload, rider=rider),
                              _("The Rider: click the free city your ronin goes to ({action} of {city}).").format(
                                  action=action_text(rider.action), city=city_name(rider.source)), rider)
                targets.append(DropTarget(drop.key, rect, step, True, drop.priority))
                continue
            preview = self.session.preview(drop.gesture)
            targets.append(DropTarget(drop.key, rect, preview.command, preview.accepted, drop.priority))
        return targets

    def on_drop(self, source: DragSource, target: DropTarget | None, pos: tuple[int, int]) -> bool:
        if target is None:
            if source.payload.kind == "ronin":
                self.refuse(_("Drop the ronin on an action of a city."), pos)
            return False
        return super().on_drop(source, target, pos)

    def handle_board_event(self, event: pygame.event.Event) -> bool:
        """Clicks on the display, the characters, the goods of a region, the castle spaces, your missions; the
        goods chosen to give back."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return False
        if self.tray_open() and self.BAR_RECT.collidepoint(event.pos):
            return True
        decision = self.decision
        if decision is None or self.drag.selected is not None or self.drag.dragging:
            return False
        if decision.kind == DecisionKind.GIVE_BACK:
            return self._choose_good(event.pos, event.button == 3)
        if event.button != 1:
            return False
        gesture = self.click_gesture(decision.kind, event.pos)
        if gesture is None:
            return False
        if isinstance(gesture, CastleSpace):
            self._build_at(gesture, event.pos)
            return True
        preview = self.session.preview(gesture)
        if preview.command is None:
            self.refuse(preview.refusal or _(NOTHING), event.pos)
        else:
            self.give(preview.command, event.pos)
        return True

    def click_gesture(self, kind: str, pos: tuple[int, int]) -> object | None:
        """What a click at `pos` means in a decision of `kind` (None: nothing to click there)."""
        finders: dict[str, Callable[[tuple[int, int]], object | None]] = {
            DecisionKind.PLACE: self._display_at, DecisionKind.MISSION: self._display_at,
            DecisionKind.CHARACTER: self._character_at, DecisionKind.COLLECT: self._resource_at,
            DecisionKind.BUILD: self._castle_at, DecisionKind.FULFIL: self._mission_at}
        finder = finders.get(kind)
        return finder(pos) if finder is not None else None

    def _display_at(self, pos: tuple[int, int]) -> object | None:
        slot = next((i for i, rect in enumerate(self.where().display) if rect.collidepoint(pos)), None)
        return DisplayMission(slot) if slot is not None else None

    def _character_at(self, pos: tuple[int, int]) -> object | None:
        key = next((key for rect, key in self.where().characters if rect.collidepoint(pos)), None)
        return CharacterTile(key) if key is not None else None

    def _resource_at(self, pos: tuple[int, int]) -> object | None:
        view = self.rview
        region = view.pending_region
        for index, good in enumerate(view.spaces.get(region, ())):
            if good is not None and layout.resource_space_rect(region, index).collidepoint(pos):
                return ResourceSpace(region, index)
        return None

    def _castle_at(self, pos: tuple[int, int]) -> object | None:
        for region in self.rview.regions:
            for index in range(2):
                if layout.castle_space_rect(region, index).inflate(6, 6).collidepoint(pos):
                    options = model.builds_in(self.decision, region)
                    return CastleSpace(region, options[0].pay if options else "rice")
        return None

    def _mission_at(self, pos: tuple[int, int]) -> object | None:
        for rect, mission in reversed(self.where().missions):
            if rect.collidepoint(pos):
                return GoodOnMission(mission)
        return None

    def _choose_good(self, pos: tuple[int, int], less: bool) -> bool:
        """A good of your board clicked while giving goods back: chosen (or, right click, taken back); once
        enough are chosen, the choice bar offers to give them back."""
        kind = next((kind for kind, rect in self.where().goods.items() if rect.collidepoint(pos)), None)
        if kind is None:
            return False
        seat = self.viewer
        self.chosen = model.choose_less(self.chosen, kind) if less else model.choose_more(self.rview, seat,
                                                                                          self.chosen, kind)
        self.chosen_at = self.session.version
        self.layer.version += 1
        self.offer_give_back()
        return True

    def offer_give_back(self) -> None:
        """The choice bar offers the goods chosen, once they are as many as must go back."""
        decision = self.decision
        goods = model.chosen_goods(self.chosen)
        if decision is None or decision.kind != DecisionKind.GIVE_BACK or len(goods) != model.give_back_due(self.rview,
                                                                                                 self.viewer):
            self.bar.show(None)
            return
        command = self.session.preview(GoodsGivenBack(goods)).command
        label = decision.label_of(command) if command is not None else None
        if command is None or label is None:
            self.bar.show(None)
            return
        self.bar.show(Decision(decision.seat, decision.kind, decision.prompt, (Option(command, label, label),)))

    def _build_at(self, gesture: CastleSpace, pos: tuple[int, int]) -> None:
        """A castle space clicked: build there, or when several goods can pay, ask which."""
        decision = self.decision
        options = [o for o in decision.options if o.command in model.builds_in(decision, gesture.region)] \
            if decision is not None else []
        if len(options) > 1:
            self.bar.open(options, pos)
            return
        preview = self.session.preview(gesture)
        if preview.command is not None:
            self.give(preview.command, pos)

    def locate(self, command: Command) -> pygame.Rect | None:
        """Where a command points on the board: a good on the map, a display mission, a character, one of your
        missions, an action chip."""
        places = self.where()
        if isinstance(command, Collect):
            return layout.resource_space_rect(command.region, command.space)
        if isinstance(command, (ChooseMission, TakeMission)) and command.slot < len(places.display):
            return places.display[command.slot]
        if isinstance(command, ChooseCharacter):
            return places.character_rect(command.character)
        if isinstance(command, Fulfil):
            return places.mission_rect(command.mission)
        if isinstance(command, Place) and command.action != POINTS and not command.source:
            return self.drop_rect(("chip", command.city, command.action))
        return None

    def clicks_for(self, command: Command) -> list[pygame.Rect]:
        """Goods given back are clicked one by one on your board (the choice bar then offers to give them)."""
        if isinstance(command, GiveBack):
            goods = self.where().goods
            return [pygame.Rect(goods[kind]) for kind in command.goods if kind in goods]
        return super().clicks_for(command)

    def implied_by(self, command: Command) -> list[Command]:
        """One good given back is part of giving back all the goods over the limit at once."""
        decision = self.decision
        if not isinstance(command, Discard) or decision is None:
            return []
        return [c for c in decision.commands if isinstance(c, GiveBack) and command.good in c.goods]

    # --- words ---------------------------------------------------------------------------------------------
    def status_text(self) -> str:
        session = self.session
        decision = self.decision
        thinking = session.thinking_seat()
        waiting = session.awaited()
        who = _("Your turn") if len(session.humans) == 1 else session.seat_name(self.viewer)
        return words.status(self.rview, decision.prompt if decision is not None else None, who,
                            session.seat_name(thinking) if thinking is not None and decision is None else None,
                            join_and(waiting) if waiting else None)

    def names(self) -> list[str]:
        return [self.session.seat_name(s) for s in range(self.rview.num_seats)]

    def tray_open(self) -> bool:
        """The choice bar, or the goods being chosen to give back, cover the character display."""
        decision = self.decision
        return self.bar.visible or (decision is not None and decision.kind == DecisionKind.GIVE_BACK)

    def hover_text(self, pos: tuple[int, int]) -> str:
        covered = self.tray_open()
        if covered and self.BAR_RECT.collidepoint(pos):
            return ""
        return words.hover(self.rview, self.where(), pos, self.names(), self.labels, covered, self.viewer)

    def result_lines(self, outcome: Outcome) -> list[str]:
        return self.results

    def result_title(self, outcome: Outcome) -> str | None:
        if self.rview.mode == "solo":
            return words.rank_title(int(outcome.scores[0]))
        return None

    # --- animations ----------------------------------------------------------------------------------------
    def animations_for(self, applied: Applied, previous_view: Any) -> list[Animation]:
        return motion.animations_for(applied, previous_view, self.rview, self.where(), self.viewer,
                                     self.app.settings.animation_seconds)

    # --- drawing -------------------------------------------------------------------------------------------
    def look(self) -> paint.Look:
        """What the table shows besides the view, now."""
        drag = self.drag
        active = drag.active
        lifted = {key for key in (drag.pressed.key if drag.dragging and drag.pressed else None, drag.snap_key)
                  if key is not None}
        decision = self.decision
        points = frozenset(c.city for c in decision.commands if isinstance(c, Place) and c.action == POINTS) \
            if decision is not None else frozenset()
        giving = model.give_back_due(self.rview, self.viewer) if decision is not None and \
            decision.kind == DecisionKind.GIVE_BACK else 0
        return paint.Look(self.viewer, self.labels, self.rview.acting(), self.lit,
                          active.payload.kind if active is not None else "", frozenset(lifted), points,
                          self.bar.visible, giving, self.chosen)

    def draw_board(self, surface: pygame.Surface) -> None:
        self.layer.draw(surface, self.rview, self.where(), self.look())
        self.grey_refused_actions(surface)

    def refused_actions(self) -> list[pygame.Rect]:
        """While a ronin is in hand: the actions of the tiles (and their "+2") the rules refuse it now (the
        Castle with no good to pay, an action of a taken city), to be greyed."""
        active = self.drag.active
        if active is None or active.payload.kind != "ronin":
            return []
        return [target.rect for target in self.drag.targets
                if target.key[0] in ("chip", "points") and not target.legal]

    def grey_refused_actions(self, surface: pygame.Surface) -> None:
        for rect in self.refused_actions():
            paint.greyed(surface, rect)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_preview(surface)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """While a ronin is carried over a city: what dropping it there would do."""
        drag = self.drag
        if not drag.dragging or drag.pressed is None or drag.pressed.payload.kind != "ronin":
            return
        target = drag.target_at(drag.pos)
        if target is None:
            return
        step = target.command
        line = _preview_line(step.step if isinstance(step, InHand) else step, self.rview)
        if not line:
            return
        image = text.render(line, 20, theme.INK)
        x, y = drag.pos
        box = pygame.Rect(x + 18, y + 20, image.get_width() + 16, image.get_height() + 10)
        box.clamp_ip(TABLE_AREA)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=6)
        pygame.draw.rect(surface, theme.LEGAL if target.legal else theme.DANGER, box, 2, border_radius=6)
        surface.blit(image, (box.x + 8, box.y + 6))


def _preview_line(step: object, view: RoninView) -> str:
    if isinstance(step, AtCity):
        return _("{city}: choose one of its actions").format(city=city_name(step.city))
    if isinstance(step, RiderAction):
        return _("The Rider: {action} of {city}").format(action=action_text(step.action), city=city_name(step.source))
    if isinstance(step, Place):
        if step.action == POINTS:
            return _("{city}: take 2 points instead of the action").format(city=city_name(step.city))
        if step.action in DATA.actions:
            return _("{city}: {action}").format(city=city_name(step.city), action=action_text(step.action))
        return _("{city}: not possible now").format(city=city_name(step.city))
    return ""


TABLE_SCENE = RoninTable
