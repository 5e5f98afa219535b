"""The computer's figures for `ninjatable bench`: how long a normal decision, a normal seat's whole turn and a
hint take (95th percentiles), and how many random games the rules play a second."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from ninjatable.ai.bots import make_bot
from ninjatable.cli.common import default_seat_count, game_named
from ninjatable.engine.match import Match
from ninjatable.engine.rng import Rng
from ninjatable.engine.seats import acting_now
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.here import open_here
from ninjatable.ui.table.session import TableSession


def p95(times: list[float]) -> float:
    """The 95th percentile of `times`, to a tenth (0 when there are none)."""
    if not times:
        return 0.0
    times = sorted(times)
    return round(times[min(len(times) - 1, int(0.95 * len(times)))], 1)


def ai_ms(name: str, games: int = 2, turns_per_game: int = 8) -> tuple[float, float]:
    """p95 of normal-level decision times, and of a normal seat's whole turn (every command it gives before
    another seat acts, the thinking summed): one normal seat against random seats, a few games."""
    game = game_named(name)
    count = default_seat_count(game)
    times: list[float] = []
    turns: list[float] = []
    for g in range(games):
        match = Match(game, ["normal"] + ["random"] * (count - 1), 100 + g)
        bots = {seat: make_bot(game, "normal" if seat == 0 else "random", 31 * g + seat) for seat in range(count)}
        turn: float | None = None
        for _ in range(5000):
            if match.state.is_over() or len(turns) >= turns_per_game * (g + 1):
                break
            acting = acting_now(match.state)
            if turn is not None and acting != (0,):
                turns.append(turn * 1000)
                turn = None
            answers = []
            for seat in acting:
                several = len(match.state.legal_commands(seat)) > 1
                started = time.perf_counter()
                answers.append((seat, bots[seat].choose(match.redacted(seat), seat, len(match.history))))
                taken = time.perf_counter() - started
                if seat == 0 and several:
                    times.append(taken * 1000)
                if acting == (0,):
                    turn = (turn or 0.0) + taken
            for seat, command in answers:
                match.submit(seat, command)
    return p95(times), p95(turns)


def _hint_times(match: Match, session: TableSession, stand_in: dict, hints: int) -> list[float]:
    """The times (ms) of the first `hints` hints of `match`, a stand-in answering at the human's seat and the
    judge's computer seats at theirs."""
    times: list[float] = []
    for _ in range(5000):
        if match.state.is_over() or len(times) >= hints:
            break
        session.update(0.0)
        seat = session.human_seat()
        if seat is None:
            continue
        if len(match.state.legal_commands(seat)) > 1:
            started = time.perf_counter()
            session.tutor.request()
            session.tutor.worker.wait()
            session.tutor.poll()
            times.append((time.perf_counter() - started) * 1000)
            assert session.tutor.hint is not None
        session.submit(stand_in[1].choose(match.redacted(seat), seat))
    return times


def hint_ms(name: str, games: int = 2, hints_per_game: int = 8) -> float:
    """p95 of the time a hint takes at the table, asked the way the Hint button asks it (the normal AI in the
    worker thread, from the human seat's redacted state, and the sentence saying why): seat 0 human against
    random seats, a few games."""
    game = game_named(name)
    count = default_seat_count(game)
    times: list[float] = []
    with tempfile.TemporaryDirectory() as home:
        for g in range(games):
            match = Match(game, ["human"] + ["random"] * (count - 1), 200 + g)
            stand_in = {seat: make_bot(game, "random", 41 * g + seat) for seat in range(1, count)}
            session = open_here(match, Storage(Path(home)), Settings(ai_pacing="instant"), ai_inline=True,
                                bots=stand_in)
            session.inline = False  # the hint is thought in the worker thread, as the Hint button asks it
            times += _hint_times(match, session, stand_in, hints_per_game)
    return p95(times)


def playout_setup(name: str) -> str:
    """The games `playouts_per_s` plays, in words: the smallest number of players and the default setup
    (each seat's own parameters left out), say "2 players; Sakura garden, Brawl, Janken"."""
    game = game_named(name)
    shared = [game.parameter_label(key, value) for key, value in game.default_parameters.items()
              if not (game.seat_parameter and key.startswith(f"{game.seat_parameter}_"))]
    count = game.seat_counts[0]
    return f"{count} player{'s' if count > 1 else ''}" + (f"; {', '.join(shared)}" if shared else "")


def playouts_per_s(name: str, seconds: float = 1.5) -> float:
    """Random games a second, every command drawn from the legal ones, at `playout_setup`."""
    game = game_named(name)
    count = game.seat_counts[0]
    rng = Rng(5)
    done = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_state(count, done + 1, None)
        for _ in range(100_000):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply_unchecked(seat, rng.choice(state.legal_commands(seat)))
        done += 1
    return round(done / (time.perf_counter() - started), 1)
