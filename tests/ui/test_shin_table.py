"""The SHIN table driven by real mouse events: secret choices on the play slot, placement on the village,
abilities and stones clicked where they light up, spies revealed at the round's end, whole games to the
results screen."""

from __future__ import annotations

import threading

import pygame

from ninjatable.ai.bots import Bot
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.engine.rng import Rng
from ninjatable.games.shin.commands import Choose, MoveTo, Peek, Place, Skip, Stone, Target
from ninjatable.games.shin.data import card
from ninjatable.games.shin.rules import ABILITY, CHOOSE, PLACE, STONE
from ninjatable.games.shin.rules.cards import NONE
from ninjatable.games.shin.table import layout, paint
from ninjatable.games.shin.table.motion import Flip
from ninjatable.i18n import render
from ninjatable.ui import text
from ninjatable.ui.app.dialogs import HandOverScene
from ninjatable.ui.app.results import ResultsScene
from ninjatable.ui.app.rulebook import RulesScene
from tests.teach.helpers import finished_match
from tests.ui.helpers import match_of

from .helpers import click, drag, find_match, frames


def _shin_match(predicate, seats, seeds=range(1, 300)) -> Match:
    return find_match(predicate, seats, seeds=seeds, game="shin")


def _asked(phase: str, turn: int | None = None, seat: int = 0):
    def predicate(match) -> bool:
        state = match.state
        return (state.phase == phase and seat in state.to_act() and (turn is None or state.turn == turn)
                and not (phase == CHOOSE and len(state.to_act()) < state.num_seats))
    return predicate


def _table(app, match, ai_inline=True):
    table = app.start_match(match, ai_inline=ai_inline)
    frames(app)
    return table


def _hand_rect(table, card):
    return next(rect for c, rect in table.hand_rects if c == card)


def _gesture(app, table, command) -> None:
    """Make `command` with the mouse as a player would."""
    if isinstance(command, Choose):
        drag(app, _hand_rect(table, command.card).center, table.areas[table.viewer].play.center, steps=2)
    elif isinstance(command, Place):
        drag(app, table.areas[table.viewer].play.center, layout.drop_zone(command.territory).center, steps=2)
    elif isinstance(command, Skip):
        click(app, table.bar.button("Let it pass").rect.center)
    else:
        click(app, table.locate(command).center)


# --- the secret choice ------------------------------------------------------------------------------------
class HeldBot(Bot):
    """A random computer seat that answers only once the test lets it."""

    def __init__(self) -> None:
        super().__init__(get_game("shin"), "random", 1)
        self.release = threading.Event()

    def think(self, state, seat, moment=None):
        assert self.release.wait(10)
        return super().think(state, seat, moment)


def test_a_card_dropped_on_the_play_slot_lies_face_down_while_the_opponent_chooses(app):
    match = _shin_match(_asked(CHOOSE, turn=2), ["human", "random"])
    held = HeldBot()
    table = app.start_match(match, ai_inline=False, bots={1: held})
    frames(app)
    card = table.sview.hand[0]
    drag(app, _hand_rect(table, card).center, table.areas[0].play.center)
    session = table.session
    assert session.answered(0) == Choose(card) and session.thinking_seat() == 1
    assert match.state.cards.chosen[0] == NONE  # collected, not applied: nothing of it reaches the other seat
    assert match_of(session).redacted(1).cards.chosen[0] == NONE
    assert "Waiting for the opponent (Player 2) to choose" in table.status_text()
    assert card not in [c for c, _ in table.hand_rects]
    held.release.set()
    assert session.wait(10)
    frames(app, 3)
    assert (0, Choose(card)) in match.history and match.state.phase == PLACE


