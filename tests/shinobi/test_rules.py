"""Shinobi's rules, one test per rule of the rulebook (and of our documented readings)."""

from __future__ import annotations

import pytest

from ninjatable.engine.errors import IllegalCommand
from ninjatable.games.shinobi.commands import Attack, Deploy, DeployOwn, PlayNinja, Relocate
from ninjatable.games.shinobi.data import CLANS, card, troop_deck
from ninjatable.games.shinobi.rules import ATTACK, OVER, SECOND, ShinobiState
from ninjatable.games.shinobi.view import view_of
from ninjatable.i18n import render
from tests.shinobi.helpers import card_of, position


def refused(state: ShinobiState, seat: int, command) -> str:
    before = (repr(state.hands), repr(state.provinces), state.order, state.current)
    with pytest.raises(IllegalCommand) as info:
        state.apply(seat, command)
    assert (repr(state.hands), repr(state.provinces), state.order, state.current) == before
    return info.value.reason


# --- setup ----------------------------------------------------------------------------------------------------
def test_deck_has_58_blue_cards_eleven_per_clan_and_three_ninja():
    deck = troop_deck()
    assert len(deck) == 58
    assert sum(1 for c in deck if c.is_ninja) == 3
    for clan in CLANS:
        assert sum(1 for c in deck if c.clan == clan) == 11


@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_player_gets_one_loyalty_card_and_the_rest_stay_hidden(players):
    state = ShinobiState(players, seed=3)
    assert len(set(state.clans)) == players
    view = view_of(state, 0)
    assert view.my_clan == state.clans[0]
    assert view.clans[0] == state.clans[0]
    assert all(c is None for c in view.clans[1:])
    assert sum(c is not None for c in view.clans) == 1  # neither other loyalties nor the unused ones are shown


@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_player_draws_four_cards_at_the_start(players):
    state = ShinobiState(players, seed=1)
    assert all(len(hand) == 4 for hand in state.hands)
    assert len(state.deck) == 58 - 4 * players


def test_players_count_is_three_to_five():
    with pytest.raises(ValueError):
        ShinobiState(2, seed=0)
    with pytest.raises(ValueError):
        ShinobiState(6, seed=0)


# --- first order ----------------------------------------------------------------------------------------------
def test_first_order_deploys_a_card_into_another_province():
    state = position(hands=[["oda", "mori"], [], []])
    oda = card_of(state, 0, "oda")
    state.apply(0, Deploy(oda, 1))
    assert state.provinces[1] == {"oda": [oda]}
    assert state.order == SECOND


def test_the_order_log_names_the_clan_card_with_its_article():
    state = position(hands=[["oda", "mori"], [], []])
    events = state.apply(0, Deploy(card_of(state, 0, "oda"), 1))
    assert "deploys an Oda card in" in events[0].text_for(None)
    events = state.apply(0, DeployOwn(card_of(state, 0, "mori")))
    assert "deploys a Mōri card in their own province" in events[0].text_for(None)


def test_first_order_may_not_deploy_into_own_province():
    state = position(hands=[["oda", "mori"], [], []])
    reason = refused(state, 0, Deploy(card_of(state, 0, "oda"), 0))
    assert "another player's province" in reason
    assert "first order" in refused(state, 0, DeployOwn(card_of(state, 0, "oda")))


def test_a_card_of_any_clan_may_be_deployed():
    state = position(hands=[["takeda"], [], []], clans=["oda", "mori", "hojo"])
    state.apply(0, Deploy(card_of(state, 0, "takeda"), 2))
    assert "takeda" in state.provinces[2]


def test_ninja_is_played_instead_of_the_first_order_and_discards_one_card_of_the_army():
    state = position(hands=[[None, "oda"], [], []], provinces=[{}, {"mori": 3}, {}])
    ninja = card_of(state, 0, None)
    state.apply(0, PlayNinja(ninja, 1, "mori"))
    assert len(state.provinces[1]["mori"]) == 2
    assert ninja in state.discard and len(state.discard) == 2
    assert state.order == SECOND


def test_ninja_cannot_target_your_own_province():
    state = position(hands=[[None, "oda"], [], []], provinces=[{"mori": 2}, {"mori": 1}, {}])
    assert refused(state, 0, PlayNinja(card_of(state, 0, None), 0, "mori")) == "Ninja cannot target your own province."


