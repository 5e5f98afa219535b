"""Shitennō's rules, one test per rule of the rulebook (and of our documented readings)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ninjatable.games.shitenno import GAME
from ninjatable.games.shitenno.commands import (
    Accept,
    Choose,
    DrawCard,
    EndTurn,
    Gild,
    KeepPlain,
    Offer,
    PackCard,
    PackTitle,
    PickCard,
    PickHatamoto,
    PickTile,
    Place,
    Refuse,
    UnpickCard,
)
from ninjatable.games.shitenno.data import TROOPS, all_cards, all_tiles, card, kamons_for, tile
from ninjatable.games.shitenno.rules import ShitennoState, distribution
from ninjatable.games.shitenno.rules.realm import (
    BUILD,
    CHOOSE,
    CONQUER,
    GILD,
    OFFER,
    OVER,
    TAIRO_TITLE,
    TAIRO_TURNS,
)
from ninjatable.games.shitenno.view import view_of
from ninjatable.i18n import render
from tests.shitenno.helpers import conquest, distributing, pay, refused, set_stack


def card_names(ids) -> Counter:
    return Counter(card(c).kind for c in ids)


def all_known_cards(state: ShitennoState) -> list[int]:
    found = [*state.troop_deck, *state.koku_deck, *state.troop_discard, *state.koku_discard, *state.row]
    for hand in state.hands:
        found.extend(hand)
    for packet in state.packets:
        found.extend(packet)
    return found


# --- setup ------------------------------------------------------------------------------------------------------
def test_troop_deck_has_24_single_and_10_double_cards():
    troops = [c for c in all_cards() if not c.is_koku]
    assert len(troops) == 34
    singles = [c for c in troops if len(c.troops) == 1]
    doubles = [c for c in troops if len(c.troops) == 2]
    assert len(singles) == 24 and all(sum(1 for c in singles if c.troops == (t,)) == 6 for t in TROOPS)
    assert len(doubles) == 10 and len({c.troops for c in doubles}) == 10
    assert sum(1 for c in doubles if c.troops[0] == c.troops[1]) == 4


def test_koku_deck_has_twelve_ones_eight_twos_and_four_threes():
    values = Counter(c.koku for c in all_cards() if c.is_koku)
    assert values == {1: 12, 2: 8, 3: 4}


def test_bonus_tiles_are_shuffled_three_per_province_troop_side_up():
    state = ShitennoState(4, 3)
    assert all(len(stack) == 3 for stack in state.stacks.values())
    assert sorted(t for stack in state.stacks.values() for t in stack) == [t.id for t in all_tiles()]
    assert Counter((t.effect, t.troop) for t in all_tiles()) == {(e, t): 2 for e in ("exchange", "plus", "card")
                                                                   for t in TROOPS}
    view = view_of(state, 0)
    for place in view.provinces:
        assert place.top_troop == tile(state.stacks[place.key][-1]).troop and place.stack == 3
    assert ShitennoState(4, 4).stacks != state.stacks


@pytest.mark.parametrize("players, kamons", [(2, 12), (3, 10), (4, 8)])
def test_kamons_per_player_are_12_10_or_8(players, kamons):
    state = ShitennoState(players, 1)
    assert state.supply == [kamons] * players == [kamons_for(players)] * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_gets_a_random_title_and_two_secret_troop_cards(players):
    state = ShitennoState(players, 5)
    assert len(set(state.titles)) == players
    assert all(len(hand) == 2 and not any(card(c).is_koku for c in hand) for hand in state.hands)
    assert all(known == [] for known in state.known)
    other = view_of(state, 1)
    assert other.known[0] == () and other.unseen[0] == 2
    titles = {tuple(ShitennoState(players, seed).titles) for seed in range(12)}
    assert len(titles) > 3


def test_the_highest_title_is_the_first_tairo():
    state = distributing(4, titles=["sensei", "daimyo", "hatamoto", "shomyo"])
    assert state.tairo == 1 and state.stage == BUILD and state.to_act() == (1,)


# --- even years ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players, troops, koku", [(2, 4, 2), (3, 6, 3), (4, 8, 4)])
def test_the_tairo_lays_out_troop_and_koku_cards_by_player_count(players, troops, koku):
    state = distributing(players)
    assert sum(1 for c in state.row if not card(c).is_koku) == troops
    assert sum(1 for c in state.row if card(c).is_koku) == koku
    assert sorted(state.ranks) == sorted(["daimyo", "shomyo", "sensei", "hatamoto"])


def test_a_packet_needs_exactly_one_hierarchy_tile_and_any_number_of_cards():
    state = distributing(4)
    assert "hierarchy tile" in refused(state, 0, Offer())
    state.apply(0, PackTitle("hatamoto", 0))
    state.apply(0, PackTitle("sensei", 0))
    assert state.packet_titles == ["sensei"] and "hatamoto" in state.ranks
    state.apply(0, Offer())
    assert state.stage == OFFER and state.packets == [[]]


def test_the_packet_goes_down_the_title_order_to_players_without_a_packet():
    state = distributing(4, titles=["hatamoto", "daimyo", "sensei", "shomyo"])
    tairo = state.tairo
    assert tairo == 1
    state.apply(1, PackTitle("daimyo", 0))
    state.apply(1, Offer())
    assert state.asked == 3
    state.apply(3, Refuse())
    assert state.asked == 2
    state.apply(2, Accept())
    state.apply(1, PackTitle("shomyo", 0))
    state.apply(1, Offer())
    assert state.asked == 3, "the player with a packet is passed over"


def test_accepting_takes_the_packet_in_view_of_all_and_no_more_that_year():
    state = distributing(4)
    cards = list(state.row[:3])
    for c in cards:
        state.apply(0, PackCard(c, 0))
    state.apply(0, PackTitle("sensei", 0))
    state.apply(0, Offer())
    state.apply(1, Accept())
    assert all(c in state.hands[1] for c in cards)
    assert sorted(state.known[1]) == sorted(cards)
    assert view_of(state, 3).known[1] == tuple(card(c) for c in sorted(cards))
    assert state.received[1] == "sensei"
    state.apply(0, PackTitle("shomyo", 0))
    state.apply(0, Offer())
    assert state.asked == 2


def test_refusing_passes_the_packet_on_and_if_all_refuse_the_tairo_keeps_it():
    state = distributing(4)
    state.apply(0, PackCard(state.row[0], 0))
    kept = state.packets[0][0]
    state.apply(0, PackTitle("daimyo", 0))
    state.apply(0, Offer())
    for seat in (1, 2, 3):
        assert state.asked == seat
        state.apply(seat, Refuse())
    assert kept in state.hands[0] and state.received[0] == "daimyo"
    assert state.tairo == 1, "the next-ranked player without a packet becomes Tairō"
    assert state.stage == BUILD and len(state.packets) == 1, "three are left without a packet: one packet"


def test_the_next_tairo_goes_on_with_one_packet_while_three_are_left():
    state = distributing(4)
    state.apply(0, PackTitle("hatamoto", 0))
    state.apply(0, Offer())
    state.apply(1, Accept())
    assert state.tairo == 0 and len(state.packets) == 1
    state.apply(0, PackTitle("sensei", 0))
    state.apply(0, Offer())
    state.apply(2, Refuse())
    state.apply(3, Refuse())
    assert state.received[0] == "sensei" and state.tairo == 2 and len(state.packets) == 2


def test_with_two_players_left_the_tairo_makes_two_packets_and_the_other_chooses():
    state = distributing(3, titles=["daimyo", "sensei", "shomyo"])
    state.apply(0, PackTitle("hatamoto", 0))
    state.apply(0, Offer())
    state.apply(2, Accept())
    assert len(state.packets) == 2 and state.tairo == 0
    row = list(state.row)
    state.apply(0, PackCard(row[0], 0))
    state.apply(0, PackCard(row[1], 1))
    state.apply(0, PackTitle("daimyo", 0))
    assert "Each packet" in refused(state, 0, Offer())
    state.apply(0, PackTitle("shomyo", 1))
    state.apply(0, Offer())
    assert state.stage == CHOOSE and state.asked == 1
    state.apply(1, Choose(1))
    assert row[1] in state.hands[1] and row[0] in state.hands[0]
    assert state.titles == ["daimyo", "shomyo", "hatamoto"]


def test_cards_left_laid_out_go_into_packet_b():
    state = distributing(2)
    row = list(state.row)
    state.apply(0, PackCard(row[0], 0))
    state.apply(0, PackTitle("sensei", 0))
    state.apply(0, PackTitle("hatamoto", 1))
    state.apply(0, Offer())
    assert state.packets[0] == [row[0]] and sorted(state.packets[1]) == sorted(row[1:]) and state.row == []


def test_two_players_always_make_two_packets_and_use_two_titles():
    state = distributing(2, titles=["daimyo", "shomyo"])
    assert len(state.packets) == 2
    state.apply(0, PackTitle("sensei", 0))
    state.apply(0, PackTitle("hatamoto", 1))
    state.apply(0, Offer())
    state.apply(1, Choose(0))
    assert state.titles == ["hatamoto", "sensei"] and state.stage == CONQUER
    assert state.order() == [1, 0]


def test_with_two_players_taking_turns_the_general_who_chose_is_the_next_tairo():
    """Our rule (the default): with two players the two make the packets in turn, whoever holds the highest title
    (else the general who keeps the Daimyō would make them every year, and the other would always choose)."""
    state = distributing(2, titles=["daimyo", "shomyo"])
    assert state.tairo == 0
    state.apply(0, PackTitle("shomyo", 0))
    state.apply(0, PackTitle("daimyo", 1))
    state.apply(0, Offer())
    state.apply(1, Choose(0))
    assert state.titles == ["daimyo", "shomyo"] and state.stage == CONQUER
    for _ in range(10):
        if state.stage == BUILD:
            break
        state.apply(state.to_act()[0], EndTurn())
    assert state.stage == BUILD and state.tairo == 1 and state.to_act() == (1,)


def _to_the_next_even_year(state: ShitennoState) -> None:
    """End every conquest turn of the odd year (placing nothing) until the next distribution begins."""
    for _ in range(10):
        if state.stage == BUILD:
            return
        state.apply(state.to_act()[0], EndTurn())
    raise AssertionError("the next even year did not begin")


def _two_packets(state: ShitennoState, tairo: int, titles: tuple[str, str], chosen: int) -> None:
    """The Tairō puts the two hierarchy tiles into packets A and B (no cards) and the other general chooses."""
    state.apply(tairo, PackTitle(titles[0], 0))
    state.apply(tairo, PackTitle(titles[1], 1))
    state.apply(tairo, Offer())
    state.apply(1 - tairo, Choose(chosen))


def test_with_two_players_by_the_book_the_highest_title_is_tairo_every_year():
    """The rulebook's rule, the game's other choice: with two players too the general with the highest title
    makes the two packets every even year, however the packets were chosen the year before."""
    state = distributing(2, titles=["daimyo", "shomyo"], tairo_rule=TAIRO_TITLE)
    assert state.tairo == 0
    _two_packets(state, 0, ("shomyo", "daimyo"), 0)
    assert state.titles == ["daimyo", "shomyo"]
    _to_the_next_even_year(state)
    assert state.tairo == 0 and state.to_act() == (0,), "the Daimyō makes the packets again"
    _two_packets(state, 0, ("daimyo", "shomyo"), 0)
    assert state.titles == ["shomyo", "daimyo"]
    _to_the_next_even_year(state)
    assert state.tairo == 1 and state.to_act() == (1,), "the Daimyō tile went to the chooser: now he is Tairō"


def test_the_two_player_tairo_rule_is_a_game_option_only_for_two_players():
    assert GAME.default_parameters["tairo"] == TAIRO_TURNS
    assert GAME.parameter_choices(2) == {"tairo": [TAIRO_TURNS, TAIRO_TITLE]}
    assert GAME.parameter_choices(3) == {} and GAME.parameter_choices(4) == {}
    assert GAME.new_state(2, 1, {"tairo": TAIRO_TITLE}).tairo_rule == TAIRO_TITLE
    assert GAME.new_state(2, 1).tairo_rule == TAIRO_TURNS
    with pytest.raises(ValueError):
        GAME.new_state(2, 1, {"tairo": "chooser"})


def test_with_three_players_the_highest_title_stays_the_first_tairo():
    state = distributing(3, titles=["daimyo", "sensei", "shomyo"])
    state.apply(0, PackTitle("hatamoto", 0))
    state.apply(0, Offer())
    state.apply(2, Accept())
    state.apply(0, PackTitle("shomyo", 0))
    state.apply(0, PackTitle("daimyo", 1))
    state.apply(0, Offer())
    state.apply(1, Choose(0))
    for _ in range(20):
        if state.stage == BUILD:
            break
        seat = state.to_act()[0]
        state.apply(seat, EndTurn() if state.stage == CONQUER else state.legal_commands(seat)[0])
    assert state.stage == BUILD and state.tairo == 0


def test_titles_change_at_the_end_of_the_even_year_and_set_the_order():
    state = distributing(4)
    for title, answer in (("hatamoto", 1), ("shomyo", 2)):
        state.apply(0, PackTitle(title, 0))
        state.apply(0, Offer())
        state.apply(answer, Accept())
    state.apply(0, PackTitle("daimyo", 0))
    state.apply(0, PackTitle("sensei", 1))
    state.apply(0, Offer())
    state.apply(3, Choose(0))
    assert state.titles == ["sensei", "hatamoto", "shomyo", "daimyo"]
    assert state.stage == CONQUER and state.turns == [3, 2, 0, 1]
    assert state.received == [None] * 4


def test_the_troop_deck_is_made_again_from_its_shuffled_discard():
    state = distributing(4)
    for c in state.row:
        (state.koku_deck if card(c).is_koku else state.troop_deck).append(c)
    state.row = []
    state.troop_discard = state.troop_deck[3:]
    state.troop_deck = state.troop_deck[:3]
    total = sorted(all_known_cards(state))
    events = []
    distribution.begin(state, events)
    assert sum(1 for c in state.row if not card(c).is_koku) == 8
    assert any(e.kind == "reshuffle" for e in events)
    assert sorted(all_known_cards(state)) == total


def test_an_empty_koku_deck_ends_the_game_at_the_end_of_the_next_odd_year():
    state, _ = conquest(4)
    state.koku_deck = []
    for seat in state.order():
        state.apply(seat, EndTurn())
        if state.stage == GILD:
            state.apply(seat, KeepPlain())
    assert state.is_over()


def test_a_full_koku_deck_goes_on_to_the_next_even_year():
    state, _ = conquest(4)
    for seat in state.order():
        state.apply(seat, EndTurn())
        if state.stage == GILD:
            state.apply(seat, KeepPlain())
    assert state.stage == BUILD and state.year == 1592


# --- odd years ------------------------------------------------------------------------------------------------
def test_players_take_turns_in_title_order():
    state, _ = conquest(4, titles=["hatamoto", "daimyo", "shomyo", "sensei"], hands=[["samurai"]] * 4)
    seen = []
    while state.stage in (CONQUER, GILD):
        seat = state.to_act()[0]
        seen.append(seat)
        state.apply(seat, EndTurn() if state.stage == CONQUER else KeepPlain())
    assert seen == [1, 2, 3, 0]


def test_pay_with_the_printed_troops_and_the_troop_of_the_top_tile():
    state, _ = conquest(4, hands=[["samurai", "samurai", "samurai", "bushi+sohei"], [], [], []],
                        tops={"kanto": ["sohei", "bushi"]})
    need = state.need("kanto")
    assert need.by_type == {"samurai": 3, "bushi": 1} and need.bribe == 5
    pay(state, 0, state.hands[0])
    state.apply(0, Place("kanto"))
    assert state.slots["kanto"][0] == (0, False)
    assert state.need("kanto").by_type == {"samurai": 3, "sohei": 1}, "the next tile shows a Sōhei"


def test_cards_are_never_split_the_unused_symbol_is_lost():
    state, _ = conquest(4, hands=[["samurai", "samurai", "samurai", "bushi+sohei", "shinobi"], [], [], []],
                        tops={"kanto": ["sohei", "bushi"]})
    double = next(c for c in state.hands[0] if len(card(c).troops) == 2)
    pay(state, 0, [c for c in state.hands[0] if card(c).troops != ("shinobi",)])
    placed = state.apply(0, Place("kanto"))
    assert double in state.troop_discard and double not in state.hands[0]
    assert placed[0].text_for(None).endswith("What the slot did not need is lost: 1 Sōhei.")
    assert not any(isinstance(c, Place) for c in state.legal_commands(0))


def test_troops_of_the_wrong_type_do_not_pay():
    state, _ = conquest(4, hands=[["samurai", "samurai", "bushi", "sohei"], [], [], []],
                        tops={"kanto": ["sohei", "bushi"]})
    pay(state, 0, state.hands[0])
    reason = refused(state, 0, Place("kanto"))
    assert "3 Samurai + 1 Bushi, or 5 koku" in reason and "missing 1 Samurai" in reason


def test_pay_with_koku_worth_at_least_the_bribe_and_lose_the_surplus():
    state, _ = conquest(4, hands=[["koku1", "koku1", "koku1", "koku1", "koku2", "koku3"], [], [], []])
    state.slots["kanto"][0] = (1, False)
    state.board_changed()
    ones = [c for c in state.hands[0] if card(c).koku == 1]
    two = next(c for c in state.hands[0] if card(c).koku == 2)
    assert state.need("kanto").bribe == 6
    pay(state, 0, [*ones, two])
    placed = state.apply(0, Place("kanto"))
    assert state.slots["kanto"][1] == (0, False) and state.scores[0] == 6 + 2
    assert "lost" not in placed[0].text_for(None), "a payment of exactly the bribe loses nothing"
    three = next(c for c in state.hands[0] if card(c).koku == 3)
    state.apply(0, PickCard(three))
    assert refused(state, 0, Place("kyushu")).endswith("or 1 more koku.")
    state.apply(0, UnpickCard(three))
    assert state.payment.empty


def test_overpaying_with_koku_is_allowed_and_the_surplus_is_lost():
    state, _ = conquest(4, hands=[["koku3", "koku2"], [], [], []])
    assert state.need("kyushu").bribe == 4
    pay(state, 0, state.hands[0])
    placed = state.apply(0, Place("kyushu"))
    assert state.hands[0] == [] and len(state.koku_discard) == 2
    assert placed[0].text_for(None).endswith("What the slot did not need is lost: 1 koku.")


def test_a_card_the_slot_does_not_need_may_be_paid_and_is_lost():
    """Koku cards are not split either: paying more than the bribe is allowed and the surplus is lost, even a
    whole card the bribe did not need; so is a troop card whose symbols the slot does not ask for."""
    state, _ = conquest(4, hands=[["koku3", "koku2", "koku1"], [], [], []])
    assert state.need("kyushu").bribe == 4
    pay(state, 0, state.hands[0])
    placed = state.apply(0, Place("kyushu"))
    assert state.hands[0] == [] and len(state.koku_discard) == 3 and state.scores[0] == 3 + 2
    assert placed[0].text_for(None).endswith("What the slot did not need is lost: 2 koku.")
    state, _ = conquest(4, hands=[["samurai", "samurai", "samurai", "bushi", "shinobi+sohei"], [], [], []],
                        tops={"kanto": ["sohei", "bushi"]})
    pay(state, 0, state.hands[0])
    state.apply(0, Place("kanto"))
    assert state.hands[0] == [] and len(state.troop_discard) == 5 and state.slots["kanto"][0] == (0, False)


def test_our_rule_a_bonus_tile_or_the_hatamoto_title_the_payment_does_not_need_is_refused():
    """A bonus tile is used up only when it helps: the table refuses one (or the Hatamoto's title) that the
    payment could do without and names it."""
    state, _ = conquest(4, hands=[["koku3", "koku2"], [], [], []], tiles=[["plus"], [], [], []])
    pay(state, 0, state.hands[0], state.tiles[0])
    assert "does not need the +1 tile: take it back" in refused(state, 0, Place("kyushu"))
    state, _ = conquest(4, titles=["hatamoto", "daimyo", "shomyo", "sensei"],
                        hands=[["bushi", "bushi", "sohei"], [], [], []], tops={"kyushu": ["sohei"]})
    for seat in (1, 2, 3):
        state.apply(seat, EndTurn())
    pay(state, 0, state.hands[0], hatamoto=True)
    assert "does not need your Hatamoto title: take it back" in refused(state, 0, Place("kyushu"))


def test_a_kamon_takes_the_first_free_slot_scores_its_favour_and_the_top_tile():
    state, _ = conquest(2, titles=["sensei", "hatamoto"], hands=[["koku3", "koku2", "koku3", "koku2"], []])
    top = state.stacks["kyushu"][-1]
    pay(state, 0, state.hands[0][:2])
    state.apply(0, Place("kyushu"))
    assert state.slots["kyushu"] == [(0, False), None, None, None]
    assert state.scores[0] == 3 and state.tiles[0] == [top] and state.supply[0] == kamons_for(2) - 1


def test_several_slots_of_one_province_in_a_row_but_two_kamons_a_year_at_most():
    state, _ = conquest(2, titles=["sensei", "hatamoto"],
                        hands=[["koku3", "koku2", "koku3", "koku2", "koku3", "koku3"], []])
    threes = [c for c in state.hands[0] if card(c).koku == 3]
    twos = [c for c in state.hands[0] if card(c).koku == 2]
    pay(state, 0, [threes[0], twos[0]])
    state.apply(0, Place("kyushu"))
    pay(state, 0, [threes[1], twos[1]])
    state.apply(0, Place("kyushu"))
    assert state.slots["kyushu"][:2] == [(0, False), (0, False)] and state.scores[0] == 3 + 4
    assert "placed 2 kamons this year" in refused(state, 0, PickCard(threes[2]))
    assert "placed 2 kamons" in refused(state, 0, Place("kyushu"))


def test_the_last_slot_gives_no_tile_and_asks_for_the_gates_troop():
    state, box = conquest(2, titles=["sensei", "hatamoto"], hands=[["sohei", "sohei", "sohei"], []],
                          tops={"hokkaido": []})
    state.slots["hokkaido"][:3] = [(1, False), (2, False), (3, False)]
    state.board_changed()
    assert state.need("hokkaido").by_type == {"sohei": 3}
    pay(state, 0, state.hands[0])
    state.apply(0, Place("hokkaido"))
    assert state.scores[0] == 9 and state.tiles[0] == []


def test_a_full_province_takes_no_more_kamons():
    state, _ = conquest(2, titles=["sensei", "hatamoto"], hands=[["koku3", "koku3"], []])
    state.slots["kyushu"] = [(1, False)] * 4
    state.board_changed()
    pay(state, 0, state.hands[0])
    assert "Kyūshū is full" in refused(state, 0, Place("kyushu"))


def test_the_rulebook_example_of_a_conquest_year():
    """Sakakibara (Daimyō) takes Kantō with 3 Samurai and a Bushi+Sōhei card (the Sōhei is lost) and the Bushi
    tile; Ii (Shōmyō) bribes Kantō's second slot with 6 koku and takes the Sōhei tile, then takes Chūbu with a
    Shinobi, that +1 tile and a Bushi; Sakai passes; Honda takes Hokkaidō's last slot with a Bushi+Sōhei card, an
    exchange and a +1 (3 Sōhei)."""
    state, _ = conquest(4, titles=["hatamoto", "shomyo", "daimyo", "sensei"],
                        hands=[[], ["koku1", "koku1", "koku1", "koku1", "koku2", "shinobi", "bushi"],
                               ["samurai", "samurai", "samurai", "bushi+sohei"], []],
                        tiles=[["exchange", "plus"], [], [], []])
    set_stack(state, "kanto", [("card", "shinobi"), ("plus", "sohei"), ("exchange", "bushi")])
    set_stack(state, "chubu", [("card", "bushi")])
    state.slots["chubu"][:2] = [(3, False), (3, False)]
    set_stack(state, "hokkaido", [])
    state.slots["hokkaido"][:3] = [(1, False), (2, False), (3, False)]
    state.board_changed()
    assert state.to_act() == (2,)
    pay(state, 2, state.hands[2])
    state.apply(2, Place("kanto"))
    assert state.scores[2] == 5 + 2 and tile(state.tiles[2][0]).effect == "exchange"
    assert state.need("kanto").by_type == {"samurai": 3, "sohei": 1}
    state.apply(2, EndTurn())
    koku = [c for c in state.hands[1] if card(c).is_koku]
    pay(state, 1, koku)
    state.apply(1, Place("kanto"))
    assert state.scores[1] == 6 + 1 and tile(state.tiles[1][0]).effect == "plus"
    troops = [c for c in state.hands[1] if not card(c).is_koku]
    pay(state, 1, troops, state.tiles[1])
    state.apply(1, Place("chubu"))
    assert state.scores[1] == 7 + 6 + 1 and state.slots["chubu"][2] == (1, False)
    state.apply(1, EndTurn())
    state.apply(3, EndTurn())
    if state.stage == GILD:
        state.apply(3, KeepPlain())
    double = next(c for c in state.troop_discard if card(c).troops == ("bushi", "sohei"))
    state.troop_discard.remove(double)
    state.hands[0].append(double)
    pay(state, 0, [double], state.tiles[0])
    state.apply(0, Place("hokkaido"))
    assert state.scores[0] == 9 and state.tiles[0] == []


# --- bonus tiles ----------------------------------------------------------------------------------------------
def test_exchange_turns_a_troop_symbol_into_any_troop():
    state, _ = conquest(4, hands=[["shinobi", "shinobi", "bushi"], [], [], []], tiles=[["exchange"], [], [], []],
                        tops={"chubu": ["bushi", "shinobi"]})
    assert state.need("chubu").by_type == {"shinobi": 3}
    pay(state, 0, state.hands[0], state.tiles[0])
    state.apply(0, Place("chubu"))
    assert state.slots["chubu"][0] == (0, False) and len(state.used_tiles) == 1


def test_exchange_turns_a_koku_card_into_a_troop():
    state, _ = conquest(4, hands=[["shinobi", "shinobi", "koku1"], [], [], []], tiles=[["exchange"], [], [], []],
                        tops={"chubu": ["bushi", "shinobi"]})
    pay(state, 0, state.hands[0], state.tiles[0])
    state.apply(0, Place("chubu"))
    assert state.hands[0] == []


def test_exchange_turns_a_troop_symbol_into_a_koku():
    state, _ = conquest(4, hands=[["koku3", "bushi"], [], [], []], tiles=[["exchange"], [], [], []])
    pay(state, 0, state.hands[0], state.tiles[0])
    state.apply(0, Place("kyushu"))
    assert state.slots["kyushu"][0] == (0, False)


def test_plus_one_adds_a_troop_of_a_type_already_paid():
    state, _ = conquest(4, hands=[["shinobi", "bushi"], [], [], []], tiles=[["plus"], [], [], []],
                        tops={"chubu": ["sohei", "bushi"]})
    pay(state, 0, state.hands[0], state.tiles[0])
    state.apply(0, Place("chubu"))
    assert state.slots["chubu"][0] == (0, False)


def test_plus_one_cannot_add_a_type_no_card_shows():
    state, _ = conquest(4, hands=[["shinobi", "shinobi"], [], [], []], tiles=[["plus"], [], [], []],
                        tops={"chubu": ["sohei", "bushi"]})
    pay(state, 0, state.hands[0], state.tiles[0])
    assert "missing 1 Bushi" in refused(state, 0, Place("chubu"))


def test_plus_one_raises_koku():
    state, _ = conquest(4, hands=[["koku3"], [], [], []], tiles=[["plus"], [], [], []])
    pay(state, 0, state.hands[0], state.tiles[0])
    state.apply(0, Place("kyushu"))
    assert state.slots["kyushu"][0] == (0, False)


def test_several_bonus_tiles_on_one_card_as_in_the_rulebook():
    state, _ = conquest(4, hands=[["bushi+sohei"], [], [], []], tiles=[["exchange", "plus"], [], [], []],
                        tops={"hokkaido": []})
    state.slots["hokkaido"][:3] = [(1, False), (2, False), (3, False)]
    state.board_changed()
    pay(state, 0, state.hands[0], state.tiles[0])
    state.apply(0, Place("hokkaido"))
    assert state.slots["hokkaido"][3] == (0, False) and state.tiles[0] == [] and len(state.used_tiles) == 2


def test_a_card_bonus_draws_a_troop_card_at_any_time_of_the_turn_unseen_by_the_others():
    state, _ = conquest(4, hands=[["koku3", "koku2"], [], [], []], tiles=[["card", "card"], [], [], []])
    first, second = state.tiles[0]
    events = state.apply(0, DrawCard(first))
    assert len(state.hands[0]) == 3 and state.known[0] == []
    drawn = state.hands[0][-1]
    said = events[-1].text_for(None)
    assert "draws a troop card" in said and card(drawn).troops[0].capitalize()[:3] not in said
    assert view_of(state, 1).unseen[0] == 3
    pay(state, 0, [c for c in state.hands[0] if card(c).is_koku])
    state.apply(0, Place("kyushu"))
    state.apply(0, DrawCard(second))
    assert len(state.hands[0]) == 2 and len(state.used_tiles) == 2


def test_a_card_bonus_is_not_part_of_a_payment():
    state, _ = conquest(4, hands=[["koku3"], [], [], []], tiles=[["card"], [], [], []])
    assert "card tile draws a card" in refused(state, 0, PickTile(state.tiles[0][0]))


# --- titles -----------------------------------------------------------------------------------------------------
def test_the_daimyo_scores_two_more_favour_per_kamon():
    state, _ = conquest(4, titles=["daimyo", "shomyo", "sensei", "hatamoto"], hands=[["koku3", "koku2"], [], [], []])
    pay(state, 0, state.hands[0])
    state.apply(0, Place("kyushu"))
    assert state.scores[0] == 3 + 2


def test_the_shomyo_scores_one_more_favour_per_kamon():
    state, _ = conquest(2, titles=["shomyo", "sensei"], hands=[["koku3", "koku2"], []])
    pay(state, 0, state.hands[0])
    state.apply(0, Place("kyushu"))
    assert state.scores[0] == 3 + 1


def test_the_sensei_turns_one_of_his_kamons_gold_at_the_end_of_his_turn():
    state, _ = conquest(4, titles=["sensei", "daimyo", "shomyo", "hatamoto"], hands=[["koku3", "koku2"], [], [], []])
    state.slots["kanto"][2] = (0, False)
    state.apply(1, EndTurn())
    state.apply(2, EndTurn())
    pay(state, 0, state.hands[0])
    state.apply(0, Place("kyushu"))
    state.apply(0, EndTurn())
    assert state.stage == GILD and state.to_act() == (0,)
    assert set(state.legal_commands(0)) == {Gild("kanto", 3), Gild("kyushu", 1), KeepPlain()}
    state.apply(0, Gild("kanto", 3))
    assert state.slots["kanto"][2] == (0, True) and state.to_act() == (3,)
    assert state.kamons_of(0, "kanto") == 2


def test_the_hatamoto_stands_for_one_troop_once_a_turn_with_bonus_tiles_too():
    state, _ = conquest(4, titles=["hatamoto", "daimyo", "shomyo", "sensei"],
                        hands=[["bushi", "bushi", "bushi", "shinobi", "shinobi"], [], [], []],
                        tiles=[["plus"], [], [], []], tops={"kyushu": ["bushi", "bushi", "sohei"],
                                                            "chubu": ["bushi", "bushi", "bushi"]})
    for seat in (1, 2, 3):
        state.apply(seat, EndTurn())
    bushi = [c for c in state.hands[0] if card(c).troops == ("bushi",)]
    assert state.need("kyushu").by_type == {"bushi": 2, "sohei": 1}
    pay(state, 0, bushi[:2], hatamoto=True)
    state.apply(0, Place("kyushu"))
    assert state.hatamoto_used and "once a turn" in refused(state, 0, PickHatamoto())
    shinobi = [c for c in state.hands[0] if card(c).troops == ("shinobi",)]
    plus = [t for t in state.tiles[0] if tile(t).effect == "plus"][:1]
    pay(state, 0, [*shinobi[:1], bushi[2]], plus)
    state.apply(0, Place("chubu"))
    assert state.slots["chubu"][0] == (0, False)


def test_the_hatamoto_does_not_count_as_koku():
    state, _ = conquest(4, titles=["hatamoto", "daimyo", "shomyo", "sensei"], hands=[["koku3"], [], [], []])
    for seat in (1, 2, 3):
        state.apply(seat, EndTurn())
    pay(state, 0, state.hands[0], hatamoto=True)
    assert "missing" in refused(state, 0, Place("kyushu"))


def test_only_the_hatamoto_may_use_his_title():
    state, _ = conquest(4, titles=["daimyo", "hatamoto", "shomyo", "sensei"], hands=[["koku3"], [], [], []])
    assert "Only the Hatamoto" in refused(state, 0, PickHatamoto())


# --- the end ---------------------------------------------------------------------------------------------------
def test_the_game_ends_at_the_end_of_an_odd_year_when_a_player_has_no_kamon_left():
    state, _ = conquest(4, titles=["daimyo", "shomyo", "sensei", "hatamoto"], hands=[["koku3", "koku2"], [], [], []])
    state.supply[0] = 1
    pay(state, 0, state.hands[0])
    state.apply(0, Place("kyushu"))
    assert state.supply[0] == 0 and not state.is_over(), "the year is played to its end"
    state.apply(0, EndTurn())
    state.apply(1, EndTurn())
    state.apply(2, EndTurn())
    if state.stage == GILD:
        state.apply(2, KeepPlain())
    state.apply(3, EndTurn())
    assert state.stage == OVER and state.to_act() == ()


def test_a_general_without_kamons_is_passed_over():
    state, _ = conquest(4, titles=["shomyo", "daimyo", "sensei", "hatamoto"])
    state.supply[0] = 0
    state.apply(1, EndTurn())
    assert state.to_act() == (2,), "the Shōmyō without kamons has no turn"


def test_final_scoring_one_favour_per_koku_in_hand():
    state, _ = conquest(2, titles=["daimyo", "shomyo"], hands=[["koku3", "koku2", "samurai"], ["koku1"]])
    state.koku_deck = []
    state.apply(0, EndTurn())
    state.apply(1, EndTurn())
    assert state.is_over()
    assert state.outcome().scores == (5.0, 1.0)


def test_unused_bonus_tiles_turn_troops_into_koku_at_the_end():
    state, _ = conquest(2, titles=["daimyo", "shomyo"], hands=[["samurai+samurai"], ["koku1"]],
                        tiles=[["exchange", "exchange", "exchange", "plus"], ["plus"]])
    state.koku_deck = []
    state.apply(0, EndTurn())
    state.apply(1, EndTurn())
    assert state.outcome().scores == (3.0, 2.0), "two symbols exchanged (a third has nothing to turn), +1 on them"


def test_six_favour_for_each_province_majority_gold_counting_two():
    state, _ = conquest(2, titles=["daimyo", "shomyo"], hands=[[], []])
    state.slots["kanto"] = [(1, False), (0, True), None, None]
    state.slots["kansai"] = [(0, False), (1, False), (1, False), None]
    state.koku_deck = []
    state.apply(0, EndTurn())
    state.apply(1, EndTurn())
    assert state.outcome().scores == (6.0, 6.0)


def test_a_majority_tie_goes_to_the_kamon_further_left():
    state, _ = conquest(3, titles=["daimyo", "shomyo", "sensei"], hands=[[], [], []])
    state.slots["tohoku"] = [(2, False), (1, False), (2, False), (1, False)]
    state.koku_deck = []
    for seat in (0, 1, 2):
        state.apply(seat, EndTurn())
        if state.stage == GILD:
            state.apply(seat, KeepPlain())
    assert state.outcome().scores == (0.0, 0.0, 6.0)


def test_a_tie_for_the_win_goes_to_last_years_higher_title():
    state, _ = conquest(2, titles=["shomyo", "daimyo"], hands=[["koku2"], ["koku2"]])
    state.koku_deck = []
    state.apply(1, EndTurn())
    state.apply(0, EndTurn())
    outcome = state.outcome()
    assert outcome.scores == (2.0, 2.0) and outcome.winners == (1,)
    assert any("by last year's title" in render(line) for line in outcome.explanation)


def test_the_outcome_explains_every_point():
    state, _ = conquest(2, titles=["daimyo", "shomyo"], hands=[["koku3", "samurai"], []],
                        tiles=[["exchange"], []])
    state.scores = [20, 11]
    state.slots["kanto"] = [(0, False), None, None, None]
    state.koku_deck = []
    state.apply(0, EndTurn())
    state.apply(1, EndTurn())
    lines = [render(line) for line in state.outcome().explanation]
    assert lines[0] == "Honda: 20 favour in play + 3 koku in hand + 1 from bonus tiles + 6 for Kantō = 30."
    assert lines[1] == "Ii: 11 favour in play + 0 koku in hand = 11."
    assert lines[-1] == "Honda is the Shōgun's favourite with 30 favour."


def test_a_whole_game_keeps_every_card():
    state = ShitennoState(3, 11)
    choose = random.Random(4)
    everything = sorted(c.id for c in all_cards())
    while not state.is_over():
        assert sorted(all_known_cards(state)) == everything
        seat = state.to_act()[0]
        state.apply(seat, choose.choice(state.legal_commands(seat)))
    assert sorted(all_known_cards(state)) == everything
