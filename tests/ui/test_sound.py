"""Sound effects: every event a game emits has a cue or is silent on purpose, each moment of the games sounds,
mute and volume are remembered, and no missing or failing mixer stops a game (headless, the dummy audio
driver, the mixer's Sound recorded)."""

from __future__ import annotations

import ast
import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from ninjatable.ai.bots import make_bot
from ninjatable.ai.runner import bot_step
from ninjatable.engine.match import Match
from ninjatable.engine.registry import CATALOGUE, get_game
from ninjatable.ui import sound
from ninjatable.ui.app.dialogs import SettingsScene
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.cues import EVENT_CUES, cues_for

from .conftest import make_app
from .helpers import click_button, drag, find_match, frames

GAMES_ROOT = Path(__file__).resolve().parents[2] / "ninjatable" / "games"
#: the moments the issue lists, and the game whose play makes each
MOMENTS = ("card", "draw", "shuffle", "dice", "figure", "stone")


class Recorder:
    """Stands in for `pygame.mixer.Sound`: made from a buffer, it records every play."""

    played: list[int] = []

    def __init__(self, buffer: bytes) -> None:
        assert buffer and len(buffer) % 2 == 0
        self.size = len(buffer)
        self.volume = 1.0

    def set_volume(self, value: float) -> None:
        self.volume = value

    def play(self) -> None:
        Recorder.played.append(self.size)


@pytest.fixture
def recorded(monkeypatch):
    Recorder.played = []
    monkeypatch.setattr(pygame.mixer, "Sound", Recorder)
    return Recorder.played


def emitted_kinds(package: Path) -> set[str]:
    """The event kinds a game's rules name in their source: `Event(text, seat, kind)` and `say(text, kind)`."""
    kinds: set[str] = set()
    for path in package.rglob("*.py"):
        if "table" in path.relative_to(package).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            index = {"Event": 2, "say": 1}.get(name or "")
            if index is None:
                continue
            kind = next((k.value for k in node.keywords if k.arg == "kind"), None)
            if kind is None:
                kind = node.args[index] if len(node.args) > index else ast.Constant("info")
            if isinstance(kind, ast.Constant) and isinstance(kind.value, str):
                kinds.add(kind.value)
    return kinds


def played_kinds(name: str, seeds=range(1, 3)) -> set[str]:
    """The event kinds random games of `name` produce, at every seat count."""
    spec = get_game(name)
    found: set[str] = set()
    for seed in seeds:
        for count in spec.seat_counts:
            match = Match(spec, ["random"] * count, seed)
            bots = {s: make_bot(spec, "random", seed * 31 + s) for s in range(count)}
            for _ in range(3000):
                if match.state.is_over() or not bot_step(match, bots):
                    break
            found.update(entry.event.kind for entry in match.log)
    return found


@pytest.mark.parametrize("name", list(CATALOGUE))
def test_every_event_kind_a_game_emits_has_a_cue_or_is_silent_on_purpose(name):
    package = GAMES_ROOT.joinpath(*CATALOGUE[name].module.split(".")[2:])
    kinds = emitted_kinds(package) | played_kinds(name)
    cues = EVENT_CUES[name]
    assert kinds - set(cues) == set(), f"{name}: kinds with no cue and no deliberate silence"
    assert set(cues) - kinds == set(), f"{name}: cues kept for kinds the game no longer emits"
    assert {cue for cue in cues.values() if cue is not None} <= set(sound.CUES)


def test_every_listed_moment_sounds_in_real_games():
    """A card played or drawn, a shuffle, dice, a figure set down, a stone or kamon placed: each is the cue of
    some command of a real game."""
    heard: set[str] = set()
    for name in CATALOGUE:
        spec = get_game(name)
        for seed in (1, 2):
            count = spec.seat_counts[-1]
            match = Match(spec, ["random"] * count, seed)
            bots = {s: make_bot(spec, "random", seed * 31 + s) for s in range(count)}
            while not match.state.is_over() and len(match.log) < 20000:
                before = len(match.log)
                bot_step(match, bots)
                heard.update(cues_for(name, [entry.event for entry in match.log[before:]]))
    assert set(MOMENTS) <= heard


def test_every_cue_is_its_own_sound_made_once_in_sixteen_bits():
    made = {cue: sound.samples(cue, 22050) for cue in sound.CUES}
    assert len({bytes(s) for s in made.values()}) == len(sound.CUES)
    for cue, samples in made.items():
        assert 0.03 * 22050 < len(samples) < 1.5 * 22050, cue
        assert max(abs(v) for v in samples) <= sound.PEAK * 32767 + 1, cue
    assert len(sound.samples("card", 44100, channels=2)) == 2 * len(sound.samples("card", 44100))


def _shinobi_turn(match) -> bool:
    return match.state.to_act() == (0,) and match.state.order == "first"


def _shinobi_game_to_the_end(app, rng):
    """A Shinobi game with the human at seat 0 whose orders are given at random, to its end."""
    match = find_match(_shinobi_turn, ["human", "random", "random"])
    table = app.start_match(match, ai_inline=True)
    frames(app)
    for _ in range(3000):
        if match.state.is_over():
            break
        if table.may_act() is not None:
            table.give(rng.choice(match.state.legal_commands(0)))
        frames(app)
    frames(app, 3)
    assert match.state.is_over()
    return table


