"""Every rule of the Ninja All-Stars rulebook (and of our documented designs) as a test named after it."""

from __future__ import annotations

import pytest

from ninjatable.ai.runner import bot_step, bots_for
from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.match import Match
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.commands import Janken, PassPlacement, PlaceLantern, PlaceShrine
from ninjatable.games.ninja_all_stars.data import DECK, MOON_PHASES
from ninjatable.games.ninja_all_stars.geometry import front_zone, rear_zone
from ninjatable.games.ninja_all_stars.rules.cards import card_targets
from ninjatable.games.ninja_all_stars.rules.combat import dice_counts
from ninjatable.games.ninja_all_stars.rules.dice import eliminate, elimination_pairs
from ninjatable.games.ninja_all_stars.rules.effects import draw_card, give, injure, offer_heal, stun, walk
from ninjatable.games.ninja_all_stars.rules.legal import marker_squares
from ninjatable.games.ninja_all_stars.rules.manage import end_round
from ninjatable.games.ninja_all_stars.rules.sight import line_of_sight
from ninjatable.games.ninja_all_stars.rules.tournament import HEALING, TRAINING, DecisionKind
from ninjatable.games.ninja_all_stars.rules.walks import reachable
from tests.ninja_all_stars.helpers import (
    CHUNIN,
    ENEMY,
    KAIKEN,
    KUNOICHI,
    MADOUSHI,
    YAJIRI,
    Dice,
    board,
    new_game,
    play,
    strike,
    texts,
)

N, E, S, W = 0, 2, 4, 6


def card_id(key: str, copy: int = 0) -> int:
    return [i for i, c in enumerate(DECK) if c.key == key][copy]


# --- janken and setup -----------------------------------------------------------------------------------
def test_janken_winner_has_initiative():
    state = new_game(3)
    assert set(state.to_act()) == {0, 1}
    play(state, 0, 'janken sign="rock"')
    assert state.to_act() == (1,)
    play(state, 1, 'janken sign="scissors"')
    assert state.initiative == 0
    assert state.phase == "markers" and state.to_act() == (0,)


def test_janken_tie_is_played_again():
    state = new_game(3)
    play(state, 0, 'janken sign="paper"')
    play(state, 1, 'janken sign="paper"')
    assert state.phase == "janken" and set(state.to_act()) == {0, 1}


def test_janken_three_players_replay_among_winners():
    state = new_game(3, seats=3, team_3="earth")
    play(state, 0, 'janken sign="rock"')
    play(state, 1, 'janken sign="rock"')
    play(state, 2, 'janken sign="scissors"')
    assert set(state.to_act()) == {0, 1}


def test_with_the_affinity_option_the_setup_initiative_is_still_janken_as_no_ninja_stands_on_the_board():
    """The comparative test is rolled by a ninja on the board: at the setup nobody's ninja stand there yet, so
    the setup's janken stays (the option changes the initiative of the later rounds)."""
    state = new_game(5, initiative="affinity")
    assert state.phase == "janken" and set(state.to_act()) == {0, 1}
    assert not any(m.on_board for m in state.models)


def test_janken_choice_is_secret_in_the_view():
    state = new_game(3)
    play(state, 0, 'janken sign="rock"')
    view = GAME.view(state, 1)
    assert view.janken_chosen == (0,) and view.janken_sign is None
    assert GAME.redact(state, 1).janken_signs == {0: "hidden"}
    assert GAME.view(state, 0).janken_sign == "rock"


def test_setup_moon_marker_rolled_and_three_moon_cards_each():
    state = new_game(3)
    play(state, 0, 'janken sign="rock"')
    play(state, 1, 'janken sign="scissors"')
    assert all(len(hand) == 3 for hand in state.hands)
    assert len(state.deck) == 52 - 6
    assert 0 <= state.moon < 6


def _to_markers(seed: int = 3):
    state = new_game(seed)
    play(state, 0, 'janken sign="rock"')
    play(state, 1, 'janken sign="scissors"')
    return state


def test_at_least_four_lanterns_before_passing():
    state = _to_markers()
    assert PassPlacement() not in state.legal_commands(0)
    with pytest.raises(IllegalCommand, match="4 lanterns"):
        state.apply(0, PassPlacement())
    squares = marker_squares(state)
    for k in range(4):
        state.apply(state.to_act()[0], PlaceLantern(squares[k * 9]))
    assert PassPlacement() in state.legal_commands(state.to_act()[0])


def test_at_most_six_lanterns_and_four_shrines():
    state = _to_markers()
    squares = marker_squares(state)
    for k in range(6):
        state.apply(state.to_act()[0], PlaceLantern(squares[k * 7]))
    seat = state.to_act()[0]
    assert not any(isinstance(c, PlaceLantern) for c in state.legal_commands(seat))
    for k in range(4):
        state.apply(state.to_act()[0], PlaceShrine(squares[k * 7 + 3], "lucky"))
    assert state.legal_commands(state.to_act()[0]) == [PassPlacement()]


def test_lanterns_and_shrines_two_squares_from_deployment_zones():
    state = _to_markers()
    with pytest.raises(IllegalCommand, match="two squares"):
        state.apply(0, PlaceLantern((7, 1)))
    assert (7, 2) in marker_squares(state)
    assert all(state.arena.zone_distance(sq) >= 2 for sq in marker_squares(state))


