"""The end of a game: winners, scores and how the winner was decided, over the final table."""

from __future__ import annotations

import pygame

from ninjatable.i18n import N_, _, join_and, render
from ninjatable.ui import cards, text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.app.words import score_text
from ninjatable.ui.scene import Scene
from ninjatable.ui.table.scene import TableScene
from ninjatable.ui.widgets import Button, ButtonRow, dim, draw_panel

#: "Show results" while the final table is looked at: at the right end of the status line, over no part of any
#: board.
SHOW_RESULTS = pygame.Rect(800, 5, 170, 34)
#: the words of the button that hides the results (False) or shows them again (True).
TOGGLE_WORDS = {False: N_("Look at the table"), True: N_("Show results")}


class ResultsScene(Scene):
    """The end of a game: winners, scores, how the winner was decided; the final table shows behind it."""

    opaque = False

    def __init__(self, app: AppContext, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.hidden = False
        self.outcome = table.session.outcome()
        #: how many hints were used ("" when only computers played).
        self.hints_line = ""
        self.buttons = ButtonRow()
        self._build()

    def _build(self) -> None:
        self.hints_line = self.table.session.tutor.summary() or ""
        self.buttons = ButtonRow([
            Button((250, 650, 230, 50), "", self.toggle, key="toggle"),
            Button((520, 650, 230, 50), _("Play again"), self.again, key="again"),
            Button((790, 650, 230, 50), _("Lobby"), self.app.show_lobby, key="lobby"),
        ])
        self._place_toggle()

    def language_changed(self) -> None:
        self._build()

    def toggle(self) -> None:
        self.hidden = not self.hidden
        self._place_toggle()

    def _place_toggle(self) -> None:
        button = self.buttons.get("toggle")
        button.label = _(TOGGLE_WORDS[self.hidden])
        button.rect = pygame.Rect(SHOW_RESULTS) if self.hidden else pygame.Rect(250, 650, 230, 50)

    def again(self) -> None:
        self.app.show_lobby()
        self.app.open_setup(self.table.session.game.name)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_menu()
            return True
        if self.buttons.handle_event(event):
            return True
        if self.hidden and event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            return False  # let the table show tooltips and scroll its log
        return True

    def heading(self) -> str:
        """The title: the game's own (a solo game's rank) or the winners."""
        return self.table.result_title(self.outcome) or self.winner_title()

    def winner_title(self) -> str:
        names = [self.table.session.seat_name(s) for s in self.outcome.winners]
        if not names:
            return _("No player wins")
        humans = self.table.session.humans
        if len(humans) == 1 and humans[0] in self.outcome.winners:
            return _("You win!") if len(names) == 1 else _("You share the win!")
        if len(names) == 1:
            return _("{player} wins").format(player=names[0])
        return _("{players} win").format(players=join_and(names))

    def needs_frame(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.hidden:
            self.buttons.get("toggle").draw(surface)
            return
        dim(surface)
        panel = pygame.Rect(200, 90, 880, 630)
        draw_panel(surface, panel)
        text.blit_text(surface, self.heading(), (640, 130), 48, theme.ACCENT, bold=True, anchor="center",
                       box=panel.inflate(-40, 0), how="shrink", min_size=26)
        text.blit_text(surface, _("Score"), (1020, 160), 20, theme.MUTED, anchor="topright")
        if self.hints_line:  # above the scores, where a long explanation never pushes it out
            text.blit_text(surface, text.fit(self.hints_line, 640, 20), (250, 160), 20, theme.MUTED)
        y = 180
        ranking = self.outcome.ranking or tuple(range(len(self.outcome.scores)))
        for seat in ranking:
            win = seat in self.outcome.winners
            colour = theme.ACCENT if win else theme.INK
            if win:
                surface.blit(cards.crest("shuriken", 22, theme.GOLD), (222, y))
            text.blit_text(surface, self.table.session.seat_label(seat), (250, y), 28, colour, bold=win)
            score = self.outcome.scores[seat]
            text.blit_text(surface, score_text(score), (1020, y), 28, colour, bold=win, anchor="topright")
            y += 32
        y += 10
        lines: list[str] = [render(line) for line in (*self.table.result_lines(self.outcome),
                                                      *self.outcome.explanation)]
        size, wrapped = self.fit_explanation(lines, 640 - y)
        for parts in wrapped:
            for part in parts:
                text.blit_text(surface, part, (250, y), size, theme.INK)
                y += size + 2
            y += 4
        self.buttons.draw(surface)

    @staticmethod
    def fit_explanation(lines: list[str], height: int) -> tuple[int, list[list[str]]]:
        """The largest text size at which every line of the explanation, wrapped, fits in `height` pixels
        (at the smallest size they are all shown even if they run long: a sentence is never cut)."""
        for size in (24, 21, 19, 17):
            wrapped = [text.wrap(line, 780, size) for line in lines]
            if sum(len(parts) * (size + 2) + 4 for parts in wrapped) <= height:
                break
        return size, wrapped
