"""`ninjatable join ADDRESS --invite CODE`: sit at the seat an invite opens, in the window; with `--as LEVEL` a
computer player sits there instead, headless, plays to the end and prints one JSON line with `outcome` (the
winners and scores the host announced). The seat's token is kept in the data folder: the same command run again
(after a crash, a restart) returns to the seat."""

from __future__ import annotations

import argparse
import json

from ninjatable.cli import window
from ninjatable.cli.common import NetworkError
from ninjatable.net.client import invite_parts, play_headless
from ninjatable.net.kept import KeptSeats
from ninjatable.paths import data_dir


def invite_of(args: argparse.Namespace) -> tuple[str, str]:
    """The host's address and the invite code, from `ADDRESS --invite CODE` or `ADDRESS/CODE`."""
    address, code = args.address, args.invite
    if code is None:
        found, code = invite_parts(args.address)
        if found is None or not code:
            raise NetworkError("give the invite with --invite CODE, or as ADDRESS/CODE")
        address = found
    return address, code


def _join_headless(args: argparse.Namespace) -> int:
    address, code = invite_of(args)
    try:
        outcome = play_headless(address, code, args.level, kept=KeptSeats(data_dir()), cafile=args.cafile)
    except ConnectionError as exc:
        raise NetworkError(str(exc)) from exc
    print(json.dumps({"outcome": outcome}))
    return 0


def run(args: argparse.Namespace) -> int:
    if args.level is not None:
        return _join_headless(args)
    address, code = invite_of(args)
    app = window.open_app()
    app.show_lobby()
    app.join_table(address, code, args.cafile)
    app.run()
    return 0
