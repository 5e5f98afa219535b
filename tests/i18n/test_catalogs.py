"""The catalogs: up to date with the code and the glossaries (no message missing, none left that nothing uses,
every glossary term as its glossary says), complete, every translation keeping its fields; and compiled by
themselves on first use in a checkout."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from ninjatable import i18n
from ninjatable.i18n import catalogs
from ninjatable.i18n.glossary import TRANSLATED

ROOT = Path(__file__).resolve().parents[2]


def load_tool():
    spec = importlib.util.spec_from_file_location("catalogs_tool", ROOT / "tools" / "catalogs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tool = load_tool()


@pytest.fixture(scope="module")
def template() -> Catalog:
    return tool.extract()


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_catalog_holds_every_message_of_the_code_and_nothing_no_longer_used(template, language):
    assert tool.behind(language, template, tool.read_catalog(language)) == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_of_the_catalog_is_translated_and_keeps_its_fields(language):
    assert tool.incomplete(language, tool.read_catalog(language)) == []


def test_the_extraction_finds_every_form_of_message_with_its_context(tmp_path):
    (tmp_path / "ninjatable").mkdir()
    (tmp_path / "babel.cfg").write_text("[python: ninjatable/**.py]\n", encoding="utf-8")
    (tmp_path / "ninjatable" / "words.py").write_text(
        "_('Settings')\n"
        "ngettext('{n} card', '{n} cards', n)\n"
        "pgettext('button', 'Close')\n"
        "N_('Human')\n"
        "msg('{player} draws a card.', player=name)\n"
        "msg_n('{player} draws one card.', '{player} draws {n} cards.', n=2, player=name)\n"
        "msg_p('stone', 'Black')\n"
        "Term('shinobi', 'Oda')\n"
        "term('shin', 'Takeshi')\n"
        "print('not a message')\n", encoding="utf-8")
    found = {tool.key(message): message.id for message in tool.extract(tmp_path) if message.id}
    assert found == {("Settings", None): "Settings", ("{n} card", None): ("{n} card", "{n} cards"),
                     ("Close", "button"): "Close", ("Human", None): "Human",
                     ("{player} draws a card.", None): "{player} draws a card.",
                     ("{player} draws one card.", None): ("{player} draws one card.", "{player} draws {n} cards."),
                     ("Black", "stone"): "Black", ("Oda", "shinobi"): "Oda", ("Takeshi", "shin"): "Takeshi"}


def test_a_message_no_longer_used_a_missing_one_and_a_term_the_glossary_names_otherwise_are_found():
    template = Catalog(locale="de")
    template.add("Language")
    template.add("Settings")
    catalog = Catalog(locale="de")
    catalog.add("Language", "Sprache")
    catalog.add("Gone from the code", "Weg")
    catalog.obsolete["Older"] = catalog["Language"]
    problems = tool.behind("de", template, catalog)
    assert "de: missing from the catalog: 'Settings'" in problems
    assert "de: in the catalog but no longer used: 'Gone from the code'" in problems
    assert "de: kept obsolete in the catalog: 'Older'" in problems


def test_an_untranslated_a_fuzzy_and_a_translation_losing_a_field_are_found():
    catalog = Catalog(locale="it")
    catalog.add("Language")
    catalog.add("Settings", "Impostazioni", flags=["fuzzy"])
    catalog.add("{player} wins.", "Vince {giocatore}.")
    catalog.add(("{n} card", "{n} cards"), ("una carta", "{n} carte"))
    assert tool.incomplete("it", catalog) == [
        "it: untranslated: 'Language'",
        "it: fuzzy (to check): 'Settings'",
        "it: the translation of '{player} wins.' has the fields ['giocatore'], not ['player']: 'Vince {giocatore}.'",
        "it: the translation of '{n} card' has the fields [], not ['n']: 'una carta'",
    ]


PO = '''msgid ""
msgstr ""
"Language: de\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"
"Content-Type: text/plain; charset=utf-8\\n"

msgid "Language"
msgstr "{word}"
'''


@pytest.fixture
def locale_dir(tmp_path, monkeypatch) -> Path:
    """A checkout's catalogs folder of its own, and the catalogs read again from it."""
    monkeypatch.setattr(catalogs, "LOCALE_DIR", tmp_path / "locale")
    catalogs.po_path("de").parent.mkdir(parents=True)
    yield tmp_path / "locale"
    monkeypatch.undo()
    i18n.reload_catalogs()  # the tests after this one read the real catalogs again


def write_po(word: str) -> None:
    catalogs.po_path("de").write_text(PO.replace("{word}", word), encoding="utf-8")


def test_a_checkout_compiles_a_catalog_on_first_use_and_again_when_it_changed(locale_dir):
    write_po("Sprache")
    assert not catalogs.mo_path("de").exists()
    assert catalogs.load("de").gettext("Language") == "Sprache"
    assert catalogs.mo_path("de").is_file() and not catalogs.is_stale("de")
    write_po("Landessprache")
    later = catalogs.mo_path("de").stat().st_mtime_ns + 1_000_000_000
    os.utime(catalogs.po_path("de"), ns=(later, later))
    assert catalogs.is_stale("de")
    assert catalogs.load("de").gettext("Language") == "Landessprache"


def test_an_installed_catalog_is_read_without_its_source(locale_dir):
    write_po("Sprache")
    catalogs.load("de")
    catalogs.po_path("de").unlink()
    assert not catalogs.is_stale("de")
    assert catalogs.load("de").gettext("Language") == "Sprache"


def test_a_catalog_in_a_folder_that_cannot_be_written_is_used_from_memory(locale_dir, monkeypatch):
    write_po("Sprache")
    monkeypatch.setattr(catalogs.tempfile, "mkstemp", lambda **kwargs: (_ for _ in ()).throw(PermissionError()))
    assert catalogs.load("de").gettext("Language") == "Sprache"
    assert not catalogs.mo_path("de").exists()


def test_a_missing_or_damaged_catalog_leaves_its_language_in_english(locale_dir):
    i18n.reload_catalogs()
    assert catalogs.load("de").gettext("Language") == "Language"
    catalogs.mo_path("de").write_bytes(b"not a catalog")
    assert catalogs.load("de").gettext("Language") == "Language"
    i18n.reload_catalogs()
    i18n.set_language("de")
    assert i18n._("Language") == "Language"


def test_the_real_catalogs_are_read_again_after_a_test_used_its_own():
    i18n.set_language("de")
    assert i18n._("Language") == "Sprache"
