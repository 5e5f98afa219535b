"""A seat's redacted state to JSON and back, for every game, with nothing from the wire ever run as code.

The host sends each client its seat's share of the truth (`Game.redact`), so that the client's table lists the
seat's options, previews a drop and lights the targets itself, without asking the host. This module turns that
state into plain JSON values and back.

What may travel is allow-listed: the JSON values themselves, lists, tuples, sets, frozensets, dicts (of any
hashable keys), read-only mappings, and instances of the classes defined by the game's own package (every module
but its table and its AI, all imported, so both ends list the same classes) and by the engine. A class is named
on the wire by its place in that list (`rules.state.NasState`); the decoder looks the name up in the list it
built itself, so a name from the wire never imports or calls anything. `class_list_digest` sums every game's list
up: two builds that would read a state differently tell each other apart at hello (`ninjatable.net.protocol`). An instance is made without running its constructor and given its attributes
(never one whose name starts with two underscores). The seeded generator is never encoded: a state that holds
one (not a `NoGenerator`) is refused, so the seed cannot leave the host by mistake.

Objects shared inside a state (one figure in two lists) stay shared: an object or container met twice is sent
once with a number (`{"id": n, "v": ...}`) and referred to afterwards (`{"ref": n}`).

Anything else — a type not on the list, a malformed shape, a value too deeply nested — raises `CodecError`
with the reason, and nothing is made of it.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import importlib
import inspect
import math
import pkgutil
from collections.abc import Iterable
from types import MappingProxyType, ModuleType
from typing import Any

from ninjatable.engine.protocol import Game, State
from ninjatable.engine.registry import game_names, get_game
from ninjatable.engine.rng import NoGenerator, Rng

#: nesting allowed in a decoded state (the deepest game state needs about a tenth of it).
MAX_DEPTH = 200

_SCALARS = (str, int, bool, type(None))
_CONTAINER_TAGS = {"t": tuple, "s": set, "z": frozenset}


class CodecError(ValueError):
    """A value that cannot be encoded, or a message that is not a state of this game, with the reason."""


def _package(game: Game) -> str:
    """The game's package (its `Game` class lives in the package's `__init__`)."""
    return type(game).__module__


def _submodules(package: str, skip: tuple[str, ...] = ()) -> list[ModuleType]:
    """`package` and every module under it, imported, leaving out the subpackages named in `skip` (found by name,
    so they are never imported)."""
    root = importlib.import_module(package)
    found = [root]
    for info in pkgutil.iter_modules(getattr(root, "__path__", []), package + "."):
        if info.name.rsplit(".", 1)[1] in skip:
            continue
        found.extend(_submodules(info.name) if info.ispkg else [importlib.import_module(info.name)])
    return found


def _modules_of(game: Game) -> list[ModuleType]:
    """The modules whose classes may travel: every module of the engine and of the game's package but its table
    and its AI. All of them are imported, so both ends of a wire list the same classes whatever they loaded
    before."""
    return _submodules("ninjatable.engine") + _submodules(_package(game), skip=("table", "ai"))


@dataclasses.dataclass(frozen=True)
class Vocabulary:
    """The classes one game's states may hold, by their wire names."""

    by_name: dict[str, type]
    by_type: dict[type, str]

    @classmethod
    def of(cls, game: Game) -> Vocabulary:
        by_name: dict[str, type] = {}
        package = _package(game)
        for module in _modules_of(game):
            for value in list(vars(module).values()):
                if not inspect.isclass(value) or value.__module__ != module.__name__ or value is Rng:
                    continue
                if issubclass(value, BaseException):
                    continue
                short = module.__name__.removeprefix("ninjatable.")
                if module.__name__ == package or module.__name__.startswith(package + "."):
                    short = module.__name__[len(package) + 1:] or "game"
                by_name[f"{short}.{value.__qualname__}"] = value
        return cls(by_name, {value: name for name, value in by_name.items()})


_VOCABULARIES: dict[str, Vocabulary] = {}


def vocabulary(game: Game) -> Vocabulary:
    """The game's allow-list, made once."""
    found = _VOCABULARIES.get(game.name)
    if found is None:
        found = _VOCABULARIES[game.name] = Vocabulary.of(game)
    return found


_DIGEST: list[str] = []


def class_list_digest() -> str:
    """A digest of every game's allow-list (each game's name and the wire names of its classes): two builds of
    ninjatable that would read each other's states differently have different digests."""
    if not _DIGEST:
        listing = hashlib.sha256()
        for name in game_names():
            listing.update(f"{name}:{','.join(sorted(vocabulary(get_game(name)).by_name))};".encode())
        _DIGEST.append(listing.hexdigest()[:16])
    return _DIGEST[0]


