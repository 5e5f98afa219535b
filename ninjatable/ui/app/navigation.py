"""What a screen may ask of the app: its stack of scenes, the data folder, the settings, the sounds, and the way
to every other screen. Screens know the app only through this protocol, so no screen imports another screen or
the window: the window (`App`) is the one place that knows them all.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from ninjatable.engine.match import Match
from ninjatable.i18n import Text
from ninjatable.net.protocol import Welcome
from ninjatable.ui.scene import Scene, SceneManager
from ninjatable.ui.sound import Sounds
from ninjatable.ui.storage import Settings, Storage


class AppContext(Protocol):
    """The app as a screen sees it."""

    scenes: SceneManager
    storage: Storage
    settings: Settings
    sound: Sounds

    def show_lobby(self) -> Scene: ...

    def open_setup(self, name: str) -> Scene: ...

    def open_saves(self) -> Scene: ...

    def open_rules(self, name: str) -> Scene: ...

    def open_settings(self) -> Scene: ...

    def show_message(self, title: Text, message: Text, back_to_lobby: bool = False) -> Scene: ...

    def new_match(self, name: str, seats: list[str], seed: int, parameters: dict[str, Any] | None = None,
                  casual_undo: bool = False, **options: Any) -> Scene | None: ...

    def start_match(self, match: Match, save_path: Path | None = None, **options: Any) -> Scene | None: ...

    def resume(self, path: Path | None = None, **options: Any) -> Scene | None: ...

    def open_replays(self) -> Scene: ...

    def open_replay(self, path: Path) -> Scene | None: ...

    def hand_over(self, table: Any, seat: int) -> Scene: ...

    def pause(self, table: Any) -> Scene: ...

    def show_results(self, table: Any) -> Scene: ...

    #: a club's address and key while a table is made there from the seat setup (None: tables are made here).
    club: tuple[str, str, str | None] | None

    def open_join(self, address: str = "", code: str = "") -> Scene: ...

    def open_network_tables(self) -> Scene: ...

    def show_invites(self) -> Scene | None: ...

    hosted: Any

    def open_club(self, address: str, cafile: str | None = None) -> Scene: ...

    def club_table(self, name: str, seats: list[str], parameters: dict[str, Any],
                   spectators: bool = False) -> Scene | None: ...

    def start_remote(self, connection: Any, welcome: Welcome, invites: list[tuple[str, str]] = (),
                     where: Text = "") -> Scene | None: ...

    def host_table(self, name: str, seats: list[str], parameters: dict[str, Any],
                   spectators: bool = False) -> Scene | None: ...

    def ask_undo(self, table: Any) -> Scene | None: ...

    def apply_window_settings(self) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def quit(self) -> None: ...
