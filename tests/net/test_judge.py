"""The judge alone, with a fake transport, a fake clock and an inline thinker: who is awaited, secret answers kept
until all are in and applied in seat order, computer seats and their thinking floor, stand-ins for a player who
has gone, undo by agreement across screens and at one screen, the hand-over at a screen of several players, and
a refusal with its reason that changes nothing."""

from __future__ import annotations

import pytest

from ninjatable.ai.bots import make_bot
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.engine.seats import Presence, SeatKind
from ninjatable.i18n import render
from ninjatable.net import judge as judge_module
from ninjatable.net import protocol
from ninjatable.net.judge import NO_HINTS, InlineThinker, Judge
from ninjatable.net.protocol import Refused, Update
from tests.ai.toy import GAME as PENNIES
from tests.ai.toy import Coin
from tests.net.helpers import keeps_the_turn

FRIEND, HUMAN, EASY = SeatKind.FRIEND, SeatKind.HUMAN, SeatKind.EASY


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Wire:
    """A fake transport: what each screen was sent, in order."""

    def __init__(self) -> None:
        self.sent: list[tuple[object, object]] = []

    def send(self, screen, message) -> None:
        self.sent.append((screen, message))

    def to(self, screen) -> list:
        return [message for to, message in self.sent if to is screen]

    def last(self, screen) -> Update:
        return next(m for m in reversed(self.to(screen)) if isinstance(m, Update))

    def refusals(self, screen) -> list[str]:
        return [m.words for m in self.to(screen) if isinstance(m, Refused)]


class Keeper:
    """A fake store that notes every call and what the screens had been sent by then."""

    def __init__(self, wire: Wire) -> None:
        self.wire = wire
        self.calls: list[tuple[str, int, int]] = []

    def _note(self, what: str, match: Match | None = None) -> None:
        self.calls.append((what, len(match.history) if match else -1, len(self.wire.sent)))

    def recorded(self, match, first):
        self._note("recorded", match)

    def cut(self, match):
        self._note("cut", match)

    def noted(self, index, at, text):
        self._note("noted")

    def kept_secret(self, seat, command):
        self._note("secret")

    def hinted(self, match):
        self._note("hinted", match)


def table(game, seats, players=None, bots=None, **options):
    wire, clock = Wire(), Clock()
    match = Match(game, seats, 5)
    judge = Judge(match, wire, players=players, bots=bots, thinker=InlineThinker(), clock=clock, **options)
    return judge, wire, clock


def settle(judge: Judge) -> None:
    """Poll until nothing more is due at once (the computers have answered what they may)."""
    for _ in range(1000):
        if judge.poll() != judge.clock():
            return
    raise AssertionError("the judge never settles")


def command(judge: Judge, seat: int, which: int = 0, at: int | None = None) -> protocol.Command:
    state = judge.match.state
    return protocol.Command(seat, state.legal_commands(seat)[which], len(judge.match.history) if at is None else at)


def shinobi_three(players=(FRIEND, FRIEND, FRIEND)):
    judge, wire, clock = table(get_game("shinobi"), ["human"] * 3, players=players)
    screens = [judge.attach([seat]) for seat in range(3)]
    settle(judge)
    return judge, wire, clock, screens


# --- who is awaited ----------------------------------------------------------------------------------------
def test_every_screen_is_told_who_is_awaited_and_only_that_seat_may_act():
    judge, wire, _, screens = shinobi_three()
    acting = judge.match.state.to_act()[0]
    for screen in screens:
        update = wire.last(screen)
        assert update.waiting == (acting,) and update.seat == screen.seats[0] and update.at == 0
    judge.receive(screens[acting], command(judge, acting))
    assert len(judge.match.history) == 1
    assert all(wire.last(screen).at == 1 for screen in screens)


def test_a_refusal_says_why_to_that_screen_alone_and_changes_nothing():
    judge, wire, _, screens = shinobi_three()
    acting = judge.match.state.to_act()[0]
    other = (acting + 1) % 3
    sent = len(wire.sent)
    judge.receive(screens[other], command(judge, acting))
    assert wire.refusals(screens[other]) == ["That seat is not played here."]
    attempt = protocol.Command(other, judge.match.state.legal_commands(acting)[0], 0)
    judge.receive(screens[other], attempt)
    name = judge.match.state.seat_name(acting)
    assert wire.refusals(screens[other])[-1] == f"It is not your turn: waiting for {name}."
    judge.receive(screens[acting], command(judge, acting, at=3))
    assert "moved on" in wire.refusals(screens[acting])[-1]
    assert judge.match.history == [] and all(isinstance(m, Refused) for _, m in wire.sent[sent:])
    assert len(wire.sent) == sent + 3


