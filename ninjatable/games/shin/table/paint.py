"""Drawing the SHIN table: ninja cards in their colours (the initiative in the colour's symbol, the name, the
ability), card backs, the village strip with its stones, the seats' spies, play slots and hands, the piles and
the strength of both teams. Every function draws from the view and the layout; none changes anything."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Iterable

import pygame

from ninjatable.games.shin.data import ability_short, card, colour, team, team_name
from ninjatable.games.shin.table import layout
from ninjatable.games.shin.table.words import team_lines
from ninjatable.games.shin.view import NinjaStrength, ShinView, TeamStrength
from ninjatable.i18n import _, language, term
from ninjatable.ui import cards, text, theme
from ninjatable.ui.widgets import draw_panel

PAPER = (250, 246, 236)
INK = (40, 34, 30)
STRIP = (176, 150, 104)
STRIP_EDGE = (108, 84, 52)
SLOT_EDGE = (70, 112, 90)
CANCELLED = (150, 40, 40)
BACK = "blue"

_cache: dict[tuple, pygame.Surface] = {}


def _cached(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """A surface drawn once, kept in the display's pixel format when there is a display (faster to blit)."""
    found = _cache.get(key)
    if found is None:
        found = make()
        if pygame.display.get_surface() is not None:
            found = found.convert_alpha()
        _cache[key] = found
    return found


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int] = (236, 228, 210),
          edge: tuple[int, int, int] = theme.PANEL_EDGE, width: int = 2) -> None:
    """A rounded panel with its shadow, drawn once per size and colours and then reused."""

    def make() -> pygame.Surface:
        image = pygame.Surface((rect.width + 4, rect.height + 5), pygame.SRCALPHA)
        draw_panel(image, pygame.Rect(0, 0, rect.width, rect.height), fill=fill, edge=edge, width=width)
        return image

    surface.blit(_cached(("panel", rect.size, fill, edge, width), make), rect.topleft)


def rgb(card_id: int) -> tuple[int, int, int]:
    return colour(card(card_id).colour).rgb


# --- symbols and cards -------------------------------------------------------------------------------------
def _polygon(centre: tuple[float, float], radius: float, sides: int, turn: float) -> list[tuple[float, float]]:
    return [(centre[0] + radius * math.cos(turn + i * 2 * math.pi / sides),
             centre[1] + radius * math.sin(turn + i * 2 * math.pi / sides)) for i in range(sides)]


def symbol(surface: pygame.Surface, shape: str, centre: tuple[int, int], radius: int,
           fill: tuple[int, int, int]) -> None:
    """The colour's symbol (circle, square, triangle, diamond or hexagon) around an initiative."""
    if shape == "circle":
        pygame.draw.circle(surface, fill, centre, radius)
        return
    sides, turn, scale = {"square": (4, math.pi / 4, 1.12), "triangle": (3, -math.pi / 2, 1.3),
                          "diamond": (4, 0.0, 1.18), "hexagon": (6, 0.0, 1.06)}[shape]
    points = _polygon((centre[0], centre[1] + (radius * 0.18 if shape == "triangle" else 0)), radius * scale,
                      sides, turn)
    pygame.draw.polygon(surface, fill, points)


