"""No import circles among the modules of game/.

Two modules that import each other (directly or round a longer loop) can only load in one
order, and a deferred import inside a function merely hides the loop until that function
runs: both count. Imports under ``if TYPE_CHECKING:`` never run and do not count.
A module's own package is left out of its edges: importing ``game.core.match`` loads
``game.core`` first whatever the code says, so that edge is Python's, not the module's;
``from package import module`` ties to the module.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Collection
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"


def module_files(root: Path) -> dict[str, Path]:
    """Every module below the package folder ``root`` by its dotted name."""
    found: dict[str, Path] = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _type_checking(test: ast.expr) -> bool:
    """``TYPE_CHECKING`` or ``typing.TYPE_CHECKING`` (what never runs)."""
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


class _Imports(ast.NodeVisitor):
    """The names a module imports, wherever the import stands (functions, classes,
    try blocks ...) except under ``if TYPE_CHECKING:``."""

    def __init__(self, module: str, package: bool, modules: Collection[str]) -> None:
        # the package relative imports start from
        self.base = module.split(".") if package else module.split(".")[:-1]
        self.modules = modules
        self.names: set[str] = set()

    def visit_If(self, node: ast.If) -> None:
        if _type_checking(node.test):
            for statement in node.orelse:
                self.visit(statement)
        else:
            self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        self.names.update(alias.name for alias in node.names)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            base = self.base[: len(self.base) - (node.level - 1)]
            source = ".".join(base + ([node.module] if node.module else []))
        else:
            source = node.module or ""
        for alias in node.names:
            # ``from package import module`` ties to the module, ``import name`` to its module
            whole = f"{source}.{alias.name}"
            self.names.add(whole if whole in self.modules else source)


def import_graph(root: Path) -> dict[str, set[str]]:
    """For each module of ``root``, the modules of ``root`` it imports."""
    modules = module_files(root)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        visitor = _Imports(name, path.name == "__init__.py", modules)
        visitor.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        own_packages = {".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 1)}
        graph[name] = {n for n in visitor.names if n in modules} - own_packages - {name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles: each set of modules that all reach one another (a strongly
    connected component of more than one module), sorted; Tarjan's algorithm."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = []
            while True:
                other = stack.pop()
                component.append(other)
                if other == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(found)


def test_game_has_no_import_circles():
    found = circles(import_graph(GAME))
    named = "\n".join(" <-> ".join(c) for c in found)
    assert not found, f"{len(found)} import circle(s) in game/:\n{named}"


# --- the finder itself, on a planted package ---------------------------------------------
PLANTED = {
    "__init__.py": "",
    # a plain circle at module level
    "a.py": "from pkg import b\n",
    "b.py": "import pkg.a\n",
    # a circle through an import deferred into a function, and a relative import
    "c.py": "def later():\n    from pkg.d import value\n    return value\n",
    "d.py": "from . import c\nvalue = 1\n",
    # a loop of three, one import inside a try block
    "x.py": "try:\n    from pkg.y import Y\nexcept ImportError:\n    Y = None\n",
    "y.py": "from pkg.z import Z\nY = 1\n",
    "z.py": "class Z:\n    def f(self):\n        import pkg.x\n",
    # type hints only: under TYPE_CHECKING (both spellings), never run, no circle
    "e.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.f import F\n",
    "f.py": "import typing\nif typing.TYPE_CHECKING:\n    pass\nfrom pkg.e import E\n",
    "g.py": "import typing\nif typing.TYPE_CHECKING:\n    from pkg import h\n",
    "h.py": "from pkg.g import G\n",
    # ... but the else branch of TYPE_CHECKING does run
    "i.py": ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    pass\n"
             "else:\n    from pkg.j import J\n"),
    "j.py": "from pkg import i\n",
    # a subpackage importing from its parent package's module, and back: a circle
    "sub/__init__.py": "from pkg.sub.k import K\n",
    "sub/k.py": "from pkg.l import L\n",
    "l.py": "def f():\n    from pkg.sub import k\n",
    # imports of modules outside the package never count
    "m.py": "import os\nfrom collections import abc\n",
}


def _plant(tmp_path: Path) -> Path:
    root = tmp_path / "pkg"
    for name, text in PLANTED.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_the_finder_names_exactly_the_planted_circles(tmp_path):
    found = circles(import_graph(_plant(tmp_path)))
    assert found == [
        ["pkg.a", "pkg.b"],
        ["pkg.c", "pkg.d"],
        ["pkg.i", "pkg.j"],
        ["pkg.l", "pkg.sub.k"],
        ["pkg.x", "pkg.y", "pkg.z"],
    ]


def test_the_finder_reads_each_kind_of_import(tmp_path):
    graph = import_graph(_plant(tmp_path))
    assert graph["pkg.c"] == {"pkg.d"}  # deferred
    assert graph["pkg.d"] == {"pkg.c"}  # relative
    assert graph["pkg.e"] == set() and graph["pkg.g"] == set()  # TYPE_CHECKING only
    assert graph["pkg.m"] == set()  # outside the package
    assert graph["pkg.sub.k"] == {"pkg.l"}  # its own package is no edge
    assert graph["pkg.sub"] == {"pkg.sub.k"}


def test_the_game_test_fails_naming_a_planted_circle(tmp_path, monkeypatch):
    monkeypatch.setattr(sys.modules[__name__], "GAME", _plant(tmp_path))
    try:
        test_game_has_no_import_circles()
    except AssertionError as failed:
        message = str(failed)
    else:
        raise AssertionError("the planted circles went unnoticed")
    assert "5 import circle(s)" in message
    assert "pkg.x <-> pkg.y <-> pkg.z" in message and "pkg.a <-> pkg.b" in message