def test_a_spectator_sees_the_public_table_and_gives_no_orders():
    judge, wire, _, screens = shinobi_three()
    watcher = judge.attach()
    settle(judge)
    assert wire.last(watcher).seat is None
    acting = judge.match.state.to_act()[0]
    judge.receive(watcher, command(judge, acting))
    assert "spectator" in wire.refusals(watcher)[0] and judge.match.history == []


# --- secret answers ----------------------------------------------------------------------------------------
def test_secret_answers_are_kept_until_all_are_in_then_applied_in_seat_order():
    judge, wire, _ = table(PENNIES, ["human", "human"])
    first, second = judge.attach([0]), judge.attach([1])
    settle(judge)
    judge.receive(second, protocol.Command(1, Coin("tails"), 0))
    assert judge.match.history == [] and judge.answering() == (0,)
    assert wire.last(second).answered == Coin("tails")
    told = wire.last(first)
    assert told.answered is None and told.state.down == {} and told.waiting == (0,)
    judge.receive(first, protocol.Command(0, Coin("heads"), 0))
    assert judge.match.history == [(0, Coin("heads")), (1, Coin("tails"))]
    assert wire.last(first).at == 2 and wire.last(first).answered is None


def test_a_computers_secret_answer_is_collected_first_and_never_shown():
    judge, wire, _ = table(PENNIES, ["human", "easy"])
    screen = judge.attach([0])
    settle(judge)
    assert 1 in judge.collected and judge.match.history == []
    update = wire.last(screen)
    assert update.waiting == (0,) and update.state.down == {} and update.answered is None
    judge.receive(screen, protocol.Command(0, Coin("heads"), 0))
    assert [seat for seat, _ in judge.match.history] == [0, 1]


# --- computer seats ----------------------------------------------------------------------------------------
def test_a_computers_answer_waits_for_its_thinking_floor_on_the_judges_clock(monkeypatch):
    asked = []

    def floor(game, state, seat, bot, moment):
        asked.append((seat, moment))
        return 2.0

    monkeypatch.setattr(judge_module, "thinking_floor", floor)
    judge, wire, clock = table(get_game("shinobi"), ["easy", "easy", "easy"])
    screen = judge.attach(follows=0)
    assert judge.poll() == 2.0
    acting = asked[0][0]
    assert judge.match.history == [] and wire.last(screen).thinking == acting
    clock.now = 1.9
    settle(judge)
    assert judge.match.history == []
    clock.now = 2.0
    settle(judge)
    assert judge.match.history[:1] and judge.match.history[0][0] == acting and asked[0] == (acting, 0)


def test_without_floors_the_computers_play_until_a_player_is_asked():
    judge, wire, _ = table(get_game("shinobi"), ["easy", "human", "easy"], floors=False)
    screen = judge.attach([1])
    settle(judge)
    assert judge.answering() == (1,) or judge.match.state.is_over()
    assert wire.last(screen).waiting == judge.answering()


def test_the_computers_answer_one_at_a_time_and_the_judge_says_it_wants_another_poll_at_once():
    judge, wire, clock = table(get_game("shinobi"), ["easy", "easy", "easy"], floors=False)
    screen = judge.attach(follows=0)
    assert judge.poll() == clock.now and judge.match.history == []  # thinking started, its answer at the next
    for moves in range(1, 6):
        assert judge.poll() == clock.now and len(judge.match.history) == moves
        assert wire.last(screen).at == moves


def test_a_computer_seat_is_given_the_same_bot_seed_as_a_simulation():
    match = Match(get_game("shin"), ["human", "normal"], 42)
    judge = Judge(match, Wire(), thinker=InlineThinker())
    twin = make_bot(match.game, "normal", 42 * 7919 + 1)
    assert [judge.bots[1].rng.random() for _ in range(5)] == [twin.rng.random() for _ in range(5)]


def test_what_a_computer_weighed_goes_to_each_screen_as_its_reader_may_know_it():
    judge, wire, _ = table(get_game("shinobi"), ["human", "normal", "normal"], floors=False, explain=True,
                           bots={seat: make_bot(get_game("shinobi"), "normal", seat) for seat in (1, 2)})
    screen = judge.attach([0])
    settle(judge)
    for _ in range(20):
        if judge.reasons:
            break
        judge.receive(screen, command(judge, 0))
        settle(judge)
    reasons = {}
    for update in (m for m in wire.to(screen) if isinstance(m, Update)):
        reasons = dict(update.reasons) if update.reasons_reset else {**reasons, **update.reasons}
    assert reasons and set(reasons) == set(judge.reasons)
    assert all(reasons[at] == tuple(found.lines(0, False)) for at, found in judge.reasons.items())


