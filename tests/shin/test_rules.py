"""SHIN's rules as the rulebook gives them, one test per rule (the duel; the team game is in test_teams)."""

from __future__ import annotations

import pytest

from ninjatable.engine.errors import IllegalCommand
from ninjatable.games.shin.commands import Choose, Place, Stone, Target
from ninjatable.games.shin.data import (
    CARD_IDS,
    COLOURS,
    HAND_SIZE,
    STONES_PER_TEAM,
    TERRITORIES,
    card,
    deck,
    team,
)
from ninjatable.games.shin.rules import CHOOSE, OVER, PLACE, STONE, ShinState
from ninjatable.games.shin.rules.cards import NONE
from ninjatable.games.shin.rules.strength import strengths
from ninjatable.games.shin.rules.village import Village
from ninjatable.games.shin.view import view_of
from tests.shin.helpers import choose, ids, nid, position


def refused(state: ShinState, seat: int, command) -> str:
    before = (repr(state.cards.hands), dict(state.village.where), state.phase, state.turn, list(state.cards.chosen))
    with pytest.raises(IllegalCommand) as info:
        state.apply(seat, command)
    after = (repr(state.cards.hands), dict(state.village.where), state.phase, state.turn, list(state.cards.chosen))
    assert after == before
    return info.value.reason


def tied_last_turn(stones: dict[int, list[int]] | None = None) -> ShinState:
    """Turn 4 of a round that ends 8 to 8: black (spy Goro, 2) has Tomoe and Kenji in the village and plays
    Takeshi; white (spy Jubei, 5) has Shiro and Nobu and plays Ayame."""
    state = position([["Takeshi", "Rin"], ["Ayame", "Kiri"]], spies=["Goro", "Jubei"], turn=4, stones=stones,
                     placed={"Tomoe": (0, 1), "Shiro": (1, 2), "Kenji": (0, 3), "Nobu": (1, 4)})
    choose(state, "Takeshi", "Ayame")
    state.apply(0, Place(nid("Takeshi"), 5))
    state.apply(1, Place(nid("Ayame"), 6))
    return state


# --- setup ------------------------------------------------------------------------------------------------
def test_twenty_ninja_cards_each_with_a_unique_initiative_from_1_to_20():
    cards = deck()
    assert len(cards) == 20
    assert sorted(c.initiative for c in cards) == list(range(1, 21))
    assert len({c.name for c in cards}) == 20


def test_every_ninja_has_one_of_five_colours_and_an_ability():
    assert len(COLOURS) == 5
    for found in deck():
        assert found.colour in COLOURS and found.ability and found.text


def test_the_colour_is_also_shown_by_a_symbol_around_the_initiative():
    from ninjatable.games.shin.data import colour

    assert len({colour(key).symbol for key in COLOURS}) == len(COLOURS)


def test_every_player_gets_five_random_cards_and_the_rest_form_the_draw_pile():
    state = ShinState(2, seed=4)
    assert [len(h) for h in state.cards.hands] == [HAND_SIZE, HAND_SIZE]
    assert len(state.cards.deck) == 20 - 2 * HAND_SIZE
    assert sorted(state.cards.all_cards()) == list(CARD_IDS)
    assert ShinState(2, seed=5).cards.hands != state.cards.hands


def test_three_village_cards_make_a_strip_of_six_adjacent_territories():
    assert TERRITORIES == 6
    village = Village(shared=True)
    assert village.free_territories(0) == [1, 2, 3, 4, 5, 6]


def test_one_player_takes_three_black_stones_and_the_other_three_white():
    assert STONES_PER_TEAM == 3
    assert team(0).name == "Black" and team(1).name == "White"
    state = ShinState(2, seed=1)
    assert state.village.stones_placed(0) == state.village.stones_placed(1) == 0


# --- the turns ----------------------------------------------------------------------------------------------
def test_both_players_choose_a_card_at_the_same_time_face_down():
    state = ShinState(2, seed=3)
    assert state.to_act() == (0, 1) and state.is_simultaneous()
    first = state.cards.hands[0][0]
    state.apply(0, Choose(first))
    assert state.to_act() == (1,)
    assert view_of(state, 1).my_choice == NONE and view_of(state, 1).chosen == (True, False)
    assert first not in view_of(state, 0).hand and view_of(state, 0).my_choice == first


