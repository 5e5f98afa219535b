"""The abilities that act at once: when a ninja enters play, or when a spy is revealed at the round's end.

- spy hunter: look at an enemy spy and cancel its ability (a revealed spy's ability that has not acted yet);
- peek: look at an enemy spy that is still face down;
- shove: you may move an adjacent enemy ninja to a neighbouring free territory on its side;
- cancel: you may cancel the ability of an adjacent enemy ninja (its counted ability no longer counts);
- swap: you may make two ninja of one team exchange their territories;
- shift: you may move another ninja of your team to a free territory on its side.

A spy stands on no territory and is adjacent to nobody, so an ability that needs a neighbour does nothing when
it belongs to a spy. An ability with no possible target does nothing. The owner chooses every target; when
there is one possible enemy spy, it is chosen without asking.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Event
from ninjatable.games.shin.commands import MoveTo, Peek, Skip, Target, ninja
from ninjatable.games.shin.data import card, ninja_term
from ninjatable.games.shin.rules.cards import NONE, Cards
from ninjatable.games.shin.rules.village import Village, team_of
from ninjatable.games.words import player
from ninjatable.i18n import N_, Message, Term, msg

#: the stages of an ability that asks: pick a ninja, pick a second ninja, pick a territory, pick a spy.
TARGET, SECOND, DESTINATION, SPY = "target", "second", "destination", "spy"


@dataclasses.dataclass(frozen=True)
class Step:
    """An ability waiting for its owner's choice: whose (`seat`), which ninja's (`card`), at which stage,
    the ninja picked at the first stage (`first`, 0 when none) and whether the ninja is a revealed spy."""

    seat: int
    card: int
    stage: str
    first: int = 0
    spy: bool = False


@dataclasses.dataclass(frozen=True)
class Table:
    """What an ability may act on: the village, the cards, and the seats whose spy's ability may still be
    cancelled (face down, or revealed but not acted yet)."""

    village: Village
    cards: Cards
    open_spies: Collection[int]


def enemies(table: Table, seat: int) -> list[int]:
    return [s for s in range(table.cards.num_seats) if team_of(s) != team_of(seat)]


# --- what each stage offers ----------------------------------------------------------------------------
def peek_targets(table: Table, step: Step) -> list[int]:
    """The enemy seats whose spy this ability may look at (and, for the spy hunter, cancel)."""
    cards = table.cards
    found = []
    for other in enemies(table, step.seat):
        if cards.spies[other] == NONE:
            continue
        if card(step.card).ability == "peek_cancel":
            if other in table.open_spies and not cards.spy_cancelled[other]:
                found.append(other)
        elif not cards.spies_revealed:
            found.append(other)
    return found


def destinations(table: Table, step: Step, moved: int) -> list[int]:
    """Where the ability may move `moved`: a free territory on its side; the shove, only a neighbouring one."""
    village = table.village
    free = village.free_territories(village.team(moved))
    if card(step.card).ability == "shove":
        return [t for t in free if abs(t - village.where[moved]) == 1]
    return free


def _movable(table: Table, step: Step, ninja: list[int]) -> list[int]:
    return [c for c in ninja if destinations(table, step, c)]


def first_targets(table: Table, step: Step) -> list[int]:
    """The ninja the ability may pick first."""
    village, kind = table.village, card(step.card).ability
    if kind == "swap":
        return [c for c in village.ninja() if len(village.ninja_of_team(village.team(c))) > 1]
    if step.card not in village.where:
        return []
    if kind == "shove":
        return _movable(table, step, village.adjacent_enemies(step.card))
    if kind == "cancel":
        return [c for c in village.adjacent_enemies(step.card)
                if c not in village.cancelled and not card(c).steadfast]
    if kind == "shift":
        return _movable(table, step, [c for c in village.ninja_of_team(team_of(step.seat)) if c != step.card])
    return []


def options(table: Table, step: Step) -> list[Command]:
    """The commands that answer `step`."""
    village = table.village
    if step.stage == SPY:
        return [Peek(s) for s in peek_targets(table, step)]
    if step.stage == TARGET:
        return [*(Target(c) for c in first_targets(table, step)), Skip()]
    if step.stage == SECOND:
        team = village.team(step.first)
        return [Target(c) for c in village.ninja_of_team(team) if c != step.first]
    return [MoveTo(t) for t in destinations(table, step, step.first)]


# --- carrying it out -----------------------------------------------------------------------------------
def _look(table: Table, step: Step, other: int) -> list[Event]:
    """Look at `other`'s spy (the spy hunter also lays her cancel on it; a spy whose ability cannot be
    cancelled shrugs it off at the count, which only its owner and the looker know before the reveal)."""
    cards = table.cards
    spy = cards.spies[other]
    name = ninja_term(step.card)
    hidden = not cards.spies_revealed
    if hidden:
        cards.knowers.setdefault(spy, set()).add(step.seat)
    cancel = card(step.card).ability == "peek_cancel"
    if cancel:
        cards.spy_cancelled[other] = True
    text, seen = _look_words(name, player(other), ninja(spy), hidden, cancel, card(spy).steadfast)
    # a spy still face down is seen by its looker for the first time: a reveal for undo
    return [Event(text, step.seat, "peek", private={step.seat: seen}, data={"seat": other, "by": step.card},
                  irreversible=hidden)]


def _look_words(name: Term, owner: Message, spy: Message, hidden: bool, cancel: bool,
                steadfast: bool) -> tuple[Message, Message]:
    """What everyone is told of a look at a spy, and what the looker is told (the spy's name)."""
    if hidden and cancel:
        text = msg("{name} looks at {player}'s spy and cancels its ability.", name=name, player=owner)
        seen = msg("{name} looks at {player}'s spy, {spy}, and cancels its ability.", name=name, player=owner, spy=spy)
    elif cancel:
        text = msg("{name} points at {player}'s spy and cancels its ability.", name=name, player=owner)
        seen = msg("{name} points at {player}'s spy, {spy}, and cancels its ability.", name=name, player=owner,
                   spy=spy)
    elif hidden:
        text = msg("{name} looks at {player}'s spy.", name=name, player=owner)
        seen = msg("{name} looks at {player}'s spy, {spy}.", name=name, player=owner, spy=spy)
    else:
        text = msg("{name} points at {player}'s spy.", name=name, player=owner)
        seen = msg("{name} points at {player}'s spy, {spy}.", name=name, player=owner, spy=spy)
    if cancel and steadfast and hidden:
        seen = msg("{name} looks at {player}'s spy, {spy}: its ability cannot be cancelled.", name=name,
                   player=owner, spy=spy)
    elif cancel and steadfast:
        seen = msg("{name} points at {player}'s spy, {spy}: its ability cannot be cancelled.", name=name,
                   player=owner, spy=spy)
    return text, seen


def _act_on_target(table: Table, step: Step, target: int) -> tuple[Step | None, list[Event]]:
    village, kind, name = table.village, card(step.card).ability, ninja_term(step.card)
    if kind == "cancel":
        village.cancelled.add(target)
        return None, [Event(msg("{name} cancels the ability of {ninja}.", name=name, ninja=ninja(target)), step.seat,
                            "cancel",
                            data={"card": target, "by": step.card})]
    if kind == "swap" and step.stage == TARGET:
        return dataclasses.replace(step, stage=SECOND, first=target), []
    if kind == "swap":
        first = step.first
        village.swap(first, target)
        return None, [Event(msg("{name} makes {first} and {second} exchange territories ({first_territory} and "
                                "{second_territory}).", name=name, first=ninja(first), second=ninja(target),
                                first_territory=village.where[first], second_territory=village.where[target]),
                            step.seat, "swap",
                            data={"cards": [first, target], "by": step.card})]
    return dataclasses.replace(step, stage=DESTINATION, first=target), []


def _move(table: Table, step: Step, territory: int) -> list[Event]:
    village = table.village
    moved = step.first
    start = village.where[moved]
    village.move(moved, territory)
    return [Event(msg("{name} moves {ninja} from territory {start} to territory {territory}.",
                      name=ninja_term(step.card), ninja=ninja(moved), start=start, territory=territory),
                  step.seat, "move", data={"card": moved, "from": start, "to": territory,
                                                           "by": step.card})]


def answer(table: Table, step: Step, command: Command) -> tuple[Step | None, list[Event]]:
    """Carry out a legal answer to `step`: the next stage (or None when the ability is done) and the events."""
    if isinstance(command, Skip):
        return None, [Event(msg("{name}'s ability is let pass.", name=ninja_term(step.card)), step.seat, "skip")]
    if isinstance(command, Peek):
        return None, _look(table, step, command.seat)
    if isinstance(command, MoveTo):
        return None, _move(table, step, command.territory)
    assert isinstance(command, Target)
    return _act_on_target(table, step, command.card)


#: why an ability that acts when its ninja enters play does nothing, each as the whole sentence of the log.
NOTHING = {
    "revealed": N_("{name}'s ability does nothing: every enemy spy is revealed."),
    "no spy": N_("{name}'s ability does nothing: there is no enemy spy to see."),
    "alone": N_("{name}'s ability does nothing: a spy has no neighbours."),
    "no target": N_("{name}'s ability does nothing: no possible target."),
}


def _nothing(reason: str) -> Callable[[Table, Step], tuple[Step | None, list[Event]]]:
    def begin(table: Table, step: Step) -> tuple[Step | None, list[Event]]:
        return None, [Event(Message(NOTHING[reason], (("name", ninja_term(step.card)),)), step.seat, "no-effect")]

    return begin


def _begin_peek(table: Table, step: Step) -> tuple[Step | None, list[Event]]:
    targets = peek_targets(table, step)
    if not targets:
        reason = "revealed" if table.cards.spies_revealed else "no spy"
        return _nothing(reason)(table, step)
    if len(targets) == 1:
        return None, _look(table, step, targets[0])
    return dataclasses.replace(step, stage=SPY), []


def _begin_choice(table: Table, step: Step) -> tuple[Step | None, list[Event]]:
    if first_targets(table, step):
        return dataclasses.replace(step, stage=TARGET), []
    reason = "alone" if step.spy and card(step.card).ability != "swap" else "no target"
    return _nothing(reason)(table, step)


def begin(table: Table, seat: int, ninja: int, spy: bool) -> tuple[Step | None, list[Event]]:
    """`ninja` (of `seat`) enters play or, as a spy, is revealed: its ability acts now. Returns the step
    that waits for the owner's choice (None when the ability is done) and the events."""
    kind = card(ninja).ability
    if card(ninja).timing != "enter":
        return None, []
    step = Step(seat, ninja, TARGET, spy=spy)
    if kind in ("peek", "peek_cancel"):
        return _begin_peek(table, step)
    return _begin_choice(table, step)
