"""The Ronin table driven by real mouse events: ronin dropped on cities, goods clicked and dragged, every
decision of a solo game made with the mouse up to the score screen with the rank."""

from __future__ import annotations

import pygame
import pytest

from ninjatable.cli.screenshot import advanced_match
from ninjatable.engine.errors import IllegalCommand
from ninjatable.engine.rng import Rng
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
    GiveBack,
    Place,
    TakeMission,
)
from ninjatable.games.ronin.map import japan
from ninjatable.games.ronin.rules import DecisionKind
from ninjatable.games.ronin.table import layout, paint
from ninjatable.games.ronin.table.records import best_score_lines, load_best, record_solo_score
from ninjatable.games.ronin.table.scene import RoninTable
from ninjatable.i18n import render
from ninjatable.ui import text
from ninjatable.ui.app.dialogs import HandOverScene
from ninjatable.ui.app.results import ResultsScene
from ninjatable.ui.storage import Storage
from tests.ui.helpers import match_of

from .helpers import click, drag, find_match, frames, hold

SOLO = ["human"]


def _table(app, match) -> RoninTable:
    table = app.start_match(match, ai_inline=True)
    frames(app)
    assert isinstance(table, RoninTable) and table is app.scenes.top
    assert table.session.human_seat() == table.view.acting()
    return table


def _legal(table) -> list:
    return list(table.decision.commands) if table.decision is not None else []


def _by_mouse(table) -> list:
    """The commands the table offers: every legal one but giving goods back one at a time (kept for old saves;
    the table gives them back all at once)."""
    return [c for c in _legal(table) if not isinstance(c, Discard)]


def _placing(kind=Place, seat: int = 0):
    def predicate(match) -> bool:
        state = match.state
        return (state.to_act() == (seat,) and state.pending is None and state.phase == "place"
                and any(isinstance(c, kind) for c in state.legal_commands(seat)))
    return predicate


def _pending(kind: str, seat: int = 0):
    def predicate(match) -> bool:
        state = match.state
        return state.to_act() == (seat,) and state.pending is not None and state.pending.kind == kind
    return predicate


def _ronin(table, index: int = -1) -> tuple[int, int]:
    sources = [s for s in table.drag_sources() if s.payload.kind == "ronin"]
    return sources[index].rect.center


def _bar_button(table, command) -> tuple[int, int]:
    """The choice bar's button that gives `command` (its group), or the listed option once the group is open."""
    for option, button in table.bar.listing:
        if option.command == command:
            return button.rect.center
    for button, options in table.bar.buttons:
        if any(option.command == command for option in options):
            return button.rect.center
    raise AssertionError(f"{command} is not offered by the choice bar")


def _choose_in_bar(app, table, command) -> None:
    click(app, _bar_button(table, command))
    if table.bar.asking:
        click(app, _bar_button(table, command))


def _chip(table, city: str, action: str) -> tuple[int, int]:
    actions = table.view.tile_actions(city)
    return layout.chip_rects(city, len(actions))[actions.index(action)].center


def perform(app, table, command) -> None:
    """Carry out `command` with the mouse, the way a player would."""
    view = table.view
    if isinstance(command, Place):
        if command.source:
            drag(app, _ronin(table), _chip(table, command.source, command.action), steps=2)
            click(app, layout.city_body(command.city).center)
        elif command.action == "points":
            drag(app, _ronin(table), layout.points_chip_rect(command.city, len(view.tile_actions(command.city))).center,
                 steps=2)
        else:
            drag(app, _ronin(table), _chip(table, command.city, command.action), steps=2)
    elif isinstance(command, (TakeMission, ChooseMission)):
        click(app, table.places.display[command.slot].center)
    elif isinstance(command, ChooseCharacter):
        click(app, table.places.character_rect(command.character).center)
    elif isinstance(command, Build):
        index = view.castle_spaces[command.region].index(None)
        click(app, layout.castle_space_rect(command.region, index).center)
        if table.bar.asking:
            click(app, _bar_button(table, command))
    elif isinstance(command, (Buy, ChooseBonus, Done)):
        _choose_in_bar(app, table, command)
    elif isinstance(command, Collect):
        click(app, layout.resource_space_rect(command.region, command.space).center)
    elif isinstance(command, Fulfil):
        good = next(s for s in table.drag_sources() if s.payload.kind == "good")
        target = table.places.mission_rect(command.mission)
        drag(app, good.rect.center, (target.x + 8, target.y + 40), steps=2)  # the edge that shows
    elif isinstance(command, GiveBack):
        for good in command.goods:
            click(app, table.places.goods[good].center)
        click(app, _bar_button(table, command))
    else:
        raise AssertionError(command)


