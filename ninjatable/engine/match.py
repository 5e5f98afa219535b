"""A match: the seats, the command history, the log, undo, and save/load.

A save is JSON: format version, game, parameters, seats, seed and the commands in text form (and, once the game
is over, its result, for the lists to show without replaying it). Loading replays the commands from the seed, so
a save can never hold a state the rules could not reach. A long game's save is written packed (gzip): the same
JSON, smaller; the reader unpacks it within the same limits.
"""

from __future__ import annotations

import dataclasses
import gzip
import json
import os
import stat
import tempfile
import zlib
from pathlib import Path
from typing import Any

from ninjatable.engine import registry
from ninjatable.engine.commands import Command
from ninjatable.engine.errors import IllegalCommand, MapError, SaveError, printable, quoted
from ninjatable.engine.protocol import Event, Game, State
from ninjatable.engine.registry import get_game
from ninjatable.engine.seats import SeatKind
from ninjatable.i18n import Message, _, msg, msg_n, number

SAVE_FORMAT = 1
#: the text forms of the seat kinds a match (and its save) holds.
SEAT_KINDS = tuple(kind.value for kind in SeatKind.local())


@dataclasses.dataclass
class LogEntry:
    """One event of the log, with the number of the command that caused it."""

    command_index: int
    event: Event


def failure(exc: BaseException) -> str:
    """An unexpected error in words for a message: its kind and what it says."""
    return f"{exc.__class__.__name__}: {exc}"


def check_unlisted_parameters(game: Game, parameters: dict[str, Any], num_seats: int) -> None:
    """A parameter the seat setup does not offer for this number of players keeps its default: raise
    ValueError for any other value (a save cannot point it elsewhere)."""
    offered = game.parameter_choices(num_seats)
    for key, default in game.default_parameters.items():
        value = parameters.get(key)
        if key not in offered and (value != default or type(value) is not type(default)):
            raise ValueError(_("{game}: {option} {value} cannot be chosen (it is {default})").format(
                game=game.title, option=game.parameter_title(key), value=quoted(str(value), 40), default=default))


