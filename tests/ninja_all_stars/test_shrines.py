"""The four shrine teams: each keyword ability as a test named after its rule, the rulebook's Chunin in every
team, teams that differ in more than their element, and the computer seats reading the keywords."""

from __future__ import annotations

from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.ai import command_value, result_value, worth
from ninjatable.games.ninja_all_stars.data import KEYWORD_GROUPS, KEYWORDS, ROSTER, TEAM_TYPES, TEAMS
from ninjatable.games.ninja_all_stars.rules.combat import dice_counts
from ninjatable.games.ninja_all_stars.rules.effects import affinity_dice, stun
from ninjatable.games.ninja_all_stars.rules.keywords import CONDITIONS, EFFECTS
from ninjatable.games.ninja_all_stars.rules.tournament import HEALING, Combat, DecisionKind
from tests.ninja_all_stars.helpers import (
    CHUNIN,
    ENEMY,
    KAIKEN,
    KUNOICHI,
    MADOUSHI,
    YAJIRI,
    board,
    play,
    strike,
)

N, E, S, W = 0, 2, 4, 6


def _melee(state, attacker, defender):
    return dice_counts(state, state.models[attacker], state.models[defender], "melee")


# --- the keyword table ------------------------------------------------------------------------------------------
def test_every_keyword_has_an_effect_the_rules_know_and_an_element_group():
    for keyword in KEYWORDS.values():
        assert keyword.effect in EFFECTS, keyword.key
        assert keyword.group in KEYWORD_GROUPS, keyword.key
        if keyword.effect == "combat_dice":
            assert keyword.get("when") in CONDITIONS and keyword.get("side") in ("attack", "defence")
            assert "shuriken" not in keyword.get("attacks"), keyword.key  # shuriken take no bonus
    for team, types in TEAM_TYPES.items():
        for line in types.values():
            assert all(k in KEYWORDS for k in line.keywords), (team, line)


# --- general keywords -------------------------------------------------------------------------------------------
def test_melee_master_adds_a_die_to_melee_attacks_only():
    state = board({CHUNIN: ((7, 8), N), ENEMY + 1: ((7, 7), S), YAJIRI: ((7, 12), N)})
    assert _melee(state, CHUNIN, ENEMY + 1)["melee_master"] == 1
    shot = dice_counts(state, state.models[CHUNIN], state.models[ENEMY + 1], "shuriken")
    assert "melee_master" not in shot and shot["attack"] == 1


def test_focus_adds_a_die_to_every_affinity_test():
    state = board({MADOUSHI: ((7, 8), N), KAIKEN: ((7, 12), N)})
    assert affinity_dice(state.models[MADOUSHI]) == 4
    assert affinity_dice(state.models[MADOUSHI], dodge=True) == 4
    assert affinity_dice(state.models[KAIKEN]) == 3


def test_agile_adds_a_die_to_dodges_only():
    state = board({KUNOICHI: ((7, 8), N)})
    assert affinity_dice(state.models[KUNOICHI]) == 3
    assert affinity_dice(state.models[KUNOICHI], dodge=True) == 4


# --- Fire ---------------------------------------------------------------------------------------------------------
def test_fire_mastery_a_fire_result_never_stuns_the_master():
    # the Fire Chunin attacks with five Fire dice; its Kaiken stands beside it
    state = board({CHUNIN: ((7, 8), N), KAIKEN: ((8, 8), N), ENEMY + 1: ((7, 7), S)},
                  faces=["fire"] * 5 + ["fire", "fire"])
    strike(state, 0, "attack model=0 target=10")
    assert "stunned" not in state.models[CHUNIN].cond
    assert state.models[KAIKEN].cond["stunned"] == 1
    assert state.models[ENEMY + 1].cond["stunned"] == 1


def test_fire_mastery_is_every_chunins_so_no_chunin_stuns_itself_with_fire():
    state = board({ENEMY: ((7, 8), S), CHUNIN: ((7, 9), N)}, turn=1, faces=["fire"] * 5 + ["fire", "fire"])
    strike(state, 1, "attack model=9 target=0")
    assert "stunned" not in state.models[ENEMY].cond
    assert "stunned" not in state.models[CHUNIN].cond  # the defending Chunin is a Fire Master too


