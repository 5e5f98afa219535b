"""Management at the end of a round (one choice per player, then reinforcements), and the end of the round:
the moon and round markers advance, the challenge may end, and the next initiative is decided."""

from __future__ import annotations

from ninjatable.games.ninja_all_stars.data import MOON_PHASES
from ninjatable.games.ninja_all_stars.rules.effects import draw_card, finish, offer_heal, remove_marker
from ninjatable.games.ninja_all_stars.rules.setup import (
    free_deploy_squares,
    initiative_won,
    start_affinity_initiative,
)
from ninjatable.games.ninja_all_stars.rules.tournament import (
    BOARD,
    JANKEN,
    TRAINING,
    DecisionKind,
    Tournament,
)
from ninjatable.games.ninja_all_stars.rules.turns import manage_begin_seat
from ninjatable.games.ninja_all_stars.terms import GAME, element_term
from ninjatable.i18n import Term, msg, msg_n

#: the moon card that claims the next round's initiative (its glossary name)
DAWN_RAID = "Dawn Raid"


def manage_choice(state: Tournament, seat: int, choice: str, model_id: int) -> None:
    """The player's management step: draw a moon card, a second ninja home, or rally a Stunned ninja; then
    reinforcements (unless a discard comes first)."""
    if choice == "draw":
        draw_card(state, seat)
    elif choice == "heal":
        offer_heal(state, seat)
    else:
        model = state.models[model_id]
        model.cond.pop("stunned", None)
        state.say(msg("{ninja} is rallied: its Stunned markers are removed.", ninja=model.name), "condition", seat,
                  model=model.id)
    if not state.pending:
        manage_continue(state)


def manage_continue(state: Tournament) -> None:
    """Reinforcements for the player being managed, then the next player, then the end of the round."""
    seat = state.manage_queue[0]
    on_board = len(state.seat_models(seat, BOARD))
    if on_board < state.challenge.fielded(state.num_seats) and state.seat_models(seat, TRAINING) and free_deploy_squares(state, seat):
        state.ask(DecisionKind.REINFORCE, seat)
        return
    state.manage_queue.pop(0)
    if state.manage_queue:
        manage_begin_seat(state)
        return
    end_round(state)


def end_round(state: Tournament) -> None:
    """The moon marker and the round marker advance; the challenge may end; a new round begins with one
    Delayed marker off every ninja and janken for the initiative, or the comparative affinity test with that
    option (a single Dawn Raid takes it without either; several are settled by janken, or the test, among the
    players who played one)."""
    state.moon = (state.moon + 1) % len(MOON_PHASES)
    state.say(msg("The moon turns to {element}.", element=element_term(MOON_PHASES[state.moon])), "moon", None,
              phase=MOON_PHASES[state.moon])
    if state.round_no >= state.challenge.rounds:
        best = max(state.scores)
        leaders = [s for s in range(state.num_seats) if state.scores[s] == best]
        if len(leaders) == 1:
            finish(state, msg("after round {round}, {player} has the most points ({points}).", round=state.round_no,
                              player=state.seat_label(leaders[0]), points=best))
        else:
            finish(state, msg_n("after round {round} the leaders are tied on {n} point.",
                                "after round {round} the leaders are tied on {n} points.", n=best,
                                round=state.round_no))
        return
    state.round_no += 1
    for m in state.models:
        if m.cond.get("delayed"):
            remove_marker(m, "delayed")
        m.no_defence = False
        m.activated = False
    state.janken_purpose = "round"
    claims, state.initiative_claims = state.initiative_claims, []
    if len(claims) == 1:
        state.say(msg("{player} takes the initiative with its {card}.", player=state.seat_label(claims[0]),
                      card=Term(GAME, DAWN_RAID)), "initiative", claims[0])
        initiative_won(state, claims[0])
        return
    players = claims or list(range(state.num_seats))
    if state.initiative_mode == "affinity":
        start_affinity_initiative(state, players)
    else:
        state.phase = JANKEN
        state.janken_players = tuple(players)
        state.janken_signs = {}
