"""Tally, a tiny game used to test what is the same for every game without depending on one of ours: players
in turn add 1 or 2 to a count; who reaches the goal wins. Its parameters are an arena (a map file name, as
Ninja All-Stars has) and an initiative rule, each offered from a fixed list."""

from __future__ import annotations

from typing import Any

from ninjatable.engine import registry
from ninjatable.engine.commands import Command, command_kind
from ninjatable.engine.decision import Decision
from ninjatable.engine.protocol import Event, Game, Outcome, State
from ninjatable.engine.rng import Rng

ARENAS = ["garden", "temple"]


@command_kind("add")
class Add(Command):
    amount: int


class TallyState(State):
    def __init__(self, num_seats: int, seed: int, goal: int) -> None:
        self.num_seats = num_seats
        self.rng = Rng(seed)
        self.count = 0
        self.goal = goal
        self.current = self.rng.randint(0, num_seats - 1)

    def to_act(self) -> tuple[int, ...]:
        return () if self.is_over() else (self.current,)

    def legal_commands(self, seat: int) -> list[Command]:
        return [Add(1), Add(2)] if seat in self.to_act() else []

    def decision(self, seat: int) -> Decision | None:
        if seat not in self.to_act():
            return None
        return Decision.of(seat, "add", "Add to the count.", self.legal_commands(seat), label=str)

    def _apply(self, seat: int, command: Command) -> list[Event]:
        assert isinstance(command, Add)
        self.count += command.amount
        if not self.is_over():
            self.current = (seat + 1) % self.num_seats
        return [Event(f"Player {seat + 1} adds {command.amount}.", seat)]

    def is_over(self) -> bool:
        return self.count >= self.goal

    def outcome(self) -> Outcome:
        scores = tuple(1.0 if seat == self.current else 0.0 for seat in range(self.num_seats))
        return Outcome(scores, (self.current,), tuple(sorted(range(self.num_seats), key=lambda s: -scores[s])))


class TallyGame(Game):
    name = "tally"
    title = "Tally"
    seat_counts = (2, 3)
    command_types = (Add,)
    default_parameters = {"arena": "garden", "initiative": "janken", "goal": 10}

    def parameter_choices(self, num_seats: int) -> dict[str, list[Any]]:
        return {"arena": list(ARENAS), "initiative": ["janken", "affinity"]}

    def new_state(self, num_seats: int, seed: int, parameters: dict[str, Any] | None = None) -> TallyState:
        params = self.parameters(parameters)
        if params["arena"] not in ARENAS:  # a game that trusted its parameters would open this file
            raise FileNotFoundError(params["arena"])
        return TallyState(num_seats, seed, params["goal"])

    def view(self, state: Any, seat: int | None) -> Any:
        return state.count

    def redact(self, state: Any, seat: int | None) -> State:
        return state.clone()


GAME = TallyGame()


def register(monkeypatch) -> TallyGame:
    """Make Tally a registered game for one test."""
    monkeypatch.setitem(registry.CATALOGUE, "tally", registry.Listing(__name__, "Tally", "2–3 players · a count",
                                                                      (2, 3)))
    monkeypatch.setitem(registry.GAME_MODULES, "tally", __name__)
    monkeypatch.setitem(registry._loaded, "tally", GAME)
    return GAME
