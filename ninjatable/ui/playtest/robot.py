"""The playtest robot: whole games played through the screen, as a person plays them.

The robot runs the real window loop headless (the same scenes, animations at the fast setting, the computer
seats in their worker thread, the hand-over screen between humans) and sits in every human seat. At each of
its decisions it looks for every option of the rules' decision on the screen (`routes.explore`), counts the ones
it cannot find, picks one (at random, or the hint's a share of the time) and makes it with posted mouse events:
a click on the bar button that shows it, a drag from the piece the table draws to the place it lights, a click
where the table says. Now and then it presses Hint, Undo, Rules or Escape, as a person exploring would.

A game that errs (an exception, the "Unexpected error" screen) or strands the player (an option the rules offer
that the screen does not, or nothing happening for a long while) leaves its save and a screenshot of the moment
in the output folder, named in the report.

With a `pacing` the robot plays at the wall clock instead, as a person at the window meets it: the AI pacing
setting given, animations at the normal speed, frames of the real clock at 60 a second, the computers' thinking
floors running in real time. It then measures the waits a player meets: the wall-clock seconds from each of its
decisions (and from the table's opening) to the moment the table next lets it act (or shows the results).
"""

from __future__ import annotations

import dataclasses
import random
import shutil
import tempfile
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.match import Match
from ninjatable.net.client import play_headless
from ninjatable.ui.app.dialogs import HandOverScene, MessageScene, PauseScene
from ninjatable.ui.app.network import SPECTATORS, InvitesScene, UndoAskScene
from ninjatable.ui.app.results import ResultsScene
from ninjatable.ui.app.rulebook import RulesScene
from ninjatable.ui.app.window import App
from ninjatable.ui.playtest.routes import Explored, Route, explore, press_point
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.drag import DragSource
from ninjatable.ui.table.scene import TableScene
from ninjatable.ui.table.session import Session

#: simulated seconds a frame lasts (the robot does not wait for the clock; a move at the fast setting is still
#: shown over a few frames).
FRAME = 1 / 10
#: frames with nothing happening while a human is asked before the player counts as stranded (20 s).
STILL_LIMIT = 200
#: frames a game may last at most (a game past it counts as stranded; at a network table a frame spent waiting
#: for a player elsewhere lasts 10 ms of the clock).
GAME_LIMIT = 400_000
#: frames the robot waits for a network host to take its command (each after 10 ms: 3 s at most).
NETWORK_WAIT_FRAMES = 300
#: a frame's least length at the wall clock, when the robot plays at a pacing (the window's 60 frames a second).
PACED_FPS = 60
#: how often the robot presses each extra button at one of its decisions.
EXTRAS = {"hint": 0.04, "undo": 0.03, "rules": 0.01, "escape": 0.01}


@dataclasses.dataclass
class Failure:
    """A game that erred or stranded its player: what happened, and the files left of that moment."""

    game: int
    seed: int
    what: str
    save: str = ""
    screenshot: str = ""

    def line(self) -> str:
        files = f" (save {self.save}, screenshot {self.screenshot})" if self.save else ""
        return f"game {self.game} (seed {self.seed}): {self.what}{files}"


@dataclasses.dataclass
class Report:
    """The figures of a playtest run (its JSON line)."""

    games: int = 0
    finished: int = 0
    stranded: int = 0
    errors: int = 0
    #: options the rules offered that the screen did not, by kind of command.
    unreachable: Counter[str] = dataclasses.field(default_factory=Counter)
    #: commands the screen offered that the rules refuse, by kind.
    refused: Counter[str] = dataclasses.field(default_factory=Counter)
    #: moments the status line said the table waits for the player it is shown to.
    status: int = 0
    hints: int = 0
    undos: int = 0
    decisions: int = 0
    seconds: float = 0.0
    failures: list[Failure] = dataclasses.field(default_factory=list)
    #: games cut short after the robot's decision limit (played as far as asked).
    cut: int = 0
    #: the AI pacing played at the wall clock (None: simulated frames, no waits measured), and the waits met:
    #: wall-clock seconds from a decision of the robot (or the table's opening) to the next moment it may act.
    pacing: str | None = None
    waits: list[float] = dataclasses.field(default_factory=list)

    def wait_figures(self) -> dict[str, Any]:
        """The waits met, when played at a pacing: the longest, the 95th percentile and the median, in seconds."""
        if self.pacing is None:
            return {}
        waits = sorted(self.waits)
        return {"pacing": self.pacing, "waits": len(waits),
                "longest_wait_s": round(waits[-1], 2) if waits else 0.0,
                "p95_wait_s": round(percentile(waits, 0.95), 2),
                "median_wait_s": round(percentile(waits, 0.5), 2)}

    def to_json(self) -> dict[str, Any]:
        return {**self.wait_figures(), "cut": self.cut, "games": self.games, "finished": self.finished, "stranded": self.stranded, "errors": self.errors,
                "unreachable": dict(sorted(self.unreachable.items())), "refused": dict(sorted(self.refused.items())),
                "status": self.status,
                "hints": self.hints, "undos": self.undos, "decisions": self.decisions,
                "seconds": round(self.seconds, 1)}


