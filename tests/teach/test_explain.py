"""The reasons in words say only what the search counted, and name another seat's options only when that
reveals nothing."""

from __future__ import annotations

from ninjatable.ai.explain import HAND_CHOICE, SECRET_CHOICE, Reasons, Weighed, hint_sentence
from ninjatable.ai.ismcts import Considered, SearchResult
from ninjatable.engine.commands import Command, command_kind
from ninjatable.i18n import render


@command_kind("test-play")
class Play(Command):
    card: int


WORDS = {Play(1): "Play the crane", Play(2): "Play the tiger", Play(3): "Play the moon"}


def _describe(command: Command) -> str:
    return WORDS[command]


def test_the_hint_sentence_says_in_plain_words_how_often_the_move_and_the_next_best_won():
    result = SearchResult(Play(2), (Considered(Play(2), 248, 0.62, 0.4812), Considered(Play(1), 100, 0.25, 0.41),
                                    Considered(Play(3), 52, 0.13, 0.2)), 400)
    assert str(hint_sentence(result, _describe, 3)) == (
        "Best: play the tiger — it won 48% of the 248 games the computer tried with it from here; next best: "
        "play the crane, which won 41% of its 100 games.")


def test_the_hint_never_offers_as_next_best_a_move_that_reads_the_same():
    """Two identical cards give two equal commands: they are one move to the player."""
    same = {Play(1): "Deploy Takeda in Player 3's province", Play(2): "Deploy Takeda in Player 3's province",
            Play(3): "Deploy Mōri in your province"}
    result = SearchResult(Play(1), (Considered(Play(1), 200, 0.5, 0.3), Considered(Play(2), 120, 0.3, 0.5),
                                    Considered(Play(3), 80, 0.2, 0.25)), 400)
    sentence = str(hint_sentence(result, same.__getitem__, 3))
    assert sentence.count("Takeda") == 1
    assert sentence == ("Best: deploy Takeda in Player 3's province — it won 38% of the 320 games the computer "
                        "tried with it from here; next best: deploy Mōri in your province, which won 25% of its "
                        "80 games.")


def test_the_only_legal_move_is_said_to_be_the_only_one():
    result = SearchResult(Play(1), (Considered(Play(1), 0, 1.0, 0.0),), 0)
    assert str(hint_sentence(result, _describe, 1)) == "Play the crane: it is the only move you can make now."


def test_a_choice_drawn_from_a_mix_says_it_was_drawn_at_random_and_claims_no_counts():
    result = SearchResult(Play(3), (Considered(Play(3), 0, 1.0, 0.0),), 0)
    sentence = str(hint_sentence(result, _describe, 3))
    assert sentence.startswith("Play the moon: a secret choice like this one is best made at random")
    assert "%" not in sentence


def test_too_few_games_tried_are_said_to_be_too_few_to_judge():
    """ "It won 3% of the 5 games" says nothing: with so few games the sentence gives no share at all."""
    result = SearchResult(Play(2), (Considered(Play(2), 5, 0.5, 0.03), Considered(Play(1), 4, 0.4, 0.2),
                                    Considered(Play(3), 1, 0.1, 0.0)), 10)
    sentence = str(hint_sentence(result, _describe, 3))
    assert sentence == ("Play the tiger: the computer had time to try it in only 5 games from here, too few to tell "
                        "how likely it is to win.")
    assert "%" not in sentence


def test_a_next_move_that_won_a_larger_share_is_never_called_worse():
    """The search proposes the move it tried most; its share of wins may be below the next move's. The sentence
    then calls neither "best" and says whether the tries can tell the two apart, instead of calling a 48% move
    "next best" to a 47% one."""
    close = SearchResult(Play(2), (Considered(Play(2), 300, 0.6, 0.47), Considered(Play(1), 180, 0.36, 0.48),
                                   Considered(Play(3), 20, 0.04, 0.1)), 500)
    sentence = str(hint_sentence(close, _describe, 3))
    assert "best" not in sentence.lower()
    assert sentence == ("The computer's pick: play the tiger, the move it tried most — it won 47% of the 300 games "
                        "the computer tried with it from here; next most tried: play the crane, which won 48% of "
                        "its 180 games, a difference so few games cannot tell from chance.")
    apart = SearchResult(Play(2), (Considered(Play(2), 3000, 0.9, 0.40), Considered(Play(1), 300, 0.09, 0.55),
                                   Considered(Play(3), 30, 0.01, 0.1)), 3330)
    sentence = str(hint_sentence(apart, _describe, 3))
    assert sentence == ("The computer's pick: play the tiger, the move it tried most — it won 40% of the 3,000 games "
                        "the computer tried with it from here; next most tried: play the crane, which won 55% of "
                        "its 300 games, too few games for the computer to trust that share over its pick's.")
    merged = SearchResult(Play(2), (Considered(Play(2), 300, 0.4, 0.47), Considered(Play(1), 200, 0.3, 0.48),
                                    Considered(Play(3), 200, 0.3, 0.48)), 700)
    same = {Play(1): "Play the crane", Play(2): "Play the tiger", Play(3): "Play the crane"}
    sentence = str(hint_sentence(merged, same.__getitem__, 3))
    assert "tried most" not in sentence, "two cranes counted together were tried more than the tiger"
    assert sentence.startswith("The computer's pick: play the tiger — it won 47% of the 300 games")
    for result in (close, apart, merged):
        words = same if result is merged else WORDS
        shares = [int(part.split("%")[0].split()[-1]) for part in str(hint_sentence(result, words.__getitem__, 3)).split(";")]
        assert shares[0] < shares[1]


