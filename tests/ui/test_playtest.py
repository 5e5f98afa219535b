"""Nothing strands a player: the playtest robot plays whole games of every game through the window (a short run
of each: every seat count, against the computer and hotseat, each Ninja All-Stars challenge once), and the
blockers it found have tests of their own.

Every day one game of each game is played (the first of its runs, with hints; for Ninja All-Stars the game
that found the blockers); the other runs are in the slow tier."""

from __future__ import annotations

import json

import pytest

from ninjatable.cli.main import main
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.games.ninja_all_stars.commands import Move
from ninjatable.games.ninja_all_stars.table import layout
from ninjatable.games.ninja_all_stars.table.scene import NasTable
from ninjatable.ui.app.window import App
from ninjatable.ui.playtest.robot import Robot
from ninjatable.ui.storage import Settings, Storage

from .helpers import drag, find_match

NAS = "ninja-all-stars"
CHALLENGES = get_game(NAS).parameter_choices(2)["challenge"]


def _robot(tmp_path, seed: int = 1, hint_share: float = 0.05, hints: bool = True) -> Robot:
    return Robot(tmp_path / "failures", seed=seed, hint_share=hint_share, storage_root=tmp_path / "home", hints=hints)


def _play(tmp_path, game: str, seats: list[str], seed: int, robot_seed: int = 1, hints: bool = False,
          **options) -> Robot:
    """One game played by the robot. Hints (the normal computer thinking for the player, the slow part) are
    asked in the games of one human of each game and in the game that found the blockers."""
    robot = _robot(tmp_path, robot_seed, hints=hints)
    try:
        robot.play(Match(get_game(game), seats, seed, options or None))
    finally:
        robot.close()
    return robot


def _clean(robot: Robot) -> None:
    report = robot.report
    assert report.finished == report.games, "\n".join(f.line() for f in report.failures)
    assert not report.failures, "\n".join(f.line() for f in report.failures)
    assert not report.unreachable and not report.refused
    assert report.decisions > 0


# --- the short run of every game -------------------------------------------------------------------------------
RUNS = [
    ("shinobi", ["human", "random", "random"], 3),
    ("shinobi", ["human", "human", "random", "random", "random"], 4),
    ("shin", ["human", "random"], 5),
    ("shin", ["human", "human", "random", "random"], 6),
    ("shitenno", ["human", "random"], 7),
    ("shitenno", ["human", "random", "human"], 8),
    ("shitenno", ["human", "random", "random", "random"], 9),
    ("ronin", ["human"], 10),
    ("ronin", ["human", "human"], 11),
    ("ronin", ["human", "random", "random"], 12),
]


def _first_of_its_game(game: str, seats: list[str]) -> bool:
    return next(s for g, s, _ in RUNS if g == game) == seats


@pytest.mark.parametrize(("game", "seats", "seed"), [
    pytest.param(g, s, seed, id=f"{g}-{len(s)}-{s.count('human')}h",
                 marks=() if _first_of_its_game(g, s) else pytest.mark.slow) for g, s, seed in RUNS])
def test_the_robot_plays_a_whole_game_through_the_screen(tmp_path, game, seats, seed):
    _clean(_play(tmp_path, game, seats, seed, hints=_first_of_its_game(game, seats)))


@pytest.mark.slow
@pytest.mark.parametrize("challenge", CHALLENGES)
def test_the_robot_plays_every_ninja_all_stars_challenge_through_the_screen(tmp_path, challenge):
    seats = ["human", "random", "random", "random"] if challenge in ("king-of-the-hill", "champion") \
        else ["human", "random"]
    _clean(_play(tmp_path, NAS, seats, 20 + CHALLENGES.index(challenge), challenge=challenge))


@pytest.mark.slow
def test_the_robot_plays_ninja_all_stars_hotseat(tmp_path):
    _clean(_play(tmp_path, NAS, ["human", "human"], 31))


# --- the blockers it found -----------------------------------------------------------------------------------
def test_robot_seed_that_found_the_empty_choice_bar_after_a_drag_move(tmp_path):
    """Brawl, seed 2, robot seed 1: the choice bar stayed empty after a drag-move was shown."""
    _clean(_play(tmp_path, NAS, ["human", "easy"], 2, robot_seed=1, hints=True))


