"""The small screens around a table: the hand-over between humans, the pause menu, the settings and messages
(refused saves, unexpected errors)."""

from __future__ import annotations

import pygame

from ninjatable import i18n
from ninjatable.i18n import LANGUAGES, N_, Text, _, number, render
from ninjatable.ui import text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.app.words import on_off
from ninjatable.ui.scene import Scene
from ninjatable.ui.storage import AI_PACINGS, ANIMATION_SPEEDS, AWAY_GRACES, SOUND_VOLUMES, WINDOW_SIZES
from ninjatable.ui.table.scene import TableScene
from ninjatable.ui.widgets import Button, ButtonRow, Tooltip, dim, draw_backdrop, draw_panel

#: where the settings screen's first row is, the distance between rows and a row's button's height.
SETTINGS_TOP, SETTINGS_STEP, SETTINGS_ROW = 156, 40, 36
#: the settings' rows, in order (each row's button beside it).
SETTINGS_LABELS = (N_("Language"), N_("Animation speed"), N_("AI pacing"), N_("Window size"), N_("Full screen (F11)"),
                   N_("AI reasons in the log"), N_("Pass with no card to play"), N_("Sound effects"),
                   N_("Sound volume"), N_("Friends may join from"), N_("Stand-in for an away friend"))
#: the speeds of the animation and of the computer's pace, as the settings name them.
SPEEDS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "off": N_("Off"), "instant": N_("Instant")}
#: the pause menu's buttons (their English words are their keys).
PAUSE_BUTTONS = (N_("Resume"), N_("Rules"), N_("Settings"), N_("Save & quit to lobby"), N_("Quit"))
#: the pause menu's button that shows a hosted table's invites again.
INVITES = N_("Invites")
#: where the hand-over's words are (shrunk to fit a long name).
HAND_OVER_BOX = pygame.Rect(40, 0, 1200, 800)


class HandOverScene(Scene):
    """Covers the table between two humans so that nobody sees the other's hand."""

    def __init__(self, app: AppContext, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        name = table.session.seat_name(seat)
        self.name = name
        self.buttons = ButtonRow()
        self._build()

    def _build(self) -> None:
        self.buttons = ButtonRow([Button((440, 470, 400, 64), _("I am {name}: show my hand").format(name=self.name),
                                         self.confirm, size=28, key="confirm")])

    def language_changed(self) -> None:
        self.name = self.table.session.seat_name(self.seat)
        self._build()

    def confirm(self) -> None:
        self.app.scenes.pop(self)
        self.table.reveal(self.seat)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_menu()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.confirm()
            return True
        self.buttons.handle_event(event)
        return True

    def needs_frame(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 24, 30))
        text.blit_text(surface, _("Pass the computer to {name}").format(name=self.name), (640, 300), 56,
                       theme.LIGHT, bold=True, anchor="center", box=HAND_OVER_BOX, how="shrink", min_size=30)
        text.blit_text(surface, _("The next screen shows a private hand: only that player should look."),
                       (640, 370), 28, theme.GOLD, anchor="center", box=HAND_OVER_BOX, how="shrink", min_size=18)
        self.buttons.draw(surface)


