"""The user's data folder: settings, autosaves and the crash log.

The folder is `ninjatable.paths.data_dir()` (`NINJATABLE_HOME` if set).

Autosaves go to `saves/autosave.json`. A save that cannot be read is never overwritten: once a file is
known to be damaged or foreign (it failed to load, or it is not a ninjatable save), autosaving moves on to
the next free name `autosave-1.json`, `autosave-2.json`, ... "Resume" picks the most recently written
autosave.

A finished game is kept as history in `saves/history/` (a copy of its save, never overwritten by a new game),
so it can be replayed later.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from pathlib import Path
from typing import Any

from ninjatable.engine.match import SAVE_FORMAT, write_atomically
from ninjatable.paths import data_dir

ANIMATION_SPEEDS = ("slow", "normal", "fast", "off")
AI_PACINGS = ("slow", "normal", "fast", "instant")
WINDOW_SIZES = ((1280, 800), (1024, 640), (1440, 900), (1600, 1000), (1920, 1200))

#: seconds an animation takes, per animation speed setting.
ANIMATION_SECONDS = {"slow": 0.7, "normal": 0.4, "fast": 0.2, "off": 0.0}
#: seconds the table pauses after each AI command so the player sees it, per AI pacing setting.
AI_PAUSE_SECONDS = {"slow": 1.4, "normal": 0.8, "fast": 0.35, "instant": 0.0}


@dataclasses.dataclass
class Settings:
    """What the player chose in the settings screen, remembered between launches."""

    animation_speed: str = "normal"
    ai_pacing: str = "normal"
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    #: each computer move in the log unfolds to show what it weighed.
    ai_reasons: bool = False

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
        return settings

    def to_json(self) -> dict[str, Any]:
        return {"animation_speed": self.animation_speed, "ai_pacing": self.ai_pacing,
                "window_size": list(self.window_size), "fullscreen": self.fullscreen, "ai_reasons": self.ai_reasons}

    @property
    def animation_seconds(self) -> float:
        return ANIMATION_SECONDS[self.animation_speed]

    @property
    def ai_pause_seconds(self) -> float:
        return AI_PAUSE_SECONDS[self.ai_pacing]


class Storage:
    """Settings, autosaves and the crash log in one data folder."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else data_dir()
        #: save files found damaged or foreign in this session: never written to.
        self.damaged: set[Path] = set()

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
        except (OSError, ValueError):
            return Settings()

    def save_settings(self, settings: Settings) -> None:
        try:
            write_atomically(self.settings_path, json.dumps(settings.to_json(), indent=1))
        except OSError:
            pass

    # --- autosaves -----------------------------------------------------------------------------------
    def autosaves(self) -> list[Path]:
        """The autosave files, most recently written first."""
        if not self.saves_dir.is_dir():
            return []
        files = [p for p in self.saves_dir.glob("autosave*.json") if p.is_file()]
        return sorted(files, key=lambda p: (p.stat().st_mtime_ns, p.name), reverse=True)

    def latest_autosave(self) -> Path | None:
        files = self.autosaves()
        return files[0] if files else None

    def looks_like_save(self, path: Path) -> bool:
        """True if `path` is a JSON object in our save format (a quick check, the commands are not replayed)."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return False
        return isinstance(data, dict) and data.get("format") == SAVE_FORMAT and isinstance(data.get("game"), str)

    def is_readable_save(self, path: Path) -> bool:
        """True if `path` loads as a match (its commands replayed); a damaged or foreign file is False."""
        if not self.looks_like_save(path):
            return False
        from ninjatable.engine.errors import SaveError
        from ninjatable.engine.match import Match

        try:
            Match.load(path)
        except SaveError:
            return False
        return True

    def mark_damaged(self, path: Path) -> None:
        self.damaged.add(Path(path).resolve())

    def autosave_target(self) -> Path:
        """Where the next autosave goes: the first autosave name that is free or holds a readable save (an
        older game, replaced by the new one). A file that does not load is passed over and never written."""
        number = 0
        while True:
            name = "autosave.json" if number == 0 else f"autosave-{number}.json"
            path = self.saves_dir / name
            if path.resolve() not in self.damaged:
                if not path.exists():
                    return path
                if self.is_readable_save(path):
                    return path
                self.mark_damaged(path)
            number += 1

    # --- finished games kept as history, and the saves a replay may open ----------------------------------
    @property
    def history_dir(self) -> Path:
        return self.saves_dir / "history"

    def keep_finished(self, data: dict[str, Any]) -> Path | None:
        """Keep the save `data` of a finished game in the history folder, once (its name is taken from the
        game, the seed and the commands, so the same game is kept in one file). None if it could not be
        written."""
        commands = json.dumps(data.get("commands"), ensure_ascii=False, separators=(",", ":"))
        digest = hashlib.sha1(f"{data.get('seed')}:{commands}".encode()).hexdigest()[:12]
        path = self.history_dir / f"{data.get('game')}-{data.get('seed')}-{digest}.json"
        if path.exists():
            return path
        try:
            write_atomically(path, json.dumps(data, indent=1, ensure_ascii=False))
        except OSError:
            return None
        return path

    def replayable(self) -> list[Path]:
        """The saves a replay may open, most recently written first: the finished games kept as history and
        the autosaves (an autosave of a game already kept as history is left out)."""
        kept = [p for p in self.history_dir.glob("*.json") if p.is_file()] if self.history_dir.is_dir() else []
        known = {key for key in map(_game_key, kept) if key is not None}
        found = kept + [path for path in self.autosaves() if _game_key(path) not in known]
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


def _game_key(path: Path) -> tuple[Any, ...] | None:
    """What makes two saves the same game: the game, its seed and its commands (None if unreadable)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    return (data.get("game"), data.get("seed"), json.dumps(data.get("commands")))
