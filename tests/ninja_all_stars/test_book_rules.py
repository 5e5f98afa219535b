"""The rules where an earlier reading of the rulebook differed from the book, each a test named after the rule."""

from __future__ import annotations

import pytest

from ninjatable.ai.bots import SearchBudget, make_bot
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.commands import (
    Attack,
    ChooseEdge,
    CombatCard,
    Janken,
    LeapingStrike,
    Move,
    NoCard,
    PassPlacement,
    PlaceLantern,
    Run,
    Stealth,
    TeamTest,
    TigerStrike,
)
from ninjatable.games.ninja_all_stars.data import DECK
from ninjatable.games.ninja_all_stars.geometry import distance
from ninjatable.games.ninja_all_stars.rules.combat import dice_counts, dice_totals, tiger_turn
from ninjatable.games.ninja_all_stars.rules.effects import injure
from ninjatable.games.ninja_all_stars.rules.legal import marker_squares
from ninjatable.games.ninja_all_stars.rules.setup import start_affinity_initiative
from ninjatable.games.ninja_all_stars.rules.sight import line_of_sight, seen_by_enemy
from ninjatable.games.ninja_all_stars.rules.tournament import HEALING, TRAINING, DecisionKind
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


def heal(model_id: int):
    return GAME.parse_command(f"heal model={model_id}")


def fight(attacker_faces, defender_faces, *, seats=2, placements=None):
    """The Fire Chunin (5 dice) attacks a Water Kaiken (2 dice) in front of it."""
    places = {CHUNIN: ((7, 8), N), ENEMY + 1: ((7, 7), S)}
    places.update(placements or {})
    return board(places, faces=list(attacker_faces) + list(defender_faces), seats=seats)


def window(state) -> list[tuple[int, tuple]]:
    """Answer 'no card' for every seat asked in the combat card window; returns who was asked, with what."""
    asked = []
    while state.pending and state.pending[-1].kind == DecisionKind.COMBAT_CARD:
        seat = state.to_act()[0]
        asked.append((seat, tuple(state.legal_commands(seat))))
        state.apply(seat, NoCard())
    return asked


# --- 1: the combat card window --------------------------------------------------------------------------------
def test_every_player_is_asked_in_the_combat_card_window_whatever_they_hold():
    state = fight(["void"] * 5, ["fire"] * 2, seats=3)
    play(state, 0, "attack model=0 target=10")
    asked = window(state)
    assert [seat for seat, _ in asked] == [0, 1, 2]  # the attacker first, then clockwise
    assert all(options == (NoCard(),) for _, options in asked)  # nothing playable: passing is the only option
    assert state.models[ENEMY + 1].where == HEALING


def test_the_combat_card_window_looks_the_same_whether_a_hand_holds_a_playable_card_or_not():
    logs = []
    for held in ("steady_guard", "hex_scroll"):
        state = fight(["void"] * 5, ["fire"] * 2)
        state.hands[1] = [card_id(held)]
        events = play(state, 0, "attack model=0 target=10")
        events += state.apply(0, NoCard())
        assert state.to_act() == (1,) and state.pending[-1].kind == DecisionKind.COMBAT_CARD
        decision = state.decision(1)
        assert decision is not None and decision.kind == DecisionKind.COMBAT_CARD
        events += state.apply(1, NoCard())
        logs.append([e.text_for(None) for e in events if "Dice" not in e.text_for(None)])
        assert (CombatCard(card_id(held)) in decision.commands) == (held == "steady_guard")
    assert logs[0] == logs[1]


def test_a_computer_answers_the_combat_card_window_at_once_whatever_it_holds():
    """How long a computer seat thinks in the window must not tell whether it holds a playable card: it never
    searches there, with or without one; a hint for a player in the same window still searches."""
    for held in ("steady_guard", "hex_scroll"):
        state = fight(["void"] * 5, ["fire"] * 2)
        state.hands[1] = [card_id(held)]
        play(state, 0, "attack model=0 target=10")
        state.apply(0, NoCard())
        assert state.decision(1).hides_hand
        thought = make_bot(GAME, "normal", 7).think(GAME.redact(state, 1), 1)
        assert thought.iterations == 0 and thought.command in state.legal_commands(1)
    adviser = make_bot(GAME, "normal", 7, SearchBudget(iterations=20, seconds=5.0), advises=True)
    assert adviser.think(GAME.redact(state, 1), 1).iterations == 0  # only "no card": nothing to search
    state = fight(["void"] * 5, ["fire"] * 2)
    state.hands[1] = [card_id("steady_guard")]
    play(state, 0, "attack model=0 target=10")
    state.apply(0, NoCard())
    assert adviser.think(GAME.redact(state, 1), 1).iterations == 20


