"""Saves keep loading: a save is the seed and the commands, and the commands keep their shapes. The two saves
here were written by the first version of Ronin's rules and replay to the same scores."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ninjatable.engine.match import Match

SAVES = Path(__file__).resolve().parent / "saves"


@pytest.mark.parametrize("name, points", [("three_players_first_version.json", [68, 105, 59]),
                                          ("two_players_first_version.json", [112, 52])])
def test_a_save_of_the_first_version_loads_and_replays_to_the_same_scores(name, points):
    match = Match.load(SAVES / name)
    assert match.state.is_over()
    assert match.state.points == points
    assert Match.from_json(match.to_json()).state.points == points


def test_importing_ronin_and_its_table_reads_no_map():
    """The map is read when a game first needs it, never on import."""
    code = ("import sys; import ninjatable.games.ronin, ninjatable.games.ronin.table.scene; "
            "print('pytmx' in sys.modules)")
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           cwd=Path(__file__).resolve().parents[2], env={"PYGAME_HIDE_SUPPORT_PROMPT": "1",
                                                                          "SDL_VIDEODRIVER": "dummy"})
    assert found.stdout.strip() == "False"
