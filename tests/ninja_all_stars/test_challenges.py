"""The rules of the six challenges beyond Brawl and Search, each a test named after the rule, and the objectives
marked on the arenas."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ninjatable.engine.errors import IllegalCommand, MapError
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.commands import Deploy, Janken, TakeObjective
from ninjatable.games.ninja_all_stars.data import CHALLENGES
from ninjatable.games.ninja_all_stars.map import load_arena
from ninjatable.games.ninja_all_stars.rules.challenges import guards_watch, messenger_walks
from ninjatable.games.ninja_all_stars.rules.effects import injure
from ninjatable.games.ninja_all_stars.rules.legal import marker_squares
from ninjatable.games.ninja_all_stars.rules.manage import end_round
from ninjatable.games.ninja_all_stars.rules.tournament import BOARD, HEALING, TRAINING
from ninjatable.games.ninja_all_stars.rules.turns import start_management
from ninjatable.paths import maps_dir
from tests.ninja_all_stars.helpers import CHUNIN, ENEMY, KAIKEN, KUNOICHI, board, new_game, play, strike

N, E, S, W = 0, 2, 4, 6


def _with_tilesets(folder: Path) -> None:
    for tileset in maps_dir().glob("*.tsx"):
        shutil.copy(tileset, folder / tileset.name)


def challenge_board(challenge: str, placements, faces=None, seats: int = 2):
    state = board(placements, challenge=challenge, faces=faces, seats=seats)
    state.events = []
    state.forget()
    return state


# --- every challenge -------------------------------------------------------------------------------------------
def test_every_challenge_has_setup_scoring_length_win_and_a_one_line_summary():
    assert len(CHALLENGES) == 8
    for key, challenge in CHALLENGES.items():
        assert challenge.rounds == 6 and challenge.players == (2, 3, 4)
        assert challenge.summary and len(challenge.summary) <= 90, key
        assert GAME.parameter_note("challenge", key) == challenge.summary


def test_three_or_four_players_field_four_ninja_each_two_players_five():
    assert all(c.fielded(2) == 5 and c.fielded(3) == 4 and c.fielded(4) == 4 for c in CHALLENGES.values())


def test_a_challenge_needing_objectives_is_refused_on_a_ground_without_them(tmp_path, monkeypatch):
    source = (maps_dir() / "nas_sakura_garden.tmx").read_text(encoding="utf-8")
    start = source.index(' <objectgroup id="6" name="objectives">')
    end = source.index("</objectgroup>", start) + len("</objectgroup>\n")
    plain = tmp_path / "nas_plain.tmx"
    _with_tilesets(tmp_path)
    plain.write_text(source[:start] + source[end:], encoding="utf-8")
    monkeypatch.setattr("ninjatable.games.ninja_all_stars.map.user_maps_dir", lambda: tmp_path)
    assert GAME.new_state(2, 1, {"arena": "nas_plain", "challenge": "assassination"}).challenge.key == "assassination"
    with pytest.raises(ValueError, match="King of the Hill cannot be played on Sakura Garden: the ground marks no hill"):
        GAME.new_state(2, 1, {"arena": "nas_plain", "challenge": "king-of-the-hill"})


@pytest.mark.parametrize("challenge", ["king-of-the-hill", "infiltration", "capture-the-medal", "messenger"])
def test_lanterns_and_shrines_keep_off_the_challenges_objectives(challenge):
    state = new_game(1, challenge=challenge)
    objectives = state.arena.objectives
    used = {"king-of-the-hill": objectives.hill, "infiltration": set(objectives.target_squares),
            "capture-the-medal": set(objectives.medal_spots), "messenger": set(objectives.route)}[challenge]
    assert used and not used & set(marker_squares(state))


# --- Assassination ---------------------------------------------------------------------------------------------
def test_assassination_an_injured_enemy_chunin_scores_three_points_any_other_enemy_one():
    state = challenge_board("assassination", {ENEMY: ((7, 7), N), ENEMY + 1: ((3, 3), N)})
    injure(state, state.models[ENEMY], 0)
    assert state.scores == [3, 0]
    injure(state, state.models[ENEMY + 1], 0)
    assert state.scores == [4, 0]


def test_assassination_the_first_team_to_eight_points_wins_at_once():
    state = challenge_board("assassination", {ENEMY: ((7, 7), N)})
    state.scores = [5, 0]
    injure(state, state.models[ENEMY], 0)
    assert state.over and state.outcome().winners == (0,)


def test_assassination_the_chunin_is_deployed_first():
    state = new_game(3, challenge="assassination")
    while state.phase != "deploy":
        seat = state.to_act()[0]
        legal = state.legal_commands(seat)
        state.apply(seat, Janken(("rock", "scissors")[seat]) if state.phase == "janken" else legal[0])
    seat = state.to_act()[0]
    chunin = seat * 9 + CHUNIN
    assert {c.model for c in state.legal_commands(seat) if isinstance(c, Deploy)} == {chunin}
    square = next(c.square for c in state.legal_commands(seat))
    assert state.refusal(seat, Deploy(chunin + 1, square)) == "In Assassination your Chunin is deployed first."
    state.apply(seat, Deploy(chunin, square))
    assert state.models[chunin].where == BOARD


# --- Champion -------------------------------------------------------------------------------------------------
def test_champion_an_injury_in_an_attack_of_your_chunin_scores_two():
    state = challenge_board("champion", {CHUNIN: ((7, 8), N), ENEMY + 1: ((7, 7), S)},
                            faces=["void"] * 5 + ["fire", "fire"])
    strike(state, 0, "attack model=0 target=10")
    assert state.models[ENEMY + 1].where == HEALING and state.scores == [2, 0]


def test_champion_injuries_by_the_other_ninja_score_nothing_but_an_enemy_chunin_scores_two():
    state = challenge_board("champion", {KAIKEN: ((7, 8), N), ENEMY + 1: ((7, 7), S), ENEMY: ((3, 3), N)},
                            faces=["void"] * 3 + ["fire", "fire"])
    strike(state, 0, "attack model=1 target=10")
    assert state.models[ENEMY + 1].where == HEALING and state.scores == [0, 0]
    injure(state, state.models[ENEMY], 0)
    assert state.scores == [2, 0]


# --- King of the Hill ---------------------------------------------------------------------------------------------
def test_king_of_the_hill_the_team_with_most_ninja_on_the_hill_scores_two_at_the_end_of_the_round():
    state = challenge_board("king-of-the-hill", {CHUNIN: ((6, 7), N), KAIKEN: ((9, 10), N), ENEMY: ((6, 10), S),
                                                 ENEMY + 1: ((2, 2), S)})
    start_management(state)
    assert state.scores == [2, 0]


def test_king_of_the_hill_teams_tied_for_the_most_score_one_each():
    state = challenge_board("king-of-the-hill", {CHUNIN: ((6, 7), N), ENEMY: ((6, 10), S)})
    start_management(state)
    assert state.scores == [1, 1]


def test_king_of_the_hill_nobody_on_the_hill_scores_nothing_and_the_most_points_after_round_six_win():
    state = challenge_board("king-of-the-hill", {CHUNIN: ((2, 2), N)})
    start_management(state)
    assert state.scores == [0, 0]
    state.round_no, state.scores = 6, [5, 3]
    end_round(state)
    assert state.over and state.outcome().winners == (0,)


# --- Intercept the Messenger ------------------------------------------------------------------------------------
def test_messenger_sets_out_with_three_scrolls_and_walks_two_squares_at_the_end_of_every_round():
    state = challenge_board("messenger", {})
    road = state.arena.objectives.route
    assert state.figures == {road[0]: "messenger"} and state.scrolls == 3
    start_management(state)
    assert state.figures == {road[2]: "messenger"}


def test_messenger_is_stopped_by_a_ninja_on_its_road():
    road = new_game(1, challenge="messenger").arena.objectives.route
    state = challenge_board("messenger", {ENEMY: (road[2], N)})
    messenger_walks(state)
    assert state.figures == {road[1]: "messenger"}


def test_messenger_leaving_the_ground_ends_the_challenge():
    state = challenge_board("messenger", {})
    state.figures = {state.arena.objectives.route[-1]: "messenger"}
    state.messenger_step = len(state.arena.objectives.route) - 1
    messenger_walks(state)
    assert state.over and "leaves the ground" in state.end_reason and not state.figures


def test_messenger_blocks_movement():
    road = new_game(1, challenge="messenger").arena.objectives.route
    state = challenge_board("messenger", {KUNOICHI: ((road[0][0], road[0][1] + 1), N)})
    with pytest.raises(IllegalCommand):
        play(state, 0, f"move model={KUNOICHI} to=[{road[0][0]},{road[0][1]}]")


def test_snatching_a_scroll_is_an_affinity_test_worth_two_points():
    road = new_game(1, challenge="messenger").arena.objectives.route
    beside = (road[0][0], road[0][1] + 1)
    placed = {CHUNIN: (beside, N), KAIKEN: ((beside[0] + 1, beside[1]), N)}
    failing = challenge_board("messenger", placed, faces=["water"] * 4)
    command = TakeObjective(CHUNIN, road[0])
    assert command in failing.legal_commands(0)
    failing.apply(0, command)  # no Fire: fails
    assert failing.scores == [0, 0] and failing.scrolls == 3
    passing = challenge_board("messenger", placed, faces=["fire", "water", "water"])
    passing.apply(0, TakeObjective(KAIKEN, road[0]))
    assert passing.scores == [2, 0] and passing.scrolls == 2


def test_the_last_scroll_taken_ends_the_challenge():
    road = new_game(1, challenge="messenger").arena.objectives.route
    state = challenge_board("messenger", {CHUNIN: ((road[0][0], road[0][1] + 1), N)}, faces=["fire"] * 4)
    state.scrolls = 1
    state.apply(0, TakeObjective(CHUNIN, road[0]))
    assert state.over and state.scores == [2, 0] and "last scroll" in state.end_reason


# --- Infiltration ------------------------------------------------------------------------------------------------
def test_infiltration_in_stealth_succeeds_without_a_test_and_the_ninja_slips_back_to_its_training_ground():
    target = new_game(1, challenge="infiltration").arena.objectives.target_squares[0]
    state = challenge_board("infiltration", {KUNOICHI: (target, N)})
    state.models[KUNOICHI].stealth = True
    events = state.apply(0, TakeObjective(KUNOICHI, target))
    assert state.scores == [3, 0] and state.models[KUNOICHI].where == TRAINING
    assert not any(e.kind == "affinity" for e in events)
    assert (0, target) in state.infiltrated


def test_infiltration_out_of_stealth_needs_an_affinity_test():
    target = new_game(1, challenge="infiltration").arena.objectives.target_squares[0]
    state = challenge_board("infiltration", {CHUNIN: (target, N)}, faces=["water"] * 4)
    state.apply(0, TakeObjective(CHUNIN, target))
    assert state.scores == [0, 0] and state.models[CHUNIN].where == BOARD


def test_infiltration_each_team_infiltrates_each_target_square_once():
    target = new_game(1, challenge="infiltration").arena.objectives.target_squares[0]
    state = challenge_board("infiltration", {CHUNIN: (target, N)})
    state.infiltrated.add((0, target))
    state.forget()
    assert TakeObjective(CHUNIN, target) not in state.legal_commands(0)
    assert "once per team" in state.refusal(0, TakeObjective(CHUNIN, target))


def test_guards_close_in_on_a_ninja_not_in_stealth_and_strike_it():
    state = challenge_board("infiltration", {}, faces=["water"] * 4)
    post = state.arena.objectives.guard_posts[0]
    spot = (post[0] - 1, post[1] + 2)  # within reach of this guard only
    state.place(state.models[CHUNIN], spot)
    state.models[CHUNIN].where = BOARD
    guards_watch(state, state.models[CHUNIN])
    assert max(abs(state.guards[0][0] - spot[0]), abs(state.guards[0][1] - spot[1])) == 1
    assert state.models[CHUNIN].cond.get("stunned") == 1
    assert state.figures[state.guards[0]] == "guard" and post not in state.figures


def test_guards_do_not_notice_a_ninja_in_stealth_and_walk_back_to_their_posts():
    state = challenge_board("infiltration", {})
    post = state.arena.objectives.guard_posts[0]
    state.figures.pop(post)
    state.guards[0] = (post[0], post[1] + 2)
    state.figures[state.guards[0]] = "guard"
    spot = (post[0], post[1] + 3)
    state.place(state.models[KUNOICHI], spot)
    state.models[KUNOICHI].where = BOARD
    state.models[KUNOICHI].stealth = True
    guards_watch(state, state.models[KUNOICHI])
    assert state.guards[0] == post and not state.models[KUNOICHI].cond


# --- Capture the Medal ---------------------------------------------------------------------------------------------
def test_capture_the_medal_a_ninja_next_to_a_medal_takes_it_and_carries_one_at_most():
    spots = new_game(1, challenge="capture-the-medal").arena.objectives.medal_spots
    medal = spots[1]
    state = challenge_board("capture-the-medal", {KUNOICHI: ((medal[0], medal[1] + 1), N)})
    state.apply(0, TakeObjective(KUNOICHI, medal))
    assert KUNOICHI in state.carriers and medal not in state.medals
    state.medals.add(medal)
    assert not [c for c in state.legal_commands(0) if isinstance(c, TakeObjective)]


def test_capture_the_medal_a_carrier_ending_its_activation_in_its_own_zone_scores_three():
    state = challenge_board("capture-the-medal", {KUNOICHI: ((7, 13), N)})  # seat 0 deploys on the south edge
    state.carriers.add(KUNOICHI)
    play(state, 0, f"move model={KUNOICHI} to=[7,14]")
    play(state, 0, f"end model={KUNOICHI} facing=0")
    assert state.scores == [3, 0] and not state.carriers


def test_capture_the_medal_an_injured_carrier_drops_the_medal_where_it_stood():
    state = challenge_board("capture-the-medal", {KUNOICHI: ((3, 3), N)})
    state.carriers.add(KUNOICHI)
    injure(state, state.models[KUNOICHI], 1)
    assert (3, 3) in state.medals and not state.carriers


def test_capture_the_medal_the_last_medal_brought_home_ends_the_challenge():
    state = challenge_board("capture-the-medal", {KUNOICHI: ((7, 14), N)})
    state.medals = set()
    state.carriers = {KUNOICHI}
    play(state, 0, f"end model={KUNOICHI} facing=0")
    assert state.over and "last medal" in state.end_reason


# --- the objectives layer of a ground -------------------------------------------------------------------------------
def _broken_copy(tmp_path: Path, old: str, new: str) -> Path:
    target = tmp_path / "nas_broken.tmx"
    _with_tilesets(tmp_path)
    shutil.copy(maps_dir() / "nas_sakura_garden.tmx", target)
    text = target.read_text(encoding="utf-8")
    assert old in text
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    return target


@pytest.mark.parametrize(("old", "new", "problem"), [
    ('name="hill" type="hill" x="192" y="224"', 'name="hill" type="hill" x="0" y="224"',
     "the hill's square (0, 7) lies within 1 square of a deployment zone"),
    ('type="guard_post" x="176" y="144"', 'type="guard_post" x="112" y="112"',
     "guard post (3, 3) is on elevated terrain"),
    ('<property name="step" type="int" value="2"/>', '<property name="step" type="int" value="3"/>',
     "without a gap"),
    ('type="medal_spot"', 'type="trophy"', "unknown type 'trophy'"),
])
def test_a_broken_objectives_layer_names_the_file_the_layer_and_the_problem(tmp_path, old, new, problem):
    path = _broken_copy(tmp_path, old, new)
    with pytest.raises(MapError) as caught:
        load_arena(path)
    assert caught.value.layer == "objectives" and problem in caught.value.problem
    assert "nas_broken.tmx" in str(caught.value)


def test_the_shipped_arenas_mark_every_objective():
    for name in ("nas_sakura_garden", "nas_moon_temple"):
        objectives = load_arena(maps_dir() / f"{name}.tmx").objectives
        assert objectives.hill and len(objectives.target_squares) == 4 and len(objectives.guard_posts) == 4
        assert len(objectives.medal_spots) == 3 and len(objectives.route) == 11
        assert all(objectives.lacks(kind) is None for kind in ("hill", "infiltration", "medals", "messenger"))
