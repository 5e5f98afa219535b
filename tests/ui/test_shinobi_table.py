"""The Shinobi table driven by real mouse events: drags and clicks become orders, refusals are explained."""

from __future__ import annotations

import threading

import pygame
import pytest

from ninjatable.ai.bots import Bot
from ninjatable.engine.errors import IllegalCommand
from ninjatable.games.shinobi.commands import Attack, Deploy, PlayNinja, Relocate
from ninjatable.games.shinobi.data import clan_name
from ninjatable.games.shinobi.table.layout import LOYALTY_RECT
from ninjatable.i18n import render
from ninjatable.net.local import ThreadThinker
from ninjatable.ui.app.dialogs import HandOverScene, PauseScene
from ninjatable.ui.app.results import ResultsScene
from ninjatable.ui.table.scene import TableScene
from tests.ui.helpers import match_of, save_path_of

from .helpers import click, drag, find_match, frames, key

SEATS = ["human", "random", "random"]


def _my_turn(order: str, kind: type | None = None):
    def predicate(match) -> bool:
        state = match.state
        if state.to_act() != (0,) or state.order != order:
            return False
        return kind is None or any(isinstance(c, kind) for c in state.legal_commands(0))
    return predicate


def _table(app, match) -> TableScene:
    table = app.start_match(match, ai_inline=True)
    frames(app)
    assert table is app.scenes.top and table.session.human_seat() == 0
    return table


def _army_total(view, province: int) -> int:
    return sum(view.provinces[province].values())


def test_card_dragged_from_hand_onto_another_province_is_deployed(app):
    table = _table(app, find_match(_my_turn("first", Deploy), SEATS))
    rect, card = next((r, c) for r, c in zip(table.hand_rects, table.view.hand, strict=False) if c.clan is not None)
    province = 1
    before_history = len(match_of(table.session).history)
    before = _army_total(table.view, province)
    target = table.province_rects[province]
    drag(app, rect.center, (target.x + 12, target.bottom - 12))
    assert len(match_of(table.session).history) == before_history + 1
    assert match_of(table.session).history[-1] == (0, Deploy(card.id, province))
    assert _army_total(match_of(table.session).view(0), province) == before + 1


def test_drop_on_illegal_target_shows_the_reason_and_changes_nothing(app):
    table = _table(app, find_match(_my_turn("first", Deploy), SEATS))
    rect, card = next((r, c) for r, c in zip(table.hand_rects, table.view.hand, strict=False) if c.clan is not None)
    before = match_of(table.session).to_json()
    with pytest.raises(IllegalCommand) as refused:
        match_of(table.session).state.check(0, Deploy(card.id, 0))
    own = table.province_rects[0]
    drag(app, rect.center, (own.x + 10, own.bottom - 12))
    assert match_of(table.session).to_json() == before
    assert table.toast.visible
    assert table.toast.message == refused.value.reason
    frames(app, 3)
    assert not table.drag.dragging and table.drag.pressed is None


def test_click_card_then_province_deploys(app):
    table = _table(app, find_match(_my_turn("first", Deploy), SEATS))
    rect, card = next((r, c) for r, c in zip(table.hand_rects, table.view.hand, strict=False) if c.clan is not None)
    click(app, rect.center)
    assert table.drag.selected is not None
    lit = [t for t in table.drag.targets if t.legal]
    assert {t.key for t in lit} == {("province", 1), ("province", 2)}
    target = table.province_rects[2]
    click(app, (target.x + 10, target.bottom - 10))
    assert match_of(table.session).history[-1] == (0, Deploy(card.id, 2))


def test_ninja_dragged_onto_a_stack_strikes_it(app):
    table = _table(app, find_match(_my_turn("first", PlayNinja), SEATS, seeds=range(1, 2000)))
    rect, card = next((r, c) for r, c in zip(table.hand_rects, table.view.hand, strict=False) if c.clan is None)
    command = next(c for c in table.decision.commands if isinstance(c, PlayNinja) and c.card == card.id)
    before = table.view.provinces[command.province][command.clan]
    army = table.army_rects[(command.province, command.clan)]
    drag(app, rect.center, army.center)
    assert match_of(table.session).history[-1] == (0, command)
    after = match_of(table.session).view(0).provinces[command.province].get(command.clan, 0)
    assert after == before - 1


def test_attack_by_dragging_your_army_onto_a_weaker_one(app):
    table = _table(app, find_match(_my_turn("attack", Attack), SEATS, seeds=range(1, 2000)))
    command = next(c for c in table.decision.commands if isinstance(c, Attack))
    mine = table.army_rects[(0, command.clan)]
    target = table.army_rects[(command.province, command.target)]
    index = len(match_of(table.session).history)
    drag(app, mine.center, target.center)
    assert match_of(table.session).history[index] == (0, command)
    struck = [e.event for e in match_of(table.session).log if e.command_index == index and e.event.kind == "attack"]
    assert struck and struck[0].data["target"] == command.target and "loses a card" in struck[0].text_for(None)


