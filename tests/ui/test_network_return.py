"""Coming back to a network table at the window: the lobby's "Your network tables" reopens a seat kept in the
data folder, the hosting window invites a seat again, a club's open tables are listed and sat at, and the notice
of a lost connection goes once it is back."""

from __future__ import annotations

import pygame
import pytest

from ninjatable.net.client import Connection
from ninjatable.net.protocol import Hello, Lost, Refused, Reveal, Welcome
from ninjatable.net.transport import HostThread
from ninjatable.ui.app.network import ClubScene, InvitesScene, NetworkTablesScene
from ninjatable.ui.app.window import App
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.scene import TableScene
from ninjatable.ui.table.session import LOST_NOTICE, TableSession
from tests.ui.helpers import click_button, frames, key, until

KEY = "club-key"


@pytest.fixture
def app(tmp_path):
    made = App(Storage(tmp_path / "home"), Settings(animation_speed="off", ai_pacing="instant"))
    made.show_lobby()
    yield made
    made.shutdown()


@pytest.fixture
def host(tmp_path):
    running = HostThread(tmp_path / "host", port=0, key=KEY)
    running.start()
    yield running
    running.stop()


def test_a_seat_joined_from_the_window_is_reopened_from_your_network_tables(app, host, tmp_path):
    table, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    app.open_join(f"127.0.0.1:{host.port}", invites[1])
    click_button(app, "join")
    until(app, lambda: app.table() is not None)
    app.show_lobby()  # the window left the table (as if it had been closed)
    until(app, lambda: not table.judge.seats[1].screens)
    click_button(app, "network-tables")
    listing = app.scenes.top
    assert isinstance(listing, NetworkTablesScene)
    [seat] = listing.seats
    assert seat.game == "shin" and seat.seats == (1,) and seat.uri.endswith(f":{host.port}")
    click_button(app, "open:0")
    until(app, lambda: app.table() is not None)
    session = app.table().session
    assert isinstance(session, TableSession) and session.humans == [1]
    until(app, lambda: bool(table.judge.seats[1].screens))


def test_the_lists_say_whose_turn_it_is_and_fit_the_window(app, host):
    table, invites, _ = host.call(host.host.create, "ronin", ["remote", "remote"], {}, False)
    app.open_join(f"127.0.0.1:{host.port}", invites[0])
    click_button(app, "join")
    until(app, lambda: app.table() is not None)
    app.show_lobby()
    click_button(app, "network-tables")
    until(app, lambda: app.scenes.top.seats[0].waiting != "")
    frames(app, 2)
    pygame.image.save(app.surface, str(app.storage.root / "network-tables.png"))


def test_the_hosting_window_invites_a_seat_again_and_the_old_invite_opens_it_no_more(app):
    click_button(app, "play:shin")
    click_button(app, "seat:1")
    click_button(app, "seat:1")  # a friend over the network
    click_button(app, "start")
    invites = app.scenes.top
    assert isinstance(invites, InvitesScene)
    [(_, old)] = invites.lines
    click_button(app, "renew:0")
    [(_, new)] = invites.lines
    assert new != old and new.rsplit("/", 1)[0] == old.rsplit("/", 1)[0]
    address, old_code = old.rsplit("/", 1)
    stale = Connection(address, Hello(invites=(old_code,))).start()
    fresh = Connection(address, Hello(invites=(new.rsplit("/", 1)[1],))).start()
    try:
        assert isinstance(stale.next(10), Refused)
        assert isinstance(fresh.next(10), Welcome)
    finally:
        stale.close()
        fresh.close()
    click_button(app, "close")
    app.pause(app.table())
    click_button(app, "Invites")  # the invites again, from the pause menu
    assert isinstance(app.scenes.top, InvitesScene) and app.scenes.top.lines[0][1] == new


def test_a_clubs_address_alone_lists_its_open_tables_and_a_click_sits_at_a_free_seat(app, host):
    table, _, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False, True)
    click_button(app, "join")
    for char in f"127.0.0.1:{host.port}":
        key(app, 0, unicode=char)
    key(app, pygame.K_RETURN)
    club = app.scenes.top
    assert isinstance(club, ClubScene)
    assert [(t.table, t.free) for t in club.tables] == [(table.id, 2)]
    click_button(app, "sit:0")
    until(app, lambda: app.table() is not None)
    assert app.table().session.humans == [0]


def test_a_club_table_is_made_from_the_seat_setup_with_the_clubs_key(app, host):
    app.open_club(f"127.0.0.1:{host.port}")
    club = app.scenes.top
    for char in KEY:
        key(app, 0, unicode=char)
    click_button(app, "new")
    click_button(app, "play:shin")
    click_button(app, "seat:1")
    click_button(app, "seat:1")  # a friend: free for anyone at the club
    click_button(app, "start")
    assert isinstance(app.table(), TableScene) and app.club is None
    [made] = [t for t in host.host.tables.values()]
    assert made.listed and made.free_seats() == [1]
    del club


def test_the_notice_of_a_lost_connection_goes_once_it_is_back(app, host):
    _, invites, _ = host.call(host.host.create, "shin", ["remote", "remote"], {}, False)
    app.open_join(f"127.0.0.1:{host.port}", invites[0])
    click_button(app, "join")
    until(app, lambda: app.table() is not None)
    table = app.table()
    connection = table.session.link
    connection._inbox.put(Lost())  # the connection drops (it says so) ...
    connection._inbox.put(Lost())
    frames(app, 2)
    assert table.toast.visible and table.toast.message == str(LOST_NOTICE)
    assert table.session.connection_lost
    host.call(lambda: host.server.wake(next(iter(host.host.tables.values()))))
    table.session.link.send(Reveal(0))  # anything the host answers
    until(app, lambda: not table.session.connection_lost, 10)
    frames(app, 2)
    assert not table.toast.visible
