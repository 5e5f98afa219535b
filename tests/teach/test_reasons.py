"""What a computer seat weighed is kept for the log, and another seat's option is named to a reader only when
it is legal for that seat in every world the reader's knowledge allows (conformance style: worlds dealt by the
game's own knowledge from the reader's redacted state)."""

from __future__ import annotations

import pytest

from ninjatable.ai.explain import HAND_CHOICE, SECRET_CHOICE
from ninjatable.ai.knowledge import knowledge_of
from ninjatable.engine.match import Match
from ninjatable.engine.rng import Rng
from ninjatable.ui.storage import Settings, Storage
from ninjatable.ui.table.here import open_here
from ninjatable.ui.table.session import TableSession

from .helpers import NAMES, game_or_skip, quick_bots, seat_count

WORLDS = 6


def _played(name: str, tmp_path, commands: int = 50, casual_undo: bool = False) -> tuple[TableSession, Match]:
    game = game_or_skip(name)
    seats = ["human"] + ["normal"] * (seat_count(game) - 1)
    match = Match(game, seats, 11, casual_undo=casual_undo)
    session = open_here(match, Storage(tmp_path), Settings(ai_pacing="instant"), ai_inline=True,
                        bots=quick_bots(game, seats, 11))
    rng = Rng(5)
    for _ in range(20 * commands):
        if session.is_over or len(match.history) >= commands:
            break
        seat = session.human_seat()
        if seat is not None:
            assert session.submit(rng.choice(match.state.legal_commands(seat))) is None
        else:
            session.update(0.0)
    return session, match


def _state_before(match: Match, index: int):
    replay = Match(match.game, match.seats, match.seed, match.parameters)
    for seat, command in match.history[:index]:
        replay.submit(seat, command)
    return replay.state


@pytest.mark.parametrize("name", NAMES)
def test_an_option_named_to_another_seat_is_legal_in_every_world_that_seat_knows(name, tmp_path):
    session, match = _played(name, tmp_path)
    game = match.game
    knowledge = knowledge_of(game)
    reasons = session.link.judge.reasons  # what the judge weighed, before it is put in a reader's words
    assert reasons, "no computer command was weighed"
    named = hidden = 0
    for index, found in reasons.items():
        state = _state_before(match, index)
        assert match.history[index][0] == found.seat
        worlds = [knowledge.determinize(game.redact(state, 0), 0, Rng(k)) for k in range(WORLDS)]
        for option in (found.chosen, *found.others):
            if 0 in option.open_to:
                named += option is not found.chosen
                for world in worlds:
                    assert option.command in world.legal_commands(found.seat), (
                        f"{option.command} of {found.seat_name} is named to Player 1 but is not legal in a world "
                        "Player 1 cannot tell from the true one")
            else:
                hidden += 1
    assert named + hidden > 0
    if name == "shinobi":  # its computers weigh cards in their hands (hidden) and moves of public armies
        assert named > 0 and hidden > 0


@pytest.mark.parametrize("name", NAMES)
def test_the_log_never_names_another_seats_hidden_option_before_the_game_is_over(name, tmp_path):
    session, match = _played(name, tmp_path)
    assert not session.is_over
    tutor = session.tutor
    lines = sorted(tutor.reasoned_lines())
    assert lines
    for line in lines:
        found = session.link.judge.reasons[match.log[line].command_index]
        shown = "\n".join(tutor.reasons_at(line) or [])
        if found.secret:  # a secret choice reads the same whatever the seat held
            assert shown == SECRET_CHOICE
            continue
        counted = found.count_open_to is None or 0 in found.count_open_to
        if not counted:  # the number of options would tell what the hidden hand holds
            assert f"{found.legal_count} moves" not in shown and "only possible move" not in shown
            assert "other option" not in shown
        if shown == HAND_CHOICE:
            continue
        assert f"{found.iterations} tries" in shown or found.iterations == 0
        for option in found.others:
            words = option.said_to(0)
            if 0 in option.open_to:
                assert f"Also weighed: {words}:" in shown
            else:
                assert f"Also weighed: {words}:" not in shown
        if counted and found.iterations and found.legal_count > 1:
            closed = sum(0 not in option.open_to for option in found.others)
            assert (f"{closed} other option" in shown) == (closed > 0)


def test_undo_forgets_the_reasons_of_the_commands_taken_back(tmp_path):
    session, match = _played("shinobi", tmp_path, commands=30, casual_undo=True)
    rng = Rng(8)
    while session.human_seat() is None or match.history[-1][0] == 0:  # up to the human's turn after a computer's
        if session.human_seat() is None:
            session.update(0.0)
        else:
            session.submit(rng.choice(match.state.legal_commands(0)))
    kept = dict(session.tutor.reasons)
    assert set(kept) == set(session.link.judge.reasons)
    assert max(kept) == len(match.history) - 1  # the last command was a computer's
    assert session.undo() is None
    assert session.tutor.reasons == {index: found for index, found in kept.items() if index < len(match.history)}
    assert len(session.tutor.reasons) < len(kept) and set(session.tutor.reasons) == set(session.link.judge.reasons)
