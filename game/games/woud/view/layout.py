"""Where everything of Het Woud lies on the screen, computed from the observation.

One ``Geo`` per (observation, area): the view draws from it and hit-tests with it, so
drawing and clicking always agree."""

from __future__ import annotations

import dataclasses

import pygame

from game.games.woud.data import card
from game.games.woud.observe import TreeView, WoudObservation
from game.i18n import _

GROUP_ORDER = ("plant", "weather", "threat", "animal", "other")


@dataclasses.dataclass
class ForestGeo:
    seat: int
    rect: pygame.Rect
    header: pygame.Rect
    trees_area: pygame.Rect
    groups_area: pygame.Rect
    cw: int
    ch: int
    incoming: list[tuple[str, pygame.Rect]] = dataclasses.field(default_factory=list)
    trees: dict[str, pygame.Rect] = dataclasses.field(default_factory=dict)
    segments: list[tuple[str, pygame.Rect, str]] = dataclasses.field(default_factory=list)
    new_slot: pygame.Rect | None = None
    discard_slot: pygame.Rect | None = None
    cards: list[tuple[str, pygame.Rect]] = dataclasses.field(default_factory=list)
    counts: list[tuple[int, pygame.Rect]] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class Geo:
    cw: int
    ch: int
    deck: pygame.Rect
    piles: dict[int, pygame.Rect]
    pile_labels: dict[int, str]
    tray: pygame.Rect
    tray_cards: list[tuple[str, pygame.Rect]]
    tray_title: str
    info: pygame.Rect
    forests: dict[int, ForestGeo]


def group_key(cid: str) -> tuple[int, str]:
    from game.games.woud.view.art import category

    k = card(cid)
    cat = category(cid)
    rank = GROUP_ORDER.index(cat) if cat in GROUP_ORDER else 9
    return rank, (k.species if k.is_animal else k.kind)


