"""The Ninja All-Stars table: the tournament ground drawn from its map, the ninja as painted miniatures on
round bases, and around it the tracks (round, scores, moon), the dice tray, your moon hand, and each team's
Training Ground and Healing House. Below the board the action bar says what to do and offers the choices.

Gestures (translated into commands in one place, `drop_targets` / `on_drop` and the action bar):

- drag one of your ninja onto a square: activate it (if it is not active yet) and move it there; the squares
  it can reach light up with their cost, squares it must dodge out of are marked, the path and the enemies it
  would see from the square under the mouse are drawn;
- drag it onto an enemy: attack (melee next to it; otherwise a ranged attack or shuriken when allowed);
- click a ninja to pick it: the action bar offers run, ranged, shuriken, search, stealth, pray, hex, the
  Chunin's special, opening a chest, and the end of the activation; actions with a target light their targets
  on the board, click one;
- turn the facing by dragging the gold knob around the base (or the mouse wheel over it, or the turn buttons);
- drag a moon card onto your ninja or an enemy to play it; click a card when the bar asks for a card;
- setup: janken signs, edge choices and passing are buttons; drag a lantern or shrine token from the bar onto
  the board; drag a ninja from your Training Ground onto a marked square to deploy or reinforce;
- dice: the combat dice roll in the tray, cancelled pairs are crossed out and linked; when you choose the
  result, click one of the remaining dice.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.match import Match
from ninjatable.engine.protocol import Event, Outcome
from ninjatable.games.ninja_all_stars import table_bar as bar
from ninjatable.games.ninja_all_stars import table_draw as paint
from ninjatable.games.ninja_all_stars import table_panels as panels
from ninjatable.games.ninja_all_stars.arena import get_arena
from ninjatable.games.ninja_all_stars.commands import (
    Activate,
    Attack,
    ChooseEdge,
    ChooseResult,
    CombatCard,
    Deploy,
    Discard,
    End,
    LeapingStrike,
    Move,
    OpenChest,
    PlaceLantern,
    PlaceShrine,
    PlayCard,
    Pray,
    Push,
    Ranged,
    Reinforce,
    Run,
    Shuriken,
    WaterMove,
    WaterPlace,
)
from ninjatable.games.ninja_all_stars.data import DECK, TEAMS
from ninjatable.games.ninja_all_stars.geometry import facing_towards
from ninjatable.games.ninja_all_stars.table_panels import BoardDrag
from ninjatable.games.ninja_all_stars.table_queries import ModelPlan, refusal
from ninjatable.games.ninja_all_stars.view import NasView
from ninjatable.ui import theme
from ninjatable.ui.board import Grid
from ninjatable.ui.drag import DragSource, DropTarget
from ninjatable.ui.table import Animation, TableScene

BOARD_TOP_LEFT = (6, 50)
BOARD_SPAN = 585
MARGIN = 18
BAR_RECT = pygame.Rect(8, 676, 620, 120)
TRACK_RECT = pygame.Rect(636, 54, 338, 104)
MOON_RECT = pygame.Rect(636, 164, 338, 58)
DICE_RECT = pygame.Rect(636, 228, 338, 176)
HAND_RECT = pygame.Rect(636, 410, 338, 146)
GROUNDS_RECT = pygame.Rect(636, 562, 338, 234)
CARD_SIZE = (74, 104)
ROLL_SECONDS = 0.6
ROLL_KINDS = ("dice", "affinity", "poison")

@dataclasses.dataclass
class BarItem:
    """A button of the action bar (or a marker token to drag when `token` is set)."""

    key: str
    label: str
    rect: pygame.Rect
    action: Callable[[], Any] | None = None
    enabled: bool = True
    tooltip: str = ""
    token: Any = None


class NinjaAllStarsTable(TableScene):
    """The table scene of Ninja All-Stars."""

    @classmethod
    def busiest_match(cls) -> Match:
        """All eighteen miniatures of Fire and Water on the board (see `table_bench`)."""
        from ninjatable.games.ninja_all_stars.table_bench import crowded_brawl

        return crowded_brawl()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.grid = Grid((BOARD_TOP_LEFT[0] + MARGIN, BOARD_TOP_LEFT[1] + MARGIN), 39, 15, 15)
        self.radius = 15
        self.plans: dict[int, ModelPlan] = {}
        self.bar: list[BarItem] = []
        self.bar_key: Any = None
        self.bar_pressed: str | None = None
        self.mode: tuple[str, dict[tuple[int, int], Command]] | None = None
        self.mode_model = -1
        self.turn_facing: int | None = None
        self.rotating = False
        self.place_facing: int | None = None
        self.rolls: list[Event] = []
        self.roll_clock = 99.0
        self.roll_note = ""
        self.ground_rects: dict[int, pygame.Rect] = {}
        self.card_rects: list[tuple[pygame.Rect, int]] = []
        self.die_rects: list[tuple[pygame.Rect, str]] = []
        self.hover_square: tuple[int, int] | None = None
        self.sight_cache: dict[Any, Any] = {}
        self.layer_cache: dict[Any, pygame.Surface] = {}
        self.canvas: pygame.Surface | None = None
        self.canvas_keys: dict[str, Any] = {}
        self._arena: Any = None
        self.last_moves: list[tuple[tuple[int, int], ...]] = []
        super().__init__(*args, **kwargs)
        self.drag = BoardDrag(self)
        self.rolls = self._rolls_from_log()

    def _rolls_from_log(self) -> list[Event]:
        """The dice of the last command that rolled any (a resumed game shows them again)."""
        last: list[Event] = []
        index = None
        for entry in reversed(self.match.log):
            if entry.event.kind == "result" and index is None and not self.roll_note:
                self.roll_note = entry.event.text
            if entry.event.kind in ROLL_KINDS and entry.event.data.get("dice") or entry.event.kind == "dice":
                if index is not None and entry.command_index != index:
                    break
                index = entry.command_index
                last.insert(0, entry.event)
        return last[-3:]

    # --- layout --------------------------------------------------------------------------------------
    @property
    def nview(self) -> NasView:
        return self.view

    @property
    def arena(self) -> Any:
        if self._arena is None or self._arena.key != self.nview.arena:
            self._arena = get_arena(self.nview.arena)
        return self._arena

    def on_refresh(self) -> None:
        self.canvas_keys = {}
        arena = self.arena
        cell = min(39, BOARD_SPAN // max(arena.width, arena.height))
        self.grid = Grid((BOARD_TOP_LEFT[0] + MARGIN, BOARD_TOP_LEFT[1] + MARGIN), cell, arena.width, arena.height)
        self.radius = int(cell * 0.4)
        self.plans = {}
        self.sight_cache = {}
        self.mode = None
        self.turn_facing = None
        self.rotating = False
        self.place_facing = None
        self.bar_key = None
        self.ground_rects = panels.ground_layout(self)
        self.card_rects = panels.hand_layout(self)
        self.rebuild_bar()

    def centre(self, square: tuple[int, int]) -> tuple[int, int]:
        return self.grid.cell_rect(square).center

    def model_rect(self, model_id: int) -> pygame.Rect | None:
        model = self.nview.models[model_id]
        if model.pos is not None:
            rect = pygame.Rect(0, 0, self.radius * 2 + 6, self.radius * 2 + 6)
            rect.center = self.centre(model.pos)
            return rect
        return self.ground_rects.get(model_id)

    def plan(self, model_id: int) -> ModelPlan | None:
        seat = self.human_seat()
        if seat is None:
            return None
        found = self.plans.get(model_id)
        if found is None:
            found = ModelPlan(self.nview, seat, model_id)
            self.plans[model_id] = found
        return found

    def my_turn_to_activate(self) -> bool:
        view = self.nview
        return self.human_seat() is not None and view.phase == "activation" and view.pending is None

    def focus(self) -> int | None:
        """The ninja the action bar is about: the active one, or the one picked with a click."""
        if not self.my_turn_to_activate():
            return None
        view = self.nview
        if view.active is not None:
            return view.active["model"]
        selected = self.drag.selected
        if selected is not None and selected.payload[0] == "model":
            return selected.payload[1]
        return None

    def pending_kind(self) -> str | None:
        view = self.nview
        if view.pending is None or self.human_seat() is None:
            return None
        return view.pending["kind"]

    # --- giving commands -----------------------------------------------------------------------------
    def give(self, command: Command, pos: tuple[int, int] | None = None, model_id: int | None = None) -> bool:
        """Submit `command`; for a ninja not yet active, check it first on the plan and activate it before."""
        if model_id is not None and self.my_turn_to_activate() and self.nview.active is None:
            plan = self.plan(model_id)
            if plan is not None and plan.needs_activation:
                reason = plan.refusal(command)
                if reason is not None:
                    self.refuse(reason, pos)
                    return False
                if not self.submit(Activate(model_id), pos):
                    return False
                if isinstance(command, Activate):
                    return True
        return self.submit(command, pos)

    def refuse(self, reason: str, pos: tuple[int, int] | None) -> None:
        self.last_refusal = reason
        self.toast.show(reason, pos)

    def after_command(self, seat: int, command: Command, events: Sequence[Event]) -> None:
        rolls = [e for e in events if e.kind in ROLL_KINDS and e.data.get("dice") or e.kind == "dice"]
        if rolls:
            self.rolls = rolls[-3:]
            self.roll_clock = 0.0 if self.app.settings.animation_seconds > 0 else 99.0
            self.roll_note = ""
        notes = [e.text for e in events if e.kind == "result"]
        if notes:
            self.roll_note = notes[-1]
        moves = [tuple(e.data["path"]) for e in events if e.kind == "move" and e.data.get("path")]
        if moves:
            self.last_moves = moves
        super().after_command(seat, command, events)

    def update(self, dt: float) -> None:
        self.roll_clock += dt
        super().update(dt)

    # --- the drag host -------------------------------------------------------------------------------
    def drag_sources(self) -> list[DragSource]:
        seat = self.human_seat()
        if seat is None:
            return []
        view = self.nview
        sources: list[DragSource] = []
        kind = self.pending_kind()
        if view.pending is None and view.phase == "activation":
            for model in view.models:
                if model.seat != seat or model.pos is None or model.activated:
                    continue
                if view.active is not None and view.active["model"] != model.id:
                    continue
                plan = self.plan(model.id)
                if plan is None or not plan.usable:
                    continue
                rect = self.model_rect(model.id)
                assert rect is not None
                sources.append(DragSource(("model", model.id), rect, ("model", model.id),
                                          paint.base(model.team, model.kind, self.radius)))
            for rect, card_id in self.card_rects:
                sources.append(DragSource(("card", card_id), rect, ("card", card_id),
                                          paint.moon_card(card_id, CARD_SIZE, self.strong(card_id))))
        elif view.pending is None and view.phase == "deploy" or kind == "reinforce":
            for model in view.models:
                if model.seat == seat and model.where == "training" and model.id in self.ground_rects:
                    sources.append(DragSource(("ground", model.id), self.ground_rects[model.id], ("ground", model.id),
                                              paint.base(model.team, model.kind, self.radius)))
        elif view.pending is None and view.phase == "markers":
            for item in self.bar:
                if item.token is not None and item.enabled:
                    sources.append(DragSource(("token", item.key), item.rect, item.token,
                                              panels.token_image(item.token, self.grid.cell)))
        return sources

    def board_cells(self) -> list[tuple[tuple[int, int], pygame.Rect]]:
        return [(cell, self.grid.cell_rect(cell)) for cell in self.grid.cells()]

    def drop_targets(self, payload: Any) -> list[DropTarget]:
        view = self.nview
        targets: list[DropTarget] = []
        what = payload[0]
        if what == "model":
            plan = self.plan(payload[1])
            if plan is None:
                return []
            for cell, rect in self.board_cells():
                command = Move(payload[1], cell)
                targets.append(DropTarget(("sq", cell), rect, command, command in plan.legal))
            me = view.models[payload[1]]
            for other in view.models:
                if other.pos is None or other.seat == me.seat:
                    continue
                command = self.attack_command(plan, other.id)
                targets.append(DropTarget(("enemy", other.id), self.grid.cell_rect(other.pos), command,
                                          command in plan.legal, priority=2))
        elif what == "ground":
            model_id = payload[1]
            kind = Reinforce if self.pending_kind() == "reinforce" else Deploy
            for cell, rect in self.board_cells():
                command = kind(model_id, cell)
                targets.append(DropTarget(("sq", cell), rect, command, command in self.legal_set))
        elif what in ("lantern", "shrine"):
            for cell, rect in self.board_cells():
                command = PlaceLantern(cell) if what == "lantern" else PlaceShrine(cell, payload[1])
                targets.append(DropTarget(("sq", cell), rect, command, command in self.legal_set))
        elif what == "card":
            card_id = payload[1]
            focus = self.focus()
            for model in view.models:
                rect = self.model_rect(model.id)
                if rect is None or model.where == "training":
                    continue
                if model.seat == view.seat and model.pos is not None:
                    actor = model.id
                    command = PlayCard(card_id, actor, -1)
                    plan = self.plan(actor)
                    if plan is not None and command not in plan.legal:
                        alternative = self.card_on_target(card_id, model.id)
                        command = alternative or command
                elif focus is not None:
                    command = PlayCard(card_id, focus, model.id)
                else:
                    command = PlayCard(card_id, -1, model.id)
                plan = self.plan(command.model) if command.model >= 0 else None
                legal = plan is not None and command in plan.legal
                targets.append(DropTarget(("model", model.id), rect, command, legal, priority=2))
        return targets

    def card_on_target(self, card_id: int, target: int) -> Command | None:
        focus = self.focus()
        if focus is None:
            return None
        return PlayCard(card_id, focus, target)

    def attack_command(self, plan: ModelPlan, target: int) -> Command:
        """Dropping a ninja onto an enemy: a melee attack when next to it, else a ranged attack or shuriken,
        else a Leaping Strike (Water and Air Chunin); an attack the rules refuse otherwise (with its reason)."""
        for kind in (Attack, Ranged, Shuriken):
            command = kind(plan.model_id, target)
            if command in plan.legal:
                return command
        leaps = [c for c in plan.of_kind(LeapingStrike) if c.target == target]
        if leaps:
            here = plan.state.models[plan.model_id].pos
            leaps.sort(key=lambda c: c.to != here)
            return leaps[0]
        return Attack(plan.model_id, target)

    def on_drop(self, source: DragSource, target: DropTarget | None, pos: tuple[int, int]) -> bool:
        payload = source.payload
        if target is None or target.command is None:
            self.refuse("Drop it on a square of the board.", pos)
            return False
        command = target.command
        if payload[0] == "model":
            if isinstance(command, Move) and command.to == self.nview.models[payload[1]].pos:
                return False
            return self.give(command, pos, model_id=payload[1])
        if payload[0] == "card":
            if command.model < 0:
                self.refuse("First pick the ninja whose activation plays the card: click it.", pos)
                return False
            return self.give(command, pos, model_id=command.model)
        if payload[0] == "ground" and not target.legal:
            reason = refusal(self.nview.public, self.viewer, command)
            if reason is None or reason == "That move is not allowed now.":
                reason = "Deploy a ninja on a free marked square of your own deployment zone."
            self.refuse(reason, pos)
            return False
        return self.submit(command, pos)

    # --- the action bar -----------------------------------------------------------------------------
    def rebuild_bar(self) -> None:
        self.bar = bar.build_bar(self)
        self.bar_key = self._bar_state()

    def _bar_state(self) -> Any:
        selected = self.drag.selected.key if self.drag.selected is not None else None
        return (len(self.match.history), selected, self.mode[0] if self.mode else None, self.turn_facing,
                self.place_facing, self.human_seat())

    def bar_item(self, key: str) -> BarItem | None:
        for item in self.bar:
            if item.key == key:
                return item
        return None

    def start_mode(self, label: str, commands: list[Command], model_id: int) -> None:
        """An action with targets: light them on the board; a click on one gives the command."""
        if not commands:
            return
        if len(commands) == 1:
            self.give(commands[0], None, model_id=model_id)
            return
        squares: dict[tuple[int, int], Command] = {}
        view = self.nview
        here = view.models[model_id].pos
        for command in commands:
            if isinstance(command, Run):
                squares.setdefault(command.to, command)
            elif isinstance(command, Pray):
                squares.setdefault(command.shrine, command)
            elif isinstance(command, OpenChest):
                squares.setdefault(command.chest, command)
            elif isinstance(command, LeapingStrike):
                pos = view.models[command.target].pos
                if pos is not None and (pos not in squares or command.to == here):
                    squares[pos] = command
            else:
                target = getattr(command, "target", -1)
                pos = view.models[target].pos if target >= 0 else here
                if pos is not None:
                    squares.setdefault(pos, command)
        if not squares:
            self.give(commands[0], None, model_id=model_id)
            return
        self.mode = (label, squares)
        self.mode_model = model_id
        self.rebuild_bar()

    def end_command(self, model_id: int) -> End:
        facing = self.turn_facing if self.turn_facing is not None else self.nview.models[model_id].facing
        return End(model_id, facing)

    def turn(self, step: int) -> None:
        focus = self.focus()
        if self.pending_kind() in ("push", "water_move", "water_place"):
            current = self.place_facing if self.place_facing is not None else self._placing_facing()
            self.place_facing = (current + step) % 8
        elif focus is not None:
            current = self.turn_facing if self.turn_facing is not None else self.nview.models[focus].facing
            self.turn_facing = (current + step) % 8
        self.rebuild_bar()

    def _placing_facing(self) -> int:
        view = self.nview
        combat = view.combat or {}
        who = combat.get("attacker") if self.pending_kind() == "water_move" else combat.get("defender")
        return view.models[who].facing if who is not None else 0

    def placing_squares(self) -> dict[tuple[int, int], list[Command]]:
        """Push / Water: the squares offered, each with its commands (one per facing)."""
        squares: dict[tuple[int, int], list[Command]] = {}
        for command in self.legal:
            if isinstance(command, Push | WaterMove | WaterPlace):
                squares.setdefault(command.to, []).append(command)
        return squares

    def choose_square(self, square: tuple[int, int], pos: tuple[int, int]) -> bool:
        options = self.placing_squares().get(square)
        if not options:
            return False
        facing = self.place_facing if self.place_facing is not None else self._placing_facing()
        command = next((c for c in options if c.facing == facing), options[0])
        return self.submit(command, pos)

    # --- input ---------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.mode is not None:
            self.mode = None  # Esc leaves the choice of a target (a second Esc opens the menu)
            self.rebuild_bar()
            return True
        handled = super().handle_event(event)
        if self.bar_key != self._bar_state():
            self.rebuild_bar()
        return handled

    def knob_centre(self, model_id: int) -> tuple[float, float] | None:
        model = self.nview.models[model_id]
        if model.pos is None:
            return None
        facing = self.turn_facing if self.turn_facing is not None else model.facing
        cx, cy = self.centre(model.pos)
        dx, dy = facing_vector(facing)
        return (cx + dx * (self.radius + 9), cy + dy * (self.radius + 9))

    def may_turn(self) -> int | None:
        """The ninja whose facing the player may set now (End is possible for it)."""
        focus = self.focus()
        if focus is None:
            return None
        plan = self.plan(focus)
        if plan is None or not plan.of_kind(End):
            return None
        return focus

    def handle_table_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for item in self.bar:
                if item.rect.collidepoint(event.pos) and item.token is None:
                    self.bar_pressed = item.key
                    return True
            for rect, element in self.die_rects:
                if rect.collidepoint(event.pos) and self.pending_kind() == "choose_result":
                    self.submit(ChooseResult(element), event.pos)
                    return True
            card = self.card_at(event.pos)
            if card is not None and self.pending_kind() in ("combat_card", "discard"):
                command = CombatCard(card) if self.pending_kind() == "combat_card" else Discard(card)
                self.submit(command, event.pos)
                return True
            square = self.grid.cell_at(event.pos)
            edge = self.edge_at(square)
            if edge is not None:
                self.submit(ChooseEdge(edge), event.pos)
                return True
            if self.pending_kind() in ("push", "water_move", "water_place") and square is not None:
                if not self.choose_square(square, event.pos):
                    self.refuse("That square cannot be chosen: pick one of the lit squares.", event.pos)
                return True
            if self.mode is not None:
                command = self.mode[1].get(square) if square is not None else None
                model_id = self.mode_model
                self.mode = None
                self.rebuild_bar()
                if command is not None:
                    self.give(command, event.pos, model_id=model_id)
                return True
            turning = self.may_turn()
            if turning is not None:
                knob = self.knob_centre(turning)
                model = self.nview.models[turning]
                plan = self.plan(turning)
                can_move = plan is not None and bool(plan.reach()) or bool(plan and plan.of_kind(Attack, Run))
                on_base = model.pos is not None and square == model.pos
                around = model.pos is not None and \
                    self.radius + 2 <= math.dist(self.centre(model.pos), event.pos) <= self.radius + 9
                if knob is not None and (math.dist(knob, event.pos) <= 10 or around or on_base and not can_move):
                    self.rotating = True
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.mode is not None:
                self.mode = None
                self.rebuild_bar()
                return True
            self.drag.cancel()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_square = self.grid.cell_at(event.pos)
            if self.rotating:
                turning = self.may_turn()
                model = self.nview.models[turning] if turning is not None else None
                if model is not None and model.pos is not None:
                    cx, cy = self.centre(model.pos)
                    if math.dist((cx, cy), event.pos) > 4:
                        self.turn_facing = facing_from_vector(event.pos[0] - cx, event.pos[1] - cy)
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rotating:
                self.rotating = False
                return True
            if self.bar_pressed is not None:
                key, self.bar_pressed = self.bar_pressed, None
                item = self.bar_item(key)
                if item is not None and item.rect.collidepoint(event.pos) and item.enabled and item.action:
                    item.action()
                return True
        if event.type == pygame.MOUSEWHEEL:
            pos = self.drag.pos
            if BAR_RECT.collidepoint(pos) or self.grid.rect.collidepoint(pos):
                self.turn(-1 if event.y > 0 else 1)
                return True
        return False

    def edge_at(self, square: tuple[int, int] | None) -> str | None:
        """Choosing a deployment edge: the free edge whose zone holds `square`, if any."""
        if square is None or self.human_seat() is None or self.nview.phase != "choose_edge" or self.nview.pending:
            return None
        for edge, zone in self.arena.zones.items():
            if square in zone.squares and ChooseEdge(edge) in self.legal_set:
                return edge
        return None

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for rect, card_id in self.card_rects:
            if rect.collidepoint(pos):
                return card_id
        return None

    def strong(self, card_id: int) -> bool:
        return DECK[card_id].phase == self.nview.moon

    # --- words ---------------------------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.nview
        state = self.match.state
        if state.is_over():
            return f"The challenge is over: {view.end_reason}"
        thinking = self.thinking_seat()
        head = f"Round {view.round_no}/{view.rounds}" if view.phase in ("activation", "manage") or (
            view.phase == "janken" and view.round_no > 1) else "Setup"
        if thinking is not None:
            return f"{head}: {state.seat_name(thinking)} is thinking..."
        seat = self.human_seat()
        if seat is None:
            return head
        return f"{head}. Your turn - {bar.prompt(self)}"

    def hover_text(self, pos: tuple[int, int]) -> str:
        return bar.hover(self, pos)

    def result_lines(self, outcome: Outcome) -> list[str]:
        view = self.match.state.view(None)
        hurt = ", ".join(f"{TEAMS[view.teams[seat]].name} {sum(1 for m in view.models if m.seat == seat and m.where == 'healing')}"
                         for seat in range(view.num_seats))
        return [f"Ninja in the Healing House at the end: {hurt}."]

    def animations_for(self, events: Sequence[Event], seat: int, previous_view: Any) -> list[Animation]:
        seconds = self.app.settings.animation_seconds
        found: list[Animation] = []
        for event in events:
            data = event.data
            if event.kind in ("move", "push") and data.get("to") is not None and data.get("start") is not None:
                model = self.nview.models[data["model"]]
                image = paint.base(model.team, model.kind, self.radius)
                half = image.get_width() // 2
                start = self.centre(tuple(data["start"]))
                end = self.centre(tuple(data["to"]))
                found.append(Animation(image, (start[0] - half, start[1] - half), (end[0] - half, end[1] - half),
                                       seconds))
            elif event.kind == "injured" and data.get("square") is not None:
                rect = self.grid.cell_rect(tuple(data["square"])).inflate(14, 14)
                found.append(Animation(None, (0, 0), (0, 0), seconds * 2, rect=rect, colour=theme.DANGER))
            elif event.kind == "attack":
                for key, colour in (("attacker", theme.GOLD), ("defender", theme.DANGER)):
                    pos = self.nview.models[data[key]].pos
                    if pos is not None:
                        rect = self.grid.cell_rect(pos).inflate(12, 12)
                        found.append(Animation(None, (0, 0), (0, 0), seconds * 2, rect=rect, colour=colour))
        return found

    # --- drawing -------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        panels.draw_all(self, surface)


def facing_vector(facing: int) -> tuple[float, float]:
    angle = math.radians(facing * 45)
    return (math.sin(angle), -math.cos(angle))


def facing_from_vector(dx: float, dy: float) -> int:
    return facing_towards((0, 0), (round(dx * 10), round(dy * 10)))


TABLE_SCENE = NinjaAllStarsTable
