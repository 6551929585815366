"""How each building scores, and the score sheet (one row per building kind)."""

from __future__ import annotations

from game.core.protocol import ScoreRow, ScoreSheet
from game.games.mystaria import board
from game.games.mystaria.board import Pos
from game.games.mystaria.data import (
    CASTLE,
    COMPONENTS,
    MOUNTAIN,
    PORTAL,
    TOWER,
    TREE,
    hut_landscape,
)
from game.i18n import N_, _

# The score sheet's rows in order: (building kind, label)
ROWS: tuple[tuple[str, str], ...] = (
    ("hut-V", N_("Village hut")),
    ("hut-L", N_("Lake hut")),
    ("hut-F", N_("Forest hut")),
    ("hut-M", N_("Meadow hut")),
    (TREE, N_("Tree")),
    (TOWER, N_("Tower")),
    (CASTLE, N_("Castle")),
    (PORTAL, N_("Portal")),
)

Buildings = dict[Pos, tuple[int, str]]


def building_points(
    cells: dict[Pos, str],
    cell_tile: dict[Pos, str],
    buildings: Buildings,
    bridges: dict[Pos, str],
) -> dict[Pos, int]:
    """The points each placed building scores if the game ended now."""
    if not buildings:
        return {}
    labels, size, box = board.shared_regions(cells, bridges)
    return {pos: points_of(kind, pos, cells, cell_tile, buildings, labels, size, box)
            for pos, (_seat, kind) in buildings.items()}


def points_of(
    kind: str,
    pos: Pos,
    cells: dict[Pos, str],
    cell_tile: dict[Pos, str],
    buildings: Buildings,
    labels: dict[Pos, Pos],
    size: dict[Pos, int],
    box: board.Box | None = None,
) -> int:
    """What a ``kind`` standing on ``pos`` scores now (regions, and the forest's bounds
    if at hand, worked out by the caller; the computer players also ask this of
    buildings not yet built)."""
    land = cells[pos]
    if hut_landscape(kind):
        return size[labels[pos]] * COMPONENTS.landscapes[land].field_points
    if kind == TREE:
        return size[labels[pos]] * COMPONENTS.tree_points
    if kind == TOWER:
        return sum(1 for p in board.lines(cells, pos, box=box) if cells[p] == land)
    if kind == CASTLE:
        tile = cell_tile[pos]
        near = board.tiles_touching(cell_tile, tile) | {tile}
        return sum(1 for p, t in cell_tile.items() if t in near and cells[p] == MOUNTAIN)
    if kind == PORTAL:
        return sum(1 for p in board.lines(cells, pos, True, box) if p in buildings)
    return 0  # the bridge scores nothing itself


def sheet(
    players: int,
    kinds: tuple[str, ...],
    buildings: Buildings,
    points: dict[Pos, int],
) -> ScoreSheet:
    """One row per scoring building kind in play; an unplaced building shows None."""
    rows = []
    for kind, label in ROWS:
        if kind not in kinds:
            continue
        values: list[int | None] = [None] * players
        for pos, (seat, k) in buildings.items():
            if k == kind:
                values[seat] = points[pos]
        rows.append(ScoreRow(_(label), values))
    return ScoreSheet(rows)


def tree_region_sizes(
    players: int,
    cells: dict[Pos, str],
    buildings: Buildings,
    bridges: dict[Pos, str],
) -> list[int]:
    """The size of the region each player's tree stands in (0 without a tree): the
    rulebook's tie-break."""
    out = [0] * players
    trees = [(pos, seat) for pos, (seat, kind) in buildings.items() if kind == TREE]
    if not trees:
        return out
    labels, size, _box = board.shared_regions(cells, bridges)
    for pos, seat in trees:
        out[seat] = size[labels[pos]]
    return out
