"""Building Ninja All-Stars positions for rule tests: ninja on chosen squares, dice that show chosen faces."""

from __future__ import annotations

from ninjatable.engine.rng import Rng
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.data import ELEMENTS
from ninjatable.games.ninja_all_stars.rules import NasState
from ninjatable.games.ninja_all_stars.rules.setup import put_on_board

# model ids: seat 0 (Fire) 0 Chunin, 1-3 Kaiken, 4-5 Yajiri, 6-7 Kunoichi, 8 Madoushi; seat 1 (Water) +9
CHUNIN, KAIKEN, YAJIRI, KUNOICHI, MADOUSHI = 0, 1, 4, 6, 8
ENEMY = 9


class Dice(Rng):
    """A generator whose element dice show the given faces first (then it rolls at random)."""

    def __init__(self, faces: list[str] | None = None) -> None:
        super().__init__(7)
        self.faces = list(faces or [])

    def push(self, *faces: str) -> None:
        self.faces.extend(faces)

    def die(self, sides: int = 6) -> int:
        if sides == 6 and self.faces:
            return ELEMENTS.index(self.faces.pop(0)) + 1
        return super().die(sides)

    def copy(self) -> Dice:
        twin = Dice(self.faces)
        twin._random.setstate(self._random.getstate())
        return twin


def new_game(seed: int = 1, **params) -> NasState:
    return GAME.new_state(params.pop("seats", 2), seed, params)


def board(placements: dict[int, tuple[tuple[int, int], int]], *, arena: str = "nas_sakura_garden",
          challenge: str = "brawl", turn: int = 0, faces: list[str] | None = None, seats: int = 2) -> NasState:
    """A state in the activation phase of round 1 with the given ninja on the board
    ({model id: ((x, y), facing)}); every other ninja waits on its Training Ground."""
    state = new_game(1, arena=arena, challenge=challenge, seats=seats)
    state.phase = "activation"
    state.janken_purpose = "round"
    state.pending = []
    state.events = []
    edges = ["south", "north", "west", "east"]
    state.edges = {s: edges[s] for s in range(seats)}
    state.hands = [[] for _ in range(seats)]
    state.deck = list(range(52))
    state.discard = []
    state.lanterns, state.shrines = set(), {}
    state.chests = set(state.arena.chest_spots) if state.challenge.chests else set()
    state.moon = 0
    for model_id, (square, facing) in placements.items():
        model = state.models[model_id]
        put_on_board(state, model, square)
        model.facing = facing
    state.turn = turn
    state.initiative = turn
    state.rng = Dice(faces)
    state.forget()
    return state


def play(state: NasState, seat: int, text: str):
    """Give a command in its text form through the full legality check (an order to a ninja that is not
    active yet activates it first, in the same command)."""
    return state.apply(seat, GAME.parse_command(text))


def texts(events) -> str:
    return "\n".join(e.text for e in events)
