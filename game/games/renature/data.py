"""Renature's components and boards, read from assets/renature and assets/maps.

Cells are numbered ``row * 15 + col``. The boards are Tiled maps; a board's geometry
(domino spaces, start spaces, regions, clouds, stumps) is precomputed once here so the
rules can enumerate placements quickly.
"""

from __future__ import annotations

import dataclasses
import json
from functools import lru_cache
from typing import Any, NamedTuple

from game.core.errors import DataError
from game.core.paths import asset
from game.core.tiled import layer_objects, load_map, object_kind

SIZE = 15
CELLS = SIZE * SIZE
NEUTRAL = "n"  # the colour key of neutral plants
BOARDS = ("base", "valley", "valley_variant")


@lru_cache(maxsize=1)
def components() -> dict[str, Any]:
    with open(asset("renature", "components.json"), encoding="utf-8") as fh:
        data: dict[str, Any] = json.load(fh)
    return data


# the plant kinds, cheapest first, as the components name them
KINDS: tuple[str, ...] = tuple(components()["plants"]["values"])


def cell(row: int, col: int) -> int:
    return row * SIZE + col


def row_col(c: int) -> tuple[int, int]:
    return divmod(c, SIZE)


def coord(c: int) -> str:
    """A board coordinate as players read it: column letter and row number (A1 top left)."""
    r, col = divmod(c, SIZE)
    return f"{'ABCDEFGHIJKLMNO'[col]}{r + 1}"


def _neighbours(c: int) -> tuple[int, ...]:
    r, col = divmod(c, SIZE)
    out = []
    if r > 0:
        out.append(c - SIZE)
    if r < SIZE - 1:
        out.append(c + SIZE)
    if col > 0:
        out.append(c - 1)
    if col < SIZE - 1:
        out.append(c + 1)
    return tuple(out)


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(c) for c in range(CELLS))


# --- components --------------------------------------------------------------------------
def animals() -> tuple[str, ...]:
    return tuple(components()["animals"]["order"])


def colour_names() -> tuple[str, ...]:
    return tuple(components()["colours"]["order"])


@lru_cache(maxsize=1024)
def plant_value(kind: str) -> int:
    return int(components()["plants"]["values"][kind])


@lru_cache(maxsize=1)
def dominoes() -> dict[str, tuple[str, str]]:
    """The 55 dominoes: id -> (first animal, second animal)."""
    names = animals()
    out: dict[str, tuple[str, str]] = {}
    n = 0
    for i, a in enumerate(names):
        for b in names[i:]:
            out[f"D{n:02d}"] = (a, b)
            n += 1
    return out


@dataclasses.dataclass(frozen=True)
class RegionTile:
    id: str
    main: int
    secondary: int
    back: int


@lru_cache(maxsize=1)
def region_tiles() -> dict[str, RegionTile]:
    out: dict[str, RegionTile] = {}
    n = 0
    for group in components()["region_tiles"]["tiles"]:
        for back in group["backs"]:
            n += 1
            tid = f"RT{n:02d}"
            out[tid] = RegionTile(tid, int(group["main"]), int(group["secondary"]), int(back))
    return out


def plant_id(colour: str, kind: str, n: int) -> str:
    """Plant ids: ``P-<colour key>-<kind>-<n>``; the colour key is a digit or ``n``."""
    return f"P-{colour}-{kind}-{n}"


@lru_cache(maxsize=1024)
def plant_colour(pid: str) -> str:
    return pid.split("-")[1]


@lru_cache(maxsize=1024)
def plant_kind(pid: str) -> str:
    return pid.split("-")[2]


@lru_cache(maxsize=1)
def all_plants() -> tuple[str, ...]:
    """The 74 plants: the player colours' and the neutral ones."""
    plants = components()["plants"]
    out = []
    for colour in range(len(colour_names())):
        for kind in KINDS:
            for i in range(plants["own_per_board"].get(kind, 0)):
                out.append(plant_id(str(colour), kind, i + 1))
    counters = dict.fromkeys(KINDS, 0)
    for board in plants["neutral_per_board"]:
        for kind in KINDS:
            for _ in range(board.get(kind, 0)):
                counters[kind] += 1
                out.append(plant_id(NEUTRAL, kind, counters[kind]))
    return tuple(out)


class PlantFacts(NamedTuple):
    """What the rules read of a plant id, worked out once per plant."""

    colour: str  # the colour key: a digit or NEUTRAL
    kind: str
    value: int
    slot: str  # its place on a plant board, "colour:kind"


def _plant_facts(pid: str) -> PlantFacts:
    colour, kind = plant_colour(pid), plant_kind(pid)
    return PlantFacts(colour, kind, plant_value(kind), f"{colour}:{kind}")


@lru_cache(maxsize=1)
def plant_table() -> dict[str, PlantFacts]:
    """Every plant's facts by id: a search scores regions and lists the plants a seat
    may take back in every position, and a lookup is quicker than splitting the id."""
    return {pid: _plant_facts(pid) for pid in all_plants()}


