"""The app's screens apart from the tables: lobby, seat setup, hand-over, pause menu, results, rules panel,
settings and messages (errors and refused saves)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ninjatable.engine import registry
from ninjatable.ui import cards, text, theme
from ninjatable.ui.scene import Scene
from ninjatable.ui.storage import AI_PACINGS, ANIMATION_SPEEDS, WINDOW_SIZES
from ninjatable.ui.widgets import Button, ButtonRow, dim, draw_backdrop, draw_panel
from ninjatable.ui.window import game_title, table_module_exists

if TYPE_CHECKING:
    from ninjatable.ui.table import TableScene
    from ninjatable.ui.window import App

SEAT_CHOICES = ("human", "easy", "normal", "hard")
SEAT_CHOICE_LABELS = {"human": "Human", "easy": "Easy AI", "normal": "Normal AI", "hard": "Hard AI",
                      "random": "Random AI"}


class LobbyScene(Scene):
    """Pick a game, resume the autosaved one, open the settings, quit."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons = ButtonRow()
        self.rows: list[tuple[str, bool, int]] = []
        self.resume_info = ""
        self._build()

    def _build(self) -> None:
        self.buttons = ButtonRow()
        self.rows = []
        y = 170
        for name in registry.game_names():
            has_table = table_module_exists(name)
            self.rows.append((name, has_table, y))
            self.buttons.add(Button((560, y + 14, 150, 44), "Play", lambda n=name: self.app.open_setup(n),
                                    enabled=has_table, key=f"play:{name}"))
            self.buttons.add(Button((720, y + 14, 130, 44), "Rules", lambda n=name: self.app.open_rules(n),
                                    key=f"rules:{name}"))
            y += 84
        latest = self.app.storage.latest_autosave()
        self.resume_info = self._describe_save(latest) if latest else "No saved game."
        self.buttons.add(Button((930, 200, 300, 54), "Resume", self.app.resume, enabled=latest is not None,
                                key="resume"))
        self.buttons.add(Button((930, 520, 300, 48), "Settings", self.app.open_settings, key="settings"))
        self.buttons.add(Button((930, 584, 300, 48), "Quit", self.app.quit, key="quit"))

    @staticmethod
    def _describe_save(path: Path) -> str:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            seats = ", ".join(SEAT_CHOICE_LABELS.get(s, str(s)) for s in data["seats"])
            return f"{game_title(str(data['game']))}: {seats}; {len(data['commands'])} orders given."
        except (OSError, ValueError, KeyError, TypeError):
            return f"{path.name} (cannot be read)"

    def enter(self) -> None:
        self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return self.buttons.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, "ninjatable", (60, 24), 64, theme.LIGHT, bold=True)
        text.blit_text(surface, "Japan-themed board and card games against the computer", (420, 44), 28, theme.GOLD)
        draw_panel(surface, pygame.Rect(40, 120, 840, 640))
        text.blit_text(surface, "Choose a game", (70, 134), 32, theme.INK, bold=True)
        for name, has_table, y in self.rows:
            pygame.draw.line(surface, (210, 196, 170), (70, y + 78), (850, y + 78), 1)
            text.blit_text(surface, game_title(name), (80, y + 16), 36, theme.INK, bold=True)
            if has_table:
                text.blit_text(surface, registry.CATALOGUE[name].tagline, (80, y + 54), 20, theme.MUTED)
            else:
                text.blit_text(surface, "no table yet: rules only", (80, y + 54), 22, theme.ACCENT)
        draw_panel(surface, pygame.Rect(910, 120, 340, 640))
        text.blit_text(surface, "Saved game", (930, 140), 30, theme.INK, bold=True)
        for i, line in enumerate(text.wrap(self.resume_info, 290, 22)[:6]):
            text.blit_text(surface, line, (930, 270 + 24 * i), 22, theme.MUTED)
        text.blit_text(surface, "F11: full screen", (930, 700), 20, theme.MUTED)
        self.buttons.draw(surface)


