"""The flow of a round, phase by phase: the Shogun's phase 0, the turns of phase 1 (placing ronin), goods
collection (phase 2), missions (phase 3) and the end of the round (phase 4), then the final scoring.

Each function carries play on from one moment to the next, until a player must decide (a turn, a pending
choice) or the game is over.
"""

from __future__ import annotations

from ninjatable.engine.protocol import Event
from ninjatable.games.ronin.data import DATA
from ninjatable.games.ronin.rules import collect, shogun
from ninjatable.games.ronin.rules.basics import fill_region, pay, take_flag
from ninjatable.games.ronin.rules.position import (
    COLLECT,
    DISCARD,
    FULFIL,
    PLACE,
    DecisionKind,
    Pending,
    Position,
)
from ninjatable.games.ronin.rules.scoring import final_scoring
from ninjatable.i18n import msg

ROUNDS: int = DATA["rounds"]


# --- phase 1: placing ronin ----------------------------------------------------------------------------------
def start_round(state: Position, events: list[Event]) -> None:
    """A new round: the Hermit's token, the Shogun's phase 0, then the first turn from the start gate."""
    state.phase = PLACE
    state.ronin_placed = [0] * state.num_seats
    state.ronin_idle = [0] * state.num_seats
    state.rider_used = [False] * state.num_seats
    state.student_used = [False] * state.num_seats
    for seat in range(state.num_seats):
        if state.has(seat, "hermit") and state.supply["meditation"] > 0:
            state.supply["meditation"] -= 1
            state.meditation[seat] += 1
    if state.mode in ("solo", "duel") and state.shogun_deck:
        shogun.reveal(state, events)
    gate = state.start_gate
    state.order = [(gate + i) % state.num_seats for i in range(state.num_seats)]
    state.turn_seat = state.order[-1]
    next_turn(state, events)


def next_turn(state: Position, events: list[Event]) -> None:
    """The next player in turn order with a ronin left places; when nobody has, goods are collected. A player
    who finds no free city keeps the rest of their ronin home this round."""
    state.display_taken = False
    start = state.order.index(state.turn_seat)
    for step in range(1, state.num_seats + 1):
        seat = state.order[(start + step) % state.num_seats]
        if state.ronin_left(seat) == 0:
            continue
        if state.mode == "solo":
            shogun.solo_draw(state, seat, events)
        if not state.placement_cities(seat):
            events.append(Event(msg("{player} finds no free city: the other ronin stay home.",
                                    player=state.seat_words(seat)), seat,
                                "info"))
            state.ronin_idle[seat] = state.ronin_total[seat] - state.ronin_placed[seat]
            state.discard.extend(state.drawn)
            state.drawn = []
            continue
        state.turn_seat = seat
        return
    start_collect(state, events)


def end_turn(state: Position, events: list[Event]) -> None:
    state.pending = None
    next_turn(state, events)


def after_action(state: Position, seat: int, events: list[Event]) -> None:
    """The action is done: a bonus tile is owed for a bonus space reached, else the turn passes."""
    state.pending = None
    if state.pending_bonus[seat] > 0 and state.bonus_choices(seat):
        state.pending = Pending(DecisionKind.BONUS, seat)
        return
    state.pending_bonus[seat] = 0
    end_turn(state, events)


# --- phase 2: goods --------------------------------------------------------------------------------------------
def start_collect(state: Position, events: list[Event]) -> None:
    """The Farmer and the Brewer take their good, then the regions are resolved in order."""
    state.phase = COLLECT
    for seat in range(state.num_seats):
        for character, good in (("farmer", "rice"), ("brewer", "sake")):
            if state.has(seat, character) and state.bag[good] > 0:
                state.bag[good] -= 1
                state.goods[seat][good] += 1
    state.collect_index = 0
    state.collect_queue = collect.collect_order(state, state.regions[0])
    continue_collect(state, events)


def continue_collect(state: Position, events: list[Event]) -> None:
    if not collect.run(state, events):
        start_fulfil(state, events)


# --- phase 3: missions -------------------------------------------------------------------------------------
def start_fulfil(state: Position, events: list[Event]) -> None:
    state.phase = FULFIL
    state.fulfil_queue = list(state.order)
    skip_fulfillers(state, events)


def skip_fulfillers(state: Position, events: list[Event]) -> None:
    """Players who can fulfil no mission are passed over; when nobody is left the round ends."""
    while state.fulfil_queue and not any(state.can_fulfil(state.fulfil_queue[0], m)
                                         for m in state.missions[state.fulfil_queue[0]]):
        state.fulfil_queue.pop(0)
    if not state.fulfil_queue:
        end_round(state, events)


def next_fulfiller(state: Position, events: list[Event]) -> None:
    state.fulfil_queue.pop(0)
    skip_fulfillers(state, events)


# --- phase 4: the end of the round ---------------------------------------------------------------------------
def end_round(state: Position, events: list[Event]) -> None:
    """Phase 4: meditation tokens down to 3 (the Monk 5), then goods down to 4 (the Merchant 6), chosen by
    their owner."""
    for seat in range(state.num_seats):
        limit = state.meditation_limit(seat)
        if state.meditation[seat] > limit:
            state.supply["meditation"] += state.meditation[seat] - limit
            state.meditation[seat] = limit
    state.phase = DISCARD
    state.discard_queue = list(state.order)
    run_discards(state, events)


def excess(state: Position, seat: int) -> int:
    """Goods over the limit a player must give back."""
    return max(0, state.goods_count(seat) - state.goods_limit(seat))


def run_discards(state: Position, events: list[Event]) -> None:
    """Each player in turn gives back the goods over the limit (made for them when they hold one kind only)."""
    while state.discard_queue:
        seat = state.discard_queue[0]
        over = excess(state, seat)
        if over == 0:
            state.discard_queue.pop(0)
            continue
        kinds = state.pay_options(seat)
        if len(kinds) == 1:
            for _ in range(over):
                pay(state, seat, kinds[0])
            continue
        return
    finish_round(state, events)


def finish_round(state: Position, events: list[Event]) -> None:
    """The Bannerman's flag, the ronin go home, the resource spaces are refilled from region 1 on; solo: the
    Shogun's tea marker moves to the next bonus space; otherwise the start gate goes to the player with the
    fewest points (on a tie the one behind on the tea track). After round four the game is scored.

    The solo Shogun's marker reaches its new space now: a marker already there arrived first and stays ahead."""
    for seat in range(state.num_seats):
        if state.has(seat, "bannerman") and state.supply["flags"] > 0:
            take_flag(state, seat, events)
    for city in state.occupants:
        state.occupants[city] = []
    state.ronin_placed = [0] * state.num_seats
    state.ronin_idle = [0] * state.num_seats
    for region in state.regions:
        fill_region(state, region)
    if state.mode == "solo":
        bonus = [b for b in DATA["tea_bonus_spaces"] if b > (state.shogun_tea or 0)]
        if bonus:
            state.shogun_tea = bonus[0]
            state.shogun_tea_stamp = state.stamp_counter
            state.stamp_counter += 1
    else:
        state.start_gate = min(range(state.num_seats), key=lambda s: (state.points[s], state.tea_key(s)))
    events.append(Event(msg("Round {round} ends.", round=state.round), None, "round", irreversible=True))
    if state.round >= ROUNDS:
        final_scoring(state, events)
        return
    state.round += 1
    start_round(state, events)
