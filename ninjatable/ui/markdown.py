"""A small reader for the rules documents: headings, paragraphs, bullet lists and tables as text rows."""

from __future__ import annotations

import dataclasses
import re

_INLINE = [(re.compile(r"\*\*(.+?)\*\*"), r"\1"), (re.compile(r"__(.+?)__"), r"\1"),
           (re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)"), r"\1"), (re.compile(r"`([^`]*)`"), r"\1"),
           (re.compile(r"\[([^\]]+)\]\([^)]*\)"), r"\1")]


@dataclasses.dataclass(frozen=True)
class Block:
    """One block of a document: kind is 'h1', 'h2', 'h3', 'p', 'li' (with `indent`), 'row' or 'rule'."""

    kind: str
    text: str
    indent: int = 0
    #: the cells of a table row ('row' blocks), for drawing them in columns.
    cells: tuple[str, ...] = ()


def plain(text: str) -> str:
    """Inline markup removed: bold, italics, code, links."""
    for pattern, replacement in _INLINE:
        text = pattern.sub(replacement, text)
    return text.strip()


def parse(source: str) -> list[Block]:
    """The blocks of a Markdown text, in order."""
    blocks: list[Block] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(Block("p", plain(" ".join(paragraph))))
            paragraph.clear()

    in_code = False
    for raw in source.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if stripped.startswith("```"):
            flush()
            in_code = not in_code
            continue
        if in_code:
            blocks.append(Block("p", line))
            continue
        if not stripped:
            flush()
            continue
        heading = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        if heading:
            flush()
            level = min(3, len(heading.group(1)))
            blocks.append(Block(f"h{level}", plain(heading.group(2))))
            continue
        if re.match(r"^(-{3,}|\*{3,}|_{3,})$", stripped):
            flush()
            blocks.append(Block("rule", ""))
            continue
        if stripped.startswith("|"):
            flush()
            cells = [plain(c) for c in stripped.strip("|").split("|")]
            if all(re.match(r"^:?-{2,}:?$", c.strip()) for c in cells if c.strip()):
                continue
            blocks.append(Block("row", "   |   ".join(c for c in cells), cells=tuple(cells)))
            continue
        item = re.match(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$", line)
        if item:
            flush()
            indent = len(item.group(1).expandtabs(4)) // 2
            marker = item.group(2)
            bullet = "•" if marker in "-*+" else marker
            blocks.append(Block("li", f"{bullet} {plain(item.group(3))}", indent))
            continue
        if blocks and blocks[-1].kind == "li" and line.startswith(" ") and not paragraph:
            last = blocks.pop()
            blocks.append(Block("li", f"{last.text} {plain(stripped)}", last.indent))
            continue
        if stripped.startswith(">"):
            stripped = stripped.lstrip("> ")
        paragraph.append(stripped)
    flush()
    return blocks
