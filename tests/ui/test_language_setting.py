"""The Language row of Settings: the next language at a click, shown in its own words, remembered, and the
window speaking it at once, a table in progress kept as it is."""

from __future__ import annotations

import pygame
import pytest

from ninjatable import i18n
from ninjatable.ui.app.dialogs import SETTINGS_ROW, SETTINGS_TOP, SettingsScene
from ninjatable.ui.app.window import App
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.text import recording

from ..i18n.audit import audit
from .helpers import click, click_button, frames, match_of


def drawn_words(app: App) -> list[str]:
    with recording() as drawn:
        app.draw()
    return [piece.text for piece in drawn]


def test_the_language_row_goes_round_the_three_languages_in_their_own_words(app):
    app.open_settings()
    frames(app)
    seen = []
    for _round in range(3):
        click_button(app, "language")
        seen.append((i18n.language(), app.scenes.top.buttons.get("language").label))
    assert seen == [("de", "Deutsch"), ("it", "Italiano"), ("en", "English")]


def test_the_chosen_language_is_remembered_for_the_next_launch(app, home, monkeypatch):
    app.open_settings()
    click_button(app, "language")
    assert i18n.language() == "de"
    assert Storage(home).load_settings().language == "de"
    i18n.set_language("en")
    monkeypatch.delenv(i18n.ENVIRONMENT)  # the environment would otherwise choose for this run
    again = App(Storage(home))
    try:
        assert i18n.language() == "de"
        assert again.settings.language == "de"
    finally:
        again.shutdown()


def test_an_unknown_remembered_language_is_not_taken():
    assert Settings.from_json({"language": "fr"}).language == ""
    assert Settings.from_json({"language": "it"}).language == "it"
    assert Settings.from_json(Settings(language="de").to_json()).language == "de"


def test_the_window_speaks_the_new_language_at_once_and_the_table_goes_on(app):
    table = app.new_match("shinobi", ["human", "easy", "easy"], seed=3, ai_inline=True)
    frames(app, 3)
    history = list(match_of(table.session).history)
    app.open_settings()
    frames(app)
    assert "Language" in drawn_words(app)
    drawn_before = app.frames_drawn
    click_button(app, "language")
    assert app.frames_drawn > drawn_before
    assert "Sprache" in drawn_words(app) and "Deutsch" in drawn_words(app)
    click_button(app, "done")
    assert app.scenes.top is table  # the same table, not started again
    assert match_of(table.session).history == history


def test_the_tables_log_seat_names_and_status_change_language_with_the_window(app):
    """The log, the seats' names and the status line are read from messages, not from words kept in the language
    the table was opened in: after a change of language the same lines read in the new one."""
    table = app.new_match("shinobi", ["human", "easy", "easy"], seed=3, ai_inline=True)
    frames(app, 40)
    session = table.session
    assert any("Player" in line for line in session.log_lines())
    app.open_settings()
    click_button(app, "language")  # Deutsch
    click_button(app, "done")
    frames(app)
    assert session.seat_name(1) == "Spieler 2"
    assert session.log_lines() and not any("Player" in line for line in session.log_lines())
    assert any("Spieler" in line for line in session.log_lines())
    assert "Spieler 2" in " ".join(drawn_words(app))


def test_every_screen_is_told_when_the_language_changes(app):
    told = []
    app.show_lobby()
    app.open_settings()
    for scene in app.scenes.stack:
        scene.language_changed = lambda scene=scene: told.append(type(scene).__name__)
    i18n.set_language("it")
    assert told == ["LobbyScene", "SettingsScene"]
    assert not app.is_still()  # drawn again at the next step


def test_the_language_row_explains_itself_under_the_mouse(app):
    app.open_settings()
    button = app.scenes.top.buttons.get("language")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)
    assert any("next language" in words for words in drawn_words(app))


def row_pieces(drawn, mouse: tuple[int, int]):
    """What is drawn in the Language row (its label and its button) and in the tooltip by the mouse."""
    in_row = [piece for piece in drawn if SETTINGS_TOP <= piece.rect.centery <= SETTINGS_TOP + SETTINGS_ROW]
    tooltip = [piece for piece in drawn if piece.rect.x >= mouse[0] + 16 and piece.rect.y >= mouse[1] + 18]
    return in_row + tooltip


def test_every_word_of_the_language_row_comes_from_the_catalogs_and_is_translated(app):
    app.open_settings()
    button = app.scenes.top.buttons.get("language")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)
    with audit() as seen:
        app.scenes.top.language_changed()  # its words made again, through the marking catalog
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 0),
                                             buttons=(0, 0, 0)))
        frames(app)
        app.draw()
    pieces = row_pieces(seen.drawn, button.rect.center)
    assert {"¤Language", "English"} <= {piece.text for piece in pieces}
    assert any(piece.text.startswith("¤Click") for piece in pieces)
    assert seen.unmarked(only=pieces) == []
    assert seen.missing() == []
    assert ("Language", None) in seen.catalog.looked_up


def test_the_audit_finds_words_that_bypass_the_catalogs(app):
    """The check can fail: words given to a screen as they are, not through the catalogs, are found."""
    app.show_message("Animation speed", "")
    with audit() as seen:
        app.scenes.top.language_changed()
        app.draw()
    assert "'Animation' in 'Animation speed'" in seen.unmarked()
    assert seen.unmarked(allowed=["Animation"]) == ["'speed' in 'Animation speed'"]


def test_the_audit_finds_a_message_a_catalog_lacks():
    with audit() as seen:
        assert i18n._("A sentence no catalog holds") == "¤A ¤sentence ¤no ¤catalog ¤holds"
        assert str(i18n.msg("{player} wins.", player="Ana")) == "Ana ¤wins."
    assert seen.missing(["de"]) == ["de: 'A sentence no catalog holds'", "de: '{player} wins.'"]
    assert seen.lines(["Ana ¤wins.", "Ana wins."], allowed=["Ana"]) == ["'wins' in 'Ana wins.'"]


@pytest.mark.parametrize("language", ["de", "it"])
def test_the_settings_screen_fits_in_german_and_italian(app, language):
    app.open_settings()
    click_button(app, "language")
    while i18n.language() != language:
        click_button(app, "language")
    button = app.scenes.top.buttons.get("language")
    click(app, (button.rect.right - 2, button.rect.bottom - 2))
    with recording() as drawn:
        app.draw()
    assert [piece.text for piece in drawn if not piece.fits] == []
    assert isinstance(app.scenes.top, SettingsScene)


def test_the_rules_panel_shows_the_rules_in_the_player_s_language_and_follows_a_change(app):
    rules = app.open_rules("shinobi")
    frames(app)
    assert "Components" in rules.texts and "Spielmaterial" not in rules.texts
    i18n.set_language("de")
    assert "Spielmaterial" in rules.texts
    i18n.set_language("it")
    assert "Componenti" in rules.texts
    assert any(piece.text == "Componenti" for piece in rules.lines)  # what the page draws