def test_shrine_condition_is_chosen_when_placed():
    state = _to_markers()
    state.apply(0, PlaceShrine((7, 6), "poison"))
    assert state.shrines == {(7, 6): "poison"}
    conditions = {c.condition for c in state.legal_commands(1) if isinstance(c, PlaceShrine)}
    assert conditions == {"curse", "poison", "slow", "lucky", "haste", "protection"}


def test_placement_ends_when_all_players_pass_in_turn():
    state = _to_markers()
    squares = marker_squares(state)
    for k in range(4):
        state.apply(state.to_act()[0], PlaceLantern(squares[k * 9]))
    state.apply(state.to_act()[0], PassPlacement())
    state.apply(state.to_act()[0], PassPlacement())
    assert state.phase == "give_edge"


def _to_deploy(seed: int = 3):
    state = _to_markers(seed)
    squares = marker_squares(state)
    for k in range(4):
        state.apply(state.to_act()[0], PlaceLantern(squares[k * 9]))
    state.apply(state.to_act()[0], PassPlacement())
    state.apply(state.to_act()[0], PassPlacement())
    return state


def test_chosen_player_picks_edge_and_takes_initiative_opponent_opposite():
    state = _to_deploy()
    play(state, 0, "give_edge seat=1")
    assert state.to_act() == (1,)
    play(state, 1, 'choose_edge edge="west"')
    assert state.edges == {1: "west", 0: "east"}
    assert state.initiative == 1 and state.phase == "deploy" and state.to_act() == (1,)


def test_alternate_deployment_on_marked_squares_rest_on_training_ground():
    state = _to_deploy()
    play(state, 0, "give_edge seat=0")
    play(state, 0, 'choose_edge edge="south"')
    with pytest.raises(IllegalCommand):
        play(state, 0, "deploy model=0 square=[0,13]")
    play(state, 0, "deploy model=0 square=[7,14]")
    assert state.to_act() == (1,)
    seat = 1
    for _ in range(9):
        legal = state.legal_commands(seat)
        state.apply(seat, legal[0])
        seat = state.to_act()[0] if state.phase == "deploy" else seat
        if state.phase != "deploy":
            break
    assert state.phase == "activation"
    for s in (0, 1):
        assert len(state.seat_models(s, "board")) == 5
        assert len(state.seat_models(s, TRAINING)) == 4
    zone = state.arena.zones["south"].deployment_squares
    assert all(m.pos in zone for m in state.seat_models(0, "board"))


# --- activation ---------------------------------------------------------------------------------------------
def test_players_alternate_activations():
    state = board({CHUNIN: ((7, 13), N), KAIKEN: ((9, 13), N), ENEMY: ((7, 1), S), ENEMY + 1: ((9, 1), S)})
    play(state, 0, "end model=0 facing=0")
    assert state.to_act() == (1,)
    with pytest.raises(IllegalCommand, match="not your turn"):
        play(state, 0, "end model=1 facing=0")
    play(state, 1, "end model=9 facing=4")
    assert state.to_act() == (0,)
    with pytest.raises(IllegalCommand, match="already been activated"):
        play(state, 0, "end model=0 facing=0")


def test_move_then_one_action_and_no_move_after_action():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 1), S)})
    play(state, 0, "move model=1 to=[7,11]")
    assert state.active is not None and state.active.mv_left == 3
    play(state, 0, "search model=1")
    assert state.active is None and state.models[KAIKEN].activated  # after its action the activation is over
    assert reachable(state, KAIKEN) == {}
    with pytest.raises(IllegalCommand):
        play(state, 0, "move model=1 to=[7,10]")


def test_only_one_model_activated_per_turn():
    state = board({KAIKEN: ((7, 13), N), KAIKEN + 1: ((9, 13), N), ENEMY: ((7, 1), S)})
    play(state, 0, "move model=1 to=[7,12]")
    with pytest.raises(IllegalCommand, match="finish its activation"):
        play(state, 0, "move model=2 to=[9,12]")


def test_facing_front_and_rear_zones():
    assert set(rear_zone((5, 5), N)) == {(4, 6), (5, 6), (6, 6)}
    assert set(front_zone((5, 5), N)) == {(4, 5), (4, 4), (5, 4), (6, 4), (6, 5)}
    assert set(rear_zone((5, 5), 1)) == {(4, 5), (4, 6), (5, 6)}


def test_movement_ends_facing_set_by_the_moving_player():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 1), S)})
    play(state, 0, "move model=1 to=[9,13]")
    play(state, 0, "end model=1 facing=5")
    assert state.models[KAIKEN].facing == 5


# --- movement ---------------------------------------------------------------------------------------------
def test_difficult_terrain_costs_two():
    state = board({KAIKEN: ((6, 7), N), ENEMY: ((7, 1), S)})
    reach = reachable(state, KAIKEN)
    assert reach[(6, 6)].cost == 2
    assert reach[(5, 6)].cost == 1


def test_climbing_onto_elevated_costs_three_and_down_costs_one():
    state = board({KAIKEN: ((6, 4), S), ENEMY: ((7, 1), S)})
    reach = reachable(state, KAIKEN)
    assert reach[(6, 5)].cost == 3
    assert reach[(5, 5)].cost == 3
    state2 = board({KAIKEN: ((6, 5), S), ENEMY: ((7, 1), S)})
    reach2 = reachable(state2, KAIKEN)
    assert reach2[(7, 5)].cost == 1 and reach2[(6, 6)].cost == 2 and reach2[(5, 4)].cost == 1


