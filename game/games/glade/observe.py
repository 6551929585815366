"""What one seat of The Glade sees: the observation (a frozen dataclass the view reads
by attribute), what is hidden from it (other benches, the bag, the solo turn tiles)
and the re-deal of the hidden tiles for a computer player's sample. No pygame here."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping

from game.core.hidden import redeal, unseen
from game.games.glade.state import Event, GladeState


@dataclasses.dataclass(frozen=True)
class GladeObservation:
    players: int
    names: tuple[str, ...]
    matching: bool
    solo: bool
    forests: tuple[int, ...]  # board number per seat
    current: int
    start: int
    phase: str
    cells: tuple[tuple[str | None, ...], ...]  # per seat, SIZE * SIZE spaces
    bench: tuple[str, ...]  # the viewer's own bench (none for a spectator)
    bench_sizes: tuple[int, ...]
    bag: int
    turn_tiles: int  # the solo game's face-down turn tiles
    edge: tuple[tuple[str, ...], ...]  # each seat's toadstools beside the glade
    glade: Mapping[int, str]  # field kind -> the toadstool on it
    side: Mapping[str, int]  # toadstool -> the side up (1 or 2)
    store: tuple[tuple[str, ...], ...]
    box: tuple[str, ...]
    supply: tuple[str, ...]  # match counters left
    staged: tuple[str, ...]
    claimed: str | None
    claim_spaces: tuple[tuple[int, int], ...]  # (board, space) choices
    end_triggered: bool
    turns_done: tuple[int, ...]
    events: tuple[Event, ...]  # this round's, for the view (see state.Event)


def observe(s: GladeState, seat: int | None) -> GladeObservation:
    return GladeObservation(
        players=s.players,
        names=tuple(s.names),
        matching=s.matching,
        solo=s.solo,
        forests=tuple(s.forests),
        current=s.current,
        start=s.start,
        phase=s.phase,
        cells=tuple(tuple(c) for c in s.cells),
        bench=tuple(s.bench[seat]) if seat is not None else (),
        bench_sizes=tuple(len(b) for b in s.bench),
        bag=len(s.bag),
        turn_tiles=len(s.turn_tiles),
        edge=tuple(tuple(e) for e in s.edge),
        glade=dict(s.glade),
        side=dict(s.side),
        store=tuple(tuple(st) for st in s.store),
        box=tuple(s.box),
        supply=tuple(s.supply),
        staged=tuple(s.staged),
        claimed=s.claimed,
        claim_spaces=tuple(s.claim_spaces),
        end_triggered=s.end_triggered,
        turns_done=tuple(s.turns_done),
        events=tuple(s.events),
    )


def hidden_from(s: GladeState, seat: int | None) -> set[str]:
    """Other players' benches, the bag and the solo game's face-down turn tiles."""
    return unseen(seat, s.bench, [s.bag, s.turn_tiles])


def redeal_hidden(s: GladeState, seat: int, rng: random.Random) -> GladeState:
    """``s`` (a copy) with everything hidden from ``seat`` dealt again."""
    s.bench, (s.bag, s.turn_tiles) = redeal(rng, seat, s.bench, [s.bag, s.turn_tiles])
    return s
