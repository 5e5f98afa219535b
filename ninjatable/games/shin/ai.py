"""What the computer seats know of SHIN: dealing the unseen cards and the other players' secret choices,
playing a search's playouts by the game's own judgement, judging a position by stones and by the strength on
the table (where a playout is cut short), and the easy player's one-step judgement.

The other players' secret choices of a turn, made or still to make, are dealt with the unseen cards: drawn from
each player's (dealt) hand by the easy player's judgement of a choice, noise included. The searching seat then
weighs its own choice against that spread of likely choices, never against one it has seen, and plays the
choice that did best. (Searching both choices together, each seat drawing from its own statistics, needs many
more tries than a decision gets: at normal's 400 the mix it found was close to an even draw among the cards.)"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence

from ninjatable.ai.knowledge import Knowledge
from ninjatable.ai.policies import best_by_value
from ninjatable.engine.commands import Command
from ninjatable.engine.rng import Rng
from ninjatable.games.shin.commands import Choose, Place, Skip
from ninjatable.games.shin.data import (
    CARD_IDS,
    END_TERRITORIES,
    MIDDLE_TERRITORIES,
    STONES_PER_TEAM,
    TURNS_PER_ROUND,
    card,
)
from ninjatable.games.shin.rules import ABILITY, CHOOSE, PLACE, STONE, ShinState
from ninjatable.games.shin.rules.cards import HIDDEN, NONE
from ninjatable.games.shin.rules.strength import strengths
from ninjatable.games.shin.rules.village import team_of

#: how sharply a lead in strength turns into a likely round win (per point of strength).
ROUND_SHARPNESS = 0.35
#: how sharply a lead in stones (counting the round in play as a share of a stone) turns into a likely win.
GAME_SHARPNESS = 1.1


def determinize(state: ShinState, seat: int, rng: Rng) -> ShinState:
    """A full state consistent with what `seat` knows (`state`, redacted for it): the unseen cards dealt at
    random into the hidden hand places, the face-down spies and the draw pile; every face-down choice another
    player has made drawn from that player's hand by the easy player's judgement (`likely_choice`); a fresh
    generator. A choice not made yet stays to be made."""
    world = state.clone()
    world.rng = rng.fork()
    cards = world.cards
    seen = {c for c in cards.deck if c != HIDDEN}
    for hand in cards.hands:
        seen.update(c for c in hand if c != HIDDEN)
    seen.update(c for c in cards.spies if c > NONE)
    seen.update(cards.discard)
    seen.update(world.village.where)
    seen.update(c for c, _ in world.queue)
    unseen = [c for c in CARD_IDS if c not in seen]
    rng.shuffle(unseen)
    for other, hand in enumerate(cards.hands):
        if HIDDEN in hand:
            dealt = [unseen.pop() for c in hand if c == HIDDEN]
            for card in dealt:
                cards.knowers[card] = {other}
            cards.hands[other] = sorted([c for c in hand if c != HIDDEN] + dealt)
        if cards.spies[other] == HIDDEN:
            cards.spies[other] = unseen.pop()
            cards.knowers[cards.spies[other]] = {other}
    assert len(unseen) == len(cards.deck), "the unseen cards must fill the draw pile"
    cards.deck = unseen
    for other in range(state.num_seats):
        if cards.chosen[other] == HIDDEN:
            cards.chosen[other] = likely_choice(world, other, rng)
    return world


def imagine(state: ShinState, seat: int, rng: Rng) -> ShinState:
    """The world a search plays in: a dealt world (`determinize`) where the other players' choices still to
    make are made too, each as its player would likely make it (`likely_choice`). The search then weighs its own
    secret choice alone against that spread of likely choices."""
    world = determinize(state, seat, rng)
    if world.phase == CHOOSE:
        for other in range(world.num_seats):
            if other != seat and world.cards.chosen[other] == NONE and world.cards.hands[other]:
                world.cards.chosen[other] = likely_choice(world, other, rng)
    return world


def likely_choice(world: ShinState, seat: int, rng: Rng) -> int:
    """The card `seat` chooses in a dealt world, as the easy player would: the best by the judgement of a
    choice, with the same noise, so that close cards are drawn about as often as each other."""
    picked = easy_choice(world, seat, [Choose(c) for c in world.cards.hands[seat]], rng)
    assert isinstance(picked, Choose)
    return picked.card


def round_chance(state: ShinState, winning_team: int) -> float:
    """The chance that `winning_team` takes the round in play, from the strength on the table now (spies
    included: a determinized world knows them), less certain early in the round."""
    if state.phase == STONE:
        return 1.0 if winning_team in state.stone_queue[:1] else 0.0
    teams = strengths(state.village, state.visible_spies(None) if state.cards.spies_revealed
                      else [(s, c, state.cards.spy_cancelled[s]) for s, c in enumerate(state.cards.spies) if c > NONE])
    lead = teams[winning_team].total - teams[1 - winning_team].total
    progress = (state.turn - 1 + (0.5 if state.phase != CHOOSE else 0.0)) / TURNS_PER_ROUND
    return 1.0 / (1.0 + math.exp(-ROUND_SHARPNESS * lead * (0.4 + progress)))


def evaluate(state: ShinState) -> tuple[float, ...]:
    """Estimated chances to win per seat: stones placed, plus the round in play as a share of a stone."""
    placed = [state.village.stones_placed(t) for t in (0, 1)]
    chance = round_chance(state, 0)
    lead = (placed[0] + chance) - (placed[1] + 1 - chance)
    need = [STONES_PER_TEAM - p for p in placed]
    black = 1.0 / (1.0 + math.exp(-GAME_SHARPNESS * lead * (1.0 + 0.3 * (STONES_PER_TEAM - min(need)))))
    return tuple(black if team_of(s) == 0 else 1.0 - black for s in range(state.num_seats))


def _judge_world(state: ShinState, seat: int, command: Command) -> float:
    """The strength lead of `seat`'s team right after `command` (the easy player's view of one step)."""
    after = state.clone()
    after.apply_unchecked(seat, command)
    if after.is_over():
        return 100.0 if after.winner == team_of(seat) else -100.0
    own = team_of(seat)
    teams = strengths(after.village, after.visible_spies(seat))
    return float(teams[own].total - teams[1 - own].total) + 10.0 * after.village.stones_placed(own)


#: what a ninja's ability is worth at a glance, as the spy and in the village (the easy player's judgement).
SPY_WORTH = {"peek_cancel": 2.5, "spy": 3.0, "bonus": 2.0, "lone": 1.5, "banner": 1.2, "swap": 1.0, "peek": 1.0,
             "tie": 0.8}
PLACED_WORTH = {"bonus": 2.0, "peek_cancel": 2.0, "edge": 1.5, "middle": 1.5, "peek": 1.3, "friends": 1.0,
                "foes": 1.0, "aura": 1.0, "menace": 1.0, "cancel": 1.0, "shove": 0.8, "swap": 0.8, "shift": 0.5,
                "tie": 0.5, "lone": 0.7, "banner": 0.6, "stone": 0.4}


def _team_colours(state: ShinState, seat: int) -> list[str]:
    """The colours of the ninja `seat` knows in its team: its own spy and every ninja on its side."""
    own = team_of(seat)
    found = [card(c).colour for c in state.village.ninja_of_team(own)]
    found.extend(card(spy).colour for s, spy, _ in state.visible_spies(seat) if team_of(s) == own)
    return found


#: the noise of the easy player's judgement of a choice (see `best_by_value`).
CHOICE_NOISE = 0.8


def choice_judge(state: ShinState, seat: int) -> Callable[[Command], float]:
    """The worth of choosing a card: as the spy, a ninja whose ability counts without neighbours; later, a
    ninja that matches the colours of the team and brings a good ability."""
    stones_against = float(state.village.stones_placed(1 - team_of(seat)))
    spy_turn = state.turn == 1
    colours = [] if spy_turn else _team_colours(state, seat)

    def worth(command: Command) -> float:
        assert isinstance(command, Choose)
        found = card(command.card)
        if found.ability == "revenge":
            bonus = stones_against
        elif spy_turn:
            bonus = SPY_WORTH.get(found.ability, 0.2)
        else:
            bonus = PLACED_WORTH.get(found.ability, 0.2)
        return bonus + found.plus + 1.2 * colours.count(found.colour)

    return worth


def easy_choice(state: ShinState, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
    """The easy player's secret choice: the best card by `choice_judge`, with its noise."""
    return best_by_value(legal, choice_judge(state, seat), rng, noise=CHOICE_NOISE)


