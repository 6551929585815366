"""The registry of games: every package under game/games that exposes ``ENTRY``."""

from __future__ import annotations

import importlib
import pkgutil
import threading
from typing import Any

from game.core.entry import GameEntry
from game.core.errors import SylvaError
from game.core.protocol import Rules
from game.i18n import _

_ENTRIES: dict[str, GameEntry] = {}
_discovered = False
# Another thread (the Load list's reader) may ask while the games are being imported: it
# waits for the lock, and only then are they all there. The thread that imports may ask
# again from inside an import: it gets what is registered so far, as before.
_lock = threading.RLock()
_importing = False


def register(entry: GameEntry) -> GameEntry:
    _ENTRIES[entry.id] = entry
    return entry


def unregister(game_id: str) -> None:
    _ENTRIES.pop(game_id, None)


def discover() -> None:
    """Import every game package once; each exposes its ``ENTRY``. Done only when every
    game is registered: a caller on another thread meanwhile waits."""
    global _discovered, _importing
    if _discovered:
        return
    with _lock:
        if _discovered or _importing:
            return
        _importing = True
        try:
            import game.games as pkg

            for found in pkgutil.iter_modules(pkg.__path__, prefix=pkg.__name__ + "."):
                if not found.ispkg:
                    continue
                entry = getattr(importlib.import_module(found.name), "ENTRY", None)
                if isinstance(entry, GameEntry):
                    register(entry)
            _discovered = True
        finally:
            _importing = False


def entries() -> list[GameEntry]:
    """Every registered game, in menu order."""
    discover()
    return sorted(_ENTRIES.values(), key=lambda e: (e.order, e.id))


def entry(game_id: str) -> GameEntry:
    discover()
    try:
        return _ENTRIES[game_id]
    except KeyError:
        raise SylvaError(_("This version of Sylva has no game called {game_id!r}.",
            game_id=game_id)) from None


def all_games() -> list[Rules[Any, Any]]:
    """The rules of every registered game, in menu order."""
    return [e.rules for e in entries()]


def get(game_id: str) -> Rules[Any, Any]:
    return entry(game_id).rules