def test_models_and_markers_cannot_be_moved_onto_or_over():
    state = board({KAIKEN: ((7, 13), N), KAIKEN + 1: ((7, 12), N), ENEMY: ((7, 1), S)})
    state.lanterns = {(6, 12)}
    state.shrines = {(8, 12): "lucky"}
    reach = reachable(state, KAIKEN)
    assert (7, 12) not in reach and (6, 12) not in reach and (8, 12) not in reach
    assert reach[(7, 11)].cost == 4  # around the row of blockers


def test_leaving_an_enemy_zone_is_a_dodge_with_an_affinity_test():
    state = board({KAIKEN: ((7, 7), N), ENEMY: ((7, 6), S)}, faces=["fire", "air", "air"])
    reach = reachable(state, KAIKEN)
    assert reach[(7, 9)].needs_dodge and reach[(7, 9)].dodges == ((7, 7),)
    events = play(state, 0, "move model=1 to=[7,9]")
    assert "dodge" in texts(events) and state.models[KAIKEN].pos == (7, 9)


def test_dodge_needed_even_to_another_square_of_the_same_zone():
    state = board({KAIKEN: ((7, 7), N), ENEMY: ((7, 6), S)})
    assert reachable(state, KAIKEN)[(6, 7)].needs_dodge


def test_failed_dodge_stuns_and_ends_activation():
    state = board({KAIKEN: ((7, 7), N), ENEMY: ((7, 6), S)}, faces=["air", "air", "air"])
    play(state, 0, "move model=1 to=[7,9]")
    model = state.models[KAIKEN]
    assert model.pos == (7, 7) and model.cond["stunned"] == 1
    assert state.active is None and model.activated and state.to_act() == (1,)


def test_run_moves_again_by_movement():
    state = board({KAIKEN: ((1, 13), N), ENEMY: ((7, 1), S)})
    play(state, 0, "move model=1 to=[6,13]")
    play(state, 0, "run model=1 to=[11,13]")
    assert state.models[KAIKEN].pos == (11, 13)
    assert state.active is not None and state.active.facing_only


# --- line of sight ------------------------------------------------------------------------------------------
def test_models_block_line_of_sight():
    state = board({YAJIRI: ((7, 13), N), KAIKEN: ((7, 12), N), ENEMY: ((7, 11), S)})
    state.active = None
    assert not line_of_sight(state, ENEMY, YAJIRI)
    state2 = board({YAJIRI: ((7, 13), N), ENEMY: ((7, 11), S)})
    assert line_of_sight(state2, ENEMY, YAJIRI)


def test_obscuring_terrain_blocks_line_of_sight():
    state = board({YAJIRI: ((11, 6), N), ENEMY: ((11, 2), S)})
    assert not line_of_sight(state, ENEMY, YAJIRI)  # obscuring on (11,4)


def test_model_on_obscuring_square_sees_and_is_seen():
    state = board({YAJIRI: ((11, 4), N), ENEMY: ((11, 1), S)})
    assert line_of_sight(state, ENEMY, YAJIRI) and line_of_sight(state, YAJIRI, ENEMY, may_turn=True)


def test_own_rear_zone_blocks_line_of_sight():
    state = board({YAJIRI: ((7, 12), N), ENEMY: ((7, 9), N)})
    assert not line_of_sight(state, ENEMY, YAJIRI, may_turn=False)
    state.models[ENEMY].facing = S
    assert line_of_sight(state, ENEMY, YAJIRI, may_turn=False)


def test_models_always_see_themselves():
    state = board({YAJIRI: ((7, 12), N)})
    assert line_of_sight(state, YAJIRI, YAJIRI)


def test_walls_block_sight_between_models_on_the_ground():
    state = board({YAJIRI: ((9, 5), N), ENEMY: ((9, 1), S)})
    assert not line_of_sight(state, ENEMY, YAJIRI)


def test_elevated_model_ignores_ground_models_and_terrain():
    state = board({YAJIRI: ((6, 5), N), KAIKEN: ((6, 3), N), ENEMY: ((6, 1), S)})
    state.lanterns = {(6, 2)}
    assert line_of_sight(state, YAJIRI, ENEMY, may_turn=True)
    assert line_of_sight(state, ENEMY, YAJIRI)


def test_elevated_sight_blocked_by_separate_elevated_element():
    # torii on (5..7,5); the wall on (8..10,3) lies between a torii model and a target beyond it
    state = board({YAJIRI: ((7, 5), N), ENEMY: ((11, 1), S)})
    assert not line_of_sight(state, YAJIRI, ENEMY, may_turn=True)


def test_structures_block_sight_between_ground_models():
    state = board({YAJIRI: ((6, 8), E), ENEMY: ((9, 8), W)})
    assert not line_of_sight(state, YAJIRI, ENEMY, may_turn=True)


def test_foliage_blocks_line_of_sight():
    state = board({YAJIRI: ((10, 7), E), ENEMY: ((13, 7), W)})
    assert not line_of_sight(state, YAJIRI, ENEMY, may_turn=True)


def test_lanterns_shrines_and_chests_block_line_of_sight():
    for marker in ("lanterns", "shrines", "chests"):
        state = board({YAJIRI: ((4, 13), E), ENEMY: ((8, 13), W)})
        assert line_of_sight(state, YAJIRI, ENEMY, may_turn=True)
        if marker == "shrines":
            state.shrines = {(6, 13): "lucky"}
        else:
            getattr(state, marker).add((6, 13))
        state.forget()  # the board was changed by hand, not by a command
        assert not line_of_sight(state, YAJIRI, ENEMY, may_turn=True), marker


