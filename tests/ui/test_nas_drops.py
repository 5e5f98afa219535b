"""What a ninja dropped on an enemy means at the Ninja All-Stars table, driven by real mouse events: a drop that
may give several orders opens a menu of them with their dice (a move in then a melee attack, a shuriken), a
drop too far says how far, the ninja in hand is lifted off the square under the mouse, and the notes of a drop
stay clear of the figures."""

from __future__ import annotations

import pygame

from ninjatable.games.ninja_all_stars.commands import Attack, LeapingStrike, Move, PlayCard, Ranged, Shuriken
from ninjatable.games.ninja_all_stars.geometry import distance
from ninjatable.games.ninja_all_stars.moves import ChoicesShown, move_in, shown
from ninjatable.games.ninja_all_stars.rules.movement import move_budget
from ninjatable.games.ninja_all_stars.table import layout, paint, words
from ninjatable.games.ninja_all_stars.table.model import shift_facings, shift_squares
from ninjatable.ui import text
from ninjatable.ui.app.window import App
from ninjatable.ui.storage import Settings, Storage

from .helpers import click, drag, find_match, frames, hold
from .test_nas_table import SEATS, _at, _my_activation, _table

GAME = "ninja-all-stars"


def _throws(match) -> list[Shuriken]:
    """The shuriken seat 0 may throw at an enemy it is not next to and could also move next to, with no other
    attack on it (a ranged attack, a Leaping Strike)."""
    if not _my_activation(match):
        return []
    legal = match.state.legal_commands(0)
    return [c for c in legal if isinstance(c, Shuriken) and Attack(c.model, c.target) not in legal
            and not any(isinstance(o, Ranged | LeapingStrike) and o.model == c.model for o in legal)
            and move_in(match.state, 0, c.model, c.target) is not None]


def _setting(app):
    match = find_match(lambda m: bool(_throws(m)), SEATS, seeds=range(1, 300), game=GAME)
    table = _table(app, match)
    throw = _throws(match)[0]
    state = match.state
    return match, table, throw, _at(table, state.models[throw.model].pos), _at(table, state.models[throw.target].pos)


def test_a_drop_that_may_mean_a_move_in_or_a_shuriken_lets_the_player_choose_and_moves_in_then_attacks(app):
    match, table, throw, start, end = _setting(app)
    hold(app, start, end)
    preview = table.previews[("ninja", throw.target)]
    choices = shown(preview)
    assert isinstance(choices, ChoicesShown)
    moving_in = next(c for c in choices.choices if c.then is not None)
    dice = f"{moving_in.dice.attack} dice v {moving_in.dice.defence}" if moving_in.dice.attack != 1 else \
        f"1 die v {moving_in.dice.defence}"
    with text.recording() as drawn:
        app.draw()
    said = [piece.text for piece in drawn]
    assert f"{words.MOVE_IN}: {dice}" in said and any(line.startswith("Shuriken: 1 die v ") for line in said)
    index = len(match.history)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app)
    assert len(match.history) == index, "the drop gives no order by itself"
    assert table.carry.menu is not None
    labels = [label for _, label, _ in table.carry.menu.rows]
    assert labels[0].startswith(words.MOVE_IN) and labels[-1].startswith("Shuriken: 1 die v ")
    with text.recording() as drawn:
        app.draw()
    assert words.MENU_FOOT in [piece.text for piece in drawn]
    click(app, table.carry.menu.rows[0][0].center)
    frames(app, 3)
    given = [command for seat, command in match.history[index:] if seat == 0]
    assert given[:2] == [moving_in.command, moving_in.then], given
    assert isinstance(given[0], Move) and given[1] == Attack(throw.model, throw.target)


def test_the_shuriken_row_of_the_menu_throws_the_shuriken(app):
    match, table, throw, start, end = _setting(app)
    drag(app, start, end)
    assert table.carry.menu is not None
    index = len(match.history)
    row = next(rect for rect, label, _ in table.carry.menu.rows if label.startswith("Shuriken"))
    click(app, row.center)
    assert match.history[index] == (0, throw)


def test_a_press_away_from_the_menu_closes_it_and_gives_nothing(app):
    match, table, throw, start, end = _setting(app)
    drag(app, start, end)
    assert table.carry.menu is not None
    index = len(match.history)
    click(app, (layout.GROUND_RECT.right - 8, layout.GROUND_RECT.bottom - 8))
    assert table.carry.menu is None or table.drag.active is None
    assert len(match.history) == index


def _far_enemy(match) -> bool:
    if not _my_activation(match):
        return False
    state = match.state
    return any(m.seat == 0 and m.pos is not None and not m.activated
               and any(e.seat != 0 and e.pos is not None and distance(e.pos, m.pos) > move_budget(state, m) + 4
                       for e in state.models) for m in state.models)


def test_an_enemy_far_out_of_reach_says_how_far_while_carried_and_when_dropped(app):
    match = find_match(_far_enemy, SEATS, seeds=range(1, 300), game=GAME)
    table = _table(app, match)
    state = match.state
    mine = next(m for m in state.models if m.seat == 0 and m.pos is not None and not m.activated
                and any(e.seat != 0 and e.pos is not None and distance(e.pos, m.pos) > move_budget(state, m) + 4
                        for e in state.models))
    enemy = max((e for e in state.models if e.seat != 0 and e.pos is not None), key=lambda e: distance(e.pos, mine.pos))
    sentence = f"Too far: {distance(enemy.pos, mine.pos)} squares away, it moves {move_budget(state, mine)}."
    hold(app, _at(table, mine.pos), _at(table, enemy.pos))
    with text.recording() as drawn:
        app.draw()
    assert sentence in [piece.text for piece in drawn], "the refusal shows over the enemy while the ninja is carried"
    before = match.to_json()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=_at(table, enemy.pos), button=1))
    frames(app)
    assert match.to_json() == before and table.toast.visible and table.toast.message == sentence


