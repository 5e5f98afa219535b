"""The base game (our design, 2-5 players): each rule is a test named after it."""

from __future__ import annotations

import pytest

from ninjatable.engine.errors import IllegalCommand
from ninjatable.games.ronin import GAME
from ninjatable.games.ronin.commands import (
    Build,
    ChooseBonus,
    Collect,
    Done,
    Fulfil,
    GiveBack,
    Place,
    TakeMission,
)
from ninjatable.games.ronin.data import DATA, castle_group_points, flag_points
from ninjatable.games.ronin.map import japan
from ninjatable.games.ronin.rules import POINTS, DecisionKind, Pending, flow

from .helpers import clear_board, empty_goods, give, new, place_points_everywhere


def test_castle_neighbourhood_table_1_3_6_10_15():
    assert [castle_group_points(n) for n in range(1, 6)] == [1, 3, 6, 10, 15]


def test_castle_groups_score_each_group_of_neighbouring_regions():
    state = new(4)
    state.castle_spaces = {r: [None, None] for r in state.regions}
    for region in (1, 2, 4):          # 1-2-4 are neighbours in a chain
        state.castle_spaces[region][0] = 0
    state.castle_spaces[8][0] = 0     # alone
    assert state.castle_score(0) == 6 + 1


def test_flags_score_more_the_more_you_have():
    values = [flag_points(n) for n in range(8)]
    assert values == sorted(values) and values[0] == 0
    assert all(b - a >= 2 for a, b in zip(values, values[1:], strict=False))


def test_ronin_per_player_count_four_up_to_three_players_three_with_four_or_five():
    assert [new(n).ronin_total[0] for n in range(1, 6)] == [4, 4, 4, 3, 3]


def test_regions_9_and_10_used_with_four_and_five_players_only():
    assert new(3).regions == list(range(1, 9))
    assert new(4).regions == list(range(1, 11))
    assert "Sendai" in new(5).occupants and "Sendai" not in new(3).occupants


def test_three_players_leave_out_missions_marked_2_3():
    state = new(3)
    assert {DATA.missions[m].mark for m in state.boxed_missions} == {"2/3"}


def test_every_player_starts_with_two_missions_and_a_display_of_four():
    state = new(4)
    assert [len(m) for m in state.missions] == [2, 2, 2, 2]
    assert len(state.display) == 4


def test_one_ronin_per_city():
    state = new(3, seed=2)
    state.apply(0, Place("Edo", POINTS))
    with pytest.raises(IllegalCommand, match="occupied"):
        state.apply(1, Place("Edo", POINTS))


def test_action_tile_flips_after_use():
    state = new(3, seed=3)
    assert state.actions_of("Kyoto") == ("character",)
    state.apply(0, Place("Kyoto", "character"))
    assert state.face["Kyoto"] == 1 and state.actions_of("Kyoto") == ("tea",)


def test_city_in_one_region_offers_two_actions_per_side():
    board_actions = DATA.city_tiles
    for city in japan().cities.values():
        for side in board_actions[city.name]:
            assert len(side) == (2 if len(city.regions) == 1 else 1)


def test_take_mission_from_the_display_costs_meditation_tokens():
    state = new(3, seed=4)
    assert not any(isinstance(c, TakeMission) for c in state.legal_commands(0))
    state.meditation[0] = 2
    state.apply(0, TakeMission(2))
    assert state.meditation[0] == 0 and len(state.missions[0]) == 3 and len(state.display) == 4
    with pytest.raises(IllegalCommand, match="one mission"):
        state.apply(0, TakeMission(0))


def test_tea_action_reaching_a_bonus_space_gives_a_bonus_tile():
    state = new(3, seed=5)
    city = next(c for c in state.cities if "tea" in state.actions_of(c))
    state.apply(0, Place(city, "tea"))
    assert state.tea[0] == 3 and state.pending == Pending(DecisionKind.BONUS, 0)
    state.apply(0, ChooseBonus("envoy"))
    assert state.bonus[0] == ["envoy"] and state.to_act() == (1,)


