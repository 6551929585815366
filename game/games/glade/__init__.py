"""The Glade: sets of forest tiles, toadstools on the glade (1-4 players)."""

from __future__ import annotations

from typing import Any

from game.core.entry import GameEntry, Shot
from game.games.glade.rules import GladeRules


def _view(table: Any) -> Any:
    from game.games.glade.view import GladeView

    return GladeView(table)


ENTRY = GameEntry(
    rules=GladeRules(),
    view=_view,
    order=1,
    screenshots=(Shot(3, 4, 0.5, (("side", "matching"),), "The Glade (matching side, 3 players)"),),
)
RULES = ENTRY.rules
