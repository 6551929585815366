"""What a play sets in motion: toadstools to the glade and to stores, match counters,
the compensation flips. Works on a GladeState in place; no pygame."""

from __future__ import annotations

from collections.abc import Sequence

from game.core import LogEntry
from game.games.glade.data import ANIMALS, FRUITS, LEAVES, MAX_SET, features, kind_name, load
from game.games.glade.forest import fits, is_tile, missing_fourth, neighbours, run, shared, tile_at
from game.games.glade.state import RIVAL, GladeState, owner


def log(
    state: GladeState, text: str, seat: int | None = None, where: tuple[object, ...] = (), **params: object
) -> None:
    if seat is not None and seat >= 0:
        params.setdefault("name", state.names[seat])
    state.log.append(LogEntry(text, seat, params, where))


def take_leftmost(state: GladeState, seat: int) -> str | None:
    """The leftmost toadstool of ``seat``'s side of the glade, or None if none is left."""
    if not state.edge[seat]:
        return None
    marker = state.edge[seat].pop(0)
    if not state.edge[seat]:
        state.end_triggered = True
        log(state, "{name} has no toadstools left beside the glade: the end is near.", seat)
    return marker


def compensate(state: GladeState, seat: int, flips: int) -> None:
    """No toadstool left to take: turn ``flips`` of your 1-side markers to the 2 side."""
    ones = sorted(m for m, side in state.side.items() if side == 1 and owner(m) == seat)
    for marker in ones[:flips]:
        state.side[marker] = 2
        state.events.append(("flip", marker))
    log(
        state,
        "{name} has no toadstool left to take and turns {n} to the 2 side instead.",
        seat,
        n=min(flips, len(ones)),
    )


def give_back(state: GladeState, marker: str) -> None:
    """A marker pushed off a glade field: to its owner's store, unchanged (solo: the
    rival's go back to the box)."""
    who = owner(marker)
    if who == RIVAL:
        state.box.append(marker)
        state.events.append(("boxed", marker))
        log(state, "The rival toadstool goes back to the box.")
    else:
        state.store[who].append(marker)
        state.events.append(("to_store", marker, who))
        log(state, "{name} gets a toadstool back into their store.", who)


def set_of_three(state: GladeState, seat: int, kinds: Sequence[int], where: tuple[object, ...] = ()) -> None:
    """A set of 3 formed on ``seat``'s board: their leftmost toadstool goes to the field
    of the missing fourth tile, 1 or 2 side up by the shared features."""
    missing = missing_fourth(kinds)
    side = shared(kinds)
    state.events.append(("missing", missing, seat, side))
    marker = take_leftmost(state, seat)
    if marker is None:
        compensate(state, seat, side)
        return
    log(
        state,
        "{name} formed a set of 3; the missing tile is the {tile}: a toadstool goes "
        "there, {side} side up.",
        seat,
        where + (("field", missing),),
        tile=kind_name(missing),
        side=side,
    )
    old = state.glade.pop(missing, None)
    if old is not None:
        give_back(state, old)
    state.side[marker] = side
    state.glade[missing] = marker
    state.events.append(("to_glade", marker, missing))


def set_of_four(
    state: GladeState, seat: int, kinds: Sequence[int], added: Sequence[int], where: tuple[object, ...] = ()
) -> None:
    """A set of 4 completed by ``added`` (the kinds of the new tiles in it)."""
    if len(added) == 1:
        field = added[0]
        marker = state.glade.pop(field, None)
        if marker is not None:
            state.store[seat].append(marker)
            state.events.append(("to_store", marker, seat))
            log(
                state,
                "{name} completed a set of 4 and takes the toadstool on the {tile}.",
                seat,
                where + (("field", field),),
                tile=kind_name(field),
            )
            return
        side = 1
    else:
        side = shared(kinds)
    marker = take_leftmost(state, seat)
    if marker is None:
        compensate(state, seat, side)
        return
    state.side[marker] = side
    state.store[seat].append(marker)
    state.events.append(("to_store", marker, seat))
    log(
        state,
        "{name} completed a set of 4: a toadstool goes to their store, {side} side up.",
        seat,
        where,
        side=side,
    )


