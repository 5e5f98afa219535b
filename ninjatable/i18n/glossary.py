"""Each game's glossary: the names of its cards, clans, ninja, shrines, actions, phases... in the three languages.

A game's names are those of its rulebook. Four of the books are German (Shinobi, Shitennō, Ninja All-Stars,
Ronin) and one Italian (SHIN), so in the book's language a term is the book's word wherever the book names the
thing (`source` "book"), and ours, made in the book's style, where it does not ("ours"). The other language is
always ours, translated in the style of that language's players. English keeps the names the app has always
used: they are the keys.

The glossary of a game is `ninjatable/games/<game>/glossary.json`:

    {"game": "shinobi", "book": "de",
     "terms": [{"en": "Oda", "kind": "clan", "de": "Oda", "it": "Oda", "source": "book", "note": "..."}, ...]}

Its terms go into the catalogs with the game's name as their context (`pgettext("shinobi", "Oda")`, or
`term("shinobi", "Oda")`, or a `Term` in a message), so one English word may be named differently in two
games. Where one English name means two things in one game, each entry says which (`sense`), and its context is
the game's name and the sense: `term("ninja-all-stars", "Search", "challenge")`. `tools/catalogs.py` extracts them with the code's messages (`extract` below is Babel's extractor for a
glossary file, named in `babel.cfg`) and writes their translations into the catalogs: the glossary is where a
term's translation is changed, never the catalog.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

#: the languages a glossary translates into (English is the key).
TRANSLATED = ("de", "it")
#: where a translation comes from: the game's rulebook, or us (in the book's style).
SOURCES = ("book", "ours")
#: what a term names.
KINDS = ("game", "rule", "card", "clan", "troop", "title", "general", "ninja", "class", "team", "shrine", "element",
         "moon", "keyword", "special", "condition", "marker", "ability", "action", "phase", "good", "region",
         "city", "province", "place", "piece", "terrain", "challenge", "stat", "rank", "arena", "role", "colour",
         "term")


@dataclasses.dataclass(frozen=True)
class Entry:
    """One term: its English name (the key), what it names, its German and Italian, where the translation in
    the book's language comes from, and a note for translators."""

    en: str
    kind: str
    de: str
    it: str
    source: str
    note: str = ""
    #: when one English name means two things in one game (the action Search and the challenge Search): which
    #: one this is ("" for a name with one meaning).
    sense: str = ""

    def translation(self, language: str) -> str:
        return self.de if language == "de" else self.it


@dataclasses.dataclass(frozen=True)
class Glossary:
    """A game's terms: `game` is its registry name (the catalogs' context), `book` the language of its
    rulebook."""

    game: str
    book: str
    entries: tuple[Entry, ...]

    def lookup(self, english: str, sense: str = "") -> Entry | None:
        for entry in self.entries:
            if entry.en == english and entry.sense == sense:
                return entry
        return None

    def context(self, entry: Entry) -> str:
        """The catalogs' context of a term: the game's name, and the sense when the name has several."""
        return context_of(self.game, entry.sense)


def context_of(game: str, sense: str = "") -> str:
    """The catalogs' context of a glossary term of `game` ("shinobi"; "ninja-all-stars|challenge")."""
    return f"{game}|{sense}" if sense else game


def games_dir() -> Path:
    return Path(__file__).resolve().parent.parent / "games"


def glossary_files() -> list[Path]:
    """Every game's glossary file."""
    return sorted(games_dir().glob("*/glossary.json"))


def parse(data: Any, where: str) -> Glossary:
    """A glossary from its JSON data. Raises ValueError naming the file, the term and the problem."""
    if not isinstance(data, dict) or not isinstance(data.get("terms"), list):
        raise ValueError(f"{where}: a glossary is an object with game, book and terms")
    game, book = data.get("game"), data.get("book")
    if not isinstance(game, str) or not game or book not in TRANSLATED:
        raise ValueError(f"{where}: game must be the registry name and book one of {', '.join(TRANSLATED)}")
    entries = []
    seen: set[tuple[str, str]] = set()
    for number, raw in enumerate(data["terms"], start=1):
        if not isinstance(raw, dict):
            raise ValueError(f"{where}: term {number} is not an object")
        fields = {key: raw.get(key, "") for key in ("en", "kind", "de", "it", "source", "note", "sense")}
        if set(raw) - set(fields):
            raise ValueError(f"{where}: term {number} has unknown fields {sorted(set(raw) - set(fields))}")
        if not all(isinstance(value, str) for value in fields.values()):
            raise ValueError(f"{where}: term {number}: every field is text")
        if not all(fields[key].strip() for key in ("en", "de", "it")):
            raise ValueError(f"{where}: term {number} ({fields['en']!r}) lacks a name in en, de or it")
        if fields["kind"] not in KINDS or fields["source"] not in SOURCES:
            raise ValueError(f"{where}: term {fields['en']!r}: kind must be one of {', '.join(KINDS)} and source "
                             f"one of {', '.join(SOURCES)}")
        if (fields["en"], fields["sense"]) in seen:
            raise ValueError(f"{where}: term {fields['en']!r} appears twice (give each meaning its sense)")
        seen.add((fields["en"], fields["sense"]))
        entries.append(Entry(**fields))
    return Glossary(game, book, tuple(entries))


def read(path: Path) -> Glossary:
    """The glossary in `path`. Raises ValueError naming the file and the problem."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ValueError(f"{path.name}: cannot be read ({exc})") from exc
    return parse(data, f"{path.parent.name}/{path.name}")


def every_glossary() -> list[Glossary]:
    return [read(path) for path in glossary_files()]


def extract(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
            options: dict[str, Any]) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extraction method for a glossary file: each term as `pgettext(game, english)`, with a comment for
    translators saying what it names and where its translation comes from."""
    text = fileobj.read().decode("utf-8")
    glossary = parse(json.loads(text), getattr(fileobj, "name", "glossary.json"))
    lines = text.splitlines()
    for entry in glossary.entries:
        key = json.dumps(entry.en, ensure_ascii=False)
        number = next((i for i, line in enumerate(lines, start=1) if f'"en": {key}' in line), 1)
        origin = "from the rulebook" if entry.source == "book" else "ours, in the rulebook's style"
        comments = [f"glossary: {entry.kind}; in {glossary.book}: {origin}"]
        if entry.note:
            comments.append(entry.note)
        yield number, "pgettext", (glossary.context(entry), entry.en), comments
