"""The Ninja All-Stars table driven by real mouse events: miniatures dragged to move and attack, refusals
explained with nothing changed, dice shown, setup and every decision done with the mouse, a whole game."""

from __future__ import annotations

import pygame
import pytest

from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.games.ninja_all_stars.commands import (
    Activate,
    Attack,
    ChooseEdge,
    ChooseResult,
    Deploy,
    End,
    Janken,
    Move,
    PlaceLantern,
    PlayCard,
    Run,
)
from ninjatable.games.ninja_all_stars.table import NinjaAllStarsTable
from ninjatable.ui.scenes import ResultsScene

from .helpers import click, drag, find_match, frames

GAME = "ninja-all-stars"
SEATS = ["human", "random"]


def _table(app, match) -> NinjaAllStarsTable:
    table = app.start_match(match, ai_inline=True)
    frames(app)
    assert isinstance(table, NinjaAllStarsTable)
    return table


def _find(predicate, seeds=range(1, 60)) -> Match:
    return find_match(predicate, SEATS, seeds=seeds, game=GAME)


def _my_activation(match) -> bool:
    """Seat 0 picks a ninja to activate now."""
    state = match.state
    return state.to_act() == (0,) and state.phase == "activation" and not state.pending and state.active is None


def _bar_button(table, prefix: str):
    for item in table.bar:
        if item.key.startswith(prefix) and item.token is None:
            return item
    raise AssertionError(f"no button {prefix!r} in the bar: {[i.key for i in table.bar]}")


def test_janken_is_chosen_with_a_button(app):
    match = Match(get_game(GAME), SEATS, 3)
    table = _table(app, match)
    assert table.nview.phase == "janken" and table.human_seat() == 0
    click(app, _bar_button(table, "janken:paper").rect.center)
    assert match.history[0] == (0, Janken("paper"))


def test_lantern_token_dragged_onto_a_lit_square_is_placed(app):
    match = _find(lambda m: m.state.to_act() == (0,) and m.state.phase == "markers" and not m.state.pending)
    table = _table(app, match)
    token = table.bar_item("token:lantern")
    assert token is not None
    square = next(c.square for c in table.legal if isinstance(c, PlaceLantern))
    index = len(match.history)
    drag(app, token.rect.center, table.centre(square))
    assert match.history[index] == (0, PlaceLantern(square))
    assert square in match.state.lanterns


def test_lantern_dropped_next_to_a_deployment_zone_is_refused(app):
    match = _find(lambda m: m.state.to_act() == (0,) and m.state.phase == "markers" and not m.state.pending)
    table = _table(app, match)
    before = match.to_json()
    token = table.bar_item("token:lantern")
    with pytest.raises(IllegalCommand) as refused:
        match.state.check(0, PlaceLantern((7, 1)))
    drag(app, token.rect.center, table.centre((7, 1)))
    assert match.to_json() == before
    assert table.toast.visible and table.toast.message == refused.value.reason


def test_deployment_edge_is_chosen_by_clicking_it_on_the_board(app):
    match = _find(lambda m: m.state.to_act() == (0,) and m.state.phase == "choose_edge")
    table = _table(app, match)
    edge = table.legal[0].edge
    square = sorted(table.arena.zones[edge].squares)[2]
    index = len(match.history)
    click(app, table.centre(square))
    assert match.history[index] == (0, ChooseEdge(edge))
    assert match.state.edges[0] == edge


def test_ninja_dragged_from_the_training_ground_is_deployed(app):
    match = _find(lambda m: m.state.to_act() == (0,) and m.state.phase == "deploy")
    table = _table(app, match)
    command = next(c for c in table.legal if isinstance(c, Deploy))
    index = len(match.history)
    drag(app, table.ground_rects[command.model].center, table.centre(command.square))
    assert match.history[index] == (0, command)
    assert match.state.models[command.model].pos == command.square


