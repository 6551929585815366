"""Mystaria's side column: the pile, your tile in hand, your headquarters, and each
other player's tile in hand (face down) and buildings still at home.

Every place is laid out from the observation the table shows, so a flight can start
where a piece was before a move (``table.showing(before)``)."""

from __future__ import annotations

import dataclasses
import math
from typing import TYPE_CHECKING

import pygame

from game.games.mystaria.data import BRIDGE, COMPONENTS
from game.games.mystaria.view import art
from game.games.mystaria.view.ids import hand_id
from game.i18n import N_, _
from game.ui import text, theme

if TYPE_CHECKING:
    from game.games.mystaria.view import MystariaView

ORDER = COMPONENTS.buildings
EASY = COMPONENTS.easy_buildings
PAD = 12  # the column's inner margin


@dataclasses.dataclass
class OtherRow:
    """Where one other player's things are shown in the column."""

    seat: int
    label: tuple[int, int]  # the top-left of the name line
    hand: pygame.Rect  # their tile in hand, face down (drawn while they hold one)
    supply: list[tuple[str, pygame.Rect]]  # their buildings still at home


def order(kind: str) -> int:
    return ORDER.index(kind) if kind in ORDER else 99


def back_size(view: MystariaView) -> tuple[int, int]:
    """A face-down tile in the column: small, in a tile's proportions."""
    s = view.px(9)
    return 3 * s, 2 * s


def pile_rect(view: MystariaView) -> pygame.Rect:
    w, h = back_size(view)
    side = view.side
    return pygame.Rect(side.right - PAD - w, side.y + view.px(14), w, h)


def hq_top(view: MystariaView) -> int:
    return view.side.y + view.px(44) + 3 * view.hand_room() + view.px(44)


HELP = N_("Wheel: zoom. Right- or middle-drag: move the forest.")


def help_lines(view: MystariaView) -> list[str]:
    return text.wrap(_(HELP), view.px(13), view.side.w - 2 * PAD)


def help_top(view: MystariaView) -> int:
    """The help ends above the bar however many lines it wraps to."""
    return view.side.bottom - view.px(10) - len(help_lines(view)) * view.px(17)