def test_a_samurai_figure_blocks_sight_like_a_ninja():
    state = board({YAJIRI: ((4, 13), E), ENEMY: ((8, 13), W)})
    assert line_of_sight(state, YAJIRI, ENEMY, may_turn=True)
    state.figures[(6, 13)] = "guard"
    state.forget()  # the board was changed by hand, not by a command
    assert not line_of_sight(state, YAJIRI, ENEMY, may_turn=True)


def test_stealth_model_cannot_be_seen_and_does_not_block():
    state = board({YAJIRI: ((7, 13), N), KAIKEN: ((7, 12), N), ENEMY: ((7, 11), S)})
    state.models[KAIKEN].stealth = True
    assert line_of_sight(state, ENEMY, YAJIRI)
    assert not line_of_sight(state, ENEMY, KAIKEN)


# --- combat --------------------------------------------------------------------------------------------------
def test_dice_eliminate_by_element_pairs():
    left_a, left_d = eliminate(["spirit", "earth", "fire", "fire"], ["void", "air", "water", "earth"])
    assert left_a == [3] and left_d == [3]
    assert eliminate(["fire"], ["fire"]) == ([0], [0])
    assert elimination_pairs(["spirit", "earth", "fire"], ["air", "void", "water"]) == [(0, 1), (1, 0), (2, 2)]


def _fight(attacker_faces, defender_faces, *, extra=None, attacker=CHUNIN, defender=ENEMY + 1,
           attacker_sq=(7, 8), defender_sq=(7, 7), defender_facing=S, placements=None):
    """Chunin (AT4 +1 Melee Master = 5 dice) attacks a Kaiken (DF2) in front of it."""
    places = {attacker: (attacker_sq, N), defender: (defender_sq, defender_facing)}
    places.update(placements or {})
    faces = list(attacker_faces) + list(defender_faces) + list(extra or [])
    return board(places, faces=faces)


def test_player_with_most_dice_left_chooses_result():
    state = _fight(["void", "earth", "air", "air", "air"], ["water", "water"])
    strike(state, 0, "attack model=0 target=10")
    assert state.to_act() == (0,)
    assert {c.element for c in state.legal_commands(0)} == {"void", "earth", "air"}


def test_defender_chooses_when_more_defence_dice_left():
    # a Kaiken (3 dice) attacks a Kaiken supported by two friends in the attacker's zone (4 dice)
    state = board({KAIKEN: ((7, 8), N), ENEMY + 1: ((7, 7), S), ENEMY + 2: ((6, 9), N), ENEMY + 3: ((8, 9), N)},
                  faces=["air", "air", "air", "earth", "earth", "spirit", "spirit"])
    strike(state, 0, "attack model=1 target=10")
    assert state.models[KAIKEN].where == HEALING  # the defender's only die left: Spirit


def test_tie_attacker_chooses_result():
    state = _fight(["void", "spirit", "fire", "fire", "fire"], ["earth", "earth"])
    state.models[CHUNIN].kind = "kaiken"  # AT3, no Melee Master: 3 dice against 2
    state.rng = Dice(["void", "fire", "fire", "air", "air"])
    strike(state, 0, "attack model=0 target=10")
    assert state.to_act() == (0,)


def test_result_void_injures_defender():
    state = _fight(["void"] * 5, ["fire", "fire"])
    events = strike(state, 0, "attack model=0 target=10")
    assert state.models[ENEMY + 1].where == HEALING and state.scores == [1, 0]
    assert any(e.kind == "dice" and e.irreversible and e.data["attack_dice"] for e in events)


def test_result_spirit_injures_attacker():
    state = _fight(["spirit"] * 5, ["spirit", "spirit"])
    strike(state, 0, "attack model=0 target=10")
    assert state.models[CHUNIN].where == HEALING and state.scores == [0, 1]


def test_result_earth_stuns_defender():
    state = _fight(["earth"] * 5, ["fire", "fire"])
    strike(state, 0, "attack model=0 target=10")
    assert state.models[ENEMY + 1].cond["stunned"] == 1


def test_result_air_attacker_moves_defender_up_to_three():
    state = _fight(["air"] * 5, ["fire", "fire"])
    strike(state, 0, "attack model=0 target=10")
    assert state.to_act() == (0,) and state.pending[-1].kind == DecisionKind.PUSH
    squares = {c.to for c in state.legal_commands(0)}
    assert (7, 4) in squares and (7, 3) not in squares
    play(state, 0, "push to=[7,4] facing=0")
    assert state.models[ENEMY + 1].pos == (7, 4)


def test_result_water_chooser_moves_attacker_then_defender_placed_in_front_zone():
    state = _fight(["water"] * 5, ["earth", "earth"])
    strike(state, 0, "attack model=0 target=10")
    assert state.pending[-1].kind == DecisionKind.WATER_MOVE
    play(state, 0, "water_move to=[7,10] facing=0")
    assert state.to_act() == (1,) and state.pending[-1].kind == DecisionKind.WATER_PLACE
    squares = {c.to for c in state.legal_commands(1)}
    assert squares == set(front_zone((7, 10), N))
    play(state, 1, "water_place to=[6,9] facing=4")
    assert state.models[ENEMY + 1].pos == (6, 9)


def test_result_fire_stuns_all_in_attackers_zone_including_attacker():
    # a Kaiken attacks (the Chunin's Fire Mastery would spare it: see the keyword's test)
    state = _fight(["fire"] * 3, ["fire", "fire"], attacker=KAIKEN, placements={KAIKEN + 1: ((8, 8), N)})
    strike(state, 0, "attack model=1 target=10")
    assert state.models[KAIKEN].cond["stunned"] == 1
    assert state.models[KAIKEN + 1].cond["stunned"] == 1
    assert state.models[ENEMY + 1].cond["stunned"] == 1