def test_only_one_bonus_tile_of_each_kind():
    state = new(3, seed=6)
    state.bonus[0] = ["envoy"]
    assert "envoy" not in state.bonus_choices(0)


def test_build_in_a_region_of_the_city_paying_one_good():
    state = new(3, seed=7)
    give(state, 0, silk=1)
    state.apply(0, Place("Shimonoseki", "build"))
    assert {c.region for c in state.legal_commands(0)} == {2, 4}
    with pytest.raises(IllegalCommand):
        state.apply(0, Build(5, "silk"))
    state.apply(0, Build(4, "silk"))
    assert 0 in state.castle_spaces[4] and state.goods[0]["silk"] == 0


def test_no_two_castles_of_one_player_in_a_region():
    state = new(4, seed=8)
    give(state, 0, silk=1)
    state.castle_spaces[4] = [0, None]
    state.castle_spaces[2] = [1, 2]
    assert not state.build_regions(0, "Shimonoseki")


def _fulfil_position(seed: int):
    state = new(3, seed=seed)
    clear_board(state)
    empty_goods(state)
    mission = DATA.missions[state.missions[0][0]]
    state.missions = [[mission.id], [], []]
    return state, mission


def test_fulfil_needs_a_ronin_in_one_of_the_mission_cities_and_its_goods():
    state, mission = _fulfil_position(9)
    give(state, 0, **mission.need())
    assert not state.can_fulfil(0, mission.id)
    state.occupants[mission.cities[1]] = [0]
    assert state.can_fulfil(0, mission.id)
    state.phase = "fulfil"
    state.fulfil_queue = [0]
    state.apply(0, Fulfil(mission.id))
    assert state.points[0] == mission.points and state.fulfilled[0] == [mission.id]


def test_jokers_stand_for_any_good():
    state, mission = _fulfil_position(10)
    state.occupants[mission.cities[0]] = [0]
    state.jokers[0] = len(mission.goods)
    state.supply["jokers"] -= len(mission.goods)
    assert state.can_fulfil(0, mission.id)


def test_traveller_fulfils_from_a_city_sharing_a_region():
    state, mission = _fulfil_position(11)
    give(state, 0, **mission.need())
    board = japan()
    regions = {r for c in mission.cities for r in board.cities[c].regions}
    near = next(c for c in state.cities if c not in mission.cities and regions & set(board.cities[c].regions))
    state.occupants[near] = [0]
    assert not state.can_fulfil(0, mission.id)
    state.characters[0].append("traveller")
    assert state.can_fulfil(0, mission.id)


def test_goods_are_collected_by_influence_then_tea_track():
    state = new(3, seed=12)
    clear_board(state)
    empty_goods(state)
    state.spaces[1] = ["rice", "silk", None]
    state.bag["rice"] -= 1
    state.bag["silk"] -= 1
    state.occupants["Kagoshima"] = [1]
    state.occupants["Nagasaki"] = [2]
    state.tea = [1, 1, 4]
    state.missions = [[], [], []]
    flow.start_collect(state, [])
    assert state.pending == Pending(DecisionKind.COLLECT, 2, region=1)
    state.apply(2, Collect(1, 1))
    assert state.goods[2]["silk"] == 1 and state.goods[1]["rice"] == 1


def test_castles_count_as_influence_and_the_samurai_double():
    state = new(3, seed=13)
    clear_board(state)
    state.castle_spaces[1] = [0, None]
    assert state.influence(0, 1) == 1
    state.characters[0].append("samurai")
    assert state.influence(0, 1) == 2


def test_four_rounds():
    state = new(3, seed=14)
    rounds = set()
    while not state.is_over():
        rounds.add(state.round)
        if state.phase == "place":
            place_points_everywhere(state)
            continue
        seat = state.to_act()[0]
        state.apply(seat, state.legal_commands(seat)[-1])
    assert rounds == {1, 2, 3, 4}


