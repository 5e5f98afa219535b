"""What the Shitennō table says: the status line, hover sentences and the lines of the results screen, in the
current language."""

from __future__ import annotations

from ninjatable.games.shitenno.commands import PACKET_NAMES
from ninjatable.games.shitenno.data import (
    CARD,
    EXCHANGE,
    Card,
    Tile,
    card_text,
    effect_name,
    favour_per_kamon,
    place_name,
    seals,
    title_name,
    troop_name,
)
from ninjatable.games.shitenno.map import Province
from ninjatable.games.shitenno.view import ProvinceView, ShitennoView
from ninjatable.i18n import N_, Arg, _, join_and, ngettext, render
from ninjatable.i18n.message import render_arg

STAGES = {"build": N_("distribution in Edo"), "offer": N_("distribution in Edo"),
          "choose": N_("distribution in Edo"), "conquer": N_("conquest"), "gild": N_("conquest"),
          "over": N_("the end")}


def year(view: ShitennoView) -> str:
    return _("{year} ({stage})").format(year=view.year, stage=_(STAGES[view.stage]))


def status(view: ShitennoView, prompt: str | None, thinking: str | None, asked: str | None) -> str:
    """Whose turn it is and what to do."""
    if view.over:
        return _("The game is over: the provinces and the koku are counted.")
    if prompt is not None:
        return _("{year}: {prompt}").format(year=view.year, prompt=prompt)
    if thinking is not None:
        return _("{year}: {player} is thinking...").format(year=year(view), player=thinking)
    if asked is not None:
        return _("{year}: waiting for {player}.").format(year=year(view), player=asked)
    return year(view)


def turn_order(view: ShitennoView) -> str:
    """This year's order of play, and who is playing."""
    order = join_and(_("{player} ({title})").format(player=view.names[s], title=title_name(view.titles[s]))
                     for s in view.order)
    if view.current is not None:
        return _("Order of play this year: {order}. {player} is taking provinces.").format(
            order=order, player=view.names[view.current])
    return _("Order of play this year: {order}.").format(order=order)


def province(view: ShitennoView, place: ProvinceView, info: Province, seat: int | None) -> str:
    """A province: who holds its slots, what its free slot costs and gives, and what each later slot will ask."""
    name, troop = place_name(info.name), troop_name(info.troop)
    held = [_("{player} (gold)").format(player=view.names[k[0]]) if k[1] else view.names[k[0]]
            for k in place.slots if k is not None]
    if held:
        lines = [_("{province} ({troop}): kamons of {players}.").format(province=name, troop=troop,
                                                                       players=join_and(held))]
    else:
        lines = [_("{province} ({troop}): no kamon yet.").format(province=name, troop=troop)]
    if place.need is None or place.free_slot is None:
        lines.append(_("Every slot is taken."))
        return " ".join(lines)
    favour = info.favour[place.free_slot]
    bonus = favour_per_kamon(view.titles[seat]) if seat is not None else 0
    cost, number = render(place.need.words()), place.free_slot + 1
    if bonus and seat is not None:
        template = (_("Slot {slot} costs {cost}; it gives {favour} favour (+{bonus} as {title}) and its top bonus "
                      "tile.") if place.stack else
                    _("Slot {slot} costs {cost}; it gives {favour} favour (+{bonus} as {title})."))
        lines.append(template.format(slot=number, cost=cost, favour=favour, bonus=bonus,
                                     title=title_name(view.titles[seat])))
    else:
        template = (_("Slot {slot} costs {cost}; it gives {favour} favour and its top bonus tile.") if place.stack
                    else _("Slot {slot} costs {cost}; it gives {favour} favour."))
        lines.append(template.format(slot=number, cost=cost, favour=favour))
    later = [later_slot(place, info, index) for index in range(place.free_slot + 1, len(info.slots))]
    if later:
        lines.append(_("Then {slots}.").format(slots="; ".join(later)))
    return " ".join(lines)


def slot_troops(place: ProvinceView, info: Province, index: int) -> str:
    """The troops slot `index` asks for: the province's printed symbols and one troop more, the troop of the
    bonus tile on top of the stack when the slot's turn comes (the gate's, the province's own, once the stack
    is empty). A tile under the top one is hidden: its troop is not known yet."""
    first = place.free_slot if place.free_slot is not None else index
    tiles_then = place.stack - (index - first)
    extra = place.top_troop if index == first else info.troop if tiles_then <= 0 else None
    if extra == info.troop:
        return _("{n} {troop}").format(n=info.symbols + 1, troop=troop_name(info.troop))
    if extra is not None:
        return _("{n} {troop} + 1 {other}").format(n=info.symbols, troop=troop_name(info.troop),
                                                   other=troop_name(extra))
    return _("{n} {troop} + the troop of the bonus tile then on top").format(n=info.symbols,
                                                                           troop=troop_name(info.troop))


