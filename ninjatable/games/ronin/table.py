"""The Ronin table: the map of Japan with its cities, action tiles, castles, goods and figures; your player
board at the bottom (ronin spaces, goods, meditation tokens, flags, missions, characters, bonus tiles), the
other players beside it; the mission display and the Shogun cards in the sea; the tea ceremony track and the
score track on the right.

Gestures (translated into commands here, the engine decides what is legal):

- drag a ronin from your board onto a city: onto one of the actions of its tile to carry it out, onto the
  "2 points" chip under the tile to give the action up, onto the city itself to do its only action (or to
  choose among its actions, the points and the Rider's actions);
- click a mission of the display to take it (paying meditation tokens, or for free with the mission action);
- click a character, a castle space, a good in the region being resolved, or choose from the panel that
  opens (market, bonus tiles, how to pay for a castle);
- drag a good (or joker) from your board onto one of your missions to fulfil it (or click the mission);
  "Done" ends your missions for the round;
- at the end of a round, click the goods you give back.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Event, Outcome
from ninjatable.games.ronin import table_draw as td
from ninjatable.games.ronin.board import load_board
from ninjatable.games.ronin.commands import (
    Build,
    Buy,
    ChooseBonus,
    ChooseCharacter,
    ChooseMission,
    Collect,
    Discard,
    Done,
    Fulfil,
    Place,
    TakeMission,
)
from ninjatable.games.ronin.data import DATA, GOODS, solo_rank
from ninjatable.games.ronin.table_scores import best_score_lines, record_solo_score
from ninjatable.games.ronin.view import RoninView
from ninjatable.ui import text, theme
from ninjatable.ui.drag import DragSource, DropTarget
from ninjatable.ui.table import Animation, TableScene

SHOGUN = -1
PHASE_NAMES = {"place": "1 Place ronin", "collect": "2 Collect goods", "fulfil": "3 Fulfil missions",
               "discard": "4 End of round", "over": "Game over"}
KINDS = (*GOODS, "joker")
DONE_RECT = pygame.Rect(488, 612, 112, 22)


@dataclasses.dataclass
class Hotspot:
    """Something to click: it submits `command`, or calls `on_click` (a choice that needs more)."""

    key: Any
    rect: pygame.Rect
    command: Command | None
    legal: bool
    on_click: Callable[[tuple[int, int]], None] | None = None


@dataclasses.dataclass
class Choice:
    """A small panel of buttons: the actions of a city, how to pay, the market, the bonus tiles."""

    title: str
    options: list[tuple[str, Command, tuple[int, int, int]]]
    closable: bool = True

    def option_rects(self) -> list[pygame.Rect]:
        rect = td.CHOICE_RECT
        width, height = 170, 34
        per_row = 3
        rects = []
        for i in range(len(self.options)):
            row, col = divmod(i, per_row)
            rects.append(pygame.Rect(rect.x + 14 + col * (width + 10), rect.y + 44 + row * (height + 8), width,
                                     height))
        return rects

    def cancel_rect(self) -> pygame.Rect:
        rect = td.CHOICE_RECT
        return pygame.Rect(rect.right - 110, rect.bottom - 40, 96, 30)


class DelayedAnimation(Animation):
    """An animation that starts after `elapsed` has climbed from a negative delay to zero."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.elapsed >= 0:
            super().draw(surface)


