"""Shinobi's rules: three orders a turn, the Ninja, attacks on weaker armies, hidden clans.

Each player is secretly loyal to one clan (a red loyalty card). The space in front of each player is a
province where armies of any clan may stand. On a turn the player gives three orders in this order:

1. deploy: one card from the hand into another player's province (or, instead, play a Ninja onto an army in
   another player's province: the Ninja and one card of that army are discarded);
2. either deploy one card into the own province, or relocate one card of an army from a province that is not
   the player's own into any other province (the own province included);
3. attack: an army in the own province strikes a weaker army (fewer cards) of another clan in another
   province, which loses one card. The attack must be made when one is possible; it may not strike an army
   the player added cards to this turn (deploy, Ninja, relocation into it).

Then the player draws back to four cards. Once the deck is empty, every player has one more turn: the turn of
the player who drew the last card comes round once more and is the last of the game. The clan with the
largest army on the table (all its cards in all provinces) wins; see `outcome` for ties and neutral clans.
An order that has no legal option is skipped.
"""

from __future__ import annotations

from typing import Final

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision
from ninjatable.engine.protocol import Event, Outcome, State
from ninjatable.engine.rng import Rng
from ninjatable.games.shinobi.commands import Attack, Deploy, DeployOwn, PlayNinja, Relocate, describe
from ninjatable.games.shinobi.data import (
    CLANS,
    HAND_SIZE,
    a_clan_card,
    card,
    clan_name,
    clan_term,
    troop_deck,
)
from ninjatable.games.words import player
from ninjatable.i18n import N_, Message, _, msg, msg_n, ngettext

FIRST, SECOND, ATTACK, OVER = "first", "second", "attack", "over"


class DecisionKind:
    """Every kind of decision of Shinobi (`Decision.kind`), named once: the rules, the table, the computer and
    the tests compare a decision's kind with these names. Each of the three orders of a turn is one."""

    FIRST_ORDER: Final = "first-order"
    SECOND_ORDER: Final = "second-order"
    ATTACK_ORDER: Final = "attack-order"


#: the decision each order asks of the player on turn
ORDER_DECISIONS = {FIRST: DecisionKind.FIRST_ORDER, SECOND: DecisionKind.SECOND_ORDER, ATTACK: DecisionKind.ATTACK_ORDER}

#: what each order asks of the player, in the words of the table.
ORDER_PROMPTS = {
    FIRST: N_("First order: drag a card onto another player's province (or a Ninja onto an army there)."),
    SECOND: N_("Second order: deploy a card into your own province, or move one card of an army "
               "(never out of yours)."),
    ATTACK: N_("Attack: drag your army onto a weaker army of another clan."),
}


