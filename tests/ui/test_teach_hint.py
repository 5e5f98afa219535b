"""The Hint button at every table, pressed with real mouse events: the normal AI proposes a move from the
player's own knowledge, lit where it is made, with why; "Play it" makes it; hints are counted in the save."""

from __future__ import annotations

import json

import pygame
import pytest

from ninjatable.ai.bots import Bot
from ninjatable.engine.rng import NoGenerator
from ninjatable.ui import text
from ninjatable.ui.app.dialogs import HandOverScene
from ninjatable.ui.app.results import ResultsScene
from ninjatable.ui.table.scene import TableScene
from ninjatable.ui.table.sections import HintPanel
from tests.teach.helpers import (
    NAMES,
    finished_match,
    match_where_seat_zero_decides,
    seat_count,
    table_or_skip,
)
from tests.ui.helpers import match_of, save_path_of

from .helpers import click, frames, key


def _table(app, name: str, seats: list[str] | None = None) -> TableScene:
    game = table_or_skip(name)
    seats = seats or ["human"] + ["random"] * (seat_count(game) - 1)
    table = app.start_match(match_where_seat_zero_decides(game, seats), ai_inline=True)
    frames(app)
    assert table is app.scenes.top and table.may_act() == 0
    return table


def _why_is_honest(hint, describe: str) -> None:
    """The sentence names the move in the game's words and gives the search's own counts."""
    why, thought = str(hint.why), hint.thought
    assert describe in why or describe[:1].lower() + describe[1:] in why
    if thought.iterations:
        assert " games the computer tried with it from here" in why or "games from here, too few to tell" in why
    else:
        assert "only move" in why or "at random" in why


@pytest.mark.parametrize("name", NAMES)
def test_hint_button_proposes_a_legal_move_with_why_and_play_it_makes_it(app, name):
    table = _table(app, name)
    session = table.session
    click(app, table.buttons.get("Hint").rect.center)
    hint = session.tutor.hint
    assert hint is not None and hint.seat == 0
    assert hint.command in match_of(session).state.legal_commands(0)
    _why_is_honest(hint, session.tutor.describe(hint.command))
    assert table.hint_panel.visible and table.hint_panel.message == str(hint.why)
    assert match_of(session).hints == [1] + [0] * (len(match_of(session).seats) - 1)
    before = len(match_of(session).history)
    click(app, table.hint_panel.buttons.get("hint:play").rect.center)
    given = match_of(session).history[before:before + 1] or [(0, session.answered(0))]  # a secret answer is kept
    assert given == [(0, hint.command)]
    assert session.tutor.hint is None and not table.hint_panel.visible


@pytest.mark.parametrize("name", NAMES)
def test_the_h_key_asks_for_a_hint_and_close_leaves_the_game_as_it_was(app, name):
    table = _table(app, name)
    before = match_of(table.session).to_json()["commands"]
    key(app, pygame.K_h, unicode="h")
    assert table.session.tutor.hint is not None
    click(app, table.hint_panel.buttons.get("hint:close").rect.center)
    assert table.session.tutor.hint is None and not table.hint_panel.visible
    assert match_of(table.session).to_json()["commands"] == before
    assert match_of(table.session).hints[0] == 1


def test_the_hint_reads_only_the_players_redacted_state(app, monkeypatch):
    table = _table(app, "shinobi")
    seen = []
    think = Bot.think

    def watched(self, state, seat):
        seen.append((state, seat))
        return think(self, state, seat)

    monkeypatch.setattr(Bot, "think", watched)
    click(app, table.buttons.get("Hint").rect.center)
    ((state, seat),) = seen
    truth = match_of(table.session).state
    assert seat == 0 and isinstance(state.rng, NoGenerator)
    assert state is not truth
    game = table.session.game
    assert game.view(state, 0) == game.view(truth, 0)
    for other in range(1, len(truth.hands)):  # Shinobi: the other hands are placeholders only
        assert set(state.hands[other]) <= {-1} and len(state.hands[other]) == len(truth.hands[other])


def test_the_shinobi_hint_lights_the_card_to_lift_and_the_place_it_goes(app):
    table = _table(app, "shinobi")
    click(app, table.buttons.get("Hint").rect.center)
    command = table.session.tutor.hint.command
    source, target = table.gesture_for(command)
    assert table.hint_marks == [source.rect, target.rect]
    assert table.hint_path == (source.rect.center, target.rect.center)
    assert target.command == command and target.legal
    app.draw()
    inside = source.rect.inflate(10, 10)
    assert app.surface.get_at((inside.x + 1, inside.centery))[:3] == (222, 180, 70)  # the gold frame