class RoninTable(TableScene):
    """The table scene of Ronin."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.hotspots: list[Hotspot] = []
        self.choice: Choice | None = None
        self.forced_choice: Choice | None = None
        self.ronin_rects: list[pygame.Rect] = []
        self.good_rects: dict[str, pygame.Rect] = {}
        self.mission_rects: list[tuple[pygame.Rect, int]] = []
        self.display_rects: list[pygame.Rect] = []
        self.drawn_rects: list[tuple[pygame.Rect, int]] = []
        self.char_rects: list[tuple[pygame.Rect, str]] = []
        self.other_rects: dict[int, pygame.Rect] = {}
        self.best_lines: list[str] = []
        #: the table drawn once per change (see table_paint.paint); only drawing reads and fills it.
        self.layer_cache: dict[str, Any] = {}
        self.layer_version = 0
        super().__init__(*args, **kwargs)

    @property
    def rview(self) -> RoninView:
        return self.view

    # --- layout ----------------------------------------------------------------------------------------------
    def on_refresh(self) -> None:
        view = self.rview
        me = self.viewer
        self.choice = None
        self.layer_version += 1
        # your ronin spaces
        total = max(view.ronin_total[me], 5 if view.fifth_waiting[me] else view.ronin_total[me])
        self.ronin_rects = [pygame.Rect(td.BOARD_RECT.x + 10 + i * 30, td.BOARD_RECT.y + 30, 26, 36)
                            for i in range(total)]
        self.good_rects = {kind: pygame.Rect(td.BOARD_RECT.x + 10 + i * 50, td.BOARD_RECT.y + 74, 44, 24)
                           for i, kind in enumerate(KINDS)}
        missions = view.missions[me]
        step = 74 if len(missions) <= 5 else max(24, 350 // (len(missions) - 1))
        self.mission_rects = [(pygame.Rect(td.BOARD_RECT.x + 10 + i * step, td.BOARD_RECT.y + 102, 70, 82), m)
                              for i, m in enumerate(missions)]
        self.display_rects = [pygame.Rect(td.DISPLAY_POS[0] + i * 82, td.DISPLAY_POS[1], *td.MISSION_CARD)
                              for i in range(len(view.display))]
        self.drawn_rects = [(pygame.Rect(td.DRAWN_POS[0] + i * 60, td.DRAWN_POS[1], *td.DRAWN_CARD), m)
                            for i, m in enumerate(view.drawn[:5])]
        kinds: list[str] = []
        for key in view.char_display:
            if key not in kinds:
                kinds.append(key)
        self.char_rects = [(pygame.Rect(td.CHAR_RECT.x + 4 + (i % 4) * 78, td.CHAR_RECT.y + 18 + (i // 4) * 17,
                                        76, 16), key) for i, key in enumerate(kinds)]
        others = [s for s in range(view.num_seats) if s != me]
        rows = len(others) + (1 if view.mode in ("solo", "duel") else 0)
        height = min(62, td.OTHERS_RECT.height // max(1, rows))
        self.other_rects = {}
        for i, seat in enumerate(others + ([SHOGUN] if view.mode in ("solo", "duel") else [])):
            self.other_rects[seat] = pygame.Rect(td.OTHERS_RECT.x, td.OTHERS_RECT.y + i * height, td.OTHERS_RECT.width,
                                                 height - 4)
        self._build_hotspots()

    def _build_hotspots(self) -> None:
        self.hotspots = []
        self.forced_choice = None
        seat = self.human_seat()
        if seat is None:
            return
        view = self.rview
        legal = self.legal_set
        pending = view.pending
        kind = pending[0] if pending is not None else None

        def add(key: Any, rect: pygame.Rect, command: Command | None, on_click=None, is_legal=None) -> None:
            self.hotspots.append(Hotspot(key, rect, command, command in legal if is_legal is None else is_legal,
                                         on_click))

        if kind == "mission":
            for slot, rect in enumerate(self.display_rects):
                add(("display", slot), rect, ChooseMission(slot))
        elif kind is None and view.phase == "place":
            for slot, rect in enumerate(self.display_rects):
                add(("display", slot), rect, TakeMission(slot))
        if kind == "character":
            for rect, key in self.char_rects:
                add(("character", key), rect, ChooseCharacter(key))
        if kind == "build":
            board = load_board()
            for region in view.castle_spaces:
                options = [c for c in self.legal if isinstance(c, Build) and c.region == region]
                for space in board.castle_spaces[region]:
                    x, y = td.to_screen(space.pos)
                    add(("castle", region, space.index), pygame.Rect(x - 11, y - 11, 22, 22), None,
                        self._build_click(region), is_legal=bool(options))
        if kind == "collect":
            region = int(pending[2])
            for space in load_board().resource_spaces[region]:
                x, y = td.to_screen(space.pos)
                add(("resource", region, space.index), pygame.Rect(x - 11, y - 11, 22, 22),
                    Collect(region, space.index))
        if kind == "market":
            self.forced_choice = Choice("Market: take a good of your choice from the bag", [
                (f"{good.capitalize()} ({view.bag[good]} in the bag)", Buy(good), td.GOOD_COLOURS[good])
                for good in GOODS if Buy(good) in legal], closable=False)
        if kind == "bonus":
            self.forced_choice = Choice("Tea ceremony bonus space: take a bonus tile", [
                (f"{DATA.bonus_kinds[c.tile].name}: {DATA.bonus_kinds[c.tile].text}", c, (120, 92, 52))
                for c in self.legal if isinstance(c, ChooseBonus)], closable=False)
        if kind is None and view.phase == "fulfil":
            for rect, mission in self.mission_rects:
                add(("mission", mission), rect, Fulfil(mission))
            add(("done",), DONE_RECT, Done())
        if kind is None and view.phase == "discard":
            for good, rect in self.good_rects.items():
                add(("discard", good), rect, Discard(good))

    def _build_click(self, region: int) -> Callable[[tuple[int, int]], None]:
        def click(pos: tuple[int, int]) -> None:
            options = [c for c in self.legal if isinstance(c, Build) and c.region == region]
            if not options:
                pays = [k for k in KINDS if self._held(k)] or ["rice"]
                self.submit(Build(region, pays[0]), pos)
            elif len(options) == 1:
                self.submit(options[0], pos)
            else:
                self.choice = Choice(f"Pay for the castle in region {region} with:", [
                    (o.pay.capitalize(), o, td.GOOD_COLOURS.get(o.pay, (90, 90, 90))) for o in options])
        return click

    def _held(self, kind: str) -> int:
        view = self.rview
        me = self.viewer
        return view.jokers[me] if kind == "joker" else view.goods[me][kind]

    def ronin_left(self, seat: int) -> int:
        view = self.rview
        return max(0, view.ronin_total[seat] - view.ronin_placed[seat] - view.ronin_idle[seat])

    # --- the drag host -----------------------------------------------------------------------------------------
    def drag_sources(self) -> list[DragSource]:
        seat = self.human_seat()
        if seat is None or self.choice is not None or self.forced_choice is not None:
            return []
        view = self.rview
        sources: list[DragSource] = []
        if view.phase == "place" and view.pending is None and self.ronin_left(seat) > 0:
            rect = self.ronin_rects[self.ronin_left(seat) - 1]
            sources.append(DragSource(("ronin",), rect, ("ronin",), td.ronin_image(td.seat_colour(seat), 32)))
        if view.phase == "fulfil" and view.pending is None:
            for kind, rect in self.good_rects.items():
                if self._held(kind):
                    sources.append(DragSource(("good", kind), rect, ("good", kind), td.good_image(kind, 11)))
        return sources

    def drop_targets(self, payload: Any) -> list[DropTarget]:
        view = self.rview
        targets: list[DropTarget] = []
        if payload[0] == "ronin":
            places = [c for c in self.legal if isinstance(c, Place)]
            for city in view.cities:
                actions = view.tile_actions(city)
                here = [c for c in places if c.city == city]
                targets.append(DropTarget(("city", city), td.city_body(city), ("city", city), bool(here), 1))
                targets.append(DropTarget(("plate", city), td.name_plate(city), ("city", city), bool(here), 2))
                for action, rect in zip(actions, td.chip_rects(city, len(actions)), strict=False):
                    command = Place(city, action)
                    targets.append(DropTarget(("chip", city, action), rect, command, command in self.legal_set, 2))
                command = Place(city, "points")
                targets.append(DropTarget(("points", city), td.points_chip_rect(city, len(actions)), command,
                                          command in self.legal_set, 2))
        elif payload[0] == "good":
            for rect, mission in self.mission_rects:
                command = Fulfil(mission)
                targets.append(DropTarget(("mission", mission), rect, command, command in self.legal_set, 1))
        return targets

    def on_drop(self, source: DragSource, target: DropTarget | None, pos: tuple[int, int]) -> bool:
        if target is None:
            if source.payload[0] == "ronin":
                self.toast.show("Drop the ronin on a city.", pos)
            return False
        command = target.command
        if isinstance(command, tuple) and command[0] == "city":
            return self._drop_on_city(command[1], pos)
        return self.submit(command, pos)

    def _drop_on_city(self, city: str, pos: tuple[int, int]) -> bool:
        view = self.rview
        options = [c for c in self.legal if isinstance(c, Place) and c.city == city]
        if not options:
            return self.submit(Place(city, view.tile_actions(city)[0]), pos)
        actions = [c for c in options if c.action != "points"]
        if len(actions) == 1 and not actions[0].source:
            return self.submit(actions[0], pos)
        labels = []
        for c in options:
            if c.action == "points":
                labels.append(("Take 2 points instead", c, td.ACTION_COLOURS["points"]))
            elif c.source:
                labels.append((f"Rider: {td.ACTION_LABELS[c.action]} of {c.source}", c, (110, 80, 60)))
            else:
                labels.append((td.ACTION_LABELS[c.action], c, td.ACTION_COLOURS[c.action]))
        self.choice = Choice(f"Your ronin goes to {city}: choose what to do", labels)
        return True

    # --- input -------------------------------------------------------------------------------------------------
    def handle_table_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.human_seat() is None:
            return False
        choice = self.choice or self.forced_choice
        if choice is not None:
            for rect, (_, command, _) in zip(choice.option_rects(), choice.options, strict=False):
                if rect.collidepoint(event.pos):
                    self.choice = None
                    self.submit(command, event.pos)
                    return True
            if choice.closable and (choice.cancel_rect().collidepoint(event.pos)
                                    or not td.CHOICE_RECT.collidepoint(event.pos)):
                self.choice = None
            return True
        for spot in reversed(self.hotspots):
            if spot.rect.collidepoint(event.pos):
                self.drag.cancel()
                if spot.on_click is not None:
                    spot.on_click(event.pos)
                elif spot.command is not None:
                    self.submit(spot.command, event.pos)
                return True
        return False

    def open_menu(self) -> None:
        self.choice = None
        super().open_menu()

    # --- words ----------------------------------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.rview
        state = self.match.state
        if state.is_over():
            return "The game is over."
        prefix = f"Round {view.round}/{DATA['rounds']}"
        thinking = self.thinking_seat()
        if thinking is not None:
            return f"{prefix}: {state.seat_name(thinking)} is thinking..."
        actor = self.actor()
        if actor is None or self.human_seat() != actor:
            return prefix
        who = "Your turn" if len(self.humans) == 1 else f"{state.seat_name(actor)}"
        pending = view.pending
        kind = pending[0] if pending else None
        if kind == "mission":
            return f"{prefix}. {who}: click a mission of the display to take it."
        if kind == "character":
            return f"{prefix}. {who}: click a character to take it."
        if kind == "build":
            return f"{prefix}. {who}: click a lit castle space to build there."
        if kind == "market":
            return f"{prefix}. {who}: choose a good from the bag."
        if kind == "bonus":
            return f"{prefix}. {who}: choose a bonus tile."
        if kind == "collect":
            return f"{prefix}. {who}: click a good in region {pending[2]} to take it."
        if view.phase == "place":
            return f"{prefix}. {who}: drag a ronin onto a city (or click a display mission to buy it first)."
        if view.phase == "fulfil":
            return f"{prefix}. {who}: drag a good onto a mission to fulfil it, or click Done."
        if view.phase == "discard":
            limit = 6 if "merchant" in view.characters[actor] else DATA["goods_limit"]
            return f"{prefix}. {who}: too many goods - click one to give it back (keep {limit})."
        return prefix

    def hover_text(self, pos: tuple[int, int]) -> str:
        view = self.rview
        for city in view.cities:
            actions = view.tile_actions(city)
            if td.city_body(city).collidepoint(pos) or td.tile_rect(city, len(actions)).collidepoint(pos):
                return self.city_text(city)
        for slot, rect in enumerate(self.display_rects):
            if rect.collidepoint(pos):
                cost = DATA["display_costs"][slot]
                return f"{self.mission_text(view.display[slot])} Take it before placing a ronin for {cost} meditation."
        for rect, mission in reversed(self.mission_rects):
            if rect.collidepoint(pos):
                return f"Your mission: {self.mission_text(mission)}"
        for rect, mission in self.drawn_rects:
            if rect.collidepoint(pos):
                cities = DATA.missions[mission].cities
                return (f"Drawn for this ronin: it may go to {cities[0]} or {cities[1]} if free. The card goes to "
                        "the discard pile after the ronin is placed.")
        for rect, key in self.char_rects:
            if rect.collidepoint(pos):
                character = DATA.characters[key]
                return f"{character.name}: {character.text}"
        for i, rect in enumerate(self.ronin_rects):
            if rect.collidepoint(pos):
                me = self.viewer
                if i >= view.ronin_total[me]:
                    return "Your fifth ronin joins you when you take your first character."
                return (f"Your ronin: {self.ronin_left(me)} of {view.ronin_total[me]} still to place this round. "
                        "Drag one onto a city.")
        for kind, rect in self.good_rects.items():
            if rect.collidepoint(pos):
                name = "jokers (each stands for any good)" if kind == "joker" else kind
                return f"You hold {self._held(kind)} {name}."
        for seat, rect in self.other_rects.items():
            if rect.collidepoint(pos):
                return self.seat_text(seat)
        for index, card in enumerate(view.shogun_revealed):
            if self._shogun_slot(index).collidepoint(pos):
                shogun = DATA.shogun_cards[card]
                return (f"Shogun card of round {index + 1}: region {shogun.region}, his ronin in "
                        f"{', '.join(shogun.cities)}.")
        board = load_board()
        for region, goods in view.spaces.items():
            for space, good in zip(board.resource_spaces[region], goods, strict=False):
                x, y = td.to_screen(space.pos)
                if good is not None and abs(pos[0] - x) <= 9 and abs(pos[1] - y) <= 9:
                    horse = " (the horse-head space)" if space.horse_head else ""
                    return f"{good.capitalize()} in region {region}{horse}."
        if td.TEA_RECT.collidepoint(pos):
            return ("Tea ceremony track: bonus spaces 3, 6, 9, 12, 15 give a bonus tile; further ahead wins ties. "
                    + ", ".join(f"{self.match.state.seat_name(s)} {view.tea[s]}" for s in range(view.num_seats)))
        if td.SCORE_RECT.collidepoint(pos):
            return "Score track: " + ", ".join(f"{self.match.state.seat_name(s)} {view.points[s]}"
                                               for s in range(view.num_seats))
        return ""

    def city_text(self, city: str) -> str:
        view = self.rview
        sides = DATA.city_tiles[city]
        shown = " or ".join(DATA.actions[a] for a in sides[view.face[city]])
        other = " or ".join(td.ACTION_LABELS[a] for a in sides[1 - view.face[city]])
        regions = ", ".join(str(r) for r in load_board().cities[city].regions)
        who = [self.match.state.seat_name(s) for s in view.occupants.get(city, [])]
        line = f"{city} (regions {regions}): {shown}. The other side: {other}."
        if who:
            line += f" Here: {', '.join(who)}."
        return line

    def seat_text(self, seat: int) -> str:
        view = self.rview
        if seat == SHOGUN:
            return (f"The Shogun: {view.shogun_castles_left} castles left, {view.shogun_deck_size} cards to come"
                    + (f", tea ceremony space {view.shogun_tea}." if view.shogun_tea is not None else "."))
        goods = ", ".join(f"{n} {g}" for g, n in view.goods[seat].items() if n) or "no goods"
        extras = [DATA.characters[c].name for c in view.characters[seat]]
        extras += [DATA.bonus_kinds[b].name for b in view.bonus[seat]]
        return (f"{self.seat_label(seat)}: {view.points[seat]} points, tea {view.tea[seat]}, "
                f"{self.ronin_left(seat)} ronin to place, {goods}, {view.jokers[seat]} jokers, "
                f"{view.meditation[seat]} meditation, {view.flags[seat]} flags, {view.castles_left[seat]} castles "
                f"left, {len(view.missions[seat])} missions held, {len(view.fulfilled[seat])} fulfilled"
                + (f"; {', '.join(extras)}." if extras else "."))

    @staticmethod
    def mission_text(mission_id: int) -> str:
        mission = DATA.missions[mission_id]
        return (f"{mission.points} points for {', '.join(mission.goods)} with a ronin in "
                f"{mission.cities[0]} or {mission.cities[1]}.")

    def result_lines(self, outcome: Outcome) -> list[str]:
        view = self.match.state.view(None)
        lines = []
        if view.final:
            for seat, parts in enumerate(view.final):
                earned = parts["total"] - parts["castles"] - parts["flags"] - parts["bonus"]
                lines.append(f"{self.seat_label(seat)}: missions and actions {earned}, castles {parts['castles']}, "
                             f"flags {parts['flags']}, bonus tiles {parts['bonus']}.")
        if view.mode == "solo":
            ranks = DATA["solo_ranks"]
            scale = ", ".join(f"{name} from {low}" if low else f"{name} below {ranks[1][0]}" for low, name in ranks)
            lines.append(f"Ranks: {scale} points.")
        return lines + self.best_lines

    def show_results(self) -> None:
        """The game is over: a solo score joins the best scores kept in the data folder."""
        state = self.match.state
        if state.is_over() and state.num_seats == 1 and self.humans == [0]:
            best, place = record_solo_score(self.app.storage, state.points[0], self.match.seed,
                                            len(self.match.history))
            self.best_lines = best_score_lines(best, place)
        from ninjatable.ui.scenes import ResultsScene

        class RoninResults(ResultsScene):
            """The results; a solo game is titled with the rank reached."""

            def winner_title(self) -> str:
                table = self.table
                if table.match.state.num_seats == 1:
                    return f"Your rank: {solo_rank(table.match.state.points[0])}"
                return super().winner_title()

        self.refresh()
        self.app.scenes.push(RoninResults(self.app, self))

    # --- animations --------------------------------------------------------------------------------------------
    def animations_for(self, events: Sequence[Event], seat: int, previous_view: Any) -> list[Animation]:
        seconds = self.app.settings.animation_seconds
        found: list[Animation] = []
        delay = 0.0
        for event in events:
            data = event.data or {}
            if event.kind == "place" and "city" in data and seat is not None:
                end = td.figure_slots(data["city"], 1)[0]
                start = self._seat_origin(seat)
                found.append(DelayedAnimation(td.ronin_image(td.seat_colour(seat), 22), start, end, seconds,
                                              elapsed=-delay))
            elif event.kind == "shogun" and "card" in data:
                card = data["card"]
                index = len(self.rview.shogun_revealed) - 1
                slot = self._shogun_slot(index)
                found.append(DelayedAnimation(td.shogun_card_image(card), (380, 300), slot.topleft, seconds * 2,
                                              elapsed=-delay))
                for i, city in enumerate(DATA.shogun_cards[card].cities):
                    found.append(DelayedAnimation(td.ronin_image(td.SHOGUN_COLOUR, 22), slot.center,
                                                  td.figure_slots(city, 1)[0], seconds * 1.5,
                                                  elapsed=-(delay + seconds * (2 + i))))
                region = td.region_polygons()[data["region"]]
                xs, ys = [p[0] for p in region], [p[1] for p in region]
                found.append(DelayedAnimation(None, (0, 0), (0, 0), seconds * 3,
                                              rect=pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)),
                                              colour=theme.DANGER, elapsed=-(delay + seconds * 6)))
                delay += seconds * 8
            elif event.kind == "good" and "region" in data and event.seat is not None:
                space = load_board().resource_spaces[data["region"]][data["space"]]
                x, y = td.to_screen(space.pos)
                good = previous_view.spaces.get(data["region"], [None] * 3)[data["space"]] if previous_view else None
                if good:
                    found.append(DelayedAnimation(td.good_image(good, 9), (x - 9, y - 9), self._seat_origin(event.seat),
                                                  seconds, elapsed=-delay))
                    delay += seconds * 0.5
            elif event.kind == "castle" and "region" in data:
                region = td.region_polygons()[data["region"]]
                xs, ys = [p[0] for p in region], [p[1] for p in region]
                found.append(DelayedAnimation(None, (0, 0), (0, 0), seconds * 2,
                                              rect=pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)),
                                              colour=theme.GOLD, elapsed=-delay))
        return found

    def _seat_origin(self, seat: int) -> tuple[int, int]:
        if seat == self.viewer:
            return (td.BOARD_RECT.x + 40, td.BOARD_RECT.y + 30)
        rect = self.other_rects.get(seat)
        return (rect.x + 20, rect.y + 4) if rect is not None else (490, 700)

    def _shogun_slot(self, index: int) -> pygame.Rect:
        return pygame.Rect(td.SHOGUN_ROW_POS[0] + index * 52, td.SHOGUN_ROW_POS[1], *td.SHOGUN_CARD)

    # --- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_preview(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        from ninjatable.games.ronin import table_paint

        table_paint.paint(self, surface)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """While a ronin is carried over a city: what dropping it there would do."""
        if not self.drag.dragging or self.drag.pressed is None or self.drag.pressed.payload[0] != "ronin":
            return
        target = self.drag.target_at(self.drag.pos)
        if target is None:
            return
        command = target.command
        if isinstance(command, tuple):
            city = command[1]
            options = [c for c in self.legal if isinstance(c, Place) and c.city == city and c.action != "points"]
            if len(options) == 1 and not options[0].source:
                line = f"{city}: {DATA.actions[options[0].action]}"
            elif options:
                line = f"{city}: choose among {len(options) + 1} options"
            else:
                line = f"{city}: not possible now"
        elif isinstance(command, Place):
            what = "take 2 points instead of the action" if command.action == "points" else DATA.actions[command.action]
            line = f"{command.city}: {what}"
        else:
            return
        image = text.render(line, 20, theme.INK)
        x, y = self.drag.pos
        box = pygame.Rect(x + 18, y + 20, image.get_width() + 16, image.get_height() + 10)
        box.clamp_ip(pygame.Rect(0, 48, 980, 752))
        colour = theme.LEGAL if target.legal else theme.DANGER
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=6)
        pygame.draw.rect(surface, colour, box, 2, border_radius=6)
        surface.blit(image, (box.x + 8, box.y + 6))


TABLE_SCENE = RoninTable
