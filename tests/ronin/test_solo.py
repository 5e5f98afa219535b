"""The solo game against the Shogun deck: every rule of the solo rules is a test named after it."""

from __future__ import annotations

import pytest

from ninjatable.engine.errors import IllegalCommand
from ninjatable.games.ronin.commands import Collect, Discard, Place, TakeMission
from ninjatable.games.ronin.data import DATA, solo_rank
from ninjatable.games.ronin.rules import POINTS, SHOGUN, DecisionKind, Pending, basics, flow, shogun
from ninjatable.i18n import render

from .helpers import clear_board, empty_goods, give, new, place_points_everywhere, play_random


def all_missions_in_play(state):
    cards = list(state.deck) + state.discard + state.display + state.drawn
    for held in state.missions:
        cards += held
    return cards


def test_solo_removes_missions_marked_2_and_2_3():
    state = new(1)
    marks = {DATA.missions[m].mark for m in all_missions_in_play(state)}
    assert marks == {""}
    assert {DATA.missions[m].mark for m in state.boxed_missions} == {"2", "2/3"}


def test_solo_face_down_resource_under_each_horse_head_space_and_regions_9_10_unused():
    state = new(1)
    assert state.regions == list(range(1, 9))
    assert state.horse_marker == list(range(1, 9))
    assert all(state.spaces[r][0] is not None for r in state.regions)
    assert "Akita" not in state.occupants and "Sendai" not in state.occupants


def test_solo_plays_with_half_the_characters_without_rider_scout_traveller():
    state = new(1)
    assert len(state.char_display) == 12 == len(set(state.char_display))
    assert not {"rider", "scout", "traveller"} & set(state.char_display)


def test_solo_fifth_ronin_stands_with_the_characters_and_joins_with_the_first():
    state = new(1)
    assert state.ronin_total == [4] and state.fifth_waiting == [True]
    state.pending = Pending(DecisionKind.CHARACTER, 0, "Kyoto")
    state.apply(0, state.legal_commands(0)[0])
    assert state.ronin_total == [5] and state.fifth_waiting == [False]


def test_solo_tea_markers_start_on_first_space_and_shogun_on_first_bonus_space():
    state = new(1)
    assert state.tea == [1]
    assert state.shogun_tea == 3 == DATA["tea_bonus_spaces"][0]


def test_solo_four_shogun_cards_in_a_row_four_back_in_the_box():
    state = new(1)
    assert len(state.shogun_deck) + len(state.shogun_revealed) == 4
    assert len(state.shogun_box) == 4
    assert state.shogun_castles_left + state.shogun_castles_boxed + sum(
        s.count(SHOGUN) for s in state.castle_spaces.values()) == 4


def test_solo_shogun_places_four_ronin_and_a_castle_from_the_revealed_card_without_actions():
    state = new(1, seed=3)
    card = DATA.shogun_cards[state.shogun_revealed[0]]
    for city in card.cities:
        assert state.occupants[city] == [SHOGUN]
    assert SHOGUN in state.castle_spaces[card.region]
    assert all(face == 0 for face in state.face.values())


def test_solo_shogun_castle_goes_to_the_box_where_your_castle_stands():
    state = new(1, seed=4)
    clear_board(state)
    region = DATA.shogun_cards[state.shogun_deck[0]].region
    state.castle_spaces[region] = [0, None]
    left = state.shogun_castles_left
    shogun.reveal(state, [])
    assert state.castle_spaces[region] == [0, None]
    assert state.shogun_castles_left == left - 1 and state.shogun_castles_boxed == 1


def test_solo_draws_one_more_mission_card_for_each_ronin():
    state = new(1, seed=5)
    for placed in range(4):
        assert state.ronin_placed == [placed]
        assert len(state.drawn) == placed + 1
        place = [c for c in state.legal_commands(0) if isinstance(c, Place) and c.action == POINTS][0]
        state.apply(0, place)
    assert state.phase != "place"


def test_solo_ronin_goes_only_to_a_free_city_of_a_drawn_card():
    state = new(1, seed=6)
    named = {c for m in state.drawn for c in DATA.missions[m].cities}
    cities = {c.city for c in state.legal_commands(0) if isinstance(c, Place)}
    assert cities and cities <= named
    assert all(not state.occupants[c] for c in cities)
    other = next(c for c in state.occupants if c not in named and not state.occupants[c])
    with pytest.raises(IllegalCommand, match="drew"):
        state.apply(0, Place(other, POINTS))


def test_solo_card_with_both_cities_occupied_is_discarded_and_replaced():
    state = new(1, seed=7)
    clear_board(state)
    state.drawn = []
    dead = state.deck[-1]
    alive = next(m for m in state.deck[:-1]
                 if not set(DATA.missions[m].cities) & set(DATA.missions[dead].cities))
    state.deck.remove(alive)
    state.deck.insert(len(state.deck) - 1, alive)
    for city in DATA.missions[dead].cities:
        state.occupants[city] = [SHOGUN]
    for city in DATA.missions[alive].cities:
        state.occupants[city] = []
    shogun.solo_draw(state, 0, [])
    assert state.drawn == [alive]
    assert dead in state.discard


