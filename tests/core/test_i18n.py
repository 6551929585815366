"""Translations: no message is assembled before translation (catalogs could never
hold it), and a catalog's text is used with English as the fallback."""

import ast
import json
from pathlib import Path

from game import i18n

ROOT = Path(__file__).resolve().parents[2]


def test_no_translated_message_is_built_at_run_time():
    offenders = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("_", "N_") and node.args):
                arg = node.args[0]
                # A message assembled at run time (an f-string, a concatenation, a
                # .format call) can never match a catalog entry; a name or a lookup
                # holding a message defined elsewhere (N_ constants, data) is fine.
                built = isinstance(arg, ast.JoinedStr | ast.BinOp) or (
                    isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute)
                    and arg.func.attr == "format")
                if built:
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not offenders, offenders


def test_catalog_lookup_with_fallback(tmp_path, monkeypatch):
    catalog = tmp_path / "de.json"
    catalog.write_text(json.dumps({"New game": "Neues Spiel", "{n} points": "{n} Punkte"}))
    monkeypatch.setattr(i18n, "__file__", str(tmp_path / "__init__.py"))
    i18n.set_language("de")
    try:
        assert i18n._("New game") == "Neues Spiel"
        assert i18n._("{n} points", n=3) == "3 Punkte"
        assert i18n._("Quit") == "Quit", "missing entries fall back to English"
    finally:
        i18n.set_language("en")
    assert i18n._("New game") == "New game"
