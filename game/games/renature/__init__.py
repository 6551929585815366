"""Renature (Kiesling & Kramer): animal dominoes along a stream, plants in the regions
beside them; with the Valley expansion and its variant side."""

from __future__ import annotations

from typing import Any

from game.core.entry import GameEntry, Preference, Shot
from game.games.renature.rules import RenatureRules
from game.i18n import N_


def _view(table: Any) -> Any:
    from game.games.renature.view import RenatureView

    return RenatureView(table)


ENTRY = GameEntry(
    rules=RenatureRules(),
    view=_view,
    order=2,
    screenshots=(Shot(3, 5, 0.6, (), "Renature (3 players)"),),
    preferences=(
        Preference("fade_dead_animals",
                   N_("Fade animals without a free neighbour (Renature)"), True),
    ),
)
RULES = ENTRY.rules