def test_solo_drawn_cards_are_discarded_but_display_missions_are_kept():
    state = new(1, seed=8)
    state.meditation[0] = 3
    drawn = list(state.drawn)
    wanted = state.display[0]
    state.apply(0, TakeMission(0))
    assert wanted in state.missions[0]
    place = [c for c in state.legal_commands(0) if isinstance(c, Place) and c.action == POINTS][0]
    state.apply(0, place)
    assert set(drawn) <= set(state.discard)
    assert wanted in state.missions[0]


def test_solo_empty_deck_is_made_again_from_the_discard_pile():
    state = new(1, seed=9)
    state.discard = state.deck + state.discard
    state.deck = []
    before = len(state.discard)
    card = basics.draw_mission(state)
    assert card is not None and not state.discard and len(state.deck) == before - 1


def test_solo_action_may_be_given_up_for_two_points():
    state = new(1, seed=10)
    place = [c for c in state.legal_commands(0) if isinstance(c, Place) and c.action == POINTS][0]
    state.apply(0, place)
    assert state.points == [2]
    assert state.face[place.city] == 0


def _collect_position(shogun_ronin: int, player_ronin: int, player_tea: int = 1, shogun_tea: int | None = None):
    """Region 1 (Kagoshima, Nagasaki) holds rice on the horse-head space and silk, tea on the others."""
    state = new(1, seed=11)
    clear_board(state)
    empty_goods(state)
    for region in state.regions:
        state.castle_spaces[region] = [None, None]
    state.spaces[1] = ["rice", "silk", "tea"]
    for good in ("rice", "silk", "tea"):
        state.bag[good] -= 1
    cities = ["Kagoshima", "Nagasaki"]
    for i in range(player_ronin):
        state.occupants[cities[i]].append(0)
    for i in range(shogun_ronin):
        state.occupants[cities[1 - i] if player_ronin else cities[i]].append(SHOGUN)
    state.tea = [player_tea]
    state.tea_stamp = [state.stamp_counter]  # your marker has just reached its space
    state.stamp_counter += 1
    if shogun_tea is not None:  # the Shogun's marker reached its space after yours
        state.shogun_tea, state.shogun_tea_stamp = shogun_tea, state.stamp_counter
        state.stamp_counter += 1
    state.missions[0] = []
    flow.start_collect(state, [])
    return state


def test_solo_more_influence_than_the_shogun_takes_a_good_of_your_choice():
    state = _collect_position(shogun_ronin=0, player_ronin=1)
    assert state.pending == Pending(DecisionKind.COLLECT, 0, region=1)
    assert set(state.legal_commands(0)) == {Collect(1, 0), Collect(1, 1), Collect(1, 2)}
    state.apply(0, Collect(1, 2))
    assert state.goods[0]["tea"] == 1


def test_solo_shogun_with_more_influence_leaves_you_the_horse_head_good():
    state = _collect_position(shogun_ronin=2, player_ronin=1)
    assert state.goods[0]["rice"] == 1 and sum(state.goods[0].values()) == 1


def test_solo_equal_influence_is_decided_by_the_tea_ceremony_track():
    behind = _collect_position(shogun_ronin=1, player_ronin=1, player_tea=1)
    assert behind.goods[0]["rice"] == 1 and sum(behind.goods[0].values()) == 1
    ahead = _collect_position(shogun_ronin=1, player_ronin=1, player_tea=5)
    assert ahead.pending == Pending(DecisionKind.COLLECT, 0, region=1)


def test_solo_no_influence_takes_nothing():
    state = _collect_position(shogun_ronin=1, player_ronin=0)
    assert sum(state.goods[0].values()) == 0


def test_solo_shogun_fulfils_no_missions():
    state = new(1, seed=12)
    place_points_everywhere(state)
    while state.pending and state.pending.kind == DecisionKind.COLLECT:
        state.apply(0, state.legal_commands(0)[0])
    assert SHOGUN not in state.fulfil_queue and len(state.missions) == 1


def test_solo_end_of_round_keeps_three_meditation_tokens_and_four_goods():
    state = new(1, seed=13)
    state.meditation[0] = 6
    state.supply["meditation"] -= 6
    empty_goods(state)
    state.missions[0] = []
    give(state, 0, rice=3, silk=3)
    place_points_everywhere(state)
    assert state.phase == "discard" and state.meditation == [3]
    while state.phase == "discard":
        assert {c for c in state.legal_commands(0) if isinstance(c, Discard)} == {Discard("rice"), Discard("silk")}
        state.apply(0, Discard("rice"))
    assert state.goods_count(0) == 4 and state.round == 2


def test_solo_shogun_tea_marker_moves_to_the_next_bonus_space():
    state = new(1, seed=14)
    state.missions[0] = []
    place_points_everywhere(state)
    while not state.round == 2:
        state.apply(0, state.legal_commands(0)[0])
    assert state.shogun_tea == 6