def test_ronin_dropped_on_an_action_of_a_city_carries_it_out(app):
    table = _table(app, find_match(_placing(), SOLO, game="ronin"))
    command = next(c for c in _legal(table) if isinstance(c, Place) and c.action != "points" and not c.source)
    length = len(match_of(table.session).history)
    perform(app, table, command)
    assert match_of(table.session).history[length] == (0, command)
    assert 0 in match_of(table.session).state.occupants[command.city]


def test_legal_cities_light_up_while_a_ronin_is_carried(app):
    table = _table(app, find_match(_placing(), SOLO, game="ronin"))
    start = _ronin(table)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 300), rel=(1, 1), buttons=(1, 0, 0)))
    frames(app)
    lit = {t.key[1] for t in table.drag.targets if t.legal and t.key[0] == "city"}
    assert lit == {c.city for c in _legal(table) if isinstance(c, Place)}
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(960, 60), button=1))
    frames(app)


def test_ronin_dropped_on_an_occupied_city_snaps_back_with_the_reason(app):
    table = _table(app, find_match(_placing(), SOLO, game="ronin"))
    state = match_of(table.session).state
    city = next(c for c, occupants in state.occupants.items() if occupants)
    command = Place(city, state.actions_of(city)[0])
    with pytest.raises(IllegalCommand) as refused:
        state.check(0, command)
    before = match_of(table.session).to_json()
    drag(app, _ronin(table), layout.city_pos(city))
    assert match_of(table.session).to_json() == before
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
    city = next(c for c in table.view.cities if choices(match_of(table.session), c) == 2)
    drag(app, _ronin(table), layout.city_pos(city))
    offered = {t.command for t in table.drag.targets if t.legal}
    assert table.drag.selected is not None
    assert offered == {c for c in _legal(table) if isinstance(c, Place) and c.city == city and not c.source}
    assert Place(city, "points") in offered
    points_before = match_of(table.session).state.points[0]
    click(app, layout.points_chip_rect(city, len(table.view.tile_actions(city))).center)
    assert match_of(table.session).history[-1] == (0, Place(city, "points"))
    assert match_of(table.session).state.points[0] == points_before + 2


def test_a_good_is_chosen_by_clicking_it_in_the_region_being_resolved(app):
    table = _table(app, find_match(_pending(DecisionKind.COLLECT), SOLO, game="ronin", seeds=range(1, 200)))
    command = _legal(table)[-1]
    assert isinstance(command, Collect)
    perform(app, table, command)
    assert match_of(table.session).history[-1] == (0, command)


def test_a_good_of_the_region_can_also_be_chosen_in_the_choice_bar(app):
    table = _table(app, find_match(_pending(DecisionKind.COLLECT), SOLO, game="ronin", seeds=range(1, 200)))
    command = _legal(table)[0]
    _choose_in_bar(app, table, command)
    assert match_of(table.session).history[-1] == (0, command)


def test_a_mission_is_fulfilled_by_dragging_a_good_onto_it(app):
    def fulfil(match) -> bool:
        state = match.state
        return (state.phase == "fulfil" and state.pending is None and state.to_act() == (0,)
                and any(isinstance(c, Fulfil) for c in state.legal_commands(0)))

    table = _table(app, find_match(fulfil, SOLO, game="ronin", seeds=range(1, 300)))
    command = next(c for c in _legal(table) if isinstance(c, Fulfil))
    points = match_of(table.session).state.points[0]
    perform(app, table, command)
    assert match_of(table.session).history[-1] == (0, command)
    assert match_of(table.session).state.points[0] > points


