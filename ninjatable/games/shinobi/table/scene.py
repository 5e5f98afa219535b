"""The Shinobi table: provinces around the table (yours at the bottom), your hand below it, armies as
stacks in their clan colours with their counts, the deck and the discard in the middle.

Gestures (one translation into commands, in `drop_targets`):

- a card from the hand onto another player's province: deploy (first order); onto your own province:
  deploy into your own province (second order);
- a Ninja from the hand onto an army in another province: the Ninja strikes that army;
- an army (any province but yours) onto another province or another army there: relocate one card;
- your army (in your province) onto an enemy army: attack it.

Click a card or army, then a target, to do the same without dragging. Press and hold your loyalty card to
see your clan (it stays face down otherwise).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ninjatable.engine.protocol import Event, Outcome
from ninjatable.games.shinobi.data import CLANS, clan_info, clan_name
from ninjatable.games.shinobi.rules import Attack, Deploy, DeployOwn, PlayNinja, Relocate
from ninjatable.games.shinobi.view import ShinobiView
from ninjatable.ui import cards, text, theme
from ninjatable.ui.drag import DragSource, DropTarget
from ninjatable.ui.table import TABLE_AREA, Animation, TableScene
from ninjatable.ui.widgets import draw_panel

PROVINCE_SIZE = (300, 178)
STACK_SIZE = (52, 74)
HAND_CARD = (92, 128)
PILE_CARD = (70, 98)
NINJA_COLOUR = (44, 44, 52)
OWN_PROVINCE = (340, 450)
#: the other seats' provinces, clockwise from your left, by how many others there are.
OTHER_PROVINCES = {
    2: [(40, 150), (640, 150)],
    3: [(15, 250), (340, 60), (665, 250)],
    4: [(15, 262), (170, 60), (510, 60), (665, 262)],
}
HAND_Y = 660
LOYALTY_RECT = pygame.Rect(120, HAND_Y, *HAND_CARD)
DECK_POS = (370, 280)
DISCARD_POS = (540, 280)

ORDER_HELP = {
    "first": "First order: drag a card onto another player's province (or a Ninja onto an army there).",
    "second": "Second order: deploy a card into your own province, or move one card of an army "
              "(never out of yours).",
    "attack": "Attack: drag your army onto a weaker army of another clan.",
}
ORDER_NAMES = {"first": "first order", "second": "second order", "attack": "attack", "over": "game over"}


def clan_colour(clan: str | None) -> tuple[int, int, int]:
    return NINJA_COLOUR if clan is None else tuple(clan_info(clan)["colour"])  # type: ignore[return-value]


def clan_crest(clan: str | None) -> str:
    return "shuriken" if clan is None else clan_info(clan)["crest"]


def face(clan: str | None, size: tuple[int, int]) -> pygame.Surface:
    """The face of a troop card of `clan` (None: a Ninja)."""
    return cards.card_face(size, clan_colour(clan), clan_crest(clan), clan_name(clan))


_stack_cache: dict[tuple[str, int, bool], pygame.Surface] = {}


def stack_image(clan: str, count: int) -> pygame.Surface:
    """An army: a few card edges behind a face, and a badge with the number of cards."""
    key = (clan, count, True)
    image = _stack_cache.get(key)
    if image is None:
        w, h = STACK_SIZE
        layers = min(3, count) - 1
        image = pygame.Surface((w + 4 * layers + 8, h + 4 * layers + 8), pygame.SRCALPHA)
        for layer in range(layers, 0, -1):
            rect = pygame.Rect(4 * layer, 4 * layers - 4 * layer + 8, w, h)
            pygame.draw.rect(image, (250, 246, 236), rect, border_radius=5)
            pygame.draw.rect(image, clan_colour(clan), rect, 2, border_radius=5)
        image.blit(cards.card_face(STACK_SIZE, clan_colour(clan), clan_crest(clan)), (0, 4 * layers + 8))
        badge_centre = (w - 4 + 4 * layers, 12)
        pygame.draw.circle(image, clan_colour(clan), badge_centre, 13)
        pygame.draw.circle(image, (250, 246, 236), badge_centre, 13, 2)
        text.blit_text(image, str(count), badge_centre, 24, (255, 255, 255), bold=True, anchor="center")
        _stack_cache[key] = image
    return image


class ShinobiTable(TableScene):
    """The table scene of Shinobi."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.peeking = False
        self.province_rects: list[pygame.Rect] = []
        self.army_rects: dict[tuple[int, str], pygame.Rect] = {}
        self.hand_rects: list[tuple[pygame.Rect, Any]] = []
        self.last_move: list[pygame.Rect] = []
        super().__init__(*args, **kwargs)

    # --- layout --------------------------------------------------------------------------------------
    @property
    def sview(self) -> ShinobiView:
        return self.view

    def on_refresh(self) -> None:
        view = self.sview
        n = view.num_seats
        me = self.viewer
        rects = [pygame.Rect(0, 0, 0, 0)] * n
        rects[me] = pygame.Rect(OWN_PROVINCE, PROVINCE_SIZE)
        for i, pos in enumerate(OTHER_PROVINCES[n - 1]):
            rects[(me + 1 + i) % n] = pygame.Rect(pos, PROVINCE_SIZE)
        self.province_rects = rects
        self.army_rects = {}
        for province, armies in enumerate(view.provinces):
            rect = rects[province]
            present = [c for c in CLANS if armies.get(c)]
            width = len(present) * (STACK_SIZE[0] + 6) - 6
            x = rect.centerx - width // 2
            for clan in present:
                self.army_rects[(province, clan)] = pygame.Rect(x, rect.y + 62, *STACK_SIZE)
                x += STACK_SIZE[0] + 6
        self.hand_rects = []
        hand = view.hand
        width = len(hand) * (HAND_CARD[0] + 14) - 14
        x = 490 - width // 2
        for card in hand:
            self.hand_rects.append((pygame.Rect(x, HAND_Y, *HAND_CARD), card))
            x += HAND_CARD[0] + 14

    def province_name(self, province: int) -> str:
        if province == self.viewer and self.show_private and len(self.humans) <= 1 and self.humans:
            return "your province"
        return f"{self.match.state.seat_name(province)}'s province"

    # --- the drag host: gestures -> commands ----------------------------------------------------------
    def drag_sources(self) -> list[DragSource]:
        if self.human_seat() is None:
            return []
        sources = []
        for (province, clan), rect in self.army_rects.items():
            sources.append(DragSource(("army", province, clan), rect, ("army", province, clan),
                                      cards.card_face(STACK_SIZE, clan_colour(clan), clan_crest(clan))))
        for rect, card in self.hand_rects:
            sources.append(DragSource(("card", card.id), rect, ("card", card.id, card.clan),
                                      face(card.clan, HAND_CARD)))
        return sources

    def drop_targets(self, payload: Any) -> list[DropTarget]:
        view = self.sview
        me = self.viewer
        targets: list[DropTarget] = []

        def add(key: Any, rect: pygame.Rect, command: Any, priority: int) -> None:
            targets.append(DropTarget(key, rect, command, command in self.legal_set, priority))

        if payload[0] == "card":
            _, card_id, clan = payload
            for province, rect in enumerate(self.province_rects):
                if province == me and view.order == "second":
                    add(("province", province), rect, DeployOwn(card_id), 1)
                else:
                    add(("province", province), rect, Deploy(card_id, province), 1)
            if clan is None:
                for (province, army), rect in self.army_rects.items():
                    add(("army", province, army), rect.inflate(6, 6), PlayNinja(card_id, province, army), 2)
        else:
            _, source, clan = payload
            for province, rect in enumerate(self.province_rects):
                if province != source:
                    add(("province", province), rect, Relocate(source, clan, province), 1)
            for (province, army), rect in self.army_rects.items():
                if province == source:
                    continue
                command = Attack(clan, province, army) if source == me else Relocate(source, clan, province)
                add(("army", province, army), rect.inflate(6, 6), command, 2)
        return targets

    # --- input ---------------------------------------------------------------------------------------
    def handle_table_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and LOYALTY_RECT.collidepoint(event.pos):
            self.peeking = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.peeking:
            self.peeking = False
            return True
        return False

    def leave(self) -> None:
        super().leave()
        self.peeking = False

    # --- words ---------------------------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.sview
        state = self.match.state
        if state.is_over():
            return "The game is over: the clans are revealed."
        actor = self.actor()
        order = ORDER_NAMES.get(view.order, view.order)
        prefix = f"Turn {view.turn_number}"
        thinking = self.thinking_seat()
        if thinking is not None:
            return f"{prefix}: {state.seat_name(thinking)} is thinking... ({order})"
        if actor is not None and actor in self.humans:
            if self.human_seat() is None:
                return f"{prefix}: {state.seat_name(actor)} ({order})"
            who = "Your turn" if len(self.humans) == 1 else f"{state.seat_name(actor)}'s turn"
            return f"{prefix}. {who} - {ORDER_HELP.get(view.order, order)}"
        return prefix

    def hover_text(self, pos: tuple[int, int]) -> str:
        view = self.sview
        for (province, clan), rect in self.army_rects.items():
            if rect.collidepoint(pos):
                count = view.provinces[province][clan]
                line = f"{clan_name(clan)} army in {self.province_name(province)}: {count} card{'s' * (count != 1)}."
                if (province, clan) in view.protected:
                    line += " Reinforced this turn: it may not be attacked this turn."
                return line
        for rect, card in self.hand_rects:
            if rect.collidepoint(pos):
                if card.clan is None:
                    return ("Ninja: instead of your first order, drop it onto an army in another player's province; "
                            "that army loses a card.")
                return (f"{clan_name(card.clan)} troop card: drop it onto another player's province (first order) "
                        "or onto yours (second order).")
        if LOYALTY_RECT.collidepoint(pos):
            return "Your loyalty card: press and hold to see your clan."
        if pygame.Rect(DECK_POS, PILE_CARD).collidepoint(pos):
            return (f"Deck: {view.deck_size} cards. Whoever draws the last card starts the final round: "
                    "every player has one more turn.")
        if pygame.Rect(DISCARD_POS, PILE_CARD).collidepoint(pos):
            counts = ", ".join(f"{('Ninja' if k == 'ninja' else clan_name(k))} {v}"
                               for k, v in sorted(view.discard_counts.items()))
            return f"Discard: {counts or 'empty'}."
        for province, rect in enumerate(self.province_rects):
            if rect.collidepoint(pos):
                return f"{self.seat_label(province)}: {view.hand_sizes[province]} cards in hand."
        return ""

    def result_lines(self, outcome: Outcome) -> list[str]:
        view = self.match.state.view(None)
        totals = dict.fromkeys(CLANS, 0)
        for province in view.provinces:
            for clan, count in province.items():
                totals[clan] += count
        lines = []
        for seat, clan in enumerate(view.clans):
            if clan is not None:
                lines.append(f"{self.seat_label(seat)} was loyal to {clan_name(clan)}: {totals[clan]} cards "
                             f"on the table.")
        return lines

    # --- animations ----------------------------------------------------------------------------------
    def animations_for(self, events: Sequence[Event], seat: int, previous_view: Any) -> list[Animation]:
        seconds = self.app.settings.animation_seconds
        found: list[Animation] = []
        self.last_move = []
        for event in events:
            data = event.data
            if event.kind not in ("deploy", "ninja", "relocate", "attack") or "to" not in data:
                continue
            to, clan = data["to"], data.get("clan")
            target = self.army_rects.get((to, data.get("target") or clan)) or self._province_centre(to)
            if event.kind == "deploy":
                start = self._hand_origin(seat)
                found.append(Animation(face(clan, STACK_SIZE), start, target.topleft, seconds))
            elif event.kind == "ninja":
                found.append(Animation(face(None, STACK_SIZE), self._hand_origin(seat), target.topleft, seconds))
                found.append(Animation(None, (0, 0), (0, 0), seconds * 2, rect=target.inflate(16, 16),
                                       colour=theme.DANGER))
            elif event.kind == "relocate":
                start = self._province_centre(data["from"]).topleft
                found.append(Animation(face(clan, STACK_SIZE), start, target.topleft, seconds))
            elif event.kind == "attack":
                attacker = self.army_rects.get((data["from"], clan)) or self._province_centre(data["from"])
                found.append(Animation(None, (0, 0), (0, 0), seconds * 2, rect=attacker.inflate(16, 16),
                                       colour=theme.GOLD))
                found.append(Animation(None, (0, 0), (0, 0), seconds * 2, rect=target.inflate(16, 16),
                                       colour=theme.DANGER))
            self.last_move.append(target.inflate(12, 12))
        return found

    def _hand_origin(self, seat: int) -> tuple[int, int]:
        if seat == self.viewer:
            return (490 - STACK_SIZE[0] // 2, HAND_Y)
        rect = self.province_rects[seat]
        return (rect.centerx - STACK_SIZE[0] // 2, rect.y)

    def _province_centre(self, province: int) -> pygame.Rect:
        rect = self.province_rects[province]
        return pygame.Rect(rect.centerx - STACK_SIZE[0] // 2, rect.y + 62, *STACK_SIZE)

    # --- drawing -------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.sview
        pygame.draw.ellipse(surface, theme.FELT_DARK, TABLE_AREA.inflate(-60, -90).move(0, -20), 0)
        for province in range(view.num_seats):
            self._draw_province(surface, province)
        self._draw_piles(surface)
        self._draw_orders(surface)
        self._draw_hand(surface)
        for rect in self.last_move:
            pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=8)
        if view.final_round and not self.match.state.is_over():
            banner = pygame.Rect(330, 232, 320, 36)
            pygame.draw.rect(surface, theme.ACCENT, banner, border_radius=8)
            label = "Last turn of the game!" if view.last_turn else "Final round: one more turn each"
            text.blit_text(surface, label, banner.center, 26, theme.LIGHT, bold=True, anchor="center")

    def _draw_province(self, surface: pygame.Surface, province: int) -> None:
        view = self.sview
        rect = self.province_rects[province]
        acting = view.current == province
        draw_panel(surface, rect, fill=(58, 96, 76), edge=theme.GOLD if acting else (20, 40, 30),
                   width=4 if acting else 2)
        header = pygame.Rect(rect.x, rect.y, rect.width, 30)
        pygame.draw.rect(surface, (30, 52, 40), header, border_top_left_radius=10, border_top_right_radius=10)
        clan = view.clans[province] if province < len(view.clans) else None
        x = rect.x + 10
        if clan is not None and (province != self.viewer or self.match.state.is_over()):
            surface.blit(cards.crest(clan_crest(clan), 22, clan_colour(clan)), (x, rect.y + 4))
            x += 28
        label = self.seat_label(province)
        if acting:
            pygame.draw.polygon(surface, theme.GOLD, ((x, rect.y + 8), (x + 11, rect.y + 15), (x, rect.y + 22)))
            x += 16
        text.blit_text(surface, text.fit(label, 200, 22, bold=True), (x, rect.y + 7), 22,
                       theme.GOLD if acting else theme.LIGHT, bold=True)
        hand_size = view.hand_sizes[province]
        for i in range(hand_size):
            surface.blit(cards.card_back((12, 18), "blue"), (rect.right - 16 - 10 * i, rect.y + 6))
        armies = view.provinces[province]
        if not armies:
            text.blit_text(surface, "no armies", rect.center, 22, (150, 180, 160), anchor="center")
        for clan_key in CLANS:
            army_rect = self.army_rects.get((province, clan_key))
            if army_rect is None or self.drag.is_dragging(("army", province, clan_key)):
                continue
            image = stack_image(clan_key, armies[clan_key])
            layers = min(3, armies[clan_key]) - 1
            surface.blit(image, (army_rect.x, army_rect.y - 4 * layers - 8))
            if (province, clan_key) in view.protected:
                pygame.draw.line(surface, theme.LIGHT, (army_rect.x + 4, army_rect.bottom + 6),
                                 (army_rect.right - 4, army_rect.bottom + 6), 3)
        caption = "Your province" if province == self.viewer and self.humans else ""
        if caption:
            text.blit_text(surface, caption, (rect.centerx, rect.bottom - 8), 20, (200, 220, 200), anchor="midbottom")

    def _draw_orders(self, surface: pygame.Surface) -> None:
        """The three orders of the turn, the current one lit."""
        view = self.sview
        if view.order == "over" or view.current is None:
            return
        steps = (("first", "1 Deploy", 92), ("second", "2 Deploy/Move", 124), ("attack", "3 Attack", 92))
        x = 490 - (92 + 124 + 92 + 8) // 2
        for order, label, width in steps:
            rect = pygame.Rect(x, 414, width, 26)
            current = order == view.order
            pygame.draw.rect(surface, theme.GOLD if current else (44, 80, 62), rect, border_radius=13)
            text.blit_text(surface, label, rect.center, 19, theme.INK if current else (170, 200, 180),
                           bold=current, anchor="center")
            x += width + 4

    def _draw_piles(self, surface: pygame.Surface) -> None:
        view = self.sview
        if view.deck_size:
            layers = min(4, (view.deck_size + 9) // 10)
            for i in range(layers, 0, -1):
                surface.blit(cards.card_back(PILE_CARD, "blue"), (DECK_POS[0] + i * 2, DECK_POS[1] - i * 2))
            cards.shadowed(surface, cards.card_back(PILE_CARD, "blue"), DECK_POS)
        else:
            pygame.draw.rect(surface, (60, 100, 80), pygame.Rect(DECK_POS, PILE_CARD), 2, border_radius=6)
        text.blit_text(surface, f"Deck {view.deck_size}", (DECK_POS[0] + PILE_CARD[0] // 2, DECK_POS[1] + 106), 22,
                       theme.LIGHT, anchor="midtop")
        discarded = sum(view.discard_counts.values())
        rect = pygame.Rect(DISCARD_POS, PILE_CARD)
        pygame.draw.rect(surface, (60, 100, 80), rect, 2, border_radius=6)
        if discarded:
            surface.blit(cards.card_back(PILE_CARD, "blue"), rect)
            veil = cards.highlight(PILE_CARD, (30, 30, 30), width=1, radius=6, alpha=120)
            surface.blit(veil, rect)
        text.blit_text(surface, f"Discard {discarded}", (rect.centerx, rect.y + 106), 22, theme.LIGHT,
                       anchor="midtop")

    def _draw_hand(self, surface: pygame.Surface) -> None:
        view = self.sview
        me = self.viewer
        # loyalty card: face down unless pressed and held (or the game is over)
        over = self.match.state.is_over()
        my_clan = view.my_clan if view.my_clan is not None else (view.clans[me] if over else None)
        if my_clan is not None and (self.peeking or over):
            cards.shadowed(surface, face(my_clan, HAND_CARD), LOYALTY_RECT.topleft)
        else:
            cards.shadowed(surface, cards.card_back(HAND_CARD, "red"), LOYALTY_RECT.topleft)
        caption = "Your clan (hold)" if self.show_private and self.humans else "Loyalty"
        text.blit_text(surface, caption, (LOYALTY_RECT.centerx, LOYALTY_RECT.y - 4), 20, theme.LIGHT,
                       anchor="midbottom")
        if not view.hand:
            count = view.hand_sizes[me]
            width = count * (HAND_CARD[0] + 14) - 14
            for i in range(count):
                cards.shadowed(surface, cards.card_back(HAND_CARD, "blue"),
                               (490 - width // 2 + i * (HAND_CARD[0] + 14), HAND_Y))
            return
        selected = self.drag.selected.key if self.drag.selected is not None else None
        for rect, card in self.hand_rects:
            if self.drag.is_dragging(("card", card.id)):
                pygame.draw.rect(surface, (60, 100, 80), rect, 2, border_radius=8)
                continue
            pos = rect.move(0, -14).topleft if selected == ("card", card.id) else rect.topleft
            cards.shadowed(surface, face(card.clan, HAND_CARD), pos)
        text.blit_text(surface, "Your hand", (770, HAND_Y + 4), 22, theme.LIGHT)
        text.blit_text(surface, "drag or click a card,", (770, HAND_Y + 30), 20, (200, 220, 200))
        text.blit_text(surface, "then a province", (770, HAND_Y + 50), 20, (200, 220, 200))


TABLE_SCENE = ShinobiTable
