"""Setting up a game: the regions and cities in play for the number of players, the bag, the missions, the
characters, the bonus tiles, the tea ceremony markers and the Shogun cards (solo and two players)."""

from __future__ import annotations

from ninjatable.games.ronin.data import DATA, GOODS
from ninjatable.games.ronin.rules.basics import draw_mission, fill_region, refill_display
from ninjatable.games.ronin.rules.position import PLACE, SCORED_FIELDS, Position, mode_for


def set_up(state: Position) -> None:
    """Everything in its place before the first round; the decks shuffled with the game's generator."""
    _pieces(state)
    _players(state)
    _cards(state)
    _turns(state)
    for region in state.regions:
        fill_region(state, region)
    refill_display(state)
    for seat in range(state.num_seats):
        for _ in range(DATA["start_missions"]):
            card = draw_mission(state)
            if card is not None:
                state.missions[seat].append(card)


def _pieces(state: Position) -> None:
    """The board for the number of players: regions 9 and 10 with 4 and 5 players only; the horse-head markers
    (solo, two players); the castles of the players and of the Shogun."""
    key = str(state.num_seats)
    state.mode = mode_for(state.num_seats)
    state.regions = list(DATA["regions_by_players"][key])
    state.cities = [c.name for c in state.board.cities.values() if any(r in state.regions for r in c.regions)]
    state.round = 1
    state.phase = PLACE
    state.bag = dict.fromkeys(GOODS, DATA["goods_per_kind"])
    state.out_of_game = dict.fromkeys(GOODS, 0)
    state.spaces = {r: [None] * 3 for r in state.regions}
    state.horse_marker = list(state.regions) if state.mode != "base" else []
    state.horse_castle = []
    state.castle_spaces = {r: [None, None] for r in state.regions}
    state.castles_left = [DATA["castles_per_player"]] * state.num_seats
    state.shogun_castles_left = DATA["shogun_castles"].get(key, 0)
    state.shogun_castles_boxed = 0
    state.occupants = {c: [] for c in state.cities}
    state.face = dict.fromkeys(state.cities, 0)
    state.supply = dict(DATA["supply"])


def _players(state: Position) -> None:
    """Each player's ronin (4, or 3 with 4 and 5 players; the fifth waits by the characters), goods, tokens,
    tracks; the characters (solo: one of each, without the Rider, the Scout and the Traveller) and bonus tiles."""
    n = state.num_seats
    state.ronin_total = [DATA["ronin_by_players"][str(n)]] * n
    state.ronin_placed = [0] * n
    state.ronin_idle = [0] * n
    state.fifth_waiting = [True] * n
    state.goods = [dict.fromkeys(GOODS, 0) for _ in range(n)]
    state.jokers = [0] * n
    state.meditation = [0] * n
    state.flags = [0] * n
    state.points = [0] * n
    state.score_parts = [dict.fromkeys(SCORED_FIELDS, 0) for _ in range(n)]
    state.missions = [[] for _ in range(n)]
    state.fulfilled = [[] for _ in range(n)]
    state.characters = [[] for _ in range(n)]
    copies = 1 if state.mode == "solo" else DATA["character_copies"]
    removed = set(DATA["solo_removed_characters"]) if state.mode == "solo" else set()
    state.char_display = [c for c in DATA.characters if c not in removed for _ in range(copies)]
    state.bonus = [[] for _ in range(n)]
    state.bonus_supply = [b for b in DATA.bonus_kinds for _ in range(DATA["bonus_copies"])]
    state.tea = [1] * n
    state.tea_stamp = list(range(n))
    state.stamp_counter = n
    state.shogun_tea = (DATA["solo_shogun_tea_start"] if state.mode == "solo"
                        else DATA["tea_track_length"] if state.mode == "duel" else None)
    state.shogun_tea_stamp = -1  # set out before any player's marker moves


def _cards(state: Position) -> None:
    """The mission deck without the cards the player count leaves out, shuffled; the Shogun cards shuffled
    (solo: four face down in a row, four back in the box unseen; two players: all eight in a stack)."""
    marks = set(DATA["removed_mission_marks"][str(state.num_seats)])
    state.boxed_missions = [m.id for m in DATA.missions.values() if m.mark in marks]
    state.deck = [m.id for m in DATA.missions.values() if m.mark not in marks]
    state.rng.shuffle(state.deck)
    state.discard = []
    state.display = []
    state.drawn = []
    state.any_city = False
    cards = list(DATA.shogun_cards)
    state.rng.shuffle(cards)
    if state.mode == "solo":
        used = DATA["solo_shogun_cards_used"]
        state.shogun_deck, state.shogun_box = cards[:used], cards[used:]
    elif state.mode == "duel":
        state.shogun_deck, state.shogun_box = cards, []
    else:
        state.shogun_deck, state.shogun_box = [], cards
    state.shogun_revealed = []


def _turns(state: Position) -> None:
    n = state.num_seats
    state.start_gate = 0
    state.order = list(range(n))
    state.turn_seat = 0
    state.display_taken = False
    state.rider_used = [False] * n
    state.student_used = [False] * n
    state.pending = None
    state.pending_bonus = [0] * n
    state.collect_index = 0
    state.collect_queue = []
    state.fulfil_queue = []
    state.discard_queue = []
    state.final = None
