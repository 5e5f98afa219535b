"""What one seat may know: the whole board (Stealth is a public marker), every condition, scores, the moon,
its own moon hand and the size of the others'. Never the deck order, the others' cards, the others' secret
janken signs or the generator.

`view_of` is the frozen snapshot a table draws; `redact` is the same knowledge as a `NasState`, for the
computer seats and the table's previews: other hands and the deck become hidden cards (their number kept),
other seats' janken signs given but not yet shown become hidden signs, and the generator is taken out.
`DecisionKind` names the kinds of decision a table is asked (the rules make the decisions).
"""

from __future__ import annotations

import dataclasses
from types import MappingProxyType

from ninjatable.engine.rng import NoGenerator
from ninjatable.games.ninja_all_stars.data import MOON_PHASES
from ninjatable.games.ninja_all_stars.geometry import Square
from ninjatable.games.ninja_all_stars.map import Arena
from ninjatable.games.ninja_all_stars.rules import NasState
from ninjatable.games.ninja_all_stars.rules.challenges import hill_counts, messenger_square
from ninjatable.games.ninja_all_stars.rules.scoring import LEADER
from ninjatable.games.ninja_all_stars.rules.tournament import (
    HIDDEN_CARD,
    HIDDEN_SIGN,
    Activation,
    Combat,
    Model,
    Pending,
)
from ninjatable.games.ninja_all_stars.rules.tournament import DecisionKind as DecisionKind  # for the table
from ninjatable.games.ninja_all_stars.terms import ninja_name
from ninjatable.i18n import Message


@dataclasses.dataclass(frozen=True)
class ModelView:
    """One ninja as everyone sees it."""

    id: int
    seat: int
    team: str
    kind: str
    #: its number among its team's ninja of its type (0: the only one)
    number: int
    pos: Square | None
    facing: int
    where: str  # board, training, healing
    activated: bool
    conditions: MappingProxyType[str, int]
    stealth: bool
    no_defence: bool

    @property
    def name(self) -> Message:
        """Its name, as a message ("Water Kunoichi 2"): read in the reader's language."""
        return ninja_name(self.team, self.kind, self.number)


@dataclasses.dataclass(frozen=True)
class ActivationView:
    """The activation in progress, as everyone sees it."""

    model: int
    mv_left: int
    mv_full: int
    acted: int
    moved: bool
    bonus: bool
    restricted: bool
    facing_only: bool


@dataclasses.dataclass(frozen=True)
class CombatView:
    """The attack in progress: who attacks whom, how, the dice before the roll, and once rolled the dice, the
    pairs that cancelled, who chooses and among which elements."""

    attacker: int
    defender: int
    kind: str
    attack_dice: int
    defence_dice: int
    att: tuple[str, ...] | None
    dfn: tuple[str, ...] | None
    left_a: tuple[int, ...]
    left_d: tuple[int, ...]
    chooser: int
    options: tuple[str, ...]

    @property
    def rolled(self) -> bool:
        return self.att is not None

    def pairs(self) -> list[tuple[int, int]]:
        """The cancelled dice as (attacker's die, defender's die) index pairs, in order."""
        if self.att is None or self.dfn is None:
            return []
        gone_a = [i for i in range(len(self.att)) if i not in self.left_a]
        gone_d = [j for j in range(len(self.dfn)) if j not in self.left_d]
        return list(zip(gone_a, gone_d, strict=False))


@dataclasses.dataclass(frozen=True)
class ObjectivesView:
    """The challenge's objectives as everyone sees them: the hill (and how many ninja of each team stand on
    it), the target squares and who has infiltrated which, the Samurai guards, the messenger with its road and
    scrolls, the medals on the ground and their carriers, and the Chunin that are marks or champions."""

    kind: str
    hill: frozenset[Square]
    hill_counts: tuple[int, ...]
    targets: tuple[Square, ...]
    infiltrated: frozenset[tuple[int, Square]]
    guards: tuple[Square, ...]
    messenger: Square | None
    road: tuple[Square, ...]
    scrolls: int
    medals: tuple[Square, ...]
    carriers: frozenset[int]
    leaders: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class NasView:
    """One seat's share of the game (seat None: a spectator)."""

    seat: int | None
    num_seats: int
    arena: Arena
    challenge: str
    teams: tuple[str, ...]
    seat_names: tuple[str, ...]
    phase: str
    round_no: int
    rounds: int
    win_score: int
    moon: str
    moon_index: int
    moon_placed: bool
    initiative: int
    turn: int
    to_act: tuple[int, ...]
    scores: tuple[int, ...]
    models: tuple[ModelView, ...]
    lanterns: tuple[Square, ...]
    shrines: MappingProxyType[Square, str]
    chests: tuple[Square, ...]
    edges: MappingProxyType[int, str]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    discard: tuple[int, ...]
    active: ActivationView | None
    pending: Pending | None
    combat: CombatView | None
    janken_chosen: tuple[int, ...]
    janken_sign: str | None
    over: bool
    end_reason: str
    objectives: ObjectivesView

    def model(self, model_id: int) -> ModelView:
        return self.models[model_id]

    def name(self, model_id: int) -> Message:
        return self.models[model_id].name


