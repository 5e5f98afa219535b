"""The AI's view of Ninja All-Stars: a short list of sensible commands for the search, a quick greedy
playout policy, a position evaluation and the easy level's one-step choice.

Good play in a Brawl: close in as a group, attack from the rear and with supports, shoot when free, pick
Void (injure) or Earth (stun) as the attacker's result and Spirit as the defender's.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars.board import (
    BOARD,
    HEALING,
    Model,
    enemies_in_zone,
    line_of_sight,
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
    NoCard,
    OpenChest,
    PassPlacement,
    PlaceLantern,
    PlayCard,
    Pray,
    Push,
    Ranged,
    Reinforce,
    Run,
    Shuriken,
    Stealth,
    TigerStrike,
    WaterMove,
    WaterPlace,
)
from ninjatable.games.ninja_all_stars.data import DECK, ELEMENT_NAMES, SHURIKEN_RANGE
from ninjatable.games.ninja_all_stars.geometry import (
    FACING_NAMES,
    Square,
    distance,
    facing_towards,
    neighbours,
    rear_zone,
)
from ninjatable.games.ninja_all_stars.rules import NasState
from ninjatable.games.ninja_all_stars.view import NasView
from ninjatable.games.ninja_all_stars.view import determinize as determinize  # the sampler the search uses

MODEL_VALUE = {"chunin": 3.0, "kaiken": 1.5, "yajiri": 1.5, "kunoichi": 1.7, "madoushi": 1.8}
ATTACKER_PREFERENCE = {"void": 6, "earth": 4, "air": 2, "water": 1, "fire": 0, "spirit": -5}
DEFENDER_PREFERENCE = {"spirit": 6, "water": 3, "air": 2, "fire": 1, "earth": -3, "void": -6}
MOVE_CHOICES = 3
ACTIVATION_CHOICES = 3


# --- reading the board ------------------------------------------------------------------------------------
def enemies(state: NasState, seat: int) -> list[Model]:
    return [m for m in state.models if m.seat != seat and m.pos is not None]


def nearest_enemy_distance(state: NasState, seat: int, square: Square) -> int:
    foes = enemies(state, seat)
    if not foes:
        return 0
    return min(distance(square, f.pos) for f in foes)  # type: ignore[arg-type]


class Context:
    """What the heuristics read again and again in one position, for one seat."""

    __slots__ = ("chests", "elevated", "foes", "friends_near")

    def __init__(self, state: NasState, seat: int) -> None:
        self.foes = [(f.pos, f) for f in state.models if f.seat != seat and f.pos is not None and not f.stealth]
        self.chests = tuple(state.chests)
        self.elevated = state.arena
        # how many of seat's ninja stand next to each enemy (support for an attack on it)
        self.friends_near: dict[int, int] = {}
        for pos, foe in self.foes:
            self.friends_near[foe.id] = sum(1 for sq in neighbours(pos) if sq in state.occupied
                                            and state.models[state.occupied[sq]].seat == seat)


def context(state: NasState, seat: int) -> Context:
    cache = state.cache()
    key = ("heuristic-context", seat)
    ctx = cache.get(key)
    if ctx is None:
        ctx = cache[key] = Context(state, seat)
    return ctx


def square_value(state: NasState, model: Model, square: Square, dodges: int = 0) -> float:
    """How good it is for `model` to stand on `square` at the end of its move."""
    ctx = context(state, model.seat)
    value = -1.2 * dodges
    sx, sy = square
    best = 99
    near = []
    for pos, foe in ctx.foes:
        d = max(abs(pos[0] - sx), abs(pos[1] - sy))
        if d < best:
            best = d
        if d == 1:
            near.append((pos, foe))
    if model.type.ranged and not ctx.chests:
        if best == 1:
            return value - 1.0
        return value + (2.0 if best <= model.type.ranged else -0.3 * best)
    if near:
        value += 3.0
        pos, target = min(near, key=lambda pf: pf[1].type.df)
        if square in rear_zone(pos, target.facing):
            value += 1.0
        value += 0.5 * ctx.friends_near.get(target.id, 0)
        value -= 0.8 * (len(near) - 1)
    elif best < 99:
        value -= 0.4 * best
    if ctx.chests:
        closest = min(max(abs(c[0] - sx), abs(c[1] - sy)) for c in ctx.chests)
        value -= 0.5 * closest
        if closest == 1:
            value += 3.0
    if state.arena.at(square).elevated:
        value += 0.2
    return value


def here_value(state: NasState, model: Model) -> float:
    cache = state.cache()
    key = ("here", model.id)
    if key not in cache:
        cache[key] = square_value(state, model, model.pos) if model.pos else 0.0  # type: ignore[arg-type]
    return cache[key]


def attack_value(state: NasState, attacker: Model, defender: Model, kind: str, tiger: bool = False) -> float:
    parts = state.dice_counts(attacker, defender, kind, tiger)
    att = sum(v for k, v in parts.items() if k not in ("defence", "defence_support", "shield_wall"))
    dfn = 0 if defender.no_defence else parts["defence"] + parts.get("defence_support", 0) \
        + parts.get("shield_wall", 0)
    value = 1.2 * (att - dfn) + MODEL_VALUE[defender.kind]
    if kind != "melee":
        value -= 1.5
    if tiger:
        value -= 0.5
    return value


def best_moves(state: NasState, model: Model, count: int = MOVE_CHOICES) -> list[tuple[float, Square]]:
    reach = reachable(state, model.id)
    scored = sorted(((square_value(state, model, sq, len(r.dodges)) - 0.01 * r.cost, sq)
                     for sq, r in reach.items()), reverse=True)
    return scored[:count]


def facing_for(state: NasState, model: Model) -> int:
    """Face the nearest enemy (the rear away from it)."""
    foes = enemies(state, model.seat)
    if not foes or model.pos is None:
        return model.facing
    nearest = min(foes, key=lambda f: distance(model.pos, f.pos))  # type: ignore[arg-type]
    return facing_towards(model.pos, nearest.pos)  # type: ignore[arg-type]


def result_value(state: NasState, seat: int, element: str) -> float:
    combat = state.combat
    assert combat is not None
    if state.models[combat["attacker"]].seat == seat:
        return ATTACKER_PREFERENCE[element]
    return DEFENDER_PREFERENCE[element]


# --- scoring one command ----------------------------------------------------------------------------------
#: how one kind of command is judged for a seat
Judge = Callable[[NasState, int, Any], float]


def command_value(state: NasState, seat: int, command: Command) -> float:
    """A quick judgement of one legal command for `seat`."""
    kind = type(command)
    value = _CONSTANT_VALUE.get(kind)
    if value is not None:
        return value
    judge = _JUDGES.get(kind)
    return judge(state, seat, command) if judge is not None else 0.0


def _move_value(state: NasState, seat: int, command: Move | Run) -> float:
    model = state.models[command.model]
    run = type(command) is Run
    reach = reachable(state, model.id, state.base_mv(model) if run else None)
    r = reach.get(command.to)
    dodges = len(r.dodges) if r else 0
    base = square_value(state, model, command.to, dodges)
    return base - here_value(state, model) - (1.0 if run else 0.0)


def _end_value(state: NasState, seat: int, command: End) -> float:
    return 0.1 if command.facing == facing_for(state, state.models[command.model]) else -0.5


def _strike_value(bonus: float, kind: str, tiger: bool = False, penalty: float = 0.0) -> Judge:
    """Judge an attack of `kind` by its dice and its target, plus `bonus` less `penalty`."""
    def judge(state: NasState, seat: int, command: Any) -> float:
        return bonus + attack_value(state, state.models[command.model], state.models[command.target], kind,
                                    tiger) - penalty
    return judge


def _manage_value(state: NasState, seat: int, command: Manage) -> float:
    if command.choice == "rally":
        return 2.0
    return 1.0 if command.choice == "heal" else 0.5


def _deploy_value(state: NasState, seat: int, command: Deploy | Reinforce) -> float:
    model = state.models[command.model]
    return MODEL_VALUE[model.kind] - 0.2 * abs(command.square[0] - state.arena.width // 2) \
        - 0.2 * abs(command.square[1] - state.arena.height // 2)


def activate_value(state: NasState, model: Model) -> float:
    """How much this ninja can do now: its best attack, or the best square it can reach."""
    assert model.pos is not None
    ctx = context(state, model.seat)
    adjacent_foes = [f for pos, f in ctx.foes if distance(pos, model.pos) == 1]
    if adjacent_foes:
        return 2.0 + max(attack_value(state, model, f, "melee") for f in adjacent_foes)
    moves = best_moves(state, model, 1)
    gain = (moves[0][0] - here_value(state, model)) if moves else 0.0
    return gain + 0.1 * MODEL_VALUE[model.kind]


def relocation_value(state: NasState, seat: int, command: Push | WaterMove | WaterPlace) -> float:
    combat = state.combat
    if combat is None:
        return 0.0
    attacker = state.models[combat["attacker"]]
    defender = state.models[combat["defender"]]
    moved = defender if isinstance(command, Push | WaterPlace) else attacker
    friendly = moved.seat == seat
    foes = [m for m in state.models if m.seat != moved.seat and m.pos is not None and m.id != moved.id]
    near = sum(1 for f in foes if distance(f.pos, command.to) == 1)  # type: ignore[arg-type]
    value = -near if friendly else near
    nearest = min(foes, key=lambda f: distance(f.pos, command.to), default=None)  # type: ignore[arg-type]
    if nearest is not None:
        toward = facing_towards(command.to, nearest.pos)  # type: ignore[arg-type]
        facing_good = command.facing == toward
        value += (0.5 if facing_good else 0.0) if friendly else (0.5 if command.facing == (toward + 4) % 8 else 0.0)
    return value


#: commands judged the same wherever they are played
_CONSTANT_VALUE: dict[type, float] = {
    CombatCard: 1.0, NoCard: 0.0, PassPlacement: 1.0, PlaceLantern: 0.0, OpenChest: 4.0, Stealth: 0.8,
    Pray: 0.6, HexCommand: 0.7, PlayCard: 0.3,
}
#: how the other commands are judged (a command missing from both tables is worth 0)
_JUDGES: dict[type, Judge] = {
    Move: _move_value,
    Run: _move_value,
    End: _end_value,
    ChooseResult: lambda state, seat, c: result_value(state, seat, c.element),
    Push: relocation_value,
    WaterMove: relocation_value,
    WaterPlace: relocation_value,
    Discard: lambda state, seat, c: -float(DECK[c.card].timing.startswith("combat")),
    Manage: _manage_value,
    Deploy: _deploy_value,
    Reinforce: _deploy_value,
    GiveEdge: lambda state, seat, c: 1.0 if c.seat == seat else 0.0,
    Activate: lambda state, seat, c: activate_value(state, state.models[c.model]),
    Attack: _strike_value(2.0, "melee"),
    TigerStrike: _strike_value(2.0, "melee", tiger=True),
    LeapingStrike: _strike_value(1.5, "melee", penalty=0.5),
    Ranged: _strike_value(1.0, "ranged"),
    Shuriken: _strike_value(0.2, "shuriken"),
}


# --- search --------------------------------------------------------------------------------------------------
_SEARCH_CACHE: dict[tuple, list[Command]] = {}


def search_commands(state: NasState, seat: int) -> list[Command]:
    """The few best commands by the quick judgement. Determinizations of one position share the public
    record (`trail`), the seat's own hand, the phase and the decisions waiting, so the answer is cached by them."""
    key = (state.trail, seat, tuple(sorted(state.hands[seat])), state.phase,
           tuple((p["kind"], p["seat"]) for p in state.pending))
    found = _SEARCH_CACHE.get(key)
    if found is not None:
        return found
    if len(_SEARCH_CACHE) > 50_000:
        _SEARCH_CACHE.clear()
    result = _search_commands(state, seat)
    _SEARCH_CACHE[key] = result
    return result


