"""The twenty ninja's abilities (our design: the rulebook names only Takeshi's), one test each, and the rules of
when they act."""

from __future__ import annotations

import pytest

from ninjatable.engine.errors import IllegalCommand
from ninjatable.games.shin.commands import MoveTo, Peek, Place, Skip, Target
from ninjatable.games.shin.rules import ABILITY, CHOOSE, PLACE, STONE
from ninjatable.games.shin.rules.strength import strengths
from ninjatable.games.shin.rules.village import Village
from ninjatable.games.shin.view import view_of
from tests.shin.helpers import choose, nid, position


def totals(placed: dict[str, tuple[int, int]], spies: dict[str, int] | None = None, stones=None,
           cancelled: tuple[str, ...] = ()) -> dict[str, int]:
    """Each ninja's strength by name, with ninja placed as name -> (seat, territory) and spies name -> seat."""
    village = Village(shared=True)
    for name, (seat, territory) in placed.items():
        village.place(nid(name), seat, territory)
    for territory, teams in (stones or {}).items():
        for team in teams:
            village.add_stone(territory, team)
    village.cancelled.update(nid(n) for n in cancelled)
    spy_list = [(seat, nid(name), name in cancelled) for name, seat in (spies or {}).items()]
    found: dict[str, int] = {}
    for team in strengths(village, spy_list):
        for ninja in team.ninja:
            found[next(n for n in [*placed, *(spies or {})] if nid(n) == ninja.card)] = ninja.total
    return found


def placed_now(hands, chosen, placed=None, spies=("Tomoe", "Hotaru"), territory=3, stones=None):
    """Both players reveal `chosen`; the lower one is placed on `territory` (its ability begins)."""
    state = position(hands, spies=list(spies), placed=placed, stones=stones)
    choose(state, *chosen)
    first, seat = state.queue[0]
    state.apply(seat, Place(first, territory))
    return state


# --- abilities that act at once ------------------------------------------------------------------------
def test_kaede_looks_at_the_enemy_spy_and_cancels_its_ability():
    state = placed_now([["Kaede", "Goro"], ["Kiri", "Jubei"]], ["Kaede", "Kiri"], spies=("Tomoe", "Takeshi"))
    assert state.cards.spy_cancelled == [False, True]
    assert 0 in state.cards.knowers[nid("Takeshi")]
    assert view_of(state, 0).spies[1] == nid("Takeshi") and view_of(state, 1).my_spy_seen_by == (0,)
    _, white = strengths(state.village, state.visible_spies(1))
    takeshi = next(n for n in white.ninja if n.card == nid("Takeshi"))
    assert takeshi.parts == (("base", 1),)  # his +2 is cancelled


def test_mai_cannot_be_cancelled_and_nobody_else_learns_it_before_the_reveal():
    state = position([["Kaede", "Goro"], ["Kiri", "Jubei"]], spies=["Tomoe", "Mai"])
    choose(state, "Kaede", "Kiri")
    events = state.apply(0, Place(nid("Kaede"), 3))
    peek = next(e for e in events if e.kind == "peek")
    assert peek.text_for(None) == "Kaede looks at Player 2's spy and cancels its ability."
    assert "cannot be cancelled" in peek.text_for(0)
    assert state.cards.spy_cancelled == [False, True]  # the same public mark as on any spy
    _, white = strengths(state.village, state.visible_spies(1))
    assert next(n for n in white.ninja if n.card == nid("Mai")).total == 3


def test_kiri_looks_at_the_enemy_spy_and_has_one_more_strength():
    state = placed_now([["Kiri", "Goro"], ["Rin", "Jubei"]], ["Kiri", "Rin"], spies=("Tomoe", "Mai"))
    assert state.cards.spy_cancelled == [False, False]
    assert view_of(state, 0).spies == (nid("Tomoe"), nid("Mai"))
    assert view_of(state, 1).spies == (-1, nid("Mai"))
    assert totals({"Kiri": (0, 3)})["Kiri"] == 2


def test_a_look_at_a_spy_is_told_to_the_looker_only():
    state = position([["Kiri", "Goro"], ["Rin", "Jubei"]], spies=["Tomoe", "Mai"])
    events = choose(state, "Kiri", "Rin")
    events = state.apply(0, Place(nid("Kiri"), 3))
    peek = next(e for e in events if e.kind == "peek")
    assert "Mai" not in peek.text_for(None) and "Mai" in peek.text_for(0) and "Mai" not in peek.text_for(1)


def test_goro_may_shove_an_adjacent_enemy_ninja_to_a_neighbouring_free_territory_on_its_side():
    state = placed_now([["Goro", "Takeshi"], ["Kiri", "Jubei"]], ["Goro", "Kiri"], placed={"Raiden": (1, 4)})
    assert state.phase == ABILITY and set(state.legal_commands(0)) == {Target(nid("Raiden")), Skip()}
    state.apply(0, Target(nid("Raiden")))
    assert set(state.legal_commands(0)) == {MoveTo(5)}  # 3 is Goro's own territory
    reason = state.why_illegal(0, MoveTo(6))
    assert reason == "Raiden (7) can only be shoved to a neighbouring free territory on its own side."
    state.apply(0, MoveTo(5))
    assert state.village.where[nid("Raiden")] == 5 and state.phase == PLACE


