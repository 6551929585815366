"""Checks of a Glade state: every component accounted for once, boards made of sets,
the score sheet equal to an independent recount."""

from __future__ import annotations

from collections import Counter

from game.games.glade.data import CENTRE, LEAVES, counter_ids, counter_value, load
from game.games.glade.forest import all_runs, groups, is_set, is_tile
from game.games.glade.scoring import score_sheet
from game.games.glade.state import OVER, GladeState, is_counter, is_marker, owner


def _once(found: list[str], expected: list[str], what: str) -> list[str]:
    counts = Counter(found)
    problems = []
    twice = [x for x, k in counts.items() if k > 1]
    if twice:
        problems.append(f"{what} found twice: {sorted(twice)[:3]}")
    missing = set(expected) - set(counts)
    if missing:
        problems.append(f"{what} lost: {sorted(missing)[:3]}")
    extra = set(counts) - set(expected)
    if extra:
        problems.append(f"unknown {what}: {sorted(extra)[:3]}")
    return problems


def recount(s: GladeState) -> list[int]:
    """Each seat's total, counted piece by piece instead of row by row."""
    pts = load().design.points
    totals = [0] * s.players
    where: dict[str, tuple[str, int]] = {}
    for p in range(s.players):
        for piece in s.store[p]:
            where[piece] = ("store", p)
        for cell in s.cells[p]:
            if cell is not None and not is_tile(cell):
                where[cell] = ("encl", p)
    for m in s.glade.values():
        where[m] = ("glade", -1)
    for m, side in s.side.items():
        mine = owner(m)
        place, holder = where.get(m, ("elsewhere", -1))
        if mine >= 0:
            totals[mine] += pts["double_side"] * (side == 2)
            if place == "glade":
                totals[mine] += pts["own_in_glade"]
            if place in ("store", "encl") and holder != mine:
                totals[mine] += pts["own_taken_by_others"]
        if place == "store":
            totals[holder] += pts["in_store"]
        if place == "encl":
            totals[holder] += pts["in_enclosure"]
    if s.matching:
        for piece, (place, holder) in where.items():
            if is_counter(piece):
                totals[holder] += counter_value(piece)
                totals[holder] += pts["counter_in_enclosure"] * (place == "encl")
    for p in range(s.players):
        joined = [g for g in groups(s.cells[p]) if CENTRE not in g]
        totals[p] += pts["unconnected_group"] * len(joined)
    return totals


def invariants(s: GladeState) -> list[str]:
    data = load()
    d = data.design
    problems = []
    tiles = list(s.bag) + list(s.turn_tiles) + ([s.claimed] if s.claimed else [])
    for p in range(s.players):
        tiles += s.bench[p]
        tiles += [c for c in s.cells[p] if c is not None and is_tile(c)]
        if len(s.bench[p]) > d.bench_size:
            problems.append(f"seat {p} holds {len(s.bench[p])} tiles")
    problems += _once(tiles, list(data.tile_ids), "tiles")
    markers = [f"M{p}-{k:02d}" for p in range(s.players) for k in range(1, d.toadstools + 1)]
    if s.solo:
        markers += [f"X-{k:02d}" for k in range(1, d.rival_markers + 1)]
    pieces = list(s.glade.values()) + list(s.box)
    for p in range(s.players):
        pieces += s.edge[p] + s.store[p]
        pieces += [c for c in s.cells[p] if c is not None and not is_tile(c)]
    problems += _once([x for x in pieces if is_marker(x)], markers, "toadstools")
    problems += _once(
        [x for x in pieces if is_counter(x)] + list(s.supply), counter_ids(d), "counters"
    )
    if set(s.side) != set(markers) or any(v not in (1, 2) for v in s.side.values()):
        problems.append("toadstool sides are wrong")
    if any(s.side[m] != 1 for e in s.edge for m in e):
        problems.append("a toadstool beside the glade shows its 2 side")
    if not s.matching and len(s.supply) != len(counter_ids(d)):
        problems.append("match counters were taken in the plain game")
    for leaf in LEAVES:
        left = [v for v in d.leaf_values if f"C-{leaf}-{v}" in s.supply]
        if sorted(left) != sorted(d.leaf_values)[: len(left)]:
            problems.append(f"{leaf} counters not taken highest first")
    for p in range(s.players):
        cells = s.cells[p]
        for line in all_runs(cells):
            if not is_set([data.kind[str(cells[i])] for i in line]):
                problems.append(f"seat {p} has a line that is no set")
    for t in s.staged:
        if t not in s.cells[s.current]:
            problems.append("a staged tile is not on the board")
    if s.phase != OVER and not 0 <= s.current < s.players:
        problems.append("no current player")
    if score_sheet(s).totals != recount(s):
        problems.append(f"score sheet {score_sheet(s).totals} != recount {recount(s)}")
    return problems
