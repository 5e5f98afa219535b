"""The screens of network play: joining a table, waiting for the host, the invites to read out (and a seat
invited again), the network tables this computer has seats at, a club's open tables, and another player's
request to take a move back."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol

import pygame

from ninjatable.engine.registry import game_names
from ninjatable.i18n import N_, Message, Text, _, msg, render
from ninjatable.net.client import Connection, NetworkError, address_uri, invite_parts, open_tables
from ninjatable.net.kept import KeptSeat, KeptSeats
from ninjatable.net.protocol import Hello, OpenTable, Refused, Unreadable, Welcome
from ninjatable.ui import text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.app.words import game_title
from ninjatable.ui.scene import Scene
from ninjatable.ui.widgets import Button, ButtonRow, draw_backdrop, draw_panel

#: how long the window tries to reach a host before it says it cannot.
CONNECT_SECONDS = 15.0
#: the longest address or code a field takes, and the longest path of a certificate file.
FIELD_LIMIT = 80
PATH_LIMIT = 1000
#: where the join screen's fields are (the certificate's only for a `wss://` address), its note, its buttons and
#: what went wrong.
FIELD_X, FIELD_W, FIELD_H = 420, 460, 48
FIELD_ROWS = {"address": 250, "code": 320, "certificate": 390}
CERTIFICATE_NOTE_Y = 444
BUTTONS_Y = 480
PROBLEM_Y = 550


def clipboard_text() -> str:
    """Text on the clipboard, or "" where the clipboard cannot be read."""
    try:
        return pygame.scrap.get_text() or ""  # type: ignore[attr-defined]
    except Exception:  # no clipboard here (a headless window)
        return ""


def is_secure(address: str) -> bool:
    """Is `address` reached over TLS (`wss://`)?"""
    return address.strip().lower().startswith("wss://")


def fit_end(words: str, width: int, size: int) -> str:
    """`words` whole when they fit in `width` pixels, else their end after an ellipsis (a file's path: its name
    is at the end)."""
    font = text.font(size)
    if font.size(words)[0] <= width:
        return words
    while words and font.size(text.ELLIPSIS + words)[0] > width:
        words = words[1:]
    return text.ELLIPSIS + words


def problem_of(error: Exception) -> Text:
    """What went wrong, as the error said it: a sentence kept as data (read in the reader's language when
    drawn), or its words."""
    said = error.args[0] if error.args else ""
    return said if isinstance(said, Message) else str(error)


def shade(surface: pygame.Surface, panel: pygame.Rect) -> None:
    """The table darkened under a panel that asks something of the player."""
    cover = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    cover.fill(theme.OVERLAY)
    surface.blit(cover, (0, 0))
    draw_panel(surface, panel)


class JoinScene(Scene):
    """The lobby's Join: the host's address and the invite code (or both pasted as `ADDRESS/CODE`); for a
    `wss://` address, the host's own certificate file too, when the host made its own (typed, pasted or dropped
    on the window; remembered with the seats kept at that host, and offered again for its address)."""

    def __init__(self, app: AppContext, address: str = "", code: str = "", cafile: str | None = None) -> None:
        super().__init__(app)
        self.fields = {"address": address, "code": code, "certificate": cafile or ""}
        self.focus = "address" if not address else "code"
        self.problem: Text = ""
        self.connection: Connection | None = None
        self.started = 0.0
        self.rects = {name: pygame.Rect(FIELD_X, y, FIELD_W, FIELD_H) for name, y in FIELD_ROWS.items()}
        self.buttons = ButtonRow()
        self._remembered()
        self._build()

    def _build(self) -> None:
        self.buttons = ButtonRow([
            Button((420, BUTTONS_Y, 220, 52), _("Join"), self.join, key="join"),
            Button((660, BUTTONS_Y, 220, 52), _("Back"), self.back, key="back"),
            Button((900, FIELD_ROWS["address"], 200, FIELD_H), _("Paste"), self.paste, key="paste",
                   tooltip=_("Paste an invite: the address and the code at once (ADDRESS/CODE)")),
        ])
        if self.shows_certificate:
            self.buttons.add(Button((900, FIELD_ROWS["certificate"], 200, FIELD_H), _("Clear"),
                                    self.clear_certificate, key="clear-certificate",
                                    tooltip=_("Trust only the certificates this computer trusts, as for any "
                                              "secure site")))

    def language_changed(self) -> None:
        self._build()

    @property
    def cafile(self) -> str | None:
        """The host's certificate file given, if any."""
        return self.fields["certificate"].strip() or None

    @property
    def shows_certificate(self) -> bool:
        """The certificate's row is shown: for a `wss://` address, or once a file was given."""
        return is_secure(self.fields["address"]) or bool(self.fields["certificate"])

    def fields_shown(self) -> list[str]:
        return [name for name in FIELD_ROWS if name != "certificate" or self.shows_certificate]

    def back(self) -> None:
        if self.connection is not None:
            self.connection.close()
        self.app.scenes.pop(self)

    def paste(self) -> None:
        self.take_text(clipboard_text())

    def clear_certificate(self) -> None:
        self.fields["certificate"] = ""
        self.focus = "certificate" if self.shows_certificate else "address"
        self._build()

    def take_text(self, pasted: str) -> None:
        """Pasted or typed text: an invite `ADDRESS/CODE` fills both fields; in the certificate's field, a file's
        path as it is."""
        if self.focus == "certificate":
            self.fields["certificate"] = (self.fields["certificate"] + pasted.strip("\r\n"))[:PATH_LIMIT]
            return
        pasted = pasted.strip()[:FIELD_LIMIT]
        address, code = invite_parts(pasted)
        if address is not None:
            self.fields.update(address=address, code=code)
            self.focus = "code"
        else:
            self.fields[self.focus] = (self.fields[self.focus] + pasted)[:FIELD_LIMIT]
        self._address_changed()

    def take_file(self, path: str) -> None:
        """A file dropped on the window: the host's certificate."""
        self.fields["certificate"] = path[:PATH_LIMIT]
        self.focus = "certificate"
        self._build()

    def _address_changed(self) -> None:
        self._remembered()
        self._build()

    def _remembered(self) -> None:
        """For a `wss://` address and no certificate given: the one kept with a seat at that host, if any."""
        if self.fields["certificate"] or not is_secure(self.fields["address"]):
            return
        uri = address_uri(self.fields["address"])
        self.fields["certificate"] = next((seat.cafile for seat in kept_seats(self.app).at(uri) if seat.cafile), "")

    def join(self) -> None:
        address, code = self.fields["address"].strip(), self.fields["code"].strip()
        if "/" in address.split("://", 1)[-1] and not code:
            found, code = invite_parts(address)
            address = found or ""
        cafile = self.cafile if is_secure(address) else None
        if address and not code:  # a club's address alone: its open tables
            self.app.open_club(address, cafile)
            return
        if not address:
            self.problem = _("Give the host's address (like 192.168.1.20:8765) and the invite code, or a club's "
                             "address alone to see its tables.")
            return
        self.problem = ""
        try:
            self.connection = Connection(address, Hello(invites=(code,)), kept_seats(self.app), cafile).start()
        except NetworkError as exc:
            self.problem = problem_of(exc)
            return
        self.started = time.monotonic()

    def update(self, dt: float) -> None:
        self.problem = wait_for_welcome(self, self.app) or self.problem

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name in self.fields_shown():
                if self.rects[name].collidepoint(event.pos):
                    self.focus = name
        if event.type == pygame.DROPFILE:  # a certificate file, from anywhere: dropped on the window
            self.take_file(event.file)
            return True
        if event.type == pygame.KEYDOWN:
            self.key(event)
            return True
        self.buttons.handle_event(event)
        return True

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.join()
        elif event.key == pygame.K_TAB:
            shown = self.fields_shown()
            at = shown.index(self.focus) if self.focus in shown else -1
            self.focus = shown[(at + (-1 if event.mod & pygame.KMOD_SHIFT else 1)) % len(shown)]
        elif event.key == pygame.K_BACKSPACE:
            self.fields[self.focus] = self.fields[self.focus][:-1]
            if self.focus == "address":
                self._build()
        elif event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
            self.paste()
        elif event.unicode and event.unicode.isprintable():
            self.take_text(event.unicode)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, _("Join a table"), (60, 24), 56, theme.LIGHT, bold=True)
        draw_panel(surface, pygame.Rect(300, 170, 840, 450))
        text.blit_text(surface, _("The host reads out the address and your invite code."), (420, 196), 24,
                       theme.INK, box=pygame.Rect(310, 180, 820, 50), how="shrink", min_size=16)
        labels = {"address": _("Address"), "code": _("Invite"), "certificate": _("Certificate")}
        for name in self.fields_shown():
            rect = self.rects[name]
            text.blit_text(surface, labels[name], (320, rect.y + 12), 26, theme.INK, bold=True,
                           box=pygame.Rect(310, rect.y, rect.x - 314, rect.h), how="shrink", min_size=14)
            pygame.draw.rect(surface, (250, 246, 236), rect, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD if self.focus == name else theme.MUTED, rect, 2, border_radius=6)
            caret = "|" if self.focus == name else ""
            shown = fit_end(self.fields[name], rect.w - 20 - text.font(24).size(caret)[0], 24) + caret
            text.blit_text(surface, shown, (rect.x + 10, rect.y + 12), 24, theme.INK)
        if self.shows_certificate:
            text.blit_text(surface, _("A host with a certificate of its own gives you its file: type where it is, "
                                      "or drop it on this window."), (FIELD_X, CERTIFICATE_NOTE_Y), 18,
                           theme.MUTED, box=pygame.Rect(FIELD_X, CERTIFICATE_NOTE_Y - 2, 700, 24), how="shrink",
                           min_size=13)
        if self.connection is not None:
            text.blit_text(surface, _("Joining…"), (420, PROBLEM_Y), 24, theme.MUTED)
        elif self.problem:
            draw_problem(surface, self.problem, (320, PROBLEM_Y), 800)
        self.buttons.draw(surface)