def compute(
    rect: pygame.Rect, obs: WoudObservation, me: int, tray: list[str], tray_title: str, placing: bool
) -> Geo:
    pad = max(6, rect.w // 140)
    cw = max(34, min(80, rect.w // 16))
    ch = int(cw * 1.38)
    top = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad, ch + 30)
    info_w = max(190, int(rect.w * 0.25))
    deck = pygame.Rect(top.x, top.y + 20, cw, ch)
    piles: dict[int, pygame.Rect] = {}
    labels: dict[int, str] = {}
    order = list(obs.my_piles) + [
        p for p in range(len(obs.piles)) if p not in obs.my_piles
    ]
    x = deck.right + 2 * pad
    small = int(cw * 0.7)
    for n, p in enumerate(order):
        w = cw if n < 3 else small
        piles[p] = pygame.Rect(x, top.y + 20, w, ch if n < 3 else int(small * 1.38))
        labels[p] = _("NG {n}", n=n + 1) if n < 3 else "·"
        x += w + 2 * pad
    info_x = top.right - info_w
    tray_rect = pygame.Rect(x + pad, top.y, max(0, info_x - x - 2 * pad), top.h)
    tray_cards = []
    if tray:
        step = min(cw + pad // 2, max(12, (tray_rect.w - cw) // max(1, len(tray) - 1)))
        for i, cid in enumerate(tray):
            tray_cards.append((cid, pygame.Rect(tray_rect.x + i * step, top.y + 20, cw, ch)))
    rest = pygame.Rect(
        rect.x + pad, top.bottom + pad, rect.w - 2 * pad, rect.bottom - top.bottom - 2 * pad
    )
    seats = len(obs.forests)
    others = [i for i in range(seats) if i != me]
    mine_h = int(rest.h * 0.56)
    mine = pygame.Rect(rest.x, rest.bottom - mine_h, rest.w, mine_h)
    # the info panel (season card, the Bosgeest's steps, season points) runs down the
    # right of the piles and the other forests
    info = pygame.Rect(info_x, top.y, info_w, mine.y - pad - top.y)
    band = pygame.Rect(rest.x, rest.y, info.x - pad - rest.x, mine.y - rest.y - pad)
    forests = {me: _forest(mine, obs, me, cw, ch, placing)}
    if others:
        w = (band.w - pad * (len(others) - 1)) // len(others)
        scale = 0.8 if len(others) == 1 else 0.62
        ocw = max(26, int(cw * scale))
        for j, seat in enumerate(others):
            r = pygame.Rect(band.x + j * (w + pad), band.y, w, band.h)
            forests[seat] = _forest(r, obs, seat, ocw, int(ocw * 1.38), False)
    return Geo(cw, ch, deck, piles, labels, tray_rect, tray_cards, tray_title, info, forests)


def _forest(
    rect: pygame.Rect, obs: WoudObservation, seat: int, cw: int, ch: int, placing: bool
) -> ForestGeo:
    f = obs.forests[seat]
    header = pygame.Rect(rect.x, rect.y, rect.w, max(20, cw // 3 + 8))
    body = pygame.Rect(rect.x, header.bottom, rect.w, rect.h - header.h)
    geo = ForestGeo(seat, rect, header, body, body, cw, ch)
    if f.incoming:
        step = min(cw + 6, max(10, (body.w // 2) // max(1, len(f.incoming))))
        for i, cid in enumerate(f.incoming):
            geo.incoming.append((cid, pygame.Rect(body.x + 6 + i * step, body.y + 4, cw, ch)))
        body = pygame.Rect(body.x, body.y + ch + 10, body.w, body.h - ch - 10)
    trees_w = int(body.w * 0.55)
    geo.trees_area = pygame.Rect(body.x, body.y, trees_w, body.h)
    geo.groups_area = pygame.Rect(body.x + trees_w + 6, body.y, body.w - trees_w - 6, body.h)
    _trees(geo, f.trees, placing)
    if placing:
        geo.discard_slot = pygame.Rect(header.right - cw - 4, header.y + 2, cw, header.h - 4)
    _groups(geo, f.cards)
    return geo


def _trees(geo: ForestGeo, trees: tuple[TreeView, ...], placing: bool) -> None:
    area = geo.trees_area
    n = len(trees) + (1 if placing else 0)
    col = max(18, min(int(geo.cw * 1.15), (area.w - 8) // max(1, n)))
    tallest = max([len(t.trunks) for t in trees] + [3])
    cap_h = max(10, int(col * 0.55))
    token = max(10, col // 3)  # room for the "scored" token under each tree
    seg_h = max(5, min(int(geo.ch * 0.42), (area.h - cap_h - token - 14) // tallest))
    base = area.bottom - token - 4
    for i, t in enumerate(trees):
        x = area.x + 4 + i * col
        column = pygame.Rect(x, area.y, col - 2, area.h)
        geo.trees[t.id] = column
        tw = max(6, int(col * 0.6))
        y = base
        for cid in t.trunks:
            seg = pygame.Rect(x + (col - 2 - tw) // 2, y - seg_h, tw, seg_h - 1)
            geo.segments.append((cid, seg, t.id))
            y -= seg_h
        if t.canopy:
            geo.segments.append((t.canopy, pygame.Rect(x, y - cap_h, col - 2, cap_h), t.id))
    if placing:
        x = area.x + 4 + len(trees) * col
        geo.new_slot = pygame.Rect(x, area.y + 4, col - 2, area.h - 8)


def _groups(geo: ForestGeo, cards: list[str]) -> None:
    area = geo.groups_area
    groups: dict[tuple[int, str], list[str]] = {}
    for cid in cards:
        groups.setdefault(group_key(cid), []).append(cid)
    fan = max(6, geo.cw // 4)
    x, y = area.x, area.y + 2
    row_h = geo.ch + 4
    for key in sorted(groups):
        members = groups[key]
        w = geo.cw + fan * (len(members) - 1)
        if x + w > area.right and x > area.x:
            x, y = area.x, y + row_h
        for j, cid in enumerate(members):
            geo.cards.append((cid, pygame.Rect(x + j * fan, y, geo.cw, geo.ch)))
        if len(members) > 1:
            geo.counts.append((len(members), geo.cards[-1][1]))
        x += w + 6
