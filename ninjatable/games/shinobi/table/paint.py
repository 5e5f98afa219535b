"""Drawing the Shinobi table: cards and army stacks in their clan colours, the provinces, the piles, the three
orders of a turn and your hand. Every function draws from the view and the layout; none changes anything."""

from __future__ import annotations

import pygame

from ninjatable.games.shinobi.data import CLANS, TROOPS_PER_CLAN, clan_info, clan_name
from ninjatable.games.shinobi.table import layout
from ninjatable.games.shinobi.view import ShinobiView
from ninjatable.games.words import whose
from ninjatable.i18n import N_, _
from ninjatable.ui import cards, text, theme
from ninjatable.ui.widgets import draw_panel

NINJA_COLOUR = (44, 44, 52)
PROVINCE_FILL = (58, 96, 76)
EMPTY_EDGE = (60, 100, 80)


def clan_colour(clan: str | None) -> tuple[int, int, int]:
    return NINJA_COLOUR if clan is None else tuple(clan_info(clan)["colour"])  # type: ignore[return-value]


def clan_crest(clan: str | None) -> str:
    return "shuriken" if clan is None else clan_info(clan)["crest"]


def face(clan: str | None, size: tuple[int, int]) -> pygame.Surface:
    """The face of a troop card of `clan` (None: a Ninja)."""
    return cards.card_face(size, clan_colour(clan), clan_crest(clan), clan_name(clan))


def stack_face(clan: str) -> pygame.Surface:
    """The face of an army's top card, as it is picked up."""
    return cards.card_face(layout.STACK_SIZE, clan_colour(clan), clan_crest(clan))


_stack_cache: dict[tuple[str, int], pygame.Surface] = {}


def stack_image(clan: str, count: int) -> pygame.Surface:
    """An army: a few card edges behind a face, and a badge with the number of cards."""
    key = (clan, count)
    image = _stack_cache.get(key)
    if image is None:
        w, h = layout.STACK_SIZE
        layers = min(3, count) - 1
        image = pygame.Surface((w + 4 * layers + 8, h + 4 * layers + 8), pygame.SRCALPHA)
        for layer in range(layers, 0, -1):
            rect = pygame.Rect(4 * layer, 4 * layers - 4 * layer + 8, w, h)
            pygame.draw.rect(image, (250, 246, 236), rect, border_radius=5)
            pygame.draw.rect(image, clan_colour(clan), rect, 2, border_radius=5)
        image.blit(stack_face(clan), (0, 4 * layers + 8))
        badge_centre = (w - 4 + 4 * layers, 12)
        pygame.draw.circle(image, clan_colour(clan), badge_centre, 13)
        pygame.draw.circle(image, (250, 246, 236), badge_centre, 13, 2)
        text.blit_text(image, str(count), badge_centre, 24, (255, 255, 255), bold=True, anchor="center")
        _stack_cache[key] = image
    return image


