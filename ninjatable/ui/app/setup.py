"""Seat setup: the number of players, who sits where (human or computer level), the seed, casual undo and the
game's options.

Every row keeps its place whatever the number of players (the rows are laid out for the most players), so a
click never lands on another row after the count changed. A choice changes at a click on it (the next value) or
is picked from its list (the small button beside it).

The setup opens as the last game of the same game was started: its number of players, its seats, its options
(an arena, a challenge) and casual undo, kept in the data folder; a value no longer offered (a map since
removed) falls back to the first. The seed is always new. The choices are read again whenever the window
comes back to the front and at every click, so a map fixed or added meanwhile is listed as it is now."""

from __future__ import annotations

import random
from typing import Any

import pygame

from ninjatable.engine import registry
from ninjatable.engine.seats import SeatKind
from ninjatable.i18n import N_, _, number, render
from ninjatable.ui import text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.app.words import SEAT_CHOICES, on_off
from ninjatable.ui.scene import Scene
from ninjatable.ui.widgets import Button, ButtonRow, ChoiceList, draw_backdrop, draw_panel

#: the panel of the choices.
CHOICES_PANEL = pygame.Rect(40, 120, 820, 660)
#: the width of the button that opens a choice's list.
LIST_BUTTON = 34

#: the panel beside the seats: how seats work, the notes of the choices, why a choice cannot be used
SIDE_PANEL = pygame.Rect(890, 120, 320, 480)
#: the most height a refusal or an unusable choice's problem takes in it
PROBLEM_HEIGHT = 160
#: the heading of the column of a game's seat parameter (a Ninja All-Stars seat's team).
SEAT_PARAMETER_TITLES = {"team": N_("Team")}


def remembered_name(game: str) -> str:
    """The record the last setup of `game` is kept under."""
    return f"setup-{game}"


