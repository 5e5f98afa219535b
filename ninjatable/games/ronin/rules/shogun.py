"""The Shogun of the solo and two-player games: his phase 0 (a revealed Shogun card places his ronin and a
castle), and the mission cards the solo player draws to place a ronin."""

from __future__ import annotations

from ninjatable.engine.protocol import Event
from ninjatable.games.ronin.data import DATA
from ninjatable.games.ronin.rules.basics import draw_mission
from ninjatable.games.ronin.rules.position import SHOGUN, Position


def reveal(state: Position, events: list[Event]) -> None:
    """Phase 0: reveal a Shogun card, put his four ronin in its cities (no actions, no tiles flipped) and a
    castle in its region (solo: on a castle space, unless a castle of yours stands there; two players: on the
    horse-head space, unless both castle spaces are taken)."""
    card_id = state.shogun_deck.pop(0)
    state.shogun_revealed.append(card_id)
    card = DATA.shogun_cards[card_id]
    for city in card.cities:
        state.occupants[city].append(SHOGUN)
    text = f"The Shogun reveals a card: region {card.region}, ronin in {', '.join(card.cities)}."
    if state.mode == "solo":
        text += _solo_castle(state, card.region)
    else:
        text += _duel_castle(state, card.region)
    events.append(Event(text, None, "shogun", irreversible=True, data={"card": card_id, "region": card.region}))


def _solo_castle(state: Position, region: int) -> str:
    spaces = state.castle_spaces[region]
    if 0 in spaces:
        state.shogun_castles_left -= 1
        state.shogun_castles_boxed += 1
        return " A castle of yours stands there: his castle goes back to the box."
    if state.shogun_castles_left > 0:
        state.shogun_castles_left -= 1
        spaces[spaces.index(None)] = SHOGUN
        return " He builds a castle there."
    return ""


def _duel_castle(state: Position, region: int) -> str:
    if None not in state.castle_spaces[region]:
        return " Both castle spaces are taken: he builds no castle this round."
    if state.shogun_castles_left > 0 and region not in state.horse_castle:
        state.shogun_castles_left -= 1
        state.horse_castle.append(region)
        good = state.spaces[region][0]
        if good is not None:
            state.bag[good] += 1
            state.spaces[region][0] = None
        return " He builds a castle on the horse-head space."
    return ""


def solo_draw(state: Position, seat: int, events: list[Event]) -> None:
    """Solo: draw one mission card for the first ronin, two for the second, and so on. A card whose two cities
    are both occupied is discarded and replaced; an empty deck is made from the discard pile."""
    wanted = state.ronin_placed[seat] + 1
    state.any_city = False
    tries = 0
    limit = len(DATA.missions) * 2
    while len(state.drawn) < wanted:
        card = draw_mission(state)
        tries += 1
        if card is None or tries > limit:
            break
        cities = DATA.missions[card].cities
        if any(c in state.occupants and state.city_open(seat, c) for c in cities):
            state.drawn.append(card)
        else:
            state.discard.append(card)
    if not state.drawn:
        state.any_city = True
    events.append(Event(f"You draw {len(state.drawn)} mission card(s) for your ronin.", seat, "draw",
                        irreversible=True, data={"cards": list(state.drawn)}))
