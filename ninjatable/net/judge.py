"""The one judge of a table: its match and everything that decides who acts, for a table here and over the network.

A `Judge` owns a table's `Match` and decides, in one place:

- who is awaited (`answering`): the first acting seat, or, when the acting seats choose at once and in secret
  (`State.is_simultaneous`), every acting seat that has not answered yet. Secret answers are kept until every one
  is in, never shown to another screen, then applied in seat order;
- the computer seats: each thinks on its own redacted state (through a `Thinker`: inline, a worker thread, an
  executor) and its answer is held until its thinking floor has passed (`ninjatable.ai.runner.thinking_floor`),
  so that how quickly it answers tells nothing of its hand;
- stand-ins: a player whose screens have all gone is away; after the grace period a normal computer plays the
  seat until the player is back (the log says so both times), but only while at least one player of the table
  is there: a table everyone has left waits for them (a host started again plays no table on by itself);
- undo: a screen takes back the last command of a seat played there (with every command after it), never across
  a draw, a reveal or a roll unless casual undo is on; every other screen with players must agree first (players
  at one screen agree at once), and a screen's answer counts for every seat played there;
- the hand-over at a screen of several players: it is shown the public table until the asked player confirms
  (`Reveal`), then that seat's private share, as long as that player is asked.

It never sees a socket, a window, a thread or an event loop. It is driven by `receive(screen, message)` and by
`poll(now)` (start a computer's thinking, release an answer whose floor has passed, put a stand-in in an away
seat; it returns when it next needs a poll), and it speaks only through a `Transport` (`send(screen, message)`),
an optional `Store` (what to keep, written before a screen hears of it) and a clock. A screen (`Screen`) is one
client endpoint: the seats played there (one, several players handed the computer in turn, or none: a
spectator). What each screen is sent is made by `ninjatable.net.shares`.
"""

from __future__ import annotations

import dataclasses
import secrets
import time
from collections.abc import Callable, Iterable, Mapping, Sequence

from ninjatable.ai.bots import Bot, make_bot
from ninjatable.ai.explain import Reader, Reasons, weigh
from ninjatable.ai.ismcts import SearchResult
from ninjatable.ai.runner import bots_for, thinking_floor
from ninjatable.engine.commands import Command
from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.match import Match
from ninjatable.engine.seats import Presence, SeatKind, acting_now
from ninjatable.i18n import N_, Text, msg, render
from ninjatable.net import protocol
from ninjatable.net.protocol import Refused
from ninjatable.net.seams import InlineThinker, Job, Store, Thinker, Transport
from ninjatable.net.shares import Screen, Shares

__all__ = ["DEFAULT_GRACE", "InlineThinker", "Job", "Judge", "Screen", "Store", "Thinker", "Transport"]

#: seconds a seat's player may be gone before a computer plays for them.
DEFAULT_GRACE = 60.0
#: the computer level that plays for a player who has gone.
STAND_IN = SeatKind.NORMAL

#: why a seat at a network table gets no hint.
NO_HINTS = N_("No hints at a table with friends over the network: each player plays on their own.")
#: a message naming a seat that the screen does not play.
NOT_PLAYED_HERE = msg("That seat is not played here.")


@dataclasses.dataclass
class SeatPlay:
    """Who plays a seat and whether they are here."""

    kind: SeatKind
    screens: set[Screen] = dataclasses.field(default_factory=set)
    #: a screen has played the seat (else its player is only invited).
    came: bool = False
    #: when its last screen went (None: here, or never came).
    away_since: float | None = None
    #: a computer plays for the player who has gone.
    stand_in: bool = False


@dataclasses.dataclass
class Thinking:
    """A computer seat thinking: its job, when its answer may be given at the earliest, and the answer once in."""

    job: Job
    ready: float
    answer: SearchResult | None = None


@dataclasses.dataclass
class UndoRequest:
    """A screen asked to take a move back; the other screens in `waiting` must agree."""

    by: Screen
    waiting: set[Screen]


