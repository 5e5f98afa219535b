"""What the SHIN table says: the status line, hover sentences, the strength of a ninja with its reasons, and the
lines of the results screen."""

from __future__ import annotations

from ninjatable.games.shin.commands import ninja_name
from ninjatable.games.shin.data import card, colour, team
from ninjatable.games.shin.view import BASE, COLOUR, NinjaStrength, ShinView, TeamStrength

PHASES = {"choose": "choosing", "place": "placing", "ability": "an ability", "stone": "the stones", "over": "over"}


def where(view: ShinView) -> str:
    return f"Round {view.round}, turn {view.turn}"


def status(view: ShinView, prompt: str | None, thinking: str | None, waiting: list[str], chose: bool) -> str:
    """Whose move it is and what to do: `prompt` when the player at the table decides now; after a secret
    choice, who is still choosing; else who is thinking."""
    if view.over:
        return f"The game is over: {team(view.winner or 0).name} placed its third stone."
    if prompt is not None:
        return f"{where(view)}. {prompt}"
    if chose and waiting:
        who = f"the opponent ({waiting[0]})" if view.num_seats == 2 else ", ".join(waiting)
        return f"{where(view)}: your card lies face down. Waiting for {who} to choose..."
    if thinking is not None:
        return f"{where(view)}: {thinking} is thinking ({PHASES.get(view.phase, view.phase)})..."
    if waiting:
        return f"{where(view)}: waiting for {', '.join(waiting)}."
    return where(view)


def parts_text(strength: NinjaStrength) -> str:
    """A ninja's strength with its reasons: "1 base + 1 colour + 2 Takeshi = 4"."""
    pieces = []
    for reason, amount in strength.parts:
        label = {BASE: "base", COLOUR: "colour"}.get(reason, reason)
        sign = "-" if amount < 0 else "+"
        pieces.append(f"{sign} {abs(amount)} {label}")
    text = " ".join(pieces).removeprefix("+ ")
    floor = " (never below 0)" if strength.total == 0 and sum(a for _, a in strength.parts) < 0 else ""
    return f"{text} = {strength.total}{floor}"


def ninja_text(card_id: int, strength: NinjaStrength | None = None, note: str = "") -> str:
    """A ninja card explained: name, initiative, colour, ability, and its strength when counted."""
    found = card(card_id)
    line = f"{ninja_name(card_id)}, {colour(found.colour).name.lower()}: {found.text}"
    if note:
        line += f" {note}"
    if strength is not None:
        line += f" Strength: {parts_text(strength)}."
    return line


def team_lines(strength: TeamStrength, so_far: bool) -> list[str]:
    """A team's total and where it comes from."""
    return [team(strength.team).name, f"colour {strength.colour_bonus:+d}",
            f"abilities {strength.ability_bonus:+d}", "so far" if so_far else "counted"]


def spy_text(view: ShinView, seat: int, name: str) -> str:
    spy = view.spies[seat]
    if spy <= 0:
        return f"{name}'s spy lies face down until the round ends." if spy < 0 else f"{name} has no spy now."
    cancelled = ""
    if view.spy_cancelled[seat]:
        cancelled = " Its ability cannot be cancelled." if card(spy).steadfast else " Its ability is cancelled."
    seen = ""
    if seat == view.seat and view.my_spy_seen_by:
        seen = " Seen by " + ", ".join(f"Player {s + 1}" for s in view.my_spy_seen_by) + "."
    # another seat's spy is known by looking at it, or by elimination (the one card missing from a hand that
    # was passed on): the view does not say which, so the words claim neither
    face = "revealed" if view.spies_revealed else "face down: only you know it" if seat == view.seat else \
        "face down, known to you"
    return f"{name}'s spy ({face}): {ninja_text(spy)}{cancelled}{seen}"


def hand_text(view: ShinView, seat: int, name: str) -> str:
    count = view.hand_counts[seat]
    known = view.known_hands[seat]
    line = f"{name} holds {count} card{'s' * (count != 1)}."
    if known:
        line += " You know: " + ", ".join(ninja_name(c) for c in known) + " (you saw them pass)."
    return line


def results(view: ShinView, labels: list[str]) -> list[str]:
    """Who played in which team, and how many stones each team laid."""
    lines = []
    for side in (0, 1):
        names = [label for seat, label in enumerate(labels) if seat % 2 == side]
        stones = view.stones_placed[side]
        players = " and ".join(names)
        lines.append(f"{team(side).name} team, {players}: {stones} stone{'s' * (stones != 1)} laid.")
    return lines
