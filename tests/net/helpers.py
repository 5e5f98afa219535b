"""Helpers of the network tests."""

from __future__ import annotations

from ninjatable.engine.commands import Command
from ninjatable.engine.match import Match


def after(match: Match, seat: int, command: Command) -> Match:
    """A copy of `match` (from its save) with `seat`'s `command` given: to try a move without giving it."""
    probe = Match.from_json(match.to_json())
    probe.submit(seat, command)
    return probe


def undoable(match: Match, seat: int, command: Command) -> bool:
    """May `seat` take `command` back once given (it draws no card the table had not seen)?"""
    return after(match, seat, command).undo_reason([seat]) is None


def keeps_the_turn(match: Match, seat: int, command: Command) -> bool:
    """After `command`, is `seat` still the one asked, and may it take the command back?"""
    probe = after(match, seat, command)
    return probe.state.to_act() == (seat,) and probe.undo_reason([seat]) is None