def test_a_display_mission_without_the_meditation_is_refused_with_the_reason(app):
    def poor(match) -> bool:
        return _placing()(match) and match.state.meditation[0] == 0 and not match.state.display_taken

    table = _table(app, find_match(poor, SOLO, game="ronin"))
    before = match_of(table.session).to_json()
    click(app, table.places.display[0].center)
    assert match_of(table.session).to_json() == before
    assert table.toast.message == "That mission costs 1 meditation token and you have 0."


def test_a_whole_solo_game_played_with_the_mouse_ends_with_the_rank_and_the_best_scores(app, home):
    table = app.new_match("ronin", SOLO, 21, ai_inline=True)
    frames(app)
    rng = Rng(5)
    for _ in range(600):
        if isinstance(app.scenes.top, ResultsScene):
            break
        assert table.session.human_seat() == 0
        legal = _legal(table)
        decisive = [c for c in legal if not isinstance(c, (Done, TakeMission, Discard))] or legal
        command = rng.choice(decisive)
        length = len(match_of(table.session).history)
        perform(app, table, command)
        assert match_of(table.session).history[length:] == [(0, command)], command
        frames(app)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    points = match_of(table.session).state.points[0]
    assert any(render(line).startswith("Rank: ") and f"({points} points)" in render(line)
               for line in results.outcome.explanation)
    assert results.heading().startswith("Your rank: ")
    best_lines = best_score_lines(table.best, table.place)
    assert best_lines and f"{points} points" in best_lines[1]
    # kept between launches: a new storage on the same folder reads them back
    assert load_best(Storage(home))[0]["points"] == points


def test_best_scores_are_kept_best_first(home):
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
        if table.session.human_seat() != 0 or table.decision is None:
            continue
        command = rng.choice(_by_mouse(table))
        length = len(match_of(table.session).history)
        perform(app, table, command)
        assert match_of(table.session).history[length] == (0, command)
        acted += 1
    assert acted > 10
    assert isinstance(app.scenes.top, ResultsScene)
    assert any(seat == 1 for seat, _ in match_of(table.session).history)


def test_two_humans_hand_over_the_table(app):
    table = app.new_match("ronin", ["human", "human"], 9, ai_inline=True)
    seen = []
    for _ in range(30):
        frames(app)
        top = app.scenes.top
        if isinstance(top, HandOverScene):
            seen.append(top.seat)
            click(app, top.buttons.get("confirm").rect.center)
            assert app.scenes.top is table and table.session.human_seat() == top.seat
            assert table.viewer == top.seat
            command = next(c for c in _legal(table) if isinstance(c, Place) and c.action == "points")
            perform(app, table, command)
            assert match_of(table.session).history[-1] == (top.seat, command)
        if len(seen) >= 3:
            break
    assert seen[:3] == [0, 1, 0]


def test_every_player_count_draws_without_overlapping_boards(app):
    for seats in (["human"], ["human", "easy"], ["human", "easy", "easy"], ["human"] + ["easy"] * 3,
                  ["human"] + ["easy"] * 4):
        table = app.new_match("ronin", seats, 3, ai_inline=True)
        frames(app, 2)
        rects = list(table.places.others.values())
        for i, a in enumerate(rects):
            assert layout.OTHERS_RECT.contains(a)
            for b in rects[i + 1:]:
                assert not a.colliderect(b)
        app.draw()


def test_drawing_changes_nothing(app):
    table = _table(app, find_match(_placing(), SOLO, game="ronin"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=_ronin(table), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(420, 330), rel=(1, 1), buttons=(1, 0, 0)))
    frames(app)
    saved = match_of(table.session).to_json()
    attributes = dict(vars(table))
    for _ in range(3):
        app.draw()
    assert match_of(table.session).to_json() == saved
    assert all(vars(table)[k] is v for k, v in attributes.items())


