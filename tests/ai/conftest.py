"""Shared fixtures of the tests of the computer players."""

from __future__ import annotations

import pytest

from ninjatable.ai import bots as bots_module
from ninjatable.ai.ismcts import Considered, SearchResult


@pytest.fixture
def searches(monkeypatch):
    """Every search's time, on a clock that moves only by the time each search is given: a search takes exactly
    its time and picks the first legal command (the tests are about the rules of time, not the machine)."""
    clock = [0.0]
    given: list[float] = []

    def search(knowledge, state, seat, legal, rng, iterations, seconds):
        given.append(seconds)
        clock[0] += seconds
        return SearchResult(legal[0], (Considered(legal[0], 1, 1.0, 0.0),), 1)

    monkeypatch.setattr(bots_module, "ismcts_search", search)
    monkeypatch.setattr(bots_module, "perf_counter", lambda: clock[0])
    return given
