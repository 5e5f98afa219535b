"""The command line's words: every command's arguments, read before the command's own module is imported."""

from __future__ import annotations

import argparse

from ninjatable.ai.bots import LEVELS
from ninjatable.i18n import LanguageOption
from ninjatable.net.host import DEFAULT_PORT, REMOTE
from ninjatable.net.judge import DEFAULT_GRACE
from ninjatable.ui.storage import AI_PACINGS

_OPTION_HELP = "a game parameter (repeatable)"


def _option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help=_OPTION_HELP)


def _play(sub: argparse._SubParsersAction) -> None:
    play = sub.add_parser("play", help="open the window straight into a game")
    play.add_argument("game")
    play.add_argument("--seats", help="comma-separated: human, easy, normal, hard")
    play.add_argument("--seed", type=int)
    play.add_argument("--load", help="a save file to continue")
    _option(play)


def _simulate(sub: argparse._SubParsersAction) -> None:
    sim = sub.add_parser("simulate", help="headless AI-vs-AI games; the last line is JSON")
    sim.add_argument("game")
    sim.add_argument("--seats", required=True, help="comma-separated: random, easy, normal, hard")
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--jobs", type=int, default=1)
    sim.add_argument("--timed", action="store_true",
                     help="search at the window's time budgets (normal 0.8 s, hard 2.7 s a decision) instead of "
                          "the iteration counts alone; results then depend on the machine's speed")
    _option(sim)


def _screenshot(sub: argparse._SubParsersAction) -> None:
    shot = sub.add_parser("screenshot", help="render the table after K AI commands to a PNG (1280x800)")
    shot.add_argument("game")
    shot.add_argument("--out", required=True)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=20)
    shot.add_argument("--seats")
    _option(shot)


def _replay(sub: argparse._SubParsersAction) -> None:
    replay = sub.add_parser("replay", help="render a save at command K, seen by one seat, to a PNG (1280x800)")
    replay.add_argument("file")
    replay.add_argument("--out", required=True)
    replay.add_argument("--seat", help="a seat number from 0, 'everyone' (the public table) or 'all' (every "
                                       "seat, finished games only); default: all when finished, else the human")
    replay.add_argument("--to", type=int, help="how many commands in (default: all of them)")


def _playtest(sub: argparse._SubParsersAction) -> None:
    test = sub.add_parser("playtest", help="play whole games through the screen, a robot in every human seat; "
                                           "the last line is JSON")
    test.add_argument("game")
    test.add_argument("--games", type=int, default=1)
    test.add_argument("--seed", type=int, default=1)
    test.add_argument("--seats", help="comma-separated: human (the robot), random, easy, normal, hard")
    _option(test)
    test.add_argument("--load", help="a save to play on from (its game, seats and options)")
    test.add_argument("--out", default="playtest-failures", help="where saves and screenshots of failures go")
    test.add_argument("--hint-share", type=float, default=0.15, help="how often the robot plays the hint's move")
    test.add_argument("--pacing", choices=AI_PACINGS,
                      help="play at the wall clock with this AI pacing (animations at normal speed) and report the "
                           "waits between the robot's decisions (longest_wait_s, p95_wait_s)")
    test.add_argument("--decisions", type=int,
                      help="cut each game short after this many of the robot's decisions (counted as cut)")
    test.add_argument("--network", action="store_true",
                      help="play at a network table hosted from the window: other human seats are random players "
                           "joining over 127.0.0.1; with 'friend' seats named, those are the random players and "
                           "every human seat is the robot's, handed over at the window")


def _serve(sub: argparse._SubParsersAction) -> None:
    serve = sub.add_parser("serve", help="host network tables until stopped")
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1: this computer only; 0.0.0.0: every "
                            "network it is on)")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT)
    serve.add_argument("--data", help="the folder of the host's tables (default: the data folder's 'host')")
    serve.add_argument("--grace", type=float, default=DEFAULT_GRACE,
                       help="seconds a player may be gone before the computer plays for them")


def _table(sub: argparse._SubParsersAction) -> None:
    table = sub.add_parser("table", help="make a table on a host; prints one JSON line")
    table.add_argument("action", choices=["new"])
    table.add_argument("game")
    table.add_argument("--server", required=True, help="the host's address, HOST:PORT")
    table.add_argument("--seats", required=True, help=f"comma-separated: {REMOTE} or a computer level")
    _option(table)
    table.add_argument("--watchable", action="store_true", help="spectators may watch, with a code")


def _join(sub: argparse._SubParsersAction) -> None:
    join = sub.add_parser("join", help="join a network table at the seat an invite opens")
    join.add_argument("address", help="the host's address, HOST:PORT (or ADDRESS/CODE)")
    join.add_argument("--invite", help="the invite code")
    join.add_argument("--as", dest="level", choices=LEVELS, help="play headless as a computer player")


def _bench(sub: argparse._SubParsersAction) -> None:
    bench = sub.add_parser("bench", help="start-up, frame, AI and playout figures; the last line is JSON")
    bench.add_argument("--quick", action="store_true", help="fewer samples (a smoke test of the figures)")


#: every command's arguments, in the order `ninjatable --help` lists them
_COMMANDS = (_play, _simulate, _screenshot, _replay, _playtest, _serve, _table, _join, _bench)


def build_parser() -> argparse.ArgumentParser:
    """The parser of the whole line; `command` names the command chosen (None: the window)."""
    parser = argparse.ArgumentParser(prog="ninjatable", description="Japan-themed board and card games.")
    parser.add_argument("--lang", action=LanguageOption)
    sub = parser.add_subparsers(dest="command")
    for add in _COMMANDS:
        add(sub)
    return parser
