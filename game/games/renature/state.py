"""Renature's game state: the board, the hands and reserves, the plant boards, the clouds
and the region tiles. Plain data; copied by the generic clone (game/core/clone.py)."""

from __future__ import annotations

import dataclasses

from game.core import BaseState

DOMINO, MUSHROOM, PLANT, END, OVER = "domino", "mushroom", "plant", "end", "over"  # phases


@dataclasses.dataclass
class RenatureState(BaseState):
    board: str = "base"
    names: list[str] = dataclasses.field(default_factory=list)  # seat names, for the log
    colours: list[list[int]] = dataclasses.field(default_factory=list)  # seat -> colour indices
    boards: list[list[int]] = dataclasses.field(default_factory=list)  # seat -> plant boards
    current: int = 0
    phase: str = "domino"  # domino, mushroom, plant, end, over
    animals: list[str | None] = dataclasses.field(default_factory=list)  # per cell
    domino_at: dict[int, str] = dataclasses.field(default_factory=dict)
    placed: list[tuple[str, int, int]] = dataclasses.field(default_factory=list)
    plants: dict[int, str] = dataclasses.field(default_factory=dict)  # cell -> plant id
    region_of: dict[int, str] = dataclasses.field(default_factory=dict)  # region space -> name
    regions: dict[str, list[int]] = dataclasses.field(default_factory=dict)
    mushrooms: dict[int, str] = dataclasses.field(default_factory=dict)
    mushroom_supply: list[str] = dataclasses.field(default_factory=list)
    pending_mushrooms: int = 0
    last: tuple[int, ...] = ()  # the cells of the domino laid this turn
    supply: list[dict[str, list[str]]] = dataclasses.field(default_factory=list)  # per board
    capacity: list[dict[str, int]] = dataclasses.field(default_factory=list)
    box_plants: list[str] = dataclasses.field(default_factory=list)
    hands: list[list[str]] = dataclasses.field(default_factory=list)
    reserves: list[list[str]] = dataclasses.field(default_factory=list)
    undealt: list[str] = dataclasses.field(default_factory=list)
    discarded: list[str] = dataclasses.field(default_factory=list)
    joker: str = ""
    clouds: list[int] = dataclasses.field(default_factory=list)  # per seat
    board_clouds: dict[int, int] = dataclasses.field(default_factory=dict)
    box_clouds: int = 0
    cloud_total: int = 0
    tiles: dict[str, str] = dataclasses.field(default_factory=dict)  # region -> tile id
    tile_cell: dict[str, int | None] = dataclasses.field(default_factory=dict)
    owned_tiles: list[list[str]] = dataclasses.field(default_factory=list)
    box_tiles: list[str] = dataclasses.field(default_factory=list)
    closed: dict[str, int] = dataclasses.field(default_factory=dict)  # region -> closer
    score_start: list[int] = dataclasses.field(default_factory=list)
    score_plants: list[int] = dataclasses.field(default_factory=list)
    score_regions: list[int] = dataclasses.field(default_factory=list)
    # every region scored in play: (region, points per seat), for the recount
    region_ledger: list[tuple[str, tuple[int, ...]]] = dataclasses.field(default_factory=list)

    @property
    def seats(self) -> int:
        return len(self.colours)
