"""Quick setup: one button that gives, for the player, the setup commands a computer seat would give (the janken
sign, lanterns and shrines, the edge, the ninja deployed), one at a time through the session like any other
command: the rules find each (`moves.QuickSetup`) and judge it. Nothing placed can be moved afterwards (the rules
move no placed marker or ninja); Undo takes the placements back one by one."""

from __future__ import annotations

from typing import Any

from ninjatable.games.ninja_all_stars.moves import QuickSetup
from ninjatable.games.ninja_all_stars.table import layout, words
from ninjatable.i18n import N_, _
from ninjatable.ui import theme
from ninjatable.ui.widgets import Button

TIP = N_("The computer places your lanterns and shrines, chooses your janken signs and edge and deploys your "
         "ninja, one order at a time: the same orders a computer seat gives. Placed pieces stay where they are (the "
         "rules move none): Undo takes them back one by one.")
DONE = N_("Quick setup is done: Undo takes its placements back one by one.")


class Quick:
    """The quick setup button of a table and whether quick setup is running."""

    def __init__(self, table: Any) -> None:
        #: the table scene (its view, session, `may_act`, `give` and toast)
        self.table = table
        self.running = False
        self.button = Button(layout.QUICK_RECT, _("Quick setup"), self.toggle, size=20, key="quick-setup",
                             tooltip=_(TIP))

    def offered(self) -> bool:
        """The button is on the table while the setup lasts, at a table with a player."""
        view = self.table.view
        return (bool(self.table.session.humans) and not view.over and view.round_no == 1
                and view.phase in words.SETUP_PHASES)

    def set(self, running: bool) -> None:
        self.running = running
        self.button.selected = running
        self.language_changed()

    def language_changed(self) -> None:
        """The button's words in the reader's language now."""
        self.button.label = _("Stop quick setup") if self.running else _("Quick setup")
        self.button.tooltip = _(TIP)

    def toggle(self) -> None:
        """The button: quick setup on, or off again while it runs."""
        self.set(not self.running)
        self.step()

    def step(self) -> None:
        """While quick setup runs and the player is asked: give the setup command the computer would; it ends
        with the setup (or when the rules refuse one, the toast saying why)."""
        table = self.table
        if not self.running or table.may_act() is None:
            return
        preview = table.session.preview(QuickSetup())
        if preview.command is None or not self.offered():
            self.set(False)
            table.toast.show(_(DONE), layout.QUICK_RECT.midtop, colour=theme.LEGAL)
        elif not table.give(preview.command, layout.QUICK_RECT.midtop):
            self.set(False)
