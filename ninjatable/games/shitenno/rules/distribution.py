"""Even years in Edo: the Tairō shares out troops, koku and titles.

The player with the highest title is the first Tairō (with two players, by default our rule: the one who chose a
packet the year before, so that the two make the packets in turn; the rulebook's rule, the highest title every
year, is the game's other choice). He draws troop and koku cards face up (4/2, 6/3 or 8/4
for 2, 3 or 4 players) and takes the hierarchy tiles. He makes a packet of any number of the drawn cards and
exactly one hierarchy tile and offers it down the title order to the players who have no packet yet. The first
to accept takes it (and gets no other packet this year); if all refuse, the Tairō keeps it and the next-ranked
player without a packet becomes Tairō with what is left. When only two players are without a packet (always
with two players) the Tairō makes two packets of all the cards left, each with a hierarchy tile; the other
player chooses one and the Tairō gets the other. At the end of the year everybody takes the title of the
hierarchy tile they received.

The troop deck is made again from its shuffled discard when it runs out; the koku deck is not: when it is
empty the game ends at the end of the next odd year.
"""

from __future__ import annotations

from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Event
from ninjatable.games.shitenno.commands import (
    PACKET_NAMES,
    Accept,
    Choose,
    Offer,
    PackCard,
    PackTitle,
    Refuse,
    UnpackCard,
)
from ninjatable.games.shitenno.data import TITLES, cards_words, drawn_per_year, general_term, title_term
from ninjatable.games.shitenno.rules.realm import BUILD, CHOOSE, OFFER, TAIRO_TURNS, Realm
from ninjatable.i18n import Arg, _, msg, msg_n


def begin(realm: Realm, events: list[Event]) -> None:
    """The start of an even year: the highest title is Tairō and draws the cards."""
    realm.received = [None] * realm.num_seats
    realm.ranks = list(TITLES)
    realm.tairo = first_tairo(realm)
    troops, koku = drawn_per_year(realm.num_seats)
    drawn: list[int] = []
    for _drawn in range(troops):
        found, shuffled = realm.draw_troop()
        if shuffled:
            events.append(Event(msg_n("The troop deck is made again from {n} discarded card, shuffled.",
                                      "The troop deck is made again from {n} discarded cards, shuffled.",
                                      n=len(realm.troop_deck) + 1), None, "reshuffle", irreversible=True))
        if found is not None:
            drawn.append(found)
    for _koku in range(koku):
        if realm.koku_deck:
            drawn.append(realm.koku_deck.pop())
    realm.row = drawn
    events.append(Event(msg("{year}, an even year: {player} is Tairō and lays out {cards}.", year=str(realm.year),
                            player=general_term(realm.tairo), cards=cards_words(drawn)),
                        realm.tairo, "draw-row", irreversible=True, data={"seat": realm.tairo, "cards": list(drawn)}))
    if not realm.koku_deck:
        events.append(Event(msg("The koku deck is empty: the game ends at the end of next year."), None, "last-year"))
    _new_packets(realm)


def first_tairo(realm: Realm) -> int:
    """The year's first Tairō: the highest title (the rulebook's rule); with two players taking turns (our rule,
    the default) the general who chose a packet in the last distribution, so that the two make the packets in
    turn."""
    if realm.num_seats == 2 and realm.tairo_rule == TAIRO_TURNS and realm.chose_last is not None:
        return realm.chose_last
    return realm.order()[0]


def _new_packets(realm: Realm) -> None:
    """The Tairō starts building: one packet, or two when only two players are left without one."""
    count = 2 if len(realm.without_packet()) == 2 else 1
    realm.packets = [[] for _packet in range(count)]
    realm.packet_titles = [None] * count
    realm.asked = None
    realm.refused = []
    realm.stage = BUILD


def receivers(realm: Realm) -> list[int]:
    """The players a packet is offered to, in title order: those without a packet, the Tairō left out."""
    return [s for s in realm.without_packet() if s != realm.tairo]


# --- building ------------------------------------------------------------------------------------------
def build_commands(realm: Realm) -> list[Command]:
    found: list[Command] = []
    packets = range(len(realm.packets))
    found.extend(PackCard(c, k) for c in realm.row for k in packets)
    if len(realm.packets) == 2:
        found.extend(PackCard(c, 1 - k) for k in packets for c in realm.packets[k])
    found.extend(UnpackCard(c) for packet in realm.packets for c in packet)
    for k in packets:
        found.extend(PackTitle(t, k) for t in realm.ranks)
        found.extend(PackTitle(t, k) for other, t in enumerate(realm.packet_titles) if other != k and t is not None)
    if all(t is not None for t in realm.packet_titles):
        found.append(Offer())
    return found


def why_not_build(realm: Realm, command: Command) -> str | None:
    if isinstance(command, PackCard):
        if command.packet not in range(len(realm.packets)):
            return _("There is no such packet.")
        if any(command.card in packet for packet in realm.packets):
            return _("That card is already in this packet.")
        return _("That card is not among the drawn cards.")
    if isinstance(command, UnpackCard):
        return _("That card is not in a packet.")
    if isinstance(command, PackTitle):
        return _("That hierarchy tile is not free.") if command.packet in range(len(realm.packets)) \
            else _("There is no such packet.")
    if isinstance(command, Offer):
        return (_("Each packet needs a hierarchy tile first.") if len(realm.packets) == 2
                else _("A packet needs a hierarchy tile first."))
    return None


