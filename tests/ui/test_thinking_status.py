"""While a computer seat thinks for longer than half a second, the status line names it: whatever else the
table waits for, the player sees who is thinking."""

from __future__ import annotations

import threading

from ninjatable.ai.bots import Bot
from ninjatable.ai.ismcts import Considered, SearchResult
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.here import open_here
from ninjatable.ui.table.session import THINKING_SHOWN_AFTER


class Slow(Bot):
    """A normal computer seat that answers only when let go."""

    def __init__(self) -> None:
        super().__init__(get_game("shitenno"), "normal", 1)
        self.go = threading.Event()

    def think(self, state, seat, moment=None):
        self.go.wait(10)
        command = state.legal_commands(seat)[0]
        return SearchResult(command, (Considered(command, 0, 1.0, 0.0),), 0)


def test_a_computer_thinking_longer_than_half_a_second_is_named(tmp_path):
    match = next(m for m in (Match(get_game("shitenno"), ["normal", "human"], seed) for seed in range(1, 40))
                 if m.state.to_act() == (0,))
    slow = Slow()
    session = open_here(match, Storage(tmp_path / "home"), Settings(ai_pacing="instant"), bots={0: slow})
    session.update(0.0)  # the judge lets it think in its worker thread
    assert session.thinking_seat() == 0
    session.update(THINKING_SHOWN_AFTER / 2)
    assert session.thinking_long() is None
    version = session.version
    session.update(THINKING_SHOWN_AFTER)
    assert session.thinking_long() == 0
    assert session.version > version, "the table reads the session again and shows who is thinking"
    slow.go.set()
    session.wait(5)
    for _ in range(5):
        session.update(0.1)
    assert session.thinking_long() is None
    session.close()
