"""The list of games to replay: finished games kept as history and the autosaved games, newest first; any other
save file dropped on the window opens too."""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from ninjatable.engine.errors import printable
from ninjatable.i18n import _, join_and, ngettext, number, render
from ninjatable.ui import text, theme
from ninjatable.ui.app.navigation import AppContext
from ninjatable.ui.app.words import game_title, options_in_words, score_text, seats_in_words
from ninjatable.ui.scene import Scene
from ninjatable.ui.storage import Result, SavedGame
from ninjatable.ui.widgets import Button, ButtonRow, draw_backdrop, draw_panel

#: games listed on one page.
PER_PAGE = 7
ROW = 84


def describe_save(game: SavedGame, finished: bool, result: Result | None = None) -> tuple[str, str]:
    """A save's title line and detail line, from the same guarded reading as the list of saved games (its size
    checked first, its shape checked); a finished game's `result` (as its save records it) names the winner and
    the scores. The game's options (a Ninja All-Stars challenge and arena) and the orders given follow. An
    unreadable file is named, escaped and shortened, with the reason."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(game.modified))
    if not game.readable:
        return printable(game.path.name, 60), _("cannot be read: {problem}; {when}").format(
            problem=printable(render(game.problem), 160), when=when)
    seats = seats_in_words(game.seats)
    options = options_in_words(game.game, game.parameters)
    orders = ngettext("{n} order", "{n} orders", game.orders).format(n=number(game.orders))
    played = _("{options}; {orders}").format(options=options, orders=orders) if options else orders
    title = game_title(game.game)
    if not finished:
        return _("{game}: saved, not finished").format(game=title), _("{seats}; {played}; {when}").format(
            seats=seats, played=played, when=when)
    if result is None:
        return _("{game}: finished").format(game=title), _("{seats}; {played}; {when}").format(
            seats=seats, played=played, when=when)
    if result.problem:
        return (_("{game}: finished").format(game=title),
                _("the result cannot be read: {problem}; {when}").format(
                    problem=printable(render(result.problem), 120), when=when))
    return _("{game}: {winners}").format(game=title, winners=winner_words(result)), \
        _("{scores}; {played}; {when}").format(scores=score_words(result), played=played, when=when)


def winner_words(result: Result) -> str:
    """'Player 3 won', 'Fire and Water shared the win' or 'nobody won'."""
    names = [printable(name, 40) for name in result.winners]
    if not names:
        return _("nobody won")
    if len(names) == 1:
        return _("{player} won").format(player=names[0])
    return _("{players} shared the win").format(players=join_and(names))


def score_words(result: Result) -> str:
    """Every seat's score in the order the game ranked them: 'Player 3: 7 · Player 4: 6 · Player 2: 2'."""
    return " · ".join(_("{player}: {score}").format(player=printable(name, 40), score=score_text(score))
                      for name, score in result.scores)


class ReplaysScene(Scene):
    """Pick a game to watch again, step by step."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.page = 0
        self.paths: list[Path] = []
        self.rows: list[tuple[str, str, int]] = []
        self.buttons = ButtonRow()
        self._build()

    def enter(self) -> None:
        self._build()

    def _build(self) -> None:
        storage = self.app.storage
        self.paths = storage.replayable()
        pages = max(1, (len(self.paths) + PER_PAGE - 1) // PER_PAGE)
        self.page = min(self.page, pages - 1)
        self.rows = []
        buttons = ButtonRow()
        first = self.page * PER_PAGE
        history = storage.history_dir.resolve()
        for i, path in enumerate(self.paths[first:first + PER_PAGE]):
            y = 170 + i * ROW
            summary = storage.summary_of(path)
            finished = path.resolve().parent == history or summary.result is not None
            result = storage.result_of(path) if finished and summary.readable else None
            title, detail = describe_save(summary, finished, result)
            self.rows.append((title, detail, y))
            buttons.add(Button((700, y + 14, 150, 44), _("Watch"), lambda p=path: self.app.open_replay(p),
                               key=f"watch:{first + i}", tooltip=str(path)))
        previous = buttons.add(Button((930, 200, 145, 48), _("Previous"), lambda: self._turn(-1), key="previous"))
        following = buttons.add(Button((1085, 200, 145, 48), _("Next"), lambda: self._turn(1), key="next"))
        previous.enabled = self.page > 0
        following.enabled = self.page < pages - 1
        buttons.add(Button((930, 584, 300, 48), _("Back"), self.close, key="back"))
        self.pages = pages
        self.buttons = buttons

    def language_changed(self) -> None:
        self._build()

    def _turn(self, by: int) -> None:
        self.page += by
        self._build()

    def close(self) -> None:
        self.app.scenes.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.DROPFILE:  # any save, from anywhere: dropped on the window
            self.app.open_replay(Path(event.file))
            return True
        self.buttons.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        text.blit_text(surface, _("Replays"), (60, 24), 56, theme.LIGHT, bold=True)
        draw_panel(surface, pygame.Rect(40, 120, 840, 640))
        text.blit_text(surface, _("Watch a game again, step by step"), (70, 134), 30, theme.INK, bold=True,
                       box=pygame.Rect(60, 124, 810, 44), how="shrink", min_size=20)
        if not self.rows:
            text.blit_text(surface, _("No saved or finished game yet."), (80, 190), 26, theme.MUTED)
        for title, detail, y in self.rows:
            pygame.draw.line(surface, (210, 196, 170), (70, y + 78), (850, y + 78), 1)
            text.blit_text(surface, title, (80, y + 16), 30, theme.INK, bold=True, box=pygame.Rect(80, y, 600, ROW),
                           how="shrink", min_size=22)
            text.blit_text(surface, detail, (80, y + 50), 20, theme.MUTED, box=pygame.Rect(80, y, 600, ROW))
        draw_panel(surface, pygame.Rect(910, 120, 340, 640))
        text.blit_text(surface, _("Page {page} of {pages}").format(page=number(self.page + 1),
                                                                   pages=number(self.pages)),
                       (930, 140), 26, theme.INK, bold=True, box=pygame.Rect(920, 130, 320, 50), how="shrink")
        hint = _("Finished games are kept here. A finished game can be seen by every seat; a game not yet "
                 "finished only by its human players or as the public table. To watch any other save, drop its "
                 "file on this window.")
        text.blit_lines(surface, hint, pygame.Rect(930, 280, 300, 296), 21, theme.MUTED, min_size=15)
        self.buttons.draw(surface)
