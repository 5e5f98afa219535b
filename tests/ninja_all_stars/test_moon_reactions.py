"""The moon cards played in another player's turn or in the management (our design): Kawarimi in the combat
window, Tripwire after an enemy's move, Dawn Raid in the management."""

from __future__ import annotations

from collections import Counter

from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.commands import CombatCard, ManageCard, NoCard, React
from ninjatable.games.ninja_all_stars.data import DECK, MOON_PHASES
from ninjatable.games.ninja_all_stars.rules.tournament import HEALING, DecisionKind
from tests.ninja_all_stars.helpers import CHUNIN, ENEMY, KAIKEN, board, new_game, play

N, E, S, W = 0, 2, 4, 6


def card_id(key: str, copy: int = 0) -> int:
    return [i for i, c in enumerate(DECK) if c.key == key][copy]


def test_the_deck_keeps_52_cards_four_of_each_and_a_shuffle_that_follows_the_seed():
    assert len(DECK) == 52 and set(Counter(c.key for c in DECK).values()) == {4}
    timings = {c.timing for c in DECK}
    assert {"combat_escape", "reaction_move", "management"} <= timings
    hands = []
    for _ in range(2):
        state = new_game(11)
        play(state, 0, 'janken sign="rock"')
        play(state, 1, 'janken sign="scissors"')
        hands.append((state.hands, state.deck))
    assert hands[0] == hands[1]


# --- Kawarimi ------------------------------------------------------------------------------------------------
def _attacked(card: str, moon: str = "spirit", faces=("void",) * 5):
    state = board({CHUNIN: ((7, 8), N), ENEMY + 1: ((7, 7), S)}, faces=list(faces))
    state.hands[1] = [card_id(card)]
    state.moon = MOON_PHASES.index(moon)
    play(state, 0, "attack model=0 target=10")
    state.apply(0, NoCard())
    return state


def test_kawarimi_cancels_the_attack_before_the_dice_are_rolled():
    state = _attacked("kawarimi")
    assert CombatCard(card_id("kawarimi")) in state.legal_commands(1)
    events = state.apply(1, CombatCard(card_id("kawarimi")))
    assert not any(e.kind == "dice" for e in events)
    assert state.models[ENEMY + 1].where == "board" and state.combat is None
    assert state.active is None and state.models[CHUNIN].activated  # the attack was the Chunin's action
    assert card_id("kawarimi") in state.discard


def test_kawarimi_in_its_moon_phase_also_hides_the_defender():
    state = _attacked("kawarimi", moon="void")
    state.apply(1, CombatCard(card_id("kawarimi")))
    assert state.models[ENEMY + 1].stealth


def test_kawarimi_is_played_only_for_the_defender():
    state = board({CHUNIN: ((7, 8), N), ENEMY + 1: ((7, 7), S)}, faces=["void"] * 5)
    state.hands[0] = [card_id("kawarimi")]
    play(state, 0, "attack model=0 target=10")
    assert state.legal_commands(0) == [NoCard()]


# --- Tripwire ------------------------------------------------------------------------------------------------
def test_tripwire_stuns_an_enemy_ninja_that_stops_in_the_zone_of_your_ninja():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 9), S)})
    state.hands[1] = [card_id("tripwire")]
    play(state, 0, "move model=1 to=[7,10]")
    assert state.to_act() == (1,) and state.pending[-1].kind == DecisionKind.REACTION
    assert set(state.legal_commands(1)) == {React(card_id("tripwire")), NoCard()}
    state.apply(1, React(card_id("tripwire")))
    assert state.models[KAIKEN].cond == {"stunned": 1}
    assert state.to_act() == (0,) and state.active is not None  # its activation goes on


def test_tripwire_in_its_moon_phase_also_ends_the_enemys_activation():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 9), S)})
    state.hands[1] = [card_id("tripwire")]
    state.moon = MOON_PHASES.index("earth")
    play(state, 0, "move model=1 to=[7,10]")
    state.apply(1, React(card_id("tripwire")))
    assert state.active is None and state.models[KAIKEN].activated and state.to_act() == (1,)


def test_a_third_stun_from_tripwire_injures_and_scores():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 9), S)})
    state.hands[1] = [card_id("tripwire")]
    play(state, 0, "move model=1 to=[7,10]")
    state.models[KAIKEN].cond["stunned"] = 2
    state.apply(1, React(card_id("tripwire")))
    assert state.models[KAIKEN].where == HEALING and state.scores == [0, 1] and state.active is None


