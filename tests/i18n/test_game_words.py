"""Every word a game says comes from the catalogs, translated into German and Italian.

Random games of every game at every seat count (seeded, a few each, the game's parameters drawn at random among
the allowed ones) are played inside `audit()`, where English is spoken through a catalog that marks every word it
gives and notes every message looked up. Along the way every line of the log (the public words and each seat's
private words), every decision's prompt and option labels, each option described as its seat reads it
(`Game.describe`), the reason the rules give for refusing commands that are not legal now (`why_illegal`), the
outcome's explanation, and the words of the seat setup (parameters, their values and notes, the seats' labels)
are read. Two things fail the test:

- a word read that does not carry the mark: it reached the player without a catalog (a literal English string,
  a sentence glued from pieces, an f-string);
- a message looked up that the German or the Italian catalog lacks, leaves untranslated or marks fuzzy.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Game, State
from ninjatable.engine.registry import CATALOGUE, get_game
from ninjatable.i18n import render

from .audit import Audit, audit

#: how many random games of each game at each seat count.
GAMES = 2
#: at most so many commands of a game are played (every game here ends well before).
LONGEST = 4000
#: the refusals asked at each step: commands legal a moment ago that are not legal now.
REFUSALS = 3
#: games whose words do not go through the catalogs yet: their check is expected to fail, and fails the suite as
#: soon as it passes (strict), so that the game is taken off this list the day its words are all translated.
NOT_YET: set[str] = set()
PLANS = [pytest.param(name, seats, marks=[pytest.mark.xfail(strict=True, reason=f"{name}'s words are not in the "
                                                                                "catalogs yet")]
                      if name in NOT_YET else [])
         for name, listing in CATALOGUE.items() for seats in listing.seat_counts]


def chosen_parameters(game: Game, seats: int, pick: random.Random) -> dict[str, Any]:
    """A value of each parameter of the seat setup, drawn among those that may be chosen (each seat's own
    parameter, a player's team, differs from the other seats' where there are enough values)."""
    problems = game.parameter_problems(seats)
    found: dict[str, Any] = {}
    taken: set[Any] = set()
    for key, allowed in game.parameter_choices(seats).items():
        usable = [value for value in allowed if value not in problems.get(key, {})]
        own = bool(game.seat_parameter) and key.startswith(f"{game.seat_parameter}_")
        if own and [value for value in usable if value not in taken]:
            usable = [value for value in usable if value not in taken]
        if usable:
            found[key] = pick.choice(usable)
            if own:
                taken.add(found[key])
    return found


def setup_words(game: Game, seats: int) -> Iterator[str]:
    """What the seat setup shows of a game at `seats` players."""
    yield game.mode_name(seats)
    for seat in range(seats):
        yield game.seat_label(seats, seat)
    for key, allowed in game.parameter_choices(seats).items():
        yield game.parameter_title(key)
        for value in allowed:
            yield game.parameter_label(key, value)
            yield game.parameter_note(key, value)
        yield from game.parameter_problems(seats).get(key, {}).values()


def refused(state: State, seat: int, pool: list[Command], pick: random.Random) -> Iterator[str]:
    """The reasons the rules give `seat` for a few commands of `pool` that are not legal now."""
    legal = set(state.legal_commands(seat))
    others = [command for command in pool if command not in legal]
    for command in pick.sample(others, min(REFUSALS, len(others))):
        reason = state.why_illegal(seat, command)
        if reason is not None:
            yield render(reason)


def words_of_a_game(game: Game, seats: int, seed: int) -> Iterator[str]:
    """Every word a random game of `game` shows its players: the log, the decisions, the refusals, the end."""
    pick = random.Random(seed)
    state = game.new_state(seats, seed, chosen_parameters(game, seats, pick))
    pool: list[Command] = []
    for _ in range(LONGEST):
        if state.is_over():
            break
        seat = state.to_act()[0]
        decision = state.decision(seat)
        assert decision is not None, f"{game.name}: seat {seat} is asked but has no decision"
        yield decision.prompt
        view = game.view(state, seat)
        for option in decision.options:
            yield option.label
        for option in pick.sample(decision.options, min(6, len(decision.options))):
            yield game.describe(option.command, view)
        yield from refused(state, seat, pool, pick)
        command = pick.choice(decision.commands)
        pool = (pool + pick.sample(decision.commands, min(4, len(decision.commands))))[-40:]
        for event in state.apply(seat, command):
            yield event.text_for(None)
            for reader in event.private:
                yield event.text_for(reader)
    assert state.is_over(), f"{game.name} at {seats} players, seed {seed}: not over after {LONGEST} commands"
    for line in state.outcome().explanation:
        yield render(line)


#: the words of a list joined in the reader's way ("Oda, Takeda and Mōri"): they come from the language's own
#: data (Babel's), not from the catalogs.
LIST_WORDS = ("and", "or")


def faults(found: Audit, shown: list[str]) -> list[str]:
    return [f"not from a catalog: {line}" for line in found.lines(shown, LIST_WORDS)] + [
        f"missing or untranslated: {line}" for line in found.missing()]


@pytest.mark.parametrize(("name", "seats"), PLANS)
def test_every_word_of_random_games_comes_from_a_translated_catalog(name: str, seats: int) -> None:
    game = get_game(name)
    with audit() as found:
        shown = [words for words in setup_words(game, seats) if words]
        for seed in range(GAMES):
            shown += [words for words in words_of_a_game(game, seats, 1000 * seats + seed) if words]
        problems = faults(found, shown)
    assert shown
    assert not problems, f"{name} at {seats} players: {len(problems)} problems:\n" + "\n".join(
        sorted(set(problems))[:60])


def test_the_check_finds_a_word_that_bypasses_the_catalogs() -> None:
    """The check can fail: a literal English sentence and a message no catalog holds are both found."""
    from ninjatable.i18n import msg

    with audit() as found:
        shown = ["Player 1 deploys a card.", render(msg("A sentence {n} no catalog holds.", n=2))]
        problems = faults(found, shown)
    assert any("'Player' in" in line for line in problems)
    assert any("no catalog holds" in line for line in problems)
