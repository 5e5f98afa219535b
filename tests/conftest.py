"""Test-wide settings: headless video and audio, and a private data folder for every test."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# the tests read the app's English words, whatever the language of the machine running them
os.environ["NINJATABLE_LANG"] = "en"

from ninjatable.i18n import runtime  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path, monkeypatch):
    """Settings, saves and best scores go to a fresh folder, never the user's."""
    monkeypatch.setenv("NINJATABLE_HOME", str(tmp_path / "ninjatable-home"))
    yield


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that speaks another language leaves the next one in English."""
    yield
    runtime.forget_command_line()
    runtime.set_language("en")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: the slow tier (long random-game sweeps, whole games beyond one of "
                                       "each game, the benchmark); left out by default, run with -m slow")
