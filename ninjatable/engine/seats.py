"""Who plays a seat, and whether they are at the table: one vocabulary for the match, the setup, the judge, the
wire and the table's words.

`SeatKind` is who plays a seat: a human at this computer, a computer level, or a friend at another computer (a
network table). `Presence` is whether a seat's player is at the table now. Both keep the text forms saves, host
tables and the wire have always used ("human", "easy", "remote", "computer plays", ...), so old saves and stored
tables still load; each member compares equal to its text. `acting_now` is who is awaited: the one rule every
table (here or over the network) and every simulation follows.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from ninjatable.engine.protocol import State
from ninjatable.i18n import N_, _


class SeatKind(str, enum.Enum):
    """Who plays a seat. A match holds only the kinds played at one computer (`local`); a friend's seat is
    played at the host as a human's seat."""

    HUMAN = "human"
    RANDOM = "random"
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"
    FRIEND = "remote"

    @classmethod
    def parse(cls, text: object) -> SeatKind:
        """A seat kind from its text form ("friend" is read as a friend's seat too). Raises ValueError with the
        kinds there are."""
        if isinstance(text, SeatKind):
            return text
        wanted = "remote" if text == "friend" else text
        for kind in cls:
            if kind.value == wanted:
                return kind
        raise ValueError(f"unknown seat kind '{str(text)[:20]}' (use {', '.join(kind.value for kind in cls)})")

    @classmethod
    def local(cls) -> tuple[SeatKind, ...]:
        """The kinds a match holds: a human here or a computer level."""
        return tuple(kind for kind in cls if kind is not cls.FRIEND)

    @classmethod
    def levels(cls) -> tuple[SeatKind, ...]:
        """The computer levels."""
        return tuple(kind for kind in cls if kind.is_computer)

    @property
    def is_computer(self) -> bool:
        return self not in (SeatKind.HUMAN, SeatKind.FRIEND)

    @property
    def label(self) -> str:
        """The kind in a player's words (in the current language)."""
        return _(_LABELS[self])

    def __str__(self) -> str:
        return self.value


_LABELS = {SeatKind.HUMAN: N_("Human"), SeatKind.RANDOM: N_("Random AI"), SeatKind.EASY: N_("Easy AI"),
           SeatKind.NORMAL: N_("Normal AI"), SeatKind.HARD: N_("Hard AI"), SeatKind.FRIEND: N_("Friend (network)")}


class Presence(str, enum.Enum):
    """Whether a seat's player is at the table now."""

    HERE = "here"
    #: invited, not come yet.
    INVITED = "invited"
    #: gone (a dropped connection, a closed window), within the grace period.
    AWAY = "away"
    #: gone past the grace period: a computer plays the seat until its player is back.
    STAND_IN = "computer plays"
    #: a computer seat.
    COMPUTER = "computer"

    @classmethod
    def parse(cls, text: object) -> Presence:
        for presence in cls:
            if presence.value == text:
                return presence
        raise ValueError(f"unknown presence '{str(text)[:20]}'")

    @property
    def words(self) -> str:
        """What a table says of a friend's seat with this presence ("" when they are simply here), in the current
        language."""
        words = _PRESENCE_WORDS[self]
        return _(words) if words else ""

    def __str__(self) -> str:
        return self.value


_PRESENCE_WORDS = {Presence.HERE: "", Presence.INVITED: N_("invited, not here yet"), Presence.AWAY: N_("away"),
                   Presence.STAND_IN: N_("away, the computer plays"), Presence.COMPUTER: ""}


def acting_now(state: State, collected: Iterable[int] = ()) -> tuple[int, ...]:
    """The seats whose answer `state` awaits: every acting seat that has not answered a simultaneous choice yet
    (`collected`), else the first acting seat."""
    acting = state.to_act()
    pool = acting if len(acting) > 1 and state.is_simultaneous() else acting[:1]
    return tuple(seat for seat in pool if seat not in collected)
