"""The game's names in messages: its elements, markers, conditions, moon cards and teams as glossary terms (read
in the reader's language), and the small pieces every message of the game shares (a square, a roll of dice)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from pathlib import Path

from ninjatable.games.ninja_all_stars.data import (
    CONDITION_NAMES,
    DECK,
    ELEMENT_NAMES,
    MARKER_NAMES,
    MODEL_TYPES,
    TEAMS,
)
from ninjatable.games.ninja_all_stars.map import Arena
from ninjatable.i18n import N_, Message, Term, msg, term
from ninjatable.i18n.glossary import read

#: the game's registry name: the context of its glossary terms.
GAME = "ninja-all-stars"


def element_term(element: str) -> Term:
    """An element by its key ("fire"): Fire, Feuer, Fuoco."""
    return Term(GAME, ELEMENT_NAMES[element])


def marker_term(condition: str) -> Term:
    """A condition's marker by the condition's key ("curse"): the Curse marker, the Curse shrine."""
    return Term(GAME, MARKER_NAMES[condition])


def condition_term(condition: str) -> Term:
    """A condition by its key ("curse"): Cursed."""
    return Term(GAME, CONDITION_NAMES[condition])


def card_term(card_id: int) -> Term:
    """A moon card by its id in the deck."""
    return Term(GAME, DECK[card_id].name)


def team_term(team: str) -> Term:
    """A shrine team by its key ("fire"): Fire Shrine."""
    return Term(GAME, TEAMS[team].name)


def square_words(square: tuple[int, int]) -> str:
    """A square as the board's coordinates: "(3, 4)" (the same in every language)."""
    return f"({square[0]}, {square[1]})"


def dice_terms(dice: Iterable[str]) -> tuple[Term, ...] | Message:
    """A roll of element dice, as a list of the elements (the reader's "and" before the last); "no dice" for
    none."""
    elements = tuple(element_term(die) for die in dice)
    return elements if elements else msg("no dice")


#: the eight facings, clockwise from north (as `geometry.FACING_NAMES`), in words.
FACING_WORDS = (N_("north"), N_("north-east"), N_("east"), N_("south-east"), N_("south"), N_("south-west"),
                N_("west"), N_("north-west"))


def facing_words(facing: int) -> Message:
    """A facing (0..7 clockwise from north) as a message: "north-east"."""
    return Message(FACING_WORDS[facing])


@cache
def arena_terms() -> frozenset[str]:
    """The titles of the arenas that come with the game, as the glossary names them."""
    glossary = read(Path(__file__).with_name("glossary.json"))
    return frozenset(entry.en for entry in glossary.entries if entry.kind == "arena")


def arena_title(arena: Arena) -> str:
    """An arena's title in the reader's language: a shipped arena by the glossary, a player's own by the title
    its map gives."""
    return str(Term(GAME, arena.title)) if arena.title in arena_terms() else arena.title


def word(name: str, sense: str = "") -> str:
    """A name of the game's glossary in the reader's language, now ("round", "Healing House")."""
    return term(GAME, name, sense)


def ninja_name(team: str, kind: str, number: int) -> Message:
    """A ninja as players name it: its element and type, with a number where the team has several of the
    type ("Water Kunoichi 2", "Fire Chunin"), as a message (each language orders the words its own way)."""
    element = Term(GAME, ELEMENT_NAMES[TEAMS[team].element])
    kind_name = Term(GAME, MODEL_TYPES[kind].name)
    if number:
        return msg("{element} {kind} {n}", element=element, kind=kind_name, n=number)
    return msg("{element} {kind}", element=element, kind=kind_name)


#: what each element does as a combat result
RESULT_WORDS = {
    "spirit": N_("{element}: the attacker is Injured"), "void": N_("{element}: the defender is Injured"),
    "earth": N_("{element}: the defender is Stunned"),
    "fire": N_("{element}: everyone next to the attacker, and the attacker, is Stunned"),
    "air": N_("{element}: the attacker moves the defender up to three squares"),
    "water": N_("{element}: the attacker moves, then the defender is placed in its front zone"),
}
#: the glossary's names of the janken signs
SIGN_TERMS = {"rock": "Rock", "paper": "Paper", "scissors": "Scissors"}
