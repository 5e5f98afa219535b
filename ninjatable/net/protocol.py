"""The messages between a table's judge and its screens: frozen dataclasses, their wire form, a version and limits.

A table here passes these dataclasses themselves between its screen and its judge (`ninjatable.net.local`); over
the network each is one JSON object in one WebSocket text frame with `v` (the protocol version) and `kind`
(`encode`, `decode_client`, `decode_host`). This module is the only reader of `kind`. What comes from the wire
is data: a decoder checks the frame's size, that it is JSON, its version, its kind and each field's type, and
raises `ProtocolError` with the reason otherwise; a seat's state and what events carry are read by the codec
(`ninjatable.net.codec`), which never evaluates anything. A command is read with the game's own parser.

A screen says (`ClientMessage`):
- `Hello`: the first message of a connection — invites (each used once), seat tokens (seats taken already,
  after a reconnect), or a table's watch code; several seats may be played at one screen;
- `Create`: a new table (no seat is taken);
- `Command`: a seat's command, with `at`, the number of commands the screen had seen (a command meant for
  another moment is refused);
- `Undo` (the screen's last command back), `UndoAnswer` (to another screen's request), `Reveal` (the hand-over
  to a player at a screen of several was confirmed), `HintUsed` (a player at this screen was shown a hint).

The judge and the host say (`HostMessage`):
- `Welcome`: the table, the game, the seats played at this screen, their tokens (only when invites were used),
  the parameters and whether hints may be asked;
- `Update`: the screen's share of the table now (see `ninjatable.net.judge`);
- `Refused`: a sentence for the player (a command, an undo, a hello, a message that could not be read);
- `Created`: a new table's id, its invites and its watch code.
A screen's own connection adds `Lost` (the connection dropped; it comes back by itself) and `Unreadable` (the
host sent something this build cannot read).

Hello, Welcome and Create carry `build`, a digest of the protocol version and of the codec's class list: two
builds that would read each other's tables differently say so ("this host runs a different version of
ninjatable") instead of failing in the decoder.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, Protocol

from ninjatable.engine.commands import Command as GameCommand
from ninjatable.engine.protocol import Event, Game, Outcome, State
from ninjatable.engine.seats import Presence, SeatKind
from ninjatable.i18n import Message, Text, text_from_json, text_to_json
from ninjatable.net.codec import (
    CodecError,
    class_list_digest,
    decode_state,
    decode_value,
    encode_state,
    encode_value,
)

#: the version of these messages (3: the log, the seats' names, the reasons and the outcome travel as messages).
VERSION = 3

#: the largest frame a client may send (a command's text is a few dozen characters).
CLIENT_FRAME_LIMIT = 16 * 1024
#: the largest frame the host sends (a seat's state of the biggest arena is about 40 KB).
HOST_FRAME_LIMIT = 4 * 1024 * 1024

#: a client may send this many messages a second on average, in bursts up to `BURST`; more are refused.
RATE = 50.0
BURST = 100

#: the longest text a string field of a client message may hold, and the most codes a hello may carry.
MAX_TEXT = 2000
MAX_CODES = 8
#: the most seats an outcome may name, and the most sentences of its explanation.
MAX_SEATS_SHOWN = 16
MAX_EXPLANATION = 64

#: what either end says when the other runs another build.
OTHER_BUILD = ("This host runs a different version of ninjatable: every computer at a table needs the same "
               "version.")


class ProtocolError(ValueError):
    """A message that is not one this side may read, with the reason."""


def build() -> str:
    """This build's digest: the protocol version and the codec's class list."""
    return hashlib.sha256(f"{VERSION}:{class_list_digest()}".encode()).hexdigest()[:16]


# --- what a screen says ------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class SeatToken:
    """A seat taken already, and the secret that opens it again."""

    table: str
    seat: int
    token: str


@dataclasses.dataclass(frozen=True)
class Hello:
    """The first message of a connection: the seats it plays (invites, or tokens), a watch code, or an open
    table of a club (`table`: a free seat of it). `nonce` is the screen's own secret sent with invites: the same
    invites with the same nonce are welcomed again, with the same tokens, for a while (a welcome lost on the
    way)."""

    invites: tuple[str, ...] = ()
    tokens: tuple[SeatToken, ...] = ()
    watch: str | None = None
    build: str = dataclasses.field(default_factory=build)
    nonce: str | None = None
    table: str | None = None


@dataclasses.dataclass(frozen=True)
class Create:
    """A new table: its game, who plays each seat (a friend or a computer level), its parameters, whether it
    may be watched."""

    game: str
    seats: tuple[SeatKind, ...]
    parameters: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    watchable: bool = False
    build: str = dataclasses.field(default_factory=build)
    #: the host's key (a host that belongs to someone makes tables only for whoever holds it).
    key: str | None = None
    #: the table is listed in the host's list of open tables, and anyone may sit at a free seat.
    listed: bool = False


@dataclasses.dataclass(frozen=True)
class Reinvite:
    """A new invite for `seat` of `table` (the seat's old invite and token no longer open it); needs the key."""

    table: str
    seat: int
    key: str | None = None


@dataclasses.dataclass(frozen=True)
class ListTables:
    """The host's open tables (those listed, still being played)."""


@dataclasses.dataclass(frozen=True)
class Command:
    """`seat`'s command, given when the screen had seen `at` commands."""

    seat: int
    command: GameCommand
    at: int


@dataclasses.dataclass(frozen=True)
class Undo:
    """Take back the last command of a seat played at this screen (and every command after it)."""


@dataclasses.dataclass(frozen=True)
class UndoAnswer:
    """This screen's answer to another screen's request to take a move back."""

    agree: bool


@dataclasses.dataclass(frozen=True)
class Reveal:
    """The player of `seat` now has the screen (a screen of several players): show their share."""

    seat: int


@dataclasses.dataclass(frozen=True)
class HintUsed:
    """The player of `seat` was shown a hint (counted in the save and on the results screen)."""

    seat: int


ClientMessage = Hello | Create | Reinvite | ListTables | Command | Undo | UndoAnswer | Reveal | HintUsed


# --- what the judge and the host say -----------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Welcome:
    """A screen sits at a table: the seats played there (none: a spectator) and their tokens when invites were
    used."""

    table: str
    game: str
    seats: tuple[int, ...]
    tokens: tuple[SeatToken, ...] = ()
    parameters: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    hints: bool = False
    build: str = dataclasses.field(default_factory=build)


@dataclasses.dataclass(frozen=True)
class SeatInfo:
    """A seat as every screen sees it: its name (read in the screen's language), who plays it and whether they
    are at the table."""

    name: Text
    kind: SeatKind
    presence: Presence


@dataclasses.dataclass(frozen=True)
class LogLine:
    """A line of the log as its reader may read it, with the number of the command that wrote it (None: a line
    the judge added, a player gone or back)."""

    text: Text
    at: int | None


@dataclasses.dataclass(frozen=True)
class Applied:
    """What one command did, as the screen's reader may know it: who gave it, its events, and the command itself
    only when it was the reader's own."""

    seat: int
    command: GameCommand | None
    events: tuple[Event, ...]


@dataclasses.dataclass(frozen=True)
class UndoAsk:
    """Another screen's player asks to take back their last move; this screen is asked to agree."""

    by: int
    prompt: Text


@dataclasses.dataclass(frozen=True)
class Update:
    """A screen's share of the table now.

    `seat` is whose share it is (None: the public table, a spectator or a screen of several players between two
    hand-overs) and `viewer` the seat shown at the bottom. `state` is that seat's redacted state; `log` the log
    lines from `log_from` on (`reset`: the whole log, and `applied` left empty); `applied` what the commands since
    the screen's last update did. `waiting` are the seats awaited, `thinking` the computer seat thinking,
    `answered` the seat's own secret answer kept until every answer is in (at a screen of several players, of the
    player who had the screen last, until the next hand-over). `hand_over` is the player of this
    screen the computer must be handed to before a private share is shown; `undo` another screen's request to
    this one; `undo_refusal` why this screen could not take a move back now. `reasons` are what computer seats
    weighed, by command number, as the reader may know it (`reasons_reset`: all of them, else only new ones);
    `hints` the hints each seat used; `problem` a sentence when the table could not be kept (saved)."""

    at: int
    seat: int | None
    viewer: int
    state: State
    log_from: int
    log: tuple[LogLine, ...]
    applied: tuple[Applied, ...]
    reset: bool
    waiting: tuple[int, ...]
    thinking: int | None
    answered: GameCommand | None
    seats: tuple[SeatInfo, ...]
    hand_over: int | None = None
    undo: UndoAsk | None = None
    undo_refusal: Text | None = None
    outcome: Outcome | None = None
    hints: tuple[int, ...] = ()
    reasons: Mapping[int, tuple[Text, ...]] = dataclasses.field(default_factory=lambda: MappingProxyType({}))
    reasons_reset: bool = False
    problem: Text | None = None


@dataclasses.dataclass(frozen=True)
class Refused:
    """Why a message was not taken, in a player's words; nothing changed. `said`: the same sentence as data
    (`ninjatable.i18n.Message`), so that the screen reads it in its player's language."""

    reason: str
    said: Message | None = None

    @property
    def words(self) -> str:
        """The reason in the reader's language now (the host's words when it sent no message)."""
        return self.said.render() if self.said is not None else self.reason

    @classmethod
    def of(cls, said: Text) -> Refused:
        """A refusal of a sentence kept as data (its English words as `reason`), or of plain words."""
        if isinstance(said, str):
            return cls(said)
        return cls(said.english().format(**{name: str(value) for name, value in said.args}), said)


@dataclasses.dataclass(frozen=True)
class Created:
    """A new table: its id, an invite per seat (None for a computer seat) and its watch code (None: no
    spectators)."""

    table: str
    invites: tuple[str | None, ...]
    watch: str | None = None


@dataclasses.dataclass(frozen=True)
class Invited:
    """A seat's new invite code."""

    table: str
    seat: int
    code: str


@dataclasses.dataclass(frozen=True)
class OpenTable:
    """A table in a host's list: its game, its seats, the seats free to sit at and the players present."""

    table: str
    game: str
    seats: int
    free: int
    present: int


@dataclasses.dataclass(frozen=True)
class TableList:
    """A host's open tables."""

    tables: tuple[OpenTable, ...]


@dataclasses.dataclass(frozen=True)
class Lost:
    """The connection to the host dropped; it comes back by itself."""


@dataclasses.dataclass(frozen=True)
class Unreadable:
    """The host sent something that cannot be read, and why."""

    reason: str


HostMessage = Welcome | Update | Refused | Created | Invited | TableList | Lost | Unreadable


class Link(Protocol):
    """How a screen reaches its judge: in this process (`ninjatable.net.local.LocalLink`) or over the network
    (`ninjatable.net.client.Connection`)."""

    def send(self, message: ClientMessage) -> None:
        """Hand `message` to the judge."""

    def receive(self) -> list[HostMessage]:
        """What the judge said since the last call."""

    def tick(self, dt: float) -> None:
        """`dt` seconds pass at the screen (a judge in this process does what is due)."""

    def wait(self, timeout: float) -> bool:
        """Block until the judge may have news (tests, the playtest robot)."""

    def close(self) -> None:
        """The screen goes."""


# --- the wire ----------------------------------------------------------------------------------------------
def _check(kind: str, name: str, value: Any, expected: type | tuple[type, ...]) -> Any:
    if type(value) is bool and expected in (int, (int, type(None))):
        raise ProtocolError(f"'{name}' of '{kind}' must be a whole number")
    if not isinstance(value, expected):
        raise ProtocolError(f"'{name}' of '{kind}' has the wrong type")
    if isinstance(value, str) and len(value) > MAX_TEXT:
        raise ProtocolError(f"'{name}' of '{kind}' is too long")
    return value


class _Fields:
    """The fields of one message as read from the wire, each checked for its type."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.kind = str(data["kind"])

    def get(self, name: str, expected: type | tuple[type, ...]) -> Any:
        if name not in self.data:
            raise ProtocolError(f"'{self.kind}' needs '{name}'")
        return _check(self.kind, name, self.data[name], expected)

    def optional(self, name: str, expected: type | tuple[type, ...], default: Any = None) -> Any:
        value = self.data.get(name, default)
        return default if value is None else _check(self.kind, name, value, expected)

    def items(self, name: str, expected: type | tuple[type, ...], most: int | None = None) -> tuple[Any, ...]:
        values = self.optional(name, list, [])
        if most is not None and len(values) > most:
            raise ProtocolError(f"'{name}' of '{self.kind}' holds too many")
        return tuple(_check(self.kind, name, value, expected) for value in values)


def _seat_kinds(values: tuple[Any, ...]) -> tuple[SeatKind, ...]:
    try:
        return tuple(SeatKind.parse(value) for value in values)
    except ValueError as exc:
        raise ProtocolError(str(exc)) from None


def _token(data: dict[str, Any]) -> SeatToken:
    fields = _Fields({**data, "kind": "token"})
    return SeatToken(fields.get("table", str), fields.get("seat", int), fields.get("token", str))


def _command(fields: _Fields, game: Game | None) -> Command:
    if game is None:
        raise ProtocolError("Sit at a table first: a command needs a seat.")
    text = fields.get("text", str)
    try:
        command = game.parse_command(text)
    except ValueError as exc:
        raise ProtocolError(f"That is not a move of this game: {exc}") from None
    return Command(fields.get("seat", int), command, fields.get("at", int))


_CLIENT_READERS: dict[str, Callable[[_Fields, Game | None], ClientMessage]] = {
    "hello": lambda f, _: Hello(f.items("invites", str, MAX_CODES),
                                tuple(_token(t) for t in f.items("tokens", dict, MAX_CODES)),
                                f.optional("watch", str), f.get("build", str), f.optional("nonce", str),
                                f.optional("table", str)),
    "create": lambda f, _: Create(f.get("game", str), _seat_kinds(f.items("seats", str, 16)),
                                  MappingProxyType(dict(f.optional("parameters", dict, {}))),
                                  f.optional("watchable", bool, False), f.get("build", str),
                                  f.optional("key", str), f.optional("listed", bool, False)),
    "reinvite": lambda f, _: Reinvite(f.get("table", str), f.get("seat", int), f.optional("key", str)),
    "list_tables": lambda f, _: ListTables(),
    "command": _command,
    "undo": lambda f, _: Undo(),
    "undo_answer": lambda f, _: UndoAnswer(f.get("agree", bool)),
    "reveal": lambda f, _: Reveal(f.get("seat", int)),
    "hint_used": lambda f, _: HintUsed(f.get("seat", int)),
}


def _wire_event(game: Game, event: Event) -> dict[str, Any]:
    return {"text": text_to_json(event.text), "seat": event.seat, "kind": event.kind, "irreversible": event.irreversible,
            "data": encode_value(game, event.data)}


def _wire_update(game: Game, update: Update) -> dict[str, Any]:
    return {"at": update.at, "seat": update.seat, "viewer": update.viewer, "state": encode_state(game, update.state),
            "log_from": update.log_from, "log": [[text_to_json(line.text), line.at] for line in update.log],
            "applied": [{"seat": a.seat, "command": a.command.to_text() if a.command is not None else None,
                         "events": [_wire_event(game, event) for event in a.events]} for a in update.applied],
            "reset": update.reset, "waiting": list(update.waiting), "thinking": update.thinking,
            "answered": update.answered.to_text() if update.answered is not None else None,
            "seats": [[text_to_json(info.name), info.kind.value, info.presence.value] for info in update.seats],
            "hand_over": update.hand_over,
            "undo": [update.undo.by, text_to_json(update.undo.prompt)] if update.undo is not None else None,
            "undo_refusal": _wire_text(update.undo_refusal),
            "outcome": _wire_outcome(update.outcome) if update.outcome is not None else None,
            "hints": list(update.hints), "reasons": [[at, [text_to_json(line) for line in lines]] for at, lines in update.reasons.items()],
            "reasons_reset": update.reasons_reset, "problem": _wire_text(update.problem)}


def _wire_outcome(outcome: Outcome) -> dict[str, Any]:
    """How a game ended, its explanation as messages (each screen reads it in its own language)."""
    return {"scores": list(outcome.scores), "winners": list(outcome.winners), "ranking": list(outcome.ranking),
            "explanation": [text_to_json(line) for line in outcome.explanation],
            "returns": list(outcome.returns) if outcome.returns is not None else None}


def _wire_text(text: Text | None) -> Any:
    return text_to_json(text) if text is not None else None


def _wire_token(token: SeatToken) -> dict[str, Any]:
    return {"table": token.table, "seat": token.seat, "token": token.token}


def _wire_fields(message: ClientMessage | HostMessage, game: Game | None) -> tuple[str, dict[str, Any]]:
    """A message's kind and fields as JSON values."""
    if isinstance(message, Update):
        if game is None:
            raise ValueError("an update is written with its game")
        return "update", _wire_update(game, message)
    if isinstance(message, Command):
        return "command", {"seat": message.seat, "text": message.command.to_text(), "at": message.at}
    if isinstance(message, Hello):
        return "hello", {"invites": list(message.invites), "tokens": [_wire_token(t) for t in message.tokens],
                         "watch": message.watch, "build": message.build, "nonce": message.nonce,
                         "table": message.table}
    if isinstance(message, Welcome):
        return "welcome", {"table": message.table, "game": message.game, "seats": list(message.seats),
                           "tokens": [_wire_token(t) for t in message.tokens],
                           "parameters": dict(message.parameters), "hints": message.hints, "build": message.build}
    if isinstance(message, Create):
        return "create", {"game": message.game, "seats": [kind.value for kind in message.seats],
                          "parameters": dict(message.parameters), "watchable": message.watchable,
                          "build": message.build, "key": message.key, "listed": message.listed}
    if isinstance(message, Refused):
        return "refused", {"reason": message.reason,
                           "said": message.said.to_json() if message.said is not None else None}
    if isinstance(message, TableList):
        return "table_list", {"tables": [dataclasses.asdict(entry) for entry in message.tables]}
    return _KINDS[type(message)], dataclasses.asdict(message)


_KINDS: dict[type, str] = {Undo: "undo", UndoAnswer: "undo_answer", Reveal: "reveal", HintUsed: "hint_used",
                           Created: "created", Reinvite: "reinvite", ListTables: "list_tables",
                           Invited: "invited"}


def encode(message: ClientMessage | HostMessage, game: Game | None = None) -> str:
    """A message as the text of one frame (`game`: the table's game, for an update). Raises CodecError for an
    update whose state cannot travel."""
    kind, fields = _wire_fields(message, game)
    return json.dumps({"v": VERSION, "kind": kind, **fields}, separators=(",", ":"))


def _parse(text: str | bytes, limit: int) -> _Fields:
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
        raise ProtocolError(OTHER_BUILD)
    if not isinstance(data.get("kind"), str):
        raise ProtocolError("the message has no kind")
    return _Fields(data)


def decode_client(text: str | bytes, game: Game | None) -> ClientMessage:
    """A screen's message, checked (`game`: the game of the table the connection sits at, to read a command;
    None before it sits). Raises ProtocolError with the reason."""
    fields = _parse(text, CLIENT_FRAME_LIMIT)
    reader = _CLIENT_READERS.get(fields.kind)
    if reader is None:
        raise ProtocolError(f"unknown message kind '{fields.kind[:40]}'")
    return reader(fields, game)


def _event(game: Game, data: Any) -> Event:
    if not isinstance(data, dict):
        raise ProtocolError("a malformed event")
    fields = _Fields({**data, "kind": "event"})
    found = decode_value(game, fields.optional("data", (dict, list), {}))
    return Event(_text(fields.data.get("text"), "an event"), fields.optional("seat", int), str(data.get("kind", "info")), {},
                 fields.optional("irreversible", bool, False), found if isinstance(found, dict) else {})


def _game_command(game: Game, text: str | None) -> GameCommand | None:
    if text is None:
        return None
    try:
        return game.parse_command(text)
    except ValueError as exc:
        raise ProtocolError(f"a command that cannot be read: {exc}") from None


def _applied(game: Game, data: Any) -> Applied:
    if not isinstance(data, dict):
        raise ProtocolError("a malformed applied command")
    fields = _Fields({**data, "kind": "applied"})
    return Applied(fields.get("seat", int), _game_command(game, fields.optional("command", str)),
                   tuple(_event(game, event) for event in fields.get("events", list)))


def _text(data: Any, what: str) -> Text:
    """Words or a message from the wire (`what` names where it stood, for the refusal)."""
    try:
        return text_from_json(data)
    except ValueError as exc:
        raise ProtocolError(f"{what} that cannot be read: {exc}") from None


def _optional_text(data: Any, what: str) -> Text | None:
    return None if data is None else _text(data, what)


def _numbers(data: Any, kind: type, what: str) -> tuple[Any, ...]:
    if not (isinstance(data, list) and len(data) <= MAX_SEATS_SHOWN
            and all(type(item) is kind or (kind is float and type(item) is int) for item in data)):
        raise ProtocolError(f"the outcome's {what} are malformed")
    return tuple(kind(item) for item in data)


def _outcome(data: Any) -> Outcome:
    """How a game ended, from the wire."""
    if not isinstance(data, dict):
        raise ProtocolError("the outcome is not an outcome")
    explanation = data.get("explanation", [])
    if not isinstance(explanation, list) or len(explanation) > MAX_EXPLANATION:
        raise ProtocolError("the outcome's explanation is malformed")
    returns = data.get("returns")
    return Outcome(_numbers(data.get("scores"), float, "scores"), _numbers(data.get("winners"), int, "winners"),
                   _numbers(data.get("ranking"), int, "ranking"),
                   tuple(_text(line, "the outcome's explanation") for line in explanation),
                   _numbers(returns, float, "returns") if returns is not None else None)


def _seat_info(data: Any) -> SeatInfo:
    if not (isinstance(data, list) and len(data) == 3 and all(isinstance(item, str) for item in data[1:])):
        raise ProtocolError("a malformed seat")
    try:
        return SeatInfo(_text(data[0], "a seat's name"), SeatKind.parse(data[1]), Presence.parse(data[2]))
    except ValueError as exc:
        raise ProtocolError(str(exc)) from None


def _log_line(data: Any) -> LogLine:
    if not (isinstance(data, list) and len(data) == 2 and (data[1] is None or type(data[1]) is int)):
        raise ProtocolError("a malformed log line")
    return LogLine(_text(data[0], "a log line"), data[1])


def _reasons(items: tuple[Any, ...]) -> Mapping[int, tuple[Text, ...]]:
    found: dict[int, tuple[Text, ...]] = {}
    for item in items:
        if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int and isinstance(item[1], list)):
            raise ProtocolError("malformed reasons")
        found[item[0]] = tuple(_text(line, "a computer's reason") for line in item[1])
    return MappingProxyType(found)


