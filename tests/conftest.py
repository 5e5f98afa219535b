"""Test-wide settings: headless video and audio, and a private data folder for every test."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path, monkeypatch):
    """Settings, saves and best scores go to a fresh folder, never the user's."""
    monkeypatch.setenv("NINJATABLE_HOME", str(tmp_path / "ninjatable-home"))
    yield


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: the slow tier (long random-game sweeps, whole games beyond one of "
                                       "each game, the benchmark); left out by default, run with -m slow")
