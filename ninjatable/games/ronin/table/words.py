"""What the Ronin table says: the status line, the hover sentences and the lines of the results screen."""

from __future__ import annotations

from collections.abc import Sequence

from ninjatable.games.ronin.commands import good_name
from ninjatable.games.ronin.data import (
    DATA,
    action_text,
    bonus_name,
    capitalized,
    character_name,
    character_text,
    city_name,
    rank_name,
    region_name,
    solo_rank,
)
from ninjatable.games.ronin.map import japan
from ninjatable.games.ronin.table import layout
from ninjatable.games.ronin.table.pieces import action_label
from ninjatable.games.ronin.view import SHOGUN, RoninView
from ninjatable.i18n import _, join_and, join_or, ngettext


def status(view: RoninView, prompt: str | None, who: str, thinking: str | None, waiting: str | None) -> str:
    """The line at the top: the round, then what to do (`prompt`, for `who`), or who is thinking or awaited."""
    if view.over:
        return _("The game is over.")
    rounds = {"round": view.round, "rounds": view.rounds}
    if prompt is not None:
        return _("Round {round}/{rounds}. {player}: {prompt}").format(player=who, prompt=prompt, **rounds)
    if thinking is not None:
        return _("Round {round}/{rounds}: {player} is thinking...").format(player=thinking, **rounds)
    if waiting is not None:
        return _("Round {round}/{rounds}: waiting for {player}.").format(player=waiting, **rounds)
    return _("Round {round}/{rounds}").format(**rounds)


def goods_list(goods: Sequence[str]) -> str:
    """The goods of a mission, in the current language: "rice and silk"."""
    return join_and(good_name(g) for g in goods)


def mission(mission_id: int) -> str:
    card = DATA.missions[mission_id]
    return ngettext("{n} point for {goods} with a ronin in {city} or {other}.",
                    "{n} points for {goods} with a ronin in {city} or {other}.", card.points).format(
                        n=card.points, goods=goods_list(card.goods), city=city_name(card.cities[0]),
                        other=city_name(card.cities[1]))


def display_mission(view: RoninView, slot: int) -> str:
    cost = DATA["display_costs"][slot]
    return " ".join((mission(view.display[slot]), ngettext(
        "Take it before placing a ronin for {n} meditation token.",
        "Take it before placing a ronin for {n} meditation tokens.", cost).format(n=cost)))


def drawn_card(mission_id: int) -> str:
    cities = DATA.missions[mission_id].cities
    return _("Drawn for this ronin: it may go to {city} or {other} if free. The card goes to the discard pile once "
             "the ronin is placed.").format(city=city_name(cities[0]), other=city_name(cities[1]))


def city(view: RoninView, name: str, names: Sequence[str]) -> str:
    """A city's tile (the side shown and the other side), its regions and who stands there."""
    sides = DATA.city_tiles[name]
    shown = join_or(action_text(a) for a in sides[view.face[name]])
    other = join_or(action_label(a) for a in sides[1 - view.face[name]])
    regions = join_and(str(r) for r in japan().cities[name].regions)
    line = _("{city} (regions {regions}): {shown}. The other side: {other}.").format(
        city=city_name(name), regions=regions, shown=shown, other=other)
    here = [names[s] if s != SHOGUN else _("the Shogun") for s in view.occupants.get(name, ())]
    if here:
        return " ".join((line, _("Here: {figures}.").format(figures=join_and(here))))
    return line


def character(key: str) -> str:
    return _("{character}: {text}").format(character=character_name(key), text=character_text(key))


def ronin_slot(view: RoninView, seat: int, index: int) -> str:
    if index >= view.ronin_total[seat]:
        return _("Your fifth ronin joins you when you take your first character.")
    return _("Your ronin: {left} of {total} still to place this round. Drag any of them onto a city.").format(
        left=view.ronin_left(seat), total=view.ronin_total[seat])


def good_slot(view: RoninView, seat: int, kind: str) -> str:
    count = view.held(seat, kind)
    if kind == "joker":
        return ngettext("You hold {n} joker (each stands for any good).",
                        "You hold {n} jokers (each stands for any good).", count).format(n=count)
    return _("You hold {goods}.").format(goods=good_name(kind, count))


