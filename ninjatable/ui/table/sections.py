"""The regions every table shares: the status line at the top, the one choice bar for any decision, and the
hint panel.

The log column, the Undo / Rules / Menu buttons, toasts and tooltips are widgets of `ninjatable.ui.widgets`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision, Option
from ninjatable.i18n import _, ngettext, pgettext
from ninjatable.ui import cards, text, theme
from ninjatable.ui.widgets import Button, ButtonRow, draw_panel

Give = Callable[[Command, tuple[int, int]], bool]
Locate = Callable[[Command], "pygame.Rect | None"]


class StatusBar:
    """The line at the top: whose turn it is and what to do. A long sentence wraps onto a second line at a
    smaller size; it is never cut."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.message = ""
        self._laid: tuple[str, int, list[str]] = ("", 26, [])

    def set(self, message: str) -> None:
        if message != self._laid[0]:
            width = self.rect.width - 28
            # one line at the full size, else two lines small enough for both to fit the bar's height
            size, lines = text.fit_lines(message, width, sizes=(26,), max_lines=1)
            if len(lines) > 1:
                size, lines = text.fit_lines(message, width, sizes=(20, 18, 16), max_lines=2)
            if len(lines) > 2:  # the full sentence shows on hover
                lines = [lines[0], " ".join(lines[1:])]
            self._laid = (message, size, lines)
        self.message = message

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (24, 40, 32), self.rect)
        pygame.draw.line(surface, theme.GOLD, self.rect.bottomleft, self.rect.bottomright, 2)
        _, size, lines = self._laid
        top = self.rect.y + (self.rect.height - size * len(lines)) // 2 + 2
        for i, line in enumerate(lines):
            text.blit_text(surface, line, (self.rect.x + 14, top + i * size), size, theme.LIGHT,
                           box=self.rect.inflate(-14, 0))