def test_ninja_is_not_deployed_as_a_troop():
    state = position(hands=[[None, "oda"], [], []], provinces=[{}, {"mori": 1}, {}])
    assert "Ninja" in refused(state, 0, Deploy(card_of(state, 0, None), 1))


def test_army_struck_by_ninja_may_not_be_attacked_that_turn():
    state = position(hands=[[None, "oda"], [], []], provinces=[{"oda": 4}, {"mori": 3}, {}])
    state.apply(0, PlayNinja(card_of(state, 0, None), 1, "mori"))
    state.apply(0, DeployOwn(card_of(state, 0, "oda")))
    assert Attack("oda", 1, "mori") not in state.legal_commands(0)
    # with nothing else to attack, the attack order is skipped and the turn passes on
    assert state.current == 1


def test_ninja_wiping_out_an_army_removes_the_stack():
    state = position(hands=[[None, "oda"], [], []], provinces=[{}, {"mori": 1}, {}])
    state.apply(0, PlayNinja(card_of(state, 0, None), 1, "mori"))
    assert "mori" not in state.provinces[1]


# --- second order ---------------------------------------------------------------------------------------------
def test_second_order_deploys_into_own_province():
    state = position(hands=[["oda", "mori"], [], []])
    state.apply(0, Deploy(card_of(state, 0, "oda"), 1))
    mori = card_of(state, 0, "mori")
    state.apply(0, DeployOwn(mori))
    assert state.provinces[0] == {"mori": [mori]}


def test_second_order_relocates_one_card_between_provinces():
    state = position(hands=[["oda", "oda"], [], []], provinces=[{}, {"mori": 3}, {}])
    state.apply(0, Deploy(card_of(state, 0, "oda"), 2))
    state.apply(0, Relocate(1, "mori", 2))
    assert len(state.provinces[1]["mori"]) == 2
    assert len(state.provinces[2]["mori"]) == 1


def test_forces_never_leave_your_own_province_whatever_the_order_in_play():
    """Asked during the first order, moving your own army out is refused for the real reason, not for the
    order of the turn."""
    state = position(hands=[["oda", "oda"], [], []], provinces=[{"mori": 2}, {}, {}])
    assert refused(state, 0, Relocate(0, "mori", 1)) == "You may not move forces out of your own province."


def test_may_not_relocate_out_of_own_province():
    state = position(hands=[["oda", "oda"], [], []], provinces=[{"mori": 2}, {}, {}])
    state.apply(0, Deploy(card_of(state, 0, "oda"), 2))
    assert refused(state, 0, Relocate(0, "mori", 1)) == "You may not move forces out of your own province."


def test_may_relocate_into_own_province():
    state = position(hands=[["oda", "oda"], [], []], provinces=[{}, {"mori": 2}, {}])
    state.apply(0, Deploy(card_of(state, 0, "oda"), 2))
    state.apply(0, Relocate(1, "mori", 0))
    assert len(state.provinces[0]["mori"]) == 1


def test_cards_of_one_clan_in_a_province_stack_into_one_army():
    state = position(hands=[["oda", "oda"], [], []], provinces=[{}, {"oda": 2}, {}])
    state.apply(0, Deploy(card_of(state, 0, "oda"), 1))
    assert list(state.provinces[1]) == ["oda"]
    assert len(state.provinces[1]["oda"]) == 3
    assert view_of(state, 2).provinces[1] == {"oda": 3}


# --- third order: attack --------------------------------------------------------------------------------------
def attack_position(**kwargs) -> ShinobiState:
    """Player 1 has done the first two orders; the attack is next."""
    state = position(**kwargs)
    state.order = ATTACK
    return state


def test_attack_must_be_made_when_possible():
    state = position(hands=[["takeda", "takeda"], [], []], provinces=[{"oda": 3}, {"mori": 1}, {}])
    state.apply(0, Deploy(card_of(state, 0, "takeda"), 2))
    state.apply(0, DeployOwn(card_of(state, 0, "takeda")))
    assert state.order == ATTACK and state.current == 0
    assert state.legal_commands(0) == [Attack("oda", 1, "mori")] or Attack("oda", 1, "mori") in state.legal_commands(0)
    assert all(isinstance(c, Attack) for c in state.legal_commands(0))


