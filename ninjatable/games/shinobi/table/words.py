"""What the Shinobi table says: the status line, hover sentences and the lines of the results screen."""

from __future__ import annotations

from collections.abc import Callable

from ninjatable.games.shinobi.data import clan_name
from ninjatable.games.shinobi.view import ShinobiView
from ninjatable.i18n import N_, _, join_and, ngettext

ORDER_NAMES = {"first": N_("first order"), "second": N_("second order"), "attack": N_("attack"),
               "over": N_("game over")}


def status(view: ShinobiView, prompt: str | None, thinking: str | None, asked: str | None) -> str:
    """Whose turn it is and what to do: `prompt` when the player at the table gives the order now, else who
    is thinking or who is asked."""
    if view.over:
        return _("The game is over: the clans are revealed.")
    order = _(ORDER_NAMES[view.order]) if view.order in ORDER_NAMES else view.order
    if prompt is not None:
        return _("Round {round}. Your turn - {prompt}").format(round=view.round_number, prompt=prompt)
    if thinking is not None:
        return _("Round {round}: {player} is thinking... ({order})").format(round=view.round_number,
                                                                          player=thinking, order=order)
    if asked is not None:
        return _("Round {round}: {asked} ({order})").format(round=view.round_number, asked=asked, order=order)
    return _("Round {round}").format(round=view.round_number)


def army(view: ShinobiView, province: int, clan: str, province_name: str) -> str:
    count = view.provinces[province][clan]
    if (province, clan) in view.protected:
        return ngettext("{clan} army in {province}: {n} card. Reinforced this turn: it may not be attacked this "
                        "turn.",
                        "{clan} army in {province}: {n} cards. Reinforced this turn: it may not be attacked this "
                        "turn.", count).format(clan=clan_name(clan), province=province_name, n=count)
    return ngettext("{clan} army in {province}: {n} card.", "{clan} army in {province}: {n} cards.",
                    count).format(clan=clan_name(clan), province=province_name, n=count)


def hand_card(clan: str | None) -> str:
    if clan is None:
        return _("Ninja: instead of your first order, drop it onto an army in another player's province; "
                 "that army loses a card.")
    return _("{clan} troop card: drop it onto another player's province (first order) "
             "or onto yours (second order).").format(clan=clan_name(clan))


LOYALTY = N_("Your loyalty card: press and hold to see your clan.")


def deck(view: ShinobiView) -> str:
    return ngettext("Deck: {n} card. Whoever draws the last card starts the final round: every player has one "
                    "more turn.",
                    "Deck: {n} cards. Whoever draws the last card starts the final round: every player has one "
                    "more turn.", view.deck_size).format(n=view.deck_size)


def discard(view: ShinobiView) -> str:
    counts = join_and(_("{clan} {n}").format(clan=clan_name(None if k == "ninja" else k), n=v)
                      for k, v in sorted(view.discard_counts.items()))
    if not counts:
        return _("Discard: empty.")
    return _("Discard: {counts}.").format(counts=counts)


def clan_total(view: ShinobiView, clan: str | None, province_name: Callable[[int], str]) -> str:
    """A clan's strength on the table and where its armies stand (None: what the panel counts)."""
    if clan is None:
        return _("Each clan's cards in every province together. The clan with the most cards on the table at "
                 "the end wins (a clan no player is loyal to cannot win).")
    count = view.clan_totals.get(clan, 0)
    where = [_("{n} in {province}").format(n=army, province=province_name(seat))
             for seat, province in enumerate(view.provinces) if (army := province.get(clan, 0))]
    if where:
        return ngettext("{clan}: {n} card on the table ({where}). The clan with the most cards on the table at "
                        "the end wins (a clan no player is loyal to cannot win).",
                        "{clan}: {n} cards on the table ({where}). The clan with the most cards on the table at "
                        "the end wins (a clan no player is loyal to cannot win).",
                        count).format(clan=clan_name(clan), n=count, where=join_and(where))
    return ngettext("{clan}: {n} card on the table. The clan with the most cards on the table at the end wins "
                    "(a clan no player is loyal to cannot win).",
                    "{clan}: {n} cards on the table. The clan with the most cards on the table at the end wins "
                    "(a clan no player is loyal to cannot win).", count).format(clan=clan_name(clan), n=count)


def results(view: ShinobiView, labels: list[str]) -> list[str]:
    """Each player's clan, revealed, and its cards on the table."""
    totals = view.clan_totals
    return [ngettext("{player} was loyal to {clan}: {n} card on the table.",
                     "{player} was loyal to {clan}: {n} cards on the table.", totals[clan]).format(
                         player=labels[seat], clan=clan_name(clan), n=totals[clan])
            for seat, clan in enumerate(view.clans) if clan is not None]
