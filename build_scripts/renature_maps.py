"""Write the three Renature boards as Tiled maps (assets/maps/renature_*.tmx).

The layouts below are this project's design (see the shared reference notes, boards.md):
``S`` a start space, ``.`` a domino space (stream or meadow), a letter a region space,
``t`` a meadow with a tree stump, ``c`` a meadow with a cloud token. Clouds on region
spaces are listed separately. Run once after editing a layout; the .tmx files are
committed and are what the game reads. The base map writes ``type=`` on its objects,
the Valley maps ``class=`` as Tiled 1.9 does, so both spellings stay exercised.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

SIZE = 15
TILE = 32
OUT = Path(__file__).resolve().parents[1] / "assets" / "maps"

BASE = """
S...S...S....S.
.A.B.CCC.DDD...
.A.B.CCC.DDD...
...B.....DD..EE
F.BB.GGG....EEE
F....GG..HH.EEE
F.II.GG.HHH....
F..............
FF..JJJ.KK.L.MM
FF...JJ.KK.L..M
FF.N.......LL.M
...N...........
..NN.O..PPP..QQ
R..N.OO.PPP.QQQ
RR.N....PPP..QQ
"""
# region -> cloud tokens on its last space (reading order)
BASE_CLOUDS = {"D": 2, "P": 2, "G": 1, "N": 1}

VALLEY = """
.......t...c...
.AA.BBB.CC.DDD.
.A.t....CC..D..
...c..E........
FF.GG.EE.HHH.I.
F..GG.E...Ht.II
......c..t...I.
S.JJ.KK.S.LL..S
..J..KK.c.LL.M.
N...t...OO.c.MM
NN.PPP..O..Q.t.
N..P.......QQQ.
.c...RR.S....c.
..t..RRR.......
......c...t....
"""
# the variant side: the front mirrored, its clouds moved onto region spaces
VARIANT_CLOUD_REGIONS = ("B", "D", "E", "H", "K", "N", "Q", "R")


def parse(layout: str) -> list[str]:
    rows = [r for r in layout.strip("\n").split("\n")]
    assert len(rows) == SIZE and all(len(r) == SIZE for r in rows), "15 x 15 expected"
    return rows


def mirror(rows: list[str]) -> list[str]:
    return [r[::-1] for r in rows]


def regions_of(rows: list[str]) -> dict[str, list[tuple[int, int]]]:
    found: dict[str, list[tuple[int, int]]] = {}
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch.isupper() and ch != "S":
                found.setdefault(ch, []).append((r, c))
    return found


def validate(rows: list[str]) -> None:
    """Every count and shape rule the design promises."""
    regions = regions_of(rows)
    assert len(regions) == 18, sorted(regions)
    free = {(r, c) for r in range(SIZE) for c in range(SIZE) if rows[r][c] in ".Stc"}
    for letter, cells in regions.items():
        for r, c in cells:
            for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                ch = rows[n[0]][n[1]] if 0 <= n[0] < SIZE and 0 <= n[1] < SIZE else "."
                assert not (ch.isupper() and ch not in ("S", letter)), f"{letter} touches {ch}"
        seen, todo = {cells[0]}, [cells[0]]
        while todo:
            r, c = todo.pop()
            for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if n in cells and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert len(seen) == len(cells), f"region {letter} is not connected"
    start = next(iter(free))
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if n in free and n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == free, "the domino spaces must form one network"
    assert sum(row.count("S") for row in rows) == 4


def obj(oid: int, kind: str, attr: str, r: int, c: int, name: str = "", props=None) -> str:
    head = (
        f'  <object id="{oid}" name={quoteattr(name)} {attr}="{kind}" '
        f'x="{c * TILE}" y="{r * TILE}" width="{TILE}" height="{TILE}"'
    )
    if not props:
        return head + "/>"
    lines = [head + ">", "   <properties>"]
    for key, (ptype, value) in props.items():
        lines.append(f'    <property name="{key}" type="{ptype}" value={quoteattr(str(value))}/>')
    lines += ["   </properties>", "  </object>"]
    return "\n".join(lines)


def write_map(path: Path, rows: list[str], board: str, region_clouds: dict, attr: str) -> None:
    regions = regions_of(rows)
    oid = 1
    layers: dict[str, list[str]] = {
        k: []
        for k in ("domino_spaces", "start_spaces", "region_spaces", "regions", "clouds", "stumps")
    }
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch in ".Stc":
                layers["domino_spaces"].append(obj(oid, "domino_space", attr, r, c))
                oid += 1
            if ch == "S":
                layers["start_spaces"].append(obj(oid, "start_space", attr, r, c))
                oid += 1
            if ch == "t":
                layers["stumps"].append(obj(oid, "stump", attr, r, c))
                oid += 1
            if ch == "c":
                props = {"count": ("int", 1)}
                layers["clouds"].append(obj(oid, "cloud", attr, r, c, props=props))
                oid += 1
    for letter in sorted(regions):
        cells = regions[letter]
        for r, c in cells:
            props = {"region": ("string", letter)}
            layers["region_spaces"].append(obj(oid, "region_space", attr, r, c, props=props))
            oid += 1
        r, c = cells[0]  # the region tile starts on the first space in reading order
        props = {"size": ("int", len(cells))}
        layers["regions"].append(obj(oid, "region", attr, r, c, letter, props))
        oid += 1
        if letter in region_clouds:
            r, c = cells[-1]
            props = {"count": ("int", region_clouds[letter])}
            layers["clouds"].append(obj(oid, "cloud", attr, r, c, props=props))
            oid += 1
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.9" tiledversion="1.9.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{SIZE}" height="{SIZE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="{len(layers) + 1}" nextobjectid="{oid}">',
        " <properties>",
        f'  <property name="board" value="{board}"/>',
        " </properties>",
    ]
    for lid, (name, objs) in enumerate(layers.items(), start=1):
        out.append(f' <objectgroup id="{lid}" name="{name}">')
        out.extend(objs)
        out.append(" </objectgroup>")
    out.append("</map>")
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def main() -> None:
    base = parse(BASE)
    front = parse(VALLEY)
    back = mirror(front)
    back = [row.replace("c", ".") for row in back]
    for rows in (base, front, back):
        validate(rows)
    OUT.mkdir(parents=True, exist_ok=True)
    write_map(OUT / "renature_base.tmx", base, "base", BASE_CLOUDS, "type")
    write_map(OUT / "renature_valley.tmx", front, "valley", {}, "class")
    variant_clouds = {letter: 1 for letter in VARIANT_CLOUD_REGIONS}
    write_map(OUT / "renature_valley_variant.tmx", back, "valley_variant", variant_clouds, "class")
    print("wrote", *(p.name for p in sorted(OUT.glob("renature_*.tmx"))))


if __name__ == "__main__":
    main()
