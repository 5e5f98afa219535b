"""Every word the app shows, in the player's language: English, German or Italian.

How a module speaks (the whole of it is in `docs/adding-a-game.md`, "Words in three languages"):

    from ninjatable.i18n import _, ngettext, msg

    _("Settings")                                      # words shown now
    ngettext("{n} card", "{n} cards", n).format(n=n)  # a number decides the form
    pgettext("button", "Close")                        # one English word, two meanings
    N_("Human")                                        # words kept at import time, shown later with _()
    msg("{player} draws a card.", player=name)         # a sentence kept as data: a log line, a refusal
    term("shinobi", "Oda")                             # a name from a game's glossary

A sentence is always one whole string with named fields, never glued from pieces, so a translator can put its
parts in the order of the language. Numbers and lists are written in the language's way (`number`,
`percent`, `join_and`).

The catalogs are `ninjatable/locale/<lang>/LC_MESSAGES/ninjatable.po`; `python3 tools/catalogs.py` extracts
the messages from the code and the glossaries, brings the catalogs up to date and compiles them.
"""

from __future__ import annotations

from ninjatable.i18n.message import (
    Arg,
    Message,
    Term,
    Text,
    msg,
    msg_n,
    msg_p,
    render,
    text_from_json,
    text_to_json,
)
from ninjatable.i18n.option import LanguageOption
from ninjatable.i18n.runtime import (
    ENGLISH,
    ENVIRONMENT,
    LANGUAGES,
    N_,
    join_and,
    join_or,
    known,
    language,
    ngettext,
    npgettext,
    number,
    on_change,
    percent,
    pgettext,
    reload_catalogs,
    resolve,
    set_language,
    system_language,
    term,
)
from ninjatable.i18n.runtime import gettext_ as _

#: the translation functions and where their words are, for the extraction (Babel's keyword specifications:
#: None is the first argument, (1, "c") a context, (1, 2) a singular and a plural).
KEYWORDS: dict[str, object] = {
    "_": None,
    "gettext_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "msg": None,
    "msg_n": (1, 2),
    "msg_p": ((1, "c"), 2),
    "term": ((1, "c"), 2),
    "Term": ((1, "c"), 2),
}

__all__ = [
    "ENGLISH", "ENVIRONMENT", "KEYWORDS", "LANGUAGES", "Arg", "LanguageOption", "Message", "N_", "Term", "Text",
    "_", "join_and", "join_or", "known", "language", "ngettext", "npgettext", "number", "on_change", "percent",
    "pgettext", "reload_catalogs", "render", "resolve", "msg", "msg_n", "msg_p", "set_language",
    "system_language", "term", "text_from_json", "text_to_json",
]
