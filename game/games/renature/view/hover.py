"""Hover help on Renature's table: what a hand domino, a joker, a plant, a region or a
seat's counter is, and a region's totals with what scoring it now would pay."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.renature.actions import TakeBack
from game.games.renature.data import board, colour_names, coord, plant_value
from game.games.renature.scoring import award
from game.games.renature.view import art, side
from game.i18n import _, _n

if TYPE_CHECKING:
    from game.games.renature.view import RenatureView


def hand_at(v: RenatureView, pos: tuple[int, int]) -> tuple[str, str, str] | None:
    obs = v.table.observation
    if v.focus is not None:  # another seat's hand lies there, face down
        return None
    for slot, entry in zip(side.hand_slots(v), obs.hand):
        if slot.collidepoint(pos):
            return entry
    return None


def enlarged(v: RenatureView, pos: tuple[int, int]) -> pygame.Surface | None:
    """A hand domino, or a plant on the board, at twice the size."""
    obs = v.table.observation
    entry = hand_at(v, pos)
    if entry is not None:
        d, a, b = entry
        return art.domino_image(a, b, 2 * v.cs, v.rot.get(d, 0) % 2, obs.joker)
    c = v.cell_at(pos)
    if c is not None and c in obs.plants:
        _p, colour, kind, _num = obs.plants[c].split("-")
        return art.plant_token(colour, kind, 2 * v.cs)
    return None


def tooltip(view: RenatureView, pos: tuple[int, int]) -> str | None:
    obs = view.table.observation
    entry = hand_at(view, pos)
    if entry is not None:
        _d, a, b = entry
        return _("{a} and {b}: drag onto the board; R or right-click turns it", a=a, b=b)
    other = view.focus
    n = obs.hand_sizes[other] if other is not None else 0
    if other is not None and any(s.collidepoint(pos) for s in side.hand_slots(view)[:n]):
        return _n("{name}: {n} domino in hand", "{name}: {n} dominoes in hand", n,
                  name=obs.names[other])  # another's hand, face down
    for a, rect in side.joker_rects(view):
        if rect.collidepoint(pos):
            if a == obs.joker:
                return _("The {animal} is the joker: it fits beside every animal.", animal=a)
            return _("Make the {animal} the joker: 2 clouds.", animal=a)
    if side.box_rect(view).collidepoint(pos) and view.table.viewer is not None \
            and view.focus is None:
        return _("Drop a domino here to return it to the box unused.")
    c = view.cell_at(pos)
    if c is None:
        return side.spot_tooltip(view, pos)
    region = next((n for n, r in obs.regions.items() if c in r.cells), None)
    lines = []
    if c in obs.plants:
        _p, colour, kind, _num = obs.plants[c].split("-")
        who = _("neutral") if colour == "n" else colour_names()[int(colour)]
        lines.append(_("{who} {kind} (worth {v})", who=who, kind=kind, v=plant_value(kind)))
        if view.table.my_turn and view.table.check(TakeBack(c)) is None:
            lines.append(_("Click to take it back for {v} clouds.", v=plant_value(kind)))
    if region is not None:
        lines.append(region_summary(view, region))
    elif c in obs.animals:
        lines.append(f"{coord(c)}: {obs.animals[c]}")
    elif c in board(obs.board).stumps:
        lines.append(_("A tree stump: cover it to earn a mushroom."))
    if c in obs.board_clouds:
        lines.append(_n("{n} cloud here", "{n} clouds here", obs.board_clouds[c]))
    return "\n".join(lines) if lines else None


def region_summary(v: RenatureView, region: str) -> str:
    """A region's colour totals and what scoring it now would pay."""
    obs = v.table.observation
    reg = obs.regions[region]
    totals: dict[str, int] = {}
    for c in reg.cells:
        if c in obs.plants:
            _p, colour, kind, _num = obs.plants[c].split("-")
            totals[colour] = totals.get(colour, 0) + plant_value(kind)
    size = len(reg.cells)
    if obs.board == "base":
        if reg.tile is None:
            closer = obs.names[reg.closed_by] if reg.closed_by is not None else "?"
            head = _("Region {r}: scored, closed by {p}", r=region, p=closer)
            numbers = None
        else:
            numbers = reg.tile
            head = _(
                "Region {r}: {n} spaces, tile {m}/{s}",
                r=region,
                n=size,
                m=numbers[0],
                s=numbers[1],
            )
    else:
        numbers = (size, size // 2)
        head = _(
            "Region {r}: {n} spaces, pays {m}/{s} at the end",
            r=region,
            n=size,
            m=numbers[0],
            s=numbers[1],
        )
    lines = [head]
    counts: dict[int, int] = {}
    for value in totals.values():
        counts[value] = counts.get(value, 0) + 1
    for colour, value in sorted(totals.items(), key=lambda kv: -kv[1]):
        who = _("neutral") if colour == "n" else colour_names()[int(colour)]
        tied = _(" (tied: cancelled)") if counts[value] > 1 else ""
        lines.append(f"  {who}: {value}{tied}")
    if numbers is not None:
        paid = award(totals, *numbers)
        if paid:
            now = ", ".join(f"{colour_names()[int(k)]} +{p}" for k, p in sorted(paid.items()))
        else:
            now = _("nobody")
        lines.append(_("Scored now: {now}", now=now))
    return "\n".join(lines)