class DecisionBar:
    """The choice bar: one button per group of the decision's options.

    A group with one option gives it at a click. A group with several asks which one: when the table can point
    at every one of them on the board (`locate`), they are lit there and a click on one gives it; otherwise a
    list of the options by their labels opens above the bar. Esc, a right click or a click elsewhere closes the
    question. Options without a group are the table's board gestures and are not shown here.
    """

    ROW = 40
    LIST_ROW = 34
    #: a lit place at most this wide and high is washed with the lit colour; a larger one (a card) is framed.
    SMALL_PLACE = 64

    def __init__(self, rect: pygame.Rect, give: Give, locate: Locate) -> None:
        self.rect = pygame.Rect(rect)
        self.give = give
        self.locate = locate
        self.decision: Decision | None = None
        self.buttons: list[tuple[Button, list[Option]]] = []
        #: the options lit on the board while the player picks one: (option, where).
        self.choosing: list[tuple[Option, pygame.Rect]] = []
        #: the options listed above the bar while the player picks one: (option, button).
        self.listing: list[tuple[Option, Button]] = []

    # --- content -----------------------------------------------------------------------------------------
    def show(self, decision: Decision | None) -> None:
        """Offer `decision`'s groups (None: nothing to decide)."""
        self.close()
        self.decision = decision
        self.buttons = []
        if decision is None:
            return
        x, y = self.rect.x + 6, self.rect.y + 4
        for group, options in decision.groups().items():
            width = min(self.rect.width - 12, max(96, text.font(22).size(group)[0] + 28))
            if x + width > self.rect.right - 6 and x > self.rect.x + 6:
                x, y = self.rect.x + 6, y + self.ROW + 4
            tip = options[0].label if len(options) == 1 else ngettext(
                "{n} choice: pick one", "{n} choices: pick one", len(options)).format(n=len(options))
            button = Button((x, y, width, self.ROW), group, size=22, tooltip=tip, key=f"choice:{group}")
            self.buttons.append((button, options))
            x += width + 8

    @property
    def visible(self) -> bool:
        return bool(self.buttons)

    @property
    def asking(self) -> bool:
        """True while the player is picking one option of a group."""
        return bool(self.choosing or self.listing)

    def close(self) -> None:
        self.choosing = []
        self.listing = []

    def find(self, group: str) -> Button | None:
        """The button of `group`, or None when the bar does not show it."""
        return next((button for button, _ in self.buttons if button.label == group), None)

    def button(self, group: str) -> Button:
        """The button of `group` (for tests)."""
        found = self.find(group)
        if found is None:
            raise KeyError(group)
        return found

    def open(self, options: list[Option], pos: tuple[int, int]) -> None:
        """Ask for one of `options`: give it at once when there is one, light it on the board, or list it."""
        self.close()
        if len(options) == 1:
            self.give(options[0].command, pos)
            return
        located = [(option, self.locate(option.command)) for option in options]
        places = [tuple(where) for _, where in located if where is not None]
        if len(places) == len(options) and len(set(places)) == len(places):
            self.choosing = [(option, pygame.Rect(where)) for option, where in located if where is not None]
            return
        self.listing = self._list(options)

    def _list(self, options: list[Option]) -> list[tuple[Option, Button]]:
        """Every option as a line of a list above the bar (in columns when they are many), when the board cannot
        tell them apart (two of them point at one place) or cannot point at them."""
        height = self.LIST_ROW + 4
        rows = max(1, (self.rect.y - 60) // height)
        columns = -(-len(options) // rows)
        rows = -(-len(options) // columns)
        widest = max(text.font(21).size(o.label)[0] for o in options) + 32
        width = min(560, widest, (self.rect.width - 12) // columns - 8)
        top = self.rect.y - 8 - height * rows
        return [(option, Button((self.rect.x + 6 + (i // rows) * (width + 8), top + (i % rows) * height, width,
                                 self.LIST_ROW), option.label, size=21, key=f"option:{i}", tooltip=option.label))
                for i, option in enumerate(options)]

    # --- input -------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks on the bar, on a listed option or on a lit place; True when consumed."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.asking:
            self.close()
            return True
        if event.type == pygame.MOUSEMOTION:
            for button, _options in self.buttons:
                button.handle_event(event)
            for _, button in self.listing:
                button.handle_event(event)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.asking:
            self.close()
            return True
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        return self._click(event)

    def _click(self, event: pygame.event.Event) -> bool:
        pos = event.pos
        for option, button in self.listing:
            if button.handle_event(event):
                if event.type == pygame.MOUSEBUTTONUP:
                    self.close()
                    self.give(option.command, pos)
                return True
        for option, where in self.choosing:
            if where.collidepoint(pos):
                if event.type == pygame.MOUSEBUTTONUP:
                    self.close()
                    self.give(option.command, pos)
                return True
        for button, options in self.buttons:
            if button.handle_event(event):
                if event.type == pygame.MOUSEBUTTONUP and button.rect.collidepoint(pos):
                    self.open(options, pos)
                return True
        if self.asking and event.type == pygame.MOUSEBUTTONDOWN:
            self.close()
            return True
        return False

    def lit_at(self, pos: tuple[int, int]) -> Option | None:
        """The option lit on the board at `pos` while the player picks one, or None."""
        return next((option for option, where in self.choosing if where.collidepoint(pos)), None)

    def hover_text(self, pos: tuple[int, int]) -> str:
        for option, button in self.listing:
            if button.rect.collidepoint(pos):
                return option.label
        for option, where in self.choosing:
            if where.collidepoint(pos):
                return option.label
        for button, _options in self.buttons:
            if button.rect.collidepoint(pos):
                return button.tooltip
        return ""

    def area(self) -> pygame.Rect | None:
        """The rectangle around the bar's buttons and the listed options (a tooltip keeps off it), or None."""
        rects = [button.rect for button, _ in self.buttons] + [button.rect for _, button in self.listing]
        return rects[0].unionall(rects[1:]) if rects else None

    # --- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        for button, _options in self.buttons:
            button.draw(surface)
        for _option, where in self.choosing:
            if max(where.size) <= self.SMALL_PLACE:  # a square, a slot: lit all over
                surface.blit(cards.highlight(where.size, theme.LEGAL, alpha=60), where)
                pygame.draw.rect(surface, theme.LEGAL, where, 3, border_radius=8)
            else:  # a card: a wide frame, its face (a strength badge, a name) left as it is
                pygame.draw.rect(surface, theme.LEGAL, where.inflate(4, 4), 5, border_radius=9)
        if self.listing:
            draw_panel(surface, self.listing[0][1].rect.unionall([b.rect for _, b in self.listing]).inflate(12, 12))
            for _, button in self.listing:
                button.draw(surface)


class HintPanel:
    """The hint: the move the computer proposes, in the game's words, and why, with "Play it" and "Close".

    While the computer looks for the move the panel says so and offers only "Close". The panel grows downwards
    from the top of its rect to fit the sentence.
    """

    SIZE = 20
    LINE = 22

    def __init__(self, rect: pygame.Rect, play: Callable[[tuple[int, int]], None], close: Callable[[], None]) -> None:
        self.area = pygame.Rect(rect)
        self.rect = pygame.Rect(rect)
        self.play = play
        self.close = close
        self.visible = False
        self.pending = False
        self.message = ""
        self._lines: list[str] = []
        self.buttons = ButtonRow()

    def show(self, message: str, pending: bool = False) -> None:
        """Show `message` (with "Play it" unless the move is still being looked for)."""
        if self.visible and message == self.message and pending == self.pending:
            return
        self.visible, self.pending, self.message = True, pending, message
        self._lines = text.wrap(message, self.area.width - 24, self.SIZE)
        height = 44 + self.LINE * len(self._lines) + 54
        self.rect = pygame.Rect(self.area.x, self.area.y, self.area.width, height)
        bottom = self.rect.bottom - 48
        half = (self.area.width - 30) // 2
        buttons = [Button((self.area.x + 12, bottom, half, 38), pgettext("button", "Close"), self.close, size=22,
                          key="hint:close", tooltip=_("Hide the hint (Esc)"))]
        if not pending:
            buttons.insert(0, Button((self.area.x + 12, bottom, half, 38), _("Play it"), self._play, size=22,
                                     key="hint:play", tooltip=_("Make the proposed move")))
            buttons[1].rect.x = self.area.x + 18 + half
        self.buttons = ButtonRow(buttons)

    def hide(self) -> None:
        self.visible = False
        self.message = ""

    def _play(self) -> None:
        self.play(self.buttons.get("hint:play").rect.center)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks on the panel's buttons (a click elsewhere on the panel is taken too); True when consumed."""
        if not self.visible:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if self.buttons.handle_event(event):
            return True
        pos = getattr(event, "pos", None)
        return (pos is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                and self.rect.collidepoint(pos))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        draw_panel(surface, self.rect, fill=(255, 248, 226), edge=theme.GOLD, width=3)
        title = _("Looking for a move...") if self.pending else _("Hint")
        text.blit_text(surface, title, (self.rect.x + 12, self.rect.y + 10), 24, theme.ACCENT, bold=True,
                       box=self.rect)
        for i, line in enumerate(self._lines):
            text.blit_text(surface, line, (self.rect.x + 12, self.rect.y + 40 + self.LINE * i), self.SIZE, theme.INK,
                           box=self.rect.inflate(-8, 0))
        self.buttons.draw(surface)


def draw_hint_marks(surface: pygame.Surface, marks: list[pygame.Rect], path: tuple[tuple[int, int], ...],
                    glow: float) -> None:
    """Gold frames around where a hinted move is made, and its path (from the piece to its place) as a line
    of dots. `glow` in 0..1 makes the frames breathe."""
    colour = theme.GOLD
    width = 3 + round(2 * glow)
    for rect in marks:
        surface.blit(cards.highlight(rect.inflate(10, 10).size, theme.SELECT, alpha=30 + round(40 * glow)),
                     rect.inflate(10, 10))
        pygame.draw.rect(surface, colour, rect.inflate(10, 10), width, border_radius=10)
    for start, end in zip(path, path[1:], strict=False):
        steps = max(1, int(((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5 // 14))
        for i in range(1, steps):
            x = start[0] + (end[0] - start[0]) * i / steps
            y = start[1] + (end[1] - start[1]) * i / steps
            pygame.draw.circle(surface, colour, (round(x), round(y)), 4)
