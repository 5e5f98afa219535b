"""The whole truth of one Ninja All-Stars game, as plain data: the ninja, the ground and its markers, the moon
deck and hands, the round, the activation, the combat and the decisions waiting.

`Tournament` holds the data and the few questions every part of the rules asks of it; the flow is in the
modules beside this one (functions over a tournament), and `NasState` (`state.py`) answers the engine's
protocol. `clone` copies every attribute by its kind, so a new field can never be shared between a state and
its copy: an attribute of a kind the copier does not know stops the copy with an error.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Final

from ninjatable.engine.protocol import Event, State
from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars.data import (
    CHALLENGES,
    ROSTER,
    TEAMS,
    Challenge,
    ModelType,
    ninja_type,
)
from ninjatable.games.ninja_all_stars.geometry import Square
from ninjatable.games.ninja_all_stars.map import Arena
from ninjatable.games.ninja_all_stars.terms import ninja_name, team_term
from ninjatable.games.words import player
from ninjatable.i18n import Message, Text, msg, render

BOARD, TRAINING, HEALING = "board", "training", "healing"
#: what the players do now, outside the decisions inside an action (`Tournament.pending`).
JANKEN, PLACEMENT, GIVE_EDGE, CHOOSE_EDGE, DEPLOY, ACTIVATION, MANAGE, TEAM_TEST = (
    "janken", "markers", "give_edge", "choose_edge", "deploy", "activation", "manage", "team_test")


class DecisionKind:
    """Every kind of decision of Ninja All-Stars (`Decision.kind`), named once: the rules, the table, the
    computer and the tests compare a decision's kind with these names. Outside the questions of an action, a
    phase asks its own decision (janken, markers, give_edge, choose_edge, deploy, activation: the phase's
    name); a question asked inside an action or the management (`Pending.kind`) is a decision of its own."""

    JANKEN: Final = "janken"
    MARKERS: Final = "markers"
    GIVE_EDGE: Final = "give_edge"
    CHOOSE_EDGE: Final = "choose_edge"
    DEPLOY: Final = "deploy"
    ACTIVATION: Final = "activation"
    #: the questions asked inside an action or the management
    COMBAT_CARD: Final = "combat_card"
    REACTION: Final = "reaction"
    CHOOSE_RESULT: Final = "choose_result"
    PUSH: Final = "push"
    WATER_MOVE: Final = "water_move"
    WATER_PLACE: Final = "water_place"
    DISCARD: Final = "discard"
    HEAL: Final = "heal"
    MANAGE: Final = "manage"
    REINFORCE: Final = "reinforce"
    #: which of a side's ninja rolls for initiative (the initiative-by-affinity setting)
    TEAM_TEST: Final = "team_test"


#: a moon card or janken sign another seat holds, as a seat's knowledge (the redaction) has it.
HIDDEN_CARD = -1
HIDDEN_SIGN = "hidden"


def roster_numbers() -> tuple[int, ...]:
    """For each place of the roster, its number among the team's ninja of that type (0: the only one)."""
    numbers = []
    for index, kind in enumerate(ROSTER):
        numbers.append(ROSTER[:index].count(kind) + 1 if ROSTER.count(kind) > 1 else 0)
    return tuple(numbers)


_NUMBERS = roster_numbers()


class Model:
    """One ninja: owner, team, type, where it is (board square, Training Ground or Healing House), facing,
    whether it was activated this round, its condition markers, Stealth, and Tiger Strike's lost defence."""

    __slots__ = ("activated", "cond", "facing", "id", "kind", "no_defence", "number", "pos", "seat", "stealth",
                 "team", "type", "where")

    def __init__(self, model_id: int, seat: int, team: str, kind: str, number: int = 0) -> None:
        self.id = model_id
        self.seat = seat
        self.team = team
        self.kind = kind
        #: its stat line: its team's line for its type
        self.type: ModelType = ninja_type(team, kind)
        #: its number among its team's ninja of its type (0: the only one)
        self.number = number
        self.pos: Square | None = None
        self.facing = 0
        self.where = TRAINING
        self.activated = False
        self.cond: dict[str, int] = {}
        self.stealth = False
        self.no_defence = False

    def copy(self) -> Model:
        twin = Model.__new__(Model)
        for name in MODEL_FIELDS:
            setattr(twin, name, copied(getattr(self, name)))
        twin.type = self.type
        return twin

    @property
    def name(self) -> Message:
        """Its name, as a message: "Water Kunoichi 2"."""
        return ninja_name(self.team, self.kind, self.number)

    @property
    def affinity(self) -> str:
        return TEAMS[self.team].element

    def has(self, keyword: str) -> bool:
        return keyword in self.type.keywords

    @property
    def on_board(self) -> bool:
        return self.where == BOARD


