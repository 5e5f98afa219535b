"""Setup and initiative: janken (or, for a round's initiative, the comparative affinity test rolled by a ninja each
player chooses), the moon marker and the first moon cards, lanterns and shrines placed in turn, deployment edges,
ninja deployed one at a time."""

from __future__ import annotations

from ninjatable.games.ninja_all_stars.data import DECK, MOON_PHASES
from ninjatable.games.ninja_all_stars.geometry import Square
from ninjatable.games.ninja_all_stars.map import EDGE_NAMES
from ninjatable.games.ninja_all_stars.rules.dice import roll
from ninjatable.games.ninja_all_stars.rules.effects import (
    affinity_dice,
    draw_card,
    lose_stealth,
    remove_marker,
)
from ninjatable.games.ninja_all_stars.rules.tournament import (
    ACTIVATION,
    BOARD,
    CHOOSE_EDGE,
    DEPLOY,
    GIVE_EDGE,
    JANKEN,
    PLACEMENT,
    TEAM_TEST,
    TRAINING,
    Model,
    Tournament,
)
from ninjatable.games.ninja_all_stars.rules.turns import start_activations, start_round
from ninjatable.games.ninja_all_stars.terms import (
    GAME,
    SIGN_TERMS,
    dice_terms,
    element_term,
    marker_term,
    square_words,
)
from ninjatable.i18n import N_, Message, Term, msg, msg_n

SIGNS = ("rock", "paper", "scissors")
#: what a janken is played for besides the initiative: the next choice of a deployment edge
EDGE_JANKEN = "edge"
BEATS = {"rock": "scissors", "scissors": "paper", "paper": "rock"}
OPPOSITE_EDGE = {"north": "south", "south": "north", "east": "west", "west": "east"}
#: a player's deployment edge, said in the log: the edge chosen, and the opposite one taken by the other player
EDGE_CHOSEN = {"north": N_("{player} deploys on the north edge."), "south": N_("{player} deploys on the south edge."),
               "east": N_("{player} deploys on the east edge."), "west": N_("{player} deploys on the west edge.")}
EDGE_OPPOSITE = {"north": N_("{player} deploys on the opposite, north edge."),
                 "south": N_("{player} deploys on the opposite, south edge."),
                 "east": N_("{player} deploys on the opposite, east edge."),
                 "west": N_("{player} deploys on the opposite, west edge.")}


# --- initiative ------------------------------------------------------------------------------------------------
def apply_janken(state: Tournament, seat: int, sign: str) -> None:
    """A secret sign; once every player has one, they are shown: one sign kind wins (two kinds present),
    several winners play again among themselves, a tie (one or three kinds) is played again."""
    state.janken_signs[seat] = sign
    if any(s not in state.janken_signs for s in state.janken_players):
        state.say(msg("{player} has chosen.", player=state.seat_label(seat)), "janken", seat)
        return
    signs = dict(state.janken_signs)
    shown = tuple(msg("{player}: {sign}", player=state.seat_label(s), sign=Term(GAME, SIGN_TERMS[signs[s]]))
                  for s in state.janken_players)
    present = set(signs.values())
    state.janken_signs = {}
    if len(present) != 2:
        state.say(msg("Janken! {signs}. A tie: play again.", signs=shown), "janken", None, irreversible=True,
                  signs=signs)
        return
    a, b = sorted(present)
    winning = a if BEATS[a] == b else b
    winners = tuple(s for s in state.janken_players if signs[s] == winning)
    if len(winners) > 1:
        state.janken_players = winners
        state.say(msg_n("Janken! {signs}. {n} winner plays again.", "Janken! {signs}. {n} winners play again.",
                        n=len(winners), signs=shown), "janken", None, irreversible=True, signs=signs)
        return
    if state.janken_purpose == EDGE_JANKEN:
        said = msg("Janken! {signs}. {player} chooses the next edge.", signs=shown,
                   player=state.seat_label(winners[0]))
    else:
        said = msg("Janken! {signs}. {player} wins the initiative.", signs=shown, player=state.seat_label(winners[0]))
    state.say(said, "janken", None, irreversible=True, signs=signs, winner=winners[0])
    janken_won(state, winners[0])


def janken_won(state: Tournament, seat: int) -> None:
    """The winner of a janken (or of the comparative test that may replace it for a round's initiative) takes
    what it was played for."""
    if state.janken_purpose == EDGE_JANKEN:
        state.phase = CHOOSE_EDGE
        state.edge_queue = [seat]
    else:
        initiative_won(state, seat)


def team_test_ninja(state: Tournament, seat: int) -> list[Model]:
    """The ninja `seat` may choose to take an affinity test for its whole team: its ninja on the board."""
    return state.seat_models(seat, BOARD)


