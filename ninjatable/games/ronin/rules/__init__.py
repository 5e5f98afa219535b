"""The rules of Ronin: the base game for 3-5 players (our design), solo against the Shogun deck, two players
with a neutral Shogun.

A round: phase 0 the Shogun places (solo and two players), phase 1 every player places ronin in cities and
carries out the city's action (or takes 2 points), phase 2 goods are collected region by region by influence,
phase 3 missions are fulfilled, phase 4 the end of the round (at most 3 meditation tokens and 4 goods kept).
After round four castles and bonus tiles are scored (flags score when they are taken).

`position` holds the explicit state and its questions; `setup`, `flow` (the phases), `collect`, `shogun`,
`scoring`, `actions` (the commands), `legal`, `refusals` and `decisions` are plain functions over it; `state`
is the engine's `State`.
"""

from __future__ import annotations

from ninjatable.games.ronin.rules.position import (
    COLLECT,
    DISCARD,
    FULFIL,
    HIDDEN,
    JOKER,
    OVER,
    PLACE,
    POINTS,
    SHOGUN,
    DecisionKind,
    Pending,
    Position,
    mode_for,
)
from ninjatable.games.ronin.rules.state import RoninState

__all__ = ["COLLECT", "DISCARD", "FULFIL", "HIDDEN", "JOKER", "OVER", "PLACE", "POINTS", "SHOGUN", "DecisionKind",
           "Pending", "Position", "RoninState", "mode_for"]
