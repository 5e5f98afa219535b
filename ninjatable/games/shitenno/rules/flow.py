"""The flow of a game of Shitennō: even years of distribution and odd years of conquest, until the end.

`ShitennoState` answers who acts, what each seat must decide, which commands are legal and why others are not,
and carries commands out through the phases (`distribution`, `conquest`); `scoring` counts the end.
"""

from __future__ import annotations

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision, Option
from ninjatable.engine.protocol import Event, Outcome
from ninjatable.games.shitenno.commands import (
    PACKET_NAMES,
    Accept,
    Choose,
    DrawCard,
    EndTurn,
    Gild,
    KeepPlain,
    Offer,
    Place,
    Refuse,
    describe,
)
from ninjatable.games.shitenno.data import FIRST_YEAR, general_term
from ninjatable.games.shitenno.rules import conquest, distribution, scoring
from ninjatable.games.shitenno.rules.realm import (
    BUILD,
    CHOOSE,
    CONQUER,
    GILD,
    OFFER,
    OVER,
    TAIRO_TURNS,
    DecisionKind,
    Realm,
)
from ninjatable.i18n import N_, Message, _, msg, msg_n, ngettext, render


class ShitennoState(Realm):
    """A game of Shitennō in play."""

    def __init__(self, num_seats: int, seed: int, tairo_rule: str = TAIRO_TURNS) -> None:
        super().__init__(num_seats, seed, tairo_rule)
        self.year = FIRST_YEAR
        distribution.begin(self, [])

    # --- who acts ---------------------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.stage == BUILD:
            return (self.tairo,) if self.tairo is not None else ()
        if self.stage in (OFFER, CHOOSE):
            return (self.asked,) if self.asked is not None else ()
        if self.stage in (CONQUER, GILD):
            return (self.turns[0],) if self.turns else ()
        return ()

    def is_over(self) -> bool:
        return self.stage == OVER

    def legal_commands(self, seat: int) -> list[Command]:
        if seat not in self.to_act():
            return []
        if self.stage == BUILD:
            return distribution.build_commands(self)
        if self.stage == OFFER:
            return [Accept(), Refuse()]
        if self.stage == CHOOSE:
            return [Choose(0), Choose(1)]
        if self.stage == CONQUER:
            return conquest.turn_commands(self, seat)
        return conquest.gild_commands(self, seat)

    def why_illegal(self, seat: int, command: Command) -> str | None:
        if self.stage == BUILD:
            return distribution.why_not_build(self, command) or _("As Tairō you build and offer packets now.")
        if self.stage in (OFFER, CHOOSE):
            return _("Answer the offer first: accept or refuse.") if self.stage == OFFER else \
                _("Choose one of the two packets.")
        if self.stage == CONQUER:
            if isinstance(command, Place):
                return conquest.why_not_place(self, seat, command)
            return conquest.why_not_pick(self, seat, command) or _("That is not part of a conquest turn.")
        if isinstance(command, Gild):
            return _("Only one of your own plain kamons can be turned gold.")
        return _("As Sensei you may now turn one of your kamons gold, or leave them plain.")

    # --- what is decided --------------------------------------------------------------------------------
    def decision(self, seat: int) -> Decision | None:
        legal = self.legal_commands(seat)
        if not legal:
            return None
        kind, prompt, grouping = self._asking(seat)
        options = tuple(Option(c, self._label(c), grouping(c)) for c in legal)
        return Decision(seat, kind, prompt, options)

    def _asking(self, seat: int):  # -> (kind, prompt, group of a command)
        if self.stage == BUILD:
            receivers = distribution.receivers(self)
            two = len(self.packets) == 2
            who = self.seat_name(receivers[0])
            prompt = (_("You are Tairō: share the cards into two packets, each with a hierarchy tile (cards left "
                        "over go into B), then offer both to {player}.") if two else
                      _("You are Tairō: put cards and one hierarchy tile into the packet, then offer it to "
                        "{player}.")).format(player=who)
            offer = _("Offer to {player}").format(player=who)
            return DecisionKind.BUILD, prompt, lambda c: offer if isinstance(c, Offer) else ""
        if self.stage == OFFER:
            prompt = _("{player} offers you a packet: accept it, or refuse to pass it on.").format(
                player=self.seat_name(self.tairo))  # type: ignore[arg-type]
            accept, refuse = _("Accept"), _("Refuse")
            return DecisionKind.OFFER, prompt, lambda c: accept if isinstance(c, Accept) else refuse
        if self.stage == CHOOSE:
            prompt = _("Choose one of the two packets; {player} gets the other.").format(
                player=self.seat_name(self.tairo))  # type: ignore[arg-type]
            choose = _("Choose a packet")
            return DecisionKind.CHOOSE, prompt, lambda c: choose
        if self.stage == GILD:
            gild, plain = _("Gild a kamon"), _("Keep plain")
            return (DecisionKind.GILD, _("You are Sensei: turn one of your kamons gold (it counts twice for "
                                         "majorities), or leave them plain."),
                    lambda c: gild if isinstance(c, Gild) else plain)
        left = 2 - self.placed
        prompt = (ngettext("Your turn: click cards for a payment and drag it onto a province ({n} kamon left this "
                           "year), or end your turn.",
                           "Your turn: click cards for a payment and drag it onto a province ({n} kamons left this "
                           "year), or end your turn.", left).format(n=left) if conquest.may_place(self, seat)
                  else _("You cannot place another kamon this year: end your turn."))
        return DecisionKind.CONQUER, prompt, _turn_group

    def _label(self, command: Command) -> str:
        if isinstance(command, Offer):
            who = self.seat_name(distribution.receivers(self)[0])
            if len(self.packets) == 2:
                return _("Offer both packets to {player}").format(player=who)
            return _("Offer the packet to {player}").format(player=who)
        if isinstance(command, Choose):
            return render(msg("Take packet {packet}: {contents}", packet=PACKET_NAMES[command.packet],
                              contents=distribution.packet_words(self, command.packet)))
        return describe(command)

    # --- carrying out -----------------------------------------------------------------------------------
    def _apply(self, seat: int, command: Command) -> list[Event]:
        events: list[Event] = []
        if self.stage == BUILD:
            events.extend(distribution.apply_build(self, seat, command))
        elif self.stage == OFFER:
            if distribution.apply_answer(self, seat, command, events):
                self._end_even_year(events)
        elif self.stage == CHOOSE:
            assert isinstance(command, Choose)
            distribution.apply_choice(self, seat, command, events)
            self._end_even_year(events)
        elif self.stage == CONQUER:
            conquest.apply_turn(self, seat, command, events)
        else:
            conquest.apply_gild(self, seat, command, events)
        if self.stage in (CONQUER, GILD) and not self.turns:
            self._end_odd_year(events)
        return events

    def _end_even_year(self, events: list[Event]) -> None:
        distribution.close(self, events)
        self.year += 1
        conquest.begin(self, events)

    def _end_odd_year(self, events: list[Event]) -> None:
        ended = [s for s in range(self.num_seats) if self.supply[s] == 0]
        if ended or not self.koku_deck:
            self.stage = OVER
            year = str(self.year)
            ending = (msg_n("{players} placed the last kamon: the game ends with the year {year}.",
                            "{players} placed their last kamons: the game ends with the year {year}.",
                            n=len(ended), players=tuple(general_term(s) for s in ended), year=year) if ended else
                      msg("The koku deck is empty: the game ends with the year {year}.", year=year))
            events.append(Event(ending, None, "game-over", irreversible=True))
            events.extend(Event(line, None, "result") for line in self.explanation())
            return
        self.year += 1
        distribution.begin(self, events)

    # --- the end ----------------------------------------------------------------------------------------
    def outcome(self) -> Outcome:
        found = scoring.tallies(self)
        totals = [t.total for t in found]
        order = scoring.ranking(self, totals)
        return Outcome(scores=tuple(float(t) for t in totals), winners=(order[0],), ranking=tuple(order),
                       explanation=tuple(scoring.explanation(self, found)))

    def explanation(self) -> list[Message]:
        """How the winner was decided, as messages (the log's lines at the end)."""
        return scoring.explanation(self, scoring.tallies(self))


#: the groups of a conquest turn's options.
_TURN_GROUPS = {EndTurn: N_("End turn"), DrawCard: N_("Draw a card"), KeepPlain: N_("Keep plain")}


def _turn_group(command: Command) -> str:
    group = _TURN_GROUPS.get(type(command))
    return _(group) if group is not None else ""
