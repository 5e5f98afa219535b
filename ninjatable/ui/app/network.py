"""The screens of network play: joining a table, waiting for the host, the invites to read out, and another
player's request to take a move back."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from ninjatable.i18n import N_, Text, _, render
from ninjatable.net.client import Connection
from ninjatable.net.protocol import Hello, Refused, Unreadable, Welcome, split_invite
from ninjatable.ui import text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.scene import Scene
from ninjatable.ui.widgets import Button, ButtonRow, draw_backdrop, draw_panel

#: how long the window tries to reach a host before it says it cannot.
CONNECT_SECONDS = 15.0
#: the longest address or code a field takes.
FIELD_LIMIT = 80


def clipboard_text() -> str:
    """Text on the clipboard, or "" where the clipboard cannot be read."""
    try:
        return pygame.scrap.get_text() or ""  # type: ignore[attr-defined]
    except Exception:  # no clipboard here (a headless window)
        return ""


def shade(surface: pygame.Surface, panel: pygame.Rect) -> None:
    """The table darkened under a panel that asks something of the player."""
    cover = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    cover.fill(theme.OVERLAY)
    surface.blit(cover, (0, 0))
    draw_panel(surface, panel)


class JoinScene(Scene):
    """The lobby's Join: the host's address and the invite code (or both pasted as `ADDRESS/CODE`)."""

    def __init__(self, app: AppContext, address: str = "", code: str = "") -> None:
        super().__init__(app)
        self.fields = {"address": address, "code": code}
        self.focus = "address" if not address else "code"
        self.problem = ""
        self.connection: Connection | None = None
        self.started = 0.0
        self.rects = {"address": pygame.Rect(420, 250, 460, 48), "code": pygame.Rect(420, 340, 460, 48)}
        self.buttons = ButtonRow()
        self._build()

    def _build(self) -> None:
        self.buttons = ButtonRow([
            Button((420, 430, 220, 52), _("Join"), self.join, key="join"),
            Button((660, 430, 220, 52), _("Back"), self.back, key="back"),
            Button((900, 250, 200, 48), _("Paste"), self.paste, key="paste",
                   tooltip=_("Paste an invite: the address and the code at once (ADDRESS/CODE)")),
        ])

    def language_changed(self) -> None:
        self._build()

    def back(self) -> None:
        if self.connection is not None:
            self.connection.close()
        self.app.scenes.pop(self)

    def paste(self) -> None:
        self.take_text(clipboard_text())

    def take_text(self, pasted: str) -> None:
        """Pasted or typed text: an invite `ADDRESS/CODE` fills both fields."""
        pasted = pasted.strip()[:FIELD_LIMIT]
        address, code = split_invite(pasted)
        if address is not None:
            self.fields = {"address": address, "code": code}
            self.focus = "code"
        else:
            self.fields[self.focus] = (self.fields[self.focus] + pasted)[:FIELD_LIMIT]

    def join(self) -> None:
        address, code = self.fields["address"].strip(), self.fields["code"].strip()
        if "/" in address and not code:
            found, code = split_invite(address)
            address = found or ""
        if not address or not code:
            self.problem = _("Give the host's address (like 192.168.1.20:8765) and the invite code.")
            return
        self.problem = ""
        self.connection = Connection(address, Hello(invites=(code,))).start()
        self.started = time.monotonic()

    def update(self, dt: float) -> None:
        connection = self.connection
        if connection is None:
            return
        waited = time.monotonic() - self.started
        while (message := connection.next(0)) is not None:
            if isinstance(message, Welcome):  # what follows is the table's, read by its session
                self.connection = None
                self.app.start_remote(connection, message)
                return
            if isinstance(message, (Refused, Unreadable)):
                self.problem = message.reason
        if connection.refusal is not None or waited > CONNECT_SECONDS:
            if connection.refusal is None:
                self.problem = _("The host at {address} cannot be reached (is it hosting, and on this network?)."
                                 ).format(address=connection.uri)
            connection.close()
            self.connection = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, rect in self.rects.items():
                if rect.collidepoint(event.pos):
                    self.focus = name
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
            self.focus = "code" if self.focus == "address" else "address"
        elif event.key == pygame.K_BACKSPACE:
            self.fields[self.focus] = self.fields[self.focus][:-1]
        elif event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
            self.paste()
        elif event.unicode and event.unicode.isprintable():
            self.take_text(event.unicode)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, _("Join a table"), (60, 24), 56, theme.LIGHT, bold=True)
        draw_panel(surface, pygame.Rect(300, 170, 840, 400))
        text.blit_text(surface, _("The host reads out the address and your invite code."), (420, 196), 24,
                       theme.INK, box=pygame.Rect(310, 180, 820, 50), how="shrink", min_size=16)
        for label, name in ((_("Address"), "address"), (_("Invite"), "code")):
            rect = self.rects[name]
            text.blit_text(surface, label, (320, rect.y + 12), 26, theme.INK, bold=True,
                           box=pygame.Rect(310, rect.y, rect.x - 314, rect.h), how="shrink", min_size=16)
            pygame.draw.rect(surface, (250, 246, 236), rect, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD if self.focus == name else theme.MUTED, rect, 2, border_radius=6)
            shown = self.fields[name] + ("|" if self.focus == name else "")
            text.blit_text(surface, text.fit(shown, rect.w - 20, 26), (rect.x + 10, rect.y + 11), 26, theme.INK)
        if self.connection is not None:
            text.blit_text(surface, _("Joining…"), (420, 500), 24, theme.MUTED)
        elif self.problem:
            size, lines = text.fit_lines(self.problem, 700, sizes=(22, 19), max_lines=2)
            for i, line in enumerate(lines):
                text.blit_text(surface, line, (420, 500 + i * (size + 4)), size, theme.DANGER)
        self.buttons.draw(surface)


#: the line of the invites that gives the spectators' code.
SPECTATORS = N_("Spectators")


class InvitesScene(Scene):
    """After hosting: the address and an invite code for each friend's seat, to read out or send."""

    opaque = False

    def __init__(self, app: AppContext, lines: list[tuple[str, str]], where: Text) -> None:
        super().__init__(app)
        self.lines = lines
        self.where = where
        self.buttons = ButtonRow()
        self._build()

    def _build(self) -> None:
        self.buttons = ButtonRow([Button((540, 600, 200, 50), _("To the table"), self.close, key="close")])
        for i, (_seat, invite) in enumerate(self.lines):
            self.buttons.add(Button((900, 300 + i * 56, 120, 40), _("Copy"), self._copier(invite), key=f"copy:{i}"))

    def language_changed(self) -> None:
        self._build()

    @staticmethod
    def _copier(invite: str) -> Callable[[], None]:
        def copy() -> None:
            try:
                pygame.scrap.put_text(invite)  # type: ignore[attr-defined]
            except Exception:  # no clipboard here: the invite stays on screen to be read out
                pass
        return copy

    def close(self) -> None:
        self.app.scenes.pop(self)

    def footnote(self) -> str:
        """What the codes open, under them."""
        if any(seat == SPECTATORS for seat, _invite in self.lines):
            return _("Each invite opens one seat once; the spectators' code opens the public table to anyone who "
                     "has it.")
        return _("Each code opens one seat once; a friend who drops comes back by themselves.")

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
            text.blit_text(surface, _(SPECTATORS) if seat == SPECTATORS else seat, (260, y + 8), 26, theme.INK,
                           bold=True, box=pygame.Rect(250, y, 170, 40), how="shrink", min_size=16)
            text.blit_text(surface, text.fit(invite, 460, 26), (430, y + 8), 26, theme.INK)
        text.blit_text(surface, self.footnote(), (640, 560), 20, theme.MUTED, anchor="midtop",
                       box=pygame.Rect(240, 556, 800, 30), how="shrink", min_size=15)
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
