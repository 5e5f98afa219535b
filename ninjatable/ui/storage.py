"""The user's data folder: settings, saved games and the crash log.

The folder is `ninjatable.paths.data_dir()` (`NINJATABLE_HOME` if set).

Every game gets its own save file, `saves/autosave-N.json`, with a number no file in the folder has yet: a
new game never replaces another game's save, and choosing the name reads no other save. A game is kept until
it ends or the player discards it; a finished game then moves to the history (`saves/history/`), where it
stays to be replayed. The list of saved games reads each file's shape (game, seats, orders given) without
replaying it, with its size checked first; a file that cannot be read is listed with the reason and never
written to.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
import time
from pathlib import Path
from typing import Any

from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import (
    Match,
    check_save,
    read_save_json,
    save_text,
    write_atomically,
)
from ninjatable.paths import data_dir

_AUTOSAVE = re.compile(r"autosave(?:-(\d{1,9}))?\.json")

ANIMATION_SPEEDS = ("slow", "normal", "fast", "off")
AI_PACINGS = ("slow", "normal", "fast", "instant")
WINDOW_SIZES = ((1280, 800), (1024, 640), (1440, 900), (1600, 1000), (1920, 1200))
#: the sound volumes the settings cycle through (per cent).
SOUND_VOLUMES = (20, 40, 60, 80, 100)

#: seconds an animation takes, per animation speed setting.
ANIMATION_SECONDS = {"slow": 0.7, "normal": 0.4, "fast": 0.2, "off": 0.0}
#: seconds the table pauses after each AI command so the player sees it, per AI pacing setting.
AI_PAUSE_SECONDS = {"slow": 1.4, "normal": 0.8, "fast": 0.35, "instant": 0.0}


#: the grace periods a host may give a friend who has gone, in seconds.
AWAY_GRACES = (30, 60, 120, 300)


@dataclasses.dataclass
class Settings:
    """What the player chose in the settings screen, remembered between launches."""

    animation_speed: str = "normal"
    ai_pacing: str = "normal"
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    #: each computer move in the log unfolds to show what it weighed.
    ai_reasons: bool = False
    #: a card window is passed by itself when you hold no card you could play (after the same short delay).
    auto_pass: bool = True
    #: the sound effects' volume in per cent (0 to 100), and whether they are muted.
    sound_volume: int = 60
    sound_muted: bool = False
    #: a table hosted from this window may be joined from the local network (else from this computer only).
    host_on_network: bool = False
    #: seconds a friend at a network table may be gone before the computer plays for them.
    away_grace: int = 60

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Settings from their JSON form; unknown or wrong values fall back to the defaults."""
        settings = cls()
        if not isinstance(data, dict):
            return settings
        if data.get("animation_speed") in ANIMATION_SPEEDS:
            settings.animation_speed = data["animation_speed"]
        if data.get("ai_pacing") in AI_PACINGS:
            settings.ai_pacing = data["ai_pacing"]
        size = data.get("window_size")
        if (isinstance(size, list) and len(size) == 2 and all(isinstance(v, int) and 200 <= v <= 10000 for v in size)):
            settings.window_size = (size[0], size[1])
        if isinstance(data.get("fullscreen"), bool):
            settings.fullscreen = data["fullscreen"]
        if isinstance(data.get("ai_reasons"), bool):
            settings.ai_reasons = data["ai_reasons"]
        if isinstance(data.get("auto_pass"), bool):
            settings.auto_pass = data["auto_pass"]
        volume = data.get("sound_volume")
        if isinstance(volume, int) and not isinstance(volume, bool) and 0 <= volume <= 100:
            settings.sound_volume = volume
        if isinstance(data.get("sound_muted"), bool):
            settings.sound_muted = data["sound_muted"]
        if isinstance(data.get("host_on_network"), bool):
            settings.host_on_network = data["host_on_network"]
        if data.get("away_grace") in AWAY_GRACES and not isinstance(data.get("away_grace"), bool):
            settings.away_grace = data["away_grace"]
        return settings

    def to_json(self) -> dict[str, Any]:
        return {"animation_speed": self.animation_speed, "ai_pacing": self.ai_pacing,
                "window_size": list(self.window_size), "fullscreen": self.fullscreen, "ai_reasons": self.ai_reasons,
                "auto_pass": self.auto_pass, "sound_volume": self.sound_volume, "sound_muted": self.sound_muted,
                "host_on_network": self.host_on_network, "away_grace": self.away_grace}

    @property
    def animation_seconds(self) -> float:
        return ANIMATION_SECONDS[self.animation_speed]

    @property
    def ai_pause_seconds(self) -> float:
        return AI_PAUSE_SECONDS[self.ai_pacing]