def test_after_choosing_the_rest_of_the_hand_passes_to_the_opponent():
    state = position([["Goro", "Takeshi", "Hotaru", "Jubei"], ["Kiri", "Mai", "Rin", "Kuro"]])
    choose(state, "Goro", "Kiri")
    assert state.cards.hands[1] == sorted(ids("Takeshi", "Hotaru", "Jubei"))
    assert state.cards.hands[0] == sorted(ids("Mai", "Rin", "Kuro"))


def test_the_first_card_of_a_round_is_the_spy_face_down_before_its_owner():
    state = ShinState(2, seed=8)
    spies = [state.cards.hands[0][2], state.cards.hands[1][0]]
    state.apply(0, Choose(spies[0]))
    state.apply(1, Choose(spies[1]))
    assert state.cards.spies == spies and state.turn == 2 and state.phase == CHOOSE
    assert view_of(state, 0).spies == (spies[0], -1)
    assert view_of(state, 1).spies == (-1, spies[1])
    assert all(len(h) == HAND_SIZE - 1 for h in state.cards.hands)


def test_the_spy_stands_on_no_territory_and_is_adjacent_to_nobody():
    state = position([["Hotaru"], ["Jubei"]], spies=["Kuro", "Mai"],
                     placed={"Takeshi": (0, 3), "Goro": (0, 1), "Raiden": (1, 2)})
    assert nid("Kuro") not in state.village.where
    black, _ = strengths(state.village, [(0, nid("Kuro"), False), (1, nid("Mai"), False)])
    kuro = next(n for n in black.ninja if n.card == nid("Kuro"))
    assert kuro.spy and kuro.parts == (("base", 1), ("Kuro", 1))  # his own +1; his aura reaches nobody
    takeshi = next(n for n in black.ninja if n.card == nid("Takeshi"))
    assert all(reason != "Kuro" for reason, _ in takeshi.parts)


def test_the_spy_ability_acts_only_when_it_is_revealed():
    state = ShinState(2, seed=11)
    state.cards.hands = [sorted(ids("Kaede", "Goro", "Takeshi", "Hotaru", "Jubei")),
                         sorted(ids("Kiri", "Mai", "Rin", "Kuro", "Isamu"))]
    choose(state, "Kaede", "Mai")
    assert state.cards.spy_cancelled == [False, False]
    assert state.cards.knowers[nid("Mai")] == {1}  # Kaede as a spy looks at nothing during the round


def test_turns_two_to_four_reveal_both_chosen_cards():
    state = position([["Goro", "Takeshi", "Hotaru", "Jubei"], ["Kiri", "Mai", "Rin", "Kuro"]])
    events = choose(state, "Takeshi", "Kiri")
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.data["cards"] == [[0, nid("Takeshi")], [1, nid("Kiri")]]
    assert state.phase == PLACE and state.queue == [(nid("Takeshi"), 0), (nid("Kiri"), 1)]


def test_revealed_ninja_enter_play_lowest_initiative_first():
    state = position([["Goro", "Takeshi"], ["Kiri", "Jubei"]])
    choose(state, "Takeshi", "Jubei")
    assert state.to_act() == (0,)
    assert refused(state, 1, Place(nid("Jubei"), 2)) == "It is not your turn: waiting for Player 1."
    assert refused(state, 0, Place(nid("Jubei"), 2)) == ("Ninja enter play in initiative order: Takeshi (3) "
                                                         "comes first.")
    state.apply(0, Place(nid("Takeshi"), 1))
    assert state.to_act() == (1,)


def test_initiative_decides_even_when_the_higher_card_belongs_to_the_first_player():
    state = position([["Kuro", "Takeshi"], ["Kaede", "Jubei"]])
    choose(state, "Kuro", "Kaede")
    assert state.queue[0] == (nid("Kaede"), 1) and state.to_act() == (1,)


