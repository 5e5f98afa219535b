"""Commands: frozen, hashable values with a text form that round-trips.

A command's text is its kind followed by `field=value` pairs, each value in JSON, for example
`deploy card=17 province=2` or `attack army="oda" target=[3,"mori"]`. Lists come back as tuples, so a parsed
command equals the one it was written from.

A command's fields are typed by its dataclass annotations (`card: int`, `square: tuple[int, int]`). Making a
command checks nothing (the search makes commands in its inner loops); `Command.problem()` checks the types
and is asked where a command comes from outside: when a text is parsed and before the rules judge a command.
So `10.0`, `True` or `"10"` for a card never reach the rules: in Python `10.0 == 10` and `True == 1`.
"""

from __future__ import annotations

import dataclasses
import json
import re
import types
import typing
import zlib
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from ninjatable.engine.errors import printable, quoted

_KEY = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)=")
#: the longest command text read (a real one is a few dozen characters).
MAX_TEXT = 2000
#: the deepest nesting of lists in a field value.
MAX_DEPTH = 8


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a command may hold")


_DECODER = json.JSONDecoder(parse_constant=_no_constant)

Check = Callable[[Any], bool]


# --- field types ---------------------------------------------------------------------------------------
def _is_int(value: Any) -> bool:
    return type(value) is int


def _is_str(value: Any) -> bool:
    return type(value) is str


def _is_bool(value: Any) -> bool:
    return type(value) is bool


def _is_float(value: Any) -> bool:
    return type(value) is float or type(value) is int


def _is_plain(value: Any, depth: int = 0) -> bool:
    """A value a command of unknown field type may hold: a number, text, truth value, None, or a tuple of
    them (what the text form can carry, and hashable)."""
    if value is None or type(value) in (int, str, bool, float):
        return True
    return type(value) is tuple and depth < MAX_DEPTH and all(_is_plain(v, depth + 1) for v in value)


_SCALARS: dict[Any, tuple[Check, str]] = {
    int: (_is_int, "a whole number"),
    str: (_is_str, "a text"),
    bool: (_is_bool, "true or false"),
    float: (_is_float, "a number"),
    type(None): (lambda value: value is None, "null"),
}


def _checker(kind: Any) -> tuple[Check, str]:
    """A check for values of the annotation `kind`, and the kind in words."""
    if kind in _SCALARS:
        return _SCALARS[kind]
    origin = typing.get_origin(kind)
    args = typing.get_args(kind)
    if origin is typing.Union or (hasattr(types, "UnionType") and origin is types.UnionType):
        parts = [_checker(arg) for arg in args]
        return (lambda value: any(check(value) for check, _ in parts)), " or ".join(words for _, words in parts)
    if origin is typing.Literal:
        return (lambda value: any(type(value) is type(a) and value == a for a in args)), \
            "one of " + ", ".join(json.dumps(a) for a in args)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item, words = _checker(args[0])
        return (lambda value: type(value) is tuple and all(item(v) for v in value)), f"a list of {words}s"
    if origin is tuple and args and Ellipsis not in args:
        items = [_checker(arg)[0] for arg in args]
        return (lambda value: type(value) is tuple and len(value) == len(items)
                and all(check(v) for check, v in zip(items, value, strict=True))), f"a list of {len(items)} values"
    return _is_plain, "a plain value"


_FIELD_CHECKS: dict[type, tuple[tuple[str, Check, str], ...]] = {}


def _field_checks(cls: type) -> tuple[tuple[str, Check, str], ...]:
    """Each field of a command class with the check of its annotated type (worked out once per class)."""
    found = _FIELD_CHECKS.get(cls)
    if found is None:
        try:
            hints = typing.get_type_hints(cls)
        except Exception:  # an annotation that cannot be resolved: its values are checked as plain values
            hints = {}
        found = tuple((f.name, *_checker(hints.get(f.name, Any))) for f in dataclasses.fields(cls))
        _FIELD_CHECKS[cls] = found
    return found


def _freeze(value: Any, depth: int = 0) -> Any:
    if depth > MAX_DEPTH:
        raise ValueError("a value is nested too deeply")
    if isinstance(value, list):
        return tuple(_freeze(v, depth + 1) for v in value)
    if isinstance(value, dict):
        raise ValueError("command fields may not be objects")
    return value


