"""A table at this computer: a judge with the game's save file for its store, and the table's screen as a client
of that judge over an in-process link.

`open_here` makes the three (`ninjatable.net.judge.Judge`, `SaveFile`, `ninjatable.net.local.LocalLink`) and the
`TableSession` the table scene talks to; the humans of the match play at that one screen (several are handed the
computer in turn), the computer seats think in a worker thread (or inline, for tests and screenshots), the
computers' reasons go to the log, hints may be asked. Tests read the match through `session.link.judge.match`.

`SaveFile` is the judge's store at a table here: the save file is written after every change (a command, an
undo, a hint counted), the file chosen and locked as the storage says (`Storage.write_save`: a new game never
replaces another's save, a damaged file is never written, a game open in another window is not written), and a
finished game is kept in the history. A save that cannot
be written is a sentence every screen shows; the game goes on.
"""

from __future__ import annotations

from pathlib import Path

from ninjatable.ai.bots import Bot
from ninjatable.engine.commands import Command
from ninjatable.engine.match import Match
from ninjatable.i18n import Text
from ninjatable.net.judge import InlineThinker, Judge
from ninjatable.net.local import LocalLink, ThreadThinker
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.session import TableSession


class SaveFile:
    """The save file of a game at a table here (`ninjatable.net.judge.Store`)."""

    def __init__(self, storage: Storage, path: Path | None = None) -> None:
        self.storage = storage
        #: the file written (chosen on the first write when None).
        self.path = path

    def write(self, match: Match) -> str | None:
        """Write the match to its save file (`Storage.write_save`: atomically, locked for this window, a finished
        game kept as history). None when written, else the sentence saying why not."""
        self.path, problem = self.storage.write_save(match, self.path)
        return problem

    def recorded(self, match: Match, first: int) -> str | None:
        return self.write(match)

    def cut(self, match: Match) -> str | None:
        return self.write(match)

    def hinted(self, match: Match) -> str | None:
        return self.write(match)

    def noted(self, index: int, at: int, text: Text) -> str | None:
        return None  # a save holds the commands; the judge's lines are for players at other screens

    def kept_secret(self, seat: int, command: Command) -> str | None:
        return None  # a secret answer not applied yet is given again after a restart


def open_here(match: Match, storage: Storage, settings: Settings, save_path: Path | None = None,
              ai_inline: bool = False, bots: dict[int, Bot] | None = None, round_trip: bool = False,
              save_now: bool = False) -> TableSession:
    """The session of `match` at a table here, its judge keeping it in `save_path` (chosen on the first save when
    None; `save_now`: written at once, a new game's own save from the start). `ai_inline`: computer seats answer
    within the frame and without their floor (tests, screenshots); `bots`: the computer seats' bots (by default
    those of `bots_for`); `round_trip`: every message goes through the wire form (tests)."""
    link = LocalLink(round_trip)
    save = SaveFile(storage, save_path)
    judge = Judge(match, link.transport, bots=bots, thinker=InlineThinker() if ai_inline else ThreadThinker(),
                  clock=link.clock, store=save, floors=not ai_inline, explain=True, hints=True)
    if save_now:
        judge.problem = save.write(match)
    welcome = link.sit(judge, match.humans, follows=None if match.humans else 0)
    return TableSession(link, welcome, settings, seed=match.seed, inline=ai_inline, game=match.game)
