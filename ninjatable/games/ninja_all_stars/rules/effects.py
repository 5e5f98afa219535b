"""What happens to ninja outside combat: affinity tests, condition markers, stuns and injuries, scoring and the
end of the challenge, walking a path with its dodges, moon cards drawn and ninja coming home."""

from __future__ import annotations

from ninjatable.engine.protocol import Event
from ninjatable.games.ninja_all_stars.data import (
    AFFINITY_DICE,
    HAND_LIMIT,
    MOON_PHASES,
    SHRINE_CONDITIONS,
)
from ninjatable.games.ninja_all_stars.geometry import Square, adjacent, facing_towards
from ninjatable.games.ninja_all_stars.rules.dice import roll
from ninjatable.games.ninja_all_stars.rules.keywords import affinity_bonus, stun_limit
from ninjatable.games.ninja_all_stars.rules.movement import enemy_zone_squares
from ninjatable.games.ninja_all_stars.rules.scoring import drop_medal, injury_points
from ninjatable.games.ninja_all_stars.rules.tournament import (
    BOARD,
    HEALING,
    TRAINING,
    DecisionKind,
    Model,
    Tournament,
)
from ninjatable.games.ninja_all_stars.terms import (
    card_term,
    dice_terms,
    element_term,
    marker_term,
    square_words,
)
from ninjatable.i18n import N_, Message, _, msg, msg_n, ngettext

#: an affinity test's result in words: (success, reroll) -> the sentence.
TEST_WORDS = {
    (True, ""): N_("{ninja} tests {element} for {reason}: {dice} - succeeds."),
    (False, ""): N_("{ninja} tests {element} for {reason}: {dice} - fails."),
    (True, "lucky"): N_("{ninja} tests {element} for {reason}: {dice} - succeeds (Lucky: rerolled)."),
    (False, "lucky"): N_("{ninja} tests {element} for {reason}: {dice} - fails (Lucky: rerolled)."),
    (True, "curse"): N_("{ninja} tests {element} for {reason}: {dice} - succeeds (Cursed: an enemy forced a reroll)."),
    (False, "curse"): N_("{ninja} tests {element} for {reason}: {dice} - fails (Cursed: an enemy forced a reroll)."),
}


def moon_phase(state: Tournament) -> str:
    return MOON_PHASES[state.moon]


# --- affinity tests ------------------------------------------------------------------------------------------
def affinity_dice(model: Model, dodge: bool = False) -> int:
    """Three dice, and the extra dice of its keywords (Focus for every test, Agile for a dodge)."""
    return AFFINITY_DICE + affinity_bonus(model, dodge)


def affinity_test(state: Tournament, model: Model, reason: Message, *, dodge: bool = False,
                  stealthy: bool = False) -> bool:
    """Roll three dice (more with Mastery or Agile); a success if any shows the model's element. A Lucky
    model rerolls a failure; an enemy rerolls a Cursed model's success (dice are rerolled only once).
    Any test but a dodge or a stealthy one ends Stealth. `reason` is what the test is for, in words ("a
    dodge")."""
    element = model.affinity
    dice = roll(state.rng, affinity_dice(model, dodge))
    success = element in dice
    rerolled = None
    if not success and model.cond.get("lucky"):
        remove_marker(model, "lucky")
        rerolled = "lucky"
    elif success and model.cond.get("curse"):
        remove_marker(model, "curse")
        rerolled = "curse"
    first = dice
    if rerolled:
        dice = roll(state.rng, len(dice))
        success = element in dice
    if model.stealth and not dodge and not stealthy:
        model.stealth = False
        state.say(msg("{ninja} leaves Stealth for the test.", ninja=model.name), "stealth", model.seat,
                  model=model.id)
    sentence = Message(TEST_WORDS[success, rerolled or ""], (
        ("ninja", model.name), ("element", element_term(element)), ("reason", reason),
        ("dice", dice_terms(dice))))
    state.say(sentence, "affinity", model.seat, irreversible=True, model=model.id, dice=list(dice),
              first_dice=list(first), rerolled=rerolled, element=element, success=success, reason=reason.to_json())
    return success


# --- conditions ----------------------------------------------------------------------------------------------
def remove_marker(model: Model, cond: str, count: int = 1) -> None:
    left = model.cond.get(cond, 0) - count
    if left > 0:
        model.cond[cond] = left
    else:
        model.cond.pop(cond, None)


