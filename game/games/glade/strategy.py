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

import dataclasses
import random
import zlib
from collections.abc import Iterable, Sequence
from functools import lru_cache
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
from game.games.glade.forest import KINDS, fitting_kinds, is_tile, missing_fourth, shared
from game.games.glade.moves import KindPlay, Play, kind_plays
from game.games.glade.placement import claim_spaces, enclosure_spaces, staged_spaces
from game.games.glade.state import AFTER, EXTRA, PLACE_CLAIMED, PLAY, GladeState, owner


@dataclasses.dataclass(frozen=True, slots=True)
class Weights:
    """The numbers of a judgement (assets/ai.json, "glade"; a judgement a level searches
    with, ``judges``, changes some of them in its own section)."""

    tile: float
    planted: float
    moves: int
    explore: float
    quick_bench: int
    room: float
    open_two: float
    open_three: float


JUDGES_KEPT = 8  # the shipped judgement and the few others a level may name


@lru_cache(maxsize=JUDGES_KEPT)
def weights(judge: str = "") -> Weights:
    """The shipped judgement's numbers, or those of ``judge`` (its section changes them)."""
    data = settings("glade")
    own = data.get(judge) if judge else None
    if isinstance(own, dict):
        data.update(own)
    return Weights(float(data.get("tile", 0.25)), float(data.get("planted", 0.5)),
                   int(data.get("moves", 40)), float(data.get("explore", 0.15)),
                   int(data.get("quick_bench", 5)), float(data.get("room", 0.5)),
                   float(data.get("open_two", 0.3)), float(data.get("open_three", 1.0)))


def standing(s: GladeState, w: Weights | None = None) -> list[float]:
    """Each seat's points now, plus a little per tile laid and toadstool sent off, and
    for the runs of 2 and 3 tiles that can still grow into sets of 3 and 4 (by the
    numbers ``w``, the shipped ones if None)."""
    w = w or weights()
    totals = scoring.score_sheet(s).totals
    full = load().design.toadstools
    return [totals[i] + w.tile * sum(1 for c in s.cells[i] if is_tile(c))
            + w.planted * (full - len(s.edge[i])) + promise(s.cells[i], w)
            + w.room * room_left(s.cells[i])
            for i in range(s.players)]


def room_left(cells: Sequence[str | None]) -> float:
    """How much of the board can still take tiles: every empty space counts by the
    square root of the share of the 64 tile kinds that would fit there now."""
    return sum(room_by_space(cells))


Lines = tuple[list[tuple[int, ...]], list[tuple[int, ...]]]  # rows and columns of kinds


class Board:
    """A board before a play: its rows and columns of kinds (``_line_keys``), and what
    each play on it does there once worked out (``Effect``), by the play's (kind, space)
    pairs in order: a search meets the same play on the same board again and again."""

    __slots__ = ("lines", "near", "known", "w")

    def __init__(self, cells: Sequence[str | None], w: Weights | None = None) -> None:
        self.lines = _line_keys(cells)
        self.near = _near(self.lines)
        self.w = w or weights()
        # the rows hold the whole board; the weights of a tile, a toadstool sent off and
        # the room are part of every effect (another judgement, or a trial of other
        # numbers, must not read effects worked out with the shipped ones)
        key = (self.w.tile, self.w.planted, self.w.room, tuple(self.lines[0]))
        known = _KNOWN.get(key)
        if known is None:  # bounded memory
            if len(_KNOWN) > 1000 or sum(len(k) for k in _KNOWN.values()) > PLAYS_KEPT:
                _KNOWN.clear()
            known = _KNOWN[key] = {}
        self.known: dict[KindPlay, Effect] = known

    def effect(self, play: KindPlay, room: Sequence[float] | None) -> Effect:
        """What ``play`` does on this board (``room``: the board's ``room_by_space``, or
        None when the room counts for nothing)."""
        found = self.known.get(play)
        if found is None:
            found = self.known[play] = _effect(self.lines, self.near, play, room, self.w)
        return found


_KNOWN: dict[tuple[float, float, float, tuple[tuple[int, ...], ...]],
             dict[KindPlay, Effect]] = {}
# Plays remembered over all boards: about 360 bytes each with their keys, so at most
# about as much memory (~23 MB) as when only the room of 100,000 plays was remembered.
PLAYS_KEPT = 64_000