def test_fury_adds_a_die_to_a_melee_attack_after_moving():
    state = board({KAIKEN: ((7, 10), N), ENEMY + 1: ((7, 7), S)})
    play(state, 0, "move model=1 to=[7,8]")
    assert _melee(state, KAIKEN, ENEMY + 1)["fury"] == 1
    still = board({KAIKEN: ((7, 8), N), ENEMY + 1: ((7, 7), S)})
    assert _melee(still, KAIKEN, ENEMY + 1)["fury"] == 0
    play(still, 0, "end model=1 facing=0")  # activated, but it never moved
    assert _melee(still, KAIKEN, ENEMY + 1)["fury"] == 0


def test_fire_arrows_a_fire_result_of_a_ranged_attack_stuns_the_target():
    state = board({YAJIRI: ((7, 12), N), ENEMY + 1: ((7, 9), S)}, faces=["fire", "fire", "earth", "earth"])
    strike(state, 0, "ranged model=4 target=10")
    assert state.models[ENEMY + 1].cond["stunned"] == 1
    assert "stunned" not in state.models[YAJIRI].cond


def test_without_fire_arrows_a_fire_result_of_a_ranged_attack_does_nothing():
    state = board({YAJIRI: ((7, 12), N), ENEMY + 1: ((7, 9), S)}, faces=["fire", "fire", "earth", "earth"],
                  teams=("water", "fire"))
    strike(state, 0, "ranged model=4 target=10")
    assert not state.models[ENEMY + 1].cond


def test_lucky_keeps_a_roll_that_the_shooters_keyword_makes_good():
    """Lucky is spent on a bad roll only: a Fire result is a Stun for a shooter with Fire Arrows, so the Lucky
    shooter keeps it; without the keyword the same Fire does nothing and Lucky rerolls."""
    state = board({YAJIRI: ((7, 12), N), ENEMY + 1: ((7, 9), S)}, faces=["fire", "fire", "earth", "earth"])
    state.models[YAJIRI].cond["lucky"] = 1
    strike(state, 0, "ranged model=4 target=10")
    assert state.models[YAJIRI].cond.get("lucky") == 1
    assert state.models[ENEMY + 1].cond["stunned"] == 1
    plain = board({YAJIRI: ((7, 12), N), ENEMY + 1: ((7, 9), S)},
                  faces=["fire", "fire", "earth", "earth", "earth", "earth"], teams=("water", "fire"))
    plain.models[YAJIRI].cond["lucky"] = 1
    strike(plain, 0, "ranged model=4 target=10")
    assert "lucky" not in plain.models[YAJIRI].cond
    assert plain.models[ENEMY + 1].cond["stunned"] == 1  # the reroll's Earth


# --- Water --------------------------------------------------------------------------------------------------------
def test_water_mastery_a_water_result_also_stuns_the_defender_once_placed():
    # the Water Kaiken (seat 1) attacks the Fire Kaiken with three Water dice
    state = board({ENEMY + 1: ((7, 7), S), KAIKEN: ((7, 8), N)}, turn=1,
                  faces=["water", "water", "water", "earth", "earth"])
    strike(state, 1, "attack model=10 target=1")
    assert state.pending[-1].kind == DecisionKind.WATER_MOVE
    play(state, 1, "water_move to=[7,5] facing=4")
    play(state, 0, "water_place to=[7,6] facing=0")
    assert state.models[KAIKEN].pos == (7, 6)
    assert state.models[KAIKEN].cond["stunned"] == 1


def test_tide_arrows_a_water_result_moves_the_shooter_and_not_the_target():
    state = board({ENEMY + 4: ((7, 3), S), KAIKEN: ((7, 6), N)}, turn=1, faces=["water", "water", "earth", "earth"])
    strike(state, 1, "ranged model=13 target=1")
    assert state.pending[-1].kind == DecisionKind.WATER_MOVE and state.to_act() == (1,)
    play(state, 1, "water_move to=[4,1] facing=4")
    assert state.models[ENEMY + 4].pos == (4, 1)
    assert state.models[KAIKEN].pos == (7, 6) and not state.pending


# --- Earth --------------------------------------------------------------------------------------------------------
def test_earth_mastery_an_earth_result_never_stuns_the_master():
    state = board({CHUNIN: ((7, 8), N), ENEMY + 1: ((7, 7), S)}, teams=("fire", "earth"),
                  faces=["earth"] * 5 + ["fire", "fire"])
    strike(state, 0, "attack model=0 target=10")
    assert "stunned" not in state.models[ENEMY + 1].cond