def apply_build(realm: Realm, seat: int, command: Command) -> list[Event]:
    if isinstance(command, PackCard):
        for packet in realm.packets:
            if command.card in packet:
                packet.remove(command.card)
        if command.card in realm.row:
            realm.row.remove(command.card)
        realm.packets[command.packet].append(command.card)
        return [Event(msg("{player} puts {card} into the packet.", player=general_term(seat),
                          card=cards_words([command.card])), seat, "pack",
                      data={"card": command.card, "packet": command.packet})]
    if isinstance(command, UnpackCard):
        for packet in realm.packets:
            if command.card in packet:
                packet.remove(command.card)
        realm.row.append(command.card)
        return [Event(msg("{player} takes {card} back.", player=general_term(seat), card=cards_words([command.card])),
                      seat, "unpack",
                      data={"card": command.card})]
    if isinstance(command, PackTitle):
        _put_title(realm, command.title, command.packet)
        return [Event(msg("{player} puts the {title} tile into the packet.", player=general_term(seat),
                          title=title_term(command.title)), seat, "rank", data={"title": command.title, "packet": command.packet})]
    assert isinstance(command, Offer)
    return _offer(realm, seat)


def _put_title(realm: Realm, title: str, packet: int) -> None:
    if title in realm.ranks:
        realm.ranks.remove(title)
    for index, held in enumerate(realm.packet_titles):
        if held == title:
            realm.packet_titles[index] = None
    previous = realm.packet_titles[packet]
    if previous is not None:
        realm.ranks.append(previous)
        realm.ranks.sort(key=TITLES.index)
    realm.packet_titles[packet] = title


def packet_words(realm: Realm, packet: int) -> Arg:
    """What a packet holds: "Samurai and 2 koku and the Daimyō tile"."""
    title = realm.packet_titles[packet]
    cards = cards_words(realm.packets[packet])
    return msg("{cards} and the {title} tile", cards=cards, title=title_term(title)) if title else cards


def _offer(realm: Realm, seat: int) -> list[Event]:
    name = general_term(seat)
    if len(realm.packets) == 2:
        realm.packets[1].extend(realm.row)
        realm.row = []
        (other,) = receivers(realm)
        realm.asked = other
        realm.stage = CHOOSE
        text = msg("{player} makes two packets: A ({first}) and B ({second}). {other} chooses one.", player=name,
                   first=packet_words(realm, 0), second=packet_words(realm, 1), other=general_term(other))
        return [Event(text, seat, "offer", data={"seat": seat, "to": other, "packets": 2})]
    realm.asked = receivers(realm)[0]
    realm.refused = []
    realm.stage = OFFER
    return [Event(msg("{player} offers {other} a packet: {packet}.", player=name, other=general_term(realm.asked),
                      packet=packet_words(realm, 0)), seat,
                  "offer", data={"seat": seat, "to": realm.asked, "packets": 1})]


# --- answering -----------------------------------------------------------------------------------------
def apply_answer(realm: Realm, seat: int, command: Command, events: list[Event]) -> bool:
    """Accept or refuse the offered packet. True when the year's distribution is over."""
    name = general_term(seat)
    if isinstance(command, Accept):
        events.append(Event(msg("{player} accepts the packet.", player=name), seat, "accept", data={"seat": seat}))
        _give(realm, seat, 0)
        return _next_packet(realm)
    assert isinstance(command, Refuse)
    realm.refused.append(seat)
    waiting = [s for s in receivers(realm) if s not in realm.refused]
    if waiting:
        realm.asked = waiting[0]
        events.append(Event(msg("{player} refuses; the packet goes to {other}.", player=name,
                                other=general_term(realm.asked)), seat, "refuse",
                            data={"seat": seat, "to": realm.asked}))
        return False
    tairo = realm.tairo
    assert tairo is not None
    events.append(Event(msg("{player} refuses too: {tairo} keeps the packet.", player=name,
                            tairo=general_term(tairo)), seat, "refuse",
                        data={"seat": seat, "to": tairo}))
    _give(realm, tairo, 0)
    left = realm.without_packet()
    if left:
        realm.tairo = left[0]
        events.append(Event(msg("{player} is the new Tairō.", player=general_term(realm.tairo)), realm.tairo, "tairo",
                            data={"seat": realm.tairo}))
    return _next_packet(realm)


def apply_choice(realm: Realm, seat: int, command: Choose, events: list[Event]) -> bool:
    tairo = realm.tairo
    assert tairo is not None
    other = 1 - command.packet
    events.append(Event(msg("{player} takes packet {packet}; {tairo} gets packet {other}.",
                            player=general_term(seat), packet=PACKET_NAMES[command.packet],
                            tairo=general_term(tairo), other=PACKET_NAMES[other]), seat, "choose",
                        data={"seat": seat, "packet": command.packet}))
    _give(realm, seat, command.packet)
    _give(realm, tairo, other)
    realm.chose_last = seat
    return True


def _give(realm: Realm, seat: int, packet: int) -> None:
    realm.take_into_hand(seat, realm.packets[packet], seen=True)
    realm.packets[packet] = []
    realm.received[seat] = realm.packet_titles[packet]
    realm.packet_titles[packet] = None


def _next_packet(realm: Realm) -> bool:
    """After a packet found its owner: build the next one, or end the year's distribution."""
    if not realm.without_packet():
        return True
    _new_packets(realm)
    return False


def close(realm: Realm, events: list[Event]) -> None:
    """The end of the even year: everybody takes the title of the hierarchy tile received."""
    realm.titles = [title for title in realm.received if title is not None]
    assert len(realm.titles) == realm.num_seats
    realm.received = [None] * realm.num_seats
    realm.ranks = []
    realm.packets = []
    realm.packet_titles = []
    realm.row = []
    realm.tairo = None
    realm.asked = None
    realm.refused = []
    order = realm.order()
    titles = tuple(msg("{player} {title}", player=general_term(s), title=title_term(realm.titles[s])) for s in order)
    events.append(Event(msg("New titles: {titles}.", titles=titles), None, "titles",
                        data={"titles": list(realm.titles)}))
