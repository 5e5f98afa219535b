"""`RoninState`: a game of Ronin as the engine plays it (who acts, what they may do and decide, carrying out a
command, the end), over the explicit state of `position` and the rule functions of this package."""

from __future__ import annotations

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision
from ninjatable.engine.protocol import Event, Outcome
from ninjatable.games.ronin.rules import actions, decisions, flow, legal, refusals, scoring
from ninjatable.games.ronin.rules.position import OVER, Position
from ninjatable.games.ronin.rules.setup import set_up


class RoninState(Position):
    """The whole truth of one game of Ronin: the base game for 3-5 players, solo against the Shogun deck, two
    players with a neutral Shogun."""

    def __init__(self, num_seats: int, seed: int) -> None:
        if num_seats not in (1, 2, 3, 4, 5):
            raise ValueError(f"Ronin is played by 1 to 5 players, not {num_seats}")
        super().__init__(num_seats, seed)
        set_up(self)
        flow.start_round(self, [])

    def to_act(self) -> tuple[int, ...]:
        return legal.to_act(self)

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_commands(self, seat: int) -> list[Command]:
        return legal.legal_commands(self, seat)

    def decision(self, seat: int) -> Decision | None:
        return decisions.decision(self, seat)

    def why_illegal(self, seat: int, command: Command) -> str | None:
        return refusals.why_illegal(self, seat, command)

    def _apply(self, seat: int, command: Command) -> list[Event]:
        return actions.apply(self, seat, command)

    def outcome(self) -> Outcome:
        return scoring.outcome(self)

    # --- scores the table and the AI read ------------------------------------------------------------------
    def castle_score(self, seat: int) -> int:
        return scoring.castle_score(self, seat)

    def bonus_score(self, seat: int) -> int:
        return scoring.bonus_score(self, seat)

    def clone(self) -> RoninState:
        twin = super().clone()
        assert isinstance(twin, RoninState)
        return twin
