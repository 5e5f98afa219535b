"""The small changes every phase makes: drawing goods from the bag and missions from the deck, paying, scoring,
moving on the tea ceremony track."""

from __future__ import annotations

from ninjatable.engine.protocol import Event
from ninjatable.games.ronin.data import DATA, GOODS, flag_points
from ninjatable.games.ronin.rules.position import JOKER, Position
from ninjatable.i18n import msg, msg_n


def draw_good(state: Position) -> str | None:
    """A good drawn blindly from the bag (None when the bag is empty)."""
    total = sum(state.bag.values())
    if total == 0:
        return None
    pick = state.rng.randint(1, total)
    for good in GOODS:
        pick -= state.bag[good]
        if pick <= 0:
            state.bag[good] -= 1
            return good
    raise AssertionError("bag count mismatch")


def fill_region(state: Position, region: int) -> None:
    """Fill the empty resource spaces of a region from the bag (not the horse-head space under a castle of the
    Shogun)."""
    for index in range(3):
        if state.spaces[region][index] is None and not (index == 0 and region in state.horse_castle):
            state.spaces[region][index] = draw_good(state)


def draw_mission(state: Position) -> int | None:
    """The top mission card; an empty deck is made again from the shuffled discard pile."""
    if not state.deck and state.discard:
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
    return state.deck.pop() if state.deck else None


def refill_display(state: Position) -> None:
    """The display closes up and is filled to four from the deck."""
    while len(state.display) < DATA["display_size"]:
        card = draw_mission(state)
        if card is None:
            return
        state.display.append(card)


def pay(state: Position, seat: int, good: str) -> None:
    """One good (or a joker) goes back: a good to the bag, a joker to the supply."""
    if good == JOKER:
        state.jokers[seat] -= 1
        state.supply["jokers"] += 1
    else:
        state.goods[seat][good] -= 1
        state.bag[good] += 1


def score(state: Position, seat: int, amount: int, part: str) -> None:
    state.points[seat] += amount
    state.score_parts[seat][part] += amount


def take_flag(state: Position, seat: int, events: list[Event]) -> None:
    """A flag from the supply, scored at once: the more flags you have, the more each new one is worth (the
    first two 2 points each, every further one 3)."""
    state.supply["flags"] -= 1
    state.flags[seat] += 1
    amount = flag_points(state.flags[seat]) - flag_points(state.flags[seat] - 1)
    score(state, seat, amount, "flags")
    events.append(Event(msg_n("{player} takes a flag ({flags} in all): {n} point.",
                              "{player} takes a flag ({flags} in all): {n} points.", n=amount,
                              player=state.seat_words(seat), flags=state.flags[seat]), seat, "flag"))


def advance_tea(state: Position, seat: int, steps: int, events: list[Event]) -> None:
    """Move a tea ceremony marker; every bonus space reached or passed owes a bonus tile."""
    old = state.tea[seat]
    new = min(DATA["tea_track_length"], old + steps)
    if new == old:
        return
    state.tea[seat] = new
    state.tea_stamp[seat] = state.stamp_counter
    state.stamp_counter += 1
    state.pending_bonus[seat] += sum(1 for b in DATA["tea_bonus_spaces"] if old < b <= new)
    events.append(Event(msg("{player} moves to space {space} of the tea ceremony track.",
                            player=state.seat_words(seat), space=new), seat, "tea"))
