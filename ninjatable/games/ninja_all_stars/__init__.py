"""Ninja All-Stars (Ninja Division 2015): shrine teams of ninja fight challenges on a dot grid with element dice."""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.engine.errors import MapError
from ninjatable.engine.protocol import Game
from ninjatable.games.ninja_all_stars import moves
from ninjatable.games.ninja_all_stars.ai import NasKnowledge
from ninjatable.games.ninja_all_stars.commands import COMMAND_TYPES, describe
from ninjatable.games.ninja_all_stars.data import CHALLENGES, TEAMS
from ninjatable.games.ninja_all_stars.map import arena_catalogue, get_arena
from ninjatable.games.ninja_all_stars.rules import NasState
from ninjatable.games.ninja_all_stars.terms import GAME as GAME_NAME
from ninjatable.games.ninja_all_stars.terms import arena_title, team_term
from ninjatable.games.ninja_all_stars.view import NasView, redact, view_of
from ninjatable.games.words import player_name
from ninjatable.i18n import N_, _, term

TEAM_ORDER = ("fire", "water", "earth", "air")
#: the initiative rules by the glossary's names
INITIATIVE_WORDS = {"janken": "Janken", "affinity": "affinity test"}
INITIATIVE_NOTES = {"janken": N_("Rock, paper, scissors in secret before every round."),
                    "affinity": N_("From round 2 each team rolls its element with a ninja it picks on the board.")}
#: the parameters' titles in the seat setup
PARAMETER_TITLES = {"arena": N_("Arena"), "challenge": N_("Challenge"), "initiative": N_("Initiative by")}


class NinjaAllStarsGame(Game):
    """Two to four players, each with a shrine team, on one of the arenas (the shipped maps and the player's
    own)."""

    name = "ninja-all-stars"
    title = "Ninja All-Stars"
    seat_counts = (2, 3, 4)
    rules_doc = "ninja-all-stars.md"
    command_types = COMMAND_TYPES
    knowledge = NasKnowledge()
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

    def seat_label(self, num_seats: int, seat: int) -> str:
        return player_name(seat)

    def parameter_title(self, key: str) -> str:
        if key in PARAMETER_TITLES:
            return _(PARAMETER_TITLES[key])
        if key.startswith(f"{self.seat_parameter}_"):
            return _("Team {n}").format(n=key.removeprefix(f"{self.seat_parameter}_"))
        return super().parameter_title(key)

    def parameter_label(self, key: str, value: Any) -> str:
        """Arenas by the title in their map, challenges and teams by name, the initiative rule in words."""
        if key == "arena":
            try:
                return arena_title(get_arena(str(value)))
            except (KeyError, MapError):  # a map that does not load shows its file name
                return str(value)
        if key == "challenge" and value in CHALLENGES:
            return term(GAME_NAME, CHALLENGES[value].name, "challenge" if value == "search" else "")
        if key.startswith(f"{self.seat_parameter}_") and value in TEAMS:
            return str(team_term(value))
        if key == "initiative":
            if value == "affinity":
                return _("Affinity test")
            return term(GAME_NAME, INITIATIVE_WORDS[value]) if value in INITIATIVE_WORDS else str(value)
        return super().parameter_label(key, value)

    def parameter_note(self, key: str, value: Any) -> str:
        """A team in one line (its shrine and how it plays), a challenge's goal, how the initiative is decided."""
        if key.startswith(f"{self.seat_parameter}_") and value in TEAMS:
            return _("{team}: {text}").format(team=team_term(value), text=_(TEAMS[value].text))
        if key == "challenge" and value in CHALLENGES:
            return _(CHALLENGES[value].summary) if CHALLENGES[value].summary else ""
        if key == "initiative":
            return _(INITIATIVE_NOTES[value]) if value in INITIATIVE_NOTES else ""
        return super().parameter_note(key, value)

    def parameter_choices(self, num_seats: int) -> dict[str, list[Any]]:
        """Arena (every map that loads, shipped or the player's own), challenge, initiative rule and a team per
        seat."""
        arenas, _ = arena_catalogue()
        default = self.default_parameters["arena"]
        if default in arenas:
            arenas.remove(default)
            arenas.insert(0, default)
        choices: dict[str, list[Any]] = {
            "arena": arenas,
            "challenge": [k for k, c in CHALLENGES.items() if num_seats in c.players],
            "initiative": list(INITIATIVE_WORDS),
        }
        for seat in range(num_seats):
            first = TEAM_ORDER[seat]
            choices[f"team_{seat + 1}"] = [first, *(t for t in TEAM_ORDER if t != first)]
        return choices

    def parameter_problems(self, num_seats: int) -> dict[str, dict[Any, str]]:
        """The arena files that are listed but cannot be played, each with its problem."""
        _, broken = arena_catalogue()
        return {"arena": broken} if broken else {}

    def new_state(self, num_seats: int, seed: int, parameters: dict[str, Any] | None = None) -> NasState:
        params = self.parameters(parameters)
        try:
            return NasState(num_seats, seed, params)
        except KeyError as exc:  # an arena the app does not list
            raise ValueError(str(exc.args[0])) from exc
        except MapError as exc:
            raise ValueError(str(exc)) from exc

    def view(self, state: Any, seat: int | None) -> NasView:
        return view_of(state, seat)

    def redact(self, state: Any, seat: int | None) -> NasState:
        return redact(state, seat)

    def describe(self, command: Command, view: Any) -> str:
        return describe(command, view.name)

    def find_move(self, state: Any, seat: int, gesture: Any) -> Preview:
        return moves.find_move(state, seat, gesture)


GAME = NinjaAllStarsGame()

__all__ = ["GAME", "NinjaAllStarsGame"]
