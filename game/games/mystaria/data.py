"""Mystaria's components, read from assets/mystaria/components.json.

A tile is 2 rows of 3 fields. Turned by ``rot`` quarter turns clockwise it covers the
cells listed by ``footprint``; each cell is ``(dx, dy, landscape)`` counted from the
top-left corner of the turned tile.
"""

from __future__ import annotations

import dataclasses
import json
from functools import lru_cache

from game.core.errors import DataError
from game.core.paths import asset
from game.i18n import N_, _

MOUNTAIN = "G"
VILLAGE = "V"
HUT = "hut-"  # prefix of the four huts' kinds: "hut-V", "hut-L" ...
TREE, TOWER, BRIDGE, PORTAL, CASTLE = "tree", "tower", "bridge", "portal", "castle"

Cell = tuple[int, int, str]


@dataclasses.dataclass(frozen=True)
class Landscape:
    letter: str
    name: str
    icon: str
    hut: bool
    field_points: int


@dataclasses.dataclass(frozen=True)
class Components:
    landscapes: dict[str, Landscape]
    tiles: dict[str, tuple[str, str]]  # tile id -> (top row, bottom row)
    removed: dict[int, int]  # player count -> tiles put back in the box unseen
    buildings: tuple[str, ...]
    easy_buildings: tuple[str, ...]
    tree_points: int
    building_icons: dict[str, str]  # for drawing: "hut", "tree" ... -> icon name
    colours: dict[str, tuple[int, int, int]]  # for drawing: landscape -> RGB


def _load() -> Components:
    path = asset("mystaria", "components.json")
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        lands = {
            k: Landscape(k, v["name"], v["icon"], bool(v["hut"]), int(v["field_points"]))
            for k, v in raw["landscapes"].items()
        }
        tiles = {t["id"]: (t["rows"][0], t["rows"][1]) for t in raw["tiles"]}
        comp = Components(
            lands,
            tiles,
            {int(k): int(v) for k, v in raw["removed_by_players"].items()},
            tuple(raw["buildings"]),
            tuple(raw["easy_buildings"]),
            int(raw["tree_points_per_field"]),
            dict(raw["building_icons"]),
            {k: (int(v[0]), int(v[1]), int(v[2])) for k, v in raw["landscape_colours"].items()},
        )
    except (OSError, ValueError, KeyError, TypeError, IndexError) as exc:
        raise DataError(f"{path}: {exc}") from None
    for tid, rows in comp.tiles.items():
        if any(len(r) != 3 or any(c not in lands for c in r) for r in rows):
            raise DataError(f"{path}: tile {tid} must be two rows of three landscapes")
    return comp


COMPONENTS = _load()
TILE_IDS: tuple[str, ...] = tuple(COMPONENTS.tiles)


@lru_cache(maxsize=64)  # the few building kinds; the search asks this very often
def hut_landscape(kind: str) -> str | None:
    return kind[len(HUT) :] if kind.startswith(HUT) else None


@lru_cache(maxsize=1024)  # tiles x turns
def footprint(tile: str, rot: int) -> tuple[Cell, ...]:
    """The tile's cells turned ``rot`` quarter turns clockwise, top-left at (0, 0)."""
    top, bottom = COMPONENTS.tiles[tile]
    cells = [(x, y, rows[x]) for y, rows in enumerate((top, bottom)) for x in range(3)]
    for _turn in range(rot % 4):
        # a clockwise quarter turn of a grid that is ``h`` rows high: (x, y) -> (h-1-y, x)
        h = 1 + max(y for _x, y, _land in cells)
        cells = [(h - 1 - y, x, land) for x, y, land in cells]
    return tuple(sorted(cells, key=lambda c: (c[1], c[0])))


def tile_lands(tile: str) -> str:
    """A tile named by its landscapes, the most fields first ("meadow / lake / village"):
    English message ids joined by " / ", which the log translates name by name."""
    top, bottom = COMPONENTS.tiles[tile]
    fields = top + bottom
    order = sorted(dict.fromkeys(fields), key=lambda land: -fields.count(land))
    return " / ".join(COMPONENTS.landscapes[land].name for land in order)


def tile_size(rot: int) -> tuple[int, int]:
    """Width and height, in fields, of a tile turned ``rot`` quarter turns."""
    return (3, 2) if rot % 2 == 0 else (2, 3)


@lru_cache(maxsize=1024)  # tiles x turns
def groups(tile: str, rot: int) -> tuple[tuple[int, ...], ...]:
    """Indexes into ``footprint`` of each group of same-landscape fields that touch
    inside the tile (a tile's own fields already form regions among themselves)."""
    cells = footprint(tile, rot)
    where = {(x, y): i for i, (x, y, _) in enumerate(cells)}
    seen: set[int] = set()
    found = []
    for start in range(len(cells)):
        if start in seen:
            continue
        seen.add(start)
        todo, group = [start], []
        while todo:
            i = todo.pop()
            group.append(i)
            x, y, land = cells[i]
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                j = where.get((nx, ny))
                if j is not None and j not in seen and cells[j][2] == land:
                    seen.add(j)
                    todo.append(j)
        found.append(tuple(sorted(group)))
    return tuple(found)


BUILDING_NAMES = {  # message ids, as the log and the hints name the buildings
    "hut-V": N_("village hut"),
    "hut-L": N_("lake hut"),
    "hut-F": N_("forest hut"),
    "hut-M": N_("meadow hut"),
    TREE: N_("tree"),
    TOWER: N_("tower"),
    BRIDGE: N_("bridge"),
    PORTAL: N_("magic portal"),
    CASTLE: N_("castle"),
}


def building_name(kind: str) -> str:
    return _(BUILDING_NAMES.get(kind, kind))
