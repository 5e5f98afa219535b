"""Replays on every game's own table, driven by real mouse and key events: stepping back and forth shows at each
step exactly what the chosen seat knew then (`Game.view` of the state after K commands, and that seat's log);
nothing a replay does can change the save, byte for byte."""

from __future__ import annotations

import pygame
import pytest

from ninjatable.engine.match import Match
from ninjatable.ui import text
from ninjatable.ui.app.dialogs import HandOverScene, MessageScene
from ninjatable.ui.app.replays import ReplaysScene
from ninjatable.ui.table.replay import EVERY_SEAT, EVERYONE, PANEL_RECT, READ_ONLY, ReplayScene, viewpoints
from tests.teach.helpers import NAMES, finished_match, random_play, seat_count, table_or_skip
from tests.ui.helpers import save_path_of

from .helpers import click, click_button, drag, frames, key


def _at(match: Match, step: int) -> Match:
    """The match after `step` of its commands, replayed on its own from the seed."""
    fresh = Match(match.game, match.seats, match.seed, match.parameters, casual_undo=match.casual_undo)
    for seat, command in match.history[:step]:
        fresh.submit(seat, command)
    return fresh


def _seen_by(scene: ReplayScene, seat: int | None) -> None:
    """The replay shows exactly what `seat` knew after the commands so far (None: the public table)."""
    truth = _at(scene.session.source, scene.session.step)
    assert scene.session.view == truth.game.view(truth.state, seat)
    assert scene.table.view == scene.session.view
    assert scene.table.log_panel.lines == truth.log_for(seat)
    assert scene.table.decision is None and scene.session.human_seat() is None


def _saved(tmp_path, match: Match):
    path = tmp_path / "saves" / "autosave.json"
    match.save(path)
    return path, path.read_bytes(), path.stat().st_mtime_ns


def _open_from_lobby(app, path) -> ReplayScene:
    app.show_lobby()
    frames(app)
    click_button(app, "replays")
    listing = app.scenes.top
    assert isinstance(listing, ReplaysScene) and listing.paths == [path]
    click_button(app, "watch:0")
    scene = app.scenes.top
    assert isinstance(scene, ReplayScene)
    return scene