class SetupScene(Scene):
    """Seat setup: number of players, who sits where (human or AI level), seed, casual undo, options."""

    def __init__(self, app: App, name: str) -> None:
        super().__init__(app)
        self.name = name
        self.game = registry.get_game(name)
        self.count = self.game.seat_counts[0] if 4 not in self.game.seat_counts else 4
        self.seats: list[str] = []
        self.seed = random.randrange(1, 1_000_000)
        self.seed_text = str(self.seed)
        self.casual_undo = False
        self.parameters: dict[str, Any] = {}
        #: why the last Start was refused, shown under the seat list
        self.refusal = ""
        self.buttons = ButtonRow()
        self._set_count(self.count)

    def _set_count(self, count: int) -> None:
        old = self.seats
        self.count = count
        self.seats = [old[i] if i < len(old) else ("human" if i == 0 else "normal") for i in range(count)]
        choices = self.game.parameter_choices(count)
        self.parameters = {k: (self.parameters[k] if self.parameters.get(k) in v else v[0])
                           for k, v in choices.items()}
        self._build()

    def _build(self) -> None:
        self.refusal = ""  # a changed choice is judged again at the next Start
        b = ButtonRow()
        x = 330
        for n in self.game.seat_counts:
            button = b.add(Button((x, 150, 60, 44), str(n), lambda n=n: self._set_count(n), key=f"count:{n}"))
            button.selected = n == self.count
            x += 70
        choices = self.game.parameter_choices(self.count)
        for seat in range(self.count):
            b.add(Button((330, 220 + seat * 56, 220, 44), SEAT_CHOICE_LABELS[self.seats[seat]],
                         lambda s=seat: self._cycle(s), key=f"seat:{seat}",
                         tooltip="Click to change: human, easy, normal or hard AI"))
            own = self._seat_parameter(seat)
            if own in choices:
                b.add(Button((570, 220 + seat * 56, 260, 44), self._label(own), lambda k=own: self._cycle_parameter(k),
                             key=f"param:{own}", tooltip=f"Click to change {self.game.parameter_title(own).lower()}"))
        y = 220 + self.count * 56 + 20
        self.seed_y = y
        b.add(Button((330, y, 50, 44), "-", lambda: self._set_seed(self.seed - 1), key="seed-"))
        b.add(Button((540, y, 50, 44), "+", lambda: self._set_seed(self.seed + 1), key="seed+"))
        b.add(Button((600, y, 140, 44), "New seed", lambda: self._set_seed(random.randrange(1, 1_000_000)),
                     key="seed-new"))
        y += 64
        self.undo_y = y
        undo = b.add(Button((330, y, 220, 44), "On" if self.casual_undo else "Off", self._toggle_undo,
                            key="casual-undo",
                            tooltip="Casual undo also takes back card draws, reveals and die rolls"))
        undo.selected = self.casual_undo
        y += 64
        self.param_rows: list[tuple[str, int]] = []
        seat_keys = {self._seat_parameter(seat) for seat in range(self.count)}
        for key in choices:
            if key in seat_keys:
                continue
            b.add(Button((330, y, 260, 44), self._label(key), lambda k=key: self._cycle_parameter(k),
                         key=f"param:{key}"))
            self.param_rows.append((key, y))
            y += 56
        b.add(Button((900, 700, 300, 60), "Start", self.start, size=32, key="start"))
        b.add(Button((900, 630, 145, 48), "Back", lambda: self.app.scenes.pop(self), key="back"))
        b.add(Button((1055, 630, 145, 48), "Rules", lambda: self.app.open_rules(self.name), key="rules"))
        self.buttons = b

    def _seat_parameter(self, seat: int) -> str:
        """The name of the parameter that belongs to `seat` (its team), or "" when the game has none."""
        return f"{self.game.seat_parameter}_{seat + 1}" if self.game.seat_parameter else ""

    def _label(self, key: str) -> str:
        return self.game.parameter_label(key, self.parameters.get(key))

    def _cycle(self, seat: int) -> None:
        current = self.seats[seat]
        index = SEAT_CHOICES.index(current) if current in SEAT_CHOICES else 0
        self.seats[seat] = SEAT_CHOICES[(index + 1) % len(SEAT_CHOICES)]
        self._build()

    def _cycle_parameter(self, key: str) -> None:
        values = self.game.parameter_choices(self.count)[key]
        index = values.index(self.parameters[key]) if self.parameters[key] in values else -1
        self.parameters[key] = values[(index + 1) % len(values)]
        self._build()

    def _set_seed(self, seed: int) -> None:
        self.seed = max(0, seed)
        self.seed_text = str(self.seed)

    def _toggle_undo(self) -> None:
        self.casual_undo = not self.casual_undo
        self._build()

    def start(self) -> None:
        """Start the game; a choice the rules refuse (two players on one team) is shown and nothing starts."""
        try:
            self.app.new_match(self.name, list(self.seats), self.seed, dict(self.parameters),
                               casual_undo=self.casual_undo)
        except ValueError as exc:
            self.refusal = str(exc)
        else:
            self.refusal = ""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.scenes.pop(self)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return True
            if event.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
                self.seed = int(self.seed_text or 0)
                return True
            if event.unicode and event.unicode.isdigit() and len(self.seed_text) < 9:
                self.seed_text = (self.seed_text if self.seed_text != "0" else "") + event.unicode
                self.seed = int(self.seed_text)
                return True
        return self.buttons.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, f"{self.game.title}: seats", (60, 24), 56, theme.LIGHT, bold=True)
        draw_panel(surface, pygame.Rect(40, 120, 820, 660))
        text.blit_text(surface, "Players", (70, 162), 28, theme.INK, bold=True)
        for seat in range(self.count):
            label = self.game.seat_label(self.count, seat)
            text.blit_text(surface, label, (70, 232 + seat * 56), 28, theme.INK)
        text.blit_text(surface, "Seed", (70, self.seed_y + 12), 28, theme.INK, bold=True)
        field = pygame.Rect(388, self.seed_y, 144, 44)
        pygame.draw.rect(surface, theme.LIGHT, field, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, field, 2, border_radius=6)
        text.blit_text(surface, self.seed_text or "0", field.center, 28, theme.INK, anchor="center")
        if self.game.seat_parameter and self._seat_parameter(0) in self.parameters:
            text.blit_text(surface, self.game.seat_parameter.replace("_", " ").capitalize(), (580, 162), 28,
                           theme.INK, bold=True)
        text.blit_text(surface, "Casual undo", (70, self.undo_y + 12), 28, theme.INK, bold=True)
        for key, y in self.param_rows:
            text.blit_text(surface, self.game.parameter_title(key), (70, y + 12), 28, theme.INK, bold=True)
        draw_panel(surface, pygame.Rect(890, 120, 320, 480))
        text.blit_text(surface, "How seats work", (910, 140), 26, theme.INK, bold=True)
        hint = ("Click a seat to change who plays it. Empty places are taken by the computer. "
                "With several humans, the table asks you to pass the computer before a private hand is shown. "
                "The same seed deals the same game: type digits to set it.")
        for i, line in enumerate(text.wrap(hint, 280, 22)):
            text.blit_text(surface, line, (910, 180 + 24 * i), 22, theme.MUTED)
        if self.refusal:
            for i, line in enumerate(text.wrap(self.refusal, 280, 24)):
                text.blit_text(surface, line, (910, 440 + 28 * i), 24, theme.DANGER, bold=True)
        self.buttons.draw(surface)