def test_the_hint_is_counted_in_the_save_and_a_resumed_game_still_knows(app, home):
    table = _table(app, "shinobi")
    click(app, table.buttons.get("Hint").rect.center)
    saved = json.loads(save_path_of(table.session).read_text(encoding="utf-8"))
    assert saved["hints"] == [1, 0, 0, 0]
    table = app.resume(save_path_of(table.session), ai_inline=True)
    assert match_of(table.session).hints == [1, 0, 0, 0]


def test_the_results_screen_says_how_many_hints_were_used(app):
    game = table_or_skip("shinobi")
    match = finished_match(game, ["human", "random", "random"])
    match.hints = [2, 0, 0]
    app.start_match(match, ai_inline=True)
    frames(app, 2)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    assert results.hints_line == "Hints used: Player 1 (you) 2."
    app.show_lobby()
    match.hints = [0, 0, 0]
    app.start_match(match, ai_inline=True)
    frames(app, 2)
    assert app.scenes.top.hints_line == "No hints were used."


def test_no_hint_is_given_out_of_turn(app):
    game = table_or_skip("shinobi")
    match = match_where_seat_zero_decides(game, ["human", "random", "random"])
    table = app.start_match(match, ai_inline=True)
    frames(app)
    table.session.submit(match.state.legal_commands(0)[0])
    while match.state.to_act() == (0,):
        table.session.submit(match.state.legal_commands(0)[0])
    table.sync()
    assert match.state.to_act() != (0,)
    assert not table.buttons.get("Hint").enabled
    refusal = table.session.tutor.request()
    assert refusal is not None and "not your turn" in refusal.lower()
    assert table.session.tutor.hint is None and match.hints == [0, 0, 0]


def test_in_a_hotseat_game_the_hint_is_for_the_seat_to_act_after_the_hand_over(app):
    game = table_or_skip("shinobi")
    seats = ["human", "human", "random"]
    match = match_where_seat_zero_decides(game, seats)
    table = app.start_match(match, ai_inline=True)
    frames(app, 2)
    cover = app.scenes.top
    assert isinstance(cover, HandOverScene) and cover.seat == 0
    key(app, pygame.K_h, unicode="h")  # the hand-over screen is on top: nothing is asked
    assert table.session.tutor.hint is None
    click(app, cover.buttons.get("confirm").rect.center)
    click(app, table.buttons.get("Hint").rect.center)
    assert table.session.tutor.hint.seat == 0
    while table.session.human_asked() == 0:
        click(app, table.hint_panel.buttons.get("hint:play").rect.center) if table.session.tutor.hint else (
            click(app, table.buttons.get("Hint").rect.center))
    frames(app, 3)
    while not isinstance(app.scenes.top, HandOverScene):
        frames(app)
    assert app.scenes.top.seat == 1 and table.session.tutor.hint is None
    click(app, app.scenes.top.buttons.get("confirm").rect.center)
    click(app, table.buttons.get("Hint").rect.center)
    assert table.session.tutor.hint.seat == 1
    assert table.session.tutor.hint.command in match.state.legal_commands(1)


def test_the_hint_is_found_in_the_worker_thread_and_a_stale_one_is_dropped(app):
    game = table_or_skip("shinobi")
    match = match_where_seat_zero_decides(game, ["human", "random", "random"])
    table = app.start_match(match)
    frames(app)
    click(app, table.buttons.get("Hint").rect.center)
    tutor = table.session.tutor
    assert tutor.pending and tutor.hint is None  # the window goes on while the AI thinks
    assert table.hint_panel.visible and table.hint_panel.pending
    assert tutor.worker.wait(10)
    frames(app)
    assert tutor.hint is not None and not table.hint_panel.pending and match.hints[0] == 1
    # asked again and the player moves before it arrives: the late answer is not shown nor counted
    click(app, table.hint_panel.buttons.get("hint:close").rect.center)
    click(app, table.buttons.get("Hint").rect.center)
    assert tutor.pending
    assert table.give(match.state.legal_commands(0)[0])
    assert tutor.worker.wait(10)
    frames(app, 2)
    assert tutor.hint is None and not table.hint_panel.visible
    assert match.hints[0] == 1


def test_a_share_in_per_cent_is_never_cut_from_its_number_at_the_end_of_a_line():
    """The hint panel wrapped "won 71" on one line and "% of the 351 games" on the next."""
    sentence = ("Best: choose Takeshi (3) — it won 71% of the 351 games the computer tried with it from here; "
                "next best: choose Shiro (13), which won 55% of its 49 games.")
    for width in range(120, 400, 3):
        lines = text.wrap(sentence, width, HintPanel.SIZE)
        assert not any(line.startswith("%") for line in lines), (width, lines)
        assert " ".join(lines) == sentence
