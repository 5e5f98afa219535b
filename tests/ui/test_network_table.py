"""A network table at the window: hosted from the seat setup, joined from the lobby by typing an invite, played
through the screen by the playtest robot, and another player's undo request answered with a click."""

from __future__ import annotations

import pygame
import pytest

from ninjatable.i18n import render
from ninjatable.net.client import Connection
from ninjatable.net.protocol import Hello, Undo
from ninjatable.net.transport import HostThread
from ninjatable.ui.app.network import InvitesScene, JoinScene, UndoAskScene
from ninjatable.ui.app.window import App
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.scene import TableScene
from ninjatable.ui.table.session import TableSession
from tests.ui.helpers import click, click_button, frames, key, until
from tests.ui.test_playtest import _robot as robot


@pytest.fixture
def app(tmp_path):
    made = App(Storage(tmp_path / "home"), Settings(animation_speed="off", ai_pacing="instant"))
    made.show_lobby()
    yield made
    made.shutdown()


@pytest.fixture
def host(tmp_path):
    running = HostThread(tmp_path / "host", port=0)
    running.start()
    yield running
    running.stop()


def at_host(host: HostThread, table, work) -> None:
    """Do `work(judge)` at the host (on its loop), then let the judge send and poll."""
    def run() -> None:
        work(table.judge)
        host.server.wake(table)

    host.call(run)


def play_until_seat_one_may_undo(host: HostThread, table) -> None:
    """The host plays every seat until seat 1's last move may be taken back."""
    for _ in range(40):
        seat = table.match.state.to_act()[0]
        at_host(host, table, lambda judge, seat=seat: judge.answer(seat, judge.match.state.legal_commands(seat)[0], None))
        if seat == 1 and table.match.undo_reason([1]) is None:
            break
    assert table.match.history[-1][0] == 1


def seat_one_asks_to_undo(host: HostThread, table) -> None:
    """A screen for seat 1 at the host asks to take its last move back."""
    def ask(judge) -> None:
        judge.receive(judge.attach([1]), Undo())

    at_host(host, table, ask)


def test_a_friend_seat_in_the_setup_hosts_the_table_and_shows_an_invite_for_it(app):
    click_button(app, "play:shin")
    click_button(app, "seat:1")  # normal -> hard
    click_button(app, "seat:1")  # hard -> a friend over the network
    click_button(app, "start")
    invites = app.scenes.top
    assert isinstance(invites, InvitesScene)
    [(seat, invite)] = invites.lines
    assert seat == "Player 2" and invite.startswith("127.0.0.1:") and len(invite.rsplit("/", 1)[1]) == 9
    click_button(app, "close")
    table = app.table()
    assert isinstance(table, TableScene) and isinstance(table.session, TableSession)
    assert "friend, invited" in table.session.seat_label(1)


def test_an_invite_typed_into_the_join_screen_opens_the_seat(app, host):
    _, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    click_button(app, "join")
    assert isinstance(app.scenes.top, JoinScene)
    for char in f"127.0.0.1:{host.port}/{invites[1]}":
        key(app, 0, unicode=char)
    key(app, pygame.K_RETURN)
    until(app, lambda: app.table() is not None)
    session = app.table().session
    assert isinstance(session, TableSession) and session.humans == [1] and session.seed is None


def test_a_used_invite_is_refused_on_the_join_screen_with_the_hosts_reason(app, host):
    _, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    host.host.store.take_invite(invites[0], "someone-else")
    app.open_join(f"127.0.0.1:{host.port}", invites[0])
    click_button(app, "join")
    scene = app.scenes.top
    until(app, lambda: scene.connection is None)
    assert "used already" in render(scene.problem) and app.table() is None


def test_another_players_undo_request_is_answered_with_a_click(app, host):
    table, invites, _ = host.call(host.host.create, "ronin", ["remote", "remote"], {}, False)
    app.join_table(f"127.0.0.1:{host.port}", invites[0])
    until(app, lambda: app.table() is not None)
    session = app.table().session
    play_until_seat_one_may_undo(host, table)
    length = len(table.match.history)
    seat_one_asks_to_undo(host, table)
    until(app, lambda: isinstance(app.scenes.top, UndoAskScene))
    click(app, app.scenes.top.buttons.get("agree").rect.center)
    until(app, lambda: len(table.match.history) < length)
    assert session.undo_asked is None and table.match.history[-1:] != [] or length == 1


@pytest.mark.parametrize("game, seats", [("shin", ["human", "friend"]),
                                         pytest.param("shinobi", ["human", "friend", "easy"], marks=pytest.mark.slow)])
def test_the_robot_plays_a_network_table_hosted_from_its_window_to_the_end(tmp_path, game, seats):
    player = robot(tmp_path, seed=2)
    try:
        assert player.play_network(game, seats, {}) == "finished", player.report.failures
    finally:
        player.close()
    assert player.report.stranded == 0 and player.report.errors == 0 and not player.report.unreachable


def test_an_undo_request_answered_here_is_not_asked_again_while_the_others_decide(app, host):
    table, invites, _ = host.call(host.host.create, "shinobi", ["remote"] * 3, {}, False)
    app.join_table(f"127.0.0.1:{host.port}", invites[0])
    until(app, lambda: app.table() is not None)
    third = Connection(f"127.0.0.1:{host.port}", Hello(invites=(invites[2],))).start()  # present, answers nothing
    until(app, lambda: bool(table.judge.seats[2].screens))
    play_until_seat_one_may_undo(host, table)
    seat_one_asks_to_undo(host, table)
    until(app, lambda: isinstance(app.scenes.top, UndoAskScene))
    click(app, app.scenes.top.buttons.get("agree").rect.center)
    at_host(host, table, lambda judge: judge.shares.touch())  # another update while the third player decides
    version = app.table().session.version
    until(app, lambda: app.table().session.version > version)
    frames(app, 3)
    assert not isinstance(app.scenes.top, UndoAskScene) and app.table().session.undo_asked is None
    third.close()
