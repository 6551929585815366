"""Look-ahead for the computer players: the value of the best whole play a staged
beginning can grow into.

The generic greedy player judges one step at a time, and a play of tiles is several
steps. So the value of a position with tiles staged is the best value among the full
plays (from ``moves.all_plays``) that contain the staged tiles; the list of plays and
their values is worked out once per position and cached.
"""

from __future__ import annotations

import copy
import dataclasses
from collections import OrderedDict
from collections.abc import Callable

from game.games.glade.data import load
from game.games.glade.moves import all_plays
from game.games.glade.resolve import resolve_play
from game.games.glade.state import GladeState

Valuer = Callable[[GladeState, int], float]
Placed = frozenset[tuple[int, int]]  # a play's (kind, space) pairs
Key = tuple[tuple[str, str], ...]  # a position: (field name, repr of its value) pairs
_CACHE: OrderedDict[Key, list[tuple[Placed, float]]] = OrderedDict()
_CACHE_SIZE = 16


def _base(state: GladeState, clone: Callable[[GladeState], GladeState]) -> GladeState:
    """The position before anything was staged."""
    base = clone(state)
    seat = base.current
    cells = base.cells[seat]
    for tile in base.staged:
        cells[cells.index(tile)] = None
        base.bench[seat].append(tile)
    base.staged = []
    return base


# fields a play's value cannot depend on (history, and what is face down or re-dealt
# in a computer player's sample); every other field is part of the key
_NOT_IN_KEY = frozenset({"rng", "log", "events", "turn", "bag", "turn_tiles"})


def _key(base: GladeState) -> Key:
    """The whole position (but its history): a key of only some fields let one game's
    cached values leak into another game, or another position, played later."""
    return tuple(
        (f.name, repr(sorted(base.bench[base.current]) if f.name == "bench"
                      else getattr(base, f.name)))
        for f in dataclasses.fields(base)
        if f.name not in _NOT_IN_KEY
    )


def _trial(base: GladeState) -> GladeState:
    """A copy good for resolving one play on: what a play changes is copied (lists and
    dicts of strings, one level deep), the rest shared (the generator: resolving a play
    draws nothing; the bag); the log and events fresh (a play's value does not read
    them). Several times quicker than a full clone, which copies the generator."""
    trial = copy.copy(base)
    for name in _NESTED:
        setattr(trial, name, [list(v) for v in getattr(base, name)])
    for name in _FLAT:
        setattr(trial, name, list(getattr(base, name)))
    trial.glade = dict(base.glade)
    trial.side = dict(base.side)
    trial.log = []
    trial.events = []
    return trial


_NESTED = ("cells", "bench", "edge", "store")
_FLAT = ("box", "supply", "staged", "claim_spaces", "turns_done")


def play_values(
    base: GladeState, clone: Callable[[GladeState], GladeState], value: Valuer
) -> list[tuple[Placed, float]]:
    """Every full play from ``base`` as ((kind, space) set, value after it)."""
    key = _key(base)
    if key in _CACHE:
        _CACHE.move_to_end(key)
        return _CACHE[key]
    seat = base.current
    kinds = load().kind
    out: list[tuple[Placed, float]] = []
    for play in all_plays(base.cells[seat], base.bench[seat]):
        trial = _trial(base)
        for tile, space in play:
            trial.bench[seat].remove(tile)
            trial.cells[seat][space] = tile
        resolve_play(trial, seat, [space for _tile, space in play])
        out.append((frozenset((kinds[t], sp) for t, sp in play), value(trial, seat)))
    _CACHE[key] = out
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return out


def best_completion(
    state: GladeState, clone: Callable[[GladeState], GladeState], value: Valuer
) -> float | None:
    """The best value a full play containing the staged tiles reaches, or None."""
    seat = state.current
    kinds = load().kind
    cells = state.cells[seat]
    staged = {(kinds[t], cells.index(t)) for t in state.staged}
    values = [v for placed, v in play_values(_base(state, clone), clone, value) if staged <= placed]
    return max(values) if values else None
