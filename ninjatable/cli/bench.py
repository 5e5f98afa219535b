"""`ninjatable bench`: the start-up time to the lobby, and for every game the frame times of a busy table, the
computer's decision, whole-turn and hint times, random games a second and the waits a player meets between two
decisions at the table's largest size (`bench_waits`); the last line is JSON (`{"startup_ms", "games": {name:
{"frame_ms", "ai_ms", "turn_ms", "hint_ms", "playouts_per_s", "longest_wait_s", "p95_wait_s", ...}}}`)."""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from ninjatable.cli.bench_ai import ai_ms, hint_ms, playout_setup, playouts_per_s
from ninjatable.cli.bench_table import frame_figures, idle_cpu_percent
from ninjatable.cli.bench_waits import LONGEST_BUDGET, P95_BUDGET, wait_figures
from ninjatable.cli.common import CommandLineError, game_named, headless
from ninjatable.engine.registry import game_names


def startup_ms(runs: int = 3) -> float:
    """The median time (ms) from starting `python -m ninjatable --lobby-once` to the lobby drawn."""
    times = []
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            env["NINJATABLE_HOME"] = home
            started = time.perf_counter()
            proc = subprocess.Popen([sys.executable, "-m", "ninjatable", "--lobby-once"], stdout=subprocess.PIPE,
                                    stderr=subprocess.DEVNULL, text=True, env=env)
            assert proc.stdout is not None
            for line in proc.stdout:
                if line.startswith("lobby drawn"):
                    times.append((time.perf_counter() - started) * 1000)
                    break
            proc.wait()
    return round(statistics.median(times), 1) if times else -1.0


def measure_game(name: str, quick: bool, figures: dict[str, Any]) -> None:
    """One game's figures into `figures` (fewer samples when `quick`), as they are measured: when the game
    fails on the way, those before the failure are kept."""
    figures.update(frame_figures(name) or {})
    if "frame_ms" in figures:
        figures["idle_cpu_percent"] = idle_cpu_percent(name, 1.0 if quick else 3.0)
    figures["ai_ms"], figures["turn_ms"] = ai_ms(name, 1, 2) if quick else ai_ms(name)
    figures["hint_ms"] = hint_ms(name, 1, 2) if quick else hint_ms(name)
    figures["playouts_per_s"] = playouts_per_s(name, 0.3 if quick else 1.5)
    figures["playout_setup"] = playout_setup(name)
    if "frame_ms" in figures:
        figures.update(wait_figures(name, 3 if quick else 15))


def figures_line(name: str, figures: dict[str, Any]) -> str:
    """One game's figures in a line, each with its budget."""
    frame_text = (f"{figures['frame_ms']} ms, p99 with a drag and an animation {figures['frame_p99_ms']} ms, "
                  f"1920x1080 {figures['frame_1080p_ms']} ms (budget 8); idle table "
                  f"{figures['idle_cpu_percent']} % of a core") if "frame_ms" in figures else "no table"
    return (f"{name}: frame {frame_text}; normal AI p95 {figures['ai_ms']} ms (budget 1000); "
            f"normal AI's whole turn p95 {figures['turn_ms']} ms (budget 3000); "
            f"hint p95 {figures['hint_ms']} ms (budget 1000); {figures['playouts_per_s']} random games/s "
            f"({figures['playout_setup']}){_waits_text(figures)}")


def _waits_text(figures: dict[str, Any]) -> str:
    """The waits between a player's decisions, in words, when the game has a table."""
    if "longest_wait_s" not in figures:
        return ""
    return (f"; waits between decisions: longest {figures['longest_wait_s']} s (budget {LONGEST_BUDGET:g}), p95 "
            f"{figures['p95_wait_s']} s (budget {P95_BUDGET:g}) ({figures['wait_table']})")


def _measured(name: str, quick: bool) -> dict[str, Any]:
    """One game's figures and its line printed; a game that cannot be loaded or fails is reported, and the
    others are still measured."""
    try:
        game_named(name)
    except CommandLineError as exc:
        print(f"{name}: skipped ({exc})")
        return {"error": str(exc)}
    figures: dict[str, Any] = {}
    try:
        measure_game(name, quick, figures)
    except Exception as exc:  # one game's failure is reported, the others are still measured
        figures["error"] = f"{exc.__class__.__name__}: {exc}"
        print(f"{name}: failed ({figures['error']})")
        return figures
    print(figures_line(name, figures))
    return figures


def run(args: argparse.Namespace) -> int:
    headless()
    quick = getattr(args, "quick", False)
    startup = startup_ms(1 if quick else 3)
    print(f"startup to lobby: {startup} ms (budget 300)")
    report: dict[str, Any] = {"startup_ms": startup, "games": {}}
    for name in game_names():
        report["games"][name] = _measured(name, quick)
    print(json.dumps(report))
    return 0
