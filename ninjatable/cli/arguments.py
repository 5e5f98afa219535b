"""The command line's words: every command's arguments, read before the command's own module is imported."""

from __future__ import annotations

import argparse

from ninjatable.ai.bots import LEVELS
from ninjatable.i18n import N_, LanguageOption, _
from ninjatable.net.host import DEFAULT_IDLE, DEFAULT_PORT, REMOTE
from ninjatable.net.judge import DEFAULT_GRACE
from ninjatable.ui.storage import AI_PACINGS

_OPTION_HELP = N_("a game parameter (repeatable)")


def _option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help=_(_OPTION_HELP))


def _play(sub: argparse._SubParsersAction) -> None:
    play = sub.add_parser("play", help=_("open the window straight into a game"))
    play.add_argument("game")
    play.add_argument("--seats", help=_("comma-separated: human, easy, normal, hard"))
    play.add_argument("--seed", type=int)
    play.add_argument("--load", help=_("a save file to continue"))
    _option(play)


def _simulate(sub: argparse._SubParsersAction) -> None:
    sim = sub.add_parser("simulate", help=_("headless AI-vs-AI games; the last line is JSON"))
    sim.add_argument("game")
    sim.add_argument("--seats", required=True, help=_("comma-separated: random, easy, normal, hard"))
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--jobs", type=int, default=1)
    sim.add_argument("--timed", action="store_true",
                     help=_("search at the window's time budgets (normal 0.8 s, hard 2.7 s a decision) instead of "
                          "the iteration counts alone; results then depend on the machine's speed"))
    _option(sim)


def _screenshot(sub: argparse._SubParsersAction) -> None:
    shot = sub.add_parser("screenshot", help=_("render the table after K AI commands to a PNG (1280x800)"))
    shot.add_argument("game")
    shot.add_argument("--out", required=True)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=20)
    shot.add_argument("--seats")
    _option(shot)


def _replay(sub: argparse._SubParsersAction) -> None:
    replay = sub.add_parser("replay", help=_("render a save at command K, seen by one seat, to a PNG (1280x800)"))
    replay.add_argument("file")
    replay.add_argument("--out", required=True)
    replay.add_argument("--seat", help=_("a seat number from 0, 'everyone' (the public table) or 'all' (every "
                                       "seat, finished games only); default: all when finished, else the human"))
    replay.add_argument("--to", type=int, help=_("how many commands in (default: all of them)"))


def _playtest(sub: argparse._SubParsersAction) -> None:
    test = sub.add_parser("playtest", help=_("play whole games through the screen, a robot in every human seat; "
                                           "the last line is JSON"))
    test.add_argument("game")
    test.add_argument("--games", type=int, default=1)
    test.add_argument("--seed", type=int, default=1)
    test.add_argument("--seats", help=_("comma-separated: human (the robot), random, easy, normal, hard"))
    _option(test)
    test.add_argument("--load", help=_("a save to play on from (its game, seats and options)"))
    test.add_argument("--out", default="playtest-failures", help=_("where saves and screenshots of failures go"))
    test.add_argument("--hint-share", type=float, default=0.15, help=_("how often the robot plays the hint's move"))
    test.add_argument("--pacing", choices=AI_PACINGS,
                      help=_("play at the wall clock with this AI pacing (animations at normal speed) and report the "
                             "waits between the robot's decisions (longest_wait_s, p95_wait_s)"))
    test.add_argument("--decisions", type=int,
                      help=_("cut each game short after this many of the robot's decisions (counted as cut)"))
    test.add_argument("--network", action="store_true",
                      help=_("play at a network table hosted from the window: other human seats are random players "
                           "joining over 127.0.0.1; with 'friend' seats named, those are the random players and "
                           "every human seat is the robot's, handed over at the window"))


