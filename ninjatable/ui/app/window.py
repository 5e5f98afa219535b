"""The app window: a 1280x800 logical surface scaled (letterboxed) into a resizable window, the scene stack,
the main loop, autosave on quit and the crash guard.

The window is drawn only when something changed: after input, after a change of screens, or while the top
scene says it needs frames (a table, an animation). A still screen (the lobby, the end of a game) costs next to
nothing: the loop sleeps until the next event.
"""

from __future__ import annotations

import importlib
import os
import time
import traceback
import warnings
from pathlib import Path
from typing import Any

import pygame

from ninjatable import i18n
from ninjatable.engine import registry
from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import Match
from ninjatable.engine.seats import SeatKind
from ninjatable.i18n import Message, Text, _, msg
from ninjatable.net.client import Connection, create_table, game_of
from ninjatable.net.host import DEFAULT_PORT
from ninjatable.net.kept import KeptSeats
from ninjatable.net.protocol import Hello, ProtocolError, Refused, Welcome
from ninjatable.net.transport import HostThread
from ninjatable.ui import text, theme
from ninjatable.ui.app.dialogs import HandOverScene, MessageScene, PauseScene, SettingsScene
from ninjatable.ui.app.icon import draw_icon
from ninjatable.ui.app.lobby import LobbyScene
from ninjatable.ui.app.network import (
    SPECTATORS,
    ClubScene,
    InvitesScene,
    JoinScene,
    NetworkTablesScene,
    UndoAskScene,
)
from ninjatable.ui.app.replays import ReplaysScene
from ninjatable.ui.app.results import ResultsScene
from ninjatable.ui.app.rulebook import RulesScene
from ninjatable.ui.app.saves import SavesScene
from ninjatable.ui.app.setup import SetupScene
from ninjatable.ui.app.words import game_title, open_elsewhere_message, table_module_exists
from ninjatable.ui.scene import Scene, SceneManager
from ninjatable.ui.sound import Sounds
from ninjatable.ui.storage import GameOpenElsewhere, Settings, Storage
from ninjatable.ui.table.here import open_here
from ninjatable.ui.table.replay import ReplayScene, ReplaySession, Viewpoint, default_viewpoint
from ninjatable.ui.table.scene import TableScene
from ninjatable.ui.table.session import TableSession
from ninjatable.ui.widgets import Tooltip

_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
#: the window's title in the lobby, and its class name (what a desktop groups windows and finds icons by).
APP_TITLE = "ninjatable"
WINDOW_CLASS = "ninjatable"
#: how long the loop sleeps waiting for input on a still screen before it looks again (milliseconds).
IDLE_WAIT_MS = 250
#: the smallest window a player can size it to: the logical surface at four fifths, where the smallest text (14
#: logical pixels) is still 11 on screen; the window manager is told, so that the window is never made smaller.
SMALLEST_WINDOW = (1024, 640)


def table_scene_class(name: str) -> type[TableScene] | None:
    """The game's `TABLE_SCENE` class from `<package>.table.scene`, or None when the game has no table yet."""
    if not table_module_exists(name):
        return None
    module = importlib.import_module(registry.GAME_MODULES[name] + ".table.scene")
    return getattr(module, "TABLE_SCENE", None)


