"""`NasState`: a tournament answering the engine's protocol (who acts, legal commands, decisions, applying a
command, refusals, the outcome)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision
from ninjatable.engine.protocol import Event, Outcome
from ninjatable.games.ninja_all_stars.commands import (
    ChooseEdge,
    Deploy,
    GiveEdge,
    Janken,
    PassPlacement,
    PlaceLantern,
    PlaceShrine,
    TeamTest,
)
from ninjatable.games.ninja_all_stars.map import get_arena
from ninjatable.games.ninja_all_stars.rules import setup
from ninjatable.games.ninja_all_stars.rules.activation import apply_activation
from ninjatable.games.ninja_all_stars.rules.challenges import set_up
from ninjatable.games.ninja_all_stars.rules.decisions import decision
from ninjatable.games.ninja_all_stars.rules.legal import legal_commands, legal_set
from ninjatable.games.ninja_all_stars.rules.pending import apply_pending
from ninjatable.games.ninja_all_stars.rules.refusals import why_illegal
from ninjatable.games.ninja_all_stars.rules.tournament import JANKEN, Tournament
from ninjatable.i18n import Message, _, msg, msg_n

#: the orders given outside activations, in the setup and for the comparative initiative test:
#: (state, seat, command) -> None
SETUP_ORDERS: dict[type, Callable[[Tournament, int, Any], None]] = {
    Janken: lambda state, seat, c: setup.apply_janken(state, seat, c.sign),
    PlaceLantern: lambda state, seat, c: setup.place_lantern(state, seat, c.square),
    PlaceShrine: lambda state, seat, c: setup.place_shrine(state, seat, c.square, c.condition),
    PassPlacement: lambda state, seat, c: setup.pass_placement(state, seat),
    GiveEdge: lambda state, seat, c: setup.give_edge(state, seat, c.seat),
    ChooseEdge: lambda state, seat, c: setup.choose_edge(state, seat, c.edge),
    Deploy: lambda state, seat, c: setup.deploy(state, seat, c.model, c.square),
    TeamTest: lambda state, seat, c: setup.choose_roller(state, seat, c.model),
}


class NasState(Tournament):
    """The whole truth of one game of Ninja All-Stars."""

    def __init__(self, num_seats: int, seed: int, params: dict[str, Any]) -> None:
        super().__init__(num_seats, seed, params, get_arena(params["arena"]))
        set_up(self)  # the challenge's figures and markers stand on the ground from the start
        self.events = []  # the setup's initiative is janken whatever the option: no ninja stands on the board yet

    def to_act(self) -> tuple[int, ...]:
        return self.acting()

    def is_simultaneous(self) -> bool:
        """Janken signs are chosen at the same time and in secret."""
        return self.phase == JANKEN and not self.pending and not self.over

    def legal_commands(self, seat: int) -> list[Command]:
        return legal_commands(self, seat)

    def decision(self, seat: int) -> Decision | None:
        return decision(self, seat)

    def why_illegal(self, seat: int, command: Command) -> str | None:
        return why_illegal(self, seat, command)

    def refusal(self, seat: int, command: Command) -> str | None:
        """As the engine says, with the legal commands looked up as a set (the table asks about every square
        of the board while a ninja is dragged)."""
        if (self.over or type(seat) is not int or seat not in self.acting()
                or not isinstance(command, Command) or command.problem() is not None):
            return super().refusal(seat, command)  # the engine's door: types, turn, game over
        if command in legal_set(self, seat):
            return None
        return self.why_illegal(seat, command) or _("That move is not allowed now.")

    def _apply(self, seat: int, command: Command) -> list[Event]:
        self.events = []
        self.forget()
        self._carrying_out = True
        try:
            if self.pending:
                apply_pending(self, seat, command)
            elif type(command) in SETUP_ORDERS:
                SETUP_ORDERS[type(command)](self, seat, command)
            else:
                apply_activation(self, seat, command)
        finally:
            self._carrying_out = False
        events, self.events = self.events, []
        self.forget()
        secret = isinstance(command, Janken)  # a janken sign stays secret until every sign is shown
        self.trail = hash((self.trail, seat, "janken" if secret else command,
                           tuple(e.text for e in events if e.irreversible)))
        return events

    def outcome(self) -> Outcome:
        best = max(self.scores)
        winners = tuple(s for s in range(self.num_seats) if self.scores[s] == best)
        ranking = tuple(sorted(range(self.num_seats), key=lambda s: (-self.scores[s], s)))
        share = 1.0 / len(winners)
        returns = tuple(share if s in winners else 0.0 for s in range(self.num_seats))
        explanation: list[Message] = [msg_n("{player}: {n} point.", "{player}: {n} points.", n=self.scores[s],
                                            player=self.seat_label(s)) for s in ranking]
        ending = self.end_message()
        if ending is not None:
            explanation.insert(0, ending)
        if len(winners) > 1:
            explanation.append(msg("The leaders share the victory."))
        return Outcome(tuple(float(s) for s in self.scores), winners, ranking,
                       tuple(explanation), returns)
