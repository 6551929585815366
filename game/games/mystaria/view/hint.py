"""The hint's words for Mystaria: the forest has no coordinates on screen, so a place is
named by the side of the forest it lies on and the landscapes it touches."""

from __future__ import annotations

from collections import Counter

from game.core import Action
from game.games.mystaria.actions import Build, PlaceTile
from game.games.mystaria.board import bounds
from game.games.mystaria.data import COMPONENTS, building_name, footprint
from game.games.mystaria.observe import Seen
from game.i18n import _

Pos = tuple[int, int]
MOST = 3  # landscapes named at most


def touching(seen: Seen, fields: set[Pos]) -> str:
    """The landscapes of the forest next to ``fields``, the most touched first."""
    count: Counter[str] = Counter()
    for x, y in fields:
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n not in fields and n in seen.cells:
                count[seen.cells[n]] += 1
    return ", ".join(_(COMPONENTS.landscapes[land].name) for land, _n in count.most_common(MOST))


def side(seen: Seen, fields: set[Pos]) -> str:
    """Which side of the forest as it lies ``fields`` are on: "left", "right", "top",
    "bottom" (the larger offset of their middle from the forest's middle)."""
    x0, y0, x1, y1 = bounds(seen.cells)
    mx = sum(x for x, _y in fields) / len(fields) - (x0 + x1) / 2
    my = sum(y for _x, y in fields) / len(fields) - (y0 + y1) / 2
    if abs(mx) >= abs(my):
        return "left" if mx < 0 else "right"
    return "top" if my < 0 else "bottom"


def place_name(seen: Seen, action: Action) -> str | None:
    if isinstance(action, PlaceTile):
        fields = {(action.x + dx, action.y + dy) for dx, dy, _l in footprint(action.tile, action.rot)}
        lands = touching(seen, fields)
        return {
            "left": _("your tile at the left of the forest, next to {lands}", lands=lands),
            "right": _("your tile at the right of the forest, next to {lands}", lands=lands),
            "top": _("your tile at the top of the forest, next to {lands}", lands=lands),
            "bottom": _("your tile at the bottom of the forest, next to {lands}", lands=lands),
        }[side(seen, fields)]
    if isinstance(action, Build):
        land = seen.cells.get((action.x, action.y))
        if land is None:
            return None
        return _("the {building} on a {land} field next to {lands}",
                 building=building_name(action.kind), land=_(COMPONENTS.landscapes[land].name),
                 lands=touching(seen, {(action.x, action.y)}))
    return None