def test_supports_add_a_die_each():
    state = _fight([], [], placements={KAIKEN: ((6, 6), N), KAIKEN + 1: ((8, 6), N), ENEMY + 2: ((8, 9), N)})
    parts = dice_counts(state, state.models[CHUNIN], state.models[ENEMY + 1], "melee")
    assert parts["attack_support"] == 2 and parts["defence_support"] == 1


def test_stunned_model_cannot_support():
    state = _fight([], [], placements={KAIKEN: ((6, 6), N)})
    state.models[KAIKEN].cond["stunned"] = 1
    assert dice_counts(state, state.models[CHUNIN], state.models[ENEMY + 1], "melee")["attack_support"] == 0


def test_model_in_another_enemys_zone_cannot_support():
    state = _fight([], [], placements={KAIKEN: ((6, 6), N), ENEMY + 3: ((5, 5), S)})
    assert dice_counts(state, state.models[CHUNIN], state.models[ENEMY + 1], "melee")["attack_support"] == 0


def test_back_attack_adds_one():
    state = _fight([], [], defender_facing=N)
    assert dice_counts(state, state.models[CHUNIN], state.models[ENEMY + 1], "melee")["back_attack"] == 1
    state2 = _fight([], [], defender_facing=S)
    assert dice_counts(state2, state2.models[CHUNIN], state2.models[ENEMY + 1], "melee")["back_attack"] == 0


def test_stealth_attack_adds_one_then_stealth_is_lost():
    state = _fight(["fire"] * 6, ["fire", "fire"], extra=[])
    state.models[CHUNIN].stealth = True
    state.rng = Dice(["earth"] * 6 + ["fire", "fire"])
    events = strike(state, 0, "attack model=0 target=10")
    assert [e for e in events if e.kind == "attack"][0].data["parts"]["stealth_attack"] == 1
    assert not state.models[CHUNIN].stealth


def test_models_in_stealth_cannot_be_attacked():
    state = _fight([], [])
    state.models[ENEMY + 1].stealth = True
    with pytest.raises(IllegalCommand, match="Stealth"):
        strike(state, 0, "attack model=0 target=10")


def test_attack_only_enemy_adjacent():
    state = _fight([], [], defender_sq=(7, 5))
    with pytest.raises(IllegalCommand, match="next to it"):
        strike(state, 0, "attack model=0 target=10")


# --- ranged, shuriken, search, stealth ----------------------------------------------------------------------------
def test_ranged_attack_only_earth_and_void_take_effect():
    state = board({YAJIRI: ((7, 13), N), ENEMY + 1: ((7, 9), S)}, faces=["air", "air", "fire", "fire"])
    strike(state, 0, "ranged model=4 target=10")
    assert state.models[ENEMY + 1].pos == (7, 9) and not state.pending


def test_ranged_attack_not_from_an_enemy_zone():
    state = board({YAJIRI: ((7, 13), N), ENEMY + 1: ((7, 9), S), ENEMY + 2: ((8, 12), S)})
    with pytest.raises(IllegalCommand, match="zone"):
        strike(state, 0, "ranged model=4 target=10")


def test_ranged_attack_no_supports_or_back_attack():
    state = board({YAJIRI: ((7, 13), N), ENEMY + 1: ((7, 9), N), KAIKEN: ((7, 8), N)})
    parts = dice_counts(state, state.models[YAJIRI], state.models[ENEMY + 1], "ranged")
    assert parts == {"attack": 2, "defence": 2}


def test_shuriken_one_die_range_three_and_stealthy():
    state = board({KAIKEN: ((7, 13), N), ENEMY + 6: ((7, 10), S)}, faces=["void", "fire"])
    state.models[KAIKEN].stealth = True
    events = strike(state, 0, "shuriken model=1 target=15")
    assert [e for e in events if e.kind == "attack"][0].data["parts"]["attack"] == 1
    assert state.models[KAIKEN].stealth
    assert state.models[ENEMY + 6].where == HEALING
    state2 = board({KAIKEN: ((7, 13), N), ENEMY + 1: ((7, 9), S)})
    with pytest.raises(IllegalCommand, match="range"):
        strike(state2, 0, "shuriken model=1 target=10")


def test_search_reveals_adjacent_enemies_in_stealth_and_is_stealthy():
    state = board({KAIKEN: ((7, 13), N), ENEMY + 6: ((7, 12), S), ENEMY + 7: ((3, 3), S)},
                  faces=["fire", "air", "air"])
    state.models[KAIKEN].stealth = True
    state.models[ENEMY + 6].stealth = True
    state.models[ENEMY + 7].stealth = True
    play(state, 0, "search model=1")
    assert not state.models[ENEMY + 6].stealth and state.models[ENEMY + 7].stealth
    assert state.models[KAIKEN].stealth


def test_stealth_action_only_out_of_enemy_sight():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 9), S)})
    with pytest.raises(IllegalCommand, match="line of sight"):
        play(state, 0, "stealth model=1")
    state2 = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 9), N)})
    play(state2, 0, "stealth model=1")
    assert state2.models[KAIKEN].stealth


def test_shadow_walk_enters_stealth_in_sight_when_not_in_a_zone():
    state = board({KUNOICHI: ((7, 13), N), ENEMY: ((7, 9), S)})
    play(state, 0, "stealth model=6")
    assert state.models[KUNOICHI].stealth


