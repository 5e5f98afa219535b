"""The shared table scene around simultaneous secret choices: another seat's answer, collected while the player
is still deciding, changes nothing on the player's board and leaves the piece in the player's hand."""

from __future__ import annotations

import pygame

from ninjatable.games.shin.commands import Choose

from .helpers import find_match, frames


def _both_choosing(match) -> bool:
    state = match.state
    return state.is_simultaneous() and state.to_act() == (0, 1) and state.turn == 2


def test_a_computer_seats_secret_answer_keeps_the_players_drag_in_hand(app):
    match = find_match(_both_choosing, ["human", "random"], game="shin")
    table = app.start_match(match, ai_inline=False)
    card, rect = table.hand_rects[0]
    version = table.session.version
    slot = table.areas[0].play
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.centerx, rect.y - 60), rel=(0, -60),
                                         buttons=(1, 0, 0)))
    frames(app)
    assert table.drag.dragging
    assert table.session.wait(10)
    frames(app, 2)
    assert table.session.version > version and 1 in table.session.link.judge.collected  # collected ...
    assert table.session.answered(1) is None  # ... and secret
    assert table.drag.dragging and table.drag.pressed.key == ("card", card)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=slot.center, rel=(1, 1), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=slot.center, button=1))
    frames(app)
    assert (0, Choose(card)) in match.history
