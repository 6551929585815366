"""Translations: no message is assembled before translation (catalogs could never
hold it), and a catalog's text is used with English as the fallback."""

import ast
from pathlib import Path

import pytest

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


PO = """msgid ""
msgstr ""
"Language: de\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "New game"
msgstr "Neues Spiel"

msgid "{n} point"
msgid_plural "{n} points"
msgstr[0] "{n} Punkt"
msgstr[1] "{n} Punkte"

msgid "Oak"
msgstr "Eiche"

msgid "{name} draws {n} card."
msgid_plural "{name} draws {n} cards."
msgstr[0] "{name} zieht {n} Karte."
msgstr[1] "{name} zieht {n} Karten."

msgid "{name} plays {card}."
msgstr "{name} spielt {card}."
"""


def _catalogs(tmp_path, monkeypatch, files: dict[str, str]) -> None:
    for name, text in files.items():
        (tmp_path / "de").mkdir(exist_ok=True)
        (tmp_path / "de" / name).write_text(text, encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(i18n, "problems", [])


def test_catalog_lookup_plurals_params_and_fallback(tmp_path, monkeypatch):
    _catalogs(tmp_path, monkeypatch, {"app.po": PO})
    i18n.set_language("de")
    assert i18n._("New game") == "Neues Spiel"
    assert i18n._n("{n} point", "{n} points", 1) == "1 Punkt"
    assert i18n._n("{n} point", "{n} points", 4) == "4 Punkte"
    assert i18n._("Quit") == "Quit", "missing entries fall back to English"
    assert i18n._n("{n} tile", "{n} tiles", 2) == "2 tiles"
    # a name passed as a parameter is a message too: the log line reads in German
    assert i18n._("{name} plays {card}.", name="Ada", card="Oak") == "Ada spielt Eiche."
    # a split card's pair of names, name by name
    assert i18n._("{name} plays {card}.", name="Ada", card="Oak / Oak") == \
        "Ada spielt Eiche / Eiche."
    assert i18n._("{name} plays {card}.", name="Ada", card="Oak 10, Quit 2, Oak") == \
        "Ada spielt Eiche 10, Quit 2, Eiche."
    i18n.set_language("en")
    assert i18n._("New game") == "New game"
    assert i18n._("{name} plays {card}.", name="Ada", card="Oak") == "Ada plays Oak."


def test_a_counted_log_line_takes_the_form_of_its_count(tmp_path, monkeypatch):
    """A log line is kept as its English singular; drawn, its count picks the form."""
    _catalogs(tmp_path, monkeypatch, {"app.po": PO})
    text = i18n.counted("{name} draws {n} card.", "{name} draws {n} cards.")
    assert text == "{name} draws {n} card."
    assert i18n._(text, name="Ada", n=1) == "Ada draws 1 card."
    assert i18n._(text, name="Ada", n=3) == "Ada draws 3 cards."
    i18n.set_language("de")
    assert i18n._(text, name="Ada", n=1) == "Ada zieht 1 Karte."
    assert i18n._(text, name="Ada", n=3) == "Ada zieht 3 Karten."
    other = i18n.counted("{who} scores {p} point.", "{who} scores {p} points.", "p")
    assert i18n._(other, who="Bo", p=2) == "Bo scores 2 points.", "English where untranslated"


def test_the_open_game_s_catalog_is_searched_first(tmp_path, monkeypatch):
    other = PO.replace('msgstr "Eiche"', 'msgstr "Eichenbaum"')
    _catalogs(tmp_path, monkeypatch, {"app.po": PO, "mischwald.po": other})
    i18n.set_language("de")
    assert i18n._("Oak") == "Eiche"
    i18n.set_game("mischwald")
    assert i18n._("Oak") == "Eichenbaum"
    i18n.set_game(None)
    assert i18n._("Oak") == "Eiche"


def test_a_broken_catalog_is_reported_and_english_is_kept(tmp_path, monkeypatch):
    _catalogs(tmp_path, monkeypatch, {"app.po": 'msgid "New game"\nmsgstr "Neues\n'})
    i18n.set_language("de")
    assert i18n._("New game") == "New game"
    assert i18n.problems and "app.po" in i18n.problems[0] and "line" in i18n.problems[0]


def test_only_languages_with_catalogs_are_offered(tmp_path, monkeypatch):
    _catalogs(tmp_path, monkeypatch, {"app.po": PO})
    assert set(i18n.available()) == {"en", "de"}


@pytest.mark.parametrize("env, want", [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "nl_BE.UTF-8"}, "nl"),
    ({"LANGUAGE": "fr:nl", "LANG": "fr_FR.UTF-8"}, "nl"),
    ({"LC_ALL": "C", "LANG": "de_AT.UTF-8"}, "de"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "German_Germany.1252"}, "de"),
    ({}, "en"),
])
def test_the_system_language_is_chosen_when_sylva_speaks_it(env, want):
    assert i18n.system_language(env) == want
