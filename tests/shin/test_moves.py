"""Gestures at the SHIN table mean commands, judged by the rules on the seat's own knowledge."""

from __future__ import annotations

from ninjatable.games.shin import GAME
from ninjatable.games.shin.commands import Choose, Place
from ninjatable.games.shin.moves import CardOnSlot, NinjaOnTerritory
from tests.shin.helpers import choose, nid, position


def test_a_card_dropped_on_the_play_slot_is_the_secret_choice():
    state = position([["Goro", "Takeshi"], ["Kiri", "Mai"]])
    preview = GAME.find_move(GAME.redact(state, 0), 0, CardOnSlot(nid("Takeshi")))
    assert preview.command == Choose(nid("Takeshi")) and preview.accepted
    refused = GAME.find_move(GAME.redact(state, 0), 0, CardOnSlot(nid("Kiri")))
    assert refused.refusal == "That card is not in your hand."


def test_a_ninja_dropped_on_a_taken_territory_is_refused_with_the_reason():
    state = position([["Goro", "Takeshi"], ["Kiri", "Mai"]], placed={"Raiden": (1, 2)})
    choose(state, "Goro", "Kiri")
    preview = GAME.find_move(GAME.redact(state, 0), 0, NinjaOnTerritory(nid("Goro"), 2))
    assert preview.command == Place(nid("Goro"), 2)
    assert preview.refusal == "Territory 2 is taken by Raiden (7): a territory holds one ninja."
    assert GAME.find_move(GAME.redact(state, 0), 0, NinjaOnTerritory(nid("Goro"), 3)).accepted


def test_a_gesture_out_of_its_phase_means_nothing():
    state = position([["Goro", "Takeshi"], ["Kiri", "Mai"]])
    preview = GAME.find_move(GAME.redact(state, 0), 0, NinjaOnTerritory(nid("Goro"), 3))
    assert preview.command is None and preview.refusal == "That does nothing now."
