"""Shinobi's commands: the three orders of a turn, one command each, and how each reads in words."""

from __future__ import annotations

from ninjatable.engine.commands import Command, command_kind
from ninjatable.games.shinobi.data import a_clan_card, card, clan_name


@command_kind("deploy")
class Deploy(Command):
    """First order: a card from the hand into another player's province."""

    card: int
    province: int


@command_kind("ninja")
class PlayNinja(Command):
    """Instead of the first order: a Ninja strikes an army in another player's province."""

    card: int
    province: int
    clan: str


@command_kind("deploy-own")
class DeployOwn(Command):
    """Second order, first choice: a card from the hand into the own province."""

    card: int


@command_kind("relocate")
class Relocate(Command):
    """Second order, other choice: one card of an army moves to another province (never out of the own)."""

    from_province: int
    clan: str
    to_province: int


@command_kind("attack")
class Attack(Command):
    """Third order: the army `clan` in the own province strikes army `target` in `province`."""

    clan: str
    province: int
    target: str


COMMAND_TYPES: tuple[type[Command], ...] = (Deploy, PlayNinja, DeployOwn, Relocate, Attack)


def describe(command: Command, seat: int | None, actor: int | None = None) -> str:
    """An order in a player's words, as `seat` reads it ("your province" is that seat's own), given by `actor`
    (the player on turn; `seat` itself when not given)."""
    actor = seat if actor is None else actor

    def where(province: int) -> str:
        return "your province" if province == seat else f"Player {province + 1}'s province"

    def whose() -> str:
        return "Your" if actor == seat or actor is None else f"Player {actor + 1}'s"

    if isinstance(command, Deploy):
        return f"Deploy {a_clan_card(card(command.card).clan)} in {where(command.province)}"
    if isinstance(command, DeployOwn):
        own = "your province" if actor == seat or actor is None else f"Player {actor + 1}'s own province"
        return f"Deploy {a_clan_card(card(command.card).clan)} in {own}"
    if isinstance(command, PlayNinja):
        return f"A Ninja strikes the {clan_name(command.clan)} army in {where(command.province)}"
    if isinstance(command, Relocate):
        return (f"Move {a_clan_card(command.clan)} from {where(command.from_province)} "
                f"to {where(command.to_province)}")
    if isinstance(command, Attack):
        return (f"{whose()} {clan_name(command.clan)} army attacks {clan_name(command.target)} in "
                f"{where(command.province)}")
    return command.to_text()
