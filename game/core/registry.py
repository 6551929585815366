"""The registry of games. Each package under game/games exposes ``RULES``."""

from __future__ import annotations

import importlib
import pkgutil

from game.core.errors import SylvaError
from game.core.protocol import Rules

_GAMES: dict[str, Rules] = {}
_discovered = False

# The order games appear in menus; packages not listed follow alphabetically.
MENU_ORDER = ("glade", "renature", "mystaria", "mischwald", "woud")


def register(rules: Rules) -> Rules:
    _GAMES[rules.info.id] = rules
    return rules


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)


def discover() -> None:
    """Import every game package once; each registers its ``RULES``."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    import game.games as pkg

    names = {m.name for m in pkgutil.iter_modules(pkg.__path__) if m.ispkg}
    for name in sorted(names, key=lambda n: (MENU_ORDER.index(n) if n in MENU_ORDER else 99, n)):
        module = importlib.import_module(f"game.games.{name}")
        rules = getattr(module, "RULES", None)
        if isinstance(rules, Rules):
            register(rules)


def all_games() -> list[Rules]:
    discover()
    return list(_GAMES.values())


def get(game_id: str) -> Rules:
    discover()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise SylvaError(f"This version of Sylva has no game called {game_id!r}.") from None
