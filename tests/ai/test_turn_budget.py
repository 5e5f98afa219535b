"""A computer seat's whole turn has a time budget: every decision of one turn (of the game's turn,
`Knowledge.turn_of`; for a game that names none, the commands a seat gives before another seat acts) counts
against `SearchBudget.turn_seconds`, and a turn that has used it up gives each further decision only
`LEAST_SECONDS`. The clock and the search are stand-ins here, so the test is about the rule, not the
machine's speed."""

from __future__ import annotations

import pytest

from ninjatable.ai.bots import (
    BUDGETS,
    LEAST_SECONDS,
    TABLE_ROUND_SECONDS,
    SearchBudget,
    make_bot,
    table_budget,
)
from ninjatable.ai.knowledge import knowledge_of
from ninjatable.ai.runner import bots_for, thinking_floor
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.games.shitenno.rules.conquest import may_place
from ninjatable.games.shitenno.rules.realm import CONQUER
from tests.shitenno.helpers import conquest

GAME = get_game("shitenno")


def searched_state():
    """A Shitennō position where the normal computer searches (several options, no plan under way)."""
    state = GAME.new_state(2, 5)
    seat = state.to_act()[0]
    return GAME.redact(state, seat), seat


def test_the_decisions_of_one_turn_share_the_turn_budget(searches):
    budget = BUDGETS["normal"]
    bot = make_bot(GAME, "normal", 1)
    state, seat = searched_state()
    for moment in range(10, 16):  # six decisions in a row, nobody else acting between them
        bot.plan = None  # a new search each time (no plan played on)
        bot.think(state, seat, moment)
    assert searches[:3] == [budget.seconds] * 3
    assert searches[3] == pytest.approx(budget.turn_seconds - 3 * budget.seconds)
    assert searches[4:] == [LEAST_SECONDS, LEAST_SECONDS]
    assert sum(searches[:5]) <= budget.turn_seconds + LEAST_SECONDS


def test_without_the_games_turn_another_seats_command_between_two_decisions_begins_a_new_turn(searches, monkeypatch):
    budget = BUDGETS["normal"]
    bot = make_bot(GAME, "normal", 1)
    monkeypatch.setattr(bot.knowledge, "turn_of", lambda state, seat: None)  # a game that names no turn
    state, seat = searched_state()
    for moment in (10, 11, 12, 13):
        bot.plan = None
        bot.think(state, seat, moment)
    bot.plan = None
    bot.think(state, seat, 15)  # command 14 was another seat's
    assert searches[-1] == budget.seconds


def test_without_a_moment_each_decision_has_its_own_time(searches):
    bot = make_bot(GAME, "normal", 1)
    state, seat = searched_state()
    for _ in range(6):
        bot.plan = None
        bot.think(state, seat)
    assert searches == [BUDGETS["normal"].seconds] * 6


def test_the_wait_that_hides_a_hand_is_the_time_left_to_the_decision(searches, monkeypatch):
    """Where the options could tell the hand, the seat waits the time its decision may take: at the end of a
    long turn that is what is left of it, not a whole decision's time."""
    bot = make_bot(GAME, "normal", 1)
    state, seat = searched_state()
    true_state = GAME.new_state(2, 5)
    for moment in range(10, 14):
        bot.plan = None
        bot.think(state, seat, moment)
    monkeypatch.setattr(bot.knowledge, "hand_may_matter", lambda state, seat: True)  # a hand could matter
    assert thinking_floor(GAME, true_state, seat, bot, 14) == LEAST_SECONDS
    assert thinking_floor(GAME, true_state, seat, bot, 9) == BUDGETS["normal"].seconds  # taken back: anew
    monkeypatch.setattr(bot.knowledge, "hand_may_matter", lambda state, seat: False)
    assert thinking_floor(GAME, true_state, seat, bot, 14) == 0.0


def test_at_a_table_of_several_computers_a_normal_turn_is_its_share_of_the_round_and_hard_keeps_its_time():
    """Between two turns of a player every computer seat plays a turn: the normal level's round of
    `TABLE_ROUND_SECONDS` is shared among them (each decision at most half a turn, never more than `BUDGETS`),
    so the player's wait does not grow with the number of computers; one computer, or a hard one, keeps
    `BUDGETS`. The seats' bots at a table (`bots_for`) are made with it."""
    normal, round_ = BUDGETS["normal"], TABLE_ROUND_SECONDS["normal"]
    assert table_budget("normal", 1) == normal and table_budget("hard", 4) == BUDGETS["hard"]
    assert table_budget("easy", 3) is None
    for computers in (2, 3, 4):
        budget = table_budget("normal", computers)
        assert budget.turn_seconds == pytest.approx(min(normal.turn_seconds, round_ / computers))
        assert budget.seconds == pytest.approx(min(normal.seconds, budget.turn_seconds / 2))
        assert budget.iterations == normal.iterations
    assert table_budget("normal", 4).turn_seconds * 4 <= round_ + 1e-9
    assert table_budget("normal", 3, 3).seconds == pytest.approx(table_budget("normal", 3).turn_seconds / 3)
    match = Match(GAME, ["human", "normal", "normal", "hard"], 3)
    bots = bots_for(match, 3)
    choices = knowledge_of(GAME).turn_choices
    assert bots[1].budget == table_budget("normal", 3, choices) and bots[3].budget == BUDGETS["hard"]


