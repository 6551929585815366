"""The Glade's legend: where one of each kind of mark lies now — a glade field and its
area's leaf, a toadstool on a field or waiting at the glade's edge; in the forest on show
a tile (its fruit, leaf, season and leaf initial), a toadstool with its letter and side, a
match counter, a symbol space, the framed centre; the store, the bench, the bag and the
others' forests (drawn small: shapes and colours, no icons)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from game.games.glade.data import load
from game.games.glade.view import art
from game.i18n import _, _n
from game.ui import text
from game.ui.gameview import Label

if TYPE_CHECKING:
    from game.games.glade.view import GladeView


def captions() -> dict[str, str]:
    return {
        "field": _("Glade field: the kind of tile it stands for"),
        "field-leaf": _("The leaf of the glade's area this field lies in"),
        "glade-toadstool": _("A toadstool on a glade field: it claims that kind"),
        "edge": _("Toadstools waiting at the glade's edge"),
        "tile": _("Forest tile: its animal, large"),
        "fruit": _("The tile's fruit"),
        "leaf": _("The tile's leaf; its colour frames the tile"),
        "season": _("The tile's season"),
        "initial": _("The leaf's initial"),
        "toadstool": _("Toadstool: its owner's letter and the side up"),
        "counter": _("Match counter: its symbol and points"),
        "symbol": _("Symbol space: a match here wins a counter"),
        "centre": _("The framed centre space"),
        "store": _("Your store: toadstools and counters to place"),
        "thumb-store": _("Another player's store: how many pieces wait there"),
        "bench": _("Your bench: tiles to place in your forest"),
        "bag": _("Tiles left in the bag"),
        "thumb": _("Another player's forest, small: tiles and toadstools by colour; click "
                   "for full size"),
    }


def legend(v: GladeView) -> list[Label]:
    words = captions()
    found: dict[str, pygame.Rect] = {}
    for kind, rect in [*_side(v), *_glade(v), *_forest(v)]:
        if rect.w > 0 and rect.h > 0 and v.rect.contains(rect):
            found.setdefault(kind, rect)
    return [Label(found[k], k, words[k]) for k in words if k in found]


def _glade(v: GladeView) -> Iterator[tuple[str, pygame.Rect]]:
    obs = v.obs
    flying = v.table.hidden_pieces
    claimed = {int(k) for k, marker in obs.glade.items() if marker not in flying}
    for kind in sorted(load().glade.fields):
        r = v.field_rect(kind)
        if kind in claimed:
            yield "glade-toadstool", art.field_marker_rect(r)
        else:
            yield "field", r
            lf = int(r.w * 0.36)
            yield "field-leaf", pygame.Rect(r.right - lf - 2, r.y + 2, lf, lf)
    for seat, edge in enumerate(obs.edge):
        if edge:
            start = load().design.toadstools - len(edge)
            yield "edge", v.edge_rect(seat, start)


def _forest(v: GladeView) -> Iterator[tuple[str, pygame.Rect]]:
    obs = v.obs
    seat = v.shown()
    away = v.table.hidden_pieces | {v.table.dragging}
    data = load()
    forest = data.matching[obs.forests[seat] - 1] if obs.matching else data.plain
    for i, cell in enumerate(obs.cells[seat]):
        r = v.space_rect(i)
        sp = forest.spaces[i]
        if cell is None:
            if sp.symbol_kind:
                yield "symbol", r
            if sp.centre:
                yield "centre", r
        elif cell not in away and cell[0] == "T":
            yield from _tile(r)
        elif cell not in away:
            size = int(r.w * 0.8)
            piece = pygame.Rect(0, 0, size, size)
            piece.center = r.center
            yield ("counter" if cell[0] == "C" else "toadstool"), piece


def _tile(r: pygame.Rect) -> Iterator[tuple[str, pygame.Rect]]:
    """A tile's parts, as ``art.tile`` draws them."""
    size = max(12, r.w)
    yield "tile", r
    small = int(size * 0.34)
    yield "fruit", pygame.Rect(r.x + size - small - size // 14, r.y + size - small - 2, small,
                               small)
    yield "leaf", pygame.Rect(r.x + size // 14, r.y + size - small - 2, small, small)
    glyph = max(6, size // 6)
    yield "season", pygame.Rect(r.x + size - glyph - 3, r.y + 3, glyph, glyph)
    if size >= 40:
        s = max(8, size // 7)
        yield "initial", pygame.Rect(r.x + size // 10, r.y + size // 12, s, s + s // 3)


def _side(v: GladeView) -> Iterator[tuple[str, pygame.Rect]]:
    obs = v.obs
    slots = v.store_slots(v.shown())
    n = len(obs.store[v.shown()])  # its heading counts it, even when it is empty
    heading = _ink(_n("Store: {n} toadstool", "Store: {n} toadstools", n, n=n),
                   max(10, v.label - 2), v.store_rect.topleft)
    yield "store", heading.unionall([r for _p, r in slots]) if slots else heading
    for piece, r in slots:
        yield ("counter" if piece[0] == "C" else "toadstool"), r
    held = v.table.dragging
    bench = [v.bench_slot(i) for i, tile in enumerate(obs.bench) if tile != held]
    if bench:  # the viewer's own tiles: the first for the bench, the last for its parts
        yield "bench", bench[0]
        yield from _tile(bench[-1]) if len(bench) > 1 else iter(())
    for key, r in v._info_lines(obs):
        if key[0] == "bag":
            yield "bag", r
    for seat, r in v.thumbs():
        yield "thumb", r
        yield "thumb-store", _ink(_("store {n}", n=len(obs.store[seat])), max(9, v.label - 4),
                                  (r.x, r.bottom + 1))


def _ink(label: str, size: int, topleft: tuple[int, int]) -> pygame.Rect:
    """Where the letters of ``label`` drawn at ``topleft`` lie."""
    return text.render(label, size).get_bounding_rect().move(topleft)
