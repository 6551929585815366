"""Geometry of the shared forest: fields on a square grid, regions and lines of sight.

``cells`` maps a field ``(x, y)`` to its landscape letter. Regions are fields of one
landscape joined side by side, plus the joins a bridge makes: a bridge on a field
links the two fields either side of it along its axis ("h" or "v"), which then belong
to one region (the bridge's own field stays in its own region).
"""

from __future__ import annotations

from collections.abc import Iterable

from game.games.mystaria.data import MOUNTAIN

Pos = tuple[int, int]
SIDES: tuple[Pos, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONALS: tuple[Pos, ...] = ((1, 1), (1, -1), (-1, 1), (-1, -1))
AXES = {"h": ((-1, 0), (1, 0)), "v": ((0, -1), (0, 1))}


def bridge_ends(pos: Pos, axis: str) -> tuple[Pos, Pos]:
    (ax, ay), (bx, by) = AXES[axis]
    return (pos[0] + ax, pos[1] + ay), (pos[0] + bx, pos[1] + by)


Box = tuple[int, int, int, int]
# each field's region, each region's size, the forest's bounds (see ``bounds``)
Regions = tuple[dict[Pos, Pos], dict[Pos, int], Box]
_REGIONS: dict[tuple[tuple[tuple[Pos, str], ...], ...], Regions] = {}
_REGIONS_KEPT = 512
TILE_FIELDS = 6  # every tile is two rows of three fields


def regions(cells: dict[Pos, str], bridges: dict[Pos, str]) -> dict[Pos, Pos]:
    """Each field's region, named by its least field (the caller's own copy)."""
    return dict(shared_regions(cells, bridges)[0])


def shared_regions(cells: dict[Pos, str], bridges: dict[Pos, str]) -> Regions:
    """Each field's region, each region's size and the forest's bounds, shared: callers
    only read them. A search asks this of the same forest many times (a laid building
    changes no region), so the answers for recent forests are kept."""
    key = (tuple(cells.items()), tuple(bridges.items()))
    found = _REGIONS.get(key)
    if found is None:
        if len(_REGIONS) >= _REGIONS_KEPT:
            _REGIONS.clear()
        # a forest is most often the one just looked at plus the tile laid last
        before = _REGIONS.get((key[0][:-TILE_FIELDS], key[1])) if len(key[0]) > TILE_FIELDS else None
        if before is not None and not _ends_among(bridges, key[0][-TILE_FIELDS:]):
            labels = _grown(before[0], cells, [p for p, _land in key[0][-TILE_FIELDS:]])
        else:
            labels = _regions(cells, bridges)
        found = _REGIONS[key] = (labels, region_sizes(labels),
                                 bounds(cells) if cells else (0, 0, 0, 0))
    return found


def region_sizes(labels: dict[Pos, Pos]) -> dict[Pos, int]:
    """Region name -> its number of fields."""
    size: dict[Pos, int] = {}
    for r in labels.values():
        size[r] = size.get(r, 0) + 1
    return size


def _ends_among(bridges: dict[Pos, str], new: tuple[tuple[Pos, str], ...]) -> bool:
    """Whether a bridge joins one of the new fields (never in play: the bridge needs
    both its ends already laid)."""
    fields = {p for p, _land in new}
    return any(end in fields for pos, axis in bridges.items() for end in bridge_ends(pos, axis))


def _grown(before: dict[Pos, Pos], cells: dict[Pos, str], new: list[Pos]) -> dict[Pos, Pos]:
    """The regions once the fields ``new`` (the last in ``cells``) joined a forest whose
    regions were ``before``: each new field joins the regions of its landscape beside it,
    and a merged region is named by the least of its names (each the least of its
    fields), as a flood fill of the whole forest would name it."""
    up: dict[Pos, Pos] = {}  # a name -> a lesser name of the same region

    def root(p: Pos) -> Pos:
        while p in up:
            p = up[p]
        return p

    for x, y in new:
        land = cells[(x, y)]
        for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if cells.get(q) != land:
                continue
            a, b = root((x, y)), root(before.get(q, q))
            if a != b:
                up[max(a, b)] = min(a, b)
    labels = {p: root(r) if r in up else r for p, r in before.items()} if up else dict(before)
    for p in new:
        labels[p] = root(p)
    return labels


def _regions(cells: dict[Pos, str], bridges: dict[Pos, str]) -> dict[Pos, Pos]:
    """Each field's region, found by growing it from its first field over the sides
    and the bridges' joins (a flood fill: no calls per field, unlike a union-find), then
    named by its least field, whatever order the fields come in."""
    joins: dict[Pos, list[Pos]] = {}
    for pos, axis in bridges.items():
        a, b = bridge_ends(pos, axis)
        if a in cells and b in cells and cells[a] == cells[b]:
            joins.setdefault(a, []).append(b)
            joins.setdefault(b, []).append(a)
    label: dict[Pos, Pos] = {}
    for p, land in cells.items():
        if p in label:
            continue
        region = [p]
        label[p] = p
        for x, y in region:  # the list grows while it is read
            for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1), *joins.get((x, y), ())):
                if q not in label and cells.get(q) == land:
                    label[q] = p
                    region.append(q)
        least = min(region)
        if least != p:
            for q in region:
                label[q] = least
    return {p: label[p] for p in cells}


def members(labels: dict[Pos, Pos]) -> dict[Pos, list[Pos]]:
    """Region name -> its fields."""
    out: dict[Pos, list[Pos]] = {}
    for p, r in labels.items():
        out.setdefault(r, []).append(p)
    return out


def bounds(cells: Iterable[Pos]) -> tuple[int, int, int, int]:
    xs, ys = zip(*cells)
    return min(xs), min(ys), max(xs), max(ys)


def sight(
    cells: dict[Pos, str],
    start: Pos,
    step: Pos,
    box: tuple[int, int, int, int],
) -> list[Pos]:
    """The fields seen from ``start`` looking along ``step``, nearest first.

    Only mountains block the view: the first mountain is the last field seen. Gaps in
    the forest do not block; the line runs to the edge of the forest (``box``)."""
    x0, y0, x1, y1 = box
    x, y = start
    dx, dy = step
    seen: list[Pos] = []
    while True:
        x += dx
        y += dy
        if not (x0 <= x <= x1 and y0 <= y <= y1):
            return seen
        land = cells.get((x, y))
        if land is None:
            continue
        seen.append((x, y))
        if land == MOUNTAIN:
            return seen


def lines(cells: dict[Pos, str], start: Pos, diagonal: bool = False,
          box: Box | None = None) -> list[Pos]:
    """Every field on the straight (and, for the portal, diagonal) lines of sight
    (``box``: the forest's bounds, if the caller has them)."""
    box = box or bounds(cells)
    steps = SIDES + DIAGONALS if diagonal else SIDES
    found: list[Pos] = []
    for step in steps:
        found.extend(sight(cells, start, step, box))
    return found


def tiles_touching(cell_tile: dict[Pos, str], tile: str) -> set[str]:
    """The tiles sharing at least one field side with ``tile`` (itself excluded)."""
    out: set[str] = set()
    for (x, y), t in cell_tile.items():
        if t != tile:
            continue
        for dx, dy in SIDES:
            other = cell_tile.get((x + dx, y + dy))
            if other is not None and other != tile:
                out.add(other)
    return out