@pytest.mark.parametrize("name", NAMES)
def test_a_seat_steps_back_and_forth_and_sees_only_what_it_knew(app, home, name):
    game = table_or_skip(name)
    seats = ["human"] + ["random"] * (seat_count(game) - 1)
    match = Match(game, seats, 7)
    random_play(match, 7, lambda m: len(m.history) >= 40 or m.state.is_over())
    path, original, mtime = _saved(home, match)
    scene = _open_from_lobby(app, path)
    session = scene.session
    assert session.viewpoint == (EVERY_SEAT if match.state.is_over() else 0)
    if match.state.is_over():
        click(app, scene.buttons.get("viewpoint").rect.center)  # every seat -> seat 0
    assert session.viewpoint == 0 and session.step == len(match.history)
    _seen_by(scene, 0)
    key(app, pygame.K_HOME)
    assert session.step == 0
    _seen_by(scene, 0)
    for expected in range(1, 13):
        key(app, pygame.K_RIGHT)
        assert session.step == expected
        _seen_by(scene, 0)
        assert scene.table.log_panel.marked == session.current_lines()
    for expected in (11, 10):
        click(app, scene.buttons.get("back").rect.center)
        assert session.step == expected
        _seen_by(scene, 0)
    click(app, scene.buttons.get("forward").rect.center)
    assert session.step == 11
    slider = scene.slider
    click(app, (slider.rect.x + slider.rect.width * 3 // 4, slider.rect.centery))
    assert session.step == round(len(match.history) * 3 / 4)
    _seen_by(scene, 0)
    drag(app, (slider.knob_x(), slider.rect.centery), (slider.rect.x + slider.rect.width // 4, slider.rect.centery))
    assert session.step == round(len(match.history) / 4)
    _seen_by(scene, 0)
    click(app, scene.buttons.get("last").rect.center)
    assert session.step == len(match.history)
    for step in range(len(match.history), -1, -7):  # every seventh step, from the end back (checkpoints)
        session.go_to(step)
        scene.sync()
        _seen_by(scene, 0)
    click(app, scene.buttons.get("close").rect.center)
    assert isinstance(app.scenes.top, ReplaysScene)
    assert path.read_bytes() == original and path.stat().st_mtime_ns == mtime
    assert sorted(p.name for p in path.parent.rglob("*")) == ["autosave.json"]


@pytest.mark.parametrize("name", NAMES)
def test_a_finished_game_is_seen_by_every_seat_in_turn_by_any_seat_and_by_everyone(app, home, name):
    game = table_or_skip(name)
    match = finished_match(game, ["human"] + ["random"] * (seat_count(game) - 1))
    path, original, _ = _saved(home, match)
    scene = app.open_replay(path)
    session = scene.session
    assert viewpoints(match) == [EVERY_SEAT, *range(len(match.seats)), EVERYONE]
    for step in (0, 1, len(match.history) // 2, len(match.history) - 1, len(match.history)):
        session.go_to(step)
        scene.sync()
        truth = _at(match, step)
        acting = truth.state.to_act()
        assert session.view == game.view(truth.state, acting[0] if acting else None)  # over the shoulder
        assert scene.table.log_panel.lines == [entry.event.text_for(None) + "".join(
            f" [{truth.state.seat_name(seat)}: {entry.event.text_for(seat)}]" for seat in sorted(entry.event.private))
            for entry in truth.log]  # every private line too
    for viewpoint in [*range(len(match.seats)), EVERYONE]:
        click(app, scene.buttons.get("viewpoint").rect.center)
        assert session.viewpoint == viewpoint
        _seen_by(scene, None if viewpoint == EVERYONE else viewpoint)
    assert path.read_bytes() == original


def test_an_unfinished_game_is_never_seen_by_a_computer_seat(app, home):
    game = table_or_skip("shinobi")
    match = Match(game, ["human", "normal", "easy"], 5)
    random_play(match, 5, lambda m: len(m.history) >= 20)
    path, original, _ = _saved(home, match)
    scene = app.open_replay(path)
    seen = []
    for _ in range(5):
        seen.append(scene.session.viewpoint)
        click(app, scene.buttons.get("viewpoint").rect.center)
    assert set(seen) == {0, EVERYONE}
    assert path.read_bytes() == original


def test_a_replay_takes_no_gesture_and_gives_no_hint(app, home):
    game = table_or_skip("shinobi")
    match = Match(game, ["human", "random", "random"], 5)
    random_play(match, 5, lambda m: len(m.history) >= 20 and m.state.to_act() == (0,))
    path, original, _ = _saved(home, match)
    scene = app.open_replay(path)
    table = scene.table
    hand = table.hand_rects[0]
    drag(app, hand.center, table.province_rects[1].center)
    key(app, pygame.K_h, unicode="h")
    assert scene.session.step == len(match.history) and len(scene.session.match.history) == len(match.history)
    assert scene.session.tutor.hint is None and scene.session.tutor.request() == READ_ONLY
    assert scene.session.submit(match.state.legal_commands(0)[0]) == READ_ONLY
    assert path.read_bytes() == original


def test_a_finished_game_is_kept_as_history_and_listed_for_replay(app, home):
    game = table_or_skip("shinobi")
    match = Match(game, ["human", "random", "random"], 9)
    random_play(match, 9, lambda m: m.state.is_over() or (len(m.history) > 60 and m.state.to_act() == (0,)))
    table = app.start_match(match, ai_inline=True)
    while not match.state.is_over():
        if table.session.human_seat() == 0:
            table.give(match.state.legal_commands(0)[0])
        frames(app)
    kept = sorted((home / "saves" / "history").glob("*.json"))
    assert len(kept) == 1
    assert Match.load(kept[0]).to_json() == match.to_json()
    assert app.storage.replayable() == kept  # the autosave of the same game is not listed twice
    new = app.new_match("shinobi", ["human", "random", "random"], 10, ai_inline=True)
    assert new.session.autosave() and save_path_of(new.session).parent == home / "saves"
    assert Match.load(save_path_of(new.session)).seed == 10  # the new game has its own save ...
    assert sorted((home / "saves" / "history").glob("*.json")) == kept  # ... and the finished one is kept
    app.show_lobby()
    app.open_replays()
    assert sorted(app.scenes.top.paths) == sorted([*kept, save_path_of(new.session)])


def test_with_several_humans_a_players_view_of_an_unfinished_game_comes_after_the_hand_over(app, home):
    game = table_or_skip("shinobi")
    match = Match(game, ["human", "human", "random"], 6)
    random_play(match, 6, lambda m: len(m.history) >= 15)
    path, original, _ = _saved(home, match)
    scene = app.open_replay(path)
    assert scene.session.viewpoint == EVERYONE
    _seen_by(scene, None)
    click(app, scene.buttons.get("viewpoint").rect.center)
    cover = app.scenes.top
    assert isinstance(cover, HandOverScene) and cover.seat == 0
    assert scene.session.viewpoint == EVERYONE
    key(app, pygame.K_ESCAPE)  # not this player: back to the public table
    assert app.scenes.top is scene and scene.session.viewpoint == EVERYONE
    click(app, scene.buttons.get("viewpoint").rect.center)
    click(app, app.scenes.top.buttons.get("confirm").rect.center)
    assert app.scenes.top is scene and scene.session.viewpoint == 0
    _seen_by(scene, 0)
    assert path.read_bytes() == original


def test_any_save_dropped_on_the_replays_screen_opens_and_a_damaged_one_is_named(app, tmp_path):
    game = table_or_skip("shinobi")
    match = finished_match(game, ["human", "random", "random"])
    elsewhere = tmp_path / "elsewhere" / "friday.json"
    match.save(elsewhere)
    original = elsewhere.read_bytes()
    app.show_lobby()
    app.open_replays()
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(elsewhere)))
    frames(app)
    scene = app.scenes.top
    assert isinstance(scene, ReplayScene) and scene.session.source.to_json() == match.to_json()
    click(app, scene.buttons.get("close").rect.center)
    damaged = tmp_path / "damaged.json"
    damaged.write_text("{", encoding="utf-8")
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(damaged)))
    frames(app)
    assert isinstance(app.scenes.top, MessageScene) and str(damaged) in app.scenes.top.message
    assert elsewhere.read_bytes() == original and damaged.read_text(encoding="utf-8") == "{"


def _history_file(home, name: str, content: bytes):
    folder = home / "saves" / "history"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(content)
    return path


STRANGE_HISTORY = {
    "surrogate": b'{"format": 1, "game": "\\ud800", "seats": ["human"], "seed": 1, "commands": [], "over": true}',
    "nul": b'{"format": 1, "game": "shi\\u0000nobi", "seats": ["human"], "seed": 1, "commands": [], "over": true}',
    "not-utf8": b'{"format": 1, "game": "shin\xff\xfeobi", "seats": ["human"], "seed": 1, "commands": []}',
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "long-name": b'{"format": 1, "game": "' + b"n" * 1_000_000 + b'", "seats": ["human"], "seed": 1, "commands": []}',
}


@pytest.mark.parametrize("kind", list(STRANGE_HISTORY))
def test_a_strange_file_in_the_history_is_listed_as_unreadable_and_the_replays_screen_goes_on(app, home, kind):
    from ninjatable.ui.app.dialogs import MessageScene

    path = _history_file(home, f"{kind}.json", STRANGE_HISTORY[kind])
    app.show_lobby()
    app.open_replays()
    frames(app, 2)
    listing = app.scenes.top
    assert isinstance(listing, ReplaysScene) and not isinstance(listing, MessageScene)
    ((title, detail, _),) = listing.rows
    assert "cannot be read" in detail and len(title) <= 60 and len(detail) < 250
    assert path.name in title or title.startswith(path.name[:20])


def test_a_huge_history_file_is_refused_by_its_size_without_being_read(app, home):
    import tracemalloc

    folder = home / "saves" / "history"
    folder.mkdir(parents=True)
    with (folder / "huge.json").open("wb") as handle:
        handle.truncate(200 * 1024 * 1024)  # sparse: 200 MB on paper
    app.show_lobby()
    tracemalloc.start()
    app.open_replays()
    frames(app)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 20 * 1024 * 1024, f"{peak / 1e6:.0f} MB allocated to list the replays"
    ((_, detail, _),) = app.scenes.top.rows
    assert "too large to be a save" in detail


def test_a_save_longer_than_a_save_may_hold_is_refused_with_the_documented_size(tmp_path):
    import json

    from ninjatable.engine.errors import SaveError
    from ninjatable.engine.match import MAX_COMMANDS, Match

    path = tmp_path / "long.json"
    path.write_text(json.dumps({"format": 1, "game": "shinobi", "seats": ["human", "easy", "easy"], "seed": 1,
                                "commands": [[0, "pass"]] * (MAX_COMMANDS + 1)}), encoding="utf-8")
    with pytest.raises(SaveError, match=f"more than the {MAX_COMMANDS:,} a save may hold"):
        Match.load(path)


def test_the_replay_says_whose_hand_it_follows_and_its_tooltips_leave_the_title_uncovered(app, home):
    game = table_or_skip("shitenno")
    match = finished_match(game, ["human", "random", "random"])
    path, _, _ = _saved(home, match)
    scene = app.open_replay(path)
    session = scene.session
    step = next(n for n in range(1, len(match.history)) if _at(match, n).state.to_act() == (1,))
    session.go_to(step)
    scene.sync()
    with text.recording() as drawn:
        app.draw()
    said = [piece.text for piece in drawn if PANEL_RECT.contains(piece.rect)]
    assert f"Following {match.state.seat_name(1)}, who acts now." in said
    assert scene.table.whose() == f"{match.state.seat_name(1)}'s"
    session.go_to(len(match.history))
    scene.sync()
    with text.recording() as drawn:
        app.draw()
    assert "No one acts now: the public table." in [piece.text for piece in drawn]
    title = next(piece.rect for piece in drawn if piece.text.startswith("Replay: "))
    for name in ("first", "back", "forward", "last", "close"):
        button = scene.buttons.get(name)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 1),
                                             buttons=(0, 0, 0)))
        frames(app)
        where, _ = scene.table.tooltip.place(app.surface.get_rect())
        assert scene.table.tooltip.text and not where.colliderect(title), name
        assert not any(where.colliderect(other.rect) for other in scene.buttons.buttons), name