def kept_seats(app: AppContext) -> KeptSeats:
    """The seats this window holds at network tables, in its data folder."""
    return KeptSeats(app.storage.root)


class Joining(Protocol):
    """A screen waiting for a host's welcome."""

    connection: Connection | None
    started: float


def wait_for_welcome(scene: Joining, app: AppContext) -> Text:
    """Read what the host said to `scene`'s connection: the table once welcomed (the connection is handed to the
    table), else why not (the host's refusal, a certificate not trusted, a host that cannot be reached; the
    connection is closed); "" meanwhile."""
    connection = scene.connection
    if connection is None:
        return ""
    problem: Text = ""
    while (message := connection.next(0)) is not None:
        if isinstance(message, Welcome):  # what follows is the table's, read by its session
            scene.connection = None
            app.start_remote(connection, message)
            return ""
        if isinstance(message, Refused):
            problem = message.said if message.said is not None else message.reason
        elif isinstance(message, Unreadable):
            problem = message.reason
    if connection.refusal is not None or time.monotonic() - scene.started > CONNECT_SECONDS:
        if connection.refusal is None:
            problem = msg("The host at {address} cannot be reached (is it hosting, and on this network?)",
                          address=connection.uri)
        problem = problem or connection.refusal or ""
        connection.close()
        scene.connection = None
    return problem