def test_shield_wall_adds_a_defence_die_with_a_friend_in_the_zone():
    state = board({CHUNIN: ((7, 8), N), ENEMY + 1: ((7, 7), S)}, teams=("fire", "earth"))
    assert _melee(state, CHUNIN, ENEMY + 1)["shield_wall"] == 0
    state = board({CHUNIN: ((7, 8), N), ENEMY + 1: ((7, 7), S), ENEMY + 2: ((7, 6), S)}, teams=("fire", "earth"))
    parts = _melee(state, CHUNIN, ENEMY + 1)
    assert parts["shield_wall"] == 1 and parts["defence"] == 2


def test_steadfast_the_fourth_stunned_marker_injures_not_the_third():
    state = board({MADOUSHI: ((7, 8), N), KAIKEN: ((3, 8), N)}, teams=("earth", "fire"))
    for _ in range(3):
        stun(state, state.models[MADOUSHI], 1)
    assert state.models[MADOUSHI].cond["stunned"] == 3 and state.models[MADOUSHI].on_board
    stun(state, state.models[MADOUSHI], 1)
    assert state.models[MADOUSHI].where == HEALING and state.scores == [0, 1]
    for _ in range(3):
        stun(state, state.models[KAIKEN], 1)
    assert state.models[KAIKEN].where == HEALING


def test_steady_aim_adds_a_die_to_a_ranged_attack_without_moving():
    state = board({YAJIRI: ((7, 12), N), ENEMY + 1: ((7, 9), S)}, teams=("earth", "fire"))
    assert dice_counts(state, state.models[YAJIRI], state.models[ENEMY + 1], "ranged")["steady_aim"] == 1
    play(state, 0, "move model=4 to=[7,13]")
    assert dice_counts(state, state.models[YAJIRI], state.models[ENEMY + 1], "ranged")["steady_aim"] == 0


# --- Air ----------------------------------------------------------------------------------------------------------
def test_air_mastery_an_air_result_also_stuns_the_pushed_defender():
    state = board({KAIKEN: ((7, 8), N), ENEMY + 1: ((7, 7), S)}, teams=("air", "fire"),
                  faces=["air", "air", "air", "fire", "fire"])
    strike(state, 0, "attack model=1 target=10")
    assert state.pending[-1].kind == DecisionKind.PUSH
    play(state, 0, "push to=[7,4] facing=0")
    assert state.models[ENEMY + 1].pos == (7, 4) and state.models[ENEMY + 1].cond["stunned"] == 1


def test_keen_eye_adds_a_die_to_ranged_attacks_not_to_shuriken():
    state = board({YAJIRI: ((7, 12), N), ENEMY + 1: ((7, 10), S)}, teams=("air", "fire"))
    assert dice_counts(state, state.models[YAJIRI], state.models[ENEMY + 1], "ranged")["keen_eye"] == 1
    shot = dice_counts(state, state.models[YAJIRI], state.models[ENEMY + 1], "shuriken")
    assert "keen_eye" not in shot and shot["attack"] == 1  # shuriken take no bonus


def test_gale_arrows_an_air_result_of_a_ranged_attack_moves_the_target():
    state = board({YAJIRI: ((7, 13), N), ENEMY + 1: ((7, 9), S)}, teams=("air", "fire"),
                  faces=["air", "air", "fire", "fire"])
    strike(state, 0, "ranged model=4 target=10")
    assert state.pending[-1].kind == DecisionKind.PUSH and state.to_act() == (0,)
    play(state, 0, "push to=[7,6] facing=0")
    assert state.models[ENEMY + 1].pos == (7, 6)


def test_the_result_buttons_say_what_the_keywords_change():
    state = board({CHUNIN: ((7, 8), N), ENEMY + 1: ((7, 7), S)}, faces=["fire", "water", "fire", "water", "fire",
                                                                       "earth", "earth"])
    strike(state, 0, "attack model=0 target=10")
    labels = {o.command.element: o.label for o in state.decision(0).options}
    assert "Fire Chunin is not Stunned" in labels["fire"]
    assert "also Stunned" not in labels["water"]
    shot = board({YAJIRI: ((7, 13), N), ENEMY + 1: ((7, 9), S)}, faces=["air", "fire", "spirit", "spirit"])
    strike(shot, 0, "ranged model=4 target=10")
    labels = {o.command.element: o.label for o in shot.decision(0).options}
    assert labels["air"] == "Air: no effect on a ranged attack"
    assert labels["fire"] == "Fire: Fire Arrows: the target is Stunned"
    thrown = board({YAJIRI: ((7, 12), N), ENEMY + 1: ((7, 10), S)}, faces=["spirit", "fire", "water"])
    strike(thrown, 0, "shuriken model=4 target=10")  # the defender keeps more dice and chooses
    labels = {o.command.element: o.label for o in thrown.decision(1).options}
    assert labels["fire"] == "Fire: no effect on a shuriken throw"  # the Arrows are the bow's


