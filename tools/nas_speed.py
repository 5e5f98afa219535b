"""Measure the speed of the Ninja All-Stars engine: random Brawl games a second (played the way
`python -m ninjatable bench` plays them) and how many search iterations a normal-level decision gets in its
0.8 s.

Run `python tools/nas_speed.py [REPEATS]` from the project root (5 by default). Timings on a shared machine are
noisy: the script repeats each measurement and prints every figure and the median. It writes no file.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ninjatable.ai.bots import SearchBudget, make_bot  # noqa: E402
from ninjatable.engine.rng import Rng  # noqa: E402
from ninjatable.games.ninja_all_stars import GAME  # noqa: E402
from ninjatable.games.ninja_all_stars.view import redact  # noqa: E402

#: positions of the activation phase the searches start from: (seed, commands played at random before it)
POSITIONS = ((1, 60), (2, 90), (3, 120), (4, 75), (5, 105), (6, 140))


def random_games_per_s(seconds: float = 3.0) -> tuple[float, float]:
    """Random two-player Brawl games, every command drawn from the legal ones, for `seconds`: games a second
    of the clock, and a second of this process's own processor time (less disturbed by other work on the
    machine)."""
    rng = Rng(5)
    done = 0
    started, used = time.perf_counter(), time.process_time()
    while time.perf_counter() - started < seconds:
        state = GAME.new_state(2, done + 1, None)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply_unchecked(seat, rng.choice(state.legal_commands(seat)))
        done += 1
    return done / (time.perf_counter() - started), done / (time.process_time() - used)


def position(seed: int, commands: int):
    """The state after `commands` random commands, played on until a seat has a choice in the activation."""
    state = GAME.new_state(2, seed, None)
    rng = Rng(seed)
    for step in range(5000):
        seat = state.to_act()[0]
        legal = state.legal_commands(seat)
        if step >= commands and state.phase == "activation" and not state.pending and len(legal) > 1:
            return state, seat
        state.apply_unchecked(seat, rng.choice(legal))
    raise RuntimeError("no position found")


def iterations_in(seconds: float = 0.8) -> list[int]:
    """Search iterations of one normal-level decision at each position, within `seconds` only."""
    found = []
    for seed, commands in POSITIONS:
        state, seat = position(seed, commands)
        bot = make_bot(GAME, "normal", seed, SearchBudget(10**9, seconds))
        found.append(bot.think(redact(state, seat), seat).iterations)
    return found


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    games = [random_games_per_s() for _ in range(repeats)]
    clock = [round(g[0], 1) for g in games]
    own = [round(g[1], 1) for g in games]
    print(f"random Brawl games/s: {clock}, median {statistics.median(clock)}; "
          f"per second of processor time: {own}, median {statistics.median(own)}")
    medians = []
    for _ in range(repeats):
        counts = iterations_in()
        medians.append(statistics.median(counts))
        print(f"iterations in 0.8 s per position: {counts}")
    print(f"iterations in 0.8 s: median of medians {statistics.median(medians)}")


if __name__ == "__main__":
    main()
