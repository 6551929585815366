"""Mischwald (Kosch, Lookout 2023): trees, and the animals, plants and mushrooms
that live at their four sides."""

from __future__ import annotations

from typing import Any

from game.core.entry import GameEntry, Shot
from game.games.mischwald.rules import MischwaldRules


def _view(table: Any) -> Any:
    from game.games.mischwald.view import MischwaldView

    return MischwaldView(table)


ENTRY = GameEntry(
    rules=MischwaldRules(),
    view=_view,
    order=4,
    screenshots=(Shot(3, 7, 0.3, (), "Mischwald (3 players)"),),
)
RULES = ENTRY.rules
