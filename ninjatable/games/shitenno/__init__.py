"""Shitennō (Ludonaute 2011): 2–4 generals of Tokugawa share out troops, koku and titles in Edo every other year,
and take the provinces of Japan in the years between."""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Preview
from ninjatable.engine.protocol import Game
from ninjatable.games.shitenno import moves
from ninjatable.games.shitenno.ai import ShitennoKnowledge
from ninjatable.games.shitenno.commands import COMMAND_TYPES, describe
from ninjatable.games.shitenno.data import general_name
from ninjatable.games.shitenno.rules import ShitennoState
from ninjatable.games.shitenno.rules.realm import TAIRO_RULES, TAIRO_TITLE, TAIRO_TURNS
from ninjatable.games.shitenno.view import ShitennoView, redact, view_of
from ninjatable.i18n import N_, _

#: the two-player Tairō rules in words, and what each means
TAIRO_WORDS = {TAIRO_TURNS: N_("Taking turns (ours)"), TAIRO_TITLE: N_("Highest title (the book)")}
TAIRO_NOTES = {TAIRO_TURNS: N_("Last year's chooser makes the packets: the two take turns."),
               TAIRO_TITLE: N_("The highest title makes the packets every year, as with more players.")}


class ShitennoGame(Game):
    """The game spec: 2 to 4 players; with two, who is Tairō (taking turns, our rule, or the highest title, the
    rulebook's)."""

    name = "shitenno"
    title = "Shitennō"
    seat_counts = (2, 3, 4)
    rules_doc = "shitenno.md"
    command_types = COMMAND_TYPES
    knowledge = ShitennoKnowledge()
    default_parameters = {"tairo": TAIRO_TURNS}

    def new_state(self, num_seats: int, seed: int, parameters: dict[str, Any] | None = None) -> ShitennoState:
        params = self.parameters(parameters)
        return ShitennoState(num_seats, seed, str(params["tairo"]))

    def parameter_choices(self, num_seats: int) -> dict[str, list[Any]]:
        """Who is Tairō, a choice only with two players (with more it is always the highest title)."""
        return {"tairo": list(TAIRO_RULES)} if num_seats == 2 else {}

    def parameter_title(self, key: str) -> str:
        return _("Tairō of two") if key == "tairo" else super().parameter_title(key)

    def parameter_label(self, key: str, value: Any) -> str:
        if key == "tairo":
            return _(TAIRO_WORDS[str(value)]) if str(value) in TAIRO_WORDS else str(value)
        return super().parameter_label(key, value)

    def parameter_note(self, key: str, value: Any) -> str:
        if key == "tairo":
            return _(TAIRO_NOTES[str(value)]) if str(value) in TAIRO_NOTES else ""
        return super().parameter_note(key, value)

    def seat_label(self, num_seats: int, seat: int) -> str:
        return general_name(seat)

    def view(self, state: Any, seat: int | None) -> ShitennoView:
        return view_of(state, seat)

    def redact(self, state: Any, seat: int | None) -> ShitennoState:
        return redact(state, seat)

    def describe(self, command: Command, view: Any) -> str:
        return describe(command)

    def find_move(self, state: Any, seat: int, gesture: Any) -> Preview:
        return moves.find_move(state, seat, gesture)


GAME = ShitennoGame()

__all__ = ["GAME", "ShitennoGame"]
