"""What the Shitennō table says: the status line, hover sentences and the lines of the results screen."""

from __future__ import annotations

from ninjatable.games.shitenno.data import (
    CARD,
    EXCHANGE,
    Card,
    Tile,
    card_words,
    effect_name,
    favour_per_kamon,
    seals,
    title_name,
    troop_name,
)
from ninjatable.games.shitenno.map import Province
from ninjatable.games.shitenno.view import ProvinceView, ShitennoView

STAGES = {"build": "distribution in Edo", "offer": "distribution in Edo", "choose": "distribution in Edo",
          "conquer": "conquest", "gild": "conquest", "over": "the end"}


def year(view: ShitennoView) -> str:
    return f"{view.year} ({STAGES[view.stage]})"


def status(view: ShitennoView, prompt: str | None, thinking: str | None, asked: str | None) -> str:
    """Whose turn it is and what to do."""
    if view.over:
        return "The game is over: the provinces and the koku are counted."
    if prompt is not None:
        return f"{view.year}: {prompt}"
    if thinking is not None:
        return f"{year(view)}: {thinking} is thinking..."
    if asked is not None:
        return f"{year(view)}: waiting for {asked}."
    return year(view)


def turn_order(view: ShitennoView) -> str:
    """This year's order of play, and who is playing."""
    order = ", ".join(f"{view.names[s]} ({title_name(view.titles[s])})" for s in view.order)
    playing = f" {view.names[view.current]} is taking provinces." if view.current is not None else ""
    return f"Order of play this year: {order}.{playing}"


def province(view: ShitennoView, place: ProvinceView, info: Province, seat: int | None) -> str:
    """A province: who holds its slots, what its free slot costs and gives, and what each later slot will ask."""
    held = [f"{view.names[k[0]]}{' (gold)' if k[1] else ''}" for k in place.slots if k is not None]
    line = f"{info.name} ({troop_name(info.troop)}): "
    line += f"kamons of {', '.join(held)}. " if held else "no kamon yet. "
    if place.need is None or place.free_slot is None:
        return line + "Every slot is taken."
    favour = info.favour[place.free_slot]
    bonus = favour_per_kamon(view.titles[seat]) if seat is not None else 0
    gain = f"{favour} favour" + (f" (+{bonus} as {title_name(view.titles[seat])})" if bonus and seat is not None else "")
    tile = " and its top bonus tile" if place.stack else ""
    line += f"Slot {place.free_slot + 1} costs {place.need.words()}; it gives {gain}{tile}."
    later = [later_slot(place, info, index) for index in range(place.free_slot + 1, len(info.slots))]
    return line + (" Then " + "; ".join(later) + "." if later else "")


def slot_troops(place: ProvinceView, info: Province, index: int) -> str:
    """The troops slot `index` asks for: the province's printed symbols and one troop more, the troop of the
    bonus tile on top of the stack when the slot's turn comes (the gate's, the province's own, once the stack
    is empty). A tile under the top one is hidden: its troop is not known yet."""
    first = place.free_slot if place.free_slot is not None else index
    tiles_then = place.stack - (index - first)
    extra = place.top_troop if index == first else info.troop if tiles_then <= 0 else None
    if extra == info.troop:
        return f"{info.symbols + 1} {troop_name(info.troop)}"
    if extra is not None:
        return f"{info.symbols} {troop_name(info.troop)} + 1 {troop_name(extra)}"
    return f"{info.symbols} {troop_name(info.troop)} + the troop of the bonus tile then on top"


def later_slot(place: ProvinceView, info: Province, index: int) -> str:
    """A free slot after the first: "slot 3: 3 Samurai + ..., or 7 koku (8 favour)"."""
    return (f"slot {index + 1}: {slot_troops(place, info, index)}, or {info.slots[index].bribe} koku "
            f"({info.favour[index]} favour)")


def slot(view: ShitennoView, place: ProvinceView, info: Province, index: int) -> str:
    """A slot of a province: whose kamon is on it, or what it costs and gives."""
    kamon = place.slots[index]
    if kamon is not None:
        return f"{view.names[kamon[0]]}'s {'gold ' if kamon[1] else ''}kamon in {info.name} (slot {index + 1})."
    cost = f"{slot_troops(place, info, index)}, or {info.slots[index].bribe} koku"
    if index == place.free_slot:
        return f"{info.name}, slot {index + 1}, the next to be taken: it costs {cost}; it gives {info.favour[index]} favour."
    return (f"{info.name}, slot {index + 1}: taken after slot {index}, it will cost {cost}; it will give "
            f"{info.favour[index]} favour.")