def icon_size(view: MystariaView) -> int:
    """The others' buildings at home: nine in a row across the column — from 720 px high
    never below 26 px (a 16 px icon), fanned a little where nine of those do not fit."""
    size = max(14, min(view.px(26), (view.side.w - 2 * PAD) // 9 - 3))
    window = pygame.display.get_surface()
    return max(size, 26) if window is not None and window.get_height() >= 720 else size


def supply_step(view: MystariaView) -> int:
    """From one of the others' buildings to the next: apart, or overlapping at the edge
    only (the icon in the middle stays whole)."""
    size = icon_size(view)
    return max(size * 3 // 4, min(size + 3, (view.side.w - 2 * PAD - size) // 8))


def token_room(view: MystariaView) -> int:
    """The largest headquarters token that leaves room below for the others' rows, the
    last-round line and the help."""
    obs = view.table.observation
    others = len(obs.names) - (view.table.viewer is not None)
    below = others * (view.px(20) + icon_size(view) + view.px(8)) + view.px(24) + view.px(10)
    return (help_top(view) - hq_top(view) - below) // 3 - 8


def others_top(view: MystariaView) -> int:
    # below the headquarters' three rows, however many are empty: nothing jumps
    return hq_top(view) + 3 * (view.token() + 8) + view.px(10)


def other_rows(view: MystariaView) -> list[OtherRow]:
    obs = view.table.observation
    x, right = view.side.x + PAD, view.side.right - PAD
    y = others_top(view)
    size = icon_size(view)
    bw, bh = back_size(view)
    line = view.px(20)
    rows = []
    for seat in range(len(obs.names)):
        if seat == view.area_seat():  # the viewer's row while another's area is shown
            continue
        hand = pygame.Rect(right - bw, y + (line - bh) // 2, bw, bh)
        y += line
        supply = [
            (kind, pygame.Rect(x + k * supply_step(view), y, size, size))
            for k, kind in enumerate(sorted(obs.hq[seat], key=order))
        ]
        rows.append(OtherRow(seat, (x, y - line), hand, supply))
        y += size + view.px(8)
    return rows


def row_rect(view: MystariaView, row: OtherRow) -> pygame.Rect:
    """All of one other player's row: a click there shows their area."""
    bottom = row.label[1] + view.px(20) + icon_size(view)
    return pygame.Rect(view.side.x, row.label[1], view.side.w, bottom - row.label[1])


def titles(view: MystariaView) -> tuple[str, str]:
    """The headings of the shown seat's tile and buildings."""
    if view.focus is None:
        return _("Your tile"), _("Your buildings")
    name = view.table.observation.names[view.focus]
    return _("{name}'s tile", name=name), _("{name}'s buildings", name=name)


def draw(view: MystariaView, surface: pygame.Surface) -> None:
    table = view.table
    obs = table.observation
    side, px = view.side, view.px
    pygame.draw.rect(surface, theme.PANEL, side)
    pygame.draw.line(surface, theme.PANEL_EDGE, side.topleft, side.bottomleft, 2)
    x = side.x + PAD
    heads = titles(view)
    title = text.blit_text(surface, heads[0], (x, side.y + px(12)),
                           text.fit_size(heads[0], px(17), side.w // 2), theme.TEXT, True)
    pile = pile_rect(view)
    if obs.pile:
        surface.blit(art.back(pile.w, pile.h), pile)
    count = _("Pile: {n}", n=obs.pile)
    room = pile.x - px(6) - (title.right + px(10))  # the pile count beside the title
    text.blit_text(surface, count, (pile.x - px(6), side.y + px(14)),
                   text.fit_size(count, px(15), room), theme.TEXT_DIM, anchor="topright")
    rect = view.hand_rect()
    dragging = table.dragging
    if rect is not None and view.focus is not None:
        surface.blit(art.back(rect.w, rect.h), rect)  # another's tile, face down
    elif rect is not None and dragging != "tile":
        surface.blit(art.tile(obs.hand[0], view.rot, view.hand_room()), rect)
    elif rect is None:
        msg = _("No tile in hand") if table.viewer is not None else ""
        size = text.fit_size(msg, px(15), side.right - PAD - x)
        text.blit_text(surface, msg, (x, side.y + px(50)), size, theme.TEXT_DIM)
    turn = view.turn_rect()
    if turn is not None and dragging != "tile":
        draw_turn(surface, turn)
    top = side.y + px(44) + 3 * view.hand_room() + px(14)
    text.blit_text(surface, heads[1], (x, top), text.fit_size(heads[1], px(17), side.w - 2 * PAD),
                   theme.TEXT, True)
    seat = view.area_seat()
    if seat is not None:
        colour = table.options.seats[seat].colour
        home = obs.hq[seat]
        for kind, r in view.hq_slots():  # a built one leaves its slot, as on the board
            if kind not in home:
                pygame.draw.circle(surface, theme.PANEL_EDGE, r.center, r.w // 2 - 1,
                                   max(1, r.w // 24))
        for kind, r in view.hq_rects():
            if dragging == f"b-{kind}":
                continue
            axis = view.axis if kind == BRIDGE else ""
            surface.blit(art.building(kind, colour, r.w, axis, True, True), r)
    y = _draw_others(view, surface)
    if obs.ending and table.decision.seat is not None:  # not once the game is over
        line = _("Last round: nobody draws.")
        text.blit_text(surface, line, (x, y + px(4)), text.fit_size(line, px(15), side.w - 2 * PAD),
                       theme.ACCENT, True)
    help_y = help_top(view)
    for part in help_lines(view):
        text.blit_text(surface, part, (x, help_y), px(13), theme.TEXT_DIM)
        help_y += px(17)


def draw_turn(surface: pygame.Surface, r: pygame.Rect) -> None:
    """The turn button: a round arrow going clockwise, as the tile turns."""
    pygame.draw.rect(surface, theme.PANEL_LIGHT, r, border_radius=r.w // 4)
    pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=r.w // 4)
    ring = r.inflate(-r.w * 2 // 5, -r.h * 2 // 5)
    radius = ring.w / 2
    pygame.draw.arc(surface, theme.TEXT, ring, 0.9, 2 * math.pi - 0.3, max(2, r.w // 12))
    # the head at the upper right end, pointing on clockwise (on screen: right and down)
    a = 0.9
    px_, py_ = ring.centerx + radius * math.cos(a), ring.centery - radius * math.sin(a)
    dx, dy = math.sin(a), math.cos(a)
    head = max(3, r.w // 5)
    pygame.draw.polygon(surface, theme.TEXT, [
        (px_ + dx * head, py_ + dy * head),
        (px_ - dy * head * 0.7, py_ + dx * head * 0.7),
        (px_ + dy * head * 0.7, py_ - dx * head * 0.7),
    ])


def _draw_others(view: MystariaView, surface: pygame.Surface) -> int:
    table = view.table
    obs = table.observation
    seats = table.options.seats
    hidden = table.hidden_pieces
    y = others_top(view)
    for row in other_rows(view):
        seat = row.seat
        left = _("{name}: {n} buildings left", name=obs.names[seat], n=len(obs.hq[seat]))
        room = row.hand.x - view.px(6) - row.label[0]
        text.blit_text(surface, left, row.label, text.fit_size(left, view.px(14), room),
                       theme.TEXT, True)
        if obs.hand_sizes[seat] and hand_id(seat) not in hidden:
            surface.blit(art.back(row.hand.w, row.hand.h), row.hand)
        for kind, r in row.supply:
            surface.blit(art.building(kind, seats[seat].colour, r.w, "", True), r)
        y = row.label[1] + view.px(20) + icon_size(view) + view.px(8)
    return y
