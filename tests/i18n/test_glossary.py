"""Each game's glossary: its rulebook's names in German or Italian (and ours in the book's style where the book
has none), a name for every card, clan, ninja, troop, title, keyword, condition, challenge and good of the game's
data, and each read through the catalogs in the player's language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ninjatable import i18n
from ninjatable.engine.registry import CATALOGUE
from ninjatable.i18n import Term
from ninjatable.i18n.glossary import KINDS, SOURCES, every_glossary, parse

GAMES = Path(__file__).resolve().parents[2] / "ninjatable" / "games"
#: the language of each game's rulebook.
BOOKS = {"shinobi": "de", "shin": "it", "shitenno": "de", "ninja-all-stars": "de", "ronin": "de"}


def data(folder: str) -> dict:
    return json.loads((GAMES / folder / "data.json").read_text(encoding="utf-8"))


def names_in_the_data(game: str) -> set[tuple[str, str]]:
    """Every name a game's data file gives a player-visible thing, with its sense in the glossary."""
    if game == "shinobi":
        return {(clan["name"], "") for clan in data("shinobi")["clans"].values()}
    if game == "shin":
        found = data("shin")
        names = {card["name"] for card in found["cards"]} | {team["name"] for team in found["teams"].values()}
        names |= {colour["name"] for colour in found["colours"].values()}
        names |= {ability["short"] for ability in found["abilities"].values()}
        names |= {card["short"] for card in found["cards"] if "short" in card}
        return {(name, "") for name in names}
    if game == "shitenno":
        found = data("shitenno")
        names = {troop["name"] for troop in found["troops"].values()} | {t["name"] for t in found["titles"].values()}
        names |= {general["name"] for general in found["generals"]} | {b["name"] for b in found["bonus_effects"].values()}
        return {(name, "") for name in names}
    if game == "ninja-all-stars":
        found = data("ninja_all_stars")
        names = set()
        for table in ("element_names", "condition_names", "marker_names", "keyword_groups"):
            names |= set(found[table].values())
        for table in ("keywords", "specials", "model_types"):
            names |= {entry["name"] for entry in found[table].values()}
        names |= {card["name"] for card in found["moon_cards"]}
        for team in found["teams"].values():
            names |= {team["name"], team["hex"]["name"]}
        pairs = {(name, "") for name in names}
        return pairs | {(challenge["name"], "challenge" if challenge["name"] == "Search" else "")
                        for challenge in found["challenges"].values()}
    found = data("ronin")
    names = {entry["name"] for table in ("characters", "bonus_tiles") for entry in found[table]}
    names |= set(found["city_tiles"]) | {action.capitalize() for action in found["actions"]} | set(found["goods"])
    pairs = {(name, "") for name in names}
    return pairs | {(name, "rank" if name in ("Ronin", "Samurai") else "") for _points, name in found["solo_ranks"]}


def test_every_game_has_a_glossary_in_its_book_s_language():
    glossaries = {glossary.game: glossary for glossary in every_glossary()}
    assert set(glossaries) == set(CATALOGUE)
    assert {game: glossary.book for game, glossary in glossaries.items()} == BOOKS


@pytest.mark.parametrize("glossary", every_glossary(), ids=lambda glossary: glossary.game)
def test_the_glossary_names_everything_the_game_s_data_names(glossary):
    named = {(entry.en, entry.sense) for entry in glossary.entries}
    assert names_in_the_data(glossary.game) - named == set()


@pytest.mark.parametrize("glossary", every_glossary(), ids=lambda glossary: glossary.game)
def test_every_term_says_what_it_names_and_where_its_translation_comes_from(glossary):
    assert all(entry.kind in KINDS and entry.source in SOURCES for entry in glossary.entries)
    assert sum(entry.source == "book" for entry in glossary.entries) >= 10


@pytest.mark.parametrize(("game", "english", "sense", "german", "italian"), [
    ("shinobi", "Attack", "", "Attacke", "Attacco"),
    ("shin", "spy", "", "Spion", "spia"),
    ("shitenno", "kamon", "", "Herrschaftskamon", "kamon di dominio"),
    ("ninja-all-stars", "Stunned", "", "Betäubt", "Stordito"),
    ("ninja-all-stars", "Search", "", "Suchen", "Cercare"),
    ("ninja-all-stars", "Search", "challenge", "Suchen", "Ricerca"),
    ("ronin", "Ronin", "rank", "Entehrter Ronin", "Ronin disonorato"),
    ("ronin", "Ronin", "", "Ronin", "Ronin"),
])
def test_a_term_reads_in_the_player_s_language_through_the_catalogs(game, english, sense, german, italian):
    read = {}
    for language in ("en", "de", "it"):
        i18n.set_language(language)
        read[language] = (i18n.term(game, english, sense), str(Term(game, english, sense)))
    assert read == {"en": (english, english), "de": (german, german), "it": (italian, italian)}


@pytest.mark.parametrize(("terms", "problem"), [
    ([{"en": "Oda", "kind": "clan", "de": "Oda", "it": "", "source": "book"}], "lacks a name"),
    ([{"en": "Oda", "kind": "flavour", "de": "Oda", "it": "Oda", "source": "book"}], "kind must be"),
    ([{"en": "Oda", "kind": "clan", "de": "Oda", "it": "Oda", "source": "guess"}], "source one of"),
    ([{"en": "Oda", "kind": "clan", "de": "Oda", "it": "Oda", "source": "book", "colour": "red"}], "unknown fields"),
    ([{"en": "Oda", "kind": "clan", "de": "Oda", "it": "Oda", "source": "book"}] * 2, "appears twice"),
])
def test_a_broken_glossary_is_refused_with_the_term_and_the_problem(terms, problem):
    with pytest.raises(ValueError, match=problem):
        parse({"game": "shinobi", "book": "de", "terms": terms}, "shinobi/glossary.json")