# --- stand-ins ---------------------------------------------------------------------------------------------
def test_a_player_gone_past_the_grace_period_is_played_by_the_computer_until_back():
    judge, wire, clock, screens = shinobi_three()
    gone = judge.match.state.to_act()[0]
    clock.now = 10.0
    judge.detach(screens[gone])
    watcher = screens[(gone + 1) % 3]
    assert wire.last(watcher).seats[gone].presence == Presence.AWAY
    assert judge.poll(10.0 + judge_module.DEFAULT_GRACE - 1) == 10.0 + judge_module.DEFAULT_GRACE
    assert judge.match.history == []
    judge.poll(10.0 + judge_module.DEFAULT_GRACE)
    assert judge.presence(gone) == Presence.STAND_IN
    judge.poll(20.0 + judge_module.DEFAULT_GRACE)  # the normal level's floor has passed
    assert judge.match.history and judge.match.history[0][0] == gone, "the computer played the seat"
    assert any("is away: the computer plays for them" in line for line in judge.log_lines(None))
    back = judge.attach([gone])
    settle(judge)
    assert judge.presence(gone) == Presence.HERE and not judge.computer_plays(gone)
    assert judge.log_lines(None)[-1].endswith("is back and plays again.")
    assert wire.last(back).seats[gone].presence == Presence.HERE


def test_a_player_who_never_came_is_invited_and_a_computer_seat_says_so():
    judge, wire, _ = table(get_game("shinobi"), ["human"] * 3, players=(FRIEND, FRIEND, EASY))
    screen = judge.attach([0])
    settle(judge)
    assert [info.presence for info in wire.last(screen).seats] == [Presence.HERE, Presence.INVITED,
                                                                   Presence.COMPUTER]


# --- undo --------------------------------------------------------------------------------------------------
def undoable_move(judge: Judge, screen, seat: int) -> None:
    """`seat` gives a command it may take back and that leaves it asked."""
    state = judge.match.state
    move = next(c for c in state.legal_commands(seat) if keeps_the_turn(judge.match, seat, c))
    judge.receive(screen, protocol.Command(seat, move, len(judge.match.history)))


def play_until_undoable(judge: Judge, screen) -> int:
    """The players of `screen` play (the computers answer) until one of them gives a command they may take back
    and stay asked; that seat."""
    for _ in range(80):
        seat = judge.answering()[0]
        judge.receive(screen, protocol.Reveal(seat))
        if any(keeps_the_turn(judge.match, seat, c) for c in judge.match.state.legal_commands(seat)):
            undoable_move(judge, screen, seat)
            return seat
        judge.receive(screen, command(judge, seat))
        settle(judge)
    raise AssertionError("no undoable move came")


def shitenno_two_screens():
    judge, wire, _ = table(get_game("shitenno"), ["human", "human"], players=(FRIEND, FRIEND))
    screens = [judge.attach([0]), judge.attach([1])]
    settle(judge)
    return judge, wire, screens


def test_undo_asks_the_other_screen_and_a_refusal_changes_nothing():
    judge, wire, screens = shitenno_two_screens()
    seat = judge.match.state.to_act()[0]
    mine, theirs = screens[seat], screens[1 - seat]
    undoable_move(judge, mine, seat)
    judge.receive(mine, protocol.Undo())
    asked = wire.last(theirs).undo
    assert asked is not None and asked.by == seat and "asks to take back" in render(asked.prompt)
    assert wire.last(mine).undo is None and len(judge.match.history) == 1
    judge.receive(theirs, protocol.UndoAnswer(False))
    assert "did not agree" in wire.refusals(mine)[-1] and len(judge.match.history) == 1
    judge.receive(mine, protocol.Undo())
    judge.receive(theirs, protocol.UndoAnswer(True))
    assert judge.match.history == [] and wire.last(mine).at == 0
    assert any("took back their last move" in line for line in judge.log_lines(seat))


def test_players_at_one_screen_agree_at_once():
    judge, wire, _ = table(get_game("shitenno"), ["human", "human", "easy"], floors=False)
    screen = judge.attach([0, 1])
    settle(judge)
    play_until_undoable(judge, screen)
    length = len(judge.match.history)
    judge.receive(screen, protocol.Undo())
    assert len(judge.match.history) < length and not wire.refusals(screen)
    assert not any("took back" in line for line in judge.log_lines(None)), "nobody else to tell"


