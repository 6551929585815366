"""Building Mystaria positions directly: a forest drawn as rows of landscape letters."""

from __future__ import annotations

import random

from game.games.mystaria import RULES
from game.games.mystaria.placement import Forest
from game.games.mystaria.state import BUILD, MystariaState, lay

Pos = tuple[int, int]


def grid(rows: list[str], tiles: list[str] | None = None):
    """Fields from ``rows`` ('.' is a gap); ``tiles`` names each field's tile by a
    letter in the same shape (default: one tile "T" + row letter per field)."""
    cells: dict[Pos, str] = {}
    cell_tile: dict[Pos, str] = {}
    for y, row in enumerate(rows):
        for x, land in enumerate(row):
            if land == ".":
                continue
            cells[(x, y)] = land
            cell_tile[(x, y)] = f"T-{tiles[y][x]}" if tiles else f"T-{x}-{y}"
    return cells, cell_tile


def position(
    rows: list[str],
    buildings: dict[Pos, tuple[int, str]] | None = None,
    bridges: dict[Pos, str] | None = None,
    tiles: list[str] | None = None,
    players: int = 2,
    easy: bool = False,
) -> MystariaState:
    """A state holding just this forest and these buildings (headquarters hold the rest)."""
    cells, cell_tile = grid(rows, tiles)
    s = MystariaState(rng=random.Random(1), names=[f"P{i + 1}" for i in range(players)])
    s.easy = easy
    s.cells, s.cell_tile = cells, cell_tile
    s.buildings = dict(buildings or {})
    s.bridges = dict(bridges or {})
    s.hands = [[] for _ in range(players)]
    s.hq = []
    for seat in range(players):
        home = list(s.kinds())
        for owner, kind in s.buildings.values():
            if owner == seat:
                home.remove(kind)
        s.hq.append(home)
    return s


def building_turn(s: MystariaState, last_tile: str, seat: int = 0) -> MystariaState:
    """Make it ``seat``'s building step right after laying ``last_tile``."""
    s.phase, s.last_tile, s.current = BUILD, last_tile, seat
    return s


def forest_of(s: MystariaState) -> Forest:
    return s.forest()


def points(s: MystariaState) -> dict[Pos, int]:
    return RULES.points(s)


def swap_in(s, tile: str, where: str, index: int = 0) -> None:
    """Move ``tile`` to hand ``index`` (where="hand") or the start (where="start"),
    trading places with what was there, so every tile stays accounted for."""
    lists = [s.pile, s.box, *s.hands]
    if where == "start":
        old, x, y, rot = s.placed[0]
        holder = next(lst for lst in lists if tile in lst)
        holder[holder.index(tile)] = old
        s.placed, s.cells, s.cell_tile = [], {}, {}
        lay(s, tile, x, y, rot)
        return
    old = s.hands[index][0]
    holder = next(lst for lst in lists if tile in lst)
    holder[holder.index(tile)] = old
    s.hands[index][0] = tile