def seat(view: RoninView, who: int, label: str) -> str:
    """Another player's row (or the Shogun's) in words."""
    if who == SHOGUN:
        if view.shogun_tea is not None:
            return _("The Shogun: {castles} castles left, {cards} cards to come, tea ceremony space {tea}.").format(
                castles=view.shogun_castles_left, cards=view.shogun_deck_size, tea=view.shogun_tea)
        return _("The Shogun: {castles} castles left, {cards} cards to come.").format(
            castles=view.shogun_castles_left, cards=view.shogun_deck_size)
    goods = join_and(good_name(g, n) for g, n in view.goods[who].items() if n) or _("no goods")
    extras = [character_name(c) for c in view.characters[who]]
    extras += [bonus_name(b) for b in view.bonus[who]]
    line = _("{player}: {points} points, tea {tea}, {ronin} ronin to place, {goods}, {jokers} jokers, {meditation} "
             "meditation, {flags} flags, {castles} castles left, {missions} missions held, {fulfilled} "
             "fulfilled.").format(
                 player=label, points=view.points[who], tea=view.tea[who], ronin=view.ronin_left(who), goods=goods,
                 jokers=view.jokers[who], meditation=view.meditation[who], flags=view.flags[who],
                 castles=view.castles_left[who], missions=len(view.missions[who]),
                 fulfilled=len(view.fulfilled[who]))
    if extras:
        return " ".join((line, _("Characters and bonus tiles: {items}.").format(items=join_and(extras))))
    return line


def shogun_card(index: int, card_id: int) -> str:
    card = DATA.shogun_cards[card_id]
    return _("Shogun card of round {round}: region {region}, his ronin in {cities}.").format(
        round=index + 1, region=card.region, cities=join_and(city_name(c) for c in card.cities))


def resource(region: int, good: str, horse_head: bool) -> str:
    name = capitalized(good_name(good))
    if horse_head:
        return _("{good} in region {region} (the horse-head space).").format(good=name, region=region)
    return _("{good} in region {region}.").format(good=name, region=region)


def tea_track(view: RoninView, names: Sequence[str]) -> str:
    spaces = join_and(str(s) for s in DATA["tea_bonus_spaces"])
    where = [_("{player} {n}").format(player=names[s], n=view.tea[s]) for s in range(view.num_seats)]
    if view.shogun_tea is not None:
        where.append(_("the Shogun {n}").format(n=view.shogun_tea))
    return _("Tea ceremony track: bonus spaces {spaces} give a bonus tile; further ahead wins ties. {where}.").format(
        spaces=spaces, where=join_and(where))


def score_track(view: RoninView, names: Sequence[str]) -> str:
    return _("Score track: {scores}").format(scores=join_and(
        _("{player} {n}").format(player=names[s], n=view.points[s]) for s in range(view.num_seats)))


def ranks() -> str:
    """The solo ranks on one line."""
    table = DATA["solo_ranks"]
    parts = [_("{rank} up to {n}").format(rank=rank_name(name), n=table[i + 1][0] - 1) if i + 1 < len(table) else
             _("{rank} from {n}").format(rank=rank_name(name), n=low) for i, (low, name) in enumerate(table)]
    return _("Ranks: {ranks} points.").format(ranks=join_and(parts))


def results(view: RoninView, labels: Sequence[str]) -> list[str]:
    """How each score was made; the solo ranks."""
    lines = []
    for who, parts in enumerate(view.score_parts if view.over else ()):
        lines.append(_("{player}: missions {missions}, actions given up {actions}, flags {flags}, castles {castles}, "
                       "bonus tiles {bonus}.").format(player=labels[who], **parts))
    if view.mode == "solo":
        lines.append(ranks())
    return lines


def rank_title(points: int) -> str:
    return _("Your rank: {rank}").format(rank=rank_name(solo_rank(points)))


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
            return _("Your mission: {mission}").format(mission=mission(held))
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
            return seat(view, who, labels[who] if who >= 0 else _("The Shogun"))
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
    name = region_name(japan().regions[region].name)
    if region in view.regions:
        return _("Region {region}, {name}: in play in this game.").format(region=region, name=name)
    if view.num_seats == 1:
        return _("Region {region}, {name}: not used in the solo game; nothing is placed or collected there, and its "
                 "cities have no tiles.").format(region=region, name=name)
    return _("Region {region}, {name}: not used in a game of {n} players; nothing is placed or collected there, "
             "and its cities have no tiles.").format(region=region, name=name, n=view.num_seats)


def _hover_tracks(view: RoninView, pos: tuple[int, int], names: Sequence[str]) -> str:
    if layout.TEA_RECT.collidepoint(pos):
        return tea_track(view, names)
    if layout.SCORE_RECT.collidepoint(pos):
        return score_track(view, names)
    return ""
