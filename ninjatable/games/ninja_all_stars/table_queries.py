"""Pure questions the table asks about a seat's view (no pygame, nothing changed).

The table lets a player pick up a ninja that is not yet activated and drop it on a square: that gesture means
"activate it, then move it". To light the right squares, and to refuse an impossible drop before anything
happens, these helpers work on a twin of the seat's public state (`view.public`, which hides nothing the seat
may not know) with the activation already begun.
"""

from __future__ import annotations

from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.errors import IllegalCommand
from ninjatable.games.ninja_all_stars.board import reachable, sight_between
from ninjatable.games.ninja_all_stars.commands import Activate, Attack, Ranged, Shuriken
from ninjatable.games.ninja_all_stars.geometry import Square, distance


class ModelPlan:
    """What one ninja of the acting seat may do now, as if its activation had begun.

    `needs_activation` is True when the ninja is not active yet: every command of the plan is then given after
    an `activate` command for it. `state` is the twin (a copy of the public state) the plan was read from.
    """

    def __init__(self, view: Any, seat: int, model_id: int) -> None:
        self.seat = seat
        self.model_id = model_id
        state = view.public.clone()
        self.needs_activation = False
        active = view.active
        if active is None:
            command = Activate(model_id)
            if command in state.legal_commands(seat):
                state._apply(seat, command)
                self.needs_activation = True
        self.state = state
        self.commands: list[Command] = list(state.legal_commands(seat)) if seat in state.to_act() else []
        self.legal = set(self.commands)
        self._reach: dict[Square, Any] | None = None

    @property
    def usable(self) -> bool:
        """Can this ninja be given any command now?"""
        return bool(self.commands) and (self.needs_activation or self.state.active is not None
                                        and self.state.active.model == self.model_id)

    def reach(self) -> dict[Square, Any]:
        """Squares the ninja may move to now: {square: Reach(cost, path, dodges)}."""
        if self._reach is None:
            self._reach = dict(reachable(self.state, self.model_id)) if self.usable else {}
        return self._reach

    def of_kind(self, *kinds: type) -> list[Command]:
        return [c for c in self.commands if isinstance(c, kinds)]

    def refusal(self, command: Command) -> str | None:
        """None if the command is legal in the plan, else the reason the rules give."""
        if command in self.legal:
            return None
        try:
            self.state.clone().check(self.seat, command)
        except IllegalCommand as exc:
            return exc.reason
        return None

    def dice_preview(self, command: Command) -> tuple[int, int] | None:
        """The dice of an attack before moon cards, (attacker's, defender's), for a melee attack, a ranged
        attack or shuriken given now; None for other commands."""
        kinds = {Attack: "melee", Ranged: "ranged", Shuriken: "shuriken"}
        kind = kinds.get(type(command))
        if kind is None or command not in self.legal:
            return None
        state = self.state
        attacker = state.models[command.model]  # type: ignore[attr-defined]
        defender = state.models[command.target]  # type: ignore[attr-defined]
        parts = state.dice_counts(attacker, defender, kind)
        defence_keys = ("defence", "defence_support", "shield_wall")
        attack = sum(v for k, v in parts.items() if k not in defence_keys)
        defence = 0 if defender.no_defence else sum(parts.get(k, 0) for k in defence_keys)
        return attack, defence

    def seen_from(self, square: Square) -> list[int]:
        """Enemy ninja the planned ninja would see from `square` (it may turn freely while active)."""
        model = self.state.models[self.model_id]
        found = []
        for other in self.state.models:
            if other.seat == model.seat or other.pos is None or other.stealth:
                continue
            if distance(other.pos, square) > 12:
                continue
            if sight_between(self.state, square, other.pos, None, frozenset((model.id, other.id))):
                found.append(other.id)
        return found


def refusal(state: Any, seat: int, command: Command) -> str | None:
    """The reason `command` is refused in `state` (a copy is checked), or None when it is legal."""
    try:
        state.clone().check(seat, command)
    except IllegalCommand as exc:
        return exc.reason
    return None
