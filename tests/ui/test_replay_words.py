"""A replay follows a seat: its table names that seat ("Player 2's hand"), never "you", and tells nobody how to
play a card; the list of replays names the winner and the scores of each finished game, and a finished save
that cannot be replayed is still listed, with the reason."""

from __future__ import annotations

import re

import pygame
import pytest

from ninjatable.engine.match import Match, save_text, write_atomically
from ninjatable.ui import text
from ninjatable.ui.app.replays import ReplaysScene
from ninjatable.ui.table.replay import ReplayScene
from tests.teach.helpers import NAMES, finished_match, random_play, seat_count, table_or_skip

from .helpers import click_button, frames, key

#: words meant for a player at the table, which a replay must not show.
PLAYER_WORDS = re.compile(r"\bYour\b|\(you\)|\bdrag or click\b", re.IGNORECASE)


def _replay_from_the_list(app, path) -> ReplayScene:
    app.show_lobby()
    frames(app)
    click_button(app, "replays")
    listing = app.scenes.top
    assert isinstance(listing, ReplaysScene) and path in listing.paths
    click_button(app, f"watch:{listing.paths.index(path)}")
    scene = app.scenes.top
    assert isinstance(scene, ReplayScene)
    return scene


def _drawn_words(app) -> list[str]:
    with text.recording() as drawn:
        app.draw()
    return [piece.text for piece in drawn]


@pytest.mark.parametrize("name", NAMES)
def test_a_replay_names_the_followed_seat_and_never_says_your(app, home, name):
    game = table_or_skip(name)
    seats = ["random"] * seat_count(game)
    seats[1] = "human"
    match = Match(game, seats, 5)
    random_play(match, 5, lambda m: len(m.history) >= 30 or m.state.is_over())
    path = home / "saves" / "autosave.json"
    match.save(path)
    scene = _replay_from_the_list(app, path)
    assert scene.session.viewpoint == 1 and scene.table.following
    for step in range(3):
        if step:
            key(app, pygame.K_LEFT)
        shown = [words for words in _drawn_words(app) if PLAYER_WORDS.search(words)]
        assert shown == [], f"{name} at step {scene.session.step} says {shown}"
    assert scene.table.whose() == f"{match.state.seat_name(1)}'s"


def test_a_shinobi_replay_labels_the_hand_and_province_with_the_seats_name(app, home):
    game = table_or_skip("shinobi")
    match = Match(game, ["random", "human", "random"], 4)
    random_play(match, 4, lambda m: len(m.history) >= 20)
    path = home / "saves" / "autosave.json"
    match.save(path)
    _replay_from_the_list(app, path)
    words = _drawn_words(app)
    assert "Player 2's hand" in words and "Player 2's province" in words
    assert not any("drag" in line for line in words)


def test_the_replay_list_names_the_winner_and_the_scores_of_a_finished_game(app, home):
    game = table_or_skip("shinobi")
    match = finished_match(game, ["human", "random", "random"])
    kept = app.storage.keep_finished(match)
    outcome = match.state.outcome()
    app.show_lobby()
    frames(app)
    click_button(app, "replays")
    listing = app.scenes.top
    assert isinstance(listing, ReplaysScene) and listing.paths == [kept]
    ((title, detail, _),) = listing.rows
    winners = [match.state.seat_name(seat) for seat in outcome.winners]
    assert all(name in title for name in winners) and ("won" in title or "shared" in title)
    for seat, score in enumerate(outcome.scores):
        assert f"{match.state.seat_name(seat)}: {int(score)}" in detail
    assert detail.startswith(match.state.seat_name(outcome.ranking[0]))  # the best ranked first
    words = _drawn_words(app)
    assert any(name in line for line in words for name in winners)


def test_a_finished_save_whose_orders_cannot_be_replayed_is_listed_with_the_reason(app, home):
    """A history file of an older version (no result recorded) is replayed for its result: one that fails says
    why."""
    game = table_or_skip("shinobi")
    match = finished_match(game, ["human", "random", "random"])
    data = match.to_json()
    del data["result"]
    data["commands"] = data["commands"][:5] + [[0, "no such order"]] + data["commands"][5:]
    kept = app.storage.history_path(data)
    write_atomically(kept, save_text(data))
    app.show_lobby()
    frames(app)
    click_button(app, "replays")
    listing = app.scenes.top
    assert isinstance(listing, ReplaysScene) and listing.paths == [kept]
    ((title, detail, _),) = listing.rows
    assert title == "Shinobi: finished"
    assert detail.startswith("the result cannot be read: command 6")
    frames(app, 2)
    assert app.scenes.top is listing
