"""The lobby: pick a game, resume the newest saved game or choose among them, open the settings, quit."""

from __future__ import annotations

import os

import pygame

from ninjatable.engine import registry
from ninjatable.i18n import _, ngettext
from ninjatable.ui import text, theme
from ninjatable.ui.app import covers
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.app.words import describe_saved, game_title, table_module_exists
from ninjatable.ui.scene import Scene
from ninjatable.ui.storage import SavedGame, Storage
from ninjatable.ui.widgets import Button, ButtonRow, draw_backdrop, draw_panel

#: the saved game's words: under the Resume button, above the other buttons of the right panel.
RESUME_INFO_BOX = pygame.Rect(930, 266, 300, 146)
#: the right panel's buttons under the saved game's words: the first one's top, their height and step.
MENU_TOP, MENU_HEIGHT, MENU_STEP = 418, 44, 51
#: the games' cards: three to a row in the panel on the left.
CARD_SIZE = (256, 272)
CARD_GAP = 14
CARDS_TOPLEFT = (60, 178)
COVER_HEIGHT = 112


def card_rect(index: int) -> pygame.Rect:
    column, row = index % 3, index // 3
    return pygame.Rect(CARDS_TOPLEFT[0] + column * (CARD_SIZE[0] + CARD_GAP + 1),
                       CARDS_TOPLEFT[1] + row * (CARD_SIZE[1] + CARD_GAP), *CARD_SIZE)


def last_played(storage: Storage) -> str | None:
    """The game of the newest save, unfinished or kept as history (read from the list of saves and the history
    files' names; no game is replayed)."""
    found: list[tuple[float, str]] = [(game.modified, game.game) for game in storage.saved_games() if game.readable]
    names = sorted(registry.CATALOGUE, key=len, reverse=True)
    try:
        with os.scandir(storage.history_dir) as entries:
            for entry in entries:
                name = next((n for n in names if entry.name.startswith(f"{n}-")), None)
                if name is not None and entry.name.endswith(".json"):
                    try:
                        found.append((entry.stat().st_mtime, name))
                    except OSError:  # removed by another window meanwhile
                        continue
    except OSError:
        pass
    known = [(when, name) for when, name in found if name in registry.CATALOGUE]
    return max(known)[1] if known else None


def draw_card(surface: pygame.Surface, name: str, has_table: bool, card: pygame.Rect, latest: bool) -> None:
    """A game's card: its drawn cover, its name, players and length, what it is about (the buttons are drawn
    with the others)."""
    listing = registry.CATALOGUE[name]
    draw_panel(surface, card, fill=(250, 244, 230), edge=theme.GOLD if latest else theme.PANEL_EDGE,
               width=3 if latest else 2)
    art = pygame.Rect(card.x + 8, card.y + 8, card.width - 16, COVER_HEIGHT)
    surface.blit(covers.cover(name, listing.title, art.size), art)
    pygame.draw.rect(surface, theme.PANEL_EDGE, art, 1)
    if latest:
        ribbon = pygame.Rect(art.x, art.y + 8, 104, 24)
        pygame.draw.rect(surface, theme.GOLD, ribbon, border_top_right_radius=8, border_bottom_right_radius=8)
        text.blit_text(surface, _("Last played"), ribbon.center, 17, theme.INK, bold=True, anchor="center",
                       box=ribbon.inflate(-6, 0), how="shrink", min_size=12)
    inner = card.inflate(-20, 0)
    text.blit_text(surface, game_title(name), (inner.x, art.bottom + 8), 28, theme.INK, bold=True, box=inner,
                   how="shrink", min_size=18)
    tagline = _(listing.tagline)
    players, _dot, about = tagline.partition(" · ")
    facts = " · ".join(part for part in (players, _(listing.length) if listing.length else "") if part)
    text.blit_text(surface, facts, (inner.x, art.bottom + 40), 19, theme.ACCENT, bold=True, box=inner,
                   how="shrink", min_size=15)
    about_box = pygame.Rect(inner.x, art.bottom + 62, inner.width, card.bottom - 56 - art.bottom - 62)
    if has_table:
        text.blit_lines(surface, about or tagline, about_box, 18, theme.MUTED, min_size=14)
    else:
        text.blit_lines(surface, _("no table yet: rules only"), about_box, 18, theme.ACCENT, min_size=14)


