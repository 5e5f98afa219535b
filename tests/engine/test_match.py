"""Match: history, undo barriers, saves that replay, and broken saves refused with the file named."""

from __future__ import annotations

import json

import pytest

from ninjatable.ai.runner import bot_step, bots_for
from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game


def shinobi_match(seats=("human", "random", "random"), seed=7, casual=False) -> Match:
    return Match(get_game("shinobi"), list(seats), seed, casual_undo=casual)


def test_same_seed_and_commands_give_the_same_game():
    a = shinobi_match(("random",) * 4)
    bots = bots_for(a, 1)
    for _ in range(40):
        bot_step(a, bots)
    b = Match.from_json(json.loads(json.dumps(a.to_json())))
    assert b.view(None) == a.view(None)
    for seat in range(4):
        assert b.view(seat) == a.view(seat)


def test_save_and_load_keep_the_same_game_and_hands(tmp_path):
    match = shinobi_match(("random",) * 3)
    bots = bots_for(match, 2)
    for _ in range(25):
        bot_step(match, bots)
    path = tmp_path / "game.json"
    match.save(path)
    again = Match.load(path)
    assert [again.view(s) for s in range(3)] == [match.view(s) for s in range(3)]
    assert again.log_for(0) == match.log_for(0)


def test_undo_takes_back_the_humans_last_command():
    match = shinobi_match(seed=3)
    bots = bots_for(match, 3)
    while match.state.to_act() != (0,):
        assert bot_step(match, bots)
    before = match.to_json()
    match.submit(0, match.state.legal_commands(0)[0])
    assert match.undo([0])
    assert match.to_json() == before


def play_until_human_draws(match: Match) -> None:
    bots = bots_for(match, 5)
    while True:
        if match.state.to_act() == (0,):
            match.submit(0, match.state.legal_commands(0)[0])
            if any(e.event.irreversible for e in match.log if e.command_index == len(match.history) - 1):
                return
        else:
            bot_step(match, bots)


def test_undo_never_goes_back_across_a_card_draw():
    match = shinobi_match(seed=4)
    play_until_human_draws(match)
    assert match.undo_target([0]) is None
    assert "draw" in match.undo_reason([0])
    assert not match.undo([0])


def test_casual_undo_may_go_back_across_a_card_draw():
    match = shinobi_match(seed=4, casual=True)
    play_until_human_draws(match)
    length = len(match.history)
    assert match.undo([0])
    assert len(match.history) < length


@pytest.mark.parametrize("content, problem", [
    ("{not json", "damaged JSON"),
    ("[1, 2]", "not a ninjatable save"),
    ('{"format": 99}', "unknown save format"),
    ('{"format": 1, "game": "chess", "seats": ["human"], "seed": 1, "commands": []}', "unknown game"),
    ('{"format": 1, "game": "shinobi", "seats": ["human"], "seed": 1, "commands": []}', "played by"),
    ('{"format": 1, "game": "shinobi", "seats": ["human","random","random"], "seed": 1, '
     '"commands": [[0, "fly high=1"]]}', "cannot be read"),
    ('{"format": 1, "game": "shinobi", "seats": ["human","random","random"], "seed": 1, '
     '"commands": [[2, "attack clan=\\"oda\\" province=0 target=\\"mori\\""]]}', "not legal"),
])
def test_broken_saves_name_the_file_and_the_problem_and_are_left_alone(tmp_path, content, problem):
    path = tmp_path / "broken.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SaveError) as info:
        Match.load(path)
    assert str(path) in str(info.value)
    assert problem in str(info.value)
    assert path.read_text(encoding="utf-8") == content


def test_missing_save_is_reported():
    with pytest.raises(SaveError, match="does not exist"):
        Match.load("no-such-save.json")


def test_saves_are_written_atomically(tmp_path, monkeypatch):
    match = shinobi_match()
    path = tmp_path / "auto.json"
    match.save(path)
    good = path.read_text(encoding="utf-8")

    def crash(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", crash)
    match.submit(*next((s, c) for s in match.state.to_act() for c in match.state.legal_commands(s)[:1]))
    with pytest.raises(OSError):
        match.save(path)
    assert path.read_text(encoding="utf-8") == good
    assert [p.name for p in tmp_path.iterdir()] == ["auto.json"]


def test_unknown_seat_kind_is_refused():
    with pytest.raises(ValueError, match="seat kind"):
        Match(get_game("shinobi"), ["human", "genius", "random"], 1)


def test_a_save_is_never_written_larger_than_a_save_may_be_read(tmp_path, monkeypatch):
    """What the app writes it reads back: one size limit, checked when writing; the last good save stays."""
    import ninjatable.engine.match as match_module
    from ninjatable.ai.bots import make_bot
    from ninjatable.ai.runner import bot_step
    from ninjatable.engine.match import Match, SaveTooLarge
    from ninjatable.engine.registry import get_game

    game = get_game("shinobi")
    match = Match(game, ["easy", "easy", "easy"], 4)
    bots = {s: make_bot(game, "random", 40 + s) for s in range(3)}
    path = tmp_path / "long.json"
    match.save(path)
    limit = len(path.read_bytes()) + 600
    monkeypatch.setattr(match_module, "MAX_SAVE_BYTES", limit)
    last_good = path.read_bytes()
    refused = False
    for _ in range(300):
        bot_step(match, bots)
        try:
            match.save(path)
        except SaveTooLarge as exc:
            refused = True
            assert "MB" in str(exc)
            break
        assert len(path.read_bytes()) <= limit
        assert Match.load(path).history == match.history  # every save written reads back
        last_good = path.read_bytes()
    assert refused
    assert path.read_bytes() == last_good
    assert len(Match.load(path).history) < len(match.history)


def test_a_long_game_fits_a_save_command_by_command():
    """Commands are written one a line: the most commands a save may hold fit in the size a save may be."""
    from ninjatable.engine.match import MAX_COMMANDS, MAX_SAVE_BYTES, save_text

    data = {"format": 1, "game": "ninja-all-stars", "parameters": {}, "seats": ["human", "easy"], "seed": 1,
            "casual_undo": False, "over": False,
            "commands": [[1, "move model=13 to=[14,23]"]] * MAX_COMMANDS}
    assert len(save_text(data).encode()) <= MAX_SAVE_BYTES
