"""The contract every game implements.

A `Game` is the spec: its name, the seat counts it allows, its parameters with their defaults, its command
types, and the AI hooks (determinization sampler, playout policy, evaluation). It makes `State`s.

A `State` answers who may act now (`to_act`, several seats at once for simultaneous secret plays or for an
offer answered out of turn), `legal_commands(seat)`, `apply(seat, command)` which returns the `Event`s that
happened, `is_over()`, `outcome()`, and `view(seat)`: only what that seat may know. Chance (shuffles, draws,
dice) is drawn inside `apply` from the state's own seeded `Rng`, so the same seed and the same commands give
the same game. An automated player (the Shogun deck of Ronin) is part of the rules: it acts inside `apply`.
"""

from __future__ import annotations

import copy
import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, ClassVar

from ninjatable.engine.commands import Command, CommandSet
from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.rng import Rng


@dataclasses.dataclass
class Event:
    """Something that happened, for the log and for animations.

    `text` is what every seat is told. `private` holds a fuller text for the seats allowed to know more
    (the player who drew a card learns which card). `irreversible` marks a card draw, a reveal or a die roll:
    undo does not go back across it unless the casual option is on. `data` carries what a scene needs to
    animate (`from`, `to`, `dice`...), never hidden information.
    """

    text: str
    seat: int | None = None
    kind: str = "info"
    private: dict[int, str] = dataclasses.field(default_factory=dict)
    irreversible: bool = False
    data: dict[str, Any] = dataclasses.field(default_factory=dict)

    def text_for(self, seat: int | None) -> str:
        if seat is not None and seat in self.private:
            return self.private[seat]
        return self.text


@dataclasses.dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    `scores` per seat; `winners` the seats who won (a team wins together); `ranking` best first;
    `explanation` sentences that say how the winner was decided (counts, tie-breaks).
    `returns` per seat in 0..1 for the AI: by default 1 for a winner, shared when several win.
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    ranking: tuple[int, ...]
    explanation: tuple[str, ...] = ()
    returns: tuple[float, ...] | None = None

    def seat_returns(self) -> tuple[float, ...]:
        if self.returns is not None:
            return self.returns
        return tuple(1.0 if seat in self.winners else 0.0 for seat in range(len(self.scores)))


