"""How balanced the twenty ninja are, measured the way the rules document reports it.

Computer players play whole games (search budgets by iterations only, as `simulate` does, so the figures
depend on the seeds alone). For every round and every ninja that played in it, in the village or as a spy,
the round counts as won (1), tied (1/2) or lost (0) for the team that played it. A ninja that is always best
would win far more than half of its rounds.

    python -m ninjatable.games.shin.balance --games 200 --seats normal,normal --jobs 2
"""

from __future__ import annotations

import argparse
import dataclasses
import multiprocessing
import sys
from collections.abc import Iterator

from ninjatable.ai.bots import BUDGETS, SearchBudget, make_bot
from ninjatable.ai.runner import play_to_end
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.games.shin.data import colour, deck
from ninjatable.games.shin.rules import ShinState

#: one ninja in one round: (card, played as the spy, the share of the round its team won).
Play = tuple[int, bool, float]


@dataclasses.dataclass
class Tally:
    """A ninja's rounds and the rounds its team won, in the village and as a spy."""

    rounds: int = 0
    won: float = 0.0
    spy_rounds: int = 0
    spy_won: float = 0.0

    def add(self, spy: bool, share: float) -> None:
        self.rounds += 1
        self.won += share
        if spy:
            self.spy_rounds += 1
            self.spy_won += share


def plays_of(state: ShinState) -> list[Play]:
    """Every ninja of every counted round of a finished game, with its team's share of that round."""
    found = []
    for result in state.results:
        for strength in result.teams:
            share = 0.5 if result.winner is None else float(result.winner == strength.team)
            found.extend((ninja.card, ninja.spy, share) for ninja in strength.ninja)
    return found


def play_one(job: tuple[list[str], int]) -> list[Play]:
    seats, seed = job
    game = get_game("shin")
    match = Match(game, seats, seed)
    bots = {seat: make_bot(game, kind, seed * 7919 + seat,
                           SearchBudget(BUDGETS[kind].iterations, float("inf")) if kind in BUDGETS else None)
            for seat, kind in enumerate(seats)}
    play_to_end(match, bots)
    state = match.state
    assert isinstance(state, ShinState)
    return plays_of(state)


def measured(seats: list[str], games: int, seed: int, jobs: int) -> Iterator[list[Play]]:
    work = [(seats, seed + i) for i in range(games)]
    if jobs <= 1:
        yield from map(play_one, work)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(play_one, work, chunksize=1)


def table(tallies: dict[int, Tally]) -> list[str]:
    """The rules document's table: each ninja's share of rounds won when played, and as a spy."""
    lines = ["| Init. | Ninja | Colour | Rounds played | Won when played | As spy | Won as spy |",
             "|---|---|---|---|---|---|---|"]
    for found in deck():
        tally = tallies[found.id]
        rate = f"{100 * tally.won / tally.rounds:.0f} %" if tally.rounds else "-"
        spy = f"{100 * tally.spy_won / tally.spy_rounds:.0f} %" if tally.spy_rounds else "-"
        lines.append(f"| {found.id} | {found.name} | {colour(found.colour).name.lower()} | {tally.rounds} | "
                     f"{rate} | {tally.spy_rounds} | {spy} |")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ninjatable.games.shin.balance",
                                     description="Each SHIN ninja's share of rounds won when played.")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seats", default="normal,normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",")]
    tallies = {found.id: Tally() for found in deck()}
    rounds = 0
    for number, plays in enumerate(measured(seats, args.games, args.seed, args.jobs), start=1):
        for card_id, spy, share in plays:
            tallies[card_id].add(spy, share)
        rounds += len(plays) // (4 * len(seats))
        print(f"game {number} of {args.games}", file=sys.stderr, flush=True)
    print(f"{args.games} games, seats {','.join(seats)}, seed {args.seed}: {rounds} rounds")
    print("\n".join(table(tallies)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
