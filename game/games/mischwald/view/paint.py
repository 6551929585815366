"""Drawing the Mischwald table for the view (game/games/mischwald/view.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.mischwald.data import SIDES, species_of, symbol_of
from game.games.mischwald.scoring import NOTES, ROW_LABELS, ROWS, row_totals
from game.games.mischwald.view import art
from game.i18n import _, _n
from game.ui import images, text, theme

if TYPE_CHECKING:
    from game.games.mischwald.view import MischwaldView

SLOT_EMPTY = (52, 70, 52)
SLOT_EDGE = (96, 124, 92)


def paint(v: MischwaldView, surface: pygame.Surface) -> None:
    pygame.draw.rect(surface, theme.shade(theme.BG, 1.08), v.rect)
    _top(v, surface)
    _tabs(v, surface)
    _forest(v, surface)
    _hand(v, surface)


def _label(
    surface: pygame.Surface, s: str, pos: tuple[int, int], size: int = 14, colour=theme.TEXT_DIM
) -> None:
    text.blit_text(surface, s, pos, size, colour, True)


# --- the top strip ------------------------------------------------------------------------
def _top(v: MischwaldView, surface: pygame.Surface) -> None:
    obs = v.obs
    _label(surface, _("Deck"), (v.deck_rect.x, v.top.y))
    surface.blit(art.card_back(v.deck_rect.w, v.deck_rect.h, str(obs.deck)), v.deck_rect)
    if v._kind() in ("turn", "draw2") and v.table.check(art_draw()) is None:
        pygame.draw.rect(surface, theme.LEGAL, v.deck_rect, 2, border_radius=6)
    # winter cards: three places, revealed ones shown with a snowflake and a number
    wr = v.winter_rect
    _label(surface, _("Winter"), (wr.x, v.top.y))
    size = min(wr.w - 4, wr.h // 3 - 4)
    for i in range(3):
        cell = pygame.Rect(wr.x, wr.y + i * (wr.h // 3), wr.w, wr.h // 3 - 3)
        on = i < obs.winters
        pygame.draw.rect(surface, (214, 230, 245) if on else theme.PANEL, cell, border_radius=4)
        pygame.draw.rect(surface, theme.PANEL_EDGE, cell, 1, border_radius=4)
        if on:
            img = images.icon("snowflake", size)
            surface.blit(img, img.get_rect(center=cell.center))
        else:
            text.blit_text(
                surface, str(i + 1), cell.center, max(9, size // 2), theme.TEXT_DIM, False, "center"
            )
    cr = v.clearing_rect
    _label(surface, _("Clearing ({n}, emptied at 10)", n=len(obs.clearing)), (cr.x, v.top.y))
    slot = pygame.Rect(cr.x, cr.y + 18, cr.w, v.card_small[1])
    pygame.draw.rect(surface, theme.PANEL, slot, border_radius=6)
    takeable = v._kind() in ("turn", "draw2") and obs.hand and len(obs.hand) < 10
    for card, r in v.clearing_rects():
        surface.blit(art.hand_card(card, r.w, r.h), r)
        if takeable:
            pygame.draw.rect(surface, theme.LEGAL, r, 2, border_radius=6)
    _status(v, surface)


def art_draw():
    from game.games.mischwald.actions import DrawDeck

    return DrawDeck()


def _status(v: MischwaldView, surface: pygame.Surface) -> None:
    """Top right: the card being paid for and its bonus, or the final breakdown."""
    obs = v.obs
    r = v.play_rect
    pygame.draw.rect(surface, theme.PANEL, r, border_radius=8)
    x, y = r.x + 8, r.y + 6
    size = max(11, r.h // 9)
    play = obs.play
    if obs.phase == "over":
        seat = v.shown_seat()
        rows = row_totals(v.lines()[seat])
        _label(
            surface,
            _n("{name}: {n} point", "{name}: {n} points", sum(rows.values()), name=obs.names[seat]),
            (x, y),
            size,
            theme.ACCENT,
        )
        for k in ROWS:
            y += size + 4
            text.blit_text(surface, f"{_(ROW_LABELS[k])}: {rows[k]}", (x, y), size, theme.TEXT)
        return
    if play is None:
        step = obs.step
        if obs.phase == "redraw":
            lines = [_("Before the first turn, a player without a tree may redraw once.")]
        else:
            lines = [_("Turn of {name}", name=obs.names[obs.current])]
        if obs.extra:
            lines.append(_n("{n} extra turn to come", "{n} extra turns to come", obs.extra))
        if step and step.kind == "mole":
            lines.append(_("Mole: play more cards"))
        for ln in lines:
            for part in text.wrap(ln, size, r.w - 16):
                text.blit_text(surface, part, (x, y), size, theme.TEXT)
                y += size + 4
        return
    card_h = r.h - 12
    card_w = int(card_h / 1.4)
    pic = pygame.Rect(x, r.y + 6, card_w, card_h)
    if play.card and play.slot != "sapling":
        slot = "tree" if play.slot == "tree" else play.slot
        surface.blit(art.half_card(play.card, slot, pic.w, pic.h), pic)
        sym = symbol_of(play.card, slot)
        name = _(species_of(play.card, slot).en)
    else:
        surface.blit(art.card_back(pic.w, pic.h), pic)
        sym, name = None, _("Sapling")
    tx = pic.right + 8
    width = r.right - tx - 6
    out = [name, _("Paid {a} of {b}", a=len(play.paid), b=play.cost)]
    if sym is not None:
        letters = art.SYMBOL_STYLE[sym][1]
        if play.bonus is None:
            out.append(_("Bonus if every payment card shows {s}", s=letters))
        elif play.bonus:
            out.append(_("Bonus: met so far ({s})", s=letters))
        else:
            out.append(_("Bonus lost: a payment lacks {s}", s=letters))
    yy = r.y + 6
    for i, ln in enumerate(out):
        colour = theme.ACCENT if i == 0 else theme.TEXT
        if i == 2 and play.bonus is False:
            colour = theme.ILLEGAL
        elif i == 2 and play.bonus:
            colour = theme.LEGAL
        for part in text.wrap(ln, size, width):
            text.blit_text(surface, part, (tx, yy), size, colour, i == 0)
            yy += size + 3


# --- tabs ---------------------------------------------------------------------------------
def _tabs(v: MischwaldView, surface: pygame.Surface) -> None:
    obs = v.obs
    shown = v.shown_seat()
    size = max(11, v.tabs_area.h // 2)
    colours = [s.colour for s in v.table.options.seats]
    for i, r in enumerate(v.tab_rects()):
        on = i == shown
        pygame.draw.rect(surface, theme.PANEL_LIGHT if on else theme.PANEL, r, border_radius=6)
        pygame.draw.rect(
            surface, theme.ACCENT if on else theme.PANEL_EDGE, r, 2 if on else 1, border_radius=6
        )
        sw = pygame.Rect(r.x + 4, r.y + 3, r.h - 6, r.h - 6)
        colour = colours[i] if i < len(colours) else ""
        pygame.draw.rect(surface, theme.player_rgb(colour), sw, border_radius=4)
        text.blit_text(
            surface, theme.player_letter(colour), sw.center, size, theme.INK, True, "center"
        )
        total = sum(ln.points for ln in v.lines()[i])
        mark = "> " if i == obs.current and obs.phase != "over" else ""
        label = f"{mark}{obs.names[i]}  {total}"
        text.blit_text(surface, label, (sw.right + 6, r.centery), size, theme.TEXT, on, "midleft")


# --- the forest ---------------------------------------------------------------------------
def _forest(v: MischwaldView, surface: pygame.Surface) -> None:
    obs = v.obs
    seat = v.shown_seat()
    forest = obs.forests[seat]
    lay = v.forest_layout()
    mine = seat == v.me()
    over = obs.phase == "over"
    points = {}
    if over:
        for ln in v.lines()[seat]:
            for c in ln.cards:
                points[c] = ln.points if len(ln.cards) == 1 else None
    badge = max(10, lay.w // 6)
    for t, tree in enumerate(forest):
        tr = lay.tree_rect(t)
        if tree.sapling:
            label = _("Sapling")
            surface.blit(art.card_back(tr.w, tr.h, label), tr)
        else:
            surface.blit(art.half_card(tree.card, "tree", tr.w, tr.h), tr)
            _points(surface, points, tree.card, tr, badge)
        for side in SIDES:
            sr = lay.slot_rect(t, side)
            stack = tree.side(side)
            if not stack:
                if mine:
                    pygame.draw.rect(surface, SLOT_EMPTY, sr.inflate(-4, -4), border_radius=4)
                    pygame.draw.rect(surface, SLOT_EDGE, sr.inflate(-4, -4), 1, border_radius=4)
                continue
            top = stack[-1]
            surface.blit(art.half_card(top, side, sr.w, sr.h), sr)
            if len(stack) > 1:
                chip = pygame.Rect(0, 0, badge * 2, badge + 4)
                chip.bottomright = (sr.right - 2, sr.bottom - 2)
                pygame.draw.rect(surface, theme.ACCENT, chip, border_radius=5)
                text.blit_text(
                    surface, f"x{len(stack)}", chip.center, badge, theme.INK, True, "center"
                )
            _points(surface, points, top, sr, badge)
    if mine and not over:
        nt, sp = lay.new_tree_rect(), lay.sapling_rect()
        size = max(10, lay.w // 7)
        for r, s in ((nt, _("New tree")), (sp, _("Sapling (face down)"))):
            pygame.draw.rect(surface, SLOT_EMPTY, r, border_radius=6)
            pygame.draw.rect(surface, SLOT_EDGE, r, 1, border_radius=6)
            parts = text.wrap(s, size, r.w - 6)[:2]
            y = r.centery - len(parts) * (size + 4) // 2
            for part in parts:
                text.blit_text(surface, part, (r.centerx, y), size, theme.TEXT_DIM, True, "midtop")
                y += size + 4
    if not forest:
        who = _("Your forest") if mine else obs.names[seat]
        text.blit_text(
            surface,
            _("{who}: no trees yet", who=who),
            v.forest_area.topleft,
            15,
            theme.TEXT_DIM,
            True,
        )


def _points(surface, points: dict, card: str, rect: pygame.Rect, r: int) -> None:
    if card not in points:
        return
    value = points[card]
    s = "set" if value is None else str(value)
    c = (rect.right - r - 2, rect.y + r + 2)
    pygame.draw.circle(surface, theme.ACCENT, c, r)
    pygame.draw.circle(surface, theme.INK, c, r, 1)
    text.blit_text(
        surface, s, c, max(8, r if len(s) < 3 else r * 3 // 4), theme.INK, True, "center"
    )


# --- the hand -----------------------------------------------------------------------------
def _breakdown(v: MischwaldView, surface: pygame.Surface) -> None:
    """At the end: the shown forest's points card by card, in columns."""
    obs = v.obs
    seat = v.shown_seat()
    lines = sorted(v.lines()[seat], key=lambda ln: (-ln.points, ln.label))
    area = v.hand_area
    total = sum(ln.points for ln in lines)
    _label(
        surface,
        _("{name}: {n} points, card by card", name=obs.names[seat], n=total),
        (area.x, area.y),
        15,
        theme.ACCENT,
    )
    size = max(11, area.h // 11)
    col_w = max(150, area.w // 5)
    rows = max(1, (area.h - 24) // (size + 4))
    for i, ln in enumerate(lines):
        col, row = divmod(i, rows)
        x = area.x + col * col_w
        if x + col_w > area.right + 4:
            break
        note = f" ({_n(*NOTES[ln.note], ln.note_n)})" if ln.note else ""
        label = f"{ln.points:>3}  {_(ln.label)}{note}"
        text.blit_text(surface, label, (x, area.y + 22 + row * (size + 4)), size, theme.TEXT)


def _hand(v: MischwaldView, surface: pygame.Surface) -> None:
    obs = v.obs
    hand = obs.hand
    kind = v._kind()
    if obs.phase == "over":
        _breakdown(v, surface)
        return
    if obs.seat is None:
        _label(surface, _("Spectator"), (v.hand_area.x, v.hand_area.y))
        return
    title = _("Your hand ({n} of 10)", n=len(hand))
    if kind == "pay":
        title += "  -  " + _("click cards to pay")
    elif kind == "raccoon":
        title += "  -  " + _("click cards to put under your cave")
    elif kind in ("turn", "mole"):
        title += "  -  " + _("drag a card onto a tree side, New tree or Sapling")
    elif kind == "free":
        title += "  -  " + _("drag the card to place free")
    title += "   " + _("Cave: {n}", n=obs.caves[obs.seat])
    _label(surface, title, (v.hand_area.x, v.hand_area.y), 14, theme.TEXT)
    dragging = getattr(v.table, "dragging", None)
    sym = None
    play = obs.play
    if kind == "pay" and play and play.card and play.slot != "sapling":
        sym = symbol_of(play.card, "tree" if play.slot == "tree" else play.slot)
    for card, r in v.hand_rects():
        if card == dragging:
            pygame.draw.rect(surface, theme.PANEL, r, 2, border_radius=6)
            continue
        surface.blit(art.hand_card(card, r.w, r.h), r)
        if kind in ("pay", "raccoon"):
            pygame.draw.rect(surface, theme.LEGAL, r, 2, border_radius=6)
        if sym is not None and sym in _symbols(card):
            chip = pygame.Rect(r.x + 3, r.bottom - 22, r.w // 2, 18)
            pygame.draw.rect(surface, theme.LEGAL, chip, border_radius=4)
            text.blit_text(surface, _("bonus"), chip.center, 12, theme.INK, True, "center")


def _symbols(card: str) -> tuple[str, ...]:
    from game.games.mischwald.data import card_symbols

    return card_symbols(card)
