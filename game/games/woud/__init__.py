"""Het Woud (Canopy): grow a rainforest over three seasons; solo against the Bosgeest."""

from __future__ import annotations

from typing import Any

from game.core.entry import GameEntry, Shot
from game.games.woud.rules import WoudRules


def _view(table: Any) -> Any:
    from game.games.woud.view import WoudView

    return WoudView(table)


ENTRY = GameEntry(
    rules=WoudRules(),
    view=_view,
    order=5,
    screenshots=(Shot(2, 5, 0.5, (), "Het Woud (2 players)"),),
)
RULES = ENTRY.rules