def test_stealth_model_has_no_zone_outside_its_activation():
    state = board({KAIKEN: ((7, 7), N), ENEMY: ((7, 6), S)})
    state.models[ENEMY].stealth = True
    assert not reachable(state, KAIKEN)[(7, 9)].needs_dodge


def test_stealth_lost_on_action_or_affinity_test_but_not_dodge():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)}, faces=["fire", "air", "air"])
    state.shrines = {(8, 12): "lucky"}
    state.models[KAIKEN].stealth = True
    play(state, 0, "pray model=1 shrine=[8,12]")
    assert not state.models[KAIKEN].stealth and state.models[KAIKEN].cond["lucky"] == 1


def test_foliage_ends_stealth_when_passed_through_not_when_ended_in():
    state = board({KAIKEN: ((1, 4), N), ENEMY: ((13, 13), S)})
    model = state.models[KAIKEN]
    model.stealth = True
    walk(state, model, ((2, 3),))
    assert model.stealth  # ends its move in the foliage
    walk(state, model, ((2, 2), (3, 1)))
    assert not model.stealth  # passes through foliage


def test_lantern_light_ends_stealth():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)})
    state.lanterns = {(7, 10)}
    state.models[KAIKEN].stealth = True
    play(state, 0, "move model=1 to=[7,11]")
    assert not state.models[KAIKEN].stealth


def test_harmful_shrine_tests_models_that_come_next_to_it():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)}, faces=["air", "air", "air"])
    state.shrines = {(7, 10): "poison"}
    play(state, 0, "move model=1 to=[7,11]")
    assert state.models[KAIKEN].cond["poison"] == 1


# --- injuries and conditions --------------------------------------------------------------------------------------
def test_injured_goes_to_healing_house_all_markers_but_delayed_removed():
    state = board({KAIKEN: ((7, 13), N)})
    model = state.models[KAIKEN]
    model.cond = {"lucky": 1, "poison": 1, "delayed": 1}
    injure(state, model, None)
    assert model.where == HEALING and model.pos is None and model.cond == {"delayed": 1}


def test_stunned_third_marker_injures():
    state = board({KAIKEN: ((7, 13), N)})
    model = state.models[KAIKEN]
    stun(state, model, 1)
    stun(state, model, 1)
    assert model.where == "board"
    stun(state, model, 1)
    assert model.where == HEALING and state.scores == [0, 1]


def test_stunned_model_may_move_or_act_not_both_markers_removed_at_activation():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)})
    state.models[KAIKEN].cond["stunned"] = 2
    play(state, 0, "move model=1 to=[7,12]")
    assert "stunned" not in state.models[KAIKEN].cond
    with pytest.raises(IllegalCommand, match="not both"):
        play(state, 0, "search model=1")


def test_stunned_model_cannot_support_in_combat_counts():
    test_stunned_model_cannot_support()


def test_curse_makes_an_enemy_force_a_reroll_of_a_success():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)}, faces=["fire", "air", "air", "air", "air", "air"])
    state.shrines = {(8, 12): "lucky"}
    state.models[KAIKEN].cond["curse"] = 1
    play(state, 0, "pray model=1 shrine=[8,12]")
    assert "curse" not in state.models[KAIKEN].cond and "lucky" not in state.models[KAIKEN].cond


def test_lucky_rerolls_a_failed_test():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)}, faces=["air", "air", "air", "fire", "air", "air"])
    state.shrines = {(8, 12): "haste"}
    state.models[KAIKEN].cond["lucky"] = 1
    play(state, 0, "pray model=1 shrine=[8,12]")
    assert state.models[KAIKEN].cond == {"haste": 1}


def test_lucky_rerolls_in_combat_before_eliminations():
    state = _fight(["spirit"] * 5, ["air", "air"], extra=["void"] * 5)
    state.models[CHUNIN].cond["lucky"] = 1
    strike(state, 0, "attack model=0 target=10")
    assert state.models[ENEMY + 1].where == HEALING and "lucky" not in state.models[CHUNIN].cond


def test_poison_rolls_at_end_of_activation():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)}, faces=["spirit"])
    state.models[KAIKEN].cond["poison"] = 1
    play(state, 0, "end model=1 facing=0")
    assert state.models[KAIKEN].where == HEALING and state.scores == [0, 0]
    state2 = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)}, faces=["water"])
    state2.models[KAIKEN].cond["poison"] = 1
    play(state2, 0, "end model=1 facing=0")
    assert state2.models[KAIKEN].cond == {"stunned": 1}


def test_haste_gives_a_second_action():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)}, faces=["air"] * 6)
    state.models[KAIKEN].cond["haste"] = 1
    play(state, 0, "search model=1")
    assert state.active is not None and not state.active.facing_only
    play(state, 0, "search model=1")
    assert state.active is None and state.models[KAIKEN].activated


def test_slow_halves_movement_rounded_up():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)})
    state.models[KAIKEN].cond["slow"] = 2
    assert max(r.cost for r in reachable(state, KAIKEN).values()) == 3
    play(state, 0, "move model=1 to=[7,11]")
    assert state.models[KAIKEN].cond["slow"] == 1 and state.active.mv_left == 1


def test_moon_power_prevents_stun_and_injury_ignores_zones_and_ends_with_activation():
    state = board({KAIKEN: ((7, 7), N), ENEMY: ((7, 6), S)})
    model = state.models[KAIKEN]
    model.cond["stunned"] = 1
    give(state, model, "moon_power", 0)
    assert "stunned" not in model.cond
    stun(state, model, 1)
    injure(state, model, 1)
    assert model.where == "board" and "stunned" not in model.cond
    reach = reachable(state, KAIKEN)
    assert not reach[(7, 9)].needs_dodge and (7, 5) in reach
    play(state, 0, "end model=1 facing=0")
    assert "moon_power" not in model.cond


