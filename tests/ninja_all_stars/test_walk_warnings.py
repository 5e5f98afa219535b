"""A move dragged across the ground says before the drop what its walk will call for besides the dodges: the tests
at harmful shrines it comes next to ("2 Curse tests on this path") and a Stealth it will lose. What it says is
what the walk then does."""

from __future__ import annotations

import random
import re

from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.games.ninja_all_stars.commands import Move
from ninjatable.games.ninja_all_stars.moves import detail

GAME = get_game("ninja-all-stars")
TESTED = re.compile(r"tests \w+ for the (\w+) shrine")


def _moves_with_shrines(games: int = 12, per_game: int = 400):
    """Moves of random games, taken where harmful shrines stand on the ground."""
    for seed in range(1, games + 1):
        match = Match(GAME, ["random", "random"], seed)
        rng = random.Random(seed)
        for _ in range(per_game):
            state = match.state
            if state.is_over():
                break
            seat = state.to_act()[0]
            legal = state.legal_commands(seat)
            moves = [c for c in legal if isinstance(c, Move)]
            if moves and state.shrines:
                yield state, seat, rng.choice(moves)
            match.submit(seat, rng.choice(legal))


def test_a_move_names_the_shrine_tests_its_walk_calls_for_before_the_drop():
    checked = warned = 0
    for state, seat, move in _moves_with_shrines():
        said = detail(state, seat, move).warnings
        twin = state.clone()
        events = twin.apply(seat, move)
        tested: dict[str, int] = {}
        for event in events:
            found = TESTED.search(event.text_for(None))
            if found:
                tested[found.group(1)] = tested.get(found.group(1), 0) + 1
        walked_whole = any(e.kind == "move" and tuple(e.data.get("to") or ()) == move.to for e in events)
        if not walked_whole:
            continue  # a failed dodge stopped the walk before its end
        expected = {f"{n} {name} test{'s' if n > 1 else ''}" for name, n in tested.items()}
        assert expected == {w for w in said if "test" in w}, (move, said, [e.text_for(None) for e in events])
        checked += 1
        warned += bool(expected)
    assert checked > 50 and warned > 0, (checked, warned)

