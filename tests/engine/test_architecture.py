"""The rules, the engine and the AI never import pygame; every game has the same package shape."""

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
