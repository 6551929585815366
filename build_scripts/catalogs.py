"""Extract the message ids and update the translation catalogs.

    python build_scripts/catalogs.py           # write the templates, update every .po
    python build_scripts/catalogs.py --check   # exit 1 if a template would change

One domain for the application (``app``: everything outside game/games) and one per
game (its package, plus the component names and texts its data files show). The
templates are ``game/i18n/locale/<domain>.pot``; each language's catalog
``game/i18n/locale/<lang>/<domain>.po`` keeps its translations and gains the new ids
(empty, so the catalog test names them). Needs Babel (the dev extra).
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "game" / "i18n" / "locale"
GAMES = ROOT / "game" / "games"
# log(state, text, ...) and LogEntry(text, ...) hold log templates, translated when drawn
KEYWORDS = {"_": None, "_n": (1, 2), "N_": None, "N_n": (1, 2), "counted": (1, 2), "log": (2,), "LogEntry": (1,)}
LANGS = ("de", "nl")
HEADER = "Sylva"
COMMENT = "# Sylva's {lang}messages. Update with: python build_scripts/catalogs.py\n#"

# Strings of a game's data files that are shown to players: file -> keys holding them.
DATA_TEXTS: dict[str, dict[str, tuple[str, ...]]] = {
    "mischwald": {"cards.json": ("en", "text"), "learn.json": ("say", "wrong", "done")},
    "woud": {"seasons.json": ("name", "text")},
    "mystaria": {"components.json": ("name",)},
}


def _woud_labels() -> set[str]:
    # the log names a card by its label ("fern", "toucan (pair)", "trunk 2")
    sys.path.insert(0, str(ROOT))
    from game.games.woud.data import cards, label
    from game.games.woud.tasks import DISCARD_PROMPTS  # its keys name why a card goes

    return {label(cid) for cid in cards()} | set(DISCARD_PROMPTS)


def _glade_names() -> set[str]:
    # a tile is named by its features ("oak hedgehog with acorn"), and each feature alone
    sys.path.insert(0, str(ROOT))
    from game.games.glade.data import ANIMALS, FRUITS, LEAVES, kind_name

    return {kind_name(k) for k in range(64)} | set(ANIMALS) | set(FRUITS) | set(LEAVES)


def _renature_names() -> set[str]:
    # animals, plant kinds and plant colours, as the log and the prompts name them
    sys.path.insert(0, str(ROOT))
    from game.games.renature.data import KINDS, animals, colour_names

    return set(animals()) | set(KINDS) | set(colour_names())


def _colour_names() -> set[str]:
    # the new-game screen names each game's player colours ("Green")
    sys.path.insert(0, str(ROOT))
    from game.core import registry

    return {c.capitalize() for rules in registry.all_games() for c in rules.info.colours}


# Names a game writes into its log, derived from its data by the game's own code.
DERIVED: dict[str, Callable[[], set[str]]] = {
    "app": _colour_names,
    "woud": _woud_labels, "glade": _glade_names, "renature": _renature_names}


def domains() -> list[str]:
    return ["app", *sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").is_file())]


def _python_messages(folder: Path, skip_games: bool) -> Iterator[tuple[str, int, object]]:
    def accept(name: str) -> bool:
        rel = Path(name)
        return not (skip_games and rel.parts[:1] == ("games",))

    for filename, lineno, message, _comments, _ctx in extract_from_dir(
            folder, method_map=[("**.py", "python")], keywords=KEYWORDS,
            callback=None, strip_comment_tags=True):
        if accept(filename):
            yield f"{folder.relative_to(ROOT).as_posix()}/{filename}", lineno, message


def _data_messages(game: str) -> Iterator[tuple[str, int, str]]:
    for name, keys in DATA_TEXTS.get(game, {}).items():
        path = ROOT / "assets" / game / name

        def walk(node: object, keys: tuple[str, ...] = keys) -> Iterator[str]:
            if isinstance(node, dict):
                for k, v in node.items():
                    if k in keys and isinstance(v, str) and v:
                        yield v
                    else:
                        yield from walk(v, keys)
            elif isinstance(node, list):
                for v in node:
                    yield from walk(v, keys)

        for text in walk(json.loads(path.read_text(encoding="utf-8"))):
            yield f"assets/{game}/{name}", 0, text


def template(domain: str) -> Catalog:
    cat = Catalog(project=HEADER, fuzzy=False, copyright_holder="the Sylva developers",
                  header_comment=COMMENT.format(lang=""))
    if domain == "app":
        found: Iterator = _python_messages(ROOT / "game", skip_games=True)
    else:
        found = _python_messages(GAMES / domain, skip_games=False)
    for filename, lineno, message in found:
        if message:
            cat.add(message, locations=[(filename, lineno)])
    if domain != "app":
        for filename, lineno, text in _data_messages(domain):
            if text not in cat:
                cat.add(text, locations=[(filename, lineno or None)])
    for text in sorted(DERIVED.get(domain, set)()):
        if text not in cat:
            cat.add(text, auto_comments=["a name derived from the game data"])
    return cat


def _dump(cat: Catalog) -> bytes:
    buf = io.BytesIO()
    write_po(buf, cat, width=100, omit_header=False, sort_output=True, include_lineno=False,
             include_previous=False, ignore_obsolete=True)
    return buf.getvalue()


def _ids(data: bytes) -> list[tuple[object, object]]:
    """The message ids (and, for a catalog, their texts): what --check compares, so code
    that only moves does not count as a change."""
    cat = read_po(io.BytesIO(data))
    return sorted((repr(m.id), repr(m.string)) for m in cat if m.id)


def _differs(old: Path, new: bytes, check: bool) -> bool:
    if not old.exists():
        return True
    if check:
        return _ids(old.read_bytes()) != _ids(new)
    dated = (b'"POT-Creation-Date', b'"PO-Revision-Date')  # change on every run

    def strip(data: bytes) -> list[bytes]:
        return [line for line in data.split(b"\n") if not line.startswith(dated)]

    return strip(old.read_bytes()) != strip(new)


def update(check: bool) -> int:
    changed = []
    for domain in domains():
        tmpl = template(domain)
        pot = LOCALE / f"{domain}.pot"
        data = _dump(tmpl)
        if _differs(pot, data, check):
            changed.append(pot)
            if not check:
                pot.parent.mkdir(parents=True, exist_ok=True)
                pot.write_bytes(data)
        for lang in LANGS:
            po_path = LOCALE / lang / f"{domain}.po"
            if po_path.exists():
                with po_path.open("rb") as f:
                    po = read_po(f, locale=lang)
            else:
                po = Catalog(locale=lang, project=HEADER, fuzzy=False,
                             header_comment=COMMENT.format(lang=f"{lang} "))
            po.update(tmpl, no_fuzzy_matching=True)
            out = _dump(po)
            if _differs(po_path, out, check):
                changed.append(po_path)
                if not check:
                    po_path.parent.mkdir(parents=True, exist_ok=True)
                    po_path.write_bytes(out)
    for path in changed:
        print(("would change " if check else "wrote ") + path.relative_to(ROOT).as_posix())
    return 1 if (check and changed) else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if "
                        "the catalogs are not up to date with the code")
    return update(parser.parse_args(argv).check)


if __name__ == "__main__":
    sys.exit(main())
