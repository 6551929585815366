"""Mystaria's legend: where one of each kind of mark lies now — each kind of building
(the viewer's headquarters first, then the forest, then the others' supplies) with its
owner's shape and a hut's landscape; a field, the tile laid last, the pile, the
tile in hand and the others' tiles in hand."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from game.games.mystaria.data import hut_landscape
from game.games.mystaria.view import art, column, ids
from game.i18n import _
from game.ui.gameview import Label

if TYPE_CHECKING:
    from game.games.mystaria.view import MystariaView


def captions() -> dict[str, str]:
    return {
        "hut": _("Hut: 1 point per field of its region, 2 in a village"),
        "tree": _("Tree: 2 points per field of its region"),
        "tower": _("Tower: 1 point per field of its landscape in straight lines"),
        "bridge": _("Bridge: joins two regions of one landscape; no points"),
        "portal": _("Portal: 1 point per building in straight and diagonal lines"),
        "castle": _("Castle: on a mountain; 1 point per mountain nearby"),
        "owner": _("Owner's shape: red circle, blue square, yellow triangle, green diamond, "
                   "purple star"),
        "hut-land": _("A hut's landscape: in the forest the field under it; in supplies "
                      "its colour"),
        "field": _("A field; thick lines mark the edges of tiles"),
        "last": _("The tile laid last"),
        "pile": _("The pile of tiles and how many are left"),
        "hand": _("Your tile: drag it into the forest, R turns it"),
        "other-hand": _("Another player's tile in hand, face down"),
    }


def legend(v: MystariaView) -> list[Label]:
    words = captions()
    found: dict[str, pygame.Rect] = {}
    for kind, rect in _marks(v):
        if rect.w > 0 and rect.h > 0 and v.rect.contains(rect):
            found.setdefault(kind, rect)
    return [Label(found[k], k, words[k]) for k in words if k in found]


def _marks(v: MystariaView) -> Iterator[tuple[str, pygame.Rect]]:
    obs = v.table.observation
    dragging = v.table.dragging
    hidden = v.table.hidden_pieces
    for kind, r in v.hq_rects():
        if dragging != f"b-{kind}":
            yield from _building(kind, r, True, True)
    seen = v.seen
    board = v.board
    for pos, (_owner, kind) in sorted(seen.buildings.items()):
        r = v.cell_rect(pos)
        if board.contains(r) and ids.building_id(pos) not in hidden:
            yield from _building(kind, r, False, False)
    for row in column.other_rows(v):
        for kind, r in row.supply:
            yield from _building(kind, r, True, False)
        if obs.hand_sizes[row.seat]:
            yield "other-hand", row.hand
    taken = set(seen.buildings)
    for pos in sorted(seen.cells):
        r = v.cell_rect(pos)
        if pos not in taken and board.contains(r):
            yield "field", r
            break
    last = obs.last_tile
    if last and last in seen.tile_at:
        r = v.tile_area(last, *seen.tile_at[last])
        if board.contains(r):
            yield "last", r
    if obs.pile:
        yield "pile", column.pile_rect(v)
    hand = v.hand_rect()
    if hand is not None and dragging != "tile":
        yield "hand", hand


def _building(kind: str, r: pygame.Rect, supply: bool,
              badge: bool) -> Iterator[tuple[str, pygame.Rect]]:
    """The token, its owner's shape (a corner of it) and a hut's landscape (in a supply),
    as ``art.building`` draws them."""
    land = hut_landscape(kind)
    yield ("hut" if land else kind), r
    corner = max(6, r.w // 4)
    yield "owner", pygame.Rect(r.x, r.y, corner, corner)
    if land and supply:
        side = art.badge_icon(r.w) + 4
        yield "hut-land", pygame.Rect(r.x, r.y, side, side) if badge and r.w >= 40 else r