class ShinobiState(State):
    """The whole truth of a Shinobi game (hands, loyalties and deck order included)."""

    def __init__(self, num_seats: int, seed: int) -> None:
        if num_seats not in (3, 4, 5):
            raise ValueError("Shinobi is played by 3 to 5 players")
        self.num_seats = num_seats
        self.rng = Rng(seed)
        loyalty = list(CLANS)
        self.rng.shuffle(loyalty)
        #: the clan each seat is loyal to; the loyalty cards left over go back to the box unseen.
        self.clans: list[str] = loyalty[:num_seats]
        deck = [c.id for c in troop_deck()]
        self.rng.shuffle(deck)
        #: the draw pile; the top card is the last of the list.
        self.deck: list[int] = deck
        self.hands: list[list[int]] = [[] for _seat in range(num_seats)]
        #: province of each seat: clan -> the cards of that army, bottom first.
        self.provinces: list[dict[str, list[int]]] = [{} for _seat in range(num_seats)]
        self.discard: list[int] = []
        for _round in range(HAND_SIZE):
            for seat in range(num_seats):
                self.hands[seat].append(self.deck.pop())
        self.first_player = self.rng.randint(0, num_seats - 1)
        self.current = self.first_player
        self.order = FIRST
        self.turn_number = 1
        #: armies (province, clan) the player on turn added cards to: they may not be attacked this turn.
        self.protected: set[tuple[int, str]] = set()
        self.deployed_twice = False
        #: the seat who drew the last card of the deck; its next turn is the last of the game.
        self.last_card_drawn_by: int | None = None
        self.last_turn = False
        #: public signs of loyalty: per seat, per clan, how much its orders favoured that clan (see `_note`).
        self.record: list[dict[str, float]] = [dict.fromkeys(CLANS, 0.0) for _seat in range(num_seats)]
        self._skip_empty_orders([])

    # --- the protocol ------------------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.order == OVER else (self.current,)

    def is_over(self) -> bool:
        return self.order == OVER

    def decision(self, seat: int) -> Decision | None:
        """The order the player on turn gives now; every option is a gesture on the table."""
        if self.order == OVER or seat != self.current:
            return None
        return Decision.of(seat, ORDER_DECISIONS[self.order], _(ORDER_PROMPTS[self.order]), self.legal_commands(seat),
                           label=lambda command: describe(command, seat))

    def legal_commands(self, seat: int) -> list[Command]:
        if self.order == OVER or seat != self.current:
            return []
        if self.order == FIRST:
            return self._first_orders(seat)
        if self.order == SECOND:
            return self._second_orders(seat)
        return self._attacks(seat)

    def _first_orders(self, seat: int) -> list[Command]:
        commands: list[Command] = []
        for card_id in self.hands[seat]:
            if card(card_id).is_ninja:
                for province in range(self.num_seats):
                    if province != seat:
                        commands.extend(PlayNinja(card_id, province, clan) for clan in self.provinces[province])
            else:
                commands.extend(Deploy(card_id, province) for province in range(self.num_seats) if province != seat)
        return commands

    def _second_orders(self, seat: int) -> list[Command]:
        commands: list[Command] = [DeployOwn(card_id) for card_id in self.hands[seat] if not card(card_id).is_ninja]
        for source in range(self.num_seats):
            if source == seat:
                continue
            for clan in self.provinces[source]:
                commands.extend(Relocate(source, clan, target) for target in range(self.num_seats) if target != source)
        return commands

    def _attacks(self, seat: int) -> list[Command]:
        commands: list[Command] = []
        for clan, army in self.provinces[seat].items():
            strength = len(army)
            for province in range(self.num_seats):
                if province == seat:
                    continue
                for target, defenders in self.provinces[province].items():
                    if target != clan and len(defenders) < strength and (province, target) not in self.protected:
                        commands.append(Attack(clan, province, target))
        return commands

    def why_illegal(self, seat: int, command: Command) -> str | None:
        hand = self.hands[seat]
        if isinstance(command, (Deploy, PlayNinja, DeployOwn)) and command.card not in hand:
            return _("That card is not in your hand.")
        if isinstance(command, Relocate) and command.from_province == seat:
            return _("You may not move forces out of your own province.")
        if self.order == FIRST:
            return self._why_not_first(seat, command)
        if self.order == SECOND:
            return self._why_not_second(seat, command)
        return self._why_not_attack(seat, command)

    def _why_not_first(self, seat: int, command: Command) -> str | None:
        if isinstance(command, DeployOwn) or (isinstance(command, Deploy) and command.province == seat):
            return _("Your first order places a card in another player's province; "
                     "your own province comes with the second order.")
        if isinstance(command, Deploy) and card(command.card).is_ninja:
            return _("A Ninja is not deployed as a troop: drop it onto an army in another province.")
        if isinstance(command, PlayNinja):
            if not card(command.card).is_ninja:
                return _("Only a Ninja card can strike a stack.")
            if command.province == seat:
                return _("Ninja cannot target your own province.")
            if not self._has_army(command.province, command.clan):
                return _("There is no such army there for the Ninja to strike.")
        if isinstance(command, (Relocate, Attack)):
            return _("First give your first order: deploy a card into another province (or play a Ninja).")
        return None

    def _why_not_second(self, seat: int, command: Command) -> str | None:
        if isinstance(command, (Deploy, PlayNinja)):
            return _("Your first order is done: now deploy into your own province or relocate an army.")
        if isinstance(command, DeployOwn) and card(command.card).is_ninja:
            return _("A Ninja is not deployed as a troop.")
        if isinstance(command, Relocate):
            if command.from_province == command.to_province:
                return _("Choose a different province to move the card to.")
            if not self._has_army(command.from_province, command.clan):
                return _("There is no such army there.")
        if isinstance(command, Attack):
            return _("Give your second order first: deploy into your own province or relocate an army.")
        return None

    def _why_not_attack(self, seat: int, command: Command) -> str | None:
        if not isinstance(command, Attack):
            return _("Only the attack is left this turn.")
        if not self._has_army(seat, command.clan):
            return _("You attack only with an army in your own province.")
        if command.province == seat:
            return _("You may only attack armies in other provinces.")
        if not self._has_army(command.province, command.target):
            return _("There is no such army there.")
        if command.target == command.clan:
            return _("An army may not attack an army of its own clan.")
        strength, defence = len(self.provinces[seat][command.clan]), len(self.provinces[command.province][command.target])
        if defence >= strength:
            return ngettext("You may only attack a weaker army: your {clan} army has {n} card, the target {defence}.",
                            "You may only attack a weaker army: your {clan} army has {n} cards, the target "
                            "{defence}.", strength).format(clan=clan_name(command.clan), n=strength, defence=defence)
        if (command.province, command.target) in self.protected:
            return _("You played cards for that army this turn, so you may not attack it.")
        return None

    def _has_army(self, province: int, clan: str) -> bool:
        return 0 <= province < self.num_seats and bool(self.provinces[province].get(clan))

    # --- carrying out orders -------------------------------------------------------------------------------
    def _apply(self, seat: int, command: Command) -> list[Event]:
        name = player(seat)
        events: list[Event]
        self._note(seat, command)
        if isinstance(command, Deploy):
            clan = self._play_from_hand(seat, command.card, command.province)
            self.protected.add((command.province, clan))
            events = [Event(msg("{player} deploys {card} in {owner}'s province.", player=name, card=a_clan_card(clan),
                                owner=player(command.province)),
                            seat, "deploy", data={"card": command.card, "from": "hand", "to": command.province,
                                                  "clan": clan})]
            self.order = SECOND
        elif isinstance(command, PlayNinja):
            self.hands[seat].remove(command.card)
            self.discard.append(command.card)
            self.discard.append(self.provinces[command.province][command.clan].pop())
            self._drop_empty(command.province, command.clan)
            self.protected.add((command.province, command.clan))
            events = [Event(msg("{player} plays a Ninja on the {clan} army in {owner}'s province: it loses a card.",
                                player=name, clan=clan_term(command.clan), owner=player(command.province)),
                            seat, "ninja",
                            data={"card": command.card, "from": "hand", "to": command.province,
                                  "clan": command.clan})]
            self.order = SECOND
        elif isinstance(command, DeployOwn):
            clan = self._play_from_hand(seat, command.card, seat)
            self.deployed_twice = True
            events = [Event(msg("{player} deploys {card} in their own province.", player=name, card=a_clan_card(clan)),
                            seat, "deploy",
                            data={"card": command.card, "from": "hand", "to": seat, "clan": clan})]
            self.order = ATTACK
        elif isinstance(command, Relocate):
            army = self.provinces[command.from_province][command.clan]
            moved = army.pop()
            self._drop_empty(command.from_province, command.clan)
            self.provinces[command.to_province].setdefault(command.clan, []).append(moved)
            self.protected.add((command.to_province, command.clan))
            events = [Event(msg("{player} moves {card} from {source}'s province to {target}'s province.", player=name,
                                card=a_clan_card(command.clan), source=player(command.from_province),
                                target=player(command.to_province)),
                            seat, "relocate", data={"from": command.from_province, "to": command.to_province,
                                                    "clan": command.clan})]
            self.order = ATTACK
        elif isinstance(command, Attack):
            defenders = self.provinces[command.province][command.target]
            self.discard.append(defenders.pop())
            self._drop_empty(command.province, command.target)
            events = [Event(msg("{player}'s {clan} army attacks the {target} army in {owner}'s province: it loses a "
                                "card.", player=name, clan=clan_term(command.clan), target=clan_term(command.target),
                                owner=player(command.province)), seat, "attack",
                            data={"from": seat, "clan": command.clan, "to": command.province,
                                  "target": command.target})]
            self._end_turn(events)
            return events
        else:  # pragma: no cover - legal_commands only yields the types above
            raise TypeError(f"not a Shinobi command: {command!r}")
        self._skip_empty_orders(events)
        return events

    def _note(self, seat: int, command: Command) -> None:
        """Keep the public record of what each player's orders did for each clan (everybody saw them)."""
        record = self.record[seat]
        if isinstance(command, DeployOwn):
            clan = card(command.card).clan
            assert clan is not None
            record[clan] += 1.0
        elif isinstance(command, Relocate) and command.to_province == seat:
            record[command.clan] += 0.5
        elif isinstance(command, Relocate) and command.from_province != seat:
            record[command.clan] -= 0.2
        elif isinstance(command, PlayNinja):
            record[command.clan] -= 1.0
        elif isinstance(command, Attack):
            record[command.target] -= 1.0

    def _play_from_hand(self, seat: int, card_id: int, province: int) -> str:
        self.hands[seat].remove(card_id)
        clan = card(card_id).clan
        assert clan is not None
        self.provinces[province].setdefault(clan, []).append(card_id)
        return clan

    def _drop_empty(self, province: int, clan: str) -> None:
        if not self.provinces[province][clan]:
            del self.provinces[province][clan]

    def _skip_empty_orders(self, events: list[Event]) -> None:
        """Pass over orders that have no legal option; end the turn after the attack order."""
        while self.order != OVER:
            if self.legal_commands(self.current):
                return
            if self.order == FIRST:
                events.append(Event(msg("{player} cannot give a first order.", player=player(self.current)),
                                    self.current, "skip"))
                self.order = SECOND
            elif self.order == SECOND:
                events.append(Event(msg("{player} cannot give a second order.", player=player(self.current)),
                                    self.current, "skip"))
                self.order = ATTACK
            else:
                events.append(Event(msg("{player} has no army that can attack.", player=player(self.current)),
                                    self.current, "skip"))
                self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        """Draw back to four, then pass the turn on (or end the game after the last turn)."""
        seat = self.current
        drawn: list[int] = []
        while len(self.hands[seat]) + len(drawn) < HAND_SIZE and self.deck:
            drawn.append(self.deck.pop())
            if not self.deck:
                self.last_card_drawn_by = seat
        self.hands[seat].extend(drawn)
        if drawn:
            names = tuple(clan_term(card(c).clan) for c in drawn)
            events.append(Event(msg_n("{player} draws a card.", "{player} draws {n} cards.", n=len(drawn),
                                      player=player(seat)),
                                seat, "draw", private={seat: msg("You draw {cards}.", cards=names)}, irreversible=True,
                                data={"count": len(drawn), "seat": seat}))
            if self.last_card_drawn_by == seat and not self.deck and not self.last_turn:
                events.append(Event(msg("{player} drew the last card: every player has one more turn.",
                                        player=player(seat)), seat, "final-round"))
        if self.last_turn:
            self.order = OVER
            events.append(Event(msg("The last turn is over: the clans are revealed."), None, "game-over",
                                irreversible=True))
            events.extend(Event(line, None, "result") for line in self.explanation())
            return
        self.current = (seat + 1) % self.num_seats
        self.turn_number += 1
        self.order = FIRST
        self.protected = set()
        self.deployed_twice = False
        if self.last_card_drawn_by == self.current:
            self.last_turn = True
            events.append(Event(msg("{player} begins the last turn of the game.", player=player(self.current)),
                                self.current, "last-turn"))
        self._skip_empty_orders(events)

    # --- the end -------------------------------------------------------------------------------------------
    def clan_totals(self) -> dict[str, int]:
        """Each clan's strength on the table: its cards in all provinces together."""
        totals = dict.fromkeys(CLANS, 0)
        for province in self.provinces:
            for clan, army in province.items():
                totals[clan] += len(army)
        return totals

    def outcome(self) -> Outcome:
        """The clan with the largest army wins.

        A neutral clan (no player loyal to it) cannot win: if it is the largest, the next largest clan wins,
        passing over every neutral clan (our reading when two neutral clans lead). Players whose clans tie
        are separated by the number of their own clan's cards in their own province; if that ties too, they
        share the win.
        """
        totals = self.clan_totals()
        own_home = self._own_home()
        scores = tuple(float(totals[self.clans[seat]]) for seat in range(self.num_seats))
        ranking = tuple(sorted(range(self.num_seats), key=lambda s: (-scores[s], -own_home[s], s)))
        return Outcome(scores=scores, winners=self._winners(), ranking=ranking,
                       explanation=tuple(self.explanation()))

    def _own_home(self) -> list[int]:
        """Each seat's cards of its own clan in its own province (the tie-break)."""
        return [len(self.provinces[seat].get(self.clans[seat], ())) for seat in range(self.num_seats)]

    def _winners(self) -> tuple[int, ...]:
        totals, own_home = self.clan_totals(), self._own_home()
        best = max(totals[self.clans[seat]] for seat in range(self.num_seats))
        tied = [seat for seat in range(self.num_seats) if totals[self.clans[seat]] == best]
        best_home = max(own_home[seat] for seat in tied)
        return tuple(seat for seat in tied if own_home[seat] == best_home)

    def explanation(self) -> list[Message]:
        """How the winner was decided, as messages: the clans' totals, a neutral clan passed over, a tie broken,
        the winners."""
        totals, own_home, winners = self.clan_totals(), self._own_home(), self._winners()
        best = max(totals[self.clans[seat]] for seat in range(self.num_seats))
        tied = [seat for seat in range(self.num_seats) if totals[self.clans[seat]] == best]
        counts = tuple(msg("{clan} {n} ({player})", clan=clan_term(clan), n=totals[clan],
                           player=player(self.clans.index(clan))) if clan in self.clans
                       else msg("{clan} {n} (neutral)", clan=clan_term(clan), n=totals[clan])
                       for clan in sorted(CLANS, key=lambda c: -totals[c]))
        lines = [msg("Clan totals: {counts}.", counts=counts)]
        neutral_leaders = tuple(clan_term(c) for c in CLANS if c not in self.clans and totals[c] > best)
        if neutral_leaders:
            lines.append(msg_n("The neutral clan {clans} had more cards, but a neutral clan cannot win: the largest "
                               "clan with a player wins.",
                               "The neutral clans {clans} had more cards, but a neutral clan cannot win: the "
                               "largest clan with a player wins.", n=len(neutral_leaders), clans=neutral_leaders))
        if len(tied) > 1:
            at_home = tuple(msg("{player} {n}", player=player(s), n=own_home[s]) for s in tied)
            lines.append(msg("Tie at {n} cards between {players}; own clan in own province: {counts}.", n=best,
                             players=tuple(player(s) for s in tied), counts=at_home))
        named = tuple(msg("{player} ({clan})", player=player(s), clan=clan_term(self.clans[s])) for s in winners)
        lines.append(msg_n("{winners} wins with {cards} cards on the table.",
                           "{winners} win with {cards} cards on the table.", n=len(winners), cards=best,
                           winners=named))
        return lines

    def clone(self) -> ShinobiState:
        twin = ShinobiState.__new__(ShinobiState)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        twin.clans = list(self.clans)
        twin.deck = list(self.deck)
        twin.hands = [list(h) for h in self.hands]
        twin.provinces = [{clan: list(army) for clan, army in p.items()} for p in self.provinces]
        twin.discard = list(self.discard)
        twin.protected = set(self.protected)
        twin.record = [dict(r) for r in self.record]
        return twin
