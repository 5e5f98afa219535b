"""What must be decided now, and by whom: the shared word for a moment of any game (a *stage*).

A `Decision` is asked of one seat: what kind of choice it is in the game's own words, one sentence saying what
to do, and every command that answers it. Each option carries its label and, when the choice bar should offer
it, a group: the bar shows one button per group (a group with several options asks where, on the board or in a
list). Options without a group are made by gestures on the board (a card dropped on a province).

A simultaneous decision is made by several seats at once and in secret (both duellists choose a card): each
seat answers without seeing the others' answers, and the rules resolve them once every answer is in.

A `Preview` says what a gesture on the table would mean before it is made: the command, or the reason there is
none, and what the table may show about it (a path, the dice) in `detail`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import Any

from ninjatable.engine.commands import Command


@dataclasses.dataclass(frozen=True)
class Option:
    """One answer to a decision: the command, its label in words, and the choice-bar group ('' = a board
    gesture only)."""

    command: Command
    label: str
    group: str = ""


@dataclasses.dataclass(frozen=True)
class Decision:
    """Seat `seat` must choose one of `options` now.

    `hides_hand`: the options depend on cards the seat holds in secret (a window where every player may play a
    card or none). A computer seat answers such a decision at once, without a search, whatever it holds, so
    that how long it takes tells the others nothing about its hand."""

    seat: int
    kind: str
    prompt: str
    options: tuple[Option, ...]
    simultaneous: bool = False
    hides_hand: bool = False

    @property
    def commands(self) -> tuple[Command, ...]:
        return tuple(option.command for option in self.options)

    def groups(self) -> dict[str, list[Option]]:
        """The choice bar's buttons: each group with its options, in the order they first appear."""
        found: dict[str, list[Option]] = {}
        for option in self.options:
            if option.group:
                found.setdefault(option.group, []).append(option)
        return found

    def label_of(self, command: Command) -> str | None:
        for option in self.options:
            if option.command == command:
                return option.label
        return None

    @classmethod
    def of(cls, seat: int, kind: str, prompt: str, commands: Iterable[Command],
           label: Callable[[Command], str], group: Callable[[Command], str] = lambda command: "",
           simultaneous: bool = False, hides_hand: bool = False) -> Decision:
        """A decision whose options are `commands`, labelled and grouped by the given functions."""
        options = tuple(Option(command, label(command), group(command)) for command in commands)
        return cls(seat, kind, prompt, options, simultaneous, hides_hand)


_EMPTY: Mapping[str, Any] = MappingProxyType({})


@dataclasses.dataclass(frozen=True)
class Preview:
    """What a gesture means: `command` (None when it means nothing), `refusal` (None when the rules accept it
    now, else the sentence saying why not), and `detail` for the table to show before the drop."""

    command: Command | None
    refusal: str | None = None
    detail: Mapping[str, Any] = dataclasses.field(default_factory=lambda: _EMPTY)

    @property
    def accepted(self) -> bool:
        return self.command is not None and self.refusal is None