def test_a_ninja_is_placed_on_a_territory_not_yet_occupied_by_any_ninja():
    state = position([["Takeshi", "Goro"], ["Kiri", "Jubei"]], placed={"Raiden": (1, 4)})
    choose(state, "Takeshi", "Kiri")
    legal = state.legal_commands(0)
    assert Place(nid("Takeshi"), 4) not in legal and len(legal) == 5


def test_a_placement_on_an_occupied_territory_is_refused_with_its_reason():
    state = position([["Takeshi", "Goro"], ["Kiri", "Jubei"]], placed={"Raiden": (1, 4)})
    choose(state, "Takeshi", "Kiri")
    reason = refused(state, 0, Place(nid("Takeshi"), 4))
    assert reason == "Territory 4 is taken by Raiden (7): a territory holds one ninja."


def test_each_player_places_its_ninja_on_its_own_side_of_the_table():
    state = position([["Takeshi", "Goro"], ["Kiri", "Jubei"]])
    choose(state, "Takeshi", "Kiri")
    state.apply(0, Place(nid("Takeshi"), 2))
    view = view_of(state, 1)
    assert view.ninja_at(2, 0) is not None and view.ninja_at(2, 0).seat == 0
    assert view.ninja_at(2, 1) is None


def test_the_ability_acts_at_once_when_the_ninja_enters_play():
    state = position([["Jubei", "Goro"], ["Kiri", "Mai"]], placed={"Raiden": (1, 4)})
    choose(state, "Jubei", "Kiri")
    state.apply(0, Place(nid("Jubei"), 3))
    assert state.step is not None and state.step.card == nid("Jubei") and state.to_act() == (0,)


def test_abilities_never_change_the_initiative():
    """Sakura swaps two ninja; in the next turn the revealed ninja still enter play by printed initiative."""
    state = position([["Sakura", "Goro", "Kuro"], ["Kiri", "Jubei", "Nobu"]],
                     placed={"Raiden": (1, 1), "Ayame": (1, 5)})
    choose(state, "Sakura", "Kiri")
    state.apply(0, Place(nid("Sakura"), 3))
    state.apply(0, Target(nid("Raiden")))
    state.apply(0, Target(nid("Ayame")))
    state.apply(1, Place(nid("Kiri"), 2))
    choose(state, "Jubei", "Kuro")  # the hands were passed: each plays from the other's cards
    assert state.queue == [(nid("Jubei"), 0), (nid("Kuro"), 1)]
    assert [c.initiative for c in deck()] == list(range(1, 21))


def test_two_ninja_on_neighbouring_territories_are_adjacent():
    village = Village(shared=True)
    village.place(nid("Takeshi"), 0, 2)
    village.place(nid("Kiri"), 1, 3)
    village.place(nid("Goro"), 1, 5)
    assert village.adjacent(nid("Takeshi")) == [nid("Kiri")]
    assert village.adjacent(nid("Goro")) == []


def test_after_turn_four_one_card_stays_in_every_hand():
    state = ShinState(2, seed=21)
    for _ in range(200):
        if state.turn == 4 and state.phase == PLACE:
            break
        seat = state.to_act()[0]
        state.apply(seat, state.legal_commands(seat)[0])
    assert [len(h) for h in state.cards.hands] == [1, 1]


def test_the_spies_are_revealed_after_turn_four_and_act_in_initiative_order():
    state = position([["Takeshi", "Goro"], ["Kiri", "Jubei"]], spies=["Sakura", "Kaede"], turn=4,
                     placed={"Raiden": (0, 1), "Hotaru": (0, 2), "Ayame": (1, 5), "Kenji": (1, 6)})
    choose(state, "Takeshi", "Kiri")
    state.apply(0, Place(nid("Takeshi"), 3))
    events = state.apply(1, Place(nid("Kiri"), 4))
    revealed = next(e for e in events if e.kind == "spies-revealed")
    assert revealed.data["cards"] == [[1, nid("Kaede")], [0, nid("Sakura")]]
    # Kaede (1) acts first: she cancels Sakura, whose swap then does nothing
    assert state.cards.spy_cancelled == [True, False]
    assert state.phase == STONE


