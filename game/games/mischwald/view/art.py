"""Mischwald card pictures composed from icons, shapes and text, cached per size.

A tree symbol is a coloured disc with a two-letter abbreviation, so colour is never
the only cue. A split card in hand shows both halves; in a forest only the half that
shows is drawn (a top or bottom half is a wide strip, a left or right half a tall one).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.games.mischwald.data import CARDS, SPECIES, species_of, symbol_of
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
TREE_BG = (214, 228, 196)
BACK = (70, 96, 64)
EDGE = (60, 52, 40)


def symbol_disc(surface: pygame.Surface, symbol: str, center: tuple[int, int], r: int) -> None:
    rgb, letters = SYMBOL_STYLE[symbol]
    pygame.draw.circle(surface, rgb, center, r)
    pygame.draw.circle(surface, EDGE, center, r, 1)
    text.blit_text(surface, letters, center, max(7, int(r * 1.05)), theme.INK, True, "center")


def _cost_chip(surface: pygame.Surface, cost: int, pos: tuple[int, int], r: int) -> None:
    pygame.draw.circle(surface, (250, 250, 245), pos, r)
    pygame.draw.circle(surface, EDGE, pos, r, 1)
    text.blit_text(surface, str(cost), pos, max(7, int(r * 1.3)), theme.INK, True, "center")


def _half_art(
    surface: pygame.Surface, rect: pygame.Rect, species: str, symbol: str, cost: bool = True
) -> None:
    """One species drawn into ``rect``: icon, short name, symbol and cost. A wide
    strip (a top or bottom half in a forest) puts the icon beside the name."""
    sp = SPECIES[species]
    bg = TREE_BG if sp.slot == "tree" else CARD_BG
    radius = max(2, min(rect.w, rect.h) // 10)
    pygame.draw.rect(surface, bg, rect, border_radius=radius)
    pygame.draw.rect(surface, EDGE, rect, 1, border_radius=radius)
    short = min(rect.w, rect.h)
    r = max(5, short // 7)
    symbol_disc(surface, symbol, (rect.x + r + 2, rect.y + r + 2), r)
    if cost:
        _cost_chip(surface, sp.cost, (rect.right - r - 2, rect.y + r + 2), r)
    label = _(sp.en)
    if rect.w > rect.h * 1.5:  # a wide strip
        isize = max(8, rect.h - 6)
        img = images.icon(sp.icon, isize)
        surface.blit(img, img.get_rect(midleft=(rect.x + 2 * r + 6, rect.centery)))
        size = max(7, min(rect.h // 4, rect.w // 9))
        tx = rect.x + 2 * r + 10 + isize
        lines = text.wrap(label, size, rect.right - tx - 3)[:2]
        y = rect.centery - len(lines) * (size + 2) // 2
        for ln in lines:
            text.blit_text(surface, ln, (tx, y), size, theme.INK, True)
            y += size + 2
        return
    name_size = max(7, min(short // 7, rect.w // 8))
    lines = text.wrap(label, name_size, rect.w - 4)[:2]
    name_h = len(lines) * (name_size + 2)
    isize = max(8, min(rect.w - 6, rect.h - name_h - 2 * r - 8))
    img = images.icon(sp.icon, isize)
    top = rect.y + 2 * r + 4
    surface.blit(img, img.get_rect(center=(rect.centerx, top + (rect.bottom - name_h - top) // 2)))
    y = rect.bottom - 2 - name_h
    for ln in lines:
        text.blit_text(surface, ln, (rect.centerx, y), name_size, theme.INK, True, "midtop")
        y += name_size + 2


@lru_cache(maxsize=1024)
def hand_card(card: str, w: int, h: int) -> pygame.Surface:
    """A whole card as held in hand."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    c = CARDS[card]
    if c.kind == "tree":
        assert c.a is not None
        _half_art(surf, surf.get_rect(), c.a[0], c.a[1])
    elif c.kind == "winter":
        pygame.draw.rect(surf, (220, 235, 250), surf.get_rect(), border_radius=6)
        img = images.icon("snowflake", w // 2)
        surf.blit(img, img.get_rect(center=(w // 2, h // 2)))
    elif c.kind == "vert":
        assert c.a is not None and c.b is not None
        _half_art(surf, pygame.Rect(0, 0, w, h // 2), c.a[0], c.a[1])
        _half_art(surf, pygame.Rect(0, h // 2, w, h - h // 2), c.b[0], c.b[1])
        _flip_bottom(surf, pygame.Rect(0, h // 2, w, h - h // 2))
    else:
        assert c.a is not None and c.b is not None
        _half_art(surf, pygame.Rect(0, 0, w // 2, h), c.a[0], c.a[1])
        _half_art(surf, pygame.Rect(w // 2, 0, w - w // 2, h), c.b[0], c.b[1])
    pygame.draw.rect(surf, EDGE, surf.get_rect(), 2, border_radius=6)
    return surf


def _flip_bottom(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """Mark the bottom half with a small arrow so the two halves read apart."""
    pygame.draw.line(surf, EDGE, (rect.x + 4, rect.y), (rect.right - 4, rect.y), 2)


@lru_cache(maxsize=2048)
def half_card(card: str, slot: str, w: int, h: int) -> pygame.Surface:
    """The visible half of a card lying in ``slot`` of a tree (or the tree itself)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    _half_art(surf, surf.get_rect(), species_of(card, slot).id, symbol_of(card, slot), cost=False)
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
        text.blit_text(
            surf, label, (w // 2, h - 4), max(8, min(w, h) // 6), theme.TEXT, True, "midbottom"
        )
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
    pic_h = int(w * 1.35) if slot is None else int(w * 0.9)
    size = max(11, w // 18)
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
    card_back.cache_clear()
    _big_card.cache_clear()
