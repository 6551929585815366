"""Mystaria: a shared magic forest of 2 x 3 tiles, and nine buildings each to place."""

from __future__ import annotations

from typing import Any

from game.core.entry import GameEntry, Shot
from game.games.mystaria.rules import MystariaRules


def _view(table: Any) -> Any:
    from game.games.mystaria.view import MystariaView

    return MystariaView(table)


ENTRY = GameEntry(
    rules=MystariaRules(),
    view=_view,
    order=3,
    screenshots=(Shot(3, 5, 0.6, (), "Mystaria (3 players)"),),
)
RULES = ENTRY.rules
