"""Renature's legend: where one of each kind of mark lies now — on the board the column
letters and row numbers, a region's letter, a region tile's two numbers, a placed domino,
a plant with its owner's letter and its value, clouds, stumps, start spaces, mushrooms;
on the viewer's plant board each plant's letter, value and count and the clouds held; the
joker track, the hand, the box, and each seat's counters."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from game.games.renature.data import SIZE, board
from game.games.renature.view import art, side
from game.i18n import _
from game.ui import text, theme
from game.ui.gameview import Label

if TYPE_CHECKING:
    from game.games.renature.view import RenatureView

SPOT_KINDS = {"hand": "seat-hand", "reserve": "seat-reserve", "plants": "seat-plants",
              "clouds": "seat-clouds", "tiles": "seat-tiles"}


def captions() -> dict[str, str]:
    return {
        "column": _("Column letters and row numbers name the spaces"),
        "region": _("A region's letter"),
        "tile": _("Region tile: points for the most and second most plants"),
        "domino": _("A domino laid on the board"),
        "plant": _("A plant: owner's letter at the left, value at the right"),
        "cloud": _("Clouds lying on the board"),
        "stump": _("Tree stump: cover it to earn a mushroom"),
        "start": _("S: a start space"),
        "mushroom": _("A mushroom"),
        "board-letter": _("Plant board: the colour's letter (N for neutral)"),
        "board-value": _("Plant board: the plant's value, 1 to 4"),
        "board-count": _("Plant board: how many of these plants are left"),
        "clouds-held": _("Your clouds and how many you may hold"),
        "joker": _("Joker track: the animal that fits beside every animal"),
        "hand": _("Your dominoes: drag one onto the board"),
        "box": _("Drop a domino here to return it unused"),
        "seat-hand": _("Dominoes in a player's hand"),
        "seat-reserve": _("Dominoes in reserve, face down"),
        "seat-plants": _("Plants left on a player's plant board"),
        "seat-clouds": _("A player's clouds"),
        "seat-tiles": _("Region tiles a player has taken"),
    }


def legend(v: RenatureView) -> list[Label]:
    words = captions()
    found: dict[str, pygame.Rect] = {}
    for kind, rect in [*_board_marks(v), *_side_marks(v)]:
        if rect.w > 0 and rect.h > 0 and v.rect.contains(rect):
            found.setdefault(kind, rect)
    return [Label(found[k], k, words[k]) for k in words if k in found]


def _board_marks(v: RenatureView) -> Iterator[tuple[str, pygame.Rect]]:
    obs = v.table.observation
    cs = v.cs
    size = max(12, cs // 3)
    a = text.render("A", size, theme.TEXT_DIM).get_rect(
        midbottom=(v.origin[0] + cs // 2, v.origin[1] - 2))
    yield "column", a
    b = board(obs.board)
    taken = set(obs.animals) | set(obs.plants)
    for name, reg in sorted(obs.regions.items()):
        r, col = divmod(min(reg.cells), SIZE)
        label = art.region_label(name, cs).get_rect(
            bottomleft=(v.origin[0] + col * cs + 1, v.origin[1] + r * cs + cs - 1))
        yield "region", label
        if reg.tile and reg.tile_cell is not None:
            yield "tile", v.cell_rect(reg.tile_cell).inflate(-6, -6)
    hidden = v.table.hidden_pieces
    for d, first, second in obs.placed:
        if f"domino:{d}" not in hidden:
            yield "domino", v.cell_rect(first).union(v.cell_rect(second))
    for c in sorted(obs.plants):
        if f"plant:{c}" not in hidden:
            yield "plant", v.cell_rect(c).inflate(-4, -4)
    for c in sorted(obs.board_clouds):
        yield "cloud", v.cell_rect(c).inflate(-8, -8)
    for c in sorted(b.stumps):
        if c not in taken and c not in obs.mushrooms:
            yield "stump", v.cell_rect(c).inflate(-cs // 3, -cs // 3)
    for c in sorted(b.starts):
        if c not in taken:
            yield "start", v.cell_rect(c)
    for c in sorted(obs.mushrooms):
        yield "mushroom", v.cell_rect(c)


def _side_marks(v: RenatureView) -> Iterator[tuple[str, pygame.Rect]]:
    obs = v.table.observation
    seat = v.table.viewer
    rects = side.supply_rects(v)
    for b, colour, kind, rect in rects:
        if obs.supply[b].get(f"{colour}:{kind}", 0) > 0:
            yield from _plant_tabs(colour, kind, rect)
    if rects:
        size = rects[0][3].w
        cx = rects[3][3].right + 16
        yield "clouds-held", pygame.Rect(cx, side.supply_top(v), size, size)
    jokers = side.joker_rects(v)
    yield "joker", next((r for a, r in jokers if a == obs.joker), jokers[0][1])
    if seat is not None:
        slots = side.hand_slots(v)
        for slot, _entry in zip(slots, obs.hand):
            yield "hand", slot
        yield "box", side.box_rect(v)
    size = v.px(13)
    for seat, (row, spots) in enumerate(side.seat_rows(v)):
        if row.bottom <= v.side.bottom:
            for spot, rect in spots.items():  # the icon and the count beside it
                icon = min(rect.h, rect.w * 2 // 5)
                count = text.font(size).size(str(side.spot_count(obs, seat, spot)))[0]
                mark = pygame.Rect(rect.x, rect.centery - icon // 2, icon + 4 + count, icon)
                yield SPOT_KINDS.get(spot, "seat-tiles"), mark


def _plant_tabs(colour: str, kind: str, rect: pygame.Rect) -> Iterator[tuple[str, pygame.Rect]]:
    """The letter and value tabs and the count badge of a plant on the plant board, as
    ``art.plant_token`` draws them."""
    s = rect.w
    small = art.label_px(s)
    letter = text.render(art.colour_letter(colour), small, theme.INK, True)
    tab = letter.get_bounding_rect().inflate(6, 4)
    tab.topleft = rect.topleft
    yield "board-letter", tab
    value = text.render(art.KIND_LETTER[kind], small, theme.INK, True)
    tab = value.get_bounding_rect().inflate(6, 4)
    tab.topright = rect.topright
    yield "board-value", tab
    badge = max(8, s // 3)
    centre = (rect.x + s - badge // 2 - 1, rect.y + s - badge // 2 - 1)
    circle = pygame.Rect(0, 0, badge + 2, badge + 2)
    circle.center = centre
    yield "board-count", circle
