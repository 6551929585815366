"""Sets of tiles and the geometry of one forest board. Pure functions, no state.

A board is a list of 25 cells, each None (empty), a tile id ("T..."), or the id of a
marker or counter lying in an enclosure. A *run* is a maximal line of tiles touching
orthogonally in a row or a column; a marker breaks a run, since it is not a tile.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

from game.games.glade.data import CENTRE, MAX_SET, SIZE, features

Cells = Sequence[str | None]


def is_tile(cell: str | None) -> bool:
    return cell is not None and cell[0] == "T"


def tile_at(cells: Cells, space: int) -> str:
    """The tile lying on ``space`` (the caller knows one does)."""
    cell = cells[space]
    assert cell is not None, f"no tile on space {space}"
    return cell


def is_set(kinds: Sequence[int]) -> bool:
    """1-4 tiles whose every feature is all-equal or all-different, one at least equal."""
    n = len(kinds)
    if n > MAX_SET:
        return False
    if n <= 1:
        return n == 1
    equal = False
    for shift, mask in ((2, 3), (0, 3), (4, 3)):
        values = {(k >> shift) & mask for k in kinds}
        if len(values) == 1:
            equal = True
        elif len(values) != n:
            return False
    return equal


def shared(kinds: Sequence[int]) -> int:
    """How many features the set has all-equal."""
    return sum(1 for i in range(3) if len({features(k)[i] for k in kinds}) == 1)


def missing_fourth(kinds: Sequence[int]) -> int:
    """The one tile that completes a set of 3 to a set of 4."""
    out = []
    for i in range(3):
        values = [features(k)[i] for k in kinds]
        if len(set(values)) == 1:
            out.append(values[0])
        else:
            out.append(({0, 1, 2, 3} - set(values)).pop())
    animal, fruit, leaf = out
    return leaf * 16 + animal * 4 + fruit


def neighbours(index: int) -> list[int]:
    r, c = divmod(index, SIZE)
    out = []
    if r > 0:
        out.append(index - SIZE)
    if r < SIZE - 1:
        out.append(index + SIZE)
    if c > 0:
        out.append(index - 1)
    if c < SIZE - 1:
        out.append(index + 1)
    return out


def run(cells: Cells, index: int, horizontal: bool) -> list[int]:
    """The run through ``index`` (counted as a tile even if still empty) in one direction."""
    r, c = divmod(index, SIZE)
    line, at = (range(r * SIZE, (r + 1) * SIZE), c) if horizontal else (
        range(c, SIZE * SIZE, SIZE), r)
    lo = hi = at
    while lo > 0 and is_tile(cells[line[lo - 1]]):
        lo -= 1
    while hi < SIZE - 1 and is_tile(cells[line[hi + 1]]):
        hi += 1
    return list(line[lo:hi + 1])


def run_kinds(
    cells: Cells,
    cell_run: Iterable[int],
    kind_of: dict[str, int],
    extra: tuple[int, int] | None = None,
) -> list[int]:
    """Kinds along a run; ``extra`` = (index, kind) for a tile not yet on the board."""
    out = []
    for i in cell_run:
        if extra is not None and i == extra[0]:
            out.append(extra[1])
        else:
            out.append(kind_of[tile_at(cells, i)])
    return out


def fits(cells: Cells, index: int, kind: int, kind_of: dict[str, int]) -> bool:
    """Would a tile of ``kind`` on the empty ``index`` keep both its lines sets?"""
    for horizontal in (True, False):
        line = run(cells, index, horizontal)
        if len(line) > 1 and not is_set(run_kinds(cells, line, kind_of, (index, kind))):
            return False
    return True


KINDS = 64  # tile kinds: 4 animals x 4 fruits x 4 leaves
# The answers for the runs of tiles met so far (a run is a key: one process playing game
# after game would keep every run it ever saw).
FITTING_KEPT = 8192


ALL_KINDS = (1 << KINDS) - 1  # every kind, as bits
# For each feature (by its place in a kind's number) and each of its 4 values, the
# kinds with that value, as bits: which kinds complete a set is worked out feature by
# feature from these.
_WITH = tuple(tuple(sum(1 << k for k in range(KINDS) if (k >> shift) & 3 == value)
                    for value in range(4)) for shift in (0, 2, 4))


@functools.lru_cache(maxsize=FITTING_KEPT)
def fitting_kinds(run: tuple[int, ...]) -> int:
    """The tile kinds that form a set with the kinds of ``run`` (every kind beside no
    run), as bits: ``is_set(run + (k,))`` for every kind k, feature by feature (far fewer
    runs than spaces asked about, so each is worked out once)."""
    if not run:
        return ALL_KINDS
    if len(run) >= MAX_SET:
        return 0
    allowed, alike = ALL_KINDS, 0  # kinds each feature allows; kinds alike in one
    for shift, with_value in zip((0, 2, 4), _WITH):
        values = {(k >> shift) & 3 for k in run}
        if len(values) == 1:
            value = values.pop()
            alike |= with_value[value]
            if len(run) > 1:  # alike so far: only alike from now on
                allowed &= with_value[value]
        elif len(values) == len(run):  # all different so far: a value not yet there
            allowed &= sum(with_value[v] for v in range(4) if v not in values)
        else:
            return 0
    return allowed & alike


def fit_masks(cells: Cells, kind_of: dict[str, int]) -> list[int]:
    """For every space, the kinds (as bits) ``fits`` allows there: none on a taken
    space, else those forming sets with the tiles touching it in its row and its column
    (``fits`` asked once per space instead of once per space and kind)."""
    out = []
    for index, cell in enumerate(cells):
        if cell is not None:
            out.append(0)
            continue
        mask = -1
        for horizontal in (True, False):
            beside = [kind_of[tile_at(cells, i)] for i in run(cells, index, horizontal)
                      if i != index]
            mask &= fitting_kinds(tuple(sorted(beside)))
        out.append(mask)
    return out


def has_tile(cells: Cells, ignore: Iterable[int] = ()) -> bool:
    skip = set(ignore)
    return any(is_tile(c) for i, c in enumerate(cells) if i not in skip)


def single_spaces(cells: Cells, kind: int, kind_of: dict[str, int]) -> list[int]:
    """Every space where one tile of ``kind`` may be placed on its own."""
    if not has_tile(cells):
        return [CENTRE] if cells[CENTRE] is None else []
    return [i for i, c in enumerate(cells) if c is None and fits(cells, i, kind, kind_of)]


def line_span(positions: Sequence[int]) -> tuple[bool, list[int]] | None:
    """For spaces in one row or column: (horizontal, every index from first to last).
    None if they are not in one line."""
    rows = {p // SIZE for p in positions}
    cols = {p % SIZE for p in positions}
    if len(rows) == 1:
        r = next(iter(rows))
        lo, hi = min(p % SIZE for p in positions), max(p % SIZE for p in positions)
        return True, [r * SIZE + c for c in range(lo, hi + 1)]
    if len(cols) == 1:
        c = next(iter(cols))
        lo, hi = min(p // SIZE for p in positions), max(p // SIZE for p in positions)
        return False, [r * SIZE + c for r in range(lo, hi + 1)]
    return None


def enclosures(cells: Cells) -> list[int]:
    """Empty inner spaces with a tile on all four sides."""
    out = []
    for r in range(1, SIZE - 1):
        for c in range(1, SIZE - 1):
            i = r * SIZE + c
            if cells[i] is None and all(is_tile(cells[n]) for n in neighbours(i)):
                out.append(i)
    return out


def groups(cells: Cells) -> list[set[int]]:
    """The groups of orthogonally connected tiles."""
    seen: set[int] = set()
    out = []
    for i, c in enumerate(cells):
        if not is_tile(c) or i in seen:
            continue
        group = {i}
        stack = [i]
        while stack:
            j = stack.pop()
            for n in neighbours(j):
                if n not in group and is_tile(cells[n]):
                    group.add(n)
                    stack.append(n)
        seen |= group
        out.append(group)
    return out


def unconnected_groups(cells: Cells) -> int:
    """Groups not joined to the centre space (each costs a point at the end)."""
    mask = 0
    for i, c in enumerate(cells):
        if c is not None and c[0] == "T":
            mask |= 1 << i
    return _unconnected(mask)


@functools.lru_cache(maxsize=8192)
def _unconnected(mask: int) -> int:
    """Unconnected groups of the tiles on the spaces of ``mask``'s bits (the computer
    players count them for thousands of trial boards, mostly the same few)."""
    cells = ["T" if mask >> i & 1 else None for i in range(SIZE * SIZE)]
    return sum(1 for g in groups(cells) if CENTRE not in g)


def all_runs(cells: Cells) -> list[list[int]]:
    """Every run of 2 or more tiles on the board, both directions."""
    out = []
    for horizontal in (True, False):
        for a in range(SIZE):
            current: list[int] = []
            for b in range(SIZE + 1):
                i = a * SIZE + b if horizontal else b * SIZE + a
                if b < SIZE and is_tile(cells[i]):
                    current.append(i)
                    continue
                if len(current) > 1:
                    out.append(current)
                current = []
    return out