# --- 2: foliage -------------------------------------------------------------------------------------------------
def test_stealth_is_lost_passing_through_foliage_unless_the_move_ends_there():
    state = board({KAIKEN: ((1, 4), N), ENEMY: ((13, 13), S)})
    model = state.models[KAIKEN]
    model.stealth = True
    play(state, 0, "move model=1 to=[2,3]")
    assert model.stealth  # the move ends in the foliage (so far)
    play(state, 0, "move model=1 to=[1,2]")
    assert not model.stealth  # the same activation's move goes on: it passed through


def test_a_ninja_in_stealth_leaves_the_foliage_it_ended_in_during_a_later_activation_unseen():
    state = board({KAIKEN: ((2, 3), N), ENEMY: ((13, 13), S)})
    model = state.models[KAIKEN]
    model.stealth = True
    play(state, 0, "move model=1 to=[1,2]")
    assert model.stealth


# --- 3: a failed dodge in Stealth -------------------------------------------------------------------------------
def test_a_failed_dodge_in_stealth_costs_the_stealth_and_the_ninja_may_retry_or_stay():
    state = board({KAIKEN: ((7, 7), N), ENEMY: ((7, 6), S)}, faces=["air", "air", "air"])
    model = state.models[KAIKEN]
    model.stealth = True
    events = play(state, 0, "move model=1 to=[7,9]")
    assert not model.stealth and model.pos == (7, 7) and "stunned" not in model.cond
    assert "tries again" not in texts(events)
    assert state.active is not None and state.active.model == KAIKEN  # it may stay and act ...
    legal = state.legal_commands(0)
    assert GAME.parse_command("attack model=1 target=9") in legal
    assert GAME.parse_command("move model=1 to=[7,9]") in legal  # ... or retry the dodge
    state.rng = Dice(["air", "air", "air"])
    play(state, 0, "move model=1 to=[7,9]")
    assert model.pos == (7, 7) and model.cond["stunned"] == 1 and state.active is None


# --- 4: the rear zone -------------------------------------------------------------------------------------------
def test_a_ninja_sees_only_through_its_front_zone_so_one_behind_it_may_hide():
    state = board({KAIKEN: ((7, 7), N), ENEMY: ((7, 6), N)})
    assert not line_of_sight(state, ENEMY, KAIKEN, may_turn=False)
    assert not seen_by_enemy(state, KAIKEN)
    assert Stealth(KAIKEN) in state.legal_commands(0)
    state.models[ENEMY].facing = S
    state.forget()
    assert seen_by_enemy(state, KAIKEN)


# --- 5: edges with three or four players ------------------------------------------------------------------------
def _to_edges(seats: int):
    state = new_game(4, seats=seats, team_3="earth", team_4="air")
    for seat, sign in enumerate(("rock",) + ("scissors",) * (seats - 1)):
        play(state, seat, f'janken sign="{sign}"')
    squares = marker_squares(state)
    for k in range(4):
        state.apply(state.to_act()[0], PlaceLantern(squares[k * 9]))
    for _ in range(seats):
        state.apply(state.to_act()[0], PassPlacement())
    return state


def test_with_three_players_the_others_play_janken_and_the_winner_picks_the_next_edge():
    state = _to_edges(3)
    play(state, 0, "give_edge seat=2")
    play(state, 2, 'choose_edge edge="north"')
    assert state.phase == "janken" and set(state.to_act()) == {0, 1}
    assert state.decision(0).prompt.startswith("Janken for the next")
    play(state, 0, 'janken sign="rock"')
    play(state, 1, 'janken sign="paper"')
    assert state.to_act() == (1,) and {c.edge for c in state.legal_commands(1)} == {"south", "east", "west"}
    play(state, 1, 'choose_edge edge="south"')
    assert state.to_act() == (0,) and {c.edge for c in state.legal_commands(0)} == {"east", "west"}
    play(state, 0, 'choose_edge edge="east"')
    assert state.phase == "deploy" and state.initiative == 2 and state.to_act() == (2,)


