"""What one seat sees of a Renature game (a frozen dataclass the view reads by
attribute): everything but the hands of others, the reserves and the backs of region
tiles it does not own. Also what is hidden from a seat, and the re-deal of it for
computer players."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any

from game.core.chance import shuffle
from game.core.clone import clone
from game.games.renature import scoring
from game.games.renature.data import dominoes, region_tiles
from game.games.renature.state import OVER, RenatureState


@dataclasses.dataclass(frozen=True)
class SeenRegion:
    cells: tuple[int, ...]
    tile: tuple[int, int] | None  # the front of its region tile (main, secondary) if any
    tile_cell: int | None  # where that tile lies
    closed_by: int | None  # the seat that closed (and scored) it


# a region tile taken: main, secondary and its back (None while the viewer may not see it)
SeenTile = tuple[int, int, int | None]


@dataclasses.dataclass(frozen=True)
class RenatureObservation:
    board: str
    names: tuple[str, ...]
    colours: tuple[tuple[int, ...], ...]  # seat -> colour indices
    boards: tuple[tuple[int, ...], ...]  # seat -> plant boards
    current: int | None  # None once the game is over
    phase: str
    turn: int
    joker: str
    animals: Mapping[int, str]  # cell -> animal
    placed: tuple[tuple[str, int, int], ...]  # domino, first cell, second cell
    plants: Mapping[int, str]  # cell -> plant id
    regions: Mapping[str, SeenRegion]
    mushrooms: Mapping[int, str]
    mushrooms_left: int
    pending_mushrooms: int
    last: tuple[int, ...]  # the cells of the domino laid this turn
    board_clouds: Mapping[int, int]
    clouds: tuple[int, ...]  # per seat
    supply: tuple[Mapping[str, int], ...]  # per plant board: "colour:kind" -> plants left
    capacity: tuple[Mapping[str, int], ...]
    hand: tuple[tuple[str, str, str], ...]  # the viewer's dominoes: id, first, second
    hand_sizes: tuple[int, ...]
    reserve_sizes: tuple[int, ...]
    discarded: tuple[str, ...]
    owned_tiles: tuple[tuple[SeenTile, ...], ...]
    scores: tuple[int, ...]


def observe(s: RenatureState, seat: int | None) -> RenatureObservation:
    tiles = region_tiles()
    over = s.phase == OVER
    regions = {}
    for name, cells in s.regions.items():
        tid = s.tiles.get(name)
        regions[name] = SeenRegion(
            cells=tuple(cells),
            tile=(tiles[tid].main, tiles[tid].secondary) if tid else None,
            tile_cell=s.tile_cell.get(name),
            closed_by=s.closed.get(name),
        )
    owned = tuple(
        tuple((tiles[t].main, tiles[t].secondary, tiles[t].back if over or i == seat else None)
              for t in s.owned_tiles[i])
        for i in range(s.seats)
    )
    hand = tuple((d, *dominoes()[d]) for d in s.hands[seat]) if seat is not None else ()
    return RenatureObservation(
        board=s.board,
        names=tuple(s.names),
        colours=tuple(tuple(c) for c in s.colours),
        boards=tuple(tuple(b) for b in s.boards),
        current=s.current if not over else None,
        phase=s.phase,
        turn=s.turn,
        joker=s.joker,
        animals={c: a for c, a in enumerate(s.animals) if a is not None},
        placed=tuple(s.placed),
        plants=dict(s.plants),
        regions=regions,
        mushrooms=dict(s.mushrooms),
        mushrooms_left=len(s.mushroom_supply),
        pending_mushrooms=s.pending_mushrooms,
        last=tuple(s.last),
        board_clouds=dict(s.board_clouds),
        clouds=tuple(s.clouds),
        supply=tuple({k: len(v) for k, v in slots.items()} for slots in s.supply),
        capacity=tuple(dict(c) for c in s.capacity),
        hand=hand,
        hand_sizes=tuple(len(h) for h in s.hands),
        reserve_sizes=tuple(len(r) for r in s.reserves),
        discarded=tuple(s.discarded),
        owned_tiles=owned,
        scores=tuple(scoring.live_scores(s)),
    )


def hidden_from(s: RenatureState, seat: int | None) -> set[str]:
    """Dominoes in reserves, other hands and the box; region tiles whose backs the
    seat has not seen (until the final scoring turns them over)."""
    hidden = set(s.undealt)
    for i in range(s.seats):
        hidden.update(s.reserves[i])
        if i != seat:
            hidden.update(s.hands[i])
    if s.phase != OVER:
        hidden.update(s.tiles.values())
        hidden.update(s.box_tiles)
        for i in range(s.seats):
            if i != seat:
                hidden.update(s.owned_tiles[i])
    return hidden


def redeal(s: RenatureState, seat: int, rng: random.Random) -> RenatureState:
    """A copy with everything hidden from ``seat`` dealt again at random."""
    c = clone(s)
    pool = list(c.undealt)
    for i in range(c.seats):
        pool.extend(c.reserves[i])
        if i != seat:
            pool.extend(c.hands[i])
    pool.sort()  # the true order must not shine through: only the shuffle decides
    shuffle(rng, pool)
    c.undealt = [pool.pop() for _ in c.undealt]
    for i in range(c.seats):
        c.reserves[i] = [pool.pop() for _ in c.reserves[i]]
        if i != seat:
            c.hands[i] = [pool.pop() for _ in c.hands[i]]
    if c.phase != OVER:
        _redeal_tiles(c, seat, rng)
    return c


# A place of a region tile: a board region (the tiles by region and its name), the box
# or another player's pile (the list and an index). Read and written the same way.
Place = tuple[dict[str, str] | list[str], Any]


def _redeal_tiles(c: RenatureState, seat: int, rng: random.Random) -> None:
    """Swap region tiles of the same front among the places whose backs ``seat``
    cannot know (the board, the box, the other players' piles)."""
    tiles = region_tiles()
    places: list[Place] = [(c.tiles, r) for r in sorted(c.tiles)]
    places += [(c.box_tiles, i) for i in range(len(c.box_tiles))]
    for p in range(c.seats):
        if p != seat:
            owned = c.owned_tiles[p]
            places += [(owned, i) for i in range(len(owned))]
    groups: dict[tuple[int, int], list[Place]] = {}
    for where, key in places:
        t = tiles[where[key]]
        groups.setdefault((t.main, t.secondary), []).append((where, key))
    for group in groups.values():
        ids = sorted(where[key] for where, key in group)
        shuffle(rng, ids)
        for (where, key), tid in zip(group, ids):
            where[key] = tid
