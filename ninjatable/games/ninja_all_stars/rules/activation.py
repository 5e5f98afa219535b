"""A ninja's activation: its move, free turns, its one action (two with Haste), moon cards, and the final facing
after a move or a run (any other action ends the activation with the facing the ninja has).

The first order given to a ninja that is not active yet begins its activation (Stunned markers come off, a
Slowed marker and a Haste marker are spent) and is then carried out: a drag of a miniature is one order. The
order `activate` alone begins an activation and nothing more.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ninjatable.games.ninja_all_stars.commands import (
    Activate,
    Attack,
    End,
    HexCommand,
    LeapingStrike,
    Move,
    OpenChest,
    PlayCard,
    Pray,
    Ranged,
    Run,
    Search,
    Shuriken,
    Stealth,
    TakeObjective,
    TigerStrike,
    Turn,
)
from ninjatable.games.ninja_all_stars.data import TEAMS
from ninjatable.games.ninja_all_stars.geometry import (
    Square,
    adjacent,
    facing_towards,
    neighbours,
)
from ninjatable.games.ninja_all_stars.rules.cards import open_move_reactions, play_activation_card
from ninjatable.games.ninja_all_stars.rules.challenges import take_objective
from ninjatable.games.ninja_all_stars.rules.combat import start_combat
from ninjatable.games.ninja_all_stars.rules.effects import (
    FAILED,
    HELD,
    add_score,
    affinity_test,
    finish,
    give,
    walk,
)
from ninjatable.games.ninja_all_stars.rules.movement import move_budget, step_cost
from ninjatable.games.ninja_all_stars.rules.sight import enemies_within, line_of_sight
from ninjatable.games.ninja_all_stars.rules.tournament import Model, Tournament
from ninjatable.games.ninja_all_stars.rules.turns import after_action, begin_activation, end_activation
from ninjatable.games.ninja_all_stars.rules.walks import reachable
from ninjatable.games.ninja_all_stars.terms import GAME, facing_words, marker_term, square_words
from ninjatable.i18n import Term, msg

#: how far a Leaping Strike may move before the attack
LEAP_DISTANCE = 3
#: carries out one order of the active ninja: (state, seat, the ninja, the command)
Handler = Callable[[Tournament, int, Model, Any], None]


def apply_activation(state: Tournament, seat: int, command: Any) -> None:
    """Begin the activation if the ninja is not active yet, then carry out the order."""
    model = state.models[command.model]
    if isinstance(command, Activate):
        begin_activation(state, model)
        return
    if state.active is None:
        begin_activation(state, model)
        state.forget()
    HANDLERS[type(command)](state, seat, model, command)


def _end(state: Tournament, seat: int, model: Model, command: End) -> None:
    model.facing = command.facing
    end_activation(state)


def _turn(state: Tournament, seat: int, model: Model, command: Turn) -> None:
    """A ninja may change its facing freely during its activation, without spending movement."""
    model.facing = command.facing
    state.say(msg("{ninja} turns to face {facing}.", ninja=model.name, facing=facing_words(command.facing)), "turn",
              seat, model=model.id, facing=command.facing)


def _play_card(state: Tournament, seat: int, model: Model, command: PlayCard) -> None:
    play_activation_card(state, seat, command.card, model, command.target)


def _move(state: Tournament, seat: int, model: Model, command: Move) -> None:
    """A move: what is left of the MV before the action, or Haste's second move after it."""
    act = state.active
    assert act is not None
    budget = move_budget(state, model)
    if not (not act.acted and act.mv_left > 0):
        act.bonus = False
        act.mv_left = act.mv_full
    start = model.pos
    ended = move_along(state, model, command.to, budget)
    act.moved = True
    if ended != FAILED and model.pos != start:
        open_move_reactions(state, model)


def move_along(state: Tournament, model: Model, to: Square, budget: int, running: bool = False) -> str:
    """Walk the path with the fewest dodges (then the cheapest) to `to`; a failed dodge ends the activation
    (a failed dodge in Stealth only stops the walk). A move spends movement points, a run does not; either
    counts as having moved (Fury, Steady Aim)."""
    reach = reachable(state, model.id, budget)[to]
    if state.active is not None:
        state.active.moved = True
    assert model.pos is not None
    costs = []
    previous = model.pos
    for square in reach.path:
        costs.append(step_cost(state, previous, square))
        previous = square
    ended = walk(state, model, reach.path, None if running else costs)
    if ended == FAILED:
        end_activation(state)
    return ended


