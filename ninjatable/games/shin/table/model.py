"""What the player can do with the mouse at the SHIN table, from the view and the decision alone (no window, no
rules).

While choosing, the hand cards can be picked up and dropped on the play slot; while placing, the revealed
ninja in the play slot can be dropped on any territory (the rules say which are free). The targets of an
ability and the territories for a stone are lit on the board and clicked. Keys name places the layout finds:
("card", id) a hand card, ("play", seat) a play slot, ("spy", seat) a spy, ("ninja", id) a ninja in the
village, ("territory", t) a territory.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision, Option
from ninjatable.games.shin.commands import Choose, MoveTo, Peek, Place, Skip, Stone, Target
from ninjatable.games.shin.moves import CardOnSlot, Gesture, NinjaOnTerritory
from ninjatable.games.shin.table.layout import territories
from ninjatable.games.shin.view import ShinView


@dataclasses.dataclass(frozen=True)
class Pickup:
    """Something the player can pick up: a hand card to choose, or the revealed ninja to place."""

    key: Hashable
    card: int
    placing: bool


@dataclasses.dataclass(frozen=True)
class Drop:
    """A place to drop a pickup and the gesture it would be."""

    key: Hashable
    gesture: Gesture


def pickups(view: ShinView, decision: Decision | None, answered: Command | None) -> list[Pickup]:
    """The hand cards while the player chooses (not once its card lies face down), or its revealed ninja
    while it places."""
    if decision is None or view.seat is None:
        return []
    if any(isinstance(c, Choose) for c in decision.commands) and answered is None:
        return [Pickup(("card", card), card, False) for card in view.hand]
    placing = [c for c in decision.commands if isinstance(c, Place)]
    if placing:
        return [Pickup(("play", view.seat), placing[0].card, True)]
    return []


def drops(view: ShinView, pickup: Pickup) -> list[Drop]:
    """Where a pickup may be dropped: the play slot for a chosen card, every territory for a ninja."""
    if pickup.placing:
        return [Drop(("territory", t), NinjaOnTerritory(pickup.card, t)) for t in territories()]
    return [Drop(("play", view.seat), CardOnSlot(pickup.card))]


def lit_options(decision: Decision | None) -> list[Option]:
    """The options the table lights on the board for the player to click: an ability's targets, the
    territories for a stone (letting an ability pass stays a button)."""
    if decision is None:
        return []
    return [o for o in decision.options if o.group and not isinstance(o.command, Skip)]


def key_of(command: Command) -> Hashable | None:
    """The board place a command points at."""
    if isinstance(command, Target):
        return ("ninja", command.card)
    if isinstance(command, (MoveTo, Stone)):
        return ("territory", command.territory)
    if isinstance(command, Peek):
        return ("spy", command.seat)
    if isinstance(command, Place):
        return ("territory", command.territory)
    if isinstance(command, Choose):
        return ("card", command.card)
    return None


def shown_choice(view: ShinView, answered: Command | None) -> int:
    """The viewer's face-down card of this turn: applied, or given and waiting for the other answers."""
    if view.my_choice:
        return view.my_choice
    return answered.card if isinstance(answered, Choose) else 0


def hand_shown(view: ShinView, answered: Command | None) -> tuple[int, ...]:
    """The viewer's hand without the card it has just chosen."""
    chosen = shown_choice(view, answered)
    return tuple(c for c in view.hand if c != chosen)
