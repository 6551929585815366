"""The side column of Renature's table: the joker track, your hand and the box, your
plant board(s), the mushrooms, and one row per seat (hand, reserve, plants, clouds and
region tiles, each a small picture with its count). Geometry and drawing together, so
the flights (flights.py) start and land where things are drawn."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.renature.clouds import per_board
from game.games.renature.data import KINDS, animals, colour_names, plant_value
from game.games.renature.observe import RenatureObservation
from game.games.renature.view import art
from game.i18n import _, _n
from game.ui import text, theme
from game.ui.widgets import panel

if TYPE_CHECKING:
    from game.games.renature.view import RenatureView

# what a seat's row shows, in order
SPOTS = ("hand", "reserve", "plants", "clouds", "tiles")


def joker_rects(v: RenatureView) -> list[tuple[str, pygame.Rect]]:
    n = len(animals())
    size = min(v.px(34), (v.side.w - 4) // n)
    y = v.side.y + v.px(22)
    return [(a, pygame.Rect(v.side.x + i * size, y, size - 2, size - 2))
            for i, a in enumerate(animals())]


def hand_size(v: RenatureView) -> int:
    """Half-domino size in the hand: the board's, or smaller if the column is narrow."""
    return max(16, min(v.cs, (v.side.w - v.px(96)) // 6 - 3))


def hand_slots(v: RenatureView) -> list[pygame.Rect]:
    s = 2 * hand_size(v) + 8
    y = joker_rects(v)[0][1].bottom + v.px(30)
    return [pygame.Rect(v.side.x + i * (s + 6), y, s, s) for i in range(3)]


def box_rect(v: RenatureView) -> pygame.Rect:
    slots = hand_slots(v)
    right = slots[-1].right + 6
    return pygame.Rect(right, slots[0].y, max(60, v.side.right - right), slots[0].h)


def supply_top(v: RenatureView) -> int:
    return hand_slots(v)[0].bottom + v.px(30)


def supply_rects(v: RenatureView) -> list[tuple[int, str, str, pygame.Rect]]:
    """(board, colour key, kind, rect) of every plant slot on the viewer's board(s):
    a row of the board's own colour over a row of neutral plants."""
    obs = v.table.observation
    seat = v.area_seat()  # another seat's board(s) while their area is shown
    if seat is None:
        return []
    size = max(20, min(v.px(40), (v.side.w - 8) // 6))
    out = []
    y = supply_top(v)
    own = str(obs.colours[seat][0])
    for b in obs.boards[seat]:
        for colour in (own, "n"):
            for i, kind in enumerate(KINDS):
                out.append((b, colour, kind,
                            pygame.Rect(v.side.x + i * (size + 4), y, size, size)))
            y += size + 4
        y += 8
    return out


def supply_marks(v: RenatureView) -> list[tuple[pygame.Rect, str, str]]:
    """What each number and letter on the plant board means: (where, kind, hover text),
    the letter at a plant's top left, its value at the top right, how many are left at
    the bottom right, then the whole plant."""
    obs = v.table.observation
    out: list[tuple[pygame.Rect, str, str]] = []
    for b, colour, kind, r in supply_rects(v):
        n = obs.supply[b].get(f"{colour}:{kind}", 0)
        half = r.w // 2
        who = _("neutral") if colour == "n" else colour_names()[int(colour)]
        value = plant_value(kind)
        out.append((pygame.Rect(r.x, r.y, half, half), "plant-owner",
                    _("{letter}: a {who} plant (N: neutral, anyone's to use).",
                      letter=art.colour_letter(colour), who=who)))
        out.append((pygame.Rect(r.x + half, r.y, r.w - half, half), "plant-value",
                    _("Value {v}: it counts {v} in a region's majority; taking it back "
                      "costs {v} clouds.", v=value)))
        out.append((pygame.Rect(r.x + half, r.y + half, r.w - half, r.h - half), "plant-left",
                    _n("{n} of this plant left on your board.",
                       "{n} of these plants left on your board.", n)))
        out.append((r, "plant", _("A {who} {kind} plant, value {v}: {n} left.", who=who,
                                  kind=kind, v=value, n=n)))
    return out


def hint_lines(v: RenatureView) -> tuple[list[str], int]:
    """The take-back hint under the plant board, wrapped (and at a narrow column made
    smaller, to stay within three lines; never cut), and its size."""
    hint = _("Click your own or a neutral plant on the board to take it back "
             "(its value in clouds).")
    size = v.px(12)
    while size > 9 and len(text.wrap(hint, size, v.side.w - 4)) > 3:
        size -= 1
    return text.wrap(hint, size, v.side.w - 4), size


def mushroom_rect(v: RenatureView) -> pygame.Rect:
    rects = supply_rects(v)
    if rects:
        lines, size = hint_lines(v)
        y = rects[-1][3].bottom + 4 + len(lines) * (size + 3) + v.px(8)
    else:
        y = supply_top(v)
    size = v.cs if v.table.observation.board != "base" else 0
    return pygame.Rect(v.side.x, y, size, size)


# --- one row per seat --------------------------------------------------------------------
def _name_line(obs: RenatureObservation, seat: int) -> str:
    cols = " + ".join(colour_names()[c] for c in obs.colours[seat])
    line = _("{name} ({cols})", name=obs.names[seat], cols=cols)
    backs = [t[2] for t in obs.owned_tiles[seat] if t[2] is not None]
    if backs:
        line += " " + _("(backs {b})", b=sum(backs))
    return line


def seat_rows(v: RenatureView) -> list[tuple[pygame.Rect, dict[str, pygame.Rect]]]:
    """Per seat: its row, and the rect of each of its spots (SPOTS)."""
    obs = v.table.observation
    y = mushroom_rect(v).bottom + v.px(12)
    name_h, spot_h, gap = v.px(17), v.px(22), v.px(8)
    width = (v.side.w - v.px(12)) // len(SPOTS)
    out = []
    for _seat in obs.names:
        row = pygame.Rect(v.side.x, y, v.side.w, name_h + spot_h)
        top = y + name_h + 2
        spots = {name: pygame.Rect(v.side.x + v.px(12) + k * width, top, width - 4, spot_h - 2)
                 for k, name in enumerate(SPOTS)}
        out.append((row, spots))
        y = row.bottom + gap
    return out


def spot_icon(v: RenatureView, obs: RenatureObservation, seat: int, spot: str,
              size: int) -> pygame.Surface:
    """The small picture of a seat's spot (also what flies to and from it)."""
    if spot in ("hand", "reserve"):
        return art.domino_back(size // 2 + 1, spot == "reserve")
    if spot == "plants":
        return art.plant_disc(str(obs.colours[seat][0]), size)
    if spot == "clouds":
        return art.cloud_token(size, 1)
    return art.region_tile_back(size)


def spot_count(obs: RenatureObservation, seat: int, spot: str) -> int:
    if spot == "hand":
        return obs.hand_sizes[seat]
    if spot == "reserve":
        return obs.reserve_sizes[seat]
    if spot == "plants":
        return sum(n for b in obs.boards[seat] for n in obs.supply[b].values())
    if spot == "clouds":
        return obs.clouds[seat]
    return len(obs.owned_tiles[seat])


# --- drawing ---------------------------------------------------------------------------
def draw_side(v: RenatureView, surface: pygame.Surface, obs: RenatureObservation) -> None:
    x, y = v.side.x, v.side.y
    _label(v, surface, _("Joker (click an animal: 2 clouds)"), (x, y))
    flying_joker = "joker" in v.table.hidden_pieces
    for a, rect in joker_rects(v):
        joker = a == obs.joker and not flying_joker
        pygame.draw.rect(surface, theme.ACCENT if joker else theme.PANEL, rect, border_radius=4)
        surface.blit(art.animal_tile(a, rect.w, joker, False), rect)
    seat = v.area_seat()
    slots = hand_slots(v)
    if v.focus is not None:
        _draw_other_hand(v, surface, obs, v.focus)
    elif seat is not None:
        _label(v, surface, _("Your hand"), (x, slots[0].y - v.px(20)))
    for slot, (d, a, b) in zip(slots, obs.hand if v.focus is None else ()):
        panel(surface, slot)
        if d == v.table.dragging:
            continue  # the domino follows the mouse: drawn once
        img = art.domino_image(a, b, hand_size(v), v.rot.get(d, 0), obs.joker)
        surface.blit(img, img.get_rect(center=slot.center))
    box = box_rect(v)
    if seat is not None and v.focus is None:
        panel(surface, box, theme.PANEL)
        lines, size = box_label(v)
        for i, line in enumerate(lines):
            text.blit_text(surface, line, (box.centerx, box.y + 6 + i * (size + 4)), size,
                           theme.TEXT_DIM, False, "midtop")
    _draw_supply(v, surface, obs, seat)
    _draw_seats(v, surface, obs)


def _draw_other_hand(v: RenatureView, surface: pygame.Surface, obs: RenatureObservation,
                     seat: int) -> None:
    """Another seat's hand, shown in the place of the viewer's: face down."""
    slots = hand_slots(v)
    _label(v, surface, _("{name}'s hand", name=obs.names[seat]), (v.side.x, slots[0].y - v.px(20)))
    for slot in slots[:obs.hand_sizes[seat]]:
        panel(surface, slot)
        img = art.domino_back(hand_size(v))
        surface.blit(img, img.get_rect(center=slot.center))


def area_rect(v: RenatureView) -> pygame.Rect:
    """The shown seat's own part of the column: hand, plant board(s) and clouds."""
    top = hand_slots(v)[0].y - v.px(20)
    return pygame.Rect(v.side.x, top, v.side.w, mushroom_rect(v).y - top)


def area_laid(v: RenatureView) -> frozenset[str]:
    """What the column lays out for the shown seat: its dominoes in hand (another's only
    as backs) and each plant slot that holds plants."""
    obs = v.table.observation
    laid = {d for d, _a, _b in obs.hand} if v.focus is None else \
        {f"back{i}" for i in range(min(3, obs.hand_sizes[v.focus]))}
    laid |= {f"{b}:{colour}:{kind}" for b, colour, kind, _r in supply_rects(v)
             if obs.supply[b].get(f"{colour}:{kind}", 0)}
    return frozenset(laid)


def box_label(v: RenatureView) -> tuple[list[str], int]:
    """The box's label, wrapped, and its size: smaller letters in a small box, never cut
    at the foot or the side (a long word such as German "zurückzulegen" ran out of the
    box), else only "The box" (the tooltip says the rest)."""
    box = box_rect(v)
    label, size = _("Drop here to return to the box"), v.px(12)

    def fits(size: int) -> bool:
        lines = text.wrap(label, size, box.w - 8)
        return (len(lines) * (size + 4) <= box.h - 8
                and all(text.font(size).size(line)[0] <= box.w - 8 for line in lines))

    while size > 9 and not fits(size):
        size -= 1
    if not fits(size):
        label, size = _("The box"), v.px(12)
    return text.wrap(label, size, box.w - 8), size


def _label(v: RenatureView, surface: pygame.Surface, label: str, pos: tuple[int, int]) -> None:
    """A heading of the column, shrunk to fit a narrow column."""
    size = text.fit_size(label, v.px(14), v.side.right - pos[0], True)
    text.blit_text(surface, label, pos, size, theme.TEXT, True)


def supply_label(obs: RenatureObservation, seat: int) -> str:
    """The heading over the viewer's plant boards: two of them in a game of two."""
    n = len(obs.boards[seat])
    return _n("Your plant board", "Your {n} plant boards", n, n=n)


def _draw_supply(v: RenatureView, surface: pygame.Surface, obs: RenatureObservation,
                 seat: int | None) -> None:
    if seat is None:
        return
    rects = supply_rects(v)
    top = supply_top(v)
    n = len(obs.boards[seat])
    label = supply_label(obs, seat) if v.focus is None else \
        _n("{name}'s plant board", "{name}'s {n} plant boards", n, name=obs.names[seat], n=n)
    _label(v, surface, label, (v.side.x, top - v.px(18)))
    if rects:
        size = rects[0][3].w
        cx = rects[3][3].right + 16
        room = per_board() * len(obs.boards[seat])
        surface.blit(art.cloud_token(size, 1), (cx, top))
        label = _("{n} of {room} clouds", n=obs.clouds[seat], room=room)
        room_w = v.side.right - (cx + size + 6)
        if text.font(v.px(13)).size(label)[0] <= room_w:
            text.blit_text(surface, label, (cx + size + 6, top + size // 2), v.px(13),
                           theme.TEXT, False, "midleft")
        else:  # a narrow column: the count alone, under the cloud
            text.blit_text(surface, f"{obs.clouds[seat]}/{room}", (cx + size // 2, top + size),
                           v.px(12), theme.TEXT, False, "midtop")
    for b, colour, kind, rect in rects:
        n = obs.supply[b].get(f"{colour}:{kind}", 0)
        surface.blit(art.plant_token(colour, kind, rect.w, n), rect)
    hy = rects[-1][3].bottom + 4 if rects else top
    lines, size = hint_lines(v)
    for line in lines if v.focus is None else ():  # the take-back hint is the viewer's
        text.blit_text(surface, line, (v.side.x, hy), size, theme.TEXT_DIM)
        hy += size + 3
    if obs.board != "base":
        m = mushroom_rect(v)
        if obs.mushrooms_left:
            surface.blit(art.mushroom_tile(m.w), m)
        text.blit_text(surface, _("{n} mushrooms left", n=obs.mushrooms_left),
                       (m.right + 8, m.centery), v.px(13), theme.TEXT, False, "midleft")


def _draw_seats(v: RenatureView, surface: pygame.Surface, obs: RenatureObservation) -> None:
    size = v.px(13)
    for seat, (row, spots) in enumerate(seat_rows(v)):
        if row.bottom > v.side.bottom:
            break
        current = obs.current == seat
        colour = theme.ACCENT if current else theme.TEXT
        r = max(4, v.px(5))
        for k, c in enumerate(obs.colours[seat]):
            centre = (row.x + r + 1 + (2 * r + 2) * k, row.y + v.px(9))
            pygame.draw.circle(surface, art.colour_rgb(str(c)), centre, r)
            pygame.draw.circle(surface, theme.TEXT_DIM, centre, r, 1)
        indent = (2 * r + 2) * len(obs.colours[seat]) + 4
        line = text.fit(_name_line(obs, seat), size, row.w - indent, current)
        text.blit_text(surface, line, (row.x + indent, row.y), size, colour, current)
        for spot, rect in spots.items():
            icon = spot_icon(v, obs, seat, spot, min(rect.h, rect.w * 2 // 5))
            surface.blit(icon, icon.get_rect(midleft=rect.midleft))
            text.blit_text(surface, str(spot_count(obs, seat, spot)),
                           (rect.x + icon.get_width() + 4, rect.centery), size,
                           theme.TEXT, False, "midleft")


def spot_tooltip(v: RenatureView, pos: tuple[int, int]) -> str | None:
    """What a seat's spot counts, or a number of the plant board, under the mouse."""
    obs = v.table.observation
    for rect, _kind, tip in supply_marks(v):
        if rect.collidepoint(pos):
            return tip
    for seat, (_row, spots) in enumerate(seat_rows(v)):
        for spot, rect in spots.items():
            if rect.collidepoint(pos):
                name, n = obs.names[seat], spot_count(obs, seat, spot)
                if spot == "hand":
                    return _n("{name}: {n} domino in hand", "{name}: {n} dominoes in hand", n,
                              name=name)
                if spot == "reserve":
                    return _n("{name}: {n} domino in reserve (face down)",
                              "{name}: {n} dominoes in reserve (face down)", n, name=name)
                if spot == "plants":
                    return _n("{name}: {n} plant left on the plant board",
                              "{name}: {n} plants left on the plant board", n, name=name)
                if spot == "clouds":
                    return _n("{name}: {n} cloud", "{name}: {n} clouds", n, name=name)
                return _n("{name}: {n} region tile taken", "{name}: {n} region tiles taken", n,
                          name=name)
    return None
