"""Play random Ninja All-Stars games in every setup: each team in each challenge with 2, 3 and 4 players.

Run `python tools/nas_setups.py [GAMES] [--jobs N]` from the project root (100 games a setup by default). The
team named plays as Player 1 and the others follow it in the order fire, water, earth, air; the games
alternate between the arenas. Every command is drawn at random from the legal ones. The script prints one
line per setup (games, errors, mean commands) and exits with 1 if any game raised an error or did not end.
It writes no file.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ninjatable.engine.rng import Rng  # noqa: E402
from ninjatable.games.ninja_all_stars import GAME  # noqa: E402

TEAMS = ("fire", "water", "earth", "air")
#: a random game that has not ended after this many commands counts as an error
LONGEST = 20_000


def setups() -> list[tuple[int, str, str]]:
    """(players, challenge, team of Player 1) for every setup."""
    challenges = GAME.parameter_choices(2)["challenge"]
    return [(players, challenge, team) for players in (2, 3, 4) for challenge in challenges for team in TEAMS]


def parameters(players: int, challenge: str, team: str, seed: int) -> dict[str, str]:
    arenas = GAME.parameter_choices(players)["arena"]
    first = TEAMS.index(team)
    chosen = {"challenge": challenge, "arena": arenas[seed % len(arenas)]}
    for seat in range(players):
        chosen[f"team_{seat + 1}"] = TEAMS[(first + seat) % len(TEAMS)]
    return chosen


def play_setup(job: tuple[int, str, str, int]) -> tuple[int, str, str, int, list[str], int]:
    """Play the games of one setup: (players, challenge, team, games, errors, commands played)."""
    players, challenge, team, games = job
    errors: list[str] = []
    commands = 0
    for seed in range(1, games + 1):
        try:
            state = GAME.new_state(players, seed, GAME.parameters(parameters(players, challenge, team, seed)))
            rng = Rng(seed)
            for _ in range(LONGEST):
                if state.is_over():
                    break
                seat = state.to_act()[0]
                state.apply_unchecked(seat, rng.choice(state.legal_commands(seat)))
                commands += 1
            else:
                errors.append(f"seed {seed}: not over after {LONGEST} commands")
        except Exception as exc:  # noqa: BLE001 - every failure is reported with the setup and seed
            frame = traceback.extract_tb(exc.__traceback__)[-1]
            errors.append(f"seed {seed}: {type(exc).__name__}: {exc} (at {Path(frame.filename).name}:{frame.lineno})")
    return players, challenge, team, games, errors, commands


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    jobs = [(players, challenge, team, args.games) for players, challenge, team in setups()]
    started = time.perf_counter()
    failed = 0
    with multiprocessing.get_context("spawn").Pool(max(1, args.jobs)) as pool:
        for players, challenge, team, games, errors, commands in pool.imap(play_setup, jobs):
            failed += len(errors)
            print(f"{players} players  {challenge:<18} {team:<6} {games} games  {len(errors)} errors  "
                  f"{commands / games:.0f} commands a game", flush=True)
            for error in errors:
                print(f"    {error}", flush=True)
    print(f"{len(jobs)} setups, {len(jobs) * args.games} games, {failed} errors, "
          f"{time.perf_counter() - started:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