def words(reasons, reader, over):
    """The reasons as `reader` reads them, in words."""
    return [render(line) for line in reasons.lines(reader, over=over)]


def _reasons() -> Reasons:
    def weighed(command: Play, share: float, value: float, open_to: frozenset) -> Weighed:
        return Weighed(command, int(share * 400), share, value, {0: WORDS[command], None: WORDS[command]}, open_to)

    return Reasons(2, "Player 3", "normal", 400, 3, weighed(Play(1), 0.5, 0.6, frozenset()),
                   (weighed(Play(2), 0.3, 0.5, frozenset({0, None})), weighed(Play(3), 0.2, 0.4, frozenset())))


def test_another_seats_option_is_named_only_to_a_reader_it_reveals_nothing_to():
    lines = words(_reasons(), 0, over=False)
    assert lines[0] == "Player 3 weighed 3 moves in 400 tries."
    assert lines[1] == "Its choice: 50% of the tries, about 60% to win."
    assert lines[2] == "Also weighed: Play the tiger: 30% of the tries, about 50% to win."
    assert lines[3] == "1 other option would name cards you have not seen: shown when the game is over."
    assert not any("Play the moon" in line or "Play the crane" in line for line in lines)


def test_every_option_is_named_once_the_game_is_over():
    lines = words(_reasons(), 0, over=True)
    assert "Also weighed: Play the moon: 20% of the tries, about 40% to win." in lines
    assert not any("would name cards" in line for line in lines)


def test_levels_that_do_not_search_say_so_and_show_no_numbers():
    for level, start in (("easy", "The easy level"), ("random", "The random level"), ("normal", "A secret choice")):
        reasons = Reasons(1, "Player 2", level, 0, 5, Weighed(Play(1), 0, 1.0, 0.0), ())
        (line,) = words(reasons, 0, over=False)
        assert line.startswith(start) and "%" not in line


def _secret(legal_count: int, iterations: int, others: tuple[Weighed, ...]) -> Reasons:
    chosen = Weighed(Play(1), iterations, 1.0 if not others else 0.5, 0.5, {0: WORDS[Play(1)]}, frozenset({0, None}))
    return Reasons(2, "Player 3", "normal", iterations, legal_count, chosen, others, secret=True,
                   count_open_to=frozenset())


def test_the_reasons_of_a_secret_choice_read_the_same_whatever_the_hand_held():
    """SHIN's spy, a combat-card window: no alternatives, no count, one sentence for every hand."""
    alternative = Weighed(Play(2), 120, 0.3, 0.5, {0: WORDS[Play(2)], None: WORDS[Play(2)]}, frozenset({0, None}))
    readings = [words(_secret(1, 0, ()), 0, over=False), words(_secret(3, 400, (alternative,)), 0, over=False),
                words(_secret(3, 400, (alternative,)), None, over=False)]
    assert readings[0] == readings[1] == readings[2] == [SECRET_CHOICE]
    assert "Also weighed" in "\n".join(words(_secret(3, 400, (alternative,)), 0, over=True))
    assert "Also weighed" in "\n".join(words(_secret(3, 400, (alternative,)), 2, over=False))


def test_a_choice_a_hidden_hand_could_change_reads_the_same_whatever_the_hand_added():
    """Shinobi, Ninja All-Stars: how many moves a computer weighed, that it had only one, or that it searched at
    all would tell its hand: another reader reads one sentence, the seat itself everything."""
    base = _reasons()
    hidden = Reasons(base.seat, base.seat_name, base.level, base.iterations, base.legal_count, base.chosen,
                     base.others, count_open_to=frozenset({2}))
    assert words(hidden, 0, over=False) == [HAND_CHOICE]  # searched among three moves ...
    only = Reasons(2, "Player 3", "normal", 0, 1, Weighed(Play(1), 0, 1.0, 0.0), (), count_open_to=frozenset({2}))
    assert words(only, 0, over=False) == [HAND_CHOICE]  # ... or had only one
    assert "3 moves" in "\n".join(words(hidden, 0, over=True))
    assert words(only, 2, over=False) == ["Its only possible move: nothing to weigh."]