def province(surface: pygame.Surface, view: ShinobiView, seat: int, rect: pygame.Rect, label: str,
             armies: dict[tuple[int, str], pygame.Rect], hidden: set[object], caption: str) -> None:
    """One province: its header with the player's name and hand size, its armies as stacks."""
    acting = view.current == seat
    draw_panel(surface, rect, fill=PROVINCE_FILL, edge=theme.GOLD if acting else (20, 40, 30), width=4 if acting else 2)
    header = pygame.Rect(rect.x, rect.y, rect.width, 30)
    pygame.draw.rect(surface, (30, 52, 40), header, border_top_left_radius=10, border_top_right_radius=10)
    clan = view.clans[seat]
    x = rect.x + 10
    if clan is not None and (seat != view.seat or view.over):
        surface.blit(cards.crest(clan_crest(clan), 22, clan_colour(clan)), (x, rect.y + 4))
        x += 28
    if acting:
        pygame.draw.polygon(surface, theme.GOLD, ((x, rect.y + 8), (x + 11, rect.y + 15), (x, rect.y + 22)))
        x += 16
    text.blit_text(surface, text.fit(label, 200, 22, bold=True), (x, rect.y + 7), 22,
                   theme.GOLD if acting else theme.LIGHT, bold=True)
    for i in range(view.hand_sizes[seat]):
        surface.blit(cards.card_back((12, 18), "blue"), (rect.right - 16 - 10 * i, rect.y + 6))
    present = view.provinces[seat]
    if not present:
        text.blit_text(surface, _("no armies"), rect.center, 22, (150, 180, 160), anchor="center")
    for clan_key in CLANS:
        army = armies.get((seat, clan_key))
        if army is None or ("army", seat, clan_key) in hidden:
            continue
        layers = min(3, present[clan_key]) - 1
        surface.blit(stack_image(clan_key, present[clan_key]), (army.x, army.y - 4 * layers - 8))
        if (seat, clan_key) in view.protected:
            pygame.draw.line(surface, theme.LIGHT, (army.x + 4, army.bottom + 6), (army.right - 4, army.bottom + 6), 3)
    if caption:
        text.blit_text(surface, caption, (rect.centerx, rect.bottom - 8), 20, (200, 220, 200), anchor="midbottom")


def orders(surface: pygame.Surface, view: ShinobiView) -> None:
    """The three orders of the turn, the current one lit."""
    if view.over or view.current is None:
        return
    labels = (("first", _("1 Deploy"), 92), ("second", _("2 Deploy/Move"), 124), ("attack", _("3 Attack"), 92))
    steps = [(order, label, max(least, text.font(19, True).size(label)[0] + 14)) for order, label, least in labels]
    x = layout.HAND_CENTRE_X - (sum(width for _order, _label, width in steps) + 8) // 2
    for order, label, width in steps:
        rect = pygame.Rect(x, layout.ORDERS_Y, width, 26)
        current = order == view.order
        pygame.draw.rect(surface, theme.GOLD if current else (44, 80, 62), rect, border_radius=13)
        text.blit_text(surface, label, rect.center, 19, theme.INK if current else (170, 200, 180), bold=current,
                       anchor="center")
        x += width + 4


def clan_totals(surface: pygame.Surface, view: ShinobiView) -> None:
    """Each clan's strength on the table (its cards in every province together), with a bar out of the clan's
    troop cards; the strongest clans' numbers in gold. Only what lies on the table: no clan's owner."""
    panel = layout.TOTALS_RECT
    draw_panel(surface, panel, fill=(30, 52, 40), edge=(20, 40, 30), width=2)
    text.blit_text(surface, _("Clans on the table"), (panel.x + 12, panel.y + 8), 20, theme.LIGHT, bold=True,
                   box=panel.inflate(-16, 0), how="shrink", min_size=16)
    totals = view.clan_totals
    best = max(totals.values(), default=0)
    for clan, row in layout.totals_rows():
        count = totals.get(clan, 0)
        surface.blit(cards.crest(clan_crest(clan), 18, clan_colour(clan)), (row.x + 2, row.y + 3))
        text.blit_text(surface, clan_name(clan), (row.x + 28, row.centery), 19, theme.LIGHT, anchor="midleft",
                       box=pygame.Rect(row.x + 28, row.y, 92, row.height))
        track = pygame.Rect(row.x + 124, row.centery - 5, row.width - 164, 10)
        pygame.draw.rect(surface, (20, 40, 30), track, border_radius=5)
        share = min(1.0, count / TROOPS_PER_CLAN) if TROOPS_PER_CLAN else 0.0
        if count:
            pygame.draw.rect(surface, clan_colour(clan), (track.x, track.y, max(10, round(track.width * share)),
                                                          track.height), border_radius=5)
        lead = count == best and best > 0
        text.blit_text(surface, str(count), (row.right - 4, row.centery), 22, theme.GOLD if lead else theme.LIGHT,
                       bold=lead, anchor="midright")


