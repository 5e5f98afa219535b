"""How the computer seats of Shinobi read the table: hard reads the public record of orders, normal does not."""

from __future__ import annotations

from ninjatable.ai.bots import make_bot
from ninjatable.engine.rng import Rng
from ninjatable.games.shinobi import GAME
from ninjatable.games.shinobi.ai import _playout_command, suspicion
from ninjatable.games.shinobi.commands import PlayNinja
from tests.shinobi.helpers import position


def ninja_strikes(reads_record: bool, favoured: str, tries: int = 300) -> dict[str, int]:
    """Which of two equal armies the imagined player in seat 0 strikes with its Ninja, over many imagined games,
    when player 2's orders have favoured `favoured` for all to see."""
    state = position(3, clans=["hojo", "mori", "oda"], hands=[[None, None], ["mori"], ["oda"]],
                     provinces=[{}, {"takeda": 2, "uesugi": 2}, {}])
    state.record[1]["hojo"] = -1.0
    state.record[1][favoured] = 3.0
    struck = {"takeda": 0, "uesugi": 0}
    for seed in range(tries):
        command = _playout_command(state, 0, Rng(seed), reads_record)
        if isinstance(command, PlayNinja):
            struck[command.clan] += 1
    return struck


def test_a_player_who_reads_the_record_strikes_the_army_of_the_clan_another_player_has_favoured():
    for favoured, other in (("takeda", "uesugi"), ("uesugi", "takeda")):
        struck = ninja_strikes(True, favoured)
        assert struck[favoured] > 3 * struck[other], struck


def test_a_player_who_does_not_read_the_record_strikes_either_of_two_equal_armies():
    struck = ninja_strikes(False, "takeda")
    assert min(struck.values()) > 0.3 * max(struck.values()), struck


def test_suspicion_is_what_the_other_players_orders_favoured_never_the_seats_own():
    state = position(3)
    state.record[0]["oda"] = 4.0
    state.record[1]["mori"] = 2.0
    state.record[2]["mori"] = 7.0
    state.record[2]["hojo"] = -3.0
    found = suspicion(state, 0)
    assert found["oda"] == 0.0 and found["mori"] == 4.0 and found["hojo"] == 0.0


def test_only_the_hard_seat_reads_the_record():
    assert make_bot(GAME, "hard", 1).knowledge.reads_record
    assert not make_bot(GAME, "normal", 1).knowledge.reads_record
    assert not GAME.knowledge.reads_record


def test_hard_searches_its_own_orders_only_the_others_play_from_the_record():
    assert not make_bot(GAME, "hard", 1).knowledge.others_searched
    assert make_bot(GAME, "normal", 1).knowledge.others_searched