def test_a_secret_choice_never_appears_in_the_other_seats_view(app):
    match = _shin_match(_asked(CHOOSE, turn=2), ["human", "human"])
    table = _table(app, match)
    click(app, app.scenes.top.buttons.get("confirm").rect.center)
    assert table.session.human_seat() == 0
    card = table.sview.hand[0]
    drag(app, _hand_rect(table, card).center, table.areas[0].play.center)
    frames(app, 2)
    handover = app.scenes.top
    assert isinstance(handover, HandOverScene) and handover.seat == 1
    click(app, handover.buttons.get("confirm").rect.center)
    view = table.sview
    assert view.seat == 1 and table.session.answered(1) is None
    assert view.my_choice == NONE and view.chosen == (False, False)
    assert card in view.known_hands[0]  # seat 2 passed that hand: it knows the card, not that it was chosen
    assert table.session.answered(0) is None, "seat 2's screen holds nothing of seat 1's choice"
    assert table.session.link.judge.collected[0][0] == Choose(card) and match.state.cards.chosen == [NONE, NONE]
    mine = view.hand[0]
    drag(app, _hand_rect(table, mine).center, table.areas[1].play.center)
    assert match.history[-2:] == [(0, Choose(card)), (1, Choose(mine))]


def test_a_double_click_on_a_hand_card_chooses_it(app):
    match = _shin_match(_asked(CHOOSE, turn=1), ["human", "random"])
    table = _table(app, match)
    card = table.sview.hand[2]
    click(app, _hand_rect(table, card).center)
    click(app, _hand_rect(table, card).center)
    assert (0, Choose(card)) in match.history


# --- placing ------------------------------------------------------------------------------------------------
def test_the_revealed_ninja_dragged_onto_a_free_territory_enters_play(app):
    match = _shin_match(_asked(PLACE), ["human", "random"])
    table = _table(app, match)
    command = table.decision.commands[0]
    drag(app, table.areas[0].play.center, layout.drop_zone(command.territory).center)
    assert (0, command) in match.history
    assert match.state.village.where[command.card] == command.territory


def test_free_territories_light_up_while_the_ninja_is_dragged(app):
    match = _shin_match(lambda m: _asked(PLACE)(m) and bool(m.state.village.where), ["human", "random"])
    table = _table(app, match)
    free = {c.territory for c in table.decision.commands}
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.areas[0].play.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 300), rel=(1, 1), buttons=(1, 0, 0)))
    frames(app)
    lit = {t.key[1] for t in table.drag.targets if t.legal}
    assert lit == free and len(table.drag.targets) == 6


def test_a_placement_on_an_occupied_territory_is_refused_with_its_reason(app):
    match = _shin_match(lambda m: _asked(PLACE)(m) and bool(m.state.village.where), ["human", "random"])
    table = _table(app, match)
    taken, holder = next((t, c) for c, t in match.state.village.where.items())
    before = match.to_json()
    drag(app, table.areas[0].play.center, layout.drop_zone(taken).center)
    assert match.to_json() == before
    assert table.toast.visible and table.toast.message.startswith(f"Territory {taken} is taken by")
    assert "a territory holds one ninja" in table.toast.message


# --- abilities and stones -----------------------------------------------------------------------------------
def test_an_ability_lights_its_targets_and_a_click_on_one_gives_it(app):
    def predicate(match):
        return _asked(ABILITY)(match) and any(isinstance(c, Target) for c in match.state.legal_commands(0))

    match = _shin_match(predicate, ["human", "random"], seeds=range(1, 600))
    table = _table(app, match)
    targets = [c for c in table.decision.commands if isinstance(c, Target)]
    assert {o.command for o, _ in table.bar.choosing} >= set(targets)
    click(app, table.locate(targets[0]).center)
    assert (0, targets[0]) in match.history


def test_the_winner_clicks_a_lit_territory_to_place_a_stone(app):
    match = _shin_match(_asked(STONE), ["human", "random"], seeds=range(1, 600))
    table = _table(app, match)
    command = table.decision.commands[0]
    assert isinstance(command, Stone)
    click(app, table.locate(command).center)
    assert (0, command) in match.history