def test_with_four_players_each_janken_winner_picks_and_the_last_takes_the_last_edge():
    state = _to_edges(4)
    play(state, 0, "give_edge seat=1")
    play(state, 1, 'choose_edge edge="west"')
    assert set(state.to_act()) == {0, 2, 3}
    for seat, sign in ((0, "rock"), (2, "rock"), (3, "scissors")):
        state.apply(seat, Janken(sign))
    assert set(state.to_act()) == {0, 2}  # two winners play again
    state.apply(0, Janken("paper"))
    state.apply(2, Janken("rock"))
    assert set(state.legal_commands(0)) == {ChooseEdge(e) for e in ("north", "south", "east")}
    play(state, 0, 'choose_edge edge="north"')
    state.apply(2, Janken("scissors"))
    state.apply(3, Janken("rock"))
    play(state, 3, 'choose_edge edge="south"')
    assert state.phase == "deploy" and state.edges[2] == "east" and state.initiative == 1


# --- 6: smaller differences -------------------------------------------------------------------------------------
def test_after_an_action_other_than_a_run_the_activation_ends_with_the_facing_it_had():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)}, faces=["air"] * 3)
    play(state, 0, "move model=1 to=[7,11]")
    play(state, 0, "turn model=1 facing=2")
    play(state, 0, "search model=1")
    assert state.active is None and state.models[KAIKEN].activated and state.models[KAIKEN].facing == E


def test_a_ninja_may_turn_freely_during_its_activation_without_ending_it():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)})
    play(state, 0, "turn model=1 facing=6")
    assert state.models[KAIKEN].facing == W and state.active is not None and state.active.mv_left == 5
    assert GAME.parse_command("turn model=1 facing=2") in state.legal_commands(0)


def test_a_shooter_turns_to_its_target_and_its_activation_ends():
    state = board({YAJIRI: ((7, 12), S), ENEMY: ((7, 8), S)}, faces=["air", "air", "fire", "fire"])
    play(state, 0, "ranged model=4 target=9")
    window(state)
    assert state.models[YAJIRI].facing == N and state.active is None


def test_each_poison_marker_rolls_its_own_die():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)}, faces=["fire", "water"])
    state.models[KAIKEN].cond["poison"] = 2
    events = play(state, 0, "end model=1 facing=0")
    assert [e.data["dice"] for e in events if e.kind == "poison"] == [["fire"], ["water"]]
    assert state.models[KAIKEN].cond == {"stunned": 1}


def test_lucky_rerolls_the_poison_die_and_curse_forces_a_reroll_of_a_harmless_one():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)}, faces=["spirit", "fire"])
    state.models[KAIKEN].cond = {"poison": 1, "lucky": 1}
    play(state, 0, "end model=1 facing=0")
    assert state.models[KAIKEN].where == "board" and state.models[KAIKEN].cond == {}
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)}, faces=["fire", "spirit"])
    state.models[KAIKEN].cond = {"poison": 1, "curse": 1}
    play(state, 0, "end model=1 facing=0")
    assert state.models[KAIKEN].where == HEALING


def test_lucky_and_curse_touch_the_comparative_initiative_test():
    state = board({KAIKEN: ((7, 13), N), ENEMY + 1: ((3, 3), S)})
    for model in state.models:
        model.cond = {}
    state.models[KAIKEN].cond["lucky"] = 1
    # seat 0's Kaiken rolls no Fire, seat 1's one Water: Lucky rerolls seat 0's dice
    state.rng = Dice(["air"] * 3 + ["water", "air", "air"] + ["fire", "fire", "air"])
    state.janken_purpose = "round"
    start_affinity_initiative(state, [0, 1])  # one ninja each on the board: each rolls with it, unasked
    assert state.initiative == 0 and "lucky" not in state.models[KAIKEN].cond


def test_the_player_chooses_which_ninja_leaves_the_healing_house():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 1), S)})
    for model_id in (CHUNIN, KUNOICHI, YAJIRI):
        state.models[model_id].where = "board"
        injure(state, state.models[model_id], None)
    play(state, 0, "end model=1 facing=0")
    play(state, 1, "end model=9 facing=4")
    assert state.phase == "manage" and state.pending[-1].kind == DecisionKind.HEAL
    assert set(state.legal_commands(0)) == {heal(CHUNIN), heal(YAJIRI), heal(KUNOICHI)}
    play(state, 0, f"heal model={YAJIRI}")
    assert state.models[YAJIRI].where == TRAINING and state.models[CHUNIN].where == HEALING
    play(state, 0, 'manage choice="heal"')
    assert set(state.legal_commands(0)) == {heal(CHUNIN), heal(KUNOICHI)}
    play(state, 0, f"heal model={KUNOICHI}")
    assert state.models[KUNOICHI].where == TRAINING and state.models[CHUNIN].where == HEALING