def start_affinity_initiative(state: Tournament, players: list[int]) -> None:
    """The rulebook's alternative to janken for the initiative of a new round: a comparative affinity test for
    the whole team. Each player, from the one with the initiative round the table, chooses one of its ninja on the
    board to roll it (a player with a single one rolls with it). **(our reading)** A player with no ninja on the
    board cannot take the test and drops out of it: if one player is left it takes the initiative without a
    roll, if none, janken decides (as at the setup, where nobody's ninja stand on the board yet)."""
    order = sorted(players, key=lambda seat: (seat - state.initiative) % state.num_seats)
    able = [seat for seat in order if team_test_ninja(state, seat)]
    for seat in order:
        if seat not in able:
            state.say(msg("{player} has no ninja on the board and cannot roll for the initiative.",
                          player=state.seat_label(seat)), "initiative", seat)
    if not able:
        state.say(msg("No ninja of the players in the test stands on the board: janken decides the initiative."),
                  "initiative", None)
        state.phase = JANKEN
        state.janken_players = tuple(order)
        state.janken_signs = {}
        return
    if len(able) == 1:
        state.say(msg("{player} takes the initiative: only its ninja stand on the board.",
                      player=state.seat_label(able[0])), "initiative", able[0])
        janken_won(state, able[0])
        return
    state.phase = TEAM_TEST
    state.team_test = tuple((seat, -1) for seat in able)
    next_roller(state)


def next_roller(state: Tournament) -> None:
    """The next player chooses its ninja; a player with a single ninja on the board rolls with it without being
    asked; once every player has its ninja, the test is rolled."""
    for seat, chosen in state.team_test:
        if chosen >= 0:
            continue
        ninja = team_test_ninja(state, seat)
        if len(ninja) == 1:
            choose_roller(state, seat, ninja[0].id)
        return
    roll_team_test(state)


def choose_roller(state: Tournament, seat: int, model_id: int) -> None:
    """`seat`'s ninja for the test, said to everyone."""
    state.team_test = tuple((s, model_id if s == seat else chosen) for s, chosen in state.team_test)
    state.say(msg("{player}: {ninja} rolls for the initiative.", player=state.seat_label(seat),
                  ninja=state.models[model_id].name), "initiative", seat, model=model_id)
    next_roller(state)


def roll_team_test(state: Tournament) -> None:
    """Every chosen ninja rolls; the most symbols of its own element wins and ties roll again, each player with
    the same ninja. A Lucky ninja rerolls a roll that would not win, an enemy rerolls a Cursed ninja's roll that
    would win (once). The test is not a dodge, so a ninja in Stealth that rolls it loses Stealth."""
    rollers = {seat: state.models[chosen] for seat, chosen in state.team_test}
    players = list(rollers)
    state.team_test = ()
    while len(players) > 1:
        rolled = {}
        for seat in players:
            model = rollers[seat]
            if model.stealth:
                lose_stealth(state, model, msg("{ninja} rolls for the initiative and loses Stealth.",
                                               ninja=model.name))
            rolled[seat] = (model, roll(state.rng, affinity_dice(model)))
        counts = {seat: dice.count(model.affinity) for seat, (model, dice) in rolled.items()}
        for seat in players:
            model, dice = rolled[seat]
            counts[seat], words = _initiative_reroll(state, model, dice, counts[seat],
                                                     max(counts[o] for o in players if o != seat))
            state.say(Message(words, (("player", state.seat_label(seat)), ("ninja", model.name),
                                      ("dice", dice_terms(dice)), ("n", counts[seat]))),
                      "affinity", seat, irreversible=True, dice=dice, element=model.affinity)
        best = max(counts.values())
        players = [s for s in players if counts[s] == best]
    janken_won(state, players[0])


def _initiative_reroll(state: Tournament, model: Model, dice: list[str], count: int, rival: int) -> tuple[int, str]:
    """Lucky rerolls a count below the best rival's; Curse makes an enemy reroll a count above it. Returns the
    count and the words of the roll (fields: player, ninja, dice, n)."""
    if count < rival and model.cond.get("lucky"):
        remove_marker(model, "lucky")
        words = N_("{player} rolls for the initiative with {ninja} (Lucky: rerolled; {dice}): {n}.")
    elif count > rival and model.cond.get("curse"):
        remove_marker(model, "curse")
        words = N_("{player} rolls for the initiative with {ninja} (Cursed: an enemy forced a reroll; {dice}): {n}.")
    else:
        return count, N_("{player} rolls for the initiative with {ninja} ({dice}): {n}.")
    dice[:] = roll(state.rng, len(dice))
    return dice.count(model.affinity), words


def initiative_won(state: Tournament, seat: int) -> None:
    state.initiative = seat
    state.janken_players = tuple(range(state.num_seats))
    if state.janken_purpose == "setup":
        start_setup(state)
    else:
        start_round(state)


def start_setup(state: Tournament) -> None:
    """The moon marker on a rolled element, the shuffled moon deck, three cards each from the player with
    the initiative, then lanterns and shrines."""
    phase = state.rng.die(6) - 1
    state.moon = phase
    state.say(msg("The moon marker starts on {element}.", element=element_term(MOON_PHASES[phase])), "moon", None,
              irreversible=True, phase=MOON_PHASES[phase])
    state.deck = list(range(len(DECK)))
    state.rng.shuffle(state.deck)
    for k in range(state.num_seats):
        seat = (state.initiative + k) % state.num_seats
        for _ in range(3):
            draw_card(state, seat)
    if state.challenge.chests:
        state.chests = set(state.arena.chest_spots)
        state.say(msg_n("{n} chest is placed on the chest spots.", "{n} chests are placed on the chest spots.",
                        n=len(state.chests)), "setup", None)
    state.phase = PLACEMENT
    state.place_turn = state.initiative
    state.passes = 0


