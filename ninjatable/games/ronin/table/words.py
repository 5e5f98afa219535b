"""What the Ronin table says: the status line, the hover sentences and the lines of the results screen."""

from __future__ import annotations

from collections.abc import Sequence

from ninjatable.games.ronin.commands import good_name
from ninjatable.games.ronin.data import DATA, solo_rank
from ninjatable.games.ronin.map import japan
from ninjatable.games.ronin.table import layout
from ninjatable.games.ronin.table.pieces import ACTION_LABELS
from ninjatable.games.ronin.view import SHOGUN, RoninView


def status(view: RoninView, prompt: str | None, who: str, thinking: str | None, waiting: str | None) -> str:
    """The line at the top: the round, then what to do (`prompt`, for `who`), or who is thinking or awaited."""
    if view.over:
        return "The game is over."
    prefix = f"Round {view.round}/{view.rounds}"
    if prompt is not None:
        return f"{prefix}. {who}: {prompt}"
    if thinking is not None:
        return f"{prefix}: {thinking} is thinking..."
    if waiting is not None:
        return f"{prefix}: waiting for {waiting}."
    return prefix


def mission(mission_id: int) -> str:
    card = DATA.missions[mission_id]
    return f"{card.points} points for {', '.join(card.goods)} with a ronin in {card.cities[0]} or {card.cities[1]}."


def display_mission(view: RoninView, slot: int) -> str:
    cost = DATA["display_costs"][slot]
    return (f"{mission(view.display[slot])} Take it before placing a ronin for {cost} meditation "
            f"token{'s' if cost != 1 else ''}.")


def drawn_card(mission_id: int) -> str:
    cities = DATA.missions[mission_id].cities
    return (f"Drawn for this ronin: it may go to {cities[0]} or {cities[1]} if free. The card goes to the "
            "discard pile once the ronin is placed.")


def city(view: RoninView, name: str, names: Sequence[str]) -> str:
    """A city's tile (the side shown and the other side), its regions and who stands there."""
    sides = DATA.city_tiles[name]
    shown = " or ".join(DATA.actions[a] for a in sides[view.face[name]])
    other = " or ".join(ACTION_LABELS[a] for a in sides[1 - view.face[name]])
    regions = ", ".join(str(r) for r in japan().cities[name].regions)
    line = f"{name} (regions {regions}): {shown}. The other side: {other}."
    here = [names[s] if s != SHOGUN else "the Shogun" for s in view.occupants.get(name, ())]
    if here:
        line += f" Here: {', '.join(here)}."
    return line


def character(key: str) -> str:
    found = DATA.characters[key]
    return f"{found.name}: {found.text}"


def ronin_slot(view: RoninView, seat: int, index: int) -> str:
    if index >= view.ronin_total[seat]:
        return "Your fifth ronin joins you when you take your first character."
    return (f"Your ronin: {view.ronin_left(seat)} of {view.ronin_total[seat]} still to place this round. "
            "Drag any of them onto a city.")


def good_slot(view: RoninView, seat: int, kind: str) -> str:
    count = view.held(seat, kind)
    if kind == "joker":
        return f"You hold {count} joker{'s' if count != 1 else ''} (each stands for any good)."
    return f"You hold {count} {good_name(kind, count)}."


def seat(view: RoninView, who: int, label: str) -> str:
    """Another player's row (or the Shogun's) in words."""
    if who == SHOGUN:
        return (f"The Shogun: {view.shogun_castles_left} castles left, {view.shogun_deck_size} cards to come"
                + (f", tea ceremony space {view.shogun_tea}." if view.shogun_tea is not None else "."))
    goods = ", ".join(f"{n} {good_name(g, n)}" for g, n in view.goods[who].items() if n) or "no goods"
    extras = [DATA.characters[c].name for c in view.characters[who]]
    extras += [DATA.bonus_kinds[b].name for b in view.bonus[who]]
    return (f"{label}: {view.points[who]} points, tea {view.tea[who]}, {view.ronin_left(who)} ronin to place, "
            f"{goods}, {view.jokers[who]} jokers, {view.meditation[who]} meditation, {view.flags[who]} flags, "
            f"{view.castles_left[who]} castles left, {len(view.missions[who])} missions held, "
            f"{len(view.fulfilled[who])} fulfilled" + (f"; {', '.join(extras)}." if extras else "."))


def shogun_card(index: int, card_id: int) -> str:
    card = DATA.shogun_cards[card_id]
    return f"Shogun card of round {index + 1}: region {card.region}, his ronin in {', '.join(card.cities)}."


def resource(region: int, good: str, horse_head: bool) -> str:
    horse = " (the horse-head space)" if horse_head else ""
    return f"{good.capitalize()} in region {region}{horse}."


def tea_track(view: RoninView, names: Sequence[str]) -> str:
    spaces = ", ".join(str(s) for s in DATA["tea_bonus_spaces"])
    where = ", ".join(f"{names[s]} {view.tea[s]}" for s in range(view.num_seats))
    if view.shogun_tea is not None:
        where += f", the Shogun {view.shogun_tea}"
    return f"Tea ceremony track: bonus spaces {spaces} give a bonus tile; further ahead wins ties. {where}."