# --- the spies ---------------------------------------------------------------------------------------------
def test_the_spies_are_revealed_and_flip_over_at_the_round_end(home):
    from ninjatable.ui.app.window import App
    from ninjatable.ui.storage import Settings, Storage

    def last_placement(match):
        state = match.state
        return (state.turn == 4 and state.phase == PLACE and len(state.queue) == 1 and state.to_act() == (0,)
                and card(state.queue[0][0]).timing == "count")

    match = _shin_match(last_placement, ["human", "random"], seeds=range(1, 600))
    enemy_spy = match.state.cards.spies[1]
    app = App(Storage(home), Settings(animation_speed="normal", ai_pacing="instant"))
    try:
        table = _table(app, match)
        assert table.sview.spies[1] == -1
        command = table.decision.commands[0]
        drag(app, table.areas[0].play.center, layout.drop_zone(command.territory).center)
        assert any(e.event.kind == "spies-revealed" for e in match.log)
        assert table.sview.spies[1] == enemy_spy and table.sview.spies_revealed
        flips = {a.key for a in table.animations if isinstance(a, Flip)}
        assert {("spy", 0), ("spy", 1)} <= flips
        strength = next(n for side in table.sview.strengths for n in side.ninja if n.card == enemy_spy)
        assert strength.spy and strength.total >= 1
    finally:
        app.shutdown()


def test_an_enemy_spy_known_by_elimination_is_not_said_to_be_looked_at(app):
    """Seat 0 knew a card of the hand it received without it: that card is the spy. Nobody looked at it yet
    (the second turn's choice: no ninja has entered play this round)."""
    def by_elimination(match):
        state = match.state
        cards = state.cards
        return (_asked(CHOOSE, turn=2)(match) and not state.village.ninja() and cards.spies[1] > NONE
                and cards.spy_known(0, 1))

    match = _shin_match(by_elimination, ["human", "random"], seeds=range(1, 600))
    table = _table(app, match)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.areas[1].spy.center, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    frames(app)
    said = table.tooltip.text
    assert "'s spy (face down, known to you): " in said and "looked" not in said


def test_a_lit_ninja_keeps_its_strength_badge_and_its_tooltip_when_a_stone_is_placed(app):
    """The territories for a stone are lit where your ninja stand: the frame leaves each card's face (its
    strength badge) as it is drawn unlit, and hovering one says both the stone and the ninja's strength."""
    match = _shin_match(_asked(STONE), ["human", "random"], seeds=range(1, 600))
    table = _table(app, match)
    lit = [where for _, where in table.bar.choosing]
    assert lit
    app.draw()
    for found in table.sview.village:
        rect = table.ninja_rect(found.card)
        if not any(rect.colliderect(where) for where in lit):
            continue
        alone = pygame.Surface(app.surface.get_size())
        paint.ninja(alone, rect, found.card, table.strength_of(found.card), found.cancelled)
        face = rect.inflate(-8, -8)
        assert all(app.surface.get_at(p) == alone.get_at(p) for p in _points(face)), found.card
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0)))
        frames(app)
        assert table.tooltip.text.startswith("Stone on territory") and "Strength: 1 base" in table.tooltip.text


def _points(rect: pygame.Rect) -> list[tuple[int, int]]:
    return [(x, y) for x in range(rect.left, rect.right, 3) for y in range(rect.top, rect.bottom, 3)]


# --- whole games --------------------------------------------------------------------------------------------
def _play_with_the_mouse(app, table, human: int, rng: Rng, limit: int = 3000) -> None:
    for _ in range(limit):
        if isinstance(app.scenes.top, ResultsScene):
            return
        if table.session.human_seat() == human and table.decision is not None:
            command = rng.choice(table.decision.commands)
            length = len(match_of(table.session).history)
            _gesture(app, table, command)
            given = table.session.answered(human) or match_of(table.session).history[length][1]
            assert given == command
        else:
            frames(app)


