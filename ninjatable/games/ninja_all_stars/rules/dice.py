"""Element dice: rolling them and cancelling them in pairs (Spirit/Void, Earth/Air, Fire/Water)."""

from __future__ import annotations

from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars.data import ELEMENTS, OPPOSED
from ninjatable.i18n import Message, msg_n


def roll(rng: Rng, count: int) -> list[str]:
    """`count` element dice; each face (Spirit, Water, Earth, Void, Fire, Air) equally likely."""
    return [ELEMENTS[rng.die(6) - 1] for _ in range(count)]


def elimination_pairs(attack: list[str], defence: list[str]) -> list[tuple[int, int]]:
    """Which attacker's die cancels which defender's die (indices), by the element pairs Spirit/Void,
    Earth/Air, Fire/Water; every possible elimination is made."""
    pairs: list[tuple[int, int]] = []
    used_d: set[int] = set()
    for i, element in enumerate(attack):
        wanted = OPPOSED[element]
        for j, other in enumerate(defence):
            if j not in used_d and other == wanted:
                used_d.add(j)
                pairs.append((i, j))
                break
    return pairs


def eliminate(attack: list[str], defence: list[str]) -> tuple[list[int], list[int]]:
    """Cancel attacker's dice against defender's dice by the element pairs. Returns the indices of the
    dice that stay."""
    pairs = elimination_pairs(attack, defence)
    gone_a = {i for i, _ in pairs}
    gone_d = {j for _, j in pairs}
    return ([i for i in range(len(attack)) if i not in gone_a], [j for j in range(len(defence)) if j not in gone_d])


def dice_word(count: int) -> Message:
    """'1 die', '3 dice', as a message."""
    return msg_n("{n} die", "{n} dice", n=count)
