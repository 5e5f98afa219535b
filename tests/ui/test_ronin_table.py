"""The Ronin table driven by real mouse events: ronin dropped on cities, goods clicked and dragged, every
decision of a solo game made with the mouse up to the score screen with the rank."""

from __future__ import annotations

import pygame
import pytest

from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.rng import Rng
from ninjatable.games.ronin import table_draw as td
from ninjatable.games.ronin.commands import (
    Build,
    Buy,
    ChooseBonus,
    ChooseCharacter,
    ChooseMission,
    Collect,
    Discard,
    Done,
    Fulfil,
    Place,
    TakeMission,
)
from ninjatable.games.ronin.table import DONE_RECT, RoninTable
from ninjatable.games.ronin.table_scores import load_best
from ninjatable.ui.scenes import HandOverScene, ResultsScene
from ninjatable.ui.storage import Storage

from .helpers import click, drag, find_match, frames

SOLO = ["human"]


def _table(app, match) -> RoninTable:
    table = app.start_match(match, ai_inline=True)
    frames(app)
    assert isinstance(table, RoninTable) and table is app.scenes.top
    assert table.human_seat() == table.actor()
    return table


def _placing(kind=Place, seat: int = 0):
    def predicate(match) -> bool:
        state = match.state
        return (state.to_act() == (seat,) and state.pending is None and state.phase == "place"
                and any(isinstance(c, kind) for c in state.legal_commands(seat)))
    return predicate


def _pending(kind: str, seat: int = 0):
    def predicate(match) -> bool:
        state = match.state
        return state.to_act() == (seat,) and state.pending is not None and state.pending[0] == kind
    return predicate


def _ronin(table) -> tuple[int, int]:
    source = next(s for s in table.drag_sources() if s.payload[0] == "ronin")
    return source.rect.center


def _option(table, command) -> tuple[int, int]:
    choice = table.choice or table.forced_choice
    assert choice is not None, f"no choice open for {command}"
    for rect, (_, option, _) in zip(choice.option_rects(), choice.options, strict=True):
        if option == command:
            return rect.center
    raise AssertionError(f"{command} is not among the choices")


def _spot(table, key) -> tuple[int, int]:
    return next(s.rect.center for s in table.hotspots if s.key == key)


def perform(app, table, command) -> None:
    """Carry out `command` with the mouse, the way a player would."""
    view = table.rview
    if isinstance(command, Place):
        actions = view.tile_actions(command.city)
        if command.source:
            drag(app, _ronin(table), td.city_pos(command.city), steps=2)
            click(app, _option(table, command))
        elif command.action == "points":
            drag(app, _ronin(table), td.points_chip_rect(command.city, len(actions)).center, steps=2)
        else:
            rect = td.chip_rects(command.city, len(actions))[actions.index(command.action)]
            drag(app, _ronin(table), rect.center, steps=2)
    elif isinstance(command, (TakeMission, ChooseMission)):
        click(app, table.display_rects[command.slot].center)
    elif isinstance(command, ChooseCharacter):
        click(app, next(r.center for r, key in table.char_rects if key == command.character))
    elif isinstance(command, Build):
        index = view.castle_spaces[command.region].index(None)
        click(app, _spot(table, ("castle", command.region, index)))
        if table.choice is not None:
            click(app, _option(table, command))
    elif isinstance(command, (Buy, ChooseBonus)):
        click(app, _option(table, command))
    elif isinstance(command, Collect):
        click(app, _spot(table, ("resource", command.region, command.space)))
    elif isinstance(command, Fulfil):
        good = next(s for s in table.drag_sources() if s.payload[0] == "good")
        target = next(r for r, m in table.mission_rects if m == command.mission)
        drag(app, good.rect.center, (target.x + 8, target.y + 40), steps=2)  # the edge that shows
    elif isinstance(command, Done):
        click(app, DONE_RECT.center)
    elif isinstance(command, Discard):
        click(app, table.good_rects[command.good].center)
    else:
        raise AssertionError(command)


