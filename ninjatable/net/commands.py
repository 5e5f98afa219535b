"""The command line of network play.

    ninjatable serve [--host H] [--port P] [--data DIR] [--grace SECONDS]
    ninjatable table new GAME --server ADDRESS --seats remote,remote,normal [--option KEY=VALUE ...] [--watchable]
    ninjatable join ADDRESS --invite CODE [--as random|easy|normal|hard]

`serve` hosts tables for a group or a club until stopped (on 127.0.0.1 unless `--host` says otherwise).
`table new` makes a table on a host and prints one JSON line: `table` (its id), `invites` (the codes of the
`remote` seats, in seat order) and `watch` (the spectators' code, with `--watchable`). `join --as LEVEL` sits a
computer player at the seat the invite opens, plays to the end and prints one JSON line with `outcome` (the
winners and scores the host announced); without `--as` the window opens at that seat.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
from pathlib import Path
from typing import Any

from ninjatable.ai.bots import LEVELS
from ninjatable.net.client import NetworkError, create_table, play_headless
from ninjatable.net.host import DEFAULT_PORT, REMOTE
from ninjatable.net.judge import DEFAULT_GRACE
from ninjatable.net.protocol import split_invite
from ninjatable.net.transport import Server as Host

__all__ = ["NetworkError", "create_table"]


def add_commands(sub: Any) -> None:
    """The network commands' parsers, on the main parser's subcommands."""
    serve = sub.add_parser("serve", help="host network tables until stopped")
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1: this computer only; 0.0.0.0: every "
                            "network it is on)")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT)
    serve.add_argument("--data", help="the folder of the host's tables (default: the data folder's 'host')")
    serve.add_argument("--grace", type=float, default=DEFAULT_GRACE,
                       help="seconds a player may be gone before the computer plays for them")
    table = sub.add_parser("table", help="make a table on a host; prints one JSON line")
    table.add_argument("action", choices=["new"])
    table.add_argument("game")
    table.add_argument("--server", required=True, help="the host's address, HOST:PORT")
    table.add_argument("--seats", required=True, help=f"comma-separated: {REMOTE} or a computer level")
    table.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game parameter (repeatable)")
    table.add_argument("--watchable", action="store_true", help="spectators may watch, with a code")
    join = sub.add_parser("join", help="join a network table at the seat an invite opens")
    join.add_argument("address", help="the host's address, HOST:PORT (or ADDRESS/CODE)")
    join.add_argument("--invite", help="the invite code")
    join.add_argument("--as", dest="level", choices=LEVELS, help="play headless as a computer player")


def cmd_serve(args: argparse.Namespace, data_dir: Path) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    folder = Path(args.data) if args.data else data_dir / "host"
    host = Host(folder, grace=args.grace)
    print(json.dumps({"serving": f"{args.host}:{args.port}", "tables": len(host.tables), "data": str(folder)}),
          flush=True)
    try:
        asyncio.run(host.run(args.host, args.port))
    except KeyboardInterrupt:
        pass
    finally:
        host.close()
    return 0


def cmd_table(args: argparse.Namespace, parameters: dict[str, Any]) -> int:
    seats = [seat.strip().lower() for seat in args.seats.split(",") if seat.strip()]
    created = create_table(args.server, args.game, seats, parameters, args.watchable)
    invites = [code for code in created.get("invites", []) if code]
    print(json.dumps({"table": created.get("table"), "invites": invites, "watch": created.get("watch")}))
    return 0


def invite_of(args: argparse.Namespace) -> tuple[str, str]:
    """The host's address and the invite code, from `ADDRESS --invite CODE` or `ADDRESS/CODE`."""
    address, code = args.address, args.invite
    if code is None:
        found, code = split_invite(args.address)
        if found is None or not code:
            raise NetworkError("give the invite with --invite CODE, or as ADDRESS/CODE")
        address = found
    return address, code


def cmd_join_headless(args: argparse.Namespace) -> int:
    address, code = invite_of(args)
    try:
        outcome = play_headless(address, code, args.level)
    except ConnectionError as exc:
        raise NetworkError(str(exc)) from exc
    print(json.dumps({"outcome": outcome}))
    return 0
