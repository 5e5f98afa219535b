"""The shared table scene: around simultaneous secret choices, another seat's answer, collected while the player
is still deciding, changes nothing on the player's board and leaves the piece in the player's hand; its toasts
keep off its buttons and go when another screen covers the table."""

from __future__ import annotations

import pygame

from ninjatable.games.shin.commands import Choose
from ninjatable.ui.app.window import App
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.tutor import STILL_SHOWING
from ninjatable.ui.widgets import Toast

from .helpers import drag, find_match, frames, key


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


def test_the_toast_of_a_hint_asked_while_a_move_is_shown_stays_off_the_buttons_and_goes(home, monkeypatch):
    """Hint pressed while the last move is still shown says so under the buttons, not over them; the pause menu
    (or any screen over the table) takes it away, and it never lasts longer than its seconds of the clock."""
    app = App(Storage(home), Settings(animation_speed="slow", ai_pacing="instant"))
    try:
        match = find_match(lambda m: m.state.to_act() == (0,) and m.state.phase == "activation"
                           and not m.state.pending and m.state.active is None, ["human", "random"],
                           seeds=range(1, 200), game="ninja-all-stars")
        table = app.start_match(match, ai_inline=True)
        frames(app)
        move = next(c for c in match.state.legal_commands(0) if type(c).__name__ == "Move")
        grid = table.grid
        drag(app, grid.cell_rect(match.state.models[move.model].pos).center, grid.cell_rect(move.to).center)
        assert table.animations
        key(app, pygame.K_h, unicode="h")
        assert table.toast.visible and table.toast.message == STILL_SHOWING
        shown = table.toast.rect()
        for name in ("Undo", "Hint", "Rules", "Menu"):
            assert not shown.colliderect(table.buttons.get(name).rect), name
        key(app, pygame.K_ESCAPE)
        assert type(app.scenes.top).__name__ == "PauseScene" and not table.toast.visible
        table.toast.show("A refusal", (300, 300), seconds=2)
        later = Toast.clock() + 3
        monkeypatch.setattr(Toast, "clock", staticmethod(lambda: later))  # no table update: the clock ends it
        assert not table.toast.visible
    finally:
        app.shutdown()


def test_a_toast_that_is_over_is_taken_off_the_screen_without_input(app, monkeypatch):
    """A waiting table is drawn on input only: a toast whose seconds were over stayed on the screen until the
    mouse moved ("Quick setup is done" over the choice bar long after)."""
    match = find_match(_both_choosing, ["human", "random"], game="shin")
    table = app.start_match(match, ai_inline=True)
    frames(app, 2)
    app.sound.waiting.clear()  # the cues of the opening deal are not what is tested: only the toast keeps frames
    table.toast.show("A refusal", (300, 300), seconds=2)
    frames(app)
    assert table.toast.on_screen and table.needs_frame()
    later = Toast.clock() + 3
    monkeypatch.setattr(Toast, "clock", staticmethod(lambda: later))
    drawn = app.frames_drawn
    frames(app)
    assert app.frames_drawn == drawn + 1 and not table.toast.on_screen, "drawn once more, without the toast"
    frames(app)
    assert app.frames_drawn == drawn + 1 and not table.toast.wants_frame