def test_the_shogun_card_is_revealed_with_a_visible_placement(home):
    from ninjatable.ui.app.window import App
    from ninjatable.ui.storage import Settings

    app = App(Storage(home), Settings(animation_speed="normal", ai_pacing="instant"))
    try:
        match = find_match(lambda m: m.state.round == 1 and m.state.phase == "discard" or (
            m.state.round == 1 and m.state.phase == "fulfil"), SOLO, game="ronin")
        table = app.start_match(match, ai_inline=True)
        frames(app)
        for _ in range(50):
            perform(app, table, _legal(table)[-1])
            if match_of(table.session).state.round == 2:
                break
            app.step(5.0)
        assert match_of(table.session).state.round == 2
        shogun = [a for a in table.animations if a.image is not None and a.image.get_size() == layout.SHOGUN_CARD]
        figures = [a for a in table.animations if a.elapsed < 0 and a.image is not None]
        assert shogun and len(figures) >= 4
        assert table.may_act() is None  # the placement is shown before you act
        app.step(5.0)
        assert table.may_act() == 0
    finally:
        app.shutdown()


def test_hovering_a_city_explains_its_tile(app):
    table = _table(app, find_match(_placing(), SOLO, game="ronin"))
    city = table.view.cities[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=layout.city_body(city).center, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    frames(app)
    assert table.tooltip.text.startswith(f"{city} (regions")


def test_the_rider_chooses_another_citys_action_on_the_board(app):
    def rider(match) -> bool:
        return _placing(seat=0)(match) and any(
            isinstance(c, Place) and c.source for c in match.state.legal_commands(0))

    table = _table(app, find_match(rider, ["human", "random"], game="ronin", seeds=range(1, 400)))
    command = next(c for c in _legal(table) if isinstance(c, Place) and c.source)
    perform(app, table, command)
    assert match_of(table.session).history[-1] == (0, command)


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
        if table.session.human_seat() != 0 or table.decision is None:
            continue
        command = rng.choice(_by_mouse(table))
        length = len(match_of(table.session).history)
        perform(app, table, command)
        assert match_of(table.session).history[length] == (0, command)
    assert isinstance(app.scenes.top, ResultsScene)
    assert not table.best  # best scores are the solo player's


def test_a_good_dropped_on_a_mission_that_cannot_be_fulfilled_snaps_back_with_the_reason(app):
    def stuck(match) -> bool:
        state = match.state
        return (state.phase == "fulfil" and state.pending is None and state.to_act() == (0,)
                and any(Fulfil(m) not in state.legal_commands(0) for m in state.missions[0])
                and state.goods_count(0) > 0)

    table = _table(app, find_match(stuck, SOLO, game="ronin", seeds=range(1, 400)))
    mission = next(m for m in table.view.missions[0] if Fulfil(m) not in _legal(table))
    with pytest.raises(IllegalCommand) as refused:
        match_of(table.session).state.check(0, Fulfil(mission))
    before = match_of(table.session).to_json()
    good = next(s for s in table.drag_sources() if s.payload.kind == "good")
    target = table.places.mission_rect(mission)
    drag(app, good.rect.center, (target.x + 8, target.y + 40))
    assert match_of(table.session).to_json() == before
    assert table.toast.message == refused.value.reason


def test_no_city_tile_covers_a_castle_space_a_resource_space_or_another_city():
    """Every castle space and resource space stays in sight (a castle built there is seen), and no tile lies
    over another city or its figures."""
    from ninjatable.games.ronin.data import DATA
    from ninjatable.games.ronin.map import japan

    board = japan()
    tiles = {city: layout.tile_rect(city, max(len(side) for side in DATA.city_tiles[city])) for city in board.cities}
    spaces = [layout.castle_space_rect(r, s.index).inflate(-4, -4) for r in board.regions for s in board.castle_spaces[r]]
    spaces += [layout.resource_space_rect(r, s.index).inflate(-4, -4) for r in board.regions
               for s in board.resource_spaces[r]]
    for city, tile in tiles.items():
        assert not any(tile.colliderect(space) for space in spaces), city
        for other in board.cities:
            if other != city:
                x, y = layout.city_pos(other)
                assert not tile.colliderect((x - 7, y - 7, 14, 14)), (city, other)
                figures = layout.city_layout()[other][1]
                assert not tile.colliderect((*figures, *layout.FIGURES_SIZE)), (city, other)


def test_any_of_your_idle_ronin_can_be_picked_up(app):
    """The first ronin on your board is dragged as well as the last one."""
    table = _table(app, find_match(_placing(), SOLO, game="ronin"))
    assert table.view.ronin_left(0) >= 2
    first = table.places.ronin[0]
    command = next(c for c in _legal(table) if isinstance(c, Place) and c.action != "points" and not c.source)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=first.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=first.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(first.centerx + 30, first.centery - 60),
                                         rel=(30, -60), buttons=(1, 0, 0)))
    frames(app)
    assert table.drag.dragging and table.drag.pressed is not None and table.drag.pressed.key == ("ronin", 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=_chip(table, command.city, command.action),
                                         button=1))
    frames(app)
    assert match_of(table.session).history[-1] == (0, command)


