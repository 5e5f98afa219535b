"""The flow of a round of Ronin, phase by phase: the Shogun's phase 0, the turns of phase 1, goods
collection (phase 2), missions (phase 3), the end of the round (phase 4) and the final scoring.

`RoundFlow` is a part of `RoninState` (a mixin): it works on the state's own attributes.
"""

from __future__ import annotations

from ninjatable.engine.protocol import Event
from ninjatable.games.ronin.data import DATA, castle_group_points, flag_points

SHOGUN = -1


class RoundFlow:
    """Phases 0-4 and the end of the game."""

    # ------------------------------------------------------------------ the flow of a round
    def _start_round(self, events: list[Event]) -> None:
        self.phase = "place"
        self.ronin_placed = [0] * self.num_seats
        self.ronin_idle = [0] * self.num_seats
        self.rider_used = [False] * self.num_seats
        self.student_used = [False] * self.num_seats
        for seat in range(self.num_seats):
            if self.has(seat, "hermit") and self.supply["meditation"] > 0:
                self.supply["meditation"] -= 1
                self.meditation[seat] += 1
        if self.mode in ("solo", "duel") and self.shogun_deck:
            self._shogun_phase(events)
        gate = self.start_gate
        self.order = [(gate + i) % self.num_seats for i in range(self.num_seats)]
        self.turn_seat = self.order[-1]
        self._next_turn(events, first=True)

    def _shogun_phase(self, events: list[Event]) -> None:
        """Phase 0: reveal a Shogun card, put his four ronin in its cities (no actions, no tiles flipped) and
        a castle in its region (solo: on a castle space, unless a castle of yours stands there; two players:
        on the horse-head space, unless both castle spaces are taken)."""
        card_id = self.shogun_deck.pop(0)
        self.shogun_revealed.append(card_id)
        card = DATA.shogun_cards[card_id]
        for city in card.cities:
            self.occupants[city].append(SHOGUN)
        region = card.region
        spaces = self.castle_spaces[region]
        text = f"The Shogun reveals a card: region {region}, ronin in {', '.join(card.cities)}."
        if self.mode == "solo":
            if 0 in spaces:
                self.shogun_castles_left -= 1
                self.shogun_castles_boxed += 1
                text += " A castle of yours stands there: his castle goes back to the box."
            elif self.shogun_castles_left > 0:
                self.shogun_castles_left -= 1
                spaces[spaces.index(None)] = SHOGUN
                text += " He builds a castle there."
        else:
            if None not in spaces:
                text += " Both castle spaces are taken: he builds no castle this round."
            elif self.shogun_castles_left > 0 and region not in self.horse_castle:
                self.shogun_castles_left -= 1
                self.horse_castle.append(region)
                good = self.spaces[region][0]
                if good is not None:
                    self.bag[good] += 1
                    self.spaces[region][0] = None
                text += " He builds a castle on the horse-head space."
        events.append(Event(text, None, "shogun", irreversible=True, data={"card": card_id, "region": region}))

    def _can_place(self, seat: int) -> bool:
        return self.ronin_placed[seat] + self.ronin_idle[seat] < self.ronin_total[seat]

    def _next_turn(self, events: list[Event], first: bool = False) -> None:
        """The next player in turn order with a ronin left places; when nobody has, goods are collected."""
        self.display_taken = False
        start = self.order.index(self.turn_seat)
        for step in range(1, self.num_seats + 1):
            seat = self.order[(start + step) % self.num_seats]
            if not self._can_place(seat):
                continue
            if self.mode == "solo":
                self._solo_draw(seat, events)
            if not self.placement_cities(seat):
                events.append(Event(f"{self.seat_name(seat)} finds no free city: the other ronin stay home.",
                                    seat, "info"))
                self.ronin_idle[seat] = self.ronin_total[seat] - self.ronin_placed[seat]
                self.discard.extend(self.drawn)
                self.drawn = []
                continue
            self.turn_seat = seat
            return
        self._start_collect(events)

    def _solo_draw(self, seat: int, events: list[Event]) -> None:
        """Solo: draw one mission card for the first ronin, two for the second, and so on. A card whose two
        cities are both occupied is discarded and replaced; an empty deck is made from the discard pile."""
        wanted = self.ronin_placed[seat] + 1
        self.any_city = False
        tries = 0
        limit = len(DATA.missions) * 2
        while len(self.drawn) < wanted:
            card = self._draw_mission()
            tries += 1
            if card is None or tries > limit:
                break
            cities = DATA.missions[card].cities
            if any(c in self.occupants and self.city_open(seat, c) for c in cities):
                self.drawn.append(card)
            else:
                self.discard.append(card)
        if not self.drawn:
            self.any_city = True
        events.append(Event(f"You draw {len(self.drawn)} mission card(s) for your ronin.", seat, "draw",
                            irreversible=True, data={"cards": list(self.drawn)}))

    def _end_turn(self, events: list[Event]) -> None:
        self.pending = None
        self._next_turn(events)

    def _start_collect(self, events: list[Event]) -> None:
        self.phase = "collect"
        for seat in range(self.num_seats):
            for character, good in (("farmer", "rice"), ("brewer", "sake")):
                if self.has(seat, character) and self.bag[good] > 0:
                    self.bag[good] -= 1
                    self.goods[seat][good] += 1
        self.collect_index = 0
        self.collect_queue = self._collect_order(self.regions[0])
        self._run_collect(events)

    def _collect_order(self, region: int) -> list[int]:
        """Who takes goods in a region: everyone with influence, most first; ties go to the Scout, then to
        the one further ahead on the tea ceremony track (the neutral Shogun of two players always wins ties)."""
        entries = []
        for seat in range(self.num_seats):
            value = self.influence(seat, region)
            if value > 0:
                entries.append((value, 1 if self.has(seat, "scout") else 0, self.tea_key(seat), seat))
        if self.shogun_tea is not None:
            value = self.influence(SHOGUN, region)
            if self.mode == "solo":
                # solo: the Shogun's marker stands on a space of its own; on the same space he is ahead.
                entries.append((value, 0, (self.shogun_tea, 1), SHOGUN))
            elif value > 0:
                entries.append((value, 0, (DATA["tea_track_length"] + 1, 0), SHOGUN))
        entries.sort(reverse=True)
        return [e[3] for e in entries]

    def _run_collect(self, events: list[Event]) -> None:
        while self.collect_index < len(self.regions):
            region = self.regions[self.collect_index]
            while self.collect_queue:
                seat = self.collect_queue.pop(0)
                if self.mode == "solo":
                    if seat == SHOGUN:
                        if 0 in self.collect_queue:
                            # the Shogun has more influence: you must take the horse-head good.
                            self.collect_queue.remove(0)
                            good = self.spaces[region][0]
                            if good is not None:
                                self.spaces[region][0] = None
                                self.goods[0][good] += 1
                                events.append(Event(f"The Shogun rules region {region}: you take the "
                                                    f"horse-head {good}.", 0, "good",
                                                    data={"region": region, "space": 0}))
                        continue
                    if not any(g is not None for g in self.spaces[region]):
                        continue
                    self.pending = ("collect", seat, str(region))
                    if self._auto_collect(seat, region, events):
                        continue
                    return
                if seat == SHOGUN:
                    good = self.spaces[region][0]
                    if good is not None:
                        self.spaces[region][0] = None
                        self.out_of_game[good] += 1
                        events.append(Event(f"The Shogun takes the horse-head {good} in region {region}; it "
                                            f"leaves the game.", None, "good",
                                            data={"region": region, "space": 0}))
                    continue
                if not any(g is not None for g in self.spaces[region]):
                    self.collect_queue = []
                    break
                self.pending = ("collect", seat, str(region))
                if self._auto_collect(seat, region, events):
                    continue
                return
            self.collect_index += 1
            if self.collect_index < len(self.regions):
                self.collect_queue = self._collect_order(self.regions[self.collect_index])
        self.pending = None
        self._start_fulfil(events)

    def _auto_collect(self, seat: int, region: int, events: list[Event]) -> bool:
        """A choice of one is made for the player."""
        spaces = self.collect_spaces(region)
        if len(spaces) != 1:
            return False
        good = self.spaces[region][spaces[0]]
        assert good is not None
        self.spaces[region][spaces[0]] = None
        self.goods[seat][good] += 1
        self.pending = None
        events.append(Event(f"{self.seat_name(seat)} takes {good} in region {region}.", seat, "good",
                            data={"region": region, "space": spaces[0]}))
        return True

    def _start_fulfil(self, events: list[Event]) -> None:
        self.phase = "fulfil"
        self.fulfil_queue = [s for s in self.order]
        self._skip_fulfillers(events)

    def _skip_fulfillers(self, events: list[Event]) -> None:
        while self.fulfil_queue and not any(self.can_fulfil(self.fulfil_queue[0], m)
                                            for m in self.missions[self.fulfil_queue[0]]):
            self.fulfil_queue.pop(0)
        if not self.fulfil_queue:
            self._end_round(events)

    def _next_fulfiller(self, events: list[Event]) -> None:
        self.fulfil_queue.pop(0)
        self._skip_fulfillers(events)

    def _fulfil(self, seat: int, mission_id: int, events: list[Event]) -> None:
        mission = DATA.missions[mission_id]
        for good, count in mission.need().items():
            own = min(count, self.goods[seat][good])
            self.goods[seat][good] -= own
            self.bag[good] += own
            self.jokers[seat] -= count - own
            self.supply["jokers"] += count - own
        self.missions[seat].remove(mission_id)
        self.fulfilled[seat].append(mission_id)
        points = mission.points + (2 if self.has(seat, "geisha") else 0)
        self._score(seat, points, "missions")
        events.append(Event(f"{self.seat_name(seat)} fulfils a mission ({', '.join(mission.goods)}) for "
                            f"{points} points.", seat, "fulfil", data={"mission": mission_id}))

    def _end_round(self, events: list[Event]) -> None:
        """Phase 4: meditation tokens down to 3 (the Monk 5), then goods down to 4 (the Merchant 6), chosen
        by their owner."""
        for seat in range(self.num_seats):
            limit = 5 if self.has(seat, "monk") else DATA["meditation_limit"]
            if self.meditation[seat] > limit:
                self.supply["meditation"] += self.meditation[seat] - limit
                self.meditation[seat] = limit
        self.phase = "discard"
        self.discard_queue = [s for s in self.order]
        self._run_discards(events)

    def goods_limit(self, seat: int) -> int:
        return 6 if self.has(seat, "merchant") else DATA["goods_limit"]

    def _run_discards(self, events: list[Event]) -> None:
        while self.discard_queue:
            seat = self.discard_queue[0]
            excess = self.goods_count(seat) - self.goods_limit(seat)
            if excess <= 0:
                self.discard_queue.pop(0)
                continue
            kinds = self.pay_options(seat)
            if len(kinds) == 1:
                for _ in range(excess):
                    self._pay(seat, kinds[0])
                continue
            return
        self._finish_round(events)

    def _finish_round(self, events: list[Event]) -> None:
        for seat in range(self.num_seats):
            if self.has(seat, "bannerman") and self.supply["flags"] > 0:
                self.supply["flags"] -= 1
                self.flags[seat] += 1
        for city in self.occupants:
            self.occupants[city] = []
        self.ronin_placed = [0] * self.num_seats
        self.ronin_idle = [0] * self.num_seats
        for region in self.regions:
            self._fill_region(region)
        if self.mode == "solo":
            bonus = [b for b in DATA["tea_bonus_spaces"] if b > (self.shogun_tea or 0)]
            if bonus:
                self.shogun_tea = bonus[0]
        elif self.mode in ("duel", "base"):
            self.start_gate = min(range(self.num_seats), key=lambda s: (self.points[s], self.tea_key(s)))
        events.append(Event(f"Round {self.round} ends.", None, "round", irreversible=True))
        if self.round >= DATA["rounds"]:
            self._final_scoring(events)
            return
        self.round += 1
        self._start_round(events)

    def castle_score(self, seat: int) -> int:
        """Each group of your castles in neighbouring regions scores 1/3/6/10/15 for 1-5 castles."""
        mine = {r for r, spaces in self.castle_spaces.items() if seat in spaces}
        total = 0
        while mine:
            group = {mine.pop()}
            frontier = list(group)
            while frontier:
                region = frontier.pop()
                for other in self.board.regions[region].neighbours:
                    if other in mine:
                        mine.discard(other)
                        group.add(other)
                        frontier.append(other)
            total += castle_group_points(len(group))
        return total

    def bonus_score(self, seat: int) -> int:
        total = 0
        for key in self.bonus[seat]:
            kind = DATA.bonus_kinds[key]
            total += kind.points * self._count_for_bonus(seat, kind.per)
        return total

    def _count_for_bonus(self, seat: int, per: str) -> int:
        if per == "castle":
            return DATA["castles_per_player"] - self.castles_left[seat]
        if per == "flag":
            return self.flags[seat]
        if per == "character":
            return len(self.characters[seat])
        if per == "tea":
            return sum(1 for b in DATA["tea_bonus_spaces"] if b <= self.tea[seat])
        if per == "good":
            return self.goods_count(seat)
        if per == "meditation":
            return self.meditation[seat]
        if per == "mission":
            return len(self.fulfilled[seat])
        raise ValueError(per)

    def _final_scoring(self, events: list[Event]) -> None:
        self.final = []
        for seat in range(self.num_seats):
            castles = self.castle_score(seat)
            flags = flag_points(self.flags[seat])
            bonus = self.bonus_score(seat)
            self._score(seat, castles, "castles")
            self._score(seat, flags, "flags")
            self._score(seat, bonus, "bonus")
            self.final.append({"castles": castles, "flags": flags, "bonus": bonus, "total": self.points[seat]})
            events.append(Event(f"{self.seat_name(seat)}: castles {castles}, flags {flags}, bonus tiles {bonus}; "
                                f"{self.points[seat]} points in all.", seat, "score"))
        self.phase = "over"