def _animated_app(tmp_path) -> App:
    return App(Storage(tmp_path / "home"), Settings(animation_speed="fast", ai_pacing="instant"))


@pytest.fixture
def animated(tmp_path):
    """A window with animations on (fast), opened on a Ninja All-Stars activation of seat 0: (app, match, table)."""
    app = _animated_app(tmp_path)
    match = find_match(_my_activation, ["human", "random"], seeds=range(1, 60), game=NAS)
    table = app.start_match(match, ai_inline=True)
    assert isinstance(table, NasTable)
    app.step(0.0)
    yield app, match, table
    app.shutdown()


def _my_activation(match) -> bool:
    state = match.state
    return state.to_act() == (0,) and state.phase == "activation" and not state.pending and state.active is None \
        and any(isinstance(c, Move) and not state.models[c.model].cond for c in state.legal_commands(0))


def test_after_a_drag_move_is_shown_the_choice_bar_offers_the_active_ninjas_orders_and_nobody_waits_for_you(animated):
    app, match, table = animated
    state = match.state
    move = next(c for c in state.legal_commands(0) if isinstance(c, Move) and not state.models[c.model].cond)
    drag(app, layout.centre(table.grid, state.models[move.model].pos), layout.centre(table.grid, move.to))
    assert match.history[-1] == (0, move)
    if match.state.to_act() != (0,) or match.state.active is None:
        pytest.skip("the move ended the activation (a failed dodge)")
    assert table.animations, "the move is being shown"
    me = table.session.seat_name(0)
    assert f"waiting for {me}".lower() not in table.status_text().lower(), table.status_text()
    for _ in range(40):  # the move is shown; the mouse lies still meanwhile
        app.step(0.05)
    assert not table.animations
    groups = {button.label for button, _ in table.bar.buttons}
    assert "End activation" in groups, groups
    assert table.bar.decision == table.decision


def test_a_hint_whose_order_is_not_on_the_choice_bar_is_shown_without_an_error(animated):
    """The hint came while the bar was empty (a move being shown): "Unexpected error: KeyError: 'Run'"."""
    app, match, table = animated
    ninja = next(m for m in table.nview.models if m.seat == 0 and m.pos is not None and not m.activated)
    table.drag.selected = next(s for s in table.drag_sources() if s.key == ("ninja", ninja.id))
    table.follow_focus()
    hinted = next(o for o in table.decision.options if o.group)
    table.bar.show(None)  # the bar is empty while a move is shown
    table.place_hint(hinted.command)
    assert all(not table.bar.rect.contains(mark) for mark in table.hint_marks)


