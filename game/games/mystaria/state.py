"""Mystaria's game state: the shared forest, the hands, the pile and the buildings."""

from __future__ import annotations

import dataclasses

from game.core import BaseState
from game.games.mystaria.board import Pos
from game.games.mystaria.data import COMPONENTS, footprint
from game.games.mystaria.placement import Forest

TILE, BUILD, OVER = "tile", "build", "over"  # the phases of a turn, then the end


@dataclasses.dataclass
class MystariaState(BaseState):
    names: list[str] = dataclasses.field(default_factory=list)
    easy: bool = False
    pile: list[str] = dataclasses.field(default_factory=list)
    box: list[str] = dataclasses.field(default_factory=list)  # removed unseen at setup
    hands: list[list[str]] = dataclasses.field(default_factory=list)
    placed: list[tuple[str, int, int, int]] = dataclasses.field(default_factory=list)
    set_aside: list[str] = dataclasses.field(default_factory=list)
    cells: dict[Pos, str] = dataclasses.field(default_factory=dict)
    cell_tile: dict[Pos, str] = dataclasses.field(default_factory=dict)
    buildings: dict[Pos, tuple[int, str]] = dataclasses.field(default_factory=dict)
    bridges: dict[Pos, str] = dataclasses.field(default_factory=dict)
    hq: list[list[str]] = dataclasses.field(default_factory=list)  # kinds still at home
    current: int = 0
    phase: str = TILE
    last_tile: str = ""
    ending: bool = False

    @property
    def players(self) -> int:
        return len(self.names)

    def kinds(self) -> tuple[str, ...]:
        return COMPONENTS.easy_buildings if self.easy else COMPONENTS.buildings

    def forest(self) -> Forest:
        return Forest(self.cells, self.cell_tile, self.buildings, self.bridges)

    def placed_kinds(self, seat: int) -> set[str]:
        return {k for s, k in self.buildings.values() if s == seat}


def lay(state: MystariaState, tile: str, x: int, y: int, rot: int) -> None:
    """Put a tile's fields into the forest (no checks: the caller checked)."""
    for dx, dy, land in footprint(tile, rot):
        state.cells[(x + dx, y + dy)] = land
        state.cell_tile[(x + dx, y + dy)] = tile
    state.placed.append((tile, x, y, rot))
