"""The contract every game implements.

A `Game` is the spec: its name, the seat counts it allows, its parameters with their defaults, its command
types, how a command reads in words, how a gesture becomes a command, and the AI knowledge it declares. It
makes `State`s.

A `State` answers who may act now (`to_act`), what each of them must decide (`decision`: a kind, a prompt and
the options, several seats at once for a simultaneous secret choice), `legal_commands(seat)`,
`apply(seat, command)` which returns the `Event`s that happened, `is_over()` and `outcome()`. The game gives
a seat its share of the truth with two faces (like an observer per player): `Game.view(state, seat)`, a frozen
snapshot to draw, and `Game.redact(state, seat)`, a state of the same type with every secret of the others and
the generator taken out, which the AI deals the unknown into.

Chance (shuffles, draws, dice) is drawn inside `apply` from the state's own seeded `Rng`, so the same seed and
the same commands give the same game. An automated player (the Shogun deck of Ronin) is part of the rules: it
acts inside `apply`.
"""

from __future__ import annotations

import copy
import dataclasses
from abc import ABC, abstractmethod
from typing import Any, ClassVar

from ninjatable.engine.commands import Command, CommandSet
from ninjatable.engine.decision import Decision, Preview
from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.rng import Rng
from ninjatable.i18n import Text, _, join_and, msg, render


@dataclasses.dataclass
class Event:
    """Something that happened, for the log and for animations.

    `text` is what every seat is told. `private` holds a fuller text for the seats allowed to know more
    (the player who drew a card learns which card). `irreversible` marks a card draw, a reveal or a die roll:
    undo does not go back across it unless the casual option is on. `data` carries what a scene needs to
    animate (`from`, `to`, `dice`...), never hidden information.

    The words are a `Message` (`ninjatable.i18n.msg`): the English sentence with named fields and their values
    (a seat's name, a number, a card as a glossary `Term`), turned into words only when a reader reads them, in
    the reader's language. So the same event reads in German at one table and in Italian at another, and a
    replay reads an old game in today's language. Plain text (`str`) is still taken and shown as it is.
    """

    text: Text
    seat: int | None = None
    kind: str = "info"
    private: dict[int, Text] = dataclasses.field(default_factory=dict)
    irreversible: bool = False
    data: dict[str, Any] = dataclasses.field(default_factory=dict)

    def message_for(self, seat: int | None) -> Text:
        """What `seat` is told, as the rules said it (None: a spectator, who reads the public words)."""
        if seat is not None and seat in self.private:
            return self.private[seat]
        return self.text

    def text_for(self, seat: int | None) -> str:
        """What `seat` is told, in the reader's language now."""
        return render(self.message_for(seat))


@dataclasses.dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    `scores` per seat; `winners` the seats who won (a team wins together); `ranking` best first;
    `explanation` sentences that say how the winner was decided (counts, tie-breaks), as messages read in each
    reader's language.
    `returns` per seat in 0..1 for the AI: by default 1 for a winner, shared when several win.
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    ranking: tuple[int, ...]
    explanation: tuple[Text, ...] = ()
    returns: tuple[float, ...] | None = None

    def seat_returns(self) -> tuple[float, ...]:
        if self.returns is not None:
            return self.returns
        return tuple(1.0 if seat in self.winners else 0.0 for seat in range(len(self.scores)))


class State(ABC):
    """One moment of one game: the full truth. `Game.view` and `Game.redact` give a seat its share."""

    num_seats: int
    rng: Rng

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The seats that must answer now, in the order they are asked. Empty when the game is over."""

    @abstractmethod
    def legal_commands(self, seat: int) -> list[Command]:
        """Every command `seat` may give now (empty if it may not act)."""

    @abstractmethod
    def decision(self, seat: int) -> Decision | None:
        """What `seat` must decide now, in the game's words, with every legal command as an option; None when
        it has nothing to decide. Seen by that seat only: the prompt may speak of its own hand."""

    def is_simultaneous(self) -> bool:
        """True when the seats in `to_act` choose at the same time and in secret: none may see another's
        answer before every answer is in (the table collects them all before any is applied)."""
        return False

    @abstractmethod
    def _apply(self, seat: int, command: Command) -> list[Event]:
        """Carry out a command already known to be legal; return what happened."""

    @abstractmethod
    def is_over(self) -> bool:
        """True when the game has ended."""

    @abstractmethod
    def outcome(self) -> Outcome:
        """The result of a finished game."""

    def why_illegal(self, seat: int, command: Command) -> str | None:
        """A sentence saying why `command` is not legal for `seat` now, or None if the game has no
        more specific reason than 'not allowed'. Only asked for commands not in `legal_commands`."""
        return None

    def seat_words(self, seat: int) -> Text:
        """A seat's name as a message kept for later, read in each reader's language ("Player 2")."""
        return msg("Player {n}", n=seat + 1)

    def seat_name(self, seat: int) -> str:
        """A seat's name in the current language."""
        return render(self.seat_words(seat))

    def clone(self) -> State:
        """An independent copy (search plays on copies)."""
        return copy.deepcopy(self)

    def forget(self) -> None:  # noqa: B027 - a state without caches has nothing to drop
        """Drop every answer worked out for this moment and kept in private attributes (a cache, named with
        one leading underscore), so that each is worked out again when asked. A state sent over the network
        travels without its caches and is given fresh ones by this."""

    def refusal(self, seat: int, command: Command) -> str | None:
        """None if `seat` may give `command` now, else the reason in a player's words. A command whose fields
        do not have their declared types (a card `10.0` or `true`) is refused before the rules look at it."""
        if not isinstance(command, Command):
            return _("That is not a move of this game.")
        malformed = command.problem()
        if malformed is not None:
            return malformed
        if type(seat) is not int:
            return _("There is no such player.")
        if self.is_over():
            return _("The game is over.")
        acting = self.to_act()
        if seat not in acting:
            return _("It is not your turn: waiting for {players}.").format(
                players=join_and(self.seat_name(s) for s in acting))
        if command in self.legal_commands(seat):
            return None
        return self.why_illegal(seat, command) or _("That move is not allowed now.")

    def check(self, seat: int, command: Command) -> None:
        """Raise IllegalCommand with a reason a player understands if `seat` may not give `command` now."""
        reason = self.refusal(seat, command)
        if reason is not None:
            raise IllegalCommand(reason)

    def apply(self, seat: int, command: Command) -> list[Event]:
        """Check the command, then carry it out. The state is unchanged when it is refused."""
        self.check(seat, command)
        return self._apply(seat, command)

    def apply_unchecked(self, seat: int, command: Command) -> list[Event]:
        """Carry out a command taken from `legal_commands` (search and playouts)."""
        return self._apply(seat, command)