def piles(surface: pygame.Surface, view: ShinobiView) -> None:
    """The deck (a stack of backs) and the discard."""
    deck = layout.DECK_RECT
    if view.deck_size:
        for i in range(min(4, (view.deck_size + 9) // 10), 0, -1):
            surface.blit(cards.card_back(layout.PILE_CARD, "blue"), (deck.x + i * 2, deck.y - i * 2))
        cards.shadowed(surface, cards.card_back(layout.PILE_CARD, "blue"), deck.topleft)
    else:
        pygame.draw.rect(surface, EMPTY_EDGE, deck, 2, border_radius=6)
    text.blit_text(surface, _("Deck {n}").format(n=view.deck_size), (deck.centerx, deck.y + 106), 22, theme.LIGHT, anchor="midtop")
    discarded = sum(view.discard_counts.values())
    rect = layout.DISCARD_RECT
    pygame.draw.rect(surface, EMPTY_EDGE, rect, 2, border_radius=6)
    if discarded:
        surface.blit(cards.card_back(layout.PILE_CARD, "blue"), rect)
        surface.blit(cards.highlight(layout.PILE_CARD, (30, 30, 30), width=1, radius=6, alpha=120), rect)
    text.blit_text(surface, _("Discard {n}").format(n=discarded), (rect.centerx, rect.y + 106), 22, theme.LIGHT, anchor="midtop")


def banner(surface: pygame.Surface, view: ShinobiView) -> None:
    """The final round, announced in the middle of the table."""
    if not view.final_round or view.over:
        return
    pygame.draw.rect(surface, theme.ACCENT, layout.BANNER_RECT, border_radius=8)
    label = _("Last turn of the game!") if view.last_turn else _("Final round: one more turn each")
    text.blit_text(surface, label, layout.BANNER_RECT.center, 26, theme.LIGHT, bold=True, anchor="center")


def hand(surface: pygame.Surface, view: ShinobiView, rects: list[pygame.Rect], peeking: bool, private: bool,
         hidden: set[object], selected: object, owner: str | None = None, playing: bool = True) -> None:
    """Your loyalty card (face down unless held or the game is over) and your hand; `owner` names the seat
    shown when the table follows it (a replay), None for the reader's own, and the way to play a card is told only to a seat that plays."""
    my_clan = view.my_clan
    if my_clan is not None and (peeking or view.over):
        cards.shadowed(surface, face(my_clan, layout.HAND_CARD), layout.LOYALTY_RECT.topleft)
    else:
        cards.shadowed(surface, cards.card_back(layout.HAND_CARD, "red"), layout.LOYALTY_RECT.topleft)
    caption = whose(owner, N_("Your clan (hold)"), N_("{player}'s clan (hold)")) if private else _("Loyalty")
    text.blit_text(surface, caption, (layout.LOYALTY_RECT.centerx, layout.LOYALTY_RECT.y - 4), 20, theme.LIGHT,
                   anchor="midbottom")
    if not view.hand:
        seat = view.seat if view.seat is not None else 0
        for rect in layout.hand_rects(view.hand_sizes[seat]):
            cards.shadowed(surface, cards.card_back(layout.HAND_CARD, "blue"), rect.topleft)
        return
    for rect, card in zip(rects, view.hand, strict=True):
        if ("card", card.id) in hidden:
            pygame.draw.rect(surface, EMPTY_EDGE, rect, 2, border_radius=8)
            continue
        pos = rect.move(0, -14).topleft if selected == ("card", card.id) else rect.topleft
        cards.shadowed(surface, face(card.clan, layout.HAND_CARD), pos)
    box = pygame.Rect(770, layout.HAND_Y, 200, 80)
    text.blit_text(surface, whose(owner, N_("Your hand"), N_("{player}'s hand")), (770, layout.HAND_Y + 4), 22, theme.LIGHT, box=box, how="shrink",
                   min_size=16)
    if playing:
        text.blit_text(surface, _("drag or click a card,"), (770, layout.HAND_Y + 30), 20, (200, 220, 200))
        text.blit_text(surface, _("then a province"), (770, layout.HAND_Y + 50), 20, (200, 220, 200))