def test_steady_guard_gives_no_dice_to_a_chunin_that_made_a_tiger_strike():
    state = board({ENEMY + 1: ((7, 8), N), CHUNIN: ((7, 7), S)}, turn=1, faces=["void"] * 4)
    state.models[CHUNIN].no_defence = True
    state.hands[0] = [card_id("steady_guard")]
    play(state, 1, "attack model=10 target=0")
    asked = window(state)
    assert asked[1] == (0, (NoCard(),))
    assert state.models[CHUNIN].where == HEALING  # no defence dice: the Void result injures it


def test_kiai_adds_dice_only_to_melee_attacks():
    state = board({YAJIRI: ((7, 12), N), ENEMY: ((7, 8), S)}, faces=["air"] * 4)
    state.hands[0] = [card_id("kiai")]
    play(state, 0, "ranged model=4 target=9")
    assert state.to_act() == (0,) and state.legal_commands(0) == [NoCard()]


def test_a_ninja_next_to_a_lantern_may_not_enter_stealth():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((3, 3), S)})
    state.lanterns = {(7, 12)}
    state.forget()
    assert Stealth(KAIKEN) not in state.legal_commands(0)
    state.hands[0] = [card_id("smoke_bomb")]
    state.forget()
    assert not any(getattr(c, "card", None) == card_id("smoke_bomb") for c in state.legal_commands(0))


def test_when_both_teams_reach_six_at_once_the_end_names_both_and_the_victory_is_shared():
    state = fight(["fire"] * 5, ["earth"] * 2, placements={KAIKEN: ((6, 9), N)})
    state.scores = [5, 5]
    state.models[KAIKEN].cond["stunned"] = 2  # Fire stuns the attacker's neighbours too
    state.models[ENEMY + 1].cond["stunned"] = 2
    play(state, 0, "attack model=0 target=10")
    window(state)
    assert state.is_over() and state.outcome().winners == (0, 1)
    assert "share" in state.end_reason and all(state.seat_name(s) in state.end_reason for s in (0, 1))


def test_with_the_affinity_option_the_next_edge_is_still_played_for_with_janken():
    """The players without an edge play janken for the next one whatever the initiative option: the comparative
    test needs a ninja on the board, and none is deployed yet."""
    state = new_game(4, seats=3, team_3="earth", initiative="affinity")
    for seat, sign in enumerate(("rock", "scissors", "scissors")):
        play(state, seat, f'janken sign="{sign}"')
    squares = marker_squares(state)
    for k in range(4):
        state.apply(state.to_act()[0], PlaceLantern(squares[k * 9]))
    for _ in range(3):
        state.apply(state.to_act()[0], PassPlacement())
    first = state.initiative
    named = (first + 1) % 3
    play(state, first, f"give_edge seat={named}")
    play(state, named, 'choose_edge edge="north"')
    assert state.phase == "janken" and set(state.to_act()) == {0, 1, 2} - {named}


# --- 7: shuriken take no bonus ----------------------------------------------------------------------------------
def test_shuriken_take_no_bonus_so_keen_eye_adds_no_die_to_them():
    state = board({YAJIRI: ((7, 12), N), ENEMY + 1: ((7, 10), S)}, teams=("air", "water"),
                  faces=["earth", "fire", "fire"])
    yajiri, target = state.models[YAJIRI], state.models[ENEMY + 1]
    assert dice_totals(dice_counts(state, yajiri, target, "shuriken"), False)[0] == 1
    assert dice_totals(dice_counts(state, yajiri, target, "ranged"), False)[0] == 2  # Keen Eye: its bow only
    events = strike(state, 0, "shuriken model=4 target=10")
    assert [len(e.data["attack_dice"]) for e in events if e.kind == "dice"] == [1]


