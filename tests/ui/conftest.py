"""UI tests run headless: the dummy video driver, a private data folder, no animation or AI pauses."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from ninjatable.ui.app.window import App  # noqa: E402
from ninjatable.ui.storage import Settings, Storage  # noqa: E402


def make_app(root) -> App:
    return App(Storage(root), Settings(animation_speed="off", ai_pacing="instant"))


@pytest.fixture
def home(tmp_path):
    return tmp_path / "home"


@pytest.fixture
def app(home):
    application = make_app(home)
    yield application
    application.shutdown()