# --- the teams ----------------------------------------------------------------------------------------------------
def test_the_chunin_line_is_the_rulebooks_in_every_team():
    for team in TEAMS.values():
        line = TEAM_TYPES[team.key]["chunin"]
        assert (line.mv, line.at, line.df, line.koban) == (5, 4, 2, 20)
        assert line.keywords == ("fire_mastery", "melee_master") and line.ranged == 0
        assert [KEYWORDS[k].name for k in line.keywords] == ["Fire Mastery", "Melee Master"]
        assert team.chunin_special in ("tiger_strike", "leaping_strike")


def test_the_four_teams_differ_in_their_ninja_not_only_in_their_element():
    lines = {team: tuple((kind, t.mv, t.at, t.df, t.ranged, t.keywords) for kind, t in types.items())
             for team, types in TEAM_TYPES.items()}
    assert len(set(lines.values())) == len(TEAMS) == 4
    for a in TEAMS:
        for b in TEAMS:
            if a < b:
                differ = [kind for kind in TEAM_TYPES[a] if TEAM_TYPES[a][kind] != TEAM_TYPES[b][kind]]
                assert len(differ) >= 3, (a, b, differ)


def test_each_team_carries_keywords_of_its_own_element_on_several_figures():
    for team in TEAMS.values():
        own = [kind for kind in ROSTER
               if any(KEYWORDS[k].group == team.element for k in TEAM_TYPES[team.key][kind].keywords)]
        assert len(own) >= 5, (team.key, own)


def test_the_seat_setup_says_what_each_team_is():
    for team in TEAMS:
        note = GAME.parameter_note("team_1", team)
        assert note and TEAMS[team].name in note and len(note) < 120


# --- the computer seats -------------------------------------------------------------------------------------------
def _combat_state(teams, kind="melee"):
    state = board({CHUNIN: ((7, 8), N), ENEMY + 1: ((7, 7), S), YAJIRI: ((7, 12), N)}, teams=teams)
    attacker = YAJIRI if kind != "melee" else CHUNIN
    state.combat = Combat(attacker, ENEMY + 1, kind, False, False, 5, 2, {}, False, [])
    return state


def test_the_computer_reads_the_keywords_when_it_chooses_a_result():
    fire_vs_water = _combat_state(("fire", "water"))
    fire_vs_earth = _combat_state(("fire", "earth"))
    # a Fire Master attacker takes Fire over Water; Earth is wasted on an Earth Master
    assert result_value(fire_vs_water, 0, "fire") > result_value(fire_vs_water, 0, "water")
    assert result_value(fire_vs_earth, 0, "earth") < result_value(fire_vs_water, 0, "earth")
    # Fire Arrows make a Fire shot worth taking; a plain Yajiri's Fire shot is worth nothing
    assert result_value(_combat_state(("fire", "water"), "ranged"), 0, "fire") > 0
    assert result_value(_combat_state(("water", "fire"), "ranged"), 0, "fire") == 0


def test_the_computer_values_a_ninja_by_its_stat_line_and_keywords():
    state = board({}, teams=("earth", "water"))
    earth_kaiken, water_kaiken = state.models[KAIKEN], state.models[ENEMY + 1]
    assert worth(earth_kaiken) != worth(water_kaiken)
    assert worth(state.models[CHUNIN]) == worth(state.models[ENEMY])
    assert worth(state.models[KAIKEN]) > 1.5  # two keywords over the plain Kaiken


def test_the_computer_charges_with_fury():
    # the Fire Kaiken has Fury; the same move by a Water Kaiken earns no extra die
    fire = board({KAIKEN: ((7, 10), N), ENEMY + 1: ((7, 7), S)})
    water = board({KAIKEN: ((7, 10), N), ENEMY + 1: ((7, 7), S)}, teams=("water", "fire"))
    charge = GAME.parse_command("move model=1 to=[7,8]")
    assert command_value(fire, 0, charge) > command_value(water, 0, charge)
