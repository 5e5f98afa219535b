"""The commands of Ronin: what a player says at the table, one decision each, and how each reads in words.

The command shapes are those of the first saves: a save is the seed and these commands in their text form, so
an old save still loads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ninjatable.engine.commands import Command, command_kind
from ninjatable.games.ronin.data import DATA

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


#: the goods counted one by one take an s in the plural (rice, tea, silk and sake do not).
_COUNTED = ("coin", JOKER)


def good_name(good: str, count: int = 1) -> str:
    """A good in words: 'rice', 'coins', 'a joker' is 'joker' (it stands for any good)."""
    return f"{good}s" if count != 1 and good in _COUNTED else good


def goods_in_words(goods: Sequence[str]) -> str:
    """'2 rice and 1 silk'."""
    counts: dict[str, int] = {}
    for good in goods:
        counts[good] = counts.get(good, 0) + 1
    parts = [f"{count} {good_name(good, count)}" for good, count in counts.items()]
    if len(parts) <= 1:
        return "".join(parts) or "nothing"
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def mission_in_words(mission_id: int) -> str:
    """'Edo or Nagoya (rice, silk; 8 points)'."""
    mission = DATA.missions[mission_id]
    return f"{mission.cities[0]} or {mission.cities[1]} ({', '.join(mission.goods)}; {mission.points} points)"


def _place(command: Place) -> str:
    if command.action == POINTS:
        return f"Ronin to {command.city}: give the action up for 2 points"
    text = f"Ronin to {command.city}: {DATA.actions[command.action]}"
    if command.source:
        text += f" (the Rider uses the tile of {command.source})"
    return text


def describe(command: Command, display: Sequence[int] = (),
             spaces: Mapping[int, Sequence[str | None]] | None = None) -> str:
    """A command in a player's words; `display` (the missions on offer) and `spaces` (the goods on the map)
    name what a slot or a space holds."""
    if isinstance(command, Place):
        return _place(command)
    if isinstance(command, (TakeMission, ChooseMission)):
        if not 0 <= command.slot < len(display):
            return "Take a mission from the display"
        text = f"Take the mission {mission_in_words(display[command.slot])}"
        if isinstance(command, TakeMission):
            cost = DATA["display_costs"][command.slot]
            text += f" for {cost} meditation token{'s' if cost != 1 else ''}"
        return text
    if isinstance(command, Collect):
        good = (spaces or {}).get(command.region, [None] * 3)[command.space]
        where = " from the horse-head space" if command.space == 0 else ""
        return f"Take {good or 'the good'}{where} in region {command.region}"
    return _DESCRIBED.get(type(command), lambda c: c.to_text())(command)


_DESCRIBED = {
    ChooseCharacter: lambda c: f"Take the {DATA.characters[c.character].name}: {DATA.characters[c.character].text}",
    Build: lambda c: f"Build a castle in region {c.region}, paying {good_name(c.pay)}",
    Buy: lambda c: f"Take {c.good} from the bag",
    ChooseBonus: lambda c: f"Take the bonus tile {DATA.bonus_kinds[c.tile].name} ({DATA.bonus_kinds[c.tile].text})",
    Fulfil: lambda c: f"Fulfil the mission {mission_in_words(c.mission)}",
    Done: lambda c: "Fulfil no more missions this round",
    Discard: lambda c: f"Give back 1 {good_name(c.good)}",
    GiveBack: lambda c: f"Give back {goods_in_words(c.goods)}",
}
