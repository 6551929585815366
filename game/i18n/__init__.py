"""Translations. Every user-visible string goes through ``_`` (or ``_n`` when counted).

English is the source language: the message ids are the English texts. Catalogs are
gettext ``.po`` files, ``locale/<lang>/<domain>.po`` beside this module, one domain for
the application (``app``) and one per game (its id), read directly by ``game.i18n.po``
(no compile step). A message missing from a catalog falls back to English, so a partial
catalog never hides a message. ``build_scripts/catalogs.py`` extracts the message ids
from the code and the component names from the game data and updates the catalogs.

While a game's table is open its domain is searched first (``set_game``), so the same
English word may read differently in two games.
"""

from __future__ import annotations

import contextlib
import locale
import os
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

from game.i18n.po import PoError, parse

LANGUAGES = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}
LOCALE_DIR = Path(__file__).with_name("locale")
APP_DOMAIN = "app"

# Which plural form a count takes, per language (index into msgstr[n]); each catalog's
# Plural-Forms header must agree (a test checks it). No expression is ever evaluated.
PLURAL_RULES: dict[str, Callable[[int], int]] = {
    "en": lambda n: int(n != 1),
    "de": lambda n: int(n != 1),
    "nl": lambda n: int(n != 1),
}
PLURAL_HEADERS = {code: "nplurals=2; plural=(n != 1);" for code in PLURAL_RULES}

_language = "en"
_domains: dict[str, dict[str, list[str]]] = {}  # domain -> msgid -> form(s)
_order: list[dict[str, list[str]]] = []  # lookup order: the open game, app, the rest
_game: str | None = None
problems: list[str] = []  # catalogs that could not be read (shown in errors.log)
# counted messages kept as text to be translated later (log lines): singular -> (plural,
# the parameter holding the count)
_counted: dict[str, tuple[str, str]] = {}


def catalog_paths(code: str) -> list[Path]:
    folder = LOCALE_DIR / code
    return sorted(folder.glob("*.po")) if folder.is_dir() else []


def _load(code: str) -> dict[str, dict[str, list[str]]]:
    domains: dict[str, dict[str, list[str]]] = {}
    for path in catalog_paths(code):
        try:
            domains[path.stem] = parse(path.read_text(encoding="utf-8")).translations()
        except (OSError, UnicodeDecodeError, PoError) as exc:
            problems.append(f"{path.name} ({code}): {exc}")
    return domains


def _reorder() -> None:
    global _order
    names = sorted(_domains, key=lambda d: (d != _game, d != APP_DOMAIN, d))
    _order = [_domains[d] for d in names]


def set_language(code: str) -> None:
    """Use this language from now on (an unknown code means English)."""
    global _language, _domains
    _language = code if code in LANGUAGES else "en"
    _domains = _load(_language) if _language != "en" else {}
    _reorder()


def set_game(game_id: str | None) -> None:
    """Search this game's catalog first (a table of it is open), or none (None)."""
    global _game
    _game = game_id
    _reorder()


@contextlib.contextmanager
def in_english() -> Iterator[None]:
    """Texts made inside stay English templates (what a file keeps, such as the history's
    score-sheet rows, is then the same in every language)."""
    global _order
    saved, _order = _order, []
    try:
        yield
    finally:
        _order = saved


def available() -> dict[str, str]:
    """The languages that exist here: English and every language with catalogs."""
    return {code: name for code, name in LANGUAGES.items()
            if code == "en" or catalog_paths(code)}


def language() -> str:
    return _language


# Windows names its locales in words ("German_Germany")
_WINDOWS_NAMES = {"german": "de", "dutch": "nl", "english": "en"}


def system_language(env: Mapping[str, str] | None = None) -> str:
    """The operating system's language when Sylva speaks it (German, Dutch), else
    English: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then the locale module."""
    env = os.environ if env is None else env
    candidates = [env.get(k, "") for k in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    if env is os.environ:
        try:
            candidates.append(locale.getlocale()[0] or "")
        except ValueError:
            pass
    offered = available()
    for value in candidates:
        for part in value.split(":"):
            part = part.strip()
            if part and part not in ("C", "POSIX") and not part.startswith("C."):
                head = part.split("_")[0].split(".")[0].lower()
                code = _WINDOWS_NAMES.get(head, head[:2])
                if code in offered:
                    return code
    return "en"


def _lookup(message: str) -> list[str] | None:
    for domain in _order:
        forms = domain.get(message)
        if forms:
            return forms
    return None


def _name(value: object) -> object:
    """A parameter that is itself a message (a card's or a species' name) is translated
    too, so log lines written in English read in the player's language. Lists the log
    builds from names are translated name by name: "Goshawk / Moss" (a split card),
    "Oak 10, Lynx 5" (names with their points)."""
    if not isinstance(value, str) or not _order:
        return value
    if _lookup(value) is not None:
        return _(value)
    for sep in (", ", " / "):
        if sep in value:
            return sep.join(str(_name(part)) for part in value.split(sep))
    head, space, tail = value.rpartition(" ")
    if space and tail.lstrip("-").isdigit() and _lookup(head) is not None:
        return f"{_(head)} {tail}"
    return value


def _format(text: str, fallback: str, params: Mapping[str, object]) -> str:
    shown = {k: _name(v) for k, v in params.items()}
    try:
        return text.format(**shown)
    except (KeyError, IndexError, ValueError):
        return fallback.format(**shown)


def _(message: str, **params: object) -> str:
    """The translation of ``message``, formatted with ``params`` if given."""
    if message in _counted and params:
        plural, key = _counted[message]
        count = params.get(key)
        if isinstance(count, int) and not isinstance(count, bool):
            return _n(message, plural, count, **params)
    forms = _lookup(message) if _order else None
    text = forms[0] if forms else message
    return _format(text, message, params) if params else text


def english(message: str, **params: object) -> str:
    """``message`` in English whatever the language, a counted one in the form its count
    takes: for texts the rules keep in their state, which must not depend on a language."""
    if message in _counted:
        plural, key = _counted[message]
        if params.get(key) != 1:
            message = plural
    return message.format(**params) if params else message


def _n(singular: str, plural: str, count: int, **params: object) -> str:
    """The form of a counted message for ``count`` ("1 card" / "2 cards"), translated
    and formatted; the count is among the parameters as ``n`` unless given otherwise."""
    params.setdefault("n", count)
    english = singular if count == 1 else plural
    forms = _lookup(singular) if _order else None
    if forms:
        index = PLURAL_RULES[_language](count)
        text = forms[min(index, len(forms) - 1)]
    else:
        text = english
    return _format(text, english, params)


def N_(message: str) -> str:
    """Mark a message for translation without translating it yet (module constants)."""
    return message


def counted(singular: str, plural: str, count: str = "n") -> str:
    """A counted message kept as text and translated later, such as a log line: returns
    ``singular``; when it is drawn with ``_``, parameter ``count`` picks the form."""
    _counted[singular] = (plural, count)
    return singular


def N_n(singular: str, plural: str) -> tuple[str, str]:
    """Mark a counted message for translation (a constant); later ``_n(*pair, count)``."""
    return singular, plural
