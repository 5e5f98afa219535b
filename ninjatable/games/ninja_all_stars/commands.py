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
from ninjatable.games.ninja_all_stars.data import CONDITION_NAMES, DECK, ELEMENT_NAMES
from ninjatable.games.ninja_all_stars.geometry import FACING_NAMES


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


#: a ninja's name by its id
Names = Callable[[int], str]
SIGN_WORDS = {"rock": "Rock (fist)", "paper": "Paper (open hand)", "scissors": "Scissors (two fingers)"}
MANAGE_WORDS = {"draw": "Draw a moon card", "heal": "Bring a second ninja home from the Healing House"}


def square_words(square: tuple[int, int]) -> str:
    return f"({square[0]}, {square[1]})"


def _card_play(command: PlayCard, name: Names) -> str:
    card = DECK[command.card].name
    if command.target >= 0:
        return f"{name(command.model)} plays {card} on {name(command.target)}"
    return f"{name(command.model)} plays {card}"


#: each kind of command in words: (command, names) -> text
WORDS: dict[type, Callable[..., str]] = {
    Janken: lambda c, name: f"Janken: {SIGN_WORDS[c.sign]}",
    PlaceLantern: lambda c, name: f"Place a lantern on {square_words(c.square)}",
    PlaceShrine: lambda c, name: f"Place a shrine of {CONDITION_NAMES[c.condition]} on {square_words(c.square)}",
    PassPlacement: lambda c, name: "Pass: place no more lanterns or shrines",
    GiveEdge: lambda c, name: f"Player {c.seat + 1} chooses a deployment edge first",
    ChooseEdge: lambda c, name: f"Deploy on the {c.edge} edge",
    Deploy: lambda c, name: f"Deploy {name(c.model)} on {square_words(c.square)}",
    TeamTest: lambda c, name: f"{name(c.model)} rolls for the initiative",
    Activate: lambda c, name: f"Activate {name(c.model)}",
    Move: lambda c, name: f"{name(c.model)} moves to {square_words(c.to)}",
    End: lambda c, name: f"{name(c.model)} ends its activation facing {FACING_NAMES[c.facing]}",
    Turn: lambda c, name: f"{name(c.model)} turns to face {FACING_NAMES[c.facing]}",
    Run: lambda c, name: f"{name(c.model)} runs to {square_words(c.to)}",
    Attack: lambda c, name: f"{name(c.model)} attacks {name(c.target)}",
    TigerStrike: lambda c, name: f"{name(c.model)}: Tiger Strike on {name(c.target)}",
    LeapingStrike: lambda c, name: f"{name(c.model)}: Leaping Strike from {square_words(c.to)} on {name(c.target)}",
    Ranged: lambda c, name: f"{name(c.model)} shoots at {name(c.target)}",
    Shuriken: lambda c, name: f"{name(c.model)} throws shuriken at {name(c.target)}",
    Search: lambda c, name: f"{name(c.model)} searches for hidden enemies",
    Stealth: lambda c, name: f"{name(c.model)} enters Stealth",
    Pray: lambda c, name: f"{name(c.model)} prays at the shrine on {square_words(c.shrine)}",
    HexCommand: lambda c, name: f"{name(c.model)} casts its hex on {name(c.target)}",
    OpenChest: lambda c, name: f"{name(c.model)} searches the chest on {square_words(c.chest)}",
    TakeObjective: lambda c, name: f"{name(c.model)} goes for the objective on {square_words(c.square)}",
    PlayCard: _card_play,
    CombatCard: lambda c, name: f"Play {DECK[c.card].name}",
    React: lambda c, name: f"Play {DECK[c.card].name}",
    ManageCard: lambda c, name: f"Play {DECK[c.card].name}",
    NoCard: lambda c, name: "Play no card",
    ChooseResult: lambda c, name: f"Choose {ELEMENT_NAMES[c.element]}",
    Push: lambda c, name: f"Move the defender to {square_words(c.to)}, facing {FACING_NAMES[c.facing]}",
    WaterMove: lambda c, name: f"Move the attacker to {square_words(c.to)}, facing {FACING_NAMES[c.facing]}",
    WaterPlace: lambda c, name: f"Place the defender on {square_words(c.to)}, facing {FACING_NAMES[c.facing]}",
    Discard: lambda c, name: f"Discard {DECK[c.card].name}",
    Manage: lambda c, name: MANAGE_WORDS.get(c.choice) or f"Rally {name(c.model)}: remove its Stunned markers",
    Heal: lambda c, name: f"{name(c.model)} leaves the Healing House for the Training Ground",
    Reinforce: lambda c, name: f"Reinforce with {name(c.model)} on {square_words(c.square)}",
}


def describe(command: Command, name: Names) -> str:
    """A command in a player's words, ninja named by `name`."""
    words = WORDS.get(type(command))
    return words(command, name) if words is not None else command.to_text()