#: the attributes that make up a ninja's state: all but its stat line, which follows from its team and type
#: (a copy shares it)
MODEL_FIELDS = tuple(name for name in Model.__slots__ if name != "type")


@dataclasses.dataclass
class Activation:
    """The activation in progress: movement points left, actions taken, Haste's extra move or action,
    a Stunned start (move or act, not both), whether only the final facing is left to choose, the foliage
    square a ninja in Stealth ended a move in during this activation (leaving it again in the same activation
    means it only passed through), and what is left of the leap of a Leaping Strike that a failed dodge in
    Stealth held (0: no leap is held; while one is, the Leaping Strike is under way)."""

    model: int
    mv_full: int
    bonus: bool
    restricted: bool
    mv_left: int = -1
    acted: int = 0
    moved: bool = False
    facing_only: bool = False
    foliage: Square | None = None
    leap_left: int = 0

    def __post_init__(self) -> None:
        if self.mv_left < 0:
            self.mv_left = self.mv_full

    def copy(self) -> Activation:
        return dataclasses.replace(self)


@dataclasses.dataclass
class Combat:
    """An attack in progress: who attacks whom and how, the dice each side rolls (with the parts they come
    from), the seats still to be asked for a combat card, the cards played, and after the roll the dice,
    which of them are left, who chooses and among which elements."""

    attacker: int
    defender: int
    kind: str  # melee, ranged, shuriken
    tiger: bool
    leaping: bool
    attack_dice: int
    defence_dice: int
    parts: dict[str, int]
    stealth_attack: bool
    window: list[int]
    played: list[int] = dataclasses.field(default_factory=list)
    att: list[str] | None = None
    dfn: list[str] | None = None
    left_a: list[int] = dataclasses.field(default_factory=list)
    left_d: list[int] = dataclasses.field(default_factory=list)
    chooser: int = -1
    chooser_side: str = ""
    options: list[str] = dataclasses.field(default_factory=list)
    result: str = ""

    @property
    def rolled(self) -> bool:
        return self.att is not None

    def copy(self) -> Combat:
        return Combat(**{field.name: copied(getattr(self, field.name)) for field in dataclasses.fields(self)})


@dataclasses.dataclass(frozen=True)
class Pending:
    """A question asked of `seat` inside an action or the management, answered before anything else (`count`:
    how many times in a row, for a card that brings two ninja home). The seat's `decision` offers its answers."""

    kind: str  # a DecisionKind: COMBAT_CARD, REACTION, CHOOSE_RESULT, PUSH, ... REINFORCE
    seat: int
    count: int = 1


# --- copying -------------------------------------------------------------------------------------------------
#: kinds that never change once made: shared between a state and its copies.
_KEPT: frozenset[type] = frozenset({int, float, str, bool, type(None), tuple, frozenset, Arena, Challenge,
                                    Pending})


def copied(value: Any) -> Any:
    """A copy of one attribute of a state that shares nothing that can change: lists and dicts are copied
    item by item, sets (of squares) and generators copied, the records of the game by their own `copy`.
    Tuples and frozen sets here hold plain values only. An unknown kind raises TypeError."""
    kind = type(value)
    if kind in _KEPT:
        return value
    if kind is list:
        return [copied(item) for item in value]
    if kind is dict:
        return {key: copied(item) for key, item in value.items()}
    if kind is set:
        return set(value)
    if isinstance(value, Rng):
        return value.copy()
    if kind in (Model, Activation, Combat):
        return value.copy()
    raise TypeError(f"a Ninja All-Stars state does not know how to copy a {kind.__name__}")


