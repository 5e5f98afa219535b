"""Odd years: the generals take provinces, in title order.

On your turn you may place up to two kamons (also both in one province). Each one buys the first free slot of
a province: put cards (and bonus tiles, and as Hatamoto your title) into a payment that gives the troops the
slot asks for, or koku worth its bribe, and place. Paying more is allowed: cards are never split, and what the
slot does not need is lost (the log says what). You gain the slot's favour (the Daimyō 2 more, the Shōmyō 1 more) and the
province's top bonus tile (none on the last slot). A card bonus tile draws a troop card at any moment of your
turn. At the end of his turn the Sensei may turn one of his kamons gold.
"""

from __future__ import annotations

import dataclasses

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Event
from ninjatable.games.shitenno.commands import (
    DrawCard,
    EndTurn,
    Gild,
    KeepPlain,
    PickCard,
    PickHatamoto,
    PickTile,
    Place,
    UnpickCard,
    UnpickHatamoto,
    UnpickTile,
    paid_tile_words,
    the_tile_words,
    tile_words,
)
from ninjatable.games.shitenno.data import (
    CARD,
    KAMONS_PER_YEAR,
    card_words,
    cards_words,
    favour_per_kamon,
    general_term,
    place_name,
    place_term,
    title_term,
)
from ninjatable.games.shitenno.rules.payment import (
    HELPERS,
    Payment,
    buys,
    pays,
    shortfall,
    spare_item,
    surplus,
)
from ninjatable.games.shitenno.rules.realm import CONQUER, GILD, Realm
from ninjatable.i18n import N_, Arg, Message, _, msg, ngettext, render


def begin(realm: Realm, events: list[Event]) -> None:
    """The start of an odd year: every player in title order takes a turn."""
    realm.turns = realm.order()
    realm.stage = CONQUER
    events.append(Event(msg("{year}, an odd year: the generals take provinces.", year=str(realm.year)), None,
                        "year"))
    _begin_turn(realm, events)


def may_place(realm: Realm, seat: int) -> bool:
    """The seat could still place a kamon this turn (public facts only: kamons left, placed, free slots)."""
    return realm.placed < KAMONS_PER_YEAR and realm.supply[seat] > 0 and bool(realm.open_provinces())


def _begin_turn(realm: Realm, events: list[Event]) -> None:
    """Start the turn of the first seat in line; a player who can place no kamon (none left, or no free slot)
    has nothing to do and is passed over, except that a Sensei may still gild."""
    while realm.turns:
        seat = realm.turns[0]
        realm.placed = 0
        realm.payment = Payment()
        realm.hatamoto_used = False
        realm.stage = CONQUER
        if may_place(realm, seat):
            return
        events.append(Event(msg("{player} has no kamon left to place.", player=general_term(seat)), seat, "pass"))
        if _sensei_gilds(realm, seat):
            return
        realm.turns.pop(0)


def _sensei_gilds(realm: Realm, seat: int) -> bool:
    if realm.titles[seat] == "sensei" and realm.plain_kamons(seat):
        realm.stage = GILD
        return True
    return False


def turn_commands(realm: Realm, seat: int) -> list[Command]:
    found: list[Command] = []
    payment = realm.payment
    if may_place(realm, seat):
        found.extend(PickCard(c) for c in realm.hands[seat] if c not in payment.cards)
        found.extend(PickTile(t) for t in realm.payment_tiles(seat) if t not in payment.tiles)
        if realm.titles[seat] == "hatamoto" and not realm.hatamoto_used and not payment.hatamoto:
            found.append(PickHatamoto())
        if not payment.empty:
            counts = payment.counts()
            found.extend(Place(key) for key in realm.open_provinces()
                         if buys(payment, realm.need(key), counts))  # type: ignore[arg-type]
    found.extend(UnpickCard(c) for c in payment.cards)
    found.extend(UnpickTile(t) for t in payment.tiles)
    if payment.hatamoto:
        found.append(UnpickHatamoto())
    found.extend(DrawCard(t) for t in realm.bonus_tiles(seat, CARD))
    found.append(EndTurn())
    return found


