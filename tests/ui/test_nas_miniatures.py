"""The Ninja All-Stars miniatures on the table, driven by real mouse events: every ninja is drawn as the painted
figure of its type in its team's colours at its facing; a ninja in hand is drawn lifted, larger, with its shadow
on the table under it, centred under the mouse; a refused drop flies it back to its square."""

from __future__ import annotations

import math

import pygame

from ninjatable.engine.match import Match
from ninjatable.games.ninja_all_stars.commands import Move
from ninjatable.games.ninja_all_stars.rules.walks import reachable
from ninjatable.games.ninja_all_stars.table import layout, miniatures, paint, pieces
from ninjatable.games.ninja_all_stars.table.scene import NasTable
from tests.ui.helpers import match_of

from .helpers import drag, find_match, frames, hold

GAME = "ninja-all-stars"
SEATS = ["human", "random"]
KINDS = ("chunin", "kaiken", "yajiri", "kunoichi", "madoushi")
#: measured on the first position found: the figure drawn for a bare ninja shows every opaque pixel of its own
#: image (a neighbour's sword or shadow may cross a few) and at most 42% of any other type's image of the same
#: team, facing and state; 90% and 30 points more than any other type are required
OWN_MATCH = 0.9
MARGIN = 0.3


def _table(app, match: Match) -> NasTable:
    table = app.start_match(match, ai_inline=True)
    frames(app)
    assert isinstance(table, NasTable)
    return table


def _my_activation(match: Match) -> bool:
    state = match.state
    return state.to_act() == (0,) and state.phase == "activation" and not state.pending and state.active is None


def _all_kinds_standing(match: Match) -> bool:
    """Seat 0 gives orders, and every type stands on the board bare (no veil, no marker over it)."""
    if not _my_activation(match):
        return False
    bare = {m.kind for m in match.state.models if m.pos is not None and not m.cond and not m.stealth}
    return bare >= set(KINDS)


def _opaque(image: pygame.Surface) -> list[tuple[int, int]]:
    return [(x, y) for x in range(image.get_width()) for y in range(image.get_height()) if image.get_at((x, y)).a == 255]


def _share_drawn(surface: pygame.Surface, image: pygame.Surface, centre: tuple[int, int]) -> float:
    """The share of the opaque pixels of `image` that the surface shows exactly, `image` centred on `centre`."""
    left = centre[0] - image.get_width() // 2
    top = centre[1] - image.get_height() // 2
    points = _opaque(image)
    same = sum(1 for x, y in points if surface.get_at((left + x, top + y))[:3] == image.get_at((x, y))[:3])
    return same / len(points)


def test_each_type_of_ninja_is_drawn_on_the_board_as_its_own_painted_figure(app):
    table = _table(app, find_match(_all_kinds_standing, SEATS, seeds=range(1, 60), game=GAME))
    radius = layout.radius(table.grid)
    bare = [m for m in table.nview.models if m.pos is not None and not m.conditions and not m.stealth]
    assert {m.kind for m in bare} == set(KINDS)
    for ninja in bare:
        centre = layout.centre(table.grid, ninja.pos)
        shares = {kind: _share_drawn(app.surface, pieces.ninja(ninja.team, kind, radius, ninja.facing, ninja.activated),
                                     centre) for kind in KINDS}
        others = max(share for kind, share in shares.items() if kind != ninja.kind)
        assert shares[ninja.kind] >= OWN_MATCH, (ninja.name, shares)
        assert shares[ninja.kind] >= others + MARGIN, (ninja.name, shares)


def _luminance(surface: pygame.Surface, points: list[tuple[int, int]]) -> float:
    return sum(sum(surface.get_at(p)[:3]) for p in points) / len(points)


