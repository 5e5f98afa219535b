"""Information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012), with simultaneous moves.

The search is handed what the searching seat may know (its redacted state). Each iteration deals a
determinization of the hidden part from that knowledge (the game's `Knowledge.imagine`), walks one shared
tree, expands one node, plays out with the game's playout policy (cut short after `playout_depth` commands and
scored by the game's evaluation), and backs the returns up. A game may let its search weigh plans, each standing
for several of its commands (a packet made card by card): the tree holds the plan as one move
(`Knowledge.apply`, `Knowledge.step`), so a turn of many commands is one choice.

Every node keeps, for each seat that moves there, statistics per command; selection is UCB1 with
availability counts (a command's exploration term counts how often it was legal). Where the state declares a
simultaneous decision (`State.is_simultaneous`), every acting seat picks from its own statistics at the same
node without knowing the others' picks (decoupled UCT), and the joint pick leads to the child: no seat's
choice is searched as if another had seen it. There each seat picks by Exp3 (a random draw weighted by its
estimated gains, mixed with a little uniform exploration), since a deterministic rule such as UCB1 would make
the seats pick in lockstep; at the root the searching seat plays the mix the search found (a command drawn in
proportion to its visits), as a secret choice should be played.
Elsewhere the first seat in `to_act` moves alone. A game whose knowledge does not search the other seats
(`Knowledge.others_searched`) has them answer in the tree as in the playouts; the tree then holds the searching
seat's choices alone, each node reached whatever the others answered on the way.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Sequence

from ninjatable.ai.knowledge import Knowledge
from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import State
from ninjatable.engine.rng import Rng

Pick = tuple[int, Command]


class _Stat:
    __slots__ = ("avail", "gain", "reward", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        #: Exp3's estimated total gain (simultaneous nodes only): each return divided by the chance of the draw.
        self.gain = 0.0


#: Exp3's share of uniform exploration at simultaneous nodes.
EXP3_EXPLORATION = 0.15


class _Node:
    __slots__ = ("children", "stats")

    def __init__(self) -> None:
        #: seat -> command -> statistics of that seat's pick at this node.
        self.stats: dict[int, dict[Command, _Stat]] = {}
        #: the joint pick (one (seat, command) per mover) -> the node it leads to.
        self.children: dict[tuple[Pick, ...], _Node] = {}


@dataclasses.dataclass(frozen=True)
class Considered:
    """One command the search weighed at the root: how often it was tried, its share of the tries, and the
    mean return it brought the searching seat (its estimated chance to win)."""

    command: Command
    visits: int
    share: float
    value: float


@dataclasses.dataclass(frozen=True)
class SearchResult:
    """The chosen command and what the search saw of each alternative, most visited first."""

    command: Command
    considered: tuple[Considered, ...]
    iterations: int


class Search:
    """One decision's search: the knowledge, the seat's redacted state, its legal commands, the generator."""

    def __init__(self, knowledge: Knowledge[State], state: State, seat: int, legal: Sequence[Command], rng: Rng,
                 exploration: float = 0.7, max_playout: int | None = None, max_tree_depth: int = 60) -> None:
        self.knowledge = knowledge
        self.state = state
        self.seat = seat
        self.legal = list(legal)
        self.legal_set = set(self.legal)
        self.rng = rng
        self.exploration = exploration
        self.max_playout = knowledge.playout_depth if max_playout is None else max_playout
        self.max_tree_depth = max_tree_depth
        self.root = _Node()
        #: True when the searching seat chooses at the root together with others, in secret.
        self.simultaneous_root = False

    def run(self, iterations: int, seconds: float) -> SearchResult:
        deadline = time.perf_counter() + seconds
        done = 0
        while done < iterations and (done == 0 or time.perf_counter() <= deadline):
            self.iterate()
            done += 1
        return self.result(done)

    def iterate(self) -> None:
        state = self.knowledge.imagine(self.state, self.seat, self.rng)
        node = self.root
        path: list[tuple[_Node, list[Pick], list[float]]] = []
        for _ in range(self.max_tree_depth):
            if state.is_over():
                break
            actors = state.to_act()
            if not actors:
                break
            simultaneous = len(actors) > 1 and state.is_simultaneous()
            movers = actors if simultaneous else actors[:1]
            if node is self.root and simultaneous:
                self.simultaneous_root = True
            picks: list[Pick] = []
            chances: list[float] = []
            given: list[Pick] = []
            for mover in movers:
                if mover != self.seat and not self.knowledge.others_searched:
                    given.append((mover, self.knowledge.playout_command(state, mover, self.rng)))
                    continue
                found = self.pick_together(node, state, mover) if simultaneous else self.pick(node, state, mover)
                if found is None:
                    break
                picks.append((mover, found[0]))
                chances.append(found[1])
                given.append(picks[-1])
            if len(given) < len(movers):
                break
            for mover, command in given:
                self.knowledge.apply(state, mover, command)
            path.append((node, picks, chances))
            # the choices played as in the playouts are left out of the tree: it goes on along the searching
            # seat's own choices whatever the others answered
            key = tuple(picks)
            child = node.children.get(key)
            if child is None:
                node.children[key] = _Node()
                break
            node = child
        returns = self.playout(state)
        for visited, picks, chances in path:
            for (mover, command), chance in zip(picks, chances, strict=True):
                stat = visited.stats[mover][command]
                stat.visits += 1
                if mover < len(returns):
                    stat.reward += returns[mover]
                    stat.gain += returns[mover] / chance

    def options(self, node: _Node, state: State, mover: int) -> list[Command]:
        options = list(self.knowledge.search_commands(state, mover))
        if node is self.root and mover == self.seat:
            step = self.knowledge.step
            options = [c for c in options if step(state, mover, c) in self.legal_set] or self.legal
        return options

    def pick(self, node: _Node, state: State, mover: int) -> tuple[Command, float] | None:
        """The mover's pick at `node`: an untried command at random, else the best by UCB1."""
        options = self.options(node, state, mover)
        if not options:
            return None
        table = node.stats.setdefault(mover, {})
        untried = []
        for command in options:
            stat = table.get(command)
            if stat is None:
                untried.append(command)
            else:
                stat.avail += 1
        if untried:
            command = self.rng.choice(untried)
            table[command] = _Stat()
            return command, 1.0
        best, best_score = options[0], -1.0
        for command in options:
            stat = table[command]
            if stat.visits == 0:
                return command, 1.0
            score = stat.reward / stat.visits + self.exploration * math.sqrt(math.log(stat.avail) / stat.visits)
            if score > best_score:
                best, best_score = command, score
        return best, 1.0

    def pick_together(self, node: _Node, state: State, mover: int) -> tuple[Command, float] | None:
        """The mover's pick at a simultaneous node, by Exp3: drawn with a chance that grows with the
        command's estimated gain, never below an even share of the exploration. Returns the chance too."""
        options = self.options(node, state, mover)
        if not options:
            return None
        table = node.stats.setdefault(mover, {})
        stats = []
        for command in options:
            stat = table.get(command)
            if stat is None:
                stat = table[command] = _Stat()
            else:
                stat.avail += 1
            stats.append(stat)
        share = EXP3_EXPLORATION / len(options)
        top = max(stat.gain for stat in stats)
        weights = [math.exp(share * (stat.gain - top)) for stat in stats]
        total = sum(weights)
        chances = [(1 - EXP3_EXPLORATION) * w / total + share for w in weights]
        draw = self.rng.random()
        for command, chance in zip(options, chances, strict=True):
            draw -= chance
            if draw < 0:
                return command, chance
        return options[-1], chances[-1]

    def playout(self, state: State) -> tuple[float, ...]:
        knowledge, rng = self.knowledge, self.rng
        for _ in range(self.max_playout):
            if state.is_over():
                return state.outcome().seat_returns()
            actors = state.to_act()
            if not actors:
                break
            if len(actors) > 1 and state.is_simultaneous():
                picks = [(seat, knowledge.playout_command(state, seat, rng)) for seat in actors]
                for seat, command in picks:
                    state.apply_unchecked(seat, command)
            else:
                state.apply_unchecked(actors[0], knowledge.playout_command(state, actors[0], rng))
        if state.is_over():
            return state.outcome().seat_returns()
        return knowledge.evaluate(state)

    def result(self, iterations: int) -> SearchResult:
        """The most visited command at the root (a plan of the game's, see `Knowledge.step`, may be it)."""
        table = self.root.stats.get(self.seat, {})
        total = sum(stat.visits for stat in table.values()) or 1
        weighed = self.legal + [command for command in table if command not in self.legal_set]
        considered = sorted(
            (Considered(command, table[command].visits, table[command].visits / total,
                        table[command].reward / table[command].visits if table[command].visits else 0.0)
             for command in weighed if command in table),
            key=lambda c: -c.visits)
        if self.simultaneous_root and considered:
            return SearchResult(self.mixed(considered), tuple(considered), iterations)
        best_command, best_visits = self.legal[0], -1
        for command in weighed:
            stat = table.get(command)
            if stat is not None and stat.visits > best_visits:
                best_command, best_visits = command, stat.visits
        return SearchResult(best_command, tuple(considered), iterations)

    def mixed(self, considered: list[Considered]) -> Command:
        """A command drawn in proportion to its visits (the mix a simultaneous search converges to)."""
        pick = self.rng.random() * sum(c.visits for c in considered)
        for candidate in considered:
            pick -= candidate.visits
            if pick < 0:
                return candidate.command
        return considered[0].command


def ismcts_search(knowledge: Knowledge[State], state: State, seat: int, legal: Sequence[Command], rng: Rng, *,
                  iterations: int, seconds: float, **options: float) -> SearchResult:
    """Search from `state` (what `seat` may know) for `iterations` or `seconds`, whichever ends first."""
    if len(legal) == 1:
        return SearchResult(legal[0], (Considered(legal[0], 0, 1.0, 0.0),), 0)
    return Search(knowledge, state, seat, legal, rng, **options).run(iterations, seconds)  # type: ignore[arg-type]


def ismcts_decide(knowledge: Knowledge[State], state: State, seat: int, legal: Sequence[Command], rng: Rng, *,
                  iterations: int, seconds: float) -> Command:
    """The command with the most visits at the root."""
    return ismcts_search(knowledge, state, seat, legal, rng, iterations=iterations, seconds=seconds).command
