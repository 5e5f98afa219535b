"""The Shitennō table driven by real mouse events: packets built by dragging and offered, offers refused,
packets chosen by a click, payments clicked together and dropped on provinces, refusals explained, and whole
games played to the results screen."""

from __future__ import annotations

import pygame

from ninjatable.ai.bots import make_bot
from ninjatable.engine.commands import Command
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.games.shitenno.commands import (
    Accept,
    Choose,
    DrawCard,
    EndTurn,
    Gild,
    KeepPlain,
    Offer,
    PackCard,
    PackTitle,
    PickCard,
    PickHatamoto,
    PickTile,
    Place,
    Refuse,
    UnpackCard,
    UnpickCard,
    UnpickHatamoto,
    UnpickTile,
)
from ninjatable.games.shitenno.data import all_cards, card, troop_name
from ninjatable.games.shitenno.plans import plans
from ninjatable.games.shitenno.table import layout, pieces
from ninjatable.i18n import render
from ninjatable.ui import text
from ninjatable.ui.app.dialogs import HandOverScene
from ninjatable.ui.app.results import ResultsScene
from ninjatable.ui.app.rulebook import RulesScene
from ninjatable.ui.table.scene import TableScene
from tests.ui.helpers import match_of

from .helpers import click, drag, find_match, frames

GAME = get_game("shitenno")


def _table(app, match) -> TableScene:
    table = app.start_match(match, ai_inline=True)
    frames(app)
    assert table is app.scenes.top and table.session.human_seat() == 0
    return table


def _asked(stage: str, test=lambda state: True):
    def predicate(match: Match) -> bool:
        state = match.state
        return state.to_act() == (0,) and state.stage == stage and test(state)
    return predicate


def _find(predicate, seats, seeds=range(1, 300)) -> Match:
    return find_match(predicate, seats, seeds=seeds, game="shitenno")


def visible(rect: pygame.Rect) -> tuple[int, int]:
    """A point of a card that no card laid over it covers (cards overlap to the right)."""
    return (rect.x + 6, rect.centery)


def card_rect(table, card_id: int) -> pygame.Rect:
    rect = table.rects[("hand", card_id)]
    return rect.move(0, -16) if card_id in table.view.payment.cards else rect


def tile_rect(table, tile_id: int) -> pygame.Rect:
    rect = table.rects[("tile", tile_id)]
    return rect.move(0, -6) if tile_id in table.view.payment.tiles else rect


def press_button(app, table, group: str) -> None:
    click(app, table.bar.button(group).rect.center)


def gesture(app, table, command: Command) -> None:
    """Give `command` the way a player does it with the mouse."""
    rects = table.rects
    if isinstance(command, PackCard):
        source = rects.get(("row", command.card)) or rects[("packet-card", command.card)]
        drag(app, visible(source), rects[("tray", command.packet)].center, steps=2)
    elif isinstance(command, UnpackCard):
        drag(app, visible(rects[("packet-card", command.card)]), rects[("row-area",)].center, steps=2)
    elif isinstance(command, PackTitle):
        source = rects.get(("rank", command.title))
        if source is None or command.title not in table.view.ranks:
            source = rects[("packet-title", table.view.packet_titles.index(command.title))]
        drag(app, source.center, rects[("tray", command.packet)].move(60, 0).center, steps=2)
    elif isinstance(command, (Offer, Accept, Refuse, EndTurn, KeepPlain)):
        label = table.decision.groups()
        group = next(g for g, options in label.items() if any(o.command == command for o in options))
        press_button(app, table, group)
    elif isinstance(command, Choose):
        click(app, rects[("tray", command.packet)].move(0, 30).center)
    elif isinstance(command, (PickCard, UnpickCard)):
        click(app, visible(card_rect(table, command.card)))
    elif isinstance(command, (PickTile, UnpickTile, DrawCard)):
        click(app, tile_rect(table, command.tile).center)
    elif isinstance(command, (PickHatamoto, UnpickHatamoto)):
        click(app, rects[("title",)].center)
    elif isinstance(command, Place):
        payment = table.view.payment
        start = (visible(card_rect(table, payment.cards[0])) if payment.cards
                 else tile_rect(table, payment.tiles[0]).center if payment.tiles else rects[("title",)].center)
        drag(app, start, rects[("box", command.province)].center, steps=3)
    elif isinstance(command, Gild):
        click(app, rects[("kamon", command.province, command.slot - 1)].center)
    else:
        raise AssertionError(f"no gesture for {command}")