def test_protection_turns_injury_into_stun_and_ignores_stun():
    state = board({KAIKEN: ((7, 13), N)})
    model = state.models[KAIKEN]
    model.cond["protection"] = 2
    injure(state, model, 1)  # one marker: Stunned instead; the second marker ignores that stun
    assert model.where == "board" and "stunned" not in model.cond and "protection" not in model.cond
    model.cond["protection"] = 1
    injure(state, model, 1)
    assert model.where == "board" and model.cond == {"stunned": 1}


def test_delayed_only_in_healing_house_blocks_training_ground_and_wears_off_each_round():
    state = board({KAIKEN: ((7, 13), N)})
    model = state.models[KAIKEN]
    give(state, model, "delayed", 1)
    assert "delayed" not in model.cond
    injure(state, model, 1)
    give(state, model, "delayed", 1, 2)
    assert not offer_heal(state, 0)
    state.round_no = 1
    state.phase = "manage"
    end_round(state)
    assert model.cond["delayed"] == 1


def test_conflicting_effects_the_failing_effect_wins():
    """Healing Herbs always brings a ninja home; Delayed forbids it: only the forbidding effect happens."""
    state = board({KAIKEN: ((7, 13), N), KAIKEN + 1: ((9, 13), N)})
    delayed = state.models[KAIKEN + 1]
    injure(state, delayed, 1)
    give(state, delayed, "delayed", 1)
    state.hands[0] = [card_id("healing_herbs")]
    assert card_targets(state, card_id("healing_herbs"), state.models[KAIKEN]) == []
    assert delayed.where == HEALING


# --- moon cards, timing, management -------------------------------------------------------------------------------
def test_moon_card_stronger_effect_in_its_phase():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)})
    state.hands[0] = [card_id("swift_wind")]
    state.moon = MOON_PHASES.index("air")
    play(state, 0, f"play_card card={card_id('swift_wind')} model=1 target=-1")
    assert state.models[KAIKEN].cond == {"haste": 1, "lucky": 1}
    assert state.discard == [card_id("swift_wind")]


def test_hand_limit_three_discard_at_once():
    state = board({KAIKEN: ((7, 13), N)})
    state.hands[0] = [0, 4, 8]
    state.deck = [20]
    draw_card(state, 0)
    assert state.to_act() == (0,) and state.pending[-1].kind == DecisionKind.DISCARD
    play(state, 0, "discard card=4")
    assert sorted(state.hands[0]) == [0, 8, 20] and state.discard == [4]


def test_empty_moon_deck_reshuffles_the_discard_pile():
    state = board({KAIKEN: ((7, 13), N)})
    state.deck = []
    state.discard = [5, 6, 7]
    draw_card(state, 1)
    assert len(state.hands[1]) == 1 and len(state.deck) == 2 and state.discard == []


def test_combat_cards_attacker_plays_first_then_defender():
    state = _fight(["void"] * 6, ["fire"] * 3)
    state.hands[0] = [card_id("kiai")]
    state.hands[1] = [card_id("steady_guard")]
    play(state, 0, "attack model=0 target=10")
    assert state.to_act() == (0,) and state.pending[-1].kind == DecisionKind.COMBAT_CARD
    play(state, 0, f"combat_card card={card_id('kiai')}")
    assert state.to_act() == (1,)
    play(state, 1, "no_card")
    assert state.models[ENEMY + 1].where == HEALING


def test_management_phase_in_order():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 1), S)})
    healed = state.models[KAIKEN + 1]
    injure(state, healed, None)
    play(state, 0, "end model=1 facing=0")
    state.models[KAIKEN].cond["stunned"] = 1
    play(state, 1, "end model=9 facing=4")
    assert state.phase == "manage" and state.to_act() == (0,)
    assert healed.where == TRAINING  # step 1: one ninja home from the Healing House
    assert not state.models[KAIKEN].activated  # step 2: activation markers removed
    play(state, 0, "manage choice=\"rally\" model=1")  # step 3: the choice
    assert "stunned" not in state.models[KAIKEN].cond
    # step 4: reinforcements up to five on the board
    for _ in range(4):
        assert state.pending[-1].kind == DecisionKind.REINFORCE
        state.apply(0, state.legal_commands(0)[0])
    assert len(state.seat_models(0, "board")) == 5
    assert state.to_act() == (1,)


def test_moon_and_round_markers_advance_after_management():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 1), S)})
    moon = state.moon
    play(state, 0, "end model=1 facing=0")
    play(state, 1, "end model=9 facing=4")
    while state.phase == "manage":
        seat = state.to_act()[0]
        state.apply(seat, state.legal_commands(seat)[0])
    assert state.moon == (moon + 1) % 6 and state.round_no == 2 and state.phase == "janken"


def test_brawl_first_to_six_points_wins():
    state = _fight(["void"] * 5, ["fire", "fire"])
    state.scores = [5, 0]
    strike(state, 0, "attack model=0 target=10")
    assert state.is_over() and state.outcome().winners == (0,)


def test_search_challenge_chest_worth_two_points():
    state = board({KAIKEN: ((4, 8), N), ENEMY: ((13, 1), S)}, challenge="search", faces=["fire", "air", "air"])
    play(state, 0, "open_chest model=1 chest=[4,7]")
    assert state.scores == [2, 0] and (4, 7) not in state.chests