def test_a_friends_undo_is_put_once_to_a_screen_of_several_players_and_its_answer_counts_for_them_all():
    judge, wire, _ = table(get_game("shinobi"), ["human"] * 3, players=(FRIEND,) * 3)
    here, friend = judge.attach([0, 1]), judge.attach([2])
    settle(judge)
    for _ in range(60):  # play until the friend has a move it may take back
        seat = judge.answering()[0]
        screen = friend if seat == 2 else here
        if screen is here:
            judge.receive(here, protocol.Reveal(seat))
        judge.receive(screen, command(judge, seat))
        if seat == 2 and judge.match.undo_reason([2]) is None:
            break
    assert judge.match.history[-1][0] == 2
    length = len(judge.match.history)
    judge.receive(friend, protocol.Undo())
    questions = [m.undo for m in wire.to(here) if isinstance(m, Update) and m.undo is not None]
    assert questions and questions[-1].by == 2
    judge.receive(here, protocol.UndoAnswer(True))
    assert len(judge.match.history) < length


def test_undo_never_crosses_a_draw_unless_casual():
    judge, wire, _ = table(PENNIES, ["human", "human"])
    screens = [judge.attach([0]), judge.attach([1])]
    settle(judge)
    judge.receive(screens[0], protocol.Command(0, Coin("heads"), 0))
    judge.receive(screens[1], protocol.Command(1, Coin("heads"), 0))
    judge.receive(screens[0], protocol.Undo())
    assert "cannot go back across" in wire.refusals(screens[0])[-1] and len(judge.match.history) == 2
    assert render(wire.last(screens[0]).undo_refusal) == wire.refusals(screens[0])[-1]


# --- the hand-over -----------------------------------------------------------------------------------------
def test_a_screen_of_several_players_shows_the_public_table_until_the_asked_player_takes_it():
    judge, wire, _ = table(get_game("shitenno"), ["human", "human", "easy"], floors=False)
    screen = judge.attach([0, 1])
    settle(judge)
    asked = judge.answering()[0]
    update = wire.last(screen)
    assert update.seat is None and update.hand_over == asked and update.viewer == asked
    judge.receive(screen, command(judge, asked))
    assert wire.refusals(screen)[-1] == f"Pass the computer to {judge.match.state.seat_name(asked)} first."
    judge.receive(screen, protocol.Reveal(asked))
    update = wire.last(screen)
    assert update.seat == asked and update.hand_over is None
    assert update.state.decision(asked) is not None
    judge.receive(screen, command(judge, asked))
    settle(judge)
    now = judge.answering()
    if now and now[0] != asked and now[0] in (0, 1):
        assert wire.last(screen).seat is None and wire.last(screen).hand_over == now[0]


# --- hints and the store -----------------------------------------------------------------------------------
def test_a_hint_is_counted_where_hints_are_allowed_and_refused_elsewhere():
    judge, wire, _ = table(get_game("shin"), ["human", "easy"])
    screen = judge.attach([0])
    judge.receive(screen, protocol.HintUsed(0))
    assert judge.match.hints == [1, 0] and wire.last(screen).hints == (1, 0)
    strict, wire, _ = table(get_game("shin"), ["human", "human"], players=(FRIEND, FRIEND), hints=False)
    screen = strict.attach([0])
    strict.receive(screen, protocol.HintUsed(0))
    assert wire.refusals(screen) == [NO_HINTS] and strict.match.hints == [0, 0]


def test_a_command_is_kept_before_any_screen_hears_of_it():
    wire = Wire()
    keeper = Keeper(wire)
    judge = Judge(Match(get_game("shinobi"), ["human"] * 3, 5), wire, players=(FRIEND,) * 3, store=keeper,
                  thinker=InlineThinker())
    screens = [judge.attach([seat]) for seat in range(3)]
    settle(judge)
    seat = judge.answering()[0]
    sent = len(wire.sent)
    judge.receive(screens[seat], command(judge, seat))
    assert keeper.calls[-1] == ("recorded", 1, sent)
    assert all(message.at == 1 for _, message in wire.sent[sent:])


@pytest.mark.parametrize("message", [protocol.Reveal(2), protocol.HintUsed(1)])
def test_a_screen_cannot_speak_for_a_seat_it_does_not_play(message):
    judge, wire, _ = table(get_game("shinobi"), ["human"] * 3, players=(FRIEND,) * 3)
    screen = judge.attach([0])
    judge.receive(screen, message)
    assert wire.refusals(screen) == ["That seat is not played here."]
    assert judge.match.hints == [0, 0, 0]