def later_slot(place: ProvinceView, info: Province, index: int) -> str:
    """A free slot after the first: "slot 3: 3 Samurai + ..., or 7 koku (8 favour)"."""
    return _("slot {slot}: {troops}, or {bribe} koku ({favour} favour)").format(
        slot=index + 1, troops=slot_troops(place, info, index), bribe=info.slots[index].bribe,
        favour=info.favour[index])


def slot(view: ShitennoView, place: ProvinceView, info: Province, index: int) -> str:
    """A slot of a province: whose kamon is on it, or what it costs and gives."""
    kamon = place.slots[index]
    name = place_name(info.name)
    if kamon is not None:
        template = (_("{player}'s gold kamon in {province} (slot {slot}).") if kamon[1] else
                    _("{player}'s kamon in {province} (slot {slot})."))
        return template.format(player=view.names[kamon[0]], province=name, slot=index + 1)
    cost = _("{troops}, or {bribe} koku").format(troops=slot_troops(place, info, index),
                                                 bribe=info.slots[index].bribe)
    if index == place.free_slot:
        return _("{province}, slot {slot}, the next to be taken: it costs {cost}; it gives {favour} favour.").format(
            province=name, slot=index + 1, cost=cost, favour=info.favour[index])
    return _("{province}, slot {slot}: taken after slot {previous}, it will cost {cost}; it will give {favour} "
             "favour.").format(province=name, slot=index + 1, previous=index, cost=cost, favour=info.favour[index])


def gate(place: ProvinceView, info: Province) -> str:
    name = place_name(info.name)
    if place.stack:
        return ngettext("{province}'s bonus tiles: {n} left. The top one shows {troop}: the province asks for that "
                        "troop too. Its bonus is on the hidden side.",
                        "{province}'s bonus tiles: {n} left. The top one shows {troop}: the province asks for that "
                        "troop too. Its bonus is on the hidden side.", place.stack).format(
                            province=name, n=place.stack, troop=troop_name(place.top_troop))
    return _("{province}'s gate shows {troop}: the last slot asks for one more of the province's troop.").format(
        province=name, troop=troop_name(info.troop))


#: where a card lies, as its hover sentence says it.
CARD_PLACES = {"hand": N_("in your hand, click to add it to your payment"), "row": N_("laid out"),
               "packet-card": N_("in a packet")}


def card(found: Card, where: str) -> str:
    """A card's hover sentence; `where` is a key of `CARD_PLACES`."""
    place = _(CARD_PLACES[where])
    if found.is_koku:
        return _("{n} koku ({where}): pays bribes; 1 favour per koku at the end.").format(n=found.koku, where=place)
    count = len(found.troops)
    return ngettext("{card} ({where}): {n} troop symbol.", "{card} ({where}): {n} troop symbols.", count).format(
        card=card_text(found.id), where=place, n=count)


#: what each bonus does, as its hover sentence says it.
TILE_EFFECTS = {EXCHANGE: N_("turns a troop symbol or a koku card into any troop, or a troop symbol into one koku"),
                "plus": N_("adds one troop of a type already paid, or one koku"),
                CARD: N_("draws a troop card during your conquest turn")}


def tile(found: Tile, mine: bool) -> str:
    effect = _(TILE_EFFECTS[found.effect])
    if mine:
        return _("{bonus} bonus tile: {effect}. Click to use it; it is used once.").format(
            bonus=effect_name(found.effect), effect=effect)
    return _("{bonus} bonus tile: {effect}. Its owner may use it; it is used once.").format(
        bonus=effect_name(found.effect), effect=effect)


def rank(title: str) -> str:
    return ngettext("{title} hierarchy tile ({n} seal): whoever receives it is {title} after this year.",
                    "{title} hierarchy tile ({n} seals): whoever receives it is {title} after this year.",
                    seals(title)).format(title=title_name(title), n=seals(title))


TITLE_POWERS = {"daimyo": N_("2 more favour for each kamon placed; plays first."),
                "shomyo": N_("1 more favour for each kamon placed."),
                "sensei": N_("turns one of his kamons gold at the end of his turn (it counts twice for majorities)."),
                "hatamoto": N_("once a turn his title stands for any one troop of a payment (click it); plays last.")}


def title(found: str) -> str:
    return ngettext("{title} ({n} seal): {power}", "{title} ({n} seals): {power}", seals(found)).format(
        title=title_name(found), n=seals(found), power=_(TITLE_POWERS[found]))


