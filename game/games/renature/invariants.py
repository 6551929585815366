"""Structural checks of a Renature state: every component accounted for once, the
board consistent with the dominoes on it, the scores consistent with a recount."""

from __future__ import annotations

from game.games.renature import placement
from game.games.renature.clouds import per_board
from game.games.renature.data import (
    NEIGHBOURS,
    all_plants,
    board,
    components,
    dominoes,
    plant_colour,
    plant_kind,
    region_tiles,
)
from game.games.renature.state import RenatureState


def state_problems(s: RenatureState) -> list[str]:
    out: list[str] = []
    b = board(s.board)
    # dominoes: 55, each exactly once
    places = list(s.undealt) + list(s.discarded) + [d for d, _f, _s in s.placed]
    for i in range(s.seats):
        places += s.hands[i] + s.reserves[i]
    if sorted(places) != sorted(dominoes()):
        out.append("dominoes lost or duplicated")
    hand = int(components()["dominoes"]["hand"])
    if any(len(h) > hand for h in s.hands):
        out.append(f"a hand holds more than {hand} dominoes")
    # the animals on the board are exactly the dominoes laid
    seen: dict[int, str] = {}
    for d, first, second in s.placed:
        a1, a2 = dominoes()[d]
        if second not in NEIGHBOURS[first]:
            out.append(f"domino {d} is split")
        if first not in b.domino_spaces or second not in b.domino_spaces:
            out.append(f"domino {d} lies off the domino spaces")
        seen[first], seen[second] = a1, a2
    animals = {c: a for c, a in enumerate(s.animals) if a is not None}
    if animals != seen or len(seen) != 2 * len(s.placed):
        out.append("the animals on the board differ from the dominoes laid")
    # plants: 74, each exactly once, on region spaces or in their own slot
    plants = list(s.box_plants) + list(s.plants.values())
    for bi, slots in enumerate(s.supply):
        for key, ids in slots.items():
            plants += ids
            if len(ids) > s.capacity[bi].get(key, 0):
                out.append(f"plant board {bi} holds too many {key}")
            for pid in ids:
                if f"{plant_colour(pid)}:{plant_kind(pid)}" != key:
                    out.append(f"{pid} sits in the wrong slot")
    if sorted(plants) != sorted(all_plants()):
        out.append("plants lost or duplicated")
    if any(c not in s.region_of for c in s.plants):
        out.append("a plant stands outside the regions")
    # clouds
    per = per_board()
    if s.box_clouds < 0 or s.clouds and min(s.clouds) < 0:
        out.append("a negative number of clouds")
    if sum(s.clouds) + sum(s.board_clouds.values()) + s.box_clouds != s.cloud_total:
        out.append("clouds lost or created")
    for i in range(s.seats):
        if s.clouds[i] > per * len(s.boards[i]):
            out.append(f"seat {i} holds more clouds than its board has room for")
    # regions: a partition of the region spaces into connected groups
    covered = sorted(c for cells in s.regions.values() for c in cells)
    if covered != sorted(s.region_of) or sorted(set(b.region_of) | set(s.mushrooms)) != covered:
        out.append("the regions do not cover the region spaces exactly")
    for name, cells in s.regions.items():
        if any(s.region_of[c] != name for c in cells):
            out.append(f"region {name} is mislabelled")
        if not _connected(set(cells)):
            out.append(f"region {name} is not connected")
    mushrooms = int(components()["mushrooms"]["count"]) if b.valley else 0
    if len(s.mushrooms) + len(s.mushroom_supply) != mushrooms:
        out.append("mushrooms lost or created")
    if not b.valley:
        out += _tile_problems(s)
    if s.phase != "over" and s.phase not in ("domino", "mushroom", "plant", "end"):
        out.append(f"unknown phase {s.phase}")
    return out


def _connected(cells: set[int]) -> bool:
    if not cells:
        return True
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        c = todo.pop()
        for n in NEIGHBOURS[c]:
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == cells


def _tile_problems(s: RenatureState) -> list[str]:
    out = []
    b = board(s.board)
    tiles = list(s.tiles.values()) + list(s.box_tiles) + [t for o in s.owned_tiles for t in o]
    if sorted(tiles) != sorted(region_tiles()):
        out.append("region tiles lost or duplicated")
    for region, tid in s.tiles.items():
        if region_tiles()[tid].main != b.sizes[region]:
            out.append(f"region {region} holds a tile of the wrong size")
    if set(s.tiles) | set(s.closed) != set(b.regions) or set(s.tiles) & set(s.closed):
        out.append("a region has both or neither of a tile and a closer")
    owned = sorted(region_tiles()[t].main for o in s.owned_tiles for t in o)
    if owned != sorted(b.sizes[r] for r in s.closed):
        out.append("the tiles taken do not match the regions closed")
    # every region that is closed on the board was scored: closure is checked each turn
    if s.phase in ("domino", "end", "over"):
        for region in b.regions:
            if region not in s.closed and placement.is_closed(s, b, region):
                out.append(f"region {region} is closed but was never scored")
    ledger = [0] * s.seats
    for _region, pts in s.region_ledger:
        for i, p in enumerate(pts):
            ledger[i] += p
    if ledger != s.score_regions or len(s.region_ledger) != len(s.closed):
        out.append("the region scores differ from a recount of the regions closed")
    for region, cell in s.tile_cell.items():
        if cell is not None and (cell in s.plants or s.region_of.get(cell) != region):
            out.append(f"region {region}'s tile lies on a taken or foreign space")
    return out