def play_with_the_mouse(app, table, limit: int = 3000) -> None:
    """Play the human seat with the mouse (choosing as the easy player would) until the results screen."""
    chooser = make_bot(GAME, "easy", 11)
    for _ in range(limit):
        if isinstance(app.scenes.top, ResultsScene):
            return
        if isinstance(app.scenes.top, HandOverScene):
            click(app, app.scenes.top.buttons.get("confirm").rect.center)
            continue
        seat = table.session.human_seat()
        if seat is None:
            frames(app)
            continue
        command = chooser.choose(match_of(table.session).redacted(seat), seat)
        length = len(match_of(table.session).history)
        gesture(app, table, command)
        assert match_of(table.session).history[length] == (seat, command), (command, table.toast.message)
    raise AssertionError("the game did not reach the results screen")


# --- the distribution --------------------------------------------------------------------------------------
def test_build_a_packet_by_dragging_and_offer_it(app):
    match = _find(_asked("build", lambda s: len(s.packets) == 1 and not s.packets[0]), ["human", "easy", "easy", "easy"])
    table = _table(app, match)
    row = list(table.view.row)
    title = table.view.ranks[-1]
    start = len(match.history)
    drag(app, visible(table.rects[("row", row[0].id)]), table.rects[("tray", 0)].center)
    drag(app, visible(table.rects[("row", row[-1].id)]), table.rects[("tray", 0)].center)
    drag(app, table.rects[("rank", title)].center, table.rects[("tray", 0)].move(80, 0).center)
    assert [c for _, c in match.history[start:]] == [PackCard(row[0].id, 0), PackCard(row[-1].id, 0),
                                                     PackTitle(title, 0)]
    assert [c.id for c in table.view.packets[0]] == [row[0].id, row[-1].id]
    press_button(app, table, table.decision.groups().__iter__().__next__())
    assert match.history[start + 3] == (0, Offer())
    offer = next(e.event for e in match.log if e.command_index == start + 3)
    assert offer.kind == "offer" and "offers" in offer.text_for(None)


def test_a_card_dragged_back_leaves_the_packet(app):
    match = _find(_asked("build", lambda s: len(s.packets) == 1 and not s.packets[0]), ["human", "easy", "easy", "easy"])
    table = _table(app, match)
    first = table.view.row[0].id
    drag(app, visible(table.rects[("row", first)]), table.rects[("tray", 0)].center)
    drag(app, visible(table.rects[("packet-card", first)]), table.rects[("row-area",)].center)
    assert match.history[-1] == (0, UnpackCard(first)) and not table.view.packets[0]


def test_offering_without_a_hierarchy_tile_is_refused_with_the_reason(app):
    match = _find(_asked("build", lambda s: len(s.packets) == 1 and s.packet_titles == [None]),
                  ["human", "easy", "easy", "easy"])
    table = _table(app, match)
    assert "Offer" not in " ".join(table.decision.groups())
    before = match.to_json()
    reason = table.session.submit(Offer())
    assert reason == "A packet needs a hierarchy tile first." and match.to_json() == before


def test_refuse_a_packet_with_the_choice_bar(app):
    match = _find(_asked("offer"), ["human", "easy", "easy", "easy"])
    table = _table(app, match)
    assert set(table.decision.groups()) == {"Accept", "Refuse"}
    index = len(match.history)
    press_button(app, table, "Refuse")
    assert match.history[index] == (0, Refuse())
    assert 0 in [e.event.data.get("seat") for e in match.log if e.command_index == index]


def test_choose_one_of_two_packets_by_clicking_it(app):
    match = _find(_asked("choose"), ["human", "easy"])
    table = _table(app, match)
    cards_b = [c.id for c in table.view.packets[1]]
    index = len(match.history)
    click(app, table.rects[("tray", 1)].move(0, 30).center)
    assert match.history[index] == (0, Choose(1))
    assert all(c in match.state.hands[0] for c in cards_b)