def test_legal_move_by_dragging_a_miniature(app):
    table = _table(app, _find(_my_activation))
    match = table.match
    model_id, square = None, None
    for model in table.nview.models:
        if model.seat == 0 and model.pos is not None and not model.activated:
            plan = table.plan(model.id)
            moves = [c for c in plan.commands if isinstance(c, Move)]
            if moves:
                model_id, square = model.id, moves[-1].to
                break
    assert model_id is not None
    start = table.centre(table.nview.models[model_id].pos)
    index = len(match.history)
    # while dragging, the reachable squares with their costs are lit
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.centre(square), rel=(9, 9), buttons=(1, 0, 0)))
    frames(app)
    lit = {t.key[1] for t in table.drag.targets if t.legal and t.key[0] == "sq"}
    assert square in lit and lit == set(table.plan(model_id).reach())
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.centre(square), button=1))
    frames(app)
    assert match.history[index] == (0, Activate(model_id))
    assert match.history[index + 1] == (0, Move(model_id, square))
    moved = match.state.models[model_id]
    assert moved.pos == square or any(e.event.kind == "dodge" for e in match.log if e.command_index == index + 1)


def test_illegal_move_snaps_back_with_the_reason_and_changes_nothing(app):
    table = _table(app, _find(_my_activation))
    match = table.match
    model = next(m for m in table.nview.models if m.seat == 0 and m.pos is not None and not m.activated)
    plan = table.plan(model.id)
    far = next(sq for sq in ((7, 7), (7, 6), (6, 7), (8, 8), (1, 7), (13, 7))
               if Move(model.id, sq) not in plan.legal and table.nview.models[model.id].pos != sq
               and all(m.pos != sq for m in table.nview.models))
    before = match.to_json()
    twin = match.state.clone()
    twin.apply(0, Activate(model.id))
    with pytest.raises(IllegalCommand) as refused:
        twin.check(0, Move(model.id, far))
    drag(app, table.centre(model.pos), table.centre(far))
    assert match.to_json() == before
    assert table.toast.visible and table.toast.message == refused.value.reason
    assert table.last_refusal == refused.value.reason
    frames(app, 3)
    assert not table.drag.dragging and table.drag.pressed is None


def _dodge_ready(match) -> bool:
    if not _my_activation(match):
        return False
    from ninjatable.games.ninja_all_stars.board import reachable

    state = match.state
    for model in state.models:
        if model.seat == 0 and model.pos is not None and not model.activated:
            twin = state.clone()
            twin.apply(0, Activate(model.id))
            if any(way.dodges for way in reachable(twin, model.id).values()):
                return True
    return False


def test_a_move_that_needs_a_dodge_is_marked_and_its_dice_shown(app):
    table = _table(app, _find(_dodge_ready, seeds=range(1, 300)))
    match = table.match
    model_id, square = None, None
    for model in table.nview.models:
        if model.seat == 0 and model.pos is not None and not model.activated:
            reach = table.plan(model.id).reach()
            dodging = [sq for sq, way in reach.items() if way.dodges and Move(model.id, sq) in table.plan(model.id).legal]
            if dodging:
                model_id, square = model.id, dodging[0]
                break
    assert model_id is not None
    index = len(match.history)
    drag(app, table.centre(table.nview.models[model_id].pos), table.centre(square))
    assert match.history[index + 1] == (0, Move(model_id, square))
    dodges = [e.event for e in match.log if e.command_index == index + 1 and e.event.kind == "affinity"
              and e.event.data.get("reason") == "a dodge"]
    assert dodges, "the move asked for no dodge"
    assert any(roll.data.get("reason") == "a dodge" for roll in table.rolls)


def _attack_ready(match) -> bool:
    if not _my_activation(match):
        return False
    state = match.state
    for model in state.models:
        if model.seat == 0 and model.pos is not None and not model.activated:
            twin = state.clone()
            twin.apply(0, Activate(model.id))
            if any(isinstance(c, Attack) for c in twin.legal_commands(0)):
                return True
    return False