class State(ABC):
    """One moment of one game. Subclasses hold the full truth; `view` gives each seat its share of it."""

    num_seats: int
    rng: Rng

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The seats that may act now, in the order they are asked. Empty when the game is over."""

    @abstractmethod
    def legal_commands(self, seat: int) -> list[Command]:
        """Every command `seat` may give now (empty if it may not act)."""

    @abstractmethod
    def _apply(self, seat: int, command: Command) -> list[Event]:
        """Carry out a command already known to be legal; return what happened."""

    @abstractmethod
    def is_over(self) -> bool:
        """True when the game has ended."""

    @abstractmethod
    def outcome(self) -> Outcome:
        """The result of a finished game."""

    @abstractmethod
    def view(self, seat: int | None) -> Any:
        """What `seat` may know (None: a spectator who sees only public things). Never the deck order or rng."""

    def why_illegal(self, seat: int, command: Command) -> str | None:
        """A sentence saying why `command` is not legal for `seat` now, or None if the game has no
        more specific reason than 'not allowed'. Only asked for commands not in `legal_commands`."""
        return None

    def seat_name(self, seat: int) -> str:
        return f"Player {seat + 1}"

    def clone(self) -> State:
        """An independent copy (search plays on copies)."""
        return copy.deepcopy(self)

    def check(self, seat: int, command: Command) -> None:
        """Raise IllegalCommand with a reason a player understands if `seat` may not give `command` now."""
        if self.is_over():
            raise IllegalCommand("The game is over.")
        acting = self.to_act()
        if seat not in acting:
            names = ", ".join(self.seat_name(s) for s in acting)
            raise IllegalCommand(f"It is not your turn: waiting for {names}.")
        if command in self.legal_commands(seat):
            return
        reason = self.why_illegal(seat, command)
        raise IllegalCommand(reason or "That move is not allowed now.")

    def apply(self, seat: int, command: Command) -> list[Event]:
        """Check the command, then carry it out. The state is unchanged when it is refused."""
        self.check(seat, command)
        return self._apply(seat, command)

    def apply_unchecked(self, seat: int, command: Command) -> list[Event]:
        """Carry out a command taken from `legal_commands` (search and playouts)."""
        return self._apply(seat, command)


class Game(ABC):
    """A game's spec: what it is called, who may sit, its parameters, and how the AI reads it."""

    name: ClassVar[str]
    title: ClassVar[str]
    seat_counts: ClassVar[tuple[int, ...]]
    default_parameters: ClassVar[dict[str, Any]] = {}
    rules_doc: ClassVar[str] = ""
    command_types: ClassVar[tuple[type[Command], ...]] = ()
    #: how many commands a search playout plays before `evaluate` judges the position.
    playout_depth: ClassVar[int] = 200
    #: the module that holds the game's AI knowledge. Each of the AI hooks below first looks there for a
    #: function of its own name and signature (`determinize`, `search_commands`, `playout_command`,
    #: `evaluate`, `mixed_command`, `easy_command`, `describe`); where the module has none, the default stated here applies.
    knowledge: ClassVar[ModuleType | None] = None

    def __init__(self) -> None:
        self._commands = CommandSet(self.command_types)

    # --- making states -------------------------------------------------------------------------------
    @abstractmethod
    def new_state(self, num_seats: int, seed: int, parameters: dict[str, Any] | None = None) -> State:
        """A fresh game, everything shuffled from `seed`."""

    def parameters(self, given: dict[str, Any] | None) -> dict[str, Any]:
        """The defaults, overridden by `given`; unknown names are refused."""
        params = dict(self.default_parameters)
        for key, value in (given or {}).items():
            if key not in params:
                raise ValueError(f"{self.title} has no parameter '{key}'")
            params[key] = value
        return params

    def parameter_choices(self, num_seats: int) -> dict[str, list[Any]]:
        """For the seat setup screen: each parameter a player may choose, with its allowed values
        (the first is the default). Parameters not listed keep their defaults."""
        return {}

    def seat_label(self, num_seats: int, seat: int) -> str:
        return f"Player {seat + 1}"

    #: parameters that belong to one seat are named `<seat_parameter>_<seat number from 1>` (a player's team,
    #: say); the seat setup shows each beside its seat. Empty: the game has none.
    seat_parameter: ClassVar[str] = ""

    def parameter_title(self, key: str) -> str:
        """A parameter's name as the seat setup shows it."""
        return key.replace("_", " ").capitalize()

    def parameter_label(self, key: str, value: Any) -> str:
        """A parameter's value in words, as the seat setup shows it."""
        return str(value).replace("_", " ").capitalize()

    def parse_command(self, text: str) -> Command:
        """A command from its text form. Raises ValueError naming what is wrong."""
        return self._commands.parse(text)

    # --- the AI's hooks (views and states only; see ninjatable.ai) -----------------------------------
    def _knowledge(self, name: str) -> Callable[..., Any] | None:
        return getattr(self.knowledge, name, None) if self.knowledge is not None else None

    def determinize(self, view: Any, seat: int, rng: Rng) -> State:
        """A full state consistent with everything `seat` knows (its view): hidden cards and decks dealt
        at random from what is unseen, with a fresh generator for future chance. Every game supplies it."""
        sampler = self._knowledge("determinize")
        if sampler is None:
            raise TypeError(f"{self.title} has no determinization sampler")
        return sampler(view, seat, rng)

    def search_commands(self, state: State, seat: int) -> Sequence[Command]:
        """The commands a search considers (by default all legal ones; a game may prune)."""
        hook = self._knowledge("search_commands")
        return hook(state, seat) if hook is not None else state.legal_commands(seat)

    def playout_command(self, state: State, seat: int, rng: Rng) -> Command:
        """The move a playout makes; by default a uniformly random legal one."""
        hook = self._knowledge("playout_command")
        return hook(state, seat, rng) if hook is not None else rng.choice(state.legal_commands(seat))

    def evaluate(self, state: State) -> tuple[float, ...]:
        """Estimated returns (0..1 per seat) of an unfinished state, used when a playout is cut short;
        by default every seat's share is equal."""
        hook = self._knowledge("evaluate")
        return hook(state) if hook is not None else tuple(1.0 / state.num_seats for _ in range(state.num_seats))

    def mixed_command(self, view: Any, seat: int, legal: Sequence[Command], rng: Rng) -> Command | None:
        """A secret choice whose best play is a random mix (rock, paper or scissors): one command drawn from
        that mix, which every AI level plays so that it shows no habit to exploit. None when the decision is
        not such a choice (the default)."""
        hook = self._knowledge("mixed_command")
        return hook(view, seat, legal, rng) if hook is not None else None

    def easy_command(self, view: Any, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
        """The easy AI: a one-step heuristic over the view. By default a random legal command."""
        hook = self._knowledge("easy_command")
        return hook(view, seat, legal, rng) if hook is not None else rng.choice(list(legal))

    def describe(self, command: Command, view: Any) -> str:
        """The command in a player's words (for menus and previews); by default its text form."""
        hook = self._knowledge("describe")
        return hook(command, view) if hook is not None else command.to_text()
