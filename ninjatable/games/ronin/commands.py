"""The commands of Ronin: what a player says at the table, one decision each."""

from __future__ import annotations

from ninjatable.engine.commands import Command, command_kind


@command_kind("place")
class Place(Command):
    """Put a ronin in `city` and carry out `action` of the tile face shown ("points": give the action up for
    2 points). With the Rider, `source` names the occupied city whose action is carried out instead."""

    city: str
    action: str
    source: str = ""


@command_kind("take_mission")
class TakeMission(Command):
    """Before placing a ronin: take the mission in `slot` of the display, paying its meditation tokens."""

    slot: int


@command_kind("choose_mission")
class ChooseMission(Command):
    """The mission action: take the mission in `slot` of the display for free."""

    slot: int


@command_kind("choose_character")
class ChooseCharacter(Command):
    """The character action: take a character tile from the display."""

    character: str


@command_kind("build")
class Build(Command):
    """The build action: put a castle in `region`, paying one good of kind `pay` (or "joker")."""

    region: int
    pay: str


@command_kind("buy")
class Buy(Command):
    """The market action: take a good of kind `good` from the bag."""

    good: str


@command_kind("choose_bonus")
class ChooseBonus(Command):
    """A bonus space of the tea ceremony track was reached: take a bonus tile of kind `tile`."""

    tile: str


@command_kind("collect")
class Collect(Command):
    """Goods collection: take the good on resource space `space` of `region` (space 0 has the horse head)."""

    region: int
    space: int


@command_kind("fulfil")
class Fulfil(Command):
    """Fulfil a mission you hold: a ronin in one of its cities, its goods handed in, its points scored."""

    mission: int


@command_kind("done")
class Done(Command):
    """Fulfil no more missions this round."""


@command_kind("discard")
class Discard(Command):
    """End of round, more goods than you may keep: give back one good of kind `good` (or "joker")."""

    good: str


COMMAND_TYPES: tuple[type[Command], ...] = (Place, TakeMission, ChooseMission, ChooseCharacter, Build, Buy,
                                             ChooseBonus, Collect, Fulfil, Done, Discard)