def test_playtest_command_prints_its_figures_as_json(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code = main(["playtest", "shinobi", "--games", "1", "--seats", "human,random,random", "--seed", "5",
                 "--hint-share", "0"])
    last = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0
    assert {"games", "finished", "stranded", "errors", "unreachable", "hints", "undos", "seconds"} <= last.keys()
    assert last["games"] == last["finished"] == 1 and last["errors"] == last["stranded"] == 0


def test_at_the_end_show_results_covers_no_part_of_the_board_and_undo_looks_disabled(tmp_path):
    from ninjatable.ui.app.results import ResultsScene
    from ninjatable.ui.table.scene import TABLE_AREA

    from .helpers import click

    app = _animated_app(tmp_path)
    try:
        match = find_match(lambda m: m.state.is_over(), ["human", "random", "random"], seeds=range(1, 20))
        table = app.start_match(match, ai_inline=True)
        for _ in range(3):
            app.step(0.05)
        results = app.scenes.top
        assert isinstance(results, ResultsScene)
        assert not table.buttons.get("Undo").enabled
        click(app, results.buttons.get("toggle").rect.center)
        assert results.hidden
        shown = results.buttons.get("toggle")
        assert shown.label == "Show results"
        assert not shown.rect.colliderect(TABLE_AREA)
    finally:
        app.shutdown()


def test_tooltips_show_while_a_ninja_is_picked_and_vanish_with_what_they_describe(animated):
    import pygame

    from .helpers import click

    app, match, table = animated
    ninja = next(m for m in table.nview.models if m.seat == 0 and m.pos is not None and not m.activated)
    enemy = next(m for m in table.nview.models if m.seat != 0 and m.pos is not None)
    click(app, layout.centre(table.grid, ninja.pos))
    assert table.drag.selected is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=layout.centre(table.grid, enemy.pos), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    app.step(0.0)
    assert str(enemy.name) in table.tooltip.text
    end = table.bar.find("End activation")
    assert end is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    app.step(0.0)
    assert table.tooltip.text
    table.drag.cancel()  # the ninja is let go: the bar's End activation is gone from under the mouse
    table.follow_focus()
    table.sync()
    assert table.bar.find("End activation") is None
    assert table.tooltip.text == ""


def test_options_of_one_button_that_point_at_one_place_are_listed_so_each_can_be_chosen(tmp_path):
    """A held Leaping Strike: several landings on the same enemy. Lit on the board they would lie on one
    another; listed above the bar, each can be chosen."""
    from tests.ninja_all_stars.test_book_rules import ENEMY, KAIKEN, KUNOICHI, N, S, _leaper, play

    state = _leaper({ENEMY: ((4, 13), N), KAIKEN: ((4, 14), N), KUNOICHI: ((8, 13), S)}, ["air"] * 3)
    play(state, 1, "leaping_strike model=9 to=[7,13] target=6")
    match = Match(get_game(NAS), ["easy", "human"], 1)
    match.state = state
    robot = _robot(tmp_path)
    try:
        robot.match = match
        table = robot.app.start_match(match, ai_inline=True)
        robot.app.step(0.0)
        decision = table.session.decision
        explored = robot._explore(table, 1)
        assert not explored.missing(decision.options)
        leaps = [o for o in decision.options if o.group == "Leaping Strike"]
        assert len(leaps) > 2
        table.bar.open(leaps, table.bar.find("Leaping Strike").rect.center)
        assert [o for o, _ in table.bar.listing] == leaps and not table.bar.choosing
        chosen = leaps[-1]
        button = next(b for o, b in table.bar.listing if o == chosen)
        table.bar.close()
        assert robot._perform(table, 1, chosen.command, explored.routes[chosen.command])
        assert button.label == chosen.label
    finally:
        robot.close()


def test_the_hint_buttons_tooltip_does_not_cover_the_hint_it_opened(animated):
    import pygame

    from .helpers import click

    app, match, table = animated
    hint = table.buttons.get("Hint").rect.center
    click(app, hint)
    for _ in range(50):
        if table.session.tutor.hint is not None:
            break
        table.session.tutor.worker.wait(1)
        app.step(0.05)
    assert table.hint_panel.visible
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=hint, rel=(1, 1), buttons=(0, 0, 0)))
    app.step(0.0)
    assert table.tooltip.text == ""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.buttons.get("Undo").rect.center, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    app.step(0.0)
    assert table.tooltip.text


def test_at_a_pacing_the_robot_counts_the_waits_between_its_decisions_and_stops_where_asked(tmp_path):
    """`--pacing`: the robot plays at the wall clock with that AI pacing and counts one wait before each of its
    decisions (from the table's opening, then from its last decision); `--decisions` cuts the game short there.
    The figures are measured, not asserted: only that they are there and consistent."""
    robot = Robot(tmp_path / "failures", seed=2, hint_share=0.0, extras=False, storage_root=tmp_path / "home",
                  hints=False, pacing="instant", decision_limit=4)
    try:
        robot.play(Match(get_game("shin"), ["human", "random"], 5))
    finally:
        robot.close()
    report = robot.report
    assert (report.cut, report.games, report.decisions, report.failures) == (1, 1, 4, [])
    assert len(report.waits) == 5, "one wait before each decision, and the one before the cut"
    figures = report.to_json()
    assert figures["pacing"] == "instant" and figures["waits"] == 5
    assert figures["longest_wait_s"] == round(max(report.waits), 2)
    assert 0 <= figures["median_wait_s"] <= figures["p95_wait_s"] <= figures["longest_wait_s"]
    assert robot.app.settings.ai_pacing == "instant" and robot.app.settings.animation_speed == "normal"


def test_playtest_at_a_pacing_prints_the_waits(tmp_path, capsys):
    code = main(["playtest", "shin", "--seats", "human,random", "--pacing", "instant", "--decisions", "2",
                 "--hint-share", "0", "--out", str(tmp_path / "out")])
    line = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0 and line["cut"] == 1 and line["decisions"] == 2
    assert {"longest_wait_s", "p95_wait_s"} <= set(line)
