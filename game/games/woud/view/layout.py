"""Where everything of Het Woud lies on the screen, computed from the observation.

The table reads like the paper one: the other forests along the top, the season board
across the middle (the season decks, the seed deck, the discard pile, the New Growth
piles, the cards being looked at, and the season's notes), your own forest below. Each
forest shows its trees on the left, trunk cards stacked under their canopy, and its
plants, sun and rain, threats and animals in groups on the right.

One ``Geo`` per (observation, area): the view draws from it and hit-tests with it, so
drawing and clicking always agree. All sizes follow the area, text included."""

from __future__ import annotations

import dataclasses
from functools import lru_cache

import pygame

from game.games.woud.data import card
from game.games.woud.flow import pile_order
from game.games.woud.observe import ForestView, TreeView, WoudObservation
from game.games.woud.view.art import category, name_top
from game.ui import text

RATIO = 1.38  # a card's height to its width
OWN_COLUMN = 0.46  # the own forest's tree column to its height (others: 0.34)
OWN_TRUNK = 0.8  # the own forest's trunk card height to its column (others: 0.55)

# the groups of a forest, in the paper game's order: (caption key, member test)
SECTIONS = ("plant", "weather", "threat", "animal")


@lru_cache(maxsize=512)
def section(cid: str) -> str:
    """The group a card lies in: plants (with seeds and fungi), weather, threats, animals."""
    kind = category(cid)
    return kind if kind in SECTIONS else "plant"


@lru_cache(maxsize=512)
def stack_key(cid: str) -> tuple[int, str, str]:
    """Cards of one stack are interchangeable: same kind, or same species and role."""
    k = card(cid)
    return SECTIONS.index(section(cid)), k.species or k.kind, k.role


@dataclasses.dataclass
class TreeGeo:
    tree: TreeView
    column: pygame.Rect  # the drop area of the tree
    trunks: list[tuple[str, pygame.Rect]]
    crown: pygame.Rect  # the canopy, or the dashed place of a missing one
    token: pygame.Rect  # under the tree: the scored mark and the points


@dataclasses.dataclass
class ForestGeo:
    seat: int
    rect: pygame.Rect
    header: pygame.Rect
    trees_area: pygame.Rect
    groups_area: pygame.Rect
    cw: int
    ch: int
    fs: int  # text size in this forest
    incoming: list[tuple[str, pygame.Rect]] = dataclasses.field(default_factory=list)
    tree_geos: list[TreeGeo] = dataclasses.field(default_factory=list)
    trees: dict[str, pygame.Rect] = dataclasses.field(default_factory=dict)
    segments: list[tuple[str, pygame.Rect, str]] = dataclasses.field(default_factory=list)
    new_slot: pygame.Rect | None = None
    discard_slot: pygame.Rect | None = None
    cards: list[tuple[str, pygame.Rect]] = dataclasses.field(default_factory=list)
    counts: list[tuple[int, pygame.Rect, str]] = dataclasses.field(default_factory=list)
    sections: list[tuple[str, pygame.Rect]] = dataclasses.field(default_factory=list)
    weather: pygame.Rect | None = None  # the sun and rain totals, at the header's right
    # a stacked card -> the card of its stack that lies on it (only its edge shows)
    over: dict[str, str] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass
class Geo:
    fs: int  # the table's text size: grows with the window
    cw: int
    ch: int
    board: pygame.Rect  # the season board across the middle
    deck: pygame.Rect  # the current season's deck
    seed: pygame.Rect
    discard: pygame.Rect
    piles: dict[int, pygame.Rect]
    pile_labels: dict[int, str]
    tray: pygame.Rect
    tray_cards: list[tuple[str, pygame.Rect]]
    tray_title: str
    info: pygame.Rect
    forests: dict[int, ForestGeo]


def text_size(rect: pygame.Rect) -> int:
    """The table's text size: 14 px at 1280x720, growing with the window."""
    return max(12, round(min(rect.h / 46, rect.w / 68)))


def viewer_piles(obs: WoudObservation, me: int) -> list[int]:
    return pile_order(obs.players, me)


