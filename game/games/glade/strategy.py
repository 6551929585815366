"""How the computer players judge The Glade (the search in game.ai asks; no pygame).

A play of tiles is several actions (stage, stage, ..., confirm), so the search branches
on whole plays (``moves.all_plays``) and claims, ranked by a cheap count of what each
does at once: the toadstools its sets of 3 and 4 move, by the score sheet's points
(assets/glade/design.json). A rollout plays the best-ranked play (now and then another
of the first few), fills an enclosure when it can and ends the turn. A position is
judged by the score sheet plus a little per tile laid and per toadstool gone from its
owner's side of the glade, and by the room left on each forest board: the game ends when
nobody can place a tile, so an empty space counts by the share of tile kinds that could
still go there (its square root: a space open to few kinds still counts). The numbers
are data in assets/ai.json, "glade".
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache
from typing import Any

from game.ai.strategy import Move, Strategy, settings
from game.core import Action
from game.core.protocol import one_scoring
from game.games.glade import scoring
from game.games.glade.actions import (
    Claim,
    Confirm,
    Enclose,
    EndTurn,
    Place,
    PlaceClaimed,
)
from game.games.glade.data import MAX_SET, SIZE, load
from game.games.glade.forest import is_set, is_tile, missing_fourth, shared
from game.games.glade.moves import Play, all_plays
from game.games.glade.placement import claim_spaces, enclosure_spaces, staged_spaces
from game.games.glade.resolve import formed_runs
from game.games.glade.state import AFTER, EXTRA, PLACE_CLAIMED, PLAY, GladeState, owner


@cache
def _numbers() -> tuple[float, float, int, float, int]:
    data = settings("glade")
    return (float(data.get("tile", 0.25)), float(data.get("planted", 0.5)),
            int(data.get("moves", 40)), float(data.get("explore", 0.15)),
            int(data.get("quick_bench", 5)))


@cache
def _room_weight() -> float:
    return float(settings("glade").get("room", 0.5))


def standing(s: GladeState) -> list[float]:
    """Each seat's points now, plus a little per tile laid and toadstool sent off, and
    for the runs of 2 and 3 tiles that can still grow into sets of 3 and 4."""
    tile, planted, _n, _e, _q = _numbers()
    totals = scoring.score_sheet(s).totals
    full = load().design.toadstools
    room = _room_weight()
    return [totals[i] + tile * sum(1 for c in s.cells[i] if is_tile(c))
            + planted * (full - len(s.edge[i])) + promise(s.cells[i])
            + room * room_left(s.cells[i])
            for i in range(s.players)]


def room_left(cells: Sequence[str | None]) -> float:
    """How much of the board can still take tiles: every empty space counts by the
    square root of the share of the 64 tile kinds that would fit there now."""
    return sum(room_by_space(cells))


Lines = tuple[list[tuple[int, ...]], list[tuple[int, ...]]]  # rows and columns of kinds


class Board:
    """A board before a play: its rows and columns of kinds (``_line_keys``), and the room
    change of each play on it once worked out, by the play's spaces and kinds in order
    (a search meets the same play on the same board again and again)."""

    __slots__ = ("lines", "known")

    def __init__(self, cells: Sequence[str | None]) -> None:
        self.lines = _line_keys(cells)
        key = tuple(self.lines[0])  # the rows hold the whole board
        known = _KNOWN.get(key)
        if known is None:  # bounded memory
            if len(_KNOWN) > 1000 or sum(len(k) for k in _KNOWN.values()) > 100_000:
                _KNOWN.clear()
            known = _KNOWN[key] = {}
        self.known: dict[tuple[tuple[int, int], ...], float] = known


_KNOWN: dict[tuple[tuple[int, ...], ...], dict[tuple[tuple[int, int], ...], float]] = {}


def room_by_space(cells: Sequence[str | None], lines: Lines | None = None) -> list[float]:
    rows, columns = lines or _line_keys(cells)
    return [0.0 if cells[i] is not None else _openness(_besides(rows[i // SIZE])[i % SIZE],
                                                        _besides(columns[i % SIZE])[i // SIZE])
            for i in range(len(cells))]


def room_change(before: Sequence[float], cells: Sequence[str | None],
                changed: Sequence[int], lines: Lines | None = None) -> float:
    """room_left(cells) - sum(before), counted only where it can differ: a space's room
    depends on its own row and column alone, so only those through a changed space.
    Given the lines of the board before (``_line_keys``; ``cells`` differs from it only
    on ``changed``), only the lines through a changed space are read again."""
    if not changed:
        return 0.0
    rows, columns = _line_keys(cells) if lines is None else _lines_after(lines, cells, changed)
    total = 0.0
    for i in set().union(*(_CROSS[sp] for sp in changed)):
        r, c = divmod(i, SIZE)
        now = 0.0 if cells[i] is not None else _openness(_besides(rows[r])[c],
                                                          _besides(columns[c])[r])
        total += now - before[i]
    return total


def _line_keys(cells: Sequence[str | None]) -> tuple[list[tuple[int, ...]],
                                                      list[tuple[int, ...]]]:
    """Each row and column as the kinds on it (-1 empty, -2 a marker or counter): the
    room of a space depends on these two lines alone, so it is cached by them."""
    kinds = load().kind
    flat = [-1 if c is None else kinds[c] if is_tile(c) else -2 for c in cells]
    rows = [tuple(flat[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE)]
    columns = [tuple(flat[c::SIZE]) for c in range(SIZE)]
    return rows, columns


# The search asks these for thousands of trial boards: the answers are kept, but only so
# many (a line of the board is a key: one process playing game after game would keep every
# line it ever saw). tests/perf/memory.py measures the growth.
BESIDES_KEPT = 16384
OPENNESS_KEPT = 16384
FITTING_KEPT = 8192


def _lines_after(lines: Lines, cells: Sequence[str | None], changed: Sequence[int]) -> Lines:
    """``_line_keys(cells)`` from the lines before a change on the ``changed`` spaces (a
    play of up to four tiles touches one row and a few columns, or the other way round:
    the other lines are as they were)."""
    kinds = load().kind
    rows, columns = list(lines[0]), list(lines[1])
    for sp in changed:
        cell = cells[sp]
        k = -1 if cell is None else kinds[cell] if is_tile(cell) else -2
        r, c = divmod(sp, SIZE)
        row, column = rows[r], columns[c]
        rows[r] = row[:c] + (k,) + row[c + 1:]
        columns[c] = column[:r] + (k,) + column[r + 1:]
    return rows, columns


@lru_cache(maxsize=BESIDES_KEPT)
def _besides(line: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """For each position of a line, the kinds of the tiles touching it on both sides,
    sorted: the room of an empty space is ``_openness`` of its row's and its column's
    (far fewer lines than pairs of lines, so each is worked out once)."""
    return tuple(tuple(sorted(_run_beside(line, at))) for at in range(len(line)))


def _run_beside(line: tuple[int, ...], at: int) -> list[int]:
    """Kinds of the tiles touching position ``at`` of a line, on both sides."""
    out = []
    for step in (-1, 1):
        k = at + step
        while 0 <= k < len(line) and line[k] >= 0:
            out.append(line[k])
            k += step
    return out


@lru_cache(maxsize=OPENNESS_KEPT)
def _openness(row: tuple[int, ...], column: tuple[int, ...]) -> float:
    """sqrt(share of tile kinds that form sets with both runs beside a space)."""
    if len(row) >= MAX_SET or len(column) >= MAX_SET:
        return 0.0
    fit = (_fitting(row) & _fitting(column)).bit_count()
    root: float = (fit / KINDS) ** 0.5  # a share is never negative: the root is real
    return root


@lru_cache(maxsize=FITTING_KEPT)
def _fitting(run: tuple[int, ...]) -> int:
    """The tile kinds that form a set with ``run`` (every kind beside no run), as bits:
    far fewer runs than pairs of runs, so each is worked out once."""
    return sum(1 << k for k in range(KINDS) if not run or is_set(run + (k,)))


def promise(cells: Sequence[str | None]) -> float:
    """Runs of 2 and 3 tiles with an empty space at one end at least (they may grow)."""
    values = _runs()
    total = 0.0
    for line in LINES:
        k = 0
        while k < SIZE:
            if not is_tile(cells[line[k]]):
                k += 1
                continue
            start = k
            while k < SIZE and is_tile(cells[line[k]]):
                k += 1
            n = k - start
            if n in values and (start > 0 and cells[line[start - 1]] is None
                                or k < SIZE and cells[line[k]] is None):
                total += values[n]
    return total


KINDS = 64  # tile kinds: 4 animals x 4 fruits x 4 leaves

# every space's row and column (the spaces whose room a tile laid there can change)
_CROSS = tuple(frozenset(range(sp - sp % SIZE, sp - sp % SIZE + SIZE))
               | frozenset(range(sp % SIZE, SIZE * SIZE, SIZE)) for sp in range(SIZE * SIZE))

LINES = tuple(tuple(r * SIZE + c for c in range(SIZE)) for r in range(SIZE)) + tuple(
    tuple(r * SIZE + c for r in range(SIZE)) for c in range(SIZE))


@cache
def _runs() -> dict[int, float]:
    data = settings("glade")
    return {2: float(data.get("open_two", 0.3)), 3: float(data.get("open_three", 1.0))}


def gain(s: GladeState, seat: int, play: Play,
         room_before: Sequence[float] | None = None, board: Board | None = None) -> float:
    """What a play does at once, counted cheaply (no copy of the state): points of the
    toadstools its sets move, and the standing's small extras; given the room of each
    space before the play (``room_by_space``), also the room it takes (quicker given the
    board before the play, ``Board``)."""
    tile, planted, _n, _e, _q = _numbers()
    data = load()
    pts = data.design.points
    kind = data.kind
    cells = list(s.cells[seat])
    for t, sp in play:
        cells[sp] = t
    new = {sp for _t, sp in play}
    value = tile * len(play)
    if room_before is not None:
        value += _room_weight() * _room_taken(room_before, cells, play, board)
    left = bool(s.edge[seat])
    for line in formed_runs(cells, list(new)):
        if len(line) < 3:
            continue
        kinds = [kind[t] for t in (cells[i] for i in line) if t is not None]
        double = pts["double_side"] if shared(kinds) >= 2 else 0
        if len(line) == 4:
            added = [kind[t] for t in (cells[i] for i in line if i in new) if t is not None]
            marker = s.glade.get(added[0]) if len(added) == 1 else None
            if marker is not None:
                value += pts["in_store"] - (pts["own_in_glade"] if owner(marker) == seat else 0)
            elif left:
                value += pts["in_store"] + planted + (double if len(added) > 1 else 0)
        elif left:
            marker = s.glade.get(missing_fourth(kinds))
            value += pts["own_in_glade"] + planted + double
            if marker is not None and owner(marker) == seat:
                value += pts["in_store"] - pts["own_in_glade"]
            elif marker is not None:
                value -= pts["in_store"] - pts["own_in_glade"]
    return value


def _room_taken(before: Sequence[float], cells: Sequence[str | None], play: Play,
                board: Board | None) -> float:
    """``room_change`` of a play, remembered by its board."""
    changed = [sp for _t, sp in play]
    if board is None:
        return room_change(before, cells, changed)
    kind = load().kind
    key = tuple((sp, kind[t]) for t, sp in play)
    found = board.known.get(key)
    if found is None:
        found = board.known[key] = room_change(before, cells, changed, board.lines)
    return found


def claim_gain(s: GladeState, seat: int, tile: str) -> float:
    marker = s.glade[load().kind[tile]]
    pts = load().design.points
    return pts["in_store"] - (pts["own_in_glade"] if owner(marker) == seat else 0)


def ranked(s: GladeState, full: bool = True) -> list[tuple[float, Move]]:
    """The plays (and claims) of the seat to move, best first by ``gain``: whole plays
    from the start of a turn, or the rest of a staged play. Not ``full``: only plays of
    the first few bench tiles (a whole bench lists up to a thousand plays)."""
    seat = s.current
    kinds = load().kind
    cells, bench = list(s.cells[seat]), list(s.bench[seat])
    if not full and not s.staged:
        bench = bench[: _numbers()[4]]
    staged = [(kinds[t], sp) for t, sp in zip(s.staged, staged_spaces(s))]
    for t in s.staged:
        cells[cells.index(t)] = None
        bench.append(t)
    out: list[tuple[float, int, Move]] = []
    board = Board(cells) if _room_weight() else None
    room = room_by_space(cells, board.lines) if board else None
    by_kind = _by_kind(s.bench[seat], kinds)
    for play in all_plays(cells, bench):
        head = [(kinds[t], sp) for t, sp in play[: len(staged)]]
        if sorted(head) != sorted(staged):
            continue
        rest = _with_bench_tiles(play[len(staged):], by_kind, kinds)
        move = tuple(Place(t, sp) for t, sp in rest) + (Confirm(),)
        out.append((gain(s, seat, play, room, board), _mix(s.turn, play, kinds), move))
    if s.phase == PLAY and not s.staged:
        seen = set()
        for t in bench:
            if kinds[t] in s.glade and kinds[t] not in seen and claim_spaces(s, seat, t):
                seen.add(kinds[t])
                out.append((claim_gain(s, seat, t), _mix(s.turn, ((t, -1),), kinds), (Claim(t),)))
    out.sort(key=lambda x: (-x[0], x[1]))
    return [(v, m) for v, _i, m in out]


def _mix(turn: int, play: Play, kinds: dict[str, int]) -> int:
    """A tie-break that looks random but is the same for the same play in the same turn
    (a fixed order, such as the board's first rows first, plays badly: it crowds one
    corner of the forest)."""
    return zlib.crc32(repr((turn, sorted((kinds[t], sp) for t, sp in play))).encode())


def _by_kind(bench: list[str], kinds: dict[str, int]) -> dict[int, list[str]]:
    """The bench's tiles of each kind, in the bench's order."""
    out: dict[int, list[str]] = {}
    for t in bench:
        out.setdefault(kinds[t], []).append(t)
    return out


def _with_bench_tiles(play: Play, by_kind: dict[int, list[str]], kinds: dict[str, int]) -> Play:
    """The same kinds on the same spaces, with tiles the bench holds now (``_by_kind``):
    the first of each kind not yet used, in the bench's order."""
    used: dict[int, int] = {}
    out = []
    for t, sp in play:
        k = kinds[t]
        n = used.get(k, 0)
        used[k] = n + 1
        out.append((by_kind[k][n], sp))
    return tuple(out)