def score_track(view: RoninView, names: Sequence[str]) -> str:
    return "Score track: " + ", ".join(f"{names[s]} {view.points[s]}" for s in range(view.num_seats))


def ranks() -> str:
    """The solo ranks on one line."""
    table = DATA["solo_ranks"]
    parts = [f"{name} up to {table[i + 1][0] - 1}" if i + 1 < len(table) else f"{name} from {low}"
             for i, (low, name) in enumerate(table)]
    return "Ranks: " + ", ".join(parts) + " points."


def results(view: RoninView, labels: Sequence[str]) -> list[str]:
    """How each score was made; the solo ranks."""
    lines = []
    for who, parts in enumerate(view.score_parts if view.over else ()):
        lines.append(f"{labels[who]}: missions {parts['missions']}, actions given up {parts['actions']}, "
                     f"flags {parts['flags']}, castles {parts['castles']}, bonus tiles {parts['bonus']}.")
    if view.mode == "solo":
        lines.append(ranks())
    return lines


def rank_title(points: int) -> str:
    return f"Your rank: {solo_rank(points)}"


# --- what the mouse points at ----------------------------------------------------------------------------------
def hover(view: RoninView, places: layout.Places, pos: tuple[int, int], names: Sequence[str],
          labels: Sequence[str], bar_open: bool, me: int) -> str:
    """The sentence for what lies under the mouse (cities and tiles first, then cards, your board, the other
    players, the goods on the map, the tracks); the character display and the drawn cards are under the open
    choice bar."""
    finders = (lambda: _hover_city(view, pos, names), lambda: _hover_cards(view, places, pos, bar_open),
               lambda: _hover_board(view, places, pos, me), lambda: _hover_others(view, places, pos, labels),
               lambda: _hover_map(view, pos), lambda: _hover_tracks(view, pos, names))
    for finder in finders:
        line = finder()
        if line:
            return line
    return ""


def _hover_city(view: RoninView, pos: tuple[int, int], names: Sequence[str]) -> str:
    for name in view.cities:
        actions = view.tile_actions(name)
        if layout.city_body(name).collidepoint(pos) or layout.tile_rect(name, len(actions)).collidepoint(pos):
            return city(view, name, names)
    return ""


def _hover_cards(view: RoninView, places: layout.Places, pos: tuple[int, int], bar_open: bool) -> str:
    for slot, rect in enumerate(places.display):
        if rect.collidepoint(pos):
            return display_mission(view, slot)
    for rect, held in reversed(places.missions):
        if rect.collidepoint(pos):
            return f"Your mission: {mission(held)}"
    for rect, card in places.drawn:
        if rect.collidepoint(pos) and not bar_open:
            return drawn_card(card)
    for rect, key in places.characters:
        if rect.collidepoint(pos) and not bar_open:
            return character(key)
    for index, card in enumerate(view.shogun_revealed):
        if layout.shogun_slot(index).collidepoint(pos):
            return shogun_card(index, card)
    return ""


def _hover_board(view: RoninView, places: layout.Places, pos: tuple[int, int], me: int) -> str:
    for i, rect in enumerate(places.ronin):
        if rect.collidepoint(pos):
            return ronin_slot(view, me, i)
    for kind, rect in places.goods.items():
        if rect.collidepoint(pos):
            return good_slot(view, me, kind)
    return ""


def _hover_others(view: RoninView, places: layout.Places, pos: tuple[int, int], labels: Sequence[str]) -> str:
    for who, rect in places.others.items():
        if rect.collidepoint(pos):
            return seat(view, who, labels[who] if who >= 0 else "The Shogun")
    return ""


def _hover_map(view: RoninView, pos: tuple[int, int]) -> str:
    for region, goods in view.spaces.items():
        for index, good in enumerate(goods):
            if good is not None and layout.resource_space_rect(region, index).inflate(-4, -4).collidepoint(pos):
                return resource(region, good, index == 0)
    for region, where in layout.region_labels().items():
        if where.collidepoint(pos):
            return region_words(view, region)
    for region, points in layout.region_polygons().items():
        if region not in view.regions and layout.point_inside(pos, points):
            return region_words(view, region)
    return ""


def region_words(view: RoninView, region: int) -> str:
    """A region: its number and name, and whether this game uses it."""
    name = japan().regions[region].name
    if region in view.regions:
        return f"Region {region}, {name}: in play in this game."
    if view.num_seats == 1:
        return (f"Region {region}, {name}: not used in the solo game; nothing is placed or collected there, and "
                "its cities have no tiles.")
    return (f"Region {region}, {name}: not used in a game of {view.num_seats} players; nothing is placed or "
            "collected there, and its cities have no tiles.")


def _hover_tracks(view: RoninView, pos: tuple[int, int], names: Sequence[str]) -> str:
    if layout.TEA_RECT.collidepoint(pos):
        return tea_track(view, names)
    if layout.SCORE_RECT.collidepoint(pos):
        return score_track(view, names)
    return ""