def test_attack_by_dragging_onto_an_enemy_rolls_the_seeded_dice(app):
    match = _find(_attack_ready, seeds=range(1, 200))
    table = _table(app, match)
    state = match.state
    attack = None
    for model in state.models:
        if model.seat == 0 and model.pos is not None and not model.activated:
            twin = state.clone()
            twin.apply(0, Activate(model.id))
            attack = next((c for c in twin.legal_commands(0) if isinstance(c, Attack)), None)
            if attack is not None:
                break
    assert attack is not None
    # the same seed and commands give the same dice: roll them on a copy first
    twin = state.clone()
    twin.apply(0, Activate(attack.model))
    expected = twin.apply(0, attack)
    while not any(e.kind == "dice" for e in expected) and twin.pending and twin.to_act() == (0,):
        expected = twin.apply(0, twin.legal_commands(0)[-1])
    index = len(match.history)
    preview = table.plan(attack.model).dice_preview(attack)
    drag(app, table.centre(state.models[attack.model].pos), table.centre(state.models[attack.target].pos))
    assert match.history[index] == (0, Activate(attack.model))
    assert match.history[index + 1] == (0, attack)
    declared = [e.event.text for e in match.log if e.command_index == index + 1 and e.event.kind == "attack"]
    assert declared and f"{preview[0]} dice against {preview[1]}" in declared[0]
    while table.pending_kind() == "combat_card":
        click(app, _bar_button(table, "no_card").rect.center)
    rolled = [e.event for e in match.log if e.event.kind == "dice" and e.command_index > index]
    wanted = [e for e in expected if e.kind == "dice"]
    if wanted:
        assert rolled and rolled[0].data["attack_dice"] == wanted[0].data["attack_dice"]
        assert rolled[0].data["defence_dice"] == wanted[0].data["defence_dice"]
        # the tray shows the combat dice
        shown = table.nview.combat or {}
        assert any(e.data.get("attack_dice") == wanted[0].data["attack_dice"] for e in table.rolls) or \
            shown.get("att") == wanted[0].data["attack_dice"]
    if table.pending_kind() == "choose_result":
        rect, element = table.die_rects[0]
        click(app, rect.center)
        assert any(c == (0, ChooseResult(element)) for c in match.history)


def test_facing_is_turned_with_the_knob_and_the_activation_ended(app):
    table = _table(app, _find(_my_activation))
    match = table.match
    model = next(m for m in table.nview.models if m.seat == 0 and m.pos is not None and not m.activated)
    click(app, table.centre(model.pos))
    assert table.focus() == model.id
    knob = table.knob_centre(model.id)
    centre = table.centre(model.pos)
    wanted = (model.facing + 4) % 8
    target = {0: (0, -40), 1: (30, -30), 2: (40, 0), 3: (30, 30), 4: (0, 40), 5: (-30, 30), 6: (-40, 0),
              7: (-30, -30)}[wanted]
    drag(app, (int(knob[0]), int(knob[1])), (centre[0] + target[0], centre[1] + target[1]))
    assert table.turn_facing == wanted
    index = len(match.history)
    click(app, _bar_button(table, "end").rect.center)
    assert match.history[index:index + 2] == [(0, Activate(model.id)), (0, End(model.id, wanted))]
    assert match.state.models[model.id].facing == wanted


def _plan_with(table, kind):
    for model in table.nview.models:
        if model.seat == 0 and model.pos is not None and not model.activated:
            found = [c for c in table.plan(model.id).commands if isinstance(c, kind)]
            if found:
                return model, found
    return None, []


def test_run_is_chosen_in_the_action_bar_and_its_square_clicked(app):
    table = _table(app, _find(_my_activation))
    match = table.match
    model, runs = _plan_with(table, Run)
    assert model is not None
    click(app, table.centre(model.pos))
    assert table.focus() == model.id
    click(app, _bar_button(table, "act:Run").rect.center)
    index = len(match.history)
    if len(runs) > 1:
        assert table.mode is not None and set(table.mode[1]) == {c.to for c in runs}
        click(app, table.centre(runs[0].to))
    assert match.history[index:index + 2] == [(0, Activate(model.id)), (0, runs[0])]


def test_moon_card_dragged_onto_your_ninja_is_played(app):
    def ready(match):
        if not _my_activation(match):
            return False
        state = match.state
        for model in state.models:
            if model.seat == 0 and model.pos is not None and not model.activated:
                twin = state.clone()
                twin.apply(0, Activate(model.id))
                if any(isinstance(c, PlayCard) and c.target == -1 for c in twin.legal_commands(0)):
                    return True
        return False

    table = _table(app, _find(ready, seeds=range(1, 200)))
    match = table.match
    model, plays = _plan_with(table, PlayCard)
    play = next(c for c in plays if c.target == -1)
    rect = next(r for r, card in table.card_rects if card == play.card)
    index = len(match.history)
    in_hand = len(match.state.hands[0])
    drag(app, rect.center, table.centre(model.pos))
    assert match.history[index] == (0, Activate(model.id))
    assert match.history[index + 1] == (0, PlayCard(play.card, model.id, -1))
    assert play.card in match.state.discard and len(match.state.hands[0]) == in_hand - 1


