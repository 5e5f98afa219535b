"""`ninjatable playtest GAME`: whole games played through the window, headless, by a robot in every human seat,
as a person would; the last line is JSON and the exit code is 1 if any game failed."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ninjatable.cli.common import (
    CommandLineError,
    default_seat_count,
    game_named,
    headless,
    load_save,
    options_of,
    seats_of,
)
from ninjatable.engine.match import SEAT_KINDS, Match
from ninjatable.engine.protocol import Game
from ninjatable.i18n import _
from ninjatable.ui.app.window import table_scene_class
from ninjatable.ui.playtest.robot import Robot


def _table_of(args: argparse.Namespace) -> tuple[Game, list[str], dict[str, Any], Match | None]:
    """The game, seats and options to play, from the line or from the save `--load` names (its match too)."""
    if args.load:
        first = load_save(args.load)
        return first.game, first.seats, first.parameters, first
    game = game_named(args.game)
    kinds = (*SEAT_KINDS, "friend") if args.network else SEAT_KINDS
    seats = seats_of(args.seats, game, kinds, default_first="human") if args.seats else \
        ["human"] + ["easy"] * (default_seat_count(game) - 1)
    return game, seats, options_of(args.option, game, len(seats)), None


def _network_seats(seats: list[str]) -> list[str]:
    """The seats of a table hosted from the robot's window: without friends named, the other humans are
    friends; with them, several humans are handed over."""
    return seats if "friend" in seats else ["human"] + ["friend" if kind == "human" else kind for kind in seats[1:]]


def _play(robot: Robot, args: argparse.Namespace, game: Game, seats: list[str], options: dict[str, Any],
          first: Match | None) -> None:
    """The robot's games, each one's outcome printed as it ends."""
    for index in range(args.games):
        if args.network:
            outcome = robot.play_network(game.name, _network_seats(seats), options)
            print(f"network game {index + 1}: {outcome}", flush=True)
            continue
        match = first if first is not None and index == 0 else Match(game, seats, args.seed + index, options)
        outcome = robot.play(match)
        print(f"game {index + 1} (seed {match.seed}): {outcome}, {len(match.history)} commands", flush=True)


def run(args: argparse.Namespace) -> int:
    """Whole games played through the screen by the robot in every human seat; the last line is JSON."""
    headless()
    if args.games < 1:
        raise CommandLineError(_("--games is how many games to play: 1 or more, not {given}").format(
            given=args.games))
    game, seats, options, first = _table_of(args)
    if table_scene_class(game.name) is None:
        raise CommandLineError(_("{game} has no table yet.").format(game=game.title))
    if args.decisions is not None and args.decisions < 1:
        raise CommandLineError(_("--decisions is how many decisions to play: 1 or more, not {given}").format(
            given=args.decisions))
    robot = Robot(Path(args.out), seed=args.seed, hint_share=args.hint_share, pacing=args.pacing,
                  decision_limit=args.decisions)
    try:
        _play(robot, args, game, seats, options, first)
    finally:
        robot.close()
    for failure in robot.report.failures:
        print(failure.line())
    print(json.dumps({"game": game.name, "seats": seats, **robot.report.to_json()}))
    played = robot.report.finished + robot.report.cut
    return 0 if robot.report.games == played and not robot.report.failures else 1
