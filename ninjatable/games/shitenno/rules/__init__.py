"""The rules of Shitennō: the situation (`realm`), payments (`payment`), the even and odd years
(`distribution`, `conquest`), the final scoring (`scoring`) and the flow that ties them (`flow`)."""

from __future__ import annotations

from ninjatable.games.shitenno.rules.flow import ShitennoState

__all__ = ["ShitennoState"]
