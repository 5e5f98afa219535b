"""Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).

Each iteration deals a determinization of the hidden state from the searcher's view (the game's sampler),
walks one shared tree keyed by (seat, command), expands one node, plays out with the game's playout policy
(cut short after `max_playout` commands and scored by the game's evaluation), and backs the returns up.
Selection uses UCB1 with availability counts: a child's exploration term counts how often it was legal.
When several seats act at once (a simultaneous secret play) the first seat in `to_act` moves first; the
determinization does not know the others' pending secret choices, so they are chosen again in the search.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Game
from ninjatable.engine.rng import Rng


class _Node:
    __slots__ = ("avail", "children", "mover", "reward", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.visits = 0
        self.avail = 0
        self.reward = 0.0
        self.children: dict[tuple[int, Command], _Node] = {}


def ismcts_decide(game: Game, view: Any, seat: int, legal: Sequence[Command], rng: Rng, *,
                  iterations: int, seconds: float, exploration: float = 0.7,
                  max_playout: int | None = None, max_tree_depth: int = 60) -> Command:
    """The command with the most visits at the root after `iterations` (or `seconds`, whichever ends first)."""
    legal = list(legal)
    if max_playout is None:
        max_playout = game.playout_depth
    if len(legal) == 1:
        return legal[0]
    root = _Node(seat)
    legal_set = set(legal)
    deadline = time.perf_counter() + seconds
    for done in range(iterations):
        if done and time.perf_counter() > deadline:
            break
        state = game.determinize(view, seat, rng)
        node = root
        path = [root]
        depth = 0
        while not state.is_over() and depth < max_tree_depth:
            actors = state.to_act()
            if not actors:
                break
            mover = actors[0]
            if node is root:
                options = [c for c in game.search_commands(state, mover) if c in legal_set] if mover == seat \
                    else list(game.search_commands(state, mover))
                if not options:
                    options = legal if mover == seat else list(state.legal_commands(mover))
            else:
                options = list(game.search_commands(state, mover))
            if not options:
                break
            untried = [c for c in options if (mover, c) not in node.children]
            for command in options:
                child = node.children.get((mover, command))
                if child is not None:
                    child.avail += 1
            if untried:
                command = rng.choice(untried)
                child = _Node(mover)
                child.avail = 1
                node.children[(mover, command)] = child
                state.apply_unchecked(mover, command)
                path.append(child)
                break
            log_total = None
            best, best_score = None, -1.0
            for command in options:
                child = node.children[(mover, command)]
                log_total = math.log(max(child.avail, 1))
                score = child.reward / child.visits + exploration * math.sqrt(log_total / child.visits)
                if score > best_score:
                    best, best_score = command, score
            assert best is not None
            state.apply_unchecked(mover, best)
            node = node.children[(mover, best)]
            path.append(node)
            depth += 1
        returns = _playout(game, state, rng, max_playout)
        for visited in path:
            visited.visits += 1
            if visited.mover < len(returns):
                visited.reward += returns[visited.mover]
    best_command, best_visits = legal[0], -1
    for command in legal:
        child = root.children.get((seat, command))
        if child is not None and child.visits > best_visits:
            best_command, best_visits = command, child.visits
    return best_command


def _playout(game: Game, state: Any, rng: Rng, max_steps: int) -> tuple[float, ...]:
    for _ in range(max_steps):
        if state.is_over():
            return state.outcome().seat_returns()
        actors = state.to_act()
        if not actors:
            break
        mover = actors[0]
        state.apply_unchecked(mover, game.playout_command(state, mover, rng))
    if state.is_over():
        return state.outcome().seat_returns()
    return game.evaluate(state)
