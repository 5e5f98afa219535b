"""Which commands are legal now.

In the activation phase, before a ninja is active, every order its activation could begin with is legal for
each ninja the player may activate (moving a ninja that is not active yet activates it). `activate` alone
stays legal, so games saved before orders were joined still replay.
"""

from __future__ import annotations

import itertools
from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.games.ninja_all_stars.caches import MARKER_GROUNDS, remembered
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
    Heal,
    HexCommand,
    Janken,
    LeapingStrike,
    Manage,
    ManageCard,
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
    React,
    Reinforce,
    Run,
    Search,
    Shuriken,
    Stealth,
    TeamTest,
    TigerStrike,
    Turn,
    WaterMove,
    WaterPlace,
)
from ninjatable.games.ninja_all_stars.data import DECK, MARKERS, SHRINE_CONDITIONS, SHURIKEN_RANGE, TEAMS
from ninjatable.games.ninja_all_stars.geometry import Square, adjacent, distance
from ninjatable.games.ninja_all_stars.map import EDGE_NAMES, Arena
from ninjatable.games.ninja_all_stars.rules.activation import LEAP_DISTANCE, leap_landings
from ninjatable.games.ninja_all_stars.rules.cards import card_targets, management_cards, reaction_cards
from ninjatable.games.ninja_all_stars.rules.challenges import objective_commands
from ninjatable.games.ninja_all_stars.rules.combat import combat_cards, tiger_turn, water_place_squares
from ninjatable.games.ninja_all_stars.rules.effects import healable
from ninjatable.games.ninja_all_stars.rules.keywords import hides_in_sight
from ninjatable.games.ninja_all_stars.rules.movement import in_enemy_zone, may_act, push_squares, run_budget
from ninjatable.games.ninja_all_stars.rules.scoring import deployable, reserved_squares
from ninjatable.games.ninja_all_stars.rules.setup import SIGNS, free_deploy_squares, team_test_ninja
from ninjatable.games.ninja_all_stars.rules.sight import (
    enemies_within,
    in_lantern_light,
    line_of_sight,
    seen_by_enemy,
)
from ninjatable.games.ninja_all_stars.rules.tournament import (
    ACTIVATION,
    BOARD,
    CHOOSE_EDGE,
    DEPLOY,
    GIVE_EDGE,
    JANKEN,
    PLACEMENT,
    TEAM_TEST,
    DecisionKind,
    Model,
    Pending,
    Tournament,
)
from ninjatable.games.ninja_all_stars.rules.walks import Reaches, reachable


def legal_commands(state: Tournament, seat: int) -> list[Command]:
    """Every command `seat` may give now (kept for the moment in the state's cache)."""
    cache = state.cache()
    key = ("legal", seat)
    found = cache.get(key)
    if found is None:
        found = cache[key] = _legal(state, seat)
    return found


def legal_set(state: Tournament, seat: int) -> frozenset[Command]:
    """The legal commands as a set, for quick questions about one command."""
    cache = state.cache()
    key = ("legal-set", seat)
    found = cache.get(key)
    if found is None:
        found = cache[key] = frozenset(legal_commands(state, seat))
    return found


def _legal(state: Tournament, seat: int) -> list[Command]:
    if state.over or seat not in state.acting():
        return []
    asked = state.asked()
    if asked is not None:
        return pending_commands(state, asked)
    phase = state.phase
    if phase == JANKEN:
        return [Janken(s) for s in SIGNS]
    if phase == PLACEMENT:
        return marker_commands(state)
    if phase == GIVE_EDGE:
        return [GiveEdge(s) for s in range(state.num_seats)]
    if phase == CHOOSE_EDGE:
        taken = set(state.edges.values())
        return [ChooseEdge(e) for e in EDGE_NAMES if e not in taken]
    if phase == DEPLOY:
        return deploy_commands(state, seat, Deploy)
    if phase == TEAM_TEST:
        return [TeamTest(model.id) for model in team_test_ninja(state, seat)]
    if phase == ACTIVATION:
        return activation_commands(state, seat)
    return []


# --- setup ---------------------------------------------------------------------------------------------------
def marker_squares(state: Tournament) -> list[Square]:
    """Squares at least two squares from every deployment zone, free of other markers."""
    taken = state.lanterns | set(state.shrines) | state.chests
    return [sq for sq in _marker_ground(state.arena, reserved_squares(state)) if sq not in taken]