class HandOverScene(Scene):
    """Covers the table between two humans so that nobody sees the other's hand."""

    def __init__(self, app: App, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        name = table.match.state.seat_name(seat)
        self.name = name
        self.buttons = ButtonRow([Button((440, 470, 400, 64), f"I am {name}: show my hand", self.confirm,
                                         size=28, key="confirm")])

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

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 24, 30))
        text.blit_text(surface, f"Pass the computer to {self.name}", (640, 300), 56, theme.LIGHT, bold=True,
                       anchor="center")
        text.blit_text(surface, "The next screen shows a private hand: only that player should look.",
                       (640, 370), 28, theme.GOLD, anchor="center")
        self.buttons.draw(surface)


class PauseScene(Scene):
    """Esc on the table: resume, rules, settings, save & quit to lobby, quit."""

    opaque = False

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        names = [("Resume", self.close), ("Rules", table.open_rules), ("Settings", app.open_settings),
                 ("Save & quit to lobby", self.to_lobby), ("Quit", app.quit)]
        self.buttons = ButtonRow([Button((490, 250 + i * 66, 300, 52), label, action, size=28, key=label)
                                  for i, (label, action) in enumerate(names)])

    def close(self) -> None:
        self.app.scenes.pop(self)

    def to_lobby(self) -> None:
        self.table.autosave()
        self.app.show_lobby()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.buttons.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_panel(surface, pygame.Rect(450, 170, 380, 440))
        text.blit_text(surface, "Paused", (640, 212), 40, theme.INK, bold=True, anchor="center")
        self.buttons.draw(surface)


