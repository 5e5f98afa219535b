"""Seat setup: the number of players, who sits where (human or computer level), the seed, casual undo and the
game's options."""

from __future__ import annotations

import random
from typing import Any

import pygame

from ninjatable.engine import registry
from ninjatable.ui import text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.app.words import SEAT_CHOICE_LABELS, SEAT_CHOICES
from ninjatable.ui.scene import Scene
from ninjatable.ui.widgets import Button, ButtonRow, draw_backdrop, draw_panel


class SetupScene(Scene):
    """Seat setup: number of players, who sits where (human or AI level), seed, casual undo, options."""

    def __init__(self, app: AppContext, name: str) -> None:
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
        #: the parameter last changed: its value's note is shown beside the seats
        self.noted = ""
        self.buttons = ButtonRow()
        self._set_count(self.count)

    def _set_count(self, count: int) -> None:
        old = self.seats
        self.count = count
        self.seats = [old[i] if i < len(old) else ("human" if i == 0 else "normal") for i in range(count)]
        choices = self.game.parameter_choices(count)
        #: values that exist but cannot be used, with the reason (read again when the count changes)
        self.problems = self.game.parameter_problems(count)
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
                             key=f"param:{own}", tooltip=self._tooltip(own)))
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
            button = b.add(Button((330, y, 260, 44), self._label(key), lambda k=key: self._cycle_parameter(k),
                                  key=f"param:{key}", tooltip=self.game.parameter_note(key, self.parameters[key])))
            button.muted = self._problem(key) is not None
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

    def _tooltip(self, key: str) -> str:
        change = f"Click to change {self.game.parameter_title(key).lower()}."
        note = self.game.parameter_note(key, self.parameters.get(key))
        return f"{note} {change}" if note else change

    def _problem(self, key: str) -> str | None:
        """Why the value chosen for `key` cannot be used (a map that does not load), or None."""
        return self.problems.get(key, {}).get(self.parameters.get(key))

    def _cycle(self, seat: int) -> None:
        current = self.seats[seat]
        index = SEAT_CHOICES.index(current) if current in SEAT_CHOICES else 0
        self.seats[seat] = SEAT_CHOICES[(index + 1) % len(SEAT_CHOICES)]
        self._build()

    def _cycle_parameter(self, key: str) -> None:
        """The next value of `key`; the values that cannot be used come last, greyed, with their reason."""
        values = self.game.parameter_choices(self.count)[key]
        values = values + list(self.problems.get(key, {}))
        index = values.index(self.parameters[key]) if self.parameters[key] in values else -1
        self.parameters[key] = values[(index + 1) % len(values)]
        self.noted = key
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

    def needs_frame(self) -> bool:
        return False

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
            note = self.game.parameter_note(key, self.parameters.get(key))
            for i, line in enumerate(text.wrap(note, 250, 18)[:2]):
                text.blit_text(surface, line, (602, y + 2 + 20 * i), 18, theme.MUTED)
        draw_panel(surface, pygame.Rect(890, 120, 320, 480))
        text.blit_text(surface, "How seats work", (910, 140), 26, theme.INK, bold=True)
        hint = ("Click a seat to change who plays it. Empty places are taken by the computer. "
                "With several humans, the table asks you to pass the computer before a private hand is shown. "
                "The same seed deals the same game: type digits to set it.")
        lines = text.wrap(hint, 280, 22)
        for i, line in enumerate(lines):
            text.blit_text(surface, line, (910, 180 + 24 * i), 22, theme.MUTED)
        note_end = self._draw_note(surface, 180 + 24 * len(lines) + 12)
        problems = [f"{self.game.parameter_title(k)} '{self.parameters[k]}' cannot be used: {reason}"
                    for k in self.parameters if (reason := self._problem(k)) is not None]
        message = self.refusal or " ".join(problems)
        if message:
            size = 24 if len(message) < 120 else 20
            top = max(420, note_end + 8)
            for i, line in enumerate(text.wrap(message, 280, size, bold=True)):
                text.blit_text(surface, line, (910, top + (size + 4) * i), size, theme.DANGER, bold=True)
        self.buttons.draw(surface)

    def side_notes(self) -> list[str]:
        """What each seat's team is (one line each, from the start), then the note of the other choice last
        changed (what a challenge is)."""
        notes = [f"{self.game.seat_label(self.count, seat)}: {self.game.parameter_note(key, self.parameters[key])}"
                 for seat in range(self.count) if (key := self._seat_parameter(seat)) in self.parameters]
        key = self.noted
        if key in self.parameters and key not in {self._seat_parameter(seat) for seat in range(self.count)}:
            notes.append(f"{self.game.parameter_title(key)}: {self.game.parameter_note(key, self.parameters[key])}")
        return [note for note in notes if not note.endswith(": ")]

    def _draw_note(self, surface: pygame.Surface, y: int) -> int:
        """`side_notes` under the hint; returns the height reached."""
        for note in self.side_notes():
            for line in text.wrap(note, 280, 18):
                text.blit_text(surface, line, (910, y), 18, theme.INK)
                y += 20
            y += 4
        return y
