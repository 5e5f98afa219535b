"""A ninja's profile card, drawn over the table while the mouse rests on a figure (or pinned by a right click):
the painted miniature and its name in the team's colour, the stat line, every keyword and special with its rule
in one sentence, and the conditions on it now (`words.profile` says what the card holds)."""

from __future__ import annotations

from typing import Any

import pygame

from ninjatable.games.ninja_all_stars.data import TEAMS
from ninjatable.games.ninja_all_stars.table import pieces
from ninjatable.games.ninja_all_stars.table.words import Profile, profile
from ninjatable.games.ninja_all_stars.view import NasView
from ninjatable.ui import text, theme

WIDTH = 360
PAD = 12
HEAD = 74
TITLE, SUB, STAT, HEADING, NAME, BODY = 24, 16, 18, 17, 16, 16
LINE = BODY + 2
PAPER = (252, 246, 228)
RULE = (196, 178, 140)


def _entry_height(name: str, sentence: str) -> int:
    return LINE * len(text.wrap(f"{name}: {sentence}", WIDTH - 2 * PAD - 8, BODY))


def height(profile: Profile) -> int:
    """How tall the card of `profile` is."""
    total = HEAD + PAD + STAT + 14
    for _, entries in profile.sections:
        total += HEADING + 6 + sum(_entry_height(name, sentence) + 3 for name, sentence in entries) + 6
    return total + PAD


def card(profile: Profile, team: str, kind: str) -> pygame.Surface:
    """The profile card of a ninja of `team` and `kind` (its surface, `WIDTH` wide)."""
    image = pygame.Surface((WIDTH, height(profile)), pygame.SRCALPHA)
    box = image.get_rect()
    pygame.draw.rect(image, PAPER, box, border_radius=8)
    colour = TEAMS[team].colour
    pygame.draw.rect(image, colour, pygame.Rect(0, 0, WIDTH, HEAD), border_top_left_radius=8,
                     border_top_right_radius=8)
    figure = pieces.ninja(team, kind, 24, 4)
    image.blit(figure, figure.get_rect(center=(PAD + 26, HEAD // 2)))
    words = pygame.Rect(PAD + 58, 0, WIDTH - PAD * 2 - 58, HEAD)
    text.blit_text(image, profile.title, (words.x, 8), TITLE, theme.LIGHT, bold=True, box=words, how="shrink")
    text.blit_text(image, profile.subtitle, (words.x, 34), SUB, theme.LIGHT, box=words, how="shrink")
    text.blit_text(image, profile.owner, (words.x, 53), SUB, theme.LIGHT, box=words, how="shrink")
    y = HEAD + PAD
    x = PAD
    for stat in profile.stats:
        rect = text.blit_text(image, stat, (x, y), STAT, theme.INK, bold=True, box=box)
        x = rect.right + 14
    y += STAT + 8
    pygame.draw.line(image, RULE, (PAD, y), (WIDTH - PAD, y))
    y += 6
    for heading, entries in profile.sections:
        text.blit_text(image, heading.upper(), (PAD, y), HEADING, theme.ACCENT, bold=True, box=box)
        y += HEADING + 6
        for name, sentence in entries:
            used = _entry_height(name, sentence)
            area = pygame.Rect(PAD + 8, y, WIDTH - 2 * PAD - 8, used)
            text.blit_lines(image, f"{name}: {sentence}", area, BODY, theme.INK, spacing=2)
            y += used + 3
        y += 6
    pygame.draw.rect(image, theme.PANEL_EDGE, box, 2, border_radius=8)
    return image


def place(size: tuple[int, int], near: pygame.Rect, screen: pygame.Rect) -> pygame.Rect:
    """Where the card goes: beside the figure it describes (on the side with more room), inside the screen."""
    rect = pygame.Rect((0, 0), size)
    if near.centerx < screen.centerx:
        rect.left = near.right + 14
    else:
        rect.right = near.left - 14
    rect.top = near.top - 20
    return rect.clamp(screen)


class Cards:
    """Which ninja's card shows (the one under the mouse, or the one pinned by a right click until a left click
    or a drag) and its image, made again only when the ninja, its activation or the challenge's objectives
    change."""

    def __init__(self) -> None:
        self.hovered: int | None = None
        self.pinned: int | None = None
        self.key: Any = None
        self.image: pygame.Surface | None = None

    def pin(self, ninja: int | None) -> None:
        """A right click: pin `ninja`'s card, or let the pinned card go (a second click on it, or elsewhere)."""
        self.pinned = ninja if ninja != self.pinned else None

    def shown(self, carrying: bool) -> int | None:
        """The ninja whose card shows: the pinned one, else the one under the mouse (not while one is carried)."""
        if self.pinned is not None:
            return self.pinned
        return None if carrying else self.hovered

    def draw(self, surface: pygame.Surface, view: NasView, ninja: int, label: str, near: pygame.Rect) -> None:
        found = view.models[ninja]
        key = (found, label, view.objectives, view.active if view.active is not None and view.active.model == ninja
               else None)
        if key != self.key or self.image is None:
            self.key, self.image = key, card(profile(view, found, label), found.team, found.kind)
        surface.blit(self.image, place(self.image.get_size(), near, surface.get_rect()))
