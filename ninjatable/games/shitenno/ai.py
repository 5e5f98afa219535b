"""What the computer seats know of Shitennō: dealing what they have not seen, the few sensible choices at each
step (packets worth offering, payments worth making), quick playouts, and how a position stands.

As Tairō a computer general considers a handful of packets: for each free title, the cards the receiver likes
more than it does, until the packet is worth an even share to the receiver (judged from the receiver's title,
kamons and the cards every player saw it take); with two packets, splits the chooser should find even while
the Tairō keeps what he likes. As a receiver it compares the packet with an even share of what is left. In a
conquest turn it weighs the best payments for each province against ending the turn. Paying more than a slot
needs is legal, but a card the slot could do without only wastes, so the payments it weighs are minimal ones
(`plans`): it never places a payment that holds such a card.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

from ninjatable.ai.knowledge import Knowledge
from ninjatable.ai.policies import best_by_value
from ninjatable.engine.commands import Command, command_kind
from ninjatable.engine.rng import Rng
from ninjatable.games.shitenno.commands import (
    Accept,
    Choose,
    DrawCard,
    EndTurn,
    Gild,
    KeepPlain,
    Offer,
    PickCard,
    PickHatamoto,
    PickTile,
    Place,
    Refuse,
    UnpickCard,
    UnpickHatamoto,
    UnpickTile,
)
from ninjatable.games.shitenno.data import CARD, TITLES, all_tiles, koku_card_ids, troop_card_ids
from ninjatable.games.shitenno.plans import Item, Plan, majority_share, plans, quick_plan
from ninjatable.games.shitenno.rules import ShitennoState
from ninjatable.games.shitenno.rules.conquest import may_place
from ninjatable.games.shitenno.rules.realm import BUILD, CHOOSE, CONQUER, GILD, HIDDEN, OFFER, tile_troop
from ninjatable.games.shitenno.worth import (
    Kind,
    Proposal,
    chances,
    choice_gap,
    estimate,
    follows,
    kind_key,
    offer_gap,
    proposals,
    quick_proposal,
    step_towards,
)

#: plans a search weighs in a conquest turn: at most this many, at most two per province, none much worse
#: than nothing.
PLANS_WEIGHED, PLANS_PER_PROVINCE, WORST_PLAN = 6, 2, -1.0
#: provinces a search weighs for one payment (the best ones by their plans' value).
PROVINCES_PER_PAYMENT = 2


# --- dealing the unseen ---------------------------------------------------------------------------------
def determinize(state: ShitennoState, seat: int, rng: Rng) -> ShitennoState:
    """A full state consistent with what `seat` knows: the unseen troop cards dealt into the other hands'
    unseen places and the troop deck, the unseen koku cards into the koku deck, the unseen bonus tiles onto
    the stacks (each top tile of the troop seen on it), and a fresh generator."""
    world = state.clone()
    world.rng = rng.fork()
    seen: set[int] = {c for hand in state.hands for c in hand if c >= 0}
    seen.update(state.row, state.troop_discard, state.koku_discard)
    for packet in state.packets:
        seen.update(packet)
    troops = [c for c in troop_card_ids() if c not in seen]
    rng.shuffle(troops)
    for other, hand in enumerate(state.hands):
        if HIDDEN in hand:
            world.hands[other] = [c if c >= 0 else troops.pop() for c in hand]
    world.troop_deck = troops
    koku = [c for c in koku_card_ids() if c not in seen]
    rng.shuffle(koku)
    world.koku_deck = koku
    assert len(troops) == len(state.troop_deck) and len(koku) == len(state.koku_deck), "unseen cards must fill the decks"
    _deal_tiles(state, world, rng)
    return world


def _deal_tiles(state: ShitennoState, world: ShitennoState, rng: Rng) -> None:
    """Unseen bonus tiles onto the stacks: a top tile of the troop seen on it, the others at random."""
    seen = {t for held in state.tiles for t in held} | set(state.used_tiles)
    seen.update(t for stack in state.stacks.values() for t in stack if t >= 0)
    free = [t.id for t in all_tiles() if t.id not in seen]
    rng.shuffle(free)
    for key, stack in state.stacks.items():
        dealt = list(stack)
        if dealt and dealt[-1] < 0 and dealt[-1] != HIDDEN:
            troop = tile_troop(dealt[-1])
            match = next(t for t in free if all_tiles()[t].troop == troop)
            free.remove(match)
            dealt[-1] = match
        world.stacks[key] = dealt
    for key, stack in world.stacks.items():
        world.stacks[key] = [t if t >= 0 else free.pop() for t in stack]
    world.board_changed()


# --- conquest choices -------------------------------------------------------------------------------------
_plan_memo: dict[tuple, list[Plan]] = {}


def turn_plans(state: ShitennoState, seat: int) -> list[Plan]:
    """The plans worth weighing this turn (remembered while the hand and the board stay the same)."""
    key = (seat, tuple(sorted(state.hands[seat])), tuple(sorted(state.tiles[seat])), state.titles[seat],
           state.hatamoto_used, tuple((state.need(k), tuple(state.slots[k])) for k in state.slots))
    found = _plan_memo.get(key)
    if found is None:
        if len(_plan_memo) > 4000:
            _plan_memo.clear()
        found = []
        per_province: dict[str, int] = {}
        for plan in plans(state, seat):
            if plan.value < WORST_PLAN or len(found) >= PLANS_WEIGHED:
                break
            if per_province.get(plan.province, 0) < PLANS_PER_PROVINCE:
                per_province[plan.province] = per_province.get(plan.province, 0) + 1
                found.append(plan)
        _plan_memo[key] = found
    return found


_quick_memo: dict[tuple, Plan | None] = {}


def quick_turn(state: ShitennoState, seat: int) -> Command:
    """Playouts: a card bonus first, then the quick plan's next item, its place, or the end of the turn."""
    cards = state.bonus_tiles(seat, CARD)
    if cards and state.payment.empty:
        return DrawCard(cards[0])
    if state.placed >= 2 or not state.supply[seat]:
        return EndTurn()
    key = (seat, tuple(sorted(state.hands[seat])), tuple(sorted(state.tiles[seat])), state.titles[seat],
           state.hatamoto_used,
           tuple(state.need(k) for k in state.slots))
    if key not in _quick_memo:
        if len(_quick_memo) > 20000:
            _quick_memo.clear()
        _quick_memo[key] = quick_plan(state, seat)
    plan = _quick_memo[key]
    chosen = _payment_items(state)
    if plan is None or plan.value < 0 or not all(item in plan.items() for item in chosen):
        return _unpick(chosen[0]) if chosen else EndTurn()
    missing = [item for item in plan.items() if item not in chosen]
    return _pick(missing[0]) if missing else Place(plan.province)