# --- the count --------------------------------------------------------------------------------------------
def test_each_ninja_has_strength_one_plus_one_for_every_other_ninja_of_its_colour_in_the_team():
    village = Village(shared=True)
    for name, seat, territory in (("Goro", 0, 1), ("Raiden", 0, 3), ("Jubei", 0, 5), ("Tomoe", 1, 6)):
        village.place(nid(name), seat, territory)
    black, white = strengths(village, [])
    by_card = {n.card: n.total for n in black.ninja}
    assert by_card[nid("Goro")] == 2 and by_card[nid("Raiden")] == 2 and by_card[nid("Jubei")] == 1
    tomoe = white.ninja[0]  # red too, but in the other team: no colour bonus (only her own +2 when alone)
    assert tomoe.parts == (("base", 1), ("Tomoe", 2))


def test_the_spy_and_a_cancelled_ninja_count_for_colour():
    village = Village(shared=True)
    village.place(nid("Goro"), 0, 1)
    village.place(nid("Nobu"), 0, 6)
    village.cancelled.add(nid("Nobu"))
    black, _ = strengths(village, [(0, nid("Raiden"), False)])
    assert {n.card: n.total for n in black.ninja}[nid("Goro")] == 3


def test_ability_effects_are_applied_after_the_colour_bonus():
    village = Village(shared=True)
    village.place(nid("Takeshi"), 0, 1)
    village.place(nid("Kiri"), 0, 3)
    black, _ = strengths(village, [])
    takeshi = next(n for n in black.ninja if n.card == nid("Takeshi"))
    assert takeshi.parts == (("base", 1), ("colour", 1), ("Takeshi", 2)) and takeshi.total == 4


def test_the_rulebook_end_of_round_example_takeshi_has_two_more():
    """Player 1: every ninja has a partner of its colour (2 each) and Takeshi +2 more; player 2: a pair of one
    colour 2 each (the rulebook's are green, ours violet), the red and the blue 1 each."""
    village = Village(shared=True)
    for name, seat, territory in (("Takeshi", 0, 1), ("Kaede", 1, 2), ("Yuki", 0, 3), ("Rin", 1, 4),
                                  ("Goro", 0, 5), ("Nobu", 1, 6)):
        village.place(nid(name), seat, territory)
    black, white = strengths(village, [(0, nid("Tomoe"), False), (1, nid("Shiro"), False)])
    assert {card(n.card).name: n.total for n in black.ninja} == {"Takeshi": 4, "Yuki": 2, "Goro": 2, "Tomoe": 2}
    assert {card(n.card).name: n.total for n in white.ninja} == {"Kaede": 2, "Rin": 2, "Nobu": 1, "Shiro": 1}
    assert (black.total, white.total) == (10, 6)


def test_the_stronger_team_wins_the_round_and_lays_a_stone_where_one_of_its_ninja_stands():
    state = position([["Takeshi", "Goro"], ["Kiri", "Jubei"]], spies=["Yuki", "Shiro"], turn=4,
                     placed={"Kaede": (1, 2), "Rin": (1, 4), "Tomoe": (0, 5), "Nobu": (1, 6)})
    choose(state, "Takeshi", "Jubei")
    state.apply(0, Place(nid("Takeshi"), 1))
    state.apply(1, Place(nid("Jubei"), 3))
    assert state.phase == STONE and state.results[-1].winner == 0
    assert (state.results[-1].teams[0].total, state.results[-1].teams[1].total) == (9, 7)
    assert state.to_act() == (0,)
    assert set(state.legal_commands(0)) == {Stone(1), Stone(5)}
    assert "where one of its ninja stands" in refused(state, 0, Stone(2))
    state.apply(0, Stone(5))
    assert state.village.stones_on(5) == [0] and state.round == 2


def test_a_tie_lets_both_place_a_stone_in_the_initiative_order_of_their_spies():
    state = tied_last_turn()
    result = state.results[-1]
    assert (result.teams[0].total, result.teams[1].total) == (8, 8)
    assert result.winner is None and result.stones == (0, 1)  # Goro (2) is lower than Jubei (5)
    assert state.to_act() == (0,)
    state.apply(0, Stone(1))
    assert state.to_act() == (1,) and state.round == 1
    state.apply(1, Stone(2))
    assert state.village.stones_on(1) == [0] and state.village.stones_on(2) == [1] and state.round == 2


