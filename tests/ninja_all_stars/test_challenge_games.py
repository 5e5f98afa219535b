"""Random games of every new challenge with two, three and four players finish without error on both shipped
arenas, and the challenge's objectives stay consistent all the way."""

from __future__ import annotations

import pytest

from ninjatable.ai.runner import bots_for, play_to_end
from ninjatable.engine.match import Match
from ninjatable.games.ninja_all_stars import GAME

CHALLENGES = ["assassination", "messenger", "champion", "king-of-the-hill", "infiltration", "capture-the-medal"]
ARENAS = ["nas_sakura_garden", "nas_moon_temple"]
GAMES = 4


def objectives_consistent(state) -> None:
    """No figure shares a square with a ninja; guards and the messenger are the figures; carriers are on the
    board; no medal is both lying and carried."""
    assert not set(state.figures) & set(state.occupied)
    assert sorted(state.figures) == sorted([*state.guards, *(
        [state.arena.objectives.route[state.messenger_step]] if state.figures and state.challenge.objective ==
        "messenger" else [])])
    assert all(state.models[mid].on_board for mid in state.carriers)
    assert len(state.medals) + len(state.carriers) <= len(state.arena.objectives.medal_spots)


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("challenge", CHALLENGES)
def test_random_games_of_every_challenge_and_player_count_finish(challenge, seats):
    for game in range(GAMES):
        params = {"challenge": challenge, "arena": ARENAS[game % 2]}
        match = Match(GAME, ["random"] * seats, 500 + game, params)
        play_to_end(match, bots_for(match, game))
        assert match.state.is_over()
        objectives_consistent(match.state)