def _attributes(value: object) -> dict[str, Any]:
    """An object's attributes as they travel: a private one (one leading underscore) holding more than a flag
    or a number is a cache of the state; it stays behind and `State.forget` makes it afresh."""
    found = dict(getattr(value, "__dict__", {}))
    for klass in type(value).__mro__:
        for slot in getattr(klass, "__slots__", ()):
            if slot not in found and not slot.startswith("__") and hasattr(value, slot):
                found[slot] = getattr(value, slot)
    return {name: item for name, item in found.items() if not name.startswith("_") or isinstance(item, (bool, int))}


def _shared(value: object) -> bool:
    """Objects and containers keep their identity across the wire; scalars and enum members need none."""
    return not isinstance(value, (*_SCALARS, float, enum.Enum, NoGenerator))


class _Encoder:
    def __init__(self, vocabulary: Vocabulary) -> None:
        self.vocabulary = vocabulary
        self.seen: dict[int, int] = {}
        self.twice: set[int] = set()
        self.numbers: dict[int, int] = {}
        self.keep: list[object] = []

    def count(self, value: object) -> None:
        """First pass: find the objects met more than once."""
        stack = [value]
        while stack:
            item = stack.pop()
            if not _shared(item):
                continue
            key = id(item)
            if key in self.seen:
                self.twice.add(key)
                continue
            self.seen[key] = 1
            self.keep.append(item)
            stack.extend(_children(item))

    def encode(self, value: object) -> Any:
        if isinstance(value, _SCALARS):
            return value
        if isinstance(value, float):
            return value if math.isfinite(value) else {"f": repr(value)}
        if isinstance(value, enum.Enum):
            return {"e": self._name(type(value)), "n": value.name}
        if isinstance(value, NoGenerator):
            return {"g": 0}
        if isinstance(value, Rng):
            raise CodecError("a state with its generator cannot be sent (redact it first)")
        key = id(value)
        if key in self.numbers:
            return {"ref": self.numbers[key]}
        number = None
        if key in self.twice:
            number = self.numbers[key] = len(self.numbers)
        body = self._body(value)
        return body if number is None else {"id": number, "v": body}

    def _body(self, value: object) -> Any:
        if isinstance(value, list):
            return [self.encode(item) for item in value]
        if isinstance(value, dict) or isinstance(value, MappingProxyType):
            tag = "d" if isinstance(value, dict) else "p"
            return {tag: [[self.encode(k), self.encode(v)] for k, v in value.items()]}
        if isinstance(value, tuple) and type(value) is tuple:
            return {"t": [self.encode(item) for item in value]}
        if isinstance(value, (set, frozenset)):
            items = sorted((self.encode(item) for item in value), key=repr)
            return {"s" if isinstance(value, set) else "z": items}
        if callable(value) and not _is_instance(value):
            raise CodecError(f"a state cannot carry {type(value).__name__} {value!r}")
        name = self._name(type(value))
        return {"o": name, "a": {attr: self.encode(item) for attr, item in _attributes(value).items()}}

    def _name(self, klass: type) -> str:
        name = self.vocabulary.by_type.get(klass)
        if name is None:
            raise CodecError(f"{klass.__module__}.{klass.__qualname__} is not a type a game state may carry")
        return name


def _is_instance(value: object) -> bool:
    return not (inspect.isroutine(value) or inspect.isclass(value) or inspect.ismodule(value))


def _children(value: object) -> Iterable[object]:
    if isinstance(value, (list, tuple, set, frozenset)):
        return value
    if isinstance(value, (dict, MappingProxyType)):
        return [*value.keys(), *value.values()]
    return _attributes(value).values()


def encode_value(game: Game, value: object) -> Any:
    """Any value made of the allowed types (an outcome, what an event gives the table to animate) as plain JSON
    values. Raises CodecError for a generator or a value of a type not on the game's list."""
    encoder = _Encoder(vocabulary(game))
    encoder.count(value)
    return encoder.encode(value)


def encode_state(game: Game, state: State) -> Any:
    """`state` (a redacted state of `game`) as plain JSON values. Raises CodecError for a state that holds
    its generator or a value of a type not on the game's list."""
    return encode_value(game, state)


def decode_value(game: Game, data: Any) -> Any:
    """A value `encode_value` encoded. Raises CodecError for anything else."""
    try:
        return _Decoder(vocabulary(game)).decode(data)
    except CodecError:
        raise
    except RecursionError:
        raise CodecError("the value is nested too deeply") from None
    except Exception as exc:  # a value the game's own classes cannot be made of (a hash of missing fields)
        raise CodecError(f"this is not a value of {game.title}: {type(exc).__name__}") from None


