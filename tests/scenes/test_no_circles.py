"""Scenes reach each other by name (game/scenes/registry.py), so no scene module imports
another in a circle, and the application and its smoke check do not import each other.
Deferred imports inside functions count; imports only for the type checker do not."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MODULES = sorted([*(ROOT / "game" / "scenes").glob("*.py"), ROOT / "game" / "app.py",
                  ROOT / "game" / "smoke.py", ROOT / "game" / "cli.py"])


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Every game module ``path`` imports, at any depth, but for TYPE_CHECKING blocks."""
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                visit(node.orelse)
                continue
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.update(f"{node.module}.{a.name}" for a in node.names)
                found.add(node.module)
            for field in ("body", "orelse", "finalbody", "handlers"):
                visit([n for n in getattr(node, field, []) if isinstance(n, ast.AST)])

    visit(ast.parse(path.read_text(encoding="utf-8")).body)
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import paths that lead from a module back to itself."""
    found: list[list[str]] = []

    def walk(path: list[str]) -> None:
        for nxt in sorted(graph.get(path[-1], ())):
            if nxt == path[0]:
                found.append([*path, nxt])
            elif nxt not in path and nxt > path[0]:  # each circle once, from its least
                walk([*path, nxt])

    for start in sorted(graph):
        walk([start])
    return found


def scene_graph() -> dict[str, set[str]]:
    names = {module_name(p) for p in MODULES}
    return {module_name(p): imports(p) & names - {module_name(p)} for p in MODULES}


def test_scenes_app_and_smoke_import_no_circle():
    assert circles(scene_graph()) == []


def test_a_planted_circle_is_found():
    graph = scene_graph()
    graph["game.scenes.menu"] = graph["game.scenes.menu"] | {"game.scenes.setup"}
    graph["game.scenes.setup"] = graph["game.scenes.setup"] | {"game.scenes.menu"}
    assert ["game.scenes.menu", "game.scenes.setup", "game.scenes.menu"] in circles(graph)


def test_a_deferred_import_counts(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                      "    import game.scenes.base\n"
                      "def f():\n    from game.scenes import menu\n", encoding="utf-8")
    assert "game.scenes.menu" in imports(module) and "game.scenes.base" not in imports(module)