@remembered(MARKER_GROUNDS)
def _marker_ground(arena: Arena, reserved: frozenset[Square]) -> tuple[Square, ...]:
    """The squares of a ground far enough from the deployment zones for a marker, less the challenge's."""
    need = MARKERS["zone_distance"]
    return tuple(sq for sq in arena.squares() if sq not in reserved and arena.zone_distance(sq) >= need)


def marker_commands(state: Tournament) -> list[Command]:
    commands: list[Command] = []
    squares = marker_squares(state)
    if len(state.lanterns) < MARKERS["max_lanterns"]:
        commands += map(_MADE[PlaceLantern].__getitem__, zip(squares))
    if len(state.shrines) < MARKERS["max_shrines"]:
        shrines = _MADE[PlaceShrine].__getitem__
        for cond in SHRINE_CONDITIONS:
            commands += map(shrines, zip(squares, itertools.repeat(cond)))
    if len(state.lanterns) >= MARKERS["min_lanterns_before_pass"] or not commands:
        commands.append(PassPlacement())
    return commands


def deploy_commands(state: Tournament, seat: int, kind: type[Deploy] | type[Reinforce]) -> list[Command]:
    """One ninja from the Training Ground onto a free marked square of the player's zone."""
    squares = free_deploy_squares(state, seat)
    return [kind(m.id, sq) for m in deployable(state, seat) for sq in squares]


# --- decisions inside an action, management ----------------------------------------------------------------
def pending_commands(state: Tournament, asked: Pending) -> list[Command]:
    kind, seat = asked.kind, asked.seat
    if kind == DecisionKind.COMBAT_CARD:
        return [*(CombatCard(c) for c in sorted(set(combat_cards(state, seat)))), NoCard()]
    if kind == DecisionKind.REACTION:
        return [*(React(c) for c in sorted(set(reaction_cards(state, seat)))), NoCard()]
    if kind == DecisionKind.HEAL:
        return heal_commands(state, seat)
    if kind == DecisionKind.CHOOSE_RESULT:
        assert state.combat is not None
        return [ChooseResult(e) for e in state.combat.options]
    if kind in (DecisionKind.PUSH, DecisionKind.WATER_MOVE):
        assert state.combat is not None
        moved = state.combat.defender if kind == DecisionKind.PUSH else state.combat.attacker
        shift = Push if kind == DecisionKind.PUSH else WaterMove
        return [shift(sq, f) for sq in sorted(push_squares(state, moved, 3)) for f in range(8)]
    if kind == DecisionKind.WATER_PLACE:
        return [WaterPlace(sq, f) for sq in water_place_squares(state) for f in range(8)]
    if kind == DecisionKind.DISCARD:
        return [Discard(c) for c in sorted(set(state.hands[seat]))]
    if kind == DecisionKind.MANAGE:
        return manage_commands(state, seat)
    if kind == DecisionKind.REINFORCE:
        return deploy_commands(state, seat, Reinforce)
    return []


def manage_commands(state: Tournament, seat: int) -> list[Command]:
    """Draw, a second ninja home, a rally; and any management card (which leaves the choice to be made)."""
    commands: list[Command] = [Manage("draw")]
    if healable(state, seat):
        commands.append(Manage("heal"))
    commands.extend(Manage("rally", m.id) for m in state.seat_models(seat, BOARD) if m.cond.get("stunned"))
    commands.extend(ManageCard(c) for c in management_cards(state, seat))
    return commands


def heal_commands(state: Tournament, seat: int) -> list[Command]:
    """One ninja of each type waiting in the Healing House (ninja of one type there are alike)."""
    first: dict[str, int] = {}
    for model in healable(state, seat):
        first.setdefault(model.kind, model.id)
    return [Heal(model_id) for model_id in first.values()]


# --- activations ---------------------------------------------------------------------------------------------
def activatable(state: Tournament, seat: int) -> list[Model]:
    """The ninja `seat` may give orders to now: the active one, or each one it may activate."""
    if state.active is not None:
        return [state.models[state.active.model]]
    return [m for m in state.seat_models(seat, BOARD) if not m.activated]