def face(card_id: int, size: tuple[int, int]) -> pygame.Surface:
    """A ninja card face up: a border in its colour, the initiative in the colour's symbol at the top left, the
    name below it, its crest and the ability in short."""

    def make() -> pygame.Surface:
        found = card(card_id)
        shade = colour(found.colour)
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        radius = max(4, w // 12)
        pygame.draw.rect(surface, PAPER, rect, border_radius=radius)
        crest = cards.crest(shade.crest, int(w * 0.5), tuple(min(255, c + (255 - c) * 2 // 3) for c in shade.rgb))
        surface.blit(crest, crest.get_rect(center=(w // 2, int(h * 0.6))))
        pygame.draw.rect(surface, shade.rgb, rect.inflate(-2, -2), max(3, w // 18), border_radius=radius)
        small = w < 80
        mark = 11 if small else 14
        centre = (mark + 5, mark + 5)
        symbol(surface, shade.symbol, centre, mark, shade.rgb)
        text.blit_text(surface, str(found.initiative), (centre[0], centre[1] + 1), 17 if small else 21, PAPER,
                       bold=True, anchor="center")
        name_size = 16 if small else 21
        name = text.fit(term("shin", found.name), w - 8, name_size, bold=True)
        text.blit_text(surface, name, (w // 2, 2 * mark + 9), name_size, shade.rgb, bold=True, anchor="midtop")
        if not small:
            text.blit_text(surface, ability_short(found), (w // 2, h - 9), 18, INK, anchor="midbottom",
                           box=rect.inflate(-12, 0), how="shrink", min_size=13)
        return surface

    return _cached(("face", card_id, size, language()), make)


def back(size: tuple[int, int]) -> pygame.Surface:
    return _cached(("back", size), lambda: cards.card_back(size, BACK).copy())


def chip(card_id: int, size: int = 24) -> pygame.Surface:
    """A tiny token of a ninja: its initiative in its colour's symbol (for hands you know and the count)."""

    def make() -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        shade = colour(card(card_id).colour)
        symbol(surface, shade.symbol, (size // 2, size // 2), size // 2 - 1, shade.rgb)
        text.blit_text(surface, str(card_id), (size // 2, size // 2 + 1), size - 6, PAPER, bold=True,
                       anchor="center")
        return surface

    return _cached(("chip", card_id, size), make)


def badge(surface: pygame.Surface, rect: pygame.Rect, value: int, good: bool, low: bool = False) -> None:
    """A strength badge at the top right of a card (`low`: at the bottom right, on a small card)."""
    centre = (rect.right - 14, rect.bottom - 15) if low else (rect.right - 15, rect.y + 16)
    pygame.draw.circle(surface, theme.GOLD if good else (230, 226, 214), centre, 14)
    pygame.draw.circle(surface, INK, centre, 14, 2)
    text.blit_text(surface, str(value), centre, 24, INK, bold=True, anchor="center")


def cancelled_mark(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A red bar across a card whose ability is cancelled."""
    pygame.draw.line(surface, CANCELLED, (rect.x + 6, rect.bottom - 34), (rect.right - 6, rect.y + 34), 5)


# --- the village ------------------------------------------------------------------------------------------
def village_background() -> pygame.Surface:
    """The strip of six territories (three village cards) and the empty places on both sides."""

    def make() -> pygame.Surface:
        area = layout.SUMMARY_RECT.inflate(8, 8)
        surface = pygame.Surface(area.size, pygame.SRCALPHA)
        for territory in layout.territories():
            for mine in (False, True):
                place = layout.slot(territory, mine).move(-area.x, -area.y)
                pygame.draw.rect(surface, SLOT_EDGE, place, 2, border_radius=8)
            tile = layout.strip_tile(territory).move(-area.x, -area.y)
            pygame.draw.rect(surface, STRIP, tile.inflate(layout.COLUMN_GAP if territory % 2 else 0, 0),
                             border_radius=4)
            pygame.draw.rect(surface, STRIP_EDGE, tile, 2, border_radius=4)
            text.blit_text(surface, str(territory), (tile.x + 8, tile.y + 4), 22, STRIP_EDGE, bold=True)
        for village_card in range(3):
            first = layout.strip_tile(2 * village_card + 1).move(-area.x, -area.y)
            second = layout.strip_tile(2 * village_card + 2).move(-area.x, -area.y)
            pygame.draw.rect(surface, (90, 64, 36), first.union(second).inflate(4, 4), 3, border_radius=6)
        return surface

    return _cached(("village",), make)


def stones(surface: pygame.Surface, view: ShinView) -> None:
    """The stones on each territory, in the order they were laid."""
    for territory in layout.territories():
        tile = layout.strip_tile(territory)
        laid = view.stones[territory - 1]
        for i, stone_team in enumerate(laid):
            centre = (tile.right - 16 - 24 * i, tile.centery + 6)
            stone(surface, centre, stone_team, 11)


def stone(surface: pygame.Surface, centre: tuple[int, int], stone_team: int, radius: int) -> None:
    shade = team(stone_team)
    pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 2, centre[1] + 2), radius)
    pygame.draw.circle(surface, shade.stone, centre, radius)
    pygame.draw.circle(surface, shade.edge, centre, radius, 2)


def ninja(surface: pygame.Surface, rect: pygame.Rect, card_id: int, strength: NinjaStrength | None,
          cancelled: bool) -> None:
    """A ninja in the village (or a revealed spy) with its strength badge."""
    cards.shadowed(surface, face(card_id, rect.size), rect.topleft)
    if cancelled:
        cancelled_mark(surface, rect)
    if strength is not None:
        badge(surface, rect, strength.total, strength.total > 1)


# --- seats ------------------------------------------------------------------------------------------------
def seat_panel(surface: pygame.Surface, area: layout.SeatArea, label: str, seat_team: int, acting: bool,
               stones_left: int) -> None:
    """A seat's panel: its name, its team's stones still to place."""
    panel(surface, area.panel, fill=(44, 84, 64) if not acting else (60, 104, 78),
          edge=theme.GOLD if acting else (20, 40, 30), width=3 if acting else 2)
    x = area.label_x
    stone(surface, (x + 9, area.panel.y + 17), seat_team, 9)
    x += 24
    if acting:
        pygame.draw.polygon(surface, theme.GOLD, ((x, area.panel.y + 9), (x + 11, area.panel.y + 16),
                                                  (x, area.panel.y + 23)))
        x += 16
    size = 22 if area.panel.width > 400 else 20
    text.blit_text(surface, text.fit(label, area.panel.right - x - 20 - 22 * stones_left, size, bold=True),
                   (x, area.panel.y + 7), size, theme.GOLD if acting else theme.LIGHT, bold=True)
    for i in range(stones_left):
        stone(surface, (area.panel.right - 16 - 22 * i, area.panel.y + 17), seat_team, 8)


def empty_slot(surface: pygame.Surface, rect: pygame.Rect, caption: str) -> None:
    pygame.draw.rect(surface, SLOT_EDGE, rect, 2, border_radius=8)
    if caption:
        for i, line in enumerate(caption.split("\n")):
            text.blit_text(surface, line, (rect.centerx, rect.centery - 10 + 20 * i), 18, (170, 200, 180),
                           anchor="center")


def backs(surface: pygame.Surface, rect: pygame.Rect, count: int) -> None:
    """A hand seen from across the table: its backs, fanned, and the count."""
    step = min(layout.BACK_CARD[0] - 14, (rect.width - layout.BACK_CARD[0] - 40) // max(1, count - 1)) \
        if count > 1 else 0
    for i in range(count):
        surface.blit(back(layout.BACK_CARD), (rect.x + i * step, rect.y))
    text.blit_text(surface, f"{count}", (rect.x + max(0, count - 1) * step + layout.BACK_CARD[0] + 8, rect.y + 14),
                   26, theme.LIGHT, bold=True)


def known_chips(surface: pygame.Surface, rect: pygame.Rect, known: Iterable[int]) -> None:
    """The cards of another hand that you know (you passed them), as small tokens under its backs."""
    x = rect.x
    for card_id in known:
        surface.blit(chip(card_id, 22), (x, rect.y + layout.BACK_CARD[1] + 4))
        x += 25


# --- piles and totals -------------------------------------------------------------------------------------
def piles(surface: pygame.Surface, view: ShinView) -> None:
    deck = layout.DECK_RECT
    if view.deck_size:
        for i in range(min(3, (view.deck_size + 3) // 4), 0, -1):
            surface.blit(back(layout.PILE_CARD), (deck.x + 2 * i, deck.y - 2 * i))
        cards.shadowed(surface, back(layout.PILE_CARD), deck.topleft)
    text.blit_text(surface, _("Draw {n}").format(n=view.deck_size), (deck.centerx, deck.bottom + 6), 20, theme.LIGHT,
                   anchor="midtop")
    pile = layout.DISCARD_RECT
    if view.discard:
        cards.shadowed(surface, face(view.discard[-1], layout.PILE_CARD), pile.topleft)
    text.blit_text(surface, _("Discard {n}").format(n=len(view.discard)), (pile.centerx, pile.bottom + 6), 20, theme.LIGHT,
                   anchor="midtop")


def totals(surface: pygame.Surface, strengths: tuple[TeamStrength, TeamStrength], mine: int, so_far: bool) -> None:
    """Both teams' strength, the enemy above and yours below, with colour and ability parts."""
    rect = layout.TOTALS_RECT
    for i, side in enumerate((1 - mine, mine)):
        name, *details = team_lines(strengths[side], so_far)
        top = rect.y + 8 + i * (rect.height // 2)
        stone(surface, (rect.x + 16, top + 11), side, 9)
        text.blit_text(surface, name, (rect.x + 30, top + 2), 22, INK, bold=True)
        text.blit_text(surface, str(strengths[side].total), (rect.centerx, top + 26), 40, INK, bold=True,
                       anchor="midtop")
        for j, line in enumerate(details):
            text.blit_text(surface, line, (rect.x + 10, top + 66 + 21 * j), 19, theme.MUTED)
    pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 8, rect.centery), (rect.right - 8, rect.centery), 1)


# --- the background ---------------------------------------------------------------------------------------
_backgrounds: dict[tuple, pygame.Surface] = {}


def background(surface: pygame.Surface, areas: dict[int, layout.SeatArea],
               marks: tuple[tuple[int, str, bool, int], ...], spy_caption: str = "") -> None:
    """Everything that changes seldom, drawn once and reused: the felt, the village, the seats' panels with
    their names, whether they act and their team's stones still to place (`marks`: seat, label, acting,
    stones), the captions of your slots (`spy_caption`: "Spy" when a replay follows a seat) and the frames of the
    piles and the totals."""
    key = (tuple((seat, a.panel.topleft) for seat, a in sorted(areas.items())), marks, spy_caption)
    image = _backgrounds.get(key)
    if image is None:
        if len(_backgrounds) > 24:
            _backgrounds.clear()
        image = _draw_background(areas, marks, spy_caption)
        _backgrounds[key] = image
    surface.blit(image, layout.TABLE_AREA.topleft)


def _draw_background(areas: dict[int, layout.SeatArea], marks: tuple[tuple[int, str, bool, int], ...],
                     spy_caption: str) -> pygame.Surface:
    full = pygame.Surface((layout.TABLE_AREA.right, layout.TABLE_AREA.bottom))
    full.fill(theme.FELT)
    full.blit(village_background(), layout.SUMMARY_RECT.inflate(8, 8).topleft)
    for seat, label, acting, stones_left in marks:
        area = areas[seat]
        seat_panel(full, area, label, seat % 2, acting, stones_left)
        if area.own:
            for rect, caption in ((area.spy, spy_caption), (area.play, _("Play slot"))):
                text.blit_text(full, caption, (rect.centerx, rect.y - 4), 20, (200, 220, 200), anchor="midbottom")
    for pile in (layout.DECK_RECT, layout.DISCARD_RECT):
        empty_slot(full, pile, "")
    panel(full, layout.TOTALS_RECT)
    image = full.subsurface(layout.TABLE_AREA).copy()
    return image.convert() if pygame.display.get_surface() is not None else image


# --- a seat's place at the table --------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class SeatLook:
    """How a seat's area is drawn: its label, whether it acts, its team's stones still to place, whether it
    has chosen this turn, your own face-down choice (0: none) and whether your secrets may be shown."""

    label: str
    acting: bool
    stones_left: int
    chosen: bool
    own_choice: int
    private: bool
    #: your card lies face down and other players are still choosing.
    waiting: bool = False
    #: the words on your own face-down spy ("spy" when a replay follows a seat).
    own_spy: str = ""


def veiled(surface: pygame.Surface, rect: pygame.Rect, card_id: int, caption: str) -> None:
    """Your own face-down card: its face under a dark veil, so that you see what lies there."""
    cards.shadowed(surface, face(card_id, rect.size), rect.topleft)
    surface.blit(_cached(("veil", rect.size), lambda: _veil(rect.size)), rect.topleft)
    text.blit_text(surface, caption, (rect.centerx, rect.centery + 10), 20, theme.LIGHT, bold=True,
                   anchor="center")


def _veil(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (20, 30, 60, 120), surface.get_rect(), border_radius=8)
    return surface


def spy_slot(surface: pygame.Surface, view: ShinView, area: layout.SeatArea, private: bool,
             hidden: set[object], caption: str = "") -> None:
    seat, rect = area.seat, area.spy
    spy = view.spies[seat]
    if ("spy", seat) in hidden:
        return
    if spy == 0:
        empty_slot(surface, rect, _("spy"))
        return
    if spy < 0 or (seat == view.seat and not private):
        cards.shadowed(surface, back(rect.size), rect.topleft)
    elif not view.spies_revealed and seat == view.seat:
        veiled(surface, rect, spy, caption)
    else:
        cards.shadowed(surface, face(spy, rect.size), rect.topleft)
        if not view.spies_revealed:
            text.blit_text(surface, _("seen"), (rect.centerx, rect.bottom - 6), 18, CANCELLED, bold=True,
                           anchor="midbottom")
    if view.spy_cancelled[seat]:
        cancelled_mark(surface, rect)
    strength = _strength(view, spy) if view.spies_revealed and spy > 0 else None
    if strength is not None:
        badge(surface, rect, strength.total, strength.total > 1)


def _strength(view: ShinView, card_id: int) -> NinjaStrength | None:
    for side in view.strengths:
        for found in side.ninja:
            if found.card == card_id:
                return found
    return None


def play_slot(surface: pygame.Surface, view: ShinView, area: layout.SeatArea, look: SeatLook,
              hidden: set[object]) -> None:
    seat, rect = area.seat, area.play
    if ("play", seat) in hidden:
        return
    waiting = [c for c, s in view.queue if s == seat]
    if waiting:
        cards.shadowed(surface, face(waiting[0], rect.size), rect.topleft)
        if view.queue[0][1] == seat:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=10)
    elif look.own_choice and look.private:
        veiled(surface, rect, look.own_choice, _("waiting...") if look.waiting else _("face down"))
    elif look.chosen:
        cards.shadowed(surface, back(rect.size), rect.topleft)
    else:
        choosing = view.phase == "choose" and not view.over
        empty_slot(surface, rect, _("choosing") if choosing and seat != view.seat else
                   _("play\nhere") if choosing else "")


def seat_area(surface: pygame.Surface, view: ShinView, area: layout.SeatArea, look: SeatLook,
              hidden: set[object]) -> None:
    """A seat's spy, play slot and (for the others) its hand as backs with what you know of it (its panel is
    part of the background)."""
    spy_slot(surface, view, area, look.private, hidden, look.own_spy)
    play_slot(surface, view, area, look, hidden)
    if not area.own:
        backs(surface, area.hand, view.hand_counts[area.seat])
        known_chips(surface, area.hand, view.known_hands[area.seat])


def own_hand(surface: pygame.Surface, rects: list[tuple[int, pygame.Rect]], hidden: set[object],
             selected: object) -> None:
    for card_id, rect in rects:
        if ("card", card_id) in hidden:
            continue
        lifted = rect.move(0, -14) if selected == ("card", card_id) else rect
        cards.shadowed(surface, face(card_id, rect.size), lifted.topleft)


def round_summary(surface: pygame.Surface, view: ShinView, mine: int) -> None:
    """The last round's count while the village is empty (the first turn of the next round): each team's
    ninja and spies with their strength, on its side of the strip, and the totals."""
    result = view.last_result
    if result is None:
        return
    for side in (1 - mine, mine):
        strength = result.teams[side]
        top = layout.BOTTOM_ROW_Y if side == mine else layout.TOP_ROW_Y
        rect = pygame.Rect(layout.VILLAGE_X, top, layout.SUMMARY_RECT.width, layout.BOARD_CARD[1])
        panel(surface, rect)
        won = result.winner == side or (result.winner is None and side in result.stones)
        if won:
            title = _("Round {round}: {team} {total}, laid a stone").format(round=result.round, team=team_name(side),
                                                                         total=strength.total)
        else:
            title = _("Round {round}: {team} {total}").format(round=result.round, team=team_name(side),
                                                           total=strength.total)
        stone(surface, (rect.x + 18, rect.y + 16), side, 9)
        text.blit_text(surface, title, (rect.x + 34, rect.y + 6), 22, INK, bold=True)
        x = rect.x + 10
        for found in strength.ninja:
            place = pygame.Rect(x, rect.y + 34, *layout.SMALL_CARD)
            surface.blit(face(found.card, layout.SMALL_CARD), place)
            badge(surface, place, found.total, found.total > 1, low=True)
            if found.spy:
                text.blit_text(surface, _("spy"), (place.x + 5, place.bottom - 20), 17, INK, bold=True)
            x += layout.SMALL_CARD[0] + 8