def test_ronin_dropped_on_an_action_of_a_city_carries_it_out(app):
    table = _table(app, find_match(_placing(), SOLO, game="ronin"))
    command = next(c for c in table.legal if isinstance(c, Place) and c.action != "points" and not c.source)
    length = len(table.match.history)
    perform(app, table, command)
    assert table.match.history[length] == (0, command)
    assert 0 in table.match.state.occupants[command.city]


def test_legal_cities_light_up_while_a_ronin_is_carried(app):
    table = _table(app, find_match(_placing(), SOLO, game="ronin"))
    start = _ronin(table)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 300), rel=(1, 1), buttons=(1, 0, 0)))
    frames(app)
    lit = {t.key[1] for t in table.drag.targets if t.legal and t.key[0] == "city"}
    assert lit == {c.city for c in table.legal if isinstance(c, Place)}
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(960, 60), button=1))
    frames(app)


def test_ronin_dropped_on_an_occupied_city_snaps_back_with_the_reason(app):
    table = _table(app, find_match(_placing(), SOLO, game="ronin"))
    state = table.match.state
    city = next(c for c, occupants in state.occupants.items() if occupants)
    command = Place(city, state.actions_of(city)[0])
    with pytest.raises(IllegalCommand) as refused:
        state.check(0, command)
    before = table.match.to_json()
    drag(app, _ronin(table), td.city_pos(city))
    assert table.match.to_json() == before
    assert table.toast.visible and table.toast.message == refused.value.reason
    assert "occupied" in table.toast.message or "mission card" in table.toast.message
    frames(app, 3)
    assert not table.drag.dragging and table.drag.pressed is None


def test_dropping_on_a_city_offers_its_actions_and_the_two_points(app):
    def choices(match, city: str) -> int:
        return sum(1 for c in match.state.legal_commands(0)
                   if isinstance(c, Place) and c.city == city and c.action != "points")

    def two_actions(match) -> bool:
        return _placing()(match) and any(choices(match, c) == 2 for c in match.state.occupants)

    table = _table(app, find_match(two_actions, SOLO, game="ronin"))
    city = next(c for c in table.rview.cities if choices(table.match, c) == 2)
    drag(app, _ronin(table), td.city_pos(city))
    assert table.choice is not None
    labels = [label for label, _, _ in table.choice.options]
    assert "Take 2 points instead" in labels
    points_before = table.match.state.points[0]
    click(app, _option(table, Place(city, "points")))
    assert table.match.history[-1] == (0, Place(city, "points"))
    assert table.match.state.points[0] == points_before + 2


def test_a_good_is_chosen_by_clicking_it_in_the_region_being_resolved(app):
    table = _table(app, find_match(_pending("collect"), SOLO, game="ronin", seeds=range(1, 200)))
    command = table.legal[-1]
    assert isinstance(command, Collect)
    perform(app, table, command)
    assert table.match.history[-1] == (0, command)


def test_a_mission_is_fulfilled_by_dragging_a_good_onto_it(app):
    def fulfil(match) -> bool:
        state = match.state
        return (state.phase == "fulfil" and state.pending is None and state.to_act() == (0,)
                and any(isinstance(c, Fulfil) for c in state.legal_commands(0)))

    table = _table(app, find_match(fulfil, SOLO, game="ronin", seeds=range(1, 300)))
    command = next(c for c in table.legal if isinstance(c, Fulfil))
    points = table.match.state.points[0]
    perform(app, table, command)
    assert table.match.history[-1] == (0, command)
    assert table.match.state.points[0] > points


def test_a_display_mission_without_the_meditation_is_refused_with_the_reason(app):
    def poor(match) -> bool:
        return _placing()(match) and match.state.meditation[0] == 0 and not match.state.display_taken

    table = _table(app, find_match(poor, SOLO, game="ronin"))
    before = table.match.to_json()
    click(app, table.display_rects[0].center)
    assert table.match.to_json() == before
    assert table.toast.message == "That mission costs 1 meditation tokens and you have 0."


