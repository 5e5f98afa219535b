"""A sentence kept as data until someone reads it: its English words with named `{fields}`, and the values of
those fields.

A `Message` is what the rules say (a log line, a refusal, a result) when the words are not read at once or not
read here: an event of the log is read by every seat in its own language, a replay reads the events of an old
game in today's language, a network host sends its events to players who each read another language. So a
message holds no translated text: its English words are the catalog's key, and it is turned into words
(`render`, or `str()`) at the moment it is shown, in the language of that moment.

The value of a field is plain data:

- a `str` is shown as it is (a name a player typed, a file name);
- an `int` or a `float` is a number, written with the reader's separators;
- a `Term` is a name from a game's glossary (a card, a clan, a phase), read in the reader's language;
- a `Message` is a sentence within the sentence (a player's name: "Player 2");
- a tuple of these is a list, joined with the reader's "and" ("Oda, Takeda and Uesugi").

A message travels as JSON (`to_json`, `from_json`). One that comes from the network is data: its fields are
checked, its words are only a key for the catalog, and filling it knows only plain `{name}` fields, so a
crafted message can neither reach an attribute nor break the reader: a translation or a message that does not
fit its fields is shown in its English words, and failing those, as they are.
"""

from __future__ import annotations

import dataclasses
import string
from collections.abc import Mapping
from functools import lru_cache
from typing import Any, Union

from ninjatable.i18n.runtime import (
    generation,
    gettext_,
    join_and,
    ngettext,
    npgettext,
    number,
    pgettext,
    term,
)

#: the value of a field: shown as it is, a number, a glossary name, a sentence, or a list of these.
Arg = Union[str, int, float, "Term", "Message", tuple["Arg", ...]]
#: what the rules may say: plain words (already in the reader's language, or never translated) or a message.
Text = Union[str, "Message"]

#: the largest message accepted from the wire: its words, its fields, a list, the depth of sentences within
#: sentences.
MAX_WORDS = 2000
MAX_FIELDS = 24
MAX_LIST = 64
MAX_DEPTH = 4
_PARSER = string.Formatter()


@dataclasses.dataclass(frozen=True)
class Term:
    """A name from game `game`'s glossary (its registry name) by its English `name`: "Oda" of Shinobi, "Fire
    Shrine" of Ninja All-Stars. Read in the reader's language (`ninjatable.i18n.term`)."""

    game: str
    name: str
    #: which meaning, when the name has two in the game ("challenge" for the challenge Search).
    sense: str = ""

    def __str__(self) -> str:
        return term(self.game, self.name, self.sense)


@dataclasses.dataclass(frozen=True)
class Message:
    """A sentence to be read later: its English `text` with named `{fields}` and their values (`args`).

    `plural`: the English plural form, chosen with the field `n` (an int) as gettext chooses it for the reader's
    language. `context`: the catalog's context, when one English sentence has two meanings."""

    text: str
    args: tuple[tuple[str, Arg], ...] = ()
    plural: str = ""
    context: str = ""

    def __str__(self) -> str:
        return self.render()

    @property
    def fields(self) -> dict[str, Arg]:
        return dict(self.args)

    def template(self) -> str:
        """The words in the reader's language, fields not yet filled."""
        if self.plural:
            n = self.fields.get("n")
            count = n if isinstance(n, int) and not isinstance(n, bool) else 0
            if self.context:
                return npgettext(self.context, self.text, self.plural, count)
            return ngettext(self.text, self.plural, count)
        if self.context:
            return pgettext(self.context, self.text)
        return gettext_(self.text)

    def english(self) -> str:
        """The English words, fields not yet filled."""
        n = self.fields.get("n")
        return self.text if not self.plural or n == 1 else self.plural

    def render(self) -> str:
        """The sentence in the reader's language, its fields filled. A translation that does not fit the fields
        gives way to the English words, and English words that do not fit to the words as they are. Worked out
        once per language: a long log is read again at every change of the table."""
        return _rendered(generation(), self)

    def _render(self) -> str:
        values = {name: render_arg(value) for name, value in self.args}
        for words in (self.template(), self.english()):
            filled = fill(words, values)
            if filled is not None:
                return filled
        return self.english()

    def to_json(self) -> dict[str, Any]:
        """The message as JSON data (what a network host sends)."""
        data: dict[str, Any] = {"text": self.text}
        if self.args:
            data["args"] = {name: encode_arg(value) for name, value in self.args}
        if self.plural:
            data["plural"] = self.plural
        if self.context:
            data["context"] = self.context
        return data

    @classmethod
    def from_json(cls, data: Any, depth: int = 0) -> Message:
        """A message from JSON data that may come from anywhere. Raises ValueError naming what is wrong."""
        if depth > MAX_DEPTH:
            raise ValueError("a message holds messages too deep")
        if not isinstance(data, dict) or set(data) - {"text", "args", "plural", "context"}:
            raise ValueError("a message is an object of text, args, plural and context")
        text, plural, context = data.get("text"), data.get("plural", ""), data.get("context", "")
        for part in (text, plural, context):
            if not isinstance(part, str) or len(part) > MAX_WORDS:
                raise ValueError(f"a message's words must be text of at most {MAX_WORDS} characters")
        args = data.get("args", {})
        if not isinstance(args, dict) or len(args) > MAX_FIELDS:
            raise ValueError(f"a message's args are an object of at most {MAX_FIELDS} fields")
        decoded = []
        for name, value in args.items():
            if not isinstance(name, str) or not name.isidentifier():
                raise ValueError(f"{name!r} cannot name a field")
            decoded.append((name, decode_arg(value, depth)))
        message = cls(text, tuple(decoded), plural, context)
        if plural and not isinstance(message.fields.get("n"), int):
            raise ValueError("a message with a plural needs its number in the field n")
        return message


