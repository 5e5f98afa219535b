"""The user's data folder: settings, saved games and the crash log.

The folder is `ninjatable.paths.data_dir()` (`NINJATABLE_HOME` if set).

Every game gets its own save file, `saves/autosave-N.json`, with a number no file in the folder has yet: a
new game never replaces another game's save, and choosing the name reads no other save. A game is kept until
it ends or the player discards it; a finished game then moves to the history (`saves/history/`), where it
stays to be replayed. The list of saved games reads each file's shape (game, seats, orders given) without
replaying it, with its size checked first; a file that cannot be read is listed with the reason and never
written to. A finished game's save records its result, so the list of replays names the winner and the scores
without replaying it (an older file is replayed once and its result then kept in it).

A game open in a window is locked (`ninjatable.ui.save_lock`): another window refuses to open it, to write its
save or to discard it, until the first lets it go or ends. Another window may remove a file at any moment: every
read of the folder is guarded, and a file that went away is left out of the lists.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
import stat
import time
from pathlib import Path
from typing import Any

from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import (
    Match,
    check_save,
    read_save_json,
    write_atomically,
)
from ninjatable.i18n import LANGUAGES, Text, _, msg
from ninjatable.paths import data_dir
from ninjatable.ui.save_lock import GameLock, held_elsewhere

#: what a window is told of a game another window has open.
OPEN_ELSEWHERE = msg("This game is open in another window.")
#: what the lists say of a save that failed to load, when the reason is not known.
DAMAGED = msg("it cannot be read")

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
#: seconds each command of a computer's turn that goes on is shown (its flights cut as short), per AI pacing
#: setting: its turn reads as one movement.
AI_STEP_SECONDS = {"slow": 0.25, "normal": 0.1, "fast": 0.05, "instant": 0.0}
#: seconds the table pauses after another seat's turn when yet another seat (not the player's) plays next; the
#: full pause (`AI_PAUSE_SECONDS`) comes before the player's own turn.
AI_SEAT_SECONDS = {"slow": 0.7, "normal": 0.35, "fast": 0.2, "instant": 0.0}


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
    #: the language of the window ("en", "de" or "it"); "" until the player chooses one: the system's then.
    language: str = ""

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
        if data.get("language") in LANGUAGES:
            settings.language = data["language"]
        return settings

    def to_json(self) -> dict[str, Any]:
        return {"animation_speed": self.animation_speed, "ai_pacing": self.ai_pacing,
                "window_size": list(self.window_size), "fullscreen": self.fullscreen, "ai_reasons": self.ai_reasons,
                "auto_pass": self.auto_pass, "sound_volume": self.sound_volume, "sound_muted": self.sound_muted,
                "host_on_network": self.host_on_network, "away_grace": self.away_grace, "language": self.language}

    @property
    def animation_seconds(self) -> float:
        return ANIMATION_SECONDS[self.animation_speed]

    @property
    def ai_pause_seconds(self) -> float:
        return AI_PAUSE_SECONDS[self.ai_pacing]

    @property
    def ai_step_seconds(self) -> float:
        return AI_STEP_SECONDS[self.ai_pacing]

    @property
    def ai_seat_seconds(self) -> float:
        return AI_SEAT_SECONDS[self.ai_pacing]


@dataclasses.dataclass(frozen=True)
class Result:
    """How a finished save ended: the winners' names and every seat's name with its score, best ranked first
    (as the save records it, or from replaying an older save's orders); or the problem that kept it from being
    worked out."""

    winners: tuple[str, ...] = ()
    scores: tuple[tuple[str, float], ...] = ()
    problem: Text = ""


@dataclasses.dataclass(frozen=True)
class SavedGame:
    """What the lists of saves show of one file, read without replaying it: the game, its seats and options, how
    many orders were given and when it was last saved, and a finished game's result as the save records it; or
    the problem that keeps it from being read. `note`: what the player should know of a game that can still be
    resumed."""

    path: Path
    modified: float
    game: str = ""
    seats: tuple[str, ...] = ()
    orders: int = 0
    over: bool = False
    problem: Text = ""
    #: the game's options as saved (an arena, a challenge), by name: words and numbers only.
    parameters: tuple[tuple[str, str | int | bool], ...] = ()
    #: the result a finished game's save records (None: not recorded; an older save, or not finished).
    result: Result | None = None
    note: Text = ""

    @property
    def readable(self) -> bool:
        return not self.problem


class GameOpenElsewhere(SaveError):
    """A save another window has open: this window may not open, write or discard it."""

    def __init__(self, path: Path) -> None:
        super().__init__(str(path), OPEN_ELSEWHERE)


class Storage:
    """Settings, autosaves and the crash log in one data folder."""

    #: seconds after which a temporary file of an interrupted save (or an empty reserved save) is stray.
    STRAY_SECONDS = 60.0

    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else data_dir()
        #: save files found damaged or foreign in this session: never written to.
        self.damaged: dict[Path, Text] = {}
        #: summaries of save files by (path, size, modification time): a file is read again only when it
        #: changed.
        self._summaries: dict[tuple[Path, int, int], SavedGame] = {}
        #: the results replayed from finished saves that do not record theirs, by the same key.
        self._results: dict[tuple[Path, int, int], Result] = {}
        #: saves that say they are finished but stay in the saves folder (`tidy`), by the same key: `NOT_ENDED`,
        #: or why their orders cannot be replayed.
        self._verdicts: dict[tuple[Path, int, int], Text] = {}
        #: the lock on the save of the game open in this window.
        self._held: dict[Path, GameLock] = {}

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
        """Every `.json` file in the saves folder with its status, most recently written first (a file removed
        meanwhile is left out)."""
        return _files_in(self.saves_dir)

    def saved_games(self) -> list[SavedGame]:
        """Every file in the saves folder as the list shows it, newest first. Reads at most the size of a
        save from each file and remembers what it read until the file changes."""
        games = []
        for path, info in self._save_files():
            summary = self._summary(path, info)
            if not summary.readable and not os.path.lexists(path):
                continue  # removed by another window while it was being read
            problem = self.damaged.get(path.resolve())
            if problem and summary.readable:
                summary = dataclasses.replace(summary, problem=problem)
            games.append(summary)
        return games

    def summary_of(self, path: Path) -> SavedGame:
        """Any save file as a list shows it (its shape checked, its size first; remembered until it changes)."""
        try:
            info = path.stat()
        except FileNotFoundError:
            return SavedGame(path, 0.0, problem=msg("the file does not exist"))
        except OSError as exc:
            return SavedGame(path, 0.0, problem=cannot_read(exc))
        return self._summary(path, info)

    def _summary(self, path: Path, info: os.stat_result) -> SavedGame:
        key = (path, info.st_size, info.st_mtime_ns)
        summary = self._summaries.get(key)
        if summary is None:
            summary = self._summaries[key] = summarise(path, info)
        return summary

    def result_of(self, path: Path) -> Result:
        """The winners and scores of the finished game saved in `path`: as its save records them; a save of an
        older version that does not is replayed once, and the result it gives then kept in the file (its
        history copy) so that it is never replayed for this again. A file that cannot be read or replayed gives
        the reason, never an error."""
        summary = self.summary_of(path)
        if not summary.readable:
            return Result(problem=summary.problem)
        if summary.result is not None:
            return summary.result
        try:
            info = path.stat()
        except OSError as exc:
            return Result(problem=cannot_read(exc))
        key = (path, info.st_size, info.st_mtime_ns)
        result = self._results.get(key)
        if result is None:
            match, result = replayed_result(path)
            self._results[key] = result
            if match is not None and not result.problem and path.parent.resolve() == self.history_dir.resolve():
                _record_result(path, match, info)
        return result

    def unfinished(self) -> list[SavedGame]:
        """The games in progress and the files that cannot be read (a player may discard those), newest
        first. Finished games are not listed; a save that says it is finished but was not moved to the history
        (its orders do not end the game, see `tidy`) is, with what is wrong. A game open in another window says
        so."""
        games = []
        for game in self.saved_games():
            if game.over and game.readable:
                verdict = self._verdicts.get(_key(game))
                if verdict is None:
                    continue
                game = dataclasses.replace(game, note=verdict) if verdict == NOT_ENDED else \
                    dataclasses.replace(game, problem=verdict)
            if game.readable and self.open_elsewhere(game.path):
                game = dataclasses.replace(game, note=OPEN_ELSEWHERE)
            games.append(game)
        return games

    def latest_resumable(self) -> SavedGame | None:
        """The newest unfinished game that reads, passing over damaged files: the game Resume opens."""
        return next((game for game in self.unfinished() if game.readable), None)

    def mark_damaged(self, path: Path, problem: Text = DAMAGED) -> None:
        """`path` failed to load: it is never written to in this session and the list says why."""
        self.damaged[Path(path).resolve()] = problem

    def discard(self, path: Path) -> bool:
        """Delete a saved game the player chose to discard (only a file in the saves folder, and not a game
        another window has open). True if done."""
        path = Path(path)
        if path.resolve().parent != self.saves_dir.resolve() or self.open_elsewhere(path):
            return False
        try:
            path.unlink()
        except OSError:
            return False
        self.damaged.pop(path.resolve(), None)
        return True

    def tidy(self, now: float | None = None) -> None:
        """Remove what an interrupted save leaves behind: temporary files and empty reserved saves older than a
        minute (a save being written now is younger), and the lock files of saves that are gone. Move the saves
        of finished games into the history folder (`history_dir`), where they stay to be replayed and no longer
        slow the list of saves. A save's own word that it is over is not trusted: one whose orders do not end
        the game stays, listed among the saved games with what is wrong (its orders are replayed once to know
        it)."""
        now = time.time() if now is None else now
        try:
            entries = list(os.scandir(self.saves_dir))
        except OSError:
            return
        for entry in entries:
            try:
                info = entry.stat()
                if not entry.is_file(follow_symlinks=False):
                    continue
            except OSError:
                continue
            path = Path(entry.path)
            if now - info.st_mtime <= self.STRAY_SECONDS:
                continue
            if entry.name.startswith(".") and entry.name.endswith(".tmp"):
                _remove(path)
            elif entry.name.startswith("autosave") and info.st_size == 0 and not self.open_elsewhere(path):
                _remove(path)
            elif entry.name.startswith(".") and entry.name.endswith(".json.lock"):
                self._tidy_lock(path)
        for game in self.saved_games():
            if game.over and game.readable and game.path.name.startswith("autosave"):
                self._file_finished(game)

    def _file_finished(self, game: SavedGame) -> None:
        """Move the save of a game that says it is over to the history, if its orders end the game (replayed
        once); else remember what is wrong, for the list of saved games. A game another window has open is
        left to it."""
        key = _key(game)
        if key is None or key in self._verdicts or self.open_elsewhere(game.path):
            return
        try:
            data = read_save_json(game.path, str(game.path))
        except SaveError:
            return
        if self.history_path(data).exists():
            _remove(game.path)
            return
        try:
            match = Match.from_json(data, str(game.path))
        except SaveError as exc:
            self._verdicts[key] = exc.message
            return
        if not match.state.is_over():
            self._verdicts[key] = NOT_ENDED
        elif self.keep_finished(match) is not None:
            _remove(game.path)
        else:
            self._verdicts[key] = FINISHED_NOT_KEPT

    def _tidy_lock(self, lock: Path) -> None:
        """Remove the lock file of a save that is gone (left by a window that crashed), unless it is held."""
        save = lock.parent / lock.name[1:-len(".lock")]
        if os.path.lexists(save) or save.resolve() in self._held:
            return
        taken = GameLock.take(save)
        if taken is not None:
            taken.release()

    def autosave_target(self) -> Path:
        """A new file for a new game: `autosave.json` in an empty folder, else `autosave-N.json` with N above
        every autosave number in the folder, so no other game's save is ever replaced. Reserved at once (created
        empty) so that two windows cannot pick the same name, and locked for this window. Never reads another
        save."""
        numbers = [-1]
        for path, _info in self._save_files():
            match = _AUTOSAVE.fullmatch(path.name)
            if match:
                numbers.append(int(match.group(1) or 0))
        number = max(numbers) + 1
        try:
            self.saves_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            return self.saves_dir / _autosave_name(number)
        for _attempt in range(1000):
            path = self.saves_dir / _autosave_name(number)
            try:
                os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
            except FileExistsError:
                number += 1
                continue
            except OSError:
                return path  # the save itself will report why it cannot be written
            try:
                self.claim(path)
            except GameOpenElsewhere:  # another window took the name the moment it was made
                number += 1
                continue
            return path
        return self.saves_dir / _autosave_name(number)

    def write_save(self, match: Match, path: Path | None) -> tuple[Path, str | None]:
        """Save `match` (after every order, and when the window closes): to `path`, or to a new file the first
        time (`autosave_target`; also when `path` was found damaged). The file is written atomically and locked
        for this window; a game another window has open is not written. A finished game is also kept as history.
        Returns the file and None, or the file and the sentence saying why it could not be written."""
        if path is None or path.resolve() in self.damaged:
            path = self.autosave_target()
        try:
            self.claim(path)
            match.save(path)
        except GameOpenElsewhere:
            return path, _("This game is open in another window: it was not saved here, so that the other window's "
                           "game stays whole.")
        except OSError as exc:
            return path, _("The game could not be saved to {file}: {problem}.").format(
                file=path, problem=exc.strerror or exc)
        if match.state.is_over():  # a finished game is kept as history, to be replayed
            self.keep_finished(match)
        return path, None

    # --- a game open in this window --------------------------------------------------------------------
    def claim(self, path: Path) -> None:
        """Lock the save `path` for the game this window opens (a window has one game open: any other it held is
        let go). Raises GameOpenElsewhere when another window has it open."""
        key = Path(path).resolve()
        if key in self._held:
            return
        self.release()
        lock = GameLock.take(key)
        if lock is None:
            raise GameOpenElsewhere(Path(path))
        self._held[key] = lock

    def release(self) -> None:
        """Let go of the game this window had open (back in the lobby, or closing)."""
        while self._held:
            self._held.popitem()[1].release()

    def open_elsewhere(self, path: Path) -> bool:
        """Has another window the save `path` open now?"""
        key = Path(path).resolve()
        return key not in self._held and held_elsewhere(key)

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

    def keep_finished(self, match: Match) -> Path | None:
        """Keep the save of the finished game `match` in the history folder, once (its name is taken from the
        game, the seed and the commands, so the same game is kept in one file), with its result. None if it
        could not be written."""
        path = self.history_path(match.to_json())
        if path.exists():
            return path
        try:
            write_atomically(path, match.save_bytes())
        except OSError:  # SaveTooLarge among them: a save that could not be read back is not kept
            return None
        return path

    def replayable(self) -> list[Path]:
        """The saves a replay may open, most recently written first: the finished games kept as history and
        the unfinished games that can be read (a file removed meanwhile is left out)."""
        kept = _files_in(self.history_dir)
        unfinished = [game.path for game in self.unfinished() if game.readable]
        found = [(path, info.st_mtime_ns) for path, info in kept]
        for path in unfinished:
            try:
                found.append((path, path.stat().st_mtime_ns))
            except OSError:
                continue
        return [path for path, _when in sorted(found, key=lambda item: (item[1], item[0].name), reverse=True)]

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


def refuse_open_elsewhere(path: Path) -> None:
    """Raise GameOpenElsewhere when another window has the save `path` open (before a window is opened for it)."""
    if held_elsewhere(Path(path).resolve()):
        raise GameOpenElsewhere(Path(path))


#: what the list of saved games says of a save marked finished whose orders do not end the game.
NOT_ENDED = msg("It is marked finished, but its orders do not end the game: resume it to play on.")
#: why a finished game's save stays in the list of saved games.
FINISHED_NOT_KEPT = msg("the game is over, but it could not be kept with the finished games (the folder cannot be "
                        "written)")


def cannot_read(exc: OSError) -> Text:
    """Why a file the system refused to read cannot be read (the system's own words for it, as it gave them)."""
    return msg("the file cannot be read ({reason})", reason=exc.strerror or exc.__class__.__name__)


def summarise(path: Path, info: os.stat_result) -> SavedGame:
    """A save file as the lists show it: its shape checked (size first), its commands not replayed."""
    modified = info.st_mtime
    try:
        data = read_save_json(path, str(path))
        check_save(data, str(path))
    except SaveError as exc:
        return SavedGame(path, modified, problem=exc.message)
    given = data.get("parameters")
    parameters = tuple((key, value) for key, value in given.items()
                       if isinstance(key, str) and isinstance(value, (str, int, bool))) if isinstance(given, dict) else ()
    return SavedGame(path, modified, game=data["game"], seats=tuple(data["seats"]), orders=len(data["commands"]),
                     over=data.get("over", False), parameters=parameters, result=recorded_result(data))


def recorded_result(data: dict[str, Any]) -> Result | None:
    """The result a save records (its shape checked with the save), or None when it records none."""
    result = data.get("result")
    if result is None:
        return None
    return result_in_words(result["names"], result["scores"], result["winners"], result["ranking"])


def result_in_words(names: list[str], scores: list[float], winners: list[int], ranking: list[int]) -> Result:
    """The winners by name and every seat's name and score, ranked best first (the seats the ranking leaves out
    after it)."""
    order = [seat for seat in ranking if 0 <= seat < len(names)]
    order += [seat for seat in range(len(names)) if seat not in order]
    return Result(tuple(names[seat] for seat in winners if 0 <= seat < len(names)),
                  tuple((names[seat], scores[seat]) for seat in order if seat < len(scores)))


def replayed_result(path: Path) -> tuple[Match | None, Result]:
    """The result of the finished game saved in `path` and the match, from replaying its orders (the size and
    shape checked first); the match is None when it could not be worked out."""
    try:
        match = Match.load(path)
        recorded = match.result()
        if recorded is None:
            return None, Result(problem=msg("its orders do not reach the end of the game"))
        return match, result_in_words(**recorded)
    except SaveError as exc:
        return None, Result(problem=exc.message)
    except Exception as exc:  # the game's own result failed on this save: the list still shows the file
        return None, Result(problem=msg("its result cannot be worked out ({error})", error=exc.__class__.__name__))


def _record_result(path: Path, match: Match, info: os.stat_result) -> None:
    """Write a finished game's save again with its result (an older history file), keeping its time."""
    try:
        write_atomically(path, match.save_bytes())
        os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    except OSError:
        pass


def _files_in(folder: Path) -> list[tuple[Path, os.stat_result]]:
    """Every `.json` file in `folder` (not hidden) with its status, most recently written first; a file that
    goes away while the folder is read is left out."""
    found = []
    try:
        with os.scandir(folder) as entries:
            names = [entry.name for entry in entries
                     if entry.name.endswith(".json") and not entry.name.startswith(".")]
    except OSError:
        return []
    for name in names:
        path = folder / name
        try:
            info = path.stat()
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode):
            found.append((path, info))
    return sorted(found, key=lambda item: (item[1].st_mtime_ns, item[0].name), reverse=True)


def _key(game: SavedGame) -> tuple[Path, int, int] | None:
    """The key a summary was remembered under (a file's path, size and time), looked up again."""
    try:
        info = game.path.stat()
    except OSError:
        return None
    return (game.path, info.st_size, info.st_mtime_ns)


def _autosave_name(number: int) -> str:
    return "autosave.json" if number == 0 else f"autosave-{number}.json"


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass
