"""A toy game for the shared machinery: matching pennies, played in secret and at the same time.

Both seats choose heads or tails at once. The matcher (seat 1) wins if the coins match, the other seat wins
if they differ. Neither may see the other's coin before both are down. A game is three such throws; the most
throws won takes the game.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ninjatable.ai.knowledge import Knowledge
from ninjatable.engine.commands import Command, command_kind
from ninjatable.engine.decision import Decision
from ninjatable.engine.protocol import Event, Game, Outcome, State
from ninjatable.engine.rng import NoGenerator, Rng

THROWS = 3


@command_kind("coin")
class Coin(Command):
    side: str


class PenniesState(State):
    def __init__(self, seed: int) -> None:
        self.num_seats = 2
        self.rng = Rng(seed)
        self.down: dict[int, str] = {}
        self.won = [0, 0]
        self.throws = 0

    def to_act(self) -> tuple[int, ...]:
        return () if self.is_over() else tuple(s for s in (0, 1) if s not in self.down)

    def is_simultaneous(self) -> bool:
        return True

    def legal_commands(self, seat: int) -> list[Command]:
        return [Coin("heads"), Coin("tails")] if seat in self.to_act() else []

    def decision(self, seat: int) -> Decision | None:
        if seat not in self.to_act():
            return None
        return Decision.of(seat, "coin", "Put your coin down.", self.legal_commands(seat),
                           label=lambda c: c.side.capitalize(), group=lambda c: c.side.capitalize(),
                           simultaneous=True)

    def _apply(self, seat: int, command: Command) -> list[Event]:
        assert isinstance(command, Coin)
        self.down[seat] = command.side
        if len(self.down) < 2:
            return [Event(f"Player {seat + 1} puts a coin down.", seat)]
        winner = 1 if self.down[0] == self.down[1] else 0
        self.won[winner] += 1
        self.throws += 1
        self.down = {}
        return [Event(f"Player {winner + 1} wins the throw.", None, irreversible=True)]

    def is_over(self) -> bool:
        return self.throws >= THROWS

    def outcome(self) -> Outcome:
        best = max(self.won)
        winners = tuple(s for s in (0, 1) if self.won[s] == best)
        return Outcome(tuple(float(w) for w in self.won), winners, tuple(sorted((0, 1), key=lambda s: -self.won[s])))

    def clone(self) -> PenniesState:
        twin = PenniesState.__new__(PenniesState)
        twin.num_seats, twin.rng, twin.down = 2, self.rng.copy(), dict(self.down)
        twin.won, twin.throws = list(self.won), self.throws
        return twin


@dataclasses.dataclass(frozen=True)
class PenniesView:
    seat: int | None
    won: tuple[int, ...]
    throws: int
    my_coin: str | None
    coins_down: int


class PenniesKnowledge(Knowledge[PenniesState]):
    playout_depth = 10

    def determinize(self, state: PenniesState, seat: int, rng: Rng) -> PenniesState:
        world = state.clone()
        world.rng = rng.fork()
        return world


class PenniesGame(Game):
    name = "pennies"
    title = "Pennies"
    seat_counts = (2,)
    command_types = (Coin,)
    knowledge = PenniesKnowledge()

    def new_state(self, num_seats: int, seed: int, parameters: dict[str, Any] | None = None) -> PenniesState:
        return PenniesState(seed)

    def view(self, state: Any, seat: int | None) -> PenniesView:
        return PenniesView(seat, tuple(state.won), state.throws, state.down.get(seat) if seat is not None else None,
                           len(state.down))

    def redact(self, state: Any, seat: int | None) -> PenniesState:
        known = state.clone()
        known.rng = NoGenerator()
        known.down = {s: c for s, c in state.down.items() if s == seat}
        return known


GAME = PenniesGame()
