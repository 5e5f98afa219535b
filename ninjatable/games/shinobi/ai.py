"""What the computer seats know of Shinobi: dealing the unseen cards and loyalties, judging a position, the
easy player's one-step judgement."""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

from ninjatable.ai.knowledge import Knowledge
from ninjatable.ai.policies import best_by_value
from ninjatable.engine.commands import Command
from ninjatable.engine.rng import Rng
from ninjatable.games.shinobi.commands import Attack, Deploy, DeployOwn, PlayNinja, Relocate
from ninjatable.games.shinobi.data import CLANS, card, troop_deck
from ninjatable.games.shinobi.rules import ATTACK, ShinobiState
from ninjatable.games.shinobi.view import HIDDEN, ShinobiView, view_of

#: how strongly the public record of a player's orders is read as a sign of its loyalty.
LOYALTY_EVIDENCE = 0.8


def sample_loyalties(state: ShinobiState, rng: Rng) -> list[str]:
    """Deal the unknown loyalties, each seat in random order drawing from the clans still free, weighted by
    how much its public orders favoured each clan (a player who keeps building one clan at home is probably
    loyal to it)."""
    clans: list[str | None] = list(state.clans)
    free = [c for c in CLANS if c not in clans]
    unknown = [s for s in range(state.num_seats) if clans[s] is None]
    rng.shuffle(unknown)
    for seat in unknown:
        weights = [math.exp(LOYALTY_EVIDENCE * max(-4.0, min(4.0, state.record[seat].get(c, 0.0)))) for c in free]
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


def _evaluate(state: ShinobiState) -> tuple[float, ...]:
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


def _playout_command(state: ShinobiState, seat: int, rng: Rng, reads_record: bool = False) -> Command:
    """Playouts: mostly the easy judgement seen with the seat's true clan, sometimes a random move. A player who
    `reads_record` also aims its Ninja and attacks at the clans the other players' orders have favoured, and
    spares them its deployments (see `suspicion`)."""
    legal = state.legal_commands(seat)
    if rng.random() < 0.3:
        return rng.choice(legal)
    totals = state.clan_totals()
    mine = state.clans[seat]
    suspected = suspicion(state, seat) if reads_record else NO_SUSPICION
    best, best_score = legal[0], -math.inf
    for command in legal:
        score = _fast_judge(state, seat, mine, totals, suspected, command) + rng.random() * 0.05
        if score > best_score:
            best, best_score = command, score
    return best


#: how far a clan's strength, and how far the suspicion that another player serves it, move a playout's choice.
STRENGTH_WEIGHT = 0.1
SUSPICION_WEIGHT = 0.2
#: the most of one player's public record that counts as suspicion.
MOST_SUSPICION = 4.0
NO_SUSPICION: dict[str, float] = dict.fromkeys(CLANS, 0.0)


def suspicion(state: ShinobiState, seat: int) -> dict[str, float]:
    """How strongly, by everyone's sight of the orders given (`ShinobiState.record`), each clan looks like the
    clan of a player other than `seat`: the largest record of favour any other player has for it."""
    found = dict(NO_SUSPICION)
    for other in range(state.num_seats):
        if other != seat:
            for clan, favour in state.record[other].items():
                if favour > found[clan]:
                    found[clan] = min(favour, MOST_SUSPICION)
    return found


def _fast_judge(state: ShinobiState, seat: int, mine: str, totals: dict[str, int], suspected: dict[str, float],
                command: Command) -> float:
    if isinstance(command, (Deploy, DeployOwn)):
        clan = card(command.card).clan
        if clan == mine:
            return 1.0 if isinstance(command, DeployOwn) else 0.6
        return -STRENGTH_WEIGHT * totals.get(clan, 0) - SUSPICION_WEIGHT * suspected[clan]
    if isinstance(command, PlayNinja):
        return 1.0 + SUSPICION_WEIGHT * suspected[command.clan] if command.clan != mine else -2.0
    if isinstance(command, Relocate):
        if command.clan == mine:
            return 0.5 if command.to_province == seat else 0.0
        return -0.1
    if isinstance(command, Attack):
        if command.target == mine:
            return -2.0
        return 1.0 + STRENGTH_WEIGHT * totals.get(command.target, 0) + SUSPICION_WEIGHT * suspected[command.target]
    return 0.0


def determinize(state: ShinobiState, seat: int, rng: Rng) -> ShinobiState:
    """A full state consistent with what `seat` knows (`state`, redacted for it): the unknown loyalties
    drawn from the clans still free (weighted by the public record of orders), the unseen cards dealt at
    random into the other hands and the deck, and a fresh generator."""
    world = state.clone()
    world.rng = rng.fork()
    world.clans = sample_loyalties(state, rng)
    seen = set(state.hands[seat]) | set(state.discard)
    for province in state.provinces:
        for army in province.values():
            seen.update(army)
    unseen = [c.id for c in troop_deck() if c.id not in seen]
    rng.shuffle(unseen)
    for other in range(state.num_seats):
        if other != seat:
            world.hands[other] = [unseen.pop() for _ in world.hands[other]]
    assert all(c == HIDDEN for c in state.deck) and len(unseen) == len(state.deck), "the unseen cards must fill the deck"
    world.deck = unseen
    return world


class ShinobiKnowledge(Knowledge[ShinobiState]):
    """Shinobi for the computer seats. At hard, the players of the imagined games read the public record of
    orders: they strike at the clans the others seem to serve (`suspicion`), so the seat weighs how much its
    own orders give away; and they always play so, from the record, never searched as if they knew the seat's
    loyalty (`Knowledge.others_searched`)."""

    playout_depth = 24

    def __init__(self, reads_record: bool = False) -> None:
        self.reads_record = reads_record
        self.others_searched = not reads_record

    def at_level(self, level: str) -> ShinobiKnowledge:
        return ShinobiKnowledge(reads_record=True) if level == "hard" else self

    def determinize(self, state: ShinobiState, seat: int, rng: Rng) -> ShinobiState:
        return determinize(state, seat, rng)

    def turn_of(self, state: ShinobiState, seat: int) -> Hashable:
        """A turn is a player's turn: its deployments, its attack or move and its ninja, counted on the table."""
        return state.turn_number

    def hand_may_matter(self, state: ShinobiState, seat: int) -> bool:
        """The first and second orders deploy cards from the hand, wherever it holds any (their number is
        public); the attack is chosen among the armies on the table."""
        return state.order != ATTACK and bool(state.hands[seat])

    def playout_command(self, state: ShinobiState, seat: int, rng: Rng) -> Command:
        return _playout_command(state, seat, rng, self.reads_record)

    def evaluate(self, state: ShinobiState) -> tuple[float, ...]:
        return _evaluate(state)

    def easy_command(self, state: ShinobiState, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
        """The command that looks best one step ahead; ties broken at random."""
        view = view_of(state, seat)
        return best_by_value(legal, lambda command: _judge(view, command), rng)
