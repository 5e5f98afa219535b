"""How long a computer seat takes, as a table sees it: its thinking, or the wait that hides its hand when that is
longer (`thinking_floor`), at the window's time budgets.

    python tools/pace_check.py paired [GAME ...] [--decisions N] [--level normal] [--seed S]
    python tools/pace_check.py spread GAME --players P --level LEVEL [--games N] [--seed S]

`paired`: for each game named (all of them when none is), decisions of a random game at its smallest table, each
answered by a fresh computer seat of the level twice: in the true world and in a world that differs only in what
the acting seat holds in secret (`runner.another_hand`). It prints, per game, the decisions measured, how many of
them waited to hide a hand, and the largest and the median difference between the two worlds' times (a hand
that told in the pace would show as a difference of a whole decision's time: 0.8 s at normal).

`spread`: whole games of the level in every seat (`--players 1`: Ronin's solo game), every decision timed as a
table sees it. It prints the times of the searching decisions, min / median / max, for the first and the last
third of the game and for the whole, so that a turn that never ends (a seat starved of thought as the game goes
on) shows as a last third far below the first.

Timings depend on the machine: run it on an idle machine, or say how busy it was (`uptime`). It writes no file.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ninjatable.ai.bots import BUDGETS, make_bot  # noqa: E402
from ninjatable.ai.runner import another_hand, thinking_floor  # noqa: E402
from ninjatable.engine.match import Match  # noqa: E402
from ninjatable.engine.protocol import Game, State  # noqa: E402
from ninjatable.engine.registry import game_names, get_game  # noqa: E402
from ninjatable.engine.rng import Rng  # noqa: E402


def seen_time(game: Game, state: State, seat: int, level: str, moment: int) -> tuple[float, float, int]:
    """A fresh computer seat of `level` answers `seat`'s decision in `state`: the time a table sees (its
    thinking or the floor, whichever is longer), the floor, and the search's tries."""
    bot = make_bot(game, level, 1)
    floor = thinking_floor(game, state, seat, bot, moment)
    started = time.perf_counter()
    found = bot.think(game.redact(state, seat), seat, moment)
    return max(time.perf_counter() - started, floor), floor, found.iterations


def paired(name: str, decisions: int, level: str, seed: int) -> dict[str, float]:
    """`decisions` decisions of a random game of `name`, spread over it, each timed in two paired worlds."""
    game = get_game(name)
    players = min(game.seat_counts)
    match = Match(game, ["random"] * players, seed)
    rng = Rng(seed)
    lone: list[tuple[State, int, int]] = []
    while not match.state.is_over() and len(match.history) < 600:
        state = match.state
        acting = state.to_act()
        if len(acting) == 1 and not state.is_simultaneous() and len(state.legal_commands(acting[0])) > 0:
            lone.append((state.clone(), acting[0], len(match.history)))
        for seat in (acting if state.is_simultaneous() else acting[:1]):
            match.submit(seat, rng.choice(state.legal_commands(seat)))
    step = max(1, len(lone) // decisions)
    differences: list[float] = []
    waited = 0
    seen_time(game, *lone[0][:2], level, lone[0][2])  # once untimed: what the first search loads and caches
    for state, seat, moment in lone[::step][:decisions]:
        twin = another_hand(game, state, seat, Rng(moment))
        first, floor, _ = seen_time(game, state, seat, level, moment)
        second, _, _ = seen_time(game, twin, seat, level, moment)
        waited += floor > 0
        differences.append(abs(first - second))
    return {"decisions": len(differences), "waited": waited, "largest": max(differences),
            "median": statistics.median(differences)}


def spread(name: str, players: int, level: str, games: int, seed: int) -> dict[str, list[float]]:
    """Whole games of `level` in every seat; the times of the searching decisions, in order, per third."""
    game = get_game(name)
    times: list[float] = []
    for i in range(games):
        match = Match(game, [level] * players, seed + i)
        bots = {seat: make_bot(game, level, (seed + i) * 7919 + seat) for seat in range(players)}
        while not match.state.is_over():
            state = match.state
            seat = state.to_act()[0]
            moment = len(match.history)
            floor = thinking_floor(game, state, seat, bots[seat], moment)
            started = time.perf_counter()
            found = bots[seat].think(match.redacted(seat), seat, moment)
            if found.iterations:
                times.append(max(time.perf_counter() - started, floor))
            match.submit(seat, found.command)
    third = max(1, len(times) // 3)
    return {"whole": times, "first third": times[:third], "last third": times[-third:]}


def figures(values: list[float]) -> str:
    return f"{min(values):.2f} / {statistics.median(values):.2f} / {max(values):.2f} s ({len(values)} decisions)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="check", required=True)
    pair = sub.add_parser("paired", help="the same decisions in worlds that differ only in a hidden hand")
    pair.add_argument("game", nargs="*")
    pair.add_argument("--decisions", type=int, default=12)
    pair.add_argument("--level", default="normal", choices=sorted(BUDGETS))
    pair.add_argument("--seed", type=int, default=1)
    whole = sub.add_parser("spread", help="every searching decision of whole games, timed")
    whole.add_argument("game")
    whole.add_argument("--players", type=int, required=True)
    whole.add_argument("--level", default="normal", choices=sorted(BUDGETS))
    whole.add_argument("--games", type=int, default=1)
    whole.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.check == "paired":
        print(f"| game | decisions | waited to hide a hand | largest difference | median difference |  ({args.level})")
        print("|---|---|---|---|---|")
        for name in args.game or game_names():
            found = paired(name, args.decisions, args.level, args.seed)
            print(f"| {name} | {found['decisions']:.0f} | {found['waited']:.0f} | {found['largest']:.3f} s | "
                  f"{found['median']:.3f} s |", flush=True)
        return 0
    found_times = spread(args.game, args.players, args.level, args.games, args.seed)
    for part, values in found_times.items():
        if values:
            print(f"{args.game} {args.level}, {part}: min / median / max {figures(values)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
