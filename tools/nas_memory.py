"""Measure the memory of many random Ninja All-Stars games played in one process.

Run `python tools/nas_memory.py [GAMES]` from the project root (400 games by default). Every arena, challenge,
player count and team rotation is played in turn by random seats; every 50 games the script prints the
process's resident memory, its peak, and how full the rules' caches are. The caches have fixed limits, so
the figure levels off after the first games. It writes no file.
"""

from __future__ import annotations

import gc
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ninjatable.ai.runner import bots_for, play_to_end  # noqa: E402
from ninjatable.engine.match import Match  # noqa: E402
from ninjatable.games.ninja_all_stars import GAME, geometry  # noqa: E402
from ninjatable.games.ninja_all_stars.rules import board  # noqa: E402
from tests.ninja_all_stars.test_many_games import configurations  # noqa: E402


def resident_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        return int(status.read().split("VmRSS:")[1].split()[0]) / 1024


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(games: int) -> None:
    configs = list(configurations())
    started = time.process_time()
    print(f"start: {resident_mb():.1f} MB", flush=True)
    for index in range(games):
        seats, params = configs[index % len(configs)]
        match = Match(GAME, ["random"] * seats, 5000 + index, params)
        play_to_end(match, bots_for(match, index))
        if index % 50 == 49:
            gc.collect()
            print(f"{index + 1} games: {resident_mb():.1f} MB now, peak {peak_mb():.1f} MB; line shapes "
                  f"{len(geometry.LINE_SHAPES)}, rectangles {len(board._RECTANGLES)}, walks "
                  f"{board.walks_from.cache_info().currsize}", flush=True)
    print(f"{games} games in {time.process_time() - started:.0f} cpu-s; peak {peak_mb():.1f} MB")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 400)