def test_every_player_with_a_ninja_next_to_the_mover_is_asked_whatever_they_hold():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 9), S), 18: ((1, 1), S)}, seats=3)
    state.hands[1] = [card_id("hex_scroll")]  # nothing to react with: passing is still asked for
    state.hands[2] = [card_id("tripwire")]  # far away: not asked
    events = play(state, 0, "move model=1 to=[7,10]")
    assert state.to_act() == (1,) and state.legal_commands(1) == [NoCard()]
    decision = state.decision(1)
    assert decision is not None and decision.kind == DecisionKind.REACTION
    events += state.apply(1, NoCard())
    assert not state.pending and state.to_act() == (0,)
    assert "plays no card" in events[-1].text_for(None)


def test_no_reaction_is_asked_when_the_mover_stops_next_to_no_enemy():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 5), S)})
    state.hands[1] = [card_id("tripwire")]
    play(state, 0, "move model=1 to=[7,10]")
    assert not state.pending and state.to_act() == (0,)


# --- Dawn Raid -----------------------------------------------------------------------------------------------
def _to_management(hands):
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 1), S)})
    state.hands = [list(h) for h in hands]
    play(state, 0, "end model=1 facing=0")
    play(state, 1, "end model=9 facing=4")
    assert state.phase == "manage"
    return state


def _finish_management(state):
    while state.phase == "manage":
        seat = state.to_act()[0]
        legal = state.legal_commands(seat)
        state.apply(seat, next((c for c in legal if not isinstance(c, ManageCard)), legal[0]))


def test_dawn_raid_takes_the_next_rounds_initiative_without_janken():
    state = _to_management([[], [card_id("dawn_raid")]])
    state.apply(0, GAME.parse_command('manage choice="draw"'))
    while state.to_act() == (0,):
        state.apply(0, state.legal_commands(0)[0])
    assert ManageCard(card_id("dawn_raid")) in state.legal_commands(1)
    state.apply(1, ManageCard(card_id("dawn_raid")))
    assert state.pending[-1].kind == DecisionKind.MANAGE and state.to_act() == (1,)  # the choice is still to make
    _finish_management(state)
    assert state.phase == "activation" and state.initiative == 1 and state.round_no == 2


def test_several_dawn_raids_are_settled_by_janken_among_those_players():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 1), S), 18: ((1, 1), S)}, seats=3)
    state.hands = [[card_id("dawn_raid")], [], [card_id("dawn_raid", 1)]]
    for seat, model in ((0, 1), (1, 9), (2, 18)):
        play(state, seat, f"end model={model} facing=0")
    for seat in (0, 1, 2):
        if state.hands[seat]:
            state.apply(seat, ManageCard(state.hands[seat][0]))
        _step_to_next_seat(state, seat)
    assert state.phase == "janken" and set(state.to_act()) == {0, 2}


def _step_to_next_seat(state, seat):
    while state.phase == "manage" and state.to_act() == (seat,):
        legal = state.legal_commands(seat)
        state.apply(seat, next(c for c in legal if not isinstance(c, ManageCard)))


# --- the computer seats --------------------------------------------------------------------------------------
def _easy(state, seat):
    hidden = GAME.redact(state, seat)
    return GAME.knowledge.easy_command(hidden, seat, hidden.legal_commands(seat), Rng(3))


def test_the_easy_computer_saves_kawarimi_for_an_attack_that_would_hurt():
    state = _attacked("kawarimi")
    assert _easy(state, 1) == CombatCard(card_id("kawarimi"))
    state = board({KAIKEN: ((7, 12), N), ENEMY + 1: ((7, 10), S)}, faces=["void"])
    state.hands[1] = [card_id("kawarimi")]
    play(state, 0, "shuriken model=1 target=10")
    state.apply(0, NoCard())
    assert _easy(state, 1) == NoCard()


def test_the_easy_computer_trips_an_enemy_whose_stun_would_injure_it():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 9), S)})
    state.hands[1] = [card_id("tripwire")]
    play(state, 0, "move model=1 to=[7,10]")
    state.models[KAIKEN].cond["stunned"] = 2
    assert _easy(state, 1) == React(card_id("tripwire"))


def test_a_ninja_in_stealth_stopping_next_to_an_enemy_opens_no_reaction():
    state = board({KAIKEN: ((7, 13), N), ENEMY: ((7, 9), S)})
    state.models[KAIKEN].stealth = True
    state.hands[1] = [card_id("tripwire")]
    play(state, 0, "move model=1 to=[7,10]")
    assert not state.pending and state.to_act() == (0,)