class Match:
    """A game in progress with its seats. The only place where commands enter a state."""

    def __init__(self, game: Game, seats: list[str] | list[SeatKind], seed: int,
                 parameters: dict[str, Any] | None = None, casual_undo: bool = False) -> None:
        for kind in seats:
            if kind not in SEAT_KINDS:
                raise ValueError(_("unknown seat kind '{kind}' (use {kinds})").format(kind=printable(str(kind), 20),
                                                                                     kinds=", ".join(SEAT_KINDS)))
        if len(seats) not in game.seat_counts:
            counts = ", ".join(str(n) for n in game.seat_counts)
            raise ValueError(_("{game} is played by {counts} players, not {n}").format(game=game.title, counts=counts,
                                                                                      n=len(seats)))
        if type(seed) is not int or not -SEED_LIMIT <= seed < SEED_LIMIT:
            raise ValueError(_("the seed must be a whole number below 2^63 in size, not {seed}").format(
                seed=printable(repr(seed), 30)))
        self.game = game
        self.seats = [SeatKind.parse(kind) for kind in seats]
        self.seed = seed
        if parameters is not None and not isinstance(parameters, dict):
            raise ValueError(_("the parameters must be given as names and values"))
        self.parameters = game.parameters(parameters)
        game.check_parameters(self.parameters, len(seats))
        check_unlisted_parameters(game, self.parameters, len(seats))
        self.casual_undo = bool(casual_undo)
        self.history: list[tuple[int, Command]] = []
        self.log: list[LogEntry] = []
        self.state: State = game.new_state(len(seats), seed, self.parameters)
        #: how many hints each seat asked for (kept in the save; undo does not give a hint back).
        self.hints: list[int] = [0] * len(self.seats)
        #: each command of the history with its text and its line in the save, worked out once (a long game is
        #: saved after every order): see `_saved_commands`.
        self._saved: list[tuple[tuple[int, Command], str, str]] = []

    # --- playing -------------------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.seats) if kind == SeatKind.HUMAN]

    def submit(self, seat: int, command: Command) -> list[Event]:
        """Give a command for `seat`. Raises IllegalCommand (state unchanged) if the rules refuse it."""
        events = self.state.apply(seat, command)
        self.history.append((seat, command))
        index = len(self.history) - 1
        self.log.extend(LogEntry(index, event) for event in events)
        return events

    def view(self, seat: int | None) -> Any:
        """What `seat` may know now, to draw (None: a spectator)."""
        return self.game.view(self.state, seat)

    def redacted(self, seat: int | None) -> State:
        """The state as `seat` may know it (for the computer seats and for previews)."""
        return self.game.redact(self.state, seat)

    def log_for(self, seat: int | None) -> list[str]:
        """The log in words, as `seat` may read it."""
        return [entry.event.text_for(seat) for entry in self.log]

    # --- undo ----------------------------------------------------------------------------------------
    def undo_target(self, seats: list[int]) -> int | None:
        """The history length to go back to so that the last command of one of `seats` is taken back
        (with every AI command after it), or None if there is none or a draw, reveal or roll is in the way."""
        for index in range(len(self.history) - 1, -1, -1):
            if self.history[index][0] in seats:
                break
        else:
            return None
        if not self.casual_undo:
            if any(entry.event.irreversible for entry in self.log if entry.command_index >= index):
                return None
        return index

    def undo_reason(self, seats: list[int]) -> Message | None:
        """Why undo is not possible now, or None if it is."""
        if not any(seat in seats for seat, _ in self.history):
            return msg("There is nothing of yours to undo.")
        if self.undo_target(seats) is None:
            return msg("Undo cannot go back across a card draw, a reveal or a die roll (casual undo is off).")
        return None

    def undo(self, seats: list[int]) -> bool:
        """Take back the last command of one of `seats`; True if something was undone."""
        target = self.undo_target(seats)
        if target is None:
            return False
        self._replay(self.history[:target])
        return True

    def _replay(self, history: list[tuple[int, Command]]) -> None:
        self.state = self.game.new_state(len(self.seats), self.seed, self.parameters)
        self.history = []
        self.log = []
        for seat, command in history:
            self.submit(seat, command)

    # --- saving --------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The save: the seed and the commands (and, as a hint for the lists of saves, whether the game is over
        and, once it is, its result; loading never trusts them, the commands are replayed), with the hints used
        when there were any."""
        return self._fields([[entry[0], text] for entry, text, _ in self._saved_commands()])

    def _fields(self, commands: list[Any]) -> dict[str, Any]:
        """The save's fields in the order they are written, with `commands` as its commands."""
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "game": self.game.name,
            "parameters": self.parameters,
            "seats": [str(kind) for kind in self.seats],
            "seed": self.seed,
            "casual_undo": self.casual_undo,
            "commands": commands,
            "over": self.state.is_over(),
        }
        if any(self.hints):
            data["hints"] = list(self.hints)
        result = self.result()
        if result is not None:
            data["result"] = result
        return data

    def result(self) -> dict[str, Any] | None:
        """A finished game's result as a save records it (`check_result`): every seat's name and score, the
        winners and the ranking, best first. None while the game goes on."""
        if not self.state.is_over():
            return None
        outcome = self.state.outcome()
        count = len(self.seats)
        return {"names": [self.state.seat_name(seat) for seat in range(count)],
                "scores": [outcome.scores[seat] if seat < len(outcome.scores) else 0 for seat in range(count)],
                "winners": [seat for seat in outcome.winners if 0 <= seat < count],
                "ranking": [seat for seat in outcome.ranking if 0 <= seat < count]}

    def _saved_commands(self) -> list[tuple[tuple[int, Command], str, str]]:
        """Every command of the history with its text and its save line, each worked out once: entries already
        seen (the same objects at the same places) are kept, the rest (new orders, or all after an undo) are
        written out."""
        saved, history = self._saved, self.history
        count = min(len(saved), len(history))
        if count and saved[0][0] is history[0] and saved[count - 1][0] is history[count - 1]:
            kept = count  # the history only grows at its end, or is made anew (undo): the ends tell
        else:
            kept = 0
        del saved[kept:]
        for entry in history[kept:]:
            text = entry[1].to_text()
            saved.append((entry, text, command_line(entry[0], text)))
        return saved

    def save_bytes(self) -> bytes:
        """The save file's bytes (`save_bytes`), the command lines reused from the last save."""
        saved = self._saved_commands()
        return save_bytes(self._fields(saved), [line for _, _, line in saved])

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the save atomically: a crash mid-write leaves the old file whole. A save is never written larger
        than a save may be read (`MAX_SAVE_BYTES`, `MAX_SAVE_TEXT`, `MAX_COMMANDS`): then `SaveTooLarge` is raised
        and the old file stays."""
        write_atomically(Path(path), self.save_bytes())

    @classmethod
    def from_json(cls, data: Any, source: str = "<save>") -> Match:
        """Rebuild a match by replaying its commands. Raises SaveError naming `source` and the problem, and
        nothing else, whatever `data` holds."""
        check_save(data, source)
        try:
            game = get_game(data["game"])
        except KeyError as exc:
            raise SaveError(source, msg("unknown game {game}", game=quoted(data["game"]))) from exc
        except Exception as exc:  # a game package that cannot be imported
            raise SaveError(source, msg("the game {game} cannot be loaded ({error})", game=quoted(data["game"]),
                                        error=exc.__class__.__name__)) from exc
        try:
            match = cls(game, data["seats"], data["seed"], data.get("parameters", {}),
                        casual_undo=data.get("casual_undo", False))
        except (ValueError, TypeError, KeyError, MapError) as exc:
            raise SaveError(source, str(exc)) from exc
        except Exception as exc:  # the game could not be set up from these values
            raise SaveError(source, msg("the game cannot be set up ({error})",
                                        error=failure(exc))) from exc
        match.hints = _hints(data.get("hints"), len(match.seats), source)
        for place, (seat, text) in enumerate(data["commands"], start=1):
            match.replay_command(place, seat, text, source)
        return match

    def replay_command(self, number: int, seat: int, text: str, source: str) -> None:
        """Replay command `number` of a save; a command the game cannot read or refuses is a SaveError."""
        if seat >= len(self.seats):
            raise SaveError(source, msg_n("command {command} is given by player {player}, but the game has {n} "
                                          "player", "command {command} is given by player {player}, but the game "
                                          "has {n} players", n=len(self.seats), command=number, player=seat + 1))
        try:
            command = self.game.parse_command(text)
            self.submit(seat, command)
        except ValueError as exc:
            raise SaveError(source, msg("command {command} ({text}) cannot be read: {problem}", command=number,
                                        text=quoted(text), problem=printable(str(exc), 200))) from exc
        except IllegalCommand as exc:
            raise SaveError(source, msg("command {command} ({text}) is not legal: {reason}", command=number,
                                        text=quoted(text), reason=exc.reason)) from exc
        except Exception as exc:  # the rules failed on it: the save is unusable, the app goes on
            raise SaveError(source, msg("command {command} ({text}) cannot be replayed ({error})", command=number,
                                        text=quoted(text), error=failure(exc))) from exc

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Match:
        """Read a save file. Raises SaveError naming the file and what is wrong; never changes the file."""
        source = str(path)
        return cls.from_json(read_save_json(Path(path), source), source)


#: the most commands a save may hold. A game may take any number of orders (a Ninja All-Stars ninja may turn as
#: often as it likes in its activation): the bound is what the app can hold of a game. Each order in play keeps
#: about a kilobyte (its command and log), so a game of a million orders would hold a gigabyte and take a minute
#: to replay; the longest games seen took some twenty thousand.
MAX_COMMANDS = 1_000_000
#: the most text a save may hold, once unpacked: the most commands at 128 bytes a line (a line is 30 to 50 bytes,
#: the longest command of any game some 110), read and written.
MAX_SAVE_TEXT = 128 * MAX_COMMANDS
#: the largest save file, read and written: a save of more than `PLAIN_SAVE_BYTES` is written packed (gzip, six to
#: thirty times smaller), so the longest save fits; one limit, checked when a save is written so that every save
#: the app writes reads back.
MAX_SAVE_BYTES = 16 * 1024 * 1024
#: a save up to this size is written as plain text (one command a line, readable and editable): some thirty
#: thousand orders.
PLAIN_SAVE_BYTES = 1024 * 1024
#: how hard a long save is packed: gzip's fastest level (a save is written after every order).
PACK_LEVEL = 1
SEED_LIMIT = 2 ** 63
#: the first bytes of a packed save.
_GZIP_MAGIC = b"\x1f\x8b"


class SaveTooLarge(OSError):
    """A save that would be larger than a save may be read: it is not written (the last one stays)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.strerror = message


