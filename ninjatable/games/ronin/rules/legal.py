"""Who must act now and every command they may give."""

from __future__ import annotations

from ninjatable.engine.commands import Command
from ninjatable.games.ronin.commands import (
    POINTS,
    Build,
    Buy,
    ChooseBonus,
    ChooseCharacter,
    ChooseMission,
    Collect,
    Discard,
    Done,
    Fulfil,
    GiveBack,
    Place,
    TakeMission,
)
from ninjatable.games.ronin.data import DATA, GOODS
from ninjatable.games.ronin.rules.flow import excess
from ninjatable.games.ronin.rules.position import DISCARD, FULFIL, JOKER, OVER, PLACE, DecisionKind, Position


def to_act(state: Position) -> tuple[int, ...]:
    """The seat that must answer now (one at a time in Ronin), or nobody when the game is over."""
    if state.phase == OVER:
        return ()
    if state.pending is not None:
        return (state.pending.seat,)
    if state.phase == PLACE:
        return (state.turn_seat,)
    if state.phase == FULFIL:
        return (state.fulfil_queue[0],)
    if state.phase == DISCARD:
        return (state.discard_queue[0],)
    return ()


def legal_commands(state: Position, seat: int) -> list[Command]:
    if seat not in to_act(state):
        return []
    if state.pending is not None:
        return pending_commands(state, seat)
    if state.phase == PLACE:
        return place_commands(state, seat)
    if state.phase == FULFIL:
        result: list[Command] = [Fulfil(m) for m in state.missions[seat] if state.can_fulfil(seat, m)]
        result.append(Done())
        return result
    if state.phase == DISCARD:
        return [*(Discard(g) for g in state.pay_options(seat)), *give_backs(state, seat)]
    return []


def place_commands(state: Position, seat: int) -> list[Command]:
    """A mission bought from the display (before placing), and every ronin placement with its action: the
    city's own actions, the 2 points, and with the Rider the action of a city where another figure stands."""
    result: list[Command] = []
    if not state.display_taken:
        costs = DATA["display_costs"]
        result.extend(TakeMission(slot) for slot in range(len(state.display)) if state.meditation[seat] >= costs[slot])
    rider = state.has(seat, "rider") and not state.rider_used[seat]
    sources = [c for c, occ in state.occupants.items() if occ and seat not in occ] if rider else []
    for city in state.placement_cities(seat):
        result.extend(Place(city, action) for action in state.actions_of(city)
                      if state.action_possible(seat, action, city))
        result.append(Place(city, POINTS))
        for source in sources:
            if source != city:
                result.extend(Place(city, action, source) for action in state.actions_of(source)
                              if state.action_possible(seat, action, source))
    return result


def pending_commands(state: Position, seat: int) -> list[Command]:
    """The choices that finish an action, a bonus tile, or a good in the region being resolved."""
    pending = state.pending
    assert pending is not None
    if pending.kind == DecisionKind.MISSION:
        return [ChooseMission(slot) for slot in range(len(state.display))]
    if pending.kind == DecisionKind.CHARACTER:
        return [ChooseCharacter(c) for c in state.character_choices(seat)]
    if pending.kind == DecisionKind.BUILD:
        return [Build(r, p) for r, p in state.build_options(seat, pending.city)]
    if pending.kind == DecisionKind.MARKET:
        return [Buy(g) for g in GOODS if state.bag[g] > 0]
    if pending.kind == DecisionKind.BONUS:
        return [ChooseBonus(b) for b in state.bonus_choices(seat)]
    if pending.kind == DecisionKind.COLLECT:
        return [Collect(pending.region, space) for space in state.collect_spaces(pending.region)]
    raise AssertionError(pending.kind)


def held(state: Position, seat: int) -> list[tuple[str, int]]:
    """The goods and jokers `seat` holds, kind by kind in the order of the goods."""
    found = [(good, state.goods[seat][good]) for good in GOODS if state.goods[seat][good] > 0]
    if state.jokers[seat] > 0:
        found.append((JOKER, state.jokers[seat]))
    return found


def give_backs(state: Position, seat: int) -> list[Command]:
    """Every way to give back exactly the goods over the limit at once (each a choice of kinds)."""
    count = excess(state, seat)
    if count == 0:
        return []
    return [GiveBack(goods) for goods in _choices(held(state, seat), count)]


def _choices(kinds: list[tuple[str, int]], count: int) -> list[tuple[str, ...]]:
    if count == 0:
        return [()]
    if not kinds:
        return []
    (good, have), rest = kinds[0], kinds[1:]
    found = []
    for taken in range(min(have, count), -1, -1):
        found.extend((good,) * taken + tail for tail in _choices(rest, count - taken))
    return found
