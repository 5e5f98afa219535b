"""Saves keep loading: a save is the seed and the commands, and the commands keep their shapes. The two saves
here were written by the first version of Ronin's rules. The two-player game replays to the same scores; the
three-player game meets a changed rule (flags now score when taken, so the start gate of a later round went to
another player) and is refused with the command and the reason."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import Match

SAVES = Path(__file__).resolve().parent / "saves"


def test_a_save_of_the_first_version_loads_and_replays_to_the_same_scores():
    match = Match.load(SAVES / "two_players_first_version.json")
    assert match.state.is_over()
    assert match.state.points == [112, 52]
    assert Match.from_json(match.to_json()).state.points == [112, 52]


def test_a_save_that_a_changed_rule_no_longer_replays_is_refused_naming_the_command_and_the_reason():
    path = SAVES / "three_players_first_version.json"
    before = path.read_bytes()
    with pytest.raises(SaveError) as refused:
        Match.load(path)
    assert refused.value.path == str(path)
    assert "command 148" in refused.value.problem and "is not legal: It is not your turn" in refused.value.problem
    assert path.read_bytes() == before


def test_importing_ronin_and_its_table_reads_no_map():
    """The map is read when a game first needs it, never on import."""
    code = ("import sys; import ninjatable.games.ronin, ninjatable.games.ronin.table.scene; "
            "print('pytmx' in sys.modules)")
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           cwd=Path(__file__).resolve().parents[2], env={"PYGAME_HIDE_SUPPORT_PROMPT": "1",
                                                                          "SDL_VIDEODRIVER": "dummy"})
    assert found.stdout.strip() == "False"