def test_a_whole_solo_game_played_with_the_mouse_ends_with_the_rank_and_the_best_scores(app, home):
    table = app.new_match("ronin", SOLO, 21, ai_inline=True)
    frames(app)
    rng = Rng(5)
    for _ in range(600):
        if isinstance(app.scenes.top, ResultsScene):
            break
        assert table.human_seat() == 0
        legal = table.legal
        decisive = [c for c in legal if not isinstance(c, (Done, TakeMission))] or legal
        command = rng.choice(decisive)
        length = len(table.match.history)
        perform(app, table, command)
        assert table.match.history[length:] == [(0, command)], command
        frames(app)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    points = table.match.state.points[0]
    assert any(line.startswith("Rank: ") and f"({points} points)" in line for line in results.outcome.explanation)
    assert table.best_lines and f"{points} points" in table.best_lines[1]
    # kept between launches: a new storage on the same folder reads them back
    assert load_best(Storage(home))[0]["points"] == points


def test_best_scores_are_kept_best_first(home):
    from ninjatable.games.ronin.table_scores import best_score_lines, record_solo_score

    storage = Storage(home)
    for points, seed in ((90, 1), (160, 2), (120, 3)):
        record_solo_score(storage, points, seed)
    best, place = record_solo_score(Storage(home), 130, 4)
    assert [e["points"] for e in best] == [160, 130, 120, 90] and place == 1
    assert [e["rank"] for e in best][:2] == ["Retainer of the Shogun", "Redeemed Ronin"]
    lines = best_score_lines(best, place)
    assert lines[2].startswith("2. 130 points") and "this game" in lines[2]


def test_human_against_the_ai_plays_with_the_mouse(app):
    table = app.new_match("ronin", ["human", "easy"], 4, ai_inline=True)
    rng = Rng(2)
    acted = 0
    for _ in range(400):
        frames(app)
        if isinstance(app.scenes.top, ResultsScene):
            break
        if table.human_seat() != 0:
            continue
        command = rng.choice(table.legal)
        length = len(table.match.history)
        perform(app, table, command)
        assert table.match.history[length] == (0, command)
        acted += 1
    assert acted > 10
    assert isinstance(app.scenes.top, ResultsScene)
    assert any(seat == 1 for seat, _ in table.match.history)


def test_two_humans_hand_over_the_table(app):
    table = app.new_match("ronin", ["human", "human"], 9, ai_inline=True)
    seen = []
    for _ in range(30):
        frames(app)
        top = app.scenes.top
        if isinstance(top, HandOverScene):
            seen.append(top.seat)
            click(app, top.buttons.get("confirm").rect.center)
            assert app.scenes.top is table and table.human_seat() == top.seat
            assert table.viewer == top.seat
            command = next(c for c in table.legal if isinstance(c, Place) and c.action == "points")
            perform(app, table, command)
            assert table.match.history[-1] == (top.seat, command)
        if len(seen) >= 3:
            break
    assert seen[:3] == [0, 1, 0]


def test_every_player_count_draws_without_overlapping_boards(app):
    for seats in (["human"], ["human", "easy"], ["human", "easy", "easy"], ["human"] + ["easy"] * 3,
                  ["human"] + ["easy"] * 4):
        table = app.new_match("ronin", seats, 3, ai_inline=True)
        frames(app, 2)
        rects = list(table.other_rects.values())
        for i, a in enumerate(rects):
            assert td.OTHERS_RECT.contains(a)
            for b in rects[i + 1:]:
                assert not a.colliderect(b)
        app.draw()


def test_drawing_changes_nothing(app):
    table = _table(app, find_match(_placing(), SOLO, game="ronin"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=_ronin(table), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(420, 330), rel=(1, 1), buttons=(1, 0, 0)))
    frames(app)
    saved = table.match.to_json()
    attributes = dict(vars(table))
    for _ in range(3):
        app.draw()
    assert table.match.to_json() == saved
    assert all(vars(table)[k] is v for k, v in attributes.items())


