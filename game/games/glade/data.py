"""The Glade's components, read from assets/glade/*.json and the Tiled maps.

A tile's *kind* is a number 0..63 naming its three features; the two seasons give two
tiles of every kind. Glade fields are keyed by kind too: a field shows exactly one
combination of leaf, animal and fruit.
"""

from __future__ import annotations

import dataclasses
import functools
import json
from typing import Any

from game.core.errors import DataError
from game.core.paths import asset
from game.core.tiled import layer_objects, load_map, object_kind

ANIMALS = ("hedgehog", "mouse", "squirrel", "toad")
FRUITS = ("acorn", "blackberry", "hazelnut", "mushroom")
LEAVES = ("beech", "chestnut", "maple", "oak")
SIZE = 5  # a forest board is SIZE x SIZE spaces
CENTRE = (SIZE // 2) * SIZE + SIZE // 2


def kind_of(animal: int, fruit: int, leaf: int) -> int:
    return leaf * 16 + animal * 4 + fruit


def features(kind: int) -> tuple[int, int, int]:
    """(animal, fruit, leaf) of a kind."""
    return (kind >> 2) & 3, kind & 3, kind >> 4


def kind_name(kind: int) -> str:
    a, f, leaf = features(kind)
    return f"{LEAVES[leaf]} {ANIMALS[a]} with {FRUITS[f]}"


@dataclasses.dataclass(frozen=True)
class Tile:
    id: str
    kind: int
    season: str


@dataclasses.dataclass(frozen=True)
class Space:
    index: int
    row: int
    col: int
    centre: bool
    symbol_kind: str  # "", "animal", "fruit" or "leaf"
    symbol: str
    colour: str  # the leaf whose colour the symbol is printed in


@dataclasses.dataclass(frozen=True)
class Forest:
    name: str
    spaces: tuple[Space, ...]


@dataclasses.dataclass(frozen=True)
class GladeBoard:
    # kind -> (row, col) in the 8 x 8 centre; toadstool spaces (side, index) -> rect
    fields: dict[int, tuple[int, int]]
    edge_rects: dict[tuple[int, int], tuple[int, int, int, int]]
    width: int
    height: int
    cell: int


@dataclasses.dataclass(frozen=True)
class Design:
    bench_size: int
    toadstools: int
    max_set: int
    leaf_values: tuple[int, ...]
    rival_markers: int
    points: dict[str, int]
    symbol_value: int
    match_needs_colour: bool
    rival_colour: str


@dataclasses.dataclass(frozen=True)
class GladeData:
    tiles: dict[str, Tile]
    tile_ids: tuple[str, ...]
    kind: dict[str, int]
    plain: Forest
    matching: tuple[Forest, ...]  # boards 1..4
    glade: GladeBoard
    design: Design


def _read_json(name: str) -> Any:
    path = asset("glade", name)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise DataError(f"The Glade data file {name} cannot be read: {exc}") from None


def _forest(filename: str) -> Forest:
    tmx = load_map(asset("maps", filename))
    spaces = []
    for obj in layer_objects(tmx, "spaces"):
        if object_kind(obj) != "space":
            continue
        p = obj.properties
        r, c = int(p["row"]), int(p["col"])
        spaces.append(
            Space(
                r * SIZE + c,
                r,
                c,
                bool(p.get("centre", False)),
                str(p.get("symbol_kind", "")),
                str(p.get("symbol", "")),
                str(p.get("colour", "")),
            )
        )
    spaces.sort(key=lambda s: s.index)
    if [s.index for s in spaces] != list(range(SIZE * SIZE)):
        raise DataError(f"The forest board {filename} must have {SIZE * SIZE} spaces.")
    if [s.index for s in spaces if s.centre] != [CENTRE]:
        raise DataError(f"The forest board {filename} must frame exactly its centre space.")
    return Forest(filename, tuple(spaces))


def _glade(filename: str) -> GladeBoard:
    tmx = load_map(asset("maps", filename))
    fields: dict[int, tuple[int, int]] = {}
    for obj in layer_objects(tmx, "fields"):
        p = obj.properties
        kind = kind_of(
            ANIMALS.index(p["animal"]), FRUITS.index(p["fruit"]), LEAVES.index(p["leaf"])
        )
        fields[kind] = (int(p["row"]), int(p["col"]))
    edges = {}
    for obj in layer_objects(tmx, "toadstools"):
        p = obj.properties
        edges[(int(p["side"]), int(p["index"]))] = (
            int(obj.x),
            int(obj.y),
            int(obj.width),
            int(obj.height),
        )
    if len(fields) != 64 or len(edges) != 48:
        raise DataError(f"The glade {filename} needs 64 fields and 48 toadstool spaces.")
    return GladeBoard(
        fields, edges, tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight, tmx.tilewidth
    )


# the longest set (a rule every check and the move generator use on hot paths)
MAX_SET = int(_read_json("design.json")["rulebook"]["max_set_size"])


@functools.lru_cache(maxsize=1)
def load() -> GladeData:
    raw = _read_json("tiles.json")["tiles"]
    tiles = {}
    for t in raw:
        kind = kind_of(
            ANIMALS.index(t["animal"]), FRUITS.index(t["fruit"]), LEAVES.index(t["leaf"])
        )
        tiles[t["id"]] = Tile(t["id"], kind, t["season"])
    d = _read_json("design.json")
    rb, ds = d["rulebook"], d["design"]
    design = Design(
        int(rb["bench_size"]),
        int(rb["toadstools_per_player"]),
        MAX_SET,
        tuple(int(v) for v in rb["leaf_counter_values"]),
        int(rb["solo_rival_markers"]),
        {k: int(v) for k, v in rb["points"].items()},
        int(ds["symbol_counter_value"]),
        bool(ds["match_needs_colour"]),
        str(ds["solo_rival_colour"]),
    )
    return GladeData(
        tiles,
        tuple(sorted(tiles)),
        {t.id: t.kind for t in tiles.values()},
        _forest(ds["plain_map"]),
        tuple(_forest(name) for name in ds["forest_maps"]),
        _glade(ds["glade_map"]),
        design,
    )


def counter_ids(design: Design) -> list[str]:
    """The 48 match counters: 4 per leaf (values high to low) and one per coloured
    animal and coloured fruit."""
    ids = [f"C-{leaf}-{v}" for leaf in LEAVES for v in design.leaf_values]
    ids += [f"C-{a}-{leaf}" for a in ANIMALS for leaf in LEAVES]
    ids += [f"C-{f}-{leaf}" for f in FRUITS for leaf in LEAVES]
    return ids


def counter_value(counter: str) -> int:
    """Points printed on a counter (leaf counters 4..1, symbol counters 1)."""
    last = counter.rsplit("-", 1)[1]
    return int(last) if last.isdigit() else load().design.symbol_value
