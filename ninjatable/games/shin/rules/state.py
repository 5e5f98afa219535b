"""SHIN's flow: rounds of four turns, secret simultaneous choices, placement in initiative order, the spies'
reveal, the count and the stones.

Each turn every player chooses one card of the hand at the same time, face down, and then passes the rest of
the hand to the next player (an enemy). Turn 1's card is the spy: it stays face down in front of its owner
until the round ends. In turns 2 to 4 the chosen cards are turned face up and, lowest initiative first, each
owner places its ninja on a free territory of its side of the village; its ability acts at once. After turn
4 (one card is left in every hand) the spies are revealed and act, lowest initiative first, and the teams
compare their strength. The stronger team places a stone on a territory where one of its ninja stands; after
a tie both teams place one, the team of the lower spy first. Then spies and leftover cards are discarded,
every player takes back the ninja it placed and draws two cards. The first team to place its third stone
wins at once.
"""

from __future__ import annotations

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision
from ninjatable.engine.protocol import Event, Outcome, State
from ninjatable.engine.rng import Rng
from ninjatable.games.shin.commands import (
    Choose,
    MoveTo,
    Peek,
    Place,
    Skip,
    Stone,
    Target,
    describe,
    ninja,
)
from ninjatable.games.shin.data import (
    DRAW_PER_ROUND,
    ENTER,
    HAND_SIZE,
    STONES_PER_TEAM,
    TURNS_PER_ROUND,
    card,
    team_term,
)
from ninjatable.games.shin.rules import abilities, asking
from ninjatable.games.shin.rules.abilities import Step
from ninjatable.games.shin.rules.asking import DecisionKind
from ninjatable.games.shin.rules.cards import NONE, Cards
from ninjatable.games.shin.rules.strength import RoundResult, strengths, tie_breaker
from ninjatable.games.shin.rules.village import Village, team_of
from ninjatable.games.words import player
from ninjatable.i18n import Text, msg, msg_n

CHOOSE, PLACE, ABILITY, STONE, OVER = "choose", "place", "ability", "stone", "over"