def test_the_table_sounds_cards_your_turn_and_the_end(app, recorded):
    table = _shinobi_game_to_the_end(app, random.Random(3))
    played = list(app.sound.played)
    assert {"card", "draw", "turn"} <= set(played)
    assert played.count("end") == 1 and table.end_sounded
    assert len(recorded) == len(played)


def test_muted_sounds_play_nothing(home, recorded):
    app = make_app(home)
    app.settings.sound_muted = True
    try:
        _shinobi_game_to_the_end(app, random.Random(3))
        assert list(app.sound.played) == [] and recorded == []
    finally:
        app.shutdown()


def test_a_volume_of_nothing_plays_nothing(home, recorded):
    app = make_app(home)
    app.settings.sound_volume = 0
    try:
        assert not app.sound.play("dice") and recorded == []
    finally:
        app.shutdown()


def test_a_mixer_that_raises_does_not_break_a_turn(app, monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("the audio device went away")

    monkeypatch.setattr(pygame.mixer, "Sound", broken)
    match = find_match(_shinobi_turn, ["human", "random", "random"])
    table = app.start_match(match, ai_inline=True)
    frames(app)
    before = len(match.history)
    assert table.give(match.state.legal_commands(0)[0])
    frames(app, 5)
    assert len(match.history) > before
    assert app.sound.state == "off" and "went away" in app.sound.problem
    assert not app.sound.play("card")


def test_a_mixer_that_cannot_open_leaves_the_game_silent_and_playing(app, monkeypatch, recorded):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    table = _shinobi_game_to_the_end(app, random.Random(4))
    assert table.session.is_over and app.sound.state == "off" and recorded == []


def test_a_refused_drop_sounds_the_refusal(app, recorded):
    match = find_match(_shinobi_turn, ["human", "random", "random"])
    table = app.start_match(match, ai_inline=True)
    frames(app)
    rect = next(r for r, c in zip(table.hand_rects, table.view.hand, strict=False) if c.clan is not None)
    own = table.province_rects[0]
    drag(app, rect.center, (own.x + 10, own.bottom - 12))  # a card may not be deployed in your own province
    assert table.toast.visible and list(app.sound.played)[-1] == "refusal"


def test_sound_and_volume_are_chosen_in_the_settings_and_remembered(app, home, recorded):
    app.show_lobby()
    click_button(app, "settings")
    assert isinstance(app.scenes.top, SettingsScene)
    volume = app.settings.sound_volume
    click_button(app, "volume")
    assert Storage(home).load_settings().sound_volume != volume
    assert recorded, "a new volume plays a sample of it"
    click_button(app, "sound")
    assert Storage(home).load_settings().sound_muted is True
    assert app.scenes.top.buttons.get("sound").label.startswith("Off")
    click_button(app, "sound")
    assert Storage(home).load_settings().sound_muted is False


def test_sound_settings_with_nonsense_fall_back_to_the_defaults(home):
    home.mkdir(parents=True)
    (home / "settings.json").write_text('{"sound_volume": 400, "sound_muted": "yes"}', encoding="utf-8")
    settings = Storage(home).load_settings()
    assert (settings.sound_volume, settings.sound_muted) == (Settings().sound_volume, Settings().sound_muted)


QUIET_PROBE = """
from ninjatable.ui.sound import Sounds, no_sound_device
class Volume:
    sound_volume, sound_muted = 80, False
sounds = Sounds(Volume())
sounds.play("turn")
print("state", sounds.state, "|", sounds.problem, "|", no_sound_device(), flush=True)
"""


def _probe(**env: str) -> subprocess.CompletedProcess:
    """The first cue of a window, played in a process of its own (what SDL and ALSA write goes to its stderr)."""
    clean = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    clean.update(SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                 PYTHONPATH=str(Path(__file__).resolve().parents[2]), **env)
    return subprocess.run([sys.executable, "-c", QUIET_PROBE], capture_output=True, text=True, env=clean, timeout=60)


def test_a_machine_without_sound_is_quiet_in_the_terminal_too_and_a_chosen_driver_still_speaks():
    """Without SDL_AUDIODRIVER SDL probes the real drivers: on a machine with no sound card and no sound server
    ALSA's library wrote a dozen lines at the first cue. There the mixer is not opened at all; a driver the
    player chose is tried, and what it says is shown."""
    done = _probe()
    assert done.returncode == 0, done.stderr
    if "no sound card" not in done.stdout:  # this machine has sound: the mixer opened (or said why not)
        return
    assert "state off" in done.stdout
    assert "ALSA lib" not in done.stderr, done.stderr
    chosen = _probe(SDL_AUDIODRIVER="alsa")
    assert chosen.returncode == 0 and "state off" in chosen.stdout and "alsa" in chosen.stdout.lower()


def test_a_sound_card_or_a_sound_server_is_enough_to_open_the_mixer(tmp_path, monkeypatch):
    if not sys.platform.startswith("linux"):
        pytest.skip("the check is Linux's")
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    cards, runtime = tmp_path / "snd", tmp_path / "run"
    cards.mkdir()
    (runtime / "pulse").mkdir(parents=True)
    monkeypatch.setattr(sound, "SOUND_CARDS", str(cards))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    assert sound.no_sound_device() == "no sound card or sound server on this machine"
    (cards / "pcmC0D0p").touch()
    assert sound.no_sound_device() == ""
    (cards / "pcmC0D0p").unlink()
    (runtime / "pulse" / "native").touch()
    assert sound.no_sound_device() == ""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    (runtime / "pulse" / "native").unlink()
    assert sound.no_sound_device() == "", "a driver the player chose is always tried"
