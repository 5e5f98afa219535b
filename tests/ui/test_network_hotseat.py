"""Several players at the window that hosts a network table: their seats are handed over as at a table here,
each seat sees only its own share, an undo one of them asks is agreed by the others here at once, and the
host's spectators' code is shown when the setup asks for it."""

from __future__ import annotations

import queue
import random
import threading
import time

import pytest

from ninjatable.net.client import Connection, game_of, read_share
from ninjatable.ui.app.dialogs import HandOverScene
from ninjatable.ui.app.network import InvitesScene, UndoAskScene
from ninjatable.ui.app.window import App
from ninjatable.ui.table.hotseat_remote import HotseatRemote
from ninjatable.ui.table.remote import RemoteSession
from tests.net.helpers import keeps_the_turn
from tests.ui.helpers import click_button, frames, until
from tests.ui.test_playtest import _robot as robot


def friend_plays(address: str, code: str, seconds: float = 60.0, held: threading.Event | None = None) -> None:
    """A friend at another computer: plays a random legal move when asked (not while `held` is set) and agrees
    to every undo asked of it."""
    connection = Connection(address, {"invite": code}).start()
    rng, game = random.Random(7), None
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            try:
                data = connection.inbox.get(timeout=0.1)
            except queue.Empty:
                continue
            if data["kind"] == "welcome":
                game = game_of(data)
            if data["kind"] != "update" or game is None:
                continue
            share, seat = read_share(game, data), connection.seat
            if share.outcome is not None:
                return
            if share.undo is not None:
                connection.send("undo_answer", agree=True)
            elif held is not None and held.is_set():
                continue
            elif seat in share.waiting and share.answered is None and share.state.decision(seat) is not None:
                command = rng.choice(share.state.legal_commands(seat))
                connection.send("command", text=command.to_text(), at=share.at)
    finally:
        connection.close()


def host_two_here_and_a_friend(app: App, game: str, held: threading.Event | None = None) -> HotseatRemote:
    """The seat setup of a three-player `game`: players 1 and 2 here, player 3 a friend (a headless random player
    over the loopback, who waits while `held` is set); Start, then past the invites."""
    app.show_lobby()
    click_button(app, f"play:{game}")
    click_button(app, "count:3")
    for _ in range(3):
        click_button(app, "seat:1")  # normal -> hard -> friend -> human
    for _ in range(2):
        click_button(app, "seat:2")  # normal -> hard -> friend
    click_button(app, "start")
    invites = app.scenes.top
    assert isinstance(invites, InvitesScene)
    session = app.table().session
    assert [seat for seat, _ in invites.lines] == [session.seat_name(2)]  # an invite for the friend only
    address, code = invites.lines[0][1].rsplit("/", 1)
    threading.Thread(target=friend_plays, args=(address, code, 60.0, held), daemon=True).start()
    click_button(app, "close")
    assert isinstance(session, HotseatRemote) and session.humans == [0, 1]
    return session


def public_view(session: HotseatRemote):
    return session.game.view(session.public.share.state, None)


def test_two_players_here_are_handed_the_computer_before_a_hand_is_shown(app):
    session = host_two_here_and_a_friend(app, "shitenno")
    until(app, lambda: isinstance(app.scenes.top, HandOverScene))
    asked = app.scenes.top.seat
    assert session.human_asked() == asked and not session.show_private
    assert session.view == public_view(session) and session.decision is None
    assert session.log_lines() == session.public.log_lines()
    assert session.preview(None).refusal == f"Pass the computer to {session.seat_name(asked)} first."
    click_button(app, "confirm")
    assert session.show_private and session.human_seat() == asked
    member = session.members[asked]
    assert session.view == member.view and session.view != public_view(session)
    assert session.decision == member.decision is not None


def test_the_second_player_here_is_asked_after_a_hand_over_of_their_own(app):
    session = host_two_here_and_a_friend(app, "shitenno")
    until(app, lambda: isinstance(app.scenes.top, HandOverScene))
    first = app.scenes.top.seat
    click_button(app, "confirm")
    rng = random.Random(3)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not isinstance(app.scenes.top, HandOverScene):
        if session.human_seat() is not None and session.decision is not None:  # the first player answers
            assert session.human_seat() == first
            assert session.submit(rng.choice(session.decision.options).command) is None
        frames(app)
        time.sleep(0.005)
    handed = app.scenes.top
    assert isinstance(handed, HandOverScene) and handed.seat != first
    assert session.answered(first) is None or session.revealed == first
    assert session.view == public_view(session)  # the first player's hand is covered until the next confirms


def test_an_undo_asked_here_is_agreed_by_the_other_player_here_at_once(app):
    held = threading.Event()
    session = host_two_here_and_a_friend(app, "shitenno", held)
    table = list(app.host.host.tables.values())[-1]
    for _ in range(40):  # answer until a move leaves the same player asked (a packet made card by card)
        until(app, lambda: isinstance(app.scenes.top, HandOverScene) or session.decision is not None)
        if isinstance(app.scenes.top, HandOverScene):
            click_button(app, "confirm")
        until(app, lambda: session.share.at == len(table.match.history))  # the table shows the host's last word
        seat, length = session.human_seat(), len(table.match.history)
        options = [option.command for option in session.decision.options]
        kept = next((command for command in options if keeps_the_turn(table.match, seat, command)), None)
        if kept is not None:
            held.set()  # the friend makes no move between this player's move and its undo
        assert session.submit(kept or options[0]) is None
        until(app, lambda: len(table.match.history) > length)  # noqa: B023 (the friend may answer at once after)
        until(app, lambda: session.sent_at is None and session.ai_pause == 0)
        if kept is not None:
            break
    assert kept is not None and len(table.match.history) == length + 1
    until(app, lambda: session.share.at == length + 1)  # the table shows the move taken
    assert session.human_seat() == seat
    assert session.undo() is None
    until(app, lambda: len(table.match.history) == length)  # the friend agrees, the other player here at once
    assert not isinstance(app.scenes.top, UndoAskScene)  # the other player here was not asked on screen
    assert session.undo_asked is None


def test_spectators_on_in_the_setup_shows_a_watch_code_that_opens_the_public_table(app):
    app.show_lobby()
    click_button(app, "play:shin")
    for _ in range(2):
        click_button(app, "seat:1")  # normal -> hard -> friend
    click_button(app, "spectators")
    click_button(app, "start")
    invites = app.scenes.top
    assert [seat for seat, _ in invites.lines] == ["Player 2", "Spectators"]
    address, code = invites.lines[1][1].rsplit("/", 1)
    watcher = Connection(address, {"invite": code}).start()
    try:
        welcome = watcher.inbox.get(timeout=10)
        assert welcome["kind"] == "welcome" and welcome["seat"] is None and welcome.get("token") is None
    finally:
        watcher.close()
    assert isinstance(app.table().session, RemoteSession)


def test_without_spectators_the_invites_show_no_watch_code(app):
    app.show_lobby()
    click_button(app, "play:shin")
    for _ in range(2):
        click_button(app, "seat:1")
    click_button(app, "start")
    assert [seat for seat, _ in app.scenes.top.lines] == ["Player 2"]


@pytest.mark.slow
def test_the_robot_plays_a_network_table_with_two_players_at_its_window_to_the_end(tmp_path):
    player = robot(tmp_path, seed=3)
    try:
        assert player.play_network("shinobi", ["human", "human", "friend"], {}) == "finished", \
            player.report.failures
    finally:
        player.close()
    assert player.report.stranded == 0 and player.report.errors == 0 and not player.report.unreachable
