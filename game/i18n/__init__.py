"""Translations. Every user-visible string goes through ``_``.

Catalogs are JSON files beside this module, ``<lang>.json``: English message -> text.
English is the source language, so its catalog is the identity. A missing entry falls
back to English, so a partial catalog never hides a message.
"""

from __future__ import annotations

import json
from pathlib import Path

LANGUAGES = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}
_catalog: dict[str, str] = {}
_language = "en"


def set_language(code: str) -> None:
    global _catalog, _language
    _language = code if code in LANGUAGES else "en"
    _catalog = {}
    if _language != "en":
        path = Path(__file__).with_name(f"{_language}.json")
        try:
            _catalog = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            _catalog = {}


def available() -> dict[str, str]:
    """The languages that exist here: English and every language with a catalog."""
    return {code: name for code, name in LANGUAGES.items()
            if code == "en" or Path(__file__).with_name(f"{code}.json").is_file()}


def language() -> str:
    return _language


def _(message: str, **params: object) -> str:
    """The translation of ``message``, formatted with ``params`` if given."""
    text = _catalog.get(message, message)
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return message.format(**params)
    return text


def _n(singular: str, plural: str, count: int, **params: object) -> str:
    """The form of a counted message for ``count`` ("1 card" / "2 cards"), translated
    and formatted; the count is among the parameters as ``n`` unless given otherwise."""
    params.setdefault("n", count)
    return _(singular if count == 1 else plural, **params)


def N_(message: str) -> str:
    """Mark a message for translation without translating it yet (module constants)."""
    return message
