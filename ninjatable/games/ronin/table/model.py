"""What the player can do with the mouse at the Ronin table, from the view and the decision alone (no window,
no rules).

Things to pick up are your idle ronin (any of them) while you place, and your goods while you fulfil missions.
For a picked-up thing, every place it may be dropped and the gesture that drop would be (the rules, asked
through the session, say what it means and whether it is allowed). A ronin dropped on a city whose tile offers
a choice stays in your hand with that city's actions lit (`AtCity`); with the Rider, a ronin dropped on an
action of a city where another figure stands waits for the city it goes to (`RiderAction`). Keys name places
the layout can find: ("chip", city, action), ("points", city), ("city", city), ("plate", city),
("mission", id), ("ronin", index), ("good", kind).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable

from ninjatable.engine.decision import Decision
from ninjatable.games.ronin.commands import (
    POINTS,
    Build,
    ChooseCharacter,
    ChooseMission,
    Collect,
    Fulfil,
    Place,
    TakeMission,
)
from ninjatable.games.ronin.moves import GoodOnMission, RoninToAction
from ninjatable.games.ronin.table.layout import KINDS
from ninjatable.games.ronin.view import DecisionKind, RoninView


@dataclasses.dataclass(frozen=True)
class AtCity:
    """A ronin dropped on a city whose tile offers a choice: it waits there for an action to be picked."""

    city: str


@dataclasses.dataclass(frozen=True)
class RiderAction:
    """With the Rider, the action of `source` (a city where another figure stands) was picked: the ronin waits
    for the free city it goes to."""

    source: str
    action: str


@dataclasses.dataclass(frozen=True)
class Pickup:
    """Something the player can pick up: a ronin (`kind` "ronin") or a good ("good", `good`). A ronin may be
    waiting at a city for its action (`at`) or, with the Rider, for its city (`rider`)."""

    key: Hashable
    kind: str
    good: str = ""
    at: str = ""
    rider: RiderAction | None = None


@dataclasses.dataclass(frozen=True)
class Drop:
    """A place to drop a pickup and what it would be: a `moves` gesture, or a step of a choice (`AtCity`,
    `RiderAction`). Chips lie over cities (higher priority)."""

    key: Hashable
    gesture: object
    priority: int


def places_ronin(decision: Decision | None) -> bool:
    return decision is not None and decision.kind == DecisionKind.PLACE


def pickups(view: RoninView, decision: Decision | None, seat: int) -> list[Pickup]:
    """Your idle ronin while you place (every one of them), your goods and jokers while you fulfil."""
    if places_ronin(decision):
        return [Pickup(("ronin", i), "ronin") for i in range(view.ronin_left(seat))]
    if decision is not None and decision.kind == DecisionKind.FULFIL:
        return [Pickup(("good", kind), "good", good=kind) for kind in KINDS if view.held(seat, kind)]
    return []


def city_options(decision: Decision | None, city: str) -> list[Place]:
    """The placements the decision offers with a ronin in `city` (its actions, the 2 points, the Rider's)."""
    if decision is None:
        return []
    return [c for c in decision.commands if isinstance(c, Place) and c.city == city]


def rider_sources(decision: Decision | None) -> set[tuple[str, str]]:
    """(city, action) of the tiles whose action the Rider may use now."""
    if decision is None:
        return set()
    return {(c.source, c.action) for c in decision.commands if isinstance(c, Place) and c.source}


def on_city(view: RoninView, decision: Decision | None, city: str) -> object:
    """What dropping a ronin on a city (not on one of its actions) means: its one action when the tile offers
    no choice, else a wait for the action to be picked (`AtCity`); where it may not go, its first action (the
    rules say why not)."""
    options = city_options(decision, city)
    actions = [c for c in options if c.action != POINTS and not c.source]
    if len(actions) == 1 and len(options) == len(actions) + 1:
        return RoninToAction(city, actions[0].action)
    return AtCity(city) if options else RoninToAction(city, view.tile_actions(city)[0])


def drops(view: RoninView, decision: Decision | None, pickup: Pickup) -> list[Drop]:
    """Every place `pickup` may be dropped, with what it would be."""
    if pickup.kind == "good":
        return [Drop(("mission", m), GoodOnMission(m), 1) for m in view.missions[view.seat or 0]]
    if pickup.rider is not None:
        rider = pickup.rider
        return [Drop(("city", c.city), RoninToAction(c.city, rider.action, rider.source), 1)
                for c in decision.commands if isinstance(c, Place) and c.source == rider.source
                and c.action == rider.action] if decision is not None else []
    cities = (pickup.at,) if pickup.at else view.cities
    sources = rider_sources(decision)
    found: list[Drop] = []
    for city in cities:
        for action in view.tile_actions(city):
            gesture = RiderAction(city, action) if (city, action) in sources else RoninToAction(city, action)
            found.append(Drop(("chip", city, action), gesture, 2))
        found.append(Drop(("points", city), RoninToAction(city, POINTS), 2))
        if not pickup.at:
            found.append(Drop(("city", city), on_city(view, decision, city), 1))
            found.append(Drop(("plate", city), on_city(view, decision, city), 2))
    return found


def lit(decision: Decision | None) -> set[Hashable]:
    """The places the decision's options point at: the cities a ronin may go to, and the places to click for
    the options that are not dragged (display missions, characters, goods on the map, castle spaces, missions to
    fulfil)."""
    if decision is None:
        return set()
    found: set[Hashable] = set()
    for command in decision.commands:
        if isinstance(command, Place):
            found.add(("city", command.city))
        elif isinstance(command, (TakeMission, ChooseMission)):
            found.add(("display", command.slot))
        elif isinstance(command, ChooseCharacter):
            found.add(("character", command.character))
        elif isinstance(command, Collect):
            found.add(("resource", command.region, command.space))
        elif isinstance(command, Build):
            found.add(("castle", command.region))
        elif isinstance(command, Fulfil):
            found.add(("mission", command.mission))
    return found


def builds_in(decision: Decision | None, region: int) -> list[Build]:
    """The ways to build in `region` (one per good to pay with)."""
    if decision is None:
        return []
    return [c for c in decision.commands if isinstance(c, Build) and c.region == region]


# --- giving goods back at the end of a round -------------------------------------------------------------------
Chosen = tuple[tuple[str, int], ...]


def give_back_due(view: RoninView, seat: int) -> int:
    """How many goods `seat` must give back now (over the limit it keeps)."""
    return max(0, view.goods_count(seat) - view.goods_limit[seat])


def choose_more(view: RoninView, seat: int, chosen: Chosen, kind: str) -> Chosen:
    """A click on a good of your board while giving back: one more of it is chosen; when no more of it can be
    (all of it chosen, or enough goods chosen), one of it is taken back instead."""
    counts = dict(chosen)
    if counts.get(kind, 0) < view.held(seat, kind) and sum(counts.values()) < give_back_due(view, seat):
        counts[kind] = counts.get(kind, 0) + 1
    elif counts.get(kind, 0):
        counts[kind] -= 1
    return _ordered(counts)


def choose_less(chosen: Chosen, kind: str) -> Chosen:
    """A right click on a good: one of it is taken back from the goods chosen."""
    counts = dict(chosen)
    if counts.get(kind, 0):
        counts[kind] -= 1
    return _ordered(counts)


def chosen_goods(chosen: Chosen) -> tuple[str, ...]:
    """The goods chosen, one entry per good, in the order of the goods."""
    return tuple(kind for kind, count in chosen for _ in range(count))


def _ordered(counts: dict[str, int]) -> Chosen:
    return tuple((kind, counts[kind]) for kind in KINDS if counts.get(kind, 0) > 0)
