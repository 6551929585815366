"""How another seat's move flies across Renature's table (GameView.motions): its domino
from its hand to the board, its plant from its plant board to the board (or back), a
mushroom from the supply, clouds from the board to its counter and paid clouds away,
the joker moving along the track, a scored region tile to its closer, and its new
domino from its reserve to its hand, face down."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.games.renature.data import SIZE, dominoes
from game.games.renature.observe import RenatureObservation
from game.games.renature.view import art, side
from game.ui.motion import Motion

if TYPE_CHECKING:
    from game.games.renature.view import RenatureView

Spots = list[dict[str, pygame.Rect]]


def _mover(before: RenatureObservation, after: RenatureObservation) -> int | None:
    """The seat that made the move: the one to play before it."""
    return before.current if before.current is not None else after.current


def _centred(image: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    return image.get_rect(center=rect.center)


def _scaled_start(spot: pygame.Rect, image: pygame.Surface) -> pygame.Rect:
    """A piece leaving a small counter: as high as the counter, its own proportions."""
    w, h = image.get_size()
    k = spot.h / max(1, h)
    return pygame.Rect(0, 0, max(1, round(w * k)), spot.h).move(spot.x, spot.y)


def motions(v: RenatureView, before: RenatureObservation, after: RenatureObservation,
            action: Action) -> list[Motion]:
    seat = _mover(before, after)
    if seat is None:
        return []
    with v.table.showing(before):
        was = [spots for _row, spots in side.seat_rows(v)]
        was_joker = dict(side.joker_rects(v))
        mushrooms_at = side.mushroom_rect(v)
    with v.table.showing(after):
        now = [spots for _row, spots in side.seat_rows(v)]
        now_joker = dict(side.joker_rects(v))
        box = side.box_rect(v)
    out: list[Motion] = []
    out += _dominoes(v, before, after, seat, was, box)
    out += _plants(v, before, after, seat, was, now)
    out += _mushrooms(v, before, after, mushrooms_at)
    out += _clouds(v, before, after, seat, was, now, box, now_joker)
    out += _joker(before, after, was_joker, now_joker)
    out += _tiles(v, before, after, now)
    out += _drawn(v, before, after, seat, was, now)
    return out


def _dominoes(v: RenatureView, before: RenatureObservation, after: RenatureObservation,
              seat: int, was: Spots, box: pygame.Rect) -> list[Motion]:
    out = []
    for d, first, second in after.placed[len(before.placed):]:
        lo, hi = sorted((first, second))
        image = art.domino_piece(after.animals[lo], after.animals[hi], v.cs, hi - lo == SIZE,
                                 after.joker)
        end = v.cell_rect(lo).union(v.cell_rect(hi))
        out.append(Motion(f"domino:{d}", image, _scaled_start(was[seat]["hand"], image), end))
    for d in after.discarded[len(before.discarded):]:
        # a domino returned to the box is named in the log: it flies face up
        a, b = dominoes()[d]
        image = art.domino_piece(a, b, side.hand_size(v), False, after.joker)
        out.append(Motion(f"discard:{d}", image, _scaled_start(was[seat]["hand"], image),
                          _centred(image, box)))
    return out


def _plants(v: RenatureView, before: RenatureObservation, after: RenatureObservation,
            seat: int, was: Spots, now: Spots) -> list[Motion]:
    out = []
    for c, pid in after.plants.items():
        if before.plants.get(c) != pid:
            _p, colour, kind, _n = pid.split("-")
            image = art.plant_token(colour, kind, v.cs - 4)
            out.append(Motion(f"plant:{c}", image, _scaled_start(was[seat]["plants"], image),
                              v.cell_rect(c).inflate(-4, -4)))
    for c, pid in before.plants.items():
        if c not in after.plants:  # taken back to the mover's plant board
            _p, colour, kind, _n = pid.split("-")
            image = art.plant_token(colour, kind, v.cs - 4)
            out.append(Motion(f"back:{c}", image, v.cell_rect(c).inflate(-4, -4),
                              _scaled_start(now[seat]["plants"], image)))
    return out


def _mushrooms(v: RenatureView, before: RenatureObservation, after: RenatureObservation,
               supply: pygame.Rect) -> list[Motion]:
    out = []
    for c in sorted(set(after.mushrooms) - set(before.mushrooms)):
        image = art.mushroom_tile(v.cs)
        start = supply if supply.w else v.cell_rect(c)
        out.append(Motion(f"mushroom:{c}", image, start, v.cell_rect(c)))
    return out


def _clouds(v: RenatureView, before: RenatureObservation, after: RenatureObservation,
            seat: int, was: Spots, now: Spots, box: pygame.Rect,
            jokers: dict[str, pygame.Rect]) -> list[Motion]:
    out = []
    taken = 0
    image = art.cloud_token(v.cs - 8, 1)
    for c, n in before.board_clouds.items():
        if c not in after.board_clouds:
            taken += n
            start = v.cell_rect(c).inflate(-8, -8)
            out.append(Motion(f"clouds:{c}", art.cloud_token(v.cs - 8, n), start,
                              _scaled_start(now[seat]["clouds"], image)))
    paid = before.clouds[seat] + taken - after.clouds[seat]
    if paid > 0:
        # paid for a joker: the clouds go to the new joker; otherwise back to the box
        target = jokers[after.joker] if after.joker != before.joker else box
        token = art.cloud_token(v.cs - 8, paid)
        out.append(Motion("paid", token, _scaled_start(was[seat]["clouds"], token),
                          _centred(token, target)))
    return out


def _joker(before: RenatureObservation, after: RenatureObservation,
           was: dict[str, pygame.Rect], now: dict[str, pygame.Rect]) -> list[Motion]:
    if before.joker == after.joker:
        return []
    rect = now[after.joker]
    image = art.animal_tile(after.joker, rect.w, True, False)
    return [Motion("joker", image, was[before.joker], rect)]


def _tiles(v: RenatureView, before: RenatureObservation, after: RenatureObservation,
           now: Spots) -> list[Motion]:
    out = []
    for name, reg in before.regions.items():
        closer = after.regions[name].closed_by if name in after.regions else None
        if reg.closed_by is None and closer is not None and reg.tile and reg.tile_cell is not None:
            image = art.region_tile_image(*reg.tile, v.cs)
            out.append(Motion(f"tile:{name}", image, v.cell_rect(reg.tile_cell),
                              _scaled_start(now[closer]["tiles"], image)))
    return out


def _drawn(v: RenatureView, before: RenatureObservation, after: RenatureObservation,
           seat: int, was: Spots, now: Spots) -> list[Motion]:
    """The mover's new domino from its reserve to its hand: face down, as others see it."""
    if after.reserve_sizes[seat] >= before.reserve_sizes[seat]:
        return []
    image = art.domino_back(max(8, was[seat]["reserve"].h // 2 + 1))
    return [Motion(f"drawn:{seat}", image, _centred(image, was[seat]["reserve"]),
                   _centred(image, now[seat]["hand"]))]
