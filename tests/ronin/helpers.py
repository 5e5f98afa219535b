"""Helpers for the Ronin tests: fresh states and quick ways to reach a phase."""

from __future__ import annotations

from ninjatable.engine.rng import Rng
from ninjatable.games.ronin import GAME
from ninjatable.games.ronin.commands import Done, Place
from ninjatable.games.ronin.data import DATA, GOODS
from ninjatable.games.ronin.rules import POINTS, SHOGUN, RoninState


def new(num_seats: int, seed: int = 1) -> RoninState:
    return GAME.new_state(num_seats, seed)


def clear_board(state: RoninState) -> None:
    """Take every figure off the board (a clean slate for a hand-made position)."""
    for city in state.occupants:
        state.occupants[city] = []


def empty_goods(state: RoninState) -> None:
    for region in state.spaces:
        for index, good in enumerate(state.spaces[region]):
            if good is not None:
                state.bag[good] += 1
                state.spaces[region][index] = None


def give(state: RoninState, seat: int, **goods: int) -> None:
    """Hand goods from the bag to a player."""
    for good, count in goods.items():
        state.bag[good] -= count
        state.goods[seat][good] += count


def place_points_everywhere(state: RoninState) -> None:
    """Finish phase 1 by giving every action up for points."""
    while state.phase == "place":
        seat = state.to_act()[0]
        legal = [c for c in state.legal_commands(seat) if isinstance(c, Place) and c.action == POINTS]
        state.apply(seat, legal[0])


def finish_fulfil(state: RoninState) -> None:
    while state.phase == "fulfil":
        state.apply(state.to_act()[0], Done())


def play_random(state: RoninState, seed: int, limit: int = 5000) -> None:
    rng = Rng(seed)
    for _ in range(limit):
        if state.is_over():
            return
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_commands(seat)))
    raise AssertionError("the game did not end")


def goods_total(state: RoninState) -> int:
    """Every good in the game: bag, board, players, and those the Shogun took out of the game."""
    total = sum(state.bag.values()) + sum(state.out_of_game.values())
    total += sum(1 for spaces in state.spaces.values() for g in spaces if g is not None)
    total += sum(sum(g.values()) for g in state.goods)
    return total


EXPECTED_GOODS = DATA["goods_per_kind"] * len(GOODS)

__all__ = ["DATA", "GOODS", "SHOGUN", "clear_board", "empty_goods", "finish_fulfil", "give", "goods_total",
           "new", "place_points_everywhere", "play_random"]
