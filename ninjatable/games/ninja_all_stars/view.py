"""What one seat may know: the whole board (Stealth is a public marker), every condition, scores, the
moon, its own moon hand and the size of the others'. Never the deck order, the others' cards, the others'
secret janken signs or the generator.

`NasView.public` is a copy of the state with that hidden part removed (other hands emptied, deck emptied,
a dummy generator): the AI deals the unseen cards into it to search. The table reads the plain fields.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars.data import DECK, MOON_PHASES

if TYPE_CHECKING:
    from ninjatable.games.ninja_all_stars.rules import NasState


@dataclasses.dataclass(frozen=True)
class ModelView:
    """One ninja as everyone sees it."""

    id: int
    seat: int
    team: str
    kind: str
    name: str
    pos: tuple[int, int] | None
    facing: int
    where: str  # board, training, healing
    activated: bool
    conditions: dict[str, int]
    stealth: bool
    no_defence: bool


@dataclasses.dataclass(frozen=True)
class NasView:
    """One seat's share of the game (seat None: a spectator)."""

    seat: int | None
    num_seats: int
    arena: str
    challenge: str
    teams: tuple[str, ...]
    phase: str
    round_no: int
    rounds: int
    moon: str
    moon_index: int
    initiative: int
    turn: int
    to_act: tuple[int, ...]
    scores: tuple[int, ...]
    models: tuple[ModelView, ...]
    lanterns: tuple[tuple[int, int], ...]
    shrines: dict[tuple[int, int], str]
    chests: tuple[tuple[int, int], ...]
    edges: dict[int, str]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    discard: tuple[int, ...]
    active: dict[str, Any] | None
    pending: dict[str, Any] | None
    combat: dict[str, Any] | None
    janken_chosen: tuple[int, ...]
    janken_sign: str | None
    over: bool
    end_reason: str
    public: Any = dataclasses.field(repr=False, compare=False)

    def model(self, model_id: int) -> ModelView:
        return self.models[model_id]

    def card_name(self, card_id: int) -> str:
        return DECK[card_id].name


def public_state(state: NasState, seat: int | None) -> NasState:
    """A copy of the state without what `seat` may not know."""
    twin = state.clone()
    twin.rng = Rng(0)
    for other in range(state.num_seats):
        if other != seat:
            twin.hands[other] = []
    twin.deck = []
    twin.janken_signs = {s: v for s, v in state.janken_signs.items() if s == seat}
    return twin


def make_view(state: NasState, seat: int | None) -> NasView:
    models = tuple(ModelView(m.id, m.seat, m.team, m.kind, m.name, m.pos, m.facing, m.where, m.activated,
                             dict(m.cond), m.stealth, m.no_defence) for m in state.models)
    active = None
    if state.active is not None:
        act = state.active
        active = {"model": act.model, "mv_left": act.mv_left, "mv_full": act.mv_full, "acted": act.acted,
                  "moved": act.moved, "bonus": act.bonus, "restricted": act.restricted,
                  "facing_only": act.facing_only}
    combat = None
    if state.combat is not None:
        combat = {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
                  for k, v in state.combat.items()}
    return NasView(
        seat=seat, num_seats=state.num_seats, arena=state.arena_key, challenge=state.challenge.key,
        teams=state.teams, phase=state.phase, round_no=state.round_no, rounds=state.challenge.rounds,
        moon=MOON_PHASES[state.moon], moon_index=state.moon, initiative=state.initiative, turn=state.turn,
        to_act=state.to_act(), scores=tuple(state.scores), models=models, lanterns=tuple(sorted(state.lanterns)),
        shrines=dict(state.shrines), chests=tuple(sorted(state.chests)), edges=dict(state.edges),
        hand=tuple(state.hands[seat]) if seat is not None else (),
        hand_sizes=tuple(len(h) for h in state.hands), deck_size=len(state.deck), discard=tuple(state.discard),
        active=active, pending=dict(state.pending[-1]) if state.pending else None, combat=combat,
        janken_chosen=tuple(sorted(state.janken_signs)),
        janken_sign=state.janken_signs.get(seat) if seat is not None else None,
        over=state.over, end_reason=state.end_reason, public=public_state(state, seat),
    )


def determinize(view: NasView, seat: int, rng: Rng) -> NasState:
    """A full state consistent with the view: the unseen moon cards dealt at random into the other hands
    and the deck, a random secret janken sign for every other player who has chosen, and a fresh
    generator."""
    state = view.public.clone()
    known = set(view.hand) | set(view.discard)
    unseen = [c for c in range(len(DECK)) if c not in known]
    rng.shuffle(unseen)
    for other in range(state.num_seats):
        if other == seat:
            continue
        size = view.hand_sizes[other]
        state.hands[other] = unseen[:size]
        unseen = unseen[size:]
    state.deck = unseen[:view.deck_size]
    for other in view.janken_chosen:
        if other != seat:
            state.janken_signs[other] = rng.choice(("rock", "paper", "scissors"))
    state.rng = Rng(rng.randint(0, 2**62))
    return state
