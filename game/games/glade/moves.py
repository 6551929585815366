"""Every legal play of 1-4 tiles from a bench, for the computer players and the
benchmark. A play is a tuple of (tile id, space) pairs in an order that can be staged
step by step. Tiles of the same kind are interchangeable, so each distinct play of
kinds is listed once."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TypeVar

from game.games.glade.data import CENTRE, MAX_SET, SIZE, load
from game.games.glade.forest import fit_masks, has_tile, is_set, is_tile, tile_at

Play = tuple[tuple[str, int], ...]
KindPlay = tuple[tuple[int, int], ...]  # a play as (kind, space) pairs
P = TypeVar("P", Play, KindPlay)


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


# What decides a window's plays for any bench: the kinds already in it and, for each of
# its empty spaces, the kinds that fit there (as bits). Windows alike list the same kinds.
Shape = tuple[tuple[int, ...], tuple[int, ...]]


@dataclasses.dataclass(frozen=True)
class _Board:
    windows: list[tuple[int, list[int]]]  # (its shape's number, its empty spaces)
    shapes: list[Shape]  # the windows' shapes, each once
    first: bool  # no tile yet: the first play


# Boards met so far (a search lists plays on the same few boards again and again, with
# other benches), each with its few dozen windows; bounded, as one process plays game
# after game.
_BOARDS_KEPT = 500
_BOARDS: dict[tuple[str | None, ...], _Board] = {}


def _board(cells: Sequence[str | None]) -> _Board:
    """What ``kind_plays`` needs of a board, worked out once per board."""
    key = tuple(cells)
    found = _BOARDS.get(key)
    if found is None:
        if len(_BOARDS) >= _BOARDS_KEPT:  # bounded memory
            _BOARDS.clear()
        kinds_of = load().kind
        fit = fit_masks(cells, kinds_of)
        numbers: dict[Shape, int] = {}
        listed = []
        for whole, empties in windows(cells):
            shape = (tuple(kinds_of[tile_at(cells, i)] for i in whole if cells[i] is not None),
                     tuple(fit[sp] for sp in empties))
            listed.append((numbers.setdefault(shape, len(numbers)), empties))
        found = _BOARDS[key] = _Board(listed, list(numbers), not has_tile(cells))
    return found


def kind_plays(cells: Sequence[str | None], counts: dict[int, int]) -> list[KindPlay]:
    """Every legal play of 1-4 tiles on ``cells`` from a bench holding ``counts[k]``
    tiles of kind k, as (kind, space) pairs in staging order (``all_plays`` without the
    tile ids: the computer players rank plays by kind and space alone)."""
    board = _board(cells)
    return _first_outwards(board, _unordered(board, counts))


def _unordered(board: _Board, counts: dict[int, int]) -> list[KindPlay]:
    """The plays, each in its window's order (``counts``' order of kinds decides the
    order of the list: callers break ties by it)."""
    held = 0  # the kinds the bench holds, as bits
    for k, n in counts.items():
        if n:
            held |= 1 << k
    plays: list[KindPlay] = []
    chosen: dict[int, list[tuple[int, ...]]] = {}  # by shape: the kinds its plays lay
    for shape, empties in board.windows:
        found = chosen.get(shape)
        if found is None:
            found = chosen[shape] = _choices(board.shapes[shape], counts, held)
        plays.extend(tuple(zip(kinds, empties)) for kinds in found)
    return plays


def _choices(shape: Shape, counts: dict[int, int], held: int) -> list[tuple[int, ...]]:
    """The kinds a window of ``shape`` can take from the bench, space by space."""
    fixed, fit = shape
    options = [mask & held for mask in fit]
    if not all(options):
        return []  # a space of the window no tile of the bench fits
    if len(options) == 1:
        # one tile: fitting its space already means its row and column stay sets
        return [(k,) for k in counts if options[0] >> k & 1]
    out: list[tuple[int, ...]] = []
    _fill(len(fit), fixed, [], counts, [[k for k in counts if m >> k & 1] for m in options], out)
    return out


def _first_outwards(board: _Board, plays: list[P]) -> list[P]:
    """A first play is staged from the centre outwards."""
    if not board.first:
        return plays
    return [tuple(sorted(p, key=lambda x: abs(x[1] - CENTRE))) for p in plays]


def all_plays(cells: Sequence[str | None], bench: Sequence[str]) -> list[Play]:
    """Every legal play of 1-4 tiles of ``bench`` on a forest board ``cells``."""
    kinds_of = load().kind
    ids: dict[int, list[str]] = {}
    for t in bench:
        ids.setdefault(kinds_of[t], []).append(t)
    board = _board(cells)
    found = _unordered(board, {k: len(v) for k, v in ids.items()})
    return _first_outwards(board, [_with_ids(p, ids) for p in found])


def _with_ids(play: KindPlay, ids: dict[int, list[str]]) -> Play:
    """The play with the bench's tiles: of each kind the first not yet used."""
    used: dict[int, int] = {}
    out = []
    for kind, sp in play:
        n = used.get(kind, 0)
        out.append((ids[kind][n], sp))
        used[kind] = n + 1
    return tuple(out)


def _fill(spaces: int, so_far: tuple[int, ...], chosen: list[int], counts: dict[int, int],
          kinds: list[list[int]], out: list[tuple[int, ...]]) -> None:
    """Choose kinds for the ``spaces`` empty spaces of one window, depth first
    (``so_far``: the kinds of the tiles in it so far, those already there first;
    ``kinds``: for each empty space the bench's kinds that fit there); the last space
    without a call of its own."""
    depth = len(chosen)
    last = depth == spaces - 1
    for k in kinds[depth]:
        n = counts[k]
        if not n:
            continue
        now = so_far + (k,)
        if not _consistent(now):
            continue
        chosen.append(k)
        if last:
            if _complete(now):
                out.append(tuple(chosen))
        else:
            counts[k] = n - 1
            _fill(spaces, now, chosen, counts, kinds, out)
            counts[k] = n
        chosen.pop()
