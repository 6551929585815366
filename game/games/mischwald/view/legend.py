"""Mischwald's legend: where one of each kind of mark lies now — on a card face the tree
symbol, the cost, the species' picture and the effect, bonus and scoring rows; the deck,
the winter cards, the players' tabs, stack counts, the drop zones, the pan arrows and
the zoom buttons.

The marks on a card face are found again from the parts ``art.half_parts`` lays out;
a mark is only offered where no card fanned over it hides it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from game.games.mischwald.data import CARDS, SIDES, species_of, symbol_of
from game.games.mischwald.view import art, glyphs
from game.i18n import _
from game.ui import text
from game.ui.gameview import Label

if TYPE_CHECKING:
    from game.games.mischwald.view import MischwaldView

FACE_KINDS = ("symbol", "cost", "icon", "effect", "bonus", "score")


def captions() -> dict[str, str]:
    return {
        "symbol": _("Tree symbol: colour and two letters, e.g. Li for linden"),
        "cost": _("Cost: cards you pay from your hand to play it"),
        "icon": _("The species; hover a card for its full rule"),
        "effect": _("Lightning row: happens once, when the card is played"),
        "bonus": _("Star row: bonus when paid with cards of its symbol"),
        "score": _("Trophy row: the points it scores at the end"),
        "g-card": _("A card: +1 means draw one"),
        "g-turn": _("Hourglass: take another turn"),
        "g-cave": _("The cave: cards tucked under it score 1 point each"),
        "g-per": _("Points per card of what follows"),
        "g-if": _("Points if your forest has what follows"),
        "g-range": _("A set: points grow with the number of cards"),
        "g-sym": _("Cards with this half's tree symbol"),
        "g-side": _("Triangle: the top or bottom half of a card"),
        "g-arrow": _("Arrow: the cards go there"),
        "deck": _("Deck: the number of cards left"),
        "winter": _("Winter cards: the game ends when the third appears"),
        "clearing": _("Clearing: cards anyone may take instead of drawing"),
        "tab": _("A player's forest and points now; click to show it"),
        "stack": _("Cards sharing this place"),
        "points": _("Points this card scores"),
        "new-tree": _("Drop a tree card here to plant a new tree"),
        "sapling": _("Drop any card here to plant it face down"),
        "arrow": _("More of the forest lies this way"),
        "zoom": _("Larger or smaller trees (the wheel over these zooms too)"),
    }


def legend(v: MischwaldView) -> list[Label]:
    words = captions()
    found: dict[str, pygame.Rect] = {}
    for kind, rect in _face_marks(v):
        found.setdefault(kind, rect)
    found.update(_table_marks(v))
    return [Label(found[k], k, words[k]) for k in words if k in found]


def _table_marks(v: MischwaldView) -> dict[str, pygame.Rect]:
    obs = v.obs
    out = {"deck": v.deck_rect, "winter": v.winter_rect}
    if obs.clearing:
        out["clearing"] = v.clearing_rect
    tabs = v.tab_rects()
    if tabs:
        me = v.me()
        out["tab"] = tabs[me if me is not None and me < len(tabs) else 0]
    lay = v.forest_layout()
    seat = v.shown_seat()
    if seat == v.me() and obs.phase != "over":
        out["new-tree"], out["sapling"] = lay.new_tree_rect(), lay.sapling_rect()
    if obs.forests[seat]:
        out["zoom"] = lay.zoom_rects()[0]
    arrows = [a for a in lay.arrows() if a is not None]
    if arrows:
        out["arrow"] = arrows[0]
    badge = max(12, lay.w // 7)
    scored = {c for ln in v.lines()[seat] for c in ln.cards} if obs.phase == "over" else set()
    for t, tree in enumerate(obs.forests[seat]):
        tr = lay.tree_rect(t)
        if tree.card in scored and not tree.sapling and lay.visible(tr):
            out.setdefault("points", pygame.Rect(tr.right - 2 * badge - 2, tr.y + 2, 2 * badge,
                                                 2 * badge))
        for side in SIDES:
            sr = lay.slot_rect(t, side)
            if len(tree.side(side)) > 1 and lay.visible(sr):
                chip = pygame.Rect(0, 0, text.font(badge, True).size("x9")[0] + 8, badge + 6)
                chip.bottomright = (sr.right - 2, sr.bottom - 2)
                out.setdefault("stack", chip)
    return out


def _face_marks(v: MischwaldView) -> Iterator[tuple[str, pygame.Rect]]:
    """Marks on the cards in sight: the viewer's hand first, then the clearing, then the
    forest on show — each only where nothing lies over it."""
    hidden = v.table.hidden_pieces
    # at the end (a breakdown) and for a spectator no hand is drawn
    hand = v.hand_rects() if v.obs.phase != "over" and v.obs.seat is not None else []
    for row in (hand, v.clearing_rects()):
        for i, (card, rect) in enumerate(row):
            if card in hidden or card == v.table.dragging:
                continue
            later = [r for _c, r in row[i + 1:]]
            for kind, mark in _whole_card(card, rect):
                if mark.collidelist(later) < 0 and v.rect.contains(mark):
                    yield kind, mark
    lay = v.forest_layout()
    f = art.font_for(lay.h)
    for t, tree in enumerate(v.obs.forests[v.shown_seat()]):
        places = [("tree", lay.tree_rect(t), tree.card if not tree.sapling else "")]
        places += [(s, lay.slot_rect(t, s), (tree.side(s) or ("",))[-1]) for s in SIDES]
        for slot, rect, card in places:
            if card and card not in hidden and lay.visible(rect):
                sp = species_of(card, slot)
                yield from _half(rect, sp.id, symbol_of(card, slot), f)


def _whole_card(card: str, rect: pygame.Rect) -> Iterator[tuple[str, pygame.Rect]]:
    c = CARDS[card]
    f = art.font_for(rect.h)
    x, y, w, h = rect
    if c.kind == "tree" and c.a is not None:
        yield from _half(rect, c.a[0], c.a[1], f)
    elif c.a is not None and c.b is not None:
        if c.kind == "vert":
            halves = (pygame.Rect(x, y, w, h // 2), pygame.Rect(x, y + h // 2, w, h - h // 2))
        else:
            halves = (pygame.Rect(x, y, w // 2, h), pygame.Rect(x + w // 2, y, w - w // 2, h))
        for half, (species, symbol) in zip(halves, (c.a, c.b)):
            yield from _half(half, species, symbol, f)


def _half(rect: pygame.Rect, species: str, symbol: str, f: int,
          cost: bool = True) -> Iterator[tuple[str, pygame.Rect]]:
    """The marks of one half where ``art.half_parts`` lays them out in ``rect``."""
    for kind, where, value, _f in art.half_parts(rect, species, f, cost):
        if kind in FACE_KINDS:
            yield kind, pygame.Rect(where)
        elif kind == "token" and isinstance(value, tuple):
            glyph = _glyph(value)
            if glyph:
                yield glyph, pygame.Rect(where)


def _glyph(tok: glyphs.Token) -> str:
    """The legend's kind of one token of a rule row ("" for none of its own)."""
    kind, value = tok
    if kind == "card":
        return "g-card"
    if kind == "icon":
        return {glyphs.EXTRA_TURN: "g-turn", glyphs.CAVE: "g-cave"}.get(value, "")
    if kind == "text" and value[:1].isdigit():
        if value.endswith("/"):
            return "g-per"
        if ":" in value:
            return "g-if"
        return "g-range" if "-" in value else ""
    return {"sym": "g-sym", "up": "g-side", "down": "g-side", "arrow": "g-arrow"}.get(kind, "")