def test_goro_cannot_shove_a_ninja_hemmed_in_on_both_sides():
    state = placed_now([["Goro", "Takeshi"], ["Kiri", "Jubei"]], ["Goro", "Kiri"],
                       placed={"Raiden": (1, 4), "Ayame": (0, 5)})
    assert state.phase == PLACE and state.step is None


def test_an_optional_ability_may_be_let_pass():
    state = placed_now([["Goro", "Takeshi"], ["Kiri", "Jubei"]], ["Goro", "Kiri"], placed={"Raiden": (1, 4)})
    state.apply(0, Skip())
    assert state.village.where[nid("Raiden")] == 4 and state.phase == PLACE


def test_jubei_cancels_the_ability_of_an_adjacent_enemy_which_still_counts_for_colour():
    state = placed_now([["Jubei", "Takeshi"], ["Kiri", "Goro"]], ["Jubei", "Kiri"],
                       placed={"Ayame": (1, 4), "Daisuke": (1, 6)})
    state.apply(0, Target(nid("Ayame")))
    assert nid("Ayame") in state.village.cancelled
    result = totals({"Ayame": (1, 4), "Daisuke": (1, 6)}, cancelled=("Ayame",))
    assert result["Ayame"] == 2  # 1 + 1 colour (Daisuke); her edge bonus would not apply on 4 anyway


def test_rin_cancels_an_adjacent_enemy_ability():
    state = placed_now([["Rin", "Takeshi"], ["Kuro", "Goro"]], ["Rin", "Kuro"], territory=2,
                       placed={"Ayame": (1, 1)})
    assert Target(nid("Ayame")) in state.legal_commands(0)
    state.apply(0, Target(nid("Ayame")))
    assert totals({"Ayame": (1, 1)}, cancelled=("Ayame",))["Ayame"] == 1


def test_a_cancelled_ninja_adds_nothing_by_its_ability():
    assert totals({"Takeshi": (0, 1)})["Takeshi"] == 3
    assert totals({"Takeshi": (0, 1)}, cancelled=("Takeshi",))["Takeshi"] == 1


def test_sakura_makes_two_ninja_of_one_team_exchange_their_territories():
    state = placed_now([["Sakura", "Takeshi"], ["Kiri", "Goro"]], ["Sakura", "Kiri"],
                       placed={"Raiden": (1, 1), "Ayame": (1, 5)})
    state.apply(0, Target(nid("Raiden")))
    assert set(state.legal_commands(0)) == {Target(nid("Ayame"))}
    with pytest.raises(IllegalCommand, match="begun"):
        state.apply(0, Skip())
    state.apply(0, Target(nid("Ayame")))
    assert state.village.where[nid("Raiden")] == 5 and state.village.where[nid("Ayame")] == 1


def test_sakura_as_a_spy_swaps_at_the_round_end():
    state = position([["Takeshi", "Goro"], ["Kiri", "Jubei"]], spies=["Sakura", "Mai"], turn=4,
                     placed={"Ayame": (0, 2), "Hotaru": (1, 1), "Raiden": (0, 6), "Kenji": (1, 5)})
    choose(state, "Takeshi", "Kiri")
    state.apply(0, Place(nid("Takeshi"), 3))
    state.apply(1, Place(nid("Kiri"), 4))
    assert state.phase == ABILITY and state.step.spy and state.step.card == nid("Sakura")
    state.apply(0, Target(nid("Ayame")))
    state.apply(0, Target(nid("Raiden")))
    assert state.village.where[nid("Ayame")] == 6 and state.phase == STONE


def test_yuki_may_move_another_ninja_of_her_team_to_a_free_territory():
    state = placed_now([["Yuki", "Takeshi"], ["Kuro", "Goro"]], ["Yuki", "Kuro"], placed={"Ayame": (0, 4)})
    assert set(state.legal_commands(0)) == {Target(nid("Ayame")), Skip()}
    state.apply(0, Target(nid("Ayame")))
    state.apply(0, MoveTo(1))
    assert state.village.where[nid("Ayame")] == 1


def test_an_ability_with_no_possible_target_does_nothing():
    state = placed_now([["Goro", "Takeshi"], ["Kiri", "Jubei"]], ["Goro", "Kiri"])
    assert state.phase == PLACE and state.step is None


def test_a_spy_ability_that_needs_a_neighbour_does_nothing():
    state = position([["Takeshi", "Goro"], ["Kiri", "Rin"]], spies=["Jubei", "Mai"], turn=4,
                     placed={"Ayame": (0, 2), "Hotaru": (1, 1), "Raiden": (0, 6), "Kenji": (1, 5)})
    choose(state, "Takeshi", "Kiri")
    state.apply(0, Place(nid("Takeshi"), 3))
    events = state.apply(1, Place(nid("Kiri"), 4))
    assert any("a spy has no neighbours" in e.text_for(None) for e in events) and state.phase == STONE


