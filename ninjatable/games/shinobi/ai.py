"""The AI's knowledge of Shinobi: dealing the unknown from a view, judging a position, the easy player."""

from __future__ import annotations

import math
from collections.abc import Sequence

from ninjatable.engine.commands import Command
from ninjatable.engine.rng import Rng
from ninjatable.games.shinobi.data import CLANS, troop_deck
from ninjatable.games.shinobi.rules import Attack, Deploy, DeployOwn, PlayNinja, Relocate, ShinobiState
from ninjatable.games.shinobi.view import ShinobiView


def determinize(view: ShinobiView, seat: int, rng: Rng) -> ShinobiState:
    """A full state consistent with `view`: the other loyalties drawn from the clans that are not the
    viewer's, the unseen cards dealt at random into the other hands and the deck."""
    state = ShinobiState.__new__(ShinobiState)
    state.num_seats = view.num_seats
    state.rng = rng.fork()
    state.clans = sample_loyalties(view, rng)
    hand_ids = {c.id for c in view.hand}
    pool: dict[str | None, list[int]] = {}
    for c in troop_deck():
        if c.id not in hand_ids:
            pool.setdefault(c.clan, []).append(c.id)
    state.provinces = []
    for province in view.provinces:
        armies = {}
        for clan, count in province.items():
            armies[clan] = [pool[clan].pop() for _ in range(count)]
        state.provinces.append(armies)
    state.discard = []
    for key, count in view.discard_counts.items():
        clan = None if key == "ninja" else key
        state.discard.extend(pool[clan].pop() for _ in range(count))
    unseen = [card_id for ids in pool.values() for card_id in ids]
    rng.shuffle(unseen)
    state.hands = []
    for s in range(view.num_seats):
        if s == seat:
            state.hands.append([c.id for c in view.hand])
        else:
            state.hands.append([unseen.pop() for _ in range(view.hand_sizes[s])])
    state.deck = unseen
    state.first_player = view.first_player
    state.current = view.current if view.current is not None else seat
    state.order = view.order
    state.turn_number = view.turn_number
    state.protected = set(view.protected)
    state.deployed_twice = view.deployed_twice
    state.last_card_drawn_by = view.last_card_drawn_by
    state.last_turn = view.last_turn
    state.record = [dict(r) for r in view.record]
    return state


#: how strongly the public record of a player's orders is read as a sign of its loyalty.
LOYALTY_EVIDENCE = 0.8


def sample_loyalties(view: ShinobiView, rng: Rng) -> list[str]:
    """Deal the unknown loyalties, each seat in random order drawing from the clans still free, weighted by
    how much its public orders favoured each clan (a player who keeps building one clan at home is probably
    loyal to it)."""
    clans: list[str | None] = list(view.clans)
    free = [c for c in CLANS if c not in clans]
    unknown = [s for s in range(view.num_seats) if clans[s] is None]
    rng.shuffle(unknown)
    for seat in unknown:
        weights = [math.exp(LOYALTY_EVIDENCE * max(-4.0, min(4.0, view.record[seat].get(c, 0.0)))) for c in free]
        pick = rng.random() * sum(weights)
        index = 0
        while index < len(free) - 1 and pick > weights[index]:
            pick -= weights[index]
            index += 1
        clans[seat] = free.pop(index)
    return [c for c in clans if c is not None]


def standing(state: ShinobiState, seat: int) -> float:
    """How well a seat stands: its clan's cards on the table, a little for its own clan at home."""
    totals = state.clan_totals()
    clan = state.clans[seat]
    return totals[clan] + 0.1 * len(state.provinces[seat].get(clan, ()))


def evaluate(state: ShinobiState) -> tuple[float, ...]:
    """Chances to win estimated from the clan strengths (a soft maximum over the seats)."""
    values = [standing(state, seat) for seat in range(state.num_seats)]
    top = max(values)
    weights = [math.exp((v - top) / 1.5) for v in values]
    total = sum(weights)
    return tuple(w / total for w in weights)


def _totals_from_view(view: ShinobiView) -> dict[str, int]:
    totals = dict.fromkeys(CLANS, 0)
    for province in view.provinces:
        for clan, count in province.items():
            totals[clan] += count
    return totals


def _judge(view: ShinobiView, command: Command) -> float:
    """The easy player's one-step judgement: own clan up, the strongest rival down, own cards kept safe."""
    mine = view.my_clan
    totals = _totals_from_view(view)
    hand = {c.id: c.clan for c in view.hand}
    exposure = 0.0
    if isinstance(command, (Deploy, DeployOwn)):
        clan = hand[command.card]
        totals[clan] += 1
        target = command.province if isinstance(command, Deploy) else view.seat
        if clan == mine:
            exposure = -0.4 if target != view.seat else 0.3
    elif isinstance(command, PlayNinja):
        totals[command.clan] -= 1
    elif isinstance(command, Relocate):
        if command.clan == mine:
            exposure = 0.3 if command.to_province == view.seat else -0.2
    elif isinstance(command, Attack):
        totals[command.target] -= 1
    rivals = [totals[c] for c in CLANS if c != mine]
    return totals[mine] - 0.7 * max(rivals) - 0.2 * sum(rivals) / len(rivals) + exposure


def easy_command(view: ShinobiView, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
    """Pick the command that looks best one step ahead; ties broken at random."""
    best: list[Command] = []
    best_score = -math.inf
    for command in legal:
        score = _judge(view, command)
        if score > best_score + 1e-9:
            best, best_score = [command], score
        elif abs(score - best_score) <= 1e-9:
            best.append(command)
    return rng.choice(best)


def playout_command(state: ShinobiState, seat: int, rng: Rng) -> Command:
    """Playouts: mostly the easy judgement seen with the seat's true clan, sometimes a random move."""
    legal = state.legal_commands(seat)
    if rng.random() < 0.3:
        return rng.choice(legal)
    totals = state.clan_totals()
    mine = state.clans[seat]
    best, best_score = legal[0], -math.inf
    for command in legal:
        score = _fast_judge(state, seat, mine, totals, command) + rng.random() * 0.05
        if score > best_score:
            best, best_score = command, score
    return best


def _fast_judge(state: ShinobiState, seat: int, mine: str, totals: dict[str, int], command: Command) -> float:
    if isinstance(command, (Deploy, DeployOwn)):
        from ninjatable.games.shinobi.data import card

        clan = card(command.card).clan
        if clan == mine:
            return 1.0 if isinstance(command, DeployOwn) else 0.6
        return -0.1 * totals.get(clan, 0)
    if isinstance(command, PlayNinja):
        return 1.0 if command.clan != mine else -2.0
    if isinstance(command, Relocate):
        if command.clan == mine:
            return 0.5 if command.to_province == seat else 0.0
        return -0.1
    if isinstance(command, Attack):
        return 1.0 + 0.1 * totals.get(command.target, 0) if command.target != mine else -2.0
    return 0.0
