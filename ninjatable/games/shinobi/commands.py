"""Shinobi's commands: the three orders of a turn, one command each, and how each reads in words."""

from __future__ import annotations

from ninjatable.engine.commands import Command, command_kind
from ninjatable.games.shinobi.data import a_clan_card, card, clan_term
from ninjatable.games.words import player
from ninjatable.i18n import Text, msg, render


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
    return render(order_words(command, seat, actor))


def order_words(command: Command, seat: int | None, actor: int | None = None) -> Text:
    """`describe`'s words as a message."""
    actor = seat if actor is None else actor
    mine = actor == seat or actor is None
    if isinstance(command, Deploy):
        card_words = a_clan_card(card(command.card).clan)
        if command.province == seat:
            return msg("Deploy {card} in your province", card=card_words)
        return msg("Deploy {card} in {owner}'s province", card=card_words, owner=player(command.province))
    if isinstance(command, DeployOwn):
        card_words = a_clan_card(card(command.card).clan)
        if mine:
            return msg("Deploy {card} in your province", card=card_words)
        return msg("Deploy {card} in {owner}'s own province", card=card_words, owner=player(actor))
    if isinstance(command, PlayNinja):
        if command.province == seat:
            return msg("A Ninja strikes the {clan} army in your province", clan=clan_term(command.clan))
        return msg("A Ninja strikes the {clan} army in {owner}'s province", clan=clan_term(command.clan),
                   owner=player(command.province))
    if isinstance(command, Relocate):
        card_words = a_clan_card(command.clan)
        if command.to_province == seat:
            return msg("Move {card} from {source}'s province to your province", card=card_words,
                       source=player(command.from_province))
        if command.from_province == seat:
            return msg("Move {card} from your province to {target}'s province", card=card_words,
                       target=player(command.to_province))
        return msg("Move {card} from {source}'s province to {target}'s province", card=card_words,
                   source=player(command.from_province), target=player(command.to_province))
    if isinstance(command, Attack):
        clan, target = clan_term(command.clan), clan_term(command.target)
        if mine:
            if command.province == seat:
                return msg("Your {clan} army attacks {target} in your province", clan=clan, target=target)
            return msg("Your {clan} army attacks {target} in {owner}'s province", clan=clan, target=target,
                       owner=player(command.province))
        if command.province == seat:
            return msg("{player}'s {clan} army attacks {target} in your province", player=player(actor),
                       clan=clan, target=target)
        return msg("{player}'s {clan} army attacks {target} in {owner}'s province", player=player(actor),
                   clan=clan, target=target, owner=player(command.province))
    return command.to_text()
