"""The AI levels. Every bot is handed a seat's view and that seat's legal commands, never the state.

- random: a uniformly random legal command (for tests and as the weakest opponent);
- easy: the game's one-step heuristic;
- normal and hard: information-set MCTS with the game's sampler and playout policy, within a time budget.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from ninjatable.ai.ismcts import ismcts_decide
from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Game
from ninjatable.engine.rng import Rng

LEVELS = ("random", "easy", "normal", "hard")


@dataclasses.dataclass(frozen=True)
class SearchBudget:
    """How much a search level may think per decision (whichever limit comes first)."""

    iterations: int
    seconds: float


#: normal stays well inside 1 s per decision, hard inside 3 s.
BUDGETS = {"normal": SearchBudget(iterations=400, seconds=0.8),
           "hard": SearchBudget(iterations=2400, seconds=2.7)}


class Bot:
    """A seat played by the computer."""

    def __init__(self, game: Game, level: str, seed: int, budget: SearchBudget | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown AI level '{level}' (use {', '.join(LEVELS)})")
        self.game = game
        self.level = level
        self.rng = Rng(seed)
        self.budget = budget or BUDGETS.get(level)

    def choose(self, view: Any, seat: int, legal: Sequence[Command]) -> Command:
        """Pick one of `legal` knowing only `view`."""
        if not legal:
            raise ValueError("a bot was asked to move with no legal command")
        if len(legal) == 1:
            return legal[0]
        if self.level == "random":
            return self.rng.choice(list(legal))
        mixed = self.game.mixed_command(view, seat, legal, self.rng)
        if mixed is not None:
            return mixed
        if self.level == "easy":
            return self.game.easy_command(view, seat, legal, self.rng)
        assert self.budget is not None
        return ismcts_decide(self.game, view, seat, legal, self.rng,
                             iterations=self.budget.iterations, seconds=self.budget.seconds)


def make_bot(game: Game, level: str, seed: int, budget: SearchBudget | None = None) -> Bot:
    return Bot(game, level, seed, budget)
