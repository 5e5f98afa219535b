"""Scoring at the end of the game (castle groups and bonus tiles; flags score when they are taken), and how the
game ended."""

from __future__ import annotations

from ninjatable.engine.protocol import Event, Outcome
from ninjatable.games.ronin.data import DATA, castle_group_points, rank_term, solo_rank
from ninjatable.games.ronin.rules.basics import score
from ninjatable.games.ronin.rules.position import OVER, Position
from ninjatable.i18n import Text, msg, msg_n


def castle_score(state: Position, seat: int) -> int:
    """Each group of your castles in neighbouring regions scores 1/3/6/10/15 for 1-5 castles."""
    mine = {r for r, spaces in state.castle_spaces.items() if seat in spaces}
    total = 0
    while mine:
        group = {mine.pop()}
        frontier = list(group)
        while frontier:
            region = frontier.pop()
            for other in state.board.regions[region].neighbours:
                if other in mine:
                    mine.discard(other)
                    group.add(other)
                    frontier.append(other)
        total += castle_group_points(len(group))
    return total


def bonus_count(state: Position, seat: int, per: str) -> int:
    """What a bonus tile counts: castles built, flags, characters, bonus spaces reached, goods still held,
    meditation tokens still held, missions fulfilled."""
    counts = {
        "castle": lambda: DATA["castles_per_player"] - state.castles_left[seat],
        "flag": lambda: state.flags[seat],
        "character": lambda: len(state.characters[seat]),
        "tea": lambda: sum(1 for b in DATA["tea_bonus_spaces"] if b <= state.tea[seat]),
        "good": lambda: state.goods_count(seat),
        "meditation": lambda: state.meditation[seat],
        "mission": lambda: len(state.fulfilled[seat]),
    }
    return counts[per]()


def bonus_score(state: Position, seat: int) -> int:
    total = 0
    for key in state.bonus[seat]:
        kind = DATA.bonus_kinds[key]
        total += kind.points * bonus_count(state, seat, kind.per)
    return total


def final_scoring(state: Position, events: list[Event]) -> None:
    """After round four: castle groups and bonus tiles are scored (flags scored when they were taken); the game
    is over."""
    state.final = []
    for seat in range(state.num_seats):
        castles = castle_score(state, seat)
        bonus = bonus_score(state, seat)
        score(state, seat, castles, "castles")
        score(state, seat, bonus, "bonus")
        state.final.append({"castles": castles, "bonus": bonus, "total": state.points[seat]})
        events.append(Event(msg_n("{player}: castles {castles}, bonus tiles {bonus}; {n} point in all.",
                                  "{player}: castles {castles}, bonus tiles {bonus}; {n} points in all.",
                                  n=state.points[seat], player=state.seat_words(seat), castles=castles,
                                  bonus=bonus), seat, "score"))
    state.phase = OVER


def outcome(state: Position) -> Outcome:
    """Most points wins; a tie goes to the one further ahead on the tea ceremony track. Two players: a tie is
    won by the Shogun (both lose). Solo: the rank of the score."""
    scores = tuple(float(p) for p in state.points)
    if state.mode == "solo":
        points = state.points[0]
        rank = msg_n("Rank: {rank} ({n} point)", "Rank: {rank} ({n} points)", n=points,
                     rank=rank_term(solo_rank(points)))
        return Outcome(scores, (0,), (0,), (rank,),
                       (max(0.0, min(1.0, points / 250.0)),))
    ranking = tuple(sorted(range(state.num_seats), key=lambda s: (state.points[s], state.tea_key(s)), reverse=True))
    top = max(state.points)
    leaders = [s for s in range(state.num_seats) if state.points[s] == top]
    explanation: list[Text] = [msg_n("{player}: {n} point", "{player}: {n} points", n=state.points[s],
                                     player=state.seat_words(s)) for s in ranking]
    if state.mode == "duel" and len(leaders) > 1:
        explanation.append(msg("A tie: the Shogun, always furthest ahead on the tea ceremony track, wins."))
        return Outcome(scores, (), ranking, tuple(explanation), tuple(0.25 for _seat in range(state.num_seats)))
    winner = ranking[0]
    if len(leaders) > 1:
        explanation.append(msg("A tie on points: {player} is further ahead on the tea ceremony track.",
                               player=state.seat_words(winner)))
    returns = tuple((0.85 if s == winner else 0.0) + 0.15 * state.points[s] / max(1, top)
                    for s in range(state.num_seats))
    return Outcome(scores, (winner,), ranking, tuple(explanation), returns)
