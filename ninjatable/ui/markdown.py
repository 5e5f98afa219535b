"""The rules documents read as Markdown (CommonMark with tables, parsed by markdown-it-py) into blocks the
Rules panel lays out: headings, paragraphs, list items (bullets and numbers, nested), tables with a header row
and column alignment, quotes, code and rules. Inline bold, italics and code are kept as styled spans; links
keep their text."""

from __future__ import annotations

import dataclasses

from markdown_it import MarkdownIt
from markdown_it.token import Token

_PARSER = MarkdownIt("commonmark").enable("table")


@dataclasses.dataclass(frozen=True)
class Span:
    """A run of text in one style."""

    text: str
    bold: bool = False
    italic: bool = False
    code: bool = False


Spans = tuple[Span, ...]


@dataclasses.dataclass(frozen=True)
class Block:
    """One block of a document.

    `kind` is 'heading' (`level` 1-6), 'paragraph', 'item' (a list item's paragraph: `level` is the list
    depth from 0, `marker` the bullet or number, empty for a second paragraph of the same item), 'quote',
    'code' (its lines in `spans`, one span each), 'rule', or 'table' (`rows`, the first the header, and
    `align` per column: 'left', 'center' or 'right').
    """

    kind: str
    spans: Spans = ()
    level: int = 0
    marker: str = ""
    rows: tuple[tuple[Spans, ...], ...] = ()
    align: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return plain(self.spans)


def plain(spans: Spans) -> str:
    """The spans' text without styles."""
    return "".join(span.text for span in spans)


def inline_spans(token: Token) -> Spans:
    """The styled runs of an inline token."""
    spans: list[Span] = []
    bold = italic = 0
    for child in token.children or []:
        kind = child.type
        if kind in ("strong_open", "strong_close"):
            bold += 1 if kind == "strong_open" else -1
        elif kind in ("em_open", "em_close"):
            italic += 1 if kind == "em_open" else -1
        elif kind == "code_inline":
            spans.append(Span(child.content, bold > 0, italic > 0, code=True))
        elif kind in ("softbreak", "hardbreak"):
            spans.append(Span(" ", bold > 0, italic > 0))
        elif kind in ("text", "html_inline"):
            spans.append(Span(child.content, bold > 0, italic > 0))
        elif kind == "image":
            spans.append(Span(child.content or "", bold > 0, italic > 0))
    return tuple(_merged(spans))


def _merged(spans: list[Span]) -> list[Span]:
    out: list[Span] = []
    for span in spans:
        if out and dataclasses.replace(out[-1], text="") == dataclasses.replace(span, text=""):
            out[-1] = dataclasses.replace(out[-1], text=out[-1].text + span.text)
        elif span.text:
            out.append(span)
    return out


def _alignment(token: Token) -> str:
    style = str(token.attrs.get("style", ""))
    for side in ("center", "right"):
        if f"text-align:{side}" in style:
            return side
    return "left"


class _Reader:
    """Walks markdown-it's token stream and collects blocks."""

    def __init__(self, tokens: list[Token]) -> None:
        self.tokens = tokens
        self.blocks: list[Block] = []
        #: open lists: (ordered, next number); open items: the marker still to show.
        self.lists: list[list[int | bool]] = []
        self.pending_marker: list[str] = []
        self.quote = 0

    def read(self) -> list[Block]:
        index = 0
        while index < len(self.tokens):
            index = self.step(index)
        return self.blocks

    def step(self, index: int) -> int:
        token = self.tokens[index]
        kind = token.type
        if kind == "heading_open":
            level = int(token.tag[1:]) if token.tag[1:].isdigit() else 1
            self.blocks.append(Block("heading", inline_spans(self.tokens[index + 1]), level))
            return index + 3
        if kind == "paragraph_open":
            self.paragraph(inline_spans(self.tokens[index + 1]))
            return index + 3
        if kind in ("bullet_list_open", "ordered_list_open"):
            start = int(token.attrs.get("start", 1) or 1)
            self.lists.append([kind == "ordered_list_open", start])
        elif kind in ("bullet_list_close", "ordered_list_close"):
            self.lists.pop()
        elif kind == "list_item_open":
            ordered, number = self.lists[-1]
            self.pending_marker.append(f"{token.info or number}." if ordered else "•")
            self.lists[-1][1] = int(number) + 1
        elif kind == "list_item_close":
            self.pending_marker.pop()
        elif kind == "blockquote_open":
            self.quote += 1
        elif kind == "blockquote_close":
            self.quote -= 1
        elif kind == "hr":
            self.blocks.append(Block("rule"))
        elif kind in ("fence", "code_block"):
            lines = token.content.rstrip("\n").split("\n")
            self.blocks.append(Block("code", tuple(Span(line, code=True) for line in lines)))
        elif kind == "table_open":
            return self.table(index)
        return index + 1

    def paragraph(self, spans: Spans) -> None:
        if self.pending_marker:
            marker = self.pending_marker[-1]
            self.pending_marker[-1] = ""
            self.blocks.append(Block("item", spans, len(self.lists) - 1, marker))
        elif self.quote:
            self.blocks.append(Block("quote", spans))
        else:
            self.blocks.append(Block("paragraph", spans))

    def table(self, index: int) -> int:
        rows: list[tuple[Spans, ...]] = []
        row: list[Spans] = []
        align: list[str] = []
        while self.tokens[index].type != "table_close":
            token = self.tokens[index]
            if token.type == "tr_open":
                row = []
            elif token.type in ("th_open", "td_open"):
                if not rows:
                    align.append(_alignment(token))
                row.append(inline_spans(self.tokens[index + 1]))
            elif token.type == "tr_close":
                rows.append(tuple(row))
            index += 1
        self.blocks.append(Block("table", rows=tuple(rows), align=tuple(align)))
        return index + 1


def parse(source: str) -> list[Block]:
    """The blocks of a Markdown text, in order."""
    return _Reader(_PARSER.parse(source)).read()
