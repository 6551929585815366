"""The rules layer never imports pygame: checked in the source and by running it."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PURE_NAMES = ("rules.py", "data.py", "scoring.py")


def pure_modules() -> list[Path]:
    files = sorted((ROOT / "game" / "core").rglob("*.py"))
    for game_dir in sorted((ROOT / "game" / "games").iterdir()):
        if game_dir.is_dir():
            files += [p for p in game_dir.rglob("*.py") if p.name in PURE_NAMES
                      or p.parent.name in ("rules", "data", "scoring")]
    return files


def test_no_pygame_import_in_the_source():
    offenders = []
    for path in pure_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n == "pygame" or n.startswith("pygame.") for n in names):
                offenders.append(str(path.relative_to(ROOT)))
    assert not offenders, f"pygame imported by the rules layer: {offenders}"


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
