"""The Ninja All-Stars table driven by real mouse events: miniatures dragged to move and attack (one command per
gesture), refusals explained with nothing changed, the choice bar offering the picked ninja's orders, dice shown,
setup and every decision done with the mouse, whole games."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjatable.ai.bots import make_bot
from ninjatable.ai.runner import bot_step
from ninjatable.cli.bench_table import busy_match
from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.games.ninja_all_stars.commands import (
    Attack,
    ChooseEdge,
    ChooseResult,
    Deploy,
    End,
    Janken,
    Move,
    PassPlacement,
    PlaceLantern,
    PlayCard,
    Run,
    TeamTest,
)
from ninjatable.games.ninja_all_stars.geometry import distance
from ninjatable.games.ninja_all_stars.moves import DiceShown, shown
from ninjatable.games.ninja_all_stars.rules.movement import move_budget
from ninjatable.games.ninja_all_stars.rules.tournament import DecisionKind
from ninjatable.games.ninja_all_stars.rules.walks import reachable
from ninjatable.games.ninja_all_stars.table import layout, paint
from ninjatable.games.ninja_all_stars.table.model import shift_facings, shift_squares
from ninjatable.games.ninja_all_stars.table.scene import NasTable
from ninjatable.paths import rules_dir, user_maps_dir
from ninjatable.ui import text
from ninjatable.ui.app.results import ResultsScene
from ninjatable.ui.table.scene import STATUS_RECT
from tests.ninja_all_stars.helpers import arena_text, write_arena
from tests.ui.helpers import match_of

from .helpers import click, click_button, drag, find_match, frames

GAME = "ninja-all-stars"
SEATS = ["human", "random"]


def _table(app, match) -> NasTable:
    table = app.start_match(match, ai_inline=True)
    frames(app)
    assert isinstance(table, NasTable)
    return table


def _find(predicate, seeds=range(1, 60)) -> Match:
    return find_match(predicate, SEATS, seeds=seeds, game=GAME)


def _history(table) -> list:
    return match_of(table.session).history


def _state(table):
    return match_of(table.session).state


def _my_activation(match) -> bool:
    """Seat 0 picks a ninja to give orders to now."""
    state = match.state
    return state.to_act() == (0,) and state.phase == "activation" and not state.pending and state.active is None


def _at(table, square) -> tuple[int, int]:
    return layout.centre(table.grid, square)


def _mine(table):
    return [m for m in table.nview.models if m.seat == 0 and m.pos is not None and not m.activated]


def _orders(table, kind, ninja=None):
    """The legal commands of `kind` for seat 0 now (of one ninja)."""
    return [c for c in _state(table).legal_commands(0) if isinstance(c, kind) and (ninja is None or c.model == ninja)]


# --- setup ---------------------------------------------------------------------------------------------------
def test_janken_is_chosen_with_a_button_of_the_choice_bar(app):
    match = Match(get_game(GAME), SEATS, 3)
    table = _table(app, match)
    assert {"Rock", "Paper", "Scissors"} <= {button.label for button, _ in table.bar.buttons}
    click(app, table.bar.button("Paper").rect.center)
    frames(app)
    assert match.history[0] == (0, Janken("paper"))


def test_lantern_token_dragged_onto_a_lit_square_is_placed(app):
    match = _find(lambda m: m.state.to_act() == (0,) and m.state.phase == "markers" and not m.state.pending)
    table = _table(app, match)
    token = next(rect for rect, kind in table.where.tokens if kind == "lantern")
    square = next(c.square for c in _state(table).legal_commands(0) if isinstance(c, PlaceLantern))
    index = len(match.history)
    drag(app, token.center, _at(table, square))
    assert match.history[index] == (0, PlaceLantern(square))
    assert square in match.state.lanterns


def test_lantern_dropped_next_to_a_deployment_zone_is_refused_with_the_reason(app):
    match = _find(lambda m: m.state.to_act() == (0,) and m.state.phase == "markers" and not m.state.pending)
    table = _table(app, match)
    before = match.to_json()
    token = next(rect for rect, kind in table.where.tokens if kind == "lantern")
    with pytest.raises(IllegalCommand) as refused:
        match.state.check(0, PlaceLantern((7, 1)))
    drag(app, token.center, _at(table, (7, 1)))
    assert match.to_json() == before
    assert table.toast.visible and table.toast.message == refused.value.reason


def test_when_only_pass_is_left_the_prompt_says_pass_and_no_token_is_offered(app):
    def only_pass(match):
        state = match.state
        return (state.to_act() == (0,) and state.phase == "markers" and not state.pending
                and state.legal_commands(0) == [PassPlacement()])

    match = find_match(only_pass, SEATS, seeds=range(1, 400), game=GAME)
    table = _table(app, match)
    assert table.where.tokens == []
    assert "drag" not in table.status.message.lower() and "pass" in table.status.message.lower()
    click(app, table.bar.button("Pass").rect.center)
    assert match.history[-1][1] == PassPlacement() or (0, PassPlacement()) in match.history


def test_deployment_edge_is_chosen_by_clicking_it_on_the_board(app):
    match = _find(lambda m: m.state.to_act() == (0,) and m.state.phase == "choose_edge")
    table = _table(app, match)
    edge = _state(table).legal_commands(0)[0].edge
    square = sorted(table.nview.arena.zones[edge].squares)[2]
    index = len(match.history)
    click(app, _at(table, square))
    assert match.history[index] == (0, ChooseEdge(edge))
    assert match.state.edges[0] == edge


def _team_test_match(seed: int = 0) -> Match:
    """A two-player game with the initiative by affinity test, played by easy computers up to seat 0's choice of
    the ninja that rolls the test (seat 0 holding several ninja on the board)."""
    spec = get_game(GAME)
    for tried in range(seed, seed + 40):
        match = Match(spec, SEATS, tried, {"initiative": "affinity"})
        bots = {s: make_bot(spec, "easy", tried * 31 + s) for s in range(2)}
        for _ in range(2000):
            if match.state.phase == "team_test" and match.state.to_act() == (0,):
                return match
            if match.state.is_over():
                break
            bot_step(match, bots)
    raise AssertionError("no seed reaches the initiative test")


def test_the_ninja_that_rolls_for_the_initiative_is_clicked_on_the_board(app):
    match = _team_test_match()
    table = _table(app, match)
    offered = [c for c in _state(table).legal_commands(0) if isinstance(c, TeamTest)]
    assert len(offered) > 1 and "choose the ninja" in table.status.message
    assert {button.label for button, _ in table.bar.buttons} == {str(match.state.models[c.model].name) for c in offered}
    roller = offered[-1]
    index = len(match.history)
    click(app, _at(table, match.state.models[roller.model].pos))
    assert match.history[index] == (0, roller)


def test_the_ninja_that_rolls_for_the_initiative_is_chosen_in_the_choice_bar(app):
    match = _team_test_match()
    table = _table(app, match)
    roller = [c for c in _state(table).legal_commands(0) if isinstance(c, TeamTest)][0]
    index = len(match.history)
    click(app, table.bar.button(str(match.state.models[roller.model].name)).rect.center)
    assert match.history[index] == (0, roller)


def test_an_enemy_clicked_as_the_roller_for_the_initiative_is_refused_with_the_reason(app):
    match = _team_test_match()
    table = _table(app, match)
    before = match.to_json()
    enemy = next(m for m in match.state.models if m.seat == 1 and m.pos is not None)
    click(app, _at(table, enemy.pos))
    assert match.to_json() == before
    assert table.toast.visible and "your own ninja" in table.toast.message


def test_ninja_dragged_from_the_training_ground_is_deployed(app):
    match = _find(lambda m: m.state.to_act() == (0,) and m.state.phase == "deploy")
    table = _table(app, match)
    command = next(c for c in _state(table).legal_commands(0) if isinstance(c, Deploy))
    index = len(match.history)
    drag(app, table.where.ground[command.model].center, _at(table, command.square))
    assert match.history[index] == (0, command)
    assert match.state.models[command.model].pos == command.square


# --- moving and fighting --------------------------------------------------------------------------------------
def test_dragging_a_ninja_not_yet_active_is_one_command_and_undo_takes_it_all_back(app):
    table = _table(app, _find(_my_activation))
    match = match_of(table.session)
    ninja = next(m for m in _mine(table) if _orders(table, Move, m.id))
    square = _orders(table, Move, ninja.id)[-1].to
    index = len(match.history)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=_at(table, ninja.pos), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=_at(table, square), rel=(9, 9), buttons=(1, 0, 0)))
    frames(app)
    lit = {t.key[1] for t in table.drag.targets if t.legal and t.key[0] == "sq"}
    assert square in lit and lit == set(reachable(_state(table), ninja.id))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=_at(table, square), button=1))
    frames(app)
    assert match.history[index:] == [(0, Move(ninja.id, square))]
    moved = match.state.models[ninja.id]
    assert moved.pos == square or any(e.event.kind == "dodge" for e in match.log if e.command_index == index)
    if match.state.active is not None:
        assert match.state.active.model == ninja.id
    if any(e.event.irreversible for e in match.log if e.command_index == index):
        return  # a dodge was rolled: undo stops there
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z",
                                         scancode=0))
    frames(app)
    assert len(match.history) == index and match.state.active is None
    assert not match.state.models[ninja.id].activated and match.state.models[ninja.id].pos == ninja.pos


def test_after_a_move_the_moved_ninjas_orders_are_offered_at_once(app):
    def ready(match):
        return _my_activation(match) and any(
            isinstance(c, Move) and not match.state.models[c.model].cond for c in match.state.legal_commands(0))

    table = _table(app, _find(ready))
    match = match_of(table.session)
    move = next(c for c in _state(table).legal_commands(0) if isinstance(c, Move) and not _state(table).models[c.model].cond)
    enemies = [m.pos for m in table.nview.models if m.seat != 0 and m.pos is not None]
    drag(app, _at(table, table.nview.models[move.model].pos), _at(table, move.to))
    assert match.history[-1] == (0, move) or match.history[-1][0] != 0
    if match.state.to_act() != (0,) or match.state.active is None:
        pytest.skip("the move ended the activation (a failed dodge)")
    groups = {button.label for button, _ in table.bar.buttons}
    assert "End activation" in groups and groups - {"End activation"}, groups
    assert "choose an action below" in table.status.message or "End activation" in table.status.message
    assert enemies  # the board holds enemies to act against


def test_illegal_move_snaps_back_with_the_reason_and_changes_nothing(app):
    table = _table(app, _find(_my_activation))
    match = match_of(table.session)
    ninja = _mine(table)[0]
    taken = {m.pos for m in table.nview.models if m.pos is not None}
    far = next(sq for sq in ((7, 7), (7, 6), (6, 7), (8, 8), (1, 7), (13, 7))
               if Move(ninja.id, sq) not in _orders(table, Move) and sq not in taken)
    before = match.to_json()
    with pytest.raises(IllegalCommand):
        match.state.check(0, Move(ninja.id, far))
    drag(app, _at(table, ninja.pos), _at(table, far))
    assert match.to_json() == before
    apart, moves = distance(ninja.pos, far), move_budget(match.state, match.state.models[ninja.id])
    said = table.toast.message
    assert table.toast.visible and (said == f"Too far: {apart} squares away, it moves {moves}." if apart > moves
                                    else said == table.session.last_refusal and said)
    frames(app, 3)
    assert not table.drag.dragging and table.drag.pressed is None


def _dodge_ready(match) -> bool:
    if not _my_activation(match):
        return False
    state = match.state
    return any(isinstance(c, Move) and reachable(state, c.model)[c.to].dodges for c in state.legal_commands(0))


def test_a_move_that_needs_a_dodge_is_marked_and_its_dice_shown(app):
    table = _table(app, _find(_dodge_ready, seeds=range(1, 300)))
    match = match_of(table.session)
    state = _state(table)
    move = next(c for c in state.legal_commands(0) if isinstance(c, Move) and reachable(state, c.model)[c.to].dodges)
    index = len(match.history)
    drag(app, _at(table, table.nview.models[move.model].pos), _at(table, move.to))
    assert match.history[index] == (0, move)
    dodges = [e.event for e in match.log if e.command_index == index and e.event.kind == "affinity"
              and (e.event.data.get("reason") or {}).get("text") == "a dodge"]
    assert dodges, "the move asked for no dodge"
    assert any("A dodge" in roll.label for roll in table.rolls)


def _attack_ready(match) -> bool:
    return _my_activation(match) and any(isinstance(c, Attack) for c in match.state.legal_commands(0))


def test_attack_by_dragging_onto_an_enemy_shows_the_dice_and_rolls_the_seeded_dice(app):
    match = _find(_attack_ready, seeds=range(1, 200))
    table = _table(app, match)
    state = match.state
    attack = next(c for c in state.legal_commands(0) if isinstance(c, Attack))
    twin = state.clone()  # the same seed and commands give the same dice: roll them on a copy first
    expected = twin.apply(0, attack)
    while not any(e.kind == "dice" for e in expected) and twin.pending and twin.to_act() == (0,):
        expected = twin.apply(0, twin.legal_commands(0)[-1])
    start, end = _at(table, state.models[attack.model].pos), _at(table, state.models[attack.target].pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(9, 9), buttons=(1, 0, 0)))
    frames(app)
    preview = table.previews[("ninja", attack.target)]
    assert preview.command == attack and preview.accepted
    rolled = shown(preview)
    assert isinstance(rolled, DiceShown)
    attack_dice, defence_dice = rolled.attack, rolled.defence
    index = len(match.history)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app)
    assert match.history[index] == (0, attack)
    declared = [e.event.text_for(None) for e in match.log if e.command_index == index and e.event.kind == "attack"]
    assert declared and f"{'1 die' if attack_dice == 1 else f'{attack_dice} dice'} against" in declared[0]
    assert f"against {defence_dice} di" in declared[0]
    while table.whole_decision() is not None and table.whole_decision().kind == DecisionKind.COMBAT_CARD:
        click(app, table.bar.button("No card").rect.center)
    rolled = [e.event for e in match.log if e.event.kind == "dice" and e.command_index >= index]
    wanted = [e for e in expected if e.kind == "dice"]
    if wanted:
        assert rolled and rolled[0].data["attack_dice"] == wanted[0].data["attack_dice"]
        assert rolled[0].data["defence_dice"] == wanted[0].data["defence_dice"]
    if table.whole_decision() is not None and table.whole_decision().kind == DecisionKind.CHOOSE_RESULT:
        rect, element = layout.choosable_dice(table.nview)[0]
        assert ":" in table.hover_text(rect.center) and table.hover_text(rect.center).count(":") == 1
        click(app, rect.center)
        assert (0, ChooseResult(element)) in match.history


def _hold_attacker_over_its_target(app):
    """A match where seat 0 may attack, on its table, with the attacker pressed and carried over its target:
    the match, the table, the attack and where the target is."""
    match = _find(_attack_ready, seeds=range(1, 200))
    table = _table(app, match)
    state = match.state
    attack = next(c for c in state.legal_commands(0) if isinstance(c, Attack))
    start, end = _at(table, state.models[attack.model].pos), _at(table, state.models[attack.target].pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(9, 9), buttons=(1, 0, 0)))
    frames(app)
    return match, table, attack, end


def test_a_drop_on_an_enemy_names_its_order_and_dice_clear_of_the_ninja_in_hand(app):
    match, table, attack, end = _hold_attacker_over_its_target(app)
    target = table.drag.target_at(end)
    assert target is not None and target.command == attack
    assert table.action_name(attack) == "Attack"
    rolled = shown(table.previews[target.key])
    assert isinstance(rolled, DiceShown)
    dice = (rolled.attack, rolled.defence)
    said = paint.dice_words(dice, "Attack")
    assert said.startswith("Attack: ")
    with text.recording() as drawn:
        app.draw()
    note = next(piece.rect for piece in drawn if piece.text == said)
    lifted = table.carry.held_rect()
    assert lifted is not None and lifted.centery < end[1], "the ninja in hand is lifted above the pointer"
    assert not lifted.collidepoint(end), "the square under the pointer stays in sight"
    assert not note.colliderect(lifted) and not note.colliderect(target.rect)
    assert layout.GROUND_RECT.contains(note)


def test_end_activation_lights_the_eight_directions_and_a_click_ends_facing_there(app):
    table = _table(app, _find(_my_activation))
    match = match_of(table.session)
    ninja = _mine(table)[0]
    click(app, _at(table, ninja.pos))
    assert table.focus() == ninja.id
    click(app, table.bar.button("End activation").rect.center)
    assert len(table.bar.choosing) == 8
    wanted = (ninja.facing + 4) % 8
    index = len(match.history)
    click(app, layout.facing_rect(table.grid, ninja.pos, wanted).center)
    assert match.history[index:index + 1] == [(0, End(ninja.id, wanted))]
    assert match.state.models[ninja.id].facing == wanted


def test_a_right_click_closes_the_question_of_the_bar_and_changes_nothing(app):
    table = _table(app, _find(_my_activation))
    ninja = _mine(table)[0]
    click(app, _at(table, ninja.pos))
    click(app, table.bar.button("End activation").rect.center)
    assert table.bar.asking
    before = match_of(table.session).to_json()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=3))
    frames(app)
    assert not table.bar.asking and match_of(table.session).to_json() == before


def test_run_is_chosen_in_the_choice_bar_and_its_square_clicked(app):
    table = _table(app, _find(_my_activation))
    match = match_of(table.session)
    ninja = next(m for m in _mine(table) if _orders(table, Run, m.id))
    runs = _orders(table, Run, ninja.id)
    click(app, _at(table, ninja.pos))
    assert table.focus() == ninja.id
    index = len(match.history)
    click(app, table.bar.button("Run").rect.center)
    if len(runs) > 1:
        assert {rect.center for _, rect in table.bar.choosing} == {_at(table, c.to) for c in runs}
        click(app, _at(table, runs[0].to))
    assert match.history[index:index + 1] == [(0, runs[0])]


def test_moon_card_dragged_onto_your_ninja_is_played_in_one_command(app):
    def ready(match):
        return _my_activation(match) and any(isinstance(c, PlayCard) and c.target == -1
                                             for c in match.state.legal_commands(0))

    table = _table(app, _find(ready, seeds=range(1, 200)))
    match = match_of(table.session)
    play = next(c for c in _orders(table, PlayCard) if c.target == -1)
    rect = next(r for r, card in table.where.cards if card == play.card)
    index = len(match.history)
    in_hand = len(match.state.hands[0])
    drag(app, rect.center, _at(table, table.nview.models[play.model].pos))
    assert match.history[index] == (0, play)
    assert play.card in match.state.discard and len(match.state.hands[0]) == in_hand - 1


def test_hovering_a_ninja_tells_its_stat_line_and_markers(app):
    table = _table(app, _find(_my_activation))
    ninja = next(m for m in table.nview.models if m.pos is not None)
    words = table.hover_text(_at(table, ninja.pos))
    assert str(ninja.name) in words and "MV" in words and "AT" in words and "DF" in words


def test_the_log_names_ninja_as_players_do_and_counts_dice_in_words(app):
    match = _find(lambda m: m.state.phase == "activation" and m.state.round_no >= 2, seeds=range(1, 40))
    table = _table(app, match)
    log = "\n".join(table.session.log_lines())
    assert "#" not in log and "1 dice" not in log
    names = {str(m.name) for m in table.nview.models}
    assert {"Fire Chunin", "Fire Kunoichi 1", "Fire Kunoichi 2", "Water Kaiken 3", "Water Madoushi"} <= names
    assert any(name in log for name in names)


def test_screenshot_of_a_game_in_progress(app, tmp_path):
    from ninjatable.cli.screenshot import render_table

    match = _find(lambda m: m.state.phase == "activation" and m.state.round_no >= 2, seeds=range(1, 40))
    shot = tmp_path / "nas.png"
    other = render_table(match, shot, tmp_path / "home")
    other.shutdown()
    assert shot.stat().st_size > 20000


def test_the_rules_panel_shows_no_developer_text():
    document = (rules_dir() / "ninja-all-stars.md").read_text(encoding="utf-8")
    for developer in ("`", ".tmx", ".tsx", "maps/", "data.json", "pytmx", "command", "engine", "helper"):
        assert developer not in document, developer


# --- whole games with the mouse ----------------------------------------------------------------------------------
def _drag_to_first_legal(app, table, source_rect, payload) -> bool:
    targets = [t for t in table.drop_targets(payload) if t.legal]
    if not targets:
        return False
    drag(app, source_rect.center, targets[0].rect.center)
    return True


def _give_from_bar(app, table, rng, groups=None) -> bool:
    """Press a button of the choice bar (one of `groups` if given) and, when it asks which, click a lit place or a
    listed option."""
    buttons = [b for b, _ in table.bar.buttons if groups is None or b.label in groups]
    if not buttons:
        return False
    before = len(_history(table))
    click(app, (rng.choice(buttons) if rng else buttons[0]).rect.center)
    if table.bar.choosing:
        _, rect = rng.choice(table.bar.choosing) if rng else table.bar.choosing[0]
        click(app, rect.center)
    elif table.bar.listing:
        _, button = rng.choice(table.bar.listing) if rng else table.bar.listing[0]
        click(app, button.rect.center)
    return len(_history(table)) > before


def _activate_by_mouse(app, table, rng=None) -> None:
    """One order: a drag onto an enemy or towards the nearest enemy, else a picked ninja's bar."""
    view = table.nview
    if rng is not None and rng.random() < 0.6:
        if view.active is None:
            click(app, _at(table, rng.choice(_mine(table)).pos))
        if _give_from_bar(app, table, rng):
            return
    mover = view.models[view.active.model] if view.active is not None else _mine(table)[0]
    source = next(s for s in table.drag_sources() if s.key == ("ninja", mover.id))
    targets = [t for t in table.drop_targets(source.payload) if t.legal]
    attacks = [t for t in targets if t.key[0] == "ninja"]
    enemies = [m.pos for m in view.models if m.seat != 0 and m.pos is not None]
    if attacks:
        drag(app, source.rect.center, attacks[0].rect.center)
        if table.carry.menu is not None:  # the drop may give several orders: pick one in its menu
            rows = table.carry.menu.rows
            click(app, (rng.choice(rows) if rng else rows[0])[0].center)
        return
    if targets and not (view.active is not None and view.active.moved):
        def closeness(target):
            sq = target.key[1]
            return min((max(abs(sq[0] - e[0]), abs(sq[1] - e[1])) for e in enemies), default=0)
        drag(app, source.rect.center, min(targets, key=closeness).rect.center)
        return
    click(app, _at(table, mover.pos))
    click(app, table.bar.button("End activation").rect.center)
    click(app, table.bar.choosing[0][1].center)


