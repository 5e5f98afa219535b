"""What the Shinobi table says: the status line, hover sentences and the lines of the results screen."""

from __future__ import annotations

from collections.abc import Callable

from ninjatable.games.shinobi.data import clan_name
from ninjatable.games.shinobi.view import ShinobiView

ORDER_NAMES = {"first": "first order", "second": "second order", "attack": "attack", "over": "game over"}


def status(view: ShinobiView, prompt: str | None, thinking: str | None, asked: str | None) -> str:
    """Whose turn it is and what to do: `prompt` when the player at the table gives the order now, else who
    is thinking or who is asked."""
    if view.over:
        return "The game is over: the clans are revealed."
    order = ORDER_NAMES.get(view.order, view.order)
    prefix = f"Round {view.round_number}"
    if prompt is not None:
        return f"{prefix}. Your turn - {prompt}"
    if thinking is not None:
        return f"{prefix}: {thinking} is thinking... ({order})"
    if asked is not None:
        return f"{prefix}: {asked} ({order})"
    return prefix


def army(view: ShinobiView, province: int, clan: str, province_name: str) -> str:
    count = view.provinces[province][clan]
    line = f"{clan_name(clan)} army in {province_name}: {count} card{'s' * (count != 1)}."
    if (province, clan) in view.protected:
        line += " Reinforced this turn: it may not be attacked this turn."
    return line


def hand_card(clan: str | None) -> str:
    if clan is None:
        return ("Ninja: instead of your first order, drop it onto an army in another player's province; "
                "that army loses a card.")
    return (f"{clan_name(clan)} troop card: drop it onto another player's province (first order) "
            "or onto yours (second order).")


LOYALTY = "Your loyalty card: press and hold to see your clan."


def deck(view: ShinobiView) -> str:
    return (f"Deck: {view.deck_size} cards. Whoever draws the last card starts the final round: "
            "every player has one more turn.")


def discard(view: ShinobiView) -> str:
    counts = ", ".join(f"{('Ninja' if k == 'ninja' else clan_name(k))} {v}" for k, v in sorted(view.discard_counts.items()))
    return f"Discard: {counts or 'empty'}."


def clan_total(view: ShinobiView, clan: str | None, province_name: Callable[[int], str]) -> str:
    """A clan's strength on the table and where its armies stand (None: what the panel counts)."""
    rule = "The clan with the most cards on the table at the end wins (a clan no player is loyal to cannot win)."
    if clan is None:
        return f"Each clan's cards in every province together. {rule}"
    count = view.clan_totals.get(clan, 0)
    where = [f"{army} in {province_name(seat)}" for seat, province in enumerate(view.provinces)
             if (army := province.get(clan, 0))]
    line = f"{clan_name(clan)}: {count} card{'s' * (count != 1)} on the table"
    return f"{line} ({', '.join(where)}). {rule}" if where else f"{line}. {rule}"


def results(view: ShinobiView, labels: list[str]) -> list[str]:
    """Each player's clan, revealed, and its cards on the table."""
    totals = view.clan_totals
    return [f"{labels[seat]} was loyal to {clan_name(clan)}: {totals[clan]} cards on the table."
            for seat, clan in enumerate(view.clans) if clan is not None]
