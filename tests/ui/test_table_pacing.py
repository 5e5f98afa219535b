"""The waits a player meets between two of their decisions: a computer's turn reads as one movement (each of its
commands shown briefly while the same seat is awaited again, the full pause once its turn is over), Space (or
Skip) hurries the others' moves to the player's turn, and "Since my move" (or L) lists what the others did since
the player's last move, in the words of the player's own log, nothing hidden. The table's time is stepped by
hand (a fake clock): no test waits on the wall clock."""

from __future__ import annotations

import pygame

from ninjatable.ai.bots import make_bot
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.ui.app.window import App
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.here import open_here
from ninjatable.ui.table.session import AHEAD
from tests.ui.helpers import click, find_match, frames, key, match_of


def _others_turns(tmp_path, game: str, seats: list[str], seed: int = 3):
    """A table here whose computer seats play at random, stepped 20 ms at a time until the game is over or the
    human is asked; each time a move of another seat is shown: the seat, who is awaited next, the pause set, whether
    it was shown briskly, whether the player is asked in a window that hides the hand, whether it told an event."""
    spec = get_game(game)
    match = Match(spec, seats, seed)
    bots = {seat: make_bot(spec, "random", seed * 31 + seat) for seat in range(len(seats)) if seats[seat] != "human"}
    session = open_here(match, Storage(tmp_path / "home"), Settings(ai_pacing="normal"), ai_inline=True, bots=bots)
    human = make_bot(spec, "random", 99)
    shown = []
    for _ in range(6000):
        version = session.version
        session.update(0.02)
        applied = session.take_applied()
        if session.version != version and applied and applied[-1].seat != 0:
            share = session.share
            asked = share.state.decision(0) if 0 in share.waiting else None
            shown.append((applied[-1].seat, share.waiting, session.ai_pause, session.brisk,
                          asked is not None and asked.hides_hand, any(a.events for a in applied)))
        if session.is_over or len(shown) > 150:
            break
        if session.human_seat() == 0 and session.decision is not None:
            assert session.submit(human.choose(session.share.state, 0)) is None
    session.close()
    return shown


def test_a_computer_turn_that_goes_on_is_shown_briskly_and_its_end_gets_the_full_pause(tmp_path):
    """Shitennō: a computer builds packet after packet, places troop after troop. While the same seat is awaited
    again each move the player can see is shown for the step's time, and a step that shows nothing (a card put
    into a payment in secret: no line in the log, the table unchanged) is not paused for at all; after its turn's
    last move the table pauses: briefly when another computer plays next, the full pause before the player is
    asked."""
    settings = Settings(ai_pacing="normal")
    shown = _others_turns(tmp_path, "shitenno", ["human", "random", "random"])
    steps = [pause for seat, waiting, pause, brisk, _, told in shown if waiting == (seat,) and told]
    unseen = [pause for seat, waiting, pause, brisk, _, told in shown if waiting == (seat,) and not told]
    to_others = [pause for seat, waiting, pause, brisk, _, told in shown if waiting != (seat,) and 0 not in waiting]
    to_player = [pause for seat, waiting, pause, brisk, _, told in shown if 0 in waiting]
    assert steps and unseen and to_others and to_player, "the game had turns of several moves and turns' ends"
    assert all(pause == settings.ai_step_seconds for pause in steps)
    assert all(pause == 0 for pause in unseen)
    assert all(pause == settings.ai_seat_seconds for pause in to_others)
    assert all(pause == settings.ai_pause_seconds for pause in to_player)
    assert all(brisk == (waiting == (seat,)) for seat, waiting, pause, brisk, *_ in shown)
    assert settings.ai_step_seconds < settings.ai_seat_seconds < settings.ai_pause_seconds


def _seat_changes(tmp_path, seats: list[str], seed: int = 3):
    """A table here whose seats play at random (the computers answering at once), stepped 10 ms at a time: each
    frame, how many commands the judge is ahead of what the screen shows; and for each turn's end of a computer
    shown with another computer to play next, the table time until the next move is shown."""
    spec = get_game("shitenno")
    match = Match(spec, seats, seed)
    bots = {seat: make_bot(spec, "random", seed * 31 + seat) for seat in range(len(seats)) if seats[seat] != "human"}
    session = open_here(match, Storage(tmp_path / "home"), Settings(ai_pacing="normal"), ai_inline=True, bots=bots)
    human = make_bot(spec, "random", 99)
    ahead, gaps, since = [], [], None
    for _ in range(20000):
        version = session.version
        session.update(0.01)
        ahead.append(len(match_of(session).history) - session.commands_given)
        if since is not None:
            since += 0.01
        applied = session.take_applied()
        if session.version != version and applied:
            if since is not None:
                gaps.append(since)
            seat, waiting = applied[-1].seat, session.share.waiting
            since = 0.0 if seat != 0 and waiting != (seat,) and 0 not in waiting and not session.brisk else None
        if session.is_over or len(gaps) > 20:
            break
        if session.human_seat() == 0 and session.decision is not None:
            since = None
            assert session.submit(human.choose(session.share.state, 0)) is None
    session.close()
    return ahead, gaps


