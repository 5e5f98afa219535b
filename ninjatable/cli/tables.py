"""`ninjatable tables ADDRESS`: a host's open tables (a club's), as one JSON line: for each, its id, its game,
its seats, the seats free to sit at and the players present."""

from __future__ import annotations

import argparse
import dataclasses
import json

from ninjatable.cli.common import NetworkError
from ninjatable.net import client


def run(args: argparse.Namespace) -> int:
    try:
        found = client.open_tables(args.server, args.cafile)
    except ConnectionError as exc:
        raise NetworkError(str(exc)) from exc
    print(json.dumps({"tables": [dataclasses.asdict(table) for table in found]}))
    return 0
