"""Moves of the others, flown across Mystaria's table: a laid tile from its player's
hand to its place in the forest (at its turn), a building from its player's supply to
its field, a drawn tile face down from the pile to its player's hand, a tile set aside
from the hand back to the pile's side.

Each flying piece has an id the view leaves out while it flies (``hidden_pieces``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.games.mystaria.actions import Build, PlaceTile, SetAside
from game.games.mystaria.data import tile_size
from game.games.mystaria.observe import MystariaObservation
from game.games.mystaria.view import art, column
from game.games.mystaria.view.ids import building_id, hand_id, tile_id
from game.ui.motion import Motion

if TYPE_CHECKING:
    from game.games.mystaria.view import MystariaView


def hand_spot(view: MystariaView, seat: int) -> pygame.Rect:
    """Where ``seat``'s tile in hand shows in the column (laid out from what the table
    shows now)."""
    if seat == view.area_seat():
        rect = view.hand_rect()
        if rect is not None:
            return rect
        return pygame.Rect(view.side.x + column.PAD, view.side.y + view.px(44), 1, 1)
    row = next(r for r in column.other_rows(view) if r.seat == seat)
    return row.hand.copy()


def supply_spot(view: MystariaView, seat: int, kind: str) -> pygame.Rect:
    """Where ``seat``'s building ``kind`` waits at home (else their name line)."""
    if seat == view.area_seat():
        places = dict(view.hq_rects())
    else:
        row = next(r for r in column.other_rows(view) if r.seat == seat)
        places = dict(row.supply)
        places.setdefault(kind, pygame.Rect(row.label, (1, 1)))
    return places.get(kind, hand_spot(view, seat)).copy()


def _shaped(spot: pygame.Rect, rot: int) -> pygame.Rect:
    """``spot`` (a face-down tile lying across) as the tile turned ``rot`` would fill it."""
    w, h = tile_size(rot)
    s = max(1, min(spot.w, spot.h) // 2)  # the spot is two fields across its short side
    return pygame.Rect(0, 0, w * s, h * s).move(spot.centerx - w * s // 2,
                                                spot.centery - h * s // 2)


def _on_board(view: MystariaView, rect: pygame.Rect) -> pygame.Rect:
    """A landing place kept in the forest's area (the player may have panned it away)."""
    return rect if view.board.contains(rect) else rect.clamp(view.board)


def motions(view: MystariaView, before: MystariaObservation, after: MystariaObservation,
            action: Action) -> list[Motion]:
    table = view.table
    mover = before.current
    with table.showing(before):
        hand = hand_spot(view, mover)
        supply = supply_spot(view, mover, action.kind) if isinstance(action, Build) else None
    pile = column.pile_rect(view)
    out: list[Motion] = []
    if isinstance(action, PlaceTile):
        end = _on_board(view, view.tile_area(action.tile, action.x, action.y, action.rot))
        image = art.tile(action.tile, action.rot, view.cell)
        out.append(Motion(tile_id(action.tile), image, _shaped(hand, action.rot), end))
    elif isinstance(action, Build) and supply is not None:
        end = _on_board(view, view.cell_rect((action.x, action.y)))
        colour = table.options.seats[mover].colour
        image = art.building(action.kind, colour, view.cell, action.axis)
        out.append(Motion(building_id((action.x, action.y)), image, supply, end))
    elif isinstance(action, SetAside):  # shown (the log names it), then out of play
        image = art.tile(action.tile, 0, view.cell)
        out.append(Motion(f"aside:{action.tile}", image, _shaped(hand, 0), pile.copy()))
    if after.pile < before.pile:  # the mover drew: face down, from the pile to the hand
        with table.showing(after):
            spot = hand_spot(view, mover)
        out.append(Motion(hand_id(mover), art.back(spot.w, spot.h), pile.copy(), spot))
    return out
