"""Which language the app speaks and how: the choice (command line, environment, Settings, system, English), the
change at run time, the lookups through the catalogs, plurals, numbers and lists in each language's way."""

from __future__ import annotations

import pytest

from ninjatable import i18n
from ninjatable.cli.arguments import build_parser
from ninjatable.i18n import LANGUAGES, _, ngettext, runtime


@pytest.fixture
def no_language_chosen(monkeypatch):
    """No `--lang`, no NINJATABLE_LANG and no system language of ours: each test sets the one it needs."""
    for variable in (i18n.ENVIRONMENT, "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr(runtime.locale, "getlocale", lambda: ("C", None))
    runtime.forget_command_line()


def test_the_three_languages_are_named_in_their_own_words():
    assert LANGUAGES == {"en": "English", "de": "Deutsch", "it": "Italiano"}


@pytest.mark.parametrize(("name", "code"), [("de", "de"), ("de_DE.UTF-8", "de"), ("it_IT@euro", "it"),
                                            ("German_Germany", "de"), ("Italian_Italy", "it"), ("en_GB", "en"),
                                            ("Italiano", "it"), ("fr_FR.UTF-8", ""), ("C", ""), ("", "")])
def test_a_language_is_known_by_its_code_its_locale_or_its_windows_name(name, code):
    assert i18n.known(name) == code


def test_without_any_choice_the_app_speaks_english(no_language_chosen):
    assert i18n.resolve() == "en"


def test_the_system_language_is_the_default_when_it_is_one_of_ours(no_language_chosen, monkeypatch):
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert i18n.resolve() == "it"
    monkeypatch.setenv("LANGUAGE", "fr:de")  # gettext's list of preferences: the first of ours counts
    assert i18n.resolve() == "de"


def test_a_system_language_that_is_not_ours_leaves_english(no_language_chosen, monkeypatch):
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert i18n.resolve() == "en"


def test_the_settings_choice_beats_the_system(no_language_chosen, monkeypatch):
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert i18n.resolve("de") == "de"


def test_the_environment_variable_beats_the_settings_choice(no_language_chosen, monkeypatch):
    monkeypatch.setenv(i18n.ENVIRONMENT, "it")
    assert i18n.resolve("de") == "it"


def test_an_environment_variable_naming_no_language_of_ours_is_passed_over_and_reported(no_language_chosen,
                                                                                          monkeypatch, capsys):
    monkeypatch.setenv(i18n.ENVIRONMENT, "klingon")
    assert i18n.resolve("de") == "de"
    assert "NINJATABLE_LANG=klingon is not one of the languages" in capsys.readouterr().err


def test_lang_on_the_command_line_beats_everything(no_language_chosen, monkeypatch):
    monkeypatch.setenv(i18n.ENVIRONMENT, "it")
    build_parser().parse_args(["--lang", "de", "bench"])
    assert i18n.resolve("en") == "de"
    assert i18n.language() == "de"


def test_lang_refuses_a_language_that_is_not_ours(capsys):
    with pytest.raises(SystemExit) as stopped:
        build_parser().parse_args(["--lang", "fr"])
    assert stopped.value.code == 2
    assert "invalid choice: 'fr'" in capsys.readouterr().err


def test_the_catalogs_translate_and_english_answers_with_the_words_themselves():
    i18n.set_language("en")
    assert _("Language") == "Language"
    i18n.set_language("de")
    assert _("Language") == "Sprache"
    i18n.set_language("it")
    assert _("Language") == "Lingua"
    assert _("Words no catalog holds") == "Words no catalog holds"


def test_a_change_of_language_is_told_to_every_listener_once():
    heard = []
    stop = i18n.on_change(heard.append)
    i18n.set_language("en")
    i18n.set_language("de")
    i18n.set_language("de")
    i18n.set_language("it")
    stop()
    i18n.set_language("en")
    assert heard == ["de", "it"]


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="not one of the languages"):
        i18n.set_language("fr")


@pytest.mark.parametrize(("language", "thousands", "fraction", "share"),
                         [("en", "1,234", "2.5", "54%"), ("de", "1.234", "2,5", "54\xa0%"), ("it", "1.234", "2,5", "54%")])
def test_numbers_are_written_in_the_language_s_way(language, thousands, fraction, share):
    i18n.set_language(language)
    assert i18n.number(1234) == thousands
    assert i18n.number(2.5) == fraction
    assert i18n.number(2, decimals=1) == fraction.replace("5", "0")
    assert i18n.percent(0.543) == share


@pytest.mark.parametrize(("language", "both", "either"),
                         [("en", "Oda, Takeda, and Uesugi", "Oda, Takeda, or Uesugi"),
                          ("de", "Oda, Takeda und Uesugi", "Oda, Takeda oder Uesugi"),
                          ("it", "Oda, Takeda e Uesugi", "Oda, Takeda o Uesugi")])
def test_lists_are_joined_in_the_language_s_way(language, both, either):
    i18n.set_language(language)
    assert i18n.join_and(["Oda", "Takeda", "Uesugi"]) == both
    assert i18n.join_or(["Oda", "Takeda", "Uesugi"]) == either
    assert i18n.join_and([]) == ""


def test_plurals_follow_the_number_in_every_language():
    for language in LANGUAGES:
        i18n.set_language(language)
        assert ngettext("{n} card", "{n} cards", 1) == "{n} card"
        assert ngettext("{n} card", "{n} cards", 0) == "{n} cards"
        assert ngettext("{n} card", "{n} cards", 3) == "{n} cards"


def test_a_glossary_term_is_looked_up_in_its_game_s_context():
    i18n.set_language("de")
    assert i18n.term("shinobi", "Unknown name") == "Unknown name"
    assert i18n.pgettext("shinobi", "Language") == "Language"  # the word of the window is not the game's


def test_the_marker_for_words_kept_at_import_time_changes_nothing():
    assert i18n.N_("Human") == "Human"
