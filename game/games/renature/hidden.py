"""Hidden information in Renature and re-dealing it for computer players."""

from __future__ import annotations

import random
from typing import Any

from game.games.renature.data import region_tiles
from game.games.renature.state import RenatureState


def hidden_ids(s: RenatureState, seat: int | None) -> set[str]:
    """Dominoes in reserves, other hands and the box; region tiles whose backs the
    seat has not seen (until the final scoring turns them over)."""
    hidden = set(s.undealt)
    for i in range(s.seats):
        hidden.update(s.reserves[i])
        if i != seat:
            hidden.update(s.hands[i])
    if s.phase != "over":
        hidden.update(s.tiles.values())
        hidden.update(s.box_tiles)
        for i in range(s.seats):
            if i != seat:
                hidden.update(s.owned_tiles[i])
    return hidden


def redeal(s: RenatureState, seat: int, rng: random.Random) -> RenatureState:
    """A copy with everything hidden from ``seat`` dealt again at random."""
    c = s.copy()
    pool = list(c.undealt)
    for i in range(c.seats):
        pool.extend(c.reserves[i])
        if i != seat:
            pool.extend(c.hands[i])
    pool.sort()  # the true order must not shine through: only the shuffle decides
    rng.shuffle(pool)
    c.undealt = [pool.pop() for _ in c.undealt]
    for i in range(c.seats):
        c.reserves[i] = [pool.pop() for _ in c.reserves[i]]
        if i != seat:
            c.hands[i] = [pool.pop() for _ in c.hands[i]]
    if c.phase != "over":
        _redeal_tiles(c, seat, rng)
    return c


def _redeal_tiles(c: RenatureState, seat: int, rng: random.Random) -> None:
    """Swap region tiles of the same front among the places whose backs ``seat``
    cannot know (the board, the box, the other players' piles)."""
    tiles = region_tiles()
    slots: list[tuple[str, Any]] = [("board", r) for r in sorted(c.tiles)]
    slots += [("box", i) for i in range(len(c.box_tiles))]
    for p in range(c.seats):
        if p != seat:
            slots += [("owned", (p, i)) for i in range(len(c.owned_tiles[p]))]

    def get(slot: tuple[str, Any]) -> str:
        kind, k = slot
        if kind == "board":
            return c.tiles[k]
        if kind == "box":
            return c.box_tiles[k]
        return c.owned_tiles[k[0]][k[1]]

    def put(slot: tuple[str, Any], tid: str) -> None:
        kind, k = slot
        if kind == "board":
            c.tiles[k] = tid
        elif kind == "box":
            c.box_tiles[k] = tid
        else:
            c.owned_tiles[k[0]][k[1]] = tid

    groups: dict[tuple[int, int], list[tuple[str, Any]]] = {}
    for slot in slots:
        t = tiles[get(slot)]
        groups.setdefault((t.main, t.secondary), []).append(slot)
    for group in groups.values():
        ids = sorted(get(slot) for slot in group)
        rng.shuffle(ids)
        for slot, tid in zip(group, ids):
            put(slot, tid)