class App:
    """The window and its scenes. `step()` runs one frame; `run()` loops until the player quits."""

    def __init__(self, storage: Storage | None = None, settings: Settings | None = None) -> None:
        # the class name must be known before the window exists (X11 reads it once, Wayland calls it app id)
        os.environ["SDL_VIDEO_X11_WMCLASS"] = WINDOW_CLASS
        os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = WINDOW_CLASS
        os.environ.setdefault("SDL_APP_ID", WINDOW_CLASS)
        pygame.display.init()
        pygame.font.init()
        self.storage = storage or Storage()
        self.settings = settings or self.storage.load_settings()
        i18n.set_language(i18n.resolve(self.settings.language))
        #: stops telling this window of a change of language (when it shuts down).
        self._stop_listening = i18n.on_change(self.language_changed)
        #: the sound effects (silent when muted or without an audio device)
        self.sound = Sounds(self.settings)
        self.surface = pygame.Surface(theme.LOGICAL_SIZE)
        self.icon = draw_icon()
        pygame.display.set_icon(self.icon)
        self.window: pygame.Surface = self._open_window()
        pygame.display.set_caption(APP_TITLE, APP_TITLE)
        pygame.key.set_repeat(350, 40)
        self.scenes = SceneManager()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame = 0
        #: frames actually drawn (a still screen is not drawn again).
        self.frames_drawn = 0
        self.last_frame_ms = 0.0
        self._scaled: pygame.Surface | None = None
        self._last_step: float | None = None
        #: events taken from the queue while waiting on a still screen, handled by the next step.
        self._pending: list[pygame.event.Event] = []
        #: the stack of scenes when the window was last drawn (a change of screens is drawn at once).
        self._drawn_stack: tuple[int, ...] = ()
        #: things to clean up when the app shuts down (a throwaway data folder).
        self.leftovers: list[Any] = []
        #: where the mouse was last seen, in logical coordinates (None before it moved).
        self.mouse: tuple[int, int] | None = None
        #: the host of the network tables this window opened (None until one is hosted).
        self.host: HostThread | None = None
        #: a club's address, key and certificate file while a table is made there from the seat setup.
        self.club: tuple[str, str, str | None] | None = None
        #: the invites of the table this window hosts now, to show again (its id, its lines, where they reach).
        self.hosted: tuple[str, list[tuple[str, str]], list[int | None], Text] | None = None

    # --- window --------------------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        size = (max(SMALLEST_WINDOW[0], self.settings.window_size[0]), max(SMALLEST_WINDOW[1], self.settings.window_size[1]))
        window = pygame.display.set_mode(size, pygame.RESIZABLE)
        tell_smallest(SMALLEST_WINDOW)
        return window

    def apply_window_settings(self) -> None:
        """Reopen the window after the size or full screen setting changed."""
        self.window = self._open_window()
        self.storage.save_settings(self.settings)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_window_settings()

    def viewport(self) -> pygame.Rect:
        """Where the logical surface goes in the window: scaled to fit, centred, bars around it."""
        win_w, win_h = self.window.get_size()
        log_w, log_h = theme.LOGICAL_SIZE
        scale = min(win_w / log_w, win_h / log_h) if win_w and win_h else 1.0
        w, h = max(1, int(log_w * scale)), max(1, int(log_h * scale))
        return pygame.Rect((win_w - w) // 2, (win_h - h) // 2, w, h)

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position in logical coordinates."""
        view = self.viewport()
        log_w, log_h = theme.LOGICAL_SIZE
        x = (pos[0] - view.x) * log_w / view.width
        y = (pos[1] - view.y) * log_h / view.height
        return int(x), int(y)

    def present(self) -> None:
        """Copy the logical surface to the window (scaled when the window is another size) and flip."""
        view = self.viewport()
        if view.size == theme.LOGICAL_SIZE and view.topleft == (0, 0):
            self.window.blit(self.surface, (0, 0))
        else:
            self.window.fill((0, 0, 0))
            if self._scaled is None or self._scaled.get_size() != view.size:
                self._scaled = pygame.Surface(view.size)
            pygame.transform.smoothscale(self.surface, view.size, self._scaled)
            self.window.blit(self._scaled, view.topleft)
        pygame.display.flip()

    # --- events and frames ---------------------------------------------------------------------------
    def translate(self, event: pygame.event.Event) -> pygame.event.Event:
        """Mouse events with positions mapped to logical coordinates (wheel events get the mouse position)."""
        if event.type in _MOUSE_EVENTS:
            data = dict(event.dict)
            data["pos"] = self.to_logical(event.pos)
            return pygame.event.Event(event.type, data)
        if event.type == pygame.MOUSEWHEEL:
            data = dict(event.dict)
            data["pos"] = self.to_logical(pygame.mouse.get_pos())
            return pygame.event.Event(event.type, data)
        return event

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.window = pygame.display.get_surface()
            self.settings.window_size = (max(SMALLEST_WINDOW[0], event.w), max(SMALLEST_WINDOW[1], event.h))
            self.storage.save_settings(self.settings)  # the size is remembered for the next launch
            return
        event = self.translate(event)
        if event.type in _MOUSE_EVENTS:
            self.mouse = event.pos
        self.scenes.handle_event(event)

    def step(self, dt: float | None = None) -> None:
        """One frame: events, update, and draw and present when something changed. `dt` in seconds (measured
        when not given)."""
        started = time.perf_counter()
        events, self._pending = self._pending + pygame.event.get(), []
        for event in events:
            self.handle_event(event)
            if not self.running:
                return
        elapsed = started - self._last_step if self._last_step is not None else 0.0
        self._last_step = started
        self.scenes.update(min(0.1, elapsed) if dt is None else dt)
        if events or not self.is_still():
            self.draw()
            self.present()
            self.frames_drawn += 1
            self._drawn_stack = self._stack_key()
        self.frame += 1
        self.last_frame_ms = (time.perf_counter() - started) * 1000

    def _stack_key(self) -> tuple[int, ...]:
        return tuple(id(scene) for scene in self.scenes.stack)

    def is_still(self) -> bool:
        """True when the picture on screen is up to date and nothing will change it without input: the same
        screens as at the last drawing, and the top one needs no frames."""
        top = self.scenes.top
        return top is not None and self._stack_key() == self._drawn_stack and not top.needs_frame()

    def draw(self) -> None:
        text.begin_frame()
        self.surface.fill(theme.FELT_DARK)
        self.scenes.draw(self.surface)
        self.draw_elided()

    def draw_elided(self) -> None:
        """The full words of a text cut short under the mouse, when the top screen shows no hint of its own."""
        own = getattr(self.scenes.top, "tooltip", None)
        if self.mouse is None or (isinstance(own, Tooltip) and own.text):
            return
        full = text.elided_at(self.mouse)
        if full:
            hint = Tooltip()
            hint.set(full, self.mouse)
            hint.draw(self.surface)

    def language_changed(self, code: str) -> None:
        """The player chose another language: every screen on the stack makes its words again, and the window
        is drawn again at the next step although nothing else changed."""
        for scene in list(self.scenes.stack):
            scene.language_changed()
        self._drawn_stack = ()

    def wait_for_input(self, timeout_ms: int = IDLE_WAIT_MS) -> None:
        """On a still screen: sleep until an event comes (kept for the next step) or `timeout_ms` passed."""
        event = pygame.event.wait(timeout_ms)
        if event.type != pygame.NOEVENT:
            self._pending.append(event)

    def run(self, max_frames: int | None = None) -> None:
        """The main loop. An unexpected error autosaves, writes the traceback to the crash log and shows an
        error scene; the app keeps running. With `max_frames` it returns after that many frames (the window
        stays open)."""
        frames = 0
        while self.running:
            try:
                self.step()
                if self.running and self.is_still():
                    self.wait_for_input()
                self.clock.tick(60)
            except KeyboardInterrupt:
                self.quit()
            except Exception as exc:  # the guard: never die with a traceback
                self.crashed(exc)
            frames += 1
            if max_frames is not None and frames >= max_frames:
                return
        self.shutdown()

    def crashed(self, exc: BaseException) -> None:
        """Autosave, log the traceback, show an error scene instead of dying."""
        log = self.storage.write_crash_log(
            time.strftime("%Y-%m-%d %H:%M:%S ") + "".join(traceback.format_exception(exc)))
        saved = False
        try:
            saved = self.autosave()
        except Exception:
            saved = False
        error = f"{exc.__class__.__name__}: {exc}"
        if saved:
            message = msg("Something went wrong: {error}. The game was saved; choose Resume in the lobby to go on. "
                          "Details are in {file}.", error=error, file=str(log))
        else:
            message = msg("Something went wrong: {error}. Details are in {file}.", error=error, file=str(log))
        if isinstance(self.scenes.top, MessageScene) and self.scenes.top.is_error:
            self.running = False  # the error screen itself failed: stop rather than loop
            return
        self.scenes.reset(MessageScene(self, msg("Unexpected error"), message, is_error=True))

    def quit(self) -> None:
        """Leave the app from anywhere: the game in progress is saved first."""
        try:
            self.autosave()
        finally:
            self.running = False

    def shutdown(self) -> None:
        self._stop_listening()
        table = self.table()
        if table is not None:
            table.session.close()
        while self.scenes.stack:
            self.scenes.stack.pop().leave()
        if self.host is not None:
            self.host.stop()
        self.storage.release()
        self.sound.close()
        pygame.display.quit()
        while self.leftovers:
            self.leftovers.pop().cleanup()

    # --- navigation: the one place that knows every screen -----------------------------------------------
    def table(self) -> TableScene | None:
        scene = self.scenes.find(TableScene)
        return scene if isinstance(scene, TableScene) else None

    def autosave(self) -> bool:
        table = self.table()
        return table.session.autosave() if table is not None else False

    def show_lobby(self) -> Scene:
        table = self.table()
        if table is not None:
            table.session.close()  # leaving a network table: the seat shows as away to the others
        pygame.display.set_caption(APP_TITLE, APP_TITLE)
        self.storage.release()  # the game left is free for another window
        self.storage.tidy()
        self.hosted = None
        return self.scenes.reset(LobbyScene(self))

    def open_saves(self) -> Scene:
        return self.scenes.push(SavesScene(self))

    def open_setup(self, name: str) -> Scene:
        return self.scenes.push(SetupScene(self, name))

    def open_rules(self, name: str) -> Scene:
        return self.scenes.push(RulesScene(self, name))

    def open_settings(self) -> Scene:
        return self.scenes.push(SettingsScene(self))

    def show_message(self, title: Text, message: Text, back_to_lobby: bool = False) -> Scene:
        return self.scenes.push(MessageScene(self, title, message, back_to_lobby=back_to_lobby))

    def hand_over(self, table: TableScene, seat: int) -> Scene:
        return self.scenes.push(HandOverScene(self, table, seat))

    def pause(self, table: TableScene) -> Scene:
        return self.scenes.push(PauseScene(self, table))

    def show_results(self, table: TableScene) -> Scene:
        return self.scenes.push(ResultsScene(self, table))

    def start_match(self, match: Match, save_path: Path | None = None, **options: Any) -> TableScene | None:
        """Show `match` on its game's table (replacing everything on the stack). None if it has no table.
        `options`: `ai_inline` (computer seats answer within the frame, for tests and screenshots), `bots`."""
        scene_class = table_scene_class(match.game.name)
        if scene_class is None:
            self.show_lobby()
            self.show_message(msg("No table yet"), no_table(match.game.title))
            return None
        if save_path is not None and not self.claim(save_path):
            return None
        # a table here: a judge keeping the save file, and this window's screen as its client; a new game has
        # its own save from the start
        session = open_here(match, self.storage, self.settings, save_path=save_path, save_now=save_path is None,
                            **options)
        scene = scene_class(self, session)
        self.scenes.reset(scene)
        pygame.display.set_caption(f"{game_title(match.game.name)} — {APP_TITLE}", APP_TITLE)
        return scene

    def new_match(self, name: str, seats: list[str], seed: int, parameters: dict[str, Any] | None = None,
                  casual_undo: bool = False, **options: Any) -> TableScene | None:
        match = Match(registry.get_game(name), seats, seed, parameters, casual_undo=casual_undo)
        return self.start_match(match, **options)

    def open_replays(self) -> Scene:
        return self.scenes.push(ReplaysScene(self))

    # --- network tables ------------------------------------------------------------------------------
    def open_join(self, address: str = "", code: str = "") -> Scene:
        return self.scenes.push(JoinScene(self, address, code))

    def join_table(self, address: str, code: str, cafile: str | None = None) -> Scene:
        """Join the seat an invite opens (from the command line): the join screen, already joining."""
        scene = JoinScene(self, address, code, cafile)
        self.scenes.push(scene)
        scene.join()
        return scene

    def open_network_tables(self) -> Scene:
        return self.scenes.push(NetworkTablesScene(self))

    def open_club(self, address: str, cafile: str | None = None) -> Scene:
        return self.scenes.push(ClubScene(self, address, cafile))

    def club_table(self, name: str, seats: list[str], parameters: dict[str, Any],
                   spectators: bool = False) -> TableScene | None:
        """Make a table at the club chosen (`club`) with its key, in its list of open tables, and sit at it: the
        human seats are played here, each friend's seat is free for anyone at the club (and has an invite), the
        computer levels play at the club. Raises ValueError with a sentence when the club refuses."""
        assert self.club is not None
        address, key, cafile = self.club
        kinds = [SeatKind.parse(kind) for kind in seats]
        humans = [seat for seat, kind in enumerate(kinds) if kind is SeatKind.HUMAN]
        if not humans:
            raise ValueError(i18n._("Keep a seat Human for yourself: you sit at the table you make at the club."))
        players = [SeatKind.FRIEND.value if kind in (SeatKind.HUMAN, SeatKind.FRIEND) else kind.value
                   for kind in kinds]
        try:
            made = create_table(address, name, players, parameters, spectators, key=key, listed=True,
                                cafile=cafile)
        except ConnectionError as exc:
            raise ValueError(str(exc)) from exc
        invites = made["invites"]
        game = registry.get_game(name)
        lines = [(game.seat_label(len(seats), seat), f"{address}/{code}") for seat, code in enumerate(invites)
                 if code and seat not in humans]
        if made.get("watch"):
            lines.append((SPECTATORS, f"{address}/{made['watch']}"))
        connection, welcome = sit_at(address, Hello(invites=tuple(str(invites[seat]) for seat in humans)),
                                     kept=KeptSeats(self.storage.root), cafile=cafile)
        self.club = None
        where = msg("Friends at the club sit at a free seat from its list of tables, or with these invites.")
        return self.start_remote(connection, welcome, lines, where)

    def show_invites(self) -> Scene | None:
        """The invites of the table this window hosts, again (a friend who lost theirs gets a new one there)."""
        if self.hosted is None:
            return None
        table_id, lines, seats, where = self.hosted
        return self.scenes.push(InvitesScene(self, lines, where, seats, lambda seat: self.reinvite(table_id, seat)))

    def reinvite(self, table_id: str, seat: int) -> str:
        """A new invite for a friend's seat of the table this window hosts (`ADDRESS:PORT/CODE`)."""
        host = self.network_host()
        code = host.reinvite(table_id, seat)
        invite = f"{host.shown_address()}:{host.port}/{code}"
        if self.hosted is not None and self.hosted[0] == table_id:
            _table, lines, seats, where = self.hosted
            self.hosted = (table_id, [(label, invite) if seats[i] == seat else (label, old)
                                      for i, (label, old) in enumerate(lines)], seats, where)
        return invite

    def start_remote(self, connection: Connection, welcome: Welcome, invites: list[tuple[str, str]] = (),
                     where: Text = "") -> TableScene | None:
        """Sit at a network table the host welcomed this window to (its invites shown when this window hosts
        it): the table shows once the host has sent it."""
        try:
            game = game_of(welcome)
        except ProtocolError as exc:
            connection.close()
            self.show_message(msg("Cannot join"), str(exc))
            return None
        if table_scene_class(game.name) is None:
            connection.close()
            self.show_message(msg("No table yet"), no_table(game.title))
            return None
        session = TableSession(connection, welcome, self.settings)
        deadline = time.monotonic() + 10
        while not session.ready and time.monotonic() < deadline:
            connection.wait(0.05)  # the host sends the table right after its welcome
            session.update(0.0)
        if not session.ready:
            session.close()
            self.show_message(msg("Cannot join"), msg("The host welcomed this window but sent no table."))
            return None
        scene_class = table_scene_class(game.name)
        assert scene_class is not None
        scene = scene_class(self, session)
        self.scenes.reset(scene)
        pygame.display.set_caption(f"{game.title} (network) — {APP_TITLE}", APP_TITLE)
        if invites:
            self.scenes.push(InvitesScene(self, list(invites), where))
        return scene

    def host_table(self, name: str, seats: list[str], parameters: dict[str, Any],
                   spectators: bool = False) -> TableScene | None:
        """Host a table from this window: the human seats are played here (at one screen, several handed the
        computer in turn as at a table here), each friend's seat gets an invite, the computer levels play at the
        host; with `spectators` a watch code is shown as well. Raises ValueError with a sentence when it cannot be
        set up."""
        kinds = [SeatKind.parse(kind) for kind in seats]
        humans = [seat for seat, kind in enumerate(kinds) if kind is SeatKind.HUMAN]
        host = self.network_host()
        players = [SeatKind.FRIEND if kind is SeatKind.HUMAN else kind for kind in kinds]
        table, invites, watch = host.call(host.host.create, name, players, parameters, spectators)
        address = f"{host.shown_address()}:{host.port}"
        lines = [(table.match.state.seat_name(seat), f"{address}/{code}") for seat, code in enumerate(invites)
                 if code and seat not in humans]
        seats: list[int | None] = [seat for seat, code in enumerate(invites) if code and seat not in humans]
        if spectators and watch:
            lines.append((SPECTATORS, f"{address}/{watch}"))
            seats.append(None)
        where = (msg("Friends on your local network join with these invites.") if self.settings.host_on_network else
                 msg("This computer only (Settings: Friends may join from): other windows here join with these."))
        self.hosted = (table.id, lines, seats, where)
        if not humans:  # every seat is a friend's or the computer's: this window watches nothing
            self.show_invites()
            return None
        here = f"127.0.0.1:{host.port}"
        connection, welcome = sit_at(here, Hello(invites=tuple(str(invites[seat]) for seat in humans)))
        scene = self.start_remote(connection, welcome)
        if scene is not None:
            self.show_invites()
        return scene

    def network_host(self) -> HostThread:
        """The host of the tables this window opens, started on first use."""
        if self.host is None:
            bind = "0.0.0.0" if self.settings.host_on_network else "127.0.0.1"
            host = HostThread(self.storage.root / "host", bind, DEFAULT_PORT, float(self.settings.away_grace))
            try:
                host.start()
            except OSError:  # the port is taken (another host runs here): any free port
                host = HostThread(self.storage.root / "host", bind, 0, float(self.settings.away_grace))
                host.start()
            self.host = host
        return self.host

    def ask_undo(self, table: TableScene) -> Scene | None:
        """Another player at a network table asks to take a move back: ask the player here."""
        if isinstance(self.scenes.top, UndoAskScene):
            return None
        return self.scenes.push(UndoAskScene(self, table))

    def open_replay(self, path: Path) -> Scene | None:
        """Replay a save (never written to). A save that cannot be read shows a message naming the file."""
        try:
            match = Match.load(path)
        except SaveError as exc:
            return self.show_message(msg("The save cannot be read"), save_error_message(exc))
        return self.watch(match)

    def watch(self, match: Match, viewpoint: Viewpoint | None = None, step: int | None = None) -> Scene | None:
        """Replay `match` on its table from `viewpoint` (by default every seat for a finished game, else the
        human's seat), at `step` (by default the last). None if the game has no table."""
        scene_class = table_scene_class(match.game.name)
        if scene_class is None:
            self.show_message(msg("No table yet"), no_table(match.game.title))
            return None
        session = ReplaySession(match, self.storage, self.settings,
                                default_viewpoint(match) if viewpoint is None else viewpoint, step)
        return self.scenes.push(ReplayScene(self, scene_class, session,
                                                   msg("{game}, seed {seed}", game=match.game.title, seed=match.seed)))

    def resume(self, path: Path | None = None, **options: Any) -> TableScene | None:
        """Open a save: by default the newest unfinished game whose file reads, the one the lobby describes (when
        no game reads, the list of saved games says why). A save that cannot be read shows a message naming the
        file and the problem, and that file is never written to again in this session; a game open in another
        window is refused (`claim`)."""
        if path is None:
            latest = self.storage.latest_resumable()
            if latest is None:
                if self.storage.unfinished():
                    self.open_saves()
                else:
                    self.show_message(msg("Nothing to resume"), msg("There is no saved game yet."))
                return None
            path = latest.path
        in_saves = Path(path).resolve().parent == self.storage.saves_dir.resolve()
        if in_saves and not self.claim(Path(path)):
            return None
        try:
            match = Match.load(path)
        except SaveError as exc:
            self.storage.release()
            self.storage.mark_damaged(Path(path), exc.message)
            self.show_message(msg("The save cannot be read"), save_error_message(exc))
            return None
        return self.start_match(match, save_path=Path(path) if in_saves else None, **options)

    def claim(self, path: Path) -> bool:
        """Lock the save `path` for this window (`Storage.claim`); when another window has the game open, say so
        and return False."""
        try:
            self.storage.claim(path)
        except GameOpenElsewhere:
            self.show_message(msg("Open in another window"), open_elsewhere_message(path))
            return False
        return True


def tell_smallest(size: tuple[int, int]) -> bool:
    """Tell the window manager the smallest size the window may be given (SDL's minimum size of the window
    `pygame.display` opened; set again after each `set_mode`). False when this pygame cannot say it."""
    window_of_display = getattr(pygame.Window, "from_display_module", None)
    if window_of_display is None:
        return False
    with warnings.catch_warnings():  # it warns against drawing through the Window; only its size is set here
        warnings.simplefilter("ignore", DeprecationWarning)
        window = window_of_display()
    window.minimum_size = size
    return True


def sit_at(address: str, hello: Hello, timeout: float = 10.0, kept: KeptSeats | None = None,
           cafile: str | None = None) -> tuple[Connection, Welcome]:
    """A connection to the host at `address` with `hello` (invites or a watch code), once welcomed (its seats
    kept in `kept`). Raises ValueError with a sentence when the host does not welcome it in time."""
    connection = Connection(address, hello, kept, cafile).start()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        message = connection.next(deadline - time.monotonic())
        if isinstance(message, Welcome):
            return connection, message
        if isinstance(message, Refused):
            break
    connection.close()
    raise ValueError(_("The table was made but this window could not sit at it."))


def save_error_message(exc: SaveError) -> Message:
    """What the window says of a save that cannot be read: the same line as the command line, and that the
    file was kept."""
    return msg("{file}: {problem}. The file was left as it is.", file=exc.path, problem=exc.message)


def no_table(title: str) -> Message:
    """What the window says of a game that has no table to play at."""
    return msg("{game} has no table yet.", game=title)
