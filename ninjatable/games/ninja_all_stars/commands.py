"""The commands of Ninja All-Stars. Squares are `[x, y]`, models are ids, facings 0..7 clockwise from north.

Setup: `janken`, `place_lantern`, `place_shrine`, `pass_placement`, `give_edge`, `choose_edge`, `deploy`. With
the initiative by affinity test: `team_test` (the ninja that rolls for its team).
Activation: `move`, `turn` (a free change of facing), `end` (with the final facing), the actions `run`,
`attack`, `tiger_strike`, `leaping_strike`, `ranged`, `shuriken`, `search`, `stealth`, `pray`, `hex`,
`open_chest`, `take_objective` (a challenge's objective) and `play_card` (a moon card). The first of these given
to a ninja that is not active yet activates it; `activate` alone
activates a ninja and does nothing more. Pending decisions inside an action: `combat_card` / `no_card` (the
card window before the dice, also the window after an enemy's move), `choose_result`, `push`, `water_move`,
`water_place`, `discard`, `heal` (the ninja that leaves the Healing House). Management: `manage` (and
`manage_card`, a moon card played in the management), `reinforce`.

`describe` says a command in a player's words.
"""

from __future__ import annotations

from collections.abc import Callable

from ninjatable.engine.commands import Command, command_kind
from ninjatable.games.ninja_all_stars.terms import (
    card_term,
    element_term,
    facing_words,
    marker_term,
    square_words,
)
from ninjatable.games.words import player
from ninjatable.i18n import N_, Message, Text, msg, render


@command_kind("janken")
class Janken(Command):
    sign: str  # rock, paper, scissors


@command_kind("place_lantern")
class PlaceLantern(Command):
    square: tuple[int, int]


@command_kind("place_shrine")
class PlaceShrine(Command):
    square: tuple[int, int]
    condition: str


@command_kind("pass_placement")
class PassPlacement(Command):
    pass


@command_kind("give_edge")
class GiveEdge(Command):
    seat: int


@command_kind("choose_edge")
class ChooseEdge(Command):
    edge: str


@command_kind("deploy")
class Deploy(Command):
    model: int
    square: tuple[int, int]


@command_kind("team_test")
class TeamTest(Command):
    """The ninja that rolls the comparative affinity test for its whole team (the initiative)."""

    model: int


@command_kind("activate")
class Activate(Command):
    model: int


@command_kind("move")
class Move(Command):
    model: int
    to: tuple[int, int]


@command_kind("end")
class End(Command):
    model: int
    facing: int


@command_kind("turn")
class Turn(Command):
    model: int
    facing: int


@command_kind("run")
class Run(Command):
    model: int
    to: tuple[int, int]


@command_kind("attack")
class Attack(Command):
    model: int
    target: int


@command_kind("tiger_strike")
class TigerStrike(Command):
    model: int
    target: int


@command_kind("leaping_strike")
class LeapingStrike(Command):
    model: int
    to: tuple[int, int]
    target: int


@command_kind("ranged")
class Ranged(Command):
    model: int
    target: int


@command_kind("shuriken")
class Shuriken(Command):
    model: int
    target: int


@command_kind("search")
class Search(Command):
    model: int


@command_kind("stealth")
class Stealth(Command):
    model: int


@command_kind("pray")
class Pray(Command):
    model: int
    shrine: tuple[int, int]


@command_kind("hex")
class HexCommand(Command):
    model: int
    target: int


@command_kind("open_chest")
class OpenChest(Command):
    model: int
    chest: tuple[int, int]


@command_kind("take_objective")
class TakeObjective(Command):
    """The challenge's objective action on a square: snatch a scroll from the messenger, infiltrate a target
    square, take a medal."""

    model: int
    square: tuple[int, int]


@command_kind("play_card")
class PlayCard(Command):
    card: int
    model: int
    target: int = -1


@command_kind("combat_card")
class CombatCard(Command):
    card: int


@command_kind("react")
class React(Command):
    card: int


@command_kind("manage_card")
class ManageCard(Command):
    card: int


@command_kind("no_card")
class NoCard(Command):
    pass


@command_kind("choose_result")
class ChooseResult(Command):
    element: str


@command_kind("push")
class Push(Command):
    to: tuple[int, int]
    facing: int


@command_kind("water_move")
class WaterMove(Command):
    to: tuple[int, int]
    facing: int


@command_kind("water_place")
class WaterPlace(Command):
    to: tuple[int, int]
    facing: int


@command_kind("discard")
class Discard(Command):
    card: int


@command_kind("manage")
class Manage(Command):
    choice: str  # draw, heal, rally
    model: int = -1


@command_kind("heal")
class Heal(Command):
    model: int


@command_kind("reinforce")
class Reinforce(Command):
    model: int
    square: tuple[int, int]


COMMAND_TYPES: tuple[type[Command], ...] = (
    Janken, PlaceLantern, PlaceShrine, PassPlacement, GiveEdge, ChooseEdge, Deploy, Activate, Move, End, Run,
    Attack, TigerStrike, LeapingStrike, Ranged, Shuriken, Search, Stealth, Pray, HexCommand, OpenChest,
    PlayCard, CombatCard, NoCard, ChooseResult, Push, WaterMove, WaterPlace, Discard, Manage, Reinforce, Turn,
    Heal, React, ManageCard, TakeObjective, TeamTest,
)


#: a ninja's name by its id, as a message
Names = Callable[[int], Message]
SIGN_WORDS = {"rock": N_("Janken: Rock (fist)"), "paper": N_("Janken: Paper (open hand)"),
              "scissors": N_("Janken: Scissors (two fingers)")}
