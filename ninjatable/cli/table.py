"""`ninjatable table new GAME --server ADDRESS --seats ... --key KEY`: make a table on a host and print one JSON
line: `table` (its id), `seats` (for each seat in order: its number, and the invite that opens it or the computer
level that plays it), `invites` (the codes of the `remote` seats, in seat order) and `watch` (the spectators'
code, with `--watchable`).

`ninjatable table invite ADDRESS TABLE SEAT --key KEY`: a new invite for a seat whose player lost it (the seat's
old token opens it no more); prints `{"table", "seat", "invite"}`."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ninjatable.cli.common import NetworkError, game_named, options_of
from ninjatable.net import client


def create_table(address: str, game: str, seats: list[str], parameters: dict[str, Any],
                 watchable: bool = False, key: str | None = None, listed: bool = False,
                 cafile: str | None = None) -> dict[str, Any]:
    """Ask the host at `address` for a new table (`ninjatable.net.client.create_table`); the host's refusal, or
    a host that cannot be reached, is said in one sentence for the person who typed the command."""
    try:
        return client.create_table(address, game, seats, parameters, watchable, key=key, listed=listed,
                                   cafile=cafile)
    except ConnectionError as exc:
        raise NetworkError(str(exc)) from exc


def _new(args: argparse.Namespace) -> int:
    game = game_named(args.game)
    seats = [seat.strip().lower() for seat in args.seats.split(",") if seat.strip()]
    parameters = options_of(args.option, game, len(seats))
    created = create_table(args.server, args.game, seats, parameters, args.watchable, args.key, args.listed,
                           args.cafile)
    codes = created.get("invites", [])
    each = [{"seat": seat, "invite": code} if code else {"seat": seat, "level": seats[seat]}
            for seat, code in enumerate(codes)]
    print(json.dumps({"table": created.get("table"), "seats": each, "invites": [code for code in codes if code],
                      "watch": created.get("watch")}))
    return 0


def _invite(args: argparse.Namespace) -> int:
    try:
        code = client.reinvite(args.server, args.table, args.seat, args.key, args.cafile)
    except ConnectionError as exc:
        raise NetworkError(str(exc)) from exc
    print(json.dumps({"table": args.table, "seat": args.seat, "invite": code}))
    return 0


def run(args: argparse.Namespace) -> int:
    return _invite(args) if args.action == "invite" else _new(args)