def draw_problem(surface: pygame.Surface, problem: Text, where: tuple[int, int], width: int) -> None:
    size, lines = text.fit_lines(render(problem), width, sizes=(22, 19), max_lines=2)
    for i, line in enumerate(lines):
        text.blit_text(surface, line, (where[0], where[1] + i * (size + 4)), size, theme.DANGER)


#: the most rows a list of tables shows.
MOST_ROWS = 8
ROW_TOP, ROW_HEIGHT = 200, 58


def seat_state(seat: KeptSeat) -> str:
    """Whose turn it is at a kept table, as last seen."""
    if seat.over:
        return _("Finished")
    if seat.my_turn:
        return _("Your turn")
    if seat.waiting:
        return _("Waiting for {players}").format(players=seat.waiting)
    return _("Waiting")


class NetworkTablesScene(Scene):
    """The lobby's "Your network tables": the tables this computer has seats at (game, host, whose turn,
    waiting or finished), each reopened at its seat with a click."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.kept = kept_seats(app)
        self.seats = self.kept.all()[:MOST_ROWS]
        self.connection: Connection | None = None
        self.started = 0.0
        self.problem: Text = ""
        self.buttons = ButtonRow([Button((540, 700, 200, 50), _("Back"), self.back, key="back")])
        for i, seat in enumerate(self.seats):
            self.buttons.add(Button((1010, ROW_TOP + i * ROW_HEIGHT + 4, 150, 44), _("Open"),
                                    lambda s=seat: self.reopen(s), key=f"open:{i}", enabled=s_known(seat)))

    def back(self) -> None:
        if self.connection is not None:
            self.connection.close()
        self.app.scenes.pop(self)

    def reopen(self, seat: KeptSeat) -> None:
        """Sit at the table again with the seat's kept token."""
        if self.connection is not None:
            return
        self.problem = ""
        try:
            self.connection = Connection(seat.uri, Hello(tokens=seat.tokens), self.kept, seat.cafile).start()
        except NetworkError as exc:
            self.problem = problem_of(exc)
            return
        self.started = time.monotonic()

    def update(self, dt: float) -> None:
        self.problem = wait_for_welcome(self, self.app) or self.problem

    def needs_frame(self) -> bool:
        return self.connection is not None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        self.buttons.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, _("Your network tables"), (60, 24), 56, theme.LIGHT, bold=True)
        draw_panel(surface, pygame.Rect(100, 130, 1080, 620))
        text.blit_text(surface, _("The tables this computer has a seat at. Open one to sit at it again."),
                       (130, 150), 22, theme.MUTED)
        if not self.seats:
            text.blit_text(surface, _("No network table yet: join one from the lobby with an invite."),
                           (130, ROW_TOP + 10), 24, theme.INK)
        for i, seat in enumerate(self.seats):
            y = ROW_TOP + i * ROW_HEIGHT
            title = game_title(seat.game) if seat.game in game_names() else seat.game
            text.blit_text(surface, text.fit(title, 260, 26), (130, y + 12), 26, theme.INK, bold=True)
            text.blit_text(surface, text.fit(seat.uri.split("://", 1)[-1], 250, 22), (400, y + 15), 22, theme.MUTED)
            state = seat_state(seat)
            text.blit_text(surface, text.fit(state, 330, 22), (665, y + 15), 22,
                           theme.GOLD if seat.my_turn and not seat.over else theme.INK)
        if self.connection is not None:
            text.blit_text(surface, _("Joining…"), (130, 660), 24, theme.MUTED)
        elif self.problem:
            draw_problem(surface, self.problem, (130, 650), 1020)
        self.buttons.draw(surface)


