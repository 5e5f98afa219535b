"""The same seed and the same commands give the same game: games from fixed seeds played now give the digests
written when the engine was first measured (every legal command list, every event, refusals, decisions,
copies, redactions, searches and the final state)."""

from __future__ import annotations

import json

import pytest

from tests.ninja_all_stars.replays import DIGESTS, games, play

EXPECTED = json.loads(DIGESTS.read_text())["digests"]


def test_every_game_has_a_written_digest():
    assert sorted(EXPECTED) == sorted(name for name, *_ in games())


@pytest.mark.parametrize("name,players,seed,params", games(), ids=[name for name, *_ in games()])
def test_the_same_seed_and_commands_give_the_same_game(name, players, seed, params):
    assert play(players, seed, params, name.split("-")[-2]) == EXPECTED[name]
