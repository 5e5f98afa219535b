"""Match: history, undo barriers, saves that replay, and broken saves refused with the file named."""

from __future__ import annotations

import json

import pytest

from ninjatable.ai.runner import bot_step, bots_for
from ninjatable.engine.errors import SaveError
from ninjatable.engine.match import Match
from ninjatable.engine.registry import get_game
from ninjatable.i18n import render


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
    assert "draw" in render(match.undo_reason([0]))
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


def test_a_save_of_the_most_orders_a_save_may_hold_is_written_and_reads_back(tmp_path):
    """Every save the app writes reads back, however long the game: the most commands a save may hold, taken
    from real games of every game, are written (packed) within the size a save may be and read back whole."""
    from ninjatable.ai.runner import play_to_end
    from ninjatable.engine.match import MAX_COMMANDS, MAX_SAVE_BYTES, check_save, read_save_json, save_bytes
    from ninjatable.engine.registry import game_names

    entries = []
    for name in game_names():
        game = get_game(name)
        match = Match(game, ["random"] * max(game.seat_counts), 5)
        play_to_end(match, bots_for(match, 5))
        entries += [[seat, command.to_text()] for seat, command in match.history]
    commands = (entries * (MAX_COMMANDS // len(entries) + 1))[:MAX_COMMANDS]
    data = {"format": 1, "game": "ronin", "parameters": {}, "seats": ["random"] * 5, "seed": 1,
            "casual_undo": False, "over": False, "commands": commands}
    raw = save_bytes(data)
    assert len(raw) <= MAX_SAVE_BYTES
    path = tmp_path / "longest.json"
    path.write_bytes(raw)
    read = read_save_json(path, str(path))
    check_save(read, str(path))
    assert len(read["commands"]) == MAX_COMMANDS and read["commands"][-1] == commands[-1]


def test_a_short_save_stays_plain_text_and_a_long_one_is_packed(tmp_path):
    """A save is one command a line, readable; past `PLAIN_SAVE_BYTES` it is packed and read the same."""
    from ninjatable.engine.match import PLAIN_SAVE_BYTES, read_save_json, save_bytes

    data = {"format": 1, "game": "shinobi", "parameters": {}, "seats": ["human", "easy", "easy"], "seed": 1,
            "casual_undo": False, "over": False, "commands": [[0, "pass"]] * 10}
    short = save_bytes(data)
    assert short.decode("utf-8").count("[0,\"pass\"]") == 10
    data["commands"] = [[seat % 3, f"deploy card={seat % 40} province={seat % 5}"] for seat in range(60_000)]
    long = save_bytes(data)
    assert long[:2] == b"\x1f\x8b" and len(long) < PLAIN_SAVE_BYTES
    path = tmp_path / "long.json"
    path.write_bytes(long)
    assert read_save_json(path, str(path)) == data


@pytest.mark.parametrize(("content", "words"), [
    (b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03" + b"\xff" * 20, "packed save is damaged"),
    ("gzip", "unpacks to more than"),
    ("cut", "cut short"),
])
def test_a_damaged_or_oversized_packed_save_is_refused_with_the_reason(tmp_path, content, words):
    import gzip

    from ninjatable.engine.match import MAX_SAVE_TEXT

    path = tmp_path / "packed.json"
    if content == "gzip":
        with gzip.open(path, "wb", compresslevel=9) as handle:  # a packing bomb: small file, huge text
            chunk = b" " * (1024 * 1024)
            for _ in range(MAX_SAVE_TEXT // len(chunk) + 1):
                handle.write(chunk)
    elif content == "cut":
        path.write_bytes(gzip.compress(b'{"format": 1}' * 1000)[:60])
    else:
        path.write_bytes(content)
    with pytest.raises(SaveError, match=words):
        Match.load(path)
