"""The little Markdown the rules references use, laid out for drawing: headings, paragraphs
(wrapped source lines joined), bullets with hanging indents (nested by indentation), and
**bold** inside any of them."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from game.ui import text, theme

Run = tuple[int, str, bool]  # x offset, words, bold


@dataclasses.dataclass(frozen=True)
class Block:
    kind: str  # "h1", "h2", "h3", "p" or "li"
    text: str
    depth: int = 0  # bullet nesting


@dataclasses.dataclass(frozen=True)
class Line:
    y: int  # from the top of the text
    size: int
    colour: tuple[int, int, int]
    runs: tuple[Run, ...]
    bullet_x: int | None = None  # where the bullet dot goes, on a bullet's first line


def parse(source: str) -> list[Block]:
    blocks: list[Block] = []
    para: list[str] = []
    item: tuple[int, list[str]] | None = None

    def close() -> None:
        nonlocal item
        if para:
            blocks.append(Block("p", " ".join(para)))
            para.clear()
        if item is not None:
            blocks.append(Block("li", " ".join(item[1]), item[0]))
            item = None

    for raw in source.splitlines():
        line = raw.rstrip()
        stripped = line.lstrip()
        indent = len(line) - len(stripped)
        if not stripped:
            close()
        elif stripped.startswith("#"):
            close()
            level = min(3, len(stripped) - len(stripped.lstrip("#")))
            blocks.append(Block(f"h{level}", stripped.lstrip("# ").strip()))
        elif re.match(r"[-*] ", stripped):
            close()
            item = (indent // 2, [stripped[2:].strip()])
        elif item is not None and indent > 0:
            item[1].append(stripped)  # a bullet's wrapped continuation
        else:
            if item is not None:
                close()
            para.append(stripped)
    close()
    return blocks


def _words(body: str) -> list[tuple[str, bool, bool]]:
    """(word, bold, glued): glued words follow the previous one without a space, as the
    comma in "**Draw two cards**, one after the other"."""
    out: list[tuple[str, bool, bool]] = []
    for k, part in enumerate(body.split("**")):
        for i, w in enumerate(part.split()):
            glued = i == 0 and bool(out) and not part[:1].isspace()
            out.append((w, k % 2 == 1, glued))
    return out


def _flush(runs: list[Run], words: list[str], bold: bool | None, x: int) -> None:
    if words:
        runs.append((x, " ".join(words), bool(bold)))


def layout(blocks: list[Block], width: int, px: Callable[[float], int]) -> tuple[list[Line], int]:
    """Lines to draw and the total height, for a column ``width`` pixels wide."""
    lines: list[Line] = []
    y = 0
    for block in blocks:
        if block.kind.startswith("h"):
            size = px({"h1": 26, "h2": 21, "h3": 18}[block.kind])
            y += px(10) if lines else 0
            colour, indent, first_indent = theme.ACCENT, 0, 0
            words = [(w, True, g) for w, _b, g in _words(block.text)]
        else:
            size, colour = px(16), theme.TEXT
            words = _words(block.text)
            indent = px(28) * (block.depth + 1) if block.kind == "li" else 0
            first_indent = indent
        line_h = int(size * 1.45)
        runs: list[Run] = []
        x = first_indent
        bullet = indent - px(16) if block.kind == "li" else None
        current: list[str] = []
        current_bold: bool | None = None
        start_x = x
        space = text.font(size).size(" ")[0]

        for word, bold, glued in words:
            w = text.font(size, bold).size(word)[0]
            if glued and x > indent:
                x -= space  # no space between a bold word and the punctuation after it
            elif x > indent and x + w > width:  # wrap: hanging indent under the first word
                _flush(runs, current, current_bold, start_x)
                current, current_bold = [], None
                lines.append(Line(y, size, colour, tuple(runs), bullet))
                bullet, runs, x, y = None, [], indent, y + line_h
            if current_bold is not None and bold != current_bold:
                _flush(runs, current, current_bold, start_x)
                current, current_bold = [], None
            if not current:
                start_x = x
                current_bold = bold
            current.append(word)
            # measured as drawn (one string per run), so the next run starts where it ends
            x = start_x + text.font(size, bold).size(" ".join(current))[0] + space
        _flush(runs, current, current_bold, start_x)
        if runs:
            lines.append(Line(y, size, colour, tuple(runs), bullet))
            y += line_h
        y += px(8)
    return lines, y
