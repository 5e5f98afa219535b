"""The AI levels. A bot is handed what its seat may know (the seat's redacted state), never the true state.

- random: a uniformly random legal command (for tests and as the weakest opponent);
- easy: the game's one-step judgement (`Knowledge.easy_command`);
- normal and hard: information-set MCTS over the game's knowledge, within a budget (a game may give hard more
  of it: `Knowledge.at_level`). Where the search chose a plan of several commands (`Knowledge.step`: a Shitennō
  packet made card by card), the bot plays its steps without searching again while the state is the one the
  plan was made for, so a turn of many commands costs one search.

A secret choice best played as a random mix (`Knowledge.mixed_command`) is played from that mix at every level.
A decision that hides the hand (`Decision.hides_hand`) is answered by a seat's bot at once with the easy
judgement, so that the time it takes says nothing of what it holds; an adviser (`advises=True`, the hint) is
seen by nobody else and searches it too.

A searching level thinks within a time for each decision and for each turn of the game, where the game says a
seat's turn begins and ends (`Knowledge.turn_of`: an activation, a player's turn, a placement), so that a seat
giving many turns in a row gets its whole time at the start of each. Wherever what a seat holds in secret could
change its options, it takes at least its decision's whole time (`Bot.floor`), decided from public facts alone;
the steps of a plan it carries on are the exception, given at once: each shows at the table as the seat's command,
so their pace tells no more than the steps themselves.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable
from time import perf_counter

from ninjatable.ai.ismcts import Considered, SearchResult, ismcts_search
from ninjatable.ai.knowledge import Knowledge, knowledge_of
from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Game, State
from ninjatable.engine.rng import Rng

LEVELS = ("random", "easy", "normal", "hard")


@dataclasses.dataclass(frozen=True)
class SearchBudget:
    """How much a search level may think per decision (whichever limit comes first), and in a whole turn of the
    game (`Knowledge.turn_of`; None: no limit but the decisions')."""

    iterations: int
    seconds: float
    turn_seconds: float | None = None


#: normal stays well inside 1 s per decision and 3 s a turn; hard inside 3 s per decision.
BUDGETS = {"normal": SearchBudget(iterations=400, seconds=0.8, turn_seconds=2.8),
           "hard": SearchBudget(iterations=2400, seconds=2.7, turn_seconds=8.1)}
#: the least time a search is given, however little of its turn is left.
LEAST_SECONDS = 0.1
#: at a table of several computer seats of a level (`table_budget`, `TableClock`): the seconds they may take in
#: all between two commands of a player, shared among them (each turn its share). A normal search reaches its 400
#: iterations in about 0.4 s, so a turn of one or two searches keeps its strength; a hard seat keeps its time.
TABLE_ROUND_SECONDS = {"normal": 3.6}


def table_budget(level: str, computers: int, choices: int = 2) -> SearchBudget | None:
    """The budget of a computer seat of `level` at a table where `computers` seats are the computer's (a public
    fact): its turn's time is its share of the level's `TABLE_ROUND_SECONDS` (never more than `BUDGETS` gives),
    each decision at most a part of that turn (`choices`, the game's `Knowledge.turn_choices`: half of it
    unless the game says otherwise), so that the wait of a player between two turns stays short however many
    computers play in between. Where no share is set (hard), or one computer plays, `BUDGETS`."""
    budget = BUDGETS.get(level)
    share = TABLE_ROUND_SECONDS.get(level)
    if budget is None or share is None or budget.turn_seconds is None or computers <= 1:
        return budget
    turn = min(budget.turn_seconds, share / computers)
    return SearchBudget(budget.iterations, min(budget.seconds, turn / choices), turn)


class TableClock:
    """The thinking the computer seats of one table have done since a player last gave a command: a stretch of
    the table runs while each decision of its computers comes at the moment of the last one or the next (a
    command given by anyone else, a player's, or a move taken back, begins a new one). Each level sharing
    `TABLE_ROUND_SECONDS` may take that much in all in a stretch, whichever seats take it, so that the wait of
    a player stays short however many turns the computers play in between (answers to offers one after
    another, several packets, the turns of a round and the next round's first). What a stretch has used is
    what the table saw the decisions take (a decision's thinking, or the wait that hid a hand when longer)."""

    def __init__(self, seconds: dict[str, float]) -> None:
        #: the seconds of a stretch for each level that shares them.
        self.seconds = dict(seconds)
        self._last: int | None = None
        self._spent: dict[str, float] = {}

    def _goes_on(self, moment: int | None) -> bool:
        last = self._last
        return moment is not None and last is not None and last <= moment <= last + 1

    def left(self, level: str, moment: int | None) -> float | None:
        """What is left of the stretch for a decision of `level` asked at `moment` (None: the level shares no
        time)."""
        share = self.seconds.get(level)
        if share is None:
            return None
        return share - (self._spent.get(level, 0.0) if self._goes_on(moment) else 0.0)

    def count(self, level: str, moment: int | None, seconds: float) -> None:
        """A decision of `level` asked at `moment` took `seconds` at the table."""
        if not self._goes_on(moment):
            self._spent = {}
        self._spent[level] = self._spent.get(level, 0.0) + seconds
        self._last = moment


class Bot:
    """A seat played by the computer."""

    def __init__(self, game: Game, level: str, seed: int, budget: SearchBudget | None = None,
                 advises: bool = False, table: TableClock | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown AI level '{level}' (use {', '.join(LEVELS)})")
        self.game = game
        self.knowledge: Knowledge[State] = knowledge_of(game).at_level(level)
        self.level = level
        self.rng = Rng(seed)
        self.budget = budget or BUDGETS.get(level)
        #: True for a bot that only advises a player (its thinking time is seen by no other seat).
        self.advises = advises
        #: the thinking the table's computer seats share between two commands of a player (None: not shared).
        self.table = table
        #: the plan a search chose (a command standing for several, see `Knowledge.step`), played on without a
        #: new search while the state is the one it was made for.
        self.plan: Command | None = None
        #: the moment (commands given at the table) and the game's turn (`Knowledge.turn_of`) of the seat's
        #: last decision, and the seconds its turn has taken so far.
        self._last_moment: int | None = None
        self._turn: Hashable = None
        self._turn_spent = 0.0

    def _goes_on(self, moment: int | None, turn: Hashable) -> bool:
        """Does the decision asked at `moment` (None: not known), in the game's turn `turn` (the game's mark,
        `Knowledge.turn_of`), belong to the same turn as the seat's last decision? With a mark, while the mark
        stays the same and the game goes forward; without one, while no other seat acted between the two."""
        last = self._last_moment
        if moment is None or last is None:
            return False
        if turn is None:
            return moment == last + 1
        return turn == self._turn and moment > last

    def seconds_for(self, moment: int | None, turn: Hashable = None) -> float:
        """How long the decision asked at `moment` (the number of commands given at the table; None: not
        known), in the game's turn `turn` (`Knowledge.turn_of`), may search: the level's time for a decision,
        or what is left of the turn when the decision belongs to the turn of the seat's last one (every
        decision of a turn counts against `SearchBudget.turn_seconds`), and never more than is left of the
        table's stretch (`TableClock`); at least `LEAST_SECONDS`."""
        budget = self.budget
        if budget is None:
            return 0.0
        seconds = budget.seconds
        if budget.turn_seconds is not None and self._goes_on(moment, turn):
            seconds = min(seconds, budget.turn_seconds - self._turn_spent)
        left = self.table.left(self.level, moment) if self.table is not None else None
        if left is not None:
            seconds = min(seconds, left)
        return max(min(LEAST_SECONDS, budget.seconds), seconds)

    def floor(self, state: State, seat: int, moment: int | None) -> float:
        """How long the seat takes at least to answer at `moment`, from its redacted `state`, so that how long
        it takes tells nothing of its hand: wherever its options could depend on what it holds in secret, for
        any hand it might hold (`Knowledge.hand_may_matter`, public facts only), the full time its level gives
        this decision (`seconds_for`: a decision's time, or what is left of its turn), whether it searches,
        has one option, or answers at once; elsewhere nothing (what it may do and how it decides are then
        the same for every hand), nor for a step of a plan it carries on (`carries_on`). A level that does not
        search waits nothing."""
        if self.level not in BUDGETS or self.budget is None or self.budget.turn_seconds is None:
            return 0.0
        if not self.knowledge.hand_may_matter(state, seat) or self.carries_on(state, seat):
            return 0.0
        return self.seconds_for(moment, self.knowledge.turn_of(state, seat))

    def carries_on(self, state: State, seat: int) -> bool:
        """Is the seat playing on the plan it chose (`Knowledge.step`), whose next step it knows without
        thinking? Then it answers at once whatever it holds: each step shows at the table as a command of the
        seat the moment it is given, so a quick step tells no more than the steps themselves (how many there
        are); the wait that hides the hand comes where it chooses (`floor`)."""
        return self.plan is not None and self.knowledge.step(state, seat, self.plan) in state.legal_commands(seat)

    def choose(self, state: State, seat: int, moment: int | None = None) -> Command:
        """Pick a command for `seat` knowing only `state`, the seat's redacted state (`moment`: see `think`)."""
        return self.think(state, seat, moment).command

    def think(self, state: State, seat: int, moment: int | None = None) -> SearchResult:
        """Pick a command for `seat` from its redacted `state`, with what a search saw of the alternatives
        (a level that does not search reports only its pick). `moment`, the number of commands given at the
        table so far, and the game's turn read from `state` tell the turns apart (see `seconds_for`). A
        decision counts against its turn for as long as the table sees it take: its thinking, or its `floor`
        when that is longer, so that what is left of a turn never depends on the hand either."""
        started = perf_counter()
        turn = self.knowledge.turn_of(state, seat)
        spent = self._turn_spent if self._goes_on(moment, turn) else 0.0
        seconds = self.seconds_for(moment, turn)
        floor = self.floor(state, seat, moment)
        try:
            return self._think(state, seat, seconds)
        finally:
            taken = max(perf_counter() - started, floor)
            self._turn_spent = spent + taken
            self._turn, self._last_moment = turn, moment
            if self.table is not None:
                self.table.count(self.level, moment, taken)

    def answers_at_once(self, state: State, seat: int) -> bool:
        """Does the seat answer its redacted `state` without a search (one option, a level that does not
        search, a secret mix, a decision that hides the hand, the next step of its plan, the game's only
        sensible choice)? Where its hand may matter, `floor` makes such an answer wait as long as a search."""
        legal = state.legal_commands(seat)
        if len(legal) <= 1 or self.level in ("random", "easy"):
            return True
        if self.knowledge.mixed_command(state, seat, legal, Rng(0)) is not None:
            return True
        if not self.advises and _answered_at_once(state, seat):
            return True
        if self.plan is not None and self.knowledge.step(state, seat, self.plan) in legal:
            return True
        return self.knowledge.only_choice(state, seat) in legal

    def _think(self, state: State, seat: int, seconds: float) -> SearchResult:
        legal = state.legal_commands(seat)
        if not legal:
            raise ValueError("a bot was asked to move with no legal command")
        if len(legal) > 1 and self.level != "random":
            mixed = self.knowledge.mixed_command(state, seat, legal, self.rng)
            if mixed is not None:
                return _alone(mixed)
            if self.level == "easy" or (not self.advises and _answered_at_once(state, seat)):
                return _alone(self.knowledge.easy_command(state, seat, legal, self.rng))
            return self.search(state, seat, legal, seconds)
        return _alone(legal[0] if len(legal) == 1 else self.rng.choice(legal))

    def search(self, state: State, seat: int, legal: list[Command], seconds: float | None = None) -> SearchResult:
        """The next step of the plan chosen before while it still fits, else a new search within the budget;
        a plan it chooses is kept and its first step played."""
        if self.plan is not None:
            step = self.knowledge.step(state, seat, self.plan)
            if step is not None and step in legal:
                return _alone(step)
            self.plan = None
        only = self.knowledge.only_choice(state, seat)
        if only is not None and only in legal:
            return _alone(only)
        assert self.budget is not None
        found = ismcts_search(self.knowledge, state, seat, legal, self.rng, iterations=self.budget.iterations,
                              seconds=self.budget.seconds if seconds is None else seconds)
        considered = _first_steps(self.knowledge, state, seat, found.considered)
        if found.command in legal:  # a command of the rules, weighed perhaps against plans: those by their step
            return SearchResult(found.command, considered, found.iterations)
        step = self.knowledge.step(state, seat, found.command)
        if step is None or step not in legal:
            raise RuntimeError(f"the search chose {found.command}, which gives no legal command")
        self.plan = found.command
        return SearchResult(step, considered, found.iterations)


def _answered_at_once(state: State, seat: int) -> bool:
    """A decision that hides the hand is answered without a search (see `Decision.hides_hand`)."""
    decision = state.decision(seat)
    return decision is not None and decision.hides_hand


def _first_steps(knowledge: Knowledge[State], state: State, seat: int,
                 considered: tuple[Considered, ...]) -> tuple[Considered, ...]:
    """What a search weighed, each plan shown as its first step (the best plan of each step only)."""
    found: dict[Command, Considered] = {}
    for weighed in considered:
        step = knowledge.step(state, seat, weighed.command)
        if step is not None and step not in found:
            found[step] = dataclasses.replace(weighed, command=step)
    return tuple(found.values())


def _alone(command: Command) -> SearchResult:
    return SearchResult(command, (Considered(command, 0, 1.0, 0.0),), 0)


def make_bot(game: Game, level: str, seed: int, budget: SearchBudget | None = None,
             advises: bool = False, table: TableClock | None = None) -> Bot:
    return Bot(game, level, seed, budget, advises, table)
