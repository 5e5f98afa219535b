"""The Shinobi table shows each clan's strength on the table (its cards in every province together), kept up to
date after every order, explained on hover, and never says who is loyal to a clan while that is secret."""

from __future__ import annotations

import pygame

from ninjatable.games.shinobi.commands import Deploy
from ninjatable.games.shinobi.data import CLANS, clan_name
from ninjatable.games.shinobi.table import layout
from ninjatable.ui import text

from .helpers import drag, find_match, frames

SEATS = ["human", "random", "random", "random"]


def _my_deploy(match) -> bool:
    state = match.state
    return (state.to_act() == (0,) and state.order == "first" and len(match.history) > 12
            and any(isinstance(c, Deploy) for c in state.legal_commands(0)))


def _truth(match) -> dict[str, int]:
    return {clan: sum(len(p.get(clan, ())) for p in match.state.provinces) for clan in CLANS}


def _panel_texts(app) -> list[str]:
    with text.recording() as drawn:
        app.draw()
    return [piece.text for piece in drawn if layout.TOTALS_RECT.contains(piece.rect)]


def _shown_totals(app) -> dict[str, int]:
    """The number drawn on each clan's row of the panel."""
    with text.recording() as drawn:
        app.draw()
    shown = {}
    for clan, row in layout.totals_rows():
        numbers = [piece.text for piece in drawn if row.contains(piece.rect) and piece.text.isdigit()]
        assert len(numbers) == 1, (clan, numbers)
        shown[clan] = int(numbers[0])
    return shown


def test_each_clans_total_strength_on_the_table_is_shown_and_follows_a_deploy(app):
    match = find_match(_my_deploy, SEATS)
    table = app.start_match(match, ai_inline=True)
    frames(app)
    assert _shown_totals(app) == _truth(match)
    rect, card = next((r, c) for r, c in zip(table.hand_rects, table.view.hand, strict=False) if c.clan is not None)
    before = _shown_totals(app)[card.clan]
    target = table.province_rects[1]
    drag(app, rect.center, (target.x + 12, target.bottom - 12))
    assert match.history[-1][1] == Deploy(card.id, 1)
    frames(app)
    after = _shown_totals(app)
    assert after[card.clan] == before + 1 and after == _truth(match)


def test_hovering_a_clans_total_says_where_its_armies_stand(app):
    match = find_match(_my_deploy, SEATS)
    table = app.start_match(match, ai_inline=True)
    frames(app)
    clan, row = max(layout.totals_rows(), key=lambda item: _truth(match)[item[0]])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app)
    count = _truth(match)[clan]
    assert table.tooltip.text.startswith(f"{clan_name(clan)}: {count} card")
    for seat, province in enumerate(match.state.provinces):
        if province.get(clan):
            assert f"{len(province[clan])} in {table.province_name(seat)}" in table.tooltip.text


def test_the_clan_totals_never_name_a_hidden_clans_owner(app):
    match = find_match(_my_deploy, SEATS)
    app.start_match(match, ai_inline=True)
    frames(app)
    names = [match.state.seat_name(seat) for seat in range(len(SEATS))]
    shown = _panel_texts(app)
    assert shown and not any(name in line for line in shown for name in names)
    assert not any("you" in line.lower() for line in shown)