def why_not_place(realm: Realm, seat: int, command: Place) -> str:
    if command.province not in realm.slots:
        return _("There is no such province.")
    name = place_name(realm.province(command.province).name)
    if realm.placed >= KAMONS_PER_YEAR:
        return ngettext("You have placed {n} kamon this year: that is the most a year allows.",
                        "You have placed {n} kamons this year: that is the most a year allows.",
                        KAMONS_PER_YEAR).format(n=KAMONS_PER_YEAR)
    if realm.supply[seat] == 0:
        return _("You have no kamons left.")
    need = realm.need(command.province)
    if need is None:
        return _("{province} is full: every slot holds a kamon.").format(province=name)
    slot = (realm.free_slot(command.province) or 0) + 1
    if realm.payment.empty:
        return _("Choose your payment first: click cards (and bonus tiles) in your hand. {province} slot {slot} "
                 "costs {cost}.").format(province=name, slot=slot, cost=render(need.words()))
    if not pays(realm.payment.counts(), need):
        return _("{province} slot {slot} costs {cost}: your payment is {missing}.").format(
            province=name, slot=slot, cost=render(need.words()), missing=render(shortfall(realm.payment, need)))
    spare = spare_item(realm.payment, need, kinds=HELPERS)
    return _("{province} slot {slot} does not need {item}: take it back out of your payment first "
             "(a bonus tile or title is used only where it helps).").format(province=name, slot=slot,
                                                                           item=render(_item_words(spare)))


def _item_words(item: str | None) -> Message:
    kind, _colon, number = (item or "").partition(":")
    if kind == "card":
        return msg("the {card} card", card=card_words(int(number)))
    if kind == "tile":
        return the_tile_words(int(number))
    return msg("your Hatamoto title")


def why_not_pick(realm: Realm, seat: int, command: Command) -> str | None:
    if not may_place(realm, seat) and isinstance(command, (PickCard, PickTile, PickHatamoto)):
        if realm.placed >= KAMONS_PER_YEAR:
            return ngettext("You have placed {n} kamon this year: end your turn.",
                            "You have placed {n} kamons this year: end your turn.",
                            KAMONS_PER_YEAR).format(n=KAMONS_PER_YEAR)
        return _("You cannot place a kamon this year: end your turn.")
    if isinstance(command, PickCard):
        return _("That card is not in your hand.") if command.card not in realm.hands[seat] else \
            _("That card is already in your payment.")
    if isinstance(command, PickTile):
        return _("Only your exchange and +1 tiles go into a payment; a card tile draws a card.")
    if isinstance(command, PickHatamoto):
        if realm.titles[seat] != "hatamoto":
            return _("Only the Hatamoto's title stands for a troop.")
        return _("The Hatamoto's title helps once a turn.") if realm.hatamoto_used else \
            _("It is already in your payment.")
    if isinstance(command, DrawCard):
        return _("Draw with one of your card bonus tiles.")
    return None


def apply_turn(realm: Realm, seat: int, command: Command, events: list[Event]) -> None:
    payment = realm.payment
    if isinstance(command, PickCard):
        realm.payment = dataclasses.replace(payment, cards=(*payment.cards, command.card))
    elif isinstance(command, UnpickCard):
        realm.payment = dataclasses.replace(payment, cards=tuple(c for c in payment.cards if c != command.card))
    elif isinstance(command, PickTile):
        realm.payment = dataclasses.replace(payment, tiles=(*payment.tiles, command.tile))
    elif isinstance(command, UnpickTile):
        realm.payment = dataclasses.replace(payment, tiles=tuple(t for t in payment.tiles if t != command.tile))
    elif isinstance(command, (PickHatamoto, UnpickHatamoto)):
        realm.payment = dataclasses.replace(payment, hatamoto=isinstance(command, PickHatamoto))
    elif isinstance(command, Place):
        _place(realm, seat, command.province, events)
    elif isinstance(command, DrawCard):
        _draw(realm, seat, command.tile, events)
    else:
        assert isinstance(command, EndTurn)
        realm.payment = Payment()
        events.append(Event(msg("{player} ends the turn.", player=general_term(seat)), seat, "end-turn"))
        if not _sensei_gilds(realm, seat):
            next_turn(realm, events)