def room_by_space(cells: Sequence[str | None], lines: Lines | None = None,
                  near: Near | None = None) -> list[float]:
    """Each space's room (``room_left``), given the board's lines (and their ``_near``)
    if known."""
    near_rows, near_columns = near or _near(lines or _line_keys(cells))
    return [0.0 if cells[i] is not None else _openness(near_rows[i // SIZE][i % SIZE],
                                                        near_columns[i % SIZE][i // SIZE])
            for i in range(len(cells))]


def room_change(before: Sequence[float], cells: Sequence[str | None],
                changed: Sequence[int], lines: Lines | None = None) -> float:
    """room_left(cells) - sum(before), counted only where it can differ: a space's room
    depends on its own row and column alone, so only those through a changed space.
    Given the lines of the board before (``_line_keys``; ``cells`` differs from it only
    on ``changed``), only the lines through a changed space are read again."""
    if not changed:
        return 0.0
    after = _line_keys(cells) if lines is None else _lines_after(lines, cells, changed)
    return _room_difference(before, after, changed)


def _room_difference(before: Sequence[float], after: Lines, changed: Sequence[int],
                     near: Near | None = None) -> float:
    """``room_change`` from the lines of the board after the change (and their
    ``_near``, if known)."""
    rows, columns = after
    near_rows, near_columns = near or _near(after)
    total = 0.0
    for i in _crossed(tuple(changed)):
        r, c = divmod(i, SIZE)
        now = 0.0 if rows[r][c] != -1 else _openness(near_rows[r][c], near_columns[c][r])
        total += now - before[i]
    return total


# per row and per column, for each of its spaces the kinds of the tiles touching it there
Near = tuple[list[tuple[tuple[int, ...], ...]], list[tuple[tuple[int, ...], ...]]]


def _near(lines: Lines) -> Near:
    """``_besides`` of every row and every column (a space's room reads its row's and
    its column's: asked once per line, not twice per space)."""
    return [_besides(row) for row in lines[0]], [_besides(column) for column in lines[1]]


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


def _lines_after(lines: Lines, cells: Sequence[str | None], changed: Sequence[int]) -> Lines:
    """``_line_keys(cells)`` from the lines before a change on the ``changed`` spaces (a
    play of up to four tiles touches one row and a few columns, or the other way round:
    the other lines are as they were)."""
    kinds = load().kind
    return _lines_placed(lines, [(-1 if cell is None else kinds[cell] if is_tile(cell) else -2,
                                  sp) for sp, cell in ((sp, cells[sp]) for sp in changed)])


def _near_placed(near: Near, after: Lines, play: KindPlay) -> Near:
    """``_near(after)`` from the ``near`` of the board before the play: only the rows
    and columns through its spaces changed."""
    rows, columns = list(near[0]), list(near[1])
    for _k, sp in play:
        r, c = divmod(sp, SIZE)
        rows[r] = _besides(after[0][r])
        columns[c] = _besides(after[1][c])
    return rows, columns


def _lines_placed(lines: Lines, placed: Sequence[tuple[int, int]]) -> Lines:
    """The lines with each (key, space) of ``placed`` set (a kind, or -1 / -2)."""
    rows, columns = list(lines[0]), list(lines[1])
    for k, sp in placed:
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
    fit = (fitting_kinds(row) & fitting_kinds(column)).bit_count()
    root: float = (fit / KINDS) ** 0.5  # a share is never negative: the root is real
    return root


def promise(cells: Sequence[str | None], w: Weights | None = None) -> float:
    """Runs of 2 and 3 tiles with an empty space at one end at least (they may grow)."""
    w = w or weights()
    values = {2: w.open_two, 3: w.open_three}
    total = 0.0
    if not any(values.values()):  # runs count for nothing (the answer is 0.0 all the same)
        return total
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


# every space's row and column (the spaces whose room a tile laid there can change)
_CROSS = tuple(frozenset(range(sp - sp % SIZE, sp - sp % SIZE + SIZE))
               | frozenset(range(sp % SIZE, SIZE * SIZE, SIZE)) for sp in range(SIZE * SIZE))

CROSSED_KEPT = 4096  # the spaces of plays: a few thousand kinds of play at most


@lru_cache(maxsize=CROSSED_KEPT)
def _crossed(changed: tuple[int, ...]) -> tuple[int, ...]:
    """The spaces on the rows and columns through ``changed``, in the order their set
    gives them (the room's sum adds them in this order)."""
    return tuple(set().union(*(_CROSS[sp] for sp in changed)))


LINES = tuple(tuple(r * SIZE + c for c in range(SIZE)) for r in range(SIZE)) + tuple(
    tuple(r * SIZE + c for r in range(SIZE)) for c in range(SIZE))


SetFormed = tuple[bool, int | None, float]  # a set of 4?, its glade field, its points


@dataclasses.dataclass(frozen=True, slots=True)
class Effect:
    """What a play does on its board, whoever plays it and whatever the glade holds:
    the points per tile laid and for the room it takes, the sets of 3 and 4 it forms
    (``_sets_formed``) and the end of its tie-break text (``_mix``)."""

    base: float
    sets: tuple[SetFormed, ...]
    tail: bytes


def _effect(lines: Lines, near_before: Near, play: KindPlay,
            room: Sequence[float] | None, w: Weights) -> Effect:
    """A play's ``Effect`` on the board of ``lines`` (and their ``_near``; given the
    board's room by space, the room the play takes counts too), by the numbers ``w``."""
    base = w.tile * len(play)
    after = _lines_placed(lines, play)
    near = _near_placed(near_before, after, play)
    if room is not None:
        base += w.room * _room_difference(room, after, [sp for _k, sp in play], near)
    return Effect(base, _sets_formed(after, near, play, w.planted), _mix_tail(play))


def _sets_formed(after: Lines, near: Near, play: KindPlay,
                 planted: float) -> tuple[SetFormed, ...]:
    """The runs of 3 and 4 tiles through the play's spaces on the board after it (its
    lines and their ``_near``), in the order the rules find them
    (``resolve.formed_runs``), each with the glade field it concerns (the field a set
    of 4 completed by one tile empties, the missing fourth of a set of 3) and the points
    it brings while its player still has toadstools beside the glade."""
    new = {sp for _k, sp in play}
    through: list[tuple[int, bool]] = []  # (space, horizontal?) of each run of 3 or 4
    for sp in list(new):
        r, c = divmod(sp, SIZE)
        if len(near[0][r][c]) >= 2:
            through.append((sp, True))
        if len(near[1][c][r]) >= 2:
            through.append((sp, False))
    if not through:  # most plays: no set, so no need to find the runs
        return ()
    pts = load().design.points
    flat = [k for row in after[0] for k in row]
    seen: set[tuple[int, ...]] = set()
    out: list[SetFormed] = []
    for sp, horizontal in through:
        line = _run_through(flat, sp, horizontal)
        if line in seen:
            continue
        seen.add(line)
        kinds = [flat[i] for i in line]
        double = pts["double_side"] if shared(kinds) >= 2 else 0
        if len(line) == MAX_SET:
            added = [flat[i] for i in line if i in new]
            out.append((True, added[0] if len(added) == 1 else None,
                        pts["in_store"] + planted + (double if len(added) > 1 else 0)))
        else:
            out.append((False, missing_fourth(kinds), pts["own_in_glade"] + planted + double))
    return tuple(out)


def _run_through(flat: list[int], index: int, horizontal: bool) -> tuple[int, ...]:
    """``forest.run`` on a board of kinds: the spaces of the run through ``index``."""
    r, c = divmod(index, SIZE)
    line, at = (LINES[r], c) if horizontal else (LINES[SIZE + c], r)
    lo = hi = at
    while lo > 0 and flat[line[lo - 1]] >= 0:
        lo -= 1
    while hi < SIZE - 1 and flat[line[hi + 1]] >= 0:
        hi += 1
    return line[lo:hi + 1]


def _worth(effect: Effect, s: GladeState, seat: int) -> float:
    """What a play does at once for ``seat``, counted cheaply (no copy of the state):
    points of the toadstools its sets move, and the standing's small extras (``Effect``);
    a set's toadstool depends on the glade now, and whether the seat has any left."""
    value = effect.base
    if not effect.sets:
        return value
    pts = load().design.points
    left = bool(s.edge[seat])
    for four, field, points in effect.sets:
        marker = s.glade.get(field) if field is not None else None
        if four:
            if marker is not None:
                value += pts["in_store"] - (pts["own_in_glade"] if owner(marker) == seat else 0)
            elif left:
                value += points
        elif left:
            value += points
            if marker is not None and owner(marker) == seat:
                value += pts["in_store"] - pts["own_in_glade"]
            elif marker is not None:
                value -= pts["in_store"] - pts["own_in_glade"]
    return value


def claim_gain(s: GladeState, seat: int, tile: str) -> float:
    marker = s.glade[load().kind[tile]]
    pts = load().design.points
    return pts["in_store"] - (pts["own_in_glade"] if owner(marker) == seat else 0)


# A ranked play or claim: (minus its worth, its tie-break, its place in the list, the
# play by kinds and spaces or the claimed tile)
Candidate = tuple[float, int, int, KindPlay | str]


def ranked(s: GladeState, full: bool = True, most: int | None = None,
           w: Weights | None = None) -> list[tuple[float, Move]]:
    """The plays (and claims) of the seat to move, best first by what each does at once
    (``_worth``): whole plays from the start of a turn, or the rest of a staged play.
    Not ``full``: only plays of the first few bench tiles (a whole bench lists up to a
    thousand plays). ``most``: only the best so many (the others are only counted).
    ``w``: the judgement's numbers (the shipped ones if None)."""
    w = w or weights()
    seat = s.current
    kinds = load().kind
    cells, bench = list(s.cells[seat]), list(s.bench[seat])
    if not full and not s.staged:
        bench = bench[: w.quick_bench]
    staged = sorted((kinds[t], sp) for t, sp in zip(s.staged, staged_spaces(s)))
    for t in s.staged:
        cells[cells.index(t)] = None
        bench.append(t)
    board = Board(cells, w)
    room = room_by_space(cells, board.lines, board.near) if w.room else None
    head = _mix_head(s.turn)
    found: list[Candidate] = []
    for play in kind_plays(cells, _counts(bench, kinds)):
        if staged and sorted(play[: len(staged)]) != staged:
            continue
        effect = board.effect(play, room)
        found.append((-_worth(effect, s, seat), zlib.crc32(effect.tail, head), len(found), play))
    if s.phase == PLAY and not s.staged:
        found += _claims(s, seat, bench, head, len(found))
    found.sort()  # by worth, then tie-break, then the order listed: a stable sort's order
    by_kind = _by_kind(s.bench[seat], kinds)
    return [(-v, _move(what, len(staged), by_kind)) for v, _m, _i, what in found[:most]]


def _claims(s: GladeState, seat: int, bench: list[str], head: int, at: int) -> list[Candidate]:
    """The claims of the seat to move: one per kind of its bench a toadstool lies on."""
    kinds = load().kind
    out: list[Candidate] = []
    seen = set()
    for t in bench:
        if kinds[t] in s.glade and kinds[t] not in seen and claim_spaces(s, seat, t):
            seen.add(kinds[t])
            tail = _mix_tail(((kinds[t], -1),))
            out.append((-claim_gain(s, seat, t), zlib.crc32(tail, head), at + len(out), t))
    return out


def _move(what: KindPlay | str, staged: int, by_kind: dict[int, list[str]]) -> Move:
    """The actions of a ranked play (the rest after ``staged`` tiles, with the bench's
    tiles) or claim."""
    if isinstance(what, str):
        return (Claim(what),)
    return tuple(Place(t, sp) for t, sp in _with_bench_tiles(what[staged:], by_kind)) + (
        Confirm(),)


def _mix_head(turn: int) -> int:
    """The tie-break's checksum of its text up to the play (``_mix_tail``)."""
    return zlib.crc32(f"({turn!r}, ".encode())


def _mix_tail(play: KindPlay) -> bytes:
    """The rest of the tie-break's text. The tie-break looks random but is the same for
    the same play in the same turn (a fixed order, such as the board's first rows first,
    plays badly: it crowds one corner of the forest): the CRC-32 of the text of (turn,
    the play's sorted (kind, space) pairs), worked out from its two parts."""
    return (repr(sorted(play)) + ")").encode()


def _counts(bench: list[str], kinds: dict[str, int]) -> dict[int, int]:
    """How many tiles of each kind the bench holds, in the order the kinds first appear
    (the plays are listed in that order)."""
    out: dict[int, int] = {}
    for t in bench:
        k = kinds[t]
        out[k] = out.get(k, 0) + 1
    return out


def _by_kind(bench: list[str], kinds: dict[str, int]) -> dict[int, list[str]]:
    """The bench's tiles of each kind, in the bench's order."""
    out: dict[int, list[str]] = {}
    for t in bench:
        out.setdefault(kinds[t], []).append(t)
    return out


def _with_bench_tiles(play: KindPlay, by_kind: dict[int, list[str]]) -> Play:
    """The same kinds on the same spaces, with tiles the bench holds now (``_by_kind``):
    the first of each kind not yet used, in the bench's order."""
    used: dict[int, int] = {}
    out = []
    for k, sp in play:
        n = used.get(k, 0)
        used[k] = n + 1
        out.append((by_kind[k][n], sp))
    return tuple(out)


class GladeStrategy:
    """The judgement the search asks (``judge``: the name of another one's section in
    assets/ai.json, whose numbers change the shipped ones; "": the shipped one)."""

    def __init__(self, judge: str = "") -> None:
        self.judge = judge

    def evaluate(self, rules: Any, s: GladeState, seat: int) -> float:
        return one_scoring(standing(s, weights(self.judge)), (seat,))[seat]

    def margins(self, rules: Any, s: GladeState, seats: Iterable[int]) -> dict[int, float]:
        """``evaluate`` of each seat, the standing worked out once."""
        return one_scoring(standing(s, weights(self.judge)), seats)

    def moves(self, rules: Any, s: GladeState, full: bool) -> list[Move] | None:
        if s.phase not in (PLAY, EXTRA):
            return None
        w = weights(self.judge)
        return [m for _v, m in ranked(s, full, w.moves, w)] or None

    def policy(self, rules: Any, s: GladeState, rng: random.Random) -> Sequence[Action] | None:
        seat = s.current
        if s.phase in (PLAY, EXTRA):
            w = weights(self.judge)
            explore = w.explore
            options = ranked(s, full=False, most=3, w=w)
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
