"""Nothing a player played is lost: a game of any length is saved and resumes, a game open in one window is not
opened (and overwritten) by another, the lists of saves survive files removed under them and never replay a
game to describe it, and the lobby describes the game Resume opens."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from ninjatable.ai.bots import make_bot
from ninjatable.ai.runner import bot_answers
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.i18n import number
from ninjatable.ui.app.replays import ReplaysScene
from ninjatable.ui.app.saves import SavesScene
from ninjatable.ui.app.words import describe_saved
from ninjatable.ui.storage import Storage

from .conftest import make_app
from .helpers import click_button, frames, match_of, save_path_of

#: the most orders a save could hold before: a game past it was never saved again.
OLD_LIMIT = 20_000


def _turning_game(orders: int, seed: int = 3) -> Match:
    """A Ninja All-Stars game of a human and a random seat, `orders` orders in: played at random into its last
    round, then the human's ninja turn on the spot (a ninja may turn as often as it likes in its activation)
    until the game has taken `orders` orders."""
    from ninjatable.games.ninja_all_stars.commands import Turn

    game = get_game("ninja-all-stars")
    match = Match(game, ["human", "random"], seed)
    bots = {seat: make_bot(game, "random", seed * 17 + seat) for seat in range(2)}
    chooser = random.Random(seed)
    while len(match.history) < orders:
        assert not match.state.is_over(), "the game ended before it was long enough"
        state = match.state
        if state.round_no == state.challenge.rounds and 0 in state.to_act() and not state.is_simultaneous():
            turns = [c for c in state.legal_commands(0) if isinstance(c, Turn)]
            if turns:
                match.submit(0, chooser.choice(turns))
                continue
        for seat, command in bot_answers(match, bots):
            match.submit(seat, command)
    return match


def _play_through_the_window(app, orders: int | None, chooser: random.Random) -> None:
    """Play the human's orders at the open table through its session (the random seat answers within the
    frames), `orders` of them past the present count, or to the end of the game (None). Every order is saved."""
    session = app.table().session
    target = None if orders is None else len(match_of(session).history) + orders
    for _ in range(20_000):
        if session.is_over or (target is not None and len(match_of(session).history) >= target):
            return
        seat = session.human_seat()
        if seat is not None:
            legal = [c for c in match_of(session).state.legal_commands(seat) if type(c).__name__ != "Turn"]
            assert session.submit(chooser.choice(legal)) is None
            assert session.save_problem is None, session.save_problem
        frames(app)
    raise AssertionError("the game did not get there")


def test_a_game_past_twenty_thousand_orders_keeps_being_saved_and_resumes_to_its_last_order(home):
    """The old limit of a save (20,000 orders) no longer costs the game: a save at the limit resumes, every order
    past it is saved, a relaunch resumes at the last order, and the game played to its end is kept to replay."""
    match = _turning_game(OLD_LIMIT)
    saves = home / "saves"
    match.save(saves / "autosave.json")
    chooser = random.Random(5)

    first = make_app(home)
    first.show_lobby()
    click_button(first, "resume")
    table = first.table()
    assert table is not None and len(match_of(table.session).history) == OLD_LIMIT
    _play_through_the_window(first, 10, chooser)
    played = match_of(table.session).to_json()["commands"]
    assert len(played) >= OLD_LIMIT + 10 and not table.session.is_over
    assert Match.load(saves / "autosave.json").to_json()["commands"] == played  # saved after every order
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    first.step(0.0)
    first.shutdown()

    second = make_app(home)
    second.show_lobby()
    click_button(second, "resume")
    resumed = second.table()
    assert resumed is not None and match_of(resumed.session).to_json()["commands"] == played
    _play_through_the_window(second, None, chooser)
    final = match_of(resumed.session)
    assert final.state.is_over() and len(final.history) > OLD_LIMIT
    second.show_lobby()
    (kept,) = (saves / "history").iterdir()
    assert len(Match.load(kept).history) == len(final.history)
    assert not second.storage.unfinished()
    click_button(second, "replays")
    listing = second.scenes.top
    assert isinstance(listing, ReplaysScene) and listing.paths == [kept]
    ((title, detail, _),) = listing.rows
    assert ("won" in title or "shared the win" in title) and f"{number(len(final.history))} orders" in detail
    second.shutdown()


# --- a game open in one window is refused in another ------------------------------------------------------------
ROOT = Path(__file__).resolve().parents[2]


def _shinobi_save(path: Path, seed: int = 3, moves: int = 10) -> Path:
    """An unfinished Shinobi save of a human and two easy seats, `moves` random orders in."""
    game = get_game("shinobi")
    match = Match(game, ["human", "easy", "easy"], seed)
    bots = {seat: make_bot(game, "random", seed + seat) for seat in range(3)}
    for _ in range(moves):
        for seat, command in bot_answers(match, bots):
            match.submit(seat, command)
    match.save(path)
    return path


def _process(home: Path, *args: str, **options) -> subprocess.Popen:
    """The app (or its window, `tests.ui.window_process`) in a process of its own on the data folder `home`."""
    env = dict(os.environ, NINJATABLE_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPATH"] = os.pathsep.join(part for part in (str(ROOT), env.get("PYTHONPATH", "")) if part)
    return subprocess.Popen([sys.executable, "-m", *args], cwd=ROOT, env=env, text=True, **options)


def _holder(home: Path, orders: int, more: int) -> tuple[subprocess.Popen, int]:
    """A window that resumed the newest game and played `orders` orders in it (and will play `more`)."""
    holder = _process(home, "tests.ui.window_process", "hold", str(home), str(orders), str(more),
                      stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    line = holder.stdout.readline()
    assert line.startswith("ready "), f"the first window did not get its game open: {line!r}"
    return holder, int(line.split()[1])


def test_a_game_open_in_one_window_is_refused_in_another_and_nothing_is_lost(home):
    """Two app processes on one data folder: while the first plays a game, the second is told the game is open
    in another window (in the lobby, from Resume, from Saved games, on Discard and from `play --load`) and
    writes nothing; every order the first played is in the save."""
    path = _shinobi_save(home / "saves" / "autosave.json")
    holder, _ = _holder(home, 6, 6)
    try:
        other = _process(home, "tests.ui.window_process", "other", str(home), stdout=subprocess.PIPE)
        seen = json.loads(other.communicate(timeout=120)[0].splitlines()[-1])
        cli = _process(home, "ninjatable", "play", "shinobi", "--load", str(path), stderr=subprocess.PIPE)
        cli_error = cli.communicate(timeout=120)[1]
        holder.stdin.write("\n")
        holder.stdin.flush()
        done = holder.stdout.readline()
        assert holder.wait(timeout=120) == 0
    finally:
        holder.kill()
    assert "This game is open in another window." in seen["lobby"]
    assert not seen["table"]
    for refused in (seen["resume"], seen["saves_resume"], seen["discard"]):
        assert refused["screen"] == "MessageScene" and refused["title"] == "Open in another window"
        assert refused["message"].startswith("This game is open in another window (autosave.json).")
    assert seen["listed"] == ["This game is open in another window."] and seen["kept"]
    assert cli.returncode == 2 and "This game is open in another window." in cli_error
    played = int(done.split()[1])
    assert len(Match.load(path).history) == played > 10  # nothing the first window played is lost
    assert not list((home / "saves").glob(".*.lock")), "the lock is gone with the window"


def test_a_game_left_open_by_a_window_that_crashed_opens_at_once(home):
    """The lock dies with its process: a window killed with its game open leaves the game free to resume."""
    path = _shinobi_save(home / "saves" / "autosave.json")
    holder, played = _holder(home, 4, 0)
    holder.kill()
    holder.wait(timeout=60)
    app = make_app(home)
    app.show_lobby()
    frames(app)
    assert "open in another window" not in app.scenes.top.resume_info
    click_button(app, "resume")
    table = app.table()
    assert table is not None and save_path_of(table.session) == path and len(match_of(table.session).history) == played
    app.shutdown()


# --- the lists of saves, built while another window removes files ------------------------------------------------
def _finished_game(seed: int, challenge: str = "brawl") -> Match:
    """A Ninja All-Stars game of two random seats played to its end (some hundreds of orders)."""
    from ninjatable.ai.runner import bots_for, play_to_end

    match = Match(get_game("ninja-all-stars"), ["random", "random"], seed, {"challenge": challenge})
    return play_to_end(match, bots_for(match, seed))


@pytest.mark.parametrize(("when", "look"), [("stat", 1), ("stat", 2), ("open", 1)])
def test_the_lists_of_saves_leave_out_a_file_another_window_removes_while_they_are_built(home, monkeypatch, when,
                                                                                         look):
    """Another window may remove a save at any moment (a game it finished, one it discarded): a file that goes
    away between the listing of the folder and a look at it (its first or second `stat`) or the reading of it
    (`open`) does not stop the lobby, the saved games or the replays; it is left out, or named as gone, and the
    rest are listed."""
    saves = home / "saves"
    storage = Storage(home)
    kept = [storage.keep_finished(_finished_game(seed)) for seed in (1, 2)]
    unfinished = [_shinobi_save(saves / name, seed) for seed, name in ((4, "autosave.json"), (5, "autosave-1.json"))]
    victims: set[str] = set()
    looks: dict[str, int] = {}
    real = getattr(Path, when)

    def vanishing(self, *args, **kwargs):
        if self.name in victims:
            looks[self.name] = looks.get(self.name, 0) + 1
            if looks[self.name] == look:
                victims.discard(self.name)
                os.unlink(self)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Path, when, vanishing)
    app = make_app(home)
    victims.add(unfinished[0].name)
    lobby = app.show_lobby()
    frames(app)
    assert lobby.latest.path == unfinished[1]
    click_button(app, "saves")
    assert [game.path for game in app.scenes.top.games] == [unfinished[1]]
    frames(app)
    app.shutdown()

    app = make_app(home)  # a new window: nothing of the files is remembered
    victims.update({kept[0].name, unfinished[1].name})
    app.show_lobby()
    click_button(app, "replays")
    listing = app.scenes.top
    frames(app)
    assert isinstance(listing, ReplaysScene) and kept[1] in listing.paths and unfinished[1] not in listing.paths
    for path, (title, detail, _) in zip(listing.paths, listing.rows, strict=True):
        assert ("won" in title or "shared the win" in title) if path == kept[1] else "does not exist" in detail
    app.shutdown()


# --- the list of replays reads each game's result, never replays it ------------------------------------------------
def _counting_replays(monkeypatch) -> list[str]:
    """Every save replayed from here on, by name."""
    replayed: list[str] = []
    real = Match.from_json

    def counted(cls, data, source="<save>"):
        replayed.append(Path(source).name)
        return real(data, source)

    monkeypatch.setattr(Match, "from_json", classmethod(counted))
    return replayed


def test_the_replays_list_of_long_finished_games_replays_none(app, home, monkeypatch):
    """The winner, the scores, the orders and the options of a finished game are recorded in its save when it
    ends: the list of replays reads them, on every page, and replays no game to describe it."""
    challenges = ("brawl", "capture-the-medal", "assassination", "king-of-the-hill")
    matches = [_finished_game(seed, challenges[seed % 4]) for seed in range(9)]
    for match in matches:
        app.storage.keep_finished(match)
    replayed = _counting_replays(monkeypatch)
    app.show_lobby()
    click_button(app, "replays")
    listing = app.scenes.top
    rows = list(listing.rows)
    click_button(app, "next")
    rows += listing.rows
    frames(app)
    assert replayed == []
    assert len(rows) == len(matches)
    titles = {title for title, _, _ in rows}
    details = " ".join(detail for _, detail, _ in rows)
    for match in matches:
        outcome = match.state.outcome()
        names = [match.state.seat_name(seat) for seat in outcome.winners]
        assert any(all(name in title for name in names) for title in titles)
        assert f"{len(match.history)} orders" in details
    assert "Capture the Medal" in details and "Sakura Garden" in details


def test_an_older_finished_game_is_replayed_once_for_its_result_and_then_kept(app, home, monkeypatch):
    """A history file written before results were recorded is replayed once, its result then kept in it (its
    time unchanged, so the list keeps its order): the next list, even in a new window, replays nothing."""
    from ninjatable.engine.match import save_text, write_atomically

    paths = []
    for seed in range(3):
        data = _finished_game(seed).to_json()
        del data["result"]
        path = app.storage.history_path(data)
        write_atomically(path, save_text(data))
        os.utime(path, (1_700_000_000 + seed, 1_700_000_000 + seed))
        paths.append(path)
    replayed = _counting_replays(monkeypatch)
    app.show_lobby()
    click_button(app, "replays")
    first = list(app.scenes.top.rows)
    assert sorted(replayed) == sorted(path.name for path in paths)
    assert [int(path.stat().st_mtime) for path in paths] == [1_700_000_000 + seed for seed in range(3)]
    replayed.clear()
    again = make_app(home)
    again.show_lobby()
    click_button(again, "replays")
    assert replayed == [] and again.scenes.top.rows == first
    again.shutdown()


# --- the lobby and the saved games ----------------------------------------------------------------------------
def test_an_unfinished_save_marked_over_is_listed_in_saved_games_and_resumes(app, home):
    """A save whose `over` field says the game is over while its orders do not end it stays in the saves folder
    (it is not moved to the history): Saved games lists it with what is wrong, and it resumes (or is discarded)."""
    path = _shinobi_save(home / "saves" / "autosave.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["over"] = True
    path.write_text(json.dumps(data), encoding="utf-8")
    lobby = app.show_lobby()
    frames(app)
    assert path.exists() and lobby.latest is not None and lobby.latest.path == path
    assert "marked finished, but its orders do not end the game" in lobby.resume_info
    click_button(app, "saves")
    listing = app.scenes.top
    assert isinstance(listing, SavesScene)
    (game,) = listing.games
    assert game.readable and "marked finished" in describe_saved(game)
    frames(app)
    click_button(app, "resume:autosave.json")
    table = app.table()
    assert table is not None and len(match_of(table.session).history) == 10
    _play_through_the_window(app, 1, random.Random(3))  # the next order is saved, the mark gone
    assert table.session.autosave() and json.loads(path.read_text(encoding="utf-8"))["over"] is False


def test_an_unfinished_save_marked_over_whose_orders_fail_is_listed_to_discard(app, home):
    path = _shinobi_save(home / "saves" / "autosave.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["over"] = True
    data["commands"].append(data["commands"][0])
    path.write_text(json.dumps(data), encoding="utf-8")
    app.show_lobby()
    click_button(app, "saves")
    (game,) = app.scenes.top.games
    assert not game.readable and "command 11" in str(game.problem)
    click_button(app, "discard:autosave.json")
    click_button(app, "discard:autosave.json")
    assert not path.exists()


def test_the_lock_file_of_a_save_that_is_gone_is_cleaned_up_and_a_held_one_is_kept(home):
    """A window that crashed leaves its lock file (unlocked); once its save is gone too, the lobby removes it. A
    lock another window holds stays, and so does its game."""
    from ninjatable.ui.save_lock import GameLock, lock_path

    saves = home / "saves"
    gone = saves / "autosave-7.json"
    held = _shinobi_save(saves / "autosave.json")
    saves.joinpath(lock_path(gone).name).write_bytes(b"")
    other = Storage(home)
    other.claim(held)
    an_hour_ago = time.time() - 3600
    for path in (lock_path(gone), lock_path(held)):
        os.utime(path, (an_hour_ago, an_hour_ago))
    Storage(home).tidy()
    assert not lock_path(gone).exists() and lock_path(held).exists()
    assert GameLock.take(held) is None
    other.release()
    assert not lock_path(held).exists()
    taken = GameLock.take(held)
    assert taken is not None
    taken.release()
