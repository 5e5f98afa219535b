"""The lobby gives each game presence: a drawn cover with its name, players and length, the games always in the
same places with the last game played marked; it draws without importing any game package, quickly, and keeps its right panel."""

from __future__ import annotations

import os
import subprocess
import sys

from ninjatable.engine import registry
from ninjatable.engine.match import Match
from ninjatable.ui import text
from ninjatable.ui.app import covers
from ninjatable.ui.app.lobby import LobbyScene
from tests.teach.helpers import finished_match, table_or_skip

from .helpers import click, frames


def _lobby(app) -> LobbyScene:
    app.show_lobby()
    frames(app)
    lobby = app.scenes.top
    assert isinstance(lobby, LobbyScene)
    return lobby


def test_every_game_lists_how_long_it_takes():
    for name, listing in registry.CATALOGUE.items():
        assert listing.length.endswith(" min") and listing.length[0].isdigit(), name


def test_each_game_shows_a_drawn_cover_with_its_name_players_and_length(app):
    lobby = _lobby(app)
    with text.recording() as drawn:
        app.draw()
    for name, _, card in lobby.rows:
        listing = registry.CATALOGUE[name]
        inside = [piece.text for piece in drawn if card.contains(piece.rect)]
        players = listing.tagline.split(" · ")[0]
        assert listing.title in inside and f"{players} · {listing.length}" in inside, (name, inside)
        art = covers.cover(name, listing.title, (card.width - 16, 112))
        colours = {tuple(art.get_at((x, y)))[:3] for x in range(0, art.get_width(), 8)
                   for y in range(0, art.get_height(), 8)}
        assert len(colours) >= 3, f"{name}'s cover is a plain block"
        assert lobby.buttons.get(f"play:{name}").rect.colliderect(card)
        assert lobby.buttons.get(f"rules:{name}").rect.colliderect(card)
    for key in ("resume", "join", "saves", "replays", "settings", "quit"):
        assert lobby.buttons.get(key).rect.x == 930


def test_the_last_game_played_keeps_its_place_marked_and_its_play_button_opens_it(app, home):
    game = table_or_skip("ronin")
    app.storage.keep_finished(finished_match(game, ["human", "random"]))
    lobby = _lobby(app)
    assert [name for name, _, _ in lobby.rows] == registry.game_names() and lobby.last_played == "ronin"
    with text.recording() as drawn:
        app.draw()
    ribbon = next(piece for piece in drawn if piece.text == "Last played")
    card = next(card for name, _, card in lobby.rows if name == "ronin")
    assert card.contains(ribbon.rect)
    click(app, lobby.buttons.get("play:ronin").rect.center)
    assert type(app.scenes.top).__name__ == "SetupScene" and app.scenes.top.name == "ronin"


def test_an_unfinished_save_makes_its_game_the_last_played_in_its_own_place(app, home):
    game = table_or_skip("shin")
    Match(game, ["human", "random"], 3).save(home / "saves" / "autosave.json")
    lobby = _lobby(app)
    assert lobby.last_played == "shin" and [name for name, _, _ in lobby.rows] == registry.game_names()


def test_the_saved_games_words_stay_clear_of_the_buttons(app, home):
    game = table_or_skip("shinobi")
    Match(game, ["human", "easy", "normal", "hard", "easy"], 3).save(home / "saves" / "autosave.json")
    (home / "saves" / "autosave-1.json").write_text("not a save")
    lobby = _lobby(app)
    assert "cannot be read" in lobby.resume_info
    with text.recording() as drawn:
        app.draw()
    words = [piece for piece in drawn if piece.rect.x == 930 and piece.rect.y > lobby.buttons.get("resume").rect.y
             and piece.size < 30 and "full screen" not in piece.text]
    assert " ".join(piece.text for piece in words) == lobby.resume_info
    for piece in words:
        for button in lobby.buttons.buttons:
            assert not piece.rect.colliderect(button.rect), (piece.text, button.label)


def test_the_lobby_draws_without_importing_a_game_package(tmp_path):
    script = ("import os, sys\n"
              "from ninjatable.ui.app.window import App\n"
              "from ninjatable.ui.storage import Settings, Storage\n"
              f"app = App(Storage(__import__('pathlib').Path({str(tmp_path)!r})), Settings())\n"
              "app.show_lobby(); app.draw()\n"
              "print(sorted(m for m in sys.modules if m.startswith('ninjatable.games.')))\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_the_lobby_is_drawn_within_one_and_a_half_seconds_of_start(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               NINJATABLE_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "ninjatable", "--lobby-once"], capture_output=True, text=True,
                          env=env, timeout=60)
    line = next(line for line in done.stdout.splitlines() if line.startswith("lobby drawn"))
    assert float(line.split()[2]) < 1500
