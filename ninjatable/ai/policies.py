"""Choices shared by every game's computer players."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ninjatable.engine.commands import Command
from ninjatable.engine.rng import Rng

#: values closer than this are a tie.
TIE = 1e-9


def best_by_value(options: Sequence[Command], value: Callable[[Command], float], rng: Rng,
                  noise: float = 0.0) -> Command:
    """The option of highest value. `noise` > 0 adds a random amount in [0, noise) to every value, so a
    weaker player sometimes misjudges close options; exact ties are broken at random."""
    if not options:
        raise ValueError("no option to choose from")
    best: list[Command] = []
    best_value = float("-inf")
    for command in options:
        judged = value(command) + (rng.random() * noise if noise > 0 else 0.0)
        if judged > best_value + TIE:
            best, best_value = [command], judged
        elif judged >= best_value - TIE:
            best.append(command)
    return rng.choice(best)
