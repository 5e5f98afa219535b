"""The typed hooks through which the computer seats read a game.

A game subclasses `Knowledge` in its `ai.py` and declares one instance as its `Game.knowledge`. Every hook
sees only what a seat may know: the seat's redacted state (`State.redact`), or a determinization of it, a
full state the search itself dealt from that knowledge. No hook is ever handed the true state of a game.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Generic, TypeVar

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Game, State
from ninjatable.engine.rng import Rng

S = TypeVar("S", bound=State)


class Knowledge(Generic[S]):
    """What the computer seats know of one game. Override what the game knows better than the defaults."""

    #: how many commands a search playout plays before `evaluate` judges the position.
    playout_depth: int = 200

    #: True when the search tree weighs the other seats' choices too; False when in the search the other seats
    #: always play as in the playouts (`playout_command`), from what they know, so that they never answer as if
    #: they had seen the searching seat's secrets (the tree then holds the searching seat's choices alone).
    others_searched: bool = True

    #: at a table of several computer seats, the decisions a turn's share of the table's time is shared by
    #: (`ninjatable.ai.bots.table_budget`): each decision may take at most this part of its turn. A game whose
    #: computers give many short turns between two decisions of a player (answers given one after another)
    #: shares it more finely, so that all of them fit in the table's time.
    turn_choices: int = 2

    def at_level(self, level: str) -> Knowledge[S]:
        """The knowledge a computer seat of `level` plays with: this one, unless the game gives a level more
        (hard reading the table more deeply than normal, say). Never more than the seat may know."""
        return self

    def turn_of(self, state: S, seat: int) -> Hashable:
        """Where the game's turns stand for `seat`, read from its redacted `state`: a mark that stays the same
        through every decision of one turn of the game (an activation, a player's turn, a placement) and
        changes when the next begins; a computer seat's thinking time for a whole turn restarts where it
        changes. Public facts only (the same in every seat's redaction). None, the default: a turn is every
        command the seat gives before another seat acts."""
        return None

    def hand_may_matter(self, state: S, seat: int) -> bool:
        """Could `seat`'s options now depend on what it holds in secret, for some hand it might hold? Read
        from public facts only (the same answer in every seat's redaction and whatever the hand is), so that
        whether a computer seat waits to hide its hand, and what its reasons say, tells nothing of the hand.
        True, the default: a game that does not say so is taken to hide something wherever a seat decides."""
        return True

    def determinize(self, state: S, seat: int, rng: Rng) -> S:
        """A full state consistent with `state`, which holds what `seat` may know: every hidden card and
        pending secret dealt at random from what `seat` has not seen, and a fresh generator for the future.
        Every game supplies it."""
        raise NotImplementedError(f"{type(self).__name__} does not determinize")

    def imagine(self, state: S, seat: int, rng: Rng) -> S:
        """The world one try of a search plays in, from `seat`'s redacted `state`: a determinization, unless the
        game also guesses there the other players' secret answers still to give, each as its player would
        likely give it, so that the search weighs the seat's own answer alone (a simultaneous choice searched
        jointly needs many more tries than a decision has). Unlike `determinize`, not bound to stay a world
        the seat cannot tell apart from the true one."""
        return self.determinize(state, seat, rng)

    def search_commands(self, state: S, seat: int) -> Sequence[Command]:
        """The commands a search considers (all legal ones unless the game prunes)."""
        return state.legal_commands(seat)

    def apply(self, state: S, seat: int, command: Command) -> None:
        """Carry out, in a search, a command of `search_commands`: a command of the rules, or a plan (see
        `step`), all of its steps."""
        state.apply_unchecked(seat, command)

    def step(self, state: S, seat: int, command: Command) -> Command | None:
        """The command of the rules that `command`, chosen by a search, gives now: the command itself, or for a
        plan (a command of the search that stands for several of the rules', such as a packet made card by
        card) its next step; None once the plan is carried out or `state` is no longer the one it was made
        for. A computer seat that chose a plan plays its steps without searching again."""
        return command

    def only_choice(self, state: S, seat: int) -> Command | None:
        """The command a searching seat gives without a search, from its redacted `state`, where the game's
        judgement leaves one sensible choice (None: search). Never more than the seat may know."""
        return None

    def playout_command(self, state: S, seat: int, rng: Rng) -> Command:
        """The move a playout makes: a uniformly random legal one unless the game knows better."""
        return rng.choice(state.legal_commands(seat))

    def evaluate(self, state: S) -> tuple[float, ...]:
        """Estimated returns (0..1 per seat) of an unfinished state, where a playout is cut short; equal
        shares unless the game can judge a position."""
        return tuple(1.0 / state.num_seats for _ in range(state.num_seats))

    def mixed_command(self, state: S, seat: int, legal: Sequence[Command], rng: Rng) -> Command | None:
        """A secret choice whose best play is a random mix (rock, paper or scissors): one command drawn from
        that mix, played at every level so that the computer shows no habit to exploit. None when the
        decision is not such a choice."""
        return None

    def easy_command(self, state: S, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
        """The easy player: a one-step judgement of the position (`ninjatable.ai.policies.best_by_value`);
        a random legal command unless the game has one."""
        return rng.choice(list(legal))


def knowledge_of(game: Game) -> Knowledge[State]:
    """The Knowledge `game` declares. Raises TypeError naming the game when it declares none."""
    knowledge = game.knowledge
    if not isinstance(knowledge, Knowledge):
        raise TypeError(f"{game.title} declares no AI knowledge (Game.knowledge is {knowledge!r})")
    return knowledge