def s_known(seat: KeptSeat) -> bool:
    """Can this build show the kept table's game?"""
    return seat.game in game_names()


class ClubScene(Scene):
    """A club's open tables (game, seats free, players present), each joined at a free seat with a click; with
    the club's key, a new table is made there from the seat setup."""

    def __init__(self, app: AppContext, address: str, cafile: str | None = None) -> None:
        super().__init__(app)
        self.address = address
        self.cafile = cafile
        self.tables: list[OpenTable] = []
        self.problem: Text = ""
        self.key = ""
        self.key_rect = pygame.Rect(330, 640, 380, 44)
        self.connection: Connection | None = None
        self.started = 0.0
        self.refresh()

    def refresh(self) -> None:
        """Ask the club for its open tables again."""
        try:
            self.tables = [table for table in open_tables(self.address, self.cafile, timeout=CONNECT_SECONDS)
                           if table.game in game_names()][:MOST_ROWS]
            self.problem = ""
        except NetworkError as exc:
            self.tables, self.problem = [], problem_of(exc)
        self._build()

    def _build(self) -> None:
        self.buttons = ButtonRow([
            Button((130, 700, 200, 46), _("Refresh"), self.refresh, key="refresh"),
            Button((950, 700, 200, 46), _("Back"), self.back, key="back"),
            Button((730, 640, 420, 44), _("New table here (with the club's key)"), self.new_table, key="new",
                   size=20),
        ])
        for i, table in enumerate(self.tables):
            self.buttons.add(Button((1010, ROW_TOP + i * ROW_HEIGHT + 4, 150, 44), _("Sit"),
                                    lambda t=table: self.sit(t), key=f"sit:{i}", enabled=table.free > 0))

    def back(self) -> None:
        if self.connection is not None:
            self.connection.close()
        self.app.club = None
        self.app.scenes.pop(self)

    def sit(self, table: OpenTable) -> None:
        if self.connection is not None:
            return
        try:
            self.connection = Connection(self.address, Hello(table=table.table), kept_seats(self.app),
                                         self.cafile).start()
        except NetworkError as exc:  # the certificate file went away meanwhile
            self.problem = problem_of(exc)
            return
        self.started = time.monotonic()

    def new_table(self) -> None:
        """Pick a game in the lobby; its seat setup then makes the table at the club."""
        if not self.key.strip():
            self.problem = _("Type the club's key first (its host printed it when it first started).")
            return
        self.app.club = (self.address, self.key.strip(), self.cafile)
        self.app.scenes.pop(self)
        if isinstance(self.app.scenes.top, JoinScene):  # back to the lobby, to choose the game
            self.app.scenes.pop(self.app.scenes.top)

    def update(self, dt: float) -> None:
        self.problem = wait_for_welcome(self, self.app) or self.problem

    def needs_frame(self) -> bool:
        return self.connection is not None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key == pygame.K_BACKSPACE:
                self.key = self.key[:-1]
            elif event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                self.key = (self.key + clipboard_text().strip())[:FIELD_LIMIT]
            elif event.unicode and event.unicode.isprintable():
                self.key = (self.key + event.unicode)[:FIELD_LIMIT]
            return True
        self.buttons.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, _("Tables at {address}").format(address=self.address)[:60], (60, 24), 48,
                       theme.LIGHT, bold=True)
        draw_panel(surface, pygame.Rect(100, 130, 1080, 640))
        text.blit_text(surface, _("Open tables: sit at a free seat with a click."), (130, 150), 22, theme.MUTED)
        if not self.tables and not self.problem:
            text.blit_text(surface, _("No open table here now."), (130, ROW_TOP + 10), 24, theme.INK)
        for i, table in enumerate(self.tables):
            y = ROW_TOP + i * ROW_HEIGHT
            text.blit_text(surface, text.fit(game_title(table.game), 300, 26), (130, y + 12), 26, theme.INK,
                           bold=True)
            seats = _("{free} of {seats} seats free").format(free=table.free, seats=table.seats)
            text.blit_text(surface, text.fit(seats, 280, 22), (450, y + 15), 22, theme.INK)
            present = _("{present} playing now").format(present=table.present)
            text.blit_text(surface, text.fit(present, 250, 22), (740, y + 15), 22, theme.MUTED)
        text.blit_text(surface, _("Key"), (130, 650), 24, theme.INK, bold=True)
        pygame.draw.rect(surface, (250, 246, 236), self.key_rect, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD, self.key_rect, 2, border_radius=6)
        shown = "•" * min(len(self.key), 30) + "|"
        text.blit_text(surface, shown, (self.key_rect.x + 10, self.key_rect.y + 10), 22, theme.INK)
        if self.connection is not None:
            text.blit_text(surface, _("Joining…"), (130, 600), 24, theme.MUTED)
        elif self.problem:
            draw_problem(surface, self.problem, (130, 590), 1020)
        self.buttons.draw(surface)