@pytest.mark.parametrize("team, element", [("fire", "fire"), ("air", "air"), ("water", "water")])
def test_shuriken_take_no_bonus_so_the_arrows_leave_their_results_without_effect(team, element):
    """Fire, Gale and Tide Arrows are the bow's: a shuriken's Fire, Air or Water result does nothing."""
    state = board({YAJIRI: ((7, 12), N), ENEMY + 1: ((7, 10), S)}, teams=(team, "earth"), faces=[element])
    target = state.models[ENEMY + 1]
    target.no_defence = True  # the thrower's one die is the only one left: its element is the result
    strike(state, 0, "shuriken model=4 target=10")
    assert state.combat is None and not state.pending and state.active is None
    assert target.pos == (7, 10) and "stunned" not in target.cond
    assert state.models[YAJIRI].pos == (7, 12)


# --- 8: a Leaping Strike from Stealth ---------------------------------------------------------------------------
def _leaper(placements, faces):
    """The Water Chunin (Leaping Strike) in Stealth, in seat 1's turn."""
    state = board(placements, turn=1, faces=faces)
    for model in state.models:
        model.cond = {}
    state.models[ENEMY].stealth = True
    return state


def test_a_failed_dodge_in_the_leap_of_a_leaping_strike_from_stealth_costs_the_stealth_and_the_chunin_may_retry_or_stay():
    state = _leaper({ENEMY: ((4, 13), N), KAIKEN: ((4, 14), N), KUNOICHI: ((8, 13), S)}, ["air"] * 3)
    chunin = state.models[ENEMY]
    events = play(state, 1, "leaping_strike model=9 to=[7,13] target=6")
    assert chunin.pos == (4, 13) and not chunin.stealth and "stunned" not in chunin.cond
    assert "loses Stealth instead" in texts(events)
    assert state.active is not None and state.active.model == ENEMY and state.combat is None
    legal = state.legal_commands(1)
    assert LeapingStrike(ENEMY, (7, 13), KUNOICHI) in legal  # it may leap again (now an ordinary dodge) ...
    assert LeapingStrike(ENEMY, (4, 13), KAIKEN) in legal  # ... or stay and strike from where it stands
    assert not any(isinstance(c, Move | Run | Attack) for c in legal)  # the Leaping Strike is under way
    assert "Leaping Strike is under way" in state.why_illegal(1, Move(ENEMY, (4, 12)))
    state.rng = Dice(["water", "air", "air"] + ["void"] * 5 + ["air"] * 1)
    strike(state, 1, "leaping_strike model=9 to=[7,13] target=6")
    assert chunin.pos == (7, 13) and state.models[KUNOICHI].where == HEALING
    assert chunin.cond.get("slow") == 1 and state.active is None


def test_after_a_held_leap_the_chunin_leaps_only_what_is_left_of_its_three_squares():
    # every square around the Chunin is in an enemy's zone: the leap dodges twice
    state = _leaper({ENEMY: ((4, 13), N), KAIKEN: ((4, 14), N), KAIKEN + 1: ((4, 11), S), KUNOICHI: ((8, 13), S)},
                    ["water", "air", "air"] + ["air"] * 3)
    chunin = state.models[ENEMY]
    play(state, 1, "leaping_strike model=9 to=[7,13] target=6")
    held = chunin.pos
    assert held != (4, 13) and distance(held, (4, 13)) == 1 and not chunin.stealth
    leaps = [c for c in state.legal_commands(1) if isinstance(c, LeapingStrike)]
    assert leaps and all(distance(c.to, held) <= 2 for c in leaps)
    assert LeapingStrike(ENEMY, (7, 13), KUNOICHI) in leaps  # two squares on
    state.rng = Dice(["air"] * 3)
    play(state, 1, "leaping_strike model=9 to=[7,13] target=6")  # no Stealth left: an ordinary failed dodge
    assert chunin.pos == held and chunin.cond["stunned"] == 1 and state.active is None


# --- 9: the initiative by affinity test ends Stealth ------------------------------------------------------------
def test_a_ninja_in_stealth_that_rolls_the_affinity_test_for_the_initiative_loses_its_stealth():
    state = board({KAIKEN: ((7, 13), N), ENEMY + 1: ((3, 3), S)})
    for model in state.models:
        model.cond = {}
    state.models[KAIKEN].stealth = True
    state.rng = Dice(["fire", "air", "air"] + ["air"] * 3)
    state.janken_purpose = "round"
    events = len(state.events)
    start_affinity_initiative(state, [0, 1])
    assert state.initiative == 0 and not state.models[KAIKEN].stealth
    assert "rolls for the initiative and loses Stealth" in texts(state.events[events:])


