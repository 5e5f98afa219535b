"""The strength of the teams at the end of a round (and, for the table, as far as a player can see it).

A team is every ninja on its side of the village plus the spies of its players. Each ninja has strength 1,
+1 for every other ninja of its team of the same colour (a spy and a ninja whose ability was cancelled count
for colour), then the abilities that count are applied (not those of cancelled ninja). A spy stands on no
territory and is adjacent to nobody. No ninja goes below 0.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import NamedTuple

from ninjatable.games.shin.data import END_TERRITORIES, MIDDLE_TERRITORIES, card
from ninjatable.games.shin.rules.village import Village, team_of

COLOUR = "colour"
BASE = "base"


class Member(NamedTuple):
    """A ninja of a team as the count sees it: where it stands (None for a spy) and whether it still acts."""

    card: int
    seat: int
    team: int
    territory: int | None
    cancelled: bool

    @property
    def spy(self) -> bool:
        return self.territory is None


@dataclasses.dataclass(frozen=True)
class NinjaStrength:
    """One ninja's strength and why: `parts` are (reason, amount), the reason `base`, `colour` or the name of
    the ninja whose ability gave the amount."""

    card: int
    seat: int
    spy: bool
    total: int
    parts: tuple[tuple[str, int], ...]


@dataclasses.dataclass(frozen=True)
class TeamStrength:
    """A team's total, its ninja, and how much of it came from colour and from abilities."""

    team: int
    total: int
    ninja: tuple[NinjaStrength, ...]

    def from_reason(self, reason: str) -> int:
        return sum(amount for n in self.ninja for why, amount in n.parts if why == reason)

    @property
    def colour_bonus(self) -> int:
        return self.from_reason(COLOUR)

    @property
    def ability_bonus(self) -> int:
        return sum(amount for n in self.ninja for why, amount in n.parts if why not in (BASE, COLOUR))


def members(village: Village, spies: Sequence[tuple[int, int, bool]]) -> list[Member]:
    """The ninja of both teams: those in the village and the spies given as (seat, card, cancelled)."""
    found = []
    seat_of, where, cancelled_ninja = village.seat_of, village.where, village.cancelled
    for c in sorted(where):
        seat = seat_of[c]
        found.append(Member(c, seat, seat % 2, where[c], c in cancelled_ninja))
    found.extend(Member(spy, seat, team_of(seat), None, cancelled) for seat, spy, cancelled in spies)
    return found


class _Count:
    """The running count of one comparison of strength."""

    def __init__(self, village: Village, team_members: list[Member]) -> None:
        self.village = village
        self.members = team_members
        self.parts: dict[int, list[tuple[str, int]]] = {m.card: [] for m in team_members}
        #: (team, colour) -> the members of that team and colour.
        self.shades: dict[tuple[int, str], list[Member]] = {}
        for member in team_members:
            self.shades.setdefault((member.team, card(member.card).colour), []).append(member)
        placed = [m for m in team_members if m.territory is not None]
        #: card -> (friendly neighbours, enemy neighbours) of a ninja in the village.
        self.around: dict[int, tuple[list[int], list[int]]] = {m.card: ([], []) for m in placed}
        for member in placed:
            friends, foes = self.around[member.card]
            for other in placed:
                if abs(other.territory - member.territory) == 1:  # type: ignore[operator]
                    (friends if other.team == member.team else foes).append(other.card)

    def add(self, target: int, reason: str, amount: int) -> None:
        if amount and target in self.parts:
            self.parts[target].append((reason, amount))

    def neighbours(self, member: Member, friendly: bool) -> list[int]:
        found = self.around.get(member.card)
        if found is None:
            return []
        return found[0] if friendly else found[1]

    def same_colour(self, member: Member) -> list[Member]:
        return [m for m in self.shades[(member.team, card(member.card).colour)] if m.card != member.card]