def give(state: Tournament, model: Model, cond: str, by_seat: int | None, count: int = 1,
         scores: bool = True) -> None:
    """Give condition markers. Stunned goes through `stun`; Moon Power removes Stunned markers; only
    models in the Healing House can be Delayed."""
    for _marker in range(count):
        if cond == "stunned":
            stun(state, model, by_seat, scores)
            continue
        if cond == "delayed" and model.where != HEALING:
            return
        if cond != "delayed" and model.where != BOARD:
            return
        if cond == "moon_power":
            model.cond.pop("stunned", None)
        model.cond[cond] = model.cond.get(cond, 0) + 1
        state.say(msg("{ninja} gains a {marker} marker.", ninja=model.name, marker=marker_term(cond)),
                  "condition", model.seat, model=model.id, condition=cond)


def stun(state: Tournament, model: Model, by_seat: int | None, scores: bool = True) -> None:
    """A Stunned marker; Moon Power prevents it, a Protection marker may cancel it, the third Stunned
    marker (the fourth with Steadfast) injures the model at once."""
    if model.where != BOARD:
        return
    if model.cond.get("moon_power"):
        state.say(msg("{ninja} has Moon Power and is not Stunned.", ninja=model.name), "condition", model.seat,
                  model=model.id)
        return
    if model.cond.get("protection"):
        remove_marker(model, "protection")
        state.say(msg("{ninja} spends Protection and ignores being Stunned.", ninja=model.name), "condition",
                  model.seat, model=model.id)
        return
    model.cond["stunned"] = model.cond.get("stunned", 0) + 1
    state.say(msg("{ninja} is Stunned ({n}).", ninja=model.name, n=model.cond["stunned"]), "condition", model.seat,
              model=model.id, condition="stunned")
    limit = stun_limit(model)
    if model.cond["stunned"] >= limit:
        injure(state, model, by_seat, scores, reason=msg("a third Stunned marker") if limit == 3 else
               msg("its Stunned markers"))


def injure(state: Tournament, model: Model, by_seat: int | None, scores: bool = True,
           reason: Message | None = None) -> None:
    """Injured: off the board into the Healing House; every marker but Delayed is removed. Moon Power
    prevents it; Protection may turn it into Stunned."""
    if model.where != BOARD:
        return
    if model.cond.get("moon_power"):
        state.say(msg("{ninja} has Moon Power and is not Injured.", ninja=model.name), "condition", model.seat,
                  model=model.id)
        return
    if model.cond.get("protection"):
        remove_marker(model, "protection")
        state.say(msg("{ninja} spends Protection: Stunned instead of Injured.", ninja=model.name), "condition",
                  model.seat, model=model.id)
        stun(state, model, by_seat, scores)
        return
    square = model.pos
    state.place(model, None)
    model.where = HEALING
    delayed = model.cond.get("delayed", 0)
    model.cond = {"delayed": delayed} if delayed else {}
    model.stealth = False
    if reason is not None:
        injured = msg("{ninja} is Injured by {reason} and goes to the Healing House.", ninja=model.name,
                      reason=reason)
    else:
        injured = msg("{ninja} is Injured and goes to the Healing House.", ninja=model.name)
    state.say(injured, "injured", model.seat, model=model.id, square=square)
    drop_medal(state, model, square)
    if scores and by_seat is not None and by_seat != model.seat:
        add_score(state, by_seat, injury_points(state, model, by_seat), msg("injuring {ninja}", ninja=model.name))


# --- scores and the end ----------------------------------------------------------------------------------------
def add_score(state: Tournament, seat: int, points: int, why: Message) -> None:
    """`points` for `seat`, `why` saying what for ("a chest")."""
    if points <= 0:
        return
    state.scores[seat] += points
    state.say(msg("{player} scores {points} for {why} ({total}).", player=state.seat_label(seat), points=points,
                  why=why, total=state.scores[seat]), "score", seat, seat_scored=seat, points=points)
    check_win(state)


def check_win(state: Tournament) -> None:
    """A Brawl ends at once when a team reaches the winning score; another team reaching it by the same
    effect (a Fire result stunning ninja of both teams) shares the victory."""
    goal = state.challenge.win_score
    best = max(state.scores)
    if not goal or best < goal or (state.over and not state.goal_reached):
        return
    leaders = [s for s in range(state.num_seats) if state.scores[s] == best]
    if len(leaders) == 1:
        player = state.seat_label(leaders[0])
        reason = (msg_n("{player} reaches {n} point.", "{player} reaches {n} points.", n=goal, player=player)
                  if best == goal else
                  msg_n("{player} leads with {n} point.", "{player} leads with {n} points.", n=best, player=player))
    else:
        reason = msg_n("{players} reach {n} point at once and share the victory.",
                       "{players} reach {n} points at once and share the victory.", n=best,
                       players=tuple(state.seat_label(s) for s in leaders))
    if not state.over:
        state.goal_reached = True
        finish(state, reason)
    elif reason.to_json() != state.ending:
        state.ending = reason.to_json()
        state.say(msg("By the same effect: {reason}", reason=reason), "over")


