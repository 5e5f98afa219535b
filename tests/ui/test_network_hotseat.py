"""Several players at the window that hosts a network table: they play at one screen of the host's judge, handed
the computer as at a table here, each shown only its own seat's share; an undo one of them asks is agreed by the
others here at once, and the host's spectators' code is shown when the setup asks for it."""

from __future__ import annotations

import random
import threading
import time

import pytest

from ninjatable.net import protocol
from ninjatable.net.client import Connection
from ninjatable.ui.app.dialogs import HandOverScene
from ninjatable.ui.app.network import InvitesScene, UndoAskScene
from ninjatable.ui.app.window import App
from ninjatable.ui.table.session import TableSession
from tests.net.helpers import keeps_the_turn
from tests.ui.helpers import click_button, frames, until
from tests.ui.test_playtest import _robot as robot

#: the longest a test waits for the host or the friend (a guard: on an idle machine it takes a fraction of a
#: second; a loaded one may take many).
WAIT = 60.0


def friend_plays(address: str, code: str, stop: threading.Event, held: threading.Event | None = None) -> None:
    """A friend at another computer, until `stop` is set: plays a random legal move when asked (not while `held`
    is set) and agrees to every undo asked of it."""
    connection = Connection(address, protocol.Hello(invites=(code,))).start()
    rng, seat = random.Random(7), None
    try:
        while not stop.is_set():
            message = connection.next(0.1)
            if isinstance(message, protocol.Welcome):
                seat = message.seats[0]
            if not isinstance(message, protocol.Update) or seat is None:
                continue
            if message.outcome is not None:
                return
            if message.undo is not None:
                connection.send(protocol.UndoAnswer(True))
            elif held is not None and held.is_set():
                continue
            elif seat in message.waiting and message.answered is None and message.state.decision(seat) is not None:
                command = rng.choice(message.state.legal_commands(seat))
                connection.send(protocol.Command(seat, command, message.at))
    finally:
        connection.close()


@pytest.fixture
def friends():
    """The friends a test starts (`friend_plays` threads): they stop when the test ends."""
    stop = threading.Event()
    started: list[threading.Thread] = []

    def start(address: str, code: str, held: threading.Event | None = None) -> None:
        thread = threading.Thread(target=friend_plays, args=(address, code, stop, held), daemon=True)
        thread.start()
        started.append(thread)

    yield start
    stop.set()
    for thread in started:
        thread.join(30)
        assert not thread.is_alive()


def host_two_here_and_a_friend(app: App, game: str, friends, held: threading.Event | None = None) -> TableSession:
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
    friends(address, code, held)
    click_button(app, "close")
    assert isinstance(session, TableSession) and session.humans == [0, 1]
    return session


def hosted(app: App):
    """The table this window hosts."""
    return list(app.host.host.tables.values())[-1]


def shows_the_hosts_last_word(app: App, session: TableSession) -> None:
    until(app, lambda: session.commands_given == len(hosted(app).match.history) and not session.in_flight, WAIT)


def test_two_players_here_are_handed_the_computer_before_a_hand_is_shown(app, friends):
    session = host_two_here_and_a_friend(app, "shitenno", friends)
    until(app, lambda: isinstance(app.scenes.top, HandOverScene), WAIT)
    asked = app.scenes.top.seat
    table = hosted(app)
    assert session.human_asked() == asked and not session.show_private
    assert session.view == table.match.view(None) and session.decision is None
    assert session.log_lines() == table.log_lines(None)
    assert session.preview(None).refusal == f"Pass the computer to {session.seat_name(asked)} first."
    click_button(app, "confirm")
    until(app, lambda: session.human_seat() is not None, WAIT)  # the player's hand is shown, and they are asked
    assert session.human_seat() == asked and session.show_private
    assert session.view == table.match.view(asked) and session.view != table.match.view(None)
    assert session.decision == table.match.state.decision(asked) is not None


def test_the_second_player_here_is_asked_after_a_hand_over_of_their_own(app, friends):
    session = host_two_here_and_a_friend(app, "shitenno", friends)
    until(app, lambda: isinstance(app.scenes.top, HandOverScene), WAIT)
    first = app.scenes.top.seat
    click_button(app, "confirm")
    rng = random.Random(3)
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline and not isinstance(app.scenes.top, HandOverScene):
        if session.human_seat() is not None and session.decision is not None:  # the first player answers
            assert session.human_seat() == first
            assert session.submit(rng.choice(session.decision.options).command) is None
        frames(app)
        time.sleep(0.005)
    handed = app.scenes.top
    assert isinstance(handed, HandOverScene) and handed.seat != first
    shows_the_hosts_last_word(app, session)
    assert session.view == hosted(app).match.view(None)  # the first player's hand is covered until the next confirms


def test_an_undo_asked_here_is_agreed_by_the_other_player_here_at_once(app, friends):
    held = threading.Event()
    session = host_two_here_and_a_friend(app, "shitenno", friends, held)
    table = hosted(app)
    for _ in range(40):  # answer until a move leaves the same player asked (a packet made card by card)
        until(app, lambda: isinstance(app.scenes.top, HandOverScene) or session.decision is not None, WAIT)
        if isinstance(app.scenes.top, HandOverScene):
            click_button(app, "confirm")
        until(app, lambda: session.decision is not None, WAIT)
        shows_the_hosts_last_word(app, session)
        seat, length = session.human_seat(), len(table.match.history)
        options = [option.command for option in session.decision.options]
        kept = next((command for command in options if keeps_the_turn(table.match, seat, command)), None)
        if kept is not None:
            held.set()  # the friend makes no move between this player's move and its undo
        assert session.submit(kept or options[0]) is None
        until(app, lambda: len(table.match.history) > length, WAIT)  # noqa: B023 (the friend may answer at once after)
        until(app, lambda: not session.in_flight and session.ai_pause == 0, WAIT)
        if kept is not None:
            break
    assert kept is not None and len(table.match.history) == length + 1
    until(app, lambda: session.commands_given == length + 1, WAIT)  # the table shows the move taken
    assert session.human_seat() == seat
    assert session.undo() is None
    until(app, lambda: len(table.match.history) == length, WAIT)  # the friend agrees, the other player here at once
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
    watcher = Connection(address, protocol.Hello(invites=(code,))).start()
    try:
        welcome = watcher.next(WAIT)
        assert isinstance(welcome, protocol.Welcome) and welcome.seats == () and welcome.tokens == ()
    finally:
        watcher.close()
    assert isinstance(app.table().session, TableSession)


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
