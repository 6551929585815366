"""Checks of a Mystaria state for the invariants: every tile and building accounted
for, the forest rebuilt from the laid tiles, one building per region, and a recount of
every score written independently of scoring.py (flood fill instead of union-find,
plain walks instead of the shared line helper)."""

from __future__ import annotations

from collections import Counter

from game.games.mystaria.board import Pos
from game.games.mystaria.data import (
    BRIDGE,
    CASTLE,
    COMPONENTS,
    MOUNTAIN,
    PORTAL,
    TILE_IDS,
    TOWER,
    TREE,
    footprint,
    hut_landscape,
)
from game.games.mystaria.scoring import ROWS
from game.games.mystaria.state import MystariaState


def _region(s: MystariaState, start: Pos) -> set[Pos]:
    """Flood fill from ``start`` over same-landscape sides and bridge joins."""
    links: dict[Pos, list[Pos]] = {}
    for (x, y), axis in s.bridges.items():
        a, b = ((x - 1, y), (x + 1, y)) if axis == "h" else ((x, y - 1), (x, y + 1))
        links.setdefault(a, []).append(b)
        links.setdefault(b, []).append(a)
    land = s.cells[start]
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        for q in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1), *links.get((x, y), [])]:
            if q not in seen and s.cells.get(q) == land:
                seen.add(q)
                todo.append(q)
    return seen


def _walk(s: MystariaState, start: Pos, step: Pos) -> list[Pos]:
    xs = [x for x, _ in s.cells]
    ys = [y for _, y in s.cells]
    x, y = start
    out = []
    while min(xs) <= x <= max(xs) and min(ys) <= y <= max(ys):
        x, y = x + step[0], y + step[1]
        if (x, y) in s.cells:
            out.append((x, y))
            if s.cells[(x, y)] == MOUNTAIN:
                break
    return out


STRAIGHT = [(1, 0), (-1, 0), (0, 1), (0, -1)]
ALL8 = STRAIGHT + [(1, 1), (1, -1), (-1, 1), (-1, -1)]


def _score(s: MystariaState, pos: Pos, kind: str) -> int:
    land = s.cells[pos]
    if hut_landscape(kind):
        return len(_region(s, pos)) * (2 if land == "V" else 1)
    if kind == TREE:
        return 2 * len(_region(s, pos))
    if kind == TOWER:
        return sum(1 for d in STRAIGHT for p in _walk(s, pos, d) if s.cells[p] == land)
    if kind == PORTAL:
        return sum(1 for d in ALL8 for p in _walk(s, pos, d) if p in s.buildings)
    if kind == CASTLE:
        own = s.cell_tile[pos]
        tiles = {own}
        for (x, y), t in s.cell_tile.items():
            if t == own:
                for q in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]:
                    if q in s.cell_tile:
                        tiles.add(s.cell_tile[q])
        return sum(1 for p, t in s.cell_tile.items() if t in tiles and s.cells[p] == MOUNTAIN)
    return 0


def recount(s: MystariaState) -> list[list[int | None]]:
    """The score sheet's values, counted afresh."""
    rows = []
    for kind, _label in ROWS:
        if kind not in s.kinds():
            continue
        row: list[int | None] = [None] * s.players
        for pos, (seat, k) in s.buildings.items():
            if k == kind:
                row[seat] = _score(s, pos, k)
        rows.append(row)
    return rows


def problems(s: MystariaState) -> list[str]:
    out: list[str] = []
    tiles = s.pile + s.box + [t for h in s.hands for t in h] + s.set_aside
    tiles += [p[0] for p in s.placed]
    if sorted(tiles) != sorted(TILE_IDS):
        out.append("tiles lost or duplicated")
    if len(s.box) != COMPONENTS.removed[s.players]:
        out.append("wrong number of tiles in the box")
    cells: dict[Pos, str] = {}
    for tile, x, y, rot in s.placed:
        for dx, dy, land in footprint(tile, rot):
            if (x + dx, y + dy) in cells:
                out.append(f"tile {tile} overlaps the forest")
            cells[(x + dx, y + dy)] = land
    if cells != s.cells or set(s.cell_tile) != set(cells):
        out.append("the forest differs from the laid tiles")
    for seat in range(s.players):
        built = [k for (owner, k) in s.buildings.values() if owner == seat]
        if Counter(built + s.hq[seat]) != Counter(s.kinds()):
            out.append(f"seat {seat}'s buildings lost or duplicated")
    for pos, (_seat, kind) in s.buildings.items():
        on_mountain = s.cells.get(pos) == MOUNTAIN
        if pos not in s.cells or on_mountain != (kind == CASTLE):
            out.append(f"{kind} at {pos} stands on the wrong landscape")
    if set(s.bridges) != {p for p, (_o, k) in s.buildings.items() if k == BRIDGE}:
        out.append("bridge directions do not match the bridges")
    for pos in s.buildings:
        # one building per region; only a bridge may share a region, with its owner's
        here = [s.buildings[q] for q in _region(s, pos) if q in s.buildings]
        if len(here) > 1 and (
            len({owner for owner, _k in here}) > 1 or sum(k != BRIDGE for _o, k in here) > 1
        ):
            out.append(f"the region of {pos} holds more than one building")
    towers = [p for p, (_o, k) in s.buildings.items() if k == TOWER]
    for t in towers:
        if any(p in towers for d in STRAIGHT for p in _walk(s, t, d)):
            out.append(f"the tower at {t} sees another tower")
    return out


def invariants(s: MystariaState, sheet_rows: list[list[int | None]]) -> list[str]:
    """Every problem of ``s``, and the score sheet's rows against the recount."""
    found = problems(s)
    again = recount(s)
    if sheet_rows != again:
        found.append(f"score sheet {sheet_rows} != recount {again}")
    return found
