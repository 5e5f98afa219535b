"""`ninjatable serve`: host network tables for a group or a club until stopped, on 127.0.0.1 unless `--host`
says otherwise; every table is kept in SQLite in the data folder and resumed when the host starts again."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
from pathlib import Path

from ninjatable.net.transport import Server as Host
from ninjatable.paths import data_dir


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    folder = Path(args.data) if args.data else data_dir() / "host"
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