def _place(realm: Realm, seat: int, key: str, events: list[Event]) -> None:
    payment = realm.payment
    province = realm.province(key)
    index = realm.free_slot(key)
    need = realm.need(key)
    assert index is not None and need is not None
    lost = surplus(payment, need)
    realm.discard_from_hand(seat, payment.cards)
    for tile_id in payment.tiles:
        realm.tiles[seat].remove(tile_id)
        realm.used_tiles.append(tile_id)
    if payment.hatamoto:
        realm.hatamoto_used = True
    realm.payment = Payment()
    realm.slots[key][index] = (seat, False)
    realm.supply[seat] -= 1
    realm.placed += 1
    title = realm.titles[seat]
    bonus = favour_per_kamon(title)
    gained = province.favour[index] + bonus
    realm.scores[seat] += gained
    taken = realm.stacks[key].pop() if realm.stacks[key] else None
    realm.board_changed()
    if taken is not None:
        realm.tiles[seat].append(taken)
    events.append(Event(_placed_words(seat, payment, place_term(province.name), index + 1, gained,
                                      msg("{favour} + {bonus} as {title}", favour=province.favour[index],
                                          bonus=bonus, title=title_term(title)) if bonus else None,
                                      taken, lost), seat, "place",
                        data={"seat": seat, "province": key, "slot": index + 1, "favour": gained,
                              "tile": taken, "cards": list(payment.cards)},
                        # a tile taken from the province's stack shows it, and the one under it: a reveal for undo
                        irreversible=taken is not None))


def _draw(realm: Realm, seat: int, tile_id: int, events: list[Event]) -> None:
    realm.tiles[seat].remove(tile_id)
    realm.used_tiles.append(tile_id)
    found, shuffled = realm.draw_troop()
    if shuffled:
        events.append(Event(msg("The troop deck is made again from its discard, shuffled."), None, "reshuffle",
                            irreversible=True))
    name = general_term(seat)
    if found is None:
        events.append(Event(msg("{player} uses a card bonus, but no troop card is left to draw.", player=name), seat,
                            "draw"))
        return
    realm.take_into_hand(seat, [found], seen=False)
    events.append(Event(msg("{player} uses a card bonus and draws a troop card.", player=name), seat, "draw",
                        private={seat: msg("You use a card bonus and draw {card}.", card=card_words(found))},
                        irreversible=True,
                        data={"seat": seat}))


def gild_commands(realm: Realm, seat: int) -> list[Command]:
    found: list[Command] = [Gild(key, slot) for key, slot in realm.plain_kamons(seat)]
    found.append(KeepPlain())
    return found


def apply_gild(realm: Realm, seat: int, command: Command, events: list[Event]) -> None:
    if isinstance(command, Gild):
        realm.slots[command.province][command.slot - 1] = (seat, True)
        name = place_term(realm.province(command.province).name)
        events.append(Event(msg("{player}, the Sensei, turns his kamon in {province} (slot {slot}) gold.",
                                player=general_term(seat), province=name, slot=command.slot), seat, "gild",
                            data={"seat": seat, "province": command.province, "slot": command.slot}))
    next_turn(realm, events)


def next_turn(realm: Realm, events: list[Event]) -> None:
    """The turn passes to the next seat in title order (the year ends after the last)."""
    realm.turns.pop(0)
    _begin_turn(realm, events)


def _placed_words(seat: int, payment: Payment, province: Arg, slot: int, gained: int, extra: Message | None,
                  taken: int | None, lost: Arg | None) -> Message:
    """The log's line for a kamon placed: with what, the favour gained (and the title's part of it), the bonus
    tile taken, and what the slot did not need."""
    cards = cards_words(list(payment.cards)) if payment.cards else ()
    paid: list[Arg] = list(cards) if isinstance(cards, tuple) else [cards]
    paid.extend(paid_tile_words(t) for t in payment.tiles)
    if payment.hatamoto:
        paid.append(msg("the Hatamoto's title"))
    fields: dict[str, Arg] = {"player": general_term(seat), "province": province, "slot": slot,
                              "paid": tuple(paid), "favour": gained}
    if extra is not None:
        fields["extra"] = extra
    if taken is not None:
        fields["tile"] = tile_words(taken)
    placed = msg(_PLACED[extra is not None, taken is not None], **fields)
    if lost is None:
        return placed
    return msg("{placed} What the slot did not need is lost: {lost}.", placed=placed, lost=lost)


#: the log's line for a kamon placed, by (a title adds favour, a bonus tile is taken).
_PLACED = {
    (False, False): N_("{player} places a kamon in {province} (slot {slot}) with {paid}: +{favour} favour."),
    (True, False): N_("{player} places a kamon in {province} (slot {slot}) with {paid}: +{favour} favour "
                      "({extra})."),
    (False, True): N_("{player} places a kamon in {province} (slot {slot}) with {paid}: +{favour} favour and "
                      "takes {tile}."),
    (True, True): N_("{player} places a kamon in {province} (slot {slot}) with {paid}: +{favour} favour "
                     "({extra}) and takes {tile}."),
}