class Judge:
    """The one judge of one table."""

    def __init__(self, match: Match, transport: Transport, *, players: Sequence[SeatKind] | None = None,
                 bots: Mapping[int, Bot] | None = None, thinker: Thinker | None = None,
                 clock: Callable[[], float] = time.monotonic, store: Store | None = None,
                 grace: float = DEFAULT_GRACE, floors: bool = True, explain: bool = False, hints: bool = True,
                 notes: Iterable[tuple[int, Text]] = (), pending: Mapping[int, Command] | None = None,
                 away: Iterable[int] = ()) -> None:
        """`players`: who plays each seat (by default the match's seats; a friend's seat at a host); `bots`: the
        computer seats' bots (by default `bots_for(match, match.seed)`); `floors`: computer answers wait for
        their thinking floor; `explain`: what computer seats weighed goes to the log; `hints`: players may be
        shown hints. `notes`, `pending` and `away` bring back a table kept in a store: its own log lines, the
        secret answers not applied yet, and the seats whose players had come and must come back."""
        self.match = match
        self.game = match.game
        self.transport = transport
        self.store = store
        self.clock = clock
        self.grace = grace
        self.floors = floors
        self.explain = explain
        self.hints_allowed = hints
        kinds = list(players) if players is not None else list(match.seats)
        self.seats = [SeatPlay(SeatKind.parse(kind)) for kind in kinds]
        chosen = bots_for(match, match.seed) if bots is None else bots
        self.bots: dict[int, Bot] = {seat: bot for seat, bot in chosen.items() if self.seats[seat].kind.is_computer}
        self.thinker = thinker or InlineThinker()
        self.collected: dict[int, tuple[Command, SearchResult | None]] = {
            seat: (command, None) for seat, command in (pending or {}).items()}
        self.notes: list[tuple[int, Text]] = list(notes)
        self.reasons: dict[int, Reasons] = {}
        self.thinking: Thinking | None = None
        self.undo_request: UndoRequest | None = None
        #: counts the undos: a screen is sent its share anew after one.
        self.undos = 0
        #: the last sentence of the store when it could not keep the table (None: kept).
        self.problem: str | None = None
        self.shares = Shares(self)
        now = clock()
        for seat in away:
            self.seats[seat].came, self.seats[seat].away_since = True, now

    # --- who is asked ----------------------------------------------------------------------------------
    def answering(self) -> tuple[int, ...]:
        """The seats whose answer is awaited: every acting seat that has not answered a simultaneous choice,
        else the first acting seat."""
        return acting_now(self.match.state, self.collected)

    def computer_plays(self, seat: int) -> bool:
        return seat in self.bots

    def presence(self, seat: int) -> Presence:
        play = self.seats[seat]
        if play.kind.is_computer:
            return Presence.COMPUTER
        if play.stand_in:
            return Presence.STAND_IN
        if play.screens:
            return Presence.HERE
        return Presence.AWAY if play.came else Presence.INVITED

    @property
    def screens(self) -> list[Screen]:
        return self.shares.screens

    def log_lines(self, seat: int | None) -> list[str]:
        """The log in words (in the current language) as `seat` may read it, with the judge's own lines in their
        places."""
        return [render(line.text) for line in self.shares.log(seat)]

    def readers(self) -> tuple[Reader, ...]:
        """Everyone who may read the log: each seat played or followed at a screen, and the public table."""
        found: list[Reader] = []
        for screen in self.screens:
            found.extend(screen.seats or ([screen.follows] if screen.follows is not None else []))
        return (*dict.fromkeys(found), None)

    # --- screens ---------------------------------------------------------------------------------------
    def attach(self, seats: Iterable[int] = (), follows: int | None = None) -> Screen:
        """A screen sits at the table, playing `seats` (none: a spectator, who sees the public table or, with
        `follows`, that seat's share). A player whose seat a computer plays meanwhile takes it back. Nothing is
        sent until the next `poll` (the screen is first welcomed by whoever attached it)."""
        screen = self.shares.add(tuple(sorted(seats)), follows)
        for seat in screen.seats:
            play = self.seats[seat]
            play.screens.add(screen)
            play.came, play.away_since = True, None
            if play.stand_in:
                play.stand_in = False
                self.bots.pop(seat, None)
                self._forget_thinking()
                self.note(msg("{player} is back and plays again.", player=self.match.state.seat_words(seat)))
        self.shares.touch()
        return screen

    def detach(self, screen: Screen) -> None:
        """A screen has gone: its players are away from now on (their seats wait for them, or for a stand-in
        after the grace period), and an undo asked of it or by it is dropped."""
        if screen not in self.screens:
            return
        self.shares.remove(screen)
        for seat in screen.seats:
            play = self.seats[seat]
            play.screens.discard(screen)
            if not play.screens:
                play.away_since = self.clock()
        request = self.undo_request
        if request is not None and (request.by is screen or screen in request.waiting):
            self.undo_request = None
        self.shares.touch()
        self.shares.flush()

    def note(self, text: Text) -> None:
        """A line of the judge's own in the log, after the commands given so far."""
        at = len(self.match.history)
        self._kept(lambda store: store.noted(len(self.notes), at, text))
        self.notes.append((at, text))
        self.shares.touch()

    # --- messages --------------------------------------------------------------------------------------
    def receive(self, screen: Screen, message: protocol.ClientMessage) -> None:
        """A message from `screen`: carried out, or refused to that screen alone with the reason (nothing
        changes); every screen whose share changed is then sent it."""
        if isinstance(message, protocol.Command):
            self._command(screen, message)
        elif isinstance(message, protocol.Undo):
            self._ask_undo(screen)
        elif isinstance(message, protocol.UndoAnswer):
            self._answer_undo(screen, message.agree)
        elif isinstance(message, protocol.Reveal):
            self._reveal(screen, message.seat)
        elif isinstance(message, protocol.HintUsed):
            self._hint_used(screen, message.seat)
        else:
            self.refuse(screen, msg("This table has nothing to do with that message."))
        self.shares.flush()

    def refuse(self, screen: Screen, reason: Text) -> None:
        self.transport.send(screen, Refused.of(reason))

    def refusal(self, screen: Screen, seat: int, command: Command, at: int) -> Text | None:
        """Why `screen` may not give `seat`'s `command` now (the screen had seen `at` commands), in a player's
        words; None when it may."""
        match = self.match
        if not screen.seats:
            return msg("A spectator gives no orders.")
        if seat not in screen.seats:
            return NOT_PLAYED_HERE
        if len(screen.seats) > 1 and screen.revealed != seat:
            return msg("Pass the computer to {player} first.", player=match.state.seat_words(seat))
        if at != len(match.history):
            return msg("The table moved on before your move arrived: look again.")
        if self.computer_plays(seat):
            return msg("The computer plays this seat now.")
        if seat in self.collected:
            return msg("You have answered already: waiting for the others.")
        if seat not in self.answering():
            names = tuple(match.state.seat_words(s) for s in self.answering())
            return msg("It is not your turn: waiting for {players}.", players=names) if names else \
                msg("The game is over.")
        return match.state.refusal(seat, command)

    def _command(self, screen: Screen, message: protocol.Command) -> None:
        reason = self.refusal(screen, message.seat, message.command, message.at)
        if reason is not None:
            self.refuse(screen, reason)
            return
        self.answer(message.seat, message.command, None)

    def answer(self, seat: int, command: Command, thought: SearchResult | None) -> None:
        """A checked answer enters the table: a secret answer is kept until every one is in, then all are applied
        in seat order; any other is applied at once. Every screen is sent its share."""
        self.undo_request = None
        state = self.match.state
        if len(state.to_act()) > 1 and state.is_simultaneous():
            self.collected[seat] = (command, thought)
            self._kept(lambda store: store.kept_secret(seat, command))
            if self.answering():
                self.shares.touch()
                return
            given = [(s, *self.collected[s]) for s in state.to_act() if s in self.collected]
            self.collected = {}
        else:
            given = [(seat, command, thought)]
        self._apply(given)

    def _apply(self, given: list[tuple[int, Command, SearchResult | None]]) -> None:
        match = self.match
        first = len(match.history)
        for seat, command, thought in given:
            reasons = self._weigh(seat, thought)
            try:
                match.submit(seat, command)
            except IllegalCommand as exc:  # a computer answer the rules refuse: a bug worth a clear message
                raise RuntimeError(f"{match.state.seat_name(seat)}'s answer {command} was refused: "
                                   f"{exc.reason}") from exc
            if reasons is not None:
                self.reasons[len(match.history) - 1] = reasons
        self._kept(lambda store: store.recorded(match, first))
        self.shares.touch()

    def _weigh(self, seat: int, thought: SearchResult | None) -> Reasons | None:
        """What a computer seat's search weighed, taken just before its command is applied."""
        if not self.explain or thought is None or not self.seats[seat].kind.is_computer:
            return None
        return weigh(self.game, self.match.state, seat, thought, self.readers(), self.bots[seat].level)

    def _kept(self, keep: Callable[[Store], str | None]) -> None:
        if self.store is not None:
            self.problem = keep(self.store)

    def _reveal(self, screen: Screen, seat: int) -> None:
        if seat not in screen.seats:
            self.refuse(screen, NOT_PLAYED_HERE)
            return
        screen.revealed = seat
        screen.dirty = True

    def _hint_used(self, screen: Screen, seat: int) -> None:
        if not self.hints_allowed:
            self.refuse(screen, msg(NO_HINTS))
            return
        if seat not in screen.seats:
            self.refuse(screen, NOT_PLAYED_HERE)
            return
        self.match.hints[seat] += 1
        self._kept(lambda store: store.hinted(self.match))
        self.shares.touch()

    # --- undo ------------------------------------------------------------------------------------------
    def undo_refusal(self, screen: Screen) -> Text | None:
        """Why `screen` could not take a move back now (None: it could)."""
        if not screen.seats:
            if screen.follows is not None:
                return msg("There is nothing of yours to undo.")
            return msg("A spectator has nothing to undo.")
        return self.match.undo_reason(list(screen.seats))

    def _ask_undo(self, screen: Screen) -> None:
        reason = self.undo_refusal(screen)
        if reason is not None:
            self.refuse(screen, reason)
            return
        others = {other for other in self.screens if other is not screen and other.seats}
        if not others:
            self._undo(screen)
            return
        self.undo_request = UndoRequest(screen, others)
        self.shares.touch()

    def _answer_undo(self, screen: Screen, agree: bool) -> None:
        request = self.undo_request
        if request is None or screen not in request.waiting:
            self.refuse(screen, msg("Nobody asked you to agree to take a move back (or the question was settled)."))
            return
        if not agree:
            self.undo_request = None
            names = tuple(self.match.state.seat_words(seat) for seat in screen.seats)
            self.refuse(request.by, msg("{players} did not agree to take the move back.", players=names))
            self.shares.touch()
            return
        request.waiting.discard(screen)
        if not request.waiting:
            self._undo(request.by)

    def _undo(self, screen: Screen) -> None:
        match = self.match
        self.undo_request = None
        target = match.undo_target(list(screen.seats))
        taken_by = match.history[target][0] if target is not None else None
        if taken_by is None or not match.undo(list(screen.seats)):
            self.refuse(screen, msg("Nothing to undo."))
            return
        self.collected = {}
        self.undos += 1
        self._forget_thinking()
        self.reasons = {index: found for index, found in self.reasons.items() if index < len(match.history)}
        self._kept(lambda store: store.cut(match))
        if any(other is not screen and other.seats for other in self.screens):
            self.note(msg("{player} took back their last move.", player=match.state.seat_words(taken_by)))
        self.shares.touch()

    # --- time: computer seats and stand-ins ------------------------------------------------------------
    def poll(self, now: float | None = None) -> float | None:
        """Do what is due at `now` (by default the clock): put a computer in a seat whose player is away past
        the grace period, give a computer's answer whose floor has passed, start the next computer seat's
        thinking (one answer a poll, never in the poll that started it: a screen shows one move after another).
        Every screen whose share changed is sent it. Returns when the judge next needs a poll: `now` when more is
        due at once, None when only a message or a computer's thinking done can bring anything."""
        now = self.clock() if now is None else now
        self._stand_in(now)
        self._harvest()
        answered = self._release(now)
        if self.thinking is None:
            self._start(now)
        self._harvest()
        self.shares.flush()
        thinking = self.thinking
        if answered or (thinking is not None and thinking.answer is not None and now >= thinking.ready):
            return now
        deadlines = [play.away_since + self.grace for play in self.seats
                     if play.away_since is not None and not play.stand_in and not self.match.state.is_over()
                     and self.anyone_here()]
        if thinking is not None and thinking.answer is not None:
            deadlines.append(thinking.ready)
        return min(deadlines) if deadlines else None

    def flush(self) -> None:
        """Send every screen whose share changed its share now (a screen just attached gets its first)."""
        self.shares.flush()

    def _harvest(self) -> None:
        """Take the answers the thinker has finished (one for a moment gone is dropped)."""
        for job, answer in self.thinker.finished():
            thinking = self.thinking
            if thinking is None or thinking.job is not job:
                continue  # an answer for a moment gone (an undo, a player back)
            if isinstance(answer, BaseException):
                self.thinking = None
                raise RuntimeError(f"the computer for seat {job.seat + 1} failed: {answer!r}") from answer
            thinking.answer = answer

    def _release(self, now: float) -> bool:
        """Give the computer's answer once its floor has passed. True when one was given (another seat may be
        asked now)."""
        thinking = self.thinking
        if thinking is None or thinking.answer is None or now < thinking.ready:
            return False
        self.thinking = None
        self.shares.touch()
        job = thinking.job
        if job.moment == len(self.match.history) and job.seat in self.answering() and self.computer_plays(job.seat):
            self.answer(job.seat, thinking.answer.command, thinking.answer)
        return True

    def _start(self, now: float) -> None:
        """If a computer seat must answer, let it think on its own redacted state."""
        if self.match.state.is_over():
            return
        seat = next((s for s in self.answering() if self.computer_plays(s)), None)
        if seat is None or (self.seats[seat].stand_in and not self.anyone_here()):
            return
        bot, moment = self.bots[seat], len(self.match.history)
        # a seat whose options may show its hand takes its level's full time, however quickly it knows
        floor = thinking_floor(self.game, self.match.state, seat, bot, moment) if self.floors else 0.0
        job = Job(seat, bot, self.match.redacted(seat), moment)
        self.thinking = Thinking(job, now + floor)
        self.shares.touch()
        self.thinker.start(job)

    def _forget_thinking(self) -> None:
        """Whatever a computer seat is thinking is for a moment gone: its answer will be dropped when it comes."""
        if self.thinking is not None:
            self.thinking = None
            self.shares.touch()

    def anyone_here(self) -> bool:
        """Is a player of the table (not a computer, not a spectator) at a screen now?"""
        return any(play.screens for play in self.seats)

    def _stand_in(self, now: float) -> None:
        """The grace period is over: a computer plays for a player still gone, while another player is here."""
        if self.match.state.is_over() or not self.anyone_here():
            return
        for seat, play in enumerate(self.seats):
            if play.away_since is None or play.stand_in or play.screens or now < play.away_since + self.grace:
                continue
            play.stand_in = True
            self.bots[seat] = make_bot(self.game, STAND_IN, secrets.randbits(31))
            self.note(msg("{player} is away: the computer plays for them (normal level) until they come back.",
                          player=self.match.state.seat_words(seat)))
