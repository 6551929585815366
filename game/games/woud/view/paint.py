"""Drawing Het Woud's forests and season board from the layout (view/layout.py): trees
as trees (trunk cards stacked with their points, the canopy as a crown on top, the
award on the crown, the scored mark and the points at the foot), the groups of a
forest under their captions, the decks and piles of the board with their labels."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.games.woud.data import card
from game.games.woud.observe import ForestView
from game.games.woud.scoring import kinds, tree_points
from game.games.woud.view import art
from game.games.woud.view.layout import ForestGeo, Geo, TreeGeo, badge_rect
from game.i18n import N_, _
from game.ui import images, text, theme

TABLE = (24, 44, 30)
BARK = (122, 84, 52)
BARK_DARK = (72, 48, 30)
BARK_SCORED = (98, 80, 64)
LEAF = (58, 138, 68)
LEAF_DARK = (28, 78, 38)
GROUND = (70, 56, 36)
FOREST_BG = (32, 58, 38)
FOREST_MINE = (36, 66, 42)
CAPTIONS = {
    "plant": N_("Plants"),
    "weather": N_("Sun and rain"),
    "threat": N_("Threats"),
    "animal": N_("Animals"),
}


@lru_cache(maxsize=32)
def _rounded(size: tuple[int, int], colour: tuple[int, int, int], radius: int) -> pygame.Surface:
    surf = pygame.Surface(size)  # opaque, on the table's colour: a plain copy to draw
    surf.fill(TABLE)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
    return surf


def area(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A rounded background on the table (made once per size: large rounded fills are
    slow)."""
    surface.blit(_rounded(r.size, colour, 8), r)