def _update(fields: _Fields, game: Game | None) -> Update:
    if game is None:
        raise ProtocolError("an update came before the welcome")
    outcome = _outcome(fields.data["outcome"]) if fields.data.get("outcome") is not None else None
    undo = fields.optional("undo", list)
    if undo is not None and not (len(undo) == 2 and type(undo[0]) is int):
        raise ProtocolError("a malformed undo request")
    return Update(
        fields.get("at", int), fields.optional("seat", int), fields.get("viewer", int),
        decode_state(game, fields.data.get("state")), fields.get("log_from", int),
        tuple(_log_line(line) for line in fields.get("log", list)),
        tuple(_applied(game, item) for item in fields.get("applied", list)), fields.get("reset", bool),
        fields.items("waiting", int), fields.optional("thinking", int),
        _game_command(game, fields.optional("answered", str)),
        tuple(_seat_info(seat) for seat in fields.get("seats", list)), fields.optional("hand_over", int),
        UndoAsk(undo[0], _text(undo[1], "an undo request")) if undo is not None else None,
        _optional_text(fields.data.get("undo_refusal"), "an undo refusal"),
        outcome, fields.items("hints", int), _reasons(fields.items("reasons", list)),
        fields.optional("reasons_reset", bool, False), _optional_text(fields.data.get("problem"), "a problem"))


