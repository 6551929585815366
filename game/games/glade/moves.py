"""Every legal play of 1-4 tiles from a bench, for the computer players and the
benchmark. A play is a tuple of (tile id, space) pairs in an order that can be staged
step by step. Tiles of the same kind are interchangeable, so each distinct play of
kinds is listed once."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.games.glade.data import CENTRE, MAX_SET, SIZE, load
from game.games.glade.forest import fits, has_tile, is_set, is_tile, tile_at

Play = tuple[tuple[str, int], ...]


def _consistent(kinds: Sequence[int]) -> bool:
    """Could these tiles still be part of one set? (each feature alike or all different,
    one at least alike so far)."""
    n = len(kinds)
    if n <= 1:
        return True
    equal = False
    for shift in (0, 2, 4):
        values = {(k >> shift) & 3 for k in kinds}
        if len(values) == 1:
            equal = True
        elif len(values) != n:
            return False
    return equal


def windows(cells: Sequence[str | None]) -> list[tuple[list[int], list[int]]]:
    """(the whole run once filled, its empty spaces) for every line segment a play can
    fill: it starts and ends on an empty space and holds no marker."""
    first = not has_tile(cells)
    out = []
    for horizontal in (True, False):
        for line in range(SIZE):
            idx = [line * SIZE + i if horizontal else i * SIZE + line for i in range(SIZE)]
            for a in range(SIZE):
                if cells[idx[a]] is not None:
                    continue
                for b in range(a, SIZE):
                    cell = cells[idx[b]]
                    if cell is not None and not is_tile(cell):
                        break  # a marker blocks the line
                    if cell is not None:
                        continue
                    seg = idx[a : b + 1]
                    empties = [i for i in seg if cells[i] is None]
                    if len(empties) > MAX_SET:
                        break
                    if len(empties) == 1 and not horizontal:
                        continue  # a single tile is listed once, with the rows
                    if first and CENTRE not in empties:
                        continue
                    lo, hi = a, b
                    while lo > 0 and is_tile(cells[idx[lo - 1]]):
                        lo -= 1
                    while hi < SIZE - 1 and is_tile(cells[idx[hi + 1]]):
                        hi += 1
                    if hi - lo + 1 > MAX_SET:
                        continue
                    out.append((idx[lo : hi + 1], empties))
    return out


def all_plays(cells: Sequence[str | None], bench: Sequence[str]) -> list[Play]:
    """Every legal play of 1-4 tiles of ``bench`` on a forest board ``cells``."""
    kinds_of = load().kind
    ids: dict[int, list[str]] = {}
    for t in bench:
        ids.setdefault(kinds_of[t], []).append(t)
    counts = {k: len(v) for k, v in ids.items()}
    fit_cache: dict[tuple[int, int], bool] = {}

    def perpendicular(space: int, kind: int) -> bool:
        key = (space, kind)
        if key not in fit_cache:
            fit_cache[key] = fits(cells, space, kind, kinds_of)
        return fit_cache[key]

    plays: list[Play] = []
    for whole, empties in windows(cells):
        fixed = {i: kinds_of[tile_at(cells, i)] for i in whole if cells[i] is not None}
        _fill(whole, empties, fixed, [], counts, ids, perpendicular, plays)
    if not has_tile(cells):  # a first play is staged from the centre outwards
        plays = [tuple(sorted(p, key=lambda x: abs(x[1] - CENTRE))) for p in plays]
    return plays


def _fill(whole: list[int], empties: list[int], fixed: dict[int, int], chosen: list[int],
          counts: dict[int, int], ids: dict[int, list[str]],
          perpendicular: Callable[[int, int], bool], plays: list[Play]) -> None:
    """Choose kinds for the empty spaces of one window, depth first."""
    depth = len(chosen)
    if depth == len(empties):
        pos = iter(chosen)
        kinds = [fixed[i] if i in fixed else next(pos) for i in whole]
        if is_set(kinds):
            used: dict[int, int] = {}
            play = []
            for space, k in zip(empties, chosen):
                play.append((ids[k][used.get(k, 0)], space))
                used[k] = used.get(k, 0) + 1
            plays.append(tuple(play))
        return
    space = empties[depth]
    for k in counts:
        if not counts[k] or not perpendicular(space, k):
            continue
        chosen.append(k)
        if _consistent(list(fixed.values()) + chosen):
            counts[k] -= 1
            _fill(whole, empties, fixed, chosen, counts, ids, perpendicular, plays)
            counts[k] += 1
        chosen.pop()
