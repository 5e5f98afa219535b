"""The rules documents the Rules panel shows: every game's document is there in English, German and Italian, a
translation has every section and table of the English document, and none of them shows a player a raw
placeholder word (an all-caps token such as a table's name waiting to be filled, or a note left for later)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ninjatable import paths
from ninjatable.engine.registry import CATALOGUE, get_game

DOCUMENTS = sorted(paths.rules_dir().glob("*.md"))
#: the languages every rules document is translated into (`<game>.<lang>.md` beside the English `<game>.md`).
TRANSLATIONS = ("de", "it")

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


def outline(text: str) -> list[str]:
    """The shape of a document: its headings' levels, its tables (with their number of columns), its code blocks
    and its comments and commands (the measuring commands, kept word for word), in order. A translation has the
    same."""
    shape = []
    fenced = in_table = False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("```"):
            fenced = not fenced
            shape.append("code")
        elif fenced:
            continue
        elif re.match(r"#{1,6} ", stripped):
            shape.append("#" * len(stripped.split(" ")[0]))
        elif stripped.startswith("<!--") or (line.startswith("    ") and stripped.startswith("python")):
            shape.append(stripped)
        elif stripped.startswith("|") and not in_table:
            shape.append(f"table of {stripped.strip('|').count('|') + 1}")
        in_table = stripped.startswith("|")
    return shape


def headings(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if re.match(r"#{1,6} ", line.strip())]


def missing_sections(english: str, translated: str) -> list[str]:
    """What the translation lacks of the English document's shape, in words (empty when they match)."""
    if outline(english) == outline(translated):
        return []
    wanted, found = outline(english), outline(translated)
    lines = [f"the English document has {len(headings(english))} headings, the translation "
             f"{len(headings(translated))}"]
    for index, (one, other) in enumerate(zip(wanted, found, strict=False)):
        if one != other:
            near = headings(english)[:sum(1 for part in wanted[:index + 1] if part.startswith("#"))][-1:]
            lines.append(f"they part at item {index + 1}: {one!r} in English (after {near}), {other!r} translated")
            break
    else:
        lines.append(f"the translation ends early or goes on: {wanted[len(found):] or found[len(wanted):]}")
    return lines


@pytest.mark.parametrize("language", TRANSLATIONS)
@pytest.mark.parametrize("name", list(CATALOGUE))
def test_every_rules_document_is_translated(name, language):
    english = paths.rules_dir() / get_game(name).rules_doc
    assert paths.rules_document(get_game(name).rules_doc, language) == english.with_name(
        f"{english.stem}.{language}.md"), f"{name}: no rules document in {language}"


@pytest.mark.parametrize("language", TRANSLATIONS)
@pytest.mark.parametrize("name", list(CATALOGUE))
def test_a_translated_rules_document_has_every_section_and_table_of_the_english_one(name, language):
    english = paths.rules_dir() / get_game(name).rules_doc
    translated = paths.rules_document(get_game(name).rules_doc, language)
    problems = missing_sections(english.read_text(encoding="utf-8"), translated.read_text(encoding="utf-8"))
    assert problems == [], f"{translated.name}: " + "; ".join(problems)


def test_a_translation_lacking_a_section_or_a_table_is_found():
    english = "# Game\n\n## Setup\n\ntext\n\n## The end\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
    assert missing_sections(english, english.replace("Setup", "Aufbau").replace("The end", "Das Ende")) == []
    lacking = missing_sections(english, "# Spiel\n\n## Aufbau\n\nText\n")
    assert lacking and "2 headings" not in lacking[0] and "3 headings, the translation 2" in lacking[0]
    assert missing_sections(english, english.replace("| 1 | 2 |", "")) == []
    assert missing_sections(english, english.replace("| a | b |\n|---|---|\n| 1 | 2 |\n", "")) != []


def test_the_rules_panel_falls_back_to_english_for_a_language_without_a_translation():
    assert paths.rules_document("shinobi.md", "en").name == "shinobi.md"
    assert paths.rules_document("shinobi.md", "fr").name == "shinobi.md"
    assert paths.rules_document("no-such-game.md", "de").name == "no-such-game.md"