class _Decoder:
    def __init__(self, vocabulary: Vocabulary) -> None:
        self.vocabulary = vocabulary
        self.made: dict[int, object] = {}

    def decode(self, data: Any, depth: int = 0) -> Any:
        if depth > MAX_DEPTH:
            raise CodecError("the state is nested too deeply")
        if isinstance(data, _SCALARS) or isinstance(data, float):
            return data
        if isinstance(data, list):
            return [self.decode(item, depth + 1) for item in data]
        if not isinstance(data, dict) or not data:
            raise CodecError(f"unexpected value of type {type(data).__name__}")
        if "ref" in data:
            return self._reference(data)
        if "id" in data:
            return self._numbered(data, depth)
        return self._tagged(data, depth, None)

    def _reference(self, data: dict) -> object:
        number = data["ref"]
        if len(data) != 1 or type(number) is not int or number not in self.made:
            raise CodecError("a reference to nothing sent before")
        return self.made[number]

    def _numbered(self, data: dict, depth: int) -> object:
        number = data["id"]
        if set(data) != {"id", "v"} or type(number) is not int or number in self.made:
            raise CodecError("a malformed shared value")
        body = data["v"]
        if isinstance(body, list):  # registered before its items, which may point back at it
            made: list = []
            self.made[number] = made
            made.extend(self.decode(item, depth + 1) for item in body)
            return made
        if not isinstance(body, dict):
            raise CodecError("a malformed shared value")
        return self._tagged(body, depth, number)

    def _tagged(self, data: dict, depth: int, number: int | None) -> Any:
        tag = next(iter(data))
        if tag == "o" and set(data) == {"o", "a"}:
            return self._object(data["o"], data["a"], depth, number)
        if len(data) != 1 and tag != "e":
            raise CodecError(f"unexpected fields {sorted(data)[:4]}")
        if tag == "e":
            return self._enum(data)
        if tag == "g" and data["g"] == 0:
            return NoGenerator()
        if tag == "f" and data["f"] in ("inf", "-inf", "nan"):
            return float(data["f"])
        if tag not in ("d", "p") and tag not in _CONTAINER_TAGS:
            raise CodecError(f"unknown tag '{str(tag)[:20]}'")
        items = data[tag]
        if not isinstance(items, list):
            raise CodecError(f"'{tag}' must hold a list")
        if tag in ("d", "p"):
            return self._mapping(tag, items, depth, number)
        kind = _CONTAINER_TAGS.get(tag)
        if kind is None:
            raise CodecError(f"unknown tag '{str(tag)[:20]}'")
        decoded = [self.decode(item, depth + 1) for item in items]
        try:
            made = kind(decoded)
        except TypeError as exc:
            raise CodecError(f"a set of values that cannot be in a set: {exc}") from None
        if number is not None:
            self.made[number] = made
        return made

    def _mapping(self, tag: str, items: list, depth: int, number: int | None) -> Any:
        made: dict = {}
        if number is not None and tag == "d":
            self.made[number] = made
        for pair in items:
            if not isinstance(pair, list) or len(pair) != 2:
                raise CodecError("a mapping entry must be a key and a value")
            key = self.decode(pair[0], depth + 1)
            try:
                made[key] = self.decode(pair[1], depth + 1)
            except TypeError:
                raise CodecError("a mapping key that cannot be a key") from None
        if tag == "p":
            proxy = MappingProxyType(made)
            if number is not None:
                self.made[number] = proxy
            return proxy
        return made

    def _enum(self, data: dict) -> enum.Enum:
        klass = self._class(data.get("e"))
        if set(data) != {"e", "n"} or not issubclass(klass, enum.Enum) or not isinstance(data["n"], str):
            raise CodecError("a malformed enum value")
        try:
            return klass[data["n"]]
        except KeyError:
            raise CodecError(f"{klass.__name__} has no member {data['n'][:30]!r}") from None

    def _class(self, name: object) -> type:
        klass = self.vocabulary.by_name.get(name) if isinstance(name, str) else None
        if klass is None:
            raise CodecError(f"{str(name)[:60]!r} is not a type a game state may carry")
        return klass

    def _object(self, name: object, attributes: object, depth: int, number: int | None) -> object:
        klass = self._class(name)
        if issubclass(klass, enum.Enum) or not isinstance(attributes, dict):
            raise CodecError(f"a malformed {klass.__name__}")
        made = object.__new__(klass)
        if number is not None:
            self.made[number] = made
        for attr, value in attributes.items():
            if not isinstance(attr, str) or not attr.isidentifier() or attr.startswith("__"):
                raise CodecError(f"{klass.__name__} cannot have the attribute {str(attr)[:30]!r}")
            try:
                object.__setattr__(made, attr, self.decode(value, depth + 1))
            except (AttributeError, TypeError) as exc:
                raise CodecError(f"{klass.__name__}.{attr}: {exc}") from None
        return made


def decode_state(game: Game, data: Any) -> State:
    """The state `encode_state` encoded, made again from the game's own classes. Raises CodecError for
    anything that is not a state of this game."""
    state = decode_value(game, data)
    if not isinstance(state, State) or not isinstance(getattr(state, "rng", None), NoGenerator):
        raise CodecError(f"this is not a redacted state of {game.title}")
    state.forget()
    return state