def gate(place: ProvinceView, info: Province) -> str:
    if place.stack:
        return (f"{info.name}'s bonus tiles: {place.stack} left. The top one shows {troop_name(place.top_troop)}: "
                f"the province asks for that troop too. Its bonus is on the hidden side.")
    return f"{info.name}'s gate shows {troop_name(info.troop)}: the last slot asks for one more of the province's troop."


def card(found: Card, where: str) -> str:
    if found.is_koku:
        return f"{found.koku} koku ({where}): pays bribes; 1 favour per koku at the end."
    count = len(found.troops)
    return f"{card_words(found.id)} ({where}): {count} troop symbol{'s' if count > 1 else ''}."


def tile(found: Tile, mine: bool) -> str:
    effects = {EXCHANGE: "turns a troop symbol or a koku card into any troop, or a troop symbol into one koku",
               "plus": "adds one troop of a type already paid, or one koku",
               CARD: "draws a troop card during your conquest turn"}
    action = "Click to use it" if mine else "Its owner may use it"
    return f"{effect_name(found.effect)} bonus tile: {effects[found.effect]}. {action}; it is used once."


def rank(title: str) -> str:
    return (f"{title_name(title)} hierarchy tile ({seals(title)} seal{'s' if seals(title) > 1 else ''}): whoever "
            f"receives it is {title_name(title)} after this year.")


TITLE_POWERS = {"daimyo": "2 more favour for each kamon placed; plays first.",
                "shomyo": "1 more favour for each kamon placed.",
                "sensei": "turns one of his kamons gold at the end of his turn (it counts twice for majorities).",
                "hatamoto": "once a turn his title stands for any one troop of a payment (click it); plays last."}


def title(found: str) -> str:
    return f"{title_name(found)} ({seals(found)} seals): {TITLE_POWERS[found]}"


def general(view: ShitennoView, seat: int, label: str) -> str:
    known = ", ".join(card_words(c.id) for c in view.known[seat]) or "none"
    unseen = view.unseen[seat]
    hand = f"seen cards: {known}" + (f", and {unseen} unseen" if unseen else "")
    tiles = ", ".join(effect_name(t.effect) for t in view.tiles[seat]) or "none"
    return (f"{label}, {title_name(view.titles[seat])}: {view.scores[seat]} favour, {view.supply[seat]} kamons left. "
            f"Hand of {view.hand_sizes[seat]}: {hand}. Bonus tiles: {tiles}.")


def decks(view: ShitennoView, koku: bool) -> str:
    if koku:
        return (f"Koku deck: {view.koku_deck} cards ({len(view.koku_discard)} paid). When it runs out, the game "
                "ends with the next odd year.")
    return (f"Troop deck: {view.troop_deck} cards; discard: {len(view.troop_discard)} (shuffled into a new deck "
            "when the deck runs out).")


def results(view: ShitennoView, names: dict[str, str]) -> list[str]:
    """Who held each province at the end, and by how much."""
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
        score = " v ".join(str(w) for w in sorted(weights.values(), reverse=True))
        tie = ", further left" if len(tied) > 1 else ""
        parts.append(f"{names[place.key]} {view.names[holder]} ({score}{tie})")
    return ["Provinces: " + "; ".join(parts) + "." if parts else "No province was taken."]


def packet(view: ShitennoView, index: int, building: bool) -> str:
    """A packet on the table: what it holds, and what to do with it."""
    cards = ", ".join(card_words(c.id) for c in view.packets[index]) or "no cards"
    title = view.packet_titles[index]
    holds = f"{cards}, and the {title_name(title)} hierarchy tile" if title else f"{cards}, no hierarchy tile yet"
    name = f"Packet {'AB'[index]}" if len(view.packets) == 2 else "The packet"
    if building:
        return f"{name}: {holds}. Drag laid-out cards and one hierarchy tile here; drag a card out to take it back."
    return f"{name}: {holds}."


def on_province(refusal: str | None, lost: str | None) -> str:
    """What your payment would do on a province: why not, or that it buys the slot and what it would lose."""
    if refusal is not None:
        return refusal
    if lost:
        return f"Your payment buys it, but {lost} will be lost: cards are never split."
    return "Your payment buys it."


def bought(name: str, lost: str | None) -> str:
    """A province the payment buys, in the list beside the payment: "Kyūshū (2 koku lost)"."""
    return f"{name} ({lost} lost)" if lost else name


def payment(view: ShitennoView) -> str:
    if view.payment.empty:
        return "Your payment is empty: click cards and bonus tiles in your hand to put them in."
    return "Your payment: drag it onto a province (or click it, then a province). Click an item to take it back."
