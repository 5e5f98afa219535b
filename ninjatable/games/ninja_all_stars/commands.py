"""The commands of Ninja All-Stars. Squares are `[x, y]`, models are ids, facings 0..7 clockwise from north.

Setup: `janken`, `place_lantern`, `place_shrine`, `pass_placement`, `give_edge`, `choose_edge`, `deploy`.
Activation: `activate` picks the ninja, then `move`, `end` (with the final facing), and the
actions `run`, `attack`, `tiger_strike`, `leaping_strike`, `ranged`, `shuriken`, `search`, `stealth`,
`pray`, `hex`, `open_chest`; `play_card` plays a moon card. Pending decisions inside an action:
`combat_card` / `no_card` (the card window before the dice), `choose_result`, `push`, `water_move`,
`water_place`, `discard`. Management: `manage`, `reinforce`.
"""

from __future__ import annotations

from ninjatable.engine.commands import Command, command_kind


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


@command_kind("play_card")
class PlayCard(Command):
    card: int
    model: int
    target: int = -1


@command_kind("combat_card")
class CombatCard(Command):
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


@command_kind("reinforce")
class Reinforce(Command):
    model: int
    square: tuple[int, int]


COMMAND_TYPES: tuple[type[Command], ...] = (
    Janken, PlaceLantern, PlaceShrine, PassPlacement, GiveEdge, ChooseEdge, Deploy, Activate, Move, End, Run,
    Attack, TigerStrike, LeapingStrike, Ranged, Shuriken, Search, Stealth, Pray, HexCommand, OpenChest,
    PlayCard, CombatCard, NoCard, ChooseResult, Push, WaterMove, WaterPlace, Discard, Manage, Reinforce,
)
