"""Where a tile may be laid and where a building may be built.

Both questions are asked of a ``Forest``: the fields, the buildings and the bridges as
they stand, with the regions worked out once, so listing hundreds of placements stays
cheap.
"""

from __future__ import annotations

from functools import lru_cache

from game.games.mystaria import board
from game.games.mystaria.board import SIDES, Pos
from game.games.mystaria.data import (
    BRIDGE,
    CASTLE,
    COMPONENTS,
    HUT,
    MOUNTAIN,
    TOWER,
    TREE,
    footprint,
    groups,
    hut_landscape,
)
from game.i18n import N_, _

TILE_REASONS = {
    1: N_("Tiles go beside the forest, never on it."),
    2: N_("That would join two regions that both hold buildings."),
    3: N_("The tile must touch the forest."),
    4: N_("At least one field must touch a field of the same landscape."),
}


@lru_cache(maxsize=1024)  # tiles x turns
def shape(tile: str, rot: int) -> tuple[Pos, ...]:
    """The offsets the turned tile covers."""
    return tuple((dx, dy) for dx, dy, _land in footprint(tile, rot))


@lru_cache(maxsize=1024)  # tiles x turns
def rims(tile: str, rot: int) -> tuple[tuple[tuple[str, Pos], ...], ...]:
    """Per group of same-landscape fields of the turned tile (see ``groups``): each
    place just outside the tile beside one of the group's fields, with that field's
    landscape. Only those places can hold forest the tile touches."""
    cells = footprint(tile, rot)
    inside = set(shape(tile, rot))
    out = []
    for group in groups(tile, rot):
        rim = []
        for i in group:
            dx, dy, land = cells[i]
            for sx, sy in SIDES:
                q = (dx + sx, dy + sy)
                if q not in inside:
                    rim.append((land, q))
        out.append(tuple(rim))
    return tuple(out)


class Forest:
    """A read-only look at the shared forest, regions computed once."""

    def __init__(
        self,
        cells: dict[Pos, str],
        cell_tile: dict[Pos, str],
        buildings: dict[Pos, tuple[int, str]],
        bridges: dict[Pos, str],
    ) -> None:
        self.cells = cells
        self.cell_tile = cell_tile
        self.buildings = buildings
        self.bridges = bridges
        self.labels = board.regions(cells, bridges)
        # region -> seats owning the buildings in it
        self.owners: dict[Pos, list[int]] = {}
        for pos, (seat, _kind) in buildings.items():
            self.owners.setdefault(self.labels[pos], []).append(seat)
        self._tower_view: set[Pos] | None = None

    # --- tiles ----------------------------------------------------------------------
    def frontier(self) -> set[Pos]:
        """Empty places beside the forest."""
        cells = self.cells
        out: set[Pos] = set()
        for x, y in cells:
            for dx, dy in SIDES:
                q = (x + dx, y + dy)
                if q not in cells:
                    out.add(q)
        return out

    def _tile_verdict(self, tile: str, x: int, y: int, rot: int) -> int:
        """0 if the tile may lie there, else the number of the first rule it breaks
        (see TILE_REASONS). Kept free of strings: listing places calls it thousands of
        times."""
        cells, labels, owners = self.cells, self.labels, self.owners
        for dx, dy in shape(tile, rot):
            if (x + dx, y + dy) in cells:
                return 1
        touches = matches = False
        for group in rims(tile, rot):
            joined: set[Pos] = set()
            for land, (dx, dy) in group:
                q = (x + dx, y + dy)
                other = cells.get(q)
                if other is None:
                    continue
                touches = True
                if other == land:
                    matches = True
                    joined.add(labels[q])
            if len(joined) >= 2 and sum(1 for r in joined if r in owners) >= 2:
                return 2
        if not touches:
            return 3
        return 0 if matches else 4

    def tile_reason(self, tile: str, x: int, y: int, rot: int) -> str | None:
        """None if ``tile`` turned ``rot`` may lie with its top-left corner at (x, y)."""
        verdict = self._tile_verdict(tile, x, y, rot)
        return _(TILE_REASONS[verdict]) if verdict else None

    def tile_places(self, tile: str) -> list[tuple[int, int, int]]:
        """Every legal (x, y, rot) for ``tile``."""
        frontier = self.frontier()
        found = []
        for rot in range(4):
            offsets = shape(tile, rot)
            anchors = {(fx - dx, fy - dy) for fx, fy in frontier for dx, dy in offsets}
            for x, y in sorted(anchors):
                if not self._tile_verdict(tile, x, y, rot):
                    found.append((x, y, rot))
        return found

    # --- buildings ------------------------------------------------------------------
    def tower_view(self) -> set[Pos]:
        """Every field some placed tower sees along its straight lines."""
        if self._tower_view is None:
            seen: set[Pos] = set()
            for pos, (_seat, kind) in self.buildings.items():
                if kind == TOWER:
                    seen.update(board.lines(self.cells, pos))
            self._tower_view = seen
        return self._tower_view

    def build_fields(self, last_tile: str) -> list[Pos]:
        """The fields of the tile just laid and the fields beside it."""
        own = [p for p, t in self.cell_tile.items() if t == last_tile]
        out = set(own)
        for x, y in own:
            for dx, dy in SIDES:
                q = (x + dx, y + dy)
                if q in self.cells:
                    out.add(q)
        return sorted(out)

    def build_reason(
        self, seat: int, kind: str, pos: Pos, axis: str, allowed: set[Pos], placed: set[str]
    ) -> str | None:
        """None if ``seat`` may build ``kind`` on ``pos`` now. ``allowed`` are the fields
        open this turn, ``placed`` the kinds the seat has already built."""
        land = self.cells.get(pos)
        if land is None or pos not in allowed:
            return _("Build on the tile you just laid or on a field beside it.")
        if pos in self.buildings:
            return _("That field already holds a building.")
        if (kind == BRIDGE) != (axis in board.AXES):
            return _("Only a bridge is turned along a direction.")
        if kind == CASTLE and land != MOUNTAIN:
            return _("The castle must stand on a mountain.")
        if kind != CASTLE and land == MOUNTAIN:
            return _("Only the castle may stand on a mountain.")
        here = self.owners.get(self.labels[pos], [])
        if here and kind != BRIDGE:
            return _("That region already holds a building.")
        if any(s != seat for s in here):  # the bridge's exception covers your own only
            return _("A bridge cannot stand in a region with another player's building.")
        hut = hut_landscape(kind)
        if hut is not None and land != hut:
            name = COMPONENTS.landscapes[hut].name
            return _("The {landscape} hut stands only on {landscape}.", landscape=_(name))
        if kind == TREE and HUT + land not in placed:
            return _("The tree stands only on a landscape whose hut you have placed.")
        if kind == TOWER and pos in self.tower_view():
            return _("Another tower already sees that field.")
        if kind == BRIDGE:
            return self._bridge_reason(seat, pos, axis)
        return None

    def _bridge_reason(self, seat: int, pos: Pos, axis: str) -> str | None:
        a, b = board.bridge_ends(pos, axis)
        la, lb = self.cells.get(a), self.cells.get(b)
        if la is None or la != lb or self.labels[a] == self.labels[b]:
            return _("A bridge must join two separate regions of one landscape across it.")
        built = [self.owners[r] for r in (self.labels[a], self.labels[b]) if r in self.owners]
        if any(s != seat for owners in built for s in owners):
            return _("A bridge cannot extend a region with another player's building.")
        if len(built) == 2:
            return _("A bridge cannot join two regions that both hold buildings.")
        return None