#: a search of few tries, its time long enough that tries end it, not the clock.
QUICK = SearchBudget(40, 5.0, 10.0)


def _conquest_paces(hand: list[str]) -> list[tuple[float, bool]]:
    """A normal Shitennō general's conquest turn with `hand`: for each of its commands, the wait that hides its
    hand, and whether the table knows it needs none: the seat's command before it in the turn told the table
    nothing (no event: a card put into its payment in secret), or it can place no more kamons this year."""
    state, _ = conquest(4, hands=[hand, [], [], []])
    bot = make_bot(GAME, "normal", 11, QUICK)
    paces, silent = [], False
    for moment in range(20, 50):
        if state.to_act() != (0,) or state.stage != CONQUER:
            break
        paces.append((thinking_floor(GAME, state, 0, bot, moment), silent or not may_place(state, 0)))
        silent = not state.apply(0, bot.choose(GAME.redact(state, 0), 0, moment))
    return paces


def test_a_computer_carrying_out_its_payment_gives_each_step_at_once_and_waits_where_it_chooses():
    """Shitennō: a general chooses a payment with the province it buys (one plan), then puts its cards in one by
    one, in secret, and places the kamon. The wait that hides its hand comes at each choice (the payment still
    empty); the cards of a payment chosen follow at once. Whatever it holds, the wait is the same function of what
    the table sees: none after a command that told nothing or once its kamons of the year are placed, the
    decision's time after any other command."""
    seen = []
    for hand in (["samurai", "samurai", "samurai", "koku3", "koku3", "koku2", "koku2", "koku1"],
                 ["bushi", "sohei", "shinobi", "koku1", "koku2", "samurai+samurai", "bushi+bushi"]):
        paces = _conquest_paces(hand)
        assert any(known for _, known in paces), "the general paid with cards put in one by one"
        assert all((floor == 0) == known for floor, known in paces)
        assert paces[0][0] == QUICK.seconds
        seen.append(len(paces))
    assert seen[0] > 2 and seen[1] > 2


def test_the_computers_of_a_table_share_its_thinking_between_two_commands_of_a_player(searches, monkeypatch):
    """Between two commands of a player, the normal computers of a table think `TABLE_ROUND_SECONDS` in all,
    whichever of them thinks and however many turns they play (answers to offers one after another, say): once
    used, each further decision gets `LEAST_SECONDS`. A player's command, or a move taken back, begins a new
    stretch with the whole time again."""
    match = Match(GAME, ["human", "normal", "normal", "normal"], 3)
    bots = bots_for(match, 3)
    turns = iter(range(1000))
    for bot in bots.values():  # each decision a turn of its own
        monkeypatch.setattr(bot.knowledge, "turn_of", lambda state, seat: next(turns))
    state, seat = searched_state()
    decision = bots[1].budget.seconds
    shared = TABLE_ROUND_SECONDS["normal"]
    whole = round(shared / decision)  # the decisions the stretch's time holds
    assert whole * decision == pytest.approx(shared)
    for moment in range(10, 12 + whole):  # two more decisions of the three computers in a row, each a turn
        bot = bots[1 + moment % 3]
        bot.plan = None
        bot.think(state, seat, moment)
    assert searches[:whole] == [pytest.approx(decision)] * whole
    assert searches[whole:] == [LEAST_SECONDS, LEAST_SECONDS]
    last = 11 + whole
    bots[2].plan = None
    bots[2].think(state, seat, last + 2)  # the player gave the command after the last
    bots[3].plan = None
    bots[3].think(state, seat, 12)  # moves taken back to command 12
    assert searches[whole + 2:] == [pytest.approx(decision)] * 2


def test_computers_share_a_tables_thinking_only_against_a_player_and_hard_keeps_its_own():
    """A table of computers alone has no player to wait: each keeps its own time. A hard computer at a table of
    normal ones keeps its time whatever they took."""
    alone = bots_for(Match(GAME, ["normal", "normal", "normal"], 3), 3)
    assert all(bot.table is None for bot in alone.values())
    mixed = bots_for(Match(GAME, ["human", "normal", "hard"], 3), 3)
    assert mixed[1].table is mixed[2].table is not None
    mixed[1].table.count("normal", 10, 99.0)
    assert mixed[1].seconds_for(11) == LEAST_SECONDS
    assert mixed[2].seconds_for(11) == BUDGETS["hard"].seconds
