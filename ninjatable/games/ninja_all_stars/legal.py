"""Which commands are legal now, and why a refused one is refused. A mixin of `NasState`."""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.games.ninja_all_stars.arena import EDGE_NAMES
from ninjatable.games.ninja_all_stars.board import (
    BOARD,
    HEALING,
    TRAINING,
    Model,
    enemies_in_zone,
    line_of_sight,
    reachable,
    seen_by_enemy,
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
    NoCard,
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
    DECK,
    MARKERS,
    SHRINE_CONDITIONS,
    SHURIKEN_RANGE,
    TEAMS,
)
from ninjatable.games.ninja_all_stars.geometry import Square, adjacent, distance

SIGNS = ("rock", "paper", "scissors")
#: how far a Leaping Strike may move before the attack
LEAP_DISTANCE = 3


class LegalMixin:
    """Legal commands and the reasons for refusals."""

    # --- legal commands --------------------------------------------------------------------------------
    def legal_commands(self, seat: int) -> list[Command]:
        key = ("legal", seat)
        if key not in self._cache:
            self._cache[key] = self._legal_commands(seat)
        return self._cache[key]

    def _legal_commands(self, seat: int) -> list[Command]:
        if self.over or seat not in self.to_act():
            return []
        if self.pending:
            return self.pending_commands(self.pending[-1])
        phase = self.phase
        if phase == "janken":
            return [Janken(s) for s in SIGNS]
        if phase == "markers":
            return self.marker_commands()
        if phase == "give_edge":
            return [GiveEdge(s) for s in range(self.num_seats)]
        if phase == "choose_edge":
            taken = set(self.edges.values())
            return [ChooseEdge(e) for e in EDGE_NAMES if e not in taken]
        if phase == "deploy":
            return self.deploy_commands(seat, Deploy)
        if phase == "activation":
            return self.activation_commands(seat)
        return []

    def marker_squares(self) -> list[Square]:
        """Squares at least two squares from every deployment zone, free of other markers."""
        squares = []
        need = MARKERS["zone_distance"]
        for y in range(self.arena.height):
            for x in range(self.arena.width):
                sq = (x, y)
                if sq in self.lanterns or sq in self.shrines or sq in self.chests:
                    continue
                if self.arena.zone_distance(sq) >= need:
                    squares.append(sq)
        return squares

    def marker_commands(self) -> list[Command]:
        commands: list[Command] = []
        squares = self.marker_squares()
        if len(self.lanterns) < MARKERS["max_lanterns"]:
            commands.extend(PlaceLantern(sq) for sq in squares)
        if len(self.shrines) < MARKERS["max_shrines"]:
            for cond in SHRINE_CONDITIONS:
                commands.extend(PlaceShrine(sq, cond) for sq in squares)
        if len(self.lanterns) >= MARKERS["min_lanterns_before_pass"] or not commands:
            commands.append(PassPlacement())
        return commands

    def free_deploy_squares(self, seat: int) -> list[Square]:
        zone = self.arena.zones[self.edges[seat]]
        return [sq for sq in zone.deployment_squares if sq not in self.occupied]

    def deploy_commands(self, seat: int, kind: type) -> list[Command]:
        """One ninja from the Training Ground onto a free marked square of the player's zone."""
        squares = self.free_deploy_squares(seat)
        return [kind(m.id, sq) for m in self.seat_models(seat, TRAINING) for sq in squares]

    def pending_commands(self, pend: dict[str, Any]) -> list[Command]:
        kind = pend["kind"]
        seat = pend["seat"]
        if kind == "combat_card":
            return [*(CombatCard(c) for c in self.combat_cards(seat)), NoCard()]
        if kind == "choose_result":
            assert self.combat is not None
            return [ChooseResult(e) for e in self.combat["options"]]
        if kind == "push":
            assert self.combat is not None
            from ninjatable.games.ninja_all_stars.board import push_squares

            squares = push_squares(self, self.combat["defender"], 3)
            return [Push(sq, f) for sq in sorted(squares) for f in range(8)]
        if kind == "water_move":
            assert self.combat is not None
            from ninjatable.games.ninja_all_stars.board import push_squares

            squares = push_squares(self, self.combat["attacker"], 3)
            return [WaterMove(sq, f) for sq in sorted(squares) for f in range(8)]
        if kind == "water_place":
            return [WaterPlace(sq, f) for sq in self.water_place_squares() for f in range(8)]
        if kind == "discard":
            return [Discard(c) for c in sorted(set(self.hands[seat]))]
        if kind == "manage":
            return self.manage_commands(seat)
        if kind == "reinforce":
            return self.deploy_commands(seat, Reinforce)
        return []

    def manage_commands(self, seat: int) -> list[Command]:
        commands: list[Command] = [Manage("draw")]
        if any(m.where == HEALING and not m.cond.get("delayed") for m in self.seat_models(seat)):
            commands.append(Manage("heal"))
        for m in self.seat_models(seat, BOARD):
            if m.cond.get("stunned"):
                commands.append(Manage("rally", m.id))
        return commands

    def activation_models(self, seat: int) -> list[Model]:
        if self.active is not None:
            return [self.models[self.active.model]]
        return [m for m in self.seat_models(seat, BOARD) if not m.activated]

    def activation_commands(self, seat: int) -> list[Command]:
        """No ninja active: pick one to activate. Otherwise everything the active ninja may do."""
        if self.active is None:
            return [Activate(m.id) for m in self.activation_models(seat)]
        commands: list[Command] = []
        for model in self.activation_models(seat):
            commands.extend(self.model_commands(model))
        return commands

    def model_commands(self, model: Model) -> list[Command]:
        """Everything one ninja may do now in its activation."""
        commands: list[Command] = []
        mid = model.id
        if self.may_act(model):
            reachable(self, mid, self.run_budget(model))  # the widest search first; moves reuse it
        for sq in reachable(self, mid):
            commands.append(Move(mid, sq))
        if self.may_act(model):
            commands.extend(self.action_commands(model))
        if self.active is None or not self.active.facing_only:
            for card_id in sorted(set(self.hands[model.seat])):
                if DECK[card_id].timing.startswith("activation"):
                    for target in self.card_targets(card_id, model):
                        commands.append(PlayCard(card_id, mid, target))
        commands.extend(End(mid, f) for f in range(8))
        return commands

    def run_budget(self, model: Model) -> int:
        """A run moves the ninja again by its MV (halved while Slowed this activation)."""
        if self.active is None or self.active.model != model.id:
            return self.base_mv(model)
        return self.active.mv_full

    def enemy_targets(self, model: Model, reach: int) -> list[Model]:
        assert model.pos is not None
        return [m for m in self.models if m.seat != model.seat and m.pos is not None and not m.stealth
                and distance(m.pos, model.pos) <= reach]

    def action_commands(self, model: Model) -> list[Command]:
        mid = model.id
        commands: list[Command] = []
        assert model.pos is not None
        for sq in reachable(self, mid, self.run_budget(model)):
            commands.append(Run(mid, sq))
        special = TEAMS[model.team].chunin_special if model.kind == "chunin" else ""
        adjacent_enemies = self.enemy_targets(model, 1)
        for enemy in adjacent_enemies:
            commands.append(Attack(mid, enemy.id))
            if special == "tiger_strike":
                commands.append(TigerStrike(mid, enemy.id))
        if special == "leaping_strike":
            leaps = reachable(self, mid, LEAP_DISTANCE)
            spots = [model.pos, *leaps]
            for sq in spots:
                for enemy in self.models:
                    if enemy.seat != model.seat and enemy.pos is not None and not enemy.stealth \
                            and adjacent(enemy.pos, sq):
                        commands.append(LeapingStrike(mid, sq, enemy.id))
        engaged = bool(enemies_in_zone(self, model))
        if not engaged:
            if model.type.ranged:
                for enemy in self.enemy_targets(model, model.type.ranged):
                    if line_of_sight(self, mid, enemy.id, may_turn=True):
                        commands.append(Ranged(mid, enemy.id))
            for enemy in self.enemy_targets(model, SHURIKEN_RANGE):
                if line_of_sight(self, mid, enemy.id, may_turn=True):
                    commands.append(Shuriken(mid, enemy.id))
        commands.append(Search(mid))
        if self.may_hide(model):
            commands.append(Stealth(mid))
        for shrine, cond in sorted(self.shrines.items()):
            if SHRINE_CONDITIONS[cond] == "positive" and adjacent(shrine, model.pos):
                commands.append(Pray(mid, shrine))
        if model.kind == "madoushi":
            hexdef = TEAMS[model.team].hex
            for other in self.models:
                if other.pos is None or distance(other.pos, model.pos) > hexdef.range:
                    continue
                if (hexdef.target == "enemy") != (other.seat != model.seat):
                    continue
                if other.stealth and other.seat != model.seat:
                    continue
                if line_of_sight(self, mid, other.id, may_turn=True) or other.seat == model.seat and other.id == mid:
                    commands.append(HexCommand(mid, other.id))
        for chest in sorted(self.chests):
            if adjacent(chest, model.pos):
                commands.append(OpenChest(mid, chest))
        return commands

    def may_hide(self, model: Model) -> bool:
        """Stealth needs no enemy line of sight (Shadow Walk: only no enemy zone)."""
        if model.stealth:
            return False
        if model.has("shadow_walk") and not enemies_in_zone(self, model):
            return True
        return not seen_by_enemy(self, model.id)

    # --- why not --------------------------------------------------------------------------------------
    def why_illegal(self, seat: int, command: Command) -> str | None:
        if self.pending:
            kind = self.pending[-1]["kind"]
            words = {"combat_card": "play a combat card or none", "choose_result": "choose the combat result",
                     "push": "move the defender (Air)", "water_move": "move the attacker (Water)",
                     "water_place": "place the defender in the attacker's front zone",
                     "discard": "discard down to three moon cards", "manage": "choose the management step",
                     "reinforce": "deploy reinforcements"}
            return f"First {words.get(kind, 'finish the decision in progress')}."
        model_id = getattr(command, "model", None)
        if self.phase == "markers":
            if isinstance(command, PassPlacement):
                return f"You may pass only after {MARKERS['min_lanterns_before_pass']} lanterns are placed."
            square = getattr(command, "square", None)
            if isinstance(command, PlaceLantern) and len(self.lanterns) >= MARKERS["max_lanterns"]:
                return "Six lanterns are already on the board."
            if isinstance(command, PlaceShrine) and len(self.shrines) >= MARKERS["max_shrines"]:
                return "Four shrines are already on the board."
            if square is not None:
                return "Lanterns and shrines go at least two squares away from every deployment zone, on a free square."
        if self.phase != "activation" or model_id is None:
            return None
        if not (0 <= model_id < len(self.models)):
            return "There is no such ninja."
        model = self.models[model_id]
        if model.seat != seat:
            return "That ninja is not yours."
        if not model.on_board:
            return "That ninja is not on the board."
        if self.active is not None and self.active.model != model_id:
            return f"{self.models[self.active.model].name} is being activated; finish its activation first."
        if model.activated:
            return "That ninja has already been activated this round."
        if self.active is None and not isinstance(command, Activate):
            return f"Activate {model.name} first."
        if isinstance(command, Move):
            if self.move_budget(model) <= 0:
                if self.active and self.active.acted:
                    return "A ninja may not move after its action."
                return "That ninja has no movement left."
            return "That ninja cannot reach that square (too far, blocked, or taken)."
        if not self.may_act(model) and not isinstance(command, End | PlayCard):
            if self.active and self.active.restricted and self.active.moved:
                return "A Stunned ninja may move or take an action this activation, not both."
            return "That ninja has already taken its action."
        if isinstance(command, Attack | TigerStrike):
            return "A ninja attacks an enemy in the square next to it that is not in Stealth."
        if isinstance(command, Ranged | Shuriken):
            if enemies_in_zone(self, model):
                return "A ninja in an enemy's zone may not make ranged attacks."
            return "The target is out of range, out of sight or in Stealth."
        if isinstance(command, Stealth):
            if model.stealth:
                return "That ninja is already in Stealth."
            return "A ninja in an enemy's line of sight may not enter Stealth."
        if isinstance(command, Pray):
            return "Only a ninja next to a shrine of a positive condition may pray at it."
        if isinstance(command, OpenChest):
            return "Only a ninja next to a chest may search it."
        return None