def _pick(item: Item) -> Command:
    kind, number = item
    if kind == "card":
        return PickCard(number)
    return PickTile(number) if kind == "tile" else PickHatamoto()


def _payment_items(state: ShitennoState) -> list[Item]:
    payment = state.payment
    found: list[Item] = [("card", c) for c in payment.cards]
    found.extend(("tile", t) for t in payment.tiles)
    if payment.hatamoto:
        found.append(("hatamoto", 0))
    return found


def conquest_options(state: ShitennoState, seat: int) -> list[Command]:
    """A card bonus is used first; then the next item of each plan the payment so far belongs to, the places
    a finished payment buys, and ending the turn."""
    cards = state.bonus_tiles(seat, CARD)
    if cards and state.payment.empty:
        return [DrawCard(cards[0])]
    if state.placed >= 2 or not state.supply[seat]:
        return [EndTurn()]
    chosen = _payment_items(state)
    options: list[Command] = []
    for plan in turn_plans(state, seat):
        items = plan.items()
        if not all(item in items for item in chosen):
            continue
        missing = [item for item in items if item not in chosen]
        options.append(_pick(missing[0]) if missing else Place(plan.province))
    if chosen and not options:
        options.extend(_unpick(item) for item in chosen)
    options.append(EndTurn())
    return list(dict.fromkeys(options))


def _unpick(item: Item) -> Command:
    kind, number = item
    if kind == "card":
        return UnpickCard(number)
    return UnpickTile(number) if kind == "tile" else UnpickHatamoto()


def best_gild(state: ShitennoState, seat: int) -> list[Command]:
    """One gilding per province (any plain kamon there counts the same), where it raises the seat's hold most."""
    found: dict[str, tuple[float, Command]] = {}
    for key, slot in state.plain_kamons(seat):
        if key in found:
            continue
        weights = [state.kamons_of(s, key) for s in range(state.num_seats)]
        before = majority_share(weights, seat)
        weights[seat] += 1
        found[key] = (majority_share(weights, seat) - before, Gild(key, slot))
    ranked = sorted(found.values(), key=lambda item: -item[0])
    return [command for _, command in ranked[:3]] or [KeepPlain()]


