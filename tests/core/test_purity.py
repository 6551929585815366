"""The rules layer never imports pygame: checked in the source and by running it.

One rule by folder: pygame may be imported by the application (game/app.py and its
smoke check game/smoke.py), game/scenes, game/ui and a game's view/ package only;
everything else under game/ is pure."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"


def may_use_pygame(path: Path) -> bool:
    rel = path.relative_to(GAME).parts
    if rel in (("app.py",), ("smoke.py",)) or rel[0] in ("scenes", "ui"):
        return True
    return len(rel) >= 3 and rel[0] == "games" and rel[2] == "view"


def pure_modules() -> list[Path]:
    return [p for p in sorted(GAME.rglob("*.py")) if not may_use_pygame(p)]


def imports_pygame(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        if any(n == "pygame" or n.startswith("pygame.") for n in names):
            return True
    return False


def test_the_pure_side_covers_every_game_package():
    pure = {p.relative_to(GAME).as_posix() for p in pure_modules()}
    for game_dir in sorted((GAME / "games").iterdir()):
        if (game_dir / "__init__.py").is_file():
            assert f"games/{game_dir.name}/rules.py" in pure


def _game_of(path: Path) -> str | None:
    rel = path.relative_to(GAME).parts
    return rel[1] if len(rel) >= 3 and rel[0] == "games" else None


@pytest.mark.parametrize("game_id", [None, *sorted(p.name for p in (GAME / "games").iterdir()
                                                   if (p / "__init__.py").is_file())])
def test_no_pygame_import_in_the_source(game_id):
    offenders = [str(p.relative_to(ROOT)) for p in pure_modules()
                 if _game_of(p) == game_id and imports_pygame(p)]
    assert not offenders, f"pygame imported outside view/, scenes, ui and app.py: {offenders}"


def test_rules_run_with_pygame_unavailable():
    """Block pygame entirely, then set up and play every registered game a little."""
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        "import random\n"
        "from game.core import registry, Match\n"
        "from tests.harness import options_for\n"
        "for rules in registry.all_games():\n"
        "    m = Match(rules, options_for(rules, rules.info.min_players), 1)\n"
        "    for _ in range(10):\n"
        "        if m.over: break\n"
        "        m.play(random.Random(1).choice(list(rules.legal_actions(m.state))))\n"
        "print('ok', len(registry.all_games()))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("ok")