MANAGE_WORDS = {"draw": N_("Draw a moon card"), "heal": N_("Bring a second ninja home from the Healing House")}
EDGE_WORDS = {"north": N_("Deploy on the north edge"), "south": N_("Deploy on the south edge"),
              "east": N_("Deploy on the east edge"), "west": N_("Deploy on the west edge")}


def _card_play(command: PlayCard, name: Names) -> Message:
    if command.target >= 0:
        return msg("{ninja} plays {card} on {target}", ninja=name(command.model), card=card_term(command.card),
                   target=name(command.target))
    return msg("{ninja} plays {card}", ninja=name(command.model), card=card_term(command.card))


def _manage(command: Manage, name: Names) -> Message:
    if command.choice in MANAGE_WORDS:
        return Message(MANAGE_WORDS[command.choice])
    return msg("Rally {ninja}: remove its Stunned markers", ninja=name(command.model))


def _edge(command: ChooseEdge, name: Names) -> Message:
    if command.edge in EDGE_WORDS:
        return Message(EDGE_WORDS[command.edge])
    return msg("Deploy on the edge {edge}", edge=command.edge)


#: each kind of command in words: (command, names) -> a message
WORDS: dict[type, Callable[..., Message]] = {
    Janken: lambda c, name: Message(SIGN_WORDS[c.sign]),
    PlaceLantern: lambda c, name: msg("Place a lantern on {square}", square=square_words(c.square)),
    PlaceShrine: lambda c, name: msg("Place a shrine of {marker} on {square}", marker=marker_term(c.condition),
                                     square=square_words(c.square)),
    PassPlacement: lambda c, name: msg("Pass: place no more lanterns or shrines"),
    GiveEdge: lambda c, name: msg("{player} chooses a deployment edge first", player=player(c.seat)),
    ChooseEdge: _edge,
    Deploy: lambda c, name: msg("Deploy {ninja} on {square}", ninja=name(c.model), square=square_words(c.square)),
    TeamTest: lambda c, name: msg("{ninja} rolls for the initiative", ninja=name(c.model)),
    Activate: lambda c, name: msg("Activate {ninja}", ninja=name(c.model)),
    Move: lambda c, name: msg("{ninja} moves to {square}", ninja=name(c.model), square=square_words(c.to)),
    End: lambda c, name: msg("{ninja} ends its activation facing {facing}", ninja=name(c.model),
                             facing=facing_words(c.facing)),
    Turn: lambda c, name: msg("{ninja} turns to face {facing}", ninja=name(c.model), facing=facing_words(c.facing)),
    Run: lambda c, name: msg("{ninja} runs to {square}", ninja=name(c.model), square=square_words(c.to)),
    Attack: lambda c, name: msg("{ninja} attacks {target}", ninja=name(c.model), target=name(c.target)),
    TigerStrike: lambda c, name: msg("{ninja}: Tiger Strike on {target}", ninja=name(c.model),
                                     target=name(c.target)),
    LeapingStrike: lambda c, name: msg("{ninja}: Leaping Strike from {square} on {target}", ninja=name(c.model),
                                       square=square_words(c.to), target=name(c.target)),
    Ranged: lambda c, name: msg("{ninja} shoots at {target}", ninja=name(c.model), target=name(c.target)),
    Shuriken: lambda c, name: msg("{ninja} throws shuriken at {target}", ninja=name(c.model), target=name(c.target)),
    Search: lambda c, name: msg("{ninja} searches for hidden enemies", ninja=name(c.model)),
    Stealth: lambda c, name: msg("{ninja} enters Stealth", ninja=name(c.model)),
    Pray: lambda c, name: msg("{ninja} prays at the shrine on {square}", ninja=name(c.model),
                              square=square_words(c.shrine)),
    HexCommand: lambda c, name: msg("{ninja} casts its hex on {target}", ninja=name(c.model), target=name(c.target)),
    OpenChest: lambda c, name: msg("{ninja} searches the chest on {square}", ninja=name(c.model),
                                   square=square_words(c.chest)),
    TakeObjective: lambda c, name: msg("{ninja} goes for the objective on {square}", ninja=name(c.model),
                                       square=square_words(c.square)),
    PlayCard: _card_play,
    CombatCard: lambda c, name: msg("Play {card}", card=card_term(c.card)),
    React: lambda c, name: msg("Play {card}", card=card_term(c.card)),
    ManageCard: lambda c, name: msg("Play {card}", card=card_term(c.card)),
    NoCard: lambda c, name: msg("Play no card"),
    ChooseResult: lambda c, name: msg("Choose {element}", element=element_term(c.element)),
    Push: lambda c, name: msg("Move the defender to {square}, facing {facing}", square=square_words(c.to),
                              facing=facing_words(c.facing)),
    WaterMove: lambda c, name: msg("Move the attacker to {square}, facing {facing}", square=square_words(c.to),
                                   facing=facing_words(c.facing)),
    WaterPlace: lambda c, name: msg("Place the defender on {square}, facing {facing}", square=square_words(c.to),
                                    facing=facing_words(c.facing)),
    Discard: lambda c, name: msg("Discard {card}", card=card_term(c.card)),
    Manage: _manage,
    Heal: lambda c, name: msg("{ninja} leaves the Healing House for the Training Ground", ninja=name(c.model)),
    Reinforce: lambda c, name: msg("Reinforce with {ninja} on {square}", ninja=name(c.model),
                                   square=square_words(c.square)),
}


def order_words(command: Command, name: Names) -> Text:
    """A command in a player's words as a message, ninja named by `name`."""
    words = WORDS.get(type(command))
    return words(command, name) if words is not None else command.to_text()


def describe(command: Command, name: Names) -> str:
    """A command in a player's words, in the reader's language, ninja named by `name`."""
    return render(order_words(command, name))