def follows_nothing(state: ShitennoState) -> bool:
    """True when the Tairō's packets are still as laid out (no card in a packet, no tile): a packet plan
    fits; else the search goes on from what was begun, step by step."""
    return all(not packet for packet in state.packets) and all(t is None for t in state.packet_titles)


def build_options(state: ShitennoState) -> list[Command]:
    """The next step of each proposal the packets are on the way to (of every proposal when none is)."""
    found = proposals(state)
    on_way = [p for p in found if follows(state, p)] or found
    return list(dict.fromkeys(step_towards(state, p) for p in on_way))


# --- plans: a packet or a conquest as one choice -----------------------------------------------------------
@command_kind("plan-packets")
class MakePackets(Command):
    """A search's plan: the Tairō makes the proposal's packets card by card and offers them (`pool` names the
    distribution it was made for)."""

    cards: tuple[Kind, ...]
    title: str
    title_b: str | None
    pool: tuple


@command_kind("plan-conquest")
class Conquer(Command):
    """A search's plan: the general pays with the plan's items one by one and places a kamon in the province
    (`turn` names the turn and the kamons placed in it when the plan was made)."""

    province: str
    items: tuple[tuple[str, int], ...]
    turn: tuple


#: the most steps a plan takes (a packet of every card laid out, its titles and the offer).
PLAN_STEPS = 40


def pool_key(state: ShitennoState) -> tuple:
    """The distribution a packet plan is made for: the year, who has a packet, the cards and tiles to share."""
    cards = sorted(kind_key(c) for c in [*state.row, *(c for packet in state.packets for c in packet)])
    titles = sorted([*state.ranks, *(t for t in state.packet_titles if t is not None)], key=TITLES.index)
    return (state.year, state.tairo, tuple(state.received), tuple(cards), tuple(titles), len(state.packets))


def turn_key(state: ShitennoState) -> tuple:
    """The conquest turn a conquest plan is made for, and the kamons placed in it so far."""
    return (state.year, tuple(state.turns), state.placed, tuple(state.supply))


def packet_plans(state: ShitennoState) -> list[Command]:
    """The packets the Tairō weighs, each as one plan."""
    pool = pool_key(state)
    return [MakePackets(p.cards, p.title, p.title_b, pool) for p in proposals(state)]


def conquest_plans(state: ShitennoState, seat: int) -> list[Command]:
    """With nothing in the payment yet: each plan worth weighing as one choice (the same payment in its
    `PROVINCES_PER_PAYMENT` best provinces only), and ending the turn."""
    turn = turn_key(state)
    found: list[Command] = []
    per_payment: dict[tuple, int] = {}
    for plan in turn_plans(state, seat):
        items = tuple(plan.items())
        if per_payment.get(items, 0) < PROVINCES_PER_PAYMENT:
            per_payment[items] = per_payment.get(items, 0) + 1
            found.append(Conquer(plan.province, items, turn))
    found.append(EndTurn())
    return list(dict.fromkeys(found))


def plan_step(state: ShitennoState, seat: int, command: Command) -> Command | None:
    """The next command of a plan while the state is the one it was made for (a command of the rules is its own
    step); None once the plan is carried out."""
    if isinstance(command, MakePackets):
        if state.stage != BUILD or state.tairo != seat or pool_key(state) != command.pool:
            return None
        return step_towards(state, Proposal(command.cards, command.title, command.title_b))
    if isinstance(command, Conquer):
        if state.stage != CONQUER or state.current != seat or turn_key(state) != command.turn:
            return None
        chosen = _payment_items(state)
        if not all(item in command.items for item in chosen):
            return None
        missing = [item for item in command.items if item not in chosen]
        return _pick(missing[0]) if missing else Place(command.province)
    return command


def apply_plan(state: ShitennoState, seat: int, command: Command) -> None:
    """Carry out a command of the search: a plan step by step, any other as it is."""
    if not isinstance(command, (MakePackets, Conquer)):
        state.apply_unchecked(seat, command)
        return
    for _ in range(PLAN_STEPS):
        step = plan_step(state, seat, command)
        if step is None:
            return
        state.apply_unchecked(seat, step)
        if isinstance(step, (Offer, Place)):
            return
    raise RuntimeError(f"the plan {command} did not end")


# --- the policies -----------------------------------------------------------------------------------------
def _accept_chance(gap: float) -> float:
    return 1.0 / (1.0 + math.exp(-2.0 * gap))