# --- actions ------------------------------------------------------------------------------------------------
def _begin_action(state: Tournament) -> None:
    """An action is taken: a second one spends Haste; no movement is left afterwards."""
    act = state.active
    assert act is not None
    if act.acted or (act.restricted and act.moved):
        act.bonus = False
    act.acted += 1
    act.mv_left = 0


def lose_stealth_for_action(state: Tournament, model: Model) -> None:
    if model.stealth:
        model.stealth = False
        state.say(msg("{ninja} acts and leaves Stealth.", ninja=model.name), "stealth", model.seat, model=model.id)


def _run(state: Tournament, seat: int, model: Model, command: Run) -> None:
    lose_stealth_for_action(state, model)
    assert state.active is not None
    start = model.pos
    ended = move_along(state, model, command.to, state.active.mv_full, running=True)
    if state.active is not None:
        after_action(state, model, ran=True)
        if ended != FAILED and model.pos != start:
            open_move_reactions(state, model)


def _attack(state: Tournament, seat: int, model: Model, command: Attack | TigerStrike) -> None:
    start_combat(state, model, state.models[command.target], "melee", tiger=isinstance(command, TigerStrike))


def leap_landings(state: Tournament, model: Model, budget: int) -> list[tuple[Square, int]]:
    """Where a leap of up to `budget` movement points may land next to an enemy that is not in Stealth, with
    that enemy: the Chunin's own square first, then each square it can reach (dodges included)."""
    assert model.pos is not None
    # the enemies next to each square, in the order of the models (a square the leap reaches is at most
    # `budget` squares away: only enemies one square further can stand next to it)
    beside: dict[Square, list[int]] = {}
    for enemy, there in enemies_within(state, model, budget + 1):
        for square in neighbours(there):
            beside.setdefault(square, []).append(enemy.id)
    return [(square, enemy_id) for square in (model.pos, *reachable(state, model.id, budget)) if square in beside
            for enemy_id in beside[square]]


def _leap(state: Tournament, seat: int, model: Model, command: LeapingStrike) -> None:
    """A Leaping Strike is an action; a leap held by a failed dodge in Stealth goes on within the same action,
    with what is left of its three squares."""
    act = state.active
    assert act is not None
    budget = act.leap_left
    if budget:
        act.leap_left = 0
    else:
        _begin_action(state)
        budget = LEAP_DISTANCE
    _leaping_strike(state, model, command, budget)


def _leaping_strike(state: Tournament, model: Model, command: LeapingStrike, budget: int) -> None:
    """Up to three squares of normal movement (dodges included), then a melee attack if the target is next
    to the Chunin. A failed dodge in Stealth costs the Stealth marker instead and holds the Chunin on the
    square it tried to leave, the Leaping Strike still under way: its player may leap on with what is left of
    the three squares (now an ordinary dodge), strike from where it stands, or end the activation. Any other
    failed dodge Stuns the Chunin and ends its activation."""
    if command.to != model.pos:
        reach = reachable(state, model.id, budget)[command.to]
        if state.active is not None:
            state.active.moved = True
        costs, previous = [], model.pos
        for square in reach.path:
            costs.append(step_cost(state, previous, square))
            previous = square
        ended = walk(state, model, reach.path)
        if ended == FAILED:
            end_activation(state)
            return
        if ended == HELD:
            walked = reach.path.index(model.pos) + 1 if model.pos in reach.path else 0
            _hold_leap(state, model, budget - sum(costs[:walked]))
            return
    target = state.models[command.target]
    if target.pos is None or model.pos is None or not adjacent(model.pos, target.pos):
        after_action(state, model)
        return
    start_combat(state, model, target, "melee", leaping=True)


