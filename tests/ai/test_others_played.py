"""A search that does not weigh the other seats' choices (`Knowledge.others_searched` False): they play as in
the playouts, and the tree holds the searching seat's choices alone."""

from __future__ import annotations

from ninjatable.ai.ismcts import Search
from ninjatable.engine.rng import Rng

from .toy import GAME, PenniesKnowledge


class PlayedOthers(PenniesKnowledge):
    """Pennies where the other seat always shows tails in the search."""

    others_searched = False

    def __init__(self) -> None:
        self.asked: list[int] = []

    def playout_command(self, state, seat, rng):
        self.asked.append(seat)
        return next(c for c in state.legal_commands(seat) if c.side == "tails")


def seats_in_tree(node) -> set[int]:
    found = set(node.stats)
    for child in node.children.values():
        found |= seats_in_tree(child)
    return found


def test_the_other_seats_play_as_in_the_playouts_and_the_tree_holds_the_searching_seat_alone():
    knowledge = PlayedOthers()
    state = GAME.new_state(2, 1)
    search = Search(knowledge, GAME.redact(state, 1), 1, state.legal_commands(1), Rng(5))
    result = search.run(iterations=400, seconds=60)
    assert seats_in_tree(search.root) == {1}
    assert 0 in knowledge.asked
    # the matcher (seat 1) knows the other coin will be tails in every imagined game, so it matches it
    assert result.command.side == "tails"
    assert max(c.value for c in result.considered) > 0.9
