"""Events as data: a sentence kept as its English words and the values of its fields, read in each reader's
language when it is shown, carried over the network as JSON and read safely from there."""

from __future__ import annotations

import gettext
import json

import pytest

from ninjatable import i18n
from ninjatable.engine.protocol import Event
from ninjatable.i18n import Message, Term, msg, msg_n, msg_p, runtime
from ninjatable.i18n.message import MAX_DEPTH, fields_of, fill


class FakeCatalog(gettext.NullTranslations):
    """A catalog of a few messages (by English words and context) for the tests."""

    def __init__(self, table: dict[tuple[str, str | None], str | tuple[str, str]]) -> None:
        super().__init__()
        self.table = table

    def gettext(self, message):
        return self.table.get((message, None), message)

    def ngettext(self, msgid1, msgid2, n):
        found = self.table.get((msgid1, None))
        return (msgid1 if n == 1 else msgid2) if found is None else found[0 if n == 1 else 1]

    def pgettext(self, context, message):
        return self.table.get((message, context), message)

    def npgettext(self, context, msgid1, msgid2, n):
        found = self.table.get((msgid1, context))
        return (msgid1 if n == 1 else msgid2) if found is None else found[0 if n == 1 else 1]


GERMAN = FakeCatalog({
    ("Player {number}", None): "Spieler {number}",
    ("{player} deploys an {clan} card in {province}.", None): "{player} legt eine {clan}-Karte in {province} aus.",
    ("{player} draws one card.", None): ("{player} zieht eine Karte.", "{player} zieht {n} Karten."),
    ("{player} plays {cards}.", None): "{player} spielt {cards}.",
    ("their own province", None): "die eigene Provinz",
    ("Fire Shrine", "ninja-all-stars"): "Feuer-Schrein",
    ("Oda", "shinobi"): "Oda",
    ("Air", "ninja-all-stars"): "Luft",
    ("Spirit", "ninja-all-stars"): "Geist",
    ("Void", "ninja-all-stars"): "Leere",
    ("Close", "button"): "Schließen",
    ("{a} beats {b}.", None): "{b} unterliegt {a}.",
    ("{player} wins.", None): "{player} gewinnt {nobody}.",  # a translation with a field the message lacks
})
ITALIAN = FakeCatalog({
    ("Player {number}", None): "Giocatore {number}",
    ("{player} draws one card.", None): ("{player} pesca una carta.", "{player} pesca {n} carte."),
})

PLAYER = msg("Player {number}", number=2)


def test_a_message_reads_in_english_with_its_fields_filled():
    deploy = msg("{player} deploys an {clan} card in {province}.", player=PLAYER, clan=Term("shinobi", "Oda"),
                 province=msg("their own province"))
    assert str(deploy) == "Player 2 deploys an Oda card in their own province."


def test_the_same_message_reads_in_the_reader_s_language_at_the_moment_it_is_read():
    draws = msg_n("{player} draws one card.", "{player} draws {n} cards.", n=3, player=PLAYER)
    assert draws.render() == "Player 2 draws 3 cards."
    with runtime.using_catalog("de", GERMAN):
        assert draws.render() == "Spieler 2 zieht 3 Karten."
    with runtime.using_catalog("it", ITALIAN):
        assert draws.render() == "Giocatore 2 pesca 3 carte."


def test_the_number_chooses_the_singular_or_the_plural():
    with runtime.using_catalog("de", GERMAN):
        assert str(msg_n("{player} draws one card.", "{player} draws {n} cards.", n=1, player=PLAYER)) == \
            "Spieler 2 zieht eine Karte."
    assert str(msg_n("{player} draws one card.", "{player} draws {n} cards.", n=1, player=PLAYER)) == \
        "Player 2 draws one card."


def test_a_translation_may_put_the_fields_in_another_order():
    with runtime.using_catalog("de", GERMAN):
        assert str(msg("{a} beats {b}.", a="Oda", b="Takeda")) == "Takeda unterliegt Oda."


def test_numbers_in_a_message_are_written_in_the_reader_s_way():
    score = msg("{player} scores {points} points.", player="Ana", points=12500)
    assert str(score) == "Ana scores 12,500 points."
    with runtime.using_catalog("de", GERMAN):
        assert str(score) == "Ana scores 12.500 points."


def test_glossary_terms_lists_and_contexts_are_read_in_the_reader_s_language():
    plays = msg("{player} plays {cards}.", player=PLAYER,
                cards=(Term("ninja-all-stars", "Air"), Term("ninja-all-stars", "Spirit"), Term("ninja-all-stars", "Void")))
    assert str(plays) == "Player 2 plays Air, Spirit, and Void."
    with runtime.using_catalog("de", GERMAN):
        assert str(plays) == "Spieler 2 spielt Luft, Geist und Leere."
        assert str(Term("ninja-all-stars", "Fire Shrine")) == "Feuer-Schrein"
        assert str(msg_p("button", "Close")) == "Schließen"
        assert str(msg("Close")) == "Close"


