"""Write The Glade's boards as Tiled maps (assets/maps/glade_*.tmx) and its tile list
(assets/glade/tiles.json).

Run once after changing a layout; the .tmx files are committed and are what the game
reads. The geometry is this project's design (see the rules reference, "Our own
choices"), within every count the rulebook gives:

* a forest board is 5 x 5 spaces, the centre (row 2, column 2) framed;
* the matching sides carry 12 symbols: the four corners show the four leaves, the same
  on every board; the ring of 8 around the centre shows four animals (orthogonal
  neighbours) and four fruits (diagonal neighbours), each in the colour of a leaf. Over
  the four boards every coloured animal and every coloured fruit appears exactly once,
  which is why there are 32 symbol match counters;
* the glade is an 8 x 8 centre of fields (quadrants by leaf, rows by animal, columns by
  fruit) framed by four sides of 12 toadstool spaces, one side per seat.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

OUT = Path(__file__).resolve().parents[1] / "assets" / "maps"
TILES = Path(__file__).resolve().parents[1] / "assets" / "glade" / "tiles.json"
ANIMALS = ("hedgehog", "mouse", "squirrel", "toad")
FRUITS = ("acorn", "blackberry", "hazelnut", "mushroom")
LEAVES = ("beech", "chestnut", "maple", "oak")
TILE = 64

# ring positions around the centre (row, col) in the order N, E, S, W and NE, SE, SW, NW
ORTHO = ((1, 2), (2, 3), (3, 2), (2, 1))
DIAG = ((1, 3), (3, 3), (3, 1), (1, 1))
CORNERS = {(0, 0): "beech", (0, 4): "chestnut", (4, 4): "maple", (4, 0): "oak"}


def _object(oid: int, name: str, x: int, y: int, w: int, h: int, kind: str, props: dict) -> str:
    lines = [
        f'  <object id="{oid}" name={quoteattr(name)} type={quoteattr(kind)} '
        f'x="{x}" y="{y}" width="{w}" height="{h}">',
        "   <properties>",
    ]
    for key, value in props.items():
        if isinstance(value, bool):
            lines.append(f'    <property name="{key}" type="bool" value="{str(value).lower()}"/>')
        elif isinstance(value, int):
            lines.append(f'    <property name="{key}" type="int" value="{value}"/>')
        else:
            lines.append(f"    <property name={quoteattr(key)} value={quoteattr(str(value))}/>")
    lines += ["   </properties>", "  </object>"]
    return "\n".join(lines)


def _map(width: int, height: int, groups: dict[str, list[str]], props: dict) -> str:
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{width}" height="{height}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="{len(groups) + 1}" '
        f'nextobjectid="{sum(len(g) for g in groups.values()) + 1}">\n'
    )
    body = [" <properties>"]
    for key, value in props.items():
        body.append(f"  <property name={quoteattr(key)} value={quoteattr(str(value))}/>")
    body.append(" </properties>")
    for gid, (name, objects) in enumerate(groups.items(), start=1):
        body.append(f' <objectgroup id="{gid}" name="{name}">')
        body.extend(objects)
        body.append(" </objectgroup>")
    return head + "\n".join(body) + "\n</map>\n"


def forest(board: int | None) -> str:
    """The plain side (board None) or matching side ``board`` (1-4)."""
    symbols: dict[tuple[int, int], tuple[str, str, str]] = {}
    if board is not None:
        k = board - 1
        for p, cell in enumerate(ORTHO):
            symbols[cell] = ("animal", ANIMALS[(p + k) % 4], LEAVES[p])
        for q, cell in enumerate(DIAG):
            symbols[cell] = ("fruit", FRUITS[(q + k) % 4], LEAVES[(q + 1) % 4])
        for cell, leaf in CORNERS.items():
            symbols[cell] = ("leaf", leaf, leaf)
    objects = []
    oid = 1
    for r in range(5):
        for c in range(5):
            kind, symbol, colour = symbols.get((r, c), ("", "", ""))
            props = {"row": r, "col": c, "centre": (r, c) == (2, 2)}
            if kind:
                props.update({"symbol_kind": kind, "symbol": symbol, "colour": colour})
            objects.append(_object(oid, f"s{r}{c}", c * TILE, r * TILE, TILE, TILE, "space", props))
            oid += 1
    side = "plain" if board is None else f"matching {board}"
    return _map(5, 5, {"spaces": objects}, {"side": side})


def glade() -> str:
    fields = []
    oid = 1
    # the centre sits inside a frame one space wide, so the map is 10 x 10 cells
    for li, leaf in enumerate(LEAVES):
        qr, qc = divmod(li, 2)
        for ai, animal in enumerate(ANIMALS):
            for fi, fruit in enumerate(FRUITS):
                r, c = qr * 4 + ai, qc * 4 + fi
                props = {"row": r, "col": c, "leaf": leaf, "animal": animal, "fruit": fruit}
                fields.append(
                    _object(
                        oid,
                        f"{leaf}-{animal}-{fruit}",
                        (c + 1) * TILE,
                        (r + 1) * TILE,
                        TILE,
                        TILE,
                        "field",
                        props,
                    )
                )
                oid += 1
    toadstools = []
    # 12 spaces per side; index 0 is the leftmost as seen by the seat on that side
    for side in range(4):
        for i in range(12):
            frac = (i * 8 * TILE) // 12 + TILE // 3
            if side == 0:  # bottom, read left to right
                x, y = TILE + frac, 9 * TILE + TILE // 4
            elif side == 1:  # left, seen from the left: bottom to top
                x, y = TILE // 4, 9 * TILE - frac - TILE // 3
            elif side == 2:  # top, seen from above: right to left
                x, y = 9 * TILE - frac - TILE // 3, TILE // 4
            else:  # right: top to bottom
                x, y = 9 * TILE + TILE // 4, TILE + frac
            toadstools.append(
                _object(
                    oid,
                    f"edge{side}-{i}",
                    x,
                    y,
                    TILE // 2,
                    TILE // 2,
                    "toadstool",
                    {"side": side, "index": i},
                )
            )
            oid += 1
    return _map(10, 10, {"fields": fields, "toadstools": toadstools}, {"board": "glade"})


def tiles() -> str:
    """The 128 forest tiles: two seasons of the 64 animal x fruit x leaf tiles."""
    rows = []
    n = 1
    for season in ("spring", "summer"):
        for leaf in LEAVES:
            for animal in ANIMALS:
                for fruit in FRUITS:
                    rows.append(
                        f'  {{"id": "T{n:03d}", "animal": "{animal}", "fruit": "{fruit}", '
                        f'"leaf": "{leaf}", "season": "{season}"}}'
                    )
                    n += 1
    return (
        '{\n "note": "Two identical sets of 64; the season is drawn but ignored by these rules.",\n "tiles": [\n'
        + ",\n".join(rows)
        + "\n ]\n}\n"
    )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    TILES.parent.mkdir(parents=True, exist_ok=True)
    (OUT / "glade_forest_plain.tmx").write_text(forest(None), encoding="utf-8")
    for board in range(1, 5):
        (OUT / f"glade_forest_{board}.tmx").write_text(forest(board), encoding="utf-8")
    (OUT / "glade_board.tmx").write_text(glade(), encoding="utf-8")
    TILES.write_text(tiles(), encoding="utf-8")


if __name__ == "__main__":
    main()
