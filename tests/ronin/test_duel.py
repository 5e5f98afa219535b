"""Two players with a neutral Shogun: every rule of the two-player rules is a test named after it."""

from __future__ import annotations

import pytest

from ninjatable.engine.errors import IllegalCommand
from ninjatable.games.ronin.commands import Build, Collect, Place
from ninjatable.games.ronin.data import DATA
from ninjatable.games.ronin.rules import POINTS, SHOGUN, DecisionKind, Pending, flow, shogun
from ninjatable.i18n import render

from .helpers import clear_board, empty_goods, give, new, place_points_everywhere


def test_duel_uses_the_three_player_setup_without_regions_9_10_and_missions_2():
    state = new(2)
    assert state.regions == list(range(1, 9))
    cards = list(state.deck) + state.display + state.missions[0] + state.missions[1]
    assert {DATA.missions[m].mark for m in cards} == {""}
    assert state.horse_marker == list(range(1, 9))


def test_duel_both_players_place_four_ronin():
    state = new(2, seed=2)
    assert state.ronin_total == [4, 4]
    seats = []
    while state.phase == "place":
        seat = state.to_act()[0]
        seats.append(seat)
        state.apply(seat, next(c for c in state.legal_commands(seat)
                               if isinstance(c, Place) and c.action == POINTS))
    assert seats == [0, 1] * 4


def test_duel_shogun_tea_marker_on_the_last_space():
    state = new(2)
    assert state.shogun_tea == DATA["tea_track_length"]


def test_duel_shogun_places_ronin_without_actions_and_castle_on_the_horse_head_space():
    state = new(2, seed=3)
    card = DATA.shogun_cards[state.shogun_revealed[0]]
    for city in card.cities:
        assert state.occupants[city] == [SHOGUN]
    assert all(face == 0 for face in state.face.values())
    assert state.horse_castle == [card.region]
    assert state.spaces[card.region][0] is None
    assert state.castle_spaces[card.region] == [None, None]


def test_duel_horse_head_space_under_the_shogun_castle_is_never_refilled():
    state = new(2, seed=4)
    region = state.horse_castle[0]
    place_points_everywhere(state)
    while state.round == 1:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_commands(seat)[0])
    assert state.spaces[region][0] is None


def test_duel_good_under_the_shogun_castle_goes_back_to_the_bag():
    state = new(2, seed=5)
    clear_board(state)
    region = DATA.shogun_cards[state.shogun_deck[0]].region
    state.spaces[region][0] = "coin"
    state.bag["coin"] -= 1
    bag = state.bag["coin"]
    shogun.reveal(state, [])
    assert state.bag["coin"] == bag + 1 and region in state.horse_castle


def test_duel_shogun_builds_no_castle_when_both_castle_spaces_are_taken():
    state = new(2, seed=6)
    clear_board(state)
    region = DATA.shogun_cards[state.shogun_deck[0]].region
    state.castle_spaces[region] = [0, 0]
    left = state.shogun_castles_left
    shogun.reveal(state, [])
    assert region not in state.horse_castle and state.shogun_castles_left == left


def _build_position(seed: int, architect: bool = False):
    state = new(2, seed=seed)
    clear_board(state)
    state.horse_castle = []
    give(state, 0, rice=2)
    if architect:
        state.characters[0].append("architect")
    state.turn_seat = 0
    state.pending = Pending(DecisionKind.BUILD, 0, "Shimonoseki")
    return state


def test_duel_only_one_castle_per_region():
    state = _build_position(7)
    state.castle_spaces[2] = [1, None]
    regions = {c.region for c in state.legal_commands(0)}
    assert regions == {4}
    with pytest.raises(IllegalCommand, match="one castle"):
        state.apply(0, Build(2, "rice"))


def test_duel_shogun_castle_counts_for_the_one_castle_rule():
    state = _build_position(8)
    state.horse_castle = [4]
    assert {c.region for c in state.legal_commands(0)} == {2}


def test_duel_architect_builds_beside_any_castle_and_covers_both_spaces_when_first():
    state = _build_position(9, architect=True)
    state.castle_spaces[2] = [1, None]
    state.horse_castle = [4]
    regions = {c.region for c in state.legal_commands(0)}
    assert {2, 4} <= regions and len(regions) == 8
    state.apply(0, Build(4, "rice"))
    assert state.castle_spaces[4] == [0, 0]
    assert state.castles_left[0] == DATA["castles_per_player"] - 1


def test_duel_architect_beside_a_castle_takes_the_free_space():
    state = _build_position(10, architect=True)
    state.castle_spaces[2] = [1, None]
    state.apply(0, Build(2, "rice"))
    assert state.castle_spaces[2] == [1, 0]


def test_duel_rider_uses_the_action_of_a_city_with_a_shogun_ronin():
    state = new(2, seed=11)
    state.characters[0].append("rider")
    shogun_city = next(c for c, occ in state.occupants.items() if occ == [SHOGUN])
    rides = [c for c in state.legal_commands(0) if isinstance(c, Place) and c.source == shogun_city]
    assert rides
    ride = rides[0]
    face = state.face[shogun_city]
    state.apply(0, ride)
    assert state.face[shogun_city] == 1 - face and state.rider_used[0]


