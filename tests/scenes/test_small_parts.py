"""The window side stays in small parts: the table scene is layout and draw order only
(at most 300 lines), and no function of game/scenes or game/ui runs past 60 lines."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TABLE_LINES = 300
FUNCTION_LINES = 60


def long_functions(source: str, name: str = "<module>") -> list[str]:
    """``name:function (lines)`` for every function longer than FUNCTION_LINES."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            if lines > FUNCTION_LINES:
                found.append(f"{name}:{node.name} ({lines})")
    return found


def test_the_table_scene_is_at_most_300_lines():
    lines = len((ROOT / "game" / "scenes" / "table.py").read_text(encoding="utf-8").splitlines())
    assert lines <= TABLE_LINES


def test_no_function_of_the_scenes_or_the_ui_is_over_60_lines():
    found = []
    for folder in ("scenes", "ui"):
        for path in sorted((ROOT / "game" / folder).rglob("*.py")):
            found += long_functions(path.read_text(encoding="utf-8"),
                                    path.relative_to(ROOT).as_posix())
    assert found == []


def test_a_long_function_is_named():
    """The planted fault: a 61-line function is found and named, a 60-line one is not."""
    body = "\n".join("    x = 1" for _ in range(59))
    source = f"def short():\n{body}\n\n\ndef long():\n{body}\n    x = 2\n"
    assert long_functions(source, "m.py") == ["m.py:long (61)"]