class SetupScene(Scene):
    """Seat setup: number of players, who sits where (human or AI level), seed, casual undo, options."""

    def __init__(self, app: AppContext, name: str) -> None:
        super().__init__(app)
        self.name = name
        self.game = registry.get_game(name)
        self.count = self.game.seat_counts[0] if 4 not in self.game.seat_counts else 4
        self.seats: list[SeatKind] = []
        self.seed = random.randrange(1, 1_000_000)
        self.seed_text = str(self.seed)
        self.casual_undo = False
        #: at a network table: a watch code is shown with the invites.
        self.spectators = False
        self.parameters: dict[str, Any] = {}
        #: why the last Start was refused, shown under the seat list
        self.refusal = ""
        #: the parameter last changed: its value's note is shown beside the seats
        self.noted = ""
        self.buttons = ButtonRow()
        #: the list of choices open (None: none).
        self.menu: ChoiceList | None = None
        self.recall()
        self._set_count(self.count)

    def recall(self) -> None:
        """Take the count, seats, options and casual undo of the last game of this game started (the file is
        data: every value is checked, anything not offered now is left out)."""
        kept = self.app.storage.read_record(remembered_name(self.name))
        if not isinstance(kept, dict) or kept.get("count") not in self.game.seat_counts:
            return
        self.count = kept["count"]
        seats = kept.get("seats")
        if isinstance(seats, list) and len(seats) == self.count and all(s in SEAT_CHOICES for s in seats):
            self.seats = [SeatKind.parse(s) for s in seats]
        parameters = kept.get("parameters")
        if isinstance(parameters, dict):
            choices = self.game.parameter_choices(self.count)
            self.parameters = {k: v for k, v in parameters.items() if k in choices and v in choices[k]}
        self.casual_undo = kept.get("casual_undo") is True

    def remember(self) -> None:
        """Keep this setup for the next time this game's setup opens."""
        self.app.storage.write_record(remembered_name(self.name), {
            "count": self.count, "seats": [seat.value for seat in self.seats], "parameters": dict(self.parameters),
            "casual_undo": self.casual_undo})

    def enter(self) -> None:
        """Opened, or on top again (back from the rules): the choices are read again, so an arena copied into the
        maps folder meanwhile is listed (and one removed is gone)."""
        refusal = self.refusal
        self._set_count(self.count)
        self.refusal = refusal

    def language_changed(self) -> None:
        """The choices' words made again in the new language (a refusal stays as it was said)."""
        refusal = self.refusal
        self.menu = None
        self._build()
        self.refusal = refusal

    def _set_count(self, count: int) -> None:
        old = self.seats
        self.count = count
        self.seats = [old[i] if i < len(old) else (SeatKind.HUMAN if i == 0 else SeatKind.NORMAL)
                      for i in range(count)]
        self._build()

    def read_choices(self) -> dict[str, list[Any]]:
        """The game's choices at the count now, and the values that exist but cannot be used with the reason
        (read from the maps folder each time: a map fixed meanwhile is usable at once); a chosen value that is
        neither falls back to the first choice."""
        choices = self.game.parameter_choices(self.count)
        #: values that exist but cannot be used, with the reason
        self.problems = self.game.parameter_problems(self.count)
        self.parameters = {k: (self.parameters[k] if self.parameters.get(k) in v
                               or self.parameters.get(k) in self.problems.get(k, {}) else v[0])
                           for k, v in choices.items()}
        return choices

    def _build(self) -> None:
        self.refusal = ""  # a changed choice is judged again at the next Start
        choices = self.read_choices()
        b = ButtonRow()
        x = 330
        for n in self.game.seat_counts:
            button = b.add(Button((x, 150, 60, 44), number(n), lambda n=n: self._set_count(n), key=f"count:{n}"))
            button.selected = n == self.count
            x += 70
        for seat in range(self.count):
            self._choice(b, (330, 220 + seat * 56, 220, 44), SeatKind.parse(self.seats[seat]).label,
                         lambda s=seat: self._cycle(s), f"seat:{seat}",
                         _("Click to change: human, easy, normal or hard AI, or a friend at another computer"))
            own = self._seat_parameter(seat)
            if own in choices:
                self._choice(b, (570, 220 + seat * 56, 260, 44), self._label(own),
                             lambda k=own: self._cycle_parameter(k), f"param:{own}", self._tooltip(own))
        y = 220 + max(self.game.seat_counts) * 56 + 20
        self.seed_y = y
        if not self.seed_hidden:  # a network table's seed is drawn by its host, and told to nobody
            b.add(Button((330, y, 50, 44), "-", lambda: self._set_seed(self.seed - 1), key="seed-"))
            b.add(Button((540, y, 50, 44), "+", lambda: self._set_seed(self.seed + 1), key="seed+"))
            b.add(Button((600, y, 140, 44), _("New seed"), lambda: self._set_seed(random.randrange(1, 1_000_000)),
                         key="seed-new"))
        y += 64
        self.undo_y = y
        if self.networked:  # the undo row's place: an undo over the network is agreed, never casual
            watch = b.add(Button((330, y, 220, 44), on_off(self.spectators), self._toggle_spectators,
                                 key="spectators",
                                 tooltip=_("On: a watch code is shown with the invites; whoever has it sees what "
                                           "everyone sees, no hand")))
            watch.selected = self.spectators
        else:
            undo = b.add(Button((330, y, 220, 44), on_off(self.casual_undo), self._toggle_undo,
                                key="casual-undo",
                                tooltip=_("Casual undo also takes back card draws, reveals and die rolls")))
            undo.selected = self.casual_undo
        y += 64
        self.param_rows: list[tuple[str, int]] = []
        seat_keys = {self._seat_parameter(seat) for seat in range(self.count)}
        for key in choices:
            if key in seat_keys:
                continue
            button = self._choice(b, (330, y, 260, 44), self._label(key), lambda k=key: self._cycle_parameter(k),
                                  f"param:{key}", self.game.parameter_note(key, self.parameters[key]))
            button.muted = self._problem(key) is not None
            self.param_rows.append((key, y))
            y += 56
        b.add(Button((900, 700, 300, 60), _("Start"), self.start, size=32, key="start"))
        b.add(Button((900, 630, 145, 48), _("Back"), lambda: self.app.scenes.pop(self), key="back"))
        b.add(Button((1055, 630, 145, 48), _("Rules"), lambda: self.app.open_rules(self.name), key="rules"))
        self.buttons = b

    def _choice(self, row: ButtonRow, rect: tuple[int, int, int, int], label: str, cycle, key: str,
                tooltip: str) -> Button:
        """A choice's button (a click gives the next value) and the small button beside it that lists them."""
        x, y, w, h = rect
        button = row.add(Button((x, y, w - LIST_BUTTON - 4, h), label, cycle, key=key, tooltip=tooltip))
        row.add(Button((x + w - LIST_BUTTON, y, LIST_BUTTON, h), "", lambda: self.open_list(key), size=18,
                       key=f"list:{key}", tooltip=_("Pick from the list")))
        return button

    def list_choices(self, key: str) -> tuple[list[tuple[str, bool]], list[Any], int]:
        """The list behind choice `key` ("seat:N" or "param:NAME"): (label, usable) each, the values, and the
        index of the value chosen now."""
        kind, _colon, name = key.partition(":")
        if kind == "seat":
            values: list[Any] = list(SEAT_CHOICES)
            current = self.seats[int(name)]
            labels = [(SeatKind.parse(v).label, True) for v in values]
        else:
            usable = self.game.parameter_choices(self.count)[name]
            broken = list(self.problems.get(name, {}))
            values = usable + broken
            current = self.parameters.get(name)
            labels = [(self.game.parameter_label(name, v), v not in broken) for v in values]
        return labels, values, values.index(current) if current in values else -1

    def open_list(self, key: str) -> None:
        """Open the list of choice `key` under its button."""
        labels, values, current = self.list_choices(key)
        anchor = self.buttons.get(key).rect.union(self.buttons.get(f"list:{key}").rect)
        self.menu = ChoiceList(anchor, labels, current, lambda i: self.choose(key, values[i]),
                               CHOICES_PANEL.inflate(-8, -8), key=f"pick:{key}")

    def choose(self, key: str, value: Any) -> None:
        """Set choice `key` to `value` (from its list)."""
        self.menu = None
        kind, _colon, name = key.partition(":")
        if kind == "seat":
            self.seats[int(name)] = value
        else:
            self.parameters[name] = value
            self.noted = name
        self._build()

    def _seat_parameter(self, seat: int) -> str:
        """The name of the parameter that belongs to `seat` (its team), or "" when the game has none."""
        return f"{self.game.seat_parameter}_{seat + 1}" if self.game.seat_parameter else ""

    def _label(self, key: str) -> str:
        return self.game.parameter_label(key, self.parameters.get(key))

    def _tooltip(self, key: str) -> str:
        change = _("Click to change: {option}.").format(option=self.game.parameter_title(key))
        note = self.game.parameter_note(key, self.parameters.get(key))
        return _("{note} {change}").format(note=note, change=change) if note else change

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

    @property
    def networked(self) -> bool:
        """Is a seat a friend's at another computer (the table is then hosted from this window)?"""
        return SeatKind.FRIEND in self.seats

    @property
    def seed_hidden(self) -> bool:
        """Is the table's seed drawn by a host (a friend's seat, or a table at a club)?"""
        return self.networked or self.app.club is not None

    def _toggle_spectators(self) -> None:
        self.spectators = not self.spectators
        self._build()

    def start(self) -> None:
        """Start the game; a choice the rules refuse (two players on one team) is shown and nothing starts."""
        try:
            if self.app.club is not None:  # a table at a club, made with its key (the club draws the seed)
                self.app.club_table(self.name, list(self.seats), dict(self.parameters), self.spectators)
            elif self.networked:  # a network table, hosted from this window (the host draws the seed)
                self.app.host_table(self.name, list(self.seats), dict(self.parameters), self.spectators)
            else:
                self.app.new_match(self.name, list(self.seats), self.seed, dict(self.parameters),
                                   casual_undo=self.casual_undo)
        except (ValueError, OSError) as exc:
            self.refusal = str(exc)
        else:
            self.refusal = ""
            self.remember()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.WINDOWFOCUSGAINED:  # back from editing a map, say: read the choices again
            self._build()
            return False
        if self.menu is not None:
            if self.menu.handle_event(event) is None:
                self.menu = None
            return True
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
        mode = self.game.mode_name(self.count)
        text.blit_text(surface, _("{game}: {mode}").format(game=self.game.title, mode=mode or _("seats")), (60, 24),
                       56, theme.LIGHT, bold=True,
                       box=pygame.Rect(40, 0, 1200, 96), how="shrink", min_size=36)
        draw_panel(surface, pygame.Rect(40, 120, 820, 660))
        text.blit_text(surface, _("Players"), (70, 162), 28, theme.INK, bold=True)
        for seat in range(self.count):
            label = self.game.seat_label(self.count, seat)
            text.blit_text(surface, label, (70, 232 + seat * 56), 28, theme.INK)
        text.blit_text(surface, _("Seed"), (70, self.seed_y + 12), 28, theme.INK, bold=True)
        if self.seed_hidden:
            text.blit_text(surface, _("Drawn by the host, kept from every player"), (330, self.seed_y + 12), 22,
                           theme.MUTED, box=pygame.Rect(330, self.seed_y, 500, 44), how="shrink", min_size=16)
        else:
            field = pygame.Rect(388, self.seed_y, 144, 44)
            pygame.draw.rect(surface, theme.LIGHT, field, border_radius=6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, field, 2, border_radius=6)
            text.blit_text(surface, self.seed_text or "0", field.center, 28, theme.INK, anchor="center")
        if self.game.seat_parameter and self._seat_parameter(0) in self.parameters:
            heading = SEAT_PARAMETER_TITLES.get(self.game.seat_parameter)
            text.blit_text(surface, _(heading) if heading else self.game.seat_parameter, (580, 162), 28,
                           theme.INK, bold=True)
        text.blit_text(surface, _("Spectators") if self.networked else _("Casual undo"), (70, self.undo_y + 12), 28,
                       theme.INK, bold=True, box=pygame.Rect(60, self.undo_y, 262, 44), how="shrink", min_size=18)
        for key, y in self.param_rows:
            text.blit_text(surface, self.game.parameter_title(key), (70, y + 12), 28, theme.INK, bold=True,
                           box=pygame.Rect(60, y, 262, 44), how="shrink", min_size=18)
            note = self.game.parameter_note(key, self.parameters.get(key))
            text.blit_lines(surface, note, pygame.Rect(602, y, CHOICES_PANEL.right - 612, 48), 18, theme.MUTED)
        draw_panel(surface, SIDE_PANEL)
        text.blit_text(surface, _("How seats work"), (910, 140), 26, theme.INK, bold=True,
                       box=SIDE_PANEL.inflate(-30, 0), how="shrink", min_size=18)
        hint = _("Click a seat to change who plays it. Empty places are taken by the computer. "
                 "With several humans, the table asks you to pass the computer before a private hand is shown. "
                 "The same seed deals the same game: type digits to set it.")
        lines = text.wrap(hint, 280, 22)
        for i, line in enumerate(lines):
            text.blit_text(surface, line, (910, 180 + 24 * i), 22, theme.MUTED)
        top = 180 + 24 * len(lines) + 12
        if self.app.club is not None:  # Start makes the table at the club: friends' seats are free for its members
            club = _("At the club {address}: a Friend seat is free for anyone there.").format(address=self.app.club[0])
            box = pygame.Rect(910, top, SIDE_PANEL.width - 40, 60)
            top = text.blit_lines(surface, club, box, 22, theme.GOLD, bold=True, min_size=16).bottom + 12
        problems = [_("{option} '{value}' cannot be used: {reason}").format(
                        option=self.game.parameter_title(k), value=self.parameters[k], reason=render(reason))
                    for k in self.parameters if (reason := self._problem(k)) is not None]
        message = self.refusal or " ".join(problems)
        if message:  # first, wrapped inside the panel, smaller when long (the full words on hover when cut)
            box = pygame.Rect(910, top, SIDE_PANEL.width - 40, min(PROBLEM_HEIGHT, SIDE_PANEL.bottom - 12 - top))
            top = text.blit_lines(surface, message, box, 22, theme.DANGER, bold=True, min_size=15).bottom + 12
        self._draw_note(surface, top)
        self.buttons.draw(surface)
        for button in self.buttons.buttons:
            if button.key.startswith("list:"):  # a small arrow pointing down: the list opens below
                x, y = button.rect.center
                pygame.draw.polygon(surface, theme.INK, [(x - 6, y - 3), (x + 6, y - 3), (x, y + 4)])
        if self.menu is not None:
            self.menu.draw(surface)

    def side_notes(self) -> list[str]:
        """What each seat's team is (one line each, from the start), then the note of the other choice last
        changed (what a challenge is)."""
        notes = [_("{name}: {note}").format(name=self.game.seat_label(self.count, seat), note=note)
                 for seat in range(self.count) if (key := self._seat_parameter(seat)) in self.parameters
                 and (note := self.game.parameter_note(key, self.parameters[key]))]
        key = self.noted
        if key in self.parameters and key not in {self._seat_parameter(seat) for seat in range(self.count)}:
            note = self.game.parameter_note(key, self.parameters[key])
            if note:
                notes.append(_("{name}: {note}").format(name=self.game.parameter_title(key), note=note))
        return notes

    def _draw_note(self, surface: pygame.Surface, y: int) -> int:
        """`side_notes` from `y` down, within the panel (smaller when they are many); returns the height
        reached."""
        notes = self.side_notes()
        if not notes:
            return y
        box = pygame.Rect(910, y, SIDE_PANEL.width - 40, max(18, SIDE_PANEL.bottom - 10 - y))
        return text.blit_lines(surface, "\n".join(notes), box, 18, theme.INK, min_size=14).bottom
