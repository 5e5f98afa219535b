"""The rules documents the Rules panel shows: every game's document is there, and none of them shows a player a
raw placeholder word (an all-caps token such as a table's name waiting to be filled, or a note left for later)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ninjatable import paths
from ninjatable.engine.registry import CATALOGUE, get_game

DOCUMENTS = sorted(paths.rules_dir().glob("*.md"))

#: an all-caps token joined by underscores ("SOME_TABLE"), or a word that marks unfinished text.
PLACEHOLDER = re.compile(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b(?:TBD|PLACEHOLDER)\b")
#: a line holding nothing but one all-caps word ("TABLE").
BARE_WORD = re.compile(r"^\s*[A-Z][A-Z0-9_]{2,}\s*$")


def prose(text: str) -> list[tuple[int, str]]:
    """The document's lines a player reads as text, numbered from 1: code blocks and code spans left out (a
    command may quote what it likes)."""
    found = []
    fenced = indented = False
    previous = ""
    for number, line in enumerate(text.splitlines(), start=1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced:
            # an indented code block starts after a blank line; a list item's indented lines follow text
            indented = line.startswith("    ") and (indented or not previous.strip())
            if not indented:
                found.append((number, re.sub(r"`[^`]*`", "", line)))
        previous = line
    return found


def placeholders(text: str) -> list[str]:
    """Every raw placeholder word of a document, as "line: word"."""
    found = []
    for number, line in prose(text):
        words = PLACEHOLDER.findall(line) + ([line.strip()] if BARE_WORD.match(line) else [])
        found.extend(f"{number}: {word}" for word in dict.fromkeys(words))
    return found


def test_every_game_has_its_rules_document():
    assert DOCUMENTS
    for name in CATALOGUE:
        assert (paths.rules_dir() / get_game(name).rules_doc).is_file(), name


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_no_rules_document_shows_a_raw_placeholder_word(document: Path):
    assert placeholders(document.read_text(encoding="utf-8")) == []


def test_a_placeholder_word_is_found_but_game_names_and_short_stat_names_are_not():
    assert placeholders("## Card balance\n\nBALANCE_TABLE\n") == ["3: BALANCE_TABLE"]
    assert placeholders("Scores: SCORE_TABLE, then TBD.\n") == ["1: SCORE_TABLE", "1: TBD"]
    assert placeholders("# SHIN\n\nMV 5, AT 4, DF 2.\n\n`NINJATABLE_SEED=3`\n\n    RUN_THIS --jobs 1\n") == []
    assert placeholders("- a list item\n    NOT_FILLED\n") == ["2: NOT_FILLED"]
