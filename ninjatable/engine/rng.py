"""The seeded random generator that lives inside a game state.

Every shuffle, draw and die roll of a game goes through the state's `Rng`, so the same seed and the same
commands give the same game. Views never carry it.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import NoReturn, TypeVar

T = TypeVar("T")


class Rng:
    """A small deterministic generator (Mersenne Twister under the hood) with copyable state."""

    __slots__ = ("_random", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._random = random.Random(seed)

    def randint(self, low: int, high: int) -> int:
        """A whole number from low to high, both included."""
        return self._random.randint(low, high)

    def die(self, sides: int = 6) -> int:
        """One roll of a die with the given number of sides (1..sides)."""
        return self._random.randint(1, sides)

    def random(self) -> float:
        return self._random.random()

    def choice(self, items: Sequence[T]) -> T:
        return items[self._random.randrange(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        self._random.shuffle(items)

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self._random.sample(list(items), k)

    def fork(self) -> Rng:
        """A new generator seeded from this one (advances this one)."""
        return Rng(self._random.getrandbits(63))

    def copy(self) -> Rng:
        twin = Rng.__new__(Rng)
        twin.seed = self.seed
        twin._random = random.Random()
        twin._random.setstate(self._random.getstate())
        return twin

    def __deepcopy__(self, memo: dict) -> Rng:
        return self.copy()

    def __repr__(self) -> str:
        return "Rng(<hidden>)"


class NoGenerator(Rng):
    """The generator of a redacted state: there is none. Any draw raises, because a seat's knowledge cannot
    say what comes next; the AI determinizes the state (a fresh `Rng`) before playing on it."""

    __slots__ = ()

    def __init__(self) -> None:
        self.seed = 0

    def _refuse(self, *args: object, **kwargs: object) -> NoReturn:
        raise RuntimeError("a redacted state has no generator: determinize it before drawing")

    randint = die = random = choice = shuffle = sample = fork = _refuse  # type: ignore[assignment]

    def copy(self) -> NoGenerator:
        return self

    def __repr__(self) -> str:
        return "NoGenerator()"
