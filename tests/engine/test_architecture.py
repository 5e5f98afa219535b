"""The rules, the engine and the AI never import pygame; every game has the same package shape; the top folders
import only downward."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ninjatable.engine.registry import GAME_MODULES, game_names, get_game
from ninjatable.paths import rules_dir, rules_document

ROOT = Path(__file__).resolve().parents[2] / "ninjatable"


def draws(path: Path) -> bool:
    """A game's table (`table/`) is the only part of a game allowed to draw."""
    return "table" in path.relative_to(ROOT).parts


def pure_modules():
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT)
        if rel.parts[0] in ("engine", "ai") or (rel.parts[0] == "games" and not draws(path)):
            yield path


@pytest.mark.parametrize("path", list(pure_modules()), ids=lambda p: str(p.relative_to(ROOT)))
def test_rules_engine_and_ai_never_import_pygame(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        assert not any(name == "pygame" or name.startswith("pygame.") for name in names), path


def test_every_registered_game_is_present():
    assert game_names() == list(GAME_MODULES)
    for name in GAME_MODULES:
        assert get_game(name).name == name


@pytest.mark.parametrize("language", ["en", "de", "it"])
@pytest.mark.parametrize("name", game_names())
def test_every_game_has_a_rules_document_in_every_language(name, language):
    game = get_game(name)
    english = rules_dir() / game.rules_doc
    doc = english if language == "en" else english.with_name(f"{english.stem}.{language}.md")
    assert game.rules_doc and doc.is_file(), f"{name}: {doc} missing"
    assert rules_document(game.rules_doc, language) == doc
    assert len(doc.read_text(encoding="utf-8")) > 500


def test_every_code_folder_is_a_package_so_the_wheel_carries_it():
    """A folder of modules without `__init__.py` imports from a checkout but is left out of the wheel."""
    for folder in sorted({p.parent for p in ROOT.rglob("*.py")}):
        assert (folder / "__init__.py").is_file(), f"{folder.relative_to(ROOT)} has no __init__.py"


#: the top folders of the package, lowest first: a module imports its own folder and the folders before it,
#: never a later one (`paths.py` and the package's `__init__.py` lie below them all, `__main__.py` above; the
#: languages lie under the engine, whose events carry messages).
LAYERS = ("i18n", "engine", "ai", "net", "ui", "games", "cli")
BOTTOM = ("__init__", "paths")
TOP = ("__main__",)


def layer(parts: tuple[str, ...]) -> int:
    """The height of a module, by its path inside the package: -1 at the bottom, len(LAYERS) at the top."""
    head = parts[0].removesuffix(".py")
    if head in BOTTOM:
        return -1
    if head in TOP:
        return len(LAYERS)
    assert head in LAYERS, f"{head} is in no layer: give it its place in LAYERS"
    return LAYERS.index(head)


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """Every module of the package `path` imports, anywhere in it (inside functions too), with its line; a
    relative import is resolved against the module's own package."""
    package = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if path.name != "__init__.py":
        package = package[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[:len(package) - node.level + 1] if node.level else [])
            module = ".".join(part for part in (base, node.module or "") if part)
            found += [(node.lineno, f"{module}.{alias.name}" if module == ROOT.name else module)
                      for alias in node.names]
    return [(line, name) for line, name in found if name.split(".")[0] == ROOT.name]


@pytest.mark.parametrize("path", sorted(ROOT.rglob("*.py")), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_top_folders_import_only_downward(path):
    """i18n -> engine -> ai -> net -> ui -> games -> cli: a folder never imports a later one (a game's table is drawn
    by the window, which finds it by name from the registry, never by an import)."""
    own = layer(path.relative_to(ROOT).parts)
    for line, name in imported_modules(path):
        parts = tuple(name.split(".")[1:]) or ("__init__",)
        assert layer(parts) <= own, f"{path.relative_to(ROOT)}:{line} imports {name}, a later folder"


def test_every_top_folder_has_its_place_in_the_order():
    tops = {path.relative_to(ROOT).parts[0].removesuffix(".py") for path in ROOT.rglob("*.py")}
    assert tops == {*LAYERS, *BOTTOM, *TOP}