def test_each_good_has_its_own_symbol_and_an_empty_place_shows_it_faintly(app):
    """Rice, tea, silk, sake, coin and the joker each have their own drawn symbol (not a letter: silk and sake
    would both be S); your board shows the place of a good you do not hold with its symbol, faint."""
    from ninjatable.games.ronin.table import pieces

    masks = {good: pygame.mask.from_surface(pieces.good_symbol(good, 40), 60) for good in layout.KINDS}
    for a in layout.KINDS:
        for b in layout.KINDS:
            if a < b:
                shared = masks[a].overlap_area(masks[b], (0, 0))
                union = masks[a].count() + masks[b].count() - shared
                assert union - shared > 0.3 * union, (a, b)
    table = _table(app, find_match(_placing(), SOLO, game="ronin"))
    empty = next(kind for kind in layout.KINDS if table.view.held(0, kind) == 0)
    app.draw()
    slot = table.places.goods[empty]
    board = app.surface.get_at((slot.x + 30, slot.y - 4))[:3]
    marked = [(x, y) for x in range(slot.x, slot.x + 22) for y in range(slot.y, slot.y + 24)
              if app.surface.get_at((x, y))[:3] != board]
    assert len(marked) > 60
    faint, full = pieces.good_image(empty, 10, faint=True), pieces.good_image(empty, 10)
    assert max(faint.get_at((x, y)).a for x in range(22) for y in range(22)) < 255 == full.get_at((11, 11)).a


def test_city_names_on_every_mission_card_are_written_whole():
    """Every mission card, in the display, on your board and among the solo player's drawn cards, writes both
    cities whole: a smaller type where the card is small, never a shortened name."""
    from ninjatable.games.ronin.data import DATA
    from ninjatable.games.ronin.table import pieces
    from ninjatable.ui import text

    for size in (layout.MISSION_CARD, layout.OWN_MISSION):
        for mission in DATA.missions.values():
            type_size = pieces.mission_city_size(mission.id, size[0])
            assert type_size >= 11
            for city in mission.cities:
                assert text.font(type_size).size(city)[0] <= size[0] - 12, (city, size)
            pieces.mission_image(mission.id, size)


