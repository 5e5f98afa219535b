"""The tests' eyes on the catalogs: which words a screen (or a log) shows, and whether each came from them.

While a test drives screens inside `audit()`, English is spoken through a *marking* catalog: every word a
lookup gives (`_`, `ngettext`, `pgettext`, a `Message`, a glossary `Term`) comes back with a mark before it
("¤Settings"), its `{fields}` left as they are, and every message looked up is noted. `audit("de")` speaks
German (or Italian) the same way: each translation marked ("¤Einstellungen"), the English words where the
catalog has none. The text helper
(`ninjatable.ui.text.recording`) keeps every piece of text drawn meanwhile. Then:

- `Audit.unmarked()`: the words drawn without the mark, which reached the screen without passing through the
  catalogs (a literal English string, a sentence glued from pieces);
- `Audit.missing()`: the messages looked up that the German or the Italian catalog lacks or leaves untranslated.

A word cut by an ellipsis or a line wrapped keeps its mark (it stands at the start of every word), so the check
holds at any size. Proper names that are the same in every language (the games' titles, the languages' own
names, the app's name) are allowed unmarked; a test names any other verbatim word it expects (a file name).
"""

from __future__ import annotations

import dataclasses
import gettext
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import cache

import pygame
from babel.lists import format_list
from babel.messages.pofile import read_po

from ninjatable.engine.registry import CATALOGUE
from ninjatable.i18n import LANGUAGES, runtime
from ninjatable.i18n.catalogs import load, po_path
from ninjatable.ui import text
from ninjatable.ui.text import Drawn

MARK = "¤"
#: a run of letters (of any language), or a field to leave as it is.
_WORDS = re.compile(r"(\{[^{}]*\})|([^\W\d_]+)")
#: a run of letters with no mark before it.
_UNMARKED = re.compile(rf"(?<![{MARK}\w])[^\W\d_]+")


def mark(words: str) -> str:
    """`words` with the mark before each run of letters, fields untouched."""
    return _WORDS.sub(lambda found: found.group(1) or MARK + found.group(2), words)


def proper_names() -> set[str]:
    """Words shown alike in every language: the games' titles, the languages' own names, the app's name."""
    names = {"ninjatable"}
    for listing in CATALOGUE.values():
        names.update(re.findall(r"[^\W\d_]+", listing.title))
    for name in LANGUAGES.values():
        names.update(re.findall(r"[^\W\d_]+", name))
    return names


def list_words(language: str) -> set[str]:
    """The words a list is joined with in `language` ("and", "und", "e", "or"...): the language's own, from
    the locale data, not from the catalogs."""
    words = set()
    for style in ("standard", "or"):
        joined = format_list(["A", "B"], style=style, locale=language) if language != "en" else \
            format_list(["A", "B"], style=style, locale="en")
        words.update(word for word in re.findall(r"[^\W\d_]+", joined) if word not in ("A", "B"))
    return words


class MarkingCatalog(gettext.NullTranslations):
    """The words of `words` (a language's catalog; English when none), each marked, every message looked up
    noted (as its English words and its context)."""

    def __init__(self, words: gettext.NullTranslations | None = None) -> None:
        super().__init__()
        self.words = words or gettext.NullTranslations()
        self.looked_up: set[tuple[str, str | None]] = set()

    def gettext(self, message: str) -> str:
        self.looked_up.add((message, None))
        return mark(self.words.gettext(message))

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        self.looked_up.add((msgid1, None))
        return mark(self.words.ngettext(msgid1, msgid2, n))

    def pgettext(self, context: str, message: str) -> str:
        self.looked_up.add((message, context))
        return mark(self.words.pgettext(context, message))

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        self.looked_up.add((msgid1, context))
        return mark(self.words.npgettext(context, msgid1, msgid2, n))


@cache
def translated(language: str) -> frozenset[tuple[str, str | None]]:
    """The messages language `language`'s catalog translates (neither empty nor fuzzy)."""
    with po_path(language).open("rb") as source:
        catalog = read_po(source, locale=language)
    found = set()
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if all(strings):
            found.add((message.id[0] if isinstance(message.id, tuple) else message.id, message.context))
    return frozenset(found)


@dataclasses.dataclass
class Audit:
    """What was looked up and drawn inside `audit()`."""

    catalog: MarkingCatalog
    drawn: list[Drawn]
    #: the language spoken inside the audit.
    language: str = "en"

    def unmarked(self, allowed: Iterable[str] = (), only: Iterable[Drawn] | None = None) -> list[str]:
        """Each piece of text drawn with a word that did not come from the catalogs, as "word in 'text'" (the
        proper names and `allowed` words pass). `only`: look at these pieces alone."""
        passing = proper_names() | list_words(self.language) | set(allowed)
        found = []
        for piece in self.drawn if only is None else only:
            for word in _UNMARKED.findall(piece.text):
                if word not in passing:
                    found.append(f"{word!r} in {piece.text!r}")
        return found

    def missing(self, languages: Iterable[str] = ("de", "it")) -> list[str]:
        """Each message looked up that a catalog lacks or leaves untranslated, as "language: words (context)"."""
        found = []
        for language in languages:
            for words, context in sorted(self.catalog.looked_up - translated(language), key=str):
                found.append(f"{language}: {words!r}" + (f" ({context})" if context else ""))
        return found

    def lines(self, shown: Iterable[str], allowed: Iterable[str] = ()) -> list[str]:
        """`unmarked` for lines of words not drawn (the log of a game, rendered inside `audit()`)."""
        return self.unmarked(allowed, [Drawn(line, *_NOWHERE) for line in shown])


_NOWHERE = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0), 0)


@contextmanager
def audit(language: str = "en") -> Iterator[Audit]:
    """Speak marked English (or `language`, marked) inside the block, noting every message looked up and every
    text drawn."""
    catalog = MarkingCatalog(None if language == "en" else load(language))
    with runtime.using_catalog(language, catalog), text.recording() as drawn:
        yield Audit(catalog, drawn, language)
