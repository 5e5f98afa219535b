"""`ninjatable table new GAME --server ADDRESS --seats ...`: make a table on a host and print one JSON line:
`table` (its id), `invites` (the codes of the `remote` seats, in seat order) and `watch` (the spectators'
code, with `--watchable`)."""

from __future__ import annotations

import argparse
import json
import queue
import time
from typing import Any

from ninjatable.cli.common import NetworkError, game_named, options_of
from ninjatable.net.client import Connection


def create_table(address: str, game: str, seats: list[str], parameters: dict[str, Any],
                 watchable: bool = False, timeout: float = 15.0) -> dict[str, Any]:
    """Ask the host at `address` for a new table: the `created` message. Raises NetworkError with the host's
    reason when it refuses, or when it cannot be reached."""
    connection = Connection(address, {}).start()
    try:
        connection.send("create", game=game, seats=seats, parameters=parameters, watchable=watchable)
        deadline = time.monotonic() + timeout
        while True:
            try:
                data = connection.inbox.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise NetworkError(f"the host at {address} cannot be reached or did not answer") from None
            if data["kind"] == "created":
                return data
            if data["kind"] in ("refused", "error"):
                raise NetworkError(str(data.get("reason")))
    finally:
        connection.close()


def run(args: argparse.Namespace) -> int:
    game = game_named(args.game)
    seats = [seat.strip().lower() for seat in args.seats.split(",") if seat.strip()]
    parameters = options_of(args.option, game, len(seats))
    created = create_table(args.server, args.game, seats, parameters, args.watchable)
    invites = [code for code in created.get("invites", []) if code]
    print(json.dumps({"table": created.get("table"), "invites": invites, "watch": created.get("watch")}))
    return 0