def tree(surface: pygame.Surface, tg: TreeGeo, fs: int, hidden: frozenset[str]) -> None:
    t = tg.tree
    scored = t.scored >= 0
    if tg.trunks:  # the ground the tree stands on
        foot = tg.trunks[0][1]
        pygame.draw.line(surface, GROUND, (tg.column.x + 2, foot.bottom),
                         (tg.column.right - 2, foot.bottom), 3)
    for cid, r in tg.trunks:
        if cid in hidden:
            continue
        colour = BARK_SCORED if scored else BARK
        pygame.draw.rect(surface, colour, r, border_radius=3)
        pygame.draw.rect(surface, BARK_DARK, r, 1, border_radius=3)
        for k in (r.w // 4, 3 * r.w // 4):  # bark grain
            pygame.draw.line(surface, theme.shade(colour, 0.8), (r.x + k, r.y + 3),
                             (r.x + k, r.bottom - 3))
        size = max(12, min(fs, r.h - 2))
        text.blit_text(surface, str(card(cid).value), r.center, size, theme.PAPER, True,
                       "center")
    c = tg.crown
    if t.canopy and t.canopy not in hidden:
        crown(surface, c, LEAF if not scored else theme.shade(LEAF, 0.8))
        size = max(12, min(fs + 2, c.h // 2 + 2))
        text.blit_text(surface, f"×{card(t.canopy).value}", c.center, size, theme.PAPER,
                       True, "center")
    elif not t.canopy:
        dashed_ellipse(surface, c, theme.TEXT_DIM)
    if t.award >= 0:
        s = max(12, int(c.h * 0.7))
        icon = images.icon("trophy", s)
        surface.blit(icon, icon.get_rect(center=(c.right - s // 3, c.y + s // 3)))
    if t.complete:
        pts = tree_points(t)  # a TreeView has what a Tree scores by
        tok = tg.token
        if scored:
            rad = max(5, tok.h // 2 - 1)
            centre = (tok.x + rad + 2, tok.centery)
            tick(surface, centre, rad)
            text.blit_text(surface, str(pts), (centre[0] + rad + 3, tok.centery),
                           max(12, fs - 2), theme.TEXT, True, "midleft")
        else:
            text.blit_text(surface, f"+{pts}", tok.center, max(12, fs - 2), theme.ACCENT,
                           True, "center")


def crown(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A canopy: three overlapping leaf masses."""
    w, h = r.w, r.h
    parts = [pygame.Rect(r.x, r.y + h // 4, w // 2 + 2, h * 3 // 4),
             pygame.Rect(r.x + w // 2 - 2, r.y + h // 4, w // 2 + 2, h * 3 // 4),
             pygame.Rect(r.x + w // 5, r.y, w * 3 // 5, h * 3 // 4)]
    for p in parts:
        pygame.draw.ellipse(surface, theme.shade(colour, 0.65), p.inflate(2, 2))
    for p in parts:
        pygame.draw.ellipse(surface, colour, p)


def tick(surface: pygame.Surface, centre: tuple[int, int], rad: int) -> None:
    """The scored mark (the paper game lays an animal token on a scored tree)."""
    pygame.draw.circle(surface, theme.PAPER, centre, rad)
    pygame.draw.circle(surface, LEAF_DARK, centre, rad, 1)
    x, y = centre
    pygame.draw.lines(surface, (40, 120, 50), False,
                      [(x - rad // 2, y), (x - rad // 6, y + rad // 2), (x + rad // 2, y - rad // 2)],
                      2)


def dashed_ellipse(surface: pygame.Surface, r: pygame.Rect, colour: tuple) -> None:
    """The place of a missing canopy: an open tree."""
    steps = 20
    for i in range(0, steps, 2):
        a0, a1 = 2 * math.pi * i / steps, 2 * math.pi * (i + 1) / steps
        pygame.draw.arc(surface, colour, r, a0, a1, 2)
    size = max(12, r.h // 2)
    text.blit_text(surface, "?", r.center, size, colour, True, "center")


def dashed(surface: pygame.Surface, r: pygame.Rect, colour: tuple) -> None:
    step = 8
    for x in range(r.x, r.right, step * 2):
        pygame.draw.line(surface, colour, (x, r.y), (min(x + step, r.right), r.y))
        pygame.draw.line(surface, colour, (x, r.bottom), (min(x + step, r.right), r.bottom))
    for y in range(r.y, r.bottom, step * 2):
        pygame.draw.line(surface, colour, (r.x, y), (r.x, min(y + step, r.bottom)))
        pygame.draw.line(surface, colour, (r.right, y), (r.right, min(y + step, r.bottom)))


def forest(surface: pygame.Surface, fg: ForestGeo, f: ForestView, *, mine: bool,
           hot: set[str], hidden: frozenset[str], dragging: str | None) -> None:
    """A forest's trees and groups (its header is drawn by the view)."""
    for tg in fg.tree_geos:
        tree(surface, tg, fg.fs, hidden)
    if fg.new_slot is not None:
        dashed(surface, fg.new_slot, theme.TEXT_DIM)
        size = max(12, min(fg.fs, fg.new_slot.w // 4))
        text.blit_text(surface, "+", fg.new_slot.center, size * 2, theme.TEXT_DIM, True, "center")
    cap = max(12, fg.fs - 2)
    for name, r in fg.sections:
        label = _(CAPTIONS[name])
        if text.font(cap).size(label)[0] <= r.w:  # else the cards' hover names them
            text.blit_text(surface, label, (r.x, r.y), cap, theme.TEXT_DIM)
    under = dict(f.under)
    for cid, r in fg.cards:
        if cid in hidden:
            continue
        on_top = fg.over.get(cid)
        # under another card of its stack only an edge shows: a sliver of its name
        # would read as a stray letter
        covered = on_top is not None and on_top not in hidden
        surface.blit(art.edge(cid, r.w, r.h) if covered else art.face(cid, r.w, r.h), r)
        if cid in hot:
            pygame.draw.rect(surface, theme.LEGAL, r.inflate(2, 2), 3, border_radius=5)
        if under.get(cid):
            text.blit_text(surface, f"+{under[cid]}", (r.right - 3, r.y + 2), max(12, r.w // 4),
                           theme.ACCENT, True, "topright")
    for n, r, top in fg.counts:
        badge(surface, f"×{n}", r, fg.fs, top)
    for cid, r in fg.incoming:
        if dragging != cid and cid not in hidden:
            surface.blit(art.face(cid, r.w, r.h), r)
            pygame.draw.rect(surface, theme.ACCENT, r, 2, border_radius=5)


def badge(surface: pygame.Surface, label: str, r: pygame.Rect, fs: int, cid: str) -> None:
    """How many cards a stack holds, on its top card."""
    b = badge_rect(r, fs, cid)
    pygame.draw.rect(surface, theme.INK, b, border_radius=5)
    text.blit_text(surface, label, b.center, b.h - 4, theme.PAPER, True, "center")


def _label(surface: pygame.Surface, label: str, r: pygame.Rect, size: int) -> None:
    """A deck's name under it: the font shrinks (not below 12 px; 10 px beside the small
    decks of a small window), then the word is hyphenated onto two lines where its
    language allows; never cut, never into its neighbour's."""
    room = r.w + 2
    size = text.fit_size(label, size, room, smallest=12 if r.w >= 48 else 10)
    lines = text.wrap(label, size, room)
    if len(lines) > 2 or any(text.font(size).size(ln)[0] > room for ln in lines):
        lines = [text.fit(label, size, room)]  # no point to break it at: cut as before
    for k, line in enumerate(lines):
        text.blit_text(surface, line, (r.centerx, r.bottom + 2 + k * (size + 1)), size,
                       theme.TEXT_DIM, False, "midtop")


def board(surface: pygame.Surface, g: Geo, *, deck: int, seed: int, discard: tuple[str, ...],
          season: str, looking: int, counts: dict[int, int], face_up: dict[int, tuple[str, ...]],
          hidden: frozenset[str]) -> None:
    """The season board: the season's deck, the seed deck, the discard pile and the New
    Growth piles, each labelled."""
    area(surface, g.board, theme.shade(FOREST_BG, 0.8))
    fs = g.fs
    small = max(12, fs - 2)
    row = pygame.Rect(g.deck.x, g.board.y + 2, g.discard.right - g.deck.x, fs + 2)
    text.blit_text(surface, text.fit(season, fs, row.w, True), row.topleft, fs, theme.ACCENT, True)
    for r, n, label in ((g.deck, deck, _("Deck")), (g.seed, seed, _("Seeds"))):
        if n:
            surface.blit(art.back(r.w, r.h, str(n)), r)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=5)
        _label(surface, label, r, small)
    r = g.discard
    shown = [c for c in discard if c not in hidden]
    if shown:
        surface.blit(art.face(shown[-1], r.w, r.h), r)
    else:
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=5)
    _label(surface, _("Discards"), r, small)
    for p, r in g.piles.items():
        label = text.fit(g.pile_labels[p], fs, r.w + 8, True)
        text.blit_text(surface, label, (r.centerx, r.y - 3), fs, theme.TEXT, True, "midbottom")
        n = counts[p]
        if not n:
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=6)
            continue
        for k in range(min(n, 4) - 1, 0, -1):  # the stack's thickness
            surface.blit(art.back(r.w, r.h), r.move(k * 2, -k * 2))
        surface.blit(art.back(r.w, r.h, str(n)), r)
        for k, cid in enumerate(face_up[p]):  # solo: returned threats lie open
            mini = pygame.Rect(r.x + k * 8, r.bottom - r.h // 2, r.w // 2, r.h // 2)
            surface.blit(art.face(cid, mini.w, mini.h), mini)
        if p == looking:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(8, 8), 3, border_radius=8)


def totals(f: ForestView) -> tuple[int, int]:
    """A forest's sun and rain cards, as the viewer sees them (what its pairs score by)."""
    k = kinds(f.cards)
    return k["sun"], k["rain"]


def weather(surface: pygame.Surface, r: pygame.Rect, sun: int, rain: int, fs: int) -> None:
    """The sun and rain totals beside a forest: the game's sun and rain icons, each
    followed by its number, on a darker pill that keeps them apart from the name."""
    pygame.draw.rect(surface, theme.shade(FOREST_BG, 0.6), r, border_radius=r.h // 2)
    s = max(16, r.h)  # an icon that carries information: 16 px at least
    x = r.x + 6
    for name, n in (("sun", sun), ("rain", rain)):
        icon = images.icon(name, s)
        surface.blit(icon, icon.get_rect(midleft=(x, r.centery)))
        x += s + 2
        num = text.blit_text(surface, str(n), (x, r.centery), fs, theme.TEXT, True, "midleft")
        x += max(num.w, text.font(fs, True).size("88")[0]) + 6