# --- 10: the Tiger Strike's +3 AT lasts until the end of the turn -----------------------------------------------
def test_tiger_strike_adds_three_attack_dice_until_the_end_of_the_chunins_turn():
    """The book gives the Tiger Strike +3 AT until the end of the turn (a player's turn is the activation of one
    ninja) and no defence dice for the rest of the round: with Haste's second action the Chunin's next attack in
    the same turn rolls the three dice too, and is not a second Tiger Strike; once the turn is over they are
    gone, while the lost defence stays."""
    state = board({CHUNIN: ((7, 8), N), ENEMY + 1: ((7, 7), S), ENEMY + 2: ((8, 7), S), ENEMY + 3: ((12, 2), S)},
                  faces=["void"] * 8 + ["earth"] * 3)
    chunin = state.models[CHUNIN]
    chunin.cond["haste"] = 1
    events = strike(state, 0, f"tiger_strike model={CHUNIN} target={ENEMY + 1}")
    first = next(e for e in events if e.kind == "attack")
    assert first.data["parts"]["tiger_strike"] == 3 and "8 dice" in first.text_for(None)  # Void alone is left: chosen
    assert state.models[ENEMY + 1].where == HEALING and state.active is not None, "Haste: a second action"
    assert chunin.no_defence and tiger_turn(state, chunin)
    legal = state.legal_commands(0)
    assert Attack(CHUNIN, ENEMY + 2) in legal and TigerStrike(CHUNIN, ENEMY + 2) not in legal
    assert "holds for every attack until the turn ends" in state.why_illegal(0, TigerStrike(CHUNIN, ENEMY + 2))
    state.rng = Dice(["void"] * 8 + ["earth"] * 2)
    events = strike(state, 0, f"attack model={CHUNIN} target={ENEMY + 2}")
    second = next(e for e in events if e.kind == "attack")
    assert second.data["parts"]["tiger_strike"] == 3 and "8 dice" in second.text_for(None)
    assert state.active is None or state.active.model != CHUNIN, "the turn is over"
    assert chunin.no_defence and not tiger_turn(state, chunin)
    assert dice_counts(state, chunin, state.models[ENEMY + 3], "melee")["tiger_strike"] == 0


# --- 11: the player chooses the ninja that rolls the initiative test for the team -------------------------------
def _initiative_test(placements, faces=(), initiative=0):
    """A state where the round's comparative initiative test begins, with these ninja on the board."""
    state = board(placements, faces=list(faces), turn=initiative)
    for model in state.models:
        model.cond = {}
    state.janken_purpose = "round"
    state.initiative_mode = "affinity"
    start_affinity_initiative(state, [0, 1])
    return state


def test_for_a_team_test_the_player_chooses_one_of_its_ninja_on_the_board_to_roll_it():
    """The book: a test for the whole team is taken by one figure on the board that its player chooses. Each
    player chooses in turn from the one with the initiative, every choice seen by all, then the chosen ninja
    roll (the Madoushi's Focus gives it four dice)."""
    state = _initiative_test({KAIKEN: ((7, 13), N), MADOUSHI: ((9, 13), N), ENEMY + 1: ((3, 3), S),
                              ENEMY + 2: ((5, 3), S)},
                             faces=["air", "air", "air", "fire"] + ["air", "air", "air"], initiative=1)
    assert state.phase == "team_test" and state.to_act() == (1,), "the player with the initiative chooses first"
    assert set(state.legal_commands(1)) == {TeamTest(ENEMY + 1), TeamTest(ENEMY + 2)}
    play(state, 1, f"team_test model={ENEMY + 2}")
    assert state.to_act() == (0,)
    decision = state.decision(0)
    assert decision.kind == DecisionKind.TEAM_TEST and "choose the ninja" in decision.prompt
    assert {o.command for o in decision.options} == {TeamTest(KAIKEN), TeamTest(MADOUSHI)}  # not the Chunin
    assert {o.group for o in decision.options} == {"Fire Kaiken 1", "Fire Madoushi"}
    assert "4 dice" in decision.label_of(TeamTest(MADOUSHI))
    assert "own ninja on the board" in state.refusal(0, TeamTest(CHUNIN))
    assert "own ninja on the board" in state.refusal(0, TeamTest(ENEMY + 1))
    events = play(state, 0, f"team_test model={MADOUSHI}")
    rolls = [e for e in events if e.kind == "affinity"]
    assert [len(e.data["dice"]) for e in rolls] == [3, 4] and "with Fire Madoushi" in rolls[1].text_for(None)
    assert state.initiative == 0 and state.phase == "activation"


