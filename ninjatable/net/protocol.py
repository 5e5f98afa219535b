"""The messages between a table's host and its clients: their kinds, their fields, a version and size limits.

Every message is one JSON object in one WebSocket text frame, with `v` (the protocol version) and `kind`.
What comes from the wire is data: `read` checks the frame's size, that it is JSON, its version, that its kind is
one the reader expects and that each field has its type, and raises `ProtocolError` with the reason otherwise.
Nothing in a message is ever evaluated or imported.

A client says:
- `hello`: the first message of a connection — `invite` (a code, used once), `token` with `table` and `seat`
  (a seat already taken, after a reconnect), or `watch` (a table's spectator code);
- `command`: `text` (a command's text form, as in a save) and `at` (how many commands the client had seen:
  a command meant for another moment is refused);
- `undo`: asks to take back the seat's last command; `undo_answer`: `agree` to another player's request;
- `create`: a new table — `game`, `seats` (`remote` or a computer level each), `parameters`, `watchable`.

The host says:
- `welcome`: `table`, `game`, `seat` (None for a spectator), `token` (only when an invite was used),
  `parameters`, `seats` (each seat's name and who plays it);
- `update`: the seat's share of the table now (see `ninjatable.net.server`);
- `refused`: `reason`, a sentence for the player (a command, an undo, a hello);
- `created`: `table`, `invites` (a code per seat, None for a computer seat), `watch` (None: no spectators);
- `error`: `reason`, for a message that could not be read; the connection stays open unless it is a hello.
"""

from __future__ import annotations

import json
from typing import Any

#: the version of these messages; a client of another version is refused with a sentence saying so.
VERSION = 1

#: the largest frame a client may send (a command's text is a few dozen characters).
CLIENT_FRAME_LIMIT = 16 * 1024
#: the largest frame the host sends (a seat's state of the biggest arena is about 40 KB).
HOST_FRAME_LIMIT = 4 * 1024 * 1024

#: a client may send this many messages a second on average, in bursts up to `BURST`; more are refused.
RATE = 50.0
BURST = 100

CLIENT_KINDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "hello": {},
    "command": {"text": str, "at": int},
    "undo": {},
    "undo_answer": {"agree": bool},
    "create": {"game": str, "seats": list},
}

#: optional fields of a client's hello, with their types.
HELLO_FIELDS: dict[str, type | tuple[type, ...]] = {"invite": str, "token": str, "table": str, "seat": int,
                                                      "watch": str}

HOST_KINDS = ("welcome", "update", "refused", "created", "error")

#: the longest text a string field of a client message may hold.
MAX_TEXT = 2000


class ProtocolError(ValueError):
    """A message that is not one this side may read, with the reason."""


def message(kind: str, **fields: Any) -> str:
    """A message as the text of one frame."""
    return json.dumps({"v": VERSION, "kind": kind, **fields}, separators=(",", ":"))


def _parse(text: str | bytes, limit: int) -> dict[str, Any]:
    if isinstance(text, bytes):
        raise ProtocolError("messages are JSON text, not binary frames")
    if len(text) > limit:
        raise ProtocolError(f"the message is larger than {limit} characters")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("the message is not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message is a JSON object")
    if data.get("v") != VERSION:
        raise ProtocolError(f"this table speaks version {VERSION} of the protocol, not {str(data.get('v'))[:20]}")
    if not isinstance(data.get("kind"), str):
        raise ProtocolError("the message has no kind")
    return data


def _check_field(kind: str, name: str, value: Any, expected: type | tuple[type, ...]) -> None:
    if type(value) is bool and expected is int:
        raise ProtocolError(f"'{name}' of '{kind}' must be a whole number")
    if not isinstance(value, expected):
        raise ProtocolError(f"'{name}' of '{kind}' has the wrong type")
    if isinstance(value, str) and len(value) > MAX_TEXT:
        raise ProtocolError(f"'{name}' of '{kind}' is too long")


def read_client(text: str | bytes) -> dict[str, Any]:
    """A client's message, checked: its kind is known and its fields have their types."""
    data = _parse(text, CLIENT_FRAME_LIMIT)
    kind = data["kind"]
    fields = CLIENT_KINDS.get(kind)
    if fields is None:
        raise ProtocolError(f"unknown message kind '{kind[:40]}'")
    for name, expected in fields.items():
        if name not in data:
            raise ProtocolError(f"'{kind}' needs '{name}'")
        _check_field(kind, name, data[name], expected)
    if kind == "hello":
        for name, expected in HELLO_FIELDS.items():
            if name in data:
                _check_field(kind, name, data[name], expected)
    return data


def read_host(text: str | bytes) -> dict[str, Any]:
    """A host's message, checked for its version and kind (its fields are read by the client that expects
    them, and a missing one is a ProtocolError there too)."""
    data = _parse(text, HOST_FRAME_LIMIT)
    if data["kind"] not in HOST_KINDS:
        raise ProtocolError(f"unknown message kind '{data['kind'][:40]}'")
    return data


def field(data: dict[str, Any], name: str, expected: type | tuple[type, ...]) -> Any:
    """A field of a host's message with its type, or ProtocolError."""
    if name not in data:
        raise ProtocolError(f"'{data.get('kind')}' needs '{name}'")
    value = data[name]
    if not isinstance(value, expected) or (type(value) is bool and expected is int):
        raise ProtocolError(f"'{name}' of '{data.get('kind')}' has the wrong type")
    return value


class RateLimit:
    """A token bucket: `RATE` messages a second on average, `BURST` at once."""

    def __init__(self, now: float, rate: float = RATE, burst: int = BURST) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.at = now
        #: messages refused in a row (a client that keeps flooding is disconnected).
        self.refused = 0

    def allow(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            self.refused = 0
            return True
        self.refused += 1
        return False


def split_invite(text: str) -> tuple[str | None, str]:
    """An invite as one string, `ADDRESS/CODE` (or a code alone): the address (None if not given) and the
    code."""
    text = text.strip()
    for prefix in ("ws://", "wss://"):
        text = text.removeprefix(prefix)
    if "/" in text:
        address, code = text.rsplit("/", 1)
        return address.strip() or None, code.strip()
    return None, text
