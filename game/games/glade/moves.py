"""Every legal play of 1-4 tiles from a bench, for the computer players and the
benchmark. A play is a tuple of (tile id, space) pairs in an order that can be staged
step by step. Tiles of the same kind are interchangeable, so each distinct play of
kinds is listed once."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.games.glade.data import CENTRE, MAX_SET, SIZE, load
from game.games.glade.forest import fits, has_tile, is_set, is_tile, tile_at

Play = tuple[tuple[str, int], ...]


# Each entry (a tuple of kinds and its answer) costs about 200 bytes: 200,000 of them grew
# a long session by ~50 MB before the table was cleared; 40,000 keep the hits (a game
# asks a few thousand) at about 8 MB.
_CONSISTENT_KEPT = 40_000
_COMPLETE_KEPT = 40_000
_CONSISTENT: dict[tuple[int, ...], bool] = {}


def _consistent(kinds: tuple[int, ...]) -> bool:
    """``_could_be_set``, remembered: the same few kinds are asked again and again."""
    found = _CONSISTENT.get(kinds)
    if found is None:
        if len(_CONSISTENT) >= _CONSISTENT_KEPT:  # bounded: a long session asks many
            _CONSISTENT.clear()
        found = _CONSISTENT[kinds] = _could_be_set(kinds)
    return found


_COMPLETE: dict[tuple[int, ...], bool] = {}


def _complete(kinds: tuple[int, ...]) -> bool:
    """``is_set``, remembered (the order of the kinds does not matter to it)."""
    found = _COMPLETE.get(kinds)
    if found is None:
        if len(_COMPLETE) >= _COMPLETE_KEPT:
            _COMPLETE.clear()
        found = _COMPLETE[kinds] = is_set(kinds)
    return found


def _could_be_set(kinds: Sequence[int]) -> bool:
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


_FITS: dict[tuple[str | None, ...], dict[tuple[int, int], bool]] = {}


def _fits_on(cells: Sequence[str | None]) -> dict[tuple[int, int], bool]:
    """Which kinds fit on which spaces of this board, as far as worked out: a search
    lists plays on the same board again and again, with other benches."""
    key = tuple(cells)
    found = _FITS.get(key)
    if found is None:
        if len(_FITS) > 500:  # bounded memory (a board holds a few hundred at most)
            _FITS.clear()
        found = _FITS[key] = {}
    return found


def all_plays(cells: Sequence[str | None], bench: Sequence[str]) -> list[Play]:
    """Every legal play of 1-4 tiles of ``bench`` on a forest board ``cells``."""
    kinds_of = load().kind
    ids: dict[int, list[str]] = {}
    for t in bench:
        ids.setdefault(kinds_of[t], []).append(t)
    counts = {k: len(v) for k, v in ids.items()}
    fit_cache = _fits_on(cells)

    def perpendicular(space: int, kind: int) -> bool:
        key = (space, kind)
        if key not in fit_cache:
            fit_cache[key] = fits(cells, space, kind, kinds_of)
        return fit_cache[key]

    plays: list[Play] = []
    for whole, empties in windows(cells):
        fixed = tuple(kinds_of[tile_at(cells, i)] for i in whole if cells[i] is not None)
        _fill(empties, fixed, [], counts, ids, perpendicular, plays)
    if not has_tile(cells):  # a first play is staged from the centre outwards
        plays = [tuple(sorted(p, key=lambda x: abs(x[1] - CENTRE))) for p in plays]
    return plays


def _fill(empties: list[int], fixed_kinds: tuple[int, ...], chosen: list[int],
          counts: dict[int, int], ids: dict[int, list[str]],
          perpendicular: Callable[[int, int], bool], plays: list[Play]) -> None:
    """Choose kinds for the empty spaces of one window, depth first (``fixed_kinds``:
    the kinds of the tiles already in it); the last space without a call of its own."""
    depth = len(chosen)
    space = empties[depth]
    last = depth == len(empties) - 1
    for k in counts:
        if not counts[k] or not perpendicular(space, k):
            continue
        chosen.append(k)
        kinds = fixed_kinds + tuple(chosen)
        if _consistent(kinds):
            if last:
                if _complete(kinds):
                    used: dict[int, int] = {}
                    play = []
                    for sp, kind in zip(empties, chosen):
                        play.append((ids[kind][used.get(kind, 0)], sp))
                        used[kind] = used.get(kind, 0) + 1
                    plays.append(tuple(play))
            else:
                counts[k] -= 1
                _fill(empties, fixed_kinds, chosen, counts, ids, perpendicular, plays)
                counts[k] += 1
        chosen.pop()
