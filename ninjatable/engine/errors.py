"""Typed errors whose message is a sentence a player can read, and `printable`, which makes any text safe to
print on a terminal or draw in the window."""

from __future__ import annotations

import unicodedata

from ninjatable.i18n import Text, render

#: Unicode categories that are escaped when outside text is shown: controls (NUL, escape codes), formats
#: (the right-to-left override, zero-width marks), surrogates, private use, unassigned, line separators.
_UNSAFE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def printable(text: str, limit: int = 0) -> str:
    """`text` with every control, format or unpaired character written as an escape (`\\x1b`, `\\u202e`), so
    it can neither steer a terminal nor break a font; cut to `limit` characters with an ellipsis (0: whole)."""
    if limit and len(text) > limit:
        text = text[:limit] + "…"
    if text.isprintable() and text.isascii():
        return text
    out = []
    for char in text:
        if char.isascii() and char.isprintable():
            out.append(char)
        elif unicodedata.category(char) in _UNSAFE:
            code = ord(char)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(char)
    return "".join(out)


def quoted(text: str, limit: int = 60) -> str:
    """Outside text (a command from a file, a name) in quotes, escaped and cut for a message."""
    return f"'{printable(text, limit)}'"


class IllegalCommand(Exception):
    """A command the rules refuse. `reason` is shown to the player: words or a `Message`, read in the reader's
    language when shown (`str(exc)` gives the words now)."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return render(self.reason)


class SaveError(Exception):
    """A save file that cannot be read: names the file and what is wrong with it (the file's name printable; the
    problem a `Message` whose outside values are printable, or printable words: `message`, and in words now
    `problem`)."""

    def __init__(self, path: str, problem: Text) -> None:
        self.path = printable(str(path))
        #: the problem as said: a `Message` read in the reader's language whenever it is shown.
        self.message: Text = problem if not isinstance(problem, str) else printable(problem)
        super().__init__(self.path, self.message)

    @property
    def problem(self) -> str:
        """The problem in words, in the language of now (printable)."""
        return printable(render(self.message))

    def __str__(self) -> str:
        return f"{self.path}: {self.problem}"


class MapError(Exception):
    """A Tiled map that cannot be used: names the file, the layer and what is wrong."""

    def __init__(self, path: str, problem: str, layer: str | None = None) -> None:
        where = f"{path} (layer '{layer}')" if layer else path
        super().__init__(f"{where}: {problem}")
        self.path = path
        self.layer = layer
        self.problem = problem