@dataclasses.dataclass(frozen=True)
class Command:
    """Base of every game command. Subclasses are frozen dataclasses and set `kind`."""

    kind: ClassVar[str] = "command"

    def to_text(self) -> str:
        parts = [self.kind]
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            parts.append(f"{field.name}={json.dumps(value, separators=(',', ':'), ensure_ascii=False)}")
        return " ".join(parts)

    def __str__(self) -> str:
        return self.to_text()

    def problem(self) -> str | None:
        """None when every field holds a value of its declared type, else the sentence saying which does not
        (a card given as `10.0` or `true`, a province given as a list)."""
        for name, check, words in _field_checks(type(self)):
            value = getattr(self, name)
            if not check(value):
                shown = printable(repr(value), 40)
                return f"That move is malformed: its {name} must be {words}, not {shown}."
        return None

    @classmethod
    def from_fields(cls, fields: dict[str, Any]) -> Command:
        """The command with these decoded fields. Raises ValueError naming a missing, unknown or mistyped one."""
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = set(fields) - names
        if unknown:
            raise ValueError(f"'{cls.kind}' has no field {quoted(sorted(unknown)[0])}")
        missing = {f.name for f in dataclasses.fields(cls) if f.default is dataclasses.MISSING
                   and f.default_factory is dataclasses.MISSING} - set(fields)
        if missing:
            raise ValueError(f"'{cls.kind}' needs field '{sorted(missing)[0]}'")
        command = cls(**{k: _freeze(v) for k, v in fields.items()})
        problem = command.problem()
        if problem is not None:
            raise ValueError(problem)
        return command


def command_kind(kind: str):
    """Class decorator: make a frozen dataclass command with the given kind."""

    def wrap(cls: type) -> type:
        cls.kind = kind
        made = dataclasses.dataclass(frozen=True)(cls)
        fields_hash = made.__hash__
        kind_code = zlib.crc32(kind.encode())

        def __hash__(self: Command) -> int:
            # Commands of different kinds with equal fields (`end model=13 facing=7`, `ranged model=13
            # target=7`) must hash apart: a record of play kept as a running hash tells them apart. The
            # kind's checksum, unlike a string's hash, is the same in every process.
            return hash((kind_code, fields_hash(self)))

        made.__hash__ = __hash__
        return made

    return wrap


def _nesting(text: str) -> int:
    """The deepest bracket nesting in `text` outside JSON strings."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def parse_fields(text: str) -> tuple[str, dict[str, Any]]:
    """Split a command text into its kind and its decoded fields. Raises ValueError with the problem (any
    text, however long, deep or strange, gives a ValueError and nothing else)."""
    if not isinstance(text, str):
        raise ValueError("a command is a text")
    if len(text) > MAX_TEXT:
        raise ValueError(f"a command text is at most {MAX_TEXT} characters long, this one has {len(text)}")
    text = text.strip()
    if not text:
        raise ValueError("empty command")
    if text.count("[") + text.count("{") > MAX_DEPTH and _nesting(text) > MAX_DEPTH:
        raise ValueError(f"a value in command {quoted(text)} is nested too deeply")
    kind, _, rest = text.partition(" ")
    fields: dict[str, Any] = {}
    pos = 0
    while pos < len(rest):
        if rest[pos:].strip() == "":
            break
        match = _KEY.match(rest, pos)
        if not match:
            raise ValueError(f"cannot read {quoted(rest[pos:pos + 20])} in command {quoted(text)}")
        name = match.group(1)
        if name in fields:
            raise ValueError(f"the field '{name}' is given twice in command {quoted(text)}")
        try:
            value, end = _DECODER.raw_decode(rest, match.end())
        except (ValueError, RecursionError) as exc:  # a JSON error, a number too long, NaN
            raise ValueError(f"bad value for '{name}' in command {quoted(text)}") from exc
        fields[name] = value
        pos = end
    return kind, fields


class CommandSet:
    """The command types of one game, to parse texts back into commands."""

    def __init__(self, types: Iterable[type[Command]]) -> None:
        self.by_kind: dict[str, type[Command]] = {}
        for command_type in types:
            if command_type.kind in self.by_kind:
                raise ValueError(f"two command types use the kind '{command_type.kind}'")
            self.by_kind[command_type.kind] = command_type

    def parse(self, text: str) -> Command:
        kind, fields = parse_fields(text)
        command_type = self.by_kind.get(kind)
        if command_type is None:
            raise ValueError(f"unknown command {quoted(kind, 30)}")
        try:
            return command_type.from_fields(fields)
        except TypeError as exc:
            raise ValueError(f"bad fields for '{kind}': {exc}") from exc
