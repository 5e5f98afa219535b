"""Commands: frozen, hashable values with a text form that round-trips.

A command's text is its kind followed by `field=value` pairs, each value in JSON, for example
`deploy card=17 province=2` or `attack army="oda" target=[3,"mori"]`. Lists come back as tuples, so a parsed
command equals the one it was written from.
"""

from __future__ import annotations

import dataclasses
import json
import re
import zlib
from collections.abc import Iterable
from typing import Any, ClassVar

_KEY = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)=")
_DECODER = json.JSONDecoder()


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
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

    @classmethod
    def from_fields(cls, fields: dict[str, Any]) -> Command:
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = set(fields) - names
        if unknown:
            raise ValueError(f"'{cls.kind}' has no field {sorted(unknown)[0]!r}")
        missing = {f.name for f in dataclasses.fields(cls) if f.default is dataclasses.MISSING
                   and f.default_factory is dataclasses.MISSING} - set(fields)
        if missing:
            raise ValueError(f"'{cls.kind}' needs field {sorted(missing)[0]!r}")
        return cls(**{k: _freeze(v) for k, v in fields.items()})


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


def parse_fields(text: str) -> tuple[str, dict[str, Any]]:
    """Split a command text into its kind and its decoded fields. Raises ValueError with the problem."""
    text = text.strip()
    if not text:
        raise ValueError("empty command")
    kind, _, rest = text.partition(" ")
    fields: dict[str, Any] = {}
    pos = 0
    while pos < len(rest):
        if rest[pos:].strip() == "":
            break
        match = _KEY.match(rest, pos)
        if not match:
            raise ValueError(f"cannot read '{rest[pos:pos + 20]}' in command '{text}'")
        try:
            value, end = _DECODER.raw_decode(rest, match.end())
        except json.JSONDecodeError as exc:
            raise ValueError(f"bad value for '{match.group(1)}' in command '{text}'") from exc
        fields[match.group(1)] = value
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
            raise ValueError(f"unknown command '{kind}'")
        try:
            return command_type.from_fields(fields)
        except TypeError as exc:
            raise ValueError(f"bad fields for '{kind}': {exc}") from exc