def _welcome(fields: _Fields) -> Welcome:
    return Welcome(fields.get("table", str), fields.get("game", str), fields.items("seats", int),
                   tuple(_token(t) for t in fields.items("tokens", dict, MAX_CODES)),
                   MappingProxyType(dict(fields.optional("parameters", dict, {}))),
                   fields.optional("hints", bool, False), fields.get("build", str))


def _refused(fields: _Fields) -> Refused:
    """A refusal, in this screen's language when the host sent its sentence as data."""
    reason = fields.get("reason", str)
    said = fields.optional("said", dict)
    if said is None:
        return Refused(reason)
    try:
        message = Message.from_json(said)
    except ValueError as exc:
        raise ProtocolError(f"a refusal that cannot be read: {exc}") from None
    return Refused(message.render(), message)


def _open_table(data: dict[str, Any]) -> OpenTable:
    fields = _Fields({**data, "kind": "open table"})
    return OpenTable(fields.get("table", str), fields.get("game", str), fields.get("seats", int),
                     fields.get("free", int), fields.get("present", int))


_HOST_READERS: dict[str, Callable[[_Fields, Game | None], HostMessage]] = {
    "welcome": lambda f, _: _welcome(f),
    "update": _update,
    "refused": lambda f, _: _refused(f),
    "invited": lambda f, _: Invited(f.get("table", str), f.get("seat", int), f.get("code", str)),
    "table_list": lambda f, _: TableList(tuple(_open_table(entry) for entry in f.items("tables", dict, 1000))),
    "created": lambda f, _: Created(f.get("table", str), f.items("invites", (str, type(None))),
                                    f.optional("watch", str)),
}


def decode_host(text: str | bytes, game: Game | None) -> HostMessage:
    """A host's message, checked (`game`: the table's game, known from the welcome, to read an update). Raises
    ProtocolError (or CodecError, for a state that is not one of the game's) with the reason."""
    fields = _parse(text, HOST_FRAME_LIMIT)
    reader = _HOST_READERS.get(fields.kind)
    if reader is None:
        raise ProtocolError(f"unknown message kind '{fields.kind[:40]}'")
    try:
        return reader(fields, game)
    except CodecError:
        raise
    except (TypeError, KeyError, IndexError) as exc:
        raise ProtocolError(f"a malformed '{fields.kind}': {type(exc).__name__}") from None


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