class ShinState(State):
    """The whole truth of a SHIN game: hands, choices, spies and the draw pile included."""

    def __init__(self, num_seats: int, seed: int) -> None:
        if num_seats not in (2, 4):
            raise ValueError("SHIN is played by 2 players, or by 4 in two teams")
        self.num_seats = num_seats
        self.rng = Rng(seed)
        self.village = Village(shared=num_seats == 2)
        self.cards = Cards(num_seats)
        self.rng.shuffle(self.cards.deck)
        for seat in range(num_seats):
            self.cards.draw(seat, HAND_SIZE, self.rng)
        self.round = 1
        self.turn = 1
        self.phase = CHOOSE
        #: the revealed ninja of this turn waiting to enter play, lowest initiative first: (card, seat).
        self.queue: list[tuple[int, int]] = []
        #: the ability waiting for its owner's choice.
        self.step: Step | None = None
        #: at the round's end, the seats whose revealed spy has yet to act, in initiative order.
        self.spy_queue: list[int] = []
        #: the teams still to place a stone this round, in order.
        self.stone_queue: list[int] = []
        #: every round counted so far (the last one is shown at the table).
        self.results: list[RoundResult] = []
        self.winner: int | None = None

    def clone(self) -> ShinState:
        twin = ShinState.__new__(ShinState)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        twin.village = self.village.clone()
        twin.cards = self.cards.clone()
        twin.queue = list(self.queue)
        twin.spy_queue = list(self.spy_queue)
        twin.stone_queue = list(self.stone_queue)
        twin.results = list(self.results)
        return twin

    # --- the protocol ------------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == OVER

    def is_simultaneous(self) -> bool:
        return self.phase == CHOOSE

    def to_act(self) -> tuple[int, ...]:
        if self.phase == CHOOSE:
            return tuple(s for s in range(self.num_seats) if self.cards.chosen[s] == NONE)
        if self.phase == PLACE:
            return (self.queue[0][1],)
        if self.phase == ABILITY:
            assert self.step is not None
            return (self.step.seat,)
        if self.phase == STONE:
            return (self.stone_placer(self.stone_queue[0]),)
        return ()

    def legal_commands(self, seat: int) -> list[Command]:
        if seat not in self.to_act():
            return []
        if self.phase == CHOOSE:
            return [Choose(c) for c in self.cards.hands[seat]]
        if self.phase == PLACE:
            ninja = self.queue[0][0]
            return [Place(ninja, t) for t in self.village.free_territories(team_of(seat))]
        if self.phase == ABILITY:
            assert self.step is not None
            return abilities.options(self.ability_table(), self.step)
        return [Stone(t) for t in self.village.stone_territories(self.stone_queue[0])]

    def decision(self, seat: int) -> Decision | None:
        commands = self.legal_commands(seat)
        if not commands:
            return None
        if self.phase == CHOOSE:
            return Decision.of(seat, DecisionKind.CHOOSE_SPY if self.turn == 1 else DecisionKind.CHOOSE_NINJA,
                               asking.choose_prompt(self.turn), commands, lambda c: describe(c, seat),
                               simultaneous=len(self.to_act()) > 1)
        if self.phase == PLACE:
            return Decision.of(seat, DecisionKind.PLACE, asking.place_prompt(self.queue[0][0]), commands,
                               lambda c: describe(c, seat))
        if self.phase == ABILITY:
            assert self.step is not None
            return asking.ability_decision(self.step, commands, self.village)
        return asking.stone_decision(seat, commands, self.results[-1])

    def why_illegal(self, seat: int, command: Command) -> str | None:
        if self.phase == CHOOSE:
            return asking.why_not_choose(command, self.cards.hands[seat])
        if self.phase == PLACE:
            return asking.why_not_place(command, self.queue[0][0], self.village, team_of(seat))
        if self.phase == ABILITY:
            assert self.step is not None
            return asking.why_not_answer(command, self.step)
        if self.phase == STONE:
            return asking.why_not_stone(command, self.stone_queue[0])
        return None

    # --- helpers the rules and the table's words share ----------------------------------------------------
    def ability_table(self) -> abilities.Table:
        open_spies = self.spy_queue if self.cards.spies_revealed else range(self.num_seats)
        return abilities.Table(self.village, self.cards, tuple(open_spies))

    def stone_placer(self, stone_team: int) -> int:
        """The player who lays a team's stone: with four players, the partner whose spy has the lower
        initiative."""
        seats = [s for s in range(self.num_seats) if team_of(s) == stone_team]
        return min(seats, key=lambda s: (self.cards.spies[s] if self.cards.spies[s] > NONE else 99, s))

    def visible_spies(self, seat: int | None) -> list[tuple[int, int, bool]]:
        """The spies `seat` knows, as (seat, card, cancelled): its own, those it looked at, all once revealed."""
        cards = self.cards
        return [(s, cards.spies[s], cards.spy_cancelled[s]) for s in range(self.num_seats)
                if cards.spy_known(seat, s)]

    # --- carrying out commands ---------------------------------------------------------------------------
    def _apply(self, seat: int, command: Command) -> list[Event]:
        events: list[Event] = []
        if isinstance(command, Choose):
            self._choose(seat, command.card, events)
        elif isinstance(command, Place):
            self._place(seat, command, events)
        elif isinstance(command, (Target, MoveTo, Peek, Skip)):
            assert self.step is not None
            self._continue_ability(*abilities.answer(self.ability_table(), self.step, command), events)
        elif isinstance(command, Stone):
            self._stone(command.territory, events)
        else:  # pragma: no cover - legal_commands only yields the types above
            raise TypeError(f"not a SHIN command: {command!r}")
        return events

    def _choose(self, seat: int, choice: int, events: list[Event]) -> None:
        self.cards.chosen[seat] = choice
        if self.turn == 1:
            said = msg("{player} chooses a spy, face down.", player=player(seat))
        else:
            said = msg("{player} chooses a card, face down.", player=player(seat))
        events.append(Event(said, seat, "choose", private={seat: msg("You choose {ninja}, face down.",
                                                                     ninja=ninja(choice))}, data={"seat": seat}))
        if not self.to_act():
            self._resolve_choices(events)

    def _receivers(self) -> list[int]:
        return [(seat + 1) % self.num_seats for seat in range(self.num_seats)]

    def _passing_event(self, receivers: list[int]) -> Event:
        private: dict[int, Text] = {to: msg("You receive {cards}.", cards=tuple(ninja(c) for c in self.cards.hands[to]))
                                    for to in receivers}
        return Event(msg("Every player passes the rest of the hand to the next player."), None, "pass",
                     private=private, irreversible=True)

    def _resolve_choices(self, events: list[Event]) -> None:
        receivers = self._receivers()
        if self.turn == 1:
            self.cards.set_spies(receivers)
            self.cards.pass_hands(receivers, spy_turn=True)
            events.append(Event(msg("The spies lie face down until the round ends."), None, "spies"))
            events.append(self._passing_event(receivers))
            self._next_turn(events)
            return
        shown = self.cards.reveal_choices()
        self.queue = sorted(((c, s) for s, c in shown), key=lambda pair: pair[0])
        names = tuple(msg("{player} {ninja}", player=player(s), ninja=ninja(c)) for s, c in shown)
        events.append(Event(msg("Revealed: {cards}.", cards=names), None, "reveal", irreversible=True,
                            data={"cards": [[s, c] for s, c in shown]}))
        if self.turn < TURNS_PER_ROUND:
            self.cards.pass_hands(receivers, spy_turn=False)
            events.append(self._passing_event(receivers))
        self.phase = PLACE

    def _next_turn(self, events: list[Event]) -> None:
        self.turn += 1
        self.phase = CHOOSE
        events.append(Event(msg("Turn {turn} of round {round}.", turn=self.turn, round=self.round), None, "turn"))

    def _place(self, seat: int, command: Place, events: list[Event]) -> None:
        self.queue.pop(0)
        self.village.place(command.card, seat, command.territory)
        events.append(Event(msg("{player} places {ninja} on territory {territory}.", player=player(seat),
                                ninja=ninja(command.card), territory=command.territory), seat, "place",
                            data={"card": command.card, "seat": seat, "territory": command.territory}))
        if card(command.card).timing == ENTER:
            self._continue_ability(*abilities.begin(self.ability_table(), seat, command.card, spy=False), events)
        else:
            self._next_placement(events)

    def _continue_ability(self, step: Step | None, happened: list[Event], events: list[Event]) -> None:
        """After an ability began or got an answer: wait for the next choice, or go on with the round."""
        events.extend(happened)
        spy = self.spies_acting()
        self.step = step
        if step is not None:
            self.phase = ABILITY
        elif spy:
            self._next_spy(events)
        else:
            self._next_placement(events)

    def spies_acting(self) -> bool:
        """True at the round's end, while the revealed spies act."""
        return self.cards.spies_revealed

    def _next_placement(self, events: list[Event]) -> None:
        if self.queue:
            self.phase = PLACE
        elif self.turn < TURNS_PER_ROUND:
            self._next_turn(events)
        else:
            self._reveal_spies(events)

    def _reveal_spies(self, events: list[Event]) -> None:
        cards = self.cards
        cards.spies_revealed = True
        spies = sorted((cards.spies[s], s) for s in range(self.num_seats))
        self.spy_queue = [s for _, s in spies]
        names = tuple(msg("{player} {ninja}", player=player(s), ninja=ninja(c)) for c, s in spies)
        events.append(Event(msg("The spies are revealed: {cards}.", cards=names), None, "spies-revealed",
                            irreversible=True,
                            data={"cards": [[s, c] for c, s in spies]}))
        self._next_spy(events)

    def _next_spy(self, events: list[Event]) -> None:
        cards = self.cards
        while self.spy_queue:
            seat = self.spy_queue.pop(0)
            spy = cards.spies[seat]
            if cards.spy_cancelled[seat] and card(spy).steadfast:
                events.append(Event(msg("{player}'s spy {ninja} cannot be cancelled.", player=player(seat),
                                        ninja=ninja(spy)), seat, "no-effect"))
            elif cards.spy_cancelled[seat]:
                events.append(Event(msg("{player}'s spy {ninja} was cancelled: its ability does nothing.",
                                        player=player(seat), ninja=ninja(spy)), seat, "no-effect"))
                continue
            step, happened = abilities.begin(self.ability_table(), seat, spy, spy=True)
            events.extend(happened)
            if step is not None:
                self.step = step
                self.phase = ABILITY
                return
        self._count(events)

    def _count(self, events: list[Event]) -> None:
        spies = self.visible_spies(None)
        teams = strengths(self.village, spies)
        totals = (teams[0].total, teams[1].total)
        breaker = None
        if totals[0] != totals[1]:
            winner: int | None = 0 if totals[0] > totals[1] else 1
            order: tuple[int, ...] = (winner,)
        else:
            winner = breaker = tie_breaker(self.village, spies)
            order = (breaker,) if breaker is not None else self._tie_order()
        result = RoundResult(self.round, tuple((s, c) for s, c, _ in spies), teams, winner, order, breaker)
        self.results.append(result)
        self.stone_queue = list(order)
        self.phase = STONE
        events.append(Event(asking.count_text(result), None, "count",
                            data={"totals": list(totals), "winner": winner}))

    def _tie_order(self) -> tuple[int, ...]:
        """After a tie both teams place a stone, the team of the lower spy first."""
        lowest = min(range(self.num_seats), key=lambda s: self.cards.spies[s])
        first = team_of(lowest)
        return (first, 1 - first)

    def _stone(self, territory: int, events: list[Event]) -> None:
        placing = self.stone_queue.pop(0)
        self.village.add_stone(territory, placing)
        placed = self.village.stones_placed(placing)
        events.append(Event(msg("{team} places a stone on territory {territory} ({placed} of {stones}).",
                                team=team_term(placing), territory=territory, placed=placed, stones=STONES_PER_TEAM),
                            self.stone_placer(placing), "stone",
                            data={"territory": territory, "team": placing}))
        if placed >= STONES_PER_TEAM:
            self.winner = placing
            self.phase = OVER
            self.stone_queue = []
            events.append(Event(msg("{team} placed its third stone and wins the game.", team=team_term(placing)), None,
                                "game-over", irreversible=True))
            return
        if not self.stone_queue:
            self._new_round(events)

    def _new_round(self, events: list[Event]) -> None:
        """Discard spies and leftover cards, take the placed ninja back, draw two each. When the draw pile runs
        out, the discard pile is shuffled into a new one and the log tells every player."""
        cards = self.cards
        for seat in range(self.num_seats):
            cards.discard_card(cards.spies[seat])
            for leftover in list(cards.hands[seat]):
                cards.hands[seat].remove(leftover)
                cards.discard_card(leftover)
        for seat, placed in self.village.take_back().items():
            cards.take_back(seat, placed)
        cards.new_round()
        private: dict[int, Text] = {}
        shuffled = 0
        for seat in range(self.num_seats):
            drawn, refilled = cards.draw(seat, DRAW_PER_ROUND, self.rng)
            shuffled += refilled
            private[seat] = msg("You draw {cards}.", cards=tuple(ninja(c) for c in drawn))
        self.round += 1
        self.turn = 1
        self.phase = CHOOSE
        self.step = None
        events.append(Event(msg_n("Round {round}: spies and leftover cards are discarded, every player takes back "
                                  "the placed ninja and draws {n} card.",
                                  "Round {round}: spies and leftover cards are discarded, every player takes back "
                                  "the placed ninja and draws {n} cards.", n=DRAW_PER_ROUND, round=self.round),
                            None, "round",
                            private=private, irreversible=True))
        if shuffled:
            events.append(Event(msg_n("The draw pile is empty: the {n} discarded card is shuffled into a new draw "
                                      "pile.", "The draw pile is empty: the {n} discarded cards are shuffled into a "
                                      "new draw pile.", n=shuffled), None, "reshuffle", irreversible=True, data={"cards": shuffled}))

    # --- the end ------------------------------------------------------------------------------------------
    def outcome(self) -> Outcome:
        winner = self.winner if self.winner is not None else 0
        stones = [self.village.stones_placed(team_of(s)) for s in range(self.num_seats)]
        winners = tuple(s for s in range(self.num_seats) if team_of(s) == winner and self.winner is not None)
        ranking = tuple(sorted(range(self.num_seats), key=lambda s: (s not in winners, s)))
        lines = [asking.round_line(result) for result in self.results]
        if self.winner is not None:
            lines.append(msg("{team} ({players}) placed its third stone first and wins.", team=team_term(winner),
                             players=tuple(player(s) for s in winners)))
        return Outcome(tuple(float(s) for s in stones), winners, ranking, tuple(lines))

