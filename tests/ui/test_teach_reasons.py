"""With the AI reasons setting on, a click on a computer's line in the log unfolds what it weighed (real mouse
events); with it off, the log is as before. The setting is in the Settings screen and off by default."""

from __future__ import annotations

import pytest

from ninjatable.engine.match import Match
from ninjatable.engine.rng import Rng
from ninjatable.ui import text
from ninjatable.ui.app.dialogs import SettingsScene
from ninjatable.ui.storage import Settings
from tests.teach.helpers import NAMES, quick_bots, seat_count, table_or_skip

from .helpers import click, click_button, frames


def _table_after_computer_moves(app, name: str):
    game = table_or_skip(name)
    seats = ["human"] + ["normal"] * (seat_count(game) - 1)
    match = Match(game, seats, 11)
    table = app.start_match(match, ai_inline=True, bots=quick_bots(game, seats, 11))
    rng = Rng(3)
    for _ in range(400):
        frames(app)
        if len(table.session.tutor.reasons) >= 3 and table.session.human_seat() == 0:
            break
        if table.session.human_seat() == 0:
            assert table.give(rng.choice(match.state.legal_commands(0)))
    assert table.session.tutor.reasons
    return table


@pytest.mark.parametrize("name", NAMES)
def test_a_click_on_a_computers_log_line_unfolds_what_it_weighed_and_folds_it_again(app, name):
    app.settings.ai_reasons = True
    table = _table_after_computer_moves(app, name)
    tutor, panel = table.session.tutor, table.log_panel
    line = max(tutor.reasoned_lines())
    assert panel.expandable == tutor.reasoned_lines()
    where = panel.line_rect(line)
    assert where is not None
    click(app, where.center)
    assert panel.details == {line: tutor.reasons_at(line)}
    assert panel.details[line][0].endswith("tries.") or "%" not in " ".join(panel.details[line])
    shown = panel.line_rect(line)
    assert shown is not None and shown.y <= where.y  # the line stays in view with its reasons under it
    click(app, panel.line_rect(line).center)
    assert panel.details == {}


def test_with_the_setting_off_the_log_does_not_unfold(app):
    assert not Settings().ai_reasons
    table = _table_after_computer_moves(app, "shinobi")
    panel = table.log_panel
    line = max(table.session.tutor.reasoned_lines())
    assert panel.expandable == set()
    click(app, panel.line_rect(line).center)
    assert panel.details == {}


def test_the_setting_is_switched_in_the_settings_screen_and_the_table_follows(app, home):
    table = _table_after_computer_moves(app, "shinobi")
    assert table.log_panel.expandable == set()
    app.open_settings()
    frames(app)
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    assert settings.buttons.get("ai-reasons").label == "Off"
    click_button(app, "ai-reasons")
    assert app.settings.ai_reasons and app.scenes.top.buttons.get("ai-reasons").label == "On"
    assert app.storage.load_settings().ai_reasons
    click_button(app, "done")
    assert app.scenes.top is table
    assert table.log_panel.expandable == table.session.tutor.reasoned_lines() != set()


def test_the_settings_say_how_to_read_the_reasons_only_while_they_are_on(app):
    hint = "Click a computer's move in the log to see what else it weighed."
    app.open_settings()
    frames(app)
    for expected in (False, True, False):
        assert app.settings.ai_reasons == expected
        with text.recording() as drawn:
            app.draw()
        assert (hint in [piece.text for piece in drawn]) == expected
        click_button(app, "ai-reasons")