#: the abilities that count at the end of the round: worth cancelling.
COUNTED_KINDS = frozenset({"bonus", "edge", "middle", "stone", "lone", "spy", "revenge", "friends", "foes",
                           "banner", "aura", "menace"})


def placement_worth(state: ShinState, seat: int, command: Command) -> float:
    """What a territory brings the team, at a glance: the ninja's own bonus there (an end, a middle, a stone)
    and what it gives and takes with its neighbours (partners that reward company, enemies that punish it, an
    enemy whose ability it may cancel). The rest of its strength is the same wherever it stands."""
    assert isinstance(command, Place)
    village = state.village
    me = card(command.card)
    kind, territory, own = me.ability, command.territory, team_of(seat)
    worth = 0.0
    if (kind == "edge" and territory in END_TERRITORIES) or (kind == "middle" and territory in MIDDLE_TERRITORIES) \
            or (kind == "stone" and village.stones_on(territory)):
        worth += me.amount
    for other, at in village.where.items():
        if abs(at - territory) != 1:
            continue
        them = card(other)
        acts = other not in village.cancelled or them.steadfast
        if team_of(village.seat_of[other]) == own:
            worth += (kind == "friends") + (me.amount if kind == "aura" else 0)
            if acts:
                worth += (them.ability == "friends") + (them.amount if them.ability == "aura" else 0)
        else:
            worth += (kind == "foes") + (me.amount if kind == "menace" else 0)
            if kind == "cancel" and acts and not them.steadfast and them.ability in COUNTED_KINDS:
                worth += 1.5
            if acts:
                worth -= (them.ability == "foes") + (them.amount if them.ability == "menace" else 0)
    return worth