@lru_cache(maxsize=8192)
def _rendered(generation: int, message: Message) -> str:
    """`message` in words, in the language of `generation` (see `ninjatable.i18n.runtime.generation`)."""
    return message._render()


def msg(text: str, /, **args: Arg) -> Message:
    """A message: `msg("{player} draws a card.", player=...)`. Marked for the catalogs like `_`."""
    return Message(text, tuple(args.items()))


def msg_n(singular: str, plural: str, /, n: int, **args: Arg) -> Message:
    """A message with a singular and a plural, chosen by the number `n` (also the field `{n}`):
    `msg_n("{player} draws one card.", "{player} draws {n} cards.", n=2, player=...)`."""
    return Message(singular, (("n", n), *args.items()), plural)


def msg_p(context: str, text: str, /, **args: Arg) -> Message:
    """A message whose English words mean one thing in `context` and something else elsewhere."""
    return Message(text, tuple(args.items()), context=context)


def render(text: Text) -> str:
    """What the rules said, in the reader's language."""
    return text if isinstance(text, str) else text.render()


def render_arg(value: Arg) -> str:
    """A field's value in the reader's words."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, (int, float)):
        return number(value)
    if isinstance(value, tuple):
        return join_and(render_arg(item) for item in value)
    return str(value)


def fill(words: str, values: Mapping[str, str]) -> str | None:
    """`words` with each `{name}` replaced by its value; None when the words are not a plain template of these
    fields (an unknown field, a field with an attribute, an index, a conversion or a format, a lone brace)."""
    try:
        parts = list(_PARSER.parse(words))
    except ValueError:
        return None
    out = []
    for literal, field, spec, conversion in parts:
        out.append(literal)
        if field is None:
            continue
        if spec or conversion or field not in values:
            return None
        out.append(values[field])
    return "".join(out)


def fields_of(words: str) -> set[str] | None:
    """The names of the fields of `words`, or None when they are not a plain template."""
    try:
        parts = list(_PARSER.parse(words))
    except ValueError:
        return None
    found = set()
    for _literal, field, spec, conversion in parts:
        if field is None:
            continue
        if spec or conversion or not field.isidentifier():
            return None
        found.add(field)
    return found


def encode_arg(value: Arg) -> Any:
    """A field's value as JSON data."""
    if isinstance(value, Term):
        return {"term": [value.game, value.name] + ([value.sense] if value.sense else [])}
    if isinstance(value, Message):
        return {"message": value.to_json()}
    if isinstance(value, tuple):
        return {"list": [encode_arg(item) for item in value]}
    return value


def decode_arg(data: Any, depth: int) -> Arg:
    """A field's value from JSON data that may come from anywhere. Raises ValueError."""
    if isinstance(data, bool) or data is None:
        raise ValueError("a field's value is text, a number, a term, a message or a list")
    if isinstance(data, str):
        if len(data) > MAX_WORDS:
            raise ValueError(f"a field's text is at most {MAX_WORDS} characters")
        return data
    if isinstance(data, (int, float)):
        return data
    if isinstance(data, dict) and len(data) == 1:
        (kind, inner), = data.items()
        if kind == "term" and isinstance(inner, list) and len(inner) in (2, 3) and all(
                isinstance(part, str) and len(part) <= 200 for part in inner):
            return Term(*inner)
        if kind == "message":
            return Message.from_json(inner, depth + 1)
        if kind == "list" and isinstance(inner, list) and len(inner) <= MAX_LIST:
            return tuple(decode_arg(item, depth + 1) for item in inner)
    raise ValueError("a field's value is text, a number, a term, a message or a list")


def text_to_json(text: Text) -> Any:
    """What the rules said as JSON data: plain words as they are, a message as its object (a network host sends
    a message, never its words, so that each screen reads it in its own player's language)."""
    return text if isinstance(text, str) else text.to_json()


def text_from_json(data: Any) -> Text:
    """What the rules said, from JSON data that may come from anywhere: plain words, or a message. Raises
    ValueError naming what is wrong."""
    if isinstance(data, str):
        if len(data) > MAX_WORDS:
            raise ValueError(f"words are at most {MAX_WORDS} characters")
        return data
    return Message.from_json(data)