def test_attack_only_with_an_army_in_your_own_province():
    state = attack_position(provinces=[{"oda": 1}, {"takeda": 5}, {"mori": 1}])
    assert refused(state, 0, Attack("takeda", 2, "mori")) == "You attack only with an army in your own province."


def test_attack_only_armies_in_other_provinces():
    state = attack_position(provinces=[{"oda": 3, "mori": 1}, {"hojo": 1}, {}])
    assert refused(state, 0, Attack("oda", 0, "mori")) == "You may only attack armies in other provinces."


def test_attack_only_a_weaker_army():
    state = attack_position(provinces=[{"oda": 2}, {"mori": 2}, {"hojo": 1}])
    reason = refused(state, 0, Attack("oda", 1, "mori"))
    assert "weaker army" in reason
    assert Attack("oda", 2, "hojo") in state.legal_commands(0)


def test_attack_not_an_army_of_the_same_clan():
    state = attack_position(provinces=[{"oda": 3}, {"oda": 1}, {}])
    assert refused(state, 0, Attack("oda", 1, "oda")) == "An army may not attack an army of its own clan."


def test_attack_not_an_army_reinforced_by_deploy_this_turn():
    state = position(hands=[["mori", "oda"], [], []], provinces=[{"oda": 3}, {"mori": 1}, {"hojo": 2}])
    state.apply(0, Deploy(card_of(state, 0, "mori"), 1))
    state.apply(0, DeployOwn(card_of(state, 0, "oda")))
    assert "this turn" in refused(state, 0, Attack("oda", 1, "mori"))


def test_attack_not_an_army_reinforced_by_relocation_this_turn():
    state = position(hands=[["hojo", "oda"], [], []], provinces=[{"oda": 4}, {"mori": 1, "takeda": 1}, {"mori": 1}])
    state.apply(0, Deploy(card_of(state, 0, "hojo"), 2))
    state.apply(0, Relocate(2, "mori", 1))
    assert "this turn" in refused(state, 0, Attack("oda", 1, "mori"))


def test_attacked_army_loses_one_card():
    state = attack_position(provinces=[{"oda": 3}, {"mori": 2}, {}])
    state.apply(0, Attack("oda", 1, "mori"))
    assert len(state.provinces[1]["mori"]) == 1
    assert len(state.provinces[0]["oda"]) == 3
    assert len(state.discard) == 1


def test_orders_are_given_in_their_order():
    state = position(hands=[["mori", "oda"], [], []], provinces=[{"oda": 3}, {"hojo": 1}, {}])
    assert "first order" in refused(state, 0, Attack("oda", 1, "hojo"))
    assert "first order" in refused(state, 0, Relocate(1, "hojo", 2))


def test_order_without_any_legal_option_is_skipped():
    state = position(hands=[["mori", "oda"], [], []], provinces=[{}, {}, {}])
    state.apply(0, Deploy(card_of(state, 0, "mori"), 1))
    state.apply(0, DeployOwn(card_of(state, 0, "oda")))
    # Oda (1) in own province, Mori (1) elsewhere: nothing weaker to attack -> the turn passes on
    assert state.current == 1 and state.order != ATTACK


# --- drawing and turn order -------------------------------------------------------------------------------------
def test_draw_back_to_four_two_cards_after_deploying_twice():
    state = position(hands=[["mori", "oda", "oda", "oda"], [], []])
    deck = len(state.deck)
    state.apply(0, Deploy(card_of(state, 0, "mori"), 1))
    state.apply(0, DeployOwn(card_of(state, 0, "oda")))
    assert len(state.hands[0]) == 4 and len(state.deck) == deck - 2


def test_draw_back_to_four_one_card_after_relocating():
    state = position(hands=[["mori", "oda", "oda", "oda"], [], []], provinces=[{}, {"hojo": 2}, {}])
    deck = len(state.deck)
    state.apply(0, Deploy(card_of(state, 0, "mori"), 1))
    state.apply(0, Relocate(1, "hojo", 2))
    assert len(state.hands[0]) == 4 and len(state.deck) == deck - 1