def test_the_shogun_card_is_revealed_with_a_visible_placement(home):
    from ninjatable.ui.storage import Settings
    from ninjatable.ui.window import App

    app = App(Storage(home), Settings(animation_speed="normal", ai_pacing="instant"))
    try:
        match = find_match(lambda m: m.state.round == 1 and m.state.phase == "discard" or (
            m.state.round == 1 and m.state.phase == "fulfil"), SOLO, game="ronin")
        table = app.start_match(match, ai_inline=True)
        frames(app)
        for _ in range(50):
            perform(app, table, table.legal[-1])
            if table.match.state.round == 2:
                break
            app.step(5.0)
        assert table.match.state.round == 2
        shogun = [a for a in table.animations if a.image is not None and a.image.get_size() == td.SHOGUN_CARD]
        figures = [a for a in table.animations if a.elapsed < 0 and a.image is not None]
        assert shogun and len(figures) >= 4
        assert table.human_seat() is None  # the placement is shown before you act
        app.step(5.0)
        assert table.human_seat() == 0
    finally:
        app.shutdown()


def test_hovering_a_city_explains_its_tile(app):
    table = _table(app, find_match(_placing(), SOLO, game="ronin"))
    city = table.rview.cities[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=td.city_body(city).center, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    frames(app)
    assert table.tooltip.text.startswith(f"{city} (regions")


def test_the_rider_chooses_another_citys_action_from_the_panel(app):
    def rider(match) -> bool:
        return _placing(seat=0)(match) and any(
            isinstance(c, Place) and c.source for c in match.state.legal_commands(0))

    table = _table(app, find_match(rider, ["human", "random"], game="ronin", seeds=range(1, 400)))
    command = next(c for c in table.legal if isinstance(c, Place) and c.source)
    perform(app, table, command)
    assert table.match.history[-1] == (0, command)


def test_hovering_anywhere_on_the_table_is_safe(app):
    table = _table(app, find_match(_placing(), ["human", "easy", "easy"], game="ronin"))
    described = 0
    for x in range(0, 980, 14):
        for y in range(48, 800, 14):
            line = table.hover_text((x, y))
            assert isinstance(line, str)
            described += bool(line)
    assert described > 200


def test_the_same_game_is_kept_once_and_a_damaged_record_is_ignored(home):
    from ninjatable.games.ronin.table_scores import record_solo_score

    storage = Storage(home)
    record_solo_score(storage, 120, 7, 80)
    best, place = record_solo_score(storage, 120, 7, 80)
    assert len(best) == 1 and place == 0
    storage.record_path("ronin_solo").write_text("{not json", encoding="utf-8")
    assert load_best(storage) == []
    best, place = record_solo_score(storage, 95, 8, 70)
    assert [e["points"] for e in best] == [95] and place == 0


def test_a_three_player_game_with_the_mouse_reaches_the_results(app):
    table = app.new_match("ronin", ["human", "random", "random"], 6, ai_inline=True)
    rng = Rng(8)
    for _ in range(600):
        frames(app)
        if isinstance(app.scenes.top, ResultsScene):
            break
        if table.human_seat() != 0:
            continue
        command = rng.choice(table.legal)
        length = len(table.match.history)
        perform(app, table, command)
        assert table.match.history[length] == (0, command)
    assert isinstance(app.scenes.top, ResultsScene)
    assert not table.best_lines  # best scores are the solo player's


def test_a_good_dropped_on_a_mission_that_cannot_be_fulfilled_snaps_back_with_the_reason(app):
    def stuck(match) -> bool:
        state = match.state
        return (state.phase == "fulfil" and state.pending is None and state.to_act() == (0,)
                and any(Fulfil(m) not in state.legal_commands(0) for m in state.missions[0])
                and state.goods_count(0) > 0)

    table = _table(app, find_match(stuck, SOLO, game="ronin", seeds=range(1, 400)))
    mission = next(m for m in table.rview.missions[0] if Fulfil(m) not in table.legal_set)
    with pytest.raises(IllegalCommand) as refused:
        table.match.state.check(0, Fulfil(mission))
    before = table.match.to_json()
    good = next(s for s in table.drag_sources() if s.payload[0] == "good")
    target = next(r for r, m in table.mission_rects if m == mission)
    drag(app, good.rect.center, (target.x + 8, target.y + 40))
    assert table.match.to_json() == before
    assert table.toast.message == refused.value.reason