def _hold_leap(state: Tournament, model: Model, left: int) -> None:
    """The leap is held with `left` movement points of it still to go; with nowhere left to strike from, the
    Leaping Strike ends there."""
    act = state.active
    if act is None or state.over:
        return
    act.leap_left = left
    if not leap_landings(state, model, left):
        act.leap_left = 0
        after_action(state, model)


def face_target(state: Tournament, model: Model, target: Model) -> None:
    """A ninja that shoots or casts at a target it does not see as it faces turns towards it (sight is drawn
    only through the front zone)."""
    if target.id != model.id and model.pos is not None and target.pos is not None \
            and not line_of_sight(state, model.id, target.id, may_turn=False):
        model.facing = facing_towards(model.pos, target.pos)


def _ranged(state: Tournament, seat: int, model: Model, command: Ranged) -> None:
    lose_stealth_for_action(state, model)
    face_target(state, model, state.models[command.target])
    start_combat(state, model, state.models[command.target], "ranged")


def _shuriken(state: Tournament, seat: int, model: Model, command: Shuriken) -> None:
    face_target(state, model, state.models[command.target])
    start_combat(state, model, state.models[command.target], "shuriken")


def _search(state: Tournament, seat: int, model: Model, command: Search) -> None:
    """Search (stealthy): an affinity test; on a success every enemy in the zone leaves Stealth."""
    if affinity_test(state, model, msg("a search"), stealthy=True):
        assert model.pos is not None
        for sq in neighbours(model.pos):
            mid = state.occupied.get(sq)
            if mid is not None and state.models[mid].seat != model.seat and state.models[mid].stealth:
                state.models[mid].stealth = False
                state.say(msg("{ninja} is found and leaves Stealth.", ninja=state.models[mid].name), "stealth",
                          state.models[mid].seat, model=mid)


def _stealth(state: Tournament, seat: int, model: Model, command: Stealth) -> None:
    model.stealth = True
    state.say(msg("{ninja} enters Stealth.", ninja=model.name), "stealth", seat, model=model.id)


def _pray(state: Tournament, seat: int, model: Model, command: Pray) -> None:
    lose_stealth_for_action(state, model)
    cond = state.shrines[command.shrine]
    if affinity_test(state, model, msg("the blessing of the {marker} shrine", marker=marker_term(cond))):
        give(state, model, cond, seat)


def _hex(state: Tournament, seat: int, model: Model, command: HexCommand) -> None:
    lose_stealth_for_action(state, model)
    hexdef = TEAMS[model.team].hex
    face_target(state, model, state.models[command.target])
    if affinity_test(state, model, msg("the hex {hex}", hex=Term(GAME, hexdef.name))):
        give(state, state.models[command.target], hexdef.condition, seat)


def _open_chest(state: Tournament, seat: int, model: Model, command: OpenChest) -> None:
    lose_stealth_for_action(state, model)
    if affinity_test(state, model, msg("searching a chest")):
        state.chests.discard(command.chest)
        state.say(msg("{ninja} opens the chest on {square}.", ninja=model.name, square=square_words(command.chest)),
                  "chest", seat, square=command.chest)
        add_score(state, seat, state.challenge.chest_points, msg("a chest"))
        if not state.chests and not state.over:
            finish(state, msg("the last chest is opened."))


def _action(handler: Handler, then_done: bool = False) -> Handler:
    """An action: counted, carried out, and for the actions that need no further decision, finished."""
    def carry_out(state: Tournament, seat: int, model: Model, command: Any) -> None:
        _begin_action(state)
        handler(state, seat, model, command)
        if then_done and not state.over:
            after_action(state, model)
    return carry_out


HANDLERS: dict[type, Handler] = {
    End: _end,
    Turn: _turn,
    PlayCard: _play_card,
    Move: _move,
    Run: _action(_run),
    Attack: _action(_attack),
    TigerStrike: _action(_attack),
    LeapingStrike: _leap,
    Ranged: _action(_ranged),
    Shuriken: _action(_shuriken),
    Search: _action(_search, then_done=True),
    Stealth: _action(_stealth, then_done=True),
    Pray: _action(_pray, then_done=True),
    HexCommand: _action(_hex, then_done=True),
    OpenChest: _action(_open_chest, then_done=True),
    TakeObjective: _action(take_objective, then_done=True),
}