def test_the_solo_players_drawn_cards_name_their_cities_large_and_whole():
    """A card drawn for a solo ronin is drawn for its cities: they are written whole at 14 pixels or more (they
    were about 11 on a card the size of a thumbnail), each card clear of the others and of the character
    display."""
    from ninjatable.games.ronin.data import DATA
    from ninjatable.games.ronin.table import pieces
    from ninjatable.ui import text

    pieces._drawn_card_image.cache_clear()
    for mission in DATA.missions.values():
        with text.recording() as drawn:
            pieces.drawn_card_image(mission.id, layout.DRAWN_CARD)
        words = [piece for piece in drawn if piece.text.strip() != "or"]
        assert [piece.text for piece in words] == list(mission.cities)
        assert all(piece.fits and piece.size >= 14 and text.ELLIPSIS not in piece.text for piece in words), mission
    rects = [pygame.Rect(layout.DRAWN_POS[0] + (i // 3) * layout.DRAWN_STEP[0],
                         layout.DRAWN_POS[1] + (i % 3) * layout.DRAWN_STEP[1], *layout.DRAWN_CARD) for i in range(6)]
    area = layout.UI_AREAS[3]
    for i, rect in enumerate(rects):
        assert area.contains(rect) and not rect.colliderect(layout.CHAR_RECT)
        assert all(not rect.colliderect(other) for other in rects[i + 1:])


def test_the_goods_over_the_limit_are_given_back_in_one_step(app):
    """At the end of a round you click the goods you give back (a right click puts one back), then confirm
    them all with one button: one command."""
    def over(match) -> bool:
        state = match.state
        return (state.phase == "discard" and state.to_act() == (0,) and len(state.pay_options(0)) >= 2
                and state.goods_count(0) - state.goods_limit(0) >= 2)

    table = _table(app, find_match(over, SOLO, game="ronin", seeds=range(1, 400)))
    due = table.view.goods_count(0) - table.view.goods_limit[0]
    kinds = [k for k in layout.KINDS if table.view.held(0, k)]
    length = len(match_of(table.session).history)
    click(app, table.places.goods[kinds[0]].center)
    click(app, table.places.goods[kinds[1]].center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.places.goods[kinds[1]].center, button=3))
    frames(app)
    chosen = [kinds[0]]
    while len(chosen) < due:
        kind = next(k for k in kinds if chosen.count(k) < table.view.held(0, k))
        click(app, table.places.goods[kind].center)
        chosen.append(kind)
    assert len(match_of(table.session).history) == length  # nothing is given before you confirm
    command = next(c for c in _legal(table) if isinstance(c, GiveBack) and sorted(c.goods) == sorted(chosen))
    assert [b.label for b, _ in table.bar.buttons] == [table.decision.label_of(command)]
    click(app, _bar_button(table, command))
    assert match_of(table.session).history[length:] == [(0, command)]
    assert match_of(table.session).state.goods_count(0) <= match_of(table.session).state.goods_limit(0)


@pytest.mark.parametrize("seats", [1, 2, 5])
def test_every_status_line_fits_the_status_bar_whole(app, seats):
    """The status bar wraps a long sentence onto a second line at a smaller size: every status line of the Ronin
    table, for every decision met in random games, fits in those two lines (nothing is cut)."""
    from ninjatable.games.ronin import GAME
    from ninjatable.games.ronin.table import words
    from ninjatable.ui import text
    from ninjatable.ui.table.scene import STATUS_RECT

    def fits(line: str) -> bool:
        _, lines = text.fit_lines(line, STATUS_RECT.width - 28, sizes=(26, 21, 18), max_lines=2)
        return len(lines) <= 2

    rng = Rng(seats)
    seen = set()
    for seed in range(6):
        state = GAME.new_state(seats, seed)
        while not state.is_over():
            seat = state.to_act()[0]
            decision = state.decision(seat)
            view = GAME.view(state, seat)
            for who in ("Your turn", "Player 5"):
                line = words.status(view, decision.prompt, who, None, None)
                assert fits(line), line
                seen.add(decision.kind)
            assert fits(words.status(view, None, "", "Player 5", None))
            assert fits(words.status(view, None, "", None, ", ".join(f"Player {s + 1}" for s in range(seats))))
            state.apply(seat, rng.choice(state.legal_commands(seat)))
    assert {DecisionKind.PLACE, DecisionKind.COLLECT, DecisionKind.FULFIL} <= seen


