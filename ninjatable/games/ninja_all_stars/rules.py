"""The flow of Ninja All-Stars: setup, rounds of alternate activations, management, the moon.

Setup: janken for initiative (or the comparative affinity test), the moon marker on a rolled element, three
moon cards each, lanterns and shrines placed in turn (at least 4 lanterns before anyone may pass, at most 6
lanterns and 4 shrines, two squares from every deployment zone; each shrine gives one condition), deployment
zones chosen, ninja deployed one at a time on the marked squares. A round: players take turns activating one
ninja each (move, then one action); then management in initiative order (one ninja from the Healing House to
the Training Ground, then draw a card / a second ninja home / rally a Stunned ninja, then reinforcements),
the moon marker and the round marker advance, and janken decides the next initiative.
"""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Event, Outcome, State
from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars.actions import ActionsMixin
from ninjatable.games.ninja_all_stars.arena import Arena, get_arena
from ninjatable.games.ninja_all_stars.board import (
    BOARD,
    TRAINING,
    Model,
    reachable,
)
from ninjatable.games.ninja_all_stars.commands import (
    Activate,
    Attack,
    ChooseEdge,
    ChooseResult,
    CombatCard,
    Deploy,
    Discard,
    End,
    GiveEdge,
    HexCommand,
    Janken,
    LeapingStrike,
    Manage,
    Move,
    OpenChest,
    PassPlacement,
    PlaceLantern,
    PlaceShrine,
    PlayCard,
    Pray,
    Push,
    Ranged,
    Reinforce,
    Run,
    Search,
    Shuriken,
    Stealth,
    TigerStrike,
    WaterMove,
    WaterPlace,
)
from ninjatable.games.ninja_all_stars.data import (
    CHALLENGES,
    DECK,
    ELEMENT_NAMES,
    MARKER_NAMES,
    MOON_PHASES,
    ROSTER,
    TEAMS,
    Challenge,
)
from ninjatable.games.ninja_all_stars.geometry import FACING_NAMES, Square, adjacent, neighbours
from ninjatable.games.ninja_all_stars.legal import LEAP_DISTANCE, LegalMixin
from ninjatable.games.ninja_all_stars.setup import SetupMixin


class Activation:
    """The activation in progress: movement points left, actions taken, Haste's extra move or action,
    a Stunned start (move or act, not both), and whether only the final facing is left to choose."""

    __slots__ = ("acted", "bonus", "facing_only", "model", "moved", "mv_full", "mv_left", "restricted")

    def __init__(self, model: int, mv: int, bonus: bool, restricted: bool) -> None:
        self.model = model
        self.mv_full = mv
        self.mv_left = mv
        self.acted = 0
        self.moved = False
        self.bonus = bonus
        self.restricted = restricted
        self.facing_only = False

    def copy(self) -> Activation:
        twin = Activation(self.model, self.mv_full, self.bonus, self.restricted)
        twin.mv_left, twin.acted, twin.moved, twin.facing_only = self.mv_left, self.acted, self.moved, \
            self.facing_only
        return twin


