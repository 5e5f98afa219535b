"""`ninjatable serve`: host network tables for a group or a club until stopped, on 127.0.0.1 unless `--host`
says otherwise; every table is kept in SQLite in the data folder and resumed when the host starts again.

The host belongs to whoever runs it: on its first start it makes a key (`host.key` in its data folder, readable
by the user only) and prints it; making or changing tables needs that key (`table new --key`). With `--cert` and
`--cert-key` it serves `wss://`.

Once it listens it prints one JSON line: `serving` (its address), `port` (the one it listens on: with `--port 0`,
a free one the system chose), `tables`, `data`, `key_file`, and `key` on the first start."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import secrets
import ssl
from pathlib import Path

from ninjatable.cli.common import CommandLineError
from ninjatable.i18n import _
from ninjatable.net.kept import write_private
from ninjatable.net.transport import Server as Host
from ninjatable.net.transport import server_tls
from ninjatable.paths import data_dir

#: the file of the host's key, in its data folder.
KEY_FILE = "host.key"


def host_key(folder: Path) -> tuple[str, bool]:
    """The host's key, made (and kept in `folder`, readable by the user only) the first time; True when it was
    made now."""
    path = folder / KEY_FILE
    try:
        key = path.read_text(encoding="utf-8").strip()
        if key:
            return key, False
    except FileNotFoundError:
        pass
    key = secrets.token_urlsafe(24)
    write_private(path, key + "\n")
    return key, True


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    folder = Path(args.data) if args.data else data_dir() / "host"
    tls = None
    if args.cert or args.cert_key:
        if not (args.cert and args.cert_key):
            raise CommandLineError("--cert and --cert-key go together (the certificate and its private key)")
        try:
            tls = server_tls(args.cert, args.cert_key)
        except (OSError, ssl.SSLError) as exc:
            raise CommandLineError(f"the certificate cannot be used: {exc}") from exc
    key, made = host_key(folder)
    host = Host(folder, grace=args.grace, key=key, idle=args.idle_days * 86400, tls=tls)

    def listening() -> None:
        said = {"serving": f"{'wss' if tls else 'ws'}://{args.host}:{host.port}", "port": host.port,
                "tables": host.host.live_tables(), "data": str(folder), "key_file": str(folder / KEY_FILE)}
        if made:
            said["key"] = key  # printed once, on the first start: kept in key_file
        print(json.dumps(said), flush=True)

    try:
        asyncio.run(host.run(args.host, args.port, listening))
    except KeyboardInterrupt:
        pass
    except OSError as exc:  # the port is taken, or the address is not this computer's
        raise CommandLineError(_("cannot listen on {address}: {problem}").format(
            address=f"{args.host}:{args.port}", problem=exc.strerror or exc)) from exc
    finally:
        host.close()
    return 0
