"""The seats this computer holds at network tables, kept in the data folder so that they outlive the program.

A player's seat is opened by its token, which the host gives once, when the invite is used. It is kept here, one
file per host and table (`network/<host>/table-<id>.json`, readable by the user only, written whole or not at
all), with the hashes of the invites that opened it and, for a `wss://` host with a certificate of its own, that
certificate's file: the same invite used again from this data folder (the same `ninjatable join ADDRESS --invite
CODE` after a crash, a restart, a closed window) returns to the seat with the token instead, and so does a seat
taken at a club's list of open tables when that table is sat at again. The nonce sent with an invite is kept
too, before the invite is sent (`network/<host>/invite-<hash>.json`): a program that died before the host's
welcome reached it asks again with the same nonce and gets the same seat. Each file also says the table's game
and, as last seen, whose turn it is and whether the game is over: the lobby's list of network tables.

Tokens are never logged or printed.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
import secrets
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ninjatable.net.protocol import SeatToken

#: the folder of the kept seats, inside the data folder.
FOLDER = "network"


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def invite_key(invites: Sequence[str]) -> str:
    """What is kept of a screen's invites: the hash of the codes (as typed, in any case or spacing)."""
    letters = ["".join(ch for ch in code.upper() if ch.isalnum()) for code in invites]
    return _hash("\n".join(sorted(letters)))


def host_folder_name(uri: str) -> str:
    """A folder name for a host's address (its letters, and a hash so that two addresses never meet)."""
    plain = re.sub(r"[^A-Za-z0-9.-]+", "_", uri.split("://", 1)[-1])[:48]
    return f"{plain}-{_hash(uri)[:8]}"


def write_private(path: Path, text: str) -> None:
    """Write `text` to `path`, readable by the user only, whole or not at all."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.chmod(path.parent, 0o700)
    except OSError:  # a folder that is not ours to change: the file itself is private anyway
        pass
    handle, temporary = tempfile.mkstemp(prefix=".kept-", dir=path.parent)  # created with mode 0o600
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, 0o600)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


@dataclasses.dataclass(frozen=True)
class KeptSeat:
    """A table this computer has seats at: where, what, and as last seen whose turn it was."""

    uri: str
    table: str
    game: str
    seats: tuple[int, ...]
    tokens: tuple[SeatToken, ...]
    invites: str
    #: the names of the seats awaited when last seen ("" when none), and whether one of them is played here.
    waiting: str = ""
    my_turn: bool = False
    over: bool = False
    updated: float = 0.0
    #: the host's own certificate (an absolute path), trusted for a `wss://` host; None: the system's.
    cafile: str | None = None

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["tokens"] = [dataclasses.asdict(token) for token in self.tokens]
        data["seats"] = list(self.seats)
        return data

    @classmethod
    def from_json(cls, data: Any) -> KeptSeat:
        """A kept seat as read back; raises ValueError for a file that is not one."""
        try:
            tokens = tuple(SeatToken(str(t["table"]), int(t["seat"]), str(t["token"])) for t in data["tokens"])
            return cls(str(data["uri"]), str(data["table"]), str(data["game"]),
                       tuple(int(seat) for seat in data["seats"]), tokens, str(data["invites"]),
                       str(data.get("waiting", "")), bool(data.get("my_turn", False)), bool(data.get("over", False)),
                       float(data.get("updated", 0.0)),
                       str(data["cafile"]) if data.get("cafile") else None)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a kept seat: {exc}") from None


class KeptSeats:
    """The seats kept in one data folder."""

    def __init__(self, data: Path) -> None:
        self.root = data / FOLDER

    def _table_file(self, uri: str, table: str) -> Path:
        safe = re.sub(r"[^A-Za-z0-9]", "", table)[:40]
        return self.root / host_folder_name(uri) / f"table-{safe}.json"

    def nonce(self, uri: str, invites: Sequence[str]) -> str:
        """The nonce sent with these invites to this host: made and kept the first time, the same after."""
        path = self.root / host_folder_name(uri) / f"invite-{invite_key(invites)[:24]}.json"
        try:
            found = json.loads(path.read_text(encoding="utf-8")).get("nonce")
            if isinstance(found, str) and found:
                return found
        except (OSError, ValueError, AttributeError):
            pass
        nonce = secrets.token_urlsafe(16)
        write_private(path, json.dumps({"nonce": nonce, "made": time.time()}))
        return nonce

    def find(self, uri: str, invites: Sequence[str]) -> KeptSeat | None:
        """The seat these invites opened at this host, if this data folder holds it."""
        wanted = invite_key(invites)
        return next((seat for seat in self.at(uri) if seat.invites == wanted), None)

    def of_table(self, uri: str, table: str) -> KeptSeat | None:
        """The kept seats at `table` of this host."""
        return next((seat for seat in self.at(uri) if seat.table == table), None)

    def at(self, uri: str) -> list[KeptSeat]:
        return [seat for seat in self.all() if seat.uri == uri]

    def all(self) -> list[KeptSeat]:
        """Every kept seat, the newest first (a file that cannot be read is passed over)."""
        found = []
        for path in self.root.glob("*/table-*.json"):
            try:
                found.append(KeptSeat.from_json(json.loads(path.read_text(encoding="utf-8"))))
            except (OSError, ValueError):
                continue
        return sorted(found, key=lambda seat: -seat.updated)

    def keep(self, seat: KeptSeat) -> None:
        write_private(self._table_file(seat.uri, seat.table), json.dumps(seat.to_json()))

    def forget(self, uri: str, table: str) -> None:
        self._table_file(uri, table).unlink(missing_ok=True)