class ResultsScene(Scene):
    """The end of a game: winners, scores, how the winner was decided; the final table shows behind it."""

    opaque = False

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.hidden = False
        self.outcome = table.match.state.outcome()
        self.buttons = ButtonRow([
            Button((250, 650, 230, 50), "Look at the table", self.toggle, key="toggle"),
            Button((520, 650, 230, 50), "Play again", self.again, key="again"),
            Button((790, 650, 230, 50), "Lobby", app.show_lobby, key="lobby"),
        ])

    def toggle(self) -> None:
        self.hidden = not self.hidden
        button = self.buttons.get("toggle")
        button.label = "Show results" if self.hidden else "Look at the table"
        button.rect = pygame.Rect(760, 742, 210, 46) if self.hidden else pygame.Rect(250, 650, 230, 50)

    def again(self) -> None:
        self.app.show_lobby()
        self.app.open_setup(self.table.match.game.name)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_menu()
            return True
        if self.buttons.handle_event(event):
            return True
        if self.hidden and event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            return False  # let the table show tooltips and scroll its log
        return True

    def winner_title(self) -> str:
        names = [self.table.match.state.seat_name(s) for s in self.outcome.winners]
        if not names:
            return "No player wins"
        humans = self.table.humans
        if len(humans) == 1 and humans[0] in self.outcome.winners:
            return "You win!" if len(names) == 1 else "You share the win!"
        return f"{' and '.join(names)} win{'s' if len(names) == 1 else ''}"

    def draw(self, surface: pygame.Surface) -> None:
        if self.hidden:
            self.buttons.get("toggle").draw(surface)
            return
        dim(surface)
        panel = pygame.Rect(200, 90, 880, 630)
        draw_panel(surface, panel)
        text.blit_text(surface, self.winner_title(), (640, 130), 48, theme.ACCENT, bold=True, anchor="center")
        text.blit_text(surface, "Score", (1020, 160), 20, theme.MUTED, anchor="topright")
        y = 180
        ranking = self.outcome.ranking or tuple(range(len(self.outcome.scores)))
        for seat in ranking:
            win = seat in self.outcome.winners
            colour = theme.ACCENT if win else theme.INK
            if win:
                surface.blit(cards.crest("shuriken", 22, theme.GOLD), (222, y))
            text.blit_text(surface, self.table.seat_label(seat), (250, y), 28, colour, bold=win)
            score = self.outcome.scores[seat]
            text.blit_text(surface, f"{score:g}", (1020, y), 28, colour, bold=win, anchor="topright")
            y += 32
        y += 10
        lines: list[str] = list(self.table.result_lines(self.outcome)) + list(self.outcome.explanation)
        for line in lines:
            for part in text.wrap(line, 780, 24):
                if y > 620:
                    break
                text.blit_text(surface, part, (250, y), 24, theme.INK)
                y += 26
            y += 4
        self.buttons.draw(surface)


class SettingsScene(Scene):
    """Animation speed, AI pacing, window size and full screen; saved at once."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons = ButtonRow()
        self._build()

    def _build(self) -> None:
        s = self.app.settings
        rows = [("animation", f"{s.animation_speed.capitalize()}", self._cycle_animation),
                ("pacing", f"{s.ai_pacing.capitalize()}", self._cycle_pacing),
                ("size", f"{s.window_size[0]} x {s.window_size[1]}", self._cycle_size),
                ("fullscreen", "On" if s.fullscreen else "Off", self._toggle_fullscreen)]
        self.buttons = ButtonRow([Button((640, 200 + i * 80, 260, 50), label, action, key=key)
                                  for i, (key, label, action) in enumerate(rows)])
        self.buttons.add(Button((640, 560, 260, 50), "Done", self.close, key="done"))

    def _save(self) -> None:
        self.app.storage.save_settings(self.app.settings)
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

    def close(self) -> None:
        self.app.scenes.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.buttons.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, "Settings", (60, 24), 56, theme.LIGHT, bold=True)
        draw_panel(surface, pygame.Rect(300, 150, 680, 500))
        labels = ["Animation speed", "AI pacing", "Window size", "Full screen (F11)"]
        for i, label in enumerate(labels):
            text.blit_text(surface, label, (340, 212 + i * 80), 30, theme.INK, bold=True)
        self.buttons.draw(surface)


class MessageScene(Scene):
    """A message with one button: refused saves, missing tables, unexpected errors."""

    def __init__(self, app: App, title: str, message: str, back_to_lobby: bool = False,
                 is_error: bool = False) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.is_error = is_error
        self.back_to_lobby = back_to_lobby or is_error
        label = "Back to the lobby" if self.back_to_lobby else "OK"
        self.buttons = ButtonRow([Button((490, 560, 300, 54), label, self.close, key="ok")])

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

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        draw_panel(surface, pygame.Rect(200, 170, 880, 460))
        text.blit_text(surface, self.title, (640, 220), 42, theme.ACCENT, bold=True, anchor="center")
        for i, line in enumerate(text.wrap(self.message, 800, 26)[:11]):
            text.blit_text(surface, line, (240, 270 + 26 * i), 26, theme.INK)
        self.buttons.draw(surface)


from ninjatable.ui.rulebook import RulesScene  # noqa: E402  (re-exported: one place to find screens)

__all__ = ["HandOverScene", "LobbyScene", "MessageScene", "PauseScene", "ResultsScene", "RulesScene",
           "SettingsScene", "SetupScene"]
