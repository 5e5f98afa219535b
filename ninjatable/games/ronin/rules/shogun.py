"""The Shogun of the solo and two-player games: his phase 0 (a revealed Shogun card places his ronin and a
castle), and the mission cards the solo player draws to place a ronin."""

from __future__ import annotations

from ninjatable.engine.protocol import Event
from ninjatable.games.ronin.data import DATA, city_term
from ninjatable.games.ronin.rules.basics import draw_mission
from ninjatable.games.ronin.rules.position import SHOGUN, Position
from ninjatable.i18n import Message, msg, msg_n


def reveal(state: Position, events: list[Event]) -> None:
    """Phase 0: reveal a Shogun card, put his four ronin in its cities (no actions, no tiles flipped) and a
    castle in its region (solo: on a castle space, unless a castle of yours stands there; two players: on the
    horse-head space, unless both castle spaces are taken)."""
    card_id = state.shogun_deck.pop(0)
    state.shogun_revealed.append(card_id)
    card = DATA.shogun_cards[card_id]
    for city in card.cities:
        state.occupants[city].append(SHOGUN)
    text = msg("The Shogun reveals a card: region {region}, ronin in {cities}.", region=card.region,
               cities=tuple(city_term(c) for c in card.cities))
    castle = _solo_castle(state, card.region) if state.mode == "solo" else _duel_castle(state, card.region)
    if castle is not None:
        text = msg("{revealed} {castle}", revealed=text, castle=castle)
    events.append(Event(text, None, "shogun", irreversible=True, data={"card": card_id, "region": card.region}))


def _solo_castle(state: Position, region: int) -> Message | None:
    spaces = state.castle_spaces[region]
    if 0 in spaces:
        state.shogun_castles_left -= 1
        state.shogun_castles_boxed += 1
        return msg("A castle of yours stands there: his castle goes back to the box.")
    if state.shogun_castles_left > 0:
        state.shogun_castles_left -= 1
        spaces[spaces.index(None)] = SHOGUN
        return msg("He builds a castle there.")
    return None


def _duel_castle(state: Position, region: int) -> Message | None:
    if None not in state.castle_spaces[region]:
        return msg("Both castle spaces are taken: he builds no castle this round.")
    if state.shogun_castles_left > 0 and region not in state.horse_castle:
        state.shogun_castles_left -= 1
        state.horse_castle.append(region)
        good = state.spaces[region][0]
        if good is not None:
            state.bag[good] += 1
            state.spaces[region][0] = None
        return msg("He builds a castle on the horse-head space.")
    return None


def usable(state: Position, seat: int, card: int) -> bool:
    """A drawn mission card names a free city."""
    return any(c in state.occupants and state.city_open(seat, c) for c in DATA.missions[card].cities)


def solo_draw(state: Position, seat: int, events: list[Event]) -> None:
    """Solo: draw one mission card for the first ronin, two for the second, and so on, all at once. The ronin
    goes to a free city named on one of them. While no drawn card names a free city, the cards lying there are
    discarded and one more is drawn, until one does; an empty deck is made again from the discard pile. If no
    card in play can name a free city, the ronin may go to any free city (our design)."""
    state.any_city = False
    for _card in range(state.ronin_placed[seat] + 1):
        card = draw_mission(state)
        if card is not None:
            state.drawn.append(card)
    replaced = 0
    cards_in_play = len(state.deck) + len(state.discard) + len(state.drawn)
    while not any(usable(state, seat, card) for card in state.drawn):
        state.discard.extend(state.drawn)
        state.drawn = []
        card = draw_mission(state) if replaced < cards_in_play else None
        if card is None:
            state.any_city = True
            break
        state.drawn.append(card)
        replaced += 1
    count = len(state.drawn)
    if replaced:
        text = msg_n("You draw {n} mission card for your ronin ({again} drawn again: no card named a free city).",
                     "You draw {n} mission cards for your ronin ({again} drawn again: no card named a free city).",
                     n=count, again=replaced)
    else:
        text = msg_n("You draw {n} mission card for your ronin.", "You draw {n} mission cards for your ronin.",
                     n=count)
    events.append(Event(text, seat, "draw", irreversible=True, data={"cards": list(state.drawn)}))