def test_madoushi_hex_gives_the_team_condition():
    state = board({MADOUSHI: ((7, 13), N), ENEMY: ((7, 10), S)}, faces=["fire", "air", "air", "air"])
    play(state, 0, "hex model=8 target=9")
    assert state.models[ENEMY].cond == {"poison": 1}


def test_tiger_strike_adds_three_and_loses_defence_dice_for_the_round():
    state = _fight(["void"] * 8, ["fire", "fire"])
    events = strike(state, 0, "tiger_strike model=0 target=10")
    assert [e for e in events if e.kind == "attack"][0].data["parts"]["tiger_strike"] == 3
    assert state.models[CHUNIN].no_defence


def test_leaping_strike_moves_before_attack_and_slows():
    state = board({ENEMY: ((7, 13), N), 1: ((7, 9), S)}, faces=["earth"] * 5 + ["air"] * 5, turn=1)
    state.models[ENEMY].cond = {}
    strike(state, 1, "leaping_strike model=9 to=[7,10] target=1")
    assert state.models[ENEMY].pos == (7, 10)
    assert state.models[ENEMY].cond.get("slow") == 1


def test_janken_command_texts_round_trip():
    assert GAME.parse_command(Janken("rock").to_text()) == Janken("rock")


def test_view_hides_other_hands_deck_order_and_generator():
    state = _to_markers()
    view = GAME.view(state, 0)
    assert view.hand == tuple(state.hands[0]) and view.hand_sizes == (3, 3)
    known = GAME.redact(state, 0)
    assert known.hands[0] == state.hands[0] and known.hands[1] == [-1, -1, -1] and set(known.deck) == {-1}
    assert view.deck_size == 46 and "rng" not in repr(view)
    spectator = GAME.view(state, None)
    assert spectator.hand == () and GAME.redact(state, None).hands == [[-1] * 3, [-1] * 3]


def test_illegal_commands_say_why():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 1), S)})
    with pytest.raises(IllegalCommand, match="not yours"):
        play(state, 0, "end model=9 facing=0")
    with pytest.raises(IllegalCommand, match="cannot reach"):
        play(state, 0, "move model=1 to=[7,2]")
    with pytest.raises(IllegalCommand, match="not on the board"):
        play(state, 0, "end model=2 facing=0")


def test_an_order_to_a_ninja_not_yet_active_activates_it_in_the_same_command():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)})
    state.models[KAIKEN].cond = {"stunned": 1, "slow": 1}
    events = play(state, 0, "move model=1 to=[7,11]")
    kinds = [e.kind for e in events]
    assert kinds.index("activate") < kinds.index("move")
    assert state.active is not None and state.active.model == KAIKEN and state.active.restricted
    assert "stunned" not in state.models[KAIKEN].cond and "slow" not in state.models[KAIKEN].cond
    with pytest.raises(IllegalCommand, match="not both"):
        play(state, 0, "search model=1")


def test_every_first_order_is_offered_for_each_ninja_that_may_be_activated():
    state = board({KAIKEN: ((7, 13), N), KAIKEN + 1: ((9, 13), N), ENEMY: ((7, 12), S)})
    legal = state.legal_commands(0)
    for ninja in (KAIKEN, KAIKEN + 1):
        assert any(c.kind == "move" and c.model == ninja for c in legal)
        assert any(c.kind == "end" and c.model == ninja for c in legal)
    assert any(c.kind == "attack" and c.model == KAIKEN and c.target == ENEMY for c in legal)
    play(state, 0, "attack model=1 target=9")
    assert all(getattr(c, "model", KAIKEN) == KAIKEN for c in state.legal_commands(0))


def test_activate_alone_still_replays_games_saved_before_orders_were_joined(tmp_path):
    match = Match(GAME, ["random", "random"], 8)
    bots = bots_for(match, 8)
    while not (match.state.phase == "activation" and match.state.active is None and not match.state.pending):
        bot_step(match, bots)
    seat = match.state.to_act()[0]
    ninja = next(c.model for c in match.state.legal_commands(seat) if c.kind == "activate")
    match.submit(seat, GAME.parse_command(f"activate model={ninja}"))
    assert match.state.active.model == ninja
    move = next(c for c in match.state.legal_commands(seat) if c.kind == "move")
    match.submit(seat, move)
    match.save(tmp_path / "old.json")
    again = Match.load(tmp_path / "old.json")
    assert [c for _, c in again.history] == [c for _, c in match.history]
    assert again.state.models[ninja].pos == match.state.models[ninja].pos


def test_ninja_are_named_as_players_name_them():
    state = new_game(1)
    names = [str(m.name) for m in state.models]
    assert names[:9] == ["Fire Chunin", "Fire Kaiken 1", "Fire Kaiken 2", "Fire Kaiken 3", "Fire Yajiri 1",
                         "Fire Yajiri 2", "Fire Kunoichi 1", "Fire Kunoichi 2", "Fire Madoushi"]
    assert names[15] == "Water Kunoichi 1" and len(set(names)) == len(names)


def test_one_die_is_one_die_in_the_log():
    state = board({KAIKEN: ((7, 13), N), ENEMY + 6: ((7, 10), S)}, faces=["fire", "fire"])
    events = strike(state, 0, "shuriken model=1 target=15")
    attack = next(e.text_for(None) for e in events if e.kind == "attack")
    assert "1 die against 1 die" in attack and "dice" not in attack
