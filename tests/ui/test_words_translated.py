"""Every word of every screen comes from the catalogs and is translated: each screen of the app, each game's
table at a few moments (its seat setup, rules, a hint, the pause menu), the hand-over, the results and the replay are drawn in
German and in Italian inside `audit(language)`, which marks every word a catalog lookup gives and notes every
message looked up. A piece of text drawn with a word that did not come through a lookup (a literal English
string, a sentence glued from pieces) fails the test, and so does a message looked up that the German or the
Italian catalog lacks or leaves untranslated. Names, numbers and what a player typed are not words to
translate: the games' titles, the seats' names and the files' names pass.

A game's own words (its options, its seats' names, its prompts, its log, its results) pass the same check: every
game is translated.

The screen's own words are made again inside the audit (`language_changed`, as a change of language does), so
words a screen built before are read through the marking catalog too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ninjatable import i18n
from ninjatable.engine.registry import game_names
from ninjatable.ui.app.window import App

from ..i18n.audit import Audit, audit
from .helpers import click_button, frames
from .test_text_fits import game_scenes

LANGUAGES = ("de", "it")


def seen(app: App, language: str, allowed: tuple[str, ...] = ()) -> list[str]:
    """The top screen drawn once in `language` inside an audit, its words made again first: each problem found,
    in words."""
    with audit(language) as found:
        for scene in app.scenes.stack:
            scene.language_changed()
        frames(app)
        app.draw()
    return problems(found, allowed)


def problems(found: Audit, allowed: tuple[str, ...] = ()) -> list[str]:
    return [f"not from a catalog: {words}" for words in found.unmarked(allowed)] + \
        [f"not translated: {words}" for words in found.missing()]


def judge(found: list[str]) -> None:
    """Fail on any word drawn without the catalogs or left untranslated, naming each."""
    assert not found, "\n".join(found)


def app_screens(app: App, home) -> Iterator[tuple[str, tuple[str, ...]]]:
    """Each screen of the app shown in turn (with something in it: a saved game, a finished one, a damaged file),
    with the words it may show verbatim."""
    table = app.new_match("shinobi", ["human", "easy", "easy"], seed=3, ai_inline=True)
    frames(app, 3)
    table.session.autosave()
    (app.storage.saves_dir / "damaged.json").write_text("{", encoding="utf-8")
    app.show_lobby()
    yield "lobby", ()
    app.open_settings()
    yield "settings", ()
    app.show_lobby()
    app.open_saves()
    yield "saved games", ("damaged", "json")
    app.show_lobby()
    app.open_replays()
    yield "replays", ("damaged", "json")
    app.show_lobby()
    for name in game_names():
        app.open_setup(name)
        yield f"{name} seat setup", ()
        app.open_rules(name)
        yield f"{name} rules panel", ()
        app.show_lobby()
    app.open_join()
    yield "join", ()
    join = app.open_join("wss://127.0.0.1:8765", "ABCD-EFGH")
    join.take_file("/nowhere/host.pem")
    join.join()  # no such file: the refusal names it
    yield "join a wss:// table with a certificate file", ("wss", "ABCD", "EFGH", "nowhere", "host", "pem")
    app.show_lobby()
    app.show_message(i18n.msg("The save cannot be read"), i18n.msg("There is no saved game yet."))
    yield "message", ()
    app.hand_over(table, 0)
    yield "hand-over", ()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_of_the_app_s_screens_comes_from_a_translated_catalog_entry(app, home, language):
    found = []
    for screen, allowed in app_screens(app, home):
        found += [f"{screen}: {problem}" for problem in seen(app, language, allowed)]
    judge(found)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", game_names())
def test_every_word_of_a_game_s_table_comes_from_a_translated_catalog_entry(app, name, language):
    found = []
    for moment in game_scenes(app, name):  # the seat setup, the rules, a table, a hint, the pause menu, the results, the replay
        found += [f"{moment}: {problem}" for problem in seen(app, language)]
    judge(found)


def test_the_check_fails_on_a_word_drawn_without_the_catalogs(app):
    """The check can fail: an English word drawn as it is, and a message no catalog holds, are both found."""
    app.show_message("Plain words", i18n.msg("A sentence no catalog holds"))
    found = seen(app, "de")
    assert "not from a catalog: 'Plain' in 'Plain words'" in found
    assert "not translated: de: 'A sentence no catalog holds'" in found
    click_button(app, "ok")
