"""Timing tells nothing of a hand: where a computer seat's options could depend on what it holds in secret (it
holds moon cards: one it could play now, or none), it answers after its level's full time whatever it holds;
where no hand could matter (it holds none, as everyone sees) no wait is added."""

from __future__ import annotations

from ninjatable.ai.bots import BUDGETS, Bot
from ninjatable.ai.ismcts import Considered, SearchResult
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.here import open_here
from ninjatable.ui.table.session import TableSession
from tests.ui.helpers import match_of

from .helpers import find_match

NAS = "ninja-all-stars"


class Instant(Bot):
    """A computer seat of its match's level that answers at once (as the search does with a single option)."""

    def think(self, state, seat, moment=None):
        command = state.legal_commands(seat)[0]
        return SearchResult(command, (Considered(command, 0, 1.0, 0.0),), 0)


def _session(tmp_path, match: Match) -> TableSession:
    return open_here(match, Storage(tmp_path / "home"), Settings(ai_pacing="instant"),
                     bots={seat: Instant(match.game, match.seats[seat] if match.seats[seat] != "human" else "easy", seat)
                           for seat in range(len(match.seats))})


def _time_to_answer(session: TableSession, step: float = 0.05) -> float:
    before = len(match_of(session).history)
    waited = 0.0
    for _ in range(400):
        session.update(step)
        session.wait(5)
        if len(match_of(session).history) > before:
            return waited
        waited += step
    raise AssertionError("no answer")


def _asked(hand_decides: bool, single: bool, holds: bool = True):
    """Seat 1 asked, with one option or several; its hand adding options to the public list or not; holding
    cards (so that a hand could matter, as everyone sees) or none."""
    def ready(match: Match) -> bool:
        state = match.state
        acting = state.to_act()
        if state.is_over() or not acting or acting[0] != 1 or state.is_simultaneous():
            return False
        public = set(get_game(NAS).redact(state, None).legal_commands(1))
        legal = state.legal_commands(1)
        return (bool(state.hands[1]) == holds and (len(legal) == 1) == single
                and (single or (public != set(legal)) == hand_decides))
    return ready


def test_a_computer_whose_options_its_hand_may_decide_answers_after_its_full_time_whatever_it_holds(tmp_path):
    """One option (perhaps no card it could play) or options only its hand explains: the same wait."""
    floor = BUDGETS["normal"].seconds
    for hand_decides, single in ((True, True), (True, False), (False, False)):
        match = find_match(_asked(hand_decides, single), ["human", "random"], seeds=range(1, 80), game=NAS)
        match.seats[1] = "normal"
        waited = _time_to_answer(_session(tmp_path, match))
        assert floor - 0.06 <= waited <= floor + 0.2, (single, waited)


def test_a_computer_that_holds_no_secret_card_adds_no_wait(tmp_path):
    match = find_match(_asked(False, False, holds=False), ["human", "random"], seeds=range(1, 80), game=NAS)
    match.seats[1] = "normal"
    assert _time_to_answer(_session(tmp_path, match)) < 0.2