def test_the_player_on_the_left_acts_next():
    state = position(hands=[["mori", "oda"], ["oda"], ["oda"]])
    state.apply(0, Deploy(card_of(state, 0, "mori"), 1))
    state.apply(0, DeployOwn(card_of(state, 0, "oda")))
    assert state.current == 1 and state.to_act() == (1,)


def test_drawing_is_irreversible_and_private():
    state = position(hands=[["mori", "oda"], [], []])
    state.apply(0, Deploy(card_of(state, 0, "mori"), 1))
    events = state.apply(0, DeployOwn(card_of(state, 0, "oda")))
    draw = next(e for e in events if e.kind == "draw")
    assert draw.irreversible
    assert "You draw" in draw.text_for(0) and "You draw" not in draw.text_for(1)


# --- the end ----------------------------------------------------------------------------------------------------
def test_final_round_after_the_last_card_is_drawn():
    state = position(hands=[["mori", "oda"], ["oda", "hojo"], ["oda", "hojo"]], deck=1)
    state.apply(0, Deploy(card_of(state, 0, "mori"), 1))
    state.apply(0, DeployOwn(card_of(state, 0, "oda")))
    assert state.deck == [] and state.last_card_drawn_by == 0
    assert view_of(state, 1).final_round
    for seat in (1, 2):
        while state.current == seat:
            state.apply(seat, state.legal_commands(seat)[0])
    assert state.current == 0 and state.last_turn and not state.is_over()
    while not state.is_over():
        state.apply(0, state.legal_commands(0)[0])
    assert state.order == OVER and state.to_act() == ()


def test_largest_clan_army_wins():
    state = position(clans=["oda", "mori", "hojo"], provinces=[{"oda": 2}, {"oda": 3, "mori": 4}, {"hojo": 1}])
    outcome = state.outcome()
    assert outcome.winners == (0,)
    assert outcome.scores == (5.0, 4.0, 1.0)


def test_tie_broken_by_own_clan_in_own_province():
    state = position(clans=["oda", "mori", "hojo"], provinces=[{"oda": 1, "mori": 2}, {"oda": 3, "mori": 2}, {}])
    outcome = state.outcome()
    assert outcome.scores[0] == outcome.scores[1] == 4.0
    assert outcome.winners == (1,)
    assert any("own clan in own province" in render(line) for line in outcome.explanation)


def test_full_tie_is_shared():
    state = position(clans=["oda", "mori", "hojo"], provinces=[{"oda": 2}, {"mori": 2}, {}])
    assert state.outcome().winners == (0, 1)


def test_neutral_clan_winning_gives_the_win_to_the_second_clan():
    state = position(clans=["oda", "mori", "hojo"], provinces=[{"takeda": 6, "oda": 2}, {"mori": 3}, {}])
    outcome = state.outcome()
    assert outcome.winners == (1,)
    assert any("neutral" in render(line) for line in outcome.explanation)


def test_two_neutral_clans_ahead_are_both_passed_over():
    state = position(clans=["oda", "mori", "hojo"],
                     provinces=[{"takeda": 6, "uesugi": 5, "oda": 2}, {"mori": 3}, {"hojo": 1}])
    assert state.outcome().winners == (1,)


def test_clans_are_revealed_when_the_game_is_over():
    state = position(hands=[["mori"], [], []], deck=0)
    state.last_card_drawn_by = 0
    state.last_turn = True
    state.apply(0, Deploy(card_of(state, 0, "mori"), 1))
    assert view_of(state, 1).clans[0] is None
    while not state.is_over():
        state.apply(0, state.legal_commands(0)[0])
    assert view_of(state, 1).clans == tuple(state.clans)


def test_view_hides_other_hands_and_the_deck():
    state = ShinobiState(4, seed=11)
    view = view_of(state, 2)
    assert view.hand == tuple(card(c) for c in state.hands[2])
    text = repr(view)
    for seat in (0, 1, 3):
        assert all(f"Card(id={c}," not in text for c in state.hands[seat])
    assert "deck=" not in text and "rng" not in text
    assert view.hand_sizes == (4, 4, 4, 4)
