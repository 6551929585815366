"""What one seat sees of a Renature game: everything but hands, reserves and the backs
of region tiles it does not own."""

from __future__ import annotations

from typing import Any

from game.games.renature import scoring
from game.games.renature.data import dominoes, region_tiles
from game.games.renature.state import RenatureState


def observation(s: RenatureState, seat: int | None) -> dict[str, Any]:
    tiles = region_tiles()
    over = s.phase == "over"
    regions = {}
    for name, cells in s.regions.items():
        tid = s.tiles.get(name)
        front = (tiles[tid].main, tiles[tid].secondary) if tid else None
        regions[name] = {
            "cells": list(cells),
            "tile": front,
            "tile_cell": s.tile_cell.get(name),
            "closed_by": s.closed.get(name),
        }
    owned = []
    for i in range(s.seats):
        mine = over or i == seat
        owned.append(
            [
                (tiles[t].main, tiles[t].secondary, tiles[t].back if mine else None)
                for t in s.owned_tiles[i]
            ]
        )
    hand = []
    if seat is not None:
        hand = [(d, *dominoes()[d]) for d in s.hands[seat]]
    return {
        "board": s.board,
        "names": list(s.names),
        "colours": [list(c) for c in s.colours],
        "boards": [list(b) for b in s.boards],
        "current": s.current if not over else None,
        "phase": s.phase,
        "turn": s.turn,
        "joker": s.joker,
        "animals": {c: a for c, a in enumerate(s.animals) if a is not None},
        "placed": [tuple(p) for p in s.placed],
        "plants": dict(s.plants),
        "regions": regions,
        "mushrooms": dict(s.mushrooms),
        "mushrooms_left": len(s.mushroom_supply),
        "pending_mushrooms": s.pending_mushrooms,
        "last": tuple(s.last),
        "board_clouds": dict(s.board_clouds),
        "clouds": list(s.clouds),
        "supply": [{k: len(v) for k, v in slots.items()} for slots in s.supply],
        "capacity": [dict(c) for c in s.capacity],
        "hand": hand,
        "hand_sizes": [len(h) for h in s.hands],
        "reserve_sizes": [len(r) for r in s.reserves],
        "discarded": list(s.discarded),
        "owned_tiles": owned,
        "scores": scoring.live_scores(s),
    }