def _play_by_mouse(app, table, rng=None) -> None:
    """One human decision, made with clicks and drags only, choosing from what the table offers."""
    whole = table.whole_decision()
    kind = whole.kind if whole is not None else ""
    if kind in (DecisionKind.PUSH, DecisionKind.WATER_MOVE, DecisionKind.WATER_PLACE):
        square = shift_squares(whole)[0]
        click(app, _at(table, square))
        assert table.placing == square
        facing = next(iter(shift_facings(whole, square)))
        click(app, layout.facing_rect(table.grid, square, facing).center)
    elif kind in (DecisionKind.REINFORCE, DecisionKind.DEPLOY):
        reserve = next(s for s in table.drag_sources() if s.payload.kind == "reserve")
        assert _drag_to_first_legal(app, table, reserve.rect, reserve.payload)
    elif kind == DecisionKind.MARKERS:
        if not _give_from_bar(app, table, None, {"Pass"}):
            token = next(s for s in table.drag_sources() if s.key == ("token", "lantern"))
            assert _drag_to_first_legal(app, table, token.rect, token.payload)
    elif kind == DecisionKind.ACTIVATION:
        _activate_by_mouse(app, table, rng)
    else:
        assert _give_from_bar(app, table, rng), f"nothing to click in {kind}"