class GameOver(Exception):
    """The game in play ended for the robot: `outcome` is "finished", "stranded" or "error"."""

    def __init__(self, outcome: str, what: str = "") -> None:
        super().__init__(what)
        self.outcome = outcome
        self.what = what


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the sorted `values` lie (nearest rank; 0 when there are none)."""
    if not values:
        return 0.0
    return values[min(len(values) - 1, max(0, int(round(share * len(values) + 0.5)) - 1))]


def kind_of(command: Command) -> str:
    return type(command).__name__


class Robot:
    """Plays matches at a headless window through posted events, and reports what it met."""

    def __init__(self, out_dir: Path, seed: int = 1, hint_share: float = 0.15, extras: bool = True,
                 storage_root: Path | None = None, hints: bool = True, pacing: str | None = None,
                 decision_limit: int | None = None) -> None:
        """`pacing`: play at the wall clock with that AI pacing setting and measure the waits (None: simulated
        frames at the fast settings); `decision_limit`: a game is cut short after that many of the robot's
        decisions."""
        self._own_root = None if storage_root is not None else Path(tempfile.mkdtemp(prefix="ninjatable-playtest-"))
        root = storage_root or self._own_root
        assert root is not None
        settings = Settings(animation_speed="fast", ai_pacing="fast") if pacing is None else \
            Settings(animation_speed="normal", ai_pacing=pacing)
        self.app = App(Storage(root), settings)
        self.pacing = pacing
        self.decision_limit = decision_limit
        #: when the robot's last decision was taken (or the table opened), while it waits to act again.
        self._waiting_since: float | None = None
        self.rng = random.Random(seed)
        self.out_dir = out_dir
        self.hint_share = hint_share if hints else 0.0
        self.extras = extras
        #: how often each extra button is pressed at a decision (no Hint when `hints` is False: it is the slow
        #: one, the normal computer thinking for the player).
        self.extra_shares = {name: share for name, share in EXTRAS.items() if hints or name != "hint"}
        self.report = Report(pacing=pacing)
        self.game_number = 0
        self.match: Match | None = None
        #: the game in play is at a network table (another player's move may reach it while the robot decides).
        self.network = False
        self._noted: set[tuple[int, str]] = set()

    # --- the run -----------------------------------------------------------------------------------------
    def play(self, match: Match) -> str:
        """Play `match` to its end through the screen; returns "finished", "stranded" or "error"."""
        self.match, self.network = match, False
        return self._run(lambda: self.app.start_match(match), [])

    def play_network(self, name: str, seats: list[str], parameters: dict[str, Any]) -> str:
        """Host a network table from the window (the robot plays the `human` seat through the screen, a headless
        random player each `friend` seat over the loopback, the host's computers the other seats) and play it to
        its end; returns "finished", "stranded" or "error". The host's match is read only to check the robot's
        moves were taken."""
        friends: list[threading.Thread] = []
        self.network = True
        leave = threading.Event()  # the friends leave when the robot's game ends, however it ends

        def host() -> None:
            self.app.host_table(name, seats, parameters)
            top = self.app.scenes.top
            invites = top.lines if isinstance(top, InvitesScene) else []
            assert invites or "friend" not in seats, "hosting shows the invites"
            for seat, invite in invites:
                if seat == SPECTATORS:
                    continue
                address, code = invite.rsplit("/", 1)
                friend = threading.Thread(target=play_headless, args=(address, code, "random", 120),
                                          kwargs={"stop": leave}, daemon=True)
                friend.start()
                friends.append(friend)
            assert self.app.host is not None
            self.match = list(self.app.host.host.tables.values())[-1].match  # the host's judge's match

        return self._run(host, friends, leave)

    def _run(self, start: Callable[[], object], friends: list[threading.Thread],
             leave: threading.Event | None = None) -> str:
        """Open the table with `start` and play on until the game ends or fails; the report counts it."""
        self.game_number += 1
        self.report.games += 1
        started = time.perf_counter()
        outcome = "error"
        try:
            start()
            self._loop()
        except GameOver as over:
            outcome = over.outcome
            if outcome not in ("finished", "cut"):
                self._fail(over.what)
        except Exception as exc:  # the robot reports every error and goes on with the next game
            self._fail("error: " + "".join(traceback.format_exception_only(exc)).strip()
                       + "\n" + "".join(traceback.format_tb(exc.__traceback__)[-4:]))
        finally:
            self.report.seconds += time.perf_counter() - started
            table = self.app.table()
            if table is not None:
                table.session.close()
            if leave is not None:
                leave.set()
            for friend in friends:
                friend.join(30)
        if outcome == "finished":
            self.report.finished += 1
        elif outcome == "cut":
            self.report.cut += 1
        elif outcome == "stranded":
            self.report.stranded += 1
        else:
            self.report.errors += 1
        return outcome

    def close(self) -> None:
        self.app.shutdown()
        if self._own_root is not None:
            shutil.rmtree(self._own_root, ignore_errors=True)

    def _loop(self) -> None:
        still, flying, seen = 0, 0, None
        #: at the wall clock a frame is shorter: the same seconds before the player counts as stranded.
        still_limit = STILL_LIMIT if self.pacing is None else int(STILL_LIMIT * FRAME * PACED_FPS)
        self._waiting_since, decided = time.perf_counter(), self.report.decisions
        for _ in range(GAME_LIMIT):
            if self._screens():
                still = 0
                continue
            table = self._table()
            session = table.session
            if table.may_act() is not None and session.decision is not None and session.auto_pass() is None:
                self._waited()
                if self.decision_limit is not None and self.report.decisions - decided >= self.decision_limit:
                    raise GameOver("cut")
                before = self.report.decisions
                self._decide(table)
                if self.report.decisions > before:
                    self._waiting_since = time.perf_counter()
                still = 0
                continue
            self._check_status(table)
            if session.thinking_seat() is not None and session.ai_pause == 0 and self.pacing is None:
                session.wait(0.5)  # a computer seat is thinking: wait for its answer, not the clock
            moment = (session.version, len(table.animations), round(session.ai_pause, 2))
            in_flight = session.in_flight
            flying = flying + 1 if in_flight else 0
            if in_flight:  # a move on its way to the host (a pass the table gave by itself, say): its answer
                session.wait(0.01)  # comes with time, not with frames
                if flying > NETWORK_WAIT_FRAMES:
                    raise GameOver("stranded", f"the host did not answer a move within {NETWORK_WAIT_FRAMES} frames")
            elif self.network and session.human_asked() is None:
                session.wait(0.01)  # a friend elsewhere or the host's computer answers with time, not with frames
            unchanged = moment == seen and session.human_asked() is not None
            still = (still if in_flight else still + 1) if unchanged else 0
            seen = moment
            if still > still_limit:
                raise GameOver("stranded", f"nothing happened for {still_limit} frames while "
                                           f"{session.seat_name(session.human_asked() or 0)} was asked")
            self._frame(waiting=True)
        raise GameOver("stranded", f"the game did not end within {GAME_LIMIT} frames")

    def _waited(self) -> None:
        """The robot may act (or the game is over): the wait since its last decision is over, and counted."""
        if self._waiting_since is not None and self.pacing is not None:
            self.report.waits.append(time.perf_counter() - self._waiting_since)
        self._waiting_since = None

    def _screens(self) -> bool:
        """Deal with a screen over the table (results, error, hand-over, pause, rules); True when one was."""
        top = self.app.scenes.top
        if isinstance(top, ResultsScene):
            self._waited()  # the stretch from the last decision to the results is a wait too
            raise GameOver("finished")
        if isinstance(top, MessageScene):
            raise GameOver("error" if top.is_error else "stranded", f"the screen '{top.title}' says: {top.message}")
        if isinstance(top, HandOverScene | PauseScene | RulesScene | InvitesScene | UndoAskScene):
            key = {HandOverScene: "confirm", PauseScene: "Resume", RulesScene: "close", InvitesScene: "close",
                   UndoAskScene: "agree"}[type(top)]
            self._click(top.buttons.get(key).rect.center)
            return True
        return False

    def _table(self) -> TableScene:
        table = self.app.scenes.top
        if not isinstance(table, TableScene):
            raise GameOver("error", f"the window left the table for {type(table).__name__}")
        return table

    def _check_status(self, table: TableScene) -> None:
        """The status line never says the table waits for the player it is shown to."""
        session = table.session
        asked = session.human_asked()
        if asked is None or asked != session.viewer or not session.show_private:
            return
        if f"waiting for {session.seat_name(asked)}".lower() in table.status.message.lower():
            self.report.status += 1
            self._fail(f"the status line says '{table.status.message}' to {session.seat_name(asked)}", "status")

    # --- one decision ------------------------------------------------------------------------------------
    def _decide(self, table: TableScene) -> None:
        if self.extras and self._extra(table):
            return
        session = table.session
        seat = session.human_seat()
        decision = session.decision
        assert seat is not None and decision is not None
        self.report.decisions += 1
        explored = self._explore(table, seat)
        for command, how in explored.refused:
            self.report.refused[kind_of(command)] += 1
            self._fail(f"the screen offers {command.to_text()} ({how}), which the rules refuse", "refused")
        missing = explored.missing(decision.options)
        for option in missing:
            self.report.unreachable[kind_of(option.command)] += 1
        if missing:
            names = ", ".join(f"{o.label!r}" + (f" [{o.group}]" if o.group else "") for o in missing[:6])
            self._fail(f"{len(missing)} of {len(decision.options)} options of '{decision.kind}' are not on the "
                       f"screen: {names}", "missing " + decision.kind)
        if self.rng.random() < self.hint_share and self._play_hint(table):
            return
        choices = [option.command for option in decision.options if option.command in explored.routes]
        weight = {kind: self.rng.random() for kind in sorted({kind_of(c) for c in choices})}
        choices.sort(key=lambda c: weight[kind_of(c)] + self.rng.random() * 1e-3)  # each kind the same chance
        for command in choices[:3]:
            version = session.version
            if self._perform(table, seat, command, explored.routes[command]):
                return
            if self.network and session.version != version:
                return  # another player's move reached the table meanwhile: look at it again, as a person would
            self.report.unreachable[kind_of(command)] += 1
            self._fail(f"{kind_of(command)} {command.to_text()} was found on the screen but "
                       f"{explored.routes[command].kind} did not give it"
                       f"{': ' + table.toast.message if table.toast.visible else ''} ({self._screen(table)})",
                       "not given " + kind_of(command))
        raise GameOver("stranded", f"no option of '{decision.kind}' could be made through the screen")

    def _explore(self, table: TableScene, seat: int) -> Explored:
        match = self._match()

        def legal(command: Command) -> bool:
            return match.state.refusal(seat, command) is None

        def select(source: DragSource | None) -> None:
            if source is None:
                if table.drag.selected is not None:
                    self._key(pygame.K_ESCAPE)
                return
            point = press_point(table, source)
            if point is not None:
                self._click(point)

        return explore(table, legal, select)

    def _perform(self, table: TableScene, seat: int, command: Command, route: Route) -> bool:
        """Make `command` by `route` with posted events; True when the match took it."""
        session = table.session
        before = len(self._match().history)
        if route.select is not None and route.kind == "bar":
            source = next((s for s in table.drag_sources() if s.key == route.select), None)
            point = press_point(table, source) if source is not None else None
            if point is None:
                return False
            self._click(point)
        if route.kind == "bar":
            button = next((b for b, _ in table.bar.buttons if b.label == route.group), None)
            if button is None:
                return False
            self._click(button.rect.center)
            for point in route.points:
                self._click(point)
        elif route.kind == "drag":
            self._drag(route.points[0], route.points[1])
            for point in route.points[2:]:
                self._click(point)
        else:
            for point in route.points:
                self._click(point)
            button = next((b for b, options in table.bar.buttons if [o.command for o in options] == [command]), None)
            if button is not None and len(self._match().history) == before:
                self._click(button.rect.center)  # clicks that compose an answer, then offered on the bar
        return self._given(session, seat, command, before)

    def _given(self, session: Session, seat: int, command: Command, before: int) -> bool:
        """Did the match take `seat`'s `command` since it held `before` commands (applied, or collected as a
        secret answer)? At a network table the command is on its way: the robot waits for the host's answer."""
        for _ in range(NETWORK_WAIT_FRAMES if session.in_flight else 0):
            if not session.in_flight:
                break
            session.wait(0.01)  # the host, in its own thread, answers within milliseconds
            self._frame()
        return (seat, command) in self._match().history[before:] or session.answered(seat) == command

    def _screen(self, table: TableScene) -> str:
        """What the table shows now, in short (for a failure's note)."""
        bar = ", ".join(button.label for button, _ in table.bar.buttons) or "nothing"
        lit = len(table.bar.choosing) + len(table.bar.listing)
        held = table.drag.selected.key if table.drag.selected is not None else None
        return f"the bar shows {bar}; {lit} places lit; holding {held}; hint shown: {table.hint_panel.visible}"

    # --- the extra buttons -------------------------------------------------------------------------------
    def _extra(self, table: TableScene) -> bool:
        """Now and then press Hint, Undo, Rules or Escape; True when the table changed under the robot."""
        roll, name = self.rng.random(), ""
        for extra, share in self.extra_shares.items():
            if not name and roll < share:
                name = extra
            roll -= share
        if not name:
            return False
        if name == "hint":
            self._ask_hint(table)
            if table.session.tutor.hint is not None:
                self._click(table.hint_panel.buttons.get("hint:close").rect.center)
            return False
        if name == "undo":
            session, before = table.session, len(self._match().history)
            shown, refusal = session.commands_given, session.last_refusal
            self._click(table.buttons.get("Undo").rect.center)
            for _ in range(NETWORK_WAIT_FRAMES if self.network and session.undo_reason() is None else 0):
                if session.commands_given < shown or session.last_refusal != refusal:
                    break  # the others agreed (or not): the table shows the host's answer, as a person would wait
                session.wait(0.01)
                self._frame()
            if len(self._match().history) < before:
                self.report.undos += 1
            return True
        if name == "rules":
            self._click(table.buttons.get("Rules").rect.center)
            return True
        self._key(pygame.K_ESCAPE)
        return True

    def _ask_hint(self, table: TableScene) -> None:
        """Press Hint and wait for the proposal (the frames run meanwhile)."""
        tutor = table.session.tutor
        self._click(table.buttons.get("Hint").rect.center)
        for _ in range(400):
            if tutor.hint is not None or not tutor.pending:
                break
            tutor.worker.wait(0.5)
            self._frame()
            self._table()
        if tutor.hint is not None:
            self.report.hints += 1

    def _play_hint(self, table: TableScene) -> bool:
        """Ask for a hint and play it with "Play it"; True when the match took it."""
        self._ask_hint(table)
        hint = table.session.tutor.hint
        if hint is None or table.may_act() is None:
            return False
        seat = table.session.human_seat()
        before = len(self._match().history)
        self._click(table.hint_panel.buttons.get("hint:play").rect.center)
        return seat is not None and self._given(table.session, seat, hint.command, before)

    # --- events ------------------------------------------------------------------------------------------
    def _frame(self, waiting: bool = False) -> None:
        """One frame: of `FRAME` simulated seconds, or at a pacing one of the wall clock (while the robot
        `waiting` for the table, at the window's rate; its own gestures take no longer than they must)."""
        if self.pacing is None:
            self.app.step(FRAME)
            return
        self.app.step()
        if waiting:
            self.app.clock.tick(PACED_FPS)

    def _post(self, kind: int, **data: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, **data))

    def _click(self, pos: tuple[int, int]) -> None:
        self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self._post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self._frame()

    def _drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
        self._post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        self._post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self._frame()
        for i in range(1, steps + 1):
            pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            self._post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
            self._frame()
        self._post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self._frame()

    def _key(self, key: int) -> None:
        self._post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        self._frame()

    # --- failures ----------------------------------------------------------------------------------------
    def _match(self) -> Match:
        assert self.match is not None
        return self.match

    def _fail(self, what: str, kind: str = "") -> None:
        """Note a failure with the save and a screenshot of the moment (once per game and `kind` of failure)."""
        if self.match is None:  # no table was opened
            self.report.failures.append(Failure(self.game_number, 0, what))
            return
        match = self._match()
        kind = kind or what
        if (self.game_number, kind) in self._noted:
            return
        self._noted.add((self.game_number, kind))
        stem = self.out_dir / f"{match.game.name}-game{self.game_number}-seed{match.seed}-{len(self.report.failures)}"
        failure = Failure(self.game_number, match.seed, what)
        try:
            self.out_dir.mkdir(parents=True, exist_ok=True)
            match.save(stem.with_suffix(".json"))
            self.app.draw()
            pygame.image.save(self.app.surface, str(stem.with_suffix(".png")))
            failure.save, failure.screenshot = str(stem.with_suffix(".json")), str(stem.with_suffix(".png"))
        except (OSError, pygame.error) as exc:
            failure.what += f" (its files could not be written: {exc})"
        self.report.failures.append(failure)
