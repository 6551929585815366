"""What one seat of Mystaria sees: the observation (a frozen dataclass), what is hidden
from it, and ``Seen``, the forest rebuilt from an observation with what the view asks of
it (regions, points, lines of sight). No pygame here."""

from __future__ import annotations

import dataclasses
import functools
import random

from game.core.hidden import redeal, unseen
from game.games.mystaria import board
from game.games.mystaria.board import DIAGONALS, SIDES, Pos
from game.games.mystaria.data import CASTLE, MOUNTAIN, PORTAL, TOWER, footprint
from game.games.mystaria.placement import Forest
from game.games.mystaria.scoring import building_points
from game.games.mystaria.state import MystariaState

# a building as seen: x, y, owner, kind, the bridge's axis ("" for other buildings)
SeenBuilding = tuple[int, int, int, str, str]


@dataclasses.dataclass(frozen=True)
class MystariaObservation:
    names: tuple[str, ...]
    easy: bool
    placed: tuple[tuple[str, int, int, int], ...]  # tile, x, y, quarter turns
    buildings: tuple[SeenBuilding, ...]
    hq: tuple[tuple[str, ...], ...]  # each seat's buildings still at home
    hand: tuple[str, ...]  # the viewer's own tile (none for a spectator)
    hand_sizes: tuple[int, ...]
    pile: int
    set_aside: tuple[str, ...]
    current: int
    phase: str
    last_tile: str
    ending: bool


def observe(s: MystariaState, seat: int | None) -> MystariaObservation:
    return MystariaObservation(
        names=tuple(s.names),
        easy=s.easy,
        placed=tuple(s.placed),
        buildings=tuple((x, y, owner, kind, s.bridges.get((x, y), ""))
                        for (x, y), (owner, kind) in sorted(s.buildings.items())),
        hq=tuple(tuple(h) for h in s.hq),
        hand=tuple(s.hands[seat]) if seat is not None else (),
        hand_sizes=tuple(len(h) for h in s.hands),
        pile=len(s.pile),
        set_aside=tuple(s.set_aside),
        current=s.current,
        phase=s.phase,
        last_tile=s.last_tile,
        ending=s.ending,
    )


def hidden_from(s: MystariaState, seat: int | None) -> set[str]:
    """Other players' tiles in hand, the pile and the tiles boxed unseen."""
    return unseen(seat, s.hands, [s.pile, s.box])


def redeal_hidden(s: MystariaState, seat: int, rng: random.Random) -> MystariaState:
    """``s`` (a copy) with everything hidden from ``seat`` dealt again."""
    s.hands, (s.pile, s.box) = redeal(rng, seat, s.hands, [s.pile, s.box])
    return s


class Seen:
    """The forest as one seat sees it, rebuilt from its observation."""

    def __init__(self, obs: MystariaObservation) -> None:
        self.obs = obs
        self.cells: dict[Pos, str] = {}
        self.cell_tile: dict[Pos, str] = {}
        self.tile_at: dict[str, tuple[int, int, int]] = {}
        for tile, x, y, rot in obs.placed:
            self.tile_at[tile] = (x, y, rot)
            for dx, dy, land in footprint(tile, rot):
                self.cells[(x + dx, y + dy)] = land
                self.cell_tile[(x + dx, y + dy)] = tile
        self.buildings: dict[Pos, tuple[int, str]] = {}
        self.bridges: dict[Pos, str] = {}
        for x, y, owner, kind, axis in obs.buildings:
            self.buildings[(x, y)] = (owner, kind)
            if axis:
                self.bridges[(x, y)] = axis

    # Regions and points are worked out when first asked (hover, dragging): drawing the
    # forest after a move needs neither.
    @functools.cached_property
    def forest(self) -> Forest:
        return Forest(self.cells, self.cell_tile, self.buildings, self.bridges)

    @functools.cached_property
    def points(self) -> dict[Pos, int]:
        return building_points(self.cells, self.cell_tile, self.buildings, self.bridges)

    def region(self, pos: Pos) -> list[Pos]:
        label = self.forest.labels.get(pos)
        return [p for p, r in self.forest.labels.items() if r == label]

    def rays(self, pos: Pos) -> list[list[Pos]]:
        """The lines of sight a tower or portal on ``pos`` looks along, nearest first."""
        kind = self.buildings.get(pos, (0, ""))[1]
        steps = SIDES + DIAGONALS if kind == PORTAL else SIDES
        box = board.bounds(self.cells)
        return [board.sight(self.cells, pos, step, box) for step in steps]

    def scored_fields(self, pos: Pos) -> list[Pos]:
        """The fields or buildings that earn the building on ``pos`` its points."""
        owner_kind = self.buildings.get(pos)
        if owner_kind is None:
            return []
        kind = owner_kind[1]
        if kind == TOWER:
            land = self.cells[pos]
            return [p for ray in self.rays(pos) for p in ray if self.cells[p] == land]
        if kind == PORTAL:
            return [p for ray in self.rays(pos) for p in ray if p in self.buildings]
        if kind == CASTLE:
            own = self.cell_tile[pos]
            near = board.tiles_touching(self.cell_tile, own) | {own}
            return [p for p, t in self.cell_tile.items() if t in near and self.cells[p] == MOUNTAIN]
        if kind == "bridge":
            return []
        return self.region(pos)

    def edges(self) -> list[tuple[Pos, Pos]]:
        """Field-corner segments where two tiles meet or the forest ends."""
        return self._edges

    @functools.cached_property
    def _edges(self) -> list[tuple[Pos, Pos]]:
        out = []
        for (x, y), t in self.cell_tile.items():
            if self.cell_tile.get((x + 1, y)) != t:
                out.append(((x + 1, y), (x + 1, y + 1)))
            if self.cell_tile.get((x - 1, y)) != t and (x - 1, y) not in self.cell_tile:
                out.append(((x, y), (x, y + 1)))
            if self.cell_tile.get((x, y + 1)) != t:
                out.append(((x, y + 1), (x + 1, y + 1)))
            if self.cell_tile.get((x, y - 1)) != t and (x, y - 1) not in self.cell_tile:
                out.append(((x, y), (x + 1, y)))
        return out
