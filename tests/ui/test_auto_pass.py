"""Pass automatically when I hold no card I could play: a card window whose only answer is "no card" is answered
by the human seat itself, after the same short delay whatever the hand, unless the setting is off."""

from __future__ import annotations

import pytest

from ninjatable.ui.app.window import App
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.session import AUTO_PASS_SECONDS

from .helpers import find_match

NAS = "ninja-all-stars"


def _card_window(only_pass: bool):
    def ready(match) -> bool:
        state = match.state
        decision = state.decision(0) if state.to_act() and state.to_act()[0] == 0 else None
        return decision is not None and decision.hides_hand and (len(decision.options) == 1) == only_pass
    return ready


def _table(tmp_path, match, auto_pass: bool):
    app = App(Storage(tmp_path / "home"), Settings(animation_speed="off", ai_pacing="instant", auto_pass=auto_pass))
    table = app.start_match(match, ai_inline=True)
    app.step(0.0)
    return app, table


@pytest.mark.parametrize("auto_pass", [True, False])
def test_a_card_window_with_no_playable_card_passes_by_itself_only_with_the_setting_on(tmp_path, auto_pass):
    match = find_match(_card_window(True), ["human", "random"], seeds=range(1, 120), game=NAS)
    app, table = _table(tmp_path, match, auto_pass)
    try:
        before = len(match.history)
        passing = match.state.decision(0).options[0].command
        app.step(AUTO_PASS_SECONDS * 0.5)
        assert len(match.history) == before, "not before the delay"
        for _ in range(4):
            app.step(AUTO_PASS_SECONDS * 0.5)
        taken = match.history[before:before + 1]
        assert taken == ([(0, passing)] if auto_pass else [])
    finally:
        app.shutdown()


def test_a_card_window_with_a_playable_card_waits_for_the_player(tmp_path):
    match = find_match(_card_window(False), ["human", "random"], seeds=range(1, 200), game=NAS)
    app, table = _table(tmp_path, match, True)
    try:
        before = len(match.history)
        for _ in range(10):
            app.step(AUTO_PASS_SECONDS)
        assert len(match.history) == before
        assert table.session.auto_pass() is None
    finally:
        app.shutdown()


def test_the_auto_pass_setting_is_remembered(tmp_path):
    storage = Storage(tmp_path / "home")
    settings = Settings()
    assert settings.auto_pass
    settings.auto_pass = False
    storage.save_settings(settings)
    assert storage.load_settings().auto_pass is False
