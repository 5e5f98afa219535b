"""Simultaneous secret choices in the shared machinery: the search, the runner and the table session each
treat them as simultaneous, so no seat's choice depends on another's (a table's judge keeps every answer until
all are in)."""

from __future__ import annotations

from ninjatable.ai.bots import make_bot
from ninjatable.ai.ismcts import Search
from ninjatable.ai.runner import bot_answers
from ninjatable.engine.match import Match
from ninjatable.engine.rng import Rng
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.here import open_here

from .toy import GAME, Coin


def test_the_search_does_not_let_one_seat_see_the_others_simultaneous_choice():
    """Matching pennies is even for both seats. Searched as if the matcher saw the other coin, the matcher
    would expect to win nearly always and its opponent nearly never; searched as simultaneous, both expect
    about half."""
    state = GAME.new_state(2, 1)
    for seat in (0, 1):
        result = Search(GAME.knowledge, GAME.redact(state, seat), seat, state.legal_commands(seat), Rng(seat)).run(
            iterations=3000, seconds=60)
        expected = sum(c.value * c.visits for c in result.considered) / sum(c.visits for c in result.considered)
        assert 0.3 < expected < 0.7, (seat, expected)


def test_the_runner_asks_every_bot_before_any_answer_is_applied():
    match = Match(GAME, ["easy", "easy"], 3)
    bots = {seat: make_bot(GAME, "random", seat) for seat in (0, 1)}
    seen = []
    for bot in bots.values():
        choose = bot.choose

        def spy(state, asked, moment=None, choose=choose):
            seen.append(dict(state.down))
            return choose(state, asked, moment)

        bot.choose = spy  # type: ignore[method-assign]
    answers = bot_answers(match, bots)
    assert [seat for seat, _ in answers] == [0, 1]
    assert seen == [{}, {}], "a bot saw a coin already down"


def test_the_table_session_collects_every_answer_before_applying_them(tmp_path):
    """The human answers first: the answer is kept, not applied; the computer seat then answers from a state
    without the human's coin, and only then are both applied."""
    match = Match(GAME, ["human", "easy"], 5)
    session = open_here(match, Storage(tmp_path), Settings(ai_pacing="instant"), ai_inline=True)
    asked = []
    bot = session.link.judge.bots[1]
    think = bot.think

    def spy(state, seat, moment=None):
        asked.append(dict(state.down))
        return think(state, seat, moment)

    bot.think = spy  # type: ignore[method-assign]
    assert session.decision is not None and session.decision.simultaneous
    assert session.submit(Coin("heads")) is None
    assert match.history == [] and session.answered(0) == Coin("heads")
    session.update(0.0)  # the computer seat thinks ...
    session.update(0.0)  # ... and its answer is given
    assert asked[0] == {}  # (it has begun thinking on the next throw too)
    assert [seat for seat, _ in match.history] == [0, 1] and match.state.throws == 1
    assert session.answered(0) is None and session.decision is not None


def test_a_second_answer_from_the_same_human_is_refused_while_waiting(tmp_path):
    match = Match(GAME, ["human", "human"], 5)
    session = open_here(match, Storage(tmp_path), Settings(ai_pacing="instant"), ai_inline=True)
    session.reveal(0)
    assert session.submit(Coin("tails")) is None
    assert session.needs_hand_over() == 1
    assert session.viewer == 1 and not session.show_private
    session.reveal(1)
    assert session.view.my_coin is None and session.view.coins_down == 0, "the other human's coin shows"
    assert session.submit(Coin("tails")) is None
    assert match.state.throws == 1 and match.state.won == [0, 1]