# --- lanterns, shrines, edges ------------------------------------------------------------------------------------
def pass_placement(state: Tournament, seat: int) -> None:
    state.passes += 1
    state.say(msg("{player} passes.", player=state.seat_label(seat)), "setup", seat)
    if state.passes >= state.num_seats:
        state.phase = GIVE_EDGE
        return
    state.place_turn = (seat + 1) % state.num_seats


def place_lantern(state: Tournament, seat: int, square: Square) -> None:
    state.passes = 0
    state.lanterns.add(square)
    state.say(msg("{player} places a lantern on {square}.", player=state.seat_label(seat), square=square_words(square)),
              "lantern", seat, square=square)
    state.place_turn = (seat + 1) % state.num_seats


def place_shrine(state: Tournament, seat: int, square: Square, condition: str) -> None:
    state.passes = 0
    state.shrines[square] = condition
    state.say(msg("{player} places a shrine of {marker} on {square}.", player=state.seat_label(seat),
                  marker=marker_term(condition), square=square_words(square)), "shrine", seat, square=square,
              condition=condition)
    state.place_turn = (seat + 1) % state.num_seats


def give_edge(state: Tournament, seat: int, chooser: int) -> None:
    """The player with the initiative names the player who picks an edge first; that player now has the
    initiative (deploys first and takes the first turn)."""
    state.initiative = chooser
    state.edge_queue = [chooser]
    state.phase = CHOOSE_EDGE
    state.say(msg("{player} chooses a deployment edge first and takes the initiative.",
                  player=state.seat_label(chooser)), "setup", seat)


def choose_edge(state: Tournament, seat: int, edge: str) -> None:
    """An edge for `seat`. With two players the other takes the opposite edge; with more, the players
    without an edge play janken and the winner chooses next (with the initiative by affinity test too: no
    ninja stands on the board yet to take it); the last player left chooses without janken, and takes the last
    edge when only one is left."""
    state.edges[seat] = edge
    state.edge_queue = []
    state.say(Message(EDGE_CHOSEN[edge], (("player", state.seat_label(seat)),)), "edge", seat, edge=edge)
    if state.num_seats == 2:
        other = 1 - seat
        state.edges[other] = OPPOSITE_EDGE[edge]
        state.say(Message(EDGE_OPPOSITE[OPPOSITE_EDGE[edge]], (("player", state.seat_label(other)),)), "edge", other,
                  edge=OPPOSITE_EDGE[edge])
    left = [(state.initiative + k) % state.num_seats for k in range(state.num_seats)]
    left = [s for s in left if s not in state.edges]
    free = [e for e in EDGE_NAMES if e not in state.edges.values()]
    if len(left) == 1 and len(free) == 1:
        choose_edge(state, left[0], free[0])
    elif len(left) == 1:
        state.edge_queue = left
    elif left:
        state.janken_purpose = EDGE_JANKEN
        state.phase = JANKEN
        state.janken_players = tuple(left)
        state.janken_signs = {}
    else:
        state.phase = DEPLOY
        state.deploy_turn = state.initiative
        next_deployer(state, first=True)


# --- deployment --------------------------------------------------------------------------------------------------
def free_deploy_squares(state: Tournament, seat: int) -> list[Square]:
    zone = state.arena.zones[state.edges[seat]]
    return [sq for sq in zone.deployment_squares if sq not in state.occupied]


def deploy_left(state: Tournament, seat: int) -> bool:
    return (state.deployed[seat] < state.challenge.fielded(state.num_seats) and bool(state.seat_models(seat, TRAINING))
            and bool(free_deploy_squares(state, seat)))


def next_deployer(state: Tournament, first: bool = False) -> None:
    start = state.deploy_turn if first else (state.deploy_turn + 1) % state.num_seats
    for k in range(state.num_seats):
        seat = (start + k) % state.num_seats
        if deploy_left(state, seat):
            state.deploy_turn = seat
            return
    state.say(msg("Every team is deployed; the others wait on their Training Grounds. Round 1 begins."), "round", None)
    state.phase = ACTIVATION
    state.janken_purpose = "round"
    start_activations(state)


def put_on_board(state: Tournament, model: Model, square: Square) -> None:
    """A ninja from the Training Ground onto a square of its team's zone, facing into the arena."""
    model.where = BOARD
    model.activated = False
    state.place(model, square)
    model.facing = state.arena.zones[state.edges[model.seat]].inward


def deploy(state: Tournament, seat: int, model_id: int, square: Square) -> None:
    model = state.models[model_id]
    put_on_board(state, model, square)
    state.deployed[seat] += 1
    state.say(msg("{ninja} is deployed on {square}.", ninja=model.name, square=square_words(square)), "deploy", seat,
              model=model.id, square=square)
    next_deployer(state)
