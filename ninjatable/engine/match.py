"""A match: the seats, the command history, the log, undo, and save/load.

A save is JSON: format version, game, parameters, seats, seed and the commands in text form. Loading
replays the commands from the seed, so a save can never hold a state the rules could not reach.
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.errors import IllegalCommand, SaveError
from ninjatable.engine.protocol import Event, Game, State
from ninjatable.engine.registry import get_game

SAVE_FORMAT = 1
SEAT_KINDS = ("human", "random", "easy", "normal", "hard")


@dataclasses.dataclass
class LogEntry:
    """One event of the log, with the number of the command that caused it."""

    command_index: int
    event: Event


class Match:
    """A game in progress with its seats. The only place where commands enter a state."""

    def __init__(self, game: Game, seats: list[str], seed: int, parameters: dict[str, Any] | None = None,
                 casual_undo: bool = False) -> None:
        for kind in seats:
            if kind not in SEAT_KINDS:
                raise ValueError(f"unknown seat kind '{kind}' (use {', '.join(SEAT_KINDS)})")
        if len(seats) not in game.seat_counts:
            counts = ", ".join(str(n) for n in game.seat_counts)
            raise ValueError(f"{game.title} is played by {counts} players, not {len(seats)}")
        self.game = game
        self.seats = list(seats)
        self.seed = seed
        self.parameters = game.parameters(parameters)
        game.check_parameters(self.parameters, len(seats))
        self.casual_undo = casual_undo
        self.history: list[tuple[int, Command]] = []
        self.log: list[LogEntry] = []
        self.state: State = game.new_state(len(seats), seed, self.parameters)
        #: how many hints each seat asked for (kept in the save; undo does not give a hint back).
        self.hints: list[int] = [0] * len(self.seats)

    # --- playing -------------------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.seats) if kind == "human"]

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

    def undo_reason(self, seats: list[int]) -> str | None:
        """Why undo is not possible now, or None if it is."""
        if not any(seat in seats for seat, _ in self.history):
            return "There is nothing of yours to undo."
        if self.undo_target(seats) is None:
            return "Undo cannot go back across a card draw, a reveal or a die roll (casual undo is off)."
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
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "game": self.game.name,
            "parameters": self.parameters,
            "seats": self.seats,
            "seed": self.seed,
            "casual_undo": self.casual_undo,
            "commands": [[seat, command.to_text()] for seat, command in self.history],
        }
        if any(self.hints):
            data["hints"] = list(self.hints)
        return data

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the save atomically: a crash mid-write leaves the old file whole."""
        write_atomically(Path(path), json.dumps(self.to_json(), indent=1, ensure_ascii=False))

    @classmethod
    def from_json(cls, data: Any, source: str = "<save>") -> Match:
        """Rebuild a match by replaying its commands. Raises SaveError naming `source` and the problem."""
        if not isinstance(data, dict):
            raise SaveError(source, "not a ninjatable save (expected a JSON object)")
        if data.get("format") != SAVE_FORMAT:
            raise SaveError(source, f"unknown save format {data.get('format')!r} (this version reads {SAVE_FORMAT})")
        for key, kind in (("game", str), ("seats", list), ("seed", int), ("commands", list)):
            if not isinstance(data.get(key), kind):
                raise SaveError(source, f"the field '{key}' is missing or of the wrong type")
        try:
            game = get_game(data["game"])
        except KeyError as exc:
            raise SaveError(source, str(exc.args[0])) from exc
        try:
            match = cls(game, data["seats"], data["seed"], data.get("parameters") or {},
                        casual_undo=bool(data.get("casual_undo", False)))
        except (ValueError, TypeError) as exc:
            raise SaveError(source, str(exc)) from exc
        match.hints = _hints(data.get("hints"), len(match.seats), source)
        for number, entry in enumerate(data["commands"], start=1):
            if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)
                    and isinstance(entry[1], str)):
                raise SaveError(source, f"command {number} is not a [seat, text] pair")
            seat, text = entry
            try:
                command = game.parse_command(text)
                match.submit(seat, command)
            except ValueError as exc:
                raise SaveError(source, f"command {number} ('{text}') cannot be read: {exc}") from exc
            except IllegalCommand as exc:
                raise SaveError(source, f"command {number} ('{text}') is not legal: {exc.reason}") from exc
        return match

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Match:
        """Read a save file. Raises SaveError naming the file and what is wrong; never changes the file."""
        source = str(path)
        try:
            text = Path(path).read_text(encoding="utf-8")
        except FileNotFoundError as exc:
            raise SaveError(source, "the file does not exist") from exc
        except (OSError, UnicodeDecodeError) as exc:
            raise SaveError(source, f"the file cannot be read ({exc.__class__.__name__})") from exc
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SaveError(source, f"damaged JSON at line {exc.lineno}, column {exc.colno}") from exc
        return cls.from_json(data, source)


def _hints(value: Any, seats: int, source: str) -> list[int]:
    """The hint counts of a save: absent in older saves (none used), else one count per seat."""
    if value is None:
        return [0] * seats
    if not (isinstance(value, list) and len(value) == seats
            and all(type(count) is int and count >= 0 for count in value)):
        raise SaveError(source, "the field 'hints' must hold one count per seat")
    return list(value)


def write_atomically(path: Path, text: str) -> None:
    """Write `text` to `path` through a temporary file and a rename in the same folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
