"""The challenges' own rules (our design where the rulebook we have is silent): what they put on the ground
at the setup, the objective action, what happens when an activation ends (medals brought home, the Samurai
guards' watch) and when a round ends (the hill is scored, the messenger walks on).

- Intercept the Messenger: a Samurai messenger walks the ground's road; a ninja next to it snatches scrolls.
- King of the Hill: the most ninja on the hill score at the end of each round.
- Infiltration: target squares watched by Samurai guards, who close in on ninja that are not in Stealth.
- Capture the Medal: medals are taken, carried home to the team's own deployment zone, dropped when Injured.
Assassination and Champion change only how injuries score and who is deployed first (`scoring.py`).
"""

from __future__ import annotations

from ninjatable.engine.commands import Command
from ninjatable.games.ninja_all_stars.commands import TakeObjective
from ninjatable.games.ninja_all_stars.geometry import Square, distance, neighbours
from ninjatable.games.ninja_all_stars.rules.effects import add_score, affinity_test, finish, stun
from ninjatable.games.ninja_all_stars.rules.tournament import BOARD, TRAINING, Model, Tournament
from ninjatable.games.ninja_all_stars.terms import square_words
from ninjatable.i18n import N_, msg, msg_n

GUARD, MESSENGER = "guard", "messenger"
#: the choice-bar button of the objective action in each challenge.
OBJECTIVE_ACTIONS = {"messenger": N_("Snatch a scroll"), "infiltration": N_("Infiltrate"), "medals": N_("Take medal")}
#: why the objective action is refused, in each challenge.
OBJECTIVE_REFUSALS = {
    "messenger": N_("Only a ninja next to the messenger may snatch a scroll."),
    "infiltration": N_("A ninja infiltrates a target square it stands on or next to, once per team and square."),
    "medals": N_("A ninja takes a medal it stands on or next to, and carries one at most."),
}


def number(state: Tournament, name: str) -> int:
    return state.challenge.numbers[name]


# --- setup -----------------------------------------------------------------------------------------------------
def set_up(state: Tournament) -> None:
    """The challenge's figures and markers go on the ground."""
    objectives = state.arena.objectives
    kind = state.challenge.objective
    if kind == "infiltration":
        state.guards = list(objectives.guard_posts)
        for post in state.guards:
            state.figures[post] = GUARD
        state.say(msg_n("{n} Samurai guard takes its post by the target squares.",
                        "{n} Samurai guards take their posts by the target squares.", n=len(state.guards)),
                  "setup", None)
    elif kind == "messenger":
        state.messenger_step = 0
        state.scrolls = number(state, "scrolls")
        state.figures[objectives.route[0]] = MESSENGER
        state.say(msg_n("The Samurai messenger sets out with {n} scroll.",
                        "The Samurai messenger sets out with {n} scrolls.", n=state.scrolls), "setup", None)
    elif kind == "medals":
        state.medals = set(objectives.medal_spots)
        state.say(msg_n("{n} medal is laid on the ground.", "{n} medals are laid on the ground.",
                        n=len(state.medals)), "setup", None)


def messenger_square(state: Tournament) -> Square | None:
    """Where the messenger stands (None once it has left the ground)."""
    route = state.arena.objectives.route
    if state.challenge.objective != "messenger" or state.messenger_step >= len(route):
        return None
    return route[state.messenger_step]


# --- the objective action ----------------------------------------------------------------------------------------
def objective_commands(state: Tournament, model: Model) -> list[Command]:
    """The objective actions `model` may take from where it stands."""
    here = model.pos
    kind = state.challenge.objective
    if here is None or kind not in OBJECTIVE_ACTIONS:
        return []
    if kind == "messenger":
        square = messenger_square(state)
        return [TakeObjective(model.id, square)] if square and state.scrolls and distance(square, here) == 1 else []
    if kind == "infiltration":
        return [TakeObjective(model.id, sq) for sq in state.arena.objectives.target_squares
                if distance(sq, here) <= 1 and (model.seat, sq) not in state.infiltrated]
    if model.id in state.carriers:
        return []
    return [TakeObjective(model.id, sq) for sq in sorted(state.medals) if distance(sq, here) <= 1]


def take_objective(state: Tournament, seat: int, model: Model, command: TakeObjective) -> None:
    """Snatch a scroll (an affinity test), infiltrate (an affinity test unless in Stealth) or take a medal."""
    kind = state.challenge.objective
    if kind == "infiltration":
        _infiltrate(state, seat, model, command.square)
        return
    if model.stealth:
        model.stealth = False
        state.say(msg("{ninja} acts and leaves Stealth.", ninja=model.name), "stealth", seat, model=model.id)
    if kind == "messenger":
        if affinity_test(state, model, msg("snatching a scroll")):
            state.scrolls -= 1
            state.say(msg_n("{ninja} snatches a scroll from the messenger ({n} left).",
                            "{ninja} snatches a scroll from the messenger ({n} left).", n=state.scrolls,
                            ninja=model.name), "scroll", seat)
            add_score(state, seat, number(state, "scroll_points"), msg("a scroll"))
            if not state.scrolls and not state.over:
                state.figures.pop(command.square, None)
                state.messenger_step = len(state.arena.objectives.route)
                finish(state, msg("the messenger's last scroll is taken."))
        return
    state.medals.discard(command.square)
    state.carriers.add(model.id)
    state.say(msg("{ninja} takes the medal on {square}.", ninja=model.name, square=square_words(command.square)),
              "medal", seat, model=model.id, square=command.square)