def test_the_ninja_chosen_for_the_initiative_rolls_again_when_the_test_is_tied():
    state = _initiative_test({KAIKEN: ((7, 13), N), KAIKEN + 1: ((9, 13), N), ENEMY + 1: ((3, 3), S)},
                             faces=["air"] * 3 + ["air"] * 3 + ["fire", "air", "air"] + ["air"] * 3)
    events = play(state, 0, f"team_test model={KAIKEN + 1}")
    rolls = [e.text_for(None) for e in events if e.kind == "affinity"]
    assert len(rolls) == 4 and all("with Fire Kaiken 2" in text for text in rolls[0::2])
    assert state.initiative == 0


def test_a_player_with_a_single_ninja_on_the_board_rolls_with_it_unasked():
    state = _initiative_test({KAIKEN: ((7, 13), N), MADOUSHI: ((9, 13), N), ENEMY + 1: ((3, 3), S)},
                             initiative=1)
    assert "Water Kaiken 1 rolls for the initiative" in texts(state.events)
    assert state.phase == "team_test" and state.to_act() == (0,)
    play(state, 0, f"team_test model={KAIKEN}")
    assert state.phase == "activation"


def test_a_player_with_no_ninja_on_the_board_cannot_take_the_initiative_test_and_loses_it():
    """Our reading: the test needs a figure on the board; a player without one drops out of it, and the one left
    takes the initiative without a roll."""
    state = board({KAIKEN: ((7, 13), N), MADOUSHI: ((9, 13), N)}, turn=1)
    state.janken_purpose = "round"
    start_affinity_initiative(state, [0, 1])
    assert state.initiative == 0 and state.phase == "activation"
    assert "cannot roll for the initiative" in texts(state.events)
    assert not any(e.kind == "affinity" for e in state.events)


def test_when_no_player_in_the_initiative_test_has_a_ninja_on_the_board_janken_decides():
    state = board({}, turn=1)
    state.janken_purpose = "round"
    start_affinity_initiative(state, [0, 1])
    assert state.phase == "janken" and set(state.to_act()) == {0, 1}


def test_with_the_affinity_option_a_new_round_begins_with_the_team_test_in_place_of_janken():
    state = board({KAIKEN: ((7, 13), N), MADOUSHI: ((9, 13), N), ENEMY + 1: ((3, 3), S), ENEMY + 2: ((5, 3), S)})
    state.initiative_mode = "affinity"
    play(state, 0, f"end model={KAIKEN} facing=0")
    play(state, 1, f"end model={ENEMY + 1} facing=4")
    play(state, 0, f"end model={MADOUSHI} facing=0")
    play(state, 1, f"end model={ENEMY + 2} facing=4")
    while state.phase == "manage":
        seat = state.to_act()[0]
        state.apply(seat, state.legal_commands(seat)[0])
    assert state.round_no == 2 and state.phase == "team_test"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_computer_level_rolls_for_the_initiative_with_the_most_dice_unless_that_ninja_would_leave_stealth(
        level):
    budget = SearchBudget(iterations=30, seconds=5.0) if level != "easy" else None
    state = _initiative_test({KAIKEN: ((7, 13), N), MADOUSHI: ((9, 13), N), ENEMY + 1: ((3, 3), S),
                              ENEMY + 2: ((5, 3), S)})
    bot = make_bot(GAME, level, 3, budget)
    assert bot.choose(GAME.redact(state, 0), 0) == TeamTest(MADOUSHI), "the Madoushi's Focus: four dice"
    state.models[MADOUSHI].stealth = True
    state.forget()
    assert bot.choose(GAME.redact(state, 0), 0) == TeamTest(KAIKEN), "not at the cost of the Madoushi's Stealth"
    state.models[KAIKEN].stealth = True
    state.forget()
    assert bot.choose(GAME.redact(state, 0), 0) == TeamTest(MADOUSHI), "both hide: the most dice again"