@lru_cache(maxsize=1)
def slot_values() -> dict[str, int]:
    """The value of the plants of each plant-board slot ("colour:kind")."""
    return {f.slot: f.value for f in plant_table().values()}


def plant_facts(pid: str) -> PlantFacts:
    found = plant_table().get(pid)
    return found if found is not None else _plant_facts(pid)


# --- boards ------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Board:
    """A board's fixed geometry, as read from its Tiled map."""

    name: str
    domino_spaces: frozenset[int]
    starts: frozenset[int]
    region_of: dict[int, str]  # region space -> region letter
    regions: dict[str, tuple[int, ...]]  # letter -> its spaces in reading order
    sizes: dict[str, int]  # letter -> size printed on the board
    tile_cells: dict[str, int]  # letter -> where its region tile starts
    clouds: dict[int, int]  # cell -> cloud tokens there at the start
    stumps: frozenset[int]
    pairs: tuple[tuple[int, int], ...]  # neighbouring domino spaces (each once)
    adjacent_spaces: dict[str, tuple[int, ...]]  # letter -> domino spaces beside it

    @property
    def valley(self) -> bool:
        return self.name != "base"


def _kind(obj: Any) -> str:
    # pytmx keeps Tiled 1.9's ``class=`` under the attribute "class", which
    # game.core.tiled.object_kind does not look at; read it here too.
    return object_kind(obj) or str(vars(obj).get("class") or "")


def _cells_of(tmx: Any, layer: str, kind: str) -> list[tuple[int, Any]]:
    tw, th = tmx.tilewidth, tmx.tileheight
    out = []
    for obj in layer_objects(tmx, layer):
        if _kind(obj) != kind:
            raise DataError(f"{layer}: object {obj.id} is a {_kind(obj)!r}, not a {kind!r}")
        row, col = int(obj.y // th), int(obj.x // tw)
        if not (0 <= row < SIZE and 0 <= col < SIZE):
            raise DataError(f"{layer}: object {obj.id} lies off the 15 x 15 grid")
        out.append((cell(row, col), obj))
    return out


@lru_cache(maxsize=4)
def board(name: str) -> Board:
    """The board ``name`` (base, valley, valley_variant) read from its map."""
    path = components()["boards"][name]
    tmx = load_map(asset(*path.split("/")))
    domino = frozenset(c for c, _ in _cells_of(tmx, "domino_spaces", "domino_space"))
    starts = frozenset(c for c, _ in _cells_of(tmx, "start_spaces", "start_space"))
    region_of = {
        c: str(o.properties["region"]) for c, o in _cells_of(tmx, "region_spaces", "region_space")
    }
    sizes, tile_cells = {}, {}
    for c, o in _cells_of(tmx, "regions", "region"):
        sizes[str(o.name)] = int(o.properties["size"])
        tile_cells[str(o.name)] = c
    regions: dict[str, list[int]] = {}
    for c in sorted(region_of):
        regions.setdefault(region_of[c], []).append(c)
    clouds = {c: int(o.properties.get("count", 1)) for c, o in _cells_of(tmx, "clouds", "cloud")}
    stumps = frozenset(c for c, _ in _cells_of(tmx, "stumps", "stump"))
    pairs = tuple((c, n) for c in sorted(domino) for n in NEIGHBOURS[c] if n > c and n in domino)
    adjacent = {
        letter: tuple(sorted({n for c in cells for n in NEIGHBOURS[c] if n in domino}))
        for letter, cells in regions.items()
    }
    b = Board(
        name,
        domino,
        starts,
        region_of,
        {k: tuple(v) for k, v in regions.items()},
        sizes,
        tile_cells,
        clouds,
        stumps,
        pairs,
        adjacent,
    )
    problems = board_problems(b)
    if problems:
        raise DataError(f"The board {name} is inconsistent: {problems[0]}")
    return b


def board_problems(b: Board) -> list[str]:
    """Structural checks of a board: what the maps must satisfy."""
    out = []
    if b.domino_spaces & set(b.region_of):
        out.append("a space is both a domino space and a region space")
    if not b.starts <= b.domino_spaces:
        out.append("a start space is not a domino space")
    if not b.stumps <= b.domino_spaces:
        out.append("a stump is not on a domino space")
    for letter, cells in b.regions.items():
        if b.sizes.get(letter) != len(cells):
            out.append(f"region {letter} has {len(cells)} spaces but says {b.sizes.get(letter)}")
        if b.tile_cells.get(letter) not in cells:
            out.append(f"region {letter}'s tile does not lie in it")
    for c in b.clouds:
        on_region = c in b.region_of
        if b.name == "valley" and on_region:
            out.append("Valley's clouds lie on meadows")
        if b.name != "valley" and not on_region:
            out.append("this board's clouds lie on region spaces")
    return out
