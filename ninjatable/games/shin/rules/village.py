"""The village: six territories in a row between the two sides of the table, the ninja standing on them and
the stones lying on them.

A ninja stands on a territory, on its owner's side of the strip (the side of the owner's team). With two
players a territory holds one ninja at most, of either side; with four players (two teams of two) each
territory holds one ninja on each side. Two ninja are adjacent when their territories are neighbours (the
same territory, across the strip, is not adjacent). Stones stay on their territories for the whole game.
"""

from __future__ import annotations

from ninjatable.games.shin.data import TERRITORIES

TERRITORY_NUMBERS: tuple[int, ...] = tuple(range(1, TERRITORIES + 1))


def team_of(seat: int) -> int:
    """The team of a seat: with two players each seat is a team; with four, seats 1 and 3 (team 0, black) face
    seats 2 and 4 (team 1, white), so that every hand passes to an enemy."""
    return seat % 2


class Village:
    """The territories with their ninja (who placed each, where, whether its ability is cancelled) and
    stones."""

    def __init__(self, shared: bool) -> None:
        #: True with two players: one ninja per territory, whatever its side.
        self.shared = shared
        #: placed ninja -> its territory (1..6).
        self.where: dict[int, int] = {}
        #: placed ninja -> the seat that placed it (it goes back to that hand at the round's end).
        self.seat_of: dict[int, int] = {}
        #: placed ninja whose ability was cancelled this round.
        self.cancelled: set[int] = set()
        #: per territory (index 0 for territory 1), the teams of its stones in the order they were placed.
        self.stones: list[list[int]] = [[] for _ in TERRITORY_NUMBERS]

    def clone(self) -> Village:
        twin = Village.__new__(Village)
        twin.shared = self.shared
        twin.where = dict(self.where)
        twin.seat_of = dict(self.seat_of)
        twin.cancelled = set(self.cancelled)
        twin.stones = [list(s) for s in self.stones]
        return twin

    # --- who stands where ----------------------------------------------------------------------------
    def team(self, card: int) -> int:
        return team_of(self.seat_of[card])

    def ninja(self) -> list[int]:
        """Every placed ninja, in initiative order."""
        return sorted(self.where)

    def ninja_of_team(self, team: int) -> list[int]:
        return [c for c in sorted(self.where) if team_of(self.seat_of[c]) == team]

    def occupant(self, territory: int, side: int) -> int | None:
        """The ninja on `territory` that blocks a ninja of team `side` (with two players: any ninja there)."""
        for card, at in self.where.items():
            if at == territory and (self.shared or team_of(self.seat_of[card]) == side):
                return card
        return None

    def is_free(self, territory: int, side: int) -> bool:
        """May a ninja of team `side` enter `territory`?"""
        return territory in TERRITORY_NUMBERS and self.occupant(territory, side) is None

    def free_territories(self, side: int) -> list[int]:
        """The territories a ninja of team `side` may enter, in order."""
        seat_of, shared = self.seat_of, self.shared
        taken = {t for c, t in self.where.items() if shared or seat_of[c] % 2 == side}
        return [t for t in TERRITORY_NUMBERS if t not in taken]

    def adjacent(self, card: int) -> list[int]:
        """The ninja on the territories next to `card`'s, both sides, in initiative order."""
        at = self.where[card]
        return sorted(c for c, t in self.where.items() if abs(t - at) == 1)

    def adjacent_enemies(self, card: int) -> list[int]:
        own = self.team(card)
        return [c for c in self.adjacent(card) if self.team(c) != own]

    def adjacent_friends(self, card: int) -> list[int]:
        own = self.team(card)
        return [c for c in self.adjacent(card) if self.team(c) == own]

    # --- changes ------------------------------------------------------------------------------------
    def place(self, card: int, seat: int, territory: int) -> None:
        self.where[card] = territory
        self.seat_of[card] = seat

    def move(self, card: int, territory: int) -> None:
        self.where[card] = territory

    def swap(self, first: int, second: int) -> None:
        self.where[first], self.where[second] = self.where[second], self.where[first]

    def take_back(self) -> dict[int, list[int]]:
        """Every ninja leaves the village: seat -> the ninja it placed (they go back to its hand)."""
        back: dict[int, list[int]] = {}
        for card in sorted(self.where):
            back.setdefault(self.seat_of[card], []).append(card)
        self.where = {}
        self.seat_of = {}
        self.cancelled = set()
        return back

    # --- stones -------------------------------------------------------------------------------------
    def add_stone(self, territory: int, team: int) -> None:
        self.stones[territory - 1].append(team)

    def stones_on(self, territory: int) -> list[int]:
        return self.stones[territory - 1]

    def stones_placed(self, team: int) -> int:
        return sum(stones.count(team) for stones in self.stones)

    def stone_territories(self, team: int) -> list[int]:
        """Where team `team` may lay a stone: the territories where one of its ninja stands."""
        return sorted({self.where[c] for c in self.ninja_of_team(team)})
