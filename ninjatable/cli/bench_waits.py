"""The waits a player meets for `ninjatable bench`: the playtest robot plays the first decisions of a game at its
largest table at the wall clock, at the default AI pacing, one human against normal computers, and the longest
and the 95th-percentile wall-clock seconds between two of its decisions are reported (budgets: 15 s and 6 s)."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from ninjatable.cli.common import game_named
from ninjatable.engine.match import Match
from ninjatable.ui.playtest.robot import Robot

#: the players at each game's largest table as measured (Ninja All-Stars and Ronin at their two-player tables:
#: the duel and the game with a neutral Shogun); a game not named plays at its most players.
WAIT_TABLES = {"ninja-all-stars": 2, "ronin": 2}
#: the waits' budgets in seconds: the longest, and the 95th percentile.
LONGEST_BUDGET = 15.0
P95_BUDGET = 6.0


def wait_figures(name: str, decisions: int = 15, pacing: str = "normal", seed: int = 5) -> dict[str, Any]:
    """The longest and the 95th-percentile wait (s) over the robot's first `decisions` decisions of a game of
    `name` at its largest table, with the table measured, in words."""
    game = game_named(name)
    players = WAIT_TABLES.get(name, max(game.seat_counts))
    seats = ["human"] + ["normal"] * (players - 1)
    with tempfile.TemporaryDirectory() as home:
        robot = Robot(Path(home) / "failures", seed=seed, hint_share=0.0, extras=False,
                      storage_root=Path(home) / "home", hints=False, pacing=pacing, decision_limit=decisions)
        try:
            robot.play(Match(game, seats, seed))
        finally:
            robot.close()
    report = robot.report
    if report.failures:
        raise RuntimeError(report.failures[0].line())
    figures = report.wait_figures()
    return {"longest_wait_s": figures["longest_wait_s"], "p95_wait_s": figures["p95_wait_s"],
            "wait_table": f"{players} players, {report.decisions} decisions at {pacing} pacing"}