def playout_command(state: ShitennoState, seat: int, rng: Rng) -> Command:
    """Quick play: the Tairō makes his most even packet, an offer is taken when it beats an even share (with
    chance on the close calls), the chooser takes the better packet, a general follows his best plan."""
    if state.stage == BUILD:
        return step_towards(state, quick_proposal(state))
    if state.stage == OFFER:
        return Accept() if rng.random() < _accept_chance(offer_gap(state, seat)) else Refuse()
    if state.stage == CHOOSE:
        return Choose(0) if choice_gap(state, seat) + 0.3 * (rng.random() - 0.5) >= 0 else Choose(1)
    if state.stage == GILD:
        return best_gild(state, seat)[0]
    return quick_turn(state, seat)


def judge(state: ShitennoState, seat: int, command: Command) -> float:
    """The easy player's one-step judgement of a command."""
    if isinstance(command, (Accept, Refuse)):
        gap = offer_gap(state, seat)
        return gap if isinstance(command, Accept) else 0.0
    if isinstance(command, Choose):
        gap = choice_gap(state, seat)
        return gap if command.packet == 0 else -gap
    if state.stage == BUILD:
        return 1.0 if command == build_options(state)[0] else 0.0
    if state.stage == GILD:
        return 1.0 if command == best_gild(state, seat)[0] else 0.0
    return 1.0 if command == conquest_options(state, seat)[0] else 0.0


class ShitennoKnowledge(Knowledge[ShitennoState]):
    """Shitennō for the computer seats."""

    playout_depth = 12
    #: a conquest turn asks up to four decisions (two payments, a card bonus, a Sensei's gilding), and between two
    #: decisions of a player the computers answer offer after offer: each decision a quarter of a turn's share of
    #: the table's time.
    turn_choices = 4

    def determinize(self, state: ShitennoState, seat: int, rng: Rng) -> ShitennoState:
        return determinize(state, seat, rng)

    def turn_of(self, state: ShitennoState, seat: int) -> Hashable:
        """A turn is a packet (or the two last packets) built and offered by the Tairō, an answer to an offer,
        or a general's conquest (its payments, kamons and gilding): each keeps the year's counts below."""
        stage = "conquest" if state.stage in (CONQUER, GILD) else state.stage
        received = tuple(title is not None for title in state.received)
        return (state.year, stage, state.tairo, state.asked, len(state.refused), received, len(state.turns))

    def hand_may_matter(self, state: ShitennoState, seat: int) -> bool:
        """A conquest is paid from the hand, in secret: there the hand decides the options, while the general
        may still place a kamon (once he has placed his two of the year, or has none left, only ending the turn
        and his card bonuses are left, the same whatever he holds). A packet is built from the open row, an
        offer answered, a kamon gilded from what everyone sees."""
        return state.stage == CONQUER and may_place(state, seat)

    def search_commands(self, state: ShitennoState, seat: int) -> Sequence[Command]:
        """A few choices: whole packets and whole conquests (plans, see `step`) where a turn begins, the
        next step of a plan where one was begun by hand."""
        if state.stage == BUILD:
            return packet_plans(state) if follows_nothing(state) else build_options(state)
        if state.stage == OFFER:
            return [Accept(), Refuse()]
        if state.stage == CHOOSE:
            return [Choose(0), Choose(1)]
        if state.stage == GILD:
            return best_gild(state, seat)
        if state.stage == CONQUER:
            options = conquest_options(state, seat)
            if state.payment.empty and len(options) > 1:
                return conquest_plans(state, seat)
            return options
        return state.legal_commands(seat)

    def only_choice(self, state: ShitennoState, seat: int) -> Command | None:
        """In a conquest turn, a card bonus to use first, or the end of a turn where no payment is worth
        weighing: no search is needed (the seat's own hand and the board say so)."""
        if state.stage != CONQUER:
            return None
        options = conquest_options(state, seat)
        return options[0] if len(options) == 1 else None

    def apply(self, state: ShitennoState, seat: int, command: Command) -> None:
        apply_plan(state, seat, command)

    def step(self, state: ShitennoState, seat: int, command: Command) -> Command | None:
        return plan_step(state, seat, command)

    def playout_command(self, state: ShitennoState, seat: int, rng: Rng) -> Command:
        return playout_command(state, seat, rng)

    def evaluate(self, state: ShitennoState) -> tuple[float, ...]:
        return chances(state, estimate(state))

    def easy_command(self, state: ShitennoState, seat: int, legal: Sequence[Command], rng: Rng) -> Command:
        """The command that looks best one step ahead, misjudging close calls now and then."""
        return best_by_value(legal, lambda command: judge(state, seat, command), rng, noise=0.4)


__all__ = ["ShitennoKnowledge", "determinize"]
