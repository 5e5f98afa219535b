"""The sentences kept in the games' data files (a card's ability, a mission, an objective), for the catalogs.

A data file is JSON; the words a player reads are the string values of some of its fields (each game's
`babel.cfg` section names them: `keys = text rules`). This is Babel's extraction method for such a file: every
string value of a named field, anywhere in the file, is a message of the catalogs, keyed by its English words
(no context), exactly as the game looks it up when it shows it: `_(ability["text"]).format(n=amount)`.
A value may have `{fields}`, filled by the game after the lookup.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any


def strings_of(data: Any, keys: frozenset[str]) -> Iterator[str]:
    """Every string value of a field named in `keys`, anywhere in `data`, in the file's order (a list of strings
    under such a field gives each, and so does an object of strings: a table of sentences by their keys)."""
    if isinstance(data, dict):
        for name, value in data.items():
            if name in keys and isinstance(value, str):
                yield value
            elif name in keys and isinstance(value, list) and all(isinstance(item, str) for item in value):
                yield from value
            elif name in keys and isinstance(value, dict) and value and all(
                    isinstance(item, str) for item in value.values()):
                yield from value.values()
            else:
                yield from strings_of(value, keys)
    elif isinstance(data, list):
        for item in data:
            yield from strings_of(item, keys)


def extract(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
            options: dict[str, Any]) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """Babel's extraction method for a game's data file: each string value of the fields named by the option
    `keys` (separated by spaces), as `_()` would mark it, with the line it stands on."""
    text = fileobj.read().decode("utf-8")
    keys = frozenset(options.get("keys", "text").split())
    lines = text.splitlines()
    for words in strings_of(json.loads(text), keys):
        quoted = json.dumps(words, ensure_ascii=False)
        number = next((i for i, line in enumerate(lines, start=1) if quoted in line), 1)
        yield number, None, words, [f"from the data file: {' or '.join(sorted(keys))}"]
