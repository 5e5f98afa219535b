"""The long playtest run: 50 games of each game played through the window by the robot, the Ninja All-Stars
games spread over every challenge at 2 and 4 players. Prints one line per run and, last, the totals as JSON.

    python3 tools/playtest_long.py [--games 50] [--only GAME] [--seed 1000]

Each run is `ninjatable playtest ...` in its own process (the command is printed before its figures). The
script writes no file itself; each run saves the games it finds failing, with screenshots, in the playtest
command's output folder (`playtest-failures/` in the current folder by default).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter

CHALLENGES = ("brawl", "search", "assassination", "messenger", "champion", "king-of-the-hill", "infiltration",
              "capture-the-medal")
SEATS = {"shinobi": ("human,easy,easy", "human,easy,easy,easy,easy"), "shin": ("human,easy", "human,easy,easy,easy"),
         "shitenno": ("human,easy", "human,easy,easy,easy"), "ronin": ("human", "human,easy"),
         "ninja-all-stars": ("human,easy", "human,easy,easy,easy")}


def runs(games: int, only: str | None, seed: int) -> list[list[str]]:
    """The playtest commands: each game's games split between its two seatings (Ninja All-Stars: each
    challenge at both)."""
    found = []
    for game, seatings in SEATS.items():
        if only and game != only:
            continue
        parts = [(seats, []) for seats in seatings] if game != "ninja-all-stars" else \
            [(seats, ["--option", f"challenge={c}"]) for c in CHALLENGES for seats in seatings]
        for i, (seats, options) in enumerate(parts):
            count = games // len(parts) + (1 if i < games % len(parts) else 0)
            if count:
                found.append(["playtest", game, "--games", str(count), "--seats", seats,
                              "--seed", str(seed + 100 * i), "--hint-share", "0.1", *options])
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--only")
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    totals: Counter[str] = Counter()
    unreachable: Counter[str] = Counter()
    for command in runs(args.games, args.only, args.seed):
        print("ninjatable " + " ".join(command), flush=True)
        done = subprocess.run([sys.executable, "-m", "ninjatable", *command], capture_output=True, text=True)
        lines = done.stdout.strip().splitlines()
        for line in lines[:-1]:
            if not line.startswith("game ") or ": finished" not in line:
                print("  " + line, flush=True)
        report = json.loads(lines[-1]) if lines and lines[-1].startswith("{") else {"errors": 1}
        print("  " + (lines[-1] if lines else done.stderr.strip()[-400:]), flush=True)
        for key in ("games", "finished", "stranded", "errors", "hints", "undos", "decisions"):
            totals[key] += report.get(key, 0)
        totals["seconds"] += report.get("seconds", 0)
        unreachable.update(report.get("unreachable", {}))
    print(json.dumps({**totals, "seconds": round(totals["seconds"]), "unreachable": dict(unreachable)}))
    return 0 if totals["games"] == totals["finished"] else 1


if __name__ == "__main__":
    sys.exit(main())