def playout_command(state: ShinState, seat: int, rng: Rng) -> Command:
    """A playout's move, by the game's own judgement at a glance (cheap enough for hundreds of playouts a
    decision): a card chosen as the easy player chooses, a ninja placed where it gains most from its territory
    and neighbours, a cancel on a neighbouring enemy (a move or a swap let pass), a stone anywhere."""
    legal = state.legal_commands(seat)
    if len(legal) == 1:
        return legal[0]
    if state.phase == CHOOSE:
        return easy_choice(state, seat, legal, rng)
    if state.phase == PLACE:
        return best_by_value(legal, lambda c: placement_worth(state, seat, c), rng, noise=0.5)
    if state.phase == ABILITY:
        assert state.step is not None
        targets = [c for c in legal if not isinstance(c, Skip)]
        if targets and card(state.step.card).ability in ("cancel", "peek", "peek_cancel"):
            return rng.choice(targets)
        return Skip() if Skip() in legal else rng.choice(legal)
    return rng.choice(legal)


class ShinKnowledge(Knowledge[ShinState]):
    """SHIN for the computer seats."""

    playout_depth = 24

    def playout_command(self, state: ShinState, seat: int, rng: Rng) -> Command:
        return playout_command(state, seat, rng)

    def determinize(self, state: ShinState, seat: int, rng: Rng) -> ShinState:
        return determinize(state, seat, rng)

    def turn_of(self, state: ShinState, seat: int) -> Hashable:
        """A turn is a pick: the face-down choice of a turn, or one card of the queue placed with its ability
        (the spies' and the stones' likewise), counted by what is left to resolve."""
        waiting = len(state.queue) + len(state.spy_queue) + len(state.stone_queue) + (state.phase == ABILITY)
        return (state.round, state.turn, state.phase == CHOOSE, waiting)

    def hand_may_matter(self, state: ShinState, seat: int) -> bool:
        """The face-down choice is made from the hand, and an ability may turn on cards nobody has seen; placing
        the ninja just shown, or a stone, is done from what everyone sees."""
        return state.phase not in (PLACE, STONE)

    def imagine(self, state: ShinState, seat: int, rng: Rng) -> ShinState:
        return imagine(state, seat, rng)

    def evaluate(self, state: ShinState) -> tuple[float, ...]:
        return evaluate(state)

    def easy_command(self, state: ShinState, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
        """The command that leaves the team strongest one step ahead, in a world dealt from what it knows."""
        if state.phase == CHOOSE:
            return easy_choice(state, seat, legal, rng)
        world = determinize(state, seat, rng)
        return best_by_value(legal, lambda c: _judge_world(world, seat, c), rng, noise=0.5)