def _search_commands(state: NasState, seat: int) -> list[Command]:
    legal = state.legal_commands(seat)
    if len(legal) <= 8:
        return legal
    if state.pending:
        kind = state.pending[-1]["kind"]
        if kind in ("push", "water_move", "water_place", "reinforce"):
            return top(state, seat, legal, 4)
        return legal
    if state.phase in ("markers", "deploy"):
        return top(state, seat, legal, 4)
    if state.phase != "activation":
        return legal
    scored = sorted(legal, key=lambda c: command_value(state, seat, c), reverse=True)
    return scored[:ACTIVATION_CHOICES]


def top(state: NasState, seat: int, commands: Sequence[Command], count: int) -> list[Command]:
    if len(commands) <= count:
        return list(commands)
    scored = sorted(commands, key=lambda c: command_value(state, seat, c), reverse=True)
    return scored[:count]


def playout_command(state: NasState, seat: int, rng: Rng) -> Command:
    """A fast greedy policy: attack when it looks good, otherwise close in, then face the enemy."""
    if state.pending or state.phase != "activation":
        pend = state.pending[-1]["kind"] if state.pending else ""
        if pend in ("push", "water_move", "water_place"):
            legal = state.legal_commands(seat)
            return rng.choice(legal)
        legal = state.legal_commands(seat)
        if state.phase == "janken" and not state.pending:
            return rng.choice(legal)
        if state.phase == "markers" and not state.pending:
            passes = [c for c in legal if isinstance(c, PassPlacement)]
            return passes[0] if passes else legal[rng.randint(0, min(len(legal), 120) - 1)]
        if len(legal) > 40:
            return rng.choice(legal)
        return max(legal, key=lambda c: command_value(state, seat, c) + 0.3 * rng.random())
    act = state.active
    if act is None:
        choices = [m for m in state.models if m.seat == seat and m.on_board and not m.activated]
        ctx = context(state, seat)
        engaged = [m for m in choices if any(distance(pos, m.pos) == 1 for pos, _ in ctx.foes)]  # type: ignore[arg-type]
        return Activate(rng.choice(engaged or choices).id)
    return model_playout(state, seat, state.models[act.model], rng)