def general(view: ShitennoView, seat: int, label: str) -> str:
    """A general's panel in words: title, favour, kamons left, the cards seen in his hand, his bonus tiles."""
    supply = view.supply[seat]
    first = ngettext("{player}, {title}: {favour} favour, {n} kamon left.",
                     "{player}, {title}: {favour} favour, {n} kamons left.", supply).format(
                         player=label, title=title_name(view.titles[seat]), favour=view.scores[seat], n=supply)
    known = join_and(card_text(c.id) for c in view.known[seat]) or _("none")
    unseen, size = view.unseen[seat], view.hand_sizes[seat]
    if unseen:
        hand = _("Hand of {size}: seen cards: {cards}, and {n} unseen.").format(size=size, cards=known, n=unseen)
    else:
        hand = _("Hand of {size}: seen cards: {cards}.").format(size=size, cards=known)
    tiles = join_and(effect_name(t.effect) for t in view.tiles[seat]) or _("none")
    return " ".join((first, hand, _("Bonus tiles: {tiles}.").format(tiles=tiles)))


def decks(view: ShitennoView, koku: bool) -> str:
    if koku:
        return ngettext("Koku deck: {n} card ({paid} paid). When it runs out, the game ends with the next odd year.",
                        "Koku deck: {n} cards ({paid} paid). When it runs out, the game ends with the next odd year.",
                        view.koku_deck).format(n=view.koku_deck, paid=len(view.koku_discard))
    return ngettext("Troop deck: {n} card; discard: {discard} (shuffled into a new deck when the deck runs out).",
                    "Troop deck: {n} cards; discard: {discard} (shuffled into a new deck when the deck runs out).",
                    view.troop_deck).format(n=view.troop_deck, discard=len(view.troop_discard))


def results(view: ShitennoView, names: dict[str, str]) -> list[str]:
    """Who held each province at the end, and by how much (`names`: the provinces' names by key)."""
    parts = []
    for place in view.provinces:
        weights: dict[int, int] = {}
        for kamon in place.slots:
            if kamon is not None:
                weights[kamon[0]] = weights.get(kamon[0], 0) + (2 if kamon[1] else 1)
        if not weights:
            continue
        best = max(weights.values())
        tied = [s for s, w in weights.items() if w == best]
        holder = next(k[0] for k in place.slots if k is not None and k[0] in tied)
        score = "–".join(str(w) for w in sorted(weights.values(), reverse=True))
        template = _("{province} {player} ({score}, further left)") if len(tied) > 1 else \
            _("{province} {player} ({score})")
        parts.append(template.format(province=names[place.key], player=view.names[holder], score=score))
    if not parts:
        return [_("No province was taken.")]
    return [_("Provinces: {provinces}.").format(provinces="; ".join(parts))]


def packet(view: ShitennoView, index: int, building: bool) -> str:
    """A packet on the table: what it holds, and what to do with it."""
    cards = join_and(card_text(c.id) for c in view.packets[index]) or _("no cards")
    held = view.packet_titles[index]
    two = len(view.packets) == 2
    letter = render(PACKET_NAMES[index])
    if held is not None:
        template = (_("Packet {letter}: {cards}, and the {title} hierarchy tile.") if two else
                    _("The packet: {cards}, and the {title} hierarchy tile."))
    else:
        template = (_("Packet {letter}: {cards}, no hierarchy tile yet.") if two else
                    _("The packet: {cards}, no hierarchy tile yet."))
    line = template.format(letter=letter, cards=cards, title=title_name(held) if held is not None else "")
    if building:
        return " ".join((line, _("Drag laid-out cards and one hierarchy tile here; drag a card out to take it "
                                 "back.")))
    return line


def on_province(refusal: str | None, lost: Arg | None) -> str:
    """What your payment would do on a province: why not, or that it buys the slot and what it would lose."""
    if refusal is not None:
        return refusal
    if lost:
        return _("Your payment buys it, but {lost} will be lost: cards are never split.").format(
            lost=render_arg(lost))
    return _("Your payment buys it.")


def bought(name: str, lost: Arg | None) -> str:
    """A province the payment buys, in the list beside the payment: "Kyūshū (2 koku lost)"."""
    return _("{province} ({lost} lost)").format(province=name, lost=render_arg(lost)) if lost else name


def payment(view: ShitennoView) -> str:
    if view.payment.empty:
        return _("Your payment is empty: click cards and bonus tiles in your hand to put them in.")
    return _("Your payment: drag it onto a province (or click it, then a province). Click an item to take it back.")