class PauseScene(Scene):
    """Esc on the table: resume, rules, settings, save & quit to lobby, quit."""

    opaque = False

    def __init__(self, app: AppContext, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.buttons = ButtonRow()
        self._build()

    def _build(self) -> None:
        names = [(PAUSE_BUTTONS[0], self.close), (PAUSE_BUTTONS[1], self.table.open_rules),
                 (PAUSE_BUTTONS[2], self.app.open_settings), (PAUSE_BUTTONS[3], self.to_lobby),
                 (PAUSE_BUTTONS[4], self.app.quit)]
        if self.app.hosted is not None:  # a table this window hosts: its invites again (and a seat invited anew)
            names.insert(1, (INVITES, self.app.show_invites))
        self.buttons = ButtonRow([Button((490, 250 + i * 66, 300, 52), _(label), action, size=28, key=label)
                                  for i, (label, action) in enumerate(names)])

    def language_changed(self) -> None:
        self._build()

    def close(self) -> None:
        self.app.scenes.pop(self)

    def to_lobby(self) -> None:
        self.table.session.autosave()
        self.app.show_lobby()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.buttons.handle_event(event)
        return True

    def needs_frame(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_panel(surface, pygame.Rect(450, 170, 380, 110 + 66 * len(self.buttons.buttons)))
        text.blit_text(surface, _("Paused"), (640, 212), 40, theme.INK, bold=True, anchor="center")
        self.buttons.draw(surface)


class SettingsScene(Scene):
    """Animation speed, AI pacing, window size, full screen, the teaching and passing options, sound effects and
    their volume; saved at once."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.buttons = ButtonRow()
        #: what the row under the mouse is for.
        self.tooltip = Tooltip()
        self._build()

    def _build(self) -> None:
        s = self.app.settings
        rows = [("language", LANGUAGES[i18n.language()], self._cycle_language),
                ("animation", _(SPEEDS[s.animation_speed]), self._cycle_animation),
                ("pacing", _(SPEEDS[s.ai_pacing]), self._cycle_pacing),
                ("size", _("{width} x {height}").format(width=s.window_size[0], height=s.window_size[1]),
                 self._cycle_size),
                ("fullscreen", on_off(s.fullscreen), self._toggle_fullscreen),
                ("ai-reasons", on_off(s.ai_reasons), self._toggle_ai_reasons),
                ("auto-pass", on_off(s.auto_pass), self._toggle_auto_pass),
                ("sound", _("Off (muted)") if s.sound_muted else on_off(True), self._toggle_sound),
                ("volume", i18n.percent(s.sound_volume / 100), self._cycle_volume),
                ("host-on-network", _("The local network") if s.host_on_network else _("This computer only"),
                 self._toggle_host_on_network),
                ("away-grace", _("{seconds} s").format(seconds=number(s.away_grace)), self._cycle_away_grace)]
        self.buttons = ButtonRow([Button((640, SETTINGS_TOP + i * SETTINGS_STEP, 260, SETTINGS_ROW), label, action,
                                         key=key) for i, (key, label, action) in enumerate(rows)])
        self.buttons.get("language").tooltip = _("Click for the next language: the window, the rules and the log "
                                                 "change at once")
        self.buttons.get("sound").tooltip = _("Sound effects for cards, dice, figures, stones, your turn and the "
                                              "end")
        self.buttons.get("volume").tooltip = _("Click to change how loud the sound effects are")
        self.buttons.get("ai-reasons").tooltip = _("Click a computer's move in the log to see the moves it weighed, "
                                                   "with its chances")
        self.buttons.get("auto-pass").tooltip = _("In a window where every player may play a moon card, pass by "
                                                  "yourself when no card of yours could be played, after the same "
                                                  "short delay as when you could")
        self.buttons.get("host-on-network").tooltip = _("Where friends may join a table you host from here: this "
                                                        "computer only, or every computer of your local network")
        self.buttons.get("away-grace").tooltip = _("How long a friend at a network table may be gone before the "
                                                   "computer plays for them (normal level) until they come back")
        self.buttons.add(Button((640, 628, 260, 44), _("Done"), self.close, key="done"))

    def _save(self) -> None:
        self.app.storage.save_settings(self.app.settings)
        self._build()

    def _cycle_language(self) -> None:
        codes = list(LANGUAGES)
        chosen = codes[(codes.index(i18n.language()) + 1) % len(codes)]
        self.app.settings.language = chosen
        self.app.storage.save_settings(self.app.settings)
        i18n.set_language(chosen)  # every screen is told, this one too: its rows are made again in the new words
        self._build()

    def language_changed(self) -> None:
        self.tooltip.clear()
        self._build()

    def _cycle_animation(self) -> None:
        s = self.app.settings
        s.animation_speed = ANIMATION_SPEEDS[(ANIMATION_SPEEDS.index(s.animation_speed) + 1) % len(ANIMATION_SPEEDS)]
        self._save()

    def _cycle_pacing(self) -> None:
        s = self.app.settings
        s.ai_pacing = AI_PACINGS[(AI_PACINGS.index(s.ai_pacing) + 1) % len(AI_PACINGS)]
        self._save()

    def _cycle_size(self) -> None:
        s = self.app.settings
        index = WINDOW_SIZES.index(s.window_size) if s.window_size in WINDOW_SIZES else -1
        s.window_size = WINDOW_SIZES[(index + 1) % len(WINDOW_SIZES)]
        if not s.fullscreen:
            self.app.apply_window_settings()
        self._save()

    def _toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self._save()

    def _toggle_ai_reasons(self) -> None:
        self.app.settings.ai_reasons = not self.app.settings.ai_reasons
        self._save()

    def _toggle_auto_pass(self) -> None:
        self.app.settings.auto_pass = not self.app.settings.auto_pass
        self._save()

    def _toggle_sound(self) -> None:
        s = self.app.settings
        s.sound_muted = not s.sound_muted
        self._save()
        self.app.sound.play("turn")  # what the sounds are like, now they are on

    def _toggle_host_on_network(self) -> None:
        self.app.settings.host_on_network = not self.app.settings.host_on_network
        self._save()

    def _cycle_away_grace(self) -> None:
        s = self.app.settings
        longer = [v for v in AWAY_GRACES if v > s.away_grace]
        s.away_grace = longer[0] if longer else AWAY_GRACES[0]
        self._save()

    def _cycle_volume(self) -> None:
        s = self.app.settings
        louder = [v for v in SOUND_VOLUMES if v > s.sound_volume]
        s.sound_volume = louder[0] if louder else SOUND_VOLUMES[0]
        s.sound_muted = False
        self._save()
        self.app.sound.play("turn")  # how loud they are now

    def close(self) -> None:
        self.app.scenes.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.buttons.handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            hovered = self.buttons.hovered()
            if hovered is not None and hovered.tooltip:
                self.tooltip.set(hovered.tooltip, event.pos)
            else:
                self.tooltip.clear()
        return True

    def needs_frame(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, _("Settings"), (60, 24), 56, theme.LIGHT, bold=True)
        draw_panel(surface, pygame.Rect(300, 140, 680, 540))
        for i, label in enumerate(SETTINGS_LABELS):
            top = SETTINGS_TOP + 8 + i * SETTINGS_STEP
            text.blit_text(surface, _(label), (330, top), 24, theme.INK, bold=True,
                           box=pygame.Rect(330, top - 8, 300, SETTINGS_ROW), how="shrink", min_size=16)
        if self.app.settings.ai_reasons:  # what the option does, said while it is on
            text.blit_text(surface, _("Click a computer's move in the log to see what else it weighed."),
                           (640, SETTINGS_TOP + len(SETTINGS_LABELS) * SETTINGS_STEP + 4), 20, theme.MUTED,
                           anchor="midtop", box=pygame.Rect(310, 0, 660, 800), how="shrink", min_size=15)
        self.buttons.draw(surface)
        self.tooltip.draw(surface)


class MessageScene(Scene):
    """A message with one button: refused saves, missing tables, unexpected errors."""

    def __init__(self, app: AppContext, title: Text, message: Text, back_to_lobby: bool = False,
                 is_error: bool = False) -> None:
        super().__init__(app)
        #: the title and the message as given (a `Message` is read again in a new language).
        self.given = (title, message)
        self.title = render(title)
        self.message = render(message)
        self.is_error = is_error
        self.back_to_lobby = back_to_lobby or is_error
        self.buttons = ButtonRow()
        self._build()

    def language_changed(self) -> None:
        self.title, self.message = (render(part) for part in self.given)
        self._build()

    def _build(self) -> None:
        label = _("Back to the lobby") if self.back_to_lobby else _("OK")
        # the whole message is shown: a long one at a smaller size in a taller panel, never cut
        self.size, self.lines = text.fit_lines(self.message, 800, sizes=(26, 22, 19, 17), max_lines=16)
        self.panel = pygame.Rect(200, 0, 880, max(460, len(self.lines) * (self.size + 2) + 200))
        self.panel.centery = 440
        self.panel.clamp_ip(pygame.Rect(0, 100, 1280, 700))
        button = Button((490, 0, 300, 54), label, self.close, key="ok")
        button.rect.bottom = self.panel.bottom - 16
        self.buttons = ButtonRow([button])

    def close(self) -> None:
        if self.back_to_lobby:
            self.app.show_lobby()
        else:
            self.app.scenes.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.close()
            return True
        self.buttons.handle_event(event)
        return True

    def needs_frame(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        panel = self.panel
        draw_panel(surface, panel)
        text.blit_text(surface, self.title, (640, panel.y + 50), 42, theme.ACCENT, bold=True, anchor="center",
                       box=panel.inflate(-40, 0), how="shrink", min_size=24)
        for i, line in enumerate(self.lines):
            text.blit_text(surface, line, (240, panel.y + 100 + (self.size + 2) * i), self.size, theme.INK)
        self.buttons.draw(surface)