def test_a_whole_duel_against_the_ai_is_played_with_the_mouse_to_the_results(app):
    table = app.new_match("shin", ["human", "easy"], 12, ai_inline=True)
    _play_with_the_mouse(app, table, 0, Rng(3))
    assert isinstance(app.scenes.top, ResultsScene)
    assert match_of(table.session).state.is_over()
    outcome = app.scenes.top.outcome
    assert any(render(line).startswith("Round 1:") for line in outcome.explanation)
    assert any("stones laid" in line for line in table.result_lines(outcome))


def test_a_whole_team_game_with_one_human_is_played_with_the_mouse_to_the_results(app):
    table = app.new_match("shin", ["human", "easy", "easy", "easy"], 5, ai_inline=True)
    _play_with_the_mouse(app, table, 0, Rng(8))
    assert isinstance(app.scenes.top, ResultsScene)
    outcome = match_of(table.session).state.outcome()
    assert set(outcome.winners) in ({0, 2}, {1, 3})


def test_the_partner_hand_is_never_shown_in_the_team_game(app):
    table = app.new_match("shin", ["human", "easy", "easy", "easy"], 7, ai_inline=True)
    frames(app)
    view = table.sview
    partner = table.areas[2]
    assert not partner.own and view.known_hands[2] == ()
    assert view.spies[2] in (-1, 0)
    assert all(rect.colliderect(table.areas[0].panel) for _, rect in table.hand_rects)


def test_hovering_a_ninja_explains_its_strength(app):
    match = _shin_match(lambda m: _asked(PLACE)(m) and len(m.state.village.where) >= 2, ["human", "random"])
    table = _table(app, match)
    found = table.sview.village[0]
    rect = table.ninja_rect(found.card)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    frames(app)
    assert "Strength: 1 base" in table.tooltip.text


def test_the_rules_button_shows_the_shin_rules(app):
    table = app.new_match("shin", ["human", "random"], 3, ai_inline=True)
    frames(app)
    click(app, table.buttons.get("Rules").rect.center)
    assert isinstance(app.scenes.top, RulesScene)
    assert any("The twenty ninja (our design)" in line for line in app.scenes.top.texts)


def test_the_table_draws_both_seat_counts_without_overlaps(app):
    for seats in (["human", "easy"], ["human", "easy", "easy", "easy"]):
        table = app.new_match("shin", seats, 2, ai_inline=True)
        frames(app, 2)
        panels = [area.panel for area in table.areas.values()]
        for i, a in enumerate(panels):
            for b in panels[i + 1:]:
                assert not a.colliderect(b)
        for territory in layout.territories():
            assert not layout.column(territory).colliderect(layout.TOTALS_RECT)
            assert not layout.column(territory).colliderect(layout.DECK_RECT)


def test_spectator_view_with_two_humans_shows_no_hand_before_the_hand_over(app):
    game = get_game("shin")
    table = app.start_match(Match(game, ["human", "human"], 4), ai_inline=True)
    frames(app)
    assert isinstance(app.scenes.top, HandOverScene)
    assert table.sview.hand == () and table.hand_rects == []


def test_moves_to_and_peeks_are_located_on_the_board(app):
    match = _shin_match(_asked(CHOOSE, turn=2), ["human", "random"])
    table = _table(app, match)
    assert table.locate(MoveTo(3)) == layout.slot(3, True)
    assert table.locate(Peek(1)) == table.areas[1].spy


def test_the_results_name_each_team_and_its_players_without_nested_brackets(app):
    for seats in (["human", "random"], ["human", "random", "random", "random"]):
        match = finished_match(get_game("shin"), seats)
        table = app.start_match(match, ai_inline=True)
        table.results_shown = True
        app.show_results(table)
        with text.recording() as drawn:
            app.draw()
        said = [piece.text for piece in drawn]
        assert any(line.startswith("Black team, Player 1 (you)") for line in said), said
        assert not any("(you))" in line or "AI))" in line for line in said)