def command_line(seat: int, text: str) -> str:
    """One command as its line in a save: `[seat,"text"]`."""
    return json.dumps([seat, text], ensure_ascii=False, separators=(",", ":"))


def save_text(data: dict[str, Any], lines: list[str] | None = None) -> str:
    """A save's JSON as written: one field a line, one command a line (compact enough for long games, still
    readable and editable). `lines`: the commands' lines already written out (`command_line`; `data["commands"]`
    is then only counted), else they are made from `data["commands"]`. Raises `SaveTooLarge` for a save that
    could not be read back: more commands than `MAX_COMMANDS`, or more text than `MAX_SAVE_TEXT`."""
    entries = data.get("commands", [])
    if len(entries) > MAX_COMMANDS:
        raise SaveTooLarge(_("the game has {n} orders, more than the {most} a save may hold").format(
            n=number(len(entries)), most=number(MAX_COMMANDS)))
    if lines is None:
        lines = [command_line(seat, text) for seat, text in entries]
    fields = [f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}" for key, value in data.items()
              if key != "commands"]
    commands = ",\n  ".join(lines)
    fields.append(f' "commands": [\n  {commands}\n ]' if commands else ' "commands": []')
    text = "{\n" + ",\n".join(fields) + "\n}\n"
    if len(text) > MAX_SAVE_TEXT:  # characters: at least as many bytes
        raise SaveTooLarge(_("the save would be {size} MB, more than the {most} MB a save may hold ({n} orders)").format(
            size=number(len(text) / 1e6, 1), most=number(MAX_SAVE_TEXT // (1024 * 1024)), n=number(len(entries))))
    return text


def save_bytes(data: dict[str, Any], lines: list[str] | None = None) -> bytes:
    """A save file's bytes: its text (`save_text`), packed with gzip when longer than `PLAIN_SAVE_BYTES`. Raises
    `SaveTooLarge` for a save that could not be read back (see `save_text`; or a file larger than
    `MAX_SAVE_BYTES`)."""
    text = save_text(data, lines)
    raw = text.encode("utf-8")
    if len(raw) > MAX_SAVE_TEXT:
        raise SaveTooLarge(_("the save would be {size} MB, more than the {most} MB a save may hold").format(
            size=number(len(raw) / 1e6, 1), most=number(MAX_SAVE_TEXT // (1024 * 1024))))
    if len(raw) > min(PLAIN_SAVE_BYTES, MAX_SAVE_BYTES):
        raw = gzip.compress(raw, PACK_LEVEL, mtime=0)
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveTooLarge(_("the save would be {size} MB, more than the {most} MB a save may be ({n} orders)").format(
            size=number(len(raw) / 1e6, 1), most=number(MAX_SAVE_BYTES // (1024 * 1024)),
            n=number(len(data.get("commands", [])))))
    return raw


_SAVE_FIELDS = {"format", "game", "parameters", "seats", "seed", "casual_undo", "commands", "over", "hints", "result"}


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save may hold")  # read as the JSON's problem, below


def read_save_json(path: Path, source: str) -> Any:
    """The JSON of a save file, read with its size checked first (a packed save unpacked within
    `MAX_SAVE_TEXT`). Raises SaveError for a missing, unreadable, too large, non-UTF-8 or damaged file, or one
    nested too deeply."""
    try:
        info = path.stat()
    except FileNotFoundError as exc:
        raise SaveError(source, msg("the file does not exist")) from exc
    except OSError as exc:
        raise SaveError(source, msg("the file cannot be read ({reason})",
                                    reason=exc.strerror or exc.__class__.__name__)) from exc
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(source, msg("this is not a file"))
    if info.st_size > MAX_SAVE_BYTES:
        raise SaveError(source, msg("the file is too large to be a save ({size} MB; a save is at most {most} MB)",
                                    size=round(info.st_size / 1e6, 1), most=MAX_SAVE_BYTES // (1024 * 1024)))
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError as exc:
        raise SaveError(source, msg("the file does not exist")) from exc
    except OSError as exc:
        raise SaveError(source, msg("the file cannot be read ({reason})",
                                    reason=exc.strerror or exc.__class__.__name__)) from exc
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(source, msg("the file is too large to be a save"))
    if raw.startswith(_GZIP_MAGIC):
        raw = _unpacked(raw, source)
    if not raw.strip():
        raise SaveError(source, msg("the file is empty (a save interrupted before it was written)"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(source, msg("the file is not UTF-8 text (byte {byte})", byte=exc.start + 1)) from exc
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise SaveError(source, msg("damaged JSON at line {line}, column {column}", line=exc.lineno,
                                    column=exc.colno)) from exc
    except RecursionError as exc:
        raise SaveError(source, msg("the JSON is nested too deeply to be a save")) from exc
    except ValueError as exc:  # a number too long to read, NaN, Infinity
        raise SaveError(source, msg("the JSON holds a value no save holds ({value})",
                                    value=printable(str(exc), 80))) from exc


def _unpacked(raw: bytes, source: str) -> bytes:
    """A packed save's text, unpacked no further than `MAX_SAVE_TEXT`. Raises SaveError for damaged packing or
    more text than a save may hold."""
    unpacker = zlib.decompressobj(wbits=31)  # gzip
    try:
        text = unpacker.decompress(raw, MAX_SAVE_TEXT + 1)
    except zlib.error as exc:
        raise SaveError(source, msg("the packed save is damaged ({problem})",
                                    problem=printable(str(exc), 80))) from exc
    if len(text) > MAX_SAVE_TEXT:
        raise SaveError(source, msg("the save unpacks to more than the {most} MB a save may hold",
                                    most=MAX_SAVE_TEXT // (1024 * 1024)))
    if not unpacker.eof or unpacker.unused_data:
        raise SaveError(source, msg("the packed save is cut short or has more after its end"))
    return text


def _is_int(value: Any) -> bool:
    return type(value) is int


def check_save(data: Any, source: str) -> None:
    """Check the shape of a save before anything is replayed: every field present with its exact type (a
    seed `1.0`, a seat `true` or a parameter list are refused), the game registered, sizes bounded. Raises
    SaveError naming `source` and the first problem. The commands' texts are read by the game later."""
    if not isinstance(data, dict):
        raise SaveError(source, msg("not a ninjatable save (expected a JSON object)"))
    if not (_is_int(data.get("format")) and data["format"] == SAVE_FORMAT):
        raise SaveError(source, msg("unknown save format {format} (this version reads {version})",
                                    format=quoted(repr(data.get("format")), 20), version=SAVE_FORMAT))
    unknown = sorted(set(data) - _SAVE_FIELDS)
    if unknown:
        raise SaveError(source, msg("unknown field {field}", field=quoted(unknown[0], 30)))
    for key, test, words in (("game", lambda v: type(v) is str, str), ("seats", lambda v: type(v) is list, list),
                             ("seed", _is_int, int), ("commands", lambda v: type(v) is list, list)):
        if key not in data:
            raise SaveError(source, msg("the field '{field}' is missing", field=key))
        if not test(data[key]):
            raise SaveError(source, msg("the field '{field}' must be {kind}, not {given}", field=key,
                                        kind=_kind_words(words), given=_type_name(data[key])))
    if data["game"] not in registry.CATALOGUE:
        known = ", ".join(registry.CATALOGUE)
        raise SaveError(source, msg("unknown game {game} (known: {known})", game=quoted(data["game"], 30),
                                    known=known))
    if not -SEED_LIMIT <= data["seed"] < SEED_LIMIT:
        raise SaveError(source, msg("the seed is out of range"))
    for key in ("casual_undo", "over"):
        if key in data and type(data[key]) is not bool:
            raise SaveError(source, msg("the field '{field}' must be {kind}, not {given}", field=key,
                                        kind=_kind_words(bool), given=_type_name(data[key])))
    _check_seats(data["seats"], source)
    _check_parameters(data.get("parameters", {}), source)
    _check_commands(data["commands"], len(data["seats"]), source)
    if "result" in data:
        check_result(data["result"], len(data["seats"]), source)


#: a JSON value's kind in words.
_KIND_WORDS: dict[type, Message] = {
    bool: msg("true or false"), int: msg("a whole number"), float: msg("a decimal number"), str: msg("a text"),
    list: msg("a list"), dict: msg("an object"), type(None): msg("null")}


def _kind_words(kind: type) -> Message | str:
    """A JSON kind in words, for messages."""
    return _KIND_WORDS.get(kind, kind.__name__)


def _type_name(value: Any) -> Message | str:
    """A JSON value's kind in words, for messages."""
    return _kind_words(type(value))


def _check_seats(seats: list[Any], source: str) -> None:
    if not 1 <= len(seats) <= 8:
        raise SaveError(source, msg("a game has 1 to 8 seats, this save has {n}", n=len(seats)))
    for place, kind in enumerate(seats, start=1):
        if type(kind) is not str or kind not in SEAT_KINDS:
            shown = quoted(kind, 20) if type(kind) is str else _type_name(kind)
            raise SaveError(source, msg("seat {seat} is {kind}, not one of {kinds}", seat=place, kind=shown,
                                        kinds=", ".join(SEAT_KINDS)))


def _check_parameters(parameters: Any, source: str) -> None:
    if type(parameters) is not dict:
        raise SaveError(source, msg("the field '{field}' must be {kind}, not {given}", field="parameters",
                                    kind=_kind_words(dict), given=_type_name(parameters)))
    for key, value in parameters.items():
        if type(value) not in (str, int, float, bool) and value is not None:
            raise SaveError(source, msg("the parameter {name} must be a single value, not {given}",
                                        name=quoted(key, 30), given=_type_name(value)))


def _check_commands(commands: list[Any], seats: int, source: str) -> None:
    if len(commands) > MAX_COMMANDS:
        raise SaveError(source, msg("the save holds {n} commands, more than the {most} a save may hold",
                                    n=len(commands), most=MAX_COMMANDS))
    for place, entry in enumerate(commands, start=1):
        if not (type(entry) is list and len(entry) == 2 and _is_int(entry[0]) and type(entry[1]) is str):
            raise SaveError(source, msg("command {command} is not a [seat, text] pair", command=place))
        if not 0 <= entry[0] < seats:
            raise SaveError(source, msg("command {command} is given by seat {seat}, but the game has {n} seats "
                                        "(numbered from 0)", command=place, seat=entry[0], n=seats))


def check_result(result: Any, seats: int, source: str) -> None:
    """The result a finished game's save records (`Match.result`): `names` and `scores`, one per seat, the
    `winners` and the `ranking` as seat numbers. Raises SaveError naming the first problem. Only the lists of
    saves read it (to name the winner without replaying); loading replays the commands."""
    if type(result) is not dict or set(result) != {"names", "scores", "winners", "ranking"}:
        raise SaveError(source, msg("the field 'result' must hold the names, scores, winners and ranking"))
    names, scores = result["names"], result["scores"]
    if not (type(names) is list and len(names) == seats and all(type(name) is str and len(name) <= 200
                                                                for name in names)):
        raise SaveError(source, msg("the result must name every seat"))
    if not (type(scores) is list and len(scores) == seats
            and all(type(score) in (int, float) and abs(score) < 1e12 for score in scores)):
        raise SaveError(source, msg("the result must give a score for every seat"))
    for key in ("winners", "ranking"):
        seen = result[key]
        if not (type(seen) is list and len(seen) <= seats and all(_is_int(s) and 0 <= s < seats for s in seen)):
            raise SaveError(source, msg("the result's {part} must be seats of the game", part=key))


def _hints(value: Any, seats: int, source: str) -> list[int]:
    """The hint counts of a save: absent in older saves (none used), else one count per seat."""
    if value is None:
        return [0] * seats
    if not (isinstance(value, list) and len(value) == seats
            and all(type(count) is int and count >= 0 for count in value)):
        raise SaveError(source, msg("the field 'hints' must hold one count per seat"))
    return list(value)


def write_atomically(path: Path, text: str | bytes) -> None:
    """Write `text` (or bytes) to `path` through a temporary file and a rename in the same folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(text.encode("utf-8") if isinstance(text, str) else text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