def finish(state: Tournament, reason: Message) -> None:
    """The challenge ends, `reason` saying why (kept as data: every reader reads it in their language)."""
    state.over = True
    state.ending = reason.to_json()
    state.pending = []
    state.say(msg("The challenge is over: {reason}", reason=reason), "over")


# --- walking ---------------------------------------------------------------------------------------------------
#: how a walk ends: every square walked, held by a failed dodge in Stealth (the ninja stays, its activation
#: goes on), or stopped by a failed dodge (Stunned, the activation ends)
ARRIVED, HELD, FAILED = "arrived", "held", "failed"


def walk(state: Tournament, model: Model, path: tuple[Square, ...], costs: list[int] | None = None) -> str:
    """Walk `path` one square at a time. Leaving a square in an enemy's zone is a dodge (an affinity test;
    a model in Stealth that fails loses Stealth instead and stays where it is, free to dodge again with a
    new move or to stay; any other failed dodge gives a Stunned marker and ends the activation). Foliage
    passed through ends Stealth, and so does leaving foliage the ninja ended a move in during this same
    activation; a lantern's light ends Stealth; coming next to a harmful shrine calls for a test against its
    condition. Returns ARRIVED, HELD or FAILED."""
    moon = model.cond.get("moon_power", 0) > 0
    zone = set() if moon else enemy_zone_squares(state, model.seat)
    start = model.pos
    assert start is not None
    act = state.active if state.active is not None and state.active.model == model.id else None
    if act is not None and path and model.stealth and act.foliage == start:
        lose_stealth(state, model, msg("{ninja} moves on out of the foliage it had stopped in and loses Stealth.",
                                       ninja=model.name))
    current = start
    # the harmful shrines, in order: coming next to one calls for a test
    harmful = harmful_shrines(state)
    for index, nxt in enumerate(path):
        if current in zone:
            held = _dodge(state, model, current)
            if held != ARRIVED:
                if current != start:
                    state.say(msg("{ninja} moves to {square}.", ninja=model.name, square=square_words(current)),
                              "move", model.seat, model=model.id, start=start, path=[start, *path[:index]],
                              to=current)
                return held
        model.facing = facing_towards(current, nxt)
        previous, current = current, nxt
        if costs is not None and act is not None:
            act.mv_left -= costs[index]
        _step_effects(state, model, previous, current, index == len(path) - 1, harmful)
    state.place(model, current)
    if act is not None and model.stealth and state.arena.at(current).foliage:
        act.foliage = current
    state.say(msg("{ninja} moves to {square}.", ninja=model.name, square=square_words(current)), "move", model.seat,
              model=model.id, start=start, path=[start, *path], to=current)
    return ARRIVED


def lose_stealth(state: Tournament, model: Model, sentence: Message) -> None:
    """`model` leaves Stealth; `sentence` says how, whole ("Fire Kunoichi 1 rustles through foliage and loses
    Stealth.")."""
    model.stealth = False
    state.say(sentence, "stealth", model.seat, model=model.id)


def _dodge(state: Tournament, model: Model, current: Square) -> str:
    """A dodge out of `current`. A failure in Stealth costs the Stealth marker instead and the ninja stays
    (HELD); any other failure leaves the ninja there, Stunned (FAILED)."""
    if affinity_test(state, model, msg("a dodge"), dodge=True):
        return ARRIVED
    state.place(model, current)
    if model.stealth:
        model.stealth = False
        state.say(msg("{ninja} fails to dodge: it loses Stealth instead and stays on {square}.", ninja=model.name,
                      square=square_words(current)), "stealth", model.seat, model=model.id, square=current)
        return HELD
    state.say(msg("{ninja} fails to dodge and stays on {square}.", ninja=model.name, square=square_words(current)),
              "dodge", model.seat, model=model.id, square=current)
    stun(state, model, None)
    return FAILED


def harmful_shrines(state: Tournament) -> list[tuple[Square, str]]:
    """The harmful shrines on the ground, in order, with their conditions."""
    return [(shrine, cond) for shrine, cond in sorted(state.shrines.items())
            if SHRINE_CONDITIONS[cond] == "harmful"] if state.shrines else []