def test_the_rules_panel_speaks_to_players_without_developer_text(app):
    """The Rules panel shows the rules document: no file paths, no code, no internal command names."""
    from ninjatable.games.ronin.commands import COMMAND_TYPES

    table = app.new_match("ronin", SOLO, 2, ai_inline=True)
    frames(app)
    click(app, table.buttons.get("Rules").rect.center)
    panel = app.scenes.top
    assert panel is not table and panel.texts
    shown = " ".join(panel.texts)
    assert "Architect" in shown and "Shogun" in shown
    internal = [kind for kind in (c.kind for c in COMMAND_TYPES) if "_" in kind]
    for word in ("`", ".json", ".tmx", ".py", "ninjatable/", "maps/", "iteration", *internal):
        assert word not in shown, word


def test_a_region_the_game_does_not_use_is_named_whole_and_its_hover_says_why(app):
    """With two players Dewa and Mutsu are not used: their labels read their names whole (not "Dewa (not…"),
    hovering one says it is not used, and Mutsu's label keeps off Sendai's name."""
    table = _table(app, find_match(_placing(), ["human", "easy"], game="ronin", seeds=range(1, 60)))
    unused = [r for r in japan().regions if r not in table.rview.regions]
    assert unused
    paint._layers.clear()  # the map is painted once: paint it again, recording
    table.layer.key = None
    with text.recording() as drawn:
        app.draw()
    said = [piece for piece in drawn]
    for region in unused:
        name = japan().regions[region].name
        label = next(piece for piece in said if piece.text.startswith(name))
        assert label.text == name and label.fits, label
        where = layout.region_labels()[region]
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(where.right - 6, where.centery), rel=(1, 1),
                                             buttons=(0, 0, 0)))
        frames(app)
        assert table.tooltip.text == (f"Region {region}, {name}: not used in a game of 2 players; nothing is placed "
                                      "or collected there, and its cities have no tiles.")
    for region, where in layout.region_labels().items():
        for city in japan().cities:
            assert not where.colliderect(layout.city_name_rect(city)), (region, city)


def test_a_score_past_fifty_shows_its_lap_in_points_in_readable_type(app):
    match = advanced_match("ronin", ["human", "easy", "easy"], 3, 5000, level_for_humans="easy")
    table = app.start_match(match, ai_inline=True)
    frames(app)
    points = table.rview.points
    assert max(points) >= 50
    table.layer.key = None  # the table is drawn once per change: draw it again, recording
    with text.recording() as drawn:
        table.draw(app.surface)
    tags = [piece for piece in drawn if piece.text.startswith("+") and layout.SCORE_RECT.contains(piece.rect)]
    assert sorted(piece.text for piece in tags) == sorted(f"+{p // 50 * 50}" for p in points if p >= 50)
    assert all(piece.size >= 14 for piece in tags)


def test_the_castle_is_greyed_while_a_ronin_is_carried_with_no_good_to_pay(app):
    def no_goods(match) -> bool:
        view = match.view(0)
        return (_placing()(match) and sum(view.goods[0].values()) == 0
                and any("build" in view.tile_actions(c) for c in view.cities))

    table = _table(app, find_match(no_goods, ["human", "easy"], game="ronin", seeds=range(1, 100)))
    castles = [c for c in table.rview.cities if "build" in table.rview.tile_actions(c)]
    app.draw()
    source = table.drag_sources()[0]
    chip = next(t.rect for t in table.drop_targets(source.payload) if t.key == ("chip", castles[0], "build"))
    before = [app.surface.get_at(p)[:3] for p in ((chip.x + 3, chip.centery), (chip.right - 3, chip.centery))]
    hold(app, source.rect.center, (400, 300))
    assert chip in table.refused_actions()
    app.draw()
    after = [app.surface.get_at(p)[:3] for p in ((chip.x + 3, chip.centery), (chip.right - 3, chip.centery))]
    assert all(sum(a) < sum(b) for a, b in zip(after, before, strict=True)), "greyed, darker than before"
