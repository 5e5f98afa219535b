"""The rules of Ninja All-Stars: plain functions over a `Tournament` (the data), one module per part of the
game, and `NasState`, which answers the engine's protocol.

Imports go one way: tournament -> board -> dice -> effects -> turns -> combat -> cards -> setup -> manage ->
activation -> pending -> legal -> refusals -> decisions -> state.
"""

from __future__ import annotations

from ninjatable.games.ninja_all_stars.rules.state import NasState

__all__ = ["NasState"]