def _self_bonus(condition: Callable[[_Count, Member], int]) -> Callable[[_Count, Member], None]:
    """An ability that adds to its own ninja: `condition` says how many times its amount."""

    def apply(count: _Count, member: Member) -> None:
        found = card(member.card)
        count.add(member.card, found.name, found.amount * condition(count, member))

    return apply


def _banner(count: _Count, member: Member) -> None:
    found = card(member.card)
    for other in count.same_colour(member):
        count.add(other.card, found.name, found.amount)


def _aura(count: _Count, member: Member) -> None:
    found = card(member.card)
    for other in count.neighbours(member, friendly=True):
        count.add(other, found.name, found.amount)


def _menace(count: _Count, member: Member) -> None:
    found = card(member.card)
    for other in count.neighbours(member, friendly=False):
        count.add(other, found.name, -found.amount)


def _on(territories: frozenset[int]) -> Callable[[_Count, Member], int]:
    return lambda count, member: int(member.territory in territories)


def _per_neighbour(friendly: bool) -> Callable[[_Count, Member], None]:
    def apply(count: _Count, member: Member) -> None:
        count.add(member.card, card(member.card).name, len(count.neighbours(member, friendly)))

    return apply


def _enemy_stones(count: _Count, member: Member) -> int:
    return count.village.stones_placed(1 - member.team)


#: the abilities that count, by kind: how each changes the strengths.
COUNTED: dict[str, Callable[[_Count, Member], None]] = {
    "bonus": _self_bonus(lambda count, member: 1),
    "edge": _self_bonus(_on(END_TERRITORIES)),
    "middle": _self_bonus(_on(MIDDLE_TERRITORIES)),
    "stone": _self_bonus(lambda count, member: int(not member.spy and bool(
        count.village.stones_on(member.territory or 0)))),
    "lone": _self_bonus(lambda count, member: int(not count.same_colour(member))),
    "spy": _self_bonus(lambda count, member: int(member.spy)),
    "revenge": _self_bonus(_enemy_stones),
    "friends": _per_neighbour(friendly=True),
    "foes": _per_neighbour(friendly=False),
    "banner": _banner,
    "aura": _aura,
    "menace": _menace,
}


def strengths(village: Village, spies: Sequence[tuple[int, int, bool]]) -> tuple[TeamStrength, TeamStrength]:
    """Both teams' strength with the ninja in the village and the spies given as (seat, card, cancelled)."""
    everyone = members(village, spies)
    count = _Count(village, everyone)
    for member in everyone:
        count.add(member.card, BASE, 1)
        count.add(member.card, COLOUR, len(count.same_colour(member)))
    for member in everyone:
        found = card(member.card)
        if member.cancelled and not found.steadfast:
            continue
        counted = COUNTED.get(found.ability)
        if counted is not None:
            counted(count, member)
        count.add(member.card, found.name, found.plus)
    teams = []
    for team in (0, 1):
        ninja = tuple(NinjaStrength(m.card, m.seat, m.spy, max(0, sum(a for _, a in count.parts[m.card])),
                                    tuple(count.parts[m.card]))
                      for m in everyone if m.team == team)
        teams.append(TeamStrength(team, sum(n.total for n in ninja), ninja))
    return teams[0], teams[1]


def tie_breaker(village: Village, spies: Sequence[tuple[int, int, bool]]) -> int | None:
    """The team whose uncancelled tie-breaker ninja makes it alone place a stone after a tie, if any."""
    for member in members(village, spies):
        if card(member.card).ability == "tie" and not (member.cancelled and not card(member.card).steadfast):
            return member.team
    return None


@dataclasses.dataclass(frozen=True)
class RoundResult:
    """How a round was decided: the revealed spies (seat, card), both teams' strength, the winning team (None
    for a tie) and the teams that place a stone, in order."""

    round: int
    spies: tuple[tuple[int, int], ...]
    teams: tuple[TeamStrength, TeamStrength]
    winner: int | None
    stones: tuple[int, ...]
    tie_broken_by: int | None = None