def test_duel_student_may_join_a_figure_that_is_not_their_own():
    state = new(2, seed=12)
    state.characters[0].append("student")
    shogun_city = next(c for c, occ in state.occupants.items() if occ == [SHOGUN])
    assert Place(shogun_city, POINTS) in state.legal_commands(0)
    state.apply(0, Place(shogun_city, POINTS))
    assert state.occupants[shogun_city] == [SHOGUN, 0]
    own = next(c for c, occ in state.occupants.items() if not occ)
    state.occupants[own] = [0]
    state.student_used[0] = False
    state.turn_seat = 0
    with pytest.raises(IllegalCommand, match="own"):
        state.apply(0, Place(own, POINTS))


def test_duel_one_figure_per_city_without_the_student():
    state = new(2, seed=13)
    shogun_city = next(c for c, occ in state.occupants.items() if occ == [SHOGUN])
    with pytest.raises(IllegalCommand, match="occupied"):
        state.apply(0, Place(shogun_city, POINTS))


def _collect(seed: int, player: int, shogun: int, horse: str | None = "coin"):
    """Region 1 (Kagoshima, Nagasaki): `player` ronin of player 1 against `shogun` ronin."""
    state = new(2, seed=seed)
    clear_board(state)
    empty_goods(state)
    state.horse_castle = []
    for region in state.regions:
        state.castle_spaces[region] = [None, None]
    state.spaces[1] = [horse, "silk", None]
    if horse:
        state.bag[horse] -= 1
    state.bag["silk"] -= 1
    cities = ["Kagoshima", "Nagasaki"]
    for i in range(player):
        state.occupants[cities[i]].append(0)
    for i in range(shogun):
        state.occupants[cities[1 - i]].append(SHOGUN)
    state.missions = [[], []]
    state.tea = [10, 1]
    flow.start_collect(state, [])
    return state


def test_duel_shogun_wins_ties_of_influence():
    state = _collect(14, player=1, shogun=1)
    assert state.out_of_game["coin"] == 1
    assert state.goods[0]["silk"] == 1


def test_duel_shogun_takes_only_the_horse_head_good_which_leaves_the_game():
    state = _collect(15, player=0, shogun=1)
    assert state.out_of_game["coin"] == 1 and state.spaces[1] != [None, None, None]
    assert "silk" in [g for g in state.spaces[1]]


def test_duel_shogun_takes_nothing_when_the_horse_head_space_is_empty():
    state = _collect(16, player=0, shogun=1, horse=None)
    assert sum(state.out_of_game.values()) == 0


def test_duel_player_with_more_influence_chooses_first():
    state = _collect(17, player=2, shogun=0)
    assert state.pending == Pending(DecisionKind.COLLECT, 0, region=1)
    state.apply(0, Collect(1, 0))
    assert state.goods[0]["coin"] == 1


def test_duel_start_gate_goes_to_the_player_with_fewer_points():
    state = new(2, seed=18)
    state.points = [10, 4]
    flow.finish_round(state, [])
    assert state.start_gate == 1 and state.order == [1, 0]


def test_duel_start_gate_on_equal_points_goes_to_the_player_behind_on_tea():
    state = new(2, seed=19)
    state.points = [6, 6]
    state.tea = [2, 7]
    flow.finish_round(state, [])
    assert state.start_gate == 0


def test_duel_tie_at_the_end_is_won_by_the_shogun():
    state = new(2, seed=20)
    state.round = DATA["rounds"]
    state.points = [30, 30]
    state.castle_spaces = {r: [None, None] for r in state.regions}
    state.flags = [0, 0]
    state.bonus = [[], []]
    flow.finish_round(state, [])
    outcome = state.outcome()
    assert state.is_over() and outcome.winners == ()
    assert "Shogun" in render(outcome.explanation[-1])


def test_duel_higher_score_wins():
    state = new(2, seed=21)
    state.round = DATA["rounds"]
    state.points = [30, 41]
    flow.finish_round(state, [])
    assert state.outcome().winners == (1,)


def test_duel_the_shogun_wins_a_tie_of_influence_even_against_the_scout():
    """His marker lies beyond the last space of the tea ceremony track: no one is ever ahead of him."""
    state = new(2, seed=22)
    clear_board(state)
    empty_goods(state)
    state.horse_castle = []
    for region in state.regions:
        state.castle_spaces[region] = [None, None]
    state.spaces[1] = ["coin", "silk", None]
    state.bag["coin"] -= 1
    state.bag["silk"] -= 1
    state.occupants["Kagoshima"].append(0)
    state.occupants["Nagasaki"].append(SHOGUN)
    state.characters[0].append("scout")
    state.missions = [[], []]
    state.tea = [15, 1]
    flow.start_collect(state, [])
    assert state.out_of_game["coin"] == 1 and state.goods[0]["silk"] == 1


def test_duel_architect_beside_the_shogun_castle_is_the_first_on_the_castle_spaces_and_covers_both():
    """The Shogun's castle stands on the horse-head space, not on a castle space: the Architect's castle is the
    first on the castle spaces and covers both. Then no other castle comes into that region: not the other
    player's (even with the Architect), not another of the Shogun's."""
    state = _build_position(23, architect=True)
    region = 4
    state.horse_castle = [region]
    state.apply(0, Build(region, "rice"))
    assert state.castle_spaces[region] == [0, 0]
    assert state.influence(0, region) == 1 and state.influence(SHOGUN, region) == 1
    state.characters[1].append("architect")
    assert region not in state.build_regions(1, "Shimonoseki")
    state.horse_castle = []
    card = next(c for c in DATA.shogun_cards.values() if c.region == region)
    state.shogun_deck.insert(0, card.id)
    shogun.reveal(state, [])
    assert region not in state.horse_castle and state.castle_spaces[region] == [0, 0]