def model_playout(state: NasState, seat: int, model: Model, rng: Rng) -> Command:
    act = state.active
    facing_only = act is not None and act.facing_only
    if not facing_only and state.may_act(model):
        assert model.pos is not None
        foes = [f for f in state.models if f.seat != seat and f.pos is not None and not f.stealth]
        adjacent_foes = [f for f in foes if distance(f.pos, model.pos) == 1]  # type: ignore[arg-type]
        if adjacent_foes:
            target = max(adjacent_foes, key=lambda f: attack_value(state, model, f, "melee"))
            return Attack(model.id, target.id)
        if model.type.ranged and not enemies_in_zone(state, model):
            for f in foes:
                if distance(f.pos, model.pos) <= model.type.ranged and line_of_sight(  # type: ignore[arg-type]
                        state, model.id, f.id, may_turn=True):
                    return Ranged(model.id, f.id)
    moved = act is not None and act.moved
    if not facing_only and not moved and state.move_budget(model) > 0:
        moves = best_moves(state, model, 2)
        if moves:
            value, square = moves[0] if rng.random() < 0.8 or len(moves) == 1 else moves[1]
            if value > here_value(state, model):
                return Move(model.id, square)
    if not facing_only and state.may_act(model) and model.pos is not None:
        for f in state.models:
            if f.seat != seat and f.pos is not None and not f.stealth and distance(f.pos, model.pos) <= SHURIKEN_RANGE \
                    and not enemies_in_zone(state, model) and rng.random() < 0.5 \
                    and line_of_sight(state, model.id, f.id, may_turn=True):
                return Shuriken(model.id, f.id)
    return End(model.id, facing_for(state, model))