# --- abilities that count --------------------------------------------------------------------------------
def test_takeshi_has_two_more_strength():
    assert totals({"Takeshi": (0, 1)})["Takeshi"] == 3


def test_hotaru_has_one_more_for_each_adjacent_friend_and_one_of_her_own():
    found = totals({"Hotaru": (0, 3), "Takeshi": (0, 2), "Goro": (0, 4), "Kiri": (1, 5)})
    assert found["Hotaru"] == 4
    assert totals({"Hotaru": (0, 3)})["Hotaru"] == 2


def test_raiden_has_one_more_for_each_adjacent_enemy():
    assert totals({"Raiden": (0, 3), "Takeshi": (1, 2), "Kiri": (1, 4)})["Raiden"] == 3


def test_ayame_has_two_more_on_an_end_territory():
    assert totals({"Ayame": (0, 1)})["Ayame"] == 3
    assert totals({"Ayame": (0, 6)})["Ayame"] == 3
    assert totals({"Ayame": (0, 2)})["Ayame"] == 1


def test_nobu_has_two_more_on_a_middle_territory():
    assert totals({"Nobu": (0, 3)})["Nobu"] == 3
    assert totals({"Nobu": (0, 4)})["Nobu"] == 3
    assert totals({"Nobu": (0, 5)})["Nobu"] == 1


def test_kenji_has_two_more_where_a_stone_lies():
    assert totals({"Kenji": (0, 2)}, stones={2: [1]})["Kenji"] == 3
    assert totals({"Kenji": (0, 2)}, stones={3: [0]})["Kenji"] == 1


def test_daisuke_takes_one_from_each_adjacent_enemy_but_never_below_zero():
    found = totals({"Daisuke": (0, 3), "Takeshi": (1, 2), "Kiri": (1, 4), "Goro": (0, 6)})
    assert found["Takeshi"] == 3 - 1 + 1 and found["Kiri"] == 2 + 1 - 1
    assert totals({"Daisuke": (0, 3), "Goro": (1, 2)})["Goro"] == 0


def test_tomoe_has_two_more_when_no_other_ninja_of_her_colour_is_in_her_team():
    assert totals({"Tomoe": (0, 1)})["Tomoe"] == 3
    assert totals({"Tomoe": (0, 1), "Goro": (0, 5)})["Tomoe"] == 2


def test_shiro_gives_one_more_to_every_other_ninja_of_his_colour_in_his_team():
    found = totals({"Shiro": (0, 1), "Takeshi": (0, 5)}, spies={"Kiri": 0})
    assert found["Shiro"] == 3 and found["Takeshi"] == 3 + 2 + 1 and found["Kiri"] == 3 + 1 + 1


def test_mai_has_two_more_as_a_spy_and_nothing_more_in_the_village():
    assert totals({}, spies={"Mai": 0})["Mai"] == 3
    assert totals({"Mai": (0, 3)})["Mai"] == 1


def test_isamu_breaks_a_tie_for_his_team():
    """7 to 7: black (spy Goro) has Tomoe, Kenji and Kiri; white (spy Jubei) Shiro, Nobu and Isamu (+1)."""
    state = position([["Kiri", "Rin"], ["Isamu", "Hotaru"]], spies=["Goro", "Jubei"], turn=4,
                     placed={"Tomoe": (0, 1), "Shiro": (1, 2), "Kenji": (0, 3), "Nobu": (1, 4)})
    choose(state, "Kiri", "Isamu")
    state.apply(0, Place(nid("Kiri"), 5))
    state.apply(1, Place(nid("Isamu"), 6))
    result = state.results[-1]
    assert result.teams[0].total == result.teams[1].total == 7
    assert result.tie_broken_by == 1 and result.stones == (1,) and state.to_act() == (1,)


def test_haru_has_one_more_for_each_stone_the_other_team_placed():
    assert totals({"Haru": (0, 2)}, stones={1: [1], 5: [1, 0]})["Haru"] == 3


def test_kuro_gives_one_more_to_each_adjacent_friend():
    found = totals({"Kuro": (0, 3), "Takeshi": (0, 2), "Goro": (0, 4), "Kiri": (1, 5)})
    assert found["Takeshi"] == 4 and found["Goro"] == 2 and found["Kiri"] == 2  # Kiri: her own +1 only
    assert found["Kuro"] == 2


def test_a_ninja_placed_in_turn_four_still_acts_before_the_spies_are_revealed():
    state = position([["Goro", "Takeshi"], ["Kiri", "Jubei"]], spies=["Tomoe", "Hotaru"], turn=4,
                     placed={"Raiden": (1, 4), "Ayame": (0, 1), "Kenji": (1, 2), "Shiro": (0, 6)})
    choose(state, "Goro", "Kiri")
    state.apply(0, Place(nid("Goro"), 3))
    assert state.phase == ABILITY and not state.cards.spies_revealed
    assert state.phase != CHOOSE and Peek(1) not in state.legal_commands(0)