class LobbyScene(Scene):
    """Pick a game, resume the newest unfinished game (or pick one in the list of saved games), open the
    settings, quit."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.buttons = ButtonRow()
        self.rows: list[tuple[str, bool, pygame.Rect]] = []
        #: the game of the newest save or finished game, marked on its card (None: nothing played yet).
        self.last_played: str | None = None
        self.resume_info = ""
        self.latest: SavedGame | None = None
        self._build()

    def _build(self) -> None:
        self.buttons = ButtonRow()
        self.rows = []
        self.last_played = last_played(self.app.storage)
        names = registry.game_names()
        for i, name in enumerate(names):
            has_table = table_module_exists(name)
            card = card_rect(i)
            self.rows.append((name, has_table, card))
            self.buttons.add(Button((card.x + 10, card.bottom - 50, 132, 40), _("Play"),
                                    lambda n=name: self.app.open_setup(n), enabled=has_table, key=f"play:{name}"))
            self.buttons.add(Button((card.x + 150, card.bottom - 50, card.width - 160, 40), _("Rules"),
                                    lambda n=name: self.app.open_rules(n), key=f"rules:{name}"))
        if self.app.club is not None:  # a game is being chosen for a new table at a club
            self.buttons.add(Button((660, 130, 200, 40), _("Not at the club"), self.leave_club, key="club-cancel",
                                    tooltip=_("Choose a game to play at this computer instead")))
        saved = self.app.storage.unfinished()
        self.latest = next((game for game in saved if game.readable), None)
        unreadable = sum(1 for game in saved if not game.readable)
        info = describe_saved(self.latest) if self.latest else _("No game in progress.")
        if unreadable:
            info = _("{saved} {unreadable}").format(saved=info, unreadable=ngettext(
                "{n} file in the saves folder cannot be read: see the saved games.",
                "{n} files in the saves folder cannot be read: see the saved games.", unreadable).format(n=unreadable))
        self.resume_info = info
        self.buttons.add(Button((930, 200, 300, 54), _("Resume"), self.resume_latest,
                                enabled=self.latest is not None, key="resume"))
        menu = [(_("Join a table"), self.app.open_join, "join", True,
                 _("Sit at a table a friend hosts: their address and your invite code")),
                (_("Your network tables"), self.app.open_network_tables, "network-tables", True,
                 _("The tables at other computers you have a seat at: sit at one again")),
                (_("Saved games ({n})").format(n=len(saved)), self.app.open_saves, "saves", bool(saved), ""),
                (_("Replays"), self.app.open_replays, "replays", True,
                 _("Watch a saved or finished game again, step by step")),
                (_("Settings"), self.app.open_settings, "settings", True, ""),
                (_("Quit"), self.app.quit, "quit", True, "")]
        for i, (label, action, key, enabled, tooltip) in enumerate(menu):
            self.buttons.add(Button((930, MENU_TOP + i * MENU_STEP, 300, MENU_HEIGHT), label, action,
                                    enabled=enabled, key=key, tooltip=tooltip))

    def resume_latest(self) -> None:
        """Continue the game described beside Resume (the newest unfinished game that reads); if its orders do
        not replay, or another window has it open, the window says so."""
        if self.latest is not None:
            self.app.resume(self.latest.path)

    def enter(self) -> None:
        self._build()

    def language_changed(self) -> None:
        self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return self.buttons.handle_event(event)

    def needs_frame(self) -> bool:
        return False

    def leave_club(self) -> None:
        """Back to making tables at this computer: the game chosen next is played here."""
        self.app.club = None
        self._build()

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, "ninjatable", (60, 24), 64, theme.LIGHT, bold=True)
        text.blit_text(surface, _("Japan-themed board and card games against the computer"), (420, 44), 28,
                       theme.GOLD, box=pygame.Rect(420, 30, 840, 60), how="shrink", min_size=18)
        draw_panel(surface, pygame.Rect(40, 120, 840, 640))
        if self.app.club is not None:
            title = _("Choose the game of your new table at the club {address}").format(address=self.app.club[0])
            text.blit_text(surface, title, (70, 138), 24, theme.GOLD, bold=True, box=pygame.Rect(60, 124, 590, 56),
                           how="shrink", min_size=16)
        else:
            text.blit_text(surface, _("Choose a game"), (70, 134), 32, theme.INK, bold=True)
        for name, has_table, card in self.rows:
            draw_card(surface, name, has_table, card, name == self.last_played)
        draw_panel(surface, pygame.Rect(910, 120, 340, 640))
        text.blit_text(surface, _("Saved game"), (930, 140), 30, theme.INK, bold=True,
                       box=pygame.Rect(920, 130, 320, 50), how="shrink", min_size=20)
        text.blit_lines(surface, self.resume_info, RESUME_INFO_BOX, 22, theme.MUTED, min_size=16)
        text.blit_text(surface, _("F11: full screen"), (930, 728), 20, theme.MUTED,
                       box=pygame.Rect(920, 720, 320, 36), how="shrink", min_size=14)
        self.buttons.draw(surface)
