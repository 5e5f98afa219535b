"""The busiest board for the frame benchmark: Fire against Water with all eighteen miniatures standing.

The Brawl fields five ninja per team, so the rules never reach this position; it exists only so that
`ninjatable bench` measures the table's drawing at its heaviest (every base, marker, veil and lit square).
"""

from __future__ import annotations

from ninjatable.ai.bots import make_bot
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.games.ninja_all_stars.board import BOARD, TRAINING, blocked_for_movement
from ninjatable.games.ninja_all_stars.rules import NasState

#: markers hung on the fielded reserves, so that every kind of marker is drawn
BENCH_CONDITIONS = ("stunned", "curse", "poison", "lucky", "haste", "slow", "protection", "delayed")


def _human_may_drag(state: NasState) -> bool:
    return (state.phase == "activation" and state.to_act() == (0,) and not state.pending
            and state.active is None
            and any(m.seat == 0 and m.on_board and not m.activated for m in state.models))


def crowded_brawl(seed: int = 7) -> Match:
    """Random seats play Fire (the human, seat 0) against Water into an activation the human may start; then
    every ninja still in a Training Ground is stood on the free square nearest its own team, some with
    condition markers, one in Stealth."""
    game = get_game("ninja-all-stars")
    match = Match(game, ["human", "random"], seed, {"team_1": "fire", "team_2": "water"})
    bots = {seat: make_bot(game, "random", seed * 31 + seat) for seat in (0, 1)}
    for _ in range(2000):
        if _human_may_drag(match.state) or match.state.is_over():
            break
        seat = match.state.to_act()[0]
        match.submit(seat, bots[seat].choose(match.state.view(seat), seat, match.state.legal_commands(seat)))
    state = match.state
    assert isinstance(state, NasState)
    arena = state.arena
    squares = [(x, y) for y in range(arena.height) for x in range(arena.width)]
    for number, model in enumerate(m for m in state.models if m.where == TRAINING):
        mates = [m.pos for m in state.models if m.seat == model.seat and m.pos is not None]
        free = [sq for sq in squares if sq not in state.occupied and not blocked_for_movement(state, sq)]
        square = min(free, key=lambda sq: min(max(abs(sq[0] - p[0]), abs(sq[1] - p[1])) for p in mates))
        model.pos, model.where = square, BOARD
        model.cond = {BENCH_CONDITIONS[number % len(BENCH_CONDITIONS)]: 1}
        model.stealth = number == 0
        state.occupied[square] = model.id
    state._cache.clear()
    state.trail = hash((state.trail, "all eighteen fielded"))
    return match