def test_at_the_end_of_a_round_spy_and_leftover_are_discarded_placed_ninja_return_and_two_are_drawn():
    state = position([["Takeshi"], ["Kiri"]], spies=["Goro", "Raiden"], turn=4, phase=STONE,
                     placed={"Hotaru": (0, 1), "Ayame": (1, 2), "Kenji": (0, 3), "Daisuke": (1, 4),
                             "Tomoe": (0, 5), "Nobu": (1, 6)})
    state.cards.spies_revealed = True
    state.stone_queue = [0]
    before = len(state.cards.deck)
    state.apply(0, Stone(1))
    assert sorted(state.cards.discard) == sorted(ids("Takeshi", "Kiri", "Goro", "Raiden"))
    assert set(ids("Hotaru", "Kenji", "Tomoe")) <= set(state.cards.hands[0])
    assert set(ids("Ayame", "Daisuke", "Nobu")) <= set(state.cards.hands[1])
    assert [len(h) for h in state.cards.hands] == [HAND_SIZE, HAND_SIZE]
    assert len(state.cards.deck) == before - 4
    assert state.village.where == {} and state.turn == 1 and state.round == 2


def test_our_rule_an_empty_draw_pile_is_made_again_from_the_shuffled_discards_and_the_log_says_so():
    state = position([["Takeshi"], ["Kiri"]], spies=["Goro", "Raiden"], turn=4, phase=STONE,
                     placed={"Hotaru": (0, 1), "Ayame": (1, 2), "Kenji": (0, 3), "Daisuke": (1, 4),
                             "Tomoe": (0, 5), "Nobu": (1, 6)})
    state.cards.spies_revealed = True
    state.stone_queue = [0]
    state.cards.deck, state.cards.discard = state.cards.deck[:1], state.cards.deck[1:]
    events = state.apply(0, Stone(1))
    assert [len(h) for h in state.cards.hands] == [HAND_SIZE, HAND_SIZE] and state.cards.discard == []
    assert len(state.cards.deck) == 20 - 2 * HAND_SIZE
    shuffled = [e for e in events if e.kind == "reshuffle"]
    assert len(shuffled) == 1 and shuffled[0].private == {} and shuffled[0].irreversible
    assert "13 discarded cards are shuffled into a new draw pile" in shuffled[0].text_for(None)
    quiet = position([["Takeshi"], ["Kiri"]], spies=["Goro", "Raiden"], turn=4, phase=STONE,
                     placed={"Hotaru": (0, 1), "Ayame": (1, 2)})
    quiet.cards.spies_revealed = True
    quiet.stone_queue = [0]
    assert not any(e.kind == "reshuffle" for e in quiet.apply(0, Stone(1))), "no line while the pile lasts"


def test_the_first_to_place_a_third_stone_wins_the_game():
    state = position([["Takeshi"], ["Kiri"]], spies=["Goro", "Raiden"], turn=4, phase=STONE,
                     placed={"Hotaru": (0, 1), "Ayame": (1, 2)}, stones={3: [0], 4: [0, 1]})
    state.cards.spies_revealed = True
    state.stone_queue = [0]
    state.apply(0, Stone(1))
    assert state.phase == OVER and state.is_over()
    outcome = state.outcome()
    assert outcome.winners == (0,) and outcome.scores == (3.0, 1.0)


def test_a_tie_in_the_last_round_is_won_by_the_first_to_place_its_stone():
    state = tied_last_turn(stones={5: [0, 1], 6: [0, 1]})
    assert state.results[-1].winner is None and state.to_act() == (0,)
    state.apply(0, Stone(1))
    assert state.is_over() and state.outcome().winners == (0,)
    assert state.village.stones_placed(1) == 2


def test_a_round_has_four_turns():
    state = ShinState(2, seed=2)
    turns = set()
    while state.round == 1:
        turns.add(state.turn)
        seat = state.to_act()[0]
        state.apply(seat, state.legal_commands(seat)[0])
    assert turns == {1, 2, 3, 4}