def test_relocate_by_dragging_an_army_to_another_province(app):
    table = _table(app, find_match(_my_turn("second", Relocate), SEATS, seeds=range(1, 2000)))
    command = next(c for c in table.decision.commands if isinstance(c, Relocate) and c.to_province == 0)
    source = table.army_rects[(command.from_province, command.clan)]
    own = table.province_rects[0]
    drag(app, source.center, (own.x + 8, own.bottom - 10))
    assert match_of(table.session).history[-1] == (0, command)


def test_moving_out_of_your_own_province_is_refused_with_the_reason(app):
    def predicate(match):
        return _my_turn("second")(match) and bool(match.view(0).provinces[0])

    table = _table(app, find_match(predicate, SEATS, seeds=range(1, 2000)))
    clan = next(iter(table.view.provinces[0]))
    before = match_of(table.session).to_json()
    target = table.province_rects[1]
    drag(app, table.army_rects[(0, clan)].center, (target.x + 8, target.bottom - 10))
    assert match_of(table.session).to_json() == before
    assert table.toast.message == "You may not move forces out of your own province."


def test_undo_with_ctrl_z_takes_the_order_back(app):
    table = _table(app, find_match(_my_turn("first", Deploy), SEATS))
    rect, _ = next((r, c) for r, c in zip(table.hand_rects, table.view.hand, strict=False) if c.clan is not None)
    before = match_of(table.session).to_json()
    target = table.province_rects[1]
    drag(app, rect.center, (target.x + 8, target.bottom - 10))
    assert match_of(table.session).to_json() != before
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match_of(table.session).to_json() == before


def test_undo_refused_shows_the_reason(app):
    table = app.new_match("shinobi", ["human", "random", "random"], 3, ai_inline=True)
    match_of(table.session).history.clear()
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert table.toast.message == "There is nothing of yours to undo."


def test_loyalty_card_shows_only_while_held(app):
    table = _table(app, find_match(_my_turn("first"), SEATS))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=LOYALTY_RECT.center, button=1))
    frames(app)
    assert table.peeking
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=LOYALTY_RECT.center, button=1))
    frames(app)
    assert not table.peeking


def test_hand_over_screen_before_a_private_hand_when_two_humans_play(app):
    table = app.new_match("shinobi", ["human", "human", "random"], 11, ai_inline=True)
    for _ in range(20):
        frames(app)
        if isinstance(app.scenes.top, HandOverScene):
            break
    handover = app.scenes.top
    assert isinstance(handover, HandOverScene)
    seat = handover.seat
    assert table.view.hand == () and not table.session.show_private
    click(app, handover.buttons.get("confirm").rect.center)
    assert app.scenes.top is table
    assert table.session.show_private and table.view.hand == match_of(table.session).view(seat).hand
    # play the whole turn of that human; the next human gets the hand-over screen again
    while table.session.human_asked() == seat:
        table.give(table.decision.commands[0])
        frames(app)
    for _ in range(20):
        if isinstance(app.scenes.top, HandOverScene):
            break
        frames(app)
    assert isinstance(app.scenes.top, HandOverScene) and app.scenes.top.seat != seat
    assert table.view.hand == ()


def test_ai_seats_play_until_the_human_may_act(app):
    table = app.new_match("shinobi", ["random", "human", "random"], 5, ai_inline=True)
    for _ in range(30):
        frames(app)
        if table.session.human_seat() == 1:
            break
    assert table.session.human_seat() == 1
    assert table.log_panel.lines == match_of(table.session).log_for(1)


def test_ai_thinks_in_a_worker_thread(app):
    table = app.new_match("shinobi", ["random", "random", "random"], 8)
    frames(app)
    thinker = table.session.link.judge.thinker
    assert isinstance(thinker, ThreadThinker) and table.session.thinking_seat() is not None
    assert match_of(table.session).history == []
    assert "is thinking" in table.status_text()
    assert table.session.wait(5)
    frames(app)
    assert len(match_of(table.session).history) == 1 and table.session.commands_given == 1


def test_escape_opens_the_pause_menu_and_save_and_quit_goes_to_the_lobby(app, home):
    table = _table(app, find_match(_my_turn("first", Deploy), SEATS))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    click(app, app.scenes.top.buttons.get("Save & quit to lobby").rect.center)
    from ninjatable.ui.app.lobby import LobbyScene

    assert isinstance(app.scenes.top, LobbyScene)
    assert (home / "saves" / "autosave.json").exists()
    assert save_path_of(table.session) == home / "saves" / "autosave.json"


def test_results_reveal_every_clan_and_the_count_behind_the_winner(app):
    def over(match):
        return match.state.is_over()

    table = app.start_match(find_match(over, ["random", "random", "random"]), ai_inline=True)
    frames(app)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    lines = table.result_lines(results.outcome)
    assert len(lines) == 3 and all("was loyal to" in line for line in lines)
    assert any("win" in render(line) for line in results.outcome.explanation)