def _play_whole_game(app, table, rng=None, steps=4000) -> set[str]:
    match = match_of(table.session)
    tried: set[str] = set()
    for _ in range(steps):
        if isinstance(app.scenes.top, ResultsScene):
            break
        if table.session.human_seat() == 0 and table.may_act() is not None:
            before = len(match.history)
            _play_by_mouse(app, table, rng)
            assert len(match.history) > before or table.session.collected, \
                f"the gesture gave no command: {table.session.last_refusal}"
            tried.update(type(c).__name__ for s, c in match.history[before:] if s == 0)
            _, lines = text.fit_lines(table.status.message, STATUS_RECT.width - 28, sizes=(26, 21, 18), max_lines=2)
            assert len(lines) <= 2, f"the status line is cut: {table.status.message}"
        else:
            frames(app)
    assert match.state.is_over() and isinstance(app.scenes.top, ResultsScene)
    return tried


def test_a_whole_brawl_fire_against_water_played_with_the_mouse(app):
    match = Match(get_game(GAME), ["human", "easy"], 11, {"team_1": "fire", "team_2": "water", "challenge": "brawl"})
    table = _table(app, match)
    mine = _play_whole_game(app, table)
    assert {"Janken", "PlaceLantern", "Deploy", "Move", "NoCard"} <= mine
    assert mine & {"Attack", "Shuriken", "Ranged"}, "the human never attacked"
    assert "Activate" not in mine


