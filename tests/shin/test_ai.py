"""SHIN's computer players: they read only their seat's redacted state, deal the unseen cards consistently,
search the secret choices as simultaneous, and find clear wins."""

from __future__ import annotations

from ninjatable.ai.bots import SearchBudget, make_bot
from ninjatable.ai.ismcts import Search
from ninjatable.engine.rng import Rng
from ninjatable.games.shin import GAME
from ninjatable.games.shin.ai import determinize
from ninjatable.games.shin.commands import Choose, Place
from ninjatable.games.shin.data import CARD_IDS
from ninjatable.games.shin.rules import ShinState
from ninjatable.games.shin.rules.cards import HIDDEN
from tests.shin.helpers import choose, nid, position


def test_a_dealt_world_holds_every_card_once_and_keeps_what_the_seat_saw():
    state = ShinState(4, seed=12)
    for seat in range(4):
        state.apply(seat, Choose(state.cards.hands[seat][1]))
    redacted = GAME.redact(state, 2)
    world = determinize(redacted, 2, Rng(3))
    cards = world.cards.all_cards() + list(world.village.where)
    assert sorted(cards) == list(CARD_IDS)
    assert HIDDEN not in cards
    assert world.cards.hands[2] == state.cards.hands[2] and world.cards.spies[2] == state.cards.spies[2]
    assert world.cards.hands[3] == state.cards.hands[3]  # seat 2 passed these to seat 3


def test_the_search_keeps_separate_statistics_for_each_seat_at_a_secret_choice():
    state = position([["Goro", "Takeshi", "Hotaru"], ["Kiri", "Mai", "Rin"]])
    search = Search(GAME.knowledge, GAME.redact(state, 0), 0, state.legal_commands(0), Rng(1))
    search.run(iterations=60, seconds=30.0)
    assert set(search.root.stats) == {0, 1}
    assert set(search.root.stats[1]) <= {Choose(c) for c in state.cards.hands[1]}
    assert all(len(key) == 2 for key in search.root.children)  # one joint pick: both seats at once


def test_the_normal_player_places_its_last_ninja_where_it_wins_the_round():
    """Ayame on the end territory 1 wins the round 8 to 7; on 3 it would be a tie, 6 to 6 (Kuro then stands on
    1, where his aura reaches no partner)."""
    state = position([["Ayame", "Goro"], ["Kuro", "Isamu"]], spies=["Hotaru", "Shiro"], turn=4,
                     placed={"Kenji": (0, 2), "Tomoe": (1, 4), "Raiden": (0, 5), "Nobu": (1, 6)})
    choose(state, "Ayame", "Kuro")
    assert state.to_act() == (0,) and {c.territory for c in state.legal_commands(0)} == {1, 3}
    bot = make_bot(GAME, "normal", 5, SearchBudget(400, 60.0))
    assert bot.choose(GAME.redact(state, 0), 0) == Place(nid("Ayame"), 1)


def test_the_easy_player_keeps_a_strong_spy():
    picks = []
    for seed in range(20):
        state = position([["Mai", "Goro", "Hotaru", "Jubei", "Raiden"], ["Kiri", "Kenji", "Rin", "Kuro", "Isamu"]],
                         turn=1, seed=seed)
        bot = make_bot(GAME, "easy", seed)
        picks.append(bot.choose(GAME.redact(state, 0), 0))
    assert picks.count(Choose(nid("Mai"))) >= 15


def test_a_bot_never_needs_the_true_state():
    state = ShinState(2, seed=31)
    redacted = GAME.redact(state, 1)
    assert redacted.cards.hands[0] == [HIDDEN] * 5 and redacted.cards.deck == [HIDDEN] * 10
    for level in ("random", "easy", "normal"):
        command = make_bot(GAME, level, 2, SearchBudget(50, 30.0)).choose(redacted, 1)
        assert command in state.legal_commands(1)


def test_the_search_never_peeks_at_the_other_players_pending_choice():
    """The opponent has already chosen, face down: whichever card it chose, the search sees the same and
    answers the same."""
    results = []
    for theirs in ("Kiri", "Mai", "Rin"):
        state = position([["Goro", "Takeshi", "Hotaru"], ["Kiri", "Mai", "Rin"]])
        state.apply(1, Choose(nid(theirs)))
        bot = make_bot(GAME, "normal", 9, SearchBudget(120, 60.0))
        results.append(bot.think(GAME.redact(state, 0), 0))
    assert results[0] == results[1] == results[2]