def test_table_draws_every_seat_count(app):
    for seats in (["human", "easy", "easy"], ["human"] + ["easy"] * 3, ["human"] + ["easy"] * 4):
        table = app.new_match("shinobi", seats, 2, ai_inline=True)
        frames(app, 3)
        rects = [r for i, r in enumerate(table.province_rects)]
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert not a.colliderect(b)


def test_ai_move_is_animated_and_paced_before_the_next_one(home):
    from ninjatable.ui.app.window import App
    from ninjatable.ui.storage import Settings, Storage

    app = App(Storage(home), Settings(animation_speed="normal", ai_pacing="normal"))
    try:
        table = app.new_match("shinobi", ["random", "random", "random"], 6, ai_inline=True)
        frames(app, 2)  # the first computer thinks, then answers
        assert table.session.commands_given == 1  # the judge may be further on: the table shows one move at a time
        assert table.animations and table.session.ai_pause > 0 and table.last_move()
        frames(app, 3)
        assert table.session.commands_given == 1  # dt 0: time does not pass, the move stays on show
        app.step(1.0)  # the pause over, the next move is shown in the same frame, with its own pause
        assert table.session.commands_given == 2 and table.session.ai_pause > 0
    finally:
        app.shutdown()


def test_drawing_changes_nothing(app):
    table = _table(app, find_match(_my_turn("attack", Attack), SEATS, seeds=range(1, 2000)))
    rect = next(iter(table.army_rects.values()))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 300), rel=(1, 1), buttons=(1, 0, 0)))
    frames(app)
    saved = match_of(table.session).to_json()
    attributes = dict(vars(table))
    drag_state = dict(vars(table.drag))
    for _ in range(3):
        app.draw()
    assert match_of(table.session).to_json() == saved
    assert all(vars(table)[k] is v for k, v in attributes.items())
    assert all(vars(table.drag)[k] is v for k, v in drag_state.items())


def test_undo_while_an_ai_thinks_drops_its_answer(app):
    def predicate(match):
        return match.state.to_act() == (1,) and any(seat == 0 for seat, _ in match.history)

    class Held(Bot):
        """A computer seat that answers only when let go."""

        go = threading.Event()

        def think(self, state, seat, moment=None):
            self.go.wait(10)
            return super().think(state, seat, moment)

    match = find_match(predicate, SEATS)
    match.casual_undo = True
    held = {seat: Held(match.game, "random", seat) for seat in (1, 2)}
    table = app.start_match(match, ai_inline=False, bots=held)
    frames(app, 2)
    assert table.session.thinking_seat() == 1
    length = len(match_of(table.session).history)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(match_of(table.session).history) < length
    assert table.session.human_asked() == 0 and table.session.thinking_seat() is None
    Held.go.set()  # its answer comes now, for a moment gone
    table.session.wait(5)
    frames(app, 3)
    assert table.session.human_asked() == 0 and len(match_of(table.session).history) < length
def _gesture(table, command):
    """Where to press and where to release for `command` on this table."""
    def corner(province):
        rect = table.province_rects[province]
        return (rect.x + 8, rect.bottom - 10)

    hand = {card.id: rect for rect, card in zip(table.hand_rects, table.view.hand, strict=False)}
    if isinstance(command, Deploy):
        return hand[command.card].center, corner(command.province)
    if isinstance(command, PlayNinja):
        return hand[command.card].center, table.army_rects[(command.province, command.clan)].center
    if isinstance(command, Relocate):
        return table.army_rects[(command.from_province, command.clan)].center, corner(command.to_province)
    if isinstance(command, Attack):
        return table.army_rects[(0, command.clan)].center, table.army_rects[(command.province, command.target)].center
    return hand[command.card].center, corner(0)  # DeployOwn


def test_a_whole_game_played_with_the_mouse_reaches_the_results(app):
    from ninjatable.engine.rng import Rng

    table = app.new_match("shinobi", ["human", "easy", "random"], 12, ai_inline=True)
    rng = Rng(3)
    for _ in range(2000):
        if isinstance(app.scenes.top, ResultsScene):
            break
        if table.session.human_seat() == 0:
            command = rng.choice(table.decision.commands)
            length = len(match_of(table.session).history)
            start, end = _gesture(table, command)
            drag(app, start, end, steps=2)
            assert match_of(table.session).history[length] == (0, command)
        else:
            frames(app)
    assert isinstance(app.scenes.top, ResultsScene)
    assert match_of(table.session).state.is_over()


def test_hovering_an_army_explains_it(app):
    table = _table(app, find_match(_my_turn("attack", Attack), SEATS, seeds=range(1, 2000)))
    (province, clan), rect = next(iter(table.army_rects.items()))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app)
    count = table.view.provinces[province][clan]
    assert table.tooltip.text.startswith(f"{clan_name(clan)} army in ")
    assert f": {count} card" in table.tooltip.text
