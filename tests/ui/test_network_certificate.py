"""Joining a `wss://` host that made its own certificate, from the window: the join screen asks for the host's
certificate file for a `wss://` address only (typed, or a file dropped on the window), joins over TLS with it,
keeps it with the seat so that "Your network tables" opens the seat again, offers it again for that host's
address, and says in one sentence naming the file when the file cannot be read or the host's certificate is not
the one it holds. A club's table sat at from its list is kept with the certificate too, and sitting at it again
returns to the same seat."""

from __future__ import annotations

import pygame
import pytest

from ninjatable.i18n import render
from ninjatable.net.client import invite_parts
from ninjatable.net.kept import KeptSeats
from ninjatable.net.transport import HostThread, server_tls
from ninjatable.ui.app.network import ClubScene, JoinScene, NetworkTablesScene
from tests.net.test_host_life import self_signed
from tests.ui.helpers import click, click_button, frames, key, until

KEY = "club-key"
#: the longest a test waits for the host (a guard: it answers at once on an idle machine).
WAIT = 60.0


@pytest.fixture
def certificate(tmp_path) -> tuple[str, str]:
    """The host's own certificate and its key (files), made now."""
    folder = tmp_path / "certificate"
    folder.mkdir()
    return self_signed(folder)


@pytest.fixture
def host(tmp_path, certificate):
    running = HostThread(tmp_path / "host", port=0, key=KEY, tls=server_tls(*certificate))
    running.start()
    yield running
    running.stop()


def address(host: HostThread) -> str:
    return f"wss://127.0.0.1:{host.port}"


def type_into(app, scene: JoinScene, field: str, words: str) -> None:
    """Click the field (a real mouse click) and type `words` a key at a time."""
    click(app, scene.rects[field].center)
    assert scene.focus == field
    for char in words:
        key(app, 0, unicode=char)


def open_join(app) -> JoinScene:
    app.show_lobby()
    click_button(app, "join")
    scene = app.scenes.top
    assert isinstance(scene, JoinScene)
    return scene


def invited(app, host: HostThread, seat: int = 0) -> tuple[object, JoinScene]:
    """A two-player SHIN table at the host, and the join screen with its address and the invite of `seat` typed."""
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    scene = open_join(app)
    type_into(app, scene, "address", address(host))
    type_into(app, scene, "code", invites[seat])
    return table, scene


def problem_shown(app, scene: JoinScene) -> str:
    """The sentence the join screen shows once it gave up, in the reader's words."""
    until(app, lambda: scene.connection is None and bool(scene.problem), WAIT)
    frames(app)
    assert app.scenes.top is scene and app.table() is None
    return render(scene.problem)


def test_the_certificate_is_asked_for_a_wss_address_only(app):
    scene = open_join(app)
    type_into(app, scene, "address", "127.0.0.1:8765")
    assert not scene.shows_certificate and "certificate" not in scene.fields_shown()
    click(app, scene.rects["certificate"].center)  # nothing there to click
    assert scene.focus == "address"
    scene.fields["address"] = ""
    type_into(app, scene, "address", "wss://games.example.org:8765")
    assert scene.shows_certificate and scene.buttons.get("clear-certificate")
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.focus == "certificate"
    for char in "/nowhere/ho/st.pem":  # a path is taken as it is, never as an invite ADDRESS/CODE
        key(app, 0, unicode=char)
    assert scene.fields == {"address": "wss://games.example.org:8765", "code": "",
                            "certificate": "/nowhere/ho/st.pem"}
    click_button(app, "clear-certificate")
    assert scene.cafile is None
    click(app, scene.rects["address"].center)
    scene.take_text("wss://games.example.org:8765/ABCD-EFGH")  # an invite pasted whole stays encrypted
    assert (scene.fields["address"], scene.fields["code"]) == ("wss://games.example.org:8765", "ABCD-EFGH")
    assert scene.shows_certificate


def test_an_invite_given_whole_keeps_a_wss_address():
    assert invite_parts(" wss://games.example.org:8765/ABCD-EFGH ") == ("wss://games.example.org:8765", "ABCD-EFGH")
    assert invite_parts("192.168.1.20:8765/ABCD-EFGH") == ("192.168.1.20:8765", "ABCD-EFGH")
    assert invite_parts("ws://192.168.1.20:8765/ABCD-EFGH") == ("192.168.1.20:8765", "ABCD-EFGH")
    assert invite_parts("ABCD-EFGH") == (None, "ABCD-EFGH")


