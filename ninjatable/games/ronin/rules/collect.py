"""Phase 2, goods collection: region by region in number order, everyone with influence takes one good, the
greatest influence first.

Ties of influence go to the Scout, then to the one further ahead on the tea ceremony track. The Shogun: in the
solo game a region he rules leaves you only its horse-head good; in the two-player game he takes the
horse-head good out of the game and wins every tie of influence (against the Scout too).
"""

from __future__ import annotations

from ninjatable.engine.protocol import Event
from ninjatable.games.ronin.data import DATA, good_term
from ninjatable.games.ronin.rules.position import SHOGUN, DecisionKind, Pending, Position
from ninjatable.i18n import msg

#: what a turn in a region led to: the player must choose; play goes on; the region has no goods left.
ASK, ON, EMPTY = "ask", "on", "empty"


def tie_rank(state: Position, seat: int) -> tuple[int, int, tuple[int, int]]:
    """Who wins a tie of influence, larger first: the neutral Shogun of two players always (his marker lies
    beyond the last space of the tea ceremony track, ahead of everyone, the Scout included); then the Scout;
    then the one further ahead on the tea ceremony track (on the same space, the marker that arrived first:
    the solo Shogun too)."""
    if seat == SHOGUN:
        if state.mode == "duel":
            return (1, 0, (DATA["tea_track_length"] + 1, 0))
        return (0, 0, state.tea_key(SHOGUN))
    return (0, 1 if state.has(seat, "scout") else 0, state.tea_key(seat))


def collect_order(state: Position, region: int) -> list[int]:
    """Who takes goods in a region: everyone with influence, most first, ties by `tie_rank`. In the solo game
    the Shogun is always in the order (a region he rules leaves you the horse-head good)."""
    entries = []
    for seat in range(state.num_seats):
        value = state.influence(seat, region)
        if value > 0:
            entries.append((value, tie_rank(state, seat), seat))
    if state.shogun_tea is not None:
        value = state.influence(SHOGUN, region)
        if state.mode == "solo" or value > 0:
            entries.append((value, tie_rank(state, SHOGUN), SHOGUN))
    entries.sort(reverse=True)
    return [entry[2] for entry in entries]


def run(state: Position, events: list[Event]) -> bool:
    """Resolve the regions in order until a player must choose a good (True) or every region is done."""
    while state.collect_index < len(state.regions):
        region = state.regions[state.collect_index]
        while state.collect_queue:
            seat = state.collect_queue.pop(0)
            turn = _solo_turn if state.mode == "solo" else _turn
            result = turn(state, seat, region, events)
            if result == ASK:
                return True
            if result == EMPTY:
                state.collect_queue = []
        state.collect_index += 1
        if state.collect_index < len(state.regions):
            state.collect_queue = collect_order(state, state.regions[state.collect_index])
    state.pending = None
    return False


def _turn(state: Position, seat: int, region: int, events: list[Event]) -> str:
    if seat == SHOGUN:
        good = state.spaces[region][0]
        if good is not None:
            state.spaces[region][0] = None
            state.out_of_game[good] += 1
            events.append(Event(msg("The Shogun takes the horse-head {good} in region {region}; it leaves the game.",
                                    good=good_term(good), region=region),
                                None, "good", data={"region": region, "space": 0}))
        return ON
    if not any(g is not None for g in state.spaces[region]):
        return EMPTY
    return _ask(state, seat, region, events)


def _solo_turn(state: Position, seat: int, region: int, events: list[Event]) -> str:
    if seat == SHOGUN:
        if 0 in state.collect_queue:
            # the Shogun has more influence: you must take the horse-head good.
            state.collect_queue.remove(0)
            good = state.spaces[region][0]
            if good is not None:
                state.spaces[region][0] = None
                state.goods[0][good] += 1
                events.append(Event(msg("The Shogun rules region {region}: you take the horse-head {good}.",
                                        region=region, good=good_term(good)), 0, "good",
                                    data={"region": region, "space": 0}))
        return ON
    if not any(g is not None for g in state.spaces[region]):
        return ON
    return _ask(state, seat, region, events)


def _ask(state: Position, seat: int, region: int, events: list[Event]) -> str:
    """The player chooses a good; a choice of one is made for them."""
    spaces = state.collect_spaces(region)
    if len(spaces) != 1:
        state.pending = Pending(DecisionKind.COLLECT, seat, region=region)
        return ASK
    take(state, seat, region, spaces[0], events)
    return ON


def take(state: Position, seat: int, region: int, space: int, events: list[Event]) -> None:
    """`seat` takes the good on a resource space."""
    good = state.spaces[region][space]
    assert good is not None
    state.spaces[region][space] = None
    state.goods[seat][good] += 1
    state.pending = None
    events.append(Event(msg("{player} takes {good} in region {region}.", player=state.seat_words(seat),
                            good=good_term(good), region=region), seat, "good",
                        data={"region": region, "space": space}))