def evaluate(state: NasState) -> tuple[float, ...]:
    """Points weigh most, then ninja on the board (by value, less for Stunned), then the moon hand."""
    values = []
    for seat in range(state.num_seats):
        value = 4.0 * state.scores[seat]
        for m in state.models:
            if m.seat != seat:
                continue
            if m.where == BOARD:
                value += MODEL_VALUE[m.kind] - 0.6 * m.cond.get("stunned", 0)
            elif m.where == HEALING:
                value -= 0.3
        value += 0.2 * len(state.hands[seat])
        values.append(value)
    if state.num_seats == 2:
        diff = values[0] - values[1]
        p = 0.5 + 0.5 * math.tanh(diff / 8.0)
        return (p, 1.0 - p)
    exps = [math.exp(v / 6.0) for v in values]
    total = sum(exps)
    return tuple(e / total for e in exps)


def mixed_command(view: NasView, seat: int, legal: Sequence[Command], rng: Rng) -> Command | None:
    """Janken is a guessing game with no best sign: every level shows each sign a third of the time."""
    if legal and all(isinstance(c, Janken) for c in legal):
        return rng.choice(list(legal))
    return None


def easy_command(view: NasView, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
    """The easy AI: the legal command that looks best right now (a little noise between equals)."""
    state = view.public
    pool = list(legal)
    if len(pool) > 400:
        pool = rng.sample(pool, 400)
    return max(pool, key=lambda c: command_value(state, seat, c) + 0.2 * rng.random())


def describe(command: Command, view: Any) -> str:
    """A command in a player's words."""
    names = {m.id: m.name for m in view.models} if isinstance(view, NasView) else {}

    def who(model_id: int) -> str:
        return names.get(model_id, f"ninja #{model_id}")

    if isinstance(command, Janken):
        return f"Janken: {command.sign}"
    if isinstance(command, Activate):
        return f"Activate {who(command.model)}"
    if isinstance(command, Move):
        return f"{who(command.model)} moves to {command.to}"
    if isinstance(command, Run):
        return f"{who(command.model)} runs to {command.to}"
    if isinstance(command, End):
        return f"{who(command.model)} ends facing {FACING_NAMES[command.facing]}"
    if isinstance(command, Attack):
        return f"{who(command.model)} attacks {who(command.target)}"
    if isinstance(command, TigerStrike):
        return f"{who(command.model)}: Tiger Strike on {who(command.target)}"
    if isinstance(command, LeapingStrike):
        return f"{who(command.model)}: Leaping Strike from {command.to} on {who(command.target)}"
    if isinstance(command, Ranged):
        return f"{who(command.model)} shoots at {who(command.target)}"
    if isinstance(command, Shuriken):
        return f"{who(command.model)} throws shuriken at {who(command.target)}"
    if isinstance(command, ChooseResult):
        return f"Choose {ELEMENT_NAMES[command.element]}"
    if isinstance(command, PlayCard | CombatCard | Discard):
        verb = "Discard" if isinstance(command, Discard) else "Play"
        return f"{verb} {DECK[command.card].name}"
    if isinstance(command, ChooseEdge):
        return f"Deploy on the {command.edge} edge"
    if isinstance(command, Deploy | Reinforce):
        return f"Deploy {who(command.model)} on {command.square}"
    return command.to_text()