def test_between_two_computers_turns_the_pause_is_halved_once_the_next_move_is_there(tmp_path):
    """Shitennō: computers answering at once. The table's judge goes on while the
    last moves are still on show (at most `AHEAD` commands ahead of the screen, never more), so the next
    computer's move is there before the pause after a turn is over; the rest of that pause is skipped at its
    half: the next turn is shown after half the pause between seats, not the whole."""
    settings = Settings(ai_pacing="normal")
    ahead, gaps = _seat_changes(tmp_path, ["human", "random", "random", "random"], seed=4)
    assert gaps, "computers' turns followed one another"
    assert max(ahead) == AHEAD and min(ahead) >= 0
    half = settings.ai_seat_seconds / 2
    assert all(half - 0.015 <= gap <= half + 0.025 for gap in gaps), gaps


def test_a_card_window_opens_after_the_short_pause_whatever_the_player_holds(tmp_path):
    """Ninja All-Stars: after a computer's order the player is often only asked whether to play a moon card (a
    window that hides the hand, passing by itself when they hold none). It opens after the pause between seats,
    never the full one, whatever they hold; a decision of their own turn gets the full pause."""
    settings = Settings(ai_pacing="normal")
    shown = _others_turns(tmp_path, "ninja-all-stars", ["human", "random"])
    windows = [pause for seat, waiting, pause, brisk, hides, _ in shown if hides and not brisk]
    turns = [pause for seat, waiting, pause, brisk, hides, _ in shown if 0 in waiting and not hides]
    assert windows and turns
    assert set(windows) == {settings.ai_seat_seconds} and set(turns) == {settings.ai_pause_seconds}


def _after_own_move(app: App, seats: list[str], game: str = "shinobi"):
    """A table whose player has just moved, the computers to move next (random bots, no thinking floor)."""
    match = find_match(lambda m: m.state.to_act() == (0,) and not m.state.is_over(), seats, game=game)
    spec = match.game
    bots = {seat: make_bot(spec, "random", 7 + seat) for seat in range(1, len(seats))}
    table = app.start_match(match, ai_inline=True, bots=bots)
    human = make_bot(spec, "random", 5)
    for _ in range(400):  # the player moves (the table's time stepped by hand) until the others are to move
        if table.may_act() == 0:
            assert table.give(human.choose(table.session.share.state, 0))
            if table.session.human_asked() is None and not table.session.is_over:
                return table
        table.hurry()
        frames(app)
    raise AssertionError("the others never came to move")


def test_space_hurries_the_others_moves_to_the_players_turn(home):
    """Frames of no time at all: the table would never leave the pause after a computer's move; with Space the
    others' moves are shown at once, without animation, until the player is asked again."""
    app = App(Storage(home), Settings(ai_pacing="normal", animation_speed="slow"))
    try:
        table = _after_own_move(app, ["human", "easy", "easy"])
        frames(app, 30)
        assert table.may_act() is None and table.session.human_asked() is None, "time stands still: still shown"
        assert table.log_buttons.get("skip").enabled
        key(app, pygame.K_SPACE)
        for _ in range(60):
            if table.may_act() is not None:
                break
            assert not table.moving(), "hurried moves are not animated"
            frames(app)
        assert table.may_act() == 0 and table.session.ai_pause == 0
        assert not table.log_buttons.get("skip").enabled, "nothing left to hurry on the player's turn"
        frames(app, 10)
        assert table.may_act() == 0, "the table keeps its pace again"
    finally:
        app.shutdown()


def test_skip_over_the_log_hurries_too(home):
    app = App(Storage(home), Settings(ai_pacing="slow"))
    try:
        table = _after_own_move(app, ["human", "easy", "easy", "easy"])
        frames(app, 5)
        click(app, table.log_buttons.get("skip").rect.center)
        for _ in range(60):
            if table.may_act() is not None:
                break
            frames(app)
        assert table.may_act() == 0
    finally:
        app.shutdown()


def test_since_my_move_lists_exactly_the_others_moves_as_the_player_reads_them(home):
    """After the computers' moves: the lines of their commands since the player's last one, each as the player's
    own log says it (a card drawn by another seat is not named), and none of the player's own."""
    app = App(Storage(home), Settings(ai_pacing="normal"))
    try:
        table = _after_own_move(app, ["human", "easy", "easy", "easy", "easy"])
        table.hurry()
        for _ in range(200):
            if table.may_act() is not None:
                break
            table.hurry()
            frames(app)
        judge = table.session.link.judge
        match = match_of(table.session)
        last_own = max(index for index, (seat, _) in enumerate(match.history) if seat == 0)
        expected = [entry.event.text_for(0) for entry in match.log if entry.command_index > last_own]
        lines = table.session.since_last_move()
        assert lines == expected and lines, "the others' moves since the player's, in order"
        readable = judge.log_lines(0)
        assert all(line in readable for line in lines), "only what the player's own log says"
        for entry in match.log[len(match.log) - len(expected):]:  # what the giver alone reads is not listed
            private = entry.event.text_for(match.history[entry.command_index][0])
            if private != entry.event.text_for(0):
                assert private not in lines
        key(app, pygame.K_l)
        assert table.recap.visible and table.recap.lines == lines
        key(app, pygame.K_l)
        assert not table.recap.visible
        click(app, table.log_buttons.get("since").rect.center)
        assert table.recap.visible
        click(app, (50, 760))  # outside the panel
        assert not table.recap.visible
    finally:
        app.shutdown()