# --- the conquest -----------------------------------------------------------------------------------------------
def _plan_of(kind: str):
    def test(state) -> bool:
        found = [p for p in plans(state, 0) if _kind(p.payment) == kind]
        return bool(found)
    return test


def _kind(payment) -> str:
    koku = all(card(c).is_koku for c in payment.cards) and payment.cards and not payment.tiles
    troops = all(not card(c).is_koku for c in payment.cards) and not payment.tiles and not payment.hatamoto
    return "koku" if koku else "troops" if troops and payment.cards else "mixed"


def _pay_with(app, kind: str) -> None:
    match = _find(_asked("conquer", _plan_of(kind)), ["human", "easy", "easy", "easy"], seeds=range(1, 600))
    table = _table(app, match)
    plan = next(p for p in plans(match.state, 0) if _kind(p.payment) == kind)
    for card_id in plan.payment.cards:
        click(app, visible(card_rect(table, card_id)))
    assert sorted(table.view.payment.cards) == sorted(plan.payment.cards)
    assert plan.province in table.lit_provinces()
    supply = match.state.supply[0]
    slot = match.state.free_slot(plan.province)
    drag(app, visible(card_rect(table, plan.payment.cards[0])), table.rects[("box", plan.province)].center)
    assert match.history[-1] == (0, Place(plan.province))
    assert match.state.slots[plan.province][slot] == (0, False) and match.state.supply[0] == supply - 1
    assert all(c not in match.state.hands[0] for c in plan.payment.cards)


def test_pay_for_a_province_with_troops(app):
    _pay_with(app, "troops")


def test_pay_for_a_province_with_koku(app):
    _pay_with(app, "koku")


def test_an_illegal_payment_is_refused_with_its_reason_and_nothing_changes(app):
    def one_card(state) -> bool:
        return any(not card(c).is_koku for c in state.hands[0])

    match = _find(_asked("conquer", one_card), ["human", "easy", "easy", "easy"])
    table = _table(app, match)
    single = next(c.id for c in table.view.hand if not c.is_koku)
    click(app, visible(card_rect(table, single)))
    assert table.view.payment.cards == (single,)
    target = next(p.key for p in table.view.provinces if p.need is not None and p.key not in table.lit_provinces())
    before = match.to_json()
    reason = match.state.refusal(0, Place(target))
    drag(app, visible(card_rect(table, single)), table.rects[("box", target)].center)
    assert match.to_json() == before
    assert table.toast.visible and table.toast.message == reason and "costs" in reason
    frames(app, 2)
    assert not table.drag.dragging and table.drag.pressed is None


def test_clicking_a_card_of_the_payment_takes_it_back(app):
    match = _find(_asked("conquer", lambda s: bool(s.hands[0])), ["human", "easy", "easy", "easy"])
    table = _table(app, match)
    first = table.view.hand[0].id
    click(app, visible(card_rect(table, first)))
    click(app, visible(card_rect(table, first)))
    assert [c for _, c in match.history[-2:]] == [PickCard(first), UnpickCard(first)]
    assert table.view.payment.empty


def test_hovering_a_province_says_what_its_free_slot_costs_and_gives(app):
    match = _find(_asked("conquer"), ["human", "easy", "easy", "easy"])
    table = _table(app, match)
    box = table.rects[("box", "kanto")]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(box.x + 4, box.y + 4), rel=(1, 1), buttons=(0, 0, 0)))
    frames(app)
    assert table.tooltip.text.startswith("Kantō (Samurai): ")
    assert "costs" in table.tooltip.text or "Every slot is taken" in table.tooltip.text


def _hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app)


