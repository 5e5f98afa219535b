"""SHIN's rules: the village (`village`), the cards and who knows them (`cards`), the strength count
(`strength`), the abilities that act at once (`abilities`), the words of every decision (`asking`) and the
flow of rounds and turns (`state`)."""

from __future__ import annotations

from ninjatable.games.shin.rules.state import ABILITY, CHOOSE, OVER, PLACE, STONE, ShinState

__all__ = ["ABILITY", "CHOOSE", "OVER", "PLACE", "STONE", "ShinState"]
