"""Setup and initiative: janken or the affinity test, moon marker and cards, lanterns and shrines, edges,
deployment. A mixin of `NasState`."""

from __future__ import annotations

from ninjatable.engine.commands import Command
from ninjatable.games.ninja_all_stars.board import (
    BOARD,
    TRAINING,
    Model,
)
from ninjatable.games.ninja_all_stars.commands import (
    Deploy,
    PassPlacement,
    PlaceLantern,
    PlaceShrine,
)
from ninjatable.games.ninja_all_stars.data import (
    DECK,
    ELEMENT_NAMES,
    MARKER_NAMES,
    MOON_PHASES,
)
from ninjatable.games.ninja_all_stars.geometry import Square

BEATS = {"rock": "scissors", "scissors": "paper", "paper": "rock"}


class SetupMixin:
    """From janken to the first round."""

    # setup ----------------------------------------------------------------------------------------
    def apply_janken(self, seat: int, sign: str) -> None:
        self.janken_signs[seat] = sign
        if any(s not in self.janken_signs for s in self.janken_players):
            self.say(f"{self.seat_name(seat)} has chosen.", "janken", seat)
            return
        signs = dict(self.janken_signs)
        shown = ", ".join(f"{self.seat_name(s)}: {signs[s]}" for s in self.janken_players)
        present = set(signs.values())
        self.janken_signs = {}
        if len(present) != 2:
            self.say(f"Janken! {shown}. A tie: play again.", "janken", None, irreversible=True, signs=signs)
            return
        a, b = sorted(present)
        winning = a if BEATS[a] == b else b
        winners = tuple(s for s in self.janken_players if signs[s] == winning)
        if len(winners) > 1:
            self.janken_players = winners
            self.say(f"Janken! {shown}. {len(winners)} winners play again.", "janken", None, irreversible=True,
                     signs=signs)
            return
        self.say(f"Janken! {shown}. {self.seat_name(winners[0])} wins the initiative.", "janken", None,
                 irreversible=True, signs=signs, winner=winners[0])
        self.initiative_won(winners[0])

    def resolve_affinity_initiative(self) -> None:
        """The alternative to janken: a comparative affinity test; each player rolls for one of its ninja
        (the one with the most dice), the most symbols of its element wins, ties roll again."""
        players = list(range(self.num_seats))
        while True:
            counts = {}
            for seat in players:
                candidates = self.seat_models(seat, BOARD) or self.seat_models(seat)
                model = max(candidates, key=lambda m: (self.affinity_dice(m), -m.id))
                dice = [d for d in self._roll(self.affinity_dice(model))]
                counts[seat] = sum(1 for d in dice if d == model.affinity)
                self.say(f"{self.seat_name(seat)} rolls {', '.join(ELEMENT_NAMES[d] for d in dice)} for the "
                         f"initiative: {counts[seat]}.", "affinity", seat, irreversible=True, dice=dice,
                         element=model.affinity)
            best = max(counts.values())
            players = [s for s in players if counts[s] == best]
            if len(players) == 1:
                break
        self.initiative_won(players[0])

    def _roll(self, count: int) -> list[str]:
        from ninjatable.games.ninja_all_stars.actions import roll

        return roll(self.rng, count)

    def initiative_won(self, seat: int) -> None:
        self.initiative = seat
        self.janken_players = tuple(range(self.num_seats))
        if self.janken_purpose == "setup":
            self.start_setup()
        else:
            self.start_round()

    def start_setup(self) -> None:
        """The moon marker on a rolled element, the shuffled moon deck, three cards each from the player with
        the initiative, then lanterns and shrines."""
        phase = self.rng.die(6) - 1
        self.moon = phase
        self.say(f"The moon marker starts on {ELEMENT_NAMES[MOON_PHASES[phase]]}.", "moon", None,
                 irreversible=True, phase=MOON_PHASES[phase])
        self.deck = list(range(len(DECK)))
        self.rng.shuffle(self.deck)
        for k in range(self.num_seats):
            seat = (self.initiative + k) % self.num_seats
            for _ in range(3):
                self.draw_card(seat)
        if self.challenge.chests:
            self.chests = set(self.arena.chest_spots)
            self.say(f"{len(self.chests)} chests are placed on the chest spots.", "setup", None)
        self.phase = "markers"
        self.place_turn = self.initiative
        self.passes = 0

    def apply_marker(self, seat: int, command: Command) -> None:
        if isinstance(command, PassPlacement):
            self.passes += 1
            self.say(f"{self.seat_name(seat)} passes.", "setup", seat)
            if self.passes >= self.num_seats:
                self.phase = "give_edge"
                return
        else:
            self.passes = 0
            if isinstance(command, PlaceLantern):
                self.lanterns.add(command.square)
                self.say(f"{self.seat_name(seat)} places a lantern on {command.square}.", "lantern", seat,
                         square=command.square)
            else:
                assert isinstance(command, PlaceShrine)
                self.shrines[command.square] = command.condition
                self.say(f"{self.seat_name(seat)} places a shrine of {MARKER_NAMES[command.condition]} on "
                         f"{command.square}.", "shrine", seat, square=command.square, condition=command.condition)
        self.place_turn = (seat + 1) % self.num_seats

    def apply_give_edge(self, seat: int, chooser: int) -> None:
        """The player with the initiative names the player who picks an edge first; that player now has the
        initiative (deploys first and takes the first turn)."""
        self.initiative = chooser
        self.edge_queue = [(chooser + k) % self.num_seats for k in range(self.num_seats)]
        self.phase = "choose_edge"
        self.say(f"{self.seat_name(chooser)} chooses a deployment edge first and takes the initiative.",
                 "setup", seat)

    def apply_choose_edge(self, seat: int, edge: str) -> None:
        opposite = {"north": "south", "south": "north", "east": "west", "west": "east"}
        self.edges[seat] = edge
        self.edge_queue.pop(0)
        self.say(f"{self.seat_name(seat)} deploys on the {edge} edge.", "edge", seat, edge=edge)
        if self.num_seats == 2 and self.edge_queue:
            other = self.edge_queue.pop(0)
            self.edges[other] = opposite[edge]
            self.say(f"{self.seat_name(other)} deploys on the opposite, {opposite[edge]} edge.", "edge", other,
                     edge=opposite[edge])
        if not self.edge_queue:
            self.phase = "deploy"
            self.deploy_turn = self.initiative
            self.next_deployer(first=True)

    def deploy_left(self, seat: int) -> bool:
        return (self.deployed[seat] < self.challenge.on_board and bool(self.seat_models(seat, TRAINING))
                and bool(self.free_deploy_squares(seat)))

    def next_deployer(self, first: bool = False) -> None:
        start = self.deploy_turn if first else (self.deploy_turn + 1) % self.num_seats
        for k in range(self.num_seats):
            seat = (start + k) % self.num_seats
            if self.deploy_left(seat):
                self.deploy_turn = seat
                return
        self.say("Every team is deployed; the others wait on their Training Grounds. Round 1 begins.", "round",
                 None)
        self.phase = "activation"
        self.janken_purpose = "round"
        self.start_activations()

    def put_on_board(self, model: Model, square: Square) -> None:
        model.where = BOARD
        model.activated = False
        self.place(model, square)
        model.facing = self.arena.zones[self.edges[model.seat]].inward

    def apply_deploy(self, seat: int, command: Deploy) -> None:
        model = self.models[command.model]
        self.put_on_board(model, command.square)
        self.deployed[seat] += 1
        self.say(f"{model.name} is deployed on {command.square}.", "deploy", seat, model=model.id,
                 square=command.square)
        self.next_deployer()

