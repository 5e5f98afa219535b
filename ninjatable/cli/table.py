"""`ninjatable table new GAME --server ADDRESS --seats ...`: make a table on a host and print one JSON line:
`table` (its id), `invites` (the codes of the `remote` seats, in seat order) and `watch` (the spectators'
code, with `--watchable`)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ninjatable.cli.common import NetworkError, game_named, options_of
from ninjatable.net import client


def create_table(address: str, game: str, seats: list[str], parameters: dict[str, Any],
                 watchable: bool = False) -> dict[str, Any]:
    """Ask the host at `address` for a new table (`ninjatable.net.client.create_table`); the host's refusal, or
    a host that cannot be reached, is said in one sentence for the person who typed the command."""
    try:
        return client.create_table(address, game, seats, parameters, watchable)
    except ConnectionError as exc:
        raise NetworkError(str(exc)) from exc


def run(args: argparse.Namespace) -> int:
    game = game_named(args.game)
    seats = [seat.strip().lower() for seat in args.seats.split(",") if seat.strip()]
    parameters = options_of(args.option, game, len(seats))
    created = create_table(args.server, args.game, seats, parameters, args.watchable)
    invites = [code for code in created.get("invites", []) if code]
    print(json.dumps({"table": created.get("table"), "invites": invites, "watch": created.get("watch")}))
    return 0