def activation_commands(state: Tournament, seat: int) -> list[Command]:
    """Everything the active ninja may do; before a ninja is active, everything each ninja the player may
    activate could begin with (and `activate` alone)."""
    models = activatable(state, seat)
    commands: list[Command] = [Activate(m.id) for m in models] if state.active is None else []
    for model in models:
        commands.extend(model_commands(state, model))
    return commands


def model_commands(state: Tournament, model: Model) -> list[Command]:
    """Everything one ninja may do now in its activation (while its Leaping Strike is under way, only leaping
    on or striking from where it stands, besides moon cards, turns and the end)."""
    mid = model.id
    leap_left = state.active.leap_left if state.active is not None else 0
    if leap_left:
        commands: list[Command] = _leaps(model, leap_landings(state, model, leap_left))
    else:
        # the widest search first: moves reuse it
        runs = reachable(state, mid, run_budget(state, model)) if may_act(state, model) else None
        commands = [*_orders(reachable(state, mid), Move, mid)]
        if runs is not None:
            commands += action_commands(state, model, runs)
    if state.active is None or not state.active.facing_only:
        for card_id in _activation_cards(state, model.seat):
            commands.extend(PlayCard(card_id, mid, target) for target in card_targets(state, card_id, model))
        turns = _TURNS[mid]
        facing = model.facing
        commands += turns[:facing]
        commands += turns[facing + 1:]
    commands += _ENDS[mid]
    return commands


def _activation_cards(state: Tournament, seat: int) -> list[int]:
    """The cards in the hand that are played in an activation, each once, in the order of their ids (for
    the moment)."""
    cache = state.cache()
    key = ("activation-cards", seat)
    found = cache.get(key)
    if found is None:
        found = cache[key] = [card_id for card_id in sorted(set(state.hands[seat]))
                              if DECK[card_id].timing.startswith("activation")]
    return found


class Orders(dict[tuple[type[Command], int, int, int], list[Command | None]]):
    """The moves (or runs) of each ninja to every square of a ground, by the square's bit in the ground's
    layout (keyed by kind, ninja id, and the layout's stride and size, which fix the square of every bit). A
    command is a value: one object serves every time the same order is legal, so the long lists of moves are
    not made again for every position (ids are 0..35, grounds few: the whole stays small)."""

    def of(self, kind: type[Move] | type[Run], model_id: int, squares: tuple[Square | None, ...],
           stride: int) -> list[Command | None]:
        key = (kind, model_id, stride, len(squares))
        found = self.get(key)
        if found is None:
            found = self[key] = [None if square is None else kind(model_id, square) for square in squares]
        return found


class Facings(dict[int, tuple[Command, ...]]):
    """One command of a kind per facing (0..7) for each ninja: its turns, or the ways to end its activation."""

    def __init__(self, kind: type[Turn] | type[End]) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, model_id: int) -> tuple[Command, ...]:
        made = self[model_id] = tuple(self.kind(model_id, facing) for facing in range(8))
        return made


class Made(dict[tuple[Any, ...], Command]):
    """Commands of one kind by their fields, each made once (ids, squares and cards are few: the whole stays
    small)."""

    def __init__(self, kind: type[Command]) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, fields: tuple[Any, ...]) -> Command:
        made = self[fields] = self.kind(*fields)
        return made


_ORDERS = Orders()
_TURNS = Facings(Turn)
_ENDS = Facings(End)
_MADE = {kind: Made(kind) for kind in (PlaceLantern, PlaceShrine, Attack, TigerStrike, Ranged, Shuriken, Search,
                                       Stealth)}


def _orders(reaches: Reaches, kind: type[Move] | type[Run], model_id: int) -> tuple[Command, ...]:
    """The moves (or runs) of a ninja to the squares it can reach, kept with the squares."""
    key = (kind, model_id)
    found = reaches.kept.get(key)
    if found is None:
        walks = reaches.walks
        if walks is None:
            return ()
        layout = walks.ground.layout
        table = _ORDERS.of(kind, model_id, layout.squares, layout.stride)
        found = reaches.kept[key] = tuple(map(table.__getitem__, reaches.bits))
    return found


def enemy_targets(state: Tournament, model: Model, reach: int) -> list[Model]:
    """Enemies on the board within `reach` squares that are not in Stealth."""
    return [enemy for enemy, _ in enemies_within(state, model, reach)]


