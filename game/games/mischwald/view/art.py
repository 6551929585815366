"""Mischwald card pictures composed from icons, shapes and text, cached per size.

A card face carries its rules: each half shows its tree symbol (a coloured disc with a
two-letter abbreviation, so colour is never the only cue), its cost, icon, name, and
rows of icons and numbers for its effect (lightning), bonus (star) and scoring
(trophy), see glyphs.py. A split card is one card frame around its two halves. In a
forest only the half that shows is drawn. Faces are drawn at the size they show on
screen (``set_floor`` gives the window's least text and icon sizes); ``half_parts`` is
the one plan of a half that drawing and the legend share.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.games.mischwald.data import CARDS, SPECIES, species_of, symbol_of
from game.games.mischwald.view import glyphs
from game.i18n import N_, _, language
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
    "tree": N_("tree"),
    "bird": N_("bird"),
    "bat": N_("bat"),
    "butterfly": N_("butterfly"),
    "insect": N_("insect"),
    "paw": N_("paw animal"),
    "cloven": N_("cloven-hoofed"),
    "deer": N_("deer"),
    "amphibian": N_("amphibian"),
    "plant": N_("plant"),
    "mushroom": N_("mushroom"),
}
CARD_BG = (238, 232, 208)
HALF_BG = (246, 241, 222)  # the second half of a split card, a shade lighter
TREE_BG = (214, 228, 196)
BACK = (70, 96, 64)
EDGE = (60, 52, 40)
ROW_TINT = {"effect": (214, 228, 242), "bonus": (246, 226, 160), "score": (232, 222, 196)}
ROW_MARK = {"effect": "lightning", "bonus": "star", "score": "trophy"}
INK = theme.INK


FLOOR = {"text": 12, "icon": 16, "wide": False}  # set by the view for its window


def set_floor(window_h: int, window_w: int = 0) -> None:
    """The least sizes on a card face in a window ``window_h`` tall: 12 px text and 16 px
    icons at 720 px, growing with the window, 10 px below; from 1600 px wide a face has
    room for its rule."""
    grow = (window_h / 720) ** 0.6  # 1.5 times as large at 1440 px as at 720 px
    FLOOR["text"], FLOOR["icon"] = (
        (round(12 * grow), round(16 * grow)) if window_h >= 720 else (10, 10))
    FLOOR["wide"] = window_w >= 1600


def font_for(h: int) -> int:
    """The text size of a card ``h`` pixels tall, never under the window's floor."""
    return max(int(FLOOR["text"]), h // 12)


def icon_px(f: int) -> int:
    """An icon beside text of size ``f``: a little larger, never under the floor."""
    return max(int(FLOOR["icon"]), f + 2)


def symbol_disc(surface: pygame.Surface, symbol: str, center: tuple[int, int], r: int,
                size: int = 0) -> None:
    """A tree symbol: its colour and two letters (``size``: as large as the text beside)."""
    rgb, letters = SYMBOL_STYLE[symbol]
    pygame.draw.circle(surface, rgb, center, r)
    pygame.draw.circle(surface, EDGE, center, r, 1)
    floor = int(FLOOR["text"])
    size = text.fit_size(letters, max(floor, size or r), 2 * r - 2, True, floor)
    text.blit_text(surface, letters, center, size, INK, True, "center")


def cost_chip(surface: pygame.Surface, cost: int, pos: tuple[int, int], r: int,
              w: int = 0) -> None:
    """The cost: a white card-like chip with the number of cards to pay."""
    chip = pygame.Rect(0, 0, w or int(r * 1.6), 2 * r)
    chip.center = pos
    pygame.draw.rect(surface, (252, 252, 246), chip, border_radius=max(2, r // 3))
    pygame.draw.rect(surface, EDGE, chip, 1, border_radius=max(2, r // 3))
    size = max(int(FLOOR["text"]), int(r * 1.5))
    text.blit_text(surface, str(cost), pos, size, INK, True, "center")


def name_lines(name: str, size: int, width: int, least: int = 0) -> tuple[int, list[str]]:
    """``name`` wrapped into ``width``: at ``size``, hyphenated where the language allows
    (game/ui/text.py) or a little smaller, never under the floor; a word that still does
    not fit is split with a hyphen rather than cut off."""
    floor = min(size, max(least, int(FLOOR["text"])))
    s, lines = text.fit_wrap(name, size, width, True, floor)
    f = text.font(s, True)
    if all(f.size(ln)[0] <= width for ln in lines):
        return s, lines
    return s, _split(name, f, width)


def _split(name: str, f: pygame.font.Font, width: int) -> list[str]:
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
    for word in filter(None, words):
        trial = None
        if lines:
            trial = lines[-1] + word if lines[-1].endswith("-") else f"{lines[-1]} {word}"
        if trial is not None and f.size(trial)[0] <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    return lines


# --- rows of icons and numbers ------------------------------------------------------------
Part = tuple[str, pygame.Rect, object, int]  # (kind, where, what, text size)


def _token_w(tok: glyphs.Token, f: int) -> int:
    kind, value = tok
    if kind == "text":
        return text.font(f, True).size(value)[0]
    if kind == "card":
        return int(f * 0.75)
    if kind == "sym":
        return 2 * disc_radius(f)
    return icon_px(f)


def _draw_token(surface: pygame.Surface, tok: glyphs.Token, x: int, cy: int, f: int,
                symbol: str) -> None:
    kind, value = tok
    s = icon_px(f)
    if kind == "text":
        text.blit_text(surface, value, (x, cy), f, INK, True, "midleft")
    elif kind == "icon":
        img = images.icon(value, s)
        surface.blit(img, img.get_rect(midleft=(x, cy)))
    elif kind == "card":
        r = pygame.Rect(x, cy - (f + 2) // 2 + 1, int(f * 0.75), f)
        pygame.draw.rect(surface, BACK if value == "back" else (252, 252, 246), r,
                         border_radius=2)
        pygame.draw.rect(surface, EDGE, r, 1, border_radius=2)
    elif kind == "arrow":
        pygame.draw.line(surface, INK, (x + 1, cy), (x + s - 4, cy), 2)
        pygame.draw.polygon(surface, INK, [(x + s - 1, cy), (x + s - 6, cy - 4), (x + s - 6, cy + 4)])
    elif kind == "sym":
        rad = disc_radius(f)
        symbol_disc(surface, symbol, (x + rad, cy), rad, f)
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


def _line_h(f: int) -> int:
    return max(f + 3, icon_px(f))


def _rows_of(species: str, only_score: bool) -> list[tuple[str, list[glyphs.Token]]]:
    rows = glyphs.rows(SPECIES[species])
    return [r for r in rows if r[0] == "score"] if only_score else list(rows)


def rules_height(species: str, f: int, width: int, only_score: bool = False) -> int:
    """Height of the rows of ``species`` drawn ``width`` wide at text size ``f``."""
    mark = icon_px(f) + 2
    return sum(len(_row_lines(toks, f, width - mark)) * _line_h(f) + 1
               for _m, toks in _rows_of(species, only_score))


def rule_parts(species: str, rect: pygame.Rect, f: int, only_score: bool = False
               ) -> list[Part]:
    """The effect, bonus and scoring rows of a half top down in ``rect``: each row's band
    ("effect", "bonus" or "score", its mark icon as "mark") and its tokens."""
    line_h, mark = _line_h(f), icon_px(f) + 2
    gap = max(2, f // 5)
    y = rect.y
    out: list[Part] = []
    for marker, toks in _rows_of(species, only_score):
        lines = _row_lines(toks, f, rect.w - mark)
        out.append((marker, pygame.Rect(rect.x, y, rect.w, len(lines) * line_h), marker, f))
        out.append(("mark", pygame.Rect(rect.x + 1, y + (line_h - icon_px(f)) // 2,
                                        icon_px(f), icon_px(f)), ROW_MARK[marker], f))
        for line in lines:
            x = rect.x + mark
            for tok in line:
                w = _token_w(tok, f)
                out.append(("token", pygame.Rect(x, y, w, line_h), tok, f))
                x += w + gap
            y += line_h
        y += 1
    return out


def draw_rules(surface: pygame.Surface, species: str, symbol: str, rect: pygame.Rect,
               f: int) -> None:
    """The effect, bonus and scoring rows of a half, top down inside ``rect``."""
    _draw_parts(surface, rule_parts(species, rect, f), symbol)


# --- one half ------------------------------------------------------------------------------
def disc_radius(f: int) -> int:
    """A tree symbol's radius: its two letters as large as the text around them."""
    return max(8, (text.font(f, True).size("SF")[0] + 5) // 2)


def half_parts(rect: pygame.Rect, species: str, f: int, cost: bool = True) -> list[Part]:
    """Where each mark of one species' half lies in ``rect``: the symbol and the cost on
    top, the name (beside them, or under them when it needs the width), then the rule
    rows, the card's short rule where the window is wide, and the animal's icon in the
    room left. The legend finds the marks again from these parts."""
    sp = SPECIES[species]
    f = max(f, int(FLOOR["text"]))
    least = max(int(FLOOR["text"]), f * 4 // 5)  # what shrinks to fit grows with the card
    pad = max(2, f // 5)
    inner = rect.inflate(-2 * pad, -2 * pad)
    r = disc_radius(f)
    parts: list[Part] = [("symbol", pygame.Rect(inner.x, inner.y, 2 * r, 2 * r), "", f)]
    right = inner.right
    if cost:
        chip = pygame.Rect(0, 0, max(2 * r - 2, int(r * 1.6)), 2 * r)
        chip.topright = inner.topright
        parts.append(("cost", chip, sp.cost, f))
        right = chip.x - pad
    top = _name_parts(parts, _(sp.en), (f, least), inner, inner.x + 2 * r + pad, right, r)
    body = pygame.Rect(inner.x, top + pad, inner.w, inner.bottom - top - pad)
    if rect.w > rect.h * 1.3:
        _strip_body(parts, species, (f, least), body, pad)
    else:
        _upright_body(parts, species, (f, least), body, pad)
    return parts


def _name_parts(parts: list[Part], name: str, sizes: tuple[int, int], inner: pygame.Rect,
                left: int, right: int, r: int) -> int:
    """The name's lines: one line between symbol and cost when it fits there, else in
    as few lines as fit the width under them, hyphenated only where the language allows
    (never broken mid-syllable). Returns the y below the head."""
    f, least = sizes
    nf, lines = name_lines(name, f, right - left, least)
    if len(lines) == 1 and text.font(nf, True).size(lines[0])[0] <= right - left:
        cx, y = (left + right) // 2, inner.y + r - (nf + nf // 3) // 2
    else:
        nf, lines = text.fit_wrap(name, f, inner.w, True, least)
        if any(text.font(nf, True).size(ln)[0] > inner.w for ln in lines):
            return inner.y + 2 * r  # a card too narrow for its name: the hover tells it
        cx, y = inner.centerx, inner.y + 2 * r + 2
    line_h = nf + nf // 3
    for ln in lines:
        w = text.font(nf, True).size(ln)[0]
        parts.append(("name", pygame.Rect(cx - w // 2, y, w, line_h), ln, nf))
        y += line_h
    return max(y, inner.y + 2 * r)


def _fit_rows(species: str, sizes: tuple[int, int], width: int,
              height: int) -> tuple[int, bool] | None:
    """The largest size (not under ``least``) and choice of rows (all, or only the
    scoring) that fit ``width`` x ``height``; None when not even the scoring does."""
    f, least = sizes
    for only_score in (False, True):
        for g in range(f, least - 1, -1):
            if rules_height(species, g, width, only_score) <= height:
                return g, only_score
    return None


def _rule_text(parts: list[Part], species: str, body: pygame.Rect, least: int) -> int:
    """The short rule in words under the name, in a wide window when it fits whole;
    returns the height it takes."""
    if not FLOOR["wide"]:
        return 0
    size = least
    lines = text.wrap(_(SPECIES[species].text), size, body.w)
    h = len(lines) * (size + 3)
    if h > body.h or any(text.font(size).size(ln)[0] > body.w for ln in lines):
        return 0
    for i, ln in enumerate(lines):
        parts.append(("rule", pygame.Rect(body.x, body.y + i * (size + 3), body.w, size + 3),
                      ln, size))
    return h + 3


def _upright_body(parts: list[Part], species: str, sizes: tuple[int, int],
                  body: pygame.Rect, pad: int) -> None:
    f, least = sizes
    fit = _fit_rows(species, sizes, body.w, body.h)
    rows_h = 0
    if fit is not None:
        g, only = fit
        rows_h = rules_height(species, g, body.w, only)
        parts += rule_parts(species, pygame.Rect(body.x, body.bottom - rows_h, body.w,
                                                 rows_h), g, only)
    room = pygame.Rect(body.x, body.y, body.w, body.h - rows_h - pad)
    used = _rule_text(parts, species, room, least) if room.h > 3 * f else 0
    icon_s = min(body.w, room.h - used)
    if icon_s >= FLOOR["icon"]:
        icon = pygame.Rect(0, room.y + used, icon_s, icon_s)
        icon.centerx = body.centerx
        parts.append(("icon", icon, SPECIES[species].icon, f))


def _strip_body(parts: list[Part], species: str, sizes: tuple[int, int],
                body: pygame.Rect, pad: int) -> None:
    """A top or bottom half, wide and low: the icon at the left, rows at its right."""
    f = sizes[0]
    icon_s = min(body.h, body.w // 4)
    x = body.x
    if icon_s >= FLOOR["icon"]:
        parts.append(("icon", pygame.Rect(body.x, body.y, icon_s, icon_s),
                      SPECIES[species].icon, f))
        x += icon_s + pad
    rr = pygame.Rect(x, body.y, body.right - x, body.h)
    fit = _fit_rows(species, sizes, rr.w, rr.h)
    if fit is not None:
        g, only = fit
        parts += rule_parts(species, rr, g, only)


def _draw_parts(surface: pygame.Surface, parts: list[Part], symbol: str) -> None:
    for kind, rect, value, f in parts:
        if kind == "symbol":
            symbol_disc(surface, symbol, rect.center, rect.w // 2, f)
        elif kind == "cost":
            cost_chip(surface, int(str(value)), rect.center, rect.h // 2, rect.w)
        elif kind in ("name", "rule"):
            text.blit_text(surface, str(value), rect.midtop if kind == "name" else rect.topleft,
                           f, INK, kind == "name", "midtop" if kind == "name" else "topleft")
        elif kind == "icon":
            img = images.icon(str(value), rect.h)
            surface.blit(img, img.get_rect(center=rect.center))
        elif kind in ROW_TINT:
            pygame.draw.rect(surface, ROW_TINT[kind], rect, border_radius=3)
        elif kind == "mark":
            surface.blit(images.icon(str(value), rect.h), rect)
        elif kind == "token":
            assert isinstance(value, tuple)
            _draw_token(surface, value, rect.x, rect.centery, f, symbol)


def _half_art(surface: pygame.Surface, rect: pygame.Rect, species: str, symbol: str,
              f: int, cost: bool = True) -> None:
    """One species drawn into ``rect`` (no frame), at the size it shows on screen."""
    _draw_parts(surface, half_parts(rect, species, f, cost), symbol)


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
    its symbol, cost, name and rules, as printed."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    sp = species_of(card, slot)
    _frame(surf, TREE_BG if sp.slot == "tree" else CARD_BG)
    _half_art(surf, surf.get_rect(), sp.id, symbol_of(card, slot), f or font_for(max(w, h)))
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
        name = _(sp.en)  # the German edition's name beside it, unless it is the same
        out.append(f"{name} ({sp.de}) - {where}" if name != sp.de else f"{name} - {where}")
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
    return _big_card(card, slot, extra, w, language())


@lru_cache(maxsize=128)
def _big_card(card: str, slot: str | None, extra: tuple[str, ...], w: int,
              _lang: str) -> pygame.Surface:
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