#: the line of the invites that gives the spectators' code.
SPECTATORS = N_("Spectators")


class InvitesScene(Scene):
    """After hosting: the address and an invite code for each friend's seat, to read out or send; a friend who
    lost theirs (a closed program, another computer) gets a new one with "New invite" (their old one, and the
    seat's token, open it no more)."""

    opaque = False

    def __init__(self, app: AppContext, lines: list[tuple[str, str]], where: str,
                 seats: list[int | None] | None = None, reinvite: Callable[[int], str] | None = None) -> None:
        super().__init__(app)
        self.lines = list(lines)
        self.where = where
        self.seats = list(seats) if seats is not None else [None] * len(self.lines)
        self.reinvite = reinvite
        self.problem = ""
        self.buttons = ButtonRow([Button((540, 600, 200, 50), _("To the table"), self.close, key="close")])
        for i in range(len(self.lines)):
            self.buttons.add(Button((920, 300 + i * 56, 110, 40), _("Copy"), self._copier(i), key=f"copy:{i}"))
            seat = self.seats[i] if i < len(self.seats) else None
            if reinvite is not None and seat is not None:
                self.buttons.add(Button((770, 300 + i * 56, 140, 40), _("New invite"), self._renewer(i, seat),
                                        key=f"renew:{i}", size=20,
                                        tooltip=_("A new code for this seat: the old one, and whoever sits there "
                                                  "with it, no longer open it")))

    def _copier(self, index: int) -> Callable[[], None]:
        def copy() -> None:
            try:
                pygame.scrap.put_text(self.lines[index][1])  # type: ignore[attr-defined]
            except Exception:  # no clipboard here: the invite stays on screen to be read out
                pass
        return copy

    def _renewer(self, index: int, seat: int) -> Callable[[], None]:
        def renew() -> None:
            assert self.reinvite is not None
            try:
                self.lines[index] = (self.lines[index][0], self.reinvite(seat))
                self.problem = ""
            except (ValueError, OSError) as exc:
                self.problem = str(exc)
        return renew

    def close(self) -> None:
        self.app.scenes.pop(self)

    def footnote(self) -> str:
        """What the codes open, under them."""
        if self.problem:
            return self.problem
        if any(seat == SPECTATORS for seat, _code in self.lines):
            return _("Each invite opens one seat; the spectators' code opens the public table to anyone who has "
                     "it.")
        return _("Each code opens one seat; a friend who drops comes back by themselves.")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.close()
            return True
        self.buttons.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, pygame.Rect(220, 170, 840, 500))
        text.blit_text(surface, _("Invite your friends"), (640, 196), 40, theme.INK, bold=True, anchor="midtop")
        text.blit_text(surface, text.fit(render(self.where), 780, 22), (640, 246), 22, theme.MUTED, anchor="midtop")
        for i, (seat, invite) in enumerate(self.lines):
            y = 300 + i * 56
            text.blit_text(surface, text.fit(seat, 160, 26), (250, y + 8), 26, theme.INK, bold=True)
            text.blit_text(surface, text.fit(invite, 340, 24), (420, y + 9), 24, theme.INK)
        text.blit_text(surface, self.footnote(), (640, 560), 20, theme.DANGER if self.problem else theme.MUTED,
                       anchor="midtop", box=pygame.Rect(240, 556, 800, 30), how="shrink", min_size=15)
        self.buttons.draw(surface)


class UndoAskScene(Scene):
    """Another player asks to take their last move back: agree or not."""

    opaque = False

    def __init__(self, app: AppContext, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.prompt = table.session.undo_asked or ""
        self.buttons = ButtonRow()
        self._build()

    def _build(self) -> None:
        self.buttons = ButtonRow([Button((440, 440, 190, 52), _("Agree"), lambda: self.answer(True), key="agree"),
                                  Button((650, 440, 190, 52), _("Refuse"), lambda: self.answer(False), key="refuse")])

    def language_changed(self) -> None:
        self._build()

    def answer(self, agree: bool) -> None:
        self.table.session.answer_undo(agree)
        self.app.scenes.pop(self)

    def update(self, dt: float) -> None:
        self.table.session.update(dt)
        if self.table.session.undo_asked is None:  # the game moved on, or the request was withdrawn
            self.app.scenes.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.buttons.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface, pygame.Rect(340, 300, 600, 220))
        size, lines = text.fit_lines(self.prompt, 540, sizes=(26, 22), max_lines=3)
        for i, line in enumerate(lines):
            text.blit_text(surface, line, (640, 330 + i * (size + 6)), size, theme.INK, anchor="midtop")
        self.buttons.draw(surface)