def compute(rect: pygame.Rect, obs: WoudObservation, me: int, tray: list[str],
            tray_title: str, placing: bool, pile_labels: dict[int, str]) -> Geo:
    fs = text_size(rect)
    pad = max(4, rect.w // 160)
    seats = len(obs.forests)
    others = [(me + k) % seats for k in range(1, seats)]
    top_h = int(rect.h * (0.35 if len(others) <= 1 else 0.37))
    mid_h = int(rect.h * 0.25)
    top = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad, top_h - pad)
    board = pygame.Rect(rect.x + pad, top.bottom + pad, rect.w - 2 * pad, mid_h - pad)
    mine = pygame.Rect(rect.x + pad, board.bottom + pad, rect.w - 2 * pad,
                       rect.bottom - board.bottom - 2 * pad)
    info_w = max(150, int(rect.w * (0.22 if len(others) <= 1 else 0.18)))
    if len(others) <= 1:  # one opponent: the notes run down beside it
        info = pygame.Rect(top.right - info_w, top.y, info_w, board.bottom - top.y)
        top.w -= info_w + pad
        board.w -= info_w + pad
    else:
        info = pygame.Rect(board.right - info_w, board.y, info_w, board.h)
        board.w -= info_w + pad

    # the season board: decks, then the piles, then the cards being looked at
    label_h = fs + 6
    ch = board.h - label_h - pad
    cw = min(int(ch / RATIO), rect.w // 13)
    ch = int(cw * RATIO)
    small = int(cw * 0.72)
    sh = int(small * RATIO)
    y = board.y + label_h
    deck = pygame.Rect(board.x + pad, y, small, sh)
    seed = pygame.Rect(deck.right + pad, y, small, sh)
    discard = pygame.Rect(seed.right + pad, y, small, sh)
    piles: dict[int, pygame.Rect] = {}
    order = viewer_piles(obs, me)
    order += [p for p in range(len(obs.piles)) if p not in order]
    x = discard.right + 3 * pad
    for p in order:
        piles[p] = pygame.Rect(x, y, cw, ch)
        x += cw + 2 * pad
    tray_rect = pygame.Rect(x + pad, board.y, max(0, board.right - x - pad), board.h)
    crowded = len(tray) > 1 and tray_rect.w < cw * (1 + 0.6 * (len(tray) - 1))
    narrow = bool(tray) and text.font(12, True).size(tray_title)[0] > tray_rect.w
    if len(others) > 1 and (crowded or narrow or (not tray and tray_title)):
        # many cards to look at, a hint to read or a title wider than its cards: they
        # take the notes' place meanwhile
        board.w = info.right - board.x
        tray_rect.w = board.right - tray_rect.x
        info = pygame.Rect(info.x, info.y, 0, 0)
    if tray:  # a title too long for one line takes a second: the cards lie below it
        _size, lines = title_lines(tray_title, fs, tray_rect, True)
        y += (len(lines) - 1) * (_size + 2)
    tray_cards = _tray(tray, tray_rect, y, cw, pad)

    forests = {me: _forest(mine, obs.forests[me], me, fs, placing, mine.h, own=True)}
    if others:
        w = (top.w - pad * (len(others) - 1)) // len(others)
        ofs = fs if len(others) == 1 else max(12, fs - 2)
        for j, seat in enumerate(others):
            r = pygame.Rect(top.x + j * (w + pad), top.y, w, top.h)
            forests[seat] = _forest(r, obs.forests[seat], seat, ofs, False, mine.h)
    if placing:
        forests[me].discard_slot = discard
    placer = obs.decision.seat if obs.decision.kind == "place" else None
    if placer is not None and placer in forests:  # the cards being placed lie on the board
        coming = obs.forests[placer].incoming
        forests[placer].incoming = [(c, r) for c, r in tray_cards if c in coming]
    return Geo(fs, cw, ch, board, deck, seed, discard, piles, pile_labels, tray_rect,
               tray_cards, tray_title, info, forests)


def title_lines(title: str, fs: int, tray: pygame.Rect, cards: bool) -> tuple[int, list[str]]:
    """The tray's title: smaller (not below 12 px) before it wraps; over cards in two
    lines at most, a hint with no cards under it over the whole tray (narrow at 3-4
    players); an ellipsis only when even that fails."""
    size = text.fit_size(title, fs, tray.w, True, 12)
    lines = text.wrap(title, size, tray.w, True)
    room = 2 if cards else max(1, (tray.h - 2) // (size + 2))
    if len(lines) > room:
        lines = lines[:room - 1] + [text.fit(" ".join(lines[room - 1:]), size, tray.w, True)]
    return size, lines


def _tray(tray: list[str], area: pygame.Rect, y: int, cw: int,
          pad: int) -> list[tuple[str, pygame.Rect]]:
    """The cards looked at, in one row or two, whichever shows more of each card."""
    if not tray:
        return []
    best: tuple[float, int, int, int] = (0.0, 16, 1, 16)  # seen width, card width, rows, step
    for rows in (1, 2):
        per_row = -(-len(tray) // rows)
        by_height = int((area.bottom - y - (rows - 1) * pad) / rows / RATIO)
        by_width = int(area.w / (1 + 0.5 * (per_row - 1)))
        tw = max(16, min(cw, by_height, by_width))
        step = min(tw + pad, max(8, (area.w - tw) // max(1, per_row - 1)))
        seen = tw * min(1.0, step / tw)  # how much of each card shows
        if seen > best[0]:
            best = (seen, tw, rows, step)
    _seen, tw, rows, step = best
    th = int(tw * RATIO)
    per_row = -(-len(tray) // rows)
    return [(cid, pygame.Rect(area.x + (i % per_row) * step, y + (i // per_row) * (th + pad),
                              tw, th)) for i, cid in enumerate(tray)]


def _stacks(cards: tuple[str, ...]) -> list[list[str]]:
    groups: dict[tuple[int, str, str], list[str]] = {}
    for cid in cards:
        groups.setdefault(stack_key(cid), []).append(cid)
    return [groups[k] for k in sorted(groups)]


Box = tuple[int, int, int, int]  # x, y, w, h: hashable, for the cache
Flow = list[tuple[str, Box, list[tuple[tuple[str, ...], Box]]]]


@lru_cache(maxsize=64)
def _fit(stacks: tuple[tuple[str, ...], ...], area: tuple[int, int, int, int], cap: int,
         top: int) -> tuple[int, Flow]:
    """The largest card width up to ``top`` at which the groups fit ``area``, and their
    places (kept between moves: most forests do not change in a move)."""
    cw = top
    while True:
        room = pygame.Rect(area)
        if cw < 14:  # the smallest cards: let the last row run past the bottom
            room.h = 10_000
        layout = _flow(stacks, room, cw, cap, max(3, cw // 10))
        if layout is not None:
            return cw, layout
        cw = int(cw * 0.92)


def _flow(stacks: tuple[tuple[str, ...], ...], area: pygame.Rect, cw: int, cap: int,
          gap: int) -> Flow | None:
    """Sections placed left to right in rows, each a caption over its stacks; None if
    they do not fit ``area`` at card width ``cw``."""
    ch = int(cw * RATIO)
    fan = max(3, cw // 9)
    out = []
    x, y = area.x, area.y
    for rank, name in enumerate(SECTIONS):
        members = [st for st in stacks if stack_key(st[0])[0] == rank]
        if not members:
            continue
        widths = [cw + fan * (len(st) - 1) for st in members]
        w = sum(widths) + gap * (len(members) - 1)
        if w > area.w:
            return None
        if x + w > area.right and x > area.x:
            x, y = area.x, y + cap + ch + gap
        if y + cap + ch > area.bottom:
            return None
        placed = []
        sx = x
        for st, sw in zip(members, widths):
            placed.append((st, (sx, y + cap, sw, ch)))
            sx += sw + gap
        out.append((name, (x, y, w, cap + ch), placed))
        x += w + 2 * gap
    return out


def _forest(rect: pygame.Rect, f: ForestView, seat: int, fs: int, placing: bool,
            mine_h: int, own: bool = False) -> ForestGeo:
    header = pygame.Rect(rect.x, rect.y, rect.w, fs + 10)
    weather = weather_rect(header, fs)
    body = pygame.Rect(rect.x + 4, header.bottom + 2, rect.w - 8, rect.bottom - header.bottom - 6)
    slots = max(1, len(f.trees) + (1 if placing else 0))
    # trees take what they need, up to half the forest; the groups the rest
    # the own forest's trees grow to fill their height (else they stand small in much green)
    col_pref = max(16, int(min(body.h, mine_h) * (OWN_COLUMN if own else 0.34)))
    share = 0.5 if body.w > 2 * body.h else 0.4  # a narrow forest keeps room for its groups
    trees_w = min(int(body.w * share), max(col_pref * slots, int(body.w * 0.16)))
    groups = pygame.Rect(body.x + trees_w + 6, body.y, body.w - trees_w - 6, body.h)
    # the card size: as large as the room allows, smaller until every group fits
    cap = max(12, fs - 2) + 6
    top = max(16, min(int((body.h - cap) / RATIO), 10_000 if own else int(mine_h / 2.4)))
    cw, layout = _fit(tuple(tuple(st) for st in _stacks(f.cards)), tuple(groups), cap, top)
    ch = int(cw * RATIO)
    trees_area = pygame.Rect(body.x, body.y, trees_w, body.h)
    geo = ForestGeo(seat, rect, header, trees_area, groups, cw, ch, fs, weather=weather)
    for name, srect, placed in layout:
        geo.sections.append((name, pygame.Rect(srect)))
        fan = max(3, cw // 9)
        for st, spot in placed:
            r = pygame.Rect(spot)
            for j, cid in enumerate(st):
                geo.cards.append((cid, pygame.Rect(r.x + j * fan, r.y, cw, ch)))
                if j:
                    geo.over[st[j - 1]] = cid
            if len(st) > 1:
                geo.counts.append((len(st), geo.cards[-1][1], st[0]))
    _trees(geo, f.trees, placing, col_pref, OWN_TRUNK if own else 0.55)
    if f.incoming and not placing:  # another forest's cards still to place
        step = max(6, cw // 3)
        for i, cid in enumerate(f.incoming):
            r = pygame.Rect(header.right - cw - 4 - i * step, header.bottom + 2, cw, ch)
            geo.incoming.append((cid, r))
    return geo


def _trees(geo: ForestGeo, trees: tuple[TreeView, ...], placing: bool, col_pref: int,
           trunk: float) -> None:
    area = geo.trees_area
    slots = max(1, len(trees) + (1 if placing else 0))
    col = max(14, min(col_pref, (area.w - 4) // slots))
    tallest = max([len(t.trunks) for t in trees] + [3])
    token = max(12, geo.fs + 2)  # the scored mark and the points under each tree
    crown_h = max(10, int(col * 0.62))
    seg_h = max(8, min(int(col * trunk), (area.h - crown_h - token - 4) // tallest))
    ground = area.bottom - token
    tw = max(8, int(col * 0.6))
    for i, t in enumerate(trees):
        x = area.x + i * col
        column = pygame.Rect(x, area.y, col - 2, area.h)
        trunks = []
        y = ground
        for cid in t.trunks:
            seg = pygame.Rect(x + (col - 2 - tw) // 2, y - seg_h, tw, seg_h)
            trunks.append((cid, seg))
            geo.segments.append((cid, seg, t.id))
            y -= seg_h - 1
        crown = pygame.Rect(x + 1, y - crown_h + 2, col - 4, crown_h)
        if t.canopy:
            geo.segments.append((t.canopy, crown, t.id))
        tok = pygame.Rect(x, ground + 2, col - 2, token - 2)
        geo.tree_geos.append(TreeGeo(t, column, trunks, crown, tok))
        geo.trees[t.id] = column
    if placing:
        x = area.x + len(trees) * col
        geo.new_slot = pygame.Rect(x + 2, area.y + 2, col - 6, area.h - 4)


def badge_rect(r: pygame.Rect, fs: int, cid: str) -> pygame.Rect:
    """Where a stack's count sits on its top card: above the card's name."""
    size = max(12, min(fs, r.w // 3))
    b = pygame.Rect(0, 0, size * 2 + 6, size + 4)
    bottom = min(r.h - max(2, r.h // 5), name_top(cid, r.w, r.h) - 1)
    b.bottomright = (r.right - 2, r.y + max(b.h, bottom))
    return b


def weather_rect(header: pygame.Rect, fs: int) -> pygame.Rect:
    """The sun and rain totals at the right of a forest's name line: two icons, each
    with a number of up to two digits."""
    digits = text.font(fs, True).size("88")[0]
    w = 2 * (fs + 3 + digits) + 12
    return pygame.Rect(header.right - w - 4, header.y + 3, w, header.h - 6)