class Game(ABC):
    """A game's spec: what it is called, who may sit, its parameters, its words, and its AI knowledge."""

    name: ClassVar[str]
    title: ClassVar[str]
    seat_counts: ClassVar[tuple[int, ...]]
    default_parameters: ClassVar[dict[str, Any]] = {}
    rules_doc: ClassVar[str] = ""
    command_types: ClassVar[tuple[type[Command], ...]] = ()
    #: the game's `ninjatable.ai.knowledge.Knowledge` (its `ai.py`): how the computer seats read it.
    knowledge: ClassVar[object] = None

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

    def check_parameters(self, parameters: dict[str, Any], num_seats: int) -> None:
        """Raise ValueError naming the allowed values when a chosen parameter is not one of them (or the
        reason a value that exists cannot be chosen)."""
        problems = self.parameter_problems(num_seats)
        for key, allowed in self.parameter_choices(num_seats).items():
            value = parameters.get(key)
            reason = problems.get(key, {}).get(value) if isinstance(value, (str, int, float, bool)) else None
            if reason is not None:
                raise ValueError(f"{self.title}: {self.parameter_title(key).lower()} '{value}' cannot be used: "
                                 f"{reason}")
            if value not in allowed or type(value) is not type(allowed[0]):
                names = ", ".join(str(v) for v in allowed)
                raise ValueError(f"{self.title}: {self.parameter_title(key).lower()} '{value}' is not one of "
                                 f"{names}")

    def parameter_choices(self, num_seats: int) -> dict[str, list[Any]]:
        """For the seat setup screen: each parameter a player may choose, with its allowed values
        (the first is the default). Parameters not listed keep their defaults."""
        return {}

    def parameter_problems(self, num_seats: int) -> dict[str, dict[Any, str]]:
        """For the seat setup screen: values of a parameter that exist but cannot be chosen (a map file that
        does not load), each with the reason. They are shown greyed beside the allowed values."""
        return {}

    def seat_label(self, num_seats: int, seat: int) -> str:
        return f"Player {seat + 1}"

    def mode_name(self, num_seats: int) -> str:
        """What the game is called with `num_seats` players when it is another game then (a solo game), as the
        seat setup names it; "" when it is the same game."""
        return ""

    #: parameters that belong to one seat are named `<seat_parameter>_<seat number from 1>` (a player's team,
    #: say); the seat setup shows each beside its seat. Empty: the game has none.
    seat_parameter: ClassVar[str] = ""

    def parameter_title(self, key: str) -> str:
        """A parameter's name as the seat setup shows it."""
        return key.replace("_", " ").capitalize()

    def parameter_label(self, key: str, value: Any) -> str:
        """A parameter's value in words, as the seat setup shows it."""
        return str(value).replace("_", " ").capitalize()

    def parameter_note(self, key: str, value: Any) -> str:
        """One line saying what a parameter's value is (how a team plays, what a challenge asks), shown by the
        seat setup with the choice; "" when there is nothing to add to its label."""
        return ""

    def parse_command(self, text: str) -> Command:
        """A command from its text form. Raises ValueError naming what is wrong."""
        return self._commands.parse(text)

    # --- what a seat knows -------------------------------------------------------------------------------
    @abstractmethod
    def view(self, state: State, seat: int | None) -> Any:
        """What `seat` may know of `state` (None: a spectator who sees only public things), as a frozen
        snapshot to draw. Never another seat's hidden cards, a pending secret choice of another seat, the deck
        order or the generator."""

    @abstractmethod
    def redact(self, state: State, seat: int | None) -> State:
        """A state of the same type holding only what `seat` may know: other seats' hidden cards and pending
        secret choices, the order of hidden decks and the generator (a `NoGenerator`) are taken out, counts
        kept. Its view for `seat` and its legal commands for `seat` equal those of `state`. It cannot draw:
        the AI deals the unknown into it (`Knowledge.determinize`) before playing on."""

    # --- words and gestures ----------------------------------------------------------------------------
    def describe(self, command: Command, view: Any) -> str:
        """The command in a player's words, as `view`'s seat may read it; by default its text form. The command
        may be another seat's (the seat acting in `view`): the hint and the computers' reasons in the log name
        the options a seat weighed."""
        return command.to_text()

    def find_move(self, state: State, seat: int, gesture: Any) -> Preview:
        """What a gesture on the table means for `seat` in `state` (its redacted state): the command and
        whether the rules accept it now, with what a table may show before it is made. By default a gesture
        is the command itself. A game's `moves` module answers its own gestures (a card dropped on a
        province, a ninja dragged to a square)."""
        if not isinstance(gesture, Command):
            return Preview(None, "That does nothing here.")
        return Preview(gesture, state.refusal(seat, gesture))
