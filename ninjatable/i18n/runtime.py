"""The language the app speaks now, and the lookups every module translates with.

English is the language of the source: a message's English words are its id (`msgid`), and English needs no
catalog. German and Italian come from the message catalogs (`ninjatable/locale/<lang>/LC_MESSAGES/
ninjatable.mo`, see `ninjatable.i18n.catalogs`), loaded once per language on first use and kept.

Which language: the one named by `--lang` on the command line, else `NINJATABLE_LANG`, else the one chosen in
Settings, else the system's when it is one of ours, else English (`resolve`). The window calls `set_language`
when the player chooses another in Settings; every listener (`on_change`) is told, and the window draws its
text again in the new language without a restart.

A lookup is a dictionary lookup in the current catalog: cheap enough to be made at every frame.
"""

from __future__ import annotations

import gettext
import locale
import os
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

from babel import Locale
from babel.lists import format_list
from babel.numbers import format_decimal, format_percent

from ninjatable.i18n.catalogs import load

#: the languages of the app, each named in its own words (as the Settings row shows them).
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "it": "Italiano"}
#: the language of the source and of every fallback.
ENGLISH = "en"
#: the environment variable that chooses the language for one run (overrides the Settings choice).
ENVIRONMENT = "NINJATABLE_LANG"
#: how the system names our languages where it does not use codes (Windows: "German_Germany").
_SYSTEM_NAMES = {"english": "en", "german": "de", "deutsch": "de", "italian": "it", "italiano": "it"}

Listener = Callable[[str], None]


class _Now:
    """The current language, its catalog and its locale (replaced whole on a change, so a reader in another
    thread always sees one consistent language)."""

    def __init__(self, code: str, catalog: gettext.NullTranslations | None = None) -> None:
        self.code = code
        self.catalog: gettext.NullTranslations = load(code) if catalog is None else catalog
        self.locale = Locale.parse(code)


_now: _Now | None = None
#: counts the changes of language or catalog, so that words worked out before a change are known to be stale.
_generation = 0
_loaded: dict[str, _Now] = {}
_lock = threading.Lock()
_listeners: list[Listener] = []
#: the language named on the command line (`--lang`), which beats every other choice for this run.
_command_line: str = ""
#: an environment or system setting that could not be used, reported once.
_reported: set[str] = set()


def known(name: str) -> str:
    """The code of one of our languages named by `name` ("de", "de_DE.UTF-8", "German_Germany", "Italiano"),
    or "" when it names none of them."""
    cleaned = name.strip().lower()
    for cut in "_.-@:":
        cleaned = cleaned.split(cut)[0]
    if cleaned in LANGUAGES:
        return cleaned
    return _SYSTEM_NAMES.get(cleaned, "")