class NasState(SetupMixin, LegalMixin, ActionsMixin, State):
    """The whole truth of one game of Ninja All-Stars."""

    def __init__(self, num_seats: int, seed: int, params: dict[str, Any]) -> None:
        self.num_seats = num_seats
        self.rng = Rng(seed)
        self.arena_key: str = params["arena"]
        self.arena: Arena = get_arena(self.arena_key)
        self.challenge: Challenge = CHALLENGES[params["challenge"]]
        if num_seats not in self.challenge.players:
            raise ValueError(f"the {self.challenge.name} challenge is not played by {num_seats} players")
        teams = [params.get(f"team_{seat + 1}") for seat in range(num_seats)]
        self.teams: tuple[str, ...] = tuple(str(t) for t in teams)
        for team in self.teams:
            if team not in TEAMS:
                raise ValueError(f"unknown team '{team}' (use {', '.join(TEAMS)})")
        if len(set(self.teams)) != len(self.teams):
            raise ValueError("every player needs a different shrine team")
        self.initiative_mode: str = params["initiative"]
        self.models: list[Model] = []
        for seat, team in enumerate(self.teams):
            for kind in ROSTER:
                self.models.append(Model(len(self.models), seat, team, kind))
        self.occupied: dict[Square, int] = {}
        self.events: list[Event] = []
        self.phase = "janken"
        self.janken_players: tuple[int, ...] = tuple(range(num_seats))
        self.janken_signs: dict[int, str] = {}
        self.janken_purpose = "setup"
        self.initiative = 0
        self.turn = 0
        self.round_no = 1
        self.moon = 0
        self.scores = [0] * num_seats
        self.hands: list[list[int]] = [[] for _ in range(num_seats)]
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.lanterns: set[Square] = set()
        self.shrines: dict[Square, str] = {}
        self.chests: set[Square] = set()
        self.place_turn = 0
        self.passes = 0
        self.edges: dict[int, str] = {}
        self.edge_queue: list[int] = []
        self.deploy_turn = 0
        self.deployed = [0] * num_seats
        self.active: Activation | None = None
        self.pending: list[dict[str, Any]] = []
        self.combat: dict[str, Any] | None = None
        self.manage_queue: list[int] = []
        self.manage_step = ""
        self.over = False
        self.end_reason = ""
        self.commands_played = 0
        self._cache: dict[Any, Any] = {}
        #: a digest of every command and every public chance result so far (the AI caches by it)
        self.trail = hash((self.arena_key, self.challenge.key, self.teams, self.initiative_mode))
        if self.initiative_mode == "affinity":
            self.events = []
            self.resolve_affinity_initiative()

    # --- cloning -------------------------------------------------------------------------------------
    def clone(self) -> NasState:
        twin = NasState.__new__(NasState)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        twin.models = [m.copy() for m in self.models]
        twin.occupied = dict(self.occupied)
        twin.events = []
        twin.janken_signs = dict(self.janken_signs)
        twin.scores = list(self.scores)
        twin.hands = [list(h) for h in self.hands]
        twin.deck = list(self.deck)
        twin.discard = list(self.discard)
        twin.lanterns = set(self.lanterns)
        twin.shrines = dict(self.shrines)
        twin.chests = set(self.chests)
        twin.edges = dict(self.edges)
        twin.edge_queue = list(self.edge_queue)
        twin.deployed = list(self.deployed)
        twin.active = self.active.copy() if self.active else None
        twin.pending = [dict(p) for p in self.pending]
        if self.combat is not None:
            twin.combat = {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
                           for k, v in self.combat.items()}
        twin.manage_queue = list(self.manage_queue)
        twin._cache = {}
        return twin

    def __deepcopy__(self, memo: dict) -> NasState:
        return self.clone()

    def cache(self) -> dict[Any, Any]:
        """Answers computed for this exact moment (legal commands, reachable squares); cleared by every
        command."""
        return self._cache

    # --- basics --------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return f"{TEAMS[self.teams[seat]].name} (Player {seat + 1})"

    def occupied_models(self) -> dict[Square, Model]:
        return {sq: self.models[mid] for sq, mid in self.occupied.items()}

    def is_over(self) -> bool:
        return self.over

    def seat_models(self, seat: int, where: str | None = None) -> list[Model]:
        return [m for m in self.models if m.seat == seat and (where is None or m.where == where)]

    def to_act(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.pending:
            return (self.pending[-1]["seat"],)
        phase = self.phase
        if phase == "janken":
            return tuple(s for s in self.janken_players if s not in self.janken_signs)
        if phase == "markers":
            return (self.place_turn,)
        if phase == "give_edge":
            return (self.initiative,)
        if phase == "choose_edge":
            return (self.edge_queue[0],)
        if phase == "deploy":
            return (self.deploy_turn,)
        if phase == "activation":
            return (self.turn,)
        if phase == "manage":
            return (self.manage_queue[0],)
        return ()

    def check_win(self) -> None:
        """A Brawl ends at once when a team reaches the winning score."""
        goal = self.challenge.win_score
        if goal and max(self.scores) >= goal and not self.over:
            self.finish(f"{self.seat_name(self.scores.index(max(self.scores)))} reaches {goal} points.")

    def finish(self, reason: str) -> None:
        self.over = True
        self.end_reason = reason
        self.pending = []
        self.say(f"The challenge is over: {reason}", "over")

    # --- movement budget -----------------------------------------------------------------------------
    def base_mv(self, model: Model) -> int:
        """MV, halved (rounded up) while a Slowed marker is spent this activation."""
        mv = model.type.mv
        return (mv + 1) // 2 if model.cond.get("slow") else mv

    def can_start(self, seat: int, model: Model) -> bool:
        return (self.phase == "activation" and not self.pending and self.turn == seat and self.active is None
                and model.seat == seat and model.on_board and not model.activated)

    def move_budget(self, model: Model) -> int:
        """Movement points the model may spend on a move now (0 if it may not move)."""
        act = self.active
        if act is not None and act.model == model.id:
            if act.facing_only:
                return 0
            if act.restricted and act.acted and not act.bonus:
                return 0
            if not act.acted and act.mv_left > 0:
                return act.mv_left
            if act.bonus:
                return act.mv_full
            return 0
        if not model.activated and model.on_board:
            return self.base_mv(model)
        return 0

    def may_act(self, model: Model) -> bool:
        act = self.active
        if act is None:
            return model.on_board and not model.activated
        if act.model != model.id or act.facing_only:
            return False
        if act.acted == 0 and not (act.restricted and act.moved):
            return True
        return act.bonus

    # --- applying --------------------------------------------------------------------------------------
    def _apply(self, seat: int, command: Command) -> list[Event]:
        self.events = []
        self._cache = {}
        self.commands_played += 1
        if self.pending:
            self.apply_pending(seat, command)
        elif isinstance(command, Janken):
            self.apply_janken(seat, command.sign)
        elif isinstance(command, PlaceLantern | PlaceShrine | PassPlacement):
            self.apply_marker(seat, command)
        elif isinstance(command, GiveEdge):
            self.apply_give_edge(seat, command.seat)
        elif isinstance(command, ChooseEdge):
            self.apply_choose_edge(seat, command.edge)
        elif isinstance(command, Deploy):
            self.apply_deploy(seat, command)
        else:
            self.apply_activation(seat, command)
        events, self.events = self.events, []
        self._cache = {}
        secret = isinstance(command, Janken)  # a janken sign stays secret until every sign is shown
        self.trail = hash((self.trail, seat, "janken" if secret else command,
                           tuple(e.text for e in events if e.irreversible)))
        return events

    # rounds -----------------------------------------------------------------------------------------
    def start_round(self) -> None:
        self.phase = "activation"
        self.start_activations()

    def start_activations(self) -> None:
        self.say(f"Round {self.round_no}: {self.seat_name(self.initiative)} has the initiative; the moon is "
                 f"{ELEMENT_NAMES[MOON_PHASES[self.moon]]}.", "round", None, round=self.round_no,
                 moon=MOON_PHASES[self.moon])
        self.turn = self.initiative
        if not self.can_activate(self.turn):
            self.next_turn()

    def can_activate(self, seat: int) -> bool:
        return any(m.on_board and not m.activated for m in self.seat_models(seat))

    def next_turn(self) -> None:
        for k in range(1, self.num_seats + 1):
            seat = (self.turn + k) % self.num_seats
            if self.can_activate(seat):
                self.turn = seat
                return
        self.start_management()

    def begin_activation(self, model: Model) -> None:
        """At the start of an activation: Stunned markers come off (then move or act, not both), one Slowed
        marker comes off (half movement), one Haste marker may be spent (a second move or action)."""
        self.say(f"{model.name} is activated.", "activate", model.seat, model=model.id)
        restricted = bool(model.cond.get("stunned"))
        if restricted:
            model.cond.pop("stunned")
            self.say(f"{model.name} shakes off its Stunned markers: it may move or act, not both.", "condition",
                     model.seat, model=model.id)
        mv = model.type.mv
        if model.cond.get("slow"):
            self.remove_marker(model, "slow")
            mv = (mv + 1) // 2
            self.say(f"{model.name} is Slowed: {mv} movement this activation.", "condition", model.seat,
                     model=model.id)
        bonus = False
        if model.cond.get("haste"):
            self.remove_marker(model, "haste")
            bonus = True
            self.say(f"{model.name} spends Haste: a second move or action.", "condition", model.seat,
                     model=model.id)
        self.active = Activation(model.id, mv, bonus, restricted)

    def apply_activation(self, seat: int, command: Command) -> None:
        model = self.models[command.model]  # type: ignore[attr-defined]
        if isinstance(command, PlayCard):
            model = self.models[command.model]
        if isinstance(command, Activate):
            self.begin_activation(model)
            return
        act = self.active
        assert act is not None
        if isinstance(command, End):
            model.facing = command.facing
            self.end_activation()
            return
        if isinstance(command, PlayCard):
            self.play_activation_card(seat, command.card, model, command.target)
            return
        if isinstance(command, Move):
            budget = self.move_budget(model)
            if not (not act.acted and act.mv_left > 0):
                act.bonus = False
                act.mv_left = act.mv_full
            self.move_along(model, command.to, budget)
            act.moved = True
            return
        # an action
        if act.acted or (act.restricted and act.moved):
            act.bonus = False
        act.acted += 1
        act.mv_left = 0
        if isinstance(command, Run):
            self.lose_stealth_for_action(model)
            self.move_along(model, command.to, act.mv_full, running=True)
            if self.active is not None:
                self.after_action(model)
            return
        if isinstance(command, Attack | TigerStrike):
            target = self.models[command.target]
            self.start_combat(model, target, "melee", tiger=isinstance(command, TigerStrike))
            return
        if isinstance(command, LeapingStrike):
            if command.to != model.pos:
                reach = reachable(self, model.id, LEAP_DISTANCE)[command.to]
                if not self.walk(model, reach.path):
                    self.end_activation()
                    return
            target = self.models[command.target]
            if target.pos is None or model.pos is None or not adjacent(model.pos, target.pos):
                self.after_action(model)
                return
            self.start_combat(model, target, "melee", leaping=True)
            return
        if isinstance(command, Ranged):
            self.lose_stealth_for_action(model)
            self.start_combat(model, self.models[command.target], "ranged")
            return
        if isinstance(command, Shuriken):
            self.start_combat(model, self.models[command.target], "shuriken")
            return
        if isinstance(command, Search):
            self.apply_search(model)
        elif isinstance(command, Stealth):
            model.stealth = True
            self.say(f"{model.name} enters Stealth.", "stealth", seat, model=model.id)
        elif isinstance(command, Pray):
            self.lose_stealth_for_action(model)
            cond = self.shrines[command.shrine]
            if self.affinity_test(model, f"the blessing of the {MARKER_NAMES[cond]} shrine"):
                self.give(model, cond, seat)
        elif isinstance(command, HexCommand):
            self.lose_stealth_for_action(model)
            hexdef = TEAMS[model.team].hex
            target = self.models[command.target]
            if self.affinity_test(model, hexdef.name):
                self.give(target, hexdef.condition, seat)
        elif isinstance(command, OpenChest):
            self.lose_stealth_for_action(model)
            if self.affinity_test(model, "searching a chest"):
                self.chests.discard(command.chest)
                self.say(f"{model.name} opens the chest on {command.chest}.", "chest", seat, square=command.chest)
                self.add_score(seat, self.challenge.chest_points, "a chest")
                if not self.chests and not self.over:
                    self.finish("the last chest is opened.")
        if self.over:
            return
        self.after_action(model)

    def lose_stealth_for_action(self, model: Model) -> None:
        if model.stealth:
            model.stealth = False
            self.say(f"{model.name} acts and leaves Stealth.", "stealth", model.seat, model=model.id)

    def apply_search(self, model: Model) -> None:
        """Search (stealthy): an affinity test; on a success every enemy in the zone leaves Stealth."""
        if self.affinity_test(model, "a search", stealthy=True):
            assert model.pos is not None
            for sq in neighbours(model.pos):
                mid = self.occupied.get(sq)
                if mid is not None and self.models[mid].seat != model.seat and self.models[mid].stealth:
                    self.models[mid].stealth = False
                    self.say(f"{self.models[mid].name} is found and leaves Stealth.", "stealth",
                             self.models[mid].seat, model=mid)

    def move_along(self, model: Model, to: Square, budget: int, running: bool = False) -> None:
        reach = reachable(self, model.id, budget)[to]
        costs = []
        assert model.pos is not None
        prev = model.pos
        from ninjatable.games.ninja_all_stars.board import step_cost

        for sq in reach.path:
            costs.append(step_cost(self, prev, sq))
            prev = sq
        ok = self.walk(model, reach.path, None if running else costs)
        if not ok:
            self.end_activation()

    def after_action(self, model: Model, melee: bool = False) -> None:
        """The action is done: with Haste left the activation goes on; after a melee attack it ends; otherwise
        only the final facing is left to choose."""
        act = self.active
        if act is None or self.over:
            return
        if not model.on_board or act.model != model.id:
            self.end_activation()
            return
        if act.bonus:
            return
        if melee:
            self.end_activation()
            return
        act.facing_only = True

    def end_activation(self) -> None:
        """The end of an activation: Poison is rolled (Water: Stunned, Spirit: Injured; no points), Moon Power
        ends, the activation marker goes on; then the next player's turn."""
        act = self.active
        if act is None:
            return
        model = self.models[act.model]
        self.active = None
        model.activated = True
        if model.on_board and model.cond.get("poison"):
            self.remove_marker(model, "poison", model.cond["poison"])
            die = self._roll(1)[0]
            self.say(f"Poison: {model.name} rolls {ELEMENT_NAMES[die]}.", "poison", model.seat, irreversible=True,
                     dice=[die], model=model.id)
            if die == "water":
                self.stun(model, None, scores=False)
            elif die == "spirit":
                self.injure(model, None, scores=False, reason="poison")
        if model.cond.get("moon_power"):
            model.cond.pop("moon_power")
        self.say(f"{model.name} ends its activation facing {FACING_NAMES[model.facing]}.", "end", model.seat,
                 model=model.id, facing=model.facing)
        if self.over:
            return
        self.next_turn()

    # pending decisions ----------------------------------------------------------------------------------
    def shift(self, seat: int, model: Model, to: Square, facing: int, element: str, verb: str) -> None:
        """An element result moves a ninja without a move action: no dodge, no cost, the chosen facing."""
        start = model.pos
        self.place(model, to)
        model.facing = facing
        self.say(f"{element}: {model.name} is {verb} {to}.", "push", seat, model=model.id, start=start, to=to)

    def apply_pending(self, seat: int, command: Command) -> None:
        pend = self.pending.pop()
        kind = pend["kind"]
        if kind == "combat_card":
            self.play_combat_card(seat, command.card if isinstance(command, CombatCard) else None)
        elif kind == "choose_result":
            assert isinstance(command, ChooseResult)
            self.apply_result(command.element)
        elif kind == "push":
            assert isinstance(command, Push) and self.combat is not None
            self.shift(seat, self.models[self.combat["defender"]], command.to, command.facing, "Air", "moved to")
            self.finish_combat()
        elif kind == "water_move":
            assert isinstance(command, WaterMove) and self.combat is not None
            self.shift(seat, self.models[self.combat["attacker"]], command.to, command.facing, "Water", "moved to")
            defender = self.models[self.combat["defender"]]
            if defender.on_board and self.water_place_squares():
                self.pending.append({"kind": "water_place", "seat": defender.seat})
            else:
                self.finish_combat()
        elif kind == "water_place":
            assert isinstance(command, WaterPlace) and self.combat is not None
            self.shift(seat, self.models[self.combat["defender"]], command.to, command.facing, "Water", "placed on")
            self.finish_combat()
        elif kind == "discard":
            assert isinstance(command, Discard)
            self.hands[seat].remove(command.card)
            self.discard.append(command.card)
            self.say(f"{self.seat_name(seat)} discards {DECK[command.card].name}.", "discard", seat,
                     card=command.card)
            if len(self.hands[seat]) > 3:
                self.pending.append({"kind": "discard", "seat": seat})
            elif self.phase == "manage" and not any(p["seat"] == seat for p in self.pending):
                self.manage_continue()
        elif kind == "manage":
            assert isinstance(command, Manage)
            self.apply_manage(seat, command)
        elif kind == "reinforce":
            assert isinstance(command, Reinforce)
            model = self.models[command.model]
            self.put_on_board(model, command.square)
            self.say(f"{model.name} joins the challenge as a reinforcement on {command.square}.", "deploy", seat,
                     model=model.id, square=command.square)
            self.manage_continue()

    # management ---------------------------------------------------------------------------------------
    def start_management(self) -> None:
        """Management, in initiative order: one ninja home from the Healing House, activation markers off,
        one choice, reinforcements."""
        self.phase = "manage"
        self.say(f"Round {self.round_no} ends: management.", "manage", None)
        self.manage_queue = [(self.initiative + k) % self.num_seats for k in range(self.num_seats)]
        self.manage_begin_seat()

    def manage_begin_seat(self) -> None:
        seat = self.manage_queue[0]
        self.heal_one(seat)
        for m in self.seat_models(seat):
            m.activated = False
        self.manage_step = "choice"
        self.pending.append({"kind": "manage", "seat": seat})

    def apply_manage(self, seat: int, command: Manage) -> None:
        if command.choice == "draw":
            self.draw_card(seat)
        elif command.choice == "heal":
            self.heal_one(seat)
        else:
            model = self.models[command.model]
            model.cond.pop("stunned", None)
            self.say(f"{model.name} is rallied: its Stunned markers are removed.", "condition", seat, model=model.id)
        self.manage_step = "reinforce"
        if not self.pending:
            self.manage_continue()

    def manage_continue(self) -> None:
        seat = self.manage_queue[0]
        on_board = len(self.seat_models(seat, BOARD))
        if (on_board < self.challenge.on_board and self.seat_models(seat, TRAINING)
                and self.free_deploy_squares(seat)):
            self.pending.append({"kind": "reinforce", "seat": seat})
            return
        self.manage_queue.pop(0)
        if self.manage_queue:
            self.manage_begin_seat()
            return
        self.end_round()

    def end_round(self) -> None:
        """The moon marker and the round marker advance; the challenge may end; a new round begins with one
        Delayed marker off every ninja and janken for the initiative."""
        self.moon = (self.moon + 1) % len(MOON_PHASES)
        self.say(f"The moon turns to {ELEMENT_NAMES[MOON_PHASES[self.moon]]}.", "moon", None,
                 phase=MOON_PHASES[self.moon])
        if self.round_no >= self.challenge.rounds:
            best = max(self.scores)
            leaders = [s for s in range(self.num_seats) if self.scores[s] == best]
            if len(leaders) == 1:
                self.finish(f"after round {self.round_no}, {self.seat_name(leaders[0])} has the most points ({best}).")
            else:
                self.finish(f"after round {self.round_no} the leaders are tied on {best} points.")
            return
        self.round_no += 1
        for m in self.models:
            if m.cond.get("delayed"):
                self.remove_marker(m, "delayed")
            m.no_defence = False
            m.activated = False
        self.janken_purpose = "round"
        if self.initiative_mode == "affinity":
            self.resolve_affinity_initiative()
        else:
            self.phase = "janken"
            self.janken_players = tuple(range(self.num_seats))
            self.janken_signs = {}

    # --- outcome and view --------------------------------------------------------------------------------
    def outcome(self) -> Outcome:
        best = max(self.scores)
        winners = tuple(s for s in range(self.num_seats) if self.scores[s] == best)
        ranking = tuple(sorted(range(self.num_seats), key=lambda s: (-self.scores[s], s)))
        share = 1.0 / len(winners)
        returns = tuple(share if s in winners else 0.0 for s in range(self.num_seats))
        explanation = [f"{self.seat_name(s)}: {self.scores[s]} points." for s in ranking]
        if self.end_reason:
            explanation.insert(0, self.end_reason)
        if len(winners) > 1:
            explanation.append("The leaders share the victory.")
        return Outcome(tuple(float(s) for s in self.scores), winners, ranking, tuple(explanation), returns)

    def view(self, seat: int | None) -> Any:
        from ninjatable.games.ninja_all_stars.view import make_view

        return make_view(self, seat)
