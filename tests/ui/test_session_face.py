"""The face a table talks to is declared once (`Session`), and every session class gives all of it: each
declared attribute, property and method is there (a method with the declared parameters), checked member by
member (`isinstance` with a runtime-checkable protocol looks at names only). A table here and a network table are
one class; a table here round-trips every message through the wire and plays the same."""

from __future__ import annotations

import inspect

import pytest

from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.here import open_here
from ninjatable.ui.table.replay import EVERYONE, ReplaySession
from ninjatable.ui.table.session import Session, TableSession


def declared() -> dict[str, str]:
    """Every member the protocol declares: 'attribute', 'property' or 'method'."""
    found = {name: "attribute" for name in Session.__annotations__}
    for name, value in vars(Session).items():
        if name.startswith("_"):
            continue
        if isinstance(value, property):
            found[name] = "property"
        elif inspect.isfunction(value):
            found[name] = "method"
    return found


def sessions(tmp_path):
    game = get_game("shinobi")
    here = open_here(Match(game, ["human", "easy", "easy"], 3), Storage(tmp_path / "home"), Settings(),
                     ai_inline=True)
    replay = ReplaySession(Match(game, ["human", "easy", "easy"], 3), Storage(tmp_path / "home"), Settings(),
                           EVERYONE)
    return [here, replay]


def test_the_protocol_declares_what_tables_use():
    members = declared()
    assert len(members) >= 40
    for name in ("view", "decision", "submit", "preview", "undo", "needs_hand_over", "reveal", "tutor",
                 "thinking_long", "wait", "in_flight", "needs_time", "following", "whose"):
        assert name in members, name


@pytest.mark.parametrize("which", [0, 1], ids=["table", "replay"])
def test_every_session_class_gives_every_declared_member(tmp_path, which):
    session = sessions(tmp_path)[which]
    for name, kind in declared().items():
        assert hasattr(session, name), f"{type(session).__name__} has no {name}"
        if kind == "method":
            mine = getattr(type(session), name, None)
            assert inspect.isfunction(mine), f"{type(session).__name__}.{name} is not a method"
            wanted = list(inspect.signature(getattr(Session, name)).parameters)
            assert list(inspect.signature(mine).parameters) == wanted, f"{type(session).__name__}.{name}"
        elif kind == "property":
            assert not inspect.ismethod(getattr(session, name)), f"{type(session).__name__}.{name}"
        else:
            assert not inspect.ismethod(getattr(session, name)), f"{type(session).__name__}.{name}"
    assert isinstance(session, Session)


def test_a_table_here_and_a_network_table_are_one_class(tmp_path):
    here = sessions(tmp_path)[0]
    assert type(here) is TableSession and here.link.judge is not None


def test_a_table_here_carries_through_the_wire_what_it_carries_in_process(tmp_path):
    """The same game twice, one table passing every message through its wire form: both show the same."""
    game = get_game("shin")
    shown = []
    for round_trip in (False, True):
        match = Match(game, ["human", "easy"], 11)
        session = open_here(match, Storage(tmp_path / f"home{round_trip}"), Settings(ai_pacing="instant"),
                            ai_inline=True, round_trip=round_trip)
        seen = []
        for _ in range(400):
            session.update(0.0)
            seat = session.human_seat()
            if seat is not None:
                assert session.submit(session.decision.options[0].command) is None
            seen.append((session.commands_given, tuple(session.log_lines()), session.view))
            if session.is_over:
                break
        shown.append(seen)
    assert shown[0] == shown[1]