def counter_for(state: GladeState, board: int, space: int, kind: int) -> str | None:
    """The match counter a tile of ``kind`` earns on ``board``'s ``space``, if any."""
    if not state.matching:
        return None
    data = load()
    sp = data.matching[state.forests[board] - 1].spaces[space]
    if not sp.symbol_kind:
        return None
    animal, fruit, leaf = features(kind)
    if sp.symbol_kind == "leaf":
        if LEAVES[leaf] != sp.symbol:
            return None
        for value in data.design.leaf_values:  # the highest still there
            cid = f"C-{sp.symbol}-{value}"
            if cid in state.supply:
                return cid
        return None
    shown = ANIMALS[animal] if sp.symbol_kind == "animal" else FRUITS[fruit]
    if shown != sp.symbol or (data.design.match_needs_colour and LEAVES[leaf] != sp.colour):
        return None
    cid = f"C-{sp.symbol}-{sp.colour}"
    return cid if cid in state.supply else None


def take_counter(state: GladeState, taker: int, board: int, space: int, kind: int) -> None:
    cid = counter_for(state, board, space, kind)
    if cid is None:
        return
    state.supply.remove(cid)
    state.store[taker].append(cid)
    state.events.append(("counter", cid, taker, board, space))
    log(
        state,
        "{name} matches a symbol and takes a match counter.",
        taker,
        (("space", board, space),),
    )


def formed_runs(cells: Sequence[str | None], spaces: Sequence[int]) -> list[list[int]]:
    """The distinct runs of 2+ tiles through the given (occupied) spaces."""
    seen = set()
    out = []
    for sp in spaces:
        for horizontal in (True, False):
            line = run(cells, sp, horizontal)
            key = tuple(line)
            if len(line) > 1 and key not in seen:
                seen.add(key)
                out.append(line)
    return out


def resolve_play(state: GladeState, seat: int, spaces: Sequence[int]) -> None:
    """Score the sets a play of tiles on ``spaces`` (already on the board) formed."""
    data = load()
    cells = state.cells[seat]
    for sp in spaces:
        take_counter(state, seat, seat, sp, data.kind[tile_at(cells, sp)])
    runs = formed_runs(cells, spaces)
    new = set(spaces)
    # sets of 4 first: a set of 4 must not take a marker this very play put down
    for line in runs:
        if len(line) == MAX_SET:
            kinds = [data.kind[tile_at(cells, i)] for i in line]
            added = [data.kind[tile_at(cells, i)] for i in line if i in new]
            set_of_four(state, seat, kinds, added, tuple(("space", seat, i) for i in line))
    for line in runs:
        if len(line) == MAX_SET - 1:
            kinds = [data.kind[tile_at(cells, i)] for i in line]
            set_of_three(state, seat, kinds, tuple(("space", seat, i) for i in line))


def resolve_claimed(state: GladeState, taker: int, board: int, space: int) -> None:
    """The claimed tile lies on ``board``: a counter goes to the taker; a new set of 3
    sends the board owner's toadstool to the glade; sets of 4 are not scored again."""
    data = load()
    cells = state.cells[board]
    take_counter(state, taker, board, space, data.kind[tile_at(cells, space)])
    for line in formed_runs(cells, [space]):
        if len(line) == MAX_SET - 1:
            kinds = [data.kind[tile_at(cells, i)] for i in line]
            set_of_three(state, board, kinds, tuple(("space", board, i) for i in line))


def completing_spaces(cells: Sequence[str | None], kind: int, kind_of: dict[str, int]) -> list[int]:
    """Empty spaces where a tile of ``kind`` legally forms a run of 4."""
    out = []
    for i, c in enumerate(cells):
        if c is not None or not any(is_tile(cells[n]) for n in neighbours(i)):
            continue
        if not fits(cells, i, kind, kind_of):
            continue
        if MAX_SET in (len(run(cells, i, True)), len(run(cells, i, False))):
            out.append(i)
    return out
