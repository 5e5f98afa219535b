"""SHIN with four players in two teams of two (our design: the rulebook announces it but gives no rules)."""

from __future__ import annotations

import pytest

from ninjatable.engine.errors import IllegalCommand
from ninjatable.games.shin.commands import Choose, Place, Stone
from ninjatable.games.shin.data import CARD_IDS, HAND_SIZE
from ninjatable.games.shin.rules import CHOOSE, PLACE, STONE, ShinState
from ninjatable.games.shin.rules.strength import strengths
from ninjatable.games.shin.rules.village import Village, team_of
from ninjatable.games.shin.view import view_of
from tests.shin.helpers import choose, ids, nid, position

HANDS = [["Goro", "Takeshi", "Hotaru"], ["Kiri", "Mai", "Rin"], ["Jubei", "Ayame", "Raiden"],
         ["Sakura", "Kenji", "Daisuke"]]


def test_four_players_form_two_teams_with_partners_facing_each_other_across_the_table():
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]


def test_all_twenty_cards_are_dealt_five_each_and_the_first_round_has_no_draw_pile():
    state = ShinState(4, seed=2)
    assert [len(h) for h in state.cards.hands] == [HAND_SIZE] * 4
    assert state.cards.deck == [] and sorted(state.cards.all_cards()) == list(CARD_IDS)


def test_every_hand_passes_to_the_next_player_who_is_always_an_enemy():
    state = position(HANDS)
    before = [list(h) for h in state.cards.hands]
    choose(state, "Goro", "Kiri", "Jubei", "Sakura")
    for seat in range(4):
        receiver = (seat + 1) % 4
        assert team_of(receiver) != team_of(seat)
        assert sorted(state.cards.hands[receiver]) == sorted(c for c in before[seat] if c not in state.village.where
                                                               and c not in (q for q, _ in state.queue))


def test_all_four_choices_are_revealed_together_and_placed_in_initiative_order():
    state = position(HANDS)
    choose(state, "Takeshi", "Kiri", "Raiden", "Daisuke")
    assert state.phase == PLACE
    assert state.queue == [(nid("Takeshi"), 0), (nid("Raiden"), 2), (nid("Kiri"), 1), (nid("Daisuke"), 3)]


def test_each_side_of_a_territory_holds_one_ninja():
    state = position(HANDS, placed={"Kuro": (1, 3), "Isamu": (2, 4)})
    choose(state, "Takeshi", "Kiri", "Raiden", "Daisuke")
    legal = {c.territory for c in state.legal_commands(0)}
    assert 3 in legal and 4 not in legal  # an enemy stands across on 3; the partner holds 4 on this side
    with pytest.raises(IllegalCommand, match="each side of a territory holds one ninja"):
        state.apply(0, Place(nid("Takeshi"), 4))


def test_a_ninja_across_the_strip_on_the_same_territory_is_not_adjacent():
    village = Village(shared=False)
    village.place(nid("Raiden"), 0, 3)
    village.place(nid("Kiri"), 1, 3)
    village.place(nid("Goro"), 3, 4)
    assert village.adjacent(nid("Raiden")) == [nid("Goro")]


def test_a_team_counts_both_partners_ninja_and_spies_for_colour():
    village = Village(shared=False)
    village.place(nid("Goro"), 0, 1)
    village.place(nid("Raiden"), 2, 5)
    black, _ = strengths(village, [(0, nid("Nobu"), False), (2, nid("Tomoe"), False), (1, nid("Kiri"), False)])
    assert {n.card: n.total for n in black.ninja}[nid("Goro")] == 4


def test_the_partner_whose_spy_has_the_lower_initiative_lays_the_team_stone():
    state = position([["Takeshi"], ["Kiri"], ["Jubei"], ["Mai"]], spies=["Raiden", "Goro", "Hotaru", "Kuro"],
                     phase=STONE, turn=4, placed={"Ayame": (2, 1), "Kenji": (1, 2)})
    state.cards.spies_revealed = True
    state.stone_queue = [0]
    assert state.to_act() == (2,)  # Hotaru (4) is lower than Raiden (7)
    state.apply(2, Stone(1))
    assert state.village.stones_on(1) == [0]


def test_partners_win_together():
    state = position([["Takeshi"], ["Kiri"], ["Jubei"], ["Mai"]], spies=["Raiden", "Goro", "Hotaru", "Kuro"],
                     phase=STONE, turn=4, placed={"Ayame": (2, 1), "Kenji": (1, 2)}, stones={5: [1, 1]})
    state.cards.spies_revealed = True
    state.stone_queue = [1]
    state.apply(1, Stone(2))
    assert state.is_over() and state.outcome().winners == (1, 3)


def test_the_discards_are_shuffled_into_a_new_draw_pile_before_anybody_draws():
    state = ShinState(4, seed=6)
    while state.round == 1:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_commands(seat)[0])
    assert [len(h) for h in state.cards.hands] == [HAND_SIZE] * 4
    assert state.cards.deck == [] and state.cards.discard == []
    assert sorted(state.cards.all_cards()) == list(CARD_IDS)


def test_every_round_the_log_says_the_discards_were_shuffled_into_the_draw_pile():
    state = ShinState(4, seed=6)
    lines = []
    while state.round < 3 and not state.is_over():
        seat = state.to_act()[0]
        lines.extend(e.text_for(None) for e in state.apply(seat, state.legal_commands(seat)[0]) if e.kind == "reshuffle")
    assert lines == ["The draw pile is empty: the 8 discarded cards are shuffled into a new draw pile."] * 2


def test_a_partners_hand_choice_and_spy_stay_hidden():
    state = ShinState(4, seed=9)
    state.apply(2, Choose(state.cards.hands[2][0]))
    view = view_of(state, 0)
    assert view.known_hands[2] == () and view.hand_counts[2] == HAND_SIZE - 1 and view.chosen[2]
    for seat in (1, 3, 0):
        state.apply(seat, Choose(state.cards.hands[seat][0]))
    view = view_of(state, 0)
    assert view.spies[2] == -1 and view.spies[0] > 0
    assert state.phase == CHOOSE and state.turn == 2


def test_looking_at_a_spy_in_the_team_game_asks_which_enemy_spy():
    state = position(HANDS, spies=["Tomoe", "Mai", "Nobu", "Isamu"])
    state.cards.hands[0] = sorted(ids("Kiri", "Goro", "Hotaru"))
    state.cards.hands[1] = sorted(ids("Takeshi", "Rin", "Kuro"))
    choose(state, "Kiri", "Takeshi", "Jubei", "Sakura")
    while not (state.phase == PLACE and state.queue[0][0] == nid("Kiri")):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_commands(seat)[-1])  # place on the last free territory, or let pass
    state.apply(0, state.legal_commands(0)[0])
    assert {c.seat for c in state.legal_commands(0)} == {1, 3}