def test_a_whole_game_with_every_button_of_the_bar_tried(app):
    """Random choices among the buttons the bar offers (run, attacks, search, stealth, pray, hex, cards, the
    end of an activation): every button gives a command the rules accept."""
    match = Match(get_game(GAME), ["human", "random"], 23)
    table = _table(app, match)
    tried = _play_whole_game(app, table, random.Random(5))
    assert {"Run", "End", "Search", "PlayCard"} <= tried


def test_the_frame_benchmark_position_has_a_ninja_in_hand_with_its_squares_lit(app):
    """`ninjatable bench` times the table at its busiest: seat 0 may drag a ninja, whose squares light up."""
    table = _table(app, busy_match(GAME))
    sources = table.drag_sources()
    assert sources, "the human can pick something up on the benchmark board"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=sources[0].rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(5, 5), buttons=(1, 0, 0)))
    frames(app, 2)
    assert table.drag.dragging and len([t for t in table.drag.targets if t.legal]) > 1


def test_a_broken_map_is_listed_greyed_in_the_seat_setup_with_its_problem_and_cannot_start(app):
    text = arena_text()
    start = text.index('<objectgroup id="4" name="zones">')
    end = text.index("</objectgroup>", start) + len("</objectgroup>")
    write_arena(user_maps_dir(), "nas_zoneless.tmx", text[:start] + text[end:])
    write_arena(user_maps_dir(), "nas_fine.tmx", arena_text(title="Fine Ground"))
    app.open_setup(GAME)
    setup = app.scenes.top
    click_button(app, "count:2")
    seen = []
    for _ in range(10):
        seen.append(setup.parameters["arena"])
        if setup.parameters["arena"] == "nas_zoneless":
            break
        click_button(app, "param:arena")
    assert "nas_fine" in seen and seen[-1] == "nas_zoneless", seen
    button = setup.buttons.get("param:arena")
    assert button.muted and button.label == "nas_zoneless"
    reason = setup.problems["arena"]["nas_zoneless"]
    assert "nas_zoneless.tmx" in reason and "zones" in reason
    click_button(app, "start")
    assert app.scenes.top is setup and "zones" in setup.refusal
    click_button(app, "param:arena")
    assert not setup.buttons.get("param:arena").muted


def test_a_ninja_held_over_an_enemy_stays_in_hand_with_its_dice_when_the_table_is_read_again(app):
    """Another player's secret answer arriving at a network table reads the table again while the player holds a
    ninja; the question is the same, so the ninja stays in hand and what its drops mean stays known."""
    match, table, attack, end = _hold_attacker_over_its_target(app)
    assert table.drag.active is not None
    table.session.refresh()  # the table is read again: same view, same question
    frames(app, 2)
    assert table.drag.active is not None
    assert table.previews[("ninja", attack.target)].command == attack
    index = len(match.history)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app)
    assert match.history[index] == (0, attack)