def _infiltrate(state: Tournament, seat: int, model: Model, square: Square) -> None:
    unseen = model.stealth
    if not unseen and not affinity_test(state, model, msg("infiltrating")):
        return
    state.infiltrated.add((seat, square))
    if unseen:
        sentence = msg("{ninja} infiltrates the target square {square} unseen and slips back to the Training "
                       "Ground.", ninja=model.name, square=square_words(square))
    else:
        sentence = msg("{ninja} infiltrates the target square {square} past the watch and slips back to the "
                       "Training Ground.", ninja=model.name, square=square_words(square))
    state.say(sentence, "infiltrate", seat, model=model.id, square=square)
    state.place(model, None)
    model.where = TRAINING
    model.cond = {}
    model.stealth = False
    add_score(state, seat, number(state, "infiltrate_points"), msg("an infiltration"))


# --- moments -----------------------------------------------------------------------------------------------------
def activation_ended(state: Tournament, model: Model) -> None:
    """After an activation: a carrier in its own deployment zone brings its medal home; the Samurai guards
    react to the ninja."""
    kind = state.challenge.objective
    if kind == "medals" and model.id in state.carriers and model.pos is not None \
            and model.pos in state.arena.zones[state.edges[model.seat]].squares:
        state.carriers.discard(model.id)
        state.say(msg("{ninja} brings a medal home.", ninja=model.name), "medal", model.seat, model=model.id)
        add_score(state, model.seat, number(state, "medal_points"), msg("a medal"))
        if not state.medals and not state.carriers and not state.over:
            finish(state, msg("the last medal is brought home."))
    elif kind == "infiltration":
        guards_watch(state, model)


def round_end(state: Tournament) -> None:
    """At the end of the round's activations: the hill is scored, the messenger walks on."""
    kind = state.challenge.objective
    if kind == "hill":
        score_hill(state)
    elif kind == "messenger":
        messenger_walks(state)


def hill_counts(state: Tournament) -> list[int]:
    hill = state.arena.objectives.hill
    counts = [0] * state.num_seats
    for m in state.models:
        if m.where == BOARD and m.pos in hill:
            counts[m.seat] += 1
    return counts


def score_hill(state: Tournament) -> None:
    """The team with the most ninja on the hill scores; teams tied for the most score less each."""
    counts = hill_counts(state)
    best = max(counts)
    if best == 0:
        state.say(msg("Nobody holds the hill."), "hill", None)
        return
    leaders = [s for s in range(state.num_seats) if counts[s] == best]
    points = number(state, "hill_points" if len(leaders) == 1 else "shared_hill_points")
    for seat in leaders:
        add_score(state, seat, points, msg("holding the hill with {n}", n=best))


def messenger_walks(state: Tournament) -> None:
    """The messenger walks on along its road; a ninja, marker or figure in the way stops it this round; past
    the road's end it leaves the ground and the challenge ends."""
    route = state.arena.objectives.route
    for _ in range(number(state, "messenger_steps")):
        here = messenger_square(state)
        if here is None:
            return
        step = state.messenger_step + 1
        if step >= len(route):
            state.figures.pop(here, None)
            state.messenger_step = step
            finish(state, msg_n("the messenger leaves the ground with {n} scroll.",
                                "the messenger leaves the ground with {n} scrolls.", n=state.scrolls))
            return
        ahead = route[step]
        if ahead in state.occupied or ahead in state.figures or ahead in state.lanterns or ahead in state.shrines:
            state.say(msg("The messenger is stopped on {square}.", square=square_words(here)), "messenger", None)
            return
        del state.figures[here]
        state.figures[ahead] = MESSENGER
        state.messenger_step = step
        state.say(msg("The messenger walks on to {square}.", square=square_words(ahead)), "messenger", None,
                  square=ahead)


# --- the Samurai guards ------------------------------------------------------------------------------------------
def guard_may_stand(state: Tournament, square: Square, post: Square) -> bool:
    return (state.arena.on_grid(square) and not state.arena.at(square).elevated and square not in state.occupied
            and square not in state.figures and square not in state.lanterns and square not in state.shrines
            and square not in state.chests and distance(square, post) <= number(state, "guard_leash"))


def guard_step(state: Tournament, index: int, goal: Square) -> bool:
    """One step of the guard toward `goal` (the free square that brings it nearest); False if none does."""
    here, post = state.guards[index], state.arena.objectives.guard_posts[index]
    options = [(distance(sq, goal), sq) for sq in neighbours(here) if guard_may_stand(state, sq, post)]
    if not options or min(options)[0] >= distance(here, goal):
        return False
    square = min(options)[1]
    del state.figures[here]
    state.figures[square] = GUARD
    state.guards[index] = square
    return True


def guards_watch(state: Tournament, model: Model) -> None:
    """A ninja that ends its activation on the ground, not in Stealth, within reach of a guard is noticed:
    the guard walks toward it (staying near its post) and, next to it, strikes: an affinity test, Stunned on
    a failure (no points). Guards that notice no one walk back toward their posts."""
    seen = model.pos if model.where == BOARD and not model.stealth else None
    for index, post in enumerate(state.arena.objectives.guard_posts):
        noticed = seen is not None and distance(state.guards[index], seen) <= number(state, "guard_reach")
        if not noticed:
            for _ in range(number(state, "guard_steps")):
                if state.guards[index] == post or not guard_step(state, index, post):
                    break
            continue
        assert seen is not None
        for _ in range(number(state, "guard_steps")):
            if distance(state.guards[index], seen) <= 1 or not guard_step(state, index, seen):
                break
        if distance(state.guards[index], seen) <= 1 and model.where == BOARD:
            state.say(msg("A Samurai guard strikes at {ninja}.", ninja=model.name), "guard", None, model=model.id,
                      square=state.guards[index])
            if not affinity_test(state, model, msg("escaping the guard")):
                stun(state, model, None, scores=False)