def test_solo_game_ends_after_round_four_with_castle_and_bonus_tile_scoring():
    state = new(1, seed=15)
    play_random(state, 15)
    assert state.round == 4 and state.is_over()
    final = state.final[0]
    assert final["castles"] == state.castle_score(0) and final["bonus"] == state.bonus_score(0)
    assert state.points[0] == sum(state.score_parts[0].values())


def test_solo_rank_shown_at_the_end():
    assert solo_rank(100) == "Ronin"
    assert solo_rank(101) == "Redeemed Ronin"
    assert solo_rank(150) == "Redeemed Ronin"
    assert solo_rank(151) == "Retainer of the Shogun"
    assert solo_rank(200) == "Retainer of the Shogun"
    assert solo_rank(201) == "Samurai"
    state = new(1, seed=16)
    play_random(state, 16)
    outcome = state.outcome()
    assert render(outcome.explanation[0]) == f"Rank: {solo_rank(state.points[0])} ({state.points[0]} points)"


def test_solo_the_student_may_join_no_city_holding_a_shogun_ronin():
    """Solo: a ronin goes only to an unoccupied city, the Student's too."""
    state = new(1, seed=17)
    state.characters[0].append("student")
    state.any_city = True
    shogun_city = next(c for c, occ in state.occupants.items() if occ == [SHOGUN])
    assert not state.city_open(0, shogun_city)
    assert all(c.city != shogun_city for c in state.legal_commands(0) if isinstance(c, Place))
    with pytest.raises(IllegalCommand, match="unoccupied"):
        state.apply(0, Place(shogun_city, POINTS))


def _stack_deck(state, cards):
    """Put `cards` on top of the mission deck, the first of them drawn first."""
    for card in cards:
        state.deck.remove(card)
    state.deck.extend(reversed(cards))


def _dead_and_alive(state):
    """Two mission cards: one whose cities are both occupied (by the Shogun), one whose cities are free."""
    clear_board(state)
    state.drawn = []
    dead = state.deck[-1]
    alive = next(m for m in state.deck[:-1] if not set(DATA.missions[m].cities) & set(DATA.missions[dead].cities))
    for city in DATA.missions[dead].cities:
        state.occupants[city] = [SHOGUN]
    return dead, alive


def test_solo_draws_again_only_until_one_drawn_card_shows_a_free_city():
    """The second ronin draws two cards: one of them shows a free city, so none is replaced (the dead card
    lies there unused and is discarded with the other once the ronin is placed)."""
    state = new(1, seed=18)
    dead, alive = _dead_and_alive(state)
    state.ronin_placed = [1]
    _stack_deck(state, [dead, alive])
    shogun.solo_draw(state, 0, [])
    assert state.drawn == [dead, alive] and dead not in state.discard
    cities = {c.city for c in state.legal_commands(0) if isinstance(c, Place)}
    assert cities == set(DATA.missions[alive].cities)


def test_solo_when_no_drawn_card_shows_a_free_city_they_are_discarded_one_more_at_a_time():
    state = new(1, seed=19)
    dead, alive = _dead_and_alive(state)
    other_dead = next(m for m in state.deck if m not in (dead, alive)
                      and not set(DATA.missions[m].cities) & set(DATA.missions[alive].cities))
    for city in DATA.missions[other_dead].cities:
        state.occupants[city] = [SHOGUN]
    state.ronin_placed = [1]
    _stack_deck(state, [dead, other_dead, alive])
    shogun.solo_draw(state, 0, [])
    assert state.drawn == [alive]
    assert {dead, other_dead} <= set(state.discard)


def test_solo_tea_tie_on_the_same_space_goes_to_the_marker_that_arrived_first():
    """Equal influence, both markers on space 6: whoever reached it first is ahead (our rule of the track)."""
    first = _collect_position(shogun_ronin=1, player_ronin=1, player_tea=6, shogun_tea=6)
    assert first.pending == Pending(DecisionKind.COLLECT, 0, region=1)  # you came first: you choose
    state = new(1, seed=11)
    state.tea, state.tea_stamp, state.stamp_counter = [6], [30], 31
    state.shogun_tea = 3
    state.missions[0] = []
    place_points_everywhere(state)
    while state.round == 1:
        state.apply(0, state.legal_commands(0)[0])
    assert state.shogun_tea == 6 and state.tea == [6]
    assert state.tea_key(SHOGUN) < state.tea_key(0)  # the Shogun moved onto your space after you


def test_solo_tea_tie_the_shogun_ahead_when_he_was_there_first():
    later = _collect_position(shogun_ronin=1, player_ronin=1, player_tea=3)
    assert later.goods[0]["rice"] == 1 and sum(later.goods[0].values()) == 1


def test_solo_every_score_has_one_rank_and_201_points_is_samurai():
    """The solo ranks read 'up to 100', '101-150', '151-200', 'over 201': we read the last as 'from 201', so
    that 201 points has a rank."""
    ranks = [solo_rank(points) for points in range(0, 260)]
    assert ranks[:101] == ["Ronin"] * 101
    assert ranks[101:151] == ["Redeemed Ronin"] * 50
    assert ranks[151:201] == ["Retainer of the Shogun"] * 50
    assert ranks[201:] == ["Samurai"] * 59