class GladeStrategy:
    def evaluate(self, rules: Any, s: GladeState, seat: int) -> float:
        values = standing(s)
        others = [v for i, v in enumerate(values) if i != seat]
        return values[seat] - (max(others) if others else 0.0)

    def margins(self, rules: Any, s: GladeState, seats: Iterable[int]) -> dict[int, float]:
        """``evaluate`` of each seat, the standing worked out once."""
        return one_scoring(standing(s), seats)

    def moves(self, rules: Any, s: GladeState, full: bool) -> list[Move] | None:
        if s.phase not in (PLAY, EXTRA):
            return None
        most = _numbers()[2]
        return [m for _v, m in ranked(s, full)[:most]] or None

    def policy(self, rules: Any, s: GladeState, rng: random.Random) -> Sequence[Action] | None:
        seat = s.current
        if s.phase in (PLAY, EXTRA):
            explore = _numbers()[3]
            options = ranked(s, full=False)
            if not options:
                return None
            if rng.random() < explore:
                return rng.choice(options[:3])[1]
            return options[0][1]
        if s.phase == AFTER:
            spaces = enclosure_spaces(s, seat) if s.store[seat] else []
            if spaces:
                return (Enclose(s.store[seat][0], spaces[0]),)
            return (EndTurn(),)
        if s.phase == PLACE_CLAIMED and s.claim_spaces:
            return (PlaceClaimed(*rng.choice(s.claim_spaces)),)
        return None


STRATEGY: Strategy[GladeState] = GladeStrategy()  # checked against the search's protocol
