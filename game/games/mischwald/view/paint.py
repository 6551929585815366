"""Drawing the Mischwald table for the view (view/__init__.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.mischwald.actions import DrawDeck, Place, Play, placing_text
from game.games.mischwald.data import SIDES, card_symbols, species_of, symbol_of
from game.games.mischwald.scoring import NOTES, ROW_LABELS, ROWS, row_totals
from game.games.mischwald.state import HAND_LIMIT, WINTERS_TO_END
from game.games.mischwald.view import art
from game.games.mischwald.view.hint import place_name
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


def _label(surface: pygame.Surface, s: str, pos: tuple[int, int], size: int,
           colour: tuple[int, int, int] = theme.TEXT_DIM, width: int = 0,
           least: int = 12) -> None:
    """A bold label, shrunk to ``width`` down to ``least`` (an ellipsis only below it)."""
    if width:
        size = text.fit_size(s, size, width, True, min(size, least))
        s = text.fit(s, size, width, True)
    text.blit_text(surface, s, pos, size, colour, True)


# --- the top strip ------------------------------------------------------------------------
def _top(v: MischwaldView, surface: pygame.Surface) -> None:
    obs = v.obs
    hidden = v.table.hidden_pieces
    _label(surface, _("Deck"), (v.deck_rect.x, v.top.y), v.cap, width=v.deck_rect.w)
    surface.blit(art.card_back(v.deck_rect.w, v.deck_rect.h, str(obs.deck)), v.deck_rect)
    if v._kind() in ("turn", "draw2") and v.table.check(DrawDeck()) is None:
        pygame.draw.rect(surface, theme.LEGAL, v.deck_rect, 3, border_radius=6)
    # winter cards: three places, revealed ones shown with a snowflake and a number
    wr = v.winter_rect
    _label(surface, _("Winter"), (wr.x, v.top.y), v.cap, width=wr.w + v.pad)
    cell_h = wr.h // WINTERS_TO_END
    size = min(wr.w - 4, cell_h - 6)
    for i in range(WINTERS_TO_END):
        cell = pygame.Rect(wr.x, wr.y + i * cell_h, wr.w, cell_h - 3)
        on = i < obs.winters
        pygame.draw.rect(surface, (214, 230, 245) if on else theme.PANEL, cell, border_radius=4)
        pygame.draw.rect(surface, theme.PANEL_EDGE, cell, 1, border_radius=4)
        if on:
            img = images.icon("snowflake", size)
            surface.blit(img, img.get_rect(center=cell.center))
        else:
            text.blit_text(surface, str(i + 1), cell.center, max(12, size // 2), theme.TEXT_DIM,
                           False, "center")
    cr = v.clearing_rect
    _label(surface, _("Clearing ({n}, emptied at 10)", n=len(obs.clearing)), (cr.x, v.top.y),
           v.cap, width=cr.w)
    pygame.draw.rect(surface, theme.PANEL, v.clearing_area(), border_radius=6)
    takeable = v._kind() in ("turn", "draw2") and len(obs.hand) < HAND_LIMIT
    for card, r in v.clearing_rects():
        if card in hidden:
            continue
        surface.blit(art.hand_card(card, r.w, r.h), r)
        if takeable:
            pygame.draw.rect(surface, theme.LEGAL, r, 3, border_radius=6)
    if v.status_shown():
        _status(v, surface)


def _status(v: MischwaldView, surface: pygame.Surface) -> None:
    """Top right: the card being paid for and its bonus, or the final breakdown."""
    obs = v.obs
    r = v.play_rect
    pygame.draw.rect(surface, theme.PANEL, r, border_radius=8)
    x, y = r.x + 8, r.y + 6
    size = max(12, r.h // 10)
    play = obs.play
    if obs.phase == "over":
        seat = v.shown_seat()
        rows = row_totals(v.lines()[seat])
        title = _n("{name}: {n} point", "{name}: {n} points", sum(rows.values()),
                   name=obs.names[seat])
        _label(surface, title, (x, y), size, theme.ACCENT, r.w - 16)
        for k in ROWS:
            y += size + 4
            _label(surface, f"{_(ROW_LABELS[k])}: {rows[k]}", (x, y), size, theme.TEXT, r.w - 16)
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
                _label(surface, part, (x, y), size, theme.TEXT, r.w - 16)
                y += size + 4
        return
    pic = v.play_pic_rect()
    flying = f"play:{play.card}" in v.table.hidden_pieces  # not drawn here until it lands
    if play.card and play.slot != "sapling":
        slot = "tree" if play.slot == "tree" else play.slot
        if not flying:
            surface.blit(art.half_card(play.card, slot, pic.w, pic.h), pic)
        sym: str | None = symbol_of(play.card, slot)
        name = _(species_of(play.card, slot).en)
    else:
        if not flying:
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
    coloured = []
    for i, ln in enumerate(out):
        colour = theme.ACCENT if i == 0 else theme.TEXT
        if i == 2 and play.bonus is False:
            colour = theme.ILLEGAL
        elif i == 2 and play.bonus:
            colour = theme.LEGAL
        coloured.append((ln, colour))
    _panel_text(surface, coloured, (tx, r.y + 6), size, width, r.bottom - r.y - 6)


NARROW = 110  # a text column narrower than this leaves out the drop panel's picture


def panel_lines(lines: list[tuple[str, tuple[int, int, int]]], size: int, width: int,
                height: int) -> tuple[int, list[tuple[str, tuple[int, int, int]]]]:
    """The lines of the top right panel wrapped to ``width`` (all drawn bold), in the
    largest size (not below 12 px) at which all of them fit ``height``: the bonus's
    condition, the last line, was cut off in small windows."""
    while True:
        parts = [(part, colour) for line, colour in lines
                 for part in text.wrap(line, size, width, True)]  # drawn bold: measured so
        if len(parts) * (size + 3) <= height or size <= 12:
            return size, parts
        size -= 1


def _panel_text(surface: pygame.Surface, lines: list[tuple[str, tuple[int, int, int]]],
                pos: tuple[int, int], size: int, width: int, height: int) -> None:
    size, parts = panel_lines(lines, size, width, height)
    x, y = pos
    for part, colour in parts:
        if y + size > pos[1] + height:
            return
        _label(surface, part, (x, y), size, colour, width)
        y += size + 3


# --- tabs ---------------------------------------------------------------------------------
def _tabs(v: MischwaldView, surface: pygame.Surface) -> None:
    obs = v.obs
    shown = v.shown_seat()
    size = max(12, v.tabs_area.h // 2)
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
        label = text.fit(f"{mark}{obs.names[i]}  {total}", size, r.right - sw.right - 10, on)
        text.blit_text(surface, label, (sw.right + 6, r.centery), size, theme.TEXT, on, "midleft")


# --- the forest ---------------------------------------------------------------------------
def _forest(v: MischwaldView, surface: pygame.Surface) -> None:
    obs = v.obs
    seat = v.shown_seat()
    forest = obs.forests[seat]
    lay = v.forest_layout()
    mine = seat == v.me()
    over = obs.phase == "over"
    hidden = v.table.hidden_pieces
    points: dict[str, int | None] = {}
    if over:
        for ln in v.lines()[seat]:
            for c in ln.cards:
                points[c] = ln.points if len(ln.cards) == 1 else None
    badge = max(12, lay.w // 7)
    f = art.font_for(lay.h)
    clip = surface.get_clip()
    surface.set_clip(lay.view.clip(clip))
    for t, tree in enumerate(forest):
        tr = lay.tree_rect(t)
        if not tr.colliderect(lay.view):
            continue
        if tree.card in hidden or f"sapling:{seat}:{t}" in hidden:
            pass
        elif tree.sapling:
            surface.blit(art.card_back(tr.w, tr.h, _("Sapling")), tr)
        else:
            surface.blit(art.half_card(tree.card, "tree", tr.w, tr.h, f), tr)
            _points(surface, points, tree.card, tr, badge)
        for side in SIDES:
            sr = lay.slot_rect(t, side)
            stack = [c for c in tree.side(side) if c not in hidden]
            if not stack:
                if mine:
                    pygame.draw.rect(surface, SLOT_EMPTY, sr.inflate(-4, -4), border_radius=4)
                    pygame.draw.rect(surface, SLOT_EDGE, sr.inflate(-4, -4), 1, border_radius=4)
                continue
            top = stack[-1]
            surface.blit(art.half_card(top, side, sr.w, sr.h, f), sr)
            if len(stack) > 1:
                _stack_count(surface, sr, len(stack), badge)
            _points(surface, points, top, sr, badge)
    surface.set_clip(clip)
    for arrow, way in zip(lay.arrows(), ("left", "right")):
        if arrow is not None:
            _arrow(surface, arrow, way)
    if forest:
        for button, sign in zip(lay.zoom_rects(), ("+", "-")):
            _zoom_button(surface, button, sign)
    if mine and not over:
        size = max(12, v.cap)
        for r, s in zip((lay.new_tree_rect(), lay.sapling_rect()), v.zone_labels()):
            pygame.draw.rect(surface, SLOT_EMPTY, r, border_radius=6)
            pygame.draw.rect(surface, SLOT_EDGE, r, 1, border_radius=6)
            parts = text.wrap(s, size, r.w - 8, True)[:3]
            y = r.centery - len(parts) * (size + 4) // 2
            for part in parts:
                _label(surface, part, (r.x + 4, y), size, theme.TEXT_DIM, r.w - 8)
                y += size + 4
    if not forest:
        who = _("Your forest") if mine else obs.names[seat]
        _label(surface, _("{who}: no trees yet", who=who), lay.view.topleft, max(15, v.cap),
               theme.TEXT_DIM, lay.view.w)


def _stack_count(surface: pygame.Surface, rect: pygame.Rect, n: int, size: int) -> None:
    """How many cards share the place, always shown: a chip at its lower right."""
    label = f"x{n}"
    w = text.font(size, True).size(label)[0] + 8
    chip = pygame.Rect(0, 0, w, size + 6)
    chip.bottomright = (rect.right - 2, rect.bottom - 2)
    pygame.draw.rect(surface, theme.ACCENT, chip, border_radius=5)
    pygame.draw.rect(surface, theme.INK, chip, 1, border_radius=5)
    text.blit_text(surface, label, chip.center, size, theme.INK, True, "center")


def _arrow(surface: pygame.Surface, r: pygame.Rect, way: str) -> None:
    """A pan button: more of the forest lies that way."""
    veil = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*theme.PANEL, 220), veil.get_rect(), border_radius=8)
    surface.blit(veil, r)
    pygame.draw.rect(surface, theme.ACCENT, r, 2, border_radius=8)
    cx, cy, d = r.centerx, r.centery, r.w // 3
    tip = cx - d if way == "left" else cx + d
    base = cx + d if way == "left" else cx - d
    pygame.draw.polygon(surface, theme.ACCENT, [(tip, cy), (base, cy - d), (base, cy + d)])


def _zoom_button(surface: pygame.Surface, r: pygame.Rect, sign: str) -> None:
    """A zoom button: + enlarges the trees, - shrinks them (drawn, so no font lacks it)."""
    pygame.draw.rect(surface, theme.PANEL, r, border_radius=6)
    pygame.draw.rect(surface, theme.ACCENT, r, 2, border_radius=6)
    d, t = r.w // 4, max(2, r.w // 10)
    pygame.draw.rect(surface, theme.ACCENT, (r.centerx - d, r.centery - t // 2, 2 * d, t))
    if sign == "+":
        pygame.draw.rect(surface, theme.ACCENT, (r.centerx - t // 2, r.centery - d, t, 2 * d))


def _points(surface: pygame.Surface, points: dict[str, int | None], card: str,
            rect: pygame.Rect, r: int) -> None:
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
    _label(surface, _("{name}: {n} points, card by card", name=obs.names[seat], n=total),
           (area.x, area.y), max(15, v.cap), theme.ACCENT, area.w)
    col_w = max(150, area.w // 5)
    labels = []
    for ln in lines:
        note = f" ({_n(*NOTES[ln.note], ln.note_n)})" if ln.note else ""
        labels.append(f"{ln.points:>3}  {_(ln.label)}{note}")
    # one size for every line: as large as the widest fits, never under 12 px
    size = max(12, area.h // 11)
    widest = max(labels, key=lambda s: text.font(size).size(s)[0], default="")
    size = text.fit_size(widest, size, col_w - 8, False, min(size, 12))
    rows = max(1, (area.h - v.cap - 8) // (size + 4))
    for i, label in enumerate(labels):
        col, row = divmod(i, rows)
        x = area.x + col * col_w
        if x + col_w > area.right + 4:
            break
        shown = text.fit(label, size, col_w - 8)
        text.blit_text(surface, shown, (x, area.y + v.cap + 8 + row * (size + 4)), size,
                       theme.TEXT)


def hand_title(v: MischwaldView) -> str:
    """The caption over the hand: its count, the cave, what to do with it now (last: in a
    small window a long instruction is what is shortened)."""
    obs, hand, kind = v.obs, v.obs.hand, v._kind()
    title = _("Your hand ({n} of 10)", n=len(hand))
    title += "   " + _("Cave: {n}", n=obs.caves[obs.seat or 0])
    if kind == "pay":
        title += "  -  " + _("click cards to pay")
    elif kind == "raccoon":
        title += "  -  " + _("click cards to put under your cave")
    elif kind == "turn" and not hand:  # nothing to drag: say what can be done
        title += "  -  " + _("take cards from the clearing or draw from the deck")
    elif kind in ("turn", "mole"):
        title += "  -  " + _("drag a card onto a tree side, New tree or Sapling")
    elif kind == "free":
        title += "  -  " + _("drag the card to place free")
    return title


def _hand(v: MischwaldView, surface: pygame.Surface) -> None:
    obs = v.obs
    kind = v._kind()
    if obs.phase == "over":
        _breakdown(v, surface)
        return
    if obs.seat is None:
        _label(surface, _("Spectator"), (v.hand_area.x, v.hand_area.y), v.cap)
        return
    window = pygame.display.get_surface()
    least = 12 if (window.get_height() if window else v.rect.h) >= 720 else 10  # its least
    _label(surface, hand_title(v), (v.hand_area.x, v.hand_area.y), v.cap, theme.TEXT,
           v.hand_area.w, least)
    dragging = v.table.dragging
    hidden = v.table.hidden_pieces
    sym = None
    play = obs.play
    if kind == "pay" and play and play.card and play.slot != "sapling":
        sym = symbol_of(play.card, "tree" if play.slot == "tree" else play.slot)
    chip_size = max(12, v.cap - 2)
    for card, r in v.hand_rects():
        if card in hidden:
            continue
        if card == dragging:
            pygame.draw.rect(surface, theme.PANEL, r, 2, border_radius=6)
            continue
        surface.blit(art.hand_card(card, r.w, r.h), r)
        if kind in ("pay", "raccoon"):
            pygame.draw.rect(surface, theme.LEGAL, r, 3, border_radius=6)
        if sym is not None and sym in card_symbols(card):
            label = _("bonus")
            chip = pygame.Rect(0, 0, text.font(chip_size, True).size(label)[0] + 10,
                               chip_size + 6)
            chip.midbottom = (r.centerx, r.bottom - 3)
            pygame.draw.rect(surface, theme.LEGAL, chip, border_radius=4)
            text.blit_text(surface, label, chip.center, chip_size, theme.INK, True, "center")



# --- while dragging -----------------------------------------------------------------------
def drag_preview(v: MischwaldView, surface: pygame.Surface, card: str,
                 places: list[tuple[pygame.Rect, Play | Place, bool]],
                 mouse: tuple[int, int]) -> None:
    """Every legal place shows, faintly, the half of the card that would show there and
    its cost; the place under the mouse shows it fully, and the top right panel says
    where it goes, what it costs and what earns its bonus."""
    hovered = None
    for rect, action, legal in places:
        if not legal:
            continue
        on = rect.collidepoint(mouse)
        if on:
            hovered = action
        if action.slot in ("tree", "sapling"):
            continue  # the drop zones say what they do
        surface.blit(art.ghost(card, action.slot, rect.w, rect.h, 255 if on else 150), rect)
        if isinstance(action, Play):
            r = max(8, v.cap * 2 // 3)
            art.cost_chip(surface, species_of(card, action.slot).cost,
                          (rect.right - r - 3, rect.y + r + 3), r)
    if hovered is not None:
        _drop_panel(v, surface, card, hovered)


def _drop_panel(v: MischwaldView, surface: pygame.Surface, card: str,
                action: Play | Place) -> None:
    r = v.play_rect
    pygame.draw.rect(surface, theme.PANEL_LIGHT, r, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, r, 2, border_radius=8)
    size = max(12, r.h // 10)
    pic = v.play_pic_rect()
    slot = action.slot
    tx = pic.right + 8
    if r.right - tx - 6 < NARROW:  # the card is under the mouse: the words need the room
        tx = r.x + 8
    elif slot == "sapling":
        surface.blit(art.card_back(pic.w, pic.h), pic)
    else:
        surface.blit(art.half_card(card, slot, pic.w, pic.h), pic)
    verb = _("Play") if isinstance(action, Play) else _("Place free")
    named = place_name(v.obs, action)  # the tree as it shows, not its number
    out = [(_("{verb}: {move}", verb=verb, move=named) if named else placing_text(verb, action),
            theme.ACCENT)]
    cost = species_of(card, slot).cost if isinstance(action, Play) and slot != "sapling" else 0
    out.append((_n("Costs {n} card from your hand", "Costs {n} cards from your hand", cost)
                if cost else _("Free"), theme.TEXT))
    if cost:
        letters = art.SYMBOL_STYLE[symbol_of(card, slot)][1]
        out.append((_("Bonus if every payment card shows {s}", s=letters), theme.TEXT_DIM))
    _panel_text(surface, out, (tx, r.y + 6), size, r.right - tx - 6, r.h - 6)
