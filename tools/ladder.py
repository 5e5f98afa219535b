"""How strong the computer is: each level against the one below it, per game, as a markdown table.

    python tools/ladder.py GAME [GAME ...] [--games N[,N,N]] [--seed S] [--jobs N] [--iterations]
                           [--levels easy,normal,hard] [--option KEY=VALUE ...]

For every game named (all of them when none is), three rows: easy against random, normal against easy and hard
against normal. Each row plays `--games` games (one number for every row, or one per row, say `40,30,20`) at the
game's smallest number of players (two at the least): one seat of the level against the level below in every other seat (two
players: one against one; Shinobi, three at the least: one against two). The level's seat moves round the table
from game to game (game *i* puts it in seat *i* mod the players), so no seat's advantage counts for it; game *i*
uses seed S + *i* in every row.

The searches play at the window's time budgets (`simulate --timed`: normal 0.8 s, hard 2.7 s a decision, or the
iteration count if that comes first), the strength a player meets; `--iterations` plays at the iteration counts
alone instead (results then depend on the seed only). Timed results depend on the machine: run it on a machine
that is otherwise idle, or say how busy it was.

Each row gives the level's win share (a win shared by several winners counts as a share of one), its 95 %
interval (Wilson's score interval), the games played and the processor time they took, and whether the goal is
met: at two players easy wins 90 %, normal 75 % and hard 65 % of its games against the level below; at three
players or more each level wins 1.5 times its fair share. Progress goes to standard error, the table to standard
output. `--jobs 2` plays two games at a time.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ninjatable.cli.common import options_of  # noqa: E402
from ninjatable.cli.simulate import SimJob, simulated  # noqa: E402
from ninjatable.engine.registry import game_names, get_game  # noqa: E402

LEVELS = ("random", "easy", "normal", "hard")
#: the win share a level should reach against the level below at two players.
TWO_PLAYER_GOALS = {"easy": 0.90, "normal": 0.75, "hard": 0.65}
#: at three players or more: this many times the fair share.
MANY_PLAYER_FACTOR = 1.5
Z95 = 1.959964


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a share of `wins` in `games` (95 % by default)."""
    if games == 0:
        return 0.0, 1.0
    share = wins / games
    denominator = 1 + z * z / games
    centre = (share + z * z / (2 * games)) / denominator
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def fewest_players(name: str) -> int:
    """The smallest table of two players or more the game is played at (Ronin's solo game is left out)."""
    return min(count for count in get_game(name).seat_counts if count >= 2)


def goal(level: str, players: int) -> float:
    return TWO_PLAYER_GOALS[level] if players == 2 else MANY_PLAYER_FACTOR / players


def play_row(name: str, level: str, games: int, seed: int, jobs: int, timed: bool,
             options: dict[str, Any]) -> dict[str, Any]:
    """`games` games of one seat of `level` against the level below in every other seat."""
    players = fewest_players(name)
    below = LEVELS[LEVELS.index(level) - 1]
    jobs_list: list[SimJob] = []
    for i in range(games):
        seats = [below] * players
        seats[i % players] = level
        jobs_list.append((name, seats, seed + i, options, timed))
    wins, cpu, played, errors = 0.0, 0.0, 0, 0
    for i, result in enumerate(simulated(jobs_list, jobs)):
        if result["error"]:
            errors += 1
            print(f"  {name} {level}: seed {result['seed']} failed: {result['error']}", file=sys.stderr, flush=True)
            continue
        seat = i % players
        played += 1
        cpu += result["cpu_s"]
        if seat in result["winners"]:
            wins += 1 / len(result["winners"])
        print(f"  {name} {level} vs {below}: seed {result['seed']}, level in seat {seat}, winners "
              f"{result['winners']}, scores {result['scores']}, {result['cpu_s']:.0f} s", file=sys.stderr,
              flush=True)
    low, high = wilson(wins, played)
    return {"game": name, "level": level, "below": below, "players": players, "wins": wins, "games": played,
            "errors": errors, "share": wins / played if played else 0.0, "low": low, "high": high,
            "cpu_min": cpu / 60, "goal": goal(level, players)}


def markdown(rows: list[dict[str, Any]], timed: bool) -> str:
    budget = "the window's time budgets" if timed else "the iteration counts"
    lines = ["| level | against | players | wins | win share | 95 % interval | games | CPU time | goal |",
             "|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        opponents = f"{'two ' if row['players'] == 3 else ''}{row['below']}" if row["players"] > 2 else row["below"]
        met = "met" if row["share"] >= row["goal"] else "not met"
        lines.append(f"| {row['level']} | {opponents} | {row['players']} | {round(row['wins'], 1):g} | "
                     f"{100 * row['share']:.0f} % | {100 * row['low']:.0f}–{100 * row['high']:.0f} % | "
                     f"{row['games']} | {row['cpu_min']:.1f} min | {100 * row['goal']:.0f} %: {met} |")
    lines.append("")
    lines.append(f"*Played at {budget}.*")
    return "\n".join(lines)


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", nargs="*", help="games to measure (all when none is named)")
    parser.add_argument("--games", default="20", help="games a row: one number, or one per row (`40,30,20`)")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--levels", default="easy,normal,hard", help="the rows: the level above in each")
    parser.add_argument("--iterations", action="store_true", help="the iteration counts alone, not timed")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game parameter (repeatable)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    levels = [level for level in args.levels.split(",") if level]
    counts = [int(n) for n in args.games.split(",")]
    if len(counts) == 1:
        counts *= len(levels)
    if len(counts) != len(levels) or any(level not in TWO_PLAYER_GOALS for level in levels):
        raise SystemExit("ladder: --levels names easy, normal or hard; --games one number or one per level")
    names = args.game or list(game_names())
    for name in names:
        game = get_game(name)
        options = options_of(args.option, game, fewest_players(name))
        rows = [play_row(name, level, count, args.seed, args.jobs, not args.iterations, options)
                for level, count in zip(levels, counts, strict=True)]
        print(f"\n### {game.title}\n")
        print(markdown(rows, not args.iterations), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