class Tournament(State):
    """The data of one game; the engine's protocol is answered by `NasState`."""

    #: the comparative affinity test for the initiative under way (`TEAM_TEST`): each player taking it, in the
    #: order they choose, with the ninja it chose to roll (-1: not chosen yet); empty when none is. The value is
    #: replaced whole, never changed in place.
    team_test: tuple[tuple[int, int], ...] = ()

    def __init__(self, num_seats: int, seed: int, params: dict[str, Any], arena: Arena) -> None:
        self.num_seats = num_seats
        self.rng = Rng(seed)
        self.arena_key: str = arena.key
        self.arena = arena
        self.challenge: Challenge = CHALLENGES[params["challenge"]]
        if num_seats not in self.challenge.players:
            raise ValueError(f"the {self.challenge.name} challenge is not played by {num_seats} players")
        lack = arena.objectives.lacks(self.challenge.objective)
        if lack:
            raise ValueError(f"{self.challenge.name} cannot be played on {arena.title}: {lack}")
        self.teams: tuple[str, ...] = tuple(str(params.get(f"team_{seat + 1}")) for seat in range(num_seats))
        for team in self.teams:
            if team not in TEAMS:
                raise ValueError(f"unknown team '{team}' (use {', '.join(TEAMS)})")
        if len(set(self.teams)) != len(self.teams):
            raise ValueError("every player needs a different shrine team")
        self.initiative_mode: str = params["initiative"]
        self.models: list[Model] = [Model(seat * len(ROSTER) + index, seat, team, kind, _NUMBERS[index])
                                    for seat, team in enumerate(self.teams) for index, kind in enumerate(ROSTER)]
        #: square -> the id of the ninja standing there.
        self.occupied: dict[Square, int] = {}
        #: the events of the command being applied (emptied after every command).
        self.events: list[Event] = []
        self.phase = JANKEN
        self.janken_players: tuple[int, ...] = tuple(range(num_seats))
        #: the secret signs given so far (another seat's sign is `HIDDEN_SIGN` in a seat's knowledge).
        self.janken_signs: dict[int, str] = {}
        self.janken_purpose = "setup"
        self.initiative = 0
        self.turn = 0
        self.round_no = 1
        self.moon = 0
        self.scores = [0] * num_seats
        self.hands: list[list[int]] = [[] for _ in range(num_seats)]
        #: the moon deck, top card last (`HIDDEN_CARD`s in a seat's knowledge).
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.lanterns: set[Square] = set()
        self.shrines: dict[Square, str] = {}
        self.chests: set[Square] = set()
        #: the challenge's neutral figures on the ground: square -> "guard" or "messenger".
        self.figures: dict[Square, str] = {}
        #: where each Samurai guard stands (the guard of the arena's n-th guard post is the n-th).
        self.guards: list[Square] = []
        #: how far along its road the messenger is, and the scrolls it still carries.
        self.messenger_step = 0
        self.scrolls = 0
        #: medals lying on the ground, and the ninja carrying one.
        self.medals: set[Square] = set()
        self.carriers: set[int] = set()
        #: (seat, target square) for every target square a team has infiltrated.
        self.infiltrated: set[tuple[int, Square]] = set()
        self.place_turn = 0
        self.passes = 0
        self.edges: dict[int, str] = {}
        self.edge_queue: list[int] = []
        self.deploy_turn = 0
        self.deployed = [0] * num_seats
        self.active: Activation | None = None
        self.pending: list[Pending] = []
        self.combat: Combat | None = None
        self.manage_queue: list[int] = []
        #: the players who played a card in this management to take the next round's initiative, in order.
        self.initiative_claims: list[int] = []
        self.over = False
        #: why the challenge ended, as a message's data (`Message.to_json`; empty while it goes on): read in
        #: each reader's language (`end_message`).
        self.ending: dict[str, Any] = {}
        #: the challenge ended because a team reached the winning score (a score made by the same effect
        #: afterwards may share the victory).
        self.goal_reached = False
        #: a digest of every command and every public chance result so far (the AI caches by it).
        self.trail = hash((self.arena_key, self.challenge.key, self.teams, self.initiative_mode))
        self._cache: dict[Any, Any] = {}
        #: True while a command is carried out: models move and hide under the questions asked then
        self._carrying_out = False

    # --- copies and caches ---------------------------------------------------------------------------
    def clone(self) -> Tournament:
        """An independent copy: every attribute copied by its kind; private caches start empty."""
        twin = object.__new__(type(self))
        fields = twin.__dict__
        for name, value in self.__dict__.items():
            fields[name] = type(value)() if name.startswith("_") else copied(value)
        return twin

    def __deepcopy__(self, memo: dict[int, Any]) -> Tournament:
        return self.clone()

    def cache(self) -> dict[Any, Any]:
        """Answers computed for this exact moment (legal commands, reachable squares); cleared by every
        command (`caches.MOMENT`)."""
        return self._cache

    def forget(self) -> None:
        """The position changed: drop every answer computed for the one before."""
        self._cache = {}

    def steady(self) -> bool:
        """Is no command being carried out? Only then may an answer about where the models stand and who
        hides be kept for the moment."""
        return not self._carrying_out

    # --- plain questions -----------------------------------------------------------------------------
    def seat_label(self, seat: int) -> Message:
        """A player by team and seat, as a message: "Fire Shrine (Player 1)"."""
        return msg("{team} ({player})", team=team_term(self.teams[seat]), player=player(seat))

    def seat_words(self, seat: int) -> Message:
        return self.seat_label(seat)

    def end_message(self) -> Message | None:
        """Why the challenge ended, as a message (None while it goes on)."""
        return Message.from_json(self.ending) if self.ending else None

    @property
    def end_reason(self) -> str:
        """Why the challenge ended, in the reader's language ("" while it goes on)."""
        ending = self.end_message()
        return render(ending) if ending is not None else ""

    def occupied_models(self) -> dict[Square, Model]:
        return {sq: self.models[mid] for sq, mid in self.occupied.items()}

    def seat_models(self, seat: int, where: str | None = None) -> list[Model]:
        return [m for m in self.models if m.seat == seat and (where is None or m.where == where)]

    def is_over(self) -> bool:
        return self.over

    def acting(self) -> tuple[int, ...]:
        """The seats that must answer now: the seat of the first decision waiting, else by the phase (in
        janken every player who has not shown a sign yet)."""
        if self.over:
            return ()
        if self.pending:
            return (self.pending[-1].seat,)
        phase = self.phase
        if phase == JANKEN:
            return tuple(s for s in self.janken_players if s not in self.janken_signs)
        seat = {PLACEMENT: self.place_turn, GIVE_EDGE: self.initiative, DEPLOY: self.deploy_turn,
                ACTIVATION: self.turn}.get(phase)
        if seat is not None:
            return (seat,)
        if phase == CHOOSE_EDGE:
            return (self.edge_queue[0],)
        if phase == TEAM_TEST:
            return next(((seat,) for seat, chosen in self.team_test if chosen < 0), ())
        if phase == MANAGE:
            return (self.manage_queue[0],)
        return ()

    def asked(self) -> Pending | None:
        """The question asked of a seat inside an action or the management that comes first, if any (what a
        seat must decide now, all of it, is its `decision`)."""
        return self.pending[-1] if self.pending else None

    # --- changes every part of the rules makes -------------------------------------------------------------
    def say(self, text: Text, kind: str = "info", seat: int | None = None, irreversible: bool = False,
            **data: Any) -> None:
        self.events.append(Event(text, seat=seat, kind=kind, irreversible=irreversible, data=data))

    def place(self, model: Model, square: Square | None) -> None:
        if model.pos is not None and self.occupied.get(model.pos) == model.id:
            del self.occupied[model.pos]
        model.pos = square
        if square is not None:
            self.occupied[square] = model.id

    def ask(self, kind: str, seat: int, count: int = 1) -> None:
        self.pending.append(Pending(kind, seat, count))