def test_no_sight_line_is_drawn_from_a_square_the_ninja_cannot_reach(app, monkeypatch):
    """Lines to the enemies a ninja would see are drawn from the square it would stand on; carried over a square
    it cannot reach, none is drawn (a line from its own square read as a path)."""
    match = find_match(_far_enemy, SEATS, seeds=range(1, 300), game=GAME)
    table = _table(app, match)
    mine = next(m for m in table.nview.models if m.seat == 0 and m.pos is not None and not m.activated)
    lines: list = []
    monkeypatch.setattr(paint, "sight", lambda *args: lines.append(args[3]))
    far = next(sq for sq in table.grid.cells() if distance(sq, mine.pos) > 9
               and not any(m.pos == sq for m in table.nview.models))
    hold(app, _at(table, mine.pos), _at(table, far))
    lines.clear()  # (on the way there the ninja passed over squares it can reach)
    app.draw()
    assert lines == []
    near = next((t.key[1] for t in table.drag.targets if t.legal and t.key[0] == "sq"), None)
    if near is not None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=_at(table, near), rel=(1, 1),
                                             buttons=(1, 0, 0)))
        frames(app)
        lines.clear()
        app.draw()
        assert lines and lines[-1] == near


def _several_could_play(match) -> bool:
    """Seat 0 holds a moon card it could play on an enemy from more than one of its ninja."""
    if not _my_activation(match):
        return False
    by_card: dict = {}
    for c in match.state.legal_commands(0):
        if isinstance(c, PlayCard) and c.target >= 0 and match.state.models[c.target].seat != 0:
            by_card.setdefault((c.card, c.target), set()).add(c.model)
    return any(len(models) > 1 for models in by_card.values())


def test_a_moon_card_dragged_onto_an_enemy_is_played_by_the_ninja_picked_before(app):
    """Click a ninja, then drag a card onto an enemy: the ninja stays picked while the card is in hand and plays
    it (the choice bar's button did; the drag was refused as if no ninja were picked)."""
    match = find_match(_several_could_play, SEATS, seeds=range(1, 300), game=GAME)
    table = _table(app, match)
    plays = [c for c in match.state.legal_commands(0) if isinstance(c, PlayCard) and c.target >= 0
             and match.state.models[c.target].seat != 0]
    card, target = next((c.card, c.target) for c in plays
                        if len({o.model for o in plays if (o.card, o.target) == (c.card, c.target)}) > 1)
    actor = max(c.model for c in plays if (c.card, c.target) == (card, target))
    click(app, _at(table, match.state.models[actor].pos))
    assert table.focus() == actor
    source = next(s for s in table.drag_sources() if s.key == ("card", card))
    index = len(match.history)
    hold(app, source.rect.center, _at(table, match.state.models[target].pos))
    assert table.focus() == actor, "the ninja stays picked while its card is carried"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=_at(table, match.state.models[target].pos),
                                         button=1))
    frames(app)
    assert match.history[index] == (0, PlayCard(card, actor, target)), table.toast.message


def _pushing(match) -> bool:
    state = match.state
    asked = state.asked()
    return asked is not None and asked.kind == "push" and asked.seat == 0


def test_after_an_air_result_the_defender_dragged_to_a_lit_square_goes_there(app):
    match = find_match(_pushing, SEATS, seeds=range(1, 400), game=GAME)
    table = _table(app, match)
    state = match.state
    defender = state.models[state.combat.defender]
    squares = shift_squares(table.whole_decision())
    elsewhere = next(sq for sq in squares if sq != defender.pos)
    drag(app, _at(table, defender.pos), _at(table, elsewhere))
    assert table.placing == elsewhere, "the square where the drag ends, not the one it started from"
    facing, command = next(iter(shift_facings(table.whole_decision(), elsewhere).items()))
    index = len(match.history)
    click(app, layout.facing_rect(table.grid, elsewhere, facing).center)
    assert match.history[index] == (0, command)


def test_after_a_drag_move_the_choice_bar_is_drawn_once_the_move_is_shown_without_touching_the_mouse(home):
    """The window is drawn on input or while something moves; the last frame of the move's animation had an
    empty choice bar, and the bar came on screen only when the mouse moved again."""
    app = App(Storage(home), Settings(animation_speed="normal", ai_pacing="instant"))
    try:
        match = find_match(_my_activation, SEATS, seeds=range(1, 200), game=GAME)
        table = app.start_match(match, ai_inline=True)
        app.step(0.0)
        move = next(c for c in match.state.legal_commands(0) if isinstance(c, Move))
        start, end = _at(table, match.state.models[move.model].pos), _at(table, move.to)
        hold(app, start, end)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        app.step(0.0)
        assert table.animations and not table.bar.visible
        shown_bar = False
        for _ in range(40):  # time passes; nothing is posted
            with text.recording() as drawn:
                app.step(0.1)
            labels = {piece.text for piece in drawn}
            if not table.animations and table.bar.visible:
                shown_bar = shown_bar or any(button.label in labels for button, _ in table.bar.buttons)
        assert table.bar.visible and shown_bar, "the bar's buttons reached the screen"
    finally:
        app.shutdown()


def test_no_profile_card_covers_the_menu_after_the_drop(app):
    """The mouse rested on the ninja before it was picked up: its card came back at the drop, over the menu."""
    match, table, throw, start, end = _setting(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app)
    assert table.shown_profile() == throw.model
    drag(app, start, end)
    assert table.carry.menu is not None and table.shown_profile() is None
