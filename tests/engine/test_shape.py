"""Every game package has the same files with the same meanings, and its imports go one way.

The shape (see docs/adding-a-game.md): `__init__.py` (GAME), `commands.py`, `data.py`, `rules.py` or `rules/`,
`view.py`, `moves.py`, `ai.py`, a `map.py` where the game reads a Tiled map, and a `table/` of `layout.py`,
`model.py`, `paint.py`, `words.py` and `scene.py`. Only `table/` draws; a table reads views, never a State.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from ninjatable.engine.registry import CATALOGUE, get_game

ROOT = Path(__file__).resolve().parents[2] / "ninjatable"
GAMES = {name: ROOT.joinpath(*listing.module.split(".")[1:]) for name, listing in CATALOGUE.items()}
RULE_FILES = ("__init__.py", "commands.py", "data.py", "view.py", "moves.py", "ai.py")
TABLE_FILES = ("__init__.py", "layout.py", "model.py", "paint.py", "words.py", "scene.py")
LARGEST_CLASS = 400


def modules(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported(tree: ast.AST) -> list[str]:
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
            names.extend(f"{node.module}.{alias.name}" for alias in node.names)
    return names


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_package_has_the_same_files(name):
    folder = GAMES[name]
    for file in RULE_FILES:
        assert (folder / file).is_file(), f"{name}: {file} is missing"
    assert (folder / "rules.py").is_file() or (folder / "rules" / "__init__.py").is_file(), f"{name}: no rules"
    for file in TABLE_FILES:
        assert (folder / "table" / file).is_file(), f"{name}: table/{file} is missing"
    readers = [p.name for p in modules(folder) if "ninjatable.engine.tiled" in imported(ast.parse(p.read_text()))]
    assert readers in ([], ["map.py"]), f"{name}: only map.py reads Tiled maps (found {readers})"


@pytest.mark.parametrize("name", list(GAMES))
def test_the_game_declares_its_knowledge_from_its_ai_module(name):
    game = get_game(name)
    ai = importlib.import_module(f"{CATALOGUE[name].module}.ai")
    assert type(game.knowledge).__module__ == ai.__name__


@pytest.mark.parametrize("name", list(GAMES))
def test_only_the_table_draws_and_no_import_hides_in_a_function(name):
    for path in modules(GAMES[name]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        in_table = "table" in path.relative_to(GAMES[name]).parts
        if not in_table:
            assert not any(n == "pygame" or n.startswith("pygame.") for n in imported(tree)), path
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                inner = [n for n in ast.walk(node) if isinstance(n, (ast.Import, ast.ImportFrom))]
                assert not inner, f"{path.name}:{node.lineno} imports inside {node.name}(): a circle to redesign"


@pytest.mark.parametrize("name", list(GAMES))
def test_imports_within_a_game_go_one_way(name):
    folder = GAMES[name]
    package = CATALOGUE[name].module
    graph: dict[str, set[str]] = {}
    for path in modules(folder):
        own = module_name(path)
        found = {n for n in imported(ast.parse(path.read_text(encoding="utf-8"))) if n.startswith(package)}
        known = {module_name(p) for p in modules(folder)}
        graph[own] = {n for n in found if n in known and n != own and not own.startswith(n + ".")}
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in graph.get(node, ()):
            if state.get(nxt) == 1:
                raise AssertionError(f"{name}: import circle {' -> '.join([*trail, node, nxt])}")
            if nxt not in state:
                visit(nxt, [*trail, node])
        state[node] = 2

    for node in graph:
        if node not in state:
            visit(node, [])


@pytest.mark.parametrize("name", list(GAMES))
def test_a_table_reads_views_and_never_a_state(name):
    """No table module imports the game's rules, reads a `state` or a `match`, or calls anything private
    outside its own object."""
    rules = f"{CATALOGUE[name].module}.rules"
    for path in modules(GAMES[name] / "table"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert not any(n == rules or n.startswith(rules + ".") for n in imported(tree)), f"{path}: imports the rules"
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute):
                assert node.attr not in ("state", "match"), f"{path.name}:{node.lineno} reads .{node.attr}"
                private = node.attr.startswith("_") and not node.attr.startswith("__")
                owner_is_self = isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
                assert not private or owner_is_self, f"{path.name}:{node.lineno} calls private .{node.attr}"


@pytest.mark.parametrize("name", list(GAMES))
def test_no_class_in_a_game_is_larger_than_its_limit(name):
    for path in modules(GAMES[name]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                assert length < LARGEST_CLASS, f"{path.name}: class {node.name} has {length} lines"