def test_a_dragged_ninja_is_lifted_with_its_shadow_under_it_and_flies_back_from_a_refused_drop(app):
    table = _table(app, find_match(_my_activation, SEATS, seeds=range(1, 60), game=GAME))
    match = match_of(table.session)
    radius = layout.radius(table.grid)
    ninja = next(m for m in table.nview.models if m.seat == 0 and m.pos is not None and not m.activated
                 and any(isinstance(c, Move) and c.model == m.id for c in match.state.legal_commands(0)))
    start = layout.centre(table.grid, ninja.pos)
    lifted = pieces.ninja_lifted(ninja.team, ninja.kind, radius, ninja.facing)
    # held over the panel under the ground, where nothing changes with the square under the mouse
    away, held_at = (130, 740), (430, 740)
    hold(app, start, away)
    before = app.surface.copy()
    hold(app, away, held_at, steps=2)
    assert table.drag.dragging and table.drag.pressed.image is lifted
    above = layout.held_centre(table.grid, held_at)
    assert above[1] < held_at[1] - layout.radius(table.grid), "lifted above the pointer, the square under it in sight"
    assert _share_drawn(app.surface, lifted, above) == 1.0, "the lifted figure is drawn whole above the mouse"
    board = pieces.ninja(ninja.team, ninja.kind, radius, ninja.facing)
    assert len(_opaque(lifted)) > 1.2 * len(_opaque(board)), "lifted, the figure is larger than on its square"
    # the shadow: pixels of the lifted image that are neither clear nor the figure, down-right of the figure
    half = lifted.get_width() // 2
    figure_mask = pygame.mask.from_surface(lifted, 250)
    shadow = [(x, y) for x in range(lifted.get_width()) for y in range(lifted.get_height())
              if 30 <= lifted.get_at((x, y)).a < 250 and not figure_mask.get_at((x, y))
              and math.hypot(x - half, y - half) > radius * miniatures.LIFT_SCALE]
    assert shadow, "the lifted figure casts a shadow"
    assert sum(x - half for x, _ in shadow) > 0 and sum(y - half for _, y in shadow) > 0, "the shadow falls down-right"
    on_screen = [(above[0] - half + x, above[1] - half + y) for x, y in shadow]
    assert _luminance(app.surface, on_screen) < 0.9 * _luminance(before, on_screen), "the shadow darkens the table"
    # let go off the ground: refused, the figure flies back and is drawn on its square again
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=held_at, button=1))
    frames(app)
    assert table.drag.snap is not None and ("ninja", ninja.id) in table.lifted()
    table.drag.update(1.0)
    frames(app)
    assert not table.lifted()
    assert _share_drawn(app.surface, board, start) > OWN_MATCH, "back on its square"


def _plain_walk(match: Match) -> bool:
    """Seat 0 may move a bare ninja (no marker, not in Stealth) to a square without a dodge on the way."""
    return _my_activation(match) and any(_plain_moves(match))


def _plain_moves(match: Match) -> list[Move]:
    state = match.state
    return [c for c in state.legal_commands(0) if isinstance(c, Move) and not state.models[c.model].cond
            and not state.models[c.model].stealth and not reachable(state, c.model)[c.to].dodges]


def test_a_ninja_dragged_onto_a_square_is_drawn_there_at_its_new_facing(app):
    table = _table(app, find_match(_plain_walk, SEATS, seeds=range(1, 60), game=GAME))
    match = match_of(table.session)
    move = _plain_moves(match)[-1]
    drag(app, layout.centre(table.grid, table.nview.models[move.model].pos), layout.centre(table.grid, move.to))
    assert match.state.models[move.model].pos == move.to
    moved = table.nview.models[move.model]
    image = pieces.ninja(moved.team, moved.kind, layout.radius(table.grid), moved.facing, moved.activated)
    assert _share_drawn(app.surface, image, layout.centre(table.grid, move.to)) > OWN_MATCH


def test_condition_markers_sit_on_the_rim_apart_and_clear_of_the_facing_notch():
    for facing in range(8):
        notch = 45 * facing - 90
        for count in range(1, 6):
            angles = paint.marker_angles(facing, count)
            assert len(set(angles)) == count
            assert all(abs((angle - notch + 180) % 360 - 180) >= 50 for angle in angles), (facing, angles)
