"""Het Woud's legend: where one of each kind of mark lies now — a tree's trunk points,
canopy multiplier, open canopy, award, scored mark and points to come; on a card its
corner badge (A, P, a trunk's points, a canopy's ×), the seed-deck sprout, the cards
tucked under it and a stack's count; the season board's decks, discards and New Growth
piles; a forest's header, its sun and rain totals and the new-tree place. The viewer's own forest is searched
first, then the others, then the cards being looked at."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from game.games.woud.data import card
from game.games.woud.scoring import tree_points
from game.games.woud.view import art
from game.games.woud.view.layout import ForestGeo, Geo, badge_rect
from game.i18n import _, _n
from game.ui import text, theme
from game.ui.gameview import Label

if TYPE_CHECKING:
    from game.games.woud.view import WoudView


def captions() -> dict[str, str]:
    return {
        "trunk": _("Trunk: the points it adds to its tree"),
        "canopy": _("Canopy: multiplies the tree's trunk points"),
        "open": _("Open tree: it still needs a canopy"),
        "award": _("Award: this tree won a tallest-tree bonus"),
        "scored": _("Scored tree and the points it made"),
        "points": _("Points this finished tree will score"),
        "A": _("A: the animal's ability card"),
        "P": _("P: the animal's pair card"),
        "value": _("A trunk's points or a canopy's multiplier"),
        "sprout": _("Green dot: a card from the seed deck"),
        "under": _("Cards tucked under this one"),
        "count": _("How many cards this stack holds"),
        "header": _("A player's points and finished trees"),
        "sun-rain": _("Sun and rain cards in this forest"),
        "new": _("Drop a trunk here to start a new tree"),
        "deck": _("This season's deck: cards left"),
        "seeds": _("Seed deck: cards left"),
        "discard": _("Discard pile: its top card"),
        "pile": _("New Growth pile and its number of cards"),
    }


def legend(v: WoudView) -> list[Label]:
    g = v.geo()
    words = captions()
    found: dict[str, pygame.Rect] = {}
    seats = [v.me] + [s for s in g.forests if s != v.me]
    for seat in seats:
        if seat in g.forests:
            for kind, rect in _forest_marks(v, g.forests[seat], seat):
                found.setdefault(kind, rect)
    for kind, rect in _cards(g.tray_cards, v.table.hidden_pieces):
        found.setdefault(kind, rect)
    found.update(_board(v, g))
    return [Label(found[k], k, words[k]) for k in words
            if k in found and v.rect.contains(found[k])]


def _board(v: WoudView, g: Geo) -> dict[str, pygame.Rect]:
    obs = v.obs
    out = {}
    if obs.deck:
        out["deck"] = g.deck
    if obs.seed_deck:
        out["seeds"] = g.seed
    if obs.discard:
        out["discard"] = g.discard
    piles = [r for p, r in g.piles.items() if obs.piles[p].count]
    if piles:
        out["pile"] = piles[0]
    return out


def _forest_marks(v: WoudView, fg: ForestGeo, seat: int) -> Iterator[tuple[str, pygame.Rect]]:
    f = v.obs.forests[seat]
    hidden = v.table.hidden_pieces
    head = fg.header  # the colour chip and the title beside it
    chip = pygame.Rect(head.x + 4, head.y + 3, head.h - 6, head.h - 6)
    done = sum(1 for t in f.trees if t.complete)
    title = _n("{name}: {points} pts, {n} tree done", "{name}: {points} pts, {n} trees done",
               done, name=v.seat_name(seat), points=v.obs.points[seat])
    width = min(text.font(fg.fs, True).size(title)[0], head.right - chip.right - 10)
    yield "header", chip.union(pygame.Rect(chip.right + 6, chip.y, width, chip.h))
    if fg.weather is not None:
        yield "sun-rain", fg.weather
    if fg.new_slot is not None:
        yield "new", fg.new_slot
    for tg in fg.tree_geos:
        t = tg.tree
        for cid, r in tg.trunks:
            if cid not in hidden:
                yield "trunk", r
        c = tg.crown
        if t.canopy and t.canopy not in hidden:
            yield "canopy", c
        elif not t.canopy:
            yield "open", _ink("?", max(12, c.h // 2), c.center)
        if t.award >= 0:
            s = max(12, int(c.h * 0.7))
            yield "award", pygame.Rect(c.right - s // 3 - s // 2, c.y + s // 3 - s // 2, s, s)
        if t.complete:
            tok, size, pts = tg.token, max(12, fg.fs - 2), tree_points(t)
            if t.scored >= 0:
                rad = max(5, tok.h // 2 - 1)
                shown = _ink(str(pts), size, (tok.x + 2 * rad + 5, tok.centery), "midleft")
                yield "scored", shown.union(pygame.Rect(tok.x + 2, tok.centery - rad, 2 * rad,
                                                        2 * rad))
            else:
                yield "points", _ink(f"+{pts}", size, tok.center)
    yield from _cards(fg.cards, hidden)
    under = dict(f.under)
    for cid, r in fg.cards:
        if under.get(cid) and cid not in hidden:
            size = max(12, r.w // 4)
            w, h = text.font(size, True).size(f"+{under[cid]}")
            yield "under", pygame.Rect(r.right - 3 - w, r.y + 2, w, h)
    for _count, r, cid in fg.counts:
        yield "count", badge_rect(r, fg.fs, cid)


def _ink(label: str, size: int, pos: tuple[int, int], anchor: str = "center") -> pygame.Rect:
    """Where the letters of ``label`` drawn bold at ``pos`` lie."""
    img = text.render(label, size, theme.TEXT, True)
    ink = img.get_bounding_rect()
    return ink.move(img.get_rect(**{anchor: pos}).topleft)


def _cards(cards: list[tuple[str, pygame.Rect]],
           hidden: frozenset[str]) -> Iterator[tuple[str, pygame.Rect]]:
    """The corner badge and the sprout of each card face, as ``art._face`` draws them."""
    for cid, r in cards:
        if cid in hidden:
            continue
        mark = art.badge(cid)
        if mark:
            bs = art.badge_side(r.w)
            kind = mark if mark in ("A", "P") else "value"
            yield kind, pygame.Rect(r.x + 2, r.y + 2, bs, bs)
        if card(cid).deck == "seed":
            yield "sprout", pygame.Rect(r.right - 10, r.y + 2, 8, 8)
