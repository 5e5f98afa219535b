"""Words every game says alike: a seat's name ("Player 2"), as a message to keep in the log and as words to show
at once, in the reader's language."""

from __future__ import annotations

from ninjatable.i18n import Message, _, msg


def player(seat: int) -> Message:
    """Seat `seat` (counted from 0) named in a message kept for later: "Player 2"."""
    return msg("Player {n}", n=seat + 1)


def player_name(seat: int) -> str:
    """Seat `seat` (counted from 0) named now, in the current language: "Player 2"."""
    return _("Player {n}").format(n=seat + 1)


def whose(owner: str | None, yours: str, theirs: str) -> str:
    """Words about the things of the seat shown at the bottom of a table, in the current language: `yours` when
    they are the reader's own (`owner` None), else `theirs` with `{player}` the name of the seat the table follows
    (a replay, a spectator): "Your hand", "Player 2's hand". Both are English words marked with `N_`."""
    return _(yours) if owner is None else _(theirs).format(player=owner)