def test_hovering_a_province_or_a_slot_says_which_troops_each_slot_asks_for(app):
    match = _find(_asked("conquer", lambda s: all(k is None for k in s.slots["kanto"])), ["human", "easy", "easy"])
    table = _table(app, match)
    box = table.rects[("box", "kanto")]
    _hover(app, (box.x + 4, box.y + 4))
    said = table.tooltip.text
    assert f"Slot 1 costs {match.state.need('kanto').words()}; it gives 5 favour" in said
    assert "slot 2: 3 Samurai + the troop of the bonus tile then on top, or 6 koku (6 favour)" in said
    assert "slot 4: 4 Samurai, or 8 koku (11 favour)." in said
    _hover(app, table.rects[("kamon", "kanto", 3)].center)
    assert table.tooltip.text == "Kantō, slot 4: taken after slot 3, it will cost 4 Samurai, or 8 koku; it will give 11 favour."
    _hover(app, table.rects[("kamon", "kanto", 0)].center)
    assert table.tooltip.text.startswith("Kantō, slot 1, the next to be taken: it costs 3 Samurai + 1 ")


def _overpaid(state) -> str | None:
    """An open province whose bribe all of seat 0's koku cards pass, if any."""
    koku = sum(card(c).koku for c in state.hands[0] if c >= 0)
    return next((k for k in sorted(state.open_provinces()) if state.need(k).bribe < koku), None)


def test_a_payment_worth_more_than_the_slot_is_allowed_and_says_what_will_be_lost(app):
    match = _find(_asked("conquer", lambda s: _overpaid(s) is not None), ["human", "easy", "easy", "easy"],
                  seeds=range(1, 600))
    table = _table(app, match)
    target = _overpaid(match.state)
    koku = [c.id for c in table.view.hand if c.is_koku]
    for card_id in koku:
        click(app, visible(card_rect(table, card_id)))
    lost = sum(card(c).koku for c in koku) - match.state.need(target).bribe
    assert target in table.lit_provinces()
    box = table.rects[("box", target)]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(box.x + 4, box.y + 4), rel=(1, 1), buttons=(0, 0, 0)))
    frames(app)
    assert f"{lost} koku will be lost" in table.tooltip.text
    assert f"({lost} koku lost)" in table.payment_hint()
    drag(app, visible(card_rect(table, koku[0])), box.center)
    assert match.history[-1] == (0, Place(target))
    assert all(c in match.state.koku_discard for c in koku)
    assert any(line.endswith(f"What the slot did not need is lost: {lost} koku.") for line in table.log_panel.lines)


# --- whole games and the app ------------------------------------------------------------------------------------
def test_a_whole_four_player_game_against_the_ai_played_with_the_mouse(app):
    table = app.new_match("shitenno", ["human", "easy", "easy", "easy"], 21, ai_inline=True)
    play_with_the_mouse(app, table)
    results = app.scenes.top
    assert match_of(table.session).state.is_over()
    lines = table.result_lines(results.outcome)
    assert lines[0].startswith("Provinces: ") or lines == ["No province was taken."]
    explanation = [render(line) for line in results.outcome.explanation]
    assert any("Shōgun's favourite" in line for line in explanation)
    assert sum(1 for line in explanation if " = " in line) == 4


def test_a_whole_two_player_game_with_two_packets_every_year(app):
    table = app.new_match("shitenno", ["human", "easy"], 8, ai_inline=True)
    play_with_the_mouse(app, table)
    history = match_of(table.session).history
    years = sum(1 for entry in match_of(table.session).log if entry.event.kind == "titles")
    chosen = [c for _, c in history if isinstance(c, Choose)]
    assert years >= 3 and len(chosen) == years
    assert not any(isinstance(c, (Accept, Refuse)) for _, c in history)


def test_computer_offers_are_shown_one_step_at_a_time_with_a_pause(home):
    from ninjatable.ui.app.window import App
    from ninjatable.ui.storage import Settings, Storage

    app = App(Storage(home), Settings(animation_speed="off", ai_pacing="normal"))
    try:
        table = app.new_match("shitenno", ["easy", "easy", "human"], 4, ai_inline=True)
        assert match_of(table.session).state.tairo == 0
        frames(app, 2)  # the computer thinks, then answers
        assert table.session.commands_given == 1 and table.session.ai_pause > 0
        first = match_of(table.session).history[0][1]
        assert isinstance(first, (PackCard, PackTitle, Offer))
        frames(app, 3)
        assert table.session.commands_given == 1  # the judge may be a move further: the table shows one a time
        app.step(1.0)  # the pause over, the next move is shown in the same frame, with its own pause
        assert table.session.commands_given == 2 and table.session.ai_pause > 0
    finally:
        app.shutdown()


