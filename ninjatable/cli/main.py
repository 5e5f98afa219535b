"""The command line's entry point: reads the line and runs one command.

    ninjatable                                  the window, on the lobby
    ninjatable play GAME [--seats human,normal,easy] [--seed N] [--load FILE] [--option KEY=VALUE ...]
    ninjatable simulate GAME --seats S1,S2,... --games N [--seed N] [--jobs N] [--timed] [--option KEY=VALUE ...]
    ninjatable screenshot GAME --out FILE.png [--seed N] [--moves K] [--seats ...] [--option KEY=VALUE ...]
    ninjatable replay FILE --out FILE.png [--seat N|everyone|all] [--to K]
    ninjatable playtest GAME [--games N] [--seed S] [--seats ...] [--option KEY=VALUE] [--load FILE]
    ninjatable bench
    ninjatable serve [--host H] [--port P] [--data DIR] [--grace SECONDS] [--idle-days D] [--cert F --cert-key F]
    ninjatable table new GAME --server ADDRESS --seats remote,remote,normal --key KEY [--option KEY=VALUE ...]
                     [--watchable] [--listed] [--cafile F]
    ninjatable table invite ADDRESS TABLE SEAT --key KEY [--cafile F]
    ninjatable tables ADDRESS [--cafile F]
    ninjatable join ADDRESS --invite CODE [--as random|easy|normal|hard] [--cafile F]

Each command is a module of this package with `run(args) -> int`, imported by name once it is chosen: the lobby
must be on screen quickly, so opening the window imports neither the simulations nor any game.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType

from ninjatable.cli.arguments import build_parser
from ninjatable.cli.common import CommandLineError
from ninjatable.engine.errors import printable

#: the command's name on the line -> its module in this package (None on the line: the window)
COMMANDS = {"play": "play", "simulate": "simulate", "screenshot": "screenshot", "replay": "replay",
            "playtest": "playtest", "bench": "bench", "serve": "serve", "table": "table", "tables": "tables",
            "join": "join",
            None: "window"}


def command_module(name: str | None) -> ModuleType:
    """The module of the command `name`, imported now."""
    return importlib.import_module(f"{__package__}.{COMMANDS[name]}")


def main(argv: list[str] | None = None) -> int:
    """Run the command on the line (`sys.argv` by default); the exit code. A mistake in the line or its files
    is one line on stderr and exit code 2."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv == ["--lobby-once"]:
        return command_module(None).run_window(lobby_once=bool(argv))
    args = build_parser().parse_args(argv)
    module = command_module(args.command)
    try:
        return module.run(args)
    except CommandLineError as exc:
        print(f"ninjatable: {printable(str(exc))}", file=sys.stderr)
        return 2
