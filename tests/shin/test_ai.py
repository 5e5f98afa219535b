"""SHIN's computer players: they read only their seat's redacted state, deal the unseen cards and the other
players' secret choices consistently, weigh their own secret choice against those dealt choices, play their
playouts by the game's judgement, and find clear wins."""

from __future__ import annotations

from ninjatable.ai.bots import SearchBudget, make_bot
from ninjatable.ai.ismcts import Search
from ninjatable.engine.rng import Rng
from ninjatable.games.shin import GAME
from ninjatable.games.shin.ai import determinize, imagine, playout_command
from ninjatable.games.shin.commands import Choose, Place, Skip, Target
from ninjatable.games.shin.data import CARD_IDS
from ninjatable.games.shin.rules import ShinState
from ninjatable.games.shin.rules.cards import HIDDEN, NONE
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


def test_the_other_players_secret_choice_is_dealt_from_its_hand_as_it_would_likely_choose():
    """Kaede and Mai are the spies worth keeping in that hand (Jubei, Raiden and Daisuke need neighbours): a
    dealt world draws one of the two, not always the same one."""
    state = position([["Goro", "Takeshi", "Hotaru", "Nobu", "Yuki"], ["Kaede", "Mai", "Jubei", "Raiden", "Daisuke"]],
                     turn=1)
    redacted = GAME.redact(state, 0)
    assert determinize(redacted, 0, Rng(1)).cards.chosen[1] == NONE  # a dealt world leaves it to be made
    dealt = {imagine(redacted, 0, Rng(seed)).cards.chosen[1] for seed in range(40)}
    assert dealt == {nid("Kaede"), nid("Mai")}
    state.apply(1, Choose(nid("Kaede")))
    made = {determinize(GAME.redact(state, 0), 0, Rng(seed)).cards.chosen[1] for seed in range(40)}
    assert made == {nid("Kaede"), nid("Mai")}  # made face down: dealt the same way, never read


def test_the_search_weighs_its_own_secret_choice_against_the_dealt_choices():
    """The opponent's choice is dealt with the unseen cards, so the search keeps statistics for the searching
    seat alone and every tree move at the root is its own pick."""
    state = position([["Goro", "Takeshi", "Hotaru"], ["Kiri", "Mai", "Rin"]])
    search = Search(GAME.knowledge, GAME.redact(state, 0), 0, state.legal_commands(0), Rng(1))
    search.run(iterations=60, seconds=30.0)
    assert set(search.root.stats) == {0}
    assert set(search.root.children) == {((0, c),) for c in state.legal_commands(0)}


def test_the_normal_player_keeps_the_one_spy_that_counts():
    """Mai is worth 2 more as a spy; Goro, Jubei, Raiden and Nobu do nothing without a territory. Drawing the
    search's mix of a secret choice from 400 tries played Mai about one time in five; the search now plays the
    choice that did best."""
    picks = []
    for seed in range(4):
        state = position([["Mai", "Goro", "Jubei", "Raiden", "Nobu"], ["Kiri", "Kenji", "Rin", "Kuro", "Isamu"]],
                         turn=1, seed=seed)
        picks.append(make_bot(GAME, "normal", seed, SearchBudget(400, 60.0)).choose(GAME.redact(state, 0), 0))
    assert picks == [Choose(nid("Mai"))] * 4


def test_a_playout_places_a_ninja_where_its_territory_counts():
    """Ayame (+2 on an end) goes to territory 1 or 6, then Nobu (+2 in the middle) to 3 or 4."""
    for seed in range(8):
        state = position([["Ayame", "Goro"], ["Nobu", "Kuro"]], turn=4)
        choose(state, "Ayame", "Nobu")
        rng = Rng(seed)
        ayame = playout_command(state, 0, rng)
        assert isinstance(ayame, Place) and ayame.territory in (1, 6)
        state.apply(0, ayame)
        nobu = playout_command(state, 1, rng)
        assert isinstance(nobu, Place) and nobu.territory in (3, 4)


def test_a_playout_puts_partners_together():
    """Hotaru (+1 per neighbouring partner) on 2 stands by Kenji; on 5 she would have Tomoe but also the enemy
    Raiden, who gains 1 from her."""
    for seed in range(8):
        state = position([["Hotaru", "Goro"], ["Kuro", "Isamu"]], turn=4,
                         placed={"Kenji": (0, 1), "Tomoe": (0, 4), "Nobu": (1, 3), "Raiden": (1, 6)})
        choose(state, "Hotaru", "Kuro")
        assert playout_command(state, 0, Rng(seed)) == Place(nid("Hotaru"), 2)


def test_a_playout_cancels_a_neighbouring_enemy():
    """Jubei next to the enemy Takeshi (+2) cancels him rather than letting the ability pass."""
    for seed in range(8):
        state = position([["Kuro", "Goro"], ["Jubei", "Isamu"]], turn=4,
                         placed={"Takeshi": (0, 1), "Tomoe": (0, 4), "Nobu": (1, 3), "Raiden": (1, 6)})
        choose(state, "Kuro", "Jubei")
        state.apply(1, Place(nid("Jubei"), 2))
        assert set(state.legal_commands(1)) == {Target(nid("Takeshi")), Skip()}
        assert playout_command(state, 1, Rng(seed)) == Target(nid("Takeshi"))


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