def test_dragging_around_the_base_turns_the_facing(app):
    table = _table(app, _find(_my_activation))
    model = next(m for m in table.nview.models if m.seat == 0 and m.pos is not None and not m.activated)
    click(app, table.centre(model.pos))
    cx, cy = table.centre(model.pos)
    ring = table.radius + 8
    wanted = (model.facing + 2) % 8
    start = (cx - ring, cy) if model.facing != 6 else (cx + ring, cy)
    end = {0: (cx, cy - ring), 1: (cx + ring, cy - ring), 2: (cx + ring, cy), 3: (cx + ring, cy + ring),
           4: (cx, cy + ring), 5: (cx - ring, cy + ring), 6: (cx - ring, cy), 7: (cx - ring, cy - ring)}[wanted]
    before = table.match.to_json()
    drag(app, start, end)
    assert table.turn_facing == wanted
    assert table.match.to_json() == before


def test_mouse_wheel_over_the_board_turns_the_picked_ninja(app):
    table = _table(app, _find(_my_activation))
    model = next(m for m in table.nview.models if m.seat == 0 and m.pos is not None and not m.activated)
    click(app, table.centre(model.pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    frames(app)
    assert table.turn_facing == (model.facing + 1) % 8
    assert "facing" in _bar_button(table, "end").label


def test_hovering_a_ninja_tells_its_stat_line_and_markers(app):
    table = _table(app, _find(_my_activation))
    model = next(m for m in table.nview.models if m.pos is not None)
    words = table.hover_text(table.centre(model.pos))
    assert model.name in words and "MV" in words and "AT" in words and "DF" in words


def test_screenshot_of_a_game_in_progress(app, tmp_path):
    from ninjatable.app import render_table

    match = _find(lambda m: m.state.phase == "activation" and m.state.round_no >= 2, seeds=range(1, 40))
    shot = tmp_path / "nas.png"
    other = render_table(match, shot, tmp_path / "home")
    other.shutdown()
    assert shot.stat().st_size > 20000


# --- a whole game with the mouse ---------------------------------------------------------------------
def _drag_to_first_legal(app, table, source_rect, payload) -> bool:
    targets = [t for t in table.drop_targets(payload) if t.legal]
    if not targets:
        return False
    drag(app, source_rect.center, targets[0].rect.center)
    return True


def _random_action(app, table, rng) -> bool:
    """Pick a ninja with a click and press a random button of the action bar; click a lit target if asked."""
    view = table.nview
    if view.active is None:
        mine = [m for m in view.models if m.seat == 0 and m.pos is not None and not m.activated]
        click(app, table.centre(rng.choice(mine).pos))
    buttons = [item for item in table.bar if item.key.startswith(("act:", "end", "turn_", "play:")) and item.enabled]
    if not buttons:
        return False
    before = len(table.match.history)
    click(app, rng.choice(buttons).rect.center)
    if table.mode is not None:
        click(app, table.centre(rng.choice(sorted(table.mode[1]))))
    return len(table.match.history) > before


def _play_by_mouse(app, table, rng=None) -> None:
    """One human decision, made with clicks and drags only, choosing from what the table offers."""
    view = table.nview
    kind = table.pending_kind()
    if kind == "combat_card":
        click(app, _bar_button(table, "no_card").rect.center)
    elif kind == "choose_result":
        rect, _ = table.die_rects[0] if rng is None else rng.choice(table.die_rects)
        click(app, rect.center)
    elif kind in ("push", "water_move", "water_place"):
        square = sorted(table.placing_squares())[0]
        click(app, table.centre(square))
    elif kind == "discard":
        click(app, table.card_rects[0][0].center)
    elif kind == "manage":
        click(app, table.bar[0].rect.center)
    elif kind == "reinforce" or view.phase == "deploy":
        model_id = next(m for m, _ in table.ground_rects.items() if table.nview.models[m].seat == 0
                        and table.nview.models[m].where == "training")
        assert _drag_to_first_legal(app, table, table.ground_rects[model_id], ("ground", model_id))
    elif view.phase == "janken":
        click(app, _bar_button(table, "janken:rock").rect.center)
    elif view.phase == "markers":
        pass_button = table.bar_item("pass")
        if pass_button is not None and pass_button.enabled:
            click(app, pass_button.rect.center)
        else:
            token = table.bar_item("token:lantern")
            assert _drag_to_first_legal(app, table, token.rect, token.token)
    elif view.phase in ("give_edge", "choose_edge"):
        click(app, table.bar[0].rect.center)
    elif view.phase == "activation":
        _activate_by_mouse(app, table, rng)
    else:
        raise AssertionError(f"nothing to do in {view.phase}")


def _activate_by_mouse(app, table, rng=None) -> None:
    view = table.nview
    if rng is not None and _random_action(app, table, rng):
        return
    if view.active is None:
        model = next(m for m in view.models if m.seat == 0 and m.pos is not None and not m.activated)
        rect = table.model_rect(model.id)
        targets = [t for t in table.drop_targets(("model", model.id)) if t.legal]
        attacks = [t for t in targets if t.key[0] == "enemy"]
        if attacks:
            drag(app, rect.center, attacks[0].rect.center)
            return
        if targets:
            # walk towards the nearest enemy
            enemies = [m.pos for m in view.models if m.seat != 0 and m.pos is not None]

            def closeness(target):
                sq = target.key[1]
                return min((max(abs(sq[0] - e[0]), abs(sq[1] - e[1])) for e in enemies), default=0)
            drag(app, rect.center, min(targets, key=closeness).rect.center)
            return
        click(app, rect.center)
        click(app, _bar_button(table, "end").rect.center)
        return
    model_id = view.active["model"]
    targets = [t for t in table.drop_targets(("model", model_id)) if t.legal and t.key[0] == "enemy"]
    if targets and not view.active.get("facing_only"):
        drag(app, table.model_rect(model_id).center, targets[0].rect.center)
        return
    click(app, _bar_button(table, "end").rect.center)


def test_a_whole_brawl_fire_against_water_played_with_the_mouse(app):
    match = Match(get_game(GAME), ["human", "easy"], 11, {"team_1": "fire", "team_2": "water",
                                                          "challenge": "brawl"})
    table = _table(app, match)
    for _ in range(3000):
        if isinstance(app.scenes.top, ResultsScene):
            break
        if table.human_seat() == 0:
            before = len(match.history)
            _play_by_mouse(app, table)
            assert len(match.history) > before, f"the gesture gave no command: {table.last_refusal}"
        else:
            frames(app)
    assert match.state.is_over()
    assert isinstance(app.scenes.top, ResultsScene)
    mine = {type(command).__name__ for seat, command in match.history if seat == 0}
    assert {"Janken", "PlaceLantern", "Deploy", "Activate", "End"} <= mine
    assert mine & {"Attack", "Shuriken", "Ranged"}, "the human never attacked"


def test_a_whole_game_with_every_action_of_the_bar_tried(app):
    """Random choices among the buttons the bar offers (run, ranged, shuriken, search, stealth, pray, hex,
    strikes, facing, end): every button gives a command the rules accept."""
    import random

    rng = random.Random(5)
    match = Match(get_game(GAME), ["human", "random"], 23)
    table = _table(app, match)
    tried = set()
    for _ in range(4000):
        if isinstance(app.scenes.top, ResultsScene):
            break
        if table.human_seat() == 0:
            before = len(match.history)
            _play_by_mouse(app, table, rng)
            assert len(match.history) > before, f"the gesture gave no command: {table.last_refusal}"
            tried.update(type(c).__name__ for s, c in match.history[before:] if s == 0)
        else:
            frames(app)
    assert match.state.is_over()
    assert {"Run", "End", "Search", "PlayCard"} <= tried


def test_the_frame_benchmark_board_fields_all_eighteen_miniatures_with_a_drag_ready(app):
    """`ninjatable bench` times the NAS table on Fire against Water with every ninja standing."""
    match = NinjaAllStarsTable.busiest_match()
    state = match.state
    assert sum(1 for m in state.models if m.pos is not None) == 18
    assert len(set(state.occupied)) == 18 and all(state.occupied[m.pos] == m.id for m in state.models)
    table = _table(app, match)
    sources = [s for s in table.drag_sources() if s.key[0] == "model"]
    assert sources, "the human can pick up a miniature on the benchmark board"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=sources[0].rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(5, 5), buttons=(1, 0, 0)))
    frames(app, 2)
    assert table.drag.dragging and len(table.drag.targets) > 1
