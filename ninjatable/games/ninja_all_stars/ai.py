"""What the computer seats know of Ninja All-Stars: dealing the unseen moon cards and secret signs, a short
list of sensible commands for the search, a quick greedy playout policy, a position evaluation and the easy
level's one-step choice.

Good play in a Brawl: close in as a group, attack from the rear and with supports, shoot when free, pick
Void (injure) or Earth (stun) as the attacker's result and Spirit as the defender's. The keywords change what a
ninja is worth and what a result does: a Fire Master attacker takes Fire gladly, Earth is wasted on an Earth
Master, a Water or Air Master's Water or Air also Stuns, a shooter's arrows may make Fire, Water or Air count.
In the other challenges the ninja also go for the objective: chests, the hill, the messenger, target squares
(in Stealth), medals (and home with them), and the Chunin that score more in Assassination and Champion.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from ninjatable.ai.knowledge import Knowledge
from ninjatable.ai.policies import best_by_value
from ninjatable.engine.commands import Command
from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars.commands import (
    Activate,
    Attack,
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
    Shuriken,
    Stealth,
    TakeObjective,
    TeamTest,
    TigerStrike,
    Turn,
    WaterMove,
    WaterPlace,
)
from ninjatable.games.ninja_all_stars.data import (
    DECK,
    KEYWORDS,
    MARKERS,
    MODEL_TYPES,
    SHRINE_CONDITIONS,
    SHURIKEN_RANGE,
    TEAM_TYPES,
    ModelType,
)
from ninjatable.games.ninja_all_stars.geometry import Square, distance, facing_towards, neighbours, rear_zone
from ninjatable.games.ninja_all_stars.rules import NasState
from ninjatable.games.ninja_all_stars.rules.challenges import (
    hill_counts,
    messenger_square,
    objective_commands,
)
from ninjatable.games.ninja_all_stars.rules.combat import dice_counts, dice_totals
from ninjatable.games.ninja_all_stars.rules.effects import affinity_dice, moon_phase
from ninjatable.games.ninja_all_stars.rules.keywords import ranged_effect, stuns_with, wards
from ninjatable.games.ninja_all_stars.rules.legal import marker_squares
from ninjatable.games.ninja_all_stars.rules.movement import base_mv, in_enemy_zone, may_act, move_budget
from ninjatable.games.ninja_all_stars.rules.setup import SIGNS
from ninjatable.games.ninja_all_stars.rules.sight import line_of_sight
from ninjatable.games.ninja_all_stars.rules.tournament import (
    ACTIVATION,
    BOARD,
    CHOOSE_EDGE,
    DEPLOY,
    GIVE_EDGE,
    HEALING,
    HIDDEN_CARD,
    HIDDEN_SIGN,
    JANKEN,
    PLACEMENT,
    TEAM_TEST,
    DecisionKind,
    Model,
)
from ninjatable.games.ninja_all_stars.rules.walks import reachable

MODEL_VALUE = {"chunin": 3.0, "kaiken": 1.5, "yajiri": 1.5, "kunoichi": 1.7, "madoushi": 1.8}
#: what a keyword adds to a ninja's worth on the board (beyond its type's worth)
KEYWORD_WORTH = {"fury": 0.25, "fire_arrows": 0.15, "water_mastery": 0.2, "tide_arrows": 0.1, "earth_mastery": 0.25,
                 "shield_wall": 0.2, "steadfast": 0.2, "steady_aim": 0.15, "air_mastery": 0.2, "keen_eye": 0.3,
                 "gale_arrows": 0.1, "agile": 0.1, "shadow_walk": 0.1, "focus": 0.1, "fire_mastery": 0.1,
                 "melee_master": 0.3}
ATTACKER_PREFERENCE = {"void": 6, "earth": 4, "air": 2, "water": 1, "fire": 0, "spirit": -5}
DEFENDER_PREFERENCE = {"spirit": 6, "water": 3, "air": 2, "fire": 1, "earth": -3, "void": -6}
#: a result of a ranged attack that the shooter's keyword makes count, for the attacker
RANGED_EFFECT_PREFERENCE = {"stun": 4, "push": 1, "move_self": 1, "": 0}


def type_worth(line: ModelType) -> float:
    """A stat line's worth: its type's, more or less for each point of MV, AT, DF and reach beyond the shared
    line of its type, plus its keywords."""
    base = MODEL_TYPES[line.key]
    return (MODEL_VALUE[line.key] + sum(KEYWORD_WORTH.get(k, 0.0) for k in line.keywords)
            - sum(KEYWORD_WORTH.get(k, 0.0) for k in base.keywords)
            + 0.15 * (line.mv - base.mv) + 0.4 * (line.at - base.at) + 0.5 * (line.df - base.df)
            + 0.1 * (line.ranged - base.ranged))


#: team -> ninja type -> its worth on the board, from its stat line and keywords
WORTH: dict[str, dict[str, float]] = {
    team: {kind: type_worth(line) for kind, line in types.items()} for team, types in TEAM_TYPES.items()
}


#: team -> ninja type -> the melee dice its keywords add once it has moved (Fury)
CHARGE_DICE: dict[str, dict[str, int]] = {
    team: {kind: sum(KEYWORDS[k].get("dice", 1) for k in line.keywords
                     if KEYWORDS[k].effect == "combat_dice" and KEYWORDS[k].get("when") == "moved"
                     and "melee" in KEYWORDS[k].get("attacks", ()))
           for kind, line in types.items()}
    for team, types in TEAM_TYPES.items()
}


def worth(model: Model) -> float:
    """How much a ninja is worth on the board: its type, its stat line and its keywords."""
    return WORTH[model.team][model.kind]
MOVE_CHOICES = 3
#: the orders of an activation the search weighs: the best by the quick judgement (hard, with six times
#: normal's imagined games, weighs twice as many: `NasKnowledge.at_level`).
ACTIVATION_CHOICES = 3
HARD_ACTIVATION_CHOICES = 6


# --- reading the board ------------------------------------------------------------------------------------
def enemies(state: NasState, seat: int) -> list[Model]:
    return [m for m in state.models if m.seat != seat and m.pos is not None]


def goals_of(state: NasState, seat: int) -> tuple[Square, ...]:
    """The squares the challenge sends `seat`'s ninja to: chests, the hill, the messenger, the target
    squares the team has not infiltrated, the medals on the ground."""
    kind = state.challenge.objective
    objectives = state.arena.objectives
    if kind == "hill":
        return tuple(sorted(objectives.hill))
    if kind == "messenger":
        square = messenger_square(state)
        return (square,) if square is not None and state.scrolls else ()
    if kind == "infiltration":
        return tuple(sq for sq in objectives.target_squares if (seat, sq) not in state.infiltrated)
    if kind == "medals":
        return tuple(sorted(state.medals))
    return tuple(state.chests)


class Context:
    """What the heuristics read again and again in one position, for one seat."""

    __slots__ = ("chests", "foes", "friends_near", "home")

    def __init__(self, state: NasState, seat: int) -> None:
        self.foes = [(f.pos, f) for f in state.models if f.seat != seat and f.pos is not None and not f.stealth]
        self.chests = goals_of(state, seat)
        #: the squares of the seat's own deployment zone (where a medal is brought home)
        edge = state.edges.get(seat)
        self.home = state.arena.zones[edge].squares if edge is not None and state.carriers else frozenset()
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
    if model.id in state.carriers and ctx.home:
        return value + (6.0 if square in ctx.home else -0.9 * min(distance(square, h) for h in ctx.home))
    if ctx.chests:
        value += goal_value(state, model, square, ctx.chests)
    if state.arena.at(square).elevated:
        value += 0.2
    return value


def goal_value(state: NasState, model: Model, square: Square, goals: Sequence[Square]) -> float:
    """Closer to the challenge's objective is better; standing where the objective can be taken (on the hill;
    next to a chest, the messenger, a medal or a target square) is much better."""
    sx, sy = square
    closest = min(max(abs(c[0] - sx), abs(c[1] - sy)) for c in goals)
    kind = state.challenge.objective
    if kind == "hill":
        return 4.0 if closest == 0 else -0.6 * closest
    value = -0.5 * closest
    if closest == 1 or closest == 0 and kind in ("infiltration", "medals"):
        value += 3.0
        if kind == "infiltration" and model.stealth:
            value += 1.0
    return value


def here_value(state: NasState, model: Model) -> float:
    cache = state.cache()
    key = ("here", model.id)
    if key not in cache:
        cache[key] = square_value(state, model, model.pos) if model.pos is not None else 0.0
    return cache[key]


def attack_value(state: NasState, attacker: Model, defender: Model, kind: str, tiger: bool = False) -> float:
    parts = dice_counts(state, attacker, defender, kind, tiger)
    att, dfn = dice_totals(parts, defender.no_defence)
    value = 1.2 * (att - dfn) + worth(defender)
    objective = state.challenge.objective
    if objective in ("mark", "champion") and defender.kind == "chunin":
        value += 2.0
    if objective == "champion":
        value += 1.5 if attacker.kind == "chunin" else -1.0
    if kind != "melee":
        value -= 1.5
    if tiger:
        value -= 0.5
    return value


def best_moves(state: NasState, model: Model, count: int = MOVE_CHOICES) -> list[tuple[float, Square]]:
    reach = reachable(state, model.id)
    scored = sorted(((square_value(state, model, sq, dodges) - 0.01 * cost, sq)
                     for sq in reach for dodges, cost in (reach.effort(sq),)), reverse=True)
    return scored[:count]


def facing_for(state: NasState, model: Model) -> int:
    """Face the nearest enemy (the rear away from it)."""
    here = model.pos
    foes = [f.pos for f in enemies(state, model.seat) if f.pos is not None]
    if not foes or here is None:
        return model.facing
    return facing_towards(here, min(foes, key=lambda pos: distance(here, pos)))


def result_value(state: NasState, seat: int, element: str) -> float:
    """How good a combat result is for `seat`, with the keywords of the two ninja."""
    combat = state.combat
    assert combat is not None
    attacker = state.models[combat.attacker]
    defender = state.models[combat.defender]
    if combat.kind != "melee" and element not in ("earth", "void"):
        gain = RANGED_EFFECT_PREFERENCE.get(ranged_effect(attacker, element, combat.kind), 0)
        if gain and wards(defender, element):
            gain = 0
        return gain if attacker.seat == seat else -gain
    if attacker.seat == seat:
        value = float(ATTACKER_PREFERENCE[element])
        sign = 1.0
    else:
        value = float(DEFENDER_PREFERENCE[element])
        sign = -1.0
    if element == "earth" and wards(defender, "earth"):
        value = 0.0
    elif element == "fire":
        value += sign * (3.0 * wards(attacker, "fire") - 2.0 * wards(defender, "fire"))
    elif element in ("water", "air") and stuns_with(attacker, element) and not wards(defender, element):
        value += sign * 3.0
    return value


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
    reach = reachable(state, model.id, base_mv(model) if run else None)
    dodges = reach.effort(command.to)[0] if command.to in reach else 0
    base = square_value(state, model, command.to, dodges)
    if not run and CHARGE_DICE[model.team][model.kind] and any(
            distance(pos, command.to) == 1 for pos, _ in context(state, seat).foes):
        base += 1.2 * CHARGE_DICE[model.team][model.kind]  # a charge: the attack after the move rolls more
    return base - here_value(state, model) - (1.0 if run else 0.0)


#: what a ninja's Stealth is worth against a die more for the initiative test: more than one die, so the ninja
#: with most dice rolls unless rolling would take it out of Stealth, and one in Stealth rolls only when every
#: ninja the player could choose hides
ROLLER_STEALTH = 2.5
#: a Lucky marker helps the roll (it rerolls a losing one), a Curse marker hurts it; either is spent doing so
ROLLER_MARKER = 0.3


def roller_value(state: NasState, seat: int, command: TeamTest) -> float:
    """The ninja that rolls the initiative test for its team: the most dice (Focus), not a ninja in Stealth
    (the test would take it out), a Lucky one rather than a plain one, a Cursed one last among equals."""
    model = state.models[command.model]
    value = float(affinity_dice(model)) - ROLLER_STEALTH * model.stealth
    if model.cond.get("lucky"):
        value += ROLLER_MARKER
    if model.cond.get("curse"):
        value -= ROLLER_MARKER
    return value


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
    return worth(model) - 0.2 * abs(command.square[0] - state.arena.width // 2) \
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
    return gain + 0.1 * worth(model)


def combat_card_value(state: NasState, seat: int, command: CombatCard) -> float:
    """Dice cards are always worth a die. Kawarimi is kept for an attack that would probably hurt: the
    attacker's dice over the defender's, and what the defender is worth."""
    card = DECK[command.card]
    combat = state.combat
    if card.timing != "combat_escape" or combat is None:
        return 1.0
    defender = state.models[combat.defender]
    edge = combat.attack_dice - combat.defence_dice
    hidden = 1.0 if moon_phase(state) == card.phase else 0.0
    return 0.6 * edge + 0.5 * MODEL_VALUE[defender.kind] + hidden - 1.2


def reaction_value(state: NasState, seat: int, command: React) -> float:
    """Tripwire: worth more on a valuable ninja, much more when the stun injures it or, in its moon phase,
    when it stops the enemy before its action."""
    act = state.active
    if act is None:
        return 0.0
    mover = state.models[act.model]
    card = DECK[command.card]
    value = 0.3 * MODEL_VALUE[mover.kind] - 0.2
    if mover.cond.get("stunned", 0) >= 2 and not mover.cond.get("protection") and not mover.cond.get("moon_power"):
        value += 3.0
    if moon_phase(state) == card.phase and may_act(state, mover):
        value += 2.0
    return value


def relocation_value(state: NasState, seat: int, command: Push | WaterMove | WaterPlace) -> float:
    combat = state.combat
    if combat is None:
        return 0.0
    attacker = state.models[combat.attacker]
    defender = state.models[combat.defender]
    moved = defender if isinstance(command, Push | WaterPlace) else attacker
    friendly = moved.seat == seat
    foes = [m.pos for m in state.models if m.seat != moved.seat and m.pos is not None and m.id != moved.id]
    near = sum(1 for pos in foes if distance(pos, command.to) == 1)
    value = -near if friendly else near
    nearest = min(foes, key=lambda pos: distance(pos, command.to), default=None)
    if nearest is not None:
        toward = facing_towards(command.to, nearest)
        facing_good = command.facing == toward
        value += (0.5 if facing_good else 0.0) if friendly else (0.5 if command.facing == (toward + 4) % 8 else 0.0)
    return value


#: commands judged the same wherever they are played
_CONSTANT_VALUE: dict[type, float] = {
    NoCard: 0.0, ManageCard: 1.2, Turn: -0.3, PassPlacement: 1.0, PlaceLantern: 0.0, OpenChest: 4.0,
    TakeObjective: 4.5, Stealth: 0.8,
    Pray: 0.6, HexCommand: 0.7, PlayCard: 0.3,
}
#: how the other commands are judged (a command missing from both tables is worth 0)
_JUDGES: dict[type, Judge] = {
    Move: _move_value,
    Run: _move_value,
    End: _end_value,
    CombatCard: combat_card_value,
    React: reaction_value,
    Heal: lambda state, seat, c: MODEL_VALUE[state.models[c.model].kind],
    ChooseResult: lambda state, seat, c: result_value(state, seat, c.element),
    Push: relocation_value,
    WaterMove: relocation_value,
    WaterPlace: relocation_value,
    Discard: lambda state, seat, c: -float(DECK[c.card].timing.startswith("combat")),
    Manage: _manage_value,
    Deploy: _deploy_value,
    Reinforce: _deploy_value,
    GiveEdge: lambda state, seat, c: 1.0 if c.seat == seat else 0.0,
    TeamTest: roller_value,
    Activate: lambda state, seat, c: activate_value(state, state.models[c.model]),
    Attack: _strike_value(2.0, "melee"),
    TigerStrike: _strike_value(2.0, "melee", tiger=True),
    LeapingStrike: _strike_value(1.5, "melee", penalty=0.5),
    Ranged: _strike_value(1.0, "ranged"),
    Shuriken: _strike_value(0.2, "shuriken"),
}


# --- search ----------------------------------------------------------------------------------------------------
#: the search's short lists, by the public record of play, the seat, its hand, the phase and the decisions
#: waiting (every determinization of one position shares them); emptied when it holds this many.
SEARCH_CACHE_SIZE = 20_000
#: the decisions where a combat result moves a ninja to a square with a facing
SHIFT_DECISIONS = (DecisionKind.PUSH, DecisionKind.WATER_MOVE, DecisionKind.WATER_PLACE)
_SEARCH_CACHE: dict[tuple[Any, ...], list[Command]] = {}


def search_commands(state: NasState, seat: int, choices: int = ACTIVATION_CHOICES) -> list[Command]:
    """The few best commands by the quick judgement (`choices` orders of an activation). Determinizations of one
    position share the public record (`trail`), the seat's own hand, the phase and the decisions waiting, so
    the answer is cached by them."""
    key = (state.trail, seat, tuple(sorted(state.hands[seat])), state.phase,
           tuple((p.kind, p.seat) for p in state.pending), choices)
    found = _SEARCH_CACHE.get(key)
    if found is not None:
        return found
    if len(_SEARCH_CACHE) >= SEARCH_CACHE_SIZE:
        _SEARCH_CACHE.clear()
    result = _search_commands(state, seat, choices)
    _SEARCH_CACHE[key] = result
    return result


def orders(legal: Sequence[Command]) -> list[Command]:
    """The legal commands but `activate` alone (which only replays old games: every order of a ninja that
    is not active yet activates it) and free turns (the computer sets its facing with its last order)."""
    return [c for c in legal if not isinstance(c, Activate | Turn)]


def _search_commands(state: NasState, seat: int, choices: int) -> list[Command]:
    if state.phase == PLACEMENT and not state.pending:
        return _placement_choices(state, 4)
    if state.phase == TEAM_TEST and not state.pending:
        # the evaluation does not weigh Stealth: the search levels choose the roller as the easy level does
        return top(state, seat, state.legal_commands(seat), 1)
    legal = orders(state.legal_commands(seat))
    if len(legal) <= 8:
        return legal
    if state.pending:
        kind = state.pending[-1].kind
        if kind in (*SHIFT_DECISIONS, DecisionKind.REINFORCE):
            return top(state, seat, legal, 4)
        return legal
    if state.phase == DEPLOY:
        return top(state, seat, legal, 4)
    if state.phase != ACTIVATION:
        return legal
    return top(state, seat, legal, choices)


def _placement_choices(state: NasState, count: int) -> list[Command]:
    """The best `count` placements by the quick judgement (passing first, then the first squares in the order
    of the legal commands), found without listing the thousands of placements of a large ground."""
    squares = marker_squares(state)
    tokens: list[Command] = []
    if len(state.lanterns) < MARKERS["max_lanterns"]:
        tokens.extend(PlaceLantern(sq) for sq in squares[:count])
    if len(state.shrines) < MARKERS["max_shrines"]:
        for cond in SHRINE_CONDITIONS:
            tokens.extend(PlaceShrine(sq, cond) for sq in squares[:count - len(tokens)])
    may_pass = len(state.lanterns) >= MARKERS["min_lanterns_before_pass"] or not tokens
    return ([PassPlacement()] if may_pass else []) + tokens[:count - int(may_pass)]


def top(state: NasState, seat: int, commands: Sequence[Command], count: int) -> list[Command]:
    if len(commands) <= count:
        return list(commands)
    scored = sorted(commands, key=lambda c: command_value(state, seat, c), reverse=True)
    return scored[:count]


def playout_command(state: NasState, seat: int, rng: Rng) -> Command:
    """A fast greedy policy: attack when it looks good, otherwise close in, then face the enemy."""
    if state.pending or state.phase != ACTIVATION:
        return _setup_playout(state, seat, rng)
    act = state.active
    if act is None:
        choices = [m for m in state.models if m.seat == seat and m.on_board and not m.activated]
        ctx = context(state, seat)
        engaged = [m for m in choices if m.pos is not None and any(distance(pos, m.pos) == 1 for pos, _ in ctx.foes)]
        return model_playout(state, seat, rng.choice(engaged or choices), rng)
    return model_playout(state, seat, state.models[act.model], rng)


def _placement_playout(state: NasState, rng: Rng) -> Command:
    """Pass when allowed; else a lantern (or, with six lanterns, a shrine) on one of the first squares."""
    choices = _placement_choices(state, 120)
    if isinstance(choices[0], PassPlacement):
        return choices[0]
    return choices[rng.randint(0, len(choices) - 1)]


def _setup_playout(state: NasState, seat: int, rng: Rng) -> Command:
    """Outside activations: random shifts, janken and placements (passing when allowed), otherwise the
    quick judgement with a little noise."""
    if state.phase == PLACEMENT and not state.pending:
        return _placement_playout(state, rng)
    pend = state.pending[-1].kind if state.pending else ""
    legal = state.legal_commands(seat)
    if pend in SHIFT_DECISIONS:
        return rng.choice(legal)
    if state.phase == JANKEN and not state.pending:
        return rng.choice(legal)
    if len(legal) > 40:
        return rng.choice(legal)
    return max(legal, key=lambda c: command_value(state, seat, c) + 0.3 * rng.random())


def model_playout(state: NasState, seat: int, model: Model, rng: Rng) -> Command:
    """One order for `model` (active, or the one the playout activates with this order)."""
    act = state.active
    facing_only = act is not None and act.facing_only
    here = model.pos
    if not facing_only and may_act(state, model) and here is not None:
        taken = objective_commands(state, model)
        if taken:
            return taken[0]
        attack = _playout_attack(state, seat, model, here)
        if attack is not None:
            return attack
    moved = act is not None and act.moved
    if not facing_only and not moved and move_budget(state, model) > 0:
        moves = best_moves(state, model, 2)
        if moves:
            value, square = moves[0] if rng.random() < 0.8 or len(moves) == 1 else moves[1]
            if value > here_value(state, model):
                return Move(model.id, square)
    if not facing_only and may_act(state, model) and here is not None:
        for f in state.models:
            if f.seat != seat and f.pos is not None and not f.stealth and distance(f.pos, here) <= SHURIKEN_RANGE \
                    and not in_enemy_zone(state, model) and rng.random() < 0.5 \
                    and line_of_sight(state, model.id, f.id, may_turn=True):
                return Shuriken(model.id, f.id)
    return End(model.id, facing_for(state, model))


def _playout_attack(state: NasState, seat: int, model: Model, here: Square) -> Command | None:
    """The strongest melee attack next to it, else a ranged attack at the first enemy in range and sight."""
    foes = [f for f in state.models if f.seat != seat and f.pos is not None and not f.stealth]
    adjacent_foes = [f for f in foes if f.pos is not None and distance(f.pos, here) == 1]
    if adjacent_foes:
        target = max(adjacent_foes, key=lambda f: attack_value(state, model, f, "melee"))
        return Attack(model.id, target.id)
    if model.type.ranged and not in_enemy_zone(state, model):
        for f in foes:
            if f.pos is not None and distance(f.pos, here) <= model.type.ranged \
                    and line_of_sight(state, model.id, f.id, may_turn=True):
                return Ranged(model.id, f.id)
    return None


def objective_values(state: NasState) -> list[float]:
    """What each seat holds of the challenge's objective now: ninja on the hill, medals carried, ninja next to
    the messenger or a target square still to infiltrate."""
    kind = state.challenge.objective
    values = [0.0] * state.num_seats
    if kind == "hill":
        return [1.5 * count for count in hill_counts(state)]
    if kind == "medals":
        for mid in state.carriers:
            values[state.models[mid].seat] += 2.5
        return values
    if kind in ("messenger", "infiltration"):
        for seat in range(state.num_seats):
            goals = goals_of(state, seat)
            values[seat] = 0.8 * sum(1 for m in state.models if m.seat == seat and m.pos is not None
                                     and any(distance(m.pos, g) <= 1 for g in goals))
    return values


def evaluate(state: NasState) -> tuple[float, ...]:
    """Points weigh most, then what the seat holds of the objective, ninja on the board (by value, less for
    Stunned), then the moon hand."""
    values = []
    held = objective_values(state)
    for seat in range(state.num_seats):
        value = 4.0 * state.scores[seat] + held[seat]
        for m in state.models:
            if m.seat != seat:
                continue
            if m.where == BOARD:
                value += worth(m) - 0.6 * m.cond.get("stunned", 0)
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


# --- what the search deals -------------------------------------------------------------------------------------
def determinize(state: NasState, seat: int, rng: Rng) -> NasState:
    """A full state consistent with what `seat` knows (`state`, redacted for it): the moon cards it has not
    seen dealt at random into the other hands and the deck, a random sign for every other player whose
    janken sign is still secret, and a fresh generator."""
    world = state.clone()
    assert isinstance(world, NasState)
    world.rng = rng.fork()
    known = {c for c in state.hands[seat] if c != HIDDEN_CARD} | set(state.discard)
    unseen = [c for c in range(len(DECK)) if c not in known]
    rng.shuffle(unseen)
    for other in range(state.num_seats):
        if other != seat:
            size = len(state.hands[other])
            world.hands[other], unseen = unseen[:size], unseen[size:]
    world.deck = unseen[:len(state.deck)]  # before setup no card is dealt: the deck is still in the box
    for other, sign in state.janken_signs.items():
        if sign == HIDDEN_SIGN:
            world.janken_signs[other] = rng.choice(SIGNS)
    return world


class NasKnowledge(Knowledge[NasState]):
    """Ninja All-Stars for the computer seats. The search weighs the seat's own orders only: in its imagined
    games the other player answers at a glance (`playout_command`). Weighing the other's orders too split the
    imagined games over both players' choices, and a dice game needs many of them to tell two orders apart."""

    playout_depth = 12
    others_searched = False

    def __init__(self, choices: int = ACTIVATION_CHOICES) -> None:
        #: the orders of an activation its search weighs.
        self.choices = choices

    def at_level(self, level: str) -> NasKnowledge:
        """Hard weighs twice as many orders of an activation as normal: with six times the imagined games it
        can try the orders the quick judgement ranks fourth to sixth, where normal would spread its few too
        thin."""
        return NasKnowledge(HARD_ACTIVATION_CHOICES) if level == "hard" else self

    def determinize(self, state: NasState, seat: int, rng: Rng) -> NasState:
        return determinize(state, seat, rng)

    def turn_of(self, state: NasState, seat: int) -> Hashable:
        """A turn is an activation: the ninja chosen, its orders and what it asks of both players until it ends
        (the count of activated ninjas changes then). Outside the activations, a phase of a round; in the
        setup, each ninja or token put on the ground."""
        if state.phase == ACTIVATION:
            return (state.round_no, state.phase, sum(1 for model in state.models if model.activated))
        standing = sum(1 for model in state.models if model.pos is not None)
        return (state.round_no, state.phase, standing, len(state.lanterns), len(state.shrines))

    def hand_may_matter(self, state: NasState, seat: int) -> bool:
        """The moon cards in a hand can add options to almost every decision (an activation card, a combat
        card, a reaction, a management card): so wherever the seat holds any (their number is public)."""
        return bool(state.hands[seat])

    def search_commands(self, state: NasState, seat: int) -> Sequence[Command]:
        return search_commands(state, seat, self.choices)

    def playout_command(self, state: NasState, seat: int, rng: Rng) -> Command:
        return playout_command(state, seat, rng)

    def evaluate(self, state: NasState) -> tuple[float, ...]:
        return evaluate(state)

    def only_choice(self, state: NasState, seat: int) -> Command | None:
        """The ninja that rolls the initiative test for the team is chosen by the judgement alone (`roller_value`:
        the most dice, not out of Stealth), at every level: the evaluation does not weigh Stealth."""
        if state.phase != TEAM_TEST or state.pending:
            return None
        legal = state.legal_commands(seat)
        return max(legal, key=lambda c: roller_value(state, seat, c)) if legal else None

    def mixed_command(self, state: NasState, seat: int, legal: Sequence[Command], rng: Rng) -> Command | None:
        """Janken is a guessing game with no best sign: every level shows each sign a third of the time."""
        if legal and all(isinstance(c, Janken) for c in legal):
            return rng.choice(list(legal))
        return None

    def easy_command(self, state: NasState, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
        """The legal command that looks best right now (a little noise between equals; a sample of the
        placements when there are very many)."""
        pool = orders(legal) or list(legal)
        if len(pool) > 400:
            pool = rng.sample(pool, 400)
        return best_by_value(pool, lambda c: command_value(state, seat, c), rng, noise=0.2)


#: the phases of the setup, before the first activation
SETUP_PHASES = (JANKEN, PLACEMENT, GIVE_EDGE, CHOOSE_EDGE, DEPLOY)


def setup_command(state: NasState, seat: int) -> Command | None:
    """The command a computer seat of the easy level would give for `seat` now, while the setup lasts (janken,
    lanterns and shrines, the edges, the deployment); None after it or when `seat` is not asked. Its noise comes
    from a generator seeded by the seat and what stands on the ground, so the same moment gives the same
    command."""
    if state.round_no != 1 or state.phase not in SETUP_PHASES or state.is_over():
        return None
    legal = state.legal_commands(seat)
    if not legal:
        return None
    standing = sum(1 for model in state.models if model.pos is not None)
    rng = Rng(7919 * (seat + 1) + 101 * len(state.lanterns) + 37 * len(state.shrines) + standing)
    knowledge = NasKnowledge()
    return knowledge.mixed_command(state, seat, legal, rng) or knowledge.easy_command(state, seat, legal, rng)