def test_a_friend_joins_a_wss_host_with_its_certificate_and_reopens_the_seat_from_network_tables(app, host,
                                                                                                 certificate):
    table, scene = invited(app, host, 1)
    type_into(app, scene, "certificate", certificate[0])
    click_button(app, "join")
    until(app, lambda: app.table() is not None, WAIT)
    assert app.table().session.humans == [1]
    until(app, lambda: bool(table.judge.seats[1].screens), WAIT)
    [kept] = KeptSeats(app.storage.root).all()
    assert kept.cafile == certificate[0] and kept.uri == address(host)
    app.show_lobby()  # the window left the table (as if it had been closed)
    until(app, lambda: not table.judge.seats[1].screens, WAIT)
    click_button(app, "network-tables")
    assert isinstance(app.scenes.top, NetworkTablesScene)
    click_button(app, "open:0")
    until(app, lambda: app.table() is not None, WAIT)
    assert app.table().session.humans == [1]
    until(app, lambda: bool(table.judge.seats[1].screens), WAIT)


def test_a_certificate_file_dropped_on_the_join_screen_is_taken_and_offered_again_for_that_host(app, host,
                                                                                               certificate):
    _, scene = invited(app, host)
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=certificate[0]))
    frames(app)
    assert scene.fields["certificate"] == certificate[0] and scene.focus == "certificate"
    key(app, pygame.K_RETURN)
    until(app, lambda: app.table() is not None, WAIT)
    again = open_join(app)  # another table at the same host, later: its certificate is offered
    type_into(app, again, "address", address(host))
    assert again.cafile == certificate[0]


def test_a_certificate_file_that_cannot_be_used_is_refused_naming_the_file(app, host, tmp_path):
    missing, not_one = tmp_path / "nowhere" / "host.pem", tmp_path / "notes.pem"
    not_one.write_text("not a certificate\n", encoding="utf-8")
    _, scene = invited(app, host)
    for path, words in ((missing, "There is no certificate file"), (not_one, "holds no certificate")):
        click_button(app, "clear-certificate")
        type_into(app, scene, "certificate", str(path))
        click_button(app, "join")
        said = problem_shown(app, scene)
        assert str(path) in said and words in said
    assert not app.storage.crash_log_path.exists()


def test_a_host_whose_certificate_the_file_does_not_vouch_for_is_refused_at_once_naming_the_file(app, host,
                                                                                                tmp_path):
    folder = tmp_path / "another"
    folder.mkdir()
    other, _ = self_signed(folder)  # another host's certificate: the same name, another key
    table, scene = invited(app, host)
    type_into(app, scene, "certificate", other)
    click_button(app, "join")
    said = problem_shown(app, scene)
    assert other in said and "does not vouch for" in said
    click_button(app, "clear-certificate")  # and with no file: this computer does not trust it
    click_button(app, "join")
    said = problem_shown(app, scene)
    assert "does not trust" in said and "give its certificate file" in said
    assert not any(play.screens for play in table.judge.seats)  # nobody sat down
    assert not app.storage.crash_log_path.exists()


def test_a_clubs_table_sat_at_over_wss_is_kept_with_the_certificate_and_its_seat_is_the_same_again(app, host,
                                                                                                  certificate):
    table, _, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False, True)
    for again in (False, True):  # sat at, left, and sat at again from the club's list
        scene = open_join(app)
        type_into(app, scene, "address", address(host))
        if again:  # the certificate kept with the seat is offered for the club's address
            assert scene.cafile == certificate[0]
        else:
            type_into(app, scene, "certificate", certificate[0])
        click_button(app, "join")  # the address alone: the club's tables
        club = app.scenes.top
        assert isinstance(club, ClubScene) and [t.table for t in club.tables] == [table.id]
        click_button(app, "sit:0")
        until(app, lambda: app.table() is not None, WAIT)
        assert app.table().session.humans == [0]
        app.show_lobby()
        until(app, lambda: not table.judge.seats[0].screens, WAIT)
    assert table.free_seats() == [1]
    [kept] = KeptSeats(app.storage.root).all()
    assert kept.table == table.id and kept.seats == (0,) and kept.cafile == certificate[0]