def action_commands(state: Tournament, model: Model, runs: Reaches) -> list[Command]:
    """The actions the ninja may take now (`runs`: the squares a run may take it to)."""
    mid = model.id
    commands: list[Command] = [*_orders(runs, Run, mid)]
    commands.extend(_strikes(state, model))
    if not in_enemy_zone(state, model):
        commands.extend(_shots(state, model))
    commands.append(_MADE[Search][mid,])
    if may_hide(state, model):
        commands.append(_MADE[Stealth][mid,])
    commands.extend(_quiet_actions(state, model))
    return commands


def _strikes(state: Tournament, model: Model) -> list[Command]:
    """Melee attacks on the enemies next to it, the Chunin's Tiger Strike (not again in the turn it made one), and
    its Leaping Strike from its square or any square it can reach within three."""
    mid = model.id
    assert model.pos is not None
    special = TEAMS[model.team].chunin_special if model.kind == "chunin" else ""
    commands: list[Command] = []
    attacks, tigers = _MADE[Attack], _MADE[TigerStrike]
    # in the turn of its Tiger Strike (a second action with Haste) its every attack has the +3 AT already
    tiger = special == "tiger_strike" and not tiger_turn(state, model)
    for enemy in enemy_targets(state, model, 1):
        commands.append(attacks[mid, enemy.id])
        if tiger:
            commands.append(tigers[mid, enemy.id])
    if special == "leaping_strike":
        commands += _leaps(model, leap_landings(state, model, LEAP_DISTANCE))
    return commands


def _leaps(model: Model, landings: list[tuple[Square, int]]) -> list[Command]:
    """A Leaping Strike to each landing square, on each enemy next to it."""
    return [LeapingStrike(model.id, square, enemy_id) for square, enemy_id in landings]


def _shots(state: Tournament, model: Model) -> list[Command]:
    """Ranged attacks (Ranged N) and shuriken at enemies in range and in sight (never from an enemy zone)."""
    mid = model.id
    commands: list[Command] = []
    if model.type.ranged:
        commands.extend(_MADE[Ranged][mid, enemy.id] for enemy in enemy_targets(state, model, model.type.ranged)
                        if line_of_sight(state, mid, enemy.id, may_turn=True))
    commands.extend(_MADE[Shuriken][mid, enemy.id] for enemy in enemy_targets(state, model, SHURIKEN_RANGE)
                    if line_of_sight(state, mid, enemy.id, may_turn=True))
    return commands


def _quiet_actions(state: Tournament, model: Model) -> list[Command]:
    """Praying at a positive shrine next to it, the Madoushi's hex, searching a chest next to it."""
    mid = model.id
    assert model.pos is not None
    shrines, chests = _quiet_spots(state)
    commands: list[Command] = [Pray(mid, shrine) for shrine in shrines if adjacent(shrine, model.pos)]
    if model.kind == "madoushi":
        hexdef = TEAMS[model.team].hex
        for other in state.models:
            if other.pos is None or distance(other.pos, model.pos) > hexdef.range:
                continue
            if (hexdef.target == "enemy") != (other.seat != model.seat):
                continue
            if other.stealth and other.seat != model.seat:
                continue
            if line_of_sight(state, mid, other.id, may_turn=True) or other.seat == model.seat and other.id == mid:
                commands.append(HexCommand(mid, other.id))
    commands.extend(OpenChest(mid, chest) for chest in chests if adjacent(chest, model.pos))
    commands.extend(objective_commands(state, model))
    return commands


def _quiet_spots(state: Tournament) -> tuple[list[Square], list[Square]]:
    """The squares of the positive shrines and of the chests, each in order (for the moment)."""
    cache = state.cache()
    found = cache.get("quiet-spots")
    if found is None:
        found = cache["quiet-spots"] = ([shrine for shrine, cond in sorted(state.shrines.items())
                                         if SHRINE_CONDITIONS[cond] == "positive"], sorted(state.chests))
    return found


def may_hide(state: Tournament, model: Model) -> bool:
    """Stealth needs no enemy line of sight (Shadow Walk: only no enemy zone), and never in a lantern's light."""
    if model.stealth or in_lantern_light(state, model):
        return False
    if hides_in_sight(model) and not in_enemy_zone(state, model):
        return True
    return not seen_by_enemy(state, model.id)
