"""`ninjatable simulate GAME`: computer-vs-computer games without a window; the last line printed is JSON.

By default the searches play at their iteration budgets alone, so the results depend on the seed alone (also
with `--jobs`: the games run in parallel processes with the same results); `--timed` plays at the window's
budgets instead, as a player meets them.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ninjatable.ai import runner
from ninjatable.ai.bots import BUDGETS, LEVELS, SearchBudget, make_bot
from ninjatable.cli.common import CommandLineError, game_named, options_of, seats_of
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game

#: one simulated game: the game's name, the seats, the seed, the options, and whether the searches play at the
#: window's time budgets (`--timed`) rather than at their iteration counts alone.
SimJob = tuple[str, list[str], int, dict[str, Any], bool]


def simulate_one(job: SimJob) -> dict[str, Any]:
    """One AI-vs-AI game. By default with fixed search budgets (iterations only), so results depend on the seed
    alone; timed, at the window's budgets (the iterations or the seconds, whichever ends first), as a player
    meets them. The result names the processor seconds the game took."""
    name, seats, seed, options, timed = job
    cpu = time.process_time()
    try:
        game = get_game(name)
        match = Match(game, seats, seed, options)
        bots = {}
        for seat, kind in enumerate(seats):
            budget = None
            if kind in BUDGETS and not timed:
                budget = SearchBudget(BUDGETS[kind].iterations, float("inf"))
            bots[seat] = make_bot(game, kind, seed * 7919 + seat, budget)
        runner.play_to_end(match, bots)
        outcome = match.state.outcome()
        return {"seed": seed, "scores": list(outcome.scores), "winners": list(outcome.winners),
                "commands": len(match.history), "cpu_s": round(time.process_time() - cpu, 3), "error": None}
    except Exception as exc:
        return {"seed": seed, "error": f"{exc.__class__.__name__}: {exc} ({_raised_at(exc)})"}


def _raised_at(exc: BaseException) -> str:
    """Where an exception was raised, as module file and line: enough to find the failing rule."""
    frame = traceback.extract_tb(exc.__traceback__)[-1]
    return f"at {Path(frame.filename).name}:{frame.lineno} in {frame.name}"


def simulated(jobs: list[SimJob], processes: int) -> Iterator[dict[str, Any]]:
    """The results of `jobs` in order, from `processes` worker processes when more than one."""
    if processes <= 1:
        yield from (simulate_one(job) for job in jobs)
        return
    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        yield from pool.imap(simulate_one, jobs, chunksize=1)


def _jobs(args: argparse.Namespace) -> list[SimJob]:
    """The games the line asks for, checked: game i plays with seed + i."""
    game = game_named(args.game)
    seats = seats_of(args.seats, game, LEVELS, default_first="normal")
    if args.games < 1:
        raise CommandLineError("--games must be at least 1")
    seed = args.seed if args.seed is not None else 1
    options = options_of(args.option, game, len(seats))
    try:
        game.check_parameters(game.parameters(options), len(seats))
    except ValueError as exc:
        raise CommandLineError(str(exc)) from exc
    timed = bool(getattr(args, "timed", False))
    return [(game.name, seats, seed + i, options, timed) for i in range(args.games)]


class Tally:
    """The results of the games so far: wins per seat (a shared win counts for every winner), score totals,
    draws (games with several winners), errors and commands."""

    def __init__(self, num_seats: int) -> None:
        self.wins = [0] * num_seats
        self.totals = [0.0] * num_seats
        self.draws = self.errors = self.commands = self.finished = 0

    def add(self, result: dict[str, Any]) -> None:
        """Count one game's result and print its line (a failure to stderr)."""
        if result["error"]:
            self.errors += 1
            print(f"game with seed {result['seed']} failed: {result['error']}", file=sys.stderr, flush=True)
            return
        self.finished += 1
        self.commands += result["commands"]
        for seat in result["winners"]:
            self.wins[seat] += 1
        if len(result["winners"]) > 1:
            self.draws += 1
        for seat, score in enumerate(result["scores"]):
            self.totals[seat] += score
        print(f"seed {result['seed']}: winners {', '.join(f'seat {w}' for w in result['winners'])}; "
              f"scores {result['scores']}; {result['commands']} commands", flush=True)

    def means(self) -> tuple[list[float], float]:
        """The mean score of each seat and the mean number of commands, over the finished games."""
        if not self.finished:
            return [0.0] * len(self.totals), 0.0
        return [round(t / self.finished, 4) for t in self.totals], round(self.commands / self.finished, 2)


def run(args: argparse.Namespace) -> int:
    jobs = _jobs(args)
    name, seats, _, options, timed = jobs[0]
    started = time.perf_counter()
    tally = Tally(len(seats))
    for result in simulated(jobs, args.jobs):  # in seed order, each printed as soon as it is known
        tally.add(result)
    elapsed = time.perf_counter() - started
    mean_scores, mean_commands = tally.means()
    summary = {
        "game": name, "games": args.games, "seats": seats, "options": options, "wins": tally.wins,
        "mean_scores": mean_scores, "draws": tally.draws, "errors": tally.errors, "timed": timed,
        "mean_commands": mean_commands,
        "games_per_s": round(args.games / elapsed, 3) if elapsed > 0 else 0.0,
    }
    print(json.dumps(summary))
    return 1 if tally.errors else 0