@dataclasses.dataclass(frozen=True)
class SavedGame:
    """What the list of saved games shows of one file, read without replaying it: the game, its seats, how
    many orders were given and when it was last saved; or the problem that keeps it from being read."""

    path: Path
    modified: float
    game: str = ""
    seats: tuple[str, ...] = ()
    orders: int = 0
    over: bool = False
    problem: str = ""
    #: the game's options as saved (an arena, a challenge), by name: words and numbers only.
    parameters: tuple[tuple[str, str | int | bool], ...] = ()

    @property
    def readable(self) -> bool:
        return not self.problem


@dataclasses.dataclass(frozen=True)
class Result:
    """How a finished save ended, read by replaying its orders: the winners' names and every seat's name with
    its score, best ranked first; or the problem that kept it from being replayed."""

    winners: tuple[str, ...] = ()
    scores: tuple[tuple[str, float], ...] = ()
    problem: str = ""


class Storage:
    """Settings, autosaves and the crash log in one data folder."""

    #: seconds after which a temporary file of an interrupted save (or an empty reserved save) is stray.
    STRAY_SECONDS = 60.0

    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else data_dir()
        #: save files found damaged or foreign in this session: never written to.
        self.damaged: dict[Path, str] = {}
        #: summaries of save files by (path, size, modification time): a file is read again only when it
        #: changed.
        self._summaries: dict[tuple[Path, int, int], SavedGame] = {}
        #: the results of finished saves, by the same key.
        self._results: dict[tuple[Path, int, int], Result] = {}

    @property
    def settings_path(self) -> Path:
        return self.root / "settings.json"

    @property
    def saves_dir(self) -> Path:
        return self.root / "saves"

    @property
    def crash_log_path(self) -> Path:
        return self.root / "crash.log"

    # --- settings ------------------------------------------------------------------------------------
    def load_settings(self) -> Settings:
        try:
            return Settings.from_json(json.loads(self.settings_path.read_text(encoding="utf-8")))
        except (OSError, ValueError, RecursionError):
            return Settings()

    def save_settings(self, settings: Settings) -> None:
        try:
            write_atomically(self.settings_path, json.dumps(settings.to_json(), indent=1))
        except OSError:
            pass

    # --- saved games -----------------------------------------------------------------------------------
    def _save_files(self) -> list[tuple[Path, os.stat_result]]:
        """Every `.json` file in the saves folder with its status, most recently written first."""
        found = []
        try:
            with os.scandir(self.saves_dir) as entries:
                for entry in entries:
                    if entry.name.endswith(".json") and not entry.name.startswith("."):
                        try:
                            found.append((Path(entry.path), entry.stat()))
                        except OSError:
                            continue
        except OSError:
            return []
        return sorted(found, key=lambda item: (item[1].st_mtime_ns, item[0].name), reverse=True)

    def saved_games(self) -> list[SavedGame]:
        """Every file in the saves folder as the list shows it, newest first. Reads at most the size of a
        save from each file and remembers what it read until the file changes."""
        games = []
        for path, _ in self._save_files():
            summary = self.summary_of(path)
            problem = self.damaged.get(path.resolve())
            if problem and summary.readable:
                summary = dataclasses.replace(summary, problem=problem)
            games.append(summary)
        return games

    def summary_of(self, path: Path) -> SavedGame:
        """Any save file as a list shows it (its shape checked, its size first; remembered until it changes)."""
        try:
            info = path.stat()
        except OSError as exc:
            return SavedGame(path, 0.0, problem=f"the file cannot be read ({exc.strerror or exc.__class__.__name__})")
        key = (path, info.st_size, info.st_mtime_ns)
        summary = self._summaries.get(key)
        if summary is None:
            summary = self._summaries[key] = summarise(path, info)
        return summary

    def result_of(self, path: Path) -> Result:
        """The winners and scores of the finished game saved in `path`, from replaying its orders (remembered
        until the file changes); a file that cannot be read or replayed gives the reason, never an error."""
        try:
            info = path.stat()
        except OSError as exc:
            return Result(problem=f"the file cannot be read ({exc.strerror or exc.__class__.__name__})")
        key = (path, info.st_size, info.st_mtime_ns)
        result = self._results.get(key)
        if result is None:
            result = self._results[key] = replayed_result(path)
        return result

    def unfinished(self) -> list[SavedGame]:
        """The games in progress and the files that cannot be read (a player may discard those), newest
        first; finished games are not listed."""
        return [game for game in self.saved_games() if not game.over]

    def latest_resumable(self) -> SavedGame | None:
        """The newest unfinished game that reads, passing over damaged files."""
        return next((game for game in self.unfinished() if game.readable), None)

    def mark_damaged(self, path: Path, problem: str = "it cannot be read") -> None:
        """`path` failed to load: it is never written to in this session and the list says why."""
        self.damaged[Path(path).resolve()] = problem

    def discard(self, path: Path) -> bool:
        """Delete a saved game the player chose to discard (only a file in the saves folder). True if done."""
        path = Path(path)
        if path.resolve().parent != self.saves_dir.resolve():
            return False
        try:
            path.unlink()
        except OSError:
            return False
        self.damaged.pop(path.resolve(), None)
        return True

    def tidy(self, now: float | None = None) -> None:
        """Remove what an interrupted save leaves behind: temporary files and empty reserved saves older than a
        minute (a save being written now is younger). Move the saves of finished games into the history
        folder (`history_dir`), where they stay to be replayed and no longer slow the list of saves."""
        now = time.time() if now is None else now
        try:
            entries = list(os.scandir(self.saves_dir))
        except OSError:
            return
        for entry in entries:
            try:
                info = entry.stat()
            except OSError:
                continue
            if not entry.is_file(follow_symlinks=False):
                continue
            stray = entry.name.startswith(".") and entry.name.endswith(".tmp")
            empty = entry.name.startswith("autosave") and info.st_size == 0
            if (stray or empty) and now - info.st_mtime > self.STRAY_SECONDS:
                _remove(Path(entry.path))
        for game in self.saved_games():
            if game.over and game.readable and game.path.name.startswith("autosave"):
                try:
                    data = read_save_json(game.path, str(game.path))
                except SaveError:
                    continue
                if not self.history_path(data).exists() and not _replays_to_its_end(data, str(game.path)):
                    continue  # its own word "over" is not trusted: it stays in the list of saved games
                if self.keep_finished(data) is not None:
                    _remove(game.path)

    def autosave_target(self) -> Path:
        """A new file for a new game: `autosave.json` in an empty folder, else `autosave-N.json` with N above
        every autosave number in the folder, so no other game's save is ever replaced. Reserved at once (created empty) so that two windows cannot
        pick the same name. Never reads another save."""
        numbers = [-1]
        for path, _ in self._save_files():
            match = _AUTOSAVE.fullmatch(path.name)
            if match:
                numbers.append(int(match.group(1) or 0))
        number = max(numbers) + 1
        try:
            self.saves_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            return self.saves_dir / _autosave_name(number)
        for _ in range(1000):
            path = self.saves_dir / _autosave_name(number)
            try:
                os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
                return path
            except FileExistsError:
                number += 1
            except OSError:
                return path  # the save itself will report why it cannot be written
        return self.saves_dir / _autosave_name(number)

    # --- finished games kept as history, and the saves a replay may open ----------------------------------
    @property
    def history_dir(self) -> Path:
        return self.saves_dir / "history"

    def history_path(self, data: dict[str, Any]) -> Path:
        """Where the finished game `data` is kept: named from the game, the seed and the commands, so the same
        game is kept in one file (one the app wrote when it saw the game end)."""
        commands = json.dumps(data.get("commands"), ensure_ascii=False, separators=(",", ":"))
        digest = hashlib.sha1(f"{data.get('seed')}:{commands}".encode()).hexdigest()[:12]
        return self.history_dir / f"{data.get('game')}-{data.get('seed')}-{digest}.json"

    def keep_finished(self, data: dict[str, Any]) -> Path | None:
        """Keep the save `data` of a finished game in the history folder, once (its name is taken from the
        game, the seed and the commands, so the same game is kept in one file). None if it could not be
        written."""
        path = self.history_path(data)
        if path.exists():
            return path
        try:
            write_atomically(path, save_text(data))
        except OSError:  # SaveTooLarge among them: a save that could not be read back is not kept
            return None
        return path

    def replayable(self) -> list[Path]:
        """The saves a replay may open, most recently written first: the finished games kept as history and
        the unfinished games that can be read."""
        kept = [p for p in self.history_dir.glob("*.json") if p.is_file()] if self.history_dir.is_dir() else []
        found = kept + [game.path for game in self.unfinished() if game.readable]
        return sorted(found, key=lambda p: (p.stat().st_mtime_ns, p.name), reverse=True)

    # --- records kept between launches (best scores) -----------------------------------------------------------
    def record_path(self, name: str) -> Path:
        return self.root / "records" / f"{name}.json"

    def read_record(self, name: str) -> Any:
        """The JSON kept under `name` (e.g. a game's best scores), or None if missing or unreadable."""
        try:
            return json.loads(self.record_path(name).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    def write_record(self, name: str, data: Any) -> bool:
        """Keep `data` as JSON under `name` (written atomically). False if it could not be written."""
        try:
            write_atomically(self.record_path(name), json.dumps(data, indent=1))
        except OSError:
            return False
        return True

    def write_crash_log(self, text: str) -> Path:
        path = self.crash_log_path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a", encoding="utf-8") as handle:
                handle.write(text)
                handle.write("\n")
        except OSError:
            pass
        return path


def summarise(path: Path, info: os.stat_result) -> SavedGame:
    """A save file as the list shows it: its shape checked (size first), its commands not replayed."""
    modified = info.st_mtime
    try:
        data = read_save_json(path, str(path))
        check_save(data, str(path))
    except SaveError as exc:
        return SavedGame(path, modified, problem=exc.problem)
    given = data.get("parameters")
    parameters = tuple((key, value) for key, value in given.items()
                       if isinstance(key, str) and isinstance(value, (str, int, bool))) if isinstance(given, dict) else ()
    return SavedGame(path, modified, game=data["game"], seats=tuple(data["seats"]), orders=len(data["commands"]),
                     over=data.get("over", False), parameters=parameters)


def replayed_result(path: Path) -> Result:
    """The result of the finished game saved in `path`: its orders replayed (the size and shape checked first)."""
    try:
        match = Match.load(path)
        state = match.state
        if not state.is_over():
            return Result(problem="its orders do not reach the end of the game")
        outcome = state.outcome()
        names = [state.seat_name(seat) for seat in range(len(match.seats))]
        order = [seat for seat in outcome.ranking if 0 <= seat < len(names)]
        order += [seat for seat in range(len(names)) if seat not in order]
        return Result(tuple(names[seat] for seat in outcome.winners if 0 <= seat < len(names)),
                      tuple((names[seat], outcome.scores[seat]) for seat in order if seat < len(outcome.scores)))
    except SaveError as exc:
        return Result(problem=exc.problem)
    except Exception as exc:  # the game's own result failed on this save: the list still shows the file
        return Result(problem=f"its result cannot be worked out ({exc.__class__.__name__})")


def _replays_to_its_end(data: Any, source: str) -> bool:
    """Do the save's orders replay to the end of its game?"""
    try:
        return Match.from_json(data, source).state.is_over()
    except SaveError:
        return False


def _autosave_name(number: int) -> str:
    return "autosave.json" if number == 0 else f"autosave-{number}.json"


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass
