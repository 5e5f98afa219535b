"""The message catalogs: extract the words from the code and the glossaries, bring the catalogs up to date, compile
them.

    python3 tools/catalogs.py            extract, update every catalog, write the glossaries' terms into them,
                                         compile them (the .mo files beside the .po, ignored by git), and print
                                         how complete each is
    python3 tools/catalogs.py --check    change nothing; exit 1, saying why, when a catalog is not up to date
                                         with the code and the glossaries or not complete

It is Babel's extract, update and compile, run with the project's settings. By hand, the same is:

    pybabel extract -F babel.cfg --no-default-keywords -k _ -k gettext_ -k N_ -k ngettext:1,2 \\
        -k pgettext:1c,2 -k npgettext:1c,2,3 -k msg -k msg_n:1,2 -k msg_p:1c,2 -k term:1c,2 -k Term:1c,2 \\
        --add-comments=TRANSLATORS: -o build/ninjatable.pot .
    pybabel update -i build/ninjatable.pot -d ninjatable/locale -D ninjatable --ignore-obsolete
    pybabel compile -d ninjatable/locale -D ninjatable --statistics

(the glossaries' translations are then written into the catalogs by this tool alone: a term's translation is
changed in its glossary, `ninjatable/games/<game>/glossary.json`).

A translator edits `ninjatable/locale/<lang>/LC_MESSAGES/ninjatable.po` and runs this tool; the app compiles a
changed catalog by itself at its next start in a checkout, and a wheel carries the compiled catalogs.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ninjatable.i18n import KEYWORDS  # noqa: E402 - the checkout's package, whatever is installed
from ninjatable.i18n.catalogs import DOMAIN, compile_po, mo_path, po_path, write_atomically  # noqa: E402
from ninjatable.i18n.glossary import TRANSLATED, every_glossary  # noqa: E402
from ninjatable.i18n.message import fields_of  # noqa: E402

#: comments in the code that start so are given to translators.
COMMENT_TAG = "TRANSLATORS:"
#: the width of a catalog's lines (long messages wrap there).
WIDTH = 110
#: how each language chooses between a message's singular and plural: by the number, one or not one (the
#: gettext custom for German and Italian; newer CLDR data gives Italian a third form for round millions, which
#: no number of this app reaches, so it is left out and the catalogs stay the same whatever Babel's version).
PLURAL_FORMS = {"de": "nplurals=2; plural=(n != 1);", "it": "nplurals=2; plural=(n != 1);"}
#: the first lines of a catalog.
HEADER = {"de": "German messages of ninjatable (the words of the window, the log and the glossaries).",
          "it": "Italian messages of ninjatable (the words of the window, the log and the glossaries)."}


def extract(root: Path = ROOT) -> Catalog:
    """Every message of the code and of the glossaries, as `babel.cfg` says where they are (a template: no
    translations)."""
    with (root / "babel.cfg").open(encoding="utf-8") as mapping:
        method_map, options_map = parse_mapping_cfg(mapping)
    template = Catalog(project="ninjatable", domain=DOMAIN, charset="utf-8")
    found = extract_from_dir(str(root), method_map, options_map, keywords=KEYWORDS, comment_tags=[COMMENT_TAG],
                             strip_comment_tags=True)
    for filename, lineno, message, comments, context in found:
        template.add(message, None, [(filename.replace("\\", "/"), lineno)], auto_comments=comments,
                     context=context)
    return template


def key(message: Message) -> tuple[str, str | None]:
    """A message's identity in a catalog: its English words (the singular) and its context."""
    words = message.id[0] if isinstance(message.id, tuple) else message.id
    return words, message.context


def messages(catalog: Catalog) -> dict[tuple[str, str | None], Message]:
    """The messages of a catalog, without its header."""
    return {key(message): message for message in catalog if message.id}


def read_catalog(language: str) -> Catalog | None:
    path = po_path(language)
    if not path.is_file():
        return None
    with path.open("rb") as source:
        return read_po(source, locale=language, domain=DOMAIN)


def updated(language: str, template: Catalog) -> Catalog:
    """The catalog of `language` brought up to date with `template`: new messages added (untranslated, or fuzzy
    with a close old one's translation), messages no longer used dropped, every glossary term translated as its
    glossary says. The header's dates are kept, so the file changes only when its messages do."""
    catalog = read_catalog(language)
    if catalog is None:
        catalog = Catalog(locale=language, project="ninjatable", domain=DOMAIN, charset="utf-8")
    created, revised = catalog.creation_date, catalog.revision_date
    catalog.update(template)
    catalog.obsolete.clear()
    catalog.creation_date, catalog.revision_date = created, revised
    catalog.header_comment = (f"# {HEADER[language]}\n# Edit the translations here; a glossary term is changed in its "
                              "game's glossary.json.\n# python3 tools/catalogs.py brings this file up to date.")
    catalog.fuzzy = False
    catalog.msgid_bugs_address = ""
    catalog.last_translator = catalog.language_team = "ninjatable"
    headers = [(name, PLURAL_FORMS[language] if name == "Plural-Forms" else value)
               for name, value in catalog.mime_headers]
    catalog.mime_headers = headers
    terms = {(entry.en, glossary.context(entry)): entry.translation(language)
             for glossary in every_glossary() for entry in glossary.entries}
    for message in catalog:
        translation = terms.get(key(message)) if message.id else None
        if translation is not None:
            message.string = translation
            message.flags.discard("fuzzy")
    return catalog


def po_text(catalog: Catalog) -> bytes:
    """The catalog as a `.po` file: each message with the files it comes from (no line numbers, so that an edit
    elsewhere in a file leaves the catalog as it is)."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=WIDTH, omit_header=False, include_lineno=False)
    return buffer.getvalue()


def strings(message: Message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


def incomplete(language: str, catalog: Catalog) -> list[str]:
    """Each message of a catalog left untranslated or fuzzy (to be checked by a translator), or whose
    translation does not keep the `{fields}` of its English words."""
    found = []
    for found_key, message in messages(catalog).items():
        words = found_key[0]
        if "fuzzy" in message.flags:
            found.append(f"{language}: fuzzy (to check): {words!r}")
        elif not all(strings(message)):
            found.append(f"{language}: untranslated: {words!r}")
        else:
            english = message.id if isinstance(message.id, tuple) else (message.id,)
            wanted = set().union(*(fields_of(text) or set() for text in english))
            for text in strings(message):
                if fields_of(text) != wanted:
                    found.append(f"{language}: the translation of {words!r} has the fields {sorted(fields_of(text) or [])}"
                                 f", not {sorted(wanted)}: {text!r}")
    return found


def behind(language: str, template: Catalog, catalog: Catalog | None) -> list[str]:
    """How the catalog on disk differs from the code and the glossaries: a message the code uses that it lacks,
    a message it holds that nothing uses any more (kept obsolete or not), a glossary term translated otherwise
    than its glossary says."""
    if catalog is None:
        return [f"{language}: there is no catalog {po_path(language).relative_to(ROOT)}"]
    wanted, held = messages(template), messages(catalog)
    found = [f"{language}: missing from the catalog: {words!r}" + (f" ({context})" if context else "")
             for words, context in wanted.keys() - held.keys()]
    found += [f"{language}: in the catalog but no longer used: {words!r}" + (f" ({context})" if context else "")
              for words, context in held.keys() - wanted.keys()]
    found += [f"{language}: kept obsolete in the catalog: {words!r}" for words in catalog.obsolete]
    for glossary in every_glossary():
        for entry in glossary.entries:
            message = held.get((entry.en, glossary.context(entry)))
            if message is not None and message.string != entry.translation(language):
                found.append(f"{language}: {glossary.context(entry)}'s glossary names {entry.en!r} "
                             f"{entry.translation(language)!r}, the catalog {message.string!r}")
    return sorted(found)


def statistics(language: str, catalog: Catalog) -> str:
    entries = list(messages(catalog).values())
    done = sum(1 for message in entries if all(strings(message)) and "fuzzy" not in message.flags)
    return f"{language}: {done} of {len(entries)} messages translated"


def run(check: bool, languages: Iterable[str] = TRANSLATED) -> int:
    """Bring the catalogs up to date and compile them (or, with `check`, only say what is behind); print how
    complete each is. 1 when checking found a catalog behind or incomplete."""
    template = extract()
    failures: list[str] = []
    for language in languages:
        if check:
            catalog = read_catalog(language)
            failures += behind(language, template, catalog)
        else:
            catalog = updated(language, template)
            path = po_path(language)
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(path, po_text(catalog))
            write_atomically(mo_path(language), compile_po(path))
        if catalog is not None:
            failures += incomplete(language, catalog)
            print(statistics(language, catalog))
    for line in failures:
        print(line)
    return 1 if check and failures else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 when a catalog is behind")
    args = parser.parse_args(argv)
    return run(args.check)


if __name__ == "__main__":
    sys.exit(main())
