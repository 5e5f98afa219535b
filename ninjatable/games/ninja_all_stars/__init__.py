"""Ninja All-Stars (Ninja Division 2015): shrine teams of ninja fight challenges on a dot grid with element dice.

For the table: `state.view(seat)` is a `NasView` (models with squares, facings, conditions, Stealth; markers;
moon; scores; own hand; the activation and the pending decision; the combat in progress). The pure helpers in
`board` work on `view.public`: `reachable(public, model_id)` -> {square: Reach(cost, path, dodges)},
`dodge_squares`, `line_of_sight(public, viewer, target)`, `push_squares`; `get_arena(view.arena)` gives the
terrain, elements, zones and deployment squares. Dice come in events of kind "dice" and "affinity".
"""

from __future__ import annotations

from typing import Any

from ninjatable.engine.errors import MapError
from ninjatable.engine.protocol import Game
from ninjatable.games.ninja_all_stars import heuristics
from ninjatable.games.ninja_all_stars.arena import arena_keys, get_arena
from ninjatable.games.ninja_all_stars.commands import COMMAND_TYPES
from ninjatable.games.ninja_all_stars.data import CHALLENGES, TEAMS
from ninjatable.games.ninja_all_stars.rules import NasState

TEAM_ORDER = ("fire", "water", "earth", "air")


class NinjaAllStarsGame(Game):
    """Two to four players, each with a shrine team, on one of the arenas in `maps/`."""

    name = "ninja-all-stars"
    title = "Ninja All-Stars"
    seat_counts = (2, 3, 4)
    rules_doc = "ninja-all-stars.md"
    command_types = COMMAND_TYPES
    playout_depth = 12
    knowledge = heuristics
    seat_parameter = "team"
    default_parameters = {
        "arena": "nas_sakura_garden",
        "challenge": "brawl",
        "initiative": "janken",
        "team_1": "fire",
        "team_2": "water",
        "team_3": "earth",
        "team_4": "air",
    }

    def parameter_title(self, key: str) -> str:
        return "Initiative by" if key == "initiative" else super().parameter_title(key)

    def parameter_label(self, key: str, value: Any) -> str:
        """Arenas by the title in their map, challenges and teams by name, the initiative rule in words."""
        if key == "arena":
            try:
                return get_arena(str(value)).title
            except (KeyError, MapError):  # a map that no longer loads still shows its file name
                return str(value)
        if key == "challenge" and value in CHALLENGES:
            return CHALLENGES[value].name
        if key.startswith(f"{self.seat_parameter}_") and value in TEAMS:
            return TEAMS[value].name
        if key == "initiative":
            return {"janken": "Janken", "affinity": "Affinity test"}.get(str(value), str(value))
        return super().parameter_label(key, value)

    def parameter_choices(self, num_seats: int) -> dict[str, list[Any]]:
        """Arena (every valid `maps/nas_*.tmx`), challenge, initiative rule and a team per seat."""
        arenas = arena_keys()
        default = self.default_parameters["arena"]
        if default in arenas:
            arenas.remove(default)
            arenas.insert(0, default)
        choices: dict[str, list[Any]] = {
            "arena": arenas,
            "challenge": [k for k, c in CHALLENGES.items() if num_seats in c.players],
            "initiative": ["janken", "affinity"],
        }
        for seat in range(num_seats):
            first = TEAM_ORDER[seat]
            choices[f"team_{seat + 1}"] = [first, *(t for t in TEAM_ORDER if t != first)]
        return choices

    def new_state(self, num_seats: int, seed: int, parameters: dict[str, Any] | None = None) -> NasState:
        params = self.parameters(parameters)
        return NasState(num_seats, seed, params)


GAME = NinjaAllStarsGame()

__all__ = ["GAME", "NinjaAllStarsGame"]