def system_language() -> str:
    """The system's language when it is one of ours, else "": the first of `LANGUAGE`, `LC_ALL`,
    `LC_MESSAGES` and `LANG` that is set (as gettext reads them), else the locale Python reports."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            for name in value.split(":"):
                if known(name):
                    return known(name)
            return ""
    try:
        name = locale.getlocale()[0] or ""
    except ValueError:
        name = ""
    return known(name)


def resolve(chosen: str = "") -> str:
    """The language to speak: `--lang`, else `NINJATABLE_LANG`, else `chosen` (the Settings choice; "" when
    none was made), else the system's when it is one of ours, else English. A value of `NINJATABLE_LANG` that
    names none of our languages is passed over and reported once on the standard error."""
    if _command_line:
        return _command_line
    variable = os.environ.get(ENVIRONMENT, "")
    if variable and known(variable):
        return known(variable)
    if variable and variable not in _reported:
        _reported.add(variable)
        print(f"ninjatable: {ENVIRONMENT}={variable} is not one of the languages "
              f"({', '.join(LANGUAGES)}); it is passed over", file=sys.stderr)
    return known(chosen) or system_language() or ENGLISH


def choose_on_command_line(code: str) -> None:
    """`--lang CODE`: speak `code` for this run whatever the environment or Settings say."""
    global _command_line
    if code not in LANGUAGES:
        raise ValueError(f"{code!r} is not one of the languages ({', '.join(LANGUAGES)})")
    _command_line = code
    set_language(code)


def forget_command_line() -> None:
    """Forget a `--lang` choice (one process running the app again, as the tests do)."""
    global _command_line
    _command_line = ""


def _current() -> _Now:
    now = _now
    if now is None:
        set_language(resolve())
        now = _now
        assert now is not None
    return now


def generation() -> int:
    """A number that changes whenever the language or its catalog does (words kept from before are stale)."""
    _current()
    return _generation


def language() -> str:
    """The code of the language spoken now ("en", "de" or "it")."""
    return _current().code


def set_language(code: str) -> None:
    """Speak `code` from now on (its catalog is loaded on first use) and tell every listener. An unknown code
    is refused with a ValueError."""
    global _now, _generation
    if code not in LANGUAGES:
        raise ValueError(f"{code!r} is not one of the languages ({', '.join(LANGUAGES)})")
    with _lock:
        found = _loaded.get(code)
        if found is None:
            found = _Now(code)
            _loaded[code] = found
        changed = _now is not None and _now.code != code
        if found is not _now:
            _generation += 1
        _now = found
    if changed:
        for listener in list(_listeners):
            listener(code)


def reload_catalogs() -> None:
    """Forget every loaded catalog, so that each is read again on its next use (after a catalog changed)."""
    global _now
    with _lock:
        code = _now.code if _now is not None else ""
        _loaded.clear()
        _now = None
    if code:
        set_language(code)


@contextmanager
def using_catalog(code: str, catalog: gettext.NullTranslations) -> Iterator[None]:
    """Inside the block, speak `code` with `catalog` in place of its own (the checks of the catalogs read the
    screens through a catalog that marks every word it gives); the language and catalog before come back after.
    """
    global _now, _generation
    before = _now
    now = _Now(code, catalog)
    with _lock:
        _now = now
        _generation += 1
    try:
        yield
    finally:
        with _lock:
            _now = before
            _generation += 1


def on_change(listener: Listener) -> Callable[[], None]:
    """Call `listener(code)` after every change of language; returns the function that stops it."""
    _listeners.append(listener)

    def stop() -> None:
        if listener in _listeners:
            _listeners.remove(listener)

    return stop


# --- the lookups --------------------------------------------------------------------------------------------
def gettext_(message: str) -> str:
    """`message` (its English words) in the current language; the English when the catalog lacks it."""
    return _current().catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message that fits the number `n` in the current language (`{n}` is filled by the
    caller)."""
    return _current().catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language as meant in `context` (one English word with two meanings; a game's
    glossary, whose context is the game's name)."""
    return _current().catalog.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """`ngettext` within a context."""
    return _current().catalog.npgettext(context, singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - the customary name of the marker, known to every extractor
    """Mark `message` for the catalogs without translating it: for words defined when a module is imported,
    translated with `_()` where they are shown."""
    return message


def term(game: str, name: str, sense: str = "") -> str:
    """A name from `game`'s glossary (a card, a clan, an action...) in the current language: its English name
    is looked up in the context of the game's registry name ("shinobi", "ninja-all-stars"), and of its `sense`
    when the name has two meanings in the game ("ninja-all-stars|challenge")."""
    context = f"{game}|{sense}" if sense else game
    return _current().catalog.pgettext(context, name)


# --- numbers and lists in the language's way ----------------------------------------------------------------
def number(value: float, decimals: int | None = None) -> str:
    """`value` with the current language's separators ("1,234.5" in English, "1.234,5" in German and
    Italian); with `decimals`, exactly that many digits after the separator."""
    if decimals is None:
        if type(value) is int and 0 <= value < 1000:
            return str(value)  # written alike in every language: no separator (and a lookup saved at every frame)
        return format_decimal(value, locale=_current().locale)
    pattern = "#,##0" + ("." + "0" * decimals if decimals > 0 else "")
    return format_decimal(value, format=pattern, locale=_current().locale)


def percent(fraction: float, decimals: int = 0) -> str:
    """`fraction` (0.54) as a percentage in the current language's way ("54%" in English and Italian, "54 %"
    in German), with `decimals` digits after the separator."""
    found = _current().locale
    pattern = found.percent_formats[None].pattern
    if decimals > 0:
        pattern = pattern.replace("#,##0", "#,##0." + "0" * decimals, 1)
    return format_percent(fraction, format=pattern, locale=found)


def join_and(items: Iterable[str]) -> str:
    """Words joined as a list of the current language ("A, B and C", "A, B und C", "A, B e C")."""
    words = list(items)
    if not words:
        return ""
    return format_list(words, locale=_current().locale)


def join_or(items: Iterable[str]) -> str:
    """Words joined as a choice in the current language ("A, B or C", "A, B oder C", "A, B o C")."""
    words = list(items)
    if not words:
        return ""
    return format_list(words, style="or", locale=_current().locale)