def test_the_hand_over_screen_comes_before_a_hand_is_shown(app):
    table = app.new_match("shitenno", ["human", "human"], 3, ai_inline=True)
    frames(app)
    assert isinstance(app.scenes.top, HandOverScene)
    assert table.view.hand == ()
    click(app, app.scenes.top.buttons.get("confirm").rect.center)
    assert app.scenes.top is table and table.view.hand


def test_the_rules_panel_shows_the_shitenno_rules(app):
    table = app.new_match("shitenno", ["human", "easy"], 3, ai_inline=True)
    frames(app)
    click(app, table.buttons.get("Rules").rect.center)
    assert isinstance(app.scenes.top, RulesScene)
    assert any("Shitennō" in line for line in app.scenes.top.texts[:3])


def test_the_table_draws_every_player_count_without_overlaps(app):
    for seats in (["human", "easy"], ["human", "easy", "easy"], ["human", "easy", "easy", "easy"]):
        table = app.new_match("shitenno", seats, 2, ai_inline=True)
        frames(app, 2)
        panels = table.panels
        assert len(panels) == len(seats)
        for i, a in enumerate(panels):
            assert all(not a.colliderect(b) for b in panels[i + 1:])
        boxes = [table.rects[("box", p.key)] for p in table.board.provinces]
        for i, a in enumerate(boxes):
            assert all(not a.colliderect(b) for b in boxes[i + 1:])


def test_every_laid_out_card_and_packet_card_shows_whole_side_by_side():
    """However the year's cards are shared between the row and the packets (at most twelve cards and one packet,
    or with two players six cards and two packets), no card covers another, and each part of the band stays in
    its place."""
    parts = []
    for in_row in range(13):
        for in_packet in range(13 - in_row):
            band = layout.band(in_row, [in_packet])
            parts.append((band, layout.row_card_rects(band, in_row),
                          layout.tray_card_rects(layout.tray_rects(band)[0], in_packet)))
    for in_row in range(7):
        for in_a in range(7 - in_row):
            band = layout.band(in_row, [in_a, 6 - in_row - in_a])
            trays = layout.tray_rects(band)
            parts.append((band, layout.row_card_rects(band, in_row),
                          [*layout.tray_card_rects(trays[0], in_a), *layout.tray_card_rects(trays[1], 6 - in_row - in_a)]))
    for band, row, packets in parts:
        assert layout.BAND.contains(band.row.unionall([band.ranks, band.trays]))
        assert not band.row.colliderect(band.ranks) and not band.ranks.colliderect(band.trays)
        assert all(band.row.contains(rect) for rect in row)
        cards_ = row + packets
        for i, a in enumerate(cards_):
            assert all(not a.colliderect(b) for b in cards_[i + 1:]), (len(row), len(packets))


def test_the_name_on_every_card_of_the_band_and_the_hand_is_whole():
    for size in (layout.BAND_CARD, layout.HAND_CARD, (40, 56)):
        for found in {c.kind: c for c in all_cards()}.values():
            with text.recording() as drawn:
                pieces._troop_face(found, size) if not found.is_koku else pieces._koku_face(found, size)
            names = [piece for piece in drawn if not piece.text.isdigit()]
            assert names, (found, size)
            for piece in names:
                assert piece.fits and text.ELLIPSIS not in piece.text and piece.size >= 11, (found, size, piece)
            if not found.is_koku:
                assert " ".join(piece.text for piece in names).replace("2 ", "") in {
                    troop_name(found.troops[0]), " + ".join(troop_name(t) for t in found.troops)}


def test_the_tooltip_of_a_choice_button_leaves_the_other_buttons_uncovered(app):
    match = _find(_asked("gild", lambda s: len(s.legal_commands(0)) > 2), ["human", "easy"])
    table = _table(app, match)
    gild, plain = table.bar.button("Gild a kamon"), table.bar.button("Keep plain")
    for button in (gild, plain):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 1),
                                             buttons=(0, 0, 0)))
        frames(app)
        assert table.tooltip.text
        where, _ = table.tooltip.place(app.surface.get_rect())
        assert not where.colliderect(gild.rect) and not where.colliderect(plain.rect), (where, button.label)
