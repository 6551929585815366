"""Mischwald card pictures composed from icons, shapes and text, cached per size.

A card face carries its rules: each half shows its tree symbol (a coloured disc with a
two-letter abbreviation, so colour is never the only cue), its cost, icon, name, and
rows of icons and numbers for its effect (lightning), bonus (star) and scoring
(trophy), see glyphs.py. A split card is one card frame around its two halves. In a
forest only the half that shows is drawn.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.games.mischwald.data import CARDS, SPECIES, species_of, symbol_of
from game.games.mischwald.view import glyphs
from game.i18n import _
from game.ui import images, text, theme

SYMBOL_STYLE = {
    "linden": ((232, 204, 70), "Li"),
    "oak": ((150, 100, 60), "Oa"),
    "silver_fir": ((80, 130, 210), "SF"),
    "birch": ((170, 215, 120), "Bi"),
    "beech": ((60, 150, 80), "Be"),
    "sycamore": ((205, 70, 60), "Sy"),
    "douglas_fir": ((150, 150, 150), "DF"),
    "horse_chestnut": ((235, 140, 50), "HC"),
}
TYPE_LABELS = {
    "tree": "tree",
    "bird": "bird",
    "bat": "bat",
    "butterfly": "butterfly",
    "insect": "insect",
    "paw": "paw animal",
    "cloven": "cloven-hoofed",
    "deer": "deer",
    "amphibian": "amphibian",
    "plant": "plant",
    "mushroom": "mushroom",
}
CARD_BG = (238, 232, 208)
HALF_BG = (246, 241, 222)  # the second half of a split card, a shade lighter
TREE_BG = (214, 228, 196)
BACK = (70, 96, 64)
EDGE = (60, 52, 40)
ROW_TINT = {"effect": (214, 228, 242), "bonus": (246, 226, 160), "score": (232, 222, 196)}
ROW_MARK = {"effect": "lightning", "bonus": "star", "score": "trophy"}
INK = theme.INK


def font_for(h: int) -> int:
    """The text size of a card ``h`` pixels tall: 12 px or more for a card in hand at
    1280x720, growing with it; smaller cards (small windows) go down to 10."""
    return max(10, h // 12)


def symbol_disc(surface: pygame.Surface, symbol: str, center: tuple[int, int], r: int) -> None:
    rgb, letters = SYMBOL_STYLE[symbol]
    pygame.draw.circle(surface, rgb, center, r)
    pygame.draw.circle(surface, EDGE, center, r, 1)
    size = text.fit_size(letters, max(7, r + 1), 2 * r - 1, True, 6)
    text.blit_text(surface, letters, center, size, INK, True, "center")


def cost_chip(surface: pygame.Surface, cost: int, pos: tuple[int, int], r: int) -> None:
    """The cost: a white card-like chip with the number of cards to pay."""
    chip = pygame.Rect(0, 0, int(r * 1.6), 2 * r)
    chip.center = pos
    pygame.draw.rect(surface, (252, 252, 246), chip, border_radius=max(2, r // 3))
    pygame.draw.rect(surface, EDGE, chip, 1, border_radius=max(2, r // 3))
    text.blit_text(surface, str(cost), pos, max(7, int(r * 1.5)), INK, True, "center")


def name_lines(name: str, size: int, width: int) -> tuple[int, list[str]]:
    """``name`` wrapped into ``width``: at ``size``, or one or two pixels smaller (never
    under 12) when a word would not fit; a word still too long is split with a hyphen
    rather than cut off."""
    for s in range(size, max(min(size, 12), size - 2) - 1, -1):
        f = text.font(s, True)
        if all(f.size(word)[0] <= width for word in name.replace("-", "- ").split(" ")):
            break
    else:
        s = size
    f = text.font(s, True)
    words: list[str] = []
    for word in name.replace("-", "- ").split(" "):
        while f.size(word)[0] > width and len(word) > 5:
            cut = len(word) - 3  # at least three letters go on to the next line
            while cut > 3 and f.size(word[:cut] + "-")[0] > width:
                cut -= 1
            words.append(word[:cut] + "-")
            word = word[cut:]
        words.append(word)
    lines: list[str] = []
    for word in words:
        if not word:
            continue
        trial = None
        if lines:
            trial = lines[-1] + word if lines[-1].endswith("-") else f"{lines[-1]} {word}"
        if trial is not None and f.size(trial)[0] <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    return s, lines


# --- rows of icons and numbers ------------------------------------------------------------
def _token_w(tok: glyphs.Token, f: int) -> int:
    kind, value = tok
    if kind == "text":
        return text.font(f, True).size(value)[0]
    if kind == "card":
        return int(f * 0.75)
    if kind == "sym":
        return 2 * f
    return f + 2


def _draw_token(surface: pygame.Surface, tok: glyphs.Token, x: int, cy: int, f: int,
                symbol: str) -> None:
    kind, value = tok
    s = f + 2
    if kind == "text":
        text.blit_text(surface, value, (x, cy), f, INK, True, "midleft")
    elif kind == "icon":
        img = images.icon(value, s)
        surface.blit(img, img.get_rect(midleft=(x, cy)))
    elif kind == "card":
        r = pygame.Rect(x, cy - s // 2 + 1, int(f * 0.75), s - 2)
        pygame.draw.rect(surface, BACK if value == "back" else (252, 252, 246), r,
                         border_radius=2)
        pygame.draw.rect(surface, EDGE, r, 1, border_radius=2)
    elif kind == "arrow":
        pygame.draw.line(surface, INK, (x + 1, cy), (x + s - 4, cy), 2)
        pygame.draw.polygon(surface, INK, [(x + s - 1, cy), (x + s - 6, cy - 4), (x + s - 6, cy + 4)])
    elif kind == "sym":
        symbol_disc(surface, symbol, (x + f, cy), f - 1)
    elif kind in ("up", "down"):
        top, bottom = cy - s // 3, cy + s // 3
        tip, base = (top, bottom) if kind == "up" else (bottom, top)
        pygame.draw.polygon(surface, INK, [(x + s // 2, tip), (x + 2, base), (x + s - 2, base)])


def _units(tokens: list[glyphs.Token]) -> list[list[glyphs.Token]]:
    """Tokens grouped so that a line breaks only before an arrow, a separator or a new
    count ("+1"), never between a number and what it counts."""
    units: list[list[glyphs.Token]] = []
    for tok in tokens:
        kind, value = tok
        if not units or kind == "arrow" or value == "·" or (
                kind == "text" and value.startswith("+") and units[-1][-1][0] != "arrow"):
            units.append([tok])
        else:
            units[-1].append(tok)
    return units


def _row_lines(tokens: list[glyphs.Token], f: int, width: int) -> list[list[glyphs.Token]]:
    gap = max(2, f // 5)
    lines: list[list[glyphs.Token]] = [[]]
    used = 0
    for unit in _units(tokens):
        if unit[0] == ("text", "·") and lines[-1]:
            unit = unit[1:] if used + _token_w(unit[0], f) + gap > width else unit
        w = sum(_token_w(tok, f) + gap for tok in unit)
        if lines[-1] and used + w > width:
            lines.append([])
            used = 0
            if unit and unit[0] == ("text", "·"):
                unit = unit[1:]  # a separator never starts a line
                w = sum(_token_w(tok, f) + gap for tok in unit)
        for tok in unit:  # a unit wider than the line is split where it must
            tw = _token_w(tok, f) + gap
            if lines[-1] and used + tw > width:
                lines.append([])
                used = 0
            lines[-1].append(tok)
            used += tw
    return [line for line in lines if line]


def rules_height(species: str, f: int, width: int) -> int:
    """Height of the rows of ``species`` drawn ``width`` wide at text size ``f``."""
    line_h = f + 3
    mark = f + 3
    return sum(len(_row_lines(toks, f, width - mark)) * line_h
               for _m, toks in glyphs.rows(SPECIES[species]))


def draw_rules(surface: pygame.Surface, species: str, symbol: str, rect: pygame.Rect,
               f: int) -> None:
    """The effect, bonus and scoring rows of a half, top down inside ``rect``."""
    line_h, mark = f + 3, f + 3
    gap = max(2, f // 5)
    y = rect.y
    for marker, toks in glyphs.rows(SPECIES[species]):
        lines = _row_lines(toks, f, rect.w - mark)
        band = pygame.Rect(rect.x, y, rect.w, len(lines) * line_h - 1)
        pygame.draw.rect(surface, ROW_TINT[marker], band, border_radius=3)
        img = images.icon(ROW_MARK[marker], f)
        surface.blit(img, img.get_rect(midleft=(rect.x + 1, y + line_h // 2)))
        for line in lines:
            x = rect.x + mark
            for tok in line:
                _draw_token(surface, tok, x, y + line_h // 2, f, symbol)
                x += _token_w(tok, f) + gap
            y += line_h


# --- one half ------------------------------------------------------------------------------
def _half_art(surface: pygame.Surface, rect: pygame.Rect, species: str, symbol: str,
              f: int, cost: bool = True, rules: bool = True) -> None:
    """One species drawn into ``rect`` (no frame): symbol and cost on top, then the name,
    the icon in the space left, and the rule rows at the bottom. In a wide strip the
    icon sits at the left of the name and rows."""
    sp = SPECIES[species]
    pad = max(2, f // 5)
    r = max(6, f - 1)  # the symbol's letters as large as the text
    inner = rect.inflate(-2 * pad, -2 * pad)
    symbol_disc(surface, symbol, (inner.x + r, inner.y + r), r)
    if cost:
        cost_chip(surface, sp.cost, (inner.right - int(r * 0.8), inner.y + r), r)
    wide = rect.w > rect.h * 1.3
    name = _(sp.en)
    line_h = f + f // 3  # a name line, descenders included
    if wide:
        left = inner.x + 2 * r + pad
        right = inner.right - (2 * r + pad if cost else 0)
        nf, lines = name_lines(name, f, right - left)
        split = "".join(lines).count("-") > name.count("-")  # a word had to be split
        if len(lines) <= 2 and not split:
            y = inner.y + max(0, r - len(lines) * line_h // 2)
        else:  # a long name takes the whole width under the symbol and cost
            left, right, y = inner.x, inner.right, inner.y + 2 * r
            nf, lines = name_lines(name, f, inner.w)
        for ln in lines:
            text.blit_text(surface, ln, ((left + right) // 2, y), nf, INK, True, "midtop")
            y += line_h
        top = max(y, inner.y + 2 * r) + pad
        icon_s = min(inner.bottom - top, inner.w // 3)
        rows_x = inner.x
        if icon_s >= f:
            img = images.icon(sp.icon, icon_s)
            surface.blit(img, (inner.x, top))
            rows_x = inner.x + icon_s + pad
        if rules:
            rr = pygame.Rect(rows_x, top, inner.right - rows_x, inner.bottom - top)
            if rules_height(species, f, rr.w) <= rr.h + 2:
                draw_rules(surface, species, symbol, rr, f)
        return
    nf, lines = name_lines(name, f, inner.w)
    rows_h = rules_height(species, f, inner.w) if rules else 0
    top = inner.y + 2 * r + pad
    name_h = len(lines) * line_h
    if top + name_h + rows_h > inner.bottom + 2:
        rows_h = 0  # too small for the rows: the hover still tells them
    icon_s = min(inner.w, inner.bottom - rows_h - name_h - top - pad)
    y = top
    if icon_s >= f:
        img = images.icon(sp.icon, icon_s)
        surface.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += icon_s + pad
    for ln in lines:
        text.blit_text(surface, ln, (inner.centerx, y), nf, INK, True, "midtop")
        y += line_h
    if rows_h:
        draw_rules(surface, species, symbol,
                   pygame.Rect(inner.x, inner.bottom - rows_h, inner.w, rows_h), f)


def _frame(surf: pygame.Surface, bg: tuple[int, int, int]) -> None:
    rect = surf.get_rect()
    radius = max(4, min(rect.w, rect.h) // 14)
    pygame.draw.rect(surf, bg, rect, border_radius=radius)


def _edge(surf: pygame.Surface) -> None:
    rect = surf.get_rect()
    radius = max(4, min(rect.w, rect.h) // 14)
    pygame.draw.rect(surf, EDGE, rect, max(2, rect.w // 60), border_radius=radius)


@lru_cache(maxsize=1024)
def hand_card(card: str, w: int, h: int) -> pygame.Surface:
    """A whole card as held in hand or lying in the clearing: one frame; a split card
    shows its two halves inside it, the second half a shade lighter."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    c = CARDS[card]
    f = font_for(h)
    if c.kind == "winter":
        _frame(surf, (220, 235, 250))
        img = images.icon("snowflake", w // 2)
        surf.blit(img, img.get_rect(center=(w // 2, h // 2)))
    elif c.kind == "tree":
        assert c.a is not None
        _frame(surf, TREE_BG)
        _half_art(surf, surf.get_rect(), c.a[0], c.a[1], f)
    else:
        assert c.a is not None and c.b is not None
        _frame(surf, CARD_BG)
        if c.kind == "vert":
            first, second = pygame.Rect(0, 0, w, h // 2), pygame.Rect(0, h // 2, w, h - h // 2)
        else:
            first, second = pygame.Rect(0, 0, w // 2, h), pygame.Rect(w // 2, 0, w - w // 2, h)
        inset = max(3, w // 40)
        pygame.draw.rect(surf, HALF_BG, second.inflate(-inset, -inset), border_radius=4)
        _half_art(surf, first, c.a[0], c.a[1], f)
        _half_art(surf, second, c.b[0], c.b[1], f)
    _edge(surf)
    return surf


@lru_cache(maxsize=2048)
def half_card(card: str, slot: str, w: int, h: int, f: int = 0) -> pygame.Surface:
    """The visible half of a card lying in ``slot`` of a tree (or the tree itself), with
    its symbol, name and scoring; costs and one-time effects are spent."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    sp = species_of(card, slot)
    _frame(surf, TREE_BG if sp.slot == "tree" else CARD_BG)
    _half_art(surf, surf.get_rect(), sp.id, symbol_of(card, slot), f or font_for(max(w, h)),
              cost=False, rules=True)
    _edge(surf)
    return surf


@lru_cache(maxsize=256)
def ghost(card: str, slot: str, w: int, h: int, alpha: int) -> pygame.Surface:
    """The half a dragged card would show in ``slot``, see-through by ``alpha``."""
    surf = half_card(card, slot, w, h).copy()
    surf.set_alpha(alpha)
    return surf


@lru_cache(maxsize=64)
def card_back(w: int, h: int, label: str = "") -> pygame.Surface:
    """A face-down card: the deck, a sapling."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, BACK, surf.get_rect(), border_radius=6)
    pygame.draw.rect(
        surf, theme.shade(BACK, 1.5), surf.get_rect().inflate(-6, -6), 1, border_radius=5
    )
    img = images.icon("seedling", max(8, min(w, h) // 2))
    surf.blit(img, img.get_rect(center=(w // 2, h // 2 - (6 if label else 0))))
    if label:
        size = text.fit_size(label, max(10, min(w, h) // 6), w - 6, True, 8)
        text.blit_text(surf, label, (w // 2, h - 4), size, theme.TEXT, True, "midbottom")
    pygame.draw.rect(surf, EDGE, surf.get_rect(), 2, border_radius=6)
    return surf


def rule_lines(card: str, slot: str | None) -> list[str]:
    """Our own rule text for a card (both halves when ``slot`` is None)."""
    c = CARDS[card]
    halves = [c.a, c.b] if slot is None else [c.half(slot)]
    out = []
    for h in halves:
        if h is None:
            continue
        sp = SPECIES[h[0]]
        kinds = ", ".join(_(TYPE_LABELS[t]) for t in sp.types)
        where = {
            "tree": _("tree"),
            "top": _("top half"),
            "bottom": _("bottom half"),
            "side": _("left/right half"),
        }[sp.slot]
        out.append(f"{_(sp.en)} ({_(sp.de)}) - {where}")
        out.append(
            _(
                "Cost {n} - {kinds} - symbol {sym}",
                n=sp.cost,
                kinds=kinds,
                sym=SYMBOL_STYLE[h[1]][1],
            )
        )
        out.append(_(sp.text))
    return out


def big_card(card: str, slot: str | None, extra: tuple[str, ...], w: int) -> pygame.Surface:
    """The enlarged card under the mouse with its rule text and live points."""
    return _big_card(card, slot, extra, w)


@lru_cache(maxsize=128)
def _big_card(card: str, slot: str | None, extra: tuple[str, ...], w: int) -> pygame.Surface:
    c = CARDS[card]
    pic_h = int(w * 1.1) if slot is None else int(w * 0.8)
    size = max(12, w // 18)
    lines: list[str] = []
    for ln in rule_lines(card, slot) + list(extra):
        lines += text.wrap(ln, size, w - 16)
    h = pic_h + 16 + len(lines) * (size + 5) + 10
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.PANEL, surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, theme.ACCENT, surf.get_rect(), 2, border_radius=10)
    pic = pygame.Rect(8, 8, w - 16, pic_h)
    if slot is None or c.kind == "tree":
        surf.blit(hand_card(card, pic.w, pic.h), pic)
    else:
        surf.blit(half_card(card, slot, pic.w, pic.h), pic)
    y = pic.bottom + 10
    for ln in lines:
        text.blit_text(surf, ln, (10, y), size, theme.TEXT)
        y += size + 5
    return surf


def clear() -> None:
    hand_card.cache_clear()
    half_card.cache_clear()
    ghost.cache_clear()
    card_back.cache_clear()
    _big_card.cache_clear()