def _serve(sub: argparse._SubParsersAction) -> None:
    serve = sub.add_parser("serve", help=_("host network tables until stopped"))
    serve.add_argument("--host", default="127.0.0.1",
                       help=_("the address to listen on (default 127.0.0.1: this computer only; 0.0.0.0: every "
                            "network it is on)"))
    serve.add_argument("--port", type=int, default=DEFAULT_PORT)
    serve.add_argument("--data", help=_("the folder of the host's tables (default: the data folder's 'host')"))
    serve.add_argument("--grace", type=float, default=DEFAULT_GRACE,
                       help=_("seconds a player may be gone before the computer plays for them"))
    serve.add_argument("--idle-days", type=float, default=DEFAULT_IDLE / 86400,
                       help=_("a table no player came to for this many days is closed (kept as history)"))
    serve.add_argument("--cert", help=_("serve wss:// with this certificate (PEM; with --cert-key)"))
    serve.add_argument("--cert-key", help=_("the private key of --cert (PEM)"))


def _cafile(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cafile", help=_("for a wss:// host with a certificate of its own: that certificate "
                                         "(PEM), trusted for this connection"))


def _key(parser: argparse.ArgumentParser, required: bool) -> None:
    parser.add_argument("--key", required=required, help=_("the host's key (printed by `ninjatable serve`)"))


def _table(sub: argparse._SubParsersAction) -> None:
    table = sub.add_parser("table", help=_("make a table on a host, or invite a seat again; prints one JSON line"))
    actions = table.add_subparsers(dest="action", required=True)
    new = actions.add_parser("new", help=_("a new table: its id and an invite for each remote seat"))
    new.add_argument("game")
    new.add_argument("--server", required=True, help=_("the host's address, HOST:PORT (or wss://HOST:PORT)"))
    new.add_argument("--seats", required=True, help=_("comma-separated: {remote} or a computer level").format(remote=REMOTE))
    _option(new)
    new.add_argument("--watchable", action="store_true", help=_("spectators may watch, with a code"))
    new.add_argument("--listed", action="store_true",
                     help=_("in the host's list of open tables: anyone who reaches the host may sit at a free seat"))
    _key(new, False)
    _cafile(new)
    invite = actions.add_parser("invite", help=_("a new invite for a seat (its old token opens it no more)"))
    invite.add_argument("server", metavar="ADDRESS", help=_("the host's address"))
    invite.add_argument("table", help=_("the table's id"))
    invite.add_argument("seat", type=int, help=_("the seat's number, from 0"))
    _key(invite, True)
    _cafile(invite)


def _tables(sub: argparse._SubParsersAction) -> None:
    tables = sub.add_parser("tables", help=_("a host's open tables as one JSON line"))
    tables.add_argument("server", metavar="ADDRESS", help=_("the host's address, HOST:PORT"))
    _cafile(tables)


def _join(sub: argparse._SubParsersAction) -> None:
    join = sub.add_parser("join", help=_("join a network table at the seat an invite opens"))
    join.add_argument("address", help=_("the host's address, HOST:PORT (or ADDRESS/CODE)"))
    join.add_argument("--invite", help=_("the invite code"))
    join.add_argument("--as", dest="level", choices=LEVELS, help=_("play headless as a computer player"))
    _cafile(join)


def _bench(sub: argparse._SubParsersAction) -> None:
    bench = sub.add_parser("bench", help=_("start-up, frame, AI and playout figures; the last line is JSON"))
    bench.add_argument("--quick", action="store_true", help=_("fewer samples (a smoke test of the figures)"))


#: every command's arguments, in the order `ninjatable --help` lists them
_COMMANDS = (_play, _simulate, _screenshot, _replay, _playtest, _serve, _table, _tables, _join, _bench)


def build_parser() -> argparse.ArgumentParser:
    """The parser of the whole line; `command` names the command chosen (None: the window)."""
    parser = argparse.ArgumentParser(prog="ninjatable", description=_("Japan-themed board and card games."))
    parser.add_argument("--lang", action=LanguageOption)
    sub = parser.add_subparsers(dest="command")
    for add in _COMMANDS:
        add(sub)
    return parser