def test_a_translation_that_does_not_fit_its_fields_gives_way_to_the_english():
    with runtime.using_catalog("de", GERMAN):
        assert str(msg("{player} wins.", player=PLAYER)) == "Spieler 2 wins."


@pytest.mark.parametrize("words", ["{x.__class__}", "{x[0]}", "{x!r}", "{x:>99}", "{0}", "{", "}{x}", "{y}"])
def test_a_crafted_template_is_shown_as_it_is_and_reaches_nothing(words):
    assert fill(words, {"x": "value"}) is None
    assert str(msg(words, x="value")) == words


def test_the_fields_of_a_template_are_found_and_a_crafted_one_has_none():
    assert fields_of("{player} draws {n} cards; {{not a field}}") == {"player", "n"}
    assert fields_of("{player.name}") is None
    assert fields_of("{") is None


def test_an_event_of_words_as_data_reads_in_each_reader_s_language_and_keeps_its_private_words():
    event = Event(msg_n("{player} draws one card.", "{player} draws {n} cards.", n=2, player=PLAYER), 1, "draw",
                  private={1: msg("You draw {cards}.", cards=(Term("shinobi", "Oda"), Term("shinobi", "Oda")))})
    assert event.text_for(0) == "Player 2 draws 2 cards."
    assert event.text_for(None) == "Player 2 draws 2 cards."
    assert event.text_for(1) == "You draw Oda and Oda."
    assert isinstance(event.message_for(0), Message)
    with runtime.using_catalog("it", ITALIAN):
        assert event.text_for(0) == "Giocatore 2 pesca 2 carte."


def test_an_event_of_plain_words_still_reads_as_it_was_written():
    event = Event("Player 1 draws a card.", 0, "draw", private={0: "You draw the Oda card."})
    assert event.text_for(1) == "Player 1 draws a card."
    assert event.text_for(0) == "You draw the Oda card."
    with runtime.using_catalog("de", GERMAN):
        assert event.text_for(1) == "Player 1 draws a card."


def test_a_message_travels_as_json_and_comes_back_the_same():
    sent = msg_n("{player} draws one card.", "{player} draws {n} cards.", n=2, player=PLAYER,
                 cards=(Term("shinobi", "Oda"), 3, 2.5, msg_p("button", "Close")))
    wire = json.loads(json.dumps(sent.to_json()))
    assert Message.from_json(wire) == sent
    assert str(Message.from_json(wire)) == str(sent)


def nested(depth: int) -> dict:
    data: dict = {"text": "{x}", "args": {"x": "end"}}
    for _level in range(depth):
        data = {"text": "{x}", "args": {"x": {"message": data}}}
    return data


@pytest.mark.parametrize("data", [
    None, [], "words", {"text": 3}, {"text": "a", "extra": 1}, {"text": "a", "args": []},
    {"text": "a", "args": {"not a name": 1}}, {"text": "a", "args": {"x": True}}, {"text": "a", "args": {"x": None}},
    {"text": "a", "args": {"x": {"term": ["shinobi"]}}}, {"text": "a", "args": {"x": {"code": "print"}}},
    {"text": "a", "args": {"x": {"list": list(range(1000))}}}, {"text": "x" * 5000},
    {"text": "a", "args": {f"f{i}": 1 for i in range(100)}}, {"text": "{n} card", "plural": "{n} cards"},
    nested(MAX_DEPTH + 2),
], ids=str)
def test_a_message_from_the_wire_that_is_not_plain_data_is_refused_with_a_reason(data):
    with pytest.raises(ValueError):
        Message.from_json(data)


def test_a_message_nested_within_the_limit_is_read():
    assert str(Message.from_json(nested(MAX_DEPTH - 1))) == "end"


def test_messages_are_values_equal_by_their_words_and_fields():
    assert msg("{a}", a=1) == msg("{a}", a=1)
    assert msg("{a}", a=1) != msg("{a}", a=2)
    assert len({msg("{a}", a=1), msg("{a}", a=1)}) == 1
    i18n.set_language("en")


def test_a_message_read_again_after_a_change_of_language_reads_in_the_new_one():
    said = msg("{order}!", order=Term("shinobi", "Attack"))
    i18n.set_language("en")
    assert str(said) == "Attack!"
    i18n.set_language("de")
    assert str(said) == "Attacke!"
    i18n.set_language("it")
    assert str(said) == "Attacco!"
    i18n.reload_catalogs()
    assert str(said) == "Attacco!"


def test_small_whole_numbers_are_written_alike_and_larger_ones_in_the_language_s_way():
    for language in ("en", "de", "it"):
        i18n.set_language(language)
        assert [i18n.number(n) for n in (0, 7, 999)] == ["0", "7", "999"]
    assert i18n.number(1000) == "1.000" and i18n.number(-5) == "-5"