def _model_view(m: Model) -> ModelView:
    return ModelView(m.id, m.seat, m.team, m.kind, m.number, m.pos, m.facing, m.where, m.activated,
                     MappingProxyType(dict(m.cond)), m.stealth, m.no_defence)


def _activation_view(act: Activation | None) -> ActivationView | None:
    if act is None:
        return None
    return ActivationView(act.model, act.mv_left, act.mv_full, act.acted, act.moved, act.bonus, act.restricted,
                          act.facing_only)


def _combat_view(combat: Combat | None) -> CombatView | None:
    if combat is None:
        return None
    return CombatView(combat.attacker, combat.defender, combat.kind, combat.attack_dice, combat.defence_dice,
                      tuple(combat.att) if combat.att is not None else None,
                      tuple(combat.dfn) if combat.dfn is not None else None,
                      tuple(combat.left_a), tuple(combat.left_d), combat.chooser, tuple(combat.options))


def _objectives_view(state: NasState) -> ObjectivesView:
    kind = state.challenge.objective
    objectives = state.arena.objectives
    messenger = messenger_square(state)
    road = objectives.route[state.messenger_step:] if messenger is not None else ()
    return ObjectivesView(
        kind=kind, hill=objectives.hill if kind == "hill" else frozenset(),
        hill_counts=tuple(hill_counts(state)) if kind == "hill" else (),
        targets=objectives.target_squares if kind == "infiltration" else (),
        infiltrated=frozenset(state.infiltrated), guards=tuple(state.guards), messenger=messenger, road=road,
        scrolls=state.scrolls, medals=tuple(sorted(state.medals)), carriers=frozenset(state.carriers),
        leaders=tuple(m.id for m in state.models if m.kind == LEADER) if kind in ("mark", "champion") else ())


def view_of(state: NasState, seat: int | None) -> NasView:
    own_sign = state.janken_signs.get(seat) if seat is not None else None
    return NasView(
        seat=seat, num_seats=state.num_seats, arena=state.arena, challenge=state.challenge.key,
        teams=state.teams, seat_names=tuple(state.seat_name(s) for s in range(state.num_seats)),
        phase=state.phase, round_no=state.round_no, rounds=state.challenge.rounds,
        win_score=state.challenge.win_score, moon=MOON_PHASES[state.moon], moon_index=state.moon,
        moon_placed=state.janken_purpose != "setup" or state.phase != "janken",
        initiative=state.initiative, turn=state.turn, to_act=state.to_act(), scores=tuple(state.scores),
        models=tuple(_model_view(m) for m in state.models), lanterns=tuple(sorted(state.lanterns)),
        shrines=MappingProxyType(dict(sorted(state.shrines.items()))), chests=tuple(sorted(state.chests)),
        edges=MappingProxyType(dict(state.edges)),
        hand=tuple(state.hands[seat]) if seat is not None else (),
        hand_sizes=tuple(len(h) for h in state.hands), deck_size=len(state.deck), discard=tuple(state.discard),
        active=_activation_view(state.active), pending=state.asked(), combat=_combat_view(state.combat),
        janken_chosen=tuple(sorted(state.janken_signs)),
        janken_sign=own_sign if own_sign != HIDDEN_SIGN else None,
        over=state.over, end_reason=state.end_reason, objectives=_objectives_view(state),
    )


def redact(state: NasState, seat: int | None) -> NasState:
    """`state` as `seat` knows it: other hands and the deck hidden (their sizes kept), other seats' janken
    signs hidden until they are shown, no generator."""
    known = state.clone()
    assert isinstance(known, NasState)
    known.rng = NoGenerator()
    for other in range(state.num_seats):
        if other != seat:
            known.hands[other] = [HIDDEN_CARD] * len(state.hands[other])
    known.deck = [HIDDEN_CARD] * len(state.deck)
    known.janken_signs = {s: sign if s == seat else HIDDEN_SIGN for s, sign in state.janken_signs.items()}
    return known
