"""What a challenge changes in the core rules: how much an injury scores, which ninja may be deployed, a medal
dropped by an Injured carrier, and the squares lanterns and shrines must leave free for the objectives.

Plain questions over a tournament; the challenges' own actions and moments are in `challenges.py`.
"""

from __future__ import annotations

from ninjatable.games.ninja_all_stars.geometry import Square
from ninjatable.games.ninja_all_stars.rules.tournament import TRAINING, Model, Tournament
from ninjatable.games.ninja_all_stars.terms import square_words
from ninjatable.i18n import msg

LEADER = "chunin"


def injury_points(state: Tournament, victim: Model, by_seat: int) -> int:
    """Points for `by_seat` when it injures `victim`. Assassination: the enemy Chunin (the mark) is worth
    more. Champion: only an injury in an attack the scoring team's Chunin makes, or of an enemy Chunin, scores."""
    challenge = state.challenge
    if challenge.objective == "mark":
        return challenge.numbers["mark_points"] if victim.kind == LEADER else challenge.injury_points
    if challenge.objective == "champion":
        combat = state.combat
        champion = combat is not None and state.models[combat.attacker].kind == LEADER \
            and state.models[combat.attacker].seat == by_seat
        return challenge.numbers["champion_points"] if champion or victim.kind == LEADER else 0
    return challenge.injury_points


def deployable(state: Tournament, seat: int) -> list[Model]:
    """The ninja of `seat` that may be deployed now: any on its Training Ground, but in Assassination its
    Chunin first."""
    waiting = state.seat_models(seat, TRAINING)
    if state.challenge.objective == "mark":
        leaders = [m for m in waiting if m.kind == LEADER]
        if leaders:
            return leaders
    return waiting


def drop_medal(state: Tournament, model: Model, square: Square | None) -> None:
    """An Injured carrier drops its medal on the square where it stood."""
    if model.id in state.carriers:
        state.carriers.discard(model.id)
        if square is not None:
            state.medals.add(square)
            state.say(msg("{ninja} drops its medal on {square}.", ninja=model.name, square=square_words(square)),
                      "medal", model.seat, square=square)


def reserved_squares(state: Tournament) -> frozenset[Square]:
    """Squares no lantern or shrine may take in this challenge: the hill, the target squares, the guard posts,
    the medal spots and the messenger's road."""
    objectives = state.arena.objectives
    kind = state.challenge.objective
    if kind == "hill":
        return objectives.hill
    if kind == "infiltration":
        return frozenset(objectives.target_squares) | frozenset(objectives.guard_posts)
    if kind == "medals":
        return frozenset(objectives.medal_spots)
    if kind == "messenger":
        return frozenset(objectives.route)
    return frozenset()