def newly_next_to(shrine: Square, previous: Square, current: Square) -> bool:
    """A step from `previous` to `current` comes next to `shrine` (and calls for a test if it is harmful)."""
    return adjacent(current, shrine) and not adjacent(previous, shrine)


def walk_warnings(state: Tournament, model: Model, path: tuple[Square, ...]) -> tuple[str, ...]:
    """What a walk along `path` will call for besides its dodges, in words (in the reader's language), before it
    is made: the tests at harmful shrines it comes next to ("2 Curse tests"), and a Stealth it will lose on the
    way."""
    tests: dict[str, int] = {}
    stealth_lost = ""
    previous = model.pos
    if previous is None:
        return ()
    harmful = harmful_shrines(state)
    for index, current in enumerate(path):
        for shrine, cond in harmful:
            if newly_next_to(shrine, previous, current):
                tests[cond] = tests.get(cond, 0) + 1
        if model.stealth and not stealth_lost:
            if state.arena.at(current).foliage and index < len(path) - 1:
                stealth_lost = _("loses Stealth in the foliage")
            elif any(adjacent(current, lantern) for lantern in state.lanterns):
                stealth_lost = _("loses Stealth in a lantern's light")
        previous = current
    found = [ngettext("{n} {marker} test", "{n} {marker} tests", count).format(
        n=count, marker=marker_term(cond)) for cond, count in tests.items()]
    return (*found, stealth_lost) if stealth_lost else tuple(found)


def _step_effects(state: Tournament, model: Model, previous: Square, current: Square, last: bool,
                  harmful: list[tuple[Square, str]]) -> None:
    """Entering a square: foliage passed through and a lantern's light end Stealth, a harmful shrine (of
    `harmful`) newly next to the ninja calls for a test."""
    if model.stealth:
        if state.arena.at(current).foliage and not last:
            lose_stealth(state, model, msg("{ninja} rustles through foliage and loses Stealth.", ninja=model.name))
        if model.stealth and any(adjacent(current, lantern) for lantern in state.lanterns):
            lose_stealth(state, model, msg("{ninja} steps into a lantern's light and loses Stealth.",
                                           ninja=model.name))
    for shrine, cond in harmful:
        if newly_next_to(shrine, previous, current):
            state.place(model, current)
            if not affinity_test(state, model, msg("the {marker} shrine", marker=marker_term(cond))):
                give(state, model, cond, None)


# --- cards and the Healing House ---------------------------------------------------------------------------------
def draw_card(state: Tournament, seat: int) -> None:
    """Draw one moon card; an empty deck is the shuffled discard pile. Over three cards in hand, the
    player discards at once down to three."""
    if not state.deck:
        if not state.discard:
            state.say(msg("The moon deck and its discard pile are empty: no card to draw."), "card", seat)
            return
        state.deck = list(state.discard)
        state.discard = []
        state.rng.shuffle(state.deck)
        state.say(msg("The moon discard pile is shuffled into a new deck."), "shuffle", None, irreversible=True)
    card_id = state.deck.pop()
    state.hands[seat].append(card_id)
    state.events.append(Event(msg("{player} draws a moon card.", player=state.seat_label(seat)), seat=seat,
                              kind="draw", irreversible=True,
                              private={seat: msg("You draw {card}.", card=card_term(card_id))}))
    if len(state.hands[seat]) > HAND_LIMIT:
        state.ask(DecisionKind.DISCARD, seat)


def healable(state: Tournament, seat: int) -> list[Model]:
    """The friendly ninja in the Healing House that may go to the Training Ground (not Delayed)."""
    return [m for m in state.models if m.seat == seat and m.where == HEALING and not m.cond.get("delayed")]


def send_home(state: Tournament, model: Model) -> None:
    """A ninja leaves the Healing House for the Training Ground."""
    model.where = TRAINING
    model.cond = {}
    state.say(msg("{ninja} leaves the Healing House for the Training Ground.", ninja=model.name), "heal", model.seat,
              model=model.id)


def offer_heal(state: Tournament, seat: int, count: int = 1) -> bool:
    """Up to `count` ninja of `seat` leave the Healing House, one at a time, each chosen by the player (asked
    only when the ninja waiting there are not all of one type). False if none may leave."""
    if not healable(state, seat):
        return False
    for left in range(count, 0, -1):
        waiting = healable(state, seat)
        if not waiting:
            break
        if len({m.kind for m in waiting}) > 1:
            state.ask(DecisionKind.HEAL, seat, left)
            break
        send_home(state, waiting[0])
    return True