def test_start_gate_to_the_player_with_fewest_points():
    state = new(3, seed=15)
    state.points = [9, 3, 5]
    flow.finish_round(state, [])
    assert state.order == [1, 2, 0]


def test_end_tie_goes_to_the_player_ahead_on_tea():
    state = new(3, seed=16)
    state.round = DATA["rounds"]
    state.castle_spaces = {r: [None, None] for r in state.regions}
    state.points = [20, 20, 5]
    state.tea = [2, 6, 1]
    flow.finish_round(state, [])
    assert state.outcome().winners == (1,)


def test_no_free_city_keeps_the_ronin_home():
    state = new(5, seed=17)
    for city in state.occupants:
        state.occupants[city] = [4]
    events = []
    flow.next_turn(state, events)
    assert state.phase != "place"
    assert any("no free city" in e.text_for(None) for e in events)


def test_every_command_round_trips_through_text():
    state = new(2, seed=18)
    for command in state.legal_commands(state.to_act()[0]):
        assert GAME.parse_command(command.to_text()) == command


def test_describe_says_what_a_command_does():
    state = new(3, seed=19)
    view = GAME.view(state, 0)
    texts = [GAME.describe(c, view) for c in state.legal_commands(0)]
    assert any("give the action up" in t for t in texts)


def test_done_ends_your_fulfilment():
    state, mission = _fulfil_position(20)
    give(state, 0, **mission.need())
    state.occupants[mission.cities[0]] = [0]
    state.phase = "fulfil"
    state.fulfil_queue = [0]
    state.apply(0, Done())
    assert state.fulfilled[0] == []


def test_a_flag_scores_when_it_is_taken_more_the_more_you_have():
    """Flags score in play: the first and the second 2 points each, every further one 3 (2, 4, 7, 10...)."""
    state = new(3, seed=21)
    city = next(c for c in state.cities if "flag" in state.actions_of(c))
    state.apply(0, Place(city, "flag"))
    assert state.flags[0] == 1 and state.points[0] == 2 == state.score_parts[0]["flags"]
    state = new(3, seed=21)
    state.flags[0] = 2
    state.supply["flags"] -= 2
    state.apply(0, Place(city, "flag"))
    assert state.points[0] == flag_points(3) - flag_points(2) == 3


def test_the_end_of_the_game_scores_castles_and_bonus_tiles_only():
    state = new(3, seed=22)
    state.round = DATA["rounds"]
    state.castle_spaces = {r: [None, None] for r in state.regions}
    state.castle_spaces[1][0] = 0
    state.flags = [3, 0, 0]
    state.bonus = [["collector"], [], []]
    state.points = [10, 0, 0]
    flow.finish_round(state, [])
    assert state.is_over()
    assert state.points[0] == 10 + castle_group_points(1) + 2 * 3


def test_end_of_round_the_goods_over_the_limit_are_given_back_at_once_as_you_choose():
    state = new(3, seed=23)
    empty_goods(state)
    state.missions = [[], [], []]
    give(state, 0, rice=3, silk=3)
    place_points_everywhere(state)
    assert state.phase == "discard" and state.to_act() == (0,)
    offered = {c for c in state.legal_commands(0) if isinstance(c, GiveBack)}
    assert offered == {GiveBack(("rice", "rice")), GiveBack(("rice", "silk")), GiveBack(("silk", "silk"))}
    with pytest.raises(IllegalCommand, match="exactly 2 goods"):
        state.apply(0, GiveBack(("rice",)))
    with pytest.raises(IllegalCommand, match="do not hold 2 coins"):
        state.apply(0, GiveBack(("coin", "coin")))
    state.apply(0, GiveBack(("rice", "silk")))
    assert state.goods[0]["rice"] == 2 and state.goods[0]["silk"] == 2 and state.to_act() != (0,)
