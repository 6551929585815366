"""Every game package has the same shape: the files the README's code map ("Layout of the
code", under ``game/games/<id>/``) names first on a line. The list is read from the README,
so the two cannot drift apart. A name ending in ``/`` is a subpackage (its __init__.py);
a name in angle brackets (``<mechanic>.py``) stands for a game's own modules."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "game" / "games"
HEADER = "game/games/<id>/"
ENTRY = re.compile(r"^(?:[\w<>]+\.py|\w+/)$")


def required_files(readme: str) -> list[str]:
    """The files every game package must have, as the README's code map names them."""
    lines = readme.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(HEADER))
    block = []
    for line in lines[start + 1:]:
        if line and not line[0].isspace():
            break  # the next top-level folder
        if line.strip():
            block.append((len(line) - len(line.lstrip()), line.split()[0]))
    # the entries stand at the least indent a file name has; deeper lines continue a text
    indent = min(i for i, first in block if ENTRY.match(first))
    names = [first for i, first in block if i == indent and ENTRY.match(first)]
    return [n + "__init__.py" if n.endswith("/") else n for n in names if "<" not in n]


def game_packages() -> list[Path]:
    return sorted(p.parent for p in GAMES.glob("*/__init__.py"))


def missing_files(package: Path, required: list[str]) -> list[str]:
    return [name for name in required if not (package / name).is_file()]


def test_the_readme_names_the_shape():
    required = required_files((ROOT / "README.md").read_text(encoding="utf-8"))
    for name in ("__init__.py", "rules.py", "state.py", "actions.py", "observe.py",
                 "invariants.py", "scoring.py", "data.py", "view/__init__.py"):
        assert name in required, f"the README's code map no longer names {name}"


def test_every_game_package_has_the_shape():
    required = required_files((ROOT / "README.md").read_text(encoding="utf-8"))
    packages = game_packages()
    assert len(packages) >= 5
    problems = {p.name: missing_files(p, required) for p in packages}
    assert not any(problems.values()), {k: v for k, v in problems.items() if v}


# --- planted faults: a game missing a file, a README naming one more ---------------------
def test_a_missing_file_is_named(tmp_path):
    required = required_files((ROOT / "README.md").read_text(encoding="utf-8"))
    copy = tmp_path / "glade"
    shutil.copytree(GAMES / "glade", copy)
    assert missing_files(copy, required) == []
    (copy / "observe.py").unlink()
    (copy / "view" / "__init__.py").unlink()
    assert missing_files(copy, required) == ["observe.py", "view/__init__.py"]


def test_a_file_the_readme_adds_is_required_of_every_game():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    anchor = next(line for line in readme.splitlines() if line.strip().startswith("data.py"))
    column = anchor.index("data.py")
    extra = " " * column + "tutorial.py    the game's guided first game\n"
    planted = readme.replace(anchor + "\n", anchor + "\n" + extra, 1)
    required = required_files(planted)
    assert "tutorial.py" in required
    assert all("tutorial.py" in missing_files(p, required) for p in game_packages())
