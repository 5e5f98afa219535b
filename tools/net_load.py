"""How many tables one host process holds while a command's round trip stays under 100 ms at the 99th percentile.

    python3 tools/net_load.py [--game shin] [--seats 2] [--computers 0] [--level easy] [--think 1.0]
                              [--seconds 20] [--limit-ms 100] [--most 1024]

Starts `ninjatable serve` as its own process on 127.0.0.1 (on a free port, a fresh data folder in a temporary
directory, deleted at the end), then plays ever more tables at once — 1, 2, 4, 8 … — each seat a random player in
this process that waits about `--think` seconds (uniformly from half to one and a half times it) before each
answer, as a quick human would; with `--computers N`, each table also has N computer seats of `--level` played at
the host, thinking on the host's CPU as a club host's computers do (`--level normal`: the strength a player
meets). For each step it prints one JSON line: the tables, the commands answered, the round trip of a command
(from sending it to receiving the host's update that carries it, or that says a secret answer was kept) at the
50th, 95th and 99th percentile, and the machine's load average over the last minute when the step ended (other
work on the machine slows the host too). It stops at the first step whose 99th percentile is over the limit and
prints the last step within it. Writes nothing but its temporary folder; sends traffic only to 127.0.0.1.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from websockets.asyncio.client import connect

from ninjatable.engine.registry import get_game
from ninjatable.net import protocol
from ninjatable.net.client import create_table


async def player(uri: str, invite: str, think: float, stop: float, trips: list[float], rng: random.Random) -> None:
    """One random player: answers its decisions after a human's pause and times each round trip."""
    game = None
    seat = None
    sent_at: tuple[int, float] | None = None
    async with connect(uri, max_size=protocol.HOST_FRAME_LIMIT) as ws:
        await ws.send(protocol.encode(protocol.Hello(invites=(invite,))))
        while time.monotonic() < stop:
            try:
                raw = await asyncio.wait_for(ws.recv(), max(0.01, stop - time.monotonic()))
            except asyncio.TimeoutError:
                return
            message = protocol.decode_host(raw, game)
            if isinstance(message, protocol.Welcome):
                game, seat = get_game(message.game), message.seats[0]
                continue
            if not isinstance(message, protocol.Update):
                continue
            if sent_at is not None and (message.at > sent_at[0] or message.answered is not None):
                trips.append(time.monotonic() - sent_at[1])
                sent_at = None
            if message.outcome is not None:
                return
            if seat not in message.waiting or message.answered is not None or sent_at is not None:
                continue
            legal = message.state.legal_commands(seat)
            if not legal:
                continue
            await asyncio.sleep(rng.uniform(think / 2, think * 1.5))
            await ws.send(protocol.encode(protocol.Command(seat, rng.choice(legal), message.at)))
            sent_at = (message.at, time.monotonic())


async def step(address: str, game: str, seats: list[str], tables: int, think: float, seconds: float,
               key: str) -> dict:
    made = [create_table(address, game, seats, {}, key=key) for _ in range(tables)]
    trips: list[float] = []
    stop = time.monotonic() + seconds
    rng = random.Random(tables)
    await asyncio.gather(*(player(f"ws://{address}", code, think, stop, trips, random.Random(rng.random()))
                           for table in made for code in table["invites"] if code))
    load = round(os.getloadavg()[0], 2)
    if len(trips) < 2:
        return {"tables": tables, "commands": len(trips), "load_avg_1min": load}
    cuts = statistics.quantiles(trips, n=100)
    return {"tables": tables, "commands": len(trips), "p50_ms": round(cuts[49] * 1000, 1),
            "p95_ms": round(cuts[94] * 1000, 1), "p99_ms": round(cuts[98] * 1000, 1), "load_avg_1min": load}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="shin")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--computers", type=int, default=0, help="computer seats at each table, at the host")
    parser.add_argument("--level", default="easy", choices=("random", "easy", "normal", "hard"),
                        help="the level of those computer seats")
    parser.add_argument("--think", type=float, default=1.0)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--limit-ms", type=float, default=100.0)
    parser.add_argument("--most", type=int, default=1024, help="the most tables to try")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        host = subprocess.Popen([sys.executable, "-m", "ninjatable", "serve", "--port", "0", "--data", folder,
                                 "--grace", "1000000"],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            assert host.stdout is not None
            said = json.loads(host.stdout.readline())  # once it listens; a fresh host prints its key
            key, port = said["key"], said["port"]
            seats = ["remote"] * args.seats + [args.level] * args.computers
            address, tables, within = f"127.0.0.1:{port}", 1, None
            while tables <= args.most:
                found = asyncio.run(step(address, args.game, seats, tables, args.think, args.seconds, key))
                print(json.dumps(found), flush=True)
                if found.get("p99_ms", 0) > args.limit_ms:
                    break
                within, tables = found, tables * 2
            print(json.dumps({"game": args.game, "seats": seats, "think_s": args.think,
                              "most_tables_within_limit": within["tables"] if within else 0, "at": within}))
        finally:
            host.kill()
            host.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
