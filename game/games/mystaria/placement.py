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


BUILD_REASONS = {
    1: N_("Build on the tile you just laid or on a field beside it."),
    2: N_("That field already holds a building."),
    3: N_("Only a bridge is turned along a direction."),
    4: N_("The castle must stand on a mountain."),
    5: N_("Only the castle may stand on a mountain."),
    6: N_("That region already holds a building."),
    7: N_("A bridge cannot stand in a region with another player's building."),
    8: N_("The {landscape} hut stands only on {landscape}."),
    9: N_("The tree stands only on a landscape whose hut you have placed."),
    10: N_("Another tower already sees that field."),
    11: N_("A bridge must join two separate regions of one landscape across it."),
    12: N_("A bridge cannot extend a region with another player's building."),
    13: N_("A bridge cannot join two regions that both hold buildings."),
}


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
        # shared with every look at the same forest: read, never changed
        self.labels, self.sizes, self.box = board.shared_regions(cells, bridges)
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

    def _joins_built(self, tile: str, x: int, y: int, rot: int) -> bool:
        """Whether a group of the tile would join two regions that hold buildings
        (rule 2 of ``_tile_verdict``)."""
        cells, labels, owners = self.cells, self.labels, self.owners
        for group in rims(tile, rot):
            joined: set[Pos] = set()
            for land, (dx, dy) in group:
                q = (x + dx, y + dy)
                if cells.get(q) == land:
                    r = labels[q]
                    if r in owners:
                        joined.add(r)
            if len(joined) >= 2:
                return True
        return False

    def tile_fits(self, tile: str, x: int, y: int, rot: int) -> bool:
        """Whether ``tile`` turned ``rot`` may lie with its top-left corner at (x, y)
        (``tile_reason`` is None), without wording why not."""
        return not self._tile_verdict(tile, x, y, rot)

    def tile_reason(self, tile: str, x: int, y: int, rot: int) -> str | None:
        """None if ``tile`` turned ``rot`` may lie with its top-left corner at (x, y)."""
        verdict = self._tile_verdict(tile, x, y, rot)
        return _(TILE_REASONS[verdict]) if verdict else None

    def frontier_by_land(self) -> dict[str, set[Pos]]:
        """Landscape -> the empty places beside a field of it."""
        cells = self.cells
        out: dict[str, set[Pos]] = {}
        for (x, y), land in cells.items():
            near = out.get(land)
            if near is None:
                near = out[land] = set()
            for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if q not in cells:
                    near.add(q)
        return out

    def tile_places(self, tile: str) -> list[tuple[int, int, int]]:
        """Every legal (x, y, rot) for ``tile``, sorted by turn, then place.

        A legal place puts some field of the tile beside a field of its landscape, so
        only such anchors are judged; while fewer than two regions hold buildings no
        join is refused, and a free place is all that is left to check."""
        near = self.frontier_by_land()
        cells = self.cells
        full_check = len(self.owners) >= 2
        found = []
        for rot in range(4):
            anchors: set[Pos] = set()
            for dx, dy, land in footprint(tile, rot):
                for mx, my in near.get(land, ()):
                    anchors.add((mx - dx, my - dy))
            for dx, dy in shape(tile, rot):  # the places where the tile lies free
                anchors = {a for a in anchors if (a[0] + dx, a[1] + dy) not in cells}
            for x, y in sorted(anchors):
                if full_check and self._joins_built(tile, x, y, rot):
                    continue
                found.append((x, y, rot))
        return found

    # --- buildings ------------------------------------------------------------------
    def tower_view(self) -> set[Pos]:
        """Every field some placed tower sees along its straight lines."""
        if self._tower_view is None:
            seen: set[Pos] = set()
            for pos, (_seat, kind) in self.buildings.items():
                if kind == TOWER:
                    seen.update(board.lines(self.cells, pos, box=self.box))
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
        verdict = self.build_verdict(seat, kind, pos, axis, allowed, placed)
        if not verdict:
            return None
        if verdict == 8:
            name = COMPONENTS.landscapes[str(hut_landscape(kind))].name
            return _(BUILD_REASONS[8], landscape=_(name))
        return _(BUILD_REASONS[verdict])

    def build_verdict(
        self, seat: int, kind: str, pos: Pos, axis: str, allowed: set[Pos], placed: set[str]
    ) -> int:
        """0 if ``seat`` may build ``kind`` on ``pos`` now, else the number of the first
        rule it breaks (see BUILD_REASONS). Free of strings: listing the buildings asks
        this of every kind on every open field."""
        land = self.cells.get(pos)
        if land is None or pos not in allowed:
            return 1
        if pos in self.buildings:
            return 2
        if (kind == BRIDGE) != (axis in board.AXES):
            return 3
        if kind == CASTLE and land != MOUNTAIN:
            return 4
        if kind != CASTLE and land == MOUNTAIN:
            return 5
        here = self.owners.get(self.labels[pos], [])
        if here and kind != BRIDGE:
            return 6
        if any(s != seat for s in here):  # the bridge's exception covers your own only
            return 7
        hut = hut_landscape(kind)
        if hut is not None and land != hut:
            return 8
        if kind == TREE and HUT + land not in placed:
            return 9
        if kind == TOWER and pos in self.tower_view():
            return 10
        if kind == BRIDGE:
            return self._bridge_verdict(seat, pos, axis)
        return 0

    def _bridge_verdict(self, seat: int, pos: Pos, axis: str) -> int:
        a, b = board.bridge_ends(pos, axis)
        la, lb = self.cells.get(a), self.cells.get(b)
        if la is None or la != lb or self.labels[a] == self.labels[b]:
            return 11
        built = [self.owners[r] for r in (self.labels[a], self.labels[b]) if r in self.owners]
        if any(s != seat for owners in built for s in owners):
            return 12
        if len(built) == 2:
            return 13
        return 0
