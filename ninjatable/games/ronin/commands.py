"""The commands of Ronin: what a player says at the table, one decision each, and how each reads in words.

The command shapes are those of the first saves: a save is the seed and these commands in their text form, so
an old save still loads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ninjatable.engine.commands import Command, command_kind
from ninjatable.games.ronin.data import (
    DATA,
    bonus_term,
    character_term,
    city_term,
    good_term,
    goods_count,
    goods_words,
    mission_words,
)
from ninjatable.games.ronin.data import good_name as data_good_name
from ninjatable.i18n import Arg, Message, msg, msg_n, render
from ninjatable.i18n.message import render_arg

JOKER = "joker"
#: the action of giving up a city's action for points.
POINTS = "points"


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


@command_kind("give_back")
class GiveBack(Command):
    """End of round, more goods than you may keep: give back all the goods over the limit at once, `goods`
    naming each one given (kinds or "joker", in the order of the goods)."""

    goods: tuple[str, ...]


COMMAND_TYPES: tuple[type[Command], ...] = (Place, TakeMission, ChooseMission, ChooseCharacter, Build, Buy,
                                             ChooseBonus, Collect, Fulfil, Done, Discard, GiveBack)


def good_name(good: str, count: int = 1) -> str:
    """A good in words, in the current language ("rice"; with a count other than 1: "2 coins")."""
    return data_good_name(good) if count == 1 else render(goods_count(good, count))


def goods_in_words(goods: Sequence[str]) -> str:
    """'2 rice and 1 silk', in the current language."""
    return render_arg(goods_words(goods))


def mission_in_words(mission_id: int) -> str:
    """'Edo or Nagoya (rice and silk; 8 points)', in the current language."""
    return render(mission_words(mission_id))


def describe(command: Command, display: Sequence[int] = (),
             spaces: Mapping[int, Sequence[str | None]] | None = None) -> str:
    """A command in a player's words, in the current language; `display` (the missions on offer) and `spaces`
    (the goods on the map) name what a slot or a space holds."""
    return render(command_words(command, display, spaces))


def _place(command: Place) -> Message:
    city = city_term(command.city)
    if command.action == POINTS:
        return msg("Ronin to {city}: give the action up for 2 points", city=city)
    action = Message(DATA.actions.get(command.action, command.action))
    if command.source:
        return msg("Ronin to {city}: {action} (the Rider uses the tile of {source})", city=city, action=action,
                   source=city_term(command.source))
    return msg("Ronin to {city}: {action}", city=city, action=action)


def command_words(command: Command, display: Sequence[int] = (),
                  spaces: Mapping[int, Sequence[str | None]] | None = None) -> Message:
    """A command in a player's words, as a message."""
    if isinstance(command, Place):
        return _place(command)
    if isinstance(command, (TakeMission, ChooseMission)):
        if not 0 <= command.slot < len(display):
            return msg("Take a mission from the display")
        mission = mission_words(display[command.slot])
        if isinstance(command, TakeMission):
            cost = DATA["display_costs"][command.slot]
            return msg_n("Take the mission {mission} for {n} meditation token",
                         "Take the mission {mission} for {n} meditation tokens", n=cost, mission=mission)
        return msg("Take the mission {mission}", mission=mission)
    if isinstance(command, Collect):
        good = (spaces or {}).get(command.region, [None] * 3)[command.space]
        what: Arg = good_term(good) if good else msg("the good")
        if command.space == 0:
            return msg("Take {good} from the horse-head space in region {region}", good=what, region=command.region)
        return msg("Take {good} in region {region}", good=what, region=command.region)
    if isinstance(command, ChooseCharacter):
        return msg("Take the {character}: {text}", character=character_term(command.character),
                   text=Message(DATA.characters[command.character].text))
    if isinstance(command, Build):
        return msg("Build a castle in region {region}, paying {good}", region=command.region,
                   good=good_term(command.pay))
    if isinstance(command, Buy):
        return msg("Take {good} from the bag", good=good_term(command.good))
    if isinstance(command, ChooseBonus):
        return msg("Take the bonus tile {tile} ({text})", tile=bonus_term(command.tile),
                   text=Message(DATA.bonus_kinds[command.tile].text))
    if isinstance(command, Fulfil):
        return msg("Fulfil the mission {mission}", mission=mission_words(command.mission))
    if isinstance(command, Done):
        return msg("Fulfil no more missions this round")
    if isinstance(command, Discard):
        return msg("Give back {goods}", goods=goods_count(command.good, 1))
    assert isinstance(command, GiveBack), command
    return msg("Give back {goods}", goods=goods_words(command.goods))
